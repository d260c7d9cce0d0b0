// RUN: tbuf %s
func.func @f(%a: tensor<4xfoo>) {
  return
}

// RUN: tbuf %s --mlir-print-ir-after-all --mlir-print-ir-after-change --mlir-disable-threading --cse --canonicalize --cse
// Only passes that changed the IR are dumped: canonicalize folds the addi,
// neither cse run changes anything. --mlir-disable-threading is a no-op.
func.func @f(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  return %0 : i32
}

// arith.constant on tensors (memref.global + get_global, never written in place)
// and arith.select on tensors.
// OPTIONS: bufferize-function-boundaries
// OPTIONS:

func.func @a_constant_read(%i: index) -> f32 {
  %cst = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %0 = tensor.extract %cst[%i] : tensor<4xf32>
  return %0 : f32
}

func.func @a_constant_written(%f: f32, %i: index) -> tensor<4xf32> {
  %cst = arith.constant dense<0.0> : tensor<4xf32>
  %0 = tensor.insert %f into %cst[%i] : tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @a_constant_returned() -> tensor<2x2xi32> {
  %cst = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  return %cst : tensor<2x2xi32>
}

func.func @a_two_equal_constants(%f: f32) -> (tensor<3xf32>, tensor<3xf32>) {
  %a = arith.constant dense<1.0> : tensor<3xf32>
  %b = arith.constant dense<1.0> : tensor<3xf32>
  %0 = linalg.fill ins(%f : f32) outs(%b : tensor<3xf32>) -> tensor<3xf32>
  return %a, %0 : tensor<3xf32>, tensor<3xf32>
}

func.func @a_constant_as_init(%A: tensor<2x3xf32>, %B: tensor<3x2xf32>) -> tensor<2x2xf32> {
  %cst = arith.constant dense<0.0> : tensor<2x2xf32>
  %0 = linalg.matmul ins(%A, %B : tensor<2x3xf32>, tensor<3x2xf32>) outs(%cst : tensor<2x2xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

func.func @a_select(%c: i1, %a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = arith.select %c, %a, %b : tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @a_select_then_write(%c: i1, %a: tensor<4xf32>, %b: tensor<4xf32>, %f: f32) -> tensor<4xf32> {
  %0 = arith.select %c, %a, %b : tensor<4xf32>
  %c0 = arith.constant 0 : index
  %1 = tensor.insert %f into %0[%c0] : tensor<4xf32>
  return %1 : tensor<4xf32>
}

func.func @a_select_write_then_read_operand(%c: i1, %a: tensor<4xf32>, %b: tensor<4xf32>, %f: f32) -> (tensor<4xf32>, f32) {
  %0 = arith.select %c, %a, %b : tensor<4xf32>
  %c0 = arith.constant 0 : index
  %1 = tensor.insert %f into %0[%c0] : tensor<4xf32>
  %2 = tensor.extract %a[%c0] : tensor<4xf32>
  return %1, %2 : tensor<4xf32>, f32
}

func.func @a_select_constant_and_new(%c: i1, %n: index, %f: f32) -> tensor<4xf32> {
  %cst = arith.constant dense<1.0> : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %fill = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %0 = arith.select %c, %cst, %fill : tensor<4xf32>
  %c0 = arith.constant 0 : index
  %1 = tensor.insert %f into %0[%c0] : tensor<4xf32>
  return %1 : tensor<4xf32>
}

func.func @a_select_same_operand(%c: i1, %a: tensor<4xf32>, %f: f32) -> tensor<4xf32> {
  %0 = arith.select %c, %a, %a : tensor<4xf32>
  %c0 = arith.constant 0 : index
  %1 = tensor.insert %f into %0[%c0] : tensor<4xf32>
  return %1 : tensor<4xf32>
}

// RUN: tbuf %s --one-shot-bufferize=use-encoding-for-memory-space --split-input-file
// New buffers go into the memory space named by the tensor's encoding.
func.func @from_elements(%f: f32, %g: f32) -> tensor<2xf32, 7> {
  %t = tensor.from_elements %f, %g : tensor<2xf32, 7>
  return %t : tensor<2xf32, 7>
}

// -----

func.func @string_space(%f: f32, %i: index) -> tensor<3xf32, "shared"> {
  %e = tensor.empty() : tensor<3xf32, "shared">
  %0 = linalg.fill ins(%f : f32) outs(%e : tensor<3xf32, "shared">) -> tensor<3xf32, "shared">
  %1 = tensor.insert %f into %0[%i] : tensor<3xf32, "shared">
  return %1 : tensor<3xf32, "shared">
}

// -----

func.func @argument_copy(%t: tensor<4xi32, 2>, %v: i32, %i: index) -> tensor<4xi32, 2> {
  %0 = tensor.insert %v into %t[%i] : tensor<4xi32, 2>
  return %0 : tensor<4xi32, 2>
}

// -----

func.func @constant() -> tensor<2xi8, 1> {
  %c = arith.constant dense<[3, 4]> : tensor<2xi8, 1>
  return %c : tensor<2xi8, 1>
}

// -----

func.func @unranked(%t: tensor<*xf32>) -> index {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %t, %c0 : tensor<*xf32>
  return %d : index
}

// -----

func.func @generate(%n: index) -> tensor<?xf32, 1> {
  %t = tensor.generate %n {
  ^bb0(%i: index):
    %c = arith.constant 0.0 : f32
    tensor.yield %c : f32
  } : tensor<?xf32, 1>
  return %t : tensor<?xf32, 1>
}

// The examples of MLIR 18's Bufferization documentation that the newer
// document dropped. LLVM 18 rejected a new allocation yielded from a block;
// mlir-opt 22 accepts both (the newer document wins), so they are positive
// inputs here. The reading op is an unknown op, hence allow-unknown-ops.
// OPTIONS: allow-unknown-ops bufferize-function-boundaries
// OPTIONS: allow-unknown-ops

// "the scf.yield in the then branch will be rejected" (LLVM 18).
func.func @doc18_if_yields_generate(%c: i1, %sz: index, %another_tensor: tensor<?xf32>) -> tensor<?xf32> {
  %0 = scf.if %c -> (tensor<?xf32>) {
    %1 = tensor.generate %sz {
    ^bb0(%i : index):
      %cst = arith.constant 0.0 : f32
      tensor.yield %cst : f32
    } : tensor<?xf32>
    scf.yield %1 : tensor<?xf32>
  } else {
    scf.yield %another_tensor : tensor<?xf32>
  }
  return %0 : tensor<?xf32>
}

// A copy of buffer(%another_tensor) with %cst inserted is yielded from "then".
func.func @doc18_if_yields_copy(%c: i1, %cst: f32, %idx: index, %another_tensor: tensor<?xf32>, %yet_another_tensor: tensor<?xf32>) -> tensor<?xf32> {
  %0 = scf.if %c -> (tensor<?xf32>) {
    %1 = tensor.insert %cst into %another_tensor[%idx] : tensor<?xf32>
    "my_dialect.reading_tensor_op"(%another_tensor) : (tensor<?xf32>) -> ()
    scf.yield %1 : tensor<?xf32>
  } else {
    scf.yield %yet_another_tensor : tensor<?xf32>
  }
  return %0 : tensor<?xf32>
}

// "Memory Layouts": the unbufferizable op and the extract on its result.
func.func @doc18_unbufferizable_then_extract(%t: tensor<?x?xf32>, %idx1: index, %idx2: index) -> f32 {
  %0 = "my_dialect.unbufferizable_op"(%t) : (tensor<?x?xf32>) -> (tensor<?x?xf32>)
  %1 = tensor.extract %0[%idx1, %idx2] : tensor<?x?xf32>
  return %1 : f32
}

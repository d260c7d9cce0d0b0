// Nested scf.for with bounds taken from tensor.dim, a step larger than one,
// a lower bound above zero and an inner trip count that depends on the outer
// induction variable, filling a dynamically shaped tensor.
func.func private @printMemrefI32(tensor<*xi32> {bufferization.access = "read"})

func.func @lower_triangle(%t: tensor<?x?xi32>) -> tensor<?x?xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %rows = tensor.dim %t, %c0 : tensor<?x?xi32>
  %r = scf.for %i = %c1 to %rows step %c2 iter_args(%a = %t) -> (tensor<?x?xi32>) {
    %i1 = arith.addi %i, %c1 : index
    %b = scf.for %j = %c0 to %i1 step %c1 iter_args(%s = %a) -> (tensor<?x?xi32>) {
      %ij = arith.muli %i, %j : index
      %v = arith.index_cast %ij : index to i32
      %s2 = tensor.insert %v into %s[%i, %j] : tensor<?x?xi32>
      scf.yield %s2 : tensor<?x?xi32>
    }
    scf.yield %b : tensor<?x?xi32>
  }
  return %r : tensor<?x?xi32>
}

func.func @main() {
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %e = tensor.empty(%c5, %c6) : tensor<?x?xi32>
  %m = arith.constant -1 : i32
  %t = linalg.fill ins(%m : i32) outs(%e : tensor<?x?xi32>) -> tensor<?x?xi32>
  %r = call @lower_triangle(%t) : (tensor<?x?xi32>) -> tensor<?x?xi32>
  %u = tensor.cast %r : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

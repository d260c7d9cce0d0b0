// Tiled computation: an scf.for over row tiles extracts a tile, transforms it
// with linalg and inserts it back (loop-carried insert_slice, in place), with
// a dynamic last tile.
func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})

func.func @tiled(%t: tensor<7x3xf32>) -> tensor<7x3xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  %r = scf.for %i = %c0 to %c7 step %c2 iter_args(%acc = %t) -> (tensor<7x3xf32>) {
    %rest = arith.subi %c7, %i : index
    %sz = arith.minsi %rest, %c2 : index
    %tile = tensor.extract_slice %acc[%i, 0] [%sz, 3] [1, 1] : tensor<7x3xf32> to tensor<?x3xf32>
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f32
    %e = tensor.empty(%sz) : tensor<?x3xf32>
    %m = linalg.map ins(%tile : tensor<?x3xf32>) outs(%e : tensor<?x3xf32>)
      (%x: f32, %o: f32) {
        %y = arith.addf %x, %f : f32
        linalg.yield %y : f32
      }
    %n = tensor.insert_slice %m into %acc[%i, 0] [%sz, 3] [1, 1] : tensor<?x3xf32> into tensor<7x3xf32>
    scf.yield %n : tensor<7x3xf32>
  }
  return %r : tensor<7x3xf32>
}

func.func @main() {
  %z = arith.constant 0.5 : f32
  %e = tensor.empty() : tensor<7x3xf32>
  %t = linalg.fill ins(%z : f32) outs(%e : tensor<7x3xf32>) -> tensor<7x3xf32>
  %r = call @tiled(%t) : (tensor<7x3xf32>) -> tensor<7x3xf32>
  %u = tensor.cast %r : tensor<7x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

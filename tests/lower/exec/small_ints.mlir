// i8/i16 element types, wrapping arithmetic inside generics (printed as i32:
// mlir-runner's utils export no printMemrefI8/I16 without the C interface).
#id = affine_map<(d0) -> (d0)>
func.func private @printMemrefI32(tensor<*xi32>)
func.func @main() {
  %a = arith.constant dense<[100, 120, -128, 5]> : tensor<4xi8>
  %e = tensor.empty() : tensor<4xi8>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4xi8>) outs(%e : tensor<4xi8>) {
  ^bb0(%x: i8, %o: i8):
    %s = arith.addi %x, %x : i8
    linalg.yield %s : i8
  } -> tensor<4xi8>
  %e16 = tensor.empty() : tensor<4xi16>
  %w = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%r : tensor<4xi8>) outs(%e16 : tensor<4xi16>) {
  ^bb0(%x: i8, %o: i16):
    %s = arith.extsi %x : i8 to i16
    %m = arith.muli %s, %s : i16
    %k = arith.constant 1000 : i16
    %t = arith.muli %m, %k : i16
    linalg.yield %t : i16
  } -> tensor<4xi16>
  %e32 = tensor.empty() : tensor<4xi32>
  %z = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%r, %w : tensor<4xi8>, tensor<4xi16>) outs(%e32 : tensor<4xi32>) {
  ^bb0(%x: i8, %y: i16, %o: i32):
    %xs = arith.extsi %x : i8 to i32
    %yu = arith.extui %y : i16 to i32
    %s = arith.addi %xs, %yu : i32
    linalg.yield %s : i32
  } -> tensor<4xi32>
  %u = tensor.cast %z : tensor<4xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

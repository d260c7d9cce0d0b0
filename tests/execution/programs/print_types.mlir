// printMemref for every element type MLIR's runner utils export: I8 (printed
// as raw characters by MLIR), I16, I32, I64, Ind, F16, F32, F64; the C
// interface ones are declared with llvm.emit_c_interface as MLIR needs.
func.func private @printMemrefI8(tensor<*xi8> {bufferization.access = "read"}) attributes { llvm.emit_c_interface }
func.func private @printMemrefI16(tensor<*xi16> {bufferization.access = "read"}) attributes { llvm.emit_c_interface }
func.func private @printMemrefF16(tensor<*xf16> {bufferization.access = "read"}) attributes { llvm.emit_c_interface }
func.func private @printMemrefI32(tensor<*xi32> {bufferization.access = "read"})
func.func private @printMemrefI64(tensor<*xi64> {bufferization.access = "read"})
func.func private @printMemrefInd(tensor<*xindex> {bufferization.access = "read"})
func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})
func.func private @printMemrefF64(tensor<*xf64> {bufferization.access = "read"})

func.func @main() {
  %i8 = arith.constant dense<[[72, 105], [33, 10]]> : tensor<2x2xi8>
  %u8 = tensor.cast %i8 : tensor<2x2xi8> to tensor<*xi8>
  call @printMemrefI8(%u8) : (tensor<*xi8>) -> ()
  %i16 = arith.constant dense<[-32768, 0, 32767]> : tensor<3xi16>
  %u16 = tensor.cast %i16 : tensor<3xi16> to tensor<*xi16>
  call @printMemrefI16(%u16) : (tensor<*xi16>) -> ()
  %f16 = arith.constant dense<[[0.5, -1.25], [1000.0, 0.000999]]> : tensor<2x2xf16>
  %uf16 = tensor.cast %f16 : tensor<2x2xf16> to tensor<*xf16>
  call @printMemrefF16(%uf16) : (tensor<*xf16>) -> ()
  %i32 = arith.constant dense<[[[-2147483648]], [[2147483647]]]> : tensor<2x1x1xi32>
  %u32 = tensor.cast %i32 : tensor<2x1x1xi32> to tensor<*xi32>
  call @printMemrefI32(%u32) : (tensor<*xi32>) -> ()
  %i64 = arith.constant dense<-9223372036854775808> : tensor<i64>
  %u64 = tensor.cast %i64 : tensor<i64> to tensor<*xi64>
  call @printMemrefI64(%u64) : (tensor<*xi64>) -> ()
  %ind = arith.constant dense<[3, -3]> : tensor<2xindex>
  %uind = tensor.cast %ind : tensor<2xindex> to tensor<*xindex>
  call @printMemrefInd(%uind) : (tensor<*xindex>) -> ()
  %f32 = arith.constant dense<[3.4028235e38, 1.17549435e-38, -1.0e-10, 9999999.0]> : tensor<4xf32>
  %uf32 = tensor.cast %f32 : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%uf32) : (tensor<*xf32>) -> ()
  %f64 = arith.constant dense<[1.7976931348623157e308, 4.9e-324, 123456.5, 1234567.5]> : tensor<4xf64>
  %uf64 = tensor.cast %f64 : tensor<4xf64> to tensor<*xf64>
  call @printMemrefF64(%uf64) : (tensor<*xf64>) -> ()
  return
}

// An option value mlir-opt-22 rejects for one-shot-bufferize: infer-layout-map
// is valid for function-boundary-type-conversion but not for
// unknown-type-conversion. (Generic option-parser errors -- unknown option
// names, malformed integers -- belong to the pass infrastructure and are not
// tested here.)
// OPTIONS: unknown-type-conversion=infer-layout-map
// OPTIONS: bufferize-function-boundaries unknown-type-conversion=infer-layout-map

// EXPECT-ERROR: 'infer-layout-map' is not a valid value for 'unknown-type-conversion'
func.func @n_unknown_type_conversion_infer(%t: tensor<4xf32>, %i: index) -> f32 {
  %0 = tensor.extract %t[%i] : tensor<4xf32>
  return %0 : f32
}

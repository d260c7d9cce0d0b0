// Invalid option combinations: rejected before any IR is looked at.
// OPTIONS: print-conflicts
// OPTIONS: dump-alias-sets bufferize-function-boundaries

// EXPECT-ERROR: requires 'test-analysis-only'
func.func @n_option_requires_analysis(%t: tensor<4xf32>, %f: f32, %i: index) -> tensor<4xf32> {
  %0 = tensor.insert %f into %t[%i] : tensor<4xf32>
  return %0 : tensor<4xf32>
}

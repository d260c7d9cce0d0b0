// What is wrong: the reassociation [[0]] covers one result dim; the result
// has rank 2. (The message really has two spaces before "1.")
func.func @f(%t: tensor<6xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tensor.expand_shape' op expected reassociation map #0 to have size equal to the expanded rank (2), but it is  1.}}
  %0 = tensor.expand_shape %t [[0]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// tensor.extract / insert / from_elements / splat / generate / concat.
func.func @extract_from_elements(%a: f32, %b: f32) -> f32 {
  %c1 = arith.constant 1 : index
  %t = tensor.from_elements %a, %b : tensor<2xf32>
  %e = tensor.extract %t[%c1] : tensor<2xf32>
  return %e : f32
}

// -----
func.func @extract_from_elements_2d(%a: i32, %b: i32, %c: i32, %d: i32, %e: i32, %f: i32) -> i32 {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %t = tensor.from_elements %a, %b, %c, %d, %e, %f : tensor<2x3xi32>
  %x = tensor.extract %t[%c1, %c2] : tensor<2x3xi32>
  return %x : i32
}

// -----
func.func @extract_from_elements_dynamic_index(%a: f32, %b: f32, %i: index) -> f32 {
  %t = tensor.from_elements %a, %b : tensor<2xf32>
  %e = tensor.extract %t[%i] : tensor<2xf32>
  return %e : f32
}

// -----
func.func @extract_const() -> (i32, f32, i1) {
  %c1 = arith.constant 1 : index
  %t = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %s = arith.constant dense<2.5> : tensor<4xf32>
  %b = arith.constant dense<[true, false]> : tensor<2xi1>
  %e = tensor.extract %t[%c1] : tensor<3xi32>
  %f = tensor.extract %s[%c1] : tensor<4xf32>
  %g = tensor.extract %b[%c1] : tensor<2xi1>
  return %e, %f, %g : i32, f32, i1
}

// -----
func.func @extract_splat_const(%i: index) -> f32 {
  %s = arith.constant dense<2.5> : tensor<4xf32>
  %f = tensor.extract %s[%i] : tensor<4xf32>
  return %f : f32
}

// -----
func.func @extract_const_2d() -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %e = tensor.extract %t[%c1, %c0] : tensor<2x2xi32>
  return %e : i32
}

// -----
func.func @extract_of_splat_op(%v: f32, %i: index) -> f32 {
  %t = tensor.splat %v : tensor<4xf32>
  %e = tensor.extract %t[%i] : tensor<4xf32>
  return %e : f32
}

// -----
func.func @from_elements_const() -> tensor<3xi32> {
  %a = arith.constant 1 : i32
  %b = arith.constant 2 : i32
  %t = tensor.from_elements %a, %b, %a : tensor<3xi32>
  return %t : tensor<3xi32>
}

// -----
func.func @splat_const() -> tensor<2x2xf32> {
  %a = arith.constant 1.0 : f32
  %t = tensor.splat %a : tensor<2x2xf32>
  return %t : tensor<2x2xf32>
}

// -----
func.func @splat_dynamic(%n: index) -> tensor<?xf32> {
  %a = arith.constant 1.0 : f32
  %t = tensor.splat %a[%n] : tensor<?xf32>
  return %t : tensor<?xf32>
}

// -----
func.func @insert_same_into_splat(%i: index) -> tensor<4xi32> {
  %v = arith.constant 7 : i32
  %t = arith.constant dense<7> : tensor<4xi32>
  %r = tensor.insert %v into %t[%i] : tensor<4xi32>
  return %r : tensor<4xi32>
}

// -----
func.func @extract_of_generate(%n: index, %i: index) -> index {
  %g = tensor.generate %n {
  ^bb0(%j: index):
    %x = arith.addi %j, %j : index
    tensor.yield %x : index
  } : tensor<?xindex>
  %e = tensor.extract %g[%i] : tensor<?xindex>
  return %e : index
}

// -----
func.func @generate_const_size() -> tensor<?x3xindex> {
  %c5 = arith.constant 5 : index
  %g = tensor.generate %c5 {
  ^bb0(%i: index, %j: index):
    tensor.yield %i : index
  } : tensor<?x3xindex>
  return %g : tensor<?x3xindex>
}

// -----
func.func @concat_single(%t: tensor<4xf32>) -> (tensor<4xf32>, tensor<?xf32>) {
  %a = tensor.concat dim(0) %t : (tensor<4xf32>) -> tensor<4xf32>
  %b = tensor.concat dim(0) %t : (tensor<4xf32>) -> tensor<?xf32>
  return %a, %b : tensor<4xf32>, tensor<?xf32>
}

// -----
func.func @empty_const_sizes(%n: index) -> tensor<?x?xf32> {
  %c5 = arith.constant 5 : index
  %e = tensor.empty(%n, %c5) : tensor<?x?xf32>
  return %e : tensor<?x?xf32>
}

// -----
func.func @empty_negative_size() -> tensor<?xf32> {
  %c-2 = arith.constant -2 : index
  %e = tensor.empty(%c-2) : tensor<?xf32>
  return %e : tensor<?xf32>
}

// -----
func.func @extract_of_index_cast(%t: tensor<4xi32>, %i: index) -> index {
  %c = arith.index_cast %t : tensor<4xi32> to tensor<4xindex>
  %e = tensor.extract %c[%i] : tensor<4xindex>
  return %e : index
}

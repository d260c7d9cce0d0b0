// What is wrong: index casts between two index or non-integer types, a
// binary op on i32, constants whose value is not an index or bool
// attribute, index.cmp without a known predicate.
func.func @cast_index_to_index(%x: index) {
  // expected-error @+1 {{'index.casts' op operand type 'index' and result type 'index' are cast incompatible}}
  %0 = index.casts %x : index to index
  return
}

// -----

func.func @cast_float(%x: f32) {
  // expected-error @+1 {{'index.castu' op operand #0 must be integer or index, but got 'f32'}}
  %0 = "index.castu"(%x) : (f32) -> index
  return
}

// -----

func.func @add_i32(%x: i32) {
  // expected-error @+1 {{'index.add' op operand #0 must be index, but got 'i32'}}
  %0 = "index.add"(%x, %x) : (i32, i32) -> index
  return
}

// -----

func.func @constant_i32() {
  // expected-error @+1 {{'index.constant' op attribute 'value' failed to satisfy constraint: index attribute}}
  %0 = "index.constant"() {value = 3 : i32} : () -> index
  return
}

// -----

func.func @bool_constant_i32() {
  // expected-error @+1 {{'index.bool.constant' op attribute 'value' failed to satisfy constraint: bool attribute}}
  %0 = "index.bool.constant"() {value = 1 : i32} : () -> i1
  return
}

// -----

func.func @cmp_bad_pred(%x: index) {
  // expected-error @+1 {{'index.cmp' op attribute 'pred' failed to satisfy constraint: index comparison predicate kind}}
  %0 = "index.cmp"(%x, %x) {pred = 3 : i64} : (index, index) -> i1
  return
}

// -----

func.func @cmp_result(%x: index) {
  // expected-error @+1 {{'index.cmp' op result #0 must be 1-bit signless integer, but got 'index'}}
  %0 = "index.cmp"(%x, %x) {pred = #index<cmp_predicate eq>} : (index, index) -> index
  return
}

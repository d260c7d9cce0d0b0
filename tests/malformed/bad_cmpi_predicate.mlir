// What is wrong: `foo` is not an arith.cmpi predicate.
func.func @f(%a: i32) -> i1 {
  // expected-error @+1 {{custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %0 = arith.cmpi foo, %a, %a : i32
  return %0 : i1
}

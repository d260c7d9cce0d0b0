// spirv dialect terminators ending func.func bodies: spirv.Return (plain,
// with attributes, in a multi-block body, in scf.execute_region) and
// spirv.ReturnValue of a scalar and a vector.

func.func @ret(%m: memref<4xi32>) {
  spirv.Return
}

// -----

func.func @ret_attr() {
  spirv.Return {tag}
}

// -----

func.func @ret_blocks(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  spirv.Return
^bb2:
  spirv.Return
}

// -----

func.func @ret_value(%a: i32) -> i32 {
  spirv.ReturnValue %a : i32
}

// -----

func.func @ret_vector(%v: vector<4xf32>) -> vector<4xf32> {
  spirv.ReturnValue %v {tag} : vector<4xf32>
}

// -----

func.func @ret_region() {
  scf.execute_region {
    spirv.Return
  }
  spirv.Return
}

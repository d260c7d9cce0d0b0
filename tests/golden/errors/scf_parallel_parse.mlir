// RUN: tbuf %s --split-input-file
// Parse errors of scf.parallel and scf.reduce with mlir-opt-22's messages
// and locations: a misspelt keyword, bound lists of the wrong length, fewer
// or more operands than types (init values, reduced values), a stray comma
// after the last reduction, a value used outside the loop defining it, an
// induction variable used as a bound, a type list after the body, a
// redefined induction variable, an undefined init value, an init value of
// the wrong type, and operandSegmentSizes given explicitly. Identical to
// `mlir-opt-22 %s --split-input-file`.
func.func @a(%lb: index) {
  scf.parallel (%i) = (%lb) too (%lb) step (%lb) {
  }
  return
}
// -----
func.func @b(%lb: index) {
  scf.parallel (%i) = (%lb) to (%lb) step (%lb, %lb) {
  }
  return
}
// -----
func.func @c(%lb: index, %f: f32) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%f) -> f32 {
    scf.reduce(%f : f32, f32) {
    ^bb0(%a: f32, %b: f32):
      scf.reduce.return %a : f32
    }
  }
  return
}
// -----
func.func @d(%lb: index, %f: f32) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%f) -> f32 {
    scf.reduce(%f : f32) {
    ^bb0(%a: f32, %b: f32):
      scf.reduce.return %a : f32
    },
  }
  return
}
// -----
func.func @f(%lb: index, %f: f32) {
  scf.parallel (%i) = (%lb) to (%lb) step (%lb) {
    %x = arith.addf %f, %f : f32
  }
  %y = arith.addf %x, %f : f32
  return
}
// -----
func.func @g(%lb: index, %f: f32) {
  scf.parallel (%i) = (%lb) to (%i) step (%lb) {
  }
  return
}
// -----
func.func @h(%lb: index, %f: f32) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%f) -> f32 {
    scf.reduce(%f : f32) {
    ^bb0(%a: f32, %b: f32):
      scf.reduce.return %a : f32
    }
  } : f32
  return
}
// -----
func.func @i(%lb: index, %f: f32) {
  scf.parallel (%i, %i) = (%lb, %lb) to (%lb, %lb) step (%lb, %lb) {
  }
  return
}
// -----
func.func @j(%lb: index, %f: f32) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%g) -> f32 {
    scf.reduce(%f : f32) {
    ^bb0(%a: f32, %b: f32):
      scf.reduce.return %a : f32
    }
  }
  return
}
// -----
func.func @k(%lb: index, %f: f32) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%lb) -> f32 {
    scf.reduce(%f : f32) {
    ^bb0(%a: f32, %b: f32):
      scf.reduce.return %a : f32
    }
  }
  return
}
// -----
func.func @f(%lb: index, %f: f32) {
  %r2 = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%f) -> f32 {
    scf.reduce(%f : f32) {
      ^bb0(%a: f32, %b: f32):
      scf.reduce.return %a : f32
    }
  } {operandSegmentSizes = array<i32: 1, 1, 1, 1>}
  return
}

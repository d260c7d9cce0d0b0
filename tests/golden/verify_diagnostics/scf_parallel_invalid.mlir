// RUN: tbuf %s --split-input-file --verify-diagnostics
// The verifiers of scf.parallel, scf.reduce and scf.reduce.return with
// mlir-opt-22's messages; `mlir-opt-22 %s --split-input-file
// --verify-diagnostics` accepts the same file.

func.func @no_loops() {
  // expected-error @+1 {{'scf.parallel' op needs at least one tuple element for lowerBound, upperBound and step}}
  "scf.parallel"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>}> ({
    "scf.reduce"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @zero_step(%lb: index) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'scf.parallel' op constant step operand must be positive}}
  scf.parallel (%i) = (%lb) to (%lb) step (%c0) {
  }
  return
}

// -----

func.func @negative_step(%lb: index) {
  %c = arith.constant -2 : index
  // expected-error @+1 {{'scf.parallel' op constant step operand must be positive}}
  scf.parallel (%i, %j) = (%lb, %lb) to (%lb, %lb) step (%lb, %c) {
  }
  return
}

// -----

func.func @iv_count(%lb: index) {
  // expected-error @+1 {{'scf.parallel' op expects the same number of induction variables: 2 as bound and step values: 1}}
  "scf.parallel"(%lb, %lb, %lb) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%a: index, %b: index):
    "scf.reduce"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @iv_type(%lb: index) {
  // expected-error @+1 {{'scf.parallel' op expects arguments for the induction variable to be of index type}}
  "scf.parallel"(%lb, %lb, %lb) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%a: i32):
    "scf.reduce"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @not_reduce_terminated(%lb: index) {
  // expected-error @+1 {{'scf.parallel' op expects body to terminate with 'scf.reduce'}}
  "scf.parallel"(%lb, %lb, %lb) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%a: index):
    // expected-note @+1 {{terminator here}}
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @results_vs_reductions(%lb: index) {
  // expected-error @+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0}}
  %r = "scf.parallel"(%lb, %lb, %lb) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%a: index):
    "scf.reduce"() : () -> ()
  }) : (index, index, index) -> f32
  return
}

// -----

func.func @results_vs_inits(%lb: index, %f: f32) {
  // expected-error @+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of initial values: 0}}
  %r = "scf.parallel"(%lb, %lb, %lb) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%a: index):
    "scf.reduce"(%f) ({
    ^bb1(%x: f32, %y: f32):
      "scf.reduce.return"(%x) : (f32) -> ()
    }) : (f32) -> ()
  }) : (index, index, index) -> f32
  return
}

// -----

func.func @operand_without_region(%lb: index, %f: f32) {
  // expected-error @+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0}}
  %r = scf.parallel (%a) = (%lb) to (%lb) step (%lb) init (%f) -> f32 {
    "scf.reduce"(%f) : (f32) -> ()
  }
  return
}

// -----

func.func @reduced_type(%lb: index, %f: f32, %i: i32) {
  %r = scf.parallel (%a) = (%lb) to (%lb) step (%lb) init (%f) -> f32 {
    // expected-error @+1 {{'scf.reduce' op expects type of 0-th reduction operand: 'i32' to be the same as the 0-th result type: 'f32'}}
    scf.reduce(%i : i32) {
    ^bb1(%x: i32, %y: i32):
      scf.reduce.return %x : i32
    }
  }
  return
}

// -----

func.func @reduction_args(%lb: index, %f: f32) {
  %r = scf.parallel (%a) = (%lb) to (%lb) step (%lb) init (%f) -> f32 {
    // expected-error @+1 {{'scf.reduce' op expected two block arguments with type 'f32' in the 0-th reduction region}}
    scf.reduce(%f : f32) {
    ^bb1(%x: f32):
      scf.reduce.return %x : f32
    }
  }
  return
}

// -----

func.func @reduction_arg_type(%lb: index, %f: f32, %g: i32) {
  %r:2 = scf.parallel (%a) = (%lb) to (%lb) step (%lb) init (%f, %g) -> (f32, i32) {
    // expected-error @+1 {{'scf.reduce' op expected two block arguments with type 'i32' in the 1-th reduction region}}
    scf.reduce(%f, %g : f32, i32) {
    ^bb1(%x: f32, %y: f32):
      scf.reduce.return %x : f32
    }, {
    ^bb1(%x: i32, %y: f32):
      scf.reduce.return %x : i32
    }
  }
  return
}

// -----

func.func @reduction_terminator(%lb: index, %f: f32) {
  %r = scf.parallel (%a) = (%lb) to (%lb) step (%lb) init (%f) -> f32 {
    // expected-error @+1 {{'scf.reduce' op reduction bodies must be terminated with an 'scf.reduce.return' op}}
    scf.reduce(%f : f32) {
    ^bb1(%x: f32, %y: f32):
      "test.terminator"(%x) : (f32) -> ()
    }
  }
  return
}

// -----

func.func @reduction_blocks(%lb: index, %f: f32) {
  %r = scf.parallel (%a) = (%lb) to (%lb) step (%lb) init (%f) -> f32 {
    // expected-error @+1 {{'scf.reduce' op region #0 ('reductions') failed to verify constraint: region with 1 blocks}}
    scf.reduce(%f : f32) {
    ^bb1(%x: f32, %y: f32):
      cf.br ^bb2
    ^bb2:
      scf.reduce.return %x : f32
    }
  }
  return
}

// -----

func.func @reduction_no_block(%lb: index, %f: f32) {
  %r = scf.parallel (%a) = (%lb) to (%lb) step (%lb) init (%f) -> f32 {
    // expected-error @+1 {{'scf.reduce' op region #0 ('reductions') failed to verify constraint: region with 1 blocks}}
    "scf.reduce"(%f) ({
    }) : (f32) -> ()
  }
  return
}

// -----

func.func @reduce_parent(%lb: index, %f: f32) {
  scf.for %i = %lb to %lb step %lb {
    // expected-error @+1 {{'scf.reduce' op expects parent op 'scf.parallel'}}
    scf.reduce(%f : f32) {
    ^bb1(%x: f32, %y: f32):
      scf.reduce.return %x : f32
    }
  }
  return
}

// -----

func.func @reduce_not_last(%x: index) {
  scf.parallel (%a) = (%x) to (%x) step (%x) {
    // expected-error @+1 {{'scf.reduce' op must be the last operation in the parent block}}
    scf.reduce
    %c = arith.constant 1 : index
  }
  return
}

// -----

func.func @return_type(%lb: index, %f: f32, %i: i32) {
  %r = scf.parallel (%a) = (%lb) to (%lb) step (%lb) init (%f) -> f32 {
    scf.reduce(%f : f32) {
    ^bb1(%x: f32, %y: f32):
      // expected-error @+1 {{'scf.reduce.return' op must have type 'f32' (the type of the reduction inputs)}}
      scf.reduce.return %i : i32
    }
  }
  return
}

// -----

func.func @return_operands(%lb: index, %f: f32) {
  %r = scf.parallel (%a) = (%lb) to (%lb) step (%lb) init (%f) -> f32 {
    scf.reduce(%f : f32) {
    ^bb1(%x: f32, %y: f32):
      // expected-error @+1 {{'scf.reduce.return' op requires a single operand}}
      "scf.reduce.return"(%x, %x) : (f32, f32) -> ()
    }
  }
  return
}

// -----

func.func @return_parent(%f: f32) {
  // expected-error @+1 {{'scf.reduce.return' op expects parent op 'scf.reduce'}}
  scf.reduce.return %f : f32
}

// -----

func.func @segments(%lb: index) {
  // expected-error @+1 {{'scf.parallel' op operand count (3) does not match with the total size (2) specified in attribute 'operandSegmentSizes'}}
  "scf.parallel"(%lb, %lb, %lb) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>}> ({
  ^bb0(%a: index):
    "scf.reduce"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @bound_type(%lb: i32, %x: index) {
  // expected-error @+1 {{'scf.parallel' op operand #0 must be variadic of index, but got 'i32'}}
  "scf.parallel"(%lb, %x, %x) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%a: index):
    "scf.reduce"() : () -> ()
  }) : (i32, index, index) -> ()
  return
}

// -----

func.func @body_blocks(%x: index) {
  // expected-error @+1 {{'scf.parallel' op expects region #0 to have 0 or 1 blocks}}
  "scf.parallel"(%x, %x, %x) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%a: index):
    cf.br ^bb1
  ^bb1:
    "scf.reduce"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @empty_body(%lb: index) {
  // expected-error @+1 {{'scf.parallel' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
  "scf.parallel"(%lb, %lb, %lb) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @more_operands_than_regions(%lb: index, %f: f32) -> f32 {
  %r = scf.parallel (%a) = (%lb) to (%lb) step (%lb) init (%f) -> f32 {
    // expected-error @+1 {{'scf.reduce' op expects number of reduction regions: 1 to be the same as number of reduction operands: 2}}
    "scf.reduce"(%f, %f) ({
    ^bb0(%x: f32, %y: f32):
      "scf.reduce.return"(%x) : (f32) -> ()
    }) : (f32, f32) -> ()
  }
  return %r : f32
}

// -----

func.func @fewer_operands_than_regions(%lb: index, %f: f32, %i: i32) -> (f32, f32) {
  %r:2 = scf.parallel (%a) = (%lb) to (%lb) step (%lb) init (%f, %f) -> (f32, f32) {
    // expected-error @+1 {{'scf.reduce' op expects number of reduction regions: 2 to be the same as number of reduction operands: 1}}
    "scf.reduce"(%i) ({
    ^bb0(%x: i32, %y: i32):
      "scf.reduce.return"(%x) : (i32) -> ()
    }, {
    ^bb0(%x: f32, %y: f32):
      "scf.reduce.return"(%x) : (f32) -> ()
    }) : (i32) -> ()
  }
  return %r#0, %r#1 : f32, f32
}

// -----

func.func @operand_without_region_no_results(%lb: index, %f: f32) {
  scf.parallel (%a) = (%lb) to (%lb) step (%lb) {
    // expected-error @+1 {{'scf.reduce' op expects number of reduction regions: 0 to be the same as number of reduction operands: 1}}
    "scf.reduce"(%f) : (f32) -> ()
  }
  return
}

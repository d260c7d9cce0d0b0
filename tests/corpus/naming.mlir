// SSA value / block naming rules of the printer (see
// docs/mlir-printing-notes.md): the parent region is numbered completely
// before nested regions; nested regions continue the parent's counters and
// see the parent's names; sibling regions restart from the same counters;
// non-entry block arguments take %N numbers; block labels restart at ^bb0
// in every region; numbering continues across functions after module-level
// values; names are never taken from the input.

func.func @nested_names(%c: i1, %t: tensor<4xf32>) -> index {
  %c0 = arith.constant 0 : index
  %r = scf.if %c -> index {
    %a = arith.constant 0 : index
    %b = arith.constant 5 : index
    %x = tensor.extract %t[%a] : tensor<4xf32>
    scf.yield %b : index
  } else {
    %a = arith.constant 0 : index
    %b = arith.constant 5 : index
    %x = tensor.extract %t[%a] : tensor<4xf32>
    scf.yield %b : index
  }
  %c5 = arith.constant 5 : index
  %x = tensor.extract %t[%c0] : tensor<4xf32>
  %min = arith.constant -9223372036854775808 : i64
  %z = arith.constant 0 : i1
  %bt = arith.constant dense<true> : tensor<2xi1>
  %bi = arith.constant dense<[1, 2]> : tensor<2xi32>
  return %r : index
}

// -----

func.func @block_numbering(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2(%a : i32)
^bb1:
  %0 = scf.execute_region -> i32 {
    cf.br ^x(%a : i32)
  ^x(%q: i32):
    %k = arith.addi %q, %q : i32
    scf.yield %k : i32
  }
  %1 = scf.execute_region -> i32 {
    cf.br ^y
  ^y:
    scf.yield %a : i32
  }
  cf.br ^bb2(%0 : i32)
^bb2(%r: i32):
  %s = arith.addi %r, %r : i32
  return %s : i32
}

// -----

// Region order: in the generic form every value gets a unique number and
// regions are numbered last-pushed-first (see .generic output).
func.func @region_order(%n: index, %c: i1) {
  %c0 = arith.constant 0 : index
  scf.for %i = %c0 to %n step %n {
    %a = arith.addi %i, %i : index
    scf.if %c {
      %t = arith.addi %a, %a : index
    } else {
      %e = arith.addi %a, %a : index
    }
  }
  scf.for %j = %c0 to %n step %n {
    %b = arith.addi %j, %j : index
  }
  return
}

func.func @second(%x: index) {
  %y = arith.addi %x, %x : index
  return
}

// -----

// Values defined directly in the module body are numbered first; the
// numbering (and name uniquing) continues into the functions.
%k0 = arith.constant 0 : index
%k1 = builtin.unrealized_conversion_cast %k0 : index to i64
func.func @after_module_values(%a: index) -> index {
  %k = arith.constant 0 : index
  %0 = arith.addi %a, %k : index
  return %0 : index
}
func.func @after_module_values2(%a: index) -> index {
  %0 = arith.addi %a, %a : index
  return %0 : index
}

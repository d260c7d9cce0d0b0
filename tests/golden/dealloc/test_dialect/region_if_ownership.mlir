// RUN: tbuf %s --split-input-file --ownership-based-buffer-deallocation
// MLIR's test.region_if through ownership-based deallocation: buffers flow from the operands into then/else, from there into join and out as results; an allocation made in one branch is owned by the join's result. Same output as mlir-opt-22.
func.func @join_owns_branch_alloc(%n: index) -> memref<?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  %r = test.region_if %a : memref<?xf32> -> (memref<?xf32>) then {
  ^bb0(%x: memref<?xf32>):
    test.region_if_yield %x : memref<?xf32>
  } else {
  ^bb0(%x: memref<?xf32>):
    %b = memref.alloc(%n) : memref<?xf32>
    test.region_if_yield %b : memref<?xf32>
  } join {
  ^bb0(%y: memref<?xf32>):
    test.region_if_yield %y : memref<?xf32>
  }
  return %r : memref<?xf32>
}

// -----

func.func @read_in_join(%m: memref<8xf32>) {
  %r = test.region_if %m : memref<8xf32> -> (memref<8xf32>) then {
  ^bb0(%x: memref<8xf32>):
    %t = memref.alloc() : memref<8xf32>
    test.copy(%x, %t) : (memref<8xf32>, memref<8xf32>)
    test.region_if_yield %t : memref<8xf32>
  } else {
  ^bb0(%x: memref<8xf32>):
    test.region_if_yield %x : memref<8xf32>
  } join {
  ^bb0(%y: memref<8xf32>):
    "test.read_buffer"(%y) : (memref<8xf32>) -> ()
    test.region_if_yield %y : memref<8xf32>
  }
  return
}

// -----

// The use of the buffer comes first in the block list but after its
// definition in dominance order: read_buffer keeps it alive.
func.func @use_block_listed_first() {
  cf.br ^def
^use:
  "test.read_buffer"(%buf) : (memref<3xi64>) -> ()
  return
^def:
  %buf = memref.alloc() : memref<3xi64>
  cf.br ^use
}

// -----

func.func @effects_from_attribute(%n: index) {
  %a = memref.alloc(%n) : memref<?xi8>
  %flag = "test.side_effect_op"() {effects = [{effect = "read"}]} : () -> i1
  %w = scf.while (%it = %a) : (memref<?xi8>) -> memref<?xi8> {
    scf.condition(%flag) %it : memref<?xi8>
  } do {
  ^bb0(%it: memref<?xi8>):
    %next = memref.alloc(%n) : memref<?xi8>
    scf.yield %next : memref<?xi8>
  }
  return
}

// -----

// Regions without buffers need no RegionBranchOpInterface; one whose
// region returns a buffer does.
func.func @recursive_effects_without_interface() {
  %0 = "test.one_region_with_recursive_memory_effects"() ({
    %1 = memref.alloc() : memref<4xi16>
    "test.read_buffer"(%1) : (memref<4xi16>) -> ()
    "test.return"() : () -> ()
  }) : () -> (i16)
  %2 = "test.one_region_with_recursive_memory_effects"() ({
    %3 = memref.alloc() : memref<4xi16>
    "test.return"(%3) : (memref<4xi16>) -> ()
  }) : () -> (memref<4xi16>)
  return
}

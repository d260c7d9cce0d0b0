// RUN: tbuf %s --plan-buffers
// By default plan-buffers packs a function's entry block into an arena only
// where that cannot raise the peak: buffers whose size is a multiple of 64,
// some packed alloc seeing as many packed bytes held as the arena has (with
// nothing else freed since the first packed alloc), and no other op that may
// allocate seeing fewer held bytes than the arena.
func.func private @work()

// Packed: two 64-byte buffers held together until the end; a third one
// takes the slot of the first (dead by then).
func.func @packed(%i: index, %v: f32) -> f32 {
  %a = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
  %b = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
  memref.store %v, %a[%i] : memref<16xf32>
  %x = memref.load %a[%i] : memref<16xf32>
  memref.store %x, %b[%i] : memref<16xf32>
  %c = memref.alloc() {alignment = 64 : i64} : memref<8xf64>
  %y = memref.load %b[%i] : memref<16xf32>
  %e = arith.extf %v : f32 to f64
  memref.store %e, %c[%i] : memref<8xf64>
  memref.dealloc %a : memref<16xf32>
  memref.dealloc %b : memref<16xf32>
  memref.dealloc %c : memref<8xf64>
  return %y : f32
}

// A 16-byte buffer would take a 64-byte slot: left out, and one buffer
// alone is not packed.
func.func @small_left_out(%i: index, %v: f32) -> f32 {
  %a = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
  %s = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
  memref.store %v, %a[%i] : memref<16xf32>
  memref.store %v, %s[%i] : memref<4xf32>
  %x = memref.load %s[%i] : memref<4xf32>
  memref.dealloc %a : memref<16xf32>
  memref.dealloc %s : memref<4xf32>
  return %x : f32
}

// A call between two disjoint buffers, with nothing held: the arena would
// be live across it, so no packing.
func.func @call_in_between(%i: index, %v: f32) -> f32 {
  %a = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
  memref.store %v, %a[%i] : memref<16xf32>
  memref.dealloc %a : memref<16xf32>
  call @work() : () -> ()
  %b = memref.alloc() {alignment = 64 : i64} : memref<16xi32>
  %w = arith.fptosi %v : f32 to i32
  memref.store %w, %b[%i] : memref<16xi32>
  memref.dealloc %b : memref<16xi32>
  return %v : f32
}

// Another buffer is freed before the packed bytes reach the arena's size:
// the arena, allocated at the first packed alloc, would be live with it.
func.func @other_freed_first(%n: index, %i: index, %v: f32) -> f32 {
  %d = memref.alloc(%n) : memref<?xf32>
  memref.store %v, %d[%i] : memref<?xf32>
  %a = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
  memref.store %v, %a[%i] : memref<16xf32>
  memref.dealloc %d : memref<?xf32>
  %b = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
  %x = memref.load %a[%i] : memref<16xf32>
  memref.store %x, %b[%i] : memref<16xf32>
  %y = memref.load %b[%i] : memref<16xf32>
  memref.dealloc %a : memref<16xf32>
  memref.dealloc %b : memref<16xf32>
  return %y : f32
}

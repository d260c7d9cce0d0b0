// RUN: tbuf %s --inline
// Calls inside affine.for: a callee without memory effects, one storing
// through memref.store (not inlined: the region would lose its affine
// form) and one with a constant-index affine.load (inlined).
func.func private @pure(%x: index) -> index {
  %0 = arith.addi %x, %x : index
  return %0 : index
}
func.func private @eff(%m: memref<8xindex>, %x: index) {
  memref.store %x, %m[%x] : memref<8xindex>
  return
}
func.func private @aff(%m: memref<8xindex>, %x: index) -> index {
  %0 = affine.load %m[0] : memref<8xindex>
  return %0 : index
}
func.func @caller(%m: memref<8xindex>) {
  affine.for %i = 0 to 8 {
    %0 = func.call @pure(%i) : (index) -> index
    func.call @eff(%m, %0) : (memref<8xindex>, index) -> ()
    %1 = func.call @aff(%m, %0) : (memref<8xindex>, index) -> index
    affine.store %1, %m[%i] : memref<8xindex>
  }
  return
}

// Which emitted functions get the TBUF_VECTOR_CLONES prefix. The emitted C
// is compiled for the baseline of its target (x86-64: SSE2, 4 floats per
// vector), while MLIR's JIT compiles for the host CPU. runtime/tbuf_runtime.h
// defines the macro: under GCC 12+ on x86-64 glibc, `target_clones`, which
// compiles the function once per vector ISA (AVX-512F in ISO C modes, AVX2,
// baseline) and picks the widest the CPU supports when the program loads;
// empty elsewhere. Float results do not change (each clone runs the same
// operations in the same order; vectorization without -ffast-math never
// reassociates). Only functions whose loops touch memory get it: a clone
// costs compile time and code size, and a scalar loop gains nothing.
#include "ir/operation.h"
#include "ir/region.h"
#include "lower/c_emitter_impl.h"

namespace tbuf::lower {

namespace {

/// Ops the emitters turn into loops over memory (or vector lanes).
bool emitsMemoryLoop(Operation *op) {
  std::string_view name = op->getName();
  return name.substr(0, 7) == "linalg." || name.substr(0, 7) == "vector." || name == "memref.copy";
}

/// Other loops: scf and affine loops, and regions of several blocks
/// (branches may go backwards).
bool emitsLoop(Operation *op) {
  std::string_view name = op->getName();
  for (std::string_view loop : {"scf.for", "scf.while", "scf.parallel", "scf.forall", "affine.for", "affine.parallel"})
    if (name == loop) return true;
  for (Region &region : op->getRegions())
    if (!region.empty() && !region.hasOneBlock()) return true;
  return false;
}

/// Element reads and writes an scf/affine/cf loop may vectorize over.
bool accessesMemory(Operation *op) {
  std::string_view name = op->getName();
  return name == "memref.load" || name == "memref.store" || name == "affine.load" || name == "affine.store";
}

}  // namespace

bool functionRunsLoops(Operation *func) {
  bool memoryLoops = false, loops = false, access = false;
  func->walk([&](Operation *op) {
    memoryLoops = memoryLoops || emitsMemoryLoop(op);
    loops = loops || emitsLoop(op);
    access = access || accessesMemory(op);
  });
  return memoryLoops || (loops && access);
}

std::string vectorClonesPrefix(Operation *func) { return functionRunsLoops(func) ? "TBUF_VECTOR_CLONES " : ""; }

}  // namespace tbuf::lower

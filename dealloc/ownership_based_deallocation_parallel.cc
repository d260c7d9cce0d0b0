// scf.parallel's terminator scf.reduce in the ownership-based deallocation.
//
// scf.reduce is a region-branch terminator forwarding nothing, so what the
// body owns is freed by a `bufferization.dealloc` right before it. But
// scf.reduce carries the reduction regions, which run when it is reached
// (after that dealloc) and may read buffers of the body:
//
//   scf.parallel (%i) = ... init (%f) -> f32 {
//     %t = memref.alloc() : memref<4xf32>
//     bufferization.dealloc (%t...) if (%true)     // MLIR 22 frees it here
//     scf.reduce(%v : f32) {
//     ^bb0(%a: f32, %b: f32):
//       %x = memref.load %t[%c0] : memref<4xf32>    // use after free
//       ...
//       (tbuf frees it here, at the end of the last reduction region)
//       scf.reduce.return %y : f32
//     }
//   }
//
// mlir-opt-22 keeps the dealloc before scf.reduce, a use after free; tbuf
// moves it into the last reduction region, which runs after every other
// reduction region of the iteration (docs/soundness.md). The dealloc's
// operands are defined in the body, which encloses the reduction regions,
// and it retains nothing (scf.reduce forwards no value), so moving it keeps
// every buffer freed exactly once.
#include "dealloc/ownership_based_deallocation_parallel.h"

#include "dealloc/ownership_based_deallocation_state.h"
#include "dialects/bufferization/bufferization_ops.h"
#include "dialects/scf/scf_ops.h"
#include "ir/block.h"
#include "ir/region.h"

namespace tbuf::dealloc {

namespace {

/// Whether an op nested in a reduction region of `reduce` uses a memref
/// defined in the block of `reduce` (the scf.parallel body).
bool reductionsReadBodyMemrefs(Operation *reduce) {
  Block *body = reduce->getBlock();
  bool found = false;
  for (Region &region : reduce->getRegions())
    region.walk([&](Operation *nested) {
      for (Value operand : nested->getOperands())
        if (isMemref(operand) && operand.getParentBlock() == body) found = true;
    });
  return found;
}

}  // namespace

void deferBodyDeallocationPastReductions(Operation *reduce, Operation *prevBefore) {
  if (!scf::ReduceOp::classof(reduce) || reduce->getNumRegions() == 0) return;
  Operation *dealloc = reduce->getPrevNode();
  if (!dealloc || dealloc == prevBefore || dealloc->getName() != bufferization::DeallocOp::getOperationName() ||
      dealloc->getNumResults() != 0)
    return;
  Region &last = reduce->getRegion(reduce->getNumRegions() - 1);
  if (last.empty() || last.front().empty() || !reductionsReadBodyMemrefs(reduce)) return;
  dealloc->moveBefore(&last.front().back());
}

}  // namespace tbuf::dealloc

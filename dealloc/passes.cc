// Registration of every deallocation pass and buffer optimisation (see passes.h).
#include "dealloc/passes.h"

namespace tbuf::dealloc {

void registerDeallocationPasses() {
  registerExpandReallocPass();
  registerOwnershipBasedBufferDeallocationPass();
  registerBufferDeallocationSimplificationPass();
  registerLowerDeallocationsPasses();
  registerBufferDeallocationPipeline();
  registerBufferHoistingPasses();
  registerPromoteBuffersToStackPass();
  registerCopyRemovalPass();
  registerOptimizeAllocationLivenessPass();
}

}  // namespace tbuf::dealloc

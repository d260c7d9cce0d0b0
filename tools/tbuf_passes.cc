// The list of pass libraries linked into the tbuf driver. Add a library's
// registration call here when it gains passes (bufferize/, dealloc/, ...).
#include "tools/tbuf_passes.h"

#include "analysis/test_passes.h"
#include "bufferize/passes.h"
#include "dealloc/passes.h"
#include "ir/passes.h"
#include "transforms/passes.h"

namespace tbuf {

void registerAllPasses() {
  registerIrPasses();
  registerAnalysisTestPasses();
  registerTransformPasses();
  bufferization::registerBufferizationPasses();
  dealloc::registerDeallocationPasses();
}

}  // namespace tbuf

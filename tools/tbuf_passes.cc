// The list of pass libraries of the tbuf driver and of the public API's
// tbuf::registerAll (tbuf/tbuf.h), library //tools:passes. Add a library's
// registration call here when it gains passes (bufferize/, dealloc/, ...).
#include "tools/tbuf_passes.h"

#include "analysis/test_passes.h"
#include "bufferize/passes.h"
#include "bufferize/test_passes.h"
#include "dealloc/passes.h"
#include "interpret/test_passes.h"
#include "ir/pass/passes.h"
#include "plan/passes.h"
#include "transforms/inliner.h"
#include "transforms/passes.h"

namespace tbuf {

void registerAllPasses() {
  registerIrPasses();
  registerAnalysisTestPasses();
  registerTransformPasses();
  bufferization::registerBufferizationPasses();
  bufferization::registerBufferizationTestPasses();
  dealloc::registerDeallocationPasses();
  registerInterpretTestPasses();
  plan::registerPlanPasses();
  registerInlinerPass();
}

}  // namespace tbuf

// The `buffer-deallocation-simplification` pass (MLIR 22's
// BufferDeallocationSimplificationPass): builds the alias analysis once for
// the op it runs on (a function in the pipeline, or a whole module), then
// applies the simplification patterns (deallocation_simplification.h) and the
// bufferization.dealloc canonicalization patterns with the greedy driver
// (normal region simplification, so the block structure the analysis saw
// stays valid). Values the rewrites create are not memrefs, so the analysis
// stays exact for every query the patterns make.
//
// Difference with mlir-opt (tbuf addition, fewer runtime checks): when the
// pass runs on a module, the result of a call to a function whose every
// return gives a buffer allocated inside it counts as a fresh allocation
// (DeallocAliasOracle::computeFreshCallResults), so e.g. a retained call
// result is proven distinct from a buffer that existed before the call and
// its pointer comparison disappears. MLIR treats every call result as an
// unknown buffer.
#include "dealloc/deallocation_simplification.h"
#include "dealloc/passes.h"
#include "dialects/bufferization/bufferization_ops.h"
#include "ir/builtin_ops.h"
#include "ir/context.h"
#include "ir/pass/pass.h"
#include "ir/pass/pass_registry.h"

namespace tbuf::dealloc {

namespace {

class BufferDeallocationSimplificationPass : public Pass {
 public:
  std::string_view getArgument() const override { return "buffer-deallocation-simplification"; }
  std::string_view getName() const override { return "BufferDeallocationSimplificationPass"; }
  std::string_view getDescription() const override {
    return "Optimizes `bufferization.dealloc` operation for more efficient codegen";
  }

  LogicalResult runOnOperation(Operation *root) override {
    AliasAnalysis analysis(root);
    DeallocAliasOracle oracle(analysis);
    // tbuf addition: on a module, calls to functions that always return a
    // buffer they allocated give fresh buffers (MLIR: unknown).
    if (root->getName() == ModuleOp::getOperationName()) oracle.computeFreshCallResults(root);
    PatternSet patterns;
    populateBufferDeallocationSimplificationPatterns(patterns, oracle);
    if (const OpDefinition *def = root->getContext()->lookupOp(bufferization::DeallocOp::getOperationName()))
      patterns.addCanonicalizationPatterns(*def);
    GreedyRewriteConfig config;
    config.regionSimplification = GreedySimplifyRegionLevel::Normal;
    if (failed(applyPatternsGreedily(root, patterns, config)))
      return root->emitError() << "buffer-deallocation-simplification did not converge";
    return success();
  }
};

}  // namespace

void registerBufferDeallocationSimplificationPass() { registerPass<BufferDeallocationSimplificationPass>(); }

}  // namespace tbuf::dealloc

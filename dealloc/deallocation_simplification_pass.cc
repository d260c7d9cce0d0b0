// The `buffer-deallocation-simplification` pass (MLIR 22's
// BufferDeallocationSimplificationPass): builds the alias analysis once for
// the op it runs on (a function in the pipeline, or a whole module), then
// applies the simplification patterns (deallocation_simplification.h) and the
// bufferization.dealloc canonicalization patterns with the greedy driver
// (normal region simplification, so the block structure the analysis saw
// stays valid). Values the rewrites create are not memrefs, so the analysis
// stays exact for every query the patterns make.
//
// tbuf addition, option `interprocedural` (off by default, so the pass alone
// makes mlir-opt-22's rewrites; on in tbuf's buffer-deallocation-pipeline,
// for fewer runtime checks): when the pass runs on a module, it first computes the module's inter-procedural
// ownership facts (interprocedural_ownership.h) and answers alias questions
// with them: a call result is its callee's new allocation or one of the
// operands its summary names, arguments of private functions proven distinct
// at every call site are distinct, allocations that never escape their
// function are distinct from everything not derived from them. Ownership
// indicators that a private callee returns as the same constant at every
// return are replaced by that constant at the call sites. MLIR treats every
// call result as an unknown buffer and looks at one function at a time.
#include "analysis/op_walk.h"
#include "dealloc/deallocation_simplification.h"
#include "dealloc/interprocedural_ownership.h"
#include "dialects/arith/arith_ops.h"
#include "dialects/func/func_ops.h"
#include "ir/builder.h"
#include "dealloc/passes.h"
#include "dialects/bufferization/bufferization_ops.h"
#include "ir/builtin_ops.h"
#include "ir/context.h"
#include "ir/pass/pass.h"
#include "ir/pass/pass_registry.h"

namespace tbuf::dealloc {

namespace {

/// Replaces the uses of every ownership-indicator call result whose callee
/// returns the same constant at every return by that constant (created
/// before the call). Only i1 values change, so the alias analysis stays
/// exact.
/// Returns true if anything was replaced.
bool replaceConstantIndicators(Operation *module, const InterproceduralOwnership &facts) {
  bool changed = false;
  std::vector<Operation *> calls;
  walkOps(module, [&](Operation *op) {
    if (op->getName() == func::CallOp::getOperationName() && facts.getCalleeSummary(op)) calls.push_back(op);
  });
  for (Operation *call : calls)
    for (Value result : call->getResults()) {
      std::optional<bool> constant = facts.getConstantIndicator(result);
      if (!constant || result.use_empty()) continue;
      OpBuilder builder(call);
      Value c = builder.create<arith::ConstantOp>(call->getLoc(), builder.getBoolAttr(*constant))->getResult(0);
      result.replaceAllUsesWith(c);
      changed = true;
    }
  return changed;
}

class BufferDeallocationSimplificationPass : public Pass {
 public:
  Option<bool> interprocedural{*this, "interprocedural",
                               "(tbuf) On a module, answer alias questions across calls with the module's "
                               "inter-procedural ownership facts",
                               false};

  std::string_view getArgument() const override { return "buffer-deallocation-simplification"; }
  std::string_view getName() const override { return "BufferDeallocationSimplificationPass"; }
  std::string_view getDescription() const override {
    return "Optimizes `bufferization.dealloc` operation for more efficient codegen";
  }

  LogicalResult runOnOperation(Operation *root) override {
    // The patterns and the inter-procedural facts ask about buffer origins only.
    AliasAnalysis analysis(root, AliasAnalysisParts::BufferOrigins);
    DeallocAliasOracle oracle(analysis);
    // tbuf addition: on a module, the whole-module view (MLIR: one function
    // at a time, call results unknown).
    std::unique_ptr<InterproceduralOwnership> facts;
    if (interprocedural && root->getName() == ModuleOp::getOperationName()) {
      facts = std::make_unique<InterproceduralOwnership>(root, analysis);
      oracle.useInterproceduralOwnership(facts.get());
    }
    PatternSet patterns;
    DeallocOpCache ops(root->getContext());
    populateBufferDeallocationSimplificationPatterns(patterns, oracle, ops);
    if (const OpDefinition *def = root->getContext()->lookupOp(bufferization::DeallocOp::getOperationName()))
      patterns.addCanonicalizationPatterns(*def);
    GreedyRewriteConfig config;
    config.regionSimplification = GreedySimplifyRegionLevel::Normal;
    if (failed(applyPatternsGreedily(root, patterns, config)))
      return root->emitError() << "buffer-deallocation-simplification did not converge";
    // The indicators callees return are constants now where they can be:
    // use them at the call sites and simplify again.
    if (facts) {
      facts->computeConstantIndicators();
      // The patterns create no call: without a call at construction there is
      // no call result to replace (and no walk to look for one).
      if (facts->hasDirectCalls() && replaceConstantIndicators(root, *facts) &&
          failed(applyPatternsGreedily(root, patterns, config)))
        return root->emitError() << "buffer-deallocation-simplification did not converge";
    }
    return success();
  }
};

}  // namespace

void registerBufferDeallocationSimplificationPass() { registerPass<BufferDeallocationSimplificationPass>(); }

}  // namespace tbuf::dealloc

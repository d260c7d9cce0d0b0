// scf.execute_region and scf.index_switch: the canonicalization patterns of
// MLIR 22.
//
//   scf.execute_region with one block (not no_inline)  =>  body inlined
//   scf.execute_region with several blocks directly in a function or another
//     execute_region (not no_inline)                   =>  blocks spliced into
//     the parent CFG: cf.br into the entry block, each scf.yield becomes a
//     cf.br to the continuation block, whose arguments replace the results
//   scf.index_switch on a constant                     =>  the matching case
//     (or the default region) inlined
// Both ops also get the region-branch patterns dropping unused results.
#include "dialects/utils/dialect_utils.h"
#include "dialects/scf/scf_canonicalize.h"
#include "dialects/scf/scf_ops.h"

namespace tbuf::scf::canon {
namespace {

LogicalResult singleBlockExecuteInliner(Operation *op, RewriterBase &rewriter) {
  ExecuteRegionOp exec(op);
  if (!exec.getRegion().hasOneBlock() || exec.getNoInline()) return failure();
  replaceOpWithRegion(rewriter, op, exec.getRegion());
  return success();
}

LogicalResult multiBlockExecuteInliner(Operation *op, RewriterBase &rewriter) {
  ExecuteRegionOp exec(op);
  if (exec.getNoInline()) return failure();
  Operation *parent = op->getParentOp();
  // MLIR: the parent is a FunctionOpInterface or another execute_region.
  if (!parent || (parent->getName() != "func.func" && !ExecuteRegionOp::classof(parent))) return failure();

  Block *prevBlock = op->getBlock();
  Block *postBlock = rewriter.splitBlock(prevBlock, op);
  // MLIR's splitBlock moves the ops one by one, announcing each as inserted.
  if (OpBuilder::Listener *listener = rewriter.getListener())
    for (Operation *moved : postBlock->getOpsVector()) listener->notifyOperationInserted(moved);
  rewriter.setInsertionPointToEnd(prevBlock);
  {
    OperationState state(rewriter.getContext(), op->getLoc(), "cf.br");
    state.addSuccessors({&exec.getRegion().front()});
    rewriter.create(state);
  }
  for (Block &block : exec.getRegion()) {
    if (block.empty() || !YieldOp::classof(&block.back())) continue;
    Operation *yield = &block.back();
    rewriter.setInsertionPoint(yield);
    OperationState state(rewriter.getContext(), yield->getLoc(), "cf.br");
    state.addOperands(yield->getOperands().vec());
    state.addSuccessors({postBlock});
    rewriter.create(state);
    rewriter.eraseOp(yield);
  }
  rewriter.inlineRegionBefore(exec.getRegion(), *postBlock->getParent(), postBlock);
  std::vector<Value> blockArgs;
  for (Value r : op->getResults()) blockArgs.push_back(postBlock->addArgument(r.getType(), r.getLoc()));
  rewriter.replaceOp(op, blockArgs);
  return success();
}

/// MLIR's FoldConstantCase.
LogicalResult foldConstantCase(Operation *op, RewriterBase &rewriter) {
  IndexSwitchOp switchOp(op);
  std::optional<int64_t> cst = getConstantIntValue(switchOp.getArg());
  if (!cst) return failure();
  ArrayRef<int64_t> cases = switchOp.getCases();
  Region *region = &switchOp.getDefaultRegion();
  for (unsigned i = 0; i < cases.size(); ++i)
    if (cases[i] == *cst) {
      region = &switchOp.getCaseRegion(i);
      break;
    }
  Block *source = &region->front();
  Operation *terminator = &source->back();
  rewriter.inlineBlockBefore(source, op);
  std::vector<Value> results = terminator->getOperands().vec();
  rewriter.eraseOp(terminator);
  rewriter.replaceOp(op, results);
  return success();
}

}  // namespace

void addExecuteRegionCanonicalizations(OpDefinition &def) {
  def.canonicalizers.push_back(singleBlockExecuteInliner);
  def.canonicalizers.push_back(multiBlockExecuteInliner);
  addRegionBranchPatterns(def);
}

void addIndexSwitchCanonicalizations(OpDefinition &def) {
  def.canonicalizers.push_back(foldConstantCase);
  addRegionBranchPatterns(def);
}

}  // namespace tbuf::scf::canon

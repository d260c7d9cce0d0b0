// scf.parallel: the canonicalization patterns of MLIR 22, in MLIR's order
// (ParallelOpSingleOrZeroIterationDimsFolder, MergeNestedParallelLoops).
//
//   a dimension with 0 iterations     =>  the loop is replaced by its init values
//   dimensions with 1 iteration       =>  removed (iv = lower bound); if all
//     are, the body is inlined and each reduction is applied once to the
//     init value and the iteration's value
//   a loop whose body is only another scf.parallel with bounds independent
//     of the outer ivs, neither with reductions
//                                     =>  one loop over all dimensions
#include "dialects/scf/scf_canonicalize.h"
#include "dialects/scf/scf_ops.h"
#include "dialects/scf/scf_parallel_internal.h"
#include "ir/ir_mapping.h"

namespace tbuf::scf::canon {
namespace {

/// The ops of `block` except its terminator.
std::vector<Operation *> opsWithoutTerminator(Block &block) {
  std::vector<Operation *> ops = block.getOpsVector();
  if (!ops.empty() && ops.back()->hasTrait(OpTrait::Terminator)) ops.pop_back();
  return ops;
}

/// Clones `block`'s ops but its terminator at the rewriter's insertion point.
void cloneWithoutTerminator(RewriterBase &rewriter, Block &block, IRMapping &mapping) {
  for (Operation *op : opsWithoutTerminator(block)) rewriter.clone(*op, mapping);
}

/// Inlines a loop whose every dimension runs once: its body, then each
/// reduction applied to (init value, the iteration's value).
void inlineSingleIteration(RewriterBase &rewriter, ParallelOp loop, IRMapping &mapping) {
  Operation *op = loop.getOperation();
  cloneWithoutTerminator(rewriter, *loop.getBody(), mapping);
  ReduceOp reduce = loop.getReduceOp();
  std::vector<Value> inits = loop.getInitVals().vec();
  std::vector<Value> results;
  for (unsigned i = 0; i < reduce.getNumReductions(); ++i) {
    Block &block = reduce.getReduction(i).front();
    mapping.map(block.getArgument(0), inits[results.size()]);
    mapping.map(block.getArgument(1), mapping.lookupOrDefault(reduce->getOperand(i)));
    cloneWithoutTerminator(rewriter, block, mapping);
    results.push_back(mapping.lookupOrDefault(block.back().getOperand(0)));
  }
  rewriter.replaceOp(op, results);
}

LogicalResult parallelOpSingleOrZeroIterationDimsFolder(Operation *op, RewriterBase &rewriter) {
  ParallelOp loop(op);
  std::vector<Value> lbs = loop.getLowerBound().vec(), ubs = loop.getUpperBound().vec(),
                     steps = loop.getStep().vec(), ivs = loop.getInductionVars();
  std::vector<Value> newLbs, newUbs, newSteps;
  IRMapping mapping;
  std::vector<unsigned> collapsed;
  for (size_t i = 0; i < lbs.size() && i < ubs.size() && i < steps.size() && i < ivs.size(); ++i) {
    std::optional<int64_t> n = constantTripCount(lbs[i], ubs[i], steps[i], /*isSigned=*/true);
    if (n && *n == 0) {
      rewriter.replaceOp(op, loop.getInitVals().vec());
      return success();
    }
    if (n && *n == 1) {
      mapping.map(ivs[i], lbs[i]);
      collapsed.push_back(static_cast<unsigned>(i));
      continue;
    }
    newLbs.push_back(lbs[i]);
    newUbs.push_back(ubs[i]);
    newSteps.push_back(steps[i]);
  }
  if (newLbs.size() == lbs.size()) return failure();

  rewriter.setInsertionPoint(op);
  if (newLbs.empty()) {
    inlineSingleIteration(rewriter, loop, mapping);
    return success();
  }

  // A lower-dimensional loop with a copy of the body whose collapsed ivs are
  // their lower bounds (MLIR's cloneRegionBefore with those ivs mapped).
  ParallelOp newLoop = rewriter.create<ParallelOp>(op->getLoc(), ValueRange(newLbs), ValueRange(newUbs),
                                                   ValueRange(newSteps), ValueRange(loop.getInitVals().vec()));
  Region &newRegion = newLoop.getRegion();
  while (!newRegion.empty()) rewriter.eraseBlock(&newRegion.front());
  IRMapping cloneMapping;
  loop.getRegion().cloneInto(&newRegion, nullptr, cloneMapping);
  Block *newBody = &newRegion.front();
  std::vector<bool> argsToErase(newBody->getNumArguments(), false);
  for (unsigned index : collapsed) {
    newBody->getArgument(index).replaceAllUsesWith(lbs[index]);
    argsToErase[index] = true;
  }
  eraseArguments(newBody, argsToErase);
  if (OpBuilder::Listener *listener = rewriter.getListener())
    newBody->walk<WalkOrder::PreOrder>([&](Operation *nested) { listener->notifyOperationInserted(nested); });
  rewriter.replaceOp(op, newLoop.getOperation());
  return success();
}

LogicalResult mergeNestedParallelLoops(Operation *op, RewriterBase &rewriter) {
  ParallelOp outer(op);
  Block &outerBody = *outer.getBody();
  std::vector<Operation *> ops = opsWithoutTerminator(outerBody);
  if (ops.size() != 1 || !ParallelOp::classof(ops.front())) return failure();
  ParallelOp inner(ops.front());
  for (Value arg : outerBody.getArguments())
    for (OperandRange range : {inner.getLowerBound(), inner.getUpperBound(), inner.getStep()})
      for (Value v : range)
        if (v == arg) return failure();
  if (!outer.getInitVals().empty() || !inner.getInitVals().empty()) return failure();

  auto concat = [](OperandRange a, OperandRange b) {
    std::vector<Value> out = a.vec();
    std::vector<Value> tail = b.vec();
    out.insert(out.end(), tail.begin(), tail.end());
    return out;
  };
  std::vector<Value> lbs = concat(outer.getLowerBound(), inner.getLowerBound());
  std::vector<Value> ubs = concat(outer.getUpperBound(), inner.getUpperBound());
  std::vector<Value> steps = concat(outer.getStep(), inner.getStep());
  rewriter.setInsertionPoint(op);
  ParallelOp merged = rewriter.create<ParallelOp>(
      op->getLoc(), ValueRange(lbs), ValueRange(ubs), ValueRange(steps), ValueRange(),
      [&](OpBuilder &b, Location, ValueRange ivs, ValueRange) {
        Block &innerBody = *inner.getBody();
        IRMapping mapping;
        unsigned numOuter = outerBody.getNumArguments();
        for (unsigned i = 0; i < numOuter; ++i) mapping.map(outerBody.getArgument(i), ivs[i]);
        for (unsigned i = 0; i < innerBody.getNumArguments(); ++i)
          mapping.map(innerBody.getArgument(i), ivs[numOuter + i]);
        for (Operation *nested : opsWithoutTerminator(innerBody)) b.clone(*nested, mapping);
      });
  rewriter.replaceOp(op, merged.getOperation());
  return success();
}

}  // namespace

void addParallelCanonicalizations(OpDefinition &def) {
  def.canonicalizers.push_back(parallelOpSingleOrZeroIterationDimsFolder);
  def.canonicalizers.push_back(mergeNestedParallelLoops);
}

}  // namespace tbuf::scf::canon

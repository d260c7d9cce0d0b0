// scf.forall: the canonicalization patterns of MLIR 22, in MLIR's order
// (FoldTensorCastOfOutputIntoForallOp, ForallOpControlOperandsFolder,
// ForallOpIterArgsFolder, ForallOpSingleOrZeroIterationDimsFolder,
// ForallOpReplaceConstantInductionVar).
//
//   shared_outs(%o = tensor.cast %t) (cast only loses static info)
//                                     =>  shared_outs(%o = %t) + casts
//   bounds given by constant values   =>  static bounds
//   a shared_out whose result is unused, or that no parallel_insert_slice
//     updates                         =>  dropped (uses take the init)
//   a dimension with 0 iterations     =>  the loop is replaced by its outputs
//   dimensions with 1 iteration       =>  removed (iv = lower bound); if all
//     are, the body is inlined and each parallel_insert_slice becomes a
//     tensor.insert_slice
//   an iv of a 1-iteration dimension  =>  its lower bound
//
// Not ported: DimOfForallOp (rooted at tensor.dim, which is registered after
// scf, so the pattern cannot be attached from here).
#include "dialects/utils/dialect_utils.h"
#include "dialects/utils/dialect_utils_tensor_cast.h"
#include "dialects/scf/scf_canonicalize.h"
#include "dialects/scf/scf_ops.h"
#include "ir/ir_mapping.h"

namespace tbuf::scf::canon {
namespace {

constexpr std::string_view kStaticLb = "staticLowerBound";
constexpr std::string_view kStaticUb = "staticUpperBound";
constexpr std::string_view kStaticStep = "staticStep";

/// MLIR's getValueOrCreateConstantIndexOp.
Value getValueOrCreateConstantIndex(RewriterBase &rewriter, Location loc, OpFoldResult ofr) {
  if (ofr.value) return ofr.value;
  auto attr = ofr.attr.dyn_cast<IntegerAttr>();
  return createArithConstant(rewriter, loc, rewriter.getIndexAttr(attr ? attr.getInt() : 0));
}

/// Sets the outputs of `op` and its operand segment sizes.
void setOutputs(Operation *op, ArrayRef<Value> outputs) {
  ForallOp forall(op);
  std::vector<Value> operands = forall.getDynamicLowerBound().vec();
  std::vector<Value> ubs = forall.getDynamicUpperBound().vec(), steps = forall.getDynamicStep().vec();
  operands.insert(operands.end(), ubs.begin(), ubs.end());
  operands.insert(operands.end(), steps.begin(), steps.end());
  int64_t numLbs = forall.getDynamicLowerBound().size();
  operands.insert(operands.end(), outputs.begin(), outputs.end());
  op->setOperands(operands);
  op->setAttr("operandSegmentSizes",
              DenseArrayAttr::getI32(op->getContext(), {numLbs, static_cast<int64_t>(ubs.size()),
                                                        static_cast<int64_t>(steps.size()),
                                                        static_cast<int64_t>(outputs.size())}));
}

LogicalResult foldTensorCastOfOutputIntoForallOp(Operation *op, RewriterBase &rewriter) {
  ForallOp forallOp(op);
  std::vector<Value> newOutputs = forallOp.getOutputs().vec();
  std::vector<std::pair<unsigned, Type>> castDestTypes;  // output index -> old type
  for (unsigned i = 0; i < newOutputs.size(); ++i) {
    Operation *cast = getDefiningOpNamed(newOutputs[i], "tensor.cast");
    if (!cast) continue;
    if (!preservesStaticInformation(cast->getResult(0).getType(), cast->getOperand(0).getType())) continue;
    castDestTypes.push_back({i, cast->getResult(0).getType()});
    newOutputs[i] = cast->getOperand(0);
  }
  if (castDestTypes.empty()) return failure();

  Location loc = op->getLoc();
  int64_t rank = forallOp.getRank();
  unsigned numResults = op->getNumResults();
  ForallOp newForall = rewriter.create<ForallOp>(
      loc, forallOp.getMixedLowerBound(), forallOp.getMixedUpperBound(), forallOp.getMixedStep(),
      ValueRange(newOutputs), forallOp.getMapping(), [&](OpBuilder &b, Location nestedLoc, ValueRange bbArgs) {
        std::vector<Value> castBlockArgs(bbArgs.end() - numResults, bbArgs.end());
        for (auto &[index, type] : castDestTypes) {
          OperationState state(b.getContext(), nestedLoc, "tensor.cast");
          state.addOperands({castBlockArgs[index]});
          state.addTypes({type});
          castBlockArgs[index] = b.create(state)->getResult(0);
        }
        std::vector<Value> ivsBlockArgs(bbArgs.begin(), bbArgs.begin() + rank);
        ivsBlockArgs.insert(ivsBlockArgs.end(), castBlockArgs.begin(), castBlockArgs.end());
        rewriter.mergeBlocks(forallOp.getBody(), bbArgs.front().getParentBlock(), ivsBlockArgs);
      });

  // The terminator's destinations were remapped to the casts of the new
  // block arguments; point them at the block arguments again.
  std::vector<Operation *> yielding = newForall.getTerminator().getYieldingOps();
  std::vector<Value> outArgs = newForall.getRegionOutArgs();
  for (size_t i = 0; i < yielding.size() && i < outArgs.size(); ++i)
    if (const ParallelCombiningOpInterface *iface = getParallelCombiningInterface(yielding[i]))
      for (OpOperand *dest : iface->getUpdatedDestinations(yielding[i])) dest->set(outArgs[i]);

  rewriter.setInsertionPointAfter(newForall);
  std::vector<Value> castResults = newForall->getResults().vec();
  for (auto &[index, type] : castDestTypes) castResults[index] = createTensorCast(rewriter, loc, type, castResults[index]);
  rewriter.replaceOp(op, castResults);
  return success();
}

/// MLIR's foldDynamicIndexList: values defined by constants become
/// attributes. Returns true if any did.
bool foldDynamicIndexList(std::vector<OpFoldResult> &ofrs) {
  bool changed = false;
  for (OpFoldResult &ofr : ofrs) {
    if (!ofr.value) continue;
    if (Attribute c = getConstantAttr(ofr.value)) {
      ofr = OpFoldResult(c);
      changed = true;
    }
  }
  return changed;
}

LogicalResult forallOpControlOperandsFolder(Operation *op, RewriterBase &rewriter) {
  ForallOp forall(op);
  std::vector<OpFoldResult> lbs = forall.getMixedLowerBound(), ubs = forall.getMixedUpperBound(),
                            steps = forall.getMixedStep();
  bool changed = foldDynamicIndexList(lbs);
  changed |= foldDynamicIndexList(ubs);
  changed |= foldDynamicIndexList(steps);
  if (!changed) return failure();
  rewriter.modifyOpInPlace(op, [&] {
    std::vector<Value> dynLbs, dynUbs, dynSteps;
    std::vector<int64_t> staticLbs, staticUbs, staticSteps;
    dispatchIndexOpFoldResults(lbs, dynLbs, staticLbs);
    dispatchIndexOpFoldResults(ubs, dynUbs, staticUbs);
    dispatchIndexOpFoldResults(steps, dynSteps, staticSteps);
    std::vector<Value> outputs = forall.getOutputs().vec();
    std::vector<Value> operands = dynLbs;
    operands.insert(operands.end(), dynUbs.begin(), dynUbs.end());
    operands.insert(operands.end(), dynSteps.begin(), dynSteps.end());
    operands.insert(operands.end(), outputs.begin(), outputs.end());
    op->setOperands(operands);
    Context *ctx = op->getContext();
    op->setAttr(kStaticLb, DenseArrayAttr::getI64(ctx, staticLbs));
    op->setAttr(kStaticUb, DenseArrayAttr::getI64(ctx, staticUbs));
    op->setAttr(kStaticStep, DenseArrayAttr::getI64(ctx, staticSteps));
    op->setAttr("operandSegmentSizes",
                DenseArrayAttr::getI32(ctx, {static_cast<int64_t>(dynLbs.size()), static_cast<int64_t>(dynUbs.size()),
                                             static_cast<int64_t>(dynSteps.size()),
                                             static_cast<int64_t>(op->getNumResults())}));
  });
  return success();
}

LogicalResult forallOpIterArgsFolder(Operation *op, RewriterBase &rewriter) {
  ForallOp forall(op);
  std::vector<Value> outputs = forall.getOutputs().vec();
  std::vector<Value> outArgs = forall.getRegionOutArgs();
  if (outputs.size() != op->getNumResults() || outArgs.size() != outputs.size()) return failure();
  std::vector<unsigned> toDelete;
  std::vector<Value> newOuts;
  std::vector<bool> resultsToDelete(op->getNumResults(), false);
  std::vector<bool> argsToDelete(forall.getBody()->getNumArguments(), false);
  for (unsigned i = 0; i < op->getNumResults(); ++i) {
    auto bbArg = outArgs[i].cast<BlockArgument>();
    if (op->getResult(i).use_empty() || forall.getCombiningOps(bbArg).empty()) {
      toDelete.push_back(i);
      resultsToDelete[i] = true;
      argsToDelete[bbArg.getArgNumber()] = true;
    } else {
      newOuts.push_back(outputs[i]);
    }
  }
  if (toDelete.empty()) return failure();

  for (unsigned i : toDelete)
    for (Operation *combining : forall.getCombiningOps(outArgs[i].cast<BlockArgument>())) rewriter.eraseOp(combining);
  for (unsigned i : toDelete) {
    rewriter.replaceAllUsesWith(outArgs[i], outputs[i]);
    rewriter.replaceAllUsesWith(op->getResult(i), outputs[i]);
  }
  rewriter.modifyOpInPlace(op, [&] { eraseArguments(forall.getBody(), argsToDelete); });
  Operation *newForall = eraseOpResults(rewriter, op, resultsToDelete);
  setOutputs(newForall, newOuts);
  return success();
}

/// MLIR's scf::promote: inlines the body of a forall running once; each
/// parallel_insert_slice becomes a tensor.insert_slice after the loop.
void promote(RewriterBase &rewriter, ForallOp forall) {
  OpBuilder::InsertionGuard guard(rewriter);
  Operation *op = forall.getOperation();
  Operation *terminator = forall.getTerminator().getOperation();
  std::vector<Value> replacements;
  for (OpFoldResult lb : forall.getMixedLowerBound())
    replacements.push_back(getValueOrCreateConstantIndex(rewriter, op->getLoc(), lb));
  for (Value out : forall.getOutputs()) replacements.push_back(out);
  rewriter.inlineBlockBefore(forall.getBody(), op, replacements);

  rewriter.setInsertionPointAfter(op);
  std::vector<Value> results;
  for (Operation *yielding : InParallelOp(terminator).getYieldingOps()) {
    if (yielding->getName() != "tensor.parallel_insert_slice" || yielding->getNumOperands() < 2) continue;
    Value dest = yielding->getOperand(1);
    if (!yielding->getOperand(0).getType().isa<TensorType>()) continue;
    Operation *insert = createOp(rewriter, op->getLoc(), "tensor.insert_slice", yielding->getOperands().vec(),
                                 {dest.getType()}, yielding->getAttrs());
    results.push_back(insert->getResult(0));
  }
  for (unsigned i = 0; i < op->getNumResults() && i < results.size(); ++i)
    rewriter.replaceAllUsesWith(op->getResult(i), results[i]);
  rewriter.eraseOp(terminator);
  rewriter.eraseOp(op);
}

LogicalResult forallOpSingleOrZeroIterationDimsFolder(Operation *op, RewriterBase &rewriter) {
  ForallOp forall(op);
  if (ArrayAttr mapping = forall.getMapping(); mapping && !mapping.getValue().empty()) return failure();
  Location loc = op->getLoc();
  std::vector<OpFoldResult> lbs = forall.getMixedLowerBound(), ubs = forall.getMixedUpperBound(),
                            steps = forall.getMixedStep();
  std::vector<Value> ivs = forall.getInductionVars();
  std::vector<OpFoldResult> newLbs, newUbs, newSteps;
  std::vector<std::pair<unsigned, Value>> ivReplacements;
  for (size_t i = 0; i < lbs.size() && i < ubs.size() && i < steps.size() && i < ivs.size(); ++i) {
    std::optional<int64_t> n = constantTripCount(lbs[i], ubs[i], steps[i], /*isSigned=*/true);
    if (n) {
      if (*n == 0) {
        rewriter.replaceOp(op, forall.getOutputs().vec());
        return success();
      }
      if (*n == 1) {
        ivReplacements.push_back({static_cast<unsigned>(i), getValueOrCreateConstantIndex(rewriter, loc, lbs[i])});
        continue;
      }
    }
    newLbs.push_back(lbs[i]);
    newUbs.push_back(ubs[i]);
    newSteps.push_back(steps[i]);
  }
  if (newLbs.empty()) {
    promote(rewriter, forall);
    return success();
  }
  if (newLbs.size() == static_cast<size_t>(forall.getRank())) return failure();

  ForallOp newOp = rewriter.create<ForallOp>(loc, newLbs, newUbs, newSteps, forall.getOutputs().vec());
  Region &newRegion = newOp.getRegion();
  while (!newRegion.empty()) rewriter.eraseBlock(&newRegion.front());
  for (const NamedAttribute &a : op->getAttrs()) {
    if (a.name == "operandSegmentSizes" || a.name == kStaticLb || a.name == kStaticUb || a.name == kStaticStep)
      continue;
    rewriter.modifyOpInPlace(newOp, [&] { newOp->setAttr(a.name, a.value); });
  }
  // MLIR's cloneRegionBefore with the single-iteration ivs mapped to their
  // lower bounds (mapped block arguments are not cloned).
  IRMapping mapping;
  forall.getRegion().cloneInto(&newRegion, nullptr, mapping);
  Block *newBody = &newRegion.front();
  std::vector<bool> argsToErase(newBody->getNumArguments(), false);
  for (auto &[index, value] : ivReplacements) {
    newBody->getArgument(index).replaceAllUsesWith(value);
    argsToErase[index] = true;
  }
  eraseArguments(newBody, argsToErase);
  if (OpBuilder::Listener *listener = rewriter.getListener())
    for (Block &block : newRegion)
      block.walk<WalkOrder::PreOrder>([&](Operation *nested) { listener->notifyOperationInserted(nested); });
  rewriter.replaceOp(op, newOp.getOperation());
  return success();
}

LogicalResult forallOpReplaceConstantInductionVar(Operation *op, RewriterBase &rewriter) {
  ForallOp forall(op);
  std::vector<OpFoldResult> lbs = forall.getMixedLowerBound(), ubs = forall.getMixedUpperBound(),
                            steps = forall.getMixedStep();
  std::vector<Value> ivs = forall.getInductionVars();
  bool changed = false;
  for (size_t i = 0; i < lbs.size() && i < ubs.size() && i < steps.size() && i < ivs.size(); ++i) {
    if (ivs[i].use_empty()) continue;
    std::optional<int64_t> n = constantTripCount(lbs[i], ubs[i], steps[i], /*isSigned=*/true);
    if (!n || *n != 1) continue;
    rewriter.replaceAllUsesWith(ivs[i], getValueOrCreateConstantIndex(rewriter, op->getLoc(), lbs[i]));
    changed = true;
  }
  return success(changed);
}

}  // namespace

void addForallCanonicalizations(OpDefinition &def) {
  def.canonicalizers.push_back(foldTensorCastOfOutputIntoForallOp);
  def.canonicalizers.push_back(forallOpControlOperandsFolder);
  def.canonicalizers.push_back(forallOpIterArgsFolder);
  def.canonicalizers.push_back(forallOpSingleOrZeroIterationDimsFolder);
  def.canonicalizers.push_back(forallOpReplaceConstantInductionVar);
}

}  // namespace tbuf::scf::canon

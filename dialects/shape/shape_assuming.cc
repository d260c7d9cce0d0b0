// shape.assuming and shape.assuming_yield, with MLIR's custom assembly,
// verifier messages, control-flow interfaces and canonicalizations:
//
//   %r = shape.assuming %w -> (T1, T2) {
//     ...
//     shape.assuming_yield %a, %b : T1, T2
//   } {attrs}
//
// The region has one block and no arguments; an operand-less terminator is
// elided when printing (and inserted when parsing). Control enters the
// region once and leaves to the op's results (RegionBranchOpInterface), so
// analyses such as the ownership-based deallocation treat it like
// scf.execute_region. Canonicalization inlines the region when the witness
// is a `shape.const_witness` (MLIR's AssumingWithTrue, which does not look at
// the constant's value) and drops results nobody uses.
#include <memory>
#include <vector>

#include "dialects/shape/shape_ops.h"
#include "dialects/utils/dialect_utils.h"
#include "ir/block.h"
#include "ir/context.h"
#include "ir/control_flow_interfaces.h"
#include "ir/diagnostics.h"
#include "ir/op_asm.h"
#include "ir/region.h"
#include "ir/rewriter.h"

namespace tbuf::shape {

void AssumingYieldOp::build(OpBuilder &, OperationState &state, ArrayRef<Value> operands) {
  state.addOperands(operands);
}

namespace {

constexpr std::string_view kYieldName = AssumingYieldOp::getOperationName();

/// Appends an empty `shape.assuming_yield` to a region whose block lacks a
/// terminator (creating the block if the region is empty).
void ensureYield(Region &region, Context *ctx, Location loc) {
  OpBuilder b(ctx);
  if (region.empty()) b.createBlock(&region);
  Block &block = region.back();
  if (!block.empty() && block.back().hasTrait(OpTrait::Terminator)) return;
  b.setInsertionPointToEnd(&block);
  b.create<AssumingYieldOp>(loc);
}

// ---- shape.assuming ---------------------------------------------------------------

ParseResult parseAssuming(OpAsmParser &p, OperationState &state) {
  OpAsmParser::UnresolvedOperand witness;
  if (failed(p.parseOperand(witness)) ||
      failed(p.resolveOperand(witness, getWitnessType(p.getContext()), state.operands)) ||
      failed(p.parseOptionalArrowTypeList(state.types)))
    return failure();
  Region *body = state.addRegion();
  if (failed(p.parseRegion(*body))) return failure();
  ensureYield(*body, p.getContext(), state.location);
  return p.parseOptionalAttrDict(state.attributes);
}

void printAssuming(OpAsmPrinter &p, Operation *op) {
  bool yieldsResults = op->getNumResults() != 0;
  p << " " << op->getOperand(0);
  if (yieldsResults) {
    p << " -> (";
    std::vector<Type> types = op->getResultTypes();
    for (size_t i = 0; i < types.size(); ++i) {
      if (i) p << ", ";
      p << types[i];
    }
    p << ")";
  }
  p << " ";
  p.printRegion(op->getRegion(0), /*printEntryBlockArgs=*/false, /*printBlockTerminators=*/yieldsResults);
  p.printOptionalAttrDict(op->getAttrs());
}

LogicalResult verifyAssuming(Operation *op) {
  if (failed(verifyNumOperands(op, 1)) || failed(verifyNumRegions(op, 1))) return failure();
  if (failed(verifyOperandType(op, 0, TypeConstraint{isWitnessType, ""}))) return failure();
  Region &region = op->getRegion(0);
  if (region.empty()) return success();
  if (!region.hasOneBlock()) return op->emitOpError() << "expects region #0 to have 0 or 1 blocks";
  if (region.front().empty()) return op->emitOpError() << "expects a non-empty block";
  return success();
}

/// After the nested ops: the region ends in shape.assuming_yield (MLIR's
/// SingleBlockImplicitTerminator region trait), whose values match the
/// results in number and type (the RegionBranchOpInterface edge
/// "terminator -> parent").
LogicalResult verifyAssumingRegions(Operation *op) {
  Region &region = op->getRegion(0);
  if (region.empty()) return success();
  Operation *yield = &region.front().back();
  if (yield->getName() != kYieldName) {
    InFlightDiagnostic diag = op->emitOpError();
    diag << "expects regions to end with '" << kYieldName << "', found '" << yield->getName() << "'";
    diag.attachNote() << "in custom textual format, the absence of terminator implies '" << kYieldName << "'";
    return diag;
  }
  auto emitEdgeError = [&]() {
    InFlightDiagnostic diag = op->emitOpError();
    diag << "along control flow edge from Operation " << yield->getName() << " to parent: ";
    return diag;
  };
  if (yield->getNumOperands() != op->getNumResults()) {
    InFlightDiagnostic diag = emitEdgeError();
    diag << "region branch point has " << yield->getNumOperands() << " operands, but region successor needs "
         << op->getNumResults() << " inputs";
    diag.attachNote(yield->getLoc()) << "region branch point";
    return diag;
  }
  for (unsigned i = 0; i < op->getNumResults(); ++i) {
    Type from = yield->getOperand(i).getType(), to = op->getResult(i).getType();
    if (from == to) continue;
    InFlightDiagnostic diag = emitEdgeError();
    diag << "successor operand type #" << i << " " << quoteType(from) << " should match successor input type #" << i
         << " " << quoteType(to);
    diag.attachNote(yield->getLoc()) << "region branch point";
    return diag;
  }
  return success();
}

/// Inlines the region in place of the op when the witness is a constant.
LogicalResult inlineAssumingWithConstWitness(Operation *op, RewriterBase &rewriter) {
  if (op->getNumRegions() != 1 || op->getRegion(0).empty()) return failure();
  Operation *witness = op->getOperand(0).getDefiningOp();
  if (!witness || !isa<ConstWitnessOp>(witness)) return failure();
  Block *body = &op->getRegion(0).front();
  Operation *yield = &body->back();
  std::vector<Value> yielded = yield->getOperands().vec();
  rewriter.inlineBlockBefore(body, op);
  rewriter.replaceOp(op, yielded);
  rewriter.eraseOp(yield);
  return success();
}

/// Rebuilds the op without the results that have no uses.
LogicalResult removeUnusedAssumingResults(Operation *op, RewriterBase &rewriter) {
  if (op->getNumRegions() != 1 || op->getRegion(0).empty()) return failure();
  Block *body = &op->getRegion(0).front();
  Operation *yield = &body->back();
  std::vector<Value> kept;
  std::vector<Type> keptTypes;
  for (unsigned i = 0; i < op->getNumResults() && i < yield->getNumOperands(); ++i) {
    if (op->getResult(i).use_empty()) continue;
    kept.push_back(yield->getOperand(i));
    keptTypes.push_back(kept.back().getType());
  }
  if (kept.size() == yield->getNumOperands()) return failure();

  rewriter.setInsertionPointToEnd(body);
  rewriter.create<AssumingYieldOp>(yield->getLoc(), kept);
  rewriter.eraseOp(yield);
  rewriter.setInsertionPoint(op);
  OperationState state(op->getContext(), op->getLoc(), AssumingOp::getOperationName());
  state.addOperands({op->getOperand(0)});
  state.addTypes(keptTypes);
  state.addRegion();
  Operation *newOp = rewriter.create(state);
  newOp->getRegion(0).takeBody(op->getRegion(0));
  unsigned next = 0;
  for (unsigned i = 0; i < op->getNumResults(); ++i)
    if (!op->getResult(i).use_empty()) rewriter.replaceAllUsesWith(op->getResult(i), newOp->getResult(next++));
  rewriter.eraseOp(op);
  return success();
}

/// Control enters the region once and leaves to the results.
class AssumingBranch : public RegionBranchOpInterface {
 public:
  void getSuccessorRegions(Operation *op, Region *from, std::vector<RegionSuccessor> &out) const override {
    if (from) {
      out.push_back({nullptr, op->getResults().vec()});
      return;
    }
    out.push_back({&op->getRegion(0), {}});
  }
  std::vector<OpOperand *> getEntrySuccessorOperands(Operation *, Region *) const override { return {}; }
};

/// Every operand of shape.assuming_yield becomes a result.
class AssumingYieldTerminator : public RegionBranchTerminatorOpInterface {
 public:
  std::vector<OpOperand *> getSuccessorOperands(Operation *term, Region *) const override {
    std::vector<OpOperand *> operands;
    for (unsigned i = 0; i < term->getNumOperands(); ++i) operands.push_back(&term->getOpOperand(i));
    return operands;
  }
};

// ---- shape.assuming_yield ---------------------------------------------------------

LogicalResult verifyAssumingYield(Operation *op) {
  Operation *parent = op->getParentOp();
  if (!parent || parent->getName() != AssumingOp::getOperationName())
    return op->emitOpError() << "expects parent op '" << AssumingOp::getOperationName() << "'";
  if (failed(verifyNumResults(op, 0)) || failed(verifyNumRegions(op, 0))) return failure();
  return success();
}

}  // namespace

namespace detail {

void registerAssumingOps(Context &ctx) {
  OpDefinition assuming =
      makeOpDefinition("shape", AssumingOp::getOperationName(),
                       OpTrait::SingleBlock | OpTrait::RecursiveMemoryEffects, parseAssuming, printAssuming,
                       verifyAssuming);
  assuming.verifyRegions = verifyAssumingRegions;
  assuming.canonicalizers = {removeUnusedAssumingResults, inlineAssumingWithConstWitness};
  ctx.registerOp(std::move(assuming));

  OpDefinition yield =
      makeOpDefinition("shape", kYieldName, OpTrait::Pure | OpTrait::ReturnLike | OpTrait::Terminator,
                       parseOptionalOperandsWithTypes, printOptionalOperandsWithTypes, verifyAssumingYield);
  ctx.registerOp(std::move(yield));

  ctx.attachInterface<RegionBranchOpInterface>(AssumingOp::getOperationName(), std::make_unique<AssumingBranch>());
  ctx.attachInterface<RegionBranchTerminatorOpInterface>(kYieldName, std::make_unique<AssumingYieldTerminator>());
}

}  // namespace detail
}  // namespace tbuf::shape

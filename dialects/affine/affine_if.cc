// affine.if: custom assembly, verifier and region-branch interface, as
// MLIR's AffineOps.cpp.
//   [%r =] affine.if #set(%dims)[%symbols] [-> (T)] { ... } [else { ... }]
// The condition is an integer set (ir/integer_set.h) applied to the dim and
// symbol operands; the then region runs when every constraint holds, the
// else region (which may be empty, i.e. have no block) otherwise. Both
// regions end with affine.yield, implicit (and not printed) when the op has
// no results. Control enters the then region, or the else region, or (when
// the else region is empty) goes straight to the results; each region's
// yield flows to the results.
#include <memory>
#include <string>
#include <vector>

#include "dialects/affine/affine_ops.h"
#include "dialects/scf/scf_utils.h"
#include "dialects/utils/dialect_utils.h"
#include "ir/attributes.h"
#include "ir/block.h"
#include "ir/context.h"
#include "ir/control_flow_interfaces.h"
#include "ir/diagnostics.h"
#include "ir/integer_set.h"
#include "ir/op_asm.h"
#include "ir/region.h"

namespace tbuf::affine {

IntegerSet IfOp::getIntegerSet() const {
  auto attr = op_->getAttr(kConditionAttr).dyn_cast<IntegerSetAttr>();
  return attr ? attr.getValue() : IntegerSet();
}

bool IfOp::hasElse() const { return !op_->getRegion(1).empty(); }

namespace {

void ensureYield(Region &region, Context *ctx, Location loc) {
  scf::detail::ensureTerminator(region, ctx, loc, [](OpBuilder &b, Location l) {
    OperationState yield(b.getContext(), l, YieldOp::getOperationName());
    b.create(yield);
  });
}

ParseResult parseIf(OpAsmParser &p, OperationState &state) {
  Context *ctx = p.getContext();
  Location attrLoc = p.getCurrentLocation();
  Attribute attr;
  if (failed(p.parseAttribute(attr))) return failure();
  auto condition = attr.dyn_cast<IntegerSetAttr>();
  if (!condition) return p.emitError(attrLoc, "invalid kind of attribute specified"), failure();
  state.addAttribute(kConditionAttr, condition);
  std::vector<OpAsmParser::UnresolvedOperand> dims, symbols;
  if (failed(p.parseOperandList(dims, OpAsmParser::Delimiter::Paren)) ||
      failed(p.parseOperandList(symbols, OpAsmParser::Delimiter::OptionalSquare)))
    return failure();
  IntegerSet set = condition.getValue();
  if (dims.size() != set.getNumDims())
    return p.emitError(p.getNameLoc(), "dim operand count and integer set dim count must match"), failure();
  if (dims.size() + symbols.size() != set.getNumInputs())
    return p.emitError(p.getNameLoc(), "symbol operand count and integer set symbol count must match"), failure();
  Type index = IndexType::get(ctx);
  if (failed(p.resolveOperands(dims, index, state.operands)) ||
      failed(p.resolveOperands(symbols, index, state.operands)) ||
      failed(p.parseOptionalArrowTypeList(state.types)))
    return failure();
  Region *thenRegion = state.addRegion();
  Region *elseRegion = state.addRegion();
  if (failed(p.parseRegion(*thenRegion))) return failure();
  ensureYield(*thenRegion, ctx, state.location);
  if (succeeded(p.parseOptionalKeyword("else"))) {
    if (failed(p.parseRegion(*elseRegion))) return failure();
    ensureYield(*elseRegion, ctx, state.location);
  }
  return p.parseOptionalAttrDict(state.attributes);
}

void printIf(OpAsmPrinter &p, Operation *op) {
  if (op->getNumRegions() != 2) return scf::detail::printMalformed(p, op);
  IfOp ifOp(op);
  IntegerSet set = ifOp.getIntegerSet();
  p << " ";
  p.printAttribute(op->getAttr(kConditionAttr));
  detail::printDimAndSymbolList(p, op->getOperands(), set ? set.getNumDims() : op->getNumOperands());
  p.printOptionalArrowTypeList(op->getResultTypes());
  bool printTerminators = op->getNumResults() != 0;
  p << " ";
  p.printRegion(ifOp.getThenRegion(), /*printEntryBlockArgs=*/false, printTerminators);
  if (ifOp.hasElse()) {
    p << " else ";
    p.printRegion(ifOp.getElseRegion(), /*printEntryBlockArgs=*/false, printTerminators);
  }
  p.printOptionalAttrDict(op->getAttrs(), {kConditionAttr});
}

LogicalResult verifyIf(Operation *op) {
  if (failed(verifyNumRegions(op, 2)) || failed(scf::detail::verifyZeroSuccessors(op)) ||
      failed(verifyRequiredAttr(op, kConditionAttr)))
    return failure();
  Attribute condition = op->getAttr(kConditionAttr);
  if (!condition.isa<IntegerSetAttr>())
    return op->emitError() << invalidPropertiesPrefix(op) << "Invalid attribute `" << kConditionAttr
                           << "` in property conversion: " << condition;
  if (failed(verifySingleBlockRegion(op, 0, "thenRegion"))) return failure();
  for (unsigned i = 0; i < 2; ++i)
    if (!op->getRegion(i).empty() && op->getRegion(i).front().getNumArguments() != 0)
      return op->emitOpError() << "region #" << i << " should have no arguments";
  if (failed(scf::detail::verifySingleBlock(op))) return failure();
  IntegerSet set = IfOp(op).getIntegerSet();
  if (op->getNumOperands() != set.getNumInputs())
    return op->emitOpError() << "operand count and condition integer set dimension and symbol count must match";
  return verifyDimAndSymbolOperands(op, op->getOperands(), set.getNumDims());
}

LogicalResult verifyIfRegions(Operation *op) {
  if (failed(scf::detail::verifyImplicitTerminator(op, YieldOp::getOperationName()))) return failure();
  // Without an else region, control may go from the op straight to its
  // results, carrying no values.
  if (!IfOp(op).hasElse())
    return scf::detail::verifyControlFlowEdge(op, nullptr, "parent", {}, op->getResultTypes());
  return success();
}

class IfBranch : public RegionBranchOpInterface {
 public:
  void getSuccessorRegions(Operation *op, Region *from, std::vector<RegionSuccessor> &out) const override {
    if (from) {
      out.push_back({nullptr, op->getResults().vec()});
      return;
    }
    out.push_back({&op->getRegion(0), {}});
    if (!op->getRegion(1).empty())
      out.push_back({&op->getRegion(1), {}});
    else
      out.push_back({nullptr, op->getResults().vec()});
  }
  std::vector<OpOperand *> getEntrySuccessorOperands(Operation *, Region *) const override { return {}; }
};

}  // namespace

void detail::registerIfOp(Context &ctx) {
  OpDefinition def = makeOpDefinition("affine", IfOp::getOperationName(), static_cast<uint32_t>(OpTrait::SingleBlock),
                                      parseIf, printIf, verifyIf);
  def.verifyRegions = verifyIfRegions;
  def.inherentAttrs = {std::string(kConditionAttr)};
  def.traits |= static_cast<uint32_t>(OpTrait::RecursiveMemoryEffects);
  detail::addIfFoldAndCanonicalizations(def);
  ctx.registerOp(std::move(def));
  ctx.attachInterface<RegionBranchOpInterface>(IfOp::getOperationName(), std::make_unique<IfBranch>());
}

}  // namespace tbuf::affine

// affine.for: custom assembly, verifier and region-branch interface, as
// MLIR's AffineOps.cpp.
//   [%r =] affine.for %i = LB to UB [step C] [iter_args(%a = %x) -> (T)] { ... }
// A bound is an integer (a constant map), an SSA name (the map
// `()[s0] -> (s0)` of one symbol), or `[max|min] #map(%dims)[%symbols]`
// (the prefix when the map has several results: the loop runs from the
// largest lower bound to the smallest upper bound). `step 1` is not
// printed; without iter_args the body's empty affine.yield is implicit.
// The IV and iter_args are the body's block arguments.
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
#include "ir/op_asm.h"
#include "ir/region.h"

namespace tbuf::affine {

OperandRange ForOp::getLowerBoundOperands() const { return getOperandSegment(op_, 0, 3); }
OperandRange ForOp::getUpperBoundOperands() const { return getOperandSegment(op_, 1, 3); }
OperandRange ForOp::getInits() const { return getOperandSegment(op_, 2, 3); }
int64_t ForOp::getStep() const {
  auto step = op_->getAttr(kStepAttr).dyn_cast<IntegerAttr>();
  return step ? step.getInt() : 1;
}
Block *ForOp::getBody() const { return &op_->getRegion(0).front(); }
Value ForOp::getInductionVar() const { return getBody()->getArgument(0); }

namespace {

/// One bound: its map and operands.
ParseResult parseBound(OpAsmParser &p, OperationState &state, bool isLower, AffineMap &map,
                       std::vector<Value> &operands) {
  Context *ctx = p.getContext();
  bool prefixed = succeeded(p.parseOptionalKeyword(isLower ? "max" : "min"));
  OpAsmParser::UnresolvedOperand symbol;
  if (!prefixed && succeeded(p.parseOptionalOperand(symbol))) {
    map = AffineMap::get(0, 1, {getAffineSymbolExpr(0, ctx)}, ctx);
    return p.resolveOperand(symbol, IndexType::get(ctx), operands);
  }
  int64_t constant;
  if (!prefixed && succeeded(p.parseOptionalInteger(constant))) {
    map = AffineMap::get(0, 0, {getAffineConstantExpr(constant, ctx)}, ctx);
    return success();
  }
  Location loc = p.getCurrentLocation();
  Attribute attr;
  if (failed(p.parseAttribute(attr))) return failure();
  auto mapAttr = attr.dyn_cast<AffineMapAttr>();
  if (!mapAttr) return p.emitError(loc, "expected valid affine map representation for loop bounds"), failure();
  map = mapAttr.getValue();
  if (failed(detail::parseDimAndSymbolList(p, map, operands))) return failure();
  if (map.getNumResults() == 0)
    return p.emitError(p.getNameLoc(), std::string("expected ") + (isLower ? "lower" : "upper") +
                                           " bound map to have at least one result"),
           failure();
  if (map.getNumResults() > 1 && !prefixed)
    return p.emitError(loc, isLower ? "lower loop bound affine map with multiple results requires 'max' prefix"
                                    : "upper loop bound affine map with multiple results requires 'min' prefix"),
           failure();
  (void)state;
  return success();
}

ParseResult parseFor(OpAsmParser &p, OperationState &state) {
  Context *ctx = p.getContext();
  OpAsmParser::Argument iv;
  AffineMap lower, upper;
  std::vector<Value> lowerOperands, upperOperands;
  if (failed(p.parseArgument(iv)) || failed(p.parseEqual()) ||
      failed(parseBound(p, state, /*isLower=*/true, lower, lowerOperands)) || failed(p.parseKeyword("to")) ||
      failed(parseBound(p, state, /*isLower=*/false, upper, upperOperands)))
    return failure();
  int64_t step = 1;
  if (succeeded(p.parseOptionalKeyword("step"))) {
    Location loc = p.getCurrentLocation();
    if (failed(p.parseInteger(step))) return failure();
    if (step < 0) return p.emitError(loc, "expected step to be representable as a positive signed integer"), failure();
  }
  std::vector<OpAsmParser::Argument> regionArgs{iv};
  std::vector<OpAsmParser::UnresolvedOperand> inits;
  if (succeeded(p.parseOptionalKeyword("iter_args")) &&
      (failed(scf::detail::parseAssignmentList(p, regionArgs, inits)) || failed(p.parseArrowTypeList(state.types))))
    return failure();
  if (regionArgs.size() != state.types.size() + 1)
    return p.emitError(p.getNameLoc(), "mismatch between the number of loop-carried values and results"), failure();
  regionArgs[0].type = IndexType::get(ctx);
  for (size_t i = 1; i < regionArgs.size(); ++i) regionArgs[i].type = state.types[i - 1];
  Region *body = state.addRegion();
  if (failed(p.parseRegion(*body, regionArgs))) return failure();
  scf::detail::ensureTerminator(*body, ctx, state.location, [](OpBuilder &b, Location l) {
    OperationState yield(b.getContext(), l, YieldOp::getOperationName());
    b.create(yield);
  });
  state.addOperands(lowerOperands);
  state.addOperands(upperOperands);
  for (size_t i = 0; i < inits.size(); ++i)
    if (failed(p.resolveOperand(inits[i], state.types[i], state.operands))) return failure();
  state.addAttribute(kLowerBoundMapAttr, AffineMapAttr::get(lower));
  state.addAttribute(kUpperBoundMapAttr, AffineMapAttr::get(upper));
  state.addAttribute(kStepAttr, IntegerAttr::get(IndexType::get(ctx), step));
  setOperandSegmentSizes(state, ctx,
                         {static_cast<int64_t>(lowerOperands.size()), static_cast<int64_t>(upperOperands.size()),
                          static_cast<int64_t>(inits.size())});
  return p.parseOptionalAttrDict(state.attributes);
}

/// MLIR's printBound.
void printBound(OpAsmPrinter &p, Operation *op, std::string_view mapName, const OperandRange &operands,
                std::string_view prefix) {
  AffineMap map = getMapAttr(op, mapName);
  if (map.getNumResults() == 1) {
    AffineExpr e = map.getResult(0);
    if (map.getNumDims() == 0 && map.getNumSymbols() == 0 && e.getKind() == AffineExprKind::Constant) {
      p << e.getValue();
      return;
    }
    if (map.getNumDims() == 0 && map.getNumSymbols() == 1 && e.getKind() == AffineExprKind::SymbolId &&
        operands.size() == 1) {
      p << *operands.begin();
      return;
    }
  } else {
    p << prefix << " ";
  }
  p << op->getAttr(mapName);
  detail::printDimAndSymbolList(p, operands, map.getNumDims());
}

void printFor(OpAsmPrinter &p, Operation *op) {
  ForOp f(op);
  p << " " << f.getInductionVar() << " = ";
  printBound(p, op, kLowerBoundMapAttr, f.getLowerBoundOperands(), "max");
  p << " to ";
  printBound(p, op, kUpperBoundMapAttr, f.getUpperBoundOperands(), "min");
  if (f.getStep() != 1) p << " step " << f.getStep();
  std::vector<Value> inits = f.getInits().vec();
  if (!inits.empty()) {
    std::vector<Value> args = f.getBody()->getArguments();
    args.erase(args.begin());
    scf::detail::printInitializationList(p, args, inits, " iter_args");
    p << " -> (";
    for (size_t i = 0; i < inits.size(); ++i) p << (i ? ", " : "") << op->getResult(i).getType();
    p << ")";
  }
  p << " ";
  p.printRegion(f.getRegion(), /*printEntryBlockArgs=*/false, /*printBlockTerminators=*/!inits.empty());
  p.printOptionalAttrDict(op->getAttrs(),
                          {kLowerBoundMapAttr, kUpperBoundMapAttr, kStepAttr, kOperandSegmentSizesAttr});
}

LogicalResult verifyFor(Operation *op) {
  if (failed(verifyNumRegions(op, 1)) || failed(verifyOperandSegmentSizes(op, 3)) ||
      failed(verifyRequiredAttr(op, kLowerBoundMapAttr)) || failed(verifyRequiredAttr(op, kUpperBoundMapAttr)) ||
      failed(verifyRequiredAttr(op, kStepAttr)))
    return failure();
  ForOp f(op);
  AffineMap lower = f.getLowerBoundMap(), upper = f.getUpperBoundMap();
  if (!lower || !upper) return op->emitOpError() << "requires affine map bounds";
  if (f.getLowerBoundOperands().size() != lower.getNumInputs())
    return op->emitOpError() << "lower bound operand count does not equal affine map dimension and symbol count";
  if (f.getUpperBoundOperands().size() != upper.getNumInputs())
    return op->emitOpError() << "upper bound operand count does not equal affine map dimension and symbol count";
  if (op->getRegion(0).empty() || op->getRegion(0).front().getNumArguments() != 1 + f.getInits().size() ||
      !f.getInductionVar().getType().isIndex())
    return op->emitOpError() << "expected body to have a single index argument for the induction variable";
  if (f.getInits().size() != op->getNumResults())
    return op->emitOpError() << "mismatch between the number of loop-carried values and results";
  if (failed(verifyDimAndSymbolOperands(op, f.getLowerBoundOperands(), lower.getNumDims())) ||
      failed(verifyDimAndSymbolOperands(op, f.getUpperBoundOperands(), upper.getNumDims())))
    return failure();
  return success();
}

/// The body runs zero or more times; inits flow into the iter_args, the
/// yielded values back into them or out as the results.
class ForBranch : public RegionBranchOpInterface {
 public:
  void getSuccessorRegions(Operation *op, Region *, std::vector<RegionSuccessor> &out) const override {
    Region &body = op->getRegion(0);
    std::vector<Value> iterArgs = body.getArguments();
    iterArgs.erase(iterArgs.begin());
    out.push_back({&body, iterArgs});
    out.push_back({nullptr, op->getResults().vec()});
  }
  std::vector<OpOperand *> getEntrySuccessorOperands(Operation *op, Region *) const override {
    std::vector<OpOperand *> inits;
    unsigned first = op->getNumOperands() - ForOp(op).getInits().size();
    for (unsigned i = first; i < op->getNumOperands(); ++i) inits.push_back(&op->getOpOperand(i));
    return inits;
  }
};

}  // namespace

void detail::registerForOp(Context &ctx) {
  OpDefinition def = makeOpDefinition("affine", ForOp::getOperationName(), static_cast<uint32_t>(OpTrait::SingleBlock), parseFor, printFor,
                                      verifyFor);
  def.inherentAttrs = {std::string(kLowerBoundMapAttr), std::string(kOperandSegmentSizesAttr), std::string(kStepAttr),
                       std::string(kUpperBoundMapAttr)};
  def.traits |= OpTrait::RecursiveMemoryEffects | OpTrait::AutomaticAllocationScope;
  ctx.registerOp(std::move(def));
  ctx.attachInterface<RegionBranchOpInterface>(ForOp::getOperationName(), std::make_unique<ForBranch>());
}

}  // namespace tbuf::affine

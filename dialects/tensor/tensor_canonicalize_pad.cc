// Fold and canonicalization patterns of tensor.pad (MLIR 22):
//
//   pad to the same static type (not nofold)          =>  the source          (fold)
//   pad with all-zero low/high padding (not nofold)   =>  tensor.cast of the source
//   pad(cast %x) losing information                   =>  pad %x (more static result + cast back)
//   cast(pad) adding static information (single use) =>  pad with the cast's type
//   pad with constant low/high operands               =>  static padding, more static result + cast
// Not implemented: FoldOrthogonalPaddings and FoldConsecutiveConstantPadding
// (the latter builds affine.apply, which tbuf has no dialect for).
#include "dialects/tensor/tensor_canonicalize.h"
#include "dialects/tensor/tensor_ops.h"
#include "ir/ir_mapping.h"

namespace tbuf::tensor::canon {

namespace {

/// The attributes of `op` that are not part of tensor.pad (MLIR's
/// getPrunedAttributeList(op, PadOp::getAttributeNames())).
std::vector<NamedAttribute> getDiscardableAttrs(Operation *op) {
  std::vector<NamedAttribute> attrs;
  for (const NamedAttribute &a : op->getAttrs())
    if (a.name != kOperandSegmentSizesAttr && a.name != "static_low" && a.name != "static_high" && a.name != "nofold")
      attrs.push_back(a);
  return attrs;
}

/// A tensor.pad with an empty body region (to be filled by the caller).
Operation *createPadWithoutBody(RewriterBase &rewriter, Location loc, RankedTensorType resultType, Value source,
                                ArrayRef<int64_t> staticLow, ArrayRef<int64_t> staticHigh, ArrayRef<Value> low,
                                ArrayRef<Value> high, bool nofold, ArrayRef<NamedAttribute> attrs) {
  Context *ctx = rewriter.getContext();
  OperationState state(ctx, loc, PadOp::getOperationName());
  state.addOperands({source});
  state.addOperands(low);
  state.addOperands(high);
  state.addAttribute("static_low", DenseArrayAttr::getI64(ctx, staticLow));
  state.addAttribute("static_high", DenseArrayAttr::getI64(ctx, staticHigh));
  setOperandSegmentSizes(state, ctx, {1, static_cast<int64_t>(low.size()), static_cast<int64_t>(high.size())});
  if (nofold) state.addAttribute("nofold", rewriter.getUnitAttr());
  for (const NamedAttribute &a : attrs) state.addAttribute(a.name, a.value);
  state.addTypes({resultType});
  state.addRegion();
  return rewriter.create(state);
}

bool allZero(ArrayRef<OpFoldResult> ofrs) {
  for (const OpFoldResult &ofr : ofrs)
    if (!isConstantIntValue(ofr, 0)) return false;
  return true;
}

LogicalResult foldPad(Operation *op, ArrayRef<Attribute>, std::vector<OpFoldResult> &results) {
  PadOp pad(op);
  if (pad.getResultType().hasStaticShape() && pad.getResultType() == pad.getSourceType() && !pad.getNofold()) {
    results.push_back(OpFoldResult(pad.getSource()));
    return success();
  }
  return failure();
}

/// FoldStaticZeroPadding.
LogicalResult foldStaticZeroPadding(Operation *op, RewriterBase &rewriter) {
  PadOp pad(op);
  if (!allZero(pad.getMixedLowPad()) || !allZero(pad.getMixedHighPad()) || pad.getNofold()) return failure();
  rewriter.replaceOpWithNewOp<CastOp>(op, pad.getResultType(), pad.getSource());
  return success();
}

/// FoldSourceTensorCast. As in MLIR, the new pad (when the type changes)
/// still reads the cast; the next application moves it onto the source.
LogicalResult foldSourceTensorCast(Operation *op, RewriterBase &rewriter) {
  PadOp pad(op);
  Operation *cast = getDefiningOpNamed(pad.getSource(), CastOp::getOperationName());
  if (!canFoldIntoConsumerOp(cast)) return failure();
  RankedTensorType newResultType =
      PadOp::inferResultType(cast->getOperand(0).getType().cast<RankedTensorType>(), pad.getStaticLow(),
                             pad.getStaticHigh(), pad.getResultType().getShape());
  if (newResultType == pad.getResultType()) {
    rewriter.modifyOpInPlace(op, [&] { op->setOperand(0, cast->getOperand(0)); });
    return success();
  }
  Operation *newOp = createPadWithoutBody(rewriter, op->getLoc(), newResultType, pad.getSource(), pad.getStaticLow(),
                                          pad.getStaticHigh(), pad.getLow().vec(), pad.getHigh().vec(),
                                          pad.getNofold(), getDiscardableAttrs(op));
  IRMapping mapping;
  pad.getRegion().cloneInto(&newOp->getRegion(0), nullptr, mapping);
  rewriter.replaceOpWithNewOp<CastOp>(op, pad.getResultType(), newOp->getResult(0));
  return success();
}

/// FoldTargetTensorCast: pad whose only user is a cast adding static
/// information => a pad of the cast's type.
LogicalResult foldTargetTensorCast(Operation *op, RewriterBase &rewriter) {
  PadOp pad(op);
  if (!pad.getResult().hasOneUse()) return failure();
  Operation *cast = pad.getResult().getUses().begin()->getOwner();
  if (cast->getName() != CastOp::getOperationName()) return failure();
  Type castType = cast->getResult(0).getType();
  if (!preservesStaticInformation(pad.getResult().getType(), castType)) return failure();
  Operation *newOp = createPadWithoutBody(rewriter, op->getLoc(), castType.cast<RankedTensorType>(), pad.getSource(),
                                          pad.getStaticLow(), pad.getStaticHigh(), pad.getLow().vec(),
                                          pad.getHigh().vec(), pad.getNofold(), getDiscardableAttrs(op));
  rewriter.inlineRegionBefore(pad.getRegion(), newOp->getRegion(0), nullptr);
  rewriter.replaceOp(op, {newOp->getResult(0)});
  rewriter.replaceOp(cast, {newOp->getResult(0)});
  return success();
}

/// FoldStaticPadding: constant low/high operands become static and the
/// result type more static (cast back to the old type).
LogicalResult foldStaticPadding(Operation *op, RewriterBase &rewriter) {
  PadOp pad(op);
  Value input = pad.getSource();
  auto inputType = input.getType().dyn_cast<RankedTensorType>();
  auto oldResultType = pad.getResult().getType().dyn_cast<RankedTensorType>();
  if (!inputType || !oldResultType) return failure();
  ArrayRef<int64_t> inputDims = inputType.getShape(), outputDims = oldResultType.getShape();
  auto splitConstants = [](OperandRange values, std::vector<int64_t> &constants, std::vector<Value> &kept) {
    for (Value v : values) {
      std::optional<int64_t> c = getConstantIntValue(v);
      constants.push_back(c ? *c : kDynamic);
      if (!c) kept.push_back(v);
    }
  };
  std::vector<int64_t> constOperandsLow, constOperandsHigh;
  std::vector<Value> newLows, newHighs;
  splitConstants(pad.getLow(), constOperandsLow, newLows);
  splitConstants(pad.getHigh(), constOperandsHigh, newHighs);
  std::vector<int64_t> constLow(pad.getStaticLow().begin(), pad.getStaticLow().end());
  std::vector<int64_t> constHigh(pad.getStaticHigh().begin(), pad.getStaticHigh().end());
  size_t rank = inputDims.size();
  if (rank != outputDims.size() || rank != constLow.size() || rank != constHigh.size()) return failure();
  size_t lowCount = 0, highCount = 0;
  for (size_t i = 0; i < rank; ++i) {
    if (isDynamic(constLow[i])) constLow[i] = constOperandsLow[lowCount++];
    if (isDynamic(constHigh[i])) constHigh[i] = constOperandsHigh[highCount++];
  }
  std::vector<int64_t> newOutDims;
  for (size_t i = 0; i < rank; ++i) {
    if (!isDynamic(outputDims[i])) {
      newOutDims.push_back(outputDims[i]);
    } else if (isDynamic(constLow[i]) || isDynamic(constHigh[i]) || isDynamic(inputDims[i])) {
      newOutDims.push_back(kDynamic);
    } else {
      newOutDims.push_back(inputDims[i] + constLow[i] + constHigh[i]);
    }
  }
  bool unchanged = std::equal(outputDims.begin(), outputDims.end(), newOutDims.begin(), newOutDims.end());
  bool allDynamic = std::all_of(newOutDims.begin(), newOutDims.end(), isDynamic);
  if (unchanged || allDynamic) return failure();
  auto newResultType = RankedTensorType::get(newOutDims, pad.getResultType().getElementType(), Attribute());
  Operation *newOp = createPadWithoutBody(rewriter, op->getLoc(), newResultType, input, constLow, constHigh, newLows,
                                          newHighs, pad.getNofold(), getDiscardableAttrs(op));
  IRMapping mapping;
  pad.getRegion().cloneInto(&newOp->getRegion(0), nullptr, mapping);
  rewriter.replaceOpWithNewOp<CastOp>(op, oldResultType, newOp->getResult(0));
  return success();
}

}  // namespace

Fold getPadFold() { return foldPad; }

std::vector<Pattern> getPadPatterns() {
  return {foldStaticZeroPadding, foldSourceTensorCast, foldTargetTensorCast, foldStaticPadding};
}

}  // namespace tbuf::tensor::canon

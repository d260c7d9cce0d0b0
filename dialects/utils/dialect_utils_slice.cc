// Assembly and structural checks of source-slicing ops (see
// dialect_utils_slice.h).
#include "dialects/utils/dialect_utils_slice.h"

#include <array>

namespace tbuf {

ParseResult parseSliceOfSource(OpAsmParser &p, OperationState &state, bool (*isKind)(Type),
                               std::string_view kindName) {
  OpAsmParser::UnresolvedOperand source;
  ParsedOffsetsSizesStrides lists;
  if (failed(p.parseOperand(source)) || failed(parseOffsetsSizesStrides(p, lists))) return failure();
  return parseSliceTypesAndResolve(p, state, source, lists, isKind, kindName, isKind, kindName);
}

ParseResult parseSliceTypesAndResolve(OpAsmParser &p, OperationState &state,
                                      const OpAsmParser::UnresolvedOperand &source,
                                      const ParsedOffsetsSizesStrides &lists, bool (*isSourceKind)(Type),
                                      std::string_view sourceKindName, bool (*isResultKind)(Type),
                                      std::string_view resultKindName) {
  Type srcType, dstType;
  std::array<int64_t, 3> counts{};
  if (failed(p.parseOptionalAttrDict(state.attributes)) || failed(p.parseColon()) ||
      failed(parseTypeOfKind(p, srcType, isSourceKind, sourceKindName)) || failed(p.parseKeyword("to")) ||
      failed(parseTypeOfKind(p, dstType, isResultKind, resultKindName)) ||
      failed(p.resolveOperand(source, srcType, state.operands)) ||
      failed(resolveOffsetsSizesStrides(p, lists, state, counts)))
    return failure();
  setOperandSegmentSizes(state, p.getContext(), {1, counts[0], counts[1], counts[2]});
  state.addTypes({dstType});
  return success();
}

void printSliceOfSource(OpAsmPrinter &p, Operation *op) {
  p << " " << op->getOperand(0);
  printOffsetsSizesStrides(p, op, 1, 4);
  p.printOptionalAttrDict(op->getAttrs(), kOffsetSizeStrideElidedAttrs);
  p << " : " << op->getOperand(0).getType() << " to " << op->getResult(0).getType();
}

LogicalResult verifySliceOfSourceStructure(Operation *op, const TypeConstraint &constraint, unsigned &rank) {
  if (failed(verifyAtLeastNumOperands(op, 1)) || failed(verifyNumResults(op, 1)) ||
      failed(verifyOffsetSizeAndStrideStructure(op, 1, 4, {0})) || failed(verifyOperandType(op, 0, constraint)) ||
      failed(verifyResultType(op, 0, constraint)))
    return failure();
  rank = op->getOperand(0).getType().cast<ShapedType>().getRank();
  return verifyOffsetSizeAndStrideOp(op, 1, 4, {rank, rank, rank});
}

LogicalResult verifySliceInBounds(Operation *op, ArrayRef<int64_t> shape) {
  SliceBoundsVerificationResult bounds =
      verifyInBoundsSlice(shape, getDenseI64ArrayAttr(op, kStaticOffsetsAttr), getDenseI64ArrayAttr(op, kStaticSizesAttr),
                          getDenseI64ArrayAttr(op, kStaticStridesAttr));
  if (!bounds.isValid) return op->emitError() << bounds.errorMessage;
  return success();
}

}  // namespace tbuf

// Memref view ops (pure: they only reinterpret an existing buffer):
// subview (with strided-layout inference and rank reduction),
// reinterpret_cast, view and extract_strided_metadata. Custom assembly,
// verifiers with mlir-opt-22's messages, result names and builders.
#include <string>

#include "dialects/utils/dialect_utils.h"
#include "dialects/utils/dialect_utils_layout.h"
#include "dialects/utils/dialect_utils_slice.h"
#include "dialects/memref/memref_ops.h"
#include "dialects/memref/memref_registration.h"
#include "ir/context.h"

namespace tbuf::memref {

namespace {

using Operand = OpAsmParser::UnresolvedOperand;
namespace C = constraints;

bool haveCompatibleOffsets(MemRefType a, MemRefType b) {
  std::vector<int64_t> aStrides, bStrides;
  int64_t aOffset, bOffset;
  return succeeded(a.getStridesAndOffset(aStrides, aOffset)) && succeeded(b.getStridesAndOffset(bStrides, bOffset)) &&
         aOffset == bOffset;
}

bool haveCompatibleStrides(MemRefType a, MemRefType b, const std::vector<bool> &droppedDims) {
  std::vector<int64_t> aStrides, bStrides;
  int64_t aOffset, bOffset;
  if (failed(a.getStridesAndOffset(aStrides, aOffset)) || failed(b.getStridesAndOffset(bStrides, bOffset)))
    return false;
  size_t j = 0;
  for (size_t i = 0; i < aStrides.size(); ++i) {
    if (droppedDims[i]) continue;
    if (j >= bStrides.size() || aStrides[i] != bStrides[j]) return false;
    ++j;
  }
  return true;
}

/// MLIR's produceSubViewErrorMsg (plain emitError).
LogicalResult produceSubViewErrorMsg(SliceVerificationResult result, Operation *op, MemRefType expectedType) {
  std::string actual = quoteType(op->getResult(0).getType());
  switch (result) {
    case SliceVerificationResult::Success: return success();
    case SliceVerificationResult::RankTooLarge:
      return op->emitError() << "expected result rank to be smaller or equal to the source rank, but got " << actual;
    case SliceVerificationResult::SizeMismatch:
      return op->emitError() << "expected result type to be " << quoteType(expectedType)
                             << " or a rank-reduced version. (mismatch of result sizes), but got " << actual;
    case SliceVerificationResult::ElemTypeMismatch:
      return op->emitError() << "expected result element type to be " << quoteType(expectedType.getElementType())
                             << ", but got " << actual;
    case SliceVerificationResult::MemSpaceMismatch:
      return op->emitError() << "expected result and source memory spaces to match, but got " << actual;
    case SliceVerificationResult::LayoutMismatch:
      return op->emitError() << "expected result type to be " << quoteType(expectedType)
                             << " or a rank-reduced version. (mismatch of result layout), but got " << actual;
  }
  return failure();
}

// ---- memref.subview ------------------------------------------------------------

ParseResult parseSubView(OpAsmParser &p, OperationState &state) {
  return parseSliceOfSource(p, state, isMemRefType, "builtin.memref");
}

void printSubView(OpAsmPrinter &p, Operation *op) { printSliceOfSource(p, op); }

LogicalResult verifySubView(Operation *op) {
  unsigned rank = 0;
  if (failed(verifySliceOfSourceStructure(op, C::kMemRef, rank))) return failure();
  SubViewOp subview(op);
  MemRefType baseType = subview.getSourceType();
  MemRefType subViewType = subview.getType();
  if (baseType.getMemorySpace() != subViewType.getMemorySpace())
    return op->emitError() << "different memory spaces specified for base memref type " << quoteType(baseType)
                           << " and subview memref type " << quoteType(subViewType);
  if (!isStrided(baseType)) return op->emitError() << "base type " << quoteType(baseType) << " is not strided";
  ArrayRef<int64_t> offsets = subview.getStaticOffsets();
  ArrayRef<int64_t> sizes = subview.getStaticSizes();
  ArrayRef<int64_t> strides = subview.getStaticStrides();
  MemRefType expected = inferSubViewResultType(baseType, offsets, sizes, strides);
  SliceVerificationResult result = isRankReducedType(expected, subViewType);
  if (result != SliceVerificationResult::Success) return produceSubViewErrorMsg(result, op, expected);
  if (expected.getMemorySpace() != subViewType.getMemorySpace())
    return produceSubViewErrorMsg(SliceVerificationResult::MemSpaceMismatch, op, expected);
  if (!haveCompatibleOffsets(expected, subViewType))
    return produceSubViewErrorMsg(SliceVerificationResult::LayoutMismatch, op, expected);
  std::optional<std::vector<bool>> unusedDims =
      computeMemRefRankReductionMask(expected, subViewType, subview.getMixedSizes());
  if (!unusedDims || !haveCompatibleStrides(expected, subViewType, *unusedDims))
    return produceSubViewErrorMsg(SliceVerificationResult::LayoutMismatch, op, expected);
  return verifySliceInBounds(op, baseType.getShape());
}

// ---- memref.reinterpret_cast ---------------------------------------------------

ParseResult parseReinterpretCast(OpAsmParser &p, OperationState &state) {
  Operand source;
  ParsedOffsetsSizesStrides lists;
  if (failed(p.parseOperand(source)) || failed(p.parseKeyword("to")) || failed(p.parseKeyword("offset")) ||
      failed(p.parseColon()) || failed(parseDynamicIndexList(p, lists.offsets, lists.staticOffsets)) ||
      failed(p.parseComma()) || failed(p.parseKeyword("sizes")) || failed(p.parseColon()) ||
      failed(parseDynamicIndexList(p, lists.sizes, lists.staticSizes)) || failed(p.parseComma()) ||
      failed(p.parseKeyword("strides")) || failed(p.parseColon()) ||
      failed(parseDynamicIndexList(p, lists.strides, lists.staticStrides)))
    return failure();
  return parseSliceTypesAndResolve(p, state, source, lists, isBaseMemRefType, "", isMemRefType, "builtin.memref");
}

void printReinterpretCast(OpAsmPrinter &p, Operation *op) {
  p << " " << op->getOperand(0) << " to offset: ";
  printDynamicIndexList(p, getOperandSegment(op, 1, 4), getDenseI64ArrayAttr(op, kStaticOffsetsAttr));
  p << ", sizes: ";
  printDynamicIndexList(p, getOperandSegment(op, 2, 4), getDenseI64ArrayAttr(op, kStaticSizesAttr));
  p << ", strides: ";
  printDynamicIndexList(p, getOperandSegment(op, 3, 4), getDenseI64ArrayAttr(op, kStaticStridesAttr));
  p.printOptionalAttrDict(op->getAttrs(), kOffsetSizeStrideElidedAttrs);
  p << " : " << op->getOperand(0).getType() << " to " << op->getResult(0).getType();
}

std::string staticOrDynamic(int64_t v) { return isDynamic(v) ? std::string("dynamic") : std::to_string(v); }

LogicalResult verifyReinterpretCast(Operation *op) {
  if (failed(verifyAtLeastNumOperands(op, 1)) || failed(verifyNumResults(op, 1)) ||
      failed(verifyOffsetSizeAndStrideStructure(op, 1, 4, {0})) ||
      failed(verifyOperandType(op, 0, C::kAnyMemRef)) || failed(verifyResultType(op, 0, C::kMemRef)))
    return failure();
  ReinterpretCastOp cast(op);
  auto srcType = cast.getSource().getType().cast<BaseMemRefType>();
  MemRefType resultType = cast.getType();
  unsigned rank = resultType.getRank();
  if (failed(verifyOffsetSizeAndStrideOp(op, 1, 4, {1, rank, rank}))) return failure();
  if (srcType.getMemorySpace() != resultType.getMemorySpace())
    return op->emitError() << "different memory spaces specified for source type " << quoteType(srcType)
                           << " and result memref type " << quoteType(resultType);
  if (srcType.getElementType() != resultType.getElementType())
    return op->emitError() << "different element types specified for source type " << quoteType(srcType)
                           << " and result memref type " << quoteType(resultType);
  ArrayRef<int64_t> staticSizes = cast.getStaticSizes();
  for (int64_t i = 0; i < resultType.getRank(); ++i) {
    int64_t resultSize = resultType.getDimSize(i);
    if (!isDynamic(resultSize) && resultSize != staticSizes[i])
      return op->emitError() << "expected result type with size = " << staticOrDynamic(staticSizes[i])
                             << " instead of " << resultSize << " in dim = " << i;
  }
  std::vector<int64_t> resultStrides;
  int64_t resultOffset;
  if (failed(resultType.getStridesAndOffset(resultStrides, resultOffset)))
    return op->emitError() << "expected result type to have strided layout but found " << quoteType(resultType);
  int64_t expectedOffset = cast.getStaticOffsets().front();
  if (!isDynamic(resultOffset) && resultOffset != expectedOffset)
    return op->emitError() << "expected result type with offset = " << staticOrDynamic(expectedOffset)
                           << " instead of " << resultOffset;
  ArrayRef<int64_t> staticStrides = cast.getStaticStrides();
  for (size_t i = 0; i < resultStrides.size(); ++i) {
    if (!isDynamic(resultStrides[i]) && resultStrides[i] != staticStrides[i])
      return op->emitError() << "expected result type with stride = " << staticOrDynamic(staticStrides[i])
                             << " instead of " << resultStrides[i] << " in dim = " << i;
  }
  return success();
}

// ---- memref.view ---------------------------------------------------------------

const TypeConstraint k1DI8MemRef{[](Type t) {
                                   auto m = t.dyn_cast<MemRefType>();
                                   return m && m.getRank() == 1 && m.getElementType().isInteger(8);
                                 },
                                 "1D memref of 8-bit signless integer values"};

ParseResult parseView(OpAsmParser &p, OperationState &state) {
  Operand source, shift;
  std::vector<Operand> sizes;
  Type srcType, dstType;
  Type index = IndexType::get(p.getContext());
  if (failed(p.parseOperand(source)) || failed(p.parseLSquare()) || failed(p.parseOperand(shift)) ||
      failed(p.parseRSquare()) || failed(p.parseOperandList(sizes, OpAsmParser::Delimiter::Square)) ||
      failed(p.parseOptionalAttrDict(state.attributes)) || failed(p.parseColon()) ||
      failed(parseTypeOfKind(p, srcType, isMemRefType, "builtin.memref")) || failed(p.parseKeyword("to")) ||
      failed(parseTypeOfKind(p, dstType, isMemRefType, "builtin.memref")) ||
      failed(p.resolveOperand(source, srcType, state.operands)) ||
      failed(p.resolveOperand(shift, index, state.operands)) ||
      failed(p.resolveOperands(sizes, index, state.operands)))
    return failure();
  state.addTypes({dstType});
  return success();
}

void printView(OpAsmPrinter &p, Operation *op) {
  p << " " << op->getOperand(0) << "[" << op->getOperand(1) << "][";
  p.printOperands(op->getOperands().drop_front(2));
  p << "]";
  p.printOptionalAttrDict(op->getAttrs());
  p << " : " << op->getOperand(0).getType() << " to " << op->getResult(0).getType();
}

LogicalResult verifyView(Operation *op) {
  if (failed(verifyAtLeastNumOperands(op, 2)) || failed(verifyNumResults(op, 1)) ||
      failed(verifyOperandType(op, 0, k1DI8MemRef)) || failed(verifyOperandType(op, 1, C::kIndex)) ||
      failed(verifyOperandTypes(op, 2, op->getNumOperands() - 2, C::kIndex)) ||
      failed(verifyResultType(op, 0, C::kMemRef)))
    return failure();
  auto baseType = op->getOperand(0).getType().cast<MemRefType>();
  auto viewType = op->getResult(0).getType().cast<MemRefType>();
  if (failed(verifyDynamicDimensionCount(op, viewType, op->getNumOperands() - 2))) return failure();
  if (!hasIdentityLayoutMap(baseType))
    return op->emitError() << "unsupported map for base memref type " << quoteType(baseType);
  if (!hasIdentityLayoutMap(viewType))
    return op->emitError() << "unsupported map for result memref type " << quoteType(viewType);
  if (baseType.getMemorySpace() != viewType.getMemorySpace())
    return op->emitError() << "different memory spaces specified for base memref type " << quoteType(baseType)
                           << " and view memref type " << quoteType(viewType);
  return success();
}

// ---- memref.extract_strided_metadata ---------------------------------------------

ParseResult parseExtractStridedMetadata(OpAsmParser &p, OperationState &state) {
  Operand source;
  Type srcType;
  std::vector<Type> resultTypes;
  if (failed(p.parseOperand(source)) || failed(p.parseColon()) ||
      failed(parseTypeOfKind(p, srcType, isMemRefType, "builtin.memref")) || failed(p.parseArrow()) ||
      failed(p.parseTypeList(resultTypes)) || failed(p.parseOptionalAttrDict(state.attributes)) ||
      failed(p.resolveOperand(source, srcType, state.operands)))
    return failure();
  state.addTypes(resultTypes);
  return success();
}

void printExtractStridedMetadata(OpAsmPrinter &p, Operation *op) {
  p << " " << op->getOperand(0) << " : " << op->getOperand(0).getType() << " -> ";
  for (unsigned i = 0; i < op->getNumResults(); ++i) {
    if (i) p << ", ";
    p << op->getResult(i).getType();
  }
  p.printOptionalAttrDict(op->getAttrs());
}

const TypeConstraint kStridedMemRef{[](Type t) { return t.isa<MemRefType>() && isStrided(t.cast<MemRefType>()); },
                                    "strided memref of any type values"};

LogicalResult verifyExtractStridedMetadata(Operation *op) {
  if (failed(verifyNumOperands(op, 1)) || failed(verifyOperandType(op, 0, kStridedMemRef))) return failure();
  if (op->getNumResults() < 2)
    return op->emitOpError() << "expected 2 or more results, but found " << op->getNumResults();
  auto sourceType = op->getOperand(0).getType().cast<MemRefType>();
  // Fast path: the results already are the inferred types, compared field
  // by field (types are uniqued by these fields), without building them: a
  // rank-0 memref of the source's element type and memory space with the
  // identity layout (so strided), then 1 + 2 * rank indices.
  if (auto base = op->getResult(0).getType().dyn_cast<MemRefType>();
      base && base.getRank() == 0 && !base.getLayout() && base.getElementType() == sourceType.getElementType() &&
      base.getMemorySpace() == sourceType.getMemorySpace() &&
      op->getNumResults() == 2 + 2 * static_cast<uint64_t>(sourceType.getRank())) {
    bool allIndex = true;
    for (unsigned i = 1, e = op->getNumResults(); allIndex && i < e; ++i)
      allIndex = op->getResult(i).getType().isa<IndexType>();
    if (allIndex) return success();
  }
  std::vector<Type> inferred = ExtractStridedMetadataOp::inferReturnTypes(sourceType);
  std::vector<Type> actual = op->getResultTypes();
  auto base = actual[0].dyn_cast<MemRefType>();
  if (!base || base.getRank() != 0 || !isStrided(base))
    return op->emitOpError() << "result #0 must be strided memref of any type values of rank 0, but got "
                             << quoteType(actual[0]);
  if (inferred != actual) {
    InFlightDiagnostic diag = op->emitOpError();
    diag << "inferred type(s) ";
    for (size_t i = 0; i < inferred.size(); ++i) {
      if (i) diag << ", ";
      diag << quoteType(inferred[i]);
    }
    diag << " are incompatible with return type(s) of operation ";
    for (size_t i = 0; i < actual.size(); ++i) {
      if (i) diag << ", ";
      diag << quoteType(actual[i]);
    }
  }
  // MLIR reports the mismatch, then the failed inference.
  if (inferred != actual) return op->emitOpError() << "failed to infer returned types";
  return success();
}

void extractStridedMetadataNames(Operation *op, const OpDefinition::SetNameFn &set) {
  if (op->getNumResults() < 2) return;
  set(op->getResult(0), "base_buffer");
  set(op->getResult(1), "offset");
  size_t rank = (op->getNumResults() - 2) / 2;
  if (rank == 0) return;
  // Only the first value of each group gets a name, so the printer can use
  // the packed `%sizes:2` form.
  set(op->getResult(2), "sizes");
  set(op->getResult(2 + rank), "strides");
}

}  // namespace

// ---- builders and accessors --------------------------------------------------

static void buildOffsetsSizesStrides(OpBuilder &b, OperationState &state, Value source,
                                     ArrayRef<OpFoldResult> offsets, ArrayRef<OpFoldResult> sizes,
                                     ArrayRef<OpFoldResult> strides) {
  state.addOperands({source});
  std::array<int64_t, 3> counts = addMixedOffsetsSizesStrides(state, b.getContext(), offsets, sizes, strides);
  setOperandSegmentSizes(state, b.getContext(), {1, counts[0], counts[1], counts[2]});
}

void SubViewOp::build(OpBuilder &b, OperationState &state, MemRefType resultType, Value source,
                      ArrayRef<OpFoldResult> offsets, ArrayRef<OpFoldResult> sizes, ArrayRef<OpFoldResult> strides) {
  if (!resultType) resultType = inferResultType(source.getType().cast<MemRefType>(), offsets, sizes, strides);
  buildOffsetsSizesStrides(b, state, source, offsets, sizes, strides);
  state.addTypes({resultType});
}

void SubViewOp::build(OpBuilder &b, OperationState &state, Value source, ArrayRef<OpFoldResult> offsets,
                      ArrayRef<OpFoldResult> sizes, ArrayRef<OpFoldResult> strides) {
  build(b, state, MemRefType(), source, offsets, sizes, strides);
}

MemRefType SubViewOp::inferResultType(MemRefType sourceType, ArrayRef<OpFoldResult> offsets,
                                      ArrayRef<OpFoldResult> sizes, ArrayRef<OpFoldResult> strides) {
  return inferSubViewResultType(sourceType, offsets, sizes, strides);
}

MemRefType SubViewOp::inferRankReducedResultType(ArrayRef<int64_t> resultShape, MemRefType sourceType,
                                                 ArrayRef<OpFoldResult> offsets, ArrayRef<OpFoldResult> sizes,
                                                 ArrayRef<OpFoldResult> strides) {
  return inferRankReducedSubViewResultType(resultShape, sourceType, offsets, sizes, strides);
}

std::vector<bool> SubViewOp::getDroppedDims() const {
  MemRefType expected = inferSubViewResultType(getSourceType(), getStaticOffsets(), getStaticSizes(),
                                               getStaticStrides());
  std::optional<std::vector<bool>> mask = computeMemRefRankReductionMask(expected, getType(), getMixedSizes());
  return mask ? *mask : std::vector<bool>(getSourceType().getRank(), false);
}

void ReinterpretCastOp::build(OpBuilder &b, OperationState &state, MemRefType resultType, Value source,
                              OpFoldResult offset, ArrayRef<OpFoldResult> sizes, ArrayRef<OpFoldResult> strides) {
  buildOffsetsSizesStrides(b, state, source, {offset}, sizes, strides);
  state.addTypes({resultType});
}

void ViewOp::build(OpBuilder &, OperationState &state, MemRefType resultType, Value source, Value byteShift,
                   ArrayRef<Value> sizes) {
  state.addOperands({source, byteShift});
  state.addOperands(sizes);
  state.addTypes({resultType});
}

void ExtractStridedMetadataOp::build(OpBuilder &, OperationState &state, Value source) {
  state.addOperands({source});
  state.addTypes(inferReturnTypes(source.getType().cast<MemRefType>()));
}

std::vector<Type> ExtractStridedMetadataOp::inferReturnTypes(MemRefType sourceType) {
  Context *ctx = sourceType.getContext();
  Type index = IndexType::get(ctx);
  std::vector<Type> types = {MemRefType::get({}, sourceType.getElementType(), Attribute(),
                                             sourceType.getMemorySpace()),
                             index};
  for (int64_t i = 0; i < 2 * sourceType.getRank(); ++i) types.push_back(index);
  return types;
}

// ---- registration --------------------------------------------------------------

void registerMemRefViewOps(Context &ctx) {
  const uint32_t pure = static_cast<uint32_t>(OpTrait::Pure);
  const std::vector<std::string> sliceInherent = {std::string(kOperandSegmentSizesAttr),
                                                  std::string(kStaticOffsetsAttr), std::string(kStaticSizesAttr),
                                                  std::string(kStaticStridesAttr)};
  {
    OpDefinition def = makeMemRefDef(SubViewOp::getOperationName(), pure);
    def.inherentAttrs = sliceInherent;
    def.parse = parseSubView;
    def.print = printSubView;
    def.verify = verifySubView;
    def.getAsmResultNames = setSingleResultName<"subview">;
    ctx.registerOp(std::move(def));
  }
  {
    OpDefinition def = makeMemRefDef(ReinterpretCastOp::getOperationName(), pure);
    def.inherentAttrs = sliceInherent;
    def.parse = parseReinterpretCast;
    def.print = printReinterpretCast;
    def.verify = verifyReinterpretCast;
    def.getAsmResultNames = setSingleResultName<"reinterpret_cast">;
    ctx.registerOp(std::move(def));
  }
  {
    OpDefinition def = makeMemRefDef(ViewOp::getOperationName(), pure);
    def.parse = parseView;
    def.print = printView;
    def.verify = verifyView;
    def.getAsmResultNames = setSingleResultName<"view">;
    ctx.registerOp(std::move(def));
  }
  {
    OpDefinition def = makeMemRefDef(ExtractStridedMetadataOp::getOperationName(), pure);
    def.parse = parseExtractStridedMetadata;
    def.print = printExtractStridedMetadata;
    def.verify = verifyExtractStridedMetadata;
    def.getAsmResultNames = extractStridedMetadataNames;
    ctx.registerOp(std::move(def));
  }
}

}  // namespace tbuf::memref

// tensor.extract_slice, tensor.insert_slice and tensor.parallel_insert_slice:
// custom assembly `%src[offsets] [sizes] [strides] : T to U`, verifiers
// (offset/size/stride lists, inferred and rank-reduced types, in-bounds
// static slices) and builders that infer result types, as mlir-opt-22.
#include <string>

#include "dialects/utils/dialect_utils.h"
#include "dialects/utils/dialect_utils_layout.h"
#include "dialects/utils/dialect_utils_slice.h"
#include "dialects/tensor/tensor_ops.h"
#include "dialects/tensor/tensor_registration.h"
#include "ir/context.h"

namespace tbuf::tensor {

namespace {

using Operand = OpAsmParser::UnresolvedOperand;
namespace C = constraints;

/// MLIR's produceSliceErrorMsg for tensor slices (plain emitError).
LogicalResult produceSliceErrorMsg(SliceVerificationResult result, Operation *op, RankedTensorType expectedType) {
  switch (result) {
    case SliceVerificationResult::Success: return success();
    case SliceVerificationResult::RankTooLarge:
      return op->emitError() << "expected rank to be smaller or equal to the other rank. ";
    case SliceVerificationResult::SizeMismatch:
      return op->emitError() << "expected type to be " << quoteType(expectedType)
                             << " or a rank-reduced version. (size mismatch) ";
    case SliceVerificationResult::ElemTypeMismatch:
      return op->emitError() << "expected element type to be " << quoteType(expectedType.getElementType());
    default: return op->emitError() << "unexpected slice verification result";
  }
}

/// Checks `sliceType` against the slice of `fullType` with the op's static
/// sizes, then the static bounds against `fullType` (extract_slice: source,
/// insert_slice: dest).
LogicalResult verifySliceAgainst(Operation *op, RankedTensorType fullType, RankedTensorType sliceType) {
  ArrayRef<int64_t> sizes = getDenseI64ArrayAttr(op, kStaticSizesAttr);
  RankedTensorType expected = inferExtractSliceResultType(fullType, sizes);
  if (failed(produceSliceErrorMsg(isRankReducedType(expected, sliceType), op, expected))) return failure();
  return verifySliceInBounds(op, fullType.getShape());
}

// ---- tensor.extract_slice --------------------------------------------------------

ParseResult parseExtractSlice(OpAsmParser &p, OperationState &state) {
  return parseSliceOfSource(p, state, isRankedTensorType, "builtin.tensor");
}

void printExtractSlice(OpAsmPrinter &p, Operation *op) { printSliceOfSource(p, op); }

LogicalResult verifyExtractSlice(Operation *op) {
  unsigned rank = 0;
  if (failed(verifySliceOfSourceStructure(op, C::kRankedTensor, rank))) return failure();
  auto sourceType = op->getOperand(0).getType().cast<RankedTensorType>();
  return verifySliceAgainst(op, sourceType, op->getResult(0).getType().cast<RankedTensorType>());
}

// ---- tensor.insert_slice / tensor.parallel_insert_slice -------------------------

ParseResult parseInsertSliceLike(OpAsmParser &p, OperationState &state, bool hasResult) {
  Operand source, dest;
  ParsedOffsetsSizesStrides lists;
  Type srcType, dstType;
  std::array<int64_t, 3> counts{};
  if (failed(p.parseOperand(source)) || failed(p.parseKeyword("into")) || failed(p.parseOperand(dest)) ||
      failed(parseOffsetsSizesStrides(p, lists)) || failed(p.parseOptionalAttrDict(state.attributes)) ||
      failed(p.parseColon()) || failed(parseTypeOfKind(p, srcType, isRankedTensorType, "builtin.tensor")) ||
      failed(p.parseKeyword("into")) || failed(parseTypeOfKind(p, dstType, isRankedTensorType, "builtin.tensor")) ||
      failed(p.resolveOperand(source, srcType, state.operands)) ||
      failed(p.resolveOperand(dest, dstType, state.operands)) ||
      failed(resolveOffsetsSizesStrides(p, lists, state, counts)))
    return failure();
  setOperandSegmentSizes(state, p.getContext(), {1, 1, counts[0], counts[1], counts[2]});
  if (hasResult) state.addTypes({dstType});
  return success();
}

ParseResult parseInsertSlice(OpAsmParser &p, OperationState &state) { return parseInsertSliceLike(p, state, true); }
ParseResult parseParallelInsertSlice(OpAsmParser &p, OperationState &state) {
  return parseInsertSliceLike(p, state, false);
}

void printInsertSliceLike(OpAsmPrinter &p, Operation *op) {
  p << " " << op->getOperand(0) << " into " << op->getOperand(1);
  printOffsetsSizesStrides(p, op, 2, 5);
  p.printOptionalAttrDict(op->getAttrs(), kOffsetSizeStrideElidedAttrs);
  p << " : " << op->getOperand(0).getType() << " into " << op->getOperand(1).getType();
}

/// Shared by insert_slice and parallel_insert_slice after their own
/// structural checks.
LogicalResult verifyInsertSliceCommon(Operation *op) {
  if (failed(verifyOffsetSizeAndStrideStructure(op, 2, 5, {0, 1})) ||
      failed(verifyOperandType(op, 0, C::kRankedTensor)) || failed(verifyOperandType(op, 1, C::kRankedTensor)))
    return failure();
  return success();
}

LogicalResult verifyInsertSliceTypes(Operation *op) {
  auto destType = op->getOperand(1).getType().cast<RankedTensorType>();
  unsigned rank = destType.getRank();
  if (failed(verifyOffsetSizeAndStrideOp(op, 2, 5, {rank, rank, rank}))) return failure();
  return verifySliceAgainst(op, destType, op->getOperand(0).getType().cast<RankedTensorType>());
}

LogicalResult verifyInsertSlice(Operation *op) {
  if (failed(verifyAtLeastNumOperands(op, 2)) || failed(verifyNumResults(op, 1)) ||
      failed(verifyInsertSliceCommon(op)) || failed(verifyResultType(op, 0, C::kRankedTensor)))
    return failure();
  if (op->getResult(0).getType() != op->getOperand(1).getType())
    return op->emitOpError() << "failed to verify that expected result type to match dest type";
  return verifyInsertSliceTypes(op);
}

LogicalResult verifyParallelInsertSlice(Operation *op) {
  if (failed(verifyAtLeastNumOperands(op, 2)) || failed(verifyNumResults(op, 0)) ||
      failed(verifyInsertSliceCommon(op)))
    return failure();
  Operation *parent = op->getParentOp();
  if (!parent || parent->getName() != "scf.forall.in_parallel") {
    InFlightDiagnostic diag = op->emitError();
    diag << "expected InParallelOpInterface parent, got:";
    if (parent) diag << "\n" << parent->str();
    return failure();
  }
  return verifyInsertSliceTypes(op);
}

}  // namespace

// ---- builders and accessors --------------------------------------------------

static void buildSlice(OpBuilder &b, OperationState &state, ArrayRef<Value> leading, ArrayRef<OpFoldResult> offsets,
                       ArrayRef<OpFoldResult> sizes, ArrayRef<OpFoldResult> strides) {
  state.addOperands(leading);
  std::array<int64_t, 3> counts = addMixedOffsetsSizesStrides(state, b.getContext(), offsets, sizes, strides);
  std::vector<int64_t> segments(leading.size(), 1);
  segments.insert(segments.end(), counts.begin(), counts.end());
  setOperandSegmentSizes(state, b.getContext(), segments);
}

void ExtractSliceOp::build(OpBuilder &b, OperationState &state, RankedTensorType resultType, Value source,
                           ArrayRef<OpFoldResult> offsets, ArrayRef<OpFoldResult> sizes,
                           ArrayRef<OpFoldResult> strides) {
  if (!resultType) resultType = inferResultType(source.getType().cast<RankedTensorType>(), sizes);
  buildSlice(b, state, {source}, offsets, sizes, strides);
  state.addTypes({resultType});
}

void ExtractSliceOp::build(OpBuilder &b, OperationState &state, Value source, ArrayRef<OpFoldResult> offsets,
                           ArrayRef<OpFoldResult> sizes, ArrayRef<OpFoldResult> strides) {
  build(b, state, RankedTensorType(), source, offsets, sizes, strides);
}

RankedTensorType ExtractSliceOp::inferResultType(RankedTensorType sourceType, ArrayRef<OpFoldResult> sizes) {
  return inferExtractSliceResultType(sourceType, getStaticValues(sizes));
}

RankedTensorType ExtractSliceOp::inferResultType(RankedTensorType sourceType, ArrayRef<int64_t> staticSizes) {
  return inferExtractSliceResultType(sourceType, staticSizes);
}

RankedTensorType ExtractSliceOp::inferCanonicalRankReducedResultType(unsigned desiredResultRank,
                                                                     RankedTensorType sourceType,
                                                                     ArrayRef<OpFoldResult> sizes) {
  return inferCanonicalRankReducedExtractSliceType(desiredResultRank, sourceType, getStaticValues(sizes));
}

std::vector<bool> ExtractSliceOp::getDroppedDims() const {
  ArrayRef<int64_t> resultShape = getType().getShape();
  std::vector<OpFoldResult> mixedSizes = getMixedSizes();
  std::vector<bool> dropped(mixedSizes.size(), false);
  // MLIR's getDroppedDims: walk from the back, matching result dims; a unit
  // size that does not match the next result dim is dropped.
  int64_t shapePos = static_cast<int64_t>(resultShape.size()) - 1;
  for (int64_t i = static_cast<int64_t>(mixedSizes.size()) - 1; i >= 0; --i) {
    std::optional<int64_t> size = mixedSizes[i].attr ? getConstantIntValue(mixedSizes[i]) : std::nullopt;
    if (!size || *size != 1) {
      --shapePos;
      continue;
    }
    if (shapePos < 0 || resultShape[shapePos] != 1) {
      dropped[i] = true;
      continue;
    }
    --shapePos;
  }
  return dropped;
}

void InsertSliceOp::build(OpBuilder &b, OperationState &state, Value source, Value dest,
                          ArrayRef<OpFoldResult> offsets, ArrayRef<OpFoldResult> sizes,
                          ArrayRef<OpFoldResult> strides) {
  buildSlice(b, state, {source, dest}, offsets, sizes, strides);
  state.addTypes({dest.getType()});
}

void ParallelInsertSliceOp::build(OpBuilder &b, OperationState &state, Value source, Value dest,
                                  ArrayRef<OpFoldResult> offsets, ArrayRef<OpFoldResult> sizes,
                                  ArrayRef<OpFoldResult> strides) {
  buildSlice(b, state, {source, dest}, offsets, sizes, strides);
}

// ---- registration --------------------------------------------------------------

void registerTensorSliceOps(Context &ctx) {
  std::vector<std::string> inherent = {std::string(kOperandSegmentSizesAttr), std::string(kStaticOffsetsAttr),
                                       std::string(kStaticSizesAttr), std::string(kStaticStridesAttr)};
  {
    OpDefinition def;
    def.name = std::string(ExtractSliceOp::getOperationName());
    def.dialect = "tensor";
    def.traits = static_cast<uint32_t>(OpTrait::Pure);
    def.inherentAttrs = inherent;
    def.parse = parseExtractSlice;
    def.print = printExtractSlice;
    def.verify = verifyExtractSlice;
    def.getAsmResultNames = setSingleResultName<"extracted_slice">;
    ctx.registerOp(std::move(def));
  }
  {
    OpDefinition def;
    def.name = std::string(InsertSliceOp::getOperationName());
    def.dialect = "tensor";
    def.traits = OpTrait::Pure | OpTrait::DestinationStyle;
    def.inherentAttrs = inherent;
    def.parse = parseInsertSlice;
    def.print = printInsertSliceLike;
    def.verify = verifyInsertSlice;
    def.getAsmResultNames = setSingleResultName<"inserted_slice">;
    ctx.registerOp(std::move(def));
  }
  {
    OpDefinition def;
    def.name = std::string(ParallelInsertSliceOp::getOperationName());
    def.dialect = "tensor";
    def.inherentAttrs = inherent;
    def.parse = parseParallelInsertSlice;
    def.print = printInsertSliceLike;
    def.verify = verifyParallelInsertSlice;
    ctx.registerOp(std::move(def));
  }
}

}  // namespace tbuf::tensor

// The bufferization ops that convert between tensors and buffers or copy a
// buffer:
//
//   %t = bufferization.to_tensor %m [restrict] [writable] {attrs} : memref<4xf32> to tensor<4xf32>
//   %m = bufferization.to_buffer %t [read_only] {attrs} : tensor<4xf32> to memref<4xf32>
//   %c = bufferization.clone %m {attrs} : memref<4xf32> to memref<4xf32>
//
// to_tensor reads its buffer; to_buffer is pure; clone reads its input and
// allocates and writes its result (MLIR's declared effects).
#include "dialects/bufferization/bufferization_internal.h"
#include "dialects/bufferization/bufferization_ops.h"

namespace tbuf::bufferization {

using namespace detail;

namespace {

const TypeConstraint kBufferLike{[](Type t) { return t.isa<BaseMemRefType>(); }, "BufferLikeType instance"};
const TypeConstraint kTensorLike{[](Type t) { return t.isa<TensorType>(); }, "TensorLikeType instance"};

/// MLIR's typesMatchAfterBufferization for builtin tensors and memrefs: the
/// same shape (both unranked, or equal dims) and element type. Emits the
/// reason, then the trait failure, as mlir-opt does.
LogicalResult verifyTensorAndBufferMatch(Operation *op, Type tensor, Type buffer) {
  auto t = tensor.cast<ShapedType>(), m = buffer.cast<ShapedType>();
  const char *reason = nullptr;
  bool sameShape = t.hasRank() == m.hasRank() && (!t.hasRank() || t.getShape() == m.getShape());
  if (!sameShape)
    reason = "shapes do not match";
  else if (t.getElementType() != m.getElementType())
    reason = "element types do not match";
  if (!reason) return success();
  op->emitError() << reason;
  return op->emitOpError() << "failed to verify that specified tensor and buffer types match";
}

/// Operand and result counts of a one-operand, one-result cast op.
LogicalResult verifyCastShape(Operation *op) {
  if (failed(verifyNoRegionsOrSuccessors(op)) || failed(verifyNumResults(op, 1)) || failed(verifyNumOperands(op, 1)))
    return failure();
  return success();
}

/// `%v [kw...] {attrs} : T1 to T2`: shared parser of the three ops. `flags`
/// are the optional unit keywords in order; `srcKind`/`dstKind` check the two
/// types ("invalid kind of type specified").
ParseResult parseCastLike(OpAsmParser &parser, OperationState &state, ArrayRef<std::string_view> flags,
                          bool (*srcKind)(Type), bool (*dstKind)(Type)) {
  OpAsmParser::UnresolvedOperand operand;
  if (failed(parser.parseOperand(operand))) return failure();
  for (std::string_view flag : flags)
    if (succeeded(parser.parseOptionalKeyword(flag))) state.addAttribute(flag, parser.getBuilder().getUnitAttr());
  Type srcType, dstType;
  if (failed(parser.parseOptionalAttrDict(state.attributes)) || failed(parser.parseColon()) ||
      failed(parseTypeOfKind(parser, srcType, srcKind, "")) || failed(parser.parseKeyword("to")) ||
      failed(parseTypeOfKind(parser, dstType, dstKind, "")))
    return failure();
  state.addTypes({dstType});
  return parser.resolveOperand(operand, srcType, state.operands);
}

void printCastLike(OpAsmPrinter &p, Operation *op, ArrayRef<std::string_view> flags) {
  if (op->getNumOperands() != 1 || op->getNumResults() != 1) return printMalformed(p, op);
  p << " " << op->getOperand(0);
  for (std::string_view flag : flags)
    if (op->hasAttr(flag)) p << " " << flag;
  p.printOptionalAttrDict(op->getAttrs(), flags);
  p << " : " << op->getOperand(0).getType() << " to " << op->getResult(0).getType();
}

// ---- bufferization.to_tensor ---------------------------------------------------------

constexpr std::string_view kToTensorFlags[] = {"restrict", "writable"};

ParseResult parseToTensor(OpAsmParser &parser, OperationState &state) {
  return parseCastLike(parser, state, kToTensorFlags, isBaseMemRefType, isTensorType);
}

void printToTensor(OpAsmPrinter &p, Operation *op) { printCastLike(p, op, kToTensorFlags); }

LogicalResult verifyToTensor(Operation *op) {
  if (failed(verifyUnitProperty(op, "restrict")) || failed(verifyUnitProperty(op, "writable")) ||
      failed(verifyCastShape(op)) || failed(verifyOperandType(op, 0, kBufferLike)) ||
      failed(verifyResultType(op, 0, kTensorLike)))
    return failure();
  return verifyTensorAndBufferMatch(op, op->getResult(0).getType(), op->getOperand(0).getType());
}

void getToTensorEffects(Operation *op, std::vector<MemoryEffect> &effects) {
  effects.push_back({EffectKind::Read, op->getOperand(0)});
}

// ---- bufferization.to_buffer ---------------------------------------------------------

constexpr std::string_view kToBufferFlags[] = {"read_only"};

ParseResult parseToBuffer(OpAsmParser &parser, OperationState &state) {
  return parseCastLike(parser, state, kToBufferFlags, isTensorType, isBaseMemRefType);
}

void printToBuffer(OpAsmPrinter &p, Operation *op) { printCastLike(p, op, kToBufferFlags); }

LogicalResult verifyToBuffer(Operation *op) {
  if (failed(verifyUnitProperty(op, "read_only")) || failed(verifyCastShape(op)) ||
      failed(verifyOperandType(op, 0, kTensorLike)) || failed(verifyResultType(op, 0, kBufferLike)))
    return failure();
  return verifyTensorAndBufferMatch(op, op->getOperand(0).getType(), op->getResult(0).getType());
}

// ---- bufferization.clone -------------------------------------------------------------

ParseResult parseClone(OpAsmParser &parser, OperationState &state) {
  return parseCastLike(parser, state, {}, isBaseMemRefType, isBaseMemRefType);
}

void printClone(OpAsmPrinter &p, Operation *op) { printCastLike(p, op, {}); }

LogicalResult verifyClone(Operation *op) {
  if (failed(verifyCastShape(op)) || failed(verifyOperandType(op, 0, constraints::kAnyMemRef)) ||
      failed(verifyResultType(op, 0, constraints::kAnyMemRef)))
    return failure();
  return success();
}

void getCloneEffects(Operation *op, std::vector<MemoryEffect> &effects) {
  effects.push_back({EffectKind::Read, op->getOperand(0)});
  effects.push_back({EffectKind::Write, op->getResult(0)});
  effects.push_back({EffectKind::Allocate, op->getResult(0)});
}

}  // namespace

namespace detail {

void registerCastOps(Context &ctx) {
  addOp(ctx, ToTensorOp::getOperationName(), 0, {"restrict", "writable"}, parseToTensor, printToTensor, verifyToTensor)
      .getEffects = getToTensorEffects;
  addOp(ctx, ToBufferOp::getOperationName(), static_cast<uint32_t>(OpTrait::Pure), {"read_only"}, parseToBuffer,
        printToBuffer, verifyToBuffer);
  addOp(ctx, CloneOp::getOperationName(), 0, {}, parseClone, printClone, verifyClone).getEffects = getCloneEffects;
}

}  // namespace detail
}  // namespace tbuf::bufferization

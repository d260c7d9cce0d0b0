// Assembly, checks and builders of the ops tensor and memref share in form
// (see dialect_utils_shaped_ops.h).
#include "dialects/utils/dialect_utils_shaped_ops.h"

#include <vector>

#include "ir/builder.h"
#include "ir/scratch.h"

namespace tbuf {

using Operand = OpAsmParser::UnresolvedOperand;

void printDimOp(OpAsmPrinter &p, Operation *op) {
  p.printOptionalAttrDict(op->getAttrs());
  p << " " << op->getOperand(0) << ", " << op->getOperand(1) << " : " << op->getOperand(0).getType();
}

void buildDimOpState(OpBuilder &b, OperationState &state, Value source, Value index) {
  state.addOperands({source, index});
  state.addTypes({b.getIndexType()});
}

void buildDimOpState(OpBuilder &b, OperationState &state, Value source, int64_t index) {
  OperationState cst(state.location, "arith.constant");
  cst.addAttribute("value", b.getIndexAttr(index));
  cst.addTypes({b.getIndexType()});
  Value indexValue = b.create(cst)->getResult(0);
  buildDimOpState(b, state, source, indexValue);
}

void RankOpMixin::build(OpBuilder &b, OperationState &state, Value source) {
  state.addOperands({source});
  state.addTypes({b.getIndexType()});
}

void printCastOp(OpAsmPrinter &p, Operation *op) {
  p << " " << op->getOperand(0);
  p.printOptionalAttrDict(op->getAttrs());
  p << " : " << op->getOperand(0).getType() << " to " << op->getResult(0).getType();
}

LogicalResult verifyCastCompatibility(Operation *op, bool (*areCastCompatible)(Type, Type)) {
  Type in = op->getOperand(0).getType(), out = op->getResult(0).getType();
  if (!areCastCompatible(in, out))
    return op->emitOpError() << "operand type " << quoteType(in) << " and result type " << quoteType(out)
                             << " are cast incompatible";
  return success();
}

ParseResult parseElementRead(OpAsmParser &p, OperationState &state, bool (*isKind)(Type),
                             std::string_view kindName) {
  Operand source;
  // Every tensor.extract / memref.load comes here: the index list is the
  // thread's reused one (see ir/scratch.h), not a new allocation per op.
  struct ReadIndicesTag;
  ScratchVector<Operand, ReadIndicesTag> scratch;
  std::vector<Operand> &indices = scratch.get();
  Type type;
  if (failed(p.parseOperand(source)) || failed(p.parseOperandList(indices, OpAsmParser::Delimiter::Square)) ||
      failed(p.parseOptionalAttrDict(state.attributes)) || failed(p.parseColon()) ||
      failed(parseTypeOfKind(p, type, isKind, kindName)) || failed(p.resolveOperand(source, type, state.operands)) ||
      failed(p.resolveOperands(indices, IndexType::get(p.getContext()), state.operands)))
    return failure();
  state.types.push_back(type.cast<ShapedType>().getElementType());
  return success();
}

void printElementRead(OpAsmPrinter &p, Operation *op, ArrayRef<std::string_view> elided) {
  p << " " << op->getOperand(0) << "[";
  p.printOperands(op->getOperands().drop_front());
  p << "]";
  p.printOptionalAttrDict(op->getAttrs(), elided);
  p << " : " << op->getOperand(0).getType();
}

ParseResult parseElementWrite(OpAsmParser &p, OperationState &state, bool (*isKind)(Type),
                              std::string_view kindName, std::string_view separator) {
  Operand value, dest;
  struct WriteIndicesTag;  // as in parseElementRead
  ScratchVector<Operand, WriteIndicesTag> scratch;
  std::vector<Operand> &indices = scratch.get();
  Type type;
  if (failed(p.parseOperand(value)) ||
      failed(separator == "," ? p.parseComma() : p.parseKeyword(separator)) || failed(p.parseOperand(dest)) ||
      failed(p.parseOperandList(indices, OpAsmParser::Delimiter::Square)) ||
      failed(p.parseOptionalAttrDict(state.attributes)) || failed(p.parseColon()) ||
      failed(parseTypeOfKind(p, type, isKind, kindName)) ||
      failed(p.resolveOperand(value, type.cast<ShapedType>().getElementType(), state.operands)) ||
      failed(p.resolveOperand(dest, type, state.operands)) ||
      failed(p.resolveOperands(indices, IndexType::get(p.getContext()), state.operands)))
    return failure();
  return success();
}

void printElementWrite(OpAsmPrinter &p, Operation *op, std::string_view separator,
                       ArrayRef<std::string_view> elided) {
  p << " " << op->getOperand(0) << separator << op->getOperand(1) << "[";
  p.printOperands(op->getOperands().drop_front(2));
  p << "]";
  p.printOptionalAttrDict(op->getAttrs(), elided);
  p << " : " << op->getOperand(1).getType();
}

LogicalResult verifyElementAccessOperands(Operation *op, unsigned sourceIndex, unsigned numResults,
                                          const TypeConstraint &source, LogicalResult (*verifyAttrs)(Operation *)) {
  // Fast path for the usual well-formed op: the same checks in the same
  // order, without a call per check; any failure is reported below.
  if (op->getNumOperands() >= sourceIndex + 1 && op->getNumResults() == numResults) {
    if (verifyAttrs && failed(verifyAttrs(op))) return failure();
    bool typesMatch = source.matches(op->getOperand(sourceIndex).getType());
    for (unsigned i = sourceIndex + 1, e = op->getNumOperands(); typesMatch && i < e; ++i)
      typesMatch = constraints::kIndex.matches(op->getOperand(i).getType());
    if (typesMatch) return success();
    if (failed(verifyOperandType(op, sourceIndex, source)) ||
        failed(verifyOperandTypes(op, sourceIndex + 1, op->getNumOperands() - sourceIndex - 1, constraints::kIndex)))
      return failure();
    return success();
  }
  if (failed(verifyAtLeastNumOperands(op, sourceIndex + 1)) || failed(verifyNumResults(op, numResults)) ||
      (verifyAttrs && failed(verifyAttrs(op))) || failed(verifyOperandType(op, sourceIndex, source)) ||
      failed(verifyOperandTypes(op, sourceIndex + 1, op->getNumOperands() - sourceIndex - 1, constraints::kIndex)))
    return failure();
  return success();
}

void printFromElementsOp(OpAsmPrinter &p, Operation *op) {
  p << " ";
  p.printOperands(op->getOperands());
  p.printOptionalAttrDict(op->getAttrs());
  p << " : " << op->getResult(0).getType();
}

LogicalResult verifyFromElementsOperands(Operation *op, ShapedType type) {
  bool match = static_cast<int64_t>(op->getNumOperands()) == type.getNumElements();
  for (Value v : op->getOperands()) match = match && v.getType() == type.getElementType();
  if (!match) return op->emitOpError() << "failed to verify that operand types match result element type";
  return success();
}

}  // namespace tbuf

// Assembly and common checks of tensor.reshape / memref.reshape (see
// dialect_utils_shape_reshape.h), with MLIR 22's messages.
#include "dialects/utils/dialect_utils_shape_reshape.h"

#include "dialects/utils/dialect_utils.h"
#include "ir/op_asm.h"

namespace tbuf {

ParseResult parseShapeReshape(OpAsmParser &p, OperationState &state) {
  OpAsmParser::UnresolvedOperand source, shape;
  FunctionType type;
  Location loc = p.getCurrentLocation();
  if (failed(p.parseOperand(source)) || failed(p.parseLParen()) || failed(p.parseOperand(shape)) ||
      failed(p.parseRParen()) || failed(p.parseOptionalAttrDict(state.attributes)) || failed(p.parseColon()) ||
      failed(p.parseFunctionType(type)))
    return failure();
  if (type.getNumInputs() != 2 || type.getResults().size() != 1)
    return ParseResult(p.emitError(loc) << "expected 2 operand types and 1 result type");
  if (failed(p.resolveOperand(source, type.getInput(0), state.operands)) ||
      failed(p.resolveOperand(shape, type.getInput(1), state.operands)))
    return failure();
  state.addTypes({type.getResults()[0]});
  return success();
}

void printShapeReshape(OpAsmPrinter &p, Operation *op) {
  p << " " << op->getOperand(0) << "(" << op->getOperand(1) << ")";
  p.printOptionalAttrDict(op->getAttrs());
  p << " : ";
  p.printFunctionalType(op);
}

LogicalResult verifyShapeReshape(Operation *op, std::string_view kind) {
  auto sourceType = op->getOperand(0).getType().cast<ShapedType>();
  auto resultType = op->getResult(0).getType().cast<ShapedType>();
  if (sourceType.getElementType() != resultType.getElementType())
    return op->emitOpError() << "element types of source and destination " << kind << " types should be the same";
  auto shapeType = op->getOperand(1).getType().cast<ShapedType>();
  int64_t shapeSize = shapeType.getShape()[0];
  if (!resultType.hasRank()) return success();
  if (kind == "tensor" && sourceType.hasRank() && sourceType.hasStaticShape() && resultType.hasStaticShape() &&
      sourceType.getNumElements() != resultType.getNumElements())
    return op->emitOpError() << "source and destination tensor should have the same number of elements";
  if (shapeSize == kDynamic)
    return op->emitOpError() << "cannot use shape operand with dynamic length to reshape to statically-ranked "
                             << kind << " type";
  if (shapeSize != resultType.getRank())
    return op->emitOpError() << "length of shape operand differs from the result's " << kind << " rank";
  return success();
}

}  // namespace tbuf

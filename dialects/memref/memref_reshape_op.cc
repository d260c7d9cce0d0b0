// memref.reshape (MLIR 22): `%r = memref.reshape %m(%shape) : (memref<4x4xf32>,
// memref<1xindex>) -> memref<16xf32>`, a view of an identity-layout buffer
// under the shape held by a 1-d memref of sizes (row-major strides). Pure and
// view-like; ODS operand checks and verifier with mlir-opt's messages (the
// common part in dialect_utils_shape_reshape). tensor.reshape bufferizes to it.
#include "dialects/memref/memref_ops.h"
#include "dialects/memref/memref_registration.h"
#include "dialects/utils/dialect_utils.h"
#include "dialects/utils/dialect_utils_layout.h"
#include "dialects/utils/dialect_utils_shape_reshape.h"
#include "ir/context.h"

namespace tbuf::memref {

namespace {

bool isShapeMemRef(Type t) {
  auto ranked = t.dyn_cast<MemRefType>();
  if (!ranked || ranked.getRank() != 1) return false;
  Type e = ranked.getElementType();
  return e.isa<IndexType>() || (e.isa<IntegerType>() && e.cast<IntegerType>().isSignless());
}

const TypeConstraint kShapeMemRef = {isShapeMemRef, "1D memref of signless integer or index values"};

LogicalResult verifyReshape(Operation *op) {
  if (op->getNumOperands() != 2 || op->getNumResults() != 1)
    return op->emitOpError() << "expected 2 operands and 1 result";
  if (failed(verifyOperandType(op, 0, constraints::kAnyMemRef)) || failed(verifyOperandType(op, 1, kShapeMemRef)) ||
      failed(verifyResultType(op, 0, constraints::kAnyMemRef)))
    return failure();
  auto sourceType = op->getOperand(0).getType().cast<ShapedType>();
  auto resultType = op->getResult(0).getType().cast<ShapedType>();
  if (sourceType.getElementType() != resultType.getElementType())
    return op->emitOpError() << "element types of source and destination memref types should be the same";
  if (auto ranked = op->getOperand(0).getType().dyn_cast<MemRefType>(); ranked && !hasIdentityLayoutMap(ranked))
    return op->emitOpError() << "source memref type should have identity affine map";
  if (auto ranked = op->getResult(0).getType().dyn_cast<MemRefType>(); ranked && !hasIdentityLayoutMap(ranked))
    return op->emitOpError() << "result memref type should have identity affine map";
  return verifyShapeReshape(op, "memref");
}

}  // namespace

void registerMemRefReshapeOp(Context &ctx) {
  OpDefinition def = makeMemRefDef(ReshapeOp::getOperationName(), static_cast<uint32_t>(OpTrait::Pure));
  def.parse = parseShapeReshape;
  def.print = printShapeReshape;
  def.verify = verifyReshape;
  def.getAsmResultNames = setSingleResultName<"reshape">;
  ctx.registerOp(std::move(def));
}

}  // namespace tbuf::memref

// tensor.reshape (MLIR 22): `%r = tensor.reshape %t(%shape) : (tensor<4x4xf32>,
// tensor<1xindex>) -> tensor<16xf32>`, the same elements in row-major order
// under the shape given by a 1-d tensor of sizes. Pure; ODS operand checks
// and verifier with mlir-opt's messages (the common part in
// dialect_utils_shape_reshape). Bufferizes to memref.reshape
// (bufferize/models/tensor_models_reshape_op.cc).
#include "dialects/tensor/tensor_ops.h"
#include "dialects/tensor/tensor_registration.h"
#include "dialects/utils/dialect_utils.h"
#include "dialects/utils/dialect_utils_shape_reshape.h"
#include "ir/context.h"

namespace tbuf::tensor {

namespace {

bool isIntOrIndex(Type t) { return t.isa<IntegerType>() || t.isa<IndexType>(); }

bool isShapeTensor(Type t) {
  auto ranked = t.dyn_cast<RankedTensorType>();
  return ranked && ranked.getRank() == 1 && isIntOrIndex(ranked.getElementType()) &&
         (!ranked.getElementType().isa<IntegerType>() || ranked.getElementType().cast<IntegerType>().isSignless());
}

const TypeConstraint kShapeTensor = {isShapeTensor, "1D tensor of signless integer or index values"};

LogicalResult verifyReshape(Operation *op) {
  if (op->getNumOperands() != 2 || op->getNumResults() != 1)
    return op->emitOpError() << "expected 2 operands and 1 result";
  if (failed(verifyOperandType(op, 0, constraints::kTensor)) || failed(verifyOperandType(op, 1, kShapeTensor)) ||
      failed(verifyResultType(op, 0, constraints::kTensor)))
    return failure();
  return verifyShapeReshape(op, "tensor");
}

}  // namespace

void registerTensorReshapeOp(Context &ctx) {
  OpDefinition def;
  def.name = std::string(ReshapeOp::getOperationName());
  def.dialect = "tensor";
  def.traits = static_cast<uint32_t>(OpTrait::Pure);
  def.parse = parseShapeReshape;
  def.print = printShapeReshape;
  def.verify = verifyReshape;
  def.getAsmResultNames = setSingleResultName<"reshape">;
  ctx.registerOp(std::move(def));
}

}  // namespace tbuf::tensor

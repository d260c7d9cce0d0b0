// Ops of MLIR's test dialect for bufferizing custom tensor-like values
// (their BufferizableOpInterface models are in
// bufferize/models/test_models.cc), in generic form as in mlir-opt:
//   "test.create_tensor_op"() : () -> T          a new TensorLike value
//   "test.dummy_tensor_op"(%t) : (T) -> T2       reads and writes %t, result
//                                                aliases nothing
//   "test.create_memref_op"() : () -> M          their bufferized forms, on
//   "test.dummy_memref_op"(%m) : (M) -> M2       BufferLike values; no declared
//                                                memory effects (unknown)
// T/T2 are TensorLike (builtin tensors, !test.test_tensor), M/M2 BufferLike
// (builtin memrefs, !test.test_memref); see test_tensor_like.h.
#include "dialects/test/test_internal.h"
#include "dialects/test/test_tensor_like.h"
#include "dialects/utils/dialect_utils.h"
#include "ir/context.h"

namespace tbuf {

namespace {

const TypeConstraint kTensorLike{[](Type t) { return test::isTensorLike(t); }, "TensorLikeType instance"};
const TypeConstraint kBufferLike{[](Type t) { return test::isBufferLike(t); }, "BufferLikeType instance"};

/// ODS's order: result count, operand count, operand types, result types.
LogicalResult verifyOneToOne(Operation *op, const TypeConstraint &c) {
  if (failed(verifyNumResults(op, 1)) || failed(verifyNumOperands(op, 1)) ||
      failed(verifyOperandType(op, 0, c)) || failed(verifyResultType(op, 0, c)))
    return failure();
  return success();
}

LogicalResult verifyCreate(Operation *op, const TypeConstraint &c) {
  if (failed(verifyNumResults(op, 1)) || failed(verifyNumOperands(op, 0)) || failed(verifyResultType(op, 0, c)))
    return failure();
  return success();
}

}  // namespace

void registerTestBufferizationOps(Context &ctx) {
  {
    OpDefinition def = makeTestDef("test.create_tensor_op");
    def.verify = [](Operation *op) { return verifyCreate(op, kTensorLike); };
    ctx.registerOp(std::move(def));
  }
  {
    OpDefinition def = makeTestDef("test.dummy_tensor_op");
    def.verify = [](Operation *op) { return verifyOneToOne(op, kTensorLike); };
    ctx.registerOp(std::move(def));
  }
  {
    OpDefinition def = makeTestDef("test.create_memref_op");
    def.verify = [](Operation *op) { return verifyCreate(op, kBufferLike); };
    ctx.registerOp(std::move(def));
  }
  {
    OpDefinition def = makeTestDef("test.dummy_memref_op");
    def.verify = [](Operation *op) { return verifyOneToOne(op, kBufferLike); };
    ctx.registerOp(std::move(def));
  }
}

}  // namespace tbuf

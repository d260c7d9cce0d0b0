// Bufferization models of the tensor-like ops of MLIR's test dialect
// (dialects/test/test_bufferization_ops.cc), as mlir-opt's test dialect
// declares them:
//   test.create_tensor_op  -> "test.create_memref_op"() of its buffer type
//   test.dummy_tensor_op   -> "test.dummy_memref_op"(buffer of the operand)
// dummy_tensor_op reads and writes its operand and its result aliases
// nothing (a new buffer), so an operand that must not be written is copied
// first. The buffer type of either result is a memref of the result's
// shape and element type whose layout is the `#test.memref_layout` of the
// result's `#test.tensor_encoding`, in the default memory space.
// mlir-opt-22 crashes on results without such an encoding (and bufferizes
// `!test.test_tensor` to `!test.test_memref`, a type tbuf's bufferization
// cannot produce); tbuf reports both as located errors.
#include <optional>

#include "bufferize/bufferizable_op_interface.h"
#include "bufferize/models/register.h"
#include "dialects/test/test_tensor_like.h"
#include "ir/builder.h"
#include "ir/context.h"
#include "ir/operation.h"

namespace tbuf::bufferization {

namespace {

/// memref<shape x T, #test.memref_layout<E>> for tensor<shape x T, #test.tensor_encoding<E>>.
std::optional<BaseMemRefType> getTestBufferType(Operation *op, Type type) {
  auto tensorType = type.dyn_cast<RankedTensorType>();
  Attribute layout = tensorType ? test::getMemRefLayoutForTensorEncoding(tensorType.getEncoding()) : Attribute();
  if (!layout) {
    op->emitOpError() << "cannot bufferize '" << type << "': expected a ranked tensor with a #test.tensor_encoding";
    return std::nullopt;
  }
  return BaseMemRefType(MemRefType::get(tensorType.getShape(), tensorType.getElementType(), layout, Attribute()));
}

class TestTensorOpModelBase : public BufferizableOpInterface {
 public:
  bool bufferizesToMemoryRead(Operation *, OpOperand &, const AnalysisState &) const override { return true; }
  bool bufferizesToMemoryWrite(Operation *, OpOperand &, const AnalysisState &) const override { return true; }
  AliasingValueList getAliasingValues(Operation *, OpOperand &, const AnalysisState &) const override { return {}; }
  std::optional<BaseMemRefType> getBufferType(Operation *op, Value value, const BufferizationOptions &,
                                              const BufferizationState &, std::vector<Value> &) const override {
    return getTestBufferType(op, value.getType());
  }

 protected:
  /// Replaces `op` by `memrefOpName` with `operands` and the buffer type of
  /// its result.
  static LogicalResult replaceWithMemRefOp(Operation *op, std::string_view memrefOpName, ArrayRef<Value> operands,
                                           RewriterBase &rewriter) {
    std::optional<BaseMemRefType> bufferType = getTestBufferType(op, op->getResult(0).getType());
    if (!bufferType) return failure();
    rewriter.setInsertionPoint(op);
    OperationState state(op->getLoc(), memrefOpName);
    state.operands.assign(operands.begin(), operands.end());
    state.addTypes({Type(*bufferType)});
    Operation *memrefOp = rewriter.create(state);
    replaceOpWithBufferizedValues(rewriter, op, {memrefOp->getResult(0)});
    return success();
  }
};

class CreateTensorOpModel : public TestTensorOpModelBase {
 public:
  LogicalResult bufferize(Operation *op, RewriterBase &rewriter, const BufferizationOptions &,
                          BufferizationState &) const override {
    return replaceWithMemRefOp(op, "test.create_memref_op", {}, rewriter);
  }
};

class DummyTensorOpModel : public TestTensorOpModelBase {
 public:
  LogicalResult bufferize(Operation *op, RewriterBase &rewriter, const BufferizationOptions &options,
                          BufferizationState &state) const override {
    std::optional<Value> buffer = getBuffer(rewriter, op->getOperand(0), options, state);
    if (!buffer) return failure();
    return replaceWithMemRefOp(op, "test.dummy_memref_op", {*buffer}, rewriter);
  }
};

}  // namespace

void registerTestBufferizableModels(Context &ctx) {
  ctx.attachInterface<BufferizableOpInterface>("test.create_tensor_op", std::make_unique<CreateTensorOpModel>());
  ctx.attachInterface<BufferizableOpInterface>("test.dummy_tensor_op", std::make_unique<DummyTensorOpModel>());
}

}  // namespace tbuf::bufferization

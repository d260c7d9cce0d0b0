// Bufferization model of tensor.reshape (MLIR 22's ReshapeOpInterface):
//   %r = tensor.reshape %t(%shape)  ->  %r = memref.reshape %buf(%shapeBuf)
// The shape operand is read; the result is Equivalent to the source. The
// result buffer has the identity layout in the source's memory space.
// memref.reshape needs an identity-layout source: a source buffer with any
// other layout (e.g. a fully dynamic function argument) is first copied into
// a new identity-layout buffer.
#include "bufferize/models/tensor_models_internal.h"
#include "dialects/bufferization/bufferization_ops.h"
#include "dialects/memref/memref_ops.h"
#include "dialects/tensor/tensor_ops.h"
#include "dialects/utils/dialect_utils_layout.h"

namespace tbuf::bufferization::tensor_models {
namespace {

class ReshapeOpModel : public BufferizableOpInterface {
 public:
  /// Only the shape is read (the source may be copied, but that copy reads
  /// it through its own alloc_tensor).
  bool bufferizesToMemoryRead(Operation *, OpOperand &operand, const AnalysisState &) const override {
    return operand.getOperandNumber() == 1;
  }
  bool bufferizesToMemoryWrite(Operation *, OpOperand &, const AnalysisState &) const override { return false; }
  AliasingValueList getAliasingValues(Operation *op, OpOperand &operand, const AnalysisState &) const override {
    if (operand.getOperandNumber() != 0) return {};
    return {{op->getResult(0), BufferRelation::Equivalent, true}};
  }

  std::optional<BaseMemRefType> getBufferType(Operation *op, Value, const BufferizationOptions &options,
                                              const BufferizationState &state,
                                              std::vector<Value> &invocationStack) const override {
    tensor::ReshapeOp reshape(op);
    std::optional<BaseMemRefType> sourceType =
        bufferization::getBufferType(reshape.getSource(), options, state, invocationStack);
    if (!sourceType) return std::nullopt;
    return getMemRefTypeWithStaticIdentityLayout(op->getResult(0).getType().cast<TensorType>(),
                                                 sourceType->getMemorySpace());
  }

  LogicalResult bufferize(Operation *op, RewriterBase &rewriter, const BufferizationOptions &options,
                          BufferizationState &state) const override {
    tensor::ReshapeOp reshape(op);
    rewriter.setInsertionPoint(op);
    std::optional<Value> source = getBuffer(rewriter, reshape.getSource(), options, state);
    std::optional<Value> shape = getBuffer(rewriter, reshape.getShape(), options, state);
    if (!source || !shape) return failure();
    std::optional<BaseMemRefType> resultType = bufferization::getBufferType(op->getResult(0), options, state);
    if (!resultType) return failure();
    Value buffer = *source;
    if (auto sourceType = buffer.getType().dyn_cast<MemRefType>(); sourceType && !hasIdentityLayoutMap(sourceType)) {
      std::optional<Value> copy =
          allocateTensorForShapedValue(rewriter, op->getLoc(), reshape.getSource(), options, state, /*copy=*/true);
      if (!copy) return failure();
      MemRefType identity = MemRefType::get(sourceType.getShape(), sourceType.getElementType(), Attribute(),
                                            sourceType.getMemorySpace());
      buffer = rewriter.create<ToBufferOp>(op->getLoc(), identity, *copy).getBuffer();
    }
    replaceOpWithNewBufferizedOp<memref::ReshapeOp>(rewriter, op, Type(*resultType), buffer, *shape);
    return success();
  }
};

}  // namespace

void registerReshapeOpModel(Context &ctx) {
  ctx.attachInterface<BufferizableOpInterface>(tensor::ReshapeOp::getOperationName(),
                                               std::make_unique<ReshapeOpModel>());
}

}  // namespace tbuf::bufferization::tensor_models

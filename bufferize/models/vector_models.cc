// Bufferization models of the vector ops that meet tensors (MLIR's
// vector BufferizableOpInterfaceImpl):
//   vector.transfer_read %t   reads %t, aliases nothing; becomes a
//                             transfer_read of %t's buffer
//   vector.transfer_write %v, %t
//                             destination style: the result is equivalent to
//                             %t; %t is read unless the write provably covers
//                             all of it (static shape, zero indices, no
//                             mask, vector at least as large in every dim);
//                             becomes a result-less transfer_write into
//                             %t's buffer
// Vector ops without tensor operands need no model.
#include <vector>

#include "bufferize/analysis_state.h"
#include "bufferize/models/register.h"
#include "dialects/utils/dialect_utils.h"
#include "dialects/utils/dialect_utils_fold.h"
#include "dialects/vector/vector_ops.h"
#include "ir/diagnostics.h"

namespace tbuf::bufferization {
namespace {

class TransferReadOpModel : public BufferizableOpInterface {
 public:
  bool bufferizesToMemoryRead(Operation *, OpOperand &, const AnalysisState &) const override { return true; }
  bool bufferizesToMemoryWrite(Operation *, OpOperand &, const AnalysisState &) const override { return false; }
  AliasingValueList getAliasingValues(Operation *, OpOperand &, const AnalysisState &) const override { return {}; }

  LogicalResult bufferize(Operation *op, RewriterBase &rewriter, const BufferizationOptions &options,
                          BufferizationState &state) const override {
    vector::TransferReadOp read(op);
    rewriter.setInsertionPoint(op);
    std::optional<Value> buffer = getBuffer(rewriter, read.getBase(), options, state);
    if (!buffer) return failure();
    std::vector<Value> operands = op->getOperands().vec();
    operands[0] = *buffer;
    Operation *newRead = cloneWithOperands(rewriter, op, {read.getVectorType()}, operands);
    replaceOpWithBufferizedValues(rewriter, op, {newRead->getResult(0)});
    return success();
  }
};

class TransferWriteOpModel : public DstBufferizableOpInterfaceExternalModel {
 public:
  bool bufferizesToMemoryRead(Operation *op, OpOperand &operand, const AnalysisState &state) const override {
    vector::TransferWriteOp write(op);
    if (!isDpsInit(op, operand)) return DstBufferizableOpInterfaceExternalModel::bufferizesToMemoryRead(op, operand, state);
    ShapedType shaped = write.getShapedType();
    if (!shaped.hasStaticShape() || write.getMask()) return true;
    for (Value index : write.getIndices()) {
      std::optional<int64_t> c = getConstantIntValue(index);
      if (!c || *c != 0) return true;
    }
    ArrayRef<int64_t> vectorShape = write.getVectorType().getShape();
    for (size_t i = 0; i < shaped.getShape().size() && i < vectorShape.size(); ++i)
      if (shaped.getShape()[i] > vectorShape[i]) return true;
    return false;
  }

  LogicalResult bufferize(Operation *op, RewriterBase &rewriter, const BufferizationOptions &options,
                          BufferizationState &state) const override {
    vector::TransferWriteOp write(op);
    rewriter.setInsertionPoint(op);
    std::optional<Value> buffer = getBuffer(rewriter, write.getBase(), options, state);
    if (!buffer) return failure();
    std::vector<Value> operands = op->getOperands().vec();
    operands[1] = *buffer;
    cloneWithOperands(rewriter, op, {}, operands);
    replaceOpWithBufferizedValues(rewriter, op, {*buffer});
    return success();
  }

 protected:
  bool isDpsInit(Operation *, OpOperand &operand) const override { return operand.getOperandNumber() == 1; }
  Value getTiedResult(Operation *op, OpOperand &) const override { return op->getResult(0); }
};

}  // namespace

void registerVectorBufferizableModels(Context &ctx) {
  ctx.attachInterface<BufferizableOpInterface>(vector::TransferReadOp::getOperationName(),
                                               std::make_unique<TransferReadOpModel>());
  ctx.attachInterface<BufferizableOpInterface>(vector::TransferWriteOp::getOperationName(),
                                               std::make_unique<TransferWriteOpModel>());
}

}  // namespace tbuf::bufferization

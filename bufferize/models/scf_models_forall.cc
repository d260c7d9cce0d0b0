// Bufferization models of scf.forall and scf.forall.in_parallel (MLIR 22's
// ForallOpInterface / InParallelOpInterface).
//
// Analysis: every shared_outs operand is read (conservatively: the body may
// not overwrite all of it) and written, and is Equivalent (definitely) to
// its tied result; the shared_outs block arguments are writable. The body
// is a repetitive and parallel region unless every dimension has a single
// iteration (constant bounds with lb + step >= ub), which lets the analysis
// detect conflicts between parallel iterations (check-parallel-regions).
// A shared_outs operand may still bufferize out of place (it is then copied
// before the loop), as in MLIR.
//
// Rewrite: the block arguments are replaced by `to_tensor` of the outputs'
// buffers, and a new scf.forall without results takes over the body. The
// tensor.parallel_insert_slice ops in the terminator bufferize themselves
// (tensor models); scf.forall.in_parallel has no tensor operands and needs
// no rewrite.
#include <algorithm>

#include "bufferize/models/scf_models_internal.h"
#include "dialects/bufferization/bufferization_ops.h"
#include "dialects/utils/dialect_utils.h"
#include "dialects/scf/scf_ops.h"
#include "ir/diagnostics.h"

namespace tbuf::bufferization::scf_models {
namespace {

class ForallOpModel : public BufferizableOpInterface {
 public:
  bool bufferizesToMemoryRead(Operation *, OpOperand &, const AnalysisState &) const override {
    // All tensor operands are shared_outs, assumed read by the loop.
    return true;
  }
  bool bufferizesToMemoryWrite(Operation *, OpOperand &, const AnalysisState &) const override { return true; }

  AliasingValueList getAliasingValues(Operation *op, OpOperand &operand, const AnalysisState &) const override {
    OpResult result = scf::ForallOp(op).getTiedOpResult(&operand);
    if (!result) return {};
    return {{result, BufferRelation::Equivalent, /*isDefinite=*/true}};
  }

  /// MLIR's default: unranked tensor operands always bufferize in place.
  bool mustBufferizeInPlace(Operation *, OpOperand &operand, const AnalysisState &) const override {
    return operand.get().getType().isa<UnrankedTensorType>();
  }

  bool isWritable(Operation *, Value, const AnalysisState &) const override { return true; }

  LogicalResult bufferize(Operation *op, RewriterBase &rewriter, const BufferizationOptions &options,
                          BufferizationState &state) const override {
    OpBuilder::InsertionGuard guard(rewriter);
    scf::ForallOp forallOp(op);
    int64_t rank = forallOp.getRank();

    // Buffers of all outputs.
    std::vector<Value> buffers;
    for (Value out : forallOp.getOutputs()) {
      std::optional<Value> buffer = getBuffer(rewriter, out, options, state);
      if (!buffer) return failure();
      buffers.push_back(*buffer);
    }

    // The body uses the buffers (as tensors) instead of the block arguments.
    rewriter.setInsertionPointToStart(forallOp.getBody());
    std::vector<Value> outArgs = forallOp.getRegionOutArgs();
    for (size_t i = 0; i < outArgs.size() && i < buffers.size(); ++i) {
      Value asTensor = rewriter.create<ToTensorOp>(op->getLoc(), outArgs[i].getType(), buffers[i]).getResult();
      rewriter.replaceAllUsesWith(outArgs[i], asTensor);
    }

    // A new scf.forall without results; drop the builder's terminator.
    rewriter.setInsertionPoint(op);
    auto newForallOp = rewriter.create<scf::ForallOp>(op->getLoc(), forallOp.getMixedLowerBound(),
                                                      forallOp.getMixedUpperBound(), forallOp.getMixedStep(),
                                                      ValueRange(), forallOp.getMapping());
    // Keep the discardable attributes.
    const std::vector<std::string> &inherent = op->getDef()->inherentAttrs;
    for (const NamedAttribute &attr : op->getAttrs()) {
      std::string_view name = attr.name;
      if (std::find(inherent.begin(), inherent.end(), name) == inherent.end()) newForallOp->setAttr(name, attr.value);
    }
    Block *newBody = newForallOp.getBody();
    if (!newBody->empty()) rewriter.eraseOp(newBody->getTerminator());

    // Move the body over; the shared_outs arguments have no uses left.
    std::vector<Value> ivs = newBody->getArguments();
    ivs.resize(std::min<size_t>(ivs.size(), static_cast<size_t>(rank)));
    rewriter.mergeBlocks(forallOp.getBody(), newBody, ivs);

    // The results are the outputs' buffers.
    replaceOpWithBufferizedValues(rewriter, op, buffers);
    return success();
  }

  std::optional<BaseMemRefType> getBufferType(Operation *op, Value value, const BufferizationOptions &options,
                                              const BufferizationState &state,
                                              std::vector<Value> &invocationStack) const override {
    scf::ForallOp forallOp(op);
    // A block argument and a result have the buffer type of their output.
    OpOperand *output = nullptr;
    if (auto bbArg = value.dyn_cast<BlockArgument>())
      output = forallOp.getTiedOpOperand(bbArg);
    else if (auto result = value.dyn_cast<OpResult>())
      output = forallOp.getTiedOpOperand(result);
    if (!output) {
      op->emitOpError() << "expected a shared_outs block argument or a result";
      return std::nullopt;
    }
    return bufferization::getBufferType(output->get(), options, state, invocationStack);
  }

  /// Repetitive unless every dimension runs once: constant lb, ub, step with
  /// lb + step >= ub (MLIR's rule; dynamic control values count as
  /// repetitive).
  bool isRepetitiveRegion(Operation *op, unsigned) const override {
    scf::ForallOp forallOp(op);
    std::vector<OpFoldResult> lbs = forallOp.getMixedLowerBound(), ubs = forallOp.getMixedUpperBound(),
                              steps = forallOp.getMixedStep();
    for (size_t i = 0; i < lbs.size() && i < ubs.size() && i < steps.size(); ++i) {
      std::optional<int64_t> lb = getConstantIntValue(lbs[i]);
      std::optional<int64_t> ub = getConstantIntValue(ubs[i]);
      std::optional<int64_t> step = getConstantIntValue(steps[i]);
      if (!lb || !ub || !step) return true;
      if (*lb + *step < *ub) return true;
    }
    return false;
  }

  bool isParallelRegion(Operation *op, unsigned index) const override { return isRepetitiveRegion(op, index); }
};

/// scf.forall.in_parallel: no tensor operands or results; its
/// parallel-combining ops bufferize themselves.
class InParallelOpModel : public BufferizableOpInterface {
 public:
  bool bufferizesToMemoryRead(Operation *, OpOperand &, const AnalysisState &) const override { return false; }
  bool bufferizesToMemoryWrite(Operation *, OpOperand &, const AnalysisState &) const override { return false; }
  AliasingValueList getAliasingValues(Operation *, OpOperand &, const AnalysisState &) const override { return {}; }
  LogicalResult bufferize(Operation *op, RewriterBase &, const BufferizationOptions &,
                          BufferizationState &) const override {
    return op->emitOpError() << "op does not have any tensor OpOperands / OpResults";
  }
};

}  // namespace

void registerForallModels(Context &ctx) {
  ctx.attachInterface<BufferizableOpInterface>(scf::ForallOp::getOperationName(), std::make_unique<ForallOpModel>());
  ctx.attachInterface<BufferizableOpInterface>(scf::InParallelOp::getOperationName(),
                                               std::make_unique<InParallelOpModel>());
}

}  // namespace tbuf::bufferization::scf_models

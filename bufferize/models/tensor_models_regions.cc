// Bufferization models of the tensor ops with a body computing elements
// (MLIR's GenerateOpInterface and PadOpInterface). MLIR 22 lowers both to a
// new allocation filled by a `linalg.map` whose body is the op's body with
// `linalg.index` ops in place of the index arguments:
//   tensor.generate -> alloc_tensor + linalg.map
//   tensor.pad      -> alloc_tensor + linalg.map (the padding value
//                      everywhere) + tensor.insert_slice of the source at
//                      the low padding offsets (bufferized in turn to a
//                      subview + copy)
// The new alloc_tensor / linalg.map / insert_slice ops are tensor ops that
// the driver bufferizes afterwards. tensor.yield needs no model: it is moved
// into the linalg.map and replaced by linalg.yield.
//
// Deviation from mlir-opt: MLIR computes dynamic pad sizes with affine.apply
// (and once more, unused, before allocating); tbuf has no affine dialect and
// computes them once with arith.addi.
#include "bufferize/models/tensor_models_internal.h"
#include "dialects/tensor/tensor_ops.h"
#include "ir/diagnostics.h"

namespace tbuf::bufferization::tensor_models {
namespace {

/// Creates a new tensor; reads the (tensor) operands; aliases nothing.
class GenerateLikeModel : public BufferizableOpInterface {
 public:
  bool bufferizesToMemoryRead(Operation *, OpOperand &, const AnalysisState &) const override { return true; }
  bool bufferizesToMemoryWrite(Operation *, OpOperand &, const AnalysisState &) const override { return false; }
  AliasingValueList getAliasingValues(Operation *, OpOperand &, const AnalysisState &) const override { return {}; }
  bool bufferizesToAllocation(Operation *, Value) const override { return true; }
};

/// Checks the single-block body with one index argument per result dim.
LogicalResult verifyGenerateBody(Operation *op, Region &body, int64_t rank) {
  if (body.empty() || &body.front() != &body.back() ||
      static_cast<int64_t>(body.front().getNumArguments()) != rank || body.front().empty() ||
      !tbuf::isa<tensor::YieldOp>(&body.front().back()))
    return op->emitOpError() << "expected a single-block body with " << rank
                             << " index arguments ending in tensor.yield";
  return success();
}

class GenerateOpModel : public GenerateLikeModel {
 public:
  LogicalResult bufferize(Operation *op, RewriterBase &rewriter, const BufferizationOptions &options,
                          BufferizationState &) const override {
    tensor::GenerateOp generate(op);
    Location loc = op->getLoc();
    // As MLIR 22: the new buffer is always in the default memory space.
    if (options.defaultMemorySpace(generate.getType()) != std::optional<Attribute>(Attribute()))
      return op->emitError() << "memory space not implemented yet";
    if (failed(verifyGenerateBody(op, generate.getBody(), generate.getType().getRank()))) return failure();
    rewriter.setInsertionPoint(op);
    std::optional<Value> alloc = allocateTensorForOpResult(rewriter, loc, op->getResult(0));
    if (!alloc) return failure();
    Value result = lowerGenerateLikeOpBody(rewriter, loc, *alloc, generate.getBody());
    rewriter.replaceOp(op, ArrayRef<Value>({result}));
    return success();
  }
};

class PadOpModel : public GenerateLikeModel {
 public:
  /// An identity-layout buffer of the result shape in the source's memory
  /// space.
  std::optional<BaseMemRefType> getBufferType(Operation *op, Value, const BufferizationOptions &options,
                                              const BufferizationState &state,
                                              std::vector<Value> &invocationStack) const override {
    tensor::PadOp pad(op);
    std::optional<BaseMemRefType> srcType =
        bufferization::getBufferType(pad.getSource(), options, state, invocationStack);
    if (!srcType) return std::nullopt;
    return BaseMemRefType(getAllocBufferType(pad.getResultType(), srcType->getMemorySpace()));
  }

  LogicalResult bufferize(Operation *op, RewriterBase &rewriter, const BufferizationOptions &options,
                          BufferizationState &state) const override {
    tensor::PadOp pad(op);
    Location loc = op->getLoc();
    RankedTensorType srcType = pad.getSourceType();
    if (failed(verifyGenerateBody(op, pad.getRegion(), pad.getResultType().getRank()))) return failure();
    rewriter.setInsertionPoint(op);
    std::optional<BaseMemRefType> bufferType = bufferization::getBufferType(pad.getResult(), options, state);
    if (!bufferType) return failure();
    std::optional<Value> alloc =
        allocateTensorForOpResult(rewriter, loc, op->getResult(0), bufferType->getMemorySpace());
    if (!alloc) return failure();
    Value filled = lowerGenerateLikeOpBody(rewriter, loc, *alloc, pad.getRegion());

    // Insert the source at the low padding offsets.
    std::vector<OpFoldResult> sizes;
    for (int64_t i = 0; i < srcType.getRank(); ++i) sizes.push_back(createDimOfr(rewriter, loc, pad.getSource(), i));
    std::vector<OpFoldResult> strides(srcType.getRank(), OpFoldResult(rewriter.getIndexAttr(1)));
    auto insert =
        rewriter.create<tensor::InsertSliceOp>(loc, pad.getSource(), filled, pad.getMixedLowPad(), sizes, strides);
    rewriter.replaceOp(op, ArrayRef<Value>({insert.getResult()}));
    return success();
  }
};

}  // namespace

void registerRegionModels(Context &ctx) {
  ctx.attachInterface<BufferizableOpInterface>(tensor::GenerateOp::getOperationName(),
                                               std::make_unique<GenerateOpModel>());
  ctx.attachInterface<BufferizableOpInterface>(tensor::PadOp::getOperationName(), std::make_unique<PadOpModel>());
}

}  // namespace tbuf::bufferization::tensor_models

// Bufferization models of the ops that view a tensor's buffer with another
// type (MLIR's CastOpInterface, CollapseShapeOpInterface,
// ExpandShapeOpInterface):
//   tensor.cast           -> memref.cast (or nothing if the types agree);
//                            the layout of the source buffer is kept
//   tensor.collapse_shape -> memref.collapse_shape; when the source layout
//                            cannot be guaranteed collapsible (e.g. a fully
//                            dynamic layout), the source is first copied
//                            into a new identity-layout buffer
//   tensor.expand_shape   -> memref.expand_shape (always a view)
// All three results are Equivalent to their source.
#include "bufferize/models/tensor_models_internal.h"
#include "dialects/bufferization/bufferization_ops.h"
#include "dialects/utils/dialect_utils_layout.h"
#include "dialects/utils/dialect_utils_reshape.h"
#include "dialects/memref/memref_ops.h"
#include "dialects/tensor/tensor_ops.h"
#include "ir/diagnostics.h"

namespace tbuf::bufferization::tensor_models {
namespace {

/// Base of the three models: no read or write of the contents; the result
/// is Equivalent to the source (operand 0).
class ViewLikeModel : public BufferizableOpInterface {
 public:
  bool bufferizesToMemoryRead(Operation *, OpOperand &, const AnalysisState &) const override { return false; }
  bool bufferizesToMemoryWrite(Operation *, OpOperand &, const AnalysisState &) const override { return false; }
  AliasingValueList getAliasingValues(Operation *op, OpOperand &operand, const AnalysisState &) const override {
    if (operand.getOperandNumber() != 0) return {};
    return {{op->getResult(0), BufferRelation::Equivalent, true}};
  }
  /// MLIR's interface default: an unranked source (only tensor.cast has one)
  /// always bufferizes in place, since an unranked tensor cannot be copied.
  /// So `tensor.cast %arg : tensor<*xf32> to tensor<4xf32>` of a read-only
  /// argument stays a view, and a later write goes out of place instead.
  bool mustBufferizeInPlace(Operation *, OpOperand &operand, const AnalysisState &) const override {
    return operand.get().getType().isa<UnrankedTensorType>();
  }
};

// ---- tensor.cast -----------------------------------------------------------

class CastOpModel : public ViewLikeModel {
 public:
  std::optional<BaseMemRefType> getBufferType(Operation *op, Value, const BufferizationOptions &options,
                                              const BufferizationState &state,
                                              std::vector<Value> &invocationStack) const override {
    tensor::CastOp cast(op);
    std::optional<BaseMemRefType> srcType =
        bufferization::getBufferType(cast.getSource(), options, state, invocationStack);
    if (!srcType) return std::nullopt;
    Attribute memorySpace = srcType->getMemorySpace();
    auto resultType = cast.getResult().getType().cast<TensorType>();
    // From or to an unranked tensor nothing is known of the layout.
    if (cast.getSource().getType().isa<UnrankedTensorType>() || resultType.isa<UnrankedTensorType>())
      return getMemRefTypeWithFullyDynamicLayout(resultType, memorySpace);
    // Ranked to ranked: offsets and strides do not change.
    auto srcMemRef = srcType->dyn_cast<MemRefType>();
    if (!srcMemRef) return getMemRefTypeWithFullyDynamicLayout(resultType, memorySpace);
    return BaseMemRefType(
        MemRefType::get(resultType.getShape(), resultType.getElementType(), srcMemRef.getLayout(), memorySpace));
  }

  LogicalResult bufferize(Operation *op, RewriterBase &rewriter, const BufferizationOptions &options,
                          BufferizationState &state) const override {
    tensor::CastOp cast(op);
    rewriter.setInsertionPoint(op);
    std::optional<Value> srcBuffer = getBuffer(rewriter, cast.getSource(), options, state);
    if (!srcBuffer) return failure();
    std::optional<BaseMemRefType> resultType = bufferization::getBufferType(cast.getResult(), options, state);
    if (!resultType) return failure();
    if (srcBuffer->getType() == Type(*resultType)) {
      // A no-op cast.
      replaceOpWithBufferizedValues(rewriter, op, {*srcBuffer});
      return success();
    }
    if (!memref::CastOp::areCastCompatible(srcBuffer->getType(), *resultType))
      return op->emitOpError() << "cannot cast buffer of type " << quoteType(srcBuffer->getType()) << " to "
                               << quoteType(*resultType);
    replaceOpWithNewBufferizedOp<memref::CastOp>(rewriter, op, Type(*resultType), *srcBuffer);
    return success();
  }
};

// ---- tensor.collapse_shape --------------------------------------------------

/// MLIR 22's memref::CollapseShapeOp::isGuaranteedCollapsible: an identity
/// layout always collapses; otherwise every group must be provably
/// contiguous from static strides (dims of size 1 skipped), which is
/// computeCollapsedLayoutMap with strict=true. Out-of-range reassociation
/// indices (unverified IR) are not collapsible.
bool isGuaranteedCollapsible(MemRefType srcType, ArrayRef<ReassociationIndices> reassociation) {
  if (hasIdentityLayoutMap(srcType)) return true;
  for (const ReassociationIndices &group : reassociation) {
    if (group.empty()) return false;
    for (int64_t idx : group)
      if (idx < 0 || idx >= srcType.getRank()) return false;
  }
  return computeCollapsedLayoutMap(srcType, reassociation, /*strict=*/true).has_value();
}

class CollapseShapeOpModel : public ViewLikeModel {
 public:
  /// The source may be copied (see bufferize), so it is conservatively read.
  bool bufferizesToMemoryRead(Operation *, OpOperand &, const AnalysisState &) const override { return true; }

  std::optional<BaseMemRefType> getBufferType(Operation *op, Value, const BufferizationOptions &options,
                                              const BufferizationState &state,
                                              std::vector<Value> &invocationStack) const override {
    tensor::CollapseShapeOp collapse(op);
    std::optional<BaseMemRefType> srcType =
        bufferization::getBufferType(collapse.getSrc(), options, state, invocationStack);
    if (!srcType) return std::nullopt;
    auto srcMemRef = srcType->dyn_cast<MemRefType>();
    if (!srcMemRef) {
      op->emitOpError() << "expected a ranked source buffer";
      return std::nullopt;
    }
    std::vector<ReassociationIndices> reassociation = collapse.getReassociationIndices();
    // Not collapsible in place: the op bufferizes to a new allocation.
    if (!isGuaranteedCollapsible(srcMemRef, reassociation))
      return getMemRefTypeWithStaticIdentityLayout(collapse.getResultType(), srcMemRef.getMemorySpace());
    std::optional<MemRefType> collapsed = computeCollapsedMemRefType(srcMemRef, reassociation);
    if (!collapsed) {
      op->emitOpError() << "cannot compute the collapsed buffer type";
      return std::nullopt;
    }
    return BaseMemRefType(*collapsed);
  }

  LogicalResult bufferize(Operation *op, RewriterBase &rewriter, const BufferizationOptions &options,
                          BufferizationState &state) const override {
    tensor::CollapseShapeOp collapse(op);
    rewriter.setInsertionPoint(op);
    RankedTensorType resultTensorType = collapse.getResultType();
    std::optional<Value> maybeBuffer = getBuffer(rewriter, collapse.getSrc(), options, state);
    if (!maybeBuffer) return failure();
    Value buffer = *maybeBuffer;
    auto bufferType = buffer.getType().dyn_cast<MemRefType>();
    if (!bufferType) return op->emitOpError() << "expected a ranked source buffer";

    if (resultTensorType.getRank() == 0) {
      // 0-d collapses keep the offset of a non-identity source layout.
      Attribute layout;
      if (!hasIdentityLayoutMap(bufferType)) {
        std::vector<int64_t> strides;
        int64_t offset = 0;
        if (failed(bufferType.getStridesAndOffset(strides, offset)))
          return op->emitError() << "base type " << quoteType(bufferType) << " is not strided";
        layout = StridedLayoutAttr::get(op->getContext(), offset, {});
      }
      MemRefType resultType =
          MemRefType::get({}, resultTensorType.getElementType(), layout, bufferType.getMemorySpace());
      replaceOpWithNewBufferizedOp<memref::CollapseShapeOp>(rewriter, op, Type(resultType), buffer,
                                                            collapse.getReassociationIndices());
      return success();
    }

    // If the dims cannot be collapsed in place (incompatible layout), copy
    // the source into a new identity-layout buffer, which always collapses.
    if (!isGuaranteedCollapsible(bufferType, collapse.getReassociationIndices())) {
      std::optional<Value> tensorAlloc =
          allocateTensorForShapedValue(rewriter, op->getLoc(), collapse.getSrc(), options, state, /*copy=*/true);
      if (!tensorAlloc) return failure();
      MemRefType memrefType = MemRefType::get(collapse.getSrcType().getShape(), collapse.getSrcType().getElementType(),
                                              Attribute(), bufferType.getMemorySpace());
      buffer = rewriter.create<ToBufferOp>(op->getLoc(), memrefType, *tensorAlloc).getBuffer();
    }
    std::optional<MemRefType> resultType =
        computeCollapsedMemRefType(buffer.getType().cast<MemRefType>(), collapse.getReassociationIndices());
    if (!resultType) return op->emitOpError() << "cannot compute the collapsed buffer type";
    replaceOpWithNewBufferizedOp<memref::CollapseShapeOp>(rewriter, op, Type(*resultType), buffer,
                                                          collapse.getReassociationIndices());
    return success();
  }
};

// ---- tensor.expand_shape ----------------------------------------------------

class ExpandShapeOpModel : public ViewLikeModel {
 public:
  std::optional<BaseMemRefType> getBufferType(Operation *op, Value, const BufferizationOptions &options,
                                              const BufferizationState &state,
                                              std::vector<Value> &invocationStack) const override {
    tensor::ExpandShapeOp expand(op);
    std::optional<BaseMemRefType> srcType =
        bufferization::getBufferType(expand.getSrc(), options, state, invocationStack);
    if (!srcType) return std::nullopt;
    auto srcMemRef = srcType->dyn_cast<MemRefType>();
    std::optional<MemRefType> resultType;
    if (srcMemRef)
      resultType = computeExpandedMemRefType(srcMemRef, expand.getResultType().getShape(),
                                             expand.getReassociationIndices());
    if (!resultType) {
      op->emitOpError() << "cannot compute the expanded buffer type";
      return std::nullopt;
    }
    return BaseMemRefType(*resultType);
  }

  LogicalResult bufferize(Operation *op, RewriterBase &rewriter, const BufferizationOptions &options,
                          BufferizationState &state) const override {
    tensor::ExpandShapeOp expand(op);
    rewriter.setInsertionPoint(op);
    std::optional<Value> buffer = getBuffer(rewriter, expand.getSrc(), options, state);
    if (!buffer) return failure();
    auto srcType = buffer->getType().dyn_cast<MemRefType>();
    std::optional<MemRefType> resultType;
    if (srcType)
      resultType = computeExpandedMemRefType(srcType, expand.getResultType().getShape(),
                                             expand.getReassociationIndices());
    if (!resultType) return op->emitOpError() << "cannot compute the expanded buffer type";
    replaceOpWithNewBufferizedOp<memref::ExpandShapeOp>(rewriter, op, Type(*resultType), *buffer,
                                                        expand.getReassociationIndices(),
                                                        expand.getMixedOutputShape());
    return success();
  }
};

}  // namespace

void registerReshapeModels(Context &ctx) {
  ctx.attachInterface<BufferizableOpInterface>(tensor::CastOp::getOperationName(), std::make_unique<CastOpModel>());
  ctx.attachInterface<BufferizableOpInterface>(tensor::CollapseShapeOp::getOperationName(),
                                               std::make_unique<CollapseShapeOpModel>());
  ctx.attachInterface<BufferizableOpInterface>(tensor::ExpandShapeOp::getOperationName(),
                                               std::make_unique<ExpandShapeOpModel>());
}

}  // namespace tbuf::bufferization::tensor_models

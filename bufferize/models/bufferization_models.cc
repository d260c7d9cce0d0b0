// BufferizableOpInterface models of the bufferization dialect (in MLIR these
// are implemented by the ops themselves in BufferizationOps.cpp):
//   to_tensor        a buffer seen as a tensor; writable iff `writable`;
//                    nothing to rewrite (folded with to_buffer by the driver)
//   to_buffer        reads (and, unless read_only, may write) its tensor;
//                    folds a to_tensor operand (foldToBufferToTensorPair)
//   materialize_in_destination
//                    memref.copy of the source buffer into the destination
//                    (tensor dest: its buffer, in place; memref dest: as is)
//   alloc_tensor     memref.alloc (+ memref.copy with `copy`), memory space
//                    from `memory_space` or the copied tensor; dead ones vanish
//   dealloc_tensor   memref.dealloc of the tensor's buffer
// bufferization.clone and dealloc work on memrefs and need no model.
#include "bufferize/bufferize_internal.h"
#include "bufferize/models/register.h"
#include "bufferize/op_factory.h"
#include "dialects/bufferization/bufferization_ops.h"
#include "dialects/memref/memref_ops.h"
#include "ir/diagnostics.h"

namespace tbuf::bufferization {

namespace {

/// `memref.alloc(dynamicSizes) {alignment = N}` per options (MLIR's
/// BufferizationOptions::createAlloc with the default allocation function).
Value allocateBuffer(OpBuilder &b, Location loc, MemRefType type, ArrayRef<Value> dynamicSizes,
                     const BufferizationOptions &options) {
  IntegerAttr alignment;
  if (options.bufferAlignment != 0) alignment = getAlignmentAttr(b, static_cast<int64_t>(options.bufferAlignment));
  return createAlloc(b, loc, type, dynamicSizes, alignment);
}

// ---- to_tensor --------------------------------------------------------------

class ToTensorOpModel : public BufferizableOpInterface {
 public:
  bool bufferizesToMemoryRead(Operation *, OpOperand &, const AnalysisState &) const override { return false; }
  bool bufferizesToMemoryWrite(Operation *, OpOperand &, const AnalysisState &) const override { return false; }
  AliasingValueList getAliasingValues(Operation *, OpOperand &, const AnalysisState &) const override { return {}; }
  bool isWritable(Operation *op, Value, const AnalysisState &) const override { return ToTensorOp(op).getWritable(); }
  std::optional<BaseMemRefType> getBufferType(Operation *op, Value, const BufferizationOptions &,
                                              const BufferizationState &, std::vector<Value> &) const override {
    return ToTensorOp(op).getBuffer().getType().cast<BaseMemRefType>();
  }
  /// Nothing to do: the driver folds to_buffer(to_tensor) pairs and erases
  /// dead to_tensor ops.
  LogicalResult bufferize(Operation *, RewriterBase &, const BufferizationOptions &,
                          BufferizationState &) const override {
    return success();
  }
};

// ---- to_buffer --------------------------------------------------------------

class ToBufferOpModel : public BufferizableOpInterface {
 public:
  /// Whoever uses the resulting memref may read it.
  bool bufferizesToMemoryRead(Operation *, OpOperand &, const AnalysisState &) const override { return true; }
  /// ... and, unless read_only, write it.
  bool bufferizesToMemoryWrite(Operation *op, OpOperand &, const AnalysisState &) const override {
    return !ToBufferOp(op).getReadOnly();
  }
  AliasingValueList getAliasingValues(Operation *, OpOperand &, const AnalysisState &) const override { return {}; }
  LogicalResult bufferize(Operation *op, RewriterBase &rewriter, const BufferizationOptions &options,
                          BufferizationState &) const override {
    // Whether or not the pair folds is not an error.
    (void)foldToBufferToTensorPair(rewriter, op, options);
    return success();
  }
};

// ---- materialize_in_destination --------------------------------------------

class MaterializeInDestinationOpModel : public BufferizableOpInterface {
 public:
  bool bufferizesToMemoryRead(Operation *op, OpOperand &operand, const AnalysisState &) const override {
    return &operand == &MaterializeInDestinationOp(op).getSourceMutable();
  }
  bool bufferizesToMemoryWrite(Operation *op, OpOperand &operand, const AnalysisState &) const override {
    return &operand == &MaterializeInDestinationOp(op).getDestMutable();
  }
  /// The source is only read; the (tensor) destination is forced in place.
  bool mustBufferizeInPlace(Operation *, OpOperand &, const AnalysisState &) const override { return true; }
  AliasingValueList getAliasingValues(Operation *op, OpOperand &operand, const AnalysisState &) const override {
    MaterializeInDestinationOp mat(op);
    if (&operand == &mat.getDestMutable() && op->getNumResults() == 1)
      return {{op->getResult(0), BufferRelation::Equivalent, /*isDefinite=*/true}};
    return {};
  }
  bool isWritable(Operation *op, Value, const AnalysisState &) const override {
    MaterializeInDestinationOp mat(op);
    return mat.getDest().getType().isa<TensorType>() ? true : mat.getWritable();
  }
  /// Elements are copied one by one; none is read after being written.
  bool bufferizesToElementwiseAccess(Operation *, const AnalysisState &, ArrayRef<OpOperand *>) const override {
    return true;
  }
  LogicalResult bufferize(Operation *op, RewriterBase &rewriter, const BufferizationOptions &options,
                          BufferizationState &state) const override {
    MaterializeInDestinationOp mat(op);
    bool tensorDest = mat.getDest().getType().isa<TensorType>();
    Value buffer;
    if (tensorDest) {
      std::optional<Value> destBuffer = getBuffer(rewriter, mat.getDest(), options, state);
      if (!destBuffer) return failure();
      buffer = *destBuffer;
    } else {
      buffer = mat.getDest();
    }
    std::optional<Value> srcBuffer = getBuffer(rewriter, mat.getSource(), options, state);
    if (!srcBuffer) return failure();
    rewriter.setInsertionPoint(op);
    rewriter.create<memref::CopyOp>(op->getLoc(), *srcBuffer, buffer);
    if (tensorDest)
      replaceOpWithBufferizedValues(rewriter, op, {buffer});
    else
      replaceOpWithBufferizedValues(rewriter, op, {});
    return success();
  }
};

// ---- alloc_tensor -----------------------------------------------------------

class AllocTensorOpModel : public BufferizableOpInterface {
 public:
  /// The only tensor operand is `copy`: read, not written.
  bool bufferizesToMemoryRead(Operation *, OpOperand &, const AnalysisState &) const override { return true; }
  bool bufferizesToMemoryWrite(Operation *, OpOperand &, const AnalysisState &) const override { return false; }
  /// A new allocation aliases nothing.
  AliasingValueList getAliasingValues(Operation *, OpOperand &, const AnalysisState &) const override { return {}; }
  bool bufferizesToAllocation(Operation *, Value) const override { return true; }
  /// Only a `copy` writes the new buffer.
  bool resultBufferizesToMemoryWrite(Operation *op, OpResult, const AnalysisState &) const override {
    return static_cast<bool>(AllocTensorOp(op).getCopy());
  }

  std::optional<BaseMemRefType> getBufferType(Operation *op, Value, const BufferizationOptions &options,
                                              const BufferizationState &state,
                                              std::vector<Value> &invocationStack) const override {
    AllocTensorOp alloc(op);
    // Memory space: the attribute, else the copied tensor's, else the
    // options' default (none with must-infer-memory-space).
    Attribute memorySpace;
    if (Attribute attr = alloc.getMemorySpace()) {
      memorySpace = attr;
    } else if (Value copy = alloc.getCopy()) {
      // Remembered during copy insertion (see AllocTensorMemorySpaceCache).
      AllocTensorMemorySpaceCache *cache = AllocTensorMemorySpaceCache::current();
      if (cache) {
        auto it = cache->memorySpaces.find(op);
        if (it != cache->memorySpaces.end())
          return getMemRefTypeWithStaticIdentityLayout(alloc.getType(), it->second);
      }
      std::optional<BaseMemRefType> copyType = bufferization::getBufferType(copy, options, state, invocationStack);
      if (!copyType) return std::nullopt;
      memorySpace = copyType->getMemorySpace();
      if (cache) cache->memorySpaces[op] = memorySpace;
    } else if (std::optional<Attribute> defaultSpace = options.defaultMemorySpace(alloc.getType())) {
      memorySpace = *defaultSpace;
    } else {
      // MLIR: no default memory space to fall back on.
      op->emitError() << "could not infer memory space";
      return std::nullopt;
    }
    return getMemRefTypeWithStaticIdentityLayout(alloc.getType(), memorySpace);
  }

  LogicalResult bufferize(Operation *op, RewriterBase &rewriter, const BufferizationOptions &options,
                          BufferizationState &state) const override {
    AllocTensorOp alloc(op);
    // Dead allocations disappear.
    if (op->use_empty()) {
      rewriter.eraseOp(op);
      return success();
    }
    Location loc = op->getLoc();
    rewriter.setInsertionPoint(op);
    Value copyBuffer;
    if (Value copy = alloc.getCopy()) {
      std::optional<Value> buffer = getBuffer(rewriter, copy, options, state);
      if (!buffer) return failure();
      copyBuffer = *buffer;
    }
    std::optional<BaseMemRefType> allocType = bufferization::getBufferType(op->getResult(0), options, state);
    if (!allocType) return failure();
    auto memrefType = allocType->dyn_cast<MemRefType>();
    if (!memrefType) return op->emitOpError() << "cannot allocate a buffer of unranked type " << Type(*allocType);

    std::vector<Value> dynamicSizes = alloc.getDynamicSizes().vec();
    if (copyBuffer) {
      // Sizes of the copied buffer.
      for (int64_t i = 0; i < memrefType.getRank(); ++i)
        if (memrefType.isDynamicDim(i))
          dynamicSizes.push_back(rewriter.create<memref::DimOp>(loc, copyBuffer, i).getResult());
    }
    Value buffer = allocateBuffer(rewriter, loc, memrefType, dynamicSizes, options);
    if (copyBuffer) createCopy(rewriter, loc, copyBuffer, buffer);
    replaceOpWithBufferizedValues(rewriter, op, {buffer});
    return success();
  }
};

// ---- dealloc_tensor ---------------------------------------------------------

class DeallocTensorOpModel : public BufferizableOpInterface {
 public:
  bool bufferizesToMemoryRead(Operation *, OpOperand &, const AnalysisState &) const override { return false; }
  bool bufferizesToMemoryWrite(Operation *, OpOperand &, const AnalysisState &) const override { return false; }
  AliasingValueList getAliasingValues(Operation *, OpOperand &, const AnalysisState &) const override { return {}; }
  LogicalResult bufferize(Operation *op, RewriterBase &rewriter, const BufferizationOptions &options,
                          BufferizationState &state) const override {
    std::optional<Value> buffer = getBuffer(rewriter, DeallocTensorOp(op).getTensor(), options, state);
    if (!buffer) return failure();
    rewriter.setInsertionPoint(op);
    rewriter.create<memref::DeallocOp>(op->getLoc(), *buffer);
    rewriter.eraseOp(op);
    return success();
  }
};

}  // namespace

void registerBufferizationBufferizableModels(Context &ctx) {
  ctx.attachInterface<BufferizableOpInterface>(ToTensorOp::getOperationName(), std::make_unique<ToTensorOpModel>());
  ctx.attachInterface<BufferizableOpInterface>(ToBufferOp::getOperationName(), std::make_unique<ToBufferOpModel>());
  ctx.attachInterface<BufferizableOpInterface>(MaterializeInDestinationOp::getOperationName(),
                                               std::make_unique<MaterializeInDestinationOpModel>());
  ctx.attachInterface<BufferizableOpInterface>(AllocTensorOp::getOperationName(),
                                               std::make_unique<AllocTensorOpModel>());
  ctx.attachInterface<BufferizableOpInterface>(DeallocTensorOp::getOperationName(),
                                               std::make_unique<DeallocTensorOpModel>());
}

}  // namespace tbuf::bufferization

// Bufferization models of the tensor ops that read or write elements, query
// metadata, or create a new tensor (MLIR's ExtractOpInterface,
// InsertOpInterface, DimOpInterface, RankOpInterface, EmptyOpInterface,
// FromElementsOpInterface, SplatOpInterface, ConcatOpInterface):
//   tensor.extract        -> memref.load
//   tensor.insert         -> memref.store into the dest buffer (DPS)
//   tensor.dim / rank     -> memref.dim / memref.rank (metadata, no read)
//   tensor.empty          -> bufferization.alloc_tensor (erased if unused)
//   tensor.from_elements  -> alloc_tensor + memref.store per element
//   tensor.splat          -> alloc_tensor + linalg.map yielding the value
//   tensor.concat         -> alloc_tensor + subview/copy per input
#include <algorithm>

#include "absl/container/inlined_vector.h"
#include "bufferize/models/tensor_models_internal.h"
#include "bufferize/op_factory.h"
#include "dialects/arith/arith_ops.h"
#include "dialects/bufferization/bufferization_ops.h"
#include "dialects/linalg/linalg_ops.h"
#include "dialects/memref/memref_ops.h"
#include "dialects/tensor/tensor_ops.h"
#include "ir/diagnostics.h"

namespace tbuf::bufferization::tensor_models {
namespace {

/// An op that neither reads nor writes tensor contents and aliases nothing
/// (metadata queries).
class NoAccessModel : public BufferizableOpInterface {
 public:
  bool bufferizesToMemoryRead(Operation *, OpOperand &, const AnalysisState &) const override { return false; }
  bool bufferizesToMemoryWrite(Operation *, OpOperand &, const AnalysisState &) const override { return false; }
  AliasingValueList getAliasingValues(Operation *, OpOperand &, const AnalysisState &) const override { return {}; }
};

/// An op creating a new tensor: its (tensor) operands are read, its result
/// is a new allocation.
class AllocatingModel : public BufferizableOpInterface {
 public:
  bool bufferizesToMemoryRead(Operation *, OpOperand &, const AnalysisState &) const override { return true; }
  bool bufferizesToMemoryWrite(Operation *, OpOperand &, const AnalysisState &) const override { return false; }
  AliasingValueList getAliasingValues(Operation *, OpOperand &, const AnalysisState &) const override { return {}; }
  bool bufferizesToAllocation(Operation *, Value) const override { return true; }
};

// ---- tensor.extract -------------------------------------------------------

class ExtractOpModel : public NoAccessModel {
 public:
  bool bufferizesToMemoryRead(Operation *, OpOperand &, const AnalysisState &) const override { return true; }

  LogicalResult bufferize(Operation *op, RewriterBase &rewriter, const BufferizationOptions &options,
                          BufferizationState &state) const override {
    tensor::ExtractOp extract(op);
    rewriter.setInsertionPoint(op);
    std::optional<Value> buffer = getBuffer(rewriter, extract.getTensor(), options, state);
    if (!buffer) return failure();
    OperandRange indexRange = extract.getIndices();
    absl::InlinedVector<Value, 4> indices(indexRange.begin(), indexRange.end());
    Operation *load = createLoad(rewriter, op->getLoc(), *buffer, indices);
    replaceOpWithBufferizedValues(rewriter, op, {load->getResult(0)});
    return success();
  }
};

// ---- tensor.insert --------------------------------------------------------

class InsertOpModel : public DstBufferizableOpInterfaceExternalModel {
 public:
  LogicalResult bufferize(Operation *op, RewriterBase &rewriter, const BufferizationOptions &options,
                          BufferizationState &state) const override {
    tensor::InsertOp insert(op);
    rewriter.setInsertionPoint(op);
    std::optional<Value> buffer = getBuffer(rewriter, insert.getDest(), options, state);
    if (!buffer) return failure();
    OperandRange indexRange = insert.getIndices();
    absl::InlinedVector<Value, 4> indices(indexRange.begin(), indexRange.end());
    createStore(rewriter, op->getLoc(), insert.getScalar(), *buffer, indices);
    replaceOpWithBufferizedValues(rewriter, op, {*buffer});
    return success();
  }
  /// The inversion of getAliasingValues without asking every operand: only
  /// the destination aliases the result (asked for every tensor.insert
  /// result by the analysis).
  AliasingOpOperandList getAliasingOpOperands(Operation *op, Value value, const AnalysisState &) const override {
    OpOperand &dest = op->getOpOperand(1);
    if (value != op->getResult(0) || !dest.get().getType().isa<TensorType>()) return {};
    return {{&dest, BufferRelation::Equivalent, /*isDefinite=*/true}};
  }

 protected:
  bool isDpsInit(Operation *, OpOperand &operand) const override { return operand.getOperandNumber() == 1; }
  Value getTiedResult(Operation *op, OpOperand &) const override { return op->getResult(0); }
};

// ---- tensor.dim / tensor.rank ---------------------------------------------

class DimOpModel : public NoAccessModel {
 public:
  LogicalResult bufferize(Operation *op, RewriterBase &rewriter, const BufferizationOptions &options,
                          BufferizationState &state) const override {
    tensor::DimOp dim(op);
    rewriter.setInsertionPoint(op);
    std::optional<Value> buffer = getBuffer(rewriter, dim.getSource(), options, state);
    if (!buffer) return failure();
    replaceOpWithNewBufferizedOp<memref::DimOp>(rewriter, op, *buffer, dim.getIndex());
    return success();
  }
};

class RankOpModel : public NoAccessModel {
 public:
  LogicalResult bufferize(Operation *op, RewriterBase &rewriter, const BufferizationOptions &options,
                          BufferizationState &state) const override {
    tensor::RankOp rank(op);
    rewriter.setInsertionPoint(op);
    std::optional<Value> buffer = getBuffer(rewriter, rank.getTensor(), options, state);
    if (!buffer) return failure();
    replaceOpWithNewBufferizedOp<memref::RankOp>(rewriter, op, *buffer);
    return success();
  }
};

// ---- tensor.empty -----------------------------------------------------------

class EmptyOpModel : public AllocatingModel {
 public:
  /// The new tensor has no specified contents.
  bool resultBufferizesToMemoryWrite(Operation *, OpResult, const AnalysisState &) const override { return false; }

  LogicalResult bufferize(Operation *op, RewriterBase &rewriter, const BufferizationOptions &options,
                          BufferizationState &state) const override {
    // Fold away an unused op.
    if (op->getResult(0).use_empty()) {
      rewriter.eraseOp(op);
      return success();
    }
    // The new buffer's memory space (MLIR's allocateTensorForShapedValue
    // asks for it; with must-infer-memory-space there may be none).
    std::optional<BaseMemRefType> bufferType = bufferization::getBufferType(op->getResult(0), options, state);
    if (!bufferType) return failure();
    rewriter.setInsertionPoint(op);
    std::optional<Value> alloc =
        allocateTensorForOpResult(rewriter, op->getLoc(), op->getResult(0), bufferType->getMemorySpace());
    if (!alloc) return failure();
    rewriter.replaceOp(op, ArrayRef<Value>({*alloc}));
    return success();
  }
};

// ---- tensor.from_elements ---------------------------------------------------

/// Stores the elements in row-major order, recursing over the dims (MLIR's
/// createStores); `constants[i]` is the index constant i.
void createStores(RewriterBase &rewriter, Location loc, size_t dim, Value buffer, ArrayRef<int64_t> shape,
                  ArrayRef<Value> constants, OperandRange elements, size_t &next, std::vector<Value> &indices) {
  for (int64_t i = 0; i < shape[dim]; ++i) {
    indices[dim] = constants[i];
    if (dim + 1 == shape.size())
      rewriter.create<memref::StoreOp>(loc, elements[next++], buffer, ArrayRef<Value>(indices));
    else
      createStores(rewriter, loc, dim + 1, buffer, shape, constants, elements, next, indices);
  }
}

class FromElementsOpModel : public AllocatingModel {
 public:
  LogicalResult bufferize(Operation *op, RewriterBase &rewriter, const BufferizationOptions &options,
                          BufferizationState &) const override {
    tensor::FromElementsOp fromElements(op);
    Location loc = op->getLoc();
    RankedTensorType tensorType = fromElements.getType();
    ArrayRef<int64_t> shape = tensorType.getShape();
    // The buffer goes into the options' default memory space (the tensor's
    // encoding with use-encoding-for-memory-space). Without one
    // (must-infer-memory-space) the new alloc_tensor reports the error when
    // it is bufferized, as in MLIR.
    Attribute memorySpace = options.defaultMemorySpace(tensorType).value_or(Attribute());
    rewriter.setInsertionPoint(op);
    std::optional<Value> alloc = allocateTensorForOpResult(rewriter, loc, op->getResult(0));
    if (!alloc) return failure();
    Value buffer = rewriter.create<ToBufferOp>(loc, getAllocBufferType(tensorType, memorySpace), *alloc).getBuffer();

    OperandRange elements = fromElements.getElements();
    if (elements.empty()) {
      // tensor<0xT>: nothing to store.
      replaceOpWithBufferizedValues(rewriter, op, {buffer});
      return success();
    }
    if (shape.empty()) {
      // tensor<T>: a single store without indices.
      rewriter.create<memref::StoreOp>(loc, elements[0], buffer, ArrayRef<Value>());
      replaceOpWithBufferizedValues(rewriter, op, {buffer});
      return success();
    }
    // Index constants 0 .. max(shape)-1, then the stores.
    int64_t maxDim = *std::max_element(shape.begin(), shape.end());
    std::vector<Value> constants;
    for (int64_t i = 0; i < maxDim; ++i) constants.push_back(createIndexConstant(rewriter, loc, i));
    std::vector<Value> indices(shape.size(), constants[0]);
    size_t next = 0;
    createStores(rewriter, loc, 0, buffer, shape, constants, elements, next, indices);
    replaceOpWithBufferizedValues(rewriter, op, {buffer});
    return success();
  }
};

// ---- tensor.splat -----------------------------------------------------------

class SplatOpModel : public AllocatingModel {
 public:
  LogicalResult bufferize(Operation *op, RewriterBase &rewriter, const BufferizationOptions &options,
                          BufferizationState &) const override {
    tensor::SplatOp splat(op);
    Location loc = op->getLoc();
    // As MLIR 22: only the default memory space.
    if (options.defaultMemorySpace(splat.getType()) != std::optional<Attribute>(Attribute()))
      return op->emitError() << "memory space not implemented yet";
    rewriter.setInsertionPoint(op);
    std::optional<Value> alloc = allocateTensorForOpResult(rewriter, loc, op->getResult(0));
    if (!alloc) return failure();
    Value input = splat.getInput();
    auto map = rewriter.create<linalg::MapOp>(loc, ValueRange(), *alloc,
                                              [&](OpBuilder &b, Location l, ArrayRef<Value>) {
                                                b.create<linalg::YieldOp>(l, ValueRange({input}));
                                              });
    rewriter.replaceOp(op, ArrayRef<Value>({map->getResult(0)}));
    return success();
  }
};

// ---- tensor.concat ----------------------------------------------------------

class ConcatOpModel : public AllocatingModel {
 public:
  LogicalResult bufferize(Operation *op, RewriterBase &rewriter, const BufferizationOptions &options,
                          BufferizationState &state) const override {
    tensor::ConcatOp concat(op);
    Location loc = op->getLoc();
    // As MLIR 22: only the default memory space.
    if (options.defaultMemorySpace(concat.getResultType()) != std::optional<Attribute>(Attribute()))
      return op->emitError() << "memory space not implemented yet";
    rewriter.setInsertionPoint(op);
    std::optional<Value> alloc = allocateTensorForOpResult(rewriter, loc, op->getResult(0));
    if (!alloc) return failure();
    RankedTensorType tensorType = concat.getResultType();
    MemRefType memrefType = getAllocBufferType(tensorType);
    Value dstBuffer = rewriter.create<ToBufferOp>(loc, memrefType, *alloc).getBuffer();

    int64_t concatDim = concat.getDim();
    int64_t rank = tensorType.getRank();
    std::vector<OpFoldResult> offsets(rank, OpFoldResult(rewriter.getIndexAttr(0)));
    std::vector<OpFoldResult> strides(rank, OpFoldResult(rewriter.getIndexAttr(1)));
    std::vector<OpFoldResult> sizes;
    for (int64_t i = 0; i < rank; ++i) {
      if (tensorType.isDynamicDim(i))
        sizes.push_back(OpFoldResult(rewriter.create<memref::DimOp>(loc, dstBuffer, i).getResult()));
      else
        sizes.push_back(OpFoldResult(rewriter.getIndexAttr(tensorType.getDimSize(i))));
    }

    // Each input goes to a subview at the running offset along concatDim.
    OpFoldResult concatDimOffset = OpFoldResult(rewriter.getIndexAttr(0));
    for (Value input : concat.getInputs()) {
      std::optional<Value> srcBuffer = getBuffer(rewriter, input, options, state);
      if (!srcBuffer) return failure();
      auto inputType = input.getType().cast<RankedTensorType>();
      if (inputType.isDynamicDim(concatDim))
        sizes[concatDim] = OpFoldResult(rewriter.create<memref::DimOp>(loc, *srcBuffer, concatDim).getResult());
      else
        sizes[concatDim] = OpFoldResult(rewriter.getIndexAttr(inputType.getDimSize(concatDim)));
      offsets[concatDim] = concatDimOffset;
      MemRefType subviewType =
          memref::SubViewOp::inferRankReducedResultType(inputType.getShape(), memrefType, offsets, sizes, strides);
      Value subview =
          rewriter.create<memref::SubViewOp>(loc, subviewType, dstBuffer, offsets, sizes, strides).getResult();
      rewriter.create<memref::CopyOp>(loc, *srcBuffer, subview);
      // MLIR advances the offset after every input (the last sum is dead).
      concatDimOffset = sumOfrs(rewriter, loc, {concatDimOffset, sizes[concatDim]});
    }
    replaceOpWithBufferizedValues(rewriter, op, {dstBuffer});
    return success();
  }
};

}  // namespace

void registerElementModels(Context &ctx) {
  ctx.attachInterface<BufferizableOpInterface>(tensor::ExtractOp::getOperationName(),
                                               std::make_unique<ExtractOpModel>());
  ctx.attachInterface<BufferizableOpInterface>(tensor::InsertOp::getOperationName(),
                                               std::make_unique<InsertOpModel>());
  ctx.attachInterface<BufferizableOpInterface>(tensor::DimOp::getOperationName(), std::make_unique<DimOpModel>());
  ctx.attachInterface<BufferizableOpInterface>(tensor::RankOp::getOperationName(), std::make_unique<RankOpModel>());
  ctx.attachInterface<BufferizableOpInterface>(tensor::EmptyOp::getOperationName(),
                                               std::make_unique<EmptyOpModel>());
  ctx.attachInterface<BufferizableOpInterface>(tensor::FromElementsOp::getOperationName(),
                                               std::make_unique<FromElementsOpModel>());
  ctx.attachInterface<BufferizableOpInterface>(tensor::SplatOp::getOperationName(),
                                               std::make_unique<SplatOpModel>());
  ctx.attachInterface<BufferizableOpInterface>(tensor::ConcatOp::getOperationName(),
                                               std::make_unique<ConcatOpModel>());
}

}  // namespace tbuf::bufferization::tensor_models

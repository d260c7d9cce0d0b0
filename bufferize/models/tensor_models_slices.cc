// Bufferization models of the slice ops (MLIR's ExtractSliceOpInterface,
// InsertSliceOpInterface, ParallelInsertSliceOpInterface and the subset
// rules of OneShotAnalysis' areNonConflictingSubsets):
//   tensor.extract_slice          -> memref.subview (alias only, Unknown relation)
//   tensor.insert_slice           -> memref.subview of the dest + memref.copy
//   tensor.parallel_insert_slice  -> the same, before the scf.forall.in_parallel
// A read and a write through a matching extract_slice/insert_slice pair (same
// offsets, sizes, strides on equivalent tensors) are not conflicting: the
// insert writes back exactly the part the extract took out.
#include "bufferize/models/tensor_models_internal.h"
#include "dialects/arith/arith_ops.h"
#include "dialects/utils/dialect_utils_layout.h"
#include "dialects/memref/memref_ops.h"
#include "dialects/scf/scf_ops.h"
#include "dialects/tensor/tensor_ops.h"
#include "ir/diagnostics.h"

namespace tbuf::bufferization::tensor_models {
namespace {

/// The offsets/sizes/strides of a slice-like op, whichever kind.
struct Slice {
  std::vector<OpFoldResult> offsets, sizes, strides;
};

std::optional<Slice> getSlice(Operation *op) {
  if (auto e = tbuf::dyn_cast<tensor::ExtractSliceOp>(op))
    return Slice{e.getMixedOffsets(), e.getMixedSizes(), e.getMixedStrides()};
  if (auto i = tbuf::dyn_cast<tensor::InsertSliceOp>(op))
    return Slice{i.getMixedOffsets(), i.getMixedSizes(), i.getMixedStrides()};
  if (auto p = tbuf::dyn_cast<tensor::ParallelInsertSliceOp>(op))
    return Slice{p.getMixedOffsets(), p.getMixedSizes(), p.getMixedStrides()};
  return std::nullopt;
}

bool sameList(const std::vector<OpFoldResult> &a, const std::vector<OpFoldResult> &b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (!areEqualIndexValues(a[i], b[i])) return false;
  return true;
}

/// MLIR's SubsetInsertionOpInterface::isEquivalentSubset for insert_slice
/// and parallel_insert_slice: `candidate` is an extract_slice of a tensor
/// equivalent to the insert's dest, with provably equal offsets, sizes and
/// strides (MLIR: ValueBoundsConstraintSet::areEquivalentSlices).
bool isEquivalentSubset(const AnalysisState &state, Operation *insertOp, Value candidate) {
  auto extract = tbuf::dyn_cast<tensor::ExtractSliceOp>(candidate.getDefiningOp());
  if (!extract) return false;
  Value dest = insertOp->getOperand(1);
  if (!state.areEquivalentBufferizedValues(extract.getSource(), dest)) return false;
  std::optional<Slice> a = getSlice(extract);
  std::optional<Slice> b = getSlice(insertOp);
  return a && b && sameList(a->offsets, b->offsets) && sameList(a->sizes, b->sizes) &&
         sameList(a->strides, b->strides);
}

/// MLIR's matchesInsertDestination: every leaf of the reverse use-def chain
/// of `operand` is an equivalent subset of `insertOp`'s destination.
bool matchesInsertDestination(const AnalysisState &state, OpOperand *operand, Operation *insertOp) {
  auto matching = [&](Value v) { return v.isa<OpResult>() && isEquivalentSubset(state, insertOp, v); };
  std::vector<Value> leaves = state.findValueInReverseUseDefChain(operand, matching);
  for (Value v : leaves)
    if (!matching(v)) return false;
  return true;
}

/// MLIR's areNonConflictingSubsets, for `insertOp` being the reading op or
/// the conflicting writing op. Operand 0 is the source, 1 the dest.
bool areNonConflictingSubsets(Operation *insertOp, OpOperand *uRead, OpOperand *uConflictingWrite,
                              const AnalysisState &state) {
  OpOperand *source = &insertOp->getOpOperand(0);
  OpOperand *dest = &insertOp->getOpOperand(1);
  if (uRead->getOwner() == insertOp) {
    // Case 1: the dest is read only outside the slice; a write of exactly
    // the slice (through a matching extract_slice) does not conflict.
    if (uRead == dest && matchesInsertDestination(state, uConflictingWrite, insertOp)) return true;
    // Case 2: the source is read from exactly the part of an equivalent
    // tensor that the insert writes.
    if (uRead == source && uConflictingWrite == dest && matchesInsertDestination(state, uRead, insertOp))
      return true;
  }
  if (uConflictingWrite->getOwner() == insertOp) {
    // Case 3: the insert writes back the very data of the extracted slice
    // (no effective write).
    if (uConflictingWrite == dest && state.areEquivalentBufferizedValues(uRead->get(), source->get()) &&
        matchesInsertDestination(state, source, insertOp))
      return true;
  }
  return false;
}

/// MLIR's subview verifier message for a buffer without strided layout
/// (mlir-opt reports it on the subview it created for the slice op).
LogicalResult emitNotStrided(Operation *op, Type bufferType) {
  return op->emitError() << "base type " << quoteType(bufferType) << " is not strided";
}

/// Whether a slice with these parameters overwrites all of `destType`.
bool coversWholeTensor(const Slice &slice, RankedTensorType destType) {
  for (const OpFoldResult &o : slice.offsets)
    if (!isConstantIntValue(o, 0)) return false;
  for (size_t i = 0; i < slice.sizes.size(); ++i) {
    std::optional<int64_t> s = getConstantIntValue(slice.sizes[i]);
    if (!s || static_cast<int64_t>(i) >= destType.getRank() || *s != destType.getDimSize(i)) return false;
  }
  for (const OpFoldResult &s : slice.strides)
    if (!isConstantIntValue(s, 1)) return false;
  return true;
}

/// Creates `memref.subview %dest[...]` with the rank-reduced inferred type
/// for `sourceShape`, then `memref.copy %src, %subview`.
LogicalResult createSubviewAndCopy(RewriterBase &rewriter, Location loc, Value destBuffer, Value srcBuffer,
                                   ArrayRef<int64_t> sourceShape, const Slice &slice, Operation *op) {
  auto destType = destBuffer.getType().dyn_cast<MemRefType>();
  if (!destType || !isStrided(destType)) return emitNotStrided(op, destBuffer.getType());
  MemRefType subviewType = memref::SubViewOp::inferRankReducedResultType(sourceShape, destType, slice.offsets,
                                                                          slice.sizes, slice.strides);
  Value subview =
      rewriter.create<memref::SubViewOp>(loc, subviewType, destBuffer, slice.offsets, slice.sizes, slice.strides)
          .getResult();
  rewriter.create<memref::CopyOp>(loc, srcBuffer, subview);
  return success();
}

// ---- tensor.extract_slice ------------------------------------------------

class ExtractSliceOpModel : public BufferizableOpInterface {
 public:
  bool bufferizesToMemoryRead(Operation *, OpOperand &, const AnalysisState &) const override { return false; }
  bool bufferizesToMemoryWrite(Operation *, OpOperand &, const AnalysisState &) const override { return false; }
  AliasingValueList getAliasingValues(Operation *op, OpOperand &operand, const AnalysisState &) const override {
    if (operand.getOperandNumber() != 0) return {};
    return {{op->getResult(0), BufferRelation::Unknown, true}};
  }

  std::optional<BaseMemRefType> getBufferType(Operation *op, Value value, const BufferizationOptions &options,
                                              const BufferizationState &state,
                                              std::vector<Value> &invocationStack) const override {
    tensor::ExtractSliceOp slice(op);
    (void)value;
    std::optional<BaseMemRefType> srcType =
        bufferization::getBufferType(slice.getSource(), options, state, invocationStack);
    if (!srcType) return std::nullopt;
    auto srcMemRef = srcType->dyn_cast<MemRefType>();
    if (!srcMemRef || !isStrided(srcMemRef)) {
      (void)emitNotStrided(op, *srcType);
      return std::nullopt;
    }
    return BaseMemRefType(memref::SubViewOp::inferRankReducedResultType(
        slice.getType().getShape(), srcMemRef, slice.getMixedOffsets(), slice.getMixedSizes(),
        slice.getMixedStrides()));
  }

  LogicalResult bufferize(Operation *op, RewriterBase &rewriter, const BufferizationOptions &options,
                          BufferizationState &state) const override {
    tensor::ExtractSliceOp slice(op);
    rewriter.setInsertionPoint(op);
    std::optional<Value> srcBuffer = getBuffer(rewriter, slice.getSource(), options, state);
    if (!srcBuffer) return failure();
    std::optional<BaseMemRefType> resultType = bufferization::getBufferType(slice.getResult(), options, state);
    if (!resultType) return failure();
    Value subview = rewriter
                        .create<memref::SubViewOp>(op->getLoc(), resultType->cast<MemRefType>(), *srcBuffer,
                                                   slice.getMixedOffsets(), slice.getMixedSizes(),
                                                   slice.getMixedStrides())
                        .getResult();
    replaceOpWithBufferizedValues(rewriter, op, {subview});
    return success();
  }
};

// ---- tensor.insert_slice -------------------------------------------------

class InsertSliceOpModel : public DstBufferizableOpInterfaceExternalModel {
 public:
  bool bufferizesToMemoryRead(Operation *op, OpOperand &operand, const AnalysisState &) const override {
    tensor::InsertSliceOp insert(op);
    // The source is always read; the dest only if not entirely overwritten.
    if (operand.getOperandNumber() == 0) return true;
    if (operand.getOperandNumber() != 1) return false;
    std::optional<Slice> slice = getSlice(op);
    return !(slice && coversWholeTensor(*slice, insert.getDestType()));
  }

  bool isNotConflicting(Operation *op, OpOperand *uRead, OpOperand *uConflictingWrite,
                        const AnalysisState &state) const override {
    return areNonConflictingSubsets(op, uRead, uConflictingWrite, state);
  }

  LogicalResult bufferize(Operation *op, RewriterBase &rewriter, const BufferizationOptions &options,
                          BufferizationState &state) const override {
    tensor::InsertSliceOp insert(op);
    rewriter.setInsertionPoint(op);
    std::optional<Value> destBuffer = getBuffer(rewriter, insert.getDest(), options, state);
    if (!destBuffer) return failure();
    // The dest's buffer first, then the source's (MLIR's order: it decides
    // the order of to_buffer ops at the start of a block).
    std::optional<Value> srcBuffer = getBuffer(rewriter, insert.getSource(), options, state);
    if (!srcBuffer) return failure();
    Slice slice{insert.getMixedOffsets(), insert.getMixedSizes(), insert.getMixedStrides()};
    if (failed(createSubviewAndCopy(rewriter, op->getLoc(), *destBuffer, *srcBuffer,
                                    insert.getSourceType().getShape(), slice, op)))
      return failure();
    replaceOpWithBufferizedValues(rewriter, op, {*destBuffer});
    return success();
  }

 protected:
  bool isDpsInit(Operation *, OpOperand &operand) const override { return operand.getOperandNumber() == 1; }
  Value getTiedResult(Operation *op, OpOperand &) const override { return op->getResult(0); }
};

// ---- tensor.parallel_insert_slice ----------------------------------------

/// Trip count of a loop dimension with constant bounds and step.
std::optional<int64_t> constantTripCount(OpFoldResult lb, OpFoldResult ub, OpFoldResult step) {
  std::optional<int64_t> l = getConstantIntValue(lb), u = getConstantIntValue(ub), s = getConstantIntValue(step);
  if (!l || !u || !s || *s <= 0) return std::nullopt;
  if (*u <= *l) return 0;
  return (*u - *l + *s - 1) / *s;
}

class ParallelInsertSliceOpModel : public BufferizableOpInterface {
 public:
  AliasingValueList getAliasingValues(Operation *, OpOperand &, const AnalysisState &) const override { return {}; }

  bool bufferizesToMemoryRead(Operation *op, OpOperand &operand, const AnalysisState &) const override {
    tensor::ParallelInsertSliceOp insert(op);
    if (operand.getOperandNumber() == 0) return true;
    if (operand.getOperandNumber() != 1) return false;
    // No read of the dest if the slices of all iterations together cover
    // it (overlapping or out-of-bounds parallel inserts are undefined).
    Operation *inParallel = op->getParentOp();
    auto forall = inParallel ? tbuf::dyn_cast<scf::ForallOp>(inParallel->getParentOp()) : scf::ForallOp();
    if (!forall) return true;
    std::vector<OpFoldResult> lbs = forall.getMixedLowerBound(), ubs = forall.getMixedUpperBound(),
                              steps = forall.getMixedStep();
    int64_t flatTripCount = 1;
    for (size_t i = 0; i < lbs.size() && i < ubs.size() && i < steps.size(); ++i) {
      std::optional<int64_t> tc = constantTripCount(lbs[i], ubs[i], steps[i]);
      if (!tc) return true;
      flatTripCount *= *tc;
    }
    int64_t sliceElements = 1;
    for (const OpFoldResult &s : insert.getMixedSizes()) {
      std::optional<int64_t> c = getConstantIntValue(s);
      if (!c) return true;
      sliceElements *= *c;
    }
    RankedTensorType destType = insert.getDestType();
    if (!destType.hasStaticShape()) return true;
    return sliceElements * flatTripCount != destType.getNumElements();
  }

  bool bufferizesToMemoryWrite(Operation *, OpOperand &operand, const AnalysisState &) const override {
    return operand.getOperandNumber() == 1;
  }

  bool isNotConflicting(Operation *op, OpOperand *uRead, OpOperand *uConflictingWrite,
                        const AnalysisState &state) const override {
    return areNonConflictingSubsets(op, uRead, uConflictingWrite, state);
  }

  /// The dest is a shared_outs block argument that is always in place: no
  /// copies (MLIR: "implicit inplace behavior").
  LogicalResult resolveConflicts(Operation *, RewriterBase &, const AnalysisState &,
                                 BufferizationState &) const override {
    return success();
  }

  LogicalResult bufferize(Operation *op, RewriterBase &rewriter, const BufferizationOptions &options,
                          BufferizationState &state) const override {
    tensor::ParallelInsertSliceOp insert(op);
    Operation *inParallel = op->getParentOp();
    if (!inParallel) return op->emitOpError() << "expected a parallel combining parent";
    OpBuilder::InsertionGuard guard(rewriter);
    // Bufferize outside of the parallel combining terminator.
    rewriter.setInsertionPoint(inParallel);
    std::optional<Value> destBuffer = getBuffer(rewriter, insert.getDest(), options, state);
    if (!destBuffer) return failure();
    std::optional<Value> srcBuffer = getBuffer(rewriter, insert.getSource(), options, state);
    if (!srcBuffer) return failure();
    Slice slice{insert.getMixedOffsets(), insert.getMixedSizes(), insert.getMixedStrides()};
    if (failed(createSubviewAndCopy(rewriter, op->getLoc(), *destBuffer, *srcBuffer,
                                    insert.getSourceType().getShape(), slice, op)))
      return failure();
    rewriter.eraseOp(op);
    return success();
  }
};

}  // namespace

void registerSliceModels(Context &ctx) {
  ctx.attachInterface<BufferizableOpInterface>(tensor::ExtractSliceOp::getOperationName(),
                                               std::make_unique<ExtractSliceOpModel>());
  ctx.attachInterface<BufferizableOpInterface>(tensor::InsertSliceOp::getOperationName(),
                                               std::make_unique<InsertSliceOpModel>());
  ctx.attachInterface<BufferizableOpInterface>(tensor::ParallelInsertSliceOp::getOperationName(),
                                               std::make_unique<ParallelInsertSliceOpModel>());
}

}  // namespace tbuf::bufferization::tensor_models

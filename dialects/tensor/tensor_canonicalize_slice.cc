// Folds and canonicalization patterns of tensor.extract_slice,
// tensor.insert_slice and tensor.parallel_insert_slice (MLIR 22):
//
//   extract_slice of a splat constant                   =>  splat constant      (fold)
//   extract_slice of the whole tensor                   =>  the source          (fold)
//   extract_slice(insert_slice %s) of the same slice    =>  %s                  (fold)
//   extract_slice with constant offsets/sizes/strides   =>  static operands, canonical
//       (rank-reduced) result type, tensor.cast back to the old type
//   extract_slice(cast %x) losing information           =>  extract_slice %x
//   cast(extract_slice) adding static sizes             =>  extract_slice with the sizes
//   insert_slice of a whole static tensor               =>  the source          (fold)
//   insert_slice into insert_slice of the same slice    =>  insert into the older dest (fold)
//   insert_slice(extract_slice %d) back into %d          =>  %d                  (fold)
//   insert_slice with a zero size                       =>  the dest            (fold)
//   insert_slice with constant offsets/sizes/strides    =>  static operands (source cast to
//       the canonical type if needed)
//   insert_slice of/into information-losing casts       =>  insert_slice of the sources + cast
//   insert_slice whose sizes are more static than the source => tensor.cast of the source
// parallel_insert_slice gets the three patterns with casts created before
// its parent (scf.forall.in_parallel).
#include "dialects/utils/dialect_utils_layout.h"
#include "dialects/tensor/tensor_canonicalize.h"
#include "dialects/tensor/tensor_ops.h"

namespace tbuf::tensor::canon {

namespace {

// ---- shared --------------------------------------------------------------------

/// MLIR's foldIdentityOffsetSizeAndStrideOpInterface: zero offsets, sizes
/// equal to `shape` (leading dims) and unit strides.
template <typename OpT> bool isIdentitySlice(OpT op, ShapedType shapedType) {
  for (const OpFoldResult &ofr : op.getMixedOffsets())
    if (!isConstantIntValue(ofr, 0)) return false;
  std::vector<OpFoldResult> sizes = op.getMixedSizes();
  ArrayRef<int64_t> shape = shapedType.getShape();
  for (size_t i = 0; i < sizes.size() && i < shape.size(); ++i) {
    std::optional<int64_t> size = getConstantIntValue(sizes[i]);
    if (!size || *size != shape[i]) return false;
  }
  for (const OpFoldResult &ofr : op.getMixedStrides())
    if (!isConstantIntValue(ofr, 1)) return false;
  return true;
}

/// MLIR's sameOffsetsSizesAndStrides with OpFoldResult equality.
template <typename A, typename B> bool isSameSlice(A a, B b) {
  return sameOfrs(a.getMixedOffsets(), b.getMixedOffsets()) && sameOfrs(a.getMixedSizes(), b.getMixedSizes()) &&
         sameOfrs(a.getMixedStrides(), b.getMixedStrides());
}

bool hasConstantIndexOperand(Operation *op) {
  for (Value v : op->getOperands())
    if (isConstantIndex(v)) return true;
  return false;
}

/// MLIR's verifyInsertSliceOp type check: `srcType` is the slice (possibly
/// rank-reduced) of `dstType` with `staticSizes`.
bool isValidInsertSliceType(RankedTensorType srcType, RankedTensorType dstType, ArrayRef<int64_t> staticSizes) {
  if (static_cast<int64_t>(staticSizes.size()) != dstType.getRank()) return false;
  RankedTensorType expected = inferExtractSliceResultType(dstType, staticSizes);
  return isRankReducedType(expected, srcType) == SliceVerificationResult::Success;
}

// ---- tensor.extract_slice --------------------------------------------------------

LogicalResult foldExtractSlice(Operation *op, ArrayRef<Attribute> operands, std::vector<OpFoldResult> &results) {
  ExtractSliceOp slice(op);
  auto splat = operands.empty() ? DenseElementsAttr() : operands[0].dyn_cast<DenseElementsAttr>();
  if (splat && splat.isSplat() && slice.getType().hasStaticShape()) {
    RankedTensorType type = slice.getType();
    Attribute result = splat.isFloat() ? DenseElementsAttr::getSplatFloat(type, splat.getFloatAt(0))
                                       : DenseElementsAttr::getSplatInt(type, splat.getIntAt(0));
    results.push_back(OpFoldResult(result));
    return success();
  }
  if (slice.getSourceType() == slice.getType() && isIdentitySlice(slice, slice.getType())) {
    results.push_back(OpFoldResult(slice.getSource()));
    return success();
  }
  if (Operation *insert = getDefiningOpNamed(slice.getSource(), InsertSliceOp::getOperationName())) {
    InsertSliceOp insertOp(insert);
    if (insertOp.getSource().getType() == slice.getType() && isSameSlice(insertOp, slice)) {
      results.push_back(OpFoldResult(insertOp.getSource()));
      return success();
    }
  }
  return failure();
}

/// OpWithOffsetSizesAndStridesConstantArgumentFolder<ExtractSliceOp,
/// SliceReturnTypeCanonicalizer, SliceCanonicalizer>.
LogicalResult extractSliceConstantArgumentFolder(Operation *op, RewriterBase &rewriter) {
  ExtractSliceOp slice(op);
  std::vector<OpFoldResult> offsets = slice.getMixedOffsets(), sizes = slice.getMixedSizes(),
                            strides = slice.getMixedStrides();
  if (!foldOffsetsSizesStrides(slice.getSourceType().getShape(), offsets, sizes, strides)) return failure();
  RankedTensorType resultType =
      ExtractSliceOp::inferCanonicalRankReducedResultType(slice.getType().getRank(), slice.getSourceType(), sizes);
  ExtractSliceOp newOp =
      rewriter.create<ExtractSliceOp>(op->getLoc(), resultType, slice.getSource(), offsets, sizes, strides);
  Value replacement = newOp.getResult();
  if (replacement.getType() != slice.getType())
    replacement = createCast(rewriter, op->getLoc(), slice.getType(), replacement);
  rewriter.replaceOp(op, {replacement});
  return success();
}

/// ExtractSliceOpCastFolder: extract_slice(cast %x) => extract_slice %x.
LogicalResult extractSliceOpCastFolder(Operation *op, RewriterBase &rewriter) {
  if (hasConstantIndexOperand(op)) return failure();
  ExtractSliceOp slice(op);
  Operation *cast = getDefiningOpNamed(slice.getSource(), CastOp::getOperationName());
  if (!cast || !canFoldIntoConsumerOp(cast)) return failure();
  ExtractSliceOp newOp = rewriter.create<ExtractSliceOp>(op->getLoc(), slice.getType(), cast->getOperand(0),
                                                         slice.getMixedOffsets(), slice.getMixedSizes(),
                                                         slice.getMixedStrides());
  rewriter.replaceOp(op, {newOp.getResult()});
  return success();
}

/// TensorCastExtractSlice (rooted at tensor.cast): a cast adding static
/// sizes to an extract_slice result is folded into the slice's sizes.
LogicalResult tensorCastExtractSlice(Operation *op, RewriterBase &rewriter) {
  Operation *extract = getDefiningOpNamed(op->getOperand(0), ExtractSliceOp::getOperationName());
  auto resultType = op->getResult(0).getType().dyn_cast<RankedTensorType>();
  if (!resultType || !extract || !canFoldIntoProducerOp(op)) return failure();
  if (resultType.getShape() == op->getOperand(0).getType().cast<RankedTensorType>().getShape()) return failure();
  ExtractSliceOp slice(extract);
  std::vector<OpFoldResult> sizes = slice.getMixedSizes();
  std::optional<std::vector<bool>> mask = computeRankReductionMask(slice.getStaticSizes(), slice.getType().getShape());
  size_t dimIndex = 0;
  for (size_t i = 0; i < sizes.size(); ++i) {
    if (mask && (*mask)[i]) continue;
    int64_t dim = resultType.getDimSize(dimIndex++);
    if (isDynamic(dim)) continue;
    sizes[i] = OpFoldResult(rewriter.getIndexAttr(dim));
  }
  rewriter.replaceOpWithNewOp<ExtractSliceOp>(op, resultType, slice.getSource(), slice.getMixedOffsets(), sizes,
                                              slice.getMixedStrides());
  return success();
}

// ---- tensor.insert_slice / parallel_insert_slice -----------------------------------

LogicalResult foldInsertSlice(Operation *op, ArrayRef<Attribute>, std::vector<OpFoldResult> &results) {
  InsertSliceOp insert(op);
  if (insert.getSourceType().hasStaticShape() && insert.getType().hasStaticShape() &&
      insert.getSourceType() == insert.getType() && isIdentitySlice(insert, insert.getType())) {
    results.push_back(OpFoldResult(insert.getSource()));
    return success();
  }
  if (Operation *prev = getDefiningOpNamed(insert.getDest(), InsertSliceOp::getOperationName())) {
    InsertSliceOp prevOp(prev);
    if (prevOp.getSource().getType() == insert.getSource().getType() && isSameSlice(prevOp, insert)) {
      op->setOperand(1, prevOp.getDest());
      results.push_back(OpFoldResult(op->getResult(0)));
      return success();
    }
  }
  if (Operation *extract = getDefiningOpNamed(insert.getSource(), ExtractSliceOp::getOperationName())) {
    ExtractSliceOp extractOp(extract);
    if (extractOp.getSource() == insert.getDest() && isSameSlice(extractOp, insert)) {
      results.push_back(OpFoldResult(extractOp.getSource()));
      return success();
    }
  }
  for (const OpFoldResult &size : insert.getMixedSizes()) {
    if (isConstantIntValue(size, 0)) {
      results.push_back(OpFoldResult(insert.getDest()));
      return success();
    }
  }
  return failure();
}

/// Creates the replacement of an insert-like op (insert_slice with a result,
/// parallel_insert_slice without).
template <typename InsertOpTy>
Operation *createInsert(RewriterBase &rewriter, Location loc, Value source, Value dest,
                        ArrayRef<OpFoldResult> offsets, ArrayRef<OpFoldResult> sizes, ArrayRef<OpFoldResult> strides) {
  return rewriter.create<InsertOpTy>(loc, source, dest, offsets, sizes, strides).getOperation();
}

/// Sets the insertion point for casts of the source: before the op, or for
/// parallel_insert_slice before its parent (the parallel combining op).
template <typename InsertOpTy> void setCastInsertionPoint(RewriterBase &rewriter, Operation *op) {
  if constexpr (std::is_same_v<InsertOpTy, ParallelInsertSliceOp>) {
    rewriter.setInsertionPoint(op->getParentOp());
  } else {
    rewriter.setInsertionPoint(op);
  }
}

/// InsertSliceOpConstantArgumentFolder.
template <typename InsertOpTy> LogicalResult insertSliceConstantArgumentFolder(Operation *op, RewriterBase &rewriter) {
  InsertOpTy insert(op);
  std::vector<OpFoldResult> offsets = insert.getMixedOffsets(), sizes = insert.getMixedSizes(),
                            strides = insert.getMixedStrides();
  if (!foldOffsetsSizesStrides(insert.getDestType().getShape(), offsets, sizes, strides)) return failure();
  RankedTensorType sourceType = ExtractSliceOp::inferCanonicalRankReducedResultType(
      insert.getSourceType().getRank(), insert.getDestType(), sizes);
  Value toInsert = insert.getSource();
  if (sourceType != insert.getSourceType()) {
    OpBuilder::InsertionGuard guard(rewriter);
    setCastInsertionPoint<InsertOpTy>(rewriter, op);
    toInsert = createCast(rewriter, op->getLoc(), sourceType, toInsert);
  }
  Operation *newOp = createInsert<InsertOpTy>(rewriter, op->getLoc(), toInsert, insert.getDest(), offsets, sizes, strides);
  rewriter.replaceOp(op, newOp);
  return success();
}

/// InsertSliceOpCastFolder.
template <typename InsertOpTy> LogicalResult insertSliceOpCastFolder(Operation *op, RewriterBase &rewriter) {
  if (hasConstantIndexOperand(op)) return failure();
  InsertOpTy insert(op);
  auto sourceOfCast = [](Value v) -> Value {
    Operation *cast = getDefiningOpNamed(v, CastOp::getOperationName());
    if (!cast || !canFoldIntoConsumerOp(cast)) return Value();
    return cast->getOperand(0);
  };
  Value srcCastSource = sourceOfCast(insert.getSource());
  Value dstCastSource = sourceOfCast(insert.getDest());
  if (!srcCastSource && !dstCastSource) return failure();
  Value src = srcCastSource ? srcCastSource : insert.getSource();
  Value dst = dstCastSource ? dstCastSource : insert.getDest();
  auto srcType = src.getType().dyn_cast<RankedTensorType>();
  auto dstType = dst.getType().dyn_cast<RankedTensorType>();
  if (!srcType || !dstType) return failure();
  std::vector<int64_t> staticSizes(insert.getStaticSizes().begin(), insert.getStaticSizes().end());
  std::optional<std::vector<bool>> mask =
      computeRankReductionMask(staticSizes, srcType.getShape(), /*matchDynamic=*/true);
  if (!mask) return failure();
  std::vector<OpFoldResult> sizes = insert.getMixedSizes();
  int64_t reducedIdx = 0;
  for (size_t idx = 0; idx < staticSizes.size(); ++idx) {
    // As in MLIR, the reduced index only advances on static source dims.
    if (!(*mask)[idx] && !srcType.isDynamicDim(reducedIdx)) {
      sizes[idx] = OpFoldResult(rewriter.getIndexAttr(srcType.getDimSize(reducedIdx)));
      staticSizes[idx] = srcType.getDimSize(reducedIdx++);
    }
  }
  if (!isValidInsertSliceType(srcType, dstType, staticSizes)) return failure();
  Operation *replacement =
      createInsert<InsertOpTy>(rewriter, op->getLoc(), src, dst, insert.getMixedOffsets(), sizes,
                               insert.getMixedStrides());
  if constexpr (!std::is_same_v<InsertOpTy, ParallelInsertSliceOp>) {
    if (dst.getType() != insert.getDestType()) {
      Value cast = createCast(rewriter, op->getLoc(), insert.getDestType(), replacement->getResult(0));
      rewriter.replaceOp(op, {cast});
      return success();
    }
  }
  rewriter.replaceOp(op, replacement);
  return success();
}

/// InsertSliceOpSourceCastInserter.
template <typename InsertOpTy> LogicalResult insertSliceOpSourceCastInserter(Operation *op, RewriterBase &rewriter) {
  InsertOpTy insert(op);
  RankedTensorType srcType = insert.getSourceType();
  if (srcType.getRank() != insert.getDestType().getRank()) return failure();
  std::vector<int64_t> newShape(srcType.getShape().begin(), srcType.getShape().end());
  std::vector<OpFoldResult> sizes = insert.getMixedSizes();
  for (int64_t i = 0; i < srcType.getRank(); ++i) {
    if (std::optional<int64_t> c = getConstantIntValue(sizes[i])) {
      if (*c < 0) return failure();
      newShape[i] = *c;
    }
  }
  RankedTensorType newSrcType = RankedTensorType::get(newShape, srcType.getElementType(), srcType.getEncoding());
  if (srcType == newSrcType || !preservesStaticInformation(srcType, newSrcType) ||
      !CastOp::areCastCompatible(srcType, newSrcType))
    return failure();
  Value cast;
  {
    OpBuilder::InsertionGuard guard(rewriter);
    setCastInsertionPoint<InsertOpTy>(rewriter, op);
    cast = createCast(rewriter, op->getLoc(), newSrcType, insert.getSource());
  }
  Operation *newOp = createInsert<InsertOpTy>(rewriter, op->getLoc(), cast, insert.getDest(), insert.getMixedOffsets(),
                                              sizes, insert.getMixedStrides());
  rewriter.replaceOp(op, newOp);
  return success();
}

}  // namespace

Fold getExtractSliceFold() { return foldExtractSlice; }
Fold getInsertSliceFold() { return foldInsertSlice; }
Pattern getTensorCastExtractSlicePattern() { return tensorCastExtractSlice; }

std::vector<Pattern> getExtractSlicePatterns() {
  return {extractSliceConstantArgumentFolder, extractSliceOpCastFolder};
}

std::vector<Pattern> getInsertSlicePatterns() {
  return {insertSliceConstantArgumentFolder<InsertSliceOp>, insertSliceOpCastFolder<InsertSliceOp>,
          insertSliceOpSourceCastInserter<InsertSliceOp>};
}

std::vector<Pattern> getParallelInsertSlicePatterns() {
  return {insertSliceConstantArgumentFolder<ParallelInsertSliceOp>, insertSliceOpCastFolder<ParallelInsertSliceOp>,
          insertSliceOpSourceCastInserter<ParallelInsertSliceOp>};
}

}  // namespace tbuf::tensor::canon

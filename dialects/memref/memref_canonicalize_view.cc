// Folds and canonicalization patterns of memref.subview, memref.view,
// memref.reinterpret_cast and memref.extract_strided_metadata (MLIR 22):
//
//   subview to the same static type                       =>  the source        (fold)
//   subview(subview %x) taking all of it                  =>  subview %x        (fold)
//   subview with constant offsets/sizes/strides           =>  static operands, inferred
//       (rank-reduced) result type, memref.cast back to the old type
//   subview(cast %x) losing information                   =>  subview %x + cast
//   subview with zero offsets, unit strides, full sizes   =>  the source (or a cast)
//   view to the same static type at byte shift 0          =>  the source        (fold)
//   view with constant sizes                              =>  static sizes + cast
//   view(cast %x)                                         =>  view %x
//   reinterpret_cast(reinterpret_cast/cast %x, or subview %x
//       at offset 0)                                      =>  reinterpret_cast %x (fold)
//   reinterpret_cast to the same static type, offset 0    =>  the source        (fold)
//   reinterpret_cast(extract_strided_metadata %x) rebuilding %x => %x (or a cast)
//   reinterpret_cast with constant operands               =>  static operands + cast
//   extract_strided_metadata results known statically     =>  constants         (fold)
//   extract_strided_metadata(cast %x)                     =>  extract_strided_metadata %x (fold)
#include "dialects/utils/dialect_utils_layout.h"
#include "dialects/memref/memref_canonicalize.h"
#include "dialects/memref/memref_ops.h"
#include "ir/builder.h"

namespace tbuf::memref::canon {

namespace {

bool allConstant(ArrayRef<OpFoldResult> ofrs, int64_t value) {
  for (const OpFoldResult &ofr : ofrs)
    if (!isConstantIntValue(ofr, value)) return false;
  return true;
}

bool hasConstantIndexOperand(Operation *op) {
  for (Value v : op->getOperands())
    if (isConstantIndex(v)) return true;
  return false;
}

/// `type` without the dims set in `dropped` (shape and strides), keeping
/// the strided layout's offset.
MemRefType dropDims(MemRefType type, const std::vector<bool> &dropped) {
  std::vector<int64_t> strides;
  int64_t offset;
  if (failed(type.getStridesAndOffset(strides, offset))) return MemRefType();
  std::vector<int64_t> shape, keptStrides;
  for (int64_t i = 0; i < type.getRank(); ++i) {
    if (i < static_cast<int64_t>(dropped.size()) && dropped[i]) continue;
    shape.push_back(type.getDimSize(i));
    keptStrides.push_back(strides[i]);
  }
  return MemRefType::get(shape, type.getElementType(), StridedLayoutAttr::get(type.getContext(), offset, keptStrides),
                         type.getMemorySpace());
}

bool hasValidSizesOffsets(ArrayRef<int64_t> values) {
  for (int64_t v : values)
    if (!isDynamic(v) && v < 0) return false;
  return true;
}

// ---- memref.subview --------------------------------------------------------------

LogicalResult foldSubView(Operation *op, ArrayRef<Attribute>, std::vector<OpFoldResult> &results) {
  SubViewOp subview(op);
  MemRefType sourceType = subview.getSourceType(), resultType = subview.getType();
  auto layout = resultType.getLayout().dyn_cast<StridedLayoutAttr>();
  bool staticLayout = !layout || !isDynamic(layout.getOffset());
  if (layout)
    for (int64_t s : layout.getStrides()) staticLayout &= !isDynamic(s);
  if (resultType == sourceType && resultType.hasStaticShape() && staticLayout) {
    results.push_back(OpFoldResult(subview.getSource()));
    return success();
  }
  if (Operation *src = getDefiningOpNamed(subview.getSource(), SubViewOp::getOperationName())) {
    if (allConstant(subview.getMixedOffsets(), 0) && allConstant(subview.getMixedStrides(), 1) &&
        sameOfrs(subview.getMixedSizes(), SubViewOp(src).getMixedSizes()) && resultType == sourceType) {
      results.push_back(OpFoldResult(subview.getSource()));
      return success();
    }
  }
  return failure();
}

/// OpWithOffsetSizesAndStridesConstantArgumentFolder<SubViewOp,
/// SubViewReturnTypeCanonicalizer, SubViewCanonicalizer>.
LogicalResult subViewConstantArgumentFolder(Operation *op, RewriterBase &rewriter) {
  SubViewOp subview(op);
  std::vector<OpFoldResult> offsets = subview.getMixedOffsets(), sizes = subview.getMixedSizes(),
                            strides = subview.getMixedStrides();
  if (!foldOffsetsSizesStrides(subview.getSourceType().getShape(), offsets, sizes, strides)) return failure();
  if (!hasValidSizesOffsets(getStaticValues(offsets)) || !hasValidSizesOffsets(getStaticValues(sizes))) return failure();
  MemRefType resultType = SubViewOp::inferResultType(subview.getSourceType(), offsets, sizes, strides);
  if (!resultType) return failure();
  std::vector<bool> dropped = subview.getDroppedDims();
  if (std::find(dropped.begin(), dropped.end(), true) != dropped.end()) resultType = dropDims(resultType, dropped);
  if (!resultType) return failure();
  SubViewOp newOp = rewriter.create<SubViewOp>(op->getLoc(), resultType, subview.getSource(), offsets, sizes, strides);
  rewriter.replaceOpWithNewOp<CastOp>(op, subview.getType(), newOp.getResult());
  return success();
}

/// SubViewOpMemRefCastFolder: subview(cast %x) => cast(subview %x).
LogicalResult subViewOpMemRefCastFolder(Operation *op, RewriterBase &rewriter) {
  if (hasConstantIndexOperand(op)) return failure();
  SubViewOp subview(op);
  Operation *cast = getDefiningOpNamed(subview.getSource(), CastOp::getOperationName());
  if (!cast || !canFoldIntoConsumerOp(cast)) return failure();
  // getCanonicalSubViewResultType: infer from the cast source, drop the dims
  // the current subview drops (computed on its current source type).
  auto castSourceType = cast->getOperand(0).getType().cast<MemRefType>();
  MemRefType nonReduced = SubViewOp::inferResultType(castSourceType, subview.getMixedOffsets(),
                                                     subview.getMixedSizes(), subview.getMixedStrides());
  std::optional<std::vector<bool>> unused =
      computeMemRefRankReductionMask(subview.getSourceType(), subview.getType(), subview.getMixedSizes());
  if (!nonReduced || !unused) return failure();
  MemRefType resultType = dropDims(nonReduced, *unused);
  if (!resultType) return failure();
  SubViewOp newOp = rewriter.create<SubViewOp>(op->getLoc(), resultType, cast->getOperand(0),
                                               subview.getMixedOffsets(), subview.getMixedSizes(),
                                               subview.getMixedStrides());
  rewriter.replaceOpWithNewOp<CastOp>(op, subview.getType(), newOp.getResult());
  return success();
}

/// TrivialSubViewOpFolder: zero offsets, unit strides and the source's
/// static sizes => the source (or a cast to the subview type).
LogicalResult trivialSubViewOpFolder(Operation *op, RewriterBase &rewriter) {
  SubViewOp subview(op);
  MemRefType sourceType = subview.getSourceType();
  if (sourceType.getRank() != subview.getType().getRank()) return failure();
  if (!allConstant(subview.getMixedOffsets(), 0) || !allConstant(subview.getMixedStrides(), 1)) return failure();
  std::vector<OpFoldResult> sizes = subview.getMixedSizes();
  for (size_t i = 0; i < sizes.size(); ++i) {
    std::optional<int64_t> size = getConstantIntValue(sizes[i]);
    if (!size || *size != sourceType.getDimSize(i)) return failure();
  }
  if (sourceType == subview.getType()) {
    rewriter.replaceOp(op, {subview.getSource()});
    return success();
  }
  rewriter.replaceOpWithNewOp<CastOp>(op, subview.getType(), subview.getSource());
  return success();
}

// ---- memref.view -----------------------------------------------------------------

LogicalResult foldView(Operation *op, ArrayRef<Attribute>, std::vector<OpFoldResult> &results) {
  ViewOp view(op);
  MemRefType sourceType = view.getSource().getType().cast<MemRefType>();
  if (view.getType() == sourceType && sourceType.hasStaticShape() && isConstantIntValue(view.getByteShift(), 0)) {
    results.push_back(OpFoldResult(view.getSource()));
    return success();
  }
  return failure();
}

/// ViewOpShapeFolder: constant sizes become static; cast back.
LogicalResult viewOpShapeFolder(Operation *op, RewriterBase &rewriter) {
  ViewOp view(op);
  MemRefType type = view.getType();
  std::vector<int64_t> shape(type.getShape().begin(), type.getShape().end());
  std::vector<Value> kept;
  size_t next = 0;
  for (int64_t i = 0; i < type.getRank(); ++i) {
    if (!type.isDynamicDim(i)) continue;
    Value size = view.getSizes()[next++];
    std::optional<int64_t> c = getConstantIntValue(size);
    if (c && *c >= 0) {
      shape[i] = *c;
    } else {
      kept.push_back(size);
    }
  }
  MemRefType folded = MemRefType::get(shape, type.getElementType(), type.getLayout(), type.getMemorySpace());
  if (folded == type) return failure();
  ViewOp newOp = rewriter.create<ViewOp>(op->getLoc(), folded, view.getSource(), view.getByteShift(),
                                         ArrayRef<Value>(kept));
  rewriter.replaceOpWithNewOp<CastOp>(op, type, newOp.getResult());
  return success();
}

/// ViewOpMemrefCastFolder: view(cast %x) => view %x.
LogicalResult viewOpMemrefCastFolder(Operation *op, RewriterBase &rewriter) {
  ViewOp view(op);
  Operation *cast = getDefiningOpNamed(view.getSource(), CastOp::getOperationName());
  if (!cast) return failure();
  rewriter.replaceOpWithNewOp<ViewOp>(op, view.getType(), cast->getOperand(0), view.getByteShift(),
                                      view.getSizes().vec());
  return success();
}

// ---- memref.reinterpret_cast / extract_strided_metadata --------------------------------

LogicalResult foldReinterpretCast(Operation *op, ArrayRef<Attribute>, std::vector<OpFoldResult> &results) {
  ReinterpretCastOp cast(op);
  Value src = cast.getSource();
  Value prevSrc;
  if (Operation *prev = getDefiningOpNamed(src, ReinterpretCastOp::getOperationName())) prevSrc = prev->getOperand(0);
  else if (Operation *prev = getDefiningOpNamed(src, CastOp::getOperationName())) prevSrc = prev->getOperand(0);
  else if (Operation *prev = getDefiningOpNamed(src, SubViewOp::getOperationName());
           prev && allConstant(SubViewOp(prev).getMixedOffsets(), 0))
    prevSrc = prev->getOperand(0);
  if (prevSrc) {
    op->setOperand(0, prevSrc);
    results.push_back(OpFoldResult(op->getResult(0)));
    return success();
  }
  if (cast.getType().hasStaticShape() && src.getType() == cast.getType() && cast.getStaticOffsets().front() == 0) {
    results.push_back(OpFoldResult(src));
    return success();
  }
  return failure();
}

/// The strides and offset of a memref type (all dynamic if not strided).
void getStridesAndOffsetOrDynamic(MemRefType type, std::vector<int64_t> &strides, int64_t &offset) {
  if (succeeded(type.getStridesAndOffset(strides, offset))) return;
  strides.assign(type.getRank(), kDynamic);
  offset = kDynamic;
}

struct Constified {
  std::vector<OpFoldResult> offset, sizes, strides;
};

/// getConstifiedMixedOffset/Sizes/Strides of a reinterpret_cast.
Constified constifyReinterpretCast(ReinterpretCastOp op) {
  Constified c{op.getMixedOffsets(), op.getMixedSizes(), op.getMixedStrides()};
  std::vector<int64_t> strides;
  int64_t offset;
  getStridesAndOffsetOrDynamic(op.getType(), strides, offset);
  constifyIndexValues(c.sizes, op.getType().getShape());
  constifyIndexValues(c.strides, strides);
  constifyIndexValues(c.offset, {offset});
  return c;
}

/// getConstifiedMixedOffset/Sizes/Strides of an extract_strided_metadata.
Constified constifyExtractStridedMetadata(ExtractStridedMetadataOp op) {
  auto sourceType = op.getSource().getType().cast<MemRefType>();
  Constified c{getAsOpFoldResult({op.getOffset()}), getAsOpFoldResult(op.getSizes().vec()),
               getAsOpFoldResult(op.getStrides().vec())};
  std::vector<int64_t> strides;
  int64_t offset;
  getStridesAndOffsetOrDynamic(sourceType, strides, offset);
  constifyIndexValues(c.sizes, sourceType.getShape());
  constifyIndexValues(c.strides, strides);
  constifyIndexValues(c.offset, {offset});
  return c;
}

/// ReinterpretCastOpExtractStridedMetadataFolder.
LogicalResult reinterpretCastOfExtractStridedMetadata(Operation *op, RewriterBase &rewriter) {
  ReinterpretCastOp cast(op);
  Operation *metadata = getDefiningOpNamed(cast.getSource(), ExtractStridedMetadataOp::getOperationName());
  if (!metadata) return failure();
  Constified a = constifyExtractStridedMetadata(ExtractStridedMetadataOp(metadata));
  Constified b = constifyReinterpretCast(cast);
  bool noop = sameOfrs(a.strides, b.strides) && sameOfrs(a.sizes, b.sizes) && sameOfrs(a.offset, b.offset);
  Value source = metadata->getOperand(0);
  if (!noop) {
    rewriter.modifyOpInPlace(op, [&] { op->setOperand(0, source); });
    return success();
  }
  if (source.getType() == cast.getType()) {
    rewriter.replaceOp(op, {source});
  } else {
    rewriter.replaceOpWithNewOp<CastOp>(op, cast.getType(), source);
  }
  return success();
}

/// ReinterpretCastOpConstantFolder: operands known statically (from the
/// result type or constants) become static; the new op is cast back.
LogicalResult reinterpretCastConstantFolder(Operation *op, RewriterBase &rewriter) {
  ReinterpretCastOp cast(op);
  auto countAttrs = [](ArrayRef<OpFoldResult> ofrs) {
    return std::count_if(ofrs.begin(), ofrs.end(), [](const OpFoldResult &o) { return static_cast<bool>(o.attr); });
  };
  std::vector<OpFoldResult> mixedOffsets = cast.getMixedOffsets(), mixedSizes = cast.getMixedSizes(),
                            mixedStrides = cast.getMixedStrides();
  auto srcStaticCount = countAttrs(mixedOffsets) + countAttrs(mixedSizes) + countAttrs(mixedStrides);
  Constified c = constifyReinterpretCast(cast);
  if (std::optional<int64_t> v = getConstantIntValue(c.offset[0]); v && *v < 0) c.offset[0] = mixedOffsets[0];
  for (size_t i = 0; i < c.sizes.size(); ++i)
    if (std::optional<int64_t> v = getConstantIntValue(c.sizes[i]); v && *v < 0) c.sizes[i] = mixedSizes[i];
  if (srcStaticCount == countAttrs(c.offset) + countAttrs(c.sizes) + countAttrs(c.strides)) return failure();
  // The inferring builder: sizes and a strided layout from the static values.
  auto sourceType = cast.getSource().getType().cast<BaseMemRefType>();
  std::vector<int64_t> staticStrides = getStaticValues(c.strides);
  MemRefType type = MemRefType::get(getStaticValues(c.sizes), sourceType.getElementType(),
                                    StridedLayoutAttr::get(op->getContext(), getStaticValues(c.offset)[0], staticStrides),
                                    sourceType.getMemorySpace());
  ReinterpretCastOp newOp =
      rewriter.create<ReinterpretCastOp>(op->getLoc(), type, cast.getSource(), c.offset[0], c.sizes, c.strides);
  rewriter.replaceOpWithNewOp<CastOp>(op, cast.getType(), newOp.getResult());
  return success();
}

/// Replaces the uses of `value` by an index constant when `known` is an
/// attribute different from `value` itself (MLIR's replaceConstantUsesOf).
bool replaceConstantUses(OpBuilder &builder, Location loc, Value value, const OpFoldResult &known) {
  if (value.use_empty() || !known.attr) return false;
  OperationState state(builder.getContext(), loc, "arith.constant");
  state.addAttribute("value", getIndexAttr(builder.getContext(), known.attr.cast<IntegerAttr>().getInt()));
  state.addTypes({builder.getIndexType()});
  Value constant = builder.create(state)->getResult(0);
  value.replaceAllUsesWith(constant);
  return true;
}

LogicalResult foldExtractStridedMetadata(Operation *op, ArrayRef<Attribute>, std::vector<OpFoldResult> &) {
  ExtractStridedMetadataOp metadata(op);
  // Usually only the base buffer (result 0) is used, e.g. by the deallocation
  // lowering: then only a memref.cast source can fold.
  bool metadataUsed = false;
  for (unsigned i = 1; i < op->getNumResults(); ++i) metadataUsed |= !op->getResult(i).use_empty();
  if (!metadataUsed && !getDefiningOpNamed(metadata.getSource(), CastOp::getOperationName())) return failure();
  OpBuilder builder(op);
  Constified c = constifyExtractStridedMetadata(metadata);
  bool replaced = replaceConstantUses(builder, op->getLoc(), metadata.getOffset(), c.offset[0]);
  std::vector<Value> sizes = metadata.getSizes().vec(), strides = metadata.getStrides().vec();
  for (size_t i = 0; i < sizes.size(); ++i) replaced |= replaceConstantUses(builder, op->getLoc(), sizes[i], c.sizes[i]);
  for (size_t i = 0; i < strides.size(); ++i)
    replaced |= replaceConstantUses(builder, op->getLoc(), strides[i], c.strides[i]);
  if (Operation *prev = getDefiningOpNamed(metadata.getSource(), CastOp::getOperationName())) {
    if (prev->getOperand(0).getType().isa<MemRefType>()) {
      op->setOperand(0, prev->getOperand(0));
      replaced = true;
    }
  }
  return success(replaced);
}

}  // namespace

Fold getSubViewFold() { return foldSubView; }
Fold getViewFold() { return foldView; }
Fold getReinterpretCastFold() { return foldReinterpretCast; }
Fold getExtractStridedMetadataFold() { return foldExtractStridedMetadata; }

std::vector<Pattern> getSubViewPatterns() {
  return {subViewConstantArgumentFolder, subViewOpMemRefCastFolder, trivialSubViewOpFolder};
}
std::vector<Pattern> getViewPatterns() { return {viewOpShapeFolder, viewOpMemrefCastFolder}; }
std::vector<Pattern> getReinterpretCastPatterns() {
  return {reinterpretCastOfExtractStridedMetadata, reinterpretCastConstantFolder};
}

}  // namespace tbuf::memref::canon

// Shape and strided-layout inference for slice-like ops. See
// dialect_utils_layout.h.
#include "dialects/utils/dialect_utils_layout.h"

#include <map>

#include "dialects/utils/dialect_utils.h"

namespace tbuf {

int64_t saturatedAdd(int64_t a, int64_t b) {
  if (isDynamic(a) || isDynamic(b)) return kDynamic;
  return a + b;
}

int64_t saturatedMul(int64_t a, int64_t b) {
  if (a == 0 || b == 0) return 0;
  if (isDynamic(a) || isDynamic(b)) return kDynamic;
  return a * b;
}

bool hasIdentityLayoutMap(MemRefType type) {
  Attribute layout = type.getLayout();
  if (!layout) return true;
  if (auto map = layout.dyn_cast<AffineMapAttr>()) return map.getValue().isIdentity();
  if (auto strided = layout.dyn_cast<StridedLayoutAttr>())
    return type.getRank() == 1 && strided.getOffset() == 0 && strided.getStrides().size() == 1 &&
           strided.getStrides()[0] == 1;
  return false;
}

bool isStrided(MemRefType type) {
  // The identity and strided layouts always have strides (what
  // getStridesAndOffset computes for them): no vector to fill.
  Attribute layout = type.getLayout();
  if (!layout || layout.isa<StridedLayoutAttr>()) return true;
  std::vector<int64_t> strides;
  int64_t offset;
  return succeeded(type.getStridesAndOffset(strides, offset));
}

bool hasNonIdentityLayout(Type type) {
  auto m = type.dyn_cast<MemRefType>();
  return m && !hasIdentityLayoutMap(m);
}

bool areMemRefCastCompatible(Type input, Type output) {
  auto aT = input.dyn_cast<MemRefType>(), bT = output.dyn_cast<MemRefType>();
  auto uaT = input.dyn_cast<UnrankedMemRefType>(), ubT = output.dyn_cast<UnrankedMemRefType>();
  if (aT && bT) {
    if (aT.getElementType() != bT.getElementType()) return false;
    if (aT.getLayout() != bT.getLayout()) {
      std::vector<int64_t> aStrides, bStrides;
      int64_t aOffset, bOffset;
      if (failed(aT.getStridesAndOffset(aStrides, aOffset)) || failed(bT.getStridesAndOffset(bStrides, bOffset)) ||
          aStrides.size() != bStrides.size())
        return false;
      auto compatible = [](int64_t a, int64_t b) { return isDynamic(a) || isDynamic(b) || a == b; };
      if (!compatible(aOffset, bOffset)) return false;
      for (size_t i = 0; i < aStrides.size(); ++i)
        if (!compatible(aStrides[i], bStrides[i])) return false;
    }
    if (aT.getMemorySpace() != bT.getMemorySpace()) return false;
    if (aT.getRank() != bT.getRank()) return false;
    for (int64_t i = 0; i < aT.getRank(); ++i) {
      int64_t a = aT.getDimSize(i), b = bT.getDimSize(i);
      if (!isDynamic(a) && !isDynamic(b) && a != b) return false;
    }
    return true;
  }
  if (!aT && !uaT) return false;
  if (!bT && !ubT) return false;
  if (uaT && ubT) return false;
  auto a = input.cast<BaseMemRefType>(), b = output.cast<BaseMemRefType>();
  return a.getElementType() == b.getElementType() && a.getMemorySpace() == b.getMemorySpace();
}

std::optional<std::vector<bool>> computeRankReductionMask(ArrayRef<int64_t> originalShape,
                                                          ArrayRef<int64_t> reducedShape, bool matchDynamic) {
  size_t originalRank = originalShape.size(), reducedRank = reducedShape.size();
  std::vector<bool> unusedDims(originalRank, false);
  size_t reducedIdx = 0;
  for (size_t originalIdx = 0; originalIdx < originalRank; ++originalIdx) {
    int64_t origSize = originalShape[originalIdx];
    if (matchDynamic && reducedIdx < reducedRank && origSize != 1 &&
        (isDynamic(reducedShape[reducedIdx]) || isDynamic(origSize))) {
      ++reducedIdx;
      continue;
    }
    if (reducedIdx < reducedRank && origSize == reducedShape[reducedIdx]) {
      ++reducedIdx;
      continue;
    }
    unusedDims[originalIdx] = true;
    if (origSize != 1) return std::nullopt;
  }
  if (reducedIdx != reducedRank) return std::nullopt;
  return unusedDims;
}

SliceVerificationResult isRankReducedType(ShapedType originalType, ShapedType candidateReducedType) {
  if (originalType == candidateReducedType) return SliceVerificationResult::Success;
  ArrayRef<int64_t> originalShape = originalType.getShape();
  ArrayRef<int64_t> candidateShape = candidateReducedType.getShape();
  if (candidateShape.size() > originalShape.size()) return SliceVerificationResult::RankTooLarge;
  if (!computeRankReductionMask(originalShape, candidateShape)) return SliceVerificationResult::SizeMismatch;
  if (originalType.getElementType() != candidateReducedType.getElementType())
    return SliceVerificationResult::ElemTypeMismatch;
  return SliceVerificationResult::Success;
}

std::optional<std::vector<bool>> computeMemRefRankReductionMask(MemRefType originalType, MemRefType reducedType,
                                                                ArrayRef<OpFoldResult> sizes) {
  size_t originalRank = originalType.getRank();
  std::vector<bool> unusedDims(originalRank, false);
  if (originalType.getRank() == reducedType.getRank()) return unusedDims;
  auto count = [&] {
    int64_t n = 0;
    for (bool b : unusedDims) n += b;
    return n;
  };
  for (size_t i = 0; i < sizes.size() && i < originalRank; ++i)
    if (sizes[i].attr && isConstantIntValue(sizes[i], 1)) unusedDims[i] = true;
  if (count() + reducedType.getRank() == originalType.getRank()) return unusedDims;

  std::vector<int64_t> originalStrides, candidateStrides;
  int64_t originalOffset, candidateOffset;
  if (failed(originalType.getStridesAndOffset(originalStrides, originalOffset)) ||
      failed(reducedType.getStridesAndOffset(candidateStrides, candidateOffset)))
    return std::nullopt;
  // A dim is truly dropped only if its stride is dropped too; compare the
  // number of occurrences of each stride in both types.
  std::map<int64_t, unsigned> unaccounted, candidateOccurrences;
  for (int64_t s : originalStrides) ++unaccounted[s];
  for (int64_t s : candidateStrides) ++candidateOccurrences[s];
  for (size_t dim = 0; dim < originalRank; ++dim) {
    if (!unusedDims[dim]) continue;
    int64_t stride = originalStrides[dim];
    if (unaccounted[stride] > candidateOccurrences[stride]) {
      --unaccounted[stride];
      continue;
    }
    if (unaccounted[stride] == candidateOccurrences[stride]) {
      unusedDims[dim] = false;
      continue;
    }
    return std::nullopt;
  }
  if (count() + reducedType.getRank() != originalType.getRank()) return std::nullopt;
  return unusedDims;
}

MemRefType inferSubViewResultType(MemRefType sourceType, ArrayRef<int64_t> staticOffsets,
                                  ArrayRef<int64_t> staticSizes, ArrayRef<int64_t> staticStrides) {
  std::vector<int64_t> sourceStrides;
  int64_t sourceOffset = 0;
  if (failed(sourceType.getStridesAndOffset(sourceStrides, sourceOffset))) {
    sourceStrides.assign(sourceType.getRank(), kDynamic);
    sourceOffset = kDynamic;
  }
  int64_t targetOffset = sourceOffset;
  for (size_t i = 0; i < staticOffsets.size() && i < sourceStrides.size(); ++i)
    targetOffset = saturatedAdd(targetOffset, saturatedMul(staticOffsets[i], sourceStrides[i]));
  std::vector<int64_t> targetStrides;
  for (size_t i = 0; i < sourceStrides.size() && i < staticStrides.size(); ++i)
    targetStrides.push_back(saturatedMul(sourceStrides[i], staticStrides[i]));
  Context *ctx = sourceType.getContext();
  return MemRefType::get(staticSizes, sourceType.getElementType(),
                         StridedLayoutAttr::get(ctx, targetOffset, targetStrides), sourceType.getMemorySpace());
}

MemRefType inferSubViewResultType(MemRefType sourceType, ArrayRef<OpFoldResult> offsets,
                                  ArrayRef<OpFoldResult> sizes, ArrayRef<OpFoldResult> strides) {
  return inferSubViewResultType(sourceType, getStaticValues(offsets), getStaticValues(sizes),
                                getStaticValues(strides));
}

MemRefType inferRankReducedSubViewResultType(ArrayRef<int64_t> resultShape, MemRefType sourceType,
                                             ArrayRef<int64_t> staticOffsets, ArrayRef<int64_t> staticSizes,
                                             ArrayRef<int64_t> staticStrides) {
  MemRefType inferred = inferSubViewResultType(sourceType, staticOffsets, staticSizes, staticStrides);
  if (inferred.getRank() == static_cast<int64_t>(resultShape.size())) return inferred;
  std::optional<std::vector<bool>> dropped = computeRankReductionMask(inferred.getShape(), resultShape);
  assert(dropped && "invalid rank reduction");
  auto layout = inferred.getLayout().cast<StridedLayoutAttr>();
  std::vector<int64_t> strides;
  for (size_t i = 0; i < layout.getStrides().size(); ++i)
    if (!(*dropped)[i]) strides.push_back(layout.getStrides()[i]);
  return MemRefType::get(resultShape, inferred.getElementType(),
                         StridedLayoutAttr::get(sourceType.getContext(), layout.getOffset(), strides),
                         inferred.getMemorySpace());
}

MemRefType inferRankReducedSubViewResultType(ArrayRef<int64_t> resultShape, MemRefType sourceType,
                                             ArrayRef<OpFoldResult> offsets, ArrayRef<OpFoldResult> sizes,
                                             ArrayRef<OpFoldResult> strides) {
  return inferRankReducedSubViewResultType(resultShape, sourceType, getStaticValues(offsets),
                                           getStaticValues(sizes), getStaticValues(strides));
}

RankedTensorType inferExtractSliceResultType(RankedTensorType sourceType, ArrayRef<int64_t> staticSizes) {
  return RankedTensorType::get(staticSizes, sourceType.getElementType(), sourceType.getEncoding());
}

RankedTensorType inferCanonicalRankReducedExtractSliceType(unsigned desiredRank, RankedTensorType sourceType,
                                                           ArrayRef<int64_t> staticSizes) {
  RankedTensorType inferred = inferExtractSliceResultType(sourceType, staticSizes);
  int64_t rankDiff = inferred.getRank() - static_cast<int64_t>(desiredRank);
  if (rankDiff <= 0) return inferred;
  std::vector<int64_t> projected;
  for (int64_t size : inferred.getShape()) {
    if (size == 1 && rankDiff > 0) {
      --rankDiff;
      continue;
    }
    projected.push_back(size);
  }
  return RankedTensorType::get(projected, inferred.getElementType(), inferred.getEncoding());
}

}  // namespace tbuf

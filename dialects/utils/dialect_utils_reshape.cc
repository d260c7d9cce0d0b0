// Reassociation-based reshape helpers. See dialect_utils_reshape.h.
#include "dialects/utils/dialect_utils_reshape.h"

#include <algorithm>
#include <string>

#include "dialects/utils/dialect_utils.h"
#include "dialects/utils/dialect_utils_layout.h"
#include "ir/diagnostics.h"

namespace tbuf {

ArrayAttr getReassociationIndicesAttribute(Context *ctx, ArrayRef<ReassociationIndices> reassociation) {
  std::vector<Attribute> groups;
  groups.reserve(reassociation.size());
  Type i64 = IntegerType::get(ctx, 64);
  for (const ReassociationIndices &group : reassociation) {
    std::vector<Attribute> dims;
    for (int64_t d : group) dims.push_back(IntegerAttr::get(i64, d));
    groups.push_back(ArrayAttr::get(ctx, dims));
  }
  return ArrayAttr::get(ctx, groups);
}

std::vector<ReassociationIndices> getReassociationIndices(ArrayAttr attr) {
  std::vector<ReassociationIndices> result;
  if (!attr) return result;
  for (Attribute group : attr.getValue()) {
    ReassociationIndices indices;
    if (auto arr = group.dyn_cast<ArrayAttr>())
      for (Attribute d : arr.getValue())
        if (auto i = d.dyn_cast<IntegerAttr>()) indices.push_back(i.getInt());
    result.push_back(std::move(indices));
  }
  return result;
}

std::vector<ReassociationIndices> getReassociationIndices(Operation *op) {
  return getReassociationIndices(op->getAttrOfType<ArrayAttr>(kReassociationAttr));
}

LogicalResult verifyReassociationAttr(Operation *op) {
  Attribute raw = op->getAttr(kReassociationAttr);
  if (!raw) return op->emitOpError() << "requires attribute '" << kReassociationAttr << "'";
  auto fail = [&]() -> LogicalResult {
    return op->emitOpError() << "attribute '" << kReassociationAttr
                             << "' failed to satisfy constraint: Array of 64-bit integer array attributes";
  };
  auto arr = raw.dyn_cast<ArrayAttr>();
  if (!arr) return fail();
  for (Attribute group : arr.getValue()) {
    auto inner = group.dyn_cast<ArrayAttr>();
    if (!inner) return fail();
    for (Attribute d : inner.getValue()) {
      auto i = d.dyn_cast<IntegerAttr>();
      if (!i || !i.getType().isInteger(64)) return fail();
    }
  }
  return success();
}

ParseResult parseReassociation(OpAsmParser &parser, Attribute &result) { return parser.parseAttribute(result); }

void printReassociation(OpAsmPrinter &printer, Attribute reassociation) { printer.printAttribute(reassociation); }

std::vector<ReassociationIndices> getReassociationForFullCollapse(int64_t rank) {
  if (rank == 0) return {};
  ReassociationIndices all;
  for (int64_t i = 0; i < rank; ++i) all.push_back(i);
  return {all};
}

/// Number of dims of the affine maps MLIR builds from the groups: one more
/// than the largest index (computed in unsigned arithmetic, as MLIR does).
static unsigned getReassociationNumDims(ArrayRef<ReassociationIndices> reassociation) {
  unsigned maxPos = 0;
  for (const ReassociationIndices &group : reassociation)
    for (int64_t d : group) maxPos = std::max(maxPos, static_cast<unsigned>(d));
  return maxPos + 1;
}

/// MLIR's isReassociationValid: groups cover 0..n-1 in order.
static bool isReassociationValid(ArrayRef<ReassociationIndices> reassociation, int *invalidIndex) {
  if (reassociation.empty()) return true;
  unsigned nDims = getReassociationNumDims(reassociation);
  int64_t nextExpectedDim = 0;
  for (size_t i = 0; i < reassociation.size(); ++i) {
    for (int64_t d : reassociation[i]) {
      if (d != nextExpectedDim++) {
        *invalidIndex = static_cast<int>(i);
        return false;
      }
    }
  }
  if (nextExpectedDim != static_cast<int64_t>(nDims)) {
    *invalidIndex = static_cast<int>(reassociation.size()) - 1;
    return false;
  }
  return true;
}

LogicalResult verifyReshapeLikeTypes(Operation *op, ShapedType expandedType, ShapedType collapsedType,
                                     ArrayRef<ReassociationIndices> reassociation) {
  int64_t expandedRank = expandedType.getRank();
  int64_t collapsedRank = collapsedType.getRank();
  if (expandedRank < collapsedRank)
    return op->emitOpError() << "expected the expanded type, " << quoteType(expandedType)
                             << " to have a higher (or same) rank than the collapsed type, " << quoteType(collapsedType)
                             << '.';
  if (collapsedRank != static_cast<int64_t>(reassociation.size()))
    return op->emitOpError() << "expected collapsed rank (" << collapsedRank
                             << ") to equal the number of reassociation maps (" << reassociation.size() << ").";
  if (!reassociation.empty()) {
    unsigned numDims = getReassociationNumDims(reassociation);
    if (static_cast<int64_t>(numDims) != expandedRank)
      return op->emitOpError() << "expected reassociation map #0 to have size equal to the expanded rank ("
                               << expandedRank << "), but it is  " << numDims << '.';
  }
  int invalidIndex = 0;
  if (!isReassociationValid(reassociation, &invalidIndex))
    return op->emitOpError() << "expected reassociation map #" << invalidIndex << " to be valid and contiguous.";

  ArrayRef<int64_t> collapsedShape = collapsedType.getShape();
  ArrayRef<int64_t> expandedShape = expandedType.getShape();
  size_t expandedDimStart = 0;
  for (size_t i = 0; i < reassociation.size(); ++i) {
    bool foundDynamic = false;
    int64_t linearized = 1;
    for (size_t k = 0; k < reassociation[i].size(); ++k) {
      int64_t dim = expandedShape[expandedDimStart + k];
      if (isDynamic(dim))
        foundDynamic = true;
      else
        linearized *= dim;
    }
    if (foundDynamic) {
      if (!isDynamic(collapsedShape[i]))
        return op->emitOpError() << "expected dimension " << i
                                 << " of collapsed type to be dynamic since one or more of the corresponding "
                                    "dimensions in the expanded type is dynamic";
    } else if (collapsedShape[i] != linearized) {
      return op->emitOpError() << "expected dimension " << i << " of collapsed type to be static value of "
                               << linearized;
    }
    expandedDimStart += reassociation[i].size();
  }
  return success();
}

RankedTensorType inferCollapsedTensorType(RankedTensorType expandedType,
                                          ArrayRef<ReassociationIndices> reassociation) {
  ArrayRef<int64_t> shape = expandedType.getShape();
  std::vector<int64_t> newShape;
  for (const ReassociationIndices &group : reassociation) {
    int64_t size = 1;
    for (int64_t d : group) {
      if (d < 0 || d >= static_cast<int64_t>(shape.size()) || isDynamic(shape[d])) {
        size = kDynamic;
        break;
      }
      size *= shape[d];
    }
    newShape.push_back(size);
  }
  return RankedTensorType::get(newShape, expandedType.getElementType(), Attribute());
}

LogicalResult verifyCollapsedShape(Operation *op, ArrayRef<int64_t> collapsedShape, ArrayRef<int64_t> expandedShape,
                                   ArrayRef<ReassociationIndices> reassociation,
                                   bool allowMultipleDynamicDimsPerGroup) {
  if (collapsedShape.size() != reassociation.size())
    return op->emitOpError() << "invalid number of reassociation groups: found " << reassociation.size()
                             << ", expected " << collapsedShape.size();
  int64_t nextDim = 0;
  for (size_t collapsedDim = 0; collapsedDim < reassociation.size(); ++collapsedDim) {
    bool foundDynamic = false;
    for (int64_t expandedDim : reassociation[collapsedDim]) {
      if (expandedDim != nextDim++) return op->emitOpError() << "reassociation indices must be contiguous";
      if (expandedDim >= static_cast<int64_t>(expandedShape.size()))
        return op->emitOpError() << "reassociation index " << expandedDim << " is out of bounds";
      if (isDynamic(expandedShape[expandedDim])) {
        if (foundDynamic && !allowMultipleDynamicDimsPerGroup)
          return op->emitOpError() << "at most one dimension in a reassociation group may be dynamic";
        foundDynamic = true;
      }
    }
    if (isDynamic(collapsedShape[collapsedDim]) != foundDynamic)
      return op->emitOpError() << "collapsed dim (" << collapsedDim
                               << ") must be dynamic if and only if reassociation group is dynamic";
    if (!foundDynamic) {
      int64_t groupSize = 1;
      for (int64_t expandedDim : reassociation[collapsedDim]) groupSize *= expandedShape[expandedDim];
      if (groupSize != collapsedShape[collapsedDim])
        return op->emitOpError() << "collapsed dim size (" << collapsedShape[collapsedDim]
                                 << ") must equal reassociation group size (" << groupSize << ")";
    }
  }
  if (collapsedShape.empty()) {
    for (int64_t d : expandedShape)
      if (d != 1) return op->emitOpError() << "rank 0 memrefs can only be extended/collapsed with/from ones";
  } else if (nextDim != static_cast<int64_t>(expandedShape.size())) {
    return op->emitOpError() << "expanded rank (" << expandedShape.size()
                             << ") inconsistent with number of reassociation indices (" << nextDim << ")";
  }
  return success();
}

std::optional<StridedLayoutAttr> computeCollapsedLayoutMap(MemRefType srcType,
                                                           ArrayRef<ReassociationIndices> reassociation,
                                                           bool strict) {
  std::vector<int64_t> srcStrides;
  int64_t srcOffset;
  ArrayRef<int64_t> srcShape = srcType.getShape();
  if (failed(srcType.getStridesAndOffset(srcStrides, srcOffset))) return std::nullopt;
  // Each group takes the stride of its last dim, skipping unit dims (their
  // strides are meaningless); a trailing dynamic dim may be 1 at run time, so
  // its stride is unknown.
  std::vector<int64_t> resultStrides;
  for (const ReassociationIndices &group : reassociation) {
    if (group.empty()) return std::nullopt;
    size_t n = group.size();
    while (srcShape[group[n - 1]] == 1 && n > 1) --n;
    if (!isDynamic(srcShape[group[n - 1]]) || n == 1)
      resultStrides.push_back(srcStrides[group[n - 1]]);
    else
      resultStrides.push_back(kDynamic);
  }
  // Each group must be contiguous: stride[i-1] == stride[i] * size[i].
  int64_t resultStrideIndex = static_cast<int64_t>(resultStrides.size()) - 1;
  for (auto it = reassociation.rbegin(); it != reassociation.rend(); ++it) {
    const ReassociationIndices &group = *it;
    int64_t stride = resultStrides[resultStrideIndex--];
    for (size_t k = group.size() - 1; k >= 1; --k) {
      int64_t idx = group[k];
      stride = saturatedMul(stride, srcShape[idx]);
      // Dims of size 1 are skipped first: their strides are meaningless
      // (MLIR 22's order; `strict` must not reject a 1xN or 1x1 source with
      // a dynamic stride on the unit dim).
      if (srcShape[idx - 1] == 1) continue;
      int64_t srcStride = srcStrides[idx - 1];
      if (strict && (isDynamic(stride) || isDynamic(srcStride))) return std::nullopt;
      if (!isDynamic(stride) && !isDynamic(srcStride) && stride != srcStride) return std::nullopt;
    }
  }
  return StridedLayoutAttr::get(srcType.getContext(), srcOffset, resultStrides);
}

std::optional<StridedLayoutAttr> computeExpandedLayoutMap(MemRefType srcType, ArrayRef<int64_t> resultShape,
                                                          ArrayRef<ReassociationIndices> reassociation) {
  std::vector<int64_t> srcStrides;
  int64_t srcOffset;
  if (failed(srcType.getStridesAndOffset(srcStrides, srcOffset))) return std::nullopt;
  if (srcStrides.size() != reassociation.size()) return std::nullopt;
  // Each source stride is the stride of the last dim of its group; earlier
  // dims multiply by the sizes after them.
  std::vector<int64_t> reverseStrides;
  int64_t shapeIndex = static_cast<int64_t>(resultShape.size()) - 1;
  for (int64_t g = static_cast<int64_t>(reassociation.size()) - 1; g >= 0; --g) {
    int64_t current = srcStrides[g];
    for (size_t k = 0; k < reassociation[g].size(); ++k) {
      reverseStrides.push_back(current);
      if (shapeIndex < 0) return std::nullopt;
      current = saturatedMul(current, resultShape[shapeIndex--]);
    }
  }
  std::vector<int64_t> resultStrides(reverseStrides.rbegin(), reverseStrides.rend());
  resultStrides.resize(resultShape.size(), 1);
  return StridedLayoutAttr::get(srcType.getContext(), srcOffset, resultStrides);
}

std::optional<MemRefType> computeCollapsedMemRefType(MemRefType srcType,
                                                     ArrayRef<ReassociationIndices> reassociation) {
  std::vector<int64_t> resultShape;
  for (const ReassociationIndices &group : reassociation) {
    int64_t size = 1;
    for (int64_t d : group) size = saturatedMul(size, srcType.getDimSize(d));
    resultShape.push_back(size);
  }
  if (hasIdentityLayoutMap(srcType))
    return MemRefType::get(resultShape, srcType.getElementType(), Attribute(), srcType.getMemorySpace());
  std::optional<StridedLayoutAttr> layout = computeCollapsedLayoutMap(srcType, reassociation);
  if (!layout) return std::nullopt;
  return MemRefType::get(resultShape, srcType.getElementType(), *layout, srcType.getMemorySpace());
}

std::optional<MemRefType> computeExpandedMemRefType(MemRefType srcType, ArrayRef<int64_t> resultShape,
                                                    ArrayRef<ReassociationIndices> reassociation) {
  if (hasIdentityLayoutMap(srcType))
    return MemRefType::get(resultShape, srcType.getElementType(), Attribute(), srcType.getMemorySpace());
  std::optional<StridedLayoutAttr> layout = computeExpandedLayoutMap(srcType, resultShape, reassociation);
  if (!layout) return std::nullopt;
  return MemRefType::get(resultShape, srcType.getElementType(), *layout, srcType.getMemorySpace());
}

}  // namespace tbuf

// Shape and strided-layout inference for slice-like ops, shared by tensor
// (extract_slice/insert_slice) and memref (subview) and by bufferization,
// which turns one into the other. Mirrors MLIR's SubViewOp::inferResultType,
// isRankReducedType and computeRankReductionMask so that inferred types
// print exactly as mlir-opt's.
//
// Dynamic values (kDynamic) propagate through arithmetic with MLIR's
// SaturatedInteger rules: any dynamic operand makes the result dynamic,
// except that multiplying by a static 0 gives 0.
#pragma once

#include <optional>
#include <vector>

#include "ir/attributes.h"
#include "ir/op_definition.h"
#include "ir/types.h"

namespace tbuf {

/// a + b, dynamic if either is.
int64_t saturatedAdd(int64_t a, int64_t b);
/// a * b, dynamic if either is (a static 0 wins over dynamic).
int64_t saturatedMul(int64_t a, int64_t b);

/// MLIR's `layout.isIdentity()`: no layout, an identity affine map, or a
/// strided layout whose affine form is the identity (rank 1, stride 1,
/// offset 0).
bool hasIdentityLayoutMap(MemRefType type);
/// True if the layout is strided (getStridesAndOffset succeeds).
bool isStrided(MemRefType type);
/// MLIR's hasNonIdentityLayout: `type` is a memref whose layout is not the
/// identity (false for tensors, so reshape patterns shared with tensors can
/// ask).
bool hasNonIdentityLayout(Type type);

/// MLIR's memref::CastOp::areCastCompatible: same element type and memory
/// space; for two ranked memrefs also the same rank with compatible
/// (equal-or-dynamic) sizes, offset and strides; ranked to unranked and back
/// is allowed, unranked to unranked is not.
bool areMemRefCastCompatible(Type input, Type output);

/// Outcome of comparing a (possibly rank-reduced) type with the expected one.
enum class SliceVerificationResult {
  Success,
  RankTooLarge,
  SizeMismatch,
  ElemTypeMismatch,
  MemSpaceMismatch,
  LayoutMismatch,
};

/// Unit dimensions of `originalShape` to drop to obtain `reducedShape`
/// (greedy left-to-right matching, as MLIR), as a mask over the original
/// dims; nullopt if `reducedShape` cannot be obtained that way. With
/// `matchDynamic`, dynamic sizes match anything but 1.
std::optional<std::vector<bool>> computeRankReductionMask(ArrayRef<int64_t> originalShape,
                                                          ArrayRef<int64_t> reducedShape, bool matchDynamic = false);

/// Checks rank, sizes (up to dropping unit dims) and element type of
/// `candidateReducedType` against `originalType` (MLIR's isRankReducedType).
SliceVerificationResult isRankReducedType(ShapedType originalType, ShapedType candidateReducedType);

/// Which dims of `originalType` a rank-reducing subview of type
/// `reducedType` drops, using the static `sizes` (unit sizes) and, when
/// ambiguous, the strides (MLIR's computeMemRefRankReductionMask). nullopt
/// when the strides do not allow a consistent choice.
std::optional<std::vector<bool>> computeMemRefRankReductionMask(MemRefType originalType, MemRefType reducedType,
                                                                ArrayRef<OpFoldResult> sizes);

/// The type of `memref.subview` without rank reduction: shape = sizes,
/// strides = source strides * slice strides, offset = source offset +
/// sum(offset_i * source stride_i); always a StridedLayoutAttr.
/// Precondition: the source layout is strided and all lists have the
/// source's rank.
MemRefType inferSubViewResultType(MemRefType sourceType, ArrayRef<int64_t> staticOffsets,
                                  ArrayRef<int64_t> staticSizes, ArrayRef<int64_t> staticStrides);
MemRefType inferSubViewResultType(MemRefType sourceType, ArrayRef<OpFoldResult> offsets,
                                  ArrayRef<OpFoldResult> sizes, ArrayRef<OpFoldResult> strides);
/// The subview type with shape `resultShape`, dropping the unit dims that
/// computeRankReductionMask finds (and their strides). Precondition:
/// `resultShape` is a rank reduction of the sizes.
MemRefType inferRankReducedSubViewResultType(ArrayRef<int64_t> resultShape, MemRefType sourceType,
                                             ArrayRef<int64_t> staticOffsets, ArrayRef<int64_t> staticSizes,
                                             ArrayRef<int64_t> staticStrides);
MemRefType inferRankReducedSubViewResultType(ArrayRef<int64_t> resultShape, MemRefType sourceType,
                                             ArrayRef<OpFoldResult> offsets, ArrayRef<OpFoldResult> sizes,
                                             ArrayRef<OpFoldResult> strides);

/// The type of `tensor.extract_slice` without rank reduction: the static
/// sizes with the source's element type and encoding.
RankedTensorType inferExtractSliceResultType(RankedTensorType sourceType, ArrayRef<int64_t> staticSizes);
/// Best-effort rank reduction to `desiredRank`: drops the leading unit dims
/// (MLIR's inferCanonicalRankReducedResultType).
RankedTensorType inferCanonicalRankReducedExtractSliceType(unsigned desiredRank, RankedTensorType sourceType,
                                                           ArrayRef<int64_t> staticSizes);

}  // namespace tbuf

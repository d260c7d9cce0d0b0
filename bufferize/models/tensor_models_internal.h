// Shared pieces of the tensor dialect's BufferizableOpInterface models
// (MLIR's Tensor/Transforms/BufferizableOpInterfaceImpl.cpp), split by
// concept:
//   tensor_models.cc          registration
//   tensor_models_slices.cc   extract_slice, insert_slice, parallel_insert_slice
//   tensor_models_reshapes.cc cast, collapse_shape, expand_shape
//   tensor_models_elements.cc extract, insert, dim, rank, empty,
//                             from_elements, splat, concat
//   tensor_models_regions.cc  generate, pad (bodies moved into linalg.map)
//   tensor_models_utils.cc    the helpers below
//   tensor_models_index_equality.cc  areEqualIndexValues
// Internal to the models; not part of the bufferization API.
#pragma once

#include <optional>
#include <vector>

#include "bufferize/analysis_state.h"
#include "bufferize/bufferizable_op_interface.h"
#include "ir/builder.h"
#include "ir/rewriter.h"

namespace tbuf::bufferization::tensor_models {

void registerSliceModels(Context &ctx);
void registerReshapeModels(Context &ctx);
void registerReshapeOpModel(Context &ctx);  // tensor_models_reshape_op.cc
void registerElementModels(Context &ctx);
void registerRegionModels(Context &ctx);

/// Creates `OpT` at the rewriter's insertion point and replaces `op` with
/// its results (MLIR's replaceOpWithNewBufferizedOp).
template <typename OpT, typename... Args>
OpT replaceOpWithNewBufferizedOp(RewriterBase &rewriter, Operation *op, Args &&...args) {
  OpT newOp = rewriter.create<OpT>(op->getLoc(), std::forward<Args>(args)...);
  std::vector<Value> values;
  for (Value v : newOp->getResults()) values.push_back(v);
  replaceOpWithBufferizedValues(rewriter, op, values);
  return newOp;
}

/// `arith.constant <v> : index` at the builder's insertion point.
Value createIndexConstant(OpBuilder &b, Location loc, int64_t value);
/// The value of `ofr`, materialising a static entry as an index constant
/// (MLIR's getValueOrCreateConstantIndexOp).
Value getValueOrCreateConstantIndexOp(OpBuilder &b, Location loc, OpFoldResult ofr);
/// `a + b` folded where both are constant (an index attribute), else an
/// `arith.addi` (MLIR folds through affine.apply instead; tbuf's op set has
/// no affine dialect).
OpFoldResult addOfrs(OpBuilder &b, Location loc, OpFoldResult lhs, OpFoldResult rhs);
/// Sum of `terms` with the static parts added up first and the constant
/// added last (the order affine.apply's canonical form `s0 + s1 + 2` gives).
OpFoldResult sumOfrs(OpBuilder &b, Location loc, ArrayRef<OpFoldResult> terms);
/// MLIR's isEqualConstantIntOrValue: same constant, or same SSA value.
bool isEqualConstantIntOrValue(OpFoldResult a, OpFoldResult b);
/// Whether two index values are provably equal: same constant or value, or
/// the same linear form through arith.addi/subi/muli-by-constant and dims
/// (a subset of MLIR's ValueBoundsConstraintSet::areEqual, which the slice
/// matching of MLIR 22 uses). See tensor_models_index_equality.cc.
bool areEqualIndexValues(OpFoldResult a, OpFoldResult b);

/// The size of dim `dim` of tensor or memref `value`: a static index
/// attribute, or a new `tensor.dim`/`memref.dim` (with its index constant).
OpFoldResult createDimOfr(OpBuilder &b, Location loc, Value value, int64_t dim);

/// The result shape of a tensor op, as MLIR's ReifyRankedShapedTypeOpInterface
/// implementations compute it (empty, from_elements, generate, splat, pad,
/// concat; other ops: tensor.dim of the result is not available, nullopt).
/// May create ops at the builder's insertion point.
std::optional<std::vector<OpFoldResult>> reifyTensorResultShape(OpBuilder &b, OpResult result);

/// A new `bufferization.alloc_tensor(<dynamic sizes>)` for the tensor result
/// `result` of a tensor op, with the sizes taken from
/// reifyTensorResultShape (MLIR's allocateTensorForShapedValue with
/// copy=false on an op result). `memorySpace` (may be null) becomes the
/// `memory_space` attribute. Fails with a located error when the shape
/// cannot be reified.
std::optional<Value> allocateTensorForOpResult(OpBuilder &b, Location loc, OpResult result,
                                               Attribute memorySpace = Attribute());

/// The memref type of an alloc_tensor's buffer: `type`'s shape and element
/// type, identity layout, `memorySpace`.
MemRefType getAllocBufferType(RankedTensorType type, Attribute memorySpace = Attribute());

/// Moves the single-block body of a tensor.generate-like op (one index
/// argument per dim, ending in tensor.yield) into a new
/// `linalg.map outs(%dest)` whose body starts with one `linalg.index` per
/// dim, and turns the tensor.yield into linalg.yield (MLIR's
/// lowerGenerateLikeOpBody). Returns the map's tensor result.
Value lowerGenerateLikeOpBody(RewriterBase &rewriter, Location loc, Value tensorDestination, Region &generateBody);

}  // namespace tbuf::bufferization::tensor_models

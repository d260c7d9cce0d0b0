// Folds and canonicalization patterns of the tensor dialect (MLIR 22's
// TensorOps.cpp, as `mlir-opt-22 --canonicalize` applies them), internal to
// the tensor library. `registerTensorCanonicalizations` hooks them into the
// op definitions; one file per op family:
//   tensor_canonicalize.cc          registration, shared helpers; cast, dim,
//                                   rank, empty, extract, insert,
//                                   from_elements, splat, generate, concat,
//                                   bitcast; the dialect-wide cast folding
//                                   into destination-style consumers;
//   tensor_canonicalize_slice.cc    extract_slice, insert_slice,
//                                   parallel_insert_slice;
//   tensor_canonicalize_reshape.cc  collapse_shape, expand_shape;
//   tensor_canonicalize_pad.cc      pad.
// Canonicalizers of one root op are listed in MLIR's order: MLIR collects the
// patterns of every registered op sorted by op name, so a pattern rooted at
// tensor.dim but declared by tensor.empty comes after tensor.dim's own ones.
// Ops of other dialects (arith.constant, arith.index_cast) are created by
// name, so the tensor library does not depend on them. Folds producing
// attributes need the "tensor" constant materializer (arith.constant) to be
// registered with the folding infrastructure.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "dialects/dialect_utils.h"
#include "ir/context.h"
#include "ir/op_definition.h"
#include "ir/rewriter.h"

namespace tbuf {
/// Adds the tensor folds and canonicalization patterns to the registered
/// tensor op definitions (called at the end of registerTensorDialect).
void registerTensorCanonicalizations(Context &ctx);
}  // namespace tbuf

namespace tbuf::tensor::canon {

using Fold = OpDefinition::FoldFn;
using Pattern = OpDefinition::CanonicalizeFn;

// ---- per-file registration ---------------------------------------------------

/// The tensor dialect's FoldTensorCastProducerOp, which MLIR applies to
/// every destination-style op (except insert_slice and loops) right after
/// the op's own dialect-level patterns. registerTensorCanonicalizations adds
/// it to tensor.insert; ops of dialects registered later (linalg
/// structured ops, bufferization.materialize_in_destination) need their
/// registration to add it.
Pattern getFoldTensorCastProducerPattern();

/// Folds and patterns of extract_slice / insert_slice / parallel_insert_slice.
Fold getExtractSliceFold();
Fold getInsertSliceFold();
std::vector<Pattern> getExtractSlicePatterns();
std::vector<Pattern> getInsertSlicePatterns();
std::vector<Pattern> getParallelInsertSlicePatterns();
/// Rooted at tensor.cast, declared by tensor.cast (TensorCastExtractSlice).
Pattern getTensorCastExtractSlicePattern();

/// Folds and patterns of collapse_shape / expand_shape.
Fold getCollapseShapeFold();
Fold getExpandShapeFold();
std::vector<Pattern> getCollapseShapePatterns();
std::vector<Pattern> getExpandShapePatterns();

/// Fold and patterns of tensor.pad.
Fold getPadFold();
std::vector<Pattern> getPadPatterns();

// ---- matching ----------------------------------------------------------------

/// The op defining `v` if it is named `name`, else null.
Operation *getDefiningOpNamed(Value v, std::string_view name);
/// The constant attribute of `v`'s defining ConstantLike op (m_Constant).
Attribute getConstantAttr(Value v);
/// True if `v` is defined by an index-typed constant (matchConstantIndex).
bool isConstantIndex(Value v);
/// OpFoldResult equality (same attribute or same value).
bool sameOfr(const OpFoldResult &a, const OpFoldResult &b);
bool sameOfrs(ArrayRef<OpFoldResult> a, ArrayRef<OpFoldResult> b);

/// MLIR's tensor::preservesStaticInformation(source, target): both ranked,
/// same element type, rank and encoding, and no dim of `target` is dynamic
/// where `source` is static.
bool preservesStaticInformation(Type source, Type target);
/// MLIR's canFoldIntoConsumerOp: the cast only loses static information.
bool canFoldIntoConsumerOp(Operation *castOp);
/// MLIR's canFoldIntoProducerOp: the cast only adds static information.
bool canFoldIntoProducerOp(Operation *castOp);
/// MLIR's foldTensorCast: replaces every operand defined by a foldable
/// (information-losing) tensor.cast by the cast's source; true if any.
bool foldTensorCastOperands(Operation *op);

/// MLIR's foldDynamicIndexList: replaces values defined by constants by
/// their attribute (skipping negative ones with `onlyNonNegative` and zeros
/// with `onlyNonZero`); true if anything changed.
bool foldDynamicIndexList(std::vector<OpFoldResult> &ofrs, bool onlyNonNegative = false, bool onlyNonZero = false);
/// The constant-argument folding of offset/size/stride ops as mlir-opt-22
/// does it: the offsets (non-negative), sizes (non-negative) and strides
/// lists are folded in turn (foldDynamicIndexList), each kept only if the
/// slice stays statically in bounds of `shape`; folding stops at the first
/// list that would go out of bounds. True if any list was folded.
bool foldOffsetsSizesStrides(ArrayRef<int64_t> shape, std::vector<OpFoldResult> &offsets,
                             std::vector<OpFoldResult> &sizes, std::vector<OpFoldResult> &strides);

// ---- building ------------------------------------------------------------------

/// Creates `name(operands) -> types {attrs}` at the insertion point.
Operation *createOp(RewriterBase &rewriter, Location loc, std::string_view name, ArrayRef<Value> operands,
                    ArrayRef<Type> types, ArrayRef<NamedAttribute> attrs = {});
/// `tensor.cast %v : ... to type`.
Value createCast(RewriterBase &rewriter, Location loc, Type type, Value v);
/// A copy of `op` with new operands and result types (attributes and
/// regions are kept; regions are cloned).
Operation *cloneWithOperands(RewriterBase &rewriter, Operation *op, ArrayRef<Type> resultTypes,
                             ArrayRef<Value> operands);

/// Inserts `fns` (in order) before the existing canonicalizers of `opName`.
void prependCanonicalizers(Context &ctx, std::string_view opName, ArrayRef<Pattern> fns);
/// Appends `fns` to the canonicalizers of `opName`.
void appendCanonicalizers(Context &ctx, std::string_view opName, ArrayRef<Pattern> fns);

}  // namespace tbuf::tensor::canon

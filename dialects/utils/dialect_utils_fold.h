// Matching and building helpers shared by the canonicalization patterns of
// several dialects (tensor, memref, scf, linalg): constant operands (MLIR's
// m_Constant / matchConstantIndex), constant-argument folding of mixed index
// lists (MLIR's foldDynamicIndexList) and of offset/size/stride lists, and
// creating ops of other dialects by name (so a dialect library need not
// depend on arith to build arith.constant), cloning an op with new operands,
// and adding patterns to registered op definitions.
#pragma once

#include <string_view>
#include <vector>

#include "dialects/utils/dialect_utils.h"
#include "ir/context.h"
#include "ir/op_definition.h"
#include "ir/rewriter.h"

namespace tbuf {

// ---- matching ----------------------------------------------------------------

/// The op defining `v` if it is named `name`, else null.
Operation *getDefiningOpNamed(Value v, std::string_view name);
/// The same as a typed view (`OpTy` an OpView): null unless `v` is defined
/// by an `OpTy`.
template <typename OpTy>
OpTy getDefiningOpOfType(Value v) {
  return OpTy(getDefiningOpNamed(v, OpTy::getOperationName()));
}
/// The constant attribute of `v`'s defining ConstantLike op (m_Constant).
Attribute getConstantAttr(Value v);
/// True if `v` is defined by an index-typed constant (matchConstantIndex).
bool isConstantIndex(Value v);
/// OpFoldResult equality (same attribute or same value).
bool sameOfr(const OpFoldResult &a, const OpFoldResult &b);
/// Element-wise sameOfr of two lists of the same length.
bool sameOfrs(ArrayRef<OpFoldResult> a, ArrayRef<OpFoldResult> b);

// ---- constant-argument folding -------------------------------------------------

/// MLIR's foldDynamicIndexList: replaces values defined by constants by
/// their attribute (skipping negative ones with `onlyNonNegative` and zeros
/// with `onlyNonZero`); true if anything changed.
bool foldDynamicIndexList(std::vector<OpFoldResult> &ofrs, bool onlyNonNegative = false, bool onlyNonZero = false);
/// The constant-argument folding of offset/size/stride ops as mlir-opt-22
/// does it (tensor.extract_slice / insert_slice, memref.subview): the offsets
/// (non-negative), sizes (non-negative) and strides lists are folded in turn
/// (foldDynamicIndexList), each kept only if the slice stays statically in
/// bounds of `shape`; folding stops at the first list that would go out of
/// bounds. True if any list was folded.
bool foldOffsetsSizesStrides(ArrayRef<int64_t> shape, std::vector<OpFoldResult> &offsets,
                             std::vector<OpFoldResult> &sizes, std::vector<OpFoldResult> &strides);

// ---- building ------------------------------------------------------------------

/// Creates `name(operands) -> types {attrs}` at the insertion point.
Operation *createOp(RewriterBase &rewriter, Location loc, std::string_view name, ArrayRef<Value> operands,
                    ArrayRef<Type> types, ArrayRef<NamedAttribute> attrs = {});
/// `tensor.dim %v, i` or `memref.dim %v, i` (by the type of `v`) built the
/// way MLIR's createOrFold would: the dim op is dropped again if it folds to
/// an existing value or attribute (its index constant stays).
OpFoldResult createOrFoldDim(RewriterBase &rewriter, Location loc, Value v, int64_t i);
/// MLIR's mlir::clone(builder, op, resultTypes, operands): a copy of `op`
/// (attributes, cloned regions) with new operands and result types, at the
/// insertion point.
Operation *cloneWithOperands(RewriterBase &rewriter, Operation *op, ArrayRef<Type> resultTypes,
                             ArrayRef<Value> operands);

// ---- registration ----------------------------------------------------------------

/// Inserts `fns` (in order) before the existing canonicalizers of `opName`
/// (no-op if the op is not registered).
void prependCanonicalizers(Context &ctx, std::string_view opName, ArrayRef<OpDefinition::CanonicalizeFn> fns);
/// Sets the fold hook of `opName` (no-op if the op is not registered).
void setFold(Context &ctx, std::string_view opName, OpDefinition::FoldFn fold);
/// Appends `fns` to the canonicalizers of `opName`.
void appendCanonicalizers(Context &ctx, std::string_view opName, ArrayRef<OpDefinition::CanonicalizeFn> fns);

}  // namespace tbuf

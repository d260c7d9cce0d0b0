// Folds and canonicalization patterns of the memref dialect (MLIR 22's
// MemRefOps.cpp, as `mlir-opt-22 --canonicalize` applies them), internal to
// the memref library. `registerMemRefCanonicalizations` hooks them into the
// op definitions; one file per op family:
//   memref_canonicalize.cc          registration, shared helpers; cast, copy,
//                                   dealloc, dim, rank, load, store, alloc,
//                                   alloca, realloc;
//   memref_canonicalize_view.cc     subview, view, reinterpret_cast,
//                                   extract_strided_metadata;
//   memref_canonicalize_reshape.cc  collapse_shape, expand_shape.
// Canonicalizers of one root op are listed in MLIR's order (patterns of the
// registered ops collected by op name). Ops of other dialects
// (arith.constant) are created by name. Folds producing attributes need the
// "memref" constant materializer (arith.constant) to be registered with the
// folding infrastructure.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "dialects/utils/dialect_utils.h"
#include "dialects/utils/dialect_utils_fold.h"
#include "ir/context.h"
#include "ir/op_definition.h"
#include "ir/rewriter.h"

namespace tbuf {
/// Adds the memref folds and canonicalization patterns to the registered
/// memref op definitions (called at the end of registerMemRefDialect).
void registerMemRefCanonicalizations(Context &ctx);
}  // namespace tbuf

namespace tbuf::memref::canon {

using Fold = OpDefinition::FoldFn;
using Pattern = OpDefinition::CanonicalizeFn;

// ---- per-file registration ---------------------------------------------------

/// Folds and patterns of subview, view, reinterpret_cast and
/// extract_strided_metadata (memref_canonicalize_view.cc).
Fold getSubViewFold();
Fold getViewFold();
Fold getReinterpretCastFold();
Fold getExtractStridedMetadataFold();
std::vector<Pattern> getSubViewPatterns();
std::vector<Pattern> getViewPatterns();
std::vector<Pattern> getReinterpretCastPatterns();

/// Folds and patterns of collapse_shape / expand_shape
/// (memref_canonicalize_reshape.cc).
Fold getCollapseShapeFold();
Fold getExpandShapeFold();
std::vector<Pattern> getCollapseShapePatterns();
std::vector<Pattern> getExpandShapePatterns();

// ---- matching (plus getConstantAttr, getDefiningOpNamed, ... of dialect_utils_fold.h) --

/// MLIR's memref::CastOp::canFoldIntoConsumerOp: ranked strided memrefs of
/// the same element type and rank where the source is at least as static in
/// sizes, offset and strides.
bool canFoldIntoConsumerOp(Operation *castOp);
/// MLIR's memref::foldMemRefCast: every operand (but `inner`) defined by a
/// memref.cast of a ranked memref is replaced by the cast's source; true if
/// any.
bool foldMemRefCast(Operation *op, Value inner = Value());

/// MLIR's constifyIndexValues: entries whose static value is known (from
/// `constValues`, or a constant operand) become index attributes.
void constifyIndexValues(std::vector<OpFoldResult> &values, ArrayRef<int64_t> constValues);

// ---- building ------------------------------------------------------------------

/// `memref.cast %v : ... to type`.
Value createCast(RewriterBase &rewriter, Location loc, Type type, Value v);

}  // namespace tbuf::memref::canon

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

#include "dialects/utils/dialect_utils.h"
#include "dialects/utils/dialect_utils_fold.h"
#include "dialects/utils/dialect_utils_tensor_cast.h"
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

// (sameOfr / sameOfrs come from dialect_utils_fold.h.)

/// MLIR's canFoldIntoConsumerOp: the cast only loses static information.
bool canFoldIntoConsumerOp(Operation *castOp);
/// MLIR's canFoldIntoProducerOp: the cast only adds static information.
bool canFoldIntoProducerOp(Operation *castOp);
/// MLIR's foldTensorCast: replaces every operand defined by a foldable
/// (information-losing) tensor.cast by the cast's source; true if any.
bool foldTensorCastOperands(Operation *op);


// ---- building ------------------------------------------------------------------

/// `tensor.cast %v : ... to type`.
Value createCast(RewriterBase &rewriter, Location loc, Type type, Value v);


}  // namespace tbuf::tensor::canon

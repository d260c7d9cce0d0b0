// Folds and canonicalization patterns of the linalg dialect (MLIR 22's, as
// `mlir-opt-22 --canonicalize` applies them), internal to the linalg library.
//   linalg_canonicalize.cc          registration, folds, the dialect-wide
//                                   patterns (dead zero-sized ops, static
//                                   shape inference, tensor.cast consumers),
//                                   generic/copy/transpose patterns;
//   linalg_canonicalize_fill.cc     the fill patterns (fill feeding copy,
//                                   transpose, tensor.extract, reshapes,
//                                   tensor.concat).
// Ops of other dialects (memref.cast, tensor.cast, tensor reshapes...) are
// matched and created by name. Patterns MLIR roots at ops of other dialects
// are added in front of those ops' own patterns, matching MLIR's collection
// order (dialect patterns first, then ops by name).
#pragma once

#include <string_view>
#include <vector>

#include "dialects/utils/dialect_utils_fold.h"
#include "ir/context.h"
#include "ir/rewriter.h"

namespace tbuf {
/// Adds the linalg folds and canonicalization patterns to the registered op
/// definitions (called at the end of registerLinalgDialect).
void registerLinalgCanonicalizations(Context &ctx);
}  // namespace tbuf

namespace tbuf::linalg::canon {

/// The fill patterns, keyed by the op they are rooted at
/// (linalg_canonicalize_fill.cc).
LogicalResult foldFillWithCopy(Operation *op, RewriterBase &rewriter);
LogicalResult foldFillWithTranspose(Operation *op, RewriterBase &rewriter);
LogicalResult foldFillWithTensorExtract(Operation *op, RewriterBase &rewriter);
LogicalResult foldFillWithTensorReshape(Operation *op, RewriterBase &rewriter);
LogicalResult foldConcatsOfFill(Operation *op, RewriterBase &rewriter);


}  // namespace tbuf::linalg::canon

// Folds and canonicalization patterns of the bufferization dialect (MLIR
// 22's, as `mlir-opt-22 --canonicalize` applies them), internal to the
// bufferization library:
//   bufferization_canonicalize.cc          registration; to_tensor, to_buffer,
//                                          clone, alloc_tensor;
//   bufferization_canonicalize_dealloc.cc  bufferization.dealloc.
// Ops of other dialects (arith, memref, tensor) are matched and created by
// name, so the library does not depend on them. Patterns MLIR roots at
// tensor.dim, memref.dim and memref.load are added to those op definitions
// when they are registered (before the ops' own patterns, in MLIR's
// op-name order).
#pragma once

#include <vector>

#include "dialects/utils/dialect_utils_fold.h"
#include "ir/context.h"
#include "ir/rewriter.h"

namespace tbuf {
/// Adds the bufferization folds and canonicalization patterns to the
/// registered op definitions (called at the end of
/// registerBufferizationDialect).
void registerBufferizationCanonicalizations(Context &ctx);
}  // namespace tbuf

namespace tbuf::bufferization::canon {

/// bufferization.dealloc's patterns (bufferization_canonicalize_dealloc.cc).
void addDeallocCanonicalizations(OpDefinition &def);

/// The memory effects of `op` as MLIR's MemoryEffectOpInterface reports them
/// (false: the op does not implement the interface). Pure ops report none;
/// bufferization.dealloc is treated as not implementing it, as in MLIR.
bool getInterfaceEffects(Operation *op, std::vector<MemoryEffect> &effects);
/// MLIR's hasEffect<kind>(op, value): an effect of `kind` on `value` (any
/// value if null).
bool hasEffectOn(Operation *op, EffectKind kind, Value value);
/// MLIR's hasSingleEffect<kind>(op, value): every effect of `op` on `value`
/// is of `kind`, and there is one.
bool hasSingleEffectOn(Operation *op, EffectKind kind, Value value);

/// The IntegerAttr of a constant (ConstantLike op with an integer value).
IntegerAttr getConstantIntAttr(Value v);

/// `arith.constant value` (an IntegerAttr).
Value createArithConstant(RewriterBase &rewriter, Location loc, IntegerAttr value);

}  // namespace tbuf::bufferization::canon

// tensor.cast helpers shared by the canonicalization patterns of the
// tensor, scf and linalg dialects (MLIR's tensor::preservesStaticInformation
// and the casts those patterns insert), kept here once instead of a copy in
// each dialect.
#pragma once

#include "ir/location.h"
#include "ir/rewriter.h"
#include "ir/types.h"
#include "ir/value.h"

namespace tbuf {

/// MLIR's tensor::preservesStaticInformation(source, target): both ranked
/// tensors with the same element type, rank and encoding, and no dim of
/// `target` is dynamic where `source` is static.
bool preservesStaticInformation(Type source, Type target);

/// `tensor.cast %source : ... to type` at the rewriter's insertion point
/// (created by name, so callers need not depend on the tensor dialect).
Value createTensorCast(RewriterBase &rewriter, Location loc, Type type, Value source);

}  // namespace tbuf

// The math dialect's constant folds (math_fold.cc), internal to the math
// library.
#pragma once

#include "ir/context.h"

namespace tbuf::math {
/// Sets MLIR 22's fold hooks on the registered math op definitions and
/// registers the math constant materializer (called at the end of
/// registerMathDialect).
void registerMathFolds(Context &ctx);
}  // namespace tbuf::math

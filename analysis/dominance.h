// Dominance lives in the IR library (ir/dominance.h), as in MLIR, because the
// verifier needs it; analyses include it through this header.
#pragma once

#include "ir/dominance.h"

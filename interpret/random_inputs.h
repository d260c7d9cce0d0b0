// Deterministic random arguments for an entry function that takes some
// (InterpretOptions::randomInputs): scalars, memrefs and tensors filled with
// small values from a seeded generator, so a function can be run (and
// re-run after each pass) without writing a @main for it.
#pragma once

#include <cstdint>
#include <string>

#include "interpret/program.h"

namespace tbuf::interp {

/// Fills the argument slots of `fn` in `frame` from `seed`: integers and
/// index values in [0, 8), floats small integers in [-4, 4] (exact in every
/// float format), memrefs fresh allocations of kind External (a caller's
/// buffer: fully initialized, never a leak, not the program's to free) with
/// identity layout, tensors fresh tensor storage; a dynamic dimension has
/// size 4. Identical seeds give identical inputs on every platform.
/// Returns an error message (located at the function) or "".
std::string fillRandomInputs(Exec &ex, const Function &fn, Frame &frame, uint64_t seed);

}  // namespace tbuf::interp

// C representation of vector types (lower/emit_c_vector.cc): a vector is a
// struct holding its elements in row-major order, so it can be assigned,
// passed and returned like a scalar:
//   vector<2x3xf32>  ->  typedef struct { float v[6]; } TbufVector_2x3_f32;
// (a 0-d vector holds one element). The struct is defined once per type in
// the translation unit's prologue.
#pragma once

#include <string>

#include "ir/types.h"
#include "lower/c_emitter.h"

namespace tbuf::lower {

/// The C struct name of `type`, defining it on first use; "" (after a
/// located error on `forErrors`, if given) when the element type has no C
/// representation.
std::string vectorTypeName(CEmitter &e, VectorType type, Operation *forErrors);

/// Registers the vector ops' emitters and wraps the arith and math
/// emitters so that ops on vectors run their scalar form once per lane.
/// Called after the scalar emitters are registered.
void registerVectorEmitters();

}  // namespace tbuf::lower

// Helpers shared by the scalar handlers (arith, math): integer
// canonicalization (registers hold integers sign-extended from their width),
// the float format of a type, and the rounding step emitted after f16/bf16
// arithmetic.
#pragma once

#include <cstdint>

#include "interpret/decoder.h"
#include "interpret/float_convert.h"

namespace tbuf::interp {

/// Sign-extends the low `w` bits of `x` (1 <= w <= 64).
inline int64_t sext(int64_t x, int64_t w) {
  if (w >= 64) return x;
  return static_cast<int64_t>(static_cast<uint64_t>(x) << (64 - w)) >> (64 - w);
}
/// The low `w` bits of `x`, zero-extended.
inline uint64_t zext(int64_t x, int64_t w) {
  if (w >= 64) return static_cast<uint64_t>(x);
  return static_cast<uint64_t>(x) & ((uint64_t(1) << w) - 1);
}

/// Register format of a float type.
enum class FloatFormat : uint8_t { F32, F64, F16, BF16 };

inline FloatFormat floatFormatOf(Type t) {
  if (t.isF64()) return FloatFormat::F64;
  if (t.isF16()) return FloatFormat::F16;
  if (t.isBF16()) return FloatFormat::BF16;
  return FloatFormat::F32;
}

/// Emits, after an f16/bf16 result computed in float, the rounding to that
/// format (nothing for f32/f64).
void emitRoundingFor(Decoder &d, Operation *op, Type type, uint32_t slot);

}  // namespace tbuf::interp

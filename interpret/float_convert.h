// Conversions between float and the 16-bit float formats (IEEE binary16 and
// bfloat16), rounding to nearest even as LLVM's fptrunc does. f16/bf16
// scalars live in float registers; these convert at loads, stores, truncf
// and after each f16/bf16 arithmetic op.
#pragma once

#include <cmath>
#include <cstdint>
#include <cstring>

#include "runtime/tbuf_runtime.h"

namespace tbuf::interp {

/// IEEE binary16 to float, exact: the runtime's conversion, so printed f16
/// values match `tbuf run`.
inline float halfToFloat(uint16_t h) { return tbufHalfToFloat(h); }

inline uint16_t floatToHalf(float f) {
  uint32_t x;
  std::memcpy(&x, &f, sizeof x);
  uint32_t sign = (x >> 16) & 0x8000u;
  uint32_t absx = x & 0x7FFFFFFFu;
  if (absx >= 0x7F800000u) return static_cast<uint16_t>(sign | 0x7C00u | (absx > 0x7F800000u ? 0x200u : 0));
  if (absx >= 0x477FF000u) return static_cast<uint16_t>(sign | 0x7C00u);  // rounds to infinity
  if (absx < 0x38800000u) {
    // Subnormal half (or zero): scale into the subnormal range and round.
    float a;
    std::memcpy(&a, &absx, sizeof a);
    float scaled = a * 16777216.0f;  // 2^24: units of the smallest subnormal
    uint32_t m = static_cast<uint32_t>(std::nearbyint(scaled));
    return static_cast<uint16_t>(sign | m);
  }
  uint32_t mantissa = absx & 0x7FFFFFu;
  uint32_t exponent = (absx >> 23) - 112;
  uint32_t h = (exponent << 10) | (mantissa >> 13);
  uint32_t rest = mantissa & 0x1FFFu;
  if (rest > 0x1000u || (rest == 0x1000u && (h & 1u))) ++h;
  return static_cast<uint16_t>(sign | h);
}

inline float bf16ToFloat(uint16_t h) {
  uint32_t bits = static_cast<uint32_t>(h) << 16;
  float f;
  std::memcpy(&f, &bits, sizeof f);
  return f;
}

inline uint16_t floatToBf16(float f) {
  uint32_t x;
  std::memcpy(&x, &f, sizeof x);
  if ((x & 0x7FFFFFFFu) > 0x7F800000u) return static_cast<uint16_t>((x >> 16) | 0x40u);
  uint32_t rounding = 0x7FFFu + ((x >> 16) & 1u);
  return static_cast<uint16_t>((x + rounding) >> 16);
}

inline float roundToHalf(float f) { return halfToFloat(floatToHalf(f)); }
inline float roundToBf16(float f) { return bf16ToFloat(floatToBf16(f)); }

}  // namespace tbuf::interp

// Reading and writing one element of an allocation into / from a scalar
// register, specialized per element kind at compile time (the handlers of
// memref.load/store and the linalg loops are instantiated per kind), plus a
// runtime-dispatched variant for cold paths (globals, printing).
#pragma once

#include <cstring>

#include "interpret/float_convert.h"
#include "interpret/program.h"

namespace tbuf::interp {

template <ElemKind K> inline Scalar readElem(const uint8_t *data, int64_t i) {
  Scalar s;
  if constexpr (K == ElemKind::I1 || K == ElemKind::I8) {
    int8_t v;
    std::memcpy(&v, data + i, 1);
    s.i = K == ElemKind::I1 ? -static_cast<int64_t>(v & 1) : v;
  } else if constexpr (K == ElemKind::I16) {
    int16_t v;
    std::memcpy(&v, data + i * 2, 2);
    s.i = v;
  } else if constexpr (K == ElemKind::I32) {
    int32_t v;
    std::memcpy(&v, data + i * 4, 4);
    s.i = v;
  } else if constexpr (K == ElemKind::I64 || K == ElemKind::Index) {
    std::memcpy(&s.i, data + i * 8, 8);
  } else if constexpr (K == ElemKind::F16 || K == ElemKind::BF16) {
    uint16_t v;
    std::memcpy(&v, data + i * 2, 2);
    s.f32 = K == ElemKind::F16 ? halfToFloat(v) : bf16ToFloat(v);
  } else if constexpr (K == ElemKind::F32) {
    std::memcpy(&s.f32, data + i * 4, 4);
  } else {
    std::memcpy(&s.f64, data + i * 8, 8);
  }
  return s;
}

template <ElemKind K> inline void writeElem(uint8_t *data, int64_t i, Scalar s) {
  if constexpr (K == ElemKind::I1 || K == ElemKind::I8) {
    int8_t v = static_cast<int8_t>(K == ElemKind::I1 ? (s.i & 1) : s.i);
    std::memcpy(data + i, &v, 1);
  } else if constexpr (K == ElemKind::I16) {
    int16_t v = static_cast<int16_t>(s.i);
    std::memcpy(data + i * 2, &v, 2);
  } else if constexpr (K == ElemKind::I32) {
    int32_t v = static_cast<int32_t>(s.i);
    std::memcpy(data + i * 4, &v, 4);
  } else if constexpr (K == ElemKind::I64 || K == ElemKind::Index) {
    std::memcpy(data + i * 8, &s.i, 8);
  } else if constexpr (K == ElemKind::F16 || K == ElemKind::BF16) {
    uint16_t v = K == ElemKind::F16 ? floatToHalf(s.f32) : floatToBf16(s.f32);
    std::memcpy(data + i * 2, &v, 2);
  } else if constexpr (K == ElemKind::F32) {
    std::memcpy(data + i * 4, &s.f32, 4);
  } else {
    std::memcpy(data + i * 8, &s.f64, 8);
  }
}

/// Calls `F<K>` for the runtime kind `kind` (a switch over every kind).
#define TBUF_INTERP_DISPATCH_KIND(kind, TEMPLATE)             \
  [&]() {                                                     \
    switch (kind) {                                           \
      case ElemKind::I1: return TEMPLATE<ElemKind::I1>;       \
      case ElemKind::I8: return TEMPLATE<ElemKind::I8>;       \
      case ElemKind::I16: return TEMPLATE<ElemKind::I16>;     \
      case ElemKind::I32: return TEMPLATE<ElemKind::I32>;     \
      case ElemKind::I64: return TEMPLATE<ElemKind::I64>;     \
      case ElemKind::Index: return TEMPLATE<ElemKind::Index>; \
      case ElemKind::F16: return TEMPLATE<ElemKind::F16>;     \
      case ElemKind::BF16: return TEMPLATE<ElemKind::BF16>;   \
      case ElemKind::F32: return TEMPLATE<ElemKind::F32>;     \
      case ElemKind::F64: return TEMPLATE<ElemKind::F64>;     \
    }                                                         \
    return TEMPLATE<ElemKind::F64>;                           \
  }()

using ReadFn = Scalar (*)(const uint8_t *, int64_t);
using WriteFn = void (*)(uint8_t *, int64_t, Scalar);

inline ReadFn readerFor(ElemKind kind) { return TBUF_INTERP_DISPATCH_KIND(kind, readElem); }
inline WriteFn writerFor(ElemKind kind) { return TBUF_INTERP_DISPATCH_KIND(kind, writeElem); }

/// Visits every index of `m` in row-major order, calling `fn(linear)` with
/// the element's position in the allocation. O(numElements).
template <typename Fn> void forEachElement(const MemRefDesc &m, Fn &&fn) {
  if (m.numElements() == 0) return;
  int64_t idx[kMaxRank] = {};
  int64_t linear = m.offset;
  while (true) {
    fn(linear);
    int64_t d = m.rank - 1;
    for (; d >= 0; --d) {
      linear += m.strides[d];
      if (++idx[d] < m.sizes[d]) break;
      linear -= idx[d] * m.strides[d];
      idx[d] = 0;
    }
    if (d < 0) return;
  }
}

}  // namespace tbuf::interp

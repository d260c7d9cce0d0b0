// Hashing of the short texts the IR looks up all the time: op names, type
// spellings, SSA names, symbol names, attribute names. Most are at most 16
// bytes, so they are read as two overlapping words (no per-byte loop, no
// library call) and mixed; longer texts go through absl's string hash. One
// definition for the parser's tables, the printer's name table and the
// context's string and dictionary tables.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>

#include "absl/hash/hash.h"

namespace tbuf {

/// The bytes of a text of at most 16 bytes as two words: two overlapping
/// loads (every byte counts). Together with the length they determine the
/// text, so (size, a, b) can stand for it in a compare. Returns false (both
/// words zero) for longer texts. O(1).
inline bool packShortText(std::string_view text, uint64_t &a, uint64_t &b) {
  const char *p = text.data();
  size_t n = text.size();
  a = 0;
  b = 0;
  if (n >= 8 && n <= 16) {
    std::memcpy(&a, p, 8);
    std::memcpy(&b, p + n - 8, 8);
  } else if (n >= 4 && n < 8) {
    uint32_t x, y;
    std::memcpy(&x, p, 4);
    std::memcpy(&y, p + n - 4, 4);
    a = x;
    b = y;
  } else if (n > 0 && n < 4) {
    a = static_cast<unsigned char>(p[0]) | (static_cast<unsigned char>(p[n / 2]) << 8) |
        (static_cast<unsigned char>(p[n - 1]) << 16);
  } else if (n > 16) {
    return false;
  }
  return true;
}

/// Spreads the bits of a packed text of length `n` (see packShortText) over
/// the whole word. O(1).
inline size_t mixShortText(size_t n, uint64_t a, uint64_t b) {
  uint64_t h = (a ^ (n * 0x9e3779b97f4a7c15ull)) * 0xbf58476d1ce4e5b9ull;
  h = (h ^ (h >> 31) ^ b) * 0x94d049bb133111ebull;
  return static_cast<size_t>(h ^ (h >> 29));
}

/// A hash of any text: packed and mixed up to 16 bytes, absl's string hash
/// beyond. O(1) for short texts, O(|text|) otherwise.
inline size_t hashText(std::string_view text) {
  uint64_t a, b;
  if (!packShortText(text, a, b)) a = absl::Hash<std::string_view>{}(text);
  return mixShortText(text.size(), a, b);
}

}  // namespace tbuf

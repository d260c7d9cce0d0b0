// Source locations. Every operation and block argument carries one; diagnostics
// print them as `file:line:col` followed by the source line and a caret.
#pragma once

#include <cstdint>
#include <string_view>

namespace tbuf {

class SourceBuffer;

/// A point in a source buffer (1-based line and column), or unknown.
/// Trivially copyable; `buffer` is owned by the Context's SourceManager and
/// outlives every Location that refers to it.
struct Location {
  const SourceBuffer *buffer = nullptr;
  uint32_t line = 0;
  uint32_t col = 0;

  static Location unknown() { return Location{}; }
  bool isUnknown() const { return buffer == nullptr; }
};

}  // namespace tbuf

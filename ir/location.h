// Source locations. Every operation and block argument carries one; diagnostics
// print them as `file:line:col` followed by the source line and a caret.
//
// A location names its buffer by a 32-bit id rather than a pointer, so it
// takes 12 bytes: every op and block argument holds one, and in a module of
// millions of ops those 4 bytes decide how small an Operation can be.
#pragma once

#include <cstdint>
#include <string_view>

namespace tbuf {

class SourceBuffer;

/// A point in a source buffer (1-based line and column), or unknown.
/// Trivially copyable, 12 bytes. The buffer is owned by a Context's
/// SourceManager and outlives every Location that refers to it.
struct Location {
  Location() = default;
  /// A point in `buffer` (null: unknown).
  Location(const SourceBuffer *buffer, uint32_t line, uint32_t col);

  /// The buffer; null when unknown. O(1) (a lock and an array read).
  const SourceBuffer *getBuffer() const;
  static Location unknown() { return Location(); }
  bool isUnknown() const { return bufferId == 0; }
  /// Same buffer, line and column.
  bool operator==(const Location &o) const { return bufferId == o.bufferId && line == o.line && col == o.col; }
  bool operator!=(const Location &o) const { return !(*this == o); }

  /// SourceBuffer::getId() of the buffer; 0 when unknown.
  uint32_t bufferId = 0;
  uint32_t line = 0;
  uint32_t col = 0;
};
static_assert(sizeof(Location) == 12, "a location is three 32-bit words");

}  // namespace tbuf

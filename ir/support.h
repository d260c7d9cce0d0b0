// Small support types shared by the whole IR: LogicalResult (MLIR's success/failure
// vocabulary for internal APIs whose errors were already reported as diagnostics),
// the dynamic-size sentinel, and span aliases.
#pragma once

#include <cstdint>
#include <limits>

#include <string_view>

#include "absl/strings/string_view.h"
#include "absl/types/span.h"

namespace tbuf {

/// Result of an operation whose error (if any) has already been reported through
/// the DiagnosticEngine. User-facing entry points return absl::Status instead.
class [[nodiscard]] LogicalResult {
 public:
  static LogicalResult success(bool ok = true) { return LogicalResult(ok); }
  static LogicalResult failure(bool failed = true) { return LogicalResult(!failed); }
  bool succeeded() const { return ok_; }
  bool failed() const { return !ok_; }

 protected:
  explicit LogicalResult(bool ok) : ok_(ok) {}

 private:
  bool ok_;
};

inline LogicalResult success(bool ok = true) { return LogicalResult::success(ok); }
inline LogicalResult failure(bool failed = true) { return LogicalResult::failure(failed); }
inline bool succeeded(LogicalResult r) { return r.succeeded(); }
inline bool failed(LogicalResult r) { return r.failed(); }

/// Parsers use a LogicalResult that is `true` in a boolean context when it
/// failed (MLIR's ParseResult), so parse steps chain with `||`:
///   if (p.parseComma() || p.parseType(t)) return failure();
/// Failure means a diagnostic was emitted (except for parseOptional*).
class [[nodiscard]] ParseResult : public LogicalResult {
 public:
  ParseResult(LogicalResult r = LogicalResult::success()) : LogicalResult(r) {}
  explicit operator bool() const { return failed(); }
};

/// Debian's Abseil 20220623 has its own absl::string_view (not std's):
/// convert std::string_view before heterogeneous lookups in absl containers
/// or passing to absl::StrCat.
inline absl::string_view toAbsl(std::string_view s) { return absl::string_view(s.data(), s.size()); }

/// Marks a dynamic dimension, offset or stride (MLIR's ShapedType::kDynamic).
inline constexpr int64_t kDynamic = std::numeric_limits<int64_t>::min();
inline bool isDynamic(int64_t v) { return v == kDynamic; }

template <typename T>
using ArrayRef = absl::Span<const T>;
template <typename T>
using MutableArrayRef = absl::Span<T>;

}  // namespace tbuf

// The buffer sanitizer's checks and reports. The checks are inline (the
// per-access fast path: bounds, liveness, shadow bit); the report builders
// are out of line and produce one paragraph each, naming the access site,
// the allocation site, the free site where relevant and the call stack.
#pragma once

#include <string>
#include <string_view>

#include "interpret/program.h"

namespace tbuf::interp {

/// "@f called from @main at a.mlir:3:5" for the current call stack.
std::string formatCallStack(const Exec &ex);
/// "allocation #3 (64 bytes, memref.alloc at a.mlir:7:10 in @main)".
std::string describeAllocation(const Allocation &a);

/// Records a report of `kind` at `op` with `what` (the text after the kind)
/// and returns kAbort (leaks return nothing: they do not stop execution).
int32_t report(Exec &ex, SanitizerKind kind, Operation *op, const std::string &what);
/// Records a runtime error (division by zero, an unknown external call, ...)
/// and returns kAbort.
int32_t runtimeError(Exec &ex, Operation *op, const std::string &what);

/// The access `op` makes through `m` at indices `idx` (rank m.rank):
/// returns the element's linear index in the allocation, or -1 after a
/// report (out of bounds, use after free; uninitialized read when
/// `isRead`; write into a constant when `isWrite`).
int64_t checkAccessSlow(Exec &ex, Operation *op, const MemRefDesc &m, const int64_t *idx, bool isRead,
                        bool isWrite);

/// checkedIndex when accesses are traced: the sanitizer's checks (when
/// on), then the access at in-bounds position `linear` is recorded for `op`.
int64_t checkedIndexTraced(Exec &ex, Operation *op, const MemRefDesc &m, const int64_t *idx, bool isRead,
                           bool isWrite, int64_t linear);

/// Records that `op` reads or writes the whole view `m` (its extent), when
/// accesses are traced and `op`'s event is being collected.
void traceView(Exec &ex, Operation *op, const MemRefDesc &m, bool write);

/// Fast path of checkAccessSlow: computes the linear index, and only calls
/// the slow path (which reports) when something is wrong. The `Traced`
/// instantiation (chosen at decode time when accesses are traced, see
/// Decoder::tracesAccesses) also records the access; the untraced one
/// is exactly the sanitizer's check, so tracing costs nothing without a
/// callback.
template <bool Traced = false>
inline int64_t checkedIndex(Exec &ex, Operation *op, const MemRefDesc &m, const int64_t *idx, bool isRead,
                            bool isWrite) {
  int64_t linear = m.offset;
  bool ok = m.alloc && !m.alloc->freed;
  for (int64_t d = 0; d < m.rank; ++d) {
    ok &= static_cast<uint64_t>(idx[d]) < static_cast<uint64_t>(m.sizes[d]);
    linear += idx[d] * m.strides[d];
  }
  if (ok && static_cast<uint64_t>(linear) < static_cast<uint64_t>(m.alloc->numElements)) {
    if constexpr (Traced) return checkedIndexTraced(ex, op, m, idx, isRead, isWrite, linear);
    if (!ex.sanitize) return linear;
    if (isRead && !m.alloc->isInit(linear)) return checkAccessSlow(ex, op, m, idx, isRead, isWrite);
    if (isWrite && m.alloc->kind == AllocKind::ConstantGlobal) return checkAccessSlow(ex, op, m, idx, isRead, isWrite);
    return linear;
  }
  return checkAccessSlow(ex, op, m, idx, isRead, isWrite);
}

/// The smallest and largest linear positions `m` addresses (nonempty m).
void viewExtent(const MemRefDesc &m, int64_t &lo, int64_t &hi);

/// Checks that every element a view `m` can address lies inside its
/// allocation (an out-of-bounds view is reported at `op`); returns false
/// after a report.
bool checkView(Exec &ex, Operation *op, const MemRefDesc &m, const MemRefDesc *source);

/// Checks a whole-buffer access (copy, print, clone, linalg) before it
/// touches memory: the allocation is live and the view in bounds. Returns
/// false after a report.
bool checkLive(Exec &ex, Operation *op, const MemRefDesc &m, const char *verb);

}  // namespace tbuf::interp

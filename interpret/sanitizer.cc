// Sanitizer reports (see sanitizer.h): the slow path of the access checks,
// which finds out what exactly is wrong, and the paragraph of each report.
#include "interpret/sanitizer.h"

#include <cstring>

#include "fmt/format.h"
#include "ir/attributes.h"
#include "ir/operation.h"

namespace tbuf::interp {

const char *sanitizerKindName(SanitizerKind kind) {
  switch (kind) {
    case SanitizerKind::UseAfterFree: return "use after free";
    case SanitizerKind::DoubleFree: return "double free";
    case SanitizerKind::FreeNotOwned: return "free of memory not owned";
    case SanitizerKind::Leak: return "leak";
    case SanitizerKind::OutOfBounds: return "out-of-bounds access";
    case SanitizerKind::UninitializedRead: return "read of uninitialized memory";
    case SanitizerKind::WriteToConstant: return "write into a constant global";
    case SanitizerKind::DeallocMismatch: return "inconsistent bufferization.dealloc";
  }
  return "error";
}

std::string formatCallStack(const Exec &ex) {
  if (ex.callees.empty()) return "<none>";
  std::string s = "@" + ex.callees.back()->name;
  for (size_t i = ex.callees.size() - 1; i > 0; --i)
    s += fmt::format(" called from @{} at {}", ex.callees[i - 1]->name, formatLocation(ex.callSites[i]->getLoc()));
  return s;
}

static const char *kindWord(AllocKind kind) {
  switch (kind) {
    case AllocKind::Heap: return "";
    case AllocKind::Alloca: return "stack ";
    case AllocKind::Global: return "global ";
    case AllocKind::ConstantGlobal: return "constant global ";
    case AllocKind::External: return "external ";
    case AllocKind::Tensor: return "tensor ";
    case AllocKind::ByteView: return "byte view ";
  }
  return "";
}

std::string describeAllocation(const Allocation &a) {
  if (!a.allocOp)  // an entry argument: allocStack says which
    return fmt::format("{}allocation #{} ({} bytes, {})", kindWord(a.kind), a.id, a.byteSize, a.allocStack);
  std::string what = a.allocOp ? std::string(a.allocOp->getName()) : "<argument>";
  std::string name;
  if (a.allocOp && (a.kind == AllocKind::Global || a.kind == AllocKind::ConstantGlobal))
    if (auto sym = a.allocOp->getAttrOfType<StringAttr>("sym_name")) name = " @" + std::string(sym.getValue());
  std::string s = fmt::format("{}allocation #{}{} ({} bytes, {} at {}", kindWord(a.kind), a.id, name, a.byteSize,
                              what, formatLocation(a.allocOp ? a.allocOp->getLoc() : Location()));
  if (!a.allocStack.empty()) s += " in " + a.allocStack;
  if (a.base) s += fmt::format(", over the bytes of allocation #{}", a.base->id);
  s += ")";
  return s;
}

static std::string freedBy(const Allocation &a) {
  if (!a.freeOp) return "freed";
  return fmt::format("freed by {} at {}", a.freeOp->getName(), formatLocation(a.freeOp->getLoc()));
}

int32_t report(Exec &ex, SanitizerKind kind, Operation *op, const std::string &what) {
  std::string message = fmt::format("{}: error: tbuf interpret: {}: {}; call stack: {}",
                                    formatLocation(op ? op->getLoc() : Location()), sanitizerKindName(kind), what,
                                    formatCallStack(ex));
  ex.reports.push_back(SanitizerReport{kind, message});
  return kAbort;
}

int32_t runtimeError(Exec &ex, Operation *op, const std::string &what) {
  if (ex.error.empty())
    ex.error = fmt::format("{}: error: tbuf interpret: {}; call stack: {}",
                           formatLocation(op ? op->getLoc() : Location()), what, formatCallStack(ex));
  return kAbort;
}

static std::string formatIndices(const int64_t *idx, int64_t rank) {
  std::string s = "[";
  for (int64_t d = 0; d < rank; ++d) s += (d ? ", " : "") + std::to_string(idx[d]);
  return s + "]";
}

static std::string formatSizes(const MemRefDesc &m) { return formatIndices(m.sizes, m.rank); }

int64_t checkAccessSlow(Exec &ex, Operation *op, const MemRefDesc &m, const int64_t *idx, bool isRead,
                        bool isWrite) {
  std::string opName(op->getName());
  const char *verb = isWrite ? "writes" : "reads";
  if (!m.alloc) {
    runtimeError(ex, op, opName + " through a null memref");
    return -1;
  }
  const Allocation &a = *m.alloc;
  if (a.freed) {
    report(ex, SanitizerKind::UseAfterFree, op,
           fmt::format("{} {} element {} of {}, {}", opName, verb, formatIndices(idx, m.rank), describeAllocation(a),
                       freedBy(a)));
    return -1;
  }
  int64_t linear = m.offset;
  for (int64_t d = 0; d < m.rank; ++d) {
    if (idx[d] < 0 || idx[d] >= m.sizes[d]) {
      report(ex, SanitizerKind::OutOfBounds, op,
             fmt::format("{} {} element {} outside the memref's sizes {} (dimension {}) of {}", opName, verb,
                         formatIndices(idx, m.rank), formatSizes(m), d, describeAllocation(a)));
      return -1;
    }
    linear += idx[d] * m.strides[d];
  }
  if (linear < 0 || linear >= a.numElements) {
    report(ex, SanitizerKind::OutOfBounds, op,
           fmt::format("{} {} element {} at linear position {} outside the {} elements of {}", opName, verb,
                       formatIndices(idx, m.rank), linear, a.numElements, describeAllocation(a)));
    return -1;
  }
  if (isWrite && a.kind == AllocKind::ConstantGlobal) {
    report(ex, SanitizerKind::WriteToConstant, op,
           fmt::format("{} writes element {} of {}", opName, formatIndices(idx, m.rank), describeAllocation(a)));
    return -1;
  }
  if (isRead && ex.sanitize && !a.isInit(linear)) {
    report(ex, SanitizerKind::UninitializedRead, op,
           fmt::format("{} reads element {} (position {}) of {}, which was never written", opName,
                       formatIndices(idx, m.rank), linear, describeAllocation(a)));
    return -1;
  }
  return linear;
}

void viewExtent(const MemRefDesc &m, int64_t &lo, int64_t &hi) {
  lo = hi = m.offset;
  for (int64_t d = 0; d < m.rank; ++d) {
    int64_t span = (m.sizes[d] - 1) * m.strides[d];
    if (span < 0) lo += span;
    else hi += span;
  }
}

bool checkView(Exec &ex, Operation *op, const MemRefDesc &m, const MemRefDesc *source) {
  if (!m.alloc || m.alloc->freed) return true;  // reported when accessed
  if (m.numElements() == 0) return true;
  for (int64_t d = 0; d < m.rank; ++d)
    if (m.sizes[d] < 0) {
      report(ex, SanitizerKind::OutOfBounds, op,
             fmt::format("{} makes a view with negative size {} in dimension {} over {}", op->getName(), m.sizes[d],
                         d, describeAllocation(*m.alloc)));
      return false;
    }
  int64_t lo, hi;
  viewExtent(m, lo, hi);
  if (lo >= 0 && hi < m.alloc->numElements) return true;
  std::string from = source ? fmt::format(" of a memref with offset {} and sizes {}", source->offset,
                                          formatSizes(*source))
                            : "";
  report(ex, SanitizerKind::OutOfBounds, op,
         fmt::format("{} makes a view (offset {}, sizes {}, strides {}){} reaching positions {}..{} outside the {} "
                     "elements of {}",
                     op->getName(), m.offset, formatSizes(m), formatIndices(m.strides, m.rank), from, lo, hi,
                     m.alloc->numElements, describeAllocation(*m.alloc)));
  return false;
}

bool checkLive(Exec &ex, Operation *op, const MemRefDesc &m, const char *verb) {
  if (!m.alloc) {
    runtimeError(ex, op, fmt::format("{} {} a null memref", op->getName(), verb));
    return false;
  }
  if (m.alloc->freed) {
    report(ex, SanitizerKind::UseAfterFree, op,
           fmt::format("{} {} {}, {}", op->getName(), verb, describeAllocation(*m.alloc), freedBy(*m.alloc)));
    return false;
  }
  if (!checkView(ex, op, m, nullptr)) return false;
  // A linalg op ("accesses") records its operands itself: it knows which
  // it reads and which it writes.
  if (ex.accessMode == Exec::AccessMode::Traced && std::strcmp(verb, "accesses") != 0)
    traceView(ex, op, m, std::strcmp(verb, "writes") == 0);
  return true;
}

}  // namespace tbuf::interp

// Freeing with the sanitizer's ownership checks, and element-wise copies
// (see memref_utils.h).
#include "interpret/memref_utils.h"

#include <cstring>

#include "fmt/format.h"
#include "interpret/element_access.h"
#include "interpret/sanitizer.h"

namespace tbuf::interp {

static const char *ownerWord(AllocKind kind) {
  switch (kind) {
    case AllocKind::Alloca: return "stack memory (memref.alloca), freed automatically when its function returns";
    case AllocKind::Global:
    case AllocKind::ConstantGlobal: return "a global, which is never freed";
    case AllocKind::External: return "a buffer passed in by the caller";
    case AllocKind::Heap: return "heap memory";
    case AllocKind::Tensor: return "the storage of a tensor value";
    case AllocKind::ByteView: return "a memref.view of another allocation (free that one)";
  }
  return "memory";
}

bool freeAllocation(Exec &ex, Operation *op, const MemRefDesc &m, const char *what) {
  Allocation &a = *m.alloc;
  if (a.freed) {
    std::string previous = a.freeOp ? fmt::format("{} at {}", a.freeOp->getName(), formatLocation(a.freeOp->getLoc()))
                                    : std::string("an earlier free");
    report(ex, SanitizerKind::DoubleFree, op,
           fmt::format("{} frees {}, which was already freed by {}", what, describeAllocation(a), previous));
    return false;
  }
  if (a.kind != AllocKind::Heap) {
    report(ex, SanitizerKind::FreeNotOwned, op,
           fmt::format("{} frees {}: {}", what, describeAllocation(a), ownerWord(a.kind)));
    return false;
  }
  if (m.offset != 0) {
    report(ex, SanitizerKind::FreeNotOwned, op,
           fmt::format("{} frees a view at element offset {} into {}, not the allocation itself", what, m.offset,
                       describeAllocation(a)));
    return false;
  }
  ex.memory.release(&a, op);
  return true;
}

bool copyElements(Exec &ex, Operation *op, const MemRefDesc &src, const MemRefDesc &dst) {
  if (!checkLive(ex, op, src, "reads") || !checkLive(ex, op, dst, "writes")) return false;
  bool same = src.rank == dst.rank;
  for (int64_t i = 0; same && i < src.rank; ++i) same = src.sizes[i] == dst.sizes[i];
  if (!same) {
    runtimeError(ex, op, fmt::format("{} between memrefs of different shapes", op->getName()));
    return false;
  }
  if (dst.alloc->kind == AllocKind::ConstantGlobal && dst.numElements() > 0) {
    report(ex, SanitizerKind::WriteToConstant, op,
           fmt::format("{} writes into {}", op->getName(), describeAllocation(*dst.alloc)));
    return false;
  }
  int64_t bytes = elemBytes(src.alloc->elem);
  // Walk both views in step: collect the source positions first.
  std::vector<int64_t> from;
  from.reserve(static_cast<size_t>(src.numElements()));
  forEachElement(src, [&](int64_t p) { from.push_back(p); });
  size_t k = 0;
  Allocation &s = *src.alloc;
  Allocation &t = *dst.alloc;
  // Overlapping copies (same allocation) go through a temporary.
  std::vector<uint8_t> tmp;
  if (&s == &t) {
    tmp.resize(from.size() * bytes);
    for (size_t i = 0; i < from.size(); ++i) std::memcpy(&tmp[i * bytes], s.data + from[i] * bytes, bytes);
  }
  std::vector<bool> init;
  if (&s == &t) {
    init.resize(from.size());
    for (size_t i = 0; i < from.size(); ++i) init[i] = s.isInit(from[i]);
  }
  forEachElement(dst, [&](int64_t p) {
    const uint8_t *bytesFrom = &s == &t ? &tmp[k * bytes] : s.data + from[k] * bytes;
    std::memcpy(t.data + p * bytes, bytesFrom, bytes);
    bool isInit = &s == &t ? init[k] : s.isInit(from[k]);
    if (isInit) t.setInit(p);
    else t.shadow[p >> 6] &= ~(uint64_t(1) << (p & 63));
    ++k;
  });
  return true;
}

}  // namespace tbuf::interp

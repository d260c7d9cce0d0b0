// Allocations, their shadow bits and their release (see memory.h).
#include "interpret/memory.h"

#include <cstring>

#include "fmt/format.h"
#include "ir/diagnostics.h"

namespace tbuf::interp {

int64_t elemBytes(ElemKind kind) {
  switch (kind) {
    case ElemKind::I1:
    case ElemKind::I8: return 1;
    case ElemKind::I16:
    case ElemKind::F16:
    case ElemKind::BF16: return 2;
    case ElemKind::I32:
    case ElemKind::F32: return 4;
    case ElemKind::I64:
    case ElemKind::Index:
    case ElemKind::F64: return 8;
  }
  return 8;
}

void Allocation::setAllInit() {
  for (uint64_t &w : shadow) w = ~uint64_t(0);
}

Allocation *Memory::allocate(AllocKind kind, ElemKind elem, int64_t numElements, Operation *allocOp,
                             std::string stack, int64_t alignment) {
  if (alignment < 64) alignment = 64;
  Allocation &a = allocations_.emplace_back();
  a.id = static_cast<int64_t>(allocations_.size());
  a.kind = kind;
  a.elem = elem;
  a.numElements = numElements;
  a.byteSize = numElements * elemBytes(elem);
  a.allocOp = allocOp;
  a.allocStack = std::move(stack);
  // Spare bytes to align the data; at least one byte so every live
  // allocation has a distinct address.
  size_t bytes = static_cast<size_t>(a.byteSize + alignment) + 1;
  a.storage.reset(new uint8_t[bytes]);
  std::memset(a.storage.get(), 0, bytes);
  uintptr_t p = reinterpret_cast<uintptr_t>(a.storage.get());
  uintptr_t mask = static_cast<uintptr_t>(alignment) - 1;
  a.data = reinterpret_cast<uint8_t *>((p + mask) & ~mask);
  a.address = reinterpret_cast<uintptr_t>(a.data);
  a.shadow.assign(static_cast<size_t>((numElements + 63) / 64), 0);
  liveProgramBytes_ += a.byteSize;
  liveShadowBytes_ += static_cast<int64_t>(a.shadow.size() * sizeof(uint64_t));
  if (liveProgramBytes_ > peakProgramBytes_) peakProgramBytes_ = liveProgramBytes_;
  if (liveShadowBytes_ > peakShadowBytes_) peakShadowBytes_ = liveShadowBytes_;
  return &a;
}

Allocation *Memory::allocateByteView(Allocation *base, ElemKind elem, int64_t byteOffset, int64_t numElements,
                                     Operation *viewOp, std::string stack) {
  Allocation &a = allocations_.emplace_back();
  a.id = static_cast<int64_t>(allocations_.size());
  a.kind = AllocKind::ByteView;
  a.elem = elem;
  a.numElements = numElements;
  a.byteSize = numElements * elemBytes(elem);
  a.allocOp = viewOp;
  a.allocStack = std::move(stack);
  a.base = base;
  a.data = base->data + byteOffset;
  a.address = reinterpret_cast<uintptr_t>(a.data);
  a.shadow.assign(static_cast<size_t>((numElements + 63) / 64), 0);
  a.setAllInit();
  base->setAllInit();
  base->byteViews.push_back(&a);
  liveShadowBytes_ += static_cast<int64_t>(a.shadow.size() * sizeof(uint64_t));
  if (liveShadowBytes_ > peakShadowBytes_) peakShadowBytes_ = liveShadowBytes_;
  return &a;
}

void Memory::release(Allocation *a, Operation *freeOp) {
  for (Allocation *view : a->byteViews)
    if (!view->freed) release(view, freeOp);
  if (!a->freed) {
    if (a->kind != AllocKind::ByteView) liveProgramBytes_ -= a->byteSize;
    liveShadowBytes_ -= static_cast<int64_t>(a->shadow.size() * sizeof(uint64_t));
  }
  a->freed = true;
  a->freeOp = freeOp;
  a->storage.reset();
  a->data = nullptr;
  a->shadow.clear();
  a->shadow.shrink_to_fit();
}

std::vector<Allocation *> Memory::liveHeapAllocations() const {
  std::vector<Allocation *> live;
  for (const Allocation &a : allocations_)
    if (a.kind == AllocKind::Heap && !a.freed) live.push_back(const_cast<Allocation *>(&a));
  return live;
}

std::string formatLocation(Location loc) {
  if (loc.isUnknown()) return "<unknown>";
  return fmt::format("{}:{}:{}", loc.getBuffer()->getName(), loc.line, loc.col);
}

}  // namespace tbuf::interp

// The interpreter's memory model: allocations and strided memref
// descriptors. An Allocation is one buffer (memref.alloc, alloca, a global,
// a clone, ...) with the facts the sanitizer reports on: its id, byte size,
// kind, the op that allocated it and the op that freed it, and a shadow
// bitmap with one "initialized" bit per element (so the shadow costs at most
// 1/8 of the program's bytes, for i8 elements). Allocations are never
// forgotten while the interpreter runs: a freed one keeps its record (its
// data is released) so later accesses are reported as use after free.
//
// A MemRefDesc is MLIR's strided memref descriptor over an allocation:
// element offset, sizes and strides (up to kMaxRank dimensions); ranked and
// unranked memrefs share it (the rank is a runtime field).
#pragma once

#include <cstdint>
#include <deque>
#include <memory>
#include <string>
#include <vector>

#include "ir/location.h"

namespace tbuf {
class Operation;
}

namespace tbuf::interp {

inline constexpr int kMaxRank = 8;

/// How an element is stored in memory.
enum class ElemKind : uint8_t { I1, I8, I16, I32, I64, Index, F16, BF16, F32, F64 };

/// Bytes per element of `kind` (i1 takes a byte, as in MLIR's LLVM lowering).
int64_t elemBytes(ElemKind kind);

/// Tensor: the storage of a tensor value (value semantics: written only
/// while the op producing it runs; never freed by the program, reclaimed
/// when the interpretation ends, not a leak). ByteView: memref.view's
/// result, the bytes of another allocation (its `base`) seen as elements
/// of another type; it owns no storage and dies with its base.
enum class AllocKind : uint8_t { Heap, Alloca, Global, ConstantGlobal, External, Tensor, ByteView };

/// One buffer and its history.
struct Allocation {
  int64_t id = 0;
  AllocKind kind = AllocKind::Heap;
  ElemKind elem = ElemKind::F32;
  int64_t numElements = 0;
  int64_t byteSize = 0;
  /// The allocating op (memref.alloc, bufferization.clone, memref.global,
  /// ...) and the freeing op (memref.dealloc) once freed.
  Operation *allocOp = nullptr;
  Operation *freeOp = nullptr;
  /// The function (and call sites) active at allocation, for reports.
  std::string allocStack;
  bool freed = false;
  /// The elements (aligned to at least 64 bytes), released on free.
  std::unique_ptr<uint8_t[]> storage;
  uint8_t *data = nullptr;
  /// The address `data` had (memref.extract_aligned_pointer_as_index),
  /// kept after the free.
  uintptr_t address = 0;
  /// One bit per element: written at least once.
  std::vector<uint64_t> shadow;
  /// ByteView: the allocation whose bytes it reinterprets. Others: the
  /// byte views made of it (freed with it).
  Allocation *base = nullptr;
  std::vector<Allocation *> byteViews;

  bool isInit(int64_t i) const { return (shadow[i >> 6] >> (i & 63)) & 1; }
  void setInit(int64_t i) { shadow[i >> 6] |= uint64_t(1) << (i & 63); }
  void setAllInit();
};

/// A strided memref value.
struct MemRefDesc {
  Allocation *alloc = nullptr;
  int64_t offset = 0;
  int64_t rank = 0;
  int64_t sizes[kMaxRank] = {};
  int64_t strides[kMaxRank] = {};

  int64_t numElements() const {
    int64_t n = 1;
    for (int64_t i = 0; i < rank; ++i) n *= sizes[i];
    return n;
  }
  /// Sets identity (row-major) strides for the current sizes.
  void setIdentityStrides() {
    int64_t s = 1;
    for (int64_t i = rank - 1; i >= 0; --i) {
      strides[i] = s;
      s *= sizes[i];
    }
  }
};

/// Every allocation of one interpretation. Pointers to allocations stay
/// valid until the Memory is destroyed.
class Memory {
 public:
  /// A new allocation of `numElements` elements, all marked uninitialized
  /// (zero-filled data). O(numElements) to clear the data and the shadow.
  /// `alignment` (a power of two) is raised to at least 64.
  Allocation *allocate(AllocKind kind, ElemKind elem, int64_t numElements, Operation *allocOp, std::string stack,
                       int64_t alignment = 64);
  /// A ByteView of `numElements` elements of `elem` over the bytes of
  /// `base` from byte `byteOffset` on (in bounds: the caller checks). Its
  /// shadow starts all initialized, and so do the base's elements (the
  /// bytes are shared, the shadow bits are not: uninitialized reads are
  /// not detected through or after a memref.view).
  Allocation *allocateByteView(Allocation *base, ElemKind elem, int64_t byteOffset, int64_t numElements,
                               Operation *viewOp, std::string stack);
  /// Releases the data of `a` and marks it freed by `freeOp`.
  void release(Allocation *a, Operation *freeOp);
  /// Live heap allocations, in allocation order.
  std::vector<Allocation *> liveHeapAllocations() const;
  int64_t numAllocations() const { return static_cast<int64_t>(allocations_.size()); }
  /// The largest number of bytes of live elements, and of live shadow
  /// words, seen so far (InterpretResult::peakProgramBytes/peakShadowBytes).
  int64_t peakProgramBytes() const { return peakProgramBytes_; }
  int64_t peakShadowBytes() const { return peakShadowBytes_; }

 private:
  std::deque<Allocation> allocations_;
  int64_t liveProgramBytes_ = 0, liveShadowBytes_ = 0;
  int64_t peakProgramBytes_ = 0, peakShadowBytes_ = 0;
};

/// `file:line:col` of a location, "<unknown>" when unknown.
std::string formatLocation(Location loc);

}  // namespace tbuf::interp

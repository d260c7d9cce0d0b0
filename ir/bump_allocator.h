// BumpAllocator: memory for uniqued storages that live as long as their
// context and need no destructor (attribute dictionaries, string and dense
// elements attributes, the general table's keys).
//
// A context creates one storage per distinct attribute and frees none until
// it dies; allocating each with operator new paid the allocator's size-class
// rounding and a pointer in an ownership list per storage. Here a storage is
// carved from a slab: no per-object overhead beyond alignment, and the slabs
// go back to the allocator all at once when the context is destroyed.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

namespace tbuf {

/// Slabs start at 4 KiB and double (up to 1 MiB) every 128 slabs, so a
/// small context wastes little and a large one needs few slabs; a request
/// larger than the slab size gets a slab of its own. allocate() is O(1)
/// amortized; nothing is freed before the allocator is destroyed, and
/// nothing allocated is ever destroyed (only trivially destructible objects
/// belong here).
class BumpAllocator {
 public:
  BumpAllocator() = default;
  BumpAllocator(const BumpAllocator &) = delete;
  BumpAllocator &operator=(const BumpAllocator &) = delete;

  /// `size` bytes aligned to `align` (a power of two, at most
  /// alignof(std::max_align_t)).
  void *allocate(size_t size, size_t align) {
    uintptr_t at = (reinterpret_cast<uintptr_t>(cur_) + align - 1) & ~uintptr_t(align - 1);
    if (cur_ && at + size <= reinterpret_cast<uintptr_t>(end_)) {
      cur_ = reinterpret_cast<char *>(at + size);
      return reinterpret_cast<void *>(at);
    }
    return allocateSlow(size);
  }

  /// Bytes held in slabs (for tests and statistics). O(1).
  size_t getTotalSlabBytes() const { return slabBytes_; }

 private:
  static constexpr size_t kFirstSlab = 4096, kMaxSlab = size_t(1) << 20;

  void *allocateSlow(size_t size) {
    size_t slab = kFirstSlab << (slabs_.size() / 128);
    if (slab > kMaxSlab) slab = kMaxSlab;
    if (size > slab) {
      // Its own slab, so the current one keeps serving small requests.
      slabs_.push_back(std::unique_ptr<char[]>(new char[size]));
      slabBytes_ += size;
      return slabs_.back().get();
    }
    slabs_.push_back(std::unique_ptr<char[]>(new char[slab]));
    slabBytes_ += slab;
    cur_ = slabs_.back().get() + size;
    end_ = slabs_.back().get() + slab;
    return slabs_.back().get();
  }

  std::vector<std::unique_ptr<char[]>> slabs_;
  char *cur_ = nullptr, *end_ = nullptr;
  size_t slabBytes_ = 0;
};

}  // namespace tbuf

// PointerMap: an open-addressing map keyed by pointers, for the per-op and
// per-value bookkeeping that runs once per op in a pass (the greedy driver's
// worklist positions and erased ops, the folder's constant owners, region
// DCE's dead ops, the printer's value numbers and type texts).
//
// These tables are asked a question for every op or operand they see and
// hold a function body's worth of keys before being emptied again. A
// general-purpose hash map pays for hashing arbitrary keys, control bytes
// and growth policies on each call; here a key is a pointer, so one multiply
// spreads it, linear probing finds it in a slot or two, and erasure shifts
// the following entries back instead of leaving tombstones, so a table
// emptied by erasures is clean again without a clear.
#pragma once

#include <cstdint>
#include <cstring>
#include <type_traits>
#include <utility>
#include <vector>

namespace tbuf {

/// Open-addressing map from non-null `const T *` to `V` (default-
/// constructible, movable; T may be void). Insertion, lookup and erasure are
/// expected O(1); clear() is O(capacity), and a large table that has become
/// sparse is shrunk on clear so that a pass over one big body does not make
/// every later clear expensive. Pointers to values stay valid until the next
/// insertion or erasure. Iteration order is unspecified (there is none).
template <typename T, typename V = uint32_t>
class PointerMap {
 public:
  bool empty() const { return size_ == 0; }
  size_t size() const { return size_; }

  /// The value of `key`, or null if absent. Valid until the next insertion
  /// or erasure.
  V *find(const T *key) {
    size_t i = findSlot(key);
    return i == kNotFound ? nullptr : &slots_[i].value;
  }
  const V *find(const T *key) const {
    size_t i = findSlot(key);
    return i == kNotFound ? nullptr : &slots_[i].value;
  }
  bool contains(const T *key) const { return findSlot(key) != kNotFound; }

  /// Inserts (`key`, `value`) if `key` is absent; returns whether it did.
  bool insert(const T *key, V value) {
    if ((size_ + 1) * 2 > slots_.size()) grow();
    for (size_t i = slotOf(key);; i = (i + 1) & mask_) {
      Slot &s = slots_[i];
      if (s.key == key) return false;
      if (!s.key) {
        s.key = key;
        s.value = std::move(value);
        ++size_;
        return true;
      }
    }
  }

  /// The value of `key`, inserting (`key`, `value`) first if `key` is
  /// absent (`inserted` tells which). Valid until the next insertion or
  /// erasure.
  V &findOrInsert(const T *key, V value, bool &inserted) {
    if ((size_ + 1) * 2 > slots_.size()) grow();
    for (size_t i = slotOf(key);; i = (i + 1) & mask_) {
      Slot &s = slots_[i];
      if (s.key == key) {
        inserted = false;
        return s.value;
      }
      if (!s.key) {
        s.key = key;
        s.value = std::move(value);
        ++size_;
        inserted = true;
        return s.value;
      }
    }
  }

  /// Inserts (`key`, `value`) unless `key` is present; returns the stored
  /// value and whether it was inserted.
  std::pair<V *, bool> tryEmplace(const T *key, V value) {
    bool inserted = false;
    V *stored = &findOrInsert(key, std::move(value), inserted);
    return {stored, inserted};
  }
  /// The value of `key`, default-constructed first if absent.
  V &operator[](const T *key) {
    bool inserted = false;
    return findOrInsert(key, V(), inserted);
  }

  /// Erases `key`; returns whether it was present.
  bool erase(const T *key) {
    if (size_ == 0) return false;
    size_t i = slotOf(key);
    for (;; i = (i + 1) & mask_) {
      if (slots_[i].key == key) break;
      if (!slots_[i].key) return false;
    }
    // Backward-shift deletion: move later entries of the probe run into the
    // hole when their home slot does not lie strictly between the hole and
    // them (cyclically).
    for (size_t j = (i + 1) & mask_;; j = (j + 1) & mask_) {
      if (!slots_[j].key) break;
      size_t home = slotOf(slots_[j].key);
      bool between = i <= j ? (i < home && home <= j) : (i < home || home <= j);
      if (between) continue;
      slots_[i] = std::move(slots_[j]);
      i = j;
    }
    slots_[i] = Slot();
    --size_;
    return true;
  }

  /// Replaces every value v by f(v), in slot order (no hashing).
  template <typename F>
  void transformValues(F f) {
    if (size_ == 0) return;
    for (Slot &s : slots_)
      if (s.key) s.value = f(s.value);
  }

  void clear() {
    if (size_ == 0) return;
    if (slots_.size() > kMinCapacity && size_ * 8 < slots_.size()) {
      // Sparse after a big body: start small again.
      slots_.assign(kMinCapacity, Slot());
      mask_ = kMinCapacity - 1;
      shift_ = 64 - kMinLog2;
    } else if constexpr (std::is_trivially_copyable_v<V>) {
      std::memset(static_cast<void *>(slots_.data()), 0, slots_.size() * sizeof(Slot));
    } else {
      for (Slot &s : slots_)
        if (s.key) s = Slot();
    }
    size_ = 0;
  }

 private:
  struct Slot {
    const T *key = nullptr;
    V value{};
  };
  static constexpr unsigned kMinLog2 = 3;
  static constexpr size_t kMinCapacity = size_t(1) << kMinLog2;

  static constexpr size_t kNotFound = ~size_t(0);

  size_t findSlot(const T *key) const {
    if (size_ == 0) return kNotFound;
    for (size_t i = slotOf(key);; i = (i + 1) & mask_) {
      if (slots_[i].key == key) return i;
      if (!slots_[i].key) return kNotFound;
    }
  }

  size_t slotOf(const T *key) const {
    // Fibonacci hashing: the high bits of the product depend on all bits of
    // the pointer (its low bits are alignment zeros).
    return static_cast<size_t>((reinterpret_cast<uintptr_t>(key) * 0x9E3779B97F4A7C15ull) >> shift_);
  }

  void grow() {
    std::vector<Slot> old;
    old.swap(slots_);
    size_t capacity = old.empty() ? kMinCapacity : old.size() * 2;
    unsigned log2 = 0;
    while ((size_t(1) << log2) < capacity) ++log2;
    slots_.assign(capacity, Slot());
    mask_ = capacity - 1;
    shift_ = 64 - log2;
    for (Slot &s : old) {
      if (!s.key) continue;
      size_t i = slotOf(s.key);
      while (slots_[i].key) i = (i + 1) & mask_;
      slots_[i] = std::move(s);
    }
  }

  std::vector<Slot> slots_;
  size_t size_ = 0;
  size_t mask_ = 0;
  unsigned shift_ = 64;
};

}  // namespace tbuf

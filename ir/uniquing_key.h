// The byte string a type or attribute is uniqued by in the Context.
//
// Every getter (IntegerType::get, DictionaryAttr::get, ...) describes its
// storage as a key and asks the Context for the one storage with that key.
// Getters run for nearly every op the parser or a rewrite creates, so the key
// is built without formatting numbers and without touching the heap for
// typical sizes: fixed-width binary fields in an inline buffer, and only a
// miss copies it into the Context's table.
#ifndef TBUF_IR_UNIQUING_KEY_H_
#define TBUF_IR_UNIQUING_KEY_H_

#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

namespace tbuf {

/// Builds a uniquing key. Fields are fixed width (integers, pointers, doubles
/// as their bits) or length-prefixed (strings), so two different field
/// sequences that start with the same tag never produce the same key.
/// Complexity: each add is O(size of the field).
class UniquingKey {
 public:
  /// `tag` names the kind of storage; distinct getters use distinct tags.
  explicit UniquingKey(std::string_view tag) { addString(tag); }

  UniquingKey &addInt(int64_t v) { return addBytes(&v, sizeof v); }
  UniquingKey &addPtr(const void *p) { return addBytes(&p, sizeof p); }
  UniquingKey &addDouble(double d) { return addBytes(&d, sizeof d); }
  UniquingKey &addString(std::string_view s) {
    addInt(static_cast<int64_t>(s.size()));
    return addBytes(s.data(), s.size());
  }

  /// The key; valid until the next add.
  std::string_view view() const { return onHeap_ ? std::string_view(heap_) : std::string_view(inline_, size_); }

 private:
  // The inline-buffer case is forced inline (with a constant `n` it is a
  // single store): every getter adds a few fields, and a call per field
  // cost more than the copy. Growing onto the heap stays out of line.
  __attribute__((always_inline)) UniquingKey &addBytes(const void *p, size_t n) {
    if (__builtin_expect(!onHeap_ && size_ + n <= sizeof inline_, 1)) {
      std::memcpy(inline_ + size_, p, n);
      size_ += n;
      return *this;
    }
    return addBytesOnHeap(p, n);
  }
  __attribute__((noinline)) UniquingKey &addBytesOnHeap(const void *p, size_t n) {
    if (!onHeap_) heap_.assign(inline_, size_), onHeap_ = true;
    heap_.append(static_cast<const char *>(p), n);
    return *this;
  }

  char inline_[128];
  size_t size_ = 0;
  bool onHeap_ = false;
  std::string heap_;
};

}  // namespace tbuf

#endif  // TBUF_IR_UNIQUING_KEY_H_

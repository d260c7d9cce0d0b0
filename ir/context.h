// Context: owns and uniques every type, attribute, affine expression and map
// (so equality is pointer equality), the op registry and interface
// implementations, the source manager and the diagnostic engine. Not
// thread-safe; one Context per compilation.
#pragma once

#include <cstdint>
#include <cstring>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "ir/bump_allocator.h"
#include "ir/diagnostics.h"
#include "ir/op_definition.h"

namespace tbuf {

class Context {
 public:
  /// A context with every tbuf dialect registered (see dialects/register.h
  /// for `registerAllDialects`, called by tools; the bare constructor registers
  /// only the builtin dialect).
  Context();
  ~Context();
  Context(const Context &) = delete;
  Context &operator=(const Context &) = delete;

  DiagnosticEngine &getDiagEngine() { return diagEngine_; }
  SourceManager &getSourceManager() { return sourceManager_; }

  // ---- op registry ----
  /// Registers an op; returns the stored definition (stable address) so the
  /// caller can attach interfaces. Re-registering a name replaces hooks.
  OpDefinition *registerOp(OpDefinition def);
  /// Registered definition or null. O(1).
  const OpDefinition *lookupOp(std::string_view name) const;
  OpDefinition *lookupOpMutable(std::string_view name);
  /// Definition for an op nobody registered (created on first use).
  const OpDefinition *getOrCreateUnregisteredOp(std::string_view name);
  /// The definition of op `name`, registered or not (what lookupOp, else
  /// getOrCreateUnregisteredOp, returns), cached under `slot` (an
  /// opViewSlot<OpT>()) so that builders creating a typed op skip hashing its
  /// name. A name's definition object never changes once created
  /// (registerOp updates it in place), so the cache cannot go stale. O(1).
  const OpDefinition *getOpDefinition(unsigned slot, std::string_view name) {
    if (slot < opDefinitionsBySlot_.size() && opDefinitionsBySlot_[slot]) return opDefinitionsBySlot_[slot];
    return fillOpDefinitionSlot(slot, name);
  }
  /// Records `attr` as an inherent attribute (property) of the unregistered
  /// op `def`, so the generic printer puts it in `<{...}>`. O(#inherent).
  void addUnregisteredInherentAttr(const OpDefinition *def, std::string_view attr);
  /// `allowsUnknownOps`: the dialect is open (MLIR's allowUnknownOperations),
  /// so ops of it that nobody registered are kept as opaque ops.
  void markDialectRegistered(std::string_view dialect, bool allowsUnknownOps = false) {
    dialects_.insert(std::string(dialect));
    if (allowsUnknownOps) openDialects_.insert(std::string(dialect));
  }
  bool dialectAllowsUnknownOps(std::string_view dialect) const { return openDialects_.contains(toAbsl(dialect)); }
  bool isDialectRegistered(std::string_view dialect) const { return dialects_.contains(toAbsl(dialect)); }
  /// All registered op definitions (sorted by name).
  std::vector<const OpDefinition *> getRegisteredOps() const;
  /// When false, ops of unregistered dialects are parse errors (mlir-opt's
  /// default); tbuf defaults to true and keeps them as opaque ops.
  bool allowsUnregisteredDialects() const { return allowUnregistered_; }
  /// When true (mlir-opt's default), errors emitted on an op carry a note
  /// "see current operation: <op in generic form>". mlir-opt turns it off
  /// under --verify-diagnostics.
  bool shouldPrintOpOnDiagnostic() const { return printOpOnDiagnostic_; }
  void printOpOnDiagnostic(bool enable) { printOpOnDiagnostic_ = enable; }
  void allowUnregisteredDialects(bool allow) { allowUnregistered_ = allow; }

  // ---- dialect attributes ----
  /// Where a dialect attribute parser failed: the message and the offset
  /// of the error from the start of the attribute's mnemonic.
  struct DialectAttrError {
    std::string message;
    size_t offset = 0;
  };
  /// Parses the text of a `#dialect.mnemonic<...>` attribute of one dialect
  /// (`body` is everything after the dot, e.g. `dl_spec<index = 32>`) into
  /// its attribute (MLIR's Dialect::parseAttribute); null after filling
  /// `error`.
  using DialectAttrParser = Attribute (*)(Context &ctx, std::string_view body, DialectAttrError &error);
  /// Makes the parser hand `#dialect.*` attributes to `parse` instead of
  /// keeping their text verbatim.
  void registerDialectAttrParser(std::string_view dialect, DialectAttrParser parse) {
    dialectAttrParsers_[std::string(dialect)] = parse;
  }
  /// The parser registered for `dialect`, or null.
  DialectAttrParser lookupDialectAttrParser(std::string_view dialect) const {
    auto it = dialectAttrParsers_.find(toAbsl(dialect));
    return it == dialectAttrParsers_.end() ? nullptr : it->second;
  }

  /// The strides and offset a memref layout attribute of one dialect stands
  /// for (MLIR's MemRefLayoutAttrInterface::getStridesAndOffset); failure
  /// when it is not strided.
  using DialectLayoutStridesFn = LogicalResult (*)(Attribute layout, ArrayRef<int64_t> shape,
                                                   std::vector<int64_t> &strides, int64_t &offset);
  /// Lets MemRefType::getStridesAndOffset understand `#dialect.*` layouts.
  void registerDialectLayoutStrides(std::string_view dialect, DialectLayoutStridesFn fn) {
    dialectLayoutStrides_[std::string(dialect)] = fn;
  }
  /// The function registered for `dialect`, or null.
  DialectLayoutStridesFn lookupDialectLayoutStrides(std::string_view dialect) const {
    auto it = dialectLayoutStrides_.find(toAbsl(dialect));
    return it == dialectLayoutStrides_.end() ? nullptr : it->second;
  }

  /// Takes ownership of an interface implementation and attaches it to `op`.
  template <typename Iface, typename Impl> void attachInterface(std::string_view op, std::unique_ptr<Impl> impl) {
    OpDefinition *def = lookupOpMutable(op);
    if (!def) return;
    const Iface *ptr = impl.get();
    def->attachInterface(Iface::getInterfaceID(), ptr);
    ownedInterfaces_.push_back(std::move(impl));
  }

  /// The empty attribute dictionary (uniqued once per context).
  DictionaryAttr getEmptyDictionary() const { return DictionaryAttr(emptyDictionary_); }

  /// Whether an attribute or type that the printer gives an alias (an affine
  /// map or integer set attribute, a tuple type of more than 16 types) was
  /// ever created in this context. While none was, no printed text can hold
  /// an alias, so a printer may write a module out before it has seen all of
  /// it. O(1).
  bool hasAliasableStorage() const { return hasAliasableStorage_; }

  // ---- uniquing (used by the storage getters) ----
  /// Returns the unique storage for `key` (see UniquingKey), creating it with
  /// `make` on first use. Only a miss copies the key. O(|key|) expected.
  template <typename Storage, typename Make>
  const Storage *getUniqued(std::string_view key, Make &&make) {
    auto it = uniqued_.find(key);
    if (it != uniqued_.end()) return static_cast<const Storage *>(it->second.get());
    std::unique_ptr<Storage> s = make();
    const Storage *raw = s.get();
    // The key's bytes are kept in the arena: no allocation of its own, and
    // the table's slot is a view.
    char *keyCopy = static_cast<char *>(arena_.allocate(key.size(), 1));
    std::memcpy(keyCopy, key.data(), key.size());
    uniqued_.emplace(std::string_view(keyCopy, key.size()),
                     std::unique_ptr<void, void (*)(void *)>(s.release(), [](void *p) {
                       delete static_cast<Storage *>(p);
                     }));
    return raw;
  }

 private:
  DiagnosticEngine diagEngine_;
  SourceManager sourceManager_;
  absl::flat_hash_map<std::string, std::unique_ptr<OpDefinition>> ops_;
  absl::flat_hash_set<std::string> dialects_, openDialects_;
  std::vector<std::unique_ptr<OpInterfaceBase>> ownedInterfaces_;
  /// Uniquing keys are a few fixed-width binary fields (UniquingKey): hashed
  /// a word at a time, without the general string hash's per-call set-up.
  struct KeyHash {
    using is_transparent = void;
    size_t operator()(std::string_view key) const {
      const char *p = key.data();
      size_t n = key.size();
      uint64_t h = 0x9e3779b97f4a7c15ull ^ n;
      auto mix = [](uint64_t x, uint64_t w) {
        x = (x ^ w) * 0xbf58476d1ce4e5b9ull;
        return x ^ (x >> 29);
      };
      for (; n >= 8; p += 8, n -= 8) {
        uint64_t w;
        std::memcpy(&w, p, 8);
        h = mix(h, w);
      }
      if (n) {
        // The last (partial) word: the key's last 8 bytes when it has that
        // many (overlapping the previous word is harmless for a hash).
        uint64_t w = 0;
        if (key.size() >= 8)
          std::memcpy(&w, key.data() + key.size() - 8, 8);
        else
          std::memcpy(&w, p, n);
        h = mix(h, w);
      }
      h *= 0x94d049bb133111ebull;
      return static_cast<size_t>(h ^ (h >> 32));
    }
  };
  struct KeyEq {
    using is_transparent = void;
    bool operator()(std::string_view a, std::string_view b) const { return a == b; }
  };
  /// Uniquing keys (uniqued_) and the storages of dictionaries, string
  /// attributes and dense elements attributes (dictionaries_,
  /// stringAttributes_, denseElements_); declared before all of them so
  /// that it outlives them.
  BumpAllocator arena_;
  absl::flat_hash_map<std::string_view, std::unique_ptr<void, void (*)(void *)>, KeyHash, KeyEq> uniqued_;
  absl::flat_hash_map<std::string, DialectAttrParser> dialectAttrParsers_;
  absl::flat_hash_map<std::string, DialectLayoutStridesFn> dialectLayoutStrides_;
  bool allowUnregistered_ = true;
  bool printOpOnDiagnostic_ = true;

  // The simple builtin types, uniqued once and then kept here: builders and
  // parse hooks ask IndexType::get and friends for them for nearly every op,
  // and the general table hashes a key each time.
  friend class IndexType;
  friend class NoneType;
  friend class IntegerType;
  friend class FloatType;
  /// Slots: index, none, signless i1/i8/i16/i32/i64, then one per FloatKind.
  enum CachedType { kIndexType, kNoneType, kI1, kI8, kI16, kI32, kI64, kFirstFloatType, kNumCachedTypes = kFirstFloatType + 4 };
  const TypeStorage *cachedTypes_[kNumCachedTypes] = {};

  const OpDefinition *fillOpDefinitionSlot(unsigned slot, std::string_view name);
  std::vector<const OpDefinition *> opDefinitionsBySlot_;

  // DictionaryAttr::getFromRange's table. Names are interned (Identifier),
  // so a dictionary is identified by its entries' name and value pointers:
  // hashing and comparing never read the names' text.
  friend class DictionaryAttr;
  const DictionaryAttrStorage *emptyDictionary_ = nullptr;
  /// A dictionary looked up by its sorted, unique entries and their hash.
  struct DictionaryKey {
    size_t hash;
    const NamedAttribute *const *entries;
    size_t numEntries;
  };
  struct DictionaryHash {
    using is_transparent = void;
    size_t operator()(const DictionaryAttrStorage *s) const;
    size_t operator()(const DictionaryKey &k) const { return k.hash; }
  };
  struct DictionaryEq {
    using is_transparent = void;
    bool operator()(const DictionaryAttrStorage *a, const DictionaryAttrStorage *b) const { return a == b; }
    bool operator()(const DictionaryAttrStorage *a, const DictionaryKey &k) const;
    bool operator()(const DictionaryKey &k, const DictionaryAttrStorage *a) const { return (*this)(a, k); }
  };
  /// Every dictionary, allocated in arena_ (a table slot is one pointer;
  /// the hash is kept in the storage).
  absl::flat_hash_set<const DictionaryAttrStorage *, DictionaryHash, DictionaryEq> dictionaries_;

  // StringAttr::get's table: symbol names are strings, one new string per
  // function. A string attribute is one arena block (header and text), so a
  // table slot is one pointer and nothing needs a destructor; the general
  // table would copy each text into a longer key and own a heap storage.
  friend class StringAttr;
  /// A string attribute looked up by its text, type and their hash.
  struct StringAttrKey {
    uint32_t hash;
    std::string_view value;
    const void *type;
  };
  /// Hashes are those kept in the storages: 32 bits of hashText(value)
  /// mixed with the type pointer (enough for tables of up to 2^25 slots).
  struct StringAttrHash {
    using is_transparent = void;
    size_t operator()(const StringAttrStorage *s) const;
    size_t operator()(const StringAttrKey &k) const { return k.hash; }
  };
  struct StringAttrEq {
    using is_transparent = void;
    bool operator()(const StringAttrStorage *a, const StringAttrStorage *b) const { return a == b; }
    bool operator()(const StringAttrStorage *a, const StringAttrKey &k) const;
    bool operator()(const StringAttrKey &k, const StringAttrStorage *a) const { return (*this)(a, k); }
  };
  /// Every string attribute, allocated in arena_ (32 bytes and the text).
  absl::flat_hash_set<const StringAttrStorage *, StringAttrHash, StringAttrEq> stringAttributes_;

  // DenseElementsAttr's table: constants (memref.global initializers) are
  // many and small, and through the general table each paid a copied key,
  // a heap storage with two vectors and an owning slot.
  friend class DenseElementsAttr;
  /// A dense attribute looked up by its type, flags, values and their hash.
  struct DenseElementsKey {
    size_t hash;
    const void *type;
    bool splat;
    bool floats;
    const void *values;  ///< `numValues` 8-byte values (int64_t or double bits)
    size_t numValues;
  };
  struct DenseElementsHash {
    using is_transparent = void;
    size_t operator()(const DenseElementsAttrStorage *s) const;
    size_t operator()(const DenseElementsKey &k) const { return k.hash; }
  };
  /// Values compare bit for bit, so -0.0 and 0.0 (and NaNs of different
  /// payloads) are different attributes, as they are in MLIR (uniqued by
  /// raw data) and were in the general table's keys (UniquingKey::addDouble).
  struct DenseElementsEq {
    using is_transparent = void;
    bool operator()(const DenseElementsAttrStorage *a, const DenseElementsAttrStorage *b) const { return a == b; }
    bool operator()(const DenseElementsAttrStorage *a, const DenseElementsKey &k) const;
    bool operator()(const DenseElementsKey &k, const DenseElementsAttrStorage *a) const { return (*this)(a, k); }
  };
  /// Every dense elements attribute, allocated in arena_ (40 bytes and 8
  /// per stored value; the hash is kept in the storage).
  absl::flat_hash_set<const DenseElementsAttrStorage *, DenseElementsHash, DenseElementsEq> denseElements_;

  // Set by the getters of what the printer aliases (hasAliasableStorage).
  friend class AffineMapAttr;
  friend class IntegerSetAttr;
  friend class TupleType;
  bool hasAliasableStorage_ = false;
};

}  // namespace tbuf

// Builtin attributes. Like types, attributes are immutable, uniqued by the
// Context, and compared by pointer. Typed views give accessors; use
// `a.isa<IntegerAttr>()`, `a.dyn_cast<ArrayAttr>()` etc.
#pragma once

#include <cassert>
#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ir/affine_map.h"
#include "ir/identifier.h"
#include "ir/support.h"
#include "ir/types.h"

namespace tbuf {

enum class AttrKind : uint8_t {
  Unit,
  Integer,        ///< also `true`/`false` (i1)
  Float,
  String,
  Array,
  Dictionary,
  DenseElements,  ///< dense<...> : tensor/memref type
  DenseArray,     ///< array<i64: 1, 2>
  AffineMap,
  SymbolRef,
  Type,
  StridedLayout,  ///< strided<[1, ?], offset: ?>
  Dialect,        ///< `#dialect.name<...>` kept as text (e.g. #linalg.iterator_type<parallel>)
  IntegerSet,     ///< affine_set<...> (ir/integer_set.h)
};

struct AttributeStorage {
  AttrKind kind;
  Context *context;
};

class Attribute {
 public:
  Attribute() = default;
  explicit Attribute(const AttributeStorage *impl) : impl_(impl) {}
  explicit operator bool() const { return impl_ != nullptr; }
  bool operator==(Attribute o) const { return impl_ == o.impl_; }
  bool operator!=(Attribute o) const { return impl_ != o.impl_; }
  const AttributeStorage *getImpl() const { return impl_; }
  AttrKind getKind() const { return impl_->kind; }
  Context *getContext() const { return impl_->context; }

  template <typename T> bool isa() const { return impl_ && T::classof(*this); }
  template <typename T> T dyn_cast() const { return isa<T>() ? T(impl_) : T(); }
  template <typename T> T cast() const {
    assert(isa<T>() && "cast to incompatible attribute");
    return T(impl_);
  }

  /// MLIR textual form, including the `: type` suffix where MLIR prints one.
  std::string str() const;

  template <typename H> friend H AbslHashValue(H h, Attribute a) { return H::combine(std::move(h), a.impl_); }

 protected:
  const AttributeStorage *impl_ = nullptr;
};

/// A (name, value) pair in an attribute dictionary. The name is interned
/// (Identifier): an entry is 24 bytes, trivially destructible, and two entries
/// are equal exactly when their name and value pointers are.
struct NamedAttribute {
  Identifier name;
  Attribute value;
  bool operator==(const NamedAttribute &o) const {
    return name.getAsOpaquePointer() == o.name.getAsOpaquePointer() && value == o.value;
  }
};

// ---- storages --------------------------------------------------------------

struct IntegerAttrStorage : AttributeStorage {
  Type type;      ///< integer or index type
  int64_t value;  ///< sign-extended from the type's width
};
struct FloatAttrStorage : AttributeStorage {
  Type type;
  double value;
};
/// Allocated by the context's arena with its text right after it (no NUL):
/// a string attribute is one block of 32 bytes plus its text, never
/// destroyed, found through Context::stringAttributes_.
struct StringAttrStorage : AttributeStorage {
  uint32_t size;  ///< of the text
  uint32_t hash;  ///< of (text, type), see Context::StringAttrHash
  Type type;      ///< usually null
  std::string_view getValue() const { return std::string_view(reinterpret_cast<const char *>(this + 1), size); }
};
struct ArrayAttrStorage : AttributeStorage {
  std::vector<Attribute> elements;
};
/// Allocated by the context's arena with its entries right after it (sorted
/// by name, unique names): a dictionary is one block of 32 + 24n bytes.
struct DictionaryAttrStorage : AttributeStorage {
  uint32_t numEntries;
  size_t hash;  ///< of the entries' name and value identities (Context::dictionaries_)
  ArrayRef<NamedAttribute> getEntries() const {
    return ArrayRef<NamedAttribute>(reinterpret_cast<const NamedAttribute *>(this + 1), numEntries);
  }
};
/// Allocated by the context's arena with its values right after it: one
/// block of 40 + 8n bytes, never destroyed, found through
/// Context::denseElements_. The values are integers (incl. i1 and index) or
/// doubles, as the getter that made the attribute stored them (`floats`);
/// one value when splat, else numElements.
struct DenseElementsAttrStorage : AttributeStorage {
  ShapedType type;
  uint32_t numValues;
  bool splat;
  bool floats;  ///< the values are doubles (else int64_t)
  size_t hash;  ///< of type, flags and the values' bits (Context::denseElements_)
  /// The values as stored: empty for the other kind.
  ArrayRef<int64_t> getInts() const {
    return ArrayRef<int64_t>(reinterpret_cast<const int64_t *>(this + 1), floats ? 0 : numValues);
  }
  ArrayRef<double> getFloats() const {
    return ArrayRef<double>(reinterpret_cast<const double *>(this + 1), floats ? numValues : 0);
  }
};
struct DenseArrayAttrStorage : AttributeStorage {
  Type elementType;  ///< i1/i8/i16/i32/i64/f32/f64
  std::vector<int64_t> ints;
  std::vector<double> floats;
};
struct AffineMapAttrStorage : AttributeStorage {
  AffineMap map;
};
struct SymbolRefAttrStorage : AttributeStorage {
  std::string root;
  std::vector<std::string> nested;
};
struct TypeAttrStorage : AttributeStorage {
  Type type;
};
struct StridedLayoutAttrStorage : AttributeStorage {
  int64_t offset;
  std::vector<int64_t> strides;
};
struct DialectAttrStorage : AttributeStorage {
  std::string dialect;  ///< e.g. "linalg"
  std::string body;     ///< verbatim text after `#dialect.`, e.g. "iterator_type<parallel>"
};

// ---- typed views -----------------------------------------------------------

class UnitAttr : public Attribute {
 public:
  using Attribute::Attribute;
  static bool classof(Attribute a) { return a.getKind() == AttrKind::Unit; }
  static UnitAttr get(Context *ctx);
};

class IntegerAttr : public Attribute {
 public:
  using Attribute::Attribute;
  static bool classof(Attribute a) { return a.getKind() == AttrKind::Integer; }
  /// `value` is truncated to the type's width and sign-extended.
  static IntegerAttr get(Type type, int64_t value);
  Type getType() const { return storage()->type; }
  int64_t getInt() const { return storage()->value; }
  /// Zero-extended value for unsigned interpretation.
  uint64_t getUInt() const;

 private:
  const IntegerAttrStorage *storage() const { return static_cast<const IntegerAttrStorage *>(impl_); }
};

/// An i1 IntegerAttr; printed as `true`/`false`.
class BoolAttr : public IntegerAttr {
 public:
  using IntegerAttr::IntegerAttr;
  static bool classof(Attribute a) {
    return a.getKind() == AttrKind::Integer && a.cast<IntegerAttr>().getType().isInteger(1);
  }
  static BoolAttr get(Context *ctx, bool value);
  bool getValue() const { return getInt() != 0; }
};

class FloatAttr : public Attribute {
 public:
  using Attribute::Attribute;
  static bool classof(Attribute a) { return a.getKind() == AttrKind::Float; }
  /// `value` is rounded to the type's precision (f32: via float).
  static FloatAttr get(Type type, double value);
  Type getType() const { return static_cast<const FloatAttrStorage *>(impl_)->type; }
  double getValue() const { return static_cast<const FloatAttrStorage *>(impl_)->value; }
};

class StringAttr : public Attribute {
 public:
  using Attribute::Attribute;
  static bool classof(Attribute a) { return a.getKind() == AttrKind::String; }
  static StringAttr get(Context *ctx, std::string_view value, Type type = Type());
  /// The text; valid as long as the context (it lives in the context's
  /// arena). O(1).
  std::string_view getValue() const { return static_cast<const StringAttrStorage *>(impl_)->getValue(); }
  Type getType() const { return static_cast<const StringAttrStorage *>(impl_)->type; }
};

class ArrayAttr : public Attribute {
 public:
  using Attribute::Attribute;
  static bool classof(Attribute a) { return a.getKind() == AttrKind::Array; }
  static ArrayAttr get(Context *ctx, ArrayRef<Attribute> elements);
  ArrayRef<Attribute> getValue() const { return static_cast<const ArrayAttrStorage *>(impl_)->elements; }
  size_t size() const { return getValue().size(); }
  Attribute operator[](size_t i) const { return getValue()[i]; }
};

class DictionaryAttr : public Attribute {
 public:
  using Attribute::Attribute;
  static bool classof(Attribute a) { return a.getKind() == AttrKind::Dictionary; }
  /// Sorts by name; later duplicates are dropped. O(n log n).
  static DictionaryAttr get(Context *ctx, std::vector<NamedAttribute> entries);
  /// The same for entries the caller keeps: nothing is copied unless the
  /// entries need sorting or the dictionary is new. O(n) when sorted.
  static DictionaryAttr getFromRange(Context *ctx, ArrayRef<NamedAttribute> entries);
  ArrayRef<NamedAttribute> getValue() const { return static_cast<const DictionaryAttrStorage *>(impl_)->getEntries(); }
  /// Null if absent. O(log n). Inline: ops look their attributes up all the
  /// time, by names whose length is usually a compile-time constant, so the
  /// scan below compares lengths first and the characters without a call.
  Attribute get(std::string_view name) const {
    ArrayRef<NamedAttribute> v = getValue();
    if (v.size() > 8) return getBySearch(name);
    for (const NamedAttribute &e : v)
      if (e.name.size() == name.size() && std::memcmp(e.name.data(), name.data(), name.size()) == 0) return e.value;
    return Attribute();
  }
  bool empty() const { return getValue().empty(); }

 private:
  /// Binary search, for large dictionaries.
  Attribute getBySearch(std::string_view name) const;
};

class DenseElementsAttr : public Attribute {
 public:
  using Attribute::Attribute;
  static bool classof(Attribute a) { return a.getKind() == AttrKind::DenseElements; }
  static DenseElementsAttr getSplatInt(ShapedType type, int64_t value);
  static DenseElementsAttr getSplatFloat(ShapedType type, double value);
  /// If all values are equal the attribute is stored (and printed) as a splat.
  static DenseElementsAttr getInts(ShapedType type, std::vector<int64_t> values);
  static DenseElementsAttr getFloats(ShapedType type, std::vector<double> values);
  ShapedType getType() const { return storage()->type; }
  Type getElementType() const { return getType().getElementType(); }
  bool isSplat() const { return storage()->splat; }
  bool isFloat() const { return getElementType().isa<FloatType>(); }
  /// Number of elements of the type (not of the storage).
  int64_t getNumElements() const { return getType().getNumElements(); }
  /// Element i (splat-aware).
  int64_t getIntAt(int64_t i) const { return storage()->getInts()[isSplat() ? 0 : i]; }
  double getFloatAt(int64_t i) const { return storage()->getFloats()[isSplat() ? 0 : i]; }
  /// The stored values (one when splat); empty for the other kind of value.
  /// Valid as long as the context. O(1).
  ArrayRef<int64_t> getRawInts() const { return storage()->getInts(); }
  ArrayRef<double> getRawFloats() const { return storage()->getFloats(); }

 private:
  const DenseElementsAttrStorage *storage() const { return static_cast<const DenseElementsAttrStorage *>(impl_); }
  /// The one attribute of `type` with these `n` values (8 bytes each: int64_t,
  /// or double when `floats`), compared bit for bit. O(n) expected.
  static DenseElementsAttr getDense(ShapedType type, bool splat, bool floats, const void *values, size_t n);
};

class DenseArrayAttr : public Attribute {
 public:
  using Attribute::Attribute;
  static bool classof(Attribute a) { return a.getKind() == AttrKind::DenseArray; }
  static DenseArrayAttr getI64(Context *ctx, ArrayRef<int64_t> values);
  static DenseArrayAttr getI32(Context *ctx, ArrayRef<int64_t> values);
  static DenseArrayAttr getBool(Context *ctx, ArrayRef<bool> values);
  static DenseArrayAttr get(Type elementType, std::vector<int64_t> ints, std::vector<double> floats);
  Type getElementType() const { return storage()->elementType; }
  ArrayRef<int64_t> asInts() const { return storage()->ints; }
  ArrayRef<double> asFloats() const { return storage()->floats; }
  size_t size() const { return getElementType().isa<FloatType>() ? asFloats().size() : asInts().size(); }

 private:
  const DenseArrayAttrStorage *storage() const { return static_cast<const DenseArrayAttrStorage *>(impl_); }
};

class AffineMapAttr : public Attribute {
 public:
  using Attribute::Attribute;
  static bool classof(Attribute a) { return a.getKind() == AttrKind::AffineMap; }
  static AffineMapAttr get(AffineMap map);
  AffineMap getValue() const { return static_cast<const AffineMapAttrStorage *>(impl_)->map; }
};

/// `@root` or `@root::@nested::@leaf`.
class SymbolRefAttr : public Attribute {
 public:
  using Attribute::Attribute;
  static bool classof(Attribute a) { return a.getKind() == AttrKind::SymbolRef; }
  static SymbolRefAttr get(Context *ctx, std::string_view root, std::vector<std::string> nested = {});
  const std::string &getRootReference() const { return storage()->root; }
  ArrayRef<std::string> getNestedReferences() const { return storage()->nested; }
  /// The last component (the root if not nested).
  const std::string &getLeafReference() const;
  bool isFlat() const { return storage()->nested.empty(); }

 private:
  const SymbolRefAttrStorage *storage() const { return static_cast<const SymbolRefAttrStorage *>(impl_); }
};
using FlatSymbolRefAttr = SymbolRefAttr;

class TypeAttr : public Attribute {
 public:
  using Attribute::Attribute;
  static bool classof(Attribute a) { return a.getKind() == AttrKind::Type; }
  static TypeAttr get(Type type);
  Type getValue() const { return static_cast<const TypeAttrStorage *>(impl_)->type; }
};

class StridedLayoutAttr : public Attribute {
 public:
  using Attribute::Attribute;
  static bool classof(Attribute a) { return a.getKind() == AttrKind::StridedLayout; }
  static StridedLayoutAttr get(Context *ctx, int64_t offset, ArrayRef<int64_t> strides);
  int64_t getOffset() const { return static_cast<const StridedLayoutAttrStorage *>(impl_)->offset; }
  ArrayRef<int64_t> getStrides() const { return static_cast<const StridedLayoutAttrStorage *>(impl_)->strides; }
  /// True when offset is 0 and strides are the row-major strides of `shape`.
  bool isIdentityFor(ArrayRef<int64_t> shape) const;
};

class DialectAttr : public Attribute {
 public:
  using Attribute::Attribute;
  static bool classof(Attribute a) { return a.getKind() == AttrKind::Dialect; }
  static DialectAttr get(Context *ctx, std::string_view dialect, std::string_view body);
  const std::string &getDialect() const { return static_cast<const DialectAttrStorage *>(impl_)->dialect; }
  const std::string &getBody() const { return static_cast<const DialectAttrStorage *>(impl_)->body; }
};

/// A mutable, insertion-ordered attribute list used while building ops.
/// Converted to a sorted DictionaryAttr when the op is created.
class NamedAttrList {
 public:
  NamedAttrList() = default;
  NamedAttrList(std::vector<NamedAttribute> attrs) : attrs_(std::move(attrs)) {}
  /// Replaces an existing entry of the same name. O(n).
  void set(std::string_view name, Attribute value);
  Attribute get(std::string_view name) const;
  bool erase(std::string_view name);
  void append(std::string_view name, Attribute value) { attrs_.push_back({Identifier(name), value}); }
  const std::vector<NamedAttribute> &getAttrs() const { return attrs_; }
  std::vector<NamedAttribute> &getAttrs() { return attrs_; }
  bool empty() const { return attrs_.empty(); }
  DictionaryAttr getDictionary(Context *ctx) const { return DictionaryAttr::getFromRange(ctx, attrs_); }

 private:
  std::vector<NamedAttribute> attrs_;
};

}  // namespace tbuf

// Attribute construction (uniqued through the Context) and small queries.
#include "ir/attributes.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <memory>
#include <new>
#include <type_traits>

#include "absl/container/inlined_vector.h"
#include "absl/strings/str_cat.h"
#include "ir/context.h"
#include "ir/short_text.h"
#include "ir/uniquing_key.h"

namespace tbuf {
namespace {


template <typename S> std::unique_ptr<S> makeStorage(Context *ctx, AttrKind kind) {
  auto s = std::make_unique<S>();
  s->kind = kind;
  s->context = ctx;
  return s;
}

/// Truncates to `width` bits and sign-extends (i1 keeps 0/1 as MLIR prints true as 1).
int64_t normalizeInt(Type type, int64_t v) {
  if (!type.isa<IntegerType>()) return v;
  unsigned w = type.cast<IntegerType>().getWidth();
  if (w == 1) return v & 1;
  if (w >= 64) return v;
  uint64_t mask = (uint64_t(1) << w) - 1;
  uint64_t u = static_cast<uint64_t>(v) & mask;
  if (type.cast<IntegerType>().getSignedness() == Signedness::Unsigned) return static_cast<int64_t>(u);
  if (u & (uint64_t(1) << (w - 1))) u |= ~mask;
  return static_cast<int64_t>(u);
}

/// Rounds to nearest-even at the type's precision (f32 via float; f16 and
/// bf16 by rounding the f32 bit pattern), as APFloat does when MLIR builds
/// the attribute.
double roundToType(Type type, double v) {
  if (type.isF32()) return static_cast<double>(static_cast<float>(v));
  if (!type.isF16() && !type.isBF16()) return v;
  if (v != v || v == 0) return v;
  if (type.isBF16()) {
    float f = static_cast<float>(v);
    uint32_t bits;
    std::memcpy(&bits, &f, sizeof bits);
    uint32_t lsb = (bits >> 16) & 1;
    bits += 0x7FFF + lsb;
    bits &= 0xFFFF0000u;
    std::memcpy(&f, &bits, sizeof bits);
    return f;
  }
  // f16: 10 mantissa bits, exponent range [-14, 15], subnormals below.
  double a = v < 0 ? -v : v;
  int exp;
  std::frexp(a, &exp);  // a = m * 2^exp, m in [0.5, 1)
  int e = exp - 1;      // a = 1.xxx * 2^e
  if (e < -14) e = -14;
  double quantum = std::ldexp(1.0, e - 10);
  double r = std::nearbyint(a / quantum) * quantum;
  if (r > 65504.0) r = std::numeric_limits<double>::infinity();
  return v < 0 ? -r : r;
}

/// Bit-pattern equality for doubles, so that -0.0 and NaN payloads stay
/// distinct (as in the uniquing key).
bool sameBits(double a, double b) { return std::memcmp(&a, &b, sizeof a) == 0; }

}  // namespace

UnitAttr UnitAttr::get(Context *ctx) {
  return UnitAttr(ctx->getUniqued<AttributeStorage>("a.unit", [&] { return makeStorage<AttributeStorage>(ctx, AttrKind::Unit); }));
}

IntegerAttr IntegerAttr::get(Type type, int64_t value) {
  Context *ctx = type.getContext();
  value = normalizeInt(type, value);
  return IntegerAttr(ctx->getUniqued<IntegerAttrStorage>(UniquingKey("a.int").addPtr(type.getImpl()).addInt(value).view(), [&] {
    auto s = makeStorage<IntegerAttrStorage>(ctx, AttrKind::Integer);
    s->type = type;
    s->value = value;
    return s;
  }));
}

uint64_t IntegerAttr::getUInt() const {
  Type t = getType();
  uint64_t v = static_cast<uint64_t>(getInt());
  if (auto it = t.dyn_cast<IntegerType>(); it && it.getWidth() < 64) v &= (uint64_t(1) << it.getWidth()) - 1;
  return v;
}

BoolAttr BoolAttr::get(Context *ctx, bool value) {
  return BoolAttr(IntegerAttr::get(IntegerType::get(ctx, 1), value ? 1 : 0).getImpl());
}

FloatAttr FloatAttr::get(Type type, double value) {
  Context *ctx = type.getContext();
  value = roundToType(type, value);
  return FloatAttr(ctx->getUniqued<FloatAttrStorage>(UniquingKey("a.float").addPtr(type.getImpl()).addDouble(value).view(), [&] {
    auto s = makeStorage<FloatAttrStorage>(ctx, AttrKind::Float);
    s->type = type;
    s->value = value;
    return s;
  }));
}

namespace {
/// Mixes a word into a running hash (splitmix64's finalizer).
uint64_t mixWord(uint64_t h, uint64_t w) {
  h = (h ^ w) * 0xbf58476d1ce4e5b9ull;
  h ^= h >> 31;
  h *= 0x94d049bb133111ebull;
  return h ^ (h >> 29);
}

}  // namespace

namespace {
/// The hash a string attribute is kept under: its text's and its type's,
/// in 32 bits (the storage keeps it beside the text's size).
uint32_t hashStringAttr(std::string_view value, const void *type) {
  return static_cast<uint32_t>(mixWord(hashText(value), reinterpret_cast<uintptr_t>(type)));
}
}  // namespace

size_t Context::StringAttrHash::operator()(const StringAttrStorage *s) const { return s->hash; }

bool Context::StringAttrEq::operator()(const StringAttrStorage *a, const StringAttrKey &k) const {
  return a->hash == k.hash && a->type.getImpl() == k.type && a->getValue() == k.value;
}

StringAttr StringAttr::get(Context *ctx, std::string_view value, Type type) {
  Context::StringAttrKey key{hashStringAttr(value, type.getImpl()), value, type.getImpl()};
  auto it = ctx->stringAttributes_.find(key);
  if (it != ctx->stringAttributes_.end()) return StringAttr(*it);
  // New: one block from the context's arena, the text after the header.
  static_assert(std::is_trivially_destructible_v<StringAttrStorage>, "string storage is never destroyed");
  assert(value.size() <= UINT32_MAX && "string attribute of 4 GiB or more");
  void *mem = ctx->arena_.allocate(sizeof(StringAttrStorage) + value.size(), alignof(StringAttrStorage));
  auto *s = new (mem) StringAttrStorage();
  s->kind = AttrKind::String;
  s->context = ctx;
  s->size = static_cast<uint32_t>(value.size());
  s->hash = key.hash;
  s->type = type;
  if (!value.empty()) std::memcpy(s + 1, value.data(), value.size());
  ctx->stringAttributes_.insert(s);
  return StringAttr(s);
}

ArrayAttr ArrayAttr::get(Context *ctx, ArrayRef<Attribute> elements) {
  UniquingKey key("a.arr");
  for (Attribute a : elements) key.addPtr(a.getImpl());
  return ArrayAttr(ctx->getUniqued<ArrayAttrStorage>(key.view(), [&] {
    auto s = makeStorage<ArrayAttrStorage>(ctx, AttrKind::Array);
    s->elements.assign(elements.begin(), elements.end());
    return s;
  }));
}

namespace {
/// Whether `entries` are sorted by name with no name repeated: the form a
/// dictionary stores, and the form its entries usually arrive in (a
/// NamedAttrList of one attribute, another dictionary's entries).
bool isSortedAndUnique(ArrayRef<NamedAttribute> entries) {
  for (size_t i = 1; i < entries.size(); ++i)
    if (!(entries[i - 1].name < entries[i].name)) return false;
  return true;
}

/// `entries` in dictionary order: sorted by name, stably, with later
/// duplicates dropped. Pointers are sorted rather than the entries
/// themselves, so no name is copied or swapped.
void sortedUniqueOrder(ArrayRef<NamedAttribute> entries, absl::InlinedVector<const NamedAttribute *, 8> &order) {
  order.clear();
  for (const NamedAttribute &e : entries) order.push_back(&e);
  auto byName = [](const NamedAttribute *a, const NamedAttribute *b) { return a->name < b->name; };
  if (order.size() <= 16) {
    // Insertion sort: stable, and no buffer for the few entries ops carry.
    for (size_t i = 1; i < order.size(); ++i)
      for (size_t j = i; j > 0 && byName(order[j], order[j - 1]); --j) std::swap(order[j], order[j - 1]);
  } else {
    std::stable_sort(order.begin(), order.end(), byName);
  }
  order.erase(std::unique(order.begin(), order.end(),
                          [](const NamedAttribute *a, const NamedAttribute *b) { return a->name == b->name; }),
              order.end());
}
}  // namespace

DictionaryAttr DictionaryAttr::get(Context *ctx, std::vector<NamedAttribute> entries) {
  return getFromRange(ctx, entries);
}

namespace {
/// Hash of a dictionary's entries in dictionary order, by identity: names
/// are interned and values uniqued, so equal entries have equal pointers.
size_t hashEntries(ArrayRef<const NamedAttribute *> entries) {
  uint64_t hash = mixWord(0x6a09e667f3bcc909ull, entries.size());
  for (const NamedAttribute *e : entries)
    hash = mixWord(mixWord(hash, reinterpret_cast<uintptr_t>(e->name.getAsOpaquePointer())),
                   reinterpret_cast<uintptr_t>(e->value.getImpl()));
  return static_cast<size_t>(hash);
}
}  // namespace

size_t Context::DictionaryHash::operator()(const DictionaryAttrStorage *s) const { return s->hash; }

bool Context::DictionaryEq::operator()(const DictionaryAttrStorage *a, const DictionaryKey &k) const {
  if (a->hash != k.hash || a->numEntries != k.numEntries) return false;
  ArrayRef<NamedAttribute> have = a->getEntries();
  for (size_t i = 0; i < k.numEntries; ++i)
    if (!(have[i] == *k.entries[i])) return false;
  return true;
}

DictionaryAttr DictionaryAttr::getFromRange(Context *ctx, ArrayRef<NamedAttribute> entries) {
  if (entries.empty() && ctx->emptyDictionary_) return DictionaryAttr(ctx->emptyDictionary_);
  absl::InlinedVector<const NamedAttribute *, 8> order;
  if (isSortedAndUnique(entries)) {
    for (const NamedAttribute &e : entries) order.push_back(&e);
  } else {
    sortedUniqueOrder(entries, order);
  }
  Context::DictionaryKey key{hashEntries(order), order.data(), order.size()};
  auto it = ctx->dictionaries_.find(key);
  if (it != ctx->dictionaries_.end()) return DictionaryAttr(*it);
  // New: one block from the context's arena, entries after the header.
  static_assert(std::is_trivially_destructible_v<NamedAttribute>, "dictionary storage is never destroyed");
  static_assert(alignof(NamedAttribute) <= alignof(DictionaryAttrStorage), "entries follow the header");
  void *mem = ctx->arena_.allocate(sizeof(DictionaryAttrStorage) + order.size() * sizeof(NamedAttribute),
                                   alignof(DictionaryAttrStorage));
  auto *s = new (mem) DictionaryAttrStorage();
  s->kind = AttrKind::Dictionary;
  s->context = ctx;
  s->numEntries = static_cast<uint32_t>(order.size());
  s->hash = key.hash;
  auto *out = reinterpret_cast<NamedAttribute *>(s + 1);
  for (size_t i = 0; i < order.size(); ++i) new (out + i) NamedAttribute(*order[i]);
  ctx->dictionaries_.insert(s);
  return DictionaryAttr(s);
}

Attribute DictionaryAttr::getBySearch(std::string_view name) const {
  ArrayRef<NamedAttribute> v = getValue();
  auto it = std::lower_bound(v.begin(), v.end(), name,
                             [](const NamedAttribute &a, std::string_view n) { return a.name < n; });
  if (it != v.end() && it->name == name) return it->value;
  return Attribute();
}

namespace {
/// Hash of a dense attribute's identity: type, flags and every value's 64
/// bits (so equal hashes are necessary for bitwise-equal values).
size_t hashDense(const void *type, bool splat, bool floats, const void *values, size_t n) {
  uint64_t hash = mixWord(mixWord(0x3c6ef372fe94f82bull, reinterpret_cast<uintptr_t>(type)),
                          n << 2 | uint64_t(splat) << 1 | uint64_t(floats));
  const char *p = static_cast<const char *>(values);
  for (size_t i = 0; i < n; ++i) {
    uint64_t w;
    std::memcpy(&w, p + 8 * i, 8);
    hash = mixWord(hash, w);
  }
  return static_cast<size_t>(hash);
}
}  // namespace

size_t Context::DenseElementsHash::operator()(const DenseElementsAttrStorage *s) const { return s->hash; }

bool Context::DenseElementsEq::operator()(const DenseElementsAttrStorage *a, const DenseElementsKey &k) const {
  return a->hash == k.hash && a->type.getImpl() == k.type && a->splat == k.splat && a->floats == k.floats &&
         a->numValues == k.numValues && (k.numValues == 0 || std::memcmp(a + 1, k.values, 8 * k.numValues) == 0);
}

DenseElementsAttr DenseElementsAttr::getDense(ShapedType type, bool splat, bool floats, const void *values, size_t n) {
  Context *ctx = type.getContext();
  Context::DenseElementsKey key{hashDense(type.getImpl(), splat, floats, values, n), type.getImpl(), splat, floats,
                                values, n};
  auto it = ctx->denseElements_.find(key);
  if (it != ctx->denseElements_.end()) return DenseElementsAttr(*it);
  // New: one block from the context's arena, the values after the header.
  static_assert(std::is_trivially_destructible_v<DenseElementsAttrStorage>, "dense storage is never destroyed");
  static_assert(sizeof(int64_t) == 8 && sizeof(double) == 8, "values are 8 bytes");
  static_assert(alignof(double) <= alignof(DenseElementsAttrStorage) &&
                    sizeof(DenseElementsAttrStorage) % alignof(double) == 0,
                "values follow the header");
  assert(n <= UINT32_MAX && "dense attribute of 2^32 values or more");
  void *mem = ctx->arena_.allocate(sizeof(DenseElementsAttrStorage) + 8 * n, alignof(DenseElementsAttrStorage));
  auto *s = new (mem) DenseElementsAttrStorage();
  s->kind = AttrKind::DenseElements;
  s->context = ctx;
  s->type = type;
  s->numValues = static_cast<uint32_t>(n);
  s->splat = splat;
  s->floats = floats;
  s->hash = key.hash;
  if (n) std::memcpy(s + 1, values, 8 * n);
  ctx->denseElements_.insert(s);
  return DenseElementsAttr(s);
}

DenseElementsAttr DenseElementsAttr::getSplatInt(ShapedType type, int64_t value) {
  int64_t v = normalizeInt(type.getElementType(), value);
  return getDense(type, true, false, &v, 1);
}

DenseElementsAttr DenseElementsAttr::getSplatFloat(ShapedType type, double value) {
  double v = roundToType(type.getElementType(), value);
  return getDense(type, true, true, &v, 1);
}

DenseElementsAttr DenseElementsAttr::getInts(ShapedType type, std::vector<int64_t> values) {
  for (int64_t &v : values) v = normalizeInt(type.getElementType(), v);
  bool allSame = !values.empty() && std::all_of(values.begin(), values.end(), [&](int64_t v) { return v == values[0]; });
  if (allSame) return getSplatInt(type, values[0]);
  return getDense(type, false, false, values.data(), values.size());
}

DenseElementsAttr DenseElementsAttr::getFloats(ShapedType type, std::vector<double> values) {
  for (double &v : values) v = roundToType(type.getElementType(), v);
  bool allSame = !values.empty() && std::all_of(values.begin(), values.end(), [&](double v) {
    return sameBits(v, values[0]);
  });
  if (allSame) return getSplatFloat(type, values[0]);
  return getDense(type, false, true, values.data(), values.size());
}

DenseArrayAttr DenseArrayAttr::get(Type elementType, std::vector<int64_t> ints, std::vector<double> floats) {
  Context *ctx = elementType.getContext();
  UniquingKey key("a.darr");
  key.addPtr(elementType.getImpl()).addInt(static_cast<int64_t>(ints.size()));
  for (int64_t v : ints) key.addInt(v);
  for (double v : floats) key.addDouble(v);
  return DenseArrayAttr(ctx->getUniqued<DenseArrayAttrStorage>(key.view(), [&] {
    auto s = makeStorage<DenseArrayAttrStorage>(ctx, AttrKind::DenseArray);
    s->elementType = elementType;
    s->ints = std::move(ints);
    s->floats = std::move(floats);
    return s;
  }));
}

DenseArrayAttr DenseArrayAttr::getI64(Context *ctx, ArrayRef<int64_t> values) {
  return get(IntegerType::get(ctx, 64), std::vector<int64_t>(values.begin(), values.end()), {});
}
DenseArrayAttr DenseArrayAttr::getI32(Context *ctx, ArrayRef<int64_t> values) {
  return get(IntegerType::get(ctx, 32), std::vector<int64_t>(values.begin(), values.end()), {});
}
DenseArrayAttr DenseArrayAttr::getBool(Context *ctx, ArrayRef<bool> values) {
  return get(IntegerType::get(ctx, 1), std::vector<int64_t>(values.begin(), values.end()), {});
}

AffineMapAttr AffineMapAttr::get(AffineMap map) {
  Context *ctx = map.getContext();
  return AffineMapAttr(ctx->getUniqued<AffineMapAttrStorage>(UniquingKey("a.map").addPtr(map.getImpl()).view(), [&] {
    auto s = makeStorage<AffineMapAttrStorage>(ctx, AttrKind::AffineMap);
    s->map = map;
    ctx->hasAliasableStorage_ = true;
    return s;
  }));
}

SymbolRefAttr SymbolRefAttr::get(Context *ctx, std::string_view root, std::vector<std::string> nested) {
  UniquingKey key("a.sym");
  key.addString(root);
  for (const std::string &n : nested) key.addString(n);
  return SymbolRefAttr(ctx->getUniqued<SymbolRefAttrStorage>(key.view(), [&] {
    auto s = makeStorage<SymbolRefAttrStorage>(ctx, AttrKind::SymbolRef);
    s->root = std::string(root);
    s->nested = std::move(nested);
    return s;
  }));
}

const std::string &SymbolRefAttr::getLeafReference() const {
  return storage()->nested.empty() ? storage()->root : storage()->nested.back();
}

TypeAttr TypeAttr::get(Type type) {
  Context *ctx = type.getContext();
  return TypeAttr(ctx->getUniqued<TypeAttrStorage>(UniquingKey("a.type").addPtr(type.getImpl()).view(), [&] {
    auto s = makeStorage<TypeAttrStorage>(ctx, AttrKind::Type);
    s->type = type;
    return s;
  }));
}

StridedLayoutAttr StridedLayoutAttr::get(Context *ctx, int64_t offset, ArrayRef<int64_t> strides) {
  UniquingKey key("a.strided");
  key.addInt(offset);
  for (int64_t s : strides) key.addInt(s);
  return StridedLayoutAttr(ctx->getUniqued<StridedLayoutAttrStorage>(key.view(), [&] {
    auto s = makeStorage<StridedLayoutAttrStorage>(ctx, AttrKind::StridedLayout);
    s->offset = offset;
    s->strides.assign(strides.begin(), strides.end());
    return s;
  }));
}

bool StridedLayoutAttr::isIdentityFor(ArrayRef<int64_t> shape) const {
  if (getOffset() != 0) return false;
  std::vector<int64_t> expected = computeRowMajorStrides(shape);
  if (expected.size() != getStrides().size()) return false;
  for (size_t i = 0; i < expected.size(); ++i)
    if (expected[i] != getStrides()[i] || expected[i] == kDynamic) return false;
  return true;
}

DialectAttr DialectAttr::get(Context *ctx, std::string_view dialect, std::string_view body) {
  return DialectAttr(ctx->getUniqued<DialectAttrStorage>(UniquingKey("a.dialect").addString(dialect).addString(body).view(), [&] {
    auto s = makeStorage<DialectAttrStorage>(ctx, AttrKind::Dialect);
    s->dialect = std::string(dialect);
    s->body = std::string(body);
    return s;
  }));
}

void NamedAttrList::set(std::string_view name, Attribute value) {
  for (NamedAttribute &a : attrs_) {
    if (a.name == name) {
      a.value = value;
      return;
    }
  }
  attrs_.push_back({std::string(name), value});
}

Attribute NamedAttrList::get(std::string_view name) const {
  for (const NamedAttribute &a : attrs_)
    if (a.name == name) return a.value;
  return Attribute();
}

bool NamedAttrList::erase(std::string_view name) {
  for (auto it = attrs_.begin(); it != attrs_.end(); ++it) {
    if (it->name == name) {
      attrs_.erase(it);
      return true;
    }
  }
  return false;
}

}  // namespace tbuf

// Type construction (uniqued through the Context) and shape queries.
#include "ir/types.h"

#include <memory>

#include "absl/strings/str_cat.h"
#include "ir/affine_map.h"
#include "ir/attributes.h"
#include "ir/context.h"
#include "ir/uniquing_key.h"

namespace tbuf {
namespace {

void addTypes(UniquingKey &key, ArrayRef<Type> ts) {
  key.addInt(static_cast<int64_t>(ts.size()));
  for (Type t : ts) key.addPtr(t.getImpl());
}

template <typename S> std::unique_ptr<S> makeStorage(Context *ctx, TypeKind kind) {
  auto s = std::make_unique<S>();
  s->kind = kind;
  s->context = ctx;
  return s;
}

const ShapedTypeStorage *getShaped(Context *ctx, TypeKind kind, ArrayRef<int64_t> shape, Type elt,
                                   const AttributeStorage *attr, const AttributeStorage *space) {
  UniquingKey key("shaped");
  key.addInt(static_cast<int>(kind)).addPtr(elt.getImpl()).addPtr(attr).addPtr(space);
  for (int64_t d : shape) key.addInt(d);
  return ctx->getUniqued<ShapedTypeStorage>(key.view(), [&] {
    auto s = makeStorage<ShapedTypeStorage>(ctx, kind);
    s->shape.assign(shape.begin(), shape.end());
    s->elementType = elt;
    s->attr = attr;
    s->memorySpace = space;
    return s;
  });
}

/// Integer 0 memory space is the default space, as in MLIR.
const AttributeStorage *normalizeMemorySpace(Attribute space) {
  if (!space) return nullptr;
  if (auto i = space.dyn_cast<IntegerAttr>(); i && i.getInt() == 0) return nullptr;
  return space.getImpl();
}

}  // namespace

bool Type::isInteger(unsigned width) const {
  auto i = dyn_cast<IntegerType>();
  return i && i.isSignless() && i.getWidth() == width;
}
bool Type::isSignlessInteger() const {
  auto i = dyn_cast<IntegerType>();
  return i && i.isSignless();
}
bool Type::isF16() const { return isa<FloatType>() && cast<FloatType>().getFloatKind() == FloatKind::F16; }
bool Type::isBF16() const { return isa<FloatType>() && cast<FloatType>().getFloatKind() == FloatKind::BF16; }
bool Type::isF32() const { return isa<FloatType>() && cast<FloatType>().getFloatKind() == FloatKind::F32; }
bool Type::isF64() const { return isa<FloatType>() && cast<FloatType>().getFloatKind() == FloatKind::F64; }
bool Type::isIntOrIndex() const { return isa<IntegerType>() || isIndex(); }
bool Type::isIntOrFloat() const { return isa<IntegerType>() || isa<FloatType>(); }
bool Type::isIntOrIndexOrFloat() const { return isIntOrIndex() || isa<FloatType>(); }
unsigned Type::getIntOrFloatBitWidth() const {
  if (auto i = dyn_cast<IntegerType>()) return i.getWidth();
  if (auto f = dyn_cast<FloatType>()) return f.getWidth();
  return 64;
}

IndexType IndexType::get(Context *ctx) {
  const TypeStorage *&cached = ctx->cachedTypes_[Context::kIndexType];
  if (!cached)
    cached = ctx->getUniqued<TypeStorage>("index", [&] { return makeStorage<TypeStorage>(ctx, TypeKind::Index); });
  return IndexType(cached);
}

NoneType NoneType::get(Context *ctx) {
  const TypeStorage *&cached = ctx->cachedTypes_[Context::kNoneType];
  if (!cached)
    cached = ctx->getUniqued<TypeStorage>("none", [&] { return makeStorage<TypeStorage>(ctx, TypeKind::None); });
  return NoneType(cached);
}

IntegerType IntegerType::get(Context *ctx, unsigned width, Signedness s) {
  auto uniqued = [&]() -> const TypeStorage * {
    return ctx->getUniqued<IntegerTypeStorage>(UniquingKey("int").addInt(width).addInt(static_cast<int>(s)).view(), [&] {
      auto st = makeStorage<IntegerTypeStorage>(ctx, TypeKind::Integer);
      st->width = width;
      st->signedness = s;
      return st;
    });
  };
  if (s != Signedness::Signless) return IntegerType(uniqued());
  int slot;
  switch (width) {
    case 1: slot = Context::kI1; break;
    case 8: slot = Context::kI8; break;
    case 16: slot = Context::kI16; break;
    case 32: slot = Context::kI32; break;
    case 64: slot = Context::kI64; break;
    default: return IntegerType(uniqued());
  }
  const TypeStorage *&cached = ctx->cachedTypes_[slot];
  if (!cached) cached = uniqued();
  return IntegerType(cached);
}

FloatType FloatType::get(Context *ctx, FloatKind kind) {
  const TypeStorage *&cached = ctx->cachedTypes_[Context::kFirstFloatType + static_cast<int>(kind)];
  if (!cached)
    cached = ctx->getUniqued<FloatTypeStorage>(UniquingKey("float").addInt(static_cast<int>(kind)).view(), [&] {
      auto st = makeStorage<FloatTypeStorage>(ctx, TypeKind::Float);
      st->floatKind = kind;
      return st;
    });
  return FloatType(cached);
}

unsigned FloatType::getWidth() const {
  switch (getFloatKind()) {
    case FloatKind::BF16:
    case FloatKind::F16: return 16;
    case FloatKind::F32: return 32;
    case FloatKind::F64: return 64;
  }
  return 0;
}

FunctionType FunctionType::get(Context *ctx, ArrayRef<Type> inputs, ArrayRef<Type> results) {
  UniquingKey key("fn");
  addTypes(key, inputs);
  addTypes(key, results);
  return FunctionType(ctx->getUniqued<FunctionTypeStorage>(key.view(), [&] {
    auto st = makeStorage<FunctionTypeStorage>(ctx, TypeKind::Function);
    st->inputs.assign(inputs.begin(), inputs.end());
    st->results.assign(results.begin(), results.end());
    return st;
  }));
}

TupleType TupleType::get(Context *ctx, ArrayRef<Type> types) {
  UniquingKey key("tuple");
  addTypes(key, types);
  return TupleType(ctx->getUniqued<TupleTypeStorage>(key.view(), [&] {
    auto st = makeStorage<TupleTypeStorage>(ctx, TypeKind::Tuple);
    st->types.assign(types.begin(), types.end());
    // Printed under an alias past 16 types (see AttrTypePrinter).
    if (types.size() > 16) ctx->hasAliasableStorage_ = true;
    return st;
  }));
}

OpaqueType OpaqueType::get(Context *ctx, std::string_view dialect, std::string_view data) {
  return OpaqueType(ctx->getUniqued<OpaqueTypeStorage>(UniquingKey("opaque").addString(dialect).addString(data).view(), [&] {
    auto st = makeStorage<OpaqueTypeStorage>(ctx, TypeKind::Opaque);
    st->dialect = std::string(dialect);
    st->data = std::string(data);
    return st;
  }));
}

bool ShapedType::hasStaticShape() const {
  if (!hasRank()) return false;
  for (int64_t d : getShape())
    if (d == kDynamic) return false;
  return true;
}

int64_t ShapedType::getNumDynamicDims() const {
  int64_t n = 0;
  for (int64_t d : getShape()) n += d == kDynamic;
  return n;
}

unsigned ShapedType::getDynamicDimIndex(unsigned i) const {
  unsigned n = 0;
  for (unsigned j = 0; j < i; ++j) n += getShape()[j] == kDynamic;
  return n;
}

int64_t ShapedType::getNumElements() const {
  int64_t n = 1;
  for (int64_t d : getShape()) n *= d;
  return n;
}

RankedTensorType RankedTensorType::get(Context *ctx, ArrayRef<int64_t> shape, Type elementType) {
  (void)ctx;
  return get(shape, elementType, Attribute());
}

RankedTensorType RankedTensorType::get(ArrayRef<int64_t> shape, Type elementType, Attribute encoding) {
  return RankedTensorType(
      getShaped(elementType.getContext(), TypeKind::RankedTensor, shape, elementType, encoding.getImpl(), nullptr));
}

Attribute RankedTensorType::getEncoding() const { return Attribute(storage()->attr); }

UnrankedTensorType UnrankedTensorType::get(Type elementType) {
  return UnrankedTensorType(getShaped(elementType.getContext(), TypeKind::UnrankedTensor, {}, elementType, nullptr, nullptr));
}

VectorType VectorType::get(ArrayRef<int64_t> shape, Type elementType) {
  return VectorType(getShaped(elementType.getContext(), TypeKind::Vector, shape, elementType, nullptr, nullptr));
}

Attribute BaseMemRefType::getMemorySpace() const { return Attribute(storage()->memorySpace); }

MemRefType MemRefType::get(ArrayRef<int64_t> shape, Type elementType, Attribute layout, Attribute memorySpace) {
  // Identity layouts are stored as null so that equal memrefs are the same type.
  if (layout) {
    if (auto m = layout.dyn_cast<AffineMapAttr>(); m && m.getValue().isIdentity() &&
                                                   m.getValue().getNumDims() == shape.size())
      layout = Attribute();
  }
  return MemRefType(getShaped(elementType.getContext(), TypeKind::MemRef, shape, elementType, layout.getImpl(),
                              normalizeMemorySpace(memorySpace)));
}

MemRefType MemRefType::get(ArrayRef<int64_t> shape, Type elementType) {
  return get(shape, elementType, Attribute(), Attribute());
}

Attribute MemRefType::getLayout() const { return Attribute(storage()->attr); }

bool MemRefType::hasIdentityLayout() const {
  Attribute l = getLayout();
  return !l;
}

LogicalResult MemRefType::getStridesAndOffset(std::vector<int64_t> &strides, int64_t &offset) const {
  Attribute l = getLayout();
  if (!l) {
    strides = computeRowMajorStrides(getShape());
    offset = 0;
    return success();
  }
  if (auto s = l.dyn_cast<StridedLayoutAttr>()) {
    strides.assign(s.getStrides().begin(), s.getStrides().end());
    offset = s.getOffset();
    return success();
  }
  // A dialect's layout: as far as its dialect says.
  if (auto d = l.dyn_cast<DialectAttr>()) {
    Context::DialectLayoutStridesFn fn = getContext()->lookupDialectLayoutStrides(d.getDialect());
    return fn ? fn(l, getShape(), strides, offset) : failure();
  }
  // A general affine map: strided only if it is a sum of dim*const (+ const).
  auto m = l.dyn_cast<AffineMapAttr>();
  if (!m || m.getValue().getNumResults() != 1 || m.getValue().getNumSymbols() != 0) return failure();
  AffineMap map = m.getValue();
  strides.assign(map.getNumDims(), 0);
  offset = 0;
  std::vector<AffineExpr> work{map.getResult(0)};
  while (!work.empty()) {
    AffineExpr e = work.back();
    work.pop_back();
    switch (e.getKind()) {
      case AffineExprKind::Add:
        work.push_back(e.getLHS());
        work.push_back(e.getRHS());
        break;
      case AffineExprKind::Constant: offset += e.getValue(); break;
      case AffineExprKind::DimId: strides[e.getPosition()] += 1; break;
      case AffineExprKind::Mul:
        if (e.getLHS().getKind() == AffineExprKind::DimId && e.getRHS().getKind() == AffineExprKind::Constant) {
          strides[e.getLHS().getPosition()] += e.getRHS().getValue();
          break;
        }
        return failure();
      default: return failure();
    }
  }
  return success();
}

UnrankedMemRefType UnrankedMemRefType::get(Type elementType, Attribute memorySpace) {
  return UnrankedMemRefType(getShaped(elementType.getContext(), TypeKind::UnrankedMemRef, {}, elementType, nullptr,
                                      normalizeMemorySpace(memorySpace)));
}

std::vector<int64_t> computeRowMajorStrides(ArrayRef<int64_t> shape) {
  std::vector<int64_t> strides(shape.size(), 1);
  int64_t running = 1;
  for (int64_t i = static_cast<int64_t>(shape.size()) - 1; i >= 0; --i) {
    strides[i] = running;
    if (running == kDynamic || shape[i] == kDynamic)
      running = kDynamic;
    else
      running *= shape[i];
  }
  return strides;
}

}  // namespace tbuf

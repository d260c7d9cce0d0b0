// Builtin types. A Type is a thin value wrapper around a pointer to immutable
// storage uniqued by the Context, so type equality is pointer equality.
// Typed views (IntegerType, MemRefType, ...) add accessors; use
// `t.isa<MemRefType>()`, `t.dyn_cast<MemRefType>()`, `t.cast<MemRefType>()`.
#pragma once

#include <cassert>
#include <cstdint>
#include <string>
#include <vector>

#include "ir/support.h"

namespace tbuf {

class Context;
class Attribute;
struct AttributeStorage;

enum class TypeKind : uint8_t {
  Index,
  Integer,
  Float,
  None,
  Function,
  RankedTensor,
  UnrankedTensor,
  MemRef,
  UnrankedMemRef,
  Vector,  ///< `vector<4xi32>`: only as the type of dense attributes (cf.switch case values)
  Tuple,
  Opaque,  ///< `!dialect.name<...>` from a dialect nobody registered: kept as text.
};

struct TypeStorage {
  TypeKind kind;
  Context *context;
};

class Type {
 public:
  Type() = default;
  explicit Type(const TypeStorage *impl) : impl_(impl) {}

  explicit operator bool() const { return impl_ != nullptr; }
  bool operator==(Type o) const { return impl_ == o.impl_; }
  bool operator!=(Type o) const { return impl_ != o.impl_; }
  const TypeStorage *getImpl() const { return impl_; }
  TypeKind getKind() const { return impl_->kind; }
  Context *getContext() const { return impl_->context; }

  template <typename T> bool isa() const { return impl_ && T::classof(*this); }
  template <typename T> T dyn_cast() const { return isa<T>() ? T(impl_) : T(); }
  template <typename T> T cast() const {
    assert(isa<T>() && "cast to incompatible type");
    return T(impl_);
  }

  bool isIndex() const { return impl_ && getKind() == TypeKind::Index; }
  /// Signless integer of the given width (i1, i32...).
  bool isInteger(unsigned width) const;
  bool isSignlessInteger() const;
  bool isF16() const;
  bool isBF16() const;
  bool isF32() const;
  bool isF64() const;
  bool isIntOrIndex() const;
  bool isIntOrFloat() const;
  bool isIntOrIndexOrFloat() const;
  /// Bit width of integer/float types; 64 for index (the host's word).
  unsigned getIntOrFloatBitWidth() const;

  /// MLIR textual form (e.g. `memref<4xf32, strided<[1], offset: ?>>`).
  std::string str() const;

  template <typename H> friend H AbslHashValue(H h, Type t) { return H::combine(std::move(h), t.impl_); }

 protected:
  const TypeStorage *impl_ = nullptr;
};

// ---- storages --------------------------------------------------------------

enum class Signedness : uint8_t { Signless, Signed, Unsigned };
enum class FloatKind : uint8_t { BF16, F16, F32, F64 };

struct IntegerTypeStorage : TypeStorage {
  unsigned width;
  Signedness signedness;
};
struct FloatTypeStorage : TypeStorage {
  FloatKind floatKind;
};
struct FunctionTypeStorage : TypeStorage {
  std::vector<Type> inputs, results;
};
struct TupleTypeStorage : TypeStorage {
  std::vector<Type> types;
};
/// Ranked/unranked tensors and memrefs. `shape` is empty for unranked types.
/// For tensors `attr` is the encoding; for memrefs it is the layout (null =
/// identity) and `memorySpace` the memory space (null = default).
struct ShapedTypeStorage : TypeStorage {
  std::vector<int64_t> shape;
  Type elementType;
  const AttributeStorage *attr = nullptr;
  const AttributeStorage *memorySpace = nullptr;
};
struct OpaqueTypeStorage : TypeStorage {
  std::string dialect, data;
};

// ---- typed views -----------------------------------------------------------

class IndexType : public Type {
 public:
  using Type::Type;
  static bool classof(Type t) { return t.getKind() == TypeKind::Index; }
  static IndexType get(Context *ctx);
};

class NoneType : public Type {
 public:
  using Type::Type;
  static bool classof(Type t) { return t.getKind() == TypeKind::None; }
  static NoneType get(Context *ctx);
};

class IntegerType : public Type {
 public:
  using Type::Type;
  static bool classof(Type t) { return t.getKind() == TypeKind::Integer; }
  static IntegerType get(Context *ctx, unsigned width, Signedness s = Signedness::Signless);
  unsigned getWidth() const { return storage()->width; }
  Signedness getSignedness() const { return storage()->signedness; }
  bool isSignless() const { return getSignedness() == Signedness::Signless; }

 private:
  const IntegerTypeStorage *storage() const { return static_cast<const IntegerTypeStorage *>(impl_); }
};

class FloatType : public Type {
 public:
  using Type::Type;
  static bool classof(Type t) { return t.getKind() == TypeKind::Float; }
  static FloatType get(Context *ctx, FloatKind kind);
  static FloatType getF16(Context *ctx) { return get(ctx, FloatKind::F16); }
  static FloatType getBF16(Context *ctx) { return get(ctx, FloatKind::BF16); }
  static FloatType getF32(Context *ctx) { return get(ctx, FloatKind::F32); }
  static FloatType getF64(Context *ctx) { return get(ctx, FloatKind::F64); }
  FloatKind getFloatKind() const { return static_cast<const FloatTypeStorage *>(impl_)->floatKind; }
  unsigned getWidth() const;
};

class FunctionType : public Type {
 public:
  using Type::Type;
  static bool classof(Type t) { return t.getKind() == TypeKind::Function; }
  static FunctionType get(Context *ctx, ArrayRef<Type> inputs, ArrayRef<Type> results);
  ArrayRef<Type> getInputs() const { return storage()->inputs; }
  ArrayRef<Type> getResults() const { return storage()->results; }
  unsigned getNumInputs() const { return storage()->inputs.size(); }
  unsigned getNumResults() const { return storage()->results.size(); }
  Type getInput(unsigned i) const { return storage()->inputs[i]; }
  Type getResult(unsigned i) const { return storage()->results[i]; }

 private:
  const FunctionTypeStorage *storage() const { return static_cast<const FunctionTypeStorage *>(impl_); }
};

class TupleType : public Type {
 public:
  using Type::Type;
  static bool classof(Type t) { return t.getKind() == TypeKind::Tuple; }
  static TupleType get(Context *ctx, ArrayRef<Type> types);
  ArrayRef<Type> getTypes() const { return static_cast<const TupleTypeStorage *>(impl_)->types; }
};

class OpaqueType : public Type {
 public:
  using Type::Type;
  static bool classof(Type t) { return t.getKind() == TypeKind::Opaque; }
  /// `!dialect.data`; `data` is the verbatim text after the dot.
  static OpaqueType get(Context *ctx, std::string_view dialect, std::string_view data);
  const std::string &getDialect() const { return static_cast<const OpaqueTypeStorage *>(impl_)->dialect; }
  const std::string &getData() const { return static_cast<const OpaqueTypeStorage *>(impl_)->data; }
};

/// Any tensor or memref, ranked or not.
class ShapedType : public Type {
 public:
  using Type::Type;
  static bool classof(Type t) {
    auto k = t.getKind();
    return k == TypeKind::RankedTensor || k == TypeKind::UnrankedTensor || k == TypeKind::MemRef ||
           k == TypeKind::UnrankedMemRef || k == TypeKind::Vector;
  }
  Type getElementType() const { return storage()->elementType; }
  bool hasRank() const {
    return getKind() == TypeKind::RankedTensor || getKind() == TypeKind::MemRef || getKind() == TypeKind::Vector;
  }
  /// Precondition: hasRank().
  ArrayRef<int64_t> getShape() const { return storage()->shape; }
  int64_t getRank() const { return storage()->shape.size(); }
  int64_t getDimSize(unsigned i) const { return storage()->shape[i]; }
  bool isDynamicDim(unsigned i) const { return storage()->shape[i] == kDynamic; }
  bool hasStaticShape() const;
  int64_t getNumDynamicDims() const;
  /// Index among dynamic dims of dim `i` (number of dynamic dims before it).
  unsigned getDynamicDimIndex(unsigned i) const;
  /// Product of the static shape. Precondition: hasStaticShape().
  int64_t getNumElements() const;

 protected:
  const ShapedTypeStorage *storage() const { return static_cast<const ShapedTypeStorage *>(impl_); }
};

class TensorType : public ShapedType {
 public:
  using ShapedType::ShapedType;
  static bool classof(Type t) {
    return t.getKind() == TypeKind::RankedTensor || t.getKind() == TypeKind::UnrankedTensor;
  }
};

class RankedTensorType : public TensorType {
 public:
  using TensorType::TensorType;
  static bool classof(Type t) { return t.getKind() == TypeKind::RankedTensor; }
  static RankedTensorType get(Context *ctx, ArrayRef<int64_t> shape, Type elementType);
  static RankedTensorType get(ArrayRef<int64_t> shape, Type elementType, Attribute encoding);
  Attribute getEncoding() const;
};

class UnrankedTensorType : public TensorType {
 public:
  using TensorType::TensorType;
  static bool classof(Type t) { return t.getKind() == TypeKind::UnrankedTensor; }
  static UnrankedTensorType get(Type elementType);
};

class VectorType : public ShapedType {
 public:
  using ShapedType::ShapedType;
  static bool classof(Type t) { return t.getKind() == TypeKind::Vector; }
  static VectorType get(ArrayRef<int64_t> shape, Type elementType);
};

/// Any memref, ranked or not.
class BaseMemRefType : public ShapedType {
 public:
  using ShapedType::ShapedType;
  static bool classof(Type t) { return t.getKind() == TypeKind::MemRef || t.getKind() == TypeKind::UnrankedMemRef; }
  Attribute getMemorySpace() const;
};

class MemRefType : public BaseMemRefType {
 public:
  using BaseMemRefType::BaseMemRefType;
  static bool classof(Type t) { return t.getKind() == TypeKind::MemRef; }
  /// `layout` null or an identity affine map means the identity layout (the
  /// identity map is normalised away, as MLIR does); `memorySpace` null or
  /// integer 0 means the default space.
  static MemRefType get(ArrayRef<int64_t> shape, Type elementType, Attribute layout, Attribute memorySpace);
  static MemRefType get(ArrayRef<int64_t> shape, Type elementType);
  /// The layout attribute: null (identity), StridedLayoutAttr or AffineMapAttr.
  Attribute getLayout() const;
  bool hasIdentityLayout() const;
  /// Strides and offset of the layout (identity => canonical row-major strides).
  /// Fails for non-strided affine map layouts.
  LogicalResult getStridesAndOffset(std::vector<int64_t> &strides, int64_t &offset) const;
};

class UnrankedMemRefType : public BaseMemRefType {
 public:
  using BaseMemRefType::BaseMemRefType;
  static bool classof(Type t) { return t.getKind() == TypeKind::UnrankedMemRef; }
  static UnrankedMemRefType get(Type elementType, Attribute memorySpace);
};

/// Canonical row-major strides for a static-or-dynamic shape (dynamic products
/// become kDynamic).
std::vector<int64_t> computeRowMajorStrides(ArrayRef<int64_t> shape);

}  // namespace tbuf

// The memref dialect: typed views over memref ops with MLIR's
// accessor names and builders. Definitions (custom assembly, verifiers,
// result names, traits, memory effects) are registered by
// registerMemRefDialect (dialects/register.h); the hooks live in memref_*.cc
// by op family:
//   memref_alloc_ops.cc    alloc, alloca, dealloc, realloc, global, get_global
//   memref_access_ops.cc   load, store, copy, cast, dim, rank,
//                          extract_aligned_pointer_as_index
//   memref_view_ops.cc     subview, reinterpret_cast, view,
//                          extract_strided_metadata
//   memref_reshape_ops.cc  collapse_shape, expand_shape
//   memref_dialect.cc      registration
// Accessors assume a verified op. Accessors and builders memref shares with
// tensor come from mixins (dialect_utils_shaped_ops.h, ReshapeOpMixin in
// dialect_utils_reshape.h); `getResult()` is OpView's.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "dialects/utils/dialect_utils.h"
#include "dialects/utils/dialect_utils_reshape.h"
#include "dialects/utils/dialect_utils_shaped_ops.h"
#include "dialects/utils/dialect_utils_slice.h"
#include "ir/builder.h"
#include "ir/op_definition.h"

namespace tbuf {
/// Registers the memref dialect's ops (also declared in dialects/register.h).
void registerMemRefDialect(Context &ctx);
}  // namespace tbuf

namespace tbuf::memref {

/// The optional `alignment` attribute of `op` as an integer.
std::optional<int64_t> getAlignmentValue(Operation *op);

/// Shared accessors of memref.alloc and memref.alloca (operand segments:
/// dynamicSizes, symbolOperands).
template <typename ConcreteOp> class AllocLikeOpMixin {
 public:
  OperandRange getDynamicSizes() const { return getOperandSegment(self(), 0, 2); }
  OperandRange getSymbolOperands() const { return getOperandSegment(self(), 1, 2); }
  std::optional<int64_t> getAlignment() const { return getAlignmentValue(self()); }
  Value getMemref() const { return self()->getResult(0); }
  MemRefType getType() const { return self()->getResult(0).getType().template cast<MemRefType>(); }
  /// Static dims as index attributes, dynamic dims as their size values.
  std::vector<OpFoldResult> getMixedSizes() const {
    return getMixedValues(self()->getContext(), getType().getShape(), getDynamicSizes().vec());
  }

 private:
  Operation *self() const { return static_cast<const ConcreteOp *>(this)->getOperation(); }
};

/// `%alloc = memref.alloc(%d)[%s] {alignment = 64 : i64} : memref<?xf32, #map>`.
class AllocOp : public OpView, public AllocLikeOpMixin<AllocOp> {
  TBUF_OP_VIEW(AllocOp, "memref.alloc")
  /// `alignment`: an i64 IntegerAttr or null.
  static void build(OpBuilder &b, OperationState &state, MemRefType memrefType, ArrayRef<Value> dynamicSizes = {},
                    ArrayRef<Value> symbolOperands = {}, IntegerAttr alignment = IntegerAttr());
  /// Static sizes go into the type, values become dynamic sizes.
  static void build(OpBuilder &b, OperationState &state, ArrayRef<OpFoldResult> sizes, Type elementType,
                    Attribute memorySpace = Attribute());
  using AllocLikeOpMixin::getType;
};

/// `%alloca = memref.alloca(%d) : memref<?xf32>` (freed at scope exit).
class AllocaOp : public OpView, public AllocLikeOpMixin<AllocaOp> {
  TBUF_OP_VIEW(AllocaOp, "memref.alloca")
  static void build(OpBuilder &b, OperationState &state, MemRefType memrefType, ArrayRef<Value> dynamicSizes = {},
                    ArrayRef<Value> symbolOperands = {}, IntegerAttr alignment = IntegerAttr());
  static void build(OpBuilder &b, OperationState &state, ArrayRef<OpFoldResult> sizes, Type elementType,
                    Attribute memorySpace = Attribute());
  using AllocLikeOpMixin::getType;
};

/// `memref.dealloc %m : memref<?xf32>`.
class DeallocOp : public OpView {
  TBUF_OP_VIEW(DeallocOp, "memref.dealloc")
  static void build(OpBuilder &b, OperationState &state, Value memref);
  Value getMemref() const { return op_->getOperand(0); }
};

/// `%r = memref.realloc %m(%n) : memref<?xf32> to memref<?xf32>` (1-D).
class ReallocOp : public OpView {
  TBUF_OP_VIEW(ReallocOp, "memref.realloc")
  static void build(OpBuilder &b, OperationState &state, MemRefType resultType, Value source,
                    Value dynamicResultSize = Value(), IntegerAttr alignment = IntegerAttr());
  Value getSource() const { return op_->getOperand(0); }
  /// The new size for a dynamic result, or null.
  Value getDynamicResultSize() const { return op_->getNumOperands() > 1 ? op_->getOperand(1) : Value(); }
  std::optional<int64_t> getAlignment() const { return getAlignmentValue(op_); }
  Value getResult() const { return op_->getResult(0); }
  MemRefType getType() const { return OpView::getType().cast<MemRefType>(); }
};

/// `%v = memref.load %m[%i] : memref<4xf32>`.
class LoadOp : public OpView {
  TBUF_OP_VIEW(LoadOp, "memref.load")
  static void build(OpBuilder &b, OperationState &state, Value memref, ArrayRef<Value> indices = {});
  Value getMemref() const { return op_->getOperand(0); }
  OperandRange getIndices() const { return op_->getOperands().drop_front(); }
  MemRefType getMemRefType() const { return getMemref().getType().cast<MemRefType>(); }
  bool getNontemporal() const;
  Value getResult() const { return op_->getResult(0); }
};

/// `memref.store %v, %m[%i] : memref<4xf32>`.
class StoreOp : public OpView {
  TBUF_OP_VIEW(StoreOp, "memref.store")
  static void build(OpBuilder &b, OperationState &state, Value valueToStore, Value memref,
                    ArrayRef<Value> indices = {});
  Value getValueToStore() const { return op_->getOperand(0); }
  Value getMemref() const { return op_->getOperand(1); }
  OperandRange getIndices() const { return op_->getOperands().drop_front(2); }
  MemRefType getMemRefType() const { return getMemref().getType().cast<MemRefType>(); }
  bool getNontemporal() const;
};

/// `%subview = memref.subview %m[offsets] [sizes] [strides] : T to U`,
/// possibly rank-reducing. Operand segments: source, offsets, sizes, strides.
class SubViewOp : public OpView, public SliceOfSourceOpMixin<SubViewOp, MemRefType> {
  TBUF_OP_VIEW(SubViewOp, "memref.subview")
  using SliceOfSourceOpMixin::getType;
  /// A null `resultType` is inferred (strided layout, no rank reduction).
  static void build(OpBuilder &b, OperationState &state, MemRefType resultType, Value source,
                    ArrayRef<OpFoldResult> offsets, ArrayRef<OpFoldResult> sizes, ArrayRef<OpFoldResult> strides);
  static void build(OpBuilder &b, OperationState &state, Value source, ArrayRef<OpFoldResult> offsets,
                    ArrayRef<OpFoldResult> sizes, ArrayRef<OpFoldResult> strides);
  /// See inferSubViewResultType (dialect_utils_layout.h).
  static MemRefType inferResultType(MemRefType sourceType, ArrayRef<OpFoldResult> offsets,
                                    ArrayRef<OpFoldResult> sizes, ArrayRef<OpFoldResult> strides);
  static MemRefType inferRankReducedResultType(ArrayRef<int64_t> resultShape, MemRefType sourceType,
                                               ArrayRef<OpFoldResult> offsets, ArrayRef<OpFoldResult> sizes,
                                               ArrayRef<OpFoldResult> strides);
  /// Mask over source dims dropped by a rank-reducing subview.
  std::vector<bool> getDroppedDims() const;
};

/// `memref.copy %a, %b : memref<4xf32> to memref<4xf32>`.
class CopyOp : public OpView {
  TBUF_OP_VIEW(CopyOp, "memref.copy")
  static void build(OpBuilder &b, OperationState &state, Value source, Value target);
  Value getSource() const { return op_->getOperand(0); }
  Value getTarget() const { return op_->getOperand(1); }
};

/// `%cast = memref.cast %m : memref<4xf32> to memref<?xf32>`.
class CastOp : public OpView, public CastOpMixin<CastOp> {
  TBUF_OP_VIEW(CastOp, "memref.cast")
  /// MLIR's CastOp::areCastCompatible (see areMemRefCastCompatible).
  static bool areCastCompatible(Type input, Type output);
};

/// `%dim = memref.dim %m, %c0 : memref<?xf32>`.
class DimOp : public OpView, public DimOpMixin<DimOp> {
  TBUF_OP_VIEW(DimOp, "memref.dim")
};

/// `%0 = memref.rank %m : memref<*xf32>`.
class RankOp : public OpView, public RankOpMixin {
  TBUF_OP_VIEW(RankOp, "memref.rank")
  Value getMemref() const { return op_->getOperand(0); }
};

/// `memref.global "private" constant @g : memref<2xf32> = dense<...>`
/// (also `= uninitialized`, or no initialiser for an external global).
class GlobalOp : public OpView {
  TBUF_OP_VIEW(GlobalOp, "memref.global")
  /// `visibility` empty for public; `initialValue` null (external), a
  /// UnitAttr (uninitialized) or a DenseElementsAttr; `alignment` null or i64.
  static void build(OpBuilder &b, OperationState &state, std::string_view symName, std::string_view visibility,
                    MemRefType type, Attribute initialValue, bool constant = false,
                    IntegerAttr alignment = IntegerAttr());
  std::string_view getSymName() const;
  /// "private", "nested", or empty (public).
  std::string_view getSymVisibility() const;
  MemRefType getType() const;
  Attribute getInitialValue() const { return op_->getAttr("initial_value"); }
  bool getConstant() const { return op_->hasAttr("constant"); }
  std::optional<int64_t> getAlignment() const { return getAlignmentValue(op_); }
  bool isExternal() const { return !getInitialValue(); }
  bool isUninitialized() const { return getInitialValue() && getInitialValue().isa<UnitAttr>(); }
  /// The initial value of a constant global, else null.
  DenseElementsAttr getConstantInitValue() const;
};

/// `%0 = memref.get_global @g : memref<2xf32>`.
class GetGlobalOp : public OpView {
  TBUF_OP_VIEW(GetGlobalOp, "memref.get_global")
  static void build(OpBuilder &b, OperationState &state, MemRefType type, std::string_view name);
  std::string_view getName() const;
  Value getResult() const { return op_->getResult(0); }
  MemRefType getType() const { return OpView::getType().cast<MemRefType>(); }
};

/// `memref.collapse_shape %m [[0, 1], [2]] : memref<2x3x4xf32> into
/// memref<6x4xf32>`.
class CollapseShapeOp : public OpView, public CollapseShapeOpMixin<CollapseShapeOp, MemRefType> {
  TBUF_OP_VIEW(CollapseShapeOp, "memref.collapse_shape")
  using CollapseShapeOpMixin::build;
  /// Infers the collapsed type (see computeCollapsedMemRefType).
  static void build(OpBuilder &b, OperationState &state, Value src, ArrayRef<ReassociationIndices> reassociation);
  static MemRefType computeCollapsedType(MemRefType srcType, ArrayRef<ReassociationIndices> reassociation);
};

/// `memref.expand_shape %m [[0, 1], [2]] output_shape [%d, 2, 4] :
/// memref<?x4xf32> into memref<?x2x4xf32>`.
class ExpandShapeOp : public OpView, public ExpandShapeOpMixin<ExpandShapeOp, MemRefType> {
  TBUF_OP_VIEW(ExpandShapeOp, "memref.expand_shape")
  using ExpandShapeOpMixin::build;
  /// Infers the result type from the output shape (see
  /// computeExpandedMemRefType). Precondition: the source layout is strided.
  static void build(OpBuilder &b, OperationState &state, Value src, ArrayRef<ReassociationIndices> reassociation,
                    ArrayRef<OpFoldResult> outputShape);
  static std::optional<MemRefType> computeExpandedType(MemRefType srcType, ArrayRef<int64_t> resultShape,
                                                       ArrayRef<ReassociationIndices> reassociation);
};

/// `memref.reinterpret_cast %m to offset: [0], sizes: [%n], strides: [1] :
/// memref<?xf32> to memref<?xf32>`. Operand segments: source, offsets (one),
/// sizes, strides.
class ReinterpretCastOp : public OpView, public OffsetSizeAndStrideOpMixin<ReinterpretCastOp, 1, 4> {
  TBUF_OP_VIEW(ReinterpretCastOp, "memref.reinterpret_cast")
  static void build(OpBuilder &b, OperationState &state, MemRefType resultType, Value source, OpFoldResult offset,
                    ArrayRef<OpFoldResult> sizes, ArrayRef<OpFoldResult> strides);
  Value getSource() const { return op_->getOperand(0); }
  Value getResult() const { return op_->getResult(0); }
  MemRefType getType() const { return OpView::getType().cast<MemRefType>(); }
};

/// `%view = memref.view %buf[%shift][%n] : memref<2048xi8> to memref<?x4xf32>`.
class ViewOp : public OpView {
  TBUF_OP_VIEW(ViewOp, "memref.view")
  static void build(OpBuilder &b, OperationState &state, MemRefType resultType, Value source, Value byteShift,
                    ArrayRef<Value> sizes = {});
  Value getSource() const { return op_->getOperand(0); }
  Value getByteShift() const { return op_->getOperand(1); }
  OperandRange getSizes() const { return op_->getOperands().drop_front(2); }
  Value getResult() const { return op_->getResult(0); }
  MemRefType getType() const { return OpView::getType().cast<MemRefType>(); }
};

/// `%base_buffer, %offset, %sizes:2, %strides:2 =
/// memref.extract_strided_metadata %m : memref<?x?xf32> -> memref<f32>,
/// index, index, index, index, index`.
class ExtractStridedMetadataOp : public OpView {
  TBUF_OP_VIEW(ExtractStridedMetadataOp, "memref.extract_strided_metadata")
  /// Infers the result types from the source's rank.
  static void build(OpBuilder &b, OperationState &state, Value source);
  /// [memref<elt, space>, index, index x rank, index x rank].
  static std::vector<Type> inferReturnTypes(MemRefType sourceType);
  Value getSource() const { return op_->getOperand(0); }
  Value getBaseBuffer() const { return op_->getResult(0); }
  Value getOffset() const { return op_->getResult(1); }
  ResultRange getSizes() const { return op_->getResults().slice(2, rank()); }
  ResultRange getStrides() const { return op_->getResults().slice(2 + rank(), rank()); }

 private:
  size_t rank() const { return (op_->getNumResults() - 2) / 2; }
};

/// `%intptr = memref.extract_aligned_pointer_as_index %m : memref<4xf32> ->
/// index`.
class ExtractAlignedPointerAsIndexOp : public OpView {
  TBUF_OP_VIEW(ExtractAlignedPointerAsIndexOp, "memref.extract_aligned_pointer_as_index")
  static void build(OpBuilder &b, OperationState &state, Value source);
  Value getSource() const { return op_->getOperand(0); }
  Value getAlignedPointer() const { return op_->getResult(0); }
};

/// `%r = memref.assume_alignment %m, 16 : memref<...>` (memref_assume_alignment.cc).
class AssumeAlignmentOp : public OpView {
  TBUF_OP_VIEW(AssumeAlignmentOp, "memref.assume_alignment")
  static void build(OpBuilder &b, OperationState &state, Value memref, int64_t alignment);
  Value getMemref() const { return op_->getOperand(0); }
  int64_t getAlignment() const;
};

/// `%r = memref.transpose %m (d0, d1) -> (d1, d0) : T to R` (memref_transpose.cc).
class TransposeOp : public OpView {
  TBUF_OP_VIEW(TransposeOp, "memref.transpose")
  Value getIn() const { return op_->getOperand(0); }
  AffineMap getPermutation() const;
};

/// `%r = memref.reshape %m(%shape) : (T, S) -> R` (memref_reshape_op.cc).
class ReshapeOp : public OpView {
  TBUF_OP_VIEW(ReshapeOp, "memref.reshape")
  static void build(OpBuilder &, OperationState &state, Type resultType, Value source, Value shape) {
    state.addOperands({source, shape});
    state.addTypes({resultType});
  }
  Value getSource() const { return op_->getOperand(0); }
  Value getShape() const { return op_->getOperand(1); }
};

}  // namespace tbuf::memref

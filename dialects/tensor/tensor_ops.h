// The tensor dialect: typed views over tensor ops with MLIR's
// accessor names and builders. Definitions (custom assembly, verifiers,
// result names, traits) are registered by registerTensorDialect
// (dialects/register.h); the hooks live in tensor_*.cc by op family:
//   tensor_ops.cc          empty, extract, insert, from_elements, cast,
//                          bitcast, dim, rank, splat, concat
//   tensor_slice_ops.cc    extract_slice, insert_slice, parallel_insert_slice
//   tensor_region_ops.cc   generate, pad, yield
//   tensor_reshape_ops.cc  collapse_shape, expand_shape
//   tensor_dialect.cc      registration
// Accessors assume a verified op. Accessors and builders tensor shares with
// memref come from mixins (dialect_utils_shaped_ops.h, ReshapeOpMixin in
// dialect_utils_reshape.h); `getResult()` is OpView's.
#pragma once

#include <functional>
#include <optional>
#include <vector>

#include "dialects/utils/dialect_utils.h"
#include "dialects/utils/dialect_utils_reshape.h"
#include "dialects/utils/dialect_utils_shaped_ops.h"
#include "dialects/utils/dialect_utils_slice.h"
#include "ir/builder.h"
#include "ir/op_definition.h"

namespace tbuf {
/// Registers the tensor dialect's ops (also declared in dialects/register.h).
void registerTensorDialect(Context &ctx);
}  // namespace tbuf

namespace tbuf::tensor {

/// `%0 = tensor.empty(%d) : tensor<4x?xf32>`: an uninitialised tensor.
class EmptyOp : public OpView {
  TBUF_OP_VIEW(EmptyOp, "tensor.empty")
  static void build(OpBuilder &b, OperationState &state, RankedTensorType type, ArrayRef<Value> dynamicSizes = {});
  static void build(OpBuilder &b, OperationState &state, ArrayRef<int64_t> staticShape, Type elementType,
                    Attribute encoding = Attribute());
  /// Static sizes become part of the type, values become dynamic sizes.
  static void build(OpBuilder &b, OperationState &state, ArrayRef<OpFoldResult> sizes, Type elementType,
                    Attribute encoding = Attribute());
  RankedTensorType getType() const { return OpView::getType().cast<RankedTensorType>(); }
  OperandRange getDynamicSizes() const { return op_->getOperands(); }
  /// The size value of dynamic dim `idx` (precondition: dynamic).
  Value getDynamicSize(unsigned idx) const { return op_->getOperand(getType().getDynamicDimIndex(idx)); }
  std::vector<OpFoldResult> getMixedSizes() const;
};

/// `%e = tensor.extract %t[%i, %j] : tensor<4x?xf32>`.
class ExtractOp : public OpView {
  TBUF_OP_VIEW(ExtractOp, "tensor.extract")
  static void build(OpBuilder &b, OperationState &state, Value tensor, ArrayRef<Value> indices);
  Value getTensor() const { return op_->getOperand(0); }
  OperandRange getIndices() const { return op_->getOperands().drop_front(); }
  Value getResult() const { return op_->getResult(0); }
};

/// `%r = tensor.insert %s into %t[%i] : tensor<8xf32>` (destination style).
class InsertOp : public OpView {
  TBUF_OP_VIEW(InsertOp, "tensor.insert")
  static void build(OpBuilder &b, OperationState &state, Value scalar, Value dest, ArrayRef<Value> indices);
  Value getScalar() const { return op_->getOperand(0); }
  Value getDest() const { return op_->getOperand(1); }
  OperandRange getIndices() const { return op_->getOperands().drop_front(2); }
  Value getResult() const { return op_->getResult(0); }
  OpOperand &getDpsInitOperand() const { return op_->getOpOperand(1); }
};

/// `tensor.extract_slice %t[offsets] [sizes] [strides] : T to U`, possibly
/// rank-reducing (unit dims dropped). Operand segments: source, offsets,
/// sizes, strides.
class ExtractSliceOp : public OpView, public SliceOfSourceOpMixin<ExtractSliceOp, RankedTensorType> {
  TBUF_OP_VIEW(ExtractSliceOp, "tensor.extract_slice")
  using SliceOfSourceOpMixin::getType;
  /// A null `resultType` is inferred (no rank reduction).
  static void build(OpBuilder &b, OperationState &state, RankedTensorType resultType, Value source,
                    ArrayRef<OpFoldResult> offsets, ArrayRef<OpFoldResult> sizes, ArrayRef<OpFoldResult> strides);
  static void build(OpBuilder &b, OperationState &state, Value source, ArrayRef<OpFoldResult> offsets,
                    ArrayRef<OpFoldResult> sizes, ArrayRef<OpFoldResult> strides);
  /// The result type without rank reduction.
  static RankedTensorType inferResultType(RankedTensorType sourceType, ArrayRef<OpFoldResult> sizes);
  static RankedTensorType inferResultType(RankedTensorType sourceType, ArrayRef<int64_t> staticSizes);
  /// Drops leading unit dims until the rank is `desiredResultRank`.
  static RankedTensorType inferCanonicalRankReducedResultType(unsigned desiredResultRank,
                                                              RankedTensorType sourceType,
                                                              ArrayRef<OpFoldResult> sizes);
  /// Mask over source dims: true where the result drops the (unit) dim.
  std::vector<bool> getDroppedDims() const;
};

/// Accessors of insert_slice and parallel_insert_slice (operand segments:
/// source, dest, offsets, sizes, strides).
template <typename ConcreteOp>
class InsertSliceLikeOpMixin : public OffsetSizeAndStrideOpMixin<ConcreteOp, 2, 5> {
 public:
  Value getSource() const { return self()->getOperand(0); }
  Value getDest() const { return self()->getOperand(1); }
  RankedTensorType getSourceType() const { return getSource().getType().template cast<RankedTensorType>(); }
  RankedTensorType getDestType() const { return getDest().getType().template cast<RankedTensorType>(); }

 private:
  Operation *self() const { return static_cast<const ConcreteOp *>(this)->getOperation(); }
};

/// `tensor.insert_slice %s into %d[offsets] [sizes] [strides] : T into U`.
class InsertSliceOp : public OpView, public InsertSliceLikeOpMixin<InsertSliceOp> {
  TBUF_OP_VIEW(InsertSliceOp, "tensor.insert_slice")
  static void build(OpBuilder &b, OperationState &state, Value source, Value dest, ArrayRef<OpFoldResult> offsets,
                    ArrayRef<OpFoldResult> sizes, ArrayRef<OpFoldResult> strides);
  RankedTensorType getType() const { return OpView::getType().cast<RankedTensorType>(); }
  OpOperand &getDpsInitOperand() const { return op_->getOpOperand(1); }
};

/// `tensor.parallel_insert_slice %s into %d[...] [...] [...] : T into U`,
/// only inside `scf.forall.in_parallel`; no results.
class ParallelInsertSliceOp : public OpView, public InsertSliceLikeOpMixin<ParallelInsertSliceOp> {
  TBUF_OP_VIEW(ParallelInsertSliceOp, "tensor.parallel_insert_slice")
  static void build(OpBuilder &b, OperationState &state, Value source, Value dest, ArrayRef<OpFoldResult> offsets,
                    ArrayRef<OpFoldResult> sizes, ArrayRef<OpFoldResult> strides);
  OpOperand &getDestMutable() const { return op_->getOpOperand(1); }
};

/// `%t = tensor.from_elements %a, %b : tensor<2xf32>` (row-major order).
class FromElementsOp : public OpView {
  TBUF_OP_VIEW(FromElementsOp, "tensor.from_elements")
  static void build(OpBuilder &b, OperationState &state, Type resultType, ArrayRef<Value> elements);
  /// A 1-D tensor of the elements' type. Precondition: at least one element.
  static void build(OpBuilder &b, OperationState &state, ArrayRef<Value> elements);
  OperandRange getElements() const { return op_->getOperands(); }
  Value getResult() const { return op_->getResult(0); }
  RankedTensorType getType() const { return OpView::getType().cast<RankedTensorType>(); }
};

/// Callback filling the body of generate/pad: gets the builder (insertion
/// point at the end of the body), the location and the index arguments.
using BodyBuilderFn = std::function<void(OpBuilder &, Location, ArrayRef<Value>)>;

/// `tensor.generate %d { ^bb0(%i: index, ...): ... tensor.yield %v } : T`.
class GenerateOp : public OpView {
  TBUF_OP_VIEW(GenerateOp, "tensor.generate")
  /// Creates the body block with one index argument per dim and calls
  /// `bodyBuilder` (if given) to fill it.
  static void build(OpBuilder &b, OperationState &state, Type resultType, ArrayRef<Value> dynamicExtents,
                    const BodyBuilderFn &bodyBuilder = nullptr);
  OperandRange getDynamicExtents() const { return op_->getOperands(); }
  Region &getBody() const { return op_->getRegion(0); }
  Value getResult() const { return op_->getResult(0); }
  RankedTensorType getType() const { return OpView::getType().cast<RankedTensorType>(); }
};

/// `tensor.yield %v : f32`, terminator of generate and pad bodies.
class YieldOp : public OpView {
  TBUF_OP_VIEW(YieldOp, "tensor.yield")
  static void build(OpBuilder &b, OperationState &state, Value value);
  Value getValue() const { return op_->getOperand(0); }
};

/// `tensor.cast %t : tensor<4xf32> to tensor<?xf32>`.
class CastOp : public OpView, public CastOpMixin<CastOp> {
  TBUF_OP_VIEW(CastOp, "tensor.cast")
  /// Same element type and compatible shapes (a dynamic or unranked side
  /// matches anything).
  static bool areCastCompatible(Type input, Type output);
};

/// `tensor.bitcast %t : tensor<4xi32> to tensor<4xf32>`.
class BitcastOp : public OpView, public CastOpMixin<BitcastOp> {
  TBUF_OP_VIEW(BitcastOp, "tensor.bitcast")
  /// Same element bit width and compatible shapes.
  static bool areCastCompatible(Type input, Type output);
};

/// `%d = tensor.dim %t, %c1 : tensor<4x?xf32>`.
class DimOp : public OpView, public DimOpMixin<DimOp> {
  TBUF_OP_VIEW(DimOp, "tensor.dim")
};

/// `%r = tensor.rank %t : tensor<*xf32>`.
class RankOp : public OpView, public RankOpMixin {
  TBUF_OP_VIEW(RankOp, "tensor.rank")
  Value getTensor() const { return op_->getOperand(0); }
};

/// `%t = tensor.splat %v[%d] : tensor<?x8xf32>`.
class SplatOp : public OpView {
  TBUF_OP_VIEW(SplatOp, "tensor.splat")
  static void build(OpBuilder &b, OperationState &state, Value element, Type aggregateType,
                    ArrayRef<Value> dynamicSizes = {});
  Value getInput() const { return op_->getOperand(0); }
  OperandRange getDynamicSizes() const { return op_->getOperands().drop_front(); }
  Value getResult() const { return op_->getResult(0); }
  RankedTensorType getType() const { return OpView::getType().cast<RankedTensorType>(); }
};

/// `tensor.pad %t [nofold] low[...] high[...] { ^bb0(%i: index, ...):
/// tensor.yield %pad } : T to U`. Operand segments: source, low, high.
class PadOp : public OpView {
  TBUF_OP_VIEW(PadOp, "tensor.pad")
  /// A null `resultType` is inferred. Creates the body block with one index
  /// argument per dim and calls `bodyBuilder` (if given) to fill it.
  static void build(OpBuilder &b, OperationState &state, RankedTensorType resultType, Value source,
                    ArrayRef<OpFoldResult> low, ArrayRef<OpFoldResult> high, bool nofold = false,
                    const BodyBuilderFn &bodyBuilder = nullptr);
  /// The body yields `padValue`.
  static void build(OpBuilder &b, OperationState &state, RankedTensorType resultType, Value source,
                    ArrayRef<OpFoldResult> low, ArrayRef<OpFoldResult> high, Value padValue, bool nofold = false);
  /// source size + low + high per dim, dynamic if any is; null if the list
  /// lengths do not match the rank. A non-empty `resultShape` fills dims
  /// that cannot be inferred.
  static RankedTensorType inferResultType(RankedTensorType sourceType, ArrayRef<int64_t> staticLow,
                                          ArrayRef<int64_t> staticHigh, ArrayRef<int64_t> resultShape = {});
  Value getSource() const { return op_->getOperand(0); }
  OperandRange getLow() const { return getOperandSegment(op_, 1, 3); }
  OperandRange getHigh() const { return getOperandSegment(op_, 2, 3); }
  ArrayRef<int64_t> getStaticLow() const { return getDenseI64ArrayAttr(op_, "static_low"); }
  ArrayRef<int64_t> getStaticHigh() const { return getDenseI64ArrayAttr(op_, "static_high"); }
  std::vector<OpFoldResult> getMixedLowPad() const;
  std::vector<OpFoldResult> getMixedHighPad() const;
  bool getNofold() const { return op_->hasAttr("nofold"); }
  Region &getRegion() const { return op_->getRegion(0); }
  Block *getBody() const { return &op_->getRegion(0).front(); }
  Value getResult() const { return op_->getResult(0); }
  RankedTensorType getSourceType() const { return getSource().getType().cast<RankedTensorType>(); }
  RankedTensorType getResultType() const { return OpView::getType().cast<RankedTensorType>(); }
  /// The yielded value if it is defined outside the body (a constant pad).
  Value getConstantPaddingValue() const;
};

/// `tensor.collapse_shape %t [[0, 1], [2]] : tensor<2x3x4xf32> into
/// tensor<6x4xf32>`.
class CollapseShapeOp : public OpView, public CollapseShapeOpMixin<CollapseShapeOp, RankedTensorType> {
  TBUF_OP_VIEW(CollapseShapeOp, "tensor.collapse_shape")
  using CollapseShapeOpMixin::build;
  /// Infers the collapsed type.
  static void build(OpBuilder &b, OperationState &state, Value src, ArrayRef<ReassociationIndices> reassociation);
  static RankedTensorType inferCollapsedType(RankedTensorType type, ArrayRef<ReassociationIndices> reassociation);
};

/// `tensor.expand_shape %t [[0, 1], [2]] output_shape [%d, 2, 4] :
/// tensor<?x4xf32> into tensor<?x2x4xf32>`.
class ExpandShapeOp : public OpView, public ExpandShapeOpMixin<ExpandShapeOp, RankedTensorType> {
  TBUF_OP_VIEW(ExpandShapeOp, "tensor.expand_shape")
  using ExpandShapeOpMixin::build;
  /// For a statically shaped `resultType`: the output shape is its shape.
  static void build(OpBuilder &b, OperationState &state, Type resultType, Value src,
                    ArrayRef<ReassociationIndices> reassociation);
};

/// `tensor.concat dim(0) %a, %b : (T1, T2) -> U`.
class ConcatOp : public OpView {
  TBUF_OP_VIEW(ConcatOp, "tensor.concat")
  static void build(OpBuilder &b, OperationState &state, Type resultType, int64_t dim, ArrayRef<Value> inputs);
  /// Infers the result type (sizes add up along `dim`).
  static void build(OpBuilder &b, OperationState &state, int64_t dim, ArrayRef<Value> inputs);
  static RankedTensorType inferResultType(int64_t dim, ArrayRef<Type> inputTypes);
  OperandRange getInputs() const { return op_->getOperands(); }
  int64_t getDim() const;
  Value getResult() const { return op_->getResult(0); }
  RankedTensorType getResultType() const { return OpView::getType().cast<RankedTensorType>(); }
  int64_t getRank() const { return getResultType().getRank(); }
};

/// `%r = tensor.reshape %t(%shape) : (T, S) -> R` (tensor_reshape_op.cc).
class ReshapeOp : public OpView {
  TBUF_OP_VIEW(ReshapeOp, "tensor.reshape")
  Value getSource() const { return op_->getOperand(0); }
  Value getShape() const { return op_->getOperand(1); }
};

}  // namespace tbuf::tensor

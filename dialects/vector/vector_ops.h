// The vector dialect's ops that meet tensors and buffers: transfers between
// a vector and a memref or ranked tensor (vector.transfer_read /
// vector.transfer_write, with permutation maps, in_bounds, padding and
// masks), vector.print, and the value ops that build and take apart vectors
// (broadcast, from_elements, extract, insert). Typed views with MLIR's
// accessor names; custom assembly and verifiers with mlir-opt-22's syntax
// and messages live in vector_transfer_ops.cc and vector_value_ops.cc.
#pragma once

#include <cstdint>
#include <string_view>

#include "ir/affine_map.h"
#include "ir/op_definition.h"
#include "ir/types.h"

namespace tbuf {
class Context;
void registerVectorDialect(Context &ctx);
}  // namespace tbuf

namespace tbuf::vector {

/// MLIR's kPoisonIndex: a static position that selects nothing.
inline constexpr int64_t kPoisonIndex = -1;

inline constexpr std::string_view kPermutationMapAttr = "permutation_map";
inline constexpr std::string_view kInBoundsAttr = "in_bounds";
inline constexpr std::string_view kStaticPositionAttr = "static_position";
inline constexpr std::string_view kPunctuationAttr = "punctuation";
inline constexpr std::string_view kStringLiteralAttr = "stringLiteral";

/// MLIR's getTransferMinorIdentityMap: the source's innermost dims, one per
/// vector dim. Null when the vector has more dims than the source.
AffineMap getTransferMinorIdentityMap(ShapedType shapedType, VectorType vectorType);
/// MLIR's inferTransferOpMaskType: the vector's dims in source-dim order,
/// broadcast dims dropped (`vector<1xi1>` when none remain).
VectorType inferTransferOpMaskType(VectorType vectorType, AffineMap permutationMap);

/// Accessors shared by the two transfer ops.
template <typename Derived> class TransferOpMixin {
 public:
  AffineMap getPermutationMap() const;
  /// in_bounds[i] for result dim i of the permutation map.
  bool isDimInBounds(unsigned i) const;
  /// Result dim i of the permutation map is the zero constant.
  bool isBroadcastDim(unsigned i) const;
  ShapedType getShapedType() const { return self().getBase().getType().template cast<ShapedType>(); }

 private:
  const Derived &self() const { return static_cast<const Derived &>(*this); }
};

/// `%v = vector.transfer_read %base[%i, %j], %pad[, %mask] {attrs} : memref<?x?xf32>, vector<4xf32>`.
/// Operand segments: base, indices, padding, mask.
class TransferReadOp : public OpView, public TransferOpMixin<TransferReadOp> {
  TBUF_OP_VIEW(TransferReadOp, "vector.transfer_read")
  Value getBase() const { return op_->getOperand(0); }
  OperandRange getIndices() const;
  Value getPadding() const;
  /// Null when unmasked.
  Value getMask() const;
  VectorType getVectorType() const { return OpView::getType().cast<VectorType>(); }
};

/// `[%t =] vector.transfer_write %v, %base[%i][, %mask] {attrs} : vector<4xf32>, memref<?xf32>`;
/// with a tensor base the op returns the updated tensor (destination
/// style). Operand segments: valueToStore, base, indices, mask.
class TransferWriteOp : public OpView, public TransferOpMixin<TransferWriteOp> {
  TBUF_OP_VIEW(TransferWriteOp, "vector.transfer_write")
  Value getValueToStore() const { return op_->getOperand(0); }
  Value getBase() const { return op_->getOperand(1); }
  OpOperand &getBaseMutable() const { return op_->getOpOperand(1); }
  OperandRange getIndices() const;
  Value getMask() const;
  VectorType getVectorType() const { return getValueToStore().getType().cast<VectorType>(); }
};

/// MLIR's vector::PrintPunctuation.
enum class PrintPunctuation { NoPunctuation, NewLine, Comma, Open, Close };

/// `vector.print [%v : T] [str "text"] [punctuation <p>]`.
class PrintOp : public OpView {
  TBUF_OP_VIEW(PrintOp, "vector.print")
  /// Null when the op prints only a string or punctuation.
  Value getSource() const { return op_->getNumOperands() ? op_->getOperand(0) : Value(); }
  PrintPunctuation getPunctuation() const;
  /// Null when absent.
  Attribute getStringLiteral() const { return op_->getAttr(kStringLiteralAttr); }
};

/// `%v = vector.broadcast %s : f32 to vector<4xf32>`.
class BroadcastOp : public OpView {
  TBUF_OP_VIEW(BroadcastOp, "vector.broadcast")
  Value getSource() const { return op_->getOperand(0); }
  VectorType getResultVectorType() const { return OpView::getType().cast<VectorType>(); }
};

/// `%v = vector.from_elements %a, %b : vector<2xf32>` (row-major order).
class FromElementsOp : public OpView {
  TBUF_OP_VIEW(FromElementsOp, "vector.from_elements")
  OperandRange getElements() const { return op_->getOperands(); }
  VectorType getDestVectorType() const { return OpView::getType().cast<VectorType>(); }
};

/// `%e = vector.extract %v[1, %i] : f32 from vector<2x4xf32>`: static
/// positions with kDynamic where an index operand stands.
class ExtractOp : public OpView {
  TBUF_OP_VIEW(ExtractOp, "vector.extract")
  Value getSource() const { return op_->getOperand(0); }
  VectorType getSourceVectorType() const { return getSource().getType().cast<VectorType>(); }
  OperandRange getDynamicPosition() const { return op_->getOperands().drop_front(); }
  ArrayRef<int64_t> getStaticPosition() const;
};

/// `%r = vector.insert %s, %v [1, %i] : f32 into vector<2x4xf32>`.
class InsertOp : public OpView {
  TBUF_OP_VIEW(InsertOp, "vector.insert")
  Value getValueToStore() const { return op_->getOperand(0); }
  Value getDest() const { return op_->getOperand(1); }
  VectorType getDestVectorType() const { return getDest().getType().cast<VectorType>(); }
  OperandRange getDynamicPosition() const { return op_->getOperands().drop_front(2); }
  ArrayRef<int64_t> getStaticPosition() const;
};

namespace detail {
void registerTransferOps(Context &ctx);
void registerValueOps(Context &ctx);
void registerPrintOp(Context &ctx);
}  // namespace detail

}  // namespace tbuf::vector

// The bufferization dialect: typed views over the ops that connect tensors
// and buffers (to_tensor, to_buffer, materialize_in_destination), allocate
// or free them (alloc_tensor, clone, dealloc, dealloc_tensor), with MLIR's
// accessor and builder names. The op definitions (custom assembly identical
// to mlir-opt, verifiers with MLIR's messages, memory effects) are registered
// by `registerBufferizationDialect`; they live in bufferization_*.cc.
#pragma once

#include <algorithm>
#include <vector>

#include "ir/builder.h"
#include "ir/op_definition.h"

namespace tbuf {
/// Registers the bufferization ops (also declared in dialects/register.h).
void registerBufferizationDialect(Context &ctx);
}  // namespace tbuf

namespace tbuf::bufferization {

/// `%t = bufferization.to_tensor %m [restrict] [writable] : memref<4xf32> to tensor<4xf32>`.
class ToTensorOp : public OpView {
  TBUF_OP_VIEW(ToTensorOp, "bufferization.to_tensor")
 public:
  static void build(OpBuilder &b, OperationState &state, Type tensorType, Value buffer, bool restrict = false,
                    bool writable = false);
  /// Infers the tensor type from the memref's shape and element type.
  static void build(OpBuilder &b, OperationState &state, Value buffer, bool restrict = false, bool writable = false);
  Value getBuffer() const { return op_->getOperand(0); }
  /// Older MLIR name of the operand.
  Value getMemref() const { return getBuffer(); }
  bool getRestrict() const { return op_->hasAttr("restrict"); }
  bool getWritable() const { return op_->hasAttr("writable"); }
  void setRestrict(bool v);
  void setWritable(bool v);
  TensorType getType() const { return op_->getResult(0).getType().cast<TensorType>(); }
};

/// `%m = bufferization.to_buffer %t [read_only] : tensor<4xf32> to memref<4xf32>`.
class ToBufferOp : public OpView {
  TBUF_OP_VIEW(ToBufferOp, "bufferization.to_buffer")
 public:
  static void build(OpBuilder &b, OperationState &state, Type bufferType, Value tensor, bool readOnly = false);
  Value getTensor() const { return op_->getOperand(0); }
  /// The result buffer.
  Value getBuffer() const { return op_->getResult(0); }
  bool getReadOnly() const { return op_->hasAttr("read_only"); }
  void setReadOnly(bool v);
  BaseMemRefType getType() const { return op_->getResult(0).getType().cast<BaseMemRefType>(); }
};

/// `%r = bufferization.materialize_in_destination %src in [restrict] [writable] %dest
///   : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>` (tensor dest, one
/// result) or `... in restrict writable %m : (tensor<4xf32>, memref<4xf32>) -> ()`.
class MaterializeInDestinationOp : public OpView {
  TBUF_OP_VIEW(MaterializeInDestinationOp, "bufferization.materialize_in_destination")
 public:
  /// Result type = dest type when dest is a tensor (no result for a memref).
  static void build(OpBuilder &b, OperationState &state, Value source, Value dest, bool restrict = false,
                    bool writable = false);
  Value getSource() const { return op_->getOperand(0); }
  Value getDest() const { return op_->getOperand(1); }
  OpOperand &getSourceMutable() const { return op_->getOpOperand(0); }
  OpOperand &getDestMutable() const { return op_->getOpOperand(1); }
  bool getRestrict() const { return op_->hasAttr("restrict"); }
  bool getWritable() const { return op_->hasAttr("writable"); }
  void setRestrict(bool v);
  void setWritable(bool v);
  /// The tensor result (null for a memref destination).
  Value getResult() const { return op_->getNumResults() ? Value(op_->getResult(0)) : Value(); }
};

/// `%t = bufferization.alloc_tensor(%d0) [copy(%c)] [size_hint=%h] {memory_space = 1 : i64}
/// : tensor<?xf32>`. Operands: dynamic sizes, optional copy, optional
/// size_hint (operandSegmentSizes).
class AllocTensorOp : public OpView {
  TBUF_OP_VIEW(AllocTensorOp, "bufferization.alloc_tensor")
 public:
  static void build(OpBuilder &b, OperationState &state, TensorType type, ValueRange dynamicSizes, Value copy = Value(),
                    Value sizeHint = Value(), Attribute memorySpace = Attribute());
  OperandRange getDynamicSizes() const;
  /// Null when absent.
  Value getCopy() const;
  Value getSizeHint() const;
  /// The `memory_space` attribute, null when absent.
  Attribute getMemorySpace() const { return op_->getAttr("memory_space"); }
  TensorType getType() const { return op_->getResult(0).getType().cast<TensorType>(); }
  bool isDynamicDim(unsigned i) const { return getType().isDynamicDim(i); }
  /// Position among the operands of the size of dynamic dim `i`.
  unsigned getIndexOfDynamicSize(unsigned i) const { return getType().getDynamicDimIndex(i); }
  int64_t getStaticSize(unsigned i) const { return getType().getDimSize(i); }
  /// The size value of dynamic dim `i` (from the sizes; null with `copy`).
  Value getDynamicSize(unsigned i) const;
};

/// `%c = bufferization.clone %m : memref<4xf32> to memref<4xf32>`.
class CloneOp : public OpView {
  TBUF_OP_VIEW(CloneOp, "bufferization.clone")
 public:
  /// Result type = input type.
  static void build(OpBuilder &b, OperationState &state, Value value);
  Value getInput() const { return op_->getOperand(0); }
  Value getSource() const { return getInput(); }
  Value getOutput() const { return op_->getResult(0); }
  Value getTarget() const { return getOutput(); }
};

/// `%u:2 = bufferization.dealloc (%a, %b : memref<2xf32>, memref<4xf32>) if (%c1, %c2)
/// retain (%r, %s : ...)`: frees each memref whose condition holds unless a
/// retained memref aliases it; one updated ownership condition (i1) per
/// retained memref. Operands: memrefs, conditions, retained (operandSegmentSizes).
class DeallocOp : public OpView {
  TBUF_OP_VIEW(DeallocOp, "bufferization.dealloc")
 public:
  /// Result types are inferred: one i1 per retained value.
  static void build(OpBuilder &b, OperationState &state, ValueRange memrefs, ValueRange conditions,
                    ValueRange retained = {});
  OperandRange getMemrefs() const;
  OperandRange getConditions() const;
  OperandRange getRetained() const;
  ResultRange getUpdatedConditions() const { return op_->getResults(); }
  /// The three operand segments at once (one look-up of the segment sizes
  /// instead of one per accessor; the same ranges as the accessors give).
  struct Segments {
    OperandRange memrefs, conditions, retained;
  };
  Segments getSegments() const;
};

/// MLIR's updateDeallocIfChanged: replaces the memrefs and conditions of
/// bufferization.dealloc `op` (retained values and operandSegmentSizes kept
/// consistent) in place through `rewriter`; failure() if they are unchanged.
/// Shared by the dealloc canonicalizations and buffer-deallocation-simplification.
/// `newAttrs`, if given, is the op's attribute dictionary after the update
/// (a caller that keeps the uniqued dictionaries of the segment sizes, for a
/// dealloc with no other attribute); else the segment sizes are set.
LogicalResult updateDeallocIfChanged(Operation *op, const std::vector<Value> &memrefs,
                                     const std::vector<Value> &conditions, RewriterBase &rewriter,
                                     DictionaryAttr newAttrs = DictionaryAttr());

/// True if `values` (a dealloc's memrefs or retained values: an OperandRange
/// or a vector) holds some value twice. Dealloc lists are usually short and
/// free of duplicates: short lists are compared pair by pair without
/// allocating, longer ones through a sorted copy. O(n^2) for n <= 16, else
/// O(n log n). Shared by the dealloc canonicalizations and
/// buffer-deallocation-simplification.
template <typename Range>
bool hasDuplicateValues(const Range &values) {
  size_t n = values.size();
  if (n <= 16) {
    for (size_t i = 1; i < n; ++i)
      for (size_t j = 0; j < i; ++j)
        if (values[i] == values[j]) return true;
    return false;
  }
  std::vector<Value> sorted(values.begin(), values.end());
  std::sort(sorted.begin(), sorted.end());
  return std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end();
}

/// `bufferization.dealloc_tensor %t : tensor<4xf32>`.
class DeallocTensorOp : public OpView {
  TBUF_OP_VIEW(DeallocTensorOp, "bufferization.dealloc_tensor")
 public:
  static void build(OpBuilder &b, OperationState &state, Value tensor);
  Value getTensor() const { return op_->getOperand(0); }
};

}  // namespace tbuf::bufferization

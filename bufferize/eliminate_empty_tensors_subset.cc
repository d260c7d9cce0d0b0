// The subset insertion ops of empty tensor elimination (MLIR's
// SubsetInsertionOpInterface models of tensor.insert_slice,
// tensor.parallel_insert_slice, bufferization.materialize_in_destination and
// linalg.copy): which operand is inserted, which values the matching subset
// extraction needs, and how to build it.
#include "bufferize/eliminate_empty_tensors.h"
#include "dialects/bufferization/bufferization_ops.h"
#include "dialects/linalg/linalg_ops.h"
#include "dialects/tensor/tensor_ops.h"

namespace tbuf::bufferization {

namespace {

/// The dynamic offsets, sizes and strides of a slice insertion, then its
/// destination.
template <typename OpT> std::vector<Value> sliceNeededValues(OpT op) {
  std::vector<Value> values;
  for (Value v : op.getOffsets()) values.push_back(v);
  for (Value v : op.getSizes()) values.push_back(v);
  for (Value v : op.getStrides()) values.push_back(v);
  values.push_back(op.getDest());
  return values;
}

/// `tensor.extract_slice %dest[offsets] [sizes] [strides]` of the source's
/// (possibly rank-reduced) type.
template <typename OpT> Value buildSliceExtraction(OpT op, OpBuilder &builder, Location loc) {
  auto sourceType = op.getSource().getType().template dyn_cast<RankedTensorType>();
  if (!sourceType || !op.getDest().getType().template isa<RankedTensorType>()) return Value();
  return builder
      .create<tensor::ExtractSliceOp>(loc, sourceType, op.getDest(), op.getMixedOffsets(), op.getMixedSizes(),
                                      op.getMixedStrides())
      .getResult();
}

bool isSubsetInsertion(Operation *op) {
  if (isa<tensor::InsertSliceOp>(op) || isa<tensor::ParallelInsertSliceOp>(op) ||
      isa<MaterializeInDestinationOp>(op))
    return op->getNumOperands() >= 2;
  // linalg.copy inserts its single input into the whole init.
  if (isa<linalg::CopyOp>(op)) return op->getNumOperands() == 2;
  return false;
}

}  // namespace

SubsetInsertionOp::SubsetInsertionOp(Operation *op) : op_(op && isSubsetInsertion(op) ? op : nullptr) {}

OpOperand &SubsetInsertionOp::getSourceOperand() const { return op_->getOpOperand(0); }

std::vector<Value> SubsetInsertionOp::getValuesNeededToBuildSubsetExtraction() const {
  if (auto insert = dyn_cast<tensor::InsertSliceOp>(op_)) return sliceNeededValues(insert);
  if (auto insert = dyn_cast<tensor::ParallelInsertSliceOp>(op_)) return sliceNeededValues(insert);
  if (auto materialize = dyn_cast<MaterializeInDestinationOp>(op_)) return {materialize.getDest()};
  return {linalg::CopyOp(op_).getTarget()};
}

Value SubsetInsertionOp::buildSubsetExtraction(OpBuilder &builder, Location loc) const {
  if (auto insert = dyn_cast<tensor::InsertSliceOp>(op_)) return buildSliceExtraction(insert, builder, loc);
  if (auto insert = dyn_cast<tensor::ParallelInsertSliceOp>(op_)) return buildSliceExtraction(insert, builder, loc);
  if (auto materialize = dyn_cast<MaterializeInDestinationOp>(op_)) {
    Value dest = materialize.getDest();
    // The subset is the entire destination tensor.
    if (dest.getType().isa<TensorType>()) return dest;
    auto memrefType = dest.getType().dyn_cast<MemRefType>();
    // Without `restrict` there may already be a restrict to_tensor of an
    // aliasing buffer, so no new one may be created; the `restrict` moves
    // from this op to the new to_tensor.
    if (!memrefType || !materialize.getRestrict()) return Value();
    materialize.setRestrict(false);
    Type tensorType = RankedTensorType::get(op_->getContext(), memrefType.getShape(), memrefType.getElementType());
    return builder.create<ToTensorOp>(loc, tensorType, dest, /*restrict=*/true, materialize.getWritable()).getResult();
  }
  // linalg.copy: the whole init.
  return linalg::CopyOp(op_).getTarget();
}

}  // namespace tbuf::bufferization

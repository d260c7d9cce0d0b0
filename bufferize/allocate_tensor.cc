// allocateTensorForShapedValue (MLIR 22's BufferizableOpInterface.cpp): a new
// `bufferization.alloc_tensor` with the shape of a tensor or memref value,
// either initialised from it (`copy(%v)`) or with undefined contents. Tensor
// copy insertion and the models of allocating ops use it.
//
// Without `copy` the dynamic sizes are needed. MLIR asks the defining op for
// its reified result shape (ReifyRankedShapedTypeOpInterface); tbuf has no
// such interface, so reifyResultDims below answers for the ops whose results
// reach this function in practice (tensor.empty, alloc_tensor,
// extract_slice, generate, and destination-style ops, whose result has the
// shape of its init), and falls back to `tensor.dim` of the value, as MLIR
// does for ops that cannot reify.
#include <optional>
#include <vector>

#include "bufferize/analysis_state.h"
#include "bufferize/decision_recorder.h"
#include "bufferize/op_factory.h"
#include "dialects/arith/arith_ops.h"
#include "dialects/bufferization/bufferization_ops.h"
#include "dialects/utils/dialect_utils.h"
#include "dialects/memref/memref_ops.h"
#include "dialects/tensor/tensor_ops.h"
#include "ir/diagnostics.h"

namespace tbuf::bufferization {

namespace {

/// The tensor.dim / memref.dim of every dynamic dim of `shapedValue`
/// (MLIR's populateDynamicDimSizes).
void populateDynamicDimSizes(OpBuilder &b, Location loc, Value shapedValue, std::vector<Value> &dynamicDims) {
  auto shapedType = shapedValue.getType().cast<ShapedType>();
  for (int64_t i = 0; i < shapedType.getRank(); ++i) {
    if (!shapedType.isDynamicDim(i)) continue;
    if (shapedType.isa<MemRefType>())
      dynamicDims.push_back(b.create<memref::DimOp>(loc, shapedValue, i).getResult());
    else
      dynamicDims.push_back(b.create<tensor::DimOp>(loc, shapedValue, i).getResult());
  }
}

/// The value of `ofr`, creating an index constant for a static entry (MLIR's
/// getValueOrCreateConstantIndexOp).
Value materializeIndex(OpBuilder &b, Location loc, const OpFoldResult &ofr) {
  if (ofr.value) return ofr.value;
  std::optional<int64_t> c = getConstantIntValue(ofr);
  return b.create<arith::ConstantIndexOp>(loc, c ? *c : 0);
}

/// Index of the init operand tied to result `resultNumber` of a
/// destination-style op, or -1 (tensor.insert / insert_slice: the dest;
/// linalg structured ops: the trailing `outs` operands, one per result).
int64_t getTiedInitOperand(Operation *op, unsigned resultNumber) {
  std::string_view name = op->getName();
  if (name == "tensor.insert" || name == "tensor.insert_slice") return 1;
  if (op->getDialectNamespace() == "linalg" && op->getNumResults() > 0 &&
      op->getNumOperands() >= op->getNumResults()) {
    unsigned firstInit = op->getNumOperands() - op->getNumResults();
    int64_t index = firstInit + resultNumber;
    if (op->getOperand(index).getType() == op->getResult(resultNumber).getType()) return index;
  }
  return -1;
}

/// The sizes of every dim of op result `result` (MLIR's reifyResultShapes),
/// or nullopt when the op cannot say. May create ops.
std::optional<std::vector<OpFoldResult>> reifyResultDims(OpBuilder &b, Location loc, OpResult result) {
  Operation *op = result.getOwner();
  auto type = result.getType().cast<RankedTensorType>();
  std::vector<OpFoldResult> sizes;
  auto fromDynamicOperands = [&](OperandRange dynamic) -> std::optional<std::vector<OpFoldResult>> {
    unsigned next = 0;
    for (int64_t i = 0; i < type.getRank(); ++i) {
      if (!type.isDynamicDim(i)) {
        sizes.push_back(OpFoldResult(b.getIndexAttr(type.getDimSize(i))));
        continue;
      }
      if (next >= dynamic.size()) return std::nullopt;
      sizes.push_back(OpFoldResult(dynamic[next++]));
    }
    return sizes;
  };
  if (auto empty = dyn_cast<tensor::EmptyOp>(op)) return fromDynamicOperands(empty.getDynamicSizes());
  if (auto generate = dyn_cast<tensor::GenerateOp>(op)) return fromDynamicOperands(generate.getDynamicExtents());
  if (auto alloc = dyn_cast<AllocTensorOp>(op)) {
    if (alloc.getCopy()) {
      std::vector<Value> dims;
      for (int64_t i = 0; i < type.getRank(); ++i)
        sizes.push_back(type.isDynamicDim(i) ? OpFoldResult(b.create<tensor::DimOp>(loc, alloc.getCopy(), i).getResult())
                                             : OpFoldResult(b.getIndexAttr(type.getDimSize(i))));
      return sizes;
    }
    return fromDynamicOperands(alloc.getDynamicSizes());
  }
  if (auto slice = dyn_cast<tensor::ExtractSliceOp>(op)) {
    std::vector<OpFoldResult> mixed = slice.getMixedSizes();
    std::vector<bool> dropped = slice.getDroppedDims();
    for (size_t i = 0; i < mixed.size(); ++i)
      if (i >= dropped.size() || !dropped[i]) sizes.push_back(mixed[i]);
    if (static_cast<int64_t>(sizes.size()) != type.getRank()) return std::nullopt;
    return sizes;
  }
  int64_t init = getTiedInitOperand(op, result.getResultNumber());
  if (init >= 0) {
    Value initValue = op->getOperand(init);
    for (int64_t i = 0; i < type.getRank(); ++i)
      sizes.push_back(type.isDynamicDim(i) ? OpFoldResult(b.create<tensor::DimOp>(loc, initValue, i).getResult())
                                           : OpFoldResult(b.getIndexAttr(type.getDimSize(i))));
    return sizes;
  }
  return std::nullopt;
}

}  // namespace

std::optional<Value> allocateTensorForShapedValue(OpBuilder &b, Location loc, Value shapedValue,
                                                  const BufferizationOptions &options,
                                                  const BufferizationState &state, bool copy) {
  Type shapedType = shapedValue.getType();
  Value tensor;
  if (shapedType.isa<RankedTensorType>()) {
    tensor = shapedValue;
  } else if (auto memrefType = shapedType.dyn_cast<MemRefType>()) {
    Type tensorType = RankedTensorType::get(memrefType.getShape(), memrefType.getElementType(), Attribute());
    tensor = b.create<ToTensorOp>(loc, tensorType, shapedValue).getResult();
  } else if (shapedType.isa<UnrankedTensorType>() || shapedType.isa<UnrankedMemRefType>()) {
    if (Operation *owner = getOwnerOfValue(shapedValue))
      owner->emitError() << "copying of unranked tensors is not implemented";
    return std::nullopt;
  } else {
    if (Operation *owner = getOwnerOfValue(shapedValue))
      owner->emitError() << "expected a ranked tensor or memref value to allocate a tensor for";
    return std::nullopt;
  }
  auto tensorType = tensor.getType().cast<RankedTensorType>();

  std::vector<Value> dynamicSizes;
  if (!copy) {
    // Dynamic sizes: from the defining op's result shape where known, else
    // tensor.dim / memref.dim of the value.
    bool reified = false;
    if (shapedType.isa<RankedTensorType>())
      if (auto result = shapedValue.dyn_cast<OpResult>())
        if (std::optional<std::vector<OpFoldResult>> dims = reifyResultDims(b, loc, result)) {
          reified = true;
          for (int64_t i = 0; i < tensorType.getRank(); ++i)
            if (tensorType.isDynamicDim(i)) dynamicSizes.push_back(materializeIndex(b, loc, (*dims)[i]));
        }
    if (!reified) populateDynamicDimSizes(b, loc, tensor, dynamicSizes);
  }

  auto allocTensor = copy && dynamicSizes.empty()
                         ? AllocTensorOp(createAllocTensorCopy(b, loc, tensorType, tensor))
                         : b.create<AllocTensorOp>(loc, tensorType, dynamicSizes, copy ? tensor : Value());
  if (DecisionRecorder *recorder = getDecisionRecorder())
    recorder->tensorAllocated(b, allocTensor.getOperation(), shapedValue, copy);
  // With `copy` the memory space follows the copied tensor; otherwise it is
  // spelled out (nothing for the default memory space).
  if (copy) return allocTensor.getResult();
  std::optional<BaseMemRefType> bufferType = getBufferType(tensor, options, state);
  if (!bufferType) return std::nullopt;
  if (Attribute memorySpace = bufferType->getMemorySpace())
    allocTensor->setAttr("memory_space", memorySpace);
  return allocTensor.getResult();
}

}  // namespace tbuf::bufferization

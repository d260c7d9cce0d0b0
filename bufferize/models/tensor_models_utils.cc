// Helpers of the tensor bufferization models: index arithmetic on
// OpFoldResults, result-shape reification of the allocating tensor ops
// (MLIR's ReifyRankedShapedTypeOpInterface for empty, from_elements,
// generate, splat, pad and concat), allocation of their result tensors, and
// the move of a generate/pad body into linalg.map.
//
// Why reification lives here: MLIR's allocateTensorForShapedValue asks the
// defining op for its reified result shape. tbuf has no reification
// interface, so the tensor models compute the shapes of their own results
// and create the `bufferization.alloc_tensor` themselves, exactly as
// allocateTensorForShapedValue(copy=false) would.
#include <algorithm>

#include "bufferize/models/tensor_models_internal.h"
#include "dialects/arith/arith_ops.h"
#include "dialects/bufferization/bufferization_ops.h"
#include "dialects/linalg/linalg_ops.h"
#include "dialects/memref/memref_ops.h"
#include "dialects/tensor/tensor_ops.h"
#include "ir/diagnostics.h"

namespace tbuf::bufferization::tensor_models {

Value createIndexConstant(OpBuilder &b, Location loc, int64_t value) {
  return b.create<arith::ConstantIndexOp>(loc, value);
}

Value getValueOrCreateConstantIndexOp(OpBuilder &b, Location loc, OpFoldResult ofr) {
  if (ofr.value) return ofr.value;
  std::optional<int64_t> c = getConstantIntValue(ofr);
  return createIndexConstant(b, loc, c ? *c : 0);
}

OpFoldResult addOfrs(OpBuilder &b, Location loc, OpFoldResult lhs, OpFoldResult rhs) {
  std::optional<int64_t> l = getConstantIntValue(lhs);
  std::optional<int64_t> r = getConstantIntValue(rhs);
  if (l && r) return OpFoldResult(b.getIndexAttr(*l + *r));
  if (l && *l == 0) return rhs;
  if (r && *r == 0) return lhs;
  Value a = getValueOrCreateConstantIndexOp(b, loc, lhs);
  Value c = getValueOrCreateConstantIndexOp(b, loc, rhs);
  return OpFoldResult(b.create<arith::AddIOp>(loc, a, c).getResult());
}

OpFoldResult sumOfrs(OpBuilder &b, Location loc, ArrayRef<OpFoldResult> terms) {
  int64_t constant = 0;
  std::vector<Value> dynamic;
  for (const OpFoldResult &t : terms) {
    if (std::optional<int64_t> c = getConstantIntValue(t))
      constant += *c;
    else
      dynamic.push_back(t.value);
  }
  OpFoldResult acc = OpFoldResult(b.getIndexAttr(0));
  for (Value v : dynamic) acc = addOfrs(b, loc, acc, OpFoldResult(v));
  return addOfrs(b, loc, acc, OpFoldResult(b.getIndexAttr(constant)));
}

bool isEqualConstantIntOrValue(OpFoldResult a, OpFoldResult b) {
  std::optional<int64_t> ca = getConstantIntValue(a);
  std::optional<int64_t> cb = getConstantIntValue(b);
  if (ca && cb) return *ca == *cb;
  if (a.value && b.value) return a.value == b.value;
  return false;
}

OpFoldResult createDimOfr(OpBuilder &b, Location loc, Value value, int64_t dim) {
  auto shaped = value.getType().cast<ShapedType>();
  if (shaped.hasRank() && !shaped.isDynamicDim(dim)) return OpFoldResult(b.getIndexAttr(shaped.getDimSize(dim)));
  if (value.getType().isa<TensorType>()) return OpFoldResult(b.create<tensor::DimOp>(loc, value, dim).getResult());
  return OpFoldResult(b.create<memref::DimOp>(loc, value, dim).getResult());
}

MemRefType getAllocBufferType(RankedTensorType type, Attribute memorySpace) {
  return MemRefType::get(type.getShape(), type.getElementType(), Attribute(), memorySpace);
}

namespace {

/// Result sizes from a static shape and the dynamic sizes in order.
std::vector<OpFoldResult> mixedFromDynamic(OpBuilder &b, RankedTensorType type, ArrayRef<Value> dynamicSizes) {
  std::vector<OpFoldResult> sizes;
  size_t next = 0;
  for (int64_t i = 0; i < type.getRank(); ++i) {
    if (type.isDynamicDim(i) && next < dynamicSizes.size())
      sizes.push_back(OpFoldResult(dynamicSizes[next++]));
    else
      sizes.push_back(OpFoldResult(b.getIndexAttr(type.getDimSize(i))));
  }
  return sizes;
}

/// tensor.pad: source size + low + high per dynamic dim.
std::vector<OpFoldResult> reifyPad(OpBuilder &b, tensor::PadOp pad) {
  Location loc = pad.getLoc();
  RankedTensorType type = pad.getResultType();
  std::vector<OpFoldResult> low = pad.getMixedLowPad();
  std::vector<OpFoldResult> high = pad.getMixedHighPad();
  std::vector<OpFoldResult> sizes;
  for (int64_t i = 0; i < type.getRank(); ++i) {
    if (!type.isDynamicDim(i)) {
      sizes.push_back(OpFoldResult(b.getIndexAttr(type.getDimSize(i))));
      continue;
    }
    OpFoldResult srcDim = createDimOfr(b, loc, pad.getSource(), i);
    sizes.push_back(sumOfrs(b, loc, {srcDim, low[i], high[i]}));
  }
  return sizes;
}

/// tensor.concat (MLIR's ConcatOp::reifyResultShapes): non-concat dims from
/// the result type, the inferred type, or tensor.dim of the first input;
/// the concat dim as the sum of the inputs' sizes along it.
std::vector<OpFoldResult> reifyConcat(OpBuilder &b, tensor::ConcatOp concat) {
  Location loc = concat.getLoc();
  std::vector<Value> inputs = concat.getInputs().vec();
  std::vector<Type> inputTypes;
  for (Value v : inputs) inputTypes.push_back(v.getType());
  int64_t dim = concat.getDim();
  RankedTensorType type = concat.getResultType();
  RankedTensorType inferred = tensor::ConcatOp::inferResultType(dim, inputTypes);
  std::vector<OpFoldResult> sizes(type.getRank());
  for (int64_t i = 0; i < type.getRank(); ++i) {
    if (i == dim) continue;
    if (!type.isDynamicDim(i))
      sizes[i] = OpFoldResult(b.getIndexAttr(type.getDimSize(i)));
    else if (inferred && !inferred.isDynamicDim(i))
      sizes[i] = OpFoldResult(createIndexConstant(b, loc, inferred.getDimSize(i)));
    else
      sizes[i] = OpFoldResult(b.create<tensor::DimOp>(loc, inputs[0], i).getResult());
  }
  if (type.isDynamicDim(dim)) {
    std::vector<OpFoldResult> terms;
    for (Value input : inputs) terms.push_back(createDimOfr(b, loc, input, dim));
    sizes[dim] = sumOfrs(b, loc, terms);
  } else {
    sizes[dim] = OpFoldResult(b.getIndexAttr(type.getDimSize(dim)));
  }
  return sizes;
}

}  // namespace

std::optional<std::vector<OpFoldResult>> reifyTensorResultShape(OpBuilder &b, OpResult result) {
  Operation *op = result.getOwner();
  auto type = result.getType().dyn_cast<RankedTensorType>();
  if (!type) return std::nullopt;
  if (auto empty = tbuf::dyn_cast<tensor::EmptyOp>(op)) return empty.getMixedSizes();
  if (tbuf::isa<tensor::FromElementsOp>(op)) return mixedFromDynamic(b, type, {});
  if (auto generate = tbuf::dyn_cast<tensor::GenerateOp>(op))
    return mixedFromDynamic(b, type, generate.getDynamicExtents().vec());
  if (auto splat = tbuf::dyn_cast<tensor::SplatOp>(op)) return mixedFromDynamic(b, type, splat.getDynamicSizes().vec());
  if (auto pad = tbuf::dyn_cast<tensor::PadOp>(op)) return reifyPad(b, pad);
  if (auto concat = tbuf::dyn_cast<tensor::ConcatOp>(op)) return reifyConcat(b, concat);
  if (type.hasStaticShape()) return mixedFromDynamic(b, type, {});
  return std::nullopt;
}

std::optional<Value> allocateTensorForOpResult(OpBuilder &b, Location loc, OpResult result, Attribute memorySpace) {
  auto type = result.getType().dyn_cast<RankedTensorType>();
  std::optional<std::vector<OpFoldResult>> shape = reifyTensorResultShape(b, result);
  if (!type || !shape) {
    result.getOwner()->emitOpError() << "cannot compute the shape of the tensor to allocate";
    return std::nullopt;
  }
  std::vector<Value> dynamicSizes;
  for (int64_t i = 0; i < type.getRank(); ++i)
    if (type.isDynamicDim(i)) dynamicSizes.push_back(getValueOrCreateConstantIndexOp(b, loc, (*shape)[i]));
  return b.create<AllocTensorOp>(loc, type, dynamicSizes, Value(), Value(), memorySpace).getResult();
}

Value lowerGenerateLikeOpBody(RewriterBase &rewriter, Location loc, Value tensorDestination, Region &generateBody) {
  auto tensorType = tensorDestination.getType().cast<RankedTensorType>();
  OpBuilder::InsertionGuard guard(rewriter);
  std::vector<Value> indices;
  auto map = rewriter.create<linalg::MapOp>(
      loc, ValueRange(), tensorDestination, [&](OpBuilder &b, Location l, ArrayRef<Value>) {
        for (int64_t dim = 0; dim < tensorType.getRank(); ++dim)
          indices.push_back(b.create<linalg::IndexOp>(l, dim).getResult());
      });
  Block *mapBody = &map.getMapper().front();
  // Move the generate body after the linalg.index ops, its index arguments
  // replaced by them.
  rewriter.mergeBlocks(&generateBody.front(), mapBody, indices);
  Operation *terminator = &mapBody->back();
  if (auto yield = tbuf::dyn_cast<tensor::YieldOp>(terminator)) {
    rewriter.setInsertionPoint(terminator);
    rewriter.replaceOpWithNewOp<linalg::YieldOp>(terminator, ValueRange({yield.getValue()}));
  }
  return map->getResult(0);
}

}  // namespace tbuf::bufferization::tensor_models

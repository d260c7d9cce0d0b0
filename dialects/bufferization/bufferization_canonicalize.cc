// Folds and canonicalization patterns of bufferization.to_tensor, to_buffer,
// clone and alloc_tensor (MLIR 22), the registration of all bufferization
// canonicalizations, and the effect/constant helpers they share.
//
//   to_buffer(to_tensor(%m)) with the same type          =>  %m        (fold)
//   to_buffer(to_tensor(%m)) with another type           =>  memref.cast %m, or
//       a new alloc + memref.copy when the cast could fail at runtime
//   to_tensor(to_buffer(%t)) right after it              =>  %t        (fold)
//   to_buffer(tensor.cast %t)                            =>  memref.cast(to_buffer %t)
//   tensor.dim(to_tensor %m) / memref.dim(to_buffer %t)  =>  memref.dim %m / tensor.dim %t
//   memref.load(to_buffer %t)                            =>  tensor.extract %t
//   clone(memref.cast %m) (%m ranked)                    =>  clone %m  (fold)
//   clone %m whose source (or result) dealloc follows    =>  %m, dealloc erased
//   alloc_tensor(%c5) : tensor<?xf32>                    =>  tensor<5xf32> + tensor.cast
//   tensor.dim(alloc_tensor(... %d ...))                 =>  %d
//   materialize_in_destination(tensor.cast %t, ...)      =>  materialize_in_destination(%t, ...)
//       (the tensor dialect's FoldTensorCastProducerOp; a cast on the dest
//       also changes the result type, which is cast back)
#include "dialects/bufferization/bufferization_canonicalize.h"

#include "dialects/bufferization/bufferization_ops.h"
#include "dialects/tensor/tensor_canonicalize.h"
#include "dialects/utils/dialect_utils_layout.h"
#include "ir/builder.h"
#include "ir/scratch.h"

namespace tbuf {
namespace bufferization::canon {

// ---- shared helpers --------------------------------------------------------------

bool getInterfaceEffects(Operation *op, std::vector<MemoryEffect> &effects) {
  if (!op->isRegistered() || op->getName() == DeallocOp::getOperationName()) return false;
  const OpDefinition *def = op->getDef();
  if (def->getEffects) {
    def->getEffects(op, effects);
    return true;
  }
  return op->hasTrait(OpTrait::Pure);
}

bool hasEffectOn(Operation *op, EffectKind kind, Value value) {
  struct Tag;
  ScratchVector<MemoryEffect, Tag> scratch;
  std::vector<MemoryEffect> &effects = scratch.get();
  if (!getInterfaceEffects(op, effects)) return false;
  for (const MemoryEffect &e : effects)
    if (e.kind == kind && (!value || e.value == value)) return true;
  return false;
}

bool hasSingleEffectOn(Operation *op, EffectKind kind, Value value) {
  struct Tag;
  ScratchVector<MemoryEffect, Tag> scratch;
  std::vector<MemoryEffect> &effects = scratch.get();
  if (!getInterfaceEffects(op, effects)) return false;
  bool single = false;
  for (const MemoryEffect &e : effects) {
    if (value && e.value != value) continue;
    single = e.kind == kind;
    if (!single) return false;
  }
  return single;
}

IntegerAttr getConstantIntAttr(Value v) {
  Operation *def = v ? v.getDefiningOp() : nullptr;
  if (!def || !def->hasTrait(OpTrait::ConstantLike)) return IntegerAttr();
  return def->getAttrOfType<IntegerAttr>("value");
}

Value createArithConstant(RewriterBase &rewriter, Location loc, IntegerAttr value) {
  return createOp(rewriter, loc, "arith.constant", {}, {value.getType()}, {{"value", value}})->getResult(0);
}

namespace {

/// `memref.dim %v, %c<i>` (MLIR's DimOp builder creating the index constant).
Value createMemRefDim(RewriterBase &rewriter, Location loc, Value v, int64_t i) {
  Value index = createArithConstant(rewriter, loc, rewriter.getIndexAttr(i));
  return createOp(rewriter, loc, "memref.dim", {v, index}, {rewriter.getIndexType()})->getResult(0);
}

Value createMemRefCast(RewriterBase &rewriter, Location loc, Type type, Value v) {
  return createOp(rewriter, loc, "memref.cast", {v}, {type})->getResult(0);
}

// ---- memref cast compatibility (MLIR's memref::CastOp rules) ----------------------

bool stridesAndOffset(Type t, std::vector<int64_t> &strides, int64_t &offset) {
  auto m = t.dyn_cast<MemRefType>();
  return m && succeeded(m.getStridesAndOffset(strides, offset));
}

// areMemRefCastCompatible (MLIR's memref::CastOp::areCastCompatible) comes
// from dialect_utils_layout.h.

/// MLIR's castOrReallocMemRefValue with default options (no alignment,
/// memref.alloc + memref.copy).
Value castOrReallocMemRefValue(RewriterBase &rewriter, Value value, MemRefType destType) {
  auto srcType = value.getType().cast<MemRefType>();
  if (srcType.getElementType() != destType.getElementType() || srcType.getRank() != destType.getRank()) return Value();
  auto guaranteedCompatible = [](MemRefType source, MemRefType target) {
    std::vector<int64_t> sStrides, tStrides;
    int64_t sOffset, tOffset;
    if (!stridesAndOffset(source, sStrides, sOffset) || !stridesAndOffset(target, tStrides, tOffset)) return false;
    auto dynamicToStatic = [](int64_t a, int64_t b) { return isDynamic(a) && !isDynamic(b); };
    if (dynamicToStatic(sOffset, tOffset)) return false;
    for (size_t i = 0; i < sStrides.size() && i < tStrides.size(); ++i)
      if (dynamicToStatic(sStrides[i], tStrides[i])) return false;
    return true;
  };
  Location loc = value.getLoc();
  if (areMemRefCastCompatible(srcType, destType) && guaranteedCompatible(srcType, destType))
    return createMemRefCast(rewriter, loc, destType, value);
  std::vector<Value> dynamicSizes;
  for (int64_t i = 0; i < destType.getRank(); ++i)
    if (destType.isDynamicDim(i)) dynamicSizes.push_back(createMemRefDim(rewriter, loc, value, i));
  Value alloc = createOp(rewriter, loc, "memref.alloc", dynamicSizes, {destType},
                         {{"operandSegmentSizes", DenseArrayAttr::getI32(rewriter.getContext(),
                                                                         {static_cast<int64_t>(dynamicSizes.size()), 0})}})
                    ->getResult(0);
  createOp(rewriter, loc, "memref.copy", {value, alloc}, {});
  return alloc;
}

// ---- folds -------------------------------------------------------------------------

/// to_tensor(to_buffer(%t)) directly after the to_buffer => %t.
LogicalResult foldToTensor(Operation *op, ArrayRef<Attribute>, std::vector<OpFoldResult> &results) {
  Operation *toBuffer = getDefiningOpNamed(op->getOperand(0), ToBufferOp::getOperationName());
  if (!toBuffer || toBuffer->getBlock() != op->getBlock() || toBuffer->getNextNode() != op) return failure();
  results.push_back(OpFoldResult(toBuffer->getOperand(0)));
  return success();
}

/// to_buffer(to_tensor(%m)) with the type of %m => %m.
LogicalResult foldToBuffer(Operation *op, ArrayRef<Attribute>, std::vector<OpFoldResult> &results) {
  Operation *toTensor = getDefiningOpNamed(op->getOperand(0), ToTensorOp::getOperationName());
  if (!toTensor || toTensor->getOperand(0).getType() != op->getResult(0).getType()) return failure();
  results.push_back(OpFoldResult(toTensor->getOperand(0)));
  return success();
}

/// MLIR's memref::foldMemRefCast on clone: absorbs a memref.cast of the
/// input unless its source is unranked (in place).
LogicalResult foldClone(Operation *op, ArrayRef<Attribute>, std::vector<OpFoldResult> &results) {
  Operation *cast = getDefiningOpNamed(op->getOperand(0), "memref.cast");
  if (!cast || cast->getOperand(0).getType().isa<UnrankedMemRefType>()) return failure();
  op->setOperand(0, cast->getOperand(0));
  results.push_back(OpFoldResult(Value(op->getResult(0))));
  return success();
}

// ---- to_buffer / to_tensor patterns --------------------------------------------------

/// to_buffer(tensor.cast %t) => memref.cast(to_buffer %t).
LogicalResult toBufferOfCast(Operation *op, RewriterBase &rewriter) {
  ToBufferOp toBuffer(op);
  Operation *cast = getDefiningOpNamed(toBuffer.getTensor(), "tensor.cast");
  if (!cast) return failure();
  auto srcType = cast->getOperand(0).getType().dyn_cast<RankedTensorType>();
  if (!srcType) return failure();
  auto current = op->getResult(0).getType().dyn_cast<BaseMemRefType>();
  if (!current) return failure();
  Type memrefType;
  if (auto ranked = current.dyn_cast<MemRefType>())
    memrefType = MemRefType::get(srcType.getShape(), srcType.getElementType(), ranked.getLayout(),
                                 ranked.getMemorySpace());
  else
    memrefType = MemRefType::get(srcType.getShape(), srcType.getElementType(), Attribute(), current.getMemorySpace());
  Value memref =
      rewriter.create<ToBufferOp>(op->getLoc(), memrefType, cast->getOperand(0), toBuffer.getReadOnly())->getResult(0);
  Value casted = createMemRefCast(rewriter, op->getLoc(), op->getResult(0).getType(), memref);
  rewriter.replaceOp(op, {casted});
  return success();
}

/// MLIR's foldToBufferToTensorPair: to_buffer(to_tensor(%m)) => %m, cast
/// or copied.
LogicalResult toBufferToTensorFolding(Operation *op, RewriterBase &rewriter) {
  Operation *toTensor = getDefiningOpNamed(op->getOperand(0), ToTensorOp::getOperationName());
  if (!toTensor) return failure();
  Value buffer = toTensor->getOperand(0);
  Type srcType = buffer.getType(), destType = op->getResult(0).getType();
  if (srcType == destType) {
    rewriter.replaceOp(op, {buffer});
    return success();
  }
  auto rankedSrc = srcType.dyn_cast<MemRefType>();
  auto rankedDest = destType.dyn_cast<MemRefType>();
  if (rankedSrc && rankedDest) {
    Value replacement = castOrReallocMemRefValue(rewriter, buffer, rankedDest);
    if (!replacement) return failure();
    rewriter.replaceOp(op, {replacement});
    return success();
  }
  if (srcType.isa<UnrankedMemRefType>() && rankedDest) return failure();
  if (!areMemRefCastCompatible(srcType, destType)) return failure();
  rewriter.replaceOp(op, {createMemRefCast(rewriter, op->getLoc(), destType, buffer)});
  return success();
}

/// tensor.dim(to_tensor %m, %i) => memref.dim %m, %i (rooted at tensor.dim).
LogicalResult dimOfToTensorFolder(Operation *op, RewriterBase &rewriter) {
  Operation *toTensor = getDefiningOpNamed(op->getOperand(0), ToTensorOp::getOperationName());
  if (!toTensor) return failure();
  Operation *dim = createOp(rewriter, op->getLoc(), "memref.dim", {toTensor->getOperand(0), op->getOperand(1)},
                            {op->getResult(0).getType()});
  rewriter.replaceOp(op, dim);
  return success();
}

/// memref.dim(to_buffer %t, %i) => tensor.dim %t, %i (rooted at memref.dim).
LogicalResult dimOfToBuffer(Operation *op, RewriterBase &rewriter) {
  Operation *toBuffer = getDefiningOpNamed(op->getOperand(0), ToBufferOp::getOperationName());
  if (!toBuffer) return failure();
  Operation *dim = createOp(rewriter, op->getLoc(), "tensor.dim", {toBuffer->getOperand(0), op->getOperand(1)},
                            {op->getResult(0).getType()});
  rewriter.replaceOp(op, dim);
  return success();
}

/// memref.load(to_buffer %t)[...] => tensor.extract %t[...] (rooted at
/// memref.load).
LogicalResult loadOfToBuffer(Operation *op, RewriterBase &rewriter) {
  Operation *toBuffer = getDefiningOpNamed(op->getOperand(0), ToBufferOp::getOperationName());
  if (!toBuffer) return failure();
  std::vector<Value> operands{toBuffer->getOperand(0)};
  for (unsigned i = 1; i < op->getNumOperands(); ++i) operands.push_back(op->getOperand(i));
  Operation *extract = createOp(rewriter, op->getLoc(), "tensor.extract", operands, {op->getResult(0).getType()});
  rewriter.replaceOp(op, extract);
  return success();
}

// ---- clone ---------------------------------------------------------------------------

/// Ops MLIR treats as ViewLikeOpInterface (their view source is operand 0).
bool isViewLike(Operation *op) {
  static constexpr std::string_view kViews[] = {"memref.cast",           "memref.subview",       "memref.expand_shape",
                                                "memref.collapse_shape", "memref.reinterpret_cast", "memref.view",
                                                "memref.transpose",      "memref.reshape",       "memref.memory_space_cast"};
  for (std::string_view name : kViews)
    if (op->getName() == name) return true;
  return false;
}

/// MLIR's memref::findDealloc: the unique user freeing `value` (null if
/// none); nullopt if there are several or the freeing user is a
/// memref.realloc (its result lives on, so it is no deallocation to drop).
std::optional<Operation *> findDealloc(Value value) {
  Operation *dealloc = nullptr;
  for (OpOperand &use : value.getUses()) {
    Operation *user = use.getOwner();
    if (!hasEffectOn(user, EffectKind::Free, value)) continue;
    if (user->getName() == "memref.realloc") return std::nullopt;
    if (dealloc) return std::nullopt;
    dealloc = user;
  }
  return dealloc;
}

/// MLIR's SimplifyClones: a clone whose source or result is freed right
/// after it in the same block is replaced by its source.
LogicalResult simplifyClones(Operation *op, RewriterBase &rewriter) {
  CloneOp cloneOp(op);
  if (op->use_empty()) {
    rewriter.eraseOp(op);
    return success();
  }
  Value source = cloneOp.getInput();
  Type resultType = op->getResult(0).getType();
  if (source.getType() != resultType && !areMemRefCastCompatible(source.getType(), resultType)) return failure();

  Value canonicalSource = source;
  while (Operation *def = canonicalSource.getDefiningOp()) {
    if (!isViewLike(def) || canonicalSource != def->getResult(0)) break;
    canonicalSource = def->getOperand(0);
  }

  std::optional<Operation *> maybeCloneDealloc = findDealloc(cloneOp.getOutput());
  if (!maybeCloneDealloc) return failure();
  std::optional<Operation *> maybeSourceDealloc = findDealloc(canonicalSource);
  if (!maybeSourceDealloc) return failure();
  Operation *cloneDealloc = *maybeCloneDealloc, *sourceDealloc = *maybeSourceDealloc;
  if (cloneDealloc && sourceDealloc && cloneDealloc->getBlock() == sourceDealloc->getBlock()) return failure();

  Block *currentBlock = op->getBlock();
  Operation *redundantDealloc = nullptr;
  if (cloneDealloc && cloneDealloc->getBlock() == currentBlock)
    redundantDealloc = cloneDealloc;
  else if (sourceDealloc && sourceDealloc->getBlock() == currentBlock)
    redundantDealloc = sourceDealloc;
  if (!redundantDealloc) return failure();

  for (Operation *pos = op->getNextNode(); pos != redundantDealloc; pos = pos->getNextNode()) {
    if (!pos) return failure();
    if (hasEffectOn(pos, EffectKind::Free, Value())) return failure();
  }

  if (source.getType() != resultType) source = createMemRefCast(rewriter, op->getLoc(), resultType, source);
  rewriter.replaceOp(op, {source});
  rewriter.eraseOp(redundantDealloc);
  return success();
}

// ---- alloc_tensor ----------------------------------------------------------------------

/// Constant dynamic sizes of an alloc_tensor become static dims.
LogicalResult replaceStaticShapeDims(Operation *op, RewriterBase &rewriter) {
  AllocTensorOp allocOp(op);
  if (allocOp.getCopy()) return failure();
  auto type = op->getResult(0).getType().dyn_cast<RankedTensorType>();
  if (!type) return failure();
  std::vector<int64_t> newShape(type.getShape().begin(), type.getShape().end());
  std::vector<Value> newDynamicSizes;
  OperandRange sizes = allocOp.getDynamicSizes();
  unsigned next = 0;
  for (int64_t i = 0; i < type.getRank(); ++i) {
    if (!type.isDynamicDim(i)) continue;
    if (next >= sizes.size()) return failure();
    Value size = sizes[next++];
    IntegerAttr c = getConstantIntAttr(size);
    if (c && c.getInt() >= 0)
      newShape[i] = c.getInt();
    else
      newDynamicSizes.push_back(size);
  }
  auto newType = RankedTensorType::get(newShape, type.getElementType(), type.getEncoding());
  if (newType == type) return failure();
  Value newAlloc = rewriter.create<AllocTensorOp>(op->getLoc(), newType, ValueRange(newDynamicSizes))->getResult(0);
  Operation *cast = createOp(rewriter, op->getLoc(), "tensor.cast", {newAlloc}, {type});
  rewriter.replaceOp(op, cast);
  return success();
}

/// tensor.dim(alloc_tensor, %c) of a dynamic dim => its size (rooted at
/// tensor.dim).
LogicalResult foldDimOfAllocTensorOp(Operation *op, RewriterBase &rewriter) {
  Operation *alloc = getDefiningOpNamed(op->getOperand(0), AllocTensorOp::getOperationName());
  IntegerAttr index = getConstantIntAttr(op->getOperand(1));
  if (!alloc || !index) return failure();
  AllocTensorOp allocOp(alloc);
  auto type = alloc->getResult(0).getType().dyn_cast<RankedTensorType>();
  int64_t i = index.getInt();
  if (!type || i < 0 || i >= type.getRank() || !type.isDynamicDim(i)) return failure();
  Value size;
  if (Value copy = allocOp.getCopy()) {
    size = createOp(rewriter, alloc->getLoc(), "tensor.dim",
                    {copy, createArithConstant(rewriter, alloc->getLoc(), rewriter.getIndexAttr(i))},
                    {rewriter.getIndexType()})
               ->getResult(0);
  } else {
    size = allocOp.getDynamicSize(i);
  }
  if (!size) return failure();
  rewriter.replaceOp(op, {size});
  return success();
}

}  // namespace
}  // namespace bufferization::canon

void registerBufferizationCanonicalizations(Context &ctx) {
  using namespace bufferization;
  using namespace bufferization::canon;
  if (OpDefinition *def = ctx.lookupOpMutable(ToTensorOp::getOperationName())) def->fold = foldToTensor;
  if (OpDefinition *def = ctx.lookupOpMutable(ToBufferOp::getOperationName())) {
    def->fold = foldToBuffer;
    def->canonicalizers.push_back(toBufferOfCast);
    def->canonicalizers.push_back(toBufferToTensorFolding);
  }
  if (OpDefinition *def = ctx.lookupOpMutable(CloneOp::getOperationName())) {
    def->fold = foldClone;
    def->canonicalizers.push_back(simplifyClones);
  }
  if (OpDefinition *def = ctx.lookupOpMutable(AllocTensorOp::getOperationName()))
    def->canonicalizers.push_back(replaceStaticShapeDims);
  if (OpDefinition *def = ctx.lookupOpMutable(DeallocOp::getOperationName())) addDeallocCanonicalizations(*def);
  // The tensor dialect's pattern for destination-style ops (MLIR applies it
  // to materialize_in_destination, which has no patterns of its own).
  if (OpDefinition *def = ctx.lookupOpMutable(MaterializeInDestinationOp::getOperationName()))
    def->canonicalizers.push_back(tensor::canon::getFoldTensorCastProducerPattern());
  // Patterns MLIR registers with these ops but roots at ops of other
  // dialects; MLIR collects them by op name, so they precede the targets'
  // own patterns (bufferization.alloc_tensor < bufferization.to_buffer <
  // bufferization.to_tensor < memref.* / tensor.*).
  prependCanonicalizers(ctx, "tensor.dim", {foldDimOfAllocTensorOp, dimOfToTensorFolder});
  prependCanonicalizers(ctx, "memref.dim", {dimOfToBuffer});
  prependCanonicalizers(ctx, "memref.load", {loadOfToBuffer});
}

}  // namespace tbuf

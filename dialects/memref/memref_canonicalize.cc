// Folds and canonicalization patterns of memref.cast, copy, dealloc, dim,
// rank, load, store, alloc, alloca and realloc (MLIR 22), the registration
// of all memref canonicalizations and the helpers they share (see
// memref_canonicalize.h).
//
//   cast(cast %x) (ranked %x)                       =>  cast %x                  (fold)
//   cast %x : T to T                                =>  %x                       (fold)
//   load/store/dealloc/dim of cast %x (ranked %x)    =>  the op on %x             (fold)
//   copy of/into a cast only losing static info      =>  copy of/into the source  (fold)
//   copy %x, %x / copy of an empty memref            =>  erased
//   dim %m, %c (static dim)                          =>  constant                 (fold)
//   dim(alloc/alloca/view/subview) of a dynamic dim  =>  its size operand         (fold)
//   rank %m (ranked)                                 =>  constant                 (fold)
//   alloc(%c5) : memref<?xf32>                       =>  alloc() : memref<5xf32> + cast
//   alloc/alloca/realloc only stored into and freed  =>  erased with its users
#include "dialects/memref/memref_canonicalize.h"

#include <algorithm>

#include "dialects/memref/memref_ops.h"
#include "ir/builder.h"
#include "transforms/fold_utils.h"

namespace tbuf {
namespace memref::canon {

// ---- matching ----------------------------------------------------------------


bool canFoldIntoConsumerOp(Operation *castOp) {
  if (!castOp || castOp->getName() != CastOp::getOperationName()) return false;
  auto sourceType = castOp->getOperand(0).getType().dyn_cast<MemRefType>();
  auto resultType = castOp->getResult(0).getType().dyn_cast<MemRefType>();
  if (!sourceType || !resultType) return false;
  if (sourceType.getElementType() != resultType.getElementType()) return false;
  if (sourceType.getRank() != resultType.getRank()) return false;
  std::vector<int64_t> sourceStrides, resultStrides;
  int64_t sourceOffset, resultOffset;
  if (failed(sourceType.getStridesAndOffset(sourceStrides, sourceOffset)) ||
      failed(resultType.getStridesAndOffset(resultStrides, resultOffset)))
    return false;
  auto moreStatic = [](int64_t source, int64_t result) {
    return source != result && isDynamic(source) && !isDynamic(result);
  };
  for (int64_t i = 0; i < sourceType.getRank(); ++i)
    if (moreStatic(sourceType.getDimSize(i), resultType.getDimSize(i))) return false;
  if (moreStatic(sourceOffset, resultOffset)) return false;
  for (size_t i = 0; i < sourceStrides.size() && i < resultStrides.size(); ++i)
    if (moreStatic(sourceStrides[i], resultStrides[i])) return false;
  return true;
}

bool foldMemRefCast(Operation *op, Value inner) {
  // Tried on every load, store and dealloc the canonicalizer visits: the
  // defining op's name is compared inline.
  bool folded = false;
  for (OpOperand &operand : op->getOpOperands()) {
    Value v = operand.get();
    Operation *cast = v ? v.getDefiningOp() : nullptr;
    if (cast && cast->getName() != CastOp::getOperationName()) cast = nullptr;
    if (cast && operand.get() != inner && !cast->getOperand(0).getType().isa<UnrankedMemRefType>()) {
      operand.set(cast->getOperand(0));
      folded = true;
    }
  }
  return folded;
}



void constifyIndexValues(std::vector<OpFoldResult> &values, ArrayRef<int64_t> constValues) {
  for (size_t i = 0; i < values.size() && i < constValues.size(); ++i) {
    Context *ctx = values[i].attr ? values[i].attr.getContext() : values[i].value.getContext();
    if (!isDynamic(constValues[i])) {
      values[i] = OpFoldResult(getIndexAttr(ctx, constValues[i]));
    } else if (std::optional<int64_t> c = getConstantIntValue(values[i])) {
      values[i] = OpFoldResult(getIndexAttr(ctx, *c));
    }
  }
}

// ---- building ------------------------------------------------------------------


Value createCast(RewriterBase &rewriter, Location loc, Type type, Value v) {
  return rewriter.create<CastOp>(loc, type, v).getResult();
}

namespace {

// ---- memref.cast ---------------------------------------------------------------

/// foldMemRefCast in place, then the CastOpInterface fold of identity casts.
LogicalResult foldCast(Operation *op, ArrayRef<Attribute>, std::vector<OpFoldResult> &results) {
  bool inPlace = foldMemRefCast(op);
  if (op->getOperand(0).getType() == op->getResult(0).getType()) {
    results.push_back(OpFoldResult(op->getOperand(0)));
    return success();
  }
  if (!inPlace) return failure();
  results.push_back(OpFoldResult(op->getResult(0)));
  return success();
}

// ---- memref.copy / memref.dealloc / memref.load / memref.store ----------------------

/// foldCopyOfCast: the first operand defined by a cast that only loses
/// static information is replaced by the cast's source.
LogicalResult foldCopy(Operation *op, ArrayRef<Attribute>, std::vector<OpFoldResult> &) {
  for (OpOperand &operand : op->getOpOperands()) {
    Operation *cast = getDefiningOpNamed(operand.get(), CastOp::getOperationName());
    if (cast && canFoldIntoConsumerOp(cast)) {
      operand.set(cast->getOperand(0));
      return success();
    }
  }
  return failure();
}

/// FoldEmptyCopy: a copy of or into a memref with a zero-sized dim is erased.
LogicalResult foldEmptyCopy(Operation *op, RewriterBase &rewriter) {
  auto isEmpty = [](Type t) {
    auto m = t.dyn_cast<MemRefType>();
    if (!m) return false;
    for (int64_t s : m.getShape())
      if (s == 0) return true;
    return false;
  };
  if (!isEmpty(op->getOperand(0).getType()) && !isEmpty(op->getOperand(1).getType())) return failure();
  rewriter.eraseOp(op);
  return success();
}

/// FoldSelfCopy: memref.copy %x, %x is erased.
LogicalResult foldSelfCopy(Operation *op, RewriterBase &rewriter) {
  if (op->getOperand(0) != op->getOperand(1)) return failure();
  rewriter.eraseOp(op);
  return success();
}

/// Folds without results (dealloc, store): memref.cast operands are folded
/// in place.
LogicalResult foldDealloc(Operation *op, ArrayRef<Attribute>, std::vector<OpFoldResult> &) {
  return success(foldMemRefCast(op));
}

LogicalResult foldStore(Operation *op, ArrayRef<Attribute>, std::vector<OpFoldResult> &) {
  return success(foldMemRefCast(op, StoreOp(op).getValueToStore()));
}

LogicalResult foldLoad(Operation *op, ArrayRef<Attribute>, std::vector<OpFoldResult> &results) {
  if (!foldMemRefCast(op)) return failure();
  results.push_back(OpFoldResult(op->getResult(0)));
  return success();
}

// ---- memref.dim / memref.rank ----------------------------------------------------------

LogicalResult foldDim(Operation *op, ArrayRef<Attribute>, std::vector<OpFoldResult> &results) {
  std::optional<int64_t> index = DimOp(op).getConstantIndex();
  if (!index) return failure();
  auto type = op->getOperand(0).getType().dyn_cast<MemRefType>();
  if (!type) return failure();
  if (*index < 0 || *index >= type.getRank()) return failure();
  if (!type.isDynamicDim(*index)) {
    results.push_back(OpFoldResult(getIndexAttr(op->getContext(), type.getDimSize(*index))));
    return success();
  }
  Operation *def = op->getOperand(0).getDefiningOp();
  unsigned dynamicIndex = type.getDynamicDimIndex(*index);
  if (def && (def->getName() == AllocOp::getOperationName() || def->getName() == AllocaOp::getOperationName())) {
    results.push_back(OpFoldResult(getOperandSegment(def, 0, 2)[dynamicIndex]));
    return success();
  }
  if (def && def->getName() == ViewOp::getOperationName()) {
    results.push_back(OpFoldResult(ViewOp(def).getSizes()[dynamicIndex]));
    return success();
  }
  if (def && def->getName() == SubViewOp::getOperationName()) {
    // Dropped dims are static units, so the k-th dynamic result dim is the
    // k-th dynamic size.
    unsigned k = 0;
    for (const OpFoldResult &size : SubViewOp(def).getMixedSizes()) {
      if (size.attr) continue;
      if (k++ == dynamicIndex) {
        results.push_back(size);
        return success();
      }
    }
    return failure();
  }
  if (foldMemRefCast(op)) {
    results.push_back(OpFoldResult(op->getResult(0)));
    return success();
  }
  return failure();
}

LogicalResult foldRank(Operation *op, ArrayRef<Attribute>, std::vector<OpFoldResult> &results) {
  auto type = op->getOperand(0).getType().dyn_cast<ShapedType>();
  if (!type || !type.hasRank()) return failure();
  results.push_back(OpFoldResult(getIndexAttr(op->getContext(), type.getRank())));
  return success();
}

// ---- memref.alloc / alloca / realloc ---------------------------------------------------

/// SimplifyAllocConst: non-negative constant dynamic sizes become static;
/// the new allocation is cast back to the old type.
template <typename AllocLikeOp> LogicalResult simplifyAllocConst(Operation *op, RewriterBase &rewriter) {
  AllocLikeOp alloc(op);
  std::vector<Value> dynamicSizes = alloc.getDynamicSizes().vec();
  auto isFoldable = [](Value v) {
    std::optional<int64_t> c = getConstantIntValue(v);
    return c && *c >= 0;
  };
  if (std::none_of(dynamicSizes.begin(), dynamicSizes.end(), isFoldable)) return failure();
  MemRefType type = alloc.getType();
  std::vector<int64_t> shape;
  std::vector<Value> kept;
  size_t next = 0;
  for (int64_t dim = 0; dim < type.getRank(); ++dim) {
    if (!type.isDynamicDim(dim)) {
      shape.push_back(type.getDimSize(dim));
      continue;
    }
    Value size = dynamicSizes[next++];
    if (isFoldable(size)) {
      shape.push_back(*getConstantIntValue(size));
    } else {
      shape.push_back(kDynamic);
      kept.push_back(size);
    }
  }
  MemRefType newType = MemRefType::get(shape, type.getElementType(), type.getLayout(), type.getMemorySpace());
  IntegerAttr alignment = op->getAttrOfType<IntegerAttr>("alignment");
  AllocLikeOp newAlloc = rewriter.create<AllocLikeOp>(op->getLoc(), newType, ArrayRef<Value>(kept),
                                                      alloc.getSymbolOperands().vec(), alignment);
  rewriter.replaceOpWithNewOp<CastOp>(op, type, newAlloc.getResult());
  return success();
}

/// SimplifyDeadAlloc: an allocation whose only users are stores into it and
/// deallocations is erased together with them.
LogicalResult simplifyDeadAlloc(Operation *op, RewriterBase &rewriter) {
  Value alloc = op->getResult(0);
  for (OpOperand &use : alloc.getUses()) {
    Operation *user = use.getOwner();
    if (user->getName() == StoreOp::getOperationName()) {
      if (StoreOp(user).getValueToStore() == alloc) return failure();
      continue;
    }
    if (user->getName() != DeallocOp::getOperationName()) return failure();
  }
  std::vector<Operation *> users;
  for (Operation *user : alloc.getUsers())
    if (std::find(users.begin(), users.end(), user) == users.end()) users.push_back(user);
  for (Operation *user : users) rewriter.eraseOp(user);
  rewriter.eraseOp(op);
  return success();
}

}  // namespace
}  // namespace memref::canon

void registerMemRefCanonicalizations(Context &ctx) {
  using namespace memref;
  using namespace memref::canon;
  setFold(ctx, CastOp::getOperationName(), foldCast);
  setFold(ctx, CopyOp::getOperationName(), foldCopy);
  setFold(ctx, DeallocOp::getOperationName(), foldDealloc);
  setFold(ctx, StoreOp::getOperationName(), foldStore);
  setFold(ctx, LoadOp::getOperationName(), foldLoad);
  // These hooks take their constant operands unnamed.
  for (std::string_view name : {CastOp::getOperationName(), CopyOp::getOperationName(), DeallocOp::getOperationName(),
                                StoreOp::getOperationName(), LoadOp::getOperationName()})
    setFoldIgnoresConstantOperands(ctx, name);
  setFold(ctx, DimOp::getOperationName(), foldDim);
  setFold(ctx, RankOp::getOperationName(), foldRank);
  setFold(ctx, SubViewOp::getOperationName(), getSubViewFold());
  setFold(ctx, ViewOp::getOperationName(), getViewFold());
  setFold(ctx, ReinterpretCastOp::getOperationName(), getReinterpretCastFold());
  setFold(ctx, ExtractStridedMetadataOp::getOperationName(), getExtractStridedMetadataFold());
  setFold(ctx, CollapseShapeOp::getOperationName(), getCollapseShapeFold());
  setFold(ctx, ExpandShapeOp::getOperationName(), getExpandShapeFold());

  // Patterns, in MLIR's order (by declaring op name; all are rooted at
  // their declaring op).
  appendCanonicalizers(ctx, AllocOp::getOperationName(), {simplifyAllocConst<AllocOp>, simplifyDeadAlloc});
  appendCanonicalizers(ctx, AllocaOp::getOperationName(), {simplifyAllocConst<AllocaOp>, simplifyDeadAlloc});
  appendCanonicalizers(ctx, CollapseShapeOp::getOperationName(), getCollapseShapePatterns());
  appendCanonicalizers(ctx, CopyOp::getOperationName(), {foldEmptyCopy, foldSelfCopy});
  appendCanonicalizers(ctx, ExpandShapeOp::getOperationName(), getExpandShapePatterns());
  appendCanonicalizers(ctx, ReallocOp::getOperationName(), {simplifyDeadAlloc});
  appendCanonicalizers(ctx, ReinterpretCastOp::getOperationName(), getReinterpretCastPatterns());
  appendCanonicalizers(ctx, SubViewOp::getOperationName(), getSubViewPatterns());
  appendCanonicalizers(ctx, ViewOp::getOperationName(), getViewPatterns());
}

}  // namespace tbuf

// Loop-carried ping-pong (see loop_ping_pong.h). Why it is the same program:
// with %own false on entry and true after every iteration, %m holds in
// iteration i >= 1 the buffer allocated by iteration i - 1, freed at the end
// of iteration i. With two buffers P and Q carried as (to write, other) and
// swapped at each yield, iteration i writes P while %m is Q (or the loop's
// initial value when i = 0) and Q becomes the one to write in iteration
// i + 1, after the point where the original program freed it. The buffer
// the last iteration wrote is the loop's result, owned as before; the other
// one is freed after the loop.
#include "plan/loop_ping_pong.h"

#include <optional>
#include <vector>

#include "analysis/alias_analysis.h"
#include "dialects/arith/arith_ops.h"
#include "dialects/memref/memref_ops.h"
#include "dialects/scf/scf_ops.h"
#include "ir/builder.h"
#include "plan/buffer_lifetimes.h"
#include "plan/static_memory.h"

namespace tbuf::plan {

namespace {

std::optional<int64_t> getConstantInt(Value value) {
  Operation *def = value ? value.getDefiningOp() : nullptr;
  if (!def || def->getName() != "arith.constant") return std::nullopt;
  auto attr = def->getAttr("value").dyn_cast<IntegerAttr>();
  if (!attr) return std::nullopt;
  return attr.getInt();
}

/// `value` with memref.casts skipped.
Value skipCasts(Value value) {
  while (Operation *def = value.getDefiningOp()) {
    if (def->getName() != "memref.cast") break;
    value = def->getOperand(0);
  }
  return value;
}

/// Whether `buffer` or a view of it (views followed transitively) is the
/// operand of a memref.dealloc.
bool isFreedThroughViews(Value buffer) {
  std::vector<Value> worklist = {buffer};
  while (!worklist.empty()) {
    Value v = worklist.back();
    worklist.pop_back();
    for (OpOperand &use : v.getUses()) {
      Operation *user = use.getOwner();
      if (user->getName() == "memref.dealloc") return true;
      if (isViewLikeOp(user) && user->getNumResults() > 0 && user->getOperand(0) == v)
        worklist.push_back(user->getResult(0));
    }
  }
  return false;
}

/// A loop to rewrite: iteration argument `memref` carries the buffer
/// `alloc` of the body, `own` its ownership indicator, `free` the scf.if
/// freeing the previous one.
struct PingPongMatch {
  unsigned memref = 0;
  unsigned own = 0;
  Operation *alloc = nullptr;
  Operation *free = nullptr;
};

/// The top-level `scf.if %cond { memref.dealloc B }` of `body` (no else, no
/// results) with B's view base `buffer`; null if none or several.
Operation *findConditionalFree(Block *body, Value cond, Value buffer) {
  Operation *found = nullptr;
  for (Operation &op : *body) {
    if (op.getName() != "scf.if" || op.getNumResults() != 0 || op.getOperand(0) != cond) continue;
    if (op.getNumRegions() < 2 || !op.getRegion(1).empty() || op.getRegion(0).empty()) continue;
    Block &then = op.getRegion(0).front();
    std::vector<Operation *> ops = then.getOpsVector();
    if (ops.size() != 2 || ops[0]->getName() != "memref.dealloc" || ops[1]->getName() != "scf.yield") continue;
    if (getViewBase(ops[0]->getOperand(0)) != buffer) continue;
    if (found) return nullptr;
    found = &op;
  }
  return found;
}

/// Whether a memref.dealloc other than the one in `free` frees a view of
/// `buffer` anywhere under `body`.
bool hasOtherFree(Block *body, Value buffer, Operation *free) {
  bool other = false;
  for (Operation &top : *body)
    top.walk([&](Operation *op) {
      if (op->getName() == "memref.dealloc" && op->getParentOp() != free && getViewBase(op->getOperand(0)) == buffer)
        other = true;
    });
  return other;
}

std::optional<PingPongMatch> matchLoop(scf::ForOp loop) {
  Block *body = loop.getBody();
  Operation *yield = body->getTerminator();
  if (!yield || yield->getName() != "scf.yield") return std::nullopt;
  unsigned n = loop.getNumRegionIterArgs();
  if (yield->getNumOperands() != n) return std::nullopt;
  for (unsigned k = 0; k < n; ++k) {
    Value carried = loop.getRegionIterArg(k);
    if (!carried.getType().isa<MemRefType>()) continue;
    Value allocated = skipCasts(yield->getOperand(k));
    Operation *alloc = allocated.getDefiningOp();
    if (!alloc || alloc->getName() != "memref.alloc" || alloc->getBlock() != body || alloc->getNumOperands() != 0)
      continue;
    auto type = alloc->getResult(0).getType().cast<MemRefType>();
    if (!type.hasIdentityLayout() || type.getRank() == 0 || getStaticByteSize(type) == 0) continue;
    unsigned yieldedAt = 0;
    for (Value v : yield->getOperands()) yieldedAt += getViewBase(v) == allocated;
    if (yieldedAt != 1 || isFreedThroughViews(allocated)) continue;
    for (unsigned j = 0; j < n; ++j) {
      Value own = loop.getRegionIterArg(j);
      if (j == k || !own.getType().isInteger(1)) continue;
      if (getConstantInt(loop.getInitArgs()[j]) != 0) continue;
      std::optional<int64_t> yieldedOwn = getConstantInt(yield->getOperand(j));
      if (!yieldedOwn || *yieldedOwn == 0) continue;
      Operation *free = findConditionalFree(body, own, carried);
      if (!free || hasOtherFree(body, carried, free)) continue;
      // Nothing in front of the alloc or after the free may allocate: the
      // original holds one buffer there, the rewrite two.
      bool allocatesOutside = false;
      for (Operation *op = &body->front(); op != alloc; op = op->getNextNode()) allocatesOutside |= mayAllocate(*op);
      for (Operation *op = free; op && op != yield; op = op->getNextNode())
        if (op != free) allocatesOutside |= mayAllocate(*op);
      if (allocatesOutside || !free->isBeforeInBlock(yield) || !alloc->isBeforeInBlock(free)) continue;
      return PingPongMatch{k, j, alloc, free};
    }
  }
  return std::nullopt;
}

/// `type` (a static identity-layout memref of rank >= 1) with a dynamic
/// first dimension: the type the loop carries the two buffers as, so that
/// the stand-in can have no element.
MemRefType withDynamicFirstDim(MemRefType type) {
  std::vector<int64_t> shape(type.getShape().begin(), type.getShape().end());
  shape[0] = kDynamic;
  return MemRefType::get(shape, type.getElementType(), Attribute(), type.getMemorySpace());
}

/// A stand-in of `carried` (withDynamicFirstDim of `type`) for a buffer not
/// allocated yet: a view of no element of `like` (a ranked memref of the
/// same element type), never read or written, as its flag says.
Value makeStandIn(OpBuilder &builder, Location loc, MemRefType type, MemRefType carried, Value like) {
  Context *ctx = builder.getContext();
  auto indexAttr = [&](int64_t v) -> OpFoldResult { return OpFoldResult(IntegerAttr::get(IndexType::get(ctx), v)); };
  std::vector<int64_t> shape(type.getShape().begin(), type.getShape().end());
  shape[0] = 0;
  std::vector<OpFoldResult> sizes, strides(type.getRank());
  int64_t stride = 1;
  for (int64_t i = type.getRank(); i-- > 0;) {
    strides[i] = indexAttr(stride);
    stride *= shape[i];
  }
  for (int64_t dim : shape) sizes.push_back(indexAttr(dim));
  auto emptyType = MemRefType::get(shape, type.getElementType(), Attribute(), type.getMemorySpace());
  Value empty =
      builder.create<memref::ReinterpretCastOp>(loc, emptyType, like, indexAttr(0), sizes, strides).getResult();
  return builder.create<memref::CastOp>(loc, carried, empty).getResult();
}

void rewriteLoop(scf::ForOp loop, const PingPongMatch &match) {
  Operation *old = loop.getOperation();
  Location loc = old->getLoc();
  OpBuilder builder(old);
  auto type = match.alloc->getResult(0).getType().cast<MemRefType>();
  MemRefType carried = withDynamicFirstDim(type);
  Value standIn = makeStandIn(builder, loc, type, carried, loop.getInitArgs()[match.memref]);
  Value no = builder.create<arith::ConstantOp>(loc, IntegerAttr::get(IntegerType::get(builder.getContext(), 1), 0))
                 .getResult();

  // The body carries (to write, other) and whether each is allocated yet as
  // four more iteration arguments. The buffer to write is allocated where
  // the program allocated it, unless it exists; the two swap at the yield.
  Block *body = loop.getBody();
  Value write = body->addArgument(carried, loc);
  Value other = body->addArgument(carried, loc);
  Value hasWrite = body->addArgument(no.getType(), loc);
  Value hasOther = body->addArgument(no.getType(), loc);
  Operation *alloc = match.alloc;
  OpBuilder inBody(alloc);
  auto choose = inBody.create<scf::IfOp>(loc, ArrayRef<Type>{carried}, hasWrite, true);
  OpBuilder thenBuilder(builder.getContext());
  thenBuilder.setInsertionPointToEnd(choose.thenBlock());
  thenBuilder.create<scf::YieldOp>(loc, ValueRange({write}));
  alloc->moveBefore(choose.elseBlock(), nullptr);
  OpBuilder elseBuilder(builder.getContext());
  elseBuilder.setInsertionPointToEnd(choose.elseBlock());
  Value allocated = elseBuilder.create<memref::CastOp>(loc, carried, alloc->getResult(0)).getResult();
  elseBuilder.create<scf::YieldOp>(loc, ValueRange({allocated}));
  Value buffer = choose->getResult(0);
  OpBuilder afterChoose(builder.getContext());
  afterChoose.setInsertionPointAfter(choose.getOperation());
  Value typed = afterChoose.create<memref::CastOp>(loc, type, buffer).getResult();
  alloc->getResult(0).replaceUsesWithIf(
      typed, [&](OpOperand &use) { return use.getOwner() != allocated.getDefiningOp(); });

  Operation *free = match.free;
  Value freed = free->getRegion(0).front().front().getOperand(0);
  free->erase();
  if (Operation *def = freed.getDefiningOp())
    if (def->getName() == "memref.extract_strided_metadata" && def->use_empty()) def->erase();

  Operation *yield = body->getTerminator();
  std::vector<Value> yielded(yield->getOperands().begin(), yield->getOperands().end());
  Value yes = match.own < yielded.size() ? yielded[match.own] : Value();
  yielded.push_back(other);
  yielded.push_back(buffer);
  yielded.push_back(hasOther);
  yielded.push_back(yes);
  yield->setOperands(yielded);

  std::vector<Value> inits(loop.getInitArgs().begin(), loop.getInitArgs().end());
  inits.push_back(standIn);
  inits.push_back(standIn);
  inits.push_back(no);
  inits.push_back(no);
  auto rewritten = builder.create<scf::ForOp>(loc, loop.getLowerBound(), loop.getUpperBound(), loop.getStep(),
                                              ValueRange(inits), /*bodyBuilder=*/nullptr, loop.getUnsignedCmp());
  Operation *replacement = rewritten.getOperation();
  replacement->setAttrs(old->getAttrDictionary());
  replacement->getRegion(0).takeBody(old->getRegion(0));
  unsigned n = old->getNumResults();
  for (unsigned i = 0; i < n; ++i) old->getResult(i).replaceAllUsesWith(replacement->getResult(i));
  old->erase();

  // After the loop, the buffer not holding the result goes if it exists
  // (the other one is the result, owned as before).
  OpBuilder after(replacement);
  after.setInsertionPointAfter(replacement);
  auto spare = after.create<scf::IfOp>(loc, replacement->getResult(n + 2), false);
  OpBuilder inThen(spare.thenBlock()->getTerminator());
  inThen.create<memref::DeallocOp>(loc, replacement->getResult(n));
}

}  // namespace

uint64_t pingPongLoopBuffers(Operation *func) {
  std::vector<Operation *> loops;
  func->walk([&](Operation *op) {
    if (op->getName() == "scf.for") loops.push_back(op);
  });
  uint64_t rewritten = 0;
  for (Operation *op : loops) {
    scf::ForOp loop(op);
    if (std::optional<PingPongMatch> match = matchLoop(loop)) {
      rewriteLoop(loop, *match);
      ++rewritten;
    }
  }
  return rewritten;
}

}  // namespace tbuf::plan

// Storage sharing of heap buffers with disjoint lifetimes (see
// plan_buffers.h): candidates and their intervals per block, the decisions
// of assignIntervals, and their application to the IR.
#include "plan/plan_buffers.h"

#include <optional>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "dialects/arith/arith_ops.h"
#include "dialects/memref/memref_ops.h"
#include "ir/builder.h"
#include "plan/buffer_lifetimes.h"
#include "plan/interval_assignment.h"
#include "plan/static_memory.h"

namespace tbuf::plan {

namespace {

/// How the regions of an op of a block run, for the buffers inside them.
enum class RegionOpKind { Unknown, Loop, Branch };

RegionOpKind classifyRegionOp(Operation *op) {
  std::string_view name = op->getName();
  if (name == "scf.for" || name == "scf.while") return RegionOpKind::Loop;
  if (name == "scf.if" || name == "scf.index_switch" || name == "scf.execute_region") return RegionOpKind::Branch;
  return RegionOpKind::Unknown;
}

/// A buffer with its own allocation left in a block after planning: its
/// alloc and dealloc are ops of that block and it does not escape.
struct PlannedBuffer {
  Operation *alloc = nullptr;
  Operation *dealloc = nullptr;
};

/// For every position p of `block`, the first position at or after p of an
/// op that may allocate (the number of ops if none). Linear.
std::vector<int64_t> findNextAllocations(Block &block) {
  std::vector<Operation *> ops = block.getOpsVector();
  std::vector<int64_t> next(ops.size() + 1, int64_t(ops.size()));
  for (size_t i = ops.size(); i-- > 0;) next[i] = mayAllocate(*ops[i]) ? int64_t(i) : next[i + 1];
  return next;
}

/// The buffers kept in the block of a single-block region.
struct KeptInRegion {
  Region *region = nullptr;
  std::vector<PlannedBuffer> buffers;
};

/// The integer value of an arith.constant, if `value` is one.
std::optional<int64_t> getConstantInt(Value value) {
  Operation *def = value.getDefiningOp();
  if (!def || def->getName() != "arith.constant") return std::nullopt;
  auto attr = def->getAttr("value").dyn_cast<IntegerAttr>();
  if (!attr) return std::nullopt;
  return attr.getInt();
}

/// Whether `region` of the loop `loop` provably runs at least once: the
/// `before` region of scf.while, the body of an scf.for with constant
/// bounds lb < ub and a positive step. Moving an allocation out of a loop
/// that may not run would allocate where the program did not.
bool runsAtLeastOnce(Operation *loop, Region &region) {
  if (loop->getName() == "scf.while") return &region == &loop->getRegion(0);
  if (loop->getName() != "scf.for" || loop->getNumOperands() < 3) return false;
  std::optional<int64_t> lower = getConstantInt(loop->getOperand(0));
  std::optional<int64_t> upper = getConstantInt(loop->getOperand(1));
  std::optional<int64_t> step = getConstantInt(loop->getOperand(2));
  return lower && upper && step && *lower < *upper && *step > 0;
}

/// Whether `loop` is an scf.for with constant bounds that runs no iteration.
bool neverRuns(Operation *loop) {
  if (loop->getName() != "scf.for" || loop->getNumOperands() < 3) return false;
  std::optional<int64_t> lower = getConstantInt(loop->getOperand(0));
  std::optional<int64_t> upper = getConstantInt(loop->getOperand(1));
  if (!lower || !upper) return false;
  return loop->hasAttr("unsignedCmp") ? uint64_t(*lower) >= uint64_t(*upper) : *lower >= *upper;
}

/// How the buffers kept in a loop body may move in front of the loop.
enum class HoistKind {
  /// They stay in the body.
  None,
  /// Moved as they are: the body surely runs.
  Plain,
  /// Moved behind a guard: the body of an scf.for that may run zero times;
  /// the first dimension is allocated only when lb < ub, else 0 (no bytes).
  Guarded,
};

/// How the buffers kept in the body of `loop` may move in front of it (one
/// allocation for all iterations): every buffer has a static shape of known
/// size (size operands could be defined in the body), keeping them all live
/// through the whole body does not raise the body's static peak, and the
/// body surely runs (Plain) or is that of an scf.for not known to run
/// zero times whose buffers all have a rank (Guarded: the first dimension
/// becomes `lb < ub ? d0 : 0`, so an iteration-less run allocates no byte).
HoistKind mayHoistOutOf(Operation *loop, Region &region, const std::vector<PlannedBuffer> &buffers) {
  bool runs = runsAtLeastOnce(loop, region);
  bool guardable = !runs && loop->getName() == "scf.for" && !neverRuns(loop);
  if (!runs && !guardable) return HoistKind::None;
  absl::flat_hash_set<Operation *> allocs;
  uint64_t hoistedBytes = 0;
  for (const PlannedBuffer &buffer : buffers) {
    auto type = buffer.alloc->getResult(0).getType().dyn_cast<MemRefType>();
    uint64_t bytes = getStaticByteSize(type);
    if (buffer.alloc->getNumOperands() != 0 || bytes == 0) return HoistKind::None;
    if (!runs && type.getRank() == 0) return HoistKind::None;
    hoistedBytes += bytes;
    allocs.insert(buffer.alloc);
  }
  Block &body = region.front();
  if (hoistedBytes + measureBlockPeak(body, allocs) > measureBlockPeak(body, {})) return HoistKind::None;
  return runs ? HoistKind::Plain : HoistKind::Guarded;
}

/// Moves the alloc of `buffer` in front of the scf.for `loop` behind the
/// guard `runs` (lb < ub): the alloc's first dimension becomes `runs ? d0 :
/// 0`, a memref.cast gives the body its static type back, the dealloc frees
/// the new alloc after the loop. Returns the new buffer.
PlannedBuffer hoistGuarded(const PlannedBuffer &buffer, Operation *loop, Value runs) {
  Operation *alloc = buffer.alloc;
  auto type = alloc->getResult(0).getType().cast<MemRefType>();
  Location loc = alloc->getLoc();
  OpBuilder builder(loop);
  Value full = builder.create<arith::ConstantIndexOp>(loc, type.getShape()[0]);
  Value none = builder.create<arith::ConstantIndexOp>(loc, int64_t(0));
  Value size = builder.create<arith::SelectOp>(loc, runs, full, none);
  std::vector<int64_t> shape(type.getShape().begin(), type.getShape().end());
  shape[0] = kDynamic;
  auto dynamicType = MemRefType::get(shape, type.getElementType(), Attribute(), type.getMemorySpace());
  auto alignment = alloc->getAttr("alignment").dyn_cast<IntegerAttr>();
  auto moved = builder.create<memref::AllocOp>(loc, dynamicType, ArrayRef<Value>{size}, ArrayRef<Value>{}, alignment);
  Value cast = builder.create<memref::CastOp>(loc, type, moved.getResult()).getResult();
  OpBuilder after(loop);
  after.setInsertionPointAfter(loop);
  auto dealloc = after.create<memref::DeallocOp>(buffer.dealloc->getLoc(), moved.getResult());
  buffer.dealloc->erase();
  alloc->getResult(0).replaceAllUsesWith(cast);
  alloc->erase();
  return {moved.getOperation(), dealloc.getOperation()};
}

/// `buffer` viewed as `type` (a static identity-layout memref of the same
/// element type, no larger) at offset 0: a memref.reinterpret_cast before
/// `at`; `buffer` itself when it has that type.
Value viewAs(Value buffer, MemRefType type, Operation *at) {
  if (buffer.getType() == Type(type)) return buffer;
  OpBuilder builder(at);
  Context *ctx = at->getContext();
  auto indexAttr = [&](int64_t v) -> OpFoldResult { return OpFoldResult(IntegerAttr::get(IndexType::get(ctx), v)); };
  std::vector<OpFoldResult> sizes, strides(type.getRank());
  int64_t stride = 1;
  for (int64_t i = type.getRank(); i-- > 0;) {
    strides[i] = indexAttr(stride);
    stride *= type.getShape()[i];
  }
  for (int64_t dim : type.getShape()) sizes.push_back(indexAttr(dim));
  return builder.create<memref::ReinterpretCastOp>(at->getLoc(), type, buffer, indexAttr(0), sizes, strides)
      .getResult();
}

/// A buffer taking part in the planning of one block: its alloc and dealloc
/// (for a bundle of an scf.if / scf.index_switch, one buffer per region,
/// sharing storage as only one region runs).
struct Candidate {
  std::vector<PlannedBuffer> members;
  /// The op of the block holding it in a region; null for the block's own.
  Operation *anchor = nullptr;
  int64_t anchorPosition = 0;
  int64_t deallocPosition = 0;
  /// Hoisted behind a guard (HoistKind::Guarded) when it keeps its storage.
  bool guarded = false;
};

/// Storage given to one or more candidates: the kept alloc's result and the
/// kept dealloc, with its place as 2 * position (+1 when it was moved right
/// after the op at that position).
struct Storage {
  Value buffer;
  Operation *dealloc = nullptr;
  int64_t deallocOrder = 0;
  /// Taken over by an escaping buffer (its dealloc is gone).
  bool adopted = false;
};

/// Whether `op` is a memref.alloc with an identity layout, the kind of
/// escaping allocation that may adopt dead storage of its group.
bool isEscapingAlloc(Operation &op) {
  if (op.getName() != "memref.alloc" || op.getNumResults() != 1) return false;
  auto type = op.getResult(0).getType().dyn_cast<MemRefType>();
  return type && type.hasIdentityLayout();
}

class BlockPlanner {
 public:
  explicit BlockPlanner(PlanCounts &counts) : counts_(counts) {}
  std::vector<PlannedBuffer> planBlock(Block &block);

 private:
  PlanCounts &counts_;
};

/// Dense compatibility groups of one block: buffers may share storage when
/// their allocs have the same result type, attributes (alignment) and size
/// operands.
class Groups {
 public:
  uint32_t getGroup(Operation *alloc) {
    std::vector<const void *> key = {alloc->getResult(0).getType().getImpl(),
                                     alloc->getAttrDictionary().getImpl()};
    for (Value operand : alloc->getOperands()) key.push_back(operand.getImpl());
    auto [it, inserted] = groups_.try_emplace(std::move(key), uint32_t(groups_.size()));
    return it->second;
  }

  /// The interval of a buffer allocated by `alloc`: its group and, for a
  /// static shape, its bytes and storage class (element type, memory space,
  /// attributes).
  LifetimeInterval makeInterval(Operation *alloc, int64_t start, int64_t end, int64_t release, IntervalKind kind) {
    LifetimeInterval interval{start, end, release, getGroup(alloc), kind};
    auto type = alloc->getResult(0).getType().dyn_cast<MemRefType>();
    interval.bytes = alloc->getNumOperands() == 0 ? getStaticByteSize(type) : 0;
    if (interval.bytes) {
      std::vector<const void *> key = {type.getElementType().getImpl(), type.getMemorySpace().getImpl(),
                                       alloc->getAttrDictionary().getImpl()};
      auto [it, inserted] = classes_.try_emplace(std::move(key), uint32_t(classes_.size()));
      interval.storageClass = it->second;
    }
    return interval;
  }

 private:
  absl::flat_hash_map<std::vector<const void *>, uint32_t> groups_;
  absl::flat_hash_map<std::vector<const void *>, uint32_t> classes_;
};

std::vector<PlannedBuffer> BlockPlanner::planBlock(Block &block) {
  // Nested blocks first: what they keep may move into this block. Per op,
  // the kept buffers of each of its (single-block) regions.
  std::vector<std::pair<Operation *, std::vector<KeptInRegion>>> nested;
  for (Operation &op : block) {
    if (op.getNumRegions() == 0) continue;
    RegionOpKind kind = classifyRegionOp(&op);
    std::vector<KeptInRegion> lifted;
    for (Region &region : op.getRegions()) {
      bool singleBlock = !region.empty() && region.begin()->getNextNode() == nullptr;
      for (Block &inner : region) {
        std::vector<PlannedBuffer> kept = planBlock(inner);
        if (kind != RegionOpKind::Unknown && singleBlock && !kept.empty())
          lifted.push_back({&region, std::move(kept)});
      }
    }
    if (!lifted.empty()) nested.push_back({&op, std::move(lifted)});
  }

  BlockPositions positions(block);
  std::vector<int64_t> nextAllocation = findNextAllocations(block);
  Groups groups;
  std::vector<Candidate> candidates;
  std::vector<LifetimeInterval> intervals;
  size_t nextNested = 0;
  for (Operation &op : block) {
    // Positions are doubled: a dealloc moved right after the op at
    // position p is at 2p + 1. The storage of a buffer counts as released
    // at the first op after its dealloc that may allocate: up to there,
    // keeping it allocated for a later buffer raises no peak.
    if (std::optional<BufferLifetime> lifetime = analyzeBufferLifetime(&op, positions)) {
      candidates.push_back({{{&op, lifetime->dealloc}}, nullptr, 0, lifetime->deallocPosition});
      intervals.push_back(groups.makeInterval(&op, 2 * lifetime->start, 2 * lifetime->end,
                                              2 * nextAllocation[lifetime->deallocPosition], IntervalKind::Owned));
    } else if (isEscapingAlloc(op)) {
      // Not a candidate, but it may adopt storage that is dead by now.
      int64_t here = *positions.lookup(&op);
      candidates.push_back({{{&op, nullptr}}, nullptr, here, here});
      intervals.push_back(groups.makeInterval(&op, 2 * here, 2 * here, 2 * here, IntervalKind::Escaping));
    }
    if (nextNested < nested.size() && nested[nextNested].first == &op) {
      int64_t here = *positions.lookup(&op);
      if (classifyRegionOp(&op) == RegionOpKind::Loop) {
        for (const KeptInRegion &kept : nested[nextNested].second) {
          HoistKind hoist = mayHoistOutOf(&op, *kept.region, kept.buffers);
          IntervalKind kind = hoist == HoistKind::Plain     ? IntervalKind::InLoop
                              : hoist == HoistKind::Guarded ? IntervalKind::InGuardedLoop
                                                            : IntervalKind::InBranch;
          for (const PlannedBuffer &buffer : kept.buffers) {
            candidates.push_back({{buffer}, &op, here, here, hoist == HoistKind::Guarded});
            intervals.push_back(
                groups.makeInterval(buffer.alloc, 2 * here, 2 * here, 2 * nextAllocation[here + 1], kind));
          }
        }
      } else {
        // At most one region of a branch op runs: the k-th buffer of a group
        // in each region forms one bundle, which shares one storage.
        absl::flat_hash_map<uint32_t, std::vector<size_t>> bundlesByGroup;
        for (const KeptInRegion &inRegion : nested[nextNested].second) {
          const std::vector<PlannedBuffer> &kept = inRegion.buffers;
          absl::flat_hash_map<uint32_t, size_t> usedInRegion;
          for (const PlannedBuffer &buffer : kept) {
            uint32_t group = groups.getGroup(buffer.alloc);
            std::vector<size_t> &bundles = bundlesByGroup[group];
            size_t k = usedInRegion[group]++;
            if (k == bundles.size()) {
              bundles.push_back(candidates.size());
              candidates.push_back({{}, &op, here, here});
              intervals.push_back(groups.makeInterval(buffer.alloc, 2 * here, 2 * here, 2 * nextAllocation[here + 1],
                                                      IntervalKind::InBranch));
            }
            candidates[bundles[k]].members.push_back(buffer);
          }
        }
      }
      ++nextNested;
    }
  }

  std::vector<IntervalDecision> decisions = assignIntervals(intervals);
  std::vector<std::optional<Storage>> storage(candidates.size());
  // The guard (lb < ub) of each loop whose buffers move out behind one.
  absl::flat_hash_map<Operation *, Value> guards;
  std::vector<size_t> kept;
  // Candidates are in order of their start, the order of the decisions.
  for (size_t i = 0; i < candidates.size(); ++i) {
    Candidate &candidate = candidates[i];
    const IntervalDecision &decision = decisions[i];
    switch (decision.placement) {
      case Placement::Own: {
        const PlannedBuffer &buffer = candidate.members.front();
        storage[i] = Storage{buffer.alloc->getResult(0), buffer.dealloc, 2 * candidate.deallocPosition};
        kept.push_back(i);
        break;
      }
      case Placement::Hoist: {
        PlannedBuffer buffer = candidate.members.front();
        if (candidate.guarded) {
          Value &runs = guards[candidate.anchor];
          if (!runs) {
            Operation *loop = candidate.anchor;
            OpBuilder builder(loop);
            runs = builder
                       .create<arith::CmpIOp>(loop->getLoc(),
                                              loop->hasAttr("unsignedCmp") ? arith::CmpIPredicate::ult
                                                                           : arith::CmpIPredicate::slt,
                                              loop->getOperand(0), loop->getOperand(1))
                       .getResult();
          }
          buffer = hoistGuarded(buffer, candidate.anchor, runs);
        } else {
          buffer.alloc->moveBefore(candidate.anchor);
          buffer.dealloc->moveAfter(candidate.anchor);
        }
        storage[i] = Storage{buffer.alloc->getResult(0), buffer.dealloc, 2 * candidate.anchorPosition + 1};
        kept.push_back(i);
        ++counts_.hoisted;
        break;
      }
      case Placement::Share: {
        Storage &target = *storage[decision.representative];
        for (const PlannedBuffer &buffer : candidate.members) {
          // A smaller buffer takes the start of larger storage.
          Value view = viewAs(target.buffer, buffer.alloc->getResult(0).getType().cast<MemRefType>(), buffer.alloc);
          if (view != target.buffer) ++counts_.resized;
          buffer.alloc->getResult(0).replaceAllUsesWith(view);
          buffer.alloc->erase();
          ++counts_.reused;
          if (!candidate.anchor) {
            // Keep the later of the two deallocs (both now free the storage).
            int64_t order = 2 * candidate.deallocPosition;
            if (order > target.deallocOrder) {
              target.dealloc->erase();
              buffer.dealloc->setOperand(0, target.buffer);
              target.dealloc = buffer.dealloc;
              target.deallocOrder = order;
            } else {
              buffer.dealloc->erase();
            }
            continue;
          }
          buffer.dealloc->erase();
        }
        int64_t order = 2 * candidate.anchorPosition + 1;
        if (candidate.anchor && target.deallocOrder < order) {
          target.dealloc->moveAfter(candidate.anchor);
          target.deallocOrder = order;
        }
        break;
      }
      case Placement::Adopt: {
        // The escaping buffer takes the dead storage for good; the storage's
        // dealloc goes (the escaping buffer is freed wherever it was).
        Storage &target = *storage[decision.representative];
        Operation *alloc = candidate.members.front().alloc;
        target.dealloc->erase();
        target.dealloc = nullptr;
        target.adopted = true;
        alloc->getResult(0).replaceAllUsesWith(target.buffer);
        alloc->erase();
        ++counts_.adopted;
        break;
      }
      case Placement::Skip:
        break;
    }
  }
  std::vector<PlannedBuffer> result;
  result.reserve(kept.size());
  for (size_t i : kept)
    if (!storage[i]->adopted) result.push_back({storage[i]->buffer.getDefiningOp(), storage[i]->dealloc});
  return result;
}

}  // namespace

PlanCounts planBuffers(Operation *root) {
  PlanCounts counts;
  BlockPlanner planner(counts);
  for (Region &region : root->getRegions())
    for (Block &block : region) planner.planBlock(block);
  return counts;
}

}  // namespace tbuf::plan

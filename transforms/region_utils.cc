// Region simplifications (see region_utils.h), following MLIR's
// RegionUtils.cpp: unreachable-block erasure, region DCE, block merging and
// redundant block-argument elimination.
#include "transforms/region_utils.h"

#include <set>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "ir/dominance.h"
#include "ir/scratch.h"
#include "transforms/operation_equivalence.h"
#include "ir/pointer_map.h"
#include "transforms/side_effects.h"
#include "transforms/successor_operands.h"

namespace tbuf {

namespace {

/// Blocks reachable from `entry`, in DFS post-order (successors visited in
/// order, as llvm::post_order does).
std::vector<Block *> postOrder(Block *entry) {
  // Most regions are one block ending without successors.
  if (entry->empty() || entry->back().getNumSuccessors() == 0) return {entry};
  std::vector<Block *> order;
  absl::flat_hash_set<Block *> visited;
  std::vector<std::pair<Block *, unsigned>> stack;
  std::vector<std::vector<Block *>> succs;
  visited.insert(entry);
  stack.push_back({entry, 0});
  succs.push_back(entry->getSuccessors());
  while (!stack.empty()) {
    auto &[block, next] = stack.back();
    std::vector<Block *> &s = succs.back();
    if (next < s.size()) {
      Block *succ = s[next++];
      if (succ->getParent() == block->getParent() && visited.insert(succ).second) {
        stack.push_back({succ, 0});
        succs.push_back(succ->getSuccessors());
      }
      continue;
    }
    order.push_back(block);
    stack.pop_back();
    succs.pop_back();
  }
  return order;
}

/// Drops every use of the values defined in `block` (arguments and results of
/// the ops in it, nested ones included) and of the block itself as a
/// successor.
void dropAllDefinedValueUses(Block *block) {
  for (unsigned i = 0; i < block->getNumArguments(); ++i) block->getArgument(i).dropAllUses();
  for (Operation &op : *block) op.walk([](Operation *nested) { nested->dropAllUses(); });
  while (BlockOperand *use = block->getFirstUse()) use->set(nullptr);
}

bool isUsedOutsideOfBlock(Value v, Block *block) {
  for (OpOperand &use : v.getUses())
    if (use.getOwner()->getBlock() != block) return true;
  return false;
}

bool isUsedOutsideOfBlock(Operation *op, Block *block) {
  for (unsigned i = 0; i < op->getNumResults(); ++i)
    if (isUsedOutsideOfBlock(op->getResult(i), block)) return true;
  return false;
}

}  // namespace

// ---- unreachable blocks -----------------------------------------------------

LogicalResult eraseUnreachableBlocks(RewriterBase &rewriter, MutableArrayRef<Region> regions) {
  bool erased = false;
  std::vector<Region *> worklist;
  for (Region &region : regions) worklist.push_back(&region);
  while (!worklist.empty()) {
    Region *region = worklist.back();
    worklist.pop_back();
    if (region->empty()) continue;

    if (region->hasOneBlock()) {
      for (Operation &op : region->front())
        for (Region &nested : op.getRegions()) worklist.push_back(&nested);
      continue;
    }

    std::vector<Block *> reachableOrder = postOrder(&region->front());
    absl::flat_hash_set<Block *> reachable(reachableOrder.begin(), reachableOrder.end());
    for (Block *block = &region->front(); block;) {
      Block *next = block->getNextNode();
      if (!reachable.contains(block)) {
        dropAllDefinedValueUses(block);
        rewriter.eraseBlock(block);
        erased = true;
      } else {
        for (Operation &op : *block)
          for (Region &nested : op.getRegions()) worklist.push_back(&nested);
      }
      block = next;
    }
  }
  return success(erased);
}

// ---- region DCE -------------------------------------------------------------

namespace {

/// The values and ops proven live so far (the {Dead, Alive} lattice of the
/// optimistic DCE). Results are tracked through their defining op.
class LiveMap {
 public:
  bool wasProvenLive(Value v) const {
    if (Operation *def = v.getDefiningOp()) return wasProvenLive(def);
    return liveArgs_.contains(v);
  }
  void setProvedLive(Value v) {
    if (Operation *def = v.getDefiningOp()) return setProvedLive(def);
    changed_ |= liveArgs_.insert(v).second;
  }
  bool wasProvenLive(Operation *op) const { return singlePass_ ? !deadOps_.contains(op) : liveOps_.contains(op); }
  void setProvedLive(Operation *op) { changed_ |= liveOps_.insert(op).second; }
  void resetChanged() { changed_ = false; }
  bool hasChanged() const { return changed_; }
  void clear() {
    changed_ = false;
    singlePass_ = false;
    liveArgs_.clear();
    liveOps_.clear();
    deadOps_.clear();
  }

  /// Single-pass mode (see RegionDCE::runSinglePass): every op is visited
  /// before its liveness is asked for, so only the few dead ops are recorded
  /// and an op is live unless recorded dead.
  void setSinglePass() { singlePass_ = true; }
  void setProvedDead(Operation *op) { deadOps_.insert(op, 0); }

 private:
  bool changed_ = false;
  bool singlePass_ = false;
  PointerMap<Operation> deadOps_;
  absl::flat_hash_set<Value> liveArgs_;
  absl::flat_hash_set<Operation *> liveOps_;
};

class RegionDCE {
 public:
  RegionDCE(RewriterBase &rewriter, LiveMap &live) : rewriter_(rewriter), live_(live) {}

  LogicalResult run(MutableArrayRef<Region> regions) {
    do {
      live_.resetChanged();
      for (Region &region : regions) propagateLiveness(region);
      // In single-block SSA regions every user of a value is visited before
      // its definition (later ops first, nested regions before their op), and
      // an op's liveness is only decided while it is visited, so one pass
      // reaches the fixpoint; a confirming pass would change nothing. Loops
      // in a CFG and graph regions need the iteration.
    } while (needsFixpoint_ && live_.hasChanged());
    return deleteDeadness(regions);
  }

  /// The same when every region (nested ones included) has one block and
  /// SSA dominance: then the uses of a value are all visited before its
  /// definition and a single pass decides every op, as in run(); the ops
  /// found dead are recorded instead of the (many more) live ones.
  LogicalResult runSinglePass(MutableArrayRef<Region> regions) {
    live_.setSinglePass();
    struct Tag;
    ScratchVector<MemoryEffect, Tag> effects;
    for (Region &region : regions) propagateSinglePass(region, effects.get());
    return deleteDeadness(regions);
  }

 private:
  /// For each operand of a branch terminator with a known layout, the
  /// successor block argument it feeds (null if none). Computed once per
  /// terminator; terminators do not change while liveness propagates.
  const std::vector<BlockArgument> &getOperandTargets(Operation *term) {
    auto [it, inserted] = operandTargets_.try_emplace(term);
    if (inserted) {
      it->second.assign(term->getNumOperands(), BlockArgument());
      for (unsigned s = 0; s < term->getNumSuccessors(); ++s) {
        std::optional<SuccessorOperandRange> range = getSuccessorOperandRange(term, s);
        if (!range) continue;
        Block *dest = term->getSuccessor(s);
        for (unsigned k = 0; k < range->count && k < dest->getNumArguments(); ++k)
          it->second[range->begin + k] = dest->getArgument(k);
      }
    }
    return it->second;
  }

  bool knownBranch(Operation *term) {
    auto [it, inserted] = knownBranch_.try_emplace(term, false);
    if (inserted) it->second = hasKnownSuccessorOperands(term);
    return it->second;
  }

  /// A successor operand is dead if the argument it feeds is (it is really
  /// an operand of a phi, not of the terminator).
  bool isUseSpeciallyKnownDead(OpOperand &use) {
    Operation *owner = use.getOwner();
    if (owner->getNumSuccessors() == 0 || !owner->hasTrait(OpTrait::Terminator) || !knownBranch(owner)) return false;
    BlockArgument arg = getOperandTargets(owner)[use.getOperandNumber()];
    if (arg) return !live_.wasProvenLive(arg);
    return false;
  }

  void processValue(Value value) {
    for (OpOperand &use : value.getUses()) {
      if (isUseSpeciallyKnownDead(use)) continue;
      if (live_.wasProvenLive(use.getOwner())) {
        live_.setProvedLive(value);
        return;
      }
    }
  }

  void propagateTerminatorLiveness(Operation *op) {
    live_.setProvedLive(op);
    if (op->getNumSuccessors() == 0 || knownBranch(op)) return;
    // Nothing is known about how operands reach the successors.
    for (unsigned s = 0; s < op->getNumSuccessors(); ++s) {
      Block *succ = op->getSuccessor(s);
      for (unsigned i = 0; i < succ->getNumArguments(); ++i) live_.setProvedLive(succ->getArgument(i));
    }
  }

  void propagateLiveness(Operation *op) {
    for (Region &region : op->getRegions()) propagateLiveness(region);
    if (op->hasTrait(OpTrait::Terminator)) return propagateTerminatorLiveness(op);
    if (live_.wasProvenLive(op)) return;
    if (!wouldOpBeTriviallyDead(op)) return live_.setProvedLive(op);
    for (unsigned i = 0; i < op->getNumResults(); ++i) processValue(op->getResult(i));
  }

  void propagateLiveness(Region &region) {
    if (region.empty()) return;
    if (!needsFixpoint_ && (!region.hasOneBlock() || !hasSSADominance(&region))) needsFixpoint_ = true;
    for (Block *block : postOrder(&region.front())) {
      // Uses before definitions: ops in reverse, then the arguments.
      for (Operation *op = block->empty() ? nullptr : &block->back(); op; op = op->getPrevNode())
        propagateLiveness(op);
      if (block->isEntryBlock()) continue;
      for (unsigned i = 0; i < block->getNumArguments(); ++i) {
        Value arg = block->getArgument(i);
        if (!live_.wasProvenLive(arg)) processValue(arg);
      }
    }
  }

  /// propagateLiveness of one pass over a single-block SSA region: an op is
  /// live if it is a terminator, has a live user (every user was visited
  /// before it), or would not be trivially dead. The conditions are tested
  /// in that order, cheapest first: most ops have a live user, and then
  /// their memory effects are not needed.
  void propagateSinglePass(Region &region, std::vector<MemoryEffect> &effects) {
    if (region.empty()) return;
    Block &block = region.front();
    for (Operation *op = block.empty() ? nullptr : &block.back(); op; op = op->getPrevNode()) {
      for (Region &nested : op->getRegions()) propagateSinglePass(nested, effects);
      if (op->hasTrait(OpTrait::Terminator)) continue;
      bool live = false;
      for (unsigned i = 0; i < op->getNumResults() && !live; ++i)
        for (OpOperand &use : op->getResult(i).getUses())
          if (live_.wasProvenLive(use.getOwner())) {
            live = true;
            break;
          }
      if (!live && wouldOpBeTriviallyDead(op, effects)) live_.setProvedDead(op);
    }
  }

  void eraseTerminatorSuccessorOperands(Operation *term) {
    if (!term || !knownBranch(term)) return;
    for (unsigned s = term->getNumSuccessors(); s-- > 0;) {
      Block *succ = term->getSuccessor(s);
      std::optional<SuccessorOperandRange> range = getSuccessorOperandRange(term, s);
      if (!range) continue;
      std::vector<unsigned> dead;
      for (unsigned k = 0; k < range->count && k < succ->getNumArguments(); ++k)
        if (!live_.wasProvenLive(succ->getArgument(k))) dead.push_back(k);
      if (!dead.empty() && eraseSuccessorOperands(term, s, dead)) rewriter_.modifyOpInPlace(term, [] {});
    }
  }

  LogicalResult deleteDeadness(MutableArrayRef<Region> regions) {
    bool erased = false;
    for (Region &region : regions) {
      if (region.empty()) continue;
      bool hasSingleBlock = region.hasOneBlock();
      // A single block is its own post-order (no list to build for it).
      Block *entry = &region.front();
      std::vector<Block *> order;
      if (!hasSingleBlock) order = postOrder(entry);
      ArrayRef<Block *> blocks = hasSingleBlock ? ArrayRef<Block *>(&entry, 1) : ArrayRef<Block *>(order);
      for (Block *block : blocks) {
        if (!hasSingleBlock && !block->empty()) eraseTerminatorSuccessorOperands(&block->back());
        for (Operation *op = block->empty() ? nullptr : &block->back(); op;) {
          Operation *prev = op->getPrevNode();
          if (!live_.wasProvenLive(op)) {
            erased = true;
            op->dropAllUses();
            rewriter_.eraseOp(op);
          } else if (op->getNumRegions() != 0) {
            erased |= succeeded(deleteDeadness(op->getRegions()));
          }
          op = prev;
        }
      }
      // Arguments of reachable non-entry blocks (the entry block's belong to
      // the parent op's contract).
      for (Block *block : blocks) {
        if (block->isEntryBlock()) continue;
        for (unsigned i = block->getNumArguments(); i-- > 0;) {
          Value arg = block->getArgument(i);
          if (live_.wasProvenLive(arg)) continue;
          arg.dropAllUses();
          block->eraseArgument(i);
          erased = true;
        }
      }
    }
    return success(erased);
  }

  RewriterBase &rewriter_;
  LiveMap &live_;
  /// Set once a multi-block or graph region is visited.
  bool needsFixpoint_ = false;
  absl::flat_hash_map<Operation *, std::vector<BlockArgument>> operandTargets_;
  absl::flat_hash_map<Operation *, bool> knownBranch_;
};

}  // namespace

namespace {
// Run once per function body per greedy iteration: the live sets keep their
// storage between runs.
struct LiveMapTag;
}  // namespace

LogicalResult runRegionDCE(RewriterBase &rewriter, MutableArrayRef<Region> regions) {
  Scratch<LiveMap, LiveMapTag> live;
  RegionDCE dce(rewriter, live.get());
  return dce.run(regions);
}

/// runRegionDCE for regions that all have one block and SSA dominance.
static LogicalResult runSingleBlockRegionDCE(RewriterBase &rewriter, MutableArrayRef<Region> regions) {
  Scratch<LiveMap, LiveMapTag> live;
  RegionDCE dce(rewriter, live.get());
  return dce.runSinglePass(regions);
}

// ---- block merging ----------------------------------------------------------

namespace {

/// What identifies a block for merging: a hash of its ops (ignoring operands)
/// and the position of each value defined in it.
struct BlockEquivalenceData {
  explicit BlockEquivalenceData(Block *block) : block(block) {
    unsigned order = block->getNumArguments();
    for (Operation &op : *block) {
      if (unsigned n = op.getNumResults()) {
        opOrderIndex.emplace(&op, order);
        order += n;
      }
      size_t opHash = OperationEquivalence::computeHash(&op, OperationEquivalence::ignoreHashValue,
                                                        OperationEquivalence::ignoreHashValue,
                                                        OperationEquivalence::IgnoreLocations);
      hash = absl::HashOf(hash, opHash);
    }
  }
  unsigned getOrderOf(Value value) const {
    if (auto arg = value.dyn_cast<BlockArgument>()) return arg.getArgNumber();
    OpResult result = value.cast<OpResult>();
    return opOrderIndex.at(result.getOwner()) + result.getResultNumber();
  }
  Block *block;
  size_t hash = 0;
  absl::flat_hash_map<Operation *, unsigned> opOrderIndex;
};

bool ableToUpdatePredOperands(Block *block) {
  for (BlockOperand *use = block->getFirstUse(); use; use = use->getNextUse())
    if (!hasKnownSuccessorOperands(use->getOwner())) return false;
  return true;
}

/// A cluster of equivalent blocks to merge into the leader.
class BlockMergeCluster {
 public:
  explicit BlockMergeCluster(BlockEquivalenceData leader) : leaderData_(std::move(leader)) {}

  LogicalResult addToCluster(BlockEquivalenceData &blockData) {
    if (leaderData_.hash != blockData.hash) return failure();
    Block *leaderBlock = leaderData_.block, *mergeBlock = blockData.block;
    if (leaderBlock->getArgumentTypes() != mergeBlock->getArgumentTypes()) return failure();

    std::vector<std::pair<int, int>> mismatched;
    auto lhsIt = leaderBlock->begin(), lhsE = leaderBlock->end();
    auto rhsIt = mergeBlock->begin(), rhsE = mergeBlock->end();
    for (int opI = 0; lhsIt != lhsE && rhsIt != rhsE; ++lhsIt, ++rhsIt, ++opI) {
      if (!OperationEquivalence::isEquivalentTo(&*lhsIt, &*rhsIt, OperationEquivalence::ignoreValueEquivalence, {},
                                                OperationEquivalence::IgnoreLocations))
        return failure();
      for (unsigned operand = 0; operand < lhsIt->getNumOperands(); ++operand) {
        Value lhsOperand = lhsIt->getOperand(operand), rhsOperand = rhsIt->getOperand(operand);
        if (lhsOperand == rhsOperand) continue;
        if (lhsOperand.getType() != rhsOperand.getType()) return failure();
        bool lhsIn = lhsOperand.getParentBlock() == leaderBlock;
        bool rhsIn = rhsOperand.getParentBlock() == mergeBlock;
        if (lhsIn != rhsIn) return failure();
        if (!lhsIn) {
          // A value defined by the terminator of a predecessor cannot be
          // passed as a successor operand.
          auto isValidSuccessorArg = [](Block *block, Value v) {
            Block *defBlock = v.getParentBlock();
            Operation *term = defBlock->empty() ? nullptr : &defBlock->back();
            if (v.getDefiningOp() != term) return true;
            for (BlockOperand *use = block->getFirstUse(); use; use = use->getNextUse())
              if (use->getOwner()->getBlock() == defBlock) return false;
            return true;
          };
          if (!isValidSuccessorArg(leaderBlock, lhsOperand) || !isValidSuccessorArg(mergeBlock, rhsOperand))
            return failure();
          mismatched.emplace_back(opI, operand);
          continue;
        }
        if (leaderData_.getOrderOf(lhsOperand) != blockData.getOrderOf(rhsOperand)) return failure();
      }
      if (isUsedOutsideOfBlock(&*rhsIt, mergeBlock) || isUsedOutsideOfBlock(&*lhsIt, leaderBlock)) return failure();
    }
    if (lhsIt != lhsE || rhsIt != rhsE) return failure();

    operandsToMerge_.insert(mismatched.begin(), mismatched.end());
    for (Block *b : blocksToMerge_)
      if (b == mergeBlock) return success();
    blocksToMerge_.push_back(mergeBlock);
    return success();
  }

  LogicalResult merge(RewriterBase &rewriter) {
    if (blocksToMerge_.empty()) return failure();
    Block *leaderBlock = leaderData_.block;
    if (!operandsToMerge_.empty()) {
      if (!ableToUpdatePredOperands(leaderBlock)) return failure();
      for (Block *b : blocksToMerge_)
        if (!ableToUpdatePredOperands(b)) return failure();

      // Walk all blocks in lock step, turning each mismatched operand of the
      // leader into a new argument and recording what each block passed.
      std::vector<Block::iterator> its;
      its.push_back(leaderBlock->begin());
      for (Block *b : blocksToMerge_) its.push_back(b->begin());
      std::vector<std::vector<Value>> newArguments(1 + blocksToMerge_.size(),
                                                   std::vector<Value>(operandsToMerge_.size()));
      unsigned curOpIndex = 0;
      unsigned numOldArguments = leaderBlock->getNumArguments();
      unsigned index = 0;
      for (const auto &[opIndex, operandIndex] : operandsToMerge_) {
        unsigned offset = opIndex - curOpIndex;
        curOpIndex = opIndex;
        for (size_t i = 0; i < its.size(); ++i) {
          for (unsigned k = 0; k < offset; ++k) ++its[i];
          OpOperand &operand = its[i]->getOpOperand(operandIndex);
          newArguments[i][index] = operand.get();
          if (i == 0) {
            Value v = operand.get();
            operand.set(leaderBlock->addArgument(v.getType(), v.getLoc()));
          }
        }
        ++index;
      }
      newArguments = pruneRedundantArguments(newArguments, rewriter, numOldArguments, leaderBlock);

      auto updatePredecessors = [&](Block *block, size_t clusterIndex) {
        std::vector<std::pair<Operation *, unsigned>> preds;
        for (BlockOperand *use = block->getFirstUse(); use; use = use->getNextUse())
          preds.push_back({use->getOwner(), use->getOperandNumber()});
        for (auto &[term, succIndex] : preds) {
          appendSuccessorOperands(term, succIndex, newArguments[clusterIndex]);
          rewriter.modifyOpInPlace(term, [] {});
        }
      };
      updatePredecessors(leaderBlock, 0);
      for (size_t i = 0; i < blocksToMerge_.size(); ++i) updatePredecessors(blocksToMerge_[i], i + 1);
    }

    for (Block *block : blocksToMerge_) {
      while (BlockOperand *use = block->getFirstUse()) {
        Operation *owner = use->getOwner();
        use->set(leaderBlock);
        rewriter.modifyOpInPlace(owner, [] {});
      }
      rewriter.eraseBlock(block);
    }
    return success();
  }

 private:
  /// Drops new arguments that receive the same values as an earlier new
  /// argument from every predecessor list (MLIR's pruneRedundantArguments).
  static std::vector<std::vector<Value>> pruneRedundantArguments(const std::vector<std::vector<Value>> &newArguments,
                                                                 RewriterBase &rewriter, unsigned numOldArguments,
                                                                 Block *block) {
    if (newArguments.empty()) return newArguments;
    size_t numLists = newArguments.size(), numArgs = newArguments[0].size();
    absl::flat_hash_map<unsigned, unsigned> idxToReplacement;
    absl::flat_hash_map<Value, unsigned> firstValueToIdx;
    for (unsigned j = 0; j < numArgs; ++j) firstValueToIdx.try_emplace(newArguments[0][j], j);
    for (unsigned j = 0; j < numArgs; ++j) {
      unsigned k = firstValueToIdx[newArguments[0][j]];
      if (k == j) continue;
      bool shouldReplace = true;
      for (size_t i = 1; i < numLists; ++i) shouldReplace = shouldReplace && newArguments[i][k] == newArguments[i][j];
      if (shouldReplace) idxToReplacement[j] = k;
    }
    std::vector<std::vector<Value>> pruned(numLists);
    for (size_t i = 0; i < numLists; ++i)
      for (unsigned j = 0; j < numArgs; ++j)
        if (!idxToReplacement.contains(j)) pruned[i].push_back(newArguments[i][j]);
    std::vector<unsigned> toErase;
    for (unsigned idx = 0; idx < numArgs; ++idx) {
      auto it = idxToReplacement.find(idx);
      if (it == idxToReplacement.end()) continue;
      rewriter.replaceAllUsesWith(block->getArgument(numOldArguments + idx),
                                  block->getArgument(numOldArguments + it->second));
      toErase.push_back(numOldArguments + idx);
    }
    for (size_t i = toErase.size(); i-- > 0;) block->eraseArgument(toErase[i]);
    return pruned;
  }

  BlockEquivalenceData leaderData_;
  std::vector<Block *> blocksToMerge_;
  std::set<std::pair<int, int>> operandsToMerge_;
};

LogicalResult mergeIdenticalBlocks(RewriterBase &rewriter, Region &region) {
  if (region.empty() || region.hasOneBlock()) return failure();

  // Group the non-entry blocks by their successor lists, in region order.
  std::vector<std::pair<std::vector<Block *>, std::vector<Block *>>> groups;
  absl::flat_hash_map<std::vector<Block *>, size_t> groupIndex;
  for (Block *block = region.front().getNextNode(); block; block = block->getNextNode()) {
    std::vector<Block *> succs = block->getSuccessors();
    auto [it, inserted] = groupIndex.try_emplace(succs, groups.size());
    if (inserted) groups.push_back({succs, {}});
    groups[it->second].second.push_back(block);
  }

  bool merged = false;
  for (auto &group : groups) {
    std::vector<Block *> &blocks = group.second;
    if (blocks.size() == 1) continue;
    std::vector<BlockMergeCluster> clusters;
    for (Block *block : blocks) {
      bool hasNonEmptyRegion = false;
      for (Operation &op : *block)
        for (Region &r : op.getRegions()) hasNonEmptyRegion |= !r.empty();
      if (hasNonEmptyRegion) continue;
      bool argUsedOutside = false;
      for (unsigned i = 0; i < block->getNumArguments(); ++i)
        argUsedOutside |= isUsedOutsideOfBlock(block->getArgument(i), block);
      if (argUsedOutside) continue;
      BlockEquivalenceData data(block);
      bool added = false;
      for (BlockMergeCluster &cluster : clusters)
        if ((added = succeeded(cluster.addToCluster(data)))) break;
      if (!added) clusters.emplace_back(std::move(data));
    }
    for (BlockMergeCluster &cluster : clusters) merged |= succeeded(cluster.merge(rewriter));
  }
  return success(merged);
}

LogicalResult mergeIdenticalBlocks(RewriterBase &rewriter, MutableArrayRef<Region> regions) {
  // A set-vector worklist: regions that changed are revisited.
  std::vector<Region *> worklist;
  absl::flat_hash_set<Region *> inList;
  auto push = [&](Region *r) {
    if (inList.insert(r).second) worklist.push_back(r);
  };
  for (Region &region : regions) push(&region);
  bool changed = false;
  while (!worklist.empty()) {
    Region *region = worklist.back();
    worklist.pop_back();
    inList.erase(region);
    if (succeeded(mergeIdenticalBlocks(rewriter, *region))) {
      push(region);
      changed = true;
    }
    for (Block &block : *region)
      for (Operation &op : block)
        for (Region &nested : op.getRegions()) push(&nested);
  }
  return success(changed);
}

/// Drops arguments of `block` that receive the same value from every
/// predecessor, using that value directly.
LogicalResult dropRedundantArguments(RewriterBase &rewriter, Block &block) {
  // The forwarded operand range of every predecessor edge (null range: the
  // terminator's layout is unknown, so no argument can be dropped).
  std::vector<std::pair<Operation *, std::optional<SuccessorOperandRange>>> edges;
  for (BlockOperand *use = block.getFirstUse(); use; use = use->getNextUse())
    edges.push_back({use->getOwner(), getSuccessorOperandRange(use->getOwner(), use->getOperandNumber())});

  std::vector<unsigned> argsToErase;
  for (unsigned argIdx = 0; argIdx < block.getNumArguments(); ++argIdx) {
    bool sameArg = true;
    Value common;
    for (auto &[term, range] : edges) {
      if (!range || argIdx >= range->count) {
        sameArg = false;
        break;
      }
      Value v = term->getOperand(range->begin + argIdx);
      if (!common) {
        common = v;
        continue;
      }
      if (v != common) {
        sameArg = false;
        break;
      }
    }
    if (common && sameArg && common != block.getArgument(argIdx)) {
      argsToErase.push_back(argIdx);
      rewriter.replaceAllUsesWith(block.getArgument(argIdx), common);
    }
  }
  if (argsToErase.empty()) return failure();

  for (size_t i = argsToErase.size(); i-- > 0;) block.eraseArgument(argsToErase[i]);
  for (BlockOperand *use = block.getFirstUse(); use; use = use->getNextUse()) {
    eraseSuccessorOperands(use->getOwner(), use->getOperandNumber(), argsToErase);
    rewriter.modifyOpInPlace(use->getOwner(), [] {});
  }
  return success();
}

LogicalResult dropRedundantArguments(RewriterBase &rewriter, MutableArrayRef<Region> regions) {
  std::vector<Region *> worklist;
  absl::flat_hash_set<Region *> inList;
  auto push = [&](Region *r) {
    if (inList.insert(r).second) worklist.push_back(r);
  };
  for (Region &region : regions) push(&region);
  bool changed = false;
  while (!worklist.empty()) {
    Region *region = worklist.back();
    worklist.pop_back();
    inList.erase(region);
    for (Block &block : *region) {
      changed = succeeded(dropRedundantArguments(rewriter, block)) || changed;
      for (Operation &op : block)
        for (Region &nested : op.getRegions()) push(&nested);
    }
  }
  return success(changed);
}

}  // namespace

namespace {

/// What simplifyRegions may change in `regions`.
enum class SimplifyScope {
  /// Provably nothing: every region (nested ones included) has at most one
  /// block and SSA dominance, and no op is trivially dead. Then no block is
  /// unreachable, none has predecessors (nothing to merge, no argument to
  /// drop), and region DCE erases nothing: with all uses after their
  /// definitions, an op DCE finds dead has only dead users, and following
  /// users from it ends at a dead op without uses, which is trivially dead;
  /// conversely a trivially dead op is never proven live, so it (or a dead
  /// ancestor) would be erased.
  Nothing,
  /// Same shape, but some op is trivially dead: only DCE has work, and one
  /// pass of it decides every op.
  SingleBlockDCE,
  /// Several blocks or a graph region somewhere: all steps run.
  Everything,
};

/// Scans `region` for simplifyScope: sets `everything` on the first
/// multi-block or graph region, `dead` on the first trivially dead op (after
/// which ops are no longer tested, only the shape).
void scanRegion(Region &region, std::vector<MemoryEffect> &effects, bool &everything, bool &dead) {
  if (region.empty()) return;
  if (!region.hasOneBlock() || !hasSSADominance(&region)) {
    everything = true;
    return;
  }
  for (Operation &op : region.front()) {
    for (Region &nested : op.getRegions()) {
      scanRegion(nested, effects, everything, dead);
      if (everything) return;
    }
    if (!dead && isOpTriviallyDead(&op, effects)) dead = true;
  }
}

/// Most bodies are in the Nothing state once the worklist has converged,
/// and this scan (a walk with a use test per op) is much cheaper than the
/// liveness propagation with its sets.
SimplifyScope simplifyScope(MutableArrayRef<Region> regions, bool noTriviallyDeadOps) {
  struct Tag;
  ScratchVector<MemoryEffect, Tag> scratch;
  std::vector<MemoryEffect> &effects = scratch.get();
  // Known liveness: scanned as if a dead op had been found, then the answer
  // is corrected.
  bool everything = false, dead = noTriviallyDeadOps;
  for (Region &region : regions) {
    scanRegion(region, effects, everything, dead);
    if (everything) return SimplifyScope::Everything;
  }
  return dead && !noTriviallyDeadOps ? SimplifyScope::SingleBlockDCE : SimplifyScope::Nothing;
}

}  // namespace

LogicalResult simplifyRegions(RewriterBase &rewriter, MutableArrayRef<Region> regions, bool mergeBlocks,
                              bool noTriviallyDeadOps) {
  switch (simplifyScope(regions, noTriviallyDeadOps)) {
    case SimplifyScope::Nothing: return failure();
    case SimplifyScope::SingleBlockDCE: return runSingleBlockRegionDCE(rewriter, regions);
    case SimplifyScope::Everything: break;
  }
  bool eliminatedBlocks = succeeded(eraseUnreachableBlocks(rewriter, regions));
  bool eliminatedOpsOrArgs = succeeded(runRegionDCE(rewriter, regions));
  bool mergedBlocks = false, droppedArgs = false;
  if (mergeBlocks) {
    mergedBlocks = succeeded(mergeIdenticalBlocks(rewriter, regions));
    droppedArgs = succeeded(dropRedundantArguments(rewriter, regions));
  }
  return success(eliminatedBlocks || eliminatedOpsOrArgs || mergedBlocks || droppedArgs);
}

}  // namespace tbuf

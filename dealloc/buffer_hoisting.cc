// Buffer hoisting: placement of one allocation at a time (see
// buffer_hoisting.h). Mirrors MLIR's BufferAllocationHoisting::hoist and
// findPlacementBlock, with the walk along immediate dominators shortened to
// one jump per region.
#include "dealloc/buffer_hoisting.h"

#include <vector>

#include "absl/container/flat_hash_set.h"
#include "analysis/alias_analysis.h"
#include "analysis/dominance.h"
#include "analysis/liveness.h"
#include "dealloc/buffer_placement.h"

namespace tbuf::dealloc {

namespace {

class Hoister {
 public:
  Hoister(Operation *root, HoistingKind kind) : root_(root), kind_(kind), aliases_(root), liveness_(root) {}

  HoistingStats run() {
    HoistingStats stats;
    std::vector<Value> candidates;
    for (const AllocEntry &entry : collectAllocations(root_)) candidates.push_back(entry.alloc);
    root_->walk([&](Operation *op) {
      if (op->getName() == "memref.alloca") candidates.push_back(op->getResult(0));
    });
    for (Value alloc : candidates) {
      if (!shouldHoistOpType(alloc.getDefiningOp())) continue;
      ++stats.candidates;
      if (hoist(alloc)) ++stats.moved;
    }
    return stats;
  }

 private:
  /// MLIR's AllocationOpInterface::getHoistingKind of memref.alloc (Block |
  /// Loop) and memref.alloca (Loop only); other allocations are not moved.
  bool shouldHoistOpType(Operation *op) const {
    std::string_view name = op->getName();
    if (name == "memref.alloc") return true;
    return kind_ == HoistingKind::Loop && name == "memref.alloca";
  }

  /// Nearest common dominator of the alloc's block and of every block using
  /// (or defining) one of its aliases.
  Block *aliasDominator(Value alloc) {
    std::vector<Block *> blocks;
    absl::flat_hash_set<Block *> seen;
    auto add = [&](Block *b) {
      if (b && seen.insert(b).second) blocks.push_back(b);
    };
    add(alloc.getParentBlock());
    std::vector<Value> aliases = aliases_.resolve(alloc);
    // mlir-opt-22's BufferViewFlowAnalysis does not follow a memref.realloc
    // from its (freed) source to the new buffer; the shared analysis does
    // (deallocation needs it), so drop what is only reachable that way.
    absl::flat_hash_set<Value> viaRealloc;
    for (Value alias : aliases) {
      Operation *def = alias.getDefiningOp();
      if (alias != alloc && def && def->getName() == "memref.realloc")
        for (Value x : aliases_.resolve(alias)) viaRealloc.insert(x);
    }
    for (Value alias : aliases) {
      if (viaRealloc.contains(alias)) continue;
      for (OpOperand &use : alias.getUses()) add(use.getOwner()->getBlock());
      add(alias.getParentBlock());
    }
    return findCommonDominator(blocks, dom_);
  }

  bool isLegalPlacement(Operation *op, Block *aliasDominatorBlock) {
    if (kind_ == HoistingKind::Dominator) return !isLoop(op);
    return isSequentialLoop(op) && !dom_.dominates(aliasDominatorBlock, op->getBlock());
  }

  /// MLIR's findPlacementBlock. The placement only follows dominator moves
  /// for dominator hoisting; loop hoisting only records moves to parents.
  Block *findPlacementBlock(Block *start, Block *upperBound, Block *aliasDominatorBlock) {
    Block *current = start;
    Block *placement = start;
    while (true) {
      Operation *parentOp = current->getParentOp();
      Block *parentBlock = parentOp ? parentOp->getBlock() : nullptr;
      if (!parentBlock) break;
      if (upperBound && !dom_.properlyDominates(upperBound, current)) break;
      Region *region = current->getParent();
      Block *idom = current->isEntryBlock() ? nullptr : dom_.getDomTree(region).getIDom(current);
      if (idom && dom_.properlyDominates(parentBlock, idom)) {
        // MLIR steps to the immediate dominator once per iteration; the loop
        // condition keeps holding until the bound block (if it lives in this
        // region) or the region's entry, so go there directly.
        Block *target = idom;
        if (hasSSADominance(region))
          target = upperBound && upperBound->getParent() == region ? upperBound : &region->front();
        current = target;
        if (kind_ == HoistingKind::Dominator) placement = current;
        continue;
      }
      if (!isKnownControlFlowInterface(parentOp) || !isLegalPlacement(parentOp, aliasDominatorBlock)) break;
      current = parentBlock;
      placement = current;
    }
    return placement;
  }

  bool hoist(Value alloc) {
    Operation *def = alloc.getDefiningOp();
    Block *allocBlock = def->getBlock();
    if (!allocBlock->isEntryBlock() && !dom_.isReachableFromEntry(allocBlock)) return false;
    Block *dominatorBlock = aliasDominator(alloc);
    if (!dominatorBlock) return false;

    // The lowest block defining an operand bounds the walk from above.
    Block *dependencyBlock = nullptr;
    for (Value operand : def->getOperands()) {
      Block *depBlock = operand.getParentBlock();
      if (!dependencyBlock || dom_.dominates(dependencyBlock, depBlock)) dependencyBlock = depBlock;
    }
    Block *upperBound = nullptr;
    if (kind_ == HoistingKind::Dominator) {
      upperBound = dominatorBlock;
      if (dependencyBlock && dom_.properlyDominates(dominatorBlock, dependencyBlock)) upperBound = dependencyBlock;
    } else {
      upperBound = dependencyBlock;
    }

    Block *placementBlock = findPlacementBlock(allocBlock, upperBound, dominatorBlock);
    Operation *start = getStartOperation(alloc, placementBlock, liveness_);
    if (!start || start == def) return false;
    if (start->getPrevNode() == def) return false;  // already in front of it
    def->moveBefore(start);
    return true;
  }

  Operation *root_;
  HoistingKind kind_;
  AliasAnalysis aliases_;
  Liveness liveness_;
  DominanceInfo dom_;
};

}  // namespace

HoistingStats hoistBuffers(Operation *root, HoistingKind kind) { return Hoister(root, kind).run(); }

}  // namespace tbuf::dealloc

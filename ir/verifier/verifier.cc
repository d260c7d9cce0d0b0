// The verifier (see verifier.h for the order of checks). Structure mirrors
// MLIR's OperationVerifier: an explicit DFS with "entrance" and "exit" visits
// of ops and blocks (no recursion on nesting depth, except once per level of
// IsolatedFromAbove ops), then a separate dominance sweep, because dominance
// questions are only meaningful once the CFG is known to be well formed.
#include "ir/verifier/verifier.h"

#include <algorithm>
#include <cstddef>
#include <deque>
#include <optional>
#include <string>
#include <vector>

#include "ir/context.h"
#include "ir/diagnostics.h"
#include "ir/op_definition.h"
#include "ir/symbol_table.h"
#include "ir/dominance.h"
#include "ir/verifier/verifier_traits.h"

namespace tbuf {

namespace {

/// `emitError(loc, ...)` of MLIR: a located error not tied to an op (no op
/// note attached).
InFlightDiagnostic emitErrorAt(Context *ctx, Location loc) {
  return InFlightDiagnostic(&ctx->getDiagEngine(), loc, Severity::Error);
}

/// MLIR's `op->mightHaveTrait<T>()`: unregistered ops might have any trait.
bool mightHaveTrait(Operation *op, OpTrait t) { return !op->isRegistered() || op->hasTrait(t); }

/// Blocks that may lack a terminator: detached blocks, and the single block
/// of a region whose parent has NoTerminator (or is unregistered).
bool mayBeValidWithoutTerminator(Block *block) {
  Region *region = block->getParent();
  if (!region) return true;
  if (!region->hasOneBlock()) return false;
  Operation *op = block->getParentOp();
  return !op || mightHaveTrait(op, OpTrait::NoTerminator);
}

class OperationVerifier {
 public:
  explicit OperationVerifier(bool verifyRecursively) : verifyRecursively_(verifyRecursively) {}

  LogicalResult verifyOpAndDominance(Operation *op) {
    if (failed(verifyOperation(op))) return failure();
    // Dominance last: a malformed CFG must not reach the dominator builder.
    if (op->getNumRegions() != 0) return verifyDominanceOfContainedRegions(op);
    return success();
  }

 private:
  struct WorkItem {
    Operation *op = nullptr;
    Block *block = nullptr;
    bool entered = false;
    /// For a block: the index of its parent op's item (below it in the
    /// worklist until the block is done).
    size_t parent = 0;
    /// For an op: some block of it holds an isolated op, to verify on exit.
    bool hasIsolatedChildren = false;
    /// For an entered block: the next of its ops to verify (null when all
    /// are done).
    Operation *next = nullptr;
  };

  LogicalResult verifyOperation(Operation *root);
  /// Verifies the ops of `item`'s block from `item.next` on, up to (and
  /// pushing) the first one with regions; true when the block is done.
  bool verifyOpsOfBlock(WorkItem &item, std::vector<WorkItem> &worklist, LogicalResult &result);
  LogicalResult verifyOnEntrance(Block *block);
  LogicalResult verifyOnExit(Block *block);
  LogicalResult verifyOnEntrance(Operation *op);
  LogicalResult verifyOnExit(Operation *op, bool hasIsolatedChildren);
  LogicalResult verifyDominanceOfContainedRegions(Operation *op);

  bool verifyRecursively_;
  DominanceInfo domInfo_;
  /// Worklists of the nested verifyOperation calls (one per level of
  /// isolated ops), kept so that their storage is reused from one function
  /// to the next. A deque: growing it leaves the outer levels in place.
  std::deque<std::vector<WorkItem>> worklists_;
  size_t depth_ = 0;
  std::vector<Operation *> dominanceWorklist_;
};

LogicalResult OperationVerifier::verifyOperation(Operation *root) {
  // Each item is visited twice: on entrance (children pushed above it) and,
  // once they are done, on exit. The ops of a block are verified in program
  // order; an op without regions is entered and exited on the spot, one with
  // regions is pushed (its block resuming after it once it is done).
  if (worklists_.size() <= depth_) worklists_.emplace_back();
  std::vector<WorkItem> &worklist = worklists_[depth_];
  ++depth_;
  struct DepthRestore {
    size_t &depth;
    ~DepthRestore() { --depth; }
  } restore{depth_};
  worklist.clear();
  worklist.push_back({root, nullptr, false});
  while (!worklist.empty()) {
    WorkItem &top = worklist.back();
    if (top.entered) {
      if (top.block) {
        // A block resuming after one of its ops with regions.
        LogicalResult result = success();
        bool done = verifyOpsOfBlock(top, worklist, result);
        if (failed(result)) return failure();
        if (!done) continue;
      }
      WorkItem item = worklist.back();
      worklist.pop_back();
      if (failed(item.op ? verifyOnExit(item.op, item.hasIsolatedChildren) : verifyOnExit(item.block)))
        return failure();
      continue;
    }
    top.entered = true;
    WorkItem item = top;  // `top` dangles once children are pushed
    if (failed(item.op ? verifyOnEntrance(item.op) : verifyOnEntrance(item.block))) return failure();

    if (item.block) {
      // One pass over the block's ops first: successors only on the
      // terminator; IsolatedFromAbove ops are verified on their parent's
      // exit.
      bool isolatedSeen = false;
      for (Operation &o : *item.block) {
        if (o.getNumSuccessors() != 0 && &o != &item.block->back())
          return o.emitError() << "operation with block successors must terminate its parent block";
        if (o.getNumRegions() != 0 && o.hasTrait(OpTrait::IsolatedFromAbove)) isolatedSeen = true;
      }
      if (isolatedSeen && worklist[item.parent].op) worklist[item.parent].hasIsolatedChildren = true;
      WorkItem &self = worklist.back();
      self.next = item.block->empty() ? nullptr : &item.block->front();
      LogicalResult result = success();
      bool done = verifyOpsOfBlock(self, worklist, result);
      if (failed(result)) return failure();
      if (done) {
        worklist.pop_back();
        if (failed(verifyOnExit(item.block))) return failure();
      }
      continue;
    }
    if (!verifyRecursively_) continue;
    size_t self = worklist.size() - 1;
    for (unsigned r = item.op->getNumRegions(); r-- > 0;) {
      Region &region = item.op->getRegion(r);
      for (Block *b = region.empty() ? nullptr : &region.back(); b; b = b->getPrevNode())
        worklist.push_back({nullptr, b, false, self});
    }
  }
  return success();
}

bool OperationVerifier::verifyOpsOfBlock(WorkItem &item, std::vector<WorkItem> &worklist, LogicalResult &result) {
  while (Operation *o = item.next) {
    item.next = o->getNextNode();
    if (o->getNumRegions() != 0) {
      if (o->hasTrait(OpTrait::IsolatedFromAbove)) continue;
      worklist.push_back({o, nullptr, false});  // may reallocate: `item` is not used after this
      return false;
    }
    // No regions: nothing is nested, so exit follows entrance directly.
    if (failed(verifyOnEntrance(o)) || failed(verifyOnExit(o, /*hasIsolatedChildren=*/false))) {
      result = failure();
      return false;
    }
  }
  return true;
}

LogicalResult OperationVerifier::verifyOnEntrance(Block *block) {
  for (unsigned i = 0, e = block->getNumArguments(); i < e; ++i) {
    BlockArgument arg = block->getArgument(i);
    if (arg.getOwner() != block)
      return emitErrorAt(block->getParent()->getContext(), arg.getLoc()) << "block argument not owned by block";
  }
  if (block->empty()) {
    if (mayBeValidWithoutTerminator(block)) return success();
    Region *region = block->getParent();
    return emitErrorAt(region->getContext(), region->getLoc()) << "empty block: expect at least a terminator";
  }
  // Misplaced successors are checked in verifyOperation's pass over the ops.
  return success();
}

LogicalResult OperationVerifier::verifyOnExit(Block *block) {
  if (!block->empty()) {
    Operation &last = block->back();
    for (unsigned i = 0, e = last.getNumSuccessors(); i < e; ++i) {
      Block *succ = last.getSuccessor(i);
      if (!succ || succ->getParent() != block->getParent())
        return last.emitOpError() << "branching to block of a different region";
    }
  }
  if (mayBeValidWithoutTerminator(block)) return success();
  Operation &terminator = block->back();
  if (!mightHaveTrait(&terminator, OpTrait::Terminator))
    return terminator.emitError() << "block with no terminator, has " << formatOpForDiagnostic(&terminator);
  return success();
}

LogicalResult OperationVerifier::verifyOnEntrance(Operation *op) {
  for (unsigned i = 0, e = op->getNumOperands(); i < e; ++i)
    if (!op->getOperand(i)) return op->emitError() << "null operand found";

  if (op->isRegistered()) {
    const OpDefinition *def = op->getDef();
    if (((def->traits & kOpTraitsVerified) || op->getNumSuccessors() != 0) && failed(verifyOpTraits(op)))
      return failure();
    if (def->verify && failed(def->verify(op))) return failure();
  }

  for (unsigned r = 0, e = op->getNumRegions(); r < e; ++r) {
    Region &region = op->getRegion(r);
    if (region.empty()) continue;
    if (!region.front().hasNoPredecessors())
      return emitErrorAt(op->getContext(), op->getLoc()) << "entry block of region may not have predecessors";
  }
  return success();
}

LogicalResult OperationVerifier::verifyOnExit(Operation *op, bool hasIsolatedChildren) {
  if (verifyRecursively_ && hasIsolatedChildren) {
    // Isolated children are verified completely (incl. dominance) here, in
    // program order.
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (Operation &o : block)
          if (o.getNumRegions() != 0 && o.hasTrait(OpTrait::IsolatedFromAbove))
            if (failed(verifyOpAndDominance(&o))) return failure();
  }

  if (op->isRegistered()) {
    const OpDefinition *def = op->getDef();
    if ((def->traits & kRegionTraitsVerified) && failed(verifyRegionTraits(op))) return failure();
    if (def->verifyRegions && failed(def->verifyRegions(op))) return failure();
    return success();
  }

  // An unregistered op is fine if its dialect is registered and open (MLIR's
  // allowUnknownOperations, e.g. `test`); an error if its dialect is
  // registered and closed (a typo such as "func.fnuc"); otherwise fine only
  // when unregistered dialects are allowed.
  Context *ctx = op->getContext();
  std::string_view dialect = op->getDialectNamespace();
  if (!dialect.empty() && ctx->isDialectRegistered(dialect)) {
    if (ctx->dialectAllowsUnknownOps(dialect)) return success();
    return op->emitError() << "unregistered operation '" << op->getName() << "' found in dialect ('" << dialect
                           << "') that does not allow unknown operations";
  }
  if (!ctx->allowsUnregisteredDialects())
    return op->emitOpError() << "created with unregistered dialect. If this is intended, please call "
                                "allowUnregisteredDialects() on the MLIRContext, or use "
                                "-allow-unregistered-dialect with the MLIR opt tool used";
  return success();
}

/// MLIR's diagnoseInvalidOperandDominance: the error plus a note saying where
/// the operand comes from relative to the use.
void diagnoseInvalidOperandDominance(Operation *op, unsigned operandNo) {
  InFlightDiagnostic diag = op->emitError();
  diag << "operand #" << operandNo << " does not dominate this use";
  Value operand = op->getOperand(operandNo);
  Block *useBlock = op->getBlock();
  Region *useRegion = useBlock->getParent();
  if (Operation *def = operand.getDefiningOp()) {
    Diagnostic &note = diag.attachNote(def->getLoc());
    note.message = "operand defined here";
    Block *defBlock = def->getBlock();
    Region *defRegion = defBlock ? defBlock->getParent() : nullptr;
    if (useBlock == defBlock)
      note.message += " (op in the same block)";
    else if (useRegion == defRegion)
      note.message += " (op in the same region)";
    else if (defRegion && defRegion->isProperAncestor(useRegion))
      note.message += " (op in a parent region)";
    else if (useRegion && defRegion && useRegion->isProperAncestor(defRegion))
      note.message += " (op in a child region)";
    else
      note.message += " (op is neither in a parent nor in a child region)";
    return;
  }
  Block *argBlock = operand.cast<BlockArgument>().getOwner();
  Region *argRegion = argBlock->getParent();
  Location loc = argBlock->getParentOp() ? argBlock->getParentOp()->getLoc() : Location::unknown();
  Diagnostic &note = diag.attachNote(loc);
  if (loc.isUnknown()) note.loc = Location::unknown();
  if (!argRegion) {
    note.message = " (block without parent)";
    return;
  }
  unsigned index = 0;
  for (Block &b : *argRegion) {
    if (&b == argBlock) break;
    ++index;
  }
  note.message = "operand defined as a block argument (block #" + std::to_string(index);
  if (useRegion == argRegion)
    note.message += " in the same region)";
  else if (argRegion->isProperAncestor(useRegion))
    note.message += " in a parent region)";
  else if (useRegion && useRegion->isProperAncestor(argRegion))
    note.message += " in a child region)";
  else
    note.message += " neither in a parent nor in a child region)";
}

LogicalResult OperationVerifier::verifyDominanceOfContainedRegions(Operation *root) {
  std::vector<Operation *> &worklist = dominanceWorklist_;
  worklist.assign(1, root);
  while (!worklist.empty()) {
    Operation *op = worklist.back();
    worklist.pop_back();
    for (Region &region : op->getRegions()) {
      const bool ssaDominance = hasSSADominance(&region);
      for (Block &block : region) {
        // Dominance is only meaningful in reachable blocks; nested regions of
        // unreachable blocks are still checked.
        bool reachable = domInfo_.isReachableFromEntry(&block);
        for (Operation &nested : block) {
          if (reachable) {
            for (unsigned i = 0, e = nested.getNumOperands(); i < e; ++i) {
              // Most operands come from the same block: an earlier op (or any
              // op in a graph region) or the block's own argument dominates.
              // That is what properlyDominates answers, without the lookups.
              Value operand = nested.getOperand(i);
              if (auto result = operand.dyn_cast<OpResult>()) {
                Operation *def = result.getOwner();
                if (def->getBlock() == &block && (!ssaDominance || def->isBeforeInBlock(&nested))) continue;
              } else if (operand.cast<BlockArgument>().getOwner() == &block) {
                continue;
              }
              if (domInfo_.properlyDominates(operand, &nested)) continue;
              diagnoseInvalidOperandDominance(&nested, i);
              return failure();
            }
          }
          if (verifyRecursively_ && nested.getNumRegions() != 0 && !nested.hasTrait(OpTrait::IsolatedFromAbove))
            worklist.push_back(&nested);
        }
      }
    }
  }
  return success();
}

}  // namespace

LogicalResult verify(Operation *op, bool verifyRecursively) {
  // Symbol uses (func.call -> func.func) resolve through one lazily built
  // table per symbol table for the whole run (MLIR verifies symbol uses with
  // a shared SymbolTableCollection too); the IR does not change meanwhile.
  std::optional<SymbolTableCollection> symbolTables;
  std::optional<ScopedSymbolTableCollection> scope;
  if (!ScopedSymbolTableCollection::current()) {
    symbolTables.emplace();
    scope.emplace(*symbolTables);
  }
  OperationVerifier verifier(verifyRecursively);
  return verifier.verifyOpAndDominance(op);
}

}  // namespace tbuf

// The verifier (see verifier.h for the order of checks). Structure mirrors
// MLIR's OperationVerifier: an explicit DFS with "entrance" and "exit" visits
// of ops and blocks (no recursion on nesting depth, except once per level of
// IsolatedFromAbove ops; the usual shallow body is walked by a bounded
// recursion making the same visits, which avoids a worklist item per op with
// regions and per block), then a separate dominance sweep, because dominance
// questions are only meaningful once the CFG is known to be well formed. The
// sweep (and the IsolatedFromAbove walk) run only when the DFS could not
// prove every operand visible by position (see isVisiblyDefinedBefore).
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

/// Whether `operand` of `user` is defined in the user's block or in a block
/// enclosing it below `scopeRoot`, before the user (or before the user's
/// ancestor in that block), or is an argument of one of those blocks. Such an
/// operand properly dominates the user and is not defined above `scopeRoot`,
/// so neither the dominance sweep nor the IsolatedFromAbove check can
/// reject it. False is only "not proven here": those full checks then run.
bool isVisiblyDefinedBefore(Value operand, Operation *user, Operation *scopeRoot) {
  Block *block = user->getBlock();
  if (!operand || !block) return false;
  if (auto result = operand.dyn_cast<OpResult>()) {
    Operation *def = result.getOwner();
    Block *defBlock = def->getBlock();
    Operation *at = user;
    while (block != defBlock) {
      Operation *parent = block->getParentOp();
      if (!parent || parent == scopeRoot) return false;
      at = parent;
      block = parent->getBlock();
      if (!block) return false;
    }
    return def->isBeforeInBlock(at);
  }
  Block *owner = operand.cast<BlockArgument>().getOwner();
  while (block != owner) {
    Operation *parent = block->getParentOp();
    if (!parent || parent == scopeRoot) return false;
    block = parent->getBlock();
    if (!block) return false;
  }
  return true;
}

/// Out of line, so that the operand loop needs no diagnostic on its stack.
[[gnu::noinline]] LogicalResult emitNullOperand(Operation *op) {
  return op->emitError() << "null operand found";
}

class OperationVerifier {
 public:
  explicit OperationVerifier(bool verifyRecursively) : verifyRecursively_(verifyRecursively) {}

  LogicalResult verifyOpAndDominance(Operation *op) {
    bool operandsVisible = false;
    if (failed(verifyOperation(op, operandsVisible))) return failure();
    // Dominance last: a malformed CFG must not reach the dominator builder.
    // When the walk already saw every operand defined visibly before its
    // use, the sweep cannot fail and is skipped.
    if (op->getNumRegions() != 0 && !operandsVisible) return verifyDominanceOfContainedRegions(op);
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

  /// Verifies `root` and everything under it except the isolated ops, which
  /// are verified completely on their parent's exit. `operandsVisible` tells
  /// whether every operand under `root` (isolated children's own operands
  /// included) passed isVisiblyDefinedBefore.
  LogicalResult verifyOperation(Operation *root, bool &operandsVisible);
  /// verifyOperation's walk as a recursion over the nesting of non-isolated
  /// ops (the same visits in the same order), for the common shallow body:
  /// no worklist items to push and pop per op with regions and per block.
  /// Gives up, with `tooDeep` set and nothing reported, once
  /// kMaxRecursiveDepth frames are on the stack; verifyOperation then walks
  /// with the worklist from the start (a successful partial walk reports
  /// nothing, so running it again is invisible).
  LogicalResult verifyNestedRecursively(Operation *op, bool &tooDeep);
  /// The entrance of a block: its own checks, then successors only on its
  /// terminator, before any op of the block is verified.
  LogicalResult verifyBlockEntrance(Block *block);
  /// verifyOpsOfBlock's handling of an isolated op met in a block: verified
  /// on the parent's exit, its operands belong to this level.
  void noteIsolatedChild(Operation *op);
  /// Verifies the ops of `item`'s block from `item.next` on, up to (and
  /// pushing) the first one with regions; true when the block is done. The
  /// one path for a block's first entry and its resumptions.
  bool verifyOpsOfBlock(size_t itemIndex, std::vector<WorkItem> &worklist, LogicalResult &result);
  /// Both visits of an op without regions, in the order of
  /// verifyOnEntrance(op) then verifyOnExit(op). Inlined into the two block
  /// loops: it runs for most ops of every verification.
  [[gnu::always_inline]] inline LogicalResult verifyOpWithoutRegions(Operation *op);
  /// The operand part of entering an op: null operands are errors; the rest
  /// feed `operandsVisible_`. Inlined into the per-op loop: it runs for
  /// every op of every verification, and most ops have one or two operands.
  [[gnu::always_inline]] inline LogicalResult verifyOperands(Operation *op);
  LogicalResult verifyOnEntrance(Block *block);
  LogicalResult verifyOnExit(Block *block);
  LogicalResult verifyOnEntrance(Operation *op);
  LogicalResult verifyOnExit(Operation *op, bool hasIsolatedChildren);
  /// The registered/unregistered tail of verifyOnExit(op).
  LogicalResult verifyOpDefinitionOnExit(Operation *op);
  LogicalResult verifyDominanceOfContainedRegions(Operation *op);

  /// Recursion frames of verifyNestedRecursively, over all levels of
  /// isolated ops (bounds the stack whatever the nesting).
  static constexpr unsigned kMaxRecursiveDepth = 48;
  unsigned recursiveDepth_ = 0;

  bool verifyRecursively_;
  DominanceInfo domInfo_;
  /// Worklists of the nested verifyOperation calls (one per level of
  /// isolated ops), kept so that their storage is reused from one function
  /// to the next. A deque: growing it leaves the outer levels in place.
  std::deque<std::vector<WorkItem>> worklists_;
  size_t depth_ = 0;
  /// The root of the innermost verifyOperation and whether all operands seen
  /// under it so far are visibly defined before their use.
  Operation *root_ = nullptr;
  bool operandsVisible_ = true;
  std::vector<Operation *> dominanceWorklist_;
};

LogicalResult OperationVerifier::verifyOperation(Operation *root, bool &operandsVisible) {
  struct RootRestore {
    OperationVerifier &v;
    Operation *root;
    bool visible;
    ~RootRestore() {
      v.root_ = root;
      v.operandsVisible_ = visible;
    }
  } restoreRoot{*this, root_, operandsVisible_};
  root_ = root;
  // Without recursion nested ops are not walked, so nothing is proven.
  operandsVisible_ = verifyRecursively_;
  if (verifyRecursively_) {
    bool tooDeep = false;
    LogicalResult result = verifyNestedRecursively(root, tooDeep);
    if (!tooDeep) {
      if (succeeded(result)) operandsVisible = operandsVisible_;
      return result;
    }
    operandsVisible_ = verifyRecursively_;
  }

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
  } restoreDepth{depth_};
  worklist.clear();
  worklist.push_back({root, nullptr, false});
  while (!worklist.empty()) {
    WorkItem &top = worklist.back();
    if (top.block) {
      if (!top.entered) {
        top.entered = true;
        Block *block = top.block;
        if (failed(verifyBlockEntrance(block))) return failure();
        top.next = block->empty() ? nullptr : &block->front();
      }
      LogicalResult result = success();
      bool done = verifyOpsOfBlock(worklist.size() - 1, worklist, result);
      if (failed(result)) return failure();
      if (!done) continue;
      Block *block = worklist.back().block;
      worklist.pop_back();
      if (failed(verifyOnExit(block))) return failure();
      continue;
    }
    if (top.entered) {
      WorkItem item = top;
      worklist.pop_back();
      if (failed(verifyOnExit(item.op, item.hasIsolatedChildren))) return failure();
      continue;
    }
    top.entered = true;
    Operation *op = top.op;  // `top` dangles once children are pushed
    if (failed(verifyOnEntrance(op))) return failure();
    if (!verifyRecursively_) continue;
    size_t self = worklist.size() - 1;
    for (unsigned r = op->getNumRegions(); r-- > 0;) {
      Region &region = op->getRegion(r);
      for (Block *b = region.empty() ? nullptr : &region.back(); b; b = b->getPrevNode())
        worklist.push_back({nullptr, b, false, self});
    }
  }
  operandsVisible = operandsVisible_;
  return success();
}

LogicalResult OperationVerifier::verifyNestedRecursively(Operation *op, bool &tooDeep) {
  if (recursiveDepth_ >= kMaxRecursiveDepth) {
    tooDeep = true;
    return failure();
  }
  ++recursiveDepth_;
  struct DepthRestore {
    unsigned &depth;
    ~DepthRestore() { --depth; }
  } restore{recursiveDepth_};
  if (failed(verifyOnEntrance(op))) return failure();
  // The isolated ops in op's regions (a module's functions) are verified
  // completely, dominance included, on op's exit, after all its other ops.
  // They are verified here, as the walk meets them and while they are in
  // cache, instead of by a second walk over the regions; what they report
  // is held back and released where verifying them on exit would report it
  // (after the blocks' own checks), or dropped if another op of the regions
  // fails first. Verification stops at the first failing isolated op, as it
  // would on exit.
  HeldDiagnostics held(op->getContext()->getDiagEngine());
  bool isolatedFailed = false;
  for (Region &region : op->getRegions())
    for (Block &block : region) {
      if (failed(verifyBlockEntrance(&block))) return failure();
      for (Operation &o : block) {
        if (o.getNumRegions() == 0) {
          if (failed(verifyOpWithoutRegions(&o))) return failure();
          continue;
        }
        if (o.hasTrait(OpTrait::IsolatedFromAbove)) {
          noteIsolatedChild(&o);
          if (!isolatedFailed && failed(held.capture([&] { return verifyOpAndDominance(&o); })))
            isolatedFailed = true;
          continue;
        }
        if (failed(verifyNestedRecursively(&o, tooDeep))) return failure();
      }
      if (failed(verifyOnExit(&block))) return failure();
    }
  held.release();
  if (isolatedFailed) return failure();
  return verifyOpDefinitionOnExit(op);
}

LogicalResult OperationVerifier::verifyBlockEntrance(Block *block) {
  if (failed(verifyOnEntrance(block))) return failure();
  // Nothing to look for when no op has successors or only the last one has
  // (the block keeps the count): a module's block of functions is not
  // walked an extra time.
  unsigned withSuccessors = block->getNumOpsWithSuccessors();
  if (withSuccessors == 0 || (withSuccessors == 1 && block->back().getNumSuccessors() != 0)) return success();
  for (Operation &o : *block)
    if (o.getNumSuccessors() != 0 && &o != &block->back())
      return o.emitError() << "operation with block successors must terminate its parent block";
  return success();
}

void OperationVerifier::noteIsolatedChild(Operation *op) {
  if (!operandsVisible_) return;
  for (unsigned i = 0, e = op->getNumOperands(); i < e; ++i)
    if (!isVisiblyDefinedBefore(op->getOperand(i), op, root_)) {
      operandsVisible_ = false;
      return;
    }
}

bool OperationVerifier::verifyOpsOfBlock(size_t itemIndex, std::vector<WorkItem> &worklist, LogicalResult &result) {
  Operation *o = worklist[itemIndex].next;
  for (; o; o = o->getNextNode()) {
    if (o->getNumRegions() != 0) {
      if (o->hasTrait(OpTrait::IsolatedFromAbove)) {
        // Verified on the parent's exit; its operands belong to this level.
        worklist[worklist[itemIndex].parent].hasIsolatedChildren = true;
        noteIsolatedChild(o);
        continue;
      }
      worklist[itemIndex].next = o->getNextNode();
      worklist.push_back({o, nullptr, false});
      return false;
    }
    // No regions: nothing is nested, so exit follows entrance directly.
    if (failed(verifyOpWithoutRegions(o))) {
      result = failure();
      return false;
    }
  }
  worklist[itemIndex].next = nullptr;
  return true;
}

inline LogicalResult OperationVerifier::verifyOperands(Operation *op) {
  // One pass: every operand is checked for null (the first null one is the
  // error); while all operands so far are visible, each is also checked for
  // visibility, the common case (defined earlier in the same block) inline.
  Block *block = op->getBlock();
  for (OpOperand &operand : op->getOpOperands()) {
    Value value = operand.get();
    if (!value) return emitNullOperand(op);
    if (!operandsVisible_) continue;
    if (Operation *def = value.getDefiningOp()) {
      // Most operands come from the op just before (no order index needed).
      if (def->getBlock() == block && block && (def->getNextNode() == op || def->isBeforeInBlock(op))) continue;
    } else if (value.cast<BlockArgument>().getOwner() == block && block) {
      continue;
    }
    operandsVisible_ = isVisiblyDefinedBefore(value, op, root_);
  }
  return success();
}

inline LogicalResult OperationVerifier::verifyOpWithoutRegions(Operation *op) {
  if (failed(verifyOperands(op))) return failure();
  const OpDefinition *def = op->getDef();
  if (!def->registered) return verifyOpDefinitionOnExit(op);
  // verifyOnEntrance's trait and verify hooks, then verifyOnExit's region
  // traits and verifyRegions hook (an op without regions has no nested ops
  // to wait for), each only if the definition has one.
  if (((def->traits & kOpTraitsVerified) || op->getNumSuccessors() != 0) && failed(verifyOpTraits(op)))
    return failure();
  if (def->verify && failed(def->verify(op))) return failure();
  if ((def->traits & kRegionTraitsVerified) && failed(verifyRegionTraits(op))) return failure();
  if (def->verifyRegions && failed(def->verifyRegions(op))) return failure();
  return success();
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
  if (failed(verifyOperands(op))) return failure();

  const OpDefinition *def = op->getDef();
  if (def->registered) {
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
  return verifyOpDefinitionOnExit(op);
}

LogicalResult OperationVerifier::verifyOpDefinitionOnExit(Operation *op) {
  const OpDefinition *def = op->getDef();
  if (def->registered) {
    if (def->traits & kRegionTraitsVerified) {
      // The root's IsolatedFromAbove check cannot fail when every operand
      // under it was seen defined visibly before its use (the walk is over
      // when the root exits); its other region traits still run.
      bool isolationProven = op == root_ && operandsVisible_;
      if (failed(verifyRegionTraits(op, /*skipIsolation=*/isolationProven))) return failure();
    }
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

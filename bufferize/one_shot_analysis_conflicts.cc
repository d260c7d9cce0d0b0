// Conflict detection of One-Shot Analysis (MLIR 22's
// wouldCreateReadAfterWriteInterference / hasReadAfterWriteInterference /
// wouldCreateWriteToNonWritableBuffer and their helpers: happens-before via
// dominance, repetitive regions and CFG loops, mutually exclusive regions,
// element-wise access, matching extract_slice / insert_slice subsets, the
// isNotConflicting hook and the "write is the definition" rules).
//
// Two drivers share the exact per-pair rule (isConflict):
//   referenceReadAfterWrite  MLIR's algorithm verbatim: every read x every
//                            in-place write of the touched alias sets;
//   indexedReadAfterWrite    only the pairs that a decision can newly create
//                            (across the sets being joined, and the new
//                            write), found through the per-set index
//                            (one_shot_analysis_index.cc).
// Both reach the same decisions: every alias set is conflict-free after each
// decision (all its pairs were checked when it formed), and pairs outside the
// index intervals are never conflicts.
#include <algorithm>
#include <atomic>
#include <string>

#include "bufferize/one_shot_analysis_impl.h"
#include "dialects/bufferization/bufferization_ops.h"
#include "dialects/utils/dialect_utils.h"
#include "dialects/tensor/tensor_ops.h"
#include "ir/control_flow_interfaces.h"

namespace tbuf::bufferization {

uint64_t nextConflictMarkerId() {
  static std::atomic<uint64_t> counter{0};
  return counter++;
}
uint64_t nextNonWritableMarkerId() {
  static std::atomic<uint64_t> counter{0};
  return counter++;
}

namespace {

/// print-conflicts: `C_i[CONFL-WRITE: n]`, `C_i[READ: n]`, `C_i[DEF: ...]`.
void annotateConflict(OpOperand *uRead, OpOperand *uConflictingWrite, Value definition) {
  std::string id = "C_" + std::to_string(nextConflictMarkerId());
  Operation *writer = uConflictingWrite->getOwner();
  Context *ctx = writer->getContext();
  writer->setAttr(id + "[CONFL-WRITE: " + std::to_string(uConflictingWrite->getOperandNumber()) + "]",
                  UnitAttr::get(ctx));
  uRead->getOwner()->setAttr(id + "[READ: " + std::to_string(uRead->getOperandNumber()) + "]", UnitAttr::get(ctx));
  if (auto result = definition.dyn_cast<OpResult>()) {
    result.getOwner()->setAttr(id + "[DEF: result " + std::to_string(result.getResultNumber()) + "]",
                               UnitAttr::get(ctx));
  } else {
    auto arg = definition.cast<BlockArgument>();
    arg.getOwner()->getParentOp()->setAttr(id + "[DEF: bbArg " + std::to_string(arg.getArgNumber()) + "]",
                                           UnitAttr::get(ctx));
  }
}

/// print-conflicts: `W_i[NOT-WRITABLE: ...]`.
void annotateNonWritableTensor(Value value) {
  std::string id = "W_" + std::to_string(nextNonWritableMarkerId());
  if (auto result = value.dyn_cast<OpResult>()) {
    Operation *op = result.getOwner();
    op->setAttr(id + "[NOT-WRITABLE: result " + std::to_string(result.getResultNumber()) + "]",
                UnitAttr::get(op->getContext()));
  } else {
    auto arg = value.cast<BlockArgument>();
    Operation *op = arg.getOwner()->getParentOp();
    op->setAttr(id + "[NOT-WRITABLE: bbArg " + std::to_string(arg.getArgNumber()) + "]",
                UnitAttr::get(op->getContext()));
  }
}

/// Block::isReachable(other, except) of MLIR: a path of at least one edge
/// from `from` to `to` that avoids `except`.
bool isReachable(Block *from, Block *to, Block *except) {
  if (to == except) return false;
  std::vector<Block *> worklist = from->getSuccessors();
  absl::flat_hash_set<Block *> seen{except};
  while (!worklist.empty()) {
    Block *next = worklist.back();
    worklist.pop_back();
    if (next == to) return true;
    if (!seen.insert(next).second) continue;
    for (Block *succ : next->getSuccessors()) worklist.push_back(succ);
  }
  return false;
}

// ---- subset ops (MLIR's SubsetInsertionOpInterface for insert_slice,
// parallel_insert_slice and materialize_in_destination) ----

bool isSubsetInsertionOp(Operation *op) {
  return isa<tensor::InsertSliceOp>(op) || isa<tensor::ParallelInsertSliceOp>(op) ||
         isa<MaterializeInDestinationOp>(op);
}

/// ValueBoundsConstraintSet::areEqual for the cases that matter here: equal
/// constants (attribute or constant op) or the same SSA value.
bool areEqualFoldResults(const OpFoldResult &a, const OpFoldResult &b) {
  std::optional<int64_t> ca = getConstantIntValue(a), cb = getConstantIntValue(b);
  if (ca && cb) return *ca == *cb;
  return a.value && b.value && a.value == b.value;
}

bool areEqualLists(const std::vector<OpFoldResult> &a, const std::vector<OpFoldResult> &b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (!areEqualFoldResults(a[i], b[i])) return false;
  return true;
}

/// Same static entries and, where they are dynamic, the same SSA values:
/// equal without building the mixed lists (the common case). Operand
/// segments are only fetched when some entry is dynamic.
template <typename InsertOpT>
bool sameSliceOperands(InsertOpT insert, tensor::ExtractSliceOp extract) {
  ArrayRef<int64_t> lists[3][2] = {{insert.getStaticOffsets(), extract.getStaticOffsets()},
                                   {insert.getStaticSizes(), extract.getStaticSizes()},
                                   {insert.getStaticStrides(), extract.getStaticStrides()}};
  bool anyDynamic = false;
  for (auto &pair : lists) {
    if (pair[0].size() != pair[1].size()) return false;
    for (size_t i = 0; i < pair[0].size(); ++i) {
      if (pair[0][i] != pair[1][i]) return false;
      anyDynamic |= pair[0][i] == kDynamic;
    }
  }
  if (!anyDynamic) return true;
  auto same = [](const auto &a, const auto &b) {
    if (a.size() != b.size()) return false;
    for (size_t i = 0; i < a.size(); ++i)
      if (a[i] != b[i]) return false;
    return true;
  };
  return same(insert.getOffsets(), extract.getOffsets()) && same(insert.getSizes(), extract.getSizes()) &&
         same(insert.getStrides(), extract.getStrides());
}

template <typename InsertOpT>
bool insertSliceMatches(InsertOpT insert, Value candidate, const OneShotAnalysisState &state) {
  auto extract = tbuf::dyn_cast<tensor::ExtractSliceOp>(candidate.getDefiningOp());
  if (!extract) return false;
  if (!state.areEquivalentBufferizedValues(insert.getDest(), extract.getSource())) return false;
  if (sameSliceOperands(insert, extract)) return true;
  return areEqualLists(insert.getMixedOffsets(), extract.getMixedOffsets()) &&
         areEqualLists(insert.getMixedSizes(), extract.getMixedSizes()) &&
         areEqualLists(insert.getMixedStrides(), extract.getMixedStrides());
}

/// SubsetInsertionOpInterface::isEquivalentSubset with
/// areEquivalentBufferizedValues as the equivalence.
bool isEquivalentSubset(Operation *subsetOp, Value candidate, const OneShotAnalysisState &state) {
  if (auto insert = tbuf::dyn_cast<tensor::InsertSliceOp>(subsetOp))
    return insertSliceMatches(insert, candidate, state);
  if (auto insert = tbuf::dyn_cast<tensor::ParallelInsertSliceOp>(subsetOp))
    return insertSliceMatches(insert, candidate, state);
  if (auto mat = tbuf::dyn_cast<MaterializeInDestinationOp>(subsetOp))
    return state.areEquivalentBufferizedValues(mat.getDest(), candidate);
  return false;
}

/// The given operand's value originates (on every reverse use-def path) from
/// a subset equivalent to the one `subsetOp` inserts into: MLIR's
/// all_of(findValueInReverseUseDefChain(operand, matching), matching) with
/// the default traversal (leaves and revisited values are part of the
/// result), stopping at the first non-matching result.
bool matchesInsertDestination(const OneShotAnalysisState &state, OpOperand *operand, Operation *subsetOp) {
  auto matching = [&](Value v) { return v.isa<OpResult>() && isEquivalentSubset(subsetOp, v, state); };
  std::vector<Value> work{operand->get()};
  std::vector<Value> visited;
  auto contains = [](const std::vector<Value> &vec, Value v) {
    return std::find(vec.begin(), vec.end(), v) != vec.end();
  };
  while (!work.empty()) {
    Value v = work.back();
    work.pop_back();
    if (contains(visited, v)) {
      if (!matching(v)) return false;  // revisited: part of MLIR's result
      continue;
    }
    visited.push_back(v);
    if (matching(v)) continue;
    Operation *owner = getOwnerOfValue(v);
    if (!getBufferizableInterface(owner, state.getOptions())) return false;  // leaf
    AliasingOpOperandList aliases = state.getAliasingOpOperands(v);
    if (aliases.empty()) return false;  // leaf
    for (const AliasingOpOperand &alias : aliases) {
      Value next = alias.opOperand->get();
      if (!contains(work, next)) work.push_back(next);
    }
  }
  return true;
}

/// A tensor equivalent to `other` lies on `start`'s reverse use-def chain
/// through Equivalent, same-type (or cast) aliases.
bool hasEquivalentValueInReverseUseDefChain(const AnalysisState &state, OpOperand *start, Value other) {
  TraversalConfig config;
  config.followEquivalentOnly = true;
  config.alwaysIncludeLeaves = false;
  config.followSameTypeOrCastsOnly = true;
  return !state.findValueInReverseUseDefChain(start, [&](Value v) { return v == other; }, config).empty();
}

}  // namespace

// ---- rules -------------------------------------------------------------------

bool OneShotAnalysisState::Impl::happensBefore(Operation *a, Operation *b) {
  do {
    if (a->isProperAncestor(b)) return false;
    if (domInfo.properlyDominates(a, b)) return true;
  } while ((a = a->getParentOp()));
  return false;
}

/// Deliberate deviation from MLIR 22, which treats every write nested in
/// the defining op of D as part of computing D. For a loop that is wrong:
/// an iter_arg is analysed as its own buffer (its alias set is not the init
/// value's), yet with the init in place it *is* the init's buffer. A write
/// nested in the loop that is in the alias set of the loop's result can
/// only target a buffer defined outside the loop (the iter_arg chain is in
/// other sets), i.e. the init's buffer, and it clobbers the data the
/// iteration carries to the yield:
///   %r = scf.for ... iter_args(%a = %t) {
///     %f = linalg.fill ins(%s) outs(%a)          // carried value
///     %w = linalg.fill ins(%six) outs(%t)        // W: same buffer as %a
///     scf.yield %f
///   }
///   ... read %r ...                              // sees %six, not %s
/// Such a write is not exempt: the pair is decided by the other rules
/// (for a read after the loop, op dominance finds the conflict).
bool OneShotAnalysisState::Impl::isInLoopBodyOf(Operation *defOp, Operation *writingOp) {
  Region *region = writingOp->getParentRegion();
  while (region) {
    Operation *parent = region->getParentOp();
    if (!parent) return false;
    if (parent == defOp) return isRepetitive(region);
    region = parent->getParentRegion();
  }
  return false;
}

bool OneShotAnalysisState::Impl::canUseOpDominance(OpOperand *uRead, OpOperand *uWrite,
                                                   const DefinitionList &defs) {
  Operation *readOp = uRead->getOwner(), *writeOp = uWrite->getOwner();
  // Loops made of regions.
  for (Value def : defs) {
    Region *rRead = repetitiveRegion(readOp);
    Region *rDef = repetitiveRegion(def);
    if (rRead == rDef) continue;
    // The repetitive region around READ closest to DEF (but not DEF's own).
    while (true) {
      if (!rRead) return false;
      Region *next = rRead;
      do {
        next = next->getParentRegion();
      } while (next && !isRepetitive(next));
      if (next == rDef) break;
      rRead = next;
    }
    if (rRead->getParentOp()->isAncestor(writeOp)) return false;
  }
  // Loops made of blocks.
  if (readOp->getParentRegion() != writeOp->getParentRegion()) return true;
  Block *readBlock = readOp->getBlock(), *writeBlock = writeOp->getBlock();
  if (readBlock->getParent()->hasOneBlock()) return true;
  for (Value def : defs) {
    Block *defBlock = def.getParentBlock();
    if (isReachable(readBlock, writeBlock, defBlock) && isReachable(writeBlock, readBlock, defBlock)) return false;
  }
  return true;
}

bool OneShotAnalysisState::Impl::insideMutuallyExclusiveRegions(Operation *a, Operation *b) {
  auto parentBranch = [](Operation *op) -> Operation * {
    for (Operation *p = op->getParentOp(); p; p = p->getParentOp())
      if (p->getInterface<RegionBranchOpInterface>()) return p;
    return nullptr;
  };
  for (Operation *branchOp = parentBranch(a); branchOp; branchOp = parentBranch(branchOp)) {
    if (!branchOp->isProperAncestor(b)) continue;
    Region *regionA = nullptr, *regionB = nullptr;
    for (Region &r : branchOp->getRegions()) {
      if (findAncestorOpInRegion(&r, a)) regionA = &r;
      if (findAncestorOpInRegion(&r, b)) regionB = &r;
    }
    if (!regionA || !regionB) return false;
    if (regionA == regionB) return false;
    auto reaches = [&](Region *from, Region *to) {
      std::vector<Region *> reachable = getReachableRegions(branchOp, from);
      return std::find(reachable.begin(), reachable.end(), to) != reachable.end();
    };
    return !reaches(regionA, regionB) && !reaches(regionB, regionA);
  }
  return false;
}

bool OneShotAnalysisState::Impl::areNonConflictingSubsets(OpOperand *uRead, OpOperand *uWrite) {
  Operation *readingOp = uRead->getOwner();
  Operation *writingOp = uWrite->getOwner();
  // Both rules below need a subset insertion: answered without the cache.
  if (!isSubsetInsertionOp(readingOp) && !isSubsetInsertionOp(writingOp)) return false;
  auto key = std::make_pair(uRead, uWrite);
  auto it = nonConflictingSubsetCache.find(key);
  if (it != nonConflictingSubsetCache.end()) return it->second;
  bool result = false;
  if (isSubsetInsertionOp(readingOp)) {
    OpOperand *source = &readingOp->getOpOperand(0), *dest = &readingOp->getOpOperand(1);
    // Case 1: the insertion reads the part of its destination that the
    // write does not touch (the write fills exactly the inserted subset).
    if (uRead == dest && matchesInsertDestination(state, uWrite, readingOp)) result = true;
    // Case 2: the read of the source is the very subset the insertion
    // overwrites in an equivalent tensor.
    else if (uRead == source && uWrite == dest && matchesInsertDestination(state, uRead, readingOp))
      result = true;
  }
  // The insertion writes back the data the read sees (no real write).
  if (!result && isSubsetInsertionOp(writingOp)) {
    OpOperand *source = &writingOp->getOpOperand(0), *dest = &writingOp->getOpOperand(1);
    if (uWrite == dest && state.areEquivalentBufferizedValues(uRead->get(), source->get()) &&
        matchesInsertDestination(state, source, writingOp))
      result = true;
  }
  nonConflictingSubsetCache[key] = result;
  return result;
}

bool OneShotAnalysisState::Impl::isConflict(OpOperand *uRead, OpOperand *uWrite) {
  ++pairChecks;
  const DefinitionList &defs = definitions(uRead);
  if (defs.empty()) return false;
  const BufferizationOptions &options = state.getOptions();
  Operation *readingOp = uRead->getOwner();
  Operation *writingOp = uWrite->getOwner();

  // MLIR checks the rules below in the order dominance, subsets, hooks,
  // definitions; all of them must let the pair through for a conflict and
  // none has side effects, so the cheap definition rule runs first (the
  // subset rule walks use-def chains). The reported definition is the first
  // one that passes, as in MLIR.
  Value witness;
  AliasingValueList writeAliases = state.getAliasingValues(*uWrite);
  for (Value definition : defs) {
    if (Operation *defOp = definition.getDefiningOp()) {
      // The write happens before the definition, or inside it (it is part
      // of computing the result) -- except inside a loop body of `defOp`.
      if (happensBefore(writingOp, defOp)) continue;
      if (defOp->isProperAncestor(writingOp) && !isInLoopBodyOf(defOp, writingOp)) continue;
    } else {
      // A block argument: writes outside its block come before it.
      Block *block = definition.cast<BlockArgument>().getOwner();
      if (!findAncestorOpInBlock(block, writingOp)) continue;
    }
    // The write is the definition itself.
    if (writeAliases.size() == 1 && writeAliases[0].value == definition) continue;
    witness = definition;
    break;
  }
  if (!witness) return false;

  if (canUseOpDominance(uRead, uWrite, defs)) {
    // The write is not visible to a read that happens before it.
    if (happensBefore(readingOp, writingOp)) return false;
    // A use cannot conflict with itself.
    if (uRead == uWrite) return false;
    // Mutually exclusive regions (scf.if branches) never both run.
    if (insideMutuallyExclusiveRegions(readingOp, writingOp)) return false;
    // Element-wise ops read each element before writing it.
    if (readingOp == writingOp)
      if (const BufferizableOpInterface *iface = getBufferizableInterface(readingOp, options)) {
        OpOperand *pair[] = {uRead, uWrite};
        if (iface->bufferizesToElementwiseAccess(readingOp, state, ArrayRef<OpOperand *>(pair, 2)) &&
            (hasEquivalentValueInReverseUseDefChain(state, uRead, uWrite->get()) ||
             hasEquivalentValueInReverseUseDefChain(state, uWrite, uRead->get())))
          return false;
      }
  }
  if (areNonConflictingSubsets(uRead, uWrite)) return false;
  if (const BufferizableOpInterface *iface = getBufferizableInterface(readingOp, options))
    if (iface->isNotConflicting(readingOp, uRead, uWrite, state)) return false;
  if (writingOp != readingOp)
    if (const BufferizableOpInterface *iface = getBufferizableInterface(writingOp, options))
      if (iface->isNotConflicting(writingOp, uRead, uWrite, state)) return false;

  if (options.printConflicts) annotateConflict(uRead, uWrite, witness);
  if (recorder) recorder->conflictFound(uRead, uWrite, witness);
  return true;
}

// ---- drivers ---------------------------------------------------------------

bool OneShotAnalysisState::Impl::referenceReadAfterWrite(OpOperand &operand, bool checkConsistencyOnly) {
  std::vector<OpOperand *> reads, writes;
  absl::flat_hash_set<OpOperand *> seenReads, seenWrites;
  auto collect = [&](Value root) {
    state.applyOnAliases(root, [&](Value alias) {
      for (OpOperand &use : alias.getUses()) {
        if (state.isInPlace(use) && state.bufferizesToMemoryWrite(use) && seenWrites.insert(&use).second)
          writes.push_back(&use);
        if (isAliasingRead(&use) && seenReads.insert(&use).second) reads.push_back(&use);
      }
    });
  };
  collect(operand.get());
  for (const AliasingValue &alias : state.getAliasingValues(operand)) collect(alias.value);
  if (!checkConsistencyOnly && state.bufferizesToMemoryWrite(operand) && seenWrites.insert(&operand).second)
    writes.push_back(&operand);

  // Parallel regions: a write whose definition lies in another parallel
  // region must be privatized if anything is read.
  if (state.getOptions().checkParallelRegions && !reads.empty())
    for (OpOperand *write : writes)
      if (isParallelBadWrite(write)) return true;
  for (OpOperand *read : reads) {
    if (definitions(read).empty()) continue;
    for (OpOperand *write : writes)
      if (isConflict(read, write)) return true;
  }
  return false;
}

void OneShotAnalysisState::Impl::computeOperandAliases(OpOperand &operand, OperandAliases &facts) {
  facts.aliases = state.getAliasingValues(operand);
  facts.ids.clear();
  facts.ids.push_back(idOf(operand.get()));
  for (const AliasingValue &alias : facts.aliases) facts.ids.push_back(idOf(alias.value));
}

bool OneShotAnalysisState::Impl::indexedReadAfterWrite(OpOperand &operand, const OperandAliases &facts) {
  // The alias sets this decision would join.
  absl::InlinedVector<int, 3> comps;
  for (int id : facts.ids) {
    int root = aliases.find(id);
    if (std::find(comps.begin(), comps.end(), root) == comps.end()) comps.push_back(root);
  }
  // (Indexing may not merge sets, so roots stay valid.)
  for (int root : comps) ensureIndexed(root);

  bool newWrite = state.bufferizesToMemoryWrite(operand) && !state.isInPlace(operand);
  if (state.getOptions().checkParallelRegions && anyParallelRegion) {
    bool anyReads = false, anyBad = newWrite && isParallelBadWrite(&operand);
    for (int root : comps) {
      anyReads |= setAt(root).numAnyReads > 0;
      anyBad |= setAt(root).numParallelBadWrites > 0;
    }
    if (anyReads && anyBad) return true;
  }

  bool found = false;
  auto check = [&](OpOperand *read, OpOperand *write) {
    if (!found && isConflict(read, write)) found = true;
  };
  // Reads of set A against writes of another set B.
  auto crossCheck = [&](AliasSetIndex &a, AliasSetIndex &b) {
    if (a.numReads == 0 || b.numInPlaceWrites == 0) return;
    for (auto &[block, ra] : a.blocks) {
      if (found) return;
      if (ra.reads.size() == 0) continue;
      for (auto &[wblock, wb] : b.blocks) {
        if (found) return;
        if (wb.writes.empty()) continue;
        if (wblock == block) {
          if (ra.reads.size() <= wb.writes.size()) {
            ra.reads.forEach([&](const ReadIntervalTreap::Node &n) {
              for (auto it = wb.writes.lower_bound(n.lo); it != wb.writes.end() && it->first <= n.hi; ++it)
                check(n.read, it->second);
            });
          } else {
            for (auto &[pos, write] : wb.writes) ra.reads.stab(pos, [&](OpOperand *read) { check(read, write); });
          }
        } else {
          ra.reads.forEach([&](const ReadIntervalTreap::Node &n) {
            for (auto &[pos, write] : wb.writes) check(n.read, write);
          });
        }
      }
      if (!b.otherWrites.empty())
        ra.reads.forEach([&](const ReadIntervalTreap::Node &n) {
          for (OpOperand *write : b.otherWrites) check(n.read, write);
        });
    }
    for (OpOperand *read : a.otherReads) {
      for (auto &[wblock, wb] : b.blocks)
        for (auto &[pos, write] : wb.writes) check(read, write);
      for (OpOperand *write : b.otherWrites) check(read, write);
    }
  };
  for (int ra : comps)
    for (int rb : comps)
      if (ra != rb && !found) crossCheck(setAt(ra), setAt(rb));
  if (found) return true;

  // The new write against every read of the joined sets.
  if (newWrite) {
    Operation *op = operand.getOwner();
    Block *block = op->getBlock();
    bool ssa = block && isSSABlock(block);
    int64_t pos = ssa ? positionOf(op) : 0;
    for (int root : comps) {
      AliasSetIndex &idx = setAt(root);
      if (idx.numReads == 0) continue;
      for (auto &[rblock, rb] : idx.blocks) {
        if (found) break;
        if (ssa && rblock == block)
          rb.reads.stab(pos, [&](OpOperand *read) { check(read, &operand); });
        else
          rb.reads.forEach([&](const ReadIntervalTreap::Node &n) { check(n.read, &operand); });
      }
      for (OpOperand *read : idx.otherReads) check(read, &operand);
      if (found) return true;
    }
  }
  return found;
}

bool OneShotAnalysisState::Impl::wouldCreateReadAfterWriteInterference(OpOperand &operand,
                                                                       bool checkConsistencyOnly) {
  OperandAliases facts;
  computeOperandAliases(operand, facts);
  return wouldCreateReadAfterWriteInterference(operand, checkConsistencyOnly, facts);
}

bool OneShotAnalysisState::Impl::wouldCreateReadAfterWriteInterference(OpOperand &operand,
                                                                       bool checkConsistencyOnly,
                                                                       const OperandAliases &facts) {
  if (checkConsistencyOnly && !referenceMode) {
    // Without any in-place write in the touched sets there is no pair to
    // check (the common case: only mustBufferizeInPlace operands are in
    // place before the analysis).
    bool anyWrite = false;
    for (int id : facts.ids) anyWrite |= setAt(aliases.find(id)).numInPlaceWrites > 0;
    if (!anyWrite) return false;
  }
  if (referenceMode || checkConsistencyOnly) return referenceReadAfterWrite(operand, checkConsistencyOnly);
  return indexedReadAfterWrite(operand, facts);
}

bool OneShotAnalysisState::Impl::wouldCreateWriteToNonWritableBuffer(OpOperand &operand,
                                                                     bool checkConsistencyOnly) {
  OperandAliases facts;
  computeOperandAliases(operand, facts);
  return wouldCreateWriteToNonWritableBuffer(operand, checkConsistencyOnly, facts);
}

bool OneShotAnalysisState::Impl::wouldCreateWriteToNonWritableBuffer(OpOperand &operand,
                                                                     bool checkConsistencyOnly,
                                                                     const OperandAliases &facts) {
  const bool literal = referenceMode || checkConsistencyOnly || state.getOptions().printConflicts;
  // The operand's value, then its aliases (facts.ids in the same order):
  // the sets the literal check walks.
  absl::InlinedVector<Value, 3> roots;
  if (literal) {
    roots.push_back(operand.get());
    for (const AliasingValue &alias : facts.aliases) roots.push_back(alias.value);
  }

  bool foundWrite = !checkConsistencyOnly && state.bufferizesToMemoryWrite(operand);
  if (!foundWrite) {
    if (literal) {
      for (Value root : roots)
        state.applyOnAliases(root, [&](Value alias) {
          for (OpOperand &use : alias.getUses())
            if (state.isInPlace(use) && state.bufferizesToMemoryWrite(use)) foundWrite = true;
        });
    } else {
      for (int id : facts.ids) foundWrite |= setAt(aliases.find(id)).numInPlaceWrites > 0;
    }
  }
  if (!foundWrite) return false;

  bool foundReadOnly = false;
  if (literal) {
    for (Value root : roots)
      state.applyOnAliases(root, [&](Value v) {
        if (!state.isWritable(v)) {
          foundReadOnly = true;
          if (state.getOptions().printConflicts) annotateNonWritableTensor(v);
        }
      });
  } else {
    for (int id : facts.ids) {
      int r = aliases.find(id);
      ensureIndexed(r);
      foundReadOnly |= setAt(r).numNonWritable > 0;
    }
  }
  return foundReadOnly;
}

}  // namespace tbuf::bufferization

// OneShotAnalysisState (MLIR 22's OneShotAnalysisState): union-find alias and
// equivalence sets over the tensor values nested in the analysed op, the
// in-place decisions per OpOperand, mustBufferizeInPlace seeding,
// isValueWritten, undefined tensor uses, and the cached static facts the
// conflict check relies on (definitions, "is read", repetitive and parallel
// regions). The analysis itself is in one_shot_analysis_driver.cc, the
// read-after-write check in one_shot_analysis_conflicts.cc.
#include "bufferize/one_shot_analysis.h"

#include "analysis/op_walk.h"
#include "bufferize/one_shot_analysis_impl.h"

namespace tbuf::bufferization {

// ---- Impl: values and sets -------------------------------------------------

void OneShotAnalysisState::Impl::reserveValues(size_t n) {
  ids.reserve(n);
  values.reserve(n);
  indexed.reserve(n);
  setSlot.reserve(n);
  aliases.reserve(n);
  equivalences.reserve(n);
}

int OneShotAnalysisState::Impl::idOf(Value v) {
  auto [it, inserted] = ids.try_emplace(v, static_cast<int>(values.size()));
  if (!inserted) return it->second;
  values.push_back(v);
  indexed.push_back(0);
  int a = aliases.add();
  equivalences.add();
  if (freeSlots.empty()) {
    setSlot.push_back(static_cast<uint32_t>(setPool.size()));
    setPool.emplace_back().unindexed.push_back(a);
  } else {
    // A slot of a function analysed before (releaseFunctionSets): reset.
    setSlot.push_back(freeSlots.back());
    freeSlots.pop_back();
    setPool[setSlot.back()].unindexed.push_back(a);
  }
  return a;
}

// ---- Impl: cached static facts ---------------------------------------------

const DefinitionList &OneShotAnalysisState::Impl::definitionsOf(Value root, int rootId) {
  if (const DefinitionList *known = findDefinitions(root, rootId)) return *known;
  // A write, or a value of an op without a model, is a leaf: no walk (the
  // first step of the walk below, without its bookkeeping).
  if (state.bufferizesToMemoryWrite(root)) return setDefinitions(root, rootId, {root});
  if (!getBufferizableInterface(getOwnerOfValue(root), state.getOptions())) return setDefinitions(root, rootId, {});
  // MLIR's findDefinitions (reverse use-def walk, alwaysIncludeLeaves =
  // false), memoized per value: the definitions of a value that is not a
  // write are the union of those of its aliasing operands. An iterative
  // post-order DFS computes every value on the chain once, so long alias
  // chains (extract_slice of extract_slice ...) stay linear overall. A value
  // met again while in progress (a cycle) contributes nothing, like MLIR's
  // visited set.
  absl::flat_hash_map<Value, std::vector<Value>> children;
  absl::flat_hash_set<Value> inProgress;
  std::vector<Value> stack{root};
  while (!stack.empty()) {
    Value v = stack.back();
    if (findDefinitions(v)) {
      stack.pop_back();
      continue;
    }
    if (inProgress.insert(v).second) {
      // (The root is neither, see above.)
      if (v != root && state.bufferizesToMemoryWrite(v)) {
        setDefinitions(v, {v});
        stack.pop_back();
        continue;
      }
      if (v != root && !getBufferizableInterface(getOwnerOfValue(v), state.getOptions())) {
        setDefinitions(v, {});
        stack.pop_back();
        continue;
      }
      std::vector<Value> &kids = children[v];
      for (const AliasingOpOperand &alias : state.getAliasingOpOperands(v)) kids.push_back(alias.opOperand->get());
      // Pushed in reverse so the first aliasing operand is finished first.
      for (auto k = kids.rbegin(); k != kids.rend(); ++k)
        if (!findDefinitions(*k) && !inProgress.contains(*k)) stack.push_back(*k);
      continue;
    }
    // All children done (or in progress on a cycle): merge in order.
    DefinitionList result;
    absl::flat_hash_set<Value> seen;
    for (Value k : children[v]) {
      const DefinitionList *found = findDefinitions(k);
      if (!found) continue;
      for (Value d : *found)
        if (seen.insert(d).second) result.push_back(d);
    }
    setDefinitions(v, std::move(result));
    stack.pop_back();
  }
  return *findDefinitions(root);
}

void OneShotAnalysisState::Impl::releaseFunctionCaches() {
  valueReadCache.clear();
  repetitiveRegionCache.clear();
  lastRepetitiveBlock = nullptr;
  lastRepetitiveRegion = nullptr;
  aliasingReadCache.clear();
  parallelBadCache.clear();
  nonConflictingSubsetCache.clear();
  ssaBlockCache.clear();
  lastSSABlock = nullptr;
  lastSSA = false;
}

void OneShotAnalysisState::Impl::releaseFunctionSets() {
  for (size_t id = firstUnreleasedId; id < setSlot.size(); ++id) {
    uint32_t slot = setSlot[id];
    setPool[slot] = AliasSetIndex();
    freeSlots.push_back(slot);
    setSlot[id] = kReleasedSlot;
  }
  firstUnreleasedId = setSlot.size();
}

void OneShotAnalysisState::releaseFunctionCaches() { impl_->releaseFunctionCaches(); }

bool OneShotAnalysisState::Impl::isValueRead(Value v) {
  auto it = valueReadCache.find(v);
  if (it != valueReadCache.end()) return it->second;
  // Provisional answer breaks cycles (a use reached again adds nothing new,
  // as in AnalysisState::isValueRead's visited set).
  valueReadCache[v] = false;
  bool read = false;
  for (OpOperand &use : v.getUses()) {
    if (state.bufferizesToMemoryRead(use)) {
      read = true;
      break;
    }
    if (state.bufferizesToAliasOnly(use)) {
      for (const AliasingValue &alias : state.getAliasingValues(use))
        if (isValueRead(alias.value)) {
          read = true;
          break;
        }
      if (read) break;
    }
  }
  valueReadCache[v] = read;
  return read;
}

bool OneShotAnalysisState::Impl::isAliasingRead(OpOperand *use) {
  // The interface answers the common cases directly; only alias-only uses
  // (neither read nor written) need the cached walk over their aliases.
  if (state.bufferizesToMemoryRead(*use)) return true;
  if (state.bufferizesToMemoryWrite(*use)) return false;
  auto it = aliasingReadCache.find(use);
  if (it != aliasingReadCache.end()) return it->second;
  bool read = false;
  for (const AliasingValue &alias : state.getAliasingValues(*use))
    if (isValueRead(alias.value)) {
      read = true;
      break;
    }
  aliasingReadCache[use] = read;
  return read;
}

bool OneShotAnalysisState::Impl::isRepetitive(Region *region) {
  return isRepetitiveRegionForAnalysis(region->getParentOp(), region->getRegionNumber(), state.getOptions());
}

Region *OneShotAnalysisState::Impl::repetitiveRegion(Block *block) {
  if (!block) return nullptr;
  if (block == lastRepetitiveBlock) return lastRepetitiveRegion;
  if (block == outerRepetitiveBlock) return outerRepetitiveRegion;
  auto it = repetitiveRegionCache.find(block);
  if (it != repetitiveRegionCache.end()) {
    lastRepetitiveBlock = block;
    lastRepetitiveRegion = it->second;
    return it->second;
  }
  Region *result = nullptr;
  Region *region = block->getParent();
  if (region && isRepetitive(region)) {
    result = region;
  } else if (region && region->getParentOp() && region->getParentOp()->getBlock()) {
    Block *outer = region->getParentOp()->getBlock();
    result = repetitiveRegion(outer);
    outerRepetitiveBlock = outer;
    outerRepetitiveRegion = result;
  }
  repetitiveRegionCache[block] = result;
  lastRepetitiveBlock = block;
  lastRepetitiveRegion = result;
  return result;
}

Region *OneShotAnalysisState::Impl::parallelRegion(Region *region) {
  while (region) {
    Operation *op = region->getParentOp();
    if (!op) return nullptr;
    if (isParallelRegionForAnalysis(op, region->getRegionNumber(), state.getOptions())) return region;
    region = op->getParentRegion();
  }
  return nullptr;
}

bool OneShotAnalysisState::Impl::isParallelBadWrite(OpOperand *write) {
  if (!anyParallelRegion) return false;
  auto it = parallelBadCache.find(write);
  if (it != parallelBadCache.end()) return it->second;
  // Allocation point or last write of the buffer (leaves included).
  std::vector<Value> definitionsOrLeaves =
      state.findValueInReverseUseDefChain(write, [&](Value v) { return state.bufferizesToMemoryWrite(v); });
  Region *writeRegion = parallelRegion(write->getOwner()->getParentRegion());
  bool bad = false;
  for (Value def : definitionsOrLeaves) {
    Region *defRegion = def.getParentBlock() ? def.getParentBlock()->getParent() : nullptr;
    if (parallelRegion(defRegion) != writeRegion) {
      bad = true;
      break;
    }
  }
  parallelBadCache[write] = bad;
  return bad;
}

bool OneShotAnalysisState::Impl::isSSABlock(Block *block) {
  if (block == lastSSABlock) return lastSSA;
  bool ssa;
  if (auto it = ssaBlockCache.find(block); it != ssaBlockCache.end()) {
    ssa = it->second;
  } else {
    ssa = block->getParent() && hasSSADominance(block->getParent());
    ssaBlockCache[block] = ssa;
  }
  lastSSABlock = block;
  lastSSA = ssa;
  return ssa;
}

// ---- Impl: program order (mayReachValuesOwnedBy) --------------------------

int64_t OneShotAnalysisState::Impl::orderOf(Value v) const {
  if (auto result = v.dyn_cast<OpResult>()) {
    auto it = opOrder.find(result.getOwner());
    return it == opOrder.end() ? -1 : it->second;
  }
  auto it = blockOrder.find(v.cast<BlockArgument>().getOwner());
  return it == blockOrder.end() ? -1 : it->second;
}

void OneShotAnalysisState::Impl::computeProgramOrder() {
  // Conservative while computing (models may query the state).
  orderComputed = true;
  orderMonotone = false;
  opOrder.clear();
  blockOrder.clear();
  // Post-order numbering: a block's arguments come before its ops, an op's
  // results after everything nested in it. Then in structured SSA IR every
  // aliasing OpOperand precedes the value it aliases: an op's operands are
  // defined before it, region terminators (scf.if yields) are nested in the
  // op whose results they feed. Iterative, so deep nests cannot overflow.
  struct Frame {
    Operation *op;
    unsigned region = 0;
    Block *block = nullptr;
    Operation *next = nullptr;
  };
  int64_t counter = 0;
  std::vector<Frame> stack{{orderScope}};
  auto enterBlock = [&](Frame &f, Block *b) {
    f.block = b;
    blockOrder[b] = counter++;
    f.next = b->empty() ? nullptr : &b->front();
  };
  while (!stack.empty()) {
    Frame &f = stack.back();
    if (f.next) {
      Operation *nested = f.next;
      f.next = nested->getNextNode();
      stack.push_back({nested});
      continue;
    }
    // Next block of the current region, else the next non-empty region.
    Block *nextBlock = nullptr;
    if (f.block) nextBlock = f.block->getNextNode();
    while (!nextBlock && f.region < f.op->getNumRegions()) {
      Region &r = f.op->getRegion(f.region++);
      if (!r.empty()) nextBlock = &r.front();
    }
    if (nextBlock) {
      enterBlock(f, nextBlock);
      continue;
    }
    opOrder[f.op] = counter++;
    stack.pop_back();
  }
  // Every alias edge of the reverse use-def walks must go backwards.
  bool monotone = true;
  auto checkValue = [&](Value v) {
    if (!monotone || !v.getType().isa<TensorType>()) return;
    int64_t pv = orderOf(v);
    for (const AliasingOpOperand &alias : state.getAliasingOpOperands(v)) {
      int64_t pu = orderOf(alias.opOperand->get());
      if (pu < 0 || pu >= pv) {
        monotone = false;
        return;
      }
    }
  };
  walkOps(orderScope, [&](Operation *op) {
    if (!monotone) return;
    for (Value v : op->getResults()) checkValue(v);
    for (Region &r : op->getRegions())
      for (Block &b : r)
        for (unsigned i = 0, e = b.getNumArguments(); i < e; ++i) checkValue(b.getArgument(i));
  });
  orderMonotone = monotone;
}

// ---- OneShotAnalysisState --------------------------------------------------

void OneShotAnalysisState::Impl::flushPendingWrites(Operation *op) {
  if (pendingWrites.empty()) return;
  auto flush = [&](std::vector<OpOperand *> &operands) {
    for (OpOperand *operand : operands) {
      if (!state.bufferizesToMemoryWrite(*operand)) continue;
      int root = aliases.find(idOf(operand->get()));
      indexWrite(indexOfRoot(root), operand);
    }
  };
  if (op == constructionRoot) {
    for (auto &[key, operands] : pendingWrites) flush(operands);
    pendingWrites.clear();
    return;
  }
  if (auto it = pendingWrites.find(op); it != pendingWrites.end()) {
    flush(it->second);
    pendingWrites.erase(it);
    return;
  }
  // `op` is nested deeper than the keys: flush the operands inside it.
  for (Operation *p = op; p; p = p->getParentOp()) {
    auto it = pendingWrites.find(p);
    if (it == pendingWrites.end()) continue;
    std::vector<OpOperand *> inside, rest;
    for (OpOperand *operand : it->second)
      (op->isAncestor(operand->getOwner()) ? inside : rest).push_back(operand);
    flush(inside);
    it->second = std::move(rest);
    return;
  }
}

void OneShotAnalysisState::beginAnalysisScope(Operation *op) {
  impl_->flushPendingWrites(op);
  impl_->orderScope = op;
  impl_->orderComputed = false;
}

void OneShotAnalysisState::endAnalysisScope() {
  impl_->orderScope = nullptr;
  impl_->orderComputed = false;
  impl_->opOrder.clear();
  impl_->blockOrder.clear();
}

bool OneShotAnalysisState::mayReachValuesOwnedBy(Operation *op) const {
  Impl &impl = *impl_;
  // Reference mode walks every chain, as MLIR does.
  if (impl.referenceMode || op->getNumRegions() != 0 || !impl.orderScope) return true;
  if (!impl.orderComputed) impl.computeProgramOrder();
  if (!impl.orderMonotone) return true;
  auto it = impl.opOrder.find(op);
  if (it == impl.opOrder.end()) return true;
  // Chains from the operands only go further back, never to `op`'s results.
  for (Value operand : op->getOperands()) {
    if (!operand.getType().isa<TensorType>()) continue;
    int64_t pos = impl.orderOf(operand);
    if (pos < 0 || pos >= it->second) return true;
  }
  return false;
}

OneShotAnalysisState::OneShotAnalysisState(Operation *op, const BufferizationOptions &options)
    : OneShotAnalysisState(op, options, {}) {}

void OneShotAnalysisState::Impl::registerTensors(Operation *nested) {
  for (Value v : nested->getResults())
    if (v.getType().isa<TensorType>()) idOf(v);
  for (Region &r : nested->getRegions())
    for (Block &b : r)
      for (unsigned i = 0, e = b.getNumArguments(); i < e; ++i)
        if (b.getArgument(i).getType().isa<TensorType>()) idOf(b.getArgument(i));
  for (unsigned i = 0; i < nested->getNumRegions(); ++i)
    if (isParallelRegionForAnalysis(nested, i, state.getOptions())) anyParallelRegion = true;
}

void OneShotAnalysisState::Impl::forceInPlace(Operation *nested) {
  const BufferizableOpInterface *iface = getBufferizableInterface(nested, state.getOptions());
  if (!iface) return;
  for (OpOperand &operand : nested->getOpOperands())
    if (operand.get().getType().isa<TensorType>() &&
        (releasedYields.empty() || !releasedYields.contains(&operand)) &&
        iface->mustBufferizeInPlace(nested, operand, state)) {
      state.bufferizeInPlace(operand);
      if (recorder) recorder->operandDecided(state, operand, true, false, /*forced=*/true);
    }
}

OneShotAnalysisState::OneShotAnalysisState(Operation *op, const BufferizationOptions &options,
                                           const absl::flat_hash_set<OpOperand *> &releasedYields)
    : AnalysisState(options), impl_(std::make_unique<Impl>(*this)) {
  constructEagerly(op, releasedYields);
}

void OneShotAnalysisState::constructEagerly(Operation *op, const absl::flat_hash_set<OpOperand *> &releasedYields) {
  impl_->releasedYields = releasedYields;
  // One singleton alias set and equivalence set per tensor value (collected
  // first, so that the tables are sized once for a whole module).
  std::vector<Value> tensors;
  size_t numTensorOperands = 0;
  walkOps<WalkOrder::PreOrder>(op, [&](Operation *nested) {
    for (Value v : nested->getResults())
      if (v.getType().isa<TensorType>()) tensors.push_back(v);
    for (Value v : nested->getOperands())
      if (v.getType().isa<TensorType>()) ++numTensorOperands;
    for (Region &r : nested->getRegions())
      for (Block &b : r)
        for (unsigned i = 0, e = b.getNumArguments(); i < e; ++i)
          if (b.getArgument(i).getType().isa<TensorType>()) tensors.push_back(b.getArgument(i));
    for (unsigned i = 0; i < nested->getNumRegions(); ++i)
      if (isParallelRegionForAnalysis(nested, i, getOptions())) impl_->anyParallelRegion = true;
  });
  impl_->reserveValues(tensors.size());
  // Nearly every tensor operand gets a decision: one table size up front.
  impl_->decisions.reserve(numTensorOperands);
  for (Value v : tensors) impl_->idOf(v);
  // OpOperands that must bufferize in place, before any other decision.
  // (MLIR walks post-order, so its WalkResult::skip has no effect there.)
  impl_->recorder = getDecisionRecorder();
  if (impl_->recorder) impl_->recorder->analysisStarted(op);
  impl_->constructionRoot = op;
  impl_->constructing = true;
  struct ConstructingGuard {
    Impl &impl;
    ~ConstructingGuard() { impl.constructing = false; }
  } constructingGuard{*impl_};
  walkOps(op, [&](Operation *nested) { impl_->forceInPlace(nested); });
}

OneShotAnalysisState::OneShotAnalysisState(Operation *op, const BufferizationOptions &options,
                                           const absl::flat_hash_set<OpOperand *> &releasedYields,
                                           DeferConstruction)
    : AnalysisState(options), impl_(std::make_unique<Impl>(*this)) {
  // The recorder sees the up-front decisions of the whole op at once.
  if (getDecisionRecorder()) {
    constructEagerly(op, releasedYields);
    return;
  }
  impl_->releasedYields = releasedYields;
  impl_->constructionRoot = op;
  impl_->deferred = true;
  // The root itself (its own values and operands; the ops below it are set
  // up one by one).
  impl_->registerTensors(op);
  impl_->constructing = true;
  impl_->forceInPlace(op);
  impl_->constructing = false;
}

void OneShotAnalysisState::constructNested(Operation * /*child*/, ArrayRef<Operation *> postOrderOps) {
  Impl &impl = *impl_;
  if (!impl.deferred) return;
  // The values registered so far belong to the ops set up before (and to
  // the root), whose alias-set indexes no later check asks about: conflict
  // checks concern the operands of the op being analysed, and copy
  // insertion and the other queries only use the union-find sets. Their
  // indexes go, and their slots serve `child`, so that the pool stays the
  // size of one function. (Here rather than after each analysis: the last
  // function's indexes are simply freed with the state.)
  impl.releaseFunctionSets();
  // (Registration order does not matter: ids are only compared.)
  for (Operation *nested : postOrderOps) impl.registerTensors(nested);
  impl.constructing = true;
  for (Operation *nested : postOrderOps) impl.forceInPlace(nested);
  impl.constructing = false;
}

bool OneShotAnalysisState::isConstructionDeferred() const { return impl_->deferred; }

void OneShotAnalysisState::reserve(size_t numValues, size_t numOperands) {
  impl_->reserveValues(numValues);
  impl_->decisions.reserve(numOperands);
}

OneShotAnalysisState::~OneShotAnalysisState() = default;

bool OneShotAnalysisState::isInPlace(OpOperand &operand) const { return impl_->isInPlace(&operand); }

bool OneShotAnalysisState::areEquivalentBufferizedValues(Value a, Value b) const {
  int ia = impl_->findId(a), ib = impl_->findId(b);
  if (ia < 0 || ib < 0) return false;
  return impl_->equivalences.same(ia, ib);
}

bool OneShotAnalysisState::areAliasingBufferizedValues(Value a, Value b) const {
  int ia = impl_->findId(a), ib = impl_->findId(b);
  if (ia < 0 || ib < 0) return false;
  return impl_->aliases.same(ia, ib);
}

int OneShotAnalysisState::getAliasSetId(Value v) const {
  int id = impl_->findId(v);
  return id < 0 ? -1 : impl_->aliases.find(id);
}

bool OneShotAnalysisState::hasUndefinedContents(OpOperand *operand) const {
  return impl_->undefinedUses.contains(operand);
}

void OneShotAnalysisState::bufferizeInPlace(OpOperand &operand) {
  OperandAliases facts;
  impl_->computeOperandAliases(operand, facts);
  impl_->bufferizeInPlace(operand, facts);
}

void OneShotAnalysisState::Impl::bufferizeInPlace(OpOperand &operand, const OperandAliases &facts) {
  uint8_t &decision = decisions[&operand];
  bool wasInPlace = decision & kInPlace;
  decision |= kDecided | kInPlace;
  if (wasInPlace) return;
  // Register the new in-place write with the operand's alias set (deferred
  // for decisions of the constructor, see Impl::pendingWrites).
  int operandId = facts.ids.front();
  if (constructing) {
    Operation *key = operand.getOwner();
    while (key != constructionRoot && key->getParentOp() != constructionRoot) key = key->getParentOp();
    pendingWrites[key].push_back(&operand);
  } else if (state.bufferizesToMemoryWrite(operand)) {
    indexWrite(indexOfRoot(aliases.find(operandId)), &operand);
  }
  for (size_t i = 1; i < facts.ids.size(); ++i) unionAliasIds(facts.ids[i], operandId);
  ++state.statNumTensorInPlace_;
}

void OneShotAnalysisState::bufferizeOutOfPlace(OpOperand &operand) {
  impl_->decisions[&operand] |= Impl::kDecided;
  ++statNumTensorOutOfPlace_;
}

bool OneShotAnalysisState::isDecided(OpOperand &operand) const { return impl_->decisions.contains(&operand); }

void OneShotAnalysisState::unionAliasSets(Value a, Value b) { impl_->unionAliasIds(impl_->idOf(a), impl_->idOf(b)); }

void OneShotAnalysisState::unionEquivalenceClasses(Value a, Value b) {
  impl_->equivalences.unite(impl_->idOf(a), impl_->idOf(b));
}

void OneShotAnalysisState::applyOnAliases(Value v, const std::function<void(Value)> &fn) const {
  int id = impl_->findId(v);
  if (id < 0) return;  // Not a tensor of the analysed op (MLIR: no members).
  impl_->aliases.forEach(id, [&](int member) { fn(impl_->values[member]); });
}

void OneShotAnalysisState::applyOnEquivalenceClass(Value v, const std::function<void(Value)> &fn) const {
  int id = impl_->findId(v);
  if (id < 0) return;
  impl_->equivalences.forEach(id, [&](int member) { fn(impl_->values[member]); });
}

bool OneShotAnalysisState::isValueWritten(Value v) const {
  int id = impl_->findId(v);
  if (id < 0) return false;
  bool written = false;
  impl_->aliases.forEach(id, [&](int member) {
    for (OpOperand &use : impl_->values[member].getUses())
      if (isInPlace(use) && bufferizesToMemoryWrite(use)) written = true;
  });
  return written;
}

void OneShotAnalysisState::gatherUndefinedTensorUses(Operation *op) {
  std::vector<Operation *> postOrderOps;
  walkOps(op, [&](Operation *nested) { postOrderOps.push_back(nested); });
  impl_->gatherUndefinedTensorUses(postOrderOps);
}

void OneShotAnalysisState::Impl::gatherUndefinedTensorUses(ArrayRef<Operation *> postOrderOps) {
  // Post-order like MLIR (whose skip of unknown ops therefore does not
  // prune their regions).
  for (Operation *nested : postOrderOps) {
    if (!getBufferizableInterface(nested, state.getOptions())) continue;
    for (Value result : nested->getResults()) {
      if (!result.getType().isa<TensorType>() || result.use_empty()) continue;
      // Any use will do: the definitions depend on the value only.
      OpOperand *first = &*result.getUses().begin();
      if (definitions(first).empty())
        for (OpOperand &use : result.getUses()) undefinedUses.insert(&use);
    }
  }
}

const OneShotAnalysisState *asOneShotAnalysisState(const AnalysisState &state) {
  return state.getOneShotAnalysisState();
}

}  // namespace tbuf::bufferization

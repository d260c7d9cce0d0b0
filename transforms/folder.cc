// OperationFolder (see folder.h), following MLIR's FoldUtils.cpp.
#include "transforms/folder.h"

#include "transforms/fold_utils.h"
#include "transforms/side_effects.h"

namespace tbuf {

OperationFolder::OperationFolder(Context *ctx, RewriterBase::Listener *listener) : rewriter_(ctx) {
  if (listener) rewriter_.setRewriteListener(listener);
}

// ---- ConstantMap ----------------------------------------------------------------

Operation *&OperationFolder::ConstantMap::slot(const ConstKey &key) {
  if (isLarge_) return large_[key];
  for (auto &entry : small_)
    if (entry.first == key) return entry.second;
  if (small_.size() < kLinearLimit) return small_.emplace_back(key, nullptr).second;
  large_.insert(small_.begin(), small_.end());
  small_.clear();
  isLarge_ = true;
  return large_[key];
}

Operation *OperationFolder::ConstantMap::lookup(const ConstKey &key) const {
  if (isLarge_) {
    auto it = large_.find(key);
    return it == large_.end() ? nullptr : it->second;
  }
  for (const auto &entry : small_)
    if (entry.first == key) return entry.second;
  return nullptr;
}

void OperationFolder::ConstantMap::erase(const ConstKey &key) {
  if (isLarge_) {
    large_.erase(key);
    return;
  }
  for (auto &entry : small_) {
    if (!(entry.first == key)) continue;
    entry = small_.back();
    small_.pop_back();
    return;
  }
}

void OperationFolder::ConstantMap::clear() {
  small_.clear();
  if (isLarge_) {
    large_.clear();
    isLarge_ = false;
  }
}

// ---- OperationFolder ----------------------------------------------------------------

Region *OperationFolder::getInsertionRegion(Block *block) {
  while (Region *region = block->getParent()) {
    Operation *parentOp = region->getParentOp();
    // Constants go into regions of isolated (or unknown) ops and of
    // top-level ops.
    if (!parentOp || mightHaveTrait(parentOp, OpTrait::IsolatedFromAbove) || !parentOp->getBlock()) return region;
    block = parentOp->getBlock();
  }
  return nullptr;
}

void OperationFolder::eraseOp(Operation *op) {
  notifyRemoval(op);
  rewriter_.eraseOp(op);
}

LogicalResult OperationFolder::tryToFold(Operation *op, bool *inPlaceUpdate, int maxIterations) {
  if (inPlaceUpdate) *inPlaceUpdate = false;

  // A uniqued constant is already folded; re-hoist it if a non-constant op
  // was inserted before it.
  if (isFolderOwnedConstant(op)) {
    Block *opBlock = op->getBlock();
    if (&opBlock->front() != op && !isFolderOwnedConstant(op->getPrevNode())) {
      op->moveBefore(&opBlock->front());
      op->setLoc(Location::unknown());
    }
    return failure();
  }

  std::vector<Value> results;
  if (failed(tryToFold(op, results, maxIterations))) return failure();

  if (results.empty()) {
    if (inPlaceUpdate) *inPlaceUpdate = true;
    // The fold hook changed the op without going through the rewriter.
    if (auto *listener = rewriter_.getRewriteListener()) listener->notifyOperationModified(op);
    return success();
  }

  notifyRemoval(op);
  rewriter_.replaceOp(op, results);
  return success();
}

bool OperationFolder::insertKnownConstant(Operation *op, Attribute constValue) {
  Block *opBlock = op->getBlock();

  // Already uniqued: only check whether it should be re-hoisted.
  if (isFolderOwnedConstant(op)) {
    if (&opBlock->front() != op && !isFolderOwnedConstant(op->getPrevNode())) {
      op->moveBefore(&opBlock->front());
      op->setLoc(Location::unknown());
    }
    return true;
  }

  if (!constValue) constValue = getConstantValue(op);

  Region *insertRegion = getInsertionRegion(opBlock);
  ConstantMap &constants = constantsIn(insertRegion);
  uint32_t dialect = getDialectId(op);
  ConstKey key{dialect, constValue, op->getResult(0).getType()};

  // An equivalent constant exists: use it instead of `op`. (One probe: the
  // slot made for a new key is filled below, nothing else touches the table
  // in between.)
  Operation *&entry = constants.slot(key);
  if (entry) {
    Operation *existing = entry;
    notifyRemoval(op);
    rewriter_.replaceOp(op, existing->getResults().vec());
    existing->setLoc(Location::unknown());
    return false;
  }

  // Otherwise `op` becomes the canonical constant. It stays where it is if it
  // is at the front of the entry block or right after another uniqued
  // constant; otherwise it moves to the front (losing its location when it
  // leaves its block).
  Block *insertBlock = &insertRegion->front();
  if (opBlock != insertBlock) {
    op->moveBefore(&insertBlock->front());
    op->setLoc(Location::unknown());
  } else if (&insertBlock->front() != op && !isFolderOwnedConstant(op->getPrevNode())) {
    op->moveBefore(&insertBlock->front());
  }

  entry = op;
  addReference(op, dialect);
  return true;
}

void OperationFolder::addReference(Operation *op, uint32_t dialect) {
  if (!owners_.insert(op, dialect)) extraDialects_[op].push_back(dialect);
}

void OperationFolder::notifyRemoval(Operation *op) {
  const uint32_t *first = owners_.find(op);
  if (!first) return;
  Attribute constValue = getConstantValue(op);
  ConstantMap &constants = constantsIn(getInsertionRegion(op->getBlock()));
  Type type = op->getResult(0).getType();
  constants.erase(ConstKey{*first, constValue, type});
  if (!extraDialects_.empty()) {
    if (auto it = extraDialects_.find(op); it != extraDialects_.end()) {
      for (uint32_t dialect : it->second) constants.erase(ConstKey{dialect, constValue, type});
      extraDialects_.erase(it);
    }
  }
  owners_.erase(op);
}

void OperationFolder::clear() {
  // The emptied tables are kept for the next regions (a greedy driver clears
  // its folder once per function body and iteration).
  if (hasFirstRegion_) {
    firstConstants_.clear();
    hasFirstRegion_ = false;
    firstRegion_ = nullptr;
  }
  if (!foldScopes_.empty()) {
    for (auto &[region, constants] : foldScopes_) {
      if (spareConstantMaps_.size() >= kMaxSpareConstantMaps) break;
      constants.clear();
      spareConstantMaps_.push_back(std::move(constants));
    }
    foldScopes_.clear();
  }
  lastRegion_ = nullptr;
  lastConstants_ = nullptr;
  owners_.clear();
  if (!extraDialects_.empty()) extraDialects_.clear();
}

OperationFolder::ConstantMap &OperationFolder::constantsIn(Region *region) {
  if (hasFirstRegion_) {
    if (region == firstRegion_) return firstConstants_;
  } else {
    hasFirstRegion_ = true;
    firstRegion_ = region;
    return firstConstants_;
  }
  if (region == lastRegion_ && lastConstants_) return *lastConstants_;
  auto [it, inserted] = foldScopes_.try_emplace(region);
  if (inserted && !spareConstantMaps_.empty()) {
    it->second = std::move(spareConstantMaps_.back());
    spareConstantMaps_.pop_back();
  }
  // Valid until the next insertion into foldScopes_, which only happens here.
  lastRegion_ = region;
  lastConstants_ = &it->second;
  return it->second;
}

Value OperationFolder::getOrCreateConstant(Block *block, std::string_view dialect, Attribute value, Type type) {
  OpBuilder::InsertionGuard guard(rewriter_);
  Region *insertRegion = getInsertionRegion(block);
  rewriter_.setInsertionPointToStart(&insertRegion->front());
  ConstantMap &constants = constantsIn(insertRegion);
  Operation *constOp = tryGetOrCreateConstant(constants, dialect, value, type, Location::unknown());
  return constOp ? Value(constOp->getResult(0)) : Value();
}

LogicalResult OperationFolder::tryToFold(Operation *op, std::vector<Value> &results, int maxIterations) {
  std::vector<OpFoldResult> foldResults;
  if (failed(foldOperation(op, foldResults))) return failure();
  // Folding in place may enable another fold; repeat while it keeps doing so.
  for (int count = 1; count < maxIterations && foldResults.empty(); ++count)
    if (failed(foldOperation(op, foldResults))) break;
  return processFoldResults(op, results, foldResults);
}

LogicalResult OperationFolder::processFoldResults(Operation *op, std::vector<Value> &results,
                                                  ArrayRef<OpFoldResult> foldResults) {
  if (foldResults.empty()) return success();

  OpBuilder::InsertionGuard guard(rewriter_);
  Region *insertRegion = getInsertionRegion(op->getBlock());
  Block &entry = insertRegion->front();
  rewriter_.setInsertionPointToStart(&entry);
  ConstantMap &constants = constantsIn(insertRegion);
  std::string_view dialect = op->getDialectNamespace();

  // Constants created so far, erased again if a later result fails.
  Operation *firstCreated = entry.empty() ? nullptr : &entry.front();
  for (unsigned i = 0; i < op->getNumResults(); ++i) {
    if (foldResults[i].value) {
      results.push_back(foldResults[i].value);
      continue;
    }
    Value res = op->getResult(i);
    if (Operation *constOp =
            tryGetOrCreateConstant(constants, dialect, foldResults[i].attr, res.getType(), Location::unknown())) {
      // The constant must dominate `op` when both are in the entry block.
      Block *opBlock = op->getBlock();
      if (opBlock == constOp->getBlock() && &opBlock->front() != constOp) constOp->moveBefore(&opBlock->front());
      results.push_back(constOp->getResult(0));
      continue;
    }
    // Materialization failed: erase the constants created at the front of the
    // entry block for earlier results (those before the old front).
    Operation *stop = rewriter_.getInsertionPointOp();
    for (Operation *c = entry.empty() ? nullptr : &entry.front(); c && c != stop && c != firstCreated;) {
      Operation *next = c->getNextNode();
      if (c->use_empty()) eraseOp(c);
      c = next;
    }
    results.clear();
    return failure();
  }
  return success();
}

uint32_t OperationFolder::getDialectId(std::string_view dialect) {
  if (lastDialectId_ < dialects_.size() && dialects_[lastDialectId_] == dialect) return lastDialectId_;
  uint32_t id = 0;
  while (id < dialects_.size() && dialects_[id] != dialect) ++id;
  if (id == dialects_.size()) dialects_.emplace_back(dialect);
  lastDialectId_ = id;
  return id;
}

uint32_t OperationFolder::getDialectId(Operation *op) {
  const OpDefinition *def = op->getDef();
  if (def != lastDef_) {
    lastDefDialectId_ = getDialectId(op->getDialectNamespace());
    lastDef_ = def;
  }
  return lastDefDialectId_;
}

Operation *OperationFolder::tryGetOrCreateConstant(ConstantMap &constants, std::string_view dialectName,
                                                   Attribute value, Type type, Location loc) {
  uint32_t dialect = getDialectId(dialectName);
  ConstKey key{dialect, value, type};
  if (Operation *constOp = constants.lookup(key)) {
    if (loc != constOp->getLoc()) constOp->setLoc(Location::unknown());
    return constOp;
  }

  Operation *constOp = materializeConstant(rewriter_, dialectName, value, type, loc);
  if (!constOp) return nullptr;

  uint32_t newDialect = getDialectId(constOp);
  if (newDialect == dialect) {
    constants.slot(key) = constOp;
    addReference(constOp, dialect);
    return constOp;
  }

  // The materializer produced a constant of another dialect: key it under
  // both, reusing an existing constant of that dialect if there is one.
  ConstKey newKey{newDialect, value, type};
  if (Operation *existing = constants.lookup(newKey)) {
    eraseOp(constOp);
    addReference(existing, dialect);
    if (loc != existing->getLoc()) existing->setLoc(Location::unknown());
    constants.slot(key) = existing;
    return existing;
  }
  // (Replacing whatever a stale entry for the same address said.)
  owners_.erase(constOp);
  if (!extraDialects_.empty()) extraDialects_.erase(constOp);
  addReference(constOp, dialect);
  addReference(constOp, newDialect);
  constants.slot(key) = constOp;
  constants.slot(newKey) = constOp;
  return constOp;
}

}  // namespace tbuf

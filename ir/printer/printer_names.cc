// SSA value and block naming (MLIR's SSANameState), run once over the printed
// tree before printing. Regions are visited with an explicit stack (last
// pushed first, as MLIR), each carrying the counters and the name scope of
// its parent region, so numbering never recurses and stays linear.
#include <algorithm>

#include "absl/container/inlined_vector.h"
#include "absl/strings/str_cat.h"
#include "ir/op_definition.h"
#include "ir/printer/printer_impl.h"

namespace tbuf::printer {

SSANameState::SSANameState(Operation *root, const PrintingFlags &flags, bool deferIsolated) : flags_(flags) {
  uint64_t topScope = pushScope();
  std::vector<NamingContext> stack;
  for (Region &r : root->getRegions())
    stack.push_back({&r, nextValueID_, nextArgumentID_, nextConflictID_, topScope});
  if (deferIsolated && !flags.printGenericOpForm && root->getNumRegions() == 1 && root->getRegion(0).hasOneBlock())
    deferredBlock_ = &root->getRegion(0).front();

  numberValuesInOp(*root);
  numberRegions(std::move(stack));
}

void SSANameState::numberRegions(std::vector<NamingContext> stack) {
  const bool uniqueIDs = flags_.printGenericOpForm;
  while (!stack.empty()) {
    NamingContext ctx = stack.back();
    stack.pop_back();
    if (!uniqueIDs) {
      nextValueID_ = ctx.nextValueID;
      nextArgumentID_ = ctx.nextArgumentID;
      nextConflictID_ = ctx.nextConflictID;
    }
    while (!scopes_.empty() && scopes_.back().first != ctx.parentScope) popScope();
    uint64_t scope = pushScope();

    numberValuesInRegion(*ctx.region);

    const bool deferHere = deferredBlock_ && ctx.region == deferredBlock_->getParent();
    if (deferHere) deferredContext_ = {nullptr, nextValueID_, nextArgumentID_, nextConflictID_, scope};
    for (Block &block : *ctx.region)
      for (Operation &op : block) {
        if (deferHere && op.getNumRegions() != 0 && op.hasTrait(OpTrait::IsolatedFromAbove)) continue;
        for (Region &nested : op.getRegions())
          stack.push_back({&nested, nextValueID_, nextArgumentID_, nextConflictID_, scope});
      }
  }
}

bool SSANameState::numberDeferred(Operation *op) {
  if (!deferredBlock_ || op->getBlock() != deferredBlock_ || op->getNumRegions() == 0 ||
      !op->hasTrait(OpTrait::IsolatedFromAbove))
    return false;
  std::vector<NamingContext> stack;
  for (Region &r : op->getRegions())
    stack.push_back({&r, deferredContext_.nextValueID, deferredContext_.nextArgumentID,
                     deferredContext_.nextConflictID, deferredContext_.parentScope});
  numberRegions(std::move(stack));
  return true;
}

void SSANameState::forgetDeferred(Operation *op) {
  auto forgetValue = [&](Value value) { valueIDs_.erase(value.getImpl()); };
  // Every op nested in `op` (an explicit stack: no walk callback per op).
  std::vector<Operation *> pending{op};
  while (!pending.empty()) {
    Operation *owner = pending.back();
    pending.pop_back();
    if (owner != op) {
      if (!opResultGroups_.empty()) opResultGroups_.erase(owner);
      for (unsigned i = 0, e = owner->getNumResults(); i < e; ++i) forgetValue(owner->getResult(i));
    }
    for (Region &region : owner->getRegions())
      for (Block &block : region) {
        blockNames_.erase(&block);
        for (unsigned i = 0, e = block.getNumArguments(); i < e; ++i) forgetValue(block.getArgument(i));
        for (Operation &nested : block) pending.push_back(&nested);
      }
  }
  // Back to the scope the deferred ops start from (their names go too).
  while (!scopes_.empty() && scopes_.back().first != deferredContext_.parentScope) popScope();
}

uint64_t SSANameState::pushScope() {
  scopes_.push_back({nextScopeId_, {}});
  return nextScopeId_++;
}

void SSANameState::popScope() {
  for (const std::string &name : scopes_.back().second) usedNames_.erase(name);
  scopes_.pop_back();
}

void SSANameState::numberValuesInRegion(Region &region) {
  Operation *parent = region.getParentOp();
  if (!flags_.printGenericOpForm && parent && parent->getDef() && parent->getDef()->getAsmBlockArgNames) {
    parent->getDef()->getAsmBlockArgNames(parent, region, [&](Value arg, std::string_view name) {
      auto ba = arg.dyn_cast<BlockArgument>();
      if (!arg || !ba || ba.getOwner()->getParent() != &region || valueIDs_.contains(arg.getImpl())) return;
      setValueName(arg, name);
    });
  }

  int nextBlockID = 0;
  for (Block &block : region) {
    auto [it, inserted] = blockNames_.try_emplace(&block);
    if (inserted) it->second.name = absl::StrCat("^bb", nextBlockID);
    it->second.ordering = nextBlockID++;
    numberValuesInBlock(block);
  }
}

void SSANameState::numberValuesInBlock(Block &block) {
  bool isEntryBlock = block.isEntryBlock();
  for (unsigned i = 0, e = block.getNumArguments(); i < e; ++i) {
    Value arg = block.getArgument(i);
    if (valueIDs_.contains(arg.getImpl())) continue;
    if (isEntryBlock)
      setValueName(arg, absl::StrCat("arg", nextArgumentID_++));
    else
      setValueName(arg, "");
  }
  for (Operation &op : block) numberValuesInOp(op);
}

void SSANameState::numberValuesInOp(Operation &op) {
  absl::InlinedVector<int, 4> resultGroups{0};
  const OpDefinition *def = op.getDef();
  if (!flags_.printGenericOpForm && def && def->getAsmResultNames) {
    // The callback captures one pointer, which std::function stores inline
    // (a larger capture would be a heap allocation per op).
    struct Capture {
      SSANameState *self;
      Operation *op;
      absl::InlinedVector<int, 4> *resultGroups;
    } capture{this, &op, &resultGroups};
    def->getAsmResultNames(&op, [c = &capture](Value result, std::string_view name) {
      if (!result || !result.isa<OpResult>() || result.cast<OpResult>().getOwner() != c->op) return;
      if (c->self->valueIDs_.contains(result.getImpl())) return;
      c->self->setValueName(result, name);
      if (int resultNo = static_cast<int>(result.cast<OpResult>().getResultNumber()))
        c->resultGroups->push_back(resultNo);
    });
  }
  if (op.getNumResults() == 0) return;
  if (valueIDs_.try_emplace(op.getResult(0).getImpl(), ValueID{nextValueID_, {}}).second) ++nextValueID_;
  if (resultGroups.size() != 1) {
    std::sort(resultGroups.begin(), resultGroups.end());
    opResultGroups_.try_emplace(&op, std::vector<int>(resultGroups.begin(), resultGroups.end()));
  }
}

void SSANameState::setValueName(Value value, std::string_view name) {
  if (name.empty()) {
    valueIDs_[value.getImpl()] = ValueID{nextValueID_++, {}};
    return;
  }
  valueIDs_[value.getImpl()] = ValueID{kNameSentinel, uniqueValueName(name)};
}

std::string SSANameState::uniqueValueName(std::string_view rawName) {
  std::string name = sanitizeIdentifier(rawName);
  if (!usedNames_.insert(name).second) {
    // Probe `name_N` with the region's conflict counter until unused.
    std::string probe;
    do {
      probe = absl::StrCat(name, "_", nextConflictID_++);
    } while (!usedNames_.insert(probe).second);
    name = std::move(probe);
  }
  scopes_.back().second.push_back(name);
  return name;
}

void SSANameState::getResultIDAndNumber(OpResult result, Value &lookupValue, int &lookupResultNo) const {
  Operation *owner = result.getOwner();
  if (owner->getNumResults() == 1) return;
  int resultNo = static_cast<int>(result.getResultNumber());
  auto groupsIt = opResultGroups_.find(owner);
  if (groupsIt == opResultGroups_.end()) {
    lookupResultNo = resultNo;
    lookupValue = owner->getResult(0);
    return;
  }
  const std::vector<int> &groups = groupsIt->second;
  auto it = std::upper_bound(groups.begin(), groups.end(), resultNo);
  int groupStart, groupSize;
  if (it == groups.end()) {
    groupStart = groups.back();
    groupSize = static_cast<int>(owner->getNumResults()) - groups.back();
  } else {
    groupStart = *std::prev(it);
    groupSize = *it - groupStart;
  }
  if (groupSize != 1) lookupResultNo = resultNo - groupStart;
  lookupValue = owner->getResult(groupStart);
}

void SSANameState::printValueID(Value value, bool printResultNo, std::string &os) const {
  if (!value) {
    os += "<<NULL VALUE>>";
    return;
  }
  int resultNo = -1;
  Value lookupValue = value;
  if (value.isa<OpResult>()) getResultIDAndNumber(value.cast<OpResult>(), lookupValue, resultNo);

  auto it = valueIDs_.find(lookupValue.getImpl());
  if (it == valueIDs_.end()) {
    os += "<<UNKNOWN SSA VALUE>>";
    return;
  }
  os.push_back('%');
  if (it->second.id != kNameSentinel)
    absl::StrAppend(&os, it->second.id);
  else
    os += it->second.name;
  if (resultNo >= 0 && printResultNo) absl::StrAppend(&os, "#", resultNo);
}

ArrayRef<int> SSANameState::getOpResultGroups(Operation *op) const {
  if (opResultGroups_.empty()) return {};  // the common case: no lookup
  auto it = opResultGroups_.find(op);
  if (it == opResultGroups_.end()) return {};
  return it->second;
}

const SSANameState::BlockInfo &SSANameState::getBlockInfo(Block *block) const {
  static const BlockInfo kInvalid{-1, "INVALIDBLOCK"};
  auto it = blockNames_.find(block);
  return it == blockNames_.end() ? kInvalid : it->second;
}

void SSANameState::shadowRegionArgs(Region &region, ArrayRef<Value> namesToUse) {
  if (region.empty()) return;
  Block &entry = region.front();
  for (unsigned i = 0; i < namesToUse.size() && i < entry.getNumArguments(); ++i) {
    if (!namesToUse[i]) continue;
    std::string name;
    printValueID(namesToUse[i], /*printResultNo=*/true, name);
    Value arg = entry.getArgument(i);
    valueIDs_[arg.getImpl()] = ValueID{kNameSentinel, name.substr(1)};
  }
}

}  // namespace tbuf::printer

// SSA value and block naming (MLIR's SSANameState), run once over the printed
// tree before printing. Regions are visited with an explicit stack (last
// pushed first, as MLIR), each carrying the counters and the name scope of
// its parent region, so numbering never recurses and stays linear.
#include <algorithm>
#include <array>
#include <cstring>

#include "absl/container/inlined_vector.h"
#include "absl/strings/str_cat.h"
#include "ir/op_definition.h"
#include "ir/printer/printer_impl.h"
#include "ir/short_text.h"

namespace tbuf::printer {

namespace {

/// Appends the decimal digits of `n` (no general formatting call: names and
/// operands print a number each).
void appendDecimal(std::string &os, uint64_t n) {
  if (n < 10) {
    os.push_back(static_cast<char>('0' + n));
    return;
  }
  char digits[20];
  char *end = digits + sizeof(digits), *p = end;
  do {
    *--p = static_cast<char>('0' + n % 10);
    n /= 10;
  } while (n);
  os.append(p, static_cast<size_t>(end - p));
}

/// Writes the decimal digits of `n` to `out` (room for 20); returns their
/// count.
size_t appendDecimal(char *out, uint64_t n) {
  char digits[20];
  char *end = digits + sizeof(digits), *p = end;
  do {
    *--p = static_cast<char>('0' + n % 10);
    n /= 10;
  } while (n);
  size_t count = static_cast<size_t>(end - p);
  std::memcpy(out, p, count);
  return count;
}

/// [a-zA-Z0-9_]: the characters sanitizeIdentifier keeps as they are in
/// every position but the first.
constexpr std::array<bool, 256> makePlainNameChars() {
  std::array<bool, 256> table{};
  for (int c = 0; c < 256; ++c)
    table[c] = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
  return table;
}
constexpr std::array<bool, 256> kPlainNameChar = makePlainNameChars();

/// `prefix` then the decimal digits of `n`.
std::string numbered(std::string_view prefix, uint64_t n) {
  std::string out(prefix);
  appendDecimal(out, n);
  return out;
}

}  // namespace

SSANameState::SSANameState(Operation *root, const PrintingFlags &flags, bool deferIsolated, bool assumeBareTopLevel)
    : flags_(flags) {
  uint64_t topScope = pushScope();
  std::vector<NamingContext> stack;
  for (Region &r : root->getRegions())
    stack.push_back({&r, nextValueID_, nextArgumentID_, nextConflictID_, topScope});
  if (deferIsolated && !flags.printGenericOpForm && root->getNumRegions() == 1 && root->getRegion(0).hasOneBlock()) {
    deferredBlock_ = &root->getRegion(0).front();
    // A terminator the printer leaves out is never given to
    // numberDeferred: checked here instead.
    Operation *last = deferredBlock_->empty() ? nullptr : &deferredBlock_->back();
    bareTopLevel_ = assumeBareTopLevel && deferredBlock_->getNumArguments() == 0 &&
                    (!last || !last->hasTrait(OpTrait::Terminator) ||
                     (last->getNumResults() == 0 && last->getNumRegions() == 0));
  }

  numberValuesInOp(*root);
  numberRegions(stack);
}

void SSANameState::numberRegions(std::vector<NamingContext> &stack) {
  const bool uniqueIDs = flags_.printGenericOpForm;
  while (!stack.empty()) {
    NamingContext ctx = stack.back();
    stack.pop_back();
    if (!uniqueIDs) {
      nextValueID_ = ctx.nextValueID;
      nextArgumentID_ = ctx.nextArgumentID;
      nextConflictID_ = ctx.nextConflictID;
    }
    while (!scopes_.empty() && scopes_.back() != ctx.parentScope) popScope();
    uint64_t scope = pushScope();

    const bool deferHere = deferredBlock_ && ctx.region == deferredBlock_->getParent();
    if (deferHere && bareTopLevel_) {
      // Only the block's name: by assumption its ops name nothing and have
      // no regions numbered here (numberDeferred checks each op).
      numberValuesInRegion(*ctx.region, /*withBlockContents=*/false);
      deferredContext_ = {nullptr, nextValueID_, nextArgumentID_, nextConflictID_, scope};
      continue;
    }
    numberValuesInRegion(*ctx.region);

    if (deferHere) deferredContext_ = {nullptr, nextValueID_, nextArgumentID_, nextConflictID_, scope};
    for (Block &block : *ctx.region)
      for (Operation &op : block) {
        if (deferHere && op.getNumRegions() != 0 && op.hasTrait(OpTrait::IsolatedFromAbove)) continue;
        for (Region &nested : op.getRegions())
          stack.push_back({&nested, nextValueID_, nextArgumentID_, nextConflictID_, scope});
      }
  }
}

bool SSANameState::namesAreFinal() const {
  if (assumptionFailed_) return false;
  if (!bareTopLevel_) return true;
  for (Operation &op : *deferredBlock_)
    if (op.getNumResults() != 0 || (op.getNumRegions() != 0 && !op.hasTrait(OpTrait::IsolatedFromAbove)))
      return false;
  return true;
}

bool SSANameState::numberDeferred(Operation *op) {
  if (!deferredBlock_ || op->getBlock() != deferredBlock_) return false;
  if (bareTopLevel_ && op->getNumResults() != 0) assumptionFailed_ = true;
  if (op->getNumRegions() == 0) return false;
  if (!op->hasTrait(OpTrait::IsolatedFromAbove)) {
    // Its regions would have been numbered with the block.
    if (bareTopLevel_) assumptionFailed_ = true;
    return false;
  }
  inDeferred_ = true;
  // One function after another: the stack's storage is kept between them.
  std::vector<NamingContext> stack = std::move(spareStack_);
  stack.clear();
  for (Region &r : op->getRegions())
    stack.push_back({&r, deferredContext_.nextValueID, deferredContext_.nextArgumentID,
                     deferredContext_.nextConflictID, deferredContext_.parentScope});
  numberRegions(stack);
  spareStack_ = std::move(stack);
  return true;
}

void SSANameState::forgetDeferred(Operation *) {
  // Everything numbered since numberDeferred (names of values and blocks
  // under the op, shadowed arguments) is in the deferred tables.
  deferred_.valueIDs.clear();
  deferred_.opResultGroups.clear();
  deferred_.blockNames.clear();
  inDeferred_ = false;
  // Back to the scope the deferred ops start from (their names go too).
  while (!scopes_.empty() && scopes_.back() != deferredContext_.parentScope) popScope();
}

uint64_t SSANameState::pushScope() {
  scopes_.push_back(nextScopeId_);
  return nextScopeId_++;
}

void SSANameState::popScope() { scopes_.pop_back(); }

bool SSANameState::isLiveScope(uint64_t id) const {
  // A few regions deep; the ids increase towards the back.
  for (auto it = scopes_.rbegin(); it != scopes_.rend(); ++it) {
    if (*it == id) return true;
    if (*it < id) return false;
  }
  return false;
}

std::string_view SSANameState::storeName(std::string_view name) {
  std::string &stored = nameStorage_.emplace_back();
  stored.reserve(name.size() + 1);
  stored.push_back('%');
  stored.append(name);
  return stored;
}

bool SSANameState::claimName(std::string_view name, std::string_view &stored) {
  size_t hash = hashText(name);
  if (nameSlots_.empty()) nameSlots_.assign(16, 0);
  size_t mask = nameSlots_.size() - 1;
  size_t i = hash & mask;
  for (; nameSlots_[i]; i = (i + 1) & mask) {
    UsedName &used = usedNames_[nameSlots_[i] - 1];
    if (used.hash != hash || used.name != name) continue;
    if (isLiveScope(used.scope)) return false;
    used.scope = scopes_.back();
    stored = std::string_view(used.name.data() - 1, used.name.size() + 1);  // with its `%`
    return true;
  }
  stored = storeName(name);
  usedNames_.push_back({stored.substr(1), scopes_.back(), hash});
  nameSlots_[i] = static_cast<uint32_t>(usedNames_.size());
  if (usedNames_.size() * 2 > nameSlots_.size()) {
    // Grow: re-place every entry by its stored hash.
    nameSlots_.assign(nameSlots_.size() * 2, 0);
    mask = nameSlots_.size() - 1;
    for (size_t e = 0; e < usedNames_.size(); ++e) {
      size_t j = usedNames_[e].hash & mask;
      while (nameSlots_[j]) j = (j + 1) & mask;
      nameSlots_[j] = static_cast<uint32_t>(e + 1);
    }
  }
  return true;
}

void SSANameState::numberValuesInRegion(Region &region, bool withBlockContents) {
  Operation *parent = region.getParentOp();
  if (!flags_.printGenericOpForm && parent && parent->getDef() && parent->getDef()->getAsmBlockArgNames) {
    parent->getDef()->getAsmBlockArgNames(parent, region, [&](Value arg, std::string_view name) {
      auto ba = arg.dyn_cast<BlockArgument>();
      if (!arg || !ba || ba.getOwner()->getParent() != &region || active().valueIDs.contains(arg.getImpl()))
        return;
      setValueName(arg, name);
    });
  }

  int nextBlockID = 0;
  for (Block &block : region) {
    auto [it, inserted] = active().blockNames.try_emplace(&block);
    if (inserted) it->second.name = numbered("^bb", static_cast<uint64_t>(nextBlockID));
    it->second.ordering = nextBlockID++;
    if (withBlockContents) numberValuesInBlock(block);
  }
}

void SSANameState::numberValuesInBlock(Block &block) {
  bool isEntryBlock = block.isEntryBlock();
  for (unsigned i = 0, e = block.getNumArguments(); i < e; ++i) {
    Value arg = block.getArgument(i);
    if (isEntryBlock) {
      // `argN` is claimed as any name: an op may have taken it already.
      char buffer[24] = "arg";
      size_t length = 3 + appendDecimal(buffer + 3, nextArgumentID_);
      if (setValueNameIfUnnamed(arg, std::string_view(buffer, length))) ++nextArgumentID_;
    } else {
      setValueNameIfUnnamed(arg, "");
    }
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
      if (!c->self->setValueNameIfUnnamed(result, name)) return;
      if (int resultNo = static_cast<int>(result.cast<OpResult>().getResultNumber()))
        c->resultGroups->push_back(resultNo);
    });
  }
  if (op.getNumResults() == 0) return;
  Tables &tables = active();
  if (tables.valueIDs.tryEmplace(op.getResult(0).getImpl(), ValueID{nextValueID_, {}}).second) ++nextValueID_;
  if (resultGroups.size() != 1) {
    std::sort(resultGroups.begin(), resultGroups.end());
    tables.opResultGroups.try_emplace(&op, std::vector<int>(resultGroups.begin(), resultGroups.end()));
  }
}

void SSANameState::setValueName(Value value, std::string_view name) {
  if (name.empty()) {
    active().valueIDs[value.getImpl()] = ValueID{nextValueID_++, {}};
    return;
  }
  active().valueIDs[value.getImpl()] = ValueID{kNameSentinel, uniqueValueName(name)};
}

bool SSANameState::setValueNameIfUnnamed(Value value, std::string_view name) {
  // One probe of the table both checks and reserves the slot (the naming of
  // the value does not touch the table, so the slot stays put).
  bool inserted = false;
  ValueID &slot = active().valueIDs.findOrInsert(value.getImpl(), ValueID{}, inserted);
  if (!inserted) return false;
  if (name.empty())
    slot.id = nextValueID_++;
  else
    slot.name = uniqueValueName(name);
  return true;
}

std::string_view SSANameState::uniqueValueName(std::string_view rawName) {
  // Names from result-name hooks are nearly always plain identifiers, which
  // sanitizeIdentifier returns unchanged: claimed as they are, without the
  // general pass or a copy.
  bool plain = !rawName.empty() && !(rawName[0] >= '0' && rawName[0] <= '9');
  for (size_t i = 0; plain && i < rawName.size(); ++i) plain = kPlainNameChar[static_cast<unsigned char>(rawName[i])];
  std::string sanitized;
  std::string_view name = rawName;
  if (!plain) {
    sanitized = sanitizeIdentifier(rawName);
    name = sanitized;
  }
  std::string_view stored;
  if (claimName(name, stored)) return stored;
  // Probe `name_N` with the region's conflict counter until unused.
  do {
    probe_.assign(name);
    probe_.push_back('_');
    char digits[24];
    probe_.append(digits, appendDecimal(digits, nextConflictID_++));
  } while (!claimName(probe_, stored));
  return stored;
}

void SSANameState::getResultIDAndNumber(OpResult result, Value &lookupValue, int &lookupResultNo) const {
  Operation *owner = result.getOwner();
  if (owner->getNumResults() == 1) return;
  int resultNo = static_cast<int>(result.getResultNumber());
  const std::vector<int> *groupsPtr = findResultGroups(owner);
  if (!groupsPtr) {
    lookupResultNo = resultNo;
    lookupValue = owner->getResult(0);
    return;
  }
  const std::vector<int> &groups = *groupsPtr;
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
  // Only results of multi-result ops need their group looked up.
  if (value.isa<OpResult>() && value.cast<OpResult>().getOwner()->getNumResults() != 1)
    getResultIDAndNumber(value.cast<OpResult>(), lookupValue, resultNo);

  const ValueID *id = findValueID(lookupValue.getImpl());
  if (!id) {
    os += "<<UNKNOWN SSA VALUE>>";
    return;
  }
  // One append per operand: a name is stored with its `%`, a number is
  // formatted next to one.
  if (id->id != kNameSentinel) {
    char buffer[16];
    char *end = buffer + sizeof(buffer), *p = end;
    unsigned n = id->id;
    do {
      *--p = static_cast<char>('0' + n % 10);
      n /= 10;
    } while (n);
    *--p = '%';
    os.append(p, static_cast<size_t>(end - p));
  } else {
    os += id->name;
  }
  if (resultNo >= 0 && printResultNo) absl::StrAppend(&os, "#", resultNo);
}

const SSANameState::ValueID *SSANameState::findValueID(detail::ValueImpl *value) const {
  if (inDeferred_)
    if (const ValueID *id = deferred_.valueIDs.find(value)) return id;
  return main_.valueIDs.find(value);
}

const std::vector<int> *SSANameState::findResultGroups(Operation *op) const {
  // The common case: no op has result groups, no lookup.
  if (inDeferred_ && !deferred_.opResultGroups.empty())
    if (auto it = deferred_.opResultGroups.find(op); it != deferred_.opResultGroups.end()) return &it->second;
  if (main_.opResultGroups.empty()) return nullptr;
  auto it = main_.opResultGroups.find(op);
  return it == main_.opResultGroups.end() ? nullptr : &it->second;
}

ArrayRef<int> SSANameState::getOpResultGroups(Operation *op) const {
  const std::vector<int> *groups = findResultGroups(op);
  if (!groups) return {};
  return *groups;
}

const SSANameState::BlockInfo &SSANameState::getBlockInfo(Block *block) const {
  static const BlockInfo kInvalid{-1, "INVALIDBLOCK"};
  if (inDeferred_)
    if (auto it = deferred_.blockNames.find(block); it != deferred_.blockNames.end()) return it->second;
  auto it = main_.blockNames.find(block);
  return it == main_.blockNames.end() ? kInvalid : it->second;
}

void SSANameState::shadowRegionArgs(Region &region, ArrayRef<Value> namesToUse) {
  if (region.empty()) return;
  Block &entry = region.front();
  for (unsigned i = 0; i < namesToUse.size() && i < entry.getNumArguments(); ++i) {
    if (!namesToUse[i]) continue;
    std::string name;
    printValueID(namesToUse[i], /*printResultNo=*/true, name);
    Value arg = entry.getArgument(i);
    active().valueIDs[arg.getImpl()] = ValueID{kNameSentinel, storeName(std::string_view(name).substr(1))};
  }
}

}  // namespace tbuf::printer

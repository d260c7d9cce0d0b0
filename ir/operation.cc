// Operation: creation, operand/result/attribute management, IR movement,
// cloning, walking and diagnostics.
#include "ir/operation.h"

#include <atomic>
#include <cstdio>
#include <cstdlib>

#include "ir/context.h"
#include "ir/diagnostics.h"
#include "ir/ir_mapping.h"
#include "ir/op_definition.h"

namespace tbuf {
namespace {

Context *inferContext(const OperationState &state) {
  if (state.context) return state.context;
  for (Value v : state.operands)
    if (v) return v.getContext();
  for (Type t : state.types)
    if (t) return t.getContext();
  for (const NamedAttribute &a : state.attributes.getAttrs())
    if (a.value) return a.value.getContext();
  return nullptr;
}

}  // namespace

Region *OperationState::addRegion() {
  regions.push_back(std::make_unique<Region>());
  return regions.back().get();
}

void OperationState::reset(Location loc, const OpDefinition *newDef) {
  context = newDef->context;
  location = loc;
  name.assign(newDef->name);
  def = newDef;
  operands.clear();
  types.clear();
  attributes.getAttrs().clear();
  successors.clear();
  regions.clear();
}

unsigned allocateOpViewSlot() {
  static std::atomic<unsigned> next{0};
  return next.fetch_add(1, std::memory_order_relaxed);
}

Operation *Operation::create(OperationState &state) {
  // The definition the creator passed, while it still names the op (a build
  // function could rename it); else a look-up by name.
  const OpDefinition *def = state.def;
  Context *ctx;
  if (def && def->name == state.name) {
    ctx = def->context;
  } else {
    ctx = inferContext(state);
    if (!ctx) {
      std::fprintf(stderr, "tbuf internal error: OperationState for '%s' has no context\n", state.name.c_str());
      std::abort();
    }
    def = ctx->lookupOp(state.name);
    if (!def) def = ctx->getOrCreateUnregisteredOp(state.name);
  }
  if (def->populateDefaultAttrs) def->populateDefaultAttrs(ctx, state.attributes);
  Operation *op = create(state.location, def, state.types, state.operands, state.attributes.getDictionary(ctx),
                         state.successors, state.regions.size());
  for (size_t i = 0; i < state.regions.size(); ++i)
    if (state.regions[i]) op->getRegion(i).takeBody(*state.regions[i]);
  return op;
}

namespace {
/// Byte offsets of an op's trailing arrays in its heap block, and its size.
struct OpLayout {
  size_t resultsAt, regionsAt, successorsAt, operandsAt, size;
};

OpLayout getOpLayout(size_t numResults, size_t numRegions, size_t numSuccessors, size_t numOperands) {
  static_assert(sizeof(Operation) == detail::kOperationSize, "results find their op through detail::kOperationSize");
  static_assert(sizeof(Operation) % alignof(detail::OutOfLineResultImpl) == 0 && sizeof(detail::ValueImpl) % alignof(BlockOperand) == 0 &&
                    sizeof(detail::OutOfLineResultImpl) % alignof(BlockOperand) == 0 &&
                    sizeof(BlockOperand) % alignof(Region) == 0 && sizeof(Region) % alignof(OpOperand) == 0,
                "the trailing arrays of an op need no padding (Operation::resultStorage and friends rely on it)");
  OpLayout l;
  l.resultsAt = sizeof(Operation);
  l.successorsAt = l.resultsAt + detail::resultsSize(numResults);
  l.regionsAt = l.successorsAt + numSuccessors * sizeof(BlockOperand);
  l.operandsAt = l.regionsAt + numRegions * sizeof(Region);
  l.size = l.operandsAt + numOperands * sizeof(OpOperand);
  return l;
}
}  // namespace

Operation *Operation::create(Location loc, const OpDefinition *def, ArrayRef<Type> resultTypes,
                             ArrayRef<Value> operands, DictionaryAttr attrs, ArrayRef<Block *> successors,
                             unsigned numRegions) {
  // One heap block per op, as MLIR does: the Operation, then its results,
  // successors, regions and operands. A pass walking ops then reads one
  // contiguous piece of memory per op instead of chasing up to five
  // allocations, which is what decides speed once a module no longer fits in
  // cache.
  OpLayout layout = getOpLayout(resultTypes.size(), numRegions, successors.size(), operands.size());
  size_t operandsAt = layout.operandsAt, size = layout.size;
  char *mem = static_cast<char *>(::operator new(size));
  auto *op = new (mem) Operation();
  op->def_ = def;
  op->loc_ = loc;
  op->numOperands_ = operands.size();
  op->operands_ = operands.empty() ? nullptr : reinterpret_cast<OpOperand *>(mem + operandsAt);
  for (size_t i = 0; i < operands.size(); ++i) new (&op->operands_[i]) OpOperand();
  for (size_t i = 0; i < operands.size(); ++i) op->operands_[i].init(op, operands[i]);
  op->numResults_ = resultTypes.size();
  for (size_t i = 0; i < resultTypes.size(); ++i) {
    void *at = detail::resultAt(op->resultStorage(), i);
    if (i < detail::ValueImpl::kMaxInlineResults)
      new (at) detail::ValueImpl(resultTypes[i], i);
    else
      new (at) detail::OutOfLineResultImpl(resultTypes[i], i);
  }
  op->numSuccessors_ = successors.size();
  for (size_t i = 0; i < successors.size(); ++i) {
    new (&op->successorStorage()[i]) BlockOperand();
    op->successorStorage()[i].owner_ = op;
    op->successorStorage()[i].set(successors[i]);
  }
  op->numRegions_ = numRegions;
  for (unsigned i = 0; i < numRegions; ++i) new (&op->regionStorage()[i]) Region();
  for (unsigned i = 0; i < numRegions; ++i) op->regionStorage()[i].parent_ = op;
  op->attrs_ = attrs ? attrs : def->context->getEmptyDictionary();
  return op;
}

Operation::~Operation() {
  // Regions first. Nested ops may use our results only if the IR is invalid;
  // the loop below detaches such uses, as every destructor does, so no
  // references need dropping beforehand.
  for (unsigned i = 0; i < numRegions_; ++i) regionStorage()[i].~Region();
  for (unsigned i = 0; i < numResults_; ++i) {
    // Any remaining uses are dangling; detach them so their unlink is safe.
    while (OpOperand *u = detail::resultAt(resultStorage(), i)->firstUse) u->set(Value());
  }
  for (unsigned i = 0; i < numSuccessors_; ++i) successorStorage()[i].~BlockOperand();
  if (operandsOnHeap_) {
    delete[] operands_;
  } else {
    for (unsigned i = 0; i < numOperands_; ++i) operands_[i].~OpOperand();
  }
}

void Operation::destroy(Operation *op) {
  op->~Operation();
  ::operator delete(static_cast<void *>(op));
}

std::string_view Operation::getDialectNamespace() const { return def_->dialect; }
Context *Operation::getContext() const { return def_->context; }
bool Operation::hasSSADominance() const { return def_->registered && !def_->hasTrait(OpTrait::GraphRegion); }

Region *Operation::getParentRegion() const { return block_ ? block_->getParent() : nullptr; }
Operation *Operation::getParentOp() const { return block_ ? block_->getParentOp() : nullptr; }

bool Operation::isBeforeInBlock(Operation *other) const {
  // getOrderKey renumbers the block if needed, for both ops (same block).
  return getOrderKey() < other->orderIndex_;
}

uint32_t Operation::getOrderKey() const {
  if (!block_) return 0;
  if (!block_->isOpOrderValid()) block_->recomputeOpOrder();
  return orderIndex_;
}

bool Operation::isProperAncestor(Operation *other) const {
  for (Operation *p = other->getParentOp(); p; p = p->getParentOp())
    if (p == this) return true;
  return false;
}

void Operation::remove() {
  if (!block_) return;
  Block *b = block_;
  if (prev_) prev_->next_ = next_; else b->first_ = next_;
  if (next_) next_->prev_ = prev_; else b->last_ = prev_;
  if (numSuccessors_ != 0) --b->numOpsWithSuccessors_;
  prev_ = next_ = nullptr;
  block_ = nullptr;
}

void Operation::erase() {
  remove();
  destroy(this);
}

void Operation::moveBefore(Operation *existing) { moveBefore(existing->getBlock(), existing); }

void Operation::moveAfter(Operation *existing) {
  if (existing == this) return;
  moveBefore(existing->getBlock(), existing->getNextNode());
}

void Operation::moveBefore(Block *block, Operation *before) {
  // Already in place (e.g. moveAfter of the op's own predecessor): removing
  // it first would leave `before` dangling.
  if (before == this) return;
  remove();
  block->insertBefore(before, this);
}

void Operation::setOperands(ArrayRef<Value> values) {
  // `values` may be (a view of) this op's own operands: copy them first.
  std::vector<Value> copy(values.begin(), values.end());
  // The op keeps no capacity: operands in its own block may shrink in
  // place; a list that grows is a separate array until it is emptied.
  if (operandsOnHeap_) {
    delete[] operands_;
  } else {
    for (unsigned i = 0; i < numOperands_; ++i) operands_[i].~OpOperand();
  }
  if (copy.empty()) {
    operands_ = nullptr;
    operandsOnHeap_ = false;
  } else if (!operandsOnHeap_ && copy.size() <= numOperands_) {
    // Reuse the trailing array of the op's own block (operands_ still
    // points at it).
    for (size_t i = 0; i < copy.size(); ++i) new (&operands_[i]) OpOperand();
  } else {
    operands_ = new OpOperand[copy.size()];
    operandsOnHeap_ = true;
  }
  numOperands_ = copy.size();
  for (size_t i = 0; i < copy.size(); ++i) operands_[i].init(this, copy[i]);
}

void Operation::insertOperands(unsigned index, ArrayRef<Value> values) {
  std::vector<Value> all = getOperands().vec();
  all.insert(all.begin() + index, values.begin(), values.end());
  setOperands(all);
}

void Operation::eraseOperands(unsigned index, unsigned count) {
  std::vector<Value> all = getOperands().vec();
  all.erase(all.begin() + index, all.begin() + index + count);
  setOperands(all);
}

bool Operation::use_empty() const {
  for (unsigned i = 0; i < numResults_; ++i)
    if (detail::resultAt(resultStorage(), i)->firstUse) return false;
  return true;
}

void Operation::replaceAllUsesWith(ArrayRef<Value> values) {
  for (unsigned i = 0; i < numResults_ && i < values.size(); ++i) getResult(i).replaceAllUsesWith(values[i]);
}

void Operation::replaceAllUsesWith(Operation *other) { replaceAllUsesWith(other->getResults().vec()); }

void Operation::dropAllUses() {
  for (unsigned i = 0; i < numResults_; ++i) getResult(i).dropAllUses();
}

void Operation::setAttr(std::string_view name, Attribute value) {
  std::vector<NamedAttribute> entries(attrs_.getValue().begin(), attrs_.getValue().end());
  bool found = false;
  for (NamedAttribute &a : entries) {
    if (a.name == name) {
      a.value = value;
      found = true;
    }
  }
  if (!found) entries.push_back({std::string(name), value});
  attrs_ = DictionaryAttr::get(attrs_.getContext(), std::move(entries));
}

Attribute Operation::removeAttr(std::string_view name) {
  Attribute old = getAttr(name);
  if (!old) return old;
  std::vector<NamedAttribute> entries;
  for (const NamedAttribute &a : attrs_.getValue())
    if (a.name != name) entries.push_back(a);
  attrs_ = DictionaryAttr::get(attrs_.getContext(), std::move(entries));
  return old;
}


std::vector<Block *> Operation::getSuccessors() const {
  std::vector<Block *> r;
  for (unsigned i = 0; i < numSuccessors_; ++i) r.push_back(successorStorage()[i].get());
  return r;
}

Operation *Operation::cloneWithoutRegions(IRMapping &mapping) const {
  std::vector<Value> operands;
  operands.reserve(numOperands_);
  for (unsigned i = 0; i < numOperands_; ++i) operands.push_back(mapping.lookupOrDefault(getOperand(i)));
  std::vector<Block *> succs;
  for (unsigned i = 0; i < numSuccessors_; ++i) succs.push_back(mapping.lookupOrDefault(getSuccessor(i)));
  Operation *op = create(loc_, def_, getResultTypes(), operands, attrs_, succs, numRegions_);
  for (unsigned i = 0; i < numResults_; ++i) mapping.map(getResult(i), op->getResult(i));
  mapping.map(const_cast<Operation *>(this), op);
  return op;
}

Operation *Operation::clone(IRMapping &mapping) const {
  Operation *op = cloneWithoutRegions(mapping);
  for (unsigned i = 0; i < numRegions_; ++i) regionStorage()[i].cloneInto(&op->getRegion(i), nullptr, mapping);
  return op;
}

Operation *Operation::clone() const {
  IRMapping mapping;
  return clone(mapping);
}

void Operation::dropAllReferences() {
  for (unsigned i = 0; i < numOperands_; ++i) operands_[i].set(Value());
  for (unsigned i = 0; i < numRegions_; ++i) regionStorage()[i].dropAllReferences();
  for (unsigned i = 0; i < numSuccessors_; ++i) successorStorage()[i].set(nullptr);
}

template <WalkOrder Order> WalkResult Operation::walkImpl(const std::function<WalkResult(Operation *)> &fn) {
  if constexpr (Order == WalkOrder::PreOrder) {
    WalkResult r = fn(this);
    if (r.wasInterrupted()) return r;
    if (r.wasSkipped()) return WalkResult::advance();
  }
  for (unsigned i = 0; i < numRegions_; ++i) {
    for (Block *b = regionStorage()[i].first_; b;) {
      Block *nextBlock = b->getNextNode();
      for (Operation *op = b->first_; op;) {
        Operation *next = op->next_;
        // Start loading the next op while this one (and its nest) is
        // visited: on a module larger than the cache the walk is otherwise
        // one dependent memory access after another.
        if (next) __builtin_prefetch(next);
        WalkResult r = op->walkImpl<Order>(fn);
        if (r.wasInterrupted()) return r;
        op = next;
      }
      b = nextBlock;
    }
  }
  if constexpr (Order == WalkOrder::PostOrder) {
    WalkResult r = fn(this);
    if (r.wasInterrupted()) return r;
  }
  return WalkResult::advance();
}

template WalkResult Operation::walkImpl<WalkOrder::PreOrder>(const std::function<WalkResult(Operation *)> &);
template WalkResult Operation::walkImpl<WalkOrder::PostOrder>(const std::function<WalkResult(Operation *)> &);

InFlightDiagnostic Operation::emitError() const {
  InFlightDiagnostic diag(&getContext()->getDiagEngine(), loc_, Severity::Error);
  if (getContext()->shouldPrintOpOnDiagnostic())
    diag.attachNote(loc_) << "see current operation: " << formatOpForDiagnostic(this);
  return diag;
}

InFlightDiagnostic Operation::emitOpError() const {
  InFlightDiagnostic diag = emitError();
  diag << "'" << getName() << "' op ";
  return diag;
}

InFlightDiagnostic Operation::emitWarning() const {
  return InFlightDiagnostic(&getContext()->getDiagEngine(), loc_, Severity::Warning);
}

InFlightDiagnostic Operation::emitRemark() const {
  return InFlightDiagnostic(&getContext()->getDiagEngine(), loc_, Severity::Remark);
}

}  // namespace tbuf

namespace tbuf {

std::vector<Type> OperandRange::getTypes() const {
  std::vector<Type> r;
  r.reserve(n_);
  for (size_t i = 0; i < n_; ++i) r.push_back(b_[i].get().getType());
  return r;
}

std::vector<Type> ResultRange::getTypes() const {
  std::vector<Type> r;
  r.reserve(n_);
  for (size_t i = 0; i < n_; ++i) r.push_back(detail::resultAt(first_, start_ + i)->getType());
  return r;
}

}  // namespace tbuf

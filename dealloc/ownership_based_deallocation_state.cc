// Ownership lattice and deallocation state (see the header); MLIR's
// BufferDeallocationOpInterface.cpp semantics, including the order of the
// operands of the generated `bufferization.dealloc` ops.
#include "dealloc/ownership_based_deallocation_state.h"

#include <algorithm>

#include "absl/container/flat_hash_set.h"
#include "dialects/arith/arith_ops.h"
#include "dialects/bufferization/bufferization_ops.h"
#include "dialects/memref/memref_ops.h"
#include "ir/block.h"
#include "ir/context.h"
#include "ir/diagnostics.h"
#include "ir/region.h"

namespace tbuf::dealloc {

// ---- helpers -------------------------------------------------------------------

std::optional<int64_t> matchConstantInt(Value v) {
  Operation *def = v ? v.getDefiningOp() : nullptr;
  if (!def || def->getName() != arith::ConstantOp::getOperationName()) return std::nullopt;
  auto attr = def->getAttr("value").dyn_cast<IntegerAttr>();
  if (!attr) return std::nullopt;
  return attr.getInt();
}

bool isEqualConstantIntOrValue(Value a, Value b) {
  if (a == b) return true;
  std::optional<int64_t> ca = matchConstantInt(a), cb = matchConstantInt(b);
  return ca && cb && *ca == *cb;
}

bool valueComesBefore(Value lhs, Value rhs) {
  if (lhs == rhs) return false;
  bool lhsIsArg = lhs.isa<BlockArgument>();
  if (lhsIsArg != rhs.isa<BlockArgument>()) return lhsIsArg;

  Region *lhsRegion = nullptr, *rhsRegion = nullptr;
  if (lhsIsArg) {
    BlockArgument l = lhs.cast<BlockArgument>(), r = rhs.cast<BlockArgument>();
    if (l.getArgNumber() != r.getArgNumber()) return l.getArgNumber() < r.getArgNumber();
    lhsRegion = l.getOwner()->getParent();
    rhsRegion = r.getOwner()->getParent();
    // Same argument number in two blocks of one region (MLIR treats them as
    // equivalent): order the blocks, so the result is deterministic.
    if (lhsRegion == rhsRegion) {
      for (Block &b : *lhsRegion) {
        if (&b == l.getOwner()) return true;
        if (&b == r.getOwner()) return false;
      }
      return false;
    }
  } else {
    Operation *lo = lhs.getDefiningOp(), *ro = rhs.getDefiningOp();
    if (lo == ro) return lhs.cast<OpResult>().getResultNumber() < rhs.cast<OpResult>().getResultNumber();
    lhsRegion = lo->getParentRegion();
    rhsRegion = ro->getParentRegion();
    // As MLIR: ops of different blocks of one region compare by their order
    // index (their position in their own block), which is O(1).
    if (lhsRegion == rhsRegion) return lo->isBeforeInBlock(ro);
  }
  // Different regions: compare the ancestor chains as MLIR does.
  while (lhsRegion && rhsRegion) {
    if (lhsRegion->getRegionNumber() != rhsRegion->getRegionNumber())
      return lhsRegion->getRegionNumber() < rhsRegion->getRegionNumber();
    if (lhsRegion->getParentRegion() == rhsRegion->getParentRegion())
      return lhsRegion->getParentOp()->isBeforeInBlock(rhsRegion->getParentOp());
    lhsRegion = lhsRegion->getParentRegion();
    rhsRegion = rhsRegion->getParentRegion();
  }
  return rhsRegion != nullptr;
}

// ---- Ownership -------------------------------------------------------------------

Ownership Ownership::getCombined(const Ownership &other) const {
  if (other.isUninitialized()) return *this;
  if (isUninitialized()) return other;
  if (!isUnique() || !other.isUnique()) return getUnknown();
  // Constants are created per use site: compare their values, not the SSA
  // values, so that `true` joined with another `true` stays unique.
  if (isEqualConstantIntOrValue(indicator_, other.indicator_)) return *this;
  return getUnknown();
}

// ---- DeallocationState -------------------------------------------------------

namespace {

/// True if nothing can be live into or out of any block under `funcOp`: it
/// is isolated from above and its one region has a single block whose ops
/// hold no region. Every use is then in the defining block (live-in: the
/// entry block dominates the whole body and nothing from outside is used;
/// live-out: there is no successor or other block), which the Liveness
/// analysis would compute only after walking every use.
bool hasEmptyLiveness(Operation *funcOp) {
  if (!funcOp->hasTrait(OpTrait::IsolatedFromAbove) || funcOp->getNumRegions() != 1) return false;
  Region &body = funcOp->getRegion(0);
  if (!body.hasOneBlock()) return body.empty();
  for (Operation &op : body.front())
    if (op.getNumRegions() != 0) return false;
  return true;
}

}  // namespace

DeallocationState::DeallocationState(Operation *funcOp, DeallocOpCache *ops)
    : ownOps_(ops ? nullptr : std::make_unique<DeallocOpCache>(funcOp->getContext())),
      ops_(ops ? ops : ownOps_.get()) {
  if (!hasEmptyLiveness(funcOp)) liveness_.emplace(funcOp);
  // Room for a small function's ownerships at once (the map would
  // otherwise be rehashed three times on the way there).
  ownership_.reserve(8);
}

DeallocationState::~DeallocationState() {
  for (Operation *op : graveyard_) {
    op->dropAllReferences();
    op->erase();
  }
}

void DeallocationState::updateOwnership(Value memref, Ownership ownership, Block *block) {
  if (!block) block = memref.getParentBlock();
  ownership_[{memref, block}].combine(ownership);
}

void DeallocationState::resetOwnerships(ArrayRef<Value> memrefs, Block *block) {
  for (Value v : memrefs) ownership_[{v, block}] = Ownership::getUninitialized();
}

void DeallocationState::setRetainedOwnerships(ArrayRef<Value> retained, ArrayRef<Value> ownerships, Block *block) {
  resetOwnerships(retained, block);
  // First occurrences only. Retain lists are short: look back in the list,
  // or use a set for long ones.
  constexpr size_t kScanLimit = 16;
  absl::flat_hash_set<Value> seen;
  for (size_t i = 0; i < retained.size(); ++i) {
    bool first = retained.size() <= kScanLimit
                     ? std::find(retained.begin(), retained.begin() + i, retained[i]) == retained.begin() + i
                     : seen.insert(retained[i]).second;
    if (first) updateOwnership(retained[i], Ownership::getUnique(ownerships[i]), block);
  }
}

Ownership DeallocationState::getOwnership(Value memref, Block *block) const {
  auto it = ownership_.find({memref, block});
  return it == ownership_.end() ? Ownership() : it->second;
}

void DeallocationState::addMemrefToDeallocate(Value memref, Block *block) { toDeallocate_[block].push_back(memref); }

void DeallocationState::dropMemrefToDeallocate(Value memref, Block *block) {
  auto &list = toDeallocate_[block];
  list.erase(std::remove(list.begin(), list.end(), memref), list.end());
}

const std::vector<Value> &DeallocationState::getMemrefsToDeallocate(Block *block) const {
  static const std::vector<Value> kEmpty;
  auto it = toDeallocate_.find(block);
  return it == toDeallocate_.end() ? kEmpty : it->second;
}

void DeallocationState::recordReplacement(Operation *oldOp, Operation *newOp) {
  for (unsigned i = 0, e = oldOp->getNumResults(); i < e; ++i)
    replacements_[oldOp->getResult(i)] = newOp->getResult(i);
  oldOp->remove();
  graveyard_.push_back(oldOp);
}

Value DeallocationState::translate(Value v) const {
  if (replacements_.empty()) return v;
  // Follow chains (an op rebuilt twice); old ops stay allocated, so keys
  // never collide with live values.
  for (auto it = replacements_.find(v); it != replacements_.end(); it = replacements_.find(v))
    v = it->second;
  return v;
}

std::vector<Value> DeallocationState::translated(std::vector<Value> values) const {
  for (Value &v : values) v = translate(v);
  return values;
}

std::vector<Value> DeallocationState::getLiveMemrefsIn(Block *block) const {
  std::vector<Value> live;
  if (!liveness_) return live;
  for (Value v : liveness_->getLiveIn(block))
    if (isMemref(v)) live.push_back(translate(v));
  std::sort(live.begin(), live.end(), valueComesBefore);
  return live;
}

std::pair<Value, Value> DeallocationState::getMemrefWithUniqueOwnership(OpBuilder &builder, Value memref,
                                                                        Block *block) {
  Ownership ownership = getOwnership(memref, block);
  if (ownership.isUnique()) return {memref, ownership.getIndicator()};
  // Unknown ownership: a fresh copy is certainly owned.
  Value clone = ops_->clone(builder, memref.getLoc(), memref);
  Value condition = ops_->boolConstant(builder, memref.getLoc(), true);
  updateOwnership(clone, Ownership::getUnique(condition));
  toDeallocate_[clone.getParentBlock()].push_back(clone);
  return {clone, condition};
}

std::vector<Value> DeallocationState::getMemrefsToRetain(Block *fromBlock, Block *toBlock,
                                                         ArrayRef<Value> destOperands) const {
  std::vector<Value> toRetain;
  for (Value v : destOperands)
    if (isMemref(v)) toRetain.push_back(v);
  if (!liveness_) return toRetain;
  std::vector<Value> byLiveness;
  for (Value v : liveness_->getLiveOut(fromBlock)) {
    if (!isMemref(v)) continue;
    if (toBlock && !liveness_->isLiveIn(v, toBlock)) continue;
    byLiveness.push_back(translate(v));
  }
  std::sort(byLiveness.begin(), byLiveness.end(), valueComesBefore);
  toRetain.insert(toRetain.end(), byLiveness.begin(), byLiveness.end());
  return toRetain;
}

LogicalResult DeallocationState::getMemrefsAndConditionsToDeallocate(OpBuilder &builder, Location loc, Block *block,
                                                                     std::vector<Value> &memrefs,
                                                                     std::vector<Value> &conditions) const {
  for (Value memref : getMemrefsToDeallocate(block)) {
    Ownership ownership = getOwnership(memref, block);
    if (!ownership.isUnique())
      return InFlightDiagnostic(&memref.getContext()->getDiagEngine(), memref.getLoc(), Severity::Error)
             << "MemRef value does not have valid ownership";
    // extract_strided_metadata needs a ranked memref: view unranked ones as
    // rank-0 memrefs first (`memref<T, strided<[]>>`, as mlir-opt builds it).
    if (auto unranked = memref.getType().dyn_cast<UnrankedMemRefType>()) {
      MemRefType rank0 = MemRefType::get({}, unranked.getElementType(),
                                         StridedLayoutAttr::get(memref.getContext(), 0, {}),
                                         unranked.getMemorySpace());
      memref = builder.create<memref::ReinterpretCastOp>(loc, rank0, memref, OpFoldResult(builder.getIndexAttr(0)),
                                                         ArrayRef<OpFoldResult>{}, ArrayRef<OpFoldResult>{})
                   .getResult();
    }
    memrefs.push_back(ops_->baseBuffer(builder, loc, memref));
    conditions.push_back(ownership.getIndicator());
  }
  return success();
}

LogicalResult insertDeallocOpForReturnLike(DeallocationState &state, Operation *op, ArrayRef<Value> operands,
                                           std::vector<Value> &updatedOperandOwnerships) {
  OpBuilder builder(op);
  Block *block = op->getBlock();
  std::vector<Value> memrefs, conditions;
  if (failed(state.getMemrefsAndConditionsToDeallocate(builder, op->getLoc(), block, memrefs, conditions)))
    return failure();
  std::vector<Value> toRetain = state.getMemrefsToRetain(block, nullptr, operands);
  if (memrefs.empty() && toRetain.empty()) return success();

  Operation *dealloc = state.ops().dealloc(builder, op->getLoc(), memrefs, conditions, toRetain);
  // The dealloc results are the (unique) ownerships of the retained values.
  std::vector<Value> ownerships(dealloc->getResults().begin(), dealloc->getResults().end());
  state.setRetainedOwnerships(toRetain, ownerships, block);
  size_t numMemrefOperands = std::count_if(operands.begin(), operands.end(), isMemref);
  for (size_t i = 0; i < numMemrefOperands; ++i) updatedOperandOwnerships.push_back(dealloc->getResult(i));
  return success();
}

}  // namespace tbuf::dealloc

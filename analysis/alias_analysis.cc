// AliasAnalysis queries (see alias_analysis.h) and the op knowledge they
// share: view-like ops, allocation effects, allocation scopes.
#include "analysis/alias_analysis.h"

#include <algorithm>

#include "analysis/alias_graphs.h"
#include "ir/op_definition.h"

namespace tbuf {

std::string_view stringifyAliasResult(AliasResult r) {
  switch (r) {
    case AliasResult::NoAlias:
      return "NoAlias";
    case AliasResult::MayAlias:
      return "MayAlias";
    case AliasResult::MustAlias:
      return "MustAlias";
  }
  return "MayAlias";
}

// ---- op knowledge ------------------------------------------------------------

bool isViewLikeOp(Operation *op) {
  if (!op || op->getNumOperands() == 0 || op->getNumResults() == 0) return false;
  std::string_view name = op->getName();
  // Every view-like op is a memref op.
  if (name.substr(0, 7) != "memref.") return false;
  return name == "memref.subview" || name == "memref.cast" || name == "memref.collapse_shape" ||
         name == "memref.expand_shape" || name == "memref.reinterpret_cast" || name == "memref.view" ||
         name == "memref.transpose" || name == "memref.reshape" || name == "memref.memory_space_cast" ||
         name == "memref.assume_alignment" || name == "memref.extract_strided_metadata";
}

Value getViewSource(Value v) {
  auto result = v ? v.dyn_cast<OpResult>() : OpResult();
  if (!result || result.getResultNumber() != 0) return Value();
  Operation *op = result.getOwner();
  return isViewLikeOp(op) ? op->getOperand(0) : Value();
}

Value getViewBase(Value v) {
  while (Value source = getViewSource(v)) v = source;
  return v;
}

namespace {

/// True if `op` declares an Allocate effect on `v`.
bool allocatesValue(Operation *op, Value v) {
  const OpDefinition *def = op ? op->getDef() : nullptr;
  if (!def || !def->getEffects) return false;
  // Asked for many values by every alias question: one buffer per thread
  // instead of a vector per call (moved out while in use, so a nested call
  // would simply get an empty one).
  static thread_local std::vector<MemoryEffect> scratch;
  std::vector<MemoryEffect> effects = std::move(scratch);
  effects.clear();
  def->getEffects(op, effects);
  bool allocates = std::any_of(effects.begin(), effects.end(), [&](const MemoryEffect &e) {
    return e.kind == EffectKind::Allocate && e.value == v;
  });
  scratch = std::move(effects);
  return allocates;
}

/// MLIR's getAllocEffectFor: whether `v` is allocated by its owner (the
/// defining op, or the parent op of a block argument), and if so the op
/// bounding the allocation's lifetime: the closest AutomaticAllocationScope
/// ancestor for memref.alloca, the enclosing function otherwise (null if
/// none).
bool getAllocEffectFor(Value v, Operation *&scope) {
  Operation *op;
  if (auto arg = v.dyn_cast<BlockArgument>())
    op = arg.getOwner() ? arg.getOwner()->getParentOp() : nullptr;
  else
    op = v.getDefiningOp();
  if (!allocatesValue(op, v)) return false;
  scope = nullptr;
  bool automatic = op->getName() == "memref.alloca";
  for (Operation *p = op->getParentOp(); p; p = p->getParentOp())
    if (automatic ? p->hasTrait(OpTrait::AutomaticAllocationScope) : isFunctionLike(p)) {
      scope = p;
      break;
    }
  return true;
}

bool isConstant(Value v) {
  Operation *op = v.getDefiningOp();
  return op && op->hasTrait(OpTrait::ConstantLike);
}

/// memref.distinct_objects: each result aliases its operand, results of one
/// op never alias each other (MLIR's DistinctObjectsTrait).
Operation *distinctObjectsOp(Value v) {
  Operation *op = v.getDefiningOp();
  return op && op->getName() == "memref.distinct_objects" ? op : nullptr;
}

/// MLIR's LocalAliasAnalysis::aliasImpl on two underlying values.
AliasResult aliasUnderlying(Value lhs, Value rhs) {
  if (lhs == rhs) return AliasResult::MustAlias;
  Operation *lhsScope = nullptr, *rhsScope = nullptr;
  if (isConstant(lhs)) {
    if (isConstant(rhs)) return AliasResult::MayAlias;
    return getAllocEffectFor(rhs, rhsScope) ? AliasResult::NoAlias : AliasResult::MayAlias;
  }
  if (isConstant(rhs)) return getAllocEffectFor(lhs, lhsScope) ? AliasResult::NoAlias : AliasResult::MayAlias;

  Operation *lhsDistinct = distinctObjectsOp(lhs), *rhsDistinct = distinctObjectsOp(rhs);
  if (lhsDistinct && lhsDistinct->getOperand(lhs.cast<OpResult>().getResultNumber()) == rhs)
    return AliasResult::MustAlias;
  if (rhsDistinct && rhsDistinct->getOperand(rhs.cast<OpResult>().getResultNumber()) == lhs)
    return AliasResult::MustAlias;
  if (lhsDistinct && lhsDistinct == rhsDistinct) return AliasResult::NoAlias;

  bool lhsAlloc = getAllocEffectFor(lhs, lhsScope);
  bool rhsAlloc = getAllocEffectFor(rhs, rhsScope);
  if (lhsAlloc == rhsAlloc) return lhsAlloc ? AliasResult::NoAlias : AliasResult::MayAlias;
  // One allocation: it cannot alias a value defined above its scope, nor an
  // argument of the scope's entry block.
  if (rhsAlloc) {
    std::swap(lhs, rhs);
    lhsScope = rhsScope;
  }
  if (lhsScope) {
    Region *rhsRegion = rhs.getParentRegion();
    Operation *rhsParent = rhsRegion ? rhsRegion->getParentOp() : nullptr;
    if (rhsParent && rhsParent->isProperAncestor(lhsScope)) return AliasResult::NoAlias;
    if (rhsParent == lhsScope && rhs.isa<BlockArgument>() && rhs.getParentBlock()->isEntryBlock())
      return AliasResult::NoAlias;
  }
  return AliasResult::MayAlias;
}

}  // namespace

bool hasAllocateEffect(Value v) { return v && allocatesValue(v.getDefiningOp(), v); }

bool isFunctionLike(Operation *op) { return op && op->getName() == "func.func"; }

bool isFunctionArgument(Value v) {
  auto arg = v ? v.dyn_cast<BlockArgument>() : BlockArgument();
  if (!arg || !arg.getOwner()) return false;
  Operation *parent = arg.getOwner()->getParentOp();
  return isFunctionLike(parent) && arg.getOwner()->isEntryBlock() && arg.getOwner()->getParent() == &parent->getRegion(0);
}

// ---- AliasAnalysis -----------------------------------------------------------

AliasAnalysis::AliasAnalysis(Operation *root, AliasAnalysisParts parts) : root_(root) {
  if (parts == AliasAnalysisParts::BufferOrigins &&
      alias_detail::numberBuffersAndBuildFlow(root, numbering_, flow_)) {
    // No call under `root`: the memref values numbered and their flow
    // recorded in one walk (the two steps below, merged).
    callFree_ = true;
  } else {
    // Buffer origins alone need only the memref values (when there is no
    // call, see numberValues); alias() asks about values of any type.
    bool buffersOnly = alias_detail::numberValues(root, numbering_, parts == AliasAnalysisParts::BufferOrigins);
    // Only memref values are numbered when no call was found (numberValues).
    callFree_ = buffersOnly;
    alias_detail::buildBufferViewFlowGraph(root, numbering_, flow_, buffersOnly);
  }
  if (parts == AliasAnalysisParts::All) alias_detail::buildUnderlyingValueGraph(numbering_, underlying_);
  flow_.solve(numbering_.size());
  // Without the underlying-value graph every node has the empty set, so
  // alias() answers MayAlias.
  underlying_.solve(parts == AliasAnalysisParts::All ? numbering_.size() : 0);
}

AliasAnalysis::~AliasAnalysis() = default;

std::vector<Value> AliasAnalysis::toValues(ArrayRef<uint32_t> ids) const {
  std::vector<Value> out;
  out.reserve(ids.size());
  for (uint32_t id : ids) out.push_back(numbering_.getValue(id));
  return out;
}

std::vector<Value> AliasAnalysis::getRoots(Value v) const {
  uint32_t id = numbering_.lookup(v);
  if (id == ValueNumbering::kNone) return {};
  return toValues(flow_.getRoots(id));
}

bool AliasAnalysis::isRoot(Value v) const {
  uint32_t id = numbering_.lookup(v);
  return id != ValueNumbering::kNone && flow_.isRoot(id);
}

std::optional<bool> AliasAnalysis::isSameAllocation(Value a, Value b) const {
  a = getViewBase(a);
  b = getViewBase(b);
  if (a == b) return true;
  uint32_t ia = numbering_.lookup(a), ib = numbering_.lookup(b);
  if (ia == ValueNumbering::kNone || ib == ValueNumbering::kNone) return std::nullopt;
  ArrayRef<uint32_t> ra = flow_.getRoots(ia), rb = flow_.getRoots(ib);
  if (ra.size() == 1 && rb.size() == 1 && ra[0] == rb[0]) return true;
  // Sorted sets: any common root means "unknown".
  for (size_t i = 0, j = 0; i < ra.size() && j < rb.size();) {
    if (ra[i] == rb[j]) return std::nullopt;
    ra[i] < rb[j] ? ++i : ++j;
  }
  auto classify = [&](ArrayRef<uint32_t> roots, bool &allAllocs, bool &allAllocsOrArgs) {
    allAllocs = allAllocsOrArgs = true;
    for (uint32_t r : roots) {
      Value v = numbering_.getValue(r);
      bool alloc = hasAllocateEffect(v);
      allAllocs &= alloc;
      allAllocsOrArgs &= alloc || isFunctionArgument(v);
    }
  };
  bool allocsA, allocsOrArgsA, allocsB, allocsOrArgsB;
  classify(ra, allocsA, allocsOrArgsA);
  classify(rb, allocsB, allocsOrArgsB);
  // Distinct allocations, or allocations versus function arguments (which
  // exist before anything the function allocates), cannot be the same.
  if ((allocsA && (allocsB || allocsOrArgsB)) || ((allocsA || allocsOrArgsA) && allocsB)) return false;
  return std::nullopt;
}

std::vector<Value> AliasAnalysis::reach(Value v, bool forward) const {
  uint32_t start = numbering_.lookup(v);
  if (start == ValueNumbering::kNone) return {v};
  std::vector<uint32_t> order{start}, stack{start};
  absl::flat_hash_map<uint32_t, bool> seen{{start, true}};
  while (!stack.empty()) {
    uint32_t n = stack.back();
    stack.pop_back();
    for (uint32_t next : forward ? flow_.getDependents(n) : flow_.getDeps(n))
      if (seen.try_emplace(next, true).second) {
        order.push_back(next);
        stack.push_back(next);
      }
  }
  std::sort(order.begin(), order.end());
  return toValues(order);
}

std::vector<Value> AliasAnalysis::resolve(Value v) const { return reach(v, /*forward=*/true); }

std::vector<Value> AliasAnalysis::resolveReverse(Value v) const { return reach(v, /*forward=*/false); }

std::vector<Value> AliasAnalysis::getUnderlyingValues(Value v) const {
  uint32_t id = numbering_.lookup(v);
  if (id == ValueNumbering::kNone) return {};
  return toValues(underlying_.getRoots(id));
}

AliasResult AliasAnalysis::alias(Value a, Value b) const {
  if (a == b) return AliasResult::MustAlias;
  uint32_t ia = numbering_.lookup(a), ib = numbering_.lookup(b);
  if (ia == ValueNumbering::kNone || ib == ValueNumbering::kNone) return AliasResult::MayAlias;
  ArrayRef<uint32_t> ua = underlying_.getRoots(ia), ub = underlying_.getRoots(ib);
  if (ua.empty() || ub.empty()) return AliasResult::MayAlias;
  std::optional<AliasResult> result;
  for (uint32_t x : ua)
    for (uint32_t y : ub) {
      AliasResult next = aliasUnderlying(numbering_.getValue(x), numbering_.getValue(y));
      result = result ? mergeAliasResults(*result, next) : next;
      if (*result == AliasResult::MayAlias) return AliasResult::MayAlias;
    }
  return *result;
}

}  // namespace tbuf

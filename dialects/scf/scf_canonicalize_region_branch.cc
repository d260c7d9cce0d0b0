// MLIR's RegionBranchOpInterface canonicalization patterns
// (populateRegionBranchOpInterfaceCanonicalizationPatterns), which LLVM 22
// registers on scf.for, scf.if, scf.while, scf.execute_region and
// scf.index_switch instead of per-op "unused result / iter_arg" patterns:
//
//  - MakeRegionBranchOpSuccessorInputsDead: a successor input (region entry
//    argument or op result) that can only ever hold one value defined before
//    it is replaced by that value;
//      %r = scf.for ... iter_args(%a = %x) { scf.yield %a }  =>  uses of %r, %a -> %x
//  - RemoveDuplicateSuccessorInputUses: two inputs of the same block/op that
//    receive the same value from every predecessor are merged;
//  - RemoveDeadRegionBranchOpSuccessorInputs: a set of tied inputs (e.g. an
//    iter_arg and its loop result) that are all unused is erased together
//    with the operands forwarded to them.
//
// The "successor mapping" (which operand is forwarded to which input) is
// computed per op below, following each op's RegionBranchOpInterface in
// MLIR 22 (scf.for always may enter its body or skip it).
#include <algorithm>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "dialects/scf/scf_canonicalize.h"
#include "dialects/scf/scf_ops.h"

namespace tbuf::scf::canon {
namespace {

/// Operand -> inputs it is forwarded to, in MLIR's branch-point order
/// (the parent first, then the terminators of each region's blocks).
struct SuccessorMapping {
  std::vector<OpOperand *> operands;  ///< insertion order
  absl::flat_hash_map<OpOperand *, std::vector<Value>> inputsOf;

  void add(OpOperand *operand, Value input) {
    auto [it, inserted] = inputsOf.try_emplace(operand);
    if (inserted) operands.push_back(operand);
    it->second.push_back(input);
  }
  void addAll(const std::vector<OpOperand *> &ops, const std::vector<Value> &inputs) {
    for (size_t i = 0; i < ops.size() && i < inputs.size(); ++i) add(ops[i], inputs[i]);
  }
};

/// Input -> operands forwarded to it, in first-seen order.
struct InverseMapping {
  std::vector<Value> inputs;
  absl::flat_hash_map<Value, std::vector<OpOperand *>> operandsOf;

  bool contains(Value v) const { return operandsOf.contains(v); }
};

std::vector<OpOperand *> opOperands(Operation *op, unsigned begin = 0) {
  std::vector<OpOperand *> r;
  for (unsigned i = begin; i < op->getNumOperands(); ++i) r.push_back(&op->getOpOperand(i));
  return r;
}

std::vector<Value> results(Operation *op) { return op->getResults().vec(); }

/// The region terminators that are region branch points (scf.yield and
/// scf.condition ending a block of one of `op`'s regions), in order.
std::vector<Operation *> getBranchTerminators(Operation *op) {
  std::vector<Operation *> terms;
  for (Region &region : op->getRegions())
    for (Block &block : region) {
      if (block.empty()) continue;
      Operation *term = &block.back();
      if (YieldOp::classof(term) || ConditionOp::classof(term)) terms.push_back(term);
    }
  return terms;
}

SuccessorMapping computeMapping(Operation *op) {
  SuccessorMapping m;
  std::string_view name = op->getName();
  std::vector<Operation *> terms = getBranchTerminators(op);
  if (name == ForOp::getOperationName()) {
    ForOp forOp(op);
    std::vector<Value> iterArgs = forOp.getRegionIterArgs(), res = results(op);
    std::vector<OpOperand *> inits = opOperands(op, 3);
    m.addAll(inits, iterArgs);
    m.addAll(inits, res);
    for (Operation *t : terms) {
      m.addAll(opOperands(t), iterArgs);
      m.addAll(opOperands(t), res);
    }
  } else if (name == WhileOp::getOperationName()) {
    Region &before = op->getRegion(0), &after = op->getRegion(1);
    m.addAll(opOperands(op), before.getArguments());
    for (Operation *t : terms) {
      if (t->getParentRegion() == &after) {
        m.addAll(opOperands(t), before.getArguments());
        continue;
      }
      // scf.condition: to the parent, then to the after region.
      m.addAll(opOperands(t, 1), results(op));
      m.addAll(opOperands(t, 1), after.getArguments());
    }
  } else {
    // scf.if, scf.execute_region, scf.index_switch: regions take no
    // arguments and every yield goes to the results.
    for (Operation *t : terms) m.addAll(opOperands(t), results(op));
  }
  return m;
}

// ---- prechecks -----------------------------------------------------------
//
// The three patterns are tried on every scf.if (and scf.execute_region,
// scf.index_switch) the canonicalizer visits, and almost always fail; each
// builds the successor mapping with its hash maps first. For these ops the
// mapping is positional: operand i of every branch terminator is forwarded
// to result i, and nothing else is (the last case of computeMapping). The
// checks below read that directly and reject an op only when its pattern
// provably cannot change it (each tests a necessary condition of the
// pattern's rewrite); scf.for and scf.while always go the full way.

/// Whether `op` forwards only to its results, positionally.
bool forwardsOnlyToResults(Operation *op) {
  std::string_view name = op->getName();
  return name != ForOp::getOperationName() && name != WhileOp::getOperationName();
}

/// Calls `fn` on each branch terminator of `op` (getBranchTerminators'
/// order, without collecting them).
template <typename Fn>
void forEachBranchTerminator(Operation *op, Fn fn) {
  for (Region &region : op->getRegions())
    for (Block &block : region) {
      if (block.empty()) continue;
      Operation *term = &block.back();
      if (YieldOp::classof(term) || ConditionOp::classof(term)) fn(term);
    }
}

/// makeSuccessorInputsDead may apply: some used result is fed one value only
/// (or a value the check does not follow: one of the op's own results).
bool mayMakeResultsDead(Operation *op) {
  for (unsigned i = 0, e = op->getNumResults(); i < e; ++i) {
    if (op->getResult(i).use_empty()) continue;
    Value first;
    bool mapped = false, distinct = false, unknown = false;
    forEachBranchTerminator(op, [&](Operation *term) {
      if (i >= term->getNumOperands()) return;
      Value v = term->getOperand(i);
      mapped = true;
      if (!v || v.getDefiningOp() == op) unknown = true;
      if (!first) first = v;
      else if (v != first) distinct = true;
    });
    if (mapped && (unknown || !distinct)) return true;
  }
  return false;
}

/// removeDuplicateSuccessorInputUses may apply: two results, the later one
/// used, receive the same value from every terminator.
bool mayMergeDuplicateResults(Operation *op) {
  for (unsigned j = 1, e = op->getNumResults(); j < e; ++j) {
    if (op->getResult(j).use_empty()) continue;
    for (unsigned i = 0; i < j; ++i) {
      bool same = true;
      forEachBranchTerminator(op, [&](Operation *term) {
        unsigned n = term->getNumOperands();
        if ((i < n) != (j < n)) same = false;
        else if (i < n && term->getOperand(i) != term->getOperand(j)) same = false;
      });
      if (same) return true;
    }
  }
  return false;
}

/// removeDeadSuccessorInputs may apply: some unused result is forwarded to.
bool mayRemoveDeadResults(Operation *op) {
  for (unsigned i = 0, e = op->getNumResults(); i < e; ++i) {
    if (!op->getResult(i).use_empty()) continue;
    bool mapped = false;
    forEachBranchTerminator(op, [&](Operation *term) { mapped |= i < term->getNumOperands(); });
    if (mapped) return true;
  }
  return false;
}

InverseMapping invert(const SuccessorMapping &m) {
  InverseMapping inv;
  for (OpOperand *operand : m.operands)
    for (Value input : m.inputsOf.at(operand)) {
      auto [it, inserted] = inv.operandsOf.try_emplace(input);
      if (inserted) inv.inputs.push_back(input);
      it->second.push_back(operand);
    }
  return inv;
}

/// MLIR's isDefinedBefore: whether `a` (a value reachable from the successor
/// input `b`) may replace `b`.
bool isDefinedBefore(Operation *regionOp, Value a, Value b) {
  Region *aRegion = a.getParentRegion();
  if (aRegion && aRegion->getParentOp() == regionOp) {
    if (b.isa<OpResult>()) return false;
    auto aArg = a.dyn_cast<BlockArgument>();
    return aArg && aArg.getOwner() == b.cast<BlockArgument>().getOwner();
  }
  return true;
}

/// The non-input values an input can hold, following chains of inputs.
std::vector<Value> computeReachableValues(Value value, const InverseMapping &inv) {
  std::vector<Value> reachable;
  absl::flat_hash_set<Value> reachableSet, visited;
  std::vector<Value> worklist{value};
  while (!worklist.empty()) {
    Value next = worklist.back();
    worklist.pop_back();
    auto it = inv.operandsOf.find(next);
    if (it == inv.operandsOf.end()) {
      if (reachableSet.insert(next).second) reachable.push_back(next);
      continue;
    }
    for (OpOperand *operand : it->second)
      if (visited.insert(operand->get()).second) worklist.push_back(operand->get());
  }
  return reachable;
}

LogicalResult makeSuccessorInputsDead(Operation *op, RewriterBase &rewriter) {
  if (forwardsOnlyToResults(op) && !mayMakeResultsDead(op)) return failure();
  InverseMapping inv = invert(computeMapping(op));
  bool changed = false;
  for (Value value : inv.inputs) {
    if (value.use_empty()) continue;
    std::vector<Value> reachable = computeReachableValues(value, inv);
    if (reachable.size() != 1) continue;
    if (!isDefinedBefore(op, reachable.front(), value)) continue;
    rewriter.replaceAllUsesWith(value, reachable.front());
    changed = true;
  }
  return success(changed);
}

/// Union-find over successor inputs: inputs fed by a common operand must be
/// erased together.
class TiedInputs {
 public:
  void insert(Value v) {
    if (parent_.try_emplace(v, v).second) order_.push_back(v);
  }
  Value find(Value v) {
    Value p = parent_.at(v);
    if (p == v) return v;
    Value root = find(p);
    parent_[v] = root;
    return root;
  }
  void unite(Value a, Value b) {
    Value ra = find(a), rb = find(b);
    if (ra != rb) parent_[rb] = ra;
  }
  /// The sets, each in insertion order, ordered by their first member.
  std::vector<std::vector<Value>> getSets() {
    std::vector<std::vector<Value>> sets;
    absl::flat_hash_map<Value, size_t> index;
    for (Value v : order_) {
      auto [it, inserted] = index.try_emplace(find(v), sets.size());
      if (inserted) sets.emplace_back();
      sets[it->second].push_back(v);
    }
    return sets;
  }

 private:
  absl::flat_hash_map<Value, Value> parent_;
  std::vector<Value> order_;
};

LogicalResult removeDeadSuccessorInputs(Operation *op, RewriterBase &rewriter) {
  if (forwardsOnlyToResults(op) && !mayRemoveDeadResults(op)) return failure();
  SuccessorMapping mapping = computeMapping(op);
  TiedInputs tied;
  for (OpOperand *operand : mapping.operands) {
    const std::vector<Value> &inputs = mapping.inputsOf.at(operand);
    tied.insert(inputs.front());
    for (size_t i = 1; i < inputs.size(); ++i) {
      tied.insert(inputs[i]);
      tied.unite(inputs.front(), inputs[i]);
    }
  }

  std::vector<Value> valuesToRemove;
  std::vector<Block *> blocks;
  absl::flat_hash_map<Block *, std::vector<bool>> blockArgsToRemove;
  std::vector<bool> resultsToRemove(op->getNumResults(), false);
  bool anyResult = false;
  for (const std::vector<Value> &set : tied.getSets()) {
    if (!std::all_of(set.begin(), set.end(), [](Value v) { return v.use_empty(); })) continue;
    for (Value v : set) {
      if (auto arg = v.dyn_cast<BlockArgument>()) {
        Block *block = arg.getOwner();
        auto [it, inserted] = blockArgsToRemove.try_emplace(block, block->getNumArguments(), false);
        if (inserted) blocks.push_back(block);
        it->second[arg.getArgNumber()] = true;
      } else {
        resultsToRemove[v.cast<OpResult>().getResultNumber()] = true;
        anyResult = true;
      }
      valuesToRemove.push_back(v);
    }
  }
  if (valuesToRemove.empty()) return failure();

  InverseMapping inv = invert(mapping);
  std::vector<Operation *> owners;
  absl::flat_hash_map<Operation *, std::vector<bool>> operandsToRemove;
  for (Value v : valuesToRemove) {
    auto it = inv.operandsOf.find(v);
    if (it == inv.operandsOf.end()) continue;
    for (OpOperand *operand : it->second) {
      Operation *owner = operand->getOwner();
      auto [oit, inserted] = operandsToRemove.try_emplace(owner, owner->getNumOperands(), false);
      if (inserted) owners.push_back(owner);
      oit->second[operand->getOperandNumber()] = true;
    }
  }
  for (Operation *owner : owners)
    rewriter.modifyOpInPlace(owner, [&] { eraseOperands(owner, operandsToRemove.at(owner)); });
  for (Block *block : blocks)
    rewriter.modifyOpInPlace(block->getParentOp(), [&] { eraseArguments(block, blockArgsToRemove.at(block)); });
  if (anyResult) eraseOpResults(rewriter, op, resultsToRemove);
  return success();
}

/// Block argument or result number.
unsigned getArgOrResultNumber(Value v) {
  if (auto r = v.dyn_cast<OpResult>()) return r.getResultNumber();
  return v.cast<BlockArgument>().getArgNumber();
}

/// The block owning an argument or the op defining a result.
const void *getOwner(Value v) {
  if (auto arg = v.dyn_cast<BlockArgument>()) return arg.getOwner();
  return v.getDefiningOp();
}

LogicalResult removeDuplicateSuccessorInputUses(Operation *op, RewriterBase &rewriter) {
  if (forwardsOnlyToResults(op) && !mayMergeDuplicateResults(op)) return failure();
  InverseMapping inv = invert(computeMapping(op));
  std::vector<Value> inputs = inv.inputs;
  std::stable_sort(inputs.begin(), inputs.end(),
                   [](Value a, Value b) { return getArgOrResultNumber(a) < getArgOrResultNumber(b); });
  // Predecessor (owner of the forwarding operand) -> forwarded value.
  auto predecessorValues = [&](Value input) {
    absl::flat_hash_map<Operation *, Value> m;
    for (OpOperand *operand : inv.operandsOf.at(input)) m[operand->getOwner()] = operand->get();
    return m;
  };
  bool changed = false;
  for (size_t i = 0; i < inputs.size(); ++i) {
    Value input1 = inputs[i];
    for (size_t j = i + 1; j < inputs.size(); ++j) {
      Value input2 = inputs[j];
      if (input2.use_empty() || getOwner(input1) != getOwner(input2)) continue;
      if (predecessorValues(input1) != predecessorValues(input2)) continue;
      rewriter.replaceAllUsesWith(input2, input1);
      changed = true;
    }
  }
  return success(changed);
}

}  // namespace

void addRegionBranchPatterns(OpDefinition &def) {
  def.canonicalizers.push_back(makeSuccessorInputsDead);
  def.canonicalizers.push_back(removeDuplicateSuccessorInputUses);
  def.canonicalizers.push_back(removeDeadSuccessorInputs);
}

}  // namespace tbuf::scf::canon

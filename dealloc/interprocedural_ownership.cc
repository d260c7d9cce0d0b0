// The module-wide ownership facts of interprocedural_ownership.h: the call
// graph and its strongly connected components, result summaries (bounded
// results, aliased arguments, constant ownership indicators), argument use
// flags, isolated arguments of private functions, and the origin queries
// built on them. The soundness argument of every rule is in
// docs/soundness.md ("Inter-procedural ownership").
#include "dealloc/interprocedural_ownership.h"

#include <algorithm>

#include "absl/container/flat_hash_set.h"
#include "analysis/op_walk.h"
#include "dealloc/lower_deallocations.h"
#include "dealloc/ownership_based_deallocation.h"
#include "dialects/bufferization/bufferization_ops.h"
#include "dialects/func/func_ops.h"
#include "ir/block.h"
#include "ir/region.h"
#include "transforms/side_effects.h"

namespace tbuf::dealloc {

namespace {

constexpr uint8_t kAllFlags = kFreed | kRetained | kEscapes;
/// Calls with more memref operands are not checked for isolated arguments
/// (the check is quadratic in them).
constexpr size_t kMaxIsolationOperands = 32;

using Memo = absl::flat_hash_map<Value, std::vector<Value>>;

/// Appends the values of `from` not yet in `seen` to `to`.
void appendUnique(std::vector<Value> &to, absl::flat_hash_set<Value> &seen, const std::vector<Value> &from) {
  for (Value v : from)
    if (seen.insert(v).second) to.push_back(v);
}

/// Symbol references of `attr` (arrays and dictionaries searched); sets
/// `opaque` for a dialect attribute, whose references cannot be seen.
void collectSymbolRefs(Attribute attr, std::vector<std::string_view> &refs, bool &opaque) {
  if (!attr) return;
  if (auto ref = attr.dyn_cast<SymbolRefAttr>()) {
    refs.push_back(ref.getRootReference());
  } else if (auto array = attr.dyn_cast<ArrayAttr>()) {
    for (Attribute a : array.getValue()) collectSymbolRefs(a, refs, opaque);
  } else if (auto dict = attr.dyn_cast<DictionaryAttr>()) {
    for (const NamedAttribute &entry : dict.getValue()) collectSymbolRefs(entry.value, refs, opaque);
  } else if (attr.isa<DialectAttr>()) {
    opaque = true;
  }
}

}  // namespace

struct InterproceduralOwnership::Impl {
  Operation *module = nullptr;
  const AliasAnalysis &analysis;
  std::vector<func::FuncOp> funcs;
  /// Function index by symbol name, built on the first question (a module
  /// without calls asks none, and hashing every name costs more than the
  /// rest of the call graph). Functions are neither added nor renamed while
  /// the facts are in use.
  mutable absl::flat_hash_map<std::string_view, size_t> indexOf;
  mutable bool indexOfBuilt = false;
  absl::flat_hash_map<Operation *, size_t> indexOfOp;
  std::vector<FunctionSummary> summaries;
  std::vector<std::vector<Operation *>> callSites;  ///< direct calls *to* each function
  std::vector<std::vector<size_t>> callees;         ///< functions each function calls
  std::vector<int> sccOf;
  /// The components, callees' first: component `s` is
  /// sccMembers[sccStart[s] .. sccStart[s + 1]) (flat arrays: one component
  /// per function in a module without recursion).
  std::vector<size_t> sccMembers, sccStart;
  size_t numSccs() const { return sccStart.size() - 1; }
  ArrayRef<size_t> scc(size_t s) const {
    return ArrayRef<size_t>(sccMembers.data() + sccStart[s], sccStart[s + 1] - sccStart[s]);
  }
  /// Some function is reached by a call at construction (hasDirectCalls).
  bool directCalls = false;
  /// FunctionSummary::allCallersKnown is set. Only isolated arguments read
  /// it, and only for functions with call sites: without a call it is
  /// computed when a summary is first handed out (like the facts of a
  /// pending function, from the IR of that moment), sparing a look at every
  /// function's attributes.
  bool callerKnowledgeDone = false;
  void ensureCallerKnowledge() const {
    if (callerKnowledgeDone) return;
    Impl &self = const_cast<Impl &>(*this);
    self.callerKnowledgeDone = true;
    self.computeCallerKnowledge();
  }
  /// Set while argument flags of a component are computed: calls into it
  /// count as escaping.
  int openScc = -1;
  bool final = false;
  /// Functions no call of the module reaches (no call site in a function
  /// body, none in another op of the module): their result, argument and
  /// indicator facts feed no other fact (only callers read a callee's), so
  /// they are computed when getSummary / getArgumentOwnerSummary first ask
  /// for them (`pending`). Why no answer of the pass can differ from the
  /// eager computation: every other query reads a function's facts through
  /// a call that names it (calleeSummary, computeUseFlags, computeIndicators)
  /// and the pass creates no call, so it never reads a pending function's
  /// facts; isIsolatedArgument reads only the isolation bits, which are
  /// decided in the constructor for every function (none for a function
  /// without call sites).
  std::vector<bool> pending;
  /// Functions named by a call outside every function body.
  std::vector<bool> reachedOutsideBodies;
  mutable Memo finalMemo;
  mutable absl::flat_hash_map<Value, uint8_t> flagsMemo;

  Impl(Operation *m, const AliasAnalysis &a) : module(m), analysis(a) {}

  /// Fills `indexOf` (in function order: a repeated name keeps its last
  /// function, as one insertion pass over the functions would). Out of
  /// line: the call-graph walk asks calleeIndex about every op.
  [[gnu::noinline]] void ensureIndexOf() const {
    if (indexOfBuilt) return;
    indexOfBuilt = true;
    indexOf.reserve(funcs.size());
    for (size_t i = 0; i < funcs.size(); ++i) indexOf[funcs[i].getSymName()] = i;
  }

  std::optional<size_t> calleeIndex(Operation *call) const {
    if (call->getName() != func::CallOp::getOperationName() || getParentSymbolTable(call) != module)
      return std::nullopt;
    if (!indexOfBuilt) ensureIndexOf();
    auto it = indexOf.find(func::CallOp(call).getCallee());
    if (it == indexOf.end()) return std::nullopt;
    return it->second;
  }

  const FunctionSummary *calleeSummary(Operation *call) const {
    std::optional<size_t> index = calleeIndex(call);
    if (!index) return nullptr;
    ensureCallerKnowledge();
    // Every call of the module names a function whose facts are computed
    // (see `pending`); a call made after construction may not.
    if (pending[*index]) const_cast<Impl *>(this)->computePendingSummary(*index);
    return &summaries[*index];
  }

  /// The bounded result summary of call result `v`, or null.
  const ResultSummary *boundedResult(Value v) const {
    Operation *call = v ? v.getDefiningOp() : nullptr;
    if (!call) return nullptr;
    const FunctionSummary *s = calleeSummary(call);
    unsigned index = v.cast<OpResult>().getResultNumber();
    if (!s || index >= s->results.size() || !s->results[index].bounded) return nullptr;
    return &s->results[index];
  }

  /// Origins of view base `base` (see getOrigins), with an explicit stack:
  /// chains of calls returning their operands can be long.
  const std::vector<Value> &originsOf(Value base, Memo &memo) const {
    if (auto it = memo.find(base); it != memo.end()) return it->second;
    std::vector<std::pair<Value, bool>> stack{{base, false}};
    while (!stack.empty()) {
      auto [v, expanded] = stack.back();
      if (memo.contains(v)) {
        stack.pop_back();
        continue;
      }
      const ResultSummary *s = boundedResult(v);
      if (!s) {
        memo[v] = analysis.getRoots(v);
        stack.pop_back();
        continue;
      }
      Operation *call = v.getDefiningOp();
      if (!expanded) {
        stack.back().second = true;
        for (unsigned i : s->aliasedArguments) {
          Value operand = getViewBase(call->getOperand(i));
          if (!memo.contains(operand)) stack.push_back({operand, false});
        }
        continue;
      }
      std::vector<Value> out{v};
      absl::flat_hash_set<Value> seen{v};
      for (unsigned i : s->aliasedArguments) appendUnique(out, seen, memo[getViewBase(call->getOperand(i))]);
      memo[v] = std::move(out);
      stack.pop_back();
    }
    return memo[base];
  }

  bool isAllocationRoot(Value root) const { return hasAllocateEffect(root) || boundedResult(root) != nullptr; }

  /// UseFlags of `v` (see getUseFlags).
  uint8_t computeUseFlags(Value v) const {
    uint8_t flags = 0;
    std::vector<Value> worklist{v};
    absl::flat_hash_set<Value> visited{v};
    auto push = [&](Value d) {
      if (d && visited.insert(d).second) worklist.push_back(d);
    };
    while (!worklist.empty() && flags != kAllFlags) {
      Value u = worklist.back();
      worklist.pop_back();
      for (OpOperand &use : u.getUses()) {
        Operation *op = use.getOwner();
        unsigned k = use.getOperandNumber();
        std::string_view name = op->getName();
        if (isViewLikeOp(op)) {
          if (k == 0) push(op->getResult(0));
          continue;
        }
        if (name == "arith.select") {
          if (k != 0) push(op->getResult(0));
          continue;
        }
        if (name == func::ReturnOp::getOperationName()) {
          flags |= kEscapes;
          continue;
        }
        if (name == func::CallOp::getOperationName()) {
          std::optional<size_t> callee = calleeIndex(op);
          if (!callee || k >= summaries[*callee].arguments.size() || sccOf[*callee] == openScc)
            flags |= kAllFlags;
          else
            flags |= summaries[*callee].arguments[k].flags;
          continue;
        }
        if (name == bufferization::DeallocOp::getOperationName()) {
          size_t numMemrefs = bufferization::DeallocOp(op).getMemrefs().size();
          if (k >= 2 * numMemrefs)
            flags |= kRetained;
          else if (k < numMemrefs && matchConstantInt(op->getOperand(numMemrefs + k)) != std::optional<int64_t>(0))
            flags |= kFreed;
          continue;
        }
        if (name == "bufferization.clone" || name == "memref.extract_aligned_pointer_as_index") continue;
        if (name == "memref.store") {
          if (k == 0) flags |= kEscapes;
          continue;
        }
        if (name == "memref.dealloc") {
          flags |= kFreed;
          continue;
        }
        if (isCallOp(op) || name == "bufferization.to_tensor") {
          flags |= kAllFlags;
          continue;
        }
        if (isRegionBranchOp(op) || isRegionBranchTerminator(op) || isBranchOp(op) ||
            op->getNumSuccessors() != 0) {
          // Forwarded into region or block arguments, or out as results:
          // everything the flow derives from it (a superset).
          for (Value d : analysis.resolve(u)) push(d);
          continue;
        }
        std::vector<MemoryEffect> effects;
        if (!getMemoryEffects(op, effects)) {
          if (!op->hasTrait(OpTrait::RecursiveMemoryEffects)) flags |= kAllFlags;
        }
        bool frees = false;
        for (const MemoryEffect &e : effects)
          if (e.kind == EffectKind::Free && (!e.value || e.value == u)) frees = true;
        if (frees) flags |= kFreed;
        // A result that is not a new allocation may be the operand itself;
        // one that is (memref.realloc) may reuse a buffer it frees.
        for (Value r : op->getResults()) {
          if (!r.getType().isa<BaseMemRefType>()) continue;
          if (!hasAllocateEffect(r))
            flags |= kEscapes;
          else if (frees)
            push(r);
        }
      }
    }
    return flags;
  }

  void buildCallGraph();
  void computeSccs();
  void computeCallerKnowledge();
  bool updateResults(size_t index);
  void computeArguments(size_t index);
  void computeIsolatedArguments(size_t index, const InterproceduralOwnership &self);
  void computeIndicators(size_t index);
  /// Computes the facts of a pending function (see `pending`).
  void computePendingSummary(size_t index);
  /// One result and argument summary per result and entry-block argument.
  void sizeSummary(size_t index) {
    summaries[index].results.resize(funcs[index].getNumResults());
    summaries[index].arguments.resize(funcs[index].front().getNumArguments());
  }
};

void InterproceduralOwnership::Impl::buildCallGraph() {
  size_t numOps = 0;
  for (Operation &op : module->getRegion(0).front()) numOps += op.getName() == func::FuncOp::getOperationName();
  indexOfOp.reserve(numOps);
  for (Operation &op : module->getRegion(0).front())
    if (op.getName() == func::FuncOp::getOperationName() && !func::FuncOp(&op).isExternal()) {
      indexOfOp[&op] = funcs.size();
      funcs.push_back(func::FuncOp(&op));
    }
  summaries.resize(funcs.size());
  callSites.resize(funcs.size());
  callees.resize(funcs.size());
  reachedOutsideBodies.assign(funcs.size(), false);
  // The alias analysis of the same module already walked it: without a call
  // there is no call site to find.
  if (analysis.sawNoCallUnder(module)) return;
  // Calls outside every function body (in another op of the module) reach
  // their callee too: its facts are computed eagerly (see `pending`).
  for (Operation &op : module->getRegion(0).front()) {
    if (op.getNumRegions() == 0 || indexOfOp.contains(&op)) continue;
    walkOps(&op, [&](Operation *nested) {
      if (std::optional<size_t> callee = calleeIndex(nested)) reachedOutsideBodies[*callee] = true;
    });
  }
  for (size_t i = 0; i < funcs.size(); ++i) {
    walkOps(funcs[i].getOperation(), [&](Operation *op) {
      if (std::optional<size_t> callee = calleeIndex(op)) {
        callSites[*callee].push_back(op);
        callees[i].push_back(*callee);
        if (*callee == i) summaries[i].recursive = true;
      }
    });
  }
}

void InterproceduralOwnership::Impl::computeSccs() {
  size_t n = funcs.size();
  sccOf.assign(n, -1);
  sccMembers.clear();
  sccMembers.reserve(n);
  sccStart.assign(1, 0);
  // Without a call edge every function is a component of its own, in
  // function order (what the search below finds then, without its arrays).
  if (std::all_of(callees.begin(), callees.end(), [](const std::vector<size_t> &c) { return c.empty(); })) {
    for (size_t i = 0; i < n; ++i) {
      sccOf[i] = static_cast<int>(i);
      sccMembers.push_back(i);
      sccStart.push_back(i + 1);
    }
    return;
  }
  // Tarjan's algorithm without recursion; components come out callees first.
  std::vector<int> index(n, -1), low(n, 0);
  std::vector<bool> onStack(n, false);
  std::vector<size_t> stack;
  int next = 0;
  std::vector<std::pair<size_t, size_t>> dfs;
  for (size_t start = 0; start < n; ++start) {
    if (index[start] != -1) continue;
    dfs.assign(1, {start, 0});
    index[start] = low[start] = next++;
    stack.push_back(start);
    onStack[start] = true;
    while (!dfs.empty()) {
      auto &[v, edge] = dfs.back();
      if (edge < callees[v].size()) {
        size_t w = callees[v][edge++];
        if (index[w] == -1) {
          index[w] = low[w] = next++;
          stack.push_back(w);
          onStack[w] = true;
          dfs.push_back({w, 0});
        } else if (onStack[w]) {
          low[v] = std::min(low[v], index[w]);
        }
        continue;
      }
      size_t done = v;
      dfs.pop_back();
      if (!dfs.empty()) low[dfs.back().first] = std::min(low[dfs.back().first], low[done]);
      if (low[done] != index[done]) continue;
      size_t first = sccMembers.size();
      size_t w;
      do {
        w = stack.back();
        stack.pop_back();
        onStack[w] = false;
        sccOf[w] = static_cast<int>(sccStart.size() - 1);
        sccMembers.push_back(w);
      } while (w != done);
      if (sccMembers.size() - first > 1)
        for (size_t i = first; i < sccMembers.size(); ++i) summaries[sccMembers[i]].recursive = true;
      sccStart.push_back(sccMembers.size());
    }
  }
}

void InterproceduralOwnership::Impl::computeCallerKnowledge() {
  // A private function's callers are all known when every reference to its
  // name in the module is the callee of a direct call analysed here.
  // Public functions never have all callers known: without a private one
  // there is nothing to look for.
  if (std::none_of(funcs.begin(), funcs.end(), [](func::FuncOp f) { return f.isPrivate(); })) return;
  absl::flat_hash_set<std::string_view> otherRefs;
  bool opaque = false;
  walkOps(module, [&](Operation *op) {
    std::vector<std::string_view> refs;
    for (const NamedAttribute &attr : op->getAttrs()) collectSymbolRefs(attr.value, refs, opaque);
    bool directCall = calleeIndex(op).has_value();
    for (std::string_view ref : refs)
      if (!directCall || ref != func::CallOp(op).getCallee()) otherRefs.insert(ref);
  });
  for (size_t i = 0; i < funcs.size(); ++i)
    summaries[i].allCallersKnown = !opaque && funcs[i].isPrivate() && !otherRefs.contains(funcs[i].getSymName());
}

bool InterproceduralOwnership::Impl::updateResults(size_t index) {
  func::FuncOp f = funcs[index];
  Operation *fop = f.getOperation();
  FunctionSummary &summary = summaries[index];
  size_t numResults = summary.results.size();
  std::vector<bool> bounded(numResults, true);
  // Argument positions each result may be, over every return (sorted and
  // made unique at the end).
  std::vector<std::vector<unsigned>> aliased(numResults);
  bool anyReturn = false;
  Memo memo;
  // Per return: the allocation roots of every position (result index, root),
  // to find the roots returned at two positions.
  std::vector<std::pair<Value, size_t>> internal;
  std::vector<Value> allInternal;
  for (Block &block : f.getBody()) {
    Operation *term = block.empty() ? nullptr : &block.back();
    if (!term || term->getName() != func::ReturnOp::getOperationName()) continue;
    anyReturn = true;
    size_t n = std::min<size_t>(term->getNumOperands(), numResults);
    internal.clear();
    allInternal.clear();
    std::vector<std::pair<size_t, unsigned>> args;
    bool unknown = false;
    for (size_t i = 0; i < n; ++i) {
      Value v = term->getOperand(i);
      if (!v.getType().isa<BaseMemRefType>()) continue;
      // The origins of a value are unique (root sets, or built without
      // duplicates by originsOf).
      const std::vector<Value> &origins = originsOf(getViewBase(v), memo);
      if (origins.empty()) unknown = true;
      for (Value r : origins) {
        if (isAllocationRoot(r)) {
          internal.push_back({r, i});
          allInternal.push_back(r);
        } else if (isFunctionArgument(r) && r.getParentBlock()->getParentOp() == fop) {
          args.push_back({i, r.cast<BlockArgument>().getArgNumber()});
        } else {
          unknown = true;
        }
      }
    }
    // A root at two positions of this return bounds neither.
    std::sort(allInternal.begin(), allInternal.end());
    std::vector<bool> repeated(n, false);
    for (const auto &[r, i] : internal) {
      auto range = std::equal_range(allInternal.begin(), allInternal.end(), r);
      if (range.second - range.first != 1) repeated[i] = true;
    }
    for (size_t i = 0; i < numResults; ++i) {
      Value v = i < n ? term->getOperand(i) : Value();
      if (!v || !v.getType().isa<BaseMemRefType>())
        bounded[i] = false;
      else
        bounded[i] = bounded[i] && !unknown && !repeated[i];
    }
    for (const auto &[i, arg] : args) aliased[i].push_back(arg);
  }
  bool changed = false;
  for (size_t i = 0; i < numResults; ++i) {
    ResultSummary &result = summary.results[i];
    // Once bounded, a summary is final (it was derived from final facts only).
    if (result.bounded || !anyReturn || !bounded[i]) continue;
    result.bounded = changed = true;
    result.aliasedArguments = std::move(aliased[i]);
    std::sort(result.aliasedArguments.begin(), result.aliasedArguments.end());
    result.aliasedArguments.erase(std::unique(result.aliasedArguments.begin(), result.aliasedArguments.end()),
                                  result.aliasedArguments.end());
  }
  return changed;
}

void InterproceduralOwnership::Impl::computeArguments(size_t index) {
  Block &entry = funcs[index].front();
  for (unsigned i = 0; i < entry.getNumArguments(); ++i) {
    Value arg = entry.getArgument(i);
    summaries[index].arguments[i].flags = arg.getType().isa<BaseMemRefType>() ? computeUseFlags(arg) : 0;
  }
}

void InterproceduralOwnership::Impl::computeIsolatedArguments(size_t index, const InterproceduralOwnership &self) {
  FunctionSummary &summary = summaries[index];
  if (!summary.allCallersKnown || summary.recursive || callSites[index].empty()) return;
  size_t numArgs = summary.arguments.size();
  std::vector<bool> isolated(numArgs, true);
  for (size_t i = 0; i < numArgs; ++i)
    isolated[i] = funcs[index].front().getArgument(i).getType().isa<BaseMemRefType>();
  for (Operation *call : callSites[index]) {
    std::vector<unsigned> memrefs;
    for (unsigned i = 0; i < call->getNumOperands() && i < numArgs; ++i)
      if (call->getOperand(i).getType().isa<BaseMemRefType>()) memrefs.push_back(i);
    if (memrefs.size() > kMaxIsolationOperands) return;
    for (unsigned i : memrefs) {
      if (!isolated[i]) continue;
      for (unsigned k : memrefs)
        if (k != i && self.isSameAllocation(call->getOperand(i), call->getOperand(k)) != std::optional<bool>(false)) {
          isolated[i] = false;
          break;
        }
    }
  }
  for (size_t i = 0; i < numArgs; ++i) summary.arguments[i].isolated = isolated[i];
}

void InterproceduralOwnership::Impl::computeIndicators(size_t index) {
  // Ownership indicators: the trailing i1 results, one per memref result, of
  // a private function (the signature private-function-dynamic-ownership
  // gives it).
  func::FuncOp f = funcs[index];
  std::vector<ResultSummary> &results = summaries[index].results;
  size_t numResults = results.size(), numMemrefs = 0;
  for (ResultSummary &result : results) result.constantIndicator.reset();
  ArrayRef<Type> types = f.getResultTypes();
  for (Type t : types) numMemrefs += t.isa<BaseMemRefType>();
  if (!f.isPrivate() || numMemrefs == 0 || numResults < 2 * numMemrefs) return;
  for (size_t i = numResults - numMemrefs; i < numResults; ++i)
    if (!types[i].isInteger(1)) return;
  // A constant, or the constant indicator of a call into a component that
  // is already done.
  auto constantOf = [&](Value v) -> std::optional<bool> {
    if (std::optional<int64_t> c = matchConstantInt(v)) return *c != 0;
    Operation *call = v.getDefiningOp();
    std::optional<size_t> callee = call ? calleeIndex(call) : std::nullopt;
    if (!callee || sccOf[*callee] == sccOf[index]) return std::nullopt;
    unsigned number = v.cast<OpResult>().getResultNumber();
    const std::vector<ResultSummary> &calleeResults = summaries[*callee].results;
    return number < calleeResults.size() ? calleeResults[number].constantIndicator : std::nullopt;
  };
  for (size_t i = numResults - numMemrefs; i < numResults; ++i) {
    std::optional<bool> common;
    bool same = true, any = false;
    for (Block &block : f.getBody()) {
      Operation *term = block.empty() ? nullptr : &block.back();
      if (!term || term->getName() != func::ReturnOp::getOperationName()) continue;
      std::optional<bool> c = i < term->getNumOperands() ? constantOf(term->getOperand(i)) : std::nullopt;
      same &= c.has_value() && (!any || c == common);
      common = c;
      any = true;
    }
    if (any && same) results[i].constantIndicator = common;
  }
}

InterproceduralOwnership::InterproceduralOwnership(Operation *module, const AliasAnalysis &analysis)
    : impl_(std::make_unique<Impl>(module, analysis)) {
  Impl &d = *impl_;
  d.buildCallGraph();
  // A function without call sites is a component of its own (recursion is a
  // call site): pending. The others get their result and argument slots
  // now; a pending one when computed (until then nothing reads them).
  d.pending.resize(d.funcs.size());
  for (size_t i = 0; i < d.funcs.size(); ++i) {
    d.pending[i] = d.callSites[i].empty() && !d.reachedOutsideBodies[i];
    if (!d.pending[i]) d.sizeSummary(i);
    d.directCalls |= !d.pending[i];
  }
  d.computeSccs();
  if (d.directCalls) d.ensureCallerKnowledge();
  // Bottom-up: a component's callees outside it are final when it is
  // visited. Results: least fixpoint with a worklist over the callers inside
  // the component. Arguments: calls into the component count as escaping.
  for (size_t s = 0; s < d.numSccs(); ++s) {
    ArrayRef<size_t> component = d.scc(s);
    // A function nobody calls is a component of its own whose facts no
    // other function reads: computed on demand.
    if (d.pending[component[0]]) continue;
    std::vector<size_t> worklist(component.rbegin(), component.rend());
    absl::flat_hash_set<size_t> queued(component.begin(), component.end());
    while (!worklist.empty()) {
      size_t f = worklist.back();
      worklist.pop_back();
      queued.erase(f);
      if (!d.updateResults(f)) continue;
      for (Operation *call : d.callSites[f]) {
        Operation *caller = call;
        while (caller && !d.indexOfOp.contains(caller)) caller = caller->getParentOp();
        if (!caller) continue;
        size_t c = d.indexOfOp.at(caller);
        if (d.sccOf[c] == static_cast<int>(s) && queued.insert(c).second) worklist.push_back(c);
      }
    }
    d.openScc = static_cast<int>(s);
    for (size_t f : component) d.computeArguments(f);
    d.openScc = -1;
  }
  d.final = true;
  // Top-down: callers' facts (their own isolated arguments included) are
  // final before their callees are looked at.
  // (A pending function has no call site, hence no isolated argument:
  // skipped without reading its summary.)
  for (size_t s = d.numSccs(); s-- > 0;)
    for (size_t f : d.scc(s))
      if (!d.pending[f]) d.computeIsolatedArguments(f, *this);
  computeConstantIndicators();
}

InterproceduralOwnership::~InterproceduralOwnership() = default;

bool InterproceduralOwnership::hasDirectCalls() const { return impl_->directCalls; }

void InterproceduralOwnership::computeConstantIndicators() {
  for (size_t f : impl_->sccMembers)
    if (!impl_->pending[f]) impl_->computeIndicators(f);
}

void InterproceduralOwnership::Impl::computePendingSummary(size_t index) {
  pending[index] = false;
  sizeSummary(index);
  // Its callees' facts are final (they are called, so not pending), and no
  // call reaches it: the bottom-up order of the constructor holds.
  updateResults(index);
  openScc = sccOf[index];
  computeArguments(index);
  openScc = -1;
  computeIndicators(index);
}

const FunctionSummary *InterproceduralOwnership::getSummary(std::string_view name) const {
  impl_->ensureIndexOf();
  auto it = impl_->indexOf.find(name);
  if (it == impl_->indexOf.end()) return nullptr;
  impl_->ensureCallerKnowledge();
  if (impl_->pending[it->second]) impl_->computePendingSummary(it->second);
  return &impl_->summaries[it->second];
}

const FunctionSummary *InterproceduralOwnership::getCalleeSummary(Operation *call) const {
  return impl_->calleeSummary(call);
}

const FunctionSummary *InterproceduralOwnership::getArgumentOwnerSummary(Value arg) const {
  if (!isFunctionArgument(arg)) return nullptr;
  auto it = impl_->indexOfOp.find(arg.getParentBlock()->getParentOp());
  if (it == impl_->indexOfOp.end()) return nullptr;
  impl_->ensureCallerKnowledge();
  if (impl_->pending[it->second]) impl_->computePendingSummary(it->second);
  return &impl_->summaries[it->second];
}

std::vector<Value> InterproceduralOwnership::getOrigins(Value base) const {
  return impl_->originsOf(base, impl_->finalMemo);
}

bool InterproceduralOwnership::isAllocationRoot(Value root) const { return impl_->isAllocationRoot(root); }

bool InterproceduralOwnership::isFreshCallResult(Value v) const {
  const ResultSummary *s = impl_->boundedResult(v);
  return s && s->isFresh();
}

uint8_t InterproceduralOwnership::getUseFlags(Value v) const {
  auto it = impl_->flagsMemo.find(v);
  if (it != impl_->flagsMemo.end()) return it->second;
  uint8_t flags = impl_->computeUseFlags(v);
  impl_->flagsMemo[v] = flags;
  return flags;
}

bool InterproceduralOwnership::isContainedAllocation(Value root) const {
  return impl_->final && hasAllocateEffect(root) && !(getUseFlags(root) & kEscapes);
}

bool InterproceduralOwnership::isIsolatedArgument(Value root) const {
  if (!isFunctionArgument(root)) return false;
  auto it = impl_->indexOfOp.find(root.getParentBlock()->getParentOp());
  if (it == impl_->indexOfOp.end()) return false;
  // Isolation is decided at the call sites (a pending function has none, no
  // isolated argument and no argument slots yet): the summary itself is not
  // needed.
  const FunctionSummary &s = impl_->summaries[it->second];
  unsigned index = root.cast<BlockArgument>().getArgNumber();
  return index < s.arguments.size() && s.arguments[index].isolated;
}

std::optional<bool> InterproceduralOwnership::getConstantIndicator(Value v) const {
  Operation *call = v ? v.getDefiningOp() : nullptr;
  const FunctionSummary *s = call ? impl_->calleeSummary(call) : nullptr;
  if (!s) return std::nullopt;
  unsigned index = v.cast<OpResult>().getResultNumber();
  return index < s->results.size() ? s->results[index].constantIndicator : std::nullopt;
}

std::optional<bool> InterproceduralOwnership::isSameAllocation(Value a, Value b) const {
  std::optional<bool> same = impl_->analysis.isSameAllocation(a, b);
  if (same) return same;
  const std::vector<Value> ra = getOrigins(getViewBase(a)), rb = getOrigins(getViewBase(b));
  if (ra.empty() || rb.empty()) return std::nullopt;
  absl::flat_hash_set<Value> setA(ra.begin(), ra.end());
  for (Value r : rb)
    if (setA.contains(r)) return std::nullopt;
  // Disjoint origins. Classes of each side.
  struct Classes {
    bool allocs = true, allocsOrArgs = true, contained = true;
    unsigned nonIsolatedArgs = 0;
  };
  auto classify = [&](const std::vector<Value> &roots) {
    Classes c;
    for (Value r : roots) {
      bool alloc = isAllocationRoot(r), arg = !alloc && isFunctionArgument(r);
      c.allocs &= alloc;
      c.allocsOrArgs &= alloc || arg;
      c.contained &= isContainedAllocation(r);
      if (arg && !isIsolatedArgument(r)) ++c.nonIsolatedArgs;
    }
    return c;
  };
  Classes ca = classify(ra), cb = classify(rb);
  // MLIR's rule with call results as allocations.
  if ((ca.allocs && cb.allocsOrArgs) || (ca.allocsOrArgs && cb.allocs)) return false;
  // Arguments proven distinct at every call site.
  if (ca.allocsOrArgs && cb.allocsOrArgs && (ca.nonIsolatedArgs == 0 || cb.nonIsolatedArgs == 0)) return false;
  // Allocations nothing else can reach.
  if (ca.contained || cb.contained) return false;
  return std::nullopt;
}

}  // namespace tbuf::dealloc

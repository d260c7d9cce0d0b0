// Inter-procedural ownership facts of a module (a tbuf addition; MLIR's
// deallocation passes look at one function at a time and treat every call
// result as an unknown buffer). `buffer-deallocation-simplification`, run on
// a module, builds them once and uses them at call sites and in the bodies
// of private functions to remove retained operands, split deallocs and drop
// runtime pointer comparisons and ownership indicators that the whole-module
// view proves unnecessary. Per function:
//
//  * results: which buffers a result may be. A result is *bounded* when, at
//    every return, each of its origins is an allocation made during the call
//    or an argument of the function, no allocation made during the call is
//    returned at two positions, and no position of that return has an origin
//    that could be anything (a global, an unknown op, an unbounded call).
//    A call result is then the callee's new allocation or one of the call
//    operands listed in `aliasedArguments`, nothing else; with no aliased
//    argument it is *fresh* (a new allocation, like a memref.alloc).
//  * results that are ownership indicators (the trailing i1 results of a
//    private function under private-function-dynamic-ownership) with the
//    same constant at every return;
//  * arguments: never freed, never retained, never escaping (not returned,
//    yielded out, stored, or passed to an op or callee that may keep, free
//    or retain them);
//  * private functions whose only uses are direct calls in the module: the
//    arguments proven distinct from every other memref operand at every call
//    site (*isolated*).
//
// Cost: the call graph's strongly connected components are found once
// (Tarjan, iterative). Result and argument facts are computed bottom-up,
// one component at a time, each function once per change of a callee in its
// own component (a worklist over callers; facts only grow, so recursion is a
// least fixpoint and stays unknown unless justified without itself);
// argument facts treat calls into the function's own component as escaping.
// Isolated arguments are computed top-down (callers first), and functions in
// recursive components have none. The result, argument and indicator facts
// of a function no call of the module reaches feed no other fact, so they
// are computed when getSummary / getArgumentOwnerSummary first ask for them,
// on the IR of that moment: the same answer as at construction while the
// IR is unchanged (the pass never asks them; every query it makes reads the
// facts of a called function, computed in the constructor). A module
// without calls thus costs one walk. Everything is linear in the module size
// for a fixed number of memref operands per call.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "analysis/alias_analysis.h"
#include "ir/operation.h"

namespace tbuf::dealloc {

/// What a function may return at one result position.
struct ResultSummary {
  /// See the file comment. Only memref results can be bounded.
  bool bounded = false;
  /// Argument positions the result may be (a view of); sorted, unique.
  std::vector<unsigned> aliasedArguments;
  /// For an ownership indicator: the constant every return gives.
  std::optional<bool> constantIndicator;
  /// A new allocation: bounded and aliasing no argument.
  bool isFresh() const { return bounded && aliasedArguments.empty(); }
};

/// Uses of a memref value (and of everything derived from it) in its function.
enum UseFlags : uint8_t {
  kFreed = 1,     ///< a free (memref.dealloc, a dealloc list entry not known false)
  kRetained = 2,  ///< a retained operand of bufferization.dealloc
  kEscapes = 4,   ///< returned, yielded out, stored, or given to an op that may keep it
};

/// What a function does with one argument.
struct ArgumentSummary {
  /// UseFlags of the argument in the body (callees included). Non-memref
  /// arguments have none.
  uint8_t flags = kFreed | kRetained | kEscapes;
  /// At every call site, the operand is proven distinct from every other
  /// memref operand (private functions whose callers are all known only).
  bool isolated = false;
  bool neverFreed() const { return !(flags & kFreed); }
  bool neverEscapes() const { return flags == 0; }
};

struct FunctionSummary {
  std::vector<ResultSummary> results;
  std::vector<ArgumentSummary> arguments;
  /// Private, and referenced only by direct func.calls of the module.
  bool allCallersKnown = false;
  /// In a call-graph cycle (itself included).
  bool recursive = false;
};

/// The facts of one module. `analysis` must be built for the same module and
/// outlive this object; the IR must not change memrefs afterwards.
class InterproceduralOwnership {
 public:
  InterproceduralOwnership(Operation *module, const AliasAnalysis &analysis);
  ~InterproceduralOwnership();
  InterproceduralOwnership(const InterproceduralOwnership &) = delete;
  InterproceduralOwnership &operator=(const InterproceduralOwnership &) = delete;

  /// The summary of `name` (a func.func with a body directly in the module).
  /// For a function no call reaches, computed at the first query from the
  /// IR of that moment (see the file comment); in a module without calls,
  /// so is every function's allCallersKnown.
  const FunctionSummary *getSummary(std::string_view name) const;
  /// The callee's summary for a func.call whose nearest symbol table is the
  /// module; null otherwise (indirect calls, declarations, nested tables).
  const FunctionSummary *getCalleeSummary(Operation *call) const;
  /// The summary of the function of which `arg` is an entry-block argument.
  const FunctionSummary *getArgumentOwnerSummary(Value arg) const;

  /// The origins of a view base: for the result of a call with a bounded
  /// summary, the result itself (standing for what the callee allocated)
  /// plus the origins of the aliased operands only; otherwise the alias
  /// analysis' roots. Memoized; O(origins) per query.
  std::vector<Value> getOrigins(Value base) const;
  /// An origin that is a new allocation: an Allocate effect, or the result
  /// of a call with a bounded summary (its allocated part).
  bool isAllocationRoot(Value root) const;
  /// A call result whose summary is fresh.
  bool isFreshCallResult(Value v) const;
  /// An allocation (Allocate effect) never escaping its function: nothing
  /// but its own function's code can reach it, so no global, unknown op or
  /// call result that does not derive from it is it.
  bool isContainedAllocation(Value root) const;
  /// An isolated argument of a private function (see ArgumentSummary).
  bool isIsolatedArgument(Value root) const;
  /// The constant of an ownership-indicator call result, if known.
  std::optional<bool> getConstantIndicator(Value v) const;
  /// Recomputes the constant ownership indicators from the current IR
  /// (callees first; calls into the own component give no constant). The
  /// simplification calls it again after its patterns ran, when the
  /// indicators a callee returns have become constants.
  void computeConstantIndicators();

  /// True if some direct func.call of the module (in a function body or in
  /// another op of the module) names one of its functions, at construction.
  bool hasDirectCalls() const;

  /// UseFlags of `v` and what derives from it in its function.
  uint8_t getUseFlags(Value v) const;

  /// AliasAnalysis::isSameAllocation refined with the facts above when it
  /// answers "unknown": with disjoint origins, `false` if one side is all
  /// allocation roots and the other all allocation roots or arguments; if
  /// both are allocation roots or arguments and one side's arguments are
  /// all isolated; or if one side is all contained allocations.
  std::optional<bool> isSameAllocation(Value a, Value b) const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace tbuf::dealloc

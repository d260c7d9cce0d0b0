// AnalysisState: the queries bufferization asks about tensors, answered from
// the ops' BufferizableOpInterface (conservatively for unknown ops) plus the
// in-place decisions of an analysis. The base class knows no decisions (every
// operand out of place: copy-before-write); OneShotAnalysisState
// (one_shot_analysis.h) answers from union-find alias/equivalence sets.
// BufferizationState carries what bufferize() implementations share (symbol
// tables, cached buffer types).
#pragma once

#include <functional>
#include <tuple>
#include <vector>

#include "bufferize/constant_globals.h"
#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "bufferize/bufferizable_op_interface.h"
#include "ir/symbol_table.h"

namespace tbuf::bufferization {

/// How findValueInReverseUseDefChain walks (MLIR's TraversalConfig).
struct TraversalConfig {
  /// Record the values where a walk ended without `condition` holding.
  bool alwaysIncludeLeaves = true;
  /// Follow only OpOperands decided in place.
  bool followInPlaceOnly = false;
  /// Follow only Equivalent aliases.
  bool followEquivalentOnly = false;
  /// Also walk through ops without an (allowed) interface.
  bool followUnknownOps = false;
  /// Follow only aliases of the same type, or through ops that are casts.
  bool followSameTypeOrCastsOnly = false;
  /// Visit a value again when reached on another path.
  bool revisitAlreadyVisitedValues = false;
};

class OneShotAnalysisState;

class AnalysisState {
 public:
  explicit AnalysisState(const BufferizationOptions &options) : options_(options) {}
  virtual ~AnalysisState() = default;
  const BufferizationOptions &getOptions() const { return options_; }
  /// This state as a One-Shot analysis state, or null (what
  /// asOneShotAnalysisState asks: a virtual call instead of a dynamic_cast
  /// on every func.call query of module analysis).
  virtual const OneShotAnalysisState *getOneShotAnalysisState() const { return nullptr; }

  // ---- per-op facts, dispatched to the interface (conservative if none) ----
  bool bufferizesToMemoryRead(OpOperand &operand) const;
  bool bufferizesToMemoryWrite(OpOperand &operand) const;
  /// Neither read nor written, but aliasing a result (e.g. extract_slice).
  bool bufferizesToAliasOnly(OpOperand &operand) const;
  AliasingValueList getAliasingValues(OpOperand &operand) const;
  AliasingOpOperandList getAliasingOpOperands(Value value) const;
  bool isWritable(Value value) const;
  /// A result's buffer is written by its defining op (interface's
  /// resultBufferizesToMemoryWrite). Block arguments and results of unknown
  /// ops: true (conservative, as MLIR).
  bool bufferizesToMemoryWrite(Value value) const;
  /// Whether some use of `value` (or of values aliasing it through ops that
  /// only alias) reads it.
  bool isValueRead(Value value) const;

  /// Follows the reverse use-def chain from `operand`'s value through
  /// aliasing OpOperands until `condition` holds; returns the values where it
  /// stopped (MLIR's findValueInReverseUseDefChain with default config:
  /// followEquivalentOnly=false, alwaysIncludeLeaves=true).
  std::vector<Value> findValueInReverseUseDefChain(OpOperand *operand,
                                                   const std::function<bool(Value)> &condition,
                                                   bool followEquivalentOnly = false,
                                                   bool alwaysIncludeLeaves = true) const;
  /// Same with the full config; `visitedOpOperands` (optional) receives
  /// every OpOperand the walk went through, starting with `operand`.
  /// Results are deduplicated, in the order found.
  std::vector<Value> findValueInReverseUseDefChain(OpOperand *operand, const std::function<bool(Value)> &condition,
                                                   const TraversalConfig &config,
                                                   absl::flat_hash_set<OpOperand *> *visitedOpOperands = nullptr) const;
  /// Last writes of the buffer read by `operand`: values where
  /// bufferizesToMemoryWrite(Value) holds (block arguments and unknown ops
  /// included), found with alwaysIncludeLeaves=false (MLIR's).
  std::vector<Value> findDefinitions(OpOperand *operand) const;

  // ---- decisions (overridden by the One-Shot analysis) ----
  /// Base (MLIR's): operands of to_buffer are in place; otherwise an operand
  /// is in place iff it does not bufferize to a memory write (every write
  /// gets a copy).
  virtual bool isInPlace(OpOperand &operand) const;
  /// Base: false.
  virtual bool areEquivalentBufferizedValues(Value a, Value b) const;
  /// Base: true.
  virtual bool areAliasingBufferizedValues(Value a, Value b) const;
  /// Base: false. True for uses of tensor.empty / alloc_tensor results whose
  /// contents are undefined, so no copy of them is needed.
  virtual bool hasUndefinedContents(OpOperand *operand) const;

  /// Whether a reverse use-def chain (findValueInReverseUseDefChain, any
  /// config) that starts at an operand of `op` may reach a value owned by
  /// `op` itself (a result, a block argument or a value nested in `op`). The
  /// default resultBufferizesToMemoryWrite skips its "case 3" walk when this
  /// is false. Base: true (unknown, walk). OneShotAnalysisState answers false
  /// for region-free ops while it analyses a function whose alias graph
  /// follows program order (see one_shot_analysis.cc).
  virtual bool mayReachValuesOwnedBy(Operation *op) const;

  // ---- structure helpers ----
  /// Closest enclosing region that may execute repeatedly (loop body), or
  /// null. Regions of allowed ops with the interface count through their
  /// isRepetitiveRegion, as in MLIR; so do scf.parallel's body and scf.reduce's
  /// regions, which have no model (isRepetitiveRegionForAnalysis).
  Region *getEnclosingRepetitiveRegion(Operation *op) const;
  Region *getEnclosingRepetitiveRegion(Value value) const;
  Region *getEnclosingRepetitiveRegion(Block *block) const;

 private:
  const BufferizationOptions &options_;
};

/// State shared by bufferize() implementations during one rewrite.
class BufferizationState {
 public:
  /// Nearest symbol named `name` visible from `from` (MLIR's
  /// lookupNearestSymbolFrom over a cached SymbolTableCollection): searched
  /// in the closest enclosing SymbolTable op's body, then further out.
  Operation *lookupSymbol(Operation *from, std::string_view name) const;
  /// Buffer types of function results already decided (function boundaries).
  absl::flat_hash_map<Operation *, std::vector<Type>> bufferizedFunctionTypes;
  /// The globals tensor constants bufferize to, by value (arith.constant).
  ConstantGlobalTable constantGlobals;

  /// The memoized getFunctionBoundaryMemRefType(type, options) (see
  /// one_shot_module_func_state.h), null if not asked yet. The answer
  /// depends only on the (immutable, uniqued) tensor type and the options
  /// named in the key, so it never goes stale; options with a
  /// functionArgTypeConverterFn are not memoized.
  BaseMemRefType lookupFunctionBoundaryType(TensorType type, const BufferizationOptions &options) const;
  void recordFunctionBoundaryType(TensorType type, const BufferizationOptions &options, BaseMemRefType result) const;

  /// True while bufferizeOp's driver rewrites ops (bufferize.h). The driver
  /// folds every `to_buffer(to_tensor(%m))` whose types match into %m (the
  /// to_buffer model as soon as it is reached, the driver's last step for
  /// the rest) and erases dead to_tensor ops, so a model may take that step
  /// itself instead of creating the pair: the same IR with fewer temporary
  /// ops. False for a model called outside the driver.
  bool bridgesFoldedByDriver = false;

 private:
  mutable SymbolTableCollection symbolTables_;
  /// (tensor type, function-boundary-type-conversion, use-encoding-for-
  /// memory-space, must-infer-memory-space) -> memref type.
  mutable absl::flat_hash_map<std::tuple<Type, int, bool, bool>, BaseMemRefType> functionBoundaryTypes_;
  /// The entry of functionBoundaryTypes_ found last (null type: none).
  mutable std::tuple<Type, int, bool, bool> lastFunctionBoundaryKey_;
  mutable BaseMemRefType lastFunctionBoundaryType_;
};

}  // namespace tbuf::bufferization

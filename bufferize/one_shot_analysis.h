// One-Shot Analysis (MLIR's OneShotAnalysis.h): decides, for every tensor
// OpOperand, whether it can bufferize in place. Tensor values are grouped in
// union-find alias sets ("may share a buffer") and equivalence sets ("are
// the same buffer"); OpOperands are visited in the order of the analysis
// heuristic and each is put in place unless that would create a
// read-after-write conflict (a read that would see a write it must not see)
// or write to a non-writable buffer.
//
// The decisions feed tensor copy insertion (bufferize.h): every operand
// left out of place reads a private copy. With `test-analysis-only` the ops
// are annotated instead (`__inplace_operands_attr__`, and with
// `print-conflicts` the `__conflict_N__` markers); `dump-alias-sets` adds
// `__bufferization_alias_set_attr__` / `__bufferization_alias_set_bbarg_attr__`.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <typeindex>
#include <typeinfo>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "bufferize/analysis_state.h"
#include "ir/printer/printer.h"

namespace tbuf::bufferization {

/// Counters reported by `--mlir-pass-statistics` (MLIR's
/// BufferizationStatistics).
struct BufferizationStatistics {
  int64_t numBufferAlloc = 0;         ///< num-buffer-alloc
  int64_t numTensorInPlace = 0;       ///< num-tensor-in-place
  int64_t numTensorOutOfPlace = 0;    ///< num-tensor-out-of-place
};

class OneShotAnalysisState : public AnalysisState {
 public:
  /// Creates one singleton alias set and equivalence set per tensor value
  /// (op result or block argument) nested in `op`, and puts in place every
  /// OpOperand whose op says mustBufferizeInPlace. O(values in `op`).
  OneShotAnalysisState(Operation *op, const BufferizationOptions &options);
  /// The same, except that the yields in `releasedYields` (scf.if /
  /// scf.index_switch yield operands) are not put in place up front: the
  /// analysis decides them like any other operand (see
  /// analyzeReleasingBranchYields).
  OneShotAnalysisState(Operation *op, const BufferizationOptions &options,
                       const absl::flat_hash_set<OpOperand *> &releasedYields);
  /// Module analysis: the values and up-front in-place decisions of each op
  /// directly below `op` are set up by constructNested, which the module
  /// analysis calls for each function right before analysing it (its ops
  /// are in cache then; one walk over a large module up front would miss on
  /// every op) and then for the ops it does not analyse. Same sets and
  /// decisions as the eager constructor: they never span two ops below the
  /// root. Eager anyway while a DecisionRecorder is installed (it records
  /// the up-front decisions in module order).
  struct DeferConstruction {};
  OneShotAnalysisState(Operation *op, const BufferizationOptions &options,
                       const absl::flat_hash_set<OpOperand *> &releasedYields, DeferConstruction);
  /// Sets up `child` (an op directly below the root, not set up before),
  /// whose ops in post-order are `postOrderOps`; nothing if the state was
  /// constructed eagerly. The ops set up before must be analysed by now:
  /// the conflict-check indexes of their alias sets are released (the sets
  /// stay). O(ops of `child` + values of the previous one).
  void constructNested(Operation *child, ArrayRef<Operation *> postOrderOps);
  /// Built with DeferConstruction (and no DecisionRecorder).
  bool isConstructionDeferred() const;
  /// Room for `numValues` tensor values and `numOperands` decisions (with
  /// DeferConstruction the sizes are not counted up front).
  void reserve(size_t numValues, size_t numOperands);
  ~OneShotAnalysisState() override;
  const OneShotAnalysisState *getOneShotAnalysisState() const override { return this; }

  // ---- AnalysisState overrides ----
  bool isInPlace(OpOperand &operand) const override;
  bool areEquivalentBufferizedValues(Value a, Value b) const override;
  bool areAliasingBufferizedValues(Value a, Value b) const override;
  /// An id of `v`'s alias set: equal for two values iff
  /// areAliasingBufferizedValues holds (until the next union); -1 for values
  /// outside the analysis. Amortised O(1).
  int getAliasSetId(Value v) const;
  /// True for uses of values whose contents are undefined (tensor.empty,
  /// alloc_tensor without copy, reached through aliasing ops), as gathered
  /// by gatherUndefinedTensorUses.
  bool hasUndefinedContents(OpOperand *operand) const override;
  /// False for a region-free op inside the op being analysed (analyzeOp)
  /// when every aliasing OpOperand there lies earlier in program order than
  /// the value it aliases and `op`'s operands come before `op`: reverse
  /// use-def chains then only go backwards and never come back to `op`.
  /// True otherwise (CFG loops, graph regions, outside the analysis).
  bool mayReachValuesOwnedBy(Operation *op) const override;
  /// Starts / ends the analysis of `op`: the program-order facts behind
  /// mayReachValuesOwnedBy are computed (lazily) for `op` only between the
  /// two calls, while the IR does not change. Called by analyzeOp.
  void beginAnalysisScope(Operation *op);
  void endAnalysisScope();

  // ---- decisions and sets ----
  /// Marks `operand` in place and unions its aliasing values' alias sets
  /// (and equivalence sets for Equivalent relations) with the operand's.
  void bufferizeInPlace(OpOperand &operand);
  /// Marks `operand` out of place (its aliasing values start new sets).
  void bufferizeOutOfPlace(OpOperand &operand);
  /// Whether a decision was made for `operand`.
  bool isDecided(OpOperand &operand) const;
  void unionAliasSets(Value a, Value b);
  void unionEquivalenceClasses(Value a, Value b);
  /// Calls `fn` on every value in the alias set / equivalence set of `v`
  /// (including `v`). O(size of the set).
  void applyOnAliases(Value v, const std::function<void(Value)> &fn) const;
  void applyOnEquivalenceClass(Value v, const std::function<void(Value)> &fn) const;
  /// Whether some value aliasing `v` is written (by an in-place OpOperand
  /// that bufferizes to a memory write).
  bool isValueWritten(Value v) const;
  /// Records the undefined-contents uses of tensors in `op` (call after the
  /// in-place analysis).
  void gatherUndefinedTensorUses(Operation *op);

  /// Runs the in-place analysis on every op nested in `op` (not `op`
  /// itself unless it has tensor operands), in the order of
  /// options.analysisHeuristic, then the equivalence analysis for region
  /// ops. Does not verify or annotate (see analyzeOp below).
  LogicalResult analyzeOp(Operation *op);

  /// Drops the cached facts about values, uses and blocks (is read,
  /// repetitive region, SSA block, ...) gathered so far. They are caches of
  /// facts of the unchanged IR, but the "is read" walk breaks alias cycles
  /// with a provisional answer, so a later query may only be answered
  /// afresh if it concerns other ops than the cached ones: the module
  /// analysis calls this after each function (no later query of the
  /// analysis concerns a function already analysed), which keeps the tables
  /// the size of one function instead of growing with the module.
  void releaseFunctionCaches();

  /// Decides every tensor OpOperand of `op` (MLIR's analyzeSingleOp).
  LogicalResult analyzeSingleOp(Operation *op);
  /// Reference mode: check every read/write pair of the touched alias sets
  /// exactly as MLIR does instead of using the per-set conflict index, and
  /// walk every use-def chain (mayReachValuesOwnedBy answers true). Same
  /// decisions, much slower on long chains; for validation and benchmarks.
  void setReferenceMode(bool enabled);

  int64_t getStatNumTensorOutOfPlace() const { return statNumTensorOutOfPlace_; }
  int64_t getStatNumTensorInPlace() const { return statNumTensorInPlace_; }

  // ---- extensions (MLIR's OneShotAnalysisState::Extension) ----
  /// Extra per-analysis state owned by this state, keyed by type (module
  /// bufferization keeps its FuncAnalysisState here).
  class Extension {
   public:
    virtual ~Extension() = default;
  };
  template <typename T, typename... Args> T &addExtension(Args &&...args) {
    auto ext = std::make_unique<T>(std::forward<Args>(args)...);
    T &ref = *ext;
    for (auto &[type, existing] : extensions_)
      if (*type == typeid(T)) {
        existing = std::move(ext);
        return ref;
      }
    extensions_.emplace_back(&typeid(T), std::move(ext));
    return ref;
  }
  template <typename T> T *getExtension() const {
    for (const auto &[type, ext] : extensions_)
      if (*type == typeid(T)) return static_cast<T *>(ext.get());
    return nullptr;
  }

 protected:
  int64_t statNumTensorOutOfPlace_ = 0;
  int64_t statNumTensorInPlace_ = 0;

 public:
  /// The analysis' private data (union-find sets, decisions, caches); see
  /// one_shot_analysis_*.cc. Public so the implementation files can share
  /// it; not part of the API.
  struct Impl;
  Impl &impl() const { return *impl_; }

 private:
  /// The work of the first constructors: every op below `op` set up at once.
  void constructEagerly(Operation *op, const absl::flat_hash_set<OpOperand *> &releasedYields);
  std::unique_ptr<Impl> impl_;
  /// By type. A list: there are one or two, and the module analysis asks
  /// for them on every func.call query (hashing a type name costs more).
  std::vector<std::pair<const std::type_info *, std::unique_ptr<Extension>>> extensions_;
};

/// The OneShotAnalysisState behind `state`, or null (copy-before-write and
/// other plain AnalysisStates).
const OneShotAnalysisState *asOneShotAnalysisState(const AnalysisState &state);

/// MLIR's analyzeOp: checks the pre-bufferization assumptions (located
/// errors, e.g. for to_tensor without `restrict` or unsupported tensor
/// control flow), runs state.analyzeOp, gathers undefined tensor uses, lets
/// every op verify the result (verifyAnalysis), adds the statistics, and
/// annotates the IR when options.testAnalysisOnly / dumpAliasSets are set.
LogicalResult analyzeOp(Operation *op, OneShotAnalysisState &state, BufferizationStatistics *statistics = nullptr);

/// Builds a OneShotAnalysisState for `op` and runs `analyze` on it (analyzeOp
/// or the module analysis). Deliberate deviation from MLIR 22, which fails
/// with "cannot avoid RaW conflict" when yields of an scf.if or
/// scf.index_switch (which must bufferize in place) join buffers whose
/// writes and reads conflict: such a yield is released (decided like any
/// other operand, so it gets a copy when in place would conflict) and the
/// analysis starts again. Returns the state, or null after a located error.
/// Cost: one analysis per released yield (none unless MLIR would fail).
/// With `deferConstruction`, the states are built with
/// OneShotAnalysisState::DeferConstruction (`analyze` must then call
/// constructNested for every op below `op`, as the module analysis does).
std::unique_ptr<OneShotAnalysisState> analyzeReleasingBranchYields(
    Operation *op, const BufferizationOptions &options,
    const std::function<LogicalResult(OneShotAnalysisState &)> &analyze, bool deferConstruction = false);

/// Adds `__inplace_operands_attr__ = ["true", "false", "none", ...]` to
/// every op with tensor operands that the analysis visited (one entry per
/// operand, "none" for non-tensor operands), exactly as mlir-opt does.
void annotateOpsWithBufferizationMarkers(Operation *op, const OneShotAnalysisState &state);
/// Adds the alias-set attributes of `dump-alias-sets` (as mlir-opt).
void annotateOpsWithAliasSets(Operation *op, const OneShotAnalysisState &state);
/// Printing flags used to name values in the alias-set attributes. mlir-opt
/// names them with the command line's printing flags (e.g. plain numbers
/// under --mlir-print-op-generic); a driver sets the same flags here.
/// Default: the command line's printing flags (getCommandLinePrintingFlags,
/// ir/printer/printer_value_names.h).
void setAliasSetPrintingFlags(const PrintingFlags &flags);

}  // namespace tbuf::bufferization

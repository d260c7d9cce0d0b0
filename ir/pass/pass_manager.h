// PassManager: runs a pipeline of passes on an op, MLIR style. An
// OpPassManager is anchored on an op name (`builtin.module`, `func.func`, or
// `any`) and holds an ordered list of passes and nested OpPassManagers; a
// nested manager runs on every op with its anchor name found directly in the
// regions of the op being processed (so `builtin.module(func.func(cse))` runs
// cse once per function). Passes run sequentially in program order.
//
// After each pass the op it ran on is verified (mlir-opt's --verify-each) if
// a verifier was installed with enableVerifier (ir:pass does not depend on
// ir:verifier; tools pass `tbuf::verify`). PassInstrumentations observe every
// pass and nested pipeline (IR printing, timing).
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "ir/pass/pass.h"

namespace tbuf {

/// Hooks around pass execution (MLIR's PassInstrumentation). Called in
/// registration order before, and in reverse order after.
class PassInstrumentation {
 public:
  virtual ~PassInstrumentation() = default;
  /// A nested pipeline anchored on `opName` starts/ends processing the
  /// children of `parent` (once per parent, not per child).
  virtual void runBeforePipeline(std::string_view /*opName*/, Operation * /*parent*/) {}
  virtual void runAfterPipeline(std::string_view /*opName*/, Operation * /*parent*/) {}
  virtual void runBeforePass(Pass * /*pass*/, Operation * /*op*/) {}
  /// After a pass succeeded (and the op verified).
  virtual void runAfterPass(Pass * /*pass*/, Operation * /*op*/) {}
  /// After a pass (or the verification following it) failed.
  virtual void runAfterPassFailed(Pass * /*pass*/, Operation * /*op*/) {}
};

class OpPassManager {
 public:
  /// Implicit: adding a pass anchored on another op creates (or reuses the
  /// trailing) nested manager for that op, as mlir-opt's flag form does.
  /// Explicit: that is an error, as in textual pipelines.
  enum class Nesting { Implicit, Explicit };

  /// One element of the pipeline: a pass or a nested manager.
  struct Entry {
    std::unique_ptr<Pass> pass;
    std::unique_ptr<OpPassManager> nested;
  };

  explicit OpPassManager(std::string_view opName = "builtin.module", Nesting nesting = Nesting::Explicit);
  ~OpPassManager();
  OpPassManager(OpPassManager &&) noexcept;
  OpPassManager &operator=(OpPassManager &&) noexcept;

  /// The anchor op name; "any" runs on any op.
  const std::string &getOpName() const { return opName_; }
  bool isAnyOp() const { return opName_ == "any"; }
  Nesting getNesting() const { return nesting_; }

  /// Appends `pass`. A pass anchored on a different op is nested (Implicit)
  /// or rejected with a message in `error` (Explicit).
  LogicalResult addPass(std::unique_ptr<Pass> pass, std::string *error = nullptr);
  /// The nested manager for `opName`: the trailing entry if it is one for
  /// the same op, else a new one. It inherits this manager's nesting mode.
  OpPassManager &nest(std::string_view opName);

  const std::vector<Entry> &getEntries() const { return entries_; }
  /// Number of entries (passes and nested managers) at this level.
  size_t size() const { return entries_.size(); }
  bool empty() const { return entries_.empty(); }
  /// Every pass, depth first.
  std::vector<Pass *> getAllPasses() const;

  /// One-line textual pipeline: `builtin.module(func.func(cse),print-op-stats{json=false})`.
  std::string getPipelineText() const;
  /// The multi-line form printed by --dump-pass-pipeline, indented by `indent`.
  void printPipeline(std::string &out, unsigned indent = 0) const;

 private:
  std::string opName_;
  Nesting nesting_;
  std::vector<Entry> entries_;
};

class PassManager : public OpPassManager {
 public:
  using VerifyFn = std::function<LogicalResult(Operation *)>;

  explicit PassManager(Context *ctx, std::string_view opName = "builtin.module", Nesting nesting = Nesting::Implicit);
  ~PassManager();

  Context *getContext() const { return ctx_; }
  /// Verify the op after every pass with `fn` (--verify-each).
  void enableVerifier(VerifyFn fn) { verifyFn_ = std::move(fn); }
  void disableVerifier() { verifyFn_ = nullptr; }
  void addInstrumentation(std::unique_ptr<PassInstrumentation> instrumentation);

  /// Runs the pipeline on `op`, which must have the anchor op name (unless
  /// "any"). Calls every pass's initialize first. Stops at the first failing
  /// pass; the failure has been reported as a diagnostic.
  LogicalResult run(Operation *op);

 private:
  LogicalResult runPipeline(const OpPassManager &pm, Operation *op);
  LogicalResult runNested(const OpPassManager &nested, Operation *parent);
  LogicalResult runPass(Pass *pass, Operation *op);

  Context *ctx_;
  VerifyFn verifyFn_;
  std::vector<std::unique_ptr<PassInstrumentation>> instrumentations_;
};

}  // namespace tbuf

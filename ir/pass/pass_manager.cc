// Pass manager: pipeline structure, printing and sequential execution.
// See pass_manager.h.
#include "ir/pass/pass_manager.h"

#include "fmt/format.h"
#include "ir/context.h"
#include "ir/diagnostics.h"

namespace tbuf {

OpPassManager::OpPassManager(std::string_view opName, Nesting nesting) : opName_(opName), nesting_(nesting) {}
OpPassManager::~OpPassManager() = default;
OpPassManager::OpPassManager(OpPassManager &&) noexcept = default;
OpPassManager &OpPassManager::operator=(OpPassManager &&) noexcept = default;

LogicalResult OpPassManager::addPass(std::unique_ptr<Pass> pass, std::string *error) {
  std::string_view passOp = pass->getOpName();
  if (!passOp.empty() && !isAnyOp() && passOp != opName_) {
    if (nesting_ == Nesting::Implicit) return nest(passOp).addPass(std::move(pass), error);
    if (error)
      *error = fmt::format("can't add pass '{}' restricted to '{}' on a pass manager intended to run on '{}', "
                           "did you intend to nest?",
                           pass->getArgument(), passOp, opName_);
    return failure();
  }
  entries_.push_back(Entry{std::move(pass), nullptr});
  return success();
}

OpPassManager &OpPassManager::nest(std::string_view opName) {
  if (!entries_.empty() && entries_.back().nested && entries_.back().nested->getOpName() == opName)
    return *entries_.back().nested;
  entries_.push_back(Entry{nullptr, std::make_unique<OpPassManager>(opName, nesting_)});
  return *entries_.back().nested;
}

std::vector<Pass *> OpPassManager::getAllPasses() const {
  std::vector<Pass *> out;
  for (const Entry &e : entries_) {
    if (e.pass) {
      out.push_back(e.pass.get());
      continue;
    }
    std::vector<Pass *> nested = e.nested->getAllPasses();
    out.insert(out.end(), nested.begin(), nested.end());
  }
  return out;
}

std::string OpPassManager::getPipelineText() const {
  std::string out = opName_ + "(";
  for (size_t i = 0; i < entries_.size(); ++i) {
    if (i) out += ',';
    const Entry &e = entries_[i];
    out += e.pass ? e.pass->printAsTextualPipeline() : e.nested->getPipelineText();
  }
  return out + ")";
}

void OpPassManager::printPipeline(std::string &out, unsigned indent) const {
  out += std::string(indent, ' ') + opName_ + "(\n";
  for (size_t i = 0; i < entries_.size(); ++i) {
    const Entry &e = entries_[i];
    if (e.pass)
      out += std::string(indent + 2, ' ') + e.pass->printAsTextualPipeline();
    else
      e.nested->printPipeline(out, indent + 2);
    if (i + 1 < entries_.size()) out += ',';
    out += '\n';
  }
  if (entries_.empty()) out += '\n';
  out += std::string(indent, ' ') + ")";
}

PassManager::PassManager(Context *ctx, std::string_view opName, Nesting nesting)
    : OpPassManager(opName, nesting), ctx_(ctx) {}
PassManager::~PassManager() = default;

void PassManager::addInstrumentation(std::unique_ptr<PassInstrumentation> instrumentation) {
  instrumentations_.push_back(std::move(instrumentation));
}

LogicalResult PassManager::run(Operation *op) {
  if (!isAnyOp() && op->getName() != getOpName()) {
    InFlightDiagnostic(&ctx_->getDiagEngine(), op->getLoc(), Severity::Error)
        << "can't run '" << getOpName() << "' pass manager on '" << op->getName() << "' op";
    return failure();
  }
  for (Pass *pass : getAllPasses())
    if (failed(pass->initialize(ctx_))) return failure();
  return runPipeline(*this, op);
}

LogicalResult PassManager::runPipeline(const OpPassManager &pm, Operation *op) {
  for (const Entry &e : pm.getEntries()) {
    if (e.pass) {
      if (failed(runPass(e.pass.get(), op))) return failure();
      continue;
    }
    for (auto &inst : instrumentations_) inst->runBeforePipeline(e.nested->getOpName(), op);
    LogicalResult result = runNested(*e.nested, op);
    for (auto it = instrumentations_.rbegin(); it != instrumentations_.rend(); ++it)
      (*it)->runAfterPipeline(e.nested->getOpName(), op);
    if (failed(result)) return failure();
  }
  return success();
}

LogicalResult PassManager::runNested(const OpPassManager &nested, Operation *parent) {
  // Collect first: a pass may rewrite the op it runs on, but not its siblings.
  std::vector<Operation *> targets;
  for (Region &region : parent->getRegions())
    for (Block &block : region)
      for (Operation &child : block)
        if (nested.isAnyOp() || child.getName() == nested.getOpName()) targets.push_back(&child);
  for (Operation *child : targets) {
    if (child->isRegistered() && !child->hasTrait(OpTrait::IsolatedFromAbove)) {
      child->emitOpError() << "trying to schedule a pass on an operation not marked as 'IsolatedFromAbove'";
      return failure();
    }
    if (failed(runPipeline(nested, child))) return failure();
  }
  return success();
}

LogicalResult PassManager::runPass(Pass *pass, Operation *op) {
  std::string_view anchor = pass->getOpName();
  if (!anchor.empty() && op->getName() != anchor) {
    op->emitOpError() << "can't run pass '" << pass->getArgument() << "' restricted to '" << anchor << "' on '"
                      << op->getName() << "'";
    return failure();
  }
  for (auto &inst : instrumentations_) inst->runBeforePass(pass, op);
  pass->resetPreservedAnalyses();
  bool ok = succeeded(pass->runOnOperation(op));
  // A pass that changed nothing leaves verified IR verified (mlir-opt skips
  // the verifier then too).
  if (ok && verifyFn_ && !pass->areAllAnalysesPreserved()) ok = succeeded(verifyFn_(op));
  for (auto it = instrumentations_.rbegin(); it != instrumentations_.rend(); ++it) {
    if (ok)
      (*it)->runAfterPass(pass, op);
    else
      (*it)->runAfterPassFailed(pass, op);
  }
  return success(ok);
}

}  // namespace tbuf

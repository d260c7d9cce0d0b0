// explainModule (see explain.h): the pipeline runs with the DecisionLog
// installed and an instrumentation that reads retained values right after
// ownership-based deallocation; then the output is explained op by op, the
// decisions are numbered (analysis decisions in source order, then the
// output's in output order) and the functions are summarized.
#include "explain/explain.h"

#include <algorithm>
#include <memory>

#include "explain/decision_log.h"
#include "explain/output_decisions.h"
#include "explain/output_lines.h"
#include "explain/ownership.h"
#include "explain/summary.h"
#include "ir/diagnostics.h"
#include "ir/pass/pass_pipeline_parser.h"
#include "ir/printer/printer.h"
#include "ir/verifier/verifier.h"

namespace tbuf::explain {

namespace {

/// Reads the retained values of the deallocation ops right after
/// ownership-based-buffer-deallocation (later passes lower them away).
class RetainedCapture : public PassInstrumentation {
 public:
  RetainedCapture(std::vector<RetainedRecord> &out, const SourceOpIndex &sourceOps)
      : out_(out), sourceOps_(sourceOps) {}
  void runAfterPass(Pass *pass, Operation *op) override {
    if (pass->getArgument() != "ownership-based-buffer-deallocation") return;
    std::vector<RetainedRecord> records = collectRetained(op, sourceOps_);
    out_.insert(out_.end(), records.begin(), records.end());
  }

 private:
  std::vector<RetainedRecord> &out_;
  const SourceOpIndex &sourceOps_;
};

bool locLess(const SourceLoc &a, const SourceLoc &b) {
  if (a.line != b.line) return a.line < b.line;
  return a.col < b.col;
}

}  // namespace

const char *kindName(DecisionKind kind) {
  switch (kind) {
    case DecisionKind::InPlace: return "in-place";
    case DecisionKind::OutOfPlace: return "out-of-place";
    case DecisionKind::Allocation: return "allocation";
    case DecisionKind::Copy: return "copy";
    case DecisionKind::Dealloc: return "dealloc";
    case DecisionKind::ConditionalFree: return "conditional-free";
    case DecisionKind::Clone: return "clone";
    case DecisionKind::Retained: return "retained";
    case DecisionKind::NotOwned: return "not-owned";
  }
  return "?";
}

const char *causeName(Cause cause) {
  switch (cause) {
    case Cause::None: return "none";
    case Cause::ReadAfterWrite: return "read-after-write";
    case Cause::NonWritableBuffer: return "non-writable-buffer";
    case Cause::WriteToConstant: return "write-to-constant";
    case Cause::NonEquivalentYield: return "non-equivalent-yield";
    case Cause::NonEquivalentReturn: return "non-equivalent-return";
    case Cause::CopyBeforeWrite: return "copy-before-write";
    case Cause::UnknownOp: return "unknown-op";
    case Cause::Heuristic: return "heuristic";
    case Cause::NewBuffer: return "new-buffer";
    case Cause::NonContiguousReshape: return "non-contiguous-reshape";
    case Cause::BufferTypeMismatch: return "buffer-type-mismatch";
    case Cause::OpSemantics: return "op-semantics";
    case Cause::InputProgram: return "input-program";
  }
  return "?";
}

std::optional<Explanation> explainModule(Operation *module, PassManager &pm) {
  Explanation ex;
  // The source buffer: the module's, or that of the first located op in it.
  const SourceBuffer *buffer = module->getLoc().getBuffer();
  module->walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (!buffer) buffer = op->getLoc().getBuffer();
  });
  if (buffer) {
    ex.file = buffer->getName();
    ex.sourceText = std::string(buffer->getContents());
  }
  ex.pipeline = pm.getPipelineText();
  SourceOpIndex sourceOps = indexSourceOps(module);

  DecisionLog log;
  std::vector<RetainedRecord> retained;
  pm.addInstrumentation(std::make_unique<RetainedCapture>(retained, sourceOps));
  {
    bufferization::ScopedDecisionRecorder scope(&log);
    if (failed(pm.run(module))) return std::nullopt;
  }

  ex.bufferizedText = printToString(module);
  absl::flat_hash_map<Operation *, uint32_t> lines = mapOpsToOutputLines(module, ex.bufferizedText);
  ex.outputSourceLines.assign(static_cast<size_t>(std::count(ex.bufferizedText.begin(), ex.bufferizedText.end(), '\n')) + 1,
                              0);
  for (const auto &[op, line] : lines) {
    Location loc = op->getLoc();
    if (!loc.isUnknown() && line <= ex.outputSourceLines.size() && loc.getBuffer()->getName() == ex.file)
      ex.outputSourceLines[line - 1] = loc.line;
  }
  OutputRefs refs(lines);
  std::vector<OutputDecision> outputs = explainOutput(module, log, retained, sourceOps, refs);

  // Analysis decisions in source order (stable: the analysis' walk order
  // breaks ties between operands of one op).
  std::vector<int> order(log.decisions().size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
    const Decision &da = log.decisions()[a], &db = log.decisions()[b];
    if (locLess(da.op.loc, db.op.loc)) return true;
    if (locLess(db.op.loc, da.op.loc)) return false;
    return da.operandNumber < db.operandNumber;
  });
  std::vector<int> analysisId(order.size());
  for (int index : order) {
    Decision d = log.decisions()[index];
    d.id = static_cast<int>(ex.decisions.size());
    analysisId[index] = d.id;
    ex.decisions.push_back(std::move(d));
  }
  std::vector<int> outputIds(outputs.size());
  for (size_t i = 0; i < outputs.size(); ++i) {
    Decision d = outputs[i].decision;
    d.id = static_cast<int>(ex.decisions.size());
    outputIds[i] = d.id;
    if (d.explainedBy >= 0) d.explainedBy = analysisId[d.explainedBy];
    if (outputs[i].op)
      if (auto it = lines.find(outputs[i].op); it != lines.end()) d.op.outputLine = it->second;
    ex.decisions.push_back(std::move(d));
  }
  ex.aliasSets = log.aliasSets();
  ex.equivalenceSets = log.equivalenceSets();
  ex.functions = summarizeFunctions(module, ex.decisions, outputs, outputIds);
  return ex;
}

std::optional<Explanation> explainModule(Operation *module, std::string_view pipeline) {
  Context &ctx = *module->getContext();
  std::string anchor, error;
  std::unique_ptr<PassManager> pm;
  if (succeeded(getPassPipelineAnchor(pipeline, anchor, error))) {
    pm = std::make_unique<PassManager>(&ctx, anchor, OpPassManager::Nesting::Explicit);
    if (failed(parsePassPipeline(pipeline, *pm, error))) pm.reset();
  }
  if (!pm) {
    module->emitError() << "invalid pass pipeline: " << error;
    return std::nullopt;
  }
  if (failed(verify(module))) return std::nullopt;
  pm->enableVerifier([](Operation *op) { return verify(op); });
  return explainModule(module, *pm);
}

}  // namespace tbuf::explain

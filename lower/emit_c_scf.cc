// scf dialect → structured C:
//   scf.for          `for (int64_t i = lb; i < ub; i += step) { ... }`; iter_args
//                    are C variables initialised before the loop and updated
//                    (as one parallel assignment) at its end; results copy them.
//   scf.if           results declared before `if (c) { ... } else { ... }`.
//   scf.while        `for (;;) { before; if (!cond) { results = args; break; }
//                    after-args = args; after; before-args = yielded; }`.
//   scf.execute_region  a C block (labels + gotos when it has several blocks).
//   scf.forall       (memref form, no shared_outs) nested sequential loops.
//   scf.index_switch `switch`.
#include "dialects/scf/scf_ops.h"
#include "fmt/format.h"
#include "ir/block.h"
#include "ir/operation.h"
#include "ir/region.h"
#include "lower/c_emitter_impl.h"

namespace tbuf::lower {

namespace {

std::vector<std::string> names(CEmitter &e, const std::vector<Value> &values) {
  std::vector<std::string> out;
  for (Value v : values) out.push_back(e.name(v));
  return out;
}

std::vector<Value> results(Operation *op) { return op->getResults().vec(); }

/// Declares the results of `op` (assigned inside its regions).
LogicalResult declareResults(CEmitter &e, Operation *op) {
  for (Value r : op->getResults()) {
    if (e.typeName(r.getType(), op).empty()) return failure();
    e.declare(r);
  }
  return success();
}

/// onExit handler: the terminator's operands go to `dests` (scf.yield).
CEmitter::TerminatorFn yieldTo(CEmitter &e, std::vector<std::string> dests) {
  return [&e, dests = std::move(dests)](Operation *term) -> LogicalResult {
    if (term->getName() != "scf.yield") return e.emitOp(term);
    e.assignParallel(dests, term->getOperands().vec());
    return success();
  };
}

LogicalResult emitFor(CEmitter &e, Operation *op) {
  scf::ForOp forOp(op);
  Value iv = forOp.getInductionVar();
  std::string ivType = e.typeName(iv.getType(), op);
  if (ivType.empty()) return failure();
  for (Value r : op->getResults())
    if (e.typeName(r.getType(), op).empty()) return failure();
  std::vector<Value> iterArgs = forOp.getRegionIterArgs();
  OperandRange inits = forOp.getInitArgs();
  for (size_t i = 0; i < iterArgs.size(); ++i) e.assign(iterArgs[i], e.name(inits[i]));
  std::string ivName = e.name(iv), ub = e.name(forOp.getUpperBound());
  std::string cond = fmt::format("{} < {}", ivName, ub);
  if (forOp.getUnsignedCmp()) {
    std::string u = iv.getType().isIndex() || iv.getType().getIntOrFloatBitWidth() == 64 ? "uint64_t" : "uint32_t";
    cond = fmt::format("({0}){1} < ({0}){2}", u, ivName, ub);
  }
  e.line() << "for (" << ivType << " " << ivName << " = " << e.name(forOp.getLowerBound()) << "; " << cond << "; "
           << ivName << " += " << e.name(forOp.getStep()) << ") {\n";
  e.indent();
  LogicalResult body = e.emitRegion(forOp.getRegion(), yieldTo(e, names(e, iterArgs)));
  e.dedent();
  e.line() << "}\n";
  if (failed(body)) return failure();
  for (size_t i = 0; i < iterArgs.size() && i < op->getNumResults(); ++i)
    e.assign(op->getResult(i), e.name(iterArgs[i]));
  return success();
}

LogicalResult emitIf(CEmitter &e, Operation *op) {
  scf::IfOp ifOp(op);
  if (failed(declareResults(e, op))) return failure();
  std::vector<std::string> dests = names(e, results(op));
  e.line() << "if (" << e.name(ifOp.getCondition()) << ") {\n";
  e.indent();
  LogicalResult r = e.emitRegion(ifOp.getThenRegion(), yieldTo(e, dests));
  e.dedent();
  if (succeeded(r) && !ifOp.getElseRegion().empty()) {
    e.line() << "} else {\n";
    e.indent();
    r = e.emitRegion(ifOp.getElseRegion(), yieldTo(e, dests));
    e.dedent();
  }
  e.line() << "}\n";
  return r;
}

LogicalResult emitWhile(CEmitter &e, Operation *op) {
  scf::WhileOp whileOp(op);
  std::vector<Value> beforeArgs = whileOp.getBeforeArguments(), afterArgs = whileOp.getAfterArguments();
  OperandRange inits = whileOp.getInits();
  for (size_t i = 0; i < beforeArgs.size(); ++i) {
    if (e.typeName(beforeArgs[i].getType(), op).empty()) return failure();
    e.assign(beforeArgs[i], e.name(inits[i]));
  }
  if (failed(declareResults(e, op))) return failure();
  std::vector<std::string> resultNames = names(e, results(op));
  e.line() << "for (;;) {\n";
  e.indent();
  LogicalResult r = e.emitRegion(whileOp.getBefore(), [&](Operation *term) -> LogicalResult {
    if (term->getName() != "scf.condition") return e.emitOp(term);
    scf::ConditionOp cond(term);
    std::vector<Value> args = cond.getArgs().vec();
    e.line() << "if (!" << e.name(cond.getCondition()) << ") {\n";
    e.indent();
    e.assignParallel(resultNames, args);
    e.line() << "break;\n";
    e.dedent();
    e.line() << "}\n";
    for (size_t i = 0; i < afterArgs.size() && i < args.size(); ++i) e.assign(afterArgs[i], e.name(args[i]));
    return success();
  });
  if (succeeded(r)) r = e.emitRegion(whileOp.getAfter(), yieldTo(e, names(e, beforeArgs)));
  e.dedent();
  e.line() << "}\n";
  return r;
}

LogicalResult emitExecuteRegion(CEmitter &e, Operation *op) {
  scf::ExecuteRegionOp exec(op);
  if (failed(declareResults(e, op))) return failure();
  std::vector<std::string> dests = names(e, results(op));
  bool multiBlock = !exec.getRegion().hasOneBlock();
  std::string exitLabel = multiBlock ? e.freshName("exec_end") : "";
  e.line() << "{\n";
  e.indent();
  LogicalResult r = e.emitRegion(exec.getRegion(), [&](Operation *term) -> LogicalResult {
    if (term->getName() != "scf.yield") return e.emitOp(term);
    e.assignParallel(dests, term->getOperands().vec());
    if (multiBlock) e.line() << "goto " << exitLabel << ";\n";
    return success();
  });
  e.dedent();
  e.line() << "}\n";
  if (multiBlock) e.line() << exitLabel << ":;\n";
  return r;
}

std::string foldResultExpr(CEmitter &e, const OpFoldResult &ofr) {
  if (ofr.value) return e.name(ofr.value);
  if (auto ia = ofr.attr.dyn_cast<IntegerAttr>()) return std::to_string(ia.getInt());
  return "0";
}

LogicalResult emitForall(CEmitter &e, Operation *op) {
  scf::ForallOp forall(op);
  if (!forall.getOutputs().empty() || op->getNumResults() != 0)
    return e.emitError(op, "with shared_outs cannot be emitted as C (bufferize it first)");
  if (!forall.getTerminator().getBody()->empty())
    return e.emitError(op, "with a non-empty scf.forall.in_parallel cannot be emitted as C");
  std::vector<OpFoldResult> lbs = forall.getMixedLowerBound(), ubs = forall.getMixedUpperBound(),
                            steps = forall.getMixedStep();
  std::vector<Value> ivs = forall.getInductionVars();
  e.line() << "/* scf.forall, run sequentially */\n";
  for (size_t d = 0; d < ivs.size(); ++d) {
    std::string iv = e.name(ivs[d]);
    e.line() << "for (int64_t " << iv << " = " << foldResultExpr(e, lbs[d]) << "; " << iv << " < "
             << foldResultExpr(e, ubs[d]) << "; " << iv << " += " << foldResultExpr(e, steps[d]) << ") {\n";
    e.indent();
  }
  LogicalResult r = e.emitBlockOps(*forall.getBody());
  for (size_t d = 0; d < ivs.size(); ++d) {
    e.dedent();
    e.line() << "}\n";
  }
  return r;
}

LogicalResult emitIndexSwitch(CEmitter &e, Operation *op) {
  scf::IndexSwitchOp sw(op);
  if (failed(declareResults(e, op))) return failure();
  std::vector<std::string> dests = names(e, results(op));
  e.line() << "switch (" << e.name(sw.getArg()) << ") {\n";
  LogicalResult r = success();
  auto emitCase = [&](Region &region) {
    e.indent();
    if (succeeded(r)) r = e.emitRegion(region, yieldTo(e, dests));
    e.line() << "break;\n";
    e.dedent();
    e.line() << "}\n";
  };
  for (unsigned i = 0; i < sw.getNumCases(); ++i) {
    int64_t v = sw.getCases()[i];
    e.line() << "case " << (v > INT32_MAX || v < -INT32_MAX ? fmt::format("INT64_C({})", v) : std::to_string(v))
             << ": {\n";
    emitCase(sw.getCaseRegion(i));
  }
  e.line() << "default: {\n";
  emitCase(sw.getDefaultRegion());
  e.line() << "}\n";
  return r;
}

}  // namespace

void registerScfEmitters() {
  registerOpEmitter("scf.for", emitFor);
  registerOpEmitter("scf.if", emitIf);
  registerOpEmitter("scf.while", emitWhile);
  registerOpEmitter("scf.execute_region", emitExecuteRegion);
  registerOpEmitter("scf.forall", emitForall);
  registerOpEmitter("scf.index_switch", emitIndexSwitch);
}

void registerControlFlowEmitters() {
  registerScfEmitters();
  registerCfEmitters();
}

}  // namespace tbuf::lower

// Control flow: func.call / func.return, cf.br / cf.cond_br / cf.switch,
// cf.assert, and the scf ops (for, if, while, index_switch, forall,
// execute_region) with their terminators. Structured ops run their regions as sub-programs; values
// flow through slot copies decided at decode time (a "parallel" copy
// through a temporary when a yield permutes the region's own arguments).
#include "dialects/cf/cf_ops.h"
#include "dialects/scf/scf_ops.h"
#include "fmt/format.h"
#include "interpret/memref_utils.h"
#include "interpret/sanitizer.h"
#include "ir/block.h"

namespace tbuf::interp {

namespace {

/// Copies src -> dst within one frame, as if simultaneously.
struct SlotMove {
  std::vector<Slot> src, dst;
  bool needsTemp = false;

  void init(std::vector<Slot> from, std::vector<Slot> to) {
    src = std::move(from);
    dst = std::move(to);
    for (size_t i = 0; i < src.size(); ++i)
      for (size_t j = 0; j < dst.size(); ++j)
        if (i != j && src[i].kind == dst[j].kind && src[i].index == dst[j].index) needsTemp = true;
  }
  void run(Frame &f) const {
    if (!needsTemp) {
      for (size_t i = 0; i < src.size(); ++i) copySlot(f, src[i], f, dst[i]);
      return;
    }
    std::vector<Scalar> s(src.size());
    std::vector<MemRefDesc> m(src.size());
    for (size_t i = 0; i < src.size(); ++i) {
      if (src[i].kind == SlotKind::Scalar) s[i] = f.s[src[i].index];
      else m[i] = f.m[src[i].index];
    }
    for (size_t i = 0; i < dst.size(); ++i) {
      if (dst[i].kind == SlotKind::Scalar) f.s[dst[i].index] = s[i];
      else f.m[dst[i].index] = m[i];
    }
  }
};

// ---- func -------------------------------------------------------------------------

int32_t funcReturn(Exec &ex, Frame &, const Instr &in, int32_t) {
  ex.lastReturn = static_cast<const ReturnData *>(in.ext);
  return kExitRegion;
}

bool decodeReturn(Decoder &d, Operation *op) {
  auto *data = d.own(std::make_unique<ReturnData>());
  data->operands = d.slots(op->getOperands().vec());
  data->op = op;
  d.emit(funcReturn, op).ext = data;
  return true;
}

int32_t call(Exec &ex, Frame &f, const Instr &in, int32_t pc) {
  const auto &data = *static_cast<const CallData *>(in.ext);
  const Function *callee = data.callee;
  if (callee->external) {
    if (!callee->externalCall)
      return runtimeError(ex, in.op, fmt::format("call to @{}, an external function the interpreter does not provide",
                                                 callee->name));
    return callee->externalCall(ex, f, in) == kAbort ? kAbort : pc + 1;
  }
  std::vector<Scalar> s(callee->numScalars);
  std::vector<MemRefDesc> m(callee->numMemRefs);
  Frame cf{s.data(), m.data(), callee};
  for (size_t i = 0; i < data.args.size(); ++i) copySlot(f, data.args[i], cf, callee->args[i]);
  ex.callSites.push_back(in.op);
  ex.callees.push_back(callee);
  ex.allocaStack.emplace_back();
  bool ok = runProgram(ex, cf, callee->body);
  if (ok) {
    for (Allocation *a : ex.allocaStack.back()) ex.memory.release(a, ex.lastReturn->op);
  }
  ex.allocaStack.pop_back();
  ex.callees.pop_back();
  ex.callSites.pop_back();
  if (!ok) return kAbort;
  for (size_t i = 0; i < data.results.size(); ++i)
    copySlot(cf, ex.lastReturn->operands[i], f, data.results[i]);
  return pc + 1;
}

bool decodeCall(Decoder &d, Operation *op) {
  auto callee = op->getAttrOfType<SymbolRefAttr>("callee");
  Function *fn = callee ? d.lookupFunction(callee.getRootReference()) : nullptr;
  if (!fn) return d.fail(op, "func.call of an unknown function");
  auto *data = d.own(std::make_unique<CallData>());
  data->callee = fn;
  data->args = d.slots(op->getOperands().vec());
  data->results = d.defineAll(op->getResults().vec());
  d.emit(call, op).ext = data;
  return true;
}

// ---- cf -----------------------------------------------------------------------------

struct BranchData : InstrData {
  const Program *program = nullptr;
  int32_t target[2] = {0, 0};
  SlotMove moves[2];
};

int32_t branch(Exec &, Frame &f, const Instr &in, int32_t) {
  const auto &data = *static_cast<const BranchData *>(in.ext);
  data.moves[0].run(f);
  return data.program->blockStart[data.target[0]];
}

int32_t condBranch(Exec &, Frame &f, const Instr &in, int32_t) {
  const auto &data = *static_cast<const BranchData *>(in.ext);
  int which = f.s[in.a].i ? 0 : 1;
  data.moves[which].run(f);
  return data.program->blockStart[data.target[which]];
}

bool decodeBranch(Decoder &d, Operation *op) {
  auto *data = d.own(std::make_unique<BranchData>());
  data->program = &d.currentProgram();
  bool conditional = op->getName() == "cf.cond_br";
  unsigned first = conditional ? 1 : 0;
  for (unsigned s = 0; s < op->getNumSuccessors(); ++s) {
    Block *target = op->getSuccessor(s);
    unsigned n = target->getNumArguments();
    std::vector<Value> operands;
    for (unsigned i = 0; i < n; ++i) operands.push_back(op->getOperand(first + i));
    first += n;
    data->target[s] = d.blockIndex(target);
    data->moves[s].init(d.slots(operands), d.currentProgram().blockArgs[data->target[s]]);
  }
  Instr &in = d.emit(conditional ? condBranch : branch, op);
  if (conditional) in.a = d.slot(op->getOperand(0)).index;
  in.ext = data;
  return true;
}

/// cf.switch: the case whose value equals the flag (compared as the
/// flag's sign-extended register), else the default.
struct CfSwitchData : InstrData {
  const Program *program = nullptr;
  std::vector<int64_t> values;   ///< case values, sign-extended
  std::vector<int32_t> targets;  ///< default first, then one per case
  std::vector<SlotMove> moves;
};

int32_t switchBranch(Exec &, Frame &f, const Instr &in, int32_t) {
  const auto &data = *static_cast<const CfSwitchData *>(in.ext);
  int64_t flag = f.s[in.a].i;
  size_t which = 0;
  for (size_t i = 0; i < data.values.size(); ++i)
    if (data.values[i] == flag) {
      which = i + 1;
      break;
    }
  data.moves[which].run(f);
  return data.program->blockStart[data.targets[which]];
}

bool decodeSwitch(Decoder &d, Operation *op) {
  cf::SwitchOp sw(op);
  auto *data = d.own(std::make_unique<CfSwitchData>());
  data->program = &d.currentProgram();
  data->values = sw.getCaseValues();
  for (unsigned s = 0; s < op->getNumSuccessors(); ++s) {
    int32_t target = d.blockIndex(op->getSuccessor(s));
    data->targets.push_back(target);
    data->moves.emplace_back().init(d.slots(sw.getSuccessorOperands(s).vec()),
                                    d.currentProgram().blockArgs[target]);
  }
  Instr &in = d.emit(switchBranch, op);
  in.a = d.slot(sw.getFlag()).index;
  in.ext = data;
  return true;
}

/// cf.assert: a false condition stops the run with the assertion's message
/// (compiled code aborts there).
int32_t cfAssert(Exec &ex, Frame &f, const Instr &in, int32_t pc) {
  if (f.s[in.a].i) return pc + 1;
  auto msg = in.op->getAttrOfType<StringAttr>("msg");
  return runtimeError(ex, in.op, fmt::format("cf.assert failed: \"{}\"", msg ? msg.getValue() : std::string()));
}

bool decodeAssert(Decoder &d, Operation *op) {
  d.emit(cfAssert, op).a = d.slot(op->getOperand(0)).index;
  return true;
}

// ---- scf ------------------------------------------------------------------------------

int32_t regionEnd(Exec &, Frame &, const Instr &, int32_t) { return kExitRegion; }

/// An scf.yield of a multi-block scf.execute_region: each of its blocks
/// may yield, so the yield itself moves its operands into the results.
struct YieldToResultsData : InstrData {
  SlotMove move;
};

int32_t yieldToResults(Exec &, Frame &f, const Instr &in, int32_t) {
  static_cast<const YieldToResultsData *>(in.ext)->move.run(f);
  return kExitRegion;
}

bool decodeTerminator(Decoder &d, Operation *op) {
  Operation *parent = op->getParentOp();
  if (op->getName() == "scf.yield" && parent && parent->getName() == "scf.execute_region" &&
      !parent->getRegion(0).hasOneBlock()) {
    auto *data = d.own(std::make_unique<YieldToResultsData>());
    data->move.init(d.slots(op->getOperands().vec()), d.slots(parent->getResults().vec()));
    d.emit(yieldToResults, op).ext = data;
    return true;
  }
  d.emit(regionEnd, op);
  return true;
}

/// scf.forall.in_parallel: its parallel_insert_slice ops run in place on the
/// shared outputs, then the iteration ends.
bool decodeInParallel(Decoder &d, Operation *op) {
  if (op->getNumRegions() && !op->getRegion(0).empty())
    for (Operation &inner : op->getRegion(0).front())
      if (!d.decodeNested(&inner)) return false;
  d.emit(regionEnd, op);
  return true;
}

struct ForData : InstrData {
  const Program *body = nullptr;
  uint32_t iv = 0;
  std::vector<Slot> inits, iterArgs, results;
  SlotMove next;  ///< yielded -> iterArgs
};

int32_t scfFor(Exec &ex, Frame &f, const Instr &in, int32_t pc) {
  const auto &data = *static_cast<const ForData *>(in.ext);
  int64_t lb = f.s[in.a].i, ub = f.s[in.b].i, step = f.s[in.c].i;
  if (step <= 0) return runtimeError(ex, in.op, fmt::format("scf.for with step {} (must be positive)", step));
  for (size_t i = 0; i < data.inits.size(); ++i) copySlot(f, data.inits[i], f, data.iterArgs[i]);
  for (int64_t iv = lb; in.imm ? uint64_t(iv) < uint64_t(ub) : iv < ub; iv += step) {
    f.s[data.iv].i = iv;
    if (!runProgram(ex, f, *data.body)) return kAbort;
    data.next.run(f);
  }
  for (size_t i = 0; i < data.results.size(); ++i) copySlot(f, data.iterArgs[i], f, data.results[i]);
  return pc + 1;
}

bool decodeFor(Decoder &d, Operation *op) {
  scf::ForOp loop(op);
  auto *data = d.own(std::make_unique<ForData>());
  data->inits = d.slots(loop.getInitArgs().vec());
  Program *body = d.decodeRegion(op->getRegion(0));
  if (!body) return false;
  data->body = body;
  data->iv = body->blockArgs[0][0].index;
  data->iterArgs.assign(body->blockArgs[0].begin() + 1, body->blockArgs[0].end());
  data->next.init(body->yielded, data->iterArgs);
  data->results = d.defineAll(op->getResults().vec());
  Instr &in = d.emit(scfFor, op);
  in.a = d.slot(loop.getLowerBound()).index;
  in.b = d.slot(loop.getUpperBound()).index;
  in.c = d.slot(loop.getStep()).index;
  in.imm = loop.getUnsignedCmp() ? 1 : 0;
  in.ext = data;
  return true;
}

struct IfData : InstrData {
  const Program *branches[2] = {nullptr, nullptr};
  std::vector<Slot> results;
};

int32_t scfIf(Exec &ex, Frame &f, const Instr &in, int32_t pc) {
  const auto &data = *static_cast<const IfData *>(in.ext);
  const Program *p = data.branches[f.s[in.a].i ? 0 : 1];
  if (!p) return pc + 1;
  if (!runProgram(ex, f, *p)) return kAbort;
  for (size_t i = 0; i < data.results.size(); ++i) copySlot(f, p->yielded[i], f, data.results[i]);
  return pc + 1;
}

bool decodeIf(Decoder &d, Operation *op) {
  auto *data = d.own(std::make_unique<IfData>());
  for (unsigned r = 0; r < 2; ++r) {
    if (op->getRegion(r).empty()) continue;
    data->branches[r] = d.decodeRegion(op->getRegion(r));
    if (!data->branches[r]) return false;
  }
  data->results = d.defineAll(op->getResults().vec());
  Instr &in = d.emit(scfIf, op);
  in.a = d.slot(op->getOperand(0)).index;
  in.ext = data;
  return true;
}

struct WhileData : InstrData {
  const Program *before = nullptr, *after = nullptr;
  std::vector<Slot> inits, results;
  SlotMove toAfter, toBefore;  ///< condition args -> after args; after yield -> before args
};

int32_t scfWhile(Exec &ex, Frame &f, const Instr &in, int32_t pc) {
  const auto &data = *static_cast<const WhileData *>(in.ext);
  for (size_t i = 0; i < data.inits.size(); ++i) copySlot(f, data.inits[i], f, data.before->blockArgs[0][i]);
  while (true) {
    if (!runProgram(ex, f, *data.before)) return kAbort;
    if (!f.s[data.before->yielded[0].index].i) break;
    data.toAfter.run(f);
    if (!runProgram(ex, f, *data.after)) return kAbort;
    data.toBefore.run(f);
  }
  for (size_t i = 0; i < data.results.size(); ++i) copySlot(f, data.before->yielded[i + 1], f, data.results[i]);
  return pc + 1;
}

bool decodeWhile(Decoder &d, Operation *op) {
  auto *data = d.own(std::make_unique<WhileData>());
  data->inits = d.slots(op->getOperands().vec());
  Program *before = d.decodeRegion(op->getRegion(0));
  if (!before) return false;
  Program *after = d.decodeRegion(op->getRegion(1));
  if (!after) return false;
  data->before = before;
  data->after = after;
  data->toAfter.init(std::vector<Slot>(before->yielded.begin() + 1, before->yielded.end()), after->blockArgs[0]);
  data->toBefore.init(after->yielded, before->blockArgs[0]);
  data->results = d.defineAll(op->getResults().vec());
  d.emit(scfWhile, op).ext = data;
  return true;
}

struct SwitchData : InstrData {
  std::vector<int64_t> cases;
  std::vector<const Program *> regions;  ///< cases..., then the default
  std::vector<Slot> results;
};

int32_t indexSwitch(Exec &ex, Frame &f, const Instr &in, int32_t pc) {
  const auto &data = *static_cast<const SwitchData *>(in.ext);
  int64_t v = f.s[in.a].i;
  size_t k = 0;
  while (k < data.cases.size() && data.cases[k] != v) ++k;
  const Program *p = data.regions[k];
  if (!runProgram(ex, f, *p)) return kAbort;
  for (size_t i = 0; i < data.results.size(); ++i) copySlot(f, p->yielded[i], f, data.results[i]);
  return pc + 1;
}

bool decodeIndexSwitch(Decoder &d, Operation *op) {
  scf::IndexSwitchOp sw(op);
  auto *data = d.own(std::make_unique<SwitchData>());
  data->cases.assign(sw.getCases().begin(), sw.getCases().end());
  for (unsigned r = 1; r < op->getNumRegions(); ++r) {
    Program *p = d.decodeRegion(op->getRegion(r));
    if (!p) return false;
    data->regions.push_back(p);
  }
  Program *def = d.decodeRegion(op->getRegion(0));
  if (!def) return false;
  data->regions.push_back(def);
  data->results = d.defineAll(op->getResults().vec());
  Instr &in = d.emit(indexSwitch, op);
  in.a = d.slot(sw.getArg()).index;
  in.ext = data;
  return true;
}

struct ForallData : InstrData {
  const Program *body = nullptr;
  MixedList lbs, ubs, steps;
  std::vector<uint32_t> ivs;
  /// Shared outputs (tensors): the results, fresh copies of the outputs made
  /// before the loop, and the body's arguments that name them.
  std::vector<uint32_t> results, sharedArgs;
};

int32_t forall(Exec &ex, Frame &f, const Instr &in, int32_t pc) {
  const auto &data = *static_cast<const ForallData *>(in.ext);
  size_t n = data.ivs.size();
  int64_t lb[kMaxRank], ub[kMaxRank], step[kMaxRank], iv[kMaxRank];
  data.lbs.evaluate(f, lb);
  data.ubs.evaluate(f, ub);
  data.steps.evaluate(f, step);
  for (size_t i = 0; i < data.results.size(); ++i) f.m[data.sharedArgs[i]] = f.m[data.results[i]];
  for (size_t i = 0; i < n; ++i) {
    if (step[i] <= 0) return runtimeError(ex, in.op, fmt::format("scf.forall with step {}", step[i]));
    if (lb[i] >= ub[i]) return pc + 1;
    iv[i] = lb[i];
  }
  while (true) {
    for (size_t i = 0; i < n; ++i) f.s[data.ivs[i]].i = iv[i];
    if (!runProgram(ex, f, *data.body)) return kAbort;
    size_t i = n;
    while (i > 0) {
      --i;
      iv[i] += step[i];
      if (iv[i] < ub[i]) break;
      iv[i] = lb[i];
      if (i == 0) return pc + 1;
    }
    if (n == 0) return pc + 1;
  }
}

bool decodeForall(Decoder &d, Operation *op) {
  scf::ForallOp fa(op);
  if (fa.getRank() > kMaxRank) return d.fail(op, "scf.forall of too high rank");
  auto *data = d.own(std::make_unique<ForallData>());
  for (unsigned i = 0; i < op->getNumResults(); ++i) {
    Value out = fa.getOutputs()[i];
    auto kind = elemKindOf(out.getType().cast<ShapedType>().getElementType());
    if (!kind) return d.fail(op, "scf.forall output element type not supported");
    Slot result = d.define(op->getResult(i));
    emitClone(d, op, d.slot(out), result, *kind, AllocKind::Tensor);
    data->results.push_back(result.index);
  }
  auto mixed = [&](ArrayRef<int64_t> statics, OperandRange dynamic) {
    MixedList list;
    list.statics.assign(statics.begin(), statics.end());
    for (Value v : dynamic) list.dynamic.push_back(d.slot(v).index);
    return list;
  };
  data->lbs = mixed(fa.getStaticLowerBound(), fa.getDynamicLowerBound());
  data->ubs = mixed(fa.getStaticUpperBound(), fa.getDynamicUpperBound());
  data->steps = mixed(fa.getStaticStep(), fa.getDynamicStep());
  Program *body = d.decodeRegion(op->getRegion(0));
  if (!body) return false;
  data->body = body;
  for (int64_t i = 0; i < fa.getRank(); ++i) data->ivs.push_back(body->blockArgs[0][i].index);
  for (size_t i = 0; i < data->results.size(); ++i)
    data->sharedArgs.push_back(body->blockArgs[0][fa.getRank() + i].index);
  d.emit(forall, op).ext = data;
  return true;
}

int32_t executeRegion(Exec &ex, Frame &f, const Instr &in, int32_t pc) {
  const auto &data = *static_cast<const IfData *>(in.ext);
  if (!runProgram(ex, f, *data.branches[0])) return kAbort;
  for (size_t i = 0; i < data.results.size(); ++i) copySlot(f, data.branches[0]->yielded[i], f, data.results[i]);
  return pc + 1;
}

/// Several blocks: the results are defined first, every scf.yield writes
/// them (yieldToResults) and the region's cf branches jump between blocks.
int32_t executeRegionBlocks(Exec &ex, Frame &f, const Instr &in, int32_t pc) {
  const auto &data = *static_cast<const IfData *>(in.ext);
  return runProgram(ex, f, *data.branches[0]) ? pc + 1 : kAbort;
}

bool decodeExecuteRegion(Decoder &d, Operation *op) {
  if (!op->getRegion(0).hasOneBlock()) {
    auto *data = d.own(std::make_unique<IfData>());
    data->results = d.defineAll(op->getResults().vec());
    data->branches[0] = d.decodeRegion(op->getRegion(0));
    if (!data->branches[0]) return false;
    d.emit(executeRegionBlocks, op).ext = data;
    return true;
  }
  auto *data = d.own(std::make_unique<IfData>());
  data->branches[0] = d.decodeRegion(op->getRegion(0));
  if (!data->branches[0]) return false;
  data->results = d.defineAll(op->getResults().vec());
  d.emit(executeRegion, op).ext = data;
  return true;
}

}  // namespace

void addControlDecoders(DecoderTable &t) {
  t["func.return"] = decodeReturn;
  t["func.call"] = decodeCall;
  t["cf.br"] = decodeBranch;
  t["cf.cond_br"] = decodeBranch;
  t["cf.switch"] = decodeSwitch;
  t["cf.assert"] = decodeAssert;
  t["scf.yield"] = decodeTerminator;
  t["scf.condition"] = decodeTerminator;
  t["scf.forall.in_parallel"] = decodeInParallel;
  t["scf.for"] = decodeFor;
  t["scf.if"] = decodeIf;
  t["scf.while"] = decodeWhile;
  t["scf.index_switch"] = decodeIndexSwitch;
  t["scf.forall"] = decodeForall;
  t["scf.execute_region"] = decodeExecuteRegion;
}

}  // namespace tbuf::interp

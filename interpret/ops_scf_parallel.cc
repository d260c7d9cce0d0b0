// scf.parallel / scf.reduce / scf.reduce.return: the loop runs its
// iterations one after the other in row-major order (the first dimension
// outermost), as mlir-opt's scf-to-cf lowering and tbuf's C emission do.
// The results are the running values of the reductions: they start as the
// init values, and at the end of every iteration the scf.reduce instruction
// runs each reduction region on (running value, the iteration's value) and
// stores what its scf.reduce.return yields back into the result.
#include "dialects/scf/scf_ops.h"
#include "fmt/format.h"
#include "interpret/decoder.h"
#include "interpret/sanitizer.h"
#include "ir/block.h"

namespace tbuf::interp {

namespace {

struct ParallelData : InstrData {
  const Program *body = nullptr;
  std::vector<uint32_t> lbs, ubs, steps, ivs;
  std::vector<Slot> inits, results;
};

int32_t scfParallel(Exec &ex, Frame &f, const Instr &in, int32_t pc) {
  const auto &data = *static_cast<const ParallelData *>(in.ext);
  size_t n = data.ivs.size();
  int64_t lb[kMaxRank], ub[kMaxRank], step[kMaxRank], iv[kMaxRank];
  for (size_t i = 0; i < n; ++i) {
    lb[i] = f.s[data.lbs[i]].i;
    ub[i] = f.s[data.ubs[i]].i;
    step[i] = f.s[data.steps[i]].i;
    if (step[i] <= 0)
      return runtimeError(ex, in.op, fmt::format("scf.parallel with step {} (must be positive)", step[i]));
  }
  copySlots(f, data.inits, f, data.results);
  for (size_t i = 0; i < n; ++i) {
    if (lb[i] >= ub[i]) return pc + 1;
    iv[i] = lb[i];
  }
  while (true) {
    for (size_t i = 0; i < n; ++i) f.s[data.ivs[i]].i = iv[i];
    if (!runProgram(ex, f, *data.body)) return kAbort;
    size_t i = n;
    while (true) {
      if (i == 0) return pc + 1;
      --i;
      iv[i] += step[i];
      if (iv[i] < ub[i]) break;
      iv[i] = lb[i];
    }
  }
}

bool decodeParallel(Decoder &d, Operation *op) {
  scf::ParallelOp par(op);
  if (par.getNumLoops() > static_cast<unsigned>(kMaxRank)) return d.fail(op, "scf.parallel of too high rank");
  auto *data = d.own(std::make_unique<ParallelData>());
  for (Value v : par.getLowerBound()) data->lbs.push_back(d.slot(v).index);
  for (Value v : par.getUpperBound()) data->ubs.push_back(d.slot(v).index);
  for (Value v : par.getStep()) data->steps.push_back(d.slot(v).index);
  data->inits = d.slots(par.getInitVals().vec());
  // The results hold the running values, which the body's scf.reduce
  // updates: they get their slots before the body is decoded.
  data->results = d.defineAll(op->getResults().vec());
  Program *body = d.decodeRegion(op->getRegion(0));
  if (!body) return false;
  data->body = body;
  for (const Slot &iv : body->blockArgs[0]) data->ivs.push_back(iv.index);
  d.emit(scfParallel, op).ext = data;
  return true;
}

/// One reduction of an scf.reduce: its region, its block arguments, the
/// value the iteration contributes and the running value (the loop result).
struct Reduction {
  const Program *region = nullptr;
  Slot accArg, valueArg, value, running;
};

struct ReduceData : InstrData {
  std::vector<Reduction> reductions;
};

int32_t scfReduce(Exec &ex, Frame &f, const Instr &in, int32_t) {
  for (const Reduction &r : static_cast<const ReduceData *>(in.ext)->reductions) {
    copySlot(f, r.running, f, r.accArg);
    copySlot(f, r.value, f, r.valueArg);
    if (!runProgram(ex, f, *r.region)) return kAbort;
    copySlot(f, r.region->yielded[0], f, r.running);
  }
  return kExitRegion;
}

bool decodeReduce(Decoder &d, Operation *op) {
  Operation *parent = op->getParentOp();
  if (!parent || !scf::ParallelOp::classof(parent) || parent->getNumResults() != op->getNumRegions() ||
      op->getNumOperands() != op->getNumRegions())
    return d.fail(op, "scf.reduce outside a verified scf.parallel");
  auto *data = d.own(std::make_unique<ReduceData>());
  for (unsigned i = 0; i < op->getNumRegions(); ++i) {
    Reduction r;
    r.value = d.slot(op->getOperand(i));
    r.running = d.slot(parent->getResult(i));
    Program *region = d.decodeRegion(op->getRegion(i));
    if (!region) return false;
    r.region = region;
    r.accArg = region->blockArgs[0][0];
    r.valueArg = region->blockArgs[0][1];
    data->reductions.push_back(r);
  }
  d.emit(scfReduce, op).ext = data;
  return true;
}

int32_t reduceReturn(Exec &, Frame &, const Instr &, int32_t) { return kExitRegion; }

bool decodeReduceReturn(Decoder &d, Operation *op) {
  d.emit(reduceReturn, op);
  return true;
}

}  // namespace

void addScfParallelDecoders(DecoderTable &t) {
  t["scf.parallel"] = decodeParallel;
  t["scf.reduce"] = decodeReduce;
  t["scf.reduce.return"] = decodeReduceReturn;
}

}  // namespace tbuf::interp

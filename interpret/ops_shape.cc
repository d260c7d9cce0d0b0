// The shape dialect's witnesses in the interpreter. A witness is a boolean
// scalar: shape.const_witness is its constant, shape.cstr_require stops the
// run with its message when the condition is false (as the cf.assert that
// MLIR's shape-constraint lowering makes of it) and otherwise holds.
// shape.assuming runs its region once when the witness holds and stops the
// run otherwise; shape.assuming_yield ends the region with the op's results.
#include <memory>

#include "fmt/format.h"
#include "interpret/decoder.h"
#include "interpret/sanitizer.h"
#include "ir/attributes.h"

namespace tbuf::interp {

namespace {

int32_t constWitness(Exec &, Frame &f, const Instr &in, int32_t pc) {
  f.s[in.r].i = in.imm;
  return pc + 1;
}

bool decodeConstWitness(Decoder &d, Operation *op) {
  Instr &in = d.emit(constWitness, op);
  in.r = d.define(op->getResult(0)).index;
  auto passing = op->getAttrOfType<BoolAttr>("passing");
  in.imm = passing && passing.getValue() ? -1 : 0;
  return true;
}

int32_t cstrRequire(Exec &ex, Frame &f, const Instr &in, int32_t pc) {
  if (!f.s[in.a].i) {
    auto msg = in.op->getAttrOfType<StringAttr>("msg");
    return runtimeError(ex, in.op, fmt::format("shape.cstr_require failed: \"{}\"", msg ? msg.getValue() : ""));
  }
  f.s[in.r].i = -1;
  return pc + 1;
}

bool decodeCstrRequire(Decoder &d, Operation *op) {
  Instr &in = d.emit(cstrRequire, op);
  in.a = d.slot(op->getOperand(0)).index;
  in.r = d.define(op->getResult(0)).index;
  return true;
}

struct AssumingData : InstrData {
  const Program *body = nullptr;
  std::vector<Slot> results;
};

int32_t assuming(Exec &ex, Frame &f, const Instr &in, int32_t pc) {
  if (!f.s[in.a].i) return runtimeError(ex, in.op, "shape.assuming: the witness does not hold");
  const auto &data = *static_cast<const AssumingData *>(in.ext);
  if (!runProgram(ex, f, *data.body)) return kAbort;
  for (size_t i = 0; i < data.results.size(); ++i) copySlot(f, data.body->yielded[i], f, data.results[i]);
  return pc + 1;
}

bool decodeAssuming(Decoder &d, Operation *op) {
  auto *data = d.own(std::make_unique<AssumingData>());
  data->body = d.decodeRegion(op->getRegion(0));
  if (!data->body) return false;
  data->results = d.defineAll(op->getResults().vec());
  Instr &in = d.emit(assuming, op);
  in.a = d.slot(op->getOperand(0)).index;
  in.ext = data;
  return true;
}

int32_t assumingYield(Exec &, Frame &, const Instr &, int32_t) { return kExitRegion; }

bool decodeAssumingYield(Decoder &d, Operation *op) {
  d.emit(assumingYield, op);
  return true;
}

}  // namespace

void addShapeDecoders(DecoderTable &t) {
  t["shape.const_witness"] = decodeConstWitness;
  t["shape.cstr_require"] = decodeCstrRequire;
  t["shape.assuming"] = decodeAssuming;
  t["shape.assuming_yield"] = decodeAssumingYield;
}

}  // namespace tbuf::interp

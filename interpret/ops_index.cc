// The index dialect in the interpreter. index is 64 bits wide here (as in
// the C emission), so every index op is its arith counterpart on index
// values and reuses that op's decoder; index.cmp and index.sizeof have
// their own handlers.
#include "dialects/index/index_ops.h"
#include "interpret/decoder.h"

namespace tbuf::interp {

namespace {

int32_t indexCmp(Exec &, Frame &f, const Instr &in, int32_t pc) {
  bool result = index::compareIndices(f.s[in.a].i, f.s[in.b].i, static_cast<index::CmpPredicate>(in.imm), 64);
  f.s[in.r].i = result ? -1 : 0;  // i1 true is kept sign-extended
  return pc + 1;
}

bool decodeIndexCmp(Decoder &d, Operation *op) {
  Instr &in = d.emit(indexCmp, op);
  in.a = d.slot(op->getOperand(0)).index;
  in.b = d.slot(op->getOperand(1)).index;
  in.r = d.define(op->getResult(0)).index;
  in.imm = static_cast<int64_t>(index::CmpOp(op).getPred());
  return true;
}

int32_t indexSizeOf(Exec &, Frame &f, const Instr &in, int32_t pc) {
  f.s[in.r].i = 64;
  return pc + 1;
}

bool decodeIndexSizeOf(Decoder &d, Operation *op) {
  d.emit(indexSizeOf, op).r = d.define(op->getResult(0)).index;
  return true;
}

}  // namespace

void addIndexDecoders(DecoderTable &t) {
  for (const auto &[indexOp, arithOp] : index::kArithEquivalents) {
    auto it = t.find(arithOp);
    if (it != t.end()) t[indexOp] = it->second;
  }
  // Both constants keep their value in `value`, as arith.constant does.
  for (std::string_view constant : {"index.constant", "index.bool.constant"}) {
    auto it = t.find("arith.constant");
    if (it != t.end()) t[constant] = it->second;
  }
  t["index.cmp"] = decodeIndexCmp;
  t["index.sizeof"] = decodeIndexSizeOf;
}

}  // namespace tbuf::interp

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

/// index op -> the arith op with the same semantics on 64-bit index values.
constexpr std::pair<std::string_view, std::string_view> kArithEquivalents[] = {
    {"index.constant", "arith.constant"},   {"index.bool.constant", "arith.constant"},
    {"index.add", "arith.addi"},            {"index.sub", "arith.subi"},
    {"index.mul", "arith.muli"},            {"index.divs", "arith.divsi"},
    {"index.divu", "arith.divui"},          {"index.ceildivs", "arith.ceildivsi"},
    {"index.ceildivu", "arith.ceildivui"},  {"index.floordivs", "arith.floordivsi"},
    {"index.rems", "arith.remsi"},          {"index.remu", "arith.remui"},
    {"index.maxs", "arith.maxsi"},          {"index.mins", "arith.minsi"},
    {"index.maxu", "arith.maxui"},          {"index.minu", "arith.minui"},
    {"index.shl", "arith.shli"},            {"index.shrs", "arith.shrsi"},
    {"index.shru", "arith.shrui"},          {"index.and", "arith.andi"},
    {"index.or", "arith.ori"},              {"index.xor", "arith.xori"},
    {"index.casts", "arith.index_cast"},    {"index.castu", "arith.index_castui"},
};

}  // namespace

void addIndexDecoders(DecoderTable &t) {
  for (const auto &[indexOp, arithOp] : kArithEquivalents) {
    auto it = t.find(arithOp);
    if (it != t.end()) t[indexOp] = it->second;
  }
  t["index.cmp"] = decodeIndexCmp;
  t["index.sizeof"] = decodeIndexSizeOf;
}

}  // namespace tbuf::interp

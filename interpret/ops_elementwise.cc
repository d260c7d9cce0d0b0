// arith and math ops on ranked tensors (`arith.addf %a, %b : tensor<4xf32>`,
// `arith.cmpi` giving a tensor of i1, `arith.select` with a tensor
// condition, casts): the op's scalar form is decoded once as a small
// sub-program (Decoder::decodeScalarized, reusing the scalar decoders), and
// the handler runs it for every element of a fresh result tensor, reading
// each tensor operand's element through the sanitizer's checked access.
#include "fmt/format.h"
#include "interpret/element_access.h"
#include "interpret/memref_utils.h"
#include "interpret/sanitizer.h"

namespace tbuf::interp {

namespace {

struct ElementwiseData : InstrData {
  const Program *body = nullptr;
  struct Operand {
    uint32_t tensor, scalar;
    ReadFn read;
  };
  std::vector<Operand> operands;
  uint32_t resultScalar = 0;
  ElemKind resultKind = ElemKind::F32;
  WriteFn write = nullptr;
};

int32_t elementwise(Exec &ex, Frame &f, const Instr &in, int32_t pc) {
  const auto &data = *static_cast<const ElementwiseData *>(in.ext);
  const MemRefDesc &shape = f.m[data.operands[0].tensor];
  for (const auto &o : data.operands) {
    const MemRefDesc &t = f.m[o.tensor];
    if (!checkLive(ex, in.op, t, "reads")) return kAbort;
    bool same = t.rank == shape.rank;
    for (int64_t k = 0; same && k < t.rank; ++k) same = t.sizes[k] == shape.sizes[k];
    if (!same) return runtimeError(ex, in.op, fmt::format("{} on tensors of different shapes", in.op->getName()));
  }
  MemRefDesc result;
  result.rank = shape.rank;
  for (int64_t k = 0; k < shape.rank; ++k) result.sizes[k] = shape.sizes[k];
  result.setIdentityStrides();
  result.alloc =
      ex.memory.allocate(AllocKind::Tensor, data.resultKind, result.numElements(), in.op, formatCallStack(ex));
  int64_t n = result.numElements();
  int64_t idx[kMaxRank] = {};
  for (int64_t linear = 0; linear < n; ++linear) {
    for (const auto &o : data.operands) {
      const MemRefDesc &t = f.m[o.tensor];
      int64_t p = checkedIndex(ex, in.op, t, idx, true, false);
      if (p < 0) return kAbort;
      f.s[o.scalar] = o.read(t.alloc->data, p);
    }
    if (!runProgram(ex, f, *data.body)) return kAbort;
    data.write(result.alloc->data, linear, f.s[data.resultScalar]);
    result.alloc->setInit(linear);
    for (int64_t k = result.rank - 1; k >= 0; --k) {
      if (++idx[k] < result.sizes[k]) break;
      idx[k] = 0;
    }
  }
  f.m[in.r] = result;
  return pc + 1;
}

}  // namespace

bool decodeElementwise(Decoder &d, Operation *op) {
  auto resultType = op->getResult(0).getType().cast<ShapedType>();
  auto resultKind = elemKindOf(resultType.getElementType());
  if (!resultKind) return d.fail(op, fmt::format("'{}' on tensors of this element type is not supported", op->getName()));
  std::vector<std::pair<Slot, Slot>> operands;
  Slot resultScalar;
  auto *data = d.own(std::make_unique<ElementwiseData>());
  Program *body = d.decodeScalarized(op, operands, resultScalar);
  if (!body) return false;
  if (operands.empty()) return d.fail(op, fmt::format("'{}' without tensor operands", op->getName()));
  data->body = body;
  for (auto &[tensor, scalar] : operands) {
    Value v;
    for (Value operand : op->getOperands())
      if (d.slot(operand).index == tensor.index &&
          (operand.getType().isa<RankedTensorType>() || operand.getType().isa<VectorType>()))
        v = operand;
    auto kind = elemKindOf(v.getType().cast<ShapedType>().getElementType());
    if (!kind) return d.fail(op, fmt::format("'{}' on tensors of this element type is not supported", op->getName()));
    data->operands.push_back({tensor.index, scalar.index, readerFor(*kind)});
  }
  data->resultScalar = resultScalar.index;
  data->resultKind = *resultKind;
  data->write = writerFor(*resultKind);
  Instr &in = d.emit(elementwise, op);
  in.r = d.slot(op->getResult(0)).index;
  in.ext = data;
  return true;
}

}  // namespace tbuf::interp

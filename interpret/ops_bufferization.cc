// The bufferization dialect at memref level: bufferization.clone (a new
// heap allocation with the source's contents and initialized bits) and
// bufferization.dealloc with retained values and conditions, checked by the
// sanitizer: a condition that claims ownership of memory the program does
// not own, of a freed allocation, or a retained value whose allocation is
// already gone are reports.
#include "dialects/bufferization/bufferization_ops.h"
#include "fmt/format.h"
#include "interpret/memref_utils.h"
#include "interpret/sanitizer.h"

namespace tbuf::interp {

namespace {

struct CloneData : InstrData {
  ElemKind elem;
  AllocKind kind = AllocKind::Heap;
};

int32_t clone(Exec &ex, Frame &f, const Instr &in, int32_t pc) {
  const auto &data = *static_cast<const CloneData *>(in.ext);
  const MemRefDesc src = f.m[in.a];
  if (!checkLive(ex, in.op, src, "reads")) return kAbort;
  MemRefDesc &m = f.m[in.r];
  m = MemRefDesc();
  m.rank = src.rank;
  for (int64_t i = 0; i < src.rank; ++i) m.sizes[i] = src.sizes[i];
  m.setIdentityStrides();
  m.alloc = ex.memory.allocate(data.kind, data.elem, m.numElements(), in.op, formatCallStack(ex));
  if (!copyElements(ex, in.op, src, m)) return kAbort;
  return pc + 1;
}

bool decodeClone(Decoder &d, Operation *op) {
  auto type = op->getResult(0).getType().dyn_cast<BaseMemRefType>();
  if (!type) return d.fail(op, "bufferization.clone of tensors is not supported");
  auto kind = elemKindOf(type.getElementType());
  if (!kind) return d.fail(op, "bufferization.clone of this element type is not supported");
  emitClone(d, op, d.slot(op->getOperand(0)), d.define(op->getResult(0)), *kind, AllocKind::Heap);
  return true;
}

struct DeallocData : InstrData {
  std::vector<uint32_t> memrefs, conditions, retained, updated;
};

/// MLIR's semantics: every memref whose condition is true is freed unless it
/// aliases a retained value (same allocation); each updated condition is
/// the OR of the conditions of the memrefs that alias its retained value.
/// Several memrefs of one allocation free it once.
int32_t dealloc(Exec &ex, Frame &f, const Instr &in, int32_t pc) {
  const auto &data = *static_cast<const DeallocData *>(in.ext);
  for (size_t r = 0; r < data.retained.size(); ++r) {
    const MemRefDesc &kept = f.m[data.retained[r]];
    if (kept.alloc && kept.alloc->freed)
      return report(ex, SanitizerKind::DeallocMismatch, in.op,
                    fmt::format("bufferization.dealloc retains (operand {} of retain) {}, which was already freed "
                                "by {} at {}",
                                r, describeAllocation(*kept.alloc),
                                kept.alloc->freeOp ? std::string(kept.alloc->freeOp->getName()) : "<unknown>",
                                formatLocation(kept.alloc->freeOp ? kept.alloc->freeOp->getLoc() : Location())));
  }
  std::vector<Allocation *> toFree;
  std::vector<size_t> toFreeIndex;
  for (size_t i = 0; i < data.memrefs.size(); ++i) {
    if (!f.s[data.conditions[i]].i) continue;
    const MemRefDesc &m = f.m[data.memrefs[i]];
    if (!m.alloc) continue;
    Allocation &a = *m.alloc;
    if (a.freed)
      return report(ex, SanitizerKind::DeallocMismatch, in.op,
                    fmt::format("bufferization.dealloc claims ownership (condition {} is true) of {}, which was "
                                "already freed by {} at {}",
                                i, describeAllocation(a), a.freeOp ? std::string(a.freeOp->getName()) : "<unknown>",
                                formatLocation(a.freeOp ? a.freeOp->getLoc() : Location())));
    if (a.kind != AllocKind::Heap)
      return report(ex, SanitizerKind::DeallocMismatch, in.op,
                    fmt::format("bufferization.dealloc claims ownership (condition {} is true) of {}, which is not "
                                "heap memory",
                                i, describeAllocation(a)));
    bool retained = false;
    for (uint32_t r : data.retained) retained |= f.m[r].alloc == &a;
    bool seen = false;
    for (Allocation *p : toFree) seen |= p == &a;
    if (!retained && !seen) {
      toFree.push_back(&a);
      toFreeIndex.push_back(i);
    }
  }
  for (size_t r = 0; r < data.retained.size(); ++r) {
    bool owned = false;
    for (size_t i = 0; i < data.memrefs.size(); ++i)
      owned |= f.s[data.conditions[i]].i && f.m[data.memrefs[i]].alloc == f.m[data.retained[r]].alloc &&
               f.m[data.retained[r]].alloc;
    f.s[data.updated[r]].i = owned ? -1 : 0;
  }
  for (Allocation *a : toFree) ex.memory.release(a, in.op);
  return pc + 1;
}

bool decodeDealloc(Decoder &d, Operation *op) {
  bufferization::DeallocOp dealloc(op);
  auto *data = d.own(std::make_unique<DeallocData>());
  for (Value v : dealloc.getMemrefs()) data->memrefs.push_back(d.slot(v).index);
  for (Value v : dealloc.getConditions()) data->conditions.push_back(d.slot(v).index);
  for (Value v : dealloc.getRetained()) data->retained.push_back(d.slot(v).index);
  for (Value v : op->getResults()) data->updated.push_back(d.define(v).index);
  Instr &in = d.emit(interp::dealloc, op);
  in.ext = data;
  return true;
}

/// bufferization.alloc_tensor: a new tensor, uninitialized or a copy.
bool decodeAllocTensor(Decoder &d, Operation *op) {
  bufferization::AllocTensorOp at(op);
  auto kind = elemKindOf(at.getType().getElementType());
  if (!kind) return d.fail(op, "bufferization.alloc_tensor of this element type is not supported");
  Slot result = d.define(op->getResult(0));
  if (Value copy = at.getCopy()) {
    emitClone(d, op, d.slot(copy), result, *kind, AllocKind::Tensor);
    return true;
  }
  emitAlloc(d, op, result, *kind, AllocKind::Tensor, mixedOf(d, at.getType().getShape(), at.getDynamicSizes()));
  return true;
}

/// bufferization.materialize_in_destination: into a tensor, a new tensor
/// with the source's contents; into a memref, a copy into that buffer.
bool decodeMaterialize(Decoder &d, Operation *op) {
  bufferization::MaterializeInDestinationOp mat(op);
  auto shaped = mat.getSource().getType().dyn_cast<ShapedType>();
  auto kind = shaped ? elemKindOf(shaped.getElementType()) : std::nullopt;
  if (!kind) return d.fail(op, "bufferization.materialize_in_destination of this type is not supported");
  if (Value result = mat.getResult()) {
    emitClone(d, op, d.slot(mat.getSource()), d.define(result), *kind, AllocKind::Tensor);
    return true;
  }
  emitCopy(d, op, d.slot(mat.getSource()), d.slot(mat.getDest()));
  return true;
}

}  // namespace

void emitClone(Decoder &d, Operation *op, Slot source, Slot result, ElemKind elem, AllocKind kind) {
  auto *data = d.own(std::make_unique<CloneData>());
  data->elem = elem;
  data->kind = kind;
  Instr &in = d.emit(clone, op);
  in.a = source.index;
  in.r = result.index;
  in.ext = data;
}

void addBufferizationDecoders(DecoderTable &t) {
  t["bufferization.clone"] = decodeClone;
  t["bufferization.dealloc"] = decodeDealloc;
  t["bufferization.alloc_tensor"] = decodeAllocTensor;
  t["bufferization.materialize_in_destination"] = decodeMaterialize;
}

}  // namespace tbuf::interp

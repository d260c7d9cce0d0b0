// Ops that give a buffer or a tensor another element type without moving
// data: memref.view (the bytes of a 1-D i8 buffer seen as elements of
// another type: a ByteView allocation, interpret/memory.h) and
// tensor.bitcast (the same descriptor: the element widths are equal, and
// handlers read elements through the result's type).
#include "dialects/memref/memref_ops.h"
#include "fmt/format.h"
#include "interpret/decoder.h"
#include "interpret/memref_utils.h"
#include "interpret/sanitizer.h"
#include "ir/attributes.h"

namespace tbuf::interp {

namespace {

// ---- memref.view -----------------------------------------------------------------------

struct ViewData : InstrData {
  ElemKind elem = ElemKind::F32;
  MixedList sizes;
};

int32_t view(Exec &ex, Frame &f, const Instr &in, int32_t pc) {
  const auto &data = *static_cast<const ViewData *>(in.ext);
  const MemRefDesc src = f.m[in.a];
  int64_t shift = f.s[in.b].i;
  if (!checkLive(ex, in.op, src, "views")) return kAbort;
  MemRefDesc m;
  m.rank = static_cast<int64_t>(data.sizes.statics.size());
  data.sizes.evaluate(f, m.sizes);
  m.setIdentityStrides();
  int64_t count = m.numElements();
  int64_t bytes = count * elemBytes(data.elem);
  // The source is a contiguous 1-D i8 memref (the verifier's rule): its
  // bytes are positions offset .. offset + size - 1 of its allocation.
  int64_t available = src.sizes[0] - shift;
  if (shift < 0 || available < 0 || bytes > available)
    return report(ex, SanitizerKind::OutOfBounds, in.op,
                  fmt::format("{} takes {} bytes at byte shift {} of a source of {} bytes, over {}",
                              in.op->getName(), bytes, shift, src.sizes[0], describeAllocation(*src.alloc)));
  int64_t byteOffset = (src.offset + shift) * elemBytes(src.alloc->elem);
  m.alloc = ex.memory.allocateByteView(src.alloc, data.elem, byteOffset, available / elemBytes(data.elem), in.op,
                                       formatCallStack(ex));
  m.offset = 0;
  f.m[in.r] = m;
  return pc + 1;
}

bool decodeView(Decoder &d, Operation *op) {
  memref::ViewOp v(op);
  MemRefType type = v.getType();
  auto elem = elemKindOf(type.getElementType());
  if (!elem) return d.fail(op, "memref.view to this element type is not supported");
  auto source = v.getSource().getType().dyn_cast<MemRefType>();
  if (!source || source.getRank() != 1 || elemKindOf(source.getElementType()) != ElemKind::I8)
    return d.fail(op, "memref.view of a source other than a 1-D i8 memref is not supported");
  auto *data = d.own(std::make_unique<ViewData>());
  data->elem = *elem;
  data->sizes = mixedOf(d, type.getShape(), v.getSizes());
  Instr &in = d.emit(view, op);
  in.a = d.slot(v.getSource()).index;
  in.b = d.slot(v.getByteShift()).index;
  in.r = d.define(v.getResult()).index;
  in.ext = data;
  return true;
}

// ---- tensor.bitcast: the same descriptor ---------------------------------------------------------------------

int32_t sameDescriptor(Exec &, Frame &f, const Instr &in, int32_t pc) {
  f.m[in.r] = f.m[in.a];
  return pc + 1;
}

bool decodeSameDescriptor(Decoder &d, Operation *op) {
  Type from = elementTypeOf(op->getOperand(0).getType()), to = elementTypeOf(op->getResult(0).getType());
  auto fromKind = elemKindOf(from), toKind = elemKindOf(to);
  if (!fromKind || !toKind || elemBytes(*fromKind) != elemBytes(*toKind))
    return d.fail(op, fmt::format("op '{}' between these element types is not supported", op->getName()));
  Instr &in = d.emit(sameDescriptor, op);
  in.a = d.slot(op->getOperand(0)).index;
  in.r = d.define(op->getResult(0)).index;
  return true;
}

}  // namespace

void addRetypeDecoders(DecoderTable &t) {
  t["memref.view"] = decodeView;
  t["tensor.bitcast"] = decodeSameDescriptor;
}

}  // namespace tbuf::interp

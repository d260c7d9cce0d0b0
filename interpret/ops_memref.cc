// The memref dialect's access and allocation ops: alloc, alloca, dealloc,
// load, store, copy, get_global, dim, rank. Loads and stores are
// instantiated per element kind; every access goes through the sanitizer's
// inline check (sanitizer.h). Views and reshapes are in ops_memref_view.cc.
#include "dialects/memref/memref_ops.h"
#include "fmt/format.h"
#include "interpret/element_access.h"
#include "interpret/memref_utils.h"
#include "interpret/sanitizer.h"

namespace tbuf::interp {

namespace {

/// Larger allocations are refused (a runtime error) rather than attempted.
constexpr int64_t kMaxAllocationBytes = int64_t(1) << 34;

struct IndexList : InstrData {
  std::vector<uint32_t> slots;
};

template <ElemKind K, bool Traced = false> int32_t load(Exec &ex, Frame &f, const Instr &in, int32_t pc) {
  const MemRefDesc &m = f.m[in.a];
  const uint32_t *ix = static_cast<const uint32_t *>(in.ext);
  int64_t idx[kMaxRank];
  for (int64_t d = 0; d < in.imm; ++d) idx[d] = f.s[ix[d]].i;
  int64_t linear = checkedIndex<Traced>(ex, in.op, m, idx, /*isRead=*/true, /*isWrite=*/false);
  if (linear < 0) return kAbort;
  f.s[in.r] = readElem<K>(m.alloc->data, linear);
  return pc + 1;
}

template <ElemKind K, bool Traced = false> int32_t store(Exec &ex, Frame &f, const Instr &in, int32_t pc) {
  const MemRefDesc &m = f.m[in.a];
  const uint32_t *ix = static_cast<const uint32_t *>(in.ext);
  int64_t idx[kMaxRank];
  for (int64_t d = 0; d < in.imm; ++d) idx[d] = f.s[ix[d]].i;
  int64_t linear = checkedIndex<Traced>(ex, in.op, m, idx, /*isRead=*/false, /*isWrite=*/true);
  if (linear < 0) return kAbort;
  writeElem<K>(m.alloc->data, linear, f.s[in.b]);
  m.alloc->setInit(linear);
  return pc + 1;
}

/// The recording variants (InterpretOptions::traceAccesses).
template <ElemKind K> int32_t loadTraced(Exec &ex, Frame &f, const Instr &in, int32_t pc) {
  return load<K, true>(ex, f, in, pc);
}
template <ElemKind K> int32_t storeTraced(Exec &ex, Frame &f, const Instr &in, int32_t pc) {
  return store<K, true>(ex, f, in, pc);
}

bool decodeLoad(Decoder &d, Operation *op) {
  memref::LoadOp load(op);
  auto kind = elemKindOf(load.getMemRefType().getElementType());
  if (!kind) return d.fail(op, "memref.load of this element type is not supported");
  return emitLoad(d, op, d.slot(load.getMemref()), *kind, load.getIndices().vec(), d.define(op->getResult(0)));
}

bool decodeStore(Decoder &d, Operation *op) {
  memref::StoreOp store(op);
  auto kind = elemKindOf(store.getMemRefType().getElementType());
  if (!kind) return d.fail(op, "memref.store of this element type is not supported");
  return emitStore(d, op, d.slot(store.getValueToStore()), d.slot(store.getMemref()), *kind, store.getIndices().vec());
}

// ---- alloc / alloca / dealloc ----------------------------------------------------

struct AllocData : InstrData {
  ElemKind elem;
  AllocKind kind;
  int64_t alignment = 64;
  MixedList sizes;
};

int32_t alloc(Exec &ex, Frame &f, const Instr &in, int32_t pc) {
  const auto &data = *static_cast<const AllocData *>(in.ext);
  MemRefDesc &m = f.m[in.r];
  m.rank = static_cast<int64_t>(data.sizes.statics.size());
  data.sizes.evaluate(f, m.sizes);
  for (int64_t i = 0; i < m.rank; ++i)
    if (m.sizes[i] < 0) return runtimeError(ex, in.op, fmt::format("{} with negative size {}", in.op->getName(), m.sizes[i]));
  m.setIdentityStrides();
  m.offset = 0;
  int64_t bytes = elemBytes(data.elem);
  bool overflow = false;
  for (int64_t i = 0; i < m.rank; ++i) overflow |= __builtin_mul_overflow(bytes, m.sizes[i], &bytes);
  if (overflow || bytes > kMaxAllocationBytes)
    return runtimeError(ex, in.op, fmt::format("{} of {} bytes exceeds the interpreter's limit of {} bytes",
                                               in.op->getName(), bytes, kMaxAllocationBytes));
  m.alloc = ex.memory.allocate(data.kind, data.elem, m.numElements(), in.op, formatCallStack(ex), data.alignment);
  if (data.kind == AllocKind::Alloca && !ex.allocaStack.empty()) ex.allocaStack.back().push_back(m.alloc);
  if (!ex.sanitize) m.alloc->setAllInit();
  return pc + 1;
}

bool decodeAlloc(Decoder &d, Operation *op) {
  MemRefType type = op->getResult(0).getType().cast<MemRefType>();
  auto kind = elemKindOf(type.getElementType());
  if (!kind) return d.fail(op, fmt::format("{} of this element type is not supported", op->getName()));
  if (type.getRank() > kMaxRank) return d.fail(op, fmt::format("memrefs of rank above {} are not supported", kMaxRank));
  Attribute layout = type.getLayout();
  if (layout && !layout.isa<AffineMapAttr>()) {
    auto strided = layout.dyn_cast<StridedLayoutAttr>();
    if (!strided || !strided.isIdentityFor(type.getShape()))
      return d.fail(op, fmt::format("{} with a non-identity layout is not supported", op->getName()));
  }
  MixedList sizes;
  sizes.statics.assign(type.getShape().begin(), type.getShape().end());
  for (Value v : op->getOperands()) sizes.dynamic.push_back(d.slot(v).index);
  int64_t alignment = 64;
  if (auto align = op->getAttrOfType<IntegerAttr>("alignment")) alignment = align.getInt();
  emitAlloc(d, op, d.define(op->getResult(0)), *kind,
            op->getName() == "memref.alloca" ? AllocKind::Alloca : AllocKind::Heap, std::move(sizes), alignment);
  return true;
}

int32_t dealloc(Exec &ex, Frame &f, const Instr &in, int32_t pc) {
  const MemRefDesc &m = f.m[in.a];
  if (!m.alloc) return pc + 1;  // free(NULL)
  if (!freeAllocation(ex, in.op, m, "memref.dealloc")) return kAbort;
  return pc + 1;
}

bool decodeDealloc(Decoder &d, Operation *op) {
  Instr &in = d.emit(dealloc, op);
  in.a = d.slot(op->getOperand(0)).index;
  return true;
}

// ---- copy ----------------------------------------------------------------------

int32_t copy(Exec &ex, Frame &f, const Instr &in, int32_t pc) {
  const MemRefDesc &src = f.m[in.a];
  const MemRefDesc &dst = f.m[in.b];
  if (!copyElements(ex, in.op, src, dst)) return kAbort;
  return pc + 1;
}

bool decodeCopy(Decoder &d, Operation *op) {
  emitCopy(d, op, d.slot(op->getOperand(0)), d.slot(op->getOperand(1)));
  return true;
}

// ---- globals, dim, rank ---------------------------------------------------------------

struct GlobalData : InstrData {
  std::vector<int64_t> shape;
};

int32_t getGlobal(Exec &ex, Frame &f, const Instr &in, int32_t pc) {
  const auto &data = *static_cast<const GlobalData *>(in.ext);
  MemRefDesc &m = f.m[in.r];
  m.alloc = ex.globals[in.imm];
  if (!m.alloc)
    return runtimeError(ex, in.op,
                        fmt::format("{} of @{}, an external memref.global (declared without an initial value, "
                                    "defined outside this module): there is no definition to run with",
                                    in.op->getName(), memref::GetGlobalOp(in.op).getName()));
  m.offset = 0;
  m.rank = static_cast<int64_t>(data.shape.size());
  for (int64_t i = 0; i < m.rank; ++i) m.sizes[i] = data.shape[i];
  m.setIdentityStrides();
  return pc + 1;
}

bool decodeGetGlobal(Decoder &d, Operation *op) {
  memref::GetGlobalOp get(op);
  auto index = d.lookupGlobal(get.getName());
  if (!index) return d.fail(op, fmt::format("no memref.global named @{}", get.getName()));
  auto *data = d.own(std::make_unique<GlobalData>());
  data->shape.assign(get.getType().getShape().begin(), get.getType().getShape().end());
  Instr &in = d.emit(getGlobal, op);
  in.r = d.define(op->getResult(0)).index;
  in.imm = *index;
  in.ext = data;
  return true;
}

int32_t dim(Exec &ex, Frame &f, const Instr &in, int32_t pc) {
  const MemRefDesc &m = f.m[in.a];
  int64_t i = f.s[in.b].i;
  if (i < 0 || i >= m.rank)
    return runtimeError(ex, in.op, fmt::format("{} of dimension {} of a rank-{} value", in.op->getName(), i, m.rank));
  f.s[in.r].i = m.sizes[i];
  return pc + 1;
}

bool decodeDim(Decoder &d, Operation *op) {
  Instr &in = d.emit(dim, op);
  in.a = d.slot(op->getOperand(0)).index;
  in.b = d.slot(op->getOperand(1)).index;
  in.r = d.define(op->getResult(0)).index;
  return true;
}

int32_t rank(Exec &, Frame &f, const Instr &in, int32_t pc) {
  f.s[in.r].i = f.m[in.a].rank;
  return pc + 1;
}

bool decodeRank(Decoder &d, Operation *op) {
  Instr &in = d.emit(rank, op);
  in.a = d.slot(op->getOperand(0)).index;
  in.r = d.define(op->getResult(0)).index;
  return true;
}

bool decodeGlobal(Decoder &, Operation *) { return true; }

/// memref.realloc: a new allocation of the result's size holding the
/// source's leading elements; the source is freed.
struct ReallocData : InstrData {
  ElemKind elem;
  int64_t staticSize = 0;
  bool dynamic = false;
};

int32_t realloc(Exec &ex, Frame &f, const Instr &in, int32_t pc) {
  const auto &data = *static_cast<const ReallocData *>(in.ext);
  const MemRefDesc src = f.m[in.a];
  if (!checkLive(ex, in.op, src, "reads")) return kAbort;
  MemRefDesc &m = f.m[in.r];
  m = MemRefDesc();
  m.rank = 1;
  m.sizes[0] = data.dynamic ? f.s[in.b].i : data.staticSize;
  m.strides[0] = 1;
  m.alloc = ex.memory.allocate(AllocKind::Heap, data.elem, m.sizes[0], in.op, formatCallStack(ex));
  MemRefDesc from = src, to = m;
  from.sizes[0] = to.sizes[0] = std::min(src.sizes[0], m.sizes[0]);
  if (!copyElements(ex, in.op, from, to)) return kAbort;
  if (!freeAllocation(ex, in.op, src, "memref.realloc")) return kAbort;
  return pc + 1;
}

bool decodeRealloc(Decoder &d, Operation *op) {
  memref::ReallocOp re(op);
  auto kind = elemKindOf(re.getType().getElementType());
  if (!kind) return d.fail(op, "memref.realloc of this element type is not supported");
  auto *data = d.own(std::make_unique<ReallocData>());
  data->elem = *kind;
  data->staticSize = re.getType().getShape()[0];
  Instr &in = d.emit(realloc, op);
  in.a = d.slot(re.getSource()).index;
  if (Value size = re.getDynamicResultSize()) {
    data->dynamic = true;
    in.b = d.slot(size).index;
  }
  in.r = d.define(op->getResult(0)).index;
  in.ext = data;
  return true;
}  // allocated when execution starts

}  // namespace

bool emitLoad(Decoder &d, Operation *op, Slot source, ElemKind kind, const std::vector<Value> &indices, Slot result) {
  if (indices.size() > static_cast<size_t>(kMaxRank)) return d.fail(op, "too many indices");
  auto *list = d.own(std::make_unique<IndexList>());
  for (Value v : indices) list->slots.push_back(d.slot(v).index);
  Instr &in = d.emit(d.tracesAccesses() ? TBUF_INTERP_DISPATCH_KIND(kind, loadTraced)
                                        : TBUF_INTERP_DISPATCH_KIND(kind, interp::load),
                     op);
  in.a = source.index;
  in.r = result.index;
  in.imm = static_cast<int64_t>(list->slots.size());
  in.ext = list->slots.data();
  return true;
}

bool emitStore(Decoder &d, Operation *op, Slot value, Slot memref, ElemKind kind, const std::vector<Value> &indices) {
  if (indices.size() > static_cast<size_t>(kMaxRank)) return d.fail(op, "too many indices");
  auto *list = d.own(std::make_unique<IndexList>());
  for (Value v : indices) list->slots.push_back(d.slot(v).index);
  Instr &in = d.emit(d.tracesAccesses() ? TBUF_INTERP_DISPATCH_KIND(kind, storeTraced)
                                        : TBUF_INTERP_DISPATCH_KIND(kind, interp::store),
                     op);
  in.a = memref.index;
  in.b = value.index;
  in.imm = static_cast<int64_t>(list->slots.size());
  in.ext = list->slots.data();
  return true;
}

void emitAlloc(Decoder &d, Operation *op, Slot result, ElemKind elem, AllocKind kind, MixedList sizes,
               int64_t alignment) {
  auto *data = d.own(std::make_unique<AllocData>());
  data->elem = elem;
  data->kind = kind;
  data->alignment = alignment;
  data->sizes = std::move(sizes);
  Instr &in = d.emit(alloc, op);
  in.r = result.index;
  in.ext = data;
}

void emitCopy(Decoder &d, Operation *op, Slot source, Slot target) {
  Instr &in = d.emit(copy, op);
  in.a = source.index;
  in.b = target.index;
}

void addMemRefDecoders(DecoderTable &t) {
  t["memref.load"] = decodeLoad;
  t["memref.store"] = decodeStore;
  t["memref.alloc"] = decodeAlloc;
  t["memref.alloca"] = decodeAlloc;
  t["memref.dealloc"] = decodeDealloc;
  t["memref.copy"] = decodeCopy;
  t["memref.get_global"] = decodeGetGlobal;
  t["memref.global"] = decodeGlobal;
  t["memref.dim"] = decodeDim;
  t["memref.rank"] = decodeRank;
  t["tensor.dim"] = decodeDim;
  t["tensor.rank"] = decodeRank;
  t["memref.realloc"] = decodeRealloc;
  addMemRefViewDecoders(t);
}

}  // namespace tbuf::interp

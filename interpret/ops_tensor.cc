// The tensor dialect (and dense tensor constants) with value semantics. A
// tensor value is a descriptor over an allocation of kind Tensor that is
// written only by the op that creates it: every op producing a new tensor
// (insert, insert_slice, extract_slice, reshapes, pad, ...) allocates and
// fills a fresh one, so an SSA tensor never changes after it is defined.
// Reads go through the same checked accesses as memref loads, so an
// uninitialized element of tensor.empty read later is reported too.
#include "dialects/tensor/tensor_ops.h"
#include "fmt/format.h"
#include "interpret/element_access.h"
#include "interpret/memref_utils.h"
#include "interpret/sanitizer.h"
#include "ir/block.h"

namespace tbuf::interp {

namespace {

std::optional<ElemKind> tensorElem(Decoder &d, Operation *op, Type type) {
  auto shaped = type.dyn_cast<ShapedType>();
  std::optional<ElemKind> kind = shaped ? elemKindOf(shaped.getElementType()) : std::nullopt;
  if (!kind) d.fail(op, fmt::format("'{}' with this element type is not supported", op->getName()));
  return kind;
}

MixedList staticSizes(ArrayRef<int64_t> shape, OperandRange dynamic, Decoder &d) {
  return mixedOf(d, shape, dynamic);
}

bool decodeEmpty(Decoder &d, Operation *op) {
  tensor::EmptyOp empty(op);
  auto kind = tensorElem(d, op, empty.getType());
  if (!kind) return false;
  emitAlloc(d, op, d.define(op->getResult(0)), *kind, AllocKind::Tensor,
            staticSizes(empty.getType().getShape(), empty.getDynamicSizes(), d));
  return true;
}

bool decodeExtract(Decoder &d, Operation *op) {
  tensor::ExtractOp extract(op);
  auto kind = tensorElem(d, op, extract.getTensor().getType());
  if (!kind) return false;
  return emitLoad(d, op, d.slot(extract.getTensor()), *kind, extract.getIndices().vec(),
                  d.define(op->getResult(0)));
}

bool decodeInsert(Decoder &d, Operation *op) {
  tensor::InsertOp insert(op);
  auto kind = tensorElem(d, op, insert.getDest().getType());
  if (!kind) return false;
  Slot result = d.define(op->getResult(0));
  emitClone(d, op, d.slot(insert.getDest()), result, *kind, AllocKind::Tensor);
  return emitStore(d, op, d.slot(insert.getScalar()), result, *kind, insert.getIndices().vec());
}

bool decodeExtractSlice(Decoder &d, Operation *op) {
  tensor::ExtractSliceOp slice(op);
  auto kind = tensorElem(d, op, op->getResult(0).getType());
  if (!kind) return false;
  Slot view = d.temp(SlotKind::MemRef);
  emitSubView(d, op, d.slot(slice.getSource()), view, mixedOf(d, slice.getStaticOffsets(), slice.getOffsets()),
              mixedOf(d, slice.getStaticSizes(), slice.getSizes()),
              mixedOf(d, slice.getStaticStrides(), slice.getStrides()), slice.getDroppedDims());
  emitClone(d, op, view, d.define(op->getResult(0)), *kind, AllocKind::Tensor);
  return true;
}

/// The destination dims an insert_slice of a lower-rank source drops (unit
/// slice sizes not matched by a source dimension).
std::vector<bool> insertDroppedDims(ArrayRef<int64_t> sizes, ArrayRef<int64_t> sourceShape) {
  std::vector<bool> dropped(sizes.size(), false);
  int64_t need = static_cast<int64_t>(sizes.size()) - static_cast<int64_t>(sourceShape.size());
  size_t j = 0;
  for (size_t i = 0; i < sizes.size(); ++i) {
    bool unit = sizes[i] == 1;
    bool mustDrop = need > 0 && unit && (sizes.size() - i) > (sourceShape.size() - j);
    bool mayDrop = need > 0 && unit && (j >= sourceShape.size() || sourceShape[j] != 1);
    if (mustDrop || mayDrop) {
      dropped[i] = true;
      --need;
    } else {
      ++j;
    }
  }
  return dropped;
}

template <typename SliceOp> bool decodeInsertSliceLike(Decoder &d, Operation *op, bool inPlace) {
  SliceOp slice(op);
  auto kind = tensorElem(d, op, slice.getDest().getType());
  if (!kind) return false;
  Slot dest = d.slot(slice.getDest());
  if (!inPlace) {
    Slot result = d.define(op->getResult(0));
    emitClone(d, op, dest, result, *kind, AllocKind::Tensor);
    dest = result;
  }
  Slot view = d.temp(SlotKind::MemRef);
  emitSubView(d, op, dest, view, mixedOf(d, slice.getStaticOffsets(), slice.getOffsets()),
              mixedOf(d, slice.getStaticSizes(), slice.getSizes()),
              mixedOf(d, slice.getStaticStrides(), slice.getStrides()),
              insertDroppedDims(slice.getStaticSizes(), slice.getSourceType().getShape()));
  emitCopy(d, op, d.slot(slice.getSource()), view);
  return true;
}

bool decodeInsertSlice(Decoder &d, Operation *op) { return decodeInsertSliceLike<tensor::InsertSliceOp>(d, op, false); }

/// Inside scf.forall.in_parallel: writes into the shared output (the
/// forall's result storage, a fresh copy made when the loop started).
bool decodeParallelInsertSlice(Decoder &d, Operation *op) {
  return decodeInsertSliceLike<tensor::ParallelInsertSliceOp>(d, op, true);
}

bool decodeReshape(Decoder &d, Operation *op) {
  auto kind = tensorElem(d, op, op->getResult(0).getType());
  if (!kind) return false;
  // Materialize the source first so the reshape sees a contiguous layout.
  Slot contiguous = d.temp(SlotKind::MemRef);
  emitClone(d, op, d.slot(op->getOperand(0)), contiguous, *kind, AllocKind::Tensor);
  if (op->getName() == "tensor.collapse_shape") {
    tensor::CollapseShapeOp cs(op);
    emitReshape(d, op, contiguous, d.define(op->getResult(0)), cs.getReassociationIndices(), false, {});
  } else {
    tensor::ExpandShapeOp es(op);
    emitReshape(d, op, contiguous, d.define(op->getResult(0)), es.getReassociationIndices(), true,
                mixedOf(d, es.getStaticOutputShape(), es.getOutputShape()));
  }
  return true;
}

// ---- ops that fill a fresh tensor element by element ------------------------------

struct FillData : InstrData {
  WriteFn write = nullptr;
  ReadFn read = nullptr;
  std::vector<uint32_t> elements;  ///< from_elements: one slot per element
  const Program *body = nullptr;   ///< generate / pad: the region
  std::vector<uint32_t> indexArgs; ///< its index block arguments
  MixedList low;                   ///< pad
};

/// from_elements and splat: writes the scalar slots (row-major) into the
/// freshly allocated result `in.r`.
int32_t fillElements(Exec &, Frame &f, const Instr &in, int32_t pc) {
  const auto &data = *static_cast<const FillData *>(in.ext);
  MemRefDesc &m = f.m[in.r];
  int64_t n = m.numElements();
  for (int64_t i = 0; i < n; ++i) {
    data.write(m.alloc->data, i, f.s[data.elements.size() == 1 ? data.elements[0] : data.elements[i]]);
    m.alloc->setInit(i);
  }
  return pc + 1;
}

bool decodeFromElements(Decoder &d, Operation *op) {
  auto type = op->getResult(0).getType().cast<RankedTensorType>();
  auto kind = tensorElem(d, op, type);
  if (!kind) return false;
  auto *data = d.own(std::make_unique<FillData>());
  data->write = writerFor(*kind);
  std::vector<Value> scalars = op->getOperands().vec();
  MixedList sizes;
  sizes.statics.assign(type.getShape().begin(), type.getShape().end());
  if (op->getName() == "tensor.splat") {
    data->elements.push_back(d.slot(scalars[0]).index);
    for (size_t i = 1; i < scalars.size(); ++i) sizes.dynamic.push_back(d.slot(scalars[i]).index);
  } else {
    for (Value v : scalars) data->elements.push_back(d.slot(v).index);
  }
  Slot result = d.define(op->getResult(0));
  emitAlloc(d, op, result, *kind, AllocKind::Tensor, std::move(sizes));
  Instr &in = d.emit(fillElements, op);
  in.r = result.index;
  in.ext = data;
  return true;
}

/// Visits every index of the result `m`; `fn(idx, linear)` returns false to
/// stop (after a report).
template <typename Fn> bool forEachIndex(const MemRefDesc &m, Fn &&fn) {
  if (m.numElements() == 0) return true;
  int64_t idx[kMaxRank] = {};
  int64_t linear = 0;
  while (true) {
    if (!fn(idx, linear)) return false;
    ++linear;
    int64_t d = m.rank - 1;
    for (; d >= 0; --d) {
      if (++idx[d] < m.sizes[d]) break;
      idx[d] = 0;
    }
    if (d < 0) return true;
  }
}

/// tensor.generate: runs the body for every index of the new tensor.
int32_t generate(Exec &ex, Frame &f, const Instr &in, int32_t pc) {
  const auto &data = *static_cast<const FillData *>(in.ext);
  MemRefDesc &m = f.m[in.r];
  bool ok = forEachIndex(m, [&](const int64_t *idx, int64_t linear) {
    for (int64_t k = 0; k < m.rank; ++k) f.s[data.indexArgs[k]].i = idx[k];
    if (!runProgram(ex, f, *data.body)) return false;
    data.write(m.alloc->data, linear, f.s[data.body->yielded[0].index]);
    m.alloc->setInit(linear);
    return true;
  });
  return ok ? pc + 1 : kAbort;
}

bool decodeGenerate(Decoder &d, Operation *op) {
  tensor::GenerateOp gen(op);
  auto kind = tensorElem(d, op, gen.getType());
  if (!kind) return false;
  Slot result = d.define(op->getResult(0));
  emitAlloc(d, op, result, *kind, AllocKind::Tensor, staticSizes(gen.getType().getShape(), gen.getDynamicExtents(), d));
  auto *data = d.own(std::make_unique<FillData>());
  data->write = writerFor(*kind);
  Program *body = d.decodeRegion(op->getRegion(0));
  if (!body) return false;
  data->body = body;
  for (Slot s : body->blockArgs[0]) data->indexArgs.push_back(s.index);
  Instr &in = d.emit(generate, op);
  in.r = result.index;
  in.ext = data;
  return true;
}

/// tensor.pad: the source where it lands, the body's value elsewhere.
/// `in.a` the source; the result `in.r` is allocated with the result shape
/// (sizes computed by the handler from the source sizes and the pads).
int32_t pad(Exec &ex, Frame &f, const Instr &in, int32_t pc) {
  const auto &data = *static_cast<const FillData *>(in.ext);
  const MemRefDesc &src = f.m[in.a];
  MemRefDesc &m = f.m[in.r];
  int64_t low[kMaxRank];
  data.low.evaluate(f, low);
  int64_t srcIdx[kMaxRank];
  if (ex.accessMode == Exec::AccessMode::Traced) traceView(ex, in.op, src, false);
  bool ok = forEachIndex(m, [&](const int64_t *idx, int64_t linear) {
    bool inside = true;
    for (int64_t k = 0; k < m.rank; ++k) {
      srcIdx[k] = idx[k] - low[k];
      inside &= srcIdx[k] >= 0 && srcIdx[k] < src.sizes[k];
    }
    Scalar v;
    if (inside) {
      int64_t p = checkedIndex(ex, in.op, src, srcIdx, true, false);
      if (p < 0) return false;
      v = data.read(src.alloc->data, p);
    } else {
      for (int64_t k = 0; k < m.rank; ++k) f.s[data.indexArgs[k]].i = idx[k];
      if (!runProgram(ex, f, *data.body)) return false;
      v = f.s[data.body->yielded[0].index];
    }
    data.write(m.alloc->data, linear, v);
    m.alloc->setInit(linear);
    return true;
  });
  return ok ? pc + 1 : kAbort;
}

/// Result sizes of tensor.pad: source size + low + high per dimension.
struct PadSizes : InstrData {
  MixedList low, high;
  ElemKind elem;
};

int32_t padAlloc(Exec &ex, Frame &f, const Instr &in, int32_t pc) {
  const auto &data = *static_cast<const PadSizes *>(in.ext);
  const MemRefDesc &src = f.m[in.a];
  int64_t low[kMaxRank], high[kMaxRank];
  data.low.evaluate(f, low);
  data.high.evaluate(f, high);
  MemRefDesc &m = f.m[in.r];
  m = MemRefDesc();
  m.rank = src.rank;
  for (int64_t k = 0; k < src.rank; ++k) m.sizes[k] = src.sizes[k] + low[k] + high[k];
  m.setIdentityStrides();
  m.alloc = ex.memory.allocate(AllocKind::Tensor, data.elem, m.numElements(), in.op, formatCallStack(ex));
  return pc + 1;
}

bool decodePad(Decoder &d, Operation *op) {
  tensor::PadOp padOp(op);
  auto kind = tensorElem(d, op, padOp.getResultType());
  if (!kind) return false;
  auto *sizes = d.own(std::make_unique<PadSizes>());
  sizes->low = mixedOf(d, padOp.getStaticLow(), padOp.getLow());
  sizes->high = mixedOf(d, padOp.getStaticHigh(), padOp.getHigh());
  sizes->elem = *kind;
  Slot source = d.slot(padOp.getSource());
  Slot result = d.define(op->getResult(0));
  Instr &alloc = d.emit(padAlloc, op);
  alloc.a = source.index;
  alloc.r = result.index;
  alloc.ext = sizes;
  auto *data = d.own(std::make_unique<FillData>());
  data->write = writerFor(*kind);
  data->read = readerFor(*kind);
  data->low = sizes->low;
  Program *body = d.decodeRegion(op->getRegion(0));
  if (!body) return false;
  data->body = body;
  for (Slot s : body->blockArgs[0]) data->indexArgs.push_back(s.index);
  Instr &in = d.emit(pad, op);
  in.a = source.index;
  in.r = result.index;
  in.ext = data;
  return true;
}

/// tensor.concat along `in.imm`: allocates the result and copies each input
/// into its slice.
struct ConcatData : InstrData {
  std::vector<uint32_t> inputs;
  ElemKind elem;
};

int32_t concat(Exec &ex, Frame &f, const Instr &in, int32_t pc) {
  const auto &data = *static_cast<const ConcatData *>(in.ext);
  const MemRefDesc &first = f.m[data.inputs[0]];
  MemRefDesc &m = f.m[in.r];
  m = MemRefDesc();
  m.rank = first.rank;
  for (int64_t k = 0; k < m.rank; ++k) m.sizes[k] = first.sizes[k];
  m.sizes[in.imm] = 0;
  for (uint32_t s : data.inputs) m.sizes[in.imm] += f.m[s].sizes[in.imm];
  m.setIdentityStrides();
  m.alloc = ex.memory.allocate(AllocKind::Tensor, data.elem, m.numElements(), in.op, formatCallStack(ex));
  int64_t at = 0;
  for (uint32_t s : data.inputs) {
    MemRefDesc part = m;
    part.offset = at * m.strides[in.imm];
    part.sizes[in.imm] = f.m[s].sizes[in.imm];
    if (!copyElements(ex, in.op, f.m[s], part)) return kAbort;
    at += part.sizes[in.imm];
  }
  return pc + 1;
}

bool decodeConcat(Decoder &d, Operation *op) {
  tensor::ConcatOp c(op);
  auto kind = tensorElem(d, op, op->getResult(0).getType());
  if (!kind) return false;
  auto *data = d.own(std::make_unique<ConcatData>());
  data->elem = *kind;
  for (Value v : c.getInputs()) data->inputs.push_back(d.slot(v).index);
  Instr &in = d.emit(concat, op);
  in.r = d.define(op->getResult(0)).index;
  in.imm = c.getDim();
  in.ext = data;
  return true;
}

int32_t tensorYield(Exec &, Frame &, const Instr &, int32_t) { return kExitRegion; }

bool decodeYield(Decoder &d, Operation *op) {
  d.emit(tensorYield, op);
  return true;
}

/// A dense constant: its storage is made the first time the op runs and
/// shared afterwards (tensors are immutable; writes through to_buffer are
/// reported as writes into a constant).
struct DenseData : InstrData {
  DenseElementsAttr value;
  ElemKind elem;
  std::vector<int64_t> shape;
  mutable Allocation *storage = nullptr;
};

int32_t denseConstant(Exec &ex, Frame &f, const Instr &in, int32_t pc) {
  const auto &data = *static_cast<const DenseData *>(in.ext);
  if (!data.storage) {
    int64_t n = data.value.getNumElements();
    Allocation *a = ex.memory.allocate(AllocKind::ConstantGlobal, data.elem, n, in.op, formatCallStack(ex));
    WriteFn write = writerFor(data.elem);
    for (int64_t i = 0; i < n; ++i) {
      Scalar s;
      if (data.value.isFloat()) {
        if (data.elem == ElemKind::F64) s.f64 = data.value.getFloatAt(i);
        else s.f32 = static_cast<float>(data.value.getFloatAt(i));
      } else {
        s.i = data.value.getIntAt(i);
      }
      write(a->data, i, s);
    }
    a->setAllInit();
    data.storage = a;
  }
  MemRefDesc &m = f.m[in.r];
  m = MemRefDesc();
  m.alloc = data.storage;
  m.rank = static_cast<int64_t>(data.shape.size());
  for (int64_t k = 0; k < m.rank; ++k) m.sizes[k] = data.shape[k];
  m.setIdentityStrides();
  return pc + 1;
}

}  // namespace

bool decodeDenseConstant(Decoder &d, Operation *op) {
  auto dense = op->getAttr("value").dyn_cast<DenseElementsAttr>();
  auto type = op->getResult(0).getType().dyn_cast<ShapedType>();
  if (!dense || !type || !(type.isa<RankedTensorType>() || type.isa<VectorType>()))
    return d.fail(op, "arith.constant of this type is not supported");
  auto kind = tensorElem(d, op, type);
  if (!kind) return false;
  auto *data = d.own(std::make_unique<DenseData>());
  data->value = dense;
  data->elem = *kind;
  data->shape.assign(type.getShape().begin(), type.getShape().end());
  Instr &in = d.emit(denseConstant, op);
  in.r = d.define(op->getResult(0)).index;
  in.ext = data;
  return true;
}

void addTensorDecoders(DecoderTable &t) {
  t["tensor.empty"] = decodeEmpty;
  t["tensor.extract"] = decodeExtract;
  t["tensor.insert"] = decodeInsert;
  t["tensor.extract_slice"] = decodeExtractSlice;
  t["tensor.insert_slice"] = decodeInsertSlice;
  t["tensor.parallel_insert_slice"] = decodeParallelInsertSlice;
  t["tensor.collapse_shape"] = decodeReshape;
  t["tensor.expand_shape"] = decodeReshape;
  t["tensor.from_elements"] = decodeFromElements;
  t["tensor.splat"] = decodeFromElements;
  t["tensor.generate"] = decodeGenerate;
  t["tensor.pad"] = decodePad;
  t["tensor.concat"] = decodeConcat;
  t["tensor.yield"] = decodeYield;
}

}  // namespace tbuf::interp

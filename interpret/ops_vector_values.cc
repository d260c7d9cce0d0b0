// The vector value ops: vector.broadcast (a scalar to every lane, or a
// vector along the leading dims, size-1 dims stretched), vector.from_elements
// (row-major), vector.extract and vector.insert (a scalar or a trailing
// sub-vector at a static or dynamic position; a position out of range or the
// poison position is a runtime error, since the result would be poison).
// Every result is a fresh vector (see ops_vector.cc).
#include "dialects/vector/vector_ops.h"
#include "fmt/format.h"
#include "interpret/element_access.h"
#include "interpret/memref_utils.h"
#include "interpret/sanitizer.h"

namespace tbuf::interp {

namespace {

int64_t product(ArrayRef<int64_t> shape) {
  int64_t n = 1;
  for (int64_t s : shape) n *= s;
  return n;
}

void increment(int64_t *idx, ArrayRef<int64_t> shape) {
  for (int64_t k = static_cast<int64_t>(shape.size()) - 1; k >= 0; --k) {
    if (++idx[k] < shape[k]) return;
    idx[k] = 0;
  }
}

struct ValueData : InstrData {
  std::vector<int64_t> shape;        ///< the result (broadcast, from_elements) or the moved part's shape
  std::vector<int64_t> sourceShape;  ///< broadcast: the source vector's shape
  std::vector<int64_t> position;     ///< extract/insert: static positions, kDynamic for slots
  std::vector<uint32_t> slots;       ///< dynamic positions or from_elements' elements
  bool scalar = false;               ///< the moved value is a scalar
  ElemKind elem = ElemKind::F32;
  ReadFn read = nullptr;
  WriteFn write = nullptr;
};

std::optional<ValueData *> makeData(Decoder &d, Operation *op, VectorType type) {
  auto kind = elemKindOf(type.getElementType());
  if (!kind) return d.fail(op, fmt::format("'{}' with this element type is not supported", op->getName())), std::nullopt;
  if (type.getRank() > kMaxRank)
    return d.fail(op, fmt::format("'{}' of rank above {} is not supported", op->getName(), kMaxRank)), std::nullopt;
  auto *data = d.own(std::make_unique<ValueData>());
  data->elem = *kind;
  data->read = readerFor(*kind);
  data->write = writerFor(*kind);
  return data;
}

MemRefDesc newVector(Exec &ex, const Instr &in, ElemKind elem, ArrayRef<int64_t> shape) {
  MemRefDesc m;
  m.rank = static_cast<int64_t>(shape.size());
  for (int64_t k = 0; k < m.rank; ++k) m.sizes[k] = shape[k];
  m.setIdentityStrides();
  m.alloc = ex.memory.allocate(AllocKind::Tensor, elem, product(shape), in.op, formatCallStack(ex));
  return m;
}

// ---- vector.broadcast --------------------------------------------------------------

int32_t broadcast(Exec &ex, Frame &f, const Instr &in, int32_t pc) {
  const auto &data = *static_cast<const ValueData *>(in.ext);
  MemRefDesc result = newVector(ex, in, data.elem, data.shape);
  int64_t n = product(data.shape);
  int64_t lead = static_cast<int64_t>(data.shape.size() - data.sourceShape.size());
  int64_t v[kMaxRank] = {}, s[kMaxRank] = {};
  for (int64_t linear = 0; linear < n; ++linear, increment(v, data.shape)) {
    Scalar value = f.s[in.a];
    if (!data.scalar) {
      const MemRefDesc &source = f.m[in.a];
      for (size_t r = 0; r < data.sourceShape.size(); ++r) s[r] = data.sourceShape[r] == 1 ? 0 : v[lead + r];
      int64_t p = checkedIndex(ex, in.op, source, s, true, false);
      if (p < 0) return kAbort;
      value = data.read(source.alloc->data, p);
    }
    data.write(result.alloc->data, linear, value);
    result.alloc->setInit(linear);
  }
  f.m[in.r] = result;
  return pc + 1;
}

bool decodeBroadcast(Decoder &d, Operation *op) {
  vector::BroadcastOp bc(op);
  auto data = makeData(d, op, bc.getResultVectorType());
  if (!data) return false;
  (*data)->shape.assign(bc.getResultVectorType().getShape().begin(), bc.getResultVectorType().getShape().end());
  if (auto source = bc.getSource().getType().dyn_cast<VectorType>())
    (*data)->sourceShape.assign(source.getShape().begin(), source.getShape().end());
  else
    (*data)->scalar = true;
  Instr &in = d.emit(broadcast, op);
  in.a = d.slot(bc.getSource()).index;
  in.r = d.define(op->getResult(0)).index;
  in.ext = *data;
  return true;
}

// ---- vector.from_elements ----------------------------------------------------------

int32_t fromElements(Exec &ex, Frame &f, const Instr &in, int32_t pc) {
  const auto &data = *static_cast<const ValueData *>(in.ext);
  MemRefDesc result = newVector(ex, in, data.elem, data.shape);
  for (size_t i = 0; i < data.slots.size(); ++i) {
    data.write(result.alloc->data, static_cast<int64_t>(i), f.s[data.slots[i]]);
    result.alloc->setInit(static_cast<int64_t>(i));
  }
  f.m[in.r] = result;
  return pc + 1;
}

bool decodeFromElements(Decoder &d, Operation *op) {
  vector::FromElementsOp from(op);
  auto data = makeData(d, op, from.getDestVectorType());
  if (!data) return false;
  (*data)->shape.assign(from.getDestVectorType().getShape().begin(), from.getDestVectorType().getShape().end());
  for (Value v : from.getElements()) (*data)->slots.push_back(d.slot(v).index);
  Instr &in = d.emit(fromElements, op);
  in.r = d.define(op->getResult(0)).index;
  in.ext = *data;
  return true;
}

// ---- vector.extract / vector.insert ------------------------------------------------

/// The full index of the first moved element into `idx` (position, then
/// zeros); false after a runtime error.
bool evaluatePosition(Exec &ex, const Frame &f, const Instr &in, const ValueData &data, const MemRefDesc &vector,
                      int64_t *idx) {
  size_t j = 0;
  for (size_t k = 0; k < data.position.size(); ++k) {
    int64_t p = data.position[k] == kDynamic ? f.s[data.slots[j++]].i : data.position[k];
    if (p < 0 || p >= vector.sizes[k]) {
      runtimeError(ex, in.op,
                   fmt::format("{} at position {} of a dim of size {}", in.op->getName(), p, vector.sizes[k]));
      return false;
    }
    idx[k] = p;
  }
  for (int64_t k = static_cast<int64_t>(data.position.size()); k < vector.rank; ++k) idx[k] = 0;
  return true;
}

/// Copies the moved part between `from` and `to`: a scalar or the trailing
/// sub-vector of shape `data.shape`. `vectorIsSource`: `from` is the
/// positioned vector (extract), else `to` is (insert).
bool movePart(Exec &ex, const Instr &in, const ValueData &data, const MemRefDesc &from, const MemRefDesc &to,
              const int64_t *position, bool vectorIsSource) {
  int64_t n = product(data.shape);
  int64_t sub[kMaxRank] = {}, full[kMaxRank];
  size_t lead = data.position.size();
  for (int64_t i = 0; i < n; ++i, increment(sub, data.shape)) {
    for (size_t k = 0; k < lead; ++k) full[k] = position[k];
    for (size_t k = 0; k < data.shape.size(); ++k) full[lead + k] = sub[k];
    const int64_t *fromIdx = vectorIsSource ? full : sub;
    const int64_t *toIdx = vectorIsSource ? sub : full;
    int64_t p = checkedIndex(ex, in.op, from, fromIdx, true, false);
    if (p < 0) return false;
    int64_t q = checkedIndex(ex, in.op, to, toIdx, false, true);
    if (q < 0) return false;
    data.write(to.alloc->data, q, data.read(from.alloc->data, p));
    to.alloc->setInit(q);
  }
  return true;
}

int32_t extract(Exec &ex, Frame &f, const Instr &in, int32_t pc) {
  const auto &data = *static_cast<const ValueData *>(in.ext);
  const MemRefDesc &source = f.m[in.a];
  int64_t idx[kMaxRank];
  if (!evaluatePosition(ex, f, in, data, source, idx)) return kAbort;
  if (data.scalar) {
    int64_t p = checkedIndex(ex, in.op, source, idx, true, false);
    if (p < 0) return kAbort;
    f.s[in.r] = data.read(source.alloc->data, p);
    return pc + 1;
  }
  MemRefDesc result = newVector(ex, in, data.elem, data.shape);
  if (!movePart(ex, in, data, source, result, idx, /*vectorIsSource=*/true)) return kAbort;
  f.m[in.r] = result;
  return pc + 1;
}

/// Writes operand `a` into the copy of the destination in slot `r`.
int32_t insert(Exec &ex, Frame &f, const Instr &in, int32_t pc) {
  const auto &data = *static_cast<const ValueData *>(in.ext);
  const MemRefDesc &dest = f.m[in.r];
  int64_t idx[kMaxRank];
  if (!evaluatePosition(ex, f, in, data, dest, idx)) return kAbort;
  if (data.scalar) {
    int64_t q = checkedIndex(ex, in.op, dest, idx, false, true);
    if (q < 0) return kAbort;
    data.write(dest.alloc->data, q, f.s[in.a]);
    dest.alloc->setInit(q);
    return pc + 1;
  }
  if (!movePart(ex, in, data, f.m[in.a], dest, idx, /*vectorIsSource=*/false)) return kAbort;
  return pc + 1;
}

bool decodePosition(Decoder &d, ValueData &data, ArrayRef<int64_t> position, OperandRange dynamic, Type moved) {
  data.position.assign(position.begin(), position.end());
  for (Value v : dynamic) data.slots.push_back(d.slot(v).index);
  if (auto vectorType = moved.dyn_cast<VectorType>())
    data.shape.assign(vectorType.getShape().begin(), vectorType.getShape().end());
  else
    data.scalar = true;
  return true;
}

bool decodeExtract(Decoder &d, Operation *op) {
  vector::ExtractOp extract(op);
  auto data = makeData(d, op, extract.getSourceVectorType());
  if (!data) return false;
  decodePosition(d, **data, extract.getStaticPosition(), extract.getDynamicPosition(), op->getResult(0).getType());
  Instr &in = d.emit(::tbuf::interp::extract, op);
  in.a = d.slot(extract.getSource()).index;
  in.r = d.define(op->getResult(0)).index;
  in.ext = *data;
  return true;
}

bool decodeInsert(Decoder &d, Operation *op) {
  vector::InsertOp insertOp(op);
  auto data = makeData(d, op, insertOp.getDestVectorType());
  if (!data) return false;
  decodePosition(d, **data, insertOp.getStaticPosition(), insertOp.getDynamicPosition(),
                 insertOp.getValueToStore().getType());
  Slot result = d.define(op->getResult(0));
  emitClone(d, op, d.slot(insertOp.getDest()), result, (*data)->elem, AllocKind::Tensor);
  Instr &in = d.emit(insert, op);
  in.a = d.slot(insertOp.getValueToStore()).index;
  in.r = result.index;
  in.ext = *data;
  return true;
}

}  // namespace

void addVectorValueDecoders(DecoderTable &t) {
  t["vector.broadcast"] = decodeBroadcast;
  t["vector.from_elements"] = decodeFromElements;
  t["vector.extract"] = decodeExtract;
  t["vector.insert"] = decodeInsert;
}

}  // namespace tbuf::interp

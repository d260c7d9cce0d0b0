// The vector dialect. A vector value lives in the memref register file, as a
// tensor does: a descriptor over an identity-laid allocation of kind Tensor
// that only the op creating it writes (broadcast, from_elements, insert and
// transfer_read make fresh ones). Transfers follow MLIR's semantics: each
// vector dim walks the source dim its permutation-map result names (a `0`
// result repeats the element), masked-off lanes and lanes past the end of a
// dim not marked in_bounds read the padding (transfer_read) or are skipped
// (transfer_write); every element access goes through the sanitizer.
// vector.print prints as MLIR's lowering to the runner-utils functions does:
// `( 1, 2 )`, nested per dim, floats with "%g", i1 as 0/1, index unsigned.
#include <cstdio>
#include <ostream>

#include "dialects/vector/vector_ops.h"
#include "fmt/format.h"
#include "interpret/element_access.h"
#include "interpret/memref_utils.h"
#include "interpret/sanitizer.h"

namespace tbuf::interp {

namespace {

std::optional<ElemKind> vectorElem(Decoder &d, Operation *op, Type type) {
  std::optional<ElemKind> kind = elemKindOf(elementTypeOf(type));
  if (!kind) d.fail(op, fmt::format("'{}' with this element type is not supported", op->getName()));
  return kind;
}

int64_t product(const std::vector<int64_t> &shape) {
  int64_t n = 1;
  for (int64_t s : shape) n *= s;
  return n;
}

/// Advances a row-major multi-index over `shape`.
void increment(int64_t *idx, const std::vector<int64_t> &shape) {
  for (int64_t k = static_cast<int64_t>(shape.size()) - 1; k >= 0; --k) {
    if (++idx[k] < shape[k]) return;
    idx[k] = 0;
  }
}

/// A fresh vector of `shape` (rank 0 for a 0-d vector).
MemRefDesc newVector(Exec &ex, const Instr &in, ElemKind elem, const std::vector<int64_t> &shape) {
  MemRefDesc m;
  m.rank = static_cast<int64_t>(shape.size());
  for (int64_t k = 0; k < m.rank; ++k) m.sizes[k] = shape[k];
  m.setIdentityStrides();
  m.alloc = ex.memory.allocate(AllocKind::Tensor, elem, product(shape), in.op, formatCallStack(ex));
  return m;
}

// ---- transfers -------------------------------------------------------------------

struct TransferData : InstrData {
  std::vector<uint32_t> indices;     ///< scalar slots of the base indices
  std::vector<int64_t> resultDim;    ///< per vector dim: the source dim, -1 for a broadcast
  std::vector<bool> inBounds;        ///< per vector dim
  std::vector<int64_t> vectorShape;
  std::vector<int64_t> maskOrder;    ///< vector dims in mask-dim order
  bool masked = false;
  uint32_t mask = 0;                 ///< memref slot of the mask
  uint32_t padding = 0;              ///< scalar slot (transfer_read)
  ElemKind elem = ElemKind::F32;
  ReadFn read = nullptr;
  WriteFn write = nullptr;
};

/// Whether lane `v` is enabled by the mask; -1 after a report.
template <bool Traced> int lane(Exec &ex, const Frame &f, const Instr &in, const TransferData &data, const int64_t *v) {
  if (!data.masked) return 1;
  const MemRefDesc &mask = f.m[data.mask];
  int64_t idx[kMaxRank] = {};
  for (size_t k = 0; k < data.maskOrder.size(); ++k) idx[k] = v[data.maskOrder[k]];
  int64_t p = checkedIndex<Traced>(ex, in.op, mask, idx, true, false);
  if (p < 0) return -1;
  return readElem<ElemKind::I1>(mask.alloc->data, p).i != 0;
}

/// The source position of lane `v` into `idx`; false when the lane falls
/// past the end of a dim that is not in_bounds.
bool sourcePosition(const Frame &f, const TransferData &data, const MemRefDesc &source, const int64_t *v,
                    int64_t *idx) {
  for (size_t d = 0; d < data.indices.size(); ++d) idx[d] = f.s[data.indices[d]].i;
  bool inside = true;
  for (size_t r = 0; r < data.resultDim.size(); ++r) {
    int64_t d = data.resultDim[r];
    if (d < 0) continue;
    idx[d] += v[r];
    if (!data.inBounds[r] && static_cast<uint64_t>(idx[d]) >= static_cast<uint64_t>(source.sizes[d])) inside = false;
  }
  return inside;
}

template <bool Traced> int32_t transferRead(Exec &ex, Frame &f, const Instr &in, int32_t pc) {
  const auto &data = *static_cast<const TransferData *>(in.ext);
  const MemRefDesc &source = f.m[in.a];
  if (!checkLive(ex, in.op, source, "reads")) return kAbort;
  MemRefDesc result = newVector(ex, in, data.elem, data.vectorShape);
  int64_t n = product(data.vectorShape);
  int64_t v[kMaxRank] = {}, idx[kMaxRank];
  for (int64_t linear = 0; linear < n; ++linear, increment(v, data.vectorShape)) {
    int enabled = lane<Traced>(ex, f, in, data, v);
    if (enabled < 0) return kAbort;
    Scalar value = f.s[data.padding];
    if (enabled && sourcePosition(f, data, source, v, idx)) {
      int64_t p = checkedIndex<Traced>(ex, in.op, source, idx, true, false);
      if (p < 0) return kAbort;
      value = data.read(source.alloc->data, p);
    }
    data.write(result.alloc->data, linear, value);
    result.alloc->setInit(linear);
  }
  f.m[in.r] = result;
  return pc + 1;
}

/// Writes the vector in slot `b` into the memref (or fresh tensor copy) in
/// slot `a`.
template <bool Traced> int32_t transferWrite(Exec &ex, Frame &f, const Instr &in, int32_t pc) {
  const auto &data = *static_cast<const TransferData *>(in.ext);
  const MemRefDesc &target = f.m[in.a];
  const MemRefDesc &vector = f.m[in.b];
  if (!checkLive(ex, in.op, target, "writes")) return kAbort;
  int64_t n = product(data.vectorShape);
  int64_t v[kMaxRank] = {}, idx[kMaxRank];
  for (int64_t linear = 0; linear < n; ++linear, increment(v, data.vectorShape)) {
    int enabled = lane<Traced>(ex, f, in, data, v);
    if (enabled < 0) return kAbort;
    if (!enabled || !sourcePosition(f, data, target, v, idx)) continue;
    int64_t q = checkedIndex<Traced>(ex, in.op, vector, v, true, false);
    if (q < 0) return kAbort;
    int64_t p = checkedIndex<Traced>(ex, in.op, target, idx, false, true);
    if (p < 0) return kAbort;
    data.write(target.alloc->data, p, data.read(vector.alloc->data, q));
    target.alloc->setInit(p);
  }
  return pc + 1;
}

/// The transfer description shared by both ops; null after an error.
template <typename OpT> TransferData *decodeTransfer(Decoder &d, OpT op, VectorType vectorType) {
  auto kind = vectorElem(d, op, op.getShapedType());
  if (!kind) return nullptr;
  if (vectorType.getElementType() != op.getShapedType().getElementType())
    return d.fail(op, fmt::format("'{}' between different element types is not supported", op->getName())), nullptr;
  if (op.getShapedType().getRank() > kMaxRank || vectorType.getRank() > kMaxRank)
    return d.fail(op, fmt::format("'{}' of rank above {} is not supported", op->getName(), kMaxRank)), nullptr;
  auto *data = d.own(std::make_unique<TransferData>());
  for (Value index : op.getIndices()) data->indices.push_back(d.slot(index).index);
  AffineMap map = op.getPermutationMap();
  for (unsigned r = 0; r < map.getNumResults(); ++r) {
    AffineExpr e = map.getResult(r);
    data->resultDim.push_back(e.getKind() == AffineExprKind::DimId ? e.getPosition() : -1);
    data->inBounds.push_back(op.isDimInBounds(r));
  }
  for (unsigned dim = 0; dim < map.getNumDims(); ++dim)
    for (size_t r = 0; r < data->resultDim.size(); ++r)
      if (data->resultDim[r] == dim) data->maskOrder.push_back(static_cast<int64_t>(r));
  data->vectorShape.assign(vectorType.getShape().begin(), vectorType.getShape().end());
  if (Value mask = op.getMask()) {
    data->masked = true;
    data->mask = d.slot(mask).index;
  }
  data->elem = *kind;
  data->read = readerFor(*kind);
  data->write = writerFor(*kind);
  return data;
}

bool decodeTransferRead(Decoder &d, Operation *op) {
  vector::TransferReadOp read(op);
  TransferData *data = decodeTransfer(d, read, read.getVectorType());
  if (!data) return false;
  data->padding = d.slot(read.getPadding()).index;
  Instr &in = d.emit(d.tracesAccesses() ? transferRead<true> : transferRead<false>, op);
  in.a = d.slot(read.getBase()).index;
  in.r = d.define(op->getResult(0)).index;
  in.ext = data;
  return true;
}

bool decodeTransferWrite(Decoder &d, Operation *op) {
  vector::TransferWriteOp write(op);
  TransferData *data = decodeTransfer(d, write, write.getVectorType());
  if (!data) return false;
  Slot target = d.slot(write.getBase());
  if (op->getNumResults() == 1) {
    Slot result = d.define(op->getResult(0));
    emitClone(d, op, target, result, data->elem, AllocKind::Tensor);
    target = result;
  }
  Instr &in = d.emit(d.tracesAccesses() ? transferWrite<true> : transferWrite<false>, op);
  in.a = target.index;
  in.b = d.slot(write.getValueToStore()).index;
  in.ext = data;
  return true;
}

// ---- vector.print ----------------------------------------------------------------

struct PrintData : InstrData {
  bool hasSource = false, isVector = false;
  std::vector<int64_t> shape;
  ElemKind elem = ElemKind::F32;
  std::string text;        ///< the string literal, printed as is
  std::string punctuation; ///< printed after the value
};

void formatScalar(std::string &out, ElemKind kind, Scalar s) {
  char buffer[64];
  switch (kind) {
    case ElemKind::F32: std::snprintf(buffer, sizeof buffer, "%g", static_cast<double>(s.f32)); break;
    case ElemKind::F64: std::snprintf(buffer, sizeof buffer, "%g", s.f64); break;
    case ElemKind::I1: std::snprintf(buffer, sizeof buffer, "%d", s.i != 0 ? 1 : 0); break;
    case ElemKind::Index:
      std::snprintf(buffer, sizeof buffer, "%llu", static_cast<unsigned long long>(s.i));
      break;
    default: std::snprintf(buffer, sizeof buffer, "%lld", static_cast<long long>(s.i)); break;
  }
  out += buffer;
}

/// `( a, b )` per dim, recursively, from the row-major elements.
bool formatVector(Exec &ex, const Instr &in, const MemRefDesc &m, const PrintData &data, std::string &out) {
  ReadFn read = readerFor(data.elem);
  std::vector<int64_t> shape = data.shape.empty() ? std::vector<int64_t>{1} : data.shape;
  int64_t n = product(shape);
  int64_t v[kMaxRank] = {};
  for (int64_t linear = 0; linear < n; ++linear, increment(v, shape)) {
    size_t opened = 0;
    for (size_t k = shape.size(); k-- > 0 && v[k] == 0;) ++opened;
    if (linear > 0) out += ", ";
    for (size_t k = 0; k < opened; ++k) out += "( ";
    int64_t p = checkedIndex(ex, in.op, m, v, true, false);  // a 0-d vector has rank 0
    if (p < 0) return false;
    formatScalar(out, data.elem, read(m.alloc->data, p));
    size_t closed = 0;
    for (size_t k = shape.size(); k-- > 0 && v[k] == shape[k] - 1;) ++closed;
    for (size_t k = 0; k < closed; ++k) out += " )";
  }
  return true;
}

int32_t print(Exec &ex, Frame &f, const Instr &in, int32_t pc) {
  const auto &data = *static_cast<const PrintData *>(in.ext);
  std::string out = data.text;
  if (data.hasSource) {
    if (data.isVector) {
      const MemRefDesc &m = f.m[in.a];
      if (!checkLive(ex, in.op, m, "prints") || !formatVector(ex, in, m, data, out)) return kAbort;
    } else {
      formatScalar(out, data.elem, f.s[in.a]);
    }
  }
  out += data.punctuation;
  ex.out->write(out.data(), static_cast<std::streamsize>(out.size()));
  return pc + 1;
}

bool decodePrint(Decoder &d, Operation *op) {
  vector::PrintOp printOp(op);
  auto *data = d.own(std::make_unique<PrintData>());
  Instr &in = d.emit(print, op);
  if (Value source = printOp.getSource()) {
    auto kind = vectorElem(d, op, source.getType());
    if (!kind) return false;
    if (*kind == ElemKind::F16 || *kind == ElemKind::BF16)
      return d.fail(op, "'vector.print' of f16 or bf16 values is not supported");
    data->hasSource = true;
    data->elem = *kind;
    if (auto vectorType = source.getType().dyn_cast<VectorType>()) {
      data->isVector = true;
      data->shape.assign(vectorType.getShape().begin(), vectorType.getShape().end());
    }
    in.a = d.slot(source).index;
  }
  if (auto text = printOp.getStringLiteral().dyn_cast<StringAttr>()) {
    // A string is printed alone (the verifier allows no punctuation with it).
    data->text = text.getValue();
    in.ext = data;
    return true;
  }
  switch (printOp.getPunctuation()) {
    case vector::PrintPunctuation::NoPunctuation: break;
    case vector::PrintPunctuation::NewLine: data->punctuation = "\n"; break;
    case vector::PrintPunctuation::Comma: data->punctuation = ", "; break;
    case vector::PrintPunctuation::Open: data->punctuation = "( "; break;
    case vector::PrintPunctuation::Close: data->punctuation = " )"; break;
  }
  in.ext = data;
  return true;
}

}  // namespace

// The value ops (broadcast, from_elements, extract, insert) are in
// ops_vector_values.cc.
void addVectorValueDecoders(DecoderTable &t);

void addVectorDecoders(DecoderTable &t) {
  t["vector.transfer_read"] = decodeTransferRead;
  t["vector.transfer_write"] = decodeTransferWrite;
  t["vector.print"] = decodePrint;
  addVectorValueDecoders(t);
}

}  // namespace tbuf::interp

// memref views and metadata: subview (with rank reduction), cast,
// reinterpret_cast, collapse_shape, expand_shape, extract_strided_metadata,
// extract_aligned_pointer_as_index. Each builds a new descriptor over the
// same allocation; subview and reinterpret_cast check that the view stays
// inside its source (an out-of-bounds view is a sanitizer report).
#include "dialects/memref/memref_ops.h"
#include "fmt/format.h"
#include "interpret/element_access.h"
#include "interpret/memref_utils.h"
#include "interpret/sanitizer.h"

namespace tbuf::interp {

namespace {

struct SubViewData : InstrData {
  MixedList offsets, sizes, strides;
  std::vector<bool> dropped;
};

int32_t subview(Exec &ex, Frame &f, const Instr &in, int32_t pc) {
  const auto &data = *static_cast<const SubViewData *>(in.ext);
  const MemRefDesc src = f.m[in.a];
  int64_t offsets[kMaxRank], sizes[kMaxRank], strides[kMaxRank];
  data.offsets.evaluate(f, offsets);
  data.sizes.evaluate(f, sizes);
  data.strides.evaluate(f, strides);
  MemRefDesc &m = f.m[in.r];
  m.alloc = src.alloc;
  m.offset = src.offset;
  int64_t r = 0;
  for (int64_t i = 0; i < src.rank; ++i) {
    if (sizes[i] > 0 && (offsets[i] < 0 || offsets[i] + (sizes[i] - 1) * strides[i] >= src.sizes[i] ||
                         offsets[i] + (sizes[i] - 1) * strides[i] < 0)) {
      return report(ex, SanitizerKind::OutOfBounds, in.op,
                    fmt::format("{} takes offset {}, size {}, stride {} in dimension {} of a source of "
                                "size {}, over {}",
                                in.op->getName(), offsets[i], sizes[i], strides[i], i, src.sizes[i],
                                src.alloc ? describeAllocation(*src.alloc) : std::string("a null memref")));
    }
    m.offset += offsets[i] * src.strides[i];
    if (data.dropped[i]) continue;
    m.sizes[r] = sizes[i];
    m.strides[r] = src.strides[i] * strides[i];
    ++r;
  }
  m.rank = r;
  return pc + 1;
}

bool decodeSubView(Decoder &d, Operation *op) {
  memref::SubViewOp sv(op);
  emitSubView(d, op, d.slot(sv.getSource()), d.define(op->getResult(0)),
              mixedOf(d, sv.getStaticOffsets(), sv.getOffsets()), mixedOf(d, sv.getStaticSizes(), sv.getSizes()),
              mixedOf(d, sv.getStaticStrides(), sv.getStrides()), sv.getDroppedDims());
  return true;
}

int32_t reinterpretCast(Exec &ex, Frame &f, const Instr &in, int32_t pc) {
  const auto &data = *static_cast<const SubViewData *>(in.ext);
  Allocation *alloc = f.m[in.a].alloc;
  MemRefDesc &m = f.m[in.r];
  int64_t offset[1];
  data.offsets.evaluate(f, offset);
  m.alloc = alloc;
  m.offset = offset[0];
  m.rank = static_cast<int64_t>(data.sizes.statics.size());
  data.sizes.evaluate(f, m.sizes);
  data.strides.evaluate(f, m.strides);
  if (!checkView(ex, in.op, m, nullptr)) return kAbort;
  return pc + 1;
}

bool decodeReinterpretCast(Decoder &d, Operation *op) {
  memref::ReinterpretCastOp rc(op);
  auto *data = d.own(std::make_unique<SubViewData>());
  data->offsets = mixedOf(d, rc.getStaticOffsets(), rc.getOffsets());
  data->sizes = mixedOf(d, rc.getStaticSizes(), rc.getSizes());
  data->strides = mixedOf(d, rc.getStaticStrides(), rc.getStrides());
  Instr &in = d.emit(reinterpretCast, op);
  in.a = d.slot(rc.getSource()).index;
  in.r = d.define(op->getResult(0)).index;
  in.ext = data;
  return true;
}

/// memref.cast: the same descriptor; a cast to a ranked type checks the
/// rank of an unranked source.
int32_t cast(Exec &ex, Frame &f, const Instr &in, int32_t pc) {
  if (in.imm >= 0 && f.m[in.a].rank != in.imm)
    return runtimeError(ex, in.op, fmt::format("memref.cast of a rank-{} memref to rank {}", f.m[in.a].rank, in.imm));
  f.m[in.r] = f.m[in.a];
  return pc + 1;
}

bool decodeCast(Decoder &d, Operation *op) {
  Instr &in = d.emit(cast, op);
  in.a = d.slot(op->getOperand(0)).index;
  in.r = d.define(op->getResult(0)).index;
  Type type = op->getResult(0).getType();
  in.imm = -1;
  if (auto ranked = type.dyn_cast<MemRefType>()) in.imm = ranked.getRank();
  if (auto ranked = type.dyn_cast<RankedTensorType>()) in.imm = ranked.getRank();
  return true;
}

/// memref.transpose: the same buffer, sizes and strides permuted.
struct TransposeData : InstrData {
  std::vector<int64_t> permutation;  ///< result dim i is source dim permutation[i]
};

int32_t transpose(Exec &, Frame &f, const Instr &in, int32_t pc) {
  const auto *data = static_cast<const TransposeData *>(in.ext);
  MemRefDesc source = f.m[in.a];
  MemRefDesc result = source;
  for (size_t i = 0; i < data->permutation.size(); ++i) {
    result.sizes[i] = source.sizes[data->permutation[i]];
    result.strides[i] = source.strides[data->permutation[i]];
  }
  f.m[in.r] = result;
  return pc + 1;
}

bool decodeTranspose(Decoder &d, Operation *op) {
  auto *data = d.own(std::make_unique<TransposeData>());
  for (AffineExpr e : memref::TransposeOp(op).getPermutation().getResults()) data->permutation.push_back(e.getPosition());
  Instr &in = d.emit(transpose, op);
  in.a = d.slot(op->getOperand(0)).index;
  in.r = d.define(op->getResult(0)).index;
  in.ext = data;
  return true;
}

/// memref.reshape / tensor.reshape: the source's buffer and offset, the
/// sizes read from the 1-d shape operand, row-major strides.
struct ShapeReshapeData : InstrData {
  ReadFn readShape = nullptr;
  int64_t resultRank = 0;
};

int32_t shapeReshape(Exec &ex, Frame &f, const Instr &in, int32_t pc) {
  const auto *data = static_cast<const ShapeReshapeData *>(in.ext);
  const MemRefDesc &shape = f.m[in.b];
  MemRefDesc result = f.m[in.a];
  result.rank = data->resultRank;
  int64_t count = 1;
  for (int64_t i = 0; i < data->resultRank; ++i) {
    int64_t linear = checkedIndex(ex, in.op, shape, &i, /*isRead=*/true, /*isWrite=*/false);
    if (linear < 0) return kAbort;
    result.sizes[i] = data->readShape(shape.alloc->data, linear).i;
    if (result.sizes[i] < 0)
      return runtimeError(ex, in.op, fmt::format("reshape to a negative size {} in dim {}", result.sizes[i], i));
    count *= result.sizes[i];
  }
  if (count != f.m[in.a].numElements())
    return runtimeError(ex, in.op, fmt::format("reshape of {} elements into a shape of {} elements",
                                               f.m[in.a].numElements(), count));
  result.setIdentityStrides();
  f.m[in.r] = result;
  return pc + 1;
}

bool decodeShapeReshape(Decoder &d, Operation *op) {
  auto resultType = op->getResult(0).getType().dyn_cast<ShapedType>();
  auto shapeType = op->getOperand(1).getType().dyn_cast<ShapedType>();
  std::optional<ElemKind> kind = shapeType ? elemKindOf(shapeType.getElementType()) : std::nullopt;
  if (!resultType || !resultType.hasRank() || !kind || resultType.getRank() > kMaxRank) {
    op->emitError() << "tbuf interpret: cannot interpret a reshape to an unranked result";
    return false;
  }
  auto *data = d.own(std::make_unique<ShapeReshapeData>());
  data->readShape = readerFor(*kind);
  data->resultRank = resultType.getRank();
  Instr &in = d.emit(shapeReshape, op);
  in.a = d.slot(op->getOperand(0)).index;
  in.b = d.slot(op->getOperand(1)).index;
  in.r = d.define(op->getResult(0)).index;
  in.ext = data;
  return true;
}

// ---- reshapes ---------------------------------------------------------------------

struct ReshapeData : InstrData {
  std::vector<ReassociationIndices> groups;
  MixedList outputShape;  ///< expand_shape only
};

int32_t collapseShape(Exec &, Frame &f, const Instr &in, int32_t pc) {
  const auto &data = *static_cast<const ReshapeData *>(in.ext);
  const MemRefDesc src = f.m[in.a];
  MemRefDesc &m = f.m[in.r];
  m.alloc = src.alloc;
  m.offset = src.offset;
  m.rank = static_cast<int64_t>(data.groups.size());
  for (size_t g = 0; g < data.groups.size(); ++g) {
    int64_t size = 1;
    for (int64_t i : data.groups[g]) size *= src.sizes[i];
    m.sizes[g] = size;
    // The stride of the innermost non-unit dimension of the group (MLIR's
    // collapsed-stride rule); the last one when every dimension is unit.
    int64_t stride = src.strides[data.groups[g].back()];
    for (auto it = data.groups[g].rbegin(); it != data.groups[g].rend(); ++it)
      if (src.sizes[*it] != 1) {
        stride = src.strides[*it];
        break;
      }
    m.strides[g] = stride;
  }
  return pc + 1;
}

int32_t expandShape(Exec &, Frame &f, const Instr &in, int32_t pc) {
  const auto &data = *static_cast<const ReshapeData *>(in.ext);
  const MemRefDesc src = f.m[in.a];
  MemRefDesc &m = f.m[in.r];
  m.alloc = src.alloc;
  m.offset = src.offset;
  m.rank = static_cast<int64_t>(data.outputShape.statics.size());
  data.outputShape.evaluate(f, m.sizes);
  for (size_t g = 0; g < data.groups.size(); ++g) {
    int64_t stride = src.strides[g];
    for (auto it = data.groups[g].rbegin(); it != data.groups[g].rend(); ++it) {
      m.strides[*it] = stride;
      stride *= m.sizes[*it];
    }
  }
  return pc + 1;
}

bool decodeCollapseShape(Decoder &d, Operation *op) {
  memref::CollapseShapeOp cs(op);
  emitReshape(d, op, d.slot(cs.getSrc()), d.define(op->getResult(0)), cs.getReassociationIndices(), false, {});
  return true;
}

bool decodeExpandShape(Decoder &d, Operation *op) {
  memref::ExpandShapeOp es(op);
  emitReshape(d, op, d.slot(es.getSrc()), d.define(op->getResult(0)), es.getReassociationIndices(), true,
              mixedOf(d, es.getStaticOutputShape(), es.getOutputShape()));
  return true;
}

// ---- metadata -------------------------------------------------------------------

struct MetadataData : InstrData {
  uint32_t base = 0, offset = 0;
  std::vector<uint32_t> sizes, strides;
};

int32_t extractStridedMetadata(Exec &, Frame &f, const Instr &in, int32_t pc) {
  const auto &data = *static_cast<const MetadataData *>(in.ext);
  const MemRefDesc src = f.m[in.a];
  MemRefDesc &base = f.m[data.base];
  base = MemRefDesc();
  base.alloc = src.alloc;
  f.s[data.offset].i = src.offset;
  for (size_t i = 0; i < data.sizes.size(); ++i) {
    f.s[data.sizes[i]].i = src.sizes[i];
    f.s[data.strides[i]].i = src.strides[i];
  }
  return pc + 1;
}

bool decodeExtractStridedMetadata(Decoder &d, Operation *op) {
  memref::ExtractStridedMetadataOp md(op);
  auto *data = d.own(std::make_unique<MetadataData>());
  data->base = d.define(md.getBaseBuffer()).index;
  data->offset = d.define(md.getOffset()).index;
  for (Value v : md.getSizes()) data->sizes.push_back(d.define(v).index);
  for (Value v : md.getStrides()) data->strides.push_back(d.define(v).index);
  Instr &in = d.emit(extractStridedMetadata, op);
  in.a = d.slot(md.getSource()).index;
  in.ext = data;
  return true;
}

/// The aligned pointer is the address of the allocation's data (honouring
/// the alloc's `alignment`); MLIR's lowered deallocation code compares these
/// to decide aliasing.
int32_t extractAlignedPointer(Exec &, Frame &f, const Instr &in, int32_t pc) {
  const Allocation *a = f.m[in.a].alloc;
  f.s[in.r].i = a ? static_cast<int64_t>(a->address) : 0;
  return pc + 1;
}

bool decodeExtractAlignedPointer(Decoder &d, Operation *op) {
  Instr &in = d.emit(extractAlignedPointer, op);
  in.a = d.slot(op->getOperand(0)).index;
  in.r = d.define(op->getResult(0)).index;
  return true;
}

}  // namespace

void emitSubView(Decoder &d, Operation *op, Slot source, Slot result, MixedList offsets, MixedList sizes,
                 MixedList strides, std::vector<bool> dropped) {
  auto *data = d.own(std::make_unique<SubViewData>());
  data->offsets = std::move(offsets);
  data->sizes = std::move(sizes);
  data->strides = std::move(strides);
  data->dropped = std::move(dropped);
  if (data->dropped.empty()) data->dropped.assign(data->offsets.statics.size(), false);
  Instr &in = d.emit(subview, op);
  in.a = source.index;
  in.r = result.index;
  in.ext = data;
}

void emitReshape(Decoder &d, Operation *op, Slot source, Slot result, std::vector<ReassociationIndices> groups,
                 bool expand, MixedList outputShape) {
  auto *data = d.own(std::make_unique<ReshapeData>());
  data->groups = std::move(groups);
  data->outputShape = std::move(outputShape);
  Instr &in = d.emit(expand ? expandShape : collapseShape, op);
  in.a = source.index;
  in.r = result.index;
  in.ext = data;
}

void addMemRefViewDecoders(DecoderTable &t) {
  t["memref.subview"] = decodeSubView;
  t["memref.reinterpret_cast"] = decodeReinterpretCast;
  t["memref.cast"] = decodeCast;
  // The same buffer, with a promise about its alignment.
  t["memref.assume_alignment"] = decodeCast;
  t["memref.transpose"] = decodeTranspose;
  t["memref.reshape"] = decodeShapeReshape;
  t["tensor.reshape"] = decodeShapeReshape;
  t["tensor.cast"] = decodeCast;
  // A tensor and its buffer share the descriptor: to_tensor reads the
  // buffer's elements, to_buffer exposes the tensor's storage.
  t["bufferization.to_tensor"] = decodeCast;
  t["bufferization.to_buffer"] = decodeCast;
  t["memref.collapse_shape"] = decodeCollapseShape;
  t["memref.expand_shape"] = decodeExpandShape;
  t["memref.extract_strided_metadata"] = decodeExtractStridedMetadata;
  t["memref.extract_aligned_pointer_as_index"] = decodeExtractAlignedPointer;
}

}  // namespace tbuf::interp

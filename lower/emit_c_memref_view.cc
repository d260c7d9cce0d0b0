// C emission of memref view ops: subview, cast (ranked and unranked),
// reinterpret_cast, view, extract_strided_metadata, assume_alignment (the
// descriptor as it is), transpose (sizes and strides permuted), reshape
// (sizes from the shape operand, row-major strides). None of them copies
// data; each builds a new descriptor over the same buffer with the
// arithmetic MLIR's lowering (expand-strided-metadata + finalize-memref-to-
// llvm) uses:
//   subview:  offset = src.offset + sum(offset_i * src.strides[i]),
//             sizes = sizes, strides = src.strides[i] * stride_i
//             (dropped unit dims removed for rank-reducing subviews);
// values the result type knows statically are written as literals.
// An unranked memref<*xT> is TbufUnrankedMemRef {rank, &descriptor}: the
// ranked-to-unranked cast copies the descriptor into a local (the copy lives
// as long as the enclosing C block, like MLIR's stack copy).
#include <fmt/format.h>

#include "dialects/memref/memref_ops.h"
#include "ir/operation.h"
#include "lower/emit_c_memref_support.h"

namespace tbuf::lower::cgen {
namespace {

LogicalResult emitSubView(CEmitter &e, Operation *op) {
  memref::SubViewOp subview(op);
  if (allResultsUnused(op)) return success();
  Value source = subview.getSource();
  MemRefType srcType = subview.getSourceType(), type = subview.getType();
  std::vector<OpFoldResult> offsets = subview.getMixedOffsets(), sizes = subview.getMixedSizes(),
                            strides = subview.getMixedStrides();
  std::vector<int64_t> resStrides;
  int64_t resOffset;
  staticLayout(type, resStrides, resOffset);

  DescriptorParts parts;
  parts.allocated = allocatedExpr(e, source);
  parts.aligned = alignedExpr(e, source);
  std::string offset = e.offsetExpr(source);
  for (unsigned i = 0; i < srcType.getRank(); ++i)
    offset = addExpr(offset, mulExpr(ofrExpr(e, offsets[i]), e.strideExpr(source, i)));
  parts.offset = orStatic(resOffset, offset);

  std::vector<bool> dropped = subview.getDroppedDims();
  unsigned resultDim = 0;
  for (unsigned i = 0; i < srcType.getRank(); ++i) {
    if (i < dropped.size() && dropped[i]) continue;
    if (resultDim >= type.getRank()) break;
    parts.sizes.push_back(orStatic(type.getDimSize(resultDim), ofrExpr(e, sizes[i])));
    parts.strides.push_back(orStatic(resStrides[resultDim], mulExpr(e.strideExpr(source, i), ofrExpr(e, strides[i]))));
    ++resultDim;
  }
  if (resultDim != type.getRank())
    return e.emitError(op, "cannot emit C: cannot match the result dims to the source dims");
  assignDescriptor(e, subview.getResult(), parts);
  return success();
}

/// A ranked-to-ranked descriptor conversion (same buffer and layout values;
/// only the static knowledge differs).
void assignRankedCopy(CEmitter &e, Value source, Value result) {
  auto type = result.getType().cast<MemRefType>();
  if (e.typeName(source.getType()) == e.typeName(type)) {
    e.assign(result, e.name(source));
    return;
  }
  DescriptorParts parts = partsOf(e, source);
  e.assign(result, descriptorInit(parts));
}

LogicalResult emitCast(CEmitter &e, Operation *op) {
  memref::CastOp cast(op);
  if (allResultsUnused(op)) return success();
  Value source = cast.getSource(), result = cast.getResult();
  Type srcType = source.getType(), type = result.getType();
  if (srcType.isa<MemRefType>() && type.isa<MemRefType>()) {
    assignRankedCopy(e, source, result);
    return success();
  }
  if (srcType.isa<MemRefType>()) {
    // Ranked -> unranked: {rank, pointer to a copy of the descriptor}.
    std::string copy = e.freshName(e.name(result) + "_desc");
    e.line() << fmt::format("{} {} = {};\n", e.typeName(srcType, op), copy, e.name(source));
    e.assign(result, fmt::format("{{{}, &{}}}", srcType.cast<MemRefType>().getRank(), copy));
    return success();
  }
  if (type.isa<MemRefType>()) {
    // Unranked -> ranked: the descriptor the unranked value points to.
    e.assign(result, fmt::format("*({} *){}.descriptor", e.typeName(type, op), e.name(source)));
    return success();
  }
  e.assign(result, e.name(source));
  return success();
}

/// memref.assume_alignment: the same descriptor (the promise is not used).
LogicalResult emitAssumeAlignment(CEmitter &e, Operation *op) {
  if (allResultsUnused(op)) return success();
  assignRankedCopy(e, op->getOperand(0), op->getResult(0));
  return success();
}

/// memref.transpose: the source's descriptor with sizes and strides
/// permuted (result dim i is source dim permutation(i)).
LogicalResult emitTranspose(CEmitter &e, Operation *op) {
  if (allResultsUnused(op)) return success();
  memref::TransposeOp transpose(op);
  DescriptorParts source = partsOf(e, transpose.getIn());
  DescriptorParts parts = source;
  AffineMap permutation = transpose.getPermutation();
  for (unsigned i = 0; i < permutation.getNumResults(); ++i) {
    auto dim = static_cast<size_t>(permutation.getResults()[i].getPosition());
    parts.sizes[i] = source.sizes[dim];
    parts.strides[i] = source.strides[dim];
  }
  assignDescriptor(e, op->getResult(0), parts);
  return success();
}

/// memref.reshape: the identity-layout source's pointers and offset with the
/// sizes read from the shape operand (static ones from the result type) and
/// row-major strides.
LogicalResult emitShapeReshape(CEmitter &e, Operation *op) {
  if (allResultsUnused(op)) return success();
  memref::ReshapeOp reshape(op);
  auto resultType = op->getResult(0).getType().dyn_cast<MemRefType>();
  if (!resultType || !reshape.getSource().getType().isa<MemRefType>())
    return e.emitError(op, "cannot emit C for a reshape from or to an unranked memref");
  DescriptorParts source = partsOf(e, reshape.getSource());
  DescriptorParts parts;
  parts.allocated = source.allocated;
  parts.aligned = source.aligned;
  parts.offset = source.offset;
  for (int64_t i = 0; i < resultType.getRank(); ++i) {
    if (resultType.getShape()[i] != kDynamic) {
      parts.sizes.push_back(intLiteral(resultType.getShape()[i]));
      continue;
    }
    std::string element = deref(e.elementPtr(reshape.getShape(), {intLiteral(i)}));
    parts.sizes.push_back("(int64_t)" + paren(element));
  }
  // A shape operand whose sizes are all static is not read (-Wall: unused).
  if (resultType.hasStaticShape()) e.line() << "(void)" << e.name(reshape.getShape()) << ";\n";
  parts.strides = rowMajorStrides(parts.sizes);
  assignDescriptor(e, op->getResult(0), parts);
  return success();
}

LogicalResult emitReinterpretCast(CEmitter &e, Operation *op) {
  memref::ReinterpretCastOp cast(op);
  if (allResultsUnused(op)) return success();
  Value source = cast.getSource();
  MemRefType type = cast.getType();
  std::vector<int64_t> resStrides;
  int64_t resOffset;
  staticLayout(type, resStrides, resOffset);
  DescriptorParts parts;
  parts.allocated = allocatedExpr(e, source);
  parts.aligned = alignedExpr(e, source);
  std::vector<OpFoldResult> offsets = cast.getMixedOffsets(), sizes = cast.getMixedSizes(),
                            strides = cast.getMixedStrides();
  if (offsets.size() != 1 || sizes.size() != static_cast<size_t>(type.getRank()) || strides.size() != static_cast<size_t>(type.getRank()))
    return e.emitError(op, "cannot emit C with mismatched offsets, sizes or strides");
  parts.offset = orStatic(resOffset, ofrExpr(e, offsets[0]));
  for (unsigned i = 0; i < type.getRank(); ++i) {
    parts.sizes.push_back(orStatic(type.getDimSize(i), ofrExpr(e, sizes[i])));
    parts.strides.push_back(orStatic(resStrides[i], ofrExpr(e, strides[i])));
  }
  assignDescriptor(e, cast.getResult(), parts);
  return success();
}

/// `%v = memref.view %buf[%shift][%sizes]`: the i8 buffer reinterpreted from
/// byte `shift` as a contiguous memref (offset 0, row-major strides).
LogicalResult emitView(CEmitter &e, Operation *op) {
  memref::ViewOp view(op);
  if (allResultsUnused(op)) return success();
  MemRefType type = view.getType();
  std::string elt = elementTypeName(e, type, op);
  if (elt.empty()) return failure();
  DescriptorParts parts;
  parts.allocated = fmt::format("({} *){}.allocated", elt, e.name(view.getSource()));
  parts.aligned = fmt::format("({} *)({} + {})", elt, alignedExpr(e, view.getSource()), e.name(view.getByteShift()));
  parts.offset = "0";
  OperandRange dynSizes = view.getSizes();
  unsigned next = 0;
  for (unsigned i = 0; i < type.getRank(); ++i)
    parts.sizes.push_back(type.isDynamicDim(i) ? e.name(dynSizes[next++]) : intLiteral(type.getDimSize(i)));
  parts.strides = rowMajorStrides(parts.sizes);
  assignDescriptor(e, view.getResult(), parts);
  return success();
}

LogicalResult emitExtractStridedMetadata(CEmitter &e, Operation *op) {
  memref::ExtractStridedMetadataOp extract(op);
  Value source = extract.getSource();
  if (!source.getType().isa<MemRefType>())
    return e.emitError(op, "cannot emit C of an unranked memref");
  // Each result only if used: an unused C variable would be a warning.
  Value base = extract.getBaseBuffer();
  if (!base.use_empty()) {
    DescriptorParts parts;
    parts.allocated = allocatedExpr(e, source);
    parts.aligned = alignedExpr(e, source);
    parts.offset = "0";
    assignDescriptor(e, base, parts);
  }
  if (!extract.getOffset().use_empty()) e.assign(extract.getOffset(), e.offsetExpr(source));
  ResultRange sizes = extract.getSizes(), strides = extract.getStrides();
  for (unsigned i = 0; i < sizes.size(); ++i)
    if (!sizes[i].use_empty()) e.assign(sizes[i], e.sizeExpr(source, i));
  for (unsigned i = 0; i < strides.size(); ++i)
    if (!strides[i].use_empty()) e.assign(strides[i], e.strideExpr(source, i));
  return success();
}

}  // namespace

void registerMemRefViewEmitters() {
  registerOpEmitter("memref.subview", emitSubView);
  registerOpEmitter("memref.cast", emitCast);
  registerOpEmitter("memref.assume_alignment", emitAssumeAlignment);
  registerOpEmitter("memref.transpose", emitTranspose);
  registerOpEmitter("memref.reshape", emitShapeReshape);
  registerOpEmitter("memref.reinterpret_cast", emitReinterpretCast);
  registerOpEmitter("memref.view", emitView);
  registerOpEmitter("memref.extract_strided_metadata", emitExtractStridedMetadata);
}

}  // namespace tbuf::lower::cgen

// C emission of memref.collapse_shape and memref.expand_shape as descriptor
// arithmetic, following MLIR's expand-strided-metadata rewrites
// (mlir/lib/Dialect/MemRef/Transforms/ExpandStridedMetadata.cpp):
//  - collapse: size of a group = product of its sizes; stride = the minimum
//    stride over the group's dims whose size is not statically 1 (the last
//    dim's stride if all are); offset unchanged;
//  - expand: sizes from the output shape; within a group the last dim takes
//    the source stride and each earlier dim the next one's stride times the
//    next one's size; offset unchanged.
// Values the result type knows statically are written as literals.
#include <fmt/format.h>

#include "dialects/memref/memref_ops.h"
#include "ir/operation.h"
#include "lower/emit_c_memref_support.h"

namespace tbuf::lower::cgen {
namespace {

LogicalResult emitCollapseShape(CEmitter &e, Operation *op) {
  memref::CollapseShapeOp collapse(op);
  if (allResultsUnused(op)) return success();
  Value source = collapse.getSrc();
  MemRefType srcType = collapse.getSrcType(), type = collapse.getResultType();
  std::vector<ReassociationIndices> groups = collapse.getReassociationIndices();
  if (groups.size() != static_cast<size_t>(type.getRank()))
    return e.emitError(op, "cannot emit C with malformed reassociation");
  std::vector<int64_t> resStrides;
  int64_t resOffset;
  staticLayout(type, resStrides, resOffset);
  DescriptorParts parts;
  parts.allocated = allocatedExpr(e, source);
  parts.aligned = alignedExpr(e, source);
  parts.offset = orStatic(resOffset, e.offsetExpr(source));
  for (unsigned g = 0; g < groups.size(); ++g) {
    const ReassociationIndices &group = groups[g];
    if (group.empty()) return e.emitError(op, "cannot emit C with an empty group");
    std::string size = "1";
    std::string stride;
    for (int64_t d : group) {
      size = mulExpr(size, e.sizeExpr(source, d));
      if (srcType.getDimSize(d) == 1) continue;
      std::string s = e.strideExpr(source, d);
      stride = stride.empty() ? s : minExpr(stride, s);
    }
    if (stride.empty()) stride = e.strideExpr(source, group.back());
    parts.sizes.push_back(orStatic(type.getDimSize(g), size));
    parts.strides.push_back(orStatic(resStrides[g], stride));
  }
  assignDescriptor(e, collapse.getResult(), parts);
  return success();
}

LogicalResult emitExpandShape(CEmitter &e, Operation *op) {
  memref::ExpandShapeOp expand(op);
  if (allResultsUnused(op)) return success();
  Value source = expand.getSrc();
  MemRefType type = expand.getResultType();
  std::vector<ReassociationIndices> groups = expand.getReassociationIndices();
  std::vector<OpFoldResult> outputShape = expand.getMixedOutputShape();
  if (groups.size() != static_cast<size_t>(expand.getSrcType().getRank()) || outputShape.size() != static_cast<size_t>(type.getRank()))
    return e.emitError(op, "cannot emit C with malformed reassociation");
  std::vector<int64_t> resStrides;
  int64_t resOffset;
  staticLayout(type, resStrides, resOffset);
  DescriptorParts parts;
  parts.allocated = allocatedExpr(e, source);
  parts.aligned = alignedExpr(e, source);
  parts.offset = orStatic(resOffset, e.offsetExpr(source));
  parts.sizes.resize(type.getRank());
  parts.strides.resize(type.getRank());
  for (unsigned i = 0; i < type.getRank(); ++i) parts.sizes[i] = orStatic(type.getDimSize(i), ofrExpr(e, outputShape[i]));
  for (unsigned g = 0; g < groups.size(); ++g) {
    std::string stride = e.strideExpr(source, g);
    for (size_t k = groups[g].size(); k-- > 0;) {
      int64_t d = groups[g][k];
      parts.strides[d] = orStatic(resStrides[d], stride);
      stride = mulExpr(stride, parts.sizes[d]);
    }
  }
  assignDescriptor(e, expand.getResult(), parts);
  return success();
}

}  // namespace

void registerMemRefReshapeEmitters() {
  registerOpEmitter("memref.collapse_shape", emitCollapseShape);
  registerOpEmitter("memref.expand_shape", emitExpandShape);
}

}  // namespace tbuf::lower::cgen

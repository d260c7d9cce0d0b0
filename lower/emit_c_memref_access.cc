// C emission of memref element access and queries: load, store, copy, dim,
// rank, extract_aligned_pointer_as_index.
//
// Element addresses come from CEmitter::elementPtr (offset + sum of index *
// stride over the descriptor), so every strided layout works:
//   %v = memref.load %m[%i, %j]   ->  float v = m.aligned[m.offset + i * m.strides[0] + j];
// memref.copy copies with memcpy when both sides are contiguous (identity
// layouts, or static row-major strides), else with a loop nest over the
// source's sizes, like MLIR's memrefCopy runtime function.
#include <fmt/format.h>

#include "dialects/memref/memref_ops.h"
#include "ir/operation.h"
#include "lower/emit_c_memref_support.h"

namespace tbuf::lower::cgen {
namespace {

std::vector<std::string> indexNames(CEmitter &e, const OperandRange &indices) {
  std::vector<std::string> names;
  for (Value v : indices) names.push_back(e.name(v));
  return names;
}

LogicalResult emitLoad(CEmitter &e, Operation *op) {
  memref::LoadOp load(op);
  if (allResultsUnused(op)) return success();
  if (!load.getMemref().getType().isa<MemRefType>())
    return e.emitError(op, "cannot emit C from an unranked memref");
  e.assign(load.getResult(), deref(e.elementPtr(load.getMemref(), indexNames(e, load.getIndices()))));
  return success();
}

LogicalResult emitStore(CEmitter &e, Operation *op) {
  memref::StoreOp store(op);
  if (!store.getMemref().getType().isa<MemRefType>())
    return e.emitError(op, "cannot emit C to an unranked memref");
  e.line() << deref(e.elementPtr(store.getMemref(), indexNames(e, store.getIndices()))) << " = "
           << e.name(store.getValueToStore()) << ";\n";
  return success();
}

}  // namespace

bool isContiguous(MemRefType t) {
  if (t.hasIdentityLayout()) return true;
  std::vector<int64_t> strides;
  int64_t offset;
  if (failed(t.getStridesAndOffset(strides, offset))) return false;
  std::vector<int64_t> rowMajor = computeRowMajorStrides(t.getShape());
  for (size_t i = 0; i < strides.size(); ++i) {
    // Strides of size-1 dims never matter.
    if (t.getDimSize(i) == 1) continue;
    if (isDynamic(rowMajor[i]) || strides[i] != rowMajor[i]) return false;
  }
  return true;
}

std::string basePtr(CEmitter &e, Value m) {
  std::string offset = e.offsetExpr(m);
  std::string aligned = alignedExpr(e, m);
  if (constantOf(offset) == 0) return aligned;
  return aligned + " + " + paren(offset);
}

LogicalResult emitCopyBetween(CEmitter &e, Operation *op, Value source, Value target) {
  auto srcType = source.getType().dyn_cast<MemRefType>();
  auto dstType = target.getType().dyn_cast<MemRefType>();
  if (!srcType || !dstType)
    return e.emitError(op, fmt::format("cannot emit C of unranked memrefs (cast them to ranked memrefs)"));
  std::string elt = elementTypeName(e, srcType, op);
  if (elt.empty()) return failure();
  unsigned rank = srcType.getRank();
  std::vector<std::string> sizes;
  for (unsigned i = 0; i < rank; ++i) {
    // The source's size, or the target's when only that one is static.
    std::string s = e.sizeExpr(source, i);
    if (!constantOf(s) && constantOf(e.sizeExpr(target, i))) s = e.sizeExpr(target, i);
    sizes.push_back(s);
  }
  if (isContiguous(srcType) && isContiguous(dstType)) {
    e.requireInclude("string.h");
    e.line() << fmt::format("memcpy({}, {}, {});\n", basePtr(e, target), basePtr(e, source),
                            mulExpr(product(sizes), "sizeof(" + elt + ")"));
    return success();
  }
  std::vector<std::string> ivs = openLoops(e, sizes, "i");
  e.line() << deref(e.elementPtr(target, ivs)) << " = " << deref(e.elementPtr(source, ivs)) << ";\n";
  closeLoops(e, ivs.size());
  return success();
}

namespace {

LogicalResult emitCopy(CEmitter &e, Operation *op) {
  memref::CopyOp copy(op);
  return emitCopyBetween(e, op, copy.getSource(), copy.getTarget());
}

/// `((int64_t *)((T0 *)u.descriptor + 1))`: the sizes array of an unranked
/// memref's descriptor (it follows allocated, aligned and offset, which is
/// exactly a rank-0 descriptor), strides after `rank` sizes.
std::string unrankedSizes(CEmitter &e, Value u) {
  Type elt = u.getType().cast<ShapedType>().getElementType();
  return fmt::format("((int64_t *)(({} *){}.descriptor + 1))", e.typeName(MemRefType::get({}, elt)), e.name(u));
}

LogicalResult emitDim(CEmitter &e, Operation *op) {
  memref::DimOp dim(op);
  if (allResultsUnused(op)) return success();
  Value source = dim.getSource();
  std::string index = e.name(dim.getIndex());
  if (auto ranked = source.getType().dyn_cast<MemRefType>()) {
    std::optional<int64_t> c = dim.getConstantIndex();
    if (c && *c >= 0 && *c < ranked.getRank()) {
      e.assign(dim.getResult(), e.sizeExpr(source, *c));
      return success();
    }
    if (ranked.getRank() == 0) return e.emitError(op, "cannot emit C of a rank-0 memref");
    e.assign(dim.getResult(), fmt::format("{}.sizes[{}]", e.name(source), index));
    return success();
  }
  e.assign(dim.getResult(), fmt::format("{}[{}]", unrankedSizes(e, source), index));
  return success();
}

LogicalResult emitRank(CEmitter &e, Operation *op) {
  memref::RankOp rank(op);
  if (allResultsUnused(op)) return success();
  if (auto ranked = rank.getMemref().getType().dyn_cast<MemRefType>())
    e.assign(rank.getResult(), intLiteral(ranked.getRank()));
  else
    e.assign(rank.getResult(), e.name(rank.getMemref()) + ".rank");
  return success();
}

LogicalResult emitExtractAlignedPointer(CEmitter &e, Operation *op) {
  memref::ExtractAlignedPointerAsIndexOp extract(op);
  if (allResultsUnused(op)) return success();
  e.assign(extract.getAlignedPointer(), fmt::format("(int64_t)(intptr_t){}", alignedExpr(e, extract.getSource())));
  return success();
}

}  // namespace

void registerMemRefAccessEmitters() {
  registerOpEmitter("memref.load", emitLoad);
  registerOpEmitter("memref.store", emitStore);
  registerOpEmitter("memref.copy", emitCopy);
  registerOpEmitter("memref.dim", emitDim);
  registerOpEmitter("memref.rank", emitRank);
  registerOpEmitter("memref.extract_aligned_pointer_as_index", emitExtractAlignedPointer);
}

}  // namespace tbuf::lower::cgen

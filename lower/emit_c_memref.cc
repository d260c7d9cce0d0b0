// C emission of memref allocation ops: alloc, alloca, dealloc, realloc, and
// the registration of every memref emitter (the other families live in
// emit_c_memref_{global,access,view,reshape}.cc).
//
// Allocation goes through the runtime (runtime/tbuf_runtime.h) so that leaks
// and double frees are tracked:
//   %alloc = memref.alloc(%n) {alignment = 64 : i64} : memref<?x4xf32>
// becomes
//   float *alloc_base = tbufAlloc(n * 4 * sizeof(float), 64);
//   memref_f32_2 alloc = {alloc_base, tbufAlignPtr(alloc_base, 64), 0, {n, 4}, {4, 1}};
// Without an alignment attribute the aligned pointer is the allocated one
// (MLIR's malloc-based lowering does the same). memref.alloca lives until
// the function returns, as in MLIR: a local array when the shape is static,
// small and the op sits in the function body's top level, else
// __builtin_alloca (GCC/Clang) with room for the alignment.
#include <fmt/format.h>

#include "dialects/memref/memref_ops.h"
#include "ir/block.h"
#include "ir/operation.h"
#include "lower/emit_c_memref_support.h"

namespace tbuf::lower {
namespace {

using namespace cgen;

/// Local arrays above this size (counting 16 bytes an element, the widest C
/// element type) go through alloca, so stack frames stay small.
constexpr int64_t kMaxLocalArrayBytes = 64 * 1024;

/// Sizes, strides and offset of a new buffer of type `t` with the given
/// size expressions; the strides come from a strided layout or are row-major.
LogicalResult layoutOfNewBuffer(CEmitter &e, Operation *op, MemRefType t, const std::vector<std::string> &sizes,
                                DescriptorParts &parts, std::string &numElements) {
  parts.sizes = sizes;
  if (t.hasIdentityLayout()) {
    parts.strides = rowMajorStrides(sizes);
    parts.offset = "0";
    numElements = product(sizes);
    return success();
  }
  std::vector<int64_t> strides;
  int64_t offset;
  if (failed(t.getStridesAndOffset(strides, offset)) || isDynamic(offset))
    return e.emitError(op, fmt::format("cannot emit C with layout of type '{}': the layout must be "
                                       "strided with static strides and offset", t.str()));
  parts.offset = intLiteral(offset);
  // Enough elements for every index: offset + sum(size_i * stride_i).
  numElements = parts.offset;
  for (size_t i = 0; i < strides.size(); ++i) {
    if (isDynamic(strides[i]))
      return e.emitError(op, fmt::format("cannot emit C with dynamic strides in type '{}'", t.str()));
    parts.strides.push_back(intLiteral(strides[i]));
    numElements = addExpr(numElements, mulExpr(sizes[i], parts.strides[i]));
  }
  return success();
}

template <typename AllocLikeOp>
LogicalResult emitAllocLike(CEmitter &e, Operation *op, bool onStack) {
  AllocLikeOp alloc(op);
  // A buffer nobody uses is dead (MLIR's canonicalizer erases it).
  if (allResultsUnused(op)) return success();
  MemRefType type = alloc.getType();
  std::string elt = elementTypeName(e, type, op);
  if (elt.empty()) return failure();
  if (!alloc.getSymbolOperands().empty())
    return e.emitError(op, fmt::format("cannot emit C with symbol operands"));

  std::vector<std::string> sizes;
  for (const OpFoldResult &ofr : alloc.getMixedSizes()) sizes.push_back(ofrExpr(e, ofr));
  DescriptorParts parts;
  std::string numElements;
  if (failed(layoutOfNewBuffer(e, op, type, sizes, parts, numElements))) return failure();
  std::string bytes = mulExpr(numElements, fmt::format("sizeof({})", elt));
  std::optional<int64_t> alignment = alloc.getAlignment();
  std::string result = e.name(alloc.getMemref());

  if (onStack) {
    auto count = constantOf(numElements);
    Operation *parent = op->getParentOp();
    bool topLevel = parent && parent->getName() == "func.func";
    if (count && topLevel && *count <= kMaxLocalArrayBytes / 16) {
      std::string data = e.freshName(result + "_data");
      std::string attr = alignment ? fmt::format(" __attribute__((aligned({})))", *alignment) : "";
      e.line() << fmt::format("{} {}[{}]{};\n", elt, data, std::max<int64_t>(*count, 1), attr);
      parts.allocated = parts.aligned = data;
      assignDescriptor(e, alloc.getMemref(), parts);
      return success();
    }
    std::string base = e.freshName(result + "_base");
    std::string extra = alignment ? " + " + intLiteral(*alignment) : "";
    e.line() << fmt::format("{} *{} = __builtin_alloca({}{});\n", elt, base, bytes, extra);
    parts.allocated = base;
    parts.aligned = alignment ? fmt::format("tbufAlignPtr({}, {})", base, *alignment) : base;
    assignDescriptor(e, alloc.getMemref(), parts);
    return success();
  }

  std::string base = e.freshName(result + "_base");
  e.line() << fmt::format("{} *{} = {};\n", elt, base, allocCall(e, op, bytes, alignment ? *alignment : 0));
  parts.allocated = base;
  parts.aligned = alignment ? fmt::format("tbufAlignPtr({}, {})", base, *alignment) : base;
  assignDescriptor(e, alloc.getMemref(), parts);
  return success();
}

LogicalResult emitAlloc(CEmitter &e, Operation *op) { return emitAllocLike<memref::AllocOp>(e, op, false); }
LogicalResult emitAlloca(CEmitter &e, Operation *op) { return emitAllocLike<memref::AllocaOp>(e, op, true); }

/// `memref.dealloc %m` -> `tbufFree(m.allocated);`
LogicalResult emitDealloc(CEmitter &e, Operation *op) {
  memref::DeallocOp dealloc(op);
  e.line() << freeStatement(e, op, allocatedExpr(e, dealloc.getMemref())) << "\n";
  return success();
}

/// `%r = memref.realloc %m(%n)`: a new buffer of the new size, the common
/// prefix copied, the old buffer freed (elements past the old size are
/// undefined, as in MLIR).
LogicalResult emitRealloc(CEmitter &e, Operation *op) {
  memref::ReallocOp realloc(op);
  Value source = realloc.getSource();
  auto srcType = source.getType().dyn_cast<MemRefType>();
  MemRefType type = realloc.getType();
  if (!srcType || srcType.getRank() != 1 || type.getRank() != 1 || !srcType.hasIdentityLayout() ||
      !type.hasIdentityLayout())
    return e.emitError(op, "cannot emit C other than between 1-D identity-layout memrefs");
  std::string elt = elementTypeName(e, type, op);
  if (elt.empty()) return failure();
  e.requireInclude("string.h");
  std::string result = e.name(realloc.getResult());
  std::string newSize = type.isDynamicDim(0) ? e.name(realloc.getDynamicResultSize()) : intLiteral(type.getDimSize(0));
  std::string oldSize = e.sizeExpr(source, 0);
  std::optional<int64_t> alignment = realloc.getAlignment();
  std::string base = e.freshName(result + "_base");
  e.line() << fmt::format("{} *{} = {};\n", elt, base,
                          allocCall(e, op, mulExpr(newSize, "sizeof(" + elt + ")"), alignment ? *alignment : 0));
  DescriptorParts parts;
  parts.allocated = base;
  parts.aligned = alignment ? fmt::format("tbufAlignPtr({}, {})", base, *alignment) : base;
  parts.offset = "0";
  parts.sizes = {newSize};
  parts.strides = {"1"};
  assignDescriptor(e, realloc.getResult(), parts);
  e.line() << fmt::format("memcpy({}.aligned, {}, {});\n", result, basePtr(e, source),
                          mulExpr(minExpr(oldSize, newSize), "sizeof(" + elt + ")"));
  e.line() << freeStatement(e, op, allocatedExpr(e, source)) << "\n";
  return success();
}

}  // namespace

void registerMemRefEmitters() {
  registerOpEmitter("memref.alloc", emitAlloc);
  registerOpEmitter("memref.alloca", emitAlloca);
  registerOpEmitter("memref.dealloc", emitDealloc);
  registerOpEmitter("memref.realloc", emitRealloc);
  cgen::registerMemRefGlobalEmitters();
  cgen::registerMemRefAccessEmitters();
  cgen::registerMemRefViewEmitters();
  cgen::registerMemRefReshapeEmitters();
}

}  // namespace tbuf::lower

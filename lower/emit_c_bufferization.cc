// C emission of the bufferization ops that can remain in a bufferized
// program: bufferization.clone (a new buffer with the result's layout plus
// a copy; MLIR's BufferizationToMemRef lowering allocates row-major) and bufferization.dealloc
// (normally lowered by the deallocation pipeline into scf/memref ops and a
// dealloc helper function; emitted directly if it survives). The tensor ops
// (to_tensor, to_buffer, alloc_tensor, materialize_in_destination,
// dealloc_tensor) must be gone after bufferization: they get a located error.
//
//   %c = bufferization.clone %m : memref<?xf32> to memref<?xf32>
// becomes
//   float *c_base = tbufAlloc(m.sizes[0] * sizeof(float), 0);
//   memref_f32_1 c = {c_base, c_base, 0, {m.sizes[0]}, {1}};
//   memcpy(c.aligned, m.aligned + m.offset, m.sizes[0] * sizeof(float));
#include <fmt/format.h>

#include "dialects/bufferization/bufferization_ops.h"
#include "ir/operation.h"
#include "lower/emit_c_memref_support.h"

namespace tbuf::lower {
namespace {

using namespace cgen;

LogicalResult emitClone(CEmitter &e, Operation *op) {
  bufferization::CloneOp clone(op);
  if (allResultsUnused(op)) return success();
  Value input = clone.getInput(), output = clone.getOutput();
  auto srcType = input.getType().dyn_cast<MemRefType>();
  auto type = output.getType().dyn_cast<MemRefType>();
  if (!srcType || !type || srcType.getRank() != type.getRank())
    return e.emitError(op, "cannot emit C of unranked memrefs");
  std::string elt = elementTypeName(e, type, op);
  if (elt.empty()) return failure();

  // A new buffer laid out as the result type says: row-major for an
  // identity layout; otherwise the static strides and offset of the type
  // (dynamic strides row-major above the inner dimensions, a dynamic offset
  // 0), in an allocation that spans the last element. MLIR's lowering
  // allocates row-major and casts, which fails for layouts such as
  // strided<[1], offset: 1>; the data a program can observe is the same.
  DescriptorParts parts;
  for (unsigned i = 0; i < type.getRank(); ++i) {
    std::string s = type.isDynamicDim(i) ? e.sizeExpr(input, i) : intLiteral(type.getDimSize(i));
    parts.sizes.push_back(s);
  }
  std::string elements = product(parts.sizes);
  parts.strides = rowMajorStrides(parts.sizes);
  parts.offset = "0";
  std::vector<int64_t> strides;
  int64_t offset = 0;
  if (!type.hasIdentityLayout()) {
    if (failed(type.getStridesAndOffset(strides, offset)))
      return e.emitError(op, fmt::format("cannot emit C to '{}': the layout is not strided", type.str()));
    std::string inner = "1";  // elements spanned by the dimensions inside i
    for (int i = static_cast<int>(type.getRank()) - 1; i >= 0; --i) {
      parts.strides[i] = isDynamic(strides[i]) ? inner : intLiteral(strides[i]);
      inner = mulExpr(parts.strides[i], parts.sizes[i]);
    }
    parts.offset = isDynamic(offset) ? "0" : intLiteral(offset);
  }
  if (parts.offset != "0" || parts.strides != rowMajorStrides(parts.sizes)) {
    // offset + sum((size_i - 1) * stride_i) + 1 elements (none when a size is 0).
    std::string extent = addExpr(parts.offset, "1");
    for (unsigned i = 0; i < type.getRank(); ++i)
      extent = addExpr(extent, mulExpr(addExpr(parts.sizes[i], "-1"), parts.strides[i]));
    auto count = constantOf(elements);
    if (!count || *count != 0) elements = count ? extent : fmt::format("({} == 0 ? 0 : {})", elements, extent);
    else elements = "0";
  }
  std::string base = e.freshName(e.name(output) + "_base");
  e.line() << fmt::format("{} *{} = {};\n", elt, base, allocCall(e, op, mulExpr(elements, "sizeof(" + elt + ")"), 0));
  parts.allocated = parts.aligned = base;
  assignDescriptor(e, output, parts);
  return emitCopyBetween(e, op, input, output);
}

/// Frees each memref whose condition holds unless it aliases (same aligned
/// base pointer) a retained memref or a memref freed before it; each
/// retained memref's updated condition is whether some memref with a true
/// condition aliases it (MLIR's bufferization.dealloc semantics).
LogicalResult emitDealloc(CEmitter &e, Operation *op) {
  bufferization::DeallocOp dealloc(op);
  OperandRange memrefs = dealloc.getMemrefs(), conditions = dealloc.getConditions(),
               retained = dealloc.getRetained();
  if (memrefs.size() != conditions.size())
    return e.emitError(op, "cannot emit C with one condition per memref missing");
  auto base = [&](Value m) { return "(void *)" + alignedExpr(e, m); };

  // The same SSA value on both sides aliases trivially: no pointer test.
  std::vector<std::string> freeConds;
  for (unsigned i = 0; i < memrefs.size(); ++i) {
    std::string cond = e.name(conditions[i]);
    for (Value r : retained) {
      if (r == memrefs[i]) cond = "false";
      else cond += fmt::format(" && {} != {}", base(memrefs[i]), base(r));
      if (cond == "false") break;
    }
    for (unsigned j = 0; j < i && cond != "false"; ++j) {
      if (memrefs[j] == memrefs[i])
        cond += fmt::format(" && !{}", e.name(conditions[j]));
      else
        cond += fmt::format(" && (!{} || {} != {})", e.name(conditions[j]), base(memrefs[j]), base(memrefs[i]));
    }
    freeConds.push_back(cond);
  }
  // Decide everything before freeing anything (later tests compare pointers).
  unsigned numFreed = 0;
  for (const std::string &cond : freeConds) numFreed += cond != "false";
  std::vector<std::string> decisions(memrefs.size());
  for (unsigned i = 0; i < memrefs.size(); ++i) {
    if (freeConds[i] == "false" || numFreed == 1) {
      decisions[i] = freeConds[i];
      continue;
    }
    decisions[i] = e.freshName("dealloc_free");
    e.line() << fmt::format("bool {} = {};\n", decisions[i], freeConds[i]);
  }
  // Updated ownership conditions of the retained memrefs.
  for (unsigned k = 0; k < retained.size(); ++k) {
    Value updated = dealloc.getUpdatedConditions()[k];
    if (updated.use_empty()) continue;
    std::string any;
    for (unsigned i = 0; i < memrefs.size(); ++i) {
      std::string term = memrefs[i] == retained[k]
                             ? e.name(conditions[i])
                             : fmt::format("({} && {} == {})", e.name(conditions[i]), base(memrefs[i]),
                                           base(retained[k]));
      any += (any.empty() ? "" : " || ") + term;
    }
    e.assign(updated, any.empty() ? "false" : any);
  }
  for (unsigned i = 0; i < memrefs.size(); ++i) {
    if (decisions[i] == "false") continue;
    e.line() << fmt::format("if ({}) {}\n", decisions[i], freeStatement(e, op, allocatedExpr(e, memrefs[i])));
  }
  return success();
}

/// Tensor-level bufferization ops: the program was not (fully) bufferized.
LogicalResult emitUnbufferized(CEmitter &e, Operation *op) {
  return e.emitError(op, "cannot be emitted as C: bufferize the program first (--one-shot-bufferize)");
}

}  // namespace

void registerBufferizationEmitters() {
  registerOpEmitter("bufferization.clone", emitClone);
  registerOpEmitter("bufferization.dealloc", emitDealloc);
  for (const char *name : {"bufferization.to_tensor", "bufferization.to_buffer", "bufferization.alloc_tensor",
                           "bufferization.materialize_in_destination", "bufferization.dealloc_tensor"})
    registerOpEmitter(name, emitUnbufferized);
}

}  // namespace tbuf::lower

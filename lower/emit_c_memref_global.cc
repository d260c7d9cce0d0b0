// C emission of memref.global (at file scope) and memref.get_global.
//
//   memref.global "private" constant @cst : memref<2x2xf32> = dense<[[1.0, 2.0], [3.0, 4.0]]>
// becomes a static array with the elements in row-major order,
//   static const float cst[4] = {
//     1.0f, 2.0f,
//     3.0f, 4.0f,
//   };
// (`uninitialized` globals are zero-initialised static arrays, external ones
// `extern` declarations, public ones are not `static`), and
//   %0 = memref.get_global @cst : memref<2x2xf32>
// a descriptor over it: `memref_f32_2 v0 = {(float *)cst, (float *)cst, 0, {2, 2}, {2, 1}};`.
// The allocated pointer is the array too, so a (wrong) dealloc of a global
// is reported by the runtime as a free of a pointer that is not live.
#include <cmath>

#include <fmt/format.h>

#include "dialects/memref/memref_ops.h"
#include "ir/block.h"
#include "ir/builtin_ops.h"
#include "ir/operation.h"
#include "ir/region.h"
#include "lower/c_emitter_impl.h"
#include "lower/emit_c_memref_support.h"

namespace tbuf::lower::cgen {
namespace {

/// Splats longer than this use a GNU range designator `{[0 ... N-1] = v}`
/// (shorter ones are listed: ISO C, no -pedantic warning).
constexpr int64_t kMaxListedSplat = 4096;

/// The C name of global `@symbol`.
std::string globalName(CEmitter &e, std::string_view symbol) { return e.functionName(symbol); }

/// Element `i` of a dense attribute as a C literal of element type `elt`.
std::string elementLiteral(DenseElementsAttr dense, Type elt, int64_t i) {
  if (dense.isFloat()) return floatLiteral(elt, dense.getFloatAt(i));
  return scalarIntLiteral(elt, dense.getIntAt(i));
}

/// ` = {...}` for a dense initialiser: one line per innermost row (at most 16
/// values a line).
std::string denseInitializer(DenseElementsAttr dense, Type elt, MemRefType type) {
  int64_t n = type.getNumElements();
  if (dense.isSplat()) {
    std::string v = elementLiteral(dense, elt, 0);
    bool zero = dense.isFloat() ? (dense.getFloatAt(0) == 0.0 && !std::signbit(dense.getFloatAt(0)))
                                : dense.getIntAt(0) == 0;
    if (zero) return " = {0}";
    if (n > kMaxListedSplat) return fmt::format(" = {{[0 ... {}] = {}}}", n - 1, v);
  }
  int64_t row = type.getRank() ? type.getShape().back() : 1;
  if (row <= 0 || row > 16) row = 16;
  std::string out = " = {\n";
  for (int64_t i = 0; i < n; i += row) {
    out += "  ";
    int64_t end = std::min(n, i + row);
    for (int64_t k = i; k < end; ++k) out += elementLiteral(dense, elt, k) + (k + 1 < end ? ", " : ",\n");
  }
  return out + "}";
}

LogicalResult emitGlobal(CEmitter &e, Operation *op) {
  memref::GlobalOp global(op);
  MemRefType type = global.getType();
  if (!type || !type.hasStaticShape())
    return e.emitError(op, "cannot emit C without a statically shaped memref type");
  std::string elt = elementTypeName(e, type, op);
  if (elt.empty()) return failure();
  std::string name = globalName(e, global.getSymName());
  int64_t n = std::max<int64_t>(type.getNumElements(), 1);
  std::string attrs = global.getAlignment() ? fmt::format(" __attribute__((aligned({})))", *global.getAlignment()) : "";
  bool isPublic = global.getSymVisibility().empty();
  // A private global nobody reads is dead (MLIR's symbol-dce drops it); a
  // static array would draw an unused-variable warning.
  if (!isPublic && !e.isGlobalRead(global.getSymName())) return success();
  if (global.isExternal()) {
    e.line() << fmt::format("extern {} {}[{}]{};\n", elt, name, n, attrs);
    return success();
  }
  std::string storage = isPublic ? "" : "static ";
  std::string constness = global.getConstant() ? "const " : "";
  std::string init;
  if (auto dense = global.getInitialValue().dyn_cast<DenseElementsAttr>()) {
    if (dense.getType().hasRank() && dense.getType().getNumElements() != type.getNumElements())
      return e.emitError(op, "cannot emit C whose initial value does not match its type");
    init = denseInitializer(dense, type.getElementType(), type);
  } else if (!global.isUninitialized()) {
    return e.emitError(op, "cannot emit C with an initial value that is not dense elements");
  } else if (global.getConstant()) {
    init = " = {0}";  // a const object needs an initialiser
  }
  e.line() << fmt::format("{}{}{} {}[{}]{}{};\n", storage, constness, elt, name, n, attrs, init);
  return success();
}

LogicalResult emitGetGlobal(CEmitter &e, Operation *op) {
  memref::GetGlobalOp get(op);
  if (allResultsUnused(op)) return success();
  Operation *globalOp = e.lookupGlobal(get.getName());
  if (!globalOp)
    return e.emitError(op, fmt::format("cannot emit C: no memref.global @{}", get.getName()));
  MemRefType type = get.getType();
  std::string elt = elementTypeName(e, type, op);
  if (elt.empty()) return failure();
  std::string name = globalName(e, get.getName());
  std::string ptr = memref::GlobalOp(globalOp).getConstant() ? fmt::format("({} *){}", elt, name) : name;
  DescriptorParts parts;
  parts.allocated = parts.aligned = ptr;
  std::vector<int64_t> strides;
  int64_t offset = 0;
  if (failed(type.getStridesAndOffset(strides, offset)) || isDynamic(offset))
    return e.emitError(op, "cannot emit C with a non-static layout");
  parts.offset = intLiteral(offset);
  for (unsigned i = 0; i < type.getRank(); ++i) {
    parts.sizes.push_back(intLiteral(type.getDimSize(i)));
    parts.strides.push_back(intLiteral(strides[i]));
  }
  assignDescriptor(e, get.getResult(), parts);
  return success();
}

}  // namespace

void registerMemRefGlobalEmitters() {
  registerOpEmitter("memref.global", emitGlobal);
  registerOpEmitter("memref.get_global", emitGetGlobal);
}

}  // namespace tbuf::lower::cgen

namespace tbuf::lower {

// One walk of the module: its globals by symbol (the first of a name wins)
// and the symbols read by used memref.get_globals (an unused get_global emits
// nothing, see emitGetGlobal).
void CEmitterImpl::indexGlobals() {
  globalsIndexed_ = true;
  if (!module_ || module_->getNumRegions() == 0) return;
  for (Block &block : module_->getRegion(0))
    for (Operation &op : block)
      if (op.getName() == "memref.global") globalsBySymbol_.try_emplace(std::string(memref::GlobalOp(&op).getSymName()), &op);
  module_->walk([&](Operation *op) {
    if (op->getName() == "memref.get_global" && !cgen::allResultsUnused(op))
      readGlobals_.insert(std::string(memref::GetGlobalOp(op).getName()));
  });
}

Operation *CEmitterImpl::lookupGlobal(std::string_view symbol) {
  if (!globalsIndexed_) indexGlobals();
  auto it = globalsBySymbol_.find(toAbsl(symbol));
  return it == globalsBySymbol_.end() ? nullptr : it->second;
}

bool CEmitterImpl::isGlobalRead(std::string_view symbol) {
  if (!module_) return true;
  if (!globalsIndexed_) indexGlobals();
  return readGlobals_.contains(toAbsl(symbol));
}

}  // namespace tbuf::lower

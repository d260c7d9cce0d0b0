// C emission of linalg structured ops on memrefs (fill, copy, matmul,
// batch_matmul, transpose, generic, map, reduce) as loop nests over the
// iteration domain, the way MLIR's convert-linalg-to-loops does:
//
//   for (int64_t i = 0; i < 4; i++) {        // one loop per iterator, d0 outermost
//     for (int64_t j = 0; j < n; j++) {
//       float in = A.aligned[i * 8 + j];     // block args = operands at their indexing maps
//       float out = C.aligned[i];
//       float v0 = in + out;                 // the payload, through the op emitters
//       C.aligned[i] = v0;                   // linalg.yield stores into the outputs
//     }
//   }
//
// Every structured op carries its payload region (named ops too), so one
// emitter covers them all: loop bounds come from the operand sizes through
// the inverse of the concatenated indexing maps (MLIR's
// getShapesToLoopsMap), element indices from the indexing maps, and
// reductions simply accumulate into the output in loop order (so float
// results match mlir-runner's bit for bit). Block arguments the payload
// never reads are not loaded. `linalg.index` reads the enclosing op's
// induction variables.
#include <fmt/format.h>

#include "absl/container/flat_hash_map.h"
#include "dialects/linalg/linalg_ops.h"
#include "ir/block.h"
#include "ir/operation.h"
#include "ir/region.h"
#include "lower/emit_c_memref_support.h"

namespace tbuf::lower {
namespace {

using namespace cgen;

/// Induction variables of the structured ops being emitted (for
/// linalg.index). Emission is single-threaded and nests strictly.
absl::flat_hash_map<Operation *, std::vector<std::string>> &activeLoops() {
  static absl::flat_hash_map<Operation *, std::vector<std::string>> loops;
  return loops;
}

/// MLIR's floordiv/ceildiv/mod on int64_t (mod is never negative for a
/// positive divisor), added to the prologue on first use.
std::string affineHelper(CEmitter &e, AffineExprKind kind, const std::string &lhs, const std::string &rhs) {
  switch (kind) {
    case AffineExprKind::FloorDiv:
      e.requireHelper("tbuf_affine_floordiv",
                      "static inline int64_t tbuf_affine_floordiv(int64_t a, int64_t b) {\n"
                      "  int64_t q = a / b;\n"
                      "  return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;\n"
                      "}\n");
      return fmt::format("tbuf_affine_floordiv({}, {})", lhs, rhs);
    case AffineExprKind::CeilDiv:
      e.requireHelper("tbuf_affine_ceildiv",
                      "static inline int64_t tbuf_affine_ceildiv(int64_t a, int64_t b) {\n"
                      "  int64_t q = a / b;\n"
                      "  return (a % b != 0 && ((a < 0) == (b < 0))) ? q + 1 : q;\n"
                      "}\n");
      return fmt::format("tbuf_affine_ceildiv({}, {})", lhs, rhs);
    default:
      e.requireHelper("tbuf_affine_mod",
                      "static inline int64_t tbuf_affine_mod(int64_t a, int64_t b) {\n"
                      "  int64_t r = a % b;\n"
                      "  return r < 0 ? r + (b < 0 ? -b : b) : r;\n"
                      "}\n");
      return fmt::format("tbuf_affine_mod({}, {})", lhs, rhs);
  }
}

/// The C expression of affine `expr` with dims replaced by `dims`; nullopt
/// for symbols (structured-op maps have none).
std::optional<std::string> affineToC(CEmitter &e, AffineExpr expr, const std::vector<std::string> &dims) {
  switch (expr.getKind()) {
    case AffineExprKind::Constant:
      return intLiteral(expr.getValue());
    case AffineExprKind::DimId:
      if (expr.getPosition() < 0 || static_cast<size_t>(expr.getPosition()) >= dims.size()) return std::nullopt;
      return dims[expr.getPosition()];
    case AffineExprKind::SymbolId:
      return std::nullopt;
    default:
      break;
  }
  auto lhs = affineToC(e, expr.getLHS(), dims), rhs = affineToC(e, expr.getRHS(), dims);
  if (!lhs || !rhs) return std::nullopt;
  switch (expr.getKind()) {
    case AffineExprKind::Add:
      return addExpr(*lhs, *rhs);
    case AffineExprKind::Mul:
      return mulExpr(*lhs, *rhs);
    default:
      return affineHelper(e, expr.getKind(), *lhs, *rhs);
  }
}

/// The element indices of operand `operand` at the loop point `ivs`.
std::optional<std::vector<std::string>> operandIndices(CEmitter &e, AffineMap map, const std::vector<std::string> &ivs) {
  std::vector<std::string> indices;
  for (AffineExpr r : map.getResults()) {
    auto c = affineToC(e, r, ivs);
    if (!c) return std::nullopt;
    indices.push_back(*c);
  }
  return indices;
}

LogicalResult emitStructuredOp(CEmitter &e, Operation *op) {
  if (failed(checkNoTensors(e, op))) return failure();
  linalg::LinalgOp linalgOp(op);
  Block *body = linalgOp.getBlock();
  if (!body || !body->getTerminator() || body->getTerminator()->getName() != "linalg.yield")
    return e.emitError(op, fmt::format("cannot emit C without a payload ending in linalg.yield"));
  std::vector<AffineMap> maps = linalgOp.getIndexingMapsArray();
  unsigned numOperands = op->getNumOperands();
  if (maps.size() != numOperands || body->getNumArguments() != numOperands)
    return e.emitError(op, fmt::format("cannot emit C: malformed indexing maps"));
  for (unsigned i = 0; i < numOperands; ++i) {
    if (!maps[i]) return e.emitError(op, fmt::format("cannot emit C: malformed indexing maps"));
    Type t = op->getOperand(i).getType();
    if (t.isa<UnrankedMemRefType>())
      return e.emitError(op, fmt::format("cannot emit C on unranked memrefs"));
    if (!t.isa<MemRefType>() && maps[i].getNumResults() != 0)
      return e.emitError(op, fmt::format("cannot emit C: scalar operand #{} has a non-empty indexing map", i));
  }

  // Loop bounds: the inverse of the concatenated maps applied to the sizes.
  unsigned numLoops = linalgOp.getNumLoops();
  std::vector<std::string> bounds;
  if (numLoops > 0) {
    AffineMap shapesToLoops = linalgOp.getShapesToLoopsMap();
    if (!shapesToLoops || shapesToLoops.getNumResults() != numLoops)
      return e.emitError(op, fmt::format("cannot emit C: the loop bounds cannot be inferred from the "
                                         "indexing maps"));
    std::vector<std::string> shapeSizes;
    for (unsigned i = 0; i < numOperands; ++i)
      for (unsigned r = 0; r < maps[i].getNumResults(); ++r) shapeSizes.push_back(e.sizeExpr(op->getOperand(i), r));
    for (AffineExpr bound : shapesToLoops.getResults()) {
      auto c = affineToC(e, bound, shapeSizes);
      if (!c)
        return e.emitError(op, fmt::format("cannot emit C: symbolic loop bounds"));
      bounds.push_back(*c);
    }
  }

  std::vector<std::string> ivs = openLoops(e, bounds, "i");
  activeLoops()[op] = ivs;
  auto finish = [&](LogicalResult result) {
    closeLoops(e, ivs.size());
    activeLoops().erase(op);
    return result;
  };

  // Block arguments: the operands' elements at this point (scalars as is).
  std::vector<std::vector<std::string>> indices(numOperands);
  for (unsigned i = 0; i < numOperands; ++i) {
    Value operand = op->getOperand(i);
    if (!operand.getType().isa<MemRefType>()) {
      if (!body->getArgument(i).use_empty()) e.assign(body->getArgument(i), e.name(operand));
      continue;
    }
    auto idx = operandIndices(e, maps[i], ivs);
    if (!idx)
      return finish(e.emitError(op, fmt::format("cannot emit C: indexing map #{} has symbols", i)));
    indices[i] = *idx;
    if (!body->getArgument(i).use_empty())
      e.assign(body->getArgument(i), deref(e.elementPtr(operand, indices[i])));
  }

  if (failed(e.emitBlockOps(*body))) return finish(failure());

  // linalg.yield: one value per init.
  Operation *yield = body->getTerminator();
  unsigned numInits = linalgOp.getNumDpsInits();
  if (yield->getNumOperands() != numInits)
    return finish(e.emitError(yield, "cannot emit C: expected one value per output"));
  for (unsigned j = 0; j < numInits; ++j) {
    unsigned operandIndex = numOperands - numInits + j;
    Value init = op->getOperand(operandIndex);
    if (!init.getType().isa<MemRefType>())
      return finish(e.emitError(op, fmt::format("cannot emit C: output #{} is not a memref", j)));
    e.line() << deref(e.elementPtr(init, indices[operandIndex])) << " = " << e.name(yield->getOperand(j)) << ";\n";
  }
  return finish(success());
}

/// `%i = linalg.index 1 : index` -> the enclosing op's loop variable.
LogicalResult emitIndex(CEmitter &e, Operation *op) {
  if (allResultsUnused(op)) return success();
  linalg::IndexOp index(op);
  auto it = activeLoops().end();
  for (Operation *parent = op->getParentOp(); parent && it == activeLoops().end(); parent = parent->getParentOp())
    it = activeLoops().find(parent);
  if (it == activeLoops().end())
    return e.emitError(op, "cannot emit C outside a structured op's payload");
  int64_t dim = index.getDim();
  if (dim < 0 || static_cast<size_t>(dim) >= it->second.size())
    return e.emitError(op, fmt::format("cannot emit C: dimension {} out of range", dim));
  e.assign(op->getResult(0), it->second[dim]);
  return success();
}

}  // namespace

void registerLinalgEmitters() {
  for (const char *name : {"linalg.fill", "linalg.copy", "linalg.matmul", "linalg.batch_matmul", "linalg.batch_reduce_matmul", "linalg.dot", "linalg.transpose", "linalg.broadcast",
                           "linalg.generic", "linalg.map", "linalg.reduce"})
    registerOpEmitter(name, emitStructuredOp);
  registerOpEmitter("linalg.index", emitIndex);
}

}  // namespace tbuf::lower

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
// induction variables. Two departures from the iterator-order nest, both
// keeping every output element's computation and order: the innermost loop
// is split where the payload clamps or compares its index against constants
// (lower/emit_c_loop_split.h), and an innermost reduction gets a parallel
// loop moved inside it when the outputs share no memory with the other
// operands (lower/emit_c_linalg_order.h).
#include <fmt/format.h>

#include "absl/container/flat_hash_map.h"
#include "dialects/linalg/linalg_ops.h"
#include "ir/block.h"
#include "ir/operation.h"
#include "ir/region.h"
#include "lower/emit_c_linalg_order.h"
#include "lower/emit_c_loop_split.h"
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

  // The payload at the loop point `ivs`: block arguments (the operands'
  // elements there, scalars as is), the ops, then linalg.yield's stores.
  std::vector<std::string> ivs;
  auto emitPayload = [&]() -> LogicalResult {
    std::vector<std::vector<std::string>> indices(numOperands);
    for (unsigned i = 0; i < numOperands; ++i) {
      Value operand = op->getOperand(i);
      if (!operand.getType().isa<MemRefType>()) {
        if (!body->getArgument(i).use_empty()) e.assign(body->getArgument(i), e.name(operand));
        continue;
      }
      auto idx = operandIndices(e, maps[i], ivs);
      if (!idx) return e.emitError(op, fmt::format("cannot emit C: indexing map #{} has symbols", i));
      indices[i] = *idx;
      if (!body->getArgument(i).use_empty())
        e.assign(body->getArgument(i), deref(e.elementPtr(operand, indices[i])));
    }

    if (failed(e.emitBlockOps(*body))) return failure();

    // linalg.yield: one value per init.
    Operation *yield = body->getTerminator();
    unsigned numInits = linalgOp.getNumDpsInits();
    if (yield->getNumOperands() != numInits)
      return e.emitError(yield, "cannot emit C: expected one value per output");
    for (unsigned j = 0; j < numInits; ++j) {
      unsigned operandIndex = numOperands - numInits + j;
      Value init = op->getOperand(operandIndex);
      if (!init.getType().isa<MemRefType>())
        return e.emitError(op, fmt::format("cannot emit C: output #{} is not a memref", j));
      e.line() << deref(e.elementPtr(init, indices[operandIndex])) << " = " << e.name(yield->getOperand(j)) << ";\n";
    }
    return success();
  };

  // One loop nest in `order` (op loop positions, outermost first). Its
  // innermost loop is split where the payload's clamps and comparisons of
  // that loop's index flip (lower/emit_c_loop_split.h): one loop per piece,
  // each running the payload.
  auto emitNest = [&](const std::vector<unsigned> &order) -> LogicalResult {
    std::vector<LoopPiece> pieces;
    if (!order.empty()) {
      int64_t inner = order.back();
      auto isInnerIndex = [&](Value v) {
        Operation *def = v.getDefiningOp();
        if (!def || def->getName() != "linalg.index" || linalg::IndexOp(def).getDim() != inner) return false;
        Operation *parent = def->getParentOp();
        while (parent && parent != op && parent->getName().substr(0, 7) != "linalg.") parent = parent->getParentOp();
        return parent == op;
      };
      std::vector<int64_t> points = loopSplitPoints(*body, isInnerIndex);
      if (!points.empty()) pieces = loopPieces(points, 0, bounds[inner], constantOf(bounds[inner]));
    }
    bool split = pieces.size() > 1;
    size_t numOuter = split ? order.size() - 1 : order.size();
    std::vector<std::string> byDim(order.size());
    for (size_t k = 0; k < numOuter; ++k) {
      std::string iv = e.freshName("i");
      e.line() << fmt::format("for (int64_t {0} = 0; {0} < {1}; {0}++) {{\n", iv, bounds[order[k]]);
      e.indent();
      byDim[order[k]] = iv;
    }
    LogicalResult result = success();
    if (split) {
      std::string iv = e.freshName("i");
      byDim[order.back()] = iv;
      ivs = byDim;
      activeLoops()[op] = ivs;
      for (const LoopPiece &piece : pieces) {
        e.line() << fmt::format("for (int64_t {0} = {1}; {0} < {2}; {0}++) {{\n", iv, piece.lower, piece.upper);
        e.indent();
        if (succeeded(result)) result = emitPayload();
        e.dedent();
        e.line() << "}\n";
      }
    } else {
      ivs = byDim;
      activeLoops()[op] = ivs;
      result = emitPayload();
    }
    closeLoops(e, numOuter);
    activeLoops().erase(op);
    return result;
  };

  std::vector<unsigned> iteratorOrder(numLoops);
  for (unsigned d = 0; d < numLoops; ++d) iteratorOrder[d] = d;
  // An innermost reduction: the nest with a parallel loop innermost where
  // the outputs overlap no other operand, else the iterator order
  // (lower/emit_c_linalg_order.h).
  std::vector<unsigned> reordered = reductionInnerParallelOrder(op);
  if (reordered.empty()) return emitNest(iteratorOrder);
  std::string disjoint = emitOutputsDisjointCondition(e, op);
  e.line() << "if (" << disjoint << ") {\n";
  e.indent();
  LogicalResult result = emitNest(reordered);
  e.dedent();
  e.line() << "} else {\n";
  e.indent();
  if (succeeded(result)) result = emitNest(iteratorOrder);
  e.dedent();
  e.line() << "}\n";
  return result;
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

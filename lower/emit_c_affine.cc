// affine dialect -> C. Affine expressions become int64_t C expressions over
// the dim and symbol operands, with MLIR's semantics for `floordiv` (rounds
// down), `ceildiv` (rounds up) and `mod` (non-negative for a positive
// divisor) through small `static inline` helpers; `+` and `*` wrap as index
// arithmetic does (computed in uint64_t).
//   affine.apply           -> the expression
//   affine.load / store    -> an element access at the subscript expressions
//   affine.for             -> `for (iv = max(lbs); iv < min(ubs); iv += step)`
//                             with iter_args as loop-carried variables
//   affine.parallel        -> nested C loops, run sequentially
#include <string>
#include <vector>

#include "dialects/affine/affine_ops.h"
#include "fmt/format.h"
#include "ir/block.h"
#include "ir/operation.h"
#include "ir/region.h"
#include "lower/c_emitter.h"

namespace tbuf::lower {

namespace {

constexpr std::string_view kHelpers =
    "static inline int64_t tbuf_affine_floordiv(int64_t a, int64_t b) {\n"
    "  int64_t q = a / b;\n"
    "  return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;\n"
    "}\n"
    "static inline int64_t tbuf_affine_ceildiv(int64_t a, int64_t b) {\n"
    "  int64_t q = a / b;\n"
    "  return (a % b != 0 && ((a < 0) == (b < 0))) ? q + 1 : q;\n"
    "}\n"
    "static inline int64_t tbuf_affine_mod(int64_t a, int64_t b) {\n"
    "  int64_t r = a % b;\n"
    "  return r < 0 ? r + (b < 0 ? -b : b) : r;\n"
    "}\n"
    "static inline int64_t tbuf_affine_max(int64_t a, int64_t b) { return a > b ? a : b; }\n"
    "static inline int64_t tbuf_affine_min(int64_t a, int64_t b) { return a < b ? a : b; }\n";

/// `e` as a C expression; `operands` are the C names of dims then symbols.
std::string exprC(AffineExpr e, unsigned numDims, const std::vector<std::string> &operands) {
  switch (e.getKind()) {
    case AffineExprKind::DimId: return operands[e.getPosition()];
    case AffineExprKind::SymbolId: return operands[numDims + e.getPosition()];
    case AffineExprKind::Constant: return fmt::format("INT64_C({})", e.getValue());
    default: break;
  }
  std::string lhs = exprC(e.getLHS(), numDims, operands), rhs = exprC(e.getRHS(), numDims, operands);
  switch (e.getKind()) {
    case AffineExprKind::Add: return fmt::format("(int64_t)((uint64_t)({}) + (uint64_t)({}))", lhs, rhs);
    case AffineExprKind::Mul: return fmt::format("(int64_t)((uint64_t)({}) * (uint64_t)({}))", lhs, rhs);
    case AffineExprKind::FloorDiv: return fmt::format("tbuf_affine_floordiv({}, {})", lhs, rhs);
    case AffineExprKind::CeilDiv: return fmt::format("tbuf_affine_ceildiv({}, {})", lhs, rhs);
    case AffineExprKind::Mod: return fmt::format("tbuf_affine_mod({}, {})", lhs, rhs);
    default: return "";
  }
}

std::vector<std::string> operandNames(CEmitter &e, const OperandRange &operands) {
  std::vector<std::string> names;
  for (Value v : operands) names.push_back(e.name(v));
  return names;
}

/// Result `r` of `map` applied to `operands`, as C.
std::string mapResultC(CEmitter &e, AffineMap map, const OperandRange &operands, unsigned r) {
  e.requireHelper("tbuf_affine", kHelpers);
  return exprC(map.getResult(r), map.getNumDims(), operandNames(e, operands));
}

LogicalResult emitApply(CEmitter &e, Operation *op) {
  affine::ApplyOp apply(op);
  e.assign(op->getResult(0), mapResultC(e, apply.getAffineMap(), apply.getMapOperands(), 0));
  return success();
}

template <typename OpT> std::vector<std::string> subscripts(CEmitter &e, OpT access) {
  std::vector<std::string> indices;
  AffineMap map = access.getAffineMap();
  for (unsigned r = 0; r < map.getNumResults(); ++r) indices.push_back(mapResultC(e, map, access.getMapOperands(), r));
  return indices;
}

LogicalResult emitLoad(CEmitter &e, Operation *op) {
  affine::LoadOp load(op);
  if (e.typeName(load.getMemRef().getType(), op).empty()) return failure();
  e.assign(op->getResult(0), "*" + e.elementPtr(load.getMemRef(), subscripts(e, load)));
  return success();
}

LogicalResult emitStore(CEmitter &e, Operation *op) {
  affine::StoreOp store(op);
  if (e.typeName(store.getMemRef().getType(), op).empty()) return failure();
  e.line() << "*" << e.elementPtr(store.getMemRef(), subscripts(e, store)) << " = " << e.name(store.getValue())
           << ";\n";
  return success();
}

/// The max (lower) or min (upper) of a bound map's results.
std::string boundC(CEmitter &e, AffineMap map, const OperandRange &operands, bool isLower) {
  std::string out = mapResultC(e, map, operands, 0);
  for (unsigned r = 1; r < map.getNumResults(); ++r)
    out = fmt::format("tbuf_affine_{}({}, {})", isLower ? "max" : "min", out, mapResultC(e, map, operands, r));
  return out;
}

LogicalResult emitFor(CEmitter &e, Operation *op) {
  affine::ForOp loop(op);
  if (loop.getStep() <= 0)
    return e.emitError(op, fmt::format("with step {} cannot be emitted as C (it would not terminate)", loop.getStep()));
  for (Value r : op->getResults())
    if (e.typeName(r.getType(), op).empty()) return failure();
  std::vector<Value> iterArgs = loop.getBody()->getArguments();
  iterArgs.erase(iterArgs.begin());
  std::vector<Value> inits = loop.getInits().vec();
  for (size_t i = 0; i < iterArgs.size(); ++i) e.assign(iterArgs[i], e.name(inits[i]));
  std::string iv = e.name(loop.getInductionVar());
  std::string ub = e.freshName("ub");
  e.line() << "int64_t " << ub << " = " << boundC(e, loop.getUpperBoundMap(), loop.getUpperBoundOperands(), false)
           << ";\n";
  e.line() << "for (int64_t " << iv << " = "
           << boundC(e, loop.getLowerBoundMap(), loop.getLowerBoundOperands(), true) << "; " << iv << " < " << ub
           << "; " << iv << " += " << loop.getStep() << ") {\n";
  e.indent();
  std::vector<std::string> dests;
  for (Value v : iterArgs) dests.push_back(e.name(v));
  LogicalResult body = e.emitRegion(loop.getRegion(), [&](Operation *term) -> LogicalResult {
    if (!affine::YieldOp::classof(term)) return e.emitOp(term);
    e.assignParallel(dests, term->getOperands().vec());
    return success();
  });
  e.dedent();
  e.line() << "}\n";
  if (failed(body)) return failure();
  for (size_t i = 0; i < iterArgs.size(); ++i) e.assign(op->getResult(i), e.name(iterArgs[i]));
  return success();
}

/// The bound of each dim of an affine.parallel: the max (lower) or min
/// (upper) of its group of results.
std::vector<std::string> groupBoundsC(CEmitter &e, AffineMap map, const std::vector<int64_t> &groups,
                                      const OperandRange &operands, bool isLower) {
  std::vector<std::string> out;
  unsigned r = 0;
  for (int64_t size : groups) {
    std::string b = mapResultC(e, map, operands, r++);
    for (int64_t k = 1; k < size; ++k)
      b = fmt::format("tbuf_affine_{}({}, {})", isLower ? "max" : "min", b, mapResultC(e, map, operands, r++));
    out.push_back(b);
  }
  return out;
}

LogicalResult emitParallel(CEmitter &e, Operation *op) {
  affine::ParallelOp par(op);
  std::vector<int64_t> steps = par.getSteps();
  for (int64_t s : steps)
    if (s <= 0) return e.emitError(op, fmt::format("with step {} cannot be emitted as C (it would not terminate)", s));
  std::vector<std::string> lbs = groupBoundsC(e, par.getLowerBoundsMap(), par.getLowerBoundsGroups(),
                                              par.getLowerBoundsOperands(), true);
  std::vector<std::string> ubs = groupBoundsC(e, par.getUpperBoundsMap(), par.getUpperBoundsGroups(),
                                              par.getUpperBoundsOperands(), false);
  e.line() << "/* affine.parallel, run sequentially */\n";
  std::vector<std::string> ubNames;
  for (const std::string &ub : ubs) {
    ubNames.push_back(e.freshName("ub"));
    e.line() << "int64_t " << ubNames.back() << " = " << ub << ";\n";
  }
  Block *body = par.getBody();
  for (unsigned d = 0; d < body->getNumArguments(); ++d) {
    std::string iv = e.name(body->getArgument(d));
    e.line() << "for (int64_t " << iv << " = " << lbs[d] << "; " << iv << " < " << ubNames[d] << "; " << iv
             << " += " << steps[d] << ") {\n";
    e.indent();
  }
  LogicalResult result = e.emitRegion(par.getRegion(), [&](Operation *term) -> LogicalResult {
    return affine::YieldOp::classof(term) ? success() : e.emitOp(term);
  });
  for (unsigned d = 0; d < body->getNumArguments(); ++d) {
    e.dedent();
    e.line() << "}\n";
  }
  return result;
}

}  // namespace

void registerAffineEmitters() {
  registerOpEmitter(affine::ParallelOp::getOperationName(), emitParallel);
  registerOpEmitter(affine::ApplyOp::getOperationName(), emitApply);
  registerOpEmitter(affine::LoadOp::getOperationName(), emitLoad);
  registerOpEmitter(affine::StoreOp::getOperationName(), emitStore);
  registerOpEmitter(affine::ForOp::getOperationName(), emitFor);
}

}  // namespace tbuf::lower

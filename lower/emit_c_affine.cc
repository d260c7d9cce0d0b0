// affine dialect -> C. Affine expressions become int64_t C expressions over
// the dim and symbol operands, with MLIR's semantics for `floordiv` (rounds
// down), `ceildiv` (rounds up) and `mod` (non-negative for a positive
// divisor) through small `static inline` helpers; `+` and `*` wrap as index
// arithmetic does (computed in uint64_t).
//   affine.apply           -> the expression
//   affine.load / store    -> an element access at the subscript expressions
//   affine.for             -> `for (iv = max(lbs); iv < min(ubs); iv += step)`
//                             with iter_args as loop-carried variables
//   affine.if              -> `if (c0 >= 0 && c1 == 0 ...) { ... } else { ... }`
//                             over the integer set's constraints, results
//                             declared before and assigned from the yields
//   affine.parallel        -> nested C loops, run sequentially; each
//                             reduction result starts at its kind's
//                             identity and folds in every iteration's
//                             yielded value (addf, mulf, maximumf, minimumf,
//                             addi, muli, andi, ori, maxs, mins, maxu, minu)
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

/// `name` as the C form of a value of type `t` (a float literal for floats).
std::string floatLiteral(Type t, std::string_view value) {
  if (t.isF64()) return std::string(value);
  if (t.isF16()) return fmt::format("(_Float16){}f", value);
  return fmt::format("{}f", value);
}

/// The identity of `kind` on `t` (MLIR's arith::getIdentityValue), as C.
std::string reductionIdentityC(CEmitter &e, affine::AtomicRMWKind kind, Type t) {
  using K = affine::AtomicRMWKind;
  switch (kind) {
    case K::addf: return floatLiteral(t, "0.0");
    case K::mulf: return floatLiteral(t, "1.0");
    case K::maximumf:
    case K::minimumf:
      return fmt::format("({})({}INFINITY)", e.typeName(t), kind == K::maximumf ? "-" : "");
    default: break;
  }
  auto it = t.dyn_cast<IntegerType>();
  unsigned w = it ? it.getWidth() : 64;
  if (w == 1) return kind == K::andi || kind == K::minu || kind == K::muli ? "true" : "false";
  std::string T = e.typeName(t);
  switch (kind) {
    case K::muli: return fmt::format("({})1", T);
    case K::andi:
    case K::minu: return fmt::format("({})-1", T);
    case K::maxs: return fmt::format("INT{}_MIN", w);
    case K::mins: return fmt::format("INT{}_MAX", w);
    default: return fmt::format("({})0", T);
  }
}

/// The helper folding one value into an accumulator for `kind` on `t`;
/// returns its name.
std::string reductionHelperC(CEmitter &e, affine::AtomicRMWKind kind, Type t) {
  using K = affine::AtomicRMWKind;
  std::string T = e.typeName(t);
  std::string fn = fmt::format("tbuf_affine_reduce_{}_{}", affine::stringifyAtomicRMWKind(kind), t.str());
  auto it = t.dyn_cast<IntegerType>();
  bool isBool = it && it.getWidth() == 1;
  // Integer + and * wrap: computed in the unsigned type of the same width.
  std::string U = it && !isBool ? fmt::format("uint{}_t", it.getWidth()) : "uint64_t";
  std::string body;
  switch (kind) {
    case K::addf: body = t.isF16() ? "(_Float16)((float)a + (float)b)" : "a + b"; break;
    case K::mulf: body = t.isF16() ? "(_Float16)((float)a * (float)b)" : "a * b"; break;
    case K::maximumf:
    case K::minimumf: {
      bool isMax = kind == K::maximumf;
      body = fmt::format("(isnan(a) || isnan(b)) ? ({0})NAN : a == b ? ({1}) : (a {2} b ? a : b)", T,
                         isMax ? "signbit(a) ? b : a" : "signbit(a) ? a : b", isMax ? ">" : "<");
      break;
    }
    case K::addi: body = isBool ? "a != b" : fmt::format("({})(({})a + ({})b)", T, U, U); break;
    case K::muli: body = isBool ? "a && b" : fmt::format("({})(({})a * ({})b)", T, U, U); break;
    case K::andi: body = isBool ? "a && b" : "a & b"; break;
    case K::ori: body = isBool ? "a || b" : "a | b"; break;
    case K::maxs:
    case K::maxu: body = "a > b ? a : b"; break;
    default: body = "a < b ? a : b"; break;
  }
  e.requireHelper(fn, fmt::format("static inline {0} {1}({0} a, {0} b) {{ return {2}; }}\n", T, fn, body));
  return fn;
}

LogicalResult emitIf(CEmitter &e, Operation *op) {
  affine::IfOp ifOp(op);
  IntegerSet set = ifOp.getIntegerSet();
  for (Value r : op->getResults()) {
    if (e.typeName(r.getType(), op).empty()) return failure();
    e.declare(r);
  }
  e.requireHelper("tbuf_affine", kHelpers);
  std::vector<std::string> operands = operandNames(e, op->getOperands());
  std::string cond;
  for (unsigned i = 0; i < set.getNumConstraints(); ++i)
    cond += fmt::format("{}({} {} 0)", i ? " && " : "", exprC(set.getConstraint(i), set.getNumDims(), operands),
                        set.isEq(i) ? "==" : ">=");
  std::vector<std::string> dests;
  for (Value r : op->getResults()) dests.push_back(e.name(r));
  auto yieldToResults = [&](Operation *term) -> LogicalResult {
    if (!affine::YieldOp::classof(term)) return e.emitOp(term);
    e.assignParallel(dests, term->getOperands().vec());
    return success();
  };
  e.line() << "if (" << cond << ") {\n";
  e.indent();
  LogicalResult result = e.emitRegion(ifOp.getThenRegion(), yieldToResults);
  e.dedent();
  if (succeeded(result) && ifOp.hasElse()) {
    e.line() << "} else {\n";
    e.indent();
    result = e.emitRegion(ifOp.getElseRegion(), yieldToResults);
    e.dedent();
  }
  e.line() << "}\n";
  return result;
}

LogicalResult emitParallel(CEmitter &e, Operation *op) {
  affine::ParallelOp par(op);
  std::vector<std::optional<affine::AtomicRMWKind>> kinds = par.getReductionKinds();
  std::vector<std::string> combiners;
  for (unsigned i = 0; i < op->getNumResults(); ++i) {
    Value r = op->getResult(i);
    if (e.typeName(r.getType(), op).empty()) return failure();
    if (*kinds[i] == affine::AtomicRMWKind::assign)
      return e.emitError(op, "with an \"assign\" reduction has no defined result and cannot be emitted as C");
    combiners.push_back(reductionHelperC(e, *kinds[i], r.getType()));
    e.assign(r, reductionIdentityC(e, *kinds[i], r.getType()));
  }
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
    if (!affine::YieldOp::classof(term)) return e.emitOp(term);
    for (unsigned i = 0; i < term->getNumOperands(); ++i) {
      std::string acc = e.name(op->getResult(i));
      e.line() << acc << " = " << combiners[i] << "(" << acc << ", " << e.name(term->getOperand(i)) << ");\n";
    }
    return success();
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
  registerOpEmitter(affine::IfOp::getOperationName(), emitIf);
}

}  // namespace tbuf::lower

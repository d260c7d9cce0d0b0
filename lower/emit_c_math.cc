// math dialect → C: each float op calls its <math.h> function (the `f`
// variant for f32; f16 computes in float and converts back), rsqrt is
// 1/sqrt, roundeven is rint (ties to even in the default rounding mode),
// absi wraps like MLIR (|INT_MIN| = INT_MIN). Scalars only.
#include "fmt/format.h"
#include "ir/operation.h"
#include "lower/c_emitter_impl.h"

namespace tbuf::lower {

namespace {

struct MathFn {
  const char *op;
  const char *libm;  ///< double-precision name
};

constexpr MathFn kUnary[] = {
    {"math.absf", "fabs"},   {"math.atan", "atan"},   {"math.cbrt", "cbrt"},     {"math.ceil", "ceil"},
    {"math.cos", "cos"},     {"math.erf", "erf"},     {"math.exp", "exp"},       {"math.exp2", "exp2"},
    {"math.expm1", "expm1"}, {"math.floor", "floor"}, {"math.log", "log"},       {"math.log10", "log10"},
    {"math.log1p", "log1p"}, {"math.log2", "log2"},   {"math.round", "round"},   {"math.roundeven", "rint"},
    {"math.sin", "sin"},     {"math.sqrt", "sqrt"},   {"math.tan", "tan"},       {"math.tanh", "tanh"},
    {"math.trunc", "trunc"},
};
constexpr MathFn kBinary[] = {
    {"math.atan2", "atan2"},
    {"math.copysign", "copysign"},
    {"math.powf", "pow"},
};

const char *lookupLibm(std::string_view opName) {
  for (const MathFn &f : kUnary)
    if (opName == f.op) return f.libm;
  for (const MathFn &f : kBinary)
    if (opName == f.op) return f.libm;
  return nullptr;
}

LogicalResult checkFloat(CEmitter &e, Operation *op) {
  for (Value v : op->getResults())
    if (!v.getType().isa<FloatType>() || e.typeName(v.getType(), op).empty())
      return e.emitError(op, fmt::format("on '{}' cannot be emitted as C (scalar floats only; bufferize first)",
                                         v.getType().str()));
  return success();
}

/// `fn(args)` with f32 `f` suffix; f16 goes through float.
std::string call(CEmitter &e, std::string_view libm, Type t, Operation *op) {
  std::string fn = t.isF64() ? std::string(libm) : std::string(libm) + "f";
  std::string args;
  for (Value v : op->getOperands()) args += (args.empty() ? "" : ", ") + (t.isF16() ? "(float)" + e.name(v) : e.name(v));
  std::string expr = fmt::format("{}({})", fn, args);
  return t.isF16() ? "(_Float16)" + expr : expr;
}

LogicalResult emitLibmCall(CEmitter &e, Operation *op) {
  if (failed(checkFloat(e, op))) return failure();
  const char *libm = lookupLibm(op->getName());
  if (!libm) return e.emitError(op, "has no C equivalent");
  e.assign(op->getResult(0), call(e, libm, op->getResult(0).getType(), op));
  return success();
}

LogicalResult emitRsqrt(CEmitter &e, Operation *op) {
  if (failed(checkFloat(e, op))) return failure();
  Type t = op->getResult(0).getType();
  std::string one = t.isF64() ? "1.0" : "1.0f";
  std::string expr = fmt::format("{} / {}", one, call(e, "sqrt", t, op));
  e.assign(op->getResult(0), t.isF16() ? "(_Float16)(" + expr + ")" : expr);
  return success();
}

LogicalResult emitFma(CEmitter &e, Operation *op) {
  if (failed(checkFloat(e, op))) return failure();
  e.assign(op->getResult(0), call(e, "fma", op->getResult(0).getType(), op));
  return success();
}

LogicalResult emitAbsI(CEmitter &e, Operation *op) {
  Type t = op->getResult(0).getType();
  if (!t.isIntOrIndex() || e.typeName(t, op).empty())
    return e.emitError(op, fmt::format("on '{}' cannot be emitted as C (scalars only)", t.str()));
  std::string a = e.name(op->getOperand(0));
  if (t.isInteger(1)) {
    e.assign(op->getResult(0), a);
    return success();
  }
  std::string T = e.typeName(t);
  std::string U = t.isIndex() || t.getIntOrFloatBitWidth() == 64 ? "uint64_t" : "uint32_t";
  e.assign(op->getResult(0), fmt::format("{0} < 0 ? ({1})(0u - ({2}){0}) : {0}", a, T, U));
  return success();
}

}  // namespace

void registerMathEmitters() {
  for (const MathFn &f : kUnary) registerOpEmitter(f.op, emitLibmCall);
  for (const MathFn &f : kBinary) registerOpEmitter(f.op, emitLibmCall);
  registerOpEmitter("math.rsqrt", emitRsqrt);
  registerOpEmitter("math.fma", emitFma);
  registerOpEmitter("math.absi", emitAbsI);
}

}  // namespace tbuf::lower

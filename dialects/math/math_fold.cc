// Constant folds of the math dialect (MLIR 22's MathOps.cpp), as
// `mlir-opt-22 --canonicalize` applies them:
//   exact in every float type (APFloat): absf, ceil, floor, roundeven,
//     copysign; absi on integers;
//   through the host libm, for f32 (float functions) and f64 only: atan,
//     atan2, cos, sin, tan, tanh, erf, exp, exp2, expm1, log, log2, log10,
//     log1p (not for negative arguments), sqrt (not for negative arguments),
//     round, trunc, powf.
// cbrt, rsqrt and fma are not folded (MLIR 22 does not fold them). Results
// of math ops become `arith.constant`s (the math dialect's materializer is
// arith's, as in MLIR).
#include <cmath>

#include "dialects/arith/arith_fold.h"
#include "dialects/math/math_ops.h"
#include "transforms/fold_utils.h"

namespace tbuf::math {
namespace {

using arith::fold::foldTo;
using Attrs = ArrayRef<Attribute>;
using Results = std::vector<OpFoldResult>;

/// A unary float fold exact in every float type.
template <double (*Fn)(double)> LogicalResult foldExact(Operation *, Attrs operands, Results &results) {
  return foldTo(results, arith::fold::constFoldUnaryFloat(operands, [](double a, Type) -> std::optional<double> {
                  return Fn(a);
                }));
}

double absValue(double a) { return std::fabs(a); }
double ceilValue(double a) { return std::ceil(a); }
double floorValue(double a) { return std::floor(a); }
double roundEvenValue(double a) { return std::nearbyint(a); }  // the default rounding mode is to-nearest-even

/// Which arguments a host-libm fold refuses.
enum class Domain { All, NonNegative, Log1p };

/// A unary fold through the host libm: `F32` on f32 values, `F64` on f64
/// values, no fold for other float types or refused arguments.
template <float (*F32)(float), double (*F64)(double), Domain D = Domain::All>
LogicalResult foldHost(Operation *, Attrs operands, Results &results) {
  return foldTo(results, arith::fold::constFoldUnaryFloat(operands, [](double a, Type t) -> std::optional<double> {
                  if (D == Domain::NonNegative && std::signbit(a)) return std::nullopt;
                  if (D == Domain::Log1p && std::signbit(t.isF32() ? static_cast<double>(static_cast<float>(a) + 1.0f)
                                                                   : a + 1.0))
                    return std::nullopt;
                  if (t.isF64()) return F64(a);
                  if (t.isF32()) return static_cast<double>(F32(static_cast<float>(a)));
                  return std::nullopt;
                }));
}

/// A binary fold through the host libm (f32 and f64 only).
template <float (*F32)(float, float), double (*F64)(double, double), bool ZeroZeroIsNaN = false>
LogicalResult foldHost2(Operation *, Attrs operands, Results &results) {
  return foldTo(results,
                arith::fold::constFoldBinaryFloat(operands, [](double a, double b, Type t) -> std::optional<double> {
                  if (ZeroZeroIsNaN && a == 0 && b == 0) return std::nan("");
                  if (t.isF64()) return F64(a, b);
                  if (t.isF32()) return static_cast<double>(F32(static_cast<float>(a), static_cast<float>(b)));
                  return std::nullopt;
                }));
}

LogicalResult foldCopySign(Operation *, Attrs operands, Results &results) {
  return foldTo(results, arith::fold::constFoldBinaryFloat(operands, [](double a, double b, Type) -> std::optional<double> {
                  return std::copysign(a, b);
                }));
}

LogicalResult foldAbsI(Operation *op, Attrs operands, Results &results) {
  using arith::fold::APInt64;
  using arith::fold::CastElement;
  return foldTo(results, arith::fold::constFoldCast(operands[0], op->getResult(0).getType(),
                                                   [](const CastElement &a, Type, Type) -> std::optional<CastElement> {
                                                     CastElement r = a;
                                                     if (a.intValue.isNegative())
                                                       r.intValue = APInt64::get(a.intValue.width, -a.intValue.bits);
                                                     return r;
                                                   }));
}

// libm entry points with unambiguous signatures for the templates above.
float atanF(float a) { return atanf(a); }
double atanD(double a) { return atan(a); }
float cosF(float a) { return cosf(a); }
double cosD(double a) { return cos(a); }
float sinF(float a) { return sinf(a); }
double sinD(double a) { return sin(a); }
float tanF(float a) { return tanf(a); }
double tanD(double a) { return tan(a); }
float tanhF(float a) { return tanhf(a); }
double tanhD(double a) { return tanh(a); }
float erfF(float a) { return erff(a); }
double erfD(double a) { return erf(a); }
float expF(float a) { return expf(a); }
double expD(double a) { return exp(a); }
float exp2F(float a) { return exp2f(a); }
double exp2D(double a) { return exp2(a); }
float expm1F(float a) { return expm1f(a); }
double expm1D(double a) { return expm1(a); }
float logF(float a) { return logf(a); }
double logD(double a) { return log(a); }
float log2F(float a) { return log2f(a); }
double log2D(double a) { return log2(a); }
float log10F(float a) { return log10f(a); }
double log10D(double a) { return log10(a); }
float log1pF(float a) { return log1pf(a); }
double log1pD(double a) { return log1p(a); }
float sqrtF(float a) { return sqrtf(a); }
double sqrtD(double a) { return sqrt(a); }
float roundF(float a) { return roundf(a); }
double roundD(double a) { return round(a); }
float truncF(float a) { return truncf(a); }
double truncD(double a) { return trunc(a); }
float atan2F(float a, float b) { return atan2f(a, b); }
double atan2D(double a, double b) { return atan2(a, b); }
float powF(float a, float b) { return powf(a, b); }
double powD(double a, double b) { return pow(a, b); }

void setFold(Context &ctx, std::string_view name, OpDefinition::FoldFn fn) {
  if (OpDefinition *def = ctx.lookupOpMutable(name)) def->fold = fn;
}

}  // namespace

void registerMathFolds(Context &ctx) {
  setFold(ctx, AbsFOp::getOperationName(), foldExact<absValue>);
  setFold(ctx, CeilOp::getOperationName(), foldExact<ceilValue>);
  setFold(ctx, FloorOp::getOperationName(), foldExact<floorValue>);
  setFold(ctx, RoundEvenOp::getOperationName(), foldExact<roundEvenValue>);
  setFold(ctx, CopySignOp::getOperationName(), foldCopySign);
  setFold(ctx, AbsIOp::getOperationName(), foldAbsI);
  setFold(ctx, AtanOp::getOperationName(), foldHost<atanF, atanD>);
  setFold(ctx, CosOp::getOperationName(), foldHost<cosF, cosD>);
  setFold(ctx, SinOp::getOperationName(), foldHost<sinF, sinD>);
  setFold(ctx, TanOp::getOperationName(), foldHost<tanF, tanD>);
  setFold(ctx, TanhOp::getOperationName(), foldHost<tanhF, tanhD>);
  setFold(ctx, ErfOp::getOperationName(), foldHost<erfF, erfD>);
  setFold(ctx, ExpOp::getOperationName(), foldHost<expF, expD>);
  setFold(ctx, Exp2Op::getOperationName(), foldHost<exp2F, exp2D>);
  setFold(ctx, ExpM1Op::getOperationName(), foldHost<expm1F, expm1D>);
  setFold(ctx, LogOp::getOperationName(), foldHost<logF, logD, Domain::NonNegative>);
  setFold(ctx, Log2Op::getOperationName(), foldHost<log2F, log2D, Domain::NonNegative>);
  setFold(ctx, Log10Op::getOperationName(), foldHost<log10F, log10D, Domain::NonNegative>);
  setFold(ctx, Log1pOp::getOperationName(), foldHost<log1pF, log1pD, Domain::Log1p>);
  setFold(ctx, SqrtOp::getOperationName(), foldHost<sqrtF, sqrtD, Domain::NonNegative>);
  setFold(ctx, RoundOp::getOperationName(), foldHost<roundF, roundD>);
  setFold(ctx, TruncOp::getOperationName(), foldHost<truncF, truncD>);
  setFold(ctx, Atan2Op::getOperationName(), foldHost2<atan2F, atan2D, /*ZeroZeroIsNaN=*/true>);
  setFold(ctx, PowFOp::getOperationName(), foldHost2<powF, powD>);
  // Folded math ops materialize arith.constant (MLIR's MathDialect::materializeConstant).
  registerConstantMaterializer(ctx, "math", materializeArithConstant);
}

}  // namespace tbuf::math

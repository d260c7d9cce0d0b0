// The math dialect: unary and binary float functions computed with the C
// library's float or double variant (f32 uses sinf, expf, ..., as MLIR's
// lowering to libm and LLVM intrinsics does), f16/bf16 in float then
// rounded; math.absi, math.fma, math.copysign.
#include <cmath>
#include <cstdlib>

#include "interpret/scalar_utils.h"

namespace tbuf::interp {

namespace {

template <typename T> T &fref(Scalar &s) {
  if constexpr (std::is_same_v<T, float>) return s.f32;
  else return s.f64;
}

enum class Un {
  Abs, Sqrt, Rsqrt, Exp, Exp2, Expm1, Log, Log2, Log10, Log1p, Sin, Cos, Tan, Tanh, Atan, Asin, Acos, Sinh, Cosh,
  Floor, Ceil, Round, RoundEven, Trunc, Cbrt, Erf
};

template <typename T, Un K> int32_t unary(Exec &, Frame &f, const Instr &in, int32_t pc) {
  T x = fref<T>(f.s[in.a]);
  T r;
  switch (K) {
    case Un::Abs: r = std::fabs(x); break;
    case Un::Sqrt: r = std::sqrt(x); break;
    case Un::Rsqrt: r = T(1) / std::sqrt(x); break;
    case Un::Exp: r = std::exp(x); break;
    case Un::Exp2: r = std::exp2(x); break;
    case Un::Expm1: r = std::expm1(x); break;
    case Un::Log: r = std::log(x); break;
    case Un::Log2: r = std::log2(x); break;
    case Un::Log10: r = std::log10(x); break;
    case Un::Log1p: r = std::log1p(x); break;
    case Un::Sin: r = std::sin(x); break;
    case Un::Cos: r = std::cos(x); break;
    case Un::Tan: r = std::tan(x); break;
    case Un::Tanh: r = std::tanh(x); break;
    case Un::Atan: r = std::atan(x); break;
    case Un::Asin: r = std::asin(x); break;
    case Un::Acos: r = std::acos(x); break;
    case Un::Sinh: r = std::sinh(x); break;
    case Un::Cosh: r = std::cosh(x); break;
    case Un::Floor: r = std::floor(x); break;
    case Un::Ceil: r = std::ceil(x); break;
    case Un::Round: r = std::round(x); break;
    case Un::RoundEven: r = std::nearbyint(x); break;
    case Un::Trunc: r = std::trunc(x); break;
    case Un::Cbrt: r = std::cbrt(x); break;
    case Un::Erf: r = std::erf(x); break;
  }
  fref<T>(f.s[in.r]) = r;
  return pc + 1;
}

enum class Bin { Pow, Atan2, CopySign };

template <typename T, Bin K> int32_t binary(Exec &, Frame &f, const Instr &in, int32_t pc) {
  T a = fref<T>(f.s[in.a]), b = fref<T>(f.s[in.b]);
  T r;
  switch (K) {
    case Bin::Pow: r = std::pow(a, b); break;
    case Bin::Atan2: r = std::atan2(a, b); break;
    case Bin::CopySign: r = std::copysign(a, b); break;
  }
  fref<T>(f.s[in.r]) = r;
  return pc + 1;
}

template <typename T> int32_t fma(Exec &, Frame &f, const Instr &in, int32_t pc) {
  fref<T>(f.s[in.r]) = std::fma(fref<T>(f.s[in.a]), fref<T>(f.s[in.b]), fref<T>(f.s[in.c]));
  return pc + 1;
}

int32_t absI(Exec &, Frame &f, const Instr &in, int32_t pc) {
  int64_t v = f.s[in.a].i;
  f.s[in.r].i = sext(static_cast<int64_t>(v < 0 ? 0 - static_cast<uint64_t>(v) : static_cast<uint64_t>(v)), in.imm);
  return pc + 1;
}

bool scalarOnly(Decoder &d, Operation *op) {
  if (d.scalarizing()) return true;
  for (Value v : op->getOperands())
    if (v.getType().isa<ShapedType>())
      return d.fail(op, std::string("op '") + std::string(op->getName()) + "' on tensors or vectors is not supported");
  return true;
}

template <Un K> bool decodeUnary(Decoder &d, Operation *op) {
  if (!scalarOnly(d, op)) return false;
  Type t = elementTypeOf(op->getResult(0).getType());
  Instr &in = d.emit(t.isF64() ? unary<double, K> : unary<float, K>, op);
  in.a = d.slot(op->getOperand(0)).index;
  in.r = d.define(op->getResult(0)).index;
  emitRoundingFor(d, op, t, in.r);
  return true;
}

template <Bin K> bool decodeBinary(Decoder &d, Operation *op) {
  if (!scalarOnly(d, op)) return false;
  Type t = elementTypeOf(op->getResult(0).getType());
  Instr &in = d.emit(t.isF64() ? binary<double, K> : binary<float, K>, op);
  in.a = d.slot(op->getOperand(0)).index;
  in.b = d.slot(op->getOperand(1)).index;
  in.r = d.define(op->getResult(0)).index;
  emitRoundingFor(d, op, t, in.r);
  return true;
}

bool decodeFma(Decoder &d, Operation *op) {
  if (!scalarOnly(d, op)) return false;
  Type t = elementTypeOf(op->getResult(0).getType());
  Instr &in = d.emit(t.isF64() ? fma<double> : fma<float>, op);
  in.a = d.slot(op->getOperand(0)).index;
  in.b = d.slot(op->getOperand(1)).index;
  in.c = d.slot(op->getOperand(2)).index;
  in.r = d.define(op->getResult(0)).index;
  emitRoundingFor(d, op, t, in.r);
  return true;
}

bool decodeAbsI(Decoder &d, Operation *op) {
  if (!scalarOnly(d, op)) return false;
  Instr &in = d.emit(absI, op);
  in.a = d.slot(op->getOperand(0)).index;
  in.r = d.define(op->getResult(0)).index;
  in.imm = intWidth(elementTypeOf(op->getResult(0).getType()));
  return true;
}

}  // namespace

void addMathDecoders(DecoderTable &t) {
  t["math.absf"] = decodeUnary<Un::Abs>;
  t["math.sqrt"] = decodeUnary<Un::Sqrt>;
  t["math.rsqrt"] = decodeUnary<Un::Rsqrt>;
  t["math.exp"] = decodeUnary<Un::Exp>;
  t["math.exp2"] = decodeUnary<Un::Exp2>;
  t["math.expm1"] = decodeUnary<Un::Expm1>;
  t["math.log"] = decodeUnary<Un::Log>;
  t["math.log2"] = decodeUnary<Un::Log2>;
  t["math.log10"] = decodeUnary<Un::Log10>;
  t["math.log1p"] = decodeUnary<Un::Log1p>;
  t["math.sin"] = decodeUnary<Un::Sin>;
  t["math.cos"] = decodeUnary<Un::Cos>;
  t["math.tan"] = decodeUnary<Un::Tan>;
  t["math.tanh"] = decodeUnary<Un::Tanh>;
  t["math.atan"] = decodeUnary<Un::Atan>;
  t["math.asin"] = decodeUnary<Un::Asin>;
  t["math.acos"] = decodeUnary<Un::Acos>;
  t["math.sinh"] = decodeUnary<Un::Sinh>;
  t["math.cosh"] = decodeUnary<Un::Cosh>;
  t["math.floor"] = decodeUnary<Un::Floor>;
  t["math.ceil"] = decodeUnary<Un::Ceil>;
  t["math.round"] = decodeUnary<Un::Round>;
  t["math.roundeven"] = decodeUnary<Un::RoundEven>;
  t["math.trunc"] = decodeUnary<Un::Trunc>;
  t["math.cbrt"] = decodeUnary<Un::Cbrt>;
  t["math.erf"] = decodeUnary<Un::Erf>;
  t["math.powf"] = decodeBinary<Bin::Pow>;
  t["math.atan2"] = decodeBinary<Bin::Atan2>;
  t["math.copysign"] = decodeBinary<Bin::CopySign>;
  t["math.fma"] = decodeFma;
  t["math.absi"] = decodeAbsI;
}

}  // namespace tbuf::interp

// The arith dialect: decoders and handlers. Integer results are computed in
// 64 bits and sign-extended from the result width (the register invariant);
// unsigned ops zero-extend their operands first. f32 arithmetic is done in
// float, f64 in double, f16/bf16 in float followed by a rounding step, so
// results are bit-identical to MLIR's LLVM lowering. Division by zero (and
// signed overflow of divsi/remsi) traps in compiled code; here it is a
// located runtime error.
#include <cmath>
#include <cstring>
#include <limits>

#include "dialects/arith/arith_ops.h"
#include "interpret/memref_utils.h"
#include "interpret/sanitizer.h"
#include "interpret/scalar_utils.h"

namespace tbuf::interp {

namespace {

// ---- integer binary ops -------------------------------------------------------

using IntFn = int64_t (*)(int64_t, int64_t, int64_t w);

template <IntFn F> int32_t intBinary(Exec &, Frame &f, const Instr &in, int32_t pc) {
  f.s[in.r].i = sext(F(f.s[in.a].i, f.s[in.b].i, in.imm), in.imm);
  return pc + 1;
}

int64_t addI(int64_t a, int64_t b, int64_t) { return static_cast<int64_t>(uint64_t(a) + uint64_t(b)); }
int64_t subI(int64_t a, int64_t b, int64_t) { return static_cast<int64_t>(uint64_t(a) - uint64_t(b)); }
int64_t mulI(int64_t a, int64_t b, int64_t) { return static_cast<int64_t>(uint64_t(a) * uint64_t(b)); }
int64_t andI(int64_t a, int64_t b, int64_t) { return a & b; }
int64_t orI(int64_t a, int64_t b, int64_t) { return a | b; }
int64_t xorI(int64_t a, int64_t b, int64_t) { return a ^ b; }
int64_t shlI(int64_t a, int64_t b, int64_t w) {
  uint64_t s = zext(b, w);
  return s >= uint64_t(w) ? 0 : static_cast<int64_t>(uint64_t(a) << s);
}
int64_t shrsI(int64_t a, int64_t b, int64_t w) {
  uint64_t s = zext(b, w);
  return s >= uint64_t(w) ? (a < 0 ? -1 : 0) : a >> s;
}
int64_t shruI(int64_t a, int64_t b, int64_t w) {
  uint64_t s = zext(b, w);
  return s >= uint64_t(w) ? 0 : static_cast<int64_t>(zext(a, w) >> s);
}
int64_t maxsI(int64_t a, int64_t b, int64_t) { return a > b ? a : b; }
int64_t minsI(int64_t a, int64_t b, int64_t) { return a < b ? a : b; }
int64_t maxuI(int64_t a, int64_t b, int64_t w) { return zext(a, w) > zext(b, w) ? a : b; }
int64_t minuI(int64_t a, int64_t b, int64_t w) { return zext(a, w) < zext(b, w) ? a : b; }

// ---- divisions: checked ---------------------------------------------------------

enum class DivKind { DivS, DivU, RemS, RemU, CeilDivS, CeilDivU, FloorDivS };

template <DivKind K> int32_t intDivision(Exec &ex, Frame &f, const Instr &in, int32_t pc) {
  int64_t a = f.s[in.a].i, b = f.s[in.b].i, w = in.imm;
  if (b == 0) return runtimeError(ex, in.op, std::string(in.op->getName()) + " divides by zero");
  int64_t minValue = sext(int64_t(1) << (w - 1), w);
  bool isSigned = K == DivKind::DivS || K == DivKind::RemS || K == DivKind::CeilDivS || K == DivKind::FloorDivS;
  if (isSigned && a == minValue && b == -1)
    return runtimeError(ex, in.op, std::string(in.op->getName()) + " overflows (minimum value divided by -1)");
  int64_t r = 0;
  uint64_t ua = zext(a, w), ub = zext(b, w);
  switch (K) {
    case DivKind::DivS: r = a / b; break;
    case DivKind::DivU: r = static_cast<int64_t>(ua / ub); break;
    case DivKind::RemS: r = a % b; break;
    case DivKind::RemU: r = static_cast<int64_t>(ua % ub); break;
    case DivKind::CeilDivS: {
      int64_t q = a / b;
      r = (a % b != 0 && ((a < 0) == (b < 0))) ? q + 1 : q;
      break;
    }
    case DivKind::CeilDivU: r = static_cast<int64_t>(ua / ub + (ua % ub != 0)); break;
    case DivKind::FloorDivS: {
      int64_t q = a / b;
      r = (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
      break;
    }
  }
  f.s[in.r].i = sext(r, w);
  return pc + 1;
}

int32_t cmpI(Exec &, Frame &f, const Instr &in, int32_t pc) {
  int64_t a = f.s[in.a].i, b = f.s[in.b].i;
  int64_t w = in.imm & 0xFF;
  bool r = false;
  switch (static_cast<arith::CmpIPredicate>(in.imm >> 8)) {
    case arith::CmpIPredicate::eq: r = a == b; break;
    case arith::CmpIPredicate::ne: r = a != b; break;
    case arith::CmpIPredicate::slt: r = a < b; break;
    case arith::CmpIPredicate::sle: r = a <= b; break;
    case arith::CmpIPredicate::sgt: r = a > b; break;
    case arith::CmpIPredicate::sge: r = a >= b; break;
    case arith::CmpIPredicate::ult: r = zext(a, w) < zext(b, w); break;
    case arith::CmpIPredicate::ule: r = zext(a, w) <= zext(b, w); break;
    case arith::CmpIPredicate::ugt: r = zext(a, w) > zext(b, w); break;
    case arith::CmpIPredicate::uge: r = zext(a, w) >= zext(b, w); break;
  }
  f.s[in.r].i = r ? -1 : 0;
  return pc + 1;
}

// ---- float binary ops ---------------------------------------------------------

template <typename T> T &fref(Scalar &s) {
  if constexpr (std::is_same_v<T, float>) return s.f32;
  else return s.f64;
}

template <typename T> T maximumT(T a, T b) {
  if (std::isnan(a) || std::isnan(b)) return std::numeric_limits<T>::quiet_NaN();
  if (a == b) return std::signbit(a) ? b : a;
  return a > b ? a : b;
}
template <typename T> T minimumT(T a, T b) {
  if (std::isnan(a) || std::isnan(b)) return std::numeric_limits<T>::quiet_NaN();
  if (a == b) return std::signbit(a) ? a : b;
  return a < b ? a : b;
}

enum class FBin { Add, Sub, Mul, Div, Rem, Maximum, Minimum, MaxNum, MinNum };

template <typename T, FBin K> int32_t floatBinary(Exec &, Frame &f, const Instr &in, int32_t pc) {
  T a = fref<T>(f.s[in.a]), b = fref<T>(f.s[in.b]);
  T r;
  switch (K) {
    case FBin::Add: r = a + b; break;
    case FBin::Sub: r = a - b; break;
    case FBin::Mul: r = a * b; break;
    case FBin::Div: r = a / b; break;
    case FBin::Rem: r = std::fmod(a, b); break;
    case FBin::Maximum: r = maximumT(a, b); break;
    case FBin::Minimum: r = minimumT(a, b); break;
    case FBin::MaxNum: r = std::fmax(a, b); break;
    case FBin::MinNum: r = std::fmin(a, b); break;
  }
  fref<T>(f.s[in.r]) = r;
  return pc + 1;
}

template <typename T> int32_t negF(Exec &, Frame &f, const Instr &in, int32_t pc) {
  fref<T>(f.s[in.r]) = -fref<T>(f.s[in.a]);
  return pc + 1;
}

template <typename T> int32_t cmpF(Exec &, Frame &f, const Instr &in, int32_t pc) {
  T a = fref<T>(f.s[in.a]), b = fref<T>(f.s[in.b]);
  bool unord = std::isnan(a) || std::isnan(b);
  bool r = false;
  using P = arith::CmpFPredicate;
  switch (static_cast<P>(in.imm)) {
    case P::AlwaysFalse: r = false; break;
    case P::OEQ: r = !unord && a == b; break;
    case P::OGT: r = !unord && a > b; break;
    case P::OGE: r = !unord && a >= b; break;
    case P::OLT: r = !unord && a < b; break;
    case P::OLE: r = !unord && a <= b; break;
    case P::ONE: r = !unord && a != b; break;
    case P::ORD: r = !unord; break;
    case P::UEQ: r = unord || a == b; break;
    case P::UGT: r = unord || a > b; break;
    case P::UGE: r = unord || a >= b; break;
    case P::ULT: r = unord || a < b; break;
    case P::ULE: r = unord || a <= b; break;
    case P::UNE: r = unord || a != b; break;
    case P::UNO: r = unord; break;
    case P::AlwaysTrue: r = true; break;
  }
  f.s[in.r].i = r ? -1 : 0;
  return pc + 1;
}

// ---- constants, select, casts -------------------------------------------------

int32_t constant(Exec &, Frame &f, const Instr &in, int32_t pc) {
  f.s[in.r] = in.k;
  return pc + 1;
}

int32_t selectScalar(Exec &, Frame &f, const Instr &in, int32_t pc) {
  f.s[in.r] = f.s[in.a].i ? f.s[in.b] : f.s[in.c];
  return pc + 1;
}

int32_t selectMemRef(Exec &, Frame &f, const Instr &in, int32_t pc) {
  f.m[in.r] = f.s[in.a].i ? f.m[in.b] : f.m[in.c];
  return pc + 1;
}

/// r = sext(a, imm): trunci, index_cast to a narrower type, extsi (a no-op
/// on canonical registers, kept for uniformity).
int32_t intSext(Exec &, Frame &f, const Instr &in, int32_t pc) {
  f.s[in.r].i = sext(f.s[in.a].i, in.imm);
  return pc + 1;
}
/// r = sext(zext(a, imm & 0xFF), imm >> 8): extui, index_castui.
int32_t intZext(Exec &, Frame &f, const Instr &in, int32_t pc) {
  f.s[in.r].i = sext(static_cast<int64_t>(zext(f.s[in.a].i, in.imm & 0xFF)), in.imm >> 8);
  return pc + 1;
}

template <typename T> int32_t siToFp(Exec &, Frame &f, const Instr &in, int32_t pc) {
  fref<T>(f.s[in.r]) = static_cast<T>(f.s[in.a].i);
  return pc + 1;
}
template <typename T> int32_t uiToFp(Exec &, Frame &f, const Instr &in, int32_t pc) {
  fref<T>(f.s[in.r]) = static_cast<T>(zext(f.s[in.a].i, in.imm));
  return pc + 1;
}
template <typename T> int32_t fpToSi(Exec &, Frame &f, const Instr &in, int32_t pc) {
  T v = fref<T>(f.s[in.a]);
  f.s[in.r].i = std::isnan(v) ? 0 : sext(static_cast<int64_t>(v), in.imm);
  return pc + 1;
}
template <typename T> int32_t fpToUi(Exec &, Frame &f, const Instr &in, int32_t pc) {
  T v = fref<T>(f.s[in.a]);
  f.s[in.r].i = (std::isnan(v) || v < 0) ? 0 : sext(static_cast<int64_t>(static_cast<uint64_t>(v)), in.imm);
  return pc + 1;
}
int32_t floatToDouble(Exec &, Frame &f, const Instr &in, int32_t pc) {
  f.s[in.r].f64 = static_cast<double>(f.s[in.a].f32);
  return pc + 1;
}
int32_t doubleToFloat(Exec &, Frame &f, const Instr &in, int32_t pc) {
  f.s[in.r].f32 = static_cast<float>(f.s[in.a].f64);
  return pc + 1;
}
int32_t copyScalar(Exec &, Frame &f, const Instr &in, int32_t pc) {
  f.s[in.r] = f.s[in.a];
  return pc + 1;
}
int32_t roundHalf(Exec &, Frame &f, const Instr &in, int32_t pc) {
  f.s[in.r].f32 = roundToHalf(f.s[in.r].f32);
  return pc + 1;
}
int32_t roundBf16(Exec &, Frame &f, const Instr &in, int32_t pc) {
  f.s[in.r].f32 = roundToBf16(f.s[in.r].f32);
  return pc + 1;
}
int32_t doubleToHalf(Exec &, Frame &f, const Instr &in, int32_t pc) {
  f.s[in.r].f32 = roundToHalf(static_cast<float>(f.s[in.a].f64));
  return pc + 1;
}

/// bitcast between an integer and a float of the same width; imm: 0 = int
/// to float, 1 = float to int; `k.i` the width.
int32_t bitcastIntToFloat(Exec &, Frame &f, const Instr &in, int32_t pc) {
  int64_t v = f.s[in.a].i;
  if (in.imm == 64) {
    std::memcpy(&f.s[in.r].f64, &v, 8);
  } else if (in.imm == 32) {
    uint32_t b = static_cast<uint32_t>(v);
    std::memcpy(&f.s[in.r].f32, &b, 4);
  } else {
    f.s[in.r].f32 = in.k.i ? bf16ToFloat(static_cast<uint16_t>(v)) : halfToFloat(static_cast<uint16_t>(v));
  }
  return pc + 1;
}
int32_t bitcastFloatToInt(Exec &, Frame &f, const Instr &in, int32_t pc) {
  if (in.imm == 64) {
    std::memcpy(&f.s[in.r].i, &f.s[in.a].f64, 8);
  } else if (in.imm == 32) {
    uint32_t b;
    std::memcpy(&b, &f.s[in.a].f32, 4);
    f.s[in.r].i = static_cast<int32_t>(b);
  } else {
    uint16_t h = in.k.i ? floatToBf16(f.s[in.a].f32) : floatToHalf(f.s[in.a].f32);
    f.s[in.r].i = static_cast<int16_t>(h);
  }
  return pc + 1;
}

// ---- decoders -------------------------------------------------------------------

/// Emits a binary op over the result type's format.
template <IntFn F> bool decodeIntBinary(Decoder &d, Operation *op) {
  Instr &in = d.emit(intBinary<F>, op);
  in.a = d.slot(op->getOperand(0)).index;
  in.b = d.slot(op->getOperand(1)).index;
  in.r = d.define(op->getResult(0)).index;
  in.imm = intWidth(elementTypeOf(op->getResult(0).getType()));
  return true;
}

template <DivKind K> bool decodeDivision(Decoder &d, Operation *op) {
  Instr &in = d.emit(intDivision<K>, op);
  in.a = d.slot(op->getOperand(0)).index;
  in.b = d.slot(op->getOperand(1)).index;
  in.r = d.define(op->getResult(0)).index;
  in.imm = intWidth(elementTypeOf(op->getResult(0).getType()));
  return true;
}

bool requireScalar(Decoder &d, Operation *op) {
  if (d.scalarizing()) return true;
  for (Value v : op->getOperands())
    if (v.getType().isa<ShapedType>())
      return d.fail(op, std::string("op '") + std::string(op->getName()) + "' on tensors or vectors is not supported");
  return true;
}

template <FBin K> bool decodeFloatBinary(Decoder &d, Operation *op) {
  if (!requireScalar(d, op)) return false;
  Type t = elementTypeOf(op->getResult(0).getType());
  Instr &in = d.emit(t.isF64() ? floatBinary<double, K> : floatBinary<float, K>, op);
  in.a = d.slot(op->getOperand(0)).index;
  in.b = d.slot(op->getOperand(1)).index;
  in.r = d.define(op->getResult(0)).index;
  emitRoundingFor(d, op, t, in.r);
  return true;
}

bool decodeNegF(Decoder &d, Operation *op) {
  Type t = elementTypeOf(op->getResult(0).getType());
  Instr &in = d.emit(t.isF64() ? negF<double> : negF<float>, op);
  in.a = d.slot(op->getOperand(0)).index;
  in.r = d.define(op->getResult(0)).index;
  return true;
}

bool decodeCmpI(Decoder &d, Operation *op) {
  if (!requireScalar(d, op)) return false;
  Instr &in = d.emit(cmpI, op);
  in.a = d.slot(op->getOperand(0)).index;
  in.b = d.slot(op->getOperand(1)).index;
  in.r = d.define(op->getResult(0)).index;
  in.imm = intWidth(elementTypeOf(op->getOperand(0).getType())) | (static_cast<int64_t>(arith::CmpIOp(op).getPredicate()) << 8);
  return true;
}

bool decodeCmpF(Decoder &d, Operation *op) {
  if (!requireScalar(d, op)) return false;
  Instr &in = d.emit(elementTypeOf(op->getOperand(0).getType()).isF64() ? cmpF<double> : cmpF<float>, op);
  in.a = d.slot(op->getOperand(0)).index;
  in.b = d.slot(op->getOperand(1)).index;
  in.r = d.define(op->getResult(0)).index;
  in.imm = static_cast<int64_t>(arith::CmpFOp(op).getPredicate());
  return true;
}

bool decodeConstant(Decoder &d, Operation *op) {
  Attribute value = op->getAttr("value");
  if (value.isa<DenseElementsAttr>()) return decodeDenseConstant(d, op);
  Type t = elementTypeOf(op->getResult(0).getType());
  Instr &in = d.emit(constant, op);
  if (auto i = value.dyn_cast<IntegerAttr>()) {
    in.k.i = sext(i.getInt(), intWidth(t));
  } else if (auto f = value.dyn_cast<FloatAttr>()) {
    switch (floatFormatOf(t)) {
      case FloatFormat::F64: in.k.f64 = f.getValue(); break;
      case FloatFormat::F32: in.k.f32 = static_cast<float>(f.getValue()); break;
      case FloatFormat::F16: in.k.f32 = roundToHalf(static_cast<float>(f.getValue())); break;
      case FloatFormat::BF16: in.k.f32 = roundToBf16(static_cast<float>(f.getValue())); break;
    }
  } else {
    return d.fail(op, "arith.constant with a non-scalar value is not supported");
  }
  in.r = d.define(op->getResult(0)).index;
  return true;
}

bool decodeSelect(Decoder &d, Operation *op) {
  Type type = op->getResult(0).getType();
  bool memref = !d.scalarizing() && (type.isa<BaseMemRefType>() || type.isa<TensorType>() || type.isa<VectorType>());
  Instr &in = d.emit(memref ? selectMemRef : selectScalar, op);
  in.a = d.slot(op->getOperand(0)).index;
  in.b = d.slot(op->getOperand(1)).index;
  in.c = d.slot(op->getOperand(2)).index;
  in.r = d.define(op->getResult(0)).index;
  return true;
}

/// extsi, trunci, index_cast: canonical sign-extension to the result width.
bool decodeSextCast(Decoder &d, Operation *op) {
  if (!requireScalar(d, op)) return false;
  Instr &in = d.emit(intSext, op);
  in.a = d.slot(op->getOperand(0)).index;
  in.r = d.define(op->getResult(0)).index;
  in.imm = intWidth(elementTypeOf(op->getResult(0).getType()));
  return true;
}

/// extui, index_castui: zero-extension from the narrower of both widths.
bool decodeZextCast(Decoder &d, Operation *op) {
  if (!requireScalar(d, op)) return false;
  int64_t from = intWidth(elementTypeOf(op->getOperand(0).getType())), to = intWidth(elementTypeOf(op->getResult(0).getType()));
  Instr &in = d.emit(intZext, op);
  in.a = d.slot(op->getOperand(0)).index;
  in.r = d.define(op->getResult(0)).index;
  in.imm = std::min(from, to) | (to << 8);
  return true;
}

bool decodeIntToFloat(Decoder &d, Operation *op) {
  if (!requireScalar(d, op)) return false;
  bool isUnsigned = op->getName() == "arith.uitofp";
  Type t = elementTypeOf(op->getResult(0).getType());
  Handler h = t.isF64() ? (isUnsigned ? uiToFp<double> : siToFp<double>) : (isUnsigned ? uiToFp<float> : siToFp<float>);
  Instr &in = d.emit(h, op);
  in.a = d.slot(op->getOperand(0)).index;
  in.r = d.define(op->getResult(0)).index;
  in.imm = intWidth(elementTypeOf(op->getOperand(0).getType()));
  emitRoundingFor(d, op, t, in.r);
  return true;
}

bool decodeFloatToInt(Decoder &d, Operation *op) {
  if (!requireScalar(d, op)) return false;
  bool isUnsigned = op->getName() == "arith.fptoui";
  bool f64 = elementTypeOf(op->getOperand(0).getType()).isF64();
  Handler h = f64 ? (isUnsigned ? fpToUi<double> : fpToSi<double>) : (isUnsigned ? fpToUi<float> : fpToSi<float>);
  Instr &in = d.emit(h, op);
  in.a = d.slot(op->getOperand(0)).index;
  in.r = d.define(op->getResult(0)).index;
  in.imm = intWidth(elementTypeOf(op->getResult(0).getType()));
  return true;
}

/// extf and truncf between f16/bf16 (float registers), f32 and f64.
bool decodeFloatCast(Decoder &d, Operation *op) {
  if (!requireScalar(d, op)) return false;
  Type from = elementTypeOf(op->getOperand(0).getType()), to = elementTypeOf(op->getResult(0).getType());
  Handler h = copyScalar;
  if (from.isF64() && !to.isF64()) h = to.isF16() ? doubleToHalf : doubleToFloat;
  else if (!from.isF64() && to.isF64()) h = floatToDouble;
  Instr &in = d.emit(h, op);
  in.a = d.slot(op->getOperand(0)).index;
  in.r = d.define(op->getResult(0)).index;
  if (!(from.isF64() && to.isF16())) emitRoundingFor(d, op, to, in.r);
  return true;
}

bool decodeBitcast(Decoder &d, Operation *op) {
  if (!requireScalar(d, op)) return false;
  Type from = elementTypeOf(op->getOperand(0).getType()), to = elementTypeOf(op->getResult(0).getType());
  bool toFloat = to.isa<FloatType>();
  if (from.isa<FloatType>() == toFloat) {
    Instr &in = d.emit(copyScalar, op);
    in.a = d.slot(op->getOperand(0)).index;
    in.r = d.define(op->getResult(0)).index;
    return true;
  }
  Type f = toFloat ? to : from;
  Instr &in = d.emit(toFloat ? bitcastIntToFloat : bitcastFloatToInt, op);
  in.a = d.slot(op->getOperand(0)).index;
  in.r = d.define(op->getResult(0)).index;
  in.imm = f.getIntOrFloatBitWidth();
  in.k.i = f.isBF16() ? 1 : 0;
  return true;
}

}  // namespace

void emitRoundingFor(Decoder &d, Operation *op, Type type, uint32_t slot) {
  if (type.isF16()) d.emit(roundHalf, op).r = slot;
  else if (type.isBF16()) d.emit(roundBf16, op).r = slot;
}

void addArithDecoders(DecoderTable &t) {
  t["arith.constant"] = decodeConstant;
  t["arith.addi"] = decodeIntBinary<addI>;
  t["arith.subi"] = decodeIntBinary<subI>;
  t["arith.muli"] = decodeIntBinary<mulI>;
  t["arith.andi"] = decodeIntBinary<andI>;
  t["arith.ori"] = decodeIntBinary<orI>;
  t["arith.xori"] = decodeIntBinary<xorI>;
  t["arith.shli"] = decodeIntBinary<shlI>;
  t["arith.shrsi"] = decodeIntBinary<shrsI>;
  t["arith.shrui"] = decodeIntBinary<shruI>;
  t["arith.maxsi"] = decodeIntBinary<maxsI>;
  t["arith.minsi"] = decodeIntBinary<minsI>;
  t["arith.maxui"] = decodeIntBinary<maxuI>;
  t["arith.minui"] = decodeIntBinary<minuI>;
  t["arith.divsi"] = decodeDivision<DivKind::DivS>;
  t["arith.divui"] = decodeDivision<DivKind::DivU>;
  t["arith.remsi"] = decodeDivision<DivKind::RemS>;
  t["arith.remui"] = decodeDivision<DivKind::RemU>;
  t["arith.ceildivsi"] = decodeDivision<DivKind::CeilDivS>;
  t["arith.ceildivui"] = decodeDivision<DivKind::CeilDivU>;
  t["arith.floordivsi"] = decodeDivision<DivKind::FloorDivS>;
  t["arith.cmpi"] = decodeCmpI;
  t["arith.cmpf"] = decodeCmpF;
  t["arith.addf"] = decodeFloatBinary<FBin::Add>;
  t["arith.subf"] = decodeFloatBinary<FBin::Sub>;
  t["arith.mulf"] = decodeFloatBinary<FBin::Mul>;
  t["arith.divf"] = decodeFloatBinary<FBin::Div>;
  t["arith.remf"] = decodeFloatBinary<FBin::Rem>;
  t["arith.maximumf"] = decodeFloatBinary<FBin::Maximum>;
  t["arith.minimumf"] = decodeFloatBinary<FBin::Minimum>;
  t["arith.maxnumf"] = decodeFloatBinary<FBin::MaxNum>;
  t["arith.minnumf"] = decodeFloatBinary<FBin::MinNum>;
  t["arith.negf"] = decodeNegF;
  t["arith.select"] = decodeSelect;
  t["arith.extsi"] = decodeSextCast;
  t["arith.trunci"] = decodeSextCast;
  t["arith.index_cast"] = decodeSextCast;
  t["arith.extui"] = decodeZextCast;
  t["arith.index_castui"] = decodeZextCast;
  t["arith.sitofp"] = decodeIntToFloat;
  t["arith.uitofp"] = decodeIntToFloat;
  t["arith.fptosi"] = decodeFloatToInt;
  t["arith.fptoui"] = decodeFloatToInt;
  t["arith.extf"] = decodeFloatCast;
  t["arith.truncf"] = decodeFloatCast;
  t["arith.bitcast"] = decodeBitcast;
}

}  // namespace tbuf::interp

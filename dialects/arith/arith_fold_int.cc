// Folds of the arith integer binary ops (MLIR 22's AddIOp::fold ...
// MinUIOp::fold): algebraic identities (x + 0, x * 1, x * 0, x - x, x / 1,
// x % 1, and/or/xor with 0 or all ones, x ^ x, min/max with the extreme
// values) and constant folding with APInt semantics. Divisions by zero,
// signed division overflow and shifts by at least the bit width are not
// folded, as in MLIR.
#include "dialects/arith/arith_fold.h"
#include "dialects/arith/arith_ops.h"

namespace tbuf::arith::fold {
namespace {

using Ints = ArrayRef<Attribute>;
using Results = std::vector<OpFoldResult>;

uint64_t mask(unsigned w) { return APInt64::mask(w); }

/// Signed value of an APInt64 as a wide integer (for overflow checks).
__int128 wide(const APInt64 &a) { return a.sext(); }
/// True if `v` fits in a signed integer of width `w`.
bool fitsSigned(__int128 v, unsigned w) {
  __int128 lo = -(static_cast<__int128>(1) << (w - 1));
  __int128 hi = (static_cast<__int128>(1) << (w - 1)) - 1;
  return v >= lo && v <= hi;
}
uint64_t bitsOf(__int128 v) { return static_cast<uint64_t>(v); }

/// APInt::sdiv_ov: truncating signed division; overflow for MIN / -1.
std::optional<uint64_t> sdivOv(const APInt64 &a, const APInt64 &b, bool &overflow) {
  if (b.isZero()) return std::nullopt;
  __int128 q = wide(a) / wide(b);
  if (!fitsSigned(q, a.width)) overflow = true;
  return bitsOf(q);
}

LogicalResult foldBinary(Operation *, Ints operands, Results &results, const IntBinaryFn &fn) {
  return foldTo(results, constFoldBinaryInt(operands, fn));
}

// ---- addi, subi, muli --------------------------------------------------------------

LogicalResult foldAddI(Operation *op, Ints operands, Results &results) {
  AddIOp add(op);
  // addi(x, 0) -> x
  if (isZeroInt(operands[1])) return foldTo(results, add.getLhs());
  // addi(subi(a, b), b) -> a
  if (auto sub = definingOp<SubIOp>(add.getLhs()); sub && add.getRhs() == sub.getRhs())
    return foldTo(results, sub.getLhs());
  // addi(b, subi(a, b)) -> a
  if (auto sub = definingOp<SubIOp>(add.getRhs()); sub && add.getLhs() == sub.getRhs())
    return foldTo(results, sub.getLhs());
  return foldBinary(op, operands, results, [](const APInt64 &a, const APInt64 &b) { return a.bits + b.bits; });
}

LogicalResult foldSubI(Operation *op, Ints operands, Results &results) {
  SubIOp sub(op);
  // subi(x, x) -> 0
  if (sub.getLhs() == sub.getRhs())
    if (Attribute zero = getZeroAttr(sub.getType())) return foldTo(results, zero);
  // subi(x, 0) -> x
  if (isZeroInt(operands[1])) return foldTo(results, sub.getLhs());
  if (auto add = definingOp<AddIOp>(sub.getLhs())) {
    // subi(addi(a, b), b) -> a
    if (sub.getRhs() == add.getRhs()) return foldTo(results, add.getLhs());
    // subi(addi(a, b), a) -> b
    if (sub.getRhs() == add.getLhs()) return foldTo(results, add.getRhs());
  }
  return foldBinary(op, operands, results, [](const APInt64 &a, const APInt64 &b) { return a.bits - b.bits; });
}

LogicalResult foldMulI(Operation *op, Ints operands, Results &results) {
  MulIOp mul(op);
  // muli(x, 0) -> 0
  if (isZeroInt(operands[1])) return foldTo(results, mul.getRhs());
  // muli(x, 1) -> x
  if (isOneInt(operands[1])) return foldTo(results, mul.getLhs());
  return foldBinary(op, operands, results, [](const APInt64 &a, const APInt64 &b) { return a.bits * b.bits; });
}

// ---- divisions and remainders ------------------------------------------------------

/// `(a * b) / b -> a` when the multiplication has the no-wrap flags `flags`.
Value foldDivMul(Value lhs, Value rhs, IntegerOverflowFlags flags) {
  auto mul = definingOp<MulIOp>(lhs);
  if (!mul || !bitEnumContainsAll(mul.getOverflowFlags(), flags)) return Value();
  if (mul.getLhs() == rhs) return mul.getRhs();
  if (mul.getRhs() == rhs) return mul.getLhs();
  return Value();
}

LogicalResult foldDivUI(Operation *op, Ints operands, Results &results) {
  DivUIOp div(op);
  if (isOneInt(operands[1])) return foldTo(results, div.getLhs());
  if (Value v = foldDivMul(div.getLhs(), div.getRhs(), IntegerOverflowFlags::nuw)) return foldTo(results, v);
  return foldBinary(op, operands, results, [](const APInt64 &a, const APInt64 &b) -> std::optional<uint64_t> {
    if (b.isZero()) return std::nullopt;
    return a.bits / b.bits;
  });
}

LogicalResult foldDivSI(Operation *op, Ints operands, Results &results) {
  DivSIOp div(op);
  if (isOneInt(operands[1])) return foldTo(results, div.getLhs());
  if (Value v = foldDivMul(div.getLhs(), div.getRhs(), IntegerOverflowFlags::nsw)) return foldTo(results, v);
  return foldBinary(op, operands, results, [](const APInt64 &a, const APInt64 &b) -> std::optional<uint64_t> {
    bool overflow = false;
    std::optional<uint64_t> q = sdivOv(a, b, overflow);
    if (overflow) return std::nullopt;
    return q;
  });
}

LogicalResult foldCeilDivUI(Operation *op, Ints operands, Results &results) {
  if (isOneInt(operands[1])) return foldTo(results, op->getOperand(0));
  return foldBinary(op, operands, results, [](const APInt64 &a, const APInt64 &b) -> std::optional<uint64_t> {
    if (b.isZero()) return std::nullopt;
    uint64_t q = a.bits / b.bits;
    if (a.bits % b.bits == 0) return q;
    if (q == mask(a.width)) return std::nullopt;  // uadd_ov overflow
    return q + 1;
  });
}

/// MLIR's signedCeilNonnegInputs: (a - 1) / b + 1 with overflow tracking.
__int128 signedCeilNonnegInputs(__int128 a, __int128 b, unsigned w, bool &overflow) {
  __int128 am1 = a - 1;
  if (!fitsSigned(am1, w)) overflow = true;
  __int128 q = am1 / b;
  if (!fitsSigned(q, w)) overflow = true;
  __int128 r = q + 1;
  if (!fitsSigned(r, w)) overflow = true;
  return r;
}

LogicalResult foldCeilDivSI(Operation *op, Ints operands, Results &results) {
  if (isOneInt(operands[1])) return foldTo(results, op->getOperand(0));
  return foldBinary(op, operands, results, [](const APInt64 &a, const APInt64 &b) -> std::optional<uint64_t> {
    if (b.isZero()) return std::nullopt;
    if (a.isZero()) return a.bits;
    unsigned w = a.width;
    __int128 av = wide(a), bv = wide(b);
    bool overflow = false;
    __int128 res;
    if (av > 0 && bv > 0) {
      res = signedCeilNonnegInputs(av, bv, w, overflow);
    } else if (av <= 0 && bv <= 0) {
      __int128 posA = -av, posB = -bv;
      if (!fitsSigned(posA, w) || !fitsSigned(posB, w)) overflow = true;
      // The negations wrap in APInt; only the overflow flag matters then.
      res = signedCeilNonnegInputs(posA, posB, w, overflow);
    } else if (av <= 0 && bv > 0) {
      __int128 posA = -av;
      if (!fitsSigned(posA, w)) overflow = true;
      __int128 div = posA / bv;
      if (!fitsSigned(div, w)) overflow = true;
      res = -div;
      if (!fitsSigned(res, w)) overflow = true;
    } else {
      __int128 posB = -bv;
      if (!fitsSigned(posB, w)) overflow = true;
      __int128 div = av / posB;
      if (!fitsSigned(div, w)) overflow = true;
      res = -div;
      if (!fitsSigned(res, w)) overflow = true;
    }
    if (overflow) return std::nullopt;
    return bitsOf(res);
  });
}

LogicalResult foldFloorDivSI(Operation *op, Ints operands, Results &results) {
  if (isOneInt(operands[1])) return foldTo(results, op->getOperand(0));
  return foldBinary(op, operands, results, [](const APInt64 &a, const APInt64 &b) -> std::optional<uint64_t> {
    if (b.isZero()) return std::nullopt;
    // APInt::sfloordiv_ov.
    bool overflow = false;
    std::optional<uint64_t> q = sdivOv(a, b, overflow);
    if (overflow) return std::nullopt;
    __int128 rem = wide(a) % wide(b);
    if (a.isNegative() != b.isNegative() && rem != 0) return *q - 1;
    return q;
  });
}

LogicalResult foldRemUI(Operation *op, Ints operands, Results &results) {
  if (isOneInt(operands[1]))
    if (Attribute zero = getZeroAttr(op->getResult(0).getType())) return foldTo(results, zero);
  return foldBinary(op, operands, results, [](const APInt64 &a, const APInt64 &b) -> std::optional<uint64_t> {
    if (b.isZero()) return std::nullopt;
    return a.bits % b.bits;
  });
}

LogicalResult foldRemSI(Operation *op, Ints operands, Results &results) {
  if (isOneInt(operands[1]))
    if (Attribute zero = getZeroAttr(op->getResult(0).getType())) return foldTo(results, zero);
  return foldBinary(op, operands, results, [](const APInt64 &a, const APInt64 &b) -> std::optional<uint64_t> {
    if (b.isZero()) return std::nullopt;
    return bitsOf(wide(a) % wide(b));
  });
}

// ---- bitwise ops ----------------------------------------------------------------------

/// The Idempotent trait's fold (andi, ori): op(x, x) -> x.
LogicalResult foldIdempotent(Operation *op, Results &results) {
  if (op->getOperand(0) == op->getOperand(1)) return foldTo(results, op->getOperand(0));
  return failure();
}

/// m_Op<XOrIOp>(m_Val(x), m_ConstantInt(allOnes)): `v` is `xori x, -1`.
XOrIOp matchNot(Value v, Value x) {
  auto xorOp = definingOp<XOrIOp>(v);
  if (!xorOp || xorOp.getLhs() != x) return XOrIOp();
  auto c = getIntOrSplatIntValue(xorOp.getRhs());
  return c && c->isAllOnes() ? xorOp : XOrIOp();
}

LogicalResult foldAndI(Operation *op, Ints operands, Results &results) {
  AndIOp andOp(op);
  // and(x, 0) -> 0
  if (isZeroInt(operands[1])) return foldTo(results, andOp.getRhs());
  // and(x, allOnes) -> x
  if (auto c = matchConstantInt(operands[1]); c && c->isAllOnes()) return foldTo(results, andOp.getLhs());
  // and(x, not(x)) -> 0, and(not(x), x) -> 0
  if (matchNot(andOp.getRhs(), andOp.getLhs()) || matchNot(andOp.getLhs(), andOp.getRhs()))
    if (Attribute zero = getZeroAttr(andOp.getType())) return foldTo(results, zero);
  // and(a, and(a, b)) -> and(a, b)
  for (bool reversePrev : {false, true}) {
    auto prev = definingOp<AndIOp>(reversePrev ? andOp.getRhs() : andOp.getLhs());
    if (!prev) continue;
    Value other = reversePrev ? andOp.getLhs() : andOp.getRhs();
    if (other != prev.getLhs() && other != prev.getRhs()) continue;
    return foldTo(results, prev.getResult());
  }
  if (succeeded(foldBinary(op, operands, results, [](const APInt64 &a, const APInt64 &b) { return a.bits & b.bits; })))
    return success();
  return foldIdempotent(op, results);
}

LogicalResult foldOrI(Operation *op, Ints operands, Results &results) {
  OrIOp orOp(op);
  if (auto c = matchConstantInt(operands[1])) {
    // or(x, 0) -> x
    if (c->isZero()) return foldTo(results, orOp.getLhs());
    // or(x, allOnes) -> allOnes
    if (c->isAllOnes()) return foldTo(results, operands[1]);
  }
  // or(x, xor(x, allOnes)) -> allOnes, or(xor(x, allOnes), x) -> allOnes
  if (XOrIOp n = matchNot(orOp.getRhs(), orOp.getLhs())) return foldTo(results, n.getRhs());
  if (XOrIOp n = matchNot(orOp.getLhs(), orOp.getRhs())) return foldTo(results, n.getRhs());
  if (succeeded(foldBinary(op, operands, results, [](const APInt64 &a, const APInt64 &b) { return a.bits | b.bits; })))
    return success();
  return foldIdempotent(op, results);
}

LogicalResult foldXOrI(Operation *op, Ints operands, Results &results) {
  XOrIOp xorOp(op);
  // xor(x, 0) -> x
  if (isZeroInt(operands[1])) return foldTo(results, xorOp.getLhs());
  // xor(x, x) -> 0
  if (xorOp.getLhs() == xorOp.getRhs())
    if (Attribute zero = getZeroAttr(xorOp.getType())) return foldTo(results, zero);
  // xor(xor(x, a), a) -> x, xor(xor(a, x), a) -> x
  if (auto prev = definingOp<XOrIOp>(xorOp.getLhs())) {
    if (prev.getRhs() == xorOp.getRhs()) return foldTo(results, prev.getLhs());
    if (prev.getLhs() == xorOp.getRhs()) return foldTo(results, prev.getRhs());
  }
  // xor(a, xor(x, a)) -> x, xor(a, xor(a, x)) -> x
  if (auto prev = definingOp<XOrIOp>(xorOp.getRhs())) {
    if (prev.getRhs() == xorOp.getLhs()) return foldTo(results, prev.getLhs());
    if (prev.getLhs() == xorOp.getLhs()) return foldTo(results, prev.getRhs());
  }
  return foldBinary(op, operands, results, [](const APInt64 &a, const APInt64 &b) { return a.bits ^ b.bits; });
}

// ---- shifts ----------------------------------------------------------------------------

enum class Shift { Left, LogicalRight, ArithmeticRight };

template <Shift S> LogicalResult foldShift(Operation *op, Ints operands, Results &results) {
  // shift(x, 0) -> x
  if (isZeroInt(operands[1])) return foldTo(results, op->getOperand(0));
  // Shifting by the bit width or more is poison: not folded.
  return foldBinary(op, operands, results, [](const APInt64 &a, const APInt64 &b) -> std::optional<uint64_t> {
    if (b.bits >= a.width) return std::nullopt;
    if constexpr (S == Shift::Left) return a.bits << b.bits;
    else if constexpr (S == Shift::LogicalRight) return a.bits >> b.bits;
    else return static_cast<uint64_t>(a.sext() >> b.bits);
  });
}

// ---- min / max ----------------------------------------------------------------------

enum class MinMax { MaxS, MaxU, MinS, MinU };

template <MinMax K> LogicalResult foldMinMax(Operation *op, Ints operands, Results &results) {
  Value lhs = op->getOperand(0), rhs = op->getOperand(1);
  // op(x, x) -> x
  if (lhs == rhs) return foldTo(results, rhs);
  if (auto c = matchConstantInt(operands[1])) {
    bool absorbing, neutral;
    switch (K) {
      case MinMax::MaxS: absorbing = c->isMaxSignedValue(), neutral = c->isMinSignedValue(); break;
      case MinMax::MaxU: absorbing = c->isMaxValue(), neutral = c->isMinValue(); break;
      case MinMax::MinS: absorbing = c->isMinSignedValue(), neutral = c->isMaxSignedValue(); break;
      case MinMax::MinU: absorbing = c->isMinValue(), neutral = c->isMaxValue(); break;
    }
    if (absorbing) return foldTo(results, rhs);
    if (neutral) return foldTo(results, lhs);
  }
  return foldBinary(op, operands, results, [](const APInt64 &a, const APInt64 &b) -> uint64_t {
    switch (K) {
      case MinMax::MaxS: return a.sext() >= b.sext() ? a.bits : b.bits;
      case MinMax::MaxU: return a.bits >= b.bits ? a.bits : b.bits;
      case MinMax::MinS: return a.sext() <= b.sext() ? a.bits : b.bits;
      case MinMax::MinU: return a.bits <= b.bits ? a.bits : b.bits;
    }
    return a.bits;
  });
}

}  // namespace

void addIntegerFolds(Context &ctx) {
  setFold(ctx, AddIOp::getOperationName(), foldAddI);
  setFold(ctx, SubIOp::getOperationName(), foldSubI);
  setFold(ctx, MulIOp::getOperationName(), foldMulI);
  setFold(ctx, DivUIOp::getOperationName(), foldDivUI);
  setFold(ctx, DivSIOp::getOperationName(), foldDivSI);
  setFold(ctx, CeilDivUIOp::getOperationName(), foldCeilDivUI);
  setFold(ctx, CeilDivSIOp::getOperationName(), foldCeilDivSI);
  setFold(ctx, FloorDivSIOp::getOperationName(), foldFloorDivSI);
  setFold(ctx, RemUIOp::getOperationName(), foldRemUI);
  setFold(ctx, RemSIOp::getOperationName(), foldRemSI);
  setFold(ctx, AndIOp::getOperationName(), foldAndI);
  setFold(ctx, OrIOp::getOperationName(), foldOrI);
  setFold(ctx, XOrIOp::getOperationName(), foldXOrI);
  setFold(ctx, ShLIOp::getOperationName(), foldShift<Shift::Left>);
  setFold(ctx, ShRUIOp::getOperationName(), foldShift<Shift::LogicalRight>);
  setFold(ctx, ShRSIOp::getOperationName(), foldShift<Shift::ArithmeticRight>);
  setFold(ctx, MaxSIOp::getOperationName(), foldMinMax<MinMax::MaxS>);
  setFold(ctx, MaxUIOp::getOperationName(), foldMinMax<MinMax::MaxU>);
  setFold(ctx, MinSIOp::getOperationName(), foldMinMax<MinMax::MinS>);
  setFold(ctx, MinUIOp::getOperationName(), foldMinMax<MinMax::MinU>);
}

}  // namespace tbuf::arith::fold

// Folds and canonicalization patterns of the arith dialect (MLIR 22's
// ArithOps.cpp and ArithCanonicalization.td, as `mlir-opt-22 --canonicalize`
// applies them), internal to the arith library.
// `registerArithCanonicalizations` hooks them into the op definitions; the
// helpers below are shared by the files implementing them:
//   arith_fold_utils.cc       constant matching (m_Zero, m_One,
//                             m_ConstantInt...) and element-wise constant
//                             folding (MLIR's CommonFolders.h) over scalar,
//                             splat and dense attributes;
//   arith_fold_int.cc         integer binary ops (addi ... maxui);
//   arith_fold_float.cc       float binary ops, negf, cmpf;
//   arith_fold_cast.cc        casts (ext*, trunc*, *tofp, fpto*, index_cast*,
//                             bitcast);
//   arith_fold_cmp_select.cc  constant, cmpi, select;
//   arith_canonicalize.cc     the rewrite patterns, registration.
//
// Integers are folded as MLIR's APInt restricted to at most 64 bits (what
// tbuf's IntegerAttr holds); wider types are left alone. Floats are folded in
// double precision and rounded once to the result type, which gives the
// correctly rounded IEEE result APFloat computes for f16, bf16, f32 and f64
// (+, -, *, /: double has more than twice the precision of each).
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string_view>
#include <vector>

#include "dialects/arith/arith_type_utils.h"
#include "ir/context.h"
#include "ir/op_definition.h"
#include "ir/rewriter.h"

namespace tbuf {
/// Adds the arith folds and canonicalization patterns to the registered arith
/// op definitions and registers the arith constant materializer (called at
/// the end of registerArithDialect).
void registerArithCanonicalizations(Context &ctx);
}  // namespace tbuf

namespace tbuf::arith::fold {

// ---- fixed-width integers ------------------------------------------------------

/// An integer of `width` (1..64) bits, as MLIR's APInt: `bits` holds the value
/// zero-extended (bits above `width` are zero).
struct APInt64 {
  unsigned width = 0;
  uint64_t bits = 0;

  /// `v` truncated to `width` bits.
  static APInt64 get(unsigned width, uint64_t v);
  static uint64_t mask(unsigned width) { return width >= 64 ? ~uint64_t{0} : (uint64_t{1} << width) - 1; }
  int64_t sext() const;
  uint64_t zext() const { return bits; }
  bool isZero() const { return bits == 0; }
  bool isOne() const { return bits == 1; }
  bool isAllOnes() const { return bits == mask(width); }
  bool isNegative() const { return (bits >> (width - 1)) & 1; }
  bool isMinSignedValue() const { return bits == (uint64_t{1} << (width - 1)); }
  bool isMaxSignedValue() const { return bits == (mask(width) >> 1); }
  bool isMaxValue() const { return isAllOnes(); }
  bool isMinValue() const { return isZero(); }
};

/// Bit width of an integer or index type (index: 64), or of the element type
/// of a shaped type; 0 for other types and for integers wider than 64 bits.
unsigned getIntWidth(Type type);

// ---- matching constants (MLIR's m_* matchers on attributes) ------------------------

/// m_ConstantInt: an IntegerAttr or a splat integer DenseElementsAttr.
std::optional<APInt64> matchConstantInt(Attribute attr);
/// m_Zero / m_One: a constant integer (or splat) equal to 0 / 1.
bool isZeroInt(Attribute attr);
bool isOneInt(Attribute attr);
/// m_NonZero: a constant integer (or splat) other than 0.
bool isNonZeroInt(Attribute attr);
/// A FloatAttr or a splat float DenseElementsAttr.
std::optional<double> matchConstantFloat(Attribute attr);

/// The op defining `v` as an `OpT` view (null if `v` is a block argument or
/// defined by another op). Value::getDefiningOp<OpT>() does not compile in
/// the core yet (its `dyn_cast` finds the member Value::dyn_cast).
template <typename OpT> OpT definingOp(Value v) {
  Operation *def = v ? v.getDefiningOp() : nullptr;
  return def && OpT::classof(def) ? OpT(def) : OpT();
}

/// m_Constant on a value: the attribute of its ConstantLike defining op, or
/// null.
Attribute getConstantAttr(Value v);
/// The scalar IntegerAttr of a constant (DRR's `ConstantLikeMatcher
/// APIntAttr`), or null.
IntegerAttr getConstantIntAttr(Value v);
/// MLIR's getIntOrSplatIntValue: m_ConstantInt on the value's constant.
std::optional<APInt64> getIntOrSplatIntValue(Value v);

// ---- building attributes -------------------------------------------------------------

/// MLIR's Builder::getZeroAttr for a scalar or statically shaped type; null
/// for a dynamically shaped one (MLIR does not fold those).
Attribute getZeroAttr(Type type);
/// MLIR 22's getBoolAttribute: BoolAttr, or a splat of i1 shaped like
/// `type` (even a dynamic shape, as MLIR 22 does; null if unranked).
Attribute getBoolAttribute(Type type, bool value);
/// An integer attribute of `type` (scalar int/index) from `bits`.
IntegerAttr getIntAttr(Type type, uint64_t bits);

// ---- element-wise constant folding (MLIR's CommonFolders.h) -----------------------

/// Folds two integers; nullopt means "do not fold" (the whole fold fails).
using IntBinaryFn = std::function<std::optional<uint64_t>(const APInt64 &, const APInt64 &)>;
/// constFoldBinaryOp<IntegerAttr>: both operands IntegerAttr, splat or dense
/// integer elements; the result has `resultType` (its element type for
/// shaped results) or, if null, the left operand's type.
Attribute constFoldBinaryInt(ArrayRef<Attribute> operands, const IntBinaryFn &fn, Type resultType = Type());

/// Folds two (or one) floats of element type `type`; nullopt: do not fold.
using FloatBinaryFn = std::function<std::optional<double>(double, double, Type)>;
using FloatUnaryFn = std::function<std::optional<double>(double, Type)>;
/// constFoldBinaryOp<FloatAttr> / constFoldUnaryOp<FloatAttr>.
Attribute constFoldBinaryFloat(ArrayRef<Attribute> operands, const FloatBinaryFn &fn);
Attribute constFoldUnaryFloat(ArrayRef<Attribute> operands, const FloatUnaryFn &fn);

/// constFoldCastOp: one scalar, splat or dense operand converted element by
/// element to the element type of `resultType`. The function gets the source
/// element (as an integer or a float, by source element type) and returns the
/// target element (bits of the target integer, or a double); nullopt fails
/// the fold.
struct CastElement {
  bool isFloat = false;
  APInt64 intValue;
  double floatValue = 0;
};
using CastFn = std::function<std::optional<CastElement>(const CastElement &, Type srcElemType, Type dstElemType)>;
Attribute constFoldCast(Attribute operand, Type resultType, const CastFn &fn);

// ---- floating point ---------------------------------------------------------------

/// Rounds `v` to float type `type` (f16, bf16, f32, f64) as APFloat would.
double roundToFloatType(Type type, double v);
/// MLIR's default NaN (positive quiet NaN) when `result` is a NaN produced
/// from non-NaN inputs (x86 would give a negative one).
double canonicalizeNaN(double result, double a, double b);
/// Bits of `v` in float type `type`; and back.
uint64_t floatToBits(Type type, double v);
double bitsToFloat(Type type, uint64_t bits);
/// True for the float types tbuf folds (f16, bf16, f32, f64).
bool isFoldableFloatType(Type type);

// ---- registration helpers ------------------------------------------------------------

/// Sets the fold hook of `opName` (which must be registered).
void setFold(Context &ctx, std::string_view opName, OpDefinition::FoldFn fn);
/// Appends canonicalization patterns of `opName`, in MLIR's application
/// order (decreasing benefit, then registration order).
void addPatterns(Context &ctx, std::string_view opName, std::vector<OpDefinition::CanonicalizeFn> fns);

void addIntegerFolds(Context &ctx);
void addFloatFolds(Context &ctx);
void addCastFolds(Context &ctx);
void addCmpSelectFolds(Context &ctx);
void addArithPatterns(Context &ctx);

/// Convenience for fold hooks returning one result.
inline LogicalResult foldTo(std::vector<OpFoldResult> &results, OpFoldResult r) {
  if (!r) return failure();
  results.push_back(r);
  return success();
}

}  // namespace tbuf::arith::fold

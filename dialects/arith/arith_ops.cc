// The arith dialect: constants, integer and float arithmetic, comparisons and
// select (casts are in arith_casts.cc). Each op is an OpDefinition with
// MLIR's traits, inherent attributes, custom assembly and verifier; the many
// binary ops share templated hooks instantiated per operand kind and flag
// kind, so adding one is one line of the table in registerArithDialect.
//
// Verifiers check what MLIR's generated verifiers check, in the same order
// (counts, attributes, operand/result type constraints, type agreement), with
// MLIR's messages. The trait checks (SameOperandsAndResultType, Elementwise)
// are run by the IR verifier before these hooks.
#include "dialects/arith/arith_ops.h"

#include <charconv>
#include <string>
#include <vector>

#include "absl/container/inlined_vector.h"
#include "absl/strings/str_cat.h"
#include "dialects/arith/arith_fold.h"
#include "dialects/arith/arith_type_utils.h"
#include "ir/context.h"
#include "ir/diagnostics.h"
#include "ir/op_asm.h"

namespace tbuf::arith {

// ---- builders -----------------------------------------------------------------

namespace detail {

void buildBinaryOp(OperationState &state, Value lhs, Value rhs) {
  state.addOperands({lhs, rhs});
  state.addTypes({lhs.getType()});
}

void buildUnaryOp(OperationState &state, Value operand) {
  state.addOperands({operand});
  state.addTypes({operand.getType()});
}

void buildCastOp(OperationState &state, Type outType, Value in) {
  state.addOperands({in});
  state.addTypes({outType});
}

void setFlagAttr(OperationState &state, FastMathFlags fm) {
  state.addAttribute(kFastMathAttrName, getFastMathFlagsAttr(state.operands.front().getContext(), fm));
}

void setFlagAttr(OperationState &state, IntegerOverflowFlags flags) {
  state.addAttribute(kOverflowAttrName, getIntegerOverflowFlagsAttr(state.operands.front().getContext(), flags));
}

FastMathFlags getFastMathOrNone(Operation *op) {
  return getFastMathFlags(op->getAttr(kFastMathAttrName)).value_or(FastMathFlags::none);
}

IntegerOverflowFlags getOverflowOrNone(Operation *op) {
  return getIntegerOverflowFlags(op->getAttr(kOverflowAttrName)).value_or(IntegerOverflowFlags::none);
}

}  // namespace detail

CmpIPredicate CmpIOp::getPredicate() const {
  return static_cast<CmpIPredicate>(op_->getAttrOfType<IntegerAttr>(kPredicateAttrName).getInt());
}

void CmpIOp::setPredicate(CmpIPredicate p) const {
  op_->setAttr(kPredicateAttrName, IntegerAttr::get(IntegerType::get(getContext(), 64), static_cast<int64_t>(p)));
}

void CmpIOp::build(OpBuilder &b, OperationState &state, CmpIPredicate predicate, Value lhs, Value rhs) {
  state.addOperands({lhs, rhs});
  state.addTypes({getI1SameShape(lhs.getType())});
  state.addAttribute(kPredicateAttrName, b.getI64IntegerAttr(static_cast<int64_t>(predicate)));
}

CmpFPredicate CmpFOp::getPredicate() const {
  return static_cast<CmpFPredicate>(op_->getAttrOfType<IntegerAttr>(kPredicateAttrName).getInt());
}

void CmpFOp::setPredicate(CmpFPredicate p) const {
  op_->setAttr(kPredicateAttrName, IntegerAttr::get(IntegerType::get(getContext(), 64), static_cast<int64_t>(p)));
}

void CmpFOp::build(OpBuilder &b, OperationState &state, CmpFPredicate predicate, Value lhs, Value rhs,
                   FastMathFlags fm) {
  state.addOperands({lhs, rhs});
  state.addTypes({getI1SameShape(lhs.getType())});
  state.addAttribute(kPredicateAttrName, b.getI64IntegerAttr(static_cast<int64_t>(predicate)));
  detail::setFlagAttr(state, fm);
}

void SelectOp::build(OpBuilder &, OperationState &state, Value condition, Value trueValue, Value falseValue) {
  state.addOperands({condition, trueValue, falseValue});
  state.addTypes({trueValue.getType()});
}

Type getTypedAttrType(Attribute attr) {
  if (!attr) return Type();
  if (auto i = attr.dyn_cast<IntegerAttr>()) return i.getType();
  if (auto f = attr.dyn_cast<FloatAttr>()) return f.getType();
  if (auto d = attr.dyn_cast<DenseElementsAttr>()) return d.getType();
  if (auto s = attr.dyn_cast<StringAttr>()) return s.getType() ? s.getType() : NoneType::get(s.getContext());
  return Type();
}

void ConstantOp::build(OpBuilder &b, OperationState &state, Attribute value) {
  build(b, state, getTypedAttrType(value), value);
}

void ConstantOp::build(OpBuilder &, OperationState &state, Type type, Attribute value) {
  state.addAttribute("value", value);
  state.addTypes({type});
}

bool ConstantIntOp::classof(Operation *op) {
  return ConstantOp::classof(op) && op->getNumResults() == 1 && op->getResult(0).getType().isSignlessInteger();
}
int64_t ConstantIntOp::value() const { return op_->getAttrOfType<IntegerAttr>("value").getInt(); }
void ConstantIntOp::build(OpBuilder &b, OperationState &state, int64_t value, unsigned width) {
  build(b, state, b.getIntegerType(width), value);
}
void ConstantIntOp::build(OpBuilder &b, OperationState &state, Type type, int64_t value) {
  ConstantOp::build(b, state, type, b.getIntegerAttr(type, value));
}

bool ConstantIndexOp::classof(Operation *op) {
  return ConstantOp::classof(op) && op->getNumResults() == 1 && op->getResult(0).getType().isIndex();
}
int64_t ConstantIndexOp::value() const { return op_->getAttrOfType<IntegerAttr>("value").getInt(); }
void ConstantIndexOp::build(OpBuilder &b, OperationState &state, int64_t value) {
  ConstantOp::build(b, state, b.getIndexType(), b.getIndexAttr(value));
}

bool ConstantFloatOp::classof(Operation *op) {
  return ConstantOp::classof(op) && op->getNumResults() == 1 && op->getResult(0).getType().isa<FloatType>();
}
double ConstantFloatOp::value() const { return op_->getAttrOfType<FloatAttr>("value").getValue(); }
void ConstantFloatOp::build(OpBuilder &b, OperationState &state, FloatType type, double value) {
  ConstantOp::build(b, state, type, b.getFloatAttr(type, value));
}

namespace {

// ---- shared pieces of the hooks -------------------------------------------------

enum class Elem { Int, Float };
enum class Flags { None, Overflow, FastMath };

using TypePred = bool (*)(Type);
TypePred predOf(Elem e) { return e == Elem::Int ? isSignlessIntegerOrIndexLike : isFloatLike; }
std::string_view descOf(Elem e) { return e == Elem::Int ? "signless-integer-like" : "floating-point-like"; }

/// Parses the optional flag keyword of `F` and the attribute dictionary; the
/// flag attribute gets its default when neither mentions it.
template <Flags F> ParseResult parseFlagsAndAttrDict(OpAsmParser &p, OperationState &state) {
  OperationState flags(state.location, state.name);
  if constexpr (F == Flags::Overflow) {
    if (failed(parseOptionalOverflowFlags(p, flags))) return failure();
  } else if constexpr (F == Flags::FastMath) {
    if (failed(parseOptionalFastMath(p, flags))) return failure();
  }
  if (failed(p.parseOptionalAttrDict(state.attributes))) return failure();
  for (const NamedAttribute &a : flags.attributes.getAttrs())
    if (!state.attributes.get(a.name)) state.addAttribute(a.name, a.value);
  return success();
}

/// The flag keyword (if not default) and the attribute dictionary without
/// the attributes the custom form shows elsewhere.
template <Flags F>
void printFlagsAndAttrDict(OpAsmPrinter &p, Operation *op, absl::InlinedVector<std::string_view, 4> elided) {
  if constexpr (F == Flags::Overflow) {
    printOptionalOverflowFlags(p, op);
    if (isPrintedFlagAttr(op, kOverflowAttrName)) elided.push_back(kOverflowAttrName);
  } else if constexpr (F == Flags::FastMath) {
    printOptionalFastMath(p, op);
    if (isPrintedFlagAttr(op, kFastMathAttrName)) elided.push_back(kFastMathAttrName);
  }
  p.printOptionalAttrDict(op->getAttrs(), elided);
}

/// `attribute 'x' failed to satisfy constraint: ...` for a malformed flag.
template <Flags F> LogicalResult verifyFlagAttr(Operation *op) {
  // Fast path: the default `#arith.<flag><none>` that ops carry is valid.
  if constexpr (F == Flags::Overflow) {
    Attribute attr = op->getAttr(kOverflowAttrName);
    if (!attr || isNoneFlagAttr(attr, "overflow")) return success();
    if (!getIntegerOverflowFlags(attr))
      return op->emitOpError() << "attribute '" << kOverflowAttrName
                               << "' failed to satisfy constraint: Integer overflow arith flags";
  } else if constexpr (F == Flags::FastMath) {
    Attribute attr = op->getAttr(kFastMathAttrName);
    if (!attr || isNoneFlagAttr(attr, "fastmath")) return success();
    if (!getFastMathFlags(attr))
      return op->emitOpError() << "attribute '" << kFastMathAttrName
                               << "' failed to satisfy constraint: Floating point fast math flags";
  }
  return success();
}

/// ` : type` (the result's; an op that failed verification may lack it).
void printResultType(OpAsmPrinter &p, Operation *op) {
  p << " : ";
  if (op->getNumResults())
    p.printType(op->getResult(0).getType());
  else if (op->getNumOperands())
    p.printType(op->getOperand(0).getType());
}

// ---- binary and unary ops ----------------------------------------------------------

/// `%a, %b [flags] {attrs} : type`.
template <Flags F> ParseResult parseBinary(OpAsmParser &p, OperationState &state) {
  OpAsmParser::UnresolvedOperand lhs, rhs;
  Type type;
  if (failed(p.parseOperand(lhs)) || failed(p.parseComma()) || failed(p.parseOperand(rhs)) ||
      failed(parseFlagsAndAttrDict<F>(p, state)) || failed(p.parseColonType(type)) ||
      failed(p.resolveOperands({lhs, rhs}, type, state.operands)))
    return failure();
  state.types.push_back(type);  // (addTypes' range insert is a library call)
  return success();
}

/// `%x [flags] {attrs} : type`.
template <Flags F> ParseResult parseUnary(OpAsmParser &p, OperationState &state) {
  OpAsmParser::UnresolvedOperand operand;
  Type type;
  if (failed(p.parseOperand(operand)) || failed(parseFlagsAndAttrDict<F>(p, state)) ||
      failed(p.parseColonType(type)) || failed(p.resolveOperand(operand, type, state.operands)))
    return failure();
  state.types.push_back(type);
  return success();
}

template <Flags F> void printElementwise(OpAsmPrinter &p, Operation *op) {
  p << " ";
  p.printOperands(op->getOperands());
  printFlagsAndAttrDict<F>(p, op, {});
  printResultType(p, op);
}

/// Counts, flags and type constraints; SameOperandsAndResultType and
/// Elementwise are trait checks the IR verifier runs before this hook.
template <Elem E, Flags F, int N> LogicalResult verifyElementwise(Operation *op) {
  if (failed(verifyCounts(op, N, 1)) || failed(verifyFlagAttr<F>(op))) return failure();
  return verifyAllTypesConstraint(op, /*checkResults=*/true, predOf(E), descOf(E));
}

// ---- comparisons ------------------------------------------------------------------

template <typename Pred> struct PredicateInfo;
template <> struct PredicateInfo<CmpIPredicate> {
  static constexpr int64_t kNum = kNumCmpIPredicates;
  static constexpr Elem kElem = Elem::Int;
  static constexpr Flags kFlags = Flags::None;
  static std::optional<CmpIPredicate> symbolize(std::string_view s) { return symbolizeCmpIPredicate(s); }
  static std::string_view stringify(CmpIPredicate p) { return stringifyCmpIPredicate(p); }
  static constexpr std::string_view kAllowed = "[eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]";
};
template <> struct PredicateInfo<CmpFPredicate> {
  static constexpr int64_t kNum = kNumCmpFPredicates;
  static constexpr Elem kElem = Elem::Float;
  static constexpr Flags kFlags = Flags::FastMath;
  static std::optional<CmpFPredicate> symbolize(std::string_view s) { return symbolizeCmpFPredicate(s); }
  static std::string_view stringify(CmpFPredicate p) { return stringifyCmpFPredicate(p); }
  static constexpr std::string_view kAllowed =
      "[false, oeq, ogt, oge, olt, ole, one, ord, ueq, ugt, uge, ult, ule, une, uno, true]";
};

/// `pred, %a, %b [fastmath<...>] {attrs} : type`.
template <typename Pred> ParseResult parseCmp(OpAsmParser &p, OperationState &state) {
  using Info = PredicateInfo<Pred>;
  Location loc = p.getCurrentLocation();
  std::string keyword;
  std::optional<Pred> predicate;
  if (succeeded(p.parseOptionalKeyword(&keyword)) || succeeded(p.parseOptionalString(&keyword)))
    predicate = Info::symbolize(keyword);
  if (!predicate)
    return p.emitError(loc) << "expected string or keyword containing one of the following enum values for "
                               "attribute 'predicate' "
                            << Info::kAllowed,
           failure();
  state.addAttribute(kPredicateAttrName,
                     IntegerAttr::get(IntegerType::get(p.getContext(), 64), static_cast<int64_t>(*predicate)));
  OpAsmParser::UnresolvedOperand lhs, rhs;
  Type type;
  if (failed(p.parseComma()) || failed(p.parseOperand(lhs)) || failed(p.parseComma()) ||
      failed(p.parseOperand(rhs)) || failed(parseFlagsAndAttrDict<Info::kFlags>(p, state)) ||
      failed(p.parseColonType(type)) || failed(p.resolveOperands({lhs, rhs}, type, state.operands)))
    return failure();
  state.addTypes({getI1SameShape(type)});
  return success();
}

template <typename Pred> void printCmp(OpAsmPrinter &p, Operation *op) {
  using Info = PredicateInfo<Pred>;
  auto attr = op->getAttrOfType<IntegerAttr>(kPredicateAttrName);
  absl::InlinedVector<std::string_view, 4> elided;
  p << " ";
  if (attr && attr.getInt() >= 0 && attr.getInt() < Info::kNum) {
    p << Info::stringify(static_cast<Pred>(attr.getInt())) << ", ";
    elided.push_back(kPredicateAttrName);
  }
  p.printOperands(op->getOperands());
  printFlagsAndAttrDict<Info::kFlags>(p, op, elided);
  p << " : ";
  if (op->getNumOperands()) p.printType(op->getOperand(0).getType());
}

template <typename Pred> LogicalResult verifyCmp(Operation *op) {
  using Info = PredicateInfo<Pred>;
  if (failed(verifyCounts(op, 2, 1))) return failure();
  Attribute attr = op->getAttr(kPredicateAttrName);
  if (!attr) return op->emitOpError() << "requires attribute 'predicate'";
  auto intAttr = attr.dyn_cast<IntegerAttr>();
  if (!intAttr || !intAttr.getType().isInteger(64) || intAttr.getInt() < 0 || intAttr.getInt() >= Info::kNum) {
    InFlightDiagnostic diag = op->emitOpError();
    diag << "attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: ";
    for (int64_t i = 0; i < Info::kNum; ++i) diag << (i ? ", " : "") << i;
    return diag;
  }
  if (failed(verifyFlagAttr<Info::kFlags>(op)) ||
      failed(verifyAllTypesConstraint(op, /*checkResults=*/false, predOf(Info::kElem), descOf(Info::kElem))) ||
      failed(verifyTypeConstraint(op, /*isResult=*/true, 0, isBoolLike, "bool-like")))
    return failure();
  Type lhsType = op->getOperand(0).getType();
  if (op->getOperand(1).getType() != lhsType)
    return op->emitOpError() << "requires all operands to have the same type";
  if (op->getResult(0).getType() != getI1SameShape(lhsType))
    return op->emitOpError()
           << "failed to verify that result type has i1 element type and same shape as operands";
  return success();
}

// ---- select ---------------------------------------------------------------------

/// `%c, %t, %f {attrs} : [condType,] type`.
ParseResult parseSelect(OpAsmParser &p, OperationState &state) {
  std::vector<OpAsmParser::UnresolvedOperand> operands;
  Type conditionType, resultType;
  if (failed(p.parseOperandList(operands, OpAsmParser::Delimiter::None, 3)) ||
      failed(p.parseOptionalAttrDict(state.attributes)) || failed(p.parseColonType(resultType)))
    return failure();
  if (succeeded(p.parseOptionalComma())) {
    conditionType = resultType;
    if (failed(p.parseType(resultType))) return failure();
  } else {
    conditionType = IntegerType::get(p.getContext(), 1);
  }
  state.addTypes({resultType});
  return p.resolveOperands(operands, {conditionType, resultType, resultType}, p.getNameLoc(), state.operands);
}

void printSelect(OpAsmPrinter &p, Operation *op) {
  p << " ";
  p.printOperands(op->getOperands());
  p.printOptionalAttrDict(op->getAttrs());
  p << " : ";
  if (op->getNumOperands() && op->getOperand(0).getType().isa<ShapedType>()) {
    p.printType(op->getOperand(0).getType());
    p << ", ";
  }
  if (op->getNumResults()) p.printType(op->getResult(0).getType());
}

LogicalResult verifySelect(Operation *op) {
  if (failed(verifyCounts(op, 3, 1)) || failed(verifyTypeConstraint(op, false, 0, isBoolLike, "bool-like")))
    return failure();
  Type resultType = op->getResult(0).getType();
  if (op->getOperand(1).getType() != resultType || op->getOperand(2).getType() != resultType)
    return op->emitOpError()
           << "failed to verify that all of {true_value, false_value, result} have same type";
  Type condType = op->getOperand(0).getType();
  if (condType.isInteger(1)) return success();
  auto condShaped = condType.dyn_cast<ShapedType>();
  auto resultShaped = resultType.dyn_cast<ShapedType>();
  bool matching = condShaped && resultShaped && condShaped.hasRank() == resultShaped.hasRank() &&
                  (!condShaped.hasRank() || condShaped.getShape() == resultShaped.getShape());
  if (!matching)
    return op->emitOpError() << "failed to verify that condition is signless i1 or has matching shape";
  return success();
}

// ---- constant -------------------------------------------------------------------

/// `{attrs} value-with-type`.
ParseResult parseConstant(OpAsmParser &p, OperationState &state) {
  if (failed(p.parseOptionalAttrDict(state.attributes))) return failure();
  Location loc = p.getCurrentLocation();
  Attribute value;
  if (failed(p.parseAttribute(value))) return failure();
  Type type = getTypedAttrType(value);
  if (!type) return p.emitError(loc, "invalid kind of attribute specified"), failure();
  state.addAttribute("value", value);
  state.types.push_back(type);
  return success();
}

void printConstant(OpAsmPrinter &p, Operation *op) {
  Attribute value = op->getAttr("value");
  p.printOptionalAttrDict(op->getAttrs(), {"value"});
  if (value) {
    p << " ";
    p.printAttribute(value);
  }
}

LogicalResult verifyConstant(Operation *op) {
  if (failed(verifyCounts(op, 0, 1))) return failure();
  Attribute value = op->getAttr("value");
  if (!value) return op->emitOpError() << "requires attribute 'value'";
  Type type = op->getResult(0).getType();
  if (getTypedAttrType(value) != type)
    return op->emitOpError() << "failed to verify that all of {value, result} have same type";
  if (auto intType = type.dyn_cast<IntegerType>(); intType && !intType.isSignless())
    return op->emitOpError() << "integer return type must be signless";
  if (!value.isa<IntegerAttr>() && !value.isa<FloatAttr>() && !value.isa<DenseElementsAttr>())
    return op->emitOpError() << "value must be an integer, float, or elements attribute";
  return success();
}

/// MLIR's names: %true/%false for i1, %c42_i32 for integers (no suffix for
/// index), %cst otherwise.
void constantResultNames(Operation *op, const OpDefinition::SetNameFn &setName) {
  if (op->getNumResults() != 1) return;
  Type type = op->getResult(0).getType();
  auto intAttr = op->getAttrOfType<IntegerAttr>("value");
  if (!intAttr) return setName(op->getResult(0), "cst");
  auto intType = type.dyn_cast<IntegerType>();
  if (intType && intType.getWidth() == 1) return setName(op->getResult(0), intAttr.getInt() ? "true" : "false");
  // `c` and the value, formatted in place (every index constant of a
  // printed module comes here).
  char buffer[32] = "c";
  char *end = std::to_chars(buffer + 1, buffer + sizeof(buffer), intAttr.getInt()).ptr;
  std::string_view number(buffer, static_cast<size_t>(end - buffer));
  if (!intType) return setName(op->getResult(0), number);
  std::string name(number);
  name += '_';
  name += type.str();
  setName(op->getResult(0), name);
}

// ---- registration -----------------------------------------------------------------

const uint32_t kElementwiseTraits = OpTrait::Pure | OpTrait::SameOperandsAndResultType | OpTrait::Elementwise;

/// Default-valued properties: MLIR's generic form always shows them.
void defaultOverflowFlags(Context *ctx, NamedAttrList &attrs) {
  if (!attrs.get(kOverflowAttrName))
    attrs.set(kOverflowAttrName, getIntegerOverflowFlagsAttr(ctx, IntegerOverflowFlags::none));
}
void defaultFastMath(Context *ctx, NamedAttrList &attrs) {
  if (!attrs.get(kFastMathAttrName)) attrs.set(kFastMathAttrName, getFastMathFlagsAttr(ctx, FastMathFlags::none));
}

void add(Context &ctx, std::string_view name, uint32_t traits, std::vector<std::string> inherent,
         OpDefinition::ParseFn parse, OpDefinition::PrintFn print, OpDefinition::VerifyFn verify) {
  OpDefinition def;
  for (const std::string &attr : inherent) {
    if (attr == kOverflowAttrName) def.populateDefaultAttrs = defaultOverflowFlags;
    if (attr == kFastMathAttrName) def.populateDefaultAttrs = defaultFastMath;
  }
  def.name = std::string(name);
  def.dialect = "arith";
  def.traits = traits;
  def.inherentAttrs = std::move(inherent);
  def.parse = parse;
  def.print = print;
  def.verify = verify;
  ctx.registerOp(std::move(def));
}

void addIntBinary(Context &ctx, std::string_view name, bool commutative) {
  add(ctx, name, kElementwiseTraits | (commutative ? static_cast<uint32_t>(OpTrait::Commutative) : 0u), {},
      parseBinary<Flags::None>, printElementwise<Flags::None>, verifyElementwise<Elem::Int, Flags::None, 2>);
}

void addIntOverflowBinary(Context &ctx, std::string_view name, bool commutative) {
  add(ctx, name, kElementwiseTraits | (commutative ? static_cast<uint32_t>(OpTrait::Commutative) : 0u),
      {std::string(kOverflowAttrName)}, parseBinary<Flags::Overflow>, printElementwise<Flags::Overflow>,
      verifyElementwise<Elem::Int, Flags::Overflow, 2>);
}

void addFloatBinary(Context &ctx, std::string_view name, bool commutative) {
  add(ctx, name, kElementwiseTraits | (commutative ? static_cast<uint32_t>(OpTrait::Commutative) : 0u),
      {std::string(kFastMathAttrName)}, parseBinary<Flags::FastMath>, printElementwise<Flags::FastMath>,
      verifyElementwise<Elem::Float, Flags::FastMath, 2>);
}

}  // namespace
}  // namespace tbuf::arith

namespace tbuf {

void registerArithDialect(Context &ctx) {
  using namespace arith;
  ctx.markDialectRegistered("arith");

  // name, commutative
  addIntOverflowBinary(ctx, AddIOp::getOperationName(), true);
  addIntOverflowBinary(ctx, SubIOp::getOperationName(), false);
  addIntOverflowBinary(ctx, MulIOp::getOperationName(), true);
  addIntOverflowBinary(ctx, ShLIOp::getOperationName(), false);
  addIntBinary(ctx, DivSIOp::getOperationName(), false);
  addIntBinary(ctx, DivUIOp::getOperationName(), false);
  addIntBinary(ctx, CeilDivSIOp::getOperationName(), false);
  addIntBinary(ctx, CeilDivUIOp::getOperationName(), false);
  addIntBinary(ctx, FloorDivSIOp::getOperationName(), false);
  addIntBinary(ctx, RemSIOp::getOperationName(), false);
  addIntBinary(ctx, RemUIOp::getOperationName(), false);
  addIntBinary(ctx, AndIOp::getOperationName(), true);
  addIntBinary(ctx, OrIOp::getOperationName(), true);
  addIntBinary(ctx, XOrIOp::getOperationName(), true);
  addIntBinary(ctx, ShRSIOp::getOperationName(), false);
  addIntBinary(ctx, ShRUIOp::getOperationName(), false);
  addIntBinary(ctx, MinSIOp::getOperationName(), true);
  addIntBinary(ctx, MaxSIOp::getOperationName(), true);
  addIntBinary(ctx, MinUIOp::getOperationName(), true);
  addIntBinary(ctx, MaxUIOp::getOperationName(), true);

  addFloatBinary(ctx, AddFOp::getOperationName(), true);
  addFloatBinary(ctx, SubFOp::getOperationName(), false);
  addFloatBinary(ctx, MulFOp::getOperationName(), true);
  addFloatBinary(ctx, DivFOp::getOperationName(), false);
  addFloatBinary(ctx, RemFOp::getOperationName(), false);
  addFloatBinary(ctx, MinimumFOp::getOperationName(), true);
  addFloatBinary(ctx, MaximumFOp::getOperationName(), true);
  addFloatBinary(ctx, MinNumFOp::getOperationName(), true);
  addFloatBinary(ctx, MaxNumFOp::getOperationName(), true);

  add(ctx, NegFOp::getOperationName(), kElementwiseTraits, {std::string(kFastMathAttrName)},
      parseUnary<Flags::FastMath>, printElementwise<Flags::FastMath>,
      verifyElementwise<Elem::Float, Flags::FastMath, 1>);

  add(ctx, CmpIOp::getOperationName(), OpTrait::Pure | OpTrait::Elementwise, {std::string(kPredicateAttrName)},
      parseCmp<CmpIPredicate>, printCmp<CmpIPredicate>, verifyCmp<CmpIPredicate>);
  add(ctx, CmpFOp::getOperationName(), OpTrait::Pure | OpTrait::Elementwise,
      {std::string(kFastMathAttrName), std::string(kPredicateAttrName)}, parseCmp<CmpFPredicate>,
      printCmp<CmpFPredicate>, verifyCmp<CmpFPredicate>);
  add(ctx, SelectOp::getOperationName(), OpTrait::Pure | OpTrait::Elementwise, {}, parseSelect, printSelect,
      verifySelect);

  add(ctx, ConstantOp::getOperationName(), OpTrait::Pure | OpTrait::ConstantLike, {"value"}, parseConstant,
      printConstant, verifyConstant);
  ctx.lookupOpMutable(ConstantOp::getOperationName())->getAsmResultNames = constantResultNames;

  arith::detail::registerCastOps(ctx);
  registerArithCanonicalizations(ctx);
}

}  // namespace tbuf

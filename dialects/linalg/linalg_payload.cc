// Construction of structured-op payloads: MLIR's RegionBuilderHelper (scalar
// casts and add/mul of named ops), fillStructuredOpRegion (the implicit body
// of named ops, built by the parser and the builders alike) and
// buildGenericRegion (the block handed to body-builder callbacks).
//
// Payload ops belong to the arith dialect; they are created by name so this
// library does not depend on it, with the default-valued properties mlir-opt
// prints for them, so that a parsed short form and a parsed long form give
// identical IR.
#include <array>

#include "dialects/linalg/linalg_internal.h"
#include "ir/builder.h"
#include "ir/context.h"

namespace tbuf::linalg::detail {

namespace {
constexpr std::array<std::string_view, 11> kFastMathArithOps = {
    "arith.addf",    "arith.subf",    "arith.mulf",   "arith.divf",   "arith.remf", "arith.negf",
    "arith.maximumf", "arith.minimumf", "arith.maxnumf", "arith.minnumf", "arith.cmpf"};
constexpr std::array<std::string_view, 5> kOverflowArithOps = {"arith.addi", "arith.subi", "arith.muli",
                                                               "arith.shli", "arith.trunci"};

bool contains(ArrayRef<std::string_view> names, std::string_view n) {
  for (std::string_view x : names)
    if (x == n) return true;
  return false;
}
}  // namespace

void addDefaultPayloadProperties(Context *ctx, std::string_view opName, Type resultType, NamedAttrList &attrs) {
  bool fastMath = contains(kFastMathArithOps, opName) ||
                  (opName.substr(0, 5) == "math." && resultType && resultType.isa<FloatType>());
  if (fastMath && !attrs.get("fastmath")) attrs.append("fastmath", DialectAttr::get(ctx, "arith", "fastmath<none>"));
  if (contains(kOverflowArithOps, opName) && !attrs.get("overflowFlags"))
    attrs.append("overflowFlags", DialectAttr::get(ctx, "arith", "overflow<none>"));
}

Operation *RegionBuilderHelper::createScalarOp(std::string_view name, ArrayRef<Value> operands, Type resultType,
                                               ArrayRef<NamedAttribute> attrs) {
  OperationState state(loc_, name);
  state.addOperands(operands);
  if (resultType) state.addTypes({resultType});
  state.attributes = NamedAttrList(std::vector<NamedAttribute>(attrs.begin(), attrs.end()));
  addDefaultPayloadProperties(b_.getContext(), name, resultType, state.attributes);
  return b_.create(state);
}

Value RegionBuilderHelper::buildTypeFn(TypeFn fn, Type toType, Value v) {
  Type from = v.getType();
  if (from == toType) return v;
  bool isUnsigned = fn == TypeFn::cast_unsigned;
  auto cast = [&](std::string_view name) { return createScalarOp(name, {v}, toType)->getResult(0); };
  if (auto toInt = toType.dyn_cast<IntegerType>()) {
    if (from.isa<FloatType>()) return cast(isUnsigned ? "arith.fptoui" : "arith.fptosi");
    if (from.isIndex()) return cast("arith.index_cast");
    if (auto fromInt = from.dyn_cast<IntegerType>()) {
      if (toInt.getWidth() > fromInt.getWidth()) return cast(isUnsigned ? "arith.extui" : "arith.extsi");
      if (toInt.getWidth() < fromInt.getWidth()) return cast("arith.trunci");
      return v;
    }
  } else if (auto toFloat = toType.dyn_cast<FloatType>()) {
    if (from.isa<IntegerType>()) return cast(isUnsigned ? "arith.uitofp" : "arith.sitofp");
    if (auto fromFloat = from.dyn_cast<FloatType>()) {
      if (toFloat.getWidth() > fromFloat.getWidth()) return cast("arith.extf");
      if (toFloat.getWidth() < fromFloat.getWidth()) return cast("arith.truncf");
      return v;
    }
  }
  InFlightDiagnostic(&b_.getContext()->getDiagEngine(), loc_, Severity::Warning)
      << "could not cast operand of type " << quoteType(from) << " to " << quoteType(toType);
  return v;
}

Value RegionBuilderHelper::buildBinaryFn(BinaryFn fn, Value lhs, Value rhs) {
  Type lt = lhs.getType(), rt = rhs.getType();
  bool allFloat = lt.isa<FloatType>() && rt.isa<FloatType>();
  bool allInt = lt.isa<IntegerType>() && rt.isa<IntegerType>();
  bool allBool = allInt && lt.getIntOrFloatBitWidth() == 1 && rt.getIntOrFloatBitWidth() == 1;
  if (!allFloat && !allInt) {
    emitError_() << "Cannot build binary Linalg operation: expects allComplex, allFloatingPoint, or allInteger, got "
        << quoteType(lt) << " and " << quoteType(rt);
    return Value();
  }
  std::string_view name;
  if (fn == BinaryFn::add)
    name = allFloat ? "arith.addf" : allBool ? "arith.ori" : "arith.addi";
  else
    name = allFloat ? "arith.mulf" : allBool ? "arith.andi" : "arith.muli";
  return createScalarOp(name, {lhs, rhs}, lt)->getResult(0);
}

void RegionBuilderHelper::yieldOutputs(ArrayRef<Value> values) {
  OperationState state(loc_, YieldOp::getOperationName());
  state.addOperands(values);
  b_.create(state);
}

LogicalResult fillStructuredOpRegion(OpBuilder &b, Region &region, ArrayRef<Type> inputTypes,
                                     ArrayRef<Type> outputTypes, const RegionBuilderHelper::EmitErrorFn &emitError,
                                     const RegionBuilderFn &regionBuilder) {
  std::vector<Type> argTypes;
  for (Type t : inputTypes) argTypes.push_back(getElementTypeOrSelf(t));
  for (Type t : outputTypes) argTypes.push_back(getElementTypeOrSelf(t));
  std::vector<Location> argLocs(argTypes.size(), Location::unknown());
  OpBuilder::InsertionGuard guard(b);
  Block *block = b.createBlock(&region, nullptr, argTypes, argLocs);
  b.setInsertionPointToEnd(block);
  RegionBuilderHelper helper(b, Location::unknown(), emitError);
  return regionBuilder(helper, *block);
}

RegionBuilderHelper::EmitErrorFn errorEmitterAt(Context *ctx, Location loc) {
  return [ctx, loc] { return InFlightDiagnostic(&ctx->getDiagEngine(), loc, Severity::Error); };
}

void buildGenericRegion(OpBuilder &b, Location loc, Region &region, ValueRange inputs, ValueRange outputs,
                        const BodyBuilderFn &body) {
  std::vector<Type> argTypes;
  std::vector<Location> argLocs;
  for (ValueRange range : {inputs, outputs}) {
    for (Value v : range) {
      argTypes.push_back(getElementTypeOrSelf(v.getType()));
      argLocs.push_back(v.getLoc());
    }
  }
  OpBuilder::InsertionGuard guard(b);
  Block *block = b.createBlock(&region, nullptr, argTypes, argLocs);
  b.setInsertionPointToEnd(block);
  if (body) body(b, loc, block->getArguments());
}

}  // namespace tbuf::linalg::detail

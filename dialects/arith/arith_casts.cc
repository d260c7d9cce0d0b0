// arith cast ops: `%out = arith.<cast> %in [extras] {attrs} : A to B`.
// Each cast is a row of a table giving its operand/result type constraints
// and its cast-compatibility rule (MLIR's areCastCompatible): extensions
// must widen, truncations narrow, index casts go between index and a
// signless integer, bitcasts keep the bit width. Tensor operands and results
// must have the same shape ("input and output have the same tensor
// dimensions").
#include <optional>
#include <string>
#include <vector>

#include "dialects/arith/arith_ops.h"
#include "dialects/arith/arith_type_utils.h"
#include "ir/context.h"
#include "ir/diagnostics.h"
#include "ir/op_asm.h"

namespace tbuf::arith {

std::optional<RoundingMode> TruncFOp::getRoundingmode() const {
  auto attr = op_->getAttrOfType<IntegerAttr>(kRoundingModeAttrName);
  if (!attr || attr.getInt() < 0 || attr.getInt() >= kNumRoundingModes) return std::nullopt;
  return static_cast<RoundingMode>(attr.getInt());
}

namespace {

/// Extra syntax between the operand and the attribute dictionary.
enum class Extras { None, FastMath, RoundingAndFastMath, Overflow };
/// How the element types must relate.
enum class Compat { Wider, Narrower, IntToFloat, FloatToInt, IndexCast, SameWidth };

struct CastSpec {
  std::string_view name;
  bool (*inPred)(Type);
  std::string_view inDesc;
  bool (*outPred)(Type);
  std::string_view outDesc;
  Compat compat;
  Extras extras;
};

bool isMemRefOfSignlessIntOrIndex(Type t) {
  auto m = t.dyn_cast<MemRefType>();
  if (!m) return false;
  Type e = m.getElementType();
  return e.isIndex() || (e.isa<IntegerType>() && e.cast<IntegerType>().isSignless());
}
bool isIndexCastOperand(Type t) { return isSignlessIntegerOrIndexLike(t) || isMemRefOfSignlessIntOrIndex(t); }

bool isSignlessIntOrFloat(Type t) {
  if (t.isa<FloatType>()) return true;
  auto i = t.dyn_cast<IntegerType>();
  return i && i.isSignless();
}
bool isBitcastOperand(Type t) {
  if (auto shaped = t.dyn_cast<ShapedType>()) {
    if (!shaped.isa<TensorType>() && !shaped.isa<MemRefType>()) return false;
    return isSignlessIntOrFloat(shaped.getElementType());
  }
  return isSignlessIntOrFloat(t);
}

constexpr std::string_view kFixedInt = "signless-fixed-width-integer-like";
constexpr std::string_view kFloat = "floating-point-like";
constexpr std::string_view kIndexCast = "signless-integer-like or memref of signless-integer";
constexpr std::string_view kBitcast = "signless-integer-or-float-like or memref of signless-integer or float";

const CastSpec kCasts[] = {
    {"arith.extsi", isSignlessFixedWidthIntegerLike, kFixedInt, isSignlessFixedWidthIntegerLike, kFixedInt,
     Compat::Wider, Extras::None},
    {"arith.extui", isSignlessFixedWidthIntegerLike, kFixedInt, isSignlessFixedWidthIntegerLike, kFixedInt,
     Compat::Wider, Extras::None},
    {"arith.trunci", isSignlessFixedWidthIntegerLike, kFixedInt, isSignlessFixedWidthIntegerLike, kFixedInt,
     Compat::Narrower, Extras::Overflow},
    {"arith.extf", isFloatLike, kFloat, isFloatLike, kFloat, Compat::Wider, Extras::FastMath},
    {"arith.truncf", isFloatLike, kFloat, isFloatLike, kFloat, Compat::Narrower, Extras::RoundingAndFastMath},
    {"arith.sitofp", isSignlessFixedWidthIntegerLike, kFixedInt, isFloatLike, kFloat, Compat::IntToFloat,
     Extras::None},
    {"arith.uitofp", isSignlessFixedWidthIntegerLike, kFixedInt, isFloatLike, kFloat, Compat::IntToFloat,
     Extras::None},
    {"arith.fptosi", isFloatLike, kFloat, isSignlessFixedWidthIntegerLike, kFixedInt, Compat::FloatToInt,
     Extras::None},
    {"arith.fptoui", isFloatLike, kFloat, isSignlessFixedWidthIntegerLike, kFixedInt, Compat::FloatToInt,
     Extras::None},
    {"arith.index_cast", isIndexCastOperand, kIndexCast, isIndexCastOperand, kIndexCast, Compat::IndexCast,
     Extras::None},
    {"arith.index_castui", isIndexCastOperand, kIndexCast, isIndexCastOperand, kIndexCast, Compat::IndexCast,
     Extras::None},
    {"arith.bitcast", isBitcastOperand, kBitcast, isBitcastOperand, kBitcast, Compat::SameWidth, Extras::None},
};

const CastSpec *lookupCast(std::string_view name) {
  for (const CastSpec &spec : kCasts)
    if (spec.name == name) return &spec;
  return nullptr;
}

/// MLIR's areCastCompatible on the element types.
bool areCastCompatible(Compat compat, Type in, Type out) {
  Type a = getElementTypeOrSelf(in), b = getElementTypeOrSelf(out);
  switch (compat) {
    case Compat::Wider:
    case Compat::Narrower: {
      bool bothInt = a.isa<IntegerType>() && b.isa<IntegerType>();
      bool bothFloat = a.isa<FloatType>() && b.isa<FloatType>();
      if (!bothInt && !bothFloat) return false;
      unsigned wa = a.getIntOrFloatBitWidth(), wb = b.getIntOrFloatBitWidth();
      return compat == Compat::Wider ? wb > wa : wb < wa;
    }
    case Compat::IntToFloat:
      return a.isa<IntegerType>() && b.isa<FloatType>();
    case Compat::FloatToInt:
      return a.isa<FloatType>() && b.isa<IntegerType>();
    case Compat::IndexCast:
      return (a.isIndex() && b.isSignlessInteger()) || (a.isSignlessInteger() && b.isIndex());
    case Compat::SameWidth:
      return !a.isIndex() && !b.isIndex() && a.isIntOrFloat() && b.isIntOrFloat() &&
             a.getIntOrFloatBitWidth() == b.getIntOrFloatBitWidth();
  }
  return false;
}

/// MLIR's SameInputOutputTensorDims: ranked tensor operands and results have
/// identical shapes (dynamic sizes included), non-tensors count as shape
/// `[]`, and an unranked tensor never matches (mlir-opt rejects
/// `tensor<*xi8> to tensor<*xi32>`).
bool haveSameTensorDims(Type in, Type out) {
  if (in.isa<UnrankedTensorType>() || out.isa<UnrankedTensorType>()) return false;
  auto dims = [](Type t) {
    auto ranked = t.dyn_cast<RankedTensorType>();
    return ranked ? std::vector<int64_t>(ranked.getShape().begin(), ranked.getShape().end()) : std::vector<int64_t>();
  };
  return dims(in) == dims(out);
}

ParseResult parseCast(OpAsmParser &p, OperationState &state) {
  const CastSpec *spec = lookupCast(state.name);
  OpAsmParser::UnresolvedOperand in;
  Type inType, outType;
  if (failed(p.parseOperand(in))) return failure();
  OperationState flags(state.location, state.name);
  switch (spec->extras) {
    case Extras::None:
      break;
    case Extras::Overflow:
      if (failed(parseOptionalOverflowFlags(p, flags))) return failure();
      break;
    case Extras::RoundingAndFastMath: {
      std::string keyword;
      if (succeeded(p.parseOptionalKeyword(
              &keyword, {"to_nearest_even", "downward", "upward", "toward_zero", "to_nearest_away"})))
        flags.addAttribute(kRoundingModeAttrName,
                           IntegerAttr::get(IntegerType::get(p.getContext(), 32),
                                            static_cast<int64_t>(*symbolizeRoundingMode(keyword))));
      [[fallthrough]];
    }
    case Extras::FastMath:
      if (failed(parseOptionalFastMath(p, flags, /*setDefault=*/false))) return failure();
      break;
  }
  if (failed(p.parseOptionalAttrDict(state.attributes))) return failure();
  for (const NamedAttribute &a : flags.attributes.getAttrs())
    if (!state.attributes.get(a.name)) state.addAttribute(a.name, a.value);
  if (failed(p.parseColonType(inType)) || failed(p.parseKeyword("to")) || failed(p.parseType(outType)) ||
      failed(p.resolveOperand(in, inType, state.operands)))
    return failure();
  state.addTypes({outType});
  return success();
}

void printCast(OpAsmPrinter &p, Operation *op) {
  const CastSpec *spec = lookupCast(op->getName());
  std::vector<std::string_view> elided;
  p << " ";
  p.printOperands(op->getOperands());
  if (spec->extras == Extras::Overflow) {
    printOptionalOverflowFlags(p, op);
    if (isPrintedFlagAttr(op, kOverflowAttrName)) elided.push_back(kOverflowAttrName);
  }
  if (spec->extras == Extras::RoundingAndFastMath) {
    if (auto mode = TruncFOp(op).getRoundingmode()) {
      p << " " << stringifyRoundingMode(*mode);
      elided.push_back(kRoundingModeAttrName);
    }
  }
  if (spec->extras == Extras::FastMath || spec->extras == Extras::RoundingAndFastMath) {
    printOptionalFastMath(p, op, /*printNone=*/true);
    if (isPrintedFlagAttr(op, kFastMathAttrName)) elided.push_back(kFastMathAttrName);
  }
  p.printOptionalAttrDict(op->getAttrs(), elided);
  p << " : ";
  if (op->getNumOperands()) p.printType(op->getOperand(0).getType());
  p << " to ";
  if (op->getNumResults()) p.printType(op->getResult(0).getType());
}

LogicalResult verifyCast(Operation *op) {
  const CastSpec *spec = lookupCast(op->getName());
  if (failed(verifyCounts(op, 1, 1))) return failure();
  if (spec->extras == Extras::Overflow && !getIntegerOverflowFlags(op->getAttr(kOverflowAttrName)))
    return op->emitOpError() << "attribute '" << kOverflowAttrName
                             << "' failed to satisfy constraint: Integer overflow arith flags";
  if (spec->extras == Extras::RoundingAndFastMath && op->getAttr(kRoundingModeAttrName) &&
      !TruncFOp(op).getRoundingmode())
    return op->emitOpError() << "attribute '" << kRoundingModeAttrName
                             << "' failed to satisfy constraint: Floating point rounding mode";
  if ((spec->extras == Extras::FastMath || spec->extras == Extras::RoundingAndFastMath) &&
      !getFastMathFlags(op->getAttr(kFastMathAttrName)))
    return op->emitOpError() << "attribute '" << kFastMathAttrName
                             << "' failed to satisfy constraint: Floating point fast math flags";
  if (failed(verifyTypeConstraint(op, false, 0, spec->inPred, spec->inDesc)) ||
      failed(verifyTypeConstraint(op, true, 0, spec->outPred, spec->outDesc)))
    return failure();
  Type in = op->getOperand(0).getType(), out = op->getResult(0).getType();
  if (!haveSameTensorDims(in, out))
    return op->emitOpError() << "failed to verify that input and output have the same tensor dimensions";
  if (!areCastCompatible(spec->compat, in, out))
    return op->emitOpError() << "operand type " << quoted(in) << " and result type " << quoted(out)
                             << " are cast incompatible";
  return success();
}

}  // namespace

void detail::registerCastOps(Context &ctx) {
  for (const CastSpec &spec : kCasts) {
    OpDefinition def;
    def.name = std::string(spec.name);
    def.dialect = "arith";
    def.traits = OpTrait::Pure | OpTrait::Elementwise;
    switch (spec.extras) {
      case Extras::None:
        break;
      case Extras::Overflow:
        def.inherentAttrs = {std::string(kOverflowAttrName)};
        break;
      case Extras::FastMath:
        def.inherentAttrs = {std::string(kFastMathAttrName)};
        break;
      case Extras::RoundingAndFastMath:
        def.inherentAttrs = {std::string(kFastMathAttrName), std::string(kRoundingModeAttrName)};
        break;
    }
    def.parse = parseCast;
    def.print = printCast;
    def.verify = verifyCast;
    ctx.registerOp(std::move(def));
  }
}

}  // namespace tbuf::arith

// The math dialect (see math_ops.h). Custom assembly:
//   %r = math.<op> %a[, %b[, %c]] [fastmath<flags>] {attrs} : type
// `fastmath` is a default-valued property in MLIR: the parser and builders
// always set it (`#arith.fastmath<none>` when absent), and the printer shows
// it only when some flag is set.
//
// The flag spelling is arith's (arith_attrs.h is the reference); it is
// repeated here because this library may not depend on arith.
#include "dialects/math/math_ops.h"

#include <string>
#include <utility>
#include <vector>

#include "dialects/utils/dialect_utils.h"
#include "dialects/math/math_fold.h"
#include "ir/context.h"
#include "ir/diagnostics.h"
#include "ir/op_asm.h"

namespace tbuf::math {
namespace {

constexpr std::string_view kFastMath = "fastmath";
constexpr uint32_t kAllFastMathBits = 127;
/// MLIR's arith::FastMathFlags bits in printing order.
constexpr std::pair<std::string_view, uint32_t> kFastMathBits[] = {
    {"reassoc", 1}, {"nnan", 2}, {"ninf", 4}, {"nsz", 8}, {"arcp", 16}, {"contract", 32}, {"afn", 64},
};

std::optional<uint32_t> symbolizeFlag(std::string_view keyword) {
  if (keyword == "none") return 0u;
  if (keyword == "fast") return kAllFastMathBits;
  for (const auto &[name, bit] : kFastMathBits)
    if (name == keyword) return bit;
  return std::nullopt;
}

std::string stringifyFlags(uint32_t flags) {
  if (flags == 0) return "none";
  if (flags == kAllFastMathBits) return "fast";
  std::string out;
  for (const auto &[name, bit] : kFastMathBits) {
    if (!(flags & bit)) continue;
    if (!out.empty()) out += ',';
    out += name;
  }
  return out;
}

Attribute getFlagsAttr(Context *ctx, uint32_t flags) {
  return DialectAttr::get(ctx, "arith", "fastmath<" + stringifyFlags(flags) + ">");
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && s.front() == ' ') s.remove_prefix(1);
  while (!s.empty() && s.back() == ' ') s.remove_suffix(1);
  return s;
}

/// Flags of a `#arith.fastmath<...>` attribute; nullopt if it is not one.
std::optional<uint32_t> getFlags(Attribute attr) {
  auto dialectAttr = attr.dyn_cast<DialectAttr>();
  if (!dialectAttr || dialectAttr.getDialect() != "arith") return std::nullopt;
  std::string_view body = dialectAttr.getBody();
  constexpr std::string_view prefix = "fastmath<";
  if (body.substr(0, prefix.size()) != prefix || body.back() != '>') return std::nullopt;
  body = body.substr(prefix.size(), body.size() - prefix.size() - 1);
  uint32_t flags = 0;
  while (true) {
    size_t comma = body.find(',');
    std::optional<uint32_t> bit = symbolizeFlag(trim(body.substr(0, comma)));
    if (!bit) return std::nullopt;
    flags |= *bit;
    if (comma == std::string_view::npos) return flags;
    body.remove_prefix(comma + 1);
  }
}

bool isFloatLike(Type t) {
  if (auto tensor = t.dyn_cast<TensorType>()) t = tensor.getElementType();
  if (auto vector = t.dyn_cast<VectorType>()) t = vector.getElementType();
  return t.isa<FloatType>();
}
bool isSignlessIntegerLike(Type t) {
  if (auto tensor = t.dyn_cast<TensorType>()) t = tensor.getElementType();
  if (auto vector = t.dyn_cast<VectorType>()) t = vector.getElementType();
  if (t.isIndex()) return true;
  auto i = t.dyn_cast<IntegerType>();
  return i && i.isSignless();
}
const TypeConstraint kFloatLike{isFloatLike, "floating-point-like"};
const TypeConstraint kSignlessIntegerLike{isSignlessIntegerLike, "signless-integer-like"};

/// `%a, %b, ... [fastmath<...>] {attrs} : type` with `N` operands.
template <unsigned N, bool FastMath> ParseResult parseMathOp(OpAsmParser &p, OperationState &state) {
  std::vector<OpAsmParser::UnresolvedOperand> operands;
  if (failed(p.parseOperandList(operands, OpAsmParser::Delimiter::None, N))) return failure();
  uint32_t flags = 0;
  bool explicitFlags = false;
  if (FastMath && succeeded(p.parseOptionalKeyword("fastmath"))) {
    explicitFlags = true;
    if (failed(p.parseLess())) return failure();
    do {
      Location loc = p.getCurrentLocation();
      std::string keyword;
      if (failed(p.parseOptionalKeyword(&keyword)) && failed(p.parseOptionalString(&keyword)))
        return p.emitError(loc, "expected valid keyword or string"), failure();
      std::optional<uint32_t> bit = symbolizeFlag(keyword);
      if (!bit)
        return p.emitError(loc, "expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, "
                                "nsz, arcp, contract, afn, fast"),
               failure();
      flags |= *bit;
    } while (succeeded(p.parseOptionalComma()));
    if (failed(p.parseGreater())) return failure();
  }
  Type type;
  if (failed(p.parseOptionalAttrDict(state.attributes)) || failed(p.parseColonType(type)) ||
      failed(p.resolveOperands(operands, type, state.operands)))
    return failure();
  if (FastMath && (explicitFlags || !state.attributes.get(kFastMath)))
    state.addAttribute(kFastMath, getFlagsAttr(p.getContext(), flags));
  state.addTypes({type});
  return success();
}

void printMathOp(OpAsmPrinter &p, Operation *op) {
  p << " ";
  p.printOperands(op->getOperands());
  std::vector<std::string_view> elided;
  if (Attribute attr = op->getAttr(kFastMath)) {
    if (std::optional<uint32_t> flags = getFlags(attr)) {
      if (*flags) p << " fastmath<" << stringifyFlags(*flags) << ">";
      elided.push_back(kFastMath);
    }
  }
  p.printOptionalAttrDict(op->getAttrs(), elided);
  p << " : ";
  if (op->getNumResults())
    p.printType(op->getResult(0).getType());
  else if (op->getNumOperands())
    p.printType(op->getOperand(0).getType());
}

/// Counts, the fast-math attribute and the element kind; SameOperandsAndResultType
/// and Elementwise are trait checks the IR verifier runs first.
template <unsigned N, bool FastMath> LogicalResult verifyMathOp(Operation *op) {
  if (failed(verifyNumRegions(op, 0)) || failed(verifyNumResults(op, 1)) || failed(verifyNumOperands(op, N)))
    return failure();
  if (FastMath) {
    Attribute attr = op->getAttr(kFastMath);
    if (attr && !getFlags(attr))
      return op->emitOpError() << "attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags";
  }
  const TypeConstraint &constraint = FastMath ? kFloatLike : kSignlessIntegerLike;
  for (unsigned i = 0; i < N; ++i)
    if (failed(verifyOperandType(op, i, constraint))) return failure();
  return verifyResultType(op, 0, constraint);
}

template <unsigned N, bool FastMath = true> void addMathOp(Context &ctx, std::string_view name) {
  OpDefinition def;
  def.name = std::string(name);
  def.dialect = "math";
  def.traits = OpTrait::Pure | OpTrait::SameOperandsAndResultType | OpTrait::Elementwise;
  if (FastMath) def.inherentAttrs = {std::string(kFastMath)};
  def.parse = parseMathOp<N, FastMath>;
  def.print = printMathOp;
  def.verify = verifyMathOp<N, FastMath>;
  ctx.registerOp(std::move(def));
}

}  // namespace

void detail::buildMathOp(OperationState &state, ArrayRef<Value> operands, Attribute fastmath, bool withFastMath) {
  state.addOperands(operands);
  state.addTypes({operands.front().getType()});
  if (!withFastMath) return;
  state.addAttribute(kFastMath, fastmath ? fastmath : getFlagsAttr(operands.front().getContext(), 0));
}

}  // namespace tbuf::math

namespace tbuf {

void registerMathDialect(Context &ctx) {
  using namespace math;
  ctx.markDialectRegistered("math");
  for (std::string_view name :
       {AbsFOp::getOperationName(), AtanOp::getOperationName(), CbrtOp::getOperationName(),
        CeilOp::getOperationName(), CosOp::getOperationName(), ErfOp::getOperationName(), ExpOp::getOperationName(),
        Exp2Op::getOperationName(), ExpM1Op::getOperationName(), FloorOp::getOperationName(),
        LogOp::getOperationName(), Log10Op::getOperationName(), Log1pOp::getOperationName(),
        Log2Op::getOperationName(), RoundOp::getOperationName(), RoundEvenOp::getOperationName(),
        RsqrtOp::getOperationName(), SinOp::getOperationName(), SqrtOp::getOperationName(),
        TanOp::getOperationName(), TanhOp::getOperationName(), TruncOp::getOperationName()})
    addMathOp<1>(ctx, name);
  for (std::string_view name :
       {Atan2Op::getOperationName(), CopySignOp::getOperationName(), PowFOp::getOperationName()})
    addMathOp<2>(ctx, name);
  addMathOp<3>(ctx, FmaOp::getOperationName());
  addMathOp<1, /*FastMath=*/false>(ctx, AbsIOp::getOperationName());
  registerMathFolds(ctx);
}

}  // namespace tbuf

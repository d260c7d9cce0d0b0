// arith dialect → C with MLIR's semantics on scalars (i1, i8…i64, index,
// f16/f32/f64):
// - integers are two's complement and wrap: addi/subi/muli/shli compute in
//   an unsigned type (no signed-overflow UB) and truncate back;
// - i1 is `bool`; as a signed value `true` is -1 (extsi, sitofp, cmpi slt,
//   minsi... see signedView);
// - signed/unsigned division and remainder, floordivsi/ceildivsi/ceildivui
//   through small `static inline` helpers (emitted once per type);
// - cmpf ordered predicates are false and unordered ones true when an
//   operand is NaN; minimumf/maximumf propagate NaN and order -0.0 < +0.0;
// - constants print as exact C literals (shortest round-trip floats).
// Ops on tensors/vectors are rejected with a located error.
#include <cctype>

#include "dialects/arith/arith_ops.h"
#include "fmt/format.h"
#include "ir/operation.h"
#include "lower/c_emitter_impl.h"

namespace tbuf::lower {

namespace {

unsigned bitWidth(Type t) {
  if (t.isIndex()) return 64;
  if (auto it = t.dyn_cast<IntegerType>()) return it.getWidth();
  return 0;
}

/// Exact-width unsigned C type of an integer type (bool for i1).
std::string unsignedType(Type t) {
  unsigned w = bitWidth(t);
  return w == 1 ? "bool" : fmt::format("uint{}_t", w);
}

/// Unsigned type wide enough to compute in without promotion to `int`.
std::string wideUnsignedType(Type t) { return bitWidth(t) > 32 ? "uint64_t" : "uint32_t"; }

/// Short type tag for helper names.
std::string typeTag(Type t) {
  if (t.isIndex()) return "index";
  if (t.isF16()) return "f16";
  if (t.isF32()) return "f32";
  if (t.isF64()) return "f64";
  return fmt::format("i{}", bitWidth(t));
}

/// Checks every operand and result is a scalar C can hold.
LogicalResult checkScalars(CEmitter &e, Operation *op) {
  auto check = [&](Type t) -> bool {
    if (!t.isIntOrIndexOrFloat()) {
      (void)e.emitError(op, fmt::format("operates on '{}': only scalars can be emitted as C (bufferize first)", t.str()));
      return false;
    }
    return !e.typeName(t, op).empty();
  };
  for (Value v : op->getOperands())
    if (!check(v.getType())) return failure();
  for (Value v : op->getResults())
    if (!check(v.getType())) return failure();
  return success();
}

/// The value as a signed C expression (i1: true is -1).
std::string signedView(CEmitter &e, Value v) {
  if (bitWidth(v.getType()) == 1) return "(-(int32_t)" + e.name(v) + ")";
  return e.name(v);
}

/// The value as an unsigned C expression of its width.
std::string unsignedView(CEmitter &e, Value v) {
  if (bitWidth(v.getType()) == 1) return e.name(v);
  return fmt::format("({}){}", unsignedType(v.getType()), e.name(v));
}

LogicalResult emitWrapping(CEmitter &e, Operation *op, std::string_view cop) {
  if (failed(checkScalars(e, op))) return failure();
  Type t = op->getResult(0).getType();
  std::string w = wideUnsignedType(t);
  std::string expr = fmt::format("({0}){1} {2} ({0}){3}", w, e.name(op->getOperand(0)), cop, e.name(op->getOperand(1)));
  if (bitWidth(t) == 1)
    expr = fmt::format("(bool)(({}) & 1u)", expr);
  else
    expr = fmt::format("({})({})", e.typeName(t), expr);
  e.assign(op->getResult(0), expr);
  return success();
}

/// `(T)(lhs OP rhs)` on the values as given by `view`.
LogicalResult emitBinary(CEmitter &e, Operation *op, std::string_view cop,
                         std::string (*view)(CEmitter &, Value) = nullptr) {
  if (failed(checkScalars(e, op))) return failure();
  Type t = op->getResult(0).getType();
  Value a = op->getOperand(0), b = op->getOperand(1);
  std::string lhs = view ? view(e, a) : e.name(a), rhs = view ? view(e, b) : e.name(b);
  std::string expr = fmt::format("{} {} {}", lhs, cop, rhs);
  if (t.isa<IntegerType>() || t.isIndex()) expr = fmt::format("({})({})", e.typeName(t), expr);
  e.assign(op->getResult(0), expr);
  return success();
}

LogicalResult emitPlainBinary(CEmitter &e, Operation *op, std::string_view cop) { return emitBinary(e, op, cop); }

LogicalResult emitMinMaxInt(CEmitter &e, Operation *op, std::string_view cmp, bool isSigned) {
  if (failed(checkScalars(e, op))) return failure();
  Value a = op->getOperand(0), b = op->getOperand(1);
  auto view = isSigned ? signedView : unsignedView;
  e.assign(op->getResult(0), fmt::format("{} {} {} ? {} : {}", view(e, a), cmp, view(e, b), e.name(a), e.name(b)));
  return success();
}

/// Calls the helper `tbuf_<kind>_<tag>(a, b)`, defining it first.
LogicalResult emitIntHelper(CEmitter &e, Operation *op, std::string_view kind) {
  if (failed(checkScalars(e, op))) return failure();
  Type t = op->getResult(0).getType();
  if (bitWidth(t) == 1) return e.emitError(op, "on i1 cannot be emitted as C");
  std::string T = e.typeName(t), U = unsignedType(t);
  std::string fn = fmt::format("tbuf_{}_{}", kind, typeTag(t));
  std::string body;
  if (kind == "floordivsi")
    body = fmt::format("  {0} q = ({0})(a / b);\n  if (a % b != 0 && ((a < 0) != (b < 0))) q = ({0})(q - 1);\n  return q;\n", T);
  else if (kind == "ceildivsi")
    body = fmt::format("  {0} q = ({0})(a / b);\n  if (a % b != 0 && ((a < 0) == (b < 0))) q = ({0})(q + 1);\n  return q;\n", T);
  else
    body = fmt::format("  {1} ua = ({1})a, ub = ({1})b;\n  return ({0})(ua / ub + (ua % ub != 0));\n", T, U);
  e.requireHelper(fn, fmt::format("static inline {0} {1}({0} a, {0} b) {{\n{2}}}\n", T, fn, body));
  e.assign(op->getResult(0), fmt::format("{}({}, {})", fn, e.name(op->getOperand(0)), e.name(op->getOperand(1))));
  return success();
}

/// Name of the libm function for `base` (the double version) on `t`.
std::string libmName(std::string_view base, Type t) { return t.isF64() ? std::string(base) : std::string(base) + "f"; }

/// `fn(a, b...)` on floats; f16 computes in float.
std::string floatCall(CEmitter &e, std::string_view fn, Type t, const std::vector<Value> &args) {
  std::string list;
  for (Value v : args) list += (list.empty() ? "" : ", ") + (t.isF16() ? "(float)" + e.name(v) : e.name(v));
  std::string call = fmt::format("{}({})", fn, list);
  return t.isF16() ? "(_Float16)" + call : call;
}

LogicalResult emitMinMaxFloat(CEmitter &e, Operation *op, bool isMax) {
  if (failed(checkScalars(e, op))) return failure();
  Type t = op->getResult(0).getType();
  std::string T = t.isF64() ? "double" : "float";
  std::string fn = fmt::format("tbuf_{}_{}", isMax ? "maximumf" : "minimumf", t.isF64() ? "f64" : "f32");
  std::string onEqual = isMax ? "signbit(a) ? b : a" : "signbit(a) ? a : b";
  std::string cmp = isMax ? ">" : "<";
  e.requireHelper(fn, fmt::format("static inline {0} {1}({0} a, {0} b) {{\n"
                                  "  if (isnan(a) || isnan(b)) return NAN;\n"
                                  "  if (a == b) return {2};\n  return a {3} b ? a : b;\n}}\n",
                                  T, fn, onEqual, cmp));
  e.assign(op->getResult(0), floatCall(e, fn, t, {op->getOperand(0), op->getOperand(1)}));
  return success();
}

LogicalResult emitCmpI(CEmitter &e, Operation *op) {
  if (failed(checkScalars(e, op))) return failure();
  arith::CmpIOp cmp(op);
  Value a = cmp.getLhs(), b = cmp.getRhs();
  using P = arith::CmpIPredicate;
  P p = cmp.getPredicate();
  std::string_view cop;
  bool isSigned = false, isUnsigned = false;
  switch (p) {
    case P::eq: cop = "=="; break;
    case P::ne: cop = "!="; break;
    case P::slt: cop = "<"; isSigned = true; break;
    case P::sle: cop = "<="; isSigned = true; break;
    case P::sgt: cop = ">"; isSigned = true; break;
    case P::sge: cop = ">="; isSigned = true; break;
    case P::ult: cop = "<"; isUnsigned = true; break;
    case P::ule: cop = "<="; isUnsigned = true; break;
    case P::ugt: cop = ">"; isUnsigned = true; break;
    case P::uge: cop = ">="; isUnsigned = true; break;
  }
  std::string lhs = isSigned ? signedView(e, a) : isUnsigned ? unsignedView(e, a) : e.name(a);
  std::string rhs = isSigned ? signedView(e, b) : isUnsigned ? unsignedView(e, b) : e.name(b);
  e.assign(op->getResult(0), fmt::format("{} {} {}", lhs, cop, rhs));
  return success();
}

LogicalResult emitCmpF(CEmitter &e, Operation *op) {
  if (failed(checkScalars(e, op))) return failure();
  arith::CmpFOp cmp(op);
  std::string a = e.name(cmp.getLhs()), b = e.name(cmp.getRhs());
  using P = arith::CmpFPredicate;
  std::string expr;
  switch (cmp.getPredicate()) {
    case P::AlwaysFalse: expr = "false"; break;
    case P::OEQ: expr = fmt::format("{} == {}", a, b); break;
    case P::OGT: expr = fmt::format("{} > {}", a, b); break;
    case P::OGE: expr = fmt::format("{} >= {}", a, b); break;
    case P::OLT: expr = fmt::format("{} < {}", a, b); break;
    case P::OLE: expr = fmt::format("{} <= {}", a, b); break;
    case P::ONE: expr = fmt::format("{0} < {1} || {0} > {1}", a, b); break;
    case P::ORD: expr = fmt::format("!isnan({}) && !isnan({})", a, b); break;
    case P::UEQ: expr = fmt::format("!({0} < {1} || {0} > {1})", a, b); break;
    case P::UGT: expr = fmt::format("!({} <= {})", a, b); break;
    case P::UGE: expr = fmt::format("!({} < {})", a, b); break;
    case P::ULT: expr = fmt::format("!({} >= {})", a, b); break;
    case P::ULE: expr = fmt::format("!({} > {})", a, b); break;
    case P::UNE: expr = fmt::format("{} != {}", a, b); break;
    case P::UNO: expr = fmt::format("isnan({}) || isnan({})", a, b); break;
    case P::AlwaysTrue: expr = "true"; break;
  }
  e.assign(op->getResult(0), expr);
  return success();
}

LogicalResult emitSelect(CEmitter &e, Operation *op) {
  Value c = op->getOperand(0);
  if (!c.getType().isInteger(1))
    return e.emitError(op, "with a non-scalar condition cannot be emitted as C (bufferize first)");
  if (e.typeName(op->getResult(0).getType(), op).empty()) return failure();
  e.assign(op->getResult(0),
           fmt::format("{} ? {} : {}", e.name(c), e.name(op->getOperand(1)), e.name(op->getOperand(2))));
  return success();
}

LogicalResult emitConstant(CEmitter &e, Operation *op) {
  Type t = op->getResult(0).getType();
  Attribute value = op->getAttr("value");
  if (!t.isIntOrIndexOrFloat() || !value)
    return e.emitError(op, fmt::format("of type '{}' cannot be emitted as C (only scalar constants; "
                                       "bufferize tensor constants to memref.global first)",
                                       t.str()));
  if (e.typeName(t, op).empty()) return failure();
  if (e.literal(value, t).empty()) return e.emitError(op, "has a value that cannot be emitted as a C literal");
  // Nothing to write: uses of a scalar constant read its literal (CEmitter::name).
  return success();
}

/// Integer/float conversions.
enum class CastKind { ExtS, ExtU, Trunc, SIToFP, UIToFP, FPToSI, FPToUI, IndexCast, IndexCastUI, FloatCast };

LogicalResult emitCast(CEmitter &e, Operation *op, CastKind kind) {
  if (failed(checkScalars(e, op))) return failure();
  Value in = op->getOperand(0);
  Type from = in.getType(), to = op->getResult(0).getType();
  std::string T = e.typeName(to), a = e.name(in);
  bool fromI1 = bitWidth(from) == 1 && !from.isIndex(), toI1 = bitWidth(to) == 1 && !to.isIndex();
  if (from.isa<FloatType>()) fromI1 = false;
  if (to.isa<FloatType>()) toI1 = false;
  std::string expr;
  switch (kind) {
    case CastKind::ExtS:
    case CastKind::SIToFP:
      expr = fromI1 ? fmt::format("({})({} ? -1 : 0)", T, a) : fmt::format("({}){}", T, a);
      break;
    case CastKind::ExtU:
    case CastKind::UIToFP:
      expr = fmt::format("({}){}", T, fromI1 ? a : fmt::format("({}){}", unsignedType(from), a));
      break;
    case CastKind::Trunc:
      expr = toI1 ? fmt::format("(bool)({} & 1)", a) : fmt::format("({}){}", T, a);
      break;
    case CastKind::FPToSI:
      expr = toI1 ? fmt::format("(bool)((int64_t){} & 1)", a) : fmt::format("({}){}", T, a);
      break;
    case CastKind::FPToUI:
      expr = toI1 ? fmt::format("(bool){}", a) : fmt::format("({})({}){}", T, unsignedType(to), a);
      break;
    case CastKind::IndexCast:
    case CastKind::IndexCastUI: {
      bool widening = bitWidth(to) >= bitWidth(from);
      if (!widening)
        expr = toI1 ? fmt::format("(bool)({} & 1)", a) : fmt::format("({}){}", T, a);
      else if (kind == CastKind::IndexCast)
        expr = fromI1 ? fmt::format("({})({} ? -1 : 0)", T, a) : fmt::format("({}){}", T, a);
      else
        expr = fmt::format("({}){}", T, fromI1 ? a : fmt::format("({}){}", unsignedType(from), a));
      break;
    }
    case CastKind::FloatCast:
      if (auto mode = op->getAttrOfType<IntegerAttr>("roundingmode"); mode && mode.getInt() != 0)
        return e.emitError(op, "with a rounding mode other than to_nearest_even cannot be emitted as C");
      expr = fmt::format("({}){}", T, a);
      break;
  }
  e.assign(op->getResult(0), expr);
  return success();
}

LogicalResult emitBitcast(CEmitter &e, Operation *op) {
  if (failed(checkScalars(e, op))) return failure();
  Value in = op->getOperand(0), out = op->getResult(0);
  if (in.getType().isa<FloatType>() == out.getType().isa<FloatType>()) {
    e.assign(out, fmt::format("({}){}", e.typeName(out.getType()), e.name(in)));
    return success();
  }
  std::string src = e.name(in);
  if (!src.empty() && !(std::isalpha(static_cast<unsigned char>(src[0])) || src[0] == '_')) {
    // A constant's literal has no address: copy it into a temporary first.
    std::string tmp = e.freshName("bits");
    e.line() << e.typeName(in.getType()) << " " << tmp << " = " << src << ";\n";
    src = tmp;
  }
  e.declare(out);
  e.line() << "memcpy(&" << e.name(out) << ", &" << src << ", sizeof " << e.name(out) << ");\n";
  return success();
}

template <LogicalResult (*Fn)(CEmitter &, Operation *, std::string_view), const char *Op>
LogicalResult bind(CEmitter &e, Operation *op) {
  return Fn(e, op, Op);
}

constexpr char kAdd[] = "+", kSub[] = "-", kMul[] = "*", kDiv[] = "/", kRem[] = "%", kShl[] = "<<", kAnd[] = "&",
               kOr[] = "|", kXor[] = "^", kShr[] = ">>";

}  // namespace

void registerArithEmitters() {
  registerOpEmitter("arith.addi", bind<emitWrapping, kAdd>);
  registerOpEmitter("arith.subi", bind<emitWrapping, kSub>);
  registerOpEmitter("arith.muli", bind<emitWrapping, kMul>);
  registerOpEmitter("arith.shli", bind<emitWrapping, kShl>);
  registerOpEmitter("arith.divsi", [](CEmitter &e, Operation *op) { return emitBinary(e, op, "/"); });
  registerOpEmitter("arith.remsi", [](CEmitter &e, Operation *op) { return emitBinary(e, op, "%"); });
  registerOpEmitter("arith.divui", [](CEmitter &e, Operation *op) { return emitBinary(e, op, "/", unsignedView); });
  registerOpEmitter("arith.remui", [](CEmitter &e, Operation *op) { return emitBinary(e, op, "%", unsignedView); });
  registerOpEmitter("arith.andi", bind<emitPlainBinary, kAnd>);
  registerOpEmitter("arith.ori", bind<emitPlainBinary, kOr>);
  registerOpEmitter("arith.xori", bind<emitPlainBinary, kXor>);
  registerOpEmitter("arith.shrsi", [](CEmitter &e, Operation *op) { return emitBinary(e, op, ">>"); });
  registerOpEmitter("arith.shrui", [](CEmitter &e, Operation *op) {
    if (failed(checkScalars(e, op))) return failure();
    Type t = op->getResult(0).getType();
    e.assign(op->getResult(0), fmt::format("({})({} >> {})", e.typeName(t), unsignedView(e, op->getOperand(0)),
                                           e.name(op->getOperand(1))));
    return success();
  });
  registerOpEmitter("arith.floordivsi", [](CEmitter &e, Operation *op) { return emitIntHelper(e, op, "floordivsi"); });
  registerOpEmitter("arith.ceildivsi", [](CEmitter &e, Operation *op) { return emitIntHelper(e, op, "ceildivsi"); });
  registerOpEmitter("arith.ceildivui", [](CEmitter &e, Operation *op) { return emitIntHelper(e, op, "ceildivui"); });
  registerOpEmitter("arith.minsi", [](CEmitter &e, Operation *op) { return emitMinMaxInt(e, op, "<", true); });
  registerOpEmitter("arith.maxsi", [](CEmitter &e, Operation *op) { return emitMinMaxInt(e, op, ">", true); });
  registerOpEmitter("arith.minui", [](CEmitter &e, Operation *op) { return emitMinMaxInt(e, op, "<", false); });
  registerOpEmitter("arith.maxui", [](CEmitter &e, Operation *op) { return emitMinMaxInt(e, op, ">", false); });

  registerOpEmitter("arith.addf", bind<emitPlainBinary, kAdd>);
  registerOpEmitter("arith.subf", bind<emitPlainBinary, kSub>);
  registerOpEmitter("arith.mulf", bind<emitPlainBinary, kMul>);
  registerOpEmitter("arith.divf", bind<emitPlainBinary, kDiv>);
  registerOpEmitter("arith.remf", [](CEmitter &e, Operation *op) {
    if (failed(checkScalars(e, op))) return failure();
    Type t = op->getResult(0).getType();
    e.assign(op->getResult(0), floatCall(e, libmName("fmod", t), t, {op->getOperand(0), op->getOperand(1)}));
    return success();
  });
  registerOpEmitter("arith.minimumf", [](CEmitter &e, Operation *op) { return emitMinMaxFloat(e, op, false); });
  registerOpEmitter("arith.maximumf", [](CEmitter &e, Operation *op) { return emitMinMaxFloat(e, op, true); });
  registerOpEmitter("arith.minnumf", [](CEmitter &e, Operation *op) {
    if (failed(checkScalars(e, op))) return failure();
    Type t = op->getResult(0).getType();
    e.assign(op->getResult(0), floatCall(e, libmName("fmin", t), t, {op->getOperand(0), op->getOperand(1)}));
    return success();
  });
  registerOpEmitter("arith.maxnumf", [](CEmitter &e, Operation *op) {
    if (failed(checkScalars(e, op))) return failure();
    Type t = op->getResult(0).getType();
    e.assign(op->getResult(0), floatCall(e, libmName("fmax", t), t, {op->getOperand(0), op->getOperand(1)}));
    return success();
  });
  registerOpEmitter("arith.negf", [](CEmitter &e, Operation *op) {
    if (failed(checkScalars(e, op))) return failure();
    e.assign(op->getResult(0), "-" + e.name(op->getOperand(0)));
    return success();
  });

  registerOpEmitter("arith.cmpi", emitCmpI);
  registerOpEmitter("arith.cmpf", emitCmpF);
  registerOpEmitter("arith.select", emitSelect);
  registerOpEmitter("arith.constant", emitConstant);

  registerOpEmitter("arith.extsi", [](CEmitter &e, Operation *op) { return emitCast(e, op, CastKind::ExtS); });
  registerOpEmitter("arith.extui", [](CEmitter &e, Operation *op) { return emitCast(e, op, CastKind::ExtU); });
  registerOpEmitter("arith.trunci", [](CEmitter &e, Operation *op) { return emitCast(e, op, CastKind::Trunc); });
  registerOpEmitter("arith.sitofp", [](CEmitter &e, Operation *op) { return emitCast(e, op, CastKind::SIToFP); });
  registerOpEmitter("arith.uitofp", [](CEmitter &e, Operation *op) { return emitCast(e, op, CastKind::UIToFP); });
  registerOpEmitter("arith.fptosi", [](CEmitter &e, Operation *op) { return emitCast(e, op, CastKind::FPToSI); });
  registerOpEmitter("arith.fptoui", [](CEmitter &e, Operation *op) { return emitCast(e, op, CastKind::FPToUI); });
  registerOpEmitter("arith.index_cast", [](CEmitter &e, Operation *op) { return emitCast(e, op, CastKind::IndexCast); });
  registerOpEmitter("arith.index_castui",
                    [](CEmitter &e, Operation *op) { return emitCast(e, op, CastKind::IndexCastUI); });
  registerOpEmitter("arith.extf", [](CEmitter &e, Operation *op) { return emitCast(e, op, CastKind::FloatCast); });
  registerOpEmitter("arith.truncf", [](CEmitter &e, Operation *op) { return emitCast(e, op, CastKind::FloatCast); });
  registerOpEmitter("arith.bitcast", emitBitcast);
}

}  // namespace tbuf::lower

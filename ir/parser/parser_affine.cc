// Affine map and integer set parsing (MLIR's AffineParser.cpp):
// `(d0, d1)[s0] -> (exprs)` or `(d0)[s0] : (e >= 0, e == 0, e <= f)`
// with +, -, *, floordiv, ceildiv, mod, unary minus, parentheses, integer
// constants and any identifiers for dims and symbols. Binary operators are
// left-associative; *, floordiv, ceildiv and mod bind tighter than + and -.
// Chains are parsed with loops (not recursion), so long expressions cannot
// exhaust the stack; only parentheses and unary minus nest, under the depth
// limit. Results are built with the AffineExpr operators, which apply MLIR's
// simplifications. Integer set constraints `a >= b`, `a <= b`, `a == b`
// become `a - b >= 0`, `b - a >= 0`, `a - b == 0`; `()` is `(0 == 0)`.
#include <limits>

#include "ir/integer_set.h"

#include "ir/parser/parser_impl.h"

namespace tbuf::parser_detail {
namespace {

enum class LowPrecOp { None, Add, Sub };
enum class HighPrecOp { None, Mul, FloorDiv, CeilDiv, Mod };

class AffineParser : public Parser {
 public:
  explicit AffineParser(ParserState &state) : Parser(state) {}

  ParseResult parseAffineMapInline(AffineMap &map);
  /// Either form; exactly one of `map` and `set` is set on success.
  ParseResult parseAffineMapOrIntegerSetInline(AffineMap &map, IntegerSet &set);

 private:
  LowPrecOp consumeIfLowPrecOp();
  HighPrecOp consumeIfHighPrecOp();
  ParseResult parseIdentifierDefinition(AffineExpr idExpr);
  AffineExpr parseAffineExpr();
  /// An operand followed by any number of high-precedence operators.
  /// `hasLeft` says whether this is the right operand of a binary operator.
  AffineExpr parseHighPrecChain(bool hasLeft);
  AffineExpr parseAffineOperandExpr(bool hasLeft);
  AffineExpr parseParentheticalExpr();
  AffineExpr parseNegateExpression(bool hasLeft);
  AffineExpr parseIntegerExpr();
  AffineExpr parseBareIdExpr();
  AffineExpr combine(HighPrecOp op, AffineExpr lhs, AffineExpr rhs, size_t opLoc);
  AffineExpr parseAffineConstraint(bool &isEq);
  ParseResult parseIntegerSetConstraints(unsigned numDims, unsigned numSymbols, IntegerSet &set);

  /// Declared dims and symbols in order, with their spelling.
  std::vector<std::pair<std::string_view, AffineExpr>> dimsAndSymbols_;
};

bool isIdentifier(const Token &tok) { return tok.isAny(TokenKind::bare_identifier, TokenKind::inttype); }

LowPrecOp AffineParser::consumeIfLowPrecOp() {
  if (consumeIf(TokenKind::plus)) return LowPrecOp::Add;
  if (consumeIf(TokenKind::minus)) return LowPrecOp::Sub;
  return LowPrecOp::None;
}

HighPrecOp AffineParser::consumeIfHighPrecOp() {
  if (consumeIf(TokenKind::star)) return HighPrecOp::Mul;
  if (consumeIfKeyword("floordiv")) return HighPrecOp::FloorDiv;
  if (consumeIfKeyword("ceildiv")) return HighPrecOp::CeilDiv;
  if (consumeIfKeyword("mod")) return HighPrecOp::Mod;
  return HighPrecOp::None;
}

AffineExpr AffineParser::combine(HighPrecOp op, AffineExpr lhs, AffineExpr rhs, size_t opLoc) {
  switch (op) {
    case HighPrecOp::Mul:
      if (!lhs.isSymbolicOrConstant() && !rhs.isSymbolicOrConstant()) {
        emitError(opLoc,
                  "non-affine expression: at least one of the multiply operands has to be either a constant or "
                  "symbolic");
        return AffineExpr();
      }
      return lhs * rhs;
    case HighPrecOp::FloorDiv:
      if (!rhs.isSymbolicOrConstant()) {
        emitError(opLoc, "non-affine expression: right operand of floordiv has to be either a constant or symbolic");
        return AffineExpr();
      }
      return lhs.floorDiv(rhs);
    case HighPrecOp::CeilDiv:
      if (!rhs.isSymbolicOrConstant()) {
        emitError(opLoc, "non-affine expression: right operand of ceildiv has to be either a constant or symbolic");
        return AffineExpr();
      }
      return lhs.ceilDiv(rhs);
    case HighPrecOp::Mod:
      if (!rhs.isSymbolicOrConstant()) {
        emitError(opLoc, "non-affine expression: right operand of mod has to be either a constant or symbolic");
        return AffineExpr();
      }
      return lhs % rhs;
    case HighPrecOp::None:
      break;
  }
  return AffineExpr();
}

AffineExpr AffineParser::parseParentheticalExpr() {
  DepthGuard guard(*this);
  if (!guard.ok()) return AffineExpr();
  if (parseToken(TokenKind::l_paren, "expected '('")) return AffineExpr();
  if (getToken().is(TokenKind::r_paren)) return (emitError("no expression inside parentheses"), AffineExpr());
  AffineExpr expr = parseAffineExpr();
  if (!expr || parseToken(TokenKind::r_paren, "expected ')'")) return AffineExpr();
  return expr;
}

AffineExpr AffineParser::parseNegateExpression(bool hasLeft) {
  DepthGuard guard(*this);
  if (!guard.ok()) return AffineExpr();
  if (parseToken(TokenKind::minus, "expected '-'")) return AffineExpr();
  AffineExpr operand = parseAffineOperandExpr(hasLeft);
  if (!operand) return (emitError("missing operand of negation"), AffineExpr());
  return operand * -1;
}

AffineExpr AffineParser::parseBareIdExpr() {
  if (!isIdentifier(getToken())) return (emitWrongTokenError("expected bare identifier"), AffineExpr());
  std::string_view name = getTokenSpelling();
  for (const auto &entry : dimsAndSymbols_) {
    if (entry.first == name) {
      consumeToken();
      return entry.second;
    }
  }
  emitWrongTokenError("use of undeclared identifier");
  return AffineExpr();
}

AffineExpr AffineParser::parseIntegerExpr() {
  std::optional<uint64_t> v = getToken().getUInt64IntegerValue();
  // 2^63 is allowed: the printer writes `d0 - 9223372036854775808` for INT64_MIN.
  if (!v || (*v > static_cast<uint64_t>(std::numeric_limits<int64_t>::max()) && *v != (uint64_t(1) << 63)))
    return (emitError("constant too large for index"), AffineExpr());
  consumeToken();
  return getAffineConstantExpr(static_cast<int64_t>(*v), getContext());
}

AffineExpr AffineParser::parseAffineOperandExpr(bool hasLeft) {
  const Token &tok = getToken();
  switch (tok.kind) {
    case TokenKind::integer:
      return parseIntegerExpr();
    case TokenKind::l_paren:
      return parseParentheticalExpr();
    case TokenKind::minus:
      return parseNegateExpression(hasLeft);
    case TokenKind::percent_identifier:
      emitWrongTokenError("unexpected ssa identifier");
      return AffineExpr();
    case TokenKind::plus:
    case TokenKind::star:
      emitError(hasLeft ? "missing right operand of binary operator" : "missing left operand of binary operator");
      return AffineExpr();
    default:
      if (isIdentifier(tok)) return parseBareIdExpr();
      emitError(hasLeft ? "missing right operand of binary operator" : "expected affine expression");
      return AffineExpr();
  }
}

AffineExpr AffineParser::parseHighPrecChain(bool hasLeft) {
  AffineExpr lhs = parseAffineOperandExpr(hasLeft);
  if (!lhs) return AffineExpr();
  while (true) {
    size_t opLoc = getTokenOffset();
    HighPrecOp op = consumeIfHighPrecOp();
    if (op == HighPrecOp::None) return lhs;
    AffineExpr rhs = parseAffineOperandExpr(/*hasLeft=*/true);
    if (!rhs) return AffineExpr();
    // MLIR reports a non-affine product at the next operator when one
    // follows, else at this operator.
    size_t errorLoc = opLoc;
    const Token &next = getToken();
    if (next.is(TokenKind::star) || next.isKeyword("floordiv") || next.isKeyword("ceildiv") || next.isKeyword("mod"))
      errorLoc = getTokenOffset();
    lhs = combine(op, lhs, rhs, errorLoc);
    if (!lhs) return AffineExpr();
  }
}

AffineExpr AffineParser::parseAffineExpr() {
  AffineExpr result = parseHighPrecChain(/*hasLeft=*/false);
  if (!result) return AffineExpr();
  while (true) {
    LowPrecOp op = consumeIfLowPrecOp();
    if (op == LowPrecOp::None) return result;
    AffineExpr rhs = parseHighPrecChain(/*hasLeft=*/true);
    if (!rhs) return AffineExpr();
    result = op == LowPrecOp::Add ? result + rhs : result - rhs;
  }
}

ParseResult AffineParser::parseIdentifierDefinition(AffineExpr idExpr) {
  if (!isIdentifier(getToken())) return emitWrongTokenError("expected bare identifier");
  std::string_view name = getTokenSpelling();
  for (const auto &entry : dimsAndSymbols_)
    if (entry.first == name) return emitError("redefinition of identifier '" + std::string(name) + "'");
  consumeToken();
  dimsAndSymbols_.push_back({name, idExpr});
  return success();
}

ParseResult AffineParser::parseAffineMapInline(AffineMap &map) {
  size_t start = getTokenOffset();
  IntegerSet set;
  if (parseAffineMapOrIntegerSetInline(map, set)) return failure();
  if (set) return emitError(start, "expected AffineMap, but got IntegerSet");
  return success();
}

AffineExpr AffineParser::parseAffineConstraint(bool &isEq) {
  AffineExpr lhs = parseAffineExpr();
  if (!lhs) return AffineExpr();
  // Each comparison is two tokens; like MLIR, a first token without its
  // second is consumed before the next form is tried.
  if (consumeIf(TokenKind::greater) && consumeIf(TokenKind::equal)) {
    AffineExpr rhs = parseAffineExpr();
    if (!rhs) return AffineExpr();
    isEq = false;
    return lhs - rhs;
  }
  if (consumeIf(TokenKind::less) && consumeIf(TokenKind::equal)) {
    AffineExpr rhs = parseAffineExpr();
    if (!rhs) return AffineExpr();
    isEq = false;
    return rhs - lhs;
  }
  if (consumeIf(TokenKind::equal) && consumeIf(TokenKind::equal)) {
    AffineExpr rhs = parseAffineExpr();
    if (!rhs) return AffineExpr();
    isEq = true;
    return lhs - rhs;
  }
  emitError("expected '== affine-expr' or '>= affine-expr' at end of affine constraint");
  return AffineExpr();
}

ParseResult AffineParser::parseIntegerSetConstraints(unsigned numDims, unsigned numSymbols, IntegerSet &set) {
  std::vector<AffineExpr> constraints;
  std::vector<bool> eqFlags;
  if (parseCommaSeparatedList(
          Delimiter::Paren,
          [&]() -> ParseResult {
            bool isEq = false;
            AffineExpr c = parseAffineConstraint(isEq);
            if (!c) return failure();
            constraints.push_back(c);
            eqFlags.push_back(isEq);
            return success();
          },
          " in integer set constraint list"))
    return failure();
  if (constraints.empty()) {
    constraints.push_back(getAffineConstantExpr(0, getContext()));
    eqFlags.push_back(true);
  }
  set = IntegerSet::get(numDims, numSymbols, constraints, eqFlags, getContext());
  return success();
}

ParseResult AffineParser::parseAffineMapOrIntegerSetInline(AffineMap &map, IntegerSet &set) {
  unsigned numDims = 0, numSymbols = 0;
  if (parseCommaSeparatedList(
          Delimiter::Paren,
          [&]() { return parseIdentifierDefinition(getAffineDimExpr(numDims++, getContext())); },
          " in dimensional identifier list"))
    return failure();
  if (getToken().is(TokenKind::l_square) &&
      parseCommaSeparatedList(
          Delimiter::Square,
          [&]() { return parseIdentifierDefinition(getAffineSymbolExpr(numSymbols++, getContext())); },
          " in symbol list"))
    return failure();
  if (!consumeIf(TokenKind::arrow)) {
    if (!consumeIf(TokenKind::colon)) return emitWrongTokenError("expected '->' or ':'");
    return parseIntegerSetConstraints(numDims, numSymbols, set);
  }
  std::vector<AffineExpr> exprs;
  if (parseCommaSeparatedList(
          Delimiter::Paren,
          [&]() -> ParseResult {
            AffineExpr e = parseAffineExpr();
            if (!e) return failure();
            exprs.push_back(e);
            return success();
          },
          " in affine map range"))
    return failure();
  map = AffineMap::get(numDims, numSymbols, exprs, getContext());
  return success();
}

}  // namespace

ParseResult Parser::parseAffineMapReference(AffineMap &map) { return AffineParser(state).parseAffineMapInline(map); }

ParseResult Parser::parseIntegerSetReference(IntegerSet &set) {
  size_t start = getTokenOffset();
  AffineMap map;
  if (AffineParser(state).parseAffineMapOrIntegerSetInline(map, set)) return failure();
  if (map) return emitError(start, "expected IntegerSet, but got AffineMap");
  return success();
}

}  // namespace tbuf::parser_detail

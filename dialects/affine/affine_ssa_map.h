// Affine expressions over SSA names (MLIR's "affine map of SSA ids"), the
// subscripts of affine.load/store and the bounds of affine.parallel: each
// distinct bare name is a dim in order of appearance, each `symbol(%x)` a
// symbol; they print back the same way. Shared by the files of this library
// only.
#pragma once

#include <cctype>
#include <string>
#include <vector>

#include "ir/affine_map.h"
#include "ir/diagnostics.h"
#include "ir/op_asm.h"
#include "ir/operation.h"

namespace tbuf::affine::detail {

class SsaMapParser {
 public:
  explicit SsaMapParser(OpAsmParser &p) : p_(p), ctx_(p.getContext()) {}

  /// `[e0, e1, ...]`: the map (dims, then symbols, in order of appearance)
  /// and its operands.
  ParseResult parse(AffineMap &map, std::vector<OpAsmParser::UnresolvedOperand> &operands) {
    std::vector<AffineExpr> results;
    if (failed(p_.parseLSquare())) return failure();
    if (failed(p_.parseOptionalRSquare())) {
      do {
        AffineExpr e = parseExpr();
        if (!e) return failure();
        results.push_back(e);
      } while (succeeded(p_.parseOptionalComma()));
      if (failed(p_.parseRSquare())) return failure();
    }
    map = finish(results, operands);
    return success();
  }

  /// One expression (dims and symbols accumulate across calls).
  AffineExpr parseExpr();
  /// The map of `results` over every dim and symbol seen, and its operands.
  AffineMap finish(ArrayRef<AffineExpr> results, std::vector<OpAsmParser::UnresolvedOperand> &operands) {
    operands = dims_;
    operands.insert(operands.end(), symbols_.begin(), symbols_.end());
    return AffineMap::get(dims_.size(), symbols_.size(), results, ctx_);
  }

 private:
  static bool same(const OpAsmParser::UnresolvedOperand &a, const OpAsmParser::UnresolvedOperand &b) {
    return a.name == b.name && a.number == b.number;
  }
  unsigned indexOf(std::vector<OpAsmParser::UnresolvedOperand> &list, const OpAsmParser::UnresolvedOperand &o) {
    for (size_t i = 0; i < list.size(); ++i)
      if (same(list[i], o)) return i;
    list.push_back(o);
    return list.size() - 1;
  }

  AffineExpr parsePrimary() {
    if (succeeded(p_.parseOptionalLParen())) {
      AffineExpr e = parseExpr();
      if (!e || failed(p_.parseRParen())) return AffineExpr();
      return e;
    }
    if (succeeded(p_.parseOptionalMinus())) {
      AffineExpr e = parsePrimary();
      return e ? e * -1 : AffineExpr();
    }
    if (succeeded(p_.parseOptionalKeyword("symbol"))) {
      OpAsmParser::UnresolvedOperand o;
      if (failed(p_.parseLParen()) || failed(p_.parseOperand(o)) || failed(p_.parseRParen())) return AffineExpr();
      return getAffineSymbolExpr(indexOf(symbols_, o), ctx_);
    }
    OpAsmParser::UnresolvedOperand o;
    if (succeeded(p_.parseOptionalOperand(o))) return getAffineDimExpr(indexOf(dims_, o), ctx_);
    int64_t v;
    if (succeeded(p_.parseOptionalInteger(v))) return getAffineConstantExpr(v, ctx_);
    p_.emitError(p_.getCurrentLocation(), "expected affine expression");
    return AffineExpr();
  }

  /// Symbols are renumbered at the end, so "symbolic" here means "no dim".
  static bool isSymbolicOrConstant(AffineExpr e) { return e.isSymbolicOrConstant(); }

  AffineExpr parseTerm() {
    AffineExpr lhs = parsePrimary();
    while (lhs) {
      Location loc = p_.getCurrentLocation();
      AffineExprKind kind;
      if (succeeded(p_.parseOptionalStar())) kind = AffineExprKind::Mul;
      else if (succeeded(p_.parseOptionalKeyword("floordiv"))) kind = AffineExprKind::FloorDiv;
      else if (succeeded(p_.parseOptionalKeyword("ceildiv"))) kind = AffineExprKind::CeilDiv;
      else if (succeeded(p_.parseOptionalKeyword("mod"))) kind = AffineExprKind::Mod;
      else return lhs;
      AffineExpr rhs = parsePrimary();
      if (!rhs) return AffineExpr();
      if (kind == AffineExprKind::Mul && !isSymbolicOrConstant(lhs) && !isSymbolicOrConstant(rhs)) {
        p_.emitError(loc, "non-affine expression: at least one of the multiply operands has to be either a constant "
                          "or symbolic");
        return AffineExpr();
      }
      if (kind != AffineExprKind::Mul && !isSymbolicOrConstant(rhs)) {
        p_.emitError(loc, "non-affine expression: right operand of floordiv, ceildiv and mod has to be either a "
                          "constant or symbolic");
        return AffineExpr();
      }
      lhs = getAffineBinaryOpExpr(kind, lhs, rhs);
    }
    return lhs;
  }

  AffineExpr parseExprImpl() {
    AffineExpr lhs = parseTerm();
    while (lhs) {
      if (succeeded(p_.parseOptionalPlus())) {
        AffineExpr rhs = parseTerm();
        if (!rhs) return AffineExpr();
        lhs = lhs + rhs;
      } else if (succeeded(p_.parseOptionalMinus())) {
        AffineExpr rhs = parseTerm();
        if (!rhs) return AffineExpr();
        lhs = lhs - rhs;
      } else {
        return lhs;
      }
    }
    return lhs;
  }

  OpAsmParser &p_;
  Context *ctx_;
  std::vector<OpAsmParser::UnresolvedOperand> dims_, symbols_;
};

inline AffineExpr SsaMapParser::parseExpr() { return parseExprImpl(); }

/// Prints result `r` of `map` with dims as their operands and symbols as
/// `symbol(%x)`: the map's own text with `dN`/`sN` replaced.
inline void printSsaExpr(OpAsmPrinter &p, AffineMap map, const std::vector<Value> &values, unsigned r) {
  std::string text = map.getResult(r).str();
  size_t i = 0;
  while (i < text.size()) {
    char c = text[i];
    bool id = (c == 'd' || c == 's') && i + 1 < text.size() && std::isdigit(static_cast<unsigned char>(text[i + 1])) &&
              (i == 0 || !std::isalnum(static_cast<unsigned char>(text[i - 1])));
    if (!id) {
      p << c;
      ++i;
      continue;
    }
    size_t j = i + 1;
    while (j < text.size() && std::isdigit(static_cast<unsigned char>(text[j]))) ++j;
    unsigned pos = std::stoul(text.substr(i + 1, j - i - 1));
    unsigned index = c == 'd' ? pos : map.getNumDims() + pos;
    if (index >= values.size()) p << text.substr(i, j - i);
    else if (c == 's') p << "symbol(" << values[index] << ")";
    else p << values[index];
    i = j;
  }
}

/// `[e0, e1]` (affine.load/store subscripts).
inline void printSsaMap(OpAsmPrinter &p, AffineMap map, const OperandRange &operands) {
  std::vector<Value> values = operands.vec();
  p << "[";
  for (unsigned r = 0; r < map.getNumResults(); ++r) {
    if (r) p << ", ";
    printSsaExpr(p, map, values, r);
  }
  p << "]";
}

}  // namespace tbuf::affine::detail

// Affine expressions the linalg loops cannot reduce to integer coefficients
// (mod, floordiv, ceildiv, products with a non-constant side) are decoded
// into a postfix program over the loop indices and evaluated per access
// with MLIR's semantics: `mod` is non-negative for a positive divisor,
// `floordiv` rounds down and `ceildiv` up. Division by zero is undefined in
// MLIR; here it is reported by the caller (evaluate returns false).
#pragma once

#include <cstdint>
#include <vector>

#include "ir/affine_map.h"

namespace tbuf::interp {

struct AffineStep {
  AffineExprKind kind;
  int64_t value = 0;  ///< constant, or loop index position
};

/// Appends `e` in postfix order; false for symbols (linalg maps have none).
inline bool compileAffine(AffineExpr e, std::vector<AffineStep> &out) {
  switch (e.getKind()) {
    case AffineExprKind::DimId: out.push_back({AffineExprKind::DimId, e.getPosition()}); return true;
    case AffineExprKind::Constant: out.push_back({AffineExprKind::Constant, e.getValue()}); return true;
    case AffineExprKind::SymbolId: return false;
    default:
      if (!compileAffine(e.getLHS(), out) || !compileAffine(e.getRHS(), out)) return false;
      out.push_back({e.getKind(), 0});
      return true;
  }
}

inline int64_t floorDiv(int64_t a, int64_t b) {
  int64_t q = a / b;
  return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

/// Evaluates a compiled expression at loop indices `iv`; false on a
/// division or modulo by zero (the result is then unspecified).
inline bool evaluateAffine(const std::vector<AffineStep> &steps, const int64_t *iv, int64_t &result) {
  int64_t stack[32];
  int top = 0;
  for (const AffineStep &s : steps) {
    if (s.kind == AffineExprKind::DimId) {
      stack[top++] = iv[s.value];
      continue;
    }
    if (s.kind == AffineExprKind::Constant) {
      stack[top++] = s.value;
      continue;
    }
    int64_t rhs = stack[--top], lhs = stack[--top], v = 0;
    switch (s.kind) {
      case AffineExprKind::Add: v = lhs + rhs; break;
      case AffineExprKind::Mul: v = lhs * rhs; break;
      case AffineExprKind::Mod:
        if (rhs == 0) return false;
        v = lhs % rhs;
        if (v < 0) v += rhs < 0 ? -rhs : rhs;
        break;
      case AffineExprKind::FloorDiv:
        if (rhs == 0) return false;
        v = floorDiv(lhs, rhs);
        break;
      case AffineExprKind::CeilDiv:
        if (rhs == 0) return false;
        v = -floorDiv(-lhs, rhs);
        break;
      default: return false;
    }
    stack[top++] = v;
  }
  result = stack[0];
  return true;
}

/// The deepest stack a compiled expression needs.
inline int affineStackDepth(const std::vector<AffineStep> &steps) {
  int depth = 0, most = 0;
  for (const AffineStep &s : steps) {
    depth += (s.kind == AffineExprKind::DimId || s.kind == AffineExprKind::Constant) ? 1 : -1;
    most = depth > most ? depth : most;
  }
  return most;
}

}  // namespace tbuf::interp

// Split points of a loop body's clamps and comparisons of the induction
// variable, and the pieces of the split loop (lower/emit_c_loop_split.h).
#include "lower/emit_c_loop_split.h"

#include <algorithm>
#include <set>

#include "dialects/arith/arith_fold.h"
#include "dialects/arith/arith_ops.h"
#include "fmt/format.h"
#include "ir/block.h"
#include "ir/operation.h"
#include "ir/region.h"
#include "lower/emit_c_memref_support.h"

namespace tbuf::lower {

namespace {

/// Constants and offsets beyond this are ignored (no overflow in p = K - c + 1).
constexpr int64_t kMagnitudeLimit = int64_t{1} << 60;

std::optional<int64_t> smallConstant(Value v) {
  IntegerAttr attr = arith::fold::getConstantIntAttr(v);
  if (!attr || !attr.getType().isIndex()) return std::nullopt;
  int64_t value = attr.getInt();
  if (value <= -kMagnitudeLimit || value >= kMagnitudeLimit) return std::nullopt;
  return value;
}

/// c when `v` is `iv + c` (through arith.addi/subi of index constants).
std::optional<int64_t> inductionOffset(Value v, const std::function<bool(Value)> &isInductionVariable, int depth) {
  if (isInductionVariable(v)) return 0;
  Operation *def = v.getDefiningOp();
  if (!def || depth > 8 || def->getNumOperands() != 2 || !v.getType().isIndex()) return std::nullopt;
  std::string_view name = def->getName();
  bool add = name == "arith.addi", sub = name == "arith.subi";
  if (!add && !sub) return std::nullopt;
  std::optional<int64_t> offset, constant;
  if ((offset = inductionOffset(def->getOperand(0), isInductionVariable, depth + 1)) &&
      (constant = smallConstant(def->getOperand(1)))) {
    int64_t c = add ? *offset + *constant : *offset - *constant;
    if (c <= -kMagnitudeLimit || c >= kMagnitudeLimit) return std::nullopt;
    return c;
  }
  if (add && (constant = smallConstant(def->getOperand(0))) &&
      (offset = inductionOffset(def->getOperand(1), isInductionVariable, depth + 1))) {
    int64_t c = *offset + *constant;
    if (c <= -kMagnitudeLimit || c >= kMagnitudeLimit) return std::nullopt;
    return c;
  }
  return std::nullopt;
}

/// For `op(iv + c, K)` or `op(K, iv + c)`: iv_at = K - c, the iteration
/// where the two operands are equal, and whether the induction side is the
/// left operand.
struct Comparison {
  int64_t equalAt;
  bool ivOnLeft;
};

std::optional<Comparison> compareWithConstant(Operation *op, const std::function<bool(Value)> &isInductionVariable) {
  if (op->getNumOperands() != 2) return std::nullopt;
  for (int left = 1; left >= 0; --left) {
    Value ivSide = op->getOperand(left ? 0 : 1), constSide = op->getOperand(left ? 1 : 0);
    std::optional<int64_t> offset = inductionOffset(ivSide, isInductionVariable, 0);
    std::optional<int64_t> constant = offset ? smallConstant(constSide) : std::nullopt;
    if (offset && constant) return Comparison{*constant - *offset, left == 1};
  }
  return std::nullopt;
}

}  // namespace

std::vector<int64_t> loopSplitPoints(Block &body, const std::function<bool(Value)> &isInductionVariable) {
  std::set<int64_t> points;
  size_t numOps = 0;
  for (Operation &top : body)
    top.walk([&](Operation *op) {
      ++numOps;
      std::string_view name = op->getName();
      bool isMax = name == "arith.maxsi" || name == "arith.maxui";
      bool isMin = name == "arith.minsi" || name == "arith.minui";
      bool isCmp = name == "arith.cmpi";
      if (!isMax && !isMin && !isCmp) return;
      std::optional<Comparison> cmp = compareWithConstant(op, isInductionVariable);
      if (!cmp) return;
      int64_t p = cmp->equalAt;  // iv + c == K at iv == p
      // max(iv + c, K) is K below p and iv + c from p on; min(iv + c, K) is
      // iv + c up to p and K after it.
      if (isMax) points.insert(p);
      if (isMin) points.insert(p + 1);
      if (isCmp) {
        // < and >= flip at p, <= and > at p + 1 (iv on the left; mirrored
        // when the constant is on the left); == and != at both.
        using P = arith::CmpIPredicate;
        P pred = arith::CmpIOp(op).getPredicate();
        bool strictLess = pred == P::slt || pred == P::ult || pred == P::sge || pred == P::uge;
        bool lessEqual = pred == P::sle || pred == P::ule || pred == P::sgt || pred == P::ugt;
        if (pred == P::eq || pred == P::ne) {
          points.insert(p);
          points.insert(p + 1);
        } else if (strictLess) {
          points.insert(cmp->ivOnLeft ? p : p + 1);
        } else if (lessEqual) {
          points.insert(cmp->ivOnLeft ? p + 1 : p);
        }
      }
    });
  if (numOps > kMaxLoopSplitBodyOps || points.size() > kMaxLoopSplitPoints) return {};
  return std::vector<int64_t>(points.begin(), points.end());
}

std::vector<LoopPiece> loopPieces(const std::vector<int64_t> &points, int64_t lower, const std::string &upper,
                                  std::optional<int64_t> upperValue) {
  std::vector<int64_t> inside;
  for (int64_t p : points)
    if (p > lower && (!upperValue || p < *upperValue)) inside.push_back(p);
  std::vector<LoopPiece> pieces;
  // Piece m covers [start_m, start_m+1) of [lower, upper): its lower bound
  // is the literal start_m, its upper bound min(upper, start_m+1); once
  // upper <= start_m the later pieces run no iteration.
  for (size_t m = 0; m <= inside.size(); ++m) {
    int64_t start = m == 0 ? lower : inside[m - 1];
    std::string end;
    if (m == inside.size())
      end = upper;
    else if (upperValue)
      end = cgen::intLiteral(std::min(*upperValue, inside[m]));
    else
      end = fmt::format("({0} < {1} ? {0} : {1})", upper, cgen::intLiteral(inside[m]));
    pieces.push_back({cgen::intLiteral(start), end});
  }
  return pieces;
}

}  // namespace tbuf::lower

// Index-set splitting of emitted C loops at the iterations where a clamp or
// comparison of the induction variable against a constant flips, e.g. the
// `max(j - 1, 0)` / `min(j + 1, 511)` neighbour indices of a stencil with
// clamped borders. The loop is emitted as consecutive loops over
// [lb, p1), [p1, p2), ... [pk, ub), each running the same body: the
// iterations, their order and the code are unchanged, so the split is sound
// whatever the body does. Inside each piece the compiler's range analysis
// knows which side of every such comparison the induction variable is on
// and folds the clamps away, which leaves affine addresses the loop
// vectorizer can handle (GCC gives up on `a[max(j - 1, 0)]`).
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "ir/value.h"

namespace tbuf {
class Block;

namespace lower {

/// At most this many split points (so at most this many + 1 copies of a
/// body); a body with more distinct points is not split.
constexpr size_t kMaxLoopSplitPoints = 4;
/// Bodies with more ops than this are not split (code size).
constexpr size_t kMaxLoopSplitBodyOps = 256;

/// The sorted distinct iterations p where some op of `body` (nested ops
/// included) changes behaviour as the induction variable crosses p:
/// arith.maxsi/minsi/maxui/minui and arith.cmpi of `iv + c` against a
/// constant, `iv + c` being an `isInductionVariable` value plus or minus
/// constants (arith.addi/subi). Empty when there are none, more than
/// kMaxLoopSplitPoints, or the body is larger than kMaxLoopSplitBodyOps.
std::vector<int64_t> loopSplitPoints(Block &body, const std::function<bool(Value)> &isInductionVariable);

/// One piece of a split loop: `for (iv = lower; iv < upper; iv++)`.
struct LoopPiece {
  std::string lower, upper;
};

/// The pieces of the loop over [lower, upper) split at `points` (sorted):
/// piece m runs from max(lower, p_m) to min(upper, p_m+1), written so that
/// the piece's lower bound is a literal whenever it is a split point (what
/// lets the compiler know the induction variable's range inside). `upper`
/// is a C expression (evaluated in each piece's loop condition) whose value
/// is known when `upperValue` is set; points outside (lower, upper) are
/// ignored, so with a known upper bound no piece is empty. A single piece
/// means no split.
std::vector<LoopPiece> loopPieces(const std::vector<int64_t> &points, int64_t lower, const std::string &upper,
                                  std::optional<int64_t> upperValue);

}  // namespace lower
}  // namespace tbuf

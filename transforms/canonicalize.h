// The canonicalizer (MLIR's `--canonicalize` pass body): runs the greedy
// rewrite driver on every region of an op with the folds and the
// canonicalization patterns of all registered ops. Options mirror the pass
// options of mlir-opt, with the same defaults.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "transforms/greedy_rewrite.h"

namespace tbuf {

struct CanonicalizeOptions {
  /// `top-down`: seed the worklist in pre-order (default true).
  bool topDown = true;
  /// `region-simplify`: disabled / normal (default) / aggressive.
  GreedySimplifyRegionLevel regionSimplify = GreedySimplifyRegionLevel::Normal;
  /// `max-iterations` (default 10; -1 = no limit).
  int64_t maxIterations = 10;
  /// `max-num-rewrites` (default -1 = no limit).
  int64_t maxNumRewrites = -1;
  /// `test-convergence`: non-convergence makes the pass fail.
  bool testConvergence = false;
  /// `disable-patterns` / `enable-patterns`: pattern labels (debug names)
  /// to drop / to keep exclusively. Canonicalizers registered on an op
  /// definition are labelled `<op name>#canonicalize<index>`.
  std::vector<std::string> disabledPatterns;
  std::vector<std::string> enabledPatterns;
};

/// The driver configuration the options stand for.
GreedyRewriteConfig getCanonicalizeConfig(const CanonicalizeOptions &options);

/// Canonicalizes the regions of `op` using the canonicalization patterns of
/// every op registered in its context plus `extraPatterns` (if any). Returns
/// success if the rewrite converged; `*changed` tells whether the IR changed.
LogicalResult canonicalize(Operation *op, const CanonicalizeOptions &options = {}, bool *changed = nullptr,
                           const PatternSet *extraPatterns = nullptr);

}  // namespace tbuf

// The canonicalizer (see canonicalize.h), following MLIR's Canonicalizer.cpp.
#include "transforms/canonicalize.h"

#include <algorithm>

#include "ir/context.h"

namespace tbuf {

GreedyRewriteConfig getCanonicalizeConfig(const CanonicalizeOptions &options) {
  GreedyRewriteConfig config;
  config.useTopDownTraversal = options.topDown;
  config.regionSimplification = options.regionSimplify;
  config.maxIterations = options.maxIterations;
  config.maxNumRewrites = options.maxNumRewrites;
  return config;
}

LogicalResult canonicalize(Operation *op, const CanonicalizeOptions &options, bool *changed,
                           const PatternSet *extraPatterns) {
  PatternSet all;
  all.addCanonicalizationPatterns(*op->getContext());
  if (extraPatterns)
    for (const RewritePattern &p : extraPatterns->getPatterns()) all.add(p.rootName, p.fn, p.benefit, p.debugName);
  // Label filters, as MLIR's FrozenRewritePatternSet applies them.
  auto contains = [](const std::vector<std::string> &labels, const std::string &name) {
    return std::find(labels.begin(), labels.end(), name) != labels.end();
  };
  PatternSet patterns;
  for (const RewritePattern &p : all.getPatterns()) {
    if (contains(options.disabledPatterns, p.debugName)) continue;
    if (!options.enabledPatterns.empty() && !contains(options.enabledPatterns, p.debugName)) continue;
    patterns.add(p.rootName, p.fn, p.benefit, p.debugName);
  }
  return applyPatternsGreedily(op, patterns, getCanonicalizeConfig(options), changed);
}

}  // namespace tbuf

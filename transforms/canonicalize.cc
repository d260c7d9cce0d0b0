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
  // Without label filters every pattern applies: the labels are not needed
  // (each would be a string built per pattern of every registered op, per
  // run) and there is no filtered copy.
  bool filtered = !options.disabledPatterns.empty() || !options.enabledPatterns.empty();
  PatternSet all;
  all.addCanonicalizationPatterns(*op->getContext(), /*withDebugNames=*/filtered);
  if (extraPatterns)
    for (const RewritePattern &p : extraPatterns->getPatterns()) all.add(p.rootName, p.fn, p.benefit, p.debugName);
  if (!filtered) return applyPatternsGreedily(op, all, getCanonicalizeConfig(options), changed);
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

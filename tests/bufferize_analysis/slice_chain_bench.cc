// Times One-Shot Analysis in-process on the two benchmark chains of bench/
// (bench/slice_chain_gen.py shapes), with the test-local models:
//   slice_chain_bench {slice|insert} DEPTH [--reference]
// prints: shape depth mode analysis-wall-seconds in-place out-of-place digest
// pairs=<exact pair checks> cpu=<analysis CPU seconds>
// `--reference` uses MLIR's all-pairs conflict check (same decisions).
#include <chrono>
#include <ctime>
#include <cstdio>
#include <cstring>

#include "analysis_test_models.h"
#include "bufferize/one_shot_analysis_impl.h"
#include "dialects/test/test_ops.h"

using namespace tbuf;
using namespace tbuf::bufferization;

int main(int argc, char **argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: %s {slice|insert} DEPTH [--reference]\n", argv[0]);
    return 2;
  }
  bool slice = std::strcmp(argv[1], "slice") == 0;
  int depth = std::atoi(argv[2]);
  bool reference = argc > 3 && std::strcmp(argv[3], "--reference") == 0;
  Context ctx;
  registerAllDialects(ctx);
  registerTestDialectOps(ctx);
  analysis_testing::attachAnalysisTestModels(ctx);
  std::string text = slice ? analysis_testing::sliceChainSource(depth) : analysis_testing::insertExtractChainSource(depth);
  OwningOpRef module = parseSourceString(ctx, text, "chain.mlir");
  if (!module) return 1;
  BufferizationOptions options;
  options.bufferizeFunctionBoundaries = true;
  auto start = std::chrono::steady_clock::now();
  std::clock_t cpuStart = std::clock();
  OneShotAnalysisState state(module.get(), options);
  state.setReferenceMode(reference);
  BufferizationStatistics stats;
  if (failed(analyzeOp(module.get(), state, &stats))) return 1;
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  double cpuSeconds = static_cast<double>(std::clock() - cpuStart) / CLOCKS_PER_SEC;
  // Digest of the decisions in op order.
  uint64_t digest = 1469598103934665603ull;
  module->walk([&](Operation *op) {
    for (OpOperand &o : op->getOpOperands())
      if (o.get().getType().isa<TensorType>()) digest = (digest ^ (state.isInPlace(o) ? 1 : 2)) * 1099511628211ull;
  });
  std::printf("%s %d %s %.4f %lld %lld %016llx pairs=%llu cpu=%.4f\n", slice ? "slice" : "insert", depth, reference ? "reference" : "indexed",
              seconds, static_cast<long long>(stats.numTensorInPlace), static_cast<long long>(stats.numTensorOutOfPlace),
              static_cast<unsigned long long>(digest), static_cast<unsigned long long>(state.impl().pairChecks), cpuSeconds);
  return 0;
}

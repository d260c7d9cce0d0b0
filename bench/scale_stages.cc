// In-process stage timer for the scale benchmark (bench/run_scale.py).
//
// The driver's `--mlir-timing` report gives parse / pass / output times that
// can be compared with mlir-opt's, but it cannot time an analysis on its own:
// the only way to reach dominance and liveness from the command line is the
// `--test-print-*` passes, whose output (every pair of blocks for dominance,
// the live range of every value for liveness) grows quadratically by
// definition. This tool parses one file and times each stage directly with a
// steady clock, so the growth of the analyses themselves can be checked:
//
//   parse        parseSourceString (no verification)
//   walk         visits every op once (the floor under every other stage:
//                what touching each op costs; not run by default)
//   verify       verify(module)
//   dominance    dominator and post-dominator trees of every region with
//                several blocks, then properlyDominates(operand, user) for
//                every operand of every op (the verifier's query pattern)
//   liveness     Liveness(module), then the live-in and live-out sets of
//                every block
//   canonicalize the `canonicalize` pass (builtin.module(canonicalize)), on a
//                fresh parse, verifier off
//   cse          the `cse` pass, likewise
//   print        printOperation, pretty form
//   print-generic printOperation, generic form
//
// Each stage runs --reps times (fresh IR for the passes) and the medians of
// its wall time and of its CPU time (CLOCK_PROCESS_CPUTIME_ID, less disturbed
// by other processes on a busy machine) are reported. Output: one JSON object
// on stdout, {"STAGE": wall seconds, "STAGE.cpu": CPU seconds, ...}.
//
// Instruction counts of one stage, free of cache and machine-load effects:
//   valgrind --tool=callgrind --collect-atstart=no
//            --toggle-collect='*runStage*' scale_stages FILE --reps 1 --stages STAGE
//
// Usage: scale_stages FILE [--reps N] [--stages a,b,...]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <functional>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "analysis/dominance.h"
#include "analysis/liveness.h"
#include "dialects/register.h"
#include "dialects/test/test_ops.h"
#include "fmt/format.h"
#include "ir/context.h"
#include "ir/parser/parser.h"
#include "ir/pass/pass_manager.h"
#include "ir/pass/pass_pipeline_parser.h"
#include "ir/printer/printer.h"
#include "ir/verifier/verifier.h"
#include "transforms/passes.h"

namespace tbuf {
namespace {

using Clock = std::chrono::steady_clock;

double cpuSeconds() {
  timespec ts;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

/// Wall and CPU time of one measured interval.
class StageTimer {
 public:
  StageTimer() : wall_(Clock::now()), cpu_(cpuSeconds()) {}
  void stop(std::vector<double> &walls, std::vector<double> &cpus) const {
    walls.push_back(std::chrono::duration<double>(Clock::now() - wall_).count());
    cpus.push_back(cpuSeconds() - cpu_);
  }

 private:
  Clock::time_point wall_;
  double cpu_;
};

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  size_t n = v.size();
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

/// Parses `source` into a fresh module (aborts on a parse error: the inputs
/// are generated and must be valid).
OwningOpRef parseOrDie(Context &ctx, const std::string &source) {
  OwningOpRef module = parseSourceString(ctx, source, "bench.mlir");
  if (!module) {
    std::fprintf(stderr, "scale_stages: the input does not parse\n");
    std::exit(1);
  }
  return module;
}

/// Dominance stage; returns a checksum so the queries are not optimised away.
size_t runDominance(Operation *module) {
  DominanceInfo dom;
  PostDominanceInfo postDom;
  size_t checksum = 0;
  module->walk([&](Operation *op) {
    for (Region &region : op->getRegions())
      if (!region.empty() && !region.hasOneBlock()) {
        checksum += dom.getDomTree(&region).getOrder().size();
        checksum += postDom.getDomTree(&region).getOrder().size();
      }
  });
  module->walk([&](Operation *op) {
    for (Value v : op->getOperands())
      if (v && dom.properlyDominates(v, op)) ++checksum;
  });
  return checksum;
}

/// Liveness stage; returns a checksum.
size_t runLiveness(Operation *module) {
  Liveness liveness(module);
  size_t checksum = 0;
  module->walk([&](Operation *op) {
    for (Region &region : op->getRegions())
      for (Block &block : region) checksum += liveness.getLiveIn(&block).size() + liveness.getLiveOut(&block).size();
  });
  return checksum;
}

/// Runs `pipeline` on `module` with the verifier off; false if a pass is
/// missing or failed.
bool runPipeline(Context &ctx, Operation *module, const std::string &pipeline) {
  PassManager pm(&ctx, "builtin.module", OpPassManager::Nesting::Explicit);
  std::string error;
  if (failed(parsePassPipeline(pipeline, pm, error))) return false;
  return succeeded(pm.run(module));
}

/// Runs one stage: parses `source` for "parse" (and drops the result),
/// otherwise works on `module`. Returns a checksum so nothing is optimised
/// away. Never inlined, so a profiler can restrict collection to it
/// (valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*runStage*').
[[gnu::noinline]] size_t runStage(const std::string &stage, Context &ctx, const std::string &source,
                                  Operation *module) {
  if (stage == "parse") {
    OwningOpRef parsed = parseOrDie(ctx, source);
    return parsed ? 1 : 0;
  }
  if (stage == "verify") {
    if (failed(verify(module))) {
      std::fprintf(stderr, "scale_stages: the input does not verify\n");
      std::exit(1);
    }
    return 1;
  }
  if (stage == "walk") {
    size_t n = 0;
    module->walk([&](Operation *) { ++n; });
    return n;
  }
  if (stage == "dominance") return runDominance(module);
  if (stage == "liveness") return runLiveness(module);
  if (stage == "canonicalize" || stage == "cse") {
    if (!runPipeline(ctx, module, "builtin.module(" + stage + ")")) {
      std::fprintf(stderr, "scale_stages: pass %s failed\n", stage.c_str());
      std::exit(1);
    }
    return 1;
  }
  if (stage == "print" || stage == "print-generic") {
    PrintingFlags flags;
    flags.printGenericOpForm = stage == "print-generic";
    std::string out;
    printOperation(module, out, flags);
    return out.size();
  }
  std::fprintf(stderr, "scale_stages: unknown stage '%s'\n", stage.c_str());
  std::exit(2);
}

int benchMain(int argc, char **argv) {
  std::string path;
  int reps = 3;
  std::vector<std::string> stages = {"parse", "verify", "dominance", "liveness",
                                     "canonicalize", "cse", "print", "print-generic"};
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    if (arg == "--reps" && i + 1 < argc) {
      reps = std::max(1, std::atoi(argv[++i]));
    } else if (arg == "--stages" && i + 1 < argc) {
      stages.clear();
      std::stringstream ss(argv[++i]);
      for (std::string s; std::getline(ss, s, ',');) stages.push_back(s);
    } else if (path.empty() && arg.rfind("--", 0) != 0) {
      path = arg;
    } else {
      std::fprintf(stderr, "usage: scale_stages FILE [--reps N] [--stages a,b,...]\n");
      return 2;
    }
  }
  if (path.empty()) {
    std::fprintf(stderr, "usage: scale_stages FILE [--reps N] [--stages a,b,...]\n");
    return 2;
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    std::fprintf(stderr, "scale_stages: cannot open %s\n", path.c_str());
    return 1;
  }
  std::stringstream buffer;
  buffer << in.rdbuf();
  const std::string source = buffer.str();

  registerTransformPasses();
  Context ctx;
  registerAllDialects(ctx);
  registerTestDialectOps(ctx);
  ctx.allowUnregisteredDialects(true);

  std::map<std::string, double> results;
  size_t sink = 0;
  for (const std::string &stage : stages) {
    std::vector<double> times, cpus;
    for (int r = 0; r < reps; ++r) {
      OwningOpRef module;
      if (stage != "parse") module = parseOrDie(ctx, source);
      StageTimer timer;
      sink += runStage(stage, ctx, source, module.get());
      timer.stop(times, cpus);
    }
    results[stage] = median(times);
    results[stage + ".cpu"] = median(cpus);
  }

  std::string json = "{";
  bool first = true;
  for (const std::string &stage : stages) {
    json += fmt::format("{}\"{}\": {:.6f}, \"{}.cpu\": {:.6f}", first ? "" : ", ", stage, results[stage], stage,
                        results[stage + ".cpu"]);
    first = false;
  }
  json += fmt::format(", \"checksum\": {}}}\n", sink);
  std::fputs(json.c_str(), stdout);
  return 0;
}

}  // namespace
}  // namespace tbuf

int main(int argc, char **argv) { return tbuf::benchMain(argc, argv); }

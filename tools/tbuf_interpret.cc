// `tbuf interpret`: see tools/tbuf_interpret.h. Pass flags are collected in
// command-line order and the PassManager is built as the driver builds it
// (tools/tbuf_pipeline.h: pass flags or --pass-pipeline); the IR is
// verified first and after every pass, then handed to interp::interpret.
#include "tools/tbuf_interpret.h"

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "fmt/format.h"
#include "interpret/bisect.h"
#include "interpret/interpreter.h"
#include "ir/pass/pass_manager.h"
#include "ir/pass/pass_registry.h"
#include "tbuf/tbuf.h"
#include "tools/tbuf_pipeline.h"

namespace tbuf {

namespace {

constexpr int kExitFailure = 1;
constexpr int kExitUsage = 2;

void printError(const std::string &message) { std::fprintf(stderr, "tbuf interpret: error: %s\n", message.c_str()); }

struct InterpretConfig {
  std::string input;
  std::string passPipeline;
  std::vector<std::pair<std::string, std::string>> passFlags;
  interp::InterpretOptions options;
  /// --trace[=N]: print the first N executed ops (0: no trace).
  int64_t traceLimit = 0;
  /// --stats: after the run, print the executed op count and the peak
  /// program and shadow bytes on stderr.
  bool stats = false;
  /// --bisect[=DIR]: interpret after every pass; IR files go to DIR.
  bool bisect = false;
  std::string bisectDir = ".";
};

/// Reads the command line into `config`; returns the exit status when the
/// command ends here (--help, a usage error), nullopt to go on.
std::optional<int> parseArguments(int argc, char **argv, InterpretConfig &config) {
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    if (arg == "-h" || arg == "--help") {
      std::printf(
          "Usage: tbuf interpret FILE [--entry NAME] [--random-inputs SEED] [--no-sanitize] [--trace[=N]]\n"
          "                      [--stats] [--print-result] [--bisect[=DIR]]\n"
          "                      [pass flags | --pass-pipeline=...]\n"
          "Runs the given passes (none by default), then interprets @NAME (default @main) with the buffer\n"
          "sanitizer: use after free, double free, bad frees, leaks, out-of-bounds accesses and views,\n"
          "reads of uninitialized memory, writes into constant globals. Output on stdout, reports on stderr;\n"
          "the exit status is 1 on any report or error. --trace[=N] prints the first N (default 1000)\n"
          "executed ops on stderr, each with the buffers it read and wrote (#allocation[first..last element]).\n"
          "--stats prints the number of executed ops and the peak program and shadow bytes on stderr.\n"
          "--print-result prints the entry's single i32, i64 or f32 result after the run, as mlir-runner's\n"
          "-entry-point-result does.\n"
          "--random-inputs SEED makes the entry's arguments (small values,\n"
          "memrefs as caller-owned buffers, dynamic sizes 4) from SEED. --bisect[=DIR] interprets\n"
          "before the passes and after each one and names the first pass that changes the output or\n"
          "adds a sanitizer report, with the IR before/after it written to DIR (default .).\n");
      return 0;
    }
    if (arg == "--entry" || arg == "-entry") {
      if (i + 1 >= argc) {
        printError("--entry needs a function name");
        return kExitUsage;
      }
      config.options.entry = argv[++i];
      continue;
    }
    if (arg.rfind("--entry=", 0) == 0) {
      config.options.entry = arg.substr(8);
      continue;
    }
    if (arg == "--random-inputs" || arg.rfind("--random-inputs=", 0) == 0) {
      std::string value;
      if (arg.size() > 15) {
        value = arg.substr(16);
      } else if (i + 1 < argc) {
        value = argv[++i];
      }
      char *end = nullptr;
      unsigned long long seed = value.empty() ? 0 : std::strtoull(value.c_str(), &end, 10);
      if (value.empty() || *end) {
        printError(fmt::format("--random-inputs needs a seed (a non-negative integer), got '{}'", value));
        return kExitUsage;
      }
      config.options.randomInputs = static_cast<uint64_t>(seed);
      continue;
    }
    if (arg == "--bisect" || arg.rfind("--bisect=", 0) == 0) {
      config.bisect = true;
      if (arg.size() > 9) config.bisectDir = arg.substr(9);
      continue;
    }
    if (arg == "--print-result") {
      config.options.printResult = true;
      continue;
    }
    if (arg == "--stats") {
      config.stats = true;
      continue;
    }
    if (arg == "--no-sanitize") {
      config.options.sanitize = false;
      continue;
    }
    if (arg == "--trace" || arg.rfind("--trace=", 0) == 0) {
      config.traceLimit = 1000;
      if (arg.size() > 8) {
        char *end = nullptr;
        config.traceLimit = std::strtoll(arg.c_str() + 8, &end, 10);
        if (*end || config.traceLimit <= 0) {
          printError(fmt::format("bad --trace limit in '{}'", arg));
          return kExitUsage;
        }
      }
      continue;
    }
    if (arg.rfind("--pass-pipeline=", 0) == 0) {
      config.passPipeline = arg.substr(16);
      continue;
    }
    if (arg.size() >= 2 && arg[0] == '-') {
      std::string body = arg.substr(arg[1] == '-' ? 2 : 1);
      size_t eq = body.find('=');
      std::string name = body.substr(0, eq);
      if (lookupPassInfo(name) || lookupPassPipelineInfo(name)) {
        config.passFlags.emplace_back(name, eq == std::string::npos ? std::string() : body.substr(eq + 1));
        continue;
      }
      printError(fmt::format("unknown argument '{}'", arg));
      return kExitUsage;
    }
    if (!config.input.empty()) {
      printError(fmt::format("more than one input file ('{}' and '{}')", config.input, arg));
      return kExitUsage;
    }
    config.input = arg;
  }
  if (config.input.empty()) {
    printError("no input file (usage: tbuf interpret FILE [--entry NAME] [pass flags])");
    return kExitUsage;
  }
  if (!config.passPipeline.empty() && !config.passFlags.empty()) {
    printError("'--pass-pipeline' can't be used with individual pass flags (--" + config.passFlags[0].first + ")");
    return kExitUsage;
  }
  return std::nullopt;
}

/// The pass manager for the configuration (as the driver builds it); null
/// after an error message.
std::unique_ptr<PassManager> buildPassManager(Context &ctx, const InterpretConfig &config) {
  std::string error;
  std::unique_ptr<PassManager> pm = tbuf::buildPassManager(ctx, config.passPipeline, config.passFlags, error);
  if (!pm) printError(error);
  return pm;
}

/// One --trace line: `trace: LOC: OP`, its operands' values in parentheses
/// (integers, floats, `#A` or `#A+OFFSET` for a buffer), then the buffers
/// the op touched, e.g. ` reads #1[3]` or ` writes #2[0..15]` (allocation
/// id, first..last element position).
std::string formatTraceLine(const interp::TraceEvent &event) {
  std::string line = fmt::format("trace: {}: {}", interp::formatOpLocation(event.op), event.op->getName());
  if (!event.operands.empty()) {
    line += " (";
    for (size_t i = 0; i < event.operands.size(); ++i) {
      const interp::TraceOperand &o = event.operands[i];
      if (i) line += ", ";
      if (o.kind == interp::TraceOperand::Kind::Integer) line += std::to_string(o.integer);
      else if (o.kind == interp::TraceOperand::Kind::Float) line += fmt::format("{}", o.real);
      else if (o.allocation == 0) line += "null";
      else line += o.offset ? fmt::format("#{}+{}", o.allocation, o.offset) : fmt::format("#{}", o.allocation);
    }
    line += ")";
  }
  for (const interp::BufferAccess &a : event.accesses) {
    line += fmt::format(" {} #{}[{}", a.write ? "writes" : "reads", a.allocation, a.offset);
    if (a.count > 1) line += fmt::format("..{}", a.offset + a.count - 1);
    line += "]";
  }
  return line + "\n";
}

/// --bisect: prints the verdict; exit 0 when no pass changes the
/// behaviour, 1 when one does (or the pipeline fails).
int runBisection(Operation *module, PassManager &pm, const InterpretConfig &config) {
  interp::BisectResult result = interp::bisectPipeline(module, pm, config.options);
  std::string stem = std::filesystem::path(config.input).stem().string();
  if (!result.baselineStarted) {
    printError("cannot interpret the input before the passes, nothing to compare with:\n" + result.baselineError);
    return kExitFailure;
  }
  if (!result.pipelineSucceeded) {
    printError("the pass pipeline failed");
    return kExitFailure;
  }
  if (!result.found) {
    std::printf("tbuf interpret: no pass changes the behaviour (%d interpretations, %d stages skipped)\n",
                result.runs, result.skippedStages);
    return 0;
  }
  std::string before, after;
  if (std::string error = interp::writeBisectIr(result, config.bisectDir, stem, before, after); !error.empty()) {
    printError(error);
    return kExitFailure;
  }
  std::printf("tbuf interpret: %s after pass '%s' (on %s); IR before: %s, after: %s\n", result.change.c_str(),
              result.pass.c_str(), result.anchor.c_str(), before.c_str(), after.c_str());
  return kExitFailure;
}

}  // namespace

LogicalResult runPipelineCheckingSemantics(Operation *module, PassManager &pm, const SemanticsCheckOptions &options) {
  constexpr const char *kFlag = "--verify-semantics-each-pass";
  interp::InterpretOptions interpretOptions;
  interpretOptions.entry = options.entry;
  interpretOptions.randomInputs = options.randomInputs;
  interp::BisectResult result = interp::bisectPipeline(module, pm, interpretOptions);
  auto say = [](const std::string &text) { std::fwrite(text.data(), 1, text.size(), stderr); };
  if (!result.baselineStarted) {
    say(result.baselineError);
    say(fmt::format("tbuf: error: {}: cannot interpret the input before the passes (entry @{})\n", kFlag,
                    options.entry));
    return failure();
  }
  if (!result.pipelineSucceeded) return failure();  // the pass's diagnostic is out
  if (!result.found) {
    say(fmt::format("tbuf: {}: no pass changes the behaviour ({} interpretations, {} stages skipped)\n", kFlag,
                    result.runs, result.skippedStages));
    return success();
  }
  std::string stem = std::filesystem::path(options.inputName).stem().string();
  if (stem.empty() || options.inputName == "-") stem = "stdin";
  std::string before, after;
  if (std::string error = interp::writeBisectIr(result, options.dir, stem, before, after); !error.empty()) {
    say(fmt::format("tbuf: error: {}: {}\n", kFlag, error));
    return failure();
  }
  say(fmt::format("tbuf: error: {}: {} after pass '{}' (on {}); IR before: {}, after: {}\n", kFlag, result.change,
                  result.pass, result.anchor, before, after));
  return failure();
}

int tbufInterpretMain(int argc, char **argv) {
  InterpretConfig config;
  if (std::optional<int> exit = parseArguments(argc, argv, config)) return *exit;
  Context ctx;
  registerAll(ctx);
  OwningOpRef module = parseSourceFile(ctx, config.input);
  if (!module) return kExitFailure;
  if (failed(verify(module.get()))) return kExitFailure;
  std::unique_ptr<PassManager> pm = buildPassManager(ctx, config);
  if (!pm) return kExitUsage;
  if (config.bisect) return runBisection(module.get(), *pm, config);
  if (failed(pm->run(module.get()))) return kExitFailure;
  if (config.traceLimit > 0) {
    int64_t count = 0, limit = config.traceLimit;
    config.options.traceAccesses = [count, limit](const interp::TraceEvent &event) mutable {
      if (count < limit) std::cerr << formatTraceLine(event);
      else if (count == limit) std::cerr << "trace: (further ops not shown)\n";
      ++count;
    };
  }
  interp::InterpretResult result = interp::interpret(module.get(), config.options, std::cout, std::cerr);
  std::cout.flush();
  if (config.stats) {
    double ratio = result.peakProgramBytes ? double(result.peakShadowBytes) / double(result.peakProgramBytes) : 0.0;
    std::fprintf(stderr,
                 "tbuf interpret: %llu ops executed; peak program bytes %lld, peak shadow bytes %lld (%.4fx)\n",
                 static_cast<unsigned long long>(result.executedOps), static_cast<long long>(result.peakProgramBytes),
                 static_cast<long long>(result.peakShadowBytes), ratio);
  }
  return result.exitCode;
}

}  // namespace tbuf

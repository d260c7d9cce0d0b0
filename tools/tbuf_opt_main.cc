// The opt driver. See tbuf_opt_main.h. Flow (as MlirOptMain): command line ->
// pass manager (errors here exit 2 before the input is read) -> input buffer
// -> per chunk: parse, verify, run passes, print -> reports.
#include "tools/tbuf_opt_main.h"

#include <sys/stat.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <iterator>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "fmt/format.h"
#include "ir/context.h"
#include "ir/parser/parser.h"
#include "ir/pass/pass_manager.h"
#include "ir/pass/pass_registry.h"
#include "ir/pass/pass_statistics.h"
#include "ir/pass/pass_timing.h"
#include "ir/printer/printer.h"
#include "ir/printer/printer_value_names.h"
#include "ir/verifier/verifier.h"
#include "ir/verifier/verify_diagnostics.h"
#include "lower/emit_c.h"
#include "tbuf/tbuf.h"
#include "tools/tbuf_interpret.h"
#include "tools/tbuf_ir_printing.h"
#include "tools/tbuf_pass_help.h"
#include "tools/tbuf_pipeline.h"
#include "tools/tbuf_split.h"

namespace tbuf {

namespace {

constexpr int kExitSuccess = 0;
constexpr int kExitFailure = 1;
constexpr int kExitUsage = 2;

struct OptConfig {
  std::string input = "-";
  std::string output = "-";
  bool splitInputFile = false;
  std::string verifyDiagnostics;  ///< "", "all" or "only-expected"
  bool printGeneric = false;
  bool printDebugInfo = false;
  bool printLocalScope = false;
  bool allowUnregistered = false;
  /// --mlir-disable-threading: accepted for mlir-opt compatibility; tbuf is
  /// single-threaded, so it changes nothing.
  bool disableThreading = false;
  /// --show-dialects: print the registered dialects and exit.
  bool showDialects = false;
  /// --verify-roundtrip: after parsing, print generic with locations, parse
  /// that back into a fresh context and compare the two prints.
  bool verifyRoundtrip = false;
  /// --mlir-elide-elementsattrs-if-larger=N.
  std::optional<uint32_t> elideElementsAttrsIfLarger;
  bool verifyEach = true;
  IRPrintingConfig irPrinting;
  bool timing = false;
  bool statistics = false;
  std::string statisticsDisplay = "pipeline";
  std::string passPipeline;
  bool dumpPassPipeline = false;
  bool version = false;
  /// Output kind: "mlir" (default), "c" (lower/emit_c.h emitC) or
  /// "c-header" (emitCHeader).
  std::string emit = "mlir";
  /// --emit-c-entry: with --emit=c, also emit `int main(void)` calling it.
  std::string emitCEntry;
  /// --emit-c-locations: with --emit=c, source sites for the runtime's
  /// reports and a location comment before each op's statements.
  bool emitCLocations = false;
  /// --emit-c-line-directives: with --emit=c, `#line` directives mapping
  /// each op's C lines to its .mlir line.
  bool emitCLineDirectives = false;
  /// Pass flags in command-line order: (argument, options).
  std::vector<std::pair<std::string, std::string>> passFlags;
  /// --verify-semantics-each-pass and its options: interpret the program
  /// before the passes and after each one (tools/tbuf_interpret.h).
  bool verifySemantics = false;
  SemanticsCheckOptions semantics;
};

void printError(std::string_view message) {
  std::string text = fmt::format("tbuf: error: {}\n", message);
  std::fwrite(text.data(), 1, text.size(), stderr);
}

/// Names of the dialects with registered ops, sorted, comma-separated.
std::string registeredDialectList(Context &ctx) {
  std::vector<std::string> names;
  for (const OpDefinition *def : ctx.getRegisteredOps()) names.push_back(def->dialect);
  std::sort(names.begin(), names.end());
  names.erase(std::unique(names.begin(), names.end()), names.end());
  std::string out;
  for (const std::string &name : names) out += (out.empty() ? "" : ",") + name;
  return out;
}

/// `path` as the user meant it: under `bazel run` the process runs in the
/// runfiles tree and Bazel puts the caller's directory in
/// $BUILD_WORKING_DIRECTORY, so relative paths are resolved against it.
std::string resolveUserPath(const std::string &path) {
  if (path == "-" || path.empty() || path[0] == '/') return path;
  const char *cwd = std::getenv("BUILD_WORKING_DIRECTORY");
  if (!cwd || !*cwd) return path;
  std::string dir(cwd);
  if (dir.back() != '/') dir += '/';
  return dir + path;
}

/// The command line after preScanArguments: what CLI11 parses, and the
/// arguments after `--`, which are positional whatever they look like.
struct ScannedArguments {
  std::vector<std::string> options;
  std::vector<std::string> positionalOnly;
};

/// Pulls `--<registered pass or pipeline>[=options]` out of argv (CLI11 has
/// no dynamic flags), rewrites mlir-opt's single-dash long flags
/// (`-split-input-file`) to double-dash and its spellings of `-o`
/// (`-o=FILE`, `--o FILE`, `--o=FILE`) to `-o FILE`, and sets aside what
/// follows `--`. CLI11 is not given `--`: it reads its arguments from the
/// back, so its own handling of `--` does not work here.
ScannedArguments preScanArguments(int argc, char **argv,
                                  std::vector<std::pair<std::string, std::string>> &passFlags) {
  ScannedArguments scanned;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    if (arg == "--") {
      scanned.positionalOnly.assign(argv + i + 1, argv + argc);
      break;
    }
    if (arg.size() < 2 || arg[0] != '-') {
      scanned.options.push_back(std::move(arg));
      continue;
    }
    size_t dashes = arg[1] == '-' ? 2 : 1;
    std::string body = arg.substr(dashes);
    size_t eq = body.find('=');
    std::string name = body.substr(0, eq);
    if (lookupPassInfo(name) || lookupPassPipelineInfo(name)) {
      passFlags.emplace_back(name, eq == std::string::npos ? std::string() : body.substr(eq + 1));
      continue;
    }
    if (name == "o") {
      // CLI11 would read `-o=FILE` as the file `=FILE`.
      scanned.options.push_back("-o");
      if (eq != std::string::npos) scanned.options.push_back(body.substr(eq + 1));
      continue;
    }
    if (dashes == 1 && name.size() > 1) arg = "-" + arg;
    scanned.options.push_back(std::move(arg));
  }
  return scanned;
}

/// The first option among `args` that takes a value and is given an empty
/// one (`--emit-c-entry=`, `--emit-c-entry ''`), as it was spelled, or
/// nullopt. Such a value is an error for every option tbuf has, and CLI11
/// would take the argument after `--flag=` as the value instead.
std::optional<std::string> findEmptyOptionValue(const CLI::App &app, const std::vector<std::string> &args) {
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string &arg = args[i];
    if (arg.size() < 2 || arg[0] != '-') continue;
    size_t eq = arg.find('=');
    std::string name = arg.substr(0, eq);
    const CLI::Option *option = app.get_option_no_throw(name);
    if (!option || option->get_items_expected_max() == 0) continue;  // unknown, or a flag
    if (eq != std::string::npos) {
      if (eq + 1 == arg.size()) return name;
      continue;
    }
    if (i + 1 < args.size() && args[i + 1].empty()) return name;
    ++i;  // its value
  }
  return std::nullopt;
}

/// Splits the comma-separated values of --mlir-print-ir-before/after into
/// pass names. As in mlir-opt, each must name a registered pass or pass
/// pipeline; false after an error message.
bool parsePassNameList(std::string_view flag, const std::vector<std::string> &values,
                       std::vector<std::string> &names) {
  for (const std::string &value : values) {
    size_t begin = 0;
    while (true) {
      size_t end = value.find(',', begin);
      std::string name = value.substr(begin, end == std::string::npos ? std::string::npos : end - begin);
      if (name.empty()) {
        printError(fmt::format("{}: empty pass name in '{}'", flag, value));
        return false;
      }
      if (!lookupPassInfo(name) && !lookupPassPipelineInfo(name)) {
        printError(fmt::format("{}: no registered pass named '{}' (run 'tbuf --help' for the registered passes)",
                               flag, name));
        return false;
      }
      names.push_back(std::move(name));
      if (end == std::string::npos) break;
      begin = end + 1;
    }
  }
  return true;
}

/// Defines the flags. Returns the exit code to use if parsing ended the run
/// (help, version, errors), or nullopt to continue.
std::optional<int> parseCommandLine(int argc, char **argv, OptConfig &config) {
  ScannedArguments scanned = preScanArguments(argc, argv, config.passFlags);
  std::vector<std::string> printIrBefore, printIrAfter;

  CLI::App app{
      "tbuf: reads MLIR text, verifies it, runs passes and prints the result (an mlir-opt-compatible "
      "driver)."};
  app.name("tbuf");
  app.allow_extras();
  app.footer("\nSub-command: tbuf run FILE [--entry NAME] [pass flags] compiles the module to C and runs it "
             "(tbuf run --help).\n\n" +
             formatPassListHelp());
  app.add_option("input", config.input, "Input file ('-' = stdin)");
  app.add_option("-o", config.output, "Output file ('-' = stdout)");
  app.add_flag("--split-input-file", config.splitInputFile,
               "Split the input at '// -----' lines and process each chunk independently");
  app.add_flag("--verify-diagnostics{all}", config.verifyDiagnostics,
               "Check emitted diagnostics against expected-* comments (=only-expected ignores unexpected ones)");
  app.add_flag("--mlir-print-op-generic", config.printGeneric, "Print every op in the generic form");
  app.add_flag("--mlir-print-debuginfo", config.printDebugInfo, "Print locations");
  app.add_flag("--mlir-print-local-scope", config.printLocalScope, "Print with local scope (no aliases)");
  app.add_option("--mlir-elide-elementsattrs-if-larger", config.elideElementsAttrsIfLarger,
                 "Print non-splat dense elements attributes with more than N elements as "
                 "dense_resource<__elided__>");
  app.add_flag("--allow-unregistered-dialect", config.allowUnregistered,
               "Allow ops of unregistered dialects (kept as opaque ops with unknown memory effects; without this "
               "flag they are errors, as in mlir-opt)");
  app.add_flag("--mlir-disable-threading", config.disableThreading,
               "Accepted for mlir-opt compatibility; tbuf is single-threaded, so it has no effect");
  app.add_flag("--show-dialects", config.showDialects, "Print the list of registered dialects and exit");
  app.add_flag("--verify-roundtrip", config.verifyRoundtrip,
               "Round-trip the IR after parsing (generic form) and ensure it parses back identically");
  app.add_flag("--verify-each,!--no-verify-each", config.verifyEach,
               "Run the verifier after each pass (default: true; --verify-each=false to disable)");
  app.add_option("--pass-pipeline", config.passPipeline,
                 "Textual pass pipeline, e.g. 'builtin.module(func.func(NAME),NAME{opt=value})'");
  app.add_flag("--dump-pass-pipeline", config.dumpPassPipeline, "Print the pipeline that will be run (stderr)");
  app.add_flag("--print-ir-before-all,--mlir-print-ir-before-all", config.irPrinting.beforeAll,
               "Print IR before each pass");
  app.add_flag("--print-ir-after-all,--mlir-print-ir-after-all", config.irPrinting.afterAll,
               "Print IR after each pass");
  app.add_flag("--print-ir-after-failure,--mlir-print-ir-after-failure", config.irPrinting.afterFailure,
               "Print IR after a pass that failed");
  app.add_option("--print-ir-before,--mlir-print-ir-before", printIrBefore,
                 "Print IR before the given passes (comma-separated pass names)")
      ->allow_extra_args(false);
  app.add_option("--print-ir-after,--mlir-print-ir-after", printIrAfter,
                 "Print IR after the given passes (comma-separated pass names)")
      ->allow_extra_args(false);
  app.add_flag("--print-ir-after-change,--mlir-print-ir-after-change", config.irPrinting.afterChange,
               "When printing the IR after a pass, only print if the IR changed");
  app.add_flag("--print-ir-module-scope,--mlir-print-ir-module-scope", config.irPrinting.moduleScope,
               "Print the whole top-level op in IR dumps");
  app.add_flag("--mlir-timing", config.timing, "Print wall time per phase and pass (stderr)");
  app.add_flag("--mlir-pass-statistics", config.statistics, "Print pass statistics (stderr)");
  app.add_option("--mlir-pass-statistics-display", config.statisticsDisplay,
                 "Statistics display: pipeline (default) or list")
      ->check(CLI::IsMember({"pipeline", "list"}));
  app.add_option("--emit", config.emit,
                 "Output: mlir (default), c (C99 of a memref-level module), c-header (its declarations)")
      ->check(CLI::IsMember({"mlir", "c", "c-header"}));
  app.add_option("--emit-c-entry", config.emitCEntry,
                 "With --emit=c: also emit int main(void) calling this function (used by 'tbuf run')");
  app.add_flag("--emit-c-locations", config.emitCLocations,
               "With --emit=c: give the runtime's leak and bad-free reports the .mlir location of each "
               "allocation and free, and comment each op's C with its location (always on in 'tbuf run')");
  app.add_flag("--emit-c-line-directives", config.emitCLineDirectives,
               "With --emit=c: precede each op's C lines with #line naming its .mlir line, so C compiler "
               "diagnostics and debuggers point into the .mlir");
  app.add_flag("--version", config.version, "Print the version and exit");
  app.add_flag("--verify-semantics-each-pass", config.verifySemantics,
               "Interpret the program (tbuf interpret) before the passes and after each one; fail at the first "
               "pass that changes its printed output or adds a sanitizer report");
  app.add_option("--verify-semantics-entry", config.semantics.entry,
                 "With --verify-semantics-each-pass: the function to run (default: main)");
  app.add_option("--verify-semantics-random-inputs", config.semantics.randomInputs,
                 "With --verify-semantics-each-pass: make the entry's arguments from this seed");
  app.add_option("--verify-semantics-dir", config.semantics.dir,
                 "With --verify-semantics-each-pass: where the IR before and after the guilty pass is written "
                 "(default: .)");

  if (std::optional<std::string> flag = findEmptyOptionValue(app, scanned.options)) {
    printError(fmt::format("{}: empty value{}", *flag, *flag == "-o" ? " (use '-' for standard output)" : ""));
    return kExitUsage;
  }
  try {
    std::vector<std::string> reversed(scanned.options.rbegin(), scanned.options.rend());  // read from the back
    app.parse(reversed);
  } catch (const CLI::CallForHelp &e) {
    return app.exit(e);
  } catch (const CLI::ParseError &e) {
    printError(e.what());
    std::fputs("Run 'tbuf --help' for the list of flags and passes.\n", stderr);
    return kExitUsage;
  }

  std::vector<std::string> extras = app.remaining();
  for (const std::string &extra : extras) {
    if (extra.size() > 1 && extra[0] == '-')
      printError(fmt::format("unknown flag or pass '{}' (run 'tbuf --help' for the flags and registered passes)",
                             extra));
    else
      printError(fmt::format("unexpected argument '{}' (tbuf takes one input file)", extra));
  }
  // After `--` every argument is positional: the input if none came before.
  std::vector<std::string> positionals = std::move(scanned.positionalOnly);
  if (!positionals.empty() && app.count("input") == 0) {
    config.input = positionals.front();
    positionals.erase(positionals.begin());
  }
  for (const std::string &extra : positionals)
    printError(fmt::format("unexpected argument '{}' (tbuf takes one input file)", extra));
  if (!extras.empty() || !positionals.empty()) return kExitUsage;
  if (!parsePassNameList("--mlir-print-ir-before", printIrBefore, config.irPrinting.before) ||
      !parsePassNameList("--mlir-print-ir-after", printIrAfter, config.irPrinting.after))
    return kExitUsage;
  if (config.version) {
    std::printf("tbuf %s\n", std::string(kTbufVersion).c_str());
    return kExitSuccess;
  }
  if (config.showDialects) {
    // mlir-opt's format: one line, names sorted and comma-separated.
    Context ctx;
    registerAll(ctx);
    std::string text = "Available Dialects: " + registeredDialectList(ctx) + "\n";
    std::fwrite(text.data(), 1, text.size(), stdout);
    return kExitSuccess;
  }
  if (config.verifySemantics && config.splitInputFile) {
    printError("--verify-semantics-each-pass can't be used with --split-input-file");
    return kExitUsage;
  }
  bool semanticsOptions = app.count("--verify-semantics-entry") || app.count("--verify-semantics-random-inputs") ||
                          app.count("--verify-semantics-dir");
  if (!config.verifySemantics && semanticsOptions) {
    printError("--verify-semantics-entry, --verify-semantics-random-inputs and --verify-semantics-dir need "
               "--verify-semantics-each-pass");
    return kExitUsage;
  }
  config.semantics.inputName = config.input;
  config.semantics.dir = resolveUserPath(config.semantics.dir);
  if (!config.verifyDiagnostics.empty() && config.verifyDiagnostics != "all" &&
      config.verifyDiagnostics != "only-expected") {
    printError(fmt::format("invalid --verify-diagnostics value '{}' (expected all or only-expected)",
                           config.verifyDiagnostics));
    return kExitUsage;
  }
  return std::nullopt;
}

/// Builds the pass manager from --pass-pipeline or the pass flags. Prints
/// the error and returns null on a bad pipeline.
std::unique_ptr<PassManager> buildPassManager(Context &ctx, const OptConfig &config) {
  if (!config.passPipeline.empty() && !config.passFlags.empty()) {
    printError("'--pass-pipeline' can't be used with individual pass flags (--" + config.passFlags[0].first + ")");
    return nullptr;
  }
  std::string error;
  std::unique_ptr<PassManager> pm = tbuf::buildPassManager(ctx, config.passPipeline, config.passFlags, error);
  if (!pm) printError(error);
  return pm;
}

/// Adds the input to the context's sources: standard input is read to its
/// end, a file goes through SourceManager::addFile (mapped when large). Null
/// on failure, with errno saying why (EISDIR for a directory).
const SourceBuffer *addInput(Context &ctx, const std::string &input) {
  if (input == "-") {
    std::string contents((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());
    return ctx.getSourceManager().addBuffer("<stdin>", std::move(contents));
  }
  return ctx.getSourceManager().addFile(input, resolveUserPath(input));
}

/// Everything one run needs while processing chunks.
struct Driver {
  Context &ctx;
  const OptConfig &config;
  PassManager &pm;
  TimingManager *timing;
  PrintingFlags printingFlags;
  /// The output file when the output is streamed to it as it is printed
  /// (any `-o FILE`); null when it is collected (stdout).
  std::ostream *stream = nullptr;
  /// Where processChunk leaves its module instead of freeing it (null:
  /// freed; see tbufOptMainThenExit).
  OwningOpRef *keptModule = nullptr;

  /// mlir-opt's --verify-roundtrip (its textual half; tbuf has no bytecode):
  /// print generic, parse into a fresh context, print that the same way and
  /// compare. mlir-opt also prints locations; tbuf's locations are positions
  /// in the parsed buffer (its parser skips `loc(...)`), so they cannot
  /// survive a round trip and are left out of both prints.
  LogicalResult verifyRoundtrip(Operation *op) {
    PrintingFlags flags;
    flags.printGenericOpForm = true;
    std::string reference = printToString(op, flags);
    Context roundtripContext;
    registerAll(roundtripContext);
    roundtripContext.allowUnregisteredDialects(ctx.allowsUnregisteredDialects());
    OwningOpRef roundtripped = parseSourceString(roundtripContext, reference);
    if (!roundtripped)
      return op->emitOpError() << "failed to parse textual content back, cannot verify round-trip.\n";
    std::string roundtrip = printToString(roundtripped.get(), flags);
    if (reference != roundtrip)
      return op->emitOpError() << "textual roundTrip testing roundtripped module differs from reference:\n"
                               << "<<<<<<Reference\n"
                               << reference << "\n=====\n"
                               << roundtrip << "\n>>>>>roundtripped\n";
    return success();
  }

  /// Parse, verify, run passes, print into `out`. A failure was reported as
  /// a diagnostic.
  LogicalResult processChunk(const SourceBuffer *buffer, SourceChunk chunk, std::string &out) {
    OwningOpRef module;
    struct KeepModule {
      OwningOpRef &module;
      OwningOpRef *kept;
      ~KeepModule() {
        if (kept && module) *kept = std::move(module);
      }
    } keep{module, keptModule};
    {
      std::optional<TimingManager::Scope> scope;
      if (timing) scope.emplace(*timing, timing->getTimer("Parser"));
      module = parseSourceBuffer(ctx, buffer, chunk.begin, chunk.end);
      // After the last chunk, the text is only read again for diagnostics.
      if (chunk.end == buffer->getContents().size()) buffer->releasePages();
      if (!module) return failure();
      if (failed(verify(module.get()))) return failure();
    }
    if (config.verifyRoundtrip && failed(verifyRoundtrip(module.get()))) return failure();
    if (config.verifySemantics) {
      if (failed(runPipelineCheckingSemantics(module.get(), pm, config.semantics))) return failure();
    } else if (failed(pm.run(module.get()))) {
      return failure();
    }
    std::optional<TimingManager::Scope> scope;
    if (timing) scope.emplace(*timing, timing->getTimer("Output"));
    if (config.emit != "mlir") {
      std::ostringstream os;
      lower::EmitCOptions options;
      options.entry = config.emitCEntry;
      options.locations = config.emitCLocations;
      options.lineDirectives = config.emitCLineDirectives;
      options.cFileName = config.output;
      LogicalResult emitted =
          config.emit == "c" ? lower::emitC(module.get(), os, options) : lower::emitCHeader(module.get(), os);
      if (failed(emitted)) return failure();
      if (stream)
        *stream << os.str();
      else
        out += os.str();
      return success();
    }
    if (stream) {
      printOperation(module.get(), *stream, printingFlags);
      *stream << '\n';
      return success();
    }
    printOperation(module.get(), out, printingFlags);
    out += '\n';
    return success();
  }
};

void writeStdout(const std::string &text) {
  std::fwrite(text.data(), 1, text.size(), stdout);
  std::fflush(stdout);
}

/// Where tbufOptMainThenExit's run leaves the context and the last chunk's
/// module instead of freeing them.
struct LeftForExit {
  std::unique_ptr<Context> context;
  OwningOpRef module;
};

int runOptMain(int argc, char **argv, bool &readTheInput, LeftForExit *leftForExit) {
  readTheInput = false;
  OptConfig config;
  if (std::optional<int> exitCode = parseCommandLine(argc, argv, config)) return *exitCode;

  auto context = std::make_unique<Context>();
  Context &ctx = *context;
  // Destroyed after everything declared below (which may refer to the
  // context), and before `context`, which it empties when handing over.
  struct HandOver {
    std::unique_ptr<Context> &context;
    LeftForExit *left;
    ~HandOver() {
      if (left) left->context = std::move(context);
    }
  } handOver{context, leftForExit};
  // Every dialect, model and pass, as the public API registers them; the
  // `test` dialect is registered open (tbuf/tbuf.h registerAll).
  registerAll(ctx);
  // tbuf keeps ops of unknown dialects as opaque ops (Context's default);
  // as mlir-opt: ops of unknown dialects need --allow-unregistered-dialect.
  ctx.allowUnregisteredDialects(config.allowUnregistered);

  std::unique_ptr<PassManager> pm = buildPassManager(ctx, config);
  if (!pm) return kExitUsage;
  if (config.dumpPassPipeline) {
    std::string text = fmt::format("Pass Manager with {} passes:\n", pm->size());
    pm->printPipeline(text);
    text += "\n\n";
    std::fwrite(text.data(), 1, text.size(), stderr);
  }

  std::optional<TimingManager> timing;
  if (config.timing) {
    timing.emplace();
    pm->addInstrumentation(timing->createPassInstrumentation());
  }
  PrintingFlags printingFlags;
  printingFlags.printGenericOpForm = config.printGeneric;
  printingFlags.printLocations = config.printDebugInfo;
  printingFlags.useLocalScope = config.printLocalScope;
  if (config.elideElementsAttrsIfLarger) printingFlags.elideElementsAttrIfLarger = *config.elideElementsAttrsIfLarger;
  // Passes that quote values (dump-alias-sets) name them as this print will.
  setCommandLinePrintingFlags(printingFlags);
  if (config.irPrinting.enabled()) {
    IRPrintingConfig irConfig = config.irPrinting;
    irConfig.flags = printingFlags;
    pm->addInstrumentation(createIRPrinterInstrumentation(std::move(irConfig)));
  }
  if (config.verifyEach) pm->enableVerifier([](Operation *op) { return verify(op); });

  readTheInput = true;
  const SourceBuffer *buffer = addInput(ctx, config.input);
  if (!buffer) {
    printError(fmt::format("cannot open input file '{}': {}", config.input, std::strerror(errno)));
    return kExitFailure;
  }

  std::optional<DiagnosticVerifier> verifier;
  // mlir-opt drops the "see current operation" notes under --verify-diagnostics.
  ctx.printOpOnDiagnostic(config.verifyDiagnostics.empty());
  if (!config.verifyDiagnostics.empty())
    verifier.emplace(ctx, buffer, /*onlyExpected=*/config.verifyDiagnostics == "only-expected");

  std::vector<SourceChunk> chunks;
  if (config.splitInputFile) {
    std::vector<Location> nearMisses;
    chunks = splitInputBuffer(buffer, nearMisses);
    for (Location loc : nearMisses) {
      Diagnostic warning{loc, Severity::Warning, "near miss with file split marker", {}};
      std::string text = warning.str();
      std::fwrite(text.data(), 1, text.size(), stderr);
    }
  } else {
    chunks.push_back({0, buffer->getContents().size()});
  }

  Driver driver{ctx, config, *pm, timing ? &*timing : nullptr, printingFlags};
  if (leftForExit) driver.keptModule = &leftForExit->module;
  // `-o FILE` is written while printing, so a large module's text is never
  // held whole; as mlir-opt's output file, it is removed if the run fails.
  // Standard output is collected and written at the end, after diagnostics.
  const std::string outputPath = resolveUserPath(config.output);
  std::ofstream outputFile;
  if (config.output != "-") {
    errno = 0;
    outputFile.open(outputPath, std::ios::binary | std::ios::trunc);
    if (!outputFile) {
      printError(fmt::format("cannot write output file '{}': {}", config.output, std::strerror(errno)));
      return kExitFailure;
    }
    driver.stream = &outputFile;
  }
  std::string output;
  bool hadFailure = false;
  for (size_t i = 0; i < chunks.size(); ++i) {
    if (i) {
      if (driver.stream)
        *driver.stream << kSplitMarker << '\n';
      else
        output += std::string(kSplitMarker) + "\n";
    }
    if (failed(driver.processChunk(buffer, chunks[i], output))) hadFailure = true;
  }

  if (config.statistics) {
    std::string text = formatPassStatistics(
        *pm, config.statisticsDisplay == "list" ? PassDisplayMode::List : PassDisplayMode::Pipeline);
    std::fwrite(text.data(), 1, text.size(), stderr);
  }

  int exitCode = hadFailure ? kExitFailure : kExitSuccess;
  if (verifier) {
    exitCode = succeeded(verifier->verify()) ? kExitSuccess : kExitFailure;
    verifier.reset();
  }
  if (driver.stream) {
    outputFile.close();
    if (exitCode == kExitSuccess && !outputFile) {
      printError(fmt::format("cannot write output file '{}': {}", config.output, std::strerror(errno)));
      exitCode = kExitFailure;
    }
    // Only a regular file is removed (never /dev/null or a pipe).
    struct stat st;
    if (exitCode != kExitSuccess && ::stat(outputPath.c_str(), &st) == 0 && S_ISREG(st.st_mode))
      std::remove(outputPath.c_str());
  } else {
    writeStdout(output);
  }
  if (timing) {
    std::string text = timing->report();
    std::fwrite(text.data(), 1, text.size(), stderr);
  }
  return exitCode;
}

}  // namespace

int tbufOptMain(int argc, char **argv) {
  bool readTheInput = false;
  return tbufOptMain(argc, argv, readTheInput);
}

int tbufOptMain(int argc, char **argv, bool &readTheInput) { return runOptMain(argc, argv, readTheInput, nullptr); }

int tbufOptMainThenExit(int argc, char **argv) {
  // Never destroyed: what it holds stays reachable until the process ends.
  static LeftForExit *const left = new LeftForExit();
  bool readTheInput = false;
  return runOptMain(argc, argv, readTheInput, left);
}

}  // namespace tbuf

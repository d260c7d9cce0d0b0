// `tbuf explain`: see tools/tbuf_explain.h. The pass manager is built as the
// driver builds it (tools/tbuf_pipeline.h), the explanation by
// explain::explainModule, the output by the renderers of explain/render.h.
#include "tools/tbuf_explain.h"

#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "explain/explain.h"
#include "explain/render.h"
#include "fmt/format.h"
#include "ir/pass/pass_registry.h"
#include "tbuf/tbuf.h"
#include "tools/tbuf_pipeline.h"

namespace tbuf {

namespace {

constexpr int kExitFailure = 1;
constexpr int kExitUsage = 2;

void printError(const std::string &message) { std::fprintf(stderr, "tbuf explain: error: %s\n", message.c_str()); }

enum class Format { Text, Json, Html };

struct ExplainConfig {
  std::string input;
  std::string output;  ///< -o; empty: stdout
  Format format = Format::Text;
  std::string passPipeline;
  PassFlagList passFlags;
};

/// The value of `--name=V` / `--name V` / `-name ...` at argv[i] (advancing
/// i for the separate form); nullopt with an error printed when missing.
std::optional<std::string> takeValue(int argc, char **argv, int &i, const std::string &arg, size_t nameEnd) {
  if (nameEnd != std::string::npos) {
    std::string value = arg.substr(nameEnd + 1);
    if (value.empty()) {
      printError(fmt::format("{}: empty value", arg.substr(0, nameEnd)));
      return std::nullopt;
    }
    return value;
  }
  if (i + 1 >= argc || std::string(argv[i + 1]).empty()) {
    printError(fmt::format("{} needs a value", arg));
    return std::nullopt;
  }
  return std::string(argv[++i]);
}

std::optional<int> parseArguments(int argc, char **argv, ExplainConfig &config) {
  bool onlyPositional = false;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    if (!onlyPositional && arg == "--") {
      onlyPositional = true;
      continue;
    }
    if (onlyPositional || arg.size() < 2 || arg[0] != '-') {
      if (!config.input.empty()) {
        printError(fmt::format("more than one input file ('{}' and '{}')", config.input, arg));
        return kExitUsage;
      }
      config.input = arg;
      continue;
    }
    std::string body = arg.substr(arg[1] == '-' ? 2 : 1);
    size_t eq = body.find('=');
    std::string name = body.substr(0, eq);
    if (name == "h" || name == "help") {
      std::printf(
          "Usage: tbuf explain FILE [--format=text|json|html] [-o OUT] [pass flags | --pass-pipeline=...]\n"
          "Runs the pass pipeline (default, tbuf run's without --plan-buffers: --one-shot-bufferize=bufferize-function-boundaries\n"
          "--buffer-deallocation-pipeline --canonicalize) and explains every decision with file:line:col:\n"
          "each in-place and out-of-place operand (the read-after-write conflict or other cause), each\n"
          "allocation and copy (which tensor op and why), each free, conditional free and clone (the\n"
          "ownership reasoning), the alias and equivalence sets, and a summary per function. Text is\n"
          "coloured when written to a terminal; JSON follows the schema in docs/explain.md; HTML is one\n"
          "self-contained page.\n");
      return 0;
    }
    size_t nameEnd = eq == std::string::npos ? std::string::npos : arg.find('=');
    if (name == "format") {
      std::optional<std::string> value = takeValue(argc, argv, i, arg, nameEnd);
      if (!value) return kExitUsage;
      if (*value == "text")
        config.format = Format::Text;
      else if (*value == "json")
        config.format = Format::Json;
      else if (*value == "html")
        config.format = Format::Html;
      else {
        printError(fmt::format("--format: unknown format '{}' (text, json or html)", *value));
        return kExitUsage;
      }
      continue;
    }
    if (name == "o") {
      std::optional<std::string> value = takeValue(argc, argv, i, arg, nameEnd);
      if (!value) return kExitUsage;
      config.output = *value;
      continue;
    }
    if (name == "pass-pipeline") {
      std::optional<std::string> value = takeValue(argc, argv, i, arg, nameEnd);
      if (!value) return kExitUsage;
      config.passPipeline = *value;
      continue;
    }
    if (lookupPassInfo(name) || lookupPassPipelineInfo(name)) {
      config.passFlags.emplace_back(name, eq == std::string::npos ? std::string() : body.substr(eq + 1));
      continue;
    }
    printError(fmt::format("unknown flag or pass '{}' (run 'tbuf explain --help')", arg));
    return kExitUsage;
  }
  if (config.input.empty()) {
    printError("no input file (usage: tbuf explain FILE [--format=text|json|html] [pass flags])");
    return kExitUsage;
  }
  if (!config.passPipeline.empty() && !config.passFlags.empty()) {
    printError("'--pass-pipeline' can't be used with individual pass flags (--" + config.passFlags[0].first + ")");
    return kExitUsage;
  }
  if (config.passPipeline.empty() && config.passFlags.empty())
    config.passFlags = {{"one-shot-bufferize", "bufferize-function-boundaries"},
                        {"buffer-deallocation-pipeline", ""},
                        {"canonicalize", ""}};
  return std::nullopt;
}

}  // namespace

int tbufExplainMain(int argc, char **argv) {
  ExplainConfig config;
  if (std::optional<int> exit = parseArguments(argc, argv, config)) return *exit;
  Context ctx;
  registerAll(ctx);
  OwningOpRef module = parseSourceFile(ctx, config.input);
  if (!module) return kExitFailure;
  if (failed(verify(module.get()))) return kExitFailure;
  std::string error;
  std::unique_ptr<PassManager> pm = buildPassManager(ctx, config.passPipeline, config.passFlags, error);
  if (!pm) {
    printError(error);
    return kExitUsage;
  }
  pm->enableVerifier([](Operation *op) { return verify(op); });
  std::optional<explain::Explanation> explanation = explain::explainModule(module.get(), *pm);
  if (!explanation) return kExitFailure;

  bool toFile = !config.output.empty() && config.output != "-";
  std::string text;
  switch (config.format) {
    case Format::Text: text = explain::renderText(*explanation, !toFile && isatty(STDOUT_FILENO)); break;
    case Format::Json: text = explain::renderJson(*explanation); break;
    case Format::Html: text = explain::renderHtml(*explanation); break;
  }
  if (!toFile) {
    std::fwrite(text.data(), 1, text.size(), stdout);
    return 0;
  }
  std::ofstream out(config.output, std::ios::binary);
  out << text;
  if (!out) {
    printError(fmt::format("cannot write '{}'", config.output));
    return kExitFailure;
  }
  return 0;
}

}  // namespace tbuf

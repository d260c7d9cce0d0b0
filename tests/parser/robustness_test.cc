// Robustness of the parser under AddressSanitizer (built by asan_cc_test, so
// the parser, the core and the dialects are instrumented too): every file of
// tests/corpus and tests/malformed, split on `// -----` like
// `--split-input-file`, is parsed as is, truncated at many points, and with
// deterministic random mutations. The parser must never crash or leak, and
// every failed parse must report at least one error with a real location.
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

#include <gtest/gtest.h>

#include "dialects/register.h"
#include "dialects/test/test_ops.h"
#include "ir/parser/parser.h"
#include "parser_test_util.h"

namespace tbuf {
namespace {

using testing::DiagCapture;

std::vector<std::filesystem::path> inputFiles() {
  std::vector<std::filesystem::path> files;
  for (const char *dir : {"tests/corpus", "tests/malformed"}) {
    if (!std::filesystem::exists(dir)) continue;
    for (const auto &entry : std::filesystem::directory_iterator(dir)) {
      std::string name = entry.path().filename().string();
      if (name.find(".mlir") != std::string::npos) files.push_back(entry.path());
    }
  }
  std::sort(files.begin(), files.end());
  return files;
}

std::string readFile(const std::filesystem::path &path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

/// Byte ranges of the `// -----` chunks, as mlir-opt --split-input-file cuts them.
std::vector<std::pair<size_t, size_t>> splitChunks(const std::string &text) {
  std::vector<std::pair<size_t, size_t>> chunks;
  size_t start = 0, pos = 0;
  while (true) {
    size_t marker = text.find("// -----", pos);
    if (marker == std::string::npos) {
      chunks.push_back({start, text.size()});
      return chunks;
    }
    size_t lineStart = text.rfind('\n', marker);
    lineStart = lineStart == std::string::npos ? 0 : lineStart + 1;
    size_t lineEnd = text.find('\n', marker);
    lineEnd = lineEnd == std::string::npos ? text.size() : lineEnd + 1;
    chunks.push_back({start, lineStart});
    start = pos = lineEnd;
  }
}

struct Stats {
  size_t parsed = 0, succeeded = 0;
};

/// Parses `text` (in a fresh context with all dialects) and checks the
/// outcome is either IR or located errors.
void parseAndCheck(const std::string &name, const std::string &text, Stats &stats) {
  Context ctx;
  registerAllDialects(ctx);
  registerTestDialectOps(ctx);
  DiagCapture capture(ctx);
  const SourceBuffer *buffer = ctx.getSourceManager().addBuffer(name, text);
  OwningOpRef op = parseSourceBuffer(ctx, buffer);
  ++stats.parsed;
  if (op) {
    ++stats.succeeded;
    return;
  }
  std::vector<testing::CapturedDiag> errors = capture.errors();
  ASSERT_FALSE(errors.empty()) << "failure without diagnostic: " << name << "\n" << text;
  for (const testing::CapturedDiag &e : errors) {
    EXPECT_TRUE(e.hasBuffer && e.line >= 1 && e.col >= 1)
        << "unlocated error '" << e.message << "' in " << name << "\n" << text;
  }
}

TEST(ParserRobustness, CorpusAndMalformedFiles) {
  std::vector<std::filesystem::path> files = inputFiles();
  ASSERT_FALSE(files.empty()) << "no input files in the runfiles";
  Stats stats;
  for (const auto &path : files) {
    std::string text = readFile(path);
    for (auto [begin, end] : splitChunks(text)) {
      std::string chunk = text.substr(begin, end - begin);
      parseAndCheck(path.string(), chunk, stats);
    }
  }
  EXPECT_GT(stats.succeeded, 0u);
}

TEST(ParserRobustness, TruncatedInputs) {
  Stats stats;
  for (const auto &path : inputFiles()) {
    std::string text = readFile(path);
    for (auto [begin, end] : splitChunks(text)) {
      std::string chunk = text.substr(begin, end - begin);
      size_t cuts = std::min<size_t>(chunk.size(), 24);
      for (size_t i = 1; i < cuts; ++i) {
        size_t cut = chunk.size() * i / cuts;
        parseAndCheck(path.string() + " (truncated)", chunk.substr(0, cut), stats);
      }
    }
  }
  EXPECT_GT(stats.parsed, 100u);
}

TEST(ParserRobustness, MutatedInputs) {
  static const char kInteresting[] = "{}()[]<>%^#!@\":,=-+*?x0123456789.\n\\ `\0\xff";
  std::mt19937 rng(12345);
  Stats stats;
  for (const auto &path : inputFiles()) {
    std::string text = readFile(path);
    for (auto [begin, end] : splitChunks(text)) {
      std::string chunk = text.substr(begin, end - begin);
      if (chunk.empty()) continue;
      for (int round = 0; round < 24; ++round) {
        std::string mutated = chunk;
        int edits = 1 + static_cast<int>(rng() % 3);
        for (int e = 0; e < edits && !mutated.empty(); ++e) {
          size_t pos = rng() % mutated.size();
          switch (rng() % 4) {
            case 0:  // replace a byte
              mutated[pos] = kInteresting[rng() % (sizeof(kInteresting) - 1)];
              break;
            case 1:  // delete a span
              mutated.erase(pos, 1 + rng() % 8);
              break;
            case 2:  // insert a byte
              mutated.insert(mutated.begin() + pos, kInteresting[rng() % (sizeof(kInteresting) - 1)]);
              break;
            default: {  // duplicate a span elsewhere
              size_t len = 1 + rng() % 16;
              std::string span = mutated.substr(pos, len);
              mutated.insert(rng() % mutated.size(), span);
              break;
            }
          }
        }
        parseAndCheck(path.string() + " (mutated)", mutated, stats);
      }
    }
  }
  EXPECT_GT(stats.parsed, 100u);
}

TEST(ParserRobustness, DeepNestingUnderAsan) {
  Stats stats;
  std::string regions;
  for (int i = 0; i < 3000; ++i) regions += "\"foo.op\"() ({\n";
  parseAndCheck("regions", regions, stats);
  std::string funcs;
  for (int i = 0; i < 3000; ++i) funcs += "func.func @f" + std::to_string(i) + "() {\n scf.execute_region {\n";
  parseAndCheck("funcs", funcs, stats);
  parseAndCheck("attrs", "\"foo.op\"() {a = " + std::string(200000, '['), stats);
  parseAndCheck("dense", "\"foo.op\"() {a = dense<" + std::string(200000, '['), stats);
  parseAndCheck("types", "\"foo.op\"() : (" + std::string(200000, '('), stats);
  parseAndCheck("dialect", "\"foo.op\"() {a = #foo.x" + std::string(200000, '<'), stats);
  EXPECT_EQ(stats.succeeded, 0u);
}

}  // namespace
}  // namespace tbuf

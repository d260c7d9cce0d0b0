// Round trip of the whole corpus against mlir-opt: every tests/corpus/FILE.mlir
// is split at `// -----` (as --split-input-file), each chunk parsed with all
// dialects registered and printed in custom and generic form, and the outputs,
// joined as mlir-opt joins them, compared with FILE.mlir.expected and
// FILE.mlir.generic (mlir-opt-22's outputs, see tests/corpus/regen.sh).
// Each mismatching chunk is reported with its first differing line.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "dialects/register.h"
#include "dialects/test/test_ops.h"
#include "ir/parser/parser.h"
#include "ir/printer/printer.h"

namespace tbuf {
namespace {

constexpr std::string_view kCorpusDir = "tests/corpus";
constexpr std::string_view kSplitMarker = "// -----";

std::string readFile(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

/// Byte ranges between `// -----` markers (mlir-opt's --split-input-file:
/// the next chunk starts right after the marker).
std::vector<std::pair<size_t, size_t>> splitInput(std::string_view text) {
  std::vector<std::pair<size_t, size_t>> chunks;
  size_t begin = 0;
  for (size_t pos = text.find(kSplitMarker); pos != std::string_view::npos; pos = text.find(kSplitMarker, begin)) {
    chunks.push_back({begin, pos});
    begin = pos + kSplitMarker.size();
  }
  chunks.push_back({begin, text.size()});
  return chunks;
}

/// The per-chunk outputs of an mlir-opt output file (chunks joined by a
/// `// -----` line).
std::vector<std::string> splitOutput(const std::string &text) {
  std::vector<std::string> chunks(1);
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    if (line == kSplitMarker) {
      chunks.emplace_back();
      continue;
    }
    chunks.back() += line + "\n";
  }
  return chunks;
}

/// "line N: got `...`, want `...`" for the first differing line.
std::string firstDifference(const std::string &got, const std::string &want) {
  std::istringstream g(got), w(want);
  std::string gl, wl;
  for (int line = 1;; ++line) {
    bool hasG = static_cast<bool>(std::getline(g, gl)), hasW = static_cast<bool>(std::getline(w, wl));
    if (!hasG && !hasW) return "only whitespace at the end differs";
    if (!hasG) gl = "<end>";
    if (!hasW) wl = "<end>";
    if (gl != wl || !hasG || !hasW) return "line " + std::to_string(line) + ":\n  got:  " + gl + "\n  want: " + wl;
  }
}

std::vector<std::string> corpusFiles() {
  std::vector<std::string> files;
  for (const auto &entry : std::filesystem::directory_iterator(std::string(kCorpusDir)))
    if (entry.path().extension() == ".mlir") files.push_back(entry.path().filename().string());
  std::sort(files.begin(), files.end());
  return files;
}

class CorpusTest : public ::testing::TestWithParam<std::string> {};

TEST_P(CorpusTest, PrintsLikeMlirOpt) {
  std::string path = std::string(kCorpusDir) + "/" + GetParam();
  std::string source = readFile(path);
  ASSERT_FALSE(source.empty()) << path;
  std::vector<std::string> expected = splitOutput(readFile(path + ".expected"));
  std::vector<std::string> generic = splitOutput(readFile(path + ".generic"));
  std::vector<std::pair<size_t, size_t>> chunks = splitInput(source);
  ASSERT_EQ(chunks.size(), expected.size()) << "chunk count of " << path << ".expected";
  ASSERT_EQ(chunks.size(), generic.size()) << "chunk count of " << path << ".generic";

  int mismatches = 0;
  for (size_t i = 0; i < chunks.size(); ++i) {
    Context ctx;
    registerAllDialects(ctx);
    registerTestDialectOps(ctx);
    ctx.allowUnregisteredDialects(true);
    std::string diagnostics;
    ctx.getDiagEngine().setHandler([&](const Diagnostic &d) { diagnostics += d.str() + "\n"; });
    const SourceBuffer *buffer = ctx.getSourceManager().addBuffer(GetParam(), source);
    OwningOpRef module = parseSourceBuffer(ctx, buffer, chunks[i].first, chunks[i].second);
    if (!module) {
      ++mismatches;
      ADD_FAILURE() << GetParam() << " chunk " << i << " does not parse:\n" << diagnostics;
      continue;
    }
    // mlir-opt writes a newline after the printed top-level op.
    std::string pretty = printToString(module.get()) + "\n";
    PrintingFlags genericFlags;
    genericFlags.printGenericOpForm = true;
    std::string genericText = printToString(module.get(), genericFlags) + "\n";
    if (pretty != expected[i]) {
      ++mismatches;
      ADD_FAILURE() << GetParam() << " chunk " << i << " (custom form) " << firstDifference(pretty, expected[i]);
    }
    if (genericText != generic[i]) {
      ++mismatches;
      ADD_FAILURE() << GetParam() << " chunk " << i << " (generic form) " << firstDifference(genericText, generic[i]);
    }
  }
  EXPECT_EQ(mismatches, 0) << "of " << 2 * chunks.size() << " printed chunks";
}

INSTANTIATE_TEST_SUITE_P(Corpus, CorpusTest, ::testing::ValuesIn(corpusFiles()),
                         [](const ::testing::TestParamInfo<std::string> &info) {
                           std::string name = info.param.substr(0, info.param.find('.'));
                           return name;
                         });

}  // namespace
}  // namespace tbuf

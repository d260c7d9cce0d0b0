// Helpers of the scf/bufferization dialect tests: reading the data files,
// splitting them at `// -----` the way mlir-opt's --split-input-file does, and
// a Context with the dialects the test inputs use.
#pragma once

#include <fstream>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "dialects/register.h"
#include "dialects/test/test_ops.h"
#include "ir/context.h"

namespace tbuf::testing {

inline constexpr std::string_view kSplitMarker = "// -----";

/// Contents of a data file (runfiles-relative path); empty if unreadable.
inline std::string readFile(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

/// Byte ranges of the chunks of an input file: each chunk ends at a
/// `// -----` marker and the next starts right after it.
inline std::vector<std::pair<size_t, size_t>> splitInput(std::string_view text) {
  std::vector<std::pair<size_t, size_t>> chunks;
  size_t begin = 0;
  for (size_t pos = text.find(kSplitMarker); pos != std::string_view::npos; pos = text.find(kSplitMarker, begin)) {
    chunks.push_back({begin, pos});
    begin = pos + kSplitMarker.size();
  }
  chunks.push_back({begin, text.size()});
  return chunks;
}

/// mlir-opt's output for each chunk (the file is the chunks' outputs joined
/// by `// -----` lines).
inline std::vector<std::string> splitOutput(std::string_view text) {
  std::vector<std::string> out;
  for (auto [b, e] : splitInput(text)) out.emplace_back(text.substr(b, e - b));
  return out;
}

/// Drops leading and trailing whitespace (the outputs differ only in the
/// blank lines around the split markers).
inline std::string trim(std::string_view s) {
  size_t b = s.find_first_not_of(" \n");
  if (b == std::string_view::npos) return "";
  size_t e = s.find_last_not_of(" \n");
  return std::string(s.substr(b, e - b + 1));
}

/// A context with every tbuf dialect registered.
inline void registerDialects(Context &ctx) { registerAllDialects(ctx); registerTestDialectOps(ctx); }

}  // namespace tbuf::testing

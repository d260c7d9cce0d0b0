// Shared by the tensor/memref canonicalize golden test and its dev tool: runs
// tbuf's `--canonicalize` on every `// -----` chunk of an .mlir file and
// prints the result the way `mlir-opt-22 --split-input-file --canonicalize`
// does (each module followed by a blank line, chunks joined by `// -----`).
// The constant materializers of the dialects whose folds produce attributes
// (tensor and memref build arith.constant, as in MLIR) are registered here:
// the tensor and memref libraries cannot register them themselves yet.
#pragma once

#include <fstream>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "dialects/register.h"
#include "ir/context.h"
#include "ir/parser.h"
#include "ir/printer.h"
#include "ir/verifier.h"
#include "transforms/canonicalize.h"
#include "transforms/fold_utils.h"

namespace tbuf::tm_canon_test {

inline std::string readFile(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

/// Byte ranges of the chunks between `// -----` markers.
inline std::vector<std::pair<size_t, size_t>> splitChunks(std::string_view text) {
  static constexpr std::string_view kMarker = "// -----";
  std::vector<std::pair<size_t, size_t>> chunks;
  size_t begin = 0;
  for (size_t pos = text.find(kMarker); pos != std::string_view::npos; pos = text.find(kMarker, begin)) {
    chunks.push_back({begin, pos});
    begin = pos + kMarker.size();
  }
  chunks.push_back({begin, text.size()});
  return chunks;
}

/// The canonicalized output of `input` (named `name` in diagnostics), or an
/// error message starting with "error:" if a chunk does not parse/verify
/// before or after canonicalization.
inline std::string canonicalizeFile(const std::string &name, const std::string &input) {
  Context ctx;
  registerAllDialects(ctx);
  registerDefaultConstantMaterializers(ctx);
  std::string diags;
  ctx.getDiagEngine().setHandler([&](const Diagnostic &d) { diags += d.str() + "\n"; });
  const SourceBuffer *buffer = ctx.getSourceManager().addBuffer(name, input);
  std::string out;
  bool first = true;
  for (auto [begin, end] : splitChunks(input)) {
    if (!first) out += "// -----\n";
    first = false;
    OwningOpRef module = parseSourceBuffer(ctx, buffer, begin, end);
    if (!module || failed(verify(module.get()))) return "error: input does not parse/verify:\n" + diags;
    (void)canonicalize(module.get());
    if (failed(verify(module.get())))
      return "error: canonicalized IR does not verify:\n" + diags + printToString(module.get());
    std::string text = printToString(module.get());
    if (text.empty() || text.back() != '\n') text += '\n';
    out += text + "\n";
  }
  return out;
}

}  // namespace tbuf::tm_canon_test

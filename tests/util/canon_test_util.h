// Shared by the canonicalize golden tests (tests/canonicalize_scf,
// tests/canonicalize_tm) and their dev tools: runs tbuf's `--canonicalize` on
// every `// -----` chunk of an .mlir file and prints the result the way
// `mlir-opt-22 --split-input-file --canonicalize` does (each module followed
// by a blank line, chunks joined by `// -----` lines). The constant
// materializers of every dialect whose folds produce attributes are
// registered (registerDefaultConstantMaterializers), as mlir-opt has them.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "dialects/register.h"
#include "dialects/test/test_ops.h"
#include "ir/context.h"
#include "ir/parser/parser.h"
#include "ir/printer/printer.h"
#include "ir/verifier/verifier.h"
#include "tests/util/test_util.h"
#include "transforms/canonicalize.h"
#include "transforms/fold_utils.h"

namespace tbuf::test_util {

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
/// before or after canonicalization. `setup` (optional) may adjust the
/// context after the dialects and materializers are registered.
inline std::string canonicalizeFile(const std::string &name, const std::string &input,
                                    const std::function<void(Context &)> &setup = nullptr) {
  Context ctx;
  registerAllDialects(ctx);
  registerTestDialectOps(ctx);
  registerDefaultConstantMaterializers(ctx);
  if (setup) setup(ctx);
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

}  // namespace tbuf::test_util

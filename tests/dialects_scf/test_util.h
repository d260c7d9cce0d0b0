// Helpers of the scf/bufferization dialect tests: reading the data files,
// splitting them at `// -----` the way mlir-opt's --split-input-file does, a
// Context with the dialects the test inputs use, and the fixture of the API
// tests that build ops into a module.
#pragma once

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "dialects/register.h"
#include "dialects/test/test_ops.h"
#include "ir/builder.h"
#include "ir/builtin_ops.h"
#include "ir/context.h"
#include "ir/parser/parser.h"
#include "ir/printer/printer.h"
#include "ir/verifier/verifier.h"

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

/// An empty module to build ops into, with every dialect registered and the
/// diagnostics collected in `diags`.
class ModuleBuilderTest : public ::testing::Test {
 protected:
  ModuleBuilderTest() : b(&ctx) {
    registerDialects(ctx);
    ctx.getDiagEngine().setHandler([this](const Diagnostic &d) { diags += d.str() + "\n"; });
    module = OwningOpRef(ModuleOp::create(&ctx, loc).getOperation());
    b.setInsertionPointToEnd(ModuleOp(module.get()).getBody());
  }

  /// `%0:n = "test.source"() : () -> (types)`: values to build with.
  std::vector<Value> source(std::vector<Type> types) {
    OperationState state(&ctx, loc, "test.source");
    state.addTypes(types);
    return b.create(state)->getResults().vec();
  }

  /// Verifies the module and returns its text.
  std::string verifiedText() {
    EXPECT_TRUE(succeeded(verify(module.get()))) << diags;
    return printToString(module.get());
  }

  /// Parses and verifies `text` (kept in `parsed`); the first op of kind OpT
  /// in it.
  template <typename OpT>
  OpT parseAndFind(std::string_view text) {
    parsed = parseSourceString(ctx, text, "api.mlir");
    EXPECT_TRUE(parsed) << diags;
    if (!parsed) return OpT();
    EXPECT_TRUE(succeeded(verify(parsed.get()))) << diags;
    OpT found;
    parsed->walk<WalkOrder::PreOrder>([&](OpT op) {
      if (!found) found = op;
    });
    return found;
  }

  Context ctx;
  OpBuilder b;
  Location loc;
  OwningOpRef module, parsed;
  std::string diags;
};

}  // namespace tbuf::testing

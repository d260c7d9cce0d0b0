// Helpers shared by the dialect and canonicalization tests: reading data
// files, splitting them as mlir-opt's --split-input-file does (input and
// output), and parsing/verifying/printing chunks in a context with every
// dialect registered.
#pragma once

#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "dialects/register.h"
#include "dialects/test/test_ops.h"
#include "ir/context.h"
#include "ir/parser/parser.h"
#include "ir/printer/printer.h"
#include "ir/verifier/verifier.h"

namespace tbuf::test_util {

/// Contents of a runfile (paths relative to the workspace root); empty if missing.
inline std::string readFile(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

/// Splits an input file at `// -----` lines (the marker lines are dropped).
inline std::vector<std::string> splitInputFile(const std::string &text) {
  std::vector<std::string> chunks(1);
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    if (line.rfind("// -----", 0) == 0) {
      chunks.emplace_back();
      continue;
    }
    chunks.back() += line + "\n";
  }
  return chunks;
}

/// Drops trailing newlines (mlir-opt ends each chunk with a blank line).
inline std::string trimNewlines(std::string s) {
  while (!s.empty() && s.back() == '\n') s.pop_back();
  return s;
}

/// Splits mlir-opt --split-input-file output into per-chunk outputs.
inline std::vector<std::string> splitOutput(const std::string &text) {
  std::vector<std::string> chunks;
  size_t pos = 0;
  const std::string marker = "// -----\n";
  while (true) {
    size_t next = text.find(marker, pos);
    chunks.push_back(trimNewlines(text.substr(pos, next == std::string::npos ? std::string::npos : next - pos)));
    if (next == std::string::npos) break;
    pos = next + marker.size();
  }
  return chunks;
}

/// A context with all dialects, collecting diagnostics as text.
struct TestContext {
  TestContext() {
    registerAllDialects(ctx);
    registerTestDialectOps(ctx);
    ctx.getDiagEngine().setHandler([this](const Diagnostic &d) { diagnostics += d.str() + "\n"; });
  }
  Context ctx;
  std::string diagnostics;
};

/// Parses and verifies `text`; null (with `tc.diagnostics` set) on failure.
inline OwningOpRef parseAndVerify(TestContext &tc, std::string_view text) {
  OwningOpRef module = parseSourceString(tc.ctx, text, "test.mlir");
  if (!module) return module;
  if (failed(verify(module.get()))) return OwningOpRef();
  return module;
}

inline std::string printCustom(Operation *op) { return trimNewlines(printToString(op)); }

inline std::string printGeneric(Operation *op) {
  PrintingFlags flags;
  flags.printGenericOpForm = true;
  return trimNewlines(printToString(op, flags));
}

}  // namespace tbuf::test_util

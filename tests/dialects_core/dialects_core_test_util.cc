// Helpers of the dialect tests (see dialects_core_test_util.h).
#include "tests/dialects_core/dialects_core_test_util.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "dialects/arith/arith_ops.h"
#include "dialects/cf/cf_ops.h"
#include "dialects/func/func_ops.h"
#include "dialects/math/math_ops.h"
#include "ir/parser/parser.h"
#include "ir/printer/printer.h"
#include "ir/verifier/verifier.h"

namespace tbuf::testing {

std::unique_ptr<Context> makeContext() {
  auto ctx = std::make_unique<Context>();
  registerFuncDialect(*ctx);
  registerArithDialect(*ctx);
  registerMathDialect(*ctx);
  registerCfDialect(*ctx);
  return ctx;
}

std::string readDataFile(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  EXPECT_TRUE(in.good()) << "cannot read " << path;
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::vector<std::string> splitInputFile(std::string_view text) {
  std::vector<std::string> chunks(1);
  size_t pos = 0;
  while (pos < text.size()) {
    size_t end = text.find('\n', pos);
    std::string_view line = text.substr(pos, end == std::string_view::npos ? std::string_view::npos : end - pos + 1);
    if (line.substr(0, 8) == "// -----")
      chunks.emplace_back();
    else
      chunks.back() += line;
    if (end == std::string_view::npos) break;
    pos = end + 1;
  }
  return chunks;
}

std::string trimBlankLines(std::string_view text) {
  auto isBlank = [](std::string_view line) { return line.find_first_not_of(" \t\r") == std::string_view::npos; };
  std::vector<std::string_view> lines;
  size_t pos = 0;
  while (pos <= text.size()) {
    size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    lines.push_back(text.substr(pos, end - pos));
    pos = end + 1;
  }
  size_t first = 0, last = lines.size();
  while (first < last && isBlank(lines[first])) ++first;
  while (last > first && isBlank(lines[last - 1])) --last;
  std::string out;
  for (size_t i = first; i < last; ++i) {
    out += lines[i];
    out += '\n';
  }
  return out;
}

DiagCollector::DiagCollector(Context &ctx) : engine_(ctx.getDiagEngine()) {
  previous_ = engine_.setHandler([this](const Diagnostic &d) {
    messages_.push_back(std::to_string(d.loc.line) + ":" + std::to_string(d.loc.col) + ": " + d.message);
    for (const Diagnostic &n : d.notes)
      messages_.push_back(std::to_string(n.loc.line) + ":" + std::to_string(n.loc.col) + ": note: " + n.message);
  });
}

DiagCollector::~DiagCollector() { engine_.setHandler(previous_); }

std::string DiagCollector::joined() const {
  std::string out;
  for (const std::string &m : messages_) out += m + "\n";
  return out;
}

OwningOpRef parseAndVerify(Context &ctx, std::string_view text, std::string *diags) {
  DiagCollector collector(ctx);
  OwningOpRef module = parseSourceString(ctx, text, "input.mlir");
  if (module && failed(verify(module.get()))) module = OwningOpRef();
  if (diags) *diags = collector.joined();
  return module;
}

std::string print(Operation *op, bool generic) {
  PrintingFlags flags;
  flags.printGenericOpForm = generic;
  return printToString(op, flags);
}

}  // namespace tbuf::testing

// Shared fixture of the verifier tests: a Context with a small `test` dialect
// whose ops carry exactly the traits a test needs, a generic-form parser
// helper, and capture of emitted diagnostics.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

#include "ir/builtin_ops.h"
#include "ir/context.h"
#include "ir/diagnostics.h"
#include "ir/op_definition.h"
#include "ir/parser/parser.h"
#include "ir/verifier/verifier.h"

namespace tbuf {

class VerifierTest : public ::testing::Test {
 protected:
  VerifierTest() {
    // These tests check the verifier's own notes; the generic
    // "see current operation" note is tested by the golden error cases.
    ctx.printOpOnDiagnostic(false);
    auto reg = [&](std::string name, uint32_t traits) {
      OpDefinition def;
      def.name = std::move(name);
      def.dialect = "test";
      def.traits = traits;
      return ctx.registerOp(std::move(def));
    };
    reg("test.op", 0);
    reg("test.region", 0);
    reg("test.term", static_cast<uint32_t>(OpTrait::Terminator));
    reg("test.br", static_cast<uint32_t>(OpTrait::Terminator));
    reg("test.isolated", static_cast<uint32_t>(OpTrait::IsolatedFromAbove));
    reg("test.single", OpTrait::SingleBlock | OpTrait::NoTerminator);
    reg("test.symbol", static_cast<uint32_t>(OpTrait::Symbol));
    reg("test.same", static_cast<uint32_t>(OpTrait::SameOperandsAndResultType));
    reg("test.elementwise", static_cast<uint32_t>(OpTrait::Elementwise));
    reg("test.table", OpTrait::SymbolTable | OpTrait::NoTerminator | OpTrait::SingleBlock);
    ctx.markDialectRegistered("test");
    ctx.getDiagEngine().setHandler([this](const Diagnostic &d) { diags.push_back(d); });
  }

  /// Parses `text` (failing the test on parse errors).
  Operation *parse(std::string_view text) {
    module = parseSourceString(ctx, text, "test.mlir");
    EXPECT_TRUE(module) << "parse failed: " << allDiagnostics();
    return module.get();
  }

  /// Verifies and expects exactly one error with `message` at line:col.
  void expectError(Operation *op, std::string_view message, uint32_t line, uint32_t col) {
    diags.clear();
    EXPECT_TRUE(failed(verify(op)));
    ASSERT_EQ(diags.size(), 1u) << allDiagnostics();
    EXPECT_EQ(diags[0].severity, Severity::Error);
    EXPECT_EQ(diags[0].message, message);
    EXPECT_EQ(diags[0].loc.line, line) << diags[0].str();
    EXPECT_EQ(diags[0].loc.col, col) << diags[0].str();
  }

  void expectValid(Operation *op) {
    diags.clear();
    EXPECT_TRUE(succeeded(verify(op))) << allDiagnostics();
    EXPECT_TRUE(diags.empty()) << allDiagnostics();
  }

  /// The notes of the single captured diagnostic.
  const std::vector<Diagnostic> &notes() const { return diags.at(0).notes; }

  std::string allDiagnostics() const {
    std::string s;
    for (const Diagnostic &d : diags) s += d.str();
    return s;
  }

  /// The n-th op (pre-order) named `name` under the module.
  Operation *findOp(std::string_view name, int n = 0) {
    Operation *found = nullptr;
    module.get()->walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (op->getName() == name && n-- == 0 && !found) found = op;
    });
    return found;
  }

  Context ctx;
  OwningOpRef module;
  std::vector<Diagnostic> diags;
};

}  // namespace tbuf

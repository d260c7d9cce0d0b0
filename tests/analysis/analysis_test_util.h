// Shared fixture of the analysis unit tests: parses MLIR text with every
// dialect registered and finds ops by a `tag` attribute
// (`%0 = memref.alloc() {tag = "a"} : memref<4xf32>`), functions by name and
// blocks by position.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "dialects/register.h"
#include "dialects/test/test_ops.h"
#include "ir/attributes.h"
#include "ir/builtin_ops.h"
#include "ir/context.h"
#include "ir/diagnostics.h"
#include "ir/parser/parser.h"

namespace tbuf {

class AnalysisTest : public ::testing::Test {
 protected:
  AnalysisTest() {
    registerAllDialects(ctx);
    registerTestDialectOps(ctx);
    ctx.getDiagEngine().setHandler([this](const Diagnostic &d) { diagnostics += d.str() + "\n"; });
  }

  /// Parses `text` (failing the test on errors). Not verified: linking the
  /// verifier next to analysis/dominance clashes (both define
  /// tbuf::DominanceInfo); the inputs are checked by mlir-opt instead.
  Operation *parse(std::string_view text) {
    module = parseSourceString(ctx, text, "test.mlir");
    EXPECT_TRUE(module) << diagnostics;
    return module.get();
  }

  /// The op carrying `tag = "<tag>"` (fails the test if none).
  Operation *op(std::string_view tag) {
    Operation *found = nullptr;
    if (module)
      module->walk([&](Operation *o) {
        auto t = o->getAttrOfType<StringAttr>("tag");
        if (t && t.getValue() == tag) found = o;
      });
    EXPECT_NE(found, nullptr) << "no op tagged " << tag;
    return found;
  }
  /// Result #i of the op tagged `tag`.
  Value val(std::string_view tag, unsigned i = 0) {
    Operation *o = op(tag);
    return o ? Value(o->getResult(i)) : Value();
  }

  /// The func.func named `name`.
  Operation *func(std::string_view name) {
    Operation *found = nullptr;
    if (module)
      module->walk([&](Operation *o) {
        auto sym = o->getAttrOfType<StringAttr>("sym_name");
        if (o->getName() == "func.func" && sym && sym.getValue() == name) found = o;
      });
    EXPECT_NE(found, nullptr) << "no function " << name;
    return found;
  }
  /// Block #index of region #region of `op`.
  static Block *block(Operation *op, unsigned index, unsigned region = 0) {
    Block *b = &op->getRegion(region).front();
    for (unsigned i = 0; i < index; ++i) b = b->getNextNode();
    return b;
  }
  /// Argument #i of the entry block of `fn`.
  static Value arg(Operation *fn, unsigned i) { return fn->getRegion(0).front().getArgument(i); }

  Context ctx;
  OwningOpRef module;
  std::string diagnostics;
};

}  // namespace tbuf

// Fixture of the driver tests: a Context with every dialect and every
// bufferization model, MLIR parsing, lookup of ops by their `tag` attribute,
// diagnostics collected as text, and helpers to run the driver entry points
// and print the result.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "bufferize/analysis_state.h"
#include "bufferize/bufferize.h"
#include "bufferize/models/register.h"
#include "dialects/register.h"
#include "ir/builtin_ops.h"
#include "ir/context.h"
#include "ir/diagnostics.h"
#include "ir/parser.h"
#include "ir/printer.h"
#include "ir/rewriter.h"

namespace tbuf::bufferization::testing {

class DriverTest : public ::testing::Test {
 protected:
  DriverTest() {
    registerAllDialects(ctx);
    registerBufferizableOpInterfaceExternalModels(ctx);
    ctx.getDiagEngine().setHandler([this](const Diagnostic &d) { diagnostics += d.str() + "\n"; });
  }

  Operation *parse(std::string_view text) {
    module = parseSourceString(ctx, text, "test.mlir");
    EXPECT_TRUE(module) << diagnostics;
    return module.get();
  }

  /// The op carrying `tag = "<tag>"` (null, failing the test, if none).
  Operation *op(std::string_view tag) {
    Operation *found = nullptr;
    if (!module) return nullptr;
    module->walk([&](Operation *o) {
      if (auto a = o->getAttrOfType<StringAttr>("tag"); a && a.getValue() == tag) found = o;
    });
    EXPECT_NE(found, nullptr) << "no op tagged " << tag;
    return found;
  }

  std::string printed() { return printToString(module.get()); }

  /// Number of ops named `name` in the module.
  int count(std::string_view name) {
    int n = 0;
    module->walk([&](Operation *o) {
      if (o->getName() == name) ++n;
    });
    return n;
  }

  Context ctx;
  OwningOpRef module;
  std::string diagnostics;
  BufferizationOptions options;
  BufferizationState bufferizationState;
  IRRewriter rewriter{&ctx};
};

}  // namespace tbuf::bufferization::testing

// Fixture of the linalg bufferization tests: a context with every dialect
// and every bufferization model attached (as the tbuf driver does), parsing
// from text, ops found by their `tag` attribute, and printing.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "bufferize/analysis_state.h"
#include "bufferize/models/register.h"
#include "dialects/register.h"
#include "ir/builtin_ops.h"
#include "ir/context.h"
#include "ir/diagnostics.h"
#include "ir/parser.h"
#include "ir/printer.h"
#include "ir/rewriter.h"

namespace tbuf::bufferization::testing {

class LinalgBufferizeTest : public ::testing::Test {
 protected:
  LinalgBufferizeTest() {
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

  /// The model attached to `o` (null, failing the test, if none).
  const BufferizableOpInterface *model(Operation *o) {
    const BufferizableOpInterface *iface = o ? o->getInterface<BufferizableOpInterface>() : nullptr;
    EXPECT_NE(iface, nullptr) << "no bufferization model";
    return iface;
  }

  std::string print() { return module ? printToString(module.get()) : std::string(); }

  Context ctx;
  OwningOpRef module;
  std::string diagnostics;
  BufferizationOptions options;
};

}  // namespace tbuf::bufferization::testing

// Fixture of the module bufferization tests: a Context with every dialect
// and bufferization model, parsing, lookup of ops by `tag` attribute or of
// functions by name, and a rewriter/state for running model rewrites.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "bufferize/analysis_state.h"
#include "bufferize/models/register.h"
#include "bufferize/one_shot_analysis.h"
#include "bufferize/one_shot_module_func_state.h"
#include "dialects/func_ops.h"
#include "dialects/register.h"
#include "ir/builtin_ops.h"
#include "ir/context.h"
#include "ir/diagnostics.h"
#include "ir/parser.h"
#include "ir/printer.h"
#include "ir/rewriter.h"

namespace tbuf::bufferization::testing {

class ModuleTest : public ::testing::Test {
 protected:
  ModuleTest() {
    registerAllDialects(ctx);
    registerBufferizableOpInterfaceExternalModels(ctx);
    ctx.getDiagEngine().setHandler([this](const Diagnostic &d) { diagnostics += d.str() + "\n"; });
    options.bufferizeFunctionBoundaries = true;
  }

  Operation *parse(std::string_view text) {
    module = parseSourceString(ctx, text, "test.mlir");
    EXPECT_TRUE(module) << diagnostics;
    return module.get();
  }

  Operation *op(std::string_view tag) {
    Operation *found = nullptr;
    if (!module) return nullptr;
    module->walk([&](Operation *o) {
      if (auto a = o->getAttrOfType<StringAttr>("tag"); a && a.getValue() == tag) found = o;
    });
    EXPECT_NE(found, nullptr) << "no op tagged " << tag;
    return found;
  }

  func::FuncOp func(std::string_view name) {
    auto f = dyn_cast<func::FuncOp>(func::lookupSymbolIn(module.get(), name));
    EXPECT_TRUE(f) << "no function " << name;
    return f;
  }

  const BufferizableOpInterface *model(Operation *o) { return o->getInterface<BufferizableOpInterface>(); }

  std::string printed() { return printToString(module.get()); }

  Context ctx;
  OwningOpRef module;
  std::string diagnostics;
  BufferizationOptions options;
  BufferizationState bufferizationState;
  IRRewriter rewriter{&ctx};
};

}  // namespace tbuf::bufferization::testing

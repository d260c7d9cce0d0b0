// Fixture of the module bufferization tests: the shared bufferization test
// base (tests/util/bufferize_fixture.h) with function boundaries on, plus
// lookup of functions by name.
#pragma once

#include <string_view>

#include "bufferize/one_shot_analysis.h"
#include "bufferize/one_shot_module_func_state.h"
#include "dialects/func/func_ops.h"
#include "tests/util/bufferize_fixture.h"

namespace tbuf::bufferization::testing {

class ModuleTest : public BufferizeTest {
 protected:
  ModuleTest() { options.bufferizeFunctionBoundaries = true; }

  func::FuncOp func(std::string_view name) {
    auto f = dyn_cast<func::FuncOp>(func::lookupSymbolIn(module.get(), name));
    EXPECT_TRUE(f) << "no function " << name;
    return f;
  }
};

}  // namespace tbuf::bufferization::testing

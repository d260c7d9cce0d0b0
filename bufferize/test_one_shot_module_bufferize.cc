// test-one-shot-module-bufferize (see test_passes.h): One-Shot Module
// Bufferize with function boundaries on whatever op the pass runs on, the
// way mlir-opt's test pass drives runOneShotModuleBufferize on symbol tables
// that are not modules.
#include <cstdio>
#include <memory>
#include <string>

#include "bufferize/one_shot_module_bufferize.h"
#include "bufferize/test_passes.h"
#include "ir/operation.h"
#include "ir/pass/pass.h"
#include "ir/pass/pass_registry.h"

namespace tbuf::bufferization {

namespace {

class TestOneShotModuleBufferizePass : public Pass {
 public:
  std::string_view getArgument() const override { return "test-one-shot-module-bufferize"; }
  std::string_view getName() const override { return "TestOneShotModuleBufferizePass"; }
  std::string_view getDescription() const override { return "Pass to test One Shot Module Bufferization"; }
  LogicalResult runOnOperation(Operation *op) override {
    std::string line = "Running TestOneShotModuleBufferize on: " + std::string(op->getName()) + "\n";
    std::fputs(line.c_str(), stderr);
    BufferizationOptions options;
    options.bufferizeFunctionBoundaries = true;
    // Default-constructed options in mlir-opt's test pass: function
    // boundaries get identity layouts.
    options.functionBoundaryTypeConversion = LayoutMapOption::IdentityLayoutMap;
    BufferizationState state;
    return runOneShotModuleBufferize(op, options, state);
  }
};

}  // namespace

void registerBufferizationTestPasses() {
  registerTestTensorCopyInsertionPass();
  if (lookupPassInfo("test-one-shot-module-bufferize")) return;
  registerPass([] { return std::unique_ptr<Pass>(new TestOneShotModuleBufferizePass()); });
}

}  // namespace tbuf::bufferization

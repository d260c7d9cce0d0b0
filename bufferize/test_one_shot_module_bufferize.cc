// test-one-shot-module-bufferize (see test_passes.h): One-Shot Module
// Bufferize with function boundaries on whatever op the pass runs on, the
// way mlir-opt's test pass drives runOneShotModuleBufferize on symbol tables
// that are not modules.
#include <cstdio>
#include <memory>
#include <string>

#include "bufferize/bufferizable_op_interface.h"
#include "bufferize/one_shot_module_bufferize.h"
#include "bufferize/test_passes.h"
#include "dialects/test/test_tensor_like.h"
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
    // As mlir-opt's test pass: function boundaries get identity layouts,
    // except that a #test.tensor_encoding becomes the #test.memref_layout
    // of the same string.
    options.functionBoundaryTypeConversion = LayoutMapOption::IdentityLayoutMap;
    options.functionArgTypeConverterFn = [](TensorType type, Attribute memorySpace) -> BaseMemRefType {
      auto ranked = type.dyn_cast<RankedTensorType>();
      if (!ranked) return getMemRefTypeWithStaticIdentityLayout(type, memorySpace);
      Attribute layout = test::getMemRefLayoutForTensorEncoding(ranked.getEncoding());
      return MemRefType::get(ranked.getShape(), ranked.getElementType(), layout, memorySpace);
    };
    BufferizationState state;
    return runOneShotModuleBufferize(op, options, state);
  }
};

}  // namespace

void registerBufferizationTestPasses() {
  registerTestTensorCopyInsertionPass();
  registerTestTensorLikeAndBufferLikePass();
  if (lookupPassInfo("test-one-shot-module-bufferize")) return;
  registerPass([] { return std::unique_ptr<Pass>(new TestOneShotModuleBufferizePass()); });
}

}  // namespace tbuf::bufferization

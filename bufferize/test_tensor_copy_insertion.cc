// test-tensor-copy-insertion (see test_passes.h): Tensor Copy Insertion on
// its own, the way mlir-opt's test pass drives insertTensorCopies, so that
// MLIR's tensor-copy-insertion tests run unchanged: the analysis' out-of-place
// decisions become `bufferization.alloc_tensor() copy(...)` ops and the IR
// stays on tensors.
#include <memory>

#include "bufferize/bufferize.h"
#include "bufferize/options.h"
#include "bufferize/test_passes.h"
#include "ir/pass/pass.h"
#include "ir/pass/pass_registry.h"

namespace tbuf::bufferization {

namespace {

class TestTensorCopyInsertionPass : public Pass {
 public:
  std::string_view getArgument() const override { return "test-tensor-copy-insertion"; }
  std::string_view getName() const override { return "TestTensorCopyInsertionPass"; }
  std::string_view getDescription() const override { return "Module pass to test Tensor Copy Insertion"; }
  std::string_view getOpName() const override { return "builtin.module"; }

  LogicalResult runOnOperation(Operation *op) override {
    BufferizationOptions options;
    options.allowReturnAllocsFromLoops = allowReturnAllocsFromLoops;
    options.bufferizeFunctionBoundaries = bufferizeFunctionBoundaries;
    // No default memory space: every allocation must infer its own.
    options.mustInferMemorySpace = mustInferMemorySpace;
    BufferizationState state;
    return insertTensorCopies(op, options, state);
  }

 private:
  // Declared in mlir-opt's --help order.
  Option<bool> allowReturnAllocsFromLoops{*this, "allow-return-allocs-from-loops",
                                          "Allows returning/yielding new allocations from a loop.", false};
  Option<bool> bufferizeFunctionBoundaries{*this, "bufferize-function-boundaries", "Bufferize function boundaries.",
                                           false};
  Option<bool> mustInferMemorySpace{*this, "must-infer-memory-space",
                                    "The memory space of an memref types must always be inferred. If unset, a "
                                    "default memory space of 0 is used otherwise.",
                                    false};
};

}  // namespace

/// Registers test-tensor-copy-insertion (called from
/// registerBufferizationTestPasses).
void registerTestTensorCopyInsertionPass() {
  if (lookupPassInfo("test-tensor-copy-insertion")) return;
  registerPass([] { return std::unique_ptr<Pass>(new TestTensorCopyInsertionPass()); });
}

}  // namespace tbuf::bufferization

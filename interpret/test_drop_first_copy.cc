// test-drop-first-copy (see test_passes.h): a deliberately wrong pass for
// the bisection tests and docs. It erases one memref.copy (the first in
// pre-order over the whole module) and nothing else, which is enough to
// change what a bufferized program prints.
#include "interpret/test_passes.h"

#include <memory>

#include "ir/operation.h"
#include "ir/pass/pass.h"
#include "ir/pass/pass_registry.h"

namespace tbuf {

namespace {

class TestDropFirstCopyPass : public Pass {
 public:
  std::string_view getArgument() const override { return "test-drop-first-copy"; }
  std::string_view getName() const override { return "TestDropFirstCopyPass"; }
  std::string_view getDescription() const override {
    return "Test only: erase the first memref.copy of the module (breaks the program on purpose, to demonstrate "
           "pass bisection)";
  }
  std::string_view getOpName() const override { return "builtin.module"; }
  LogicalResult runOnOperation(Operation *module) override {
    Operation *first = nullptr;
    module->walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (op->getName() != "memref.copy") return WalkResult::advance();
      first = op;
      return WalkResult::interrupt();
    });
    if (first) first->erase();
    return success();
  }
};

}  // namespace

void registerInterpretTestPasses() {
  if (lookupPassInfo("test-drop-first-copy")) return;
  registerPass([] { return std::unique_ptr<Pass>(new TestDropFirstCopyPass()); });
}

}  // namespace tbuf

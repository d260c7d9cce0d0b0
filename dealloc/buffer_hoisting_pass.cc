// The `buffer-hoisting` and `buffer-loop-hoisting` passes (MLIR 22's
// BufferHoistingPass / BufferLoopHoistingPass, anchored on func.func). The
// algorithm is in buffer_hoisting.cc.
#include "dealloc/buffer_hoisting.h"
#include "dealloc/passes.h"
#include "ir/pass/pass.h"
#include "ir/pass/pass_registry.h"

namespace tbuf::dealloc {

namespace {

class BufferHoistingPass : public Pass {
 public:
  std::string_view getArgument() const override { return "buffer-hoisting"; }
  std::string_view getName() const override { return "BufferHoistingPass"; }
  std::string_view getDescription() const override {
    return "Optimizes placement of allocation operations by moving them into common dominators and out of nested "
           "regions";
  }
  std::string_view getOpName() const override { return "func.func"; }
  LogicalResult runOnOperation(Operation *op) override {
    HoistingStats stats = hoistBuffers(op, HoistingKind::Dominator);
    numMoved += stats.moved;
    return success();
  }

 private:
  Statistic numMoved{*this, "num-moved", "Number of allocations moved"};
};

class BufferLoopHoistingPass : public Pass {
 public:
  std::string_view getArgument() const override { return "buffer-loop-hoisting"; }
  std::string_view getName() const override { return "BufferLoopHoistingPass"; }
  std::string_view getDescription() const override {
    return "Optimizes placement of allocation operations by moving them out of loop nests";
  }
  std::string_view getOpName() const override { return "func.func"; }
  LogicalResult runOnOperation(Operation *op) override {
    HoistingStats stats = hoistBuffers(op, HoistingKind::Loop);
    numMoved += stats.moved;
    return success();
  }

 private:
  Statistic numMoved{*this, "num-moved", "Number of allocations moved out of loops"};
};

}  // namespace

void registerBufferHoistingPasses() {
  registerPass<BufferHoistingPass>();
  registerPass<BufferLoopHoistingPass>();
}

}  // namespace tbuf::dealloc

// The `plan-buffers` pass (a tbuf addition, on func.func): forwards
// read-only copies (copy_forwarding.h, option `forward-copies`), runs the
// buffer planner (plan_buffers.h), makes loops yielding a new buffer per
// iteration alternate between two (loop_ping_pong.h, option `ping-pong`),
// then arena_packing.h: peak-aware by default
// (`peak-aware-arena`), regardless of the peak with `arena`) on IR whose deallocation has been
// lowered to memref.dealloc (after buffer-deallocation-pipeline) and reports, with
// --mlir-pass-statistics, the memref.alloc ops, static bytes and static peak
// (static_memory.h) before and after, summed over functions.
#include "ir/pass/pass.h"
#include "ir/pass/pass_registry.h"
#include "plan/arena_packing.h"
#include "plan/copy_forwarding.h"
#include "plan/loop_ping_pong.h"
#include "plan/passes.h"
#include "plan/plan_buffers.h"
#include "plan/static_memory.h"

namespace tbuf::plan {

namespace {

class PlanBuffersPass : public Pass {
 public:
  std::string_view getArgument() const override { return "plan-buffers"; }
  std::string_view getName() const override { return "PlanBuffersPass"; }
  std::string_view getDescription() const override {
    return "Reuses the storage of freed heap buffers for later allocations that fit in it, moves loop-body "
           "allocations out of loops (guarded when the loop may not run) and packs entry-block buffers into one "
           "arena where the peak cannot rise (after deallocation is lowered)";
  }
  std::string_view getOpName() const override { return "func.func"; }

  LogicalResult runOnOperation(Operation *func) override {
    StaticMemory before = measureStaticMemory(func);
    if (forwardCopies) numForwarded += forwardReadOnlyCopies(func, isModuleClosed(func->getParentOp()));
    PlanCounts counts = planBuffers(func);
    if (pingPong) numPingPong += pingPongLoopBuffers(func);
    if (arena || peakAwareArena) numPacked += packEntryBlockIntoArena(func, /*peakAware=*/!arena);
    StaticMemory after = measureStaticMemory(func);
    allocationsBefore += before.allocations;
    allocationsAfter += after.allocations;
    bytesBefore += before.bytes;
    bytesAfter += after.bytes;
    peakBefore += before.peakBytes;
    peakAfter += after.peakBytes;
    numReused += counts.reused;
    numHoisted += counts.hoisted;
    numResized += counts.resized;
    numAdopted += counts.adopted;
    return success();
  }

 private:
  /// isClosedModule of `module`, computed once per module (the planner adds
  /// no op that could change the answer). False without a module.
  bool isModuleClosed(Operation *module) {
    if (!module) return false;
    if (module != closedModule_) {
      closedModule_ = module;
      closed_ = isClosedModule(module);
    }
    return closed_;
  }

  Operation *closedModule_ = nullptr;
  bool closed_ = false;
  Option<bool> arena{*this, "arena",
                     "Also pack the statically sized buffers left in each function's entry block into one i8 "
                     "allocation (memref.view slices); fewer allocation calls, possibly a higher peak",
                     false};
  Option<bool> forwardCopies{*this, "forward-copies",
                             "Let the reads of a buffer that only holds a copy of another read that buffer while it "
                             "provably keeps its elements, and drop the copy and its allocation",
                             true};
  Option<bool> peakAwareArena{*this, "peak-aware-arena",
                              "Pack the buffers left in each function's entry block into one allocation only where "
                              "that cannot raise the peak (sizes multiple of 64, no other allocation seeing fewer "
                              "live bytes than the arena)",
                              true};
  Option<bool> pingPong{*this, "ping-pong",
                        "Let an scf.for that yields a new buffer every iteration reuse the buffers of its first two "
                        "iterations in turn",
                        true};
  Statistic allocationsBefore{*this, "allocations-before", "Number of memref.alloc ops before planning"};
  Statistic allocationsAfter{*this, "allocations-after", "Number of memref.alloc ops after planning"};
  Statistic bytesBefore{*this, "static-bytes-before", "Bytes of statically sized memref.alloc ops before planning"};
  Statistic bytesAfter{*this, "static-bytes-after", "Bytes of statically sized memref.alloc ops after planning"};
  Statistic peakBefore{*this, "static-peak-bytes-before",
                       "Sum over functions of the static peak of live allocated bytes before planning"};
  Statistic peakAfter{*this, "static-peak-bytes-after",
                      "Sum over functions of the static peak of live allocated bytes after planning"};
  Statistic numReused{*this, "num-reused", "Number of allocations replaced by the storage of an earlier buffer"};
  Statistic numHoisted{*this, "num-hoisted", "Number of allocations moved out of a loop"};
  Statistic numAdopted{*this, "num-adopted",
                       "Number of escaping allocations replaced by the storage of a dead buffer"};
  Statistic numResized{*this, "num-resized",
                       "Number of reused allocations that take the start of a larger buffer's storage"};
  Statistic numForwarded{*this, "num-forwarded",
                         "Number of allocations holding a read-only copy whose reads now read the source"};
  Statistic numPingPong{*this, "num-ping-pong",
                        "Number of loops whose per-iteration buffers became two alternating ones"};
  Statistic numPacked{*this, "num-packed",
                      "Number of allocations packed into an arena (peak-aware, or any with option arena)"};
};

}  // namespace

void registerPlanPasses() { registerPass<PlanBuffersPass>(); }

}  // namespace tbuf::plan

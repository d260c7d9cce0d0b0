// Buffer hoisting, loop hoisting and promote-buffers-to-stack on inputs
// written on real ops; every expected output is mlir-opt-22's output for the
// same input and pass (generated once, pasted verbatim).
#include "gtest/gtest.h"
#include "tests/dealloc_opt/buffer_opt_fixture.h"

namespace tbuf::test_util {
namespace {

// An alloc used in one branch and in the join block moves to the entry block (before cond_br). (buffer-hoisting)
TEST(BufferOptTest, HoistCondBranchDominator) {
  const char *input = R"mlir(func.func @condBranch(%arg0: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) {
  cf.cond_br %arg0, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%arg1 : memref<2xf32>)
^bb2:
  %0 = memref.alloc() : memref<2xf32>
  memref.copy %arg1, %0 : memref<2xf32> to memref<2xf32>
  cf.br ^bb3(%0 : memref<2xf32>)
^bb3(%1: memref<2xf32>):
  memref.copy %1, %arg2 : memref<2xf32> to memref<2xf32>
  return
}
)mlir";
  const char *expected = R"mlir(module {
  func.func @condBranch(%arg0: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) {
    %alloc = memref.alloc() : memref<2xf32>
    cf.cond_br %arg0, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    cf.br ^bb3(%arg1 : memref<2xf32>)
  ^bb2:  // pred: ^bb0
    memref.copy %arg1, %alloc : memref<2xf32> to memref<2xf32>
    cf.br ^bb3(%alloc : memref<2xf32>)
  ^bb3(%0: memref<2xf32>):  // 2 preds: ^bb1, ^bb2
    memref.copy %0, %arg2 : memref<2xf32> to memref<2xf32>
    return
  }
})mlir";
  EXPECT_EQ(runPipeline(input, "func.func(buffer-hoisting)"), expected);
}

// An alloc used in one branch and in the join block moves to the entry block (before cond_br). (buffer-loop-hoisting)
TEST(BufferOptTest, HoistCondBranchLoop) {
  const char *input = R"mlir(func.func @condBranch(%arg0: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) {
  cf.cond_br %arg0, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%arg1 : memref<2xf32>)
^bb2:
  %0 = memref.alloc() : memref<2xf32>
  memref.copy %arg1, %0 : memref<2xf32> to memref<2xf32>
  cf.br ^bb3(%0 : memref<2xf32>)
^bb3(%1: memref<2xf32>):
  memref.copy %1, %arg2 : memref<2xf32> to memref<2xf32>
  return
}
)mlir";
  const char *expected = R"mlir(module {
  func.func @condBranch(%arg0: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) {
    cf.cond_br %arg0, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    cf.br ^bb3(%arg1 : memref<2xf32>)
  ^bb2:  // pred: ^bb0
    %alloc = memref.alloc() : memref<2xf32>
    memref.copy %arg1, %alloc : memref<2xf32> to memref<2xf32>
    cf.br ^bb3(%alloc : memref<2xf32>)
  ^bb3(%0: memref<2xf32>):  // 2 preds: ^bb1, ^bb2
    memref.copy %0, %arg2 : memref<2xf32> to memref<2xf32>
    return
  }
})mlir";
  EXPECT_EQ(runPipeline(input, "func.func(buffer-loop-hoisting)"), expected);
}

// A size operand defined by a block argument pins the alloc to its block. (buffer-hoisting)
TEST(BufferOptTest, HoistBlockedByBlockArgDependencyDominator) {
  const char *input = R"mlir(func.func @dynamicDependency(%arg0: i1, %arg1: memref<?xf32>, %arg2: memref<?xf32>, %arg3: index) {
  cf.cond_br %arg0, ^bb1, ^bb2(%arg3 : index)
^bb1:
  cf.br ^bb3(%arg1 : memref<?xf32>)
^bb2(%0: index):
  %1 = memref.alloc(%0) : memref<?xf32>
  memref.copy %arg1, %1 : memref<?xf32> to memref<?xf32>
  cf.br ^bb3(%1 : memref<?xf32>)
^bb3(%2: memref<?xf32>):
  memref.copy %2, %arg2 : memref<?xf32> to memref<?xf32>
  return
}
)mlir";
  const char *expected = R"mlir(module {
  func.func @dynamicDependency(%arg0: i1, %arg1: memref<?xf32>, %arg2: memref<?xf32>, %arg3: index) {
    cf.cond_br %arg0, ^bb1, ^bb2(%arg3 : index)
  ^bb1:  // pred: ^bb0
    cf.br ^bb3(%arg1 : memref<?xf32>)
  ^bb2(%0: index):  // pred: ^bb0
    %alloc = memref.alloc(%0) : memref<?xf32>
    memref.copy %arg1, %alloc : memref<?xf32> to memref<?xf32>
    cf.br ^bb3(%alloc : memref<?xf32>)
  ^bb3(%1: memref<?xf32>):  // 2 preds: ^bb1, ^bb2
    memref.copy %1, %arg2 : memref<?xf32> to memref<?xf32>
    return
  }
})mlir";
  EXPECT_EQ(runPipeline(input, "func.func(buffer-hoisting)"), expected);
}

// A size operand defined by a block argument pins the alloc to its block. (buffer-loop-hoisting)
TEST(BufferOptTest, HoistBlockedByBlockArgDependencyLoop) {
  const char *input = R"mlir(func.func @dynamicDependency(%arg0: i1, %arg1: memref<?xf32>, %arg2: memref<?xf32>, %arg3: index) {
  cf.cond_br %arg0, ^bb1, ^bb2(%arg3 : index)
^bb1:
  cf.br ^bb3(%arg1 : memref<?xf32>)
^bb2(%0: index):
  %1 = memref.alloc(%0) : memref<?xf32>
  memref.copy %arg1, %1 : memref<?xf32> to memref<?xf32>
  cf.br ^bb3(%1 : memref<?xf32>)
^bb3(%2: memref<?xf32>):
  memref.copy %2, %arg2 : memref<?xf32> to memref<?xf32>
  return
}
)mlir";
  const char *expected = R"mlir(module {
  func.func @dynamicDependency(%arg0: i1, %arg1: memref<?xf32>, %arg2: memref<?xf32>, %arg3: index) {
    cf.cond_br %arg0, ^bb1, ^bb2(%arg3 : index)
  ^bb1:  // pred: ^bb0
    cf.br ^bb3(%arg1 : memref<?xf32>)
  ^bb2(%0: index):  // pred: ^bb0
    %alloc = memref.alloc(%0) : memref<?xf32>
    memref.copy %arg1, %alloc : memref<?xf32> to memref<?xf32>
    cf.br ^bb3(%alloc : memref<?xf32>)
  ^bb3(%1: memref<?xf32>):  // 2 preds: ^bb1, ^bb2
    memref.copy %1, %arg2 : memref<?xf32> to memref<?xf32>
    return
  }
})mlir";
  EXPECT_EQ(runPipeline(input, "func.func(buffer-loop-hoisting)"), expected);
}

// Allocs yielded out of scf.if nests leave them (operands permitting); unused ones stay. (buffer-hoisting)
TEST(BufferOptTest, HoistOutOfNestedIfsDominator) {
  const char *input = R"mlir(func.func @regions(%arg0: index, %arg1: index, %c: i1) -> memref<?x?xf32> {
  %0 = memref.alloc(%arg0, %arg0) : memref<?x?xf32>
  %1 = scf.if %c -> (memref<?x?xf32>) {
    %2 = scf.if %c -> (memref<?x?xf32>) {
      scf.yield %0 : memref<?x?xf32>
    } else {
      %3 = memref.alloc(%arg0, %arg1) : memref<?x?xf32>
      scf.yield %3 : memref<?x?xf32>
    }
    scf.yield %2 : memref<?x?xf32>
  } else {
    %4 = memref.alloc(%arg1, %arg1) : memref<?x?xf32>
    %5 = memref.alloc(%arg1, %arg1) : memref<?x?xf32>
    %6 = arith.addi %arg0, %arg1 : index
    %7 = memref.alloc(%6, %6) : memref<?x?xf32>
    scf.yield %7 : memref<?x?xf32>
  }
  return %1 : memref<?x?xf32>
}
)mlir";
  const char *expected = R"mlir(module {
  func.func @regions(%arg0: index, %arg1: index, %arg2: i1) -> memref<?x?xf32> {
    %alloc = memref.alloc(%arg0, %arg0) : memref<?x?xf32>
    %alloc_0 = memref.alloc(%arg0, %arg1) : memref<?x?xf32>
    %0 = scf.if %arg2 -> (memref<?x?xf32>) {
      %1 = scf.if %arg2 -> (memref<?x?xf32>) {
        scf.yield %alloc : memref<?x?xf32>
      } else {
        scf.yield %alloc_0 : memref<?x?xf32>
      }
      scf.yield %1 : memref<?x?xf32>
    } else {
      %alloc_1 = memref.alloc(%arg1, %arg1) : memref<?x?xf32>
      %alloc_2 = memref.alloc(%arg1, %arg1) : memref<?x?xf32>
      %1 = arith.addi %arg0, %arg1 : index
      %alloc_3 = memref.alloc(%1, %1) : memref<?x?xf32>
      scf.yield %alloc_3 : memref<?x?xf32>
    }
    return %0 : memref<?x?xf32>
  }
})mlir";
  EXPECT_EQ(runPipeline(input, "func.func(buffer-hoisting)"), expected);
}

// Allocs yielded out of scf.if nests leave them (operands permitting); unused ones stay. (buffer-loop-hoisting)
TEST(BufferOptTest, HoistOutOfNestedIfsLoop) {
  const char *input = R"mlir(func.func @regions(%arg0: index, %arg1: index, %c: i1) -> memref<?x?xf32> {
  %0 = memref.alloc(%arg0, %arg0) : memref<?x?xf32>
  %1 = scf.if %c -> (memref<?x?xf32>) {
    %2 = scf.if %c -> (memref<?x?xf32>) {
      scf.yield %0 : memref<?x?xf32>
    } else {
      %3 = memref.alloc(%arg0, %arg1) : memref<?x?xf32>
      scf.yield %3 : memref<?x?xf32>
    }
    scf.yield %2 : memref<?x?xf32>
  } else {
    %4 = memref.alloc(%arg1, %arg1) : memref<?x?xf32>
    %5 = memref.alloc(%arg1, %arg1) : memref<?x?xf32>
    %6 = arith.addi %arg0, %arg1 : index
    %7 = memref.alloc(%6, %6) : memref<?x?xf32>
    scf.yield %7 : memref<?x?xf32>
  }
  return %1 : memref<?x?xf32>
}
)mlir";
  const char *expected = R"mlir(module {
  func.func @regions(%arg0: index, %arg1: index, %arg2: i1) -> memref<?x?xf32> {
    %alloc = memref.alloc(%arg0, %arg0) : memref<?x?xf32>
    %0 = scf.if %arg2 -> (memref<?x?xf32>) {
      %1 = scf.if %arg2 -> (memref<?x?xf32>) {
        scf.yield %alloc : memref<?x?xf32>
      } else {
        %alloc_0 = memref.alloc(%arg0, %arg1) : memref<?x?xf32>
        scf.yield %alloc_0 : memref<?x?xf32>
      }
      scf.yield %1 : memref<?x?xf32>
    } else {
      %alloc_0 = memref.alloc(%arg1, %arg1) : memref<?x?xf32>
      %alloc_1 = memref.alloc(%arg1, %arg1) : memref<?x?xf32>
      %1 = arith.addi %arg0, %arg1 : index
      %alloc_2 = memref.alloc(%1, %1) : memref<?x?xf32>
      scf.yield %alloc_2 : memref<?x?xf32>
    }
    return %0 : memref<?x?xf32>
  }
})mlir";
  EXPECT_EQ(runPipeline(input, "func.func(buffer-loop-hoisting)"), expected);
}

// Dominator hoisting never leaves a loop; loop hoisting leaves sequential loops unless the buffer crosses the back edge, an operand is defined in the loop, or the parent is scf.if/scf.forall. (buffer-hoisting)
TEST(BufferOptTest, HoistLoopsDominator) {
  const char *input = R"mlir(func.func @loops(%lb: index, %ub: index, %s: index, %c: i1, %buf: memref<2xf32>) -> memref<2xf32> {
  %r = scf.for %i = %lb to %ub step %s iter_args(%it = %buf) -> memref<2xf32> {
    %0 = memref.alloc() : memref<2xf32>
    memref.copy %it, %0 : memref<2xf32> to memref<2xf32>
    %1 = memref.alloc() : memref<2xf32>
    %2 = memref.alloca() : memref<2xf32>
    %3 = memref.alloc(%i) : memref<?xf32>
    scf.for %j = %lb to %ub step %s {
      %4 = memref.alloc() : memref<2xf32>
      %5 = memref.alloc(%i) : memref<?xf32>
      scf.if %c {
        %6 = memref.alloc() : memref<2xf32>
        memref.copy %buf, %6 : memref<2xf32> to memref<2xf32>
      }
    }
    scf.yield %0 : memref<2xf32>
  }
  scf.forall (%i) in (4) {
    %0 = memref.alloc() : memref<2xf32>
    memref.copy %buf, %0 : memref<2xf32> to memref<2xf32>
  }
  %w = scf.while (%a = %c) : (i1) -> i1 {
    %0 = memref.alloc() : memref<2xf32>
    scf.condition(%a) %a : i1
  } do {
  ^bb0(%b: i1):
    %0 = memref.alloca() : memref<2xf32>
    scf.yield %b : i1
  }
  return %r : memref<2xf32>
}
)mlir";
  const char *expected = R"mlir(module {
  func.func @loops(%arg0: index, %arg1: index, %arg2: index, %arg3: i1, %arg4: memref<2xf32>) -> memref<2xf32> {
    %0 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg4) -> (memref<2xf32>) {
      %alloc = memref.alloc() : memref<2xf32>
      memref.copy %arg6, %alloc : memref<2xf32> to memref<2xf32>
      %alloc_0 = memref.alloc() : memref<2xf32>
      %alloca = memref.alloca() : memref<2xf32>
      %alloc_1 = memref.alloc(%arg5) : memref<?xf32>
      scf.for %arg7 = %arg0 to %arg1 step %arg2 {
        %alloc_2 = memref.alloc() : memref<2xf32>
        %alloc_3 = memref.alloc(%arg5) : memref<?xf32>
        scf.if %arg3 {
          %alloc_4 = memref.alloc() : memref<2xf32>
          memref.copy %arg4, %alloc_4 : memref<2xf32> to memref<2xf32>
        }
      }
      scf.yield %alloc : memref<2xf32>
    }
    scf.forall (%arg5) in (4) {
      %alloc = memref.alloc() : memref<2xf32>
      memref.copy %arg4, %alloc : memref<2xf32> to memref<2xf32>
    }
    %1 = scf.while (%arg5 = %arg3) : (i1) -> i1 {
      %alloc = memref.alloc() : memref<2xf32>
      scf.condition(%arg5) %arg5 : i1
    } do {
    ^bb0(%arg5: i1):
      %alloca = memref.alloca() : memref<2xf32>
      scf.yield %arg5 : i1
    }
    return %0 : memref<2xf32>
  }
})mlir";
  EXPECT_EQ(runPipeline(input, "func.func(buffer-hoisting)"), expected);
}

// Dominator hoisting never leaves a loop; loop hoisting leaves sequential loops unless the buffer crosses the back edge, an operand is defined in the loop, or the parent is scf.if/scf.forall. (buffer-loop-hoisting)
TEST(BufferOptTest, HoistLoopsLoop) {
  const char *input = R"mlir(func.func @loops(%lb: index, %ub: index, %s: index, %c: i1, %buf: memref<2xf32>) -> memref<2xf32> {
  %r = scf.for %i = %lb to %ub step %s iter_args(%it = %buf) -> memref<2xf32> {
    %0 = memref.alloc() : memref<2xf32>
    memref.copy %it, %0 : memref<2xf32> to memref<2xf32>
    %1 = memref.alloc() : memref<2xf32>
    %2 = memref.alloca() : memref<2xf32>
    %3 = memref.alloc(%i) : memref<?xf32>
    scf.for %j = %lb to %ub step %s {
      %4 = memref.alloc() : memref<2xf32>
      %5 = memref.alloc(%i) : memref<?xf32>
      scf.if %c {
        %6 = memref.alloc() : memref<2xf32>
        memref.copy %buf, %6 : memref<2xf32> to memref<2xf32>
      }
    }
    scf.yield %0 : memref<2xf32>
  }
  scf.forall (%i) in (4) {
    %0 = memref.alloc() : memref<2xf32>
    memref.copy %buf, %0 : memref<2xf32> to memref<2xf32>
  }
  %w = scf.while (%a = %c) : (i1) -> i1 {
    %0 = memref.alloc() : memref<2xf32>
    scf.condition(%a) %a : i1
  } do {
  ^bb0(%b: i1):
    %0 = memref.alloca() : memref<2xf32>
    scf.yield %b : i1
  }
  return %r : memref<2xf32>
}
)mlir";
  const char *expected = R"mlir(module {
  func.func @loops(%arg0: index, %arg1: index, %arg2: index, %arg3: i1, %arg4: memref<2xf32>) -> memref<2xf32> {
    %alloc = memref.alloc() : memref<2xf32>
    %alloc_0 = memref.alloc() : memref<2xf32>
    %alloca = memref.alloca() : memref<2xf32>
    %0 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg4) -> (memref<2xf32>) {
      %alloc_3 = memref.alloc() : memref<2xf32>
      memref.copy %arg6, %alloc_3 : memref<2xf32> to memref<2xf32>
      %alloc_4 = memref.alloc(%arg5) : memref<?xf32>
      %alloc_5 = memref.alloc(%arg5) : memref<?xf32>
      scf.for %arg7 = %arg0 to %arg1 step %arg2 {
        scf.if %arg3 {
          %alloc_6 = memref.alloc() : memref<2xf32>
          memref.copy %arg4, %alloc_6 : memref<2xf32> to memref<2xf32>
        }
      }
      scf.yield %alloc_3 : memref<2xf32>
    }
    scf.forall (%arg5) in (4) {
      %alloc_3 = memref.alloc() : memref<2xf32>
      memref.copy %arg4, %alloc_3 : memref<2xf32> to memref<2xf32>
    }
    %alloc_1 = memref.alloc() : memref<2xf32>
    %alloca_2 = memref.alloca() : memref<2xf32>
    %1 = scf.while (%arg5 = %arg3) : (i1) -> i1 {
      scf.condition(%arg5) %arg5 : i1
    } do {
    ^bb0(%arg5: i1):
      scf.yield %arg5 : i1
    }
    return %0 : memref<2xf32>
  }
})mlir";
  EXPECT_EQ(runPipeline(input, "func.func(buffer-loop-hoisting)"), expected);
}

// Allocs with two deallocs, allocas (dominator hoisting), unknown region ops (linalg.generic) and multi-block execute_region. (buffer-hoisting)
TEST(BufferOptTest, HoistMiscDominator) {
  const char *input = R"mlir(func.func @misc(%c: i1, %arg: memref<2xf32>) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = memref.alloc() : memref<2xf32>
  memref.dealloc %0 : memref<2xf32>
  memref.dealloc %0 : memref<2xf32>
  %1 = memref.alloca() : memref<2xf32>
  %2 = memref.alloc() : memref<2xf32>
  memref.dealloc %2 : memref<2xf32>
  cf.br ^bb2
^bb2:
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%arg : memref<2xf32>) {
  ^bb0(%x: f32):
    %3 = memref.alloc() : memref<2xf32>
    linalg.yield %x : f32
  }
  %e = scf.execute_region -> memref<2xf32> {
    %4 = memref.alloc() : memref<2xf32>
    cf.br ^bb1
  ^bb1:
    %5 = memref.alloc() : memref<2xf32>
    scf.yield %5 : memref<2xf32>
  }
  memref.copy %e, %arg : memref<2xf32> to memref<2xf32>
  return
}
)mlir";
  const char *expected = R"mlir(#map = affine_map<(d0) -> (d0)>
module {
  func.func @misc(%arg0: i1, %arg1: memref<2xf32>) {
    cf.cond_br %arg0, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %alloc = memref.alloc() : memref<2xf32>
    memref.dealloc %alloc : memref<2xf32>
    memref.dealloc %alloc : memref<2xf32>
    %alloca = memref.alloca() : memref<2xf32>
    %alloc_0 = memref.alloc() : memref<2xf32>
    memref.dealloc %alloc_0 : memref<2xf32>
    cf.br ^bb2
  ^bb2:  // 2 preds: ^bb0, ^bb1
    linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%arg1 : memref<2xf32>) {
    ^bb0(%out: f32):
      %alloc_2 = memref.alloc() : memref<2xf32>
      linalg.yield %out : f32
    }
    %alloc_1 = memref.alloc() : memref<2xf32>
    %0 = scf.execute_region -> memref<2xf32> {
      %alloc_2 = memref.alloc() : memref<2xf32>
      cf.br ^bb1
    ^bb1:  // pred: ^bb0
      scf.yield %alloc_1 : memref<2xf32>
    }
    memref.copy %0, %arg1 : memref<2xf32> to memref<2xf32>
    return
  }
})mlir";
  EXPECT_EQ(runPipeline(input, "func.func(buffer-hoisting)"), expected);
}

// Allocs with two deallocs, allocas (dominator hoisting), unknown region ops (linalg.generic) and multi-block execute_region. (buffer-loop-hoisting)
TEST(BufferOptTest, HoistMiscLoop) {
  const char *input = R"mlir(func.func @misc(%c: i1, %arg: memref<2xf32>) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = memref.alloc() : memref<2xf32>
  memref.dealloc %0 : memref<2xf32>
  memref.dealloc %0 : memref<2xf32>
  %1 = memref.alloca() : memref<2xf32>
  %2 = memref.alloc() : memref<2xf32>
  memref.dealloc %2 : memref<2xf32>
  cf.br ^bb2
^bb2:
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%arg : memref<2xf32>) {
  ^bb0(%x: f32):
    %3 = memref.alloc() : memref<2xf32>
    linalg.yield %x : f32
  }
  %e = scf.execute_region -> memref<2xf32> {
    %4 = memref.alloc() : memref<2xf32>
    cf.br ^bb1
  ^bb1:
    %5 = memref.alloc() : memref<2xf32>
    scf.yield %5 : memref<2xf32>
  }
  memref.copy %e, %arg : memref<2xf32> to memref<2xf32>
  return
}
)mlir";
  const char *expected = R"mlir(#map = affine_map<(d0) -> (d0)>
module {
  func.func @misc(%arg0: i1, %arg1: memref<2xf32>) {
    cf.cond_br %arg0, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %alloc = memref.alloc() : memref<2xf32>
    memref.dealloc %alloc : memref<2xf32>
    memref.dealloc %alloc : memref<2xf32>
    %alloca = memref.alloca() : memref<2xf32>
    %alloc_0 = memref.alloc() : memref<2xf32>
    memref.dealloc %alloc_0 : memref<2xf32>
    cf.br ^bb2
  ^bb2:  // 2 preds: ^bb0, ^bb1
    linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%arg1 : memref<2xf32>) {
    ^bb0(%out: f32):
      %alloc_1 = memref.alloc() : memref<2xf32>
      linalg.yield %out : f32
    }
    %0 = scf.execute_region -> memref<2xf32> {
      %alloc_1 = memref.alloc() : memref<2xf32>
      cf.br ^bb1
    ^bb1:  // pred: ^bb0
      %alloc_2 = memref.alloc() : memref<2xf32>
      scf.yield %alloc_2 : memref<2xf32>
    }
    memref.copy %0, %arg1 : memref<2xf32> to memref<2xf32>
    return
  }
})mlir";
  EXPECT_EQ(runPipeline(input, "func.func(buffer-loop-hoisting)"), expected);
}

// Size limits: element bit widths of MLIR's default data layout, dynamic sizes from memref.rank only, attributes kept.
TEST(BufferOptTest, PromoteSizes) {
  const char *input = R"mlir(func.func @sizes(%m: memref<?xf32>, %n: index) {
  %r = memref.rank %m : memref<?xf32>
  %0 = memref.alloc(%r) : memref<?xf32>
  %1 = memref.alloc(%r, %r) : memref<?x?xf32>
  %2 = memref.alloc(%n) : memref<?xf32>
  %3 = memref.alloc() {alignment = 64 : i64} : memref<256xf32>
  %4 = memref.alloc() : memref<257xf32>
  %5 = memref.alloc() : memref<8192xi1>
  %6 = memref.alloc() : memref<8193xi1>
  %7 = memref.alloc() : memref<128xindex>
  %8 = memref.alloc() : memref<129xindex>
  %9 = memref.alloc() : memref<64xvector<3xf32>>
  %10 = memref.alloc() : memref<65xvector<3xf32>>
  %11 = memref.alloc() : memref<2730xi3>
  %12 = memref.alloc() : memref<0xf64>
  %13 = memref.alloc() : memref<2x2xf16, 1>
  return
}
)mlir";
  const char *expected = R"mlir(module {
  func.func @sizes(%arg0: memref<?xf32>, %arg1: index) {
    %0 = memref.rank %arg0 : memref<?xf32>
    %alloca = memref.alloca(%0) : memref<?xf32>
    %alloc = memref.alloc(%0, %0) : memref<?x?xf32>
    %alloc_0 = memref.alloc(%arg1) : memref<?xf32>
    %alloca_1 = memref.alloca() {alignment = 64 : i64} : memref<256xf32>
    %alloc_2 = memref.alloc() : memref<257xf32>
    %alloca_3 = memref.alloca() : memref<8192xi1>
    %alloc_4 = memref.alloc() : memref<8193xi1>
    %alloca_5 = memref.alloca() : memref<128xindex>
    %alloc_6 = memref.alloc() : memref<129xindex>
    %alloca_7 = memref.alloca() : memref<64xvector<3xf32>>
    %alloc_8 = memref.alloc() : memref<65xvector<3xf32>>
    %alloca_9 = memref.alloca() : memref<2730xi3>
    %alloca_10 = memref.alloca() : memref<0xf64>
    %alloca_11 = memref.alloca() : memref<2x2xf16, 1>
    return
  }
})mlir";
  EXPECT_EQ(runPipeline(input, "func.func(promote-buffers-to-stack)"), expected);
}

// Allocation scopes: deallocated buffers, loops without the scope trait, buffers returned from the scope, unknown region ops.
TEST(BufferOptTest, PromoteScopes) {
  const char *input = R"mlir(func.func @scopes(%lb: index, %ub: index, %s: index, %c: i1, %buf: memref<2xf32>) -> memref<2xf32> {
  %0 = memref.alloc() : memref<2xf32>
  memref.dealloc %0 : memref<2xf32>
  %1 = memref.alloc() : memref<2xf32>
  bufferization.dealloc (%1 : memref<2xf32>) if (%c)
  %2 = memref.alloc() : memref<2xf32>
  %3 = memref.subview %2[0] [1] [1] : memref<2xf32> to memref<1xf32, strided<[1]>>
  scf.for %i = %lb to %ub step %s {
    %4 = memref.alloc() : memref<2xf32>
    scf.if %c {
      %5 = memref.alloc() : memref<2xf32>
      memref.copy %buf, %5 : memref<2xf32> to memref<2xf32>
    }
  }
  %r = scf.for %i = %lb to %ub step %s iter_args(%it = %buf) -> memref<2xf32> {
    %6 = memref.alloc() : memref<2xf32>
    scf.yield %6 : memref<2xf32>
  }
  scf.forall (%i) in (4) {
    %7 = memref.alloc() : memref<2xf32>
  }
  %w = scf.while (%a = %c) : (i1) -> i1 {
    %8 = memref.alloc() : memref<2xf32>
    scf.condition(%a) %a : i1
  } do {
  ^bb0(%b: i1):
    scf.yield %b : i1
  }
  %e = scf.if %c -> memref<2xf32> {
    %9 = memref.alloc() : memref<2xf32>
    scf.yield %9 : memref<2xf32>
  } else {
    %10 = memref.alloc() : memref<2xf32>
    scf.yield %10 : memref<2xf32>
  }
  %x = scf.execute_region -> memref<2xf32> {
    %11 = memref.alloc() : memref<2xf32>
    scf.yield %11 : memref<2xf32>
  }
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%buf : memref<2xf32>) {
  ^bb0(%v: f32):
    %12 = memref.alloc() : memref<2xf32>
    linalg.yield %v : f32
  }
  %13 = memref.alloc() : memref<2xf32>
  %14 = memref.cast %13 : memref<2xf32> to memref<?xf32>
  cf.br ^bb1(%14 : memref<?xf32>)
^bb1(%15: memref<?xf32>):
  return %e : memref<2xf32>
}
)mlir";
  const char *expected = R"mlir(#map = affine_map<(d0) -> (d0)>
module {
  func.func @scopes(%arg0: index, %arg1: index, %arg2: index, %arg3: i1, %arg4: memref<2xf32>) -> memref<2xf32> {
    %alloc = memref.alloc() : memref<2xf32>
    memref.dealloc %alloc : memref<2xf32>
    %alloca = memref.alloca() : memref<2xf32>
    bufferization.dealloc (%alloca : memref<2xf32>) if (%arg3)
    %alloca_0 = memref.alloca() : memref<2xf32>
    %subview = memref.subview %alloca_0[0] [1] [1] : memref<2xf32> to memref<1xf32, strided<[1]>>
    scf.for %arg5 = %arg0 to %arg1 step %arg2 {
      %alloca_2 = memref.alloca() : memref<2xf32>
      scf.if %arg3 {
        %alloca_3 = memref.alloca() : memref<2xf32>
        memref.copy %arg4, %alloca_3 : memref<2xf32> to memref<2xf32>
      }
    }
    %0 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg4) -> (memref<2xf32>) {
      %alloc_2 = memref.alloc() : memref<2xf32>
      scf.yield %alloc_2 : memref<2xf32>
    }
    scf.forall (%arg5) in (4) {
      %alloca_2 = memref.alloca() : memref<2xf32>
    }
    %1 = scf.while (%arg5 = %arg3) : (i1) -> i1 {
      %alloc_2 = memref.alloc() : memref<2xf32>
      scf.condition(%arg5) %arg5 : i1
    } do {
    ^bb0(%arg5: i1):
      scf.yield %arg5 : i1
    }
    %2 = scf.if %arg3 -> (memref<2xf32>) {
      %alloc_2 = memref.alloc() : memref<2xf32>
      scf.yield %alloc_2 : memref<2xf32>
    } else {
      %alloc_2 = memref.alloc() : memref<2xf32>
      scf.yield %alloc_2 : memref<2xf32>
    }
    %3 = scf.execute_region -> memref<2xf32> {
      %alloca_2 = memref.alloca() : memref<2xf32>
      scf.yield %alloca_2 : memref<2xf32>
    }
    linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%arg4 : memref<2xf32>) {
    ^bb0(%out: f32):
      %alloc_2 = memref.alloc() : memref<2xf32>
      linalg.yield %out : f32
    }
    %alloca_1 = memref.alloca() : memref<2xf32>
    %cast = memref.cast %alloca_1 : memref<2xf32> to memref<?xf32>
    cf.br ^bb1(%cast : memref<?xf32>)
  ^bb1(%4: memref<?xf32>):  // pred: ^bb0
    return %2 : memref<2xf32>
  }
})mlir";
  EXPECT_EQ(runPipeline(input, "func.func(promote-buffers-to-stack)"), expected);
}

// A buffer returned through view casts leaves the scope.
TEST(BufferOptTest, PromoteReturnedThroughCasts) {
  const char *input = R"mlir(func.func @returned() -> memref<2xf32> {
  %0 = memref.alloc() : memref<2xf32>
  %1 = memref.cast %0 : memref<2xf32> to memref<?xf32>
  %2 = memref.cast %1 : memref<?xf32> to memref<2xf32>
  return %2 : memref<2xf32>
}
)mlir";
  const char *expected = R"mlir(module {
  func.func @returned() -> memref<2xf32> {
    %alloc = memref.alloc() : memref<2xf32>
    %cast = memref.cast %alloc : memref<2xf32> to memref<?xf32>
    %cast_0 = memref.cast %cast : memref<?xf32> to memref<2xf32>
    return %cast_0 : memref<2xf32>
  }
})mlir";
  EXPECT_EQ(runPipeline(input, "func.func(promote-buffers-to-stack)"), expected);
}

// Options raise both limits.
TEST(BufferOptTest, PromoteLargerLimits) {
  const char *input = R"mlir(func.func @sizes(%m: memref<?xf32>, %n: index) {
  %r = memref.rank %m : memref<?xf32>
  %0 = memref.alloc(%r) : memref<?xf32>
  %1 = memref.alloc(%r, %r) : memref<?x?xf32>
  %2 = memref.alloc(%n) : memref<?xf32>
  %3 = memref.alloc() {alignment = 64 : i64} : memref<256xf32>
  %4 = memref.alloc() : memref<257xf32>
  %5 = memref.alloc() : memref<8192xi1>
  %6 = memref.alloc() : memref<8193xi1>
  %7 = memref.alloc() : memref<128xindex>
  %8 = memref.alloc() : memref<129xindex>
  %9 = memref.alloc() : memref<64xvector<3xf32>>
  %10 = memref.alloc() : memref<65xvector<3xf32>>
  %11 = memref.alloc() : memref<2730xi3>
  %12 = memref.alloc() : memref<0xf64>
  %13 = memref.alloc() : memref<2x2xf16, 1>
  return
}
)mlir";
  const char *expected = R"mlir(module {
  func.func @sizes(%arg0: memref<?xf32>, %arg1: index) {
    %0 = memref.rank %arg0 : memref<?xf32>
    %alloca = memref.alloca(%0) : memref<?xf32>
    %alloca_0 = memref.alloca(%0, %0) : memref<?x?xf32>
    %alloc = memref.alloc(%arg1) : memref<?xf32>
    %alloca_1 = memref.alloca() {alignment = 64 : i64} : memref<256xf32>
    %alloca_2 = memref.alloca() : memref<257xf32>
    %alloca_3 = memref.alloca() : memref<8192xi1>
    %alloca_4 = memref.alloca() : memref<8193xi1>
    %alloca_5 = memref.alloca() : memref<128xindex>
    %alloca_6 = memref.alloca() : memref<129xindex>
    %alloca_7 = memref.alloca() : memref<64xvector<3xf32>>
    %alloca_8 = memref.alloca() : memref<65xvector<3xf32>>
    %alloca_9 = memref.alloca() : memref<2730xi3>
    %alloca_10 = memref.alloca() : memref<0xf64>
    %alloca_11 = memref.alloca() : memref<2x2xf16, 1>
    return
  }
})mlir";
  EXPECT_EQ(runPipeline(input, "func.func(promote-buffers-to-stack{max-alloc-size-in-bytes=2048 max-rank-of-allocated-memref=2})"), expected);
}

// mlir-opt computes bytes*8 in 32 bits: 2^29 bytes wraps to a zero limit.
TEST(BufferOptTest, PromoteLimitWrapsLikeMlirOpt) {
  const char *input = R"mlir(func.func @sizes(%m: memref<?xf32>, %n: index) {
  %r = memref.rank %m : memref<?xf32>
  %0 = memref.alloc(%r) : memref<?xf32>
  %1 = memref.alloc(%r, %r) : memref<?x?xf32>
  %2 = memref.alloc(%n) : memref<?xf32>
  %3 = memref.alloc() {alignment = 64 : i64} : memref<256xf32>
  %4 = memref.alloc() : memref<257xf32>
  %5 = memref.alloc() : memref<8192xi1>
  %6 = memref.alloc() : memref<8193xi1>
  %7 = memref.alloc() : memref<128xindex>
  %8 = memref.alloc() : memref<129xindex>
  %9 = memref.alloc() : memref<64xvector<3xf32>>
  %10 = memref.alloc() : memref<65xvector<3xf32>>
  %11 = memref.alloc() : memref<2730xi3>
  %12 = memref.alloc() : memref<0xf64>
  %13 = memref.alloc() : memref<2x2xf16, 1>
  return
}
)mlir";
  const char *expected = R"mlir(module {
  func.func @sizes(%arg0: memref<?xf32>, %arg1: index) {
    %0 = memref.rank %arg0 : memref<?xf32>
    %alloca = memref.alloca(%0) : memref<?xf32>
    %alloc = memref.alloc(%0, %0) : memref<?x?xf32>
    %alloc_0 = memref.alloc(%arg1) : memref<?xf32>
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<256xf32>
    %alloc_2 = memref.alloc() : memref<257xf32>
    %alloc_3 = memref.alloc() : memref<8192xi1>
    %alloc_4 = memref.alloc() : memref<8193xi1>
    %alloc_5 = memref.alloc() : memref<128xindex>
    %alloc_6 = memref.alloc() : memref<129xindex>
    %alloc_7 = memref.alloc() : memref<64xvector<3xf32>>
    %alloc_8 = memref.alloc() : memref<65xvector<3xf32>>
    %alloc_9 = memref.alloc() : memref<2730xi3>
    %alloca_10 = memref.alloca() : memref<0xf64>
    %alloc_11 = memref.alloc() : memref<2x2xf16, 1>
    return
  }
})mlir";
  EXPECT_EQ(runPipeline(input, "func.func(promote-buffers-to-stack{max-alloc-size-in-bytes=536870912})"), expected);
}

}  // namespace
}  // namespace tbuf::test_util

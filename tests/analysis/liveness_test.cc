// Liveness (analysis/liveness.h): values live across cf branches, block
// arguments, loops, uses in nested scf regions, isDeadAfter,
// getEndOperation and currently-live values.
#include "analysis/liveness.h"

#include <algorithm>

#include "tests/analysis/analysis_test_util.h"

namespace tbuf {
namespace {

bool contains(const std::vector<Value> &values, Value v) {
  return std::find(values.begin(), values.end(), v) != values.end();
}

TEST_F(AnalysisTest, LiveAcrossBranches) {
  parse(R"mlir(
func.func @branches(%c: i1, %x: i32) -> i32 {
  %a = arith.addi %x, %x {tag = "a"} : i32
  %b = arith.muli %x, %x {tag = "b"} : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%a : i32)
^bb2:
  %d = arith.addi %b, %b {tag = "d"} : i32
  cf.br ^bb3(%d : i32)
^bb3(%r: i32):
  %s = arith.addi %r, %a {tag = "s"} : i32
  return %s : i32
}
)mlir");
  Operation *f = func("branches");
  Block *b0 = block(f, 0), *b1 = block(f, 1), *b2 = block(f, 2), *b3 = block(f, 3);
  Liveness live(f);
  Value a = val("a"), b = val("b"), r = b3->getArgument(0);
  // %a is used in ^bb1 (branch operand) and ^bb3: live out of every block
  // before ^bb3.
  EXPECT_TRUE(live.isLiveOut(a, b0));
  EXPECT_TRUE(live.isLiveIn(a, b1));
  EXPECT_TRUE(live.isLiveIn(a, b2));
  EXPECT_TRUE(live.isLiveIn(a, b3));
  EXPECT_FALSE(live.isLiveOut(a, b3));
  // %b only flows into ^bb2.
  EXPECT_TRUE(live.isLiveOut(b, b0));
  EXPECT_TRUE(live.isLiveIn(b, b2));
  EXPECT_FALSE(live.isLiveIn(b, b1));
  EXPECT_FALSE(live.isLiveOut(b, b2));
  // Block arguments are defined at block entry: never live-in there.
  EXPECT_FALSE(live.isLiveIn(r, b3));
  EXPECT_TRUE(live.getLiveIn(b0).empty());
  // The branch condition and %x die in the entry block.
  EXPECT_FALSE(live.isLiveOut(arg(f, 0), b0));
  EXPECT_FALSE(live.isLiveOut(arg(f, 1), b0));
  std::vector<Value> outs = live.getLiveOut(b0);
  EXPECT_EQ(outs.size(), 2u);
  EXPECT_TRUE(contains(outs, a) && contains(outs, b));
  // isDeadAfter / getEndOperation within a block.
  EXPECT_TRUE(live.isDeadAfter(val("d"), &b2->back()));
  EXPECT_FALSE(live.isDeadAfter(val("d"), op("d")));
  EXPECT_EQ(live.getEndOperation(val("d"), op("d")), &b2->back());
  EXPECT_FALSE(live.isDeadAfter(a, op("b")));
  EXPECT_TRUE(live.isDeadAfter(a, op("s")));
  EXPECT_TRUE(live.isDeadAfter(r, op("s")));
}

TEST_F(AnalysisTest, LiveThroughLoop) {
  parse(R"mlir(
func.func @loop(%n: index, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %v = arith.addi %x, %x {tag = "v"} : i32
  cf.br ^header(%c0 : index)
^header(%i: index):
  %cond = arith.cmpi slt, %i, %n : index
  cf.cond_br %cond, ^body, ^exit
^body:
  %w = arith.addi %v, %v {tag = "w"} : i32
  %c1 = arith.constant 1 : index
  %next = arith.addi %i, %c1 : index
  cf.br ^header(%next : index)
^exit:
  return %x : i32
}
)mlir");
  Operation *f = func("loop");
  Block *header = block(f, 1), *body = block(f, 2), *exit = block(f, 3);
  Liveness live(f);
  Value v = val("v");
  // %v is used in the body on every iteration: live around the whole loop.
  EXPECT_TRUE(live.isLiveIn(v, header));
  EXPECT_TRUE(live.isLiveOut(v, header));
  EXPECT_TRUE(live.isLiveIn(v, body));
  EXPECT_TRUE(live.isLiveOut(v, body));
  EXPECT_FALSE(live.isLiveIn(v, exit));
  EXPECT_FALSE(live.isDeadAfter(v, op("w")));
  // %n and %x too (%x is returned at the exit).
  EXPECT_TRUE(live.isLiveOut(arg(f, 0), body));
  EXPECT_TRUE(live.isLiveIn(arg(f, 1), exit));
  // The header's argument dies in the body.
  EXPECT_FALSE(live.isLiveOut(header->getArgument(0), body));
  EXPECT_TRUE(live.isLiveOut(header->getArgument(0), header));
  // %w is dead right after its definition (unused).
  EXPECT_TRUE(live.isDeadAfter(val("w"), op("w")));
}

TEST_F(AnalysisTest, UsesInNestedRegions) {
  parse(R"mlir(
func.func @nested(%c: i1, %m: memref<4xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant {tag = "f"} 1.0 : f32
  %g = arith.constant {tag = "g"} 2.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    scf.if %c {
      memref.store %f, %m[%i] {tag = "store"} : memref<4xf32>
    }
  } {tag = "for"}
  memref.store %g, %m[%c0] {tag = "after"} : memref<4xf32>
  return
}
)mlir");
  Operation *f = func("nested");
  Liveness live(f);
  Value fv = val("f"), gv = val("g");
  Operation *loop = op("for");
  Block *body = block(loop, 0);
  Block *thenBlock = block(op("store")->getParentOp(), 0);
  // A use inside nested regions counts as a use by the enclosing op.
  EXPECT_TRUE(live.isDeadAfter(fv, loop));
  EXPECT_FALSE(live.isDeadAfter(fv, op("g")));
  EXPECT_EQ(live.getEndOperation(fv, op("f")), loop);
  EXPECT_FALSE(live.isDeadAfter(gv, loop));
  // Inside the regions, the outer values are live-in.
  EXPECT_TRUE(live.isLiveIn(fv, body));
  EXPECT_TRUE(live.isLiveIn(fv, thenBlock));
  EXPECT_TRUE(live.isLiveIn(arg(f, 0), body));
  EXPECT_TRUE(live.isLiveIn(body->getArgument(0), thenBlock));
  EXPECT_FALSE(live.isLiveIn(gv, body));
  EXPECT_FALSE(live.isLiveOut(fv, body));
  // Currently live at the loop: the values it uses and those used later.
  std::vector<Value> atLoop = live.getCurrentlyLiveValues(loop);
  EXPECT_TRUE(contains(atLoop, fv));
  EXPECT_TRUE(contains(atLoop, gv));
  EXPECT_TRUE(contains(atLoop, arg(f, 1)));
  std::vector<Value> atAfter = live.getCurrentlyLiveValues(op("after"));
  EXPECT_FALSE(contains(atAfter, fv));
  EXPECT_TRUE(contains(atAfter, gv));
}

TEST_F(AnalysisTest, UseInUnreachableBlock) {
  parse(R"mlir(
func.func @unreachable(%x: i32) -> i32 {
  %a = arith.addi %x, %x {tag = "a"} : i32
  cf.br ^bb2
^bb1:
  %b = arith.addi %a, %a : i32
  cf.br ^bb2
^bb2:
  return %x : i32
}
)mlir");
  Operation *f = func("unreachable");
  Liveness live(f);
  // MLIR: any use in another block makes the value live-out of its block.
  EXPECT_TRUE(live.isLiveOut(val("a"), block(f, 0)));
  EXPECT_TRUE(live.isLiveIn(val("a"), block(f, 1)));
  EXPECT_FALSE(live.isLiveIn(val("a"), block(f, 2)));
  EXPECT_FALSE(live.isDeadAfter(val("a"), op("a")));
}

}  // namespace
}  // namespace tbuf

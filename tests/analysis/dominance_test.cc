// Dominance and post-dominance (analysis/dominance.h): CFG diamonds, loops,
// nested regions, unreachable blocks, graph regions, infinite loops.
#include "analysis/dominance.h"

#include "tests/analysis/analysis_test_util.h"

namespace tbuf {
namespace {

constexpr std::string_view kDiamond = R"mlir(
func.func @diamond(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %a = arith.addi %x, %x {tag = "a"} : i32
  cf.br ^bb3(%a : i32)
^bb2:
  cf.br ^bb3(%x : i32)
^bb3(%r: i32):
  %s = arith.addi %r, %r {tag = "s"} : i32
  return %s : i32
}
)mlir";

TEST_F(AnalysisTest, DiamondDominance) {
  parse(kDiamond);
  Operation *f = func("diamond");
  Block *b0 = block(f, 0), *b1 = block(f, 1), *b2 = block(f, 2), *b3 = block(f, 3);
  DominanceInfo dom;
  EXPECT_TRUE(dom.dominates(b0, b3));
  EXPECT_TRUE(dom.properlyDominates(b0, b1));
  EXPECT_FALSE(dom.dominates(b1, b3));
  EXPECT_FALSE(dom.dominates(b2, b3));
  EXPECT_FALSE(dom.properlyDominates(b3, b3));
  EXPECT_TRUE(dom.dominates(b3, b3));
  const DomTree &tree = dom.getDomTree(&f->getRegion(0));
  EXPECT_EQ(tree.getIDom(b3), b0);
  EXPECT_EQ(tree.getIDom(b1), b0);
  EXPECT_EQ(tree.getIDom(b0), nullptr);
  // Ops: %a (in ^bb1) does not dominate %s (in ^bb3); the block argument of
  // ^bb3 dominates its users.
  EXPECT_FALSE(dom.properlyDominates(op("a"), op("s")));
  EXPECT_TRUE(dom.properlyDominates(b3->getArgument(0), op("s")));
  EXPECT_FALSE(dom.properlyDominates(val("a"), op("s")));
  EXPECT_TRUE(dom.properlyDominates(arg(f, 1), op("a")));
}

TEST_F(AnalysisTest, DiamondPostDominance) {
  parse(kDiamond);
  Operation *f = func("diamond");
  Block *b0 = block(f, 0), *b1 = block(f, 1), *b2 = block(f, 2), *b3 = block(f, 3);
  PostDominanceInfo post;
  EXPECT_TRUE(post.postDominates(b3, b0));
  EXPECT_TRUE(post.postDominates(b3, b1));
  EXPECT_FALSE(post.postDominates(b1, b0));
  EXPECT_FALSE(post.postDominates(b0, b3));
  EXPECT_TRUE(post.properlyPostDominates(op("s"), op("a")));
  EXPECT_FALSE(post.properlyPostDominates(op("a"), op("s")));
  EXPECT_EQ(post.getDomTree(&f->getRegion(0)).getIDom(b0), b3);
  EXPECT_EQ(post.getDomTree(&f->getRegion(0)).getIDom(b2), b3);
}

TEST_F(AnalysisTest, LoopDominance) {
  parse(R"mlir(
func.func @loop(%n: index) {
  %c0 = arith.constant 0 : index
  cf.br ^header(%c0 : index)
^header(%i: index):
  %cond = arith.cmpi slt, %i, %n : index
  cf.cond_br %cond, ^body, ^exit
^body:
  %c1 = arith.constant 1 : index
  %next = arith.addi %i, %c1 : index
  cf.br ^header(%next : index)
^exit:
  return
}
)mlir");
  Operation *f = func("loop");
  Block *entry = block(f, 0), *header = block(f, 1), *body = block(f, 2), *exit = block(f, 3);
  DominanceInfo dom;
  EXPECT_TRUE(dom.dominates(header, body));
  EXPECT_TRUE(dom.dominates(header, exit));
  EXPECT_FALSE(dom.dominates(body, header));
  EXPECT_FALSE(dom.dominates(body, exit));
  EXPECT_EQ(dom.getDomTree(&f->getRegion(0)).getIDom(header), entry);
  PostDominanceInfo post;
  EXPECT_TRUE(post.postDominates(exit, body));
  EXPECT_TRUE(post.postDominates(header, body));
  EXPECT_TRUE(post.postDominates(header, entry));
  EXPECT_FALSE(post.postDominates(body, header));
}

TEST_F(AnalysisTest, NestedRegions) {
  parse(R"mlir(
func.func @nested(%c: i1, %x: i32) -> i32 {
  %a = arith.addi %x, %x {tag = "a"} : i32
  %r = scf.if %c -> (i32) {
    %t = arith.addi %a, %a {tag = "t"} : i32
    scf.yield %t : i32
  } else {
    %e = arith.muli %a, %a {tag = "e"} : i32
    scf.yield %e : i32
  } {tag = "if"}
  %b = arith.addi %r, %r {tag = "b"} : i32
  return %b : i32
}
)mlir");
  DominanceInfo dom;
  EXPECT_TRUE(dom.properlyDominates(op("a"), op("t")));
  EXPECT_TRUE(dom.properlyDominates(val("a"), op("e")));
  EXPECT_FALSE(dom.properlyDominates(op("t"), op("b")));
  EXPECT_FALSE(dom.properlyDominates(op("t"), op("e")));
  EXPECT_FALSE(dom.properlyDominates(op("b"), op("t")));
  // An op encloses its nested ops: dominance only with enclosingOpOk.
  EXPECT_TRUE(dom.properlyDominates(op("if"), op("t")));
  EXPECT_FALSE(dom.properlyDominates(op("if"), op("t"), /*enclosingOpOk=*/false));
  // A result is not visible inside its own op's regions.
  EXPECT_FALSE(dom.properlyDominates(val("if"), op("t")));
  EXPECT_TRUE(dom.properlyDominates(val("if"), op("b")));
  // Blocks: the function's entry block dominates the nested blocks.
  Block *entry = block(func("nested"), 0);
  Block *thenBlock = block(op("if"), 0, 0);
  EXPECT_TRUE(dom.properlyDominates(entry, thenBlock));
  EXPECT_FALSE(dom.dominates(thenBlock, entry));
  EXPECT_EQ(findAncestorBlockInRegion(&func("nested")->getRegion(0), thenBlock), entry);
  EXPECT_EQ(findAncestorOpInBlock(entry, op("t")), op("if"));
  PostDominanceInfo post;
  EXPECT_TRUE(post.properlyPostDominates(op("b"), op("t")));
  EXPECT_FALSE(post.properlyPostDominates(op("t"), op("a")));
}

TEST_F(AnalysisTest, UnreachableBlocks) {
  parse(R"mlir(
func.func @unreachable() {
  cf.br ^bb2
^bb1:
  %x = arith.constant {tag = "dead"} 1 : i32
  cf.br ^bb2
^bb2:
  %y = arith.constant {tag = "live"} 2 : i32
  return
}
)mlir");
  Operation *f = func("unreachable");
  Block *b0 = block(f, 0), *b1 = block(f, 1), *b2 = block(f, 2);
  DominanceInfo dom;
  const DomTree &tree = dom.getDomTree(&f->getRegion(0));
  EXPECT_FALSE(tree.isReachable(b1));
  EXPECT_TRUE(tree.isReachable(b2));
  EXPECT_EQ(tree.getIDom(b1), nullptr);
  EXPECT_EQ(tree.getIDom(b2), b0);
  // Unreachable code is dominated by everything and dominates nothing else.
  EXPECT_TRUE(dom.dominates(b2, b1));
  EXPECT_TRUE(dom.properlyDominates(op("live"), op("dead")));
  EXPECT_FALSE(dom.dominates(b1, b2));
}

TEST_F(AnalysisTest, GraphRegionOfModule) {
  Operation *m = parse(R"mlir(
func.func @f() {
  return
}
func.func @g() {
  return
}
)mlir");
  Operation *f = func("f"), *g = func("g");
  DominanceInfo dom;
  // builtin.module is a graph region: no order inside its block, and a
  // block of a graph region properly dominates itself (MLIR).
  EXPECT_TRUE(dom.properlyDominates(g, f));
  EXPECT_TRUE(dom.properlyDominates(f, g));
  EXPECT_TRUE(dom.properlyDominates(f, f));
  Block *body = &m->getRegion(0).front();
  EXPECT_TRUE(dom.properlyDominates(body, body));
  EXPECT_TRUE(dom.properlyDominates(body, block(f, 0)));
  // A function block (SSA region) does not properly dominate itself.
  EXPECT_FALSE(dom.properlyDominates(block(f, 0), block(f, 0)));
}

TEST_F(AnalysisTest, RegionKinds) {
  parse(R"mlir(
func.func @f() {
  "foo.single"() ({
    %a = "foo.a"() {tag = "a"} : () -> i32
    %b = "foo.b"() {tag = "b"} : () -> i32
    "foo.end"() : () -> ()
  }) : () -> ()
  "foo.multi"() ({
    %c = "foo.c"() {tag = "c"} : () -> i32
    %d = "foo.d"() {tag = "d"} : () -> i32
    "foo.br"()[^bb1] : () -> ()
  ^bb1:
    "foo.end"() : () -> ()
  }) : () -> ()
  return
}
)mlir");
  DominanceInfo dom;
  // Single-block region of an unregistered op: a graph region.
  EXPECT_FALSE(hasSSADominance(op("a")->getParentRegion()));
  EXPECT_TRUE(dom.properlyDominates(op("b"), op("a")));
  // Multi-block region of an unregistered op: SSACFG (as MLIR).
  EXPECT_TRUE(hasSSADominance(op("c")->getParentRegion()));
  EXPECT_FALSE(dom.properlyDominates(op("d"), op("c")));
  EXPECT_TRUE(dom.properlyDominates(op("c"), op("d")));
  EXPECT_TRUE(hasSSADominance(&func("f")->getRegion(0)));
  EXPECT_FALSE(hasSSADominance(&module->getRegion(0)));
}

TEST_F(AnalysisTest, PostDominanceWithSeveralExitsAndInfiniteLoop) {
  parse(R"mlir(
func.func @exits(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return
^bb2:
  return
}
func.func @inf(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb1
^bb2:
  return
}
)mlir");
  PostDominanceInfo post;
  Operation *exits = func("exits");
  const DomTree &t1 = post.getDomTree(&exits->getRegion(0));
  EXPECT_EQ(t1.getIDom(block(exits, 0)), nullptr);  // the virtual root
  EXPECT_FALSE(post.postDominates(block(exits, 1), block(exits, 0)));
  EXPECT_FALSE(post.postDominates(block(exits, 2), block(exits, 0)));
  // The infinite loop is part of the tree (not "post-dominated by
  // everything"), as in MLIR/LLVM.
  Operation *inf = func("inf");
  const DomTree &t2 = post.getDomTree(&inf->getRegion(0));
  EXPECT_TRUE(t2.isReachable(block(inf, 1)));
  EXPECT_FALSE(post.postDominates(block(inf, 0), block(inf, 1)));
  EXPECT_FALSE(post.postDominates(block(inf, 2), block(inf, 1)));
  EXPECT_FALSE(post.postDominates(block(inf, 1), block(inf, 0)));
  EXPECT_FALSE(post.postDominates(block(inf, 2), block(inf, 0)));
}

TEST_F(AnalysisTest, PostDominanceOfNestedInfiniteLoops) {
  // ^bb1 <-> ^bb2 loop that may enter the self-loop ^bb3: LLVM roots the
  // group at ^bb3 only (the extra root ^bb2 reaches ^bb3 and is dropped), so
  // ^bb3 post-dominates ^bb1 and ^bb2.
  parse(R"mlir(
func.func @nested_infinite(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb4
^bb1:
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  cf.br ^bb1
^bb3:
  cf.br ^bb3
^bb4:
  return
}
)mlir");
  Operation *f = func("nested_infinite");
  PostDominanceInfo post;
  Block *b1 = block(f, 1), *b2 = block(f, 2), *b3 = block(f, 3);
  EXPECT_TRUE(post.postDominates(b3, b1));
  EXPECT_TRUE(post.postDominates(b3, b2));
  EXPECT_TRUE(post.postDominates(b1, b2));
  EXPECT_FALSE(post.postDominates(b2, b1));
  EXPECT_EQ(post.getDomTree(&f->getRegion(0)).getIDom(b3), nullptr);
  EXPECT_EQ(post.getDomTree(&f->getRegion(0)).getIDom(b1), b3);
}

}  // namespace
}  // namespace tbuf

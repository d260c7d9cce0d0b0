// Memref alias analysis (analysis/alias_analysis.h): buffer origins through
// views, branches, region results, loops, select and calls; alias() with
// MLIR's LocalAliasAnalysis results; isSameAllocation with MLIR's
// BufferOriginAnalysis results; near-linear construction.
#include "analysis/alias_analysis.h"

#include <cstdio>

#include "tests/analysis/analysis_test_util.h"

namespace tbuf {
namespace {

using R = AliasResult;

class AliasTest : public AnalysisTest {
 protected:
  AliasAnalysis &analyse(std::string_view text, std::string_view fn = "f") {
    parse(text);
    analysis_ = std::make_unique<AliasAnalysis>(func(fn));
    return *analysis_;
  }
  std::vector<Value> roots(Value v) { return analysis_->getRoots(v); }
  std::unique_ptr<AliasAnalysis> analysis_;
};

TEST_F(AliasTest, ViewsOfOneAllocation) {
  AliasAnalysis &aa = analyse(R"mlir(
func.func @f(%i: index) {
  %a = memref.alloc() {tag = "a"} : memref<8x8xf32>
  %s = memref.subview %a[0, 0] [4, 4] [1, 1] {tag = "s"} : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  %t = memref.subview %a[4, 4] [4, 4] [1, 1] {tag = "t"} : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 36>>
  %c = memref.cast %s {tag = "c"} : memref<4x4xf32, strided<[8, 1]>> to memref<?x?xf32, strided<[8, 1]>>
  %l = memref.collapse_shape %a [[0, 1]] {tag = "l"} : memref<8x8xf32> into memref<64xf32>
  %e = memref.expand_shape %l [[0, 1]] output_shape [2, 32] {tag = "e"} : memref<64xf32> into memref<2x32xf32>
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %t : memref<4x4xf32, strided<[8, 1], offset: 36>> -> memref<f32>, index, index, index, index, index {tag = "m"}
  return
}
)mlir");
  Value a = val("a");
  for (std::string_view tag : {"s", "t", "c", "l", "e"}) {
    EXPECT_EQ(aa.alias(a, val(tag)), R::MustAlias) << tag;
    EXPECT_EQ(roots(val(tag)), std::vector<Value>{a}) << tag;
    EXPECT_EQ(aa.isSameAllocation(val(tag), a), true) << tag;
    EXPECT_FALSE(aa.isFreshAllocation(val(tag))) << tag;
  }
  // MLIR's convention: views of one allocation are MustAlias even when the
  // windows are disjoint.
  EXPECT_EQ(aa.alias(val("s"), val("t")), R::MustAlias);
  EXPECT_EQ(aa.alias(val("m", 0), a), R::MustAlias);
  EXPECT_EQ(roots(val("m", 0)), std::vector<Value>{a});
  EXPECT_TRUE(aa.isFreshAllocation(a));
  EXPECT_EQ(aa.getUnderlyingValues(val("e")), std::vector<Value>{a});
  // Forward: everything derived from %a.
  std::vector<Value> derived = aa.resolve(a);
  EXPECT_EQ(derived.size(), 7u);  // %a, 2 subviews, cast, collapse, expand, base buffer
}

TEST_F(AliasTest, DistinctAllocationsAndArguments) {
  AliasAnalysis &aa = analyse(R"mlir(
func.func @f(%x: memref<4xf32>, %y: memref<4xf32>) {
  %a = memref.alloc() {tag = "a"} : memref<4xf32>
  %b = memref.alloca() {tag = "b"} : memref<4xf32>
  %c = bufferization.clone %x {tag = "c"} : memref<4xf32> to memref<4xf32>
  return
}
)mlir");
  Operation *f = func("f");
  Value x = arg(f, 0), y = arg(f, 1), a = val("a"), b = val("b"), c = val("c");
  EXPECT_EQ(aa.alias(a, b), R::NoAlias);
  EXPECT_EQ(aa.alias(a, c), R::NoAlias);
  EXPECT_EQ(aa.alias(c, x), R::NoAlias);
  EXPECT_EQ(aa.alias(a, x), R::NoAlias);
  EXPECT_EQ(aa.alias(b, y), R::NoAlias);
  // Function arguments may alias each other.
  EXPECT_EQ(aa.alias(x, y), R::MayAlias);
  EXPECT_EQ(aa.alias(x, x), R::MustAlias);
  EXPECT_EQ(aa.isSameAllocation(x, y), std::nullopt);
  EXPECT_EQ(aa.isSameAllocation(a, x), false);
  EXPECT_EQ(aa.isSameAllocation(a, b), false);
  EXPECT_EQ(aa.isSameAllocation(c, x), false);
  EXPECT_EQ(roots(x), std::vector<Value>{x});
  EXPECT_EQ(roots(c), std::vector<Value>{c});
  EXPECT_TRUE(aa.isRoot(x));
  EXPECT_TRUE(aa.isFreshAllocation(b));
  EXPECT_TRUE(aa.isFreshAllocation(c));
  EXPECT_FALSE(aa.isFreshAllocation(x));
  EXPECT_TRUE(isFunctionArgument(x));
  EXPECT_FALSE(isFunctionArgument(a));
}

TEST_F(AliasTest, IfYieldingOneOfTwoAllocations) {
  AliasAnalysis &aa = analyse(R"mlir(
func.func @f(%cond: i1) {
  %a = memref.alloc() {tag = "a"} : memref<4xf32>
  %b = memref.alloc() {tag = "b"} : memref<4xf32>
  %c = memref.alloc() {tag = "c"} : memref<4xf32>
  %r = scf.if %cond -> (memref<4xf32>) {
    scf.yield %a : memref<4xf32>
  } else {
    scf.yield %b : memref<4xf32>
  } {tag = "if"}
  %s = memref.subview %r[1] [2] [1] {tag = "s"} : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  return
}
)mlir");
  Value a = val("a"), b = val("b"), c = val("c"), r = val("if");
  EXPECT_EQ(aa.alias(r, a), R::MayAlias);
  EXPECT_EQ(aa.alias(r, b), R::MayAlias);
  EXPECT_EQ(aa.alias(r, c), R::NoAlias);
  EXPECT_EQ(aa.alias(val("s"), c), R::NoAlias);
  EXPECT_EQ(aa.alias(val("s"), r), R::MayAlias);
  EXPECT_EQ(roots(r), (std::vector<Value>{a, b}));
  EXPECT_EQ(roots(val("s")), (std::vector<Value>{a, b}));
  EXPECT_EQ(aa.isSameAllocation(r, a), std::nullopt);
  EXPECT_EQ(aa.isSameAllocation(r, c), false);
  // The view base of %s is %r itself.
  EXPECT_EQ(aa.isSameAllocation(val("s"), r), true);
  EXPECT_EQ(getViewBase(val("s")), r);
}

TEST_F(AliasTest, LoopCarriedMemref) {
  AliasAnalysis &aa = analyse(R"mlir(
func.func @f(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() {tag = "a"} : memref<4xf32>
  %b = memref.alloc() {tag = "b"} : memref<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%it = %a) -> (memref<4xf32>) {
    %fresh = memref.alloc() {tag = "fresh"} : memref<4xf32>
    scf.yield %fresh : memref<4xf32>
  } {tag = "for"}
  %same = scf.for %i = %c0 to %n step %c1 iter_args(%it = %b) -> (memref<4xf32>) {
    scf.yield %it : memref<4xf32>
  } {tag = "same"}
  return
}
)mlir");
  Value a = val("a"), b = val("b"), fresh = val("fresh");
  Value iterArg = block(op("for"), 0)->getArgument(1);
  EXPECT_EQ(roots(iterArg), (std::vector<Value>{a, fresh}));
  EXPECT_EQ(roots(val("for")), (std::vector<Value>{a, fresh}));
  EXPECT_EQ(aa.alias(val("for"), a), R::MayAlias);
  EXPECT_EQ(aa.alias(val("for"), b), R::NoAlias);
  EXPECT_EQ(aa.alias(iterArg, fresh), R::MayAlias);
  // A loop passing its iter_arg through keeps the single root.
  EXPECT_EQ(roots(val("same")), std::vector<Value>{b});
  EXPECT_EQ(aa.alias(val("same"), b), R::MustAlias);
  EXPECT_EQ(aa.isSameAllocation(val("same"), b), true);
  EXPECT_EQ(aa.alias(block(op("same"), 0)->getArgument(1), b), R::MustAlias);
  // The induction variable is its own underlying value.
  Value iv = block(op("for"), 0)->getArgument(0);
  EXPECT_EQ(aa.getUnderlyingValues(iv), std::vector<Value>{iv});
}

TEST_F(AliasTest, WhileLoop) {
  AliasAnalysis &aa = analyse(R"mlir(
func.func @f(%cond: i1) {
  %a = memref.alloc() {tag = "a"} : memref<4xf32>
  %b = memref.alloc() {tag = "b"} : memref<4xf32>
  %r = scf.while (%x = %a) : (memref<4xf32>) -> memref<4xf32> {
    scf.condition(%cond) %x : memref<4xf32>
  } do {
  ^bb0(%y: memref<4xf32>):
    %n = memref.alloc() {tag = "n"} : memref<4xf32>
    scf.yield %n : memref<4xf32>
  } attributes {tag = "while"}
  return
}
)mlir");
  Value a = val("a"), n = val("n");
  EXPECT_EQ(roots(val("while")), (std::vector<Value>{a, n}));
  Value y = block(op("while"), 0, 1)->getArgument(0);
  EXPECT_EQ(roots(y), (std::vector<Value>{a, n}));
  EXPECT_EQ(aa.alias(val("while"), val("b")), R::NoAlias);
  EXPECT_EQ(aa.alias(val("while"), a), R::MayAlias);
}

TEST_F(AliasTest, BranchArgumentsAndSelect) {
  AliasAnalysis &aa = analyse(R"mlir(
func.func @f(%cond: i1, %x: memref<4xf32>) {
  %a = memref.alloc() {tag = "a"} : memref<4xf32>
  %b = memref.alloc() {tag = "b"} : memref<4xf32>
  %c = memref.alloc() {tag = "c"} : memref<4xf32>
  %s = arith.select %cond, %a, %b {tag = "sel"} : memref<4xf32>
  cf.cond_br %cond, ^bb1(%a : memref<4xf32>), ^bb2(%a : memref<4xf32>)
^bb1(%p: memref<4xf32>):
  cf.br ^bb3(%p : memref<4xf32>)
^bb2(%q: memref<4xf32>):
  cf.br ^bb3(%b : memref<4xf32>)
^bb3(%m: memref<4xf32>):
  return
}
)mlir");
  Operation *f = func("f");
  Value a = val("a"), b = val("b"), c = val("c"), s = val("sel");
  Value p = block(f, 1)->getArgument(0), q = block(f, 2)->getArgument(0), m = block(f, 3)->getArgument(0);
  // Block arguments follow their predecessors' operands.
  EXPECT_EQ(aa.alias(p, a), R::MustAlias);
  EXPECT_EQ(aa.alias(q, a), R::MustAlias);
  EXPECT_EQ(aa.alias(m, a), R::MayAlias);
  EXPECT_EQ(aa.alias(m, c), R::NoAlias);
  EXPECT_EQ(roots(m), (std::vector<Value>{a, b}));
  // Buffer origins see through select; MLIR's LocalAliasAnalysis does not
  // (a select result is its own underlying value).
  EXPECT_EQ(roots(s), (std::vector<Value>{a, b}));
  EXPECT_FALSE(aa.isRoot(s));
  EXPECT_EQ(aa.isSameAllocation(s, c), false);
  EXPECT_EQ(aa.isSameAllocation(s, a), std::nullopt);
  EXPECT_EQ(aa.isSameAllocation(s, arg(f, 1)), false);
  EXPECT_EQ(aa.alias(s, a), R::MayAlias);
  EXPECT_EQ(aa.alias(s, c), R::MayAlias);
  EXPECT_EQ(aa.getUnderlyingValues(s), std::vector<Value>{s});
}

TEST_F(AliasTest, UnknownRoots) {
  AliasAnalysis &aa = analyse(R"mlir(
memref.global "private" @g : memref<4xf32> = dense<0.0>
func.func private @ext(memref<4xf32>) -> memref<4xf32>
func.func @f(%t: tensor<4xf32>, %x: memref<4xf32>) {
  %a = memref.alloc() {tag = "a"} : memref<4xf32>
  %call = func.call @ext(%a) {tag = "call"} : (memref<4xf32>) -> memref<4xf32>
  %buf = bufferization.to_buffer %t {tag = "buf"} : tensor<4xf32> to memref<4xf32>
  %g = memref.get_global @g : memref<4xf32> {tag = "g"}
  %r = memref.realloc %a {tag = "r"} : memref<4xf32> to memref<8xf32>
  return
}
)mlir");
  Value a = val("a"), call = val("call"), buf = val("buf"), g = val("g"), r = val("r");
  // A call may return one of its arguments or a new buffer.
  EXPECT_EQ(roots(call), (std::vector<Value>{a, call}));
  EXPECT_TRUE(aa.isRoot(call));
  EXPECT_FALSE(aa.isFreshAllocation(call));
  EXPECT_EQ(aa.isSameAllocation(call, a), std::nullopt);
  EXPECT_EQ(roots(buf), std::vector<Value>{buf});
  EXPECT_EQ(roots(g), std::vector<Value>{g});
  // Unknown roots versus allocations: unknown (MLIR's BufferOriginAnalysis).
  EXPECT_EQ(aa.isSameAllocation(g, a), std::nullopt);
  EXPECT_EQ(aa.isSameAllocation(buf, arg(func("f"), 1)), std::nullopt);
  // realloc: a fresh buffer that may be its source.
  EXPECT_TRUE(aa.isFreshAllocation(r));
  EXPECT_EQ(roots(r), (std::vector<Value>{a, r}));
  EXPECT_EQ(aa.isSameAllocation(r, a), std::nullopt);
  // alias(): unknown values may alias anything but fresh allocations'
  // scoped cases (MLIR: an allocation vs a value defined in the same
  // function is MayAlias).
  EXPECT_EQ(aa.alias(call, a), R::MayAlias);
  EXPECT_EQ(aa.alias(g, buf), R::MayAlias);
  EXPECT_EQ(aa.alias(r, a), R::NoAlias);
  EXPECT_EQ(aa.alias(buf, arg(func("f"), 1)), R::MayAlias);
}

TEST_F(AliasTest, ConstantsAndAllocationScopes) {
  AliasAnalysis &aa = analyse(R"mlir(
func.func @f(%x: memref<4xf32>, %cond: i1) {
  %k = arith.constant {tag = "k"} 0 : index
  %a = memref.alloc() {tag = "a"} : memref<4xf32>
  scf.if %cond {
    %in = memref.alloca() {tag = "in"} : memref<4xf32>
    %copy = bufferization.clone %x {tag = "copy"} : memref<4xf32> to memref<4xf32>
  }
  return
}
)mlir");
  EXPECT_EQ(aa.alias(val("k"), val("a")), R::NoAlias);
  EXPECT_EQ(aa.alias(val("k"), arg(func("f"), 0)), R::MayAlias);
  EXPECT_EQ(aa.alias(val("in"), arg(func("f"), 0)), R::NoAlias);
  EXPECT_EQ(aa.alias(val("in"), val("a")), R::NoAlias);
  EXPECT_EQ(aa.alias(val("copy"), arg(func("f"), 0)), R::NoAlias);
}

TEST_F(AliasTest, LongViewChainsStayPrecise) {
  std::string text = "func.func @f() {\n  %v0 = memref.alloc() {tag = \"a\"} : memref<4xf32>\n";
  for (int i = 1; i <= 30; ++i)
    text += "  %v" + std::to_string(i) + " = memref.cast %v" + std::to_string(i - 1) +
            (i == 30 ? " {tag = \"last\"}" : "") + " : memref<4xf32> to memref<4xf32>\n";
  text += "  return\n}\n";
  AliasAnalysis &aa = analyse(text);
  // MLIR stops at depth 10 (and would answer MayAlias); no limit here.
  EXPECT_EQ(aa.alias(val("last"), val("a")), R::MustAlias);
  EXPECT_EQ(roots(val("last")), std::vector<Value>{val("a")});
}

}  // namespace
}  // namespace tbuf

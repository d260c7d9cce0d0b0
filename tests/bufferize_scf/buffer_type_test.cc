// Buffer types of scf values (getBufferType): loop iter_args keep the
// init_arg's layout when the yielded value has the same buffer type and
// become fully dynamic otherwise; scf.if / scf.index_switch results join
// their branches' types; while "after" arguments follow the condition
// operands; forall arguments and results follow their shared_outs. The
// types are those mlir-opt-22 gives the same IR
// (`--one-shot-bufferize="unknown-type-conversion=identity-layout-map"`,
// see tests/golden/bufferize/scf/layouts.mlir for the full rewrite).
#include "dialects/scf/scf_ops.h"
#include "fmt/format.h"
#include "scf_test_fixture.h"

namespace tbuf::bufferization::scf_testing {
namespace {

class ScfBufferTypeTest : public ScfModelTest {
 protected:
  ScfBufferTypeTest() { options.unknownTypeConversion = LayoutMapOption::IdentityLayoutMap; }
};

constexpr std::string_view kStrided = "memref<4x4xf32, strided<[16, 1], offset: 18>>";
constexpr std::string_view kIdentity = "memref<4x4xf32>";
constexpr std::string_view kDynamic = "memref<4x4xf32, strided<[?, ?], offset: ?>>";

TEST_F(ScfBufferTypeTest, ForIterArgKeepsTheInitLayoutOnlyIfTheYieldHasIt) {
  parse(R"mlir(
func.func @f(%t: tensor<8x16xf32>, %n: index, %f: f32) -> () {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = tensor.extract_slice %t[1, 2] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %s) -> (tensor<4x4xf32>) {
    %x = tensor.insert %f into %a[%i, %i] : tensor<4x4xf32>
    scf.yield %x : tensor<4x4xf32>
  } {tag = "same"}
  %r2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %s) -> (tensor<4x4xf32>) {
    %e = tensor.empty() : tensor<4x4xf32>
    %x = linalg.fill ins(%f : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
    scf.yield %x : tensor<4x4xf32>
  } {tag = "fresh"}
  %e = tensor.empty() : tensor<4x4xf32>
  %r3 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %e) -> (tensor<4x4xf32>) {
    %inner = scf.for %j = %c0 to %n step %c1 iter_args(%b = %a) -> (tensor<4x4xf32>) {
      %x = tensor.insert %f into %b[%i, %j] : tensor<4x4xf32>
      scf.yield %x : tensor<4x4xf32>
    } {tag = "inner"}
    scf.yield %inner : tensor<4x4xf32>
  } {tag = "nested"}
  return
}
)mlir");
  scf::ForOp same(op("same")), fresh(op("fresh")), nested(op("nested")), inner(op("inner"));
  EXPECT_EQ(bufferTypeOf(same.getRegionIterArg(0)), kStrided);
  EXPECT_EQ(bufferTypeOf(same->getResult(0)), kStrided);
  // Yielding a new identity-layout buffer: the iter_arg must be able to
  // hold both, so its layout becomes fully dynamic.
  EXPECT_EQ(bufferTypeOf(fresh.getRegionIterArg(0)), kDynamic);
  EXPECT_EQ(bufferTypeOf(fresh->getResult(0)), kDynamic);
  // Nested loops carrying an allocation keep the identity layout.
  EXPECT_EQ(bufferTypeOf(nested->getResult(0)), kIdentity);
  EXPECT_EQ(bufferTypeOf(inner.getRegionIterArg(0)), kIdentity);
}

TEST_F(ScfBufferTypeTest, BranchResultsJoinToAFullyDynamicLayoutWhenTheyDiffer) {
  parse(R"mlir(
func.func @f(%t: tensor<8x16xf32>, %c: i1, %i: index) -> () {
  %s = tensor.extract_slice %t[1, 2] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x4xf32>
  %e = tensor.empty() : tensor<4x4xf32>
  %r = scf.if %c -> (tensor<4x4xf32>) {
    scf.yield %s : tensor<4x4xf32>
  } else {
    scf.yield %e : tensor<4x4xf32>
  } {tag = "mixed"}
  %r2 = scf.if %c -> (tensor<4x4xf32>) {
    scf.yield %s : tensor<4x4xf32>
  } else {
    scf.yield %s : tensor<4x4xf32>
  } {tag = "same"}
  %w = scf.index_switch %i {tag = "switch"} -> tensor<4x4xf32>
  case 1 {
    scf.yield %e : tensor<4x4xf32>
  }
  default {
    scf.yield %s : tensor<4x4xf32>
  }
  %x = scf.execute_region -> tensor<4x4xf32> {
    scf.yield %s : tensor<4x4xf32>
  } {tag = "region"}
  return
}
)mlir");
  EXPECT_EQ(bufferTypeOf(op("mixed")->getResult(0)), kDynamic);
  EXPECT_EQ(bufferTypeOf(op("same")->getResult(0)), kStrided);
  EXPECT_EQ(bufferTypeOf(op("switch")->getResult(0)), kDynamic);
  EXPECT_EQ(bufferTypeOf(op("region")->getResult(0)), kStrided);
}

TEST_F(ScfBufferTypeTest, BranchesInDifferentMemorySpacesAreAnError) {
  parse(R"mlir(
func.func @f(%c: i1) -> () {
  %a = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32>
  %b = bufferization.alloc_tensor() : tensor<4xf32>
  %r = scf.if %c -> (tensor<4xf32>) {
    scf.yield %a : tensor<4xf32>
  } else {
    scf.yield %b : tensor<4xf32>
  } {tag = "if"}
  return
}
)mlir");
  EXPECT_EQ(bufferTypeOf(op("if")->getResult(0)), "<none>");
  EXPECT_NE(diagnostics.find("inconsistent memory space on then/else branches"), std::string::npos) << diagnostics;
}

TEST_F(ScfBufferTypeTest, WhileArgumentsFollowInitsYieldsAndConditionOperands) {
  parse(R"mlir(
func.func @f(%t: tensor<8x16xf32>, %n: index, %f: f32) -> () {
  %s = tensor.extract_slice %t[1, 2] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x4xf32>
  %r = scf.while (%a = %s) : (tensor<4x4xf32>) -> tensor<4x4xf32> {
    %c = arith.cmpf ogt, %f, %f : f32
    scf.condition(%c) %a : tensor<4x4xf32>
  } do {
  ^bb0(%b: tensor<4x4xf32>):
    %x = tensor.insert %f into %b[%n, %n] : tensor<4x4xf32>
    scf.yield %x : tensor<4x4xf32>
  } attributes {tag = "same"}
  %r2 = scf.while (%a = %s) : (tensor<4x4xf32>) -> tensor<4x4xf32> {
    %c = arith.cmpf ogt, %f, %f : f32
    scf.condition(%c) %a : tensor<4x4xf32>
  } do {
  ^bb0(%b: tensor<4x4xf32>):
    %e = tensor.empty() : tensor<4x4xf32>
    scf.yield %e : tensor<4x4xf32>
  } attributes {tag = "fresh"}
  return
}
)mlir");
  scf::WhileOp same(op("same")), fresh(op("fresh"));
  EXPECT_EQ(bufferTypeOf(same.getBeforeArguments()[0]), kStrided);
  EXPECT_EQ(bufferTypeOf(same.getAfterArguments()[0]), kStrided);
  EXPECT_EQ(bufferTypeOf(same->getResult(0)), kStrided);
  EXPECT_EQ(bufferTypeOf(fresh.getBeforeArguments()[0]), kDynamic);
  EXPECT_EQ(bufferTypeOf(fresh.getAfterArguments()[0]), kDynamic);
  EXPECT_EQ(bufferTypeOf(fresh->getResult(0)), kDynamic);
}

TEST_F(ScfBufferTypeTest, ForallArgumentsAndResultsFollowTheirSharedOuts) {
  parse(R"mlir(
func.func @f(%t: tensor<8x16xf32>) -> () {
  %s = tensor.extract_slice %t[1, 2] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x4xf32>
  %r = scf.forall (%i) in (4) shared_outs(%o = %s) -> (tensor<4x4xf32>) {
    scf.forall.in_parallel {
    }
  } {tag = "forall"}
  return
}
)mlir");
  scf::ForallOp forall(op("forall"));
  EXPECT_EQ(bufferTypeOf(forall.getRegionOutArgs()[0]), kStrided);
  EXPECT_EQ(bufferTypeOf(forall->getResult(0)), kStrided);
}


/// `depth` nested scf.for loops over one tensor iter_arg, the outermost
/// initialised with a strided slice, each tagged "l<level>"; the innermost
/// body either writes its iter_arg (`fresh` false) or yields a new tensor.
std::string loopNest(int depth, bool fresh) {
  std::string text =
      "func.func @f(%t: tensor<8x16xf32>, %n: index, %f: f32) -> () {\n"
      "  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n"
      "  %a = tensor.extract_slice %t[1, 2] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x4xf32>\n";
  std::string prev = "%a";
  for (int d = 0; d < depth; ++d) {
    text += fmt::format("  %r{0} = scf.for %i{0} = %c0 to %n step %c1 iter_args(%a{0} = {1}) -> (tensor<4x4xf32>) {{\n",
                        d, prev);
    prev = fmt::format("%a{}", d);
  }
  if (fresh)
    text += "  %e = tensor.empty() : tensor<4x4xf32>\n"
            "  %w = linalg.fill ins(%f : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>\n";
  else
    text += fmt::format("  %w = tensor.insert %f into {}[%c0, %c0] : tensor<4x4xf32>\n", prev);
  std::string yielded = "%w";
  for (int d = depth - 1; d >= 0; --d) {
    text += fmt::format("  scf.yield {} : tensor<4x4xf32>\n  }} {{tag = \"l{}\"}}\n", yielded, d);
    yielded = fmt::format("%r{}", d);
  }
  return text + "  return\n}\n";
}

TEST_F(ScfBufferTypeTest, DeepLoopNestsArePolynomialAndKeepMlirsAnswers) {
  // Without the buffer-type memo (BufferTypeCache) each level repeats the
  // work of the levels around and inside it: 2^40 steps here. The answers
  // are MLIR's (checked against mlir-opt-22 on shallow nests, see
  // bench/loop_nest_gen.py): a nest that writes in place keeps the init's
  // strided layout at every level; one that yields a new tensor makes every
  // level fully dynamic.
  constexpr int kDepth = 40;
  parse(loopNest(kDepth, /*fresh=*/false));
  for (int d : {0, 1, kDepth / 2, kDepth - 1}) {
    scf::ForOp loop(op(fmt::format("l{}", d)));
    EXPECT_EQ(bufferTypeOf(loop.getRegionIterArg(0)), kStrided) << "level " << d;
    EXPECT_EQ(bufferTypeOf(loop->getResult(0)), kStrided) << "level " << d;
  }
  parse(loopNest(kDepth, /*fresh=*/true));
  for (int d : {0, 1, kDepth / 2, kDepth - 1}) {
    scf::ForOp loop(op(fmt::format("l{}", d)));
    EXPECT_EQ(bufferTypeOf(loop.getRegionIterArg(0)), kDynamic) << "level " << d;
    EXPECT_EQ(bufferTypeOf(loop->getResult(0)), kDynamic) << "level " << d;
  }
}

}  // namespace
}  // namespace tbuf::bufferization::scf_testing

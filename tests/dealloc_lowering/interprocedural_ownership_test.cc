// Inter-procedural ownership facts (dealloc/interprocedural_ownership.h, a
// tbuf addition) and their use by buffer-deallocation-simplification on a
// module. The first group reads the facts directly: result summaries
// (bounded, aliased arguments, fresh), argument use flags, callers known,
// recursion, isolated arguments of private functions, constant ownership
// indicators. The second group checks what the pass does with them, each
// with the negative case that must keep MLIR's answer: a retained value that
// stays when its buffer may be the freed one, a dealloc that stays together
// when two memrefs may be one buffer.
#include <gtest/gtest.h>

#include "analysis/alias_analysis.h"
#include "analysis/op_walk.h"
#include "dealloc/interprocedural_ownership.h"
#include "tests/dealloc_lowering/lowering_fixture.h"

namespace tbuf::test_util {
namespace {

using dealloc::FunctionSummary;
using dealloc::InterproceduralOwnership;

constexpr std::string_view kSimplify = "builtin.module(buffer-deallocation-simplification{interprocedural=true})";

/// Parses `input` and builds the facts of the module.
struct Facts {
  TestContext tc;
  OwningOpRef module;
  std::unique_ptr<AliasAnalysis> analysis;
  std::unique_ptr<InterproceduralOwnership> facts;

  explicit Facts(std::string_view input) {
    registerLoweringTestPasses();
    module = parseAndVerify(tc, input);
    EXPECT_TRUE(module) << tc.diagnostics;
    if (!module) return;
    analysis = std::make_unique<AliasAnalysis>(module.get());
    facts = std::make_unique<InterproceduralOwnership>(module.get(), *analysis);
  }
  const FunctionSummary &of(std::string_view name) {
    const FunctionSummary *s = facts ? facts->getSummary(name) : nullptr;
    EXPECT_NE(s, nullptr) << name;
    static const FunctionSummary empty;
    return s ? *s : empty;
  }
};

TEST(InterproceduralOwnershipFacts, ResultSummaries) {
  Facts f(R"mlir(
memref.global "private" @gl : memref<4xf32> = dense<0.0>
func.func @alloc() -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  return %a : memref<4xf32>
}
func.func @arg(%m: memref<4xf32>) -> memref<4xf32> {
  %v = memref.cast %m : memref<4xf32> to memref<?xf32>
  %w = memref.cast %v : memref<?xf32> to memref<4xf32>
  return %w : memref<4xf32>
}
func.func @select(%m: memref<4xf32>, %n: memref<4xf32>, %c: i1) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  %s = arith.select %c, %a, %n : memref<4xf32>
  return %s : memref<4xf32>
}
func.func @global() -> memref<4xf32> {
  %g = memref.get_global @gl : memref<4xf32>
  return %g : memref<4xf32>
}
func.func @twice() -> (memref<4xf32>, memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  return %a, %a : memref<4xf32>, memref<4xf32>
}
func.func @argTwice(%m: memref<4xf32>) -> (memref<4xf32>, memref<4xf32>) {
  return %m, %m : memref<4xf32>, memref<4xf32>
}
func.func @chain(%m: memref<4xf32>) -> (memref<4xf32>, memref<4xf32>) {
  %r = call @alloc() : () -> memref<4xf32>
  %s = call @arg(%m) : (memref<4xf32>) -> memref<4xf32>
  return %r, %s : memref<4xf32>, memref<4xf32>
}
func.func @self(%m: memref<4xf32>, %c: i1) -> memref<4xf32> {
  %r = scf.if %c -> memref<4xf32> {
    %a = memref.alloc() : memref<4xf32>
    scf.yield %a : memref<4xf32>
  } else {
    %x = func.call @self(%m, %c) : (memref<4xf32>, i1) -> memref<4xf32>
    scf.yield %x : memref<4xf32>
  }
  return %r : memref<4xf32>
}
)mlir");
  EXPECT_TRUE(f.of("alloc").results[0].isFresh());
  EXPECT_TRUE(f.of("arg").results[0].bounded);
  EXPECT_EQ(f.of("arg").results[0].aliasedArguments, std::vector<unsigned>{0});
  EXPECT_TRUE(f.of("select").results[0].bounded);
  EXPECT_EQ(f.of("select").results[0].aliasedArguments, std::vector<unsigned>{1});
  EXPECT_FALSE(f.of("global").results[0].bounded);
  EXPECT_FALSE(f.of("twice").results[0].bounded);
  EXPECT_FALSE(f.of("twice").results[1].bounded);
  // The same argument at two positions: each result is that argument.
  EXPECT_TRUE(f.of("argTwice").results[0].bounded);
  EXPECT_TRUE(f.of("argTwice").results[1].bounded);
  // Through calls: a fresh callee result stays fresh, an aliased one maps
  // to the caller's operand.
  EXPECT_TRUE(f.of("chain").results[0].isFresh());
  EXPECT_EQ(f.of("chain").results[1].aliasedArguments, std::vector<unsigned>{0});
  // Recursion: the recursive call's result is not justified without itself.
  EXPECT_TRUE(f.of("self").recursive);
  EXPECT_FALSE(f.of("self").results[0].bounded);
  EXPECT_FALSE(f.of("chain").recursive);
}

TEST(InterproceduralOwnershipFacts, ArgumentUseFlags) {
  Facts f(R"mlir(
func.func private @ext(memref<4xf32>)
func.func @reads(%m: memref<4xf32>, %i: index) -> f32 {
  %v = memref.load %m[%i] : memref<4xf32>
  return %v : f32
}
func.func @writes(%m: memref<4xf32>, %i: index, %f: f32) {
  memref.store %f, %m[%i] : memref<4xf32>
  %c = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  memref.dealloc %c : memref<4xf32>
  return
}
func.func @returns(%m: memref<4xf32>) -> memref<4xf32> {
  %s = memref.subview %m[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
  %c = memref.cast %s : memref<2xf32, strided<[1]>> to memref<?xf32, strided<[1]>>
  %w = memref.cast %m : memref<4xf32> to memref<4xf32>
  return %w : memref<4xf32>
}
func.func @frees(%m: memref<4xf32>) {
  memref.dealloc %m : memref<4xf32>
  return
}
func.func @retains(%m: memref<4xf32>, %c: i1) -> i1 {
  %a = memref.alloc() : memref<4xf32>
  %r = bufferization.dealloc (%a : memref<4xf32>) if (%c) retain (%m : memref<4xf32>)
  return %r : i1
}
func.func @unknown(%m: memref<4xf32>) {
  "test.use"(%m) : (memref<4xf32>) -> ()
  return
}
func.func @external(%m: memref<4xf32>) {
  call @ext(%m) : (memref<4xf32>) -> ()
  return
}
func.func @passesToReader(%m: memref<4xf32>, %i: index) -> f32 {
  %v = call @reads(%m, %i) : (memref<4xf32>, index) -> f32
  return %v : f32
}
func.func @passesToFreer(%m: memref<4xf32>) {
  call @frees(%m) : (memref<4xf32>) -> ()
  return
}
func.func @yieldsThenReads(%m: memref<4xf32>, %n: memref<4xf32>, %c: i1, %i: index) -> f32 {
  %r = scf.if %c -> memref<4xf32> {
    scf.yield %m : memref<4xf32>
  } else {
    scf.yield %n : memref<4xf32>
  }
  %v = memref.load %r[%i] : memref<4xf32>
  return %v : f32
}
func.func @yieldsThenReturns(%m: memref<4xf32>, %c: i1) -> memref<4xf32> {
  %r = scf.if %c -> memref<4xf32> {
    scf.yield %m : memref<4xf32>
  } else {
    %a = memref.alloc() : memref<4xf32>
    scf.yield %a : memref<4xf32>
  }
  return %r : memref<4xf32>
}
func.func @storesItself(%m: memref<4xf32>, %p: memref<1xmemref<4xf32>>, %i: index) {
  memref.store %m, %p[%i] : memref<1xmemref<4xf32>>
  return
}
func.func @ping(%m: memref<4xf32>, %n: index) {
  call @pong(%m, %n) : (memref<4xf32>, index) -> ()
  return
}
func.func @pong(%m: memref<4xf32>, %n: index) {
  call @ping(%m, %n) : (memref<4xf32>, index) -> ()
  return
}
)mlir");
  auto flags = [&](std::string_view name, unsigned i = 0) { return f.of(name).arguments[i].flags; };
  EXPECT_TRUE(f.of("reads").arguments[0].neverEscapes());
  EXPECT_TRUE(f.of("writes").arguments[0].neverEscapes());
  EXPECT_EQ(flags("returns"), dealloc::kEscapes);
  EXPECT_EQ(flags("frees"), dealloc::kFreed);
  EXPECT_TRUE(f.of("retains").arguments[0].neverFreed());
  EXPECT_EQ(flags("retains"), dealloc::kRetained);
  EXPECT_EQ(flags("unknown"), dealloc::kFreed | dealloc::kRetained | dealloc::kEscapes);
  EXPECT_EQ(flags("external"), dealloc::kFreed | dealloc::kRetained | dealloc::kEscapes);
  EXPECT_TRUE(f.of("passesToReader").arguments[0].neverEscapes());
  EXPECT_EQ(flags("passesToFreer"), dealloc::kFreed);
  EXPECT_TRUE(f.of("yieldsThenReads").arguments[0].neverEscapes());
  EXPECT_TRUE(f.of("yieldsThenReads").arguments[1].neverEscapes());
  EXPECT_EQ(flags("yieldsThenReturns"), dealloc::kEscapes);
  EXPECT_TRUE(f.of("storesItself").arguments[1].neverEscapes());
  EXPECT_EQ(flags("storesItself"), dealloc::kEscapes);
  // Recursion is conservative: a call into the own component may do anything.
  EXPECT_TRUE(f.of("ping").recursive);
  EXPECT_FALSE(f.of("ping").arguments[0].neverFreed());
  EXPECT_TRUE(f.of("ping").arguments[1].neverEscapes());
}

// A function whose only call is outside every function body (here in a
// module-level scf.execute_region) is reached: its facts are computed when
// the facts are built, not at the first query, so they describe the IR the
// facts were built on even after the IR changes.
TEST(InterproceduralOwnershipFacts, CallOutsideFunctionBodiesIsReadAtConstruction) {
  Facts f(R"mlir(
func.func @frees(%m: memref<4xf32>) {
  memref.dealloc %m : memref<4xf32>
  return
}
scf.execute_region {
  %a = memref.alloc() : memref<4xf32>
  func.call @frees(%a) : (memref<4xf32>) -> ()
  scf.yield
}
)mlir");
  ASSERT_TRUE(f.facts);
  Operation *dealloc = nullptr;
  walkOps(f.module.get(), [&](Operation *op) {
    if (op->getName() == "memref.dealloc") dealloc = op;
  });
  ASSERT_NE(dealloc, nullptr);
  dealloc->erase();
  ASSERT_EQ(f.of("frees").arguments.size(), 1u);
  EXPECT_EQ(f.of("frees").arguments[0].flags, dealloc::kFreed);
}

TEST(InterproceduralOwnershipFacts, CallersKnownAndIsolatedArguments) {
  Facts f(R"mlir(
func.func private @p(%x: memref<4xf32>, %y: memref<4xf32>) {
  return
}
func.func private @q(%x: memref<4xf32>, %y: memref<4xf32>) {
  return
}
func.func private @referenced(%x: memref<4xf32>, %y: memref<4xf32>) {
  return
}
func.func @pub(%x: memref<4xf32>, %y: memref<4xf32>) {
  return
}
func.func @caller(%m: memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  call @p(%a, %b) : (memref<4xf32>, memref<4xf32>) -> ()
  call @p(%b, %m) : (memref<4xf32>, memref<4xf32>) -> ()
  call @q(%a, %a) : (memref<4xf32>, memref<4xf32>) -> ()
  call @referenced(%a, %b) : (memref<4xf32>, memref<4xf32>) -> ()
  call @pub(%a, %b) : (memref<4xf32>, memref<4xf32>) -> ()
  "test.symbols"() {refs = [@referenced]} : () -> ()
  return
}
)mlir");
  EXPECT_TRUE(f.of("p").allCallersKnown);
  EXPECT_FALSE(f.of("referenced").allCallersKnown);
  EXPECT_FALSE(f.of("pub").allCallersKnown);
  // @p: %x is an allocation at both calls, distinct from the other operand
  // (an allocation, an argument); %y is %b then %m, distinct from %x too.
  EXPECT_TRUE(f.of("p").arguments[0].isolated);
  EXPECT_TRUE(f.of("p").arguments[1].isolated);
  // @q gets one buffer twice.
  EXPECT_FALSE(f.of("q").arguments[0].isolated);
  EXPECT_FALSE(f.of("q").arguments[1].isolated);
  EXPECT_FALSE(f.of("referenced").arguments[0].isolated);
  EXPECT_FALSE(f.of("pub").arguments[0].isolated);
}

TEST(InterproceduralOwnershipFacts, TwoArgumentsOfTheCallerAreNotIsolated) {
  Facts f(R"mlir(
func.func private @p(%x: memref<4xf32>, %y: memref<4xf32>) {
  return
}
func.func @caller(%m: memref<4xf32>, %n: memref<4xf32>) {
  call @p(%m, %n) : (memref<4xf32>, memref<4xf32>) -> ()
  return
}
)mlir");
  EXPECT_FALSE(f.of("p").arguments[0].isolated);
  EXPECT_FALSE(f.of("p").arguments[1].isolated);
}

TEST(InterproceduralOwnershipFacts, ConstantOwnershipIndicators) {
  Facts f(R"mlir(
func.func private @borrowed(%m: memref<4xf32>) -> (memref<4xf32>, i1) {
  %false = arith.constant false
  return %m, %false : memref<4xf32>, i1
}
func.func private @owned() -> (memref<4xf32>, i1) {
  %true = arith.constant true
  %a = memref.alloc() : memref<4xf32>
  return %a, %true : memref<4xf32>, i1
}
func.func private @either(%m: memref<4xf32>, %c: i1) -> (memref<4xf32>, i1) {
  %true = arith.constant true
  %false = arith.constant false
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %a = memref.alloc() : memref<4xf32>
  return %a, %true : memref<4xf32>, i1
^bb2:
  return %m, %false : memref<4xf32>, i1
}
func.func @public(%m: memref<4xf32>) -> (memref<4xf32>, i1) {
  %false = arith.constant false
  return %m, %false : memref<4xf32>, i1
}
)mlir");
  EXPECT_EQ(f.of("borrowed").results[1].constantIndicator, std::optional<bool>(false));
  EXPECT_EQ(f.of("owned").results[1].constantIndicator, std::optional<bool>(true));
  EXPECT_EQ(f.of("either").results[1].constantIndicator, std::nullopt);
  EXPECT_EQ(f.of("public").results[1].constantIndicator, std::nullopt);
}

// ---- what the simplification does with them --------------------------------

/// A caller that frees its allocation %a (after `uses`) while retaining `%r`
/// defined by `def`.
std::string freeAllocRetaining(std::string_view callees, std::string_view uses, std::string_view def) {
  return std::string(callees) + R"mlir(
func.func @caller(%m: memref<4xf32>, %c: i1, %i: index) -> (memref<4xf32>, i1) {
  %a = memref.alloc() : memref<4xf32>
)mlir" + std::string(uses) +
         "  " + std::string(def) + R"mlir(
  %0 = bufferization.dealloc (%a : memref<4xf32>) if (%c) retain (%r : memref<4xf32>)
  return %r, %0 : memref<4xf32>, i1
}
)mlir";
}

bool retainDropped(const std::string &out) {
  EXPECT_EQ(out.find("error:"), std::string::npos) << out;
  return out.find("retain (") == std::string::npos;
}

constexpr std::string_view kHelpers = R"mlir(
memref.global "private" @gl : memref<4xf32> = dense<0.0>
func.func private @ext(memref<4xf32>) -> memref<4xf32>
func.func @reader(%m: memref<4xf32>, %i: index) -> f32 {
  %v = memref.load %m[%i] : memref<4xf32>
  return %v : f32
}
func.func @keeper(%m: memref<4xf32>) -> memref<4xf32> {
  return %m : memref<4xf32>
}
)mlir";

TEST(InterproceduralOwnershipSimplify, ContainedAllocationIsNotAGlobal) {
  // %a is only read (here and by @reader): no global can be it.
  std::string out = runPipeline(freeAllocRetaining(kHelpers, "  %v = func.call @reader(%a, %i) : (memref<4xf32>, index) -> f32\n",
                                                   "%r = memref.get_global @gl : memref<4xf32>"),
                                kSimplify);
  EXPECT_TRUE(retainDropped(out)) << out;
  // Without the module view (nested on the function) MLIR's answer stays.
  out = runPipeline(freeAllocRetaining(kHelpers, "  \"test.use\"(%a) : (memref<4xf32>) -> ()\n",
                                       "%r = memref.get_global @gl : memref<4xf32>"),
                    "builtin.module(func.func(buffer-deallocation-simplification))");
  EXPECT_FALSE(retainDropped(out)) << out;
}

TEST(InterproceduralOwnershipSimplify, ContainedAllocationIsNotAnExternalCallResult) {
  // @ext never receives %a, which escapes nowhere: its result is not %a.
  std::string out = runPipeline(
      freeAllocRetaining(kHelpers, "", "%r = func.call @ext(%m) : (memref<4xf32>) -> memref<4xf32>"), kSimplify);
  EXPECT_TRUE(retainDropped(out)) << out;
}

TEST(InterproceduralOwnershipSimplify, EscapedAllocationMayBeAnything) {
  // Given to an unknown op, to an external function, to a function that
  // returns it, or stored: an unknown buffer may be %a.
  for (std::string_view uses : {"  \"test.use\"(%a) : (memref<4xf32>) -> ()\n",
                                "  %e = func.call @ext(%a) : (memref<4xf32>) -> memref<4xf32>\n",
                                "  %k = func.call @keeper(%a) : (memref<4xf32>) -> memref<4xf32>\n",
                                "  %p = memref.alloca() : memref<1xmemref<4xf32>>\n"
                                "  memref.store %a, %p[%i] : memref<1xmemref<4xf32>>\n"}) {
    std::string out =
        runPipeline(freeAllocRetaining(kHelpers, uses, "%r = memref.get_global @gl : memref<4xf32>"), kSimplify);
    EXPECT_FALSE(retainDropped(out)) << uses << out;
  }
  // The external call that receives %a may return it.
  std::string out = runPipeline(
      freeAllocRetaining(kHelpers, "", "%r = func.call @ext(%a) : (memref<4xf32>) -> memref<4xf32>"), kSimplify);
  EXPECT_FALSE(retainDropped(out)) << out;
}

TEST(InterproceduralOwnershipSimplify, ResultAliasingAnotherOperandIsNotTheFreedBuffer) {
  // @keeper returns its argument; given %m, its result is %m, never %a.
  std::string out = runPipeline(
      freeAllocRetaining(kHelpers, "  \"test.use\"(%a) : (memref<4xf32>) -> ()\n",
                         "%r = func.call @keeper(%m) : (memref<4xf32>) -> memref<4xf32>"),
      kSimplify);
  EXPECT_TRUE(retainDropped(out)) << out;
  // Given %a, it is %a.
  out = runPipeline(freeAllocRetaining(kHelpers, "", "%r = func.call @keeper(%a) : (memref<4xf32>) -> memref<4xf32>"),
                    kSimplify);
  EXPECT_FALSE(retainDropped(out)) << out;
}

/// A private function freeing a select of its argument %x and its own
/// allocation while retaining its argument %y, called by `caller`.
std::string privateBody(std::string_view visibility, std::string_view caller) {
  return "func.func " + std::string(visibility) + R"mlir(@p(%x: memref<4xf32>, %y: memref<4xf32>, %c: i1) -> i1 {
  %a = memref.alloc() : memref<4xf32>
  %s = arith.select %c, %x, %a : memref<4xf32>
  "test.use"(%s) : (memref<4xf32>) -> ()
  %0 = bufferization.dealloc (%s : memref<4xf32>) if (%c) retain (%y : memref<4xf32>)
  return %0 : i1
}
)mlir" + std::string(caller);
}

TEST(InterproceduralOwnershipSimplify, IsolatedArgumentsOfAPrivateFunction) {
  std::string distinct = R"mlir(func.func @caller(%c: i1) -> i1 {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %r = call @p(%a, %b, %c) : (memref<4xf32>, memref<4xf32>, i1) -> i1
  return %r : i1
}
)mlir";
  std::string same = R"mlir(func.func @caller(%c: i1) -> i1 {
  %a = memref.alloc() : memref<4xf32>
  %r = call @p(%a, %a, %c) : (memref<4xf32>, memref<4xf32>, i1) -> i1
  return %r : i1
}
)mlir";
  std::string args = R"mlir(func.func @caller(%m: memref<4xf32>, %n: memref<4xf32>, %c: i1) -> i1 {
  %r = call @p(%m, %n, %c) : (memref<4xf32>, memref<4xf32>, i1) -> i1
  return %r : i1
}
)mlir";
  // Every caller passes two distinct buffers: %x is not %y.
  EXPECT_TRUE(retainDropped(runPipeline(privateBody("private ", distinct), kSimplify)));
  // One buffer twice, two arguments of the caller, or a public function
  // (unknown callers): %x may be %y.
  EXPECT_FALSE(retainDropped(runPipeline(privateBody("private ", same), kSimplify)));
  EXPECT_FALSE(retainDropped(runPipeline(privateBody("private ", args), kSimplify)));
  EXPECT_FALSE(retainDropped(runPipeline(privateBody("", distinct), kSimplify)));
}

TEST(InterproceduralOwnershipSimplify, ConstantIndicatorReplacesTheCallResult) {
  std::string in = R"mlir(
func.func private @borrowed(%m: memref<4xf32>) -> (memref<4xf32>, i1) {
  %false = arith.constant false
  return %m, %false : memref<4xf32>, i1
}
func.func @caller(%m: memref<4xf32>) {
  %r:2 = call @borrowed(%m) : (memref<4xf32>) -> (memref<4xf32>, i1)
  "test.use"(%r#0) : (memref<4xf32>) -> ()
  bufferization.dealloc (%r#0 : memref<4xf32>) if (%r#1)
  return
}
)mlir";
  std::string out = runPipeline(in, kSimplify);
  // The condition is false: the dealloc is gone.
  EXPECT_EQ(countOf(out, "bufferization.dealloc"), 0u) << out;
  out = runPipeline(in, "builtin.module(func.func(buffer-deallocation-simplification))");
  EXPECT_EQ(countOf(out, "bufferization.dealloc"), 1u) << out;
}

TEST(InterproceduralOwnershipSimplify, IndicatorsDifferingBetweenReturnsStay) {
  std::string out = runPipeline(R"mlir(
func.func private @either(%m: memref<4xf32>, %c: i1) -> (memref<4xf32>, i1) {
  %true = arith.constant true
  %false = arith.constant false
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %a = memref.alloc() : memref<4xf32>
  return %a, %true : memref<4xf32>, i1
^bb2:
  return %m, %false : memref<4xf32>, i1
}
func.func @caller(%m: memref<4xf32>, %c: i1) {
  %r:2 = call @either(%m, %c) : (memref<4xf32>, i1) -> (memref<4xf32>, i1)
  "test.use"(%r#0) : (memref<4xf32>) -> ()
  bufferization.dealloc (%r#0 : memref<4xf32>) if (%r#1)
  return
}
)mlir",
                                kSimplify);
  EXPECT_EQ(countOf(out, "bufferization.dealloc (%0#0 : memref<4xf32>) if (%0#1)"), 1u) << out;
}

}  // namespace
}  // namespace tbuf::test_util

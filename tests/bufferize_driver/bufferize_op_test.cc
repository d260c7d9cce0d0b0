// bufferizeOp, insertTensorCopies, runOneShotBufferize and
// foldToBufferToTensorPair on parsed IR. Expected texts are mlir-opt-22's
// output for the same input and options.
#include "bufferize/bufferize_internal.h"
#include "dialects/bufferization/bufferization_ops.h"
#include "dialects/test/test_ops.h"
#include "tests/bufferize_driver/driver_test_fixture.h"

namespace tbuf::bufferization::testing {
namespace {

constexpr std::string_view kInsert = R"mlir(
func.func @f(%t: tensor<4xf32>, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %0 = tensor.insert %f into %t[%c0] : tensor<4xf32>
  return %0 : tensor<4xf32>
}
)mlir";

TEST(DriverOutput, CopyBeforeWriteMatchesMlirOpt) {
  // Fixture-free variant to make sure the whole path works from scratch.
  Context ctx;
  registerAllDialects(ctx);
  registerTestDialectOps(ctx);
  registerBufferizableOpInterfaceExternalModels(ctx);
  OwningOpRef module = parseSourceString(ctx, kInsert, "test.mlir");
  ASSERT_TRUE(module);
  BufferizationOptions options;
  options.copyBeforeWrite = true;
  BufferizationState state;
  BufferizationStatistics statistics;
  ASSERT_TRUE(succeeded(runOneShotBufferize(module.get(), options, state, &statistics)));
  EXPECT_EQ(printToString(module.get()),
            "module {\n"
            "  func.func @f(%arg0: tensor<4xf32>, %arg1: f32) -> tensor<4xf32> {\n"
            "    %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>\n"
            "    %c0 = arith.constant 0 : index\n"
            "    %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>\n"
            "    memref.copy %0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>\n"
            "    memref.store %arg1, %alloc[%c0] : memref<4xf32>\n"
            "    %1 = bufferization.to_tensor %alloc : memref<4xf32> to tensor<4xf32>\n"
            "    return %1 : tensor<4xf32>\n"
            "  }\n"
            "}\n");
  EXPECT_EQ(statistics.numBufferAlloc, 1);
}

TEST_F(DriverTest, InsertTensorCopiesWithoutAnalysis) {
  parse(kInsert);
  AnalysisState state(options);
  ASSERT_TRUE(succeeded(insertTensorCopies(module.get(), state, bufferizationState))) << diagnostics;
  EXPECT_EQ(count("bufferization.alloc_tensor"), 1);
  EXPECT_EQ(count("memref.alloc"), 0);  // still on tensors
}

TEST_F(DriverTest, BufferizeOpWithoutCopiesWritesInPlace) {
  // bufferizeOp alone trusts the IR: no copy insertion has run, so the
  // insert writes the argument's buffer (what the analysis must prevent).
  parse(kInsert);
  ASSERT_TRUE(succeeded(bufferizeOp(module.get(), options, bufferizationState))) << diagnostics;
  EXPECT_EQ(count("memref.alloc"), 0);
  EXPECT_EQ(count("memref.store"), 1);
  EXPECT_EQ(count("tensor.insert"), 0);
}

TEST_F(DriverTest, AllocationsAreCounted) {
  parse(R"mlir(
func.func @f(%f: f32) -> (tensor<4xf32>, tensor<8xf32>) {
  %0 = bufferization.alloc_tensor() : tensor<4xf32>
  %1 = bufferization.alloc_tensor() : tensor<8xf32>
  %2 = bufferization.alloc_tensor() : tensor<8xf32>
  return %0, %1 : tensor<4xf32>, tensor<8xf32>
}
)mlir");
  BufferizationStatistics statistics;
  ASSERT_TRUE(succeeded(bufferizeOp(module.get(), options, bufferizationState, &statistics))) << diagnostics;
  // The dead third alloc_tensor is erased, not allocated.
  EXPECT_EQ(statistics.numBufferAlloc, 2);
  EXPECT_EQ(count("memref.alloc"), 2);
  EXPECT_EQ(count("bufferization.alloc_tensor"), 0);
}

TEST_F(DriverTest, UnbufferizedOpIsReported) {
  parse(R"mlir(
func.func @f(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "test.foo"(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
)mlir");
  options.copyBeforeWrite = true;
  EXPECT_TRUE(failed(runOneShotBufferize(module.get(), options, bufferizationState)));
  EXPECT_NE(diagnostics.find("test.mlir:3:8: error: op was not bufferized"), std::string::npos) << diagnostics;
}

TEST_F(DriverTest, AllowUnknownOpsKeepsThem) {
  parse(R"mlir(
func.func @f(%f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %e = bufferization.alloc_tensor() : tensor<4xf32>
  %0 = "test.foo"(%e) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = tensor.insert %f into %0[%c0] : tensor<4xf32>
  return %1 : tensor<4xf32>
}
)mlir");
  options.copyBeforeWrite = true;
  options.allowUnknownOps = true;
  ASSERT_TRUE(succeeded(runOneShotBufferize(module.get(), options, bufferizationState))) << diagnostics;
  EXPECT_NE(printed().find("%0 = bufferization.to_tensor %alloc : memref<4xf32> to tensor<4xf32>\n"
                           "    %1 = \"test.foo\"(%0) : (tensor<4xf32>) -> tensor<4xf32>\n"
                           "    %2 = bufferization.to_buffer %1 : tensor<4xf32> to memref<4xf32, strided<[?], "
                           "offset: ?>>"),
            std::string::npos)
      << printed();
}

TEST_F(DriverTest, ContradictoryOptionsAreRejected) {
  parse(kInsert);
  options.copyBeforeWrite = true;
  options.testAnalysisOnly = true;
  EXPECT_TRUE(failed(runOneShotBufferize(module.get(), options, bufferizationState)));
  EXPECT_NE(diagnostics.find("invalid combination of bufferization flags"), std::string::npos) << diagnostics;
}

TEST_F(DriverTest, DialectFilterLeavesOtherOpsAlone) {
  parse(R"mlir(
func.func @f(%f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %cst = arith.constant dense<0.0> : tensor<4xf32>
  %0 = tensor.insert %f into %cst[%c0] : tensor<4xf32>
  return %0 : tensor<4xf32>
}
)mlir");
  options.copyBeforeWrite = true;
  options.dialectFilter = {"tensor", "bufferization"};
  ASSERT_TRUE(succeeded(runOneShotBufferize(module.get(), options, bufferizationState))) << diagnostics;
  EXPECT_EQ(count("memref.global"), 0);
  EXPECT_EQ(count("arith.constant"), 2);
  EXPECT_EQ(count("memref.store"), 1);
}

/// A model for "test.region": its tensor result is a new buffer; bufferize()
/// must never be reached for a multi-block region.
class RegionModel : public BufferizableOpInterface {
 public:
  bool bufferizesToMemoryRead(Operation *, OpOperand &, const AnalysisState &) const override { return false; }
  bool bufferizesToMemoryWrite(Operation *, OpOperand &, const AnalysisState &) const override { return false; }
  AliasingValueList getAliasingValues(Operation *, OpOperand &, const AnalysisState &) const override { return {}; }
  LogicalResult bufferize(Operation *op, RewriterBase &, const BufferizationOptions &,
                          BufferizationState &) const override {
    return op->emitOpError() << "bufferize() reached";
  }
};

TEST_F(DriverTest, UnstructuredControlFlowIsRejectedWhereUnsupported) {
  OpDefinition def;
  def.name = "test.region";
  def.dialect = "test";
  ctx.registerOp(std::move(def));
  ctx.attachInterface<BufferizableOpInterface>("test.region", std::make_unique<RegionModel>());
  parse(R"mlir(
func.func @f() -> tensor<4xf32> {
  %0 = "test.region"() ({
    "test.br"() [^x] : () -> ()
  ^x:
    "test.term"() : () -> ()
  }) : () -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
)mlir");
  EXPECT_TRUE(failed(bufferizeOp(module.get(), options, bufferizationState)));
  EXPECT_NE(diagnostics.find("test.mlir:3:8: error: 'test.region' op op or BufferizableOpInterface implementation "
                             "does not support unstructured control flow, but at least one region has multiple "
                             "blocks"),
            std::string::npos)
      << diagnostics;
  EXPECT_EQ(diagnostics.find("bufferize() reached"), std::string::npos) << diagnostics;
}

// ---- foldToBufferToTensorPair ------------------------------------------------

class FoldTest : public DriverTest {
 protected:
  LogicalResult fold(std::string_view tag) {
    Operation *o = op(tag);
    rewriter.setInsertionPoint(o);
    return foldToBufferToTensorPair(rewriter, o, options);
  }
};

TEST_F(FoldTest, SameTypeFoldsToTheBuffer) {
  parse(R"mlir(
func.func @f(%m: memref<4xf32>) -> memref<4xf32> {
  %t = bufferization.to_tensor %m restrict : memref<4xf32> to tensor<4xf32>
  %b = bufferization.to_buffer %t {tag = "b"} : tensor<4xf32> to memref<4xf32>
  return %b : memref<4xf32>
}
)mlir");
  ASSERT_TRUE(succeeded(fold("b")));
  EXPECT_NE(printed().find("return %arg0 : memref<4xf32>"), std::string::npos) << printed();
  EXPECT_EQ(count("bufferization.to_buffer"), 0);
}

TEST_F(FoldTest, StaticToDynamicLayoutIsACast) {
  parse(R"mlir(
func.func @f(%m: memref<4xf32>) -> memref<4xf32, strided<[?], offset: ?>> {
  %t = bufferization.to_tensor %m restrict : memref<4xf32> to tensor<4xf32>
  %b = bufferization.to_buffer %t {tag = "b"} : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
  return %b : memref<4xf32, strided<[?], offset: ?>>
}
)mlir");
  ASSERT_TRUE(succeeded(fold("b")));
  EXPECT_NE(printed().find("%cast = memref.cast %arg0 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>"),
            std::string::npos)
      << printed();
}

TEST_F(FoldTest, DynamicToStaticLayoutIsACopy) {
  parse(R"mlir(
func.func @f(%m: memref<?xf32, strided<[?], offset: ?>>) -> memref<?xf32> {
  %t = bufferization.to_tensor %m restrict : memref<?xf32, strided<[?], offset: ?>> to tensor<?xf32>
  %b = bufferization.to_buffer %t {tag = "b"} : tensor<?xf32> to memref<?xf32>
  return %b : memref<?xf32>
}
)mlir");
  ASSERT_TRUE(succeeded(fold("b")));
  EXPECT_NE(printed().find("%dim = memref.dim %arg0, %c0 : memref<?xf32, strided<[?], offset: ?>>\n"
                           "    %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf32>\n"
                           "    memref.copy %arg0, %alloc : memref<?xf32, strided<[?], offset: ?>> to "
                           "memref<?xf32>\n"
                           "    return %alloc : memref<?xf32>"),
            std::string::npos)
      << printed();
}

TEST_F(FoldTest, UnrankedToRankedDoesNotFold) {
  parse(R"mlir(
func.func @f(%m: memref<*xf32>) -> memref<4xf32> {
  %t = bufferization.to_tensor %m restrict : memref<*xf32> to tensor<*xf32>
  %c = tensor.cast %t : tensor<*xf32> to tensor<4xf32>
  %b = bufferization.to_buffer %c {tag = "b"} : tensor<4xf32> to memref<4xf32>
  return %b : memref<4xf32>
}
)mlir");
  std::string before = printed();
  EXPECT_TRUE(failed(fold("b")));
  EXPECT_EQ(printed(), before);
}

TEST_F(FoldTest, NotAToTensorOperand) {
  parse(R"mlir(
func.func @f(%t: tensor<4xf32>) -> memref<4xf32> {
  %b = bufferization.to_buffer %t {tag = "b"} : tensor<4xf32> to memref<4xf32>
  return %b : memref<4xf32>
}
)mlir");
  EXPECT_TRUE(failed(fold("b")));
  EXPECT_EQ(count("bufferization.to_buffer"), 1);
}

}  // namespace
}  // namespace tbuf::bufferization::testing

namespace tbuf::bufferization::testing {
namespace {

TEST(AllocTensorMemorySpaceCacheTest, ScopesNest) {
  EXPECT_EQ(AllocTensorMemorySpaceCache::current(), nullptr);
  {
    AllocTensorMemorySpaceCache outer;
    EXPECT_EQ(AllocTensorMemorySpaceCache::current(), &outer);
    {
      AllocTensorMemorySpaceCache inner;
      EXPECT_EQ(AllocTensorMemorySpaceCache::current(), &inner);
    }
    EXPECT_EQ(AllocTensorMemorySpaceCache::current(), &outer);
  }
  EXPECT_EQ(AllocTensorMemorySpaceCache::current(), nullptr);
}

TEST_F(DriverTest, LongCopyChainKeepsMemorySpaceAndStaysLinear) {
  // copy-before-write on a 3000-deep extract_slice / fill / insert_slice
  // chain: every copy asks for the memory space of the previous one.
  // Without the memory-space cache this is quadratic (minutes in a debug
  // build) with recursion as deep as the chain.
  constexpr int kDepth = 3000;
  std::string text = "func.func @chain(%m: memref<?xf32, 3>, %cst: f32) -> tensor<?xf32> {\n"
                     "  %t0 = bufferization.to_tensor %m restrict : memref<?xf32, 3> to tensor<?xf32>\n";
  for (int i = 0; i < kDepth; ++i) {
    std::string k = std::to_string(i), n = std::to_string(i + 1);
    text += "  %s" + k + " = tensor.extract_slice %t" + k + "[" + k + "] [4] [1] : tensor<?xf32> to tensor<4xf32>\n";
    text += "  %f" + k + " = linalg.fill ins(%cst : f32) outs(%s" + k + " : tensor<4xf32>) -> tensor<4xf32>\n";
    text += "  %t" + n + " = tensor.insert_slice %f" + k + " into %t" + k + "[" + k +
            "] [4] [1] : tensor<4xf32> into tensor<?xf32>\n";
  }
  text += "  return %t" + std::to_string(kDepth) + " : tensor<?xf32>\n}\n";
  parse(text);
  options.copyBeforeWrite = true;
  BufferizationStatistics statistics;
  ASSERT_TRUE(succeeded(runOneShotBufferize(module.get(), options, bufferizationState, &statistics))) << diagnostics;
  // One allocation per fill init and one copy of the whole buffer per
  // insert_slice, all in memory space 3.
  EXPECT_EQ(statistics.numBufferAlloc, 2 * kDepth);
  int allocs = 0, inSpace3 = 0;
  module->walk([&](Operation *o) {
    if (o->getName() != "memref.alloc") return;
    ++allocs;
    if (o->getResult(0).getType().cast<BaseMemRefType>().getMemorySpace()) ++inSpace3;
  });
  EXPECT_EQ(allocs, 2 * kDepth);
  EXPECT_EQ(inSpace3, allocs);
  // No cache is left behind.
  EXPECT_EQ(AllocTensorMemorySpaceCache::current(), nullptr);
}

}  // namespace
}  // namespace tbuf::bufferization::testing

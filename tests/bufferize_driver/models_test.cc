// The arith and bufferization dialect models: analysis answers and
// rewrites (driven through bufferizeOp on parsed IR).
#include "bufferize/one_shot_analysis.h"
#include "dialects/bufferization/bufferization_ops.h"
#include "tests/bufferize_driver/driver_test_fixture.h"

namespace tbuf::bufferization::testing {
namespace {

class ModelsTest : public DriverTest {
 protected:
  const BufferizableOpInterface *model(Operation *o) { return o->getInterface<BufferizableOpInterface>(); }
};

constexpr std::string_view kOps = R"mlir(
func.func @f(%c: i1, %a: tensor<4xf32>, %b: tensor<4xf32>, %m: memref<4xf32>, %i: tensor<4xindex>) {
  %cst = arith.constant {tag = "cst"} dense<1.0> : tensor<4xf32>
  %sel = arith.select %c, %a, %b {tag = "select"} : tensor<4xf32>
  %ic = arith.index_cast %i {tag = "index_cast"} : tensor<4xindex> to tensor<4xi64>
  %t = bufferization.to_tensor %m restrict writable {tag = "to_tensor"} : memref<4xf32> to tensor<4xf32>
  %r = bufferization.to_tensor %m restrict {tag = "to_tensor_ro"} : memref<4xf32> to tensor<4xf32>
  %tb = bufferization.to_buffer %a read_only {tag = "to_buffer_ro"} : tensor<4xf32> to memref<4xf32>
  %tw = bufferization.to_buffer %a {tag = "to_buffer"} : tensor<4xf32> to memref<4xf32>
  %mat = bufferization.materialize_in_destination %a in %b {tag = "mat"} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %al = bufferization.alloc_tensor() {tag = "alloc"} : tensor<4xf32>
  %ac = bufferization.alloc_tensor() copy(%a) {tag = "alloc_copy"} : tensor<4xf32>
  bufferization.dealloc_tensor %ac {tag = "dealloc"} : tensor<4xf32>
  return
}
)mlir";

TEST_F(ModelsTest, AnalysisAnswers) {
  parse(kOps);
  AnalysisState state(options);

  Operation *cst = op("cst");
  EXPECT_FALSE(state.isWritable(cst->getResult(0)));
  EXPECT_TRUE(model(cst)->bufferizesToAllocation(cst, cst->getResult(0)));

  Operation *select = op("select");
  AliasingValueList selAliases = state.getAliasingValues(select->getOpOperand(1));
  ASSERT_EQ(selAliases.size(), 1u);
  EXPECT_EQ(selAliases[0].relation, BufferRelation::Equivalent);
  EXPECT_FALSE(selAliases[0].isDefinite);
  EXPECT_FALSE(state.bufferizesToMemoryRead(select->getOpOperand(1)));
  EXPECT_FALSE(state.bufferizesToMemoryWrite(select->getOpOperand(2)));

  Operation *indexCast = op("index_cast");
  AliasingValueList icAliases = state.getAliasingValues(indexCast->getOpOperand(0));
  ASSERT_EQ(icAliases.size(), 1u);
  EXPECT_TRUE(icAliases[0].isDefinite);

  EXPECT_TRUE(state.isWritable(op("to_tensor")->getResult(0)));
  EXPECT_FALSE(state.isWritable(op("to_tensor_ro")->getResult(0)));
  EXPECT_FALSE(state.bufferizesToMemoryWrite(op("to_buffer_ro")->getOpOperand(0)));
  EXPECT_TRUE(state.bufferizesToMemoryWrite(op("to_buffer")->getOpOperand(0)));
  EXPECT_TRUE(state.bufferizesToMemoryRead(op("to_buffer_ro")->getOpOperand(0)));
  EXPECT_TRUE(state.isInPlace(op("to_buffer")->getOpOperand(0)));

  Operation *mat = op("mat");
  EXPECT_TRUE(state.bufferizesToMemoryRead(mat->getOpOperand(0)));
  EXPECT_FALSE(state.bufferizesToMemoryWrite(mat->getOpOperand(0)));
  EXPECT_FALSE(state.bufferizesToMemoryRead(mat->getOpOperand(1)));
  EXPECT_TRUE(state.bufferizesToMemoryWrite(mat->getOpOperand(1)));
  EXPECT_TRUE(model(mat)->mustBufferizeInPlace(mat, mat->getOpOperand(1), state));
  ASSERT_EQ(state.getAliasingValues(mat->getOpOperand(1)).size(), 1u);
  EXPECT_TRUE(state.getAliasingValues(mat->getOpOperand(0)).empty());

  Operation *alloc = op("alloc");
  Operation *allocCopy = op("alloc_copy");
  EXPECT_FALSE(state.bufferizesToMemoryWrite(alloc->getResult(0)));
  EXPECT_TRUE(state.bufferizesToMemoryWrite(allocCopy->getResult(0)));
  EXPECT_TRUE(state.bufferizesToMemoryRead(allocCopy->getOpOperand(0)));
  EXPECT_TRUE(state.getAliasingValues(allocCopy->getOpOperand(0)).empty());

  Operation *dealloc = op("dealloc");
  EXPECT_FALSE(state.bufferizesToMemoryRead(dealloc->getOpOperand(0)));
  EXPECT_FALSE(state.bufferizesToMemoryWrite(dealloc->getOpOperand(0)));
}

TEST_F(ModelsTest, BufferTypes) {
  parse(R"mlir(
func.func @f(%c: i1, %a: tensor<8xf32>, %m: memref<4xf32, 3>) {
  %s = tensor.extract_slice %a[2] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %e = bufferization.alloc_tensor() {tag = "alloc"} : tensor<4xf32>
  %sel = arith.select %c, %s, %e {tag = "select"} : tensor<4xf32>
  %t = bufferization.to_tensor %m restrict {tag = "to_tensor"} : memref<4xf32, 3> to tensor<4xf32>
  %ms = bufferization.alloc_tensor() {memory_space = 7 : i64, tag = "alloc_ms"} : tensor<4xf32>
  %cp = bufferization.alloc_tensor() copy(%t) {tag = "alloc_copy"} : tensor<4xf32>
  return
}
)mlir");
  auto typeOf = [&](std::string_view tag) {
    std::optional<BaseMemRefType> t = getBufferType(op(tag)->getResult(0), options, bufferizationState);
    return t ? Type(*t).str() : std::string("<none>");
  };
  EXPECT_EQ(typeOf("alloc"), "memref<4xf32>");
  EXPECT_EQ(typeOf("select"), "memref<4xf32, strided<[?], offset: ?>>");
  EXPECT_EQ(typeOf("to_tensor"), "memref<4xf32, 3>");
  EXPECT_EQ(typeOf("alloc_ms"), "memref<4xf32, 7>");
  EXPECT_EQ(typeOf("alloc_copy"), "memref<4xf32, 3>");
}

TEST_F(ModelsTest, ConstantGlobalsAreNamedPlacedAndReused) {
  parse(R"mlir(
memref.global "private" @__constant_2xi32 : memref<2xi32> = dense<0>
func.func @f() -> (tensor<2xi32>, tensor<2xi32>, tensor<i8>, tensor<2xi32>) {
  %0 = arith.constant dense<[1, 2]> : tensor<2xi32>
  %1 = arith.constant dense<0> : tensor<2xi32>
  %2 = arith.constant dense<3> : tensor<i8>
  %3 = arith.constant dense<[3, 4]> : tensor<2xi32>
  return %0, %1, %2, %3 : tensor<2xi32>, tensor<2xi32>, tensor<i8>, tensor<2xi32>
}
)mlir");
  ASSERT_TRUE(succeeded(bufferizeOp(module.get(), options, bufferizationState))) << diagnostics;
  // The existing global has no alignment: not reused for dense<0> under the
  // default alignment of 64. New globals go first, newest first.
  EXPECT_NE(printed().find(
                "module {\n"
                "  memref.global \"private\" constant @__constant_2xi32_2 : memref<2xi32> = dense<[3, 4]> "
                "{alignment = 64 : i64}\n"
                "  memref.global \"private\" constant @__constant_xi8 : memref<i8> = dense<3> {alignment = 64 : i64}\n"
                "  memref.global \"private\" constant @__constant_2xi32_1 : memref<2xi32> = dense<0> {alignment = 64 "
                ": i64}\n"
                "  memref.global \"private\" constant @__constant_2xi32_0 : memref<2xi32> = dense<[1, 2]> "
                "{alignment = 64 : i64}\n"
                "  memref.global \"private\" @__constant_2xi32 : memref<2xi32> = dense<0>\n"),
            std::string::npos)
      << printed();
  EXPECT_EQ(count("memref.get_global"), 4);
}

TEST_F(ModelsTest, ConstantGlobalReusedWithMatchingAlignment) {
  parse(R"mlir(
memref.global "private" constant @existing : memref<2xi32> = dense<[1, 2]> {alignment = 64 : i64}
func.func @f() -> tensor<2xi32> {
  %0 = arith.constant dense<[1, 2]> : tensor<2xi32>
  return %0 : tensor<2xi32>
}
)mlir");
  ASSERT_TRUE(succeeded(bufferizeOp(module.get(), options, bufferizationState))) << diagnostics;
  EXPECT_EQ(count("memref.global"), 1);
  EXPECT_NE(printed().find("memref.get_global @existing : memref<2xi32>"), std::string::npos) << printed();
}

TEST_F(ModelsTest, SelectWithTensorConditionIsAnError) {
  parse(R"mlir(
func.func @f(%c: tensor<4xi1>, %a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = arith.select %c, %a, %b : tensor<4xi1>, tensor<4xf32>
  return %0 : tensor<4xf32>
}
)mlir");
  EXPECT_TRUE(failed(bufferizeOp(module.get(), options, bufferizationState)));
  EXPECT_NE(diagnostics.find("test.mlir:3:8: error: 'arith.select' op only i1 condition values are supported"),
            std::string::npos)
      << diagnostics;
  EXPECT_NE(diagnostics.find("test.mlir:3:8: error: failed to bufferize op"), std::string::npos) << diagnostics;
}

TEST_F(ModelsTest, AllocTensorRewrites) {
  parse(R"mlir(
func.func @f(%sz: index, %t: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %0 = bufferization.alloc_tensor(%sz) {memory_space = 1 : i64} : tensor<?xf32>
  %1 = bufferization.alloc_tensor() copy(%t) : tensor<?xf32>
  bufferization.dealloc_tensor %1 : tensor<?xf32>
  return %0, %1 : tensor<?xf32>, tensor<?xf32>
}
)mlir");
  options.bufferAlignment = 128;
  ASSERT_TRUE(succeeded(bufferizeOp(module.get(), options, bufferizationState))) << diagnostics;
  EXPECT_NE(printed().find("%alloc = memref.alloc(%arg0) {alignment = 128 : i64} : memref<?xf32, 1>\n"
                           "    %1 = bufferization.to_tensor %alloc : memref<?xf32, 1> to tensor<?xf32>\n"
                           "    %c0 = arith.constant 0 : index\n"
                           "    %dim = memref.dim %0, %c0 : memref<?xf32, strided<[?], offset: ?>>\n"
                           "    %alloc_0 = memref.alloc(%dim) {alignment = 128 : i64} : memref<?xf32>\n"
                           "    memref.copy %0, %alloc_0 : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32>\n"
                           "    %2 = bufferization.to_tensor %alloc_0 : memref<?xf32> to tensor<?xf32>\n"
                           "    memref.dealloc %alloc_0 : memref<?xf32>"),
            std::string::npos)
      << printed();
}

TEST_F(ModelsTest, NoAlignmentAttributeWithZeroAlignment) {
  parse(R"mlir(
func.func @f() -> tensor<4xf32> {
  %0 = bufferization.alloc_tensor() : tensor<4xf32>
  return %0 : tensor<4xf32>
}
)mlir");
  options.bufferAlignment = 0;
  ASSERT_TRUE(succeeded(bufferizeOp(module.get(), options, bufferizationState))) << diagnostics;
  EXPECT_NE(printed().find("%alloc = memref.alloc() : memref<4xf32>\n"), std::string::npos) << printed();
}

TEST_F(ModelsTest, MaterializeInDestinationCopies) {
  parse(R"mlir(
func.func @f(%src: tensor<4xf32>, %m: memref<4xf32>) {
  bufferization.materialize_in_destination %src in restrict writable %m : (tensor<4xf32>, memref<4xf32>) -> ()
  return
}
)mlir");
  ASSERT_TRUE(succeeded(bufferizeOp(module.get(), options, bufferizationState))) << diagnostics;
  EXPECT_NE(printed().find("%0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: "
                           "?>>\n"
                           "    memref.copy %0, %arg1 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>\n"
                           "    return"),
            std::string::npos)
      << printed();
}

}  // namespace
}  // namespace tbuf::bufferization::testing

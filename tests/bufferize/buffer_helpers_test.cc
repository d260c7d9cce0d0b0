// Buffer-type helpers (printed like MLIR's), getBuffer (to_buffer insertion,
// reuse of a to_tensor's memref) and replaceOpWithBufferizedValues, checked
// on the printed IR.
#include "ir/rewriter.h"
#include "test_models.h"

namespace tbuf::bufferization::testing {
namespace {

std::string str(Type t) { return t.str(); }

TEST_F(InterfaceTest, MemRefTypeHelpersPrintLikeMlir) {
  auto ranked = type("tensor<4x?xf32>").cast<TensorType>();
  auto scalar = type("tensor<f64>").cast<TensorType>();
  auto unranked = type("tensor<*xi8>").cast<TensorType>();
  EXPECT_EQ(str(getMemRefTypeWithFullyDynamicLayout(ranked)), "memref<4x?xf32, strided<[?, ?], offset: ?>>");
  EXPECT_EQ(str(getMemRefTypeWithFullyDynamicLayout(scalar)), "memref<f64, strided<[], offset: ?>>");
  EXPECT_EQ(str(getMemRefTypeWithFullyDynamicLayout(unranked)), "memref<*xi8>");
  EXPECT_EQ(str(getMemRefTypeWithStaticIdentityLayout(ranked)), "memref<4x?xf32>");
  EXPECT_EQ(str(getMemRefTypeWithStaticIdentityLayout(unranked)), "memref<*xi8>");

  Attribute space = parseAttribute(ctx, "1 : i64");
  EXPECT_EQ(str(getMemRefTypeWithStaticIdentityLayout(ranked, space)), "memref<4x?xf32, 1>");
  EXPECT_EQ(str(getMemRefTypeWithFullyDynamicLayout(ranked, space)),
            "memref<4x?xf32, strided<[?, ?], offset: ?>, 1>");
  EXPECT_EQ(str(getMemRefTypeWithFullyDynamicLayout(unranked, space)), "memref<*xi8, 1>");

  // Options decide when no layout is given.
  EXPECT_EQ(str(getMemRefType(ranked, options)), "memref<4x?xf32, strided<[?, ?], offset: ?>>");
  options.unknownTypeConversion = LayoutMapOption::IdentityLayoutMap;
  EXPECT_EQ(str(getMemRefType(ranked, options)), "memref<4x?xf32>");
  EXPECT_EQ(str(getMemRefType(ranked, options, LayoutMapOption::FullyDynamicLayoutMap)),
            "memref<4x?xf32, strided<[?, ?], offset: ?>>");
  EXPECT_EQ(str(getMemRefType(ranked, options, LayoutMapOption::InferLayoutMap)), "memref<4x?xf32>");
  Attribute layout = parseAttribute(ctx, "strided<[?, 1], offset: 5>");
  ASSERT_TRUE(layout);
  EXPECT_EQ(str(getMemRefType(ranked, options, layout)), "memref<4x?xf32, strided<[?, 1], offset: 5>>");
}

TEST_F(InterfaceTest, BufferTypeFollowsEquivalentOperands) {
  parse(R"mlir(
func.func @f(%m: memref<4xf32, 3>, %f: f32, %i: index) -> tensor<4xf32> {
  %t = bufferization.to_tensor %m : memref<4xf32, 3> to tensor<4xf32>
  %0 = tensor.insert %f into %t[%i] {tag = "ins"} : tensor<4xf32>
  return %0 : tensor<4xf32>
}
)mlir");
  BufferizationState state;
  Operation *ins = op("ins");
  // to_tensor has no model here: its result gets the default buffer type,
  // and the insert result (Equivalent to its dest) the same.
  std::optional<BaseMemRefType> t = getBufferType(ins->getResult(0), options, state);
  ASSERT_TRUE(t);
  EXPECT_EQ(str(*t), "memref<4xf32, strided<[?], offset: ?>>");
  // Non-tensor values are rejected with a located error.
  EXPECT_FALSE(getBufferType(ins->getOperand(0), options, state));
  EXPECT_NE(diagnostics.find("expected a tensor value"), std::string::npos) << diagnostics;
}

TEST_F(InterfaceTest, BufferizeInsertPrintsLikeMlir) {
  parse(R"mlir(
func.func @f(%t: tensor<4xf32>, %f: f32, %i: index) -> tensor<4xf32> {
  %0 = tensor.insert %f into %t[%i] {tag = "ins"} : tensor<4xf32>
  return %0 : tensor<4xf32>
}
)mlir");
  IRRewriter rewriter(&ctx);
  BufferizationState state;
  Operation *ins = op("ins");
  ASSERT_TRUE(succeeded(ins->getInterface<BufferizableOpInterface>()->bufferize(ins, rewriter, options, state)))
      << diagnostics;
  // This text round-trips through mlir-opt-22 unchanged, and mlir-opt's own
  // tensor.insert bufferization prints the same to_buffer / store /
  // to_tensor lines (on its out-of-place copy of the non-writable %arg0).
  EXPECT_EQ(printToString(module.get()),
            R"mlir(module {
  func.func @f(%arg0: tensor<4xf32>, %arg1: f32, %arg2: index) -> tensor<4xf32> {
    %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
    memref.store %arg1, %0[%arg2] : memref<4xf32, strided<[?], offset: ?>>
    %1 = bufferization.to_tensor %0 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
    return %1 : tensor<4xf32>
  }
}
)mlir");
}

TEST_F(InterfaceTest, GetBufferReusesToTensorMemref) {
  parse(R"mlir(
func.func @f(%m: memref<4xf32, 3>, %f: f32, %i: index) -> tensor<4xf32> {
  %t = bufferization.to_tensor %m : memref<4xf32, 3> to tensor<4xf32>
  %0 = tensor.insert %f into %t[%i] {tag = "ins"} : tensor<4xf32>
  return %0 : tensor<4xf32>
}
)mlir");
  IRRewriter rewriter(&ctx);
  BufferizationState state;
  Operation *ins = op("ins");
  ASSERT_TRUE(succeeded(ins->getInterface<BufferizableOpInterface>()->bufferize(ins, rewriter, options, state)));
  EXPECT_EQ(printToString(module.get()),
            R"mlir(module {
  func.func @f(%arg0: memref<4xf32, 3>, %arg1: f32, %arg2: index) -> tensor<4xf32> {
    %0 = bufferization.to_tensor %arg0 : memref<4xf32, 3> to tensor<4xf32>
    memref.store %arg1, %arg0[%arg2] : memref<4xf32, 3>
    %1 = bufferization.to_tensor %arg0 : memref<4xf32, 3> to tensor<4xf32>
    return %1 : tensor<4xf32>
  }
}
)mlir");
}

TEST_F(InterfaceTest, GetBufferInsertsAfterDefinitionAndKeepsInsertionPoint) {
  parse(R"mlir(
func.func @f(%t: tensor<?xf32>) -> index {
  %c0 = arith.constant {tag = "c0"} 0 : index
  %d = tensor.dim {tag = "dim"} %t, %c0 : tensor<?xf32>
  return %d : index
}
)mlir");
  IRRewriter rewriter(&ctx);
  BufferizationState state;
  options.unknownTypeConversion = LayoutMapOption::IdentityLayoutMap;
  Operation *dim = op("dim");
  rewriter.setInsertionPoint(dim);
  std::optional<Value> buffer = getBuffer(rewriter, dim->getOperand(0), options, state);
  ASSERT_TRUE(buffer);
  // Inserted at the start of the block (the value is an argument); the
  // rewriter still inserts before the dim.
  Operation *toBuffer = buffer->getDefiningOp();
  EXPECT_EQ(toBuffer, &dim->getBlock()->front());
  EXPECT_EQ(str(buffer->getType()), "memref<?xf32>");
  Operation *c = rewriter.create<memref::DimOp>(dim->getLoc(), *buffer, op("c0")->getResult(0));
  EXPECT_EQ(c->getNextNode(), dim);
}

TEST_F(InterfaceTest, ReplaceOpWithBufferizedValuesChecksArity) {
  parse(R"mlir(
func.func @f(%t: tensor<4xf32>, %f: f32, %i: index) -> tensor<4xf32> {
  %0 = tensor.insert %f into %t[%i] {tag = "ins"} : tensor<4xf32>
  return %0 : tensor<4xf32>
}
)mlir");
  IRRewriter rewriter(&ctx);
  Operation *ins = op("ins");
  replaceOpWithBufferizedValues(rewriter, ins, {});
  EXPECT_NE(diagnostics.find("bufferized with 0 values for 1 results"), std::string::npos) << diagnostics;
  // A tensor result cannot be replaced by a non-buffer.
  replaceOpWithBufferizedValues(rewriter, ins, {ins->getOperand(0)});
  EXPECT_NE(diagnostics.find("must be replaced by a buffer"), std::string::npos) << diagnostics;
  EXPECT_EQ(op("ins"), ins);  // still there
}

}  // namespace
}  // namespace tbuf::bufferization::testing

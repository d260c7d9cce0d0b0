// The func dialect models: writability of function arguments, buffer types
// of arguments under function-boundary-type-conversion (and
// bufferization.buffer_layout), func.call answers without analysis
// (conservative) and from a FuncAnalysisState, and the rewrites of func.func
// (signature, to_tensor / to_buffer) and func.call (casts, reallocation).
#include "module_test_fixture.h"

namespace tbuf::bufferization::testing {
namespace {

constexpr std::string_view kCallee = R"mlir(
func.func @callee(%a: tensor<?xf32>, %b: tensor<4xf32> {bufferization.writable = false}, %i: index,
                  %c: tensor<4xf32> {bufferization.buffer_layout = affine_map<(d0) -> (d0 + 2)>},
                  %u: tensor<*xf32>, %s: tensor<8xf32> {bufferization.buffer_layout = strided<[2], offset: 4>}) -> (tensor<?xf32>, index) {
  return %a, %i : tensor<?xf32>, index
}
func.func @caller(%x: tensor<?xf32>, %y: tensor<4xf32>, %z: tensor<*xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %w = tensor.empty() : tensor<8xf32>
  %r:2 = call @callee(%x, %y, %c0, %y, %z, %w) {tag = "call"} : (tensor<?xf32>, tensor<4xf32>, index, tensor<4xf32>, tensor<*xf32>, tensor<8xf32>) -> (tensor<?xf32>, index)
  return %r#0 : tensor<?xf32>
}
)mlir";

TEST_F(ModuleTest, FunctionArgumentsAreWritableUnlessMarked) {
  parse(kCallee);
  func::FuncOp callee = func("callee");
  AnalysisState state(options);
  const BufferizableOpInterface *m = model(callee);
  ASSERT_NE(m, nullptr);
  EXPECT_TRUE(m->isWritable(callee, callee.getArgument(0), state));
  EXPECT_FALSE(m->isWritable(callee, callee.getArgument(1), state));
  EXPECT_TRUE(state.isWritable(callee.getArgument(0)));
  EXPECT_FALSE(state.isWritable(callee.getArgument(1)));
}

TEST_F(ModuleTest, ArgumentBufferTypesFollowTheBoundaryConversion) {
  parse(kCallee);
  func::FuncOp callee = func("callee");
  auto typeOf = [&](unsigned i) { return Type(getBufferizedFunctionArgType(callee, i, options)).str(); };
  // infer-layout-map (default): fully dynamic arguments.
  EXPECT_EQ(typeOf(0), "memref<?xf32, strided<[?], offset: ?>>");
  EXPECT_EQ(typeOf(3), "memref<4xf32, affine_map<(d0) -> (d0 + 2)>>");
  EXPECT_EQ(typeOf(4), "memref<*xf32>");
  EXPECT_EQ(typeOf(5), "memref<8xf32, strided<[2], offset: 4>>");
  std::optional<BaseMemRefType> viaState = getBufferType(callee.getArgument(1), options, bufferizationState);
  ASSERT_TRUE(viaState);
  EXPECT_EQ(Type(*viaState).str(), "memref<4xf32, strided<[?], offset: ?>>");
  options.functionBoundaryTypeConversion = LayoutMapOption::IdentityLayoutMap;
  EXPECT_EQ(typeOf(0), "memref<?xf32>");
  EXPECT_EQ(typeOf(3), "memref<4xf32, affine_map<(d0) -> (d0 + 2)>>");
  options.functionBoundaryTypeConversion = LayoutMapOption::FullyDynamicLayoutMap;
  EXPECT_EQ(typeOf(1), "memref<4xf32, strided<[?], offset: ?>>");
}

TEST_F(ModuleTest, CallIsConservativeWithoutModuleAnalysis) {
  parse(kCallee);
  Operation *call = op("call");
  AnalysisState state(options);
  for (unsigned i : {0u, 1u, 4u}) {
    EXPECT_TRUE(state.bufferizesToMemoryRead(call->getOpOperand(i))) << i;
    EXPECT_TRUE(state.bufferizesToMemoryWrite(call->getOpOperand(i))) << i;
    AliasingValueList aliases = state.getAliasingValues(call->getOpOperand(i));
    ASSERT_EQ(aliases.size(), 1u);  // the only tensor result
    EXPECT_EQ(aliases[0].value, call->getResult(0));
    EXPECT_EQ(aliases[0].relation, BufferRelation::Unknown);
    EXPECT_FALSE(aliases[0].isDefinite);
  }
}

TEST_F(ModuleTest, CallUsesTheCalleesAnalysisFacts) {
  parse(kCallee);
  Operation *call = op("call");
  Operation *callee = func("callee");
  OneShotAnalysisState state(module.get(), options);
  auto &funcState = state.addExtension<FuncAnalysisState>();
  funcState.startFunctionAnalysis(callee);
  funcState.readBbArgs[callee] = {1};
  funcState.writtenBbArgs[callee] = {0};
  funcState.aliasingReturnVals[callee][0] = {0};
  funcState.equivalentFuncArgs[callee][0] = 0;

  // InProgress still counts as not analysed.
  EXPECT_TRUE(state.bufferizesToMemoryRead(call->getOpOperand(0)));
  EXPECT_EQ(getFuncOpAnalysisState(state, callee), FuncOpAnalysisState::InProgress);
  funcState.analyzedFuncOps[callee] = FuncOpAnalysisState::Analyzed;

  EXPECT_FALSE(state.bufferizesToMemoryRead(call->getOpOperand(0)));
  EXPECT_TRUE(state.bufferizesToMemoryWrite(call->getOpOperand(0)));
  EXPECT_TRUE(state.bufferizesToMemoryRead(call->getOpOperand(1)));
  EXPECT_FALSE(state.bufferizesToMemoryWrite(call->getOpOperand(1)));
  EXPECT_FALSE(state.bufferizesToMemoryRead(call->getOpOperand(4)));

  AliasingValueList a0 = state.getAliasingValues(call->getOpOperand(0));
  ASSERT_EQ(a0.size(), 1u);
  EXPECT_EQ(a0[0].value, call->getResult(0));
  EXPECT_EQ(a0[0].relation, BufferRelation::Equivalent);
  EXPECT_TRUE(a0[0].isDefinite);
  EXPECT_TRUE(state.getAliasingValues(call->getOpOperand(1)).empty());

  // Aliasing but not equivalent: Unknown, maybe.
  funcState.equivalentFuncArgs[callee].clear();
  a0 = state.getAliasingValues(call->getOpOperand(0));
  ASSERT_EQ(a0.size(), 1u);
  EXPECT_EQ(a0[0].relation, BufferRelation::Unknown);
  EXPECT_FALSE(a0[0].isDefinite);
}

TEST_F(ModuleTest, CallResultBufferTypeComesFromTheCallee) {
  parse(kCallee);
  Operation *call = op("call");
  std::optional<BaseMemRefType> t = getBufferType(call->getResult(0), options, bufferizationState);
  ASSERT_TRUE(t);
  EXPECT_EQ(Type(*t).str(), "memref<?xf32, strided<[?], offset: ?>>");
  options.functionBoundaryTypeConversion = LayoutMapOption::IdentityLayoutMap;
  t = getBufferType(call->getResult(0), options, bufferizationState);
  ASSERT_TRUE(t);
  EXPECT_EQ(Type(*t).str(), "memref<?xf32>");
  // Once the callee is bufferized, its signature decides.
  func::FuncOp callee = func("callee");
  FunctionType ft = callee.getFunctionType();
  std::vector<Type> results = {MemRefType::get({kDynamic}, FloatType::getF32(&ctx)), IndexType::get(&ctx)};
  callee.setFunctionType(FunctionType::get(&ctx, ft.getInputs(), results));
  options.functionBoundaryTypeConversion = LayoutMapOption::FullyDynamicLayoutMap;
  t = getBufferType(call->getResult(0), options, bufferizationState);
  ASSERT_TRUE(t);
  EXPECT_EQ(Type(*t).str(), "memref<?xf32>");
}

TEST_F(ModuleTest, FuncSignatureRewrite) {
  parse(R"mlir(
func.func @f(%a: tensor<4xf32> {bufferization.writable = false}, %i: index, %unused: tensor<2xf32>) -> (tensor<4xf32>, index) {
  return %a, %i : tensor<4xf32>, index
}
)mlir");
  func::FuncOp f = func("f");
  rewriter.setInsertionPoint(f.getOperation());
  ASSERT_TRUE(succeeded(model(f)->bufferize(f, rewriter, options, bufferizationState))) << diagnostics;
  EXPECT_EQ(printed(), R"mlir(module {
  func.func @f(%arg0: memref<4xf32, strided<[?], offset: ?>> {bufferization.writable = false}, %arg1: index, %arg2: memref<2xf32, strided<[?], offset: ?>>) -> (memref<4xf32, strided<[?], offset: ?>>, index) {
    %0 = bufferization.to_tensor %arg0 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
    %1 = bufferization.to_buffer %0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
    return %1, %arg1 : memref<4xf32, strided<[?], offset: ?>>, index
  }
}
)mlir");
}

TEST_F(ModuleTest, FuncSignatureRewriteWithIdentityLayout) {
  parse(R"mlir(
func.func private @decl(tensor<?x4xf32>, i1) -> tensor<*xi8>
)mlir");
  options.functionBoundaryTypeConversion = LayoutMapOption::IdentityLayoutMap;
  func::FuncOp f = func("decl");
  ASSERT_TRUE(succeeded(model(f)->bufferize(f, rewriter, options, bufferizationState)));
  EXPECT_EQ(Type(f.getFunctionType()).str(), "(memref<?x4xf32>, i1) -> memref<*xi8>");
}

TEST_F(ModuleTest, CallRewriteCastsOrReallocates) {
  parse(R"mlir(
func.func private @callee(memref<4xf32, strided<[?], offset: ?>>, memref<4xf32>, f32) -> (memref<4xf32>, f32)
func.func @caller(%m: memref<4xf32>, %n: memref<4xf32, strided<[?], offset: ?>>, %f: f32) -> f32 {
  %t = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %u = bufferization.to_tensor %n : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
  %r:2 = func.call @callee(%t, %u, %f) {tag = "call"} : (tensor<4xf32>, tensor<4xf32>, f32) -> (tensor<4xf32>, f32)
  return %r#1 : f32
}
)mlir");
  Operation *call = op("call");
  rewriter.setInsertionPoint(call);
  ASSERT_TRUE(succeeded(model(call)->bufferize(call, rewriter, options, bufferizationState))) << diagnostics;
  EXPECT_EQ(printed(), R"mlir(module {
  func.func private @callee(memref<4xf32, strided<[?], offset: ?>>, memref<4xf32>, f32) -> (memref<4xf32>, f32)
  func.func @caller(%arg0: memref<4xf32>, %arg1: memref<4xf32, strided<[?], offset: ?>>, %arg2: f32) -> f32 {
    %0 = bufferization.to_tensor %arg0 : memref<4xf32> to tensor<4xf32>
    %1 = bufferization.to_tensor %arg1 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
    %cast = memref.cast %arg0 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
    memref.copy %arg1, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
    %2:2 = call @callee(%cast, %alloc, %arg2) {tag = "call"} : (memref<4xf32, strided<[?], offset: ?>>, memref<4xf32>, f32) -> (memref<4xf32>, f32)
    %3 = bufferization.to_tensor %2#0 : memref<4xf32> to tensor<4xf32>
    return %2#1 : f32
  }
}
)mlir");
}

TEST_F(ModuleTest, ReturnIsReadAndAliasesNothing) {
  parse(kCallee);
  Operation *ret = &func("callee").front().back();
  AnalysisState state(options);
  EXPECT_TRUE(state.bufferizesToMemoryRead(ret->getOpOperand(0)));
  EXPECT_FALSE(state.bufferizesToMemoryWrite(ret->getOpOperand(0)));
  EXPECT_TRUE(state.getAliasingValues(ret->getOpOperand(0)).empty());
}

TEST_F(ModuleTest, FuncOpsAreNotAllowedWithoutFunctionBoundaries) {
  parse(kCallee);
  options.bufferizeFunctionBoundaries = false;
  EXPECT_EQ(getBufferizableInterface(op("call"), options), nullptr);
  EXPECT_NE(model(op("call")), nullptr);
}

}  // namespace
}  // namespace tbuf::bufferization::testing

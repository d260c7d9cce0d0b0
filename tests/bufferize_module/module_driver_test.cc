// The module driver on inputs that need no body analysis: declarations get
// conservative boundary facts (every tensor result may alias every tensor
// argument; arguments read and written, unless bufferization.access says
// otherwise) and, in test-analysis-only mode, `bufferization.access`
// annotations; bufferizeModuleOp converts their signatures per
// function-boundary-type-conversion and drops bufferization.writable.
// Also castOrReallocMemRefValue.
#include "bufferize/bufferize.h"
#include "bufferize/one_shot_module_bufferize.h"
#include "dialects/memref/memref_ops.h"
#include "module_test_fixture.h"

namespace tbuf::bufferization::testing {
namespace {

constexpr std::string_view kDecls = R"mlir(
func.func private @ext(tensor<?xf32> {bufferization.writable = false}, i32, tensor<4xf32> {bufferization.access = "write"}) -> (tensor<?xf32>, f32, tensor<2xf32>)
func.func private @scalar(i32) -> i32
)mlir";

TEST_F(ModuleTest, DeclarationsGetConservativeFacts) {
  parse(kDecls);
  options.testAnalysisOnly = true;
  OneShotAnalysisState state(module.get(), options);
  ASSERT_TRUE(succeeded(analyzeModuleOp(module.get(), state))) << diagnostics;
  func::FuncOp ext = func("ext");
  const FuncAnalysisState *funcState = getFuncAnalysisState(state);
  ASSERT_NE(funcState, nullptr);
  EXPECT_EQ(funcState->getState(ext), FuncOpAnalysisState::Analyzed);
  Operation *key = ext.getOperation();
  EXPECT_EQ(funcState->aliasingReturnVals.at(key).at(0), (std::vector<int64_t>{0, 2}));
  EXPECT_EQ(funcState->aliasingReturnVals.at(key).at(2), (std::vector<int64_t>{0, 2}));
  // No equivalent argument: no entry (a missing entry reads as empty).
  EXPECT_FALSE(funcState->equivalentFuncArgs.contains(key) && !funcState->equivalentFuncArgs.at(key).empty());
  EXPECT_FALSE(getEquivalentFuncArgIdx(key, *funcState, 0).has_value());
  EXPECT_TRUE(funcState->readBbArgs.at(key).contains(0));
  EXPECT_TRUE(funcState->writtenBbArgs.at(key).contains(0));
  EXPECT_FALSE(funcState->readBbArgs.at(key).contains(2));
  EXPECT_TRUE(funcState->writtenBbArgs.at(key).contains(2));
  // test-analysis-only: access annotations, sorted with the other
  // argument attributes, as mlir-opt prints them.
  EXPECT_EQ(printed(), R"mlir(module {
  func.func private @ext(tensor<?xf32> {bufferization.access = "read-write", bufferization.writable = false}, i32, tensor<4xf32> {bufferization.access = "write"}) -> (tensor<?xf32>, f32, tensor<2xf32>)
  func.func private @scalar(i32) -> i32
}
)mlir");
}

TEST_F(ModuleTest, NoAccessAnnotationsOutsideTestMode) {
  parse(kDecls);
  OneShotAnalysisState state(module.get(), options);
  ASSERT_TRUE(succeeded(analyzeModuleOp(module.get(), state))) << diagnostics;
  EXPECT_EQ(printed().find("read-write"), std::string::npos);
}

TEST_F(ModuleTest, DeclarationSignaturesAreBufferized) {
  parse(kDecls);
  ASSERT_TRUE(succeeded(bufferizeModuleOp(module.get(), options, bufferizationState))) << diagnostics;
  EXPECT_EQ(printed(), R"mlir(module {
  func.func private @ext(memref<?xf32, strided<[?], offset: ?>>, i32, memref<4xf32, strided<[?], offset: ?>> {bufferization.access = "write"}) -> (memref<?xf32, strided<[?], offset: ?>>, f32, memref<2xf32, strided<[?], offset: ?>>)
  func.func private @scalar(i32) -> i32
}
)mlir");
}

TEST_F(ModuleTest, DeclarationSignaturesWithIdentityLayout) {
  parse(kDecls);
  options.functionBoundaryTypeConversion = LayoutMapOption::IdentityLayoutMap;
  ASSERT_TRUE(succeeded(runOneShotModuleBufferize(module.get(), options, bufferizationState))) << diagnostics;
  EXPECT_EQ(Type(func("ext").getFunctionType()).str(),
            "(memref<?xf32>, i32, memref<4xf32>) -> (memref<?xf32>, f32, memref<2xf32>)");
}

TEST_F(ModuleTest, ModuleBufferizationNeedsFunctionBoundaries) {
  parse(kDecls);
  options.bufferizeFunctionBoundaries = false;
  EXPECT_TRUE(failed(bufferizeModuleOp(module.get(), options, bufferizationState)));
  EXPECT_NE(diagnostics.find("requires bufferize-function-boundaries"), std::string::npos) << diagnostics;
}

TEST_F(ModuleTest, CastOrReallocPicksCastOnlyWhenSafe) {
  parse(R"mlir(
func.func @f(%a: memref<4xf32>, %b: memref<4xf32, strided<[?], offset: ?>>, %c: memref<?xf32, strided<[?], offset: ?>>) {
  return {tag = "ret"}
}
)mlir");
  func::FuncOp f = func("f");
  rewriter.setInsertionPoint(op("ret"));
  auto dyn = MemRefType::get({4}, FloatType::getF32(&ctx), StridedLayoutAttr::get(&ctx, kDynamic, {kDynamic}), Attribute());
  auto ident = MemRefType::get({4}, FloatType::getF32(&ctx));
  auto dynIdent = MemRefType::get({kDynamic}, FloatType::getF32(&ctx));
  // identity -> fully dynamic: a cast.
  std::optional<Value> v = castOrReallocMemRefValue(rewriter, f.getArgument(0), dyn, options);
  ASSERT_TRUE(v);
  EXPECT_TRUE(isa<memref::CastOp>(v->getDefiningOp()));
  // dynamic offset -> static identity: alloc + copy.
  v = castOrReallocMemRefValue(rewriter, f.getArgument(1), ident, options);
  ASSERT_TRUE(v);
  EXPECT_TRUE(isa<memref::AllocOp>(v->getDefiningOp()));
  // dynamic size: memref.dim feeds the allocation.
  v = castOrReallocMemRefValue(rewriter, f.getArgument(2), dynIdent, options);
  ASSERT_TRUE(v);
  EXPECT_EQ(v->getDefiningOp()->getNumOperands(), 1u);
  // element type or rank mismatch: no conversion.
  auto i32Type = MemRefType::get({4}, IntegerType::get(&ctx, 32));
  EXPECT_FALSE(castOrReallocMemRefValue(rewriter, f.getArgument(0), i32Type, options));
  std::string text = printed();
  EXPECT_NE(text.find("memref.alloc() {alignment = 64 : i64} : memref<4xf32>"), std::string::npos) << text;
  EXPECT_NE(text.find("memref.copy %arg1, %alloc"), std::string::npos) << text;
  EXPECT_NE(text.find("memref.dim %arg2, %c0"), std::string::npos) << text;
}

}  // namespace
}  // namespace tbuf::bufferization::testing

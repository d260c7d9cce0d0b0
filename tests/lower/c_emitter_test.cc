// Unit tests of the CEmitter framework (lower/emit_c_emitter.cc) through the
// interface op emitters use: C type names and descriptor typedefs, value
// names from SSA names (reserved words, uniqueness, constants as literals),
// strided element addressing with static and dynamic strides, parallel
// assignment through temporaries, and the op-emitter registry.
#include <gtest/gtest.h>

#include "dialects/func/func_ops.h"
#include "ir/block.h"
#include "ir/region.h"
#include "lower/c_emitter_impl.h"
#include "tests/util/test_util.h"

namespace tbuf::lower {
namespace {

constexpr std::string_view kModule = R"mlir(
func.func @f(%a: memref<4x8xf32>, %b: memref<?x?xf64, strided<[?, 1], offset: ?>>,
             %c: memref<2x3xi32, strided<[1, 2], offset: 5>>, %d: memref<*xf32>, %e: memref<i1>) -> i64 {
  %true = arith.constant true
  %c7 = arith.constant -7 : i64
  %0 = arith.addi %c7, %c7 : i64
  %1 = arith.addi %0, %c7 : i64
  return %1 : i64
}
)mlir";

struct Fixture : ::testing::Test {
  void SetUp() override {
    module = test_util::parseAndVerify(tc, kModule);
    ASSERT_TRUE(module) << tc.diagnostics;
    func = &module->getRegion(0).front().front();
    emitter = std::make_unique<CEmitterImpl>(module.get());
    ASSERT_TRUE(succeeded(emitter->collectFunctions()));
    emitter->beginFunction(func, emitter->lookupFunction("f"));
  }
  Value arg(unsigned i) { return func->getRegion(0).front().getArgument(i); }
  Operation *op(unsigned i) { return func->getRegion(0).front().getOpsVector()[i]; }

  test_util::TestContext tc;
  OwningOpRef module;
  Operation *func = nullptr;
  std::unique_ptr<CEmitterImpl> emitter;
};

TEST_F(Fixture, TypeNamesAndDescriptors) {
  EXPECT_EQ(emitter->typeName(arg(0).getType()), "TbufMemRef_f32_2");
  EXPECT_EQ(emitter->typeName(arg(1).getType()), "TbufMemRef_f64_2");
  EXPECT_EQ(emitter->typeName(arg(3).getType()), "TbufUnrankedMemRef");
  EXPECT_EQ(emitter->typeName(arg(4).getType()), "TbufMemRef_i1_0");
  EXPECT_EQ(emitter->typeName(op(0)->getResult(0).getType()), "bool");
  EXPECT_EQ(emitter->typeName(op(1)->getResult(0).getType()), "int64_t");
  std::string all;
  for (const std::string &t : emitter->getTypedefs()) all += t;
  EXPECT_NE(all.find("typedef struct TbufMemRef_f32_2 {\n  float *allocated;\n  float *aligned;\n  int64_t offset;\n"
                     "  int64_t sizes[2];\n  int64_t strides[2];\n} TbufMemRef_f32_2;"),
            std::string::npos)
      << all;
  EXPECT_NE(all.find("typedef struct TbufMemRef_i1_0 {\n  bool *allocated;\n  bool *aligned;\n  int64_t offset;\n}"),
            std::string::npos)
      << all;
}

TEST_F(Fixture, NamesComeFromSsaNamesAndConstantsAreLiterals) {
  EXPECT_EQ(emitter->name(arg(0)), "arg0");
  EXPECT_EQ(emitter->name(op(0)->getResult(0)), "true");  // the literal, not a variable
  EXPECT_EQ(emitter->name(op(1)->getResult(0)), "(-7)");
  EXPECT_EQ(emitter->name(op(2)->getResult(0)), "v0");
  EXPECT_EQ(emitter->freshName("v0"), "v0_1");
  EXPECT_EQ(emitter->freshName("int"), "int_");  // C keyword
  EXPECT_EQ(emitter->freshName("f"), "f_");      // the function's C name
}

TEST_F(Fixture, ElementAddressing) {
  EXPECT_EQ(emitter->elementPtr(arg(0), {"i", "j"}), "&arg0.aligned[i * 8 + j]");
  EXPECT_EQ(emitter->elementPtr(arg(1), {"i", "j + 1"}), "&arg1.aligned[arg1.offset + i * arg1.strides[0] + (j + 1)]");
  EXPECT_EQ(emitter->elementPtr(arg(2), {"i", "j"}), "&arg2.aligned[5 + i + j * 2]");
  EXPECT_EQ(emitter->elementPtr(arg(4), {}), "&arg4.aligned[0]");
  EXPECT_EQ(emitter->sizeExpr(arg(1), 1), "arg1.sizes[1]");
  EXPECT_EQ(emitter->sizeExpr(arg(0), 1), "8");
  EXPECT_EQ(emitter->strideExpr(arg(1), 1), "1");
  EXPECT_EQ(emitter->offsetExpr(arg(1)), "arg1.offset");
}

TEST_F(Fixture, ParallelAssignmentUsesTemporariesOnlyWhenNeeded) {
  Value v0 = op(2)->getResult(0), v1 = op(3)->getResult(0);
  emitter->assignParallel({"x", "y"}, {v0, v1});
  emitter->assignParallel({"v0", "v1"}, {v1, v0});  // a swap
  std::string text = emitter->endFunction();
  EXPECT_EQ(text,
            "x = v0;\ny = v1;\n"
            "{\n  int64_t tmp = v1;\n  int64_t tmp_1 = v0;\n  v0 = tmp;\n  v1 = tmp_1;\n}\n");
}

TEST_F(Fixture, AssignDeclaresAndMarksUnusedValues) {
  emitter->assign(op(2)->getResult(0), "1");
  emitter->assign(op(3)->getResult(0), "2");  // %1 is used by return
  emitter->assign(op(1)->getResult(0), "3");  // a constant: nothing written
  EXPECT_EQ(emitter->endFunction(), "int64_t v0 = 1;\nint64_t v1 = 2;\n");
}

TEST(CEmitterRegistry, LookupAfterRegistration) {
  registerAllOpEmitters();
  EXPECT_NE(lookupOpEmitter("arith.addi"), nullptr);
  EXPECT_NE(lookupOpEmitter("scf.for"), nullptr);
  EXPECT_NE(lookupOpEmitter("cf.br"), nullptr);
  EXPECT_NE(lookupOpEmitter("func.call"), nullptr);
  EXPECT_EQ(lookupOpEmitter("tensor.empty"), nullptr);
}

}  // namespace
}  // namespace tbuf::lower

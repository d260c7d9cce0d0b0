// expand-realloc: the scf.if structure, static/dynamic sizes, alignment and
// the emit-deallocs option (outputs compared with mlir-opt-22).
#include <gtest/gtest.h>

#include "tests/dealloc_lowering/lowering_fixture.h"

namespace tbuf::test_util {
namespace {

constexpr std::string_view kDynamic = R"mlir(
func.func @f(%arg0: memref<?xf32>, %arg1: index) -> memref<?xf32> {
  %0 = memref.realloc %arg0(%arg1) : memref<?xf32> to memref<?xf32>
  return %0 : memref<?xf32>
}
)mlir";

TEST(ExpandRealloc, DynamicToDynamicMatchesMlirOpt) {
  std::string out = runPipeline(kDynamic, "builtin.module(expand-realloc)");
  EXPECT_EQ(out, R"mlir(module {
  func.func @f(%arg0: memref<?xf32>, %arg1: index) -> memref<?xf32> {
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?xf32>
    %0 = arith.cmpi ult, %dim, %arg1 : index
    %1 = scf.if %0 -> (memref<?xf32>) {
      %alloc = memref.alloc(%arg1) : memref<?xf32>
      %subview = memref.subview %alloc[0] [%dim] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
      memref.copy %arg0, %subview : memref<?xf32> to memref<?xf32, strided<[1]>>
      memref.dealloc %arg0 : memref<?xf32>
      scf.yield %alloc : memref<?xf32>
    } else {
      %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg1], strides: [1] : memref<?xf32> to memref<?xf32>
      scf.yield %reinterpret_cast : memref<?xf32>
    }
    return %1 : memref<?xf32>
  }
})mlir");
}

TEST(ExpandRealloc, EmitDeallocsFalseKeepsTheSource) {
  std::string out = runPipeline(kDynamic, "builtin.module(expand-realloc{emit-deallocs=false})");
  EXPECT_EQ(countOf(out, "memref.dealloc"), 0u) << out;
  EXPECT_EQ(countOf(out, "memref.realloc"), 0u) << out;
  EXPECT_EQ(countOf(out, "memref.copy"), 1u) << out;
}

TEST(ExpandRealloc, StaticSizesBecomeConstantsAndAlignmentIsKept) {
  std::string out = runPipeline(R"mlir(
func.func @f(%arg0: memref<2xf32>) -> memref<4xf32> {
  %0 = memref.realloc %arg0 {alignment = 8 : i64} : memref<2xf32> to memref<4xf32>
  return %0 : memref<4xf32>
}
)mlir",
                                "builtin.module(expand-realloc)");
  EXPECT_NE(out.find("%c2 = arith.constant 2 : index\n    %c4 = arith.constant 4 : index\n"
                     "    %0 = arith.cmpi ult, %c2, %c4 : index"),
            std::string::npos)
      << out;
  EXPECT_NE(out.find("memref.alloc() {alignment = 8 : i64} : memref<4xf32>"), std::string::npos) << out;
  EXPECT_NE(out.find("memref.subview %alloc[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>"),
            std::string::npos)
      << out;
  EXPECT_NE(out.find("sizes: [4], strides: [1] : memref<2xf32> to memref<4xf32>"), std::string::npos) << out;
}

TEST(ExpandRealloc, EveryReallocInNestedRegionsIsExpanded) {
  std::string out = runPipeline(R"mlir(
func.func @f(%arg0: memref<?xf32>, %n: index, %c: i1) -> memref<?xf32> {
  %r = scf.if %c -> memref<?xf32> {
    %0 = memref.realloc %arg0(%n) : memref<?xf32> to memref<?xf32>
    %1 = memref.realloc %0(%n) : memref<?xf32> to memref<?xf32>
    scf.yield %1 : memref<?xf32>
  } else {
    scf.yield %arg0 : memref<?xf32>
  }
  return %r : memref<?xf32>
}
)mlir",
                                "builtin.module(expand-realloc)");
  EXPECT_EQ(countOf(out, "memref.realloc"), 0u) << out;
  EXPECT_EQ(countOf(out, "memref.alloc("), 2u) << out;
  EXPECT_EQ(countOf(out, "memref.dealloc"), 2u) << out;
}

}  // namespace
}  // namespace tbuf::test_util

// bufferization-lower-deallocations and convert-bufferization-to-memref: the
// three specialised lowerings, the generic lowering through one
// dealloc_helper per symbol table (name uniquing, nested modules), the error
// when running on a function, and clone lowering.
#include <gtest/gtest.h>

#include "tests/dealloc_lowering/lowering_fixture.h"

namespace tbuf::test_util {
namespace {

constexpr std::string_view kLowerPipeline = "builtin.module(bufferization-lower-deallocations)";

TEST(LowerDeallocations, OneMemrefNoRetainIsAGuardedDealloc) {
  std::string out = runPipeline(R"mlir(
func.func @f(%m: memref<2xf32>, %c: i1) {
  bufferization.dealloc (%m : memref<2xf32>) if (%c)
  return
}
)mlir",
                                kLowerPipeline);
  EXPECT_EQ(out, R"mlir(module {
  func.func @f(%arg0: memref<2xf32>, %arg1: i1) {
    scf.if %arg1 {
      memref.dealloc %arg0 : memref<2xf32>
    }
    return
  }
})mlir");
}

TEST(LowerDeallocations, OneMemrefWithRetainsUsesLinearPointerCompares) {
  std::string out = runPipeline(R"mlir(
func.func @f(%m: memref<2xf32>, %c: i1, %r0: memref<1xf32>, %r1: memref<2xf32>) -> (i1, i1) {
  %0:2 = bufferization.dealloc (%m : memref<2xf32>) if (%c) retain (%r0, %r1 : memref<1xf32>, memref<2xf32>)
  return %0#0, %0#1 : i1, i1
}
)mlir",
                                kLowerPipeline);
  EXPECT_EQ(out, R"mlir(module {
  func.func @f(%arg0: memref<2xf32>, %arg1: i1, %arg2: memref<1xf32>, %arg3: memref<2xf32>) -> (i1, i1) {
    %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<2xf32> -> index
    %intptr_0 = memref.extract_aligned_pointer_as_index %arg2 : memref<1xf32> -> index
    %0 = arith.cmpi ne, %intptr, %intptr_0 : index
    %intptr_1 = memref.extract_aligned_pointer_as_index %arg3 : memref<2xf32> -> index
    %1 = arith.cmpi ne, %intptr, %intptr_1 : index
    %2 = arith.andi %0, %1 : i1
    %3 = arith.andi %2, %arg1 : i1
    scf.if %3 {
      memref.dealloc %arg0 : memref<2xf32>
    }
    %true = arith.constant true
    %4 = arith.xori %0, %true : i1
    %5 = arith.andi %4, %arg1 : i1
    %6 = arith.xori %1, %true : i1
    %7 = arith.andi %6, %arg1 : i1
    return %5, %7 : i1, i1
  }
})mlir");
}

TEST(LowerDeallocations, NoMemrefsGivesFalse) {
  std::string out = runPipeline(R"mlir(
func.func @f(%r0: memref<1xf32>) -> i1 {
  %0 = bufferization.dealloc retain (%r0 : memref<1xf32>)
  return %0 : i1
}
)mlir",
                                kLowerPipeline);
  EXPECT_NE(out.find("%false = arith.constant false\n    return %false : i1"), std::string::npos) << out;
}

constexpr std::string_view kGeneral = R"mlir(
func.func @g1(%m0: memref<2xf32>, %m1: memref<5xf32>, %c0: i1, %c1: i1, %r0: memref<1xf32>) -> i1 {
  %0 = bufferization.dealloc (%m0, %m1 : memref<2xf32>, memref<5xf32>) if (%c0, %c1) retain (%r0 : memref<1xf32>)
  return %0 : i1
}
func.func @g2(%m0: memref<2xf32>, %m1: memref<5xf32>, %c0: i1, %c1: i1) {
  bufferization.dealloc (%m0, %m1 : memref<2xf32>, memref<5xf32>) if (%c0, %c1)
  return
}
)mlir";

TEST(LowerDeallocations, GeneralCaseCallsOneHelperPerModule) {
  std::string out = runPipeline(kGeneral, kLowerPipeline);
  EXPECT_EQ(countOf(out, "func.func private @dealloc_helper(%arg0: memref<?xindex>, %arg1: memref<?xindex>, "
                         "%arg2: memref<?xi1>, %arg3: memref<?xi1>, %arg4: memref<?xi1>) {"),
            1u)
      << out;
  EXPECT_EQ(countOf(out, "call @dealloc_helper("), 2u) << out;
  // The helper is appended at the end of the module.
  EXPECT_GT(out.find("func.func private @dealloc_helper"), out.find("func.func @g2")) << out;
  // Five marshalling buffers per call, all freed again.
  EXPECT_EQ(countOf(out, "memref.alloc()"), 10u) << out;
  EXPECT_EQ(countOf(out, "memref.dealloc %alloc"), 10u) << out;
  EXPECT_EQ(countOf(out, "bufferization.dealloc"), 0u) << out;
}

TEST(LowerDeallocations, GeneralCaseMatchesMlirOptExactly) {
  std::string out = runPipeline(R"mlir(
func.func @g2(%m0: memref<2xf32>, %m1: memref<5xf32>, %c0: i1, %c1: i1) {
  bufferization.dealloc (%m0, %m1 : memref<2xf32>, memref<5xf32>) if (%c0, %c1)
  return
}
)mlir",
                                kLowerPipeline);
  EXPECT_EQ(out, R"mlir(module {
  func.func @g2(%arg0: memref<2xf32>, %arg1: memref<5xf32>, %arg2: i1, %arg3: i1) {
    %alloc = memref.alloc() : memref<2xindex>
    %alloc_0 = memref.alloc() : memref<2xi1>
    %alloc_1 = memref.alloc() : memref<0xindex>
    %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<2xf32> -> index
    %c0 = arith.constant 0 : index
    memref.store %intptr, %alloc[%c0] : memref<2xindex>
    %intptr_2 = memref.extract_aligned_pointer_as_index %arg1 : memref<5xf32> -> index
    %c1 = arith.constant 1 : index
    memref.store %intptr_2, %alloc[%c1] : memref<2xindex>
    %c0_3 = arith.constant 0 : index
    memref.store %arg2, %alloc_0[%c0_3] : memref<2xi1>
    %c1_4 = arith.constant 1 : index
    memref.store %arg3, %alloc_0[%c1_4] : memref<2xi1>
    %cast = memref.cast %alloc : memref<2xindex> to memref<?xindex>
    %cast_5 = memref.cast %alloc_0 : memref<2xi1> to memref<?xi1>
    %cast_6 = memref.cast %alloc_1 : memref<0xindex> to memref<?xindex>
    %alloc_7 = memref.alloc() : memref<2xi1>
    %alloc_8 = memref.alloc() : memref<0xi1>
    %cast_9 = memref.cast %alloc_7 : memref<2xi1> to memref<?xi1>
    %cast_10 = memref.cast %alloc_8 : memref<0xi1> to memref<?xi1>
    call @dealloc_helper(%cast, %cast_6, %cast_5, %cast_9, %cast_10) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
    %c0_11 = arith.constant 0 : index
    %0 = memref.load %alloc_7[%c0_11] : memref<2xi1>
    scf.if %0 {
      memref.dealloc %arg0 : memref<2xf32>
    }
    %c1_12 = arith.constant 1 : index
    %1 = memref.load %alloc_7[%c1_12] : memref<2xi1>
    scf.if %1 {
      memref.dealloc %arg1 : memref<5xf32>
    }
    memref.dealloc %alloc : memref<2xindex>
    memref.dealloc %alloc_1 : memref<0xindex>
    memref.dealloc %alloc_0 : memref<2xi1>
    memref.dealloc %alloc_7 : memref<2xi1>
    memref.dealloc %alloc_8 : memref<0xi1>
    return
  }
  func.func private @dealloc_helper(%arg0: memref<?xindex>, %arg1: memref<?xindex>, %arg2: memref<?xi1>, %arg3: memref<?xi1>, %arg4: memref<?xi1>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %true = arith.constant true
    %false = arith.constant false
    %dim = memref.dim %arg0, %c0 : memref<?xindex>
    %dim_0 = memref.dim %arg1, %c0 : memref<?xindex>
    scf.for %arg5 = %c0 to %dim_0 step %c1 {
      memref.store %false, %arg4[%arg5] : memref<?xi1>
    }
    scf.for %arg5 = %c0 to %dim step %c1 {
      %0 = memref.load %arg0[%arg5] : memref<?xindex>
      %1 = memref.load %arg2[%arg5] : memref<?xi1>
      %2 = scf.for %arg6 = %c0 to %dim_0 step %c1 iter_args(%arg7 = %true) -> (i1) {
        %5 = memref.load %arg1[%arg6] : memref<?xindex>
        %6 = arith.cmpi eq, %5, %0 : index
        scf.if %6 {
          %9 = memref.load %arg4[%arg6] : memref<?xi1>
          %10 = arith.ori %9, %1 : i1
          memref.store %10, %arg4[%arg6] : memref<?xi1>
        }
        %7 = arith.cmpi ne, %5, %0 : index
        %8 = arith.andi %arg7, %7 : i1
        scf.yield %8 : i1
      }
      %3 = scf.for %arg6 = %c0 to %arg5 step %c1 iter_args(%arg7 = %2) -> (i1) {
        %5 = memref.load %arg0[%arg6] : memref<?xindex>
        %6 = arith.cmpi ne, %5, %0 : index
        %7 = arith.andi %arg7, %6 : i1
        scf.yield %7 : i1
      }
      %4 = arith.andi %3, %1 : i1
      memref.store %4, %arg3[%arg5] : memref<?xi1>
    }
    return
  }
})mlir");
}

TEST(LowerDeallocations, HelperNameIsMadeUnique) {
  std::string input = "func.func private @dealloc_helper()\nfunc.func private @dealloc_helper_0()\n";
  input += std::string(kGeneral);
  std::string out = runPipeline(input, kLowerPipeline);
  EXPECT_EQ(countOf(out, "func.func private @dealloc_helper_1("), 1u) << out;
  EXPECT_EQ(countOf(out, "call @dealloc_helper_1("), 2u) << out;
}

TEST(LowerDeallocations, NestedModulesGetTheirOwnHelper) {
  std::string out = runPipeline(R"mlir(
module @inner {
  func.func @g(%m0: memref<2xf32>, %m1: memref<5xf32>, %c0: i1, %c1: i1) {
    bufferization.dealloc (%m0, %m1 : memref<2xf32>, memref<5xf32>) if (%c0, %c1)
    return
  }
}
func.func @h(%m0: memref<2xf32>, %c0: i1) {
  bufferization.dealloc (%m0 : memref<2xf32>) if (%c0)
  return
}
)mlir",
                                kLowerPipeline);
  EXPECT_EQ(countOf(out, "func.func private @dealloc_helper("), 1u) << out;
  // The helper lives in the nested module, before its closing brace.
  EXPECT_LT(out.find("func.func private @dealloc_helper("), out.find("func.func @h")) << out;
}

TEST(LowerDeallocations, GeneralCaseOnAFunctionIsAnError) {
  std::string out = runPipeline(kGeneral, "builtin.module(func.func(bufferization-lower-deallocations))");
  EXPECT_NE(out.find("error: library function required for generic lowering, but cannot be automatically "
                     "inserted when operating on functions"),
            std::string::npos)
      << out;
}

TEST(LowerDeallocations, SpecialisedCasesWorkOnAFunction) {
  std::string out = runPipeline(R"mlir(
func.func @f(%m: memref<2xf32>, %c: i1, %r: memref<2xf32>) -> i1 {
  %0 = bufferization.dealloc (%m : memref<2xf32>) if (%c) retain (%r : memref<2xf32>)
  return %0 : i1
}
)mlir",
                                "builtin.module(func.func(bufferization-lower-deallocations))");
  EXPECT_EQ(countOf(out, "arith.cmpi ne"), 1u) << out;
  EXPECT_EQ(countOf(out, "dealloc_helper"), 0u) << out;
}

TEST(ConvertBufferizationToMemRef, ClonesBecomeAllocAndCopy) {
  std::string out = runPipeline(R"mlir(
func.func @c(%m: memref<?x4xf32>, %s: memref<?xf32, strided<[1], offset: ?>>, %n: index)
    -> (memref<?x4xf32>, memref<?xf32, strided<[1], offset: ?>>, memref<?xf32>) {
  %0 = bufferization.clone %m : memref<?x4xf32> to memref<?x4xf32>
  %1 = bufferization.clone %s : memref<?xf32, strided<[1], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>
  %a = memref.alloc(%n) : memref<?xf32>
  %2 = bufferization.clone %a : memref<?xf32> to memref<?xf32>
  return %0, %1, %2 : memref<?x4xf32>, memref<?xf32, strided<[1], offset: ?>>, memref<?xf32>
}
)mlir",
                                "builtin.module(convert-bufferization-to-memref)");
  EXPECT_NE(out.find("    %c0 = arith.constant 0 : index\n"
                     "    %dim = memref.dim %arg0, %c0 : memref<?x4xf32>\n"
                     "    %alloc = memref.alloc(%dim) : memref<?x4xf32>\n"
                     "    memref.copy %arg0, %alloc : memref<?x4xf32> to memref<?x4xf32>\n"),
            std::string::npos)
      << out;
  EXPECT_NE(out.find("%cast = memref.cast %alloc_2 : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>"),
            std::string::npos)
      << out;
  // The size of a clone of an allocation folds to the allocation's size.
  EXPECT_NE(out.find("memref.alloc(%arg2) : memref<?xf32>\n    memref.copy %alloc_3"), std::string::npos) << out;
  EXPECT_EQ(countOf(out, "bufferization."), 0u) << out;
}

TEST(ConvertBufferizationToMemRef, OtherBufferizationOpsAreIllegal) {
  std::string out = runPipeline(R"mlir(
func.func @c(%m: memref<4xf32>) -> tensor<4xf32> {
  %t = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  return %t : tensor<4xf32>
}
)mlir",
                                "builtin.module(convert-bufferization-to-memref)");
  EXPECT_NE(out.find("error: failed to legalize operation 'bufferization.to_tensor' that was explicitly marked "
                     "illegal"),
            std::string::npos)
      << out;
}

TEST(ConvertBufferizationToMemRef, AlsoLowersDeallocs) {
  std::string out = runPipeline(kGeneral, "builtin.module(convert-bufferization-to-memref)");
  EXPECT_EQ(countOf(out, "func.func private @dealloc_helper("), 1u) << out;
  EXPECT_EQ(countOf(out, "bufferization.dealloc"), 0u) << out;
}

}  // namespace
}  // namespace tbuf::test_util

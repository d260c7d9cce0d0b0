// Rewrites of the tensor models (bufferize()), one op at a time on parsed IR
// with a plain BufferizationState, checked on the printed text. The
// expected lines are mlir-opt-22's for the same op (its
// `--one-shot-bufferize` output, where analysis copies aside the op prints
// the same); differences are explained next to the case. Ops that the models
// create for later bufferization (alloc_tensor, linalg.map, insert_slice)
// stay tensor ops here.
#include "tensor_test_fixture.h"

namespace tbuf::bufferization::testing {
namespace {

class RewriteTest : public TensorModelTest {
 protected:
  RewriteTest() { options.unknownTypeConversion = LayoutMapOption::IdentityLayoutMap; }
  /// Bufferizes the tagged ops in order and returns the printed module.
  std::string rewrite(std::string_view text, std::vector<std::string_view> tags) {
    parse(text);
    for (std::string_view tag : tags) {
      EXPECT_TRUE(succeeded(bufferizeTagged(tag))) << tag << ": " << diagnostics;
    }
    return printed();
  }
};

TEST_F(RewriteTest, ExtractInsertDimRank) {
  std::string out = rewrite(R"mlir(
func.func @f(%t: tensor<4x?xf32>, %f: f32, %i: index) -> (f32, tensor<4x?xf32>, index, index) {
  %c1 = arith.constant 1 : index
  %e = tensor.extract %t[%i, %i] {tag = "extract"} : tensor<4x?xf32>
  %0 = tensor.insert %f into %t[%i, %i] {tag = "insert"} : tensor<4x?xf32>
  %d = tensor.dim {tag = "dim"} %0, %c1 : tensor<4x?xf32>
  %r = tensor.rank %0 {tag = "rank"} : tensor<4x?xf32>
  return %e, %0, %d, %r : f32, tensor<4x?xf32>, index, index
}
)mlir",
                            {"extract", "insert", "dim", "rank"});
  // dim and rank read the insert's buffer through its to_tensor.
  EXPECT_EQ(out, R"mlir(module {
  func.func @f(%arg0: tensor<4x?xf32>, %arg1: f32, %arg2: index) -> (f32, tensor<4x?xf32>, index, index) {
    %0 = bufferization.to_buffer %arg0 : tensor<4x?xf32> to memref<4x?xf32>
    %1 = bufferization.to_buffer %arg0 : tensor<4x?xf32> to memref<4x?xf32>
    %c1 = arith.constant 1 : index
    %2 = memref.load %1[%arg2, %arg2] : memref<4x?xf32>
    memref.store %arg1, %0[%arg2, %arg2] : memref<4x?xf32>
    %3 = bufferization.to_tensor %0 : memref<4x?xf32> to tensor<4x?xf32>
    %dim = memref.dim %0, %c1 : memref<4x?xf32>
    %4 = memref.rank %0 : memref<4x?xf32>
    return %2, %3, %dim, %4 : f32, tensor<4x?xf32>, index, index
  }
}
)mlir");
}

TEST_F(RewriteTest, ExtractSliceAndInsertSlice) {
  std::string out = rewrite(R"mlir(
func.func @f(%t: tensor<8x16xf32>, %s: tensor<4x4xf32>, %o: index) -> (tensor<4x?xf32>, tensor<8x16xf32>) {
  %0 = tensor.extract_slice %t[2, %o] [4, %o] [1, 2] {tag = "extract"} : tensor<8x16xf32> to tensor<4x?xf32>
  %1 = tensor.insert_slice %s into %t[2, 3] [4, 4] [1, 1] {tag = "insert"} : tensor<4x4xf32> into tensor<8x16xf32>
  return %0, %1 : tensor<4x?xf32>, tensor<8x16xf32>
}
)mlir",
                            {"extract", "insert"});
  // mlir-opt-22 (identity-layout-map): `memref.subview %1[2, %arg1] [4,
  // %arg1] [1, 2] : memref<8x16xf32> to memref<4x?xf32, strided<[16, 2],
  // offset: ?>>`, and for the insert the subview with `strided<[16, 1],
  // offset: 35>` then `memref.copy %0, %subview`; the source's to_buffer
  // sits above the dest's (both inserted at the block start).
  EXPECT_EQ(out, R"mlir(module {
  func.func @f(%arg0: tensor<8x16xf32>, %arg1: tensor<4x4xf32>, %arg2: index) -> (tensor<4x?xf32>, tensor<8x16xf32>) {
    %0 = bufferization.to_buffer %arg1 : tensor<4x4xf32> to memref<4x4xf32>
    %1 = bufferization.to_buffer %arg0 : tensor<8x16xf32> to memref<8x16xf32>
    %2 = bufferization.to_buffer %arg0 : tensor<8x16xf32> to memref<8x16xf32>
    %subview = memref.subview %2[2, %arg2] [4, %arg2] [1, 2] : memref<8x16xf32> to memref<4x?xf32, strided<[16, 2], offset: ?>>
    %3 = bufferization.to_tensor %subview : memref<4x?xf32, strided<[16, 2], offset: ?>> to tensor<4x?xf32>
    %subview_0 = memref.subview %1[2, 3] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: 35>>
    memref.copy %0, %subview_0 : memref<4x4xf32> to memref<4x4xf32, strided<[16, 1], offset: 35>>
    %4 = bufferization.to_tensor %1 : memref<8x16xf32> to tensor<8x16xf32>
    return %3, %4 : tensor<4x?xf32>, tensor<8x16xf32>
  }
}
)mlir");
}

TEST_F(RewriteTest, RankReducingSlices) {
  std::string out = rewrite(R"mlir(
func.func @f(%t: tensor<8x16xf32>, %s: tensor<16xf32>, %i: index) -> (tensor<16xf32>, tensor<8x16xf32>) {
  %0 = tensor.extract_slice %t[%i, 0] [1, 16] [1, 1] {tag = "extract"} : tensor<8x16xf32> to tensor<16xf32>
  %1 = tensor.insert_slice %s into %t[%i, 0] [1, 16] [1, 1] {tag = "insert"} : tensor<16xf32> into tensor<8x16xf32>
  return %0, %1 : tensor<16xf32>, tensor<8x16xf32>
}
)mlir",
                            {"extract", "insert"});
  EXPECT_NE(out.find("memref.subview %2[%arg2, 0] [1, 16] [1, 1] : memref<8x16xf32> to memref<16xf32, "
                     "strided<[1], offset: ?>>"),
            std::string::npos)
      << out;
  EXPECT_NE(out.find("memref.copy %0, %subview_0 : memref<16xf32> to memref<16xf32, strided<[1], offset: ?>>"),
            std::string::npos)
      << out;
}

TEST_F(RewriteTest, CastAndReshapes) {
  std::string out = rewrite(R"mlir(
func.func @f(%t: tensor<8x16xf32>, %n: index) -> (tensor<?x16xf32>, tensor<8x16xf32>, tensor<128xf32>, tensor<2x4x16xf32>, tensor<f32>) {
  %0 = tensor.cast %t {tag = "cast"} : tensor<8x16xf32> to tensor<?x16xf32>
  %1 = tensor.cast %t {tag = "noop"} : tensor<8x16xf32> to tensor<8x16xf32>
  %2 = tensor.collapse_shape %t [[0, 1]] {tag = "collapse"} : tensor<8x16xf32> into tensor<128xf32>
  %3 = tensor.expand_shape %t [[0, 1], [2]] output_shape [2, 4, 16] {tag = "expand"} : tensor<8x16xf32> into tensor<2x4x16xf32>
  %4 = tensor.extract_slice %t[1, 1] [1, 1] [1, 1] : tensor<8x16xf32> to tensor<1x1xf32>
  %5 = tensor.collapse_shape %4 [] {tag = "collapse0d"} : tensor<1x1xf32> into tensor<f32>
  return %0, %1, %2, %3, %5 : tensor<?x16xf32>, tensor<8x16xf32>, tensor<128xf32>, tensor<2x4x16xf32>, tensor<f32>
}
)mlir",
                            {"cast", "noop", "collapse", "expand", "collapse0d"});
  // A no-op cast just forwards the buffer; a 0-d collapse of a strided
  // buffer keeps the offset (MLIR: StridedLayoutAttr(offset, [])).
  EXPECT_EQ(out, R"mlir(module {
  func.func @f(%arg0: tensor<8x16xf32>, %arg1: index) -> (tensor<?x16xf32>, tensor<8x16xf32>, tensor<128xf32>, tensor<2x4x16xf32>, tensor<f32>) {
    %0 = bufferization.to_buffer %arg0 : tensor<8x16xf32> to memref<8x16xf32>
    %1 = bufferization.to_buffer %arg0 : tensor<8x16xf32> to memref<8x16xf32>
    %2 = bufferization.to_buffer %arg0 : tensor<8x16xf32> to memref<8x16xf32>
    %3 = bufferization.to_buffer %arg0 : tensor<8x16xf32> to memref<8x16xf32>
    %cast = memref.cast %3 : memref<8x16xf32> to memref<?x16xf32>
    %4 = bufferization.to_tensor %cast : memref<?x16xf32> to tensor<?x16xf32>
    %5 = bufferization.to_tensor %2 : memref<8x16xf32> to tensor<8x16xf32>
    %collapse_shape = memref.collapse_shape %1 [[0, 1]] : memref<8x16xf32> into memref<128xf32>
    %6 = bufferization.to_tensor %collapse_shape : memref<128xf32> to tensor<128xf32>
    %expand_shape = memref.expand_shape %0 [[0, 1], [2]] output_shape [2, 4, 16] : memref<8x16xf32> into memref<2x4x16xf32>
    %7 = bufferization.to_tensor %expand_shape : memref<2x4x16xf32> to tensor<2x4x16xf32>
    %extracted_slice = tensor.extract_slice %arg0[1, 1] [1, 1] [1, 1] : tensor<8x16xf32> to tensor<1x1xf32>
    %8 = bufferization.to_buffer %extracted_slice : tensor<1x1xf32> to memref<1x1xf32, strided<[16, 1], offset: 17>>
    %collapse_shape_0 = memref.collapse_shape %8 [] : memref<1x1xf32, strided<[16, 1], offset: 17>> into memref<f32, strided<[], offset: 17>>
    %9 = bufferization.to_tensor %collapse_shape_0 : memref<f32, strided<[], offset: 17>> to tensor<f32>
    return %4, %5, %6, %7, %9 : tensor<?x16xf32>, tensor<8x16xf32>, tensor<128xf32>, tensor<2x4x16xf32>, tensor<f32>
  }
}
)mlir");
}

TEST_F(RewriteTest, CollapseOfANonContiguousLayoutCopiesFirst) {
  options.unknownTypeConversion = LayoutMapOption::FullyDynamicLayoutMap;
  std::string out = rewrite(R"mlir(
func.func @f(%t: tensor<2x3x4xf32>) -> tensor<6x4xf32> {
  %0 = tensor.collapse_shape %t [[0, 1], [2]] {tag = "collapse"} : tensor<2x3x4xf32> into tensor<6x4xf32>
  return %0 : tensor<6x4xf32>
}
)mlir",
                            {"collapse"});
  // mlir-opt-22: the alloc_tensor copy becomes `memref.alloc` +
  // `memref.copy %0, %alloc`, then `memref.collapse_shape %alloc [[0, 1],
  // [2]] : memref<2x3x4xf32> into memref<6x4xf32>`.
  EXPECT_EQ(out, R"mlir(module {
  func.func @f(%arg0: tensor<2x3x4xf32>) -> tensor<6x4xf32> {
    %0 = bufferization.to_buffer %arg0 : tensor<2x3x4xf32> to memref<2x3x4xf32, strided<[?, ?, ?], offset: ?>>
    %1 = bufferization.alloc_tensor() copy(%arg0) : tensor<2x3x4xf32>
    %2 = bufferization.to_buffer %1 : tensor<2x3x4xf32> to memref<2x3x4xf32>
    %collapse_shape = memref.collapse_shape %2 [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
    %3 = bufferization.to_tensor %collapse_shape : memref<6x4xf32> to tensor<6x4xf32>
    return %3 : tensor<6x4xf32>
  }
}
)mlir");
}

TEST_F(RewriteTest, ExpandShapeKeepsDynamicOutputShape) {
  std::string out = rewrite(R"mlir(
func.func @f(%t: tensor<?x4xf32>, %n: index) -> tensor<?x2x4xf32> {
  %0 = tensor.expand_shape %t [[0, 1], [2]] output_shape [%n, 2, 4] {tag = "expand"} : tensor<?x4xf32> into tensor<?x2x4xf32>
  return %0 : tensor<?x2x4xf32>
}
)mlir",
                            {"expand"});
  // mlir-opt-22 prints the same expand_shape line for this input.
  EXPECT_NE(out.find("memref.expand_shape %0 [[0, 1], [2]] output_shape [%arg1, 2, 4] : memref<?x4xf32> into "
                     "memref<?x2x4xf32>"),
            std::string::npos)
      << out;
}

TEST_F(RewriteTest, EmptyBecomesAllocTensorOrDisappears) {
  std::string out = rewrite(R"mlir(
func.func @f(%n: index, %f: f32, %i: index) -> tensor<?x4xf32> {
  %unused = tensor.empty() {tag = "unused"} : tensor<8xf32>
  %0 = tensor.empty(%n) {tag = "empty"} : tensor<?x4xf32>
  %1 = tensor.insert %f into %0[%i, %i] : tensor<?x4xf32>
  return %1 : tensor<?x4xf32>
}
)mlir",
                            {"unused", "empty"});
  EXPECT_EQ(out, R"mlir(module {
  func.func @f(%arg0: index, %arg1: f32, %arg2: index) -> tensor<?x4xf32> {
    %0 = bufferization.alloc_tensor(%arg0) : tensor<?x4xf32>
    %inserted = tensor.insert %arg1 into %0[%arg2, %arg2] : tensor<?x4xf32>
    return %inserted : tensor<?x4xf32>
  }
}
)mlir");
}

TEST_F(RewriteTest, FromElementsStoresInRowMajorOrder) {
  std::string out = rewrite(R"mlir(
func.func @f(%a: f32, %b: f32) -> (tensor<2x3xf32>, tensor<f32>, tensor<0xf32>) {
  %0 = tensor.from_elements %a, %b, %a, %b, %a, %b {tag = "fe"} : tensor<2x3xf32>
  %1 = tensor.from_elements %a {tag = "scalar"} : tensor<f32>
  %2 = tensor.from_elements {tag = "empty"} : tensor<0xf32>
  return %0, %1, %2 : tensor<2x3xf32>, tensor<f32>, tensor<0xf32>
}
)mlir",
                            {"fe", "scalar", "empty"});
  // mlir-opt-22: alloc, %c0 %c1 %c2, then the six stores in this order
  // (the alloc_tensor becomes the memref.alloc and the to_buffer folds).
  EXPECT_EQ(out, R"mlir(module {
  func.func @f(%arg0: f32, %arg1: f32) -> (tensor<2x3xf32>, tensor<f32>, tensor<0xf32>) {
    %0 = bufferization.alloc_tensor() : tensor<2x3xf32>
    %1 = bufferization.to_buffer %0 : tensor<2x3xf32> to memref<2x3xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    memref.store %arg0, %1[%c0, %c0] : memref<2x3xf32>
    memref.store %arg1, %1[%c0, %c1] : memref<2x3xf32>
    memref.store %arg0, %1[%c0, %c2] : memref<2x3xf32>
    memref.store %arg1, %1[%c1, %c0] : memref<2x3xf32>
    memref.store %arg0, %1[%c1, %c1] : memref<2x3xf32>
    memref.store %arg1, %1[%c1, %c2] : memref<2x3xf32>
    %2 = bufferization.to_tensor %1 : memref<2x3xf32> to tensor<2x3xf32>
    %3 = bufferization.alloc_tensor() : tensor<f32>
    %4 = bufferization.to_buffer %3 : tensor<f32> to memref<f32>
    memref.store %arg0, %4[] : memref<f32>
    %5 = bufferization.to_tensor %4 : memref<f32> to tensor<f32>
    %6 = bufferization.alloc_tensor() : tensor<0xf32>
    %7 = bufferization.to_buffer %6 : tensor<0xf32> to memref<0xf32>
    %8 = bufferization.to_tensor %7 : memref<0xf32> to tensor<0xf32>
    return %2, %5, %8 : tensor<2x3xf32>, tensor<f32>, tensor<0xf32>
  }
}
)mlir");
}

TEST_F(RewriteTest, SplatAndGenerateBecomeLinalgMap) {
  std::string out = rewrite(R"mlir(
func.func @f(%f: f32, %n: index) -> (tensor<?x8xf32>, tensor<?x4xindex>) {
  %0 = tensor.splat %f[%n] {tag = "splat"} : tensor<?x8xf32>
  %1 = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    %s = arith.addi %i, %j : index
    tensor.yield %s : index
  } {tag = "generate"} : tensor<?x4xindex>
  return %0, %1 : tensor<?x8xf32>, tensor<?x4xindex>
}
)mlir",
                            {"splat", "generate"});
  // mlir-opt-22 prints the same maps on the memref (after the alloc_tensor
  // and the map are bufferized in turn).
  EXPECT_EQ(out, R"mlir(module {
  func.func @f(%arg0: f32, %arg1: index) -> (tensor<?x8xf32>, tensor<?x4xindex>) {
    %0 = bufferization.alloc_tensor(%arg1) : tensor<?x8xf32>
    %mapped = linalg.map outs(%0 : tensor<?x8xf32>)
      (%init: f32) {
        linalg.yield %arg0 : f32
      }
    %1 = bufferization.alloc_tensor(%arg1) : tensor<?x4xindex>
    %mapped_0 = linalg.map outs(%1 : tensor<?x4xindex>)
      (%init: index) {
        %2 = linalg.index 0 : index
        %3 = linalg.index 1 : index
        %4 = arith.addi %2, %3 : index
        linalg.yield %4 : index
      }
    return %mapped, %mapped_0 : tensor<?x8xf32>, tensor<?x4xindex>
  }
}
)mlir");
}

TEST_F(RewriteTest, PadFillsThenInsertsTheSource) {
  std::string out = rewrite(R"mlir(
func.func @f(%t: tensor<?x4xf32>, %l: index, %f: f32) -> tensor<?x7xf32> {
  %0 = tensor.pad %t low[%l, 1] high[2, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } {tag = "pad"} : tensor<?x4xf32> to tensor<?x7xf32>
  return %0 : tensor<?x7xf32>
}
)mlir",
                            {"pad"});
  // mlir-opt-22 computes the size with `affine.apply ()[s0, s1] -> (s0 + s1
  // + 2)` (and once more, unused); tbuf uses arith.addi.
  EXPECT_EQ(out, R"mlir(module {
  func.func @f(%arg0: tensor<?x4xf32>, %arg1: index, %arg2: f32) -> tensor<?x7xf32> {
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %arg0, %c0 : tensor<?x4xf32>
    %0 = arith.addi %dim, %arg1 : index
    %c2 = arith.constant 2 : index
    %1 = arith.addi %0, %c2 : index
    %2 = bufferization.alloc_tensor(%1) : tensor<?x7xf32>
    %mapped = linalg.map outs(%2 : tensor<?x7xf32>)
      (%init: f32) {
        %3 = linalg.index 0 : index
        %4 = linalg.index 1 : index
        linalg.yield %arg2 : f32
      }
    %c0_0 = arith.constant 0 : index
    %dim_1 = tensor.dim %arg0, %c0_0 : tensor<?x4xf32>
    %inserted_slice = tensor.insert_slice %arg0 into %mapped[%arg1, 1] [%dim_1, 4] [1, 1] : tensor<?x4xf32> into tensor<?x7xf32>
    return %inserted_slice : tensor<?x7xf32>
  }
}
)mlir");
}

TEST_F(RewriteTest, ConcatCopiesEachInputIntoASubview) {
  std::string out = rewrite(R"mlir(
func.func @f(%a: tensor<2x?xf32>, %b: tensor<3x?xf32>, %c: tensor<4x2xf32>, %d: tensor<4x?xf32>) -> (tensor<5x?xf32>, tensor<4x?xf32>) {
  %0 = tensor.concat dim(0) %a, %b {tag = "static_dim"} : (tensor<2x?xf32>, tensor<3x?xf32>) -> tensor<5x?xf32>
  %1 = tensor.concat dim(1) %c, %d {tag = "dynamic_dim"} : (tensor<4x2xf32>, tensor<4x?xf32>) -> tensor<4x?xf32>
  return %0, %1 : tensor<5x?xf32>, tensor<4x?xf32>
}
)mlir",
                            {"static_dim", "dynamic_dim"});
  // Same subviews and copies as mlir-opt-22; its size arithmetic is
  // affine.apply (s0 + 2), here arith.addi, and MLIR's reification leaves
  // one more dead index constant.
  EXPECT_EQ(out, R"mlir(module {
  func.func @f(%arg0: tensor<2x?xf32>, %arg1: tensor<3x?xf32>, %arg2: tensor<4x2xf32>, %arg3: tensor<4x?xf32>) -> (tensor<5x?xf32>, tensor<4x?xf32>) {
    %0 = bufferization.to_buffer %arg3 : tensor<4x?xf32> to memref<4x?xf32>
    %1 = bufferization.to_buffer %arg2 : tensor<4x2xf32> to memref<4x2xf32>
    %2 = bufferization.to_buffer %arg1 : tensor<3x?xf32> to memref<3x?xf32>
    %3 = bufferization.to_buffer %arg0 : tensor<2x?xf32> to memref<2x?xf32>
    %c1 = arith.constant 1 : index
    %dim = tensor.dim %arg0, %c1 : tensor<2x?xf32>
    %4 = bufferization.alloc_tensor(%dim) : tensor<5x?xf32>
    %5 = bufferization.to_buffer %4 : tensor<5x?xf32> to memref<5x?xf32>
    %c1_0 = arith.constant 1 : index
    %dim_1 = memref.dim %5, %c1_0 : memref<5x?xf32>
    %subview = memref.subview %5[0, 0] [2, %dim_1] [1, 1] : memref<5x?xf32> to memref<2x?xf32, strided<[?, 1]>>
    memref.copy %3, %subview : memref<2x?xf32> to memref<2x?xf32, strided<[?, 1]>>
    %subview_2 = memref.subview %5[2, 0] [3, %dim_1] [1, 1] : memref<5x?xf32> to memref<3x?xf32, strided<[?, 1], offset: ?>>
    memref.copy %2, %subview_2 : memref<3x?xf32> to memref<3x?xf32, strided<[?, 1], offset: ?>>
    %6 = bufferization.to_tensor %5 : memref<5x?xf32> to tensor<5x?xf32>
    %c1_3 = arith.constant 1 : index
    %dim_4 = tensor.dim %arg3, %c1_3 : tensor<4x?xf32>
    %c2 = arith.constant 2 : index
    %7 = arith.addi %dim_4, %c2 : index
    %8 = bufferization.alloc_tensor(%7) : tensor<4x?xf32>
    %9 = bufferization.to_buffer %8 : tensor<4x?xf32> to memref<4x?xf32>
    %c1_5 = arith.constant 1 : index
    %dim_6 = memref.dim %9, %c1_5 : memref<4x?xf32>
    %subview_7 = memref.subview %9[0, 0] [4, 2] [1, 1] : memref<4x?xf32> to memref<4x2xf32, strided<[?, 1]>>
    memref.copy %1, %subview_7 : memref<4x2xf32> to memref<4x2xf32, strided<[?, 1]>>
    %c1_8 = arith.constant 1 : index
    %dim_9 = memref.dim %0, %c1_8 : memref<4x?xf32>
    %subview_10 = memref.subview %9[0, 2] [4, %dim_9] [1, 1] : memref<4x?xf32> to memref<4x?xf32, strided<[?, 1], offset: 2>>
    memref.copy %0, %subview_10 : memref<4x?xf32> to memref<4x?xf32, strided<[?, 1], offset: 2>>
    %c2_11 = arith.constant 2 : index
    %10 = arith.addi %dim_9, %c2_11 : index
    %11 = bufferization.to_tensor %9 : memref<4x?xf32> to tensor<4x?xf32>
    return %6, %11 : tensor<5x?xf32>, tensor<4x?xf32>
  }
}
)mlir");
}

TEST_F(RewriteTest, ParallelInsertSliceCopiesBeforeTheTerminator) {
  std::string out = rewrite(R"mlir(
func.func @f(%t: tensor<8x4xf32>, %s: tensor<4xf32>) -> tensor<8x4xf32> {
  %0 = scf.forall (%i) in (8) shared_outs(%o = %t) -> (tensor<8x4xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, 0] [1, 4] [1, 1] {tag = "pis"} : tensor<4xf32> into tensor<8x4xf32>
    }
  }
  return %0 : tensor<8x4xf32>
}
)mlir",
                            {"pis"});
  // mlir-opt-22 (after scf.forall's own bufferization) prints the subview
  // and copy at the end of the loop body, before an empty in_parallel.
  EXPECT_EQ(out, R"mlir(module {
  func.func @f(%arg0: tensor<8x4xf32>, %arg1: tensor<4xf32>) -> tensor<8x4xf32> {
    %0 = bufferization.to_buffer %arg1 : tensor<4xf32> to memref<4xf32>
    %1 = scf.forall (%arg2) in (8) shared_outs(%arg3 = %arg0) -> (tensor<8x4xf32>) {
      %2 = bufferization.to_buffer %arg3 : tensor<8x4xf32> to memref<8x4xf32>
      %subview = memref.subview %2[%arg2, 0] [1, 4] [1, 1] : memref<8x4xf32> to memref<4xf32, strided<[1], offset: ?>>
      memref.copy %0, %subview : memref<4xf32> to memref<4xf32, strided<[1], offset: ?>>
      scf.forall.in_parallel {
      }
    }
    return %1 : tensor<8x4xf32>
  }
}
)mlir");
}

TEST_F(RewriteTest, MemorySpaceOfPadFollowsTheSource) {
  parse(R"mlir(
func.func @f(%m: memref<2x4xf32, 3>, %f: f32) -> tensor<5x7xf32> {
  %t = bufferization.to_tensor %m restrict : memref<2x4xf32, 3> to tensor<2x4xf32>
  %0 = tensor.pad %t low[1, 1] high[2, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } {tag = "pad"} : tensor<2x4xf32> to tensor<5x7xf32>
  return %0 : tensor<5x7xf32>
}
)mlir");
  // The source buffer is in memory space 3 (to_tensor's memref), so is the
  // pad's allocation (mlir-opt-22: `memref.alloc() ... : memref<5x7xf32, 3>`).
  EXPECT_EQ(bufferTypeOf(op("pad")->getResult(0)), "memref<5x7xf32, 3>");
  ASSERT_TRUE(succeeded(bufferizeTagged("pad"))) << diagnostics;
  std::string out = printed();
  EXPECT_NE(out.find("bufferization.alloc_tensor() {memory_space = 3 : i64} : tensor<5x7xf32>"), std::string::npos)
      << out;
}

}  // namespace
}  // namespace tbuf::bufferization::testing

namespace tbuf::bufferization::testing {
namespace {

TEST_F(RewriteTest, ParallelInsertSliceNeverGetsCopies) {
  parse(R"mlir(
func.func @f(%t: tensor<8x4xf32>, %s: tensor<4xf32>) -> tensor<8x4xf32> {
  %0 = scf.forall (%i) in (8) shared_outs(%o = %t) -> (tensor<8x4xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, 0] [1, 4] [1, 1] {tag = "pis"} : tensor<4xf32> into tensor<8x4xf32>
    }
  }
  return %0 : tensor<8x4xf32>
}
)mlir");
  std::string before = printed();
  // A plain AnalysisState decides every written operand out of place; the
  // shared output must still not be copied (MLIR: implicit in-place).
  AnalysisState state(options);
  Operation *pis = op("pis");
  EXPECT_FALSE(state.isInPlace(pis->getOpOperand(1)));
  ASSERT_TRUE(succeeded(model(pis)->resolveConflicts(pis, rewriter, state, bufferizationState))) << diagnostics;
  EXPECT_EQ(printed(), before);
  // insert_slice, by contrast, gets its dest copied.
  parse(R"mlir(
func.func @g(%t: tensor<8x4xf32>, %s: tensor<4xf32>) -> tensor<8x4xf32> {
  %0 = tensor.insert_slice %s into %t[0, 0] [1, 4] [1, 1] {tag = "is"} : tensor<4xf32> into tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}
)mlir");
  Operation *is = op("is");
  rewriter.setInsertionPoint(is);
  ASSERT_TRUE(succeeded(model(is)->resolveConflicts(is, rewriter, state, bufferizationState))) << diagnostics;
  EXPECT_NE(printed().find("bufferization.alloc_tensor() copy(%arg0) : tensor<8x4xf32>"), std::string::npos)
      << printed();
}

}  // namespace
}  // namespace tbuf::bufferization::testing

// Buffer types the tensor models give their results (getBufferType): the
// precise strided layouts of subviews, casts keeping the source layout,
// collapsed/expanded layouts, and the identity layout of new allocations.
// Expected strings are mlir-opt-22's types for the same ops (see the
// comments; `--one-shot-bufferize="unknown-type-conversion=identity-layout-map"`
// makes function arguments identity-layout buffers, as here).
#include "tensor_test_fixture.h"

namespace tbuf::bufferization::testing {
namespace {

class BufferTypeTest : public TensorModelTest {
 protected:
  BufferTypeTest() { options.unknownTypeConversion = LayoutMapOption::IdentityLayoutMap; }
  std::string resultType(std::string_view tag) { return bufferTypeOf(op(tag)->getResult(0)); }
};

TEST_F(BufferTypeTest, ExtractSliceGetsTheInferredSubviewLayout) {
  parse(R"mlir(
func.func @f(%t: tensor<8x16xf32>, %o: index, %s: index) -> () {
  %0 = tensor.extract_slice %t[2, %o] [4, %s] [1, 2] {tag = "dyn"} : tensor<8x16xf32> to tensor<4x?xf32>
  %1 = tensor.extract_slice %t[3, %o] [1, %s] [1, 1] {tag = "rank_reduced"} : tensor<8x16xf32> to tensor<?xf32>
  %2 = tensor.extract_slice %t[1, 2] [2, 4] [3, 2] {tag = "static"} : tensor<8x16xf32> to tensor<2x4xf32>
  %3 = tensor.extract_slice %2[1, 0] [1, 4] [1, 1] {tag = "nested"} : tensor<2x4xf32> to tensor<4xf32>
  %4 = tensor.extract_slice %t[0, 0] [8, 16] [1, 1] {tag = "whole"} : tensor<8x16xf32> to tensor<8x16xf32>
  return
}
)mlir");
  // mlir-opt-22 prints these subview result types.
  EXPECT_EQ(resultType("dyn"), "memref<4x?xf32, strided<[16, 2], offset: ?>>");
  EXPECT_EQ(resultType("rank_reduced"), "memref<?xf32, strided<[1], offset: ?>>");
  EXPECT_EQ(resultType("static"), "memref<2x4xf32, strided<[48, 2], offset: 18>>");
  // A slice of the slice composes offsets and strides: 18 + 1 * 48.
  EXPECT_EQ(resultType("nested"), "memref<4xf32, strided<[2], offset: 66>>");
  EXPECT_EQ(resultType("whole"), "memref<8x16xf32, strided<[16, 1]>>");
}

TEST_F(BufferTypeTest, ExtractSliceOfAFullyDynamicBufferStaysDynamic) {
  options.unknownTypeConversion = LayoutMapOption::FullyDynamicLayoutMap;
  parse(R"mlir(
func.func @f(%t: tensor<8x16xf32>) -> () {
  %0 = tensor.extract_slice %t[1, 2] [2, 4] [1, 1] {tag = "s"} : tensor<8x16xf32> to tensor<2x4xf32>
  %1 = tensor.extract_slice %t[1, 2] [1, 4] [1, 1] {tag = "r"} : tensor<8x16xf32> to tensor<4xf32>
  return
}
)mlir");
  EXPECT_EQ(resultType("s"), "memref<2x4xf32, strided<[?, ?], offset: ?>>");
  EXPECT_EQ(resultType("r"), "memref<4xf32, strided<[?], offset: ?>>");
}

TEST_F(BufferTypeTest, CastKeepsTheSourceLayout) {
  parse(R"mlir(
func.func @f(%t: tensor<8x16xf32>, %u: tensor<*xf32>) -> () {
  %0 = tensor.cast %t {tag = "to_dynamic"} : tensor<8x16xf32> to tensor<?x?xf32>
  %1 = tensor.extract_slice %t[1, 2] [2, 4] [1, 1] : tensor<8x16xf32> to tensor<2x4xf32>
  %2 = tensor.cast %1 {tag = "strided"} : tensor<2x4xf32> to tensor<?x4xf32>
  %3 = tensor.cast %t {tag = "to_unranked"} : tensor<8x16xf32> to tensor<*xf32>
  %4 = tensor.cast %u {tag = "from_unranked"} : tensor<*xf32> to tensor<4x?xf32>
  return
}
)mlir");
  EXPECT_EQ(resultType("to_dynamic"), "memref<?x?xf32>");
  EXPECT_EQ(resultType("strided"), "memref<?x4xf32, strided<[16, 1], offset: 18>>");
  EXPECT_EQ(resultType("to_unranked"), "memref<*xf32>");
  // Nothing is known of an unranked source's layout.
  EXPECT_EQ(resultType("from_unranked"), "memref<4x?xf32, strided<[?, ?], offset: ?>>");
}

TEST_F(BufferTypeTest, ReshapesComputeCollapsedAndExpandedLayouts) {
  parse(R"mlir(
func.func @f(%t: tensor<8x16xf32>, %n: index) -> () {
  %0 = tensor.collapse_shape %t [[0, 1]] {tag = "collapse"} : tensor<8x16xf32> into tensor<128xf32>
  %1 = tensor.expand_shape %t [[0, 1], [2]] output_shape [2, 4, 16] {tag = "expand"} : tensor<8x16xf32> into tensor<2x4x16xf32>
  %2 = tensor.extract_slice %t[0, 2] [8, 4] [1, 1] : tensor<8x16xf32> to tensor<8x4xf32>
  %3 = tensor.expand_shape %2 [[0, 1], [2]] output_shape [2, 4, 4] {tag = "expand_strided"} : tensor<8x4xf32> into tensor<2x4x4xf32>
  %4 = tensor.collapse_shape %2 [[0, 1]] {tag = "collapse_noncontiguous"} : tensor<8x4xf32> into tensor<32xf32>
  %5 = tensor.extract_slice %t[1, 0] [2, 16] [1, 1] : tensor<8x16xf32> to tensor<2x16xf32>
  %6 = tensor.collapse_shape %5 [[0, 1]] {tag = "collapse_contiguous_slice"} : tensor<2x16xf32> into tensor<32xf32>
  return
}
)mlir");
  EXPECT_EQ(resultType("collapse"), "memref<128xf32>");
  EXPECT_EQ(resultType("expand"), "memref<2x4x16xf32>");
  EXPECT_EQ(resultType("expand_strided"), "memref<2x4x4xf32, strided<[64, 16, 1], offset: 2>>");
  // Rows of 4 out of 16 are not contiguous: the op will copy into a new
  // identity-layout buffer.
  EXPECT_EQ(resultType("collapse_noncontiguous"), "memref<32xf32>");
  EXPECT_EQ(resultType("collapse_contiguous_slice"), "memref<32xf32, strided<[1], offset: 16>>");
}

TEST_F(BufferTypeTest, CollapseOfAFullyDynamicLayoutAllocates) {
  options.unknownTypeConversion = LayoutMapOption::FullyDynamicLayoutMap;
  parse(R"mlir(
func.func @f(%t: tensor<2x3x4xf32>) -> () {
  %0 = tensor.collapse_shape %t [[0, 1], [2]] {tag = "c"} : tensor<2x3x4xf32> into tensor<6x4xf32>
  %1 = tensor.expand_shape %t [[0], [1], [2, 3]] output_shape [2, 3, 2, 2] {tag = "e"} : tensor<2x3x4xf32> into tensor<2x3x2x2xf32>
  %2 = tensor.extract_slice %t[0, 0, 0] [1, 1, 4] [1, 1, 1] : tensor<2x3x4xf32> to tensor<1x1x4xf32>
  %3 = tensor.collapse_shape %2 [[0, 1, 2]] {tag = "unit_dims"} : tensor<1x1x4xf32> into tensor<4xf32>
  return
}
)mlir");
  EXPECT_EQ(resultType("c"), "memref<6x4xf32>");
  // Unit dims do not count when proving contiguity (MLIR 22): a view.
  EXPECT_EQ(resultType("unit_dims"), "memref<4xf32, strided<[?], offset: ?>>");
  EXPECT_EQ(resultType("e"), "memref<2x3x2x2xf32, strided<[?, ?, ?, ?], offset: ?>>");
}

TEST_F(BufferTypeTest, PadAndAllocatingOpsGetIdentityLayouts) {
  options.unknownTypeConversion = LayoutMapOption::FullyDynamicLayoutMap;
  parse(R"mlir(
func.func @f(%t: tensor<?x4xf32>, %f: f32, %l: index) -> () {
  %0 = tensor.pad %t low[%l, 1] high[2, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } {tag = "pad"} : tensor<?x4xf32> to tensor<?x7xf32>
  %1 = tensor.from_elements %f {tag = "from_elements"} : tensor<1xf32>
  return
}
)mlir");
  EXPECT_EQ(resultType("pad"), "memref<?x7xf32>");
  // No override: the default of the options (fully dynamic), as MLIR's
  // getBufferType for ops without an aliasing operand.
  EXPECT_EQ(resultType("from_elements"), "memref<1xf32, strided<[?], offset: ?>>");
}

}  // namespace
}  // namespace tbuf::bufferization::testing

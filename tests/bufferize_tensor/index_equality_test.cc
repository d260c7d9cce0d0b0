// areEqualIndexValues: the linear-form equality the slice rules use in place
// of MLIR's value-bounds analysis. Proven equal: same value or constant,
// sums in any order, x + c - c, x * 2 == x + x, dims of a tensor and of the
// tensors derived from it. Not proven: unrelated values, products of two
// values, casts (MLIR 22 gives the same answers; see
// tests/golden/bufferize/tensor/slice_matching.mlir).
#include "bufferize/models/tensor_models_internal.h"
#include "dialects/utils/dialect_utils.h"
#include "tensor_test_fixture.h"

namespace tbuf::bufferization::testing {
namespace {

using tensor_models::areEqualIndexValues;

class IndexEqualityTest : public TensorModelTest {
 protected:
  /// The result of the op tagged `tag`.
  OpFoldResult v(std::string_view tag) { return OpFoldResult(op(tag)->getResult(0)); }
  OpFoldResult c(int64_t value) { return OpFoldResult(tbuf::getIndexAttr(&ctx, value)); }
};

TEST_F(IndexEqualityTest, LinearFormsOfArithmetic) {
  parse(R"mlir(
func.func @f(%a: index, %b: index, %i: i32) -> () {
  %c0 = arith.constant {tag = "c0"} 0 : index
  %c2 = arith.constant {tag = "c2"} 2 : index
  %c4 = arith.constant 4 : index
  %a0 = arith.addi %a, %c0 {tag = "a_plus_0"} : index
  %ab = arith.addi %a, %b {tag = "a_plus_b"} : index
  %ba = arith.addi %b, %a {tag = "b_plus_a"} : index
  %a4 = arith.addi %a, %c4 : index
  %a44 = arith.subi %a4, %c4 {tag = "a_plus_4_minus_4"} : index
  %a2 = arith.muli %a, %c2 {tag = "a_times_2"} : index
  %aa = arith.addi %a, %a {tag = "a_plus_a"} : index
  %mab = arith.muli %a, %b {tag = "a_times_b"} : index
  %mba = arith.muli %b, %a {tag = "b_times_a"} : index
  %x = arith.index_cast %i {tag = "cast1"} : i32 to index
  %y = arith.index_cast %i {tag = "cast2"} : i32 to index
  %aminusa = arith.subi %a, %a {tag = "zero"} : index
  return
}
)mlir");
  Value a = module->getRegion(0).front().front().getRegion(0).front().getArgument(0);
  EXPECT_TRUE(areEqualIndexValues(v("a_plus_0"), OpFoldResult(a)));
  EXPECT_TRUE(areEqualIndexValues(v("a_plus_b"), v("b_plus_a")));
  EXPECT_TRUE(areEqualIndexValues(v("a_plus_4_minus_4"), OpFoldResult(a)));
  EXPECT_TRUE(areEqualIndexValues(v("a_times_2"), v("a_plus_a")));
  EXPECT_TRUE(areEqualIndexValues(v("zero"), c(0)));
  EXPECT_TRUE(areEqualIndexValues(v("c2"), c(2)));
  EXPECT_FALSE(areEqualIndexValues(v("c2"), c(3)));
  EXPECT_FALSE(areEqualIndexValues(v("a_plus_b"), OpFoldResult(a)));
  EXPECT_FALSE(areEqualIndexValues(v("a_times_b"), v("b_times_a")));
  EXPECT_FALSE(areEqualIndexValues(v("cast1"), v("cast2")));
}

TEST_F(IndexEqualityTest, DimsOfDerivedTensors) {
  parse(R"mlir(
func.func @f(%t: tensor<?x4xf32>, %u: tensor<?x4xf32>, %n: index, %f: f32, %i: index) -> () {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty(%n) : tensor<?x4xf32>
  %filled = linalg.fill ins(%f : f32) outs(%e : tensor<?x4xf32>) -> tensor<?x4xf32>
  %ins = tensor.insert %f into %filled[%i, %i] : tensor<?x4xf32>
  %d_ins = tensor.dim {tag = "dim_of_insert"} %ins, %c0 : tensor<?x4xf32>
  %d_t1 = tensor.dim {tag = "dim_t_1"} %t, %c0 : tensor<?x4xf32>
  %d_t2 = tensor.dim {tag = "dim_t_2"} %t, %c0 : tensor<?x4xf32>
  %d_u = tensor.dim {tag = "dim_u"} %u, %c0 : tensor<?x4xf32>
  %d_static = tensor.dim {tag = "dim_static"} %t, %c1 : tensor<?x4xf32>
  %pad = tensor.pad %t low[1, 0] high[%i, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<?x4xf32> to tensor<?x4xf32>
  %d_pad = tensor.dim {tag = "dim_pad"} %pad, %c0 : tensor<?x4xf32>
  %sum1 = arith.addi %d_t1, %i : index
  %sum = arith.addi %sum1, %c1 {tag = "dim_t_plus_i_plus_1"} : index
  %slice = tensor.extract_slice %t[0, 0] [%i, 4] [1, 1] : tensor<?x4xf32> to tensor<?x4xf32>
  %d_slice = tensor.dim {tag = "dim_slice"} %slice, %c0 : tensor<?x4xf32>
  return
}
)mlir");
  Value n = module->getRegion(0).front().front().getRegion(0).front().getArgument(2);
  Value i = module->getRegion(0).front().front().getRegion(0).front().getArgument(4);
  // insert -> fill -> empty(%n).
  EXPECT_TRUE(areEqualIndexValues(v("dim_of_insert"), OpFoldResult(n)));
  EXPECT_TRUE(areEqualIndexValues(v("dim_t_1"), v("dim_t_2")));
  EXPECT_FALSE(areEqualIndexValues(v("dim_t_1"), v("dim_u")));
  EXPECT_TRUE(areEqualIndexValues(v("dim_static"), c(4)));
  EXPECT_TRUE(areEqualIndexValues(v("dim_pad"), v("dim_t_plus_i_plus_1")));
  EXPECT_TRUE(areEqualIndexValues(v("dim_slice"), OpFoldResult(i)));
}

}  // namespace
}  // namespace tbuf::bufferization::testing

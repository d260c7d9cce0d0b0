// linalg.batch_reduce_matmul through the typed view and the structured-op
// accessors: default and user maps, iterator types (the batch and k dims
// reduce), loop ranges, the payload built by the builder and the parser,
// and hasUserDefinedMaps.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "dialects/linalg/linalg_ops.h"
#include "ir/builder.h"
#include "tests/util/test_util.h"

namespace tbuf::linalg_brm_test {
using namespace test_util;
namespace {

using linalg::IteratorType;

std::vector<std::string> mapStrings(const std::vector<AffineMap> &maps) {
  std::vector<std::string> out;
  for (AffineMap m : maps) out.push_back(m.str());
  return out;
}

template <typename OpT> std::vector<OpT> collect(Operation *root) {
  std::vector<OpT> out;
  root->walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (auto v = dyn_cast<OpT>(op)) out.push_back(v);
  });
  return out;
}

class BatchReduceMatmulTest : public ::testing::Test {
 protected:
  OwningOpRef parse(const std::string &text) { return parseAndVerify(tc, text); }
  TestContext tc;
};

TEST_F(BatchReduceMatmulTest, MapsIteratorsAndRanges) {
  OwningOpRef module = parse(R"(
    func.func @f(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>, %c: tensor<3x5xf32>,
                 %at: memref<2x4x3xf32>, %m: memref<3x5xf32>, %bm: memref<2x4x5xf32>) -> tensor<3x5xf32> {
      %r = linalg.batch_reduce_matmul ins(%a, %b : tensor<2x3x4xf32>, tensor<2x4x5xf32>) outs(%c : tensor<3x5xf32>) -> tensor<3x5xf32>
      linalg.batch_reduce_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d1, d2)>] ins(%at, %bm : memref<2x4x3xf32>, memref<2x4x5xf32>) outs(%m : memref<3x5xf32>)
      return %r : tensor<3x5xf32>
    })");
  ASSERT_TRUE(module) << tc.diagnostics;
  std::vector<linalg::BatchReduceMatmulOp> ops = collect<linalg::BatchReduceMatmulOp>(module.get());
  ASSERT_EQ(ops.size(), 2u);
  using V = std::vector<std::string>;
  constexpr IteratorType par = IteratorType::parallel, red = IteratorType::reduction;
  EXPECT_EQ(mapStrings(ops[0].getIndexingMapsArray()), (V{"(d0, d1, d2, d3) -> (d0, d1, d3)",
                                                          "(d0, d1, d2, d3) -> (d0, d3, d2)",
                                                          "(d0, d1, d2, d3) -> (d1, d2)"}));
  EXPECT_EQ(mapStrings(ops[0].getIndexingMapsArray()),
            mapStrings(linalg::BatchReduceMatmulOp::getDefaultIndexingMaps(&tc.ctx)));
  EXPECT_FALSE(ops[0].hasUserDefinedMaps());
  EXPECT_EQ(ops[0].getIteratorTypesArray(), (std::vector<IteratorType>{red, par, par, red}));
  EXPECT_EQ(ops[0].getStaticLoopRanges(), (std::vector<int64_t>{2, 3, 5, 4}));
  EXPECT_EQ(ops[0].getCast(), linalg::TypeFn::cast_signed);
  EXPECT_TRUE(ops[1].hasUserDefinedMaps());
  EXPECT_EQ(ops[1].getIndexingMapsArray()[0].str(), "(d0, d1, d2, d3) -> (d0, d3, d1)");
  EXPECT_EQ(ops[1].getStaticLoopRanges(), (std::vector<int64_t>{2, 3, 5, 4}));
  // Payload: mul then add into the init.
  Block *body = &ops[0]->getRegion(0).front();
  std::vector<std::string> names;
  for (Operation &op : *body) names.push_back(std::string(op.getName()));
  EXPECT_EQ(names, (V{"arith.mulf", "arith.addf", "linalg.yield"}));
}

TEST_F(BatchReduceMatmulTest, BuilderMatchesParsedForm) {
  OwningOpRef module = parse(R"(
    func.func @f(%a: tensor<2x3x4xi8>, %b: tensor<2x4x5xi8>, %c: tensor<3x5xi32>) -> tensor<3x5xi32> {
      %r = linalg.batch_reduce_matmul ins(%a, %b : tensor<2x3x4xi8>, tensor<2x4x5xi8>) outs(%c : tensor<3x5xi32>) -> tensor<3x5xi32>
      return %r : tensor<3x5xi32>
    })");
  ASSERT_TRUE(module) << tc.diagnostics;
  linalg::BatchReduceMatmulOp parsed = collect<linalg::BatchReduceMatmulOp>(module.get()).at(0);
  OpBuilder b(&tc.ctx);
  b.setInsertionPoint(parsed.getOperation());
  std::vector<Value> inputs = {parsed->getOperand(0), parsed->getOperand(1)}, outputs = {parsed->getOperand(2)};
  auto built = b.create<linalg::BatchReduceMatmulOp>(parsed->getLoc(), inputs, outputs);
  ASSERT_EQ(built->getNumResults(), 1u);
  EXPECT_EQ(built->getResult(0).getType(), parsed->getResult(0).getType());
  EXPECT_EQ(built->getAttr("indexing_maps"), parsed->getAttr("indexing_maps"));
  std::vector<std::string> names;
  for (Operation &op : built->getRegion(0).front()) names.push_back(std::string(op.getName()));
  EXPECT_EQ(names, (std::vector<std::string>{"arith.extsi", "arith.extsi", "arith.muli", "arith.addi", "linalg.yield"}));
  built->erase();
  EXPECT_TRUE(succeeded(verify(module.get()))) << tc.diagnostics;
}

}  // namespace
}  // namespace tbuf::linalg_brm_test

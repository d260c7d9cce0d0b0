// allocateTensorForShapedValue: copies, undefined-contents allocations with
// their dynamic sizes (reified from the defining op, else tensor.dim),
// memrefs and unranked values.
#include "bufferize/bufferizable_op_interface.h"
#include "dialects/bufferization/bufferization_ops.h"
#include "tests/bufferize_driver/driver_test_fixture.h"

namespace tbuf::bufferization::testing {
namespace {

class AllocateTensorTest : public DriverTest {
 protected:
  /// allocateTensorForShapedValue(v) with the insertion point before `before`.
  std::optional<Value> allocate(Value v, Operation *before, bool copy) {
    rewriter.setInsertionPoint(before);
    return allocateTensorForShapedValue(rewriter, before->getLoc(), v, options, bufferizationState, copy);
  }
};

constexpr std::string_view kInput = R"mlir(
func.func @f(%t: tensor<?x4xf32>, %m: memref<?xf32>, %u: tensor<*xf32>, %sz: index) {
  %e = tensor.empty(%sz) {tag = "empty"} : tensor<?x4xf32>
  %s = tensor.extract_slice %t[0, 0] [%sz, 1] [1, 1] {tag = "slice"} : tensor<?x4xf32> to tensor<?xf32>
  "test.use"(%e, %s) {tag = "use"} : (tensor<?x4xf32>, tensor<?xf32>) -> ()
  return
}
)mlir";

TEST_F(AllocateTensorTest, CopyOfTensor) {
  ctx.allowUnregisteredDialects(true);
  parse(kInput);
  Operation *use = op("use");
  Value t = use->getBlock()->getArgument(0);
  std::optional<Value> copy = allocate(t, use, /*copy=*/true);
  ASSERT_TRUE(copy);
  auto alloc = dyn_cast<AllocTensorOp>(copy->getDefiningOp());
  ASSERT_TRUE(alloc);
  EXPECT_EQ(alloc.getCopy(), t);
  EXPECT_TRUE(alloc.getDynamicSizes().empty());
  EXPECT_NE(printed().find("bufferization.alloc_tensor() copy(%arg0) : tensor<?x4xf32>"), std::string::npos)
      << printed();
}

TEST_F(AllocateTensorTest, UndefinedContentsUsesReifiedSizes) {
  ctx.allowUnregisteredDialects(true);
  parse(kInput);
  Operation *use = op("use");
  // tensor.empty: its own dynamic size; extract_slice: the slice size.
  std::optional<Value> a = allocate(op("empty")->getResult(0), use, /*copy=*/false);
  std::optional<Value> b = allocate(op("slice")->getResult(0), use, /*copy=*/false);
  ASSERT_TRUE(a && b);
  Value sz = use->getBlock()->getArgument(3);
  EXPECT_EQ(dyn_cast<AllocTensorOp>(a->getDefiningOp()).getDynamicSizes()[0], sz);
  EXPECT_EQ(dyn_cast<AllocTensorOp>(b->getDefiningOp()).getDynamicSizes()[0], sz);
  EXPECT_FALSE(dyn_cast<AllocTensorOp>(a->getDefiningOp()).getCopy());
  EXPECT_EQ(count("tensor.dim"), 0);
}

TEST_F(AllocateTensorTest, UndefinedContentsOfBlockArgumentUsesDim) {
  ctx.allowUnregisteredDialects(true);
  parse(kInput);
  Operation *use = op("use");
  std::optional<Value> a = allocate(use->getBlock()->getArgument(0), use, /*copy=*/false);
  ASSERT_TRUE(a);
  EXPECT_NE(printed().find("%dim = tensor.dim %arg0, %c0 : tensor<?x4xf32>\n"
                           "    %1 = bufferization.alloc_tensor(%dim) : tensor<?x4xf32>"),
            std::string::npos)
      << printed();
}

TEST_F(AllocateTensorTest, MemRefGoesThroughToTensor) {
  ctx.allowUnregisteredDialects(true);
  parse(kInput);
  Operation *use = op("use");
  std::optional<Value> a = allocate(use->getBlock()->getArgument(1), use, /*copy=*/false);
  ASSERT_TRUE(a);
  EXPECT_NE(printed().find("%1 = bufferization.to_tensor %arg1 : memref<?xf32> to tensor<?xf32>\n"
                           "    %c0 = arith.constant 0 : index\n"
                           "    %dim = tensor.dim %1, %c0 : tensor<?xf32>\n"
                           "    %2 = bufferization.alloc_tensor(%dim) : tensor<?xf32>"),
            std::string::npos)
      << printed();
}

TEST_F(AllocateTensorTest, UnrankedIsAnError) {
  ctx.allowUnregisteredDialects(true);
  parse(kInput);
  Operation *use = op("use");
  EXPECT_FALSE(allocate(use->getBlock()->getArgument(2), use, /*copy=*/true));
  EXPECT_NE(diagnostics.find("error: copying of unranked tensors is not implemented"), std::string::npos)
      << diagnostics;
}

}  // namespace
}  // namespace tbuf::bufferization::testing

// Call-graph order of module bufferization: callees first, ties in module
// order, cycles (mutual and self recursion) and their callers left over,
// calls to functions without tensors in their signature imposing no order.
#include "bufferize/one_shot_module_call_graph.h"
#include "module_test_fixture.h"

namespace tbuf::bufferization::testing {
namespace {

std::string names(const std::vector<func::FuncOp> &funcs) {
  std::string out;
  for (func::FuncOp f : funcs) out += std::string(f.getSymName()) + " ";
  return out;
}

TEST_F(ModuleTest, OrderAndRecursion) {
  parse(R"mlir(
func.func @caller(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = call @mid(%t) : (tensor<4xf32>) -> tensor<4xf32>
  %i = call @scalar() : () -> i32
  return %0 : tensor<4xf32>
}
func.func @mid(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = call @ext(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func private @ext(tensor<4xf32>) -> tensor<4xf32>
func.func @scalar() -> i32 {
  %c = arith.constant 0 : i32
  %0 = call @caller_of_cycle() : () -> tensor<4xf32>
  return %c : i32
}
func.func @r1(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = call @r2(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @r2(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = call @r1(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @caller_of_cycle() -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = call @r1(%e) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @self(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = call @self(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
)mlir");
  FuncCallOrder order;
  ASSERT_TRUE(succeeded(getFuncOpsOrderedByCalls(module.get(), order))) << diagnostics;
  // @scalar waits for @caller_of_cycle (tensor result), which waits for the
  // cycle: all three stay "remaining" like @self. @caller does not wait for
  // @scalar (no tensors in its signature).
  EXPECT_EQ(names(order.orderedFuncOps), "ext mid caller ");
  EXPECT_EQ(names(order.remainingFuncOps), "scalar r1 r2 caller_of_cycle self ");
  EXPECT_EQ(order.callerMap[func("r1").getOperation()].size(), 2u);
  EXPECT_EQ(order.callerMap.count(func("scalar").getOperation()), 0u);
}

TEST_F(ModuleTest, TiesKeepModuleOrder) {
  parse(R"mlir(
func.func @z() -> tensor<2xf32> {
  %0 = call @y() : () -> tensor<2xf32>
  %1 = call @x() : () -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func @y() -> tensor<2xf32> {
  %0 = tensor.empty() : tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func @x() -> tensor<2xf32> {
  %0 = call @y() : () -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
)mlir");
  FuncCallOrder order;
  ASSERT_TRUE(succeeded(getFuncOpsOrderedByCalls(module.get(), order)));
  EXPECT_EQ(names(order.orderedFuncOps), "y x z ");
  EXPECT_TRUE(order.remainingFuncOps.empty());
}

}  // namespace
}  // namespace tbuf::bufferization::testing

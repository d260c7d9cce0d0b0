// bufferize() of the linalg models, called op by op on parsed IR (no
// analysis, no other models involved): each op becomes the same op on
// buffers with no results, its payload moved over unchanged; tensor inputs
// and inits are read through getBuffer (`bufferization.to_buffer` here, as
// the producers are not bufferized), scalars stay, and the old results are
// replaced by `bufferization.to_tensor` of the init buffers. The printed ops
// match mlir-opt-22's forms (checked by parsing the output back with it).
#include "fixture.h"

#include "dialects/linalg/linalg_ops.h"

namespace tbuf::bufferization::testing {
namespace {

class LinalgRewriteTest : public LinalgBufferizeTest {
 protected:
  /// Bufferizes every linalg structured op of the module, in order.
  LogicalResult bufferizeLinalgOps() {
    std::vector<Operation *> ops;
    module->walk([&](Operation *o) {
      if (isa<linalg::LinalgOp>(o)) ops.push_back(o);
    });
    IRRewriter rewriter(&ctx);
    BufferizationState state;
    for (Operation *o : ops) {
      const BufferizableOpInterface *iface = model(o);
      if (!iface || failed(iface->bufferize(o, rewriter, options, state))) return failure();
    }
    return success();
  }
};

TEST_F(LinalgRewriteTest, NamedOpsOnBuffers) {
  parse(R"mlir(
func.func @named(%a: tensor<4xf32>, %b: tensor<4x8xf32>, %c: tensor<8x4xf32>, %s: f32) -> (tensor<4xf32>, tensor<4x4xf32>, tensor<8x4xf32>) {
  %e = tensor.empty() : tensor<4x4xf32>
  %0 = linalg.fill ins(%s : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %1 = linalg.matmul ins(%b, %c : tensor<4x8xf32>, tensor<8x4xf32>) outs(%0 : tensor<4x4xf32>) -> tensor<4x4xf32>
  %2 = linalg.transpose ins(%b : tensor<4x8xf32>) outs(%c : tensor<8x4xf32>) permutation = [1, 0]
  %3 = linalg.copy ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  return %3, %1, %2 : tensor<4xf32>, tensor<4x4xf32>, tensor<8x4xf32>
}
)mlir");
  ASSERT_TRUE(succeeded(bufferizeLinalgOps())) << diagnostics;
  // The fill's to_tensor (%8) is dead: the matmul reads the fill's buffer
  // through it; the driver's cleanup removes such ops.
  EXPECT_EQ(print(), R"mlir(module {
  func.func @named(%arg0: tensor<4xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<8x4xf32>, %arg3: f32) -> (tensor<4xf32>, tensor<4x4xf32>, tensor<8x4xf32>) {
    %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
    %1 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
    %2 = bufferization.to_buffer %arg2 : tensor<8x4xf32> to memref<8x4xf32, strided<[?, ?], offset: ?>>
    %3 = bufferization.to_buffer %arg1 : tensor<4x8xf32> to memref<4x8xf32, strided<[?, ?], offset: ?>>
    %4 = bufferization.to_buffer %arg2 : tensor<8x4xf32> to memref<8x4xf32, strided<[?, ?], offset: ?>>
    %5 = bufferization.to_buffer %arg1 : tensor<4x8xf32> to memref<4x8xf32, strided<[?, ?], offset: ?>>
    %6 = tensor.empty() : tensor<4x4xf32>
    %7 = bufferization.to_buffer %6 : tensor<4x4xf32> to memref<4x4xf32, strided<[?, ?], offset: ?>>
    linalg.fill ins(%arg3 : f32) outs(%7 : memref<4x4xf32, strided<[?, ?], offset: ?>>)
    %8 = bufferization.to_tensor %7 : memref<4x4xf32, strided<[?, ?], offset: ?>> to tensor<4x4xf32>
    linalg.matmul ins(%5, %4 : memref<4x8xf32, strided<[?, ?], offset: ?>>, memref<8x4xf32, strided<[?, ?], offset: ?>>) outs(%7 : memref<4x4xf32, strided<[?, ?], offset: ?>>)
    %9 = bufferization.to_tensor %7 : memref<4x4xf32, strided<[?, ?], offset: ?>> to tensor<4x4xf32>
    linalg.transpose ins(%3 : memref<4x8xf32, strided<[?, ?], offset: ?>>) outs(%2 : memref<8x4xf32, strided<[?, ?], offset: ?>>) permutation = [1, 0] 
    %10 = bufferization.to_tensor %2 : memref<8x4xf32, strided<[?, ?], offset: ?>> to tensor<8x4xf32>
    linalg.copy ins(%1 : memref<4xf32, strided<[?], offset: ?>>) outs(%0 : memref<4xf32, strided<[?], offset: ?>>)
    %11 = bufferization.to_tensor %0 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
    return %11, %9, %10 : tensor<4xf32>, tensor<4x4xf32>, tensor<8x4xf32>
  }
}
)mlir");
}

TEST_F(LinalgRewriteTest, PayloadRegionsMoveToTheBufferOps) {
  parse(R"mlir(
#id = affine_map<(d0) -> (d0)>
#scalar = affine_map<(d0) -> ()>
func.func @payloads(%a: tensor<4xf32>, %b: tensor<4x8xf32>, %bb: tensor<2x4x8xf32>, %bc: tensor<2x8x4xf32>, %bd: tensor<2x4x4xf32>, %s: f32) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x4x4xf32>) {
  %0 = linalg.generic {indexing_maps = [#id, #scalar, #id], iterator_types = ["parallel"]} ins(%a, %s : tensor<4xf32>, f32) outs(%a : tensor<4xf32>) attrs = {tag = "g"} {
  ^bb0(%in: f32, %sc: f32, %out: f32):
    %i = linalg.index 0 : index
    %x = arith.addf %in, %sc : f32
    %y = arith.addf %x, %out : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  %1 = linalg.map { arith.addf } ins(%a, %0 : tensor<4xf32>, tensor<4xf32>) outs(%a : tensor<4xf32>)
  %2 = linalg.reduce ins(%b : tensor<4x8xf32>) outs(%1 : tensor<4xf32>) dimensions = [1]
    (%in: f32, %init: f32) {
      %m = arith.maximumf %in, %init : f32
      linalg.yield %m : f32
    }
  %3 = linalg.batch_matmul ins(%bb, %bc : tensor<2x4x8xf32>, tensor<2x8x4xf32>) outs(%bd : tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
  return %0, %1, %2, %3 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x4x4xf32>
}
)mlir");
  ASSERT_TRUE(succeeded(bufferizeLinalgOps())) << diagnostics;
  // Scalars stay operands; every payload (block arguments, linalg.index,
  // yields) is the original one; attributes (the tag) are kept.
  EXPECT_EQ(print(), R"mlir(#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> ()>
module {
  func.func @payloads(%arg0: tensor<4xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<2x4x8xf32>, %arg3: tensor<2x8x4xf32>, %arg4: tensor<2x4x4xf32>, %arg5: f32) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x4x4xf32>) {
    %0 = bufferization.to_buffer %arg4 : tensor<2x4x4xf32> to memref<2x4x4xf32, strided<[?, ?, ?], offset: ?>>
    %1 = bufferization.to_buffer %arg3 : tensor<2x8x4xf32> to memref<2x8x4xf32, strided<[?, ?, ?], offset: ?>>
    %2 = bufferization.to_buffer %arg2 : tensor<2x4x8xf32> to memref<2x4x8xf32, strided<[?, ?, ?], offset: ?>>
    %3 = bufferization.to_buffer %arg1 : tensor<4x8xf32> to memref<4x8xf32, strided<[?, ?], offset: ?>>
    %4 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
    %5 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
    %6 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
    %7 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
    linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel"]} ins(%7, %arg5 : memref<4xf32, strided<[?], offset: ?>>, f32) outs(%6 : memref<4xf32, strided<[?], offset: ?>>) attrs =  {tag = "g"} {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %12 = linalg.index 0 : index
      %13 = arith.addf %in, %in_0 : f32
      %14 = arith.addf %13, %out : f32
      linalg.yield %14 : f32
    }
    %8 = bufferization.to_tensor %6 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
    linalg.map { arith.addf } ins(%5, %6 : memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>) outs(%4 : memref<4xf32, strided<[?], offset: ?>>)
    %9 = bufferization.to_tensor %4 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
    linalg.reduce ins(%3 : memref<4x8xf32, strided<[?, ?], offset: ?>>) outs(%4 : memref<4xf32, strided<[?], offset: ?>>) dimensions = [1] 
      (%in: f32, %init: f32) {
        %12 = arith.maximumf %in, %init : f32
        linalg.yield %12 : f32
      }
    %10 = bufferization.to_tensor %4 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
    linalg.batch_matmul ins(%2, %1 : memref<2x4x8xf32, strided<[?, ?, ?], offset: ?>>, memref<2x8x4xf32, strided<[?, ?, ?], offset: ?>>) outs(%0 : memref<2x4x4xf32, strided<[?, ?, ?], offset: ?>>)
    %11 = bufferization.to_tensor %0 : memref<2x4x4xf32, strided<[?, ?, ?], offset: ?>> to tensor<2x4x4xf32>
    return %8, %9, %10, %11 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x4x4xf32>
  }
}
)mlir");
}

}  // namespace
}  // namespace tbuf::bufferization::testing

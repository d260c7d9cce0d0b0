// Internal to the tensor library: one registration function per op family
// (tensor_ops.cc, tensor_slice_ops.cc, tensor_region_ops.cc,
// tensor_reshape_ops.cc, tensor_reshape_op.cc), called by registerTensorDialect.
#pragma once

namespace tbuf {
class Context;
namespace tensor {

void registerTensorBasicOps(Context &ctx);
void registerTensorSliceOps(Context &ctx);
void registerTensorRegionOps(Context &ctx);
void registerTensorReshapeOps(Context &ctx);
void registerTensorReshapeOp(Context &ctx);

}  // namespace tensor
}  // namespace tbuf

// registerTensorDialect: registers every tensor op definition.
#include "dialects/tensor/tensor_canonicalize.h"
#include "dialects/tensor/tensor_ops.h"
#include "dialects/tensor/tensor_registration.h"
#include "ir/context.h"

namespace tbuf {

void registerTensorDialect(Context &ctx) {
  if (ctx.isDialectRegistered("tensor")) return;
  ctx.markDialectRegistered("tensor");
  tensor::registerTensorBasicOps(ctx);
  tensor::registerTensorSliceOps(ctx);
  tensor::registerTensorRegionOps(ctx);
  tensor::registerTensorReshapeOps(ctx);
  tensor::registerTensorReshapeOp(ctx);
  registerTensorCanonicalizations(ctx);
}

}  // namespace tbuf

// Registers the vector dialect (see vector_ops.h).
#include "dialects/vector/vector_ops.h"
#include "ir/context.h"

namespace tbuf {

void registerVectorDialect(Context &ctx) {
  ctx.markDialectRegistered("vector");
  vector::detail::registerTransferOps(ctx);
  vector::detail::registerValueOps(ctx);
  vector::detail::registerPrintOp(ctx);
}

}  // namespace tbuf

// Registration of the linalg dialect: one OpDefinition per op, each file of
// the library registering its own ops (see linalg_internal.h).
#include "dialects/linalg/linalg_canonicalize.h"
#include "dialects/linalg/linalg_internal.h"
#include "ir/context.h"

namespace tbuf {

void registerLinalgDialect(Context &ctx) {
  if (ctx.isDialectRegistered("linalg")) return;
  ctx.markDialectRegistered("linalg");
  linalg::detail::registerNamedOps(ctx);
  linalg::detail::registerGenericOp(ctx);
  linalg::detail::registerMapAndReduceOps(ctx);
  linalg::detail::registerTransposeOp(ctx);
  linalg::detail::registerBroadcastOp(ctx);
  linalg::detail::registerPayloadOps(ctx);
  registerLinalgCanonicalizations(ctx);
}

}  // namespace tbuf

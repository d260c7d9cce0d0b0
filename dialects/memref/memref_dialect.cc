// registerMemRefDialect: registers every memref op definition.
#include "dialects/memref/memref_canonicalize.h"
#include "dialects/memref/memref_ops.h"
#include "dialects/memref/memref_registration.h"
#include "ir/context.h"

namespace tbuf {

void registerMemRefDialect(Context &ctx) {
  if (ctx.isDialectRegistered("memref")) return;
  ctx.markDialectRegistered("memref");
  memref::registerMemRefAllocOps(ctx);
  memref::registerMemRefAccessOps(ctx);
  memref::registerMemRefViewOps(ctx);
  memref::registerMemRefReshapeOps(ctx);
  memref::registerMemRefAssumeAlignmentOp(ctx);
  memref::registerMemRefTransposeOp(ctx);
  memref::registerMemRefReshapeOp(ctx);
  registerMemRefCanonicalizations(ctx);
}

}  // namespace tbuf

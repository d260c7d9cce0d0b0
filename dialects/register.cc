// Registers every dialect in dependency-free order.
#include "dialects/register.h"

#include "dialects/interfaces/interfaces.h"
#include "ir/context.h"

namespace tbuf {

void registerAllDialects(Context &ctx) {
  if (ctx.isDialectRegistered("func")) return;
  registerFuncDialect(ctx);
  registerArithDialect(ctx);
  registerMathDialect(ctx);
  registerCfDialect(ctx);
  registerScfDialect(ctx);
  registerTensorDialect(ctx);
  registerMemRefDialect(ctx);
  registerBufferizationDialect(ctx);
  registerLinalgDialect(ctx);
  registerControlFlowInterfaces(ctx);
}

}  // namespace tbuf

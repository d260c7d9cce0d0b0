// Registers every dialect in dependency-free order.
#include "dialects/register.h"

#include "dialects/affine/affine_ops.h"
#include "dialects/dlti/dlti_attributes.h"
#include "dialects/interfaces/interfaces.h"
#include "dialects/index/index_ops.h"
#include "dialects/shape/shape_ops.h"
#include "dialects/spirv/spirv_ops.h"
#include "dialects/vector/vector_ops.h"
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
  registerVectorDialect(ctx);
  registerAffineDialect(ctx);
  registerControlFlowInterfaces(ctx);
  registerDLTIDialect(ctx);
  registerShapeDialect(ctx);
  registerSpirvDialect(ctx);
  registerIndexDialect(ctx);
}

}  // namespace tbuf

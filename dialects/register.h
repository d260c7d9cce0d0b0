// Registration of every dialect tbuf ships (builtin is registered by the
// Context itself, see ir/builtin_ops.h).
#pragma once

namespace tbuf {
class Context;

void registerFuncDialect(Context &ctx);
void registerArithDialect(Context &ctx);
void registerMathDialect(Context &ctx);
void registerCfDialect(Context &ctx);
void registerScfDialect(Context &ctx);
void registerTensorDialect(Context &ctx);
void registerMemRefDialect(Context &ctx);
void registerBufferizationDialect(Context &ctx);
void registerLinalgDialect(Context &ctx);

/// Registers all of the above. Idempotent.
void registerAllDialects(Context &ctx);
}  // namespace tbuf

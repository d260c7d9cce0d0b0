// Ops of MLIR's test dialect that deallocation tests use (test.copy,
// test.buffer_based, ...), registered with their memory effects so the
// ownership-based deallocation and the buffer optimisations can reason about
// them. Other `test.*` ops stay unregistered (opaque, unknown effects).
// Not part of registerAllDialects: tbuf::registerAll and the tests call
// registerTestDialectOps themselves.
#pragma once

namespace tbuf {
class Context;

/// Registers the test ops with declared memory effects. Idempotent.
void registerTestDialectOps(Context &ctx);

}  // namespace tbuf

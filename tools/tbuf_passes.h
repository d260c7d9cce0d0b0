// Registration of every pass and pass pipeline the tbuf driver offers. Each
// library exposes its own `registerXPasses()`; this file lists them so the
// driver (and tests that run it) see one complete registry.
#pragma once

namespace tbuf {

/// Registers all passes and pipelines. Idempotent.
void registerAllPasses();

}  // namespace tbuf

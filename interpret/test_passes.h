// Test-only passes of the interpreter's library: passes that break a
// program on purpose, so pass bisection (`tbuf --verify-semantics-each-pass`,
// `tbuf interpret --bisect`) can be shown and tested finding them. They are
// never part of a real pipeline.
//
//   test-drop-first-copy  (builtin.module) erases the first memref.copy of
//                         the module in pre-order; the copy's target keeps
//                         whatever it held before, so the program's output
//                         changes (or an uninitialized read appears)
#pragma once

namespace tbuf {

/// Registers the passes above with the global pass registry. Idempotent.
void registerInterpretTestPasses();

}  // namespace tbuf

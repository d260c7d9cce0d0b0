// `tbuf explain FILE [--format=text|json|html] [-o OUT] [pass flags |
// --pass-pipeline=...]` (docs/explain.md): runs the pass pipeline (by
// default the one of `tbuf run` without plan-buffers:
// --one-shot-bufferize=bufferize-function-boundaries
// --buffer-deallocation-pipeline --canonicalize) with the One-Shot decision
// recorder and prints every in-place/out-of-place decision, allocation,
// copy and free of the program with its reason and locations
// (explain/explain.h, explain/render.h). Text is coloured only when it goes
// to a terminal.
//
// Exit codes: 0 success; 1 invalid input or a failing pass (located
// diagnostics on stderr); 2 bad command line.
#pragma once

namespace tbuf {

/// `argv[0]` is "explain". Returns the exit code.
int tbufExplainMain(int argc, char **argv);

}  // namespace tbuf

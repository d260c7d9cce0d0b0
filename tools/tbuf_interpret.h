// `tbuf interpret FILE [--entry NAME] [--random-inputs SEED] [--no-sanitize] [--trace[=N]]
//                 [pass flags | --pass-pipeline=...]`
// (docs/interpreter.md): parses FILE, runs the given passes (none by
// default) with the same pass registry and pipeline machinery as the
// driver, then interprets @NAME (default @main) with the buffer sanitizer
// (interpret/interpreter.h), with arguments made from SEED when the entry
// takes some. The program's output goes to stdout, sanitizer
// reports, errors and the --trace lines (the first N executed ops, each
// `trace: file:line:col: op.name`) to stderr.
//
// Exit codes: 0 success; 1 invalid input, failed pass, unsupported op,
// runtime error or any sanitizer report; 2 bad command line.
#pragma once

namespace tbuf {

/// `argv[0]` is "interpret" (the sub-command); returns the process exit code.
int tbufInterpretMain(int argc, char **argv);

}  // namespace tbuf

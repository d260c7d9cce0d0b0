// `tbuf run FILE [--entry NAME] [--keep-temps] [pass flags | --pass-pipeline=...]`
// (docs/tbuf-run.md): runs the pass pipeline (default: one-shot-bufferize
// with function boundaries, buffer-deallocation-pipeline, canonicalize),
// emits C with an `int main(void)` calling @NAME (default @main), compiles it
// (in a fresh $TMPDIR/tbuf-run-XXXXXX directory) together with the embedded
// runtime using `$CC` (default `cc`)
// `-std=c99 -O2 -Wall ... -lm`, runs it with stdout passed through and the
// runtime's allocation summary on stderr. The C is emitted with
// --emit-c-locations, so the runtime's leak and bad-free lines name .mlir
// locations and the C that --keep-temps keeps has a location comment per op. The driver's flags pass through,
// except those that would change what is emitted or how many modules are
// read (-o, --emit, --emit-c-entry, --split-input-file, --verify-diagnostics:
// refused in every spelling); --version and --show-dialects print and end the
// command. `--` ends the flags, as in the driver.
//
// Exit codes: those of the driver for bad input or command lines (1/2), 1 if
// the C compiler fails, else the program's status: non-zero on a leak or bad
// free (tbufReport) or a crash (128 + signal).
#pragma once

namespace tbuf {

/// `argv[0]` is "run" (the sub-command); returns the process exit code.
int tbufRunMain(int argc, char **argv);

}  // namespace tbuf

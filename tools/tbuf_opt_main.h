// The mlir-opt-style driver behind `tbuf [FILE|-] [flags] [pass flags] [-o OUT]`:
// parse (ir/parser/parser.h), verify (ir/verifier/verifier.h), run the pass pipeline given
// either as pass flags in command-line order (`--print-op-stats="json"`) or
// as `--pass-pipeline='builtin.module(...)'`, and print the result
// (ir/printer/printer.h), with mlir-opt's --split-input-file, --verify-diagnostics,
// IR dumps, timing and statistics.
//
// Exit codes: 0 success; 1 invalid input (located diagnostics were printed),
// failed pass, failed --verify-diagnostics, or unreadable/unwritable file;
// 2 bad command line (unknown flag or pass, bad option value, malformed
// pipeline).
#pragma once

#include <string_view>

namespace tbuf {

inline constexpr std::string_view kTbufVersion = "0.1.0";

/// Runs the driver; returns the process exit code. Passes must already be
/// registered (tools/tbuf_passes.h); dialects, models and passes are
/// registered here through tbuf::registerAll (tbuf/tbuf.h).
int tbufOptMain(int argc, char **argv);

/// As above; `readTheInput` tells whether the driver went on to read the
/// input. It is false when the command line was bad or only asked for
/// information (--help, --version, --show-dialects), which was printed.
int tbufOptMain(int argc, char **argv, bool &readTheInput);

/// As tbufOptMain, for a process that exits as soon as it returns (the
/// `tbuf` command): the last module and the context are left for the
/// operating system to take back at exit instead of being freed one op and
/// one attribute at a time, which costs about 2 % of a run on a large
/// module (as clang leaves its AST at exit). They stay reachable from a
/// static pointer, so leak checkers do not report them.
int tbufOptMainThenExit(int argc, char **argv);

}  // namespace tbuf

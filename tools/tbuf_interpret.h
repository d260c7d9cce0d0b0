// `tbuf interpret FILE [--entry NAME] [--random-inputs SEED] [--no-sanitize] [--trace[=N]]
//                 [--stats] [--print-result] [--bisect[=DIR]] [pass flags | --pass-pipeline=...]`
// (docs/interpreter.md): parses FILE, runs the given passes (none by
// default) with the same pass registry and pipeline machinery as the
// driver, then interprets @NAME (default @main) with the buffer sanitizer
// (interpret/interpreter.h), with arguments made from SEED when the entry
// takes some. The program's output (and, with --print-result, the entry's
// result) goes to stdout; sanitizer reports, errors, the --trace lines (the
// first N executed ops, each `trace: file:line:col: op.name (operands)`
// with the buffers it read and wrote) and the --stats line to stderr.
//
// Exit codes: 0 success; 1 invalid input, failed pass, unsupported op,
// runtime error or any sanitizer report; 2 bad command line.
//
// The driver's --verify-semantics-each-pass (tools/tbuf_opt_main.cc) is
// here too: runPipelineCheckingSemantics runs the driver's pass manager
// with the interpreter checking the program after every pass.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "ir/operation.h"
#include "ir/pass/pass_manager.h"

namespace tbuf {

/// What `tbuf FILE PASSES --verify-semantics-each-pass` interprets and
/// where it puts the IR around a pass that changes the behaviour.
struct SemanticsCheckOptions {
  /// The function to run (--verify-semantics-entry) and, for an entry with
  /// arguments, the seed they are made from (--verify-semantics-random-inputs).
  std::string entry = "main";
  std::optional<uint64_t> randomInputs;
  /// Directory for STEM.before-PASS.mlir / STEM.after-PASS.mlir
  /// (--verify-semantics-dir), and the input's name (gives STEM).
  std::string dir = ".";
  std::string inputName;
};

/// Runs `pm` on `module`, interpreting it before the first pass and after
/// each one (interpret/bisect.h). On standard error: the verdict (no pass
/// changes the behaviour, or the first pass that does, what changed and
/// the IR files). Failure when the input cannot be interpreted, the
/// pipeline fails or a pass changes the behaviour. Deterministic.
LogicalResult runPipelineCheckingSemantics(Operation *module, PassManager &pm, const SemanticsCheckOptions &options);

/// `argv[0]` is "interpret" (the sub-command); returns the process exit code.
int tbufInterpretMain(int argc, char **argv);

}  // namespace tbuf

// The `tbuf` command: an mlir-opt-style driver over tbuf's IR, dialects and
// passes (see tools/tbuf_opt_main.h for the flags and exit codes), plus the
// `tbuf run` sub-command (tools/tbuf_run.h).
#include <string_view>

#include "tools/tbuf_explain.h"
#include "tools/tbuf_interpret.h"
#include "tools/tbuf_opt_main.h"
#include "tools/tbuf_passes.h"
#include "tools/tbuf_run.h"

int main(int argc, char **argv) {
  tbuf::registerAllPasses();
  // `tbuf run FILE ...`: pipeline, C emission, compile, execute (tools/tbuf_run.h).
  if (argc > 1 && std::string_view(argv[1]) == "run") return tbuf::tbufRunMain(argc - 1, argv + 1);
  // `tbuf interpret FILE ...`: pipeline, then the interpreter (tools/tbuf_interpret.h).
  if (argc > 1 && std::string_view(argv[1]) == "interpret") return tbuf::tbufInterpretMain(argc - 1, argv + 1);
  // `tbuf explain FILE ...`: the pipeline with every decision explained (tools/tbuf_explain.h).
  if (argc > 1 && std::string_view(argv[1]) == "explain") return tbuf::tbufExplainMain(argc - 1, argv + 1);
  return tbuf::tbufOptMainThenExit(argc, argv);
}

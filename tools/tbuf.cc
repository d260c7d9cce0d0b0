// The `tbuf` command: an mlir-opt-style driver over tbuf's IR, dialects and
// passes (see tools/tbuf_opt_main.h for the flags and exit codes).
#include "tools/tbuf_opt_main.h"
#include "tools/tbuf_passes.h"

int main(int argc, char **argv) {
  tbuf::registerAllPasses();
  return tbuf::tbufOptMain(argc, argv);
}

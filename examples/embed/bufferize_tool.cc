// A complete tool built on tbuf's public API alone: reads a tensor-level MLIR
// file, runs One-Shot Bufferize and the buffer deallocation pipeline, prints
// the memref-level result, exactly as
//   tbuf FILE --one-shot-bufferize=bufferize-function-boundaries
//        --buffer-deallocation-pipeline
// (and mlir-opt-22 with the same flags) do. Build it against an installed SDK:
//   c++ -std=c++20 bufferize_tool.cc $(pkg-config --cflags --libs tbuf)
// or in this repository with Bazel (examples/embed:bufferize_tool).
#include <cstdio>
#include <string>

#include "tbuf/tbuf.h"

int main(int argc, char **argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: %s FILE.mlir\n", argv[0]);
    return 2;
  }
  tbuf::Context ctx;
  tbuf::registerAll(ctx);

  // Diagnostics (file:line:col: error: ...) go to stderr.
  tbuf::OwningOpRef module = tbuf::parseSourceFile(ctx, argv[1]);
  if (!module) return 1;

  if (tbuf::failed(tbuf::runPipeline(module.get(),
                                     "builtin.module(one-shot-bufferize{bufferize-function-boundaries},"
                                     "buffer-deallocation-pipeline)")))
    return 1;

  std::string text = tbuf::printToString(module.get());
  std::fwrite(text.data(), 1, text.size(), stdout);
  std::fputc('\n', stdout);  // mlir-opt and tbuf end their output with an empty line
  return 0;
}

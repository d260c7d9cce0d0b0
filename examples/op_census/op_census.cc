// op_census: parses an MLIR file and prints how many ops of each dialect and
// of each op name it contains (nested ops included, the top-level
// builtin.module too). A first program on tbuf's public API: parse a file,
// walk every op, read its name.
//
//   bazel run //examples/op_census -- $PWD/examples/matmul.mlir
#include <cstdio>
#include <map>
#include <string>

#include "tbuf/tbuf.h"

int main(int argc, char **argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: %s FILE.mlir\n", argv[0]);
    return 2;
  }
  tbuf::Context ctx;
  tbuf::registerAll(ctx);  // every dialect, so ops parse with their own syntax

  // Errors (file:line:col: error: ...) are printed on stderr by the parser.
  tbuf::OwningOpRef module = tbuf::parseSourceFile(ctx, argv[1]);
  if (!module) return 1;

  // std::map keeps the names sorted, so the output is deterministic.
  std::map<std::string, int> perDialect;
  std::map<std::string, int> perOp;
  int total = 0;
  // walk() visits every op nested in the module (post-order: regions before
  // the op holding them), then the module itself.
  module->walk([&](tbuf::Operation *op) {
    ++perDialect[std::string(op->getDialectNamespace())];
    ++perOp[std::string(op->getName())];
    ++total;
  });

  std::printf("%d ops in %zu dialects\n", total, perDialect.size());
  for (const auto &[dialect, count] : perDialect) {
    std::printf("%-14s %4d\n", dialect.c_str(), count);
    // The ops of this dialect, indented under it: their names start with
    // "dialect.".
    for (const auto &[name, n] : perOp)
      if (name.compare(0, dialect.size() + 1, dialect + ".") == 0)
        std::printf("  %-24s %4d\n", name.c_str(), n);
  }
  return 0;
}

// Dev helper: prints tbuf's canonicalized output of an .mlir file, split at
// `// -----` like `mlir-opt-22 --split-input-file --canonicalize`, so the two
// can be diffed while writing patterns:
//   tm_canon_dev FILE.mlir | diff FILE.mlir.expected -
#include <iostream>

#include "tests/util/canon_test_util.h"

int main(int argc, char **argv) {
  if (argc != 2) {
    std::cerr << "usage: tm_canon_dev FILE.mlir\n";
    return 2;
  }
  std::string out = tbuf::test_util::canonicalizeFile(argv[1], tbuf::test_util::readFile(argv[1]));
  std::cout << out;
  return out.rfind("error:", 0) == 0 ? 1 : 0;
}

// Dev helper for differential testing against mlir-opt-22: reads a generic-
// form file over the stand-in ops of test_dialect.h (or, with `--real`, any
// file over tbuf's dialects, printed as mlir-opt prints it), runs `--canonicalize`
// (with `--top-down=false`, `--aggressive` variants) or `--cse`, and prints
// the result in generic form (`--time` reports the pass time on stderr,
// `--quiet` skips printing, `--debuginfo` prints locations). Used by scripts that compare it with
// `mlir-opt-22 --allow-unregistered-dialect --canonicalize --mlir-print-op-generic`.
#include <chrono>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>

#include "analysis/dominance.h"
#include "dialects/register.h"
#include "dialects/test/test_ops.h"
#include "ir/printer/printer.h"
#include "tests/transforms/test_dialect.h"
#include "transforms/canonicalize.h"
#include "transforms/cse.h"

using namespace tbuf;

int main(int argc, char **argv) {
  std::string path;
  bool cse = false, time = false, quiet = false, real = false;
  PrintingFlags flags;
  CanonicalizeOptions options;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "--cse") cse = true;
    else if (a == "--bottom-up") options.topDown = false;
    else if (a == "--time") time = true;
    else if (a == "--real") real = true;
    else if (a == "--debuginfo") flags.printLocations = true;
    else if (a == "--quiet") quiet = true;
    else if (a == "--aggressive") options.regionSimplify = GreedySimplifyRegionLevel::Aggressive;
    else path = a;
  }
  std::ifstream in(path);
  std::stringstream ss;
  ss << in.rdbuf();
  Context ctx;
  if (real) {
    registerAllDialects(ctx);
    registerTestDialectOps(ctx);
  } else
    transforms_test::registerMlirStandIns(ctx);
  OwningOpRef module = transforms_test::parse(ctx, ss.str());
  if (!module) return 1;
  auto start = std::chrono::steady_clock::now();
  if (cse) {
    DominanceInfo domInfo;
    eliminateCommonSubexpressions(module.get(), domInfo);
  } else if (failed(canonicalize(module.get(), options))) {
    std::cerr << "did not converge\n";
  }
  if (time) {
    std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - start;
    std::cerr << (cse ? "cse" : "canonicalize") << ": " << elapsed.count() << " s\n";
  }
  if (quiet) return 0;
  if (real)
    std::cout << printToString(module.get(), flags) << "\n";
  else
    std::cout << transforms_test::printGeneric(module.get());
  return 0;
}

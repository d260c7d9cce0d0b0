// Dev helper: prints tbuf's canonicalized output of an .mlir file, split at
// `// -----` like `mlir-opt-22 --split-input-file --canonicalize`, so the two
// can be diffed while writing patterns: `canon_dev FILE.mlir | diff FILE.mlir.expected -`.
//
// `--arith-stand-ins` adds stand-ins for the few arith folds the scf patterns'
// output relies on in mlir-opt (select with a constant or repeated operand,
// andi with true or a repeated operand), for differential fuzzing while the
// arith dialect has no folds of its own. They are only used here.
#include <cstring>
#include <iostream>

#include "tests/util/canon_test_util.h"

namespace {

using namespace tbuf;

std::optional<int64_t> constantInt(Attribute a) {
  auto i = a ? a.dyn_cast<IntegerAttr>() : IntegerAttr();
  if (!i) return std::nullopt;
  return i.getInt();
}

LogicalResult foldSelect(Operation *op, ArrayRef<Attribute> cst, std::vector<OpFoldResult> &results) {
  if (op->getNumOperands() != 3) return failure();
  if (std::optional<int64_t> c = constantInt(cst[0])) {
    results.push_back(OpFoldResult(op->getOperand(*c ? 1 : 2)));
    return success();
  }
  if (op->getOperand(1) == op->getOperand(2)) {
    results.push_back(OpFoldResult(op->getOperand(1)));
    return success();
  }
  if (op->getResult(0).getType().isInteger(1) && constantInt(cst[1]) == 1 && constantInt(cst[2]) == 0) {
    results.push_back(OpFoldResult(op->getOperand(0)));
    return success();
  }
  return failure();
}

LogicalResult foldAndI(Operation *op, ArrayRef<Attribute> cst, std::vector<OpFoldResult> &results) {
  if (op->getNumOperands() != 2 || !op->getResult(0).getType().isInteger(1)) return failure();
  if (op->getOperand(0) == op->getOperand(1) || constantInt(cst[1]) == 1) {
    results.push_back(OpFoldResult(op->getOperand(0)));
    return success();
  }
  if (constantInt(cst[1]) == 0) {
    results.push_back(OpFoldResult(cst[1]));
    return success();
  }
  return failure();
}

}  // namespace

int main(int argc, char **argv) {
  bool standIns = false;
  const char *path = nullptr;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--arith-stand-ins") == 0)
      standIns = true;
    else
      path = argv[i];
  }
  if (!path) {
    std::cerr << "usage: canon_dev [--arith-stand-ins] FILE.mlir\n";
    return 2;
  }
  std::string out = tbuf::test_util::canonicalizeFile(path, tbuf::test_util::readFile(path), [&](Context &ctx) {
    if (!standIns) return;
    if (OpDefinition *def = ctx.lookupOpMutable("arith.select"); def && !def->fold) def->fold = foldSelect;
    if (OpDefinition *def = ctx.lookupOpMutable("arith.andi"); def && !def->fold) def->fold = foldAndI;
  });
  std::cout << out;
  return out.rfind("error:", 0) == 0 ? 1 : 0;
}

// index dialect → C. index is int64_t, so each index op is emitted by its
// arith counterpart's emitter (same wrapping, division and min/max helpers)
// except the constants, which are variables initialised with the value;
// index.cmp compares as int64_t or, for the unsigned predicates, as
// uint64_t; index.sizeof is 64 (bits).
#include <cstdint>

#include "dialects/index/index_ops.h"
#include "fmt/format.h"
#include "ir/operation.h"
#include "lower/c_emitter_impl.h"

namespace tbuf::lower {

namespace {

LogicalResult emitCmp(CEmitter &e, Operation *op) {
  index::CmpPredicate pred = index::CmpOp(op).getPred();
  static constexpr const char *kOperators[] = {"==", "!=", "<", "<=", ">", ">=", "<", "<=", ">", ">="};
  bool isUnsigned = pred >= index::CmpPredicate::ULT;
  std::string lhs = e.name(op->getOperand(0)), rhs = e.name(op->getOperand(1));
  if (isUnsigned) {
    lhs = "(uint64_t)" + lhs;
    rhs = "(uint64_t)" + rhs;
  }
  e.assign(op->getResult(0), fmt::format("{} {} {}", lhs, kOperators[static_cast<int>(pred)], rhs));
  return success();
}

/// index.constant and index.bool.constant are variables (only
/// arith.constant is folded into its uses as a literal).
LogicalResult emitConstant(CEmitter &e, Operation *op) {
  auto value = op->getAttrOfType<IntegerAttr>("value");
  if (!value) return e.emitError(op, "has no integer value");
  if (value.getType().isInteger(1)) e.assign(op->getResult(0), value.getInt() ? "true" : "false");
  else if (value.getInt() == INT64_MIN) e.assign(op->getResult(0), "INT64_MIN");
  else e.assign(op->getResult(0), fmt::format("INT64_C({})", value.getInt()));
  return success();
}

LogicalResult emitSizeOf(CEmitter &e, Operation *op) {
  e.assign(op->getResult(0), "64");
  return success();
}

}  // namespace

void registerIndexEmitters() {
  for (const auto &[indexOp, arithOp] : index::kArithEquivalents)
    if (OpEmitFn fn = lookupOpEmitter(arithOp)) registerOpEmitter(indexOp, fn);
  registerOpEmitter("index.constant", emitConstant);
  registerOpEmitter("index.bool.constant", emitConstant);
  registerOpEmitter("index.cmp", emitCmp);
  registerOpEmitter("index.sizeof", emitSizeOf);
}

}  // namespace tbuf::lower

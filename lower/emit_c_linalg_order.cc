// Loop order of structured ops with an innermost reduction, and the run-time
// disjointness check that makes the reordered nest exact
// (lower/emit_c_linalg_order.h).
#include "lower/emit_c_linalg_order.h"

#include <fmt/format.h>

#include "dialects/linalg/linalg_ops.h"
#include "ir/block.h"
#include "ir/operation.h"
#include "ir/region.h"
#include "lower/c_emitter.h"

namespace tbuf::lower {

namespace {

/// Payload ops that only compute on the block arguments' values.
bool isPurePayloadOp(Operation *op) {
  if (op->getNumRegions() != 0) return false;
  std::string_view name = op->getName();
  return name.substr(0, 6) == "arith." || name.substr(0, 5) == "math." || name == "linalg.index" ||
         name == "linalg.yield";
}

constexpr std::string_view kViewBytesHelper =
    "/* The bytes [*lo, *hi) a strided view can touch (*lo == *hi when it has\n"
    " * no element). */\n"
    "static inline void tbuf_view_bytes(const void *aligned, int64_t offset, const int64_t *sizes,\n"
    "                                   const int64_t *strides, int rank, int64_t elementSize,\n"
    "                                   uintptr_t *lo, uintptr_t *hi) {\n"
    "  int64_t first = offset, last = offset;\n"
    "  for (int d = 0; d < rank; ++d) {\n"
    "    int64_t extent;\n"
    "    if (sizes[d] == 0) {\n"
    "      *lo = *hi = (uintptr_t)aligned;\n"
    "      return;\n"
    "    }\n"
    "    extent = (sizes[d] - 1) * strides[d];\n"
    "    if (extent < 0) first += extent; else last += extent;\n"
    "  }\n"
    "  *lo = (uintptr_t)aligned + (uintptr_t)first * (uintptr_t)elementSize;\n"
    "  *hi = (uintptr_t)aligned + (uintptr_t)(last + 1) * (uintptr_t)elementSize;\n"
    "}\n";

}  // namespace

std::vector<unsigned> reductionInnerParallelOrder(Operation *op) {
  linalg::LinalgOp linalgOp(op);
  unsigned numLoops = linalgOp.getNumLoops();
  std::vector<linalg::IteratorType> iterators = linalgOp.getIteratorTypesArray();
  if (numLoops < 2 || iterators.size() != numLoops || iterators.back() != linalg::IteratorType::reduction) return {};
  int lastParallel = -1;
  for (unsigned d = 0; d < numLoops; ++d)
    if (iterators[d] == linalg::IteratorType::parallel) lastParallel = static_cast<int>(d);
  if (lastParallel < 0) return {};

  std::vector<AffineMap> maps = linalgOp.getIndexingMapsArray();
  unsigned numOperands = op->getNumOperands(), numInits = linalgOp.getNumDpsInits();
  if (maps.size() != numOperands || numInits == 0) return {};
  for (unsigned i = numOperands - numInits; i < numOperands; ++i) {
    auto type = op->getOperand(i).getType().dyn_cast<MemRefType>();
    if (!type || !type.hasIdentityLayout() || !maps[i]) return {};
    // Distinct dims, exactly the parallel ones: distinct loop points write
    // distinct elements.
    std::vector<bool> seen(numLoops, false);
    for (AffineExpr r : maps[i].getResults()) {
      if (r.getKind() != AffineExprKind::DimId) return {};
      int64_t d = r.getPosition();
      if (d < 0 || d >= numLoops || seen[d] || iterators[d] != linalg::IteratorType::parallel) return {};
      seen[d] = true;
    }
    for (unsigned d = 0; d < numLoops; ++d)
      if (iterators[d] == linalg::IteratorType::parallel && !seen[d]) return {};
  }
  Block *body = linalgOp.getBlock();
  if (!body) return {};
  for (Operation &payloadOp : *body)
    if (!isPurePayloadOp(&payloadOp)) return {};

  std::vector<unsigned> order;
  for (unsigned d = 0; d < numLoops; ++d)
    if (d != static_cast<unsigned>(lastParallel)) order.push_back(d);
  order.push_back(lastParallel);
  return order;
}

std::string emitOutputsDisjointCondition(CEmitter &e, Operation *op) {
  e.requireHelper("tbuf_view_bytes", kViewBytesHelper);
  linalg::LinalgOp linalgOp(op);
  unsigned numOperands = op->getNumOperands(), numInits = linalgOp.getNumDpsInits();
  std::vector<std::pair<std::string, std::string>> ranges(numOperands);  // lo, hi; "" for scalars
  for (unsigned i = 0; i < numOperands; ++i) {
    Value operand = op->getOperand(i);
    auto type = operand.getType().dyn_cast<MemRefType>();
    if (!type) continue;
    bool repeated = false;  // the same value as an earlier operand: same range
    for (unsigned j = 0; j < i && !repeated; ++j)
      if (op->getOperand(j) == operand) {
        ranges[i] = ranges[j];
        repeated = true;
      }
    if (repeated) continue;
    std::string lo = e.freshName("lo"), hi = e.freshName("hi"), m = e.name(operand);
    int64_t rank = type.getRank();
    e.line() << fmt::format("uintptr_t {}, {};\n", lo, hi);
    e.line() << fmt::format("tbuf_view_bytes({0}.aligned, {0}.offset, {1}, {2}, {3}, (int64_t)sizeof({4}), &{5}, &{6});\n",
                            m, rank ? m + ".sizes" : "NULL", rank ? m + ".strides" : "NULL", rank,
                            e.typeName(type.getElementType()), lo, hi);
    ranges[i] = {lo, hi};
  }
  std::string condition;
  for (unsigned out = numOperands - numInits; out < numOperands; ++out)
    for (unsigned other = 0; other < numOperands; ++other) {
      if (other == out || ranges[other].first.empty()) continue;
      const auto &[oLo, oHi] = ranges[out];
      const auto &[xLo, xHi] = ranges[other];
      // A pair is checked once.
      if (other > out && other >= numOperands - numInits) continue;
      std::string term = fmt::format("({0} == {1} || {2} == {3} || {1} <= {2} || {3} <= {0})", oLo, oHi, xLo, xHi);
      if (condition.find(term) != std::string::npos) continue;
      if (!condition.empty()) condition += " && ";
      condition += term;
    }
  return condition.empty() ? "true" : condition;
}

}  // namespace tbuf::lower

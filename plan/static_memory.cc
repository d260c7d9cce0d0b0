// Static allocation count, bytes and peak of a function (see
// static_memory.h).
#include "plan/static_memory.h"

#include <algorithm>
#include <optional>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "plan/interval_assignment.h"

namespace tbuf::plan {

uint64_t getElementByteSize(Type elementType) {
  if (elementType.isIndex()) return 8;
  if (auto intType = elementType.dyn_cast<IntegerType>()) return (uint64_t(intType.getWidth()) + 7) / 8;
  if (auto floatType = elementType.dyn_cast<FloatType>()) return (uint64_t(floatType.getWidth()) + 7) / 8;
  return 0;
}

uint64_t getStaticByteSize(MemRefType type) {
  if (!type || !type.hasStaticShape()) return 0;
  uint64_t elementBytes = getElementByteSize(type.getElementType());
  int64_t elements = type.getNumElements();
  if (elementBytes == 0 || elements < 0) return 0;
  return uint64_t(elements) * elementBytes;
}

uint64_t getAllocByteBound(Operation *alloc) {
  auto type = alloc->getResult(0).getType().dyn_cast<MemRefType>();
  if (!type) return 0;
  uint64_t elementBytes = getElementByteSize(type.getElementType());
  if (elementBytes == 0) return 0;
  // Constants and selects of two constants (the planner's guarded sizes).
  auto bound = [](Value size) -> std::optional<int64_t> {
    auto constant = [](Value v) -> std::optional<int64_t> {
      Operation *def = v.getDefiningOp();
      if (!def || def->getName() != "arith.constant") return std::nullopt;
      auto attr = def->getAttr("value").dyn_cast<IntegerAttr>();
      if (!attr) return std::nullopt;
      return attr.getInt();
    };
    if (std::optional<int64_t> value = constant(size)) return value;
    Operation *def = size.getDefiningOp();
    if (!def || def->getName() != "arith.select" || def->getNumOperands() != 3) return std::nullopt;
    std::optional<int64_t> a = constant(def->getOperand(1)), b = constant(def->getOperand(2));
    if (!a || !b) return std::nullopt;
    return std::max(*a, *b);
  };
  uint64_t elements = 1;
  unsigned nextOperand = 0;
  for (int64_t dim : type.getShape()) {
    if (dim == kDynamic) {
      if (nextOperand >= alloc->getNumOperands()) return 0;
      std::optional<int64_t> value = bound(alloc->getOperand(nextOperand++));
      if (!value || *value < 0) return 0;
      dim = *value;
    }
    elements *= uint64_t(dim);
  }
  return elements * elementBytes;
}

namespace {

/// Peak of one block without the allocations of `excluded`; counts its
/// allocations into `memory`.
uint64_t measureBlock(Block &block, StaticMemory &memory, const absl::flat_hash_set<Operation *> &excluded) {
  absl::flat_hash_map<Operation *, int64_t> positions;
  int64_t position = 0;
  for (Operation &op : block) positions[&op] = position++;
  int64_t last = position - 1;

  std::vector<SizedInterval> intervals;
  std::vector<std::pair<int64_t, uint64_t>> nestedPeaks;
  for (Operation &op : block) {
    int64_t here = positions[&op];
    if (op.getName() == "memref.alloc" && op.getNumResults() == 1 && !excluded.contains(&op)) {
      ++memory.allocations;
      uint64_t bytes = getAllocByteBound(&op);
      memory.bytes += bytes;
      if (bytes) {
        int64_t end = last;
        for (OpOperand &use : op.getResult(0).getUses()) {
          Operation *user = use.getOwner();
          if (user->getName() == "memref.dealloc" && user->getBlock() == &block)
            end = std::min(end, positions[user]);
        }
        intervals.push_back({here, std::max(end, here), bytes});
      }
    }
    uint64_t nested = 0;
    for (Region &region : op.getRegions())
      for (Block &inner : region) nested = std::max(nested, measureBlock(inner, memory, excluded));
    if (nested) nestedPeaks.push_back({here, nested});
  }
  return computePeakBytes(intervals, nestedPeaks);
}

}  // namespace

StaticMemory measureStaticMemory(Operation *root) {
  StaticMemory memory;
  absl::flat_hash_set<Operation *> none;
  for (Region &region : root->getRegions())
    for (Block &block : region) memory.peakBytes = std::max(memory.peakBytes, measureBlock(block, memory, none));
  return memory;
}

uint64_t measureBlockPeak(Block &block, const absl::flat_hash_set<Operation *> &excluded) {
  StaticMemory ignored;
  return measureBlock(block, ignored, excluded);
}

}  // namespace tbuf::plan

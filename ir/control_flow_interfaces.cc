// Helpers over the control-flow interfaces.
#include "ir/control_flow_interfaces.h"

#include "absl/container/flat_hash_set.h"

namespace tbuf {

std::vector<std::pair<OpOperand *, Value>> getForwardedValues(Operation *op, const RegionSuccessor &succ) {
  std::vector<OpOperand *> operands;
  if (auto *rb = op->getInterface<RegionBranchOpInterface>()) {
    operands = rb->getEntrySuccessorOperands(op, succ.region);
  } else if (auto *term = op->getInterface<RegionBranchTerminatorOpInterface>()) {
    operands = term->getSuccessorOperands(op, succ.region);
  }
  std::vector<std::pair<OpOperand *, Value>> out;
  for (size_t i = 0; i < operands.size() && i < succ.inputs.size(); ++i) out.push_back({operands[i], succ.inputs[i]});
  return out;
}

std::vector<Region *> getReachableRegions(Operation *op, Region *region) {
  auto *rb = op->getInterface<RegionBranchOpInterface>();
  if (!rb) return {};
  std::vector<Region *> out, work{region};
  absl::flat_hash_set<Region *> seen;
  while (!work.empty()) {
    Region *r = work.back();
    work.pop_back();
    std::vector<RegionSuccessor> succs;
    rb->getSuccessorRegions(op, r, succs);
    for (const RegionSuccessor &s : succs) {
      if (!s.region || !seen.insert(s.region).second) continue;
      out.push_back(s.region);
      work.push_back(s.region);
    }
  }
  return out;
}

bool isRegionRepetitive(Region *region) {
  Operation *op = region->getParentOp();
  if (!op) return false;
  for (Region *r : getReachableRegions(op, region))
    if (r == region) return true;
  return false;
}

}  // namespace tbuf

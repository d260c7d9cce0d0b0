// Function summaries and buffer lifetimes (see summary.h). Positions are the
// pre-order indices of the ops in the function's body; a buffer is live from
// its allocation through its free, or to the end of the body when it is
// returned or never freed. Conditional frees count as frees: the peak is the
// peak of the path on which every free runs.
#include "explain/summary.h"

#include <algorithm>

#include "absl/container/flat_hash_map.h"
#include "explain/source_index.h"
#include "ir/region.h"

namespace tbuf::explain {

std::vector<FunctionSummary> summarizeFunctions(Operation *module, const std::vector<Decision> &decisions,
                                                const std::vector<OutputDecision> &outputs,
                                                const std::vector<int> &outputIds) {
  std::vector<FunctionSummary> result;
  module->walk<WalkOrder::PreOrder>([&](Operation *func) {
    if (func->getName() != "func.func" || func->getNumRegions() == 0 || func->getRegion(0).empty()) return;
    FunctionSummary s;
    s.name = enclosingFunction(func);
    s.loc = toSourceLoc(func->getLoc());
    absl::flat_hash_map<Operation *, int64_t> position;
    int64_t counter = 0;
    func->walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (op != func) position[op] = counter++;
    });
    s.numOps = counter;
    for (const Decision &d : decisions) {
      if (d.function != s.name) continue;
      switch (d.kind) {
        case DecisionKind::InPlace: ++s.inPlace; break;
        case DecisionKind::OutOfPlace: ++s.outOfPlace; break;
        case DecisionKind::Allocation: ++s.allocations; break;
        case DecisionKind::Copy: ++s.copies; break;
        case DecisionKind::Dealloc: ++s.frees; break;
        case DecisionKind::ConditionalFree: ++s.conditionalFrees; break;
        case DecisionKind::Clone: ++s.clones; break;
        default: break;
      }
    }
    // Lifetimes: allocations and clones of this function.
    absl::flat_hash_map<int, size_t> bufferOf;  // output index -> buffers index
    for (size_t i = 0; i < outputs.size(); ++i) {
      const OutputDecision &o = outputs[i];
      if (!o.op || !position.contains(o.op)) continue;
      DecisionKind kind = o.decision.kind;
      if (kind != DecisionKind::Allocation && kind != DecisionKind::Clone) continue;
      BufferLifetime b;
      b.allocation = outputIds[i];
      b.start = position[o.op];
      b.end = s.numOps - 1;
      b.bytes = o.decision.bytes;
      b.label = o.decision.op.value;
      bufferOf[static_cast<int>(i)] = s.buffers.size();
      s.buffers.push_back(b);
    }
    for (size_t i = 0; i < outputs.size(); ++i) {
      const OutputDecision &o = outputs[i];
      if (o.frees < 0 || !o.op || !position.contains(o.op)) continue;
      auto it = bufferOf.find(o.frees);
      if (it == bufferOf.end()) continue;
      BufferLifetime &b = s.buffers[it->second];
      // The first free wins (the others run on other paths).
      if (b.freedBy < 0 || position[o.op] < b.end) {
        b.freedBy = outputIds[i];
        b.end = position[o.op];
      }
    }
    // Static peak: sweep over positions.
    std::vector<int64_t> delta(static_cast<size_t>(s.numOps) + 2, 0);
    for (const BufferLifetime &b : s.buffers) {
      if (!b.bytes) {
        s.peakExact = false;
        continue;
      }
      delta[b.start] += *b.bytes;
      delta[b.end + 1] -= *b.bytes;
    }
    int64_t live = 0;
    for (int64_t i = 0; i < s.numOps; ++i) {
      live += delta[i];
      if (live > s.staticPeakBytes) {
        s.staticPeakBytes = live;
        s.peakAt = i;
      }
    }
    result.push_back(std::move(s));
  });
  return result;
}

}  // namespace tbuf::explain

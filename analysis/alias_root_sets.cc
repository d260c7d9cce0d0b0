// ValueNumbering and the SCC-based root-set solver (see alias_root_sets.h).
#include "analysis/alias_root_sets.h"

#include <algorithm>

namespace tbuf {

uint32_t ValueNumbering::getOrAdd(Value v) {
  auto [it, inserted] = ids_.try_emplace(v, static_cast<uint32_t>(values_.size()));
  if (inserted) values_.push_back(v);
  return it->second;
}

uint32_t ValueNumbering::lookup(Value v) const {
  auto it = ids_.find(v);
  return it == ids_.end() ? kNone : it->second;
}

void RootSetGraph::markRoot(uint32_t node) {
  // Grown geometrically (one call per terminal buffer); entries past the
  // last root stay false, as if absent.
  if (node >= isRoot_.size()) isRoot_.resize(std::max<size_t>(node + 1, 2 * isRoot_.size()), false);
  isRoot_[node] = true;
}

namespace {

/// Builds CSR adjacency `start`/`list` for `n` nodes from (from, to) pairs.
void buildCsr(size_t n, const std::vector<std::pair<uint32_t, uint32_t>> &edges, bool reverse,
              std::vector<uint32_t> &start, std::vector<uint32_t> &list) {
  start.assign(n + 1, 0);
  for (auto [a, b] : edges) ++start[(reverse ? b : a) + 1];
  for (size_t i = 0; i < n; ++i) start[i + 1] += start[i];
  list.assign(edges.size(), 0);
  std::vector<uint32_t> fill(start.begin(), start.end() - 1);
  for (auto [a, b] : edges) {
    uint32_t from = reverse ? b : a, to = reverse ? a : b;
    list[fill[from]++] = to;
  }
}

}  // namespace

void RootSetGraph::solve(size_t n) {
  // Drop edges that mention nodes beyond n (cannot happen when callers
  // number every value they mention, but keeps the CSR well-formed).
  std::erase_if(edges_, [&](auto &e) { return e.first >= n || e.second >= n; });
  isRoot_.resize(std::max(isRoot_.size(), n), false);
  buildCsr(n, edges_, /*reverse=*/false, depStart_, depList_);
  buildCsr(n, edges_, /*reverse=*/true, userStart_, userList_);
  edges_.clear();
  edges_.shrink_to_fit();

  setPool_.assign(1, {});
  setOf_.assign(n, 0);
  // Iterative Tarjan over dependency edges.
  constexpr uint32_t kUnvisited = ~0u;
  std::vector<uint32_t> index(n, kUnvisited), low(n, 0);
  std::vector<bool> onStack(n, false);
  std::vector<uint32_t> stack;
  std::vector<std::pair<uint32_t, uint32_t>> callStack;  // (node, next dep position)
  uint32_t counter = 0;
  std::vector<uint32_t> component, depSets, merged;
  // A node without dependencies is a component of its own: its set is {node}
  // if it is a root, else empty (most values: no buffer flows into them).
  // Finishing it on the spot is what Tarjan's algorithm would do, without
  // the stack traffic.
  auto finishLeaf = [&](uint32_t node) {
    index[node] = low[node] = counter++;
    if (isRoot_[node]) {
      setOf_[node] = static_cast<uint32_t>(setPool_.size());
      setPool_.push_back({node});
    }
  };
  for (uint32_t start = 0; start < n; ++start) {
    if (index[start] != kUnvisited) continue;
    if (depStart_[start] == depStart_[start + 1]) {
      finishLeaf(start);
      continue;
    }
    callStack.push_back({start, depStart_[start]});
    index[start] = low[start] = counter++;
    stack.push_back(start);
    onStack[start] = true;
    while (!callStack.empty()) {
      auto &[v, pos] = callStack.back();
      if (pos < depStart_[v + 1]) {
        uint32_t w = depList_[pos++];
        if (index[w] == kUnvisited && depStart_[w] == depStart_[w + 1]) {
          finishLeaf(w);
        } else if (index[w] == kUnvisited) {
          index[w] = low[w] = counter++;
          stack.push_back(w);
          onStack[w] = true;
          callStack.push_back({w, depStart_[w]});
        } else if (onStack[w]) {
          low[v] = std::min(low[v], index[w]);
        }
        continue;
      }
      uint32_t node = v;
      callStack.pop_back();
      if (!callStack.empty()) {
        uint32_t parent = callStack.back().first;
        low[parent] = std::min(low[parent], low[node]);
      }
      if (low[node] != index[node]) continue;
      // `node` roots a component: pop it and compute its set.
      component.clear();
      uint32_t w;
      do {
        w = stack.back();
        stack.pop_back();
        onStack[w] = false;
        component.push_back(w);
      } while (w != node);
      merged.clear();
      depSets.clear();
      for (uint32_t m : component) {
        if (isRoot_[m]) merged.push_back(m);
        // Dependencies outside the component are finished (Tarjan emits
        // components after everything they reach); members of this
        // component still have the empty set 0 and add nothing.
        for (uint32_t p = depStart_[m]; p < depStart_[m + 1]; ++p)
          if (uint32_t s = setOf_[depList_[p]]) depSets.push_back(s);
      }
      std::sort(depSets.begin(), depSets.end());
      depSets.erase(std::unique(depSets.begin(), depSets.end()), depSets.end());
      uint32_t result;
      if (merged.empty() && depSets.size() <= 1) {
        result = depSets.empty() ? 0 : depSets[0];
      } else {
        for (uint32_t s : depSets) merged.insert(merged.end(), setPool_[s].begin(), setPool_[s].end());
        std::sort(merged.begin(), merged.end());
        merged.erase(std::unique(merged.begin(), merged.end()), merged.end());
        result = static_cast<uint32_t>(setPool_.size());
        setPool_.push_back(merged);
      }
      for (uint32_t m : component) setOf_[m] = result;
    }
  }
}

ArrayRef<uint32_t> RootSetGraph::getRoots(uint32_t node) const {
  if (node >= setOf_.size()) return {};
  return setPool_[setOf_[node]];
}

ArrayRef<uint32_t> RootSetGraph::getDeps(uint32_t node) const {
  if (node + 1 >= depStart_.size()) return {};
  return ArrayRef<uint32_t>(depList_.data() + depStart_[node], depStart_[node + 1] - depStart_[node]);
}

ArrayRef<uint32_t> RootSetGraph::getDependents(uint32_t node) const {
  if (node + 1 >= userStart_.size()) return {};
  return ArrayRef<uint32_t>(userList_.data() + userStart_[node], userStart_[node + 1] - userStart_[node]);
}

}  // namespace tbuf

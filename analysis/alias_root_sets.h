// Root sets over a value dependency graph: the engine behind the alias
// analyses (analysis/alias_analysis.h).
//
// Every value gets a dense node number (ValueNumbering). A graph records, per
// node, the nodes it may be derived from ("deps": the source of a view, the
// operands forwarded into a block argument, ...) and whether the node itself
// is a root (an allocation, a function argument, an unknown op's result).
// The root set of a node is
//     roots(n) = ({n} if n is a root) ∪ ⋃ roots(d) for d in deps(n),
// the least fixpoint, so cycles (loop-carried values) contribute only what
// enters them. `solve` computes every node's set at once: Tarjan's SCC
// algorithm visits strongly connected components in reverse topological
// order, so each component's set is the union of its own roots and its
// (finished) dependencies' sets. Sets are sorted vectors of node numbers in a
// pool; a component with no roots of its own and a single distinct dependency
// set shares that set, so view chains cost nothing. Total cost O(V + E + sum
// of distinct set sizes).
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "ir/support.h"
#include "ir/value.h"

namespace tbuf {

/// Dense numbers for values, in the order they are first numbered.
class ValueNumbering {
 public:
  static constexpr uint32_t kNone = ~0u;
  /// The number of `v`, assigning the next one if `v` is new.
  uint32_t getOrAdd(Value v);
  /// The number of `v`, or kNone if it was never numbered.
  uint32_t lookup(Value v) const;
  /// Room for `n` values (avoids rehashing while a whole op is numbered).
  void reserve(size_t n) {
    ids_.reserve(n);
    values_.reserve(n);
  }
  /// Forgets the values numbered at or after `n` (their numbers are given
  /// again to the next values added).
  void truncate(size_t n) {
    for (size_t i = n; i < values_.size(); ++i) ids_.erase(values_[i]);
    values_.resize(std::min(n, values_.size()));
  }
  Value getValue(uint32_t id) const { return values_[id]; }
  size_t size() const { return values_.size(); }

 private:
  absl::flat_hash_map<Value, uint32_t> ids_;
  std::vector<Value> values_;
};

/// Dependency graph over value numbers with a one-shot root-set solver.
class RootSetGraph {
 public:
  /// `node` may be derived from `dep`.
  void addEdge(uint32_t node, uint32_t dep) { edges_.push_back({node, dep}); }
  /// `node` is a root of its own set.
  void markRoot(uint32_t node);
  bool isRoot(uint32_t node) const { return node < isRoot_.size() && isRoot_[node]; }
  /// Forgets every edge and root recorded (before solve).
  void clear() {
    edges_.clear();
    isRoot_.clear();
  }

  /// Computes the root set of nodes 0..numNodes-1. Call once, after all
  /// edges and roots are recorded.
  void solve(size_t numNodes);
  /// Sorted root node numbers of `node` (empty for nodes beyond numNodes).
  ArrayRef<uint32_t> getRoots(uint32_t node) const;
  /// Nodes `node` depends on directly (after solve).
  ArrayRef<uint32_t> getDeps(uint32_t node) const;
  /// Nodes that depend on `node` directly (after solve).
  ArrayRef<uint32_t> getDependents(uint32_t node) const;

 private:
  std::vector<std::pair<uint32_t, uint32_t>> edges_;
  std::vector<bool> isRoot_;
  // CSR adjacency (built by solve): deps and reverse deps.
  std::vector<uint32_t> depStart_, depList_, userStart_, userList_;
  std::vector<uint32_t> setOf_;                 ///< node -> pool index
  std::vector<std::vector<uint32_t>> setPool_;  ///< pool[0] is the empty set
};

}  // namespace tbuf

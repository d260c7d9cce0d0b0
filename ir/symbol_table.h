// Symbol lookup tables (MLIR's SymbolTableCollection): per symbol-table op
// (builtin.module), a lazily built map from `sym_name` to the op defining it,
// so resolving N calls against M functions costs O(N + M) instead of O(N * M).
//
// Tables are snapshots: they do not observe later IR changes. Use one for a
// read-only phase (verification, an analysis) or call invalidate() after
// adding, renaming or erasing symbols. The verifier installs one for the
// duration of a verify() call (ScopedSymbolTableCollection), and symbol
// lookups made by op verifiers (func.call, memref.get_global) go through it
// (lookupSymbolIn / lookupNearestSymbolFrom below).
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include "absl/container/flat_hash_map.h"

namespace tbuf {
class Operation;

class SymbolTableCollection {
 public:
  /// The op directly in `symbolTableOp`'s body whose `sym_name` is `name`, or
  /// null (first definition wins if names repeat; the verifier rejects
  /// that). Amortised O(1) after an O(#children) build on first use.
  Operation *lookupSymbolIn(Operation *symbolTableOp, std::string_view name);
  /// Looks `name` up in the nearest ancestor of `from` (or `from` itself) with
  /// the SymbolTable trait; null if there is none or it has no such symbol.
  Operation *lookupNearestSymbolFrom(Operation *from, std::string_view name);
  /// Drops the table of `symbolTableOp` (rebuilt on next use).
  void invalidate(Operation *symbolTableOp) { tables_.erase(symbolTableOp); }
  void clear() { tables_.clear(); }

 private:
  /// Names view the symbols' uniqued StringAttr storage (alive as long as the
  /// context).
  absl::flat_hash_map<Operation *, absl::flat_hash_map<std::string_view, Operation *>> tables_;
};

/// Makes `collection` the current thread's symbol cache while alive (nests:
/// the previous one is restored on destruction).
class ScopedSymbolTableCollection {
 public:
  explicit ScopedSymbolTableCollection(SymbolTableCollection &collection);
  ~ScopedSymbolTableCollection();
  ScopedSymbolTableCollection(const ScopedSymbolTableCollection &) = delete;
  ScopedSymbolTableCollection &operator=(const ScopedSymbolTableCollection &) = delete;

  /// The innermost installed collection of this thread, or null.
  static SymbolTableCollection *current();

 private:
  SymbolTableCollection *previous_;
};

/// The op named `name` among the direct children of the symbol-table op
/// `symbolTableOp` (MLIR's SymbolTable::lookupSymbolIn). Amortised O(1)
/// through the thread's ScopedSymbolTableCollection when one is installed
/// (the verifier installs one), else O(#children).
Operation *lookupSymbolIn(Operation *symbolTableOp, std::string_view name);
/// Looks `name` up in the closest ancestor of `from` (or `from` itself) that
/// has the SymbolTable trait (MLIR's SymbolTable::lookupNearestSymbolFrom);
/// same cost as lookupSymbolIn.
Operation *lookupNearestSymbolFrom(Operation *from, std::string_view name);

}  // namespace tbuf

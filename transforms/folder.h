// OperationFolder (MLIR's FoldUtils): folds ops and keeps the constants it
// materializes unique. Constants are hoisted to the entry block of the
// nearest region whose parent is IsolatedFromAbove (or unregistered, or a
// top-level op) and deduplicated there by (dialect, value, type), so a
// function body ends up with one `arith.constant 0 : index` at its top.
//
// Ordering follows MLIR exactly, because it decides the printed order of
// constants: a constant that has to move goes to the very front of the entry
// block; one already at the front, or right after another folder-owned
// constant, stays. Constants moved across blocks, and constants that absorb a
// duplicate, lose their location (MLIR's "erased folded location").
#pragma once

#include <string>
#include <tuple>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/container/inlined_vector.h"
#include "ir/rewriter.h"

namespace tbuf {

class OperationFolder {
 public:
  /// `listener` (optional) is notified of every IR change the folder makes.
  explicit OperationFolder(Context *ctx, RewriterBase::Listener *listener = nullptr);

  /// Folds `op`: on success its results are replaced (by existing values or
  /// uniqued constants) and it is erased, or, with `*inPlaceUpdate` set, it was
  /// updated in place (re-folded up to `maxIterations` times). A constant the
  /// folder already owns is not folded but re-hoisted if needed (failure).
  LogicalResult tryToFold(Operation *op, bool *inPlaceUpdate = nullptr, int maxIterations = 1 << 30);

  /// Registers the existing constant `op` (value `constValue`, or its own
  /// value if null) with the folder: if an equivalent constant is known, `op`
  /// is replaced by it and erased (returns false); otherwise `op` is hoisted
  /// to the insertion region's entry block as needed and becomes the
  /// canonical constant (returns true).
  bool insertKnownConstant(Operation *op, Attribute constValue = Attribute());

  /// Forgets `op` if it is a folder-owned constant (call before erasing it
  /// outside the folder).
  void notifyRemoval(Operation *op);

  /// Forgets every known constant.
  void clear();

  /// A uniqued constant of `dialect` for (`value`, `type`) in the insertion
  /// region enclosing `block`, created at the front of its entry block with an
  /// unknown location if needed. Null if it cannot be materialized.
  Value getOrCreateConstant(Block *block, std::string_view dialect, Attribute value, Type type);

  bool isFolderOwnedConstant(Operation *op) const { return referencedDialects_.contains(op); }

  /// The region constants used in `block` are hoisted into.
  static Region *getInsertionRegion(Block *block);

 private:
  struct ConstKey {
    std::string dialect;
    Attribute value;
    Type type;
    bool operator==(const ConstKey &o) const { return dialect == o.dialect && value == o.value && type == o.type; }
    template <typename H> friend H AbslHashValue(H h, const ConstKey &k) {
      return H::combine(std::move(h), k.dialect, k.value, k.type.getImpl());
    }
  };
  using ConstantMap = absl::flat_hash_map<ConstKey, Operation *>;

  LogicalResult tryToFold(Operation *op, std::vector<Value> &results, int maxIterations);
  LogicalResult processFoldResults(Operation *op, std::vector<Value> &results, ArrayRef<OpFoldResult> foldResults);
  Operation *tryGetOrCreateConstant(ConstantMap &constants, const std::string &dialect, Attribute value, Type type,
                                    Location loc);
  void eraseOp(Operation *op);

  IRRewriter rewriter_;
  /// The uniqued constants of `region` (created empty on first use).
  ConstantMap &constantsIn(Region *region);

  /// Uniqued constants per insertion region.
  absl::flat_hash_map<Region *, ConstantMap> foldScopes_;
  /// The last region asked for and its table (one region at a time is the
  /// common case).
  Region *lastRegion_ = nullptr;
  ConstantMap *lastConstants_ = nullptr;
  /// Emptied tables kept by clear() for reuse.
  static constexpr size_t kMaxSpareConstantMaps = 8;
  std::vector<ConstantMap> spareConstantMaps_;
  /// For each folder-owned constant, the dialects whose key maps to it
  /// (almost always one: kept inline).
  absl::flat_hash_map<Operation *, absl::InlinedVector<std::string, 1>> referencedDialects_;
};

}  // namespace tbuf

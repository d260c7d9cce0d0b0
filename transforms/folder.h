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

#include <cstdint>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/container/inlined_vector.h"
#include "ir/rewriter.h"
#include "ir/pointer_map.h"

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

  bool isFolderOwnedConstant(Operation *op) const { return owners_.contains(op); }

  /// The region constants used in `block` are hoisted into.
  static Region *getInsertionRegion(Block *block);

 private:
  /// A constant's identity. The dialect is an index into dialects_: keys
  /// are built for every constant of every body the greedy driver visits,
  /// and comparing and hashing a small integer is cheaper than a name.
  struct ConstKey {
    uint32_t dialect;
    Attribute value;
    Type type;
    bool operator==(const ConstKey &o) const { return dialect == o.dialect && value == o.value && type == o.type; }
    template <typename H> friend H AbslHashValue(H h, const ConstKey &k) {
      return H::combine(std::move(h), k.dialect, k.value, k.type.getImpl());
    }
  };
  /// The uniqued constants of one insertion region by key. A function body
  /// has a handful of distinct constants, and every one of them is looked up
  /// once per greedy iteration: up to kLinearLimit keys live in a vector
  /// searched linearly (three compares per key, no hashing); beyond that in
  /// a hash map. Entries are never iterated, so their order is irrelevant.
  class ConstantMap {
   public:
    /// The entry of `key`, created null if absent. Valid until the next
    /// insertion or erasure.
    Operation *&slot(const ConstKey &key);
    /// The op of `key`, or null.
    Operation *lookup(const ConstKey &key) const;
    void erase(const ConstKey &key);
    void clear();

   private:
    static constexpr size_t kLinearLimit = 16;
    std::vector<std::pair<ConstKey, Operation *>> small_;
    absl::flat_hash_map<ConstKey, Operation *> large_;
    bool isLarge_ = false;
  };

  LogicalResult tryToFold(Operation *op, std::vector<Value> &results, int maxIterations);
  LogicalResult processFoldResults(Operation *op, std::vector<Value> &results, ArrayRef<OpFoldResult> foldResults);
  Operation *tryGetOrCreateConstant(ConstantMap &constants, std::string_view dialect, Attribute value, Type type,
                                    Location loc);
  /// The index of `dialect` in dialects_ (added if new).
  uint32_t getDialectId(std::string_view dialect);
  /// The index of `op`'s dialect, cached for the last definition asked
  /// about (definitions live as long as the Context).
  uint32_t getDialectId(Operation *op);
  void eraseOp(Operation *op);

  IRRewriter rewriter_;
  /// The uniqued constants of `region` (created empty on first use).
  ConstantMap &constantsIn(Region *region);

  /// Uniqued constants per insertion region. The first region asked for
  /// since the last clear() has its table inline (a greedy driver works on
  /// one function body at a time, so usually no other region is asked for:
  /// no map of maps to look up, fill and empty per body and iteration).
  bool hasFirstRegion_ = false;
  Region *firstRegion_ = nullptr;
  ConstantMap firstConstants_;
  /// The tables of the other regions.
  absl::flat_hash_map<Region *, ConstantMap> foldScopes_;
  /// The last of the other regions asked for and its table.
  Region *lastRegion_ = nullptr;
  ConstantMap *lastConstants_ = nullptr;
  /// Emptied tables kept by clear() for reuse.
  static constexpr size_t kMaxSpareConstantMaps = 8;
  std::vector<ConstantMap> spareConstantMaps_;
  /// Records that the key of `dialect` maps to the folder-owned constant
  /// `op`.
  void addReference(Operation *op, uint32_t dialect);

  /// For each folder-owned constant, the first dialect whose key maps to
  /// it; the further ones (rare: a materializer creating a constant of
  /// another dialect) are in extraDialects_.
  PointerMap<Operation> owners_;
  absl::flat_hash_map<Operation *, absl::InlinedVector<uint32_t, 1>> extraDialects_;
  /// The dialect names keys refer to (a handful; kept across clear()), and
  /// the index of the last one looked up (usually asked for again).
  std::vector<std::string> dialects_;
  uint32_t lastDialectId_ = 0;
  const OpDefinition *lastDef_ = nullptr;
  uint32_t lastDefDialectId_ = 0;
};

}  // namespace tbuf

// Use classification and lifetimes of heap buffers in a block (see
// buffer_lifetimes.h).
#include "plan/buffer_lifetimes.h"

#include <algorithm>
#include <vector>

#include "absl/container/flat_hash_set.h"
#include "ir/attributes.h"
#include "ir/symbol_table.h"
#include "ir/types.h"

namespace tbuf::plan {

namespace {

bool isMemRefLike(Type type) { return type.isa<MemRefType>() || type.isa<UnrankedMemRefType>(); }

}  // namespace

bool isMemRefPrinterName(std::string_view name) {
  static const absl::flat_hash_set<std::string_view> printers = {
      "printMemrefF16", "printMemrefBF16", "printMemrefF32", "printMemrefF64", "printMemrefI8",
      "printMemrefI16", "printMemrefI32",  "printMemrefI64", "printMemrefInd"};
  return printers.contains(name);
}

bool isPrintCall(Operation *user) {
  if (user->getName() != "func.call") return false;
  auto callee = user->getAttrOfType<SymbolRefAttr>("callee");
  if (!callee || !callee.getNestedReferences().empty()) return false;
  if (!isMemRefPrinterName(callee.getRootReference())) return false;
  Operation *declaration = lookupNearestSymbolFrom(user, callee.getRootReference());
  return declaration && declaration->getName() == "func.func" && declaration->getNumRegions() == 1 &&
         declaration->getRegion(0).empty();
}

bool isViewLike(Operation *op) {
  std::string_view name = op->getName();
  return name == "memref.cast" || name == "memref.subview" || name == "memref.collapse_shape" ||
         name == "memref.expand_shape" || name == "memref.reinterpret_cast" || name == "memref.transpose" ||
         name == "memref.view";
}

UseKind classifyUse(OpOperand &use) {
  Operation *user = use.getOwner();
  std::string_view name = user->getName();
  if (user->hasTrait(OpTrait::Terminator) || user->hasTrait(OpTrait::ReturnLike) || user->getNumSuccessors() > 0)
    return UseKind::Escape;
  if (name == "memref.store") return use.getOperandNumber() == 1 ? UseKind::Access : UseKind::Escape;
  if (name == "memref.load" || name == "memref.copy" || name == "memref.dim" || name == "memref.rank")
    return UseKind::Access;
  if (isPrintCall(user)) return UseKind::Access;
  // Linalg ops at the memref level have no results: they read `ins` and
  // write `outs` in place; their body sees elements, never the buffer.
  if (user->getDialectNamespace() == "linalg" && user->getNumResults() == 0) return UseKind::Access;
  if (name == "memref.dealloc") return UseKind::Escape;
  if (user->getNumRegions() > 0) return UseKind::Escape;
  return UseKind::Alias;
}

bool mayAllocate(Operation &op) {
  std::string_view dialect = op.getDialectNamespace();
  if (op.getNumRegions() > 0 && dialect != "linalg") return true;
  if (dialect == "arith" || dialect == "math" || dialect == "index") return false;
  if (dialect == "linalg") return op.getNumResults() != 0;
  if (dialect == "memref") {
    std::string_view name = op.getName();
    return name == "memref.alloc" || name == "memref.alloca" || name == "memref.realloc";
  }
  return true;
}

BlockPositions::BlockPositions(Block &block) : block_(&block) {
  int64_t position = 0;
  for (Operation &op : block) positions_[&op] = position++;
}

std::optional<int64_t> BlockPositions::lookup(Operation *op) const {
  while (op && op->getBlock() != block_) op = op->getParentOp();
  if (!op) return std::nullopt;
  auto it = positions_.find(op);
  if (it == positions_.end()) return std::nullopt;
  return it->second;
}

std::optional<BufferLifetime> analyzeBufferLifetime(Operation *alloc, const BlockPositions &positions) {
  if (alloc->getName() != "memref.alloc" || alloc->getNumResults() != 1) return std::nullopt;
  Value buffer = alloc->getResult(0);
  auto type = buffer.getType().dyn_cast<MemRefType>();
  if (!type || !type.hasIdentityLayout()) return std::nullopt;
  std::optional<int64_t> start = positions.lookup(alloc);
  if (!start || alloc->getBlock() != &positions.getBlock()) return std::nullopt;

  BufferLifetime lifetime;
  lifetime.alloc = alloc;
  lifetime.start = lifetime.end = *start;
  bool hasAlias = false;
  // The buffer's own uses: accesses, its dealloc, aliasing ops.
  std::vector<Value> aliases;
  absl::flat_hash_set<Operation *> visitedAliasOps;
  for (OpOperand &use : buffer.getUses()) {
    Operation *user = use.getOwner();
    if (user->getName() == "memref.dealloc") {
      if (lifetime.dealloc || user->getBlock() != alloc->getBlock()) return std::nullopt;
      lifetime.dealloc = user;
      continue;
    }
    UseKind kind = classifyUse(use);
    if (kind == UseKind::Escape) return std::nullopt;
    std::optional<int64_t> position = positions.lookup(user);
    if (!position) return std::nullopt;
    if (kind == UseKind::Alias) {
      // A view's uses are followed like the buffer's own; any other alias
      // keeps the buffer live until its dealloc.
      if (!isViewLike(user)) hasAlias = true;
      if (visitedAliasOps.insert(user).second)
        for (Value result : user->getResults())
          if (isMemRefLike(result.getType())) aliases.push_back(result);
    }
    lifetime.end = std::max(lifetime.end, *position);
  }
  if (!lifetime.dealloc) return std::nullopt;
  std::optional<int64_t> deallocPosition = positions.lookup(lifetime.dealloc);
  if (!deallocPosition || *deallocPosition < lifetime.end) return std::nullopt;
  lifetime.deallocPosition = *deallocPosition;
  // Aliases, transitively: none may escape (a dealloc of an alias is one
  // too: the buffer would be freed somewhere else). Uses of views count
  // like uses of the buffer.
  while (!aliases.empty()) {
    Value alias = aliases.back();
    aliases.pop_back();
    for (OpOperand &use : alias.getUses()) {
      Operation *user = use.getOwner();
      UseKind kind = classifyUse(use);
      std::optional<int64_t> position = positions.lookup(user);
      if (kind == UseKind::Escape || !position) return std::nullopt;
      lifetime.end = std::max(lifetime.end, *position);
      if (kind == UseKind::Alias) {
        if (!isViewLike(user)) hasAlias = true;
        if (visitedAliasOps.insert(user).second)
          for (Value result : user->getResults())
            if (isMemRefLike(result.getType())) aliases.push_back(result);
      }
    }
  }
  if (lifetime.end > lifetime.deallocPosition) return std::nullopt;
  if (hasAlias) lifetime.end = lifetime.deallocPosition;
  return lifetime;
}

}  // namespace tbuf::plan

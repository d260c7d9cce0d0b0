// The `promote-buffers-to-stack` pass (MLIR 22's PromoteBuffersToStackPass,
// on func.func): a memref.alloc becomes a memref.alloca when
//   * it is small: a static shape whose elements take at most
//     max-alloc-size-in-bytes (default 1024) bytes, element sizes as MLIR's
//     default data layout (iN: N bits, index: 64 or the `index` entry of
//     the closest enclosing `dlti.dl_spec`, fN: N, vector<...xT>: leading
//     dims x PowerOf2Ceil(last dim x size of T)); or a dynamic shape
//     of rank <= max-rank-of-allocated-memref (default 1) whose every size
//     operand is a memref.rank result (so it stays tiny);
//   * it has no dealloc (deallocation has not run yet; bufferization.dealloc
//     does not count, as in mlir-opt);
//   * an enclosing automatic allocation scope (func.func, scf.for,
//     scf.forall) is reached through non-loop region-branch ops only (scf.if,
//     scf.execute_region), and no alias of the buffer is returned from that
//     scope's region (a return or yield of the scope region).
// Loops without the scope trait (scf.while) or ops with unknown control flow
// stop the search: no promotion. The alloca keeps the alloc's operands and
// attributes and is created in front of it.
//
// mlir-opt parses the options as 32-bit unsigned integers and computes the
// byte limit times 8 in 32-bit arithmetic (it wraps for limits >= 2^29
// bytes); tbuf reproduces both so results agree byte for byte.
#include <bit>
#include <cstdint>

#include "analysis/alias_analysis.h"
#include "dealloc/buffer_placement.h"
#include "dealloc/passes.h"
#include "dialects/dlti/data_layout.h"
#include "dialects/memref/memref_ops.h"
#include "ir/builder.h"
#include "ir/control_flow_interfaces.h"
#include "ir/pass/pass.h"
#include "ir/pass/pass_registry.h"
#include "ir/types.h"

namespace tbuf::dealloc {

namespace {

/// Size in bits of an element type under the data layout `op` sees (MLIR's
/// default one but for `index`); 0 if the layout has no size for it
/// (mlir-opt aborts there; tbuf just does not promote).
uint64_t getTypeSizeInBits(Type type, Operation *op) {
  if (type.isIndex()) return dlti::getIndexBitwidth(op);
  if (auto intType = type.dyn_cast<IntegerType>()) return intType.getWidth();
  if (auto floatType = type.dyn_cast<FloatType>()) return floatType.getWidth();
  if (auto vectorType = type.dyn_cast<VectorType>()) {
    if (vectorType.getRank() == 0 || !vectorType.hasStaticShape()) return 0;
    uint64_t elementBits = getTypeSizeInBits(vectorType.getElementType(), op);
    int64_t last = vectorType.getShape().back();
    if (elementBits == 0 || last <= 0) return 0;
    return uint64_t(vectorType.getNumElements() / last) * std::bit_ceil(uint64_t(last) * elementBits);
  }
  return 0;
}

/// MLIR's defaultIsSmallAlloc.
bool isSmallAlloc(Value alloc, uint32_t maxAllocSizeInBytes, uint32_t maxRankOfAllocatedMemRef) {
  Operation *def = alloc.getDefiningOp();
  auto type = alloc.getType().dyn_cast<MemRefType>();
  if (!type || !def || def->getName() != memref::AllocOp::getOperationName()) return false;
  if (!type.hasStaticShape()) {
    if (type.getRank() > int64_t(maxRankOfAllocatedMemRef)) return false;
    for (Value operand : def->getOperands()) {
      Operation *sizeDef = operand.getDefiningOp();
      if (!sizeDef || sizeDef->getName() != "memref.rank") return false;
    }
    return true;
  }
  uint64_t bits = getTypeSizeInBits(type.getElementType(), def);
  if (bits == 0) return false;
  uint32_t limitBits = maxAllocSizeInBytes * 8u;  // wraps like mlir-opt's `unsigned`
  int64_t elements = type.getNumElements();
  if (elements != 0 && bits > uint64_t(INT64_MAX) / uint64_t(elements)) return false;
  return elements * int64_t(bits) <= int64_t(limitBits);
}

/// MLIR's leavesAllocationScope: an alias is returned by a terminator of the
/// scope's region itself.
bool leavesAllocationScope(Region *scopeRegion, const std::vector<Value> &aliases) {
  for (Value alias : aliases)
    for (OpOperand &use : alias.getUses()) {
      Operation *user = use.getOwner();
      bool returnLike = user->hasTrait(OpTrait::ReturnLike) ||
                        user->getInterface<RegionBranchTerminatorOpInterface>() != nullptr;
      if (returnLike && user->getParentRegion() == scopeRegion) return true;
    }
  return false;
}

/// MLIR's hasAllocationScope.
bool hasAllocationScope(Value alloc, const AliasAnalysis &aliases) {
  for (Region *region = alloc.getParentRegion(); region; region = region->getParentRegion()) {
    Operation *parentOp = region->getParentOp();
    if (!parentOp) continue;
    if (parentOp->hasTrait(OpTrait::AutomaticAllocationScope) &&
        !leavesAllocationScope(region, aliases.resolve(alloc)))
      return true;
    if (isLoop(parentOp) || !isKnownControlFlowInterface(parentOp)) break;
  }
  return false;
}

class PromoteBuffersToStackPass : public Pass {
 public:
  std::string_view getArgument() const override { return "promote-buffers-to-stack"; }
  std::string_view getName() const override { return "PromoteBuffersToStackPass"; }
  std::string_view getDescription() const override {
    return "Promotes heap-based allocations to automatically managed stack-based allocations";
  }
  std::string_view getOpName() const override { return "func.func"; }

  LogicalResult runOnOperation(Operation *func) override {
    AliasAnalysis aliases(func);
    for (const AllocEntry &entry : collectAllocations(func)) {
      Value alloc = entry.alloc;
      if (entry.dealloc || !isSmallAlloc(alloc, maxAllocSizeInBytes.getValue(), maxRankOfAllocatedMemRef.getValue()) ||
          !hasAllocationScope(alloc, aliases))
        continue;
      Operation *allocOp = alloc.getDefiningOp();
      OpBuilder builder(allocOp);
      OperationState state(allocOp->getContext(), allocOp->getLoc(), memref::AllocaOp::getOperationName());
      state.addOperands(allocOp->getOperands().vec());
      state.addTypes({alloc.getType()});
      for (const NamedAttribute &attr : allocOp->getAttrs()) state.attributes.set(attr.name, attr.value);
      Operation *alloca = builder.create(state);
      allocOp->replaceAllUsesWith(alloca);
      allocOp->erase();
      ++numPromoted;
    }
    return success();
  }

 private:
  Option<uint32_t> maxAllocSizeInBytes{*this, "max-alloc-size-in-bytes",
                                     "Maximal size in bytes to promote allocations to stack.", 1024};
  Option<uint32_t> maxRankOfAllocatedMemRef{*this, "max-rank-of-allocated-memref",
                                          "Maximal memref rank to promote dynamic buffers.", 1};
  Statistic numPromoted{*this, "num-promoted", "Number of allocations promoted to the stack"};
};

}  // namespace

void registerPromoteBuffersToStackPass() { registerPass<PromoteBuffersToStackPass>(); }

}  // namespace tbuf::dealloc

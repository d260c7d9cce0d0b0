// Copy forwarding (see copy_forwarding.h). The proof that the source keeps
// its elements from the copy to the last read of the copy (the "window"):
// the source buffer M (the allocation of the source's view base) must not be
// written or freed by an op of the window, nested ops included. An op that
// only reads memrefs or makes views of them is harmless; any other op with a
// memref operand must be shown to touch another buffer than M, i.e. the view
// base W of that operand must differ from M's base S and
//   * W or S is a constant global (writing or freeing one is undefined), or
//   * W and S are both new allocations (Allocate effect) of the function, or
//     one is and the other is a function argument (it existed before), or
//   * W is allocated in the window (M existed and is not freed there), or
//   * W is a global and M is a heap or stack buffer, or
//   * W and S are each freed by a memref.dealloc of the block after the copy,
//     two different deallocs (both run once the window has, so the buffers
//     differ, else the program frees one twice).
// M is a heap or stack buffer when S is a new allocation of the function or
// is freed by a memref.dealloc of the block after the window. A call (or an
// op of an unknown dialect) may also write globals and whatever the module
// stored: it is allowed only when M is a heap or stack buffer and the module
// is closed (isClosedModule), so that a callee reaches M only through its
// operands, which are checked like the rest.
#include "plan/copy_forwarding.h"

#include <optional>
#include <string_view>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "analysis/alias_analysis.h"
#include "dialects/linalg/linalg_ops.h"
#include "ir/attributes.h"
#include "ir/symbol_table.h"
#include "ir/types.h"
#include "plan/buffer_lifetimes.h"

namespace tbuf::plan {

namespace {

bool isMemRefLike(Type type) { return type && (type.isa<MemRefType>() || type.isa<UnrankedMemRefType>()); }

/// Whether `type` holds memrefs in memory (a memref of memrefs), or is a
/// function type taking or returning such a type.
bool storesBuffers(Type type) {
  if (!type) return false;
  if (auto memref = type.dyn_cast<MemRefType>()) return isMemRefLike(memref.getElementType());
  if (auto unranked = type.dyn_cast<UnrankedMemRefType>()) return isMemRefLike(unranked.getElementType());
  if (auto function = type.dyn_cast<FunctionType>()) {
    for (Type t : function.getInputs())
      if (storesBuffers(t)) return true;
    for (Type t : function.getResults())
      if (storesBuffers(t)) return true;
  }
  return false;
}

/// The memref.global that the memref.get_global `op` reads, if found.
Operation *lookupGlobal(Operation *op) {
  auto name = op->getAttrOfType<SymbolRefAttr>("name");
  if (!name || !name.isFlat()) return nullptr;
  Operation *global = lookupNearestSymbolFrom(op, name.getRootReference());
  return global && global->getName() == "memref.global" ? global : nullptr;
}

bool isGetGlobal(Value v) {
  Operation *def = v.getDefiningOp();
  return def && def->getName() == "memref.get_global";
}

bool isConstantGlobal(Value v) {
  if (!isGetGlobal(v)) return false;
  Operation *global = lookupGlobal(v.getDefiningOp());
  return global && global->hasAttr("constant");
}

/// Whether `use` (of the copy) only reads the elements or the shape, and
/// can read the source instead: memref.load, dim, rank, the source of a
/// memref.copy, an input of a linalg op. Casts to unranked memrefs used by
/// printers are handled by the caller.
bool isForwardableRead(OpOperand &use) {
  Operation *user = use.getOwner();
  std::string_view name = user->getName();
  if (name == "memref.load" || name == "memref.dim" || name == "memref.rank") return use.getOperandNumber() == 0;
  if (name == "memref.copy") return use.getOperandNumber() == 0;
  if (user->getNumResults() == 0 && linalg::LinalgOp::classof(user)) return linalg::LinalgOp(user).isDpsInput(&use);
  return false;
}

/// Ops of the window that neither write nor free nor capture any memref
/// operand.
bool onlyReadsMemRefs(Operation *op) {
  std::string_view name = op->getName();
  if (isPrintCall(op) || isViewLike(op) || isViewLikeOp(op)) return true;
  return name == "memref.load" || name == "memref.dim" || name == "memref.rank" || name == "affine.load" ||
         name == "vector.load" || name == "vector.transfer_read" ||
         name == "memref.extract_strided_metadata" || name == "memref.extract_aligned_pointer_as_index" ||
         name == "memref.get_global" || name == "memref.alloc" || name == "memref.alloca";
}

/// Ops that may write memory they do not receive as an operand (globals,
/// what the module stored): calls and ops of dialects not known here.
bool mayReachOtherMemory(Operation *op) {
  std::string_view name = op->getName();
  if (name == "func.call" || name == "func.call_indirect") return !isPrintCall(op);
  static const absl::flat_hash_set<std::string_view> known = {
      "builtin", "func", "arith", "math", "index", "memref", "scf", "cf", "affine", "linalg", "vector", "tensor",
      "bufferization"};
  return !known.contains(op->getDialectNamespace());
}

/// The forwarding of the copies of one block.
class BlockForwarder {
 public:
  BlockForwarder(Block &block, bool closedModule) : positions_(block), closedModule_(closedModule) {
    for (Operation &op : block)
      if (op.getName() == "memref.dealloc" && op.getNumOperands() == 1)
        deallocs_[getViewBase(op.getOperand(0)).getImpl()].push_back(&op);
  }

  /// Forwards the copy held by `alloc` if it can; true if it did.
  bool tryForward(Operation *alloc);

 private:
  /// A memref.dealloc of the block after position `after` freeing the
  /// buffer whose view base is `base`; null if none.
  Operation *findDeallocAfter(Value base, int64_t after) const;
  /// Whether the view base `base` is provably another buffer than the
  /// source's (see the file comment).
  bool isOtherBuffer(Value base) const;
  /// Whether no op at positions (copy, last] may write or free the source.
  bool sourceUnchanged(Value source, int64_t copyPosition, int64_t lastPosition);

  BlockPositions positions_;
  bool closedModule_;
  absl::flat_hash_map<const void *, std::vector<Operation *>> deallocs_;
  // The source being checked.
  Value sourceBase_;
  Operation *sourceDealloc_ = nullptr;
  bool sourceIsLocal_ = false;
  int64_t copyPosition_ = 0;
};

Operation *BlockForwarder::findDeallocAfter(Value base, int64_t after) const {
  auto it = deallocs_.find(base.getImpl());
  if (it == deallocs_.end()) return nullptr;
  for (Operation *dealloc : it->second) {
    std::optional<int64_t> position = positions_.lookup(dealloc);
    if (position && *position > after) return dealloc;
  }
  return nullptr;
}

bool BlockForwarder::isOtherBuffer(Value base) const {
  if (base == sourceBase_) return false;
  if (isConstantGlobal(base)) return true;
  bool allocated = hasAllocateEffect(base);
  bool sourceAllocated = hasAllocateEffect(sourceBase_);
  if (allocated && (sourceAllocated || isFunctionArgument(sourceBase_))) return true;
  if (sourceAllocated && isFunctionArgument(base)) return true;
  if (allocated) {
    std::optional<int64_t> position = positions_.lookup(base.getDefiningOp());
    if (position && *position > copyPosition_) return true;
  }
  if (isGetGlobal(base) && sourceIsLocal_) return true;
  if (sourceDealloc_) {
    Operation *dealloc = findDeallocAfter(base, copyPosition_);
    if (dealloc && dealloc != sourceDealloc_) return true;
  }
  return false;
}

bool BlockForwarder::sourceUnchanged(Value source, int64_t copyPosition, int64_t lastPosition) {
  sourceBase_ = getViewBase(source);
  if (isConstantGlobal(sourceBase_)) return true;
  copyPosition_ = copyPosition;
  sourceDealloc_ = findDeallocAfter(sourceBase_, lastPosition);
  sourceIsLocal_ = hasAllocateEffect(sourceBase_) || sourceDealloc_;
  Block &block = positions_.getBlock();
  bool unchanged = true;
  for (Operation &top : block) {
    std::optional<int64_t> position = positions_.lookup(&top);
    if (!position || *position <= copyPosition || *position > lastPosition) continue;
    top.walk([&](Operation *op) -> WalkResult {
      if (onlyReadsMemRefs(op)) return WalkResult::advance();
      if (mayReachOtherMemory(op) && !(sourceIsLocal_ && closedModule_)) {
        unchanged = false;
        return WalkResult::interrupt();
      }
      std::string_view name = op->getName();
      // Region ops pass memrefs on (to their nested ops, checked one by one,
      // and to their results, whose writers see an unknown base).
      bool passesOnly = op->getNumRegions() > 0 && (op->getDialectNamespace() == "scf" ||
                                                    op->getDialectNamespace() == "affine");
      if (passesOnly || op->hasTrait(OpTrait::ReturnLike) || op->hasTrait(OpTrait::Terminator))
        return WalkResult::advance();
      std::optional<linalg::LinalgOp> linalg;
      if (linalg::LinalgOp::classof(op)) linalg = linalg::LinalgOp(op);
      for (OpOperand &operand : op->getOpOperands()) {
        if (!isMemRefLike(operand.get().getType())) continue;
        if (name == "memref.copy" && operand.getOperandNumber() == 0) continue;
        if (linalg && linalg->isDpsInput(&operand)) continue;
        if (!isOtherBuffer(getViewBase(operand.get()))) {
          unchanged = false;
          return WalkResult::interrupt();
        }
      }
      return WalkResult::advance();
    });
    if (!unchanged) return false;
  }
  return true;
}

bool BlockForwarder::tryForward(Operation *alloc) {
  if (alloc->getName() != "memref.alloc" || alloc->getNumResults() != 1) return false;
  Block &block = positions_.getBlock();
  if (alloc->getBlock() != &block) return false;
  Value buffer = alloc->getResult(0);
  Operation *copy = nullptr;
  Operation *dealloc = nullptr;
  std::vector<OpOperand *> reads;
  std::vector<Operation *> readers;
  for (OpOperand &use : buffer.getUses()) {
    Operation *user = use.getOwner();
    std::string_view name = user->getName();
    if (name == "memref.copy" && use.getOperandNumber() == 1) {
      if (copy || user->getBlock() != &block) return false;
      copy = user;
    } else if (name == "memref.dealloc") {
      if (dealloc || user->getBlock() != &block) return false;
      dealloc = user;
    } else if (isForwardableRead(use)) {
      reads.push_back(&use);
      readers.push_back(user);
    } else if (name == "memref.cast" && user->getResult(0).getType().isa<UnrankedMemRefType>()) {
      // A cast for a printer: the printers read any layout.
      for (OpOperand &castUse : user->getResult(0).getUses())
        if (!isPrintCall(castUse.getOwner())) return false;
      reads.push_back(&use);
      readers.push_back(user);
      for (OpOperand &castUse : user->getResult(0).getUses()) readers.push_back(castUse.getOwner());
    } else {
      return false;
    }
  }
  if (!copy || !dealloc || reads.empty()) return false;
  Value source = copy->getOperand(0);
  if (!source.getType().isa<MemRefType>() || source == buffer) return false;
  int64_t copyPosition = *positions_.lookup(copy);
  int64_t deallocPosition = *positions_.lookup(dealloc);
  int64_t lastPosition = copyPosition;
  for (Operation *reader : readers) {
    std::optional<int64_t> position = positions_.lookup(reader);
    if (!position || *position <= copyPosition) return false;
    lastPosition = std::max(lastPosition, *position);
  }
  if (deallocPosition < lastPosition) return false;
  if (!sourceUnchanged(source, copyPosition, lastPosition)) return false;

  for (OpOperand *read : reads) read->set(source);
  copy->erase();
  auto it = deallocs_.find(buffer.getImpl());
  if (it != deallocs_.end()) deallocs_.erase(it);
  dealloc->erase();
  alloc->erase();
  return true;
}

}  // namespace

bool isClosedModule(Operation *module) {
  static const absl::flat_hash_set<std::string_view> dialects = {
      "builtin", "func", "arith", "math", "index", "memref", "scf", "cf", "affine", "linalg", "vector", "tensor",
      "bufferization"};
  bool closed = true;
  module->walk([&](Operation *op) -> WalkResult {
    std::string_view name = op->getName();
    bool ok = dialects.contains(op->getDialectNamespace()) && name != "func.call_indirect" &&
              name != "func.constant";
    for (Value result : op->getResults()) ok = ok && !storesBuffers(result.getType());
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (Value arg : block.getArguments()) ok = ok && !storesBuffers(arg.getType());
    if (ok && name == "memref.global") {
      auto type = op->getAttrOfType<TypeAttr>("type");
      ok = !type || !storesBuffers(type.getValue());
    }
    if (ok && name == "func.func") {
      auto type = op->getAttrOfType<TypeAttr>("function_type");
      FunctionType function = type ? type.getValue().dyn_cast<FunctionType>() : FunctionType();
      ok = function && !storesBuffers(function);
      bool declaration = op->getNumRegions() == 1 && op->getRegion(0).empty();
      if (ok && declaration) {
        auto symbol = op->getAttrOfType<StringAttr>("sym_name");
        bool printer = symbol && isMemRefPrinterName(symbol.getValue());
        for (Type t : function.getInputs()) ok = ok && (printer || !isMemRefLike(t));
        for (Type t : function.getResults()) ok = ok && !isMemRefLike(t);
      }
    }
    if (!ok) {
      closed = false;
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return closed;
}

uint64_t forwardReadOnlyCopies(Operation *func, bool closedModule) {
  std::vector<Block *> blocks;
  func->walk([&](Operation *op) {
    for (Region &region : op->getRegions())
      for (Block &block : region) blocks.push_back(&block);
  });
  uint64_t forwarded = 0;
  for (Block *block : blocks) {
    std::vector<Operation *> allocs;
    for (Operation &op : *block)
      if (op.getName() == "memref.alloc") allocs.push_back(&op);
    if (allocs.empty()) continue;
    BlockForwarder forwarder(*block, closedModule);
    for (Operation *alloc : allocs)
      if (forwarder.tryForward(alloc)) ++forwarded;
  }
  return forwarded;
}

}  // namespace tbuf::plan

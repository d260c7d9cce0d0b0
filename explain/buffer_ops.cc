// Buffer ops of the memref-level output (see buffer_ops.h).
#include "explain/buffer_ops.h"

#include "explain/source_index.h"
#include "fmt/format.h"
#include "ir/block.h"
#include "ir/region.h"

namespace tbuf::explain {

bool isAllocationOp(Operation *op) {
  std::string_view name = op->getName();
  return name == "memref.alloc" || name == "memref.alloca" || name == "memref.realloc" ||
         name == "bufferization.clone";
}

bool isCopyOp(Operation *op) {
  std::string_view name = op->getName();
  return name == "memref.copy" || name == "linalg.copy";
}

bool isFreeOp(Operation *op) { return op->getName() == "memref.dealloc"; }

bool isConditionalFree(Operation *op) {
  for (Operation *p = op->getParentOp(); p && p->getName() != "func.func"; p = p->getParentOp())
    if (p->getName() == "scf.if") return true;
  return false;
}

Value rootBuffer(Value memref) {
  for (int steps = 0; steps < 10000; ++steps) {
    Operation *def = memref.getDefiningOp();
    if (!def || def->getNumOperands() == 0) return memref;
    std::string_view name = def->getName();
    bool view = name == "memref.cast" || name == "memref.subview" || name == "memref.reinterpret_cast" ||
                name == "memref.expand_shape" || name == "memref.collapse_shape" || name == "memref.view" ||
                name == "memref.transpose" || name == "memref.memory_space_cast" ||
                name == "memref.extract_strided_metadata" || name == "memref.assume_alignment";
    if (!view) return memref;
    memref = def->getOperand(0);
  }
  return memref;
}

std::optional<int64_t> staticBytes(Type type) {
  auto shaped = type.dyn_cast<MemRefType>();
  if (!shaped || !shaped.hasStaticShape()) return std::nullopt;
  Type element = shaped.getElementType();
  int64_t bits = 0;
  if (element.isa<IndexType>())
    bits = 64;
  else if (element.isIntOrFloat())
    bits = element.getIntOrFloatBitWidth();
  else
    return std::nullopt;
  return shaped.getNumElements() * ((bits + 7) / 8);
}

std::string bufferKey(Value root) {
  if (auto result = root.dyn_cast<OpResult>())
    return fmt::format("{}@{}#{}", result.getOwner()->getName(), toSourceLoc(result.getOwner()->getLoc()).str(),
                       result.getResultNumber());
  auto arg = root.cast<BlockArgument>();
  Block *block = arg.getOwner();
  Operation *parent = block->getParentOp();
  unsigned blockIndex = 0;
  for (Block &b : *block->getParent()) {
    if (&b == block) break;
    ++blockIndex;
  }
  return fmt::format("arg@{}^{}#{}", parent ? toSourceLoc(parent->getLoc()).str() : "", blockIndex,
                     arg.getArgNumber());
}

}  // namespace tbuf::explain

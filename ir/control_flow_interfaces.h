// Control-flow interfaces (MLIR's ControlFlowInterfaces): how values flow
// between an op with regions and its regions (RegionBranchOpInterface), from a
// region terminator to its successors (RegionBranchTerminatorOpInterface), and
// from a CFG terminator to successor blocks (BranchOpInterface). Analyses
// (alias, bufferization, deallocation) use these instead of knowing each op.
// Ops without the interface are handled conservatively by their users.
#pragma once

#include <utility>
#include <vector>

#include "ir/op_definition.h"

namespace tbuf {

/// A possible successor of a region branch point: a region of the op (its
/// entry block arguments receive `inputs`), or the op itself (`region` null:
/// control leaves to the parent; `inputs` are the op results receiving values).
struct RegionSuccessor {
  Region *region = nullptr;
  std::vector<Value> inputs;
  bool isParent() const { return region == nullptr; }
};

class RegionBranchOpInterface : public OpInterfaceBase {
 public:
  static const void *getInterfaceID() {
    static char id;
    return &id;
  }
  /// Successors when control enters the op (`from` null) or when `from`'s
  /// terminator (a RegionBranchTerminator) transfers control.
  virtual void getSuccessorRegions(Operation *op, Region *from, std::vector<RegionSuccessor> &out) const = 0;
  /// Operands of `op` forwarded to successor `to` (a region, or null for
  /// the op's own results, e.g. a zero-trip scf.for) when control enters.
  virtual std::vector<OpOperand *> getEntrySuccessorOperands(Operation *op, Region *to) const = 0;
};

class RegionBranchTerminatorOpInterface : public OpInterfaceBase {
 public:
  static const void *getInterfaceID() {
    static char id;
    return &id;
  }
  /// Operands of terminator `term` forwarded to `to` (a region of the parent,
  /// or null for the parent's results).
  virtual std::vector<OpOperand *> getSuccessorOperands(Operation *term, Region *to) const = 0;
};

class BranchOpInterface : public OpInterfaceBase {
 public:
  static const void *getInterfaceID() {
    static char id;
    return &id;
  }
  /// Operands forwarded to block arguments of successor #`index`.
  virtual std::vector<OpOperand *> getSuccessorOperands(Operation *op, unsigned index) const = 0;
};

// ---- helpers built on the interfaces ---------------------------------------

/// Operands of `op` (an entry point or region terminator) forwarded to the
/// successor `succ`, paired with the receiving values. For a region-branch op
/// `op`, `from` is null; for a terminator, `op` is the terminator.
std::vector<std::pair<OpOperand *, Value>> getForwardedValues(Operation *op, const RegionSuccessor &succ);

/// Regions that can execute after `region` (transitively, excluding the
/// parent), e.g. the body of a loop reaches itself. Empty without interface.
std::vector<Region *> getReachableRegions(Operation *op, Region *region);
/// True if `region` may execute more than once per execution of its parent
/// (it can reach itself), e.g. loop bodies.
bool isRegionRepetitive(Region *region);

}  // namespace tbuf

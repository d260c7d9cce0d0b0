// Control-flow interface implementations for the scf and cf ops: how values
// flow into, between and out of their regions and successor blocks. Written
// against the ops' generic structure (operand order and regions as in MLIR),
// so they hold for every way the ops are built.
#include "dialects/interfaces/interfaces.h"

#include <memory>

#include "ir/context.h"
#include "ir/control_flow_interfaces.h"

namespace tbuf {
namespace {

std::vector<OpOperand *> operandRange(Operation *op, unsigned begin, unsigned end) {
  std::vector<OpOperand *> r;
  for (unsigned i = begin; i < end && i < op->getNumOperands(); ++i) r.push_back(&op->getOpOperand(i));
  return r;
}

std::vector<OpOperand *> allOperands(Operation *op) { return operandRange(op, 0, op->getNumOperands()); }

std::vector<Value> dropFront(std::vector<Value> v, size_t n) {
  v.erase(v.begin(), v.begin() + std::min(n, v.size()));
  return v;
}

RegionSuccessor parentSuccessor(Operation *op) { return RegionSuccessor{nullptr, op->getResults().vec()}; }

/// scf.for: operands (lb, ub, step, inits...); body args (iv, iter_args...).
class ForBranch : public RegionBranchOpInterface {
 public:
  void getSuccessorRegions(Operation *op, Region *, std::vector<RegionSuccessor> &out) const override {
    Region &body = op->getRegion(0);
    out.push_back({&body, dropFront(body.getArguments(), 1)});
    out.push_back(parentSuccessor(op));
  }
  std::vector<OpOperand *> getEntrySuccessorOperands(Operation *op, Region *) const override {
    return operandRange(op, 3, op->getNumOperands());
  }
};

/// scf.if: then region, optional else region; both yield the results.
class IfBranch : public RegionBranchOpInterface {
 public:
  void getSuccessorRegions(Operation *op, Region *from, std::vector<RegionSuccessor> &out) const override {
    if (from) {
      out.push_back(parentSuccessor(op));
      return;
    }
    out.push_back({&op->getRegion(0), {}});
    if (!op->getRegion(1).empty()) out.push_back({&op->getRegion(1), {}});
    else out.push_back(parentSuccessor(op));
  }
  std::vector<OpOperand *> getEntrySuccessorOperands(Operation *, Region *) const override { return {}; }
};

/// scf.while: inits -> before region; condition -> after region or results;
/// after's yield -> before region.
class WhileBranch : public RegionBranchOpInterface {
 public:
  void getSuccessorRegions(Operation *op, Region *from, std::vector<RegionSuccessor> &out) const override {
    Region &before = op->getRegion(0), &after = op->getRegion(1);
    if (!from || from == &after) {
      out.push_back({&before, before.getArguments()});
      return;
    }
    out.push_back({&after, after.getArguments()});
    out.push_back(parentSuccessor(op));
  }
  std::vector<OpOperand *> getEntrySuccessorOperands(Operation *op, Region *) const override {
    return allOperands(op);
  }
};

/// Ops whose regions each run at most once and yield the op results
/// (scf.execute_region, scf.index_switch).
class YieldingRegionsBranch : public RegionBranchOpInterface {
 public:
  explicit YieldingRegionsBranch(bool allRegionsAreEntries) : allEntries_(allRegionsAreEntries) {}
  void getSuccessorRegions(Operation *op, Region *from, std::vector<RegionSuccessor> &out) const override {
    if (from) {
      out.push_back(parentSuccessor(op));
      return;
    }
    for (unsigned i = 0; i < (allEntries_ ? op->getNumRegions() : 1u); ++i) out.push_back({&op->getRegion(i), {}});
  }
  std::vector<OpOperand *> getEntrySuccessorOperands(Operation *, Region *) const override { return {}; }

 private:
  bool allEntries_;
};

/// scf.forall: the body may run (any number of times, in parallel) or not.
class ForallBranch : public RegionBranchOpInterface {
 public:
  void getSuccessorRegions(Operation *op, Region *, std::vector<RegionSuccessor> &out) const override {
    out.push_back({&op->getRegion(0), {}});
    out.push_back({nullptr, {}});
  }
  std::vector<OpOperand *> getEntrySuccessorOperands(Operation *, Region *) const override { return {}; }
};

/// scf.yield: all operands go to the successor.
class YieldTerminator : public RegionBranchTerminatorOpInterface {
 public:
  std::vector<OpOperand *> getSuccessorOperands(Operation *term, Region *) const override {
    return allOperands(term);
  }
};

/// scf.condition(%cond) %args...: the args go to the after region or results.
class ConditionTerminator : public RegionBranchTerminatorOpInterface {
 public:
  std::vector<OpOperand *> getSuccessorOperands(Operation *term, Region *) const override {
    return operandRange(term, 1, term->getNumOperands());
  }
};

/// Branches whose operands are split by `operandSegmentSizes`:
/// cf.br (no segments: all operands to successor 0), cf.cond_br
/// (cond, true operands, false operands) and cf.switch (flag, default
/// operands, case operands split further by `case_operand_segments`).
class CfBranch : public BranchOpInterface {
 public:
  std::vector<OpOperand *> getSuccessorOperands(Operation *op, unsigned index) const override {
    std::string_view name = op->getName();
    if (name == "cf.br") return allOperands(op);
    auto segments = op->getAttrOfType<DenseArrayAttr>("operandSegmentSizes");
    if (!segments || segments.size() < 3) return {};
    ArrayRef<int64_t> seg = segments.asInts();
    unsigned begin = seg[0];
    if (name == "cf.cond_br") {
      if (index == 0) return operandRange(op, begin, begin + seg[1]);
      return operandRange(op, begin + seg[1], begin + seg[1] + seg[2]);
    }
    // cf.switch: successor 0 is the default destination.
    if (index == 0) return operandRange(op, begin, begin + seg[1]);
    begin += seg[1];
    auto cases = op->getAttrOfType<DenseArrayAttr>("case_operand_segments");
    if (!cases) return {};
    for (unsigned i = 0; i + 1 < index && i < cases.size(); ++i) begin += cases.asInts()[i];
    unsigned count = index - 1 < cases.size() ? cases.asInts()[index - 1] : 0;
    return operandRange(op, begin, begin + count);
  }
};

}  // namespace

void registerControlFlowInterfaces(Context &ctx) {
  ctx.attachInterface<RegionBranchOpInterface>("scf.for", std::make_unique<ForBranch>());
  ctx.attachInterface<RegionBranchOpInterface>("scf.if", std::make_unique<IfBranch>());
  ctx.attachInterface<RegionBranchOpInterface>("scf.while", std::make_unique<WhileBranch>());
  ctx.attachInterface<RegionBranchOpInterface>("scf.execute_region", std::make_unique<YieldingRegionsBranch>(false));
  ctx.attachInterface<RegionBranchOpInterface>("scf.index_switch", std::make_unique<YieldingRegionsBranch>(true));
  ctx.attachInterface<RegionBranchOpInterface>("scf.forall", std::make_unique<ForallBranch>());
  ctx.attachInterface<RegionBranchTerminatorOpInterface>("scf.yield", std::make_unique<YieldTerminator>());
  ctx.attachInterface<RegionBranchTerminatorOpInterface>("scf.condition", std::make_unique<ConditionTerminator>());
  for (const char *name : {"cf.br", "cf.cond_br", "cf.switch"})
    ctx.attachInterface<BranchOpInterface>(name, std::make_unique<CfBranch>());
}

}  // namespace tbuf

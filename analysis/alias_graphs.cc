// The buffer-view-flow and underlying-value graphs (see alias_graphs.h).
// Each rule names the MLIR code it mirrors so differences can be traced.
#include "analysis/alias_graphs.h"

#include <algorithm>

#include "analysis/alias_analysis.h"
#include "analysis/op_walk.h"
#include "ir/control_flow_interfaces.h"

namespace tbuf::alias_detail {
namespace {

// Inline: asked for every result of every op the flow builder visits.
[[gnu::always_inline]] inline bool isBuffer(Value v) { return v && v.getType().isa<BaseMemRefType>(); }

/// Ops MLIR models with CallOpInterface.
bool isCallLike(Operation *op) {
  std::string_view name = op->getName();
  return name == "func.call" || name == "func.call_indirect";
}

/// Numbers the values under `op` in pre-order: results, then per block its
/// arguments and nested ops.
void numberRegions(Operation *op, ValueNumbering &numbering) {
  for (Value r : op->getResults()) numbering.getOrAdd(r);
  for (Region &region : op->getRegions())
    for (Block &block : region) {
      for (unsigned i = 0, e = block.getNumArguments(); i < e; ++i) numbering.getOrAdd(block.getArgument(i));
      for (Operation &nested : block) numberRegions(&nested, numbering);
    }
}

// ---- buffer view flow ------------------------------------------------------

class FlowBuilder {
 public:
  /// `numberedOnly`: number no value; a value without a number is noted
  /// (sawUnnumbered) and its edge or root left out.
  FlowBuilder(ValueNumbering &numbering, RootSetGraph &graph, bool buffersOnly, bool numberedOnly = false)
      : numbering_(numbering), graph_(graph), buffersOnly_(buffersOnly), numberedOnly_(numberedOnly) {}

  /// `dependent` may be derived from `value` (MLIR registerDependencies).
  void depend(Value value, Value dependent) {
    if (!value || !dependent) return;
    // Without calls, values only flow between values of one type: edges
    // between non-buffers lead to no buffer (see numberValues).
    if (buffersOnly_ && (!isBuffer(value) || !isBuffer(dependent))) return;
    uint32_t node = number(dependent), dep = number(value);
    if (node != ValueNumbering::kNone && dep != ValueNumbering::kNone) graph_.addEdge(node, dep);
  }
  void dependAll(const std::vector<Value> &values, const std::vector<Value> &dependents) {
    for (size_t i = 0; i < values.size() && i < dependents.size(); ++i) depend(values[i], dependents[i]);
  }
  void terminal(Value v) {
    if (!isBuffer(v)) return;
    if (uint32_t node = number(v); node != ValueNumbering::kNone) graph_.markRoot(node);
  }
  /// True if, with `numberedOnly`, a value without a number was met.
  bool sawUnnumbered() const { return sawUnnumbered_; }
  /// MLIR populateTerminalValues: buffer results and entry block arguments.
  void terminalValuesOf(Operation *op) {
    for (Value r : op->getResults()) terminal(r);
    for (Region &region : op->getRegions())
      if (!region.empty())
        for (unsigned i = 0, e = region.front().getNumArguments(); i < e; ++i) terminal(region.front().getArgument(i));
  }

  /// Records what `op` contributes. The common case, an op that cannot
  /// contribute (see visitOp), is decided inline in the walks.
  [[gnu::always_inline]] void visit(Operation *op) {
    // Only memref values are numbered: an op without memref results, regions
    // or successors neither defines a buffer nor forwards one to a value
    // defined elsewhere, so no rule below can record anything for it.
    if (buffersOnly_ && op->getNumRegions() == 0 && op->getNumSuccessors() == 0 &&
        std::none_of(op->getResults().begin(), op->getResults().end(), isBuffer))
      return;
    visitOp(op);
  }

 private:
  void visitOp(Operation *op);
  static std::vector<Value> values(const std::vector<OpOperand *> &operands) {
    std::vector<Value> out;
    out.reserve(operands.size());
    for (OpOperand *o : operands) out.push_back(o->get());
    return out;
  }
  void visitRegionBranch(Operation *op, const RegionBranchOpInterface &iface);
  uint32_t number(Value v) {
    if (!numberedOnly_) return numbering_.getOrAdd(v);
    uint32_t id = numbering_.lookup(v);
    sawUnnumbered_ |= id == ValueNumbering::kNone;
    return id;
  }

  ValueNumbering &numbering_;
  RootSetGraph &graph_;
  bool buffersOnly_;
  bool numberedOnly_;
  bool sawUnnumbered_ = false;
};

void FlowBuilder::visitOp(Operation *op) {
  std::string_view name = op->getName();
  // BufferViewFlowOpInterface models (arith.select, memref.realloc).
  if (name == "arith.select" && op->getNumOperands() == 3 && op->getNumResults() == 1) {
    depend(op->getOperand(1), op->getResult(0));
    depend(op->getOperand(2), op->getResult(0));
    return;
  }
  if (name == "memref.realloc" && op->getNumOperands() >= 1 && op->getNumResults() == 1) {
    depend(op->getOperand(0), op->getResult(0));
    terminal(op->getResult(0));
    return;
  }
  if (isViewLikeOp(op)) {
    Value dest = op->getNumResults() ? Value(op->getResult(0)) : Value();
    depend(getViewSource(dest), dest);
    return;
  }
  if (const auto *branch = op->getInterface<BranchOpInterface>()) {
    for (unsigned i = 0; i < op->getNumSuccessors(); ++i)
      dependAll(values(branch->getSuccessorOperands(op, i)), op->getSuccessor(i)->getArguments());
    return;
  }
  if (const auto *regionBranch = op->getInterface<RegionBranchOpInterface>()) {
    visitRegionBranch(op, *regionBranch);
    return;
  }
  // Region terminators are handled with their RegionBranchOpInterface parent.
  if (op->getInterface<RegionBranchTerminatorOpInterface>()) return;
  if (isCallLike(op)) {
    // Intra-procedural: the callee may return any argument or a new buffer.
    terminalValuesOf(op);
    for (Value operand : op->getOperands())
      for (Value result : op->getResults()) depend(operand, result);
    return;
  }
  // Unknown op: its buffers are opaque.
  terminalValuesOf(op);
}

void FlowBuilder::visitRegionBranch(Operation *op, const RegionBranchOpInterface &iface) {
  std::vector<RegionSuccessor> successors;
  iface.getSuccessorRegions(op, nullptr, successors);
  for (const RegionSuccessor &succ : successors)
    dependAll(values(iface.getEntrySuccessorOperands(op, succ.region)), succ.inputs);
  for (Region &region : op->getRegions()) {
    successors.clear();
    iface.getSuccessorRegions(op, &region, successors);
    for (const RegionSuccessor &succ : successors)
      for (Block &block : region) {
        Operation *term = block.getTerminator();
        if (!term) continue;
        if (const auto *t = term->getInterface<RegionBranchTerminatorOpInterface>())
          dependAll(values(t->getSuccessorOperands(term, succ.region)), succ.inputs);
      }
  }
}

// ---- underlying values -------------------------------------------------------

class UnderlyingBuilder {
 public:
  UnderlyingBuilder(ValueNumbering &numbering, RootSetGraph &graph) : numbering_(numbering), graph_(graph) {}

  /// Records the forwarding edges of value number `id`.
  void visit(uint32_t id);

 private:
  void forwardFrom(Value from) {
    if (from) graph_.addEdge(current_, numbering_.getOrAdd(from));
  }
  void self() { graph_.markRoot(current_); }
  void visitResult(OpResult result);
  void visitArgument(BlockArgument arg);
  void visitRegionBranch(Operation *op, const RegionBranchOpInterface &iface, Region *region, unsigned inputIndex);

  ValueNumbering &numbering_;
  RootSetGraph &graph_;
  uint32_t current_ = 0;
};

void UnderlyingBuilder::visit(uint32_t id) {
  current_ = id;
  Value v = numbering_.getValue(id);
  if (auto arg = v.dyn_cast<BlockArgument>()) {
    visitArgument(arg);
    return;
  }
  visitResult(v.cast<OpResult>());
}

void UnderlyingBuilder::visitResult(OpResult result) {
  Operation *op = result.getOwner();
  if (Value source = getViewSource(result)) {
    forwardFrom(source);
    return;
  }
  if (const auto *branch = op->getInterface<RegionBranchOpInterface>()) {
    visitRegionBranch(op, *branch, nullptr, result.getResultNumber());
    return;
  }
  self();
}

void UnderlyingBuilder::visitArgument(BlockArgument arg) {
  Block *block = arg.getOwner();
  unsigned argNumber = arg.getArgNumber();
  if (!block->isEntryBlock()) {
    // Every predecessor edge forwards one operand; stop at the first edge
    // that cannot be analysed (MLIR bails out there too).
    for (BlockOperand *use = block->getFirstUse(); use; use = use->getNextUse()) {
      Operation *term = use->getOwner();
      const auto *branch = term->getInterface<BranchOpInterface>();
      if (!branch) {
        self();
        return;
      }
      std::vector<OpOperand *> operands = branch->getSuccessorOperands(term, use->getOperandNumber());
      if (argNumber >= operands.size()) {
        self();
        return;
      }
      forwardFrom(operands[argNumber]->get());
    }
    return;
  }
  Region *region = block->getParent();
  Operation *parent = region ? region->getParentOp() : nullptr;
  if (parent)
    if (const auto *branch = parent->getInterface<RegionBranchOpInterface>()) {
      visitRegionBranch(parent, *branch, region, argNumber);
      return;
    }
  self();
}

/// MLIR's collectUnderlyingAddressValues2 (LLVM 22): the values flowing
/// into input `inputIndex` of successor `region` (null: the op's results)
/// from every predecessor that can reach it: the op itself (its entry
/// operands) and each region terminator. A region must be an entry successor
/// of the op, otherwise (e.g. the `do` region of scf.while) its arguments are
/// their own underlying values, as in MLIR. Where MLIR pushes the input
/// value itself, the current value becomes a root.
void UnderlyingBuilder::visitRegionBranch(Operation *op, const RegionBranchOpInterface &iface, Region *region,
                                          unsigned inputIndex) {
  std::vector<RegionSuccessor> entrySuccessors;
  iface.getSuccessorRegions(op, nullptr, entrySuccessors);
  auto leadsTo = [&](const std::vector<RegionSuccessor> &successors) {
    return std::any_of(successors.begin(), successors.end(),
                       [&](const RegionSuccessor &s) { return s.region == region; });
  };
  std::vector<Value> inputs;
  if (region) {
    auto it = std::find_if(entrySuccessors.begin(), entrySuccessors.end(),
                           [&](const RegionSuccessor &s) { return s.region == region; });
    if (it == entrySuccessors.end()) {
      self();
      return;
    }
    inputs = it->inputs;
  } else {
    inputs = op->getResults().vec();
  }
  if (inputs.empty()) {
    self();
    return;
  }
  auto position = [&](Value v) {
    return region ? v.cast<BlockArgument>().getArgNumber() : v.cast<OpResult>().getResultNumber();
  };
  unsigned first = position(inputs.front()), last = position(inputs.back());
  if (first > inputIndex || last < inputIndex) {
    self();
    return;
  }
  unsigned index = inputIndex - first;
  auto forwardAt = [&](const std::vector<OpOperand *> &operands) {
    if (index < operands.size()) forwardFrom(operands[index]->get());
  };
  if (leadsTo(entrySuccessors)) forwardAt(iface.getEntrySuccessorOperands(op, region));
  std::vector<RegionSuccessor> successors;
  for (Region &pred : op->getRegions()) {
    successors.clear();
    iface.getSuccessorRegions(op, &pred, successors);
    if (!leadsTo(successors)) continue;
    for (Block &block : pred) {
      Operation *term = block.empty() ? nullptr : &block.back();
      if (const auto *t = term ? term->getInterface<RegionBranchTerminatorOpInterface>() : nullptr)
        forwardAt(t->getSuccessorOperands(term, region));
    }
  }
}

}  // namespace

namespace {

/// The number of values under `op` (its own results included).
size_t countValues(Operation *op) {
  size_t n = op->getNumResults();
  for (Region &region : op->getRegions())
    for (Block &block : region) {
      n += block.getNumArguments();
      for (Operation &nested : block) n += countValues(&nested);
    }
  return n;
}

/// numberRegions for the memref values only (same order); stops and
/// returns false at the first call.
bool numberBuffersUntilCall(Operation *op, ValueNumbering &numbering) {
  if (isCallLike(op)) return false;
  for (Value r : op->getResults())
    if (isBuffer(r)) numbering.getOrAdd(r);
  for (Region &region : op->getRegions())
    for (Block &block : region) {
      // By index: getArguments() would build a list per block.
      for (unsigned i = 0, e = block.getNumArguments(); i < e; ++i)
        if (Value a = block.getArgument(i); isBuffer(a)) numbering.getOrAdd(a);
      for (Operation &nested : block)
        if (!numberBuffersUntilCall(&nested, numbering)) return false;
    }
  return true;
}

}  // namespace

bool numberValues(Operation *root, ValueNumbering &numbering, bool buffersOnly) {
  size_t before = numbering.size();
  if (buffersOnly) {
    // One walk: number the buffers unless a call shows up. After a call
    // every value must be numbered: drop the buffer numbers and number
    // again from the start.
    if (numberBuffersUntilCall(root, numbering)) return true;
    numbering.truncate(before);
  }
  // Counting first is cheap next to growing the map one rehash at a time.
  numbering.reserve(before + countValues(root));
  numberRegions(root, numbering);
  return false;
}

bool numberBuffersAndBuildFlow(Operation *root, ValueNumbering &numbering, RootSetGraph &graph) {
  size_t before = numbering.size();
  // The same numbers and edges as numberValues and buildBufferViewFlowGraph
  // one after the other, whose walks both go through the ops nested in
  // `root` in order (numbering: pre-order, the flow: post-order, `root`
  // last): each op of `root`'s blocks is numbered, then its flow recorded,
  // while its ops are still in cache. The flow must then find every value
  // it mentions numbered already (else the separate walks would number it
  // later, or only in the flow walk): it looks numbers up only, and when
  // one is missing or a call shows up, everything is undone.
  FlowBuilder builder(numbering, graph, /*buffersOnly=*/true, /*numberedOnly=*/true);
  auto numberAndBuild = [&] {
    if (isCallLike(root)) return false;
    for (Value r : root->getResults())
      if (isBuffer(r)) numbering.getOrAdd(r);
    for (Region &region : root->getRegions())
      for (Block &block : region) {
        for (unsigned i = 0, e = block.getNumArguments(); i < e; ++i)
          if (Value a = block.getArgument(i); isBuffer(a)) numbering.getOrAdd(a);
        for (Operation &op : block) {
          if (!numberBuffersUntilCall(&op, numbering)) return false;
          walkOps(&op, [&](Operation *nested) { builder.visit(nested); });
          if (builder.sawUnnumbered()) return false;
        }
      }
    builder.visit(root);
    return !builder.sawUnnumbered();
  };
  if (numberAndBuild()) return true;
  numbering.truncate(before);
  graph.clear();
  return false;
}

void buildBufferViewFlowGraph(Operation *root, ValueNumbering &numbering, RootSetGraph &graph, bool buffersOnly) {
  FlowBuilder builder(numbering, graph, buffersOnly);
  walkOps(root, [&](Operation *op) { builder.visit(op); });
}

void buildUnderlyingValueGraph(ValueNumbering &numbering, RootSetGraph &graph) {
  UnderlyingBuilder builder(numbering, graph);
  // Values reached outside the numbered tree are numbered and visited too.
  for (uint32_t id = 0; id < numbering.size(); ++id) builder.visit(id);
}

}  // namespace tbuf::alias_detail

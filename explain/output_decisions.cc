// The output's allocations, copies, frees and clones with their reasons (see
// output_decisions.h).
#include "explain/output_decisions.h"

#include <deque>

#include "dialects/bufferization/bufferization_ops.h"
#include "explain/buffer_ops.h"
#include "explain/conflict_words.h"
#include "explain/source_index.h"
#include "fmt/format.h"
#include "ir/block.h"
#include "ir/printer/printer.h"
#include "ir/region.h"

namespace tbuf::explain {

namespace {

/// Tensor ops whose bufferization copies by definition.
bool copiesByDefinition(std::string_view name) {
  return name == "tensor.insert_slice" || name == "tensor.parallel_insert_slice" ||
         name == "bufferization.materialize_in_destination" || name == "tensor.concat" || name == "tensor.pad" ||
         name == "linalg.copy" || name == "memref.copy" || name == "tensor.from_elements" ||
         name == "bufferization.alloc_tensor" || name == "bufferization.clone" || name == "memref.realloc";
}

const std::string *firstSourceOp(const SourceOpIndex &index, const SourceLoc &loc) {
  auto it = index.find(loc.str());
  if (it == index.end() || it->second.empty()) return nullptr;
  return &it->second.front();
}

std::string newBufferReason(const std::string &srcOp, const SourceLoc &loc) {
  if (srcOp == "tensor.empty" || srcOp == "bufferization.alloc_tensor")
    return fmt::format(
        "{} at {} makes a tensor with undefined contents: it bufferizes to a new allocation, which the ops "
        "writing into it then use in place.",
        srcOp, loc.str());
  if (srcOp == "memref.alloc" || srcOp == "memref.alloca")
    return fmt::format("The input program allocates this buffer ({} at {}).", srcOp, loc.str());
  if (srcOp == "arith.constant")
    return fmt::format("The constant at {} is materialized in a buffer of its own.", loc.str());
  return fmt::format("{} at {} builds a new tensor: its result needs a buffer of its own.", srcOp, loc.str());
}

/// Explains an allocation or copy `op` of the output by the record of the
/// tensor copy or allocation it came from, and the decision behind that.
void applyRecord(Decision &d, Operation *op, const TensorAllocationRecord &r, const DecisionLog &log) {
  d.cause = r.cause;
  d.summary = fmt::format("{}: {}", describeOp(op), r.summary);
  d.reasons = r.reasons;
  d.related = r.related;
  d.explainedBy = r.decision;
  if (r.decision < 0) return;
  const Decision &why = log.decisions()[r.decision];
  d.reasons.insert(d.reasons.end(), why.reasons.begin(), why.reasons.end());
  d.related.insert(d.related.end(), why.related.begin(), why.related.end());
}

}  // namespace

SourceOpIndex indexSourceOps(Operation *module) {
  SourceOpIndex index;
  module->walk<WalkOrder::PreOrder>([&](Operation *op) {
    SourceLoc loc = toSourceLoc(op->getLoc());
    if (loc.isKnown()) index[loc.str()].push_back(std::string(op->getName()));
  });
  return index;
}

std::vector<OutputDecision> explainOutput(Operation *module, const DecisionLog &log,
                                          const std::vector<RetainedRecord> &retained,
                                          const SourceOpIndex &sourceOps, const OutputRefs &refs) {
  std::vector<OutputDecision> out;
  ValueNames names(module, PrintingFlags{});
  // The recorder's tensor allocations by location, in creation order.
  absl::flat_hash_map<std::string, std::deque<const TensorAllocationRecord *>> allocQueue, copyQueue;
  for (const TensorAllocationRecord &r : log.allocations()) {
    allocQueue[r.loc.str()].push_back(&r);
    if (r.copy) copyQueue[r.loc.str()].push_back(&r);
  }
  absl::flat_hash_map<Operation *, int> allocationOf;  // allocating op -> index in `out`

  module->walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (auto dealloc = dyn_cast<bufferization::DeallocOp>(op)) {
      // Not lowered (a pipeline without bufferization-lower-deallocations):
      // one decision for the op, its conditions and retained values in words.
      OutputDecision od;
      od.op = op;
      Decision &d = od.decision;
      d.function = enclosingFunction(op);
      d.op = refs.ref(op);
      bool always = true;
      for (Value c : dealloc.getConditions()) {
        Operation *def = c.getDefiningOp();
        auto attr = def && def->getName() == "arith.constant" ? def->getAttr("value").dyn_cast<IntegerAttr>()
                                                              : IntegerAttr();
        always &= attr && attr.getInt() != 0;
      }
      d.kind = always ? DecisionKind::Dealloc : DecisionKind::ConditionalFree;
      std::vector<Value> memrefs = dealloc.getMemrefs().vec(), conditions = dealloc.getConditions().vec();
      d.summary = fmt::format("{} frees {} buffer(s) under their ownership conditions and retains {}", describeOp(op),
                              memrefs.size(), dealloc.getRetained().vec().size());
      for (size_t i = 0; i < memrefs.size() && i < conditions.size(); ++i) {
        Value root = rootBuffer(memrefs[i]);
        std::vector<Decision::Related> related;
        std::string cond = describeOwnershipCondition(conditions[i], names, refs, related);
        d.related.insert(d.related.end(), related.begin(), related.end());
        d.reasons.push_back(fmt::format("Frees {} when this block owns it: {}.", describeBufferOrigin(root, names), cond));
        if (Operation *def = root.getDefiningOp())
          if (auto it = allocationOf.find(def); it != allocationOf.end() && od.frees < 0) od.frees = it->second;
      }
      for (Value r : dealloc.getRetained())
        d.reasons.push_back(fmt::format(
            "Retains {}: it lives on after this point (returned, yielded or passed to a block), so it is not freed "
            "even if it is one of the buffers above.",
            names.getName(r)));
      out.push_back(std::move(od));
      return;
    }
    if (!isAllocationOp(op) && !isCopyOp(op) && !isFreeOp(op)) return;
    OutputDecision od;
    od.op = op;
    Decision &d = od.decision;
    d.function = enclosingFunction(op);
    d.op = refs.ref(op);
    if (op->getNumResults() == 1) d.op.value = names.getName(op->getResult(0));
    std::string locText = d.op.loc.str();
    const std::string *srcOp = firstSourceOp(sourceOps, d.op.loc);

    if (op->getName() == "bufferization.clone") {
      d.kind = DecisionKind::Clone;
      Value root = rootBuffer(op->getOperand(0));
      d.summary = fmt::format("{} clones {}", describeOp(op), describeBufferOrigin(root, names));
      d.bytes = staticBytes(op->getResult(0).getType());
      Operation *guard = op->getParentOp();
      if (guard && guard->getName() == "scf.if") {
        std::vector<Decision::Related> related;
        std::string cond = describeOwnershipCondition(guard->getOperand(0), names, refs, related);
        d.related = related;
        d.reasons.push_back(fmt::format(
            "The buffer is passed on (returned or yielded) but this block owns it only when {}; on the path where "
            "it does not, an owned copy is made so the receiver can free what it gets.",
            cond));
      } else {
        d.reasons.push_back(
            "The buffer is passed on (returned or yielded) but this block does not own it: an owned copy is made "
            "so the receiver can free what it gets.");
      }
      if (srcOp && *srcOp == "bufferization.clone") {
        d.cause = Cause::InputProgram;
        d.reasons = {fmt::format("The input program clones this buffer at {}.", locText)};
      }
      allocationOf[op] = static_cast<int>(out.size());
    } else if (isAllocationOp(op)) {
      d.kind = DecisionKind::Allocation;
      d.bytes = staticBytes(op->getResult(0).getType());
      std::deque<const TensorAllocationRecord *> &queue = allocQueue[locText];
      if (!queue.empty()) {
        applyRecord(d, op, *queue.front(), log);
        queue.pop_front();
      } else if (srcOp) {
        d.cause = (*srcOp == "memref.alloc" || *srcOp == "memref.alloca" || *srcOp == "memref.realloc")
                      ? Cause::InputProgram
                      : Cause::NewBuffer;
        d.summary = fmt::format("{} allocates the buffer of {}", describeOp(op), *srcOp);
        d.reasons.push_back(newBufferReason(*srcOp, d.op.loc));
        d.related.push_back({"tensor op", OpRef{*srcOp, d.op.loc, "", 0}});
      } else {
        d.cause = Cause::NewBuffer;
        d.summary = fmt::format("{} allocates a buffer", describeOp(op));
        d.reasons.push_back("Created by a pass for an op without a location in the input.");
      }
      allocationOf[op] = static_cast<int>(out.size());
    } else if (isCopyOp(op)) {
      d.kind = DecisionKind::Copy;
      std::deque<const TensorAllocationRecord *> &queue = copyQueue[locText];
      if (!queue.empty()) {
        applyRecord(d, op, *queue.front(), log);
        queue.pop_front();
      } else if (srcOp && copiesByDefinition(*srcOp)) {
        d.cause = (*srcOp == "memref.copy" || *srcOp == "linalg.copy" || *srcOp == "bufferization.clone")
                      ? Cause::InputProgram
                      : Cause::OpSemantics;
        d.summary = fmt::format("{} is the copy {} at {} performs", describeOp(op), *srcOp, locText);
        std::string why =
            *srcOp == "bufferization.alloc_tensor"
                ? fmt::format("{} with `copy(...)` makes a new buffer holding a copy of its operand.", *srcOp)
            : *srcOp == "memref.realloc"
                ? fmt::format("{} moves the contents into a new buffer (expand-realloc: allocate, copy, free).",
                              *srcOp)
                : fmt::format("{} writes its source into (a part of) another buffer: on buffers that is a copy, "
                              "even when both are in place.",
                              *srcOp);
        d.reasons.push_back(d.cause == Cause::InputProgram
                                ? fmt::format("The input program copies here ({} at {}).", *srcOp, locText)
                                : why);
        d.related.push_back({"tensor op", OpRef{*srcOp, d.op.loc, "", 0}});
      } else {
        d.cause = Cause::BufferTypeMismatch;
        d.summary = fmt::format("{} copies between buffers of different types", describeOp(op));
        d.reasons.push_back(fmt::format(
            "While bufferizing {}, a buffer had to be handed over with a type (layout or memory space) that a "
            "cast cannot produce, so it is copied.",
            srcOp ? fmt::format("{} at {}", *srcOp, locText) : locText));
      }
    } else {  // memref.dealloc
      Value root = rootBuffer(op->getOperand(0));
      bool conditional = isConditionalFree(op);
      d.kind = conditional ? DecisionKind::ConditionalFree : DecisionKind::Dealloc;
      if (Operation *def = root.getDefiningOp())
        if (auto it = allocationOf.find(def); it != allocationOf.end()) od.frees = it->second;
      d.summary = fmt::format("{} {}frees {}", describeOp(op), conditional ? "conditionally " : "",
                              describeBufferOrigin(root, names));
      if (od.frees >= 0) d.related.push_back({"allocation", out[od.frees].decision.op});
      Operation *anchor = anchorOf(op);
      if (anchor && refs.ref(anchor).outputLine == 0) anchor = nullptr;  // not printed (an implicit yield)
      std::string where = anchor ? fmt::format("before {}", describeOp(anchor)) : fmt::format("at {}", locText);
      if (srcOp && *srcOp == "memref.dealloc") {
        d.cause = Cause::InputProgram;
        d.reasons.push_back(fmt::format("The input program frees this buffer at {}.", locText));
      } else if (!conditional) {
        Operation *def = root.getDefiningOp();
        std::string owns;
        if (def && def->getName() == "func.call")
          owns = fmt::format("The call at {} hands over ownership of what it returns", toSourceLoc(def->getLoc()).str());
        else if (def && isAllocationOp(def))
          owns = fmt::format("The buffer was allocated in this block ({})", describeOp(def));
        else
          owns = "This block owns the buffer (its ownership is statically known to be true here)";
        d.reasons.push_back(fmt::format(
            "{}; it is not returned, yielded or passed on, so it is freed {}, after its last use.", owns, where));
      } else {
        Operation *guard = op->getParentOp();
        std::vector<Decision::Related> related;
        std::string cond = describeOwnershipCondition(guard->getOperand(0), names, refs, related);
        d.related.insert(d.related.end(), related.begin(), related.end());
        d.reasons.push_back(fmt::format(
            "Whether this block owns the buffer depends on how control got here: it is freed {} only when {}.",
            where, cond));
      }
      if (anchor) d.related.push_back({"placed before", refs.ref(anchor)});
    }
    out.push_back(std::move(od));
  });

  // Memref arguments that no free releases: the caller keeps ownership.
  module->walk([&](Operation *op) {
    if (op->getName() != "func.func" || op->getNumRegions() == 0 || op->getRegion(0).empty()) return;
    Block &entry = op->getRegion(0).front();
    for (Value arg : entry.getArguments()) {
      if (!arg.getType().isa<BaseMemRefType>()) continue;
      bool freed = false;
      op->walk([&](Operation *inner) {
        if (isFreeOp(inner) && rootBuffer(inner->getOperand(0)) == arg) freed = true;
      });
      if (freed) continue;
      OutputDecision od;
      od.op = op;
      Decision &d = od.decision;
      d.kind = DecisionKind::NotOwned;
      d.function = enclosingFunction(op);
      d.op = refs.ref(op);
      d.op.value = names.getName(arg);
      d.summary = fmt::format("{} of @{} is not owned: never freed here", names.getName(arg), d.function);
      d.reasons.push_back(fmt::format(
          "{} is passed in by the caller, which keeps ownership (its ownership here is `false`): @{} may read, "
          "write, return or pass it on, but never frees it.",
          names.getName(arg), d.function));
      out.push_back(std::move(od));
    }
  });

  for (const RetainedRecord &r : retained) {
    OutputDecision od;
    Decision &d = od.decision;
    d.kind = DecisionKind::Retained;
    d.function = r.function;
    d.op = r.keptBy;
    d.summary = r.summary;
    d.reasons = r.reasons;
    if (r.hasBuffer) d.related.push_back({"buffer", r.buffer});
    out.push_back(std::move(od));
  }
  return out;
}

}  // namespace tbuf::explain

// Ownership reasoning read back from the IR (see ownership.h).
#include "explain/ownership.h"

#include <algorithm>

#include "absl/container/flat_hash_set.h"
#include "dialects/bufferization/bufferization_ops.h"
#include "explain/buffer_ops.h"
#include "explain/conflict_words.h"
#include "explain/source_index.h"
#include "fmt/format.h"
#include "ir/block.h"
#include "ir/region.h"

namespace tbuf::explain {

namespace {

std::optional<bool> constantBool(Value v) {
  Operation *def = v.getDefiningOp();
  if (!def || def->getName() != "arith.constant") return std::nullopt;
  if (auto attr = def->getAttr("value").dyn_cast<IntegerAttr>()) return attr.getInt() != 0;
  return std::nullopt;
}

std::string blockLine(Block *block) {
  if (!block->empty()) return fmt::format("the block at line {}", block->front().getLoc().line);
  return "an empty block";
}

/// The terminator that ends `op`'s block.
Operation *terminatorAfter(Operation *op) {
  Block *block = op->getBlock();
  return block && !block->empty() ? &block->back() : nullptr;
}

/// How `term` passes `value` on, or "" when it does not.
std::string passedOnBy(Operation *term, Value value) {
  Value root = rootBuffer(value);
  bool uses = false;
  for (Value operand : term->getOperands())
    if (operand == value || rootBuffer(operand) == root) uses = true;
  if (!uses) return "";
  std::string_view name = term->getName();
  if (name == "func.return") return "returned to the caller";
  if (name == "scf.yield" || name == "scf.condition") return "yielded to the enclosing op";
  if (name == "cf.br" || name == "cf.cond_br") return "passed to a successor block";
  return "passed on";
}

/// What a branch passes as an ownership flag.
std::string describePassedFlag(Value passed) {
  if (std::optional<bool> k = constantBool(passed)) return *k ? "true (owned)" : "false (not owned)";
  if (Operation *def = passed.getDefiningOp(); def && def->getName() == "bufferization.dealloc")
    return fmt::format("the ownership {} leaves to the value it retains", describeOp(def));
  return "a flag computed at run time";
}

}  // namespace

std::vector<RetainedRecord> collectRetained(
    Operation *module, const absl::flat_hash_map<std::string, std::vector<std::string>> &sourceOps) {
  std::vector<RetainedRecord> records;
  absl::flat_hash_set<std::string> seen;
  module->walk([&](Operation *op) {
    auto dealloc = dyn_cast<bufferization::DeallocOp>(op);
    if (!dealloc) return;
    Operation *term = terminatorAfter(op);
    for (Value retained : dealloc.getRetained()) {
      Value root = rootBuffer(retained);
      std::string how = term ? passedOnBy(term, retained) : "";
      std::string key = bufferKey(root) + "|" + (term ? toSourceLoc(term->getLoc()).str() : "");
      if (!seen.insert(key).second) continue;
      RetainedRecord record;
      record.function = enclosingFunction(op);
      Operation *keeper = term ? term : op;
      record.keptBy = opRef(keeper);
      // The buffer as the input names it: the op written at its location.
      Operation *owner = ownerOf(root);
      record.buffer = opRef(owner, root);
      record.hasBuffer = true;
      if (root.isa<OpResult>()) {
        auto it = sourceOps.find(record.buffer.loc.str());
        if (it != sourceOps.end() && !it->second.empty())
          record.buffer.opName = it->second.front();
        else
          record.hasBuffer = false;  // made by a pass: no op of the input to point at
      }
      record.key = bufferKey(root);
      if (!how.empty())
        record.reasons.push_back(fmt::format(
            "It is {} by {}: its ownership moves on with it, so it is not freed here (the deallocation there "
            "lists it as `retain`).",
            how, describeOp(term)));
      else
        record.reasons.push_back(fmt::format(
            "It is still used after the deallocation point at {} (it aliases a value that lives on), so the "
            "deallocation lists it as `retain` and does not free it.",
            describeOp(op)));
      std::string what = root.isa<BlockArgument>()
                             ? fmt::format("the buffer {} (argument #{} of {})", sourceName(root),
                                           root.cast<BlockArgument>().getArgNumber(), describeOp(ownerOf(root)))
                             : fmt::format("the buffer of {} at {}", record.buffer.opName, record.buffer.loc.str());
      record.summary = fmt::format("{} is retained at {}", what, describeOp(keeper));
      records.push_back(std::move(record));
    }
  });
  return records;
}

std::string describeBufferOrigin(Value root, const ValueNames &names) {
  if (auto result = root.dyn_cast<OpResult>()) {
    Operation *def = result.getOwner();
    if (def->getName() == "func.call") {
      return fmt::format("{} (result #{} of {}: a callee returns owned buffers, the caller frees them)",
                         names.getName(root), result.getResultNumber(), describeOp(def));
    }
    return fmt::format("{} ({})", names.getName(root), describeOp(def));
  }
  auto arg = root.cast<BlockArgument>();
  Block *block = arg.getOwner();
  if (block->isEntryBlock() && block->getParentOp() && block->getParentOp()->getName() == "func.func")
    return fmt::format("{} (an argument of {})", names.getName(root), describeOp(block->getParentOp()));
  return fmt::format("{} (argument #{} of {})", names.getName(root), arg.getArgNumber(), blockLine(block));
}

std::string describeOwnershipCondition(Value c, const ValueNames &names, const OutputRefs &refs,
                                       std::vector<Decision::Related> &related) {
  if (std::optional<bool> k = constantBool(c)) return *k ? "always" : "never";
  Operation *def = c.getDefiningOp();
  if (def) {
    std::string_view name = def->getName();
    if (name == "arith.xori" && def->getNumOperands() == 2) {
      for (int i = 0; i < 2; ++i)
        if (constantBool(def->getOperand(i)) == true)
          return fmt::format("not ({})", describeOwnershipCondition(def->getOperand(1 - i), names, refs, related));
    }
    if (name == "arith.andi" || name == "arith.ori") {
      // A constant side decides or drops out.
      bool isAnd = name == "arith.andi";
      for (int i = 0; i < 2; ++i)
        if (std::optional<bool> k = constantBool(def->getOperand(i))) {
          if (*k == !isAnd) return *k ? "always" : "never";
          return describeOwnershipCondition(def->getOperand(1 - i), names, refs, related);
        }
      return fmt::format("({}) {} ({})", describeOwnershipCondition(def->getOperand(0), names, refs, related),
                         name == "arith.andi" ? "and" : "or",
                         describeOwnershipCondition(def->getOperand(1), names, refs, related));
    }
    if (name == "arith.cmpi" && def->getNumOperands() == 2) {
      Operation *a = def->getOperand(0).getDefiningOp(), *b = def->getOperand(1).getDefiningOp();
      if (a && b && a->getName() == "memref.extract_aligned_pointer_as_index" &&
          b->getName() == "memref.extract_aligned_pointer_as_index") {
        related.push_back({"pointer comparison", refs.ref(def)});
        return fmt::format("{} is not the same buffer as {} (pointer comparison at run time, {})",
                           names.getName(a->getOperand(0)), names.getName(b->getOperand(0)), describeOp(def));
      }
    }
    related.push_back({"condition", refs.ref(def)});
    return fmt::format("{} (computed by {})", names.getName(c), describeOp(def));
  }
  auto arg = c.cast<BlockArgument>();
  Block *block = arg.getOwner();
  if (!block->isEntryBlock()) {
    // An ownership flag: what each predecessor passes.
    std::vector<std::string> from;
    for (Block *pred : block->getPredecessors()) {
      Operation *term = &pred->back();
      related.push_back({"branch", refs.ref(term)});
      std::string passes = "a flag computed at run time";
      for (unsigned s = 0; s < term->getNumSuccessors(); ++s) {
        if (term->getSuccessor(s) != block) continue;
        // Successor operands follow the branch's own operands; count from the end.
        unsigned numArgs = block->getNumArguments();
        std::vector<Value> operands = term->getOperands().vec();
        if (term->getName() == "cf.cond_br" && term->getNumSuccessors() == 2) {
          // cf.cond_br %c, ^t(ops...), ^f(ops...): operand segments.
          size_t trueCount = term->getSuccessor(0)->getNumArguments();
          size_t start = s == 0 ? 1 : 1 + trueCount;
          if (start + arg.getArgNumber() < operands.size()) {
            Value passed = operands[start + arg.getArgNumber()];
            passes = describePassedFlag(passed);
          }
        } else if (operands.size() >= numArgs) {
          passes = describePassedFlag(operands[operands.size() - numArgs + arg.getArgNumber()]);
        }
      }
      from.push_back(fmt::format("{} passes {}", describeOp(term), passes));
    }
    std::string joined;
    for (size_t i = 0; i < from.size(); ++i) joined += (i ? "; " : "") + from[i];
    return fmt::format("the ownership flag {} of {}, which depends on the branch taken ({})", names.getName(c),
                       blockLine(block), joined);
  }
  // An entry-block i1: a branch condition of the function.
  for (OpOperand &use : c.getUses()) {
    Operation *user = use.getOwner();
    if ((user->getName() == "cf.cond_br" || user->getName() == "scf.if") && use.getOperandNumber() == 0) {
      related.push_back({"branch", refs.ref(user)});
      return fmt::format("{} (the condition of {}, i.e. which branch was taken)", names.getName(c), describeOp(user));
    }
  }
  return fmt::format("{} (an argument of {})", names.getName(c), describeOp(block->getParentOp()));
}

Operation *anchorOf(Operation *op) {
  Operation *start = op;
  while (start->getParentOp() && start->getParentOp()->getName() == "scf.if") start = start->getParentOp();
  Location loc = op->getLoc();
  // Skip the other frees (and their guards and pointer computations) placed
  // at the same point.
  auto isBookkeeping = [](Operation *o) {
    std::string_view name = o->getName();
    return name == "memref.dealloc" || name == "scf.if" || name == "memref.extract_strided_metadata" ||
           name == "memref.extract_aligned_pointer_as_index" || name.substr(0, 6) == "arith.";
  };
  for (Operation *o = start; o; o = o->getNextNode())
    if (o != op && !isBookkeeping(o) && o->getLoc().line == loc.line && o->getLoc().col == loc.col &&
        o->getLoc().bufferId == loc.bufferId)
      return o;
  return nullptr;
}

}  // namespace tbuf::explain

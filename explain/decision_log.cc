// The recorder behind `tbuf explain` (see decision_log.h): turns the hooks of
// One-Shot Bufferize into Decisions while the tensor IR is alive.
#include "explain/decision_log.h"

#include "bufferize/one_shot_analysis.h"
#include "explain/conflict_words.h"
#include "explain/source_index.h"
#include "fmt/format.h"
#include "ir/block.h"
#include "ir/region.h"

namespace tbuf::explain {

using bufferization::OneShotAnalysisState;

namespace {

bool isTensor(Value v) { return v.getType().isa<TensorType>(); }

template <typename T> void eraseByRoot(std::vector<T> &items, std::vector<Operation *> &roots, Operation *root) {
  size_t out = 0;
  for (size_t i = 0; i < items.size(); ++i) {
    if (roots[i] == root) continue;
    if (out != i) {
      items[out] = std::move(items[i]);
      roots[out] = roots[i];
    }
    ++out;
  }
  items.resize(out);
  roots.resize(out);
}

std::string ordinalOperand(OpOperand &operand) {
  return fmt::format("operand #{} ({}) of {}", operand.getOperandNumber(), sourceName(operand.get()),
                     describeOp(operand.getOwner()));
}

}  // namespace

bool DecisionLog::isAnalysed(Operation *op) const {
  for (Operation *root : analysedRoots_)
    if (root->isAncestor(op)) return true;
  return false;
}

void DecisionLog::analysisStarted(Operation *root) {
  // A new state for the same root voids what the previous one decided.
  eraseByRoot(decisions_, decisionRoots_, root);
  eraseByRoot(aliasSets_, aliasSetRoots_, root);
  eraseByRoot(equivalenceSets_, equivalenceSetRoots_, root);
  decisionIndex_.clear();
  analysedRoots_.clear();
  pending_.clear();
  lastConflict_ = {};
  root_ = root;
}

void DecisionLog::conflictFound(OpOperand *read, OpOperand *write, Value definition) {
  lastConflict_ = {read, write, definition};
}

void DecisionLog::describeNonWritable(const OneShotAnalysisState &state, OpOperand &operand, Pending &pending) {
  // The read-only value among the aliases this write would reach.
  Value readOnly;
  auto find = [&](Value root) {
    state.applyOnAliases(root, [&](Value v) {
      if (!readOnly && !state.isWritable(v)) readOnly = v;
    });
  };
  find(operand.get());
  for (const bufferization::AliasingValue &alias : state.getAliasingValues(operand))
    if (!readOnly) find(alias.value);
  pending.cause = Cause::NonWritableBuffer;
  if (!readOnly) {
    pending.reasons.push_back("In place, the write would reach a buffer that may not be written.");
    return;
  }
  Operation *owner = ownerOf(readOnly);
  pending.related.push_back({"read-only", opRef(owner, readOnly)});
  std::string_view name = owner->getName();
  if (name == "arith.constant") {
    pending.cause = Cause::WriteToConstant;
    pending.reasons.push_back(fmt::format(
        "In place, {} would write into {}, a constant ({}): constants become read-only globals "
        "(memref.get_global), so the op writes into a copy.",
        describeOp(operand.getOwner()), sourceName(readOnly), describeOp(owner)));
  } else if (readOnly.isa<BlockArgument>() && name == "func.func") {
    pending.reasons.push_back(fmt::format(
        "In place, {} would write into the function argument {} of {}, which is read-only here (the caller's "
        "buffer: without bufferize-function-boundaries, or marked bufferization.writable = false), so the op "
        "writes into a copy.",
        describeOp(operand.getOwner()), sourceName(readOnly), describeOp(owner)));
  } else if (name == "bufferization.to_tensor") {
    pending.reasons.push_back(fmt::format(
        "In place, {} would write into {}, made by {} without `writable`: that buffer may not be written.",
        describeOp(operand.getOwner()), sourceName(readOnly), describeOp(owner)));
  } else {
    pending.reasons.push_back(fmt::format("In place, {} would write into {} ({}), which is not writable.",
                                          describeOp(operand.getOwner()), sourceName(readOnly), describeOp(owner)));
  }
}

void DecisionLog::operandDecided(const OneShotAnalysisState &state, OpOperand &operand, bool inPlace,
                                 bool wouldWriteNonWritable, bool forced) {
  Pending pending;
  pending.inPlace = inPlace;
  pending.forced = forced;
  Operation *op = operand.getOwner();
  const bufferization::BufferizableOpInterface *iface =
      bufferization::getBufferizableInterface(op, state.getOptions());
  if (forced) {
    pending.reasons.push_back(fmt::format(
        "{} must bufferize in place: it forwards the buffer of {} rather than computing a new one.",
        describeOp(op), sourceName(operand.get())));
  } else if (inPlace) {
    if (state.bufferizesToMemoryWrite(operand))
      pending.reasons.push_back(fmt::format(
          "In place: {} writes its result into the buffer of {}; no read of that buffer needs the old contents "
          "after the write.",
          describeOp(op), sourceName(operand.get())));
    else
      pending.reasons.push_back(fmt::format("In place: {} only reads or aliases {}; no copy is needed.",
                                            describeOp(op), sourceName(operand.get())));
  } else if (wouldWriteNonWritable) {
    describeNonWritable(state, operand, pending);
  } else if (lastConflict_.read) {
    ConflictWords words = describeConflict(operand, lastConflict_.read, lastConflict_.write, lastConflict_.definition);
    pending.cause = Cause::ReadAfterWrite;
    pending.reasons = std::move(words.reasons);
    pending.related = std::move(words.related);
    // A conflict with a write another decision put in place: the analysis
    // order (heuristic) decided which of the two gets the copy.
    OpOperand *write = lastConflict_.write;
    if (write != &operand) {
      auto it = pending_.find(write);
      if (it != pending_.end() && it->second.inPlace && !it->second.forced) {
        pending.cause = Cause::Heuristic;
        pending.reasons.push_back(fmt::format(
            "The analysis visited {} first (analysis heuristic) and put it in place; this operand then gets the "
            "copy.",
            describeOp(write->getOwner())));
      }
    }
    if (!iface || !bufferization::getBufferizableInterface(lastConflict_.write->getOwner(), state.getOptions())) {
      pending.cause = Cause::UnknownOp;
      pending.reasons.push_back(
          "An op without a bufferization model is involved: it is assumed to read and write every tensor "
          "operand.");
    }
  } else {
    pending.cause = iface ? Cause::ReadAfterWrite : Cause::UnknownOp;
    pending.reasons.push_back(iface ? "In place, a read of this buffer would see a write it must not see."
                                    : fmt::format("{} has no bufferization model: it is assumed to read and write "
                                                  "{}, so it gets a copy.",
                                                  describeOp(op), sourceName(operand.get())));
  }
  lastConflict_ = {};
  pending_[&operand] = std::move(pending);
}

void DecisionLog::analysisFinished(Operation *root, const OneShotAnalysisState &state) {
  analysedRoots_.push_back(root);
  // One decision per tensor operand of every op with one, as the
  // test-analysis-only annotation lists them.
  root->walk([&](Operation *op) {
    bool anyTensor = false;
    for (Value v : op->getOperands()) anyTensor |= isTensor(v);
    if (!anyTensor) return;
    for (OpOperand &operand : op->getOpOperands()) {
      if (!isTensor(operand.get())) continue;
      Decision d;
      bool inPlace = state.isInPlace(operand);
      d.kind = inPlace ? DecisionKind::InPlace : DecisionKind::OutOfPlace;
      d.function = enclosingFunction(op);
      d.op = opRef(op, operand.get());
      d.operandNumber = static_cast<int>(operand.getOperandNumber());
      d.summary = fmt::format("{} is {}", ordinalOperand(operand), inPlace ? "in place" : "out of place");
      auto it = pending_.find(&operand);
      if (it != pending_.end() && it->second.inPlace == inPlace) {
        d.cause = it->second.cause;
        d.reasons = it->second.reasons;
        d.related = it->second.related;
        d.notable = !inPlace || (!it->second.forced && state.bufferizesToMemoryWrite(operand));
      } else {
        d.notable = !inPlace;
        d.reasons.push_back("Not decided by the analysis of this op (it keeps the default).");
      }
      decisionIndex_[&operand] = static_cast<int>(decisions_.size());
      decisions_.push_back(std::move(d));
      decisionRoots_.push_back(root_);
    }
  });
  // Alias and equivalence sets with more than one member, in walk order.
  absl::flat_hash_map<Value, int> aliasOf, equivalentOf;
  auto addSets = [&](Value v) {
    if (!isTensor(v)) return;
    if (!aliasOf.contains(v)) {
      ValueSet set;
      set.function = enclosingFunction(ownerOf(v));
      std::vector<Value> members;
      state.applyOnAliases(v, [&](Value m) { members.push_back(m); });
      int index = members.size() > 1 ? static_cast<int>(aliasSets_.size()) : -1;
      for (Value m : members) aliasOf[m] = index;
      if (index >= 0) {
        set.id = index;
        for (Value m : members) set.members.push_back(opRef(ownerOf(m), m));
        aliasSets_.push_back(std::move(set));
        aliasSetRoots_.push_back(root_);
      }
    }
    if (!equivalentOf.contains(v)) {
      ValueSet set;
      set.function = enclosingFunction(ownerOf(v));
      std::vector<Value> members;
      state.applyOnEquivalenceClass(v, [&](Value m) { members.push_back(m); });
      int index = members.size() > 1 ? static_cast<int>(equivalenceSets_.size()) : -1;
      for (Value m : members) equivalentOf[m] = index;
      if (index >= 0) {
        set.id = index;
        for (Value m : members) set.members.push_back(opRef(ownerOf(m), m));
        equivalenceSets_.push_back(std::move(set));
        equivalenceSetRoots_.push_back(root_);
      }
    }
  };
  root->walk<WalkOrder::PreOrder>([&](Operation *op) {
    for (Region &r : op->getRegions())
      for (Block &b : r)
        for (Value arg : b.getArguments()) addSets(arg);
    for (Value v : op->getResults()) addSets(v);
  });
  for (auto &[operand, index] : decisionIndex_) {
    Decision &d = decisions_[index];
    if (d.aliasSet != -1 || d.equivalenceSet != -1) continue;
    if (auto it = aliasOf.find(operand->get()); it != aliasOf.end()) d.aliasSet = it->second;
    if (auto it = equivalentOf.find(operand->get()); it != equivalentOf.end()) d.equivalenceSet = it->second;
  }
}

void DecisionLog::tensorAllocated(OpBuilder &b, Operation *allocTensor, Value source, bool copy) {
  TensorAllocationRecord record;
  record.loc = toSourceLoc(allocTensor->getLoc());
  record.copy = copy;
  record.function = enclosingFunction(allocTensor);
  Operation *user = b.getInsertionPointOp();
  std::string what = copy ? "a copy of" : "a new buffer for";
  std::string sourceText = sourceName(source);

  // An operand copy: the op right after the copy has `source` as an
  // operand the analysis left out of place.
  auto findOutOfPlace = [&](Operation *op, bool resultCopy) -> int {
    if (!op) return -1;
    for (OpOperand &operand : op->getOpOperands()) {
      if (!resultCopy && operand.get() != source) continue;
      auto it = decisionIndex_.find(&operand);
      if (it != decisionIndex_.end() && decisions_[it->second].kind == DecisionKind::OutOfPlace) return it->second;
    }
    return -1;
  };
  int decision = findOutOfPlace(user, false);
  Operation *resultOwner = source.isa<OpResult>() ? source.getDefiningOp() : nullptr;
  if (decision < 0 && resultOwner) decision = findOutOfPlace(resultOwner, true);
  if (decision >= 0) {
    const Decision &d = decisions_[decision];
    record.decision = decision;
    record.cause = d.cause;
    record.summary = fmt::format("{} {} for operand #{} of {}, which is out of place", what, sourceText,
                                 d.operandNumber, d.op.opName);
    record.related.push_back({"out-of-place operand", d.op});
  } else if (user && (user->getName() == "scf.yield" || user->getName() == "scf.condition")) {
    Operation *parent = user->getParentOp();
    record.cause = Cause::NonEquivalentYield;
    record.summary = fmt::format("{} {} yielded by {}", what, sourceText, describeOp(user));
    record.reasons.push_back(fmt::format(
        "{} yields {}, which is not the buffer of the loop's iter_arg (it may alias a buffer from outside the "
        "loop): the next iteration gets a fresh buffer with a copy of it.",
        describeOp(user), sourceText));
    record.related.push_back({"loop", opRef(parent)});
  } else if (user && user->getName() == "func.return") {
    record.cause = Cause::NonEquivalentReturn;
    record.summary = fmt::format("{} {} returned by {}", what, sourceText, describeOp(user));
    record.reasons.push_back(fmt::format(
        "{} returns {}, which aliases another returned value that is not a function argument: the result gets "
        "its own buffer so the caller can own each result separately.",
        describeOp(user), sourceText));
  } else if (user && user->getName() == "tensor.collapse_shape") {
    record.cause = Cause::NonContiguousReshape;
    record.summary = fmt::format("{} {} for {}", what, sourceText, describeOp(user));
    record.reasons.push_back(fmt::format(
        "The buffer of {} has a layout whose collapsed dimensions are not contiguous: {} collapses a contiguous "
        "copy.",
        sourceText, describeOp(user)));
  } else if (!isAnalysed(allocTensor)) {
    record.cause = Cause::CopyBeforeWrite;
    record.summary = fmt::format("{} {} before a write (copy-before-write)", what, sourceText);
    record.reasons.push_back(
        "The analysis did not run here (copy-before-write, or the function is in no-analysis-func-filter): "
        "every operand that is written gets a copy.");
  } else {
    record.cause = Cause::NewBuffer;
    record.summary = fmt::format("{} {} made while bufferizing {}", what, sourceText, describeOp(user));
    record.reasons.push_back(fmt::format("{} needs a buffer of its own for {}.", describeOp(user), sourceText));
  }
  if (user) record.related.push_back({"user", opRef(user)});
  allocations_.push_back(std::move(record));
}

}  // namespace tbuf::explain

// Mutable successor operands of branch terminators (see successor_operands.h).
#include "transforms/successor_operands.h"

#include <algorithm>

#include "ir/control_flow_interfaces.h"

namespace tbuf {

namespace {

/// Where the operands of one successor live: the operand range plus the
/// segment (and case segment) entries that count them.
struct Slot {
  SuccessorOperandRange range;
  int segment = -1;      ///< index in operandSegmentSizes, -1 if none
  int caseSegment = -1;  ///< index in case_operand_segments, -1 if none
};

std::optional<Slot> computeSlot(Operation *term, unsigned succ) {
  unsigned numSuccs = term->getNumSuccessors();
  if (succ >= numSuccs) return std::nullopt;
  auto segAttr = term->getAttrOfType<DenseArrayAttr>("operandSegmentSizes");
  Slot slot;
  if (!segAttr) {
    if (numSuccs != 1) return std::nullopt;
    slot.range = {0, term->getNumOperands()};
    return slot;
  }
  ArrayRef<int64_t> segs = segAttr.asInts();
  std::vector<unsigned> starts(segs.size());
  unsigned acc = 0;
  for (size_t i = 0; i < segs.size(); ++i) {
    if (segs[i] < 0) return std::nullopt;
    starts[i] = acc;
    acc += segs[i];
  }
  if (acc != term->getNumOperands()) return std::nullopt;
  if (auto caseAttr = term->getAttrOfType<DenseArrayAttr>("case_operand_segments")) {
    ArrayRef<int64_t> cases = caseAttr.asInts();
    if (segs.size() < 2 || cases.size() + 1 != numSuccs) return std::nullopt;
    size_t last = segs.size() - 1;
    if (succ == 0) {
      slot.segment = last - 1;
      slot.range = {starts[last - 1], static_cast<unsigned>(segs[last - 1])};
      return slot;
    }
    int64_t sum = 0;
    for (int64_t c : cases) {
      if (c < 0) return std::nullopt;
      sum += c;
    }
    if (sum != segs[last]) return std::nullopt;
    unsigned begin = starts[last];
    for (unsigned c = 0; c + 1 < succ; ++c) begin += cases[c];
    slot.segment = last;
    slot.caseSegment = succ - 1;
    slot.range = {begin, static_cast<unsigned>(cases[succ - 1])};
    return slot;
  }
  if (segs.size() < numSuccs) return std::nullopt;
  slot.segment = segs.size() - numSuccs + succ;
  slot.range = {starts[slot.segment], static_cast<unsigned>(segs[slot.segment])};
  return slot;
}

/// The slot of successor `succ`, if `term` is a branch op whose interface
/// agrees with the computed layout.
std::optional<Slot> getCheckedSlot(Operation *term, unsigned succ) {
  const BranchOpInterface *iface = term->getInterface<BranchOpInterface>();
  if (!iface) return std::nullopt;
  std::optional<Slot> slot = computeSlot(term, succ);
  if (!slot) return std::nullopt;
  std::vector<OpOperand *> operands = iface->getSuccessorOperands(term, succ);
  if (operands.size() != slot->range.count) return std::nullopt;
  for (unsigned k = 0; k < operands.size(); ++k)
    if (operands[k] != &term->getOpOperand(slot->range.begin + k)) return std::nullopt;
  return slot;
}

void adjustSegments(Operation *term, const Slot &slot, int64_t delta) {
  if (slot.segment >= 0) {
    auto segAttr = term->getAttrOfType<DenseArrayAttr>("operandSegmentSizes");
    std::vector<int64_t> segs(segAttr.asInts().begin(), segAttr.asInts().end());
    segs[slot.segment] += delta;
    term->setAttr("operandSegmentSizes", DenseArrayAttr::get(segAttr.getElementType(), segs, {}));
  }
  if (slot.caseSegment >= 0) {
    auto caseAttr = term->getAttrOfType<DenseArrayAttr>("case_operand_segments");
    std::vector<int64_t> cases(caseAttr.asInts().begin(), caseAttr.asInts().end());
    cases[slot.caseSegment] += delta;
    term->setAttr("case_operand_segments", DenseArrayAttr::get(caseAttr.getElementType(), cases, {}));
  }
}

}  // namespace

std::optional<SuccessorOperandRange> getSuccessorOperandRange(Operation *term, unsigned succ) {
  std::optional<Slot> slot = getCheckedSlot(term, succ);
  if (!slot) return std::nullopt;
  return slot->range;
}

bool hasKnownSuccessorOperands(Operation *term) {
  if (!term->getInterface<BranchOpInterface>()) return false;
  for (unsigned i = 0; i < term->getNumSuccessors(); ++i)
    if (!getCheckedSlot(term, i)) return false;
  return true;
}

BlockArgument getSuccessorBlockArgument(Operation *term, unsigned operandIndex) {
  for (unsigned i = 0; i < term->getNumSuccessors(); ++i) {
    std::optional<Slot> slot = getCheckedSlot(term, i);
    if (!slot) return BlockArgument();
    if (operandIndex >= slot->range.begin && operandIndex < slot->range.begin + slot->range.count) {
      unsigned argIndex = operandIndex - slot->range.begin;
      Block *dest = term->getSuccessor(i);
      if (argIndex < dest->getNumArguments()) return dest->getArgument(argIndex);
      return BlockArgument();
    }
  }
  return BlockArgument();
}

bool eraseSuccessorOperands(Operation *term, unsigned succ, std::vector<unsigned> positions) {
  std::optional<Slot> slot = getCheckedSlot(term, succ);
  if (!slot) return false;
  std::sort(positions.begin(), positions.end());
  positions.erase(std::unique(positions.begin(), positions.end()), positions.end());
  if (positions.empty()) return true;
  if (positions.back() >= slot->range.count) return false;
  std::vector<Value> operands;
  operands.reserve(term->getNumOperands());
  size_t next = 0;
  for (unsigned i = 0; i < term->getNumOperands(); ++i) {
    if (next < positions.size() && i == slot->range.begin + positions[next]) {
      ++next;
      continue;
    }
    operands.push_back(term->getOperand(i));
  }
  term->setOperands(operands);
  adjustSegments(term, *slot, -static_cast<int64_t>(positions.size()));
  return true;
}

bool appendSuccessorOperands(Operation *term, unsigned succ, ArrayRef<Value> values) {
  std::optional<Slot> slot = getCheckedSlot(term, succ);
  if (!slot) return false;
  if (values.empty()) return true;
  term->insertOperands(slot->range.begin + slot->range.count, values);
  adjustSegments(term, *slot, static_cast<int64_t>(values.size()));
  return true;
}

}  // namespace tbuf

// Read-after-write conflicts in words (see conflict_words.h). The order
// arguments mirror the rules of the analysis' conflict check
// (bufferize/one_shot_analysis_conflicts.cc): a pair conflicts when the read
// does not happen before the write, the regions are not mutually exclusive
// and no subset rule applies; here we only name the structural reason.
#include "explain/conflict_words.h"

#include <algorithm>

#include "explain/source_index.h"
#include "fmt/format.h"
#include "ir/block.h"
#include "ir/dominance.h"
#include "ir/region.h"

namespace tbuf::explain {

std::string describeOp(Operation *op) {
  if (!op) return "<none>";
  return fmt::format("{} at {}", op->getName(), toSourceLoc(op->getLoc()).str());
}

namespace {

bool isLoopOp(Operation *op) {
  std::string_view name = op->getName();
  return name == "scf.for" || name == "scf.while" || name == "scf.forall" || name == "scf.parallel" ||
         name == "affine.for";
}

bool isBranchingOp(Operation *op) {
  std::string_view name = op->getName();
  return name == "scf.if" || name == "scf.index_switch" || name == "scf.execute_region";
}

/// The closest loop around `read` that also contains `write` but not the
/// definition's owner.
Operation *sharedLoop(Operation *read, Operation *write, Value definition) {
  Operation *defOwner = ownerOf(definition);
  for (Operation *p = read->getParentOp(); p; p = p->getParentOp()) {
    if (!isLoopOp(p)) continue;
    if (!p->isAncestor(write)) continue;
    // A definition inside the loop body is redefined every iteration.
    if (definition.isa<OpResult>() && p->isProperAncestor(defOwner)) continue;
    if (definition.isa<BlockArgument>() && defOwner == p) continue;
    return p;
  }
  return nullptr;
}

/// A branch op around `write` that is not around `read` (the write only
/// happens when that branch is taken).
Operation *branchAroundWrite(Operation *read, Operation *write) {
  for (Operation *p = write->getParentOp(); p; p = p->getParentOp()) {
    if (p->isAncestor(read)) return nullptr;
    if (isBranchingOp(p)) return p;
  }
  return nullptr;
}

bool reaches(Block *from, Block *to) {
  std::vector<Block *> work = from->getSuccessors();
  std::vector<Block *> seen;
  while (!work.empty()) {
    Block *b = work.back();
    work.pop_back();
    if (b == to) return true;
    if (std::find(seen.begin(), seen.end(), b) != seen.end()) continue;
    seen.push_back(b);
    for (Block *s : b->getSuccessors()) work.push_back(s);
  }
  return false;
}

std::string blockName(Block *block) {
  if (!block->empty()) return fmt::format("the block at line {}", block->front().getLoc().line);
  return "an empty block";
}

}  // namespace

ConflictWords describeConflict(OpOperand &decided, OpOperand *read, OpOperand *write, Value definition) {
  ConflictWords words;
  Operation *readOp = read->getOwner();
  Operation *writeOp = write->getOwner();
  Operation *defOp = ownerOf(definition);
  std::string defName = sourceName(definition);
  words.related.push_back({"write", opRef(writeOp, write->get())});
  words.related.push_back({"read", opRef(readOp, read->get())});
  words.related.push_back({"definition", opRef(defOp, definition)});

  std::string defText = definition.isa<BlockArgument>()
                            ? fmt::format("{} (an argument of {})", defName, describeOp(defOp))
                            : fmt::format("{} (defined by {})", defName, describeOp(defOp));
  if (write == &decided) {
    words.reasons.push_back(fmt::format("In place, {} would write into the buffer of {}.", describeOp(writeOp),
                                        defText));
  } else if (defOp == decided.getOwner()) {
    words.reasons.push_back(fmt::format(
        "In place, {} would produce {} in the same buffer that {} writes in place (operand #{}).",
        describeOp(decided.getOwner()), defName, describeOp(writeOp), write->getOperandNumber()));
  } else {
    words.reasons.push_back(fmt::format(
        "In place, {} would make its result share the buffer of {}, which {} writes in place (operand #{}).",
        describeOp(decided.getOwner()), defText, describeOp(writeOp), write->getOperandNumber()));
  }
  words.reasons.push_back(fmt::format("{} reads {} from that buffer (operand #{}) and would see the write.",
                                      describeOp(readOp), sourceName(read->get()), read->getOperandNumber()));

  // Why no order of the two helps.
  if (Operation *loop = sharedLoop(readOp, writeOp, definition)) {
    words.related.push_back({"loop", opRef(loop)});
    words.reasons.push_back(fmt::format(
        "Both are inside the loop {}, which does not contain the definition: the read of the next iteration "
        "would see the write of this one, whatever their order in the body.",
        describeOp(loop)));
    return words;
  }
  Block *readBlock = readOp->getBlock(), *writeBlock = writeOp->getBlock();
  if (readBlock && writeBlock && readBlock != writeBlock && readBlock->getParent() == writeBlock->getParent() &&
      reaches(readBlock, writeBlock) && reaches(writeBlock, readBlock)) {
    words.reasons.push_back(fmt::format(
        "{} (read) and {} (write) branch to each other in a cycle, so the write can run before the read.",
        blockName(readBlock), blockName(writeBlock)));
    return words;
  }
  if (Operation *branch = branchAroundWrite(readOp, writeOp)) {
    words.related.push_back({"branch", opRef(branch)});
    words.reasons.push_back(fmt::format(
        "The write is inside a branch of {}, which runs before the read: when that branch is taken the read "
        "sees the write (only the two branches of one op exclude each other).",
        describeOp(branch)));
    return words;
  }
  DominanceInfo dom;
  if (readOp == writeOp) {
    words.reasons.push_back(fmt::format(
        "The op reads operand #{} and writes operand #{} of the same buffer, and does not access them element by "
        "element in lockstep.",
        read->getOperandNumber(), write->getOperandNumber()));
  } else if (readBlock == writeBlock && writeOp->isBeforeInBlock(readOp)) {
    words.reasons.push_back(fmt::format(
        "The write comes first in the same block (line {} before line {}), and the read needs the value from "
        "before the write: no order of the two keeps both on one buffer.",
        writeOp->getLoc().line, readOp->getLoc().line));
  } else if (dom.properlyDominates(writeOp, readOp)) {
    words.reasons.push_back("The write dominates the read: every path to the read passes the write first.");
  } else if (readBlock && writeBlock && readBlock != writeBlock && reaches(writeBlock, readBlock)) {
    words.reasons.push_back(fmt::format("{} (write) can branch to {} (read): on that path the read sees the write.",
                                        blockName(writeBlock), blockName(readBlock)));
  } else {
    words.reasons.push_back("The read does not happen before the write on every path, so it may see the write.");
  }
  return words;
}

}  // namespace tbuf::explain

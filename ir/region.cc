// Region: the intrusive block list, body transfer and deep cloning.
#include "ir/operation.h"

#include "ir/ir_mapping.h"

namespace tbuf {

Region::~Region() { clear(); }

Region *Region::getParentRegion() const { return parent_ ? parent_->getParentRegion() : nullptr; }

unsigned Region::getRegionNumber() const {
  return static_cast<unsigned>(this - &parent_->getRegion(0));
}

Context *Region::getContext() const { return parent_ ? parent_->getContext() : nullptr; }

Location Region::getLoc() const { return parent_ ? parent_->getLoc() : Location::unknown(); }

size_t Region::getNumBlocks() const {
  size_t n = 0;
  for (Block *b = first_; b; b = b->next_) ++n;
  return n;
}

void Region::insertBefore(Block *before, Block *b) {
  b->parent_ = this;
  Block *prev = before ? before->prev_ : last_;
  b->prev_ = prev;
  b->next_ = before;
  if (prev) prev->next_ = b; else first_ = b;
  if (before) before->prev_ = b; else last_ = b;
}

void Region::remove(Block *b) {
  if (b->prev_) b->prev_->next_ = b->next_; else first_ = b->next_;
  if (b->next_) b->next_->prev_ = b->prev_; else last_ = b->prev_;
  b->prev_ = b->next_ = nullptr;
  b->parent_ = nullptr;
}

void Region::splice(Block *before, Region &other) {
  while (Block *b = other.first_) {
    other.remove(b);
    insertBefore(before, b);
  }
}

void Region::takeBody(Region &other) {
  clear();
  splice(nullptr, other);
}

void Region::clear() {
  // Blocks can be deleted in any order: a block's destructor detaches the
  // uses of its arguments and the branches to it, its ops' destructors
  // those of their results.
  while (Block *b = first_) {
    remove(b);
    delete b;
  }
}

std::vector<Value> Region::getArguments() const {
  if (!first_) return {};
  return first_->getArguments();
}

bool Region::isAncestor(Region *other) const {
  for (Region *r = other; r; r = r->getParentRegion())
    if (r == this) return true;
  return false;
}

void Region::cloneInto(Region *dest, Block *before, IRMapping &mapping) const {
  if (!first_) return;
  // First create every block (and map its arguments) so that successors and
  // values defined in later blocks can be remapped.
  std::vector<std::pair<Block *, Block *>> blocks;
  for (Block *b = first_; b; b = b->next_) {
    auto *nb = new Block();
    for (unsigned i = 0; i < b->getNumArguments(); ++i) {
      BlockArgument a = b->getArgument(i);
      mapping.map(Value(a), Value(nb->addArgument(a.getType(), a.getLoc())));
    }
    mapping.map(b, nb);
    dest->insertBefore(before, nb);
    blocks.push_back({b, nb});
  }
  for (auto &[b, nb] : blocks)
    for (Operation *op = b->first_; op; op = op->next_) nb->push_back(op->clone(mapping));
  // Operands that referred to values defined later in region order.
  for (auto &[b, nb] : blocks) {
    (void)b;
    for (Operation *op = nb->first_; op; op = op->next_) {
      op->walk([&](Operation *nested) {
        for (OpOperand &operand : nested->getOpOperands())
          if (Value m = mapping.lookupOrNull(operand.get())) operand.set(m);
      });
    }
  }
}

void Region::dropAllReferences() {
  for (Block *b = first_; b; b = b->next_) b->dropAllReferences();
}

}  // namespace tbuf

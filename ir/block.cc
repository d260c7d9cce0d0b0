// Block: argument management, the intrusive op list with lazily maintained
// order indices, CFG queries and splitting.
#include "ir/operation.h"

#include <algorithm>

namespace tbuf {
namespace {
/// Gap between consecutive order indices so most insertions need no renumbering.
constexpr uint32_t kOrderStride = 8;
}  // namespace

Block::~Block() {
  // Ops can be deleted in any order without dropping references first: an
  // op's destructor detaches the remaining uses of its results and unlinks its
  // own operands. (Dropping first at every level would visit an op once per
  // enclosing region, quadratic in the nesting depth.)
  for (Operation *op = first_; op;) {
    Operation *next = op->next_;
    op->block_ = nullptr;
    op->prev_ = op->next_ = nullptr;
    Operation::destroy(op);
    op = next;
  }
  first_ = last_ = nullptr;
  numOpsWithSuccessors_ = 0;
  for (auto &arg : args_)
    while (OpOperand *u = arg->firstUse) u->set(Value());
  // Unlink predecessor edges pointing here.
  while (BlockOperand *u = firstUse_) u->set(nullptr);
}

Operation *Block::getParentOp() const { return parent_ ? parent_->getParentOp() : nullptr; }

bool Block::isEntryBlock() const { return parent_ && &parent_->front() == this; }

std::vector<Value> Block::getArguments() const {
  std::vector<Value> r;
  r.reserve(args_.size());
  for (const auto &a : args_) r.push_back(Value(a.get()));
  return r;
}

std::vector<Type> Block::getArgumentTypes() const {
  std::vector<Type> r;
  for (const auto &a : args_) r.push_back(a->getType());
  return r;
}

BlockArgument Block::addArgument(Type type, Location loc) { return insertArgument(args_.size(), type, loc); }

BlockArgument Block::insertArgument(unsigned index, Type type, Location loc) {
  auto impl = std::make_unique<detail::BlockArgumentImpl>(type, this, loc);
  detail::ValueImpl *raw = impl.get();
  args_.insert(args_.begin() + index, std::move(impl));
  for (unsigned i = index; i < args_.size(); ++i) args_[i]->index = i;
  return BlockArgument(raw);
}

void Block::eraseArgument(unsigned index) {
  args_.erase(args_.begin() + index);
  for (unsigned i = index; i < args_.size(); ++i) args_[i]->index = i;
}

Operation *Block::getTerminator() const {
  if (!last_ || !last_->hasTrait(OpTrait::Terminator)) return nullptr;
  return last_;
}

void Block::insertBefore(Operation *before, Operation *op) {
  op->block_ = this;
  Operation *prev = before ? before->prev_ : last_;
  op->prev_ = prev;
  op->next_ = before;
  if (prev) prev->next_ = op; else first_ = op;
  if (before) before->prev_ = op; else last_ = op;
  if (op->numSuccessors_ != 0) ++numOpsWithSuccessors_;
  if (!orderValid_) return;
  // Keep the order valid when there is room between the neighbours.
  if (!before) {
    op->orderIndex_ = prev ? prev->orderIndex_ + kOrderStride : kOrderStride;
    if (prev && op->orderIndex_ < prev->orderIndex_) orderValid_ = false;  // overflow
    return;
  }
  uint32_t lo = prev ? prev->orderIndex_ : 0;
  uint32_t hi = before->orderIndex_;
  if (hi - lo > 1) op->orderIndex_ = lo + (hi - lo) / 2;
  else orderValid_ = false;
}

void Block::splice(Operation *before, Block *other, Operation *first) {
  if (!first) first = other->first_;
  std::vector<Operation *> moving;
  for (Operation *op = first; op; op = op->next_) moving.push_back(op);
  for (Operation *op : moving) {
    op->remove();
    insertBefore(before, op);
  }
}

size_t Block::getNumOps() const {
  size_t n = 0;
  for (Operation *op = first_; op; op = op->next_) ++n;
  return n;
}

std::vector<Operation *> Block::getOpsVector() const {
  std::vector<Operation *> r;
  for (Operation *op = first_; op; op = op->next_) r.push_back(op);
  return r;
}

std::vector<Block *> Block::getPredecessors() const {
  std::vector<Block *> r;
  for (BlockOperand *u = firstUse_; u; u = u->getNextUse()) r.push_back(u->getOwner()->getBlock());
  return r;
}

Block *Block::getSinglePredecessor() const {
  if (!firstUse_ || firstUse_->getNextUse()) return nullptr;
  return firstUse_->getOwner()->getBlock();
}

Block *Block::getUniquePredecessor() const {
  Block *unique = nullptr;
  for (BlockOperand *u = firstUse_; u; u = u->getNextUse()) {
    Block *b = u->getOwner()->getBlock();
    if (unique && unique != b) return nullptr;
    unique = b;
  }
  return unique;
}

std::vector<Block *> Block::getSuccessors() const {
  if (!last_) return {};
  return last_->getSuccessors();
}

Block *Block::splitBlock(Operation *splitBefore) {
  auto *newBlock = new Block();
  parent_->insertBefore(next_, newBlock);
  if (splitBefore) newBlock->splice(nullptr, this, splitBefore);
  return newBlock;
}

void Block::erase() {
  if (parent_) parent_->remove(this);
  delete this;
}

void Block::dropAllReferences() {
  for (Operation *op = first_; op; op = op->next_) op->dropAllReferences();
}

void Block::moveBefore(Block *other) {
  if (parent_) parent_->remove(this);
  other->parent_->insertBefore(other, this);
}

void Block::recomputeOpOrder() {
  uint32_t i = 0;
  for (Operation *op = first_; op; op = op->next_) op->orderIndex_ = (i += kOrderStride);
  orderValid_ = true;
}

}  // namespace tbuf

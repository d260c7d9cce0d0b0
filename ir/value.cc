// Use-list maintenance for OpOperand/BlockOperand and Value queries.
#include "ir/value.h"

#include "ir/operation.h"

namespace tbuf {


void OpOperand::init(Operation *owner, Value v) {
  owner_ = owner;
  value_ = v.getImpl();
  link();
}

void OpOperand::link() {
  if (!value_) return;
  next_ = value_->firstUse;
  if (next_) next_->back_ = &next_;
  back_ = &value_->firstUse;
  value_->firstUse = this;
}

void OpOperand::unlink() {
  if (!back_) return;
  *back_ = next_;
  if (next_) next_->back_ = back_;
  back_ = nullptr;
  next_ = nullptr;
}

void OpOperand::set(Value v) {
  if (v.getImpl() == value_) return;
  unlink();
  value_ = v.getImpl();
  link();
}

unsigned OpOperand::getOperandNumber() const {
  return static_cast<unsigned>(this - &owner_->getOpOperand(0));
}

void BlockOperand::unlink() {
  if (!back_) return;
  *back_ = next_;
  if (next_) next_->back_ = back_;
  back_ = nullptr;
  next_ = nullptr;
}

void BlockOperand::set(Block *b) {
  if (b == block_) return;
  unlink();
  block_ = b;
  if (!b) return;
  next_ = b->firstUse_;
  if (next_) next_->back_ = &next_;
  back_ = &b->firstUse_;
  b->firstUse_ = this;
}

unsigned BlockOperand::getOperandNumber() const {
  return static_cast<unsigned>(this - &owner_->getBlockOperand(0));
}


Block *Value::getParentBlock() const {
  if (impl_->isBlockArgument()) return static_cast<detail::BlockArgumentImpl *>(impl_)->owner;
  return detail::resultOwner(impl_)->getBlock();
}

Region *Value::getParentRegion() const {
  Block *b = getParentBlock();
  return b ? b->getParent() : nullptr;
}

Location Value::getLoc() const {
  if (impl_->isBlockArgument()) return static_cast<detail::BlockArgumentImpl *>(impl_)->loc;
  return detail::resultOwner(impl_)->getLoc();
}

std::vector<Operation *> Value::getUsers() const {
  std::vector<Operation *> users;
  for (OpOperand &u : getUses()) users.push_back(u.getOwner());
  return users;
}

void Value::replaceAllUsesWith(Value newValue) const {
  if (newValue == *this) return;
  while (OpOperand *u = impl_->firstUse) u->set(newValue);
}

void Value::replaceAllUsesExcept(Value newValue, Operation *exceptedUser) const {
  for (OpOperand &u : getUses())
    if (u.getOwner() != exceptedUser) u.set(newValue);
}

void Value::dropAllUses() const {
  while (OpOperand *u = impl_->firstUse) u->set(Value());
}

}  // namespace tbuf

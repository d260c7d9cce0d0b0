// RewriterBase: IR mutations that notify a listener (used by pattern drivers).
#include "ir/rewriter.h"

namespace tbuf {

void RewriterBase::replaceOp(Operation *op, ArrayRef<Value> values) {
  if (rewriteListener_) rewriteListener_->notifyOperationReplaced(op, values);
  for (unsigned i = 0; i < op->getNumResults() && i < values.size(); ++i) {
    Value r = op->getResult(i);
    for (OpOperand &use : r.getUses()) {
      Operation *owner = use.getOwner();
      use.set(values[i]);
      notifyModified(owner);
    }
  }
  eraseOp(op);
}

void RewriterBase::replaceOp(Operation *op, Operation *newOp) { replaceOp(op, newOp->getResults().vec()); }

void RewriterBase::eraseOp(Operation *op) {
  if (rewriteListener_) {
    // Notify nested ops first (post-order), then the op itself; most erased
    // ops have no regions, and they skip the walk.
    if (op->getNumRegions() == 0)
      rewriteListener_->notifyOperationErased(op);
    else
      op->walk([&](Operation *nested) { rewriteListener_->notifyOperationErased(nested); });
  }
  op->erase();
}

void RewriterBase::eraseBlock(Block *block) {
  if (rewriteListener_) {
    for (Operation *op : block->getOpsVector())
      op->walk([&](Operation *nested) { rewriteListener_->notifyOperationErased(nested); });
    rewriteListener_->notifyBlockErased(block);
  }
  block->erase();
}

void RewriterBase::replaceAllUsesWith(Value from, Value to) {
  for (OpOperand &use : from.getUses()) {
    Operation *owner = use.getOwner();
    use.set(to);
    notifyModified(owner);
  }
}

void RewriterBase::replaceAllUsesExcept(Value from, Value to, Operation *except) {
  replaceUsesWithIf(from, to, [&](OpOperand &use) { return use.getOwner() != except; });
}

void RewriterBase::inlineRegionBefore(Region &region, Region &parent, Block *before) {
  parent.splice(before, region);
}

void RewriterBase::inlineBlockBefore(Block *source, Block *dest, Operation *before, ArrayRef<Value> argValues) {
  for (unsigned i = 0; i < source->getNumArguments() && i < argValues.size(); ++i)
    replaceAllUsesWith(source->getArgument(i), argValues[i]);
  for (Operation *op : source->getOpsVector()) {
    op->remove();
    dest->insertBefore(before, op);
    if (listener_) listener_->notifyOperationInserted(op);
  }
  eraseBlock(source);
}

void RewriterBase::inlineBlockBefore(Block *source, Operation *before, ArrayRef<Value> argValues) {
  inlineBlockBefore(source, before->getBlock(), before, argValues);
}

void RewriterBase::mergeBlocks(Block *source, Block *dest, ArrayRef<Value> argValues) {
  inlineBlockBefore(source, dest, nullptr, argValues);
}

Block *RewriterBase::splitBlock(Block *block, Operation *before) { return block->splitBlock(before); }

void RewriterBase::moveOpBefore(Operation *op, Operation *existing) {
  op->moveBefore(existing);
  if (listener_) listener_->notifyOperationInserted(op);
}

void RewriterBase::moveOpAfter(Operation *op, Operation *existing) {
  op->moveAfter(existing);
  if (listener_) listener_->notifyOperationInserted(op);
}

}  // namespace tbuf

// RewriterBase: an OpBuilder that also mutates IR (erase, replace, move,
// inline) and reports every change to a listener, so pattern drivers can keep
// their worklists in sync. IRRewriter is the plain concrete rewriter.
#pragma once

#include "ir/builder.h"

namespace tbuf {

class RewriterBase : public OpBuilder {
 public:
  class Listener : public OpBuilder::Listener {
   public:
    virtual void notifyOperationModified(Operation *) {}
    virtual void notifyOperationReplaced(Operation *, ArrayRef<Value>) {}
    /// Called before `op` (and each nested op) is erased.
    virtual void notifyOperationErased(Operation *) {}
    virtual void notifyBlockErased(Block *) {}
  };

  using OpBuilder::OpBuilder;

  void setRewriteListener(Listener *l) { rewriteListener_ = l; setListener(l); }
  Listener *getRewriteListener() const { return rewriteListener_; }

  /// Replaces all uses of `op`'s results by `values` and erases `op`.
  void replaceOp(Operation *op, ArrayRef<Value> values);
  void replaceOp(Operation *op, Operation *newOp);
  template <typename OpT, typename... Args> OpT replaceOpWithNewOp(Operation *op, Args &&...args) {
    setInsertionPoint(op);
    OpT newOp = create<OpT>(op->getLoc(), std::forward<Args>(args)...);
    replaceOp(op, newOp.getOperation());
    return newOp;
  }
  /// Erases `op` (its results must be unused) and nested ops.
  void eraseOp(Operation *op);
  void eraseBlock(Block *block);
  void replaceAllUsesWith(Value from, Value to);
  void replaceAllUsesExcept(Value from, Value to, Operation *except);
  template <typename Pred> void replaceUsesWithIf(Value from, Value to, Pred pred) {
    for (OpOperand &use : from.getUses()) {
      if (!pred(use)) continue;
      Operation *owner = use.getOwner();
      use.set(to);
      notifyModified(owner);
    }
  }
  /// Runs `fn` (which changes `op` in place) and notifies the listener.
  template <typename Fn> void modifyOpInPlace(Operation *op, Fn &&fn) {
    fn();
    notifyModified(op);
  }
  /// Moves all blocks of `region` before `before` in `parent` (null = end).
  void inlineRegionBefore(Region &region, Region &parent, Block *before);
  /// Moves the ops of `source` before `before` in `dest` (null = end),
  /// replacing source's arguments by `argValues`; erases `source`.
  void inlineBlockBefore(Block *source, Block *dest, Operation *before, ArrayRef<Value> argValues = {});
  void inlineBlockBefore(Block *source, Operation *before, ArrayRef<Value> argValues = {});
  /// Appends the ops of `source` to `dest`; erases `source`.
  void mergeBlocks(Block *source, Block *dest, ArrayRef<Value> argValues = {});
  Block *splitBlock(Block *block, Operation *before);
  void moveOpBefore(Operation *op, Operation *existing);
  void moveOpAfter(Operation *op, Operation *existing);

 protected:
  void notifyModified(Operation *op) {
    if (rewriteListener_) rewriteListener_->notifyOperationModified(op);
  }
  Listener *rewriteListener_ = nullptr;
};

class IRRewriter : public RewriterBase {
 public:
  using RewriterBase::RewriterBase;
};

}  // namespace tbuf

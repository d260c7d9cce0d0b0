// OpBuilder: op creation at an insertion point.
#include "ir/builder.h"

namespace tbuf {

void OpBuilder::setInsertionPointAfterValue(Value v) {
  if (Operation *def = v.getDefiningOp()) {
    setInsertionPointAfter(def);
    return;
  }
  setInsertionPointToStart(v.getParentBlock());
}

Operation *OpBuilder::create(OperationState &state) {
  if (!state.context) state.context = ctx_;
  return insert(Operation::create(state));
}

Operation *OpBuilder::insert(Operation *op) {
  if (ip_.block) ip_.block->insertBefore(ip_.before, op);
  if (listener_) listener_->notifyOperationInserted(op);
  return op;
}

Block *OpBuilder::createBlock(Region *region, Block *before, ArrayRef<Type> argTypes, ArrayRef<Location> argLocs) {
  auto *b = new Block();
  for (size_t i = 0; i < argTypes.size(); ++i)
    b->addArgument(argTypes[i], i < argLocs.size() ? argLocs[i] : Location::unknown());
  region->insertBefore(before, b);
  setInsertionPointToEnd(b);
  if (listener_) listener_->notifyBlockInserted(b);
  return b;
}

Operation *OpBuilder::clone(Operation &op, IRMapping &mapping) {
  Operation *c = op.clone(mapping);
  return insert(c);
}

Operation *OpBuilder::clone(Operation &op) {
  IRMapping mapping;
  return clone(op, mapping);
}

Attribute OpBuilder::getZeroAttr(Type t) {
  if (t.isa<FloatType>()) return FloatAttr::get(t, 0.0);
  if (t.isIntOrIndex()) return IntegerAttr::get(t, 0);
  if (auto s = t.dyn_cast<ShapedType>()) {
    if (s.getElementType().isa<FloatType>()) return DenseElementsAttr::getSplatFloat(s, 0.0);
    return DenseElementsAttr::getSplatInt(s, 0);
  }
  return Attribute();
}

}  // namespace tbuf

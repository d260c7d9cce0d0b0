// OpBuilder: creates ops at an insertion point, with shortcuts for common types
// and attributes. `builder.create<arith::ConstantOp>(loc, attr)` calls the
// view's static `build(OpBuilder&, OperationState&, args...)`.
#pragma once

#include <string_view>
#include <utility>

#include "ir/context.h"
#include "ir/ir_mapping.h"
#include "ir/op_definition.h"

namespace tbuf {

class OpBuilder {
 public:
  /// Notified of ops and blocks the builder creates (the rewriter forwards to
  /// pattern drivers).
  class Listener {
   public:
    virtual ~Listener() = default;
    virtual void notifyOperationInserted(Operation *) {}
    virtual void notifyBlockInserted(Block *) {}
  };

  struct InsertPoint {
    Block *block = nullptr;
    Operation *before = nullptr;  ///< null = end of block
  };

  explicit OpBuilder(Context *ctx) : ctx_(ctx) {}
  /// Insertion point before `op`.
  explicit OpBuilder(Operation *op) : ctx_(op->getContext()) { setInsertionPoint(op); }
  virtual ~OpBuilder() = default;

  Context *getContext() const { return ctx_; }
  void setListener(Listener *l) { listener_ = l; }
  Listener *getListener() const { return listener_; }

  // ---- insertion point ----
  void setInsertionPoint(Operation *op) { ip_ = {op->getBlock(), op}; }
  void setInsertionPointAfter(Operation *op) { ip_ = {op->getBlock(), op->getNextNode()}; }
  void setInsertionPointAfterValue(Value v);
  void setInsertionPointToStart(Block *b) { ip_ = {b, b->empty() ? nullptr : &b->front()}; }
  void setInsertionPointToEnd(Block *b) { ip_ = {b, nullptr}; }
  void setInsertionPoint(Block *b, Operation *before) { ip_ = {b, before}; }
  void clearInsertionPoint() { ip_ = {}; }
  InsertPoint saveInsertionPoint() const { return ip_; }
  void restoreInsertionPoint(InsertPoint ip) { ip_ = ip; }
  Block *getInsertionBlock() const { return ip_.block; }
  Operation *getInsertionPointOp() const { return ip_.before; }

  /// Restores the insertion point on destruction.
  class InsertionGuard {
   public:
    explicit InsertionGuard(OpBuilder &b) : b_(b), ip_(b.saveInsertionPoint()) {}
    ~InsertionGuard() { b_.restoreInsertionPoint(ip_); }
   private:
    OpBuilder &b_;
    InsertPoint ip_;
  };

  // ---- creation ----
  /// Creates the op and inserts it at the insertion point (if any).
  Operation *create(OperationState &state);
  template <typename OpT, typename... Args> OpT create(Location loc, Args &&...args) {
    // The definition comes from the context's per-view cache: the op's name
    // is never hashed (see Context::getOpDefinition).
    OperationState state(loc, ctx_->getOpDefinition(opViewSlot<OpT>(), OpT::getOperationName()));
    OpT::build(*this, state, std::forward<Args>(args)...);
    return OpT(create(state));
  }
  /// Inserts an existing detached op at the insertion point.
  Operation *insert(Operation *op);
  /// Creates a block at the end of `region` (or before `before`) and sets the
  /// insertion point to its end.
  Block *createBlock(Region *region, Block *before = nullptr, ArrayRef<Type> argTypes = {},
                     ArrayRef<Location> argLocs = {});
  /// Deep-copies `op` at the insertion point.
  Operation *clone(Operation &op, IRMapping &mapping);
  Operation *clone(Operation &op);

  // ---- types ----
  IndexType getIndexType() { return IndexType::get(ctx_); }
  IntegerType getI1Type() { return IntegerType::get(ctx_, 1); }
  IntegerType getI32Type() { return IntegerType::get(ctx_, 32); }
  IntegerType getI64Type() { return IntegerType::get(ctx_, 64); }
  IntegerType getIntegerType(unsigned w) { return IntegerType::get(ctx_, w); }
  FloatType getF32Type() { return FloatType::getF32(ctx_); }
  FloatType getF64Type() { return FloatType::getF64(ctx_); }
  FunctionType getFunctionType(ArrayRef<Type> in, ArrayRef<Type> out) { return FunctionType::get(ctx_, in, out); }

  // ---- attributes ----
  IntegerAttr getIndexAttr(int64_t v) { return IntegerAttr::get(getIndexType(), v); }
  IntegerAttr getI64IntegerAttr(int64_t v) { return IntegerAttr::get(getI64Type(), v); }
  IntegerAttr getI32IntegerAttr(int64_t v) { return IntegerAttr::get(getI32Type(), v); }
  IntegerAttr getIntegerAttr(Type t, int64_t v) { return IntegerAttr::get(t, v); }
  FloatAttr getFloatAttr(Type t, double v) { return FloatAttr::get(t, v); }
  BoolAttr getBoolAttr(bool v) { return BoolAttr::get(ctx_, v); }
  UnitAttr getUnitAttr() { return UnitAttr::get(ctx_); }
  StringAttr getStringAttr(std::string_view s) { return StringAttr::get(ctx_, s); }
  ArrayAttr getArrayAttr(ArrayRef<Attribute> a) { return ArrayAttr::get(ctx_, a); }
  DenseArrayAttr getDenseI64ArrayAttr(ArrayRef<int64_t> v) { return DenseArrayAttr::getI64(ctx_, v); }
  DenseArrayAttr getDenseI32ArrayAttr(ArrayRef<int64_t> v) { return DenseArrayAttr::getI32(ctx_, v); }
  TypeAttr getTypeAttr(Type t) { return TypeAttr::get(t); }
  SymbolRefAttr getSymbolRefAttr(std::string_view s) { return SymbolRefAttr::get(ctx_, s); }
  AffineMapAttr getAffineMapAttr(AffineMap m) { return AffineMapAttr::get(m); }
  /// Zero attribute of an int/index/float type (for constants).
  Attribute getZeroAttr(Type t);

 protected:
  Context *ctx_;
  InsertPoint ip_;
  Listener *listener_ = nullptr;
};

}  // namespace tbuf

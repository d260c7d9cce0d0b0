// The builtin dialect: `builtin.module` (printed `module`) and
// `builtin.unrealized_conversion_cast`. Registered by every Context because
// the parser wraps top-level ops in a module.
#pragma once

#include "ir/op_definition.h"

namespace tbuf {

class ModuleOp : public OpView {
  TBUF_OP_VIEW(ModuleOp, "builtin.module")
  /// Creates an empty module with one block.
  static ModuleOp create(Context *ctx, Location loc);
  Block *getBody() const { return &op_->getRegion(0).front(); }
  /// Optional `sym_name`.
  std::string_view getName() const;
  /// Symbol lookup among the module's direct children (`sym_name`). O(n).
  Operation *lookupSymbol(std::string_view name) const;
};

class UnrealizedConversionCastOp : public OpView {
  TBUF_OP_VIEW(UnrealizedConversionCastOp, "builtin.unrealized_conversion_cast")
  static void build(OpBuilder &b, OperationState &state, ArrayRef<Type> resultTypes, ArrayRef<Value> inputs);
};

/// Deletes the owned op on destruction (MLIR's OwningOpRef).
class OwningOpRef {
 public:
  OwningOpRef(Operation *op = nullptr) : op_(op) {}
  OwningOpRef(OwningOpRef &&o) noexcept : op_(o.release()) {}
  OwningOpRef &operator=(OwningOpRef &&o) noexcept;
  ~OwningOpRef();
  Operation *get() const { return op_; }
  Operation *operator->() const { return op_; }
  explicit operator bool() const { return op_ != nullptr; }
  Operation *release() {
    Operation *o = op_;
    op_ = nullptr;
    return o;
  }

 private:
  Operation *op_;
};

void registerBuiltinDialect(Context &ctx);

}  // namespace tbuf

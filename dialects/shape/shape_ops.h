// Typed views of the shape dialect ops tbuf knows: witnesses
// (`shape.const_witness`, `shape.cstr_require`) and the region op that runs
// under a witness (`shape.assuming` with its `shape.assuming_yield`).
//
// A witness (`!shape.witness`) is the outcome of a shape constraint. tbuf
// keeps it as the opaque dialect type MLIR prints and, at run time (the
// interpreter and C emission), as a boolean: `shape.assuming` runs its
// region when the witness holds and reports a failed assumption otherwise.
#pragma once

#include <string_view>

#include "ir/builder.h"
#include "ir/op_definition.h"

namespace tbuf {
void registerShapeDialect(Context &ctx);
}  // namespace tbuf

namespace tbuf::shape {

/// `!shape.witness`.
Type getWitnessType(Context *ctx);
bool isWitnessType(Type type);

/// `%w = shape.const_witness true`: a witness known to hold (or to fail).
class ConstWitnessOp : public OpView {
  TBUF_OP_VIEW(ConstWitnessOp, "shape.const_witness")
  static void build(OpBuilder &b, OperationState &state, bool passing);
  bool getPassing() const;
};

/// `%w = shape.cstr_require %cond, "msg"`: a witness that holds when the
/// i1 `%cond` is true.
class CstrRequireOp : public OpView {
  TBUF_OP_VIEW(CstrRequireOp, "shape.cstr_require")
  Value getPred() const { return op_->getOperand(0); }
  std::string_view getMsg() const;
};

/// `%r = shape.assuming %w -> (T) { ... shape.assuming_yield %v : T }`.
class AssumingOp : public OpView {
  TBUF_OP_VIEW(AssumingOp, "shape.assuming")
  Value getWitness() const { return op_->getOperand(0); }
  Region &getDoRegion() const { return op_->getRegion(0); }
  Block *getBody() const { return &op_->getRegion(0).front(); }
};

/// The terminator of shape.assuming: its operands become the op's results.
class AssumingYieldOp : public OpView {
  TBUF_OP_VIEW(AssumingYieldOp, "shape.assuming_yield")
  static void build(OpBuilder &b, OperationState &state, ArrayRef<Value> operands = {});
};

namespace detail {
void registerAssumingOps(Context &ctx);
}  // namespace detail

}  // namespace tbuf::shape

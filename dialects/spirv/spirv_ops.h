// Typed views of the spirv dialect ops tbuf knows: the two function
// terminators. MLIR's func.func accepts any terminator, so inputs mix
// func.func with spirv.Return; One-Shot Module Bufferize and the
// deallocation passes must then treat them as the function's returns.
#pragma once

#include "ir/op_definition.h"

namespace tbuf {
void registerSpirvDialect(Context &ctx);
}  // namespace tbuf

namespace tbuf::spirv {

/// `spirv.Return`: returns from a function without a value.
class ReturnOp : public OpView {
  TBUF_OP_VIEW(ReturnOp, "spirv.Return")
};

/// `spirv.ReturnValue %v : T`: returns one value.
class ReturnValueOp : public OpView {
  TBUF_OP_VIEW(ReturnValueOp, "spirv.ReturnValue")
  Value getValue() const { return op_->getOperand(0); }
};

}  // namespace tbuf::spirv

// tensor.reshape and memref.reshape (a new shape given by a 1-d operand of
// sizes): their common assembly `%r = X.reshape %src(%shape) : (S, T) -> R`
// and the checks both verifiers make, each dialect supplying MLIR's wording
// ("tensor" or "memref") and its own layout checks.
#pragma once

#include <string_view>

#include "ir/op_definition.h"

namespace tbuf {

/// `$source `(` $shape `)` attr-dict `:` functional-type(operands, results)`.
ParseResult parseShapeReshape(OpAsmParser &p, OperationState &state);
void printShapeReshape(OpAsmPrinter &p, Operation *op);

/// Element types equal, and for a ranked result a shape operand of static
/// length equal to the result rank; `kind` is "tensor" or "memref" in the
/// messages. For tensors also the element count of static shapes.
LogicalResult verifyShapeReshape(Operation *op, std::string_view kind);

}  // namespace tbuf

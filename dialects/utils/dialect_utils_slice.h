// The assembly and structural checks shared by the ops that take a strided
// slice of one source operand, `tensor.extract_slice` and `memref.subview`:
//   %r = OP %src[offsets] [sizes] [strides] attr-dict : SRC_TYPE to RESULT_TYPE
// with operands (source, offsets..., sizes..., strides...) and one result.
// What differs (result type inference, layouts, error wording) stays with
// each op; the in-bounds check of the static lists is shared with
// tensor.insert_slice too.
#pragma once

#include <string_view>

#include "dialects/utils/dialect_utils.h"

namespace tbuf {

/// Parses `%src[...] [...] [...] attr-dict : T to U`; both types must satisfy
/// `isKind` (else "invalid kind of type specified: expected <kindName>").
ParseResult parseSliceOfSource(OpAsmParser &parser, OperationState &state, bool (*isKind)(Type),
                               std::string_view kindName);
/// Prints it back.
void printSliceOfSource(OpAsmPrinter &printer, Operation *op);
/// The ODS-level checks of such an op: operand/result counts, operand
/// segments, source and result of type `constraint`, and offset/size/stride
/// lists of the source's rank (MLIR's verifyOffsetSizeAndStrideOp). Sets
/// `rank` to the source rank.
LogicalResult verifySliceOfSourceStructure(Operation *op, const TypeConstraint &constraint, unsigned &rank);
/// The last check of tensor.extract_slice/insert_slice and memref.subview:
/// the op's static offsets, sizes and strides stay in bounds of `shape` (the
/// sliced source or destination), else MLIR's verifyInBoundsSlice message.
LogicalResult verifySliceInBounds(Operation *op, ArrayRef<int64_t> shape);

}  // namespace tbuf

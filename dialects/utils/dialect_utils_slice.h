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

/// Accessors of such an op (tensor.extract_slice, memref.subview): the
/// offset/size/stride accessors plus the source and the result type
/// `ShapedT` (RankedTensorType or MemRefType). The op names `getType` with
/// `using`, as it hides OpView's.
template <typename ConcreteOp, typename ShapedT>
class SliceOfSourceOpMixin : public OffsetSizeAndStrideOpMixin<ConcreteOp, 1, 4> {
 public:
  Value getSource() const { return self()->getOperand(0); }
  ShapedT getSourceType() const { return getSource().getType().template cast<ShapedT>(); }
  ShapedT getType() const { return self()->getResult(0).getType().template cast<ShapedT>(); }

 private:
  Operation *self() const { return static_cast<const ConcreteOp *>(this)->getOperation(); }
};

/// Parses `%src[...] [...] [...] attr-dict : T to U`; both types must satisfy
/// `isKind` (else "invalid kind of type specified: expected <kindName>").
ParseResult parseSliceOfSource(OpAsmParser &parser, OperationState &state, bool (*isKind)(Type),
                               std::string_view kindName);
/// The tail such assembly shares with memref.reinterpret_cast's: parses
/// `attr-dict : T to U` (T must satisfy `isSourceKind`, U `isResultKind`, with
/// parseTypeOfKind's messages), resolves `source` to T and the parsed lists,
/// sets operandSegmentSizes (source, offsets, sizes, strides) and the result
/// type U.
ParseResult parseSliceTypesAndResolve(OpAsmParser &parser, OperationState &state,
                                      const OpAsmParser::UnresolvedOperand &source,
                                      const ParsedOffsetsSizesStrides &lists, bool (*isSourceKind)(Type),
                                      std::string_view sourceKindName, bool (*isResultKind)(Type),
                                      std::string_view resultKindName);
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

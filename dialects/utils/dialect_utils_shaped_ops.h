// The ops the tensor and memref dialects both have in the same form:
//   dim     `%d = X.dim %src, %i : T`
//   rank    `%r = X.rank %src : T` (and memref.extract_aligned_pointer_as_index,
//           which has the same operand and result constraints)
//   cast    `%c = X.cast %src : T to U` (and tensor.bitcast)
//   element access `%v = tensor.extract / memref.load %src[%i] : T` and
//           `tensor.insert %v into / memref.store %v, %dest[%i] : T`.
//   from_elements `%t = tensor.from_elements %a, %b : T` and its vector
//           twin `vector.from_elements`.
// Their custom assembly, ODS-level checks, builders and typed-view accessors
// are written once here. Each dialect passes what differs (which types the
// source takes, MLIR's type-kind name, the cast compatibility rule) and keeps
// its own verifier messages. The hooks that only need the source's type
// check are templates (e.g. `parseDimOp<isTensorType>` is a plain parse
// hook); registerCastDimAndRankOps registers the three ops they serve.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "dialects/utils/dialect_utils.h"
#include "ir/context.h"
#include "ir/op_asm.h"
#include "ir/op_definition.h"

namespace tbuf {

// ---- dim -----------------------------------------------------------------------

/// Parses `attr-dict %source, %index : T` (MLIR's DimOp assembly); T must
/// satisfy `IsKind` (parseTypeOfKind's message without a kind name, as for
/// MLIR's interface-typed source). The result is an index.
template <bool (*IsKind)(Type)>
ParseResult parseDimOp(OpAsmParser &p, OperationState &state) {
  OpAsmParser::UnresolvedOperand source, index;
  Type type;
  if (failed(p.parseOptionalAttrDict(state.attributes)) || failed(p.parseOperand(source)) ||
      failed(p.parseComma()) || failed(p.parseOperand(index)) || failed(p.parseColon()) ||
      failed(parseTypeOfKind(p, type, IsKind, "")) || failed(p.resolveOperand(source, type, state.operands)) ||
      failed(p.resolveOperand(index, IndexType::get(p.getContext()), state.operands)))
    return failure();
  state.addTypes({IndexType::get(p.getContext())});
  return success();
}

/// Prints a dim op back.
void printDimOp(OpAsmPrinter &p, Operation *op);

/// The ODS checks of a dim op: a `Source` operand, an index operand and an
/// index result.
template <const TypeConstraint &Source>
LogicalResult verifyDimOp(Operation *op) {
  if (failed(verifyNumOperands(op, 2)) || failed(verifyNumResults(op, 1)) ||
      failed(verifyOperandType(op, 0, Source)) || failed(verifyOperandType(op, 1, constraints::kIndex)) ||
      failed(verifyResultType(op, 0, constraints::kIndex)))
    return failure();
  return success();
}

/// The operands and index result of a dim op.
void buildDimOpState(OpBuilder &b, OperationState &state, Value source, Value index);
/// The same with a constant index: creates an `arith.constant` index first
/// (the arith dialect must be registered).
void buildDimOpState(OpBuilder &b, OperationState &state, Value source, int64_t index);

/// Accessors and builders of tensor.dim / memref.dim (operands: source,
/// index). `ConcreteOp` is the OpView.
template <typename ConcreteOp>
class DimOpMixin {
 public:
  static void build(OpBuilder &b, OperationState &state, Value source, Value index) {
    buildDimOpState(b, state, source, index);
  }
  /// Creates an `arith.constant` index for `index` first (the arith dialect
  /// must be registered).
  static void build(OpBuilder &b, OperationState &state, Value source, int64_t index) {
    buildDimOpState(b, state, source, index);
  }
  Value getSource() const { return self()->getOperand(0); }
  Value getIndex() const { return self()->getOperand(1); }
  /// The index if it is a constant.
  std::optional<int64_t> getConstantIndex() const { return getConstantIntValue(getIndex()); }

 private:
  Operation *self() const { return static_cast<const ConcreteOp *>(this)->getOperation(); }
};

// ---- rank (and other source-to-index ops) -----------------------------------------

/// Parses `%source attr-dict : T` with T satisfying `IsKind`; the result is
/// an index.
template <bool (*IsKind)(Type)>
ParseResult parseRankOp(OpAsmParser &p, OperationState &state) {
  if (failed(parseOperandColonType(p, state, IsKind))) return failure();
  state.addTypes({IndexType::get(p.getContext())});
  return success();
}

/// The ODS checks of an op from one `Source` operand to one index result
/// (tensor.rank, memref.rank, memref.extract_aligned_pointer_as_index).
template <const TypeConstraint &Source>
LogicalResult verifySourceToIndexOp(Operation *op) {
  if (failed(verifyNumOperands(op, 1)) || failed(verifyNumResults(op, 1)) ||
      failed(verifyOperandType(op, 0, Source)) || failed(verifyResultType(op, 0, constraints::kIndex)))
    return failure();
  return success();
}

/// The builder of tensor.rank / memref.rank: one operand, an index result.
/// The accessor of the operand keeps each dialect's name (getTensor,
/// getMemref).
class RankOpMixin {
 public:
  static void build(OpBuilder &b, OperationState &state, Value source);
};

// ---- cast ------------------------------------------------------------------------

/// Parses `%source attr-dict : T to U`; both types must satisfy `IsKind`.
template <bool (*IsKind)(Type)>
ParseResult parseCastOp(OpAsmParser &p, OperationState &state) {
  OpAsmParser::UnresolvedOperand source;
  Type srcType, dstType;
  if (failed(p.parseOperand(source)) || failed(p.parseOptionalAttrDict(state.attributes)) || failed(p.parseColon()) ||
      failed(parseTypeOfKind(p, srcType, IsKind, "")) || failed(p.parseKeyword("to")) ||
      failed(parseTypeOfKind(p, dstType, IsKind, "")) || failed(p.resolveOperand(source, srcType, state.operands)))
    return failure();
  state.addTypes({dstType});
  return success();
}

/// Prints a cast op back.
void printCastOp(OpAsmPrinter &p, Operation *op);

/// `areCastCompatible(source type, result type)`, else MLIR's "operand type
/// 'T' and result type 'U' are cast incompatible".
LogicalResult verifyCastCompatibility(Operation *op, bool (*areCastCompatible)(Type, Type));
/// The checks of a cast op: one operand and one result of `Kind`, then
/// verifyCastCompatibility.
template <const TypeConstraint &Kind, bool (*AreCastCompatible)(Type, Type)>
LogicalResult verifyCastOp(Operation *op) {
  if (failed(verifyNumOperands(op, 1)) || failed(verifyNumResults(op, 1)) ||
      failed(verifyOperandType(op, 0, Kind)) || failed(verifyResultType(op, 0, Kind)))
    return failure();
  return verifyCastCompatibility(op, AreCastCompatible);
}

/// Accessors and builder of tensor.cast, tensor.bitcast and memref.cast
/// (operand: source; result: dest). `areCastCompatible` stays with each op.
template <typename ConcreteOp>
class CastOpMixin {
 public:
  static void build(OpBuilder &, OperationState &state, Type resultType, Value source) {
    state.addOperands({source});
    state.addTypes({resultType});
  }
  Value getSource() const { return self()->getOperand(0); }
  Value getDest() const { return self()->getResult(0); }

 private:
  Operation *self() const { return static_cast<const ConcreteOp *>(this)->getOperation(); }
};

// ---- registration ------------------------------------------------------------------

/// Registers `<dialect>.cast`, `<dialect>.dim` and `<dialect>.rank`, all
/// pure, with the hooks above: sources of kind `IsKind` in the custom
/// assembly; `AnyKind` for the cast operand and result and the rank source,
/// `DimSource` for the dim source in the ODS checks; cast compatibility by
/// `AreCastCompatible`. The results are named "cast" and "dim", and "rank"
/// when `nameRankResult` (tensor; memref.rank's result has no name).
template <bool (*IsKind)(Type), const TypeConstraint &AnyKind, const TypeConstraint &DimSource,
          bool (*AreCastCompatible)(Type, Type)>
void registerCastDimAndRankOps(Context &ctx, std::string_view dialect, bool nameRankResult) {
  const uint32_t pure = static_cast<uint32_t>(OpTrait::Pure);
  const std::string prefix = std::string(dialect) + ".";
  ctx.registerOp(makeOpDefinition(dialect, prefix + "cast", pure, parseCastOp<IsKind>, printCastOp,
                                  verifyCastOp<AnyKind, AreCastCompatible>, setSingleResultName<"cast">));
  ctx.registerOp(makeOpDefinition(dialect, prefix + "dim", pure, parseDimOp<IsKind>, printDimOp,
                                  verifyDimOp<DimSource>, setSingleResultName<"dim">));
  OpDefinition::AsmResultNamesFn rankNames = nameRankResult ? setSingleResultName<"rank"> : nullptr;
  ctx.registerOp(makeOpDefinition(dialect, prefix + "rank", pure, parseRankOp<IsKind>, printOperandColonType,
                                  verifySourceToIndexOp<AnyKind>, rankNames));
}

// ---- element access ----------------------------------------------------------------

/// Parses `%source[%i, ...] attr-dict : T` (tensor.extract, memref.load); T
/// must satisfy `isKind` (else "invalid kind of type specified: expected
/// <kindName>"); the result is T's element type.
ParseResult parseElementRead(OpAsmParser &p, OperationState &state, bool (*isKind)(Type),
                             std::string_view kindName);
/// Prints it back, eliding `elided` attributes.
void printElementRead(OpAsmPrinter &p, Operation *op, ArrayRef<std::string_view> elided = {});
/// Parses `%value <separator> %dest[%i, ...] attr-dict : T` (tensor.insert
/// with `into`, memref.store with `,`): %value is T's element type. Adds no
/// result type.
ParseResult parseElementWrite(OpAsmParser &p, OperationState &state, bool (*isKind)(Type),
                              std::string_view kindName, std::string_view separator);
/// Prints it back; `separator` is printed as is (" into ", ", ").
void printElementWrite(OpAsmPrinter &p, Operation *op, std::string_view separator,
                       ArrayRef<std::string_view> elided = {});
/// The ODS operand checks of an element access, in ODS order: at least
/// `sourceIndex + 1` operands, `numResults` results, then `verifyAttrs` (if
/// given), operand `sourceIndex` of type `source`, and index operands after
/// it. The element type and index count checks keep each op's wording.
LogicalResult verifyElementAccessOperands(Operation *op, unsigned sourceIndex, unsigned numResults,
                                          const TypeConstraint &source,
                                          LogicalResult (*verifyAttrs)(Operation *) = nullptr);

// ---- from_elements (tensor and vector) ------------------------------------------

/// Prints `%a, %b {attrs} : T`, the custom form of tensor.from_elements and
/// vector.from_elements.
void printFromElementsOp(OpAsmPrinter &p, Operation *op);

/// The "operand types match result element type" check of a from_elements
/// op whose result has type `type`: one operand per element, each of the
/// element type. O(number of operands).
LogicalResult verifyFromElementsOperands(Operation *op, ShapedType type);

}  // namespace tbuf

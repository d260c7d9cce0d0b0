// Helpers shared by several dialects (MLIR's StaticValueUtils,
// ViewLikeInterface and ODS-generated invariant checks):
//  - OpFoldResult lists mixing static integers and SSA values, and their
//    split into a `static_*` dense i64 array plus dynamic operands;
//  - custom assembly of such lists (`[%a, 4, %b]`, MLIR's
//    parse/printDynamicIndexList);
//  - `operandSegmentSizes` (AttrSizedOperandSegments);
//  - ODS-style structural checks with MLIR's messages ("requires a single
//    operand", "operand #0 must be ..."), so malformed generic-form ops are
//    rejected with a located diagnostic instead of crashing accessors;
//  - the offsets/sizes/strides accessors and verifier of slice-like ops
//    (MLIR's OffsetSizeAndStrideOpInterface) as a CRTP mixin.
//  - small pieces of op definitions every dialect needs
//    (makeOpDefinition, setSingleResultName, property checks).
// Strided-layout and reshape helpers live in dialect_utils_layout.h and
// dialect_utils_reshape.h.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ir/attributes.h"
#include "ir/op_asm.h"
#include "ir/op_definition.h"
#include "ir/operation.h"
#include "ir/types.h"

namespace tbuf {

// ---- OpFoldResult lists ------------------------------------------------------

/// Constant integer of `ofr`: an IntegerAttr, or a value defined by a
/// ConstantLike op whose `value` attribute is an IntegerAttr.
std::optional<int64_t> getConstantIntValue(OpFoldResult ofr);
std::optional<int64_t> getConstantIntValue(Value v);
/// True if `ofr` is the constant `value`.
bool isConstantIntValue(OpFoldResult ofr, int64_t value);

/// Index-typed IntegerAttr for `value`.
IntegerAttr getIndexAttr(Context *ctx, int64_t value);

/// Combines a static list (kDynamic marks an entry taken from `dynamicValues`,
/// in order) into one mixed list; static entries become index attributes.
/// Precondition: `dynamicValues` holds one value per kDynamic entry.
std::vector<OpFoldResult> getMixedValues(Context *ctx, ArrayRef<int64_t> staticValues,
                                         ArrayRef<Value> dynamicValues);
/// Splits a mixed list: attributes go to `staticValues`, values to
/// `dynamicValues` (with kDynamic in `staticValues`). Constant-valued SSA
/// values stay dynamic, as in MLIR.
void dispatchIndexOpFoldResults(ArrayRef<OpFoldResult> ofrs, std::vector<Value> &dynamicValues,
                                std::vector<int64_t> &staticValues);
/// Static part only (kDynamic for values); for inferring result types.
std::vector<int64_t> getStaticValues(ArrayRef<OpFoldResult> ofrs);
std::vector<OpFoldResult> getAsOpFoldResult(ArrayRef<Value> values);
std::vector<OpFoldResult> getAsIndexOpFoldResult(Context *ctx, ArrayRef<int64_t> values);

/// The i64 elements of the DenseArrayAttr `name` of `op`; empty when absent
/// or of another kind (verifiers reject that case first).
ArrayRef<int64_t> getDenseI64ArrayAttr(Operation *op, std::string_view name);

// ---- dynamic index lists -----------------------------------------------------

/// Parses `[%a, 4, %b]` (MLIR's parseDynamicIndexList): SSA names go to
/// `values` and become kDynamic in `integers`. The delimiter must be one of
/// Paren, Square, LessGreater or Braces.
ParseResult parseDynamicIndexList(OpAsmParser &parser, std::vector<OpAsmParser::UnresolvedOperand> &values,
                                  std::vector<int64_t> &integers,
                                  OpAsmParser::Delimiter delimiter = OpAsmParser::Delimiter::Square);
/// Prints the list back: kDynamic entries take the next value of `values`.
void printDynamicIndexList(OpAsmPrinter &printer, ArrayRef<Value> values, ArrayRef<int64_t> integers,
                           OpAsmParser::Delimiter delimiter = OpAsmParser::Delimiter::Square);
void printDynamicIndexList(OpAsmPrinter &printer, const OperandRange &values, ArrayRef<int64_t> integers,
                           OpAsmParser::Delimiter delimiter = OpAsmParser::Delimiter::Square);

// ---- operandSegmentSizes -----------------------------------------------------

inline constexpr std::string_view kOperandSegmentSizesAttr = "operandSegmentSizes";

/// Sets `operandSegmentSizes = array<i32: sizes...>` on the state.
void setOperandSegmentSizes(OperationState &state, Context *ctx, ArrayRef<int64_t> sizes);
/// The segment sizes of `op` (all zero if the attribute is missing, as MLIR's
/// default-initialised property).
std::vector<int64_t> getOperandSegmentSizes(Operation *op, unsigned numSegments);
/// The operands of segment `index`. Precondition: verifyOperandSegmentSizes.
OperandRange getOperandSegment(Operation *op, unsigned index, unsigned numSegments);
/// Checks that `operandSegmentSizes` is an i32 dense array with
/// `numSegments` non-negative entries summing to the operand count; when
/// `singleSegments` is given, those segments must have size 1 (non-variadic
/// operands).
LogicalResult verifyOperandSegmentSizes(Operation *op, unsigned numSegments,
                                        ArrayRef<unsigned> singleSegments = {});

// ---- ODS-style invariant checks ----------------------------------------------

/// A type constraint: predicate plus MLIR's description ("index", "ranked
/// tensor of any type values", ...).
struct TypeConstraint {
  bool (*matches)(Type);
  std::string_view description;
};
namespace constraints {
extern const TypeConstraint kIndex;
extern const TypeConstraint kAnyType;
extern const TypeConstraint kTensor;          ///< ranked or unranked tensor
extern const TypeConstraint kRankedTensor;
extern const TypeConstraint kMemRef;          ///< ranked memref
extern const TypeConstraint kAnyMemRef;       ///< ranked or unranked memref
extern const TypeConstraint kUnrankedMemRef;
extern const TypeConstraint kStaticMemRef;    ///< statically shaped memref
extern const TypeConstraint kSignlessIntOrIndexOrFloat;
extern const TypeConstraint kNon0RankedOrUnrankedTensor;  ///< tensor.dim's source
extern const TypeConstraint kNon0RankedOrUnrankedMemRef;  ///< memref.dim's source
}  // namespace constraints

/// An OpDefinition named `name` of `dialect` with `traits` (hooks unset).
OpDefinition makeOpDefinition(std::string_view dialect, std::string_view name, uint32_t traits = 0);
/// The same with its custom assembly, verifier and result-name hooks.
OpDefinition makeOpDefinition(std::string_view dialect, std::string_view name, uint32_t traits,
                              OpDefinition::ParseFn parse, OpDefinition::PrintFn print, OpDefinition::VerifyFn verify,
                              OpDefinition::AsmResultNamesFn getAsmResultNames = nullptr);

/// A string literal usable as a template argument, so that hooks differing
/// only by a name or kind string can be shared as plain function pointers
/// (`setSingleResultName<"dim">`).
template <size_t N>
struct FixedString {
  constexpr FixedString(const char (&s)[N]) {
    for (size_t i = 0; i < N; ++i) value[i] = s[i];
  }
  constexpr std::string_view view() const { return std::string_view(value, N - 1); }
  char value[N];
};

/// A getAsmResultNames hook naming the only result `Name` (nothing for
/// other result counts).
template <FixedString Name>
void setSingleResultName(Operation *op, const OpDefinition::SetNameFn &setName) {
  if (op->getNumResults() == 1) setName(op->getResult(0), Name.view());
}

// The count and type checks below run for nearly every op at every
// verification: the passing case is inline, the message out of line.
LogicalResult emitNumOperandsError(Operation *op, unsigned n);
LogicalResult emitNumResultsError(Operation *op, unsigned n);
LogicalResult emitNumRegionsError(Operation *op, unsigned n);
LogicalResult emitOperandTypeError(Operation *op, unsigned i, const TypeConstraint &c, bool variadic);
LogicalResult emitResultTypeError(Operation *op, unsigned i, const TypeConstraint &c, bool variadic);

/// Exactly `n` operands: "requires a single operand" / "requires zero
/// operands" / "expected N operands, but found M".
inline LogicalResult verifyNumOperands(Operation *op, unsigned n) {
  return op->getNumOperands() == n ? success() : emitNumOperandsError(op, n);
}
/// At least `n` operands: "expected N or more operands, but found M".
LogicalResult verifyAtLeastNumOperands(Operation *op, unsigned n);
/// Exactly `n` results: "requires one result" / "requires zero results" /
/// "expected N results, but found M".
inline LogicalResult verifyNumResults(Operation *op, unsigned n) {
  return op->getNumResults() == n ? success() : emitNumResultsError(op, n);
}
/// "requires one region" / "requires zero regions" / "expected N regions".
inline LogicalResult verifyNumRegions(Operation *op, unsigned n) {
  return op->getNumRegions() == n ? success() : emitNumRegionsError(op, n);
}
/// Operand `i` satisfies `c`: "operand #i must be <desc>, but got 'T'".
/// With `variadic`, the description reads "variadic of <desc>".
inline LogicalResult verifyOperandType(Operation *op, unsigned i, const TypeConstraint &c, bool variadic = false) {
  return c.matches(op->getOperand(i).getType()) ? success() : emitOperandTypeError(op, i, c, variadic);
}
/// All operands in [first, first+count) satisfy `c` (variadic group).
LogicalResult verifyOperandTypes(Operation *op, unsigned first, unsigned count, const TypeConstraint &c);
/// Result `i` satisfies `c`: "result #i must be <desc>, but got 'T'".
inline LogicalResult verifyResultType(Operation *op, unsigned i, const TypeConstraint &c, bool variadic = false) {
  return c.matches(op->getResult(i).getType()) ? success() : emitResultTypeError(op, i, c, variadic);
}
/// The attribute `name` is present: "requires attribute 'name'".
LogicalResult verifyRequiredAttr(Operation *op, std::string_view name);
/// The attribute `name`, if present, is an i64 dense array: "attribute 'name'
/// failed to satisfy constraint: i64 dense array attribute". With `required`
/// a missing attribute is an error too.
LogicalResult verifyDenseI64ArrayAttr(Operation *op, std::string_view name, bool required = true);
/// An optional `alignment` attribute is a positive power-of-two i64.
LogicalResult verifyAlignmentAttr(Operation *op);
/// An optional attribute `name` is a UnitAttr.
LogicalResult verifyOptionalUnitAttr(Operation *op, std::string_view name);
/// "incorrect number of dynamic sizes, has N, expected M" unless
/// `numDynamicSizes` matches the dynamic dims of `type` (MLIR's
/// verifyDynamicDimensionCount).
LogicalResult verifyDynamicDimensionCount(Operation *op, ShapedType type, size_t numDynamicSizes);
/// The prefix of MLIR's property-conversion errors: "invalid properties
/// {inherent attrs} for op NAME: ".
std::string invalidPropertiesPrefix(Operation *op);
/// An optional unit property `name` holds a UnitAttr, else MLIR's
/// "invalid properties ...: Invalid attribute `name` in property
/// conversion: ATTR" (emitted without the op prefix).
LogicalResult verifyUnitProperty(Operation *op, std::string_view name);
/// Region `index` has exactly one block: "region #i ('name') failed to
/// verify constraint: region with 1 blocks".
LogicalResult verifySingleBlockRegion(Operation *op, unsigned index, std::string_view name);
/// The terminator of the single block of region `index` is `terminatorName`;
/// returns it (or null after emitting MLIR's "expects regions to end with
/// 'X', found 'Y'").
Operation *verifyRegionTerminator(Operation *op, unsigned index, std::string_view terminatorName);

/// MLIR's resolveOperands(operands, types, loc) count check: "number of
/// operands and types do not match: got N operands and M types" at `loc`.
ParseResult checkOperandAndTypeCounts(OpAsmParser &parser, Location loc, size_t numOperands, size_t numTypes);

/// Parses a type that must satisfy `matches` (custom assembly with a typed
/// operand): "invalid kind of type specified: expected <kindName>, but found
/// 'T'". kindName is MLIR's type name, e.g. "builtin.tensor"; for
/// interface-typed operands (any tensor, any memref) MLIR gives no kind and
/// an empty kindName drops the suffix.
ParseResult parseTypeOfKind(OpAsmParser &parser, Type &result, bool (*matches)(Type), std::string_view kindName);

/// `%v attr-dict : type` (ODS `$v attr-dict : type($v)`), the form of
/// single-operand ops such as memref.dealloc, tensor.yield, *.rank: parses
/// the operand and resolves it to the type, which must satisfy `matches`
/// (parseTypeOfKind's diagnostic, empty kind) in the second overload.
ParseResult parseOperandColonType(OpAsmParser &parser, OperationState &state);
ParseResult parseOperandColonType(OpAsmParser &parser, OperationState &state, bool (*matches)(Type));
/// The printer of that form (operand 0).
void printOperandColonType(OpAsmPrinter &p, Operation *op);
/// MLIR's `attr-dict ($operands^ `:` type($operands))?`, the form of
/// terminators that pass values on (func.return, scf.yield,
/// shape.assuming_yield): `{attrs} %a, %b : i32, f32`, operands optional.
ParseResult parseOptionalOperandsWithTypes(OpAsmParser &parser, OperationState &state);
void printOptionalOperandsWithTypes(OpAsmPrinter &p, Operation *op);
bool isRankedTensorType(Type t);
bool isTensorType(Type t);
bool isMemRefType(Type t);
bool isBaseMemRefType(Type t);

/// `'T'`: a type quoted as MLIR's diagnostics print types (the core's
/// `InFlightDiagnostic << Type` prints it bare).
std::string quoteType(Type t);

/// Helper to print "'4, 4'"-style lists in messages: "4, ?, 2".
std::string joinShape(ArrayRef<int64_t> values, std::string_view sep = ", ");

// ---- offsets / sizes / strides -------------------------------------------------

inline constexpr std::string_view kStaticOffsetsAttr = "static_offsets";
inline constexpr std::string_view kStaticSizesAttr = "static_sizes";
inline constexpr std::string_view kStaticStridesAttr = "static_strides";

/// MLIR's verifyOffsetSizeAndStrideOp for an op whose offsets, sizes and
/// strides are the operand segments `offsetsSegment`, +1, +2 (of
/// `numSegments`) with `static_offsets/sizes/strides` attributes. `maxRanks`
/// is the expected length of each static list. Precondition: the segment
/// sizes and the three attributes were verified.
LogicalResult verifyOffsetSizeAndStrideOp(Operation *op, unsigned offsetsSegment, unsigned numSegments,
                                          std::array<unsigned, 3> maxRanks);

/// The ODS invariants of such an op: operandSegmentSizes (with
/// `singleSegments` of size 1), the three static attributes, and index-typed
/// offsets/sizes/strides operands.
LogicalResult verifyOffsetSizeAndStrideStructure(Operation *op, unsigned offsetsSegment, unsigned numSegments,
                                                 ArrayRef<unsigned> singleSegments);

/// Result of checking a slice against the bounds of a shape
/// (MLIR's verifyInBoundsSlice).
struct SliceBoundsVerificationResult {
  bool isValid = true;
  std::string errorMessage;
};
SliceBoundsVerificationResult verifyInBoundsSlice(ArrayRef<int64_t> shape, ArrayRef<int64_t> staticOffsets,
                                                  ArrayRef<int64_t> staticSizes, ArrayRef<int64_t> staticStrides);

/// Accessors of ops with offsets/sizes/strides operand segments (MLIR's
/// OffsetSizeAndStrideOpInterface). `ConcreteOp` is an OpView; the offsets
/// are operand segment `OffsetsSegment` of `NumSegments`, sizes and strides
/// the next two.
template <typename ConcreteOp, unsigned OffsetsSegment, unsigned NumSegments>
class OffsetSizeAndStrideOpMixin {
 public:
  OperandRange getOffsets() const { return getOperandSegment(self(), OffsetsSegment, NumSegments); }
  OperandRange getSizes() const { return getOperandSegment(self(), OffsetsSegment + 1, NumSegments); }
  OperandRange getStrides() const { return getOperandSegment(self(), OffsetsSegment + 2, NumSegments); }
  ArrayRef<int64_t> getStaticOffsets() const { return getDenseI64ArrayAttr(self(), kStaticOffsetsAttr); }
  ArrayRef<int64_t> getStaticSizes() const { return getDenseI64ArrayAttr(self(), kStaticSizesAttr); }
  ArrayRef<int64_t> getStaticStrides() const { return getDenseI64ArrayAttr(self(), kStaticStridesAttr); }
  std::vector<OpFoldResult> getMixedOffsets() const {
    return getMixedValues(self()->getContext(), getStaticOffsets(), getOffsets().vec());
  }
  std::vector<OpFoldResult> getMixedSizes() const {
    return getMixedValues(self()->getContext(), getStaticSizes(), getSizes().vec());
  }
  std::vector<OpFoldResult> getMixedStrides() const {
    return getMixedValues(self()->getContext(), getStaticStrides(), getStrides().vec());
  }
  bool isDynamicOffset(unsigned i) const { return isDynamic(getStaticOffsets()[i]); }
  bool isDynamicSize(unsigned i) const { return isDynamic(getStaticSizes()[i]); }
  bool isDynamicStride(unsigned i) const { return isDynamic(getStaticStrides()[i]); }
  /// The SSA value of dynamic entry `i` (precondition: isDynamicX(i)).
  Value getDynamicOffset(unsigned i) const { return getOffsets()[countDynamicBefore(getStaticOffsets(), i)]; }
  Value getDynamicSize(unsigned i) const { return getSizes()[countDynamicBefore(getStaticSizes(), i)]; }
  Value getDynamicStride(unsigned i) const { return getStrides()[countDynamicBefore(getStaticStrides(), i)]; }
  /// True if every offset is 0 and every stride is 1 (statically known).
  bool hasZeroOffset() const {
    for (OpFoldResult ofr : getMixedOffsets())
      if (!isConstantIntValue(ofr, 0)) return false;
    return true;
  }
  bool hasUnitStride() const {
    for (OpFoldResult ofr : getMixedStrides())
      if (!isConstantIntValue(ofr, 1)) return false;
    return true;
  }

 private:
  Operation *self() const { return static_cast<const ConcreteOp *>(this)->getOperation(); }
  static unsigned countDynamicBefore(ArrayRef<int64_t> vals, unsigned i) {
    unsigned n = 0;
    for (unsigned k = 0; k < i; ++k) n += isDynamic(vals[k]);
    return n;
  }
};

/// Builds the operands and static attributes of an offsets/sizes/strides op
/// from mixed lists: appends the dynamic values (offsets, sizes, strides in
/// that order) to `state` and sets the three static attributes. Returns the
/// dynamic counts (for operandSegmentSizes).
std::array<int64_t, 3> addMixedOffsetsSizesStrides(OperationState &state, Context *ctx,
                                                   ArrayRef<OpFoldResult> offsets, ArrayRef<OpFoldResult> sizes,
                                                   ArrayRef<OpFoldResult> strides);

/// The unresolved operands and static values of `[offsets] [sizes] [strides]`.
struct ParsedOffsetsSizesStrides {
  std::vector<OpAsmParser::UnresolvedOperand> offsets, sizes, strides;
  std::vector<int64_t> staticOffsets, staticSizes, staticStrides;
};
/// Parses the three dynamic index lists `[...] [...] [...]`.
ParseResult parseOffsetsSizesStrides(OpAsmParser &parser, ParsedOffsetsSizesStrides &result);
/// Resolves the three operand lists (as index, in order) into `state` and
/// sets the static attributes. Returns the dynamic counts through `counts`.
ParseResult resolveOffsetsSizesStrides(OpAsmParser &parser, const ParsedOffsetsSizesStrides &parsed,
                                       OperationState &state, std::array<int64_t, 3> &counts);
/// Prints `[...] [...] [...]` of an op with the usual segments (see
/// verifyOffsetSizeAndStrideOp).
void printOffsetsSizesStrides(OpAsmPrinter &printer, Operation *op, unsigned offsetsSegment, unsigned numSegments);
/// Attributes printed by the custom syntax of offset/size/stride ops.
inline constexpr std::string_view kOffsetSizeStrideElidedAttrs[] = {kOperandSegmentSizesAttr, kStaticOffsetsAttr,
                                                                    kStaticSizesAttr, kStaticStridesAttr};

}  // namespace tbuf

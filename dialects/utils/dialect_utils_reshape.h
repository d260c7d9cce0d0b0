// Reassociation-based reshapes (tensor/memref collapse_shape and
// expand_shape): the `reassociation` attribute (`[[0, 1], [2]]`, an array of
// i64 arrays), its validity checks with MLIR's messages, the collapsed
// tensor type, and the strided layouts of collapsed/expanded memrefs
// (MLIR's ReshapeOpsUtils and the memref reshape helpers of MemRefOps.cpp).
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "dialects/utils/dialect_utils.h"
#include "ir/attributes.h"
#include "ir/builder.h"
#include "ir/op_asm.h"
#include "ir/operation.h"
#include "ir/rewriter.h"
#include "ir/types.h"

namespace tbuf {

/// The source dims grouped into one result dim, e.g. {0, 1}.
using ReassociationIndices = std::vector<int64_t>;

inline constexpr std::string_view kReassociationAttr = "reassociation";
inline constexpr std::string_view kStaticOutputShapeAttr = "static_output_shape";

/// `[[0, 1], [2]]` as an ArrayAttr of ArrayAttrs of i64 IntegerAttrs.
ArrayAttr getReassociationIndicesAttribute(Context *ctx, ArrayRef<ReassociationIndices> reassociation);
/// The groups of a reassociation attribute (entries that are not i64
/// integers are skipped; verifyReassociationAttr rejects them first).
std::vector<ReassociationIndices> getReassociationIndices(ArrayAttr attr);
/// The `reassociation` attribute of `op` as groups (empty if missing).
std::vector<ReassociationIndices> getReassociationIndices(Operation *op);
/// Checks the attribute is present and an array of i64 arrays: "attribute
/// 'reassociation' failed to satisfy constraint: Array of 64-bit integer
/// array attributes".
LogicalResult verifyReassociationAttr(Operation *op);

/// Parses the `[[0, 1], [2]]` list into an attribute (as MLIR's
/// IndexListArrayAttr: a plain attribute, checked by the verifier).
ParseResult parseReassociation(OpAsmParser &parser, Attribute &result);
/// Prints it back (the attribute printer's form).
void printReassociation(OpAsmPrinter &printer, Attribute reassociation);

/// Groups for collapsing all dims of a rank-`rank` shape into one (or none
/// for rank 0).
std::vector<ReassociationIndices> getReassociationForFullCollapse(int64_t rank);

/// MLIR's verifyReshapeLikeTypes (tensor reshapes): ranks, group count,
/// group width vs expanded rank, contiguity, and per-group static sizes.
LogicalResult verifyReshapeLikeTypes(Operation *op, ShapedType expandedType, ShapedType collapsedType,
                                     ArrayRef<ReassociationIndices> reassociation);
/// The collapsed tensor type of `expandedType` (products of each group;
/// dynamic if a group has a dynamic dim).
RankedTensorType inferCollapsedTensorType(RankedTensorType expandedType,
                                          ArrayRef<ReassociationIndices> reassociation);

/// MLIR's verifyCollapsedShape for memref reshapes: one group per collapsed
/// dim, contiguous in-bounds indices, dynamic iff the group is, static sizes
/// multiply out, rank-0 only from ones.
LogicalResult verifyCollapsedShape(Operation *op, ArrayRef<int64_t> collapsedShape, ArrayRef<int64_t> expandedShape,
                                   ArrayRef<ReassociationIndices> reassociation,
                                   bool allowMultipleDynamicDimsPerGroup);
/// Strided layout of collapsing `srcType` (each group takes the stride of
/// its last non-unit dim); nullopt if a group is provably non-contiguous or
/// the source is not strided. `strict` also rejects a dynamic stride (of a
/// non-unit dim) that the proof of contiguity needs, so a result means the
/// groups are guaranteed contiguous (MLIR's isGuaranteedCollapsible).
std::optional<StridedLayoutAttr> computeCollapsedLayoutMap(MemRefType srcType,
                                                           ArrayRef<ReassociationIndices> reassociation,
                                                           bool strict = false);
/// Strided layout of expanding `srcType` to `resultShape`.
std::optional<StridedLayoutAttr> computeExpandedLayoutMap(MemRefType srcType, ArrayRef<int64_t> resultShape,
                                                          ArrayRef<ReassociationIndices> reassociation);
/// memref.collapse_shape's result type (identity layout stays identity).
/// Precondition: the reassociation is valid and the groups contiguous.
std::optional<MemRefType> computeCollapsedMemRefType(MemRefType srcType, ArrayRef<ReassociationIndices> reassociation);
/// memref.expand_shape's result type for `resultShape`.
std::optional<MemRefType> computeExpandedMemRefType(MemRefType srcType, ArrayRef<int64_t> resultShape,
                                                    ArrayRef<ReassociationIndices> reassociation);

// ---- collapse_shape / expand_shape ops (dialect_utils_reshape_ops.cc) --------
// The parts the tensor and memref reshape ops share; the type checks that
// differ (tensor: verifyReshapeLikeTypes, memref: strided layouts) stay with
// each dialect.

/// Parses `%src [[0, 1], [2]] attr-dict : T into U` (collapse_shape); both
/// types must satisfy `isKind` (else "invalid kind of type specified:
/// expected <kindName>").
ParseResult parseCollapseShapeLike(OpAsmParser &parser, OperationState &state, bool (*isKind)(Type),
                                   std::string_view kindName);
/// Prints it back.
void printCollapseShapeLike(OpAsmPrinter &printer, Operation *op);
/// Parses `%src [[0, 1], [2]] output_shape [%a, 4] attr-dict : T into U`
/// (expand_shape).
ParseResult parseExpandShapeLike(OpAsmParser &parser, OperationState &state, bool (*isKind)(Type),
                                 std::string_view kindName);
/// Prints it back.
void printExpandShapeLike(OpAsmPrinter &printer, Operation *op);

/// The hooks of a collapse_shape or expand_shape definition that differ by
/// dialect.
struct ReshapeOpHooks {
  OpDefinition::VerifyFn verify;
  OpDefinition::AsmResultNamesFn getAsmResultNames;
  OpDefinition::ParseFn parse = nullptr;  ///< set by registerReshapeOps<IsKind, KindName>
};
/// Registers `<dialect>.collapse_shape` and then `<dialect>.expand_shape`:
/// pure, `reassociation` (and `static_output_shape`) inherent, printed by
/// printCollapseShapeLike / printExpandShapeLike, with the given hooks.
void registerReshapeOps(Context &ctx, std::string_view dialect, const ReshapeOpHooks &collapse,
                        const ReshapeOpHooks &expand);
/// The same, parsing with parseCollapseShapeLike / parseExpandShapeLike for
/// source and result types of kind `IsKind` (MLIR's name `KindName`, e.g.
/// "builtin.memref").
template <bool (*IsKind)(Type), FixedString KindName>
void registerReshapeOps(Context &ctx, std::string_view dialect, ReshapeOpHooks collapse, ReshapeOpHooks expand) {
  collapse.parse = [](OpAsmParser &p, OperationState &s) {
    return parseCollapseShapeLike(p, s, IsKind, KindName.view());
  };
  expand.parse = [](OpAsmParser &p, OperationState &s) {
    return parseExpandShapeLike(p, s, IsKind, KindName.view());
  };
  registerReshapeOps(ctx, dialect, collapse, expand);
}

/// The ODS-level checks of a collapse_shape: one operand, one result, a
/// valid `reassociation` attribute, source and result of type `constraint`.
LogicalResult verifyCollapseShapeStructure(Operation *op, const TypeConstraint &constraint);
/// The same for expand_shape, plus `static_output_shape` and index-typed
/// output_shape operands.
LogicalResult verifyExpandShapeStructure(Operation *op, const TypeConstraint &constraint);
/// The output_shape checks of an expand_shape of result type `resultType`:
/// one static entry per result dim ("expected number of static shape
/// <entryNoun> to be equal to the output rank ..."; MLIR says `dims` for
/// tensors and `bounds` for memrefs) and one operand per dynamic entry.
LogicalResult verifyExpandShapeOutputShape(Operation *op, ShapedType resultType, std::string_view entryNoun);

/// The operands, `reassociation` attribute and result type of a
/// collapse_shape.
void buildCollapseShapeState(OpBuilder &b, OperationState &state, Type resultType, Value src,
                             ArrayRef<ReassociationIndices> reassociation);
/// The same for an expand_shape with the sizes `outputShape` (split into
/// `static_output_shape` and dynamic operands).
void buildExpandShapeState(OpBuilder &b, OperationState &state, Type resultType, Value src,
                           ArrayRef<ReassociationIndices> reassociation, ArrayRef<OpFoldResult> outputShape);

/// Accessors of collapse_shape and expand_shape, tensor or memref (source
/// operand 0, the `reassociation` attribute). `ConcreteOp` is the OpView,
/// `ShapedT` its source and result type (RankedTensorType or MemRefType).
template <typename ConcreteOp, typename ShapedT>
class ReshapeOpMixin {
 public:
  Value getSrc() const { return self()->getOperand(0); }
  ArrayAttr getReassociation() const { return self()->template getAttrOfType<ArrayAttr>(kReassociationAttr); }
  std::vector<ReassociationIndices> getReassociationIndices() const { return tbuf::getReassociationIndices(self()); }
  ShapedT getSrcType() const { return getSrc().getType().template cast<ShapedT>(); }
  ShapedT getResultType() const { return self()->getResult(0).getType().template cast<ShapedT>(); }

 protected:
  Operation *self() const { return static_cast<const ConcreteOp *>(this)->getOperation(); }
};

/// collapse_shape's accessors and its builder from an explicit result type
/// (an op adding an inferring builder names this one with `using`).
template <typename ConcreteOp, typename ShapedT>
class CollapseShapeOpMixin : public ReshapeOpMixin<ConcreteOp, ShapedT> {
 public:
  static void build(OpBuilder &b, OperationState &state, Type resultType, Value src,
                    ArrayRef<ReassociationIndices> reassociation) {
    buildCollapseShapeState(b, state, resultType, src, reassociation);
  }
};

/// expand_shape's accessors (output_shape: the operands after the source
/// and `static_output_shape`) and its builder from an explicit result type.
template <typename ConcreteOp, typename ShapedT>
class ExpandShapeOpMixin : public ReshapeOpMixin<ConcreteOp, ShapedT> {
 public:
  static void build(OpBuilder &b, OperationState &state, Type resultType, Value src,
                    ArrayRef<ReassociationIndices> reassociation, ArrayRef<OpFoldResult> outputShape) {
    buildExpandShapeState(b, state, resultType, src, reassociation, outputShape);
  }
  OperandRange getOutputShape() const { return this->self()->getOperands().drop_front(); }
  ArrayRef<int64_t> getStaticOutputShape() const { return getDenseI64ArrayAttr(this->self(), kStaticOutputShapeAttr); }
  /// Static sizes as index attributes, dynamic ones as their values.
  std::vector<OpFoldResult> getMixedOutputShape() const {
    return getMixedValues(this->self()->getContext(), getStaticOutputShape(), getOutputShape().vec());
  }
};

/// MLIR's inferExpandShapeOutputShape: the output sizes an expand_shape of
/// `src` (tensor or memref) to `expandedType` derives from its source sizes
/// (tensor.dim/memref.dim and arith.divsi built at the rewriter's insertion
/// point); nullopt with two dynamic dims in one group.
std::optional<std::vector<OpFoldResult>> inferExpandOutputShape(RewriterBase &rewriter, Location loc,
                                                                ShapedType expandedType,
                                                                ArrayRef<ReassociationIndices> reassociation,
                                                                Value src);

// ---- reassociation algebra (dialect_utils_reshape_algebra.cc) ----------------

/// MLIR's composeReassociationIndices: the groups of a producer/consumer
/// reshape pair that both collapse or both expand, composed into one
/// (nullopt if the ranks do not line up).
std::optional<std::vector<ReassociationIndices>> composeReassociationIndices(
    std::vector<ReassociationIndices> producer, std::vector<ReassociationIndices> consumer);
/// MLIR's getReassociationIndicesForCollapse: groups collapsing `source`
/// into `target`, matching static products and one dynamic dim per dynamic
/// target dim.
std::optional<std::vector<ReassociationIndices>> getReassociationIndicesForCollapse(ArrayRef<int64_t> source,
                                                                                    ArrayRef<int64_t> target);
/// ComposeExpandOfCollapseOp::findCollapsingReassociation: the groups that
/// collapse `srcShape` into `resultShape` given the two ops' reassociations.
std::optional<std::vector<ReassociationIndices>> findCollapsingReassociation(
    const std::vector<ReassociationIndices> &srcReassociation,
    const std::vector<ReassociationIndices> &resultReassociation, ArrayRef<int64_t> srcShape,
    ArrayRef<int64_t> resultShape);
/// The groups of ComposeCollapseOfExpandOp: each group of `lower` (the
/// lower-rank op's reassociation) takes the consecutive groups of `higher`
/// up to its last dim; nullopt if a group of `higher` crosses it.
std::optional<std::vector<ReassociationIndices>> composeCollapseOfExpandGroups(
    const std::vector<ReassociationIndices> &higher, const std::vector<ReassociationIndices> &lower);

/// Number of dynamic entries of `shape`.
int64_t countDynamic(ArrayRef<int64_t> shape);
/// The shape condition of MLIR's foldReshapeOp: `reshape(inverse(%x))`, where
/// %x (of shape `sourceShape`) already has the reshape's result type, folds
/// to %x unless a group with two or more dynamic dims makes the round trip
/// ambiguous (checked only when the reassociations match and the inverse
/// expanded %x).
bool canFoldReshapeOfInverse(ArrayRef<int64_t> sourceShape, ArrayRef<ReassociationIndices> reshapeReassociation,
                             ArrayRef<ReassociationIndices> inverseReassociation, int64_t inverseResultRank);

}  // namespace tbuf

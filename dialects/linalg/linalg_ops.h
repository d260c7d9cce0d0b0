// The linalg dialect: structured ops in destination-passing style
// (fill, copy, matmul, batch_matmul, transpose, generic, map, reduce) and the
// ops of their payload regions (index, yield).
//
// Every structured op has `ins` operands, `outs` operands (the "inits") and,
// on tensors, one result per init with the init's type; on memrefs it has no
// results and writes the inits in place. Its single-block region is the
// scalar payload: one block argument per operand (the element type of shaped
// operands, the type itself for scalars), ending in `linalg.yield` of one
// value per init. Named ops (fill, copy, matmul, batch_matmul, transpose)
// print without their region, but the region is always in the IR: the parser
// and the builders create it, as MLIR does, so passes and the C emitter read
// every structured op the same way.
//
// `LinalgOp` is the common view (MLIR's LinalgOp + DestinationStyleOpInterface):
// operands, tied results, indexing maps, iterator types, loop counts and
// "does the payload read this operand". The per-op views below derive from it.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ir/builder.h"
#include "ir/op_definition.h"

namespace tbuf {

class Context;

/// Registers the linalg ops and marks the dialect registered (idempotent).
/// Also declared in dialects/register.h, which this library cannot include.
void registerLinalgDialect(Context &ctx);

namespace linalg {

// ---- enum attributes --------------------------------------------------------

/// Kind of a loop of a structured op (`#linalg.iterator_type<parallel>`).
enum class IteratorType : uint8_t { parallel, reduction };

std::string_view stringifyIteratorType(IteratorType t);
std::optional<IteratorType> symbolizeIteratorType(std::string_view s);
/// `#linalg.iterator_type<parallel>` (a DialectAttr, as in the generic form).
Attribute getIteratorTypeAttr(Context *ctx, IteratorType t);
/// Decodes `#linalg.iterator_type<...>` or a string attribute ("parallel",
/// the spelling of the custom form); nullopt for anything else.
std::optional<IteratorType> decodeIteratorTypeAttr(Attribute a);

/// Cast applied to operands of a different element type in named-op bodies
/// (`#linalg.type_fn<cast_signed>`, the default).
enum class TypeFn : uint8_t { cast_signed, cast_unsigned };

std::string_view stringifyTypeFn(TypeFn f);
/// `#linalg.type_fn<cast_unsigned>`.
Attribute getTypeFnAttr(Context *ctx, TypeFn f);
/// Decodes `#linalg.type_fn<...>`; nullopt for anything else.
std::optional<TypeFn> decodeTypeFnAttr(Attribute a);

/// Builds the payload of a structured op: called with the builder positioned
/// in the new entry block and the block arguments (inputs, then inits).
using BodyBuilderFn = std::function<void(OpBuilder &, Location, ArrayRef<Value>)>;

// ---- the structured-op view ---------------------------------------------------

/// Any linalg structured op (fill, copy, matmul, batch_matmul, transpose,
/// generic, map, reduce). All accessors tolerate malformed IR (they never
/// crash on an op the verifier would reject) but only give meaningful answers
/// on verified ops. Costs are O(#operands) unless stated.
class LinalgOp : public OpView {
 public:
  using OpView::OpView;
  static bool classof(Operation *op);

  // ---- destination-passing style ----
  /// Number of `ins` operands (from operandSegmentSizes or the op's layout). O(1).
  unsigned getNumDpsInputs() const;
  /// Number of `outs` operands. O(1).
  unsigned getNumDpsInits() const;
  OperandRange getDpsInputs() const;
  OperandRange getDpsInits() const;
  OperandRange getInputs() const { return getDpsInputs(); }
  OperandRange getOutputs() const { return getDpsInits(); }
  std::vector<OpOperand *> getDpsInputOperands() const;
  std::vector<OpOperand *> getDpsInitOperands() const;
  OpOperand *getDpsInputOperand(unsigned i) const;
  OpOperand *getDpsInitOperand(unsigned i) const;
  bool isDpsInput(OpOperand *operand) const;
  bool isDpsInit(OpOperand *operand) const;
  /// The result tied to an init operand (init i <-> result i on tensors);
  /// null for inputs and for memref inits (no results).
  OpResult getTiedOpResult(OpOperand *operand) const;
  /// The init operand tied to a result of this op.
  OpOperand *getTiedOpOperand(OpResult result) const;
  /// All operands are ranked tensors or scalars (no memref operand).
  bool hasPureTensorSemantics() const;
  /// All operands are memrefs or scalars (no tensor operand).
  bool hasPureBufferSemantics() const;
  /// Not a shaped type (a scalar `ins` operand, e.g. fill's value).
  bool isScalar(OpOperand *operand) const;
  /// Rank of the operand's type (0 for scalars and unranked types).
  int64_t getRank(OpOperand *operand) const;
  /// Static shape of the operand (kDynamic entries stay kDynamic; {} for scalars).
  std::vector<int64_t> getShape(OpOperand *operand) const;

  // ---- iteration space ----
  /// One map per operand, in operand order: the `indexing_maps` attribute of
  /// generic/matmul/batch_matmul, or the maps the named op implies (fill:
  /// `() -> ()` for the value, identity for the init; transpose: identity and
  /// the permutation; reduce: identity and the identity without the reduced
  /// dims). Null maps for malformed attributes.
  std::vector<AffineMap> getIndexingMapsArray() const;
  /// The indexing map of one operand (null if out of range).
  AffineMap getMatchingIndexingMap(OpOperand *operand) const;
  std::vector<IteratorType> getIteratorTypesArray() const;
  unsigned getNumLoops() const;
  unsigned getNumParallelLoops() const;
  unsigned getNumReductionLoops() const;
  /// Positions of the reduction loops.
  std::vector<unsigned> getReductionDims() const;
  /// Concatenation of all indexing maps (MLIR's getLoopsToShapesMap).
  AffineMap getLoopsToShapesMap() const;
  /// Inverse of getLoopsToShapesMap (from the concatenated operand dims to
  /// loops), null if the maps are not invertible.
  AffineMap getShapesToLoopsMap() const;
  /// Static size of every loop, from the operand shapes (kDynamic when the
  /// defining dim is dynamic); empty if the maps are not invertible.
  std::vector<int64_t> getStaticLoopRanges() const;

  // ---- payload ----
  /// The entry block of the region, null if the op has no (non-empty) region.
  Block *getBlock() const;
  std::vector<Value> getRegionInputArgs() const;
  std::vector<Value> getRegionOutputArgs() const;
  /// The block argument of an operand (operand i <-> argument i); null if the
  /// block has no such argument.
  Value getMatchingBlockArgument(OpOperand *operand) const;
  /// Whether the payload reads the operand's element (its block argument has
  /// uses). An `outs` operand whose argument is unused is only written; this
  /// is what bufferization and getEffects rely on. Conservatively true when
  /// the op has no body.
  bool payloadUsesValueFromOperand(OpOperand *operand) const;
  /// The payload uses `linalg.index`.
  bool hasIndexSemantics() const;
  /// Operands of the terminating `linalg.yield` (empty without one).
  std::vector<Value> getYieldedValues() const;
};

/// Like TBUF_OP_VIEW for views deriving from LinalgOp.
#define TBUF_LINALG_OP_VIEW(CLASS, NAME)                                          \
 public:                                                                          \
  using LinalgOp::LinalgOp;                                                       \
  static constexpr std::string_view getOperationName() { return NAME; }           \
  static bool classof(Operation *op) { return op->getName() == getOperationName(); }

// ---- named ops ----------------------------------------------------------------

/// `linalg.fill ins(%v : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>`.
/// Body: `linalg.yield %in`.
class FillOp : public LinalgOp {
  TBUF_LINALG_OP_VIEW(FillOp, "linalg.fill")
  /// Result type = the output's type when it is a ranked tensor.
  static void build(OpBuilder &b, OperationState &state, Value value, Value output);
  Value getValue() const { return op_->getOperand(0); }
  Value getOutput() const { return op_->getOperand(op_->getNumOperands() - 1); }
};

/// `linalg.copy ins(%a : T) outs(%b : U) -> U`, with an optional
/// `{cast = #linalg.type_fn<...>}`. Body: `linalg.yield cast(%in)`.
class CopyOp : public LinalgOp {
  TBUF_LINALG_OP_VIEW(CopyOp, "linalg.copy")
  static void build(OpBuilder &b, OperationState &state, Value input, Value output,
                    std::optional<TypeFn> cast = std::nullopt);
  Value getSource() const { return op_->getOperand(0); }
  Value getTarget() const { return op_->getOperand(op_->getNumOperands() - 1); }
  TypeFn getCast() const;
};

/// `linalg.matmul ins(%a, %b : ...) outs(%c : ...)`: C(m, n) += A(m, k) * B(k, n).
/// Optional `indexing_maps = [...]` (transposed/broadcast operands) and
/// `{cast = ...}`. Body: `%0 = mul(cast(%a), cast(%b)); %1 = add(%c, %0)`.
class MatmulOp : public LinalgOp {
  TBUF_LINALG_OP_VIEW(MatmulOp, "linalg.matmul")
  /// `inputs` = {A, B}, `outputs` = {C}; the default maps are stored unless
  /// `attrs` has `indexing_maps`.
  static void build(OpBuilder &b, OperationState &state, ValueRange inputs, ValueRange outputs,
                    ArrayRef<NamedAttribute> attrs = {});
  /// (d0, d1, d2) -> (d0, d2), (d2, d1), (d0, d1).
  static std::vector<AffineMap> getDefaultIndexingMaps(Context *ctx);
  /// The indexing maps differ from the defaults.
  bool hasUserDefinedMaps() const;
  TypeFn getCast() const;
};

/// `linalg.batch_matmul`: C(b, m, n) += A(b, m, k) * B(b, k, n).
class BatchMatmulOp : public LinalgOp {
  TBUF_LINALG_OP_VIEW(BatchMatmulOp, "linalg.batch_matmul")
  static void build(OpBuilder &b, OperationState &state, ValueRange inputs, ValueRange outputs,
                    ArrayRef<NamedAttribute> attrs = {});
  /// (d0, d1, d2, d3) -> (d0, d1, d3), (d0, d3, d2), (d0, d1, d2).
  static std::vector<AffineMap> getDefaultIndexingMaps(Context *ctx);
  bool hasUserDefinedMaps() const;
  TypeFn getCast() const;
};

/// `linalg.batch_reduce_matmul`: C(m, n) += sum over b, k of A(b, m, k) * B(b, k, n).
class BatchReduceMatmulOp : public LinalgOp {
  TBUF_LINALG_OP_VIEW(BatchReduceMatmulOp, "linalg.batch_reduce_matmul")
  static void build(OpBuilder &b, OperationState &state, ValueRange inputs, ValueRange outputs,
                    ArrayRef<NamedAttribute> attrs = {});
  /// (d0, d1, d2, d3) -> (d0, d1, d3), (d0, d3, d2), (d1, d2).
  static std::vector<AffineMap> getDefaultIndexingMaps(Context *ctx);
  bool hasUserDefinedMaps() const;
  TypeFn getCast() const;
};

/// `linalg.transpose ins(%a : T) outs(%b : U) permutation = [1, 0]`:
/// dim(init, i) = dim(input, permutation[i]). Body: `linalg.yield %in`.
class TransposeOp : public LinalgOp {
  TBUF_LINALG_OP_VIEW(TransposeOp, "linalg.transpose")
  static void build(OpBuilder &b, OperationState &state, Value input, Value init,
                    ArrayRef<int64_t> permutation);
  Value getInput() const { return op_->getOperand(0); }
  Value getInit() const { return op_->getOperand(op_->getNumOperands() - 1); }
  std::vector<int64_t> getPermutation() const;
};

// ---- ops with a user-written body ---------------------------------------------

/// `linalg.generic {indexing_maps = [...], iterator_types = [...]} ins(...)
/// outs(...) { ^bb0(...): ... linalg.yield ... } -> T`, optionally with
/// `doc`, `library_call` and `attrs = {...}`.
class GenericOp : public LinalgOp {
  TBUF_LINALG_OP_VIEW(GenericOp, "linalg.generic")
  /// Result types are those of the ranked-tensor outputs. `body` (optional)
  /// fills the new entry block.
  static void build(OpBuilder &b, OperationState &state, ValueRange inputs, ValueRange outputs,
                    ArrayRef<AffineMap> indexingMaps, ArrayRef<IteratorType> iteratorTypes,
                    const BodyBuilderFn &body, ArrayRef<NamedAttribute> attrs = {});
  /// Explicit result types (MLIR's `resultTensorTypes` builder).
  static void build(OpBuilder &b, OperationState &state, ArrayRef<Type> resultTypes, ValueRange inputs,
                    ValueRange outputs, ArrayRef<AffineMap> indexingMaps,
                    ArrayRef<IteratorType> iteratorTypes, const BodyBuilderFn &body,
                    ArrayRef<NamedAttribute> attrs = {});
  ArrayAttr getIndexingMaps() const { return op_->getAttrOfType<ArrayAttr>("indexing_maps"); }
  ArrayAttr getIteratorTypes() const { return op_->getAttrOfType<ArrayAttr>("iterator_types"); }
  std::optional<std::string> getDoc() const;
  std::optional<std::string> getLibraryCall() const;
  Region &getRegion() const { return op_->getRegion(0); }
  /// The payload block (null if the region is empty).
  Block *getBody() const { return getBlock(); }
};

/// `linalg.map { arith.addf } ins(%a, %b : ...) outs(%init : ...)` or the long
/// form `linalg.map ins(...) outs(...) (%in: f32, %in_0: f32, %init: f32) {...}`.
/// The mapper block takes one argument per input and one for the init.
class MapOp : public LinalgOp {
  TBUF_LINALG_OP_VIEW(MapOp, "linalg.map")
  static void build(OpBuilder &b, OperationState &state, ValueRange inputs, Value init,
                    const BodyBuilderFn &body, ArrayRef<NamedAttribute> attrs = {});
  Value getInit() const { return op_->getOperand(op_->getNumOperands() - 1); }
  Region &getMapper() const { return op_->getRegion(0); }
};

/// `linalg.reduce { arith.addf } ins(...) outs(...) dimensions = [1]` or the
/// long form with `(%in: f32, %init: f32) {...}`. The short form's payload
/// takes (init, in).
class ReduceOp : public LinalgOp {
  TBUF_LINALG_OP_VIEW(ReduceOp, "linalg.reduce")
  static void build(OpBuilder &b, OperationState &state, ValueRange inputs, ValueRange inits,
                    ArrayRef<int64_t> dimensions, const BodyBuilderFn &body,
                    ArrayRef<NamedAttribute> attrs = {});
  std::vector<int64_t> getDimensions() const;
  Region &getCombiner() const { return op_->getRegion(0); }
};

// ---- payload ops ----------------------------------------------------------------

/// `%i = linalg.index 0 : index`: the current iteration index of loop `dim`
/// of the enclosing structured op. Pure.
class IndexOp : public OpView {
  TBUF_OP_VIEW(IndexOp, "linalg.index")
  static void build(OpBuilder &b, OperationState &state, int64_t dim);
  int64_t getDim() const;
};

/// `linalg.yield %a, %b : f32, f32`: terminator of a structured op's payload,
/// one value per init.
class YieldOp : public OpView {
  TBUF_OP_VIEW(YieldOp, "linalg.yield")
  static void build(OpBuilder &b, OperationState &state, ValueRange values);
  OperandRange getValues() const { return op_->getOperands(); }
};

}  // namespace linalg
}  // namespace tbuf

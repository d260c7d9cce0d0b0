// Internal to the linalg dialect library (dialects/linalg*.cc): the pieces the
// op files share. Custom assembly of `ins(...) outs(...)`, payload builders
// (MLIR's RegionBuilderHelper: casts and binary ops on scalars), the checks
// shared by every structured op (ODS-style attribute/type constraints, the
// destination-style and structured-op verifiers) and the per-file
// registration entry points called by registerLinalgDialect.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "dialects/utils/dialect_utils.h"
#include "dialects/linalg/linalg_ops.h"
#include "ir/op_asm.h"

namespace tbuf::linalg::detail {

/// Turns an emitted diagnostic into a parse failure:
///   return parseFailure(parser.emitError(loc) << "...");
inline ParseResult parseFailure(const InFlightDiagnostic &) { return failure(); }
/// Element type of ranked tensors and memrefs, the type itself otherwise
/// (MLIR's getElementTypeOrSelf restricted to ranked shaped types).
Type getElementTypeOrSelf(Type t);
/// A definition for a linalg op with the name, dialect and traits filled in.
OpDefinition makeDefinition(std::string_view name, uint32_t traits);

// ---- custom assembly --------------------------------------------------------

/// `<{props}>? {attrs}? ins(%a, %b : T, U)? outs(%c : V)?` (MLIR's
/// parseCommonStructuredOpParts). Appends the resolved operands to `state`
/// and the parsed types to `inputTypes`/`outputTypes`; with
/// `addOperandSegmentSizes` also `operandSegmentSizes = array<i32: #in, #out>`.
ParseResult parseCommonStructuredOpParts(OpAsmParser &parser, OperationState &state,
                                         std::vector<Type> &inputTypes, std::vector<Type> &outputTypes,
                                         bool addOperandSegmentSizes);
/// ` ins(%a : T) outs(%b : U)` (each part only if non-empty).
void printCommonStructuredOpParts(OpAsmPrinter &p, const OperandRange &inputs, const OperandRange &outputs);
/// `name = [1, 2]` into a DenseI64ArrayAttr attribute `name`.
ParseResult parseDenseI64ArrayKeyword(OpAsmParser &parser, OperationState &state, std::string_view name);
/// ` name = [1, 2] ` (MLIR prints the trailing space).
void printDenseI64ArrayKeyword(OpAsmPrinter &p, std::string_view name, ArrayRef<int64_t> values);
/// The ranked-tensor types among `types` (result types of a DPS op).
std::vector<Type> getRankedTensorTypes(ArrayRef<Type> types);

// ---- payload construction ------------------------------------------------------

/// Builds scalar arith ops at the end of a payload block, with the default
/// properties mlir-opt prints (`fastmath = #arith.fastmath<none>`,
/// `overflowFlags = #arith.overflow<none>`). Ops are created by name: the
/// arith dialect need not be linked.
class RegionBuilderHelper {
 public:
  /// Creates an error diagnostic (the parser's, when parsing).
  using EmitErrorFn = std::function<InFlightDiagnostic()>;
  /// Ops get location `loc`; errors go through `emitError`.
  RegionBuilderHelper(OpBuilder &b, Location loc, EmitErrorFn emitError)
      : b_(b), loc_(loc), emitError_(std::move(emitError)) {}
  enum class BinaryFn { add, mul };
  /// MLIR's convertScalarToDtype: ext/trunc/int<->float/index_cast; warns and
  /// returns `v` unchanged when no cast applies.
  Value buildTypeFn(TypeFn fn, Type toType, Value v);
  /// add/mul on two float, integer or i1 scalars (addf/addi/ori,
  /// mulf/muli/andi). Emits an error and returns null for other types.
  Value buildBinaryFn(BinaryFn fn, Value lhs, Value rhs);
  void yieldOutputs(ArrayRef<Value> values);
  /// Creates `name(operands) -> resultType` with `attrs` plus the op's
  /// default properties (see addDefaultPayloadProperties).
  Operation *createScalarOp(std::string_view name, ArrayRef<Value> operands, Type resultType,
                            ArrayRef<NamedAttribute> attrs = {});

 private:
  OpBuilder &b_;
  Location loc_;
  EmitErrorFn emitError_;
};

/// Adds the default-valued properties mlir-opt shows for arith/math payload
/// ops created by name (fastmath/overflowFlags `none`) unless present.
void addDefaultPayloadProperties(Context *ctx, std::string_view opName, Type resultType, NamedAttrList &attrs);

/// Fills a named op's payload: a block with one argument per operand type
/// (element type of ranked shaped types, else the type) at unknown locations,
/// then `regionBuilder(helper, block)` with ops at unknown locations and
/// errors reported through `emitError`. Returns failure if the builder
/// reported an error.
using RegionBuilderFn = std::function<LogicalResult(RegionBuilderHelper &, Block &)>;
LogicalResult fillStructuredOpRegion(OpBuilder &b, Region &region, ArrayRef<Type> inputTypes,
                                     ArrayRef<Type> outputTypes, const RegionBuilderHelper::EmitErrorFn &emitError,
                                     const RegionBuilderFn &regionBuilder);
/// Error diagnostics at `loc` through the context's engine (for builders).
RegionBuilderHelper::EmitErrorFn errorEmitterAt(Context *ctx, Location loc);
/// The block for a body-builder callback (MLIR's buildGenericRegion): block
/// arguments located at the operands.
void buildGenericRegion(OpBuilder &b, Location loc, Region &region, ValueRange inputs, ValueRange outputs,
                        const BodyBuilderFn &body);

// ---- verification -------------------------------------------------------------

/// `'op' op requires one region` unless exactly one region.
LogicalResult verifyOneRegion(Operation *op);
/// Checks `operandSegmentSizes` against the operand count (ODS
/// AttrSizedOperandSegments) for ops with `ins`/`outs` segments.
LogicalResult verifyOperandSegments(Operation *op);
/// ODS type constraints of `ins`/`outs`/results. `shapedInputs` for ops
/// whose inputs and inits must be ranked tensors or memrefs (map, reduce,
/// transpose; their results are tensors); otherwise inits must be shaped and
/// results ranked tensors. The variadic flags only shape the message.
LogicalResult verifyOperandAndResultTypes(Operation *op, bool shapedInputs, bool variadicInputs, bool variadicInit);
/// Optional `cast` attribute is a `#linalg.type_fn<...>`.
LogicalResult verifyCastAttr(Operation *op);
/// Required/optional `indexing_maps` is an array of affine maps.
LogicalResult verifyIndexingMapsAttr(Operation *op, bool required);
/// DestinationStyleOpInterface: inits are shaped, one tensor result per
/// tensor init with the init's type.
LogicalResult verifyDestinationStyle(Operation *op);
/// LinalgStructuredInterface (MLIR's verifyStructuredOpInterface +
/// IndexingMapOpInterface): maps vs operands, ranks, loops, static shapes,
/// invertibility, block arguments.
LogicalResult verifyStructuredOpInterface(Operation *op);
/// ContractionOpInterface for matmul-like ops: `add(out, mul(lhs, rhs))`.
LogicalResult verifyContractionInterface(Operation *op);

/// Memory effects of structured ops: memref inputs are read, memref inits
/// written (and read when the payload uses them); nothing on tensors.
void getStructuredOpEffects(Operation *op, std::vector<MemoryEffect> &effects);
/// Block argument names: `in` for inputs, `outName` for inits.
void setStructuredBlockArgNames(Operation *op, Region &region, const OpDefinition::SetNameFn &setName,
                                std::string_view outName);

// ---- registration (one per file) -----------------------------------------------

void registerNamedOps(Context &ctx);
void registerGenericOp(Context &ctx);
void registerMapAndReduceOps(Context &ctx);
void registerTransposeOp(Context &ctx);
void registerBroadcastOp(Context &ctx);  // linalg_broadcast.cc
/// A linalg.broadcast of `input` into `init` adding `dimensions`, with its
/// identity payload (linalg_broadcast.cc).
Operation *createBroadcast(OpBuilder &b, Location loc, Value input, Value init, ArrayRef<int64_t> dimensions);
std::vector<int64_t> getBroadcastDimensions(Operation *op);
void registerPayloadOps(Context &ctx);

}  // namespace tbuf::linalg::detail

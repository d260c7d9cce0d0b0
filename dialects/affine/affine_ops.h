// The affine dialect's core: affine.apply, affine.for (with iter_args),
// affine.if, affine.parallel (with reductions), affine.yield, affine.load
// and affine.store, over the affine maps and integer sets of ir/.
// Typed views with MLIR's accessor names; custom assembly and verifiers
// (mlir-opt-22's syntax and messages) in affine_for.cc, affine_if.cc,
// affine_parallel.cc and affine_access_ops.cc, the dim/symbol rules in
// affine_valid.cc, the reduction kinds in affine_reductions.cc.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include <optional>

#include "ir/affine_map.h"
#include "ir/integer_set.h"
#include "ir/op_definition.h"

namespace tbuf {
class Context;
void registerAffineDialect(Context &ctx);
}  // namespace tbuf

namespace tbuf::affine {

/// arith's AtomicRMWKind (the `reductions` of affine.parallel), numbered as
/// in MLIR 22 (alphabetically).
enum class AtomicRMWKind : int64_t {
  addf, addi, andi, assign, maximumf, maxnumf, maxs, maxu, minimumf, minnumf, mins, minu, mulf, muli, ori, xori
};
/// The kind spelled `name` ("addf", ...), or nullopt.
std::optional<AtomicRMWKind> symbolizeAtomicRMWKind(std::string_view name);
std::optional<AtomicRMWKind> symbolizeAtomicRMWKind(int64_t value);
std::string_view stringifyAtomicRMWKind(AtomicRMWKind kind);
/// Whether a result of type `type` may be reduced with `kind` (MLIR's
/// isResultTypeMatchAtomicRMWKind).
bool isResultTypeMatchAtomicRMWKind(Type type, AtomicRMWKind kind);

inline constexpr std::string_view kMapAttr = "map";
inline constexpr std::string_view kLowerBoundMapAttr = "lowerBoundMap";
inline constexpr std::string_view kUpperBoundMapAttr = "upperBoundMap";
inline constexpr std::string_view kStepAttr = "step";
inline constexpr std::string_view kConditionAttr = "condition";

/// The affine map attribute `name` of `op` (null if absent or not a map).
AffineMap getMapAttr(Operation *op, std::string_view name);

/// `%r = affine.apply #map(%d0, ...)[%s0, ...]`: operands are the map's
/// dims, then its symbols.
class ApplyOp : public OpView {
  TBUF_OP_VIEW(ApplyOp, "affine.apply")
  AffineMap getAffineMap() const { return getMapAttr(op_, kMapAttr); }
  OperandRange getMapOperands() const { return op_->getOperands(); }
};

/// `[%r =] affine.for %i = LB to UB [step C] [iter_args(%a = %x) -> (T)] {...}`.
/// Operand segments: lower-bound operands, upper-bound operands, inits.
class ForOp : public OpView {
  TBUF_OP_VIEW(ForOp, "affine.for")
  AffineMap getLowerBoundMap() const { return getMapAttr(op_, kLowerBoundMapAttr); }
  AffineMap getUpperBoundMap() const { return getMapAttr(op_, kUpperBoundMapAttr); }
  OperandRange getLowerBoundOperands() const;
  OperandRange getUpperBoundOperands() const;
  OperandRange getInits() const;
  int64_t getStep() const;
  Region &getRegion() const { return op_->getRegion(0); }
  Block *getBody() const;
  Value getInductionVar() const;
};

/// `%v = affine.load %m[%i + 1, symbol(%n)] : memref<...>`: operands are the
/// memref, then the map's dims and symbols.
class LoadOp : public OpView {
  TBUF_OP_VIEW(LoadOp, "affine.load")
  Value getMemRef() const { return op_->getOperand(0); }
  AffineMap getAffineMap() const { return getMapAttr(op_, kMapAttr); }
  OperandRange getMapOperands() const { return op_->getOperands().drop_front(); }
};

/// `affine.store %v, %m[%i] : memref<...>`.
class StoreOp : public OpView {
  TBUF_OP_VIEW(StoreOp, "affine.store")
  Value getValue() const { return op_->getOperand(0); }
  Value getMemRef() const { return op_->getOperand(1); }
  AffineMap getAffineMap() const { return getMapAttr(op_, kMapAttr); }
  OperandRange getMapOperands() const { return op_->getOperands().drop_front(2); }
};

/// `affine.parallel (%i, %j) = (LB0, LB1) to (UB0, UB1) [step (S0, S1)] {...}`:
/// one bound map per side holding every group's results (a group of
/// several results is `max(...)` / `min(...)`), group sizes in
/// lowerBoundsGroups / upperBoundsGroups, operands the lower map's then the
/// upper map's. With reductions (`reduce ("addf", ...) -> (T, ...)`), each
/// result combines the values the body yields for it over all iterations
/// with its reduction kind, starting from the kind's identity.
class ParallelOp : public OpView {
  TBUF_OP_VIEW(ParallelOp, "affine.parallel")
  AffineMap getLowerBoundsMap() const { return getMapAttr(op_, "lowerBoundsMap"); }
  AffineMap getUpperBoundsMap() const { return getMapAttr(op_, "upperBoundsMap"); }
  std::vector<int64_t> getLowerBoundsGroups() const;
  std::vector<int64_t> getUpperBoundsGroups() const;
  std::vector<int64_t> getSteps() const;
  OperandRange getLowerBoundsOperands() const;
  OperandRange getUpperBoundsOperands() const;
  unsigned getNumDims() const;
  Region &getRegion() const { return op_->getRegion(0); }
  Block *getBody() const;
  /// The reduction kind of each result (`reductions`, arith's AtomicRMWKind
  /// values); nullopt for an entry that is not a valid kind.
  std::vector<std::optional<AtomicRMWKind>> getReductionKinds() const;
};

/// `[%r =] affine.if #set(%dims)[%symbols] [-> (T)] {...} [else {...}]`:
/// operands are the set's dims, then its symbols; region 0 is the then
/// region, region 1 the else region (empty when absent).
class IfOp : public OpView {
  TBUF_OP_VIEW(IfOp, "affine.if")
  /// The `condition` set (null if absent or not a set).
  IntegerSet getIntegerSet() const;
  Region &getThenRegion() const { return op_->getRegion(0); }
  Region &getElseRegion() const { return op_->getRegion(1); }
  bool hasElse() const;
};

/// `affine.yield %a : T` (the body terminator of affine.for, affine.if and
/// affine.parallel).
class YieldOp : public OpView {
  TBUF_OP_VIEW(YieldOp, "affine.yield")
};

/// MLIR's isValidDim / isValidSymbol for a use by `user`: the affine scope
/// is the region of the closest isolated-from-above ancestor (func.func).
bool isValidDim(Value v, Operation *user);
bool isValidSymbol(Value v, Operation *user);
/// Checks `dims` then `symbols` with MLIR's messages ("operand cannot be
/// used as a dimension id" / "... as a symbol", or `indexMessage` for
/// affine.load/store: "index must be a dimension or symbol identifier").
LogicalResult verifyDimAndSymbolOperands(Operation *op, const OperandRange &operands, unsigned numDims,
                                         std::string_view indexMessage = {});

namespace detail {
void registerForOp(Context &ctx);
void registerAccessOps(Context &ctx);
void registerParallelOp(Context &ctx);
void registerIfOp(Context &ctx);
/// affine.if's fold and canonicalization patterns (affine_if_canonicalize.cc).
void addIfFoldAndCanonicalizations(OpDefinition &def);
/// `(%d, ...)[%s, ...]` after a map: the dims always, the symbols when any.
void printDimAndSymbolList(OpAsmPrinter &p, const OperandRange &operands, unsigned numDims);
/// Parses `(%d...)` and an optional `[%s...]`, checking the counts against
/// `map` (MLIR's "dim operand count and affine map dim count must match").
ParseResult parseDimAndSymbolList(OpAsmParser &p, AffineMap map, std::vector<Value> &out);
}  // namespace detail

}  // namespace tbuf::affine

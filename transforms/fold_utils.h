// Folding primitives shared by the OperationFolder, the greedy rewrite driver
// and passes: reading the constant value of ConstantLike ops (MLIR's
// `m_Constant` matcher), running an op's fold hook with its constant operands
// plus the generic trait folds (MLIR's `Operation::fold`), and turning folded
// attributes back into constant ops through a per-dialect materializer
// (MLIR's `Dialect::materializeConstant`).
//
// Materializers are registered per dialect namespace on a Context:
//   registerConstantMaterializer(ctx, "arith", materializeArithConstant);
// The folded op's dialect decides which materializer runs, as in MLIR (a
// tensor op folding to a scalar asks the tensor dialect, whose materializer
// typically creates an arith.constant).
#pragma once

#include <functional>
#include <string_view>
#include <vector>

#include "ir/builder.h"
#include "ir/context.h"

namespace tbuf {

/// Creates a constant op producing `value` as type `type` at the builder's
/// insertion point, or returns null (creating nothing) if it cannot.
using ConstantMaterializer = std::function<Operation *(OpBuilder &, Attribute value, Type type, Location loc)>;

/// Registers (or replaces) the materializer of `dialect` on `ctx`.
void registerConstantMaterializer(Context &ctx, std::string_view dialect, ConstantMaterializer fn);

/// Runs the materializer of `dialect`; null if none is registered or it
/// declined. The created op must be ConstantLike with one result of `type`.
Operation *materializeConstant(OpBuilder &builder, std::string_view dialect, Attribute value, Type type,
                               Location loc);

/// MLIR's `arith::ConstantOp::materialize`: an `arith.constant` (built through
/// the generic OperationState API) when `value` is an integer, float or dense
/// elements attribute whose type is exactly `type` (integers signless) and
/// `arith.constant` is registered; otherwise null.
Operation *materializeArithConstant(OpBuilder &builder, Attribute value, Type type, Location loc);

/// Registers materializeArithConstant for the dialects whose MLIR
/// materializer creates `arith.constant`: arith, math, tensor and memref.
void registerDefaultConstantMaterializers(Context &ctx);

/// The constant value of a ConstantLike op: what its fold hook returns, or
/// its `value` attribute. Null for other ops.
Attribute getConstantValue(Operation *op);

/// The same, running the op's fold hook into `scratch` (overwritten) instead
/// of a vector of its own: for loops asking about many ops.
Attribute getConstantValue(Operation *op, std::vector<OpFoldResult> &scratch);

/// The constant value of the op defining `v` (MLIR's `matchPattern(v,
/// m_Constant(&attr))`); null if `v` is not defined by a constant.
Attribute getConstantValue(Value v);

/// MLIR's `Operation::fold`: calls the op's fold hook with the constant value
/// of each operand and, if that fails or folds in place, the trait folds
/// (Commutative: constant operands move to the end). On success `results` is
/// either empty (the op was updated in place) or has one entry per result.
LogicalResult foldOperation(Operation *op, std::vector<OpFoldResult> &results);

/// Same, with the operand constants already computed.
LogicalResult foldOperation(Operation *op, ArrayRef<Attribute> constOperands, std::vector<OpFoldResult> &results);

/// Declares that the fold hook of op `opName` (registered on `ctx`) never
/// reads the constant values of its operands (it takes them unnamed), so a
/// caller may fold it without computing them: the greedy driver visits
/// loads and stores with constant indices in every iteration, and each
/// constant operand costs a fold of its defining constant.
void setFoldIgnoresConstantOperands(Context &ctx, std::string_view opName);

/// Whether the fold of ops of `def` can do without the constant operand
/// values: declared with setFoldIgnoresConstantOperands, and no folding
/// trait that reads them (Commutative).
bool foldIgnoresConstantOperands(const OpDefinition &def);

/// foldOperation(op, results), passing null constant operands when
/// `withConstantOperands` is false (only for ops whose definition answers
/// foldIgnoresConstantOperands: the result is then the same).
LogicalResult foldOperation(Operation *op, std::vector<OpFoldResult> &results, bool withConstantOperands);

}  // namespace tbuf

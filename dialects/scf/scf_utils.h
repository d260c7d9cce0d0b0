// Helpers shared by the scf op definitions (scf_*.cc), internal to the scf
// library: MLIR's assembly building blocks (assignment lists, dynamic index
// lists), implicit terminators, the "ODS" invariant checks MLIR generates
// from SCFOps.td (operand counts and type constraints, with MLIR's messages),
// and the RegionBranchOpInterface / LoopLikeOpInterface edge checks.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "dialects/utils/dialect_utils.h"
#include "ir/builder.h"
#include "ir/context.h"
#include "ir/op_asm.h"
#include "ir/op_definition.h"

namespace tbuf::scf::detail {

// ---- registration (one function per op family, called by registerScfDialect)
void registerForOp(Context &ctx);
void registerIfOps(Context &ctx);      // scf.if, scf.execute_region, scf.index_switch
void registerWhileOps(Context &ctx);   // scf.while, scf.condition
void registerForallOps(Context &ctx);  // scf.forall, scf.forall.in_parallel

// ---- assembly helpers ------------------------------------------------------

/// `'T'`: a type as MLIR diagnostics print it (quoted).
std::string quoted(Type t);

/// Prints `t1, t2, ...`.
void printTypeList(OpAsmPrinter &p, ArrayRef<Type> types);

/// Prints `<prefix>(%inner = %outer, ...)`; nothing if `inner` is empty.
void printInitializationList(OpAsmPrinter &p, ArrayRef<Value> inner, ArrayRef<Value> outer, std::string_view prefix);

/// Prints an op whose structure its custom form cannot show (only reachable
/// for IR that fails verification): `(operands) {regions} {attrs} : type`,
/// so that printing never crashes.
void printMalformed(OpAsmPrinter &p, Operation *op);

/// Parses `(%inner = %outer, ...)` (possibly `()`), MLIR's parseAssignmentList.
ParseResult parseAssignmentList(OpAsmParser &p, std::vector<OpAsmParser::Argument> &lhs,
                                std::vector<OpAsmParser::UnresolvedOperand> &rhs);
/// The same when the `(` was already consumed.
ParseResult parseAssignmentListBody(OpAsmParser &p, std::vector<OpAsmParser::Argument> &lhs,
                                    std::vector<OpAsmParser::UnresolvedOperand> &rhs);

/// MLIR's ensureRegionTerminator: gives an empty region one block, and
/// appends the terminator built by `build` if the last block does not end
/// with an op that has the Terminator trait.
void ensureTerminator(Region &region, Context *ctx, Location loc,
                      const std::function<void(OpBuilder &, Location)> &build);

/// Inserts an empty `scf.yield` where `ensureTerminator` says one is missing.
void ensureYieldTerminator(Region &region, Context *ctx, Location loc);

// ---- ODS-style invariant checks (MLIR's generated verifiers) --------------
// (Operand/result counts and type constraints come from dialect_utils.h.)

/// "requires zero successors".
LogicalResult verifyZeroSuccessors(Operation *op);

/// MLIR's SingleBlock trait: "expects region #i to have 0 or 1 blocks" and,
/// unless `noTerminator`, "expects a non-empty block".
LogicalResult verifySingleBlock(Operation *op, bool noTerminator = false);
// Unit properties (`unsignedCmp`, `no_inline`) are checked by
// verifyUnitProperty, and MLIR's "invalid properties {...} for op NAME: "
// prefix is invalidPropertiesPrefix (both dialect_utils.h).

/// "signless integer or index" (scf.for bounds).
extern const TypeConstraint kSignlessIntOrIndex;
/// "1-bit signless integer" (conditions).
extern const TypeConstraint kI1;

/// The last op of the region's only block must be `terminatorName`
/// (SingleBlockImplicitTerminator's region trait, with MLIR's messages).
LogicalResult verifyImplicitTerminator(Operation *op, std::string_view terminatorName);

/// MLIR's verifyAndGetTerminator: returns the last op of `region`'s block if
/// it is named `name`; otherwise emits `message` on `op` (with a note on the
/// op found there, if any) and returns null.
Operation *getVerifiedTerminator(Operation *op, Region &region, std::string_view name, std::string_view message);

// ---- control flow edges ----------------------------------------------------

/// A RegionBranchOpInterface edge check: the values forwarded by `point`
/// (null = the op itself entering a region) must match `inputs` in number and
/// type. `successor` is "parent" or "Region #N".
LogicalResult verifyControlFlowEdge(Operation *op, Operation *point, std::string_view successor,
                                    ArrayRef<Value> operands, ArrayRef<Type> inputs);

/// Types of a value list.
std::vector<Type> getTypes(ArrayRef<Value> values);

/// MLIR's verifyLoopLikeOpInterface: inits / region iter_args / yielded values
/// / loop results agree in number and type. `yielded` may be empty (then not
/// checked); `results` null means the loop has no results to check.
LogicalResult verifyLoopLike(Operation *op, ArrayRef<Value> inits, ArrayRef<Value> iterArgs, ArrayRef<Value> yielded,
                             const std::vector<Value> *results, uint64_t numIterArgs);

}  // namespace tbuf::scf::detail

// Folds and canonicalization patterns of the scf dialect (MLIR 22's, as
// `mlir-opt-22 --canonicalize` applies them), internal to the scf library.
// `registerScfCanonicalizations` hooks them into the op definitions; the
// helpers below are shared by the scf_canonicalize_*.cc files, one per op
// family:
//   scf_canonicalize_region_branch.cc  the three RegionBranchOpInterface
//                                      patterns (dead / duplicate successor
//                                      inputs) of for, if, while,
//                                      execute_region and index_switch;
//   scf_canonicalize_if.cc             scf.if fold and patterns;
//   scf_canonicalize_for.cc            scf.for patterns (trip counts);
//   scf_canonicalize_while.cc          scf.while patterns;
//   scf_canonicalize_region_ops.cc     scf.execute_region, scf.index_switch;
//   scf_canonicalize_forall.cc         scf.forall patterns.
// Ops of other dialects (arith.constant/select/xori/andi, cf.br, tensor.cast)
// are created by name, so the scf library does not depend on them.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "ir/context.h"
#include "ir/op_definition.h"
#include "ir/rewriter.h"

namespace tbuf {
/// Adds the scf folds and canonicalization patterns to the registered scf op
/// definitions (called at the end of registerScfDialect).
void registerScfCanonicalizations(Context &ctx);
}  // namespace tbuf

namespace tbuf::scf::canon {

// ---- registration, one per file ----------------------------------------------
void addRegionBranchPatterns(OpDefinition &def);
void addIfCanonicalizations(OpDefinition &def);
void addForCanonicalizations(OpDefinition &def);
void addWhileCanonicalizations(OpDefinition &def);
void addExecuteRegionCanonicalizations(OpDefinition &def);
void addIndexSwitchCanonicalizations(OpDefinition &def);
void addForallCanonicalizations(OpDefinition &def);

// ---- matching ----------------------------------------------------------------

/// The attribute of `v`'s defining ConstantLike op (MLIR's m_Constant), null
/// if `v` is not defined by a constant.
Attribute getConstantAttr(Value v);
/// The value of a constant i1 (MLIR's m_Constant(&BoolAttr)).
std::optional<bool> getConstantBool(Value v);
/// The IntegerAttr of a constant integer or index (m_ConstantInt).
IntegerAttr getConstantIntAttr(Value v);
/// True if `v` is a constant integer equal to one (m_One).
bool isConstantOne(Value v);
/// MLIR's constantTripCount(lb, ub, step, isSigned, scf::computeUbMinusLb)
/// in the bit width of the bounds (sign-extended): constant bounds, equal
/// bounds, or `ub = arith.addi lb, c` with the matching no-wrap flag; zero
/// for a zero or negative constant step. nullopt when unknown.
std::optional<int64_t> constantTripCount(OpFoldResult lb, OpFoldResult ub, OpFoldResult step, bool isSigned);
/// The op defining `v` if it is named `name`, else null.
Operation *getDefiningOpNamed(Value v, std::string_view name);

// ---- building ------------------------------------------------------------------

/// Creates `name(operands) -> resultTypes {attrs}` at the rewriter's
/// insertion point (ops of other dialects, created by name).
Operation *createOp(RewriterBase &rewriter, Location loc, std::string_view name, ArrayRef<Value> operands,
                    ArrayRef<Type> resultTypes, ArrayRef<NamedAttribute> attrs = {});
/// `arith.constant value : type`.
Value createArithConstant(RewriterBase &rewriter, Location loc, Attribute value);
/// `arith.constant true/false`.
Value createBoolConstant(RewriterBase &rewriter, Location loc, bool value);

// ---- rewriting -------------------------------------------------------------------

/// MLIR's replaceOpWithRegion: inlines the single block of `region` before
/// `op` (its arguments replaced by `blockArgs`), replaces `op`'s results by
/// the operands of the block's terminator and erases the terminator.
void replaceOpWithRegion(RewriterBase &rewriter, Operation *op, Region &region, ArrayRef<Value> blockArgs = {});

/// MLIR's RewriterBase::eraseOpResults: replaces `op` by a copy without the
/// results whose `erase` bit is set (they must be unused); the regions move
/// to the new op. Returns the new op.
Operation *eraseOpResults(RewriterBase &rewriter, Operation *op, const std::vector<bool> &erase);

/// Erases the operands of `op` whose bit is set (highest index first).
void eraseOperands(Operation *op, const std::vector<bool> &erase);
/// Erases the arguments of `block` whose bit is set (they must be unused).
void eraseArguments(Block *block, const std::vector<bool> &erase);

/// True if `v` is defined outside of `op` (neither a result of an op nested
/// in `op` nor an argument of a block inside it).
bool isDefinedOutsideOf(Operation *op, Value v);

}  // namespace tbuf::scf::canon

// Typed views and shared helpers of the index dialect:
//   %c = index.constant 27            %t = index.bool.constant true
//   %r = index.add %a, %b             (sub, mul, divs, divu, ceildivs,
//                                      ceildivu, floordivs, rems, remu, maxs,
//                                      mins, maxu, minu, shl, shrs, shru, and,
//                                      or, xor: same form)
//   %p = index.cmp slt(%a, %b)        %n = index.sizeof
//   %i = index.casts %x : i32 to index   (castu zero-extends)
// An index value's width is the target's (32 or 64 bits); folds only
// produce a constant when both widths give the same result, as in MLIR.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <utility>

#include "ir/builder.h"
#include "ir/op_definition.h"

namespace tbuf {
void registerIndexDialect(Context &ctx);
}  // namespace tbuf

namespace tbuf::index {

/// `index.constant N`: `value` is an IntegerAttr of type index.
class ConstantOp : public OpView {
  TBUF_OP_VIEW(ConstantOp, "index.constant")
  static void build(OpBuilder &b, OperationState &state, int64_t value);
  int64_t getValue() const;
};

/// `index.bool.constant true`: an i1 constant.
class BoolConstantOp : public OpView {
  TBUF_OP_VIEW(BoolConstantOp, "index.bool.constant")
  static void build(OpBuilder &b, OperationState &state, bool value);
};

/// The index ops that compute what an arith op computes on 64-bit index
/// values (the interpreter and the C emitter run them as that op).
/// Constants, index.cmp and index.sizeof have their own forms.
inline constexpr std::pair<std::string_view, std::string_view> kArithEquivalents[] = {
    {"index.add", "arith.addi"},            {"index.sub", "arith.subi"},
    {"index.mul", "arith.muli"},            {"index.divs", "arith.divsi"},
    {"index.divu", "arith.divui"},          {"index.ceildivs", "arith.ceildivsi"},
    {"index.ceildivu", "arith.ceildivui"},  {"index.floordivs", "arith.floordivsi"},
    {"index.rems", "arith.remsi"},          {"index.remu", "arith.remui"},
    {"index.maxs", "arith.maxsi"},          {"index.mins", "arith.minsi"},
    {"index.maxu", "arith.maxui"},          {"index.minu", "arith.minui"},
    {"index.shl", "arith.shli"},            {"index.shrs", "arith.shrsi"},
    {"index.shru", "arith.shrui"},          {"index.and", "arith.andi"},
    {"index.or", "arith.ori"},              {"index.xor", "arith.xori"},
    {"index.casts", "arith.index_cast"},    {"index.castu", "arith.index_castui"},
};

/// index.cmp's predicates, in MLIR's enum order.
enum class CmpPredicate { EQ, NE, SLT, SLE, SGT, SGE, ULT, ULE, UGT, UGE };

/// `eq`, `slt`, ... and back.
std::string_view stringifyCmpPredicate(CmpPredicate pred);
std::optional<CmpPredicate> symbolizeCmpPredicate(std::string_view name);
/// The predicate of `#index<cmp_predicate slt>`, if `attr` is one.
std::optional<CmpPredicate> getCmpPredicate(Attribute attr);
Attribute getCmpPredicateAttr(Context *ctx, CmpPredicate pred);
/// Compares two values truncated to `width` bits (64 or 32).
bool compareIndices(int64_t lhs, int64_t rhs, CmpPredicate pred, unsigned width);

/// `index.cmp pred(%a, %b)`.
class CmpOp : public OpView {
  TBUF_OP_VIEW(CmpOp, "index.cmp")
  CmpPredicate getPred() const;
};

namespace detail {
/// The binary ops with their folds (index_fold.cc).
void registerBinaryOps(Context &ctx);
/// Constant folding of index.cmp in 64 and 32 bits.
LogicalResult foldCmp(Operation *op, ArrayRef<Attribute> operands, std::vector<OpFoldResult> &results);
}  // namespace detail

}  // namespace tbuf::index

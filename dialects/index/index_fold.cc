// The binary ops of the index dialect (`%r = index.add %a, %b {attrs}`) and
// their folds. An index is 32 or 64 bits wide depending on the target, so a
// constant fold must hold for both widths: ops whose low 32 result bits only
// depend on the low 32 operand bits (add, sub, mul, and, or, xor, shl by less
// than 32) fold from the 64-bit result; the others (divisions, remainders,
// min/max, right shifts) fold only when the 64-bit result truncated to 32
// bits equals the 32-bit result. Also MLIR's identities: x + 0, x - 0, x * 1
// fold to x and x * 0 to 0. add, mul, min/max and the bitwise ops are
// commutative (constants move to the right).
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "dialects/index/index_ops.h"
#include "dialects/utils/dialect_utils.h"
#include "ir/attributes.h"
#include "ir/context.h"
#include "ir/op_asm.h"

namespace tbuf::index {
namespace {

/// `x` truncated to `width` bits (32 or 64), sign-extended.
int64_t truncTo(int64_t x, unsigned width) {
  return width == 64 ? x : static_cast<int64_t>(static_cast<int32_t>(static_cast<uint32_t>(x)));
}

uint64_t unsignedOf(int64_t x, unsigned width) {
  return width == 64 ? static_cast<uint64_t>(x) : static_cast<uint64_t>(static_cast<uint32_t>(x));
}

int64_t minSigned(unsigned width) { return width == 64 ? INT64_MIN : INT32_MIN; }

/// Two's complement negation without overflow (APInt's).
int64_t neg(int64_t x) { return static_cast<int64_t>(0 - static_cast<uint64_t>(x)); }

/// One op's computation on `width`-bit operands (already truncated); the
/// result is truncated by the caller. nullopt: do not fold.
using Compute = std::optional<int64_t> (*)(int64_t lhs, int64_t rhs, unsigned width);

std::optional<int64_t> wrapAdd(int64_t a, int64_t b, unsigned) {
  return static_cast<int64_t>(static_cast<uint64_t>(a) + static_cast<uint64_t>(b));
}
std::optional<int64_t> wrapSub(int64_t a, int64_t b, unsigned) {
  return static_cast<int64_t>(static_cast<uint64_t>(a) - static_cast<uint64_t>(b));
}
std::optional<int64_t> wrapMul(int64_t a, int64_t b, unsigned) {
  return static_cast<int64_t>(static_cast<uint64_t>(a) * static_cast<uint64_t>(b));
}
/// Signed division wrapping like APInt::sdiv (MIN / -1 = MIN).
int64_t sdiv(int64_t a, int64_t b, unsigned w) { return (a == minSigned(w) && b == -1) ? a : a / b; }
std::optional<int64_t> divS(int64_t a, int64_t b, unsigned w) {
  if (b == 0) return std::nullopt;
  return sdiv(a, b, w);
}
std::optional<int64_t> divU(int64_t a, int64_t b, unsigned w) {
  if (b == 0) return std::nullopt;
  return static_cast<int64_t>(unsignedOf(a, w) / unsignedOf(b, w));
}
std::optional<int64_t> ceilDivS(int64_t n, int64_t m, unsigned w) {
  if (m == 0) return std::nullopt;
  if (n == 0) return 0;
  bool mPositive = m > 0;
  if ((n > 0) != mPositive) return neg(sdiv(neg(n), m, w));
  int64_t x = mPositive ? -1 : 1;
  return static_cast<int64_t>(static_cast<uint64_t>(sdiv(n + x, m, w)) + 1);
}
std::optional<int64_t> ceilDivU(int64_t n, int64_t m, unsigned w) {
  if (m == 0) return std::nullopt;
  if (n == 0) return 0;
  return static_cast<int64_t>((unsignedOf(n, w) - 1) / unsignedOf(m, w) + 1);
}
std::optional<int64_t> floorDivS(int64_t n, int64_t m, unsigned w) {
  if (m == 0) return std::nullopt;
  if (n == 0) return 0;
  bool mNegative = m < 0;
  if ((n < 0) == mNegative) return sdiv(n, m, w);
  int64_t x = mNegative ? 1 : -1;
  return static_cast<int64_t>(static_cast<uint64_t>(-1) - static_cast<uint64_t>(sdiv(x - n, m, w)));
}
std::optional<int64_t> remS(int64_t a, int64_t b, unsigned w) {
  if (b == 0) return std::nullopt;
  return (a == minSigned(w) && b == -1) ? 0 : a % b;
}
std::optional<int64_t> remU(int64_t a, int64_t b, unsigned w) {
  if (b == 0) return std::nullopt;
  return static_cast<int64_t>(unsignedOf(a, w) % unsignedOf(b, w));
}
std::optional<int64_t> maxS(int64_t a, int64_t b, unsigned) { return a > b ? a : b; }
std::optional<int64_t> minS(int64_t a, int64_t b, unsigned) { return a < b ? a : b; }
std::optional<int64_t> maxU(int64_t a, int64_t b, unsigned w) { return unsignedOf(a, w) > unsignedOf(b, w) ? a : b; }
std::optional<int64_t> minU(int64_t a, int64_t b, unsigned w) { return unsignedOf(a, w) < unsignedOf(b, w) ? a : b; }
std::optional<int64_t> shl(int64_t a, int64_t b, unsigned w) {
  if (unsignedOf(b, w) >= 32) return std::nullopt;
  return static_cast<int64_t>(static_cast<uint64_t>(a) << b);
}
std::optional<int64_t> shrS(int64_t a, int64_t b, unsigned w) {
  if (unsignedOf(b, w) >= 32) return std::nullopt;
  return a >> b;
}
std::optional<int64_t> shrU(int64_t a, int64_t b, unsigned w) {
  if (unsignedOf(b, w) >= 32) return std::nullopt;
  return static_cast<int64_t>(unsignedOf(a, w) >> b);
}
std::optional<int64_t> bitAnd(int64_t a, int64_t b, unsigned) { return a & b; }
std::optional<int64_t> bitOr(int64_t a, int64_t b, unsigned) { return a | b; }
std::optional<int64_t> bitXor(int64_t a, int64_t b, unsigned) { return a ^ b; }

enum class Identity { None, Add, Sub, Mul };

struct BinaryOpInfo {
  std::string_view name;
  Compute compute;
  bool checked;      ///< fold only if the 32- and 64-bit results agree
  bool commutative;
  Identity identity;
};

constexpr BinaryOpInfo kBinaryOps[] = {
    {"index.add", wrapAdd, false, true, Identity::Add},
    {"index.sub", wrapSub, false, false, Identity::Sub},
    {"index.mul", wrapMul, false, true, Identity::Mul},
    {"index.divs", divS, true, false, Identity::None},
    {"index.divu", divU, true, false, Identity::None},
    {"index.ceildivs", ceilDivS, true, false, Identity::None},
    {"index.ceildivu", ceilDivU, true, false, Identity::None},
    {"index.floordivs", floorDivS, true, false, Identity::None},
    {"index.rems", remS, true, false, Identity::None},
    {"index.remu", remU, true, false, Identity::None},
    {"index.maxs", maxS, true, true, Identity::None},
    {"index.mins", minS, true, true, Identity::None},
    {"index.maxu", maxU, true, true, Identity::None},
    {"index.minu", minU, true, true, Identity::None},
    {"index.shl", shl, false, false, Identity::None},
    {"index.shrs", shrS, true, false, Identity::None},
    {"index.shru", shrU, true, false, Identity::None},
    {"index.and", bitAnd, false, true, Identity::None},
    {"index.or", bitOr, false, true, Identity::None},
    {"index.xor", bitXor, false, true, Identity::None},
};

const BinaryOpInfo *lookupBinaryOp(std::string_view name) {
  for (const BinaryOpInfo &info : kBinaryOps)
    if (info.name == name) return &info;
  return nullptr;
}

std::optional<int64_t> constantIndex(Attribute attr) {
  auto value = attr ? attr.dyn_cast<IntegerAttr>() : IntegerAttr();
  if (!value || !value.getType().isIndex()) return std::nullopt;
  return value.getInt();
}

LogicalResult foldBinary(Operation *op, ArrayRef<Attribute> operands, std::vector<OpFoldResult> &results) {
  const BinaryOpInfo *info = lookupBinaryOp(op->getName());
  if (!info || operands.size() != 2) return failure();
  std::optional<int64_t> lhs = constantIndex(operands[0]), rhs = constantIndex(operands[1]);
  if (lhs && rhs) {
    std::optional<int64_t> result64 = info->compute(*lhs, *rhs, 64);
    if (!result64) return failure();
    if (info->checked) {
      std::optional<int64_t> result32 = info->compute(truncTo(*lhs, 32), truncTo(*rhs, 32), 32);
      if (!result32 || truncTo(*result64, 32) != truncTo(*result32, 32)) return failure();
    }
    results.push_back(IntegerAttr::get(IndexType::get(op->getContext()), *result64));
    return success();
  }
  if (!rhs) return failure();
  switch (info->identity) {
    case Identity::Add:
    case Identity::Sub:
      if (*rhs != 0) return failure();
      results.push_back(op->getOperand(0));
      return success();
    case Identity::Mul:
      if (*rhs == 1) results.push_back(op->getOperand(0));
      else if (*rhs == 0) results.push_back(operands[1]);
      else return failure();
      return success();
    case Identity::None:
      return failure();
  }
  return failure();
}

const TypeConstraint kIndexType{[](Type t) { return t.isIndex(); }, "index"};

ParseResult parseBinary(OpAsmParser &p, OperationState &state) {
  OpAsmParser::UnresolvedOperand lhs, rhs;
  Type indexType = IndexType::get(p.getContext());
  if (failed(p.parseOperand(lhs)) || failed(p.parseComma()) || failed(p.parseOperand(rhs)) ||
      failed(p.parseOptionalAttrDict(state.attributes)) || failed(p.resolveOperand(lhs, indexType, state.operands)) ||
      failed(p.resolveOperand(rhs, indexType, state.operands)))
    return failure();
  state.addTypes({indexType});
  return success();
}

void printBinary(OpAsmPrinter &p, Operation *op) {
  p << " " << op->getOperand(0) << ", " << op->getOperand(1);
  p.printOptionalAttrDict(op->getAttrs());
}

LogicalResult verifyBinary(Operation *op) {
  if (failed(verifyNumResults(op, 1)) || failed(verifyNumOperands(op, 2)) ||
      failed(verifyOperandType(op, 0, kIndexType)) || failed(verifyOperandType(op, 1, kIndexType)))
    return failure();
  return verifyResultType(op, 0, kIndexType);
}

}  // namespace

namespace detail {

void registerBinaryOps(Context &ctx) {
  for (const BinaryOpInfo &info : kBinaryOps) {
    uint32_t traits = static_cast<uint32_t>(OpTrait::Pure);
    if (info.commutative) traits |= static_cast<uint32_t>(OpTrait::Commutative);
    OpDefinition def = makeOpDefinition("index", info.name, traits, parseBinary, printBinary, verifyBinary);
    def.fold = foldBinary;
    ctx.registerOp(std::move(def));
  }
}

LogicalResult foldCmp(Operation *op, ArrayRef<Attribute> operands, std::vector<OpFoldResult> &results) {
  std::optional<CmpPredicate> pred = getCmpPredicate(op->getAttr("pred"));
  if (!pred || operands.size() != 2) return failure();
  // Equal operands: the predicate's reflexive answer.
  if (op->getOperand(0) == op->getOperand(1)) {
    bool reflexive = *pred == CmpPredicate::EQ || *pred == CmpPredicate::SLE || *pred == CmpPredicate::SGE ||
                     *pred == CmpPredicate::ULE || *pred == CmpPredicate::UGE;
    results.push_back(BoolAttr::get(op->getContext(), reflexive));
    return success();
  }
  std::optional<int64_t> lhs = constantIndex(operands[0]), rhs = constantIndex(operands[1]);
  if (!lhs || !rhs) return failure();
  bool result64 = compareIndices(*lhs, *rhs, *pred, 64), result32 = compareIndices(*lhs, *rhs, *pred, 32);
  if (result64 != result32) return failure();
  results.push_back(BoolAttr::get(op->getContext(), result64));
  return success();
}

}  // namespace detail
}  // namespace tbuf::index

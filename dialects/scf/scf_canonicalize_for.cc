// scf.for: the canonicalization patterns of MLIR 22, in MLIR's order
// (SimplifyTrivialLoops, ForOpTensorCastFolder, then the region-branch
// patterns that drop forwarded or unused iter_args).
//
//   zero-trip loop                        =>  its init args
//   one-trip loop                         =>  body inlined (iv = lower bound)
//   >1 trips, empty body yielding values defined outside  =>  those values
//   iter_arg fed by a tensor.cast that only adds dynamic dims => the cast
//     moves into the loop
//
// Trip counts follow MLIR's constantTripCount: constant bounds compared with
// the loop's signedness, `lb == ub` (same value), or `ub = arith.addi lb, c`
// carrying the matching no-wrap flag; a zero or negative constant step means
// zero iterations. Arithmetic is done in the bit width of the bound type
// (64 bits for index), as APInt does.
#include <optional>

#include "dialects/utils/dialect_utils_tensor_cast.h"
#include "dialects/scf/scf_canonicalize.h"
#include "dialects/scf/scf_ops.h"

namespace tbuf::scf::canon {
namespace {

/// Two's complement arithmetic on `width`-bit integers held in uint64_t.
struct FixedWidth {
  unsigned width;
  uint64_t mask() const { return width >= 64 ? ~uint64_t(0) : (uint64_t(1) << width) - 1; }
  uint64_t trunc(uint64_t v) const { return v & mask(); }
  int64_t sext(uint64_t v) const {
    v = trunc(v);
    if (width >= 64) return static_cast<int64_t>(v);
    uint64_t sign = uint64_t(1) << (width - 1);
    return static_cast<int64_t>((v ^ sign) - sign);
  }
  bool isNegative(uint64_t v) const { return sext(v) < 0; }
};

/// Bit width of an integer or index type (index: 64).
unsigned getBitWidth(Type t) {
  if (auto i = t.dyn_cast<IntegerType>()) return i.getWidth();
  return 64;
}

/// Whether the `arith.overflow` flags of `op` contain `flag` ("nsw"/"nuw").
bool hasOverflowFlag(Operation *op, std::string_view flag) {
  Attribute a = op->getAttr("overflowFlags");
  if (!a) return false;
  std::string text = a.str();
  size_t open = text.find('<');
  if (open == std::string::npos) return false;
  std::string_view body = std::string_view(text).substr(open + 1);
  size_t pos = 0;
  while (pos < body.size()) {
    size_t end = body.find_first_of(",>", pos);
    std::string_view word = body.substr(pos, end == std::string_view::npos ? std::string_view::npos : end - pos);
    while (!word.empty() && word.front() == ' ') word.remove_prefix(1);
    while (!word.empty() && word.back() == ' ') word.remove_suffix(1);
    if (word == flag) return true;
    if (end == std::string_view::npos || body[end] == '>') break;
    pos = end + 1;
  }
  return false;
}

/// MLIR's scf::computeUbMinusLb: `ub = arith.addi lb, c` with nsw (signed)
/// or nuw (unsigned) gives c.
std::optional<int64_t> computeUbMinusLb(Value lb, Value ub, bool isSigned) {
  Operation *add = getDefiningOpNamed(ub, "arith.addi");
  if (!add || add->getNumOperands() != 2) return std::nullopt;
  if (!hasOverflowFlag(add, isSigned ? "nsw" : "nuw")) return std::nullopt;
  if (add->getOperand(0) != lb) return std::nullopt;
  IntegerAttr diff = getConstantIntAttr(add->getOperand(1));
  if (!diff) return std::nullopt;
  return diff.getInt();
}

}  // namespace

std::optional<int64_t> constantTripCount(OpFoldResult lb, OpFoldResult ub, OpFoldResult step, bool isSigned) {
  auto typeOf = [](OpFoldResult ofr) -> Type {
    if (ofr.value) return ofr.value.getType();
    if (auto i = ofr.attr.dyn_cast<IntegerAttr>()) return i.getType();
    return Type();
  };
  auto constant = [](OpFoldResult ofr) -> IntegerAttr {
    return ofr.value ? getConstantIntAttr(ofr.value) : ofr.attr.dyn_cast<IntegerAttr>();
  };
  Type lbType = typeOf(lb), ubType = typeOf(ub);
  if (!lbType || !ubType || getBitWidth(lbType) != getBitWidth(ubType) || lbType.isIndex() != ubType.isIndex())
    return std::nullopt;
  FixedWidth w{getBitWidth(lbType)};
  if ((lb.value && lb.value == ub.value) || (lb.attr && lb.attr == ub.attr)) return 0;

  IntegerAttr stepAttr = constant(step);
  if (stepAttr) {
    if (stepAttr.getInt() == 0) return 0;
    if (w.isNegative(static_cast<uint64_t>(stepAttr.getInt()))) return 0;
  }

  uint64_t diff;
  bool diffIsSigned = true;
  IntegerAttr lbAttr = constant(lb), ubAttr = constant(ub);
  if (lbAttr) {
    if (!ubAttr) return std::nullopt;
    uint64_t l = w.trunc(static_cast<uint64_t>(lbAttr.getInt())), u = w.trunc(static_cast<uint64_t>(ubAttr.getInt()));
    bool ubLeLb = isSigned ? w.sext(u) <= w.sext(l) : u <= l;
    if (ubLeLb) return 0;
    diff = w.trunc(u - l);
    diffIsSigned = isSigned;
  } else {
    if (ubAttr || !lb.value || !ub.value) return std::nullopt;
    std::optional<int64_t> d = computeUbMinusLb(lb.value, ub.value, isSigned);
    if (!d) return std::nullopt;
    diff = w.trunc(static_cast<uint64_t>(*d));
  }
  if (diffIsSigned && w.isNegative(diff)) return 0;
  if (!stepAttr) return std::nullopt;
  // APInt sdiv/srem on `width` bits.
  int64_t d = w.sext(diff), st = w.sext(static_cast<uint64_t>(stepAttr.getInt()));
  __int128 q = static_cast<__int128>(d) / st, r = static_cast<__int128>(d) % st;
  if (r != 0) q += 1;
  return w.sext(static_cast<uint64_t>(static_cast<int64_t>(q)));
}

namespace {

/// MLIR 22's ForOp::getStaticTripCount.
std::optional<int64_t> getStaticTripCount(ForOp forOp) {
  return constantTripCount(forOp.getLowerBound(), forOp.getUpperBound(), forOp.getStep(),
                           /*isSigned=*/!forOp.getUnsignedCmp());
}

LogicalResult simplifyTrivialLoops(Operation *op, RewriterBase &rewriter) {
  ForOp forOp(op);
  std::optional<int64_t> tripCount = getStaticTripCount(forOp);
  if (!tripCount) return failure();
  if (*tripCount == 0) {
    rewriter.replaceOp(op, forOp.getInitArgs().vec());
    return success();
  }
  if (*tripCount == 1) {
    std::vector<Value> blockArgs{forOp.getLowerBound()};
    for (Value v : forOp.getInitArgs()) blockArgs.push_back(v);
    replaceOpWithRegion(rewriter, op, forOp.getRegion(), blockArgs);
    return success();
  }
  // More than one iteration: an empty loop only yielding values defined
  // outside of it is replaced by them.
  Block *block = forOp.getBody();
  if (block->empty() || &block->front() != &block->back()) return failure();
  std::vector<Value> yielded = forOp.getYieldedValues();
  for (Value v : yielded)
    if (!isDefinedOutsideOf(op, v)) return failure();
  rewriter.replaceOp(op, yielded);
  return success();
}

/// MLIR's replaceAndCastForOpIterArg with tensor.cast: a new loop whose
/// init `operand` is `replacement`, casting the iter_arg back to the old type
/// inside the body and the yielded value and the result to the new / old
/// type. Returns the values replacing the old loop's results.
std::vector<Value> replaceTensorCastForOpIterArg(RewriterBase &rewriter, ForOp forOp, OpOperand &operand,
                                                 Value replacement) {
  Type oldType = operand.get().getType(), newType = replacement.getType();
  std::vector<Value> newIterOperands;
  for (OpOperand &o : forOp.getInitArgsMutable())
    newIterOperands.push_back(o.getOperandNumber() == operand.getOperandNumber() ? replacement : o.get());

  ForOp newForOp = rewriter.create<ForOp>(forOp.getLoc(), forOp.getLowerBound(), forOp.getUpperBound(),
                                          forOp.getStep(), ValueRange(newIterOperands), nullptr,
                                          forOp.getUnsignedCmp());
  for (const NamedAttribute &a : forOp->getAttrs()) newForOp->setAttr(a.name, a.value);
  Block *newBlock = newForOp.getBody();
  std::vector<Value> newBlockTransferArgs = newBlock->getArguments();

  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPointToStart(newBlock);
  unsigned argNumber = operand.getOperandNumber() - 3 + 1;
  Value castIn = createTensorCast(rewriter, newForOp.getLoc(), oldType, newBlock->getArgument(argNumber));
  newBlockTransferArgs[argNumber] = castIn;

  rewriter.mergeBlocks(forOp.getBody(), newBlock, newBlockTransferArgs);

  Operation *clonedYield = &newBlock->back();
  rewriter.setInsertionPoint(clonedYield);
  unsigned yieldIdx = argNumber - 1;
  Value castOut = createTensorCast(rewriter, newForOp.getLoc(), newType, clonedYield->getOperand(yieldIdx));
  std::vector<Value> newYieldOperands = clonedYield->getOperands().vec();
  newYieldOperands[yieldIdx] = castOut;
  createOp(rewriter, newForOp.getLoc(), YieldOp::getOperationName(), newYieldOperands, {});
  rewriter.eraseOp(clonedYield);

  rewriter.setInsertionPointAfter(newForOp);
  std::vector<Value> newResults = newForOp->getResults().vec();
  newResults[yieldIdx] = createTensorCast(rewriter, newForOp.getLoc(), oldType, newResults[yieldIdx]);
  return newResults;
}

LogicalResult forOpTensorCastFolder(Operation *op, RewriterBase &rewriter) {
  ForOp forOp(op);
  MutableArrayRef<OpOperand> inits = forOp.getInitArgsMutable();
  for (unsigned i = 0; i < inits.size() && i < op->getNumResults(); ++i) {
    OpOperand &iterOperand = inits[i];
    Operation *cast = getDefiningOpNamed(iterOperand.get(), "tensor.cast");
    if (!cast || cast->getNumOperands() != 1) continue;
    Type sourceType = cast->getOperand(0).getType(), destType = cast->getResult(0).getType();
    if (sourceType == destType) continue;
    if (!preservesStaticInformation(destType, sourceType)) continue;
    if (!op->getResult(i).hasOneUse()) continue;
    rewriter.replaceOp(op, replaceTensorCastForOpIterArg(rewriter, forOp, iterOperand, cast->getOperand(0)));
    return success();
  }
  return failure();
}

}  // namespace

void addForCanonicalizations(OpDefinition &def) {
  def.canonicalizers.push_back(simplifyTrivialLoops);
  def.canonicalizers.push_back(forOpTensorCastFolder);
  addRegionBranchPatterns(def);
}

}  // namespace tbuf::scf::canon

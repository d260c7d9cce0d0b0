// Shared matching / folding / building helpers of the canonicalization
// patterns (see dialect_utils_fold.h).
#include "dialects/utils/dialect_utils_fold.h"

#include "ir/ir_mapping.h"

namespace tbuf {

Operation *getDefiningOpNamed(Value v, std::string_view name) {
  Operation *def = v ? v.getDefiningOp() : nullptr;
  return def && def->getName() == name ? def : nullptr;
}

Attribute getConstantAttr(Value v) {
  Operation *def = v ? v.getDefiningOp() : nullptr;
  if (!def || !def->hasTrait(OpTrait::ConstantLike)) return Attribute();
  return def->getAttr("value");
}

bool isConstantIndex(Value v) {
  auto attr = getConstantAttr(v).dyn_cast<IntegerAttr>();
  return attr && attr.getType().isa<IndexType>();
}

bool sameOfr(const OpFoldResult &a, const OpFoldResult &b) { return a.attr == b.attr && a.value == b.value; }

bool sameOfrs(ArrayRef<OpFoldResult> a, ArrayRef<OpFoldResult> b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (!sameOfr(a[i], b[i])) return false;
  return true;
}

bool foldDynamicIndexList(std::vector<OpFoldResult> &ofrs, bool onlyNonNegative, bool onlyNonZero) {
  bool changed = false;
  for (OpFoldResult &ofr : ofrs) {
    if (ofr.attr) continue;
    Attribute attr = getConstantAttr(ofr.value);
    if (!attr) continue;
    std::optional<int64_t> v = getConstantIntValue(OpFoldResult(attr));
    if (onlyNonNegative && v && *v < 0) continue;
    if (onlyNonZero && v && *v == 0) continue;
    ofr = OpFoldResult(attr);
    changed = true;
  }
  return changed;
}

bool foldOffsetsSizesStrides(ArrayRef<int64_t> shape, std::vector<OpFoldResult> &offsets,
                             std::vector<OpFoldResult> &sizes, std::vector<OpFoldResult> &strides) {
  bool changed = false;
  std::vector<OpFoldResult> *lists[3] = {&offsets, &sizes, &strides};
  for (int k = 0; k < 3; ++k) {
    std::vector<OpFoldResult> candidate = *lists[k];
    if (!foldDynamicIndexList(candidate, /*onlyNonNegative=*/k < 2)) continue;
    std::vector<OpFoldResult> folded[3] = {offsets, sizes, strides};
    folded[k] = candidate;
    if (!verifyInBoundsSlice(shape, getStaticValues(folded[0]), getStaticValues(folded[1]),
                             getStaticValues(folded[2]))
             .isValid)
      break;
    *lists[k] = std::move(candidate);
    changed = true;
  }
  return changed;
}

Operation *createOp(RewriterBase &rewriter, Location loc, std::string_view name, ArrayRef<Value> operands,
                    ArrayRef<Type> types, ArrayRef<NamedAttribute> attrs) {
  OperationState state(rewriter.getContext(), loc, name);
  state.addOperands(operands);
  state.addTypes(types);
  for (const NamedAttribute &a : attrs) state.addAttribute(a.name, a.value);
  return rewriter.create(state);
}

OpFoldResult createOrFoldDim(RewriterBase &rewriter, Location loc, Value v, int64_t i) {
  Value index = createOp(rewriter, loc, "arith.constant", {}, {rewriter.getIndexType()},
                         {{"value", rewriter.getIndexAttr(i)}})
                    ->getResult(0);
  std::string_view dimName = v.getType().isa<TensorType>() ? "tensor.dim" : "memref.dim";
  Operation *dim = createOp(rewriter, loc, dimName, {v, index}, {rewriter.getIndexType()});
  std::vector<Attribute> constants = {Attribute(), rewriter.getIndexAttr(i)};
  std::vector<OpFoldResult> folded;
  const OpDefinition *def = dim->getDef();
  if (def && def->fold && succeeded(def->fold(dim, constants, folded)) && folded.size() == 1 && folded[0].value &&
      folded[0].value != dim->getResult(0)) {
    rewriter.eraseOp(dim);
    return folded[0];
  }
  return OpFoldResult(dim->getResult(0));
}

Operation *cloneWithOperands(RewriterBase &rewriter, Operation *op, ArrayRef<Type> resultTypes,
                             ArrayRef<Value> operands) {
  OperationState state(rewriter.getContext(), op->getLoc(), op->getName());
  state.addOperands(operands);
  state.addTypes(resultTypes);
  for (const NamedAttribute &a : op->getAttrs()) state.addAttribute(a.name, a.value);
  IRMapping mapping;
  for (Region &region : op->getRegions()) region.cloneInto(state.addRegion(), nullptr, mapping);
  return rewriter.create(state);
}

void prependCanonicalizers(Context &ctx, std::string_view opName, ArrayRef<OpDefinition::CanonicalizeFn> fns) {
  if (OpDefinition *def = ctx.lookupOpMutable(opName))
    def->canonicalizers.insert(def->canonicalizers.begin(), fns.begin(), fns.end());
}

void setFold(Context &ctx, std::string_view opName, OpDefinition::FoldFn fold) {
  if (OpDefinition *def = ctx.lookupOpMutable(opName)) def->fold = fold;
}

void appendCanonicalizers(Context &ctx, std::string_view opName, ArrayRef<OpDefinition::CanonicalizeFn> fns) {
  if (OpDefinition *def = ctx.lookupOpMutable(opName))
    def->canonicalizers.insert(def->canonicalizers.end(), fns.begin(), fns.end());
}

}  // namespace tbuf

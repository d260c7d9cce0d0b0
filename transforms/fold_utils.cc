// Folding primitives (see fold_utils.h).
#include "transforms/fold_utils.h"

#include <algorithm>
#include <memory>
#include <string>

#include "absl/container/flat_hash_map.h"
#include "absl/container/inlined_vector.h"
#include "ir/scratch.h"

namespace tbuf {

namespace {

/// Per-Context table of materializers. It lives in the Context's uniquing
/// store so that it is destroyed with the Context; the key cannot collide
/// with type or attribute keys (those never start with a control character).
struct MaterializerRegistry {
  mutable absl::flat_hash_map<std::string, ConstantMaterializer> byDialect;
};

const MaterializerRegistry &getRegistry(Context &ctx) {
  return *ctx.getUniqued<MaterializerRegistry>("\x01tbuf.transforms.constant-materializers",
                                               [] { return std::make_unique<MaterializerRegistry>(); });
}

/// Per-Context table of the definitions declared with
/// setFoldIgnoresConstantOperands and their fold hook at that time (a hook
/// set later is not covered by the declaration). Kept like the
/// materializers.
struct FoldIgnoresConstantsRegistry {
  mutable absl::flat_hash_map<const OpDefinition *, OpDefinition::FoldFn> defs;
};

const FoldIgnoresConstantsRegistry &getFoldIgnoresConstantsRegistry(Context &ctx) {
  return *ctx.getUniqued<FoldIgnoresConstantsRegistry>(
      "\x01tbuf.transforms.fold-ignores-constant-operands",
      [] { return std::make_unique<FoldIgnoresConstantsRegistry>(); });
}

}  // namespace

void registerConstantMaterializer(Context &ctx, std::string_view dialect, ConstantMaterializer fn) {
  getRegistry(ctx).byDialect[std::string(dialect)] = std::move(fn);
}

Operation *materializeConstant(OpBuilder &builder, std::string_view dialect, Attribute value, Type type,
                               Location loc) {
  const MaterializerRegistry &registry = getRegistry(*builder.getContext());
  auto it = registry.byDialect.find(std::string(dialect));
  if (it == registry.byDialect.end() || !it->second) return nullptr;
  return it->second(builder, value, type, loc);
}

Operation *materializeArithConstant(OpBuilder &builder, Attribute value, Type type, Location loc) {
  if (!value || !type) return nullptr;
  // Without the arith dialect the op would be an opaque, non-constant op.
  if (!builder.getContext()->lookupOp("arith.constant")) return nullptr;
  Type valueType;
  if (auto i = value.dyn_cast<IntegerAttr>()) valueType = i.getType();
  else if (auto f = value.dyn_cast<FloatAttr>()) valueType = f.getType();
  else if (auto d = value.dyn_cast<DenseElementsAttr>()) valueType = d.getType();
  else return nullptr;
  if (valueType != type) return nullptr;
  if (auto intType = type.dyn_cast<IntegerType>(); intType && !intType.isSignless()) return nullptr;
  OperationState state(builder.getContext(), loc, "arith.constant");
  state.addAttribute("value", value);
  state.addTypes({type});
  return builder.create(state);
}

void registerDefaultConstantMaterializers(Context &ctx) {
  for (const char *dialect : {"arith", "math", "tensor", "memref"})
    registerConstantMaterializer(ctx, dialect, materializeArithConstant);
}

Attribute getConstantValue(Operation *op, std::vector<OpFoldResult> &scratch) {
  if (!op || !op->hasTrait(OpTrait::ConstantLike)) return Attribute();
  if (const OpDefinition *def = op->getDef(); def && def->fold) {
    scratch.clear();
    // Constants usually have no operands: no storage for their values.
    unsigned n = op->getNumOperands();
    absl::InlinedVector<Attribute, 2> operands;
    if (n) operands.resize(n);
    if (succeeded(def->fold(op, ArrayRef<Attribute>(operands.data(), n), scratch)) && scratch.size() == 1 &&
        scratch[0].attr)
      return scratch[0].attr;
  }
  return op->getAttr("value");
}

Attribute getConstantValue(Operation *op) {
  if (!op || !op->hasTrait(OpTrait::ConstantLike)) return Attribute();
  // Asked for every constant operand of every op the folder visits: the
  // result vector is reused across calls on this thread (a fold hook that
  // asks for another constant's value gets a vector of its own).
  struct Tag;
  ScratchVector<OpFoldResult, Tag> scratch;
  return getConstantValue(op, scratch.get());
}

Attribute getConstantValue(Value v) { return v ? getConstantValue(v.getDefiningOp()) : Attribute(); }

/// OpTrait::IsCommutative's fold: moves constant operands after the others
/// (stable); succeeds if anything moved.
static LogicalResult foldCommutative(Operation *op, ArrayRef<Attribute> constOperands) {
  unsigned n = op->getNumOperands();
  if (n < 2 || constOperands.size() != n) return failure();
  // Already partitioned if every constant follows every non-constant (the
  // common case: decided before collecting anything).
  bool seenConst = false, moved = false;
  for (unsigned i = 0; i < n; ++i) {
    if (constOperands[i]) seenConst = true;
    else if (seenConst) moved = true;
  }
  if (!moved) return failure();
  std::vector<Value> nonConst, consts;
  for (unsigned i = 0; i < n; ++i) (constOperands[i] ? consts : nonConst).push_back(op->getOperand(i));
  nonConst.insert(nonConst.end(), consts.begin(), consts.end());
  for (unsigned i = 0; i < n; ++i)
    if (op->getOperand(i) != nonConst[i]) op->setOperand(i, nonConst[i]);
  return success();
}

static LogicalResult foldTraits(Operation *op, ArrayRef<Attribute> constOperands) {
  if (op->hasTrait(OpTrait::Commutative)) return foldCommutative(op, constOperands);
  return failure();
}

/// foldOperation for a registered op of definition `def`.
static LogicalResult foldWithHooks(Operation *op, const OpDefinition *def, ArrayRef<Attribute> constOperands,
                                   std::vector<OpFoldResult> &results) {
  results.clear();
  LogicalResult folded = failure();
  if (def->fold) folded = def->fold(op, constOperands, results);
  if (succeeded(folded)) {
    // A fold returning the op's own (single) result is an in-place update.
    bool selfFold = results.size() == 1 && op->getNumResults() == 1 && !results[0].attr &&
                    results[0].value == op->getResult(0);
    if (selfFold) results.clear();
    if (!results.empty()) {
      // A malformed fold result (wrong count, empty entry) is no fold.
      bool wellFormed = results.size() == op->getNumResults();
      for (const OpFoldResult &r : results) wellFormed &= static_cast<bool>(r);
      if (!wellFormed) {
        results.clear();
        return failure();
      }
      return success();
    }
  } else {
    results.clear();
  }
  // Failed or folded in place: the traits may still fold.
  if (succeeded(foldTraits(op, constOperands))) return success();
  return folded;
}

LogicalResult foldOperation(Operation *op, ArrayRef<Attribute> constOperands, std::vector<OpFoldResult> &results) {
  const OpDefinition *def = op->getDef();
  if (!def || !op->isRegistered()) {
    results.clear();
    return failure();
  }
  return foldWithHooks(op, def, constOperands, results);
}

void setFoldIgnoresConstantOperands(Context &ctx, std::string_view opName) {
  const OpDefinition *def = ctx.lookupOp(opName);
  if (def && def->fold) getFoldIgnoresConstantsRegistry(ctx).defs[def] = def->fold;
}

bool foldIgnoresConstantOperands(const OpDefinition &def) {
  if (!def.context || !def.fold || def.hasTrait(OpTrait::Commutative)) return false;
  const auto &defs = getFoldIgnoresConstantsRegistry(*def.context).defs;
  auto it = defs.find(&def);
  return it != defs.end() && it->second == def.fold;
}

LogicalResult foldOperation(Operation *op, std::vector<OpFoldResult> &results, bool withConstantOperands) {
  // Without a fold hook or a folding trait nothing can fold: the constant
  // values of the operands are not needed. (Asked for every op the greedy
  // driver pops: the definition is checked once, then the hooks run.)
  const OpDefinition *def = op->getDef();
  if (!def || !op->isRegistered() || (!def->fold && !op->hasTrait(OpTrait::Commutative))) {
    results.clear();
    return failure();
  }
  // Most ops have a few operands: their values live on the stack.
  unsigned n = op->getNumOperands();
  constexpr unsigned kInline = 6;
  Attribute inlineConstants[kInline];
  std::vector<Attribute> heapConstants;
  Attribute *constants = inlineConstants;
  if (n > kInline) {
    heapConstants.resize(n);
    constants = heapConstants.data();
  }
  if (withConstantOperands) {
    // The constants' fold hooks write into `results`, which the fold below
    // clears first anyway.
    for (unsigned i = 0; i < n; ++i) {
      Value operand = op->getOperand(i);
      Operation *defOp = operand ? operand.getDefiningOp() : nullptr;
      if (defOp && defOp->hasTrait(OpTrait::ConstantLike)) constants[i] = getConstantValue(defOp, results);
    }
  }
  return foldWithHooks(op, def, ArrayRef<Attribute>(constants, n), results);
}

LogicalResult foldOperation(Operation *op, std::vector<OpFoldResult> &results) {
  return foldOperation(op, results, /*withConstantOperands=*/true);
}

}  // namespace tbuf

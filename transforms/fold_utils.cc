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

Attribute getConstantValue(Operation *op) {
  if (!op || !op->hasTrait(OpTrait::ConstantLike)) return Attribute();
  if (const OpDefinition *def = op->getDef(); def && def->fold) {
    // Asked for every constant operand of every op the folder visits: the
    // result vector is reused across calls on this thread (a fold hook that
    // asks for another constant's value gets a vector of its own).
    struct Tag;
    ScratchVector<OpFoldResult, Tag> scratch;
    std::vector<OpFoldResult> &results = scratch.get();
    absl::InlinedVector<Attribute, 2> operands(op->getNumOperands());
    if (succeeded(def->fold(op, operands, results)) && results.size() == 1 && results[0].attr)
      return results[0].attr;
  }
  return op->getAttr("value");
}

Attribute getConstantValue(Value v) { return v ? getConstantValue(v.getDefiningOp()) : Attribute(); }

/// OpTrait::IsCommutative's fold: moves constant operands after the others
/// (stable); succeeds if anything moved.
static LogicalResult foldCommutative(Operation *op, ArrayRef<Attribute> constOperands) {
  unsigned n = op->getNumOperands();
  if (n < 2 || constOperands.size() != n) return failure();
  std::vector<Value> nonConst, consts;
  for (unsigned i = 0; i < n; ++i) (constOperands[i] ? consts : nonConst).push_back(op->getOperand(i));
  // Already partitioned if every constant follows every non-constant.
  bool seenConst = false, moved = false;
  for (unsigned i = 0; i < n; ++i) {
    if (constOperands[i]) seenConst = true;
    else if (seenConst) moved = true;
  }
  if (!moved) return failure();
  nonConst.insert(nonConst.end(), consts.begin(), consts.end());
  for (unsigned i = 0; i < n; ++i)
    if (op->getOperand(i) != nonConst[i]) op->setOperand(i, nonConst[i]);
  return success();
}

static LogicalResult foldTraits(Operation *op, ArrayRef<Attribute> constOperands) {
  if (op->hasTrait(OpTrait::Commutative)) return foldCommutative(op, constOperands);
  return failure();
}

LogicalResult foldOperation(Operation *op, ArrayRef<Attribute> constOperands, std::vector<OpFoldResult> &results) {
  results.clear();
  const OpDefinition *def = op->getDef();
  if (!def || !op->isRegistered()) return failure();
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

LogicalResult foldOperation(Operation *op, std::vector<OpFoldResult> &results) {
  // Without a fold hook or a folding trait nothing can fold: the constant
  // values of the operands are not needed.
  const OpDefinition *def = op->getDef();
  if (!def || !op->isRegistered() || (!def->fold && !op->hasTrait(OpTrait::Commutative))) {
    results.clear();
    return failure();
  }
  absl::InlinedVector<Attribute, 4> constants(op->getNumOperands());
  for (unsigned i = 0; i < op->getNumOperands(); ++i) constants[i] = getConstantValue(op->getOperand(i));
  return foldOperation(op, constants, results);
}

}  // namespace tbuf

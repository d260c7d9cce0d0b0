// Registration of the scf folds and canonicalization patterns, and the
// matching/building/rewriting helpers they share (see scf_canonicalize.h).
#include "dialects/scf/scf_canonicalize.h"

#include "dialects/scf/scf_ops.h"
#include "ir/builder.h"

namespace tbuf {

namespace scf::canon {

// ---- matching ----------------------------------------------------------------

Attribute getConstantAttr(Value v) {
  Operation *def = v ? v.getDefiningOp() : nullptr;
  if (!def || !def->hasTrait(OpTrait::ConstantLike)) return Attribute();
  return def->getAttr("value");
}

std::optional<bool> getConstantBool(Value v) {
  auto b = getConstantAttr(v).dyn_cast<BoolAttr>();
  if (!b) return std::nullopt;
  return b.getValue();
}

IntegerAttr getConstantIntAttr(Value v) { return getConstantAttr(v).dyn_cast<IntegerAttr>(); }

bool isConstantOne(Value v) {
  IntegerAttr a = getConstantIntAttr(v);
  if (!a) return false;
  // An i1 `true` is one as well (MLIR compares the APInt with 1).
  if (a.getType().isInteger(1)) return a.getInt() != 0;
  return a.getInt() == 1;
}

Operation *getDefiningOpNamed(Value v, std::string_view name) {
  Operation *def = v ? v.getDefiningOp() : nullptr;
  return def && def->getName() == name ? def : nullptr;
}

// ---- building ------------------------------------------------------------------

Operation *createOp(RewriterBase &rewriter, Location loc, std::string_view name, ArrayRef<Value> operands,
                    ArrayRef<Type> resultTypes, ArrayRef<NamedAttribute> attrs) {
  OperationState state(rewriter.getContext(), loc, name);
  state.addOperands(operands);
  state.addTypes(resultTypes);
  for (const NamedAttribute &a : attrs) state.addAttribute(a.name, a.value);
  return rewriter.create(state);
}

Value createArithConstant(RewriterBase &rewriter, Location loc, Attribute value) {
  Type type;
  if (auto i = value.dyn_cast<IntegerAttr>()) type = i.getType();
  return createOp(rewriter, loc, "arith.constant", {}, {type}, {{"value", value}})->getResult(0);
}

Value createBoolConstant(RewriterBase &rewriter, Location loc, bool value) {
  return createArithConstant(rewriter, loc, rewriter.getBoolAttr(value));
}

// ---- rewriting -------------------------------------------------------------------

void replaceOpWithRegion(RewriterBase &rewriter, Operation *op, Region &region, ArrayRef<Value> blockArgs) {
  Block *block = &region.front();
  Operation *terminator = &block->back();
  rewriter.inlineBlockBefore(block, op, blockArgs);
  // Read after inlining: operands that were block arguments now name their
  // replacements (MLIR reads them through a live ValueRange).
  std::vector<Value> results = terminator->getOperands().vec();
  rewriter.replaceOp(op, results);
  rewriter.eraseOp(terminator);
}

Operation *eraseOpResults(RewriterBase &rewriter, Operation *op, const std::vector<bool> &erase) {
  std::vector<Type> types;
  for (unsigned i = 0; i < op->getNumResults(); ++i)
    if (!erase[i]) types.push_back(op->getResult(i).getType());
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPoint(op);
  OperationState state(op->getContext(), op->getLoc(), op->getName());
  state.addOperands(op->getOperands().vec());
  state.addTypes(types);
  for (const NamedAttribute &a : op->getAttrs()) state.addAttribute(a.name, a.value);
  for (unsigned i = 0; i < op->getNumSuccessors(); ++i) state.successors.push_back(op->getSuccessor(i));
  for (unsigned i = 0; i < op->getNumRegions(); ++i) state.addRegion();
  Operation *newOp = rewriter.create(state);
  for (unsigned i = 0; i < op->getNumRegions(); ++i)
    rewriter.inlineRegionBefore(op->getRegion(i), newOp->getRegion(i), nullptr);
  std::vector<Value> replacements;
  for (unsigned i = 0, j = 0; i < op->getNumResults(); ++i)
    replacements.push_back(erase[i] ? Value() : Value(newOp->getResult(j++)));
  rewriter.replaceOp(op, replacements);
  return newOp;
}

void eraseOperands(Operation *op, const std::vector<bool> &erase) {
  for (unsigned i = static_cast<unsigned>(erase.size()); i-- > 0;)
    if (erase[i]) op->eraseOperands(i);
}

void eraseArguments(Block *block, const std::vector<bool> &erase) {
  for (unsigned i = static_cast<unsigned>(erase.size()); i-- > 0;)
    if (erase[i]) block->eraseArgument(i);
}

bool isDefinedOutsideOf(Operation *op, Value v) {
  Region *region = v.getParentRegion();
  Operation *parent = region ? region->getParentOp() : nullptr;
  return !parent || !op->isAncestor(parent);
}

}  // namespace scf::canon

void registerScfCanonicalizations(Context &ctx) {
  using namespace scf::canon;
  if (OpDefinition *def = ctx.lookupOpMutable(scf::ForOp::getOperationName())) addForCanonicalizations(*def);
  if (OpDefinition *def = ctx.lookupOpMutable(scf::IfOp::getOperationName())) addIfCanonicalizations(*def);
  if (OpDefinition *def = ctx.lookupOpMutable(scf::WhileOp::getOperationName())) addWhileCanonicalizations(*def);
  if (OpDefinition *def = ctx.lookupOpMutable(scf::ExecuteRegionOp::getOperationName()))
    addExecuteRegionCanonicalizations(*def);
  if (OpDefinition *def = ctx.lookupOpMutable(scf::IndexSwitchOp::getOperationName()))
    addIndexSwitchCanonicalizations(*def);
  if (OpDefinition *def = ctx.lookupOpMutable(scf::ForallOp::getOperationName())) addForallCanonicalizations(*def);
}

}  // namespace tbuf

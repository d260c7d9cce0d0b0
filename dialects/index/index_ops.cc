// Registration of the index dialect, and its non-binary ops with MLIR's
// custom assembly, verifier messages, result names and folds:
//   %idx27 = index.constant {attrs} 27        (value: an index IntegerAttr)
//   %true = index.bool.constant {attrs} true
//   %p = index.cmp slt(%a, %b) {attrs}        (pred: #index<cmp_predicate slt>)
//   %i = index.casts %x {attrs} : i32 to index (castu: zero-extending)
//   %n = index.sizeof {attrs}
// Casts from an integer constant to index fold (sign- or zero-extended);
// casts to an integer do not (the dialect materializes index and i1
// constants only, as MLIR's). The materializer creates index.constant and
// index.bool.constant.
#include <string>
#include <vector>

#include "dialects/index/index_ops.h"
#include "dialects/utils/dialect_utils.h"
#include "ir/attributes.h"
#include "ir/context.h"
#include "ir/diagnostics.h"
#include "ir/op_asm.h"
#include "transforms/fold_utils.h"

namespace tbuf::index {

void ConstantOp::build(OpBuilder &b, OperationState &state, int64_t value) {
  Type indexType = IndexType::get(b.getContext());
  state.addAttribute("value", IntegerAttr::get(indexType, value));
  state.addTypes({indexType});
}

int64_t ConstantOp::getValue() const {
  auto attr = op_->getAttrOfType<IntegerAttr>("value");
  return attr ? attr.getInt() : 0;
}

void BoolConstantOp::build(OpBuilder &b, OperationState &state, bool value) {
  state.addAttribute("value", b.getBoolAttr(value));
  state.addTypes({b.getI1Type()});
}

namespace {
constexpr std::string_view kPredicateNames[] = {"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"};
constexpr std::string_view kPredicatePrefix = "cmp_predicate ";
}  // namespace

std::string_view stringifyCmpPredicate(CmpPredicate pred) { return kPredicateNames[static_cast<int>(pred)]; }

std::optional<CmpPredicate> symbolizeCmpPredicate(std::string_view name) {
  for (size_t i = 0; i < std::size(kPredicateNames); ++i)
    if (kPredicateNames[i] == name) return static_cast<CmpPredicate>(i);
  return std::nullopt;
}

std::optional<CmpPredicate> getCmpPredicate(Attribute attr) {
  auto dialectAttr = attr ? attr.dyn_cast<DialectAttr>() : DialectAttr();
  if (!dialectAttr || dialectAttr.getDialect() != "index") return std::nullopt;
  std::string_view body = dialectAttr.getBody();
  if (body.substr(0, kPredicatePrefix.size()) != kPredicatePrefix) return std::nullopt;
  return symbolizeCmpPredicate(body.substr(kPredicatePrefix.size()));
}

Attribute getCmpPredicateAttr(Context *ctx, CmpPredicate pred) {
  return DialectAttr::get(ctx, "index", std::string(kPredicatePrefix) + std::string(stringifyCmpPredicate(pred)));
}

bool compareIndices(int64_t lhs, int64_t rhs, CmpPredicate pred, unsigned width) {
  if (width == 32) {
    lhs = static_cast<int32_t>(static_cast<uint32_t>(lhs));
    rhs = static_cast<int32_t>(static_cast<uint32_t>(rhs));
  }
  uint64_t ulhs = width == 32 ? static_cast<uint32_t>(lhs) : static_cast<uint64_t>(lhs);
  uint64_t urhs = width == 32 ? static_cast<uint32_t>(rhs) : static_cast<uint64_t>(rhs);
  switch (pred) {
    case CmpPredicate::EQ: return lhs == rhs;
    case CmpPredicate::NE: return lhs != rhs;
    case CmpPredicate::SLT: return lhs < rhs;
    case CmpPredicate::SLE: return lhs <= rhs;
    case CmpPredicate::SGT: return lhs > rhs;
    case CmpPredicate::SGE: return lhs >= rhs;
    case CmpPredicate::ULT: return ulhs < urhs;
    case CmpPredicate::ULE: return ulhs <= urhs;
    case CmpPredicate::UGT: return ulhs > urhs;
    case CmpPredicate::UGE: return ulhs >= urhs;
  }
  return false;
}

CmpPredicate CmpOp::getPred() const { return getCmpPredicate(op_->getAttr("pred")).value_or(CmpPredicate::EQ); }

namespace {

const TypeConstraint kIndexType{[](Type t) { return t.isIndex(); }, "index"};

/// An inherent attribute that fails its constraint: reported, as by
/// mlir-opt, without the "see current operation" note.
LogicalResult emitAttrConstraintError(Operation *op, std::string_view name, std::string_view constraint) {
  InFlightDiagnostic diag(&op->getContext()->getDiagEngine(), op->getLoc(), Severity::Error);
  diag << "'" << op->getName() << "' op attribute '" << name << "' failed to satisfy constraint: " << constraint;
  return diag;
}

const TypeConstraint kBool{[](Type t) { return t.isInteger(1); }, "1-bit signless integer"};
const TypeConstraint kIntOrIndex{[](Type t) { return t.isIndex() || t.isa<IntegerType>(); }, "integer or index"};

// ---- index.constant / index.bool.constant ----------------------------------------

/// `{attrs} VALUE` with VALUE typed `type`.
ParseResult parseConstantValue(OpAsmParser &p, OperationState &state, Type type) {
  Attribute value;
  if (failed(p.parseOptionalAttrDict(state.attributes)) || failed(p.parseAttribute(value, type))) return failure();
  state.addAttribute("value", value);
  state.addTypes({type});
  return success();
}

ParseResult parseConstant(OpAsmParser &p, OperationState &state) {
  return parseConstantValue(p, state, IndexType::get(p.getContext()));
}

ParseResult parseBoolConstant(OpAsmParser &p, OperationState &state) {
  return parseConstantValue(p, state, p.getBuilder().getI1Type());
}

void printConstantValue(OpAsmPrinter &p, Operation *op) {
  p.printOptionalAttrDict(op->getAttrs(), {"value"});
  p << " ";
  p.printAttributeWithoutType(op->getAttr("value"));
}

LogicalResult verifyConstant(Operation *op) {
  if (failed(verifyNumResults(op, 1)) || failed(verifyNumOperands(op, 0))) return failure();
  if (failed(verifyRequiredAttr(op, "value"))) return failure();
  auto value = op->getAttrOfType<IntegerAttr>("value");
  if (!value || !value.getType().isIndex()) return emitAttrConstraintError(op, "value", "index attribute");
  return verifyResultType(op, 0, kIndexType);
}

LogicalResult verifyBoolConstant(Operation *op) {
  if (failed(verifyNumResults(op, 1)) || failed(verifyNumOperands(op, 0))) return failure();
  if (failed(verifyRequiredAttr(op, "value"))) return failure();
  if (!op->getAttrOfType<BoolAttr>("value")) return emitAttrConstraintError(op, "value", "bool attribute");
  return verifyResultType(op, 0, kBool);
}

LogicalResult foldConstant(Operation *op, ArrayRef<Attribute>, std::vector<OpFoldResult> &results) {
  Attribute value = op->getAttr("value");
  if (!value) return failure();
  results.push_back(value);
  return success();
}

void constantResultName(Operation *op, const OpDefinition::SetNameFn &setName) {
  if (auto value = op->getAttrOfType<IntegerAttr>("value")) setName(op->getResult(0), "idx" + std::to_string(value.getInt()));
}

void boolConstantResultName(Operation *op, const OpDefinition::SetNameFn &setName) {
  if (auto value = op->getAttrOfType<BoolAttr>("value")) setName(op->getResult(0), value.getValue() ? "true" : "false");
}

// ---- index.cmp ----------------------------------------------------------------------

ParseResult parseCmp(OpAsmParser &p, OperationState &state) {
  Location loc = p.getCurrentLocation();
  std::string keyword;
  if (failed(p.parseKeyword(&keyword))) return failure();
  std::optional<CmpPredicate> pred = symbolizeCmpPredicate(keyword);
  if (!pred) {
    p.emitError(loc, "expected ::mlir::index::IndexCmpPredicate to be one of: eq, ne, slt, sle, sgt, sge, ult, ule, "
                     "ugt, uge");
    return p.emitError(p.getCurrentLocation(), "failed to parse IndexCmpPredicateAttr parameter 'value' which is to "
                                               "be a `::mlir::index::IndexCmpPredicate`");
  }
  OpAsmParser::UnresolvedOperand lhs, rhs;
  Type indexType = IndexType::get(p.getContext());
  if (failed(p.parseLParen()) || failed(p.parseOperand(lhs)) || failed(p.parseComma()) ||
      failed(p.parseOperand(rhs)) || failed(p.parseRParen()) || failed(p.parseOptionalAttrDict(state.attributes)) ||
      failed(p.resolveOperand(lhs, indexType, state.operands)) ||
      failed(p.resolveOperand(rhs, indexType, state.operands)))
    return failure();
  state.addAttribute("pred", getCmpPredicateAttr(p.getContext(), *pred));
  state.addTypes({p.getBuilder().getI1Type()});
  return success();
}

void printCmp(OpAsmPrinter &p, Operation *op) {
  p << " " << stringifyCmpPredicate(CmpOp(op).getPred()) << "(" << op->getOperand(0) << ", " << op->getOperand(1)
    << ")";
  p.printOptionalAttrDict(op->getAttrs(), {"pred"});
}

LogicalResult verifyCmp(Operation *op) {
  if (failed(verifyNumResults(op, 1)) || failed(verifyNumOperands(op, 2))) return failure();
  if (failed(verifyRequiredAttr(op, "pred"))) return failure();
  if (!getCmpPredicate(op->getAttr("pred")))
    return emitAttrConstraintError(op, "pred", "index comparison predicate kind");
  if (failed(verifyOperandType(op, 0, kIndexType)) || failed(verifyOperandType(op, 1, kIndexType))) return failure();
  return verifyResultType(op, 0, kBool);
}

// ---- index.casts / index.castu ----------------------------------------------------

ParseResult parseCast(OpAsmParser &p, OperationState &state) {
  OpAsmParser::UnresolvedOperand input;
  Type from, to;
  if (failed(p.parseOperand(input)) || failed(p.parseOptionalAttrDict(state.attributes)) ||
      failed(p.parseColonType(from)) || failed(p.parseKeyword("to")) || failed(p.parseType(to)) ||
      failed(p.resolveOperand(input, from, state.operands)))
    return failure();
  state.addTypes({to});
  return success();
}

void printCast(OpAsmPrinter &p, Operation *op) {
  p << " " << op->getOperand(0);
  p.printOptionalAttrDict(op->getAttrs());
  p << " : " << op->getOperand(0).getType() << " to " << op->getResult(0).getType();
}

LogicalResult verifyCast(Operation *op) {
  if (failed(verifyNumResults(op, 1)) || failed(verifyNumOperands(op, 1)) ||
      failed(verifyOperandType(op, 0, kIntOrIndex)) || failed(verifyResultType(op, 0, kIntOrIndex)))
    return failure();
  Type from = op->getOperand(0).getType(), to = op->getResult(0).getType();
  if (from.isIndex() != to.isIndex()) return success();
  return op->emitOpError() << "operand type " << quoteType(from) << " and result type " << quoteType(to)
                           << " are cast incompatible";
}

/// An integer constant cast to index: sign- (casts) or zero-extended (castu).
template <bool Signed>
LogicalResult foldCast(Operation *op, ArrayRef<Attribute> operands, std::vector<OpFoldResult> &results) {
  if (operands.empty() || !op->getResult(0).getType().isIndex()) return failure();
  auto value = operands[0] ? operands[0].dyn_cast<IntegerAttr>() : IntegerAttr();
  if (!value || value.getType().isIndex()) return failure();
  int64_t extended = Signed ? value.getInt() : static_cast<int64_t>(value.getUInt());
  results.push_back(IntegerAttr::get(IndexType::get(op->getContext()), extended));
  return success();
}

// ---- index.sizeof ----------------------------------------------------------------------

ParseResult parseSizeOf(OpAsmParser &p, OperationState &state) {
  if (failed(p.parseOptionalAttrDict(state.attributes))) return failure();
  state.addTypes({IndexType::get(p.getContext())});
  return success();
}

void printSizeOf(OpAsmPrinter &p, Operation *op) { p.printOptionalAttrDict(op->getAttrs()); }

LogicalResult verifySizeOf(Operation *op) {
  if (failed(verifyNumResults(op, 1)) || failed(verifyNumOperands(op, 0))) return failure();
  return verifyResultType(op, 0, kIndexType);
}

Operation *materializeIndexConstant(OpBuilder &b, Attribute value, Type type, Location loc) {
  if (auto boolValue = value.dyn_cast<BoolAttr>()) {
    if (!type.isInteger(1)) return nullptr;
    return b.create<BoolConstantOp>(loc, boolValue.getValue()).getOperation();
  }
  auto intValue = value.dyn_cast<IntegerAttr>();
  if (!intValue || !intValue.getType().isIndex() || !type.isIndex()) return nullptr;
  return b.create<ConstantOp>(loc, intValue.getInt()).getOperation();
}

}  // namespace
}  // namespace tbuf::index

namespace tbuf {

void registerIndexDialect(Context &ctx) {
  if (ctx.isDialectRegistered("index")) return;
  ctx.markDialectRegistered("index");
  using namespace index;
  uint32_t constantTraits = OpTrait::Pure | OpTrait::ConstantLike;
  OpDefinition constant = makeOpDefinition("index", ConstantOp::getOperationName(), constantTraits, parseConstant,
                                           printConstantValue, verifyConstant, constantResultName);
  constant.inherentAttrs = {"value"};
  constant.fold = foldConstant;
  ctx.registerOp(std::move(constant));

  OpDefinition boolConstant =
      makeOpDefinition("index", BoolConstantOp::getOperationName(), constantTraits, parseBoolConstant,
                       printConstantValue, verifyBoolConstant, boolConstantResultName);
  boolConstant.inherentAttrs = {"value"};
  boolConstant.fold = foldConstant;
  ctx.registerOp(std::move(boolConstant));

  OpDefinition cmp = makeOpDefinition("index", CmpOp::getOperationName(), static_cast<uint32_t>(OpTrait::Pure),
                                      parseCmp, printCmp, verifyCmp);
  cmp.inherentAttrs = {"pred"};
  cmp.fold = index::detail::foldCmp;
  ctx.registerOp(std::move(cmp));

  OpDefinition casts = makeOpDefinition("index", "index.casts", static_cast<uint32_t>(OpTrait::Pure), parseCast,
                                        printCast, verifyCast);
  casts.fold = foldCast<true>;
  ctx.registerOp(std::move(casts));
  OpDefinition castu = makeOpDefinition("index", "index.castu", static_cast<uint32_t>(OpTrait::Pure), parseCast,
                                        printCast, verifyCast);
  castu.fold = foldCast<false>;
  ctx.registerOp(std::move(castu));

  ctx.registerOp(makeOpDefinition("index", "index.sizeof", static_cast<uint32_t>(OpTrait::Pure), parseSizeOf,
                                  printSizeOf, verifySizeOf));

  index::detail::registerBinaryOps(ctx);
  registerConstantMaterializer(ctx, "index", materializeIndexConstant);
}

}  // namespace tbuf

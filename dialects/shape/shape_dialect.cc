// Registration of the shape dialect and its witness producers, with MLIR's
// custom assembly and verifier messages:
//   %w = shape.const_witness true {attrs}       (Pure, ConstantLike: folds to
//                                                its `passing` BoolAttr)
//   %w = shape.cstr_require %cond, "msg" {attrs} (folds to the constant of
//                                                %cond; never erased when
//                                                unused, as in MLIR)
// The dialect's constant materializer turns a folded BoolAttr of witness
// type back into `shape.const_witness`, other constants into arith.constant.
#include <string>
#include <vector>

#include "dialects/shape/shape_ops.h"
#include "dialects/utils/dialect_utils.h"
#include "ir/attributes.h"
#include "ir/context.h"
#include "ir/diagnostics.h"
#include "ir/op_asm.h"
#include "transforms/fold_utils.h"

namespace tbuf::shape {

Type getWitnessType(Context *ctx) { return OpaqueType::get(ctx, "shape", "witness"); }

bool isWitnessType(Type type) {
  auto opaque = type.dyn_cast<OpaqueType>();
  return opaque && opaque.getDialect() == "shape" && opaque.getData() == "witness";
}

void ConstWitnessOp::build(OpBuilder &b, OperationState &state, bool passing) {
  state.addAttribute("passing", b.getBoolAttr(passing));
  state.addTypes({getWitnessType(b.getContext())});
}

bool ConstWitnessOp::getPassing() const {
  auto attr = op_->getAttrOfType<BoolAttr>("passing");
  return attr && attr.getValue();
}

std::string_view CstrRequireOp::getMsg() const {
  auto attr = op_->getAttrOfType<StringAttr>("msg");
  return attr ? std::string_view(attr.getValue()) : std::string_view();
}

namespace {

/// MLIR's result constraint of the witness ops prints an empty description.
const TypeConstraint kWitness{isWitnessType, ""};

/// An inherent attribute that fails its constraint: reported, as by
/// mlir-opt, without the "see current operation" note.
LogicalResult emitAttrConstraintError(Operation *op, std::string_view name, std::string_view constraint) {
  InFlightDiagnostic diag(&op->getContext()->getDiagEngine(), op->getLoc(), Severity::Error);
  diag << "'" << op->getName() << "' op attribute '" << name << "' failed to satisfy constraint: " << constraint;
  return diag;
}

// ---- shape.const_witness ------------------------------------------------------

ParseResult parseConstWitness(OpAsmParser &p, OperationState &state) {
  Location loc = p.getCurrentLocation();
  Attribute value;
  if (failed(p.parseAttribute(value, p.getBuilder().getI1Type()))) return failure();
  auto boolAttr = value.dyn_cast<BoolAttr>();
  if (!boolAttr) return p.emitError(loc, "invalid kind of attribute specified");
  state.addAttribute("passing", BoolAttr::get(p.getContext(), boolAttr.getValue()));
  if (failed(p.parseOptionalAttrDict(state.attributes))) return failure();
  state.addTypes({getWitnessType(p.getContext())});
  return success();
}

void printConstWitness(OpAsmPrinter &p, Operation *op) {
  p << " " << (ConstWitnessOp(op).getPassing() ? "true" : "false");
  p.printOptionalAttrDict(op->getAttrs(), {"passing"});
}

LogicalResult verifyConstWitness(Operation *op) {
  if (failed(verifyNumResults(op, 1)) || failed(verifyNumOperands(op, 0))) return failure();
  if (failed(verifyRequiredAttr(op, "passing"))) return failure();
  if (!op->getAttrOfType<BoolAttr>("passing")) return emitAttrConstraintError(op, "passing", "bool attribute");
  return verifyResultType(op, 0, kWitness);
}

LogicalResult foldConstWitness(Operation *op, ArrayRef<Attribute>, std::vector<OpFoldResult> &results) {
  Attribute passing = op->getAttrOfType<BoolAttr>("passing");
  if (!passing) return failure();
  results.push_back(passing);
  return success();
}

// ---- shape.cstr_require ---------------------------------------------------------

ParseResult parseCstrRequire(OpAsmParser &p, OperationState &state) {
  OpAsmParser::UnresolvedOperand pred;
  std::string msg;
  if (failed(p.parseOperand(pred)) || failed(p.parseComma()) || failed(p.parseString(&msg)) ||
      failed(p.parseOptionalAttrDict(state.attributes)) ||
      failed(p.resolveOperand(pred, p.getBuilder().getI1Type(), state.operands)))
    return failure();
  state.addAttribute("msg", p.getBuilder().getStringAttr(msg));
  state.addTypes({getWitnessType(p.getContext())});
  return success();
}

void printCstrRequire(OpAsmPrinter &p, Operation *op) {
  p << " " << op->getOperand(0) << ", ";
  p.printString(CstrRequireOp(op).getMsg());
  p.printOptionalAttrDict(op->getAttrs(), {"msg"});
}

const TypeConstraint kI1{[](Type t) { return t.isInteger(1); }, "1-bit signless integer"};

LogicalResult verifyCstrRequire(Operation *op) {
  if (failed(verifyNumResults(op, 1)) || failed(verifyNumOperands(op, 1))) return failure();
  if (failed(verifyRequiredAttr(op, "msg"))) return failure();
  if (!op->getAttrOfType<StringAttr>("msg")) return emitAttrConstraintError(op, "msg", "string attribute");
  if (failed(verifyOperandType(op, 0, kI1))) return failure();
  return verifyResultType(op, 0, kWitness);
}

LogicalResult foldCstrRequire(Operation *, ArrayRef<Attribute> constOperands, std::vector<OpFoldResult> &results) {
  if (constOperands.empty() || !constOperands[0]) return failure();
  results.push_back(constOperands[0]);
  return success();
}

Operation *materializeShapeConstant(OpBuilder &b, Attribute value, Type type, Location loc) {
  if (isWitnessType(type)) {
    auto passing = value.dyn_cast<BoolAttr>();
    if (!passing) return nullptr;
    return b.create<ConstWitnessOp>(loc, passing.getValue()).getOperation();
  }
  return materializeArithConstant(b, value, type, loc);
}

}  // namespace
}  // namespace tbuf::shape

namespace tbuf {

void registerShapeDialect(Context &ctx) {
  if (ctx.isDialectRegistered("shape")) return;
  ctx.markDialectRegistered("shape");
  OpDefinition constWitness =
      makeOpDefinition("shape", shape::ConstWitnessOp::getOperationName(), OpTrait::Pure | OpTrait::ConstantLike,
                       shape::parseConstWitness, shape::printConstWitness, shape::verifyConstWitness);
  constWitness.inherentAttrs = {"passing"};
  constWitness.fold = shape::foldConstWitness;
  ctx.registerOp(std::move(constWitness));

  OpDefinition cstrRequire = makeOpDefinition("shape", shape::CstrRequireOp::getOperationName(), 0,
                                              shape::parseCstrRequire, shape::printCstrRequire,
                                              shape::verifyCstrRequire);
  cstrRequire.inherentAttrs = {"msg"};
  cstrRequire.fold = shape::foldCstrRequire;
  ctx.registerOp(std::move(cstrRequire));

  shape::detail::registerAssumingOps(ctx);
  registerConstantMaterializer(ctx, "shape", shape::materializeShapeConstant);
}

}  // namespace tbuf

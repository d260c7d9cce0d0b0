// The ops of structured-op payloads: `linalg.index` (the current iteration
// index of one loop) and `linalg.yield` (the terminator yielding one element
// per init). Both are only valid directly inside a linalg structured op.
#include "dialects/linalg/linalg_internal.h"
#include "ir/context.h"

namespace tbuf::linalg {

using namespace detail;

namespace {

// ---- linalg.index -------------------------------------------------------------

ParseResult parseIndexOp(OpAsmParser &parser, OperationState &state) {
  Attribute dim;
  if (failed(parser.parseAttribute(dim, parser.getBuilder().getI64Type())) ||
      failed(parser.parseOptionalAttrDict(state.attributes)) || failed(parser.parseColon()))
    return failure();
  Location typeLoc = parser.getCurrentLocation();
  Type type;
  if (failed(parser.parseType(type))) return failure();
  if (!type.isIndex())
    return parseFailure(parser.emitError(typeLoc) << "invalid kind of type specified: expected builtin.index, but found "
                                     << quoteType(type));
  state.addAttribute("dim", dim);
  state.addTypes({type});
  return success();
}

void printIndexOp(OpAsmPrinter &p, Operation *op) {
  // Tolerates malformed ops (the verifier rejects them): prints what exists.
  if (Attribute dim = op->getAttr("dim")) {
    p << " ";
    p.printAttributeWithoutType(dim);
  }
  p.printOptionalAttrDict(op->getAttrs(), {"dim"});
  if (op->getNumResults() == 1) {
    p << " : ";
    p.printType(op->getResult(0).getType());
  }
}

LogicalResult verifyIndexOp(Operation *op) {
  Attribute dimAttr = op->getAttr("dim");
  if (!dimAttr) return op->emitOpError() << "requires attribute 'dim'";
  auto dim = dimAttr.dyn_cast<IntegerAttr>();
  if (!dim || !dim.getType().isInteger(64) || dim.getInt() < 0)
    return op->emitOpError() << "attribute 'dim' failed to satisfy constraint: 64-bit signless integer attribute "
                                "whose minimum value is 0";
  if (op->getNumOperands() != 0)
    return op->emitOpError() << "expected 0 operands, but found " << op->getNumOperands();
  if (op->getNumResults() != 1) return op->emitOpError() << "expected 1 result, but found " << op->getNumResults();
  if (!op->getResult(0).getType().isIndex())
    return op->emitOpError() << "result #0 must be index, but got " << quoteType(op->getResult(0).getType());
  LinalgOp linalgOp(op->getParentOp());
  if (!isa<LinalgOp>(op->getParentOp())) return op->emitOpError() << "expected parent op with LinalgOp interface";
  if (static_cast<int64_t>(linalgOp.getNumLoops()) <= dim.getInt())
    return op->emitOpError() << "expected dim (" << dim.getInt() << ") to be lower than the number of loops ("
                             << linalgOp.getNumLoops() << ") of the enclosing LinalgOp";
  return success();
}

// ---- linalg.yield -------------------------------------------------------------

ParseResult parseYieldOp(OpAsmParser &parser, OperationState &state) {
  std::vector<OpAsmParser::UnresolvedOperand> operands;
  std::vector<Type> types;
  Location loc = parser.getCurrentLocation();
  if (failed(parser.parseOperandList(operands)) || failed(parser.parseOptionalAttrDict(state.attributes)))
    return failure();
  if (!operands.empty() && failed(parser.parseColonTypeList(types))) return failure();
  return parser.resolveOperands(operands, types, loc, state.operands);
}

void printYieldOp(OpAsmPrinter &p, Operation *op) {
  if (op->getNumOperands() > 0) {
    p << " ";
    p.printOperands(op->getOperands());
  }
  p.printOptionalAttrDict(op->getAttrs());
  if (op->getNumOperands() > 0) {
    p << " : ";
    std::vector<Type> types = op->getOperandTypes();
    for (size_t i = 0; i < types.size(); ++i) {
      if (i) p << ", ";
      p.printType(types[i]);
    }
  }
}

LogicalResult verifyYieldOp(Operation *op) {
  Operation *parent = op->getParentOp();
  if (parent && (parent->getNumRegions() != 1 || parent->getRegion(0).empty()))
    return op->emitOpError() << "expected single non-empty parent region";
  if (!isa<LinalgOp>(parent)) return op->emitOpError() << "expected parent op with LinalgOp interface";
  LinalgOp linalgOp(parent);
  if (op->getNumOperands() != linalgOp.getNumDpsInits())
    return op->emitOpError() << "expected number of yield values (" << op->getNumOperands()
                             << ") to match the number of inits / outs operands of the enclosing LinalgOp ("
                             << linalgOp.getNumDpsInits() << ")";
  for (unsigned i = 0; i < op->getNumOperands(); ++i) {
    Type elementType = getElementTypeOrSelf(linalgOp.getDpsInitOperand(i)->get().getType());
    Type type = op->getOperand(i).getType();
    if (type != elementType)
      return op->emitOpError() << "type of yield operand " << (i + 1) << " (" << quoteType(type)
                               << ") doesn't match the element type of the enclosing linalg.generic op ("
                               << quoteType(elementType) << ")";
  }
  return success();
}

}  // namespace

void IndexOp::build(OpBuilder &b, OperationState &state, int64_t dim) {
  state.addAttribute("dim", b.getI64IntegerAttr(dim));
  state.addTypes({b.getIndexType()});
}

int64_t IndexOp::getDim() const {
  auto a = op_->getAttrOfType<IntegerAttr>("dim");
  return a ? a.getInt() : -1;
}

void YieldOp::build(OpBuilder &, OperationState &state, ValueRange values) { state.addOperands(values); }

namespace detail {

void registerPayloadOps(Context &ctx) {
  OpDefinition index = makeDefinition(IndexOp::getOperationName(), static_cast<uint32_t>(OpTrait::Pure));
  index.inherentAttrs = {"dim"};
  index.parse = parseIndexOp;
  index.print = printIndexOp;
  index.verify = verifyIndexOp;
  ctx.registerOp(std::move(index));

  OpDefinition yield =
      makeDefinition(YieldOp::getOperationName(), OpTrait::Terminator | OpTrait::ReturnLike | OpTrait::Pure);
  yield.parse = parseYieldOp;
  yield.print = printYieldOp;
  yield.verify = verifyYieldOp;
  ctx.registerOp(std::move(yield));
}

}  // namespace detail
}  // namespace tbuf::linalg

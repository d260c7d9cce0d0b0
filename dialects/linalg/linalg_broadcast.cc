// linalg.broadcast: `ins(%a : T) outs(%b : U) dimensions = [1]` copies the
// input into the init along the init dimensions not listed in `dimensions`
// (the listed ones are added). Its payload is the identity (`linalg.yield
// %in`), built by the parser. Verifier with mlir-opt-22's messages.
#include <algorithm>

#include "dialects/linalg/linalg_internal.h"
#include "ir/context.h"

namespace tbuf::linalg {

using namespace detail;

namespace {

/// The identity payload: block arguments for `operands`, `yield %arg0`.
void buildIdentityRegion(OpBuilder &b, Location loc, Region &region, ValueRange operands) {
  buildGenericRegion(b, loc, region, operands, {}, [](OpBuilder &builder, Location l, ArrayRef<Value> args) {
    OperationState yield(l, YieldOp::getOperationName());
    yield.addOperands({args[0]});
    builder.create(yield);
  });
}

ParseResult parseBroadcastOp(OpAsmParser &parser, OperationState &state) {
  std::vector<Type> inputTypes, outputTypes;
  if (failed(parseCommonStructuredOpParts(parser, state, inputTypes, outputTypes, /*addOperandSegmentSizes=*/false)))
    return failure();
  state.addTypes(getRankedTensorTypes(outputTypes));
  if (failed(parseDenseI64ArrayKeyword(parser, state, "dimensions")) ||
      failed(parser.parseOptionalAttrDict(state.attributes)))
    return failure();
  Region *region = state.addRegion();
  if (state.operands.empty()) return success();
  buildIdentityRegion(parser.getBuilder(), state.location, *region, state.operands);
  return success();
}

std::vector<int64_t> getDimensions(Operation *op) {
  auto a = op->getAttrOfType<DenseArrayAttr>("dimensions");
  if (!a || a.getElementType().isa<FloatType>()) return {};
  return std::vector<int64_t>(a.asInts().begin(), a.asInts().end());
}

void printBroadcastOp(OpAsmPrinter &p, Operation *op) {
  LinalgOp linalgOp(op);
  printCommonStructuredOpParts(p, linalgOp.getDpsInputs(), linalgOp.getDpsInits());
  printDenseI64ArrayKeyword(p, "dimensions", getDimensions(op));
  p.printOptionalAttrDict(op->getAttrs(), {"dimensions"});
}

LogicalResult verifyBroadcastOp(Operation *op) {
  if (failed(verifyOneRegion(op))) return failure();
  auto dimsAttr = op->getAttr("dimensions");
  if (!dimsAttr) return op->emitOpError() << "requires attribute 'dimensions'";
  auto dims = dimsAttr.dyn_cast<DenseArrayAttr>();
  if (!dims || !dims.getElementType().isInteger(64))
    return op->emitOpError() << "attribute 'dimensions' failed to satisfy constraint: i64 dense array attribute";
  if (op->getNumOperands() != 2) return op->emitOpError() << "expected 2 operands, but found " << op->getNumOperands();
  if (failed(verifyOperandAndResultTypes(op, /*shapedInputs=*/true, /*variadicInputs=*/false, false)) ||
      failed(verifyDestinationStyle(op)))
    return failure();
  ArrayRef<int64_t> dimensions = dims.asInts();
  auto inputType = op->getOperand(0).getType().cast<ShapedType>();
  auto initType = op->getOperand(1).getType().cast<ShapedType>();
  int64_t inputRank = inputType.getRank(), initRank = initType.getRank();
  if (inputRank + static_cast<int64_t>(dimensions.size()) != initRank)
    return op->emitOpError() << "input rank plus added dimensions does not match init rank. input rank: "
                             << inputRank << ", dimensions size: " << dimensions.size() << ", init rank: " << initRank;
  for (size_t i = 0; i < dimensions.size(); ++i)
    if (dimensions[i] < 0 || dimensions[i] >= initRank)
      return op->emitOpError() << "dimension " << i << " is out of range. expected range: [0, " << initRank - 1
                               << "], got: " << dimensions[i];
  // Init dims that are not added come from the input, in order.
  int64_t inputDim = 0;
  for (int64_t initDim = 0; initDim < initRank; ++initDim) {
    if (std::find(dimensions.begin(), dimensions.end(), initDim) != dimensions.end()) continue;
    if (inputType.getDimSize(inputDim) != initType.getDimSize(initDim))
      return op->emitOpError() << "input dim " << inputDim << " should match init dim " << initDim
                               << ". input: " << inputType.getDimSize(inputDim)
                               << ", init: " << initType.getDimSize(initDim);
    ++inputDim;
  }
  return success();
}

}  // namespace

namespace detail {

Operation *createBroadcast(OpBuilder &b, Location loc, Value input, Value init, ArrayRef<int64_t> dimensions) {
  OperationState state(loc, "linalg.broadcast");
  state.addOperands({input, init});
  state.addAttribute("dimensions", b.getDenseI64ArrayAttr(dimensions));
  if (init.getType().isa<RankedTensorType>()) state.addTypes({init.getType()});
  buildIdentityRegion(b, loc, *state.addRegion(), {input, init});
  return b.create(state);
}

std::vector<int64_t> getBroadcastDimensions(Operation *op) { return getDimensions(op); }

void registerBroadcastOp(Context &ctx) {
  OpDefinition def = makeDefinition("linalg.broadcast", OpTrait::DestinationStyle | OpTrait::SingleBlock);
  def.inherentAttrs = {"dimensions"};
  def.parse = parseBroadcastOp;
  def.print = printBroadcastOp;
  def.verify = verifyBroadcastOp;
  def.verifyRegions = verifyStructuredOpInterface;
  def.getEffects = getStructuredOpEffects;
  def.getAsmResultNames = [](Operation *op, const OpDefinition::SetNameFn &setName) {
    if (op->getNumResults()) setName(op->getResult(0), "broadcasted");
  };
  ctx.registerOp(std::move(def));
}

}  // namespace detail
}  // namespace tbuf::linalg

// linalg.transpose: `ins(%a : T) outs(%b : U) permutation = [1, 0]` with
// dim(init, i) = dim(input, permutation[i]). Its payload is the identity
// (`linalg.yield %in`), built by the parser and the builder.
#include <algorithm>

#include "dialects/linalg/linalg_internal.h"
#include "ir/context.h"

namespace tbuf::linalg {

using namespace detail;

namespace {

/// The identity payload: block arguments for `operands`, `yield %arg0`.
void buildIdentityRegion(OpBuilder &b, Location loc, Region &region, ValueRange operands) {
  buildGenericRegion(b, loc, region, operands, {}, [](OpBuilder &builder, Location l, ArrayRef<Value> args) {
    OperationState state(l, YieldOp::getOperationName());
    state.addOperands({args[0]});
    builder.create(state);
  });
}

ParseResult parseTransposeOp(OpAsmParser &parser, OperationState &state) {
  std::vector<Type> inputTypes, outputTypes;
  if (failed(parseCommonStructuredOpParts(parser, state, inputTypes, outputTypes, /*addOperandSegmentSizes=*/false)))
    return failure();
  state.addTypes(getRankedTensorTypes(outputTypes));
  if (failed(parseDenseI64ArrayKeyword(parser, state, "permutation")) ||
      failed(parser.parseOptionalAttrDict(state.attributes)))
    return failure();
  if (state.operands.empty()) {
    state.addRegion();
    return success();
  }
  buildIdentityRegion(parser.getBuilder(), state.location, *state.addRegion(), state.operands);
  return success();
}

void printTransposeOp(OpAsmPrinter &p, Operation *op) {
  TransposeOp transpose(op);
  printCommonStructuredOpParts(p, transpose.getDpsInputs(), transpose.getDpsInits());
  printDenseI64ArrayKeyword(p, "permutation", transpose.getPermutation());
  p.printOptionalAttrDict(op->getAttrs(), {"permutation"});
}

LogicalResult verifyTransposeOp(Operation *op) {
  if (failed(verifyOneRegion(op))) return failure();
  Attribute permAttr = op->getAttr("permutation");
  if (!permAttr) return op->emitOpError() << "requires attribute 'permutation'";
  auto perm = permAttr.dyn_cast<DenseArrayAttr>();
  if (!perm || !perm.getElementType().isInteger(64))
    return op->emitOpError() << "attribute 'permutation' failed to satisfy constraint: i64 dense array attribute";
  if (op->getNumOperands() != 2) return op->emitOpError() << "expected 2 operands, but found " << op->getNumOperands();
  if (failed(verifyOperandAndResultTypes(op, /*shapedInputs=*/true, /*variadicInputs=*/false, false)) ||
      failed(verifyDestinationStyle(op)))
    return failure();

  ArrayRef<int64_t> permutation = perm.asInts();
  std::vector<bool> seen(permutation.size(), false);
  for (int64_t p : permutation) {
    if (p < 0 || p >= static_cast<int64_t>(permutation.size()) || seen[p])
      return op->emitOpError() << "permutation is not valid";
    seen[p] = true;
  }
  TransposeOp transpose(op);
  auto inputType = transpose.getInput().getType().cast<ShapedType>();
  auto initType = transpose.getInit().getType().cast<ShapedType>();
  int64_t rank = inputType.getRank();
  if (rank != initType.getRank())
    return op->emitOpError() << "input rank " << rank << " does not match init rank " << initType.getRank();
  if (rank != static_cast<int64_t>(permutation.size()))
    return op->emitOpError() << "size of permutation " << permutation.size() << " does not match the argument rank "
                             << rank;
  for (int64_t i = 0; i < rank; ++i) {
    int64_t inputDim = inputType.getDimSize(permutation[i]), initDim = initType.getDimSize(i);
    if (inputDim != initDim)
      return op->emitOpError() << "dim(result, " << i << ") = " << initDim << " doesn't match dim(input, permutation["
                               << i << "]) = " << inputDim;
  }
  return success();
}

}  // namespace

void TransposeOp::build(OpBuilder &b, OperationState &state, Value input, Value init,
                        ArrayRef<int64_t> permutation) {
  state.addOperands({input, init});
  state.addAttribute("permutation", b.getDenseI64ArrayAttr(permutation));
  if (init.getType().isa<RankedTensorType>()) state.addTypes({init.getType()});
  buildIdentityRegion(b, state.location, *state.addRegion(), {input, init});
}

std::vector<int64_t> TransposeOp::getPermutation() const {
  auto a = op_->getAttrOfType<DenseArrayAttr>("permutation");
  if (!a || a.getElementType().isa<FloatType>()) return {};
  return std::vector<int64_t>(a.asInts().begin(), a.asInts().end());
}

namespace detail {

void registerTransposeOp(Context &ctx) {
  OpDefinition def =
      makeDefinition(TransposeOp::getOperationName(), OpTrait::DestinationStyle | OpTrait::SingleBlock);
  def.inherentAttrs = {"permutation"};
  def.parse = parseTransposeOp;
  def.print = printTransposeOp;
  def.verify = verifyTransposeOp;
  def.verifyRegions = verifyStructuredOpInterface;
  def.getEffects = getStructuredOpEffects;
  def.getAsmResultNames = [](Operation *op, const OpDefinition::SetNameFn &setName) {
    if (op->getNumResults()) setName(op->getResult(0), "transposed");
  };
  ctx.registerOp(std::move(def));
}

}  // namespace detail
}  // namespace tbuf::linalg

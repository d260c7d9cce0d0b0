// Tensor ops with a body region: tensor.generate and tensor.pad, whose single
// block takes one index argument per result dim and ends in tensor.yield of
// the element value. Custom assembly, verifiers (MLIR's verify and
// verifyRegions split) and builders, as mlir-opt-22.
#include <string>

#include "dialects/utils/dialect_utils.h"
#include "dialects/tensor/tensor_ops.h"
#include "dialects/tensor/tensor_registration.h"
#include "ir/context.h"

namespace tbuf::tensor {

namespace {

using Delimiter = OpAsmParser::Delimiter;
using Operand = OpAsmParser::UnresolvedOperand;
namespace C = constraints;

/// Region constraint "region with 1 blocks" (an empty region fails; more
/// blocks are rejected by the SingleBlock trait first).
LogicalResult verifyBodyRegion(Operation *op, std::string_view name) {
  if (failed(verifyNumRegions(op, 1))) return failure();
  if (op->getRegion(0).empty()) return verifySingleBlockRegion(op, 0, name);
  return success();
}

/// The tensor.yield terminating the body, or null after a diagnostic
/// (SingleBlockImplicitTerminator<tensor.yield>).
Operation *getBodyYield(Operation *op) {
  return verifyRegionTerminator(op, 0, YieldOp::getOperationName());
}

/// Creates the single body block with `rank` index arguments and runs the
/// body builder in it.
void buildBody(OpBuilder &b, OperationState &state, int64_t rank, const BodyBuilderFn &bodyBuilder) {
  Region *region = state.addRegion();
  auto *block = new Block();
  region->push_back(block);
  std::vector<Value> args;
  for (int64_t i = 0; i < rank; ++i) args.push_back(block->addArgument(b.getIndexType(), state.location));
  if (!bodyBuilder) return;
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToEnd(block);
  bodyBuilder(b, state.location, args);
}

// ---- tensor.generate -----------------------------------------------------------

ParseResult parseGenerate(OpAsmParser &p, OperationState &state) {
  std::vector<Operand> extents;
  Type type;
  if (failed(p.parseOperandList(extents)) || failed(p.parseRegion(*state.addRegion())) ||
      failed(p.parseOptionalAttrDict(state.attributes)) || failed(p.parseColon()) ||
      failed(parseTypeOfKind(p, type, isRankedTensorType, "builtin.tensor")) ||
      failed(p.resolveOperands(extents, IndexType::get(p.getContext()), state.operands)))
    return failure();
  state.addTypes({type});
  return success();
}

void printGenerate(OpAsmPrinter &p, Operation *op) {
  p << " ";
  p.printOperands(op->getOperands());
  p << " ";
  p.printRegion(op->getRegion(0));
  p.printOptionalAttrDict(op->getAttrs());
  p << " : " << op->getResult(0).getType();
}

LogicalResult verifyGenerate(Operation *op) {
  if (failed(verifyNumResults(op, 1)) || failed(verifyOperandTypes(op, 0, op->getNumOperands(), C::kIndex)) ||
      failed(verifyResultType(op, 0, C::kRankedTensor)) || failed(verifyBodyRegion(op, "body")))
    return failure();
  auto type = op->getResult(0).getType().cast<RankedTensorType>();
  if (static_cast<int64_t>(op->getNumOperands()) != type.getNumDynamicDims())
    return op->emitOpError() << "incorrect number of dynamic sizes, has " << op->getNumOperands() << ", expected "
                             << type.getNumDynamicDims();
  return success();
}

LogicalResult verifyGenerateRegions(Operation *op) {
  Operation *yield = getBodyYield(op);
  if (!yield) return failure();
  auto type = op->getResult(0).getType().cast<RankedTensorType>();
  Block &body = op->getRegion(0).front();
  for (Type t : body.getArgumentTypes())
    if (!t.isIndex()) return op->emitError() << "all body arguments must be index";
  if (static_cast<int64_t>(body.getNumArguments()) != type.getRank())
    return op->emitError() << "must have one body argument per input dimension";
  if (yield->getNumOperands() != 1 || yield->getOperand(0).getType() != type.getElementType())
    return op->emitOpError() << "body must be terminated with a `yield` operation of the tensor element type";
  return success();
}

// ---- tensor.yield --------------------------------------------------------------


LogicalResult verifyYield(Operation *op) {
  if (failed(verifyNumOperands(op, 1)) || failed(verifyNumResults(op, 0))) return failure();
  Operation *parent = op->getParentOp();
  if (!parent || (parent->getName() != GenerateOp::getOperationName() &&
                  parent->getName() != PadOp::getOperationName()))
    return op->emitOpError() << "expects parent op to be one of 'tensor.generate, tensor.pad'";
  return success();
}

// ---- tensor.pad ----------------------------------------------------------------

ParseResult parsePad(OpAsmParser &p, OperationState &state) {
  Operand source;
  std::vector<Operand> low, high;
  std::vector<int64_t> staticLow, staticHigh;
  Type srcType, dstType;
  if (failed(p.parseOperand(source))) return failure();
  if (succeeded(p.parseOptionalKeyword("nofold"))) state.addAttribute("nofold", UnitAttr::get(p.getContext()));
  if (failed(p.parseKeyword("low")) || failed(parseDynamicIndexList(p, low, staticLow)) ||
      failed(p.parseKeyword("high")) || failed(parseDynamicIndexList(p, high, staticHigh)) ||
      failed(p.parseRegion(*state.addRegion())) || failed(p.parseOptionalAttrDict(state.attributes)) ||
      failed(p.parseColon()) || failed(parseTypeOfKind(p, srcType, isRankedTensorType, "builtin.tensor")) ||
      failed(p.parseKeyword("to")) || failed(parseTypeOfKind(p, dstType, isRankedTensorType, "builtin.tensor")) ||
      failed(p.resolveOperand(source, srcType, state.operands)) ||
      failed(p.resolveOperands(low, IndexType::get(p.getContext()), state.operands)) ||
      failed(p.resolveOperands(high, IndexType::get(p.getContext()), state.operands)))
    return failure();
  Context *ctx = p.getContext();
  state.addAttribute("static_low", DenseArrayAttr::getI64(ctx, staticLow));
  state.addAttribute("static_high", DenseArrayAttr::getI64(ctx, staticHigh));
  setOperandSegmentSizes(state, ctx,
                         {1, static_cast<int64_t>(low.size()), static_cast<int64_t>(high.size())});
  state.addTypes({dstType});
  return success();
}

void printPad(OpAsmPrinter &p, Operation *op) {
  p << " " << op->getOperand(0);
  if (op->hasAttr("nofold")) p << " nofold";
  p << " low";
  printDynamicIndexList(p, getOperandSegment(op, 1, 3), getDenseI64ArrayAttr(op, "static_low"));
  p << " high";
  printDynamicIndexList(p, getOperandSegment(op, 2, 3), getDenseI64ArrayAttr(op, "static_high"));
  p << " ";
  p.printRegion(op->getRegion(0));
  p.printOptionalAttrDict(op->getAttrs(), {kOperandSegmentSizesAttr, "static_low", "static_high", "nofold"});
  p << " : " << op->getOperand(0).getType() << " to " << op->getResult(0).getType();
}

LogicalResult verifyPad(Operation *op) {
  if (failed(verifyAtLeastNumOperands(op, 1)) || failed(verifyNumResults(op, 1)) ||
      failed(verifyOperandSegmentSizes(op, 3, {0})) || failed(verifyDenseI64ArrayAttr(op, "static_low")) ||
      failed(verifyDenseI64ArrayAttr(op, "static_high")) || failed(verifyOptionalUnitAttr(op, "nofold")) ||
      failed(verifyOperandType(op, 0, C::kRankedTensor)) ||
      failed(verifyOperandTypes(op, 1, op->getNumOperands() - 1, C::kIndex)) ||
      failed(verifyResultType(op, 0, C::kRankedTensor)) || failed(verifyBodyRegion(op, "region")))
    return failure();
  // MLIR does not check these counts; without them the mixed lists are
  // ill-formed.
  PadOp pad(op);
  auto countDynamic = [](ArrayRef<int64_t> vals) {
    size_t n = 0;
    for (int64_t v : vals) n += isDynamic(v);
    return n;
  };
  if (pad.getLow().size() != countDynamic(pad.getStaticLow()))
    return op->emitOpError() << "expected " << countDynamic(pad.getStaticLow()) << " dynamic low values, got "
                             << pad.getLow().size();
  if (pad.getHigh().size() != countDynamic(pad.getStaticHigh()))
    return op->emitOpError() << "expected " << countDynamic(pad.getStaticHigh()) << " dynamic high values, got "
                             << pad.getHigh().size();
  RankedTensorType sourceType = pad.getSourceType();
  RankedTensorType resultType = pad.getResultType();
  RankedTensorType expected = PadOp::inferResultType(sourceType, pad.getStaticLow(), pad.getStaticHigh());
  if (!expected)
    return op->emitError() << "failed to infer expectedType from sourceType " << quoteType(sourceType)
                           << ", specified resultType is " << quoteType(resultType);
  if (resultType.getRank() != expected.getRank())
    return op->emitError() << "specified type " << quoteType(resultType) << " does not match the inferred type "
                           << quoteType(expected);
  for (int64_t i = 0; i < sourceType.getRank(); ++i) {
    if (resultType.getDimSize(i) == expected.getDimSize(i) || expected.isDynamicDim(i)) continue;
    return op->emitError() << "specified type " << quoteType(resultType) << " does not match the inferred type "
                           << quoteType(expected);
  }
  return success();
}

LogicalResult verifyPadRegions(Operation *op) {
  auto resultType = op->getResult(0).getType().cast<RankedTensorType>();
  Block &block = op->getRegion(0).front();
  if (static_cast<int64_t>(block.getNumArguments()) != resultType.getRank())
    return op->emitError() << "expected the block to have " << resultType.getRank() << " arguments";
  for (unsigned i = 0; i < block.getNumArguments(); ++i)
    if (!block.getArgument(i).getType().isIndex())
      return op->emitOpError() << "expected block argument " << (i + 1) << " to be an index";
  Operation *yield = getBodyYield(op);
  if (!yield) return failure();
  if (yield->getNumOperands() != 1 || yield->getOperand(0).getType() != resultType.getElementType())
    return op->emitOpError() << "expected yield type to match shape element type";
  return success();
}

}  // namespace

// ---- builders and accessors --------------------------------------------------

void GenerateOp::build(OpBuilder &b, OperationState &state, Type resultType, ArrayRef<Value> dynamicExtents,
                       const BodyBuilderFn &bodyBuilder) {
  state.addOperands(dynamicExtents);
  state.addTypes({resultType});
  buildBody(b, state, resultType.cast<RankedTensorType>().getRank(), bodyBuilder);
}

void YieldOp::build(OpBuilder &, OperationState &state, Value value) { state.addOperands({value}); }

void PadOp::build(OpBuilder &b, OperationState &state, RankedTensorType resultType, Value source,
                  ArrayRef<OpFoldResult> low, ArrayRef<OpFoldResult> high, bool nofold,
                  const BodyBuilderFn &bodyBuilder) {
  std::vector<Value> dynLow, dynHigh;
  std::vector<int64_t> staticLow, staticHigh;
  dispatchIndexOpFoldResults(low, dynLow, staticLow);
  dispatchIndexOpFoldResults(high, dynHigh, staticHigh);
  auto sourceType = source.getType().cast<RankedTensorType>();
  if (!resultType) resultType = inferResultType(sourceType, staticLow, staticHigh);
  assert(resultType && "cannot infer the pad result type");
  Context *ctx = b.getContext();
  state.addOperands({source});
  state.addOperands(dynLow);
  state.addOperands(dynHigh);
  state.addAttribute("static_low", DenseArrayAttr::getI64(ctx, staticLow));
  state.addAttribute("static_high", DenseArrayAttr::getI64(ctx, staticHigh));
  setOperandSegmentSizes(state, ctx, {1, static_cast<int64_t>(dynLow.size()), static_cast<int64_t>(dynHigh.size())});
  if (nofold) state.addAttribute("nofold", b.getUnitAttr());
  state.addTypes({resultType});
  buildBody(b, state, sourceType.getRank(), bodyBuilder);
}

void PadOp::build(OpBuilder &b, OperationState &state, RankedTensorType resultType, Value source,
                  ArrayRef<OpFoldResult> low, ArrayRef<OpFoldResult> high, Value padValue, bool nofold) {
  build(b, state, resultType, source, low, high, nofold, [&](OpBuilder &nb, Location loc, ArrayRef<Value>) {
    nb.create<YieldOp>(loc, padValue);
  });
}

RankedTensorType PadOp::inferResultType(RankedTensorType sourceType, ArrayRef<int64_t> staticLow,
                                        ArrayRef<int64_t> staticHigh, ArrayRef<int64_t> resultShape) {
  size_t rank = sourceType.getRank();
  if (staticLow.size() != rank || staticHigh.size() != rank) return RankedTensorType();
  if (!resultShape.empty() && resultShape.size() != rank) return RankedTensorType();
  std::vector<int64_t> shape;
  for (size_t i = 0; i < rank; ++i) {
    if (sourceType.isDynamicDim(i) || isDynamic(staticLow[i]) || isDynamic(staticHigh[i])) {
      shape.push_back(resultShape.empty() ? kDynamic : resultShape[i]);
      continue;
    }
    shape.push_back(sourceType.getDimSize(i) + staticLow[i] + staticHigh[i]);
  }
  return RankedTensorType::get(shape, sourceType.getElementType(), Attribute());
}

std::vector<OpFoldResult> PadOp::getMixedLowPad() const {
  return getMixedValues(op_->getContext(), getStaticLow(), getLow().vec());
}

std::vector<OpFoldResult> PadOp::getMixedHighPad() const {
  return getMixedValues(op_->getContext(), getStaticHigh(), getHigh().vec());
}

Value PadOp::getConstantPaddingValue() const {
  Block &block = getRegion().front();
  if (block.empty() || !isa<YieldOp>(&block.back())) return Value();
  Value padValue = block.back().getOperand(0);
  if (Operation *def = padValue.getDefiningOp(); def && def->hasTrait(OpTrait::ConstantLike)) return padValue;
  if (padValue.getParentBlock() == &block) return Value();
  return padValue;
}

// ---- registration --------------------------------------------------------------

void registerTensorRegionOps(Context &ctx) {
  {
    OpDefinition def;
    def.name = std::string(GenerateOp::getOperationName());
    def.dialect = "tensor";
    def.traits = OpTrait::RecursiveMemoryEffects | OpTrait::SingleBlock;
    def.parse = parseGenerate;
    def.print = printGenerate;
    def.verify = verifyGenerate;
    def.verifyRegions = verifyGenerateRegions;
    def.getAsmResultNames = setSingleResultName<"generated">;
    ctx.registerOp(std::move(def));
  }
  {
    OpDefinition def;
    def.name = std::string(YieldOp::getOperationName());
    def.dialect = "tensor";
    def.traits = OpTrait::Pure | OpTrait::ReturnLike | OpTrait::Terminator;
    def.parse = parseOperandColonType;
    def.print = printOperandColonType;
    def.verify = verifyYield;
    ctx.registerOp(std::move(def));
  }
  {
    OpDefinition def;
    def.name = std::string(PadOp::getOperationName());
    def.dialect = "tensor";
    def.traits = OpTrait::Pure | OpTrait::SingleBlock;
    def.inherentAttrs = {std::string(kOperandSegmentSizesAttr), "static_low", "static_high", "nofold"};
    def.parse = parsePad;
    def.print = printPad;
    def.verify = verifyPad;
    def.verifyRegions = verifyPadRegions;
    def.getAsmResultNames = setSingleResultName<"padded">;
    ctx.registerOp(std::move(def));
  }
}

}  // namespace tbuf::tensor

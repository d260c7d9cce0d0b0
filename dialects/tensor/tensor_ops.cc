// Tensor ops without regions or slices: empty, extract, insert,
// from_elements, cast, bitcast, dim, rank, splat, concat. Custom assembly,
// verifiers and result names follow mlir-opt-22 (TensorOps.td/.cpp). The
// assembly, ODS checks and builders tensor shares with memref (dim, rank,
// cast, element access) come from dialect_utils_shaped_ops.h.
#include <string>

#include "dialects/utils/dialect_utils.h"
#include "dialects/utils/dialect_utils_shaped_ops.h"
#include "dialects/tensor/tensor_ops.h"
#include "dialects/tensor/tensor_registration.h"
#include "ir/context.h"

namespace tbuf::tensor {

namespace {

using Delimiter = OpAsmParser::Delimiter;
using Operand = OpAsmParser::UnresolvedOperand;
namespace C = constraints;

/// Shapes are compatible: same rank with equal-or-dynamic dims, or either
/// unranked (MLIR's verifyCompatibleShape).
bool areCompatibleShapes(ShapedType a, ShapedType b) {
  if (!a.hasRank() || !b.hasRank()) return true;
  if (a.getRank() != b.getRank()) return false;
  for (int64_t i = 0; i < a.getRank(); ++i) {
    int64_t x = a.getDimSize(i), y = b.getDimSize(i);
    if (!isDynamic(x) && !isDynamic(y) && x != y) return false;
  }
  return true;
}

OpDefinition makeDef(std::string_view name, uint32_t traits) { return makeOpDefinition("tensor", name, traits); }

// ---- tensor.empty ------------------------------------------------------------

ParseResult parseEmpty(OpAsmParser &p, OperationState &state) {
  std::vector<Operand> sizes;
  Type type;
  if (failed(p.parseOperandList(sizes, Delimiter::Paren)) || failed(p.parseOptionalAttrDict(state.attributes)) ||
      failed(p.parseColon()) || failed(parseTypeOfKind(p, type, isRankedTensorType, "builtin.tensor")) ||
      failed(p.resolveOperands(sizes, IndexType::get(p.getContext()), state.operands)))
    return failure();
  state.addTypes({type});
  return success();
}

void printEmpty(OpAsmPrinter &p, Operation *op) {
  p << "(";
  p.printOperands(op->getOperands());
  p << ")";
  p.printOptionalAttrDict(op->getAttrs());
  p << " : " << op->getResult(0).getType();
}

LogicalResult verifyEmpty(Operation *op) {
  if (failed(verifyNumResults(op, 1)) || failed(verifyOperandTypes(op, 0, op->getNumOperands(), C::kIndex)) ||
      failed(verifyResultType(op, 0, C::kRankedTensor)))
    return failure();
  return verifyDynamicDimensionCount(op, op->getResult(0).getType().cast<ShapedType>(), op->getNumOperands());
}

// ---- tensor.extract ----------------------------------------------------------

ParseResult parseExtract(OpAsmParser &p, OperationState &state) {
  return parseElementRead(p, state, isRankedTensorType, "builtin.tensor");
}

LogicalResult verifyExtract(Operation *op) {
  if (failed(verifyElementAccessOperands(op, 0, 1, C::kRankedTensor))) return failure();
  auto type = op->getOperand(0).getType().cast<RankedTensorType>();
  if (op->getResult(0).getType() != type.getElementType())
    return op->emitOpError() << "failed to verify that result type matches element type of tensor";
  if (type.getRank() != static_cast<int64_t>(op->getNumOperands() - 1))
    return op->emitOpError() << "incorrect number of indices for extract_element";
  return success();
}

// ---- tensor.insert -----------------------------------------------------------

/// The result has the type of the destination (operand 1).
ParseResult parseInsert(OpAsmParser &p, OperationState &state) {
  if (failed(parseElementWrite(p, state, isRankedTensorType, "builtin.tensor", "into"))) return failure();
  state.addTypes({state.operands[1].getType()});
  return success();
}

void printInsert(OpAsmPrinter &p, Operation *op) { printElementWrite(p, op, " into "); }

LogicalResult verifyInsert(Operation *op) {
  if (failed(verifyElementAccessOperands(op, 1, 1, C::kRankedTensor)) ||
      failed(verifyResultType(op, 0, C::kRankedTensor)))
    return failure();
  auto destType = op->getOperand(1).getType().cast<RankedTensorType>();
  if (op->getResult(0).getType() != destType)
    return op->emitOpError() << "failed to verify that result type matches type of dest";
  if (op->getOperand(0).getType() != destType.getElementType())
    return op->emitOpError() << "failed to verify that scalar type matches element type of dest";
  if (destType.getRank() != static_cast<int64_t>(op->getNumOperands() - 2))
    return op->emitOpError() << "incorrect number of indices";
  return success();
}

// ---- tensor.from_elements ------------------------------------------------------

ParseResult parseFromElements(OpAsmParser &p, OperationState &state) {
  std::vector<Operand> elements;
  Type type;
  Location elementsLoc = p.getCurrentLocation();
  if (failed(p.parseOperandList(elements)) || failed(p.parseOptionalAttrDict(state.attributes)) ||
      failed(p.parseColon()) || failed(parseTypeOfKind(p, type, isRankedTensorType, "builtin.tensor")))
    return failure();
  auto tensorType = type.cast<RankedTensorType>();
  if (!tensorType.hasStaticShape())
    return ParseResult(p.emitError(p.getNameLoc()) << "'tensor.from_elements' op result #0 must be statically "
                                                      "shaped tensor of any type values, but got "
                                                   << quoteType(type));
  std::vector<Type> types(tensorType.getNumElements(), tensorType.getElementType());
  if (failed(checkOperandAndTypeCounts(p, elementsLoc, elements.size(), types.size())) ||
      failed(p.resolveOperands(elements, types, elementsLoc, state.operands)))
    return failure();
  state.addTypes({type});
  return success();
}

LogicalResult verifyFromElements(Operation *op) {
  if (failed(verifyNumResults(op, 1)) || failed(verifyResultType(op, 0, C::kRankedTensor))) return failure();
  auto type = op->getResult(0).getType().cast<RankedTensorType>();
  if (!type.hasStaticShape())
    return op->emitOpError() << "result #0 must be statically shaped tensor of any type values, but got "
                             << quoteType(type);
  return verifyFromElementsOperands(op, type);
}

// ---- tensor.bitcast --------------------------------------------------------------

const TypeConstraint kBitcastTensor{
    [](Type t) {
      if (!t.isa<TensorType>()) return false;
      Type e = t.cast<ShapedType>().getElementType();
      return e.isa<IntegerType>() || e.isa<FloatType>();
    },
    "tensor of signless integer or unsigned integer or signed integer or floating-point values"};

// ---- tensor.splat --------------------------------------------------------------

ParseResult parseSplat(OpAsmParser &p, OperationState &state) {
  Operand input;
  std::vector<Operand> sizes;
  Type type;
  if (failed(p.parseOperand(input))) return failure();
  if (succeeded(p.parseOptionalLSquare())) {
    if (failed(p.parseOperandList(sizes)) || failed(p.parseRSquare())) return failure();
  }
  if (failed(p.parseOptionalAttrDict(state.attributes)) || failed(p.parseColon()) ||
      failed(parseTypeOfKind(p, type, isRankedTensorType, "builtin.tensor")) ||
      failed(p.resolveOperand(input, type.cast<ShapedType>().getElementType(), state.operands)) ||
      failed(p.resolveOperands(sizes, IndexType::get(p.getContext()), state.operands)))
    return failure();
  state.addTypes({type});
  return success();
}

void printSplat(OpAsmPrinter &p, Operation *op) {
  p << " " << op->getOperand(0);
  if (op->getNumOperands() > 1) {
    p << "[";
    p.printOperands(op->getOperands().drop_front());
    p << "]";
  }
  p.printOptionalAttrDict(op->getAttrs());
  p << " : " << op->getResult(0).getType();
}

LogicalResult verifySplat(Operation *op) {
  if (failed(verifyAtLeastNumOperands(op, 1)) || failed(verifyNumResults(op, 1)) ||
      failed(verifyOperandTypes(op, 1, op->getNumOperands() - 1, C::kIndex)) ||
      failed(verifyResultType(op, 0, C::kRankedTensor)))
    return failure();
  auto type = op->getResult(0).getType().cast<RankedTensorType>();
  if (op->getOperand(0).getType() != type.getElementType())
    return op->emitOpError() << "failed to verify that operand type matches element type of result";
  return verifyDynamicDimensionCount(op, type, op->getNumOperands() - 1);
}

// ---- tensor.concat -------------------------------------------------------------

ParseResult parseConcat(OpAsmParser &p, OperationState &state) {
  int64_t dim = 0;
  std::vector<Operand> inputs;
  FunctionType fnType;
  if (failed(p.parseKeyword("dim")) || failed(p.parseLParen()) || failed(p.parseInteger(dim)) ||
      failed(p.parseRParen())) return failure();
  Location inputsLoc = p.getCurrentLocation();
  if (failed(p.parseOperandList(inputs)) ||
      failed(p.parseOptionalAttrDict(state.attributes)) || failed(p.parseColon()) ||
      failed(p.parseFunctionType(fnType)) ||
      failed(checkOperandAndTypeCounts(p, inputsLoc, inputs.size(), fnType.getNumInputs())) ||
      failed(p.resolveOperands(inputs, fnType.getInputs(), inputsLoc, state.operands)))
    return failure();
  state.addAttribute("dim", IntegerAttr::get(IntegerType::get(p.getContext(), 64), dim));
  state.addTypes(fnType.getResults());
  return success();
}

void printConcat(OpAsmPrinter &p, Operation *op) {
  p << " dim(" << ConcatOp(op).getDim() << ") ";
  p.printOperands(op->getOperands());
  p.printOptionalAttrDict(op->getAttrs(), {"dim"});
  p << " : ";
  p.printFunctionalType(op);
}

LogicalResult verifyConcat(Operation *op) {
  if (failed(verifyNumResults(op, 1)) || failed(verifyRequiredAttr(op, "dim"))) return failure();
  auto dimAttr = op->getAttrOfType<IntegerAttr>("dim");
  if (!dimAttr || !dimAttr.getType().isInteger(64))
    return op->emitOpError() << "attribute 'dim' failed to satisfy constraint: 64-bit signless integer attribute";
  if (failed(verifyOperandTypes(op, 0, op->getNumOperands(), C::kRankedTensor)) ||
      failed(verifyResultType(op, 0, C::kRankedTensor)))
    return failure();
  if (op->getNumOperands() < 1) return op->emitOpError() << "requires at least one input";
  auto resultType = op->getResult(0).getType().cast<RankedTensorType>();
  int64_t resultRank = resultType.getRank();
  for (Value input : op->getOperands())
    if (input.getType().cast<RankedTensorType>().getRank() != resultRank)
      return op->emitOpError() << "rank of concatenated inputs must match result rank";
  for (Value input : op->getOperands())
    if (input.getType().cast<RankedTensorType>().getElementType() != resultType.getElementType())
      return op->emitOpError() << "inputs and result element type must match";
  int64_t dim = dimAttr.getInt();
  if (dim < 0 || dim >= resultRank)
    return op->emitOpError() << "concatenation dim must be less than the tensor rank";
  std::vector<int64_t> sizes(resultRank);
  for (int64_t i = 0; i < resultRank; ++i) {
    if (i == dim) continue;
    int64_t size = kDynamic;
    for (Value input : op->getOperands()) {
      int64_t s = input.getType().cast<RankedTensorType>().getDimSize(i);
      if (isDynamic(s)) continue;
      if (!isDynamic(size) && size != s)
        return op->emitOpError() << "static concatenation size mismatch along non-concatenated dimension " << i;
      size = s;
    }
    sizes[i] = size;
  }
  int64_t concatSize = 0;
  for (Value input : op->getOperands()) {
    int64_t s = input.getType().cast<RankedTensorType>().getDimSize(dim);
    concatSize = (isDynamic(concatSize) || isDynamic(s)) ? kDynamic : concatSize + s;
  }
  sizes[dim] = concatSize;
  auto inferred = RankedTensorType::get(sizes, resultType.getElementType(), Attribute());
  for (int64_t i = 0; i < resultRank; ++i) {
    int64_t a = inferred.getDimSize(i), b = resultType.getDimSize(i);
    if (!isDynamic(a) && !isDynamic(b) && a != b)
      return op->emitOpError() << "result type " << quoteType(resultType) << "does not match inferred shape "
                               << quoteType(inferred) << " static sizes";
  }
  return success();
}

}  // namespace

// ---- builders and accessors --------------------------------------------------

void EmptyOp::build(OpBuilder &, OperationState &state, RankedTensorType type, ArrayRef<Value> dynamicSizes) {
  state.addOperands(dynamicSizes);
  state.addTypes({type});
}

void EmptyOp::build(OpBuilder &b, OperationState &state, ArrayRef<int64_t> staticShape, Type elementType,
                    Attribute encoding) {
  build(b, state, RankedTensorType::get(staticShape, elementType, encoding), {});
}

void EmptyOp::build(OpBuilder &b, OperationState &state, ArrayRef<OpFoldResult> sizes, Type elementType,
                    Attribute encoding) {
  std::vector<Value> dynamicSizes;
  std::vector<int64_t> staticShape;
  dispatchIndexOpFoldResults(sizes, dynamicSizes, staticShape);
  build(b, state, RankedTensorType::get(staticShape, elementType, encoding), dynamicSizes);
}

std::vector<OpFoldResult> EmptyOp::getMixedSizes() const {
  return getMixedValues(op_->getContext(), getType().getShape(), getDynamicSizes().vec());
}

void ExtractOp::build(OpBuilder &, OperationState &state, Value tensor, ArrayRef<Value> indices) {
  state.addOperands({tensor});
  state.addOperands(indices);
  state.addTypes({tensor.getType().cast<ShapedType>().getElementType()});
}

void InsertOp::build(OpBuilder &, OperationState &state, Value scalar, Value dest, ArrayRef<Value> indices) {
  state.addOperands({scalar, dest});
  state.addOperands(indices);
  state.addTypes({dest.getType()});
}

void FromElementsOp::build(OpBuilder &, OperationState &state, Type resultType, ArrayRef<Value> elements) {
  state.addOperands(elements);
  state.addTypes({resultType});
}

void FromElementsOp::build(OpBuilder &b, OperationState &state, ArrayRef<Value> elements) {
  assert(!elements.empty() && "expected at least one element");
  int64_t n = static_cast<int64_t>(elements.size());
  build(b, state, RankedTensorType::get({n}, elements.front().getType(), Attribute()), elements);
}

bool CastOp::areCastCompatible(Type input, Type output) {
  auto a = input.dyn_cast<TensorType>(), b = output.dyn_cast<TensorType>();
  if (!a || !b || a.getElementType() != b.getElementType()) return false;
  return areCompatibleShapes(a, b);
}

bool BitcastOp::areCastCompatible(Type input, Type output) {
  auto a = input.dyn_cast<TensorType>(), b = output.dyn_cast<TensorType>();
  if (!a || !b) return false;
  Type ea = a.getElementType(), eb = b.getElementType();
  if (!ea.isIntOrFloat() || !eb.isIntOrFloat() || ea.getIntOrFloatBitWidth() != eb.getIntOrFloatBitWidth())
    return false;
  return areCompatibleShapes(a, b);
}

void SplatOp::build(OpBuilder &, OperationState &state, Value element, Type aggregateType,
                    ArrayRef<Value> dynamicSizes) {
  state.addOperands({element});
  state.addOperands(dynamicSizes);
  state.addTypes({aggregateType});
}

void ConcatOp::build(OpBuilder &b, OperationState &state, Type resultType, int64_t dim, ArrayRef<Value> inputs) {
  state.addOperands(inputs);
  state.addAttribute("dim", b.getI64IntegerAttr(dim));
  state.addTypes({resultType});
}

void ConcatOp::build(OpBuilder &b, OperationState &state, int64_t dim, ArrayRef<Value> inputs) {
  std::vector<Type> types;
  for (Value v : inputs) types.push_back(v.getType());
  build(b, state, inferResultType(dim, types), dim, inputs);
}

RankedTensorType ConcatOp::inferResultType(int64_t dim, ArrayRef<Type> inputTypes) {
  assert(!inputTypes.empty() && "concat needs at least one input");
  auto first = inputTypes.front().cast<RankedTensorType>();
  std::vector<int64_t> sizes(first.getShape().begin(), first.getShape().end());
  for (size_t i = 0; i < sizes.size(); ++i) {
    if (static_cast<int64_t>(i) == dim) continue;
    for (Type t : inputTypes) {
      int64_t s = t.cast<RankedTensorType>().getDimSize(i);
      if (isDynamic(sizes[i])) sizes[i] = s;
    }
  }
  int64_t concatSize = 0;
  for (Type t : inputTypes) {
    int64_t s = t.cast<RankedTensorType>().getDimSize(dim);
    concatSize = (isDynamic(concatSize) || isDynamic(s)) ? kDynamic : concatSize + s;
  }
  sizes[dim] = concatSize;
  return RankedTensorType::get(sizes, first.getElementType(), Attribute());
}

int64_t ConcatOp::getDim() const {
  auto attr = op_->getAttrOfType<IntegerAttr>("dim");
  return attr ? attr.getInt() : 0;
}

// ---- registration --------------------------------------------------------------

void registerTensorBasicOps(Context &ctx) {
  const uint32_t pure = static_cast<uint32_t>(OpTrait::Pure);
  {
    OpDefinition def = makeDef(EmptyOp::getOperationName(), pure);
    def.parse = parseEmpty;
    def.print = printEmpty;
    def.verify = verifyEmpty;
    ctx.registerOp(std::move(def));
  }
  {
    OpDefinition def = makeDef(ExtractOp::getOperationName(), pure);
    def.parse = parseExtract;
    def.print = [](OpAsmPrinter &p, Operation *op) { printElementRead(p, op); };
    def.verify = verifyExtract;
    def.getAsmResultNames = setSingleResultName<"extracted">;
    ctx.registerOp(std::move(def));
  }
  {
    OpDefinition def = makeDef(InsertOp::getOperationName(), OpTrait::Pure | OpTrait::DestinationStyle);
    def.parse = parseInsert;
    def.print = printInsert;
    def.verify = verifyInsert;
    def.getAsmResultNames = setSingleResultName<"inserted">;
    ctx.registerOp(std::move(def));
  }
  {
    OpDefinition def = makeDef(FromElementsOp::getOperationName(), pure);
    def.parse = parseFromElements;
    def.print = printFromElementsOp;
    def.verify = verifyFromElements;
    def.getAsmResultNames = setSingleResultName<"from_elements">;
    ctx.registerOp(std::move(def));
  }
  registerCastDimAndRankOps<isTensorType, C::kTensor, C::kNon0RankedOrUnrankedTensor, CastOp::areCastCompatible>(
      ctx, "tensor", /*nameRankResult=*/true);
  ctx.registerOp(makeOpDefinition("tensor", BitcastOp::getOperationName(), pure, parseCastOp<isTensorType>, printCastOp,
                                  verifyCastOp<kBitcastTensor, BitcastOp::areCastCompatible>));
  {
    OpDefinition def = makeDef(SplatOp::getOperationName(), pure);
    def.parse = parseSplat;
    def.print = printSplat;
    def.verify = verifySplat;
    def.getAsmResultNames = setSingleResultName<"splat">;
    ctx.registerOp(std::move(def));
  }
  {
    OpDefinition def = makeDef(ConcatOp::getOperationName(), pure);
    def.inherentAttrs = {"dim"};
    def.parse = parseConcat;
    def.print = printConcat;
    def.verify = verifyConcat;
    def.getAsmResultNames = setSingleResultName<"concat">;
    ctx.registerOp(std::move(def));
  }
}

}  // namespace tbuf::tensor

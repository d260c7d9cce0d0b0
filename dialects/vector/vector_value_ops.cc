// The vector ops on values: vector.broadcast, vector.from_elements,
// vector.extract and vector.insert, with MLIR's custom forms
//   %v = vector.broadcast %s : f32 to vector<2x4xf32>
//   %v = vector.from_elements %a, %b : vector<2xf32>
//   %e = vector.extract %v[1, %i] : f32 from vector<2x4xf32>
//   %r = vector.insert %s, %v [1, %i] : f32 into vector<2x4xf32>
// (extract has no space before its position list, insert has one, as
// mlir-opt prints them) and MLIR's verifier messages, including
// vector.extract's result-type inference check.
#include <string>
#include <vector>

#include "dialects/utils/dialect_utils.h"
#include "dialects/utils/dialect_utils_shaped_ops.h"
#include "dialects/vector/vector_ops.h"
#include "ir/attributes.h"
#include "ir/context.h"
#include "ir/diagnostics.h"
#include "ir/op_asm.h"

namespace tbuf::vector {

ArrayRef<int64_t> ExtractOp::getStaticPosition() const { return getDenseI64ArrayAttr(op_, kStaticPositionAttr); }
ArrayRef<int64_t> InsertOp::getStaticPosition() const { return getDenseI64ArrayAttr(op_, kStaticPositionAttr); }

namespace {

const uint32_t kPure = static_cast<uint32_t>(OpTrait::Pure);

bool isScalar(Type t) { return t.isIntOrIndexOrFloat(); }
bool isVector(Type t) { return t.isa<VectorType>(); }
const TypeConstraint kVectorOfAnyRank{isVector, "vector of any type values"};

// ---- vector.broadcast ----------------------------------------------------------------

ParseResult parseBroadcast(OpAsmParser &p, OperationState &state) {
  OpAsmParser::UnresolvedOperand source;
  Type sourceType, resultType;
  if (failed(p.parseOperand(source)) || failed(p.parseOptionalAttrDict(state.attributes)) ||
      failed(p.parseColonType(sourceType)) || failed(p.parseKeyword("to")) ||
      failed(parseTypeOfKind(p, resultType, isVector, "builtin.vector")) ||
      failed(p.resolveOperand(source, sourceType, state.operands)))
    return failure();
  state.addTypes({resultType});
  return success();
}

void printBroadcast(OpAsmPrinter &p, Operation *op) {
  p << " " << op->getOperand(0);
  p.printOptionalAttrDict(op->getAttrs());
  p << " : " << op->getOperand(0).getType() << " to " << op->getResult(0).getType();
}

/// MLIR's BroadcastOp::verify over isBroadcastableTo.
LogicalResult verifyBroadcast(Operation *op) {
  if (failed(verifyNumOperands(op, 1)) || failed(verifyNumResults(op, 1)) ||
      failed(verifyResultType(op, 0, kVectorOfAnyRank)))
    return failure();
  Type source = op->getOperand(0).getType();
  auto result = op->getResult(0).getType().cast<VectorType>();
  Type sourceElement = source.isa<VectorType>() ? source.cast<VectorType>().getElementType() : source;
  if (sourceElement != result.getElementType())
    return op->emitOpError() << "failed to verify that source operand and result have same element type";
  auto sourceVector = source.dyn_cast<VectorType>();
  if (!sourceVector) {
    if (isScalar(source)) return success();
    return op->emitOpError() << "source type is not a vector";
  }
  int64_t lead = result.getRank() - sourceVector.getRank();
  if (lead < 0) return op->emitOpError() << "source rank higher than destination rank";
  for (int64_t r = 0; r < sourceVector.getRank(); ++r) {
    int64_t s = sourceVector.getDimSize(r), d = result.getDimSize(lead + r);
    if (s != 1 && s != d) return op->emitOpError() << "dimension mismatch (" << s << " vs. " << d << ")";
  }
  return success();
}

// ---- vector.from_elements ------------------------------------------------------------

ParseResult parseFromElements(OpAsmParser &p, OperationState &state) {
  std::vector<OpAsmParser::UnresolvedOperand> elements;
  Location operandsLoc = p.getCurrentLocation();
  Type type;
  if (failed(p.parseOperandList(elements)) || failed(p.parseOptionalAttrDict(state.attributes)) ||
      failed(p.parseColon()) || failed(parseTypeOfKind(p, type, isVector, "builtin.vector")))
    return failure();
  auto vectorType = type.cast<VectorType>();
  if (failed(checkOperandAndTypeCounts(p, operandsLoc, elements.size(), vectorType.getNumElements())) ||
      failed(p.resolveOperands(elements, vectorType.getElementType(), state.operands)))
    return failure();
  state.addTypes({type});
  return success();
}

LogicalResult verifyFromElements(Operation *op) {
  if (failed(verifyNumResults(op, 1)) || failed(verifyResultType(op, 0, kVectorOfAnyRank))) return failure();
  return verifyFromElementsOperands(op, op->getResult(0).getType().cast<VectorType>());
}

// ---- positions (extract / insert) ----------------------------------------------------

/// `[1, %i]` into `static_position` and the dynamic operands.
ParseResult parsePosition(OpAsmParser &p, OperationState &state,
                          std::vector<OpAsmParser::UnresolvedOperand> &dynamic) {
  std::vector<int64_t> positions;
  if (failed(parseDynamicIndexList(p, dynamic, positions))) return failure();
  state.addAttribute(kStaticPositionAttr, DenseArrayAttr::getI64(p.getContext(), positions));
  return success();
}

/// ODS checks of the position operands and attribute, then MLIR's
/// "mismatch between dynamic and static positions".
LogicalResult verifyPositionStructure(Operation *op, unsigned firstDynamic, ArrayRef<int64_t> &positions) {
  if (failed(verifyAtLeastNumOperands(op, firstDynamic)) || failed(verifyNumResults(op, 1)) ||
      failed(verifyDenseI64ArrayAttr(op, kStaticPositionAttr)))
    return failure();
  for (unsigned i = firstDynamic; i < op->getNumOperands(); ++i)
    if (failed(verifyOperandType(op, i, constraints::kIndex, /*variadic=*/true))) return failure();
  positions = getDenseI64ArrayAttr(op, kStaticPositionAttr);
  size_t dynamicMarkers = 0;
  for (int64_t p : positions) dynamicMarkers += p == kDynamic;
  if (dynamicMarkers != op->getNumOperands() - firstDynamic)
    return op->emitOpError() << "mismatch between dynamic and static positions";
  return success();
}

bool isValidPositionOrPoison(int64_t index, int64_t size) {
  return index == kDynamic || index == kPoisonIndex || (index >= 0 && index < size);
}

// ---- vector.extract ------------------------------------------------------------------

ParseResult parseExtract(OpAsmParser &p, OperationState &state) {
  OpAsmParser::UnresolvedOperand source;
  std::vector<OpAsmParser::UnresolvedOperand> dynamic;
  Type resultType, sourceType;
  if (failed(p.parseOperand(source)) || failed(parsePosition(p, state, dynamic)) ||
      failed(p.parseOptionalAttrDict(state.attributes)) || failed(p.parseColonType(resultType)) ||
      failed(p.parseKeyword("from")) || failed(parseTypeOfKind(p, sourceType, isVector, "builtin.vector")) ||
      failed(p.resolveOperand(source, sourceType, state.operands)) ||
      failed(p.resolveOperands(dynamic, IndexType::get(p.getContext()), state.operands)))
    return failure();
  state.addTypes({resultType});
  return success();
}

void printExtract(OpAsmPrinter &p, Operation *op) {
  ExtractOp extract(op);
  p << " " << extract.getSource();
  printDynamicIndexList(p, extract.getDynamicPosition(), extract.getStaticPosition());
  p.printOptionalAttrDict(op->getAttrs(), {kStaticPositionAttr});
  p << " : " << op->getResult(0).getType() << " from " << extract.getSource().getType();
}

/// MLIR's ExtractOp::inferReturnTypes: the element type when every dim is
/// indexed, else the vector of the remaining dims.
Type inferExtractType(VectorType source, size_t numPositions) {
  if (static_cast<int64_t>(numPositions) == source.getRank()) return source.getElementType();
  size_t n = std::min<size_t>(numPositions, source.getRank());
  std::vector<int64_t> shape(source.getShape().begin() + n, source.getShape().end());
  return VectorType::get(shape, source.getElementType());
}

/// MLIR's ExtractOp::isCompatibleReturnTypes: equal, or a one-element vector
/// standing for its scalar.
bool isCompatibleExtractType(Type inferred, Type actual) {
  if (inferred == actual) return true;
  auto oneElement = [](Type v, Type s) {
    auto vector = v.dyn_cast<VectorType>();
    return vector && vector.getNumElements() == 1 && vector.getElementType() == s;
  };
  return oneElement(inferred, actual) || oneElement(actual, inferred);
}

LogicalResult verifyExtract(Operation *op) {
  ArrayRef<int64_t> positions;
  if (failed(verifyPositionStructure(op, 1, positions)) ||
      failed(verifyOperandType(op, 0, kVectorOfAnyRank)))
    return failure();
  ExtractOp extract(op);
  VectorType source = extract.getSourceVectorType();
  Type inferred = inferExtractType(source, positions.size());
  Type actual = op->getResult(0).getType();
  if (!isCompatibleExtractType(inferred, actual)) {
    op->emitOpError() << "inferred type(s) '" << inferred << "' are incompatible with return type(s) of operation '"
                      << actual << "'";
    return op->emitOpError() << "failed to infer returned types";
  }
  if (auto vector = actual.dyn_cast<VectorType>(); vector && vector.getRank() == 0)
    return op->emitError() << "expected a scalar instead of a 0-d vector as the result type";
  if (positions.size() > static_cast<size_t>(source.getRank()))
    return op->emitOpError() << "expected position attribute of rank no greater than vector rank";
  for (size_t i = 0; i < positions.size(); ++i)
    if (!isValidPositionOrPoison(positions[i], source.getDimSize(i)))
      return op->emitOpError() << "expected position attribute #" << static_cast<int64_t>(i + 1)
                               << " to be a non-negative integer smaller than the corresponding vector dimension or "
                                  "poison ("
                               << kPoisonIndex << ")";
  return success();
}

// ---- vector.insert -------------------------------------------------------------------

ParseResult parseInsert(OpAsmParser &p, OperationState &state) {
  OpAsmParser::UnresolvedOperand value, dest;
  std::vector<OpAsmParser::UnresolvedOperand> dynamic;
  Type valueType, destType;
  if (failed(p.parseOperand(value)) || failed(p.parseComma()) || failed(p.parseOperand(dest)) ||
      failed(parsePosition(p, state, dynamic)) || failed(p.parseOptionalAttrDict(state.attributes)) ||
      failed(p.parseColonType(valueType)) || failed(p.parseKeyword("into")) ||
      failed(parseTypeOfKind(p, destType, isVector, "builtin.vector")) ||
      failed(p.resolveOperand(value, valueType, state.operands)) ||
      failed(p.resolveOperand(dest, destType, state.operands)) ||
      failed(p.resolveOperands(dynamic, IndexType::get(p.getContext()), state.operands)))
    return failure();
  state.addTypes({destType});
  return success();
}

void printInsert(OpAsmPrinter &p, Operation *op) {
  InsertOp insert(op);
  p << " " << insert.getValueToStore() << ", " << insert.getDest() << " ";
  printDynamicIndexList(p, insert.getDynamicPosition(), insert.getStaticPosition());
  p.printOptionalAttrDict(op->getAttrs(), {kStaticPositionAttr});
  p << " : " << insert.getValueToStore().getType() << " into " << insert.getDest().getType();
}

LogicalResult verifyInsert(Operation *op) {
  ArrayRef<int64_t> positions;
  if (failed(verifyPositionStructure(op, 2, positions)) || failed(verifyOperandType(op, 1, kVectorOfAnyRank)) ||
      failed(verifyResultType(op, 0, kVectorOfAnyRank)))
    return failure();
  InsertOp insert(op);
  VectorType dest = insert.getDestVectorType();
  if (op->getResult(0).getType() != dest)
    return op->emitOpError() << "failed to verify that all of {dest, result} have same type";
  Type valueType = insert.getValueToStore().getType();
  auto valueVector = valueType.dyn_cast<VectorType>();
  Type valueElement = valueVector ? valueVector.getElementType() : valueType;
  if (valueElement != dest.getElementType())
    return op->emitOpError() << "failed to verify that source operand and result have same element type";
  if (valueVector && valueVector.getRank() == 0)
    return op->emitError() << "expected a scalar instead of a 0-d vector as the source operand";
  if (positions.size() > static_cast<size_t>(dest.getRank()))
    return op->emitOpError() << "expected position attribute of rank no greater than dest vector rank";
  if (valueVector && valueVector.getRank() + positions.size() != static_cast<size_t>(dest.getRank()))
    return op->emitOpError() << "expected position attribute rank + source rank to match dest vector rank";
  if (!valueVector && positions.size() != static_cast<size_t>(dest.getRank()))
    return op->emitOpError() << "expected position attribute rank to match the dest vector rank";
  for (size_t i = 0; i < positions.size(); ++i)
    if (!isValidPositionOrPoison(positions[i], dest.getDimSize(i)))
      return op->emitOpError() << "expected position attribute #" << static_cast<int64_t>(i + 1)
                               << " to be a non-negative integer smaller than the corresponding dest vector dimension";
  return success();
}

}  // namespace

void detail::registerValueOps(Context &ctx) {
  ctx.registerOp(makeOpDefinition("vector", BroadcastOp::getOperationName(), kPure, parseBroadcast, printBroadcast,
                                  verifyBroadcast));
  ctx.registerOp(makeOpDefinition("vector", FromElementsOp::getOperationName(), kPure, parseFromElements,
                                  printFromElementsOp, verifyFromElements));
  {
    OpDefinition def =
        makeOpDefinition("vector", ExtractOp::getOperationName(), kPure, parseExtract, printExtract, verifyExtract);
    def.inherentAttrs = {std::string(kStaticPositionAttr)};
    ctx.registerOp(std::move(def));
  }
  {
    OpDefinition def =
        makeOpDefinition("vector", InsertOp::getOperationName(), kPure, parseInsert, printInsert, verifyInsert);
    def.inherentAttrs = {std::string(kStaticPositionAttr)};
    ctx.registerOp(std::move(def));
  }
}

}  // namespace tbuf::vector

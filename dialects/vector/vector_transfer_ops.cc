// vector.transfer_read and vector.transfer_write: custom assembly, verifier
// and memory effects, as MLIR's VectorOps.cpp. Custom forms:
//   %v = vector.transfer_read %base[%i, %j], %pad[, %mask] {attrs} : memref<?x?xf32>, vector<4xf32>
//   [%t =] vector.transfer_write %v, %base[%i, %j][, %mask] {attrs} : vector<4xf32>, memref<?x?xf32>
// The permutation map (default: the minor identity) and in_bounds (default:
// all false) are properties the parser always sets and the printer elides
// at their defaults; operandSegmentSizes is never printed.
#include <string>
#include <vector>

#include "dialects/utils/dialect_utils.h"
#include "dialects/vector/vector_ops.h"
#include "ir/attributes.h"
#include "ir/context.h"
#include "ir/diagnostics.h"
#include "ir/op_asm.h"

namespace tbuf::vector {

AffineMap getTransferMinorIdentityMap(ShapedType shapedType, VectorType vectorType) {
  int64_t vectorRank = vectorType.getRank();
  if (shapedType.getRank() < vectorRank) return AffineMap();
  return AffineMap::getMinorIdentityMap(shapedType.getRank(), vectorRank, shapedType.getContext());
}

VectorType inferTransferOpMaskType(VectorType vectorType, AffineMap permutationMap) {
  // The vector size of the result reading each source dim, in dim order.
  std::vector<int64_t> shape;
  for (unsigned dim = 0; dim < permutationMap.getNumDims(); ++dim) {
    for (unsigned r = 0; r < permutationMap.getNumResults(); ++r) {
      AffineExpr e = permutationMap.getResult(r);
      if (e.getKind() == AffineExprKind::DimId && e.getPosition() == dim) {
        shape.push_back(vectorType.getDimSize(r));
        break;
      }
    }
  }
  if (shape.empty()) shape.push_back(1);
  return VectorType::get(shape, IntegerType::get(vectorType.getContext(), 1));
}

template <typename Derived> AffineMap TransferOpMixin<Derived>::getPermutationMap() const {
  Attribute attr = self().getOperation()->getAttr(kPermutationMapAttr);
  return attr && attr.template isa<AffineMapAttr>() ? attr.template cast<AffineMapAttr>().getValue() : AffineMap();
}
template <typename Derived> bool TransferOpMixin<Derived>::isDimInBounds(unsigned i) const {
  auto array = self().getOperation()->getAttr(kInBoundsAttr).template dyn_cast<ArrayAttr>();
  if (!array || i >= array.size()) return false;
  auto b = array[i].template dyn_cast<BoolAttr>();
  return b && b.getValue();
}
template <typename Derived> bool TransferOpMixin<Derived>::isBroadcastDim(unsigned i) const {
  return getPermutationMap().getResult(i).isConstant(0);
}
template class TransferOpMixin<TransferReadOp>;
template class TransferOpMixin<TransferWriteOp>;

OperandRange TransferReadOp::getIndices() const { return getOperandSegment(op_, 1, 4); }
Value TransferReadOp::getPadding() const { return getOperandSegment(op_, 2, 4).begin().operator*(); }
Value TransferReadOp::getMask() const {
  OperandRange mask = getOperandSegment(op_, 3, 4);
  return mask.empty() ? Value() : *mask.begin();
}
OperandRange TransferWriteOp::getIndices() const { return getOperandSegment(op_, 2, 4); }
Value TransferWriteOp::getMask() const {
  OperandRange mask = getOperandSegment(op_, 3, 4);
  return mask.empty() ? Value() : *mask.begin();
}

namespace {

bool isTransferSource(Type t) { return t.isa<MemRefType>() || t.isa<RankedTensorType>(); }

/// The part both parsers share after the operands: attributes, `:`, the two
/// types (`first, second`), the default permutation map and in_bounds.
struct ParsedTransferTypes {
  ShapedType shapedType;
  VectorType vectorType;
  AffineMap permutationMap;
};

ParseResult parseTransferTypes(OpAsmParser &p, OperationState &state, bool vectorFirst, ParsedTransferTypes &out) {
  if (failed(p.parseOptionalAttrDict(state.attributes))) return failure();
  Location typesLoc = p.getCurrentLocation();
  std::vector<Type> types;
  if (failed(p.parseColonTypeList(types))) return failure();
  if (types.size() != 2) return p.emitError(typesLoc, "requires two types"), failure();
  Type shaped = vectorFirst ? types[1] : types[0];
  Type vector = vectorFirst ? types[0] : types[1];
  if (!isTransferSource(shaped))
    return p.emitError(typesLoc, "requires memref or ranked tensor type"), failure();
  if (!vector.isa<VectorType>()) return p.emitError(typesLoc, "requires vector type"), failure();
  out.shapedType = shaped.cast<ShapedType>();
  out.vectorType = vector.cast<VectorType>();
  if (Attribute attr = state.attributes.get(kPermutationMapAttr)) {
    if (!attr.isa<AffineMapAttr>()) return p.emitError(typesLoc, "expected permutation_map to be an affine map"), failure();
    out.permutationMap = attr.cast<AffineMapAttr>().getValue();
  } else {
    out.permutationMap = getTransferMinorIdentityMap(out.shapedType, out.vectorType);
    if (!out.permutationMap)
      return p.emitError(typesLoc, "expected a custom permutation_map when rank(source) != rank(destination)"),
             failure();
    state.addAttribute(kPermutationMapAttr, AffineMapAttr::get(out.permutationMap));
  }
  if (!state.attributes.get(kInBoundsAttr)) {
    std::vector<Attribute> inBounds(out.permutationMap.getNumResults(), BoolAttr::get(p.getContext(), false));
    state.addAttribute(kInBoundsAttr, ArrayAttr::get(p.getContext(), inBounds));
  }
  return success();
}

/// Resolves the optional mask operand to the type inferred from the vector
/// type and the permutation map.
ParseResult resolveMask(OpAsmParser &p, const std::vector<OpAsmParser::UnresolvedOperand> &mask,
                        const ParsedTransferTypes &types, OperationState &state) {
  if (mask.empty()) return success();
  if (types.shapedType.getElementType().isa<VectorType>())
    return p.emitError(p.getNameLoc(), "does not support masks with vector element type"), failure();
  if (types.vectorType.getRank() != static_cast<int64_t>(types.permutationMap.getNumResults()))
    return p.emitError(p.getNameLoc(), "expected the same rank for the vector and the results of the permutation map"),
           failure();
  return p.resolveOperands(mask, inferTransferOpMaskType(types.vectorType, types.permutationMap), state.operands);
}

ParseResult parseTransferRead(OpAsmParser &p, OperationState &state) {
  OpAsmParser::UnresolvedOperand base, padding;
  std::vector<OpAsmParser::UnresolvedOperand> indices, mask;
  if (failed(p.parseOperand(base)) ||
      failed(p.parseOperandList(indices, OpAsmParser::Delimiter::Square)) || failed(p.parseComma()) ||
      failed(p.parseOperand(padding)))
    return failure();
  if (succeeded(p.parseOptionalComma())) {
    mask.emplace_back();
    if (failed(p.parseOperand(mask.back()))) return failure();
  }
  ParsedTransferTypes types;
  if (failed(parseTransferTypes(p, state, /*vectorFirst=*/false, types))) return failure();
  Type index = IndexType::get(p.getContext());
  if (failed(p.resolveOperand(base, types.shapedType, state.operands)) ||
      failed(p.resolveOperands(indices, index, state.operands)) ||
      failed(p.resolveOperand(padding, types.shapedType.getElementType(), state.operands)) ||
      failed(resolveMask(p, mask, types, state)))
    return failure();
  setOperandSegmentSizes(state, p.getContext(),
                         {1, static_cast<int64_t>(indices.size()), 1, static_cast<int64_t>(mask.size())});
  state.addTypes({types.vectorType});
  return success();
}

ParseResult parseTransferWrite(OpAsmParser &p, OperationState &state) {
  OpAsmParser::UnresolvedOperand vector, base;
  std::vector<OpAsmParser::UnresolvedOperand> indices, mask;
  if (failed(p.parseOperand(vector)) || failed(p.parseComma()) || failed(p.parseOperand(base)) ||
      failed(p.parseOperandList(indices, OpAsmParser::Delimiter::Square)))
    return failure();
  if (succeeded(p.parseOptionalComma())) {
    mask.emplace_back();
    if (failed(p.parseOperand(mask.back()))) return failure();
  }
  ParsedTransferTypes types;
  if (failed(parseTransferTypes(p, state, /*vectorFirst=*/true, types))) return failure();
  Type index = IndexType::get(p.getContext());
  if (failed(p.resolveOperand(vector, types.vectorType, state.operands)) ||
      failed(p.resolveOperand(base, types.shapedType, state.operands)) ||
      failed(p.resolveOperands(indices, index, state.operands)) || failed(resolveMask(p, mask, types, state)))
    return failure();
  setOperandSegmentSizes(state, p.getContext(),
                         {1, 1, static_cast<int64_t>(indices.size()), static_cast<int64_t>(mask.size())});
  if (types.shapedType.isa<RankedTensorType>()) state.addTypes({types.shapedType});
  return success();
}

/// MLIR's printTransferAttrs: operandSegmentSizes never, the permutation map
/// when it is the minor identity, in_bounds when all false.
void printTransferAttrs(OpAsmPrinter &p, Operation *op, ShapedType shapedType, VectorType vectorType) {
  std::vector<std::string_view> elided{kOperandSegmentSizesAttr};
  if (auto map = op->getAttr(kPermutationMapAttr).dyn_cast<AffineMapAttr>())
    if (map.getValue() == getTransferMinorIdentityMap(shapedType, vectorType)) elided.push_back(kPermutationMapAttr);
  bool anyInBounds = false;
  if (auto inBounds = op->getAttr(kInBoundsAttr).dyn_cast<ArrayAttr>()) {
    for (Attribute a : inBounds.getValue())
      if (auto b = a.dyn_cast<BoolAttr>(); !b || b.getValue()) anyInBounds = true;
    if (!anyInBounds) elided.push_back(kInBoundsAttr);
  }
  p.printOptionalAttrDict(op->getAttrs(), elided);
}

void printIndices(OpAsmPrinter &p, const OperandRange &indices) {
  p << "[";
  p.printOperands(indices);
  p << "]";
}

void printTransferRead(OpAsmPrinter &p, Operation *op) {
  TransferReadOp read(op);
  p << " " << read.getBase();
  printIndices(p, read.getIndices());
  p << ", " << read.getPadding();
  if (Value mask = read.getMask()) p << ", " << mask;
  printTransferAttrs(p, op, read.getShapedType(), read.getVectorType());
  p << " : " << read.getBase().getType() << ", " << op->getResult(0).getType();
}

void printTransferWrite(OpAsmPrinter &p, Operation *op) {
  TransferWriteOp write(op);
  p << " " << write.getValueToStore() << ", " << write.getBase();
  printIndices(p, write.getIndices());
  if (Value mask = write.getMask()) p << ", " << mask;
  printTransferAttrs(p, op, write.getShapedType(), write.getVectorType());
  p << " : " << write.getValueToStore().getType() << ", " << write.getBase().getType();
}

/// MLIR's verifyPermutationMap.
LogicalResult verifyPermutationMap(Operation *op, AffineMap map) {
  std::vector<bool> seen(map.getNumInputs(), false);
  for (unsigned r = 0; r < map.getNumResults(); ++r) {
    AffineExpr e = map.getResult(r);
    if (e.getKind() == AffineExprKind::Constant && e.getValue() == 0) continue;
    if (e.getKind() != AffineExprKind::DimId)
      return op->emitOpError() << "requires a projected permutation_map (at most one dim or the zero constant can "
                                  "appear in each result)";
    if (seen[e.getPosition()])
      return op->emitOpError() << "requires a permutation_map that is a permutation (found one dim used more than once)";
    seen[e.getPosition()] = true;
  }
  return success();
}

/// Operand-count, attribute-kind and type checks shared by both ops (the
/// ODS part), returning the permutation map and in_bounds.
LogicalResult verifyTransferStructure(Operation *op, ArrayRef<unsigned> singleSegments, AffineMap &map,
                                      ArrayAttr &inBounds) {
  if (failed(verifyOperandSegmentSizes(op, 4, singleSegments))) return failure();
  if (failed(verifyRequiredAttr(op, kInBoundsAttr)) || failed(verifyRequiredAttr(op, kPermutationMapAttr)))
    return failure();
  inBounds = op->getAttr(kInBoundsAttr).dyn_cast<ArrayAttr>();
  bool boolArray = static_cast<bool>(inBounds);
  if (inBounds)
    for (Attribute a : inBounds.getValue()) boolArray = boolArray && a.isa<BoolAttr>();
  if (!boolArray)
    return op->emitOpError() << "attribute 'in_bounds' failed to satisfy constraint: 1-bit boolean array attribute";
  auto mapAttr = op->getAttr(kPermutationMapAttr).dyn_cast<AffineMapAttr>();
  if (!mapAttr)
    return op->emitOpError() << "attribute 'permutation_map' failed to satisfy constraint: AffineMap attribute";
  map = mapAttr.getValue();
  return success();
}

/// MLIR's verifyTransferOp.
LogicalResult verifyTransferOp(Operation *op, ShapedType shapedType, VectorType vectorType, Value mask,
                               AffineMap map, ArrayAttr inBounds) {
  if (op->hasAttr("masked"))
    return op->emitOpError() << "masked attribute has been removed. Use in_bounds instead.";
  if (!isTransferSource(shapedType))
    return op->emitOpError() << "requires source to be a memref or ranked tensor type";
  Type elementType = shapedType.getElementType();
  unsigned minorSize = vectorType.getRank() == 0 ? 1 : vectorType.getShape().back();
  if ((vectorType.getElementType().getIntOrFloatBitWidth() * minorSize) % elementType.getIntOrFloatBitWidth() != 0)
    return op->emitOpError() << "requires the bitwidth of the minor 1-D vector to be an integral multiple of the "
                                "bitwidth of the source element type";
  if (map.getNumResults() != static_cast<unsigned>(vectorType.getRank()))
    return op->emitOpError() << "requires a permutation_map with result dims of the same rank as the vector type";
  if (map.getNumSymbols() != 0) return op->emitOpError() << "requires permutation_map without symbols";
  if (map.getNumInputs() != static_cast<unsigned>(shapedType.getRank()))
    return op->emitOpError() << "requires a permutation_map with input dims of the same rank as the source type";
  if (mask) {
    VectorType inferred = inferTransferOpMaskType(vectorType, map);
    if (mask.getType() != inferred)
      return op->emitOpError() << "inferred mask type (" << quoteType(inferred) << ") and mask operand type ("
                               << quoteType(mask.getType()) << ") don't match";
  }
  if (map.getNumResults() != inBounds.size())
    return op->emitOpError() << "expects the in_bounds attr of same rank as permutation_map results: "
                             << AffineMapAttr::get(map) << " vs inBounds of size: " << static_cast<int64_t>(inBounds.size());
  return success();
}

bool isVector(Type t) { return t.isa<VectorType>(); }
bool isI1Vector(Type t) { return t.isa<VectorType>() && t.cast<VectorType>().getElementType().isInteger(1) &&
                                 t.cast<VectorType>().getRank() > 0; }
const TypeConstraint kVectorOfAnyRank{isVector, "vector of any type values"};
const TypeConstraint kShaped{[](Type t) { return t.isa<ShapedType>(); }, "shaped of any type values"};
const TypeConstraint kMask{isI1Vector, "vector of 1-bit signless integer values"};

LogicalResult verifyTransferRead(Operation *op) {
  AffineMap map;
  ArrayAttr inBounds;
  if (failed(verifyNumResults(op, 1)) || failed(verifyTransferStructure(op, {0, 2}, map, inBounds))) return failure();
  TransferReadOp read(op);
  if (failed(verifyOperandType(op, 0, kShaped))) return failure();
  OperandRange indices = read.getIndices();
  for (unsigned i = 0; i < indices.size(); ++i)
    if (failed(verifyOperandType(op, 1 + i, constraints::kIndex, /*variadic=*/true))) return failure();
  if (read.getMask() && failed(verifyOperandType(op, op->getNumOperands() - 1, kMask))) return failure();
  if (failed(verifyResultType(op, 0, kVectorOfAnyRank))) return failure();
  ShapedType shapedType = read.getShapedType();
  if (!isTransferSource(shapedType))
    return op->emitOpError() << "requires source to be a memref or ranked tensor type";
  if (static_cast<int64_t>(indices.size()) != shapedType.getRank())
    return op->emitOpError() << "requires " << shapedType.getRank() << " indices";
  if (failed(verifyTransferOp(op, shapedType, read.getVectorType(), read.getMask(), map, inBounds)))
    return failure();
  if (read.getPadding().getType() != shapedType.getElementType())
    return op->emitOpError() << "requires formal padding and source of the same elemental type";
  return verifyPermutationMap(op, map);
}

LogicalResult verifyTransferWrite(Operation *op) {
  AffineMap map;
  ArrayAttr inBounds;
  if (failed(verifyTransferStructure(op, {0, 1}, map, inBounds))) return failure();
  TransferWriteOp write(op);
  if (failed(verifyOperandType(op, 0, kVectorOfAnyRank)) || failed(verifyOperandType(op, 1, kShaped)))
    return failure();
  OperandRange indices = write.getIndices();
  for (unsigned i = 0; i < indices.size(); ++i)
    if (failed(verifyOperandType(op, 2 + i, constraints::kIndex, /*variadic=*/true))) return failure();
  if (write.getMask() && failed(verifyOperandType(op, op->getNumOperands() - 1, kMask))) return failure();
  ShapedType shapedType = write.getShapedType();
  bool tensor = shapedType.isa<RankedTensorType>();
  if (op->getNumResults() > 1 || (op->getNumResults() == 1 && !op->getResult(0).getType().isa<RankedTensorType>()))
    return op->emitOpError() << "result #0 must be variadic of ranked tensor of any type values, but got "
                             << quoteType(op->getResult(0).getType());
  if (!isTransferSource(shapedType))
    return op->emitOpError() << "requires source to be a memref or ranked tensor type";
  if (tensor != (op->getNumResults() == 1) || (tensor && op->getResult(0).getType() != shapedType))
    return op->emitOpError() << "expected the result type to match the tensor operand type";
  if (static_cast<int64_t>(indices.size()) != shapedType.getRank())
    return op->emitOpError() << "requires " << shapedType.getRank() << " indices";
  for (unsigned r = 0; r < map.getNumResults(); ++r)
    if (map.getResult(r).isConstant(0)) return op->emitOpError() << "should not have broadcast dimensions";
  if (failed(verifyTransferOp(op, shapedType, write.getVectorType(), write.getMask(), map, inBounds)))
    return failure();
  return verifyPermutationMap(op, map);
}

void readEffects(Operation *op, std::vector<MemoryEffect> &effects) {
  if (op->getOperand(0).getType().isa<MemRefType>()) effects.push_back({EffectKind::Read, op->getOperand(0)});
}
void writeEffects(Operation *op, std::vector<MemoryEffect> &effects) {
  if (op->getOperand(1).getType().isa<MemRefType>()) effects.push_back({EffectKind::Write, op->getOperand(1)});
}

}  // namespace

void detail::registerTransferOps(Context &ctx) {
  {
    OpDefinition def = makeOpDefinition("vector", TransferReadOp::getOperationName(), 0, parseTransferRead,
                                        printTransferRead, verifyTransferRead);
    def.inherentAttrs = {std::string(kInBoundsAttr), std::string(kOperandSegmentSizesAttr),
                         std::string(kPermutationMapAttr)};
    def.getEffects = readEffects;
    ctx.registerOp(std::move(def));
  }
  {
    OpDefinition def = makeOpDefinition("vector", TransferWriteOp::getOperationName(), 0, parseTransferWrite,
                                        printTransferWrite, verifyTransferWrite);
    def.inherentAttrs = {std::string(kInBoundsAttr), std::string(kOperandSegmentSizesAttr),
                         std::string(kPermutationMapAttr)};
    def.getEffects = writeEffects;
    ctx.registerOp(std::move(def));
  }
}

}  // namespace tbuf::vector

// The bufferization ops that allocate, free or fill buffers:
//
//   %t = bufferization.alloc_tensor(%d) [copy(%c)] [size_hint=%h] {memory_space = 1 : i64} : tensor<?xf32>
//   %u = bufferization.dealloc (%a : memref<2xf32>) if (%c) retain (%r : memref<2xf32>)
//   bufferization.dealloc_tensor %t : tensor<4xf32>
//   %r = bufferization.materialize_in_destination %s in [restrict] [writable] %d
//       : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
//
// Effects as MLIR declares them: dealloc frees its memrefs (MLIR leaves it
// unknown; freeing is what it does), materialize_in_destination writes a
// memref destination; alloc_tensor and dealloc_tensor have unknown effects.
#include "dialects/bufferization/bufferization_internal.h"
#include "dialects/bufferization/bufferization_ops.h"

namespace tbuf::bufferization {

using namespace detail;

namespace {

const TypeConstraint kI1{[](Type t) { return t.isInteger(1); }, "1-bit signless integer"};
const TypeConstraint kShaped{[](Type t) { return t.isa<ShapedType>(); }, "shaped of any type values"};

/// An optional operand segment holds at most one value (MLIR's message).
LogicalResult verifyOptionalSegment(Operation *op, unsigned segment, unsigned numSegments) {
  std::vector<int64_t> sizes = getOperandSegmentSizes(op, numSegments);
  if (sizes[segment] <= 1) return success();
  int64_t start = 0;
  for (unsigned i = 0; i < segment; ++i) start += sizes[i];
  return op->emitOpError() << "operand group starting at #" << start << " requires 0 or 1 element, but found "
                           << sizes[segment];
}

void printOperandsAndTypes(OpAsmPrinter &p, OperandRange values) {
  p.printOperands(values);
  p << " : ";
  printTypeList(p, values.getTypes());
}

// ---- bufferization.alloc_tensor ----------------------------------------------------

constexpr unsigned kAllocSegments = 3;

ParseResult parseAllocTensor(OpAsmParser &parser, OperationState &state) {
  OpBuilder &b = parser.getBuilder();
  std::vector<OpAsmParser::UnresolvedOperand> sizes;
  OpAsmParser::UnresolvedOperand copy, sizeHint;
  if (failed(parser.parseOperandList(sizes, OpAsmParser::Delimiter::Paren))) return failure();
  bool hasCopy = succeeded(parser.parseOptionalKeyword("copy"));
  if (hasCopy && (failed(parser.parseLParen()) || failed(parser.parseOperand(copy)) || failed(parser.parseRParen())))
    return failure();
  bool hasSizeHint = succeeded(parser.parseOptionalKeyword("size_hint"));
  if (hasSizeHint && (failed(parser.parseEqual()) || failed(parser.parseOperand(sizeHint)))) return failure();
  Type type;
  if (failed(parser.parseOptionalAttrDict(state.attributes)) || failed(parser.parseColon()) ||
      failed(parseTypeOfKind(parser, type, isTensorType, "")))
    return failure();
  state.addTypes({type});
  if (failed(parser.resolveOperands(sizes, b.getIndexType(), state.operands)) ||
      (hasCopy && failed(parser.resolveOperand(copy, type, state.operands))) ||
      (hasSizeHint && failed(parser.resolveOperand(sizeHint, b.getIndexType(), state.operands))))
    return failure();
  setOperandSegmentSizes(state, parser.getContext(),
                         {static_cast<int64_t>(sizes.size()), hasCopy ? 1 : 0, hasSizeHint ? 1 : 0});
  return success();
}

void printAllocTensor(OpAsmPrinter &p, Operation *op) {
  if (op->getNumResults() != 1) return printMalformed(p, op);
  AllocTensorOp a(op);
  p << "(";
  p.printOperands(a.getDynamicSizes());
  p << ")";
  if (Value copy = a.getCopy()) p << " copy(" << copy << ")";
  if (Value hint = a.getSizeHint()) p << " size_hint=" << hint;
  p.printOptionalAttrDict(op->getAttrs(), {kOperandSegmentSizesAttr});
  p << " : " << op->getResult(0).getType();
}

LogicalResult verifyAllocTensor(Operation *op) {
  if (failed(verifyNoRegionsOrSuccessors(op)) || failed(verifyNumResults(op, 1)) ||
      failed(verifyOperandSegmentSizes(op, kAllocSegments)) || failed(verifyOptionalSegment(op, 1, kAllocSegments)) ||
      failed(verifyOptionalSegment(op, 2, kAllocSegments)))
    return failure();
  AllocTensorOp a(op);
  unsigned numSizes = a.getDynamicSizes().size();
  if (failed(verifyOperandTypes(op, 0, numSizes, constraints::kIndex))) return failure();
  unsigned next = numSizes;
  if (a.getCopy() && failed(verifyOperandType(op, next++, constraints::kTensor))) return failure();
  if (a.getSizeHint() && failed(verifyOperandType(op, next, constraints::kIndex))) return failure();
  if (failed(verifyResultType(op, 0, constraints::kTensor))) return failure();

  if (a.getCopy() && numSizes != 0) return op->emitError() << "dynamic sizes not needed when copying a tensor";
  int64_t dynamicDims = a.getType().getNumDynamicDims();
  if (!a.getCopy() && dynamicDims != numSizes)
    return op->emitOpError() << "incorrect number of dynamic sizes, has " << numSizes << ", expected " << dynamicDims;
  if (a.getCopy() && a.getCopy().getType() != a.getType())
    return op->emitError() << "expected that `copy` and return type match";
  return success();
}

// ---- bufferization.dealloc ---------------------------------------------------------

constexpr unsigned kDeallocSegments = 3;

ParseResult parseDealloc(OpAsmParser &parser, OperationState &state) {
  std::vector<OpAsmParser::UnresolvedOperand> memrefs, conditions, retained;
  std::vector<Type> memrefTypes, retainedTypes;
  Location memrefLoc = parser.getCurrentLocation();
  if (succeeded(parser.parseOptionalLParen())) {
    memrefLoc = parser.getCurrentLocation();
    if (failed(parser.parseOperandList(memrefs)) || failed(parser.parseColonTypeList(memrefTypes)) ||
        failed(parser.parseRParen()) || failed(parser.parseKeyword("if")) ||
        failed(parser.parseOperandList(conditions, OpAsmParser::Delimiter::Paren)))
      return failure();
  }
  Location retainedLoc = parser.getCurrentLocation();
  if (succeeded(parser.parseOptionalKeyword("retain"))) {
    if (failed(parser.parseLParen())) return failure();
    retainedLoc = parser.getCurrentLocation();
    if (failed(parser.parseOperandList(retained)) || failed(parser.parseColonTypeList(retainedTypes)) ||
        failed(parser.parseRParen()))
      return failure();
  }
  if (failed(parser.parseOptionalAttrDict(state.attributes))) return failure();
  OpBuilder &b = parser.getBuilder();
  if (failed(parser.resolveOperands(memrefs, memrefTypes, memrefLoc, state.operands)) ||
      failed(parser.resolveOperands(conditions, b.getI1Type(), state.operands)) ||
      failed(parser.resolveOperands(retained, retainedTypes, retainedLoc, state.operands)))
    return failure();
  for (size_t i = 0; i < retained.size(); ++i) state.types.push_back(b.getI1Type());
  setOperandSegmentSizes(state, parser.getContext(),
                         {static_cast<int64_t>(memrefs.size()), static_cast<int64_t>(conditions.size()),
                          static_cast<int64_t>(retained.size())});
  return success();
}

void printDealloc(OpAsmPrinter &p, Operation *op) {
  DeallocOp d(op);
  if (!d.getMemrefs().empty()) {
    p << " (";
    printOperandsAndTypes(p, d.getMemrefs());
    p << ") if (";
    p.printOperands(d.getConditions());
    p << ")";
  }
  if (!d.getRetained().empty()) {
    p << " retain (";
    printOperandsAndTypes(p, d.getRetained());
    p << ")";
  }
  p.printOptionalAttrDict(op->getAttrs(), {kOperandSegmentSizesAttr});
}

LogicalResult verifyDealloc(Operation *op) {
  if (failed(verifyNoRegionsOrSuccessors(op)) || failed(verifyOperandSegmentSizes(op, kDeallocSegments)))
    return failure();
  // The segment sizes are valid now: read them once (absent means all
  // empty, as DeallocOp's accessors see them).
  unsigned numMemrefs = 0, numConditions = 0, numRetained = 0;
  if (auto sizes = op->getAttrOfType<DenseArrayAttr>(kOperandSegmentSizesAttr)) {
    numMemrefs = static_cast<unsigned>(sizes.asInts()[0]);
    numConditions = static_cast<unsigned>(sizes.asInts()[1]);
    numRetained = static_cast<unsigned>(sizes.asInts()[2]);
  }
  if (failed(verifyOperandTypes(op, 0, numMemrefs, constraints::kAnyMemRef)) ||
      failed(verifyOperandTypes(op, numMemrefs, numConditions, kI1)) ||
      failed(verifyOperandTypes(op, numMemrefs + numConditions, numRetained, constraints::kAnyMemRef)))
    return failure();
  for (unsigned i = 0; i < op->getNumResults(); ++i)
    if (failed(verifyResultType(op, i, kI1, /*variadic=*/true))) return failure();
  if (numMemrefs != numConditions)
    return op->emitOpError() << "must have the same number of conditions as memrefs to deallocate";
  if (numRetained != op->getNumResults())
    return op->emitOpError() << "must have the same number of updated conditions (results) as retained operands";
  return success();
}

void getDeallocEffects(Operation *op, std::vector<MemoryEffect> &effects) {
  for (Value m : DeallocOp(op).getMemrefs()) effects.push_back({EffectKind::Free, m});
}

// ---- bufferization.dealloc_tensor ----------------------------------------------------

ParseResult parseDeallocTensor(OpAsmParser &parser, OperationState &state) {
  return parseOperandColonType(parser, state, isTensorType);
}

void printDeallocTensor(OpAsmPrinter &p, Operation *op) {
  if (op->getNumOperands() != 1) return printMalformed(p, op);
  printOperandColonType(p, op);
}

LogicalResult verifyDeallocTensor(Operation *op) {
  if (failed(verifyNoRegionsOrSuccessors(op)) || failed(verifyNumResults(op, 0)) || failed(verifyNumOperands(op, 1)) ||
      failed(verifyOperandType(op, 0, constraints::kTensor)))
    return failure();
  return success();
}

// ---- bufferization.materialize_in_destination ----------------------------------------

ParseResult parseMaterialize(OpAsmParser &parser, OperationState &state) {
  OpAsmParser::UnresolvedOperand source, dest;
  if (failed(parser.parseOperand(source)) || failed(parser.parseKeyword("in"))) return failure();
  for (std::string_view flag : {"restrict", "writable"})
    if (succeeded(parser.parseOptionalKeyword(flag))) state.addAttribute(flag, parser.getBuilder().getUnitAttr());
  FunctionType fnType;
  if (failed(parser.parseOperand(dest)) || failed(parser.parseOptionalAttrDict(state.attributes)) ||
      failed(parser.parseColon()) || failed(parser.parseFunctionType(fnType)))
    return failure();
  state.addTypes(fnType.getResults());
  if (fnType.getNumInputs() != 2)
    return LogicalResult(parser.emitError(parser.getNameLoc())
                         << "number of operands and types do not match: got 2 operands and " << fnType.getNumInputs()
                         << " types");
  if (failed(parser.resolveOperand(source, fnType.getInput(0), state.operands)) ||
      failed(parser.resolveOperand(dest, fnType.getInput(1), state.operands)))
    return failure();
  return success();
}

void printMaterialize(OpAsmPrinter &p, Operation *op) {
  if (op->getNumOperands() != 2) return printMalformed(p, op);
  MaterializeInDestinationOp m(op);
  p << " " << m.getSource() << " in";
  if (m.getRestrict()) p << " restrict";
  if (m.getWritable()) p << " writable";
  p << " " << m.getDest();
  p.printOptionalAttrDict(op->getAttrs(), {"restrict", "writable"});
  p << " : ";
  p.printFunctionalType(op);
}

LogicalResult verifyMaterialize(Operation *op) {
  if (failed(verifyUnitProperty(op, "restrict")) || failed(verifyUnitProperty(op, "writable")) ||
      failed(verifyNoRegionsOrSuccessors(op)) || failed(verifyNumOperands(op, 2)))
    return failure();
  if (op->getNumResults() > 1)
    return op->emitOpError() << "result group starting at #0 requires 0 or 1 element, but found "
                             << op->getNumResults();
  if (failed(verifyOperandType(op, 0, constraints::kTensor)) || failed(verifyOperandType(op, 1, kShaped)) ||
      (op->getNumResults() == 1 && failed(verifyResultType(op, 0, constraints::kTensor))))
    return failure();
  MaterializeInDestinationOp m(op);
  auto srcType = m.getSource().getType().cast<ShapedType>();
  auto destType = m.getDest().getType().cast<ShapedType>();
  if (srcType.getElementType() != destType.getElementType())
    return op->emitOpError() << "failed to verify that all of {source, dest} have same element type";

  bool memrefDest = destType.isa<BaseMemRefType>();
  if (!memrefDest) {
    if (op->getNumResults() != 1) return op->emitOpError() << "tensor 'dest' implies exactly one tensor result";
    if (op->getResult(0).getType() != destType) return op->emitOpError() << "result and 'dest' types must match";
  }
  if (memrefDest && op->getNumResults() != 0) return op->emitOpError() << "memref 'dest' implies zero results";
  if (m.getRestrict() && !memrefDest) return op->emitOpError() << "'restrict' is valid only for memref destinations";
  if (m.getWritable() != memrefDest)
    return op->emitOpError() << "'writable' must be specified if and only if the destination is of memref type";
  if (srcType.hasRank() != destType.hasRank()) return op->emitOpError() << "source/destination shapes are incompatible";
  if (srcType.hasRank()) {
    if (srcType.getRank() != destType.getRank())
      return op->emitOpError() << "rank mismatch between source and destination shape";
    for (int64_t i = 0; i < srcType.getRank(); ++i) {
      int64_t s = srcType.getDimSize(i), d = destType.getDimSize(i);
      if (!isDynamic(s) && !isDynamic(d) && s != d)
        return op->emitOpError() << "source/destination shapes are incompatible";
    }
  }
  return success();
}

void getMaterializeEffects(Operation *op, std::vector<MemoryEffect> &effects) {
  Value dest = op->getOperand(1);
  if (dest.getType().isa<BaseMemRefType>()) effects.push_back({EffectKind::Write, dest});
}

}  // namespace

namespace detail {

void registerAllocOps(Context &ctx) {
  addOp(ctx, AllocTensorOp::getOperationName(), 0, {"memory_space", std::string(kOperandSegmentSizesAttr)},
        parseAllocTensor, printAllocTensor, verifyAllocTensor);
  addOp(ctx, DeallocOp::getOperationName(), 0, {std::string(kOperandSegmentSizesAttr)}, parseDealloc, printDealloc,
        verifyDealloc)
      .getEffects = getDeallocEffects;
  addOp(ctx, DeallocTensorOp::getOperationName(), 0, {}, parseDeallocTensor, printDeallocTensor, verifyDeallocTensor);
  addOp(ctx, MaterializeInDestinationOp::getOperationName(), static_cast<uint32_t>(OpTrait::DestinationStyle),
        {"restrict", "writable"}, parseMaterialize, printMaterialize, verifyMaterialize)
      .getEffects = getMaterializeEffects;
}

}  // namespace detail
}  // namespace tbuf::bufferization

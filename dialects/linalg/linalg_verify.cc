// Verification shared by the linalg structured ops, with mlir-opt's messages:
// the ODS-generated checks (region count, operand segments, operand/result
// type constraints, attribute constraints), DestinationStyleOpInterface,
// LinalgStructuredInterface with IndexingMapOpInterface (maps vs operands,
// invertibility, static shapes, block arguments) and ContractionOpInterface.
//
// Order, as MLIR runs them: ODS checks, destination style and op-specific
// checks in OpDefinition::verify (before nested ops); the structured and
// contraction interfaces in verifyRegions (after the payload, since MLIR
// declares them `verifyWithRegions`).
#include <algorithm>

#include "dialects/linalg/linalg_internal.h"
#include "ir/diagnostics.h"

namespace tbuf::linalg::detail {

LogicalResult verifyOneRegion(Operation *op) {
  if (op->getNumRegions() != 1) return op->emitOpError() << "requires one region";
  return success();
}

LogicalResult verifyOperandSegments(Operation *op) {
  Attribute attr = op->getAttr("operandSegmentSizes");
  int64_t total = 0;
  if (attr) {
    auto seg = attr.dyn_cast<DenseArrayAttr>();
    if (!seg || !seg.getElementType().isInteger(32))
      return op->emitOpError() << "attribute 'operandSegmentSizes' failed to satisfy constraint: i32 dense array attribute";
    if (seg.size() != 2)
      return op->emitOpError() << "'operandSegmentSizes' attribute for specifying operand segments must have 2 "
                                  "elements, but got "
                               << seg.size();
    for (int64_t v : seg.asInts()) {
      if (v < 0) return op->emitOpError() << "'operandSegmentSizes' attribute cannot have negative elements";
      total += v;
    }
  }
  if (total != op->getNumOperands())
    return op->emitOpError() << "operand count (" << op->getNumOperands()
                             << ") does not match with the total size (" << total
                             << ") specified in attribute 'operandSegmentSizes'";
  return success();
}

LogicalResult verifyOperandAndResultTypes(Operation *op, bool shapedInputs, bool variadicInputs, bool variadicInit) {
  LinalgOp linalgOp(op);
  const char *tensorOrMemref = "memref of any type values or ranked tensor of any type values";
  for (OpOperand *o : linalgOp.getDpsInputOperands()) {
    Type t = o->get().getType();
    if (!shapedInputs || t.isa<MemRefType>() || t.isa<RankedTensorType>()) continue;
    return op->emitOpError() << "operand #" << o->getOperandNumber() << " must be "
                             << (variadicInputs ? "variadic of " : "")
                             << tensorOrMemref << ", but got " << quoteType(t);
  }
  for (OpOperand *o : linalgOp.getDpsInitOperands()) {
    Type t = o->get().getType();
    if (shapedInputs) {
      if (t.isa<MemRefType>() || t.isa<RankedTensorType>()) continue;
      return op->emitOpError() << "operand #" << o->getOperandNumber() << " must be "
                               << (variadicInit ? "variadic of " : "") << tensorOrMemref << ", but got " << quoteType(t);
    }
    if (t.isa<ShapedType>()) continue;
    return op->emitOpError() << "operand #" << o->getOperandNumber()
                             << " must be variadic of shaped of any type values, but got " << quoteType(t);
  }
  for (unsigned i = 0; i < op->getNumResults(); ++i) {
    Type t = op->getResult(i).getType();
    if (shapedInputs ? t.isa<TensorType>() : t.isa<RankedTensorType>()) continue;
    return op->emitOpError() << "result #" << i << " must be variadic of "
                             << (shapedInputs ? "tensor" : "ranked tensor") << " of any type values, but got "
                             << quoteType(t);
  }
  return success();
}

LogicalResult verifyCastAttr(Operation *op) {
  Attribute a = op->getAttr("cast");
  if (a && !decodeTypeFnAttr(a))
    return op->emitOpError() << "attribute 'cast' failed to satisfy constraint: allowed type function: "
                                "#linalg.type_fn<cast_signed> or #linalg.type_fn<cast_unsigned>";
  return success();
}

LogicalResult verifyIndexingMapsAttr(Operation *op, bool required) {
  Attribute a = op->getAttr("indexing_maps");
  if (!a) {
    if (required) return op->emitOpError() << "requires attribute 'indexing_maps'";
    return success();
  }
  auto arr = a.dyn_cast<ArrayAttr>();
  bool ok = static_cast<bool>(arr);
  if (arr)
    for (Attribute m : arr.getValue()) ok = ok && m.isa<AffineMapAttr>();
  if (!ok) return op->emitOpError() << "attribute 'indexing_maps' failed to satisfy constraint: AffineMap array attribute";
  return success();
}

LogicalResult verifyDestinationStyle(Operation *op) {
  LinalgOp linalgOp(op);
  std::vector<OpOperand *> tensorInits;
  for (OpOperand *o : linalgOp.getDpsInitOperands()) {
    Type t = o->get().getType();
    if (t.isa<TensorType>())
      tensorInits.push_back(o);
    else if (!t.isa<BaseMemRefType>())
      return op->emitOpError() << "expected that operand #" << o->getOperandNumber() << " is a tensor or a memref";
  }
  unsigned numTensorResults = 0;
  for (unsigned i = 0; i < op->getNumResults(); ++i) numTensorResults += op->getResult(i).getType().isa<TensorType>();
  if (numTensorResults != tensorInits.size())
    return op->emitOpError() << "expected the number of tensor results (" << numTensorResults
                             << ") to be equal to the number of output tensors (" << tensorInits.size() << ")";
  for (OpOperand *o : tensorInits) {
    OpResult r = linalgOp.getTiedOpResult(o);
    if (r && r.getType() != o->get().getType())
      return op->emitOpError() << "expected type of operand #" << o->getOperandNumber() << " ("
                               << quoteType(o->get().getType()) << ") to match type of corresponding result ("
                               << quoteType(r.getType()) << ")";
  }
  return success();
}

/// IndexingMapOpInterface::verifyImpl: one symbol-free map per operand whose
/// results match the operand rank, invertible, and consistent with static shapes.
static LogicalResult verifyIndexingMaps(Operation *op, const std::vector<AffineMap> &maps) {
  LinalgOp linalgOp(op);
  if (maps.size() != op->getNumOperands())
    return op->emitOpError() << "expected the number of indexing_map (" << maps.size()
                             << ") to be equal to the number of input/output operands (" << op->getNumOperands()
                             << ")";
  std::vector<int64_t> allShapes;
  for (OpOperand &o : op->getOpOperands()) {
    unsigned i = o.getOperandNumber();
    AffineMap m = maps[i];
    if (!m) return op->emitOpError() << "expected indexing_map #" << i << " to be an affine map";
    if (m.getNumSymbols() != 0) return op->emitOpError() << "unexpected symbols in indexing_map #" << i;
    std::vector<int64_t> shape = linalgOp.getShape(&o);
    if (m.getNumResults() != shape.size())
      return op->emitOpError() << "expected operand #" << i << " rank (" << shape.size()
                               << ") to match the result rank of indexing_map (" << m.getNumResults() << ")";
    allShapes.insert(allShapes.end(), shape.begin(), shape.end());
  }
  AffineMap inverted = linalgOp.getShapesToLoopsMap();
  if (!inverted) {
    AffineMap loopsToShapes = linalgOp.getLoopsToShapesMap();
    return op->emitOpError() << "invalid indexing maps are non-invertible: (" << loopsToShapes.str() << ")";
  }
  std::vector<int64_t> ranges;
  for (AffineExpr e : inverted.getResults()) ranges.push_back(allShapes[e.getPosition()]);
  if (std::any_of(ranges.begin(), ranges.end(), isDynamic)) return success();
  // Every loop runs over [0, range); check the accessed indices fit.
  for (int64_t &r : ranges) r -= 1;
  std::vector<int64_t> zeros(ranges.size(), 0);
  for (OpOperand &o : op->getOpOperands()) {
    AffineMap m = maps[o.getOperandNumber()];
    std::vector<int64_t> start = m.evaluate(zeros, {}), end = m.evaluate(ranges, {});
    std::vector<int64_t> shape = linalgOp.getShape(&o);
    for (unsigned d = 0; d < shape.size(); ++d) {
      if (isDynamic(shape[d]) || shape[d] == 0) continue;
      int64_t inferred = std::max(start[d], end[d]) + 1;
      if (std::min(start[d], end[d]) < 0)
        return op->emitOpError() << "unexpected result less than 0 at expression #" << d << " in " << m.str();
      if (m.getResult(d).getKind() == AffineExprKind::DimId) {
        if (inferred != shape[d])
          return op->emitOpError() << "inferred input/output operand #" << o.getOperandNumber()
                                   << " has shape's dimension #" << d << " to be " << inferred << ", but found "
                                   << shape[d];
      } else if (inferred > shape[d]) {
        return op->emitOpError() << "inferred input/output operand #" << o.getOperandNumber()
                                 << " has shape's dimension #" << d << " to be greater than or equal to " << inferred
                                 << ", but found " << shape[d];
      }
    }
  }
  return success();
}

LogicalResult verifyStructuredOpInterface(Operation *op) {
  LinalgOp linalgOp(op);
  if (!linalgOp.hasPureTensorSemantics() && !linalgOp.hasPureBufferSemantics() && op->getNumOperands() > 0)
    return op->emitOpError() << "expected to have pure tensor or buffer semantics";
  std::vector<AffineMap> maps = linalgOp.getIndexingMapsArray();
  if (failed(verifyIndexingMaps(op, maps))) return failure();
  unsigned numLoops = linalgOp.getNumLoops();
  for (unsigned i = 0; i < maps.size(); ++i)
    if (maps[i].getNumDims() != numLoops)
      return op->emitOpError() << "expected indexing_map #" << i << " to have " << numLoops
                               << " dim(s) to match the number of loops";
  if (op->getNumRegions() != 1 || !op->getRegion(0).hasOneBlock())
    return op->emitOpError() << "expects to have 1 region with 1 block";
  Block &block = op->getRegion(0).front();
  if (block.getNumArguments() != op->getNumOperands())
    return op->emitOpError() << "expected as many non-induction variable region arguments as the number of "
                                "input/output operands";
  for (OpOperand &o : op->getOpOperands()) {
    Type elementType = getElementTypeOrSelf(o.get().getType());
    Type argType = block.getArgument(o.getOperandNumber()).getType();
    if (elementType != argType)
      return op->emitOpError() << "expected type of bb argument #" << o.getOperandNumber() << " ("
                               << quoteType(argType) << ") to match element or self type of the corresponding operand ("
                               << quoteType(elementType) << ")";
  }
  return success();
}

// ---- contraction -------------------------------------------------------------------

/// Follows single-operand side-effect-free ops (casts) up to their source.
static Value getSourceSkipUnary(Value v) {
  static constexpr std::string_view kCasts[] = {"arith.extf",   "arith.truncf",  "arith.extsi",     "arith.extui",
                                                "arith.trunci", "arith.sitofp",  "arith.uitofp",    "arith.fptosi",
                                                "arith.fptoui", "arith.index_cast", "arith.bitcast"};
  Operation *op = v.getDefiningOp();
  while (op && op->getNumOperands() == 1) {
    bool pure = op->hasTrait(OpTrait::Pure) ||
                std::find(std::begin(kCasts), std::end(kCasts), op->getName()) != std::end(kCasts);
    if (!pure) break;
    v = op->getOperand(0);
    op = v.getDefiningOp();
  }
  return v;
}

/// MLIR's isContractionBody with the add/mul pairs of arith.
static bool isContractionBody(Block &block) {
  if (block.empty() || !isa<YieldOp>(&block.back()) || block.getNumArguments() != 3) return false;
  Operation *terminator = &block.back();
  if (terminator->getNumOperands() != 1) return false;
  Operation *reduction = getSourceSkipUnary(terminator->getOperand(0)).getDefiningOp();
  if (!reduction || reduction->getNumResults() != 1 || reduction->getNumOperands() != 2) return false;
  Value lhs = getSourceSkipUnary(reduction->getOperand(0)), rhs = getSourceSkipUnary(reduction->getOperand(1));
  Value out = block.getArgument(2);
  if (lhs != out && rhs != out) return false;
  Value contributed = getSourceSkipUnary(lhs.isa<BlockArgument>() ? rhs : lhs);
  Operation *elementwise = contributed.getDefiningOp();
  if (!elementwise || elementwise->getNumResults() != 1 || elementwise->getNumOperands() != 2) return false;
  std::string_view mul = elementwise->getName(), add = reduction->getName();
  bool pair = (mul == "arith.mulf" && add == "arith.addf") || (mul == "arith.muli" && add == "arith.addi") ||
              (mul == "arith.andi" && add == "arith.ori");
  if (!pair) return false;
  Value a = getSourceSkipUnary(elementwise->getOperand(0)), b = getSourceSkipUnary(elementwise->getOperand(1));
  Value arg0 = block.getArgument(0), arg1 = block.getArgument(1);
  return (a == arg0 && b == arg1) || (a == arg1 && b == arg0);
}

LogicalResult verifyContractionInterface(Operation *op) {
  LinalgOp linalgOp(op);
  if (linalgOp.getNumDpsInputs() != 2 || linalgOp.getNumDpsInits() != 1)
    return op->emitError() << "expected op with 2 inputs and 1 output";
  if (linalgOp.getNumReductionLoops() == 0) return op->emitError() << "expected at least 1 reduction";
  for (AffineMap m : linalgOp.getIndexingMapsArray())
    if (!m || !m.isProjectedPermutation())
      return op->emitError() << "expected indexing maps to be projected permutations";
  Block *block = linalgOp.getBlock();
  if (!block || !isContractionBody(*block)) return op->emitError() << "expected add/mul op in the body";
  return success();
}

}  // namespace tbuf::linalg::detail

// affine.apply, affine.load, affine.store and affine.yield: custom assembly
// and verifiers as mlir-opt-22's.
//   %r = affine.apply #map(%d0)[%s0]
//   %v = affine.load %m[%i + 1, symbol(%n) * 2] : memref<8x8xf32>
//   affine.store %v, %m[%i, %j] : memref<8x8xf32>
// The subscripts of load/store are affine expressions over SSA names (MLIR's
// "affine map of SSA ids"): each distinct bare name is a dim in order of
// appearance, each `symbol(%x)` a symbol; they print back the same way.
#include <cctype>
#include <string>
#include <vector>

#include "dialects/affine/affine_ops.h"
#include "dialects/affine/affine_ssa_map.h"
#include "dialects/utils/dialect_utils.h"
#include "ir/attributes.h"
#include "ir/context.h"
#include "ir/diagnostics.h"
#include "ir/op_asm.h"
#include "ir/operation.h"
#include "ir/block.h"

namespace tbuf::affine {
namespace {

const uint32_t kPure = static_cast<uint32_t>(OpTrait::Pure);

// ---- affine.apply ------------------------------------------------------------------

ParseResult parseApply(OpAsmParser &p, OperationState &state) {
  Attribute attr;
  if (failed(p.parseAttribute(attr))) return failure();
  auto mapAttr = attr.dyn_cast<AffineMapAttr>();
  if (!mapAttr) return p.emitError(p.getNameLoc(), "expected an affine map"), failure();
  AffineMap map = mapAttr.getValue();
  std::vector<OpAsmParser::UnresolvedOperand> dims, symbols;
  if (failed(p.parseOperandList(dims, OpAsmParser::Delimiter::Paren)) ||
      failed(p.parseOperandList(symbols, OpAsmParser::Delimiter::OptionalSquare)))
    return failure();
  Type index = IndexType::get(p.getContext());
  if (failed(p.resolveOperands(dims, index, state.operands)) ||
      failed(p.resolveOperands(symbols, index, state.operands)) || failed(p.parseOptionalAttrDict(state.attributes)))
    return failure();
  if (dims.size() != map.getNumDims() || dims.size() + symbols.size() != map.getNumInputs())
    return p.emitError(p.getNameLoc(), "dimension or symbol index mismatch"), failure();
  state.addAttribute(kMapAttr, mapAttr);
  for (unsigned i = 0; i < map.getNumResults(); ++i) state.addTypes({index});
  return success();
}

void printApply(OpAsmPrinter &p, Operation *op) {
  ApplyOp apply(op);
  p << " " << op->getAttr(kMapAttr);
  detail::printDimAndSymbolList(p, op->getOperands(), apply.getAffineMap().getNumDims());
  p.printOptionalAttrDict(op->getAttrs(), {kMapAttr});
}

LogicalResult verifyMapAttr(Operation *op) {
  if (failed(verifyRequiredAttr(op, kMapAttr))) return failure();
  if (!op->getAttr(kMapAttr).isa<AffineMapAttr>())
    return op->emitOpError() << "attribute 'map' failed to satisfy constraint: AffineMap attribute";
  return success();
}

LogicalResult verifyApply(Operation *op) {
  if (failed(verifyNumResults(op, 1)) || failed(verifyMapAttr(op))) return failure();
  for (unsigned i = 0; i < op->getNumOperands(); ++i)
    if (failed(verifyOperandType(op, i, constraints::kIndex, /*variadic=*/true))) return failure();
  if (failed(verifyResultType(op, 0, constraints::kIndex))) return failure();
  AffineMap map = ApplyOp(op).getAffineMap();
  if (op->getNumOperands() != map.getNumInputs())
    return op->emitOpError() << "operand count and affine map dimension and symbol count must match";
  if (map.getNumResults() != 1) return op->emitOpError() << "mapping must produce one value";
  return success();
}

// ---- affine.load / affine.store ----------------------------------------------------

ParseResult parseLoad(OpAsmParser &p, OperationState &state) {
  OpAsmParser::UnresolvedOperand memref;
  std::vector<OpAsmParser::UnresolvedOperand> indices;
  AffineMap map;
  Type type;
  if (failed(p.parseOperand(memref)) || failed(detail::SsaMapParser(p).parse(map, indices)) ||
      failed(p.parseOptionalAttrDict(state.attributes)) || failed(p.parseColon()) ||
      failed(parseTypeOfKind(p, type, isMemRefType, "builtin.memref")) ||
      failed(p.resolveOperand(memref, type, state.operands)) ||
      failed(p.resolveOperands(indices, IndexType::get(p.getContext()), state.operands)))
    return failure();
  state.addAttribute(kMapAttr, AffineMapAttr::get(map));
  state.addTypes({type.cast<MemRefType>().getElementType()});
  return success();
}

ParseResult parseStore(OpAsmParser &p, OperationState &state) {
  OpAsmParser::UnresolvedOperand value, memref;
  std::vector<OpAsmParser::UnresolvedOperand> indices;
  AffineMap map;
  Type type;
  if (failed(p.parseOperand(value)) || failed(p.parseComma()) || failed(p.parseOperand(memref)) ||
      failed(detail::SsaMapParser(p).parse(map, indices)) || failed(p.parseOptionalAttrDict(state.attributes)) ||
      failed(p.parseColon()) || failed(parseTypeOfKind(p, type, isMemRefType, "builtin.memref")) ||
      failed(p.resolveOperand(value, type.cast<MemRefType>().getElementType(), state.operands)) ||
      failed(p.resolveOperand(memref, type, state.operands)) ||
      failed(p.resolveOperands(indices, IndexType::get(p.getContext()), state.operands)))
    return failure();
  state.addAttribute(kMapAttr, AffineMapAttr::get(map));
  return success();
}

void printLoad(OpAsmPrinter &p, Operation *op) {
  LoadOp load(op);
  p << " " << load.getMemRef();
  detail::printSsaMap(p, load.getAffineMap(), load.getMapOperands());
  p.printOptionalAttrDict(op->getAttrs(), {kMapAttr});
  p << " : " << load.getMemRef().getType();
}

void printStore(OpAsmPrinter &p, Operation *op) {
  StoreOp store(op);
  p << " " << store.getValue() << ", " << store.getMemRef();
  detail::printSsaMap(p, store.getAffineMap(), store.getMapOperands());
  p.printOptionalAttrDict(op->getAttrs(), {kMapAttr});
  p << " : " << store.getMemRef().getType();
}

/// The checks load and store share: the memref operand, the map against
/// its rank, and the subscripts as dims and symbols.
LogicalResult verifyAccess(Operation *op, unsigned memrefIndex) {
  if (failed(verifyAtLeastNumOperands(op, memrefIndex + 1)) || failed(verifyMapAttr(op)) ||
      failed(verifyOperandType(op, memrefIndex, constraints::kMemRef)))
    return failure();
  for (unsigned i = memrefIndex + 1; i < op->getNumOperands(); ++i)
    if (failed(verifyOperandType(op, i, constraints::kIndex, /*variadic=*/true))) return failure();
  auto memrefType = op->getOperand(memrefIndex).getType().cast<MemRefType>();
  AffineMap map = getMapAttr(op, kMapAttr);
  unsigned numIndices = op->getNumOperands() - memrefIndex - 1;
  if (map.getNumResults() != static_cast<unsigned>(memrefType.getRank()))
    return op->emitOpError() << "affine map num results must equal memref rank";
  if (map.getNumInputs() != numIndices)
    return op->emitOpError() << "expects as many subscripts as affine map inputs";
  return verifyDimAndSymbolOperands(op, op->getOperands().drop_front(memrefIndex + 1), map.getNumDims());
}

LogicalResult verifyLoad(Operation *op) {
  if (failed(verifyNumResults(op, 1)) || failed(verifyAccess(op, 0))) return failure();
  if (op->getResult(0).getType() != op->getOperand(0).getType().cast<MemRefType>().getElementType())
    return op->emitOpError() << "result type must match element type of memref";
  return success();
}

LogicalResult verifyStore(Operation *op) {
  if (failed(verifyNumResults(op, 0)) || failed(verifyAccess(op, 1))) return failure();
  if (op->getOperand(0).getType() != op->getOperand(1).getType().cast<MemRefType>().getElementType())
    return op->emitOpError() << "value to store must have the same type as memref element type";
  return success();
}

// ---- affine.yield --------------------------------------------------------------------

ParseResult parseYield(OpAsmParser &p, OperationState &state) {
  std::vector<OpAsmParser::UnresolvedOperand> operands;
  std::vector<Type> types;
  if (failed(p.parseOperandList(operands)) || failed(p.parseOptionalAttrDict(state.attributes))) return failure();
  if (!operands.empty() && failed(p.parseColonTypeList(types))) return failure();
  return p.resolveOperands(operands, types, p.getNameLoc(), state.operands);
}

void printYield(OpAsmPrinter &p, Operation *op) {
  p.printOptionalAttrDict(op->getAttrs());
  if (op->getNumOperands() == 0) return;
  p << " ";
  p.printOperands(op->getOperands());
  p << " : ";
  bool first = true;
  for (Value v : op->getOperands()) {
    if (!first) p << ", ";
    first = false;
    p << v.getType();
  }
}

LogicalResult verifyYield(Operation *op) {
  Operation *parent = op->getParentOp();
  if (!parent || !(ForOp::classof(parent) || ParallelOp::classof(parent) || IfOp::classof(parent)))
    return op->emitOpError() << "expects parent op to be one of 'affine.for, affine.if, affine.parallel'";
  if (parent->getNumResults() != op->getNumOperands())
    return op->emitOpError() << "parent of yield must have same number of results as the yield operands";
  for (unsigned i = 0; i < op->getNumOperands(); ++i)
    if (parent->getResult(i).getType() != op->getOperand(i).getType())
      return op->emitOpError() << "types mismatch between yield op and its parent";
  return success();
}

void loadEffects(Operation *op, std::vector<MemoryEffect> &effects) {
  effects.push_back({EffectKind::Read, op->getOperand(0)});
}
void storeEffects(Operation *op, std::vector<MemoryEffect> &effects) {
  effects.push_back({EffectKind::Write, op->getOperand(1)});
}

}  // namespace

void detail::registerAccessOps(Context &ctx) {
  {
    OpDefinition def = makeOpDefinition("affine", ApplyOp::getOperationName(), kPure, parseApply, printApply, verifyApply);
    def.inherentAttrs = {std::string(kMapAttr)};
    ctx.registerOp(std::move(def));
  }
  {
    OpDefinition def = makeOpDefinition("affine", LoadOp::getOperationName(), 0, parseLoad, printLoad, verifyLoad);
    def.inherentAttrs = {std::string(kMapAttr)};
    def.getEffects = loadEffects;
    ctx.registerOp(std::move(def));
  }
  {
    OpDefinition def = makeOpDefinition("affine", StoreOp::getOperationName(), 0, parseStore, printStore, verifyStore);
    def.inherentAttrs = {std::string(kMapAttr)};
    def.getEffects = storeEffects;
    ctx.registerOp(std::move(def));
  }
  ctx.registerOp(makeOpDefinition("affine", YieldOp::getOperationName(),
                                  OpTrait::Pure | OpTrait::Terminator | OpTrait::ReturnLike, parseYield, printYield,
                                  verifyYield));
}

}  // namespace tbuf::affine

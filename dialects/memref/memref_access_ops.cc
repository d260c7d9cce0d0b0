// Memref ops that read, write or inspect a buffer: load, store, copy, cast,
// dim, rank and extract_aligned_pointer_as_index. Custom assembly,
// verifiers, result names and memory effects (load: Read; store: Write;
// copy: Read source + Write target; the rest are pure), as mlir-opt-22.
#include <string>

#include "dialects/utils/dialect_utils.h"
#include "dialects/memref/memref_ops.h"
#include "dialects/memref/memref_registration.h"
#include "ir/context.h"

namespace tbuf::memref {

namespace {

using Delimiter = OpAsmParser::Delimiter;
using Operand = OpAsmParser::UnresolvedOperand;
namespace C = constraints;

/// Load/store attributes printed only when not default: `nontemporal =
/// false` is elided (MLIR's DefaultValuedOptionalAttr).
std::vector<std::string_view> getElidedAccessAttrs(Operation *op) {
  auto nt = op->getAttrOfType<BoolAttr>("nontemporal");
  if (nt && !nt.getValue()) return {"nontemporal"};
  return {};
}

LogicalResult verifyAccessAttrs(Operation *op) {
  if (Attribute nt = op->getAttr("nontemporal"); nt && !nt.isa<BoolAttr>())
    return op->emitOpError() << "attribute 'nontemporal' failed to satisfy constraint: bool attribute";
  return verifyAlignmentAttr(op);
}

// ---- memref.load ---------------------------------------------------------------

ParseResult parseLoad(OpAsmParser &p, OperationState &state) {
  Operand memref;
  std::vector<Operand> indices;
  Type type;
  if (failed(p.parseOperand(memref)) || failed(p.parseOperandList(indices, Delimiter::Square)) ||
      failed(p.parseOptionalAttrDict(state.attributes)) || failed(p.parseColon()) ||
      failed(parseTypeOfKind(p, type, isMemRefType, "builtin.memref")) ||
      failed(p.resolveOperand(memref, type, state.operands)) ||
      failed(p.resolveOperands(indices, IndexType::get(p.getContext()), state.operands)))
    return failure();
  state.addTypes({type.cast<MemRefType>().getElementType()});
  return success();
}

void printLoad(OpAsmPrinter &p, Operation *op) {
  p << " " << op->getOperand(0) << "[";
  p.printOperands(op->getOperands().drop_front());
  p << "]";
  p.printOptionalAttrDict(op->getAttrs(), getElidedAccessAttrs(op));
  p << " : " << op->getOperand(0).getType();
}

LogicalResult verifyLoad(Operation *op) {
  if (failed(verifyAtLeastNumOperands(op, 1)) || failed(verifyNumResults(op, 1)) || failed(verifyAccessAttrs(op)) ||
      failed(verifyOperandType(op, 0, C::kMemRef)) ||
      failed(verifyOperandTypes(op, 1, op->getNumOperands() - 1, C::kIndex)))
    return failure();
  auto type = op->getOperand(0).getType().cast<MemRefType>();
  if (op->getResult(0).getType() != type.getElementType())
    return op->emitOpError() << "failed to verify that result type matches element type of 'memref'";
  int64_t numIndices = op->getNumOperands() - 1;
  if (numIndices != type.getRank())
    return op->emitOpError() << "incorrect number of indices for load, expected " << type.getRank() << " but got "
                             << numIndices;
  return success();
}

// ---- memref.store --------------------------------------------------------------

ParseResult parseStore(OpAsmParser &p, OperationState &state) {
  Operand value, memref;
  std::vector<Operand> indices;
  Type type;
  if (failed(p.parseOperand(value)) || failed(p.parseComma()) || failed(p.parseOperand(memref)) ||
      failed(p.parseOperandList(indices, Delimiter::Square)) || failed(p.parseOptionalAttrDict(state.attributes)) ||
      failed(p.parseColon()) || failed(parseTypeOfKind(p, type, isMemRefType, "builtin.memref")) ||
      failed(p.resolveOperand(value, type.cast<MemRefType>().getElementType(), state.operands)) ||
      failed(p.resolveOperand(memref, type, state.operands)) ||
      failed(p.resolveOperands(indices, IndexType::get(p.getContext()), state.operands)))
    return failure();
  return success();
}

void printStore(OpAsmPrinter &p, Operation *op) {
  p << " " << op->getOperand(0) << ", " << op->getOperand(1) << "[";
  p.printOperands(op->getOperands().drop_front(2));
  p << "]";
  p.printOptionalAttrDict(op->getAttrs(), getElidedAccessAttrs(op));
  p << " : " << op->getOperand(1).getType();
}

LogicalResult verifyStore(Operation *op) {
  if (failed(verifyAtLeastNumOperands(op, 2)) || failed(verifyNumResults(op, 0)) || failed(verifyAccessAttrs(op)) ||
      failed(verifyOperandType(op, 1, C::kMemRef)) ||
      failed(verifyOperandTypes(op, 2, op->getNumOperands() - 2, C::kIndex)))
    return failure();
  auto type = op->getOperand(1).getType().cast<MemRefType>();
  if (op->getOperand(0).getType() != type.getElementType())
    return op->emitOpError() << "failed to verify that type of 'value' matches element type of 'memref'";
  if (static_cast<int64_t>(op->getNumOperands() - 2) != type.getRank())
    return op->emitOpError() << "store index operand count not equal to memref rank";
  return success();
}

// ---- memref.copy ---------------------------------------------------------------

ParseResult parseCopy(OpAsmParser &p, OperationState &state) {
  Operand source, target;
  Type srcType, dstType;
  if (failed(p.parseOperand(source)) || failed(p.parseComma()) || failed(p.parseOperand(target)) ||
      failed(p.parseOptionalAttrDict(state.attributes)) || failed(p.parseColon()) ||
      failed(parseTypeOfKind(p, srcType, isBaseMemRefType, "")) || failed(p.parseKeyword("to")) ||
      failed(parseTypeOfKind(p, dstType, isBaseMemRefType, "")) ||
      failed(p.resolveOperand(source, srcType, state.operands)) ||
      failed(p.resolveOperand(target, dstType, state.operands)))
    return failure();
  return success();
}

void printCopy(OpAsmPrinter &p, Operation *op) {
  p << " " << op->getOperand(0) << ", " << op->getOperand(1);
  p.printOptionalAttrDict(op->getAttrs());
  p << " : " << op->getOperand(0).getType() << " to " << op->getOperand(1).getType();
}

LogicalResult verifyCopy(Operation *op) {
  if (failed(verifyNumOperands(op, 2)) || failed(verifyNumResults(op, 0)) ||
      failed(verifyOperandType(op, 0, C::kAnyMemRef)) || failed(verifyOperandType(op, 1, C::kAnyMemRef)))
    return failure();
  auto a = op->getOperand(0).getType().cast<ShapedType>();
  auto b = op->getOperand(1).getType().cast<ShapedType>();
  if (a.getElementType() != b.getElementType())
    return op->emitOpError() << "requires the same element type for all operands";
  bool compatible = true;
  if (a.hasRank() && b.hasRank()) {
    compatible = a.getRank() == b.getRank();
    for (int64_t i = 0; compatible && i < a.getRank(); ++i) {
      int64_t x = a.getDimSize(i), y = b.getDimSize(i);
      compatible = isDynamic(x) || isDynamic(y) || x == y;
    }
  }
  if (!compatible) return op->emitOpError() << "requires the same shape for all operands";
  return success();
}

// ---- memref.cast ---------------------------------------------------------------

ParseResult parseCast(OpAsmParser &p, OperationState &state) {
  Operand source;
  Type srcType, dstType;
  if (failed(p.parseOperand(source)) || failed(p.parseOptionalAttrDict(state.attributes)) || failed(p.parseColon()) ||
      failed(parseTypeOfKind(p, srcType, isBaseMemRefType, "")) || failed(p.parseKeyword("to")) ||
      failed(parseTypeOfKind(p, dstType, isBaseMemRefType, "")) ||
      failed(p.resolveOperand(source, srcType, state.operands)))
    return failure();
  state.addTypes({dstType});
  return success();
}

void printCast(OpAsmPrinter &p, Operation *op) {
  p << " " << op->getOperand(0);
  p.printOptionalAttrDict(op->getAttrs());
  p << " : " << op->getOperand(0).getType() << " to " << op->getResult(0).getType();
}

LogicalResult verifyCast(Operation *op) {
  if (failed(verifyNumOperands(op, 1)) || failed(verifyNumResults(op, 1)) ||
      failed(verifyOperandType(op, 0, C::kAnyMemRef)) || failed(verifyResultType(op, 0, C::kAnyMemRef)))
    return failure();
  Type in = op->getOperand(0).getType(), out = op->getResult(0).getType();
  if (!CastOp::areCastCompatible(in, out))
    return op->emitOpError() << "operand type " << quoteType(in) << " and result type " << quoteType(out)
                             << " are cast incompatible";
  return success();
}

// ---- memref.dim / memref.rank ----------------------------------------------------

const TypeConstraint kNon0RankedOrUnrankedMemRef{
    [](Type t) {
      if (t.isa<UnrankedMemRefType>()) return true;
      return t.isa<MemRefType>() && t.cast<MemRefType>().getRank() != 0;
    },
    "non-0-ranked or unranked memref"};

ParseResult parseDim(OpAsmParser &p, OperationState &state) {
  Operand source, index;
  Type type;
  if (failed(p.parseOptionalAttrDict(state.attributes)) || failed(p.parseOperand(source)) ||
      failed(p.parseComma()) || failed(p.parseOperand(index)) || failed(p.parseColon()) ||
      failed(parseTypeOfKind(p, type, isBaseMemRefType, "")) ||
      failed(p.resolveOperand(source, type, state.operands)) ||
      failed(p.resolveOperand(index, IndexType::get(p.getContext()), state.operands)))
    return failure();
  state.addTypes({IndexType::get(p.getContext())});
  return success();
}

void printDim(OpAsmPrinter &p, Operation *op) {
  p.printOptionalAttrDict(op->getAttrs());
  p << " " << op->getOperand(0) << ", " << op->getOperand(1) << " : " << op->getOperand(0).getType();
}

LogicalResult verifyDim(Operation *op) {
  if (failed(verifyNumOperands(op, 2)) || failed(verifyNumResults(op, 1)) ||
      failed(verifyOperandType(op, 0, kNon0RankedOrUnrankedMemRef)) ||
      failed(verifyOperandType(op, 1, C::kIndex)) || failed(verifyResultType(op, 0, C::kIndex)))
    return failure();
  return success();
}

ParseResult parseRank(OpAsmParser &p, OperationState &state) {
  if (failed(parseOperandColonType(p, state, isBaseMemRefType))) return failure();
  state.addTypes({IndexType::get(p.getContext())});
  return success();
}

LogicalResult verifyRank(Operation *op) {
  if (failed(verifyNumOperands(op, 1)) || failed(verifyNumResults(op, 1)) ||
      failed(verifyOperandType(op, 0, C::kAnyMemRef)) || failed(verifyResultType(op, 0, C::kIndex)))
    return failure();
  return success();
}

// ---- memref.extract_aligned_pointer_as_index -----------------------------------

ParseResult parseExtractAlignedPointer(OpAsmParser &p, OperationState &state) {
  Operand source;
  Type srcType, resultType;
  if (failed(p.parseOperand(source)) || failed(p.parseColon()) ||
      failed(parseTypeOfKind(p, srcType, isBaseMemRefType, "")) || failed(p.parseArrow()) ||
      failed(p.parseType(resultType)) || failed(p.parseOptionalAttrDict(state.attributes)) ||
      failed(p.resolveOperand(source, srcType, state.operands)))
    return failure();
  state.addTypes({resultType});
  return success();
}

void printExtractAlignedPointer(OpAsmPrinter &p, Operation *op) {
  p << " " << op->getOperand(0) << " : " << op->getOperand(0).getType() << " -> " << op->getResult(0).getType();
  p.printOptionalAttrDict(op->getAttrs());
}

LogicalResult verifyExtractAlignedPointer(Operation *op) {
  if (failed(verifyNumOperands(op, 1)) || failed(verifyNumResults(op, 1)) ||
      failed(verifyOperandType(op, 0, C::kAnyMemRef)) || failed(verifyResultType(op, 0, C::kIndex)))
    return failure();
  return success();
}

}  // namespace

// ---- builders and accessors --------------------------------------------------

void LoadOp::build(OpBuilder &, OperationState &state, Value memref, ArrayRef<Value> indices) {
  state.addOperands({memref});
  state.addOperands(indices);
  state.addTypes({memref.getType().cast<MemRefType>().getElementType()});
}

bool LoadOp::getNontemporal() const {
  auto attr = op_->getAttrOfType<BoolAttr>("nontemporal");
  return attr && attr.getValue();
}

void StoreOp::build(OpBuilder &, OperationState &state, Value valueToStore, Value memref, ArrayRef<Value> indices) {
  state.addOperands({valueToStore, memref});
  state.addOperands(indices);
}

bool StoreOp::getNontemporal() const {
  auto attr = op_->getAttrOfType<BoolAttr>("nontemporal");
  return attr && attr.getValue();
}

void CopyOp::build(OpBuilder &, OperationState &state, Value source, Value target) {
  state.addOperands({source, target});
}

void CastOp::build(OpBuilder &, OperationState &state, Type resultType, Value source) {
  state.addOperands({source});
  state.addTypes({resultType});
}

bool CastOp::areCastCompatible(Type input, Type output) {
  auto aT = input.dyn_cast<MemRefType>(), bT = output.dyn_cast<MemRefType>();
  auto uaT = input.dyn_cast<UnrankedMemRefType>(), ubT = output.dyn_cast<UnrankedMemRefType>();
  if (aT && bT) {
    if (aT.getElementType() != bT.getElementType()) return false;
    if (aT.getLayout() != bT.getLayout()) {
      std::vector<int64_t> aStrides, bStrides;
      int64_t aOffset, bOffset;
      if (failed(aT.getStridesAndOffset(aStrides, aOffset)) || failed(bT.getStridesAndOffset(bStrides, bOffset)) ||
          aStrides.size() != bStrides.size())
        return false;
      auto compatible = [](int64_t a, int64_t b) { return isDynamic(a) || isDynamic(b) || a == b; };
      if (!compatible(aOffset, bOffset)) return false;
      for (size_t i = 0; i < aStrides.size(); ++i)
        if (!compatible(aStrides[i], bStrides[i])) return false;
    }
    if (aT.getMemorySpace() != bT.getMemorySpace()) return false;
    if (aT.getRank() != bT.getRank()) return false;
    for (int64_t i = 0; i < aT.getRank(); ++i) {
      int64_t a = aT.getDimSize(i), b = bT.getDimSize(i);
      if (!isDynamic(a) && !isDynamic(b) && a != b) return false;
    }
    return true;
  }
  if (!aT && !uaT) return false;
  if (!bT && !ubT) return false;
  if (uaT && ubT) return false;
  auto a = input.cast<BaseMemRefType>(), b = output.cast<BaseMemRefType>();
  return a.getElementType() == b.getElementType() && a.getMemorySpace() == b.getMemorySpace();
}

void DimOp::build(OpBuilder &b, OperationState &state, Value source, Value index) {
  state.addOperands({source, index});
  state.addTypes({b.getIndexType()});
}

void DimOp::build(OpBuilder &b, OperationState &state, Value source, int64_t index) {
  OperationState cst(state.location, "arith.constant");
  cst.addAttribute("value", b.getIndexAttr(index));
  cst.addTypes({b.getIndexType()});
  Value indexValue = b.create(cst)->getResult(0);
  build(b, state, source, indexValue);
}

void RankOp::build(OpBuilder &b, OperationState &state, Value memref) {
  state.addOperands({memref});
  state.addTypes({b.getIndexType()});
}

void ExtractAlignedPointerAsIndexOp::build(OpBuilder &b, OperationState &state, Value source) {
  state.addOperands({source});
  state.addTypes({b.getIndexType()});
}

// ---- registration --------------------------------------------------------------

void registerMemRefAccessOps(Context &ctx) {
  const uint32_t pure = static_cast<uint32_t>(OpTrait::Pure);
  {
    OpDefinition def = makeMemRefDef(LoadOp::getOperationName());
    def.inherentAttrs = {"alignment", "nontemporal"};
    def.parse = parseLoad;
    def.print = printLoad;
    def.verify = verifyLoad;
    def.getEffects = [](Operation *op, std::vector<MemoryEffect> &effects) {
      effects.push_back({EffectKind::Read, op->getOperand(0)});
    };
    ctx.registerOp(std::move(def));
  }
  {
    OpDefinition def = makeMemRefDef(StoreOp::getOperationName());
    def.inherentAttrs = {"alignment", "nontemporal"};
    def.parse = parseStore;
    def.print = printStore;
    def.verify = verifyStore;
    def.getEffects = [](Operation *op, std::vector<MemoryEffect> &effects) {
      effects.push_back({EffectKind::Write, op->getOperand(1)});
    };
    ctx.registerOp(std::move(def));
  }
  {
    OpDefinition def = makeMemRefDef(CopyOp::getOperationName());
    def.parse = parseCopy;
    def.print = printCopy;
    def.verify = verifyCopy;
    def.getEffects = [](Operation *op, std::vector<MemoryEffect> &effects) {
      effects.push_back({EffectKind::Read, op->getOperand(0)});
      effects.push_back({EffectKind::Write, op->getOperand(1)});
    };
    ctx.registerOp(std::move(def));
  }
  {
    OpDefinition def = makeMemRefDef(CastOp::getOperationName(), pure);
    def.parse = parseCast;
    def.print = printCast;
    def.verify = verifyCast;
    def.getAsmResultNames = [](Operation *op, const OpDefinition::SetNameFn &set) {
      if (op->getNumResults() == 1) set(op->getResult(0), "cast");
    };
    ctx.registerOp(std::move(def));
  }
  {
    OpDefinition def = makeMemRefDef(DimOp::getOperationName(), pure);
    def.parse = parseDim;
    def.print = printDim;
    def.verify = verifyDim;
    def.getAsmResultNames = [](Operation *op, const OpDefinition::SetNameFn &set) {
      if (op->getNumResults() == 1) set(op->getResult(0), "dim");
    };
    ctx.registerOp(std::move(def));
  }
  {
    OpDefinition def = makeMemRefDef(RankOp::getOperationName(), pure);
    def.parse = parseRank;
    def.print = printOperandColonType;
    def.verify = verifyRank;
    ctx.registerOp(std::move(def));
  }
  {
    OpDefinition def = makeMemRefDef(ExtractAlignedPointerAsIndexOp::getOperationName(), pure);
    def.parse = parseExtractAlignedPointer;
    def.print = printExtractAlignedPointer;
    def.verify = verifyExtractAlignedPointer;
    def.getAsmResultNames = [](Operation *op, const OpDefinition::SetNameFn &set) {
      if (op->getNumResults() == 1) set(op->getResult(0), "intptr");
    };
    ctx.registerOp(std::move(def));
  }
}

}  // namespace tbuf::memref

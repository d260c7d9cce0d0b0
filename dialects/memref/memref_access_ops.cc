// Memref ops that read, write or inspect a buffer: load, store, copy, cast,
// dim, rank and extract_aligned_pointer_as_index. Custom assembly,
// verifiers, result names and memory effects (load: Read; store: Write;
// copy: Read source + Write target; the rest are pure), as mlir-opt-22.
// The assembly, ODS checks and builders memref shares with tensor (dim, rank,
// cast, element access) come from dialect_utils_shaped_ops.h.
#include <string>

#include "dialects/utils/dialect_utils.h"
#include "dialects/utils/dialect_utils_layout.h"
#include "dialects/utils/dialect_utils_shaped_ops.h"
#include "dialects/memref/memref_ops.h"
#include "dialects/memref/memref_registration.h"
#include "ir/context.h"

namespace tbuf::memref {

namespace {

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
  // Most loads and stores carry no attribute: nothing to look up.
  if (op->getAttrs().empty()) return success();
  if (Attribute nt = op->getAttr("nontemporal"); nt && !nt.isa<BoolAttr>())
    return op->emitOpError() << "attribute 'nontemporal' failed to satisfy constraint: bool attribute";
  return verifyAlignmentAttr(op);
}

// ---- memref.load ---------------------------------------------------------------

ParseResult parseLoad(OpAsmParser &p, OperationState &state) {
  return parseElementRead(p, state, isMemRefType, "builtin.memref");
}

void printLoad(OpAsmPrinter &p, Operation *op) { printElementRead(p, op, getElidedAccessAttrs(op)); }

LogicalResult verifyLoad(Operation *op) {
  if (failed(verifyElementAccessOperands(op, 0, 1, C::kMemRef, verifyAccessAttrs))) return failure();
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
  return parseElementWrite(p, state, isMemRefType, "builtin.memref", ",");
}

void printStore(OpAsmPrinter &p, Operation *op) { printElementWrite(p, op, ", ", getElidedAccessAttrs(op)); }

LogicalResult verifyStore(Operation *op) {
  if (failed(verifyElementAccessOperands(op, 1, 0, C::kMemRef, verifyAccessAttrs))) return failure();
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

bool CastOp::areCastCompatible(Type input, Type output) { return areMemRefCastCompatible(input, output); }

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
  registerCastDimAndRankOps<isBaseMemRefType, C::kAnyMemRef, C::kNon0RankedOrUnrankedMemRef, CastOp::areCastCompatible>(
      ctx, "memref", /*nameRankResult=*/false);
  {
    OpDefinition def = makeMemRefDef(ExtractAlignedPointerAsIndexOp::getOperationName(), pure);
    def.parse = parseExtractAlignedPointer;
    def.print = printExtractAlignedPointer;
    def.verify = verifySourceToIndexOp<C::kAnyMemRef>;
    def.getAsmResultNames = setSingleResultName<"intptr">;
    ctx.registerOp(std::move(def));
  }
}

}  // namespace tbuf::memref

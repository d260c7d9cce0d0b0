// memref.assume_alignment (MLIR 22): `%r = memref.assume_alignment %m, 16 :
// memref<...>` returns its operand, with the promise that the buffer is
// aligned to `alignment` bytes. Pure and view-like: the result is the same
// buffer. Verifier with MLIR's messages (positive i32, power of 2); the fold
// drops an assumption that repeats the one it is applied to.
#include "dialects/memref/memref_ops.h"
#include "dialects/memref/memref_registration.h"
#include "dialects/utils/dialect_utils.h"
#include "ir/context.h"
#include "ir/op_asm.h"

namespace tbuf::memref {

namespace {

using Operand = OpAsmParser::UnresolvedOperand;

// `$memref `,` $alignment attr-dict `:` type($memref)`
ParseResult parseAssumeAlignment(OpAsmParser &p, OperationState &state) {
  Operand memref;
  int64_t alignment = 0;
  Type type;
  if (failed(p.parseOperand(memref)) || failed(p.parseComma()) || failed(p.parseInteger(alignment)) ||
      failed(p.parseOptionalAttrDict(state.attributes)) || failed(p.parseColon()) ||
      failed(parseTypeOfKind(p, type, isBaseMemRefType, "")) || failed(p.resolveOperand(memref, type, state.operands)))
    return failure();
  state.addAttribute("alignment", IntegerAttr::get(IntegerType::get(p.getContext(), 32), alignment));
  state.addTypes({type});
  return success();
}

void printAssumeAlignment(OpAsmPrinter &p, Operation *op) {
  p << " " << op->getOperand(0) << ", " << AssumeAlignmentOp(op).getAlignment();
  p.printOptionalAttrDict(op->getAttrs(), {"alignment"});
  p << " : " << op->getOperand(0).getType();
}

LogicalResult verifyAssumeAlignment(Operation *op) {
  if (op->getNumOperands() != 1 || op->getNumResults() != 1)
    return op->emitOpError() << "expected 1 operand and 1 result";
  auto attr = op->getAttrOfType<IntegerAttr>("alignment");
  if (!attr) return op->emitOpError() << "requires attribute 'alignment'";
  if (attr.getType() != IntegerType::get(op->getContext(), 32) || attr.getInt() <= 0)
    return op->emitOpError()
           << "attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute whose value "
              "is positive";
  if (!op->getOperand(0).getType().isa<MemRefType>())
    return op->emitOpError() << "operand #0 must be memref of any type values, but got "
                             << quoteType(op->getOperand(0).getType());
  // InferTypeOpInterface: the result type is the operand's.
  if (op->getResult(0).getType() != op->getOperand(0).getType()) {
    op->emitOpError() << "inferred type(s) " << quoteType(op->getOperand(0).getType())
                      << " are incompatible with return type(s) of operation " << quoteType(op->getResult(0).getType());
    return op->emitOpError() << "failed to infer returned types";
  }
  int64_t alignment = attr.getInt();
  if ((alignment & (alignment - 1)) != 0) return op->emitOpError() << "alignment must be power of 2";
  return success();
}

/// assume_alignment(assume_alignment(%m, a), a) -> the inner one.
LogicalResult foldAssumeAlignment(Operation *op, ArrayRef<Attribute>, std::vector<OpFoldResult> &results) {
  Operation *source = op->getOperand(0).getDefiningOp();
  if (!source || source->getName() != AssumeAlignmentOp::getOperationName()) return failure();
  if (AssumeAlignmentOp(source).getAlignment() != AssumeAlignmentOp(op).getAlignment()) return failure();
  results.push_back(OpFoldResult(op->getOperand(0)));
  return success();
}

}  // namespace

void AssumeAlignmentOp::build(OpBuilder &, OperationState &state, Value memref, int64_t alignment) {
  state.addOperands({memref});
  state.addAttribute("alignment",
                     IntegerAttr::get(IntegerType::get(memref.getType().getContext(), 32), alignment));
  state.addTypes({memref.getType()});
}

int64_t AssumeAlignmentOp::getAlignment() const {
  auto attr = op_->getAttrOfType<IntegerAttr>("alignment");
  return attr ? attr.getInt() : 0;
}

void registerMemRefAssumeAlignmentOp(Context &ctx) {
  OpDefinition def = makeMemRefDef(AssumeAlignmentOp::getOperationName(), static_cast<uint32_t>(OpTrait::Pure));
  def.inherentAttrs = {"alignment"};
  def.parse = parseAssumeAlignment;
  def.print = printAssumeAlignment;
  def.verify = verifyAssumeAlignment;
  def.fold = foldAssumeAlignment;
  def.getAsmResultNames = setSingleResultName<"assume_align">;
  ctx.registerOp(std::move(def));
}

}  // namespace tbuf::memref

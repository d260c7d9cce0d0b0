// The spirv dialect's function terminators, with mlir-opt's assembly and
// verifier messages:
//   spirv.Return {attrs}
//   spirv.ReturnValue %v {attrs} : T
// Both are Pure, ReturnLike terminators that must be nested in a function
// (MLIR's InFunctionScope: a func.func without a symbol table in between);
// MLIR checks the returned value against the function type only inside
// spirv.func, which tbuf does not have, so a func.func may end in either.
#include "dialects/spirv/spirv_ops.h"

#include <vector>

#include "dialects/utils/dialect_utils.h"
#include "ir/context.h"
#include "ir/diagnostics.h"
#include "ir/op_asm.h"

namespace tbuf::spirv {
namespace {

/// MLIR's isNestedInFunctionOpInterface applied to the op's parent.
bool isInFunctionScope(Operation *op) {
  for (Operation *parent = op->getParentOp(); parent; parent = parent->getParentOp()) {
    if (parent->hasTrait(OpTrait::SymbolTable)) return false;
    if (parent->getName() == "func.func") return true;
  }
  return false;
}

LogicalResult verifyFunctionScope(Operation *op) {
  if (isInFunctionScope(op)) return success();
  return op->emitOpError() << "failed to verify that op must appear in a function-like op's block";
}

bool isScalarType(Type t) {
  if (t.isa<IntegerType>()) {
    unsigned w = t.getIntOrFloatBitWidth();
    return w == 1 || w == 8 || w == 16 || w == 32 || w == 64;
  }
  return t.isF16() || t.isF32() || t.isF64() || t.isBF16();
}

/// SPIR-V's "void or bool or ... or any SPIR-V tensorArm type" (the value
/// types tbuf can name: scalars, small vectors of them, spirv dialect types).
bool isSpirvValueType(Type t) {
  if (isScalarType(t)) return true;
  if (auto vector = t.dyn_cast<VectorType>()) {
    if (vector.getRank() != 1 || !isScalarType(vector.getElementType())) return false;
    int64_t n = vector.getShape()[0];
    return n == 2 || n == 3 || n == 4 || n == 8 || n == 16;
  }
  auto opaque = t.dyn_cast<OpaqueType>();
  return opaque && opaque.getDialect() == "spirv";
}

const TypeConstraint kSpirvType{
    isSpirvValueType,
    "void or bool or 8/16/32/64-bit integer or 16/32/64-bit float or BFloat16 or vector of bool or 8/16/32/64-bit "
    "integer or 16/32/64-bit float or BFloat16 values of length 2/3/4/8/16 or any SPIR-V pointer type or any SPIR-V "
    "array type or any SPIR-V runtime array type or any SPIR-V struct type or any SPIR-V cooperative matrix type or "
    "any SPIR-V matrix type or any SPIR-V sampled image type or any SPIR-V image type or any SPIR-V tensorArm type"};

// ---- spirv.Return ------------------------------------------------------------------

ParseResult parseReturn(OpAsmParser &p, OperationState &state) { return p.parseOptionalAttrDict(state.attributes); }

void printReturn(OpAsmPrinter &p, Operation *op) { p.printOptionalAttrDict(op->getAttrs()); }

LogicalResult verifyReturn(Operation *op) {
  if (failed(verifyNumResults(op, 0)) || failed(verifyNumOperands(op, 0))) return failure();
  return verifyFunctionScope(op);
}

// ---- spirv.ReturnValue ------------------------------------------------------------

ParseResult parseReturnValue(OpAsmParser &p, OperationState &state) {
  OpAsmParser::UnresolvedOperand value;
  Type type;
  if (failed(p.parseOperand(value)) || failed(p.parseOptionalAttrDict(state.attributes)) ||
      failed(p.parseColonType(type)))
    return failure();
  return p.resolveOperand(value, type, state.operands);
}

void printReturnValue(OpAsmPrinter &p, Operation *op) {
  p << " " << op->getOperand(0);
  p.printOptionalAttrDict(op->getAttrs());
  p << " : " << op->getOperand(0).getType();
}

LogicalResult verifyReturnValue(Operation *op) {
  if (failed(verifyNumResults(op, 0)) || failed(verifyNumOperands(op, 1)) ||
      failed(verifyOperandType(op, 0, kSpirvType)))
    return failure();
  return verifyFunctionScope(op);
}

}  // namespace
}  // namespace tbuf::spirv

namespace tbuf {

void registerSpirvDialect(Context &ctx) {
  if (ctx.isDialectRegistered("spirv")) return;
  ctx.markDialectRegistered("spirv");
  uint32_t traits = OpTrait::Pure | OpTrait::ReturnLike | OpTrait::Terminator;
  ctx.registerOp(makeOpDefinition("spirv", spirv::ReturnOp::getOperationName(), traits, spirv::parseReturn,
                                  spirv::printReturn, spirv::verifyReturn));
  ctx.registerOp(makeOpDefinition("spirv", spirv::ReturnValueOp::getOperationName(), traits,
                                  spirv::parseReturnValue, spirv::printReturnValue, spirv::verifyReturnValue));
}

}  // namespace tbuf

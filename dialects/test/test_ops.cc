// The few ops of MLIR's test dialect that its deallocation and buffer
// optimisation tests use, with MLIR's assembly and declared memory effects:
//   test.copy(%src, %dst) : (T, T)                 reads %src, writes %dst
//   test.buffer_based in(%a : T) out(%b : T)      reads %a, writes %b
//   test.region_buffer_based in(%a : T) out(%b : T) { ... }
//                                                  same, plus a region
//   test.region_yield %v : T                       pure return-like terminator
//   "test.read_buffer"(%m) : (T) -> ()             reads %m and writes unknown
//                                                  memory (its contents are dumped)
//   "test.forward_buffer"(%m) : (T) -> T           no memory effects and no
//                                                  interface: ownership passes
//                                                  through it by its operand
// The region ops (test.region_if, ...) are in test_region_ops.cc, the ops
// with declared effects beyond these in test_effect_ops.cc, the tensor-like
// ops of bufferization tests in test_bufferization_ops.cc. The `test`
// dialect is open, as MLIR's: every other `test.*` op is kept as an opaque
// op with unknown effects.
#include "dialects/test/test_ops.h"
#include "dialects/test/test_internal.h"
#include "dialects/test/test_tensor_like.h"
#include "dialects/utils/dialect_utils.h"

#include "ir/context.h"
#include "ir/op_asm.h"
#include "ir/op_definition.h"
#include "ir/region.h"

namespace tbuf {

namespace {

using Operand = OpAsmParser::UnresolvedOperand;

bool isMemRefLike(Type t) { return t.isa<BaseMemRefType>(); }

LogicalResult verifyMemRefOperands(Operation *op, unsigned count) {
  if (op->getNumOperands() != count)
    return op->emitOpError() << "expected " << count << " operands, but found " << op->getNumOperands();
  for (Value v : op->getOperands())
    if (!isMemRefLike(v.getType()))
      return op->emitOpError() << "operand must be ranked or unranked memref of any type values, but got "
                               << v.getType();
  if (op->getNumResults() != 0) return op->emitOpError() << "requires zero results";
  return success();
}

// ---- test.copy ----

ParseResult parseCopy(OpAsmParser &p, OperationState &state) {
  Operand source, target;
  Type sourceType, targetType;
  if (failed(p.parseLParen()) || failed(p.parseOperand(source)) || failed(p.parseComma()) ||
      failed(p.parseOperand(target)) || failed(p.parseRParen()) || failed(p.parseColon()) ||
      failed(p.parseLParen()) || failed(p.parseType(sourceType)) || failed(p.parseComma()) ||
      failed(p.parseType(targetType)) || failed(p.parseRParen()) ||
      failed(p.parseOptionalAttrDict(state.attributes)) ||
      failed(p.resolveOperand(source, sourceType, state.operands)) ||
      failed(p.resolveOperand(target, targetType, state.operands)))
    return failure();
  return success();
}

void printCopy(OpAsmPrinter &p, Operation *op) {
  p << "(" << op->getOperand(0) << ", " << op->getOperand(1) << ") : (" << op->getOperand(0).getType() << ", "
    << op->getOperand(1).getType() << ")";
  p.printOptionalAttrDict(op->getAttrs());
}

// ---- test.buffer_based / test.region_buffer_based ----

ParseResult parseInOut(OpAsmParser &p, OperationState &state) {
  Operand input, output;
  Type inputType, outputType;
  if (failed(p.parseKeyword("in")) || failed(p.parseLParen()) || failed(p.parseOperand(input)) ||
      failed(p.parseColon()) || failed(p.parseType(inputType)) || failed(p.parseRParen()) ||
      failed(p.parseKeyword("out")) || failed(p.parseLParen()) || failed(p.parseOperand(output)) ||
      failed(p.parseColon()) || failed(p.parseType(outputType)) || failed(p.parseRParen()) ||
      failed(p.resolveOperand(input, inputType, state.operands)) ||
      failed(p.resolveOperand(output, outputType, state.operands)))
    return failure();
  return success();
}

void printInOut(OpAsmPrinter &p, Operation *op) {
  p << " in(" << op->getOperand(0) << " : " << op->getOperand(0).getType() << ") out(" << op->getOperand(1)
    << " : " << op->getOperand(1).getType() << ")";
}

ParseResult parseBufferBased(OpAsmParser &p, OperationState &state) {
  if (failed(parseInOut(p, state))) return failure();
  return p.parseOptionalAttrDict(state.attributes);
}

void printBufferBased(OpAsmPrinter &p, Operation *op) {
  printInOut(p, op);
  p.printOptionalAttrDict(op->getAttrs());
}

ParseResult parseRegionBufferBased(OpAsmParser &p, OperationState &state) {
  if (failed(parseInOut(p, state))) return failure();
  Region *region = state.addRegion();
  if (failed(p.parseRegion(*region))) return failure();
  return p.parseOptionalAttrDict(state.attributes);
}

void printRegionBufferBased(OpAsmPrinter &p, Operation *op) {
  printInOut(p, op);
  p << " ";
  p.printRegion(op->getRegion(0));
  p.printOptionalAttrDict(op->getAttrs());
}

void readInputWriteOutput(Operation *op, std::vector<MemoryEffect> &effects) {
  if (op->getNumOperands() < 2) return;
  effects.push_back({EffectKind::Read, op->getOperand(0)});
  effects.push_back({EffectKind::Write, op->getOperand(1)});
}

}  // namespace

OpDefinition makeTestDef(std::string_view name, uint32_t traits) {
  OpDefinition def;
  def.name = std::string(name);
  def.dialect = "test";
  def.traits = traits;
  return def;
}

void registerTestDialectOps(Context &ctx) {
  if (ctx.lookupOp("test.copy")) return;
  ctx.markDialectRegistered("test", /*allowsUnknownOps=*/true);
  {
    OpDefinition def = makeTestDef("test.copy");
    def.parse = parseCopy;
    def.print = printCopy;
    def.verify = [](Operation *op) { return verifyMemRefOperands(op, 2); };
    def.getEffects = readInputWriteOutput;
    ctx.registerOp(std::move(def));
  }
  {
    OpDefinition def = makeTestDef("test.buffer_based");
    def.parse = parseBufferBased;
    def.print = printBufferBased;
    def.verify = [](Operation *op) { return verifyMemRefOperands(op, 2); };
    def.getEffects = readInputWriteOutput;
    ctx.registerOp(std::move(def));
  }
  {
    OpDefinition def = makeTestDef("test.region_buffer_based", static_cast<uint32_t>(OpTrait::SingleBlock));
    def.parse = parseRegionBufferBased;
    def.print = printRegionBufferBased;
    def.verify = [](Operation *op) { return verifyMemRefOperands(op, 2); };
    def.getEffects = readInputWriteOutput;
    ctx.registerOp(std::move(def));
  }
  {
    OpDefinition def = makeTestDef("test.region_yield", OpTrait::Pure | OpTrait::Terminator | OpTrait::ReturnLike);
    def.parse = parseOperandColonType;
    def.print = printOperandColonType;
    def.verify = [](Operation *op) -> LogicalResult {
      if (op->getNumOperands() != 1) return op->emitOpError() << "expected 1 operands, but found "
                                                              << op->getNumOperands();
      return success();
    };
    ctx.registerOp(std::move(def));
  }
  {
    OpDefinition def = makeTestDef("test.read_buffer");
    def.verify = [](Operation *op) { return verifyMemRefOperands(op, 1); };
    // MLIR's ReadBufferOp: reads its operand and writes its contents out
    // (a write to unknown memory), so it is never dead.
    def.getEffects = [](Operation *op, std::vector<MemoryEffect> &effects) {
      for (Value v : op->getOperands()) effects.push_back({EffectKind::Read, v});
      effects.push_back({EffectKind::Write, Value()});
    };
    ctx.registerOp(std::move(def));
  }
  {
    // MLIR's ForwardBufferOp: one memref in, one memref out, Pure.
    OpDefinition def = makeTestDef("test.forward_buffer", static_cast<uint32_t>(OpTrait::Pure));
    def.verify = [](Operation *op) -> LogicalResult {
      if (op->getNumResults() != 1) return op->emitOpError() << "requires one result";
      if (op->getNumOperands() != 1) return op->emitOpError() << "requires a single operand";
      if (!isMemRefLike(op->getOperand(0).getType()))
        return op->emitOpError() << "operand #0 must be ranked or unranked memref of any type values, but got '"
                                 << op->getOperand(0).getType() << "'";
      if (!isMemRefLike(op->getResult(0).getType()))
        return op->emitOpError() << "result #0 must be ranked or unranked memref of any type values, but got '"
                                 << op->getResult(0).getType() << "'";
      return success();
    };
    ctx.registerOp(std::move(def));
  }
  registerTestRegionOps(ctx);
  registerTestEffectOps(ctx);
  registerTestBufferizationOps(ctx);
  test::registerTestMemRefLayout(ctx);
}

}  // namespace tbuf

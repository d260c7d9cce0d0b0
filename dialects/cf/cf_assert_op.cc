// cf.assert %cond, "msg": aborts with `msg` at run time when %cond is false.
// MLIR's assembly and verifier; it writes unknown memory (so it is never
// moved or erased). The ownership-based deallocation pass emits it for
// buffers freed by hand (a run-time check that they are owned).
#include "dialects/cf/cf_ops.h"

#include <string>
#include <vector>

#include "ir/attributes.h"
#include "ir/builder.h"
#include "ir/context.h"
#include "ir/diagnostics.h"
#include "ir/op_asm.h"
#include "ir/op_definition.h"

namespace tbuf::cf {
namespace {

// `%cond, "msg" {attrs}`
ParseResult parseAssert(OpAsmParser &p, OperationState &state) {
  OpAsmParser::UnresolvedOperand cond;
  std::string msg;
  if (failed(p.parseOperand(cond)) || failed(p.parseComma()) || failed(p.parseString(&msg)) ||
      failed(p.parseOptionalAttrDict(state.attributes)) ||
      failed(p.resolveOperand(cond, p.getBuilder().getI1Type(), state.operands)))
    return failure();
  state.addAttribute("msg", p.getBuilder().getStringAttr(msg));
  return success();
}

void printAssert(OpAsmPrinter &p, Operation *op) {
  p << " " << op->getOperand(0) << ", ";
  auto msg = op->getAttrOfType<StringAttr>("msg");
  p.printString(msg ? std::string_view(msg.getValue()) : std::string_view());
  p.printOptionalAttrDict(op->getAttrs(), {"msg"});
}

LogicalResult verifyAssert(Operation *op) {
  if (op->getNumOperands() != 1 || !op->getOperand(0).getType().isInteger(1))
    return op->emitOpError() << "operand #0 must be 1-bit signless integer";
  if (!op->getAttrOfType<StringAttr>("msg")) return op->emitOpError() << "requires attribute 'msg'";
  return success();
}

void assertEffects(Operation *, std::vector<MemoryEffect> &effects) {
  effects.push_back({EffectKind::Write, Value()});
}

}  // namespace

void registerAssertOp(Context &ctx) {
  OpDefinition def;
  def.name = "cf.assert";
  def.dialect = "cf";
  def.inherentAttrs = {"msg"};
  def.parse = parseAssert;
  def.print = printAssert;
  def.verify = verifyAssert;
  def.getEffects = assertEffects;
  ctx.registerOp(std::move(def));
}

}  // namespace tbuf::cf

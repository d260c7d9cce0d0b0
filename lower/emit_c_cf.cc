// cf dialect → gotos. The framework (CEmitter::emitRegion) gives each block
// with predecessors a label and declares the block arguments up front; a
// branch assigns the destination's arguments (as one parallel assignment,
// so `cf.br ^bb1(%b, %a)` swaps correctly) and jumps.
#include "dialects/cf/cf_ops.h"
#include "fmt/format.h"
#include "ir/attributes.h"
#include "ir/block.h"
#include "ir/operation.h"
#include "lower/c_emitter_impl.h"

namespace tbuf::lower {

namespace {

/// Block-argument assignment and `goto` for one successor.
void branchTo(CEmitter &e, Block *dest, OperandRange operands) {
  std::vector<std::string> args;
  for (unsigned i = 0; i < dest->getNumArguments(); ++i) args.push_back(e.name(dest->getArgument(i)));
  e.assignParallel(args, operands.vec());
  e.line() << "goto " << e.blockLabel(dest) << ";\n";
}

LogicalResult emitBr(CEmitter &e, Operation *op) {
  cf::BranchOp br(op);
  branchTo(e, br.getDest(), br.getDestOperands());
  return success();
}

LogicalResult emitCondBr(CEmitter &e, Operation *op) {
  cf::CondBranchOp br(op);
  e.line() << "if (" << e.name(br.getCondition()) << ") {\n";
  e.indent();
  branchTo(e, br.getTrueDest(), br.getTrueDestOperands());
  e.dedent();
  e.line() << "}\n";
  branchTo(e, br.getFalseDest(), br.getFalseDestOperands());
  return success();
}

LogicalResult emitSwitch(CEmitter &e, Operation *op) {
  cf::SwitchOp sw(op);
  Type flagType = sw.getFlag().getType();
  if (!flagType.isIntOrIndex() || e.typeName(flagType, op).empty())
    return e.emitError(op, "with a non-integer flag cannot be emitted as C");
  std::vector<int64_t> values = sw.getCaseValues();
  e.line() << "switch (" << e.name(sw.getFlag()) << ") {\n";
  for (unsigned i = 0; i < sw.getNumCases(); ++i) {
    int64_t v = i < values.size() ? values[i] : 0;
    std::string lit = flagType.isInteger(1) ? (v ? "true" : "false")
                      : (v > INT32_MAX || v < -INT32_MAX) ? fmt::format("INT64_C({})", v)
                                                          : std::to_string(v);
    e.line() << "case " << lit << ": {\n";
    e.indent();
    branchTo(e, sw.getCaseDestination(i), sw.getCaseOperands(i));
    e.dedent();
    e.line() << "}\n";
  }
  e.line() << "default: {\n";
  e.indent();
  branchTo(e, sw.getDefaultDestination(), sw.getDefaultOperands());
  e.dedent();
  e.line() << "}\n";
  e.line() << "}\n";
  return success();
}

}  // namespace

/// `cf.assert %c, "msg"`: report and abort when %c is false (MLIR's
/// lowering prints the message and calls abort too).
LogicalResult emitAssert(CEmitter &e, Operation *op) {
  e.requireInclude("stdio.h");
  e.requireInclude("stdlib.h");
  auto msg = op->getAttrOfType<StringAttr>("msg");
  std::string text = msg ? std::string(msg.getValue()) : std::string();
  std::string quoted;
  for (char c : text) {
    if (c == '"' || c == '\\') quoted += '\\';
    if (c == '\n') { quoted += "\\n"; continue; }
    quoted += c;
  }
  e.line() << "if (!" << e.name(op->getOperand(0)) << ") {\n";
  e.indent();
  e.line() << "fprintf(stderr, \"%s\\n\", \"" << quoted << "\");\n";
  e.line() << "abort();\n";
  e.dedent();
  e.line() << "}\n";
  return success();
}

void registerCfEmitters() {
  registerOpEmitter("cf.br", emitBr);
  registerOpEmitter("cf.cond_br", emitCondBr);
  registerOpEmitter("cf.switch", emitSwitch);
  registerOpEmitter("cf.assert", emitAssert);
}

}  // namespace tbuf::lower

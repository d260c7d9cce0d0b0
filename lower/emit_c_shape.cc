// shape dialect witnesses → C. A witness (`!shape.witness`) is a `bool`:
//   shape.const_witness  its constant;
//   shape.cstr_require   aborts with the message when the condition is false
//                        (as the cf.assert of MLIR's shape-constraint
//                        lowering), then holds;
//   shape.assuming       aborts when the witness does not hold, else runs its
//                        region as a C block whose shape.assuming_yield
//                        assigns the results.
#include "fmt/format.h"
#include "ir/attributes.h"
#include "ir/operation.h"
#include "ir/region.h"
#include "lower/c_emitter_impl.h"

namespace tbuf::lower {

namespace {

std::string quoteC(std::string_view text) {
  std::string quoted = "\"";
  for (char c : text) {
    if (c == '"' || c == '\\') quoted += '\\';
    if (c == '\n') {
      quoted += "\\n";
      continue;
    }
    quoted += c;
  }
  return quoted + "\"";
}

void emitAbortUnless(CEmitter &e, const std::string &condition, std::string_view message) {
  e.requireInclude("stdio.h");
  e.requireInclude("stdlib.h");
  e.line() << "if (!" << condition << ") {\n";
  e.indent();
  e.line() << "fprintf(stderr, \"%s\\n\", " << quoteC(message) << ");\n";
  e.line() << "abort();\n";
  e.dedent();
  e.line() << "}\n";
}

LogicalResult emitConstWitness(CEmitter &e, Operation *op) {
  auto passing = op->getAttrOfType<BoolAttr>("passing");
  e.assign(op->getResult(0), passing && passing.getValue() ? "true" : "false");
  return success();
}

LogicalResult emitCstrRequire(CEmitter &e, Operation *op) {
  auto msg = op->getAttrOfType<StringAttr>("msg");
  emitAbortUnless(e, e.name(op->getOperand(0)), msg ? std::string_view(msg.getValue()) : std::string_view());
  e.assign(op->getResult(0), "true");
  return success();
}

LogicalResult emitAssuming(CEmitter &e, Operation *op) {
  std::vector<std::string> dests;
  for (Value r : op->getResults()) {
    if (e.typeName(r.getType(), op).empty()) return failure();
    e.declare(r);
    dests.push_back(e.name(r));
  }
  emitAbortUnless(e, e.name(op->getOperand(0)), "shape.assuming: the witness does not hold");
  e.line() << "{\n";
  e.indent();
  LogicalResult r = e.emitRegion(op->getRegion(0), [&](Operation *term) -> LogicalResult {
    if (term->getName() != "shape.assuming_yield") return e.emitOp(term);
    e.assignParallel(dests, term->getOperands().vec());
    return success();
  });
  e.dedent();
  e.line() << "}\n";
  return r;
}

}  // namespace

void registerShapeEmitters() {
  registerOpEmitter("shape.const_witness", emitConstWitness);
  registerOpEmitter("shape.cstr_require", emitCstrRequire);
  registerOpEmitter("shape.assuming", emitAssuming);
}

}  // namespace tbuf::lower

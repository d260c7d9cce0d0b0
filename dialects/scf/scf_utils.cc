// Shared helpers of the scf op definitions; see scf_utils.h.
#include "dialects/scf/scf_utils.h"

#include <string>

#include "ir/operation.h"

namespace tbuf::scf::detail {

std::string quoted(Type t) { return "'" + (t ? t.str() : std::string("<<NULL TYPE>>")) + "'"; }

void printTypeList(OpAsmPrinter &p, ArrayRef<Type> types) {
  for (size_t i = 0; i < types.size(); ++i) {
    if (i) p << ", ";
    p << types[i];
  }
}

void printInitializationList(OpAsmPrinter &p, ArrayRef<Value> inner, ArrayRef<Value> outer, std::string_view prefix) {
  if (outer.empty()) return;
  p << prefix << "(";
  for (size_t i = 0; i < outer.size(); ++i) {
    if (i) p << ", ";
    p << inner[i] << " = " << outer[i];
  }
  p << ")";
}

void printMalformed(OpAsmPrinter &p, Operation *op) {
  p << "(";
  p.printOperands(op->getOperands());
  p << ")";
  for (Region &r : op->getRegions()) {
    p << " ";
    p.printRegion(r);
  }
  p.printOptionalAttrDict(op->getAttrs());
  p << " : ";
  p.printFunctionalType(op);
}

ParseResult parseAssignmentList(OpAsmParser &p, std::vector<OpAsmParser::Argument> &lhs,
                                std::vector<OpAsmParser::UnresolvedOperand> &rhs) {
  if (failed(p.parseLParen())) return failure();
  return parseAssignmentListBody(p, lhs, rhs);
}

ParseResult parseAssignmentListBody(OpAsmParser &p, std::vector<OpAsmParser::Argument> &lhs,
                                    std::vector<OpAsmParser::UnresolvedOperand> &rhs) {
  if (succeeded(p.parseOptionalRParen())) return success();
  do {
    OpAsmParser::Argument arg;
    OpAsmParser::UnresolvedOperand operand;
    if (failed(p.parseArgument(arg)) || failed(p.parseEqual()) || failed(p.parseOperand(operand))) return failure();
    lhs.push_back(std::move(arg));
    rhs.push_back(std::move(operand));
  } while (succeeded(p.parseOptionalComma()));
  return p.parseRParen();
}

void ensureTerminator(Region &region, Context *ctx, Location loc,
                      const std::function<void(OpBuilder &, Location)> &build) {
  OpBuilder b(ctx);
  if (region.empty()) b.createBlock(&region);
  Block &block = region.back();
  if (!block.empty() && block.back().hasTrait(OpTrait::Terminator)) return;
  b.setInsertionPointToEnd(&block);
  build(b, loc);
}

void ensureYieldTerminator(Region &region, Context *ctx, Location loc) {
  ensureTerminator(region, ctx, loc, [](OpBuilder &b, Location l) {
    OperationState state(b.getContext(), l, "scf.yield");
    b.create(state);
  });
}

// ---- ODS-style checks --------------------------------------------------------

LogicalResult verifyZeroSuccessors(Operation *op) {
  if (op->getNumSuccessors() == 0) return success();
  return op->emitOpError() << "requires zero successors";
}

const TypeConstraint kSignlessIntOrIndex{[](Type t) { return t.isIndex() || t.isSignlessInteger(); },
                                         "signless integer or index"};
const TypeConstraint kI1{[](Type t) { return t.isInteger(1); }, "1-bit signless integer"};

LogicalResult verifySingleBlock(Operation *op, bool noTerminator) {
  for (unsigned i = 0; i < op->getNumRegions(); ++i) {
    Region &region = op->getRegion(i);
    if (region.empty()) continue;
    if (!region.hasOneBlock()) return op->emitOpError() << "expects region #" << i << " to have 0 or 1 blocks";
    if (!noTerminator && region.front().empty()) return op->emitOpError() << "expects a non-empty block";
  }
  return success();
}

LogicalResult verifyImplicitTerminator(Operation *op, std::string_view terminatorName) {
  for (unsigned i = 0; i < op->getNumRegions(); ++i) {
    Region &region = op->getRegion(i);
    if (region.empty()) continue;
    Block &block = region.front();
    if (block.empty()) return op->emitOpError() << "expects a non-empty block";
    Operation &terminator = block.back();
    if (terminator.getName() == terminatorName) continue;
    InFlightDiagnostic diag = op->emitOpError();
    diag << "expects regions to end with '" << terminatorName << "', found '" << terminator.getName() << "'";
    diag.attachNote() << "in custom textual format, the absence of terminator implies '" << terminatorName << "'";
    return diag;
  }
  return success();
}

Operation *getVerifiedTerminator(Operation *op, Region &region, std::string_view name, std::string_view message) {
  Operation *last = nullptr;
  if (!region.empty() && !region.front().empty()) {
    last = &region.front().back();
    if (last->getName() == name) return last;
  }
  InFlightDiagnostic diag = op->emitOpError();
  diag << message;
  if (last) diag.attachNote(last->getLoc()) << "terminator here";
  return nullptr;
}

// ---- control flow edges --------------------------------------------------------

std::vector<Type> getTypes(ArrayRef<Value> values) {
  std::vector<Type> types;
  types.reserve(values.size());
  for (Value v : values) types.push_back(v.getType());
  return types;
}

LogicalResult verifyControlFlowEdge(Operation *op, Operation *point, std::string_view successor,
                                    ArrayRef<Value> operands, ArrayRef<Type> inputs) {
  auto emit = [&]() {
    InFlightDiagnostic diag = op->emitOpError();
    diag << "along control flow edge from ";
    if (point)
      diag << "Operation " << point->getName();
    else
      diag << "parent";
    diag << " to " << successor << ": ";
    return diag;
  };
  auto note = [&](InFlightDiagnostic &diag) {
    diag.attachNote(point ? point->getLoc() : op->getLoc()) << "region branch point";
  };
  if (operands.size() != inputs.size()) {
    InFlightDiagnostic diag = emit();
    diag << "region branch point has " << operands.size() << " operands, but region successor needs " << inputs.size()
         << " inputs";
    note(diag);
    return diag;
  }
  for (size_t i = 0; i < inputs.size(); ++i) {
    if (operands[i].getType() == inputs[i]) continue;
    InFlightDiagnostic diag = emit();
    diag << "successor operand type #" << i << " " << quoted(operands[i].getType())
         << " should match successor input type #" << i << " " << quoted(inputs[i]);
    note(diag);
    return diag;
  }
  return success();
}

LogicalResult verifyLoopLike(Operation *op, ArrayRef<Value> inits, ArrayRef<Value> iterArgs, ArrayRef<Value> yielded,
                             const std::vector<Value> *results, uint64_t numIterArgs) {
  if (inits.size() != numIterArgs)
    return op->emitOpError() << "different number of inits and region iter_args: " << inits.size()
                             << " != " << std::to_string(numIterArgs);
  if (!yielded.empty() && iterArgs.size() != yielded.size())
    return op->emitOpError() << "different number of region iter_args and yielded values: " << iterArgs.size()
                             << " != " << yielded.size();
  if (results && results->size() != iterArgs.size())
    return op->emitOpError() << "different number of loop results and region iter_args: " << results->size()
                             << " != " << iterArgs.size();
  for (size_t i = 0; i < inits.size(); ++i) {
    if (inits[i].getType() != iterArgs[i].getType())
      return op->emitOpError() << i << "-th init and " << i
                               << "-th region iter_arg have different type: " << quoted(inits[i].getType())
                               << " != " << quoted(iterArgs[i].getType());
    if (!yielded.empty() && iterArgs[i].getType() != yielded[i].getType())
      return op->emitOpError() << i << "-th region iter_arg and " << i
                               << "-th yielded value have different type: " << quoted(iterArgs[i].getType())
                               << " != " << quoted(yielded[i].getType());
  }
  if (results) {
    // MLIR reports every loop result mismatch as the 0-th (its counter is
    // never incremented); the message is kept identical.
    for (size_t i = 0; i < iterArgs.size(); ++i) {
      if (iterArgs[i].getType() != (*results)[i].getType())
        return op->emitOpError() << "0-th region iter_arg and 0-th loop result have different type: "
                                 << quoted(iterArgs[i].getType()) << " != " << quoted((*results)[i].getType());
    }
  }
  return success();
}

}  // namespace tbuf::scf::detail

// scf.while and its before-region terminator scf.condition.
//
//   %r = scf.while (%a = %init) : (T) -> R {
//     ...
//     scf.condition(%cond) %x : R
//   } do {
//   ^bb0(%y: R):
//     ...
//     scf.yield %next : T
//   } attributes {attrs}
//
// The before region receives the operands; scf.condition forwards its
// trailing operands to the after region (true) or to the results (false);
// the after region's scf.yield feeds the before region again.
#include "dialects/scf/scf_ops.h"
#include "dialects/scf/scf_utils.h"
#include "ir/op_asm.h"

namespace tbuf::scf {

using namespace detail;

void WhileOp::build(OpBuilder &b, OperationState &state, ArrayRef<Type> resultTypes, ValueRange inits,
                    BodyBuilderFn beforeBuilder, BodyBuilderFn afterBuilder) {
  state.addOperands(inits);
  state.addTypes(resultTypes);
  OpBuilder::InsertionGuard guard(b);
  std::vector<Location> beforeLocs;
  for (Value v : inits) beforeLocs.push_back(v.getLoc());
  Block *before = b.createBlock(state.addRegion(), nullptr, getTypes(inits), beforeLocs);
  if (beforeBuilder) {
    std::vector<Value> args = before->getArguments();
    beforeBuilder(b, state.location, args);
  }
  std::vector<Location> afterLocs(resultTypes.size(), state.location);
  Block *after = b.createBlock(state.addRegion(), nullptr, resultTypes, afterLocs);
  if (afterBuilder) {
    std::vector<Value> args = after->getArguments();
    afterBuilder(b, state.location, args);
  }
}

ConditionOp WhileOp::getConditionOp() const {
  if (getBefore().empty() || getBeforeBody()->empty()) return ConditionOp();
  return dyn_cast<ConditionOp>(&getBeforeBody()->back());
}

YieldOp WhileOp::getYieldOp() const {
  if (getAfter().empty() || getAfterBody()->empty()) return YieldOp();
  return dyn_cast<YieldOp>(&getAfterBody()->back());
}

std::vector<Value> WhileOp::getYieldedValues() const {
  YieldOp y = getYieldOp();
  return y ? y.getResults().vec() : std::vector<Value>();
}

void ConditionOp::build(OpBuilder &, OperationState &state, Value condition, ValueRange args) {
  state.addOperands({condition});
  state.addOperands(args);
}

namespace {

// ---- scf.while -----------------------------------------------------------------

void printWhile(OpAsmPrinter &p, Operation *op) {
  if (op->getNumRegions() != 2 || op->getRegion(0).empty() ||
      op->getRegion(0).front().getNumArguments() != op->getNumOperands())
    return printMalformed(p, op);
  WhileOp w(op);
  printInitializationList(p, w.getBeforeArguments(), w.getInits().vec(), " ");
  p << " : ";
  p.printFunctionalType(op);
  p << " ";
  p.printRegion(w.getBefore(), /*printEntryBlockArgs=*/false);
  p << " do ";
  p.printRegion(w.getAfter());
  p.printOptionalAttrDictWithKeyword(op->getAttrs());
}

ParseResult parseWhile(OpAsmParser &parser, OperationState &state) {
  std::vector<OpAsmParser::Argument> regionArgs;
  std::vector<OpAsmParser::UnresolvedOperand> operands;
  Region *before = state.addRegion();
  Region *after = state.addRegion();
  if (succeeded(parser.parseOptionalLParen()) && failed(parseAssignmentListBody(parser, regionArgs, operands)))
    return failure();

  Location typeLoc = parser.getCurrentLocation();
  FunctionType fnType;
  if (failed(parser.parseColon()) || failed(parser.parseFunctionType(fnType))) return failure();
  state.addTypes(fnType.getResults());
  if (fnType.getNumInputs() != operands.size())
    return LogicalResult(parser.emitError(typeLoc) << "expected as many input types as operands (expected "
                                                   << operands.size() << " got " << fnType.getNumInputs() << ")");
  if (failed(parser.resolveOperands(operands, fnType.getInputs(), parser.getCurrentLocation(), state.operands)))
    return failure();
  for (size_t i = 0; i < regionArgs.size(); ++i) regionArgs[i].type = fnType.getInput(i);

  if (failed(parser.parseRegion(*before, regionArgs)) || failed(parser.parseKeyword("do")) ||
      failed(parser.parseRegion(*after)))
    return failure();
  return parser.parseOptionalAttrDictWithKeyword(state.attributes);
}

LogicalResult verifyWhile(Operation *op) {
  if (failed(verifyNumRegions(op, 2)) || failed(verifyZeroSuccessors(op)) || failed(verifySingleBlock(op)) ||
      failed(verifySingleBlockRegion(op, 0, "before")) || failed(verifySingleBlockRegion(op, 1, "after")))
    return failure();
  if (!getVerifiedTerminator(op, op->getRegion(0), ConditionOp::getOperationName(),
                             "expects the 'before' region to terminate with 'scf.condition'") ||
      !getVerifiedTerminator(op, op->getRegion(1), YieldOp::getOperationName(),
                             "expects the 'after' region to terminate with 'scf.yield'"))
    return failure();
  return success();
}

LogicalResult verifyWhileRegions(Operation *op) {
  WhileOp w(op);
  std::vector<Type> beforeTypes = getTypes(w.getBeforeArguments());
  std::vector<Type> afterTypes = getTypes(w.getAfterArguments());
  std::vector<Type> resultTypes = op->getResultTypes();
  // RegionBranchOpInterface edges, in MLIR's order: entry, then the
  // terminators of each region (the condition goes to the results first).
  if (failed(verifyControlFlowEdge(op, nullptr, "Region #0", w.getInits().vec(), beforeTypes))) return failure();
  ConditionOp cond = w.getConditionOp();
  std::vector<Value> args = cond.getArgs().vec();
  if (failed(verifyControlFlowEdge(op, cond, "parent", args, resultTypes)) ||
      failed(verifyControlFlowEdge(op, cond, "Region #1", args, afterTypes)))
    return failure();
  YieldOp y = w.getYieldOp();
  return verifyControlFlowEdge(op, y, "Region #0", y.getResults().vec(), beforeTypes);
}

// ---- scf.condition -------------------------------------------------------------

void printCondition(OpAsmPrinter &p, Operation *op) {
  if (op->getNumOperands() == 0) return printMalformed(p, op);
  ConditionOp c(op);
  p << "(" << c.getCondition() << ")";
  p.printOptionalAttrDict(op->getAttrs());
  if (c.getArgs().empty()) return;
  p << " ";
  p.printOperands(c.getArgs());
  p << " : ";
  printTypeList(p, c.getArgs().getTypes());
}

ParseResult parseCondition(OpAsmParser &parser, OperationState &state) {
  OpAsmParser::UnresolvedOperand cond;
  std::vector<OpAsmParser::UnresolvedOperand> args;
  std::vector<Type> types;
  if (failed(parser.parseLParen()) || failed(parser.parseOperand(cond)) || failed(parser.parseRParen()) ||
      failed(parser.parseOptionalAttrDict(state.attributes)))
    return failure();
  Location loc = parser.getCurrentLocation();
  if (failed(parser.parseOperandList(args))) return failure();
  if (!args.empty() && failed(parser.parseColonTypeList(types))) return failure();
  if (failed(parser.resolveOperand(cond, parser.getBuilder().getI1Type(), state.operands))) return failure();
  return parser.resolveOperands(args, types, loc, state.operands);
}

LogicalResult verifyCondition(Operation *op) {
  if (failed(verifyNumRegions(op, 0)) || failed(verifyNumResults(op, 0)) || failed(verifyZeroSuccessors(op)) ||
      failed(verifyAtLeastNumOperands(op, 1)) || failed(verifyOperandType(op, 0, kI1)))
    return failure();
  Operation *parent = op->getParentOp();
  if (!parent || !WhileOp::classof(parent)) return op->emitOpError() << "expects parent op 'scf.while'";
  return success();
}

}  // namespace

namespace detail {

void registerWhileOps(Context &ctx) {
  OpDefinition whileDef;
  whileDef.name = std::string(WhileOp::getOperationName());
  whileDef.dialect = "scf";
  whileDef.traits = OpTrait::RecursiveMemoryEffects | OpTrait::SingleBlock;
  whileDef.parse = parseWhile;
  whileDef.print = printWhile;
  whileDef.verify = verifyWhile;
  whileDef.verifyRegions = verifyWhileRegions;
  ctx.registerOp(std::move(whileDef));

  OpDefinition condDef;
  condDef.name = std::string(ConditionOp::getOperationName());
  condDef.dialect = "scf";
  condDef.traits = OpTrait::Terminator | OpTrait::Pure;
  condDef.parse = parseCondition;
  condDef.print = printCondition;
  condDef.verify = verifyCondition;
  ctx.registerOp(std::move(condDef));
}

}  // namespace detail
}  // namespace tbuf::scf

// scf.parallel, its terminator scf.reduce and scf.reduce.return: builders,
// accessors, custom assembly, verifiers and control-flow interfaces.
//
//   %r = scf.parallel (%i, %j) = (%lb0, %lb1) to (%ub0, %ub1) step (%s0, %s1)
//        init (%x) -> f32 {
//     ...
//     scf.reduce(%v : f32) {
//     ^bb0(%acc: f32, %new: f32):
//       %c = arith.addf %acc, %new : f32
//       scf.reduce.return %c : f32
//     }
//   } {attrs}
//
// The body is one block whose arguments are the induction variables; without
// reductions its `scf.reduce` is still printed (it is not elided as
// scf.for's empty yield is), and the parser appends one when it is missing,
// as MLIR does. Each scf.reduce region combines the running value of one
// result (first block argument) with the value the iteration contributes
// (second). As in MLIR, the iterations run in any order: the loop is a
// RegionBranchOp whose body may run or not and forwards no values (the init
// values are not region arguments), and scf.reduce forwards none either.
#include "dialects/scf/scf_ops.h"
#include "dialects/scf/scf_parallel_internal.h"
#include "dialects/scf/scf_utils.h"
#include "ir/control_flow_interfaces.h"
#include "ir/op_asm.h"

namespace tbuf::scf {

using namespace detail;

namespace {
constexpr unsigned kNumSegments = 4;  // lower bounds, upper bounds, steps, init values
}  // namespace

// ---- builders and accessors -------------------------------------------------------

void ParallelOp::build(OpBuilder &b, OperationState &state, ValueRange lbs, ValueRange ubs, ValueRange steps,
                       ValueRange initVals, BodyBuilderFn bodyBuilder) {
  state.addOperands(lbs);
  state.addOperands(ubs);
  state.addOperands(steps);
  state.addOperands(initVals);
  setOperandSegmentSizes(state, b.getContext(),
                         {static_cast<int64_t>(lbs.size()), static_cast<int64_t>(ubs.size()),
                          static_cast<int64_t>(steps.size()), static_cast<int64_t>(initVals.size())});
  state.addTypes(getTypes(initVals));

  OpBuilder::InsertionGuard guard(b);
  std::vector<Type> argTypes(steps.size(), b.getIndexType());
  std::vector<Location> argLocs(steps.size(), state.location);
  Region *bodyRegion = state.addRegion();
  Block *body = b.createBlock(bodyRegion, nullptr, argTypes, argLocs);
  if (bodyBuilder) {
    b.setInsertionPointToStart(body);
    std::vector<Value> ivs = body->getArguments();
    bodyBuilder(b, state.location, ivs, ValueRange());
  }
  if (initVals.empty())
    ensureTerminator(*bodyRegion, b.getContext(), state.location,
                     [](OpBuilder &builder, Location loc) { builder.create<ReduceOp>(loc); });
}

OperandRange ParallelOp::getLowerBound() const { return getOperandSegment(op_, 0, kNumSegments); }
OperandRange ParallelOp::getUpperBound() const { return getOperandSegment(op_, 1, kNumSegments); }
OperandRange ParallelOp::getStep() const { return getOperandSegment(op_, 2, kNumSegments); }
OperandRange ParallelOp::getInitVals() const { return getOperandSegment(op_, 3, kNumSegments); }

ReduceOp ParallelOp::getReduceOp() const {
  if (getRegion().empty() || getBody()->empty()) return ReduceOp();
  return dyn_cast<ReduceOp>(&getBody()->back());
}

ParallelOp getParallelForInductionVarOwner(Value v) {
  auto arg = v ? v.dyn_cast<BlockArgument>() : BlockArgument();
  if (!arg || !arg.getOwner()) return ParallelOp();
  Operation *parent = arg.getOwner()->getParentOp();
  return parent && ParallelOp::classof(parent) ? ParallelOp(parent) : ParallelOp();
}

void ReduceOp::build(OpBuilder &b, OperationState &state, ValueRange operands) {
  state.addOperands(operands);
  for (Value v : operands) {
    OpBuilder::InsertionGuard guard(b);
    b.createBlock(state.addRegion(), nullptr, {v.getType(), v.getType()}, {state.location, state.location});
  }
}

void ReduceReturnOp::build(OpBuilder &, OperationState &state, Value result) { state.addOperands({result}); }

namespace {

// ---- scf.parallel assembly and verifier ------------------------------------------

/// The structure printParallel relies on: one non-empty region and operand
/// segments covering the operands.
bool isPrintable(Operation *op) {
  if (op->getNumRegions() != 1 || op->getRegion(0).empty()) return false;
  auto segments = op->getAttrOfType<DenseArrayAttr>(kOperandSegmentSizesAttr);
  if (!segments || segments.size() != kNumSegments) return false;
  int64_t total = 0;
  for (int64_t n : segments.asInts()) {
    if (n < 0) return false;
    total += n;
  }
  return total == static_cast<int64_t>(op->getNumOperands());
}

void printParallel(OpAsmPrinter &p, Operation *op) {
  if (!isPrintable(op)) return printMalformed(p, op);
  ParallelOp par(op);
  p << " (";
  p.printOperands(par.getInductionVars());
  p << ") = (";
  p.printOperands(par.getLowerBound());
  p << ") to (";
  p.printOperands(par.getUpperBound());
  p << ") step (";
  p.printOperands(par.getStep());
  p << ")";
  if (!par.getInitVals().empty()) {
    p << " init (";
    p.printOperands(par.getInitVals());
    p << ")";
  }
  p.printOptionalArrowTypeList(op->getResultTypes());
  p << " ";
  p.printRegion(par.getRegion(), /*printEntryBlockArgs=*/false);
  p.printOptionalAttrDict(op->getAttrs(), {kOperandSegmentSizesAttr});
}

ParseResult parseParallel(OpAsmParser &parser, OperationState &state) {
  OpBuilder &b = parser.getBuilder();
  Type indexType = b.getIndexType();
  std::vector<OpAsmParser::Argument> ivs;
  if (failed(parser.parseArgumentList(ivs, OpAsmParser::Delimiter::Paren))) return failure();
  int count = static_cast<int>(ivs.size());

  // Bounds and steps are resolved as soon as they are parsed (MLIR's order:
  // a bad bound is reported before anything after it is read).
  std::vector<OpAsmParser::UnresolvedOperand> lbs, ubs, steps;
  auto parseIndexList = [&](std::vector<OpAsmParser::UnresolvedOperand> &list) -> ParseResult {
    if (failed(parser.parseOperandList(list, OpAsmParser::Delimiter::Paren, count))) return failure();
    return parser.resolveOperands(list, indexType, state.operands);
  };
  if (failed(parser.parseEqual()) || failed(parseIndexList(lbs)) || failed(parser.parseKeyword("to")) ||
      failed(parseIndexList(ubs)) || failed(parser.parseKeyword("step")) || failed(parseIndexList(steps)))
    return failure();

  std::vector<OpAsmParser::UnresolvedOperand> inits;
  if (succeeded(parser.parseOptionalKeyword("init")) &&
      failed(parser.parseOperandList(inits, OpAsmParser::Delimiter::Paren)))
    return failure();
  if (failed(parser.parseOptionalArrowTypeList(state.types))) return failure();

  for (OpAsmParser::Argument &iv : ivs) iv.type = indexType;
  Region *body = state.addRegion();
  if (failed(parser.parseRegion(*body, ivs))) return failure();

  setOperandSegmentSizes(state, parser.getContext(),
                         {static_cast<int64_t>(lbs.size()), static_cast<int64_t>(ubs.size()),
                          static_cast<int64_t>(steps.size()), static_cast<int64_t>(inits.size())});
  if (failed(parser.parseOptionalAttrDict(state.attributes)) ||
      failed(checkOperandAndTypeCounts(parser, parser.getNameLoc(), inits.size(), state.types.size())) ||
      failed(parser.resolveOperands(inits, state.types, parser.getNameLoc(), state.operands)))
    return failure();
  ensureTerminator(*body, parser.getContext(), state.location,
                   [](OpBuilder &builder, Location loc) { builder.create<ReduceOp>(loc); });
  return success();
}

/// scf.reduce has one operand per reduction region.
LogicalResult verifyReductionCount(Operation *reduce) {
  if (reduce->getNumOperands() == reduce->getNumRegions()) return success();
  return reduce->emitOpError() << "expects number of reduction regions: " << reduce->getNumRegions()
                               << " to be the same as number of reduction operands: " << reduce->getNumOperands();
}

LogicalResult verifyParallel(Operation *op) {
  if (failed(verifyNumRegions(op, 1)) || failed(verifyZeroSuccessors(op)) ||
      failed(verifyOperandSegmentSizes(op, kNumSegments)))
    return failure();
  ParallelOp par(op);
  unsigned numControl = par.getLowerBound().size() + par.getUpperBound().size() + par.getStep().size();
  if (failed(verifyOperandTypes(op, 0, numControl, constraints::kIndex)) || failed(verifySingleBlock(op)) ||
      failed(verifySingleBlockRegion(op, 0, "region")))
    return failure();

  OperandRange steps = par.getStep();
  if (steps.empty())
    return op->emitOpError() << "needs at least one tuple element for lowerBound, upperBound and step";
  for (Value step : steps)
    if (std::optional<int64_t> c = getConstantIntValue(step); c && *c <= 0)
      return op->emitOpError() << "constant step operand must be positive";

  unsigned numArgs = par.getRegion().empty() ? 0 : par.getBody()->getNumArguments();
  if (numArgs != steps.size())
    return op->emitOpError() << "expects the same number of induction variables: " << numArgs
                             << " as bound and step values: " << steps.size();
  for (Value arg : par.getInductionVars())
    if (!arg.getType().isIndex())
      return op->emitOpError() << "expects arguments for the induction variable to be of index type";

  Operation *reduce = getVerifiedTerminator(op, par.getRegion(), ReduceOp::getOperationName(),
                                            "expects body to terminate with 'scf.reduce'");
  if (!reduce) return failure();
  size_t numResults = op->getNumResults(), numReductions = reduce->getNumRegions();
  size_t numInits = par.getInitVals().size();
  if (numResults != numReductions)
    return op->emitOpError() << "expects number of results: " << numResults
                             << " to be the same as number of reductions: " << numReductions;
  if (numResults != numInits)
    return op->emitOpError() << "expects number of results: " << numResults
                             << " to be the same as number of initial values: " << numInits;
  // Fewer operands than regions is reported here, before the types are
  // compared; more operands only by scf.reduce itself, after its regions.
  if (reduce->getNumOperands() < numReductions) return verifyReductionCount(reduce);
  for (size_t i = 0; i < numReductions; ++i) {
    Type resultType = op->getResult(i).getType(), operandType = reduce->getOperand(i).getType();
    if (resultType != operandType)
      return reduce->emitOpError() << "expects type of " << i << "-th reduction operand: " << quoted(operandType)
                                   << " to be the same as the " << i << "-th result type: " << quoted(resultType);
  }
  return success();
}

// ---- scf.reduce ---------------------------------------------------------------------

/// `(%a, %b : T1, T2)` when there are operands, then the regions separated by
/// commas, then the attributes (MLIR's declarative format).
void printReduce(OpAsmPrinter &p, Operation *op) {
  if (op->getNumOperands() != 0) {
    p << "(";
    p.printOperands(op->getOperands());
    p << " : ";
    printTypeList(p, op->getOperandTypes());
    p << ")";
  }
  p << " ";
  for (unsigned i = 0; i < op->getNumRegions(); ++i) {
    if (i) p << ", ";
    p.printRegion(op->getRegion(i));
  }
  p.printOptionalAttrDict(op->getAttrs());
}

ParseResult parseReduce(OpAsmParser &parser, OperationState &state) {
  std::vector<OpAsmParser::UnresolvedOperand> operands;
  std::vector<Type> types;
  Location operandsLoc = parser.getCurrentLocation();
  if (succeeded(parser.parseOptionalLParen())) {
    operandsLoc = parser.getCurrentLocation();
    if (failed(parser.parseOperandList(operands)) || failed(parser.parseColon()) ||
        failed(parser.parseTypeList(types)) || failed(parser.parseRParen()))
      return failure();
  }
  // A missing region and a malformed one both fail parseOptionalRegion; the
  // error count tells them apart.
  unsigned errorsBefore = parser.getContext()->getDiagEngine().getNumErrors();
  if (succeeded(parser.parseOptionalRegion(*state.addRegion()))) {
    while (succeeded(parser.parseOptionalComma()))
      if (failed(parser.parseRegion(*state.addRegion()))) return failure();
  } else {
    if (parser.getContext()->getDiagEngine().getNumErrors() != errorsBefore) return failure();
    state.regions.pop_back();
  }
  if (failed(parser.parseOptionalAttrDict(state.attributes)) ||
      failed(checkOperandAndTypeCounts(parser, operandsLoc, operands.size(), types.size())))
    return failure();
  return parser.resolveOperands(operands, types, operandsLoc, state.operands);
}

LogicalResult verifyReduce(Operation *op) {
  if (failed(verifyNumResults(op, 0)) || failed(verifyZeroSuccessors(op))) return failure();
  Operation *parent = op->getParentOp();
  if (!parent || !ParallelOp::classof(parent)) return op->emitOpError() << "expects parent op 'scf.parallel'";
  for (unsigned i = 0; i < op->getNumRegions(); ++i)
    if (failed(verifySingleBlockRegion(op, i, "reductions"))) return failure();
  return success();
}

LogicalResult verifyReduceRegions(Operation *op) {
  if (failed(verifyReductionCount(op))) return failure();
  for (unsigned i = 0; i < op->getNumRegions(); ++i) {
    Type type = op->getOperand(i).getType();
    Block &block = op->getRegion(i).front();
    if (block.empty()) return op->emitOpError() << i << "-th reduction has an empty body";
    bool argsMatch = block.getNumArguments() == 2;
    for (Value arg : block.getArguments()) argsMatch &= arg.getType() == type;
    if (!argsMatch)
      return op->emitOpError() << "expected two block arguments with type " << quoted(type) << " in the " << i
                               << "-th reduction region";
    if (!ReduceReturnOp::classof(&block.back()))
      return op->emitOpError() << "reduction bodies must be terminated with an 'scf.reduce.return' op";
  }
  return success();
}

// ---- scf.reduce.return ----------------------------------------------------------------

void printReduceReturn(OpAsmPrinter &p, Operation *op) {
  if (op->getNumOperands() != 1) return printMalformed(p, op);
  p << " " << op->getOperand(0);
  p.printOptionalAttrDict(op->getAttrs());
  p << " : " << op->getOperand(0).getType();
}

ParseResult parseReduceReturn(OpAsmParser &parser, OperationState &state) {
  OpAsmParser::UnresolvedOperand operand;
  Type type;
  if (failed(parser.parseOperand(operand)) || failed(parser.parseOptionalAttrDict(state.attributes)) ||
      failed(parser.parseColonType(type)))
    return failure();
  return parser.resolveOperand(operand, type, state.operands);
}

LogicalResult verifyReduceReturn(Operation *op) {
  if (failed(verifyNumRegions(op, 0)) || failed(verifyNumResults(op, 0)) || failed(verifyZeroSuccessors(op)))
    return failure();
  Operation *parent = op->getParentOp();
  if (!parent || !ReduceOp::classof(parent)) return op->emitOpError() << "expects parent op 'scf.reduce'";
  if (failed(verifyNumOperands(op, 1))) return failure();
  // The reduction block's argument count is scf.reduce's to check (after
  // this op); without arguments there is nothing to compare with here.
  Block *block = op->getBlock();
  if (block->getNumArguments() == 0) return success();
  Type expected = block->getArgument(0).getType();
  if (op->getOperand(0).getType() != expected)
    return op->emitOpError() << "must have type " << quoted(expected) << " (the type of the reduction inputs)";
  return success();
}

// ---- control-flow interfaces --------------------------------------------------------

/// scf.parallel: control enters the body or skips it; the body goes back to
/// itself or leaves. No value is forwarded on any edge.
class ParallelBranch : public RegionBranchOpInterface {
 public:
  void getSuccessorRegions(Operation *op, Region *, std::vector<RegionSuccessor> &out) const override {
    out.push_back({&op->getRegion(0), {}});
    out.push_back({nullptr, {}});
  }
  std::vector<OpOperand *> getEntrySuccessorOperands(Operation *, Region *) const override { return {}; }
};

/// scf.reduce: ends an iteration without forwarding its operands.
class ReduceTerminator : public RegionBranchTerminatorOpInterface {
 public:
  std::vector<OpOperand *> getSuccessorOperands(Operation *, Region *) const override { return {}; }
};

}  // namespace

namespace detail {

void registerParallelOps(Context &ctx) {
  OpDefinition parallel = makeOpDefinition(
      "scf", ParallelOp::getOperationName(),
      OpTrait::RecursiveMemoryEffects | OpTrait::SingleBlock | OpTrait::AutomaticAllocationScope, parseParallel,
      printParallel, verifyParallel);
  parallel.inherentAttrs = {std::string(kOperandSegmentSizesAttr)};
  canon::addParallelCanonicalizations(parallel);
  ctx.registerOp(std::move(parallel));

  OpDefinition reduce = makeOpDefinition("scf", ReduceOp::getOperationName(),
                                         OpTrait::Terminator | OpTrait::RecursiveMemoryEffects, parseReduce,
                                         printReduce, verifyReduce);
  reduce.verifyRegions = verifyReduceRegions;
  ctx.registerOp(std::move(reduce));

  ctx.registerOp(makeOpDefinition("scf", ReduceReturnOp::getOperationName(), OpTrait::Terminator | OpTrait::Pure,
                                  parseReduceReturn, printReduceReturn, verifyReduceReturn));

  ctx.attachInterface<RegionBranchOpInterface>(ParallelOp::getOperationName(), std::make_unique<ParallelBranch>());
  ctx.attachInterface<RegionBranchTerminatorOpInterface>(ReduceOp::getOperationName(),
                                                         std::make_unique<ReduceTerminator>());
}

}  // namespace detail
}  // namespace tbuf::scf

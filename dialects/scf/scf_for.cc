// scf.for: builders, accessors, custom assembly and verifier.
//
//   %r = scf.for [unsigned] %iv = %lb to %ub step %s iter_args(%a = %init) -> (T) [: i32] {
//     ...
//     scf.yield %next : T
//   } {attrs}
//
// The body is one block whose arguments are the induction variable and one
// iter arg per init; with no iter_args the empty `scf.yield` is implicit in the
// text (parse inserts it, print elides it), exactly as MLIR.
#include "dialects/scf/scf_ops.h"
#include "dialects/scf/scf_utils.h"
#include "ir/op_asm.h"

namespace tbuf::scf {

using namespace detail;

void ForOp::build(OpBuilder &b, OperationState &state, Value lb, Value ub, Value step, ValueRange initArgs,
                  BodyBuilderFn bodyBuilder, bool unsignedCmp) {
  OpBuilder::InsertionGuard guard(b);
  if (unsignedCmp) state.addAttribute("unsignedCmp", b.getUnitAttr());
  state.addOperands({lb, ub, step});
  state.addOperands(initArgs);
  for (Value v : initArgs) state.types.push_back(v.getType());
  Region *bodyRegion = state.addRegion();
  Block *body = b.createBlock(bodyRegion);
  body->addArgument(lb.getType(), state.location);
  for (Value v : initArgs) body->addArgument(v.getType(), v.getLoc());
  if (initArgs.empty() && !bodyBuilder) {
    b.setInsertionPointToEnd(body);
    b.create<YieldOp>(state.location);
    return;
  }
  if (!bodyBuilder) return;
  b.setInsertionPointToStart(body);
  std::vector<Value> args = body->getArguments();
  bodyBuilder(b, state.location, args[0], ValueRange(args).subspan(1));
}

std::vector<Value> ForOp::getRegionIterArgs() const {
  std::vector<Value> args = getBody()->getArguments();
  if (!args.empty()) args.erase(args.begin());
  return args;
}

YieldOp ForOp::getYieldOp() const {
  if (getRegion().empty() || getBody()->empty()) return YieldOp();
  return dyn_cast<YieldOp>(&getBody()->back());
}

std::vector<Value> ForOp::getYieldedValues() const {
  YieldOp y = getYieldOp();
  return y ? y.getResults().vec() : std::vector<Value>();
}

OpOperand *ForOp::getTiedLoopInit(BlockArgument bbArg) const {
  if (bbArg.getOwner() != getBody() || bbArg.getArgNumber() == 0) return nullptr;
  unsigned i = 3 + bbArg.getArgNumber() - 1;
  return i < op_->getNumOperands() ? &op_->getOpOperand(i) : nullptr;
}

OpOperand *ForOp::getTiedLoopYieldedValue(BlockArgument bbArg) const {
  if (bbArg.getOwner() != getBody() || bbArg.getArgNumber() == 0) return nullptr;
  YieldOp y = getYieldOp();
  unsigned i = bbArg.getArgNumber() - 1;
  if (!y || i >= y->getNumOperands()) return nullptr;
  return &y->getOpOperand(i);
}

OpResult ForOp::getTiedLoopResult(BlockArgument bbArg) const {
  if (bbArg.getOwner() != getBody() || bbArg.getArgNumber() == 0) return OpResult();
  unsigned i = bbArg.getArgNumber() - 1;
  return i < op_->getNumResults() ? op_->getResult(i) : OpResult();
}

OpResult ForOp::getTiedLoopResult(OpOperand *opOperand) const {
  if (!opOperand || opOperand->getOwner() != op_ || opOperand->getOperandNumber() < 3) return OpResult();
  unsigned i = opOperand->getOperandNumber() - 3;
  return i < op_->getNumResults() ? op_->getResult(i) : OpResult();
}

BlockArgument ForOp::getTiedLoopRegionIterArg(OpOperand *opOperand) const {
  if (!opOperand || opOperand->getOwner() != op_ || opOperand->getOperandNumber() < 3) return BlockArgument();
  unsigned i = opOperand->getOperandNumber() - 3 + 1;
  return i < getBody()->getNumArguments() ? getBody()->getArgument(i) : BlockArgument();
}

BlockArgument ForOp::getTiedLoopRegionIterArg(OpResult result) const {
  if (!result || result.getOwner() != op_) return BlockArgument();
  unsigned i = result.getResultNumber() + 1;
  return i < getBody()->getNumArguments() ? getBody()->getArgument(i) : BlockArgument();
}

std::optional<int64_t> ForOp::getStaticTripCount() const {
  auto constant = [](Value v) -> IntegerAttr {
    Operation *def = v ? v.getDefiningOp() : nullptr;
    if (!def || !def->hasTrait(OpTrait::ConstantLike)) return IntegerAttr();
    return def->getAttrOfType<IntegerAttr>("value");
  };
  IntegerAttr lb = constant(getLowerBound()), ub = constant(getUpperBound()), step = constant(getStep());
  if (!lb || !ub || !step) return std::nullopt;
  if (getUnsignedCmp()) {
    uint64_t l = lb.getUInt(), u = ub.getUInt(), s = step.getUInt();
    if (s == 0) return std::nullopt;
    if (u <= l) return 0;
    return static_cast<int64_t>((u - l + s - 1) / s);
  }
  int64_t l = lb.getInt(), u = ub.getInt(), s = step.getInt();
  if (s <= 0) return std::nullopt;
  if (u <= l) return 0;
  // (u - l) may overflow int64 for extreme bounds; compute unsigned.
  uint64_t diff = static_cast<uint64_t>(u) - static_cast<uint64_t>(l);
  return static_cast<int64_t>((diff + static_cast<uint64_t>(s) - 1) / static_cast<uint64_t>(s));
}

ForOp getForInductionVarOwner(Value v) {
  auto arg = v ? v.dyn_cast<BlockArgument>() : BlockArgument();
  if (!arg || !arg.getOwner()) return ForOp();
  Operation *parent = arg.getOwner()->getParentOp();
  if (!parent || !ForOp::classof(parent) || arg.getArgNumber() != 0) return ForOp();
  return ForOp(parent);
}

namespace {

void printFor(OpAsmPrinter &p, Operation *op) {
  if (op->getNumOperands() < 3 || op->getNumRegions() != 1 || op->getRegion(0).empty() ||
      op->getRegion(0).front().getNumArguments() != op->getNumOperands() - 2)
    return printMalformed(p, op);
  ForOp f(op);
  if (f.getUnsignedCmp()) p << " unsigned";
  p << " " << f.getInductionVar() << " = " << f.getLowerBound() << " to " << f.getUpperBound() << " step "
    << f.getStep();
  std::vector<Value> inits = f.getInitArgs().vec();
  printInitializationList(p, f.getRegionIterArgs(), inits, " iter_args");
  if (!inits.empty()) {
    p << " -> (";
    printTypeList(p, getTypes(inits));
    p << ")";
  }
  p << " ";
  if (Type t = f.getInductionVar().getType(); !t.isIndex()) p << " : " << t << " ";
  p.printRegion(f.getRegion(), /*printEntryBlockArgs=*/false, /*printBlockTerminators=*/!inits.empty());
  p.printOptionalAttrDict(op->getAttrs(), {"unsignedCmp"});
}

ParseResult parseFor(OpAsmParser &parser, OperationState &state) {
  OpBuilder &builder = parser.getBuilder();
  if (succeeded(parser.parseOptionalKeyword("unsigned"))) state.addAttribute("unsignedCmp", builder.getUnitAttr());

  OpAsmParser::Argument iv;
  OpAsmParser::UnresolvedOperand lb, ub, step;
  if (failed(parser.parseArgument(iv)) || failed(parser.parseEqual()) || failed(parser.parseOperand(lb)) ||
      failed(parser.parseKeyword("to")) || failed(parser.parseOperand(ub)) || failed(parser.parseKeyword("step")) ||
      failed(parser.parseOperand(step)))
    return failure();

  std::vector<OpAsmParser::Argument> regionArgs{iv};
  std::vector<OpAsmParser::UnresolvedOperand> inits;
  bool hasIterArgs = succeeded(parser.parseOptionalKeyword("iter_args"));
  if (hasIterArgs &&
      (failed(parseAssignmentList(parser, regionArgs, inits)) || failed(parser.parseArrowTypeList(state.types))))
    return failure();
  if (regionArgs.size() != state.types.size() + 1)
    return LogicalResult(
        parser.emitError(parser.getNameLoc(), "mismatch in number of loop-carried values and defined values"));

  Type type = builder.getIndexType();
  if (succeeded(parser.parseOptionalColon()) && failed(parser.parseType(type))) return failure();

  regionArgs[0].type = type;
  for (size_t i = 1; i < regionArgs.size(); ++i) regionArgs[i].type = state.types[i - 1];
  Region *body = state.addRegion();
  if (failed(parser.parseRegion(*body, regionArgs))) return failure();
  ensureYieldTerminator(*body, parser.getContext(), state.location);

  // Operands are resolved after the region, as MLIR does, so that values
  // defined inside the region are reported as undefined here.
  if (failed(parser.resolveOperand(lb, type, state.operands)) ||
      failed(parser.resolveOperand(ub, type, state.operands)) ||
      failed(parser.resolveOperand(step, type, state.operands)))
    return failure();
  for (size_t i = 0; i < inits.size(); ++i)
    if (failed(parser.resolveOperand(inits[i], state.types[i], state.operands))) return failure();
  return parser.parseOptionalAttrDict(state.attributes);
}

LogicalResult verifyFor(Operation *op) {
  if (failed(verifyNumRegions(op, 1)) || failed(verifyZeroSuccessors(op)) || failed(verifyAtLeastNumOperands(op, 3)))
    return failure();
  for (unsigned i = 0; i < 3; ++i)
    if (failed(verifyOperandType(op, i, kSignlessIntOrIndex))) return failure();
  if (failed(verifyUnitProperty(op, "unsignedCmp")) || failed(verifySingleBlock(op)) ||
      failed(verifySingleBlockRegion(op, 0, "region")))
    return failure();
  Type t = op->getOperand(0).getType();
  if (op->getOperand(1).getType() != t || op->getOperand(2).getType() != t)
    return op->emitOpError() << "failed to verify that all of {lowerBound, upperBound, step} have same type";
  if (op->getNumOperands() - 3 != op->getNumResults())
    return op->emitOpError() << "mismatch in number of loop-carried values and defined values";
  return success();
}

LogicalResult verifyForRegions(Operation *op) {
  ForOp f(op);
  if (failed(verifyImplicitTerminator(op, YieldOp::getOperationName()))) return failure();
  Block *body = f.getBody();
  std::vector<Value> inits = f.getInitArgs().vec();
  std::vector<Value> iterArgs = f.getRegionIterArgs();
  std::vector<Value> yielded = f.getYieldedValues();
  std::vector<Value> results = op->getResults().vec();
  uint64_t numIterArgs = static_cast<uint64_t>(body->getNumArguments()) - 1;  // wraps like MLIR's
  if (failed(verifyLoopLike(op, inits, iterArgs, yielded, &results, numIterArgs))) return failure();
  if (body->getNumArguments() == 0)
    return op->emitOpError() << "expected induction variable to be same type as bounds and step";

  // RegionBranchOpInterface: parent -> body / parent; yield -> body / parent.
  std::optional<int64_t> tripCount = f.getStaticTripCount();
  std::vector<Type> iterTypes = getTypes(iterArgs), resultTypes = getTypes(results);
  bool entryToBody = !tripCount || *tripCount != 0;
  bool entryToParent = !tripCount || *tripCount == 0;
  if (entryToBody && failed(verifyControlFlowEdge(op, nullptr, "Region #0", inits, iterTypes))) return failure();
  if (entryToParent && failed(verifyControlFlowEdge(op, nullptr, "parent", inits, resultTypes))) return failure();
  if (YieldOp y = f.getYieldOp()) {
    bool backEdge = !tripCount || *tripCount != 1;
    if (backEdge && failed(verifyControlFlowEdge(op, y, "Region #0", yielded, iterTypes))) return failure();
    if (failed(verifyControlFlowEdge(op, y, "parent", yielded, resultTypes))) return failure();
  }

  if (f.getInductionVar().getType() != f.getLowerBound().getType())
    return op->emitOpError() << "expected induction variable to be same type as bounds and step";
  if (iterArgs.size() != results.size())
    return op->emitOpError() << "mismatch in number of basic block args and defined values";
  for (size_t i = 0; i < results.size(); ++i) {
    if (inits[i].getType() != results[i].getType())
      return op->emitOpError() << "types mismatch between " << i << "th iter operand and defined value";
    if (iterArgs[i].getType() != results[i].getType())
      return op->emitOpError() << "types mismatch between " << i << "th iter region arg and defined value";
  }
  return success();
}

}  // namespace

namespace detail {

void registerForOp(Context &ctx) {
  OpDefinition def;
  def.name = std::string(ForOp::getOperationName());
  def.dialect = "scf";
  def.traits =
      OpTrait::RecursiveMemoryEffects | OpTrait::SingleBlock | OpTrait::AutomaticAllocationScope | OpTrait::AffineScope;
  def.inherentAttrs = {"unsignedCmp"};
  def.parse = parseFor;
  def.print = printFor;
  def.verify = verifyFor;
  def.verifyRegions = verifyForRegions;
  ctx.registerOp(std::move(def));
}

}  // namespace detail
}  // namespace tbuf::scf

// scf.forall and its terminator scf.forall.in_parallel.
//
//   %r = scf.forall (%i, %j) in (4, %n) shared_outs(%o = %t) -> (tensor<...>) {
//     ...
//     scf.forall.in_parallel {
//       tensor.parallel_insert_slice %x into %o[...] ...
//     }
//   } {mapping = [...]}
//
// or, when some lower bound is not 0 or some step not 1,
// `scf.forall (%i) = (%lb) to (%ub) step (%s)`. Bounds mix static integers
// (staticLowerBound/UpperBound/Step, kDynamic where a value is used) and
// dynamic index operands (operandSegmentSizes: lbs, ubs, steps, outputs).
// As in MLIR, a loop whose bounds are constant 0 / 1 *values* also prints in
// the `in` form, which drops those operands when the text is parsed again.
#include "dialects/scf/scf_ops.h"
#include "dialects/scf/scf_utils.h"
#include "ir/op_asm.h"

namespace tbuf::scf {

using namespace detail;

namespace {
constexpr unsigned kNumSegments = 4;
constexpr std::string_view kStaticLb = "staticLowerBound";
constexpr std::string_view kStaticUb = "staticUpperBound";
constexpr std::string_view kStaticStep = "staticStep";
}  // namespace

// ---- ParallelCombiningOpInterface --------------------------------------------------

const void *ParallelCombiningOpInterface::getInterfaceID() {
  static char id;
  return &id;
}

namespace {
/// tensor.parallel_insert_slice %src into %dest[...]: operand #1 is updated.
class ParallelInsertSliceCombining : public ParallelCombiningOpInterface {
 public:
  std::vector<OpOperand *> getUpdatedDestinations(Operation *op) const override {
    if (op->getNumOperands() < 2) return {};
    return {&op->getOpOperand(1)};
  }
};
}  // namespace

const ParallelCombiningOpInterface *getParallelCombiningInterface(Operation *op) {
  if (auto *iface = op->getInterface<ParallelCombiningOpInterface>()) return iface;
  static const ParallelInsertSliceCombining kParallelInsertSlice;
  if (op->getName() == "tensor.parallel_insert_slice") return &kParallelInsertSlice;
  return nullptr;
}

// ---- scf.forall builders and accessors ---------------------------------------------

void ForallOp::build(OpBuilder &b, OperationState &state, ArrayRef<OpFoldResult> lbs, ArrayRef<OpFoldResult> ubs,
                     ArrayRef<OpFoldResult> steps, ValueRange outputs, ArrayAttr mapping, BodyBuilderFn bodyBuilder) {
  std::vector<Value> dynLbs, dynUbs, dynSteps;
  std::vector<int64_t> staticLbs, staticUbs, staticSteps;
  dispatchIndexOpFoldResults(lbs, dynLbs, staticLbs);
  dispatchIndexOpFoldResults(ubs, dynUbs, staticUbs);
  dispatchIndexOpFoldResults(steps, dynSteps, staticSteps);
  state.addOperands(dynLbs);
  state.addOperands(dynUbs);
  state.addOperands(dynSteps);
  state.addOperands(outputs);
  state.addTypes(getTypes(outputs));
  state.addAttribute(kStaticLb, b.getDenseI64ArrayAttr(staticLbs));
  state.addAttribute(kStaticUb, b.getDenseI64ArrayAttr(staticUbs));
  state.addAttribute(kStaticStep, b.getDenseI64ArrayAttr(staticSteps));
  setOperandSegmentSizes(state, b.getContext(),
                         {static_cast<int64_t>(dynLbs.size()), static_cast<int64_t>(dynUbs.size()),
                          static_cast<int64_t>(dynSteps.size()), static_cast<int64_t>(outputs.size())});
  if (mapping) state.addAttribute("mapping", mapping);

  OpBuilder::InsertionGuard guard(b);
  std::vector<Type> argTypes(lbs.size(), b.getIndexType());
  for (Value v : outputs) argTypes.push_back(v.getType());
  std::vector<Location> argLocs(argTypes.size(), state.location);
  Block *body = b.createBlock(state.addRegion(), nullptr, argTypes, argLocs);
  if (!bodyBuilder) {
    b.create<InParallelOp>(state.location);
    return;
  }
  std::vector<Value> args = body->getArguments();
  bodyBuilder(b, state.location, args);
}

void ForallOp::build(OpBuilder &b, OperationState &state, ArrayRef<OpFoldResult> ubs, ValueRange outputs,
                     ArrayAttr mapping, BodyBuilderFn bodyBuilder) {
  std::vector<OpFoldResult> lbs(ubs.size(), OpFoldResult(Attribute(b.getIndexAttr(0))));
  std::vector<OpFoldResult> steps(ubs.size(), OpFoldResult(Attribute(b.getIndexAttr(1))));
  build(b, state, lbs, ubs, steps, outputs, mapping, std::move(bodyBuilder));
}

ArrayRef<int64_t> ForallOp::getStaticLowerBound() const { return getDenseI64ArrayAttr(op_, kStaticLb); }
ArrayRef<int64_t> ForallOp::getStaticUpperBound() const { return getDenseI64ArrayAttr(op_, kStaticUb); }
ArrayRef<int64_t> ForallOp::getStaticStep() const { return getDenseI64ArrayAttr(op_, kStaticStep); }
OperandRange ForallOp::getDynamicLowerBound() const { return getOperandSegment(op_, 0, kNumSegments); }
OperandRange ForallOp::getDynamicUpperBound() const { return getOperandSegment(op_, 1, kNumSegments); }
OperandRange ForallOp::getDynamicStep() const { return getOperandSegment(op_, 2, kNumSegments); }
OperandRange ForallOp::getOutputs() const { return getOperandSegment(op_, 3, kNumSegments); }

MutableArrayRef<OpOperand> ForallOp::getOutputsMutable() const {
  unsigned n = getOutputs().size();
  return op_->getOpOperands().subspan(op_->getNumOperands() - n, n);
}

std::vector<OpFoldResult> ForallOp::getMixedLowerBound() const {
  return getMixedValues(getContext(), getStaticLowerBound(), getDynamicLowerBound().vec());
}
std::vector<OpFoldResult> ForallOp::getMixedUpperBound() const {
  return getMixedValues(getContext(), getStaticUpperBound(), getDynamicUpperBound().vec());
}
std::vector<OpFoldResult> ForallOp::getMixedStep() const {
  return getMixedValues(getContext(), getStaticStep(), getDynamicStep().vec());
}

std::vector<Value> ForallOp::getInductionVars() const {
  std::vector<Value> args = getBody()->getArguments();
  args.resize(std::min<size_t>(args.size(), getRank()));
  return args;
}

std::vector<Value> ForallOp::getRegionOutArgs() const {
  std::vector<Value> args = getBody()->getArguments();
  args.erase(args.begin(), args.begin() + std::min<size_t>(args.size(), getRank()));
  return args;
}

InParallelOp ForallOp::getTerminator() const {
  if (getRegion().empty() || getBody()->empty()) return InParallelOp();
  return dyn_cast<InParallelOp>(&getBody()->back());
}

bool ForallOp::isNormalized() const {
  for (const OpFoldResult &ofr : getMixedLowerBound())
    if (!isConstantIntValue(ofr, 0)) return false;
  for (const OpFoldResult &ofr : getMixedStep())
    if (!isConstantIntValue(ofr, 1)) return false;
  return true;
}

unsigned ForallOp::getNumDynamicControlOperands() const { return op_->getNumOperands() - getOutputs().size(); }

OpResult ForallOp::getTiedOpResult(OpOperand *opOperand) const {
  unsigned first = getNumDynamicControlOperands();
  if (!opOperand || opOperand->getOwner() != op_ || opOperand->getOperandNumber() < first) return OpResult();
  return op_->getResult(opOperand->getOperandNumber() - first);
}

OpOperand *ForallOp::getTiedOpOperand(OpResult result) const {
  if (!result || result.getOwner() != op_) return nullptr;
  return &op_->getOpOperand(getNumDynamicControlOperands() + result.getResultNumber());
}

OpOperand *ForallOp::getTiedOpOperand(BlockArgument bbArg) const {
  if (!bbArg || bbArg.getOwner() != getBody() || bbArg.getArgNumber() < getRank()) return nullptr;
  unsigned i = getNumDynamicControlOperands() + bbArg.getArgNumber() - getRank();
  return i < op_->getNumOperands() ? &op_->getOpOperand(i) : nullptr;
}

BlockArgument ForallOp::getTiedBlockArgument(OpOperand *opOperand) const {
  unsigned first = getNumDynamicControlOperands();
  if (!opOperand || opOperand->getOwner() != op_ || opOperand->getOperandNumber() < first) return BlockArgument();
  unsigned i = opOperand->getOperandNumber() - first + getRank();
  return i < getBody()->getNumArguments() ? getBody()->getArgument(i) : BlockArgument();
}

std::vector<Operation *> ForallOp::getCombiningOps(BlockArgument bbArg) const {
  std::vector<Operation *> ops;
  InParallelOp term = getTerminator();
  if (!term) return ops;
  for (Operation *user : bbArg.getUsers()) {
    if (user->getParentOp() != term.getOperation()) continue;
    const ParallelCombiningOpInterface *iface = getParallelCombiningInterface(user);
    if (!iface) continue;
    for (OpOperand *dest : iface->getUpdatedDestinations(user))
      if (dest->get() == bbArg) {
        ops.push_back(user);
        break;
      }
  }
  return ops;
}

// ---- scf.forall.in_parallel ------------------------------------------------------

void InParallelOp::build(OpBuilder &b, OperationState &state) {
  OpBuilder::InsertionGuard guard(b);
  b.createBlock(state.addRegion());
}

std::vector<Operation *> InParallelOp::getYieldingOps() const {
  if (getRegion().empty()) return {};
  return getBody()->getOpsVector();
}

std::vector<Value> InParallelOp::getDests() const {
  std::vector<Value> dests;
  for (Operation *op : getYieldingOps())
    if (const ParallelCombiningOpInterface *iface = getParallelCombiningInterface(op))
      for (OpOperand *dest : iface->getUpdatedDestinations(op)) dests.push_back(dest->get());
  return dests;
}

namespace {

// ---- scf.forall assembly and verifier ----------------------------------------------

/// The structure printForall relies on: one region with the iv and
/// shared_outs arguments, and static lists matching the dynamic operands.
bool isPrintable(Operation *op) {
  if (op->getNumRegions() != 1 || op->getRegion(0).empty()) return false;
  auto countDynamic = [&](std::string_view name) {
    size_t n = 0;
    for (int64_t v : getDenseI64ArrayAttr(op, name)) n += isDynamic(v);
    return n;
  };
  ForallOp f(op);
  size_t rank = f.getRank();
  if (f.getStaticUpperBound().size() != rank || f.getStaticStep().size() != rank) return false;
  std::vector<int64_t> sizes = getOperandSegmentSizes(op, kNumSegments);
  int64_t total = sizes[0] + sizes[1] + sizes[2] + sizes[3];
  if (total != op->getNumOperands() || countDynamic(kStaticLb) != size_t(sizes[0]) ||
      countDynamic(kStaticUb) != size_t(sizes[1]) || countDynamic(kStaticStep) != size_t(sizes[2]))
    return false;
  return f.getBody()->getNumArguments() == rank + sizes[3];
}

void printForall(OpAsmPrinter &p, Operation *op) {
  if (!isPrintable(op)) return printMalformed(p, op);
  ForallOp f(op);
  p << " (";
  p.printOperands(f.getInductionVars());
  if (f.isNormalized()) {
    p << ") in ";
    printDynamicIndexList(p, f.getDynamicUpperBound(), f.getStaticUpperBound(), OpAsmParser::Delimiter::Paren);
  } else {
    p << ") = ";
    printDynamicIndexList(p, f.getDynamicLowerBound(), f.getStaticLowerBound(), OpAsmParser::Delimiter::Paren);
    p << " to ";
    printDynamicIndexList(p, f.getDynamicUpperBound(), f.getStaticUpperBound(), OpAsmParser::Delimiter::Paren);
    p << " step ";
    printDynamicIndexList(p, f.getDynamicStep(), f.getStaticStep(), OpAsmParser::Delimiter::Paren);
  }
  std::vector<Value> outArgs = f.getRegionOutArgs();
  printInitializationList(p, outArgs, f.getOutputs().vec(), " shared_outs");
  p << " ";
  if (!outArgs.empty()) {
    p << "-> (";
    printTypeList(p, op->getResultTypes());
    p << ") ";
  }
  p.printRegion(f.getRegion(), /*printEntryBlockArgs=*/false, /*printBlockTerminators=*/op->getNumResults() > 0);
  p.printOptionalAttrDict(op->getAttrs(), {kOperandSegmentSizesAttr, kStaticLb, kStaticUb, kStaticStep});
}

ParseResult parseForall(OpAsmParser &parser, OperationState &state) {
  OpBuilder &b = parser.getBuilder();
  Type indexType = b.getIndexType();
  std::vector<OpAsmParser::Argument> ivs;
  if (failed(parser.parseArgumentList(ivs, OpAsmParser::Delimiter::Paren))) return failure();

  std::vector<OpAsmParser::UnresolvedOperand> dynLbs, dynUbs, dynSteps;
  std::vector<int64_t> staticLbs, staticUbs, staticSteps;
  auto parseList = [&](std::vector<OpAsmParser::UnresolvedOperand> &values, std::vector<int64_t> &ints) -> ParseResult {
    if (failed(parseDynamicIndexList(parser, values, ints, OpAsmParser::Delimiter::Paren))) return failure();
    return parser.resolveOperands(values, indexType, state.operands);
  };
  if (succeeded(parser.parseOptionalKeyword("in"))) {
    if (failed(parseList(dynUbs, staticUbs))) return failure();
    staticLbs.assign(ivs.size(), 0);
    staticSteps.assign(ivs.size(), 1);
  } else if (failed(parser.parseEqual()) || failed(parseList(dynLbs, staticLbs)) || failed(parser.parseKeyword("to")) ||
             failed(parseList(dynUbs, staticUbs)) || failed(parser.parseKeyword("step")) ||
             failed(parseList(dynSteps, staticSteps))) {
    return failure();
  }

  std::vector<OpAsmParser::Argument> outArgs;
  std::vector<OpAsmParser::UnresolvedOperand> outOperands;
  Location outLoc = parser.getCurrentLocation();
  if (succeeded(parser.parseOptionalKeyword("shared_outs")) &&
      (failed(parseAssignmentList(parser, outArgs, outOperands)) ||
       failed(parser.parseOptionalArrowTypeList(state.types)) ||
       failed(parser.resolveOperands(outOperands, state.types, outLoc, state.operands))))
    return failure();

  std::vector<OpAsmParser::Argument> regionArgs;
  for (OpAsmParser::Argument &iv : ivs) {
    iv.type = indexType;
    regionArgs.push_back(iv);
  }
  for (size_t i = 0; i < outArgs.size(); ++i) {
    outArgs[i].type = i < state.types.size() ? state.types[i] : Type();
    regionArgs.push_back(outArgs[i]);
  }
  Region *body = state.addRegion();
  if (failed(parser.parseRegion(*body, regionArgs))) return failure();
  ensureTerminator(*body, parser.getContext(), state.location,
                   [](OpBuilder &builder, Location loc) { builder.create<InParallelOp>(loc); });
  if (failed(parser.parseOptionalAttrDict(state.attributes))) return failure();

  state.addAttribute(kStaticLb, b.getDenseI64ArrayAttr(staticLbs));
  state.addAttribute(kStaticUb, b.getDenseI64ArrayAttr(staticUbs));
  state.addAttribute(kStaticStep, b.getDenseI64ArrayAttr(staticSteps));
  setOperandSegmentSizes(state, parser.getContext(),
                         {static_cast<int64_t>(dynLbs.size()), static_cast<int64_t>(dynUbs.size()),
                          static_cast<int64_t>(dynSteps.size()), static_cast<int64_t>(outOperands.size())});
  return success();
}

/// MLIR's verifyListOfOperandsOrIntegers.
LogicalResult verifyBoundList(Operation *op, std::string_view name, unsigned numLoops, ArrayRef<int64_t> statics,
                              size_t numValues) {
  if (statics.size() != numLoops)
    return op->emitError() << "expected " << numLoops << " " << name << " values, got " << statics.size();
  size_t expected = 0;
  for (int64_t v : statics) expected += isDynamic(v);
  if (numValues != expected) return op->emitError() << "expected " << expected << " dynamic " << name << " values";
  return success();
}

LogicalResult verifyForall(Operation *op) {
  if (failed(verifyNumRegions(op, 1)) || failed(verifyZeroSuccessors(op)) ||
      failed(verifyDenseI64ArrayAttr(op, kStaticLb)) || failed(verifyDenseI64ArrayAttr(op, kStaticUb)) ||
      failed(verifyDenseI64ArrayAttr(op, kStaticStep)))
    return failure();
  if (Attribute mapping = op->getAttr("mapping")) {
    auto arr = mapping.dyn_cast<ArrayAttr>();
    bool ok = static_cast<bool>(arr);
    for (size_t i = 0; ok && i < arr.size(); ++i) ok = arr[i].isa<DialectAttr>();
    if (!ok)
      return op->emitOpError() << "attribute 'mapping' failed to satisfy constraint: Device Mapping array attribute";
  }
  if (failed(verifyOperandSegmentSizes(op, kNumSegments))) return failure();
  ForallOp f(op);
  unsigned numControl = f.getNumDynamicControlOperands();
  if (failed(verifyOperandTypes(op, 0, numControl, constraints::kIndex))) return failure();
  for (unsigned i = numControl; i < op->getNumOperands(); ++i)
    if (failed(verifyOperandType(op, i, constraints::kRankedTensor, /*variadic=*/true))) return failure();
  if (failed(verifySingleBlock(op)) || failed(verifySingleBlockRegion(op, 0, "region"))) return failure();

  int64_t numLoops = f.getRank();
  size_t numOutputs = f.getOutputs().size();
  if (op->getNumResults() != numOutputs)
    return op->emitOpError() << "produces " << op->getNumResults() << " results, but has only " << numOutputs
                             << " outputs";
  Block *body = f.getBody();
  if (body->getNumArguments() != numLoops + numOutputs)
    return op->emitOpError() << "region expects " << numLoops << " arguments";
  for (int64_t i = 0; i < numLoops; ++i)
    if (!body->getArgument(i).getType().isIndex())
      return op->emitOpError() << "expects " << i << "-th block argument to be an index";
  for (size_t i = 0; i < numOutputs; ++i)
    if (body->getArgument(i + numLoops).getType() != f.getOutputs()[i].getType())
      return op->emitOpError() << "type mismatch between " << i << "-th output and corresponding block argument";
  if (ArrayAttr mapping = f.getMapping(); mapping && mapping.size() != 0 && mapping.size() != size_t(numLoops))
    return op->emitOpError() << "mapping attribute size must match op rank";
  if (failed(verifyBoundList(op, "lower bound", numLoops, f.getStaticLowerBound(), f.getDynamicLowerBound().size())) ||
      failed(verifyBoundList(op, "upper bound", numLoops, f.getStaticUpperBound(), f.getDynamicUpperBound().size())) ||
      failed(verifyBoundList(op, "step", numLoops, f.getStaticStep(), f.getDynamicStep().size())))
    return failure();
  return success();
}

LogicalResult verifyForallRegions(Operation *op) {
  return verifyImplicitTerminator(op, InParallelOp::getOperationName());
}

// ---- scf.forall.in_parallel assembly and verifier ------------------------------------

void printInParallel(OpAsmPrinter &p, Operation *op) {
  if (op->getNumRegions() != 1) return printMalformed(p, op);
  p << " ";
  p.printRegion(op->getRegion(0), /*printEntryBlockArgs=*/false, /*printBlockTerminators=*/false);
  p.printOptionalAttrDict(op->getAttrs());
}

ParseResult parseInParallel(OpAsmParser &parser, OperationState &state) {
  Region *region = state.addRegion();
  if (failed(parser.parseRegion(*region))) return failure();
  if (region->empty()) {
    OpBuilder b(parser.getContext());
    b.createBlock(region);
  }
  return parser.parseOptionalAttrDict(state.attributes);
}

LogicalResult verifyInParallel(Operation *op) {
  if (failed(verifyNumRegions(op, 1)) || failed(verifyNumOperands(op, 0)) || failed(verifyNumResults(op, 0)) ||
      failed(verifyZeroSuccessors(op)) || failed(verifySingleBlock(op, /*noTerminator=*/true)) ||
      failed(verifySingleBlockRegion(op, 0, "region")))
    return failure();
  Operation *parent = op->getParentOp();
  if (!parent || !ForallOp::classof(parent)) return op->emitOpError() << "expects parent op 'scf.forall'";
  std::vector<Value> outArgs = ForallOp(parent).getRegionOutArgs();
  for (Operation &nested : op->getRegion(0).front()) {
    const ParallelCombiningOpInterface *iface = getParallelCombiningInterface(&nested);
    if (!iface) return op->emitOpError() << "expected only ParallelCombiningOpInterface ops";
    for (OpOperand *dest : iface->getUpdatedDestinations(&nested)) {
      bool isOutArg = false;
      for (Value v : outArgs) isOutArg |= v == dest->get();
      if (!isOutArg) return nested.emitOpError() << "may only insert into an output block argument";
    }
  }
  return success();
}

}  // namespace

namespace detail {

void registerForallOps(Context &ctx) {
  OpDefinition forall;
  forall.name = std::string(ForallOp::getOperationName());
  forall.dialect = "scf";
  forall.traits = OpTrait::RecursiveMemoryEffects | OpTrait::SingleBlock | OpTrait::AutomaticAllocationScope |
                  OpTrait::DestinationStyle;
  forall.inherentAttrs = {"mapping", std::string(kOperandSegmentSizesAttr), std::string(kStaticLb),
                          std::string(kStaticStep), std::string(kStaticUb)};
  forall.parse = parseForall;
  forall.print = printForall;
  forall.verify = verifyForall;
  forall.verifyRegions = verifyForallRegions;
  ctx.registerOp(std::move(forall));

  OpDefinition inParallel;
  inParallel.name = std::string(InParallelOp::getOperationName());
  inParallel.dialect = "scf";
  inParallel.traits =
      OpTrait::Pure | OpTrait::Terminator | OpTrait::NoTerminator | OpTrait::SingleBlock | OpTrait::GraphRegion;
  inParallel.parse = parseInParallel;
  inParallel.print = printInParallel;
  inParallel.verify = verifyInParallel;
  ctx.registerOp(std::move(inParallel));
}

}  // namespace detail
}  // namespace tbuf::scf

// The scf ops whose regions each run at most once and yield the op results:
//
//   %r = scf.if %c -> (T) { ... scf.yield %a : T } else { ... } {attrs}
//   %r = scf.execute_region -> T [no_inline] { ^bb0: ... ^bb1: scf.yield %x : T } {attrs}
//   %r = scf.index_switch %i {attrs} -> T
//   case 2 { ... scf.yield %x : T }
//   default { ... }
//
// scf.if elides operand-less yields in both regions (and inserts them when
// parsing); scf.execute_region always prints its terminators; scf.index_switch
// prints them in case regions and elides an operand-less one in the default
// region, as mlir-opt does.
#include "dialects/scf/scf_ops.h"
#include "dialects/scf/scf_utils.h"
#include "ir/op_asm.h"

namespace tbuf::scf {

using namespace detail;

// ---- builders and accessors ------------------------------------------------------

void IfOp::build(OpBuilder &b, OperationState &state, ArrayRef<Type> resultTypes, Value cond, bool withElseRegion) {
  state.addTypes(resultTypes);
  state.addOperands({cond});
  OpBuilder::InsertionGuard guard(b);
  b.createBlock(state.addRegion());
  if (resultTypes.empty()) b.create<YieldOp>(state.location);
  Region *elseRegion = state.addRegion();
  if (!withElseRegion) return;
  b.createBlock(elseRegion);
  if (resultTypes.empty()) b.create<YieldOp>(state.location);
}

void IfOp::build(OpBuilder &b, OperationState &state, Value cond, RegionBuilderFn thenBuilder,
                 RegionBuilderFn elseBuilder) {
  state.addOperands({cond});
  OpBuilder::InsertionGuard guard(b);
  Block *thenBlock = b.createBlock(state.addRegion());
  if (thenBuilder) thenBuilder(b, state.location);
  Region *elseRegion = state.addRegion();
  if (elseBuilder) {
    b.createBlock(elseRegion);
    elseBuilder(b, state.location);
  }
  // Infer the result types from the then region's yield (MLIR's inferReturnTypes).
  if (!thenBlock->empty())
    if (auto yield = dyn_cast<YieldOp>(&thenBlock->back())) state.addTypes(yield->getOperandTypes());
}

Block *IfOp::thenBlock() const { return getThenRegion().empty() ? nullptr : &getThenRegion().front(); }
Block *IfOp::elseBlock() const { return getElseRegion().empty() ? nullptr : &getElseRegion().front(); }

static YieldOp blockYield(Block *b) {
  if (!b || b->empty()) return YieldOp();
  return dyn_cast<YieldOp>(&b->back());
}
YieldOp IfOp::thenYield() const { return blockYield(thenBlock()); }
YieldOp IfOp::elseYield() const { return blockYield(elseBlock()); }

void ExecuteRegionOp::build(OpBuilder &b, OperationState &state, ArrayRef<Type> resultTypes, bool noInline) {
  state.addTypes(resultTypes);
  if (noInline) state.addAttribute("no_inline", b.getUnitAttr());
  state.addRegion();
}

void IndexSwitchOp::build(OpBuilder &b, OperationState &state, ArrayRef<Type> resultTypes, Value arg,
                          ArrayRef<int64_t> cases) {
  state.addTypes(resultTypes);
  state.addOperands({arg});
  state.addAttribute("cases", b.getDenseI64ArrayAttr(cases));
  for (size_t i = 0; i <= cases.size(); ++i) state.addRegion();
}

ArrayRef<int64_t> IndexSwitchOp::getCases() const { return getDenseI64ArrayAttr(op_, "cases"); }

namespace {

/// Checks every scf.yield terminating a block of `region` against the op's
/// results (the RegionBranchOpInterface edge "region -> parent").
LogicalResult verifyYieldsToParent(Operation *op, Region &region) {
  std::vector<Type> resultTypes = op->getResultTypes();
  for (Block &block : region) {
    if (block.empty()) continue;
    Operation *term = &block.back();
    if (!YieldOp::classof(term)) continue;
    if (failed(verifyControlFlowEdge(op, term, "parent", term->getOperands().vec(), resultTypes))) return failure();
  }
  return success();
}

// ---- scf.if ----------------------------------------------------------------------

void printIf(OpAsmPrinter &p, Operation *op) {
  if (op->getNumOperands() != 1 || op->getNumRegions() != 2) return printMalformed(p, op);
  IfOp ifOp(op);
  bool printTerminators = false;
  p << " " << ifOp.getCondition();
  if (op->getNumResults() != 0) {
    p << " -> (";
    printTypeList(p, op->getResultTypes());
    p << ")";
    printTerminators = true;
  }
  p << " ";
  p.printRegion(ifOp.getThenRegion(), /*printEntryBlockArgs=*/false, printTerminators);
  if (!ifOp.getElseRegion().empty()) {
    p << " else ";
    p.printRegion(ifOp.getElseRegion(), /*printEntryBlockArgs=*/false, printTerminators);
  }
  p.printOptionalAttrDict(op->getAttrs());
}

ParseResult parseIf(OpAsmParser &parser, OperationState &state) {
  Region *thenRegion = state.addRegion();
  Region *elseRegion = state.addRegion();
  OpAsmParser::UnresolvedOperand cond;
  if (failed(parser.parseOperand(cond)) ||
      failed(parser.resolveOperand(cond, parser.getBuilder().getI1Type(), state.operands)) ||
      failed(parser.parseOptionalArrowTypeList(state.types)) || failed(parser.parseRegion(*thenRegion)))
    return failure();
  ensureYieldTerminator(*thenRegion, parser.getContext(), state.location);
  if (succeeded(parser.parseOptionalKeyword("else"))) {
    if (failed(parser.parseRegion(*elseRegion))) return failure();
    ensureYieldTerminator(*elseRegion, parser.getContext(), state.location);
  }
  return parser.parseOptionalAttrDict(state.attributes);
}

LogicalResult verifyIf(Operation *op) {
  if (failed(verifyNumRegions(op, 2)) || failed(verifyZeroSuccessors(op)) || failed(verifyNumOperands(op, 1)) ||
      failed(verifyOperandType(op, 0, kI1)) || failed(verifySingleBlock(op)) ||
      failed(verifySingleBlockRegion(op, 0, "thenRegion")))
    return failure();
  if (op->getRegion(1).getNumBlocks() > 1)
    return op->emitOpError() << "region #1 ('elseRegion') failed to verify constraint: region with at most 1 blocks";
  for (unsigned i = 0; i < 2; ++i)
    if (!op->getRegion(i).empty() && op->getRegion(i).front().getNumArguments() != 0)
      return op->emitOpError() << "region #" << i << " should have no arguments";
  if (op->getNumResults() != 0 && op->getRegion(1).empty())
    return op->emitOpError() << "must have an else block if defining values";
  return success();
}

LogicalResult verifyIfRegions(Operation *op) {
  if (failed(verifyImplicitTerminator(op, YieldOp::getOperationName()))) return failure();
  // Entry edges carry no values: then and else regions have no arguments.
  for (unsigned i = 0; i < 2; ++i)
    if (failed(verifyYieldsToParent(op, op->getRegion(i)))) return failure();
  return success();
}

// ---- scf.execute_region ------------------------------------------------------------

void printExecuteRegion(OpAsmPrinter &p, Operation *op) {
  if (op->getNumRegions() != 1) return printMalformed(p, op);
  ExecuteRegionOp e(op);
  p.printOptionalArrowTypeList(op->getResultTypes());
  p << " ";
  if (e.getNoInline()) p << "no_inline ";
  p.printRegion(e.getRegion(), /*printEntryBlockArgs=*/false, /*printBlockTerminators=*/true);
  p.printOptionalAttrDict(op->getAttrs(), {"no_inline"});
}

ParseResult parseExecuteRegion(OpAsmParser &parser, OperationState &state) {
  if (failed(parser.parseOptionalArrowTypeList(state.types))) return failure();
  if (succeeded(parser.parseOptionalKeyword("no_inline")))
    state.addAttribute("no_inline", parser.getBuilder().getUnitAttr());
  Region *body = state.addRegion();
  if (failed(parser.parseRegion(*body))) return failure();
  return parser.parseOptionalAttrDict(state.attributes);
}

LogicalResult verifyExecuteRegion(Operation *op) {
  if (failed(verifyNumRegions(op, 1)) || failed(verifyZeroSuccessors(op)) || failed(verifyNumOperands(op, 0)) ||
      failed(verifyUnitProperty(op, "no_inline")))
    return failure();
  Region &region = op->getRegion(0);
  if (region.empty()) return op->emitOpError() << "region needs to have at least one block";
  if (region.front().getNumArguments() > 0) return op->emitOpError() << "region cannot have any arguments";
  return success();
}

LogicalResult verifyExecuteRegionRegions(Operation *op) { return verifyYieldsToParent(op, op->getRegion(0)); }

// ---- scf.index_switch ----------------------------------------------------------------

void printIndexSwitch(OpAsmPrinter &p, Operation *op) {
  if (op->getNumOperands() != 1 || op->getNumRegions() != IndexSwitchOp(op).getCases().size() + 1)
    return printMalformed(p, op);
  IndexSwitchOp s(op);
  p << " " << s.getArg();
  p.printOptionalAttrDict(op->getAttrs(), {"cases"});
  if (op->getNumResults() != 0) {
    p << " -> ";
    printTypeList(p, op->getResultTypes());
  }
  p << " ";
  ArrayRef<int64_t> cases = s.getCases();
  for (size_t i = 0; i < cases.size() && i + 1 < op->getNumRegions(); ++i) {
    p.printNewline();
    p << "case " << cases[i] << " ";
    p.printRegion(s.getCaseRegion(i), /*printEntryBlockArgs=*/false);
  }
  p.printNewline();
  p << "default ";
  // The ODS region directive of an op with an implicit terminator elides it
  // when it carries nothing (no operands, results or attributes).
  bool printTerminator = true;
  Region &def = s.getDefaultRegion();
  if (!def.empty() && !def.front().empty()) {
    Operation &term = def.front().back();
    if (term.hasTrait(OpTrait::Terminator))
      printTerminator = !term.getAttrDictionary().empty() || term.getNumOperands() != 0 || term.getNumResults() != 0;
  }
  p.printRegion(def, /*printEntryBlockArgs=*/true, printTerminator);
}

ParseResult parseIndexSwitch(OpAsmParser &parser, OperationState &state) {
  OpAsmParser::UnresolvedOperand arg;
  if (failed(parser.parseOperand(arg)) || failed(parser.parseOptionalAttrDict(state.attributes))) return failure();
  if (succeeded(parser.parseOptionalArrow()) && failed(parser.parseTypeList(state.types))) return failure();
  Region *defaultRegion = state.addRegion();
  std::vector<int64_t> cases;
  while (succeeded(parser.parseOptionalKeyword("case"))) {
    int64_t value = 0;
    Region *region = state.addRegion();
    if (failed(parser.parseInteger(value)) || failed(parser.parseRegion(*region))) return failure();
    cases.push_back(value);
  }
  state.addAttribute("cases", parser.getBuilder().getDenseI64ArrayAttr(cases));
  if (failed(parser.parseKeyword("default")) || failed(parser.parseRegion(*defaultRegion))) return failure();
  ensureYieldTerminator(*defaultRegion, parser.getContext(), state.location);
  return parser.resolveOperand(arg, parser.getBuilder().getIndexType(), state.operands);
}

LogicalResult verifyIndexSwitch(Operation *op) {
  if (failed(verifyZeroSuccessors(op)) || failed(verifyNumOperands(op, 1)) ||
      failed(verifyOperandType(op, 0, constraints::kIndex)) || failed(verifyDenseI64ArrayAttr(op, "cases")))
    return failure();
  if (op->getNumRegions() < 1) return op->emitOpError() << "expected 1 or more regions";
  if (failed(verifySingleBlock(op))) return failure();
  for (unsigned i = 0; i < op->getNumRegions(); ++i)
    if (failed(verifySingleBlockRegion(op, i, i == 0 ? "defaultRegion" : "caseRegions"))) return failure();
  IndexSwitchOp s(op);
  ArrayRef<int64_t> cases = s.getCases();
  if (cases.size() != op->getNumRegions() - 1)
    return op->emitOpError() << "has " << op->getNumRegions() - 1 << " case regions but " << cases.size()
                             << " case values";
  for (size_t i = 0; i < cases.size(); ++i)
    for (size_t j = 0; j < i; ++j)
      if (cases[i] == cases[j]) return op->emitOpError() << "has duplicate case value: " << cases[i];
  std::vector<Type> resultTypes = op->getResultTypes();
  auto verifyRegion = [&](Region &region, const std::string &name) -> LogicalResult {
    Operation &last = region.front().back();
    if (!YieldOp::classof(&last))
      return op->emitOpError() << "expected region to end with scf.yield, but got " << last.getName();
    if (last.getNumOperands() != resultTypes.size()) {
      InFlightDiagnostic diag = op->emitOpError();
      diag << "expected each region to return " << resultTypes.size() << " values, but " << name << " returns "
           << last.getNumOperands();
      diag.attachNote(last.getLoc()) << "see yield operation here";
      return diag;
    }
    for (size_t i = 0; i < resultTypes.size(); ++i) {
      Type t = last.getOperand(i).getType();
      if (t == resultTypes[i]) continue;
      InFlightDiagnostic diag = op->emitOpError();
      diag << "expected result #" << i << " of each region to be " << quoted(resultTypes[i]);
      diag.attachNote(last.getLoc()) << name << " returns " << quoted(t) << " here";
      return diag;
    }
    return success();
  };
  if (failed(verifyRegion(s.getDefaultRegion(), "default region"))) return failure();
  for (unsigned i = 0; i < cases.size(); ++i)
    if (failed(verifyRegion(s.getCaseRegion(i), "case region #" + std::to_string(i)))) return failure();
  return success();
}

LogicalResult verifyIndexSwitchRegions(Operation *op) {
  for (unsigned i = 0; i < op->getNumRegions(); ++i)
    if (failed(verifyYieldsToParent(op, op->getRegion(i)))) return failure();
  return success();
}

void registerOp(Context &ctx, std::string_view name, uint32_t traits, std::vector<std::string> inherent,
                OpDefinition::ParseFn parse, OpDefinition::PrintFn print, OpDefinition::VerifyFn verify,
                OpDefinition::VerifyFn verifyRegions) {
  OpDefinition def;
  def.name = std::string(name);
  def.dialect = "scf";
  def.traits = traits;
  def.inherentAttrs = std::move(inherent);
  def.parse = parse;
  def.print = print;
  def.verify = verify;
  def.verifyRegions = verifyRegions;
  ctx.registerOp(std::move(def));
}

}  // namespace

namespace detail {

void registerIfOps(Context &ctx) {
  uint32_t recursive = static_cast<uint32_t>(OpTrait::RecursiveMemoryEffects);
  registerOp(ctx, IfOp::getOperationName(), recursive | OpTrait::SingleBlock, {}, parseIf, printIf, verifyIf,
             verifyIfRegions);
  registerOp(ctx, ExecuteRegionOp::getOperationName(), recursive, {"no_inline"}, parseExecuteRegion, printExecuteRegion,
             verifyExecuteRegion, verifyExecuteRegionRegions);
  registerOp(ctx, IndexSwitchOp::getOperationName(), recursive | OpTrait::SingleBlock, {"cases"}, parseIndexSwitch,
             printIndexSwitch, verifyIndexSwitch, verifyIndexSwitchRegions);
}

}  // namespace detail
}  // namespace tbuf::scf

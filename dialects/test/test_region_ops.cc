// Ops of MLIR's test dialect with regions, as the deallocation, hoisting and
// non-module bufferization tests use them:
//   %r = test.region_if %a, %b : T, U -> (R) then {^bb0(...): ...} else {...} join {...}
//        then and else each receive all operands and run at most once; both
//        yield (test.region_if_yield) into the join region, which yields the
//        results. RegionBranchOpInterface and recursive memory effects, as
//        MLIR declares them; the regions carry their own entry arguments.
//   test.region_if_yield %v : T        pure terminator forwarding its operands
//   "test.symbol_scope_isolated"() ({ ... "test.finish"() : () -> () })
//        isolated symbol table without custom assembly (a non-module root
//        for nested passes); unknown effects
//   "test.finish"()                    terminator (unknown effects)
//   "test.return"(...)                 pure return-like terminator
#include <memory>

#include "dialects/test/test_internal.h"
#include "ir/context.h"
#include "ir/control_flow_interfaces.h"
#include "ir/op_asm.h"
#include "ir/region.h"

namespace tbuf {

namespace {

using Operand = OpAsmParser::UnresolvedOperand;

// ---- test.region_if ----

ParseResult parseRegionIf(OpAsmParser &p, OperationState &state) {
  std::vector<Operand> operands;
  std::vector<Type> operandTypes;
  Region *thenRegion = state.addRegion();
  Region *elseRegion = state.addRegion();
  Region *joinRegion = state.addRegion();
  Location loc = p.getCurrentLocation();
  if (failed(p.parseOperandList(operands)) || failed(p.parseColonTypeList(operandTypes)) ||
      failed(p.parseArrowTypeList(state.types)))
    return failure();
  if (failed(p.parseKeyword("then")) || failed(p.parseRegion(*thenRegion)) || failed(p.parseKeyword("else")) ||
      failed(p.parseRegion(*elseRegion)) || failed(p.parseKeyword("join")) || failed(p.parseRegion(*joinRegion)))
    return failure();
  return p.resolveOperands(operands, operandTypes, loc, state.operands);
}

void printRegionIf(OpAsmPrinter &p, Operation *op) {
  p << " ";
  p.printOperands(op->getOperands());
  p << ": ";
  std::vector<Type> types;
  for (Value v : op->getOperands()) types.push_back(v.getType());
  for (size_t i = 0; i < types.size(); ++i) {
    if (i) p << ", ";
    p << types[i];
  }
  p << " -> ";
  p.printArrowTypeList(op->getResultTypes());
  p << " then ";
  p.printRegion(op->getRegion(0), /*printEntryBlockArgs=*/true, /*printBlockTerminators=*/true);
  p << " else ";
  p.printRegion(op->getRegion(1), /*printEntryBlockArgs=*/true, /*printBlockTerminators=*/true);
  p << " join ";
  p.printRegion(op->getRegion(2), /*printEntryBlockArgs=*/true, /*printBlockTerminators=*/true);
}

LogicalResult verifyRegionIf(Operation *op) {
  if (op->getNumRegions() != 3) return op->emitOpError() << "requires 3 regions";
  // SingleBlockImplicitTerminator<"RegionIfYieldOp">: every region is one
  // block ending in test.region_if_yield.
  static const char *const kNames[] = {"thenRegion", "elseRegion", "joinRegion"};
  for (unsigned i = 0; i < 3; ++i) {
    Region &r = op->getRegion(i);
    if (r.getNumBlocks() > 1 || (i == 0 && r.empty()))
      return op->emitOpError() << "region #" << i << " ('" << kNames[i]
                               << "') failed to verify constraint: region with 1 blocks";
    if (r.empty()) continue;
    Operation *term = r.front().empty() ? nullptr : &r.front().back();
    if (term && term->getName() == "test.region_if_yield") continue;
    InFlightDiagnostic diag = op->emitOpError();
    diag << "expects regions to end with 'test.region_if_yield', found '"
         << (term ? std::string(term->getName()) : std::string("<none>")) << "'";
    diag.attachNote() << "in custom textual format, the absence of terminator implies 'test.region_if_yield'";
    return failure();
  }
  return success();
}

/// then/else receive all operands; both go to join; join goes to the results.
class RegionIfBranch : public RegionBranchOpInterface {
 public:
  void getSuccessorRegions(Operation *op, Region *from, std::vector<RegionSuccessor> &out) const override {
    Region &join = op->getRegion(2);
    if (from) {
      if (from != &join) out.push_back({&join, join.empty() ? std::vector<Value>{} : join.getArguments()});
      else out.push_back(RegionSuccessor{nullptr, op->getResults().vec()});
      return;
    }
    for (unsigned i = 0; i < 2; ++i) {
      Region &r = op->getRegion(i);
      out.push_back({&r, r.empty() ? std::vector<Value>{} : r.getArguments()});
    }
  }
  std::vector<OpOperand *> getEntrySuccessorOperands(Operation *op, Region *) const override {
    std::vector<OpOperand *> r;
    for (unsigned i = 0; i < op->getNumOperands(); ++i) r.push_back(&op->getOpOperand(i));
    return r;
  }
};

class RegionIfYieldTerminator : public RegionBranchTerminatorOpInterface {
 public:
  std::vector<OpOperand *> getSuccessorOperands(Operation *term, Region *) const override {
    std::vector<OpOperand *> r;
    for (unsigned i = 0; i < term->getNumOperands(); ++i) r.push_back(&term->getOpOperand(i));
    return r;
  }
};

// ---- test.region_if_yield: `$results attr-dict `:` type($results)` ----

ParseResult parseRegionIfYield(OpAsmParser &p, OperationState &state) {
  std::vector<Operand> operands;
  std::vector<Type> types;
  Location loc = p.getCurrentLocation();
  if (failed(p.parseOperandList(operands)) || failed(p.parseOptionalAttrDict(state.attributes)) ||
      failed(p.parseColon()))
    return failure();
  Type type;
  if (succeeded(p.parseOptionalType(type))) {
    types.push_back(type);
    while (succeeded(p.parseOptionalComma())) {
      if (failed(p.parseType(type))) return failure();
      types.push_back(type);
    }
  }
  return p.resolveOperands(operands, types, loc, state.operands);
}

void printRegionIfYield(OpAsmPrinter &p, Operation *op) {
  p << " ";
  p.printOperands(op->getOperands());
  p.printOptionalAttrDict(op->getAttrs());
  p << " : ";
  for (unsigned i = 0; i < op->getNumOperands(); ++i) {
    if (i) p << ", ";
    p << op->getOperand(i).getType();
  }
}

}  // namespace

void registerTestRegionOps(Context &ctx) {
  {
    OpDefinition def = makeTestDef("test.region_if", static_cast<uint32_t>(OpTrait::RecursiveMemoryEffects));
    def.parse = parseRegionIf;
    def.print = printRegionIf;
    def.verify = verifyRegionIf;
    ctx.registerOp(std::move(def));
    ctx.attachInterface<RegionBranchOpInterface>("test.region_if", std::make_unique<RegionIfBranch>());
  }
  {
    OpDefinition def = makeTestDef("test.region_if_yield", OpTrait::Pure | OpTrait::Terminator);
    def.parse = parseRegionIfYield;
    def.print = printRegionIfYield;
    ctx.registerOp(std::move(def));
    ctx.attachInterface<RegionBranchTerminatorOpInterface>("test.region_if_yield",
                                                           std::make_unique<RegionIfYieldTerminator>());
  }
  {
    OpDefinition def = makeTestDef("test.symbol_scope_isolated", OpTrait::IsolatedFromAbove | OpTrait::SymbolTable |
                                                                     static_cast<uint32_t>(OpTrait::SingleBlock));
    def.verify = [](Operation *op) -> LogicalResult {
      if (op->getNumRegions() != 1) return op->emitOpError() << "requires one region";
      return success();
    };
    ctx.registerOp(std::move(def));
  }
  ctx.registerOp(makeTestDef("test.finish", static_cast<uint32_t>(OpTrait::Terminator)));
  ctx.registerOp(makeTestDef("test.return", OpTrait::Pure | OpTrait::Terminator | OpTrait::ReturnLike));
}

}  // namespace tbuf

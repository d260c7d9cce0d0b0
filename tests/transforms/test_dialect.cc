// Op definitions for the transforms tests (see test_dialect.h).
#include "tests/transforms/test_dialect.h"

#include <gtest/gtest.h>

#include "ir/control_flow_interfaces.h"
#include "ir/parser/parser.h"
#include "ir/printer/printer.h"
#include "ir/rewriter.h"
#include "transforms/fold_utils.h"

namespace tbuf::transforms_test {

namespace {

OpDefinition makeDef(std::string name, uint32_t traits, std::vector<std::string> inherent = {}) {
  OpDefinition def;
  def.name = std::move(name);
  def.traits = traits;
  def.inherentAttrs = std::move(inherent);
  return def;
}

uint32_t bits(OpTrait t) { return static_cast<uint32_t>(t); }

std::vector<OpOperand *> operandRange(Operation *op, unsigned begin, unsigned end) {
  std::vector<OpOperand *> out;
  for (unsigned i = begin; i < end && i < op->getNumOperands(); ++i) out.push_back(&op->getOpOperand(i));
  return out;
}

/// `*.br`: every operand goes to the single successor; `*.cond_br`: operand
/// segments (condition, true operands, false operands).
class TestBranch : public BranchOpInterface {
 public:
  std::vector<OpOperand *> getSuccessorOperands(Operation *op, unsigned index) const override {
    auto segments = op->getAttrOfType<DenseArrayAttr>("operandSegmentSizes");
    if (!segments) return operandRange(op, 0, op->getNumOperands());
    ArrayRef<int64_t> seg = segments.asInts();
    unsigned begin = seg[0];
    if (index == 0) return operandRange(op, begin, begin + seg[1]);
    return operandRange(op, begin + seg[1], begin + seg[1] + seg[2]);
  }
};

LogicalResult constantFold(Operation *op, ArrayRef<Attribute>, std::vector<OpFoldResult> &results) {
  Attribute value = op->getAttr("value");
  if (!value) return failure();
  results.push_back(value);
  return success();
}

bool isIntConstant(Attribute a, int64_t v) {
  auto i = a ? a.dyn_cast<IntegerAttr>() : IntegerAttr();
  return i && i.getInt() == v;
}

/// MLIR's arith.addi fold: x + 0 -> x, constant + constant.
LogicalResult addFold(Operation *op, ArrayRef<Attribute> c, std::vector<OpFoldResult> &results) {
  if (isIntConstant(c[1], 0)) {
    results.push_back(op->getOperand(0));
    return success();
  }
  auto a = c[0] ? c[0].dyn_cast<IntegerAttr>() : IntegerAttr();
  auto b = c[1] ? c[1].dyn_cast<IntegerAttr>() : IntegerAttr();
  if (!a || !b) return failure();
  results.push_back(IntegerAttr::get(op->getResult(0).getType(), a.getInt() + b.getInt()));
  return success();
}

/// MLIR's arith.muli fold: x * 0 -> 0 (the zero operand), x * 1 -> x,
/// constant * constant.
LogicalResult mulFold(Operation *op, ArrayRef<Attribute> c, std::vector<OpFoldResult> &results) {
  if (isIntConstant(c[1], 0)) {
    results.push_back(op->getOperand(1));
    return success();
  }
  if (isIntConstant(c[1], 1)) {
    results.push_back(op->getOperand(0));
    return success();
  }
  auto a = c[0] ? c[0].dyn_cast<IntegerAttr>() : IntegerAttr();
  auto b = c[1] ? c[1].dyn_cast<IntegerAttr>() : IntegerAttr();
  if (!a || !b) return failure();
  results.push_back(IntegerAttr::get(op->getResult(0).getType(), a.getInt() * b.getInt()));
  return success();
}

/// MLIR's AddIAddConstant / MulIMulIConstant: op(op(x, c0), c1) ->
/// op(x, c0 <op> c1), creating the new constant and op at the root.
LogicalResult reassociateConstants(Operation *op, RewriterBase &rewriter, int64_t (*combine)(int64_t, int64_t)) {
  Attribute c1Attr = getConstantValue(op->getOperand(1));
  auto c1 = c1Attr ? c1Attr.dyn_cast<IntegerAttr>() : IntegerAttr();
  Operation *inner = op->getOperand(0).getDefiningOp();
  if (!c1 || !inner || inner->getName() != op->getName()) return failure();
  Attribute c0Attr = getConstantValue(inner->getOperand(1));
  auto c0 = c0Attr ? c0Attr.dyn_cast<IntegerAttr>() : IntegerAttr();
  if (!c0) return failure();
  Type type = op->getResult(0).getType();
  OperationState cst(rewriter.getContext(), op->getLoc(), "arith.constant");
  cst.addAttribute("value", IntegerAttr::get(type, combine(c0.getInt(), c1.getInt())));
  cst.addTypes({type});
  Operation *newConst = rewriter.create(cst);
  OperationState state(rewriter.getContext(), op->getLoc(), op->getName());
  state.addOperands({inner->getOperand(0), newConst->getResult(0)});
  if (Attribute flags = op->getAttr("overflowFlags")) state.addAttribute("overflowFlags", flags);
  state.addTypes({type});
  rewriter.replaceOp(op, rewriter.create(state));
  return success();
}

LogicalResult addiAddConstant(Operation *op, RewriterBase &rewriter) {
  return reassociateConstants(op, rewriter, [](int64_t a, int64_t b) { return a + b; });
}
LogicalResult muliMulIConstant(Operation *op, RewriterBase &rewriter) {
  return reassociateConstants(op, rewriter, [](int64_t a, int64_t b) { return a * b; });
}

void writeEffects(Operation *op, std::vector<MemoryEffect> &effects) {
  effects.push_back({EffectKind::Write, op->getNumOperands() ? Value(op->getOperand(0)) : Value()});
}
void readEffects(Operation *op, std::vector<MemoryEffect> &effects) {
  effects.push_back({EffectKind::Read, op->getNumOperands() ? Value(op->getOperand(0)) : Value()});
}
void allocEffects(Operation *op, std::vector<MemoryEffect> &effects) {
  effects.push_back({EffectKind::Allocate, op->getResult(0)});
}

}  // namespace

void registerTestOps(Context &ctx) {
  OpDefinition constant = makeDef("test.constant", OpTrait::ConstantLike | OpTrait::Pure, {"value"});
  constant.fold = constantFold;
  ctx.registerOp(constant);

  OpDefinition add = makeDef("test.add", OpTrait::Pure | OpTrait::Commutative);
  add.fold = addFold;
  ctx.registerOp(add);

  ctx.registerOp(makeDef("test.pure", bits(OpTrait::Pure)));
  ctx.registerOp(makeDef("test.region", bits(OpTrait::RecursiveMemoryEffects)));
  ctx.registerOp(makeDef("test.yield", OpTrait::Terminator | OpTrait::Pure | OpTrait::ReturnLike));
  ctx.registerOp(makeDef("test.func", OpTrait::IsolatedFromAbove | OpTrait::Symbol, {"sym_name"}));
  ctx.registerOp(makeDef("test.isolated", OpTrait::IsolatedFromAbove | OpTrait::RecursiveMemoryEffects));
  ctx.registerOp(makeDef("test.return", OpTrait::Terminator | OpTrait::ReturnLike));

  OpDefinition write = makeDef("test.write", 0);
  write.getEffects = writeEffects;
  ctx.registerOp(write);
  OpDefinition read = makeDef("test.read", 0);
  read.getEffects = readEffects;
  ctx.registerOp(read);
  OpDefinition alloc = makeDef("test.alloc", 0);
  alloc.getEffects = allocEffects;
  ctx.registerOp(alloc);

  ctx.registerOp(makeDef("test.br", bits(OpTrait::Terminator)));
  ctx.registerOp(makeDef("test.cond_br", bits(OpTrait::Terminator), {"operandSegmentSizes"}));
  ctx.registerOp(makeDef("test.opaque_br", bits(OpTrait::Terminator)));
  ctx.attachInterface<BranchOpInterface>("test.br", std::make_unique<TestBranch>());
  ctx.attachInterface<BranchOpInterface>("test.cond_br", std::make_unique<TestBranch>());

  registerConstantMaterializer(ctx, "test", [](OpBuilder &b, Attribute value, Type type, Location loc) -> Operation * {
    OperationState state(b.getContext(), loc, "test.constant");
    state.addAttribute("value", value);
    state.addTypes({type});
    return b.create(state);
  });
}

void registerMlirStandIns(Context &ctx) {
  ctx.registerOp(makeDef("func.func",
                         OpTrait::IsolatedFromAbove | OpTrait::Symbol | OpTrait::AutomaticAllocationScope,
                         {"arg_attrs", "function_type", "res_attrs", "sym_name", "sym_visibility"}));
  ctx.registerOp(makeDef("func.return", OpTrait::Terminator | OpTrait::ReturnLike | OpTrait::Pure));

  OpDefinition constant = makeDef("arith.constant", OpTrait::ConstantLike | OpTrait::Pure, {"value"});
  constant.fold = constantFold;
  ctx.registerOp(constant);
  OpDefinition addi =
      makeDef("arith.addi", OpTrait::Pure | OpTrait::Commutative | OpTrait::SameOperandsAndResultType, {"overflowFlags"});
  addi.fold = addFold;
  addi.canonicalizers.push_back(addiAddConstant);
  ctx.registerOp(addi);
  OpDefinition muli =
      makeDef("arith.muli", OpTrait::Pure | OpTrait::Commutative | OpTrait::SameOperandsAndResultType, {"overflowFlags"});
  muli.fold = mulFold;
  muli.canonicalizers.push_back(muliMulIConstant);
  ctx.registerOp(muli);

  ctx.registerOp(makeDef("scf.for", OpTrait::RecursiveMemoryEffects | OpTrait::SingleBlock));
  ctx.registerOp(makeDef("scf.if", OpTrait::RecursiveMemoryEffects | OpTrait::SingleBlock));
  ctx.registerOp(makeDef("scf.yield", OpTrait::Terminator | OpTrait::Pure | OpTrait::ReturnLike));

  ctx.registerOp(makeDef("cf.br", OpTrait::Terminator | OpTrait::Pure));
  ctx.registerOp(makeDef("cf.cond_br", OpTrait::Terminator | OpTrait::Pure, {"operandSegmentSizes"}));
  ctx.attachInterface<BranchOpInterface>("cf.br", std::make_unique<TestBranch>());
  ctx.attachInterface<BranchOpInterface>("cf.cond_br", std::make_unique<TestBranch>());

  OpDefinition load = makeDef("memref.load", 0, {"nontemporal"});
  load.getEffects = [](Operation *op, std::vector<MemoryEffect> &effects) {
    effects.push_back({EffectKind::Read, op->getOperand(0)});
  };
  ctx.registerOp(load);
  OpDefinition store = makeDef("memref.store", 0, {"nontemporal"});
  store.getEffects = [](Operation *op, std::vector<MemoryEffect> &effects) {
    effects.push_back({EffectKind::Write, op->getOperand(1)});
  };
  ctx.registerOp(store);

  registerConstantMaterializer(ctx, "arith", materializeArithConstant);
}

OwningOpRef parse(Context &ctx, std::string_view text) {
  OwningOpRef module = parseSourceString(ctx, text, "test.mlir");
  EXPECT_TRUE(module) << "failed to parse:\n" << text;
  return module;
}

std::string printGeneric(Operation *op) {
  PrintingFlags flags;
  flags.printGenericOpForm = true;
  return printToString(op, flags);
}

int countOps(Operation *op, std::string_view name) {
  int n = 0;
  op->walk([&](Operation *nested) { n += nested->getName() == name; });
  return n;
}

}  // namespace tbuf::transforms_test

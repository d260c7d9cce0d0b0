// bufferization.dealloc -> memref/scf/arith/func (see lower_deallocations.h).
// The ops are created in exactly the order of MLIR 22's DeallocOpConversion
// and buildDeallocationLibraryFunction so that the printed output (value
// names included) matches `mlir-opt-22 --bufferization-lower-deallocations`.
// Like MLIR's dialect conversion, nothing created here is folded or
// deduplicated (each index constant is created where it is used);
// canonicalize/cse clean up afterwards.
#include "dealloc/lower_deallocations.h"

#include <string>
#include <vector>

#include "absl/container/flat_hash_set.h"
#include "dialects/arith/arith_ops.h"
#include "dialects/bufferization/bufferization_ops.h"
#include "dialects/memref/memref_ops.h"
#include "dialects/scf/scf_ops.h"
#include "ir/block.h"
#include "ir/region.h"

namespace tbuf::dealloc {

namespace {

Value indexConst(OpBuilder &b, Location loc, int64_t v) {
  return b.create<arith::ConstantIndexOp>(loc, v)->getResult(0);
}
Value boolConst(OpBuilder &b, Location loc, bool v) {
  return b.create<arith::ConstantOp>(loc, b.getBoolAttr(v))->getResult(0);
}
Value extractPointer(OpBuilder &b, Location loc, Value memref) {
  return b.create<memref::ExtractAlignedPointerAsIndexOp>(loc, memref)->getResult(0);
}
Value cmpi(OpBuilder &b, Location loc, arith::CmpIPredicate pred, Value lhs, Value rhs) {
  return b.create<arith::CmpIOp>(loc, pred, lhs, rhs)->getResult(0);
}
Value andi(OpBuilder &b, Location loc, Value lhs, Value rhs) {
  return b.create<arith::AndIOp>(loc, lhs, rhs)->getResult(0);
}
MemRefType dynamic1D(Type elementType) { return MemRefType::get({kDynamic}, elementType); }

/// `scf.if %cond { memref.dealloc %memref }`.
void createGuardedDealloc(OpBuilder &b, Location loc, Value cond, Value memref) {
  b.create<scf::IfOp>(loc, cond, [&](OpBuilder &nested, Location l) {
    nested.create<memref::DeallocOp>(l, memref);
    nested.create<scf::YieldOp>(l, ValueRange());
  });
}

/// One memref, no retained values.
void rewriteOneMemrefNoRetainCase(bufferization::DeallocOp op, RewriterBase &rewriter) {
  Location loc = op->getLoc();
  createGuardedDealloc(rewriter, loc, op.getConditions()[0], op.getMemrefs()[0]);
  rewriter.replaceOp(op, std::vector<Value>{});
}

/// One memref, any number of retained values: linear pointer comparisons.
void rewriteOneMemrefMultipleRetainCase(bufferization::DeallocOp op, RewriterBase &rewriter) {
  Location loc = op->getLoc();
  Value memref = op.getMemrefs()[0], cond = op.getConditions()[0];
  std::vector<Value> doesNotAliasList;
  Value memrefAsIdx = extractPointer(rewriter, loc, memref);
  for (Value retained : op.getRetained()) {
    Value retainedAsIdx = extractPointer(rewriter, loc, retained);
    doesNotAliasList.push_back(cmpi(rewriter, loc, arith::CmpIPredicate::ne, memrefAsIdx, retainedAsIdx));
  }
  // AND-reduce, then guard the dealloc with the op's condition as well.
  Value prev = doesNotAliasList.front();
  for (size_t i = 1; i < doesNotAliasList.size(); ++i) prev = andi(rewriter, loc, prev, doesNotAliasList[i]);
  Value shouldDealloc = andi(rewriter, loc, prev, cond);
  createGuardedDealloc(rewriter, loc, shouldDealloc, memref);

  // Result i = select(aliases(r_i), cond, false), already canonicalized.
  std::vector<Value> replacements;
  Value trueVal = boolConst(rewriter, loc, true);
  for (Value doesNotAlias : doesNotAliasList) {
    Value aliases = rewriter.create<arith::XOrIOp>(loc, doesNotAlias, trueVal)->getResult(0);
    replacements.push_back(andi(rewriter, loc, aliases, cond));
  }
  rewriter.replaceOp(op, replacements);
}

/// Everything else: marshal into buffers and call the helper.
void rewriteGeneralCase(bufferization::DeallocOp op, RewriterBase &rewriter, func::FuncOp helper) {
  Location loc = op->getLoc();
  std::vector<Value> memrefs = op.getMemrefs().vec(), conditions = op.getConditions().vec(),
                     retained = op.getRetained().vec();
  auto n = [](const std::vector<Value> &v) { return static_cast<int64_t>(v.size()); };
  Type indexType = rewriter.getIndexType(), i1Type = rewriter.getI1Type();
  auto alloc = [&](int64_t size, Type elementType) {
    return rewriter.create<memref::AllocOp>(loc, MemRefType::get({size}, elementType))->getResult(0);
  };
  auto cast = [&](Value v, Type elementType) {
    return rewriter.create<memref::CastOp>(loc, dynamic1D(elementType), v)->getResult(0);
  };
  auto store = [&](Value v, Value buffer, int64_t i) {
    rewriter.create<memref::StoreOp>(loc, v, buffer, std::vector<Value>{indexConst(rewriter, loc, i)});
  };

  Value toDeallocMemref = alloc(n(memrefs), indexType);
  Value conditionMemref = alloc(n(conditions), i1Type);
  Value toRetainMemref = alloc(n(retained), indexType);
  for (int64_t i = 0; i < n(memrefs); ++i) {
    Value memrefAsIdx = extractPointer(rewriter, loc, memrefs[i]);
    store(memrefAsIdx, toDeallocMemref, i);
  }
  for (int64_t i = 0; i < n(conditions); ++i) store(conditions[i], conditionMemref, i);
  for (int64_t i = 0; i < n(retained); ++i) {
    Value memrefAsIdx = extractPointer(rewriter, loc, retained[i]);
    store(memrefAsIdx, toRetainMemref, i);
  }
  // Dynamic shapes: one helper serves every dealloc of the module.
  Value castedDeallocMemref = cast(toDeallocMemref, indexType);
  Value castedCondsMemref = cast(conditionMemref, i1Type);
  Value castedRetainMemref = cast(toRetainMemref, indexType);
  Value deallocCondsMemref = alloc(n(memrefs), i1Type);
  Value retainCondsMemref = alloc(n(retained), i1Type);
  Value castedDeallocCondsMemref = cast(deallocCondsMemref, i1Type);
  Value castedRetainCondsMemref = cast(retainCondsMemref, i1Type);
  rewriter.create<func::CallOp>(loc, helper,
                                std::vector<Value>{castedDeallocMemref, castedRetainMemref, castedCondsMemref,
                                                   castedDeallocCondsMemref, castedRetainCondsMemref});

  for (int64_t i = 0; i < n(memrefs); ++i) {
    Value idx = indexConst(rewriter, loc, i);
    Value shouldDealloc =
        rewriter.create<memref::LoadOp>(loc, deallocCondsMemref, std::vector<Value>{idx})->getResult(0);
    createGuardedDealloc(rewriter, loc, shouldDealloc, memrefs[i]);
  }
  std::vector<Value> replacements;
  for (int64_t i = 0; i < n(retained); ++i) {
    Value idx = indexConst(rewriter, loc, i);
    replacements.push_back(
        rewriter.create<memref::LoadOp>(loc, retainCondsMemref, std::vector<Value>{idx})->getResult(0));
  }
  // Free the marshalling buffers (deallocation passes do not run after this).
  for (Value buffer : {toDeallocMemref, toRetainMemref, conditionMemref, deallocCondsMemref, retainCondsMemref})
    rewriter.create<memref::DeallocOp>(loc, buffer);
  rewriter.replaceOp(op, replacements);
}

/// MLIR's SymbolTable::insert renaming: `name`, else `name_0`, `name_1`, ...
std::string uniqueSymbolName(Block *body, std::string_view name) {
  absl::flat_hash_set<std::string> used;
  for (Operation &op : *body)
    if (auto sym = op.getAttrOfType<StringAttr>("sym_name")) used.insert(std::string(sym.getValue()));
  std::string candidate(name);
  for (unsigned i = 0; used.contains(candidate); ++i) candidate = std::string(name) + "_" + std::to_string(i);
  return candidate;
}

}  // namespace

Operation *getParentSymbolTable(Operation *op) {
  for (Operation *p = op->getParentOp(); p; p = p->getParentOp())
    if (p->hasTrait(OpTrait::SymbolTable)) return p;
  return nullptr;
}

func::FuncOp buildDeallocationLibraryFunction(OpBuilder &builder, Location loc, Operation *symbolTable) {
  Context *ctx = builder.getContext();
  Type indexMemrefType = dynamic1D(builder.getIndexType());
  Type boolMemrefType = dynamic1D(builder.getI1Type());
  std::vector<Type> argTypes{indexMemrefType, indexMemrefType, boolMemrefType, boolMemrefType, boolMemrefType};

  Block *body = &symbolTable->getRegion(0).front();
  func::FuncOp helper = func::FuncOp::create(ctx, loc, uniqueSymbolName(body, "dealloc_helper"),
                                             builder.getFunctionType(argTypes, {}));
  helper.setPrivate();
  Operation *terminator = nullptr;
  if (!body->empty() && body->back().hasTrait(OpTrait::Terminator)) terminator = &body->back();
  body->insertBefore(terminator, helper.getOperation());
  Block *block = helper.addEntryBlock();

  OpBuilder::InsertPoint saved = builder.saveInsertionPoint();
  builder.setInsertionPointToStart(block);
  Value toDeallocMemref = block->getArgument(0), toRetainMemref = block->getArgument(1),
        conditionMemref = block->getArgument(2), deallocCondsMemref = block->getArgument(3),
        retainCondsMemref = block->getArgument(4);

  Value c0 = indexConst(builder, loc, 0), c1 = indexConst(builder, loc, 1);
  Value trueValue = boolConst(builder, loc, true), falseValue = boolConst(builder, loc, false);
  Value toDeallocSize = builder.create<memref::DimOp>(loc, toDeallocMemref, c0)->getResult(0);
  Value toRetainSize = builder.create<memref::DimOp>(loc, toRetainMemref, c0)->getResult(0);

  // retainConds[i] = false for every retained value.
  builder.create<scf::ForOp>(loc, c0, toRetainSize, c1, ValueRange(),
                             [&](OpBuilder &b, Location l, Value i, ValueRange) {
                               b.create<memref::StoreOp>(l, falseValue, retainCondsMemref, std::vector<Value>{i});
                               b.create<scf::YieldOp>(l, ValueRange());
                             });

  builder.create<scf::ForOp>(
      loc, c0, toDeallocSize, c1, ValueRange(), [&](OpBuilder &b, Location l, Value outerIter, ValueRange) {
        Value toDealloc = b.create<memref::LoadOp>(l, toDeallocMemref, std::vector<Value>{outerIter})->getResult(0);
        Value cond = b.create<memref::LoadOp>(l, conditionMemref, std::vector<Value>{outerIter})->getResult(0);

        // Aliasing with the retained values: OR the condition into their
        // ownership, and remember whether none aliases.
        std::vector<Value> init{trueValue};
        Value noRetainAlias =
            b.create<scf::ForOp>(
                 l, c0, toRetainSize, c1, ValueRange(init),
                 [&](OpBuilder &b2, Location l2, Value i, ValueRange iterArgs) {
                   Value retainValue =
                       b2.create<memref::LoadOp>(l2, toRetainMemref, std::vector<Value>{i})->getResult(0);
                   Value doesAlias = cmpi(b2, l2, arith::CmpIPredicate::eq, retainValue, toDealloc);
                   b2.create<scf::IfOp>(l2, doesAlias, [&](OpBuilder &b3, Location l3) {
                     Value retainCondValue =
                         b3.create<memref::LoadOp>(l3, retainCondsMemref, std::vector<Value>{i})->getResult(0);
                     Value aggregated = b3.create<arith::OrIOp>(l3, retainCondValue, cond)->getResult(0);
                     b3.create<memref::StoreOp>(l3, aggregated, retainCondsMemref, std::vector<Value>{i});
                     b3.create<scf::YieldOp>(l3, ValueRange());
                   });
                   Value doesntAlias = cmpi(b2, l2, arith::CmpIPredicate::ne, retainValue, toDealloc);
                   Value yieldValue = andi(b2, l2, iterArgs[0], doesntAlias);
                   b2.create<scf::YieldOp>(l2, ValueRange(std::vector<Value>{yieldValue}));
                 })
                ->getResult(0);

        // Aliasing with an earlier memref of the list (freed there already).
        std::vector<Value> init2{noRetainAlias};
        Value noAlias =
            b.create<scf::ForOp>(l, c0, outerIter, c1, ValueRange(init2),
                                 [&](OpBuilder &b2, Location l2, Value i, ValueRange iterArgs) {
                                   Value prevDeallocValue =
                                       b2.create<memref::LoadOp>(l2, toDeallocMemref, std::vector<Value>{i})
                                           ->getResult(0);
                                   Value doesntAlias =
                                       cmpi(b2, l2, arith::CmpIPredicate::ne, prevDeallocValue, toDealloc);
                                   Value yieldValue = andi(b2, l2, iterArgs[0], doesntAlias);
                                   b2.create<scf::YieldOp>(l2, ValueRange(std::vector<Value>{yieldValue}));
                                 })
                ->getResult(0);

        Value shouldDealloc = andi(b, l, noAlias, cond);
        b.create<memref::StoreOp>(l, shouldDealloc, deallocCondsMemref, std::vector<Value>{outerIter});
        b.create<scf::YieldOp>(l, ValueRange());
      });

  builder.create<func::ReturnOp>(loc, std::vector<Value>{});
  builder.restoreInsertionPoint(saved);
  return helper;
}

void buildDeallocationHelpers(Operation *module, DeallocHelperMap &helpers) {
  OpBuilder builder(module->getContext());
  module->walk([&](Operation *op) {
    if (op->getName() != bufferization::DeallocOp::getOperationName()) return;
    if (bufferization::DeallocOp(op).getMemrefs().size() <= 1) return;
    Operation *symbolTable = getParentSymbolTable(op);
    if (!symbolTable || helpers.contains(symbolTable)) return;
    helpers[symbolTable] = buildDeallocationLibraryFunction(builder, module->getLoc(), symbolTable);
  });
}

LogicalResult lowerDeallocOp(Operation *op, RewriterBase &rewriter, const DeallocHelperMap &helpers) {
  bufferization::DeallocOp dealloc(op);
  rewriter.setInsertionPoint(op);
  if (dealloc.getMemrefs().empty()) {
    Value falseVal = boolConst(rewriter, op->getLoc(), false);
    rewriter.replaceOp(op, std::vector<Value>(dealloc.getRetained().size(), falseVal));
    return success();
  }
  if (dealloc.getMemrefs().size() == 1 && dealloc.getRetained().empty()) {
    rewriteOneMemrefNoRetainCase(dealloc, rewriter);
    return success();
  }
  if (dealloc.getMemrefs().size() == 1) {
    rewriteOneMemrefMultipleRetainCase(dealloc, rewriter);
    return success();
  }
  auto it = helpers.find(getParentSymbolTable(op));
  if (it == helpers.end())
    return op->emitError() << "library function required for generic lowering, but cannot be automatically "
                              "inserted when operating on functions";
  rewriteGeneralCase(dealloc, rewriter, it->second);
  return success();
}

}  // namespace tbuf::dealloc

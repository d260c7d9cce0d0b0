// Op, region, block, naming, alias and location printing on IR built with the
// core API. Expected texts are mlir-opt-22's output for the same IR written as
// text (the .mlir inputs are in the comments), except for the custom-hook
// tests, whose registered test ops exist only here.
#include <gtest/gtest.h>

#include <sstream>


#include "ir/diagnostics.h"
#include "ir/op_asm.h"
#include "ir/printer/printer.h"
#include "tests/printer/printer_test_util.h"

namespace tbuf {
namespace {

using testing::addBlock;
using testing::makeOp;

/// A stand-in for arith.constant: custom form `arith.constant 0 : index`,
/// result names `%c0`, `%c7_i32`, `%cst` as MLIR's.
void registerFakeConstant(Context &ctx) {
  OpDefinition def;
  def.name = "arith.constant";
  def.dialect = "arith";
  def.inherentAttrs = {"value"};
  def.print = [](OpAsmPrinter &p, Operation *op) {
    p.printOptionalAttrDict(op->getAttrs(), {"value"});
    p << " ";
    p.printAttribute(op->getAttr("value"));
  };
  def.getAsmResultNames = [](Operation *op, const OpDefinition::SetNameFn &setName) {
    auto v = op->getAttrOfType<IntegerAttr>("value");
    if (!v) {
      setName(op->getResult(0), "cst");
      return;
    }
    std::string name = "c" + std::to_string(v.getInt());
    if (!v.getType().isIndex()) name += "_" + v.getType().str();
    setName(op->getResult(0), name);
  };
  ctx.registerOp(std::move(def));
}

Value constant(Context &ctx, Block *b, int64_t v, Type t) {
  return makeOp(ctx, b, "arith.constant", {}, {t}, {{"value", IntegerAttr::get(t, v)}})->getResult(0);
}

// foo.func with nested regions, named constants, a multi-result op, and
// blocks with predecessors (see the mlir-opt input in the expected text).
TEST(PrintOps, NamesAcrossRegionsAndBlocks) {
  Context ctx;
  registerFakeConstant(ctx);
  Type i1 = IntegerType::get(&ctx, 1), i32 = IntegerType::get(&ctx, 32), index = IndexType::get(&ctx);
  OwningOpRef module(ModuleOp::create(&ctx, Location::unknown()).getOperation());
  Block *top = ModuleOp(module.get()).getBody();
  Operation *func = makeOp(ctx, top, "foo.func", {}, {}, {{"sym_name", StringAttr::get(&ctx, "f")}}, 1);
  Block *bb0 = addBlock(func->getRegion(0), {i1});
  Block *bb1 = addBlock(func->getRegion(0), {i32});
  Block *bb2 = addBlock(func->getRegion(0));
  Block *bb3 = addBlock(func->getRegion(0));
  Value arg0 = bb0->getArgument(0);
  Value a = constant(ctx, bb0, 0, index), b = constant(ctx, bb0, 0, index);
  Operation *ifOp = makeOp(ctx, bb0, "foo.if", {arg0}, {}, {}, 2);
  Block *thenBlock = addBlock(ifOp->getRegion(0));
  Value c = constant(ctx, thenBlock, 0, index);
  makeOp(ctx, thenBlock, "foo.use", {a, b, c}, {});
  Block *elseBlock = addBlock(ifOp->getRegion(1));
  Value d = constant(ctx, elseBlock, 0, index), e = constant(ctx, elseBlock, 1, index);
  Operation *pair = makeOp(ctx, elseBlock, "foo.pair", {}, {i32, i32});
  makeOp(ctx, elseBlock, "foo.use", {d, e, pair->getResult(1)}, {});
  constant(ctx, bb0, 0, index);
  Value h = constant(ctx, bb0, 7, i32);
  makeOp(ctx, bb0, "foo.br", {h}, {}, {}, 0, {bb1});
  makeOp(ctx, bb1, "foo.cond_br", {arg0, bb1->getArgument(0)}, {}, {}, 0, {bb2, bb2});
  makeOp(ctx, bb2, "foo.ret", {}, {});
  makeOp(ctx, bb3, "foo.ret", {}, {});

  EXPECT_EQ(printToString(module.get()), R"(module {
  "foo.func"() ({
  ^bb0(%arg0: i1):
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    "foo.if"(%arg0) ({
      %c0_2 = arith.constant 0 : index
      "foo.use"(%c0, %c0_0, %c0_2) : (index, index, index) -> ()
    }, {
      %c0_2 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %1:2 = "foo.pair"() : () -> (i32, i32)
      "foo.use"(%c0_2, %c1, %1#1) : (index, index, i32) -> ()
    }) : (i1) -> ()
    %c0_1 = arith.constant 0 : index
    %c7_i32 = arith.constant 7 : i32
    "foo.br"(%c7_i32)[^bb1] : (i32) -> ()
  ^bb1(%0: i32):  // pred: ^bb0
    "foo.cond_br"(%arg0, %0)[^bb2, ^bb2] : (i1, i32) -> ()
  ^bb2:  // 2 preds: ^bb1, ^bb1
    "foo.ret"() : () -> ()
  ^bb3:  // no predecessors
    "foo.ret"() : () -> ()
  }) {sym_name = "f"} : () -> ()
}
)");

  PrintingFlags generic;
  generic.printGenericOpForm = true;
  EXPECT_EQ(printToString(module.get(), generic), R"("builtin.module"() ({
  "foo.func"() ({
  ^bb0(%arg0: i1):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    "foo.if"(%arg0) ({
      %8 = "arith.constant"() <{value = 0 : index}> : () -> index
      "foo.use"(%0, %1, %8) : (index, index, index) -> ()
    }, {
      %5 = "arith.constant"() <{value = 0 : index}> : () -> index
      %6 = "arith.constant"() <{value = 1 : index}> : () -> index
      %7:2 = "foo.pair"() : () -> (i32, i32)
      "foo.use"(%5, %6, %7#1) : (index, index, i32) -> ()
    }) : (i1) -> ()
    %2 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    "foo.br"(%3)[^bb1] : (i32) -> ()
  ^bb1(%4: i32):  // pred: ^bb0
    "foo.cond_br"(%arg0, %4)[^bb2, ^bb2] : (i1, i32) -> ()
  ^bb2:  // 2 preds: ^bb1, ^bb1
    "foo.ret"() : () -> ()
  ^bb3:  // no predecessors
    "foo.ret"() : () -> ()
  }) {sym_name = "f"} : () -> ()
}) : () -> ()
)");

  // A nested op prints alone, numbered from the top-level op.
  EXPECT_EQ(ifOp->str(), R"("foo.if"(%arg0) ({
  %c0_2 = arith.constant 0 : index
  "foo.use"(%c0, %c0_0, %c0_2) : (index, index, index) -> ()
}, {
  %c0_2 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %1:2 = "foo.pair"() : () -> (i32, i32)
  "foo.use"(%c0_2, %c1, %1#1) : (index, index, i32) -> ()
}) : (i1) -> ())");
  EXPECT_EQ(pair->getResult(1).str(), "%1#1");
  EXPECT_EQ(h.str(), "%c7_i32");
  EXPECT_EQ(bb1->getArgument(0).str(), "%0");
  EXPECT_EQ(arg0.str(), "%arg0");
}

// Values at module level, nested modules (counters restart from the parent
// region, so both %1), an empty named module and empty regions.
TEST(PrintOps, TopLevelValuesAndNestedModules) {
  Context ctx;
  // MLIR's ModuleOp has default dialect "builtin" (nested modules print as
  // `module`); make sure the definition says so whatever the core sets.
  ctx.lookupOpMutable("builtin.module")->defaultDialect = "builtin";
  Type i32 = IntegerType::get(&ctx, 32), index = IndexType::get(&ctx);
  OwningOpRef module(ModuleOp::create(&ctx, Location::unknown()).getOperation());
  Block *top = ModuleOp(module.get()).getBody();
  makeOp(ctx, top, "foo.top", {}, {index});
  Operation *f1 = makeOp(ctx, top, "foo.func", {}, {}, {}, 1);
  Block *f1Body = addBlock(f1->getRegion(0), {i32});
  Value one = makeOp(ctx, f1Body, "foo.a", {}, {i32})->getResult(0);
  makeOp(ctx, f1Body, "foo.ret", {one}, {});
  ModuleOp inner = ModuleOp::create(&ctx, Location::unknown());
  top->push_back(inner.getOperation());
  makeOp(ctx, inner.getBody(), "foo.q", {}, {i32});
  Operation *f2 = makeOp(ctx, inner.getBody(), "foo.func", {}, {}, {}, 1);
  Block *f2Body = addBlock(f2->getRegion(0), {i32});
  makeOp(ctx, f2Body, "foo.ret", {f2Body->getArgument(0)}, {});
  ModuleOp named = ModuleOp::create(&ctx, Location::unknown());
  named->setAttr("sym_name", StringAttr::get(&ctx, "named"));
  top->push_back(named.getOperation());
  Operation *empty = makeOp(ctx, top, "foo.empty_regions", {}, {}, {}, 2);
  addBlock(empty->getRegion(1));

  EXPECT_EQ(printToString(module.get()), R"(module {
  %0 = "foo.top"() : () -> index
  "foo.func"() ({
  ^bb0(%arg0: i32):
    %1 = "foo.a"() : () -> i32
    "foo.ret"(%1) : (i32) -> ()
  }) : () -> ()
  module {
    %1 = "foo.q"() : () -> i32
    "foo.func"() ({
    ^bb0(%arg0: i32):
      "foo.ret"(%arg0) : (i32) -> ()
    }) : () -> ()
  }
  module @named {
  }
  "foo.empty_regions"() ({
  }, {
  ^bb0:
  }) : () -> ()
}
)");
  PrintingFlags generic;
  generic.printGenericOpForm = true;
  EXPECT_EQ(printToString(module.get(), generic), R"("builtin.module"() ({
  %0 = "foo.top"() : () -> index
  "foo.func"() ({
  ^bb0(%arg1: i32):
    %2 = "foo.a"() : () -> i32
    "foo.ret"(%2) : (i32) -> ()
  }) : () -> ()
  "builtin.module"() ({
    %1 = "foo.q"() : () -> i32
    "foo.func"() ({
    ^bb0(%arg0: i32):
      "foo.ret"(%arg0) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "named"}> ({
  ^bb0:
  }) : () -> ()
  "foo.empty_regions"() ({
  }, {
  ^bb0:
  }) : () -> ()
}) : () -> ()
)");
}

// Functions are numbered one at a time as they are printed; a module value
// after a function still comes first (the module's region is numbered
// before the functions', whose counters start after it), to a string and to
// a stream alike. mlir-opt input (with func.func as the isolated op):
//   func.func @f(%a: i32) { %1 = ... }  %0 = "foo.top"() ...  func.func @g ...
TEST(PrintOps, ModuleValueAfterIsolatedFunctions) {
  Context ctx;
  OpDefinition isolated;
  isolated.name = "foo.ifunc";
  isolated.dialect = "foo";
  isolated.traits = static_cast<uint32_t>(OpTrait::IsolatedFromAbove);
  ctx.registerOp(std::move(isolated));
  Type i32 = IntegerType::get(&ctx, 32), index = IndexType::get(&ctx);
  OwningOpRef module(ModuleOp::create(&ctx, Location::unknown()).getOperation());
  Block *top = ModuleOp(module.get()).getBody();
  auto addFunction = [&] {
    Operation *f = makeOp(ctx, top, "foo.ifunc", {}, {}, {}, 1);
    Block *body = addBlock(f->getRegion(0), {i32});
    Value a = makeOp(ctx, body, "foo.a", {}, {i32})->getResult(0);
    makeOp(ctx, body, "foo.ret", {a, body->getArgument(0)}, {});
  };
  addFunction();
  makeOp(ctx, top, "foo.top", {}, {index});
  addFunction();

  const char *expected = R"(module {
  "foo.ifunc"() ({
  ^bb0(%arg0: i32):
    %1 = "foo.a"() : () -> i32
    "foo.ret"(%1, %arg0) : (i32, i32) -> ()
  }) : () -> ()
  %0 = "foo.top"() : () -> index
  "foo.ifunc"() ({
  ^bb0(%arg0: i32):
    %1 = "foo.a"() : () -> i32
    "foo.ret"(%1, %arg0) : (i32, i32) -> ()
  }) : () -> ()
}
)";
  EXPECT_EQ(printToString(module.get()), expected);
  std::ostringstream stream;
  printOperation(module.get(), stream, PrintingFlags());
  EXPECT_EQ(stream.str(), expected);

  // Without the module value the functions start from 0.
  top->front().getNextNode()->erase();
  std::ostringstream bare;
  printOperation(module.get(), bare, PrintingFlags());
  EXPECT_EQ(bare.str(), R"(module {
  "foo.ifunc"() ({
  ^bb0(%arg0: i32):
    %0 = "foo.a"() : () -> i32
    "foo.ret"(%0, %arg0) : (i32, i32) -> ()
  }) : () -> ()
  "foo.ifunc"() ({
  ^bb0(%arg0: i32):
    %0 = "foo.a"() : () -> i32
    "foo.ret"(%0, %arg0) : (i32, i32) -> ()
  }) : () -> ()
}
)");
}

// Affine maps and long tuples get aliases in MLIR's order; local scope
// prints them inline and without the trailing newline.
TEST(PrintOps, AliasesOrderedAsMlir) {
  Context ctx;
  Type f32 = FloatType::getF32(&ctx), i1 = IntegerType::get(&ctx, 1);
  AffineExpr d0 = getAffineDimExpr(0, &ctx), d1 = getAffineDimExpr(1, &ctx), s0 = getAffineSymbolExpr(0, &ctx);
  Attribute transpose = AffineMapAttr::get(AffineMap::get(2, 0, {d1, d0}, &ctx));
  Attribute times3 = AffineMapAttr::get(AffineMap::get(1, 0, {d0 * 3}, &ctx));
  Attribute plus1 = AffineMapAttr::get(AffineMap::get(1, 0, {d0 + 1}, &ctx));
  Attribute floordiv = AffineMapAttr::get(AffineMap::get(1, 1, {d0.floorDiv(s0)}, &ctx));
  Type a = MemRefType::get({4, 4}, f32, transpose, Attribute());
  Type b = MemRefType::get({8}, f32, StridedLayoutAttr::get(&ctx, kDynamic, {2}), Attribute());
  Type r = MemRefType::get({2}, f32, times3, Attribute());
  Type tuple = TupleType::get(&ctx, std::vector<Type>(17, i1));

  OwningOpRef module(ModuleOp::create(&ctx, Location::unknown()).getOperation());
  Operation *func = makeOp(ctx, ModuleOp(module.get()).getBody(), "foo.func", {}, {}, {}, 1);
  Block *body = addBlock(func->getRegion(0), {a, b});
  Value v = makeOp(ctx, body, "foo.a", {body->getArgument(0)}, {r},
                   {{"maps", ArrayAttr::get(&ctx, {plus1, transpose})}, {"t", TypeAttr::get(tuple)}})
                ->getResult(0);
  Operation *nested = makeOp(ctx, body, "foo.r", {}, {}, {}, 1);
  makeOp(ctx, addBlock(nested->getRegion(0)), "foo.b", {}, {}, {{"m", floordiv}});
  makeOp(ctx, body, "foo.ret", {v}, {});

  EXPECT_EQ(printToString(module.get()), R"(!tuple = tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>
#map = affine_map<(d0, d1) -> (d1, d0)>
#map1 = affine_map<(d0) -> (d0 * 3)>
#map2 = affine_map<(d0) -> (d0 + 1)>
#map3 = affine_map<(d0)[s0] -> (d0 floordiv s0)>
module {
  "foo.func"() ({
  ^bb0(%arg0: memref<4x4xf32, #map>, %arg1: memref<8xf32, strided<[2], offset: ?>>):
    %0 = "foo.a"(%arg0) {maps = [#map2, #map], t = !tuple} : (memref<4x4xf32, #map>) -> memref<2xf32, #map1>
    "foo.r"() ({
      "foo.b"() {m = #map3} : () -> ()
    }) : () -> ()
    "foo.ret"(%0) : (memref<2xf32, #map1>) -> ()
  }) : () -> ()
}
)");

  PrintingFlags local;
  local.printGenericOpForm = true;
  local.useLocalScope = true;
  EXPECT_EQ(printToString(module.get(), local), R"("builtin.module"() ({
  "foo.func"() ({
  ^bb0(%arg0: memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>, %arg1: memref<8xf32, strided<[2], offset: ?>>):
    %0 = "foo.a"(%arg0) {maps = [affine_map<(d0) -> (d0 + 1)>, affine_map<(d0, d1) -> (d1, d0)>], t = tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>} : (memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>) -> memref<2xf32, affine_map<(d0) -> (d0 * 3)>>
    "foo.r"() ({
      "foo.b"() {m = affine_map<(d0)[s0] -> (d0 floordiv s0)>} : () -> ()
    }) : () -> ()
    "foo.ret"(%0) : (memref<2xf32, affine_map<(d0) -> (d0 * 3)>>) -> ()
  }) : () -> ()
}) : () -> ())");
}

// --mlir-print-debuginfo: block-argument locations inline (and aliased up
// front), op locations through deferred aliases after the module.
TEST(PrintOps, LocationsAndLocationAliases) {
  Context ctx;
  const SourceBuffer *buf = ctx.getSourceManager().addBuffer("k.mlir", "");
  auto at = [&](uint32_t line, uint32_t col) { return Location{buf, line, col}; };
  Type i32 = IntegerType::get(&ctx, 32);
  OwningOpRef module(ModuleOp::create(&ctx, at(0, 0)).getOperation());
  Operation *func = makeOp(ctx, ModuleOp(module.get()).getBody(), "foo.func", {}, {}, {}, 1, {}, at(1, 1));
  Block *bb0 = new Block();
  bb0->addArgument(i32, at(2, 6));
  bb0->addArgument(i32, at(2, 15));
  func->getRegion(0).push_back(bb0);
  Block *bb1 = new Block();
  bb1->addArgument(i32, at(5, 6));
  func->getRegion(0).push_back(bb1);
  Value sum = makeOp(ctx, bb0, "foo.add", {bb0->getArgument(0), bb0->getArgument(1)}, {i32}, {}, 0, {}, at(3, 8))
                  ->getResult(0);
  makeOp(ctx, bb0, "foo.br", {sum}, {}, {}, 0, {bb1}, at(4, 3));
  Attribute id = AffineMapAttr::get(AffineMap::getMultiDimIdentityMap(1, &ctx));
  makeOp(ctx, bb1, "foo.ret", {bb1->getArgument(0)}, {}, {{"m", id}}, 0, {}, at(6, 3));

  PrintingFlags flags;
  flags.printLocations = true;
  EXPECT_EQ(printToString(module.get(), flags), R"(#loc2 = loc("k.mlir":2:6)
#loc3 = loc("k.mlir":2:15)
#loc6 = loc("k.mlir":5:6)
#map = affine_map<(d0) -> (d0)>
module {
  "foo.func"() ({
  ^bb0(%arg0: i32 loc("k.mlir":2:6), %arg1: i32 loc("k.mlir":2:15)):
    %0 = "foo.add"(%arg0, %arg1) : (i32, i32) -> i32 loc(#loc4)
    "foo.br"(%0)[^bb1] : (i32) -> () loc(#loc5)
  ^bb1(%1: i32 loc("k.mlir":5:6)):  // pred: ^bb0
    "foo.ret"(%1) {m = #map} : (i32) -> () loc(#loc7)
  }) : () -> () loc(#loc1)
} loc(#loc)
#loc = loc("k.mlir":0:0)
#loc1 = loc("k.mlir":1:1)
#loc4 = loc("k.mlir":3:8)
#loc5 = loc("k.mlir":4:3)
#loc7 = loc("k.mlir":6:3)
)");

  flags.useLocalScope = true;
  EXPECT_EQ(printToString(module.get(), flags), R"(module {
  "foo.func"() ({
  ^bb0(%arg0: i32 loc("k.mlir":2:6), %arg1: i32 loc("k.mlir":2:15)):
    %0 = "foo.add"(%arg0, %arg1) : (i32, i32) -> i32 loc("k.mlir":3:8)
    "foo.br"(%0)[^bb1] : (i32) -> () loc("k.mlir":4:3)
  ^bb1(%1: i32 loc("k.mlir":5:6)):  // pred: ^bb0
    "foo.ret"(%1) {m = affine_map<(d0) -> (d0)>} : (i32) -> () loc("k.mlir":6:3)
  }) : () -> () loc("k.mlir":1:1)
} loc("k.mlir":0:0))");

  // Unknown locations share one alias.
  Context ctx2;
  OwningOpRef m2(ModuleOp::create(&ctx2, Location::unknown()).getOperation());
  makeOp(ctx2, ModuleOp(m2.get()).getBody(), "foo.x", {}, {});
  PrintingFlags locs;
  locs.printLocations = true;
  EXPECT_EQ(printToString(m2.get(), locs), R"(module {
  "foo.x"() : () -> () loc(#loc)
} loc(#loc)
#loc = loc(unknown)
)");
}

// ---- custom assembly hooks -------------------------------------------------

/// `test.region_op` / `test.container`: custom forms exercising the
/// OpAsmPrinter; `test.container` has default dialect "test".
void registerHookOps(Context &ctx) {
  OpDefinition container;
  container.name = "test.container";
  container.dialect = "test";
  container.defaultDialect = "test";
  container.traits = OpTrait::IsolatedFromAbove | OpTrait::NoTerminator;
  container.print = [](OpAsmPrinter &p, Operation *op) {
    p.printOptionalAttrDictWithKeyword(op->getAttrs(), {"skip"});
    p << " ";
    p.printRegion(op->getRegion(0), /*printEntryBlockArgs=*/false, /*printBlockTerminators=*/false);
  };
  ctx.registerOp(std::move(container));

  OpDefinition term;
  term.name = "test.yield";
  term.dialect = "test";
  term.traits = static_cast<uint32_t>(OpTrait::Terminator);
  term.print = [](OpAsmPrinter &p, Operation *op) {
    if (op->getNumOperands()) {
      p << " ";
      p.printOperands(op->getOperands());
      p << " : ";
      p.printType(op->getOperand(0).getType());
    }
  };
  ctx.registerOp(std::move(term));

  OpDefinition multi;
  multi.name = "test.multi";
  multi.dialect = "test";
  multi.print = [](OpAsmPrinter &p, Operation *op) {
    p << " ";
    p.printFunctionalType(op);
    p.printOptionalArrowTypeList(op->getResultTypes());
    p << " ";
    p.printAttributeWithoutType(op->getAttr("n"));
    p.printOptionalAttrDict(op->getAttrs(), {"n"});
  };
  multi.getAsmResultNames = [](Operation *op, const OpDefinition::SetNameFn &setName) {
    // Results 0 and 1 named, 2 joins result 1's group, 3 keeps a number.
    setName(op->getResult(0), "first");
    setName(op->getResult(1), "pair");
    setName(op->getResult(3), "2x");
  };
  ctx.registerOp(std::move(multi));

  OpDefinition loop;
  loop.name = "test.a.loop";
  loop.dialect = "test";
  loop.print = [](OpAsmPrinter &p, Operation *op) {
    Region &body = op->getRegion(0);
    p << " (";
    p.printRegionArgument(body.front().getArgument(0), {{"x.attr", UnitAttr::get(op->getContext())}});
    p << ", ";
    p.printRegionArgument(body.front().getArgument(1), {}, /*omitType=*/true);
    p << ") ";
    p.printSymbolName("weird name");
    p << " ";
    p.printString("q\"s");
    p << " ";
    p.printRegion(body, /*printEntryBlockArgs=*/false);
  };
  loop.getAsmBlockArgNames = [](Operation *, Region &region, const OpDefinition::SetNameFn &setName) {
    setName(region.front().getArgument(0), "iv");
  };
  ctx.registerOp(std::move(loop));

  OpDefinition br;
  br.name = "test.br";
  br.dialect = "test";
  br.traits = static_cast<uint32_t>(OpTrait::Terminator);
  br.print = [](OpAsmPrinter &p, Operation *op) {
    p << " ";
    p.printSuccessorAndUseList(op->getSuccessor(0), op->getOperands().vec());
    p << ", ";
    p.printSuccessorAndUseList(op->getSuccessor(1), {});
    p.printNewline();
    p.increaseIndent();
    p.printNewline();
    p << "x";
    p.decreaseIndent();
  };
  ctx.registerOp(std::move(br));
}

TEST(PrintOps, CustomHooksThroughOpAsmPrinter) {
  Context ctx;
  registerHookOps(ctx);
  Type i32 = IntegerType::get(&ctx, 32), f32 = FloatType::getF32(&ctx);
  OwningOpRef module(ModuleOp::create(&ctx, Location::unknown()).getOperation());
  Block *top = ModuleOp(module.get()).getBody();
  Operation *container = makeOp(ctx, top, "test.container", {}, {},
                                {{"skip", UnitAttr::get(&ctx)}, {"z", BoolAttr::get(&ctx, true)}}, 1);
  Block *body = addBlock(container->getRegion(0));
  Value x = makeOp(ctx, body, "foo.x", {}, {i32})->getResult(0);
  Type fnType = FunctionType::get(&ctx, {i32}, {i32});
  Operation *multi = makeOp(ctx, body, "test.multi", {x}, {i32, f32, f32, fnType},
                            {{"n", IntegerAttr::get(i32, 7)}, {"k", FloatAttr::get(f32, 0.5)}});
  makeOp(ctx, body, "foo.use", {multi->getResult(2), multi->getResult(3), multi->getResult(1)}, {});
  Operation *loop = makeOp(ctx, body, "test.a.loop", {}, {}, {}, 1);
  Block *loopBody = addBlock(loop->getRegion(0), {i32, f32});
  Block *exit = addBlock(loop->getRegion(0), {i32});
  makeOp(ctx, loopBody, "test.br", {loopBody->getArgument(0)}, {}, {}, 0, {exit, exit});
  makeOp(ctx, exit, "test.yield", {exit->getArgument(0)}, {});
  makeOp(ctx, body, "test.yield", {x}, {});

  EXPECT_EQ(printToString(module.get()), R"(module {
  test.container attributes {z = true} {
    %0 = "foo.x"() : () -> i32
    %first, %pair:2, %_2x = multi (i32) -> (i32, f32, f32, (i32) -> i32) -> (i32, f32, f32, (i32) -> i32) 7 {k = 5.000000e-01 : f32}
    "foo.use"(%pair#1, %_2x, %pair#0) : (f32, (i32) -> i32, f32) -> ()
    test.a.loop (%iv: i32 {x.attr}, %arg0) @"weird name" "q\22s" {
      test.br ^bb1(%iv : i32), ^bb1
      )" "\n" R"(        x
    ^bb1(%1: i32):  // 2 preds: ^bb0, ^bb0
      test.yield %1 : i32
    }
  }
}
)");

  PrintingFlags generic;
  generic.printGenericOpForm = true;
  EXPECT_EQ(printToString(module.get(), generic), R"("builtin.module"() ({
  "test.container"() ({
    %0 = "foo.x"() : () -> i32
    %1:4 = "test.multi"(%0) {k = 5.000000e-01 : f32, n = 7 : i32} : (i32) -> (i32, f32, f32, (i32) -> i32)
    "foo.use"(%1#2, %1#3, %1#1) : (f32, (i32) -> i32, f32) -> ()
    "test.a.loop"() ({
    ^bb0(%arg0: i32, %arg1: f32):
      "test.br"(%arg0)[^bb1, ^bb1] : (i32) -> ()
    ^bb1(%2: i32):  // 2 preds: ^bb0, ^bb0
      "test.yield"(%2) : (i32) -> ()
    }) : () -> ()
    "test.yield"(%0) : (i32) -> ()
  }) {skip, z = true} : () -> ()
}) : () -> ()
)");
}

TEST(PrintOps, EntryBlockArgumentsAndDetachedValues) {
  Context ctx;
  Type i32 = IntegerType::get(&ctx, 32);
  // A detached op prints as a top-level op (trailing newline).
  Operation *op = makeOp(ctx, nullptr, "foo.op", {}, {i32, i32}, {{"a b", StringAttr::get(&ctx, "x")}});
  EXPECT_EQ(op->str(), "%0:2 = \"foo.op\"() {\"a b\" = \"x\"} : () -> (i32, i32)\n");
  EXPECT_EQ(op->getResult(1).str(), "%0#1");
  Block detached;
  detached.addArgument(i32, Location::unknown());
  EXPECT_EQ(detached.getArgument(0).str(), "<block argument> of type 'i32' at index: 0");
  op->erase();
}

// shadowRegionArgs renames the entry arguments of an isolated op's region.
TEST(PrintOps, ShadowRegionArgs) {
  Context ctx;
  OpDefinition def;
  def.name = "test.shadow";
  def.dialect = "test";
  def.traits = static_cast<uint32_t>(OpTrait::IsolatedFromAbove);
  def.print = [](OpAsmPrinter &p, Operation *op) {
    p << " ";
    p.printOperands(op->getOperands());
    p.shadowRegionArgs(op->getRegion(0), op->getOperands().vec());
    p << " ";
    p.printRegion(op->getRegion(0), /*printEntryBlockArgs=*/false);
  };
  ctx.registerOp(std::move(def));
  Type i32 = IntegerType::get(&ctx, 32);
  OwningOpRef module(ModuleOp::create(&ctx, Location::unknown()).getOperation());
  Block *top = ModuleOp(module.get()).getBody();
  Value v = makeOp(ctx, top, "foo.v", {}, {i32})->getResult(0);
  Operation *shadow = makeOp(ctx, top, "test.shadow", {v}, {}, {}, 1);
  Block *b = addBlock(shadow->getRegion(0), {i32});
  makeOp(ctx, b, "foo.use", {b->getArgument(0)}, {});
  EXPECT_EQ(printToString(module.get()), R"(module {
  %0 = "foo.v"() : () -> i32
  test.shadow %0 {
    "foo.use"(%0) : (i32) -> ()
  }
}
)");
}

}  // namespace
}  // namespace tbuf

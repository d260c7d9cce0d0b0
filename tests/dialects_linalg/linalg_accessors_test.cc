// Accessors of the linalg views (destination-passing style, indexing maps,
// iterator types, payload queries, memory effects) on parsed IR, and the
// static builders (the IR they build prints as mlir-opt-22 prints it).
#include <gtest/gtest.h>

#include "dialects/linalg/linalg_ops.h"
#include "ir/builder.h"
#include "tests/util/test_util.h"

namespace tbuf::linalg_test {
using namespace test_util;
namespace {

using linalg::IteratorType;
using linalg::LinalgOp;

/// All ops of type OpT under `root`, in walk (pre-)order.
template <typename OpT>
std::vector<OpT> collect(Operation *root) {
  std::vector<OpT> ops;
  root->walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (auto v = dyn_cast<OpT>(op)) ops.push_back(v);
  });
  return ops;
}

std::vector<std::string> mapStrings(const std::vector<AffineMap> &maps) {
  std::vector<std::string> r;
  for (AffineMap m : maps) r.push_back(m ? m.str() : "<null>");
  return r;
}

std::vector<std::string> bodyOpNames(LinalgOp op) {
  std::vector<std::string> r;
  for (Operation &o : *op.getBlock()) r.push_back(std::string(o.getName()));
  return r;
}

std::vector<MemoryEffect> effectsOf(Operation *op) {
  std::vector<MemoryEffect> effects;
  op->getDef()->getEffects(op, effects);
  return effects;
}

constexpr const char *kMatmuls = R"(
func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>,
             %ma: memref<4x8xf32>, %mb: memref<8x16xf32>, %mc: memref<4x16xf32>) -> tensor<4x16xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  linalg.matmul ins(%ma, %mb : memref<4x8xf32>, memref<8x16xf32>) outs(%mc : memref<4x16xf32>)
  return %0 : tensor<4x16xf32>
})";

TEST(LinalgAccessors, MatmulStructure) {
  TestContext tc;
  OwningOpRef module = parseAndVerify(tc, kMatmuls);
  ASSERT_TRUE(module) << tc.diagnostics;
  auto matmuls = collect<linalg::MatmulOp>(module.get());
  ASSERT_EQ(matmuls.size(), 2u);
  linalg::MatmulOp mm = matmuls[0];
  EXPECT_TRUE(isa<LinalgOp>(mm.getOperation()));
  EXPECT_TRUE(mm->hasTrait(OpTrait::DestinationStyle));

  // Synthesised maps and loops.
  EXPECT_EQ(mapStrings(mm.getIndexingMapsArray()),
            (std::vector<std::string>{"(d0, d1, d2) -> (d0, d2)", "(d0, d1, d2) -> (d2, d1)",
                                      "(d0, d1, d2) -> (d0, d1)"}));
  EXPECT_EQ(mm.getIndexingMapsArray(), linalg::MatmulOp::getDefaultIndexingMaps(&tc.ctx));
  EXPECT_FALSE(mm.hasUserDefinedMaps());
  EXPECT_EQ(mm.getIteratorTypesArray(),
            (std::vector<IteratorType>{IteratorType::parallel, IteratorType::parallel, IteratorType::reduction}));
  EXPECT_EQ(mm.getNumLoops(), 3u);
  EXPECT_EQ(mm.getNumParallelLoops(), 2u);
  EXPECT_EQ(mm.getReductionDims(), std::vector<unsigned>{2});
  EXPECT_EQ(mm.getStaticLoopRanges(), (std::vector<int64_t>{4, 16, 8}));
  EXPECT_EQ(mm.getLoopsToShapesMap().str(), "(d0, d1, d2) -> (d0, d2, d2, d1, d0, d1)");
  EXPECT_EQ(mm.getCast(), linalg::TypeFn::cast_signed);

  // The implicit body exists: C += A * B.
  EXPECT_EQ(bodyOpNames(mm), (std::vector<std::string>{"arith.mulf", "arith.addf", "linalg.yield"}));
  Block *body = mm.getBlock();
  Operation &mul = body->front();
  EXPECT_EQ(mul.getOperand(0), body->getArgument(0));
  EXPECT_EQ(mul.getOperand(1), body->getArgument(1));
  Operation *add = mul.getNextNode();
  EXPECT_EQ(add->getOperand(0), body->getArgument(2));
  EXPECT_EQ(add->getOperand(1), mul.getResult(0));
  EXPECT_EQ(mm.getYieldedValues(), std::vector<Value>{add->getResult(0)});
  EXPECT_EQ(mm.getRegionInputArgs(), (std::vector<Value>{body->getArgument(0), body->getArgument(1)}));
  EXPECT_EQ(mm.getRegionOutputArgs(), std::vector<Value>{body->getArgument(2)});

  // Destination-passing style.
  EXPECT_EQ(mm.getNumDpsInputs(), 2u);
  EXPECT_EQ(mm.getNumDpsInits(), 1u);
  OpOperand *init = mm.getDpsInitOperand(0);
  EXPECT_EQ(init, &mm->getOpOperand(2));
  EXPECT_TRUE(mm.isDpsInit(init));
  EXPECT_FALSE(mm.isDpsInput(init));
  EXPECT_TRUE(mm.isDpsInput(mm.getDpsInputOperands()[1]));
  EXPECT_EQ(mm.getTiedOpResult(init), mm->getResult(0));
  EXPECT_FALSE(mm.getTiedOpResult(mm.getDpsInputOperand(0)));
  EXPECT_EQ(mm.getTiedOpOperand(mm->getResult(0)), init);
  EXPECT_EQ(mm.getMatchingBlockArgument(init), body->getArgument(2));
  EXPECT_EQ(mm.getMatchingIndexingMap(init).str(), "(d0, d1, d2) -> (d0, d1)");
  EXPECT_TRUE(mm.hasPureTensorSemantics());
  EXPECT_FALSE(mm.hasPureBufferSemantics());
  for (OpOperand &o : mm->getOpOperands()) EXPECT_TRUE(mm.payloadUsesValueFromOperand(&o));
  EXPECT_TRUE(effectsOf(mm).empty());

  // On memrefs: no results, reads of A, B, C and a write of C.
  linalg::MatmulOp mmBuf = matmuls[1];
  EXPECT_EQ(mmBuf->getNumResults(), 0u);
  EXPECT_TRUE(mmBuf.hasPureBufferSemantics());
  EXPECT_FALSE(mmBuf.getTiedOpResult(mmBuf.getDpsInitOperand(0)));
  std::vector<MemoryEffect> effects = effectsOf(mmBuf);
  ASSERT_EQ(effects.size(), 4u);
  EXPECT_EQ(effects[0].kind, EffectKind::Read);
  EXPECT_EQ(effects[0].value, mmBuf->getOperand(0));
  EXPECT_EQ(effects[1].kind, EffectKind::Read);
  EXPECT_EQ(effects[1].value, mmBuf->getOperand(1));
  EXPECT_EQ(effects[2].kind, EffectKind::Read);
  EXPECT_EQ(effects[2].value, mmBuf->getOperand(2));
  EXPECT_EQ(effects[3].kind, EffectKind::Write);
  EXPECT_EQ(effects[3].value, mmBuf->getOperand(2));
}

TEST(LinalgAccessors, UserDefinedMatmulMaps) {
  TestContext tc;
  OwningOpRef module = parseAndVerify(tc, R"(
    func.func @f(%a: tensor<8x4xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
      %0 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %b : tensor<8x4xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
      return %0 : tensor<4x16xf32>
    })");
  ASSERT_TRUE(module) << tc.diagnostics;
  linalg::MatmulOp mm = collect<linalg::MatmulOp>(module.get()).at(0);
  EXPECT_TRUE(mm.hasUserDefinedMaps());
  EXPECT_EQ(mapStrings(mm.getIndexingMapsArray())[0], "(d0, d1, d2) -> (d2, d0)");
  EXPECT_EQ(mm.getStaticLoopRanges(), (std::vector<int64_t>{4, 16, 8}));
}

TEST(LinalgAccessors, PayloadUsesValueFromOperand) {
  TestContext tc;
  OwningOpRef module = parseAndVerify(tc, R"(
    #id = affine_map<(d0) -> (d0)>
    func.func @f(%v: f32, %m: memref<4xf32>, %n: memref<4xf32>, %t: tensor<4xf32>, %a: tensor<4x8xf32>, %r: tensor<4xf32>) {
      linalg.fill ins(%v : f32) outs(%m : memref<4xf32>)
      linalg.copy ins(%m : memref<4xf32>) outs(%n : memref<4xf32>)
      linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%m : memref<4xf32>) outs(%n : memref<4xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      }
      linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%m : memref<4xf32>) outs(%n : memref<4xf32>) {
      ^bb0(%in: f32, %out: f32):
        %s = arith.addf %in, %out : f32
        linalg.yield %s : f32
      }
      %0 = linalg.reduce { arith.addf } ins(%a : tensor<4x8xf32>) outs(%r : tensor<4xf32>) dimensions = [1]
      %1 = linalg.map { math.exp } ins(%t : tensor<4xf32>) outs(%r : tensor<4xf32>)
      return
    })");
  ASSERT_TRUE(module) << tc.diagnostics;

  linalg::FillOp fill = collect<linalg::FillOp>(module.get()).at(0);
  EXPECT_TRUE(fill.payloadUsesValueFromOperand(fill.getDpsInputOperand(0)));
  EXPECT_FALSE(fill.payloadUsesValueFromOperand(fill.getDpsInitOperand(0)));
  EXPECT_TRUE(fill.isScalar(fill.getDpsInputOperand(0)));
  std::vector<MemoryEffect> fillEffects = effectsOf(fill);
  ASSERT_EQ(fillEffects.size(), 1u);  // the init is written, never read
  EXPECT_EQ(fillEffects[0].kind, EffectKind::Write);
  EXPECT_EQ(fillEffects[0].value, fill.getOutput());
  EXPECT_EQ(bodyOpNames(fill), std::vector<std::string>{"linalg.yield"});

  linalg::CopyOp copy = collect<linalg::CopyOp>(module.get()).at(0);
  EXPECT_TRUE(copy.payloadUsesValueFromOperand(copy.getDpsInputOperand(0)));
  EXPECT_FALSE(copy.payloadUsesValueFromOperand(copy.getDpsInitOperand(0)));
  EXPECT_EQ(effectsOf(copy).size(), 2u);  // read input, write init

  auto generics = collect<linalg::GenericOp>(module.get());
  ASSERT_EQ(generics.size(), 2u);
  EXPECT_TRUE(generics[0].payloadUsesValueFromOperand(generics[0].getDpsInputOperand(0)));
  EXPECT_FALSE(generics[0].payloadUsesValueFromOperand(generics[0].getDpsInitOperand(0)));
  EXPECT_TRUE(generics[1].payloadUsesValueFromOperand(generics[1].getDpsInitOperand(0)));
  EXPECT_EQ(effectsOf(generics[0]).size(), 2u);
  EXPECT_EQ(effectsOf(generics[1]).size(), 3u);

  linalg::ReduceOp reduce = collect<linalg::ReduceOp>(module.get()).at(0);
  EXPECT_TRUE(reduce.payloadUsesValueFromOperand(reduce.getDpsInitOperand(0)));
  linalg::MapOp map = collect<linalg::MapOp>(module.get()).at(0);
  EXPECT_TRUE(map.payloadUsesValueFromOperand(map.getDpsInputOperand(0)));
  EXPECT_FALSE(map.payloadUsesValueFromOperand(map.getDpsInitOperand(0)));
}

TEST(LinalgAccessors, ImpliedMapsAndIterators) {
  TestContext tc;
  OwningOpRef module = parseAndVerify(tc, R"(
    func.func @f(%v: f32, %t: tensor<4x5xf32>, %a: tensor<2x3x4xf32>, %b: tensor<4x2x3xf32>, %r: tensor<2x4xf32>,
                 %x: tensor<2x4x8xf32>, %y: tensor<2x8x3xf32>, %z: tensor<2x4x3xf32>) {
      %0 = linalg.fill ins(%v : f32) outs(%t : tensor<4x5xf32>) -> tensor<4x5xf32>
      %1 = linalg.copy ins(%t : tensor<4x5xf32>) outs(%0 : tensor<4x5xf32>) -> tensor<4x5xf32>
      %2 = linalg.transpose ins(%a : tensor<2x3x4xf32>) outs(%b : tensor<4x2x3xf32>) permutation = [2, 0, 1]
      %3 = linalg.reduce { arith.addf } ins(%a : tensor<2x3x4xf32>) outs(%r : tensor<2x4xf32>) dimensions = [1]
      %4 = linalg.map { arith.addf } ins(%t, %t : tensor<4x5xf32>, tensor<4x5xf32>) outs(%0 : tensor<4x5xf32>)
      %5 = linalg.batch_matmul ins(%x, %y : tensor<2x4x8xf32>, tensor<2x8x3xf32>) outs(%z : tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
      return
    })");
  ASSERT_TRUE(module) << tc.diagnostics;
  using V = std::vector<std::string>;
  constexpr IteratorType par = IteratorType::parallel, red = IteratorType::reduction;

  linalg::FillOp fill = collect<linalg::FillOp>(module.get()).at(0);
  EXPECT_EQ(mapStrings(fill.getIndexingMapsArray()), (V{"(d0, d1) -> ()", "(d0, d1) -> (d0, d1)"}));
  EXPECT_EQ(fill.getIteratorTypesArray(), (std::vector<IteratorType>{par, par}));

  linalg::CopyOp copy = collect<linalg::CopyOp>(module.get()).at(0);
  EXPECT_EQ(mapStrings(copy.getIndexingMapsArray()), (V{"(d0, d1) -> (d0, d1)", "(d0, d1) -> (d0, d1)"}));
  EXPECT_EQ(copy.getSource(), fill->getOperand(1));

  linalg::TransposeOp tr = collect<linalg::TransposeOp>(module.get()).at(0);
  EXPECT_EQ(tr.getPermutation(), (std::vector<int64_t>{2, 0, 1}));
  EXPECT_EQ(mapStrings(tr.getIndexingMapsArray()), (V{"(d0, d1, d2) -> (d0, d1, d2)", "(d0, d1, d2) -> (d2, d0, d1)"}));
  EXPECT_EQ(tr.getStaticLoopRanges(), (std::vector<int64_t>{2, 3, 4}));
  EXPECT_EQ(bodyOpNames(tr), std::vector<std::string>{"linalg.yield"});

  linalg::ReduceOp reduce = collect<linalg::ReduceOp>(module.get()).at(0);
  EXPECT_EQ(reduce.getDimensions(), std::vector<int64_t>{1});
  EXPECT_EQ(mapStrings(reduce.getIndexingMapsArray()), (V{"(d0, d1, d2) -> (d0, d1, d2)", "(d0, d1, d2) -> (d0, d2)"}));
  EXPECT_EQ(reduce.getIteratorTypesArray(), (std::vector<IteratorType>{par, red, par}));
  // The short form's payload takes (init, in).
  Block *rb = reduce.getBlock();
  EXPECT_EQ(rb->front().getOperand(0), rb->getArgument(1));
  EXPECT_EQ(rb->front().getOperand(1), rb->getArgument(0));

  linalg::MapOp map = collect<linalg::MapOp>(module.get()).at(0);
  EXPECT_EQ(map.getNumDpsInputs(), 2u);
  EXPECT_EQ(map.getBlock()->getNumArguments(), 3u);
  EXPECT_EQ(mapStrings(map.getIndexingMapsArray()), (V(3, "(d0, d1) -> (d0, d1)")));

  linalg::BatchMatmulOp bmm = collect<linalg::BatchMatmulOp>(module.get()).at(0);
  EXPECT_EQ(bmm.getIteratorTypesArray(), (std::vector<IteratorType>{par, par, par, red}));
  EXPECT_EQ(bmm.getStaticLoopRanges(), (std::vector<int64_t>{2, 4, 3, 8}));
}

TEST(LinalgAccessors, GenericAttributes) {
  TestContext tc;
  OwningOpRef module = parseAndVerify(tc, R"(
    func.func @f(%t: tensor<4x8xindex>) -> tensor<4x8xindex> {
      %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "reduction"], doc = "iota", library_call = "fn"} outs(%t : tensor<4x8xindex>) {
      ^bb0(%out: index):
        %i = linalg.index 1 : index
        linalg.yield %i : index
      } -> tensor<4x8xindex>
      return %0 : tensor<4x8xindex>
    })");
  ASSERT_TRUE(module) << tc.diagnostics;
  linalg::GenericOp g = collect<linalg::GenericOp>(module.get()).at(0);
  EXPECT_EQ(g.getDoc(), std::optional<std::string>("iota"));
  EXPECT_EQ(g.getLibraryCall(), std::optional<std::string>("fn"));
  EXPECT_EQ(g.getNumDpsInputs(), 0u);
  EXPECT_TRUE(g.hasIndexSemantics());
  EXPECT_EQ(g.getIteratorTypes()[1], linalg::getIteratorTypeAttr(&tc.ctx, IteratorType::reduction));
  EXPECT_EQ(g.getIteratorTypes()[1].str(), "#linalg.iterator_type<reduction>");
  EXPECT_EQ(collect<linalg::IndexOp>(module.get()).at(0).getDim(), 1);
  EXPECT_FALSE(g.payloadUsesValueFromOperand(g.getDpsInitOperand(0)));
}

TEST(LinalgBuilders, BuildPrintAndVerify) {
  TestContext tc;
  OwningOpRef module = parseAndVerify(tc, R"(
    func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>, %v: f32, %m: memref<4x16xf32>,
                 %i: tensor<4x8xi8>, %t: tensor<8x4xf32>, %r: tensor<4xf32>) {
      return
    })");
  ASSERT_TRUE(module) << tc.diagnostics;
  Operation *ret = nullptr;
  module->walk([&](Operation *op) {
    if (op->getName() == "func.return") ret = op;
  });
  ASSERT_TRUE(ret);
  Block *entry = ret->getBlock();
  auto arg = [&](unsigned i) { return Value(entry->getArgument(i)); };
  OpBuilder b(ret);
  Location loc = ret->getLoc();
  Context *ctx = &tc.ctx;

  auto fill = b.create<linalg::FillOp>(loc, arg(3), arg(2));
  b.create<linalg::FillOp>(loc, arg(3), arg(4));
  auto mm = b.create<linalg::MatmulOp>(loc, ValueRange{arg(0), arg(1)}, ValueRange{fill->getResult(0)});
  b.create<linalg::CopyOp>(loc, arg(5), arg(0), linalg::TypeFn::cast_unsigned);
  b.create<linalg::TransposeOp>(loc, arg(0), arg(6), std::vector<int64_t>{1, 0});
  AffineMap id = AffineMap::getMultiDimIdentityMap(2, ctx);
  AffineMap row = AffineMap::get(2, 0, {getAffineDimExpr(0, ctx)}, ctx);
  auto generic = b.create<linalg::GenericOp>(
      loc, ValueRange{arg(0)}, ValueRange{arg(7)}, std::vector<AffineMap>{id, row},
      std::vector<IteratorType>{IteratorType::parallel, IteratorType::reduction},
      [](OpBuilder &nb, Location l, ArrayRef<Value> args) {
        nb.create<linalg::IndexOp>(l, 1);
        nb.create<linalg::YieldOp>(l, ValueRange{args[1]});
      });
  auto map = b.create<linalg::MapOp>(loc, ValueRange{arg(0)}, arg(0),
                                     [](OpBuilder &nb, Location l, ArrayRef<Value> args) {
                                       nb.create<linalg::YieldOp>(l, ValueRange{args[0]});
                                     });
  b.create<linalg::ReduceOp>(loc, ValueRange{arg(0)}, ValueRange{arg(7)}, std::vector<int64_t>{1},
                             [](OpBuilder &nb, Location l, ArrayRef<Value> args) {
                               nb.create<linalg::YieldOp>(l, ValueRange{args[1]});
                             });
  EXPECT_EQ(fill->getResult(0).getType(), arg(2).getType());
  EXPECT_EQ(mm->getNumResults(), 1u);
  EXPECT_EQ(bodyOpNames(mm), (std::vector<std::string>{"arith.mulf", "arith.addf", "linalg.yield"}));
  EXPECT_EQ(generic.getNumLoops(), 2u);
  EXPECT_EQ(map.getBlock()->getNumArguments(), 2u);
  ASSERT_TRUE(succeeded(verify(module.get()))) << tc.diagnostics;

  // Checked with mlir-opt-22: it prints this text unchanged.
  const char *expected = R"(#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
module {
  func.func @f(%arg0: tensor<4x8xf32>, %arg1: tensor<8x16xf32>, %arg2: tensor<4x16xf32>, %arg3: f32, %arg4: memref<4x16xf32>, %arg5: tensor<4x8xi8>, %arg6: tensor<8x4xf32>, %arg7: tensor<4xf32>) {
    %0 = linalg.fill ins(%arg3 : f32) outs(%arg2 : tensor<4x16xf32>) -> tensor<4x16xf32>
    linalg.fill ins(%arg3 : f32) outs(%arg4 : memref<4x16xf32>)
    %1 = linalg.matmul ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<8x16xf32>) outs(%0 : tensor<4x16xf32>) -> tensor<4x16xf32>
    %2 = linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%arg5 : tensor<4x8xi8>) outs(%arg0 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %transposed = linalg.transpose ins(%arg0 : tensor<4x8xf32>) outs(%arg6 : tensor<8x4xf32>) permutation = [1, 0] 
    %3 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg7 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4 = linalg.index 1 : index
      linalg.yield %out : f32
    } -> tensor<4xf32>
    %mapped = linalg.map ins(%arg0 : tensor<4x8xf32>) outs(%arg0 : tensor<4x8xf32>)
      (%in: f32, %init: f32) {
        linalg.yield %in : f32
      }
    %reduced = linalg.reduce ins(%arg0 : tensor<4x8xf32>) outs(%arg7 : tensor<4xf32>) dimensions = [1] 
      (%in: f32, %init: f32) {
        linalg.yield %init : f32
      }
    return
  }
})";
  EXPECT_EQ(printCustom(module.get()), expected);

  // The copy's body casts unsigned i8 to f32.
  auto copy = collect<linalg::CopyOp>(module.get()).at(0);
  EXPECT_EQ(bodyOpNames(copy), (std::vector<std::string>{"arith.uitofp", "linalg.yield"}));
  EXPECT_EQ(copy.getCast(), linalg::TypeFn::cast_unsigned);
}

TEST(LinalgAccessors, EnumAttributes) {
  Context ctx;
  EXPECT_EQ(linalg::getIteratorTypeAttr(&ctx, IteratorType::parallel).str(), "#linalg.iterator_type<parallel>");
  EXPECT_EQ(linalg::decodeIteratorTypeAttr(StringAttr::get(&ctx, "reduction")), IteratorType::reduction);
  EXPECT_EQ(linalg::decodeIteratorTypeAttr(StringAttr::get(&ctx, "window")), std::nullopt);
  EXPECT_EQ(linalg::getTypeFnAttr(&ctx, linalg::TypeFn::cast_unsigned).str(), "#linalg.type_fn<cast_unsigned>");
  EXPECT_EQ(linalg::decodeTypeFnAttr(DialectAttr::get(&ctx, "linalg", "type_fn<cast_signed>")),
            linalg::TypeFn::cast_signed);
  EXPECT_EQ(linalg::decodeTypeFnAttr(DialectAttr::get(&ctx, "arith", "type_fn<cast_signed>")), std::nullopt);
}

}  // namespace
}  // namespace tbuf::linalg_test

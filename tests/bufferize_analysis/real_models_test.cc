// One-Shot Analysis with the real op models (bufferize/models/), through
// module analysis as the driver runs it:
//   - the slice benchmark chains (bench/slice_chain_gen.py shapes) at 300
//     levels reach mlir-opt-22's decisions: the per-level pattern of the
//     reference check (MLIR's algorithm verbatim: all pairs, every use-def
//     walk) at 30 levels, extended to 300 (first and last levels as there,
//     the periodic middle repeated); the benchmark (bench/slice_chain_run.py)
//     times the same shapes, so a return to quadratic behaviour shows there;
//   - the number of exact read/write pair checks stays linear in the depth
//     (a deterministic count, not a timing);
//   - the default mustBufferizeInPlace puts unranked tensor operands in
//     place (MLIR's default; decisions as printed by mlir-opt-22);
//   - CFG loops (where use-def chains may come back to an op) decide as the
//     reference.
#include "analysis_test_models.h"
#include "bufferize/models/register.h"
#include "bufferize/one_shot_analysis_impl.h"
#include "bufferize/one_shot_module_bufferize.h"
#include "dialects/test/test_ops.h"

namespace tbuf::bufferization::analysis_testing {
namespace {

class RealModelsTest : public ::testing::Test {
 protected:
  RealModelsTest() {
    registerAllDialects(ctx);
    registerTestDialectOps(ctx);
    registerBufferizableOpInterfaceExternalModels(ctx);
    ctx.getDiagEngine().setHandler([this](const Diagnostic &d) { diagnostics += d.str() + "\n"; });
    options.bufferizeFunctionBoundaries = true;
    options.allowReturnAllocsFromLoops = true;
  }

  /// Per op with tensor operands (pre-order): "name:TF..." (in place or not).
  std::vector<std::string> decide(const std::string &text, bool reference, uint64_t *pairChecks = nullptr) {
    OwningOpRef module = parseSourceString(ctx, text, "chain.mlir");
    EXPECT_TRUE(module) << diagnostics;
    if (!module) return {};
    OneShotAnalysisState state(module.get(), options);
    state.setReferenceMode(reference);
    EXPECT_TRUE(succeeded(analyzeModuleOp(module.get(), state, nullptr))) << diagnostics;
    std::vector<std::string> out;
    module->walk<WalkOrder::PreOrder>([&](Operation *op) {
      std::string d;
      for (OpOperand &o : op->getOpOperands())
        if (o.get().getType().isa<TensorType>()) d += state.isInPlace(o) ? 'T' : 'F';
      if (!d.empty()) out.push_back(std::string(op->getName()) + ":" + d);
    });
    if (pairChecks) *pairChecks = state.impl().pairChecks;
    return out;
  }

  Context ctx;
  std::string diagnostics;
  BufferizationOptions options;
};

enum class Shape { Slice, Insert, LoopSlice, LoopInsert };

std::string source(Shape shape, int depth) {
  switch (shape) {
    case Shape::Slice:
      return sliceChainSource(depth);
    case Shape::Insert:
      return insertExtractChainSource(depth);
    case Shape::LoopSlice:
      return loopChainSource(true, depth);
    case Shape::LoopInsert:
      return loopChainSource(false, depth);
  }
  return "";
}

/// Entries before the chain, per chain level, after it (see decide()).
struct Layout {
  int before;
  std::vector<int> levels;
  int after;
};

Layout layoutOf(Shape shape, int depth) {
  bool slice = shape == Shape::Slice || shape == Shape::LoopSlice;
  Layout layout;
  for (int i = 0; i < depth; ++i) layout.levels.push_back(slice ? 3 : (i % 3 == 2 ? 3 : 2));
  bool loop = shape == Shape::LoopSlice || shape == Shape::LoopInsert;
  layout.before = loop ? 1 : 0;  // scf.for
  layout.after = loop ? 2 : 1;   // scf.yield, func.return | func.return
  return layout;
}

constexpr int kEdgeLevels = 6;

/// `small` (decisions at `smallDepth`) extended to `depth` levels: the first
/// and last kEdgeLevels levels as in `small`, the others like the middle
/// level of `small` with the same index modulo 3 (asserted periodic).
std::vector<std::string> extrapolate(Shape shape, int smallDepth, const std::vector<std::string> &small, int depth) {
  Layout lay = layoutOf(shape, smallDepth);
  size_t total = lay.before + lay.after;
  for (int n : lay.levels) total += n;
  EXPECT_EQ(small.size(), total);
  if (small.size() != total) return {};
  std::vector<std::vector<std::string>> levels;
  size_t pos = lay.before;
  for (int n : lay.levels) {
    levels.emplace_back(small.begin() + pos, small.begin() + pos + n);
    pos += n;
  }
  for (int j = kEdgeLevels; j + 3 < smallDepth - kEdgeLevels; ++j) EXPECT_EQ(levels[j], levels[j + 3]) << j;
  std::vector<std::string> out(small.begin(), small.begin() + lay.before);
  for (int i = 0; i < depth; ++i) {
    int j = i < kEdgeLevels              ? i
            : depth - i <= kEdgeLevels   ? smallDepth - (depth - i)
                                         : kEdgeLevels + (i - kEdgeLevels) % 3;
    out.insert(out.end(), levels[j].begin(), levels[j].end());
  }
  out.insert(out.end(), small.begin() + pos, small.end());
  return out;
}

TEST_F(RealModelsTest, DeepChainsFollowTheReferencePattern) {
  constexpr int kSmall = 30, kDeep = 300;  // Same depth modulo 3.
  for (Shape shape : {Shape::Slice, Shape::Insert, Shape::LoopSlice, Shape::LoopInsert}) {
    SCOPED_TRACE(static_cast<int>(shape));
    std::vector<std::string> reference = decide(source(shape, kSmall), /*reference=*/true);
    EXPECT_EQ(decide(source(shape, kSmall), /*reference=*/false), reference);
    uint64_t pairChecks = 0;
    std::vector<std::string> deep = decide(source(shape, kDeep), /*reference=*/false, &pairChecks);
    EXPECT_EQ(deep, extrapolate(shape, kSmall, reference, kDeep));
    // Only pairs a decision can newly create are checked: a few per level.
    EXPECT_LT(pairChecks, 8u * kDeep);
  }
}

TEST_F(RealModelsTest, SliceChainIsInPlaceAndInsertChainCopiesEveryThirdLevel) {
  // What mlir-opt-22 prints at 50 levels, checked at 300.
  std::vector<std::string> slice = decide(source(Shape::Slice, 300), false);
  ASSERT_EQ(slice.size(), 3u * 300 + 1);
  for (const std::string &d : slice) EXPECT_EQ(d.find('F'), std::string::npos) << d;
  std::vector<std::string> insert = decide(source(Shape::Insert, 300), false);
  int outOfPlace = 0;
  for (const std::string &d : insert)
    if (d == "tensor.insert:F") ++outOfPlace;
  // The insert at every level 3k writes a version that level 3k+2 still
  // reads: 100 copies.
  EXPECT_EQ(outOfPlace, 100);
}

TEST_F(RealModelsTest, UnrankedOperandsBufferizeInPlaceByDefault) {
  // mlir-opt-22 --one-shot-bufferize="bufferize-function-boundaries
  // test-analysis-only": cast ["true"] (forced before the analysis), so the
  // fill, whose buffer is the argument returned unchanged, goes out of place.
  std::vector<std::string> d = decide(R"mlir(
func.func @unranked_cast(%t: tensor<*xf32>, %v: f32) -> (tensor<?xf32>, tensor<*xf32>) {
  %c = tensor.cast %t : tensor<*xf32> to tensor<?xf32>
  %f = linalg.fill ins(%v : f32) outs(%c : tensor<?xf32>) -> tensor<?xf32>
  return %f, %t : tensor<?xf32>, tensor<*xf32>
}
)mlir",
                                      false);
  EXPECT_EQ(d, (std::vector<std::string>{"tensor.cast:T", "linalg.fill:F", "func.return:TT"}));

  OwningOpRef module = parseSourceString(ctx, "func.func @f(%t: tensor<*xf32>) -> tensor<?xf32> {\n"
                                              "  %c = tensor.cast %t : tensor<*xf32> to tensor<?xf32>\n"
                                              "  %d = tensor.cast %c : tensor<?xf32> to tensor<4xf32>\n"
                                              "  %e = tensor.cast %d : tensor<4xf32> to tensor<?xf32>\n"
                                              "  return %e : tensor<?xf32>\n}\n",
                                         "f.mlir");
  ASSERT_TRUE(module) << diagnostics;
  AnalysisState plain(options);
  std::vector<bool> must;
  module->walk([&](Operation *op) {
    if (op->getName() != "tensor.cast") return;
    must.push_back(op->getInterface<BufferizableOpInterface>()->mustBufferizeInPlace(op, op->getOpOperand(0), plain));
  });
  EXPECT_EQ(must, (std::vector<bool>{true, false, false}));
}

TEST_F(RealModelsTest, CfgLoopsDecideAsTheReference) {
  // Non-entry block arguments alias the values branched to them, so reverse
  // use-def chains can come back to an op: the program-order shortcut must
  // not apply (mlir-opt-22 gives the same decisions).
  std::string text = R"mlir(
func.func @cfg(%t0: tensor<?xf32>, %cst: f32, %c: i1) -> tensor<?xf32> {
  cf.br ^bb1(%t0 : tensor<?xf32>)
^bb1(%a: tensor<?xf32>):
  %s = tensor.extract_slice %a[0] [4] [1] : tensor<?xf32> to tensor<4xf32>
  %f = linalg.fill ins(%cst : f32) outs(%s : tensor<4xf32>) -> tensor<4xf32>
  %i = tensor.insert_slice %f into %a[1] [4] [1] : tensor<4xf32> into tensor<?xf32>
  %s2 = tensor.extract_slice %i[2] [4] [1] : tensor<?xf32> to tensor<4xf32>
  %i2 = tensor.insert_slice %s2 into %i[3] [4] [1] : tensor<4xf32> into tensor<?xf32>
  cf.cond_br %c, ^bb1(%i2 : tensor<?xf32>), ^bb2
^bb2:
  return %i2 : tensor<?xf32>
}
)mlir";
  std::vector<std::string> reference = decide(text, /*reference=*/true);
  EXPECT_EQ(decide(text, /*reference=*/false), reference);
  EXPECT_EQ(reference, (std::vector<std::string>{"cf.br:T", "tensor.extract_slice:F", "linalg.fill:T",
                                                 "tensor.insert_slice:TT", "tensor.extract_slice:F",
                                                 "tensor.insert_slice:TT", "cf.cond_br:T", "func.return:T"}));
}

}  // namespace
}  // namespace tbuf::bufferization::analysis_testing

// The indexed conflict check (per-alias-set intervals, only pairs a decision
// can newly create) must reach exactly the decisions of MLIR's all-pairs
// check (reference mode) on every input and heuristic. Random straight-line
// programs with inserts, extracts, slices, fills, insert_slices, unknown ops,
// empty tensors, non-writable arguments and scf.if branches exercise it.
#include <random>
#include <regex>

#include "analysis_test_models.h"
#include "dialects/test/test_ops.h"

namespace tbuf::bufferization::analysis_testing {
namespace {

std::string randomProgram(std::mt19937 &rng, int numOps) {
  auto pick = [&](int n) { return static_cast<int>(rng() % static_cast<unsigned>(n)); };
  std::vector<std::string> big = {"%A", "%B"}, small;
  int counter = 0;
  std::string body;
  auto fresh = [&] { return "%x" + std::to_string(counter++); };
  auto offset = [&] { return std::to_string(2 * pick(3)); };
  for (int k = 0; k < numOps; ++k) {
    std::string b = big[pick(static_cast<int>(big.size()))];
    switch (pick(small.empty() ? 4 : 9)) {
      case 0: {
        std::string x = fresh();
        body += "  " + x + " = tensor.insert %v into " + b + "[%i] : tensor<8xf32>\n";
        big.push_back(x);
        break;
      }
      case 1: {
        body += "  " + fresh() + " = tensor.extract " + b + "[%i] : tensor<8xf32>\n";
        break;
      }
      case 2: {
        std::string x = fresh();
        body += "  " + x + " = tensor.extract_slice " + b + "[" + offset() +
                "] [4] [1] : tensor<8xf32> to tensor<4xf32>\n";
        small.push_back(x);
        break;
      }
      case 3: {
        std::string x = fresh();
        if (pick(2)) {
          body += "  " + x + " = \"test.op\"(" + b + ") : (tensor<8xf32>) -> tensor<8xf32>\n";
        } else {
          body += "  " + x + " = tensor.empty() : tensor<8xf32>\n";
        }
        big.push_back(x);
        break;
      }
      case 4:
      case 5: {
        std::string s = small[pick(static_cast<int>(small.size()))], x = fresh();
        body += "  " + x + " = linalg.fill ins(%v : f32) outs(" + s + " : tensor<4xf32>) -> tensor<4xf32>\n";
        small.push_back(x);
        break;
      }
      case 6:
      case 7: {
        std::string s = small[pick(static_cast<int>(small.size()))], x = fresh();
        body += "  " + x + " = tensor.insert_slice " + s + " into " + b + "[" + offset() +
                "] [4] [1] : tensor<4xf32> into tensor<8xf32>\n";
        big.push_back(x);
        break;
      }
      default: {
        std::string other = big[pick(static_cast<int>(big.size()))], x = fresh(), y = fresh();
        body += "  " + x + " = scf.if %c -> tensor<8xf32> {\n";
        body += "    " + y + " = tensor.insert %v into " + b + "[%i] : tensor<8xf32>\n";
        body += "    scf.yield " + y + " : tensor<8xf32>\n  } else {\n";
        body += "    scf.yield " + other + " : tensor<8xf32>\n  }\n";
        big.push_back(x);
        break;
      }
    }
  }
  std::string r1 = big[pick(static_cast<int>(big.size()))], r2 = big[pick(static_cast<int>(big.size()))];
  return "func.func @f(%A: tensor<8xf32>, %B: tensor<8xf32> {bufferization.writable = false}, %v: f32, %i: index, "
         "%c: i1) -> (tensor<8xf32>, tensor<8xf32>) {\n" +
         body + "  return " + r1 + ", " + r2 + " : tensor<8xf32>, tensor<8xf32>\n}\n";
}

std::vector<std::string> decide(Context &ctx, const std::string &text, const BufferizationOptions &options,
                                bool reference, bool &ok) {
  OwningOpRef module = parseSourceString(ctx, text, "random.mlir");
  ok = static_cast<bool>(module);
  if (!module) return {};
  OneShotAnalysisState state(module.get(), options);
  state.setReferenceMode(reference);
  ok = succeeded(analyzeOp(module.get(), state));
  std::vector<std::string> out;
  module->walk([&](Operation *op) {
    std::string d;
    for (OpOperand &o : op->getOpOperands())
      if (o.get().getType().isa<TensorType>()) d += state.isInPlace(o) ? 'T' : 'F';
    if (!d.empty()) out.push_back(std::string(op->getName()) + ":" + d);
  });
  return out;
}

TEST(IndexedVsReference, RandomProgramsAllHeuristics) {
  Context ctx;
  registerAllDialects(ctx);
  registerTestDialectOps(ctx);
  std::string diagnostics;
  ctx.getDiagEngine().setHandler([&](const Diagnostic &d) { diagnostics += d.str() + "\n"; });
  attachAnalysisTestModels(ctx);
  std::mt19937 rng(1234);
  int programs = 0, outOfPlace = 0;
  for (int iter = 0; iter < 150; ++iter) {
    std::string text = randomProgram(rng, 6 + iter % 40);
    for (AnalysisHeuristic h : {AnalysisHeuristic::BottomUp, AnalysisHeuristic::TopDown,
                                AnalysisHeuristic::BottomUpFromTerminators, AnalysisHeuristic::Fuzzer}) {
      BufferizationOptions options;
      options.bufferizeFunctionBoundaries = true;
      options.analysisHeuristic = h;
      options.analysisFuzzerSeed = static_cast<unsigned>(iter + 1);
      bool okRef = false, okIdx = false;
      std::vector<std::string> ref = decide(ctx, text, options, /*reference=*/true, okRef);
      std::vector<std::string> idx = decide(ctx, text, options, /*reference=*/false, okIdx);
      ASSERT_TRUE(okRef && okIdx) << diagnostics << text;
      ASSERT_EQ(ref, idx) << "heuristic " << static_cast<int>(h) << "\n" << text;
      for (const std::string &d : ref) outOfPlace += static_cast<int>(std::count(d.begin(), d.end(), 'F'));
      ++programs;
    }
  }
  // The generator must produce real conflicts, or the comparison is vacuous.
  EXPECT_GT(outOfPlace, programs);
}

TEST(IndexedVsReference, ChainsAgree) {
  Context ctx;
  registerAllDialects(ctx);
  registerTestDialectOps(ctx);
  attachAnalysisTestModels(ctx);
  BufferizationOptions options;
  options.bufferizeFunctionBoundaries = true;
  for (int depth : {1, 7, 40}) {
    for (const std::string &text : {sliceChainSource(depth), insertExtractChainSource(depth)}) {
      bool okRef = false, okIdx = false;
      EXPECT_EQ(decide(ctx, text, options, true, okRef), decide(ctx, text, options, false, okIdx)) << text;
      EXPECT_TRUE(okRef && okIdx);
    }
  }
}

}  // namespace
}  // namespace tbuf::bufferization::analysis_testing

// The one-shot-bufferize and empty-tensor-to-alloc-tensor passes:
// registration, option names (exactly mlir-opt-22's), parsing of option
// strings, option checks and statistics, run through a PassManager.
#include <algorithm>

#include "bufferize/passes.h"
#include "ir/pass/pass_manager.h"
#include "ir/pass/pass_pipeline_parser.h"
#include "ir/pass/pass_registry.h"
#include "ir/printer/printer.h"
#include "ir/printer/printer_value_names.h"
#include "tests/bufferize_driver/driver_test_fixture.h"

namespace tbuf::bufferization::testing {
namespace {

class PassesTest : public DriverTest {
 protected:
  PassesTest() {
    registerOneShotBufferizePass();
    registerEmptyTensorToAllocTensorPass();
  }

  /// Runs `pass{options}` on the module; returns the pass-manager error or
  /// "" on success, "failed" if the run failed.
  std::string run(std::string_view pass, std::string_view opts) {
    pm = std::make_unique<PassManager>(&ctx);
    std::string error;
    if (failed(addPassOrPipeline(*pm, pass, opts, error))) return error;
    return failed(pm->run(module.get())) ? "failed" : "";
  }

  std::unique_ptr<PassManager> pm;
};

TEST_F(PassesTest, OptionNamesAreMlirOpts) {
  const PassInfo *info = lookupPassInfo("one-shot-bufferize");
  ASSERT_NE(info, nullptr);
  EXPECT_EQ(info->description, "One-Shot Bufferize");
  std::unique_ptr<Pass> pass = info->factory();
  std::vector<std::string> names;
  for (PassOptionBase *o : pass->getOptions()) names.push_back(o->getArgument());
  // `mlir-opt-22 --help`, in its order.
  EXPECT_EQ(names, (std::vector<std::string>{
                       "allow-return-allocs-from-loops", "allow-unknown-ops", "analysis-fuzzer-seed",
                       "analysis-heuristic", "buffer-alignment", "bufferize-function-boundaries",
                       "check-parallel-regions", "copy-before-write", "dialect-filter", "dump-alias-sets",
                       "function-boundary-type-conversion", "must-infer-memory-space", "no-analysis-func-filter",
                       "print-conflicts", "test-analysis-only", "unknown-type-conversion",
                       "use-encoding-for-memory-space"}));
  EXPECT_EQ(pass->lookupOption("analysis-fuzzer-seed")->getValuePlaceholder(), "<uint>");
  EXPECT_EQ(pass->lookupOption("buffer-alignment")->printValue(), "64");
  EXPECT_EQ(pass->lookupOption("check-parallel-regions")->printValue(), "true");
  EXPECT_EQ(pass->lookupOption("function-boundary-type-conversion")->printValue(), "infer-layout-map");
  EXPECT_EQ(pass->lookupOption("unknown-type-conversion")->printValue(), "fully-dynamic-layout-map");

  std::string error;
  EXPECT_TRUE(succeeded(pass->parseFromString(
      "bufferize-function-boundaries dialect-filter=tensor,arith analysis-fuzzer-seed=7 "
      "unknown-type-conversion=identity-layout-map",
      error)))
      << error;
  EXPECT_EQ(pass->lookupOption("dialect-filter")->printValue(), "{tensor,arith}");
  EXPECT_TRUE(failed(pass->parseFromString("analysis-fuzzer-seed=-1", error)));
  EXPECT_TRUE(failed(pass->parseFromString("analysis-fuzzer-seed=4294967296", error)));

  const PassInfo *empty = lookupPassInfo("empty-tensor-to-alloc-tensor");
  ASSERT_NE(empty, nullptr);
  EXPECT_EQ(empty->description, "Replace all empty ops by alloc_tensor ops.");
}

constexpr std::string_view kInput = R"mlir(
func.func @f(%t: tensor<4xf32>, %f: f32) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<4xf32>
  %0 = tensor.insert %f into %t[%c0] : tensor<4xf32>
  %1 = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}
)mlir";

TEST_F(PassesTest, CopyBeforeWriteRun) {
  parse(kInput);
  ASSERT_EQ(run("one-shot-bufferize", "copy-before-write bufferize-function-boundaries"), "") << diagnostics;
  // Both written tensors get a new buffer; only the insert's is a copy
  // (linalg.fill overwrites its init without reading it).
  EXPECT_EQ(count("memref.alloc"), 2);
  EXPECT_EQ(count("memref.copy"), 1);
  EXPECT_EQ(count("bufferization.to_tensor"), 0);
}

TEST_F(PassesTest, DumpAliasSetsNamesValuesWithTheCommandLinePrintingFlags) {
  // mlir-opt-22 names the values in the alias sets the way its output will
  // print them: pretty names by default, numbers under
  // --mlir-print-op-generic (the driver stores its flags with
  // setCommandLinePrintingFlags).
  constexpr std::string_view kAliasInput = R"mlir(
func.func @f(%t: tensor<4xf32>, %f: f32, %i: index) -> tensor<4xf32> {
  %0 = tensor.insert %f into %t[%i] : tensor<4xf32>
  return %0 : tensor<4xf32>
}
)mlir";
  const std::string options = "bufferize-function-boundaries test-analysis-only dump-alias-sets";
  parse(kAliasInput);
  ASSERT_EQ(run("one-shot-bufferize", options), "") << diagnostics;
  EXPECT_NE(printed().find(R"(__opresult_alias_set_attr__ = [["%inserted", "%arg0"]])"), std::string::npos)
      << printed();

  PrintingFlags generic;
  generic.printGenericOpForm = true;
  setCommandLinePrintingFlags(generic);
  parse(kAliasInput);
  std::string result = run("one-shot-bufferize", options);
  setCommandLinePrintingFlags(PrintingFlags{});
  ASSERT_EQ(result, "") << diagnostics;
  std::string text = printToString(module.get(), generic);
  EXPECT_NE(text.find(R"(__opresult_alias_set_attr__ = [["%0", "%arg0"]])"), std::string::npos) << text;
}

TEST_F(PassesTest, PipelineFormTakesTheSameOptions) {
  parse(kInput);
  pm = std::make_unique<PassManager>(&ctx);
  std::string error;
  ASSERT_TRUE(succeeded(parsePassPipeline("builtin.module(one-shot-bufferize{bufferize-function-boundaries "
                                          "function-boundary-type-conversion=identity-layout-map})",
                                          *pm, error)))
      << error;
  ASSERT_TRUE(succeeded(pm->run(module.get()))) << diagnostics;
  EXPECT_NE(printed().find("func.func @f(%arg0: memref<4xf32>, %arg1: f32) -> (memref<4xf32>, memref<4xf32>)"),
            std::string::npos)
      << printed();
}

TEST_F(PassesTest, ContradictoryOptionsFail) {
  struct Case {
    const char *options, *message;
  };
  for (Case c : {Case{"copy-before-write test-analysis-only",
                      "Invalid option: 'copy-before-write' cannot be used with 'test-analysis-only'"},
                 Case{"print-conflicts", "Invalid option: 'print-conflicts' requires 'test-analysis-only'"},
                 Case{"dump-alias-sets", "Invalid option: 'dump-alias-sets' requires 'test-analysis-only'"},
                 Case{"no-analysis-func-filter=f",
                      "Invalid option: 'no-analysis-func-filter' requires 'bufferize-function-boundaries'"},
                 Case{"unknown-type-conversion=infer-layout-map",
                      "Invalid option: 'infer-layout-map' is not a valid value for 'unknown-type-conversion'"},
                 Case{"must-infer-memory-space use-encoding-for-memory-space",
                      "only one of 'must-infer-memory-space' and 'use-encoding-for-memory-space' are allowed in "
                      "one-shot-bufferize"}}) {
    diagnostics.clear();
    parse(kInput);
    EXPECT_EQ(run("one-shot-bufferize", c.options), "failed") << c.options;
    EXPECT_NE(diagnostics.find(c.message), std::string::npos) << c.options << "\n" << diagnostics;
    // Nothing was bufferized.
    EXPECT_EQ(count("memref.alloc"), 0) << c.options;
  }
}

TEST_F(PassesTest, UnknownAnalysisHeuristicIsAnOptionError) {
  // Rejected while the options are parsed (the driver exits 2), not when the
  // pass runs.
  parse(kInput);
  EXPECT_EQ(run("one-shot-bufferize", "analysis-heuristic=sideways"),
            "pass 'one-shot-bufferize': invalid value for option 'analysis-heuristic': 'sideways' is not one of "
            "bottom-up, top-down, bottom-up-from-terminators, fuzzer");
}

TEST_F(PassesTest, EmptyTensorToAllocTensor) {
  parse(R"mlir(
func.func @f(%sz: index) -> tensor<?x4xf32> {
  %0 = tensor.empty(%sz) : tensor<?x4xf32>
  %1 = tensor.empty() : tensor<4xf32>
  return %0 : tensor<?x4xf32>
}
)mlir");
  ASSERT_EQ(run("empty-tensor-to-alloc-tensor", ""), "") << diagnostics;
  EXPECT_EQ(printed(),
            "module {\n"
            "  func.func @f(%arg0: index) -> tensor<?x4xf32> {\n"
            "    %0 = bufferization.alloc_tensor(%arg0) : tensor<?x4xf32>\n"
            "    return %0 : tensor<?x4xf32>\n"
            "  }\n"
            "}\n");
}

}  // namespace
}  // namespace tbuf::bufferization::testing

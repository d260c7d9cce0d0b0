// buffer-deallocation-pipeline: registered as a named pipeline with
// mlir-opt-22's pass list and option, and it runs end to end on deallocs
// written by hand (no ownership pass needed when the input has no
// allocation to own).
#include <gtest/gtest.h>

#include "ir/pass/pass_registry.h"
#include "tests/dealloc_lowering/lowering_fixture.h"

namespace tbuf::test_util {
namespace {

std::string expand(std::string_view options) {
  registerLoweringTestPasses();
  OpPassManager pm("builtin.module");
  std::string error;
  if (failed(addPassOrPipeline(pm, "buffer-deallocation-pipeline", options, error))) return "error: " + error;
  return pm.getPipelineText();
}

TEST(DeallocationPipeline, ExpandsToMlirOptsPassList) {
  std::string p = expand("");
  const char *order[] = {"expand-realloc{emit-deallocs=false}",
                         "canonicalize",
                         "ownership-based-buffer-deallocation{private-function-dynamic-ownership=false}",
                         "canonicalize",
                         "buffer-deallocation-simplification",
                         "bufferization-lower-deallocations",
                         "cse",
                         "canonicalize"};
  size_t pos = 0;
  for (const char *name : order) {
    size_t next = p.find(name, pos);
    ASSERT_NE(next, std::string::npos) << name << " missing after " << pos << " in " << p;
    pos = next + 1;
  }
}

TEST(DeallocationPipeline, PassesPrivateFunctionDynamicOwnershipThrough) {
  std::string p = expand("private-function-dynamic-ownership");
  EXPECT_NE(p.find("ownership-based-buffer-deallocation{private-function-dynamic-ownership=true}"),
            std::string::npos)
      << p;
  EXPECT_NE(expand("no-such-option").find("error"), std::string::npos);
}

TEST(DeallocationPipeline, LowersHandWrittenDeallocsAndRealloc) {
  // No allocation is owned here, so the ownership pass adds nothing; the
  // realloc is expanded without a dealloc of its source.
  std::string out = runPipeline(R"mlir(
func.func @f(%arg0: memref<?xf32>, %n: index) -> memref<?xf32> {
  %0 = memref.realloc %arg0(%n) : memref<?xf32> to memref<?xf32>
  return %0 : memref<?xf32>
}
)mlir",
                                "builtin.module(buffer-deallocation-pipeline)");
  EXPECT_EQ(countOf(out, "memref.realloc"), 0u) << out;
  EXPECT_EQ(countOf(out, "bufferization.dealloc"), 0u) << out;
}

}  // namespace
}  // namespace tbuf::test_util

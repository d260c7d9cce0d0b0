// Embedding test of emitCHeader (lower/emit_c.cc): the header and the C file
// of a module are compiled with a hand-written C driver that builds a memref
// descriptor over its own array, calls the exported function and reads the
// multi-result struct (docs/c-abi.md, "Embedding").
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "tests/lower/c_run_util.h"

namespace tbuf::lower_test {
namespace {

constexpr std::string_view kKernels = R"mlir(
module @kernels {
  func.func @scale(%m: memref<?xf32>, %s: f32) -> (memref<?xf32>, index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = memref.dim %m, %c0 : memref<?xf32>
    scf.for %i = %c0 to %n step %c1 {
      %x = memref.load %m[%i] : memref<?xf32>
      %y = arith.mulf %x, %s : f32
      memref.store %y, %m[%i] : memref<?xf32>
    }
    return %m, %n : memref<?xf32>, index
  }
  func.func private @internal(%x: i32) -> i32 {
    return %x : i32
  }
}
)mlir";

constexpr std::string_view kDriver = R"c(
#include <stdio.h>
#include "kernels.h"
#include "kernels.h" /* include guards: twice is fine */

int main(void) {
  float data[4] = {1, 2, 3, 4};
  TbufMemRef_f32_1 m = {data, data, 0, {4}, {1}};
  scale_Results r = scale(m, 2.0f);
  printf("%g %g %g %g %lld %d\n", data[0], data[1], data[2], data[3], (long long)r.r1, r.r0.aligned == data);
  return 0;
}
)c";

TEST(EmitCHeader, HeaderAndCodeLinkWithAHandWrittenDriver) {
  test_util::TestContext tc;
  OwningOpRef module = test_util::parseAndVerify(tc, kKernels);
  ASSERT_TRUE(module) << tc.diagnostics;
  std::ostringstream header, code;
  ASSERT_TRUE(succeeded(lower::emitCHeader(module.get(), header))) << tc.diagnostics;
  ASSERT_TRUE(succeeded(lower::emitC(module.get(), code, lower::EmitCOptions{}))) << tc.diagnostics;
  // Only public functions with a body are exported.
  EXPECT_NE(header.str().find("#ifndef TBUF_KERNELS_H"), std::string::npos) << header.str();
  EXPECT_NE(header.str().find("scale_Results scale(TbufMemRef_f32_1, float);"), std::string::npos) << header.str();
  EXPECT_EQ(header.str().find("internal("), std::string::npos) << header.str();

  std::filesystem::path dir = makeTempDir();
  std::string runtime = writeRuntime(dir);
  std::ofstream(dir / "kernels.h") << header.str();
  std::ofstream(dir / "kernels.c") << code.str();
  std::ofstream(dir / "main.c") << kDriver;
  std::string cc = std::getenv("CC") ? std::getenv("CC") : "cc";
  std::string cmd = cc + " -std=c99 -O2 -Wall -Werror -I" + dir.string() + " " + (dir / "main.c").string() + " " +
                    (dir / "kernels.c").string() + runtime + " -o " + (dir / "prog").string() + " -lm > " +
                    (dir / "cc.txt").string() + " 2>&1";
  ASSERT_EQ(shell(cmd), 0) << slurp(dir / "cc.txt") << "\n" << header.str() << "\n" << code.str();
  ASSERT_EQ(shell((dir / "prog").string() + " > " + (dir / "out.txt").string()), 0);
  EXPECT_EQ(slurp(dir / "out.txt"), "2 4 6 8 4 1\n");
  std::error_code ec;
  std::filesystem::remove_all(dir, ec);
}

}  // namespace
}  // namespace tbuf::lower_test

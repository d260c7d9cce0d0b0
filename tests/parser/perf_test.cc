// Scaling of the parser: parsing time must grow linearly with the number of
// ops (no quadratic name lookup, use-list or block bookkeeping). Measured as
// the ratio between inputs of N and 4N ops, so the test holds in unoptimised
// builds too; the absolute bound is loose for the same reason (an optimised
// build parses 10^5 ops in about 0.2 s).
#include <chrono>

#include <gtest/gtest.h>

#include "ir/parser.h"

namespace tbuf {
namespace {

/// A function-like region with `n` chained ops, forward references to values
/// and blocks, and attributes.
std::string makeInput(int n) {
  std::string s = "\"foo.func\"() ({\n^bb0(%arg0: i32):\n  \"foo.br\"(%late)[^bb1] : (i32) -> ()\n^bb1:\n";
  std::string prev = "%arg0";
  for (int i = 0; i < n; ++i) {
    std::string v = "%v" + std::to_string(i);
    s += "  " + v + " = \"foo.add\"(" + prev + ", %arg0) {i = " + std::to_string(i % 7) + " : i32} : (i32, i32) -> i32\n";
    prev = v;
  }
  s += "  %late = \"foo.id\"(" + prev + ") : (i32) -> i32\n  \"foo.ret\"(%late) : (i32) -> ()\n}) : () -> ()\n";
  return s;
}

double parseSeconds(const std::string &text) {
  Context ctx;
  auto start = std::chrono::steady_clock::now();
  OwningOpRef op = parseSourceString(ctx, text);
  auto end = std::chrono::steady_clock::now();
  EXPECT_TRUE(op);
  return std::chrono::duration<double>(end - start).count();
}

TEST(ParsePerf, LinearInNumberOfOps) {
  std::string small = makeInput(25000), large = makeInput(100000);
  parseSeconds(small);  // warm up the allocator
  double tSmall = parseSeconds(small);
  double tLarge = parseSeconds(large);
  // Linear would be 4x; allow noise, but a quadratic parser is 16x.
  EXPECT_LT(tLarge, 8 * tSmall + 0.05) << "25k ops: " << tSmall << " s, 100k ops: " << tLarge << " s";
  EXPECT_LT(tLarge, 10.0);
}

TEST(ParsePerf, ManyBlocksAndRegions) {
  std::string s = "\"foo.func\"() ({\n";
  for (int i = 0; i < 20000; ++i) s += "  \"foo.br\"()[^bb" + std::to_string(i + 1) + "] : () -> ()\n^bb" +
                                       std::to_string(i + 1) + ":\n";
  s += "  \"foo.ret\"() : () -> ()\n}) : () -> ()\n";
  for (int i = 0; i < 20000; ++i) s += "\"foo.wrap\"() ({\n  %x = \"foo.v\"() : () -> i32\n}) : () -> ()\n";
  EXPECT_LT(parseSeconds(s), 10.0);
}

}  // namespace
}  // namespace tbuf

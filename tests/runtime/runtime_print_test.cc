// The runtime's printMemref*/print* functions against mlir-runner-22's own
// output: data/print_formats.mlir prints a set of memrefs and scalars under
// MLIR (expected output in data/print_formats.mlir.expected, base addresses
// masked); PrintFormats builds the same memrefs in C and must print exactly
// that. The other tests pin the parts the masked file cannot show.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "runtime/tbuf_runtime.h"

namespace {

/// A ranked descriptor with the layout of tbuf_runtime.h.
template <typename T, int R>
struct Descriptor {
  T *allocated;
  T *aligned;
  int64_t offset;
  int64_t sizes[R > 0 ? R : 1];
  int64_t strides[R > 0 ? R : 1];
};

template <typename T>
struct Descriptor<T, 0> {
  T *allocated;
  T *aligned;
  int64_t offset;
};

/// An identity-layout descriptor over `data` with `shape`.
template <int R, typename T>
Descriptor<T, R> contiguous(std::vector<T> &data, std::vector<int64_t> shape, int64_t offset = 0) {
  Descriptor<T, R> d{};
  d.allocated = d.aligned = data.data();
  d.offset = offset;
  if constexpr (R > 0) {
    int64_t stride = 1;
    for (int i = R - 1; i >= 0; --i) {
      d.sizes[i] = shape[i];
      d.strides[i] = stride;
      stride *= shape[i];
    }
  }
  return d;
}

template <typename D>
TbufUnrankedMemRef unranked(D &d, int64_t rank) {
  return TbufUnrankedMemRef{rank, &d};
}

float bitsToFloat(uint32_t bits) {
  float f;
  std::memcpy(&f, &bits, sizeof f);
  return f;
}

std::string capture(void (*body)()) {
  testing::internal::CaptureStdout();
  body();
  std::fflush(stdout);
  return testing::internal::GetCapturedStdout();
}

std::string maskAddresses(const std::string &text) {
  static const std::regex address("base@ = (0x[0-9a-fA-F]+|0) ");
  return std::regex_replace(text, address, "base@ = <addr> ");
}

std::string readFile(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

void printAllFormats() {
  std::vector<float> special = {1.0f, 0.5f, 1.0e-7f, 123456789.0f, bitsToFloat(0x7FC00000),
                                bitsToFloat(0x7F800000), -0.0f, bitsToFloat(0xFF800000), 3.14159274f,
                                1.0e20f, 0.0001f, 1.0e-5f, 100000.0f, 1000000.0f, bitsToFloat(0xFFC00000),
                                bitsToFloat(0x00000001)};
  auto d0 = contiguous<1>(special, {16});
  printMemrefF32(unranked(d0, 1));

  std::vector<float> scalar = {2.5f};
  auto d1 = contiguous<0>(scalar, {});
  printMemrefF32(unranked(d1, 0));
  std::vector<float> one = {-4.25f};
  auto d2 = contiguous<1>(one, {1});
  printMemrefF32(unranked(d2, 1));
  std::vector<float> oneOne = {7.0f};
  auto d3 = contiguous<2>(oneOne, {1, 1});
  printMemrefF32(unranked(d3, 2));
  std::vector<float> row = {1, 2, 3};
  auto d4 = contiguous<2>(row, {1, 3});
  printMemrefF32(unranked(d4, 2));
  // MLIR gives a 3x1 memref strides [1, 1]; print what it printed.
  auto d5 = contiguous<2>(row, {3, 1});
  d5.strides[0] = 1;
  printMemrefF32(unranked(d5, 2));

  std::vector<int32_t> i32(12);
  for (int i = 0; i < 12; ++i) i32[i] = i + 1;
  auto d6 = contiguous<3>(i32, {2, 3, 2});
  printMemrefI32(unranked(d6, 3));
  Descriptor<int32_t, 2> sub{i32.data(), i32.data(), 3, {2, 2}, {6, 2}};
  printMemrefI32(unranked(sub, 2));

  std::vector<int64_t> i64 = {1, -2, 3, 4, -5, 6, 7, INT64_MAX};
  auto d7 = contiguous<4>(i64, {2, 1, 2, 2});
  printMemrefI64(unranked(d7, 4));
  std::vector<int64_t> ind = {0, 5, -1};
  auto d8 = contiguous<1>(ind, {3});
  printMemrefInd(unranked(d8, 1));
  std::vector<int8_t> i8 = {65, 98, 48, 32, 126, 10};
  auto d9 = contiguous<1>(i8, {6});
  printMemrefI8(unranked(d9, 1));
  std::vector<int16_t> i16 = {65, -1, 32767, -32768};
  auto d10 = contiguous<2>(i16, {2, 2});
  printMemrefI16(unranked(d10, 2));
  std::vector<uint16_t> f16 = {0x3C00, 0x2E66, 0x7BFF, 0xC100, 0x0001, 0x7C00, 0x7E00, 0x8000};
  auto d11 = contiguous<1>(f16, {8});
  printMemrefF16(unranked(d11, 1));
  std::vector<double> f64 = {0.1, 1.0e300, 2.0, 1.0e-300, -3.5, 0.3333333333333333};
  auto d12 = contiguous<2>(f64, {2, 3});
  printMemrefF64(unranked(d12, 2));
  Descriptor<double, 1> column{f64.data(), f64.data(), 2, {2}, {3}};
  printMemrefF64(unranked(column, 1));

  printOpen();
  printF32(bitsToFloat(0x7FC00000));
  printComma();
  printF32(bitsToFloat(0xFFC00000));
  printComma();
  printF32(1.0e-7f);
  printClose();
  printNewline();
  printF64(123456789.0);
  printComma();
  printF64(0.3333333333333333);
  printNewline();
  printI64(-7);
  printComma();
  printU64(static_cast<uint64_t>(-7));
  printComma();
  printI64(INT64_MAX);
  printNewline();
}

TEST(RuntimePrint, MatchesMlirRunnerOutput) {
  std::string expected = readFile("tests/runtime/data/print_formats.mlir.expected");
  ASSERT_FALSE(expected.empty()) << "missing tests/runtime/data/print_formats.mlir.expected";
  EXPECT_EQ(maskAddresses(capture(printAllFormats)), expected);
}

std::vector<float> gData = {1, 2, 3, 4, 5, 6, 7, 8};

TEST(RuntimePrint, BaseAddressIsTheAlignedPointerInHex) {
  std::string out = capture([] {
    Descriptor<float, 1> d{gData.data(), gData.data() + 4, 0, {2}, {1}};
    printMemrefF32(unranked(d, 1));
  });
  char expected[64];
  std::snprintf(expected, sizeof expected, "base@ = 0x%llx rank = 1",
                static_cast<unsigned long long>(reinterpret_cast<uintptr_t>(gData.data() + 4)));
  EXPECT_NE(out.find(expected), std::string::npos) << out;
  EXPECT_NE(out.find("data = \n[5,  6]\n"), std::string::npos) << out;
}

TEST(RuntimePrint, NegativeStridesWalkBackwards) {
  std::string out = capture([] {
    Descriptor<float, 2> d{gData.data(), gData.data(), 7, {2, 2}, {-4, -1}};
    printMemrefF32(unranked(d, 2));
  });
  EXPECT_EQ(maskAddresses(out),
            "Unranked Memref base@ = <addr> rank = 2 offset = 7 sizes = [2, 2] strides = [-4, -1] data = \n"
            "[[8,   7], \n [4,   3]]\n");
}

TEST(RuntimePrint, EmptyMemrefKeepsMlirBracketsWithoutReadingElements) {
  // MLIR reads (out of bounds) one element per empty dimension; the runtime
  // prints the same brackets and no element.
  std::string out = capture([] {
    Descriptor<float, 2> d{nullptr, nullptr, 0, {2, 0}, {0, 1}};
    printMemrefF32(unranked(d, 2));
    Descriptor<float, 1> e{nullptr, nullptr, 0, {0}, {1}};
    printMemrefF32(unranked(e, 1));
  });
  EXPECT_EQ(out,
            "Unranked Memref base@ = 0 rank = 2 offset = 0 sizes = [2, 0] strides = [0, 1] data = \n"
            "[[], \n []]\n"
            "Unranked Memref base@ = 0 rank = 1 offset = 0 sizes = [0] strides = [1] data = \n"
            "[]\n");
}

TEST(RuntimePrint, BF16PrintsItsFloatValue) {
  std::string out = capture([] {
    static std::vector<uint16_t> bf16 = {0x3F80, 0xC0A0, 0x7F80};  // 1, -5, inf
    Descriptor<uint16_t, 1> d{bf16.data(), bf16.data(), 0, {3}, {1}};
    printMemrefBF16(unranked(d, 1));
  });
  EXPECT_NE(out.find("data = \n[1,  -5,  inf]\n"), std::string::npos) << out;
}

TEST(RuntimePrint, FlopsGoToStderrAndClockAdvances) {
  testing::internal::CaptureStderr();
  printFlops(2.5e9);
  EXPECT_EQ(testing::internal::GetCapturedStderr(), "2.500000 GFLOPS\n");
  double t0 = rtclock();
  double t1 = rtclock();
  EXPECT_GT(t0, 1.0e9);  // seconds since the Epoch
  EXPECT_GE(t1, t0);
}

}  // namespace

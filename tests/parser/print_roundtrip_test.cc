// Parser and printer agree: each attribute (types through TypeAttr) is
// parsed, printed with Attribute::str(), and compared with what mlir-opt-22
// prints for the same input (`--mlir-print-local-scope`, recorded when the
// test was written); re-parsing the printed text gives the same uniqued
// attribute.
#include <gtest/gtest.h>

#include "ir/parser/parser.h"
#include "parser_test_util.h"

namespace tbuf {
namespace {

struct RoundTrip {
  const char *input;
  const char *printed;  ///< mlir-opt-22's form
};

const RoundTrip kCases[] = {
      {"7", "7 : i64"},
      {"-1 : i32", "-1 : i32"},
      {"0x10 : i32", "16 : i32"},
      {"255 : i8", "-1 : i8"},
      {"255 : ui8", "255 : ui8"},
      {"-128 : si8", "-128 : si8"},
      {"18446744073709551615 : ui64", "18446744073709551615 : ui64"},
      {"3 : index", "3 : index"},
      {"true", "true"},
      {"1 : i1", "true"},
      {"1.5", "1.500000e+00 : f64"},
      {"-2.5e-1 : f32", "-2.500000e-01 : f32"},
      {"0.1 : f32", "1.000000e-01 : f32"},
      {"0x7FC00000 : f32", "0x7FC00000 : f32"},
      {"0x7F800000 : f32", "0x7F800000 : f32"},
      {"0xFFF0000000000000 : f64", "0xFFF0000000000000 : f64"},
      {"0x3C00 : f16", "1.000000e+00 : f16"},
      {"0x3F80 : bf16", "1.000000e+00 : bf16"},
      {"-0.0 : f16", "-0.000000e+00 : f16"},
      {"1.0e-10 : f64", "1.000000e-10 : f64"},
      {"\"q\\\"b\\\\n\\n\\t\\00\\FF\"", "\"q\\22b\\\\n\\0A\\09\\00\\FF\""},
      {"\"x\" : i32", "\"x\" : i32"},
      {"[1, \"two\", [true], []]", "[1, \"two\", [true], []]"},
      {"{b = 2 : i32, a, \"quoted name\" = i32, i8 = 1}", "{a, b = 2 : i32, i8 = 1 : i64, \"quoted name\" = i32}"},
      {"@foo", "@foo"},
      {"@foo::@bar::@\"b az\"", "@foo::@bar::@\"b az\""},
      {"(i32) -> f32", "(i32) -> f32"},
      {"tensor<?xf32>", "tensor<?xf32>"},
      {"strided<[4, ?, -1], offset: 7>", "strided<[4, ?, -1], offset: 7>"},
      {"strided<[]>", "strided<[]>"},
      {"strided<[1], offset: 0>", "strided<[1]>"},
      {"#linalg.iterator_type<parallel>", "#linalg.iterator_type<parallel>"},
      {"#foo.attr", "#foo.attr"},
      {"#foo<\"attr<1, 2>\">", "#foo<\"attr<1, 2>\">"},
      {"#foo.map<(d0) -> (d0), [x]>", "#foo.map<(d0) -> (d0), [x]>"},
      {"dense<1.0> : tensor<2x2xf32>", "dense<1.000000e+00> : tensor<2x2xf32>"},
      {"dense<[[1, 2], [3, -4]]> : tensor<2x2xi32>", "dense<[[1, 2], [3, -4]]> : tensor<2x2xi32>"},
      {"dense<[true, false, true]> : tensor<3xi1>", "dense<[true, false, true]> : tensor<3xi1>"},
      {"dense<42> : tensor<i32>", "dense<42> : tensor<i32>"},
      {"dense<> : tensor<0xi32>", "dense<> : tensor<0xi32>"},
      {"dense<\"0x0000803F00000040\"> : tensor<2xf32>", "dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>"},
      {"dense<\"0xFFFF\"> : tensor<3xi16>", "dense<-1> : tensor<3xi16>"},
      {"dense<\"0x05\"> : tensor<3xi1>", "dense<[true, false, true]> : tensor<3xi1>"},
      {"dense<1> : memref<2xi32>", "dense<1> : memref<2xi32>"},
      {"dense<[1, 2, 3]> : vector<3xi64>", "dense<[1, 2, 3]> : vector<3xi64>"},
      {"dense<[0, 1]> : tensor<2xindex>", "dense<[0, 1]> : tensor<2xindex>"},
      {"dense<[1.5, -2.0e3]> : tensor<2xf64>", "dense<[1.500000e+00, -2.000000e+03]> : tensor<2xf64>"},
      {"dense<[255, 1]> : tensor<2xui8>", "dense<[255, 1]> : tensor<2xui8>"},
      {"array<i64: 1, -2, 3>", "array<i64: 1, -2, 3>"},
      {"array<i32>", "array<i32>"},
      {"array<i1: true, false>", "array<i1: true, false>"},
      {"array<f32: 1.0, 2.5>", "array<f32: 1.000000e+00, 2.500000e+00>"},
      {"affine_map<(d0, d1)[s0] -> (d0 + d1 * 4 + s0, d1)>", "affine_map<(d0, d1)[s0] -> (d0 + d1 * 4 + s0, d1)>"},
      {"affine_map<() -> ()>", "affine_map<() -> ()>"},
      {"affine_map<() -> (0)>", "affine_map<() -> (0)>"},
      {"affine_map<(d0) -> (d0 floordiv 2 * 3, d0 mod 3 + d0 ceildiv 2, -d0, - (d0 + 1))>", "affine_map<(d0) -> ((d0 floordiv 2) * 3, d0 mod 3 + d0 ceildiv 2, -d0, -(d0 + 1))>"},
      {"affine_map<(i, j)[n] -> (j, i)>", "affine_map<(d0, d1)[s0] -> (d1, d0)>"},
      {"memref<4x4xf32, affine_map<(d0, d1) -> (d0, d1)>>", "memref<4x4xf32>"},
      {"memref<4xf32, 0>", "memref<4xf32>"},
      {"memref<?xf32, strided<[?], offset: ?>>", "memref<?xf32, strided<[?], offset: ?>>"},
      {"memref<4x8xf32, affine_map<(d0, d1) -> (d1, d0)>, 3>", "memref<4x8xf32, affine_map<(d0, d1) -> (d1, d0)>, 3>"},
      {"memref<4xf32, #gpu.address_space<workgroup>>", "memref<4xf32, #gpu.address_space<workgroup>>"},
      {"memref<*xf32, 1>", "memref<*xf32, 1>"},
      {"memref<4xf32, \"shared\">", "memref<4xf32, \"shared\">"},
      {"memref<4xf32, 5 : i32>", "memref<4xf32, 5 : i32>"},
      {"tensor<4xf32, \"enc\">", "tensor<4xf32, \"enc\">"},
      {"tensor<2x!foo.bar>", "tensor<2x!foo.bar>"},
      {"!foo.type<with <nested> \"str>\" params>", "!foo.type<with <nested> \"str>\" params>"},
      {"!foo<\"type<1>\">", "!foo<\"type<1>\">"},
      {"tuple<i32, tuple<f32>>", "tuple<i32, tuple<f32>>"},
      {"vector<2x4xi32>", "vector<2x4xi32>"},
      {"((i32) -> i32) -> ()", "((i32) -> i32) -> ()"},
};

TEST(ParsePrintRoundTrip, MatchesMlirOpt) {
  Context ctx;
  testing::DiagCapture capture(ctx);
  for (const RoundTrip &c : kCases) {
    Attribute a = parseAttribute(ctx, c.input);
    ASSERT_TRUE(a) << c.input << ": " << capture.firstError();
    EXPECT_EQ(a.str(), c.printed) << c.input;
    Attribute again = parseAttribute(ctx, c.printed);
    EXPECT_EQ(again, a) << c.printed;
  }
  EXPECT_TRUE(capture.diags().empty());
}

}  // namespace
}  // namespace tbuf

// Parse errors in whole files: each case is an input and the first error
// mlir-opt-22 reports for it (`mlir-opt-22 --allow-unregistered-dialect`,
// checked when the case was written), with its exact line and column. Also:
// notes, one error per failure, errors in byte ranges of a buffer
// (--split-input-file chunks), and never a failure without a diagnostic.
#include <gtest/gtest.h>

#include "ir/parser/parser.h"
#include "parser_test_util.h"

namespace tbuf {
namespace {

using testing::DiagCapture;
using testing::parseError;

struct ErrorCase {
  const char *input;
  const char *error;  ///< "line:col: message" as mlir-opt-22 prints it
};

// Generic-form inputs with unregistered ops, so that only the parser is
// involved (no dialect, no verifier).
const ErrorCase kCases[] = {
      {"\"foo.op\"() {a = [1, 2} : () -> ()\n",
       "1:22: expected ',' or ']'"},
      {"\"foo.op\"() {a = 1 {\n  \"foo.x\"() : () -> ()\n}",
       "1:18: expected '}' in attribute dictionary"},
      {"\"foo.op\"() {a = \"abc} : () -> ()\n",
       "1:33: expected '\"' in string literal"},
      {"\"foo.op\"() : () -> ()\n`\n",
       "2:1: unexpected character"},
      {"%0 = \"foo.op\"() : () -> i32\n%0 = \"foo.op\"() : () -> i32\n",
       "2:1: redefinition of SSA value '%0'"},
      {"\"foo.op\"(%x) : (i32) -> ()\n",
       "1:10: use of undeclared SSA value name"},
      {"%0 = \"foo.op\"() : () -> i32\n\"foo.op\"(%0) : (f32) -> ()\n",
       "2:10: use of value '%0' expects different type than prior uses: 'f32' vs 'i32'"},
      {"\"foo.op\"() ({\n  \"foo.br\"()[^bb9] : () -> ()\n}) : () -> ()\n",
       "2:14: reference to an undefined block"},
      {"\"foo.op\"() ({\n  \"foo.br\"()[^bb1] : () -> ()\n^bb1:\n  \"foo.x\"() : () -> ()\n^bb1:\n  \"foo.x\"() : () -> ()\n}) : () -> ()\n",
       "5:1: redefinition of block '^bb1'"},
      {"\"foo.op\"() {a = #nomap} : () -> ()\n",
       "1:23: undefined symbol alias id 'nomap'"},
      {"\"foo.op\"() {a = affine_map<(d0) -> (d1)>} : () -> ()\n",
       "1:37: use of undeclared identifier"},
      {"\"foo.op\"() {a = affine_map<(d0, d1) -> (d0 * d1)>} : () -> ()\n",
       "1:44: non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"},
      {"\"foo.op\"() {a = affine_map<(d0) -> (d0\n",
       "1:39: expected ')' in affine map range"},
      {"\"foo.op\"() {a = tensor<4x\n",
       "1:26: expected non-function type"},
      {"\"foo.op\"() ({\n  %0 = \"foo.x\"() : () -> i32\n",
       "2:29: expected operation name in quotes"},
      {"\"foo.op\"(%a,\n",
       "1:13: expected SSA operand"},
      {"\"foo.op\"() {a = tensor<4xfoo>} : () -> ()\n",
       "1:26: expected non-function type"},
      {"\"foo.op\"() {a = dense<[1.5, 2.0]> : tensor<2xi32>} : () -> ()\n",
       "1:24: expected integer elements, but parsed floating-point"},
      {"\"foo.op\"() {a = dense<[[1, 2], [3]]> : tensor<2x2xi32>} : () -> ()\n",
       "1:35: tensor literal is invalid; ranks are not consistent between elements"},
      {"\"foo.op\"() {a = dense<[1, 2, 3]> : tensor<4xi32>} : () -> ()\n",
       "1:17: inferred shape of elements literal ([3]) does not match type ([4])"},
      {"\"foo.op\"() {a = 300 : i8} : () -> ()\n",
       "1:17: integer constant out of range for attribute"},
      {"%0_x = \"foo.op\"() : () -> i32\n",
       "1:3: expected '=' after SSA name"},
      {"\"foo.op\"() {a = 1 : i32} : (i32) -> ()\n",
       "1:28: expected 0 operand types but had 1"},
      {"\"foo.op\"() : i32\n",
       "1:14: expected function type"},
      {"%0:2 = \"foo.op\"() : () -> i32\n",
       "1:1: operation defines 1 results but was provided 2 to bind"},
      {"%0 = \"foo.op\"() : () -> ()\n",
       "1:1: cannot name an operation with no results"},
      {"\"foo.op\"() {a = 0x7FC00000 : f16} : () -> ()\n",
       "1:17: hexadecimal float constant out of range for type"},
      {"\"foo.op\"() {a = -1 : ui8} : () -> ()\n",
       "1:18: negative integer literal not valid for unsigned integer type"},
      {"\"foo.op\"() {a = 1.5 : i32} : () -> ()\n",
       "1:26: floating point value not valid for specified type"},
      {"\"foo.op\"() {a = memref<4xf32, affine_map<(d0, d1) -> (d0)>>} : () -> ()\n",
       "1:17: memref layout mismatch between rank and affine map: 1 != 2"},
      {"\"foo.op\"() {a = memref<4xf32, strided<[1, 1]>>} : () -> ()\n",
       "1:17: expected the number of strides to match the rank"},
      {"\"foo.op\"() {a = memref<*xf32, strided<[1]>>} : () -> ()\n",
       "1:43: cannot have affine map for unranked memref type"},
      {"\"foo.op\"() {a = memref<4xf32, 1, 2>} : () -> ()\n",
       "1:35: multiple memory spaces specified in memref type"},
      {"\"foo.op\"() {a = tensor<*xf32, 1>} : () -> ()\n",
       "1:33: cannot apply encoding to unranked tensor"},
      {"\"foo.op\"() {a = array<i32: 1, 2} : () -> ()\n",
       "1:32: expected '>' to close an array attribute"},
      {"\"foo.op\"() {a = strided<[1], offset: x>} : () -> ()\n",
       "1:38: expected a 64-bit signed integer or '?'"},
      {"\"foo.op\"() {a = #foo.bar<1, [2>} : () -> ()\n",
       "1:25: unbalanced '[' character in pretty dialect name"},
      {"\"foo.op\"() {a = #foo.bar<1, 2\n",
       "1:25: unbalanced '<' character in pretty dialect name"},
      {"\"foo.op\"() {a = @} : () -> ()\n",
       "1:18: @ identifier expected to start with letter or '_'"},
      {"\"foo.op\"() {a = @foo::bar} : () -> ()\n",
       "1:23: expected nested symbol reference identifier"},
      {"\"foo.op\"() {a = i1234567890} : () -> ()\n",
       "1:17: integer bitwidth is limited to 16777215 bits"},
      {"\"foo.op\"() {a = \"\\q\"} : () -> ()\n",
       "1:18: unknown escape in string literal"},
      {"\"foo.op\"() ({\n^bb0(%a: i32, %a: i32):\n  \"foo.x\"() : () -> ()\n}) : () -> ()\n",
       "2:15: redefinition of SSA value '%a'"},
      {"\"foo.op\"() ({\n  \"foo.x\"(%v) : (i32) -> ()\n  %v = \"foo.y\"() : () -> f32\n}) : () -> ()\n",
       "3:3: definition of SSA value '%v#0' has type 'f32'"},
      {"#map = affine_map<(d0) -> (d0)>\n#map = affine_map<(d0) -> (d0)>\n",
       "2:1: redefinition of attribute alias id 'map'"},
      {"!t = i32\n!t = i32\n",
       "2:1: redefinition of type alias id 't'"},
      {"#a.b = 1\n",
       "1:1: attribute names with a '.' are reserved for dialect-defined names"},
      {"\"foo.op\"() loc(#nope) : () -> ()\n",
       "1:11: expected ':' followed by operation type"},
      {"\"foo.op\"() : () -> () loc(#nope)\n",
       "1:27: operation location alias was never defined"},
      {"\"foo.op\"() : () -> () loc(\"a\":1:2 to 3)\n",
       "1:39: expected either integer or `:` post `to` in FileLineColRange"},
      {"\"foo.op\"() : () -> () loc(callsite(\"a\" at \"b\":1:2))\n#x = 1\n\"foo.op\"() : () -> () loc(#x)\n",
       "3:27: expected location, but found '1 : i64'"},
      {"\"foo.op\"() {a = affine_map<(d0) -> (d0 floordiv d0)>} : () -> ()\n",
       "1:40: non-affine expression: right operand of floordiv has to be either a constant or symbolic"},
      {"\"foo.op\"() {a = affine_map<(d0) -> (d0 + )>} : () -> ()\n",
       "1:42: missing right operand of binary operator"},
      {"\"foo.op\"() {a = affine_map<(d0) -> (* d0)>} : () -> ()\n",
       "1:37: missing left operand of binary operator"},
      {"\"foo.op\"() {a = affine_map<(d0, d0) -> ()>} : () -> ()\n",
       "1:33: redefinition of identifier 'd0'"},
      {"\"foo.op\"() {a = affine_map<(d0) -> (d0 * d0 * 2)>} : () -> ()\n",
       "1:45: non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"},
      {"\"foo.op\"() {a = 1, a = 2} : () -> ()\n",
       "1:20: duplicate key 'a' in dictionary attribute"},
      {"\"foo.op\"() {a = dense<\"0x01\"> : tensor<2xi32>} : () -> ()\n",
       "1:17: elements hex data size is invalid for provided type: 'tensor<2xi32>'"},
      {"\"foo.op\"() {a = dense<\"xyz\"> : tensor<2xi32>} : () -> ()\n",
       "1:23: expected string containing hex digits starting with `0x`"},
      {"\"foo.op\"() {a = 99999999999999999999} : () -> ()\n",
       "1:17: integer constant out of range for attribute"},
      {"\"foo.op\"() {a = 1e400 : f64} : () -> ()\n",
       "1:18: expected '}' in attribute dictionary"},
      {"\"foo.op\"()[^bb1] : () -> ()\n",
       "1:12: reference to an undefined block"},
      {"\"foo.op\"() ({\n ^bb0:\n  \"foo.x\"()[^bb1] : () -> ()\n}) : () -> ()\n",
       "3:13: reference to an undefined block"},
      {"\"\"() : () -> ()\n",
       "1:1: empty operation name is invalid"},
      {"\"foo.op\"() {a = dense<1> : i32} : () -> ()\n",
       "1:17: elements literal must be a shaped type"},
      {"\"foo.op\"() {a = array<f32: 1, 2>} : () -> ()\n",
       "1:28: unexpected decimal integer literal for a floating point value"},
};

TEST(ParseErrors, MatchMlirOpt) {
  for (const ErrorCase &c : kCases) {
    Context ctx;
    DiagCapture capture(ctx);
    OwningOpRef op = parseSourceString(ctx, c.input, "test.mlir");
    EXPECT_FALSE(op) << c.input;
    EXPECT_EQ(capture.firstError(), c.error) << c.input;
    // The parser stops at the first error.
    EXPECT_EQ(capture.errors().size(), 1u) << c.input;
  }
}

TEST(ParseErrors, NotesPointAtEarlierDefinitions) {
  Context ctx;
  DiagCapture capture(ctx);
  EXPECT_FALSE(parseSourceString(ctx, "%0 = \"foo.a\"() : () -> i32\n%0 = \"foo.b\"() : () -> i32\n"));
  ASSERT_EQ(capture.diags().size(), 2u);
  EXPECT_EQ(capture.diags()[1].severity, Severity::Note);
  EXPECT_EQ(capture.diags()[1].message, "previously defined here");
  EXPECT_EQ(capture.diags()[1].line, 1u);
  EXPECT_EQ(capture.diags()[1].col, 1u);
  capture.clear();
  EXPECT_FALSE(parseSourceString(ctx, "%0 = \"foo.a\"() : () -> i32\n\"foo.b\"(%0) : (f32) -> ()\n"));
  ASSERT_EQ(capture.diags().size(), 2u);
  EXPECT_EQ(capture.diags()[1].message, "prior use here");
  EXPECT_EQ(capture.diags()[1].line, 1u);
}

TEST(ParseErrors, SeveralUndefinedNamesAreAllReported) {
  Context ctx;
  DiagCapture capture(ctx);
  EXPECT_FALSE(parseSourceString(ctx, "\"foo.a\"(%x) : (i32) -> ()\n\"foo.b\"(%y) : (i32) -> ()\n"));
  ASSERT_EQ(capture.errors().size(), 2u);
  EXPECT_EQ(capture.errors()[0].line, 1u);
  EXPECT_EQ(capture.errors()[1].line, 2u);
  EXPECT_EQ(capture.errors()[1].message, "use of undeclared SSA value name");
}

TEST(ParseErrors, BufferRangesKeepOriginalLineNumbers) {
  Context ctx;
  std::string text =
      "\"foo.a\"() : () -> ()\n"
      "// -----\n"
      "\"foo.b\"(%x) : (i32) -> ()\n"
      "// -----\n"
      "\"foo.c\"() {a = [1,\n"
      "// -----\n"
      "\"foo.d\"() : () -> ()\n";
  const SourceBuffer *buffer = ctx.getSourceManager().addBuffer("split.mlir", text);
  auto chunk = [&](int index) {
    size_t begin = 0;
    for (int i = 0; i < index; ++i) begin = text.find("// -----\n", begin) + 9;
    size_t end = text.find("// -----\n", begin);
    return std::make_pair(begin, end == std::string::npos ? text.size() : end);
  };
  DiagCapture capture(ctx);
  auto [b0, e0] = chunk(0);
  EXPECT_TRUE(parseSourceBuffer(ctx, buffer, b0, e0));
  auto [b1, e1] = chunk(1);
  EXPECT_FALSE(parseSourceBuffer(ctx, buffer, b1, e1));
  EXPECT_EQ(capture.firstError(), "3:9: use of undeclared SSA value name");
  capture.clear();
  // The chunk ends inside the attribute: the error is at the end of its last
  // line, not in the separator or the next chunk.
  auto [b2, e2] = chunk(2);
  EXPECT_FALSE(parseSourceBuffer(ctx, buffer, b2, e2));
  EXPECT_EQ(capture.firstError(), "5:19: expected attribute value");
  capture.clear();
  auto [b3, e3] = chunk(3);
  OwningOpRef last = parseSourceBuffer(ctx, buffer, b3, e3);
  ASSERT_TRUE(last);
  EXPECT_EQ(last->getRegion(0).front().front().getLoc().line, 7u);
}

TEST(ParseErrors, DeepNestingIsRejectedNotOverflowed) {
  Context ctx;
  std::string regions, attrs, types, parens;
  for (int i = 0; i < 5000; ++i) regions += "\"foo.op\"() ({\n";
  for (int i = 0; i < 100000; ++i) attrs += "[";
  for (int i = 0; i < 100000; ++i) types += "tuple<";
  for (int i = 0; i < 100000; ++i) parens += "(-";
  for (const std::string &text :
       {regions, "\"foo.op\"() {a = " + attrs, "\"foo.op\"() {a = " + types, "#m = affine_map<(d0) -> (" + parens}) {
    DiagCapture capture(ctx);
    EXPECT_FALSE(parseSourceString(ctx, text));
    EXPECT_EQ(capture.errors().size(), 1u);
    ASSERT_FALSE(capture.errors().empty());
    EXPECT_NE(capture.errors()[0].message.find("nesting is too deep"), std::string::npos)
        << capture.errors()[0].message;
  }
}

TEST(ParseErrors, EmptyAndJunkInputs) {
  Context ctx;
  EXPECT_EQ(parseError(ctx, ""), "");
  EXPECT_EQ(parseError(ctx, std::string("\0\0", 2)), "");
  EXPECT_EQ(parseError(ctx, "}"), "1:1: expected operation name in quotes");
  EXPECT_EQ(parseError(ctx, "\xff\xfe"), "1:1: unexpected character");
  EXPECT_EQ(parseError(ctx, "%"), "1:1: invalid SSA name");
  EXPECT_EQ(parseError(ctx, "#a = "), "1:5: expected attribute value");
}

}  // namespace
}  // namespace tbuf

// The verifier skips its dominance sweep and the IsolatedFromAbove walk when
// its main walk saw every operand defined visibly before its use, and finds
// duplicate symbols through uniqued name attributes. These cases sit just
// outside those fast paths: the full checks must still run and report what
// they always did.
#include "tests/verifier/verifier_test_util.h"

namespace tbuf {
namespace {

TEST_F(VerifierTest, NestedUseOfValueDefinedLaterInParentBlock) {
  Operation *m = parse(R"mlir(
"test.region"() ({
  "test.region"() ({
    "test.op"(%late) : (i32) -> ()
    "test.term"() : () -> ()
  }) : () -> ()
  %late = "test.op"() : () -> i32
  "test.term"() : () -> ()
}) : () -> ()
)mlir");
  expectError(m, "operand #0 does not dominate this use", 4, 5);
  ASSERT_EQ(notes().size(), 1u);
  EXPECT_EQ(notes()[0].message, "operand defined here (op in a parent region)");
  EXPECT_EQ(notes()[0].loc.line, 7u);
}

TEST_F(VerifierTest, NestedUsesOfEarlierValuesAndOuterArgumentsAreFine) {
  Operation *m = parse(R"mlir(
"test.isolated"() ({
^bb0(%arg: i32):
  %early = "test.op"() : () -> i32
  "test.region"() ({
    "test.region"() ({
      "test.op"(%early, %arg) : (i32, i32) -> ()
      "test.term"() : () -> ()
    }) : () -> ()
    "test.term"() : () -> ()
  }) : () -> ()
  "test.term"() : () -> ()
}) : () -> ()
)mlir");
  expectValid(m);
}

TEST_F(VerifierTest, IsolationViolationTwoRegionsDeep) {
  Operation *m = parse(R"mlir(
"test.region"() ({
  %outer = "test.op"() : () -> i32
  "test.isolated"() ({
    "test.region"() ({
      "test.op"(%outer) : (i32) -> ()
      "test.term"() : () -> ()
    }) : () -> ()
    "test.term"() : () -> ()
  }) : () -> ()
  "test.term"() : () -> ()
}) : () -> ()
)mlir");
  expectError(m, "'test.op' op using value defined outside the region", 6, 7);
  ASSERT_EQ(notes().size(), 1u);
  EXPECT_EQ(notes()[0].message, "required by region isolation constraints");
  EXPECT_EQ(notes()[0].loc.line, 4u);
}

TEST_F(VerifierTest, OperandOfIsolatedOpDefinedAfterIt) {
  // The isolated op's own operands belong to its parent's dominance check.
  Operation *m = parse(R"mlir(
"test.region"() ({
  "test.isolated"(%late) ({
    "test.term"() : () -> ()
  }) : (i32) -> ()
  %late = "test.op"() : () -> i32
  "test.term"() : () -> ()
}) : () -> ()
)mlir");
  expectError(m, "operand #0 does not dominate this use", 3, 3);
  ASSERT_EQ(notes().size(), 1u);
  EXPECT_EQ(notes()[0].message, "operand defined here (op in the same block)");
}

TEST_F(VerifierTest, SymbolRedefinitionWithDifferentlyTypedNames) {
  // Equal names whose attributes differ in type are distinct attributes,
  // yet the same symbol.
  Operation *m = parse(R"mlir(
"test.table"() ({
  "test.symbol"() {sym_name = "a" : i32} : () -> ()
  "test.symbol"() {sym_name = "b"} : () -> ()
  "test.symbol"() {sym_name = "a"} : () -> ()
}) : () -> ()
)mlir");
  expectError(m, "redefinition of symbol named 'a'", 5, 3);
  ASSERT_EQ(notes().size(), 1u);
  EXPECT_EQ(notes()[0].message, "see existing symbol definition here");
  EXPECT_EQ(notes()[0].loc.line, 3u);
}

TEST_F(VerifierTest, DistinctSymbolsPass) {
  Operation *m = parse(R"mlir(
"test.table"() ({
  "test.symbol"() {sym_name = "a"} : () -> ()
  "test.symbol"() {sym_name = "b"} : () -> ()
  "test.symbol"() {sym_name = "c"} : () -> ()
}) : () -> ()
)mlir");
  expectValid(m);
}

}  // namespace
}  // namespace tbuf

// The verifier checks an op's isolated children (a module's functions) as
// its walk meets them but must report what checking them after all the op's
// other ops would: the first error in that order, and nothing else. These
// cases put errors on both sides of that order.
#include "tests/verifier/verifier_test_util.h"

namespace tbuf {
namespace {

// `test.same` with an i32 operand and an i64 result fails its trait check.
TEST_F(VerifierTest, LaterNonIsolatedErrorWinsOverEarlierIsolatedChild) {
  Operation *m = parse(R"mlir(
"test.region"() ({
  "test.isolated"() ({
    %a = "test.op"() : () -> i32
    %b = "test.same"(%a) : (i32) -> i64
    "test.term"() : () -> ()
  }) : () -> ()
  %c = "test.op"() : () -> i32
  %d = "test.same"(%c) : (i32) -> i64
  "test.term"() : () -> ()
}) : () -> ()
)mlir");
  unsigned errorsBefore = ctx.getDiagEngine().getNumErrors();
  expectError(m, "'test.same' op requires the same type for all operands and results", 9, 8);
  // The isolated child's error was held back and dropped: never counted.
  EXPECT_EQ(ctx.getDiagEngine().getNumErrors(), errorsBefore + 1);
}

TEST_F(VerifierTest, FirstFailingIsolatedChildIsTheOnlyOneReported) {
  Operation *m = parse(R"mlir(
"test.region"() ({
  "test.isolated"() ({
    "test.term"() : () -> ()
  }) : () -> ()
  "test.isolated"() ({
    %a = "test.op"() : () -> i32
    %b = "test.same"(%a) : (i32) -> i64
    "test.term"() : () -> ()
  }) : () -> ()
  %c = "test.op"() : () -> i32
  "test.isolated"() ({
    %e = "test.op"() : () -> i32
    %f = "test.same"(%e) : (i32) -> i64
    "test.term"() : () -> ()
  }) : () -> ()
  "test.term"() : () -> ()
}) : () -> ()
)mlir");
  expectError(m, "'test.same' op requires the same type for all operands and results", 8, 10);
}

TEST_F(VerifierTest, MissingTerminatorOfParentBlockWinsOverIsolatedChild) {
  Operation *m = parse(R"mlir(
"test.region"() ({
  "test.isolated"() ({
    %a = "test.op"() : () -> i32
    %b = "test.same"(%a) : (i32) -> i64
    "test.term"() : () -> ()
  }) : () -> ()
  %c = "test.op"() : () -> i32
}) : () -> ()
)mlir");
  expectError(m, "block with no terminator, has %0 = \"test.op\"() : () -> i32", 8, 8);
}

TEST_F(VerifierTest, ChildrenOfIsolatedChildrenKeepTheirOrder) {
  // An isolated op inside an isolated op: the inner one's error is reported
  // at the exit of its own parent, before a later error of the outer level.
  Operation *m = parse(R"mlir(
"test.isolated"() ({
  "test.isolated"() ({
    "test.isolated"() ({
      %a = "test.op"() : () -> i32
      %b = "test.same"(%a) : (i32) -> i64
      "test.term"() : () -> ()
    }) : () -> ()
    "test.term"() : () -> ()
  }) : () -> ()
  "test.isolated"() ({
    %c = "test.op"() : () -> i32
    %d = "test.same"(%c) : (i32) -> i64
    "test.term"() : () -> ()
  }) : () -> ()
  "test.term"() : () -> ()
}) : () -> ()
)mlir");
  expectError(m, "'test.same' op requires the same type for all operands and results", 6, 12);
}

}  // namespace
}  // namespace tbuf

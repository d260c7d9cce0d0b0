// Structural checks of the verifier: terminators, successors, entry blocks,
// single-block regions, symbols, trait invariants, hook order, unregistered
// ops. Each test asserts MLIR's message and the location it is reported at.
#include <string>
#include <vector>

#include "tests/verifier/verifier_test_util.h"

namespace tbuf {
namespace {

TEST_F(VerifierTest, ValidIRPasses) {
  Operation *m = parse(R"mlir(
"test.region"() ({
^bb0(%a: i32):
  %0 = "test.op"(%a) : (i32) -> i32
  "test.br"(%0)[^bb1] : (i32) -> ()
^bb1(%b: i32):
  "test.term"(%b) : (i32) -> ()
}) : () -> ()
)mlir");
  expectValid(m);
}

TEST_F(VerifierTest, MissingTerminator) {
  Operation *m = parse(R"mlir(
"test.region"() ({
  %0 = "test.op"() : () -> i32
}) : () -> ()
)mlir");
  diags.clear();
  EXPECT_TRUE(failed(verify(m)));
  ASSERT_EQ(diags.size(), 1u) << allDiagnostics();
  EXPECT_EQ(diags[0].loc.line, 3u);
  EXPECT_EQ(diags[0].loc.col, 8u);
  EXPECT_EQ(diags[0].message.rfind("block with no terminator, has ", 0), 0u) << diags[0].message;
  EXPECT_NE(diags[0].message.find("test.op"), std::string::npos) << diags[0].message;
}

TEST_F(VerifierTest, EmptyBlockNeedsTerminator) {
  Operation *m = parse(R"mlir(
"test.region"() ({
^bb0:
  "test.br"()[^bb1] : () -> ()
^bb1:
}) : () -> ()
)mlir");
  expectError(m, "empty block: expect at least a terminator", 2, 1);
}

TEST_F(VerifierTest, NoTerminatorParentNeedsNone) {
  Operation *m = parse(R"mlir(
"test.single"() ({
  %0 = "test.op"() : () -> i32
}) : () -> ()
)mlir");
  expectValid(m);
}

TEST_F(VerifierTest, UnregisteredParentMayOmitTerminator) {
  Operation *m = parse(R"mlir(
"other.region"() ({
  %0 = "test.op"() : () -> i32
}) : () -> ()
)mlir");
  expectValid(m);
}

TEST_F(VerifierTest, UnregisteredOpCountsAsTerminator) {
  Operation *m = parse(R"mlir(
"test.region"() ({
  "other.anything"() : () -> ()
}) : () -> ()
)mlir");
  expectValid(m);
}

TEST_F(VerifierTest, TerminatorMustBeLast) {
  Operation *m = parse(R"mlir(
"test.region"() ({
  "test.term"() : () -> ()
  "test.term"() : () -> ()
}) : () -> ()
)mlir");
  expectError(m, "'test.term' op must be the last operation in the parent block", 3, 3);
}

TEST_F(VerifierTest, SuccessorsOnlyOnLastOp) {
  Operation *m = parse(R"mlir(
"test.region"() ({
^bb0:
  "other.jump"()[^bb1] : () -> ()
  "test.term"() : () -> ()
^bb1:
  "test.term"() : () -> ()
}) : () -> ()
)mlir");
  expectError(m, "operation with block successors must terminate its parent block", 4, 3);
}

TEST_F(VerifierTest, SuccessorOperandCount) {
  Operation *m = parse(R"mlir(
"test.region"() ({
^bb0(%a: i32):
  "test.br"(%a, %a)[^bb1] : (i32, i32) -> ()
^bb1(%b: i32):
  "test.term"() : () -> ()
}) : () -> ()
)mlir");
  expectError(m, "branch has 2 operands for successor #0, but target block has 1", 4, 3);
}

TEST_F(VerifierTest, SuccessorOperandTypes) {
  Operation *m = parse(R"mlir(
"test.region"() ({
^bb0(%a: i32):
  "test.br"(%a)[^bb1] : (i32) -> ()
^bb1(%b: f32):
  "test.term"() : () -> ()
}) : () -> ()
)mlir");
  expectError(m, "type mismatch for bb argument #0 of successor #0", 4, 3);
}

TEST_F(VerifierTest, SegmentedSuccessorOperands) {
  // cf.cond_br layout: [condition, trueOperands, falseOperands].
  Operation *m = parse(R"mlir(
"test.region"() ({
^bb0(%c: i1, %a: i32):
  "test.br"(%c, %a, %a)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^bb1(%x: i32):
  "test.term"() : () -> ()
^bb2:
  "test.term"() : () -> ()
}) : () -> ()
)mlir");
  expectError(m, "branch has 1 operands for successor #1, but target block has 0", 4, 3);
}

TEST_F(VerifierTest, SwitchSuccessorOperands) {
  // cf.switch layout: [flag, defaultOperands, caseOperands] + case segments.
  Operation *m = parse(R"mlir(
"test.region"() ({
^bb0(%f: i32, %a: i32):
  "test.br"(%f, %a, %a, %a)[^bb1, ^bb1, ^bb2] <{case_operand_segments = array<i32: 1, 1>, operandSegmentSizes = array<i32: 1, 1, 2>}> : (i32, i32, i32, i32) -> ()
^bb1(%x: i32):
  "test.term"() : () -> ()
^bb2:
  "test.term"() : () -> ()
}) : () -> ()
)mlir");
  expectError(m, "branch has 1 operands for successor #2, but target block has 0", 4, 3);
}

TEST_F(VerifierTest, EntryBlockHasNoPredecessors) {
  Operation *m = parse(R"mlir(
"test.region"() ({
^bb0:
  "test.br"()[^bb0] : () -> ()
}) : () -> ()
)mlir");
  expectError(m, "entry block of region may not have predecessors", 2, 1);
  EXPECT_TRUE(notes().empty());
}

TEST_F(VerifierTest, SingleBlock) {
  Operation *m = parse(R"mlir(
"test.single"() ({
^bb0:
  "test.term"() : () -> ()
^bb1:
  "test.term"() : () -> ()
}) : () -> ()
)mlir");
  expectError(m, "'test.single' op expects region #0 to have 0 or 1 blocks", 2, 1);
}

TEST_F(VerifierTest, SymbolRedefinition) {
  Operation *m = parse(R"mlir(
"test.symbol"() {sym_name = "f"} : () -> ()
"test.symbol"() {sym_name = "g"} : () -> ()
"test.symbol"() {sym_name = "f"} : () -> ()
)mlir");
  expectError(m, "redefinition of symbol named 'f'", 4, 1);
  ASSERT_EQ(notes().size(), 1u);
  EXPECT_EQ(notes()[0].message, "see existing symbol definition here");
  EXPECT_EQ(notes()[0].loc.line, 2u);
}

TEST_F(VerifierTest, SymbolRedefinitionInNestedTable) {
  Operation *m = parse(R"mlir(
"test.table"() ({
  "test.symbol"() {sym_name = "a"} : () -> ()
  "test.symbol"() {sym_name = "a"} : () -> ()
}) : () -> ()
)mlir");
  expectError(m, "redefinition of symbol named 'a'", 4, 3);
}

TEST_F(VerifierTest, SymbolNeedsName) {
  Operation *m = parse(R"mlir(
"test.symbol"() : () -> ()
)mlir");
  expectError(m, "'test.symbol' op requires string attribute 'sym_name'", 2, 1);
}

TEST_F(VerifierTest, SymbolParentMustBeSymbolTable) {
  Operation *m = parse(R"mlir(
"test.single"() ({
  "test.symbol"() {sym_name = "a"} : () -> ()
}) : () -> ()
)mlir");
  expectError(m, "'test.symbol' op symbol's parent must have the SymbolTable trait", 3, 3);
}

TEST_F(VerifierTest, SymbolVisibility) {
  Operation *m = parse(R"mlir(
"test.symbol"() {sym_name = "a", sym_visibility = "hidden"} : () -> ()
)mlir");
  expectError(m,
              "'test.symbol' op visibility expected to be one of [\"public\", \"private\", \"nested\"], but got "
              "\"hidden\"",
              2, 1);
}

TEST_F(VerifierTest, SameOperandsAndResultType) {
  Operation *m = parse(R"mlir(
%0 = "test.op"() : () -> i32
%1 = "test.same"(%0) : (i32) -> i64
)mlir");
  expectError(m, "'test.same' op requires the same type for all operands and results", 3, 6);
}

TEST_F(VerifierTest, Elementwise) {
  Operation *m = parse(R"mlir(
%0 = "test.op"() : () -> tensor<4xf32>
%1 = "test.elementwise"(%0) : (tensor<4xf32>) -> tensor<5xf32>
%2 = "test.elementwise"(%0) : (tensor<4xf32>) -> tensor<?xf32>
)mlir");
  expectError(m, "'test.elementwise' op all non-scalar operands/results must have the same shape and base type", 3,
              6);
}

TEST_F(VerifierTest, UnregisteredOpInRegisteredDialect) {
  Operation *m = parse(R"mlir(
"test.nope"() : () -> ()
)mlir");
  expectError(m, "unregistered operation 'test.nope' found in dialect ('test') that does not allow unknown operations",
              2, 1);
}

TEST_F(VerifierTest, UnregisteredDialectNotAllowed) {
  Operation *m = parse(R"mlir(
"other.op"() : () -> ()
)mlir");
  expectValid(m);
  ctx.allowUnregisteredDialects(false);
  diags.clear();
  EXPECT_TRUE(failed(verify(m)));
  ASSERT_EQ(diags.size(), 1u);
  EXPECT_NE(diags[0].message.find("created with unregistered dialect"), std::string::npos);
}

// Hook order: verify on the way down (parents first), verifyRegions on the
// way up (children first).
std::vector<std::string> *hookLog = nullptr;

LogicalResult logVerify(Operation *op) {
  hookLog->push_back("verify " + std::string(op->getAttrOfType<StringAttr>("tag").getValue()));
  return success();
}
LogicalResult logVerifyRegions(Operation *op) {
  hookLog->push_back("regions " + std::string(op->getAttrOfType<StringAttr>("tag").getValue()));
  return success();
}
LogicalResult failVerify(Operation *op) { return op->emitOpError() << "custom failure"; }

TEST_F(VerifierTest, HookOrder) {
  OpDefinition def;
  def.name = "test.hooked";
  def.verify = logVerify;
  def.verifyRegions = logVerifyRegions;
  def.traits = OpTrait::NoTerminator | OpTrait::SingleBlock;
  ctx.registerOp(def);
  std::vector<std::string> log;
  hookLog = &log;
  Operation *m = parse(R"mlir(
"test.hooked"() ({
  "test.hooked"() ({
  }) {tag = "inner"} : () -> ()
  "test.hooked"() ({
  }) {tag = "second"} : () -> ()
}) {tag = "outer"} : () -> ()
)mlir");
  expectValid(m);
  EXPECT_EQ(log, (std::vector<std::string>{"verify outer", "verify inner", "regions inner", "verify second",
                                           "regions second", "regions outer"}));
  hookLog = nullptr;
}

TEST_F(VerifierTest, VerifyHookFailureStops) {
  OpDefinition def;
  def.name = "test.failing";
  def.verify = failVerify;
  ctx.registerOp(def);
  Operation *m = parse(R"mlir(
"test.op"() : () -> ()
"test.failing"() : () -> ()
"test.failing"() : () -> ()
)mlir");
  expectError(m, "'test.failing' op custom failure", 3, 1);
}

TEST_F(VerifierTest, NonRecursiveVerificationSkipsNestedOps) {
  OpDefinition def;
  def.name = "test.failing";
  def.verify = failVerify;
  ctx.registerOp(def);
  Operation *m = parse(R"mlir(
"test.single"() ({
  "test.failing"() : () -> ()
}) : () -> ()
)mlir");
  diags.clear();
  EXPECT_TRUE(succeeded(verify(m, /*verifyRecursively=*/false)));
  EXPECT_TRUE(failed(verify(m)));
}

}  // namespace
}  // namespace tbuf

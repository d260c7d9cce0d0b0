// Typed views and builders of the cf dialect: the unstructured branch
// terminators cf.br, cf.cond_br and cf.switch.
//
// Operand layout (as MLIR): cf.br forwards all its operands to its single
// successor; cf.cond_br has `operandSegmentSizes = [1, #true, #false]` over
// (condition, true operands, false operands) and optional `branch_weights`
// (array<i32: t, f>); cf.switch has `operandSegmentSizes = [1, #default,
// #cases]` over (flag, default operands, all case operands), with
// `case_operand_segments` splitting the last group per case and
// `case_values` holding one integer per case.
//
// tbuf has no vector type, so `case_values` is a dense attribute of
// `tensor<N x flag-type>` where MLIR uses `vector<N x flag-type>`; mlir-opt
// accepts both.
#pragma once

#include <cstdint>
#include <vector>

#include "ir/builder.h"
#include "ir/op_definition.h"

namespace tbuf {
void registerCfDialect(Context &ctx);
}  // namespace tbuf

namespace tbuf::cf {

/// `cf.br ^bb1(%a, %b : i32, f32)`.
class BranchOp : public OpView {
  TBUF_OP_VIEW(BranchOp, "cf.br")
  static void build(OpBuilder &b, OperationState &state, Block *dest, ArrayRef<Value> destOperands = {});
  Block *getDest() const { return op_->getSuccessor(0); }
  void setDest(Block *block) const { op_->setSuccessor(block, 0); }
  OperandRange getDestOperands() const { return op_->getOperands(); }
  /// The operands passed to successor `index` (always 0 here).
  OperandRange getSuccessorOperands(unsigned index) const;
};

/// `cf.cond_br %c [weights([t, f])], ^bb1(%a : i32), ^bb2`.
class CondBranchOp : public OpView {
  TBUF_OP_VIEW(CondBranchOp, "cf.cond_br")
  static void build(OpBuilder &b, OperationState &state, Value condition, Block *trueDest,
                    ArrayRef<Value> trueOperands, Block *falseDest, ArrayRef<Value> falseOperands);
  static void build(OpBuilder &b, OperationState &state, Value condition, Block *trueDest, Block *falseDest,
                    ArrayRef<Value> falseOperands = {});
  Value getCondition() const { return op_->getOperand(0); }
  Block *getTrueDest() const { return op_->getSuccessor(0); }
  Block *getFalseDest() const { return op_->getSuccessor(1); }
  OperandRange getTrueDestOperands() const;
  OperandRange getFalseDestOperands() const;
  OperandRange getTrueOperands() const { return getTrueDestOperands(); }
  OperandRange getFalseOperands() const { return getFalseDestOperands(); }
  /// Operands of successor `index` (0 = true, 1 = false).
  OperandRange getSuccessorOperands(unsigned index) const;
  /// `branch_weights` ([true, false]) or empty.
  std::vector<int64_t> getBranchWeights() const;
};

/// `cf.switch %flag : i32, [default: ^bb1(...), 42: ^bb2, ...]`.
class SwitchOp : public OpView {
  TBUF_OP_VIEW(SwitchOp, "cf.switch")
  /// `caseValues[i]` goes to `caseDestinations[i]` with `caseOperands[i]`
  /// (`caseOperands` may be empty when no case passes operands).
  static void build(OpBuilder &b, OperationState &state, Value flag, Block *defaultDestination,
                    ArrayRef<Value> defaultOperands, ArrayRef<int64_t> caseValues,
                    ArrayRef<Block *> caseDestinations, ArrayRef<std::vector<Value>> caseOperands = {});
  Value getFlag() const { return op_->getOperand(0); }
  Block *getDefaultDestination() const { return op_->getSuccessor(0); }
  OperandRange getDefaultOperands() const;
  unsigned getNumCases() const { return op_->getNumSuccessors() - 1; }
  Block *getCaseDestination(unsigned i) const { return op_->getSuccessor(i + 1); }
  std::vector<Block *> getCaseDestinations() const;
  /// The case values, sign-extended from the flag's width (empty if none).
  std::vector<int64_t> getCaseValues() const;
  /// Operands of case `i`.
  OperandRange getCaseOperands(unsigned i) const;
  /// Operands of successor `index` (0 = default, i + 1 = case i).
  OperandRange getSuccessorOperands(unsigned index) const;
};

/// Registers cf.assert (dialects/cf/cf_assert_op.cc); called by registerCfDialect.
void registerAssertOp(Context &ctx);

}  // namespace tbuf::cf

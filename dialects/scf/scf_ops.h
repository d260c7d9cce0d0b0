// The scf dialect (structured control flow): typed views over scf.for, scf.if,
// scf.while / scf.condition, scf.yield, scf.execute_region, scf.forall /
// scf.forall.in_parallel, scf.index_switch and scf.parallel / scf.reduce /
// scf.reduce.return, with MLIR's accessor and
// builder names. The op definitions (custom assembly identical to mlir-opt,
// verifiers with MLIR's messages, traits) are registered by
// `registerScfDialect` (dialects/register.h); they live in scf_*.cc, one file
// per op family.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <type_traits>
#include <vector>

#include "ir/builder.h"
#include "ir/op_definition.h"

namespace tbuf {
/// Registers the scf ops (also declared in dialects/register.h).
void registerScfDialect(Context &ctx);
}  // namespace tbuf

namespace tbuf::scf {

class ConditionOp;
class InParallelOp;
class YieldOp;

/// `scf.for %iv = %lb to %ub step %step iter_args(%a = %init) -> (T) { ... }`.
/// Operands: lb, ub, step, then the init args; the body's arguments are the
/// induction variable followed by one region iter arg per init arg.
class ForOp : public OpView {
  TBUF_OP_VIEW(ForOp, "scf.for")
 public:
  /// Called with the builder positioned at the start of the new body.
  using BodyBuilderFn = std::function<void(OpBuilder &, Location, Value iv, ValueRange iterArgs)>;

  /// Creates the loop and its body block. Without a body builder and without
  /// init args an empty `scf.yield` is inserted; otherwise the caller (or the
  /// body builder) must add the terminator, as in MLIR.
  static void build(OpBuilder &b, OperationState &state, Value lb, Value ub, Value step, ValueRange initArgs = {},
                    BodyBuilderFn bodyBuilder = nullptr, bool unsignedCmp = false);
  static void build(OpBuilder &b, OperationState &state, Value lb, Value ub, Value step, BodyBuilderFn bodyBuilder) {
    build(b, state, lb, ub, step, ValueRange(), std::move(bodyBuilder));
  }

  Value getLowerBound() const { return op_->getOperand(0); }
  Value getUpperBound() const { return op_->getOperand(1); }
  Value getStep() const { return op_->getOperand(2); }
  void setLowerBound(Value v) { op_->setOperand(0, v); }
  void setUpperBound(Value v) { op_->setOperand(1, v); }
  void setStep(Value v) { op_->setOperand(2, v); }
  /// Number of operands controlling the loop: lb, ub, step.
  unsigned getNumControlOperands() const { return 3; }
  OperandRange getInitArgs() const { return op_->getOperands().drop_front(3); }
  MutableArrayRef<OpOperand> getInitArgsMutable() const { return op_->getOpOperands().subspan(3); }
  /// True for `scf.for unsigned` (the `unsignedCmp` property).
  bool getUnsignedCmp() const { return op_->hasAttr("unsignedCmp"); }

  Region &getRegion() const { return op_->getRegion(0); }
  Block *getBody() const { return &op_->getRegion(0).front(); }
  BlockArgument getInductionVar() const { return getBody()->getArgument(0); }
  unsigned getNumInductionVars() const { return 1; }
  unsigned getNumRegionIterArgs() const { return getBody()->getNumArguments() - 1; }
  BlockArgument getRegionIterArg(unsigned i) const { return getBody()->getArgument(i + 1); }
  std::vector<Value> getRegionIterArgs() const;
  /// Operands of the body's `scf.yield` (empty if the body has no yield).
  std::vector<Value> getYieldedValues() const;
  /// The body's terminator as a yield (null if it is something else).
  YieldOp getYieldOp() const;

  // LoopLikeOpInterface helpers tying init args, iter args, yielded values
  // and results together (MLIR's getTiedLoop*). Null when not applicable.
  OpOperand *getTiedLoopInit(BlockArgument bbArg) const;
  OpOperand *getTiedLoopYieldedValue(BlockArgument bbArg) const;
  OpResult getTiedLoopResult(BlockArgument bbArg) const;
  OpResult getTiedLoopResult(OpOperand *opOperand) const;
  BlockArgument getTiedLoopRegionIterArg(OpOperand *opOperand) const;
  BlockArgument getTiedLoopRegionIterArg(OpResult result) const;

  /// Trip count when lb, ub and step are constants (signed or unsigned as the
  /// op compares); nullopt otherwise or for a non-positive step.
  std::optional<int64_t> getStaticTripCount() const;
};

/// Returns the scf.for whose induction variable is `v`, or null.
ForOp getForInductionVarOwner(Value v);

/// `scf.if %c -> (T) { ... } else { ... }`. Region 0 is `then` (one block),
/// region 1 is `else` (empty or one block).
class IfOp : public OpView {
  TBUF_OP_VIEW(IfOp, "scf.if")
 public:
  using RegionBuilderFn = std::function<void(OpBuilder &, Location)>;

  /// Then block (and else block if `withElseRegion`); empty `scf.yield`s are
  /// inserted only when there are no results.
  static void build(OpBuilder &b, OperationState &state, ArrayRef<Type> resultTypes, Value cond, bool withElseRegion);
  /// No results. (A template so that a lambda never converts to `bool`.)
  template <typename B, std::enable_if_t<std::is_same_v<B, bool>, int> = 0>
  static void build(OpBuilder &b, OperationState &state, Value cond, B withElseRegion) {
    build(b, state, ArrayRef<Type>(), cond, withElseRegion);
  }
  /// Fills the then region (and the else region if `elseBuilder`) through the
  /// callbacks; result types are those of the then region's `scf.yield`.
  static void build(OpBuilder &b, OperationState &state, Value cond, RegionBuilderFn thenBuilder,
                    RegionBuilderFn elseBuilder = nullptr);

  Value getCondition() const { return op_->getOperand(0); }
  Region &getThenRegion() const { return op_->getRegion(0); }
  Region &getElseRegion() const { return op_->getRegion(1); }
  Block *thenBlock() const;
  /// Null when there is no else block.
  Block *elseBlock() const;
  YieldOp thenYield() const;
  YieldOp elseYield() const;
};

/// `scf.while (%a = %init) : (T) -> R { ... scf.condition(%c) %x : R } do {
/// ^bb0(%y: R): ... scf.yield ... }`.
class WhileOp : public OpView {
  TBUF_OP_VIEW(WhileOp, "scf.while")
 public:
  using BodyBuilderFn = std::function<void(OpBuilder &, Location, ValueRange)>;

  /// Creates both regions with one block each (before: one argument per init,
  /// after: one per result) and calls the builders, if given, inside them.
  static void build(OpBuilder &b, OperationState &state, ArrayRef<Type> resultTypes, ValueRange inits,
                    BodyBuilderFn beforeBuilder, BodyBuilderFn afterBuilder);

  OperandRange getInits() const { return op_->getOperands(); }
  Region &getBefore() const { return op_->getRegion(0); }
  Region &getAfter() const { return op_->getRegion(1); }
  Block *getBeforeBody() const { return &getBefore().front(); }
  Block *getAfterBody() const { return &getAfter().front(); }
  std::vector<Value> getBeforeArguments() const { return getBeforeBody()->getArguments(); }
  std::vector<Value> getAfterArguments() const { return getAfterBody()->getArguments(); }
  /// LoopLike: the before region's arguments.
  std::vector<Value> getRegionIterArgs() const { return getBeforeArguments(); }
  ConditionOp getConditionOp() const;
  YieldOp getYieldOp() const;
  /// Operands of the after region's yield.
  std::vector<Value> getYieldedValues() const;
};

/// `scf.condition(%c) %args : T`: terminator of scf.while's before region.
class ConditionOp : public OpView {
  TBUF_OP_VIEW(ConditionOp, "scf.condition")
 public:
  static void build(OpBuilder &b, OperationState &state, Value condition, ValueRange args = {});
  Value getCondition() const { return op_->getOperand(0); }
  OperandRange getArgs() const { return op_->getOperands().drop_front(1); }
  WhileOp getParentOp() const { return WhileOp(op_->getParentOp()); }
};

/// `scf.yield %v : T`: terminator of for/if/while(after)/execute_region/
/// index_switch regions.
class YieldOp : public OpView {
  TBUF_OP_VIEW(YieldOp, "scf.yield")
 public:
  static void build(OpBuilder &b, OperationState &state, ValueRange results = {});
  /// The yielded values (MLIR names the operand group `results`).
  OperandRange getResults() const { return op_->getOperands(); }
  MutableArrayRef<OpOperand> getResultsMutable() const { return op_->getOpOperands(); }
};

/// `scf.execute_region -> T [no_inline] { ... }`: a multi-block region run
/// once; its scf.yield terminators give the results.
class ExecuteRegionOp : public OpView {
  TBUF_OP_VIEW(ExecuteRegionOp, "scf.execute_region")
 public:
  /// Creates the op with an empty region.
  static void build(OpBuilder &b, OperationState &state, ArrayRef<Type> resultTypes, bool noInline = false);
  Region &getRegion() const { return op_->getRegion(0); }
  bool getNoInline() const { return op_->hasAttr("no_inline"); }
};

/// `scf.forall (%i, %j) in (4, %n) shared_outs(%o = %t) -> (T) { ...
/// scf.forall.in_parallel { ... } }` and the `= (lb) to (ub) step (s)` form.
/// Operands: dynamic lbs, dynamic ubs, dynamic steps, outputs
/// (`operandSegmentSizes`); static values in `staticLowerBound/UpperBound/
/// Step` with kDynamic marking a dynamic entry.
class ForallOp : public OpView {
  TBUF_OP_VIEW(ForallOp, "scf.forall")
 public:
  /// Receives all body block arguments (ivs, then the shared_outs args).
  using BodyBuilderFn = std::function<void(OpBuilder &, Location, ValueRange)>;

  /// Without a body builder an empty `scf.forall.in_parallel` is inserted.
  static void build(OpBuilder &b, OperationState &state, ArrayRef<OpFoldResult> lbs, ArrayRef<OpFoldResult> ubs,
                    ArrayRef<OpFoldResult> steps, ValueRange outputs, ArrayAttr mapping = ArrayAttr(),
                    BodyBuilderFn bodyBuilder = nullptr);
  /// Normalized loop: lower bounds 0, steps 1.
  static void build(OpBuilder &b, OperationState &state, ArrayRef<OpFoldResult> ubs, ValueRange outputs,
                    ArrayAttr mapping = ArrayAttr(), BodyBuilderFn bodyBuilder = nullptr);

  /// Number of loops (induction variables).
  int64_t getRank() const { return getStaticLowerBound().size(); }
  ArrayRef<int64_t> getStaticLowerBound() const;
  ArrayRef<int64_t> getStaticUpperBound() const;
  ArrayRef<int64_t> getStaticStep() const;
  OperandRange getDynamicLowerBound() const;
  OperandRange getDynamicUpperBound() const;
  OperandRange getDynamicStep() const;
  OperandRange getOutputs() const;
  MutableArrayRef<OpOperand> getOutputsMutable() const;
  /// Static entries as index attributes, dynamic ones as values.
  std::vector<OpFoldResult> getMixedLowerBound() const;
  std::vector<OpFoldResult> getMixedUpperBound() const;
  std::vector<OpFoldResult> getMixedStep() const;
  /// The optional `mapping` array (null if absent).
  ArrayAttr getMapping() const { return op_->getAttrOfType<ArrayAttr>("mapping"); }

  Region &getRegion() const { return op_->getRegion(0); }
  Block *getBody() const { return &op_->getRegion(0).front(); }
  std::vector<Value> getInductionVars() const;
  Value getInductionVar(int64_t i) const { return getBody()->getArgument(i); }
  /// The shared_outs block arguments.
  std::vector<Value> getRegionOutArgs() const;
  std::vector<Value> getRegionIterArgs() const { return getRegionOutArgs(); }
  InParallelOp getTerminator() const;
  /// True if all lower bounds are constant 0 and all steps constant 1
  /// (dynamic values defined by constant ops count): printed with `in`.
  bool isNormalized() const;

  unsigned getNumDynamicControlOperands() const;
  /// Result tied to a shared_outs operand.
  OpResult getTiedOpResult(OpOperand *opOperand) const;
  /// shared_outs operand tied to a result / to a shared_outs block argument.
  OpOperand *getTiedOpOperand(OpResult result) const;
  OpOperand *getTiedOpOperand(BlockArgument bbArg) const;
  BlockArgument getTiedBlockArgument(OpOperand *opOperand) const;
  /// Ops of the terminator that update `bbArg` (ParallelCombiningOpInterface).
  std::vector<Operation *> getCombiningOps(BlockArgument bbArg) const;
};

/// `scf.forall.in_parallel { tensor.parallel_insert_slice ... }`: terminator
/// of scf.forall; a single block of parallel-combining ops, no terminator.
class InParallelOp : public OpView {
  TBUF_OP_VIEW(InParallelOp, "scf.forall.in_parallel")
 public:
  /// Creates the op with one empty block.
  static void build(OpBuilder &b, OperationState &state);
  Region &getRegion() const { return op_->getRegion(0); }
  Block *getBody() const { return &op_->getRegion(0).front(); }
  std::vector<Operation *> getYieldingOps() const;
  /// Destinations (shared_outs block arguments) updated by the yielding ops.
  std::vector<Value> getDests() const;
  OpResult getParentResult(int64_t i) const { return op_->getParentOp()->getResult(i); }
};

/// `scf.index_switch %i -> T case 2 { ... } default { ... }`.
/// Region 0 is the default region, then one region per case value.
class IndexSwitchOp : public OpView {
  TBUF_OP_VIEW(IndexSwitchOp, "scf.index_switch")
 public:
  /// Creates the op with `cases.size() + 1` empty regions.
  static void build(OpBuilder &b, OperationState &state, ArrayRef<Type> resultTypes, Value arg,
                    ArrayRef<int64_t> cases);
  Value getArg() const { return op_->getOperand(0); }
  ArrayRef<int64_t> getCases() const;
  unsigned getNumCases() const { return getCases().size(); }
  Region &getDefaultRegion() const { return op_->getRegion(0); }
  Region &getCaseRegion(unsigned i) const { return op_->getRegion(i + 1); }
  Block &getDefaultBlock() const { return getDefaultRegion().front(); }
  Block &getCaseBlock(unsigned i) const { return getCaseRegion(i).front(); }
};

class ReduceOp;

/// `scf.parallel (%i, %j) = (%lb0, %lb1) to (%ub0, %ub1) step (%s0, %s1)
/// init (%x) -> T { ... scf.reduce(%v : T) { ^bb0(%a: T, %b: T): ...
/// scf.reduce.return %r : T } }`. Operands: lower bounds, upper bounds,
/// steps, init values (`operandSegmentSizes`); the body's arguments are the
/// induction variables (index); its terminator is an scf.reduce with one
/// operand and one reduction region per result.
class ParallelOp : public OpView {
  TBUF_OP_VIEW(ParallelOp, "scf.parallel")
 public:
  /// Receives the induction variables and (always empty) iter args.
  using BodyBuilderFn = std::function<void(OpBuilder &, Location, ValueRange ivs, ValueRange)>;

  /// Creates the loop and its body block. As in MLIR, an empty `scf.reduce`
  /// is appended only when there are no init values (otherwise the caller or
  /// the body builder creates the scf.reduce).
  static void build(OpBuilder &b, OperationState &state, ValueRange lbs, ValueRange ubs, ValueRange steps,
                    ValueRange initVals = {}, BodyBuilderFn bodyBuilder = nullptr);

  OperandRange getLowerBound() const;
  OperandRange getUpperBound() const;
  OperandRange getStep() const;
  OperandRange getInitVals() const;
  /// Number of loops (the number of steps).
  unsigned getNumLoops() const { return getStep().size(); }
  Region &getRegion() const { return op_->getRegion(0); }
  Block *getBody() const { return &op_->getRegion(0).front(); }
  std::vector<Value> getInductionVars() const { return getBody()->getArguments(); }
  /// The body's terminator as an scf.reduce (null if it is something else).
  ReduceOp getReduceOp() const;
};

/// Returns the scf.parallel whose induction variable is `v`, or null.
ParallelOp getParallelForInductionVarOwner(Value v);

/// `scf.reduce(%a, %b : T1, T2) { ^bb0(%x: T1, %y: T1): ... } , { ... }`:
/// terminator of scf.parallel; reduction region #i combines operand #i into
/// the running value of result #i (block arguments: accumulated, new).
class ReduceOp : public OpView {
  TBUF_OP_VIEW(ReduceOp, "scf.reduce")
 public:
  /// One region per operand, each with an entry block `(T, T)` (no
  /// terminator: the caller adds the scf.reduce.return).
  static void build(OpBuilder &b, OperationState &state, ValueRange operands = {});
  unsigned getNumReductions() const { return op_->getNumRegions(); }
  Region &getReduction(unsigned i) const { return op_->getRegion(i); }
};

/// `scf.reduce.return %r : T`: terminator of a reduction region.
class ReduceReturnOp : public OpView {
  TBUF_OP_VIEW(ReduceReturnOp, "scf.reduce.return")
 public:
  static void build(OpBuilder &b, OperationState &state, Value result);
  Value getResult() const { return op_->getOperand(0); }
};

/// MLIR's ParallelCombiningOpInterface: ops allowed in scf.forall.in_parallel
/// (tensor.parallel_insert_slice). Attach with
/// `ctx.attachInterface<scf::ParallelCombiningOpInterface>(name, impl)`.
class ParallelCombiningOpInterface : public OpInterfaceBase {
 public:
  static const void *getInterfaceID();
  /// The operands naming the shared_outs block arguments the op updates.
  virtual std::vector<OpOperand *> getUpdatedDestinations(Operation *op) const = 0;
};

/// The ParallelCombiningOpInterface of `op`, or null. Until the tensor dialect
/// attaches the interface, tensor.parallel_insert_slice (destination =
/// operand #1, as in MLIR's operand order) is recognised by name.
const ParallelCombiningOpInterface *getParallelCombiningInterface(Operation *op);

}  // namespace tbuf::scf

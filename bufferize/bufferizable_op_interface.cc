// Default methods of BufferizableOpInterface, the destination-style base
// model, and the helpers bufferize() implementations share (buffer types,
// getBuffer, replaceOpWithBufferizedValues), following MLIR 22's
// BufferizableOpInterface.cpp.
#include "bufferize/bufferizable_op_interface.h"

#include <algorithm>

#include "bufferize/analysis_state.h"
#include "bufferize/op_factory.h"
#include "dialects/bufferization/bufferization_ops.h"
#include "dialects/func/func_ops.h"
#include "dialects/scf/scf_ops.h"
#include "dialects/utils/dialect_utils.h"
#include "ir/control_flow_interfaces.h"
#include "ir/diagnostics.h"
#include "ir/scratch.h"

namespace tbuf::bufferization {

// ---- default interface methods ---------------------------------------------

AliasingOpOperandList BufferizableOpInterface::getAliasingOpOperands(Operation *op, Value value,
                                                                      const AnalysisState &state) const {
  // Invert getAliasingValues over the op's tensor operands.
  AliasingOpOperandList result;
  for (OpOperand &operand : op->getOpOperands()) {
    if (!operand.get().getType().isa<TensorType>()) continue;
    for (const AliasingValue &alias : state.getAliasingValues(operand))
      if (alias.value == value) result.push_back({&operand, alias.relation, alias.isDefinite});
  }
  return result;
}

bool BufferizableOpInterface::isWritable(Operation *, Value value, const AnalysisState &) const {
  // Results are writable by default (constants override this); block
  // arguments depend on the op, so conservatively not.
  return value.isa<OpResult>();
}

bool BufferizableOpInterface::bufferizesToAllocation(Operation *, Value) const { return false; }

bool BufferizableOpInterface::resultBufferizesToMemoryWrite(Operation *op, OpResult result,
                                                            const AnalysisState &state) const {
  AliasingOpOperandList operands = getAliasingOpOperands(op, result, state);
  // Case 1: a result without aliasing operand is a new buffer, written here.
  if (operands.empty()) return true;
  // Case 2: an aliasing operand is written.
  for (const AliasingOpOperand &alias : operands)
    if (state.bufferizesToMemoryWrite(*alias.opOperand)) return true;
  // Case 3: the reverse use-def chain of an aliasing operand reaches a write
  // by an op nested in `op` (e.g. a value yielded from an scf.if branch).
  // Only values owned by `op` can satisfy the condition; when the state
  // knows that no chain from `op`'s operands comes back to `op` (region-free
  // ops in acyclic IR), the walk (O(chain length) per result, quadratic on a
  // long extract_slice chain) would find nothing.
  if (!state.mayReachValuesOwnedBy(op)) return false;
  auto isMemoryWriteInsideOp = [&](Value v) {
    Operation *owner = getOwnerOfValue(v);
    if (!owner || !op->isAncestor(owner)) return false;
    return state.bufferizesToMemoryWrite(v);
  };
  TraversalConfig config;
  config.alwaysIncludeLeaves = false;
  for (const AliasingOpOperand &alias : operands)
    if (!state.findValueInReverseUseDefChain(alias.opOperand, isMemoryWriteInsideOp, config).empty()) return true;
  return false;
}

bool BufferizableOpInterface::isNotConflicting(Operation *, OpOperand *, OpOperand *, const AnalysisState &) const {
  return false;
}

bool BufferizableOpInterface::mustBufferizeInPlace(Operation *, OpOperand &operand, const AnalysisState &) const {
  // MLIR's default: unranked tensor operands always bufferize in place (they
  // only occur around external functions).
  return operand.get().getType().isa<UnrankedTensorType>();
}

bool BufferizableOpInterface::isRepetitiveRegion(Operation *op, unsigned regionIndex) const {
  if (regionIndex >= op->getNumRegions()) return false;
  return isRegionRepetitive(&op->getRegion(regionIndex));
}

bool BufferizableOpInterface::isParallelRegion(Operation *, unsigned) const { return false; }

bool BufferizableOpInterface::bufferizesToElementwiseAccess(Operation *, const AnalysisState &,
                                                            ArrayRef<OpOperand *>) const {
  return false;
}

LogicalResult BufferizableOpInterface::verifyAnalysis(Operation *, const AnalysisState &) const { return success(); }

std::optional<BaseMemRefType> BufferizableOpInterface::getBufferType(Operation *op, Value value,
                                                                     const BufferizationOptions &options,
                                                                     const BufferizationState &state,
                                                                     std::vector<Value> &invocationStack) const {
  auto tensorType = value.getType().dyn_cast<TensorType>();
  if (!tensorType) {
    op->emitError() << "expected a tensor value to compute its buffer type";
    return std::nullopt;
  }
  // No further analysis is possible for a block argument.
  if (value.isa<BlockArgument>()) return getMemRefType(tensorType, options);
  // A result equivalent to an operand gets the operand's buffer type.
  AnalysisState analysisState(options);
  AliasingOpOperandList aliases = getAliasingOpOperands(op, value, analysisState);
  if (!aliases.empty() && aliases.front().relation == BufferRelation::Equivalent)
    return bufferization::getBufferType(aliases.front().opOperand->get(), options, state, invocationStack);
  // A new buffer goes into the default memory space of the options; with
  // must-infer-memory-space there is none.
  std::optional<Attribute> memorySpace = options.defaultMemorySpace(tensorType);
  if (!memorySpace) {
    op->emitError() << "could not infer memory space";
    return std::nullopt;
  }
  return getMemRefType(tensorType, options, Attribute(), *memorySpace);
}

// ---- destination-style base ------------------------------------------------

bool DstBufferizableOpInterfaceExternalModel::bufferizesToMemoryRead(Operation *, OpOperand &,
                                                                     const AnalysisState &) const {
  // All inputs and outputs bufferize to a memory read.
  return true;
}

bool DstBufferizableOpInterfaceExternalModel::bufferizesToMemoryWrite(Operation *op, OpOperand &operand,
                                                                      const AnalysisState &) const {
  return isDpsInit(op, operand);
}

AliasingValueList DstBufferizableOpInterfaceExternalModel::getAliasingValues(Operation *op, OpOperand &operand,
                                                                             const AnalysisState &) const {
  if (!isDpsInit(op, operand)) return {};
  return {{getTiedResult(op, operand), BufferRelation::Equivalent, /*isDefinite=*/true}};
}

// ---- helpers ---------------------------------------------------------------

Operation *getOwnerOfValue(Value value) {
  if (Operation *op = value.getDefiningOp()) return op;
  Block *block = value.cast<BlockArgument>().getOwner();
  return block ? block->getParentOp() : nullptr;
}

namespace {

/// For the regions of scf.parallel (its body) and scf.reduce (its
/// reductions), ops without a model: whether they may run more than once,
/// i.e. some dimension of the loop has a non-constant control value or more
/// than one iteration. Nothing for other ops.
std::optional<bool> parallelLoopRegionRepeats(Operation *op) {
  Operation *loop = op;
  if (scf::ReduceOp::classof(op))
    loop = op->getParentOp();
  else if (!scf::ParallelOp::classof(op))
    return std::nullopt;
  if (!loop || !scf::ParallelOp::classof(loop)) return true;
  scf::ParallelOp par(loop);
  OperandRange lbs = par.getLowerBound(), ubs = par.getUpperBound(), steps = par.getStep();
  for (size_t i = 0; i < lbs.size() && i < ubs.size() && i < steps.size(); ++i) {
    std::optional<int64_t> lb = getConstantIntValue(lbs[i]);
    std::optional<int64_t> ub = getConstantIntValue(ubs[i]);
    std::optional<int64_t> step = getConstantIntValue(steps[i]);
    if (!lb || !ub || !step || *lb + *step < *ub) return true;
  }
  return false;
}

}  // namespace

bool isRepetitiveRegionForAnalysis(Operation *op, unsigned regionIndex, const BufferizationOptions &options) {
  if (const BufferizableOpInterface *iface = getBufferizableInterface(op, options))
    return iface->isRepetitiveRegion(op, regionIndex);
  return op && parallelLoopRegionRepeats(op).value_or(false);
}

bool isParallelRegionForAnalysis(Operation *op, unsigned regionIndex, const BufferizationOptions &options) {
  if (const BufferizableOpInterface *iface = getBufferizableInterface(op, options))
    return iface->isParallelRegion(op, regionIndex);
  return op && parallelLoopRegionRepeats(op).value_or(false);
}

BaseMemRefType getMemRefTypeWithFullyDynamicLayout(TensorType type, Attribute memorySpace) {
  if (!type.hasRank()) return UnrankedMemRefType::get(type.getElementType(), memorySpace);
  std::vector<int64_t> strides(type.getRank(), kDynamic);
  Attribute layout = StridedLayoutAttr::get(type.getContext(), kDynamic, strides);
  return MemRefType::get(type.getShape(), type.getElementType(), layout, memorySpace);
}

BaseMemRefType getMemRefTypeWithStaticIdentityLayout(TensorType type, Attribute memorySpace) {
  if (!type.hasRank()) return UnrankedMemRefType::get(type.getElementType(), memorySpace);
  return MemRefType::get(type.getShape(), type.getElementType(), Attribute(), memorySpace);
}

BaseMemRefType getMemRefType(TensorType type, const BufferizationOptions &options, Attribute layout,
                             Attribute memorySpace) {
  // Unranked tensors have no layout to choose.
  if (!type.hasRank()) return UnrankedMemRefType::get(type.getElementType(), memorySpace);
  if (layout) return MemRefType::get(type.getShape(), type.getElementType(), layout, memorySpace);
  if (options.unknownTypeConversion == LayoutMapOption::IdentityLayoutMap)
    return getMemRefTypeWithStaticIdentityLayout(type, memorySpace);
  return getMemRefTypeWithFullyDynamicLayout(type, memorySpace);
}

BaseMemRefType getMemRefType(TensorType type, const BufferizationOptions &options, LayoutMapOption layout,
                             Attribute memorySpace) {
  switch (layout) {
    case LayoutMapOption::IdentityLayoutMap:
      return getMemRefTypeWithStaticIdentityLayout(type, memorySpace);
    case LayoutMapOption::FullyDynamicLayoutMap:
      return getMemRefTypeWithFullyDynamicLayout(type, memorySpace);
    case LayoutMapOption::InferLayoutMap:
      break;
  }
  return getMemRefType(type, options, Attribute(), memorySpace);
}

std::optional<BaseMemRefType> getBufferType(Value value, const BufferizationOptions &options,
                                            const BufferizationState &state, std::vector<Value> &invocationStack) {
  auto tensorType = value.getType().dyn_cast<TensorType>();
  Operation *owner = getOwnerOfValue(value);
  if (!tensorType) {
    if (owner) owner->emitError() << "expected a tensor value to compute its buffer type";
    return std::nullopt;
  }
  invocationStack.push_back(value);
  std::optional<BaseMemRefType> result;
  if (const BufferizableOpInterface *iface = getBufferizableInterface(owner, options))
    result = iface->getBufferType(owner, value, options, state, invocationStack);
  else if (std::optional<Attribute> memorySpace = options.defaultMemorySpace(tensorType))
    result = getMemRefType(tensorType, options, Attribute(), *memorySpace);
  else if (owner)
    // A value of an op that is not bufferized has no memory space to go by.
    owner->emitError() << "could not infer memory space";
  invocationStack.pop_back();
  return result;
}

std::optional<BaseMemRefType> getBufferType(Value value, const BufferizationOptions &options,
                                            const BufferizationState &state) {
  // The stack of an outermost query: the thread's reusable vector (a nested
  // outermost query, from inside a model, gets its own).
  struct Tag;
  ScratchVector<Value, Tag> scratch;
  return getBufferType(value, options, state, scratch.get());
}

namespace {

/// The to_buffer of a function argument that an earlier getBuffer created,
/// if it can serve again. getBuffer puts the to_buffer of a block argument
/// at the start of its block, so a to_buffer of `value` of the same type
/// found there can be shared: with function boundaries, the func.func model
/// later retypes the entry block's arguments to exactly this buffer type
/// (getBufferType of the argument) and the driver folds
/// `to_buffer(to_tensor(%arg))` into %arg -- one to_buffer or several, the
/// result is the same IR, with fewer temporary ops created and erased.
/// Null when that does not hold (another block, no function boundaries, a
/// function the options leave alone, another type, read_only).
Value reusableFunctionArgBuffer(Value value, Type bufferType, const BufferizationOptions &options) {
  if (!options.bufferizeFunctionBoundaries) return Value();
  auto arg = value.dyn_cast<BlockArgument>();
  if (!arg) return Value();
  Block *block = arg.getOwner();
  Operation *funcOp = block->getParentOp();
  if (!funcOp || !isa<func::FuncOp>(funcOp) || &funcOp->getRegion(0).front() != block ||
      !options.isOpAllowed(funcOp) || block->empty())
    return Value();
  Operation *front = &block->front();
  if (!isa<ToBufferOp>(front) || front->getOperand(0) != value || front->getResult(0).getType() != bufferType ||
      ToBufferOp(front).getReadOnly())
    return Value();
  return front->getResult(0);
}

}  // namespace

std::optional<Value> getBuffer(RewriterBase &rewriter, Value value, const BufferizationOptions &options,
                               const BufferizationState &state) {
  if (!value.getType().isa<TensorType>()) {
    if (Operation *owner = getOwnerOfValue(value))
      owner->emitError() << "expected a tensor value to get its buffer";
    return std::nullopt;
  }
  // Replace "%t = to_tensor %m" with %m.
  // (Value::getDefiningOp<OpT> does not compile: it finds the member
  // dyn_cast; see report.)
  if (auto toTensor = tbuf::dyn_cast<ToTensorOp>(value.getDefiningOp())) return toTensor.getBuffer();

  std::optional<BaseMemRefType> bufferType = getBufferType(value, options, state);
  if (!bufferType) return std::nullopt;
  if (Value reused = reusableFunctionArgBuffer(value, *bufferType, options)) return reused;
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPointAfterValue(value);
  return createToBuffer(rewriter, value.getLoc(), *bufferType, value);
}

void replaceOpWithBufferizedValues(RewriterBase &rewriter, Operation *op, ArrayRef<Value> values) {
  if (values.size() != op->getNumResults()) {
    op->emitOpError() << "bufferized with " << values.size() << " values for " << op->getNumResults()
                      << " results";
    return;
  }
  OpBuilder::InsertionGuard guard(rewriter);
  std::vector<Value> replacements;
  replacements.reserve(values.size());
  for (unsigned i = 0; i < op->getNumResults(); ++i) {
    OpResult result = op->getResult(i);
    Value replacement = values[i];
    if (result.getType().isa<TensorType>()) {
      if (!replacement || !replacement.getType().isa<BaseMemRefType>()) {
        op->emitOpError() << "tensor result #" << i << " must be replaced by a buffer";
        return;
      }
      // Existing users still expect a tensor: a to_tensor bridges them until
      // they are bufferized in turn, after which it is dead.
      rewriter.setInsertionPointAfter(op);
      replacement = createToTensor(rewriter, replacement.getLoc(), result.getType(), replacement);
    }
    replacements.push_back(replacement);
  }
  rewriter.replaceOp(op, replacements);
}

}  // namespace tbuf::bufferization

// BufferizableOpInterface models of the linalg structured ops (MLIR 22's
// Linalg/Transforms/BufferizableOpInterfaceImpl.cpp): fill, copy, matmul,
// batch_matmul, transpose, generic, map and reduce.
//
// They are destination-passing-style ops, so the DPS base model gives the
// aliasing (each init is Equivalent to its tied result) and the writes (only
// inits). MLIR refines the reads: an operand is read only if the payload uses
// its block argument. So `linalg.fill` and `linalg.copy` do not read their
// init (their body yields the input), a generic/reduce reads an init only
// when its payload uses the `%out` argument, matmul reads its accumulator,
// and a linalg.map never reads its init (MLIR 22's MapOp says so even when
// the mapper uses the init argument). An op whose loops are all parallel and whose tensor operands
// have identity indexing maps touches one element per iteration
// (bufferizesToElementwiseAccess), which lets the analysis put an operand that
// is both read and written in place.
//
// bufferize() creates the same op on buffers: inputs become their buffers
// (scalars stay), inits become the buffers the results are written to; the
// new op has no results and takes over the payload region unchanged (named
// ops keep their hidden body), so it prints exactly as mlir-opt's. The
// payload ops (linalg.index, linalg.yield) have no tensor semantics and need
// no model. linalg.copy additionally follows the subset-insertion rules of
// the analysis (a copy into an init equivalent to its source's origin does
// not conflict), as MLIR's SubsetInsertionOpInterface model of linalg.copy.
#include "bufferize/analysis_state.h"
#include "bufferize/bufferizable_op_interface.h"
#include "bufferize/models/register.h"
#include "dialects/linalg/linalg_ops.h"
#include "ir/diagnostics.h"

namespace tbuf::bufferization {

namespace {

using linalg::LinalgOp;

/// MLIR's bufferizeDestinationStyleOpInterface for linalg ops.
LogicalResult bufferizeLinalgOp(RewriterBase &rewriter, Operation *op, const BufferizationOptions &options,
                                BufferizationState &state) {
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPoint(op);
  LinalgOp linalgOp(op);

  // Nothing to do: the op is already on buffers.
  if (linalgOp.hasPureBufferSemantics()) return success();
  // Mixed tensor/buffer operands are not supported (as in MLIR).
  if (!linalgOp.hasPureTensorSemantics()) return op->emitError() << "op does not have pure tensor semantics";
  if (op->getNumRegions() != 1) return op->emitOpError() << "expected a single payload region";

  // New input operands: the buffers of tensor inputs, scalars unchanged.
  std::vector<Value> newOperands;
  newOperands.reserve(op->getNumOperands());
  for (OpOperand *operand : linalgOp.getDpsInputOperands()) {
    if (linalgOp.isScalar(operand)) {
      newOperands.push_back(operand->get());
      continue;
    }
    std::optional<Value> buffer = getBuffer(rewriter, operand->get(), options, state);
    if (!buffer) return failure();
    newOperands.push_back(*buffer);
  }

  // New output operands: the buffer of the init tied to each result.
  std::vector<Value> newOutputBuffers;
  for (OpResult result : op->getResults()) {
    OpOperand *init = linalgOp.getTiedOpOperand(result);
    if (!init) return op->emitOpError() << "result #" << result.getResultNumber() << " has no tied init";
    std::optional<Value> buffer = getBuffer(rewriter, init->get(), options, state);
    if (!buffer) return failure();
    newOutputBuffers.push_back(*buffer);
  }
  newOperands.insert(newOperands.end(), newOutputBuffers.begin(), newOutputBuffers.end());
  if (newOperands.size() != op->getNumOperands())
    return op->emitOpError() << "expected one result per init operand";

  // The same op on buffers, without results; its payload is moved over.
  // (Building the op detached and inserting it once complete, as MLIR does,
  // so the rewriter never sees an op without its region.)
  rewriter.setInsertionPoint(op);
  OperationState newState(op->getContext(), op->getLoc(), op->getName());
  newState.addOperands(newOperands);
  newState.attributes = NamedAttrList(std::vector<NamedAttribute>(op->getAttrs().begin(), op->getAttrs().end()));
  newState.addRegion();
  Operation *newOp = Operation::create(newState);
  newOp->getRegion(0).takeBody(op->getRegion(0));
  rewriter.insert(newOp);

  // Tensor users of the old results now read the output buffers.
  replaceOpWithBufferizedValues(rewriter, op, newOutputBuffers);
  return success();
}

/// The model shared by every linalg structured op (MLIR's LinalgOpInterface).
class LinalgOpModel : public DstBufferizableOpInterfaceExternalModel {
 public:
  bool bufferizesToMemoryRead(Operation *op, OpOperand &operand, const AnalysisState &) const override {
    LinalgOp linalgOp(op);
    // MLIR 22's linalg.map never reads its init, even when the mapper uses
    // its block argument (MapOp::payloadUsesValueFromOperand returns false
    // for inits); reproduced so that decisions and copies agree.
    if (isa<linalg::MapOp>(op) && linalgOp.isDpsInit(&operand)) return false;
    // An operand is read iff the payload uses its value.
    return linalgOp.payloadUsesValueFromOperand(&operand);
  }

  bool bufferizesToMemoryWrite(Operation *op, OpOperand &operand, const AnalysisState &) const override {
    return isDpsInit(op, operand);
  }

  AliasingValueList getAliasingValues(Operation *op, OpOperand &operand, const AnalysisState &) const override {
    // Inits alias their tied results (none on buffers).
    if (!isDpsInit(op, operand)) return {};
    Value tied = getTiedResult(op, operand);
    if (!tied) return {};
    return {{tied, BufferRelation::Equivalent, /*isDefinite=*/true}};
  }

  bool bufferizesToElementwiseAccess(Operation *op, const AnalysisState &,
                                     ArrayRef<OpOperand *> operands) const override {
    LinalgOp linalgOp(op);
    // All loops must be parallel.
    if (linalgOp.getNumLoops() != linalgOp.getNumParallelLoops()) return false;
    // The indexing maps of the tensors in question must be identities.
    std::vector<AffineMap> maps = linalgOp.getIndexingMapsArray();
    if (maps.size() != op->getNumOperands()) return false;
    for (OpOperand &operand : op->getOpOperands()) {
      // Non-shaped operands do not take part in bufferization.
      Type type = operand.get().getType();
      if (!type.isa<RankedTensorType>() && !type.isa<MemRefType>()) continue;
      if (std::find(operands.begin(), operands.end(), &operand) == operands.end()) continue;
      AffineMap map = maps[operand.getOperandNumber()];
      if (!map || !map.isIdentity()) return false;
    }
    return true;
  }

  LogicalResult bufferize(Operation *op, RewriterBase &rewriter, const BufferizationOptions &options,
                          BufferizationState &state) const override {
    return bufferizeLinalgOp(rewriter, op, options, state);
  }

 protected:
  bool isDpsInit(Operation *op, OpOperand &operand) const override { return LinalgOp(op).isDpsInit(&operand); }
  Value getTiedResult(Operation *op, OpOperand &operand) const override {
    OpResult result = LinalgOp(op).getTiedOpResult(&operand);
    return result ? Value(result) : Value();
  }
};

/// linalg.copy is also a subset insertion (MLIR's SubsetInsertionOpInterface
/// model of linalg.copy): it inserts its input into the whole init. The
/// analysis' rules for matching subsets (MLIR's areNonConflictingSubsets)
/// apply, with "equivalent subset" meaning a value equivalent to the init.
class CopyOpModel : public LinalgOpModel {
 public:
  bool isNotConflicting(Operation *op, OpOperand *uRead, OpOperand *uConflictingWrite,
                        const AnalysisState &state) const override {
    if (op->getNumOperands() != 2) return false;
    OpOperand *source = &op->getOpOperand(0);
    OpOperand *dest = &op->getOpOperand(1);
    // Every leaf of the reverse use-def chain of `operand` is (equivalent
    // to) the destination: MLIR's matchesInsertDestination.
    auto matchesInsertDestination = [&](OpOperand *operand) {
      auto matching = [&](Value v) {
        return v.isa<OpResult>() && state.areEquivalentBufferizedValues(v, dest->get());
      };
      for (Value leaf : state.findValueInReverseUseDefChain(operand, matching))
        if (!matching(leaf)) return false;
      return true;
    };
    if (uRead->getOwner() == op) {
      // The destination is read only outside the inserted subset (never, for
      // a copy: it does not read its init).
      if (uRead == dest && matchesInsertDestination(uConflictingWrite)) return true;
      // The source is read from exactly what the copy overwrites.
      if (uRead == source && uConflictingWrite == dest && matchesInsertDestination(uRead)) return true;
    }
    // The copy writes back the data it reads (no effective write).
    if (uConflictingWrite->getOwner() == op && uConflictingWrite == dest &&
        state.areEquivalentBufferizedValues(uRead->get(), source->get()) && matchesInsertDestination(source))
      return true;
    return false;
  }
};

}  // namespace

void registerLinalgBufferizableModels(Context &ctx) {
  ctx.attachInterface<BufferizableOpInterface>("linalg.copy", std::make_unique<CopyOpModel>());
  for (std::string_view name : {"linalg.fill", "linalg.matmul", "linalg.batch_matmul", "linalg.batch_reduce_matmul", "linalg.dot", "linalg.transpose", "linalg.broadcast",
                                "linalg.generic", "linalg.map", "linalg.reduce"})
    ctx.attachInterface<BufferizableOpInterface>(name, std::make_unique<LinalgOpModel>());
}

}  // namespace tbuf::bufferization

// BufferizableOpInterface models of the arith dialect (MLIR 22's
// Arith/Transforms/BufferizableOpInterfaceImpl.cpp):
//   arith.constant (ranked tensor)  -> memref.get_global of a private
//       constant memref.global holding the value (reused when a global with
//       the same value and alignment exists; placed at the start of the
//       module; named `__constant_<shape>x<elt>`, uniqued with `_N`); the
//       result is a new allocation that must never be written
//   arith.index_cast (tensors)      -> arith.index_cast on the buffer
//       (equivalent alias, no read or write)
//   arith.select (tensor operands)  -> arith.select of the two buffers
//       (casts to a fully dynamic layout if their types differ); the result
//       may alias either operand
#include <string>

#include "bufferize/analysis_state.h"
#include "bufferize/models/register.h"
#include "dialects/arith/arith_ops.h"
#include "dialects/memref/memref_ops.h"
#include "ir/builtin_ops.h"
#include "ir/diagnostics.h"

namespace tbuf::bufferization {

namespace {

/// Creates `OpT` and replaces `op` with its results (MLIR's
/// replaceOpWithNewBufferizedOp).
template <typename OpT, typename... Args>
void replaceOpWithNewBufferizedOp(RewriterBase &rewriter, Operation *op, Args &&...args) {
  rewriter.setInsertionPoint(op);
  OpT newOp = rewriter.create<OpT>(op->getLoc(), std::forward<Args>(args)...);
  std::vector<Value> values;
  for (Value v : newOp->getResults()) values.push_back(v);
  replaceOpWithBufferizedValues(rewriter, op, values);
}

/// The memref.global holding the value of `constantOp` (MLIR's getGlobalFor):
/// an existing global of the enclosing module with the same initial value
/// and alignment, or a new private constant one, inserted at the start of the
/// module and named `__constant_<d0>x<d1>x...x<elt>` (`__constant_xf32` for
/// rank 0) (`_0`, `_1`, ... appended until the name is unused in the module,
/// as SymbolTable::insert does). MLIR's suffix counter belongs to the cached
/// module SymbolTable and is shared by all names; here each base name has its
/// own, which gives the same names unless globals of different base names
/// collide in one run. Amortized O(1) through `state.constantGlobals`.
std::optional<memref::GlobalOp> getGlobalFor(Operation *constantOp, uint64_t alignment, Attribute memorySpace,
                                             BufferizationState &state) {
  auto type = constantOp->getResult(0).getType().cast<RankedTensorType>();
  ModuleOp moduleOp = constantOp->getParentOfType<ModuleOp>();
  if (!moduleOp) return std::nullopt;
  Attribute value = arith::ConstantOp(constantOp).getValue();
  ConstantGlobalTable &table = state.constantGlobals;
  if (Operation *existing = table.lookup(moduleOp, value, alignment)) return memref::GlobalOp(existing);

  std::string base = "__constant_";
  for (int64_t dim : type.getShape()) base += std::to_string(dim) + "x";
  if (type.getShape().empty()) base += "x";
  base += type.getElementType().str();
  std::string name = table.uniqueName(moduleOp, base);

  OpBuilder builder(constantOp->getContext());
  IntegerAttr alignmentAttr;
  if (alignment > 0) alignmentAttr = builder.getI64IntegerAttr(static_cast<int64_t>(alignment));
  auto memrefType = getMemRefTypeWithStaticIdentityLayout(type, memorySpace).cast<MemRefType>();
  Block *body = moduleOp.getBody();
  // The constant lives in the module, so its body is not empty.
  builder.setInsertionPoint(&body->front());
  memref::GlobalOp global = builder.create<memref::GlobalOp>(constantOp->getLoc(), name, "private", memrefType, value,
                                                             /*constant=*/true, alignmentAttr);
  table.insert(moduleOp, global, name, value, alignment);
  return global;
}

// ---- arith.constant ---------------------------------------------------------

class ConstantOpModel : public BufferizableOpInterface {
 public:
  bool bufferizesToMemoryRead(Operation *, OpOperand &, const AnalysisState &) const override { return false; }
  bool bufferizesToMemoryWrite(Operation *, OpOperand &, const AnalysisState &) const override { return false; }
  AliasingValueList getAliasingValues(Operation *, OpOperand &, const AnalysisState &) const override { return {}; }
  bool bufferizesToAllocation(Operation *, Value) const override { return true; }
  /// Globals returned by memref.get_global must not be written.
  bool isWritable(Operation *, Value, const AnalysisState &) const override { return false; }

  LogicalResult bufferize(Operation *op, RewriterBase &rewriter, const BufferizationOptions &options,
                          BufferizationState &state) const override {
    // Only ranked tensors inside a module are supported (as MLIR).
    if (!op->getResult(0).getType().isa<RankedTensorType>()) return failure();
    // The global lives in the options' default memory space;
    // must-infer-memory-space has none.
    std::optional<Attribute> memorySpace =
        options.defaultMemorySpace(op->getResult(0).getType().cast<TensorType>());
    if (!memorySpace) return op->emitError() << "could not infer memory space";
    std::optional<memref::GlobalOp> globalOp = getGlobalFor(op, options.bufferAlignment, *memorySpace, state);
    if (!globalOp) return failure();
    replaceOpWithNewBufferizedOp<memref::GetGlobalOp>(rewriter, op, globalOp->getType(), globalOp->getSymName());
    return success();
  }
};

// ---- arith.index_cast -------------------------------------------------------

class IndexCastOpModel : public BufferizableOpInterface {
 public:
  bool bufferizesToMemoryRead(Operation *, OpOperand &, const AnalysisState &) const override { return false; }
  bool bufferizesToMemoryWrite(Operation *, OpOperand &, const AnalysisState &) const override { return false; }
  AliasingValueList getAliasingValues(Operation *op, OpOperand &, const AnalysisState &) const override {
    return {{op->getResult(0), BufferRelation::Equivalent, /*isDefinite=*/true}};
  }

  LogicalResult bufferize(Operation *op, RewriterBase &rewriter, const BufferizationOptions &options,
                          BufferizationState &state) const override {
    auto resultTensorType = op->getResult(0).getType().cast<TensorType>();
    std::optional<Value> source = getBuffer(rewriter, op->getOperand(0), options, state);
    if (!source) return failure();
    // Same layout and memory space as the source.
    Type resultType;
    if (auto ranked = source->getType().dyn_cast<MemRefType>())
      resultType = MemRefType::get(ranked.getShape(), resultTensorType.getElementType(), ranked.getLayout(),
                                   ranked.getMemorySpace());
    else
      resultType = UnrankedMemRefType::get(resultTensorType.getElementType(),
                                           source->getType().cast<BaseMemRefType>().getMemorySpace());
    replaceOpWithNewBufferizedOp<arith::IndexCastOp>(rewriter, op, resultType, *source);
    return success();
  }
};

// ---- arith.select -----------------------------------------------------------

class SelectOpModel : public BufferizableOpInterface {
 public:
  bool bufferizesToMemoryRead(Operation *, OpOperand &, const AnalysisState &) const override { return false; }
  bool bufferizesToMemoryWrite(Operation *, OpOperand &, const AnalysisState &) const override { return false; }
  /// The result is either operand's buffer: equivalent, but not definitely.
  AliasingValueList getAliasingValues(Operation *op, OpOperand &, const AnalysisState &) const override {
    return {{op->getResult(0), BufferRelation::Equivalent, /*isDefinite=*/false}};
  }

  LogicalResult bufferize(Operation *op, RewriterBase &rewriter, const BufferizationOptions &options,
                          BufferizationState &state) const override {
    arith::SelectOp select(op);
    // Elementwise (tensor/vector) conditions are not supported.
    if (!select.getCondition().getType().isInteger(1))
      return op->emitOpError() << "only i1 condition values are supported";
    std::optional<Value> trueBuffer = getBuffer(rewriter, select.getTrueValue(), options, state);
    std::optional<Value> falseBuffer = getBuffer(rewriter, select.getFalseValue(), options, state);
    if (!trueBuffer || !falseBuffer) return failure();
    // Buffers of different types differ only in their layout: cast both to
    // the result's (fully dynamic) buffer type.
    Location loc = op->getLoc();
    rewriter.setInsertionPoint(op);
    if (trueBuffer->getType() != falseBuffer->getType()) {
      std::optional<BaseMemRefType> targetType = bufferization::getBufferType(op->getResult(0), options, state);
      if (!targetType) return failure();
      if (trueBuffer->getType() != Type(*targetType))
        trueBuffer = rewriter.create<memref::CastOp>(loc, *targetType, *trueBuffer).getResult();
      if (falseBuffer->getType() != Type(*targetType))
        falseBuffer = rewriter.create<memref::CastOp>(loc, *targetType, *falseBuffer).getResult();
    }
    replaceOpWithNewBufferizedOp<arith::SelectOp>(rewriter, op, select.getCondition(), *trueBuffer, *falseBuffer);
    return success();
  }

  std::optional<BaseMemRefType> getBufferType(Operation *op, Value, const BufferizationOptions &options,
                                              const BufferizationState &state,
                                              std::vector<Value> &invocationStack) const override {
    arith::SelectOp select(op);
    std::optional<BaseMemRefType> trueType =
        bufferization::getBufferType(select.getTrueValue(), options, state, invocationStack);
    std::optional<BaseMemRefType> falseType =
        bufferization::getBufferType(select.getFalseValue(), options, state, invocationStack);
    if (!trueType || !falseType) return std::nullopt;
    if (*trueType == *falseType) return trueType;
    if (trueType->getMemorySpace() != falseType->getMemorySpace()) {
      op->emitError() << "inconsistent memory space on true/false operands";
      return std::nullopt;
    }
    // Different layouts: the most dynamic one.
    auto memrefType = trueType->dyn_cast<MemRefType>();
    if (!memrefType) return trueType;
    auto tensorType = RankedTensorType::get(memrefType.getShape(), memrefType.getElementType(), Attribute());
    return getMemRefTypeWithFullyDynamicLayout(tensorType.cast<TensorType>(), memrefType.getMemorySpace());
  }
};

}  // namespace

void registerArithBufferizableModels(Context &ctx) {
  ctx.attachInterface<BufferizableOpInterface>(arith::ConstantOp::getOperationName(),
                                               std::make_unique<ConstantOpModel>());
  ctx.attachInterface<BufferizableOpInterface>(arith::IndexCastOp::getOperationName(),
                                               std::make_unique<IndexCastOpModel>());
  ctx.attachInterface<BufferizableOpInterface>(arith::SelectOp::getOperationName(),
                                               std::make_unique<SelectOpModel>());
}

}  // namespace tbuf::bufferization

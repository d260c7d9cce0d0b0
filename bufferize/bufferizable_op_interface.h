// BufferizableOpInterface: what One-Shot Bufferize needs to know about an op
// (MLIR's interface of the same name, as a plain C++ class attached per op
// name with Context::attachInterface). Method names and meanings follow MLIR:
//
//   bufferizesToMemoryRead(operand)   the operand's buffer is read
//   bufferizesToMemoryWrite(operand)  the operand's buffer is written (if in place)
//   getAliasingValues(operand)        results that may share the operand's buffer,
//                                     with BufferRelation and definite/maybe
//   getAliasingOpOperands(value)      the inverse (default: derived)
//   isWritable(value)                 may the value's buffer be written in place
//   bufferizesToAllocation(value)     the value's buffer is a new allocation
//   resultBufferizesToMemoryWrite     a result's buffer is written by the op
//   getBufferType(value)              memref type the value will get
//   bufferize(rewriter)               rewrite the op onto buffers
//
// Ops without the interface are "unknown": with allow-unknown-ops they are
// assumed to read and write every tensor operand and to alias every result
// (AnalysisState answers conservatively); otherwise bufferization reports a
// located error.
#pragma once

#include <optional>
#include <vector>

#include "absl/container/inlined_vector.h"
#include "bufferize/options.h"
#include "ir/op_definition.h"
#include "ir/rewriter.h"

namespace tbuf::bufferization {

/// How the buffer of an aliasing result relates to the operand's buffer.
enum class BufferRelation {
  Unknown,     ///< may overlap (e.g. a subview)
  Equivalent,  ///< the very same buffer
};

struct AliasingValue {
  Value value;
  BufferRelation relation = BufferRelation::Unknown;
  bool isDefinite = true;  ///< false: aliases only on some paths (e.g. scf.if yields)
};
struct AliasingOpOperand {
  OpOperand *opOperand = nullptr;
  BufferRelation relation = BufferRelation::Unknown;
  bool isDefinite = true;
};
// Most ops alias an operand with at most two values (and the reverse): the
// lists the analysis asks for many times per op stay off the heap.
using AliasingValueList = absl::InlinedVector<AliasingValue, 2>;
using AliasingOpOperandList = absl::InlinedVector<AliasingOpOperand, 2>;

class AnalysisState;
class BufferizationState;

class BufferizableOpInterface : public OpInterfaceBase {
 public:
  static const void *getInterfaceID() {
    static char id;
    return &id;
  }

  // ---- analysis ----
  virtual bool bufferizesToMemoryRead(Operation *op, OpOperand &operand, const AnalysisState &state) const = 0;
  virtual bool bufferizesToMemoryWrite(Operation *op, OpOperand &operand, const AnalysisState &state) const = 0;
  virtual AliasingValueList getAliasingValues(Operation *op, OpOperand &operand,
                                              const AnalysisState &state) const = 0;
  /// Default: every tensor operand whose getAliasingValues names `value`.
  virtual AliasingOpOperandList getAliasingOpOperands(Operation *op, Value value, const AnalysisState &state) const;
  /// Default (MLIR's): true for op results, false for block arguments.
  virtual bool isWritable(Operation *op, Value value, const AnalysisState &state) const;
  /// Default: false.
  virtual bool bufferizesToAllocation(Operation *op, Value value) const;
  /// Default (MLIR's): the result has no aliasing operand, or an aliasing
  /// operand bufferizes to a write, or an aliasing operand's reverse use-def
  /// chain reaches a write inside the op.
  virtual bool resultBufferizesToMemoryWrite(Operation *op, OpResult result, const AnalysisState &state) const;
  /// Default: false. Ops like tensor.insert_slice answer true when the read
  /// and the write are known not to interfere (matching extract_slice).
  virtual bool isNotConflicting(Operation *op, OpOperand *uRead, OpOperand *uConflictingWrite,
                                const AnalysisState &state) const;
  /// Default (MLIR's): true for unranked tensor operands, false otherwise
  /// (models override it, e.g. for ops that must alias).
  virtual bool mustBufferizeInPlace(Operation *op, OpOperand &operand, const AnalysisState &state) const;
  /// Default: derived from RegionBranchOpInterface (a region that can reach
  /// itself, like a loop body).
  virtual bool isRepetitiveRegion(Operation *op, unsigned regionIndex) const;
  /// Default: false (scf.forall's body: true).
  virtual bool isParallelRegion(Operation *op, unsigned regionIndex) const;
  /// Default: false. True when every read and write of the op touches only
  /// the element at the current iteration point (linalg.generic with
  /// identity maps), which lets an operand be read and written in place.
  virtual bool bufferizesToElementwiseAccess(Operation *op, const AnalysisState &state,
                                             ArrayRef<OpOperand *> operands) const;
  /// Extra op-specific checks after the analysis (e.g. loop yields must be
  /// equivalent to iter_args). Default: success.
  virtual LogicalResult verifyAnalysis(Operation *op, const AnalysisState &state) const;

  // ---- rewriting ----
  /// Memref type of `value` (a tensor result or block argument of the op)
  /// after bufferization. Default (MLIR's): a block argument gets
  /// getMemRefType(type, options); a result with an Equivalent aliasing
  /// operand gets that operand's buffer type; otherwise getMemRefType.
  /// `invocationStack` holds the values whose buffer type is being computed
  /// (ops with loops use it to break cycles), innermost last.
  virtual std::optional<BaseMemRefType> getBufferType(Operation *op, Value value, const BufferizationOptions &options,
                                                      const BufferizationState &state,
                                                      std::vector<Value> &invocationStack) const;
  /// Makes every out-of-place tensor OpOperand of `op` read a private copy
  /// (MLIR's resolveConflicts / resolveTensorOpOperandConflicts): for each
  /// tensor operand with !state.isInPlace(operand), a
  /// `bufferization.alloc_tensor() copy(%v)` (no copy when the contents are
  /// undefined or never read; see allocateTensorForShapedValue) is created
  /// before `op` and the operand is redirected to it. Out-of-place results
  /// of ops without aliasing operands are handled the same way (MLIR's
  /// "copy the result" case). Implemented in bufferize/resolve_conflicts.cc.
  virtual LogicalResult resolveConflicts(Operation *op, RewriterBase &rewriter, const AnalysisState &state,
                                         BufferizationState &bufferizationState) const;
  /// Whether resolveConflicts may change `op` although every tensor operand
  /// of `op` is in place (the default one never does). Module bufferization
  /// skips copy insertion in functions where no op may, instead of walking
  /// them again: an override of resolveConflicts that acts on ops whose
  /// operands are all in place must override this too.
  virtual bool mayResolveConflictsInPlace(Operation *) const { return false; }

  /// Rewrites `op` onto buffers; must replace it with
  /// replaceOpWithBufferizedValues (or erase it). Emits a located error and
  /// fails if it cannot.
  virtual LogicalResult bufferize(Operation *op, RewriterBase &rewriter, const BufferizationOptions &options,
                                  BufferizationState &state) const = 0;
};

/// Base for destination-passing-style ops (linalg structured ops,
/// tensor.insert, insert_slice, ...), as MLIR's: every operand is read
/// (subclasses like linalg refine this), only inits are written, and the
/// result tied to each init is Equivalent to it (definite); inputs alias
/// nothing. `isDpsInit` and `getTiedResult` come from the op.
class DstBufferizableOpInterfaceExternalModel : public BufferizableOpInterface {
 public:
  bool bufferizesToMemoryRead(Operation *op, OpOperand &operand, const AnalysisState &state) const override;
  bool bufferizesToMemoryWrite(Operation *op, OpOperand &operand, const AnalysisState &state) const override;
  AliasingValueList getAliasingValues(Operation *op, OpOperand &operand, const AnalysisState &state) const override;

 protected:
  /// Whether `operand` is a destination ("outs"/dest) operand.
  virtual bool isDpsInit(Operation *op, OpOperand &operand) const = 0;
  /// The result tied to destination operand `operand`.
  virtual Value getTiedResult(Operation *op, OpOperand &operand) const = 0;
};

// ---- helpers for bufferize() implementations -------------------------------

/// The op that owns `value`: its defining op, or the op whose region holds
/// the block of a block argument (MLIR's getOwnerOfValue).
Operation *getOwnerOfValue(Value value);

/// The buffer of tensor `value` (MLIR's getBuffer): the memref operand of a
/// defining bufferization.to_tensor, otherwise a new
/// `bufferization.to_buffer %value` of getBufferType(value), inserted right
/// after the definition of `value` (start of the block for a block
/// argument). The rewriter's insertion point is preserved. Fails (with a
/// located error) when `value` is not a tensor or has no buffer type.
std::optional<Value> getBuffer(RewriterBase &rewriter, Value value, const BufferizationOptions &options,
                               const BufferizationState &state);
/// Buffer type of tensor `value` (MLIR's getBufferType): asks the owner's
/// interface if it is bufferizable and allowed, else getMemRefType(type,
/// options) (fully dynamic layout by default).
std::optional<BaseMemRefType> getBufferType(Value value, const BufferizationOptions &options,
                                            const BufferizationState &state);
std::optional<BaseMemRefType> getBufferType(Value value, const BufferizationOptions &options,
                                            const BufferizationState &state, std::vector<Value> &invocationStack);
/// Replaces `op` with buffers (MLIR's replaceOpWithBufferizedValues): each
/// tensor result is replaced by `bufferization.to_tensor %memref` of the
/// result's tensor type, created right after `op` (no restrict/writable);
/// other results by the value directly. `values` has one entry per result
/// (a mismatch is reported on the op and nothing is replaced).
void replaceOpWithBufferizedValues(RewriterBase &rewriter, Operation *op, ArrayRef<Value> values);
/// memref type for a tensor type under `options` (MLIR's getMemRefType):
/// unranked tensors give unranked memrefs; a non-null `layout` is used as
/// is; otherwise `options.unknownTypeConversion` decides (fully dynamic or
/// identity; InferLayoutMap, invalid there, is treated as fully dynamic).
BaseMemRefType getMemRefType(TensorType type, const BufferizationOptions &options, Attribute layout = Attribute(),
                             Attribute memorySpace = Attribute());
/// memref type for a tensor type with the layout chosen by `layout`
/// (IdentityLayoutMap / FullyDynamicLayoutMap; InferLayoutMap falls back to
/// `options.unknownTypeConversion`).
BaseMemRefType getMemRefType(TensorType type, const BufferizationOptions &options, LayoutMapOption layout,
                             Attribute memorySpace = Attribute());
/// `memref<...xT, strided<[?, ?, ...], offset: ?>>` (unranked for unranked).
BaseMemRefType getMemRefTypeWithFullyDynamicLayout(TensorType type, Attribute memorySpace = Attribute());
/// `memref<...xT>` with no layout (unranked for unranked).
BaseMemRefType getMemRefTypeWithStaticIdentityLayout(TensorType type, Attribute memorySpace = Attribute());

/// A new tensor with the shape of `shapedValue` (tensor or memref), as a
/// `bufferization.alloc_tensor` created at the builder's insertion point
/// (MLIR's allocateTensorForShapedValue). Dynamic sizes come from
/// `tensor.dim`/`memref.dim` of `shapedValue` (or, for an op result, from
/// the op's reified result shapes where known). With `copy`, the tensor is
/// initialised from `shapedValue` (`copy(%v)` operand); without it, its
/// contents are undefined. The memory space of the buffer type of
/// `shapedValue` is kept. Fails with a located error when no buffer type
/// can be computed. Implemented in bufferize/allocate_tensor.cc.
std::optional<Value> allocateTensorForShapedValue(OpBuilder &b, Location loc, Value shapedValue,
                                                  const BufferizationOptions &options,
                                                  const BufferizationState &state, bool copy = true);

/// The interface of `op` if it has one and is allowed by the options.
/// Inline: asked for every op many times by the analysis and the rewrite.
inline const BufferizableOpInterface *getBufferizableInterface(Operation *op, const BufferizationOptions &options) {
  if (!op || !options.isOpAllowed(op)) return nullptr;
  return op->getInterface<BufferizableOpInterface>();
}

/// Whether the One-Shot analysis treats region `regionIndex` of `op` as
/// repetitive: the op's model decides (isRepetitiveRegion). scf.parallel and
/// scf.reduce have no model (as in MLIR), yet the loop body and the reduction
/// regions run once per iteration; here they are repetitive unless every
/// dimension of the loop surely runs at most once (scf.forall's rule). MLIR 22
/// treats them as straight-line code and so writes captured tensors in place
/// (a miscompile: later iterations see earlier iterations' writes).
bool isRepetitiveRegionForAnalysis(Operation *op, unsigned regionIndex, const BufferizationOptions &options);
/// Whether the analysis treats the region as parallel (a write into a buffer
/// defined outside it must be privatized when anything reads it): the op's
/// model decides (isParallelRegion); scf.parallel's body and scf.reduce's
/// regions are parallel exactly when isRepetitiveRegionForAnalysis says they
/// repeat (their iterations, and the reductions, run in any order).
bool isParallelRegionForAnalysis(Operation *op, unsigned regionIndex, const BufferizationOptions &options);
inline bool hasTensorSemantics(Operation *op) {
  for (Value v : op->getOperands())
    if (v.getType().isa<TensorType>()) return true;
  for (Value v : op->getResults())
    if (v.getType().isa<TensorType>()) return true;
  for (Region &r : op->getRegions())
    for (Block &b : r)
      for (unsigned i = 0, e = b.getNumArguments(); i < e; ++i)
        if (b.getArgument(i).getType().isa<TensorType>()) return true;
  return false;
}

}  // namespace tbuf::bufferization

// Shared pieces of the scf dialect's BufferizableOpInterface models (MLIR
// 22's SCF/Transforms/BufferizableOpInterfaceImpl.cpp), split by op family:
//   scf_models.cc          registration, scf.yield, the helpers below
//   scf_models_for.cc      scf.for
//   scf_models_while.cc    scf.while, scf.condition
//   scf_models_if.cc       scf.if, scf.index_switch, scf.execute_region
//   scf_models_forall.cc   scf.forall, scf.forall.in_parallel
// Internal to the models; not part of the bufferization API.
//
// The rewrite works whichever order the driver visits nested ops in: MLIR
// bufferizes a region's terminator before its parent op (post-order), so
// the terminators' models read the parent's buffer types from the tensor
// op; if the parent was already rewritten (pre-order), its memref types are
// taken as they are.
#pragma once

#include <optional>
#include <vector>

#include "absl/container/flat_hash_set.h"
#include "bufferize/analysis_state.h"
#include "bufferize/bufferizable_op_interface.h"
#include "ir/builder.h"
#include "ir/rewriter.h"

namespace tbuf::bufferization::scf_models {

void registerForModels(Context &ctx);
void registerWhileModels(Context &ctx);
void registerIfModels(Context &ctx);
void registerForallModels(Context &ctx);

/// Indices of the values with a tensor type (MLIR's getTensorIndices).
absl::flat_hash_set<int64_t> getTensorIndices(ArrayRef<Value> values);

/// `buffer` itself if it already has type `type`, else a `memref.cast` to
/// `type` at the builder's insertion point (MLIR's castBuffer). Emits a
/// located error on `errorOp` and returns nullopt when the cast would be
/// invalid (MLIR asserts).
std::optional<Value> castBuffer(OpBuilder &b, Value buffer, Type type, Operation *errorOp);

/// The buffers of `operands` (getBuffer for tensors, the value itself
/// otherwise), MLIR's getBuffers. nullopt if a buffer cannot be created.
std::optional<std::vector<Value>> getBuffers(RewriterBase &rewriter, MutableArrayRef<OpOperand> operands,
                                             const BufferizationOptions &options, BufferizationState &state);

/// Values standing for the old block arguments `oldBbArgs` when the block is
/// merged into a block with arguments `bbArgs`: a `bufferization.to_tensor`
/// (of the old tensor type) of each new memref argument listed in
/// `tensorIndices`, the new argument itself otherwise (MLIR's
/// getBbArgReplacements). Created at the rewriter's insertion point.
std::vector<Value> getBbArgReplacements(RewriterBase &rewriter, ArrayRef<Value> bbArgs, ArrayRef<Value> oldBbArgs,
                                        const absl::flat_hash_set<int64_t> &tensorIndices);

/// Buffer type of loop iter_arg `iterArg` (scf.for region iter arg or
/// scf.while "before" argument), MLIR's computeLoopRegionIterArgBufferType:
/// the init_arg's buffer type if it equals the yielded value's buffer type,
/// else the fully dynamic layout of the iter_arg's tensor type. Once
/// `iterArg` is twice on `invocationStack` the init_arg's type is taken (this
/// breaks the recursion through the yielded value). Memoized within one
/// outermost query (BufferTypeCache, bufferize_internal.h): a nest of loops
/// costs polynomial, not exponential, time in its depth.
std::optional<BaseMemRefType> computeLoopRegionIterArgBufferType(Operation *loopOp, Value iterArg, Value initArg,
                                                                 Value yieldedValue,
                                                                 const BufferizationOptions &options,
                                                                 const BufferizationState &state,
                                                                 std::vector<Value> &invocationStack);

/// Buffer type of `value` if it is already a buffer (its type), else
/// getBufferType(value, ...) with the invocation stack.
std::optional<BaseMemRefType> getBufferTypeOrOwn(Value value, const BufferizationOptions &options,
                                                 const BufferizationState &state,
                                                 std::vector<Value> &invocationStack);
std::optional<BaseMemRefType> getBufferTypeOrOwn(Value value, const BufferizationOptions &options,
                                                 const BufferizationState &state);

/// The common buffer type of values yielded from exclusive branches
/// (scf.if / scf.index_switch): equal types are kept, different layouts
/// become the fully dynamic layout of `resultType`; different memory spaces
/// are reported on `op` with `memorySpaceError` (nullopt).
std::optional<BaseMemRefType> joinBranchBufferTypes(Operation *op, TensorType resultType,
                                                    ArrayRef<BaseMemRefType> types,
                                                    std::string_view memorySpaceError);

/// MLIR's doesNotAliasExternalValue: no alias of `value` (per the One-Shot
/// alias sets) is defined outside `region` or is an entry block argument of
/// it, apart from `exceptions`. Without a One-Shot state every value may
/// alias: false.
bool doesNotAliasExternalValue(Value value, Region *region, ArrayRef<Value> exceptions, const AnalysisState &state);

/// Creates `OpT` at the rewriter's insertion point and replaces `op` with
/// its results (MLIR's replaceOpWithNewBufferizedOp).
template <typename OpT, typename... Args>
OpT replaceOpWithNewBufferizedOp(RewriterBase &rewriter, Operation *op, Args &&...args) {
  OpT newOp = rewriter.create<OpT>(op->getLoc(), std::forward<Args>(args)...);
  std::vector<Value> values;
  for (Value v : newOp->getResults()) values.push_back(v);
  replaceOpWithBufferizedValues(rewriter, op, values);
  return newOp;
}

}  // namespace tbuf::bufferization::scf_models

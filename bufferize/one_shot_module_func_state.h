// What module bufferization knows about functions (MLIR's
// FuncBufferizableOpInterfaceImpl.h: FuncAnalysisState and helpers), shared
// by the func.func / func.call / func.return models (models/func_models.cc)
// and the module driver (one_shot_module_bufferize.cc).
//
// FuncAnalysisState lives as an extension of the OneShotAnalysisState. After
// a function is analysed, it records, per function:
//   equivalentFuncArgs  returned value #r is equivalent to argument #a
//   aliasingReturnVals  argument #a may alias returned values #r...
//   readBbArgs / writtenBbArgs  tensor arguments the body reads / writes
// A call site consults these facts only once its callee is "Analyzed";
// before that (recursion, calls into no-analysis functions) the func.call
// model answers conservatively (read, written, may alias every result).
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "absl/container/btree_map.h"
#include "absl/container/btree_set.h"
#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "absl/container/inlined_vector.h"
#include "bufferize/address_order_hash.h"
#include "bufferize/analysis_state.h"
#include "bufferize/one_shot_analysis.h"
#include "dialects/func/func_ops.h"

namespace tbuf::bufferization {

/// Where the analysis of a func.func stands.
enum class FuncOpAnalysisState { NotAnalyzed, InProgress, Analyzed };

/// Per-function facts gathered by module bufferization (MLIR's
/// func_ext::FuncAnalysisState). Keys are func.func operations.
struct FuncAnalysisState : public OneShotAnalysisState::Extension {
  /// return index -> equivalent argument index.
  using IndexMapping = absl::btree_map<int64_t, int64_t>;
  /// argument index -> aliasing return indices (in increasing order).
  using IndexToIndexListMapping = absl::btree_map<int64_t, std::vector<int64_t>>;
  using BbArgIndexSet = absl::btree_set<int64_t>;

  /// Per function op (address-ordered: the functions are analysed in
  /// module order unless calls reorder them, see address_order_hash.h).
  template <typename T> using FuncOpMap = absl::flat_hash_map<Operation *, T, AddressOrderHash>;
  FuncOpMap<IndexMapping> equivalentFuncArgs;
  FuncOpMap<IndexToIndexListMapping> aliasingReturnVals;
  FuncOpMap<BbArgIndexSet> readBbArgs;
  FuncOpMap<BbArgIndexSet> writtenBbArgs;
  FuncOpMap<FuncOpAnalysisState> analyzedFuncOps;
  /// func.call -> callee, filled by module analysis so that the func.call
  /// model does not look symbols up on every query.
  absl::flat_hash_map<Operation *, Operation *, AddressOrderHash> calledFunctions;

  /// Analysed functions where copy insertion may have something to do: a
  /// tensor operand out of place or an op whose resolveConflicts may act
  /// anyway (BufferizableOpInterface::mayResolveConflictsInPlace). Found
  /// while the function's ops are in cache, so that copy insertion need not
  /// walk the other analysed functions.
  absl::flat_hash_set<Operation *, AddressOrderHash> withCopies;

  /// Marks `funcOp` InProgress (its fact entries are created by the first
  /// fact; a missing entry reads as an empty one).
  void startFunctionAnalysis(Operation *funcOp);
  /// Room for the entries of `numFuncs` functions (one rehash-free pass
  /// over a module).
  void reserveFunctions(size_t numFuncs);
  /// Analysis state of `funcOp` (NotAnalyzed if unknown).
  FuncOpAnalysisState getState(Operation *funcOp) const;
};

/// `bufferization.writable` / `bufferization.buffer_layout` /
/// `bufferization.access` argument attribute names (MLIR's
/// BufferizationDialect::k*AttrName).
inline constexpr const char *kWritableAttrName = "bufferization.writable";
inline constexpr const char *kBufferLayoutAttrName = "bufferization.buffer_layout";
inline constexpr const char *kBufferAccessAttrName = "bufferization.access";

/// The FuncAnalysisState of `state`, or null (plain AnalysisState, or no
/// module analysis ran).
const FuncAnalysisState *getFuncAnalysisState(const AnalysisState &state);
/// Analysis state of `funcOp` under `state` (NotAnalyzed without module
/// analysis).
FuncOpAnalysisState getFuncOpAnalysisState(const AnalysisState &state, Operation *funcOp);
/// The argument equivalent to return value #`returnIdx` of `funcOp`, if any.
std::optional<int64_t> getEquivalentFuncArgIdx(Operation *funcOp, const FuncAnalysisState &state, int64_t returnIdx);

/// The func.func a func.call names (nearest symbol table), or null.
func::FuncOp getCalledFunction(Operation *callOp);
/// The same, answered from the FuncAnalysisState of `state` when module
/// analysis recorded the call (O(1)), else by lookup.
func::FuncOp getCalledFunction(Operation *callOp, const AnalysisState &state);
/// funcOp.getArgAttr(index, name) for the bufferization attributes, asked
/// for every argument of every function: null at once when the function has
/// no argument attributes (no empty dictionary is looked up).
Attribute lookupArgAttr(func::FuncOp funcOp, unsigned index, std::string_view name);
/// Every func.return terminating a block of `funcOp` (MLIR's getReturnOps;
/// inline storage for the usual single one).
using ReturnOpList = absl::InlinedVector<Operation *, 1>;
ReturnOpList getReturnOps(func::FuncOp funcOp);

/// Memref type of tensor argument #`index` of `funcOp` (MLIR's
/// getBufferizedFunctionArgType): identity layout under
/// function-boundary-type-conversion=identity-layout-map, otherwise fully
/// dynamic; a `bufferization.buffer_layout` layout (affine map or strided)
/// on the argument overrides the layout of a ranked memref.
BaseMemRefType getBufferizedFunctionArgType(func::FuncOp funcOp, int64_t index, const BufferizationOptions &options);
/// Memref type of a tensor in a function signature before layout inference
/// (MLIR's functionArgTypeConverterFn): options.functionArgTypeConverterFn
/// if set, else identity layout for identity-layout-map, fully dynamic
/// otherwise (infer-layout-map folds casts afterwards, see foldMemRefCasts
/// in one_shot_module_bufferize.cc); in the options' default memory space.
BaseMemRefType getFunctionBoundaryMemRefType(TensorType type, const BufferizationOptions &options);
/// The same, memoized in `state` (asked for every function argument and
/// result, and for every use of an argument's buffer type).
BaseMemRefType getFunctionBoundaryMemRefType(TensorType type, const BufferizationOptions &options,
                                             const BufferizationState &state);
/// getBufferizedFunctionArgType with the boundary type memoized in `state`.
BaseMemRefType getBufferizedFunctionArgType(func::FuncOp funcOp, int64_t index, const BufferizationOptions &options,
                                            const BufferizationState &state);

/// MLIR's castOrReallocMemRefValue: `value` (a ranked memref) as a
/// `destType` memref, by a memref.cast when that cast always succeeds at run
/// time (cast compatible, no dynamic-to-static offset or stride), otherwise
/// by a new allocation (`alignment` per options) and a memref.copy. Fails
/// (nullopt) when element type or rank differ.
std::optional<Value> castOrReallocMemRefValue(OpBuilder &b, Value value, MemRefType destType,
                                              const BufferizationOptions &options);

/// Removes the results of `funcOp` whose `erase` entry is true from its
/// function type and `res_attrs` (MLIR's FunctionOpInterface eraseResults;
/// the func.return operands are the caller's business).
void eraseFunctionResults(func::FuncOp funcOp, const std::vector<bool> &erase);

/// MLIR's bufferizeBlockSignature: gives every tensor argument of `block`
/// its buffer type (getBufferType), routes its former uses through a
/// `bufferization.to_tensor` at the start of the block, and rewrites the
/// forwarded operands of branches into `block` into buffers
/// (`to_buffer`, plus a memref.cast if the buffer types differ).
/// `knownTypes`: the buffer types of the arguments if the caller has them
/// already (one per argument, the type itself for non-tensors; the func.func
/// model passes its entry block's boundary types), else empty.
LogicalResult bufferizeBlockSignature(Block *block, RewriterBase &rewriter, const BufferizationOptions &options,
                                      BufferizationState &state, ArrayRef<Type> knownTypes = {});

}  // namespace tbuf::bufferization

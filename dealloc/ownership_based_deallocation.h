// The ownership-based buffer deallocation transformation of one function
// (MLIR 22's OwnershipBasedBufferDeallocation.cpp). Blocks are processed in
// dominance order, nested regions first; every op goes through the handlers
// of the interfaces it implements (memory effects, region branch, call,
// branch, region-branch terminator), which record ownerships in the
// DeallocationState and insert `bufferization.dealloc` ops before each
// terminator. The pass itself (`ownership-based-buffer-deallocation`) is in
// ownership_based_deallocation_pass.cc; the handlers are split by concept:
//   ownership_based_deallocation_pass.cc      driver, preconditions, effects
//   ownership_based_deallocation_function.cc  function boundary ABI, calls,
//                                             materializing owned return values
//   ownership_based_deallocation_regions.cc   scf region-branch ops
//   ownership_based_deallocation_branches.cc  cf.br / cf.cond_br
//   ownership_based_deallocation_parallel.cc  scf.reduce: body buffers freed
//                                             after the reduction regions
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "dealloc/ownership_based_deallocation_state.h"
#include "ir/op_definition.h"

namespace tbuf::dealloc {

/// The func.func ops nested in a root op (itself included) by symbol name;
/// for a repeated name, the first in post-order. Filled by a walk of its
/// own at the first lookup of a name not noted yet: a pass that walks the
/// functions in post-order notes each (noteVisited) before it asks about
/// calls in it, so a module whose calls name functions already visited
/// (or that has no call) needs no second walk. Names and the set of
/// functions must not change while it is in use (the deallocation changes
/// function types only).
class FunctionSymbols {
 public:
  explicit FunctionSymbols(Operation *root) : root_(root) {}
  /// Notes `func`, reached by a post-order walk from the root (every
  /// function before it in that order is noted already).
  void noteVisited(Operation *func);
  /// The function named `name`, or null.
  Operation *lookup(std::string_view name) const;

 private:
  Operation *root_;
  mutable bool complete_ = false;
  /// Noted functions, hashed by name at the next lookup (a module without
  /// calls never reads their names).
  mutable std::vector<Operation *> noted_;
  mutable size_t numHashed_ = 0;
  mutable absl::flat_hash_map<std::string_view, Operation *> byName_;
};

/// Runs the transformation on `funcOp` (a func.func with a body). Emits a
/// located error and fails on unsupported input. `symbols`: the functions
/// of the enclosing module (may be null: looked up).
/// `ops` creates the inserted ops; a pass shares one between its functions
/// (null: one per call).
LogicalResult deallocateBuffersOwnershipBased(Operation *funcOp, const DeallocationOptions &options,
                                              const FunctionSymbols *symbols = nullptr,
                                              DeallocOpCache *ops = nullptr);

/// The per-function transformation. Handlers return the processed op (or
/// its replacement), or null after emitting an error. Internal to the dealloc library (the
/// handler files share it); use deallocateBuffersOwnershipBased.
class BufferDeallocation {
 public:
  BufferDeallocation(Operation *funcOp, const DeallocationOptions &options, const FunctionSymbols *symbols,
                     DeallocOpCache *ops = nullptr)
      : state_(funcOp, ops), options_(options), symbols_(symbols) {}

  LogicalResult deallocate(Operation *funcOp);

  // ---- function boundary (ownership_based_deallocation_function.cc) ----
  /// Fails (on the function) if the CFG has a loop.
  static LogicalResult verifyFunctionPreconditions(Operation *funcOp);
  /// Makes `function_type` match the returned values (extra i1 results).
  static LogicalResult updateFunctionSignature(Operation *funcOp);
  /// True for a func.func that follows the boundary ABI (public, external, or
  /// private without private-function-dynamic-ownership).
  bool isFunctionWithoutDynamicOwnership(Operation *op) const;
  /// Call results: owned (ABI) or with appended ownership results.
  Operation *handleCall(Operation *op);
  /// Return-like terminators (func.return, scf.yield, scf.condition).
  Operation *handleRegionBranchTerminator(Operation *op);

  /// `memref` with unique ownership; arith.select materializes a select of
  /// the operand ownerships, others a clone.
  std::pair<Value, Value> materializeUniqueOwnership(OpBuilder &builder, Value memref, Block *block);
  /// `memref` (or a replacement) whose ownership indicator is true.
  Value materializeMemrefWithGuaranteedOwnership(OpBuilder &builder, Value memref, Block *block);

  // ---- regions (ownership_based_deallocation_regions.cc) ----
  /// scf.if/for/while/execute_region/index_switch: ownership results.
  Operation *handleRegionBranchOp(Operation *op);
  /// Rebuilds `op` with extra results of `types` (uses are redirected).
  Operation *appendOpResults(Operation *op, ArrayRef<Type> types);

  // ---- branches (ownership_based_deallocation_branches.cc) ----
  Operation *handleBranchOp(Operation *op);
  Operation *handleCondBranchOp(Operation *op);

 private:
  LogicalResult deallocate(Block *block);
  LogicalResult deallocateRegion(Region &region);
  Operation *handleAllInterfaces(Operation *op);
  /// `effects`: the op's declared memory effects (`declaresEffects`: it
  /// has the interface), queried once per op by handleAllInterfaces.
  static LogicalResult verifyOperationPreconditions(Operation *op, bool declaresEffects,
                                                    const std::vector<MemoryEffect> &effects);
  Operation *handleMemoryEffects(Operation *op, const std::vector<MemoryEffect> &effects);
  void populateRemainingOwnerships(Operation *op);

  DeallocationState state_;
  DeallocationOptions options_;
  const FunctionSymbols *symbols_;
};

// ---- op classification shared by the handler files ----

/// MLIR's RegionBranchOpInterface / RegionBranchTerminatorOpInterface /
/// BranchOpInterface / CallOpInterface membership.
bool isRegionBranchOp(Operation *op);
bool isRegionBranchTerminator(Operation *op);
bool isBranchOp(Operation *op);
bool isCallOp(Operation *op);
/// The operands a region-branch terminator forwards to its parent.
std::vector<Value> getReturnLikeOperands(Operation *op);
/// Replaces the forwarded operands of a return-like terminator.
void setReturnLikeOperands(Operation *op, ArrayRef<Value> operands);

}  // namespace tbuf::dealloc

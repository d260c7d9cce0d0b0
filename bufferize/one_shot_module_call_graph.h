// The call-graph order of module bufferization (MLIR's
// getFuncOpsOrderedByCalls in OneShotModuleBufferize.cpp): callees before
// callers, so that each call site sees its callee's analysis results and
// bufferized signature. Functions that call each other in a cycle cannot be
// ordered; they come out separately ("remaining"), are analysed without
// function-boundary facts and bufferized last, as mlir-opt does.
#pragma once

#include <vector>

#include "absl/container/flat_hash_map.h"
#include "bufferize/address_order_hash.h"
#include "dialects/func/func_ops.h"
#include "ir/operation.h"

namespace tbuf::bufferization {

struct FuncCallOrder {
  /// Non-recursive functions, callees first (ties in module order).
  std::vector<func::FuncOp> orderedFuncOps;
  /// Functions on or above a call cycle, in module order.
  std::vector<func::FuncOp> remainingFuncOps;
  /// callee -> func.call ops naming it (only callees with tensors in their
  /// signature: calls to other functions impose no order).
  absl::flat_hash_map<Operation *, std::vector<Operation *>> callerMap;
  /// func.call -> its callee, for every call in the module's functions.
  absl::flat_hash_map<Operation *, Operation *, AddressOrderHash> calleeOf;
  /// Tensor values (op results and block arguments) in the functions,
  /// counted on the way: the size of the analysis' tables
  /// (OneShotAnalysisState::reserve).
  size_t numTensorValues = 0;
};

/// Orders the func.func ops directly inside `moduleOp`. Fails with a
/// located error on a func.call whose callee is not a func.func (MLIR's
/// verifier reports that one first, as "'<name>' does not reference a valid
/// function").
LogicalResult getFuncOpsOrderedByCalls(Operation *moduleOp, FuncCallOrder &order);

}  // namespace tbuf::bufferization

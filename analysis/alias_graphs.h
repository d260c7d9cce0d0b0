// Construction of the two dependency graphs behind AliasAnalysis
// (analysis/alias_analysis.h); internal to the alias analysis.
//
// Edges point from a value to the values it may be derived from; roots are
// marked per the rules of the MLIR analysis each graph mirrors. Every value
// nested under the root op is numbered first, in program order (block
// arguments, then each op's results, then its regions), so root sets sorted
// by number come out in program order.
#pragma once

#include "analysis/alias_root_sets.h"
#include "ir/operation.h"

namespace tbuf::alias_detail {

/// Numbers every value nested under `root` (its own results included), or
/// with `buffersOnly` only the memref values, unless an op under `root` is a
/// call. Returns whether only memref values were numbered (then no op under
/// `root` is a call). Why that is
/// enough for buffer origins: without calls, the flow graph only links
/// values of one type (a view and its source, a select and its operands, a
/// forwarded operand and its block or region argument, in verified IR), so
/// no edge between non-memref values leads to a buffer; a call links every
/// operand to every result, whatever their types.
bool numberValues(Operation *root, ValueNumbering &numbering, bool buffersOnly);

/// MLIR's BufferViewFlowAnalysis::build over every op under `root` (root
/// included): dependencies through select, realloc, views, branches, region
/// branches and calls; terminal buffers marked as roots. `buffersOnly`: as
/// numberValues returned (edges with a non-memref end are left out).
void buildBufferViewFlowGraph(Operation *root, ValueNumbering &numbering, RootSetGraph &graph, bool buffersOnly);

/// numberValues(root, numbering, /*buffersOnly=*/true) returning true and
/// then buildBufferViewFlowGraph(root, numbering, graph, true), with the same
/// numbers, edges and roots, in one walk over the ops. Returns false, with
/// `numbering` as it was and `graph` cleared, if `root` has a call (the
/// separate steps are then needed) or the one walk cannot give the same
/// numbers (a value used before the walk reaches its definition). `graph`
/// must be empty.
bool numberBuffersAndBuildFlow(Operation *root, ValueNumbering &numbering, RootSetGraph &graph);

/// MLIR's LocalAliasAnalysis collectUnderlyingAddressValues, as a graph: for
/// every numbered value (and any value reached from one, numbered on the
/// way), edges to the values it forwards from; roots are the values that are
/// their own underlying value.
void buildUnderlyingValueGraph(ValueNumbering &numbering, RootSetGraph &graph);

}  // namespace tbuf::alias_detail

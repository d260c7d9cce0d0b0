// The IR verifier: the structural checks mlir-opt runs after parsing and after
// every pass, with MLIR's messages, followed by each op's own verify hooks.
//
// Order (as MLIR's OperationVerifier): a DFS over ops and blocks. Entering an
// op checks its operands, its trait invariants (terminator position, single
// block, symbol, same operand/result types, elementwise, successor operands
// against target block arguments), its `OpDefinition::verify` hook and that
// entry blocks have no predecessors. Blocks are checked for successors only
// on their last op and for a terminator. Leaving an op verifies its
// IsolatedFromAbove children completely (structure, then dominance), then its
// region invariants (isolation, symbol-table uniqueness) and its
// `verifyRegions` hook. Finally SSA dominance of every operand is checked for
// the ops not under an isolated child. Unregistered ops get only the
// structural checks. The first error stops verification.
//
// The walk also notes whether every operand it meets is defined earlier in
// the user's block or in an enclosing block below the isolated root (or is an
// argument of one of those blocks). When all are, the root's
// IsolatedFromAbove walk and its dominance sweep cannot fail and are skipped;
// otherwise they run exactly as described, so diagnostics do not change.
// Likewise the IsolatedFromAbove children (a module's functions) are verified
// when the walk meets them, while they are in cache, not in a second walk on
// the parent's exit: their diagnostics are held back (HeldDiagnostics) and
// released at that exit, or dropped when another op of the parent fails
// first, so what is reported is what the order above reports.
//
// Cost: linear in the number of ops, operands and blocks, plus O(nesting
// depth) per use of a value defined in an enclosing region and the dominator
// tree construction per multi-block region that needs the sweep.
#pragma once

#include <vector>

#include "ir/operation.h"
#include "ir/support.h"

namespace tbuf {

/// Verifies `op` and, when `verifyRecursively`, everything nested in it.
/// Errors are emitted through the context's DiagnosticEngine; returns
/// failure after the first one.
LogicalResult verify(Operation *op, bool verifyRecursively = true);

/// Successor operands of the terminator `op` for successor `succ`: from its
/// BranchOpInterface if it has one, else following MLIR's generic operand
/// layout of branch ops: a single-successor op forwards all of
/// its operands (cf.br); with `operandSegmentSizes` the trailing segments are
/// the successors' operands in order (cf.cond_br), and with
/// `case_operand_segments` the last segment is split among the case
/// successors after the default one (cf.switch). Returns false when the
/// layout is unknown (then nothing is checked).
bool getSuccessorOperands(Operation *op, unsigned succ, std::vector<Value> &operands);

}  // namespace tbuf

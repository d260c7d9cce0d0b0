// Loop order of a structured op's C loop nest. convert-linalg-to-loops
// nests the loops in iterator order, so a matmul's innermost loop is its
// reduction over k: `C[i][j] += A[i][k] * B[k][j]` reads B with a stride and
// accumulates into one element, which no compiler vectorizes without
// reassociating the float sum. Moving the last parallel loop inside the
// reduction loops (i, k, j) makes the innermost loop walk a row of C and B:
// each output element still receives its reduction terms in the same order,
// so the results are bit for bit the same, provided the outputs share no
// memory with the other operands (else an output write could be read back
// as an input in another order). The emitter therefore emits both nests,
// the reordered one under a run-time check that the outputs' bytes are
// disjoint from every other operand's.
#pragma once

#include <string>
#include <vector>

namespace tbuf {
class Operation;

namespace lower {
class CEmitter;

/// The loop order (op loop positions, outermost first) that moves the last
/// parallel loop inside the trailing reduction loops, when that is exact
/// given disjoint outputs: the innermost loop is a reduction, there is a
/// parallel loop, every output is a memref with the identity layout indexed
/// by distinct loop dims covering every parallel loop and no reduction
/// loop, and the payload holds only arith/math ops (plus linalg.index and
/// linalg.yield). Empty when the op keeps the iterator order.
std::vector<unsigned> reductionInnerParallelOrder(Operation *op);

/// Emits the statements computing each memref operand's byte range and
/// returns a C condition that holds when every output's range is disjoint
/// from the ranges of all other memref operands (empty views are disjoint
/// from everything).
std::string emitOutputsDisjointCondition(CEmitter &e, Operation *op);

}  // namespace lower
}  // namespace tbuf

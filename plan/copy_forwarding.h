// Copy forwarding of the buffer planner: a heap buffer that only holds a copy
// of another buffer and is only read while that buffer still holds the same
// elements needs no storage of its own; its reads read the source instead.
//
// Bufferization makes such copies where a tensor's buffer cannot be used as
// the memref a later op asks for: `bufferization.to_buffer` of a call result
// or argument with a fully dynamic layout (to an identity-layout memref), of
// a constant (a read-only global), and deallocation keeps them until the end
// of the block. With the reads moved to the source, the copy, its
// allocation and its dealloc go away (the `num-forwarded` statistic).
#pragma once

#include <cstdint>

#include "ir/operation.h"

namespace tbuf::plan {

/// Whether the buffers of `module` can only reach a callee through its
/// operands: every op is of a dialect whose ops keep no pointer except
/// through their operands and results (builtin, func, arith, math, index,
/// memref, scf, cf, affine, linalg, vector, tensor, bufferization), no type
/// anywhere (values, globals, functions) is a memref of memrefs (a buffer
/// stored in memory), there is no indirect call, and every function declared
/// without a body is one of the runtime's memref printers or takes and
/// returns no memref. O(module).
bool isClosedModule(Operation *module);

/// Forwards read-only copies in every block of `func` and returns how many
/// allocations went away. A `memref.alloc` %d is forwarded when, in its own
/// block, its only uses are one `memref.copy %s, %d`, reads after it
/// (memref.load, memref.dim, memref.rank, the source of a memref.copy, an
/// input of a linalg op, a memref.cast to an unranked memref used only by
/// the runtime's memref printers) and one `memref.dealloc %d` after them,
/// and nothing between the copy and the last read may write or free the
/// source's buffer: the source is a constant global, or every op there that
/// writes, frees or captures a memref writes one that is provably another
/// buffer (see copy_forwarding.cc) and, when there is a call, the source is
/// a buffer of the heap or the stack and `closedModule` holds. Linear in the
/// ops of `func` times the reads checked.
uint64_t forwardReadOnlyCopies(Operation *func, bool closedModule);

}  // namespace tbuf::plan

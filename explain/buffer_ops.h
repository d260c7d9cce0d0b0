// What the memref-level output does with buffers, op by op: which ops
// allocate (memref.alloc, memref.alloca, memref.realloc, bufferization.clone),
// copy (memref.copy, linalg.copy) or free (memref.dealloc, guarded by an
// scf.if when the free is conditional); the buffer a view or metadata op
// derives from (its root), and the byte size of a static-shaped buffer.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "explain/explanation.h"
#include "ir/operation.h"

namespace tbuf::explain {

bool isAllocationOp(Operation *op);
bool isCopyOp(Operation *op);
bool isFreeOp(Operation *op);
/// A free nested in an scf.if (it runs only when the ownership condition holds).
bool isConditionalFree(Operation *op);

/// Follows views, casts and extract_strided_metadata's base buffer back to the
/// value they all derive from (an allocation, a call result, an argument).
Value rootBuffer(Value memref);

/// Bytes of a memref type with a static shape and a sized element type.
std::optional<int64_t> staticBytes(Type memrefType);

/// A key naming a root buffer that survives passes which rebuild ops at
/// the same location: owner op name, `file:line:col`, result or argument
/// number (and the block of an argument).
std::string bufferKey(Value root);

}  // namespace tbuf::explain

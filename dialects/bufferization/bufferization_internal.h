// Helpers shared by the bufferization op definitions (bufferization_*.cc),
// internal to the bufferization library.
#pragma once

#include <string>
#include <string_view>

#include "dialects/utils/dialect_utils.h"
#include "ir/context.h"
#include "ir/op_asm.h"
#include "ir/op_definition.h"

namespace tbuf::bufferization::detail {

/// to_tensor, to_buffer, clone (bufferization_casts.cc).
void registerCastOps(Context &ctx);
/// alloc_tensor, dealloc, dealloc_tensor, materialize_in_destination
/// (bufferization_alloc.cc).
void registerAllocOps(Context &ctx);

/// `'T'`: a type as MLIR diagnostics print it.
std::string quoted(Type t);
/// Prints `t1, t2, ...`.
void printTypeList(OpAsmPrinter &p, ArrayRef<Type> types);

/// Prints an op whose structure its custom form cannot show (only reachable
/// for IR that fails verification): `(operands) {attrs} : type`.
void printMalformed(OpAsmPrinter &p, Operation *op);

/// "requires zero successors".
LogicalResult verifyZeroSuccessors(Operation *op);
/// The op has no regions, no successors and `numResults` results.
LogicalResult verifyNoRegionsOrSuccessors(Operation *op);
// Unit properties (restrict, writable, read_only) are checked by
// verifyUnitProperty (dialect_utils.h).

/// Registers a definition of the bufferization dialect.
OpDefinition &addOp(Context &ctx, std::string_view name, uint32_t traits, std::vector<std::string> inherent,
                    OpDefinition::ParseFn parse, OpDefinition::PrintFn print, OpDefinition::VerifyFn verify);

}  // namespace tbuf::bufferization::detail

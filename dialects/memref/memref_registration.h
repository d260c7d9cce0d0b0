// Internal to the memref library: one registration function per op family
// (memref_alloc_ops.cc, memref_access_ops.cc, memref_view_ops.cc,
// memref_reshape_ops.cc, memref_assume_alignment.cc, memref_transpose.cc, memref_reshape_op.cc), called by registerMemRefDialect, plus helpers the
// families share.
#pragma once

#include <string_view>

#include "ir/op_definition.h"

namespace tbuf {
class Context;
namespace memref {

void registerMemRefAllocOps(Context &ctx);
void registerMemRefAccessOps(Context &ctx);
void registerMemRefViewOps(Context &ctx);
void registerMemRefReshapeOps(Context &ctx);
void registerMemRefAssumeAlignmentOp(Context &ctx);
void registerMemRefTransposeOp(Context &ctx);
void registerMemRefReshapeOp(Context &ctx);

/// An OpDefinition named `name` in the memref dialect with `traits`.
OpDefinition makeMemRefDef(std::string_view name, uint32_t traits = 0);

}  // namespace memref
}  // namespace tbuf

// Shared by the source files of //dialects/test only: the definition
// skeleton of a test op and the registration functions of each file.
#pragma once

#include <string_view>

#include "ir/op_definition.h"

namespace tbuf {
class Context;

/// An OpDefinition named `name` in the `test` dialect with `traits`.
OpDefinition makeTestDef(std::string_view name, uint32_t traits = 0);

/// test.region_if / test.region_if_yield, test.symbol_scope_isolated,
/// test.finish, test.return (test_region_ops.cc).
void registerTestRegionOps(Context &ctx);

/// test.side_effect_op, test.one_region_with_recursive_memory_effects and
/// test.alloc_with_multiple_results (test_effect_ops.cc).
void registerTestEffectOps(Context &ctx);

/// test.create_tensor_op, test.dummy_tensor_op, test.create_memref_op,
/// test.dummy_memref_op (test_bufferization_ops.cc).
void registerTestBufferizationOps(Context &ctx);

}  // namespace tbuf

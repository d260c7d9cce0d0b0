// Queries of the data layout an op sees (MLIR's DataLayout::closest): the
// `dlti.dl_spec` attributes (#dlti.dl_spec) of the op and its ancestors,
// innermost first, over MLIR's default layout.
#pragma once

#include <cstdint>

#include "ir/operation.h"

namespace tbuf::dlti {

/// Name of the attribute that holds an op's data layout specification.
inline constexpr const char *kDataLayoutSpecAttrName = "dlti.dl_spec";

/// Bit width of `index` for `op`: the integer value of the innermost `index`
/// entry of an enclosing data layout specification, else 64 (MLIR's
/// default).
uint64_t getIndexBitwidth(Operation *op);

}  // namespace tbuf::dlti

// Lowering of `bufferization.dealloc` to memref/scf/arith/func ops (MLIR 22's
// DeallocOpConversion and buildDeallocationLibraryFunction), shared by the
// `bufferization-lower-deallocations` and `convert-bufferization-to-memref`
// passes (lower_deallocations_pass.cc). Cases, cheapest first:
//
//  * no memrefs: every result is `arith.constant false`;
//  * one memref, no retained values: `scf.if %cond { memref.dealloc %m }`;
//  * one memref, N retained values: N pointer comparisons
//    (`memref.extract_aligned_pointer_as_index` + `arith.cmpi ne`), AND-ed
//    with the condition to guard the dealloc; result i = (cmp_i xor true) and
//    cond;
//  * otherwise: base pointers and conditions stored into small buffers and a
//    call to the module's `dealloc_helper` function (one per symbol table),
//    which does the quadratic alias checks in loops at run time.
#pragma once

#include <string_view>

#include "absl/container/flat_hash_map.h"
#include "dialects/func/func_ops.h"
#include "ir/builder.h"
#include "ir/rewriter.h"

namespace tbuf::dealloc {

/// Maps a symbol-table op (module) to its generated `dealloc_helper`.
using DeallocHelperMap = absl::flat_hash_map<Operation *, func::FuncOp>;

/// The nearest enclosing op with the SymbolTable trait (null if none).
Operation *getParentSymbolTable(Operation *op);

/// Builds the private `dealloc_helper` function (MLIR's exact body), appends
/// it to the body of `symbolTable` (a module) and returns it. The name is
/// made unique as MLIR's SymbolTable::insert does (`dealloc_helper_0`, ...).
/// Signature: (memref<?xindex> toDealloc, memref<?xindex> toRetain,
/// memref<?xi1> conditions, memref<?xi1> deallocConds out, memref<?xi1>
/// retainConds out) -> ().
func::FuncOp buildDeallocationLibraryFunction(OpBuilder &builder, Location loc, Operation *symbolTable);

/// Creates one helper per symbol table holding a dealloc with more than one
/// memref, for every dealloc under `module` (in walk order).
void buildDeallocationHelpers(Operation *module, DeallocHelperMap &helpers);

/// Replaces the `bufferization.dealloc` `op` by its lowering. The general case
/// needs the helper of op's symbol table in `helpers`; without it a located
/// error (MLIR's message) is emitted and failure returned.
LogicalResult lowerDeallocOp(Operation *op, RewriterBase &rewriter, const DeallocHelperMap &helpers);

}  // namespace tbuf::dealloc

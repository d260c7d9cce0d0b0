// Op definitions for the transforms tests. Two sets:
//  - "test.*" ops with chosen traits, effects, folds and branch interfaces,
//    to exercise each rule of the driver, the folder, region simplification
//    and CSE in isolation;
//  - stand-ins for the few MLIR ops the mlir-opt comparison tests use
//    (func.func/return, arith.constant/addi/muli with MLIR's folds and the
//    AddIAddConstant/MulIMulIConstant patterns, scf.for/if/yield, cf.br/cond_br,
//    memref.load/store with their memory effects), so the
//    same generic-form input can be run through mlir-opt-22 and tbuf without
//    depending on the real dialect libraries.
#pragma once

#include <string>
#include <string_view>

#include "ir/builtin_ops.h"
#include "ir/context.h"

namespace tbuf::transforms_test {

/// Registers the test.* ops and the "test" constant materializer.
void registerTestOps(Context &ctx);

/// Registers the MLIR stand-ins and the "arith" constant materializer.
void registerMlirStandIns(Context &ctx);

/// Parses `text` (generic form is enough), failing the test on errors.
OwningOpRef parse(Context &ctx, std::string_view text);

/// Prints `op` in MLIR's generic form.
std::string printGeneric(Operation *op);

/// Number of ops named `name` nested in `op`.
int countOps(Operation *op, std::string_view name);

}  // namespace tbuf::transforms_test

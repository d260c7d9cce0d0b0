// Internal to the func library: attribute names of func.func and its
// assembly/verifier hooks (defined in func_func_asm.cc, registered in
// func_ops.cc).
#pragma once

#include <string_view>

#include "ir/op_asm.h"
#include "ir/op_definition.h"

namespace tbuf::func {

inline constexpr std::string_view kSymNameAttr = "sym_name";
inline constexpr std::string_view kSymVisibilityAttr = "sym_visibility";
inline constexpr std::string_view kFunctionTypeAttr = "function_type";
inline constexpr std::string_view kArgAttrsAttr = "arg_attrs";
inline constexpr std::string_view kResAttrsAttr = "res_attrs";

namespace detail {
ParseResult parseFuncOp(OpAsmParser &p, OperationState &state);
void printFuncOp(OpAsmPrinter &p, Operation *op);
LogicalResult verifyFuncOp(Operation *op);
}  // namespace detail

}  // namespace tbuf::func

// Typed views and builders of the func dialect: func.func (a symbol with a
// function type, optional body, visibility, and per-argument / per-result
// attribute dictionaries), func.call and func.return.
//
// func.func stores MLIR's properties as attributes: `sym_name` (string),
// `function_type` (type attribute), `sym_visibility` (absent = public),
// `arg_attrs` / `res_attrs` (array of dictionaries, absent when all are
// empty). A function without blocks is a declaration (MLIR's isExternal()).
#pragma once

#include <string_view>
#include <vector>

#include "ir/builder.h"
#include "ir/op_definition.h"
#include "ir/symbol_table.h"

namespace tbuf {
void registerFuncDialect(Context &ctx);
}  // namespace tbuf

namespace tbuf::func {

class FuncOp : public OpView {
  TBUF_OP_VIEW(FuncOp, "func.func")

  /// A detached function with an empty body (a declaration until
  /// addEntryBlock()); `argAttrs` is empty or one dictionary per argument.
  static FuncOp create(Context *ctx, Location loc, std::string_view name, FunctionType type,
                       ArrayRef<NamedAttribute> attrs = {}, ArrayRef<DictionaryAttr> argAttrs = {});
  static void build(OpBuilder &b, OperationState &state, std::string_view name, FunctionType type,
                    ArrayRef<NamedAttribute> attrs = {}, ArrayRef<DictionaryAttr> argAttrs = {});

  // ---- symbol ----
  std::string_view getSymName() const;
  std::string_view getName() const { return getSymName(); }
  void setSymName(std::string_view name) const;
  /// "public", "private" or "nested" (absent attribute = public).
  std::string_view getVisibility() const;
  bool isPublic() const { return getVisibility() == "public"; }
  bool isPrivate() const { return getVisibility() == "private"; }
  bool isNested() const { return getVisibility() == "nested"; }
  /// Sets `sym_visibility`; "public" removes the attribute.
  void setVisibility(std::string_view visibility) const;
  void setPrivate() const { setVisibility("private"); }
  void setPublic() const { setVisibility("public"); }

  // ---- type ----
  FunctionType getFunctionType() const;
  /// Replaces `function_type` only (entry block arguments are not touched).
  void setFunctionType(FunctionType type) const;
  void setType(FunctionType type) const { setFunctionType(type); }
  ArrayRef<Type> getArgumentTypes() const { return getFunctionType().getInputs(); }
  ArrayRef<Type> getResultTypes() const { return getFunctionType().getResults(); }
  unsigned getNumArguments() const { return getFunctionType().getNumInputs(); }
  unsigned getNumResults() const { return getFunctionType().getNumResults(); }

  // ---- body ----
  Region &getBody() const { return op_->getRegion(0); }
  Region &getFunctionBody() const { return getBody(); }
  Region *getCallableRegion() const { return isExternal() ? nullptr : &getBody(); }
  /// No blocks: a declaration.
  bool isExternal() const { return getBody().empty(); }
  bool isDeclaration() const { return isExternal(); }
  /// Entry block. Precondition: !isExternal().
  Block &front() const { return getBody().front(); }
  /// Adds the entry block with one argument per input type (at the op's
  /// location). Precondition: the body is empty.
  Block *addEntryBlock() const;
  BlockArgument getArgument(unsigned i) const { return front().getArgument(i); }
  std::vector<Value> getArguments() const { return front().getArguments(); }

  // ---- argument and result attributes ----
  /// `arg_attrs` / `res_attrs`, or null.
  ArrayAttr getAllArgAttrs() const;
  ArrayAttr getAllResultAttrs() const;
  /// Dictionary of argument `i` (empty if none).
  DictionaryAttr getArgAttrDict(unsigned i) const;
  DictionaryAttr getResultAttrDict(unsigned i) const;
  ArrayRef<NamedAttribute> getArgAttrs(unsigned i) const { return getArgAttrDict(i).getValue(); }
  ArrayRef<NamedAttribute> getResultAttrs(unsigned i) const { return getResultAttrDict(i).getValue(); }
  Attribute getArgAttr(unsigned i, std::string_view name) const { return getArgAttrDict(i).get(name); }
  Attribute getResultAttr(unsigned i, std::string_view name) const { return getResultAttrDict(i).get(name); }
  /// Sets (or with a null value removes) one attribute of argument/result `i`.
  void setArgAttr(unsigned i, std::string_view name, Attribute value) const;
  void setResultAttr(unsigned i, std::string_view name, Attribute value) const;
  Attribute removeArgAttr(unsigned i, std::string_view name) const;
  Attribute removeResultAttr(unsigned i, std::string_view name) const;
  void setArgAttrs(unsigned i, DictionaryAttr attrs) const;
  void setResultAttrs(unsigned i, DictionaryAttr attrs) const;
};

/// `%r:2 = func.call @f(%a, %b) : (i32, f32) -> (i32, f32)`.
class CallOp : public OpView {
  TBUF_OP_VIEW(CallOp, "func.call")
  static void build(OpBuilder &b, OperationState &state, FuncOp callee, ArrayRef<Value> operands = {});
  static void build(OpBuilder &b, OperationState &state, std::string_view callee, ArrayRef<Type> results,
                    ArrayRef<Value> operands = {});

  std::string_view getCallee() const;
  SymbolRefAttr getCalleeAttr() const { return op_->getAttrOfType<SymbolRefAttr>("callee"); }
  void setCallee(std::string_view callee) const;
  OperandRange getOperands() const { return op_->getOperands(); }
  OperandRange getArgOperands() const { return op_->getOperands(); }
  /// (operand types) -> (result types).
  FunctionType getCalleeType() const;
  bool getNoInline() const { return op_->hasAttr("no_inline"); }
  /// The func.func the callee names in the nearest symbol table, or null.
  FuncOp resolveCallable() const;
};

/// `func.return %a, %b : i32, f32` (terminator of a func.func body).
class ReturnOp : public OpView {
  TBUF_OP_VIEW(ReturnOp, "func.return")
  static void build(OpBuilder &b, OperationState &state, ArrayRef<Value> operands = {});
  OperandRange getOperands() const { return op_->getOperands(); }
  unsigned getNumOperands() const { return op_->getNumOperands(); }
};

/// Symbol lookup (ir/symbol_table.h), also reachable as func::lookupSymbolIn
/// and func::lookupNearestSymbolFrom.
using ::tbuf::lookupNearestSymbolFrom;
using ::tbuf::lookupSymbolIn;

}  // namespace tbuf::func

// The func dialect: FuncOp accessors and builders, func.call and func.return
// (assembly and verifiers), symbol lookup, and the dialect registration.
// func.func's custom assembly and verifier are in func_func_asm.cc.
#include "dialects/func/func_ops.h"

#include <string>
#include <vector>

#include "dialects/utils/dialect_utils.h"
#include "dialects/func/func_internal.h"
#include "ir/context.h"
#include "ir/diagnostics.h"
#include "ir/op_asm.h"
#include "ir/symbol_table.h"

namespace tbuf::func {

// ---- FuncOp -----------------------------------------------------------------------

void FuncOp::build(OpBuilder &b, OperationState &state, std::string_view name, FunctionType type,
                   ArrayRef<NamedAttribute> attrs, ArrayRef<DictionaryAttr> argAttrs) {
  state.addAttribute(kSymNameAttr, b.getStringAttr(name));
  state.addAttribute(kFunctionTypeAttr, TypeAttr::get(type));
  for (const NamedAttribute &a : attrs) state.addAttribute(a.name, a.value);
  state.addRegion();
  bool anyArgAttrs = false;
  for (DictionaryAttr d : argAttrs) anyArgAttrs |= d && !d.empty();
  if (!anyArgAttrs) return;
  std::vector<Attribute> dicts;
  for (DictionaryAttr d : argAttrs)
    dicts.push_back(d ? Attribute(d) : Attribute(DictionaryAttr::get(b.getContext(), {})));
  state.addAttribute(kArgAttrsAttr, b.getArrayAttr(dicts));
}

FuncOp FuncOp::create(Context *ctx, Location loc, std::string_view name, FunctionType type,
                      ArrayRef<NamedAttribute> attrs, ArrayRef<DictionaryAttr> argAttrs) {
  OpBuilder b(ctx);
  return b.create<FuncOp>(loc, name, type, attrs, argAttrs);
}

std::string_view FuncOp::getSymName() const {
  auto name = op_->getAttrOfType<StringAttr>(kSymNameAttr);
  return name ? std::string_view(name.getValue()) : std::string_view();
}

void FuncOp::setSymName(std::string_view name) const {
  op_->setAttr(kSymNameAttr, StringAttr::get(getContext(), name));
}

std::string_view FuncOp::getVisibility() const {
  auto vis = op_->getAttrOfType<StringAttr>(kSymVisibilityAttr);
  return vis ? std::string_view(vis.getValue()) : std::string_view("public");
}

void FuncOp::setVisibility(std::string_view visibility) const {
  if (visibility == "public") {
    op_->removeAttr(kSymVisibilityAttr);
    return;
  }
  op_->setAttr(kSymVisibilityAttr, StringAttr::get(getContext(), visibility));
}

FunctionType FuncOp::getFunctionType() const {
  auto attr = op_->getAttrOfType<TypeAttr>(kFunctionTypeAttr);
  return attr ? attr.getValue().dyn_cast<FunctionType>() : FunctionType();
}

void FuncOp::setFunctionType(FunctionType type) const { op_->setAttr(kFunctionTypeAttr, TypeAttr::get(type)); }

Block *FuncOp::addEntryBlock() const {
  auto *block = new Block();
  for (Type t : getArgumentTypes()) block->addArgument(t, getLoc());
  getBody().push_back(block);
  return block;
}

ArrayAttr FuncOp::getAllArgAttrs() const { return op_->getAttrOfType<ArrayAttr>(kArgAttrsAttr); }
ArrayAttr FuncOp::getAllResultAttrs() const { return op_->getAttrOfType<ArrayAttr>(kResAttrsAttr); }

namespace {

DictionaryAttr dictAt(Context *ctx, ArrayAttr all, unsigned i) {
  if (all && i < all.size())
    if (auto d = all[i].dyn_cast<DictionaryAttr>()) return d;
  return DictionaryAttr::get(ctx, {});
}

/// Replaces entry `i` of the `name` array (of `count` dictionaries); the
/// array is removed when every dictionary is empty, as MLIR does.
void setDictAt(Operation *op, std::string_view name, unsigned count, unsigned i, DictionaryAttr value) {
  Context *ctx = op->getContext();
  auto all = op->getAttrOfType<ArrayAttr>(name);
  std::vector<Attribute> dicts;
  bool anyNonEmpty = false;
  for (unsigned k = 0; k < count; ++k) {
    DictionaryAttr d = k == i ? (value ? value : DictionaryAttr::get(ctx, {})) : dictAt(ctx, all, k);
    anyNonEmpty |= !d.empty();
    dicts.push_back(d);
  }
  if (anyNonEmpty)
    op->setAttr(name, ArrayAttr::get(ctx, dicts));
  else
    op->removeAttr(name);
}

/// Sets (null value: removes) `attrName` in dictionary `i`; returns the old value.
Attribute updateEntry(Operation *op, std::string_view arrayName, unsigned count, unsigned i,
                      std::string_view attrName, Attribute value) {
  Context *ctx = op->getContext();
  DictionaryAttr dict = dictAt(ctx, op->getAttrOfType<ArrayAttr>(arrayName), i);
  Attribute old = dict.get(attrName);
  NamedAttrList list(std::vector<NamedAttribute>(dict.getValue().begin(), dict.getValue().end()));
  if (value)
    list.set(attrName, value);
  else
    list.erase(attrName);
  setDictAt(op, arrayName, count, i, list.getDictionary(ctx));
  return old;
}

}  // namespace

DictionaryAttr FuncOp::getArgAttrDict(unsigned i) const { return dictAt(getContext(), getAllArgAttrs(), i); }
DictionaryAttr FuncOp::getResultAttrDict(unsigned i) const { return dictAt(getContext(), getAllResultAttrs(), i); }

void FuncOp::setArgAttr(unsigned i, std::string_view name, Attribute value) const {
  updateEntry(op_, kArgAttrsAttr, getNumArguments(), i, name, value);
}
void FuncOp::setResultAttr(unsigned i, std::string_view name, Attribute value) const {
  updateEntry(op_, kResAttrsAttr, getNumResults(), i, name, value);
}
Attribute FuncOp::removeArgAttr(unsigned i, std::string_view name) const {
  return updateEntry(op_, kArgAttrsAttr, getNumArguments(), i, name, Attribute());
}
Attribute FuncOp::removeResultAttr(unsigned i, std::string_view name) const {
  return updateEntry(op_, kResAttrsAttr, getNumResults(), i, name, Attribute());
}
void FuncOp::setArgAttrs(unsigned i, DictionaryAttr attrs) const {
  setDictAt(op_, kArgAttrsAttr, getNumArguments(), i, attrs);
}
void FuncOp::setResultAttrs(unsigned i, DictionaryAttr attrs) const {
  setDictAt(op_, kResAttrsAttr, getNumResults(), i, attrs);
}

// ---- CallOp -----------------------------------------------------------------------

void CallOp::build(OpBuilder &b, OperationState &state, FuncOp callee, ArrayRef<Value> operands) {
  build(b, state, callee.getSymName(), callee.getResultTypes(), operands);
}

void CallOp::build(OpBuilder &b, OperationState &state, std::string_view callee, ArrayRef<Type> results,
                   ArrayRef<Value> operands) {
  state.addAttribute("callee", b.getSymbolRefAttr(callee));
  state.addOperands(operands);
  state.addTypes(results);
}

std::string_view CallOp::getCallee() const {
  SymbolRefAttr attr = getCalleeAttr();
  return attr ? std::string_view(attr.getRootReference()) : std::string_view();
}

void CallOp::setCallee(std::string_view callee) const {
  op_->setAttr("callee", SymbolRefAttr::get(getContext(), callee));
}

FunctionType CallOp::getCalleeType() const {
  return FunctionType::get(getContext(), op_->getOperandTypes(), op_->getResultTypes());
}

FuncOp CallOp::resolveCallable() const {
  SymbolRefAttr attr = getCalleeAttr();
  if (!attr || !attr.isFlat()) return FuncOp();
  return dyn_cast<FuncOp>(lookupNearestSymbolFrom(op_, attr.getRootReference()));
}

void ReturnOp::build(OpBuilder &, OperationState &state, ArrayRef<Value> operands) { state.addOperands(operands); }

namespace {

std::string quoted(Type t) { return "'" + t.str() + "'"; }

std::string typeList(ArrayRef<Type> types) {
  std::string out;
  for (size_t i = 0; i < types.size(); ++i) out += (i ? ", " : "") + quoted(types[i]);
  return out;
}

// `@callee(%a, %b) {attrs} : (i32, f32) -> i32`
ParseResult parseCall(OpAsmParser &p, OperationState &state) {
  std::string callee;
  std::vector<OpAsmParser::UnresolvedOperand> operands;
  FunctionType type;
  if (failed(p.parseSymbolName(&callee))) return failure();
  state.addAttribute("callee", SymbolRefAttr::get(p.getContext(), callee));
  Location loc = p.getCurrentLocation();
  if (failed(p.parseOperandList(operands, OpAsmParser::Delimiter::Paren)) ||
      failed(p.parseOptionalAttrDict(state.attributes)) || failed(p.parseColon()) ||
      failed(p.parseFunctionType(type)) ||
      failed(p.resolveOperands(operands, type.getInputs(), loc, state.operands)))
    return failure();
  state.addTypes(type.getResults());
  return success();
}

void printCall(OpAsmPrinter &p, Operation *op) {
  p << " ";
  if (SymbolRefAttr callee = op->getAttrOfType<SymbolRefAttr>("callee"); callee && callee.isFlat())
    p.printSymbolName(callee.getRootReference());
  p << "(";
  p.printOperands(op->getOperands());
  p << ")";
  p.printOptionalAttrDict(op->getAttrs(), {"callee"});
  p << " : ";
  p.printFunctionalType(op);
}

LogicalResult verifyCall(Operation *op) {
  if (failed(verifyNumRegions(op, 0))) return failure();
  Attribute calleeAttr = op->getAttr("callee");
  if (!calleeAttr) return op->emitOpError() << "requires attribute 'callee'";
  auto callee = calleeAttr.dyn_cast<SymbolRefAttr>();
  if (!callee || !callee.isFlat())
    return op->emitOpError() << "attribute 'callee' failed to satisfy constraint: flat symbol reference attribute";
  // Symbol use: the callee must be a func.func of the nearest symbol table
  // with the call's signature (MLIR's CallOp::verifySymbolUses).
  FuncOp fn = dyn_cast<FuncOp>(lookupNearestSymbolFrom(op, callee.getRootReference()));
  FunctionType fnType = fn ? fn.getFunctionType() : FunctionType();
  if (!fnType)
    return op->emitOpError() << "'" << callee.getRootReference() << "' does not reference a valid function";
  if (fnType.getNumInputs() != op->getNumOperands())
    return op->emitOpError() << "incorrect number of operands for callee";
  for (unsigned i = 0; i < fnType.getNumInputs(); ++i)
    if (op->getOperand(i).getType() != fnType.getInput(i))
      return op->emitOpError() << "operand type mismatch: expected operand type " << quoted(fnType.getInput(i))
                               << ", but provided " << quoted(op->getOperand(i).getType()) << " for operand number "
                               << i;
  if (fnType.getNumResults() != op->getNumResults())
    return op->emitOpError() << "incorrect number of results for callee";
  for (unsigned i = 0; i < fnType.getNumResults(); ++i) {
    if (op->getResult(i).getType() == fnType.getResult(i)) continue;
    InFlightDiagnostic diag = op->emitOpError();
    diag << "result type mismatch at index " << i;
    diag.attachNote().message = "      op result types: " + typeList(op->getResultTypes());
    diag.attachNote().message = "function result types: " + typeList(fnType.getResults());
    return diag;
  }
  return success();
}

LogicalResult verifyReturn(Operation *op) {
  if (failed(verifyNumRegions(op, 0)) || failed(verifyNumResults(op, 0))) return failure();
  FuncOp fn = dyn_cast<FuncOp>(op->getParentOp());
  if (!fn) return op->emitOpError() << "expects parent op 'func.func'";
  FunctionType type = fn.getFunctionType();
  if (!type) return success();  // the function's own verifier reports it
  if (op->getNumOperands() != type.getNumResults())
    return op->emitOpError() << "has " << op->getNumOperands() << " operands, but enclosing function (@"
                             << fn.getSymName() << ") returns " << type.getNumResults();
  for (unsigned i = 0; i < type.getNumResults(); ++i)
    if (op->getOperand(i).getType() != type.getResult(i))
      return op->emitError() << "type of return operand " << i << " (" << quoted(op->getOperand(i).getType())
                             << ") doesn't match function result type (" << quoted(type.getResult(i))
                             << ") in function @" << fn.getSymName();
  return success();
}

}  // namespace
}  // namespace tbuf::func

namespace tbuf {

void registerFuncDialect(Context &ctx) {
  ctx.markDialectRegistered("func");

  OpDefinition fn;
  fn.name = std::string(func::FuncOp::getOperationName());
  fn.dialect = "func";
  fn.traits = OpTrait::Symbol | OpTrait::IsolatedFromAbove | OpTrait::AutomaticAllocationScope | OpTrait::AffineScope;
  fn.inherentAttrs = {"arg_attrs", "function_type", "res_attrs", "sym_name", "sym_visibility"};
  fn.defaultDialect = "func";
  fn.parse = func::detail::parseFuncOp;
  fn.print = func::detail::printFuncOp;
  fn.verify = func::detail::verifyFuncOp;
  ctx.registerOp(std::move(fn));

  OpDefinition call;
  call.name = std::string(func::CallOp::getOperationName());
  call.dialect = "func";
  call.inherentAttrs = {"arg_attrs", "callee", "no_inline", "res_attrs"};
  call.parse = func::parseCall;
  call.print = func::printCall;
  call.verify = func::verifyCall;
  ctx.registerOp(std::move(call));

  OpDefinition ret;
  ret.name = std::string(func::ReturnOp::getOperationName());
  ret.dialect = "func";
  ret.traits = OpTrait::Pure | OpTrait::Terminator | OpTrait::ReturnLike;
  ret.parse = parseOptionalOperandsWithTypes;
  ret.print = printOptionalOperandsWithTypes;
  ret.verify = func::verifyReturn;
  ctx.registerOp(std::move(ret));
}

}  // namespace tbuf

// func.func custom assembly and verifier (MLIR's function_interface_impl):
//   func.func [public|private|nested] @name(%arg0: i32 {dialect.attr}, ...)
//       -> (i32 {dialect.attr}, f32) [attributes {...}] [{ body }]
// A declaration has no body and lists bare argument types: `@f(i32, f32)`.
// Arguments with names become the entry block's arguments; the region is
// printed without its entry block header.
#include <string>
#include <vector>

#include "dialects/utils/dialect_utils.h"
#include "dialects/func/func_internal.h"
#include "dialects/func/func_ops.h"
#include "ir/context.h"
#include "ir/diagnostics.h"

namespace tbuf::func::detail {
namespace {

/// Number of errors reported so far: tells a `parseOptionalX` that found
/// nothing apart from one that found something malformed.
unsigned numErrors(OpAsmParser &p) { return p.getContext()->getDiagEngine().getNumErrors(); }

/// `(%a: i32 {attrs}, %b: f32)` or `(i32 {attrs}, f32)`; every argument is
/// named or none is.
ParseResult parseArgumentList(OpAsmParser &p, std::vector<OpAsmParser::Argument> &args) {
  if (failed(p.parseLParen())) return failure();
  if (succeeded(p.parseOptionalRParen())) return success();
  do {
    OpAsmParser::Argument arg;
    Location loc = p.getCurrentLocation();
    unsigned errorsBefore = numErrors(p);
    if (succeeded(p.parseOptionalArgument(arg, /*allowType=*/true, /*allowAttrs=*/true))) {
      if (!args.empty() && args.back().ssaName.name.empty())
        return p.emitError(loc, "expected type instead of SSA identifier"), failure();
    } else {
      if (numErrors(p) != errorsBefore) return failure();
      if (!args.empty() && !args.back().ssaName.name.empty())
        return p.emitError(loc, "expected SSA identifier"), failure();
      arg.ssaName.loc = loc;
      NamedAttrList attrs;
      if (failed(p.parseType(arg.type)) || failed(p.parseOptionalAttrDict(attrs))) return failure();
      arg.attrs = attrs.getDictionary(p.getContext());
    }
    args.push_back(std::move(arg));
  } while (succeeded(p.parseOptionalComma()));
  return p.parseRParen();
}

/// After `->`: `type` or `(type {attrs}, ...)` (possibly `()`).
ParseResult parseResultList(OpAsmParser &p, std::vector<Type> &types, std::vector<DictionaryAttr> &attrs) {
  if (failed(p.parseOptionalLParen())) {
    Type t;
    if (failed(p.parseType(t))) return failure();
    types.push_back(t);
    attrs.push_back(DictionaryAttr());
    return success();
  }
  if (succeeded(p.parseOptionalRParen())) return success();
  do {
    Type t;
    NamedAttrList list;
    if (failed(p.parseType(t)) || failed(p.parseOptionalAttrDict(list))) return failure();
    types.push_back(t);
    attrs.push_back(list.getDictionary(p.getContext()));
  } while (succeeded(p.parseOptionalComma()));
  return p.parseRParen();
}

/// `arg_attrs` / `res_attrs` when some dictionary is non-empty.
void addAttrArray(Context *ctx, OperationState &state, std::string_view name, ArrayRef<DictionaryAttr> dicts) {
  bool any = false;
  for (DictionaryAttr d : dicts) any |= d && !d.empty();
  if (!any) return;
  std::vector<Attribute> elements;
  for (DictionaryAttr d : dicts) elements.push_back(d ? Attribute(d) : Attribute(DictionaryAttr::get(ctx, {})));
  state.addAttribute(name, ArrayAttr::get(ctx, elements));
}

ArrayRef<NamedAttribute> dictEntries(ArrayAttr all, unsigned i) {
  if (!all || i >= all.size()) return {};
  auto d = all[i].dyn_cast<DictionaryAttr>();
  return d ? d.getValue() : ArrayRef<NamedAttribute>();
}

/// Checks `arg_attrs` / `res_attrs` (`attr`, the op's attribute `name`)
/// against the signature.
LogicalResult verifyAttrArray(Operation *op, std::string_view name, Attribute attr, unsigned expected,
                              std::string_view what, std::string_view plural) {
  if (!attr) return success();
  auto array = attr.dyn_cast<ArrayAttr>();
  bool allDicts = static_cast<bool>(array);
  for (size_t i = 0; allDicts && i < array.size(); ++i) allDicts = array[i].isa<DictionaryAttr>();
  if (!allDicts)
    return op->emitOpError() << "attribute '" << name
                             << "' failed to satisfy constraint: Array of dictionary attributes";
  if (array.size() != expected)
    return op->emitOpError() << "expects " << what << " attribute array to have the same number of elements as the "
                             << "number of function " << plural << ", got " << array.size() << ", but expected "
                             << expected;
  for (Attribute e : array.getValue())
    for (const NamedAttribute &a : e.cast<DictionaryAttr>().getValue())
      if (a.name.find('.') == std::string::npos)
        return op->emitOpError() << plural << " may only have dialect attributes";
  return success();
}

}  // namespace

ParseResult parseFuncOp(OpAsmParser &p, OperationState &state) {
  Context *ctx = p.getContext();
  std::string visibility, name;
  if (succeeded(p.parseOptionalKeyword(&visibility, {"public", "private", "nested"})))
    state.addAttribute(kSymVisibilityAttr, StringAttr::get(ctx, visibility));
  if (failed(p.parseSymbolName(&name))) return failure();
  state.addAttribute(kSymNameAttr, StringAttr::get(ctx, name));

  std::vector<OpAsmParser::Argument> args;
  std::vector<Type> resultTypes;
  std::vector<DictionaryAttr> resultAttrs;
  if (failed(parseArgumentList(p, args))) return failure();
  if (succeeded(p.parseOptionalArrow()) && failed(parseResultList(p, resultTypes, resultAttrs))) return failure();
  std::vector<Type> argTypes;
  std::vector<DictionaryAttr> argAttrs;
  for (const OpAsmParser::Argument &a : args) {
    argTypes.push_back(a.type);
    argAttrs.push_back(a.attrs);
  }
  state.addAttribute(kFunctionTypeAttr, TypeAttr::get(FunctionType::get(ctx, argTypes, resultTypes)));

  Location attrLoc = p.getCurrentLocation();
  NamedAttrList explicitAttrs;
  if (failed(p.parseOptionalAttrDictWithKeyword(explicitAttrs))) return failure();
  for (std::string_view inferred : {kSymVisibilityAttr, kSymNameAttr, kFunctionTypeAttr})
    if (explicitAttrs.get(inferred))
      return p.emitError(attrLoc) << "'" << inferred
                                  << "' is an inferred attribute and should not be specified in the explicit "
                                     "attribute dictionary",
             failure();
  for (const NamedAttribute &a : explicitAttrs.getAttrs()) state.addAttribute(a.name, a.value);
  addAttrArray(ctx, state, kArgAttrsAttr, argAttrs);
  addAttrArray(ctx, state, kResAttrsAttr, resultAttrs);

  // The body. Unnamed (declaration-style) arguments do not define block
  // arguments; the verifier then reports the signature mismatch.
  Region *body = state.addRegion();
  bool named = !args.empty() && !args.front().ssaName.name.empty();
  Location bodyLoc = p.getCurrentLocation();
  unsigned errorsBefore = numErrors(p);
  if (failed(p.parseOptionalRegion(*body, named ? ArrayRef<OpAsmParser::Argument>(args)
                                                : ArrayRef<OpAsmParser::Argument>()))) {
    if (numErrors(p) != errorsBefore) return failure();
    return success();
  }
  if (body->empty()) return p.emitError(bodyLoc, "expected non-empty function body"), failure();
  return success();
}

namespace {

/// The attributes a function's signature is made of (null where absent).
struct SignatureAttrs {
  Attribute functionType, visibility, symName, argAttrs, resAttrs;
};

/// Found in one pass over the op's (short) attribute list: FuncOp's
/// accessors would look each one up.
SignatureAttrs getSignatureAttrs(Operation *op) {
  SignatureAttrs s;
  for (const NamedAttribute &a : op->getAttrs()) {
    if (a.name == kFunctionTypeAttr)
      s.functionType = a.value;
    else if (a.name == kSymVisibilityAttr)
      s.visibility = a.value;
    else if (a.name == kSymNameAttr)
      s.symName = a.value;
    else if (a.name == kArgAttrsAttr)
      s.argAttrs = a.value;
    else if (a.name == kResAttrsAttr)
      s.resAttrs = a.value;
  }
  return s;
}

}  // namespace

void printFuncOp(OpAsmPrinter &p, Operation *op) {
  auto [functionType, visibility, symName, argAttrsAttr, resAttrsAttr] = getSignatureAttrs(op);
  auto typeAttr = functionType ? functionType.dyn_cast<TypeAttr>() : TypeAttr();
  FunctionType type = typeAttr ? typeAttr.getValue().dyn_cast<FunctionType>() : FunctionType();
  p << " ";
  if (auto vis = visibility ? visibility.dyn_cast<StringAttr>() : StringAttr()) p << vis.getValue() << " ";
  auto name = symName ? symName.dyn_cast<StringAttr>() : StringAttr();
  p.printSymbolName(name ? std::string_view(name.getValue()) : std::string_view());
  Region &body = op->getRegion(0);
  ArrayAttr argAttrs = argAttrsAttr ? argAttrsAttr.dyn_cast<ArrayAttr>() : ArrayAttr();
  ArrayAttr resAttrs = resAttrsAttr ? resAttrsAttr.dyn_cast<ArrayAttr>() : ArrayAttr();
  ArrayRef<Type> inputs = type ? type.getInputs() : ArrayRef<Type>();
  bool printArgNames = !body.empty() && body.front().getNumArguments() == inputs.size();
  p << "(";
  for (unsigned i = 0; i < inputs.size(); ++i) {
    if (i) p << ", ";
    if (printArgNames) {
      p.printRegionArgument(body.front().getArgument(i), dictEntries(argAttrs, i));
    } else {
      p.printType(inputs[i]);
      p.printOptionalAttrDict(dictEntries(argAttrs, i));
    }
  }
  p << ")";
  ArrayRef<Type> results = type ? type.getResults() : ArrayRef<Type>();
  if (!results.empty()) {
    p << " -> ";
    bool parens = results.size() > 1 || results[0].isa<FunctionType>() || !dictEntries(resAttrs, 0).empty();
    if (parens) p << "(";
    for (unsigned i = 0; i < results.size(); ++i) {
      if (i) p << ", ";
      p.printType(results[i]);
      p.printOptionalAttrDict(dictEntries(resAttrs, i));
    }
    if (parens) p << ")";
  }
  p.printOptionalAttrDictWithKeyword(op->getAttrs(), {kSymVisibilityAttr, kSymNameAttr, kFunctionTypeAttr,
                                                      kArgAttrsAttr, kResAttrsAttr});
  if (body.empty()) return;
  p << " ";
  p.printRegion(body, /*printEntryBlockArgs=*/false, /*printBlockTerminators=*/true);
}

LogicalResult verifyFuncOp(Operation *op) {
  if (failed(verifyNumRegions(op, 1)) || failed(verifyNumResults(op, 0)) || failed(verifyNumOperands(op, 0)))
    return failure();
  // (sym_name is checked with the other symbols, not here.)
  [[maybe_unused]] auto [functionType, visibility, symName, argAttrs, resAttrs] = getSignatureAttrs(op);
  if (!functionType) return op->emitOpError() << "requires attribute '" << kFunctionTypeAttr << "'";
  auto typeAttr = functionType.dyn_cast<TypeAttr>();
  if (!typeAttr || !typeAttr.getValue().isa<FunctionType>())
    return op->emitOpError() << "attribute 'function_type' failed to satisfy constraint: type attribute of function "
                                "type";
  FuncOp fn(op);
  // FuncOp::isPublic: a visibility that is not a string counts as public.
  auto visibilityString = visibility ? visibility.dyn_cast<StringAttr>() : StringAttr();
  bool isPublic = !visibilityString || visibilityString.getValue() == "public";
  if (fn.isExternal() && isPublic) return op->emitOpError() << "symbol declaration cannot have public visibility";
  FunctionType type = typeAttr.getValue().cast<FunctionType>();
  if (failed(verifyAttrArray(op, kArgAttrsAttr, argAttrs, type.getNumInputs(), "argument", "arguments")) ||
      failed(verifyAttrArray(op, kResAttrsAttr, resAttrs, type.getNumResults(), "result", "results")))
    return failure();
  if (fn.isExternal()) return success();
  Block &entry = fn.front();
  if (entry.getNumArguments() != type.getNumInputs())
    return op->emitOpError() << "entry block must have " << type.getNumInputs()
                             << " arguments to match function signature";
  for (unsigned i = 0; i < type.getNumInputs(); ++i) {
    Type argType = entry.getArgument(i).getType();
    if (argType != type.getInput(i))
      return op->emitOpError() << "type of entry block argument #" << i << "('" << argType.str()
                               << "') must match the type of the corresponding argument in function signature('"
                               << type.getInput(i).str() << "')";
  }
  return success();
}

}  // namespace tbuf::func::detail

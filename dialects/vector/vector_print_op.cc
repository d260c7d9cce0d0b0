// vector.print: prints a scalar or a vector (`( 1, 2, 3 )` as MLIR's
// runtime does), a string literal or punctuation. Custom form (MLIR's
// oilist):
//   vector.print [%v : T] [str "text"] [punctuation <comma>] {attrs}
// `punctuation` is a default-valued property (`#vector.punctuation<newline>`):
// always set, printed only when it differs.
#include <string>
#include <vector>

#include "dialects/utils/dialect_utils.h"
#include "dialects/vector/vector_ops.h"
#include "ir/attributes.h"
#include "ir/context.h"
#include "ir/diagnostics.h"
#include "ir/op_asm.h"

namespace tbuf::vector {
namespace {

constexpr std::pair<std::string_view, PrintPunctuation> kPunctuations[] = {
    {"no_punctuation", PrintPunctuation::NoPunctuation},
    {"newline", PrintPunctuation::NewLine},
    {"comma", PrintPunctuation::Comma},
    {"open", PrintPunctuation::Open},
    {"close", PrintPunctuation::Close},
};

Attribute getPunctuationAttr(Context *ctx, std::string_view keyword) {
  return DialectAttr::get(ctx, "vector", "punctuation<" + std::string(keyword) + ">");
}

/// The keyword of a `#vector.punctuation<...>` attribute, or empty.
std::string_view punctuationKeyword(Attribute attr) {
  auto dialectAttr = attr.dyn_cast<DialectAttr>();
  if (!dialectAttr || dialectAttr.getDialect() != "vector") return {};
  std::string_view body = dialectAttr.getBody();
  constexpr std::string_view prefix = "punctuation<";
  if (body.substr(0, prefix.size()) != prefix || body.back() != '>') return {};
  body = body.substr(prefix.size(), body.size() - prefix.size() - 1);
  for (const auto &[name, value] : kPunctuations)
    if (name == body) return name;
  return {};
}

void defaultPunctuation(Context *ctx, NamedAttrList &attrs) {
  if (!attrs.get(kPunctuationAttr)) attrs.set(kPunctuationAttr, getPunctuationAttr(ctx, "newline"));
}

ParseResult parsePrint(OpAsmParser &p, OperationState &state) {
  OpAsmParser::UnresolvedOperand source;
  if (succeeded(p.parseOptionalOperand(source))) {
    Type type;
    if (failed(p.parseColonType(type)) || failed(p.resolveOperand(source, type, state.operands))) return failure();
  }
  bool seenString = false, seenPunctuation = false;
  while (true) {
    Location loc = p.getCurrentLocation();
    if (succeeded(p.parseOptionalKeyword("str"))) {
      if (seenString) return p.emitError(loc, "`str` clause can appear at most once in the expansion of the oilist directive"), failure();
      seenString = true;
      std::string text;
      if (failed(p.parseString(&text))) return failure();
      state.addAttribute(kStringLiteralAttr, StringAttr::get(p.getContext(), text));
      continue;
    }
    if (succeeded(p.parseOptionalKeyword("punctuation"))) {
      if (seenPunctuation)
        return p.emitError(loc, "`punctuation` clause can appear at most once in the expansion of the oilist directive"),
               failure();
      seenPunctuation = true;
      std::string keyword;
      if (failed(p.parseLess())) return failure();
      Location keywordLoc = p.getCurrentLocation();
      if (failed(p.parseKeywordOrString(&keyword))) return failure();
      bool known = false;
      for (const auto &[name, value] : kPunctuations) known = known || name == keyword;
      if (!known) {
        p.emitError(keywordLoc, "expected ::mlir::vector::PrintPunctuation to be one of: no_punctuation, newline, "
                                "comma, open, close");
        return p.emitError(p.getCurrentLocation(), "failed to parse Vector_PrintPunctuation parameter 'value' which "
                                                   "is to be a `::mlir::vector::PrintPunctuation`"),
               failure();
      }
      if (failed(p.parseGreater())) return failure();
      state.addAttribute(kPunctuationAttr, getPunctuationAttr(p.getContext(), keyword));
      continue;
    }
    break;
  }
  if (failed(p.parseOptionalAttrDict(state.attributes))) return failure();
  defaultPunctuation(p.getContext(), state.attributes);
  return success();
}

void printPrint(OpAsmPrinter &p, Operation *op) {
  PrintOp print(op);
  if (Value source = print.getSource()) p << " " << source << " : " << source.getType();
  std::vector<std::string_view> elided{kPunctuationAttr};
  if (auto text = print.getStringLiteral().dyn_cast<StringAttr>()) {
    p << " str ";
    p.printString(text.getValue());
    elided.push_back(kStringLiteralAttr);
  }
  std::string_view keyword = punctuationKeyword(op->getAttr(kPunctuationAttr));
  if (keyword.empty()) elided.erase(elided.begin());
  else if (keyword != "newline") p << " punctuation <" << keyword << ">";
  p.printOptionalAttrDict(op->getAttrs(), elided);
}

bool isPrintable(Type t) { return t.isa<VectorType>() || t.isa<IntegerType>() || t.isIndex() || t.isa<FloatType>(); }

LogicalResult verifyPrint(Operation *op) {
  if (op->getNumOperands() > 1)
    return op->emitOpError() << "expected 0 or 1 operands, but found " << static_cast<int64_t>(op->getNumOperands());
  if (failed(verifyNumResults(op, 0))) return failure();
  if (op->getNumOperands() == 1 && !isPrintable(op->getOperand(0).getType()))
    return op->emitOpError() << "operand #0 must be , but got " << quoteType(op->getOperand(0).getType());
  if (Attribute attr = op->getAttr(kPunctuationAttr); attr && punctuationKeyword(attr).empty())
    return op->emitOpError() << "attribute 'punctuation' failed to satisfy constraint: Punctuation for separating "
                                "vectors or vector elements";
  if (Attribute attr = op->getAttr(kStringLiteralAttr); attr && !attr.isa<StringAttr>())
    return op->emitOpError() << "attribute 'stringLiteral' failed to satisfy constraint: An Attribute containing a "
                                "string";
  if (op->getAttr(kStringLiteralAttr) && (op->getNumOperands() != 0 || PrintOp(op).getPunctuation() != PrintPunctuation::NewLine))
    return op->emitOpError() << "failed to verify that `source` or `punctuation` are not set when printing strings";
  return success();
}

void printEffects(Operation *, std::vector<MemoryEffect> &effects) {
  effects.push_back({EffectKind::Write, Value()});
}

}  // namespace

PrintPunctuation PrintOp::getPunctuation() const {
  std::string_view keyword = punctuationKeyword(op_->getAttr(kPunctuationAttr));
  for (const auto &[name, value] : kPunctuations)
    if (name == keyword) return value;
  return PrintPunctuation::NewLine;
}

void detail::registerPrintOp(Context &ctx) {
  OpDefinition def = makeOpDefinition("vector", PrintOp::getOperationName(), 0, parsePrint, printPrint, verifyPrint);
  def.inherentAttrs = {std::string(kPunctuationAttr), std::string(kStringLiteralAttr)};
  def.populateDefaultAttrs = defaultPunctuation;
  def.getEffects = printEffects;
  ctx.registerOp(std::move(def));
}

}  // namespace tbuf::vector

// The OpAsmParser handed to custom op parse hooks (MLIR's CustomOpAsmParser
// and AsmParserImpl), and the parsing of custom-form operations: name
// resolution (with the enclosing op's default dialect), dispatch to
// OpDefinition::parse, and op creation.
//
// Semantics follow MLIR's: errors reported through emitError() are prefixed
// with "custom op 'NAME' "; errors from the underlying parser (types,
// punctuation) are not. `parseOptionalX` fails without a diagnostic when X is
// absent, except the dictionary forms (parseOptionalAttrDict,
// parseOptionalAttrDictWithKeyword, parseOptionalPropertiesDict) and
// parseOptionalArrowTypeList, which succeed when absent (MLIR's ParseResult
// variants). Any error emitted during a hook fails the op, even if the hook
// ignored it.
#include <algorithm>
#include <cstdint>

#include "ir/parser/parser_impl.h"

namespace tbuf::parser_detail {
namespace {

class CustomOpAsmParser final : public OpAsmParser {
 public:
  CustomOpAsmParser(Location nameLoc, std::string_view opName, OperationParser &parser)
      : nameLoc_(nameLoc), opName_(opName), parser_(parser) {}

  Context *getContext() override { return parser_.getContext(); }
  OpBuilder &getBuilder() override { return parser_.getState().builder; }
  Location getCurrentLocation() override { return parser_.getTokenLocation(); }
  Location getNameLoc() override { return nameLoc_; }
  InFlightDiagnostic emitError(Location loc, std::string_view message) override {
    InFlightDiagnostic diag = parser_.emitError(loc);
    diag << "custom op '" << opName_ << "' " << message;
    return diag;
  }

  // ---- punctuation ----
  tbuf::ParseResult parseLParen() override { return parser_.parseToken(TokenKind::l_paren, "expected '('"); }
  tbuf::ParseResult parseOptionalLParen() override { return success(parser_.consumeIf(TokenKind::l_paren)); }
  tbuf::ParseResult parseRParen() override { return parser_.parseToken(TokenKind::r_paren, "expected ')'"); }
  tbuf::ParseResult parseOptionalRParen() override { return success(parser_.consumeIf(TokenKind::r_paren)); }
  tbuf::ParseResult parseLSquare() override { return parser_.parseToken(TokenKind::l_square, "expected '['"); }
  tbuf::ParseResult parseOptionalLSquare() override { return success(parser_.consumeIf(TokenKind::l_square)); }
  tbuf::ParseResult parseRSquare() override { return parser_.parseToken(TokenKind::r_square, "expected ']'"); }
  tbuf::ParseResult parseOptionalRSquare() override { return success(parser_.consumeIf(TokenKind::r_square)); }
  tbuf::ParseResult parseLBrace() override { return parser_.parseToken(TokenKind::l_brace, "expected '{'"); }
  tbuf::ParseResult parseOptionalLBrace() override { return success(parser_.consumeIf(TokenKind::l_brace)); }
  tbuf::ParseResult parseRBrace() override { return parser_.parseToken(TokenKind::r_brace, "expected '}'"); }
  tbuf::ParseResult parseOptionalRBrace() override { return success(parser_.consumeIf(TokenKind::r_brace)); }
  tbuf::ParseResult parseLess() override { return parser_.parseToken(TokenKind::less, "expected '<'"); }
  tbuf::ParseResult parseOptionalLess() override { return success(parser_.consumeIf(TokenKind::less)); }
  tbuf::ParseResult parseGreater() override { return parser_.parseToken(TokenKind::greater, "expected '>'"); }
  tbuf::ParseResult parseOptionalGreater() override { return success(parser_.consumeIf(TokenKind::greater)); }
  tbuf::ParseResult parseComma() override { return parser_.parseToken(TokenKind::comma, "expected ','"); }
  tbuf::ParseResult parseOptionalComma() override { return success(parser_.consumeIf(TokenKind::comma)); }
  tbuf::ParseResult parseColon() override { return parser_.parseToken(TokenKind::colon, "expected ':'"); }
  tbuf::ParseResult parseOptionalColon() override { return success(parser_.consumeIf(TokenKind::colon)); }
  tbuf::ParseResult parseEqual() override { return parser_.parseToken(TokenKind::equal, "expected '='"); }
  tbuf::ParseResult parseOptionalEqual() override { return success(parser_.consumeIf(TokenKind::equal)); }
  tbuf::ParseResult parseArrow() override { return parser_.parseToken(TokenKind::arrow, "expected '->'"); }
  tbuf::ParseResult parseOptionalArrow() override { return success(parser_.consumeIf(TokenKind::arrow)); }
  tbuf::ParseResult parseQuestion() override { return parser_.parseToken(TokenKind::question, "expected '?'"); }
  tbuf::ParseResult parseOptionalQuestion() override { return success(parser_.consumeIf(TokenKind::question)); }
  tbuf::ParseResult parseStar() override { return parser_.parseToken(TokenKind::star, "expected '*'"); }
  tbuf::ParseResult parseOptionalStar() override { return success(parser_.consumeIf(TokenKind::star)); }
  tbuf::ParseResult parseOptionalVerticalBar() override { return success(parser_.consumeIf(TokenKind::vertical_bar)); }
  tbuf::ParseResult parseOptionalPlus() override { return success(parser_.consumeIf(TokenKind::plus)); }
  tbuf::ParseResult parseOptionalMinus() override { return success(parser_.consumeIf(TokenKind::minus)); }
  tbuf::ParseResult parseXInDimensionList() override { return parser_.parseXInDimensionList(); }

  // ---- keywords, identifiers, literals ----
  tbuf::ParseResult parseKeyword(std::string_view kw) override {
    Location loc = getCurrentLocation();
    if (failed(parseOptionalKeyword(kw))) return (emitError(loc, "expected '" + std::string(kw) + "'"), failure());
    return success();
  }
  tbuf::ParseResult parseOptionalKeyword(std::string_view kw) override {
    if (!parser_.isCurrentTokenAKeyword() || parser_.getTokenSpelling() != kw) return failure();
    parser_.consumeToken();
    return success();
  }
  tbuf::ParseResult parseKeyword(std::string *kw) override {
    Location loc = getCurrentLocation();
    if (failed(parseOptionalKeyword(kw))) return (emitError(loc, "expected valid keyword"), failure());
    return success();
  }
  tbuf::ParseResult parseOptionalKeyword(std::string *kw) override { return parser_.parseOptionalKeyword(kw); }
  tbuf::ParseResult parseOptionalKeyword(std::string *kw, ArrayRef<std::string_view> allowed) override {
    if (!parser_.isCurrentTokenAKeyword()) return failure();
    std::string_view current = parser_.getTokenSpelling();
    for (std::string_view candidate : allowed) {
      if (candidate == current) {
        if (kw) *kw = std::string(current);
        parser_.consumeToken();
        return success();
      }
    }
    return failure();
  }
  tbuf::ParseResult parseKeywordOrString(std::string *result) override {
    Location loc = getCurrentLocation();
    if (parser_.parseOptionalKeywordOrString(result)) return (emitError(loc, "expected valid keyword or string"), failure());
    return success();
  }
  tbuf::ParseResult parseString(std::string *result) override {
    Location loc = getCurrentLocation();
    if (parser_.parseOptionalString(result)) return (emitError(loc, "expected string"), failure());
    return success();
  }
  tbuf::ParseResult parseOptionalString(std::string *result) override { return parser_.parseOptionalString(result); }
  tbuf::ParseResult parseInteger(int64_t &v) override {
    Location loc = getCurrentLocation();
    OptionalParseResult r = parseOptionalIntegerImpl(v);
    if (!r) return (emitError(loc, "expected integer value"), failure());
    return *r;
  }
  tbuf::ParseResult parseOptionalInteger(int64_t &v) override {
    OptionalParseResult r = parseOptionalIntegerImpl(v);
    if (!r) return failure();
    return *r;
  }
  tbuf::ParseResult parseFloat(double &v) override {
    bool isNegative = parser_.consumeIf(TokenKind::minus);
    Token tok = parser_.getToken();
    if (parser_.parseFloatFromLiteral(v, tok, isNegative, FloatKind::F64)) return failure();
    parser_.consumeToken();
    return success();
  }
  tbuf::ParseResult parseSymbolName(std::string *name) override {
    Location loc = getCurrentLocation();
    if (failed(parseOptionalSymbolName(name))) return (emitError(loc, "expected valid '@'-identifier for symbol name"), failure());
    return success();
  }
  tbuf::ParseResult parseOptionalSymbolName(std::string *name) override {
    if (parser_.getToken().isNot(TokenKind::at_identifier)) return failure();
    if (name) *name = parser_.getToken().getSymbolReference();
    parser_.consumeToken();
    return success();
  }

  // ---- types and attributes ----
  tbuf::ParseResult parseType(Type &t) override {
    t = parser_.parseType();
    return success(static_cast<bool>(t));
  }
  tbuf::ParseResult parseOptionalType(Type &t) override {
    OptionalParseResult r = parser_.parseOptionalType(t);
    if (!r) return failure();
    return *r;
  }
  tbuf::ParseResult parseColonType(Type &t) override { return failure(failed(parseColon()) || failed(parseType(t))); }
  tbuf::ParseResult parseColonTypeList(std::vector<Type> &ts) override {
    return failure(failed(parseColon()) || parser_.parseTypeListNoParens(ts));
  }
  tbuf::ParseResult parseTypeList(std::vector<Type> &ts) override { return parser_.parseTypeListNoParens(ts); }
  tbuf::ParseResult parseArrowTypeList(std::vector<Type> &ts) override {
    return failure(failed(parseArrow()) || parser_.parseFunctionResultTypes(ts));
  }
  tbuf::ParseResult parseOptionalArrowTypeList(std::vector<Type> &ts) override {
    if (!parser_.consumeIf(TokenKind::arrow)) return success();
    return parser_.parseFunctionResultTypes(ts);
  }
  tbuf::ParseResult parseParenTypeList(std::vector<Type> &ts) override { return parser_.parseTypeListParens(ts); }
  tbuf::ParseResult parseFunctionType(FunctionType &ft) override {
    Location loc = getCurrentLocation();
    Type t;
    if (failed(parseType(t))) return failure();
    ft = t.dyn_cast<FunctionType>();
    if (!ft) return (emitError(loc, "invalid kind of type specified"), failure());
    return success();
  }
  tbuf::ParseResult parseDimensionList(std::vector<int64_t> &dims, bool allowDynamic) override {
    return parser_.parseDimensionListRanked(dims, allowDynamic, /*withTrailingX=*/true);
  }
  tbuf::ParseResult parseAttribute(Attribute &a, Type type) override {
    a = parser_.parseAttribute(type);
    return success(static_cast<bool>(a));
  }
  tbuf::ParseResult parseOptionalAttribute(Attribute &a, Type type) override {
    OptionalParseResult r = parser_.parseOptionalAttribute(a, type);
    if (!r) return failure();
    return *r;
  }
  tbuf::ParseResult parseAffineMap(AffineMap &m) override { return parser_.parseAffineMapReference(m); }
  tbuf::ParseResult parseOptionalAttrDict(NamedAttrList &attrs) override {
    if (parser_.getToken().isNot(TokenKind::l_brace)) return success();
    return parser_.parseAttributeDict(attrs);
  }
  tbuf::ParseResult parseOptionalAttrDictWithKeyword(NamedAttrList &attrs) override {
    if (failed(parseOptionalKeyword(std::string_view("attributes")))) return success();
    return parser_.parseAttributeDict(attrs);
  }
  tbuf::ParseResult parseOptionalPropertiesDict(NamedAttrList &attrs) override {
    if (parser_.getToken().isNot(TokenKind::less)) return success();
    size_t lessOffset = parser_.getTokenOffset();
    parser_.consumeToken();
    if (parser_.getToken().isNot(TokenKind::l_brace)) {
      parser_.resetToken(lessOffset);  // a `<` that does not start `<{`
      return success();
    }
    if (parser_.parseAttributeDict(attrs)) return failure();
    return parser_.parseToken(TokenKind::greater, "expected '>' to close properties");
  }

  // ---- operands ----
  tbuf::ParseResult parseOperand(UnresolvedOperand &r) override { return parser_.parseSSAUse(r); }
  tbuf::ParseResult parseOptionalOperand(UnresolvedOperand &r) override {
    if (parser_.getToken().isNot(TokenKind::percent_identifier)) return failure();
    return parser_.parseSSAUse(r);
  }
  tbuf::ParseResult parseOperandList(std::vector<UnresolvedOperand> &result, Delimiter d, int requiredCount) override {
    if (d == Delimiter::None && parser_.getToken().isNot(TokenKind::percent_identifier)) {
      if (requiredCount == -1 || requiredCount == 0) return success();
      if (parser_.getToken().isAny(TokenKind::l_paren, TokenKind::l_square))
        return (parser_.emitError("unexpected delimiter"), failure());
      return (parser_.emitWrongTokenError("expected operand"), failure());
    }
    Location startLoc = getCurrentLocation();
    size_t before = result.size();
    if (parser_.parseCommaSeparatedList(
            d,
            [&]() -> ParseResult {
              result.emplace_back();
              return parser_.parseSSAUse(result.back());
            },
            " in operand list"))
      return failure();
    if (requiredCount != -1 && result.size() - before != static_cast<size_t>(requiredCount))
      return (emitError(startLoc, "expected " + std::to_string(requiredCount) + " operands"), failure());
    return success();
  }
  tbuf::ParseResult resolveOperand(const UnresolvedOperand &op, Type type, std::vector<Value> &out) override {
    Value v = parser_.resolveSSAUse(op, type);
    if (!v) return failure();
    out.push_back(v);
    return success();
  }
  tbuf::ParseResult resolveOperands(ArrayRef<UnresolvedOperand> ops, ArrayRef<Type> types, Location loc,
                              std::vector<Value> &out) override {
    if (ops.size() != types.size())
      return (emitError(loc, std::to_string(ops.size()) + " operands present, but expected " +
                                std::to_string(types.size())), failure());
    for (size_t i = 0; i < ops.size(); ++i)
      if (failed(resolveOperand(ops[i], types[i], out))) return failure();
    return success();
  }
  tbuf::ParseResult resolveOperands(ArrayRef<UnresolvedOperand> ops, Type type, std::vector<Value> &out) override {
    for (const UnresolvedOperand &op : ops)
      if (failed(resolveOperand(op, type, out))) return failure();
    return success();
  }

  // ---- regions, arguments, successors ----
  tbuf::ParseResult parseArgument(Argument &a, bool allowType, bool allowAttrs) override {
    NamedAttrList attrs;
    if (parser_.parseSSAUse(a.ssaName, /*allowResultNumber=*/false) || (allowType && failed(parseColonType(a.type))) ||
        (allowAttrs && failed(parseOptionalAttrDict(attrs))) || parser_.parseOptionalTrailingLocation())
      return failure();
    a.attrs = attrs.empty() ? parser_.getState().emptyDictionary : attrs.getDictionary(getContext());
    return success();
  }
  tbuf::ParseResult parseOptionalArgument(Argument &a, bool allowType, bool allowAttrs) override {
    if (parser_.getToken().isNot(TokenKind::percent_identifier)) return failure();
    return parseArgument(a, allowType, allowAttrs);
  }
  tbuf::ParseResult parseArgumentList(std::vector<Argument> &args, Delimiter d, bool allowType, bool allowAttrs) override {
    if (d == Delimiter::None && parser_.getToken().isNot(TokenKind::percent_identifier)) return success();
    return parser_.parseCommaSeparatedList(
        d,
        [&]() -> ParseResult {
          args.emplace_back();
          return parseArgument(args.back(), allowType, allowAttrs);
        },
        " in argument list");
  }
  tbuf::ParseResult parseRegion(Region &region, ArrayRef<Argument> args, bool enableNameShadowing) override {
    return parser_.parseRegion(region, args, enableNameShadowing);
  }
  tbuf::ParseResult parseOptionalRegion(Region &region, ArrayRef<Argument> args, bool enableNameShadowing) override {
    if (parser_.getToken().isNot(TokenKind::l_brace)) return failure();
    return parseRegion(region, args, enableNameShadowing);
  }
  tbuf::ParseResult parseSuccessor(Block *&dest) override { return parser_.parseSuccessor(dest); }
  tbuf::ParseResult parseOptionalSuccessor(Block *&dest) override {
    if (parser_.getToken().isNot(TokenKind::caret_identifier)) return failure();
    return parseSuccessor(dest);
  }
  tbuf::ParseResult parseSuccessorAndUseList(Block *&dest, std::vector<Value> &operands) override {
    if (failed(parseSuccessor(dest))) return failure();
    if (succeeded(parseOptionalLParen()) &&
        (parser_.parseOptionalSSAUseAndTypeList(operands) || failed(parseRParen())))
      return failure();
    return success();
  }

 private:
  /// An integer with an optional leading '-' (`true`/`false` give 1/0, as in
  /// MLIR) that must fit in int64_t.
  OptionalParseResult parseOptionalIntegerImpl(int64_t &result) {
    if (parser_.consumeIfKeyword("false")) {
      result = 0;
      return success();
    }
    if (parser_.consumeIfKeyword("true")) {
      result = 1;
      return success();
    }
    if (parser_.getToken().isNot(TokenKind::integer) && parser_.getToken().isNot(TokenKind::minus))
      return std::nullopt;
    Location loc = getCurrentLocation();
    bool negative = parser_.consumeIf(TokenKind::minus);
    Token tok = parser_.getToken();
    if (parser_.parseToken(TokenKind::integer, "expected integer value")) return failure();
    std::optional<uint64_t> v = tok.getUInt64IntegerValue();
    uint64_t limit = negative ? (uint64_t(1) << 63) : static_cast<uint64_t>(INT64_MAX);
    if (!v || *v > limit) return (emitError(loc, "integer value too large"), failure());
    result = negative ? static_cast<int64_t>(0 - *v) : static_cast<int64_t>(*v);
    return success();
  }

  Location nameLoc_;
  std::string_view opName_;  ///< the OpDefinition's name
  OperationParser &parser_;
};

/// Dialects that tbuf knows, for the "not found" note.
std::string availableDialects(Context &ctx) {
  std::vector<std::string> names;
  for (const OpDefinition *def : ctx.getRegisteredOps())
    if (names.empty() || names.back() != def->dialect) names.push_back(def->dialect);
  std::sort(names.begin(), names.end());
  names.erase(std::unique(names.begin(), names.end()), names.end());
  std::string result;
  for (const std::string &n : names) {
    if (!result.empty()) result += ", ";
    result += n;
  }
  return result;
}

/// The first attribute whose name an earlier one already has, or null. The
/// lists are short: pairwise comparison allocates nothing.
const NamedAttribute *findDuplicateAttribute(const std::vector<NamedAttribute> &attrs) {
  if (attrs.size() <= 16) {
    for (size_t i = 1; i < attrs.size(); ++i)
      for (size_t j = 0; j < i; ++j)
        if (attrs[i].name == attrs[j].name) return &attrs[i];
    return nullptr;
  }
  absl::flat_hash_set<std::string_view> seen;
  for (const NamedAttribute &attr : attrs)
    if (!seen.insert(attr.name).second) return &attr;
  return nullptr;
}

}  // namespace

Operation *OperationParser::parseCustomOperation() {
  size_t opOffset = getTokenOffset();
  Location opLoc = getLocation(opOffset);
  std::string_view originalName = getTokenSpelling();
  consumeToken();

  // Resolve the name: registered as written, else with the default dialect.
  // Resolutions are remembered by spelling (see ParserState::opsBySpelling).
  std::string opName;
  const OpDefinition *def = nullptr;
  auto known = state.opsBySpelling.find(originalName);
  if (known != state.opsBySpelling.end() &&
      (!known->second.viaDefaultDialect ||
       equalSpelling(known->second.defaultDialect, state.defaultDialectStack.back()))) {
    def = known->second.def;
  } else if (known == state.opsBySpelling.end() && (def = state.ctx.lookupOp(originalName))) {
    state.opsBySpelling.emplace(std::string_view(def->name), ParserState::SpelledOp{def, false, {}});
  } else {
    size_t dot = originalName.find('.');
    std::string dialectName;
    if (dot == std::string_view::npos) {
      dialectName = state.defaultDialectStack.back();
      opName = dialectName + "." + std::string(originalName);
      def = state.ctx.lookupOp(opName);
      if (def)
        state.opsBySpelling.insert_or_assign(
            originalName, ParserState::SpelledOp{def, true, state.defaultDialectStack.back()});
    } else {
      opName = originalName;
      dialectName = opName.substr(0, dot);
    }
    if (!def) {
      std::string tried = originalName != opName ? " (tried '" + opName + "' as well)" : "";
      if (!state.ctx.isDialectRegistered(dialectName)) {
        InFlightDiagnostic diag = emitError(opLoc);
        diag << "Dialect `" << dialectName << "' not found for custom op '" << originalName << "' " << tried;
        diag.attachNote().message = "Available dialects: " + availableDialects(state.ctx) +
                                    " ; for more info on dialect registration see "
                                    "https://mlir.llvm.org/getting_started/Faq/"
                                    "#registered-loaded-dependent-whats-up-with-dialects-management";
        return nullptr;
      }
      emitError(opLoc) << "custom op '" << originalName << "' is unknown" << tried;
      return nullptr;
    }
  }

  CustomOpAsmParser asmParser(opLoc, def->name, *this);
  if (!def->parse) {
    asmParser.emitError(opLoc, "has no custom assembly form");
    return nullptr;
  }

  // This level's reusable state (ops nested in the hook's regions use the
  // next level's).
  if (customOpDepth_ == customOpStates_.size()) customOpStates_.push_back(std::make_unique<OperationState>(opLoc, def));
  OperationState &opState = *customOpStates_[customOpDepth_];
  opState.reset(opLoc, def);
  state.defaultDialectStack.push_back(def->defaultDialect);
  ++customOpDepth_;
  ParseResult result = def->parse(asmParser, opState);
  --customOpDepth_;
  state.defaultDialectStack.pop_back();
  if (failed(result) || state.hadError) {
    if (!state.hadError) asmParser.emitError(opLoc, "failed to parse");
    discardRegions(opState);
    return nullptr;
  }

  // An attribute set by the hook and also given in the attribute dictionary.
  if (const NamedAttribute *duplicate = findDuplicateAttribute(opState.attributes.getAttrs())) {
    asmParser.emitError(opLoc, "attribute '" + duplicate->name.str() + "' occurs more than once in the attribute list");
    discardRegions(opState);
    return nullptr;
  }

  Operation *op = createOperation(opState, def);
  discardRegions(opState);
  if (parseOptionalTrailingLocation()) return nullptr;
  return op;
}

}  // namespace tbuf::parser_detail

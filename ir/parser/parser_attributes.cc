// Attribute parsing (MLIR's AttributeParser.cpp and DialectSymbolParser.cpp):
// integers and floats with optional `: type`, booleans, unit, strings,
// arrays, dictionaries, symbol references, type attributes, affine maps,
// strided layouts, and `#alias` / `#dialect.name<...>` extended attributes
// (kept verbatim as DialectAttr). Dense literals live in parser_dense.cc.
#include <limits>

#include "ir/parser/parser_impl.h"

namespace tbuf::parser_detail {
namespace {

bool isAttributeStart(const Token &tok) {
  switch (tok.kind) {
    case TokenKind::at_identifier:
    case TokenKind::floatliteral:
    case TokenKind::integer:
    case TokenKind::hash_identifier:
    case TokenKind::l_brace:
    case TokenKind::l_square:
    case TokenKind::minus:
    case TokenKind::string:
      return true;
    case TokenKind::bare_identifier: {
      std::string_view s = tok.spelling;
      return s == "affine_map" || s == "affine_set" || s == "dense" || s == "dense_resource" || s == "false" ||
             s == "loc" || s == "sparse" || s == "true" || s == "unit" || s == "array" || s == "strided" ||
             s == "distinct";
    }
    default:
      return false;
  }
}

}  // namespace

/// Checks an integer literal of magnitude `magnitude` (nullopt: more than 64
/// bits) against `type` with MLIR's rules and returns its value truncated to
/// the type's width and sign-extended (unsigned widths are zero-extended).
/// Returns nullopt when out of range.
std::optional<int64_t> buildAttributeInt(Type type, bool isNegative, std::optional<uint64_t> magnitude) {
  unsigned width = type.isIndex() ? 64 : type.getIntOrFloatBitWidth();
  bool isSigned = false;
  if (auto intType = type.dyn_cast<IntegerType>()) isSigned = intType.getSignedness() == Signedness::Signed;
  if (type.isIndex()) isSigned = true;
  if (!magnitude) return std::nullopt;  // wider than 64 bits: tbuf stores at most 64
  uint64_t m = *magnitude;
  if (width < 64 && (m >> width) != 0) return std::nullopt;
  if (width == 0) {
    if (isNegative) return std::nullopt;
    return 0;
  }
  uint64_t bits;
  if (isNegative) {
    // The negated value must have its sign bit set in `width` bits.
    if (m == 0) return std::nullopt;
    bits = 0 - m;
    uint64_t signBit = width >= 64 ? (uint64_t(1) << 63) : (uint64_t(1) << (width - 1));
    if (width > 64) {
      if (m > (uint64_t(1) << 63)) return std::nullopt;
    } else if ((bits & signBit) == 0) {
      return std::nullopt;
    }
  } else {
    bits = m;
    if (isSigned) {
      unsigned w = width > 64 ? 64 : width;
      if ((bits >> (w - 1)) & 1) return std::nullopt;
    } else if (width > 64 && (bits >> 63)) {
      return std::nullopt;  // would need more than the 64 bits tbuf stores
    }
  }
  if (width >= 64) return static_cast<int64_t>(bits);
  if (width == 1) return static_cast<int64_t>(bits & 1);
  uint64_t mask = (uint64_t(1) << width) - 1;
  bits &= mask;
  if (auto intType = type.dyn_cast<IntegerType>(); intType && intType.getSignedness() == Signedness::Unsigned)
    return static_cast<int64_t>(bits);
  if ((bits >> (width - 1)) & 1) bits |= ~mask;
  return static_cast<int64_t>(bits);
}

Attribute Parser::parseAttribute(Type type) {
  DepthGuard guard(*this);
  if (!guard.ok()) return Attribute();
  const Token &tok = getToken();
  switch (tok.kind) {
    case TokenKind::l_square: {
      consumeToken();
      std::vector<Attribute> elements;
      auto parseElt = [&]() -> ParseResult {
        Attribute a = parseAttribute();
        if (!a) return failure();
        elements.push_back(a);
        return success();
      };
      if (parseCommaSeparatedListUntil(TokenKind::r_square, parseElt)) return Attribute();
      return ArrayAttr::get(getContext(), elements);
    }
    case TokenKind::l_brace: {
      NamedAttrList elements;
      if (parseAttributeDict(elements)) return Attribute();
      return elements.getDictionary(getContext());
    }
    case TokenKind::hash_identifier:
      return parseExtendedAttr(type);
    case TokenKind::floatliteral:
      return parseFloatAttr(type, /*isNegative=*/false);
    case TokenKind::integer:
      return parseDecOrHexAttr(type, /*isNegative=*/false);
    case TokenKind::minus: {
      consumeToken();
      if (getToken().is(TokenKind::integer)) return parseDecOrHexAttr(type, /*isNegative=*/true);
      if (getToken().is(TokenKind::floatliteral)) return parseFloatAttr(type, /*isNegative=*/true);
      emitWrongTokenError("expected constant integer or floating point value");
      return Attribute();
    }
    case TokenKind::string: {
      std::string value = tok.getStringValue();
      consumeToken();
      if (!type && consumeIf(TokenKind::colon) && !(type = parseType())) return Attribute();
      return StringAttr::get(getContext(), value, type);
    }
    case TokenKind::at_identifier: {
      std::string root = tok.getSymbolReference();
      consumeToken();
      std::vector<std::string> nested;
      while (getToken().is(TokenKind::colon)) {
        // `::@nested`; a single ':' belongs to the enclosing construct.
        size_t colonOffset = getTokenOffset();
        consumeToken();
        if (!consumeIf(TokenKind::colon)) {
          if (getToken().isNot(TokenKind::eof) && getToken().isNot(TokenKind::error)) resetToken(colonOffset);
          break;
        }
        if (getToken().isNot(TokenKind::at_identifier)) {
          emitError("expected nested symbol reference identifier");
          return Attribute();
        }
        nested.push_back(getToken().getSymbolReference());
        consumeToken();
      }
      return SymbolRefAttr::get(getContext(), root, nested);
    }
    case TokenKind::bare_identifier: {
      std::string_view s = tok.spelling;
      if (s == "affine_map") {
        consumeToken();
        AffineMap map;
        if (parseToken(TokenKind::less, "expected '<' in affine map") || parseAffineMapReference(map) ||
            parseToken(TokenKind::greater, "expected '>' in affine map"))
          return Attribute();
        return AffineMapAttr::get(map);
      }
      if (s == "affine_set") {
        consumeToken();
        IntegerSet set;
        if (parseToken(TokenKind::less, "expected '<' in integer set") || parseIntegerSetReference(set) ||
            parseToken(TokenKind::greater, "expected '>' in integer set"))
          return Attribute();
        return IntegerSetAttr::get(set);
      }
      if (s == "true" || s == "false") {
        consumeToken();
        return BoolAttr::get(getContext(), s == "true");
      }
      if (s == "unit") {
        consumeToken();
        return UnitAttr::get(getContext());
      }
      if (s == "dense") return parseDenseElementsAttr(type);
      if (s == "array") return parseDenseArrayAttr();
      if (s == "strided") return parseStridedLayoutAttr();
      if (s == "dense_resource" || s == "sparse" || s == "distinct" || s == "loc") {
        emitError("'" + std::string(s) + "' attributes are not supported by tbuf");
        return Attribute();
      }
      break;
    }
    default:
      break;
  }
  // Otherwise a type attribute.
  Type t;
  OptionalParseResult result = parseOptionalType(t);
  if (!result) {
    emitWrongTokenError("expected attribute value");
    return Attribute();
  }
  if (failed(*result)) return Attribute();
  return TypeAttr::get(t);
}

OptionalParseResult Parser::parseOptionalAttribute(Attribute &attr, Type type) {
  if (isAttributeStart(getToken())) {
    attr = parseAttribute(type);
    return success(static_cast<bool>(attr));
  }
  Type t;
  OptionalParseResult result = parseOptionalType(t);
  if (result && succeeded(*result)) attr = TypeAttr::get(t);
  return result;
}

ParseResult Parser::parseAttributeDict(NamedAttrList &attributes) {
  absl::flat_hash_set<std::string> seenKeys;
  auto parseElt = [&]() -> ParseResult {
    std::string name;
    if (getToken().is(TokenKind::string))
      name = getToken().getStringValue();
    else if (isCurrentTokenAKeyword())
      name = std::string(getTokenSpelling());
    else
      return emitWrongTokenError("expected attribute name");
    if (name.empty()) return emitError("expected valid attribute name");
    if (!seenKeys.insert(name).second) return emitError("duplicate key '" + name + "' in dictionary attribute");
    consumeToken();
    if (!consumeIf(TokenKind::equal)) {
      attributes.append(name, UnitAttr::get(getContext()));
      return success();
    }
    Attribute attr = parseAttribute();
    if (!attr) return failure();
    attributes.append(name, attr);
    return success();
  };
  return parseCommaSeparatedList(Delimiter::Braces, parseElt, " in attribute dictionary");
}

Attribute Parser::parseFloatAttr(Type type, bool isNegative) {
  Token literal = getToken();
  consumeToken();
  if (!type) {
    if (!consumeIf(TokenKind::colon))
      type = FloatType::getF64(getContext());
    else if (!(type = parseType()))
      return Attribute();
  }
  auto floatType = type.dyn_cast<FloatType>();
  if (!floatType) return (emitError("floating point value not valid for specified type"), Attribute());
  double value;
  if (parseFloatFromLiteral(value, literal, isNegative, floatType.getFloatKind())) return Attribute();
  return FloatAttr::get(floatType, value);
}

Attribute Parser::parseDecOrHexAttr(Type type, bool isNegative) {
  Token tok = getToken();
  size_t loc = getTokenOffset();
  consumeToken();
  if (!type) {
    if (!consumeIf(TokenKind::colon))
      type = IntegerType::get(getContext(), 64);
    else if (!(type = parseType()))
      return Attribute();
  }
  if (auto floatType = type.dyn_cast<FloatType>()) {
    double value;
    if (parseFloatFromIntegerLiteral(value, tok, isNegative, floatType.getFloatKind())) return Attribute();
    return FloatAttr::get(floatType, value);
  }
  if (!type.isa<IntegerType>() && !type.isa<IndexType>())
    return (emitError(loc, "integer literal not valid for specified type"), Attribute());
  auto intType = type.dyn_cast<IntegerType>();
  if (isNegative && intType && intType.getSignedness() == Signedness::Unsigned)
    return (emitError(loc, "negative integer literal not valid for unsigned integer type"), Attribute());
  std::optional<int64_t> value = buildAttributeInt(type, isNegative, tok.getUInt64IntegerValue());
  if (!value) return (emitError(loc, "integer constant out of range for attribute"), Attribute());
  return IntegerAttr::get(type, *value);
}

Attribute Parser::parseStridedLayoutAttr() {
  consumeToken();  // strided
  if (parseToken(TokenKind::less, "expected '<' after 'strided'") || parseToken(TokenKind::l_square, "expected '['"))
    return Attribute();
  auto parseStrideOrOffset = [&]() -> std::optional<int64_t> {
    if (consumeIf(TokenKind::question)) return kDynamic;
    size_t valueLoc = getTokenOffset();
    bool negative = consumeIf(TokenKind::minus);
    if (getToken().is(TokenKind::integer)) {
      std::optional<uint64_t> v = getToken().getUInt64IntegerValue();
      if (v && *v <= static_cast<uint64_t>(std::numeric_limits<int64_t>::max())) {
        consumeToken();
        int64_t r = static_cast<int64_t>(*v);
        return negative ? -r : r;
      }
    }
    emitError(valueLoc, "expected a 64-bit signed integer or '?'");
    return std::nullopt;
  };
  std::vector<int64_t> strides;
  if (getToken().isNot(TokenKind::r_square)) {
    do {
      std::optional<int64_t> stride = parseStrideOrOffset();
      if (!stride) return Attribute();
      strides.push_back(*stride);
    } while (consumeIf(TokenKind::comma));
  }
  if (parseToken(TokenKind::r_square, "expected ']'")) return Attribute();
  int64_t offset = 0;
  if (!consumeIf(TokenKind::greater)) {
    if (parseToken(TokenKind::comma, "expected ','")) return Attribute();
    if (!consumeIfKeyword("offset")) return (emitWrongTokenError("expected 'offset' after comma"), Attribute());
    if (parseToken(TokenKind::colon, "expected ':' after 'offset'")) return Attribute();
    std::optional<int64_t> off = parseStrideOrOffset();
    if (!off || parseToken(TokenKind::greater, "expected '>'")) return Attribute();
    offset = *off;
  }
  return StridedLayoutAttr::get(getContext(), offset, strides);
}

// ---- extended (dialect / alias) attributes ------------------------------------------

ParseResult Parser::parseDialectSymbolBody(std::string_view &body) {
  const char *data = state.lex.getData();
  size_t start = getTokenOffset();
  size_t end = state.lex.getEnd();
  size_t cur = start;
  std::vector<char> nested;
  auto punctError = [&]() -> ParseResult {
    return emitError(std::string("unbalanced '") + nested.back() + "' character in pretty dialect name");
  };
  auto close = [&](char open) -> ParseResult {
    if (nested.back() != open) return punctError();
    nested.pop_back();
    return success();
  };
  do {
    if (cur >= end) {
      if (!nested.empty()) return punctError();
      return emitError("unexpected nul or EOF in pretty dialect name");
    }
    char c = data[cur++];
    switch (c) {
      case '\0':
        if (!nested.empty()) return punctError();
        return emitError("unexpected nul or EOF in pretty dialect name");
      case '<':
      case '[':
      case '(':
      case '{':
        nested.push_back(c);
        break;
      case '-':
        if (cur < end && data[cur] == '>') ++cur;  // `->` is not a closing '>'
        break;
      case '>':
        if (close('<')) return failure();
        break;
      case ']':
        if (close('[')) return failure();
        break;
      case ')':
        if (close('(')) return failure();
        break;
      case '}':
        if (close('{')) return failure();
        break;
      case '"': {
        // Let the lexer skip the string (with its escapes).
        resetToken(cur - 1);
        if (getToken().isNot(TokenKind::string)) return failure();
        cur = getTokenEndOffset();
        break;
      }
      default:
        break;
    }
  } while (!nested.empty());
  resetToken(cur);
  body = std::string_view(data + start, cur - start);
  return success();
}

Attribute Parser::parseExtendedAttr(Type /*type: no dialect attribute here takes one*/) {
  Token tok = getToken();
  std::string_view identifier = tok.spelling.substr(1);
  size_t identEnd = getTokenEndOffset();
  consumeToken();

  size_t dot = identifier.find('.');
  bool isPrettyName = dot != std::string_view::npos;
  bool hasTrailingData = getToken().is(TokenKind::less) && getTokenOffset() == identEnd;

  // `#name` with no dot and no `<...>`: an attribute alias.
  if (!hasTrailingData && !isPrettyName) {
    auto it = state.symbols.attributeAliases.find(toAbsl(identifier));
    if (it != state.symbols.attributeAliases.end()) return it->second;
    if (state.symbols.locationAliases.contains(toAbsl(identifier))) {
      emitError(state.lex.getOffset(tok), "location attributes are not supported by tbuf");
      return Attribute();
    }
    emitWrongTokenError("undefined symbol alias id '" + std::string(identifier) + "'");
    return Attribute();
  }

  std::string_view dialect = isPrettyName ? identifier.substr(0, dot) : identifier;
  std::string data;
  if (!isPrettyName) {
    // Verbose form `#dialect<...>`: keep what is inside the angle brackets.
    std::string_view body;
    if (parseDialectSymbolBody(body)) return Attribute();
    data = std::string(body.substr(1, body.size() - 2));
  } else {
    data = std::string(identifier.substr(dot + 1));
    if (hasTrailingData) {
      std::string_view body;
      if (parseDialectSymbolBody(body)) return Attribute();
      data += std::string(body);
    }
  }
  // A dialect with an attribute parser (e.g. dlti) turns the text into its
  // attribute; errors are located in the text from the mnemonic on.
  Attribute parsed;
  if (Context::DialectAttrParser parse = isPrettyName ? getContext()->lookupDialectAttrParser(dialect) : nullptr) {
    Context::DialectAttrError error;
    parsed = parse(*getContext(), data, error);
    if (!parsed) {
      emitError(state.lex.getOffset(tok) + 2 + dialect.size() + error.offset, error.message);
      return Attribute();
    }
  }
  // An optional trailing `: type` (accepted as MLIR does; DialectAttr does
  // not keep it).
  if (consumeIf(TokenKind::colon) && !parseType()) return Attribute();
  return parsed ? parsed : DialectAttr::get(getContext(), dialect, data);
}

}  // namespace tbuf::parser_detail

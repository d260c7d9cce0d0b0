// Type parsing (MLIR's TypeParser.cpp): builtin types, function types,
// tensors and memrefs with their dimension lists, layouts and memory spaces,
// tuples, and `!alias` / `!dialect.name<...>` extended types. Types tbuf does
// not model (vector, complex, f80, ...) are rejected with a diagnostic.
#include <array>
#include <cctype>
#include <limits>

#include "ir/parser/parser_impl.h"

namespace tbuf::parser_detail {
namespace {

/// MLIR's IntegerType::kMaxWidth.
constexpr unsigned kMaxIntegerWidth = (1u << 24) - 1;

/// Keywords that start a builtin type in MLIR (tbuf rejects some of them).
bool isTypeKeyword(std::string_view s) {
  static constexpr std::string_view kKeywords[] = {
      "memref",   "tensor",   "complex",    "tuple",       "vector",     "bf16",        "f16",
      "f32",      "f64",      "f80",        "f128",        "tf32",       "index",       "none",
      "f4E2M1FN", "f6E2M3FN", "f6E3M2FN",   "f8E5M2",      "f8E4M3",     "f8E4M3FN",    "f8E5M2FNUZ",
      "f8E4M3FNUZ", "f8E4M3B11FNUZ", "f8E3M4", "f8E8M0FNU",
  };
  for (std::string_view kw : kKeywords)
    if (s == kw) return true;
  return false;
}

bool isValidTensorElementType(Type t) {
  switch (t.getKind()) {
    case TypeKind::Integer:
    case TypeKind::Float:
    case TypeKind::Index:
    case TypeKind::Opaque:
    case TypeKind::Vector:
      return true;
    default:
      return false;
  }
}

bool isValidMemRefElementType(Type t) {
  switch (t.getKind()) {
    case TypeKind::Integer:
    case TypeKind::Float:
    case TypeKind::Index:
    case TypeKind::Opaque:
    case TypeKind::MemRef:
    case TypeKind::UnrankedMemRef:
    case TypeKind::Vector:
      return true;
    default:
      return false;
  }
}

}  // namespace

OptionalParseResult Parser::parseOptionalType(Type &type) {
  const Token &tok = getToken();
  bool isTypeStart = tok.isAny(TokenKind::l_paren, TokenKind::inttype, TokenKind::exclamation_identifier) ||
                     (tok.is(TokenKind::bare_identifier) && isTypeKeyword(tok.spelling));
  if (!isTypeStart) return std::nullopt;
  type = parseType();
  return success(static_cast<bool>(type));
}

Type Parser::parseType() {
  DepthGuard guard(*this);
  if (!guard.ok()) return Type();
  if (getToken().is(TokenKind::l_paren)) return parseSpelledType(spelledFunctionTypeKey(), &Parser::parseFunctionType);
  return parseNonFunctionType();
}

ParseResult Parser::parseFunctionResultTypes(std::vector<Type> &elements) {
  if (getToken().is(TokenKind::l_paren)) return parseTypeListParens(elements);
  Type t = parseNonFunctionType();
  if (!t) return failure();
  elements.push_back(t);
  return success();
}

ParseResult Parser::parseTypeListNoParens(std::vector<Type> &elements) {
  return parseCommaSeparatedList([&]() -> ParseResult {
    Type t = parseType();
    if (!t) return failure();
    elements.push_back(t);
    return success();
  });
}

ParseResult Parser::parseTypeListParens(std::vector<Type> &elements) {
  if (parseToken(TokenKind::l_paren, "expected '('")) return failure();
  if (consumeIf(TokenKind::r_paren)) return success();
  if (parseTypeListNoParens(elements) || parseToken(TokenKind::r_paren, "expected ')'")) return failure();
  return success();
}

Type Parser::parseFunctionType() {
  std::vector<Type> arguments, results;
  if (parseTypeListParens(arguments) || parseToken(TokenKind::arrow, "expected '->' in function type") ||
      parseFunctionResultTypes(results))
    return Type();
  return FunctionType::get(getContext(), arguments, results);
}

namespace {

/// Characters a cached type spelling may contain (see spelledTypeKey): no
/// alias sigils (`#`, `!`), strings, comments, parentheses or `-` (so no
/// `->` and no affine map), no newline.
constexpr std::array<bool, 256> makePlainTypeChars() {
  std::array<bool, 256> table{};
  for (int c = 0; c < 256; ++c)
    table[c] = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '?' ||
               c == '<' || c == '>' || c == '[' || c == ']' || c == ',' || c == ':' || c == ' ' || c == '.' ||
               c == '*';
  return table;
}
constexpr std::array<bool, 256> kPlainTypeChars = makePlainTypeChars();
bool isPlainTypeChar(char c) { return kPlainTypeChars[static_cast<unsigned char>(c)]; }

bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

}  // namespace

std::string_view Parser::spelledTypeKey() const {
  const Token &tok = getToken();
  if (tok.is(TokenKind::inttype)) return tok.spelling;
  if (tok.isNot(TokenKind::bare_identifier)) return {};
  std::string_view text = state.lex.getText();
  size_t begin = getTokenOffset() - state.lex.getBegin();
  size_t pos = begin + tok.spelling.size();
  if (pos >= text.size() || text[pos] != '<') return tok.spelling;
  // `keyword<...>`: up to the matching `>`, if every character is plain.
  constexpr size_t kMaxLength = 256;
  unsigned depth = 0;
  for (; pos < text.size() && pos - begin < kMaxLength; ++pos) {
    char c = text[pos];
    if (!isPlainTypeChar(c)) return {};
    if (c == '<') ++depth;
    if (c == '>' && --depth == 0) return text.substr(begin, pos + 1 - begin);
  }
  return {};
}

std::string_view Parser::spelledFunctionTypeKey() const {
  // `(inputs) -> result`, where the result is `(...)` or `keyword<...>`.
  std::string_view text = state.lex.getText();
  size_t begin = getTokenOffset() - state.lex.getBegin();
  constexpr size_t kMaxLength = 512;
  size_t pos = begin;
  // Moves `pos` past the bracket group opening at `pos`.
  auto skipGroup = [&]() {
    unsigned depth = 0;
    for (; pos < text.size() && pos - begin < kMaxLength; ++pos) {
      char c = text[pos];
      if (!isPlainTypeChar(c) && c != '(' && c != ')') return false;
      if (c == '(' || c == '<' || c == '[') {
        ++depth;
      } else if (c == ')' || c == '>' || c == ']') {
        if (depth == 0) return false;
        if (--depth == 0) {
          ++pos;
          return true;
        }
      }
    }
    return false;
  };
  auto skipSpaces = [&]() {
    while (pos < text.size() && text[pos] == ' ') ++pos;
  };
  if (!skipGroup()) return {};
  skipSpaces();
  if (text.substr(pos, 2) != "->") return {};
  pos += 2;
  skipSpaces();
  if (pos < text.size() && text[pos] == '(') {
    if (!skipGroup()) return {};
  } else {
    size_t identBegin = pos;
    while (pos < text.size() && (std::isalnum(static_cast<unsigned char>(text[pos])) || text[pos] == '_')) ++pos;
    if (pos == identBegin) return {};
    if (pos < text.size() && text[pos] == '<' && !skipGroup()) return {};
  }
  return text.substr(begin, pos - begin);
}

Type Parser::parseSpelledType(std::string_view key, Type (Parser::*parseUncached)(), bool *cached) {
  if (key.empty()) return (this->*parseUncached)();
  size_t keyEnd = getTokenOffset() + key.size();
  if (auto it = state.spelledTypes.find(key); it != state.spelledTypes.end()) {
    Type type = it->second;
    if (key.size() == getTokenSpelling().size())
      consumeToken();
    else
      resetToken(keyEnd);
    if (cached) *cached = true;
    return type;
  }
  Type type = (this->*parseUncached)();
  if (!type) return type;
  // Only remember it if the parse consumed exactly the key.
  const char *data = state.lex.getData();
  size_t next = getTokenOffset();
  while (next > keyEnd && isSpace(data[next - 1])) --next;
  if (next == keyEnd) {
    state.spelledTypes.emplace(key, type);
    if (cached) *cached = true;
  }
  return type;
}

Type Parser::parseNonFunctionType() {
  // A module spells the same few types over and over (`tensor<4xf32>` in
  // every signature and op): builtin types whose spelling involves no alias
  // are parsed once per parser state and then found by their text.
  const Token &tok = getToken();
  if (tok.isNot(TokenKind::bare_identifier) && tok.isNot(TokenKind::inttype))
    return parseSpelledType({}, &Parser::parseNonFunctionTypeUncached);
  // First the recently spelled types (ParserState::recentTypes): the text
  // here equal to a key known to spell a whole type is that type, without
  // scanning for the key's end or hashing it.
  std::string_view text = state.lex.getText();
  size_t begin = getTokenOffset() - state.lex.getBegin();
  size_t tokenEnd = begin + tok.spelling.size();
  char after = tokenEnd < text.size() ? text[tokenEnd] : '\0';
  ParserState::RecentType &recent = state.recentTypes[ParserState::recentTypeSlot(tok.spelling, after)];
  if (recent.type && recent.key.size() >= tok.spelling.size() && recent.key.size() <= text.size() - begin &&
      equalSpelling(recent.key, text.substr(begin, recent.key.size()))) {
    // A key as long as the token is a keyword type, which `<` would extend;
    // a longer key contains the `<` after the token itself.
    if (recent.key.size() > tok.spelling.size()) {
      Type type = recent.type;
      resetToken(getTokenOffset() + recent.key.size());
      return type;
    }
    if (after != '<') {
      Type type = recent.type;
      consumeToken();
      return type;
    }
  }
  std::string_view key = spelledTypeKey();
  if (key.empty()) return parseSpelledType(key, &Parser::parseNonFunctionTypeUncached);
  bool cached = false;
  Type type = parseSpelledType(key, &Parser::parseNonFunctionTypeUncached, &cached);
  if (cached) recent = {key, type};
  return type;
}

Type Parser::parseNonFunctionTypeUncached() {
  const Token &tok = getToken();
  if (tok.is(TokenKind::inttype)) {
    std::optional<unsigned> width = tok.getIntTypeBitwidth();
    if (!width) return (emitError("invalid integer width"), Type());
    if (*width > kMaxIntegerWidth) {
      emitError(getTokenOffset(), "integer bitwidth is limited to " + std::to_string(kMaxIntegerWidth) + " bits");
      return Type();
    }
    Signedness sign = Signedness::Signless;
    if (std::optional<bool> s = tok.getIntTypeSignedness()) sign = *s ? Signedness::Signed : Signedness::Unsigned;
    consumeToken();
    return IntegerType::get(getContext(), *width, sign);
  }
  if (tok.is(TokenKind::exclamation_identifier)) return parseExtendedType();
  if (tok.is(TokenKind::bare_identifier)) {
    std::string_view s = tok.spelling;
    if (s == "memref") return parseMemRefType();
    if (s == "tensor") return parseTensorType();
    if (s == "tuple") return parseTupleType();
    if (s == "vector") return parseVectorType();
    auto simple = [&](Type t) {
      consumeToken();
      return t;
    };
    if (s == "bf16") return simple(FloatType::getBF16(getContext()));
    if (s == "f16") return simple(FloatType::getF16(getContext()));
    if (s == "f32") return simple(FloatType::getF32(getContext()));
    if (s == "f64") return simple(FloatType::getF64(getContext()));
    if (s == "index") return simple(IndexType::get(getContext()));
    if (s == "none") return simple(NoneType::get(getContext()));
    if (isTypeKeyword(s)) return (emitError("type '" + std::string(s) + "' is not supported by tbuf"), Type());
  }
  emitWrongTokenError("expected non-function type");
  return Type();
}

ParseResult Parser::parseIntegerInDimensionList(int64_t &value) {
  // `0xf32` lexes as a hex integer: it is really `0` followed by `xf32`.
  std::string_view s = getTokenSpelling();
  if (s.size() > 1 && s[1] == 'x') {
    value = 0;
    resetToken(getTokenOffset() + 1);
    return success();
  }
  std::optional<uint64_t> dim = getToken().getUInt64IntegerValue();
  if (!dim || *dim > static_cast<uint64_t>(std::numeric_limits<int64_t>::max()))
    return emitError("invalid dimension");
  value = static_cast<int64_t>(*dim);
  consumeToken();
  return success();
}

ParseResult Parser::parseXInDimensionList() {
  if (getToken().isNot(TokenKind::bare_identifier) || getTokenSpelling()[0] != 'x')
    return emitWrongTokenError("expected 'x' in dimension list");
  // `xf32`: continue lexing right after the 'x'.
  if (getTokenSpelling().size() != 1) {
    resetToken(getTokenOffset() + 1);
    return success();
  }
  consumeToken();
  return success();
}

ParseResult Parser::parseDimensionListRanked(std::vector<int64_t> &dims, bool allowDynamic, bool withTrailingX) {
  auto parseDim = [&]() -> ParseResult {
    size_t loc = getTokenOffset();
    if (consumeIf(TokenKind::question)) {
      if (!allowDynamic) return emitError(loc, "expected static shape");
      dims.push_back(kDynamic);
      return success();
    }
    int64_t value;
    if (parseIntegerInDimensionList(value)) return failure();
    dims.push_back(value);
    return success();
  };
  if (withTrailingX) {
    while (getToken().isAny(TokenKind::integer, TokenKind::question))
      if (parseDim() || parseXInDimensionList()) return failure();
    return success();
  }
  if (getToken().isAny(TokenKind::integer, TokenKind::question)) {
    if (parseDim()) return failure();
    while (getToken().is(TokenKind::bare_identifier) && getTokenSpelling()[0] == 'x')
      if (parseXInDimensionList() || parseDim()) return failure();
  }
  return success();
}

Type Parser::parseTensorType() {
  consumeToken();  // tensor
  if (parseToken(TokenKind::less, "expected '<' in tensor type")) return Type();
  bool isUnranked = false;
  std::vector<int64_t> dims;
  if (consumeIf(TokenKind::star)) {
    isUnranked = true;
    if (parseXInDimensionList()) return Type();
  } else if (parseDimensionListRanked(dims)) {
    return Type();
  }
  size_t elementTypeLoc = getTokenOffset();
  Type elementType = parseType();
  if (!elementType) return Type();
  Attribute encoding;
  if (consumeIf(TokenKind::comma)) {
    encoding = parseAttribute();
    if (!encoding) return Type();
  }
  if (parseToken(TokenKind::greater, "expected '>' in tensor type")) return Type();
  if (!isValidTensorElementType(elementType)) return (emitError(elementTypeLoc, "invalid tensor element type"), Type());
  if (isUnranked) {
    if (encoding) return (emitError("cannot apply encoding to unranked tensor"), Type());
    return UnrankedTensorType::get(elementType);
  }
  if (encoding) return RankedTensorType::get(dims, elementType, encoding);
  return RankedTensorType::get(getContext(), dims, elementType);
}

Type Parser::parseMemRefType() {
  size_t loc = getTokenOffset();
  consumeToken();  // memref
  if (parseToken(TokenKind::less, "expected '<' in memref type")) return Type();
  bool isUnranked = false;
  std::vector<int64_t> dims;
  if (consumeIf(TokenKind::star)) {
    isUnranked = true;
    if (parseXInDimensionList()) return Type();
  } else if (parseDimensionListRanked(dims)) {
    return Type();
  }
  size_t typeLoc = getTokenOffset();
  Type elementType = parseType();
  if (!elementType) return Type();
  if (!isValidMemRefElementType(elementType)) return (emitError(typeLoc, "invalid memref element type"), Type());

  Attribute layout, memorySpace;
  auto parseElt = [&]() -> ParseResult {
    Attribute attr = parseAttribute();
    if (!attr) return failure();
    // A dialect attribute is a layout when its dialect gives it strides
    // (Context::registerDialectLayoutStrides), otherwise a memory space.
    bool isDialectLayout = false;
    if (auto dialectAttr = attr.dyn_cast<DialectAttr>()) {
      if (Context::DialectLayoutStridesFn strides = getContext()->lookupDialectLayoutStrides(dialectAttr.getDialect())) {
        std::vector<int64_t> layoutStrides;
        int64_t layoutOffset = 0;
        isDialectLayout = succeeded(strides(attr, dims, layoutStrides, layoutOffset));
      }
    }
    if (attr.isa<StridedLayoutAttr>() || attr.isa<AffineMapAttr>() || isDialectLayout) {
      layout = attr;
    } else if (memorySpace) {
      return emitError("multiple memory spaces specified in memref type");
    } else {
      memorySpace = attr;
      return success();
    }
    if (isUnranked) return emitError("cannot have affine map for unranked memref type");
    if (memorySpace) return emitError("expected memory space to be last in memref type");
    return success();
  };
  if (!consumeIf(TokenKind::greater)) {
    if (parseToken(TokenKind::comma, "expected ',' or '>' in memref type") ||
        parseCommaSeparatedListUntil(TokenKind::greater, parseElt, /*allowEmptyList=*/false))
      return Type();
  }

  if (isUnranked) return UnrankedMemRefType::get(elementType, memorySpace);

  // MLIR verifies the layout against the rank when building the type.
  if (auto map = layout.dyn_cast<AffineMapAttr>()) {
    unsigned numDims = map.getValue().getNumDims();
    if (numDims != dims.size()) {
      emitError(loc, "memref layout mismatch between rank and affine map: " + std::to_string(dims.size()) +
                         " != " + std::to_string(numDims));
      return Type();
    }
  } else if (auto strided = layout.dyn_cast<StridedLayoutAttr>()) {
    if (strided.getStrides().size() != dims.size())
      return (emitError(loc, "expected the number of strides to match the rank"), Type());
  }
  return MemRefType::get(dims, elementType, layout, memorySpace);
}

Type Parser::parseVectorType() {
  size_t loc = getTokenOffset();
  consumeToken();  // vector
  if (parseToken(TokenKind::less, "expected '<' in vector type")) return Type();
  std::vector<int64_t> dims;
  while (getToken().is(TokenKind::integer)) {
    int64_t value;
    if (parseIntegerInDimensionList(value) || parseXInDimensionList()) return Type();
    dims.push_back(value);
  }
  if (getToken().is(TokenKind::l_square)) return (emitError("scalable vectors are not supported by tbuf"), Type());
  Type elementType = parseType();
  if (!elementType || parseToken(TokenKind::greater, "expected '>' in vector type")) return Type();
  // Checked when the type is built, as MLIR's VectorType::verify does.
  for (int64_t d : dims) {
    if (d > 0) continue;
    std::string list;
    for (int64_t x : dims) list += (list.empty() ? "" : ", ") + std::to_string(x);
    return (emitError(loc, "vector types must have positive constant sizes but got " + list), Type());
  }
  if (!elementType.isa<IntegerType>() && !elementType.isa<IndexType>() && !elementType.isa<FloatType>())
    return (emitError(loc, "failed to verify 'elementType': VectorElementTypeInterface instance"), Type());
  return VectorType::get(dims, elementType);
}

Type Parser::parseTupleType() {
  consumeToken();  // tuple
  if (parseToken(TokenKind::less, "expected '<' in tuple type")) return Type();
  if (consumeIf(TokenKind::greater)) return TupleType::get(getContext(), {});
  std::vector<Type> types;
  if (parseTypeListNoParens(types) || parseToken(TokenKind::greater, "expected '>' in tuple type")) return Type();
  return TupleType::get(getContext(), types);
}

Type Parser::parseExtendedType() {
  Token tok = getToken();
  std::string_view identifier = tok.spelling.substr(1);
  size_t identEnd = getTokenEndOffset();
  consumeToken();

  size_t dot = identifier.find('.');
  bool isPrettyName = dot != std::string_view::npos;
  bool hasTrailingData = getToken().is(TokenKind::less) && getTokenOffset() == identEnd;

  // `!name` with no dot and no `<...>`: a type alias.
  if (!hasTrailingData && !isPrettyName) {
    auto it = state.symbols.typeAliases.find(toAbsl(identifier));
    if (it == state.symbols.typeAliases.end()) {
      emitWrongTokenError("undefined symbol alias id '" + std::string(identifier) + "'");
      return Type();
    }
    return it->second;
  }

  std::string_view dialect = isPrettyName ? identifier.substr(0, dot) : identifier;
  std::string data;
  if (!isPrettyName) {
    // Verbose form `!dialect<...>`: keep what is inside the angle brackets.
    std::string_view body;
    if (parseDialectSymbolBody(body)) return Type();
    data = std::string(body.substr(1, body.size() - 2));
  } else {
    data = std::string(identifier.substr(dot + 1));
    if (hasTrailingData) {
      std::string_view body;
      if (parseDialectSymbolBody(body)) return Type();
      data += std::string(body);
    }
  }
  return OpaqueType::get(getContext(), dialect, data);
}

}  // namespace tbuf::parser_detail

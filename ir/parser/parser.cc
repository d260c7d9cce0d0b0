// Top level of the parser: the public entry points (parser.h), the file-level
// grammar (ops, `#alias = ...`, `!alias = ...`, `{-# metadata #-}`), and the
// implicit `builtin.module` that wraps the top-level ops unless the file is a
// single module (MLIR's TopLevelOperationParser and parseSourceFile).
#include "ir/parser/parser.h"

#include "ir/parser/parser_impl.h"

namespace tbuf {
namespace parser_detail {
namespace {

class TopLevelParser : public Parser {
 public:
  explicit TopLevelParser(ParserState &state) : Parser(state) {}

  /// Parses everything into `opParser`'s top-level op.
  ParseResult parse(OperationParser &opParser);

 private:
  ParseResult parseAttributeAliasDef();
  ParseResult parseTypeAliasDef();
  ParseResult parseFileMetadataDictionary();
  /// Skips one `key: value` resource entry value (a single token).
  ParseResult skipResourceSection();
};

ParseResult TopLevelParser::parseAttributeAliasDef() {
  std::string aliasName(getTokenSpelling().substr(1));
  if (state.symbols.attributeAliases.contains(aliasName) || state.symbols.locationAliases.contains(aliasName))
    return emitError("redefinition of attribute alias id '" + aliasName + "'");
  if (aliasName.find('.') != std::string::npos)
    return emitError("attribute names with a '.' are reserved for dialect-defined names");
  consumeToken();
  if (parseToken(TokenKind::equal, "expected '=' in attribute alias definition")) return failure();

  // `#loc = loc(...)`: remembered by name only (locations are not kept).
  if (getToken().isKeyword("loc")) {
    consumeToken();
    if (parseToken(TokenKind::l_paren, "expected '(' in inline location") ||
        parseLocationInstance(/*allowDeferredAlias=*/false) ||
        parseToken(TokenKind::r_paren, "expected ')' in inline location"))
      return failure();
    state.symbols.locationAliases.insert(aliasName);
    return success();
  }
  Attribute attr = parseAttribute();
  if (!attr) return failure();
  state.symbols.attributeAliases[aliasName] = attr;
  return success();
}

ParseResult TopLevelParser::parseTypeAliasDef() {
  std::string aliasName(getTokenSpelling().substr(1));
  if (state.symbols.typeAliases.contains(aliasName))
    return emitError("redefinition of type alias id '" + aliasName + "'");
  if (aliasName.find('.') != std::string::npos)
    return emitError("type names with a '.' are reserved for dialect-defined names");
  consumeToken();
  if (parseToken(TokenKind::equal, "expected '=' in type alias definition")) return failure();
  Type type = parseType();
  if (!type) return failure();
  state.symbols.typeAliases.emplace(aliasName, type);
  return success();
}

ParseResult TopLevelParser::skipResourceSection() {
  // { group: { key: value, ... }, ... } -- values are single tokens.
  if (parseToken(TokenKind::l_brace, "expected '{'")) return failure();
  return parseCommaSeparatedListUntil(TokenKind::r_brace, [&]() -> ParseResult {
    std::string name;
    if (parseOptionalKeyword(&name)) return emitError("expected identifier key for 'resource' entry");
    if (parseToken(TokenKind::colon, "expected ':'") || parseToken(TokenKind::l_brace, "expected '{'"))
      return failure();
    return parseCommaSeparatedListUntil(TokenKind::r_brace, [&]() -> ParseResult {
      std::string key;
      if (parseOptionalKeywordOrString(&key)) return emitError("expected identifier key for 'resource' entry");
      if (parseToken(TokenKind::colon, "expected ':'")) return failure();
      if (getToken().isAny(TokenKind::eof, TokenKind::error)) return emitError("expected resource value");
      consumeToken();
      return success();
    });
  });
}

ParseResult TopLevelParser::parseFileMetadataDictionary() {
  consumeToken();  // {-#
  return parseCommaSeparatedListUntil(TokenKind::file_metadata_end, [&]() -> ParseResult {
    size_t keyLoc = getTokenOffset();
    std::string key;
    if (parseOptionalKeyword(&key)) return emitError("expected identifier key in file metadata dictionary");
    if (parseToken(TokenKind::colon, "expected ':'")) return failure();
    if (key == "dialect_resources" || key == "external_resources") return skipResourceSection();
    return emitError(keyLoc, "unknown key '" + key + "' in file metadata dictionary");
  });
}

ParseResult TopLevelParser::parse(OperationParser &opParser) {
  while (true) {
    switch (getToken().kind) {
      case TokenKind::eof:
        return opParser.finalize();
      case TokenKind::error:
        return failure();
      case TokenKind::hash_identifier:
        if (parseAttributeAliasDef()) return failure();
        break;
      case TokenKind::exclamation_identifier:
        if (parseTypeAliasDef()) return failure();
        break;
      case TokenKind::file_metadata_begin:
        if (parseFileMetadataDictionary()) return failure();
        break;
      default:
        if (opParser.parseOperation()) return failure();
        break;
    }
  }
}

/// Runs `parseFn` on a fresh parser over `text` and checks that all of the
/// text was consumed.
template <typename T, typename Fn> T parseSymbol(Context &ctx, std::string_view text, Fn &&parseFn) {
  const SourceBuffer *buffer = ctx.getSourceManager().addBuffer(std::string(text), std::string(text));
  ParserState state(ctx, buffer, 0, buffer->getContents().size());
  Parser parser(state);
  if (state.hadError) return T();
  T result = parseFn(parser);
  if (!result) return T();
  if (parser.getToken().isNot(TokenKind::eof)) {
    parser.emitError(parser.getTokenOffset(),
                     "found trailing characters: '" + std::string(text.substr(parser.getTokenOffset())) + "'");
    return T();
  }
  return result;
}

}  // namespace

Operation *parseTopLevel(ParserState &state) {
  Location moduleLoc{state.lex.getBuffer(), 0, 0};
  OwningOpRef topLevel(ModuleOp::create(&state.ctx, moduleLoc).getOperation());
  {
    OperationParser opParser(state, topLevel.get());
    ParseResult result = state.hadError ? ParseResult(failure()) : TopLevelParser(state).parse(opParser);
    if (result || state.hadError) {
      opParser.setFailed();
      return nullptr;  // opParser's destructor runs before topLevel's
    }
  }
  // A file that is exactly one builtin.module is that module.
  Block *body = &topLevel->getRegion(0).front();
  if (!body->empty() && &body->front() == &body->back() && body->front().getName() == "builtin.module") {
    Operation *module = &body->front();
    module->remove();
    return module;
  }
  return topLevel.release();
}

}  // namespace parser_detail

OwningOpRef parseSourceString(Context &ctx, std::string_view source, std::string_view bufferName) {
  const SourceBuffer *buffer = ctx.getSourceManager().addBuffer(std::string(bufferName), std::string(source));
  return parseSourceBuffer(ctx, buffer);
}

OwningOpRef parseSourceBuffer(Context &ctx, const SourceBuffer *buffer, size_t begin, size_t end) {
  parser_detail::ParserState state(ctx, buffer, begin, end);
  return OwningOpRef(parser_detail::parseTopLevel(state));
}

Type parseType(Context &ctx, std::string_view text) {
  return parser_detail::parseSymbol<Type>(ctx, text, [](parser_detail::Parser &p) { return p.parseType(); });
}

Attribute parseAttribute(Context &ctx, std::string_view text) {
  return parser_detail::parseSymbol<Attribute>(ctx, text,
                                               [](parser_detail::Parser &p) { return p.parseAttribute(); });
}

}  // namespace tbuf

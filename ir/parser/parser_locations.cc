// Location parsing (MLIR's LocationParser.cpp). tbuf keeps the source
// position of every op instead of location attributes, so `loc(...)` is
// parsed, checked and dropped: unknown, "file":line(:col)( to ...), "name",
// "name"(child), callsite(callee at caller), fused<metadata>[...], and
// `#alias` references (which may be defined later in the file).
#include "ir/parser/parser_impl.h"

namespace tbuf::parser_detail {

ParseResult Parser::parseLocationInstance(bool allowDeferredAlias) {
  DepthGuard guard(*this);
  if (!guard.ok()) return failure();
  const Token &tok = getToken();

  if (tok.is(TokenKind::hash_identifier)) {
    std::string_view name = tok.spelling.substr(1);
    size_t offset = getTokenOffset();
    if (name.find('.') != std::string_view::npos) {
      // A dialect attribute is never a location.
      Attribute attr = parseExtendedAttr(Type());
      if (!attr) return failure();
      return emitError() << "expected location attribute, but got" << attr;
    }
    consumeToken();
    if (state.symbols.locationAliases.contains(toAbsl(name))) return success();
    auto it = state.symbols.attributeAliases.find(toAbsl(name));
    if (it != state.symbols.attributeAliases.end())
      return emitError(offset) << "expected location, but found '" << it->second << "'";
    if (!allowDeferredAlias) return emitError(offset, "undefined symbol alias id '" + std::string(name) + "'");
    state.deferredLocationAliases.push_back({std::string(name), offset});
    return success();
  }

  if (tok.is(TokenKind::string)) {
    consumeToken();
    if (consumeIf(TokenKind::colon)) {
      // "file":line, "file":line:col, "file":line:col to (line)?:col
      if (getToken().isNot(TokenKind::integer) || !getToken().getUInt64IntegerValue())
        return emitWrongTokenError("expected integer line number in FileLineColRange");
      consumeToken();
      if (!consumeIf(TokenKind::colon)) return success();
      if (getToken().isNot(TokenKind::integer))
        return emitWrongTokenError("expected integer column number in FileLineColRange");
      if (!getToken().getUInt64IntegerValue()) return emitError("expected integer column number in FileLineColRange");
      consumeToken();
      if (!consumeIfKeyword("to")) return success();
      if (getToken().is(TokenKind::integer)) {
        if (!getToken().getUInt64IntegerValue())
          return emitWrongTokenError("expected integer line number in FileLineColRange");
        consumeToken();
      }
      if (!consumeIf(TokenKind::colon))
        return emitWrongTokenError("expected either integer or `:` post `to` in FileLineColRange");
      if (getToken().isNot(TokenKind::integer))
        return emitWrongTokenError("expected integer column number in FileLineColRange");
      if (!getToken().getUInt64IntegerValue()) return emitError("expected integer column number in FileLineColRange");
      consumeToken();
      return success();
    }
    // A name location, optionally with a child location.
    if (consumeIf(TokenKind::l_paren)) {
      if (parseLocationInstance(/*allowDeferredAlias=*/false) ||
          parseToken(TokenKind::r_paren, "expected ')' after child location of NameLoc"))
        return failure();
    }
    return success();
  }

  if (tok.isKeyword("callsite")) {
    consumeToken();
    if (parseToken(TokenKind::l_paren, "expected '(' in callsite location") ||
        parseLocationInstance(/*allowDeferredAlias=*/false))
      return failure();
    if (!consumeIfKeyword("at")) return emitWrongTokenError("expected 'at' in callsite location");
    if (parseLocationInstance(/*allowDeferredAlias=*/false) ||
        parseToken(TokenKind::r_paren, "expected ')' in callsite location"))
      return failure();
    return success();
  }

  if (tok.isKeyword("fused")) {
    consumeToken();
    if (consumeIf(TokenKind::less)) {
      if (!parseAttribute() || parseToken(TokenKind::greater, "expected '>' after fused location metadata"))
        return failure();
    }
    return parseCommaSeparatedList(
        Delimiter::Square, [&]() { return parseLocationInstance(/*allowDeferredAlias=*/false); },
        " in fused location");
  }

  if (tok.isKeyword("unknown")) {
    consumeToken();
    return success();
  }
  return emitWrongTokenError("expected location instance");
}

ParseResult Parser::parseOptionalTrailingLocation() {
  if (!consumeIfKeyword("loc")) return success();
  if (parseToken(TokenKind::l_paren, "expected '(' in location") ||
      parseLocationInstance(/*allowDeferredAlias=*/true) || parseToken(TokenKind::r_paren, "expected ')' in location"))
    return failure();
  return success();
}

ParseResult Parser::resolveDeferredLocationAliases() {
  for (const DeferredLocationAlias &ref : state.deferredLocationAliases) {
    if (state.symbols.locationAliases.contains(ref.name)) continue;
    auto it = state.symbols.attributeAliases.find(ref.name);
    if (it != state.symbols.attributeAliases.end())
      return emitError(ref.offset) << "expected location, but found '" << it->second << "'";
    return emitError(ref.offset, "operation location alias was never defined");
  }
  return success();
}

}  // namespace tbuf::parser_detail

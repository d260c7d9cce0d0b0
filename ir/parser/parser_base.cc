// The token-level parser base shared by every part of the parser: token
// consumption, diagnostics with MLIR's location heuristics, comma-separated
// lists, keywords, strings, integers and float literals.
#include <cmath>
#include <cstring>
#include <limits>

#include "ir/parser/parser_impl.h"

namespace tbuf::parser_detail {

ParserState::ParserState(Context &ctx, const SourceBuffer *buffer, size_t begin, size_t end)
    : ctx(ctx), lex(buffer, begin, end), builder(&ctx), emptyDictionary(ctx.getEmptyDictionary()) {
  curToken = lex.lexToken();
  if (curToken.is(TokenKind::error)) {
    hadError = true;
    ctx.getDiagEngine().emit(
        Diagnostic{buffer->getLocation(lex.getErrorOffset()), Severity::Error, lex.getErrorMessage(), {}});
  }
}

Location Parser::getLocationOnNewLine(size_t offset) const {
  const SourceBuffer *buffer = state.lex.getBuffer();
  std::string_view text = buffer->getContents();
  // Usually the offset is on one of the next few lines: step to it.
  if (state.lineEnd > state.lineBegin && offset >= state.lineEnd && offset < text.size()) {
    size_t begin = state.lineEnd;
    uint32_t line = state.lineNumber + 1;
    // The buffer knows where each line starts: no scan for the newline.
    for (int steps = 0; steps < 4 && line <= buffer->getNumLines(); ++steps, ++line) {
      size_t end = buffer->getLineEnd(line);
      if (offset < end) {
        state.lineBegin = begin;
        state.lineEnd = end;
        state.lineNumber = line;
        return Location{buffer, line, static_cast<uint32_t>(offset - begin) + 1};
      }
      begin = end;
    }
  }
  Location loc = buffer->getLocation(offset);
  // The line holds offsets [offset - (col - 1), its newline]; a location
  // past the end of the text (clamped by the buffer) is not cached.
  if (offset < text.size()) {
    state.lineBegin = offset - (loc.col - 1);
    state.lineEnd = buffer->getLineEnd(loc.line);
    state.lineNumber = loc.line;
  }
  return loc;
}

void Parser::reportLexError() {
  if (state.hadError) return;
  state.hadError = true;
  state.ctx.getDiagEngine().emit(
      Diagnostic{getLocation(state.lex.getErrorOffset()), Severity::Error, state.lex.getErrorMessage(), {}});
}

void Parser::resetToken(size_t offset) {
  state.lex.resetPointer(offset);
  state.curToken = state.lex.lexToken();
  if (state.curToken.is(TokenKind::error)) reportLexError();
}

// ---- diagnostics ---------------------------------------------------------------

InFlightDiagnostic Parser::emitError(Location loc, std::string_view message) {
  InFlightDiagnostic diag(&state.ctx.getDiagEngine(), loc, Severity::Error);
  if (state.hadError || getToken().is(TokenKind::error)) {
    diag.abandon();
  } else {
    state.hadError = true;
  }
  if (!message.empty()) diag << message;
  return diag;
}

InFlightDiagnostic Parser::emitError(size_t offset, std::string_view message) {
  return emitError(getLocation(offset), message);
}

InFlightDiagnostic Parser::emitError(std::string_view message) {
  size_t offset = getTokenOffset();
  if (getToken().is(TokenKind::eof) && offset > state.lex.getBegin()) --offset;
  return emitError(offset, message);
}

InFlightDiagnostic Parser::emitWrongTokenError(std::string_view message) {
  size_t offset = getTokenOffset();
  size_t begin = state.lex.getBegin();
  if (getToken().is(TokenKind::eof) && offset > begin) --offset;
  const char *data = state.lex.getData();
  size_t original = offset;
  // Back up over blank lines (and comments on them) to the end of the
  // previous line with content.
  size_t end = offset;  // [begin, end) is the text before the token
  while (true) {
    while (end > begin && (data[end - 1] == ' ' || data[end - 1] == '\t')) --end;
    if (end == begin) return emitError(original, message);
    if (data[end - 1] != '\n' && data[end - 1] != '\r') return emitError(end, message);
    --end;  // drop the newline
    // If the previous line has a `//` comment, report before it.
    size_t lineStart = end;
    while (lineStart > begin && data[lineStart - 1] != '\n' && data[lineStart - 1] != '\r') --lineStart;
    std::string_view prevLine(data + lineStart, end - lineStart);
    size_t comment = prevLine.find("//");
    if (comment != std::string_view::npos) end = lineStart + comment;
  }
}

void Parser::DepthGuard::reportTooDeep() {
  p_.emitError("nesting is too deep (more than " + std::to_string(kMaxNestingDepth) + " levels)");
}

// ---- lists -----------------------------------------------------------------------

ParseResult Parser::parseCommaSeparatedList(Delimiter delimiter, absl::FunctionRef<ParseResult()> parseElement,
                                            std::string_view contextMessage) {
  // Messages are only built for the error path: lists are parsed for almost
  // every op, and building them eagerly cost an allocation per list.
  auto expect = [&](TokenKind kind) -> ParseResult {
    if (consumeIf(kind)) return success();
    return emitWrongTokenError("expected '" + std::string(tbuf::getTokenSpelling(kind)) + "'" +
                               std::string(contextMessage));
  };
  TokenKind open = TokenKind::eof, close = TokenKind::eof;
  bool optional = false;
  switch (delimiter) {
    case Delimiter::None: break;
    case Delimiter::OptionalParen: optional = true; [[fallthrough]];
    case Delimiter::Paren: open = TokenKind::l_paren; close = TokenKind::r_paren; break;
    case Delimiter::OptionalLessGreater: optional = true; [[fallthrough]];
    case Delimiter::LessGreater: open = TokenKind::less; close = TokenKind::greater; break;
    case Delimiter::OptionalSquare: optional = true; [[fallthrough]];
    case Delimiter::Square: open = TokenKind::l_square; close = TokenKind::r_square; break;
    case Delimiter::OptionalBraces: optional = true; [[fallthrough]];
    case Delimiter::Braces: open = TokenKind::l_brace; close = TokenKind::r_brace; break;
  }
  if (open != TokenKind::eof) {
    if (optional && getToken().isNot(open)) return success();
    if (expect(open)) return failure();
    if (consumeIf(close)) return success();
  }

  if (parseElement()) return failure();
  while (consumeIf(TokenKind::comma))
    if (parseElement()) return failure();

  if (close == TokenKind::eof) return success();
  return expect(close);
}

ParseResult Parser::parseCommaSeparatedListUntil(TokenKind rightToken, absl::FunctionRef<ParseResult()> parseElement,
                                                 bool allowEmptyList) {
  if (getToken().is(rightToken)) {
    if (!allowEmptyList) return emitWrongTokenError("expected list element");
    consumeToken();
    return success();
  }
  if (parseCommaSeparatedList(parseElement)) return failure();
  if (consumeIf(rightToken)) return success();
  return emitWrongTokenError("expected ',' or '" + std::string(tbuf::getTokenSpelling(rightToken)) + "'");
}

// ---- keywords, strings, numbers ---------------------------------------------------

ParseResult Parser::parseOptionalKeyword(std::string *keyword) {
  if (!isCurrentTokenAKeyword()) return failure();
  if (keyword) *keyword = std::string(getTokenSpelling());
  consumeToken();
  return success();
}

ParseResult Parser::parseOptionalString(std::string *string) {
  if (getToken().isNot(TokenKind::string)) return failure();
  if (string) *string = getToken().getStringValue();
  consumeToken();
  return success();
}

ParseResult Parser::parseOptionalKeywordOrString(std::string *result) {
  if (succeeded(parseOptionalKeyword(result))) return success();
  return parseOptionalString(result);
}

// ---- floats -------------------------------------------------------------------------

namespace {

unsigned floatWidth(FloatKind kind) {
  switch (kind) {
    case FloatKind::BF16:
    case FloatKind::F16: return 16;
    case FloatKind::F32: return 32;
    case FloatKind::F64: return 64;
  }
  return 64;
}

double halfBitsToDouble(uint16_t h) {
  int sign = (h >> 15) & 1;
  int exp = (h >> 10) & 0x1f;
  int mant = h & 0x3ff;
  double v;
  if (exp == 0) {
    v = std::ldexp(static_cast<double>(mant), -24);
  } else if (exp == 31) {
    v = mant ? std::numeric_limits<double>::quiet_NaN() : std::numeric_limits<double>::infinity();
  } else {
    v = std::ldexp(static_cast<double>(mant | 0x400), exp - 25);
  }
  return sign ? -v : v;
}

}  // namespace

/// Reinterprets the low bits of `bits` as a float of `kind`.
double floatFromBits(uint64_t bits, FloatKind kind) {
  switch (kind) {
    case FloatKind::F16:
      return halfBitsToDouble(static_cast<uint16_t>(bits));
    case FloatKind::BF16: {
      uint32_t w = static_cast<uint32_t>(bits & 0xffff) << 16;
      float f;
      std::memcpy(&f, &w, sizeof f);
      return f;
    }
    case FloatKind::F32: {
      uint32_t w = static_cast<uint32_t>(bits);
      float f;
      std::memcpy(&f, &w, sizeof f);
      return f;
    }
    case FloatKind::F64: {
      double d;
      std::memcpy(&d, &bits, sizeof d);
      return d;
    }
  }
  return 0;
}

namespace {

/// float -> IEEE half bits, round to nearest even.
uint16_t floatToHalfBits(float f) {
  uint32_t x;
  std::memcpy(&x, &f, sizeof x);
  uint32_t sign = (x >> 16) & 0x8000;
  uint32_t absx = x & 0x7fffffff;
  if (absx >= 0x7f800000) return static_cast<uint16_t>(sign | (absx > 0x7f800000 ? 0x7e00 : 0x7c00));
  if (absx >= 0x477ff000) return static_cast<uint16_t>(sign | 0x7c00);  // rounds to inf
  int exp = static_cast<int>(absx >> 23) - 127;
  uint32_t mant = (absx & 0x7fffff) | 0x800000;
  if (exp < -25) return static_cast<uint16_t>(sign);
  // Shift so that the result has 10 fraction bits (subnormals shift further).
  int shift = exp < -14 ? 13 + (-14 - exp) : 13;
  uint32_t halfMant = mant >> shift;
  uint32_t rem = mant & ((1u << shift) - 1);
  uint32_t halfway = 1u << (shift - 1);
  if (rem > halfway || (rem == halfway && (halfMant & 1))) ++halfMant;
  uint32_t bits = exp < -14 ? halfMant : ((static_cast<uint32_t>(exp + 15) << 10) + (halfMant - 0x400));
  return static_cast<uint16_t>(sign | bits);
}

}  // namespace

double roundToFloatKind(double v, FloatKind kind) {
  switch (kind) {
    case FloatKind::F64:
      return v;
    case FloatKind::F32:
      return static_cast<float>(v);
    case FloatKind::F16:
      return floatFromBits(floatToHalfBits(static_cast<float>(v)), FloatKind::F16);
    case FloatKind::BF16: {
      float f = static_cast<float>(v);
      uint32_t x;
      std::memcpy(&x, &f, sizeof x);
      if ((x & 0x7fffffff) > 0x7f800000) return f;  // NaN stays NaN
      x += 0x7fff + ((x >> 16) & 1);
      return floatFromBits(x >> 16, FloatKind::BF16);
    }
  }
  return v;
}

ParseResult Parser::parseFloatFromLiteral(double &result, const Token &tok, bool isNegative, FloatKind kind) {
  if (tok.is(TokenKind::floatliteral)) {
    std::optional<double> v = tok.getFloatingPointValue();
    if (!v) return emitError(state.lex.getOffset(tok), "floating point value too large");
    result = isNegative ? -*v : *v;
    return success();
  }
  if (tok.is(TokenKind::integer)) return parseFloatFromIntegerLiteral(result, tok, isNegative, kind);
  return emitError(state.lex.getOffset(tok), "expected floating point literal");
}

ParseResult Parser::parseFloatFromIntegerLiteral(double &result, const Token &tok, bool isNegative,
                                                 FloatKind kind) {
  size_t offset = state.lex.getOffset(tok);
  std::string_view spelling = tok.spelling;
  bool isHex = spelling.size() > 1 && spelling[1] == 'x';
  if (!isHex) {
    InFlightDiagnostic diag = emitError(offset, "unexpected decimal integer literal for a floating point value");
    diag.attachNote().message = "add a trailing dot to make the literal a float";
    return failure();
  }
  if (isNegative) return emitError(offset, "hexadecimal float literal should not have a leading minus");
  std::optional<uint64_t> bits = tok.getUInt64IntegerValue();
  unsigned width = floatWidth(kind);
  if (!bits || (width < 64 && (*bits >> width) != 0))
    return emitError(offset, "hexadecimal float constant out of range for type");
  result = floatFromBits(*bits, kind);
  return success();
}

}  // namespace tbuf::parser_detail

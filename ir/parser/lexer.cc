// Lexer of the MLIR text format (see lexer.h). Follows the grammar of MLIR's
// Lexer.cpp: bare-id ::= (letter|_) (letter|digit|[_$.])*, prefixed ids
// (#, %, ^, !) take digit+ or (letter|[$._-]) (letter|digit|[$._-])*, strings
// allow \" \\ \n \t and \XX escapes, `//` starts a line comment.
#include "ir/parser/lexer.h"

#include <array>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <limits>

#include "ir/diagnostics.h"

namespace tbuf {
namespace {

bool isAlpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isHexDigit(char c) { return isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }
/// Punctuation allowed in prefixed identifiers: [$._-].
bool isPunct(char c) { return c == '$' || c == '.' || c == '_' || c == '-'; }

/// Character classes for the identifier and whitespace loops: one table
/// lookup per character instead of a chain of comparisons (the lexer touches
/// every byte of the input).
enum CharClass : uint8_t {
  kIdChar = 1,      ///< letter, digit, `_`, `$`, `.`: continues a bare or @ identifier
  kPrefixChar = 2,  ///< kIdChar or `-`: continues a prefixed identifier
  kSpace = 4,       ///< ' ', '\t', '\n', '\r', NUL (skipped between tokens)
};
constexpr std::array<uint8_t, 256> makeCharClasses() {
  std::array<uint8_t, 256> table{};
  for (int c = 0; c < 256; ++c) {
    bool alnum = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
    if (alnum || c == '_' || c == '$' || c == '.') table[c] |= kIdChar | kPrefixChar;
    if (c == '-') table[c] |= kPrefixChar;
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\0') table[c] |= kSpace;
  }
  return table;
}
constexpr std::array<uint8_t, 256> kCharClasses = makeCharClasses();
bool hasClass(char c, CharClass cls) { return kCharClasses[static_cast<unsigned char>(c)] & cls; }

int hexValue(char c) {
  if (isDigit(c)) return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return c - 'A' + 10;
}

/// Unescapes the body of a string literal (without the quotes).
std::string unescape(std::string_view body) {
  std::string result;
  result.reserve(body.size());
  for (size_t i = 0; i < body.size(); ++i) {
    char c = body[i];
    if (c != '\\' || i + 1 >= body.size()) {
      result.push_back(c);
      continue;
    }
    char next = body[i + 1];
    if (next == '"' || next == '\\') {
      result.push_back(next);
      ++i;
    } else if (next == 'n') {
      result.push_back('\n');
      ++i;
    } else if (next == 't') {
      result.push_back('\t');
      ++i;
    } else if (i + 2 < body.size() && isHexDigit(next) && isHexDigit(body[i + 2])) {
      result.push_back(static_cast<char>(hexValue(next) * 16 + hexValue(body[i + 2])));
      i += 2;
    } else {
      result.push_back(c);  // the lexer rejects other escapes
    }
  }
  return result;
}

}  // namespace

// ---- Token -------------------------------------------------------------------

std::optional<uint64_t> Token::getUInt64IntegerValue() const {
  std::string_view s = spelling;
  bool isHex = s.size() > 1 && s[1] == 'x';
  uint64_t result = 0;
  if (isHex) {
    if (s.size() <= 2) return std::nullopt;
    for (char c : s.substr(2)) {
      if (!isHexDigit(c) || result > (std::numeric_limits<uint64_t>::max() >> 4)) return std::nullopt;
      result = result * 16 + hexValue(c);
    }
    return result;
  }
  if (s.empty()) return std::nullopt;
  for (char c : s) {
    if (!isDigit(c)) return std::nullopt;
    uint64_t d = c - '0';
    if (result > (std::numeric_limits<uint64_t>::max() - d) / 10) return std::nullopt;
    result = result * 10 + d;
  }
  return result;
}

std::optional<double> Token::getFloatingPointValue() const {
  std::string text(spelling);
  errno = 0;
  char *endPtr = nullptr;
  double v = std::strtod(text.c_str(), &endPtr);
  if (endPtr != text.c_str() + text.size()) return std::nullopt;
  if (errno == ERANGE && (v == HUGE_VAL || v == -HUGE_VAL)) return std::nullopt;
  return v;
}

std::optional<unsigned> Token::getIntTypeBitwidth() const {
  size_t start = spelling[0] == 'i' ? 1 : 2;
  uint64_t result = 0;
  for (char c : spelling.substr(start)) {
    result = result * 10 + (c - '0');
    if (result > std::numeric_limits<uint32_t>::max()) return std::nullopt;
  }
  return static_cast<unsigned>(result);
}

std::optional<bool> Token::getIntTypeSignedness() const {
  if (spelling[0] == 'i') return std::nullopt;
  if (spelling[0] == 's') return true;
  return false;
}

std::string Token::getStringValue() const {
  std::string_view s = spelling;
  if (kind == TokenKind::string) {
    if (s.size() < 2) return std::string();
    return unescape(s.substr(1, s.size() - 2));
  }
  if (kind == TokenKind::at_identifier) return getSymbolReference();
  if (s.empty()) return std::string();
  return std::string(s.substr(1));
}

std::optional<std::string> Token::getHexStringValue() const {
  if (kind != TokenKind::string || spelling.size() < 2) return std::nullopt;
  std::string_view body = spelling.substr(1, spelling.size() - 2);
  if (body.size() < 2 || body[0] != '0' || body[1] != 'x') return std::nullopt;
  body.remove_prefix(2);
  if (body.size() % 2 != 0) return std::nullopt;
  std::string result;
  result.reserve(body.size() / 2);
  for (size_t i = 0; i < body.size(); i += 2) {
    if (!isHexDigit(body[i]) || !isHexDigit(body[i + 1])) return std::nullopt;
    result.push_back(static_cast<char>(hexValue(body[i]) * 16 + hexValue(body[i + 1])));
  }
  return result;
}

std::string Token::getSymbolReference() const {
  std::string_view name = spelling.substr(1);
  if (!name.empty() && name.front() == '"') {
    if (name.size() < 2) return std::string();
    return unescape(name.substr(1, name.size() - 2));
  }
  return std::string(name);
}

std::optional<unsigned> Token::getHashIdentifierNumber() const {
  if (spelling.size() < 2) return std::nullopt;
  uint64_t result = 0;
  for (char c : spelling.substr(1)) {
    if (!isDigit(c)) return std::nullopt;
    result = result * 10 + (c - '0');
    if (result > std::numeric_limits<uint32_t>::max()) return std::nullopt;
  }
  return static_cast<unsigned>(result);
}

std::string_view getTokenSpelling(TokenKind kind) {
  switch (kind) {
    case TokenKind::arrow: return "->";
    case TokenKind::colon: return ":";
    case TokenKind::comma: return ",";
    case TokenKind::ellipsis: return "...";
    case TokenKind::equal: return "=";
    case TokenKind::greater: return ">";
    case TokenKind::l_brace: return "{";
    case TokenKind::l_paren: return "(";
    case TokenKind::l_square: return "[";
    case TokenKind::less: return "<";
    case TokenKind::minus: return "-";
    case TokenKind::plus: return "+";
    case TokenKind::question: return "?";
    case TokenKind::r_brace: return "}";
    case TokenKind::r_paren: return ")";
    case TokenKind::r_square: return "]";
    case TokenKind::star: return "*";
    case TokenKind::vertical_bar: return "|";
    case TokenKind::file_metadata_begin: return "{-#";
    case TokenKind::file_metadata_end: return "#-}";
    default: return "";
  }
}

// ---- Lexer -------------------------------------------------------------------

Lexer::Lexer(const SourceBuffer *buffer, size_t begin, size_t end) : buffer_(buffer) {
  std::string_view contents = buffer->getContents();
  data_ = contents.data();
  end_ = end > contents.size() ? contents.size() : end;
  begin_ = begin > end_ ? end_ : begin;
  cur_ = begin_;
}

Token Lexer::formToken(TokenKind kind, size_t start) const {
  return Token{kind, std::string_view(data_ + start, cur_ - start)};
}

Token Lexer::emitError(size_t offset, std::string message) {
  errorMessage_ = std::move(message);
  errorOffset_ = offset;
  return formToken(TokenKind::error, offset > cur_ ? cur_ : offset);
}

Token Lexer::lexToken() {
  // Hot loop of the whole parser (every token of the input comes through
  // here): the position lives in a local, and the common tokens (bare
  // identifiers, `%name`, punctuation) are formed without further calls.
  const char *data = data_;
  const size_t end = end_;
  size_t cur = cur_;
  while (true) {
    while (cur < end && hasClass(data[cur], kSpace)) ++cur;
    size_t start = cur;
    if (cur >= end) {
      cur_ = cur;
      return formToken(TokenKind::eof, start);
    }
    char c = data[cur++];
    cur_ = cur;
    switch (c) {
      case '%': {
        // `%` followed by a letter or [$._-] and then prefixed-identifier
        // characters: the SSA names of every op (digits and errors take the
        // general path).
        if (cur < end && hasClass(data[cur], kPrefixChar) && !isDigit(data[cur])) {
          do {
            ++cur;
          } while (cur < end && hasClass(data[cur], kPrefixChar));
          cur_ = cur;
          return Token{TokenKind::percent_identifier, std::string_view(data + start, cur - start)};
        }
        return lexPrefixedIdentifier(start);
      }
      case ':': return Token{TokenKind::colon, std::string_view(data + start, 1)};
      case ',': return Token{TokenKind::comma, std::string_view(data + start, 1)};
      case '(': return Token{TokenKind::l_paren, std::string_view(data + start, 1)};
      case ')': return Token{TokenKind::r_paren, std::string_view(data + start, 1)};
      case '[': return Token{TokenKind::l_square, std::string_view(data + start, 1)};
      case ']': return Token{TokenKind::r_square, std::string_view(data + start, 1)};
      case '<': return Token{TokenKind::less, std::string_view(data + start, 1)};
      case '>': return Token{TokenKind::greater, std::string_view(data + start, 1)};
      case '=': return Token{TokenKind::equal, std::string_view(data + start, 1)};
      case '+': return Token{TokenKind::plus, std::string_view(data + start, 1)};
      case '*': return Token{TokenKind::star, std::string_view(data + start, 1)};
      case '?': return Token{TokenKind::question, std::string_view(data + start, 1)};
      case '|': return Token{TokenKind::vertical_bar, std::string_view(data + start, 1)};
      case '}': return Token{TokenKind::r_brace, std::string_view(data + start, 1)};
      case ' ':
      case '\t':
      case '\n':
      case '\r':
      case '\0':  // a stray NUL inside the buffer is skipped, as MLIR does
        continue;
      case '/':
        if (cur < end && data[cur] == '/') {
          skipComment();
          cur = cur_;
          continue;
        }
        return lexOtherToken(c, start);  // the error (kept out of this function)
      default:
        if (isAlpha(c) || c == '_') return lexBareIdentifierOrKeyword(start);
        return lexOtherToken(c, start);
    }
  }
}

Token Lexer::lexOtherToken(char c, size_t start) {
  switch (c) {
    case '.': return lexEllipsis(start);
    case '{':
      if (peek() == '-' && peek(1) == '#') {
        cur_ += 2;
        return formToken(TokenKind::file_metadata_begin, start);
      }
      return formToken(TokenKind::l_brace, start);
    case '-':
      if (peek() == '>') {
        ++cur_;
        return formToken(TokenKind::arrow, start);
      }
      return formToken(TokenKind::minus, start);
    case '@': return lexAtIdentifier(start);
    case '#':
      if (peek() == '-' && peek(1) == '}') {
        cur_ += 2;
        return formToken(TokenKind::file_metadata_end, start);
      }
      return lexPrefixedIdentifier(start);
    case '!':
    case '^':
      return lexPrefixedIdentifier(start);
    case '"': return lexString(start);
    default:
      if (isDigit(c)) return lexNumber(start);
      return emitError(start, "unexpected character");
  }
}

Token Lexer::lexAtIdentifier(size_t start) {
  if (atEnd()) return emitError(cur_, "@ identifier expected to start with letter or '_'");
  char c = data_[cur_++];
  if (c == '"') {
    Token str = lexString(cur_ - 1);
    if (str.is(TokenKind::error)) return str;
    return formToken(TokenKind::at_identifier, start);
  }
  if (!isAlpha(c) && c != '_') return emitError(cur_ - 1, "@ identifier expected to start with letter or '_'");
  while (cur_ < end_ && hasClass(data_[cur_], kIdChar)) ++cur_;
  return formToken(TokenKind::at_identifier, start);
}

Token Lexer::lexBareIdentifierOrKeyword(size_t start) {
  const char *data = data_;
  size_t cur = cur_;
  while (cur < end_ && hasClass(data[cur], kIdChar)) ++cur;
  cur_ = cur;
  std::string_view s(data + start, cur - start);
  // Integer types: `i` digit+, or `si`/`ui` digit+.
  size_t digits = s[0] == 'i' ? 1 : ((s[0] == 's' || s[0] == 'u') && s.size() > 2 && s[1] == 'i') ? 2 : 0;
  if (digits != 0 && s.size() > digits) {
    bool allDigits = true;
    for (size_t i = digits; i < s.size() && allDigits; ++i) allDigits = isDigit(s[i]);
    if (allDigits) return Token{TokenKind::inttype, s};
  }
  return Token{TokenKind::bare_identifier, s};
}

void Lexer::skipComment() {
  ++cur_;  // the second '/'
  while (!atEnd()) {
    char c = data_[cur_++];
    if (c == '\n' || c == '\r') return;
  }
}

Token Lexer::lexEllipsis(size_t start) {
  if (peek() != '.' || peek(1) != '.') return emitError(cur_, "expected three consecutive dots for an ellipsis");
  cur_ += 2;
  return formToken(TokenKind::ellipsis, start);
}

Token Lexer::lexNumber(size_t start) {
  if (data_[start] == '0' && peek() == 'x') {
    // `0xi32` is the integer 0 followed by the identifier `xi32`.
    if (!isHexDigit(peek(1))) return formToken(TokenKind::integer, start);
    cur_ += 2;
    while (isHexDigit(peek())) ++cur_;
    return formToken(TokenKind::integer, start);
  }
  while (isDigit(peek())) ++cur_;
  if (peek() != '.') return formToken(TokenKind::integer, start);
  ++cur_;
  while (isDigit(peek())) ++cur_;
  if (peek() == 'e' || peek() == 'E') {
    if (isDigit(peek(1)) || ((peek(1) == '-' || peek(1) == '+') && isDigit(peek(2)))) {
      cur_ += 2;
      while (isDigit(peek())) ++cur_;
    }
  }
  return formToken(TokenKind::floatliteral, start);
}

Token Lexer::lexPrefixedIdentifier(size_t start) {
  TokenKind kind;
  const char *errorKind;
  switch (data_[start]) {
    case '#': kind = TokenKind::hash_identifier; errorKind = "invalid attribute name"; break;
    case '%': kind = TokenKind::percent_identifier; errorKind = "invalid SSA name"; break;
    case '^': kind = TokenKind::caret_identifier; errorKind = "invalid block name"; break;
    default: kind = TokenKind::exclamation_identifier; errorKind = "invalid type identifier"; break;
  }
  if (isDigit(peek())) {
    while (isDigit(peek())) ++cur_;
  } else if (isAlpha(peek()) || isPunct(peek())) {
    do {
      ++cur_;
    } while (cur_ < end_ && hasClass(data_[cur_], kPrefixChar));
  } else {
    return emitError(cur_ - 1, errorKind);
  }
  return formToken(kind, start);
}

Token Lexer::lexString(size_t start) {
  while (true) {
    if (atEnd()) return emitError(cur_, "expected '\"' in string literal");
    char c = data_[cur_++];
    switch (c) {
      case '"':
        return formToken(TokenKind::string, start);
      case '\n':
      case '\v':
      case '\f':
        return emitError(cur_ - 1, "expected '\"' in string literal");
      case '\\':
        if (peek() == '"' || peek() == '\\' || peek() == 'n' || peek() == 't') {
          ++cur_;
        } else if (isHexDigit(peek()) && isHexDigit(peek(1))) {
          cur_ += 2;
        } else {
          return emitError(cur_ - 1, "unknown escape in string literal");
        }
        continue;
      default:
        continue;
    }
  }
}

}  // namespace tbuf

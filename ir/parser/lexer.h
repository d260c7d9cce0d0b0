// The lexer of the MLIR text format: turns a byte range of a SourceBuffer into
// tokens (MLIR's Lexer/Token). Keywords are not separate token kinds: they lex
// as `bare_identifier` and the parser compares spellings, which keeps the
// token set small. Token spellings are views into the buffer, so tokens stay
// valid as long as the Context that owns the buffer.
//
// The lexer never reads outside [begin, end): every peek is bounds-checked,
// so truncated input and embedded NULs are safe. A lexical error yields an
// `error` token; the message and its offset are kept for the parser to report.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace tbuf {

class SourceBuffer;

enum class TokenKind : uint8_t {
  eof,
  error,
  // Identifiers and literals.
  bare_identifier,         ///< foo, f32, memref, ... (keywords included)
  inttype,                 ///< i32, si8, ui64
  at_identifier,           ///< @foo or @"foo"
  hash_identifier,         ///< #foo
  percent_identifier,      ///< %foo
  caret_identifier,        ///< ^foo
  exclamation_identifier,  ///< !foo
  integer,                 ///< 42, 0x2A
  floatliteral,            ///< 1.5, 1.0e-3
  string,                  ///< "..." (spelling includes the quotes)
  // Punctuation.
  arrow,                ///< ->
  colon,                ///< :
  comma,                ///< ,
  ellipsis,             ///< ...
  equal,                ///< =
  greater,              ///< >
  l_brace,              ///< {
  l_paren,              ///< (
  l_square,             ///< [
  less,                 ///< <
  minus,                ///< -
  plus,                 ///< +
  question,             ///< ?
  r_brace,              ///< }
  r_paren,              ///< )
  r_square,             ///< ]
  star,                 ///< *
  vertical_bar,         ///< |
  file_metadata_begin,  ///< {-#
  file_metadata_end,    ///< #-}
};

/// A token: its kind and its spelling (a view into the source buffer).
struct Token {
  TokenKind kind = TokenKind::eof;
  std::string_view spelling;

  bool is(TokenKind k) const { return kind == k; }
  bool isNot(TokenKind k) const { return kind != k; }
  template <typename... K> bool isAny(K... ks) const { return ((kind == ks) || ...); }
  /// A bare identifier with exactly this spelling (MLIR's keyword tokens).
  bool isKeyword(std::string_view kw) const { return kind == TokenKind::bare_identifier && spelling == kw; }

  /// For `integer`: the value if it fits in 64 bits unsigned (decimal or hex).
  std::optional<uint64_t> getUInt64IntegerValue() const;
  /// For `floatliteral`: the value, or nullopt if out of double range.
  std::optional<double> getFloatingPointValue() const;
  /// For `inttype`: the width (nullopt if it does not fit in 32 bits) and
  /// signedness (nullopt = signless, true = signed, false = unsigned).
  std::optional<unsigned> getIntTypeBitwidth() const;
  std::optional<bool> getIntTypeSignedness() const;
  /// For `string`: the unescaped contents. For other tokens: the spelling
  /// without its first character (prefix sigil).
  std::string getStringValue() const;
  /// For `string`: the bytes of a `"0x..."` hex string, or nullopt.
  std::optional<std::string> getHexStringValue() const;
  /// For `at_identifier`: the symbol name (unescaped if quoted).
  std::string getSymbolReference() const;
  /// For `hash_identifier` of the form `#123`: the number.
  std::optional<unsigned> getHashIdentifierNumber() const;
};

/// Human-readable spelling of a punctuation kind (for "expected ',' or ']'").
std::string_view getTokenSpelling(TokenKind kind);

class Lexer {
 public:
  /// Lexes bytes [begin, end) of `buffer` (clamped to its size).
  Lexer(const SourceBuffer *buffer, size_t begin, size_t end);

  /// Returns the next token.
  Token lexToken();
  /// Restarts lexing at `offset` (absolute offset in the buffer).
  void resetPointer(size_t offset) { cur_ = offset < begin_ ? begin_ : (offset > end_ ? end_ : offset); }

  const SourceBuffer *getBuffer() const { return buffer_; }
  /// Absolute buffer offset of a token's first character.
  size_t getOffset(const Token &tok) const { return static_cast<size_t>(tok.spelling.data() - data_); }
  size_t getBegin() const { return begin_; }
  size_t getEnd() const { return end_; }
  /// The text of the lexed range.
  std::string_view getText() const { return std::string_view(data_ + begin_, end_ - begin_); }
  const char *getData() const { return data_; }

  /// Message and offset of the last `error` token.
  const std::string &getErrorMessage() const { return errorMessage_; }
  size_t getErrorOffset() const { return errorOffset_; }

 private:
  char peek(size_t i = 0) const { return cur_ + i < end_ ? data_[cur_ + i] : '\0'; }
  bool atEnd() const { return cur_ >= end_; }
  Token formToken(TokenKind kind, size_t start) const;
  Token emitError(size_t offset, std::string message);

  /// Tokens lexToken does not form itself (the less common first characters).
  Token lexOtherToken(char c, size_t start);
  Token lexAtIdentifier(size_t start);
  Token lexBareIdentifierOrKeyword(size_t start);
  Token lexEllipsis(size_t start);
  Token lexNumber(size_t start);
  Token lexPrefixedIdentifier(size_t start);
  Token lexString(size_t start);
  void skipComment();

  const SourceBuffer *buffer_;
  const char *data_;
  size_t begin_, end_, cur_;
  std::string errorMessage_;
  size_t errorOffset_ = 0;
};

}  // namespace tbuf

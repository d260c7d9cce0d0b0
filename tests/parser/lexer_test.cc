// Lexer tests: token kinds and spellings, literals, escapes, comments, byte
// ranges, and lexical errors.
#include "ir/parser/lexer.h"

#include <gtest/gtest.h>

#include "ir/diagnostics.h"

namespace tbuf {
namespace {

std::vector<Token> lexAll(const SourceBuffer &buf, size_t begin = 0, size_t end = std::string::npos) {
  Lexer lex(&buf, begin, end);
  std::vector<Token> toks;
  while (true) {
    Token t = lex.lexToken();
    toks.push_back(t);
    if (t.isAny(TokenKind::eof, TokenKind::error)) break;
  }
  return toks;
}

TEST(Lexer, KindsAndSpellings) {
  SourceBuffer buf("t", "%0:2 = \"foo.op\"(%a#1) [^bb1] {x = @sym} : (i32, si8, ui64) -> f32 // comment\n!t #m ... {-# #-}");
  std::vector<Token> t = lexAll(buf);
  std::vector<std::pair<TokenKind, std::string>> expected = {
      {TokenKind::percent_identifier, "%0"}, {TokenKind::colon, ":"},
      {TokenKind::integer, "2"},             {TokenKind::equal, "="},
      {TokenKind::string, "\"foo.op\""},     {TokenKind::l_paren, "("},
      {TokenKind::percent_identifier, "%a"}, {TokenKind::hash_identifier, "#1"},
      {TokenKind::r_paren, ")"},             {TokenKind::l_square, "["},
      {TokenKind::caret_identifier, "^bb1"}, {TokenKind::r_square, "]"},
      {TokenKind::l_brace, "{"},             {TokenKind::bare_identifier, "x"},
      {TokenKind::equal, "="},               {TokenKind::at_identifier, "@sym"},
      {TokenKind::r_brace, "}"},             {TokenKind::colon, ":"},
      {TokenKind::l_paren, "("},             {TokenKind::inttype, "i32"},
      {TokenKind::comma, ","},               {TokenKind::inttype, "si8"},
      {TokenKind::comma, ","},               {TokenKind::inttype, "ui64"},
      {TokenKind::r_paren, ")"},             {TokenKind::arrow, "->"},
      {TokenKind::bare_identifier, "f32"},   {TokenKind::exclamation_identifier, "!t"},
      {TokenKind::hash_identifier, "#m"},    {TokenKind::ellipsis, "..."},
      {TokenKind::file_metadata_begin, "{-#"}, {TokenKind::file_metadata_end, "#-}"},
      {TokenKind::eof, ""},
  };
  ASSERT_EQ(t.size(), expected.size());
  for (size_t i = 0; i < t.size(); ++i) {
    EXPECT_EQ(t[i].kind, expected[i].first) << i;
    EXPECT_EQ(t[i].spelling, expected[i].second) << i;
  }
}

TEST(Lexer, Numbers) {
  SourceBuffer buf("t", "42 0x2A 1.5 2. 1.0e-3 3.e5 0xi32 7");
  std::vector<Token> t = lexAll(buf);
  ASSERT_EQ(t.size(), 10u);
  EXPECT_EQ(t[0].getUInt64IntegerValue(), 42u);
  EXPECT_EQ(t[1].getUInt64IntegerValue(), 42u);
  EXPECT_EQ(t[2].kind, TokenKind::floatliteral);
  EXPECT_EQ(t[2].getFloatingPointValue(), 1.5);
  EXPECT_EQ(t[3].kind, TokenKind::floatliteral);
  EXPECT_EQ(t[4].getFloatingPointValue(), 1.0e-3);
  EXPECT_EQ(t[5].spelling, "3.e5");
  // `0xi32` is the integer 0 followed by the identifier `xi32`.
  EXPECT_EQ(t[6].spelling, "0");
  EXPECT_EQ(t[7].kind, TokenKind::bare_identifier);
  EXPECT_EQ(t[7].spelling, "xi32");
  SourceBuffer big("t", "18446744073709551615 18446744073709551616");
  std::vector<Token> b = lexAll(big);
  EXPECT_EQ(b[0].getUInt64IntegerValue(), UINT64_MAX);
  EXPECT_FALSE(b[1].getUInt64IntegerValue().has_value());
}

TEST(Lexer, StringsAndSymbols) {
  SourceBuffer buf("t", R"("a\"b\\c\n\t\41" @"we ird" @plain "0x0A0b")");
  std::vector<Token> t = lexAll(buf);
  ASSERT_EQ(t.size(), 5u);
  EXPECT_EQ(t[0].getStringValue(), "a\"b\\c\n\tA");
  EXPECT_EQ(t[1].kind, TokenKind::at_identifier);
  EXPECT_EQ(t[1].getSymbolReference(), "we ird");
  EXPECT_EQ(t[2].getSymbolReference(), "plain");
  EXPECT_EQ(t[3].getHexStringValue(), std::string("\x0a\x0b"));
  EXPECT_FALSE(t[0].getHexStringValue().has_value());
}

TEST(Lexer, IntTypes) {
  SourceBuffer buf("t", "i1 si32 ui8 i ix8 s1");
  std::vector<Token> t = lexAll(buf);
  EXPECT_EQ(t[0].kind, TokenKind::inttype);
  EXPECT_EQ(t[0].getIntTypeBitwidth(), 1u);
  EXPECT_FALSE(t[0].getIntTypeSignedness().has_value());
  EXPECT_EQ(t[1].getIntTypeSignedness(), true);
  EXPECT_EQ(t[2].getIntTypeSignedness(), false);
  EXPECT_EQ(t[3].kind, TokenKind::bare_identifier);
  EXPECT_EQ(t[4].kind, TokenKind::bare_identifier);
  EXPECT_EQ(t[5].kind, TokenKind::bare_identifier);
}

TEST(Lexer, ByteRangeStopsAtEnd) {
  SourceBuffer buf("t", "%a %b %c");
  std::vector<Token> t = lexAll(buf, 3, 5);
  ASSERT_EQ(t.size(), 2u);
  EXPECT_EQ(t[0].spelling, "%b");
  EXPECT_EQ(t[1].kind, TokenKind::eof);
  // A string cut by the end of the range is unterminated.
  SourceBuffer s("t", "\"abc\"");
  Lexer lex(&s, 0, 3);
  EXPECT_EQ(lex.lexToken().kind, TokenKind::error);
  EXPECT_EQ(lex.getErrorMessage(), "expected '\"' in string literal");
}

TEST(Lexer, Errors) {
  struct Case {
    const char *text;
    const char *message;
    size_t offset;
  } cases[] = {
      {"`", "unexpected character", 0},
      {"  /x", "unexpected character", 2},
      {"\"ab\ncd\"", "expected '\"' in string literal", 3},
      {"\"a\\q\"", "unknown escape in string literal", 2},
      {"@1", "@ identifier expected to start with letter or '_'", 1},
      {"% ", "invalid SSA name", 0},
      {"^", "invalid block name", 0},
      {"#", "invalid attribute name", 0},
      {"!(", "invalid type identifier", 0},
      {"..", "expected three consecutive dots for an ellipsis", 1},
      {"\xff", "unexpected character", 0},
  };
  for (const Case &c : cases) {
    SourceBuffer buf("t", c.text);
    Lexer lex(&buf, 0, std::string::npos);
    Token t = lex.lexToken();
    EXPECT_EQ(t.kind, TokenKind::error) << c.text;
    EXPECT_EQ(lex.getErrorMessage(), c.message) << c.text;
    EXPECT_EQ(lex.getErrorOffset(), c.offset) << c.text;
  }
}

TEST(Lexer, CommentsAndNulBytes) {
  std::string text = "a // comment to end of line\nb";
  text.push_back('\0');
  text += " c // unterminated comment";
  SourceBuffer buf("t", text);
  std::vector<Token> t = lexAll(buf);
  ASSERT_EQ(t.size(), 4u);
  EXPECT_EQ(t[0].spelling, "a");
  EXPECT_EQ(t[1].spelling, "b");
  EXPECT_EQ(t[2].spelling, "c");
  EXPECT_EQ(t[3].kind, TokenKind::eof);
}

}  // namespace
}  // namespace tbuf

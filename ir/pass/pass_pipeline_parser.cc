// Recursive-descent parser of textual pass pipelines. See
// pass_pipeline_parser.h.
#include "ir/pass/pass_pipeline_parser.h"

#include <algorithm>

#include "fmt/format.h"
#include "ir/pass/pass_registry.h"

namespace tbuf {

namespace {

bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

std::string_view trim(std::string_view s) {
  while (!s.empty() && isSpace(s.front())) s.remove_prefix(1);
  while (!s.empty() && isSpace(s.back())) s.remove_suffix(1);
  return s;
}

class PipelineParser {
 public:
  explicit PipelineParser(std::string_view text) : text_(text) {}

  /// Parses `element-list` into `pm`, stopping before `)` or at the end.
  bool parseElementList(OpPassManager &pm) {
    skipSpaces();
    if (peek() == ')') return true;
    while (true) {
      if (!parseElement(pm)) return false;
      skipSpaces();
      if (peek() == ',') {
        ++pos_;
        continue;
      }
      return true;
    }
  }

  bool expectClose() {
    skipSpaces();
    if (peek() == ')') {
      ++pos_;
      return true;
    }
    if (pos_ >= text_.size()) return fail(pos_, "encountered unbalanced parentheses while parsing pipeline");
    return fail(pos_, fmt::format("expected ',' or ')' in pass pipeline, found '{}'", text_[pos_]));
  }

  size_t pos_ = 0;
  size_t errorPos_ = 0;
  std::string error_;

  void skipSpaces() {
    while (pos_ < text_.size() && isSpace(text_[pos_])) ++pos_;
  }
  char peek() const { return pos_ < text_.size() ? text_[pos_] : '\0'; }

 private:
  bool fail(size_t at, std::string message) {
    errorPos_ = at;
    error_ = std::move(message);
    return false;
  }

  bool parseElement(OpPassManager &pm) {
    skipSpaces();
    size_t nameStart = pos_;
    while (pos_ < text_.size() && std::string_view("(){},").find(text_[pos_]) == std::string_view::npos) ++pos_;
    std::string_view name = trim(text_.substr(nameStart, pos_ - nameStart));
    if (name.empty()) return fail(nameStart, "expected a pass or pass pipeline name");
    skipSpaces();

    if (peek() == '(') {
      ++pos_;
      OpPassManager &nested = pm.nest(name);
      if (!parseElementList(nested)) return false;
      return expectClose();
    }

    std::string_view options;
    if (peek() == '{') {
      size_t close = detail::findClosingDelimiter(text_, pos_);
      if (close == std::string_view::npos) return fail(pos_, "missing closing '}' while processing pass options");
      options = text_.substr(pos_ + 1, close - pos_ - 2);
      pos_ = close;
    } else if (peek() == '}') {
      return fail(pos_, "unexpected '}' in pass pipeline");
    }
    std::string error;
    if (failed(addPassOrPipeline(pm, name, options, error))) return fail(nameStart, error);
    return true;
  }

  std::string_view text_;
};

/// `message`, then the text and a caret under `pos` on the next lines.
std::string withCaret(std::string_view message, std::string_view text, size_t pos) {
  return fmt::format("{}\n{}\n{}^", message, text, std::string(std::min(pos, text.size()), ' '));
}

}  // namespace

LogicalResult getPassPipelineAnchor(std::string_view text, std::string &anchor, std::string &error) {
  std::string_view t = trim(text);
  size_t open = t.find('(');
  std::string_view name = open == std::string_view::npos ? std::string_view() : trim(t.substr(0, open));
  if (name.empty() || t.back() != ')' || name.find_first_of("){},") != std::string_view::npos) {
    error =
        "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'";
    return failure();
  }
  anchor = std::string(name);
  return success();
}

LogicalResult parsePassPipeline(std::string_view text, OpPassManager &pm, std::string &error) {
  std::string anchor;
  if (failed(getPassPipelineAnchor(text, anchor, error))) return failure();
  if (anchor != pm.getOpName()) {
    error = fmt::format("pass pipeline anchored on '{}' cannot be added to a pass manager on '{}'", anchor,
                        pm.getOpName());
    return failure();
  }
  PipelineParser parser(text);
  parser.skipSpaces();
  parser.pos_ = text.find('(') + 1;
  if (!parser.parseElementList(pm) || !parser.expectClose()) {
    error = withCaret(parser.error_, text, parser.errorPos_);
    return failure();
  }
  parser.skipSpaces();
  if (parser.pos_ != text.size()) {
    error = withCaret("unexpected text after the pass pipeline", text, parser.pos_);
    return failure();
  }
  return success();
}

}  // namespace tbuf

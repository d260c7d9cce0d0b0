// Pass options: mlir-opt's option-string syntax, per-type value parsing and
// printing, statistics registration. See pass.h.
#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cstdlib>

#include "fmt/format.h"
#include "ir/pass/pass.h"

namespace tbuf {

PassOptionBase::PassOptionBase(PassOptions &owner, std::string_view argument, std::string_view description)
    : argument_(argument), description_(description) {
  owner.options_.push_back(this);
}

Statistic::Statistic(Pass &owner, std::string_view name, std::string_view description)
    : name_(name), description_(description) {
  owner.statistics_.push_back(this);
}

PassOptionBase *PassOptions::lookupOption(std::string_view argument) const {
  for (PassOptionBase *o : options_)
    if (o->getArgument() == argument) return o;
  return nullptr;
}

namespace {

size_t findClosing(std::string_view text, size_t start) {
  char open = text[start];
  if (open == '"' || open == '\'') {
    size_t close = text.find(open, start + 1);
    return close == std::string_view::npos ? close : close + 1;
  }
  int depth = 0;
  for (size_t i = start; i < text.size(); ++i) {
    char c = text[i];
    if (c == '"' || c == '\'') {
      size_t close = text.find(c, i + 1);
      if (close == std::string_view::npos) return close;
      i = close;
    } else if (c == '{') {
      ++depth;
    } else if (c == '}') {
      if (--depth == 0) return i + 1;
    }
  }
  return std::string_view::npos;
}

bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

std::string_view trim(std::string_view s) {
  while (!s.empty() && isSpace(s.front())) s.remove_prefix(1);
  while (!s.empty() && isSpace(s.back())) s.remove_suffix(1);
  return s;
}

}  // namespace

LogicalResult PassOptions::parseFromString(std::string_view options, std::string &error) {
  while (true) {
    while (!options.empty() && isSpace(options.front())) options.remove_prefix(1);
    if (options.empty()) return success();

    size_t nameEnd = 0;
    while (nameEnd < options.size() && !isSpace(options[nameEnd]) && options[nameEnd] != '=') ++nameEnd;
    std::string_view name = options.substr(0, nameEnd);
    bool hasValue = nameEnd < options.size() && options[nameEnd] == '=';
    std::string_view value;
    options.remove_prefix(nameEnd + (hasValue ? 1 : 0));
    if (hasValue) {
      size_t end = 0;
      while (end < options.size() && !isSpace(options[end])) {
        char c = options[end];
        if (c == '"' || c == '\'' || c == '{') {
          size_t close = findClosing(options, end);
          if (close == std::string_view::npos) {
            error = fmt::format("missing closing '{}' in the value of option '{}'", c == '{' ? '}' : c, name);
            return failure();
          }
          end = close;
          continue;
        }
        ++end;
      }
      value = detail::stripQuotes(options.substr(0, end));
      options.remove_prefix(end);
    }

    if (name.empty()) {
      error = "expected an option name before '='";
      return failure();
    }
    PassOptionBase *option = lookupOption(name);
    if (!option) {
      error = fmt::format("no such option '{}'", name);
      return failure();
    }
    std::string why;
    if (!option->parse(value, hasValue, why)) {
      error = hasValue ? fmt::format("invalid value for option '{}': {}", name, why)
                       : fmt::format("option '{}' {}", name, why);
      return failure();
    }
  }
}

std::string PassOptions::print() const {
  std::vector<PassOptionBase *> sorted = options_;
  std::stable_sort(sorted.begin(), sorted.end(), [](PassOptionBase *a, PassOptionBase *b) {
    return a->getArgument() < b->getArgument();
  });
  std::string out;
  for (size_t i = 0; i < sorted.size(); ++i) {
    std::string value = sorted[i]->printValue();
    if (i) out += ' ';
    // An empty list option prints as nothing, but keeps its separator: MLIR
    // prints `copy-before-write=false  dump-alias-sets=false` (two spaces)
    // for an empty dialect-filter, and we reproduce its dumps byte for byte.
    if (value == "{}") continue;
    out += sorted[i]->getArgument() + "=" + value;
  }
  return out;
}

std::string Pass::printAsTextualPipeline() const {
  std::string out(getArgument());
  if (!getOptions().empty()) out += "{" + print() + "}";
  return out;
}

namespace detail {

size_t findClosingDelimiter(std::string_view text, size_t start) { return findClosing(text, start); }

std::string_view stripQuotes(std::string_view text) {
  text = trim(text);
  if (text.size() >= 2) {
    char f = text.front(), b = text.back();
    if ((f == '"' && b == '"') || (f == '\'' && b == '\'') ||
        (f == '{' && b == '}' && findClosing(text, 0) == text.size()))
      return trim(text.substr(1, text.size() - 2));
  }
  return text;
}

std::vector<std::string_view> splitListValue(std::string_view text) {
  text = trim(text);
  if (text.size() >= 2 && text.front() == '{' && findClosing(text, 0) == text.size())
    text = trim(text.substr(1, text.size() - 2));
  std::vector<std::string_view> out;
  if (text.empty()) return out;
  size_t start = 0, i = 0;
  while (i < text.size()) {
    char c = text[i];
    if (c == '"' || c == '\'' || c == '{') {
      size_t close = findClosing(text, i);
      i = close == std::string_view::npos ? text.size() : close;
      continue;
    }
    if (c == ',') {
      out.push_back(trim(text.substr(start, i - start)));
      start = i + 1;
    }
    ++i;
  }
  out.push_back(trim(text.substr(start)));
  return out;
}

bool parseOptionValue(std::string_view text, bool &out, std::string &error) {
  text = stripQuotes(text);
  if (text == "true" || text == "TRUE" || text == "True" || text == "1") {
    out = true;
    return true;
  }
  if (text == "false" || text == "FALSE" || text == "False" || text == "0") {
    out = false;
    return true;
  }
  error = fmt::format("'{}' is not a boolean (use true or false)", text);
  return false;
}

namespace {
template <typename Int> bool parseInteger(std::string_view text, Int &out, std::string &error, const char *kind) {
  text = stripQuotes(text);
  std::string_view digits = text;
  bool negative = false;
  if (!digits.empty() && (digits.front() == '-' || digits.front() == '+')) {
    negative = digits.front() == '-';
    digits.remove_prefix(1);
  }
  int base = 10;
  if (digits.size() > 2 && digits[0] == '0' && (digits[1] == 'x' || digits[1] == 'X')) {
    base = 16;
    digits.remove_prefix(2);
  }
  uint64_t magnitude = 0;
  auto [ptr, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), magnitude, base);
  bool ok = !digits.empty() && ec == std::errc() && ptr == digits.data() + digits.size();
  if (ok) {
    if constexpr (std::is_signed_v<Int>) {
      uint64_t limit = negative ? uint64_t(INT64_MAX) + 1 : uint64_t(INT64_MAX);
      ok = magnitude <= limit;
      if (ok) out = negative ? Int(-int64_t(magnitude - 1) - 1) : Int(magnitude);
    } else {
      ok = !negative;
      if (ok) out = Int(magnitude);
    }
  }
  if (!ok) error = fmt::format("'{}' is not {}", text, kind);
  return ok;
}
}  // namespace

bool parseOptionValue(std::string_view text, int64_t &out, std::string &error) {
  return parseInteger(text, out, error, "an integer");
}

bool parseOptionValue(std::string_view text, uint64_t &out, std::string &error) {
  return parseInteger(text, out, error, "an unsigned integer");
}

bool parseOptionValue(std::string_view text, uint32_t &out, std::string &error) {
  uint64_t wide = 0;
  std::string ignored;
  if (!parseInteger(text, wide, ignored, "an unsigned integer") || wide > UINT32_MAX) {
    error = fmt::format("'{}' value invalid for uint argument!", stripQuotes(text));
    return false;
  }
  out = static_cast<uint32_t>(wide);
  return true;
}

bool parseOptionValue(std::string_view text, double &out, std::string &error) {
  std::string s(stripQuotes(text));
  char *end = nullptr;
  errno = 0;
  out = std::strtod(s.c_str(), &end);
  if (s.empty() || end != s.c_str() + s.size() || errno == ERANGE) {
    error = fmt::format("'{}' is not a number", s);
    return false;
  }
  return true;
}

bool parseOptionValue(std::string_view text, std::string &out, std::string &) {
  out = std::string(stripQuotes(text));
  return true;
}

std::string printOptionValue(bool v) { return v ? "true" : "false"; }
std::string printOptionValue(int64_t v) { return std::to_string(v); }
std::string printOptionValue(uint64_t v) { return std::to_string(v); }
std::string printOptionValue(uint32_t v) { return std::to_string(v); }
std::string printOptionValue(double v) { return fmt::format("{}", v); }
std::string printOptionValue(const std::string &v) {
  bool needsQuotes = v.empty() || v.find_first_of(" \t{},='\"") != std::string::npos;
  if (!needsQuotes) return v;
  if (v.find('"') == std::string::npos) return "\"" + v + "\"";
  return "{" + v + "}";
}

}  // namespace detail

}  // namespace tbuf

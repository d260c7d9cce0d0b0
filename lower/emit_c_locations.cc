// Source locations in the emitted C (EmitCOptions::locations): the
// `static const TbufSite` descriptors that tbufAllocAt / tbufFreeAt calls
// pass to the runtime, so its leak and bad-free reports name the .mlir
// position, and the `/* file:line:col: op */` comment opening each op's
// statements; with EmitCOptions::lineDirectives, the `#line` directives
// that map each op's C lines to its .mlir line (and the other lines back
// to the C file) for C compiler diagnostics and debuggers.
//
// tbuf keeps the position where each op was parsed (ir/location.h); ops the
// pipeline creates take the position of the op they replace (a bufferized
// tensor.empty's memref.alloc) or next to which they are inserted (the
// memref.dealloc before a func.return). A site therefore names both the op
// in the compiled program and, when it is another one, the op written at
// that position in the source, read back from the source text. File names
// are escaped for C string literals (quotes, backslashes, `?` of trigraphs,
// control and non-ASCII bytes as octal escapes) and for comments.
#include <cstdio>

#include "dialects/func/func_ops.h"
#include "fmt/format.h"
#include "ir/context.h"
#include "ir/diagnostics.h"
#include "ir/op_definition.h"
#include "ir/operation.h"
#include "lower/c_emitter_impl.h"

namespace tbuf::lower {

namespace {

bool isOpNameChar(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '.' ||
         c == '$';
}

bool isSuffixIdChar(char c) { return isOpNameChar(c) || c == '-'; }

/// The op name written in `text` from byte `pos` on: after the results
/// (`%a, %b:2 =`), a bare name (`tensor.empty`, `return`) or a quoted one
/// (`"tensor.empty"`); "" if the text there does not read as an op.
std::string opNameInText(std::string_view text, size_t pos) {
  auto skipBlanks = [&] {
    while (pos < text.size() && (text[pos] == ' ' || text[pos] == '\t')) ++pos;
  };
  skipBlanks();
  if (pos < text.size() && text[pos] == '%') {
    for (;;) {
      if (pos >= text.size() || text[pos] != '%') return "";
      ++pos;
      while (pos < text.size() && isSuffixIdChar(text[pos])) ++pos;
      if (pos < text.size() && text[pos] == ':') {
        ++pos;
        while (pos < text.size() && text[pos] >= '0' && text[pos] <= '9') ++pos;
      }
      skipBlanks();
      if (pos < text.size() && text[pos] == ',') {
        ++pos;
        skipBlanks();
        continue;
      }
      if (pos < text.size() && text[pos] == '=') {
        ++pos;
        skipBlanks();
        break;
      }
      return "";
    }
  }
  if (pos < text.size() && text[pos] == '"') {
    size_t end = text.find('"', pos + 1);
    if (end == std::string_view::npos) return "";
    return std::string(text.substr(pos + 1, end - pos - 1));
  }
  size_t begin = pos;
  while (pos < text.size() && isOpNameChar(text[pos])) ++pos;
  return std::string(text.substr(begin, pos - begin));
}

/// The registered name of `written`, an op name as written in the source
/// inside `context` (the op now at that position): a name without a dialect
/// prefix is looked up in the default dialect of the enclosing ops
/// (`return` in a func.func is func.return), then in builtin.
std::string qualifiedOpName(std::string written, Operation *context) {
  if (written.empty() || written.find('.') != std::string::npos) return written;
  Context *ctx = context->getContext();
  for (Operation *parent = context->getParentOp(); parent; parent = parent->getParentOp()) {
    const OpDefinition *def = ctx->lookupOp(parent->getName());
    if (!def || def->defaultDialect.empty()) continue;
    std::string candidate = def->defaultDialect + "." + written;
    if (ctx->lookupOp(candidate)) return candidate;
    break;
  }
  if (ctx->lookupOp("builtin." + written)) return "builtin." + written;
  return written;
}

/// The symbol of the func.func around `op`, or "".
std::string enclosingFunction(Operation *op) {
  for (Operation *p = op->getParentOp(); p; p = p->getParentOp())
    if (auto func = dyn_cast<func::FuncOp>(p)) return std::string(func.getSymName());
  return "";
}

}  // namespace

OpSourceInfo describeOpSource(Operation *op) {
  OpSourceInfo info;
  info.op = op->getName();
  info.function = enclosingFunction(op);
  // An op without a location (the body a named linalg op builds) is
  // described at its nearest located ancestor, named as the source op.
  Operation *located = op;
  while (located && located->getLoc().isUnknown()) located = located->getParentOp();
  if (!located || located->getName() == "builtin.module") return info;
  Location loc = located->getLoc();
  info.file = loc.getBuffer()->getName();
  info.line = loc.line;
  info.column = loc.col;
  std::string_view text = loc.getBuffer()->getLine(loc.line);
  std::string written;
  if (loc.col >= 1 && loc.col - 1 < text.size()) written = qualifiedOpName(opNameInText(text, loc.col - 1), located);
  if (written.empty() && located != op) written = located->getName();
  if (written != info.op) info.sourceOp = written;
  return info;
}

std::string cStringLiteral(std::string_view bytes) {
  std::string out = "\"";
  for (char c : bytes) {
    unsigned char u = static_cast<unsigned char>(c);
    if (c == '"' || c == '\\' || c == '?') {
      out += '\\';
      out += c;
    } else if (u < 0x20 || u >= 0x7f) {
      // Octal escapes are at most three digits, so a following digit of
      // the name cannot extend them (a hex escape would).
      out += fmt::format("\\{:03o}", u);
    } else {
      out += c;
    }
  }
  return out + "\"";
}

std::string cCommentText(std::string_view text) {
  std::string out;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    unsigned char u = static_cast<unsigned char>(c);
    if (u < 0x20 || u == 0x7f) {
      out += fmt::format("\\x{:02x}", u);  // a newline after `\` or `??/` would splice lines
    } else if (c == '/' && !out.empty() && out.back() == '*') {
      out += "\\/";  // no `*/`
    } else if (c == '?' && !out.empty() && out.back() == '?') {
      out += "\\?";  // no trigraph
    } else {
      out += c;
    }
  }
  return out;
}

std::string describeForComment(const OpSourceInfo &info) {
  std::string where = info.file.empty()  ? "unknown location"
                      : info.line == 0    ? info.file
                      : info.column > 0   ? fmt::format("{}:{}:{}", info.file, info.line, info.column)
                                          : fmt::format("{}:{}", info.file, info.line);
  std::string text = where + ": " + info.op;
  if (!info.sourceOp.empty()) text += " from " + info.sourceOp;
  return cCommentText(text);
}

std::string CEmitterImpl::siteOf(Operation *op) {
  if (!locations_ || !op) return "";
  OpSourceInfo info = describeOpSource(op);
  auto optionalString = [](const std::string &s) { return s.empty() ? std::string("NULL") : cStringLiteral(s); };
  std::string init = fmt::format("{{{}, {}, {}, {}, {}, {}}}", optionalString(info.file), info.line, info.column,
                                 cStringLiteral(info.op), optionalString(info.sourceOp),
                                 optionalString(info.function));
  auto it = siteNames_.find(init);
  if (it != siteNames_.end()) return "&" + it->second;
  std::string name;
  do name = fmt::format("{}{}", kSitePrefix, nextSite_++);
  while (globalNames_.contains(name));
  siteNames_.emplace(init, name);
  sites_.push_back(fmt::format("static const TbufSite {} = {};\n", name, init));
  return "&" + name;
}

void CEmitterImpl::writeLineDirective() {
  OpSourceInfo info;
  if (currentOp_) info = describeOpSource(currentOp_);
  if (info.file.empty() || info.line == 0) {
    // The presumed line would go on counting in the .mlir: map back.
    if (mappedToSource_) *out_ << kLineResetMarker << "\n";
    mappedToSource_ = false;
    return;
  }
  // Before every line: the presumed line number counts on after each one.
  *out_ << "#line " << info.line << " " << cStringLiteral(info.file) << "\n";
  mappedToSource_ = true;
}

void CEmitterImpl::endLineMapping() {
  if (mappedToSource_) *out_ << kLineResetMarker << "\n";
  mappedToSource_ = false;
}

std::string resolveLineResets(const std::string &text, const std::string &cFileName) {
  std::string out;
  out.reserve(text.size());
  std::string literal = cStringLiteral(cFileName);
  size_t lineNumber = 1;
  for (size_t begin = 0; begin < text.size();) {
    size_t end = text.find('\n', begin);
    end = end == std::string::npos ? text.size() : end + 1;
    std::string_view line(text.data() + begin, end - begin);
    if (line.substr(0, CEmitterImpl::kLineResetMarker.size()) == CEmitterImpl::kLineResetMarker)
      out += fmt::format("#line {} {}\n", lineNumber + 1, literal);
    else
      out += line;
    ++lineNumber;
    begin = end;
  }
  return out;
}

}  // namespace tbuf::lower

// DiagnosticVerifier: designator scanning, matching and MLIR-format reports.
// See verify_diagnostics.h.

// GCC 12 reports a false -Wmaybe-uninitialized inside libstdc++'s <regex> when
// optimising (GCC bug 105562); the locations are in system headers included
// before any push, so the warning is silenced for this file.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif

#include "ir/verifier/verify_diagnostics.h"

#include <cstdio>
#include <optional>
#include <regex>

#include "absl/container/flat_hash_map.h"
#include "fmt/format.h"
#include "ir/context.h"

namespace tbuf {

struct DiagnosticVerifier::Expected {
  Severity kind = Severity::Error;
  uint32_t line = 0;   ///< line the diagnostic must be on
  Location fileLoc;    ///< where `expected-` is written (for reports)
  std::string substring;
  std::optional<std::regex> regex;
  bool matched = false;

  bool match(std::string_view message) const {
    if (regex) return std::regex_search(message.begin(), message.end(), *regex);
    return message.find(substring) != std::string_view::npos;
  }
};

struct DiagnosticVerifier::FileExpectations {
  std::string name;
  std::vector<Expected> diags;
  /// Indices into `diags` by expected line, in file order.
  absl::flat_hash_map<uint32_t, std::vector<size_t>> byLine;
};

namespace {

const char *kindName(Severity s) {
  switch (s) {
    case Severity::Error: return "error";
    case Severity::Warning: return "warning";
    case Severity::Note: return "note";
    case Severity::Remark: return "remark";
  }
  return "error";
}

/// A parsed `expected-<kind>[-re] [@where] {{text}}` designator.
struct Designator {
  Severity kind;
  bool isRegex = false;
  std::string_view where;  ///< "+3", "-1", "above", "below", "unknown" or empty
  std::string_view text;
  size_t column = 0;       ///< 0-based offset of `expected-`
};

bool consume(std::string_view &s, std::string_view prefix) {
  if (s.substr(0, prefix.size()) != prefix) return false;
  s.remove_prefix(prefix.size());
  return true;
}

void skipSpaces(std::string_view &s) {
  while (!s.empty() && s.front() == ' ') s.remove_prefix(1);
}

/// Matches MLIR's regex
///   expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *{{(.*)}}$
/// against a right-trimmed line (leftmost match wins).
std::optional<Designator> parseDesignator(std::string_view line) {
  for (size_t pos = line.find("expected-"); pos != std::string_view::npos; pos = line.find("expected-", pos + 1)) {
    std::string_view s = line.substr(pos + 9);
    Designator d;
    d.column = pos;
    if (consume(s, "error")) d.kind = Severity::Error;
    else if (consume(s, "note")) d.kind = Severity::Note;
    else if (consume(s, "remark")) d.kind = Severity::Remark;
    else if (consume(s, "warning")) d.kind = Severity::Warning;
    else continue;
    d.isRegex = consume(s, "-re");
    skipSpaces(s);
    if (consume(s, "@")) {
      size_t len = 0;
      if (!s.empty() && (s[0] == '+' || s[0] == '-')) {
        len = 1;
        while (len < s.size() && s[len] >= '0' && s[len] <= '9') ++len;
        if (len == 1) continue;
      } else {
        for (std::string_view w : {"above", "below", "unknown"})
          if (s.substr(0, w.size()) == w) len = w.size();
        if (len == 0) continue;
      }
      d.where = s.substr(0, len);
      s.remove_prefix(len);
      skipSpaces(s);
    }
    if (!consume(s, "{{")) continue;
    if (s.size() < 2 || s.substr(s.size() - 2) != "}}") continue;
    d.text = s.substr(0, s.size() - 2);
    return d;
  }
  return std::nullopt;
}

std::string escapeRegex(std::string_view s) {
  std::string out;
  for (char c : s) {
    if (std::string_view("\\^$.|?*+()[]{}").find(c) != std::string_view::npos) out += '\\';
    out += c;
  }
  return out;
}

/// Renders `file:line:col: error: message`, the source line, and a caret
/// followed by `~` under the next `rangeLength - 1` characters (llvm's
/// SourceMgr::PrintMessage with a range).
std::string renderWithRange(Location loc, std::string_view message, size_t rangeLength) {
  if (loc.isUnknown()) return fmt::format("<unknown>:0: error: {}\n", message);
  std::string_view line = loc.getBuffer()->getLine(loc.line);
  std::string out = fmt::format("{}:{}:{}: error: {}\n{}\n", loc.getBuffer()->getName(), loc.line, loc.col, message, line);
  std::string marks;
  size_t caret = loc.col ? loc.col - 1 : 0;
  for (size_t i = 0; i < caret && i < line.size(); ++i) marks += line[i] == '\t' ? '\t' : ' ';
  marks += '^';
  for (size_t i = caret + 1; i < caret + rangeLength && i < line.size(); ++i) marks += '~';
  out += marks;
  out += '\n';
  return out;
}

}  // namespace

DiagnosticVerifier::DiagnosticVerifier(Context &ctx, const SourceBuffer *buffer, bool onlyExpected, OutputFn output)
    : ctx_(ctx), onlyExpected_(onlyExpected), output_(std::move(output)) {
  if (!output_) output_ = [](std::string_view s) { std::fwrite(s.data(), 1, s.size(), stderr); };
  if (buffer) getExpectations(buffer);
  // As mlir-opt under --verify-diagnostics: no "see current operation" notes.
  ctx_.printOpOnDiagnostic(false);
  previous_ = ctx_.getDiagEngine().setHandler([this](const Diagnostic &d) { process(d); });
}

DiagnosticVerifier::~DiagnosticVerifier() { ctx_.getDiagEngine().setHandler(std::move(previous_)); }

DiagnosticVerifier::FileExpectations &DiagnosticVerifier::getExpectations(const SourceBuffer *buffer) {
  for (auto &f : files_)
    if (f->name == buffer->getName()) return *f;
  files_.push_back(std::make_unique<FileExpectations>());
  FileExpectations &f = *files_.back();
  f.name = buffer->getName();
  scanBuffer(buffer, f);
  return f;
}

void DiagnosticVerifier::scanBuffer(const SourceBuffer *buffer, FileExpectations &out) {
  const uint32_t numLines = buffer->getNumLines();
  uint32_t lastNonDesignatorLine = 0;  // 0-based, as in MLIR
  std::vector<size_t> pendingBelow;
  for (uint32_t lineNo = 0; lineNo < numLines; ++lineNo) {
    std::string_view line = buffer->getLine(lineNo + 1);
    while (!line.empty() && (line.back() == ' ' || line.back() == '\t' || line.back() == '\r')) line.remove_suffix(1);
    std::optional<Designator> d = parseDesignator(line);
    if (!d) {
      for (size_t i : pendingBelow) out.diags[i].line = lineNo + 1;
      pendingBelow.clear();
      lastNonDesignatorLine = lineNo;
      continue;
    }
    Expected e;
    e.kind = d->kind;
    e.line = lineNo + 1;
    e.fileLoc = Location{buffer, lineNo + 1, static_cast<uint32_t>(d->column + 1)};
    e.substring = std::string(d->text);

    if (d->isRegex) {
      // Literal text with `{{regex}}` blocks.
      std::string pattern;
      std::string_view rest = d->text;
      bool bad = false;
      while (!rest.empty()) {
        size_t open = rest.find("{{");
        if (open == std::string_view::npos) {
          pattern += escapeRegex(rest);
          break;
        }
        pattern += escapeRegex(rest.substr(0, open));
        rest.remove_prefix(open + 2);
        size_t close = rest.find("}}");
        if (close == std::string_view::npos) {
          reportAt(e, "found start of regex with no end '}}'", true);
          bad = true;
          break;
        }
        pattern += "(" + std::string(rest.substr(0, close)) + ")";
        rest.remove_prefix(close + 2);
      }
      if (bad) {
        failed_ = true;
        continue;
      }
      try {
        e.regex.emplace(pattern, std::regex::extended);
      } catch (const std::regex_error &err) {
        reportAt(e, fmt::format("invalid regex: {}", err.what()), true);
        failed_ = true;
        continue;
      }
    }

    std::string_view where = d->where;
    if (!where.empty()) {
      if (where[0] == '+' || where[0] == '-') {
        int64_t offset = 0;
        for (char c : where.substr(1)) offset = offset * 10 + (c - '0');
        e.line = where[0] == '+' ? e.line + offset : e.line - offset;
      } else if (where == "unknown") {
        e.fileLoc = Location::unknown();
        unknownLoc_.push_back(std::move(e));
        continue;
      } else if (where == "above") {
        e.line = lastNonDesignatorLine + 1;
      } else {  // below: the next non-designator line, or the last line if dangling
        pendingBelow.push_back(out.diags.size());
        e.line = numLines;
      }
    }
    out.diags.push_back(std::move(e));
  }
  for (size_t i = 0; i < out.diags.size(); ++i) out.byLine[out.diags[i].line].push_back(i);
}

void DiagnosticVerifier::process(const Diagnostic &diag) {
  processOne(diag.loc, diag.message, diag.severity);
  for (const Diagnostic &note : diag.notes) processOne(note.loc, note.message, note.severity);
}

void DiagnosticVerifier::processOne(Location loc, std::string_view message, Severity severity) {
  Expected *nearMiss = nullptr;
  auto tryMatch = [&](Expected &e) {
    if (!e.match(message)) return false;
    if (e.kind == severity) {
      e.matched = true;
      return true;
    }
    nearMiss = &e;
    return false;
  };
  if (loc.isUnknown()) {
    for (Expected &e : unknownLoc_)
      if (tryMatch(e)) return;
  } else {
    FileExpectations &file = getExpectations(loc.getBuffer());
    auto it = file.byLine.find(loc.line);
    if (it != file.byLine.end())
      for (size_t i : it->second)
        if (tryMatch(file.diags[i])) return;
  }
  if (onlyExpected_) return;
  failed_ = true;
  if (nearMiss) {
    reportAt(*nearMiss,
             fmt::format("'{}' diagnostic emitted when expecting a '{}'", kindName(severity), kindName(nearMiss->kind)),
             false);
    return;
  }
  Diagnostic unexpected;
  unexpected.loc = loc;
  unexpected.severity = Severity::Error;
  unexpected.message = fmt::format("unexpected {}: {}", kindName(severity), message);
  output_(unexpected.str());
}

void DiagnosticVerifier::reportAt(const Expected &e, std::string_view message, bool underline) {
  output_(renderWithRange(e.fileLoc, message, underline ? e.substring.size() : 0));
}

LogicalResult DiagnosticVerifier::verify() {
  auto check = [&](const Expected &e) {
    if (e.matched) return;
    reportAt(e, fmt::format("expected {} \"{}\" was not produced", kindName(e.kind), e.substring), true);
    failed_ = true;
  };
  for (auto &file : files_)
    for (const Expected &e : file->diags) check(e);
  for (const Expected &e : unknownLoc_) check(e);
  files_.clear();
  unknownLoc_.clear();
  return failure(failed_);
}

}  // namespace tbuf

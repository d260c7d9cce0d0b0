// Diagnostics: errors, warnings, notes and remarks with source locations.
// The default handler prints MLIR's format
//   file:line:col: error: message
//   <the source line>
//   <caret under the column>
// `--verify-diagnostics` installs a handler that matches them against
// `// expected-error {{...}}` comments instead.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "ir/location.h"
#include "ir/support.h"
#include "ir/types.h"

namespace tbuf {

class Attribute;
class MappedFile;
class Type;
class Value;

/// A named source text with a line index. Owned by the SourceManager.
class SourceBuffer {
 public:
  SourceBuffer(std::string name, std::string contents);
  /// The text of a mapped file (see releasePages).
  SourceBuffer(std::string name, std::unique_ptr<MappedFile> file);
  ~SourceBuffer();
  SourceBuffer(const SourceBuffer &) = delete;
  SourceBuffer &operator=(const SourceBuffer &) = delete;
  const std::string &getName() const { return name_; }
  /// The id a Location stores for this buffer: nonzero, unique among the
  /// buffers alive in the process (an id is reused once its buffer is gone).
  uint32_t getId() const { return id_; }
  /// The whole text; stays valid (and unchanged) for the buffer's life.
  std::string_view getContents() const { return contents_; }
  /// Called once the text is parsed: a mapped file's pages leave the
  /// process's resident memory until something reads them again (a
  /// diagnostic's source line; a text held in memory stays), and so does the
  /// line index, rebuilt by the next query that needs it. O(pages).
  void releasePages() const;
  /// Line `line` (1-based) without its newline; empty if out of range. O(1).
  std::string_view getLine(uint32_t line) const;
  uint32_t getNumLines() const { return lineIndex().size(); }
  /// Byte offset of the start of line `line` (1-based, at most
  /// getNumLines()), and of the start of the next line (the size of the
  /// text after the last line). O(1).
  size_t getLineStart(uint32_t line) const { return lineIndex()[line - 1]; }
  size_t getLineEnd(uint32_t line) const {
    const std::vector<size_t> &starts = lineIndex();
    return line < starts.size() ? starts[line] : contents_.size();
  }
  /// Location of a byte offset. O(1) for an offset on the line of the
  /// previous query or the next one (the parser asks in source order),
  /// O(log lines) otherwise. Not thread-safe (it keeps that line as a hint).
  Location getLocation(size_t offset) const;
  /// Byte offset of a location.
  size_t getOffset(Location loc) const;

 private:
  /// The start of every line: built on construction, dropped by
  /// releasePages, built again on first use after that. O(1) when built.
  const std::vector<size_t> &lineIndex() const {
    if (lineStarts_.empty()) indexLines();
    return lineStarts_;
  }
  void indexLines() const;
  // The process-wide id table (location.cc).
  static uint32_t registerBuffer(const SourceBuffer *buffer);
  static void unregisterBuffer(uint32_t id);
  uint32_t id_ = registerBuffer(this);
  std::string name_, owned_;
  std::unique_ptr<MappedFile> file_;
  std::string_view contents_;
  mutable std::vector<size_t> lineStarts_;
  /// Index into lineStarts_ of the last line getLocation found.
  mutable size_t lastLine_ = 0;
};

class SourceManager {
 public:
  /// Adds a buffer; the returned pointer stays valid for the manager's life.
  const SourceBuffer *addBuffer(std::string name, std::string contents);
  /// Adds the file at `path` under `name`. A regular file of 64 KiB or more
  /// is mapped rather than read (SourceBuffer::releasePages). Null with errno
  /// set when the file cannot be read (EISDIR for a directory). O(size).
  const SourceBuffer *addFile(std::string name, const std::string &path);

 private:
  std::vector<std::unique_ptr<SourceBuffer>> buffers_;
};

enum class Severity : uint8_t { Error, Warning, Note, Remark };

struct Diagnostic {
  Location loc;
  Severity severity = Severity::Error;
  std::string message;
  std::vector<Diagnostic> notes;
  /// `file:line:col: error: message` + source line + caret (+ notes).
  std::string str() const;
};

/// Streaming into a diagnostic (used on notes: `diag.attachNote(loc) << "x"`).
Diagnostic &operator<<(Diagnostic &d, std::string_view s);
Diagnostic &operator<<(Diagnostic &d, int64_t v);
Diagnostic &operator<<(Diagnostic &d, Type t);

class DiagnosticEngine {
 public:
  using Handler = std::function<void(const Diagnostic &)>;
  /// Default handler: print to stderr in the format above.
  DiagnosticEngine();
  /// Replaces the handler; returns the previous one.
  Handler setHandler(Handler h);
  void emit(Diagnostic d);
  unsigned getNumErrors() const { return numErrors_; }
  void resetErrorCount() { numErrors_ = 0; }

 private:
  friend class HeldDiagnostics;
  Handler handler_;
  unsigned numErrors_ = 0;
};

/// Diagnostics held back by their emitter, to be reported later in emission
/// order, or not at all. The verifier verifies a module's functions as its
/// walk meets them (while they are in cache) but must report their errors
/// only where verifying them after the module's other ops would, and not at
/// all if one of those ops fails first.
class HeldDiagnostics {
 public:
  explicit HeldDiagnostics(DiagnosticEngine &engine) : engine_(engine) {}
  HeldDiagnostics(const HeldDiagnostics &) = delete;
  HeldDiagnostics &operator=(const HeldDiagnostics &) = delete;
  /// Drops what is still held.
  ~HeldDiagnostics() { uninstall(); }
  /// Runs `fn()` with the diagnostics it emits appended here instead of
  /// reaching the engine's handler (and not counted). Outside captures the
  /// engine works as usual. Nests: a capture inside `fn` that releases hands
  /// its diagnostics to this one. The first capture installs a handler
  /// (kept until release or destruction); later ones cost two stores.
  template <typename Fn> auto capture(Fn &&fn) {
    if (!installed_) {
      previous_ = engine_.setHandler([this](const Diagnostic &d) {
        if (capturing_)
          held_.push_back(d);
        else if (previous_)
          previous_(d);
      });
      installed_ = true;
    }
    capturing_ = true;
    unsigned errors = engine_.numErrors_;
    auto result = fn();
    engine_.numErrors_ = errors;
    capturing_ = false;
    return result;
  }
  /// Emits the held diagnostics, in order, and forgets them. O(held).
  void release() {
    uninstall();
    for (Diagnostic &d : held_) engine_.emit(std::move(d));
    held_.clear();
  }
  bool empty() const { return held_.empty(); }

 private:
  void uninstall() {
    if (!installed_) return;
    engine_.setHandler(std::move(previous_));
    installed_ = false;
  }
  DiagnosticEngine &engine_;
  DiagnosticEngine::Handler previous_;
  std::vector<Diagnostic> held_;
  bool installed_ = false;
  bool capturing_ = false;
};

/// A diagnostic under construction; emitted when destroyed. Converts to
/// failure() so `return op->emitOpError() << "...";` works.
class InFlightDiagnostic {
 public:
  InFlightDiagnostic(DiagnosticEngine *engine, Location loc, Severity sev, std::string prefix = {});
  InFlightDiagnostic(InFlightDiagnostic &&o) noexcept;
  InFlightDiagnostic(const InFlightDiagnostic &) = delete;
  ~InFlightDiagnostic();

  InFlightDiagnostic &operator<<(std::string_view s);
  InFlightDiagnostic &operator<<(const char *s) { return *this << std::string_view(s); }
  InFlightDiagnostic &operator<<(const std::string &s) { return *this << std::string_view(s); }
  InFlightDiagnostic &operator<<(char c) { return *this << std::string_view(&c, 1); }
  InFlightDiagnostic &operator<<(int64_t v);
  InFlightDiagnostic &operator<<(int v) { return *this << static_cast<int64_t>(v); }
  InFlightDiagnostic &operator<<(unsigned v) { return *this << static_cast<int64_t>(v); }
  InFlightDiagnostic &operator<<(size_t v) { return *this << static_cast<int64_t>(v); }
  InFlightDiagnostic &operator<<(double v);
  InFlightDiagnostic &operator<<(Type t);  ///< printed without quotes; callers quote where MLIR's messages do
  InFlightDiagnostic &operator<<(Attribute a);
  /// Attaches a note (at `loc`, or the diagnostic's location).
  Diagnostic &attachNote(Location loc = Location::unknown());
  operator LogicalResult() const { return failure(); }
  operator ParseResult() const { return failure(); }
  /// Drops the diagnostic without emitting it.
  void abandon() { engine_ = nullptr; }

 private:
  DiagnosticEngine *engine_;
  Diagnostic diag_;
};

}  // namespace tbuf

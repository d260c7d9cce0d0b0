// Diagnostics: source buffers with line indexes, MLIR-format rendering
// (`file:line:col: error: msg`, source line, caret) and the engine.
#include "ir/diagnostics.h"

#include <sys/stat.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>

#include "absl/strings/str_cat.h"
#include "ir/attributes.h"
#include "ir/mapped_file.h"
#include "ir/types.h"

namespace tbuf {

SourceBuffer::SourceBuffer(std::string name, std::string contents) : name_(std::move(name)), owned_(std::move(contents)) {
  contents_ = owned_;
  indexLines();
}

SourceBuffer::SourceBuffer(std::string name, std::unique_ptr<MappedFile> file)
    : name_(std::move(name)), file_(std::move(file)) {
  contents_ = file_->getText();
  indexLines();
}

SourceBuffer::~SourceBuffer() { unregisterBuffer(id_); }

void SourceBuffer::releasePages() const {
  if (file_) file_->releasePages();
  std::vector<size_t>().swap(lineStarts_);
  lastLine_ = 0;
}

void SourceBuffer::indexLines() const {
  lineStarts_.push_back(0);
  // memchr finds the newlines many bytes at a time (the whole input passes
  // through here once).
  const char *begin = contents_.data(), *end = begin + contents_.size();
  for (const char *p = begin; p < end;) {
    const void *nl = std::memchr(p, '\n', static_cast<size_t>(end - p));
    if (!nl) break;
    p = static_cast<const char *>(nl) + 1;
    lineStarts_.push_back(static_cast<size_t>(p - begin));
  }
}

std::string_view SourceBuffer::getLine(uint32_t line) const {
  const std::vector<size_t> &starts = lineIndex();
  if (line == 0 || line > starts.size()) return {};
  size_t begin = starts[line - 1];
  size_t end = line < starts.size() ? starts[line] - 1 : contents_.size();
  if (end > begin && contents_[end - 1] == '\r') --end;
  return contents_.substr(begin, end - begin);
}

Location SourceBuffer::getLocation(size_t offset) const {
  const std::vector<size_t> &starts = lineIndex();
  offset = std::min(offset, contents_.size());
  auto onLine = [&](size_t index) {
    return index < starts.size() && starts[index] <= offset &&
           (index + 1 == starts.size() || offset < starts[index + 1]);
  };
  size_t index = lastLine_;
  if (!onLine(index) && !onLine(++index)) {
    auto it = std::upper_bound(starts.begin(), starts.end(), offset);
    index = static_cast<size_t>(it - starts.begin()) - 1;
  }
  lastLine_ = index;
  return Location(this, static_cast<uint32_t>(index + 1), static_cast<uint32_t>(offset - starts[index]) + 1);
}

size_t SourceBuffer::getOffset(Location loc) const {
  const std::vector<size_t> &starts = lineIndex();
  if (loc.line == 0 || loc.line > starts.size()) return contents_.size();
  return std::min(contents_.size(), starts[loc.line - 1] + (loc.col ? loc.col - 1 : 0));
}

const SourceBuffer *SourceManager::addBuffer(std::string name, std::string contents) {
  buffers_.push_back(std::make_unique<SourceBuffer>(std::move(name), std::move(contents)));
  return buffers_.back().get();
}

const SourceBuffer *SourceManager::addFile(std::string name, const std::string &path) {
  struct stat st;
  if (::stat(path.c_str(), &st) != 0) return nullptr;
  if (S_ISDIR(st.st_mode)) {
    errno = EISDIR;
    return nullptr;
  }
  if (S_ISREG(st.st_mode) && st.st_size >= 64 * 1024) {
    std::unique_ptr<MappedFile> file = MappedFile::open(path);
    if (!file) return nullptr;
    buffers_.push_back(std::make_unique<SourceBuffer>(std::move(name), std::move(file)));
    return buffers_.back().get();
  }
  errno = 0;
  std::ifstream in(path, std::ios::binary);
  if (!in) return nullptr;
  // A stream without a size (a pipe) is read to its end.
  std::string contents((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  return addBuffer(std::move(name), std::move(contents));
}

namespace {


const char *severityName(Severity s) {
  switch (s) {
    case Severity::Error: return "error";
    case Severity::Warning: return "warning";
    case Severity::Note: return "note";
    case Severity::Remark: return "remark";
  }
  return "error";
}

/// `withSource`: print the source line and caret (MLIR omits them for notes
/// at the location of their diagnostic, and for line 0).
void render(const Diagnostic &d, std::string &out, bool withSource = true) {
  if (d.loc.isUnknown()) {
    absl::StrAppend(&out, "<unknown>:0: ", severityName(d.severity), ": ", d.message, "\n");
  } else {
    absl::StrAppend(&out, d.loc.getBuffer()->getName(), ":", d.loc.line, ":", d.loc.col, ": ", severityName(d.severity),
                    ": ", d.message, "\n");
    if (!withSource || d.loc.line == 0) {
      for (const Diagnostic &n : d.notes) render(n, out, n.loc != d.loc);
      return;
    }
    std::string_view line = d.loc.getBuffer()->getLine(d.loc.line);
    absl::StrAppend(&out, toAbsl(line), "\n");
    std::string caret;
    for (uint32_t i = 1; i < d.loc.col && i - 1 < line.size(); ++i) caret += line[i - 1] == '\t' ? '\t' : ' ';
    absl::StrAppend(&out, caret, "^\n");
  }
  for (const Diagnostic &n : d.notes) render(n, out, n.loc != d.loc);
}

}  // namespace

std::string Diagnostic::str() const {
  std::string out;
  render(*this, out);
  return out;
}

DiagnosticEngine::DiagnosticEngine() {
  handler_ = [](const Diagnostic &d) {
    std::string s = d.str();
    std::fwrite(s.data(), 1, s.size(), stderr);
  };
}

DiagnosticEngine::Handler DiagnosticEngine::setHandler(Handler h) {
  Handler old = std::move(handler_);
  handler_ = std::move(h);
  return old;
}

void DiagnosticEngine::emit(Diagnostic d) {
  if (d.severity == Severity::Error) ++numErrors_;
  if (handler_) handler_(d);
}

InFlightDiagnostic::InFlightDiagnostic(DiagnosticEngine *engine, Location loc, Severity sev, std::string prefix)
    : engine_(engine) {
  diag_.loc = loc;
  diag_.severity = sev;
  diag_.message = std::move(prefix);
}

InFlightDiagnostic::InFlightDiagnostic(InFlightDiagnostic &&o) noexcept
    : engine_(o.engine_), diag_(std::move(o.diag_)) {
  o.engine_ = nullptr;
}

InFlightDiagnostic::~InFlightDiagnostic() {
  if (engine_) engine_->emit(std::move(diag_));
}

InFlightDiagnostic &InFlightDiagnostic::operator<<(std::string_view s) {
  diag_.message.append(s);
  return *this;
}
InFlightDiagnostic &InFlightDiagnostic::operator<<(int64_t v) {
  absl::StrAppend(&diag_.message, v);
  return *this;
}
InFlightDiagnostic &InFlightDiagnostic::operator<<(double v) {
  absl::StrAppend(&diag_.message, v);
  return *this;
}
InFlightDiagnostic &InFlightDiagnostic::operator<<(Type t) {
  diag_.message += t ? t.str() : "<<NULL TYPE>>";
  return *this;
}
InFlightDiagnostic &InFlightDiagnostic::operator<<(Attribute a) {
  diag_.message += a ? a.str() : "<<NULL ATTRIBUTE>>";
  return *this;
}

Diagnostic &InFlightDiagnostic::attachNote(Location loc) {
  Diagnostic note;
  note.loc = loc.isUnknown() ? diag_.loc : loc;
  note.severity = Severity::Note;
  diag_.notes.push_back(std::move(note));
  return diag_.notes.back();
}

Diagnostic &operator<<(Diagnostic &d, std::string_view s) {
  d.message.append(s);
  return d;
}
Diagnostic &operator<<(Diagnostic &d, int64_t v) {
  absl::StrAppend(&d.message, v);
  return d;
}
Diagnostic &operator<<(Diagnostic &d, Type t) {
  d.message += t ? t.str() : "<<NULL TYPE>>";
  return d;
}

}  // namespace tbuf

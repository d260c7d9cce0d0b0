// The HTML renderer (see render.h): one self-contained page, no network.
// The source and the bufferized IR are shown side by side, one element per
// line (`#sN`, `#oN`), each output line linking to the source line of its op
// and each source line to the first output line printed from it; every decision is one annotation element (class
// `ann`, id `dN`) placed right after the line it is about -- analysis
// decisions in the source, allocations, copies and frees in the output -- and
// links to the other side. Alias sets colour the lines defining their members
// (left bar), equivalence sets the right bar. Each function gets an SVG
// buffer-lifetime chart: a bar per buffer from its allocation to its free,
// its bytes, and the static peak marked. Each pane's lines and annotations
// are grouped 50 to a chunk, and chunks off screen are not laid out
// (content-visibility), so thousands of ops load quickly (a third faster on
// 5,000 ops than a content-visibility box per line and annotation).
// The page's only script records load time and script errors on <body>
// (used by the browser test).
#include <algorithm>
#include <map>

#include "explain/render.h"
#include "fmt/format.h"

namespace tbuf::explain {

namespace {

std::string escape(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (char c : s) {
    switch (c) {
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '&': out += "&amp;"; break;
      case '"': out += "&quot;"; break;
      default: out += c;
    }
  }
  return out;
}

std::vector<std::string_view> splitLines(std::string_view text) {
  std::vector<std::string_view> lines;
  size_t pos = 0;
  while (pos < text.size()) {
    size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    lines.push_back(text.substr(pos, end - pos));
    pos = end + 1;
  }
  return lines;
}

std::string hue(int id) { return fmt::format("hsl({}, 70%, 55%)", (id * 137) % 360); }

const char *kStyle = R"(
body{font:13px/1.4 system-ui,sans-serif;margin:0;color:#222;background:#fafafa}
header{padding:8px 16px;background:#fff;border-bottom:1px solid #ddd}
h1{font-size:16px;margin:0 0 4px}h2{font-size:14px;margin:8px 0 4px}
.pipeline{font-family:monospace;font-size:11px;color:#666;word-break:break-all}
.legend{max-height:30vh;overflow:auto}.legend span{display:inline-block;margin:2px 6px 2px 0;padding:0 4px;border-left:6px solid var(--c);background:#fff}
.summaries{padding:0 16px}.fn{background:#fff;border:1px solid #ddd;margin:8px 0;padding:4px 8px}
.panes{display:flex;gap:8px;padding:8px 16px}.pane{flex:1;min-width:0;background:#fff;border:1px solid #ddd;overflow:auto;max-height:80vh}
.line{font-family:monospace;white-space:pre;border-left:4px solid var(--a,transparent);border-right:4px solid var(--e,transparent)}
.line:target,.ann:target{background:#ffe98a}
.to{color:#39c;text-decoration:none;margin:0 4px}.ln{display:inline-block;width:4em;color:#999;text-align:right;margin-right:8px;text-decoration:none}
.ann{margin:1px 0 3px 4.5em;padding:2px 6px;border-left:3px solid #888;background:#f3f3f3;font-size:12px;white-space:normal}
.ann .k{font-weight:bold}.ann ul{margin:2px 0;padding-left:18px}
.k-out-of-place{border-color:#d33}.k-in-place{border-color:#3a3}.k-allocation{border-color:#d90}
.k-copy,.k-clone{border-color:#a3a}.k-dealloc,.k-conditional-free,.k-retained,.k-not-owned{border-color:#39c}
svg text{font:10px monospace}.chart{max-height:40vh;overflow:auto}
.chunk{content-visibility:auto}
)";

// Groups a pane's elements (lines and annotations) into chunks of
// kChunkElements, each laid out only when on screen; its placeholder height
// until then is estimated from what it holds, so the scroll bar is about
// right before the chunk is seen.
class PaneChunks {
 public:
  explicit PaneChunks(std::string &out) : out_(out) {}
  void line(const std::string &text) { add(text, kLinePx); }
  void annotation(const std::string &text) { add(text, kAnnotationPx); }
  /// Writes the last, partial chunk.
  void flush() {
    if (!elements_) return;
    out_ += fmt::format("<div class=\"chunk\" style=\"contain-intrinsic-size:auto {}px\">\n", heightPx_);
    out_ += chunk_;
    out_ += "</div>\n";
    chunk_.clear();
    elements_ = heightPx_ = 0;
  }

 private:
  static constexpr int kChunkElements = 50, kLinePx = 18, kAnnotationPx = 40;
  void add(const std::string &text, int px) {
    chunk_ += text;
    heightPx_ += px;
    if (++elements_ == kChunkElements) flush();
  }
  std::string &out_;
  std::string chunk_;
  int elements_ = 0, heightPx_ = 0;
};

std::string count(int64_t n, const char *one, const char *many) { return fmt::format("{} {}", n, n == 1 ? one : many); }

std::string opText(const OpRef &op) {
  return fmt::format("{} at {}", escape(op.opName), escape(op.loc.str()));
}

}  // namespace

std::string renderHtml(const Explanation &ex) {
  std::string out;
  out += "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\">\n";
  out += fmt::format("<title>tbuf explain: {}</title>\n<style>{}</style></head>\n<body>\n", escape(ex.file), kStyle);
  out += fmt::format("<header><h1>tbuf explain: {}</h1><div class=\"pipeline\">{}</div>\n", escape(ex.file),
                     escape(ex.pipeline));

  // Colours of the sets, by the source line defining a member.
  std::map<uint32_t, int> aliasOfLine, equivalenceOfLine;
  // Short legends are open; long ones (thousands of sets) are collapsed.
  size_t numSets = ex.aliasSets.size() + ex.equivalenceSets.size();
  out += fmt::format("<details class=\"legend\"{}><summary>{} alias sets, {} equivalence sets</summary>",
                     numSets <= 24 ? " open" : "", ex.aliasSets.size(), ex.equivalenceSets.size());
  out += "alias sets (left bar): ";
  for (const ValueSet &s : ex.aliasSets) {
    std::string members;
    for (const OpRef &m : s.members) {
      members += (members.empty() ? "" : ", ") + escape(m.value);
      if (m.loc.isKnown()) aliasOfLine.emplace(m.loc.line, s.id);
    }
    out += fmt::format("<span style=\"--c:{}\">A{} @{}: {}</span>", hue(s.id), s.id, escape(s.function), members);
  }
  out += "<br>equivalence sets (right bar): ";
  for (const ValueSet &s : ex.equivalenceSets) {
    std::string members;
    for (const OpRef &m : s.members) {
      members += (members.empty() ? "" : ", ") + escape(m.value);
      if (m.loc.isKnown()) equivalenceOfLine.emplace(m.loc.line, s.id);
    }
    out += fmt::format("<span style=\"--c:{}\">E{} @{}: {}</span>", hue(s.id + 7), s.id, escape(s.function),
                       members);
  }
  out += "</details></header>\n";

  // Per function: summary and buffer-lifetime chart.
  out += "<section class=\"summaries\">\n";
  for (const FunctionSummary &f : ex.functions) {
    out += fmt::format(
        "<div class=\"fn\"><h2>@{} <a href=\"#s{}\">{}</a></h2>{}, {}, {} in place, {} out of place, {}, {}, {}; "
        "static peak {} bytes{}\n",
        escape(f.name), f.loc.line, escape(f.loc.str()), count(f.allocations, "allocation", "allocations"),
        count(f.copies, "copy", "copies"), f.inPlace, f.outOfPlace, count(f.frees, "free", "frees"),
        count(f.conditionalFrees, "conditional free", "conditional frees"), count(f.clones, "clone", "clones"),
        f.staticPeakBytes, f.peakExact ? "" : " (dynamic-size buffers not counted)");
    if (!f.buffers.empty()) {
      const double width = 760, left = 30, row = 16;
      double height = row * static_cast<double>(f.buffers.size()) + 24;
      double scale = width / static_cast<double>(std::max<int64_t>(f.numOps, 1));
      out += "<div class=\"chart\">";
      out += fmt::format("<svg class=\"lifetimes\" width=\"{}\" height=\"{}\" role=\"img\">", left + width + 10,
                         height);
      for (size_t i = 0; i < f.buffers.size(); ++i) {
        const BufferLifetime &b = f.buffers[i];
        double x = left + scale * static_cast<double>(b.start);
        double w = std::max(2.0, scale * static_cast<double>(b.end - b.start + 1));
        double y = row * static_cast<double>(i) + 4;
        std::string bytes = b.bytes ? fmt::format("{} B", *b.bytes) : "dynamic";
        out += fmt::format(
            "<a href=\"#d{}\"><rect x=\"{:.1f}\" y=\"{:.1f}\" width=\"{:.1f}\" height=\"{}\" fill=\"{}\"><title>{}: "
            "{}, allocated [{}], {}</title></rect><text x=\"{:.1f}\" y=\"{:.1f}\">{} {}</text></a>",
            b.allocation, x, y, w, row - 4, b.freedBy >= 0 ? "#6a9fd8" : "#d8a06a", escape(b.label), bytes,
            b.allocation, b.freedBy >= 0 ? fmt::format("freed [{}]", b.freedBy) : std::string("not freed here"),
            x + 2, y + row - 6, escape(b.label), bytes);
      }
      double px = left + scale * (static_cast<double>(f.peakAt) + 0.5);
      out += fmt::format(
          "<line class=\"peak\" x1=\"{:.1f}\" x2=\"{:.1f}\" y1=\"0\" y2=\"{:.1f}\" stroke=\"#d33\" "
          "stroke-dasharray=\"3,2\"/><text x=\"{:.1f}\" y=\"{:.1f}\" fill=\"#d33\">peak {} B</text>",
          px, px, height - 12, std::min(px + 2, left + width - 80), height - 2, f.staticPeakBytes);
      out += "</svg></div>";
    }
    out += "</div>\n";
  }
  out += "</section>\n";

  // Annotations per line of each pane. Decisions on output ops go to the
  // output; the others to the source line of their op.
  std::map<uint32_t, std::vector<const Decision *>> sourceAnn, outputAnn;
  std::map<int, uint32_t> outputLineOfAnalysis;  // analysis decision -> an output line implementing it
  for (const Decision &d : ex.decisions)
    if (d.explainedBy >= 0 && d.op.outputLine) outputLineOfAnalysis.emplace(d.explainedBy, d.op.outputLine);
  std::vector<const Decision *> unplaced;
  for (const Decision &d : ex.decisions) {
    if (d.op.outputLine)
      outputAnn[d.op.outputLine].push_back(&d);
    else if (d.op.loc.isKnown())
      sourceAnn[d.op.loc.line].push_back(&d);
    else
      unplaced.push_back(&d);
  }
  auto annotation = [&](const Decision &d, bool inOutput) {
    std::string link;
    if (inOutput && d.op.loc.isKnown())
      link = fmt::format("<a href=\"#s{}\">&larr; source {}</a> ", d.op.loc.line, escape(d.op.loc.str()));
    if (!inOutput) {
      auto it = outputLineOfAnalysis.find(d.id);
      if (it != outputLineOfAnalysis.end())
        link = fmt::format("<a href=\"#o{}\">output line {} &rarr;</a> ", it->second, it->second);
    }
    std::string text = fmt::format("<div class=\"ann k-{}\" id=\"d{}\">{}<span class=\"k\">[{}] {}</span> {}",
                                   kindName(d.kind), d.id, link, d.id, kindName(d.kind), escape(d.summary));
    if (d.bytes) text += fmt::format(" ({} bytes)", *d.bytes);
    if (d.cause != Cause::None) text += fmt::format(" <i>{}</i>", causeName(d.cause));
    if (d.explainedBy >= 0) text += fmt::format(" <a href=\"#d{}\">see [{}]</a>", d.explainedBy, d.explainedBy);
    if (!d.reasons.empty() || !d.related.empty()) {
      text += "<ul>";
      for (const std::string &r : d.reasons) text += "<li>" + escape(r) + "</li>";
      for (const Decision::Related &r : d.related) {
        std::string target = r.op.outputLine ? fmt::format("#o{}", r.op.outputLine)
                                             : (r.op.loc.isKnown() ? fmt::format("#s{}", r.op.loc.line) : "");
        text += fmt::format("<li>{}: {}{}{}</li>", escape(r.role),
                            target.empty() ? "" : "<a href=\"" + target + "\">", opText(r.op),
                            target.empty() ? "" : "</a>");
      }
      text += "</ul>";
    }
    return text + "</div>\n";
  };

  // Source line -> first output line printed from it, and back.
  std::map<uint32_t, uint32_t> firstOutputOf;
  for (size_t i = 0; i < ex.outputSourceLines.size(); ++i)
    if (ex.outputSourceLines[i]) firstOutputOf.emplace(ex.outputSourceLines[i], static_cast<uint32_t>(i + 1));
  out += "<main class=\"panes\">\n<div class=\"pane\" id=\"source\"><h2>source</h2>\n";
  std::vector<std::string_view> sourceLines = splitLines(ex.sourceText);
  PaneChunks sourcePane(out);
  for (size_t i = 0; i < sourceLines.size(); ++i) {
    uint32_t n = static_cast<uint32_t>(i + 1);
    std::string style;
    if (auto it = aliasOfLine.find(n); it != aliasOfLine.end()) style += "--a:" + hue(it->second) + ";";
    if (auto it = equivalenceOfLine.find(n); it != equivalenceOfLine.end()) style += "--e:" + hue(it->second + 7) + ";";
    std::string to;
    if (auto it = firstOutputOf.find(n); it != firstOutputOf.end())
      to = fmt::format("<a class=\"to\" href=\"#o{}\" title=\"bufferized line {}\">&rarr;</a>", it->second,
                       it->second);
    sourcePane.line(fmt::format("<div class=\"line\" id=\"s{}\"{}><a class=\"ln\" href=\"#s{}\">{}</a>{}{}</div>\n",
                                n, style.empty() ? "" : " style=\"" + style + "\"", n, n, escape(sourceLines[i]),
                                to));
    if (auto it = sourceAnn.find(n); it != sourceAnn.end())
      for (const Decision *d : it->second) sourcePane.annotation(annotation(*d, false));
  }
  for (const Decision *d : unplaced) sourcePane.annotation(annotation(*d, false));
  sourcePane.flush();
  out += "</div>\n<div class=\"pane\" id=\"output\"><h2>bufferized</h2>\n";
  std::vector<std::string_view> outputLines = splitLines(ex.bufferizedText);
  PaneChunks outputPane(out);
  for (size_t i = 0; i < outputLines.size(); ++i) {
    uint32_t n = static_cast<uint32_t>(i + 1);
    uint32_t from = i < ex.outputSourceLines.size() ? ex.outputSourceLines[i] : 0;
    std::string back =
        from ? fmt::format("<a class=\"to\" href=\"#s{}\" title=\"source line {}\">&larr;</a>", from, from) : "";
    outputPane.line(fmt::format("<div class=\"line\" id=\"o{}\"><a class=\"ln\" href=\"#o{}\">{}</a>{}{}</div>\n",
                                n, n, n, back, escape(outputLines[i])));
    if (auto it = outputAnn.find(n); it != outputAnn.end())
      for (const Decision *d : it->second) outputPane.annotation(annotation(*d, true));
  }
  outputPane.flush();
  out += "</div>\n</main>\n";
  out += fmt::format(
      "<script>\n"
      "var errors = 0;\n"
      "window.addEventListener('error', function () {{ errors++; document.body.dataset.errors = errors; }});\n"
      "window.addEventListener('load', function () {{\n"
      "  var b = document.body;\n"
      "  b.dataset.errors = errors;\n"
      "  b.dataset.decisions = {};\n"
      "  b.dataset.annotations = document.querySelectorAll('.ann').length;\n"
      "  b.dataset.loadMs = Math.round(performance.now());\n"
      "}});\n"
      "</script>\n</body></html>\n",
      ex.decisions.size());
  return out;
}

}  // namespace tbuf::explain

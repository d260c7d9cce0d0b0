// The text renderer (see render.h): decisions grouped by function, each with
// its kind, the op's location, one summary line and the reasons indented
// below it; then the function's alias and equivalence sets and its summary.
#include <set>

#include "explain/render.h"
#include "fmt/format.h"

namespace tbuf::explain {

namespace {

const char *colorOf(DecisionKind kind) {
  switch (kind) {
    case DecisionKind::OutOfPlace: return "\x1b[31m";
    case DecisionKind::InPlace: return "\x1b[32m";
    case DecisionKind::Allocation: return "\x1b[33m";
    case DecisionKind::Copy: return "\x1b[35m";
    case DecisionKind::Clone: return "\x1b[35m";
    default: return "\x1b[36m";
  }
}

std::string setText(const ValueSet &set) {
  std::string text;
  for (size_t i = 0; i < set.members.size(); ++i) {
    const OpRef &m = set.members[i];
    text += fmt::format("{}{} ({} {})", i ? ", " : "", m.value, m.opName, m.loc.isKnown() ? m.loc.str() : "");
  }
  return text;
}

std::string plural(int64_t n, const char *one, const char *many) {
  return fmt::format("{} {}", n, n == 1 ? one : many);
}

}  // namespace

std::string renderText(const Explanation &ex, bool color) {
  std::string out;
  auto paint = [&](const char *code, const std::string &text) {
    return color ? std::string(code) + text + "\x1b[0m" : text;
  };
  out += fmt::format("{} {}\n", paint("\x1b[1m", "tbuf explain:"), ex.file);
  // The pipeline's pass names (options are in the JSON output).
  std::string passes;
  int depth = 0;
  for (char c : ex.pipeline) {
    if (c == '{') ++depth;
    if (depth == 0) passes += c;
    if (c == '}') --depth;
  }
  out += fmt::format("pipeline: {}\n", passes);

  // Functions in output order, then any other group (module level).
  std::vector<std::string> groups;
  for (const FunctionSummary &f : ex.functions) groups.push_back(f.name);
  std::set<std::string> known(groups.begin(), groups.end());
  for (const Decision &d : ex.decisions)
    if (known.insert(d.function).second) groups.push_back(d.function);

  for (const std::string &group : groups) {
    const FunctionSummary *summary = nullptr;
    for (const FunctionSummary &f : ex.functions)
      if (f.name == group) summary = &f;
    out += "\n";
    if (group.empty())
      out += paint("\x1b[1m", "module level") + "\n";
    else
      out += paint("\x1b[1m", fmt::format("function @{}", group)) +
             (summary ? fmt::format(" ({})", summary->loc.str()) : std::string()) + "\n";
    for (const Decision &d : ex.decisions) {
      if (d.function != group || !d.notable) continue;
      std::string label = fmt::format("[{}] {:<16}", d.id, kindName(d.kind));
      std::string rest = d.summary;
      if (d.bytes) rest += fmt::format(" ({} bytes)", *d.bytes);
      if (d.cause != Cause::None) rest += fmt::format(" [{}]", causeName(d.cause));
      if (d.explainedBy >= 0) rest += fmt::format(" (see [{}])", d.explainedBy);
      out += "  " + paint(colorOf(d.kind), label) + " " + rest;
      out += "\n";
      // Reasons of an out-of-place decision are repeated by the allocation
      // and copy that implement it only by reference.
      if (d.explainedBy >= 0) {
        const Decision &why = ex.decisions[d.explainedBy];
        size_t own = d.reasons.size() >= why.reasons.size() ? d.reasons.size() - why.reasons.size() : d.reasons.size();
        for (size_t i = 0; i < own; ++i) out += fmt::format("        {}\n", d.reasons[i]);
        continue;
      }
      for (const std::string &r : d.reasons) out += fmt::format("        {}\n", r);
    }
    bool anySet = false;
    for (const ValueSet &s : ex.aliasSets)
      if (s.function == group) {
        if (!anySet) out += "  alias sets (may share a buffer):\n";
        anySet = true;
        out += fmt::format("    A{}: {}\n", s.id, setText(s));
      }
    anySet = false;
    for (const ValueSet &s : ex.equivalenceSets)
      if (s.function == group) {
        if (!anySet) out += "  equivalence sets (are the same buffer):\n";
        anySet = true;
        out += fmt::format("    E{}: {}\n", s.id, setText(s));
      }
    if (summary) {
      out += fmt::format("  summary: {}, {}, {} in place, {} out of place, {}, {}, {}; static peak {} bytes{}\n",
                         plural(summary->allocations, "allocation", "allocations"),
                         plural(summary->copies, "copy", "copies"), summary->inPlace, summary->outOfPlace,
                         plural(summary->frees, "free", "frees"),
                         plural(summary->conditionalFrees, "conditional free", "conditional frees"),
                         plural(summary->clones, "clone", "clones"), summary->staticPeakBytes,
                         summary->peakExact ? "" : " (dynamic-size buffers not counted)");
    }
  }
  return out;
}

}  // namespace tbuf::explain

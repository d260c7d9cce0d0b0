// The JSON renderer (see render.h; the schema is documented in
// docs/explain.md). Written by hand: the output is small and its field order
// is part of the golden tests.
#include "explain/render.h"
#include "fmt/format.h"

namespace tbuf::explain {

namespace {

std::string quote(std::string_view s) {
  std::string out = "\"";
  for (char c : s) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\t': out += "\\t"; break;
      case '\r': out += "\\r"; break;
      default:
        if (static_cast<unsigned char>(c) < 0x20)
          out += fmt::format("\\u{:04x}", static_cast<unsigned>(static_cast<unsigned char>(c)));
        else
          out += c;
    }
  }
  return out + "\"";
}

std::string locJson(const SourceLoc &loc) {
  if (!loc.isKnown()) return "null";
  return fmt::format("{{\"file\": {}, \"line\": {}, \"col\": {}}}", quote(loc.file), loc.line, loc.col);
}

std::string opJson(const OpRef &op) {
  return fmt::format("{{\"name\": {}, \"loc\": {}, \"value\": {}, \"outputLine\": {}}}", quote(op.opName),
                     locJson(op.loc), op.value.empty() ? "null" : quote(op.value),
                     op.outputLine ? std::to_string(op.outputLine) : std::string("null"));
}

std::string setsJson(const std::vector<ValueSet> &sets) {
  std::string out = "[";
  for (size_t i = 0; i < sets.size(); ++i) {
    const ValueSet &s = sets[i];
    out += fmt::format("{}\n    {{\"id\": {}, \"function\": {}, \"members\": [", i ? "," : "", s.id, quote(s.function));
    for (size_t m = 0; m < s.members.size(); ++m) out += (m ? ", " : "") + opJson(s.members[m]);
    out += "]}";
  }
  return out + (sets.empty() ? "]" : "\n  ]");
}

}  // namespace

std::string renderJson(const Explanation &ex) {
  std::string out = "{\n";
  out += fmt::format("  \"schemaVersion\": {},\n", ex.schemaVersion);
  out += fmt::format("  \"file\": {},\n", quote(ex.file));
  out += fmt::format("  \"pipeline\": {},\n", quote(ex.pipeline));
  out += "  \"decisions\": [";
  for (size_t i = 0; i < ex.decisions.size(); ++i) {
    const Decision &d = ex.decisions[i];
    out += i ? ",\n    {" : "\n    {";
    out += fmt::format("\"id\": {}, \"kind\": {}, \"cause\": {}, \"function\": {}, \"notable\": {},\n", d.id,
                       quote(kindName(d.kind)), quote(causeName(d.cause)), quote(d.function),
                       d.notable ? "true" : "false");
    out += fmt::format("     \"op\": {},\n", opJson(d.op));
    out += fmt::format("     \"operandNumber\": {}, \"aliasSet\": {}, \"equivalenceSet\": {}, \"bytes\": {}, "
                       "\"explainedBy\": {},\n",
                       d.operandNumber < 0 ? std::string("null") : std::to_string(d.operandNumber),
                       d.aliasSet < 0 ? std::string("null") : std::to_string(d.aliasSet),
                       d.equivalenceSet < 0 ? std::string("null") : std::to_string(d.equivalenceSet),
                       d.bytes ? std::to_string(*d.bytes) : std::string("null"),
                       d.explainedBy < 0 ? std::string("null") : std::to_string(d.explainedBy));
    out += fmt::format("     \"summary\": {},\n     \"reasons\": [", quote(d.summary));
    for (size_t r = 0; r < d.reasons.size(); ++r) out += (r ? ", " : "") + quote(d.reasons[r]);
    out += "],\n     \"related\": [";
    for (size_t r = 0; r < d.related.size(); ++r)
      out += fmt::format("{}{{\"role\": {}, \"op\": {}}}", r ? ", " : "", quote(d.related[r].role),
                         opJson(d.related[r].op));
    out += "]}";
  }
  out += ex.decisions.empty() ? "],\n" : "\n  ],\n";
  out += "  \"aliasSets\": " + setsJson(ex.aliasSets) + ",\n";
  out += "  \"equivalenceSets\": " + setsJson(ex.equivalenceSets) + ",\n";
  out += "  \"functions\": [";
  for (size_t i = 0; i < ex.functions.size(); ++i) {
    const FunctionSummary &f = ex.functions[i];
    out += fmt::format(
        "{}\n    {{\"name\": {}, \"loc\": {}, \"allocations\": {}, \"copies\": {}, \"inPlace\": {}, "
        "\"outOfPlace\": {}, \"frees\": {}, \"conditionalFrees\": {}, \"clones\": {}, \"staticPeakBytes\": {}, "
        "\"peakExact\": {}, \"peakAt\": {}, \"numOps\": {},\n     \"buffers\": [",
        i ? "," : "", quote(f.name), locJson(f.loc), f.allocations, f.copies, f.inPlace, f.outOfPlace, f.frees,
        f.conditionalFrees, f.clones, f.staticPeakBytes, f.peakExact ? "true" : "false", f.peakAt, f.numOps);
    for (size_t b = 0; b < f.buffers.size(); ++b) {
      const BufferLifetime &l = f.buffers[b];
      out += fmt::format("{}{{\"allocation\": {}, \"freedBy\": {}, \"start\": {}, \"end\": {}, \"bytes\": {}, "
                         "\"label\": {}}}",
                         b ? ", " : "", l.allocation, l.freedBy < 0 ? std::string("null") : std::to_string(l.freedBy),
                         l.start, l.end, l.bytes ? std::to_string(*l.bytes) : std::string("null"), quote(l.label));
    }
    out += "]}";
  }
  out += ex.functions.empty() ? "]\n" : "\n  ]\n";
  return out + "}\n";
}

}  // namespace tbuf::explain

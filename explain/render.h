// Renderers of an Explanation: plain text for people (optionally coloured),
// versioned JSON for tools (schema in docs/explain.md), and one
// self-contained HTML page (source and bufferized IR side by side, decisions
// annotated in place, alias sets as colours, a buffer-lifetime chart per
// function).
#pragma once

#include <string>

#include "explain/explanation.h"

namespace tbuf::explain {

/// Text: per function its notable decisions with their reasons, its alias
/// and equivalence sets and a summary line. `color` adds ANSI colours.
std::string renderText(const Explanation &ex, bool color);

/// JSON (schema version kExplanationSchemaVersion), one object, two-space
/// indented, ending with a newline.
std::string renderJson(const Explanation &ex);

/// A self-contained HTML page (no network access).
std::string renderHtml(const Explanation &ex);

}  // namespace tbuf::explain

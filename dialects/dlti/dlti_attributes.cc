// Parsing and canonical printing of #dlti.dl_spec and #dlti.dl_entry (see
// dlti_attributes.h). The parser hands the text after `#dlti.` to
// parseDLTIAttr; keys and values are parsed with tbuf's type and attribute
// parsers, and the attribute is stored as the text mlir-opt prints. Errors
// (with mlir-opt's messages: "expected '='", "expected attribute value",
// "repeated DLTI key: K", "expected integer attribute in the data layout
// entry for 'index'") are located in the attribute text; mlir-opt reports
// the last one, a verifier check, at the op that holds the spec.
#include "dialects/dlti/dlti_attributes.h"

#include <cctype>
#include <string_view>

#include "ir/context.h"
#include "ir/diagnostics.h"
#include "ir/parser/parser.h"

namespace tbuf {

namespace {

constexpr std::string_view kSpecMnemonic = "dl_spec";
constexpr std::string_view kEntryMnemonic = "dl_entry";

using DialectAttrError = Context::DialectAttrError;

/// A piece of the attribute text and where it starts in it.
struct Piece {
  std::string_view text;
  size_t offset;
};

Piece trim(Piece p) {
  while (!p.text.empty() && std::isspace(static_cast<unsigned char>(p.text.front()))) {
    p.text.remove_prefix(1);
    ++p.offset;
  }
  while (!p.text.empty() && std::isspace(static_cast<unsigned char>(p.text.back()))) p.text.remove_suffix(1);
  return p;
}

/// Splits `p` at every top-level occurrence of `sep` (outside brackets and
/// strings); at most `maxPieces` pieces (the last takes the rest).
std::vector<Piece> splitTopLevel(Piece p, char sep, size_t maxPieces = SIZE_MAX) {
  std::vector<Piece> pieces;
  int depth = 0;
  size_t start = 0;
  for (size_t i = 0; i < p.text.size(); ++i) {
    char c = p.text[i];
    if (c == '"') {
      for (++i; i < p.text.size() && p.text[i] != '"'; ++i)
        if (p.text[i] == '\\') ++i;
    } else if (c == '-' && i + 1 < p.text.size() && p.text[i + 1] == '>') {
      ++i;  // `->` closes nothing
    } else if (c == '<' || c == '(' || c == '[' || c == '{') {
      ++depth;
    } else if (c == '>' || c == ')' || c == ']' || c == '}') {
      --depth;
    } else if (c == sep && depth == 0 && pieces.size() + 1 < maxPieces) {
      pieces.push_back({p.text.substr(start, i - start), p.offset + start});
      start = i + 1;
    }
  }
  pieces.push_back({p.text.substr(start), p.offset + start});
  return pieces;
}

/// Runs `parse` (a parse of standalone text) with diagnostics captured: on
/// failure, `error` gets the first message at `piece`'s offset plus the
/// column it names.
template <typename T, typename Fn>
T parseCaptured(Context &ctx, Piece piece, DialectAttrError &error, Fn &&parse) {
  DiagnosticEngine &engine = ctx.getDiagEngine();
  std::optional<Diagnostic> first;
  DiagnosticEngine::Handler previous = engine.setHandler([&](const Diagnostic &d) {
    if (!first) first = d;
  });
  T result = parse(piece.text);
  engine.setHandler(std::move(previous));
  // A failed nested parse fails the whole attribute, whose error the caller
  // reports (the engine's error count only grows, as it would anyway).
  if (!result && first) {
    error.message = first->message;
    error.offset = piece.offset + (first->loc.line == 1 && first->loc.col > 0 ? first->loc.col - 1 : 0);
  }
  return result;
}

/// `key` of an entry: a "string" or a type.
bool parseKey(Context &ctx, Piece key, dlti::DataLayoutEntry &entry, DialectAttrError &error) {
  if (key.text.empty() || key.text.front() == '"') {
    Attribute attr = parseCaptured<Attribute>(ctx, key, error, [&](std::string_view t) { return parseAttribute(ctx, t); });
    if (auto str = attr.dyn_cast<StringAttr>()) {
      entry.stringKey = str.getValue();
      return true;
    }
  } else {
    DialectAttrError ignored;
    entry.typeKey = parseCaptured<Type>(ctx, key, ignored, [&](std::string_view t) { return parseType(ctx, t); });
    if (entry.typeKey) return true;
  }
  // mlir-opt: neither a type nor a string.
  error = {"expected attribute value", key.offset};
  return false;
}

bool parseValue(Context &ctx, Piece value, size_t endOffset, dlti::DataLayoutEntry &entry, DialectAttrError &error) {
  value = trim(value);
  if (value.text.empty()) {
    error = {"expected attribute value", endOffset};
    return false;
  }
  entry.value = parseCaptured<Attribute>(ctx, value, error, [&](std::string_view t) { return parseAttribute(ctx, t); });
  return static_cast<bool>(entry.value);
}

/// `key, value` (the inside of #dlti.dl_entry<...>).
bool parseEntryBody(Context &ctx, Piece inner, dlti::DataLayoutEntry &entry, DialectAttrError &error) {
  std::vector<Piece> parts = splitTopLevel(inner, ',', 2);
  Piece key = trim(parts[0]);
  if (parts.size() < 2) {
    error = {"expected ','", key.offset + key.text.size()};
    return false;
  }
  return parseKey(ctx, key, entry, error) &&
         parseValue(ctx, parts[1], parts[1].offset + parts[1].text.size(), entry, error);
}

std::string keyText(const dlti::DataLayoutEntry &entry) {
  return entry.typeKey ? entry.typeKey.str() : StringAttr::get(entry.value.getContext(), entry.stringKey).str();
}

/// The inside of `mnemonic<...>` in `body`, or nullopt if `body` is not that.
std::optional<Piece> angleBody(std::string_view body, std::string_view mnemonic) {
  if (body.size() < mnemonic.size() + 2 || body.substr(0, mnemonic.size()) != mnemonic ||
      body[mnemonic.size()] != '<' || body.back() != '>')
    return std::nullopt;
  return Piece{body.substr(mnemonic.size() + 1, body.size() - mnemonic.size() - 2), mnemonic.size() + 1};
}

Attribute parseSpec(Context &ctx, Piece inner, DialectAttrError &error) {
  std::vector<dlti::DataLayoutEntry> entries;
  if (!trim(inner).text.empty()) {
    for (Piece piece : splitTopLevel(inner, ',')) {
      piece = trim(piece);
      dlti::DataLayoutEntry entry;
      std::string_view entryPrefix = "#dlti.dl_entry";
      if (piece.text.substr(0, entryPrefix.size()) == entryPrefix) {
        std::optional<Piece> body = angleBody(piece.text.substr(entryPrefix.size() - kEntryMnemonic.size()), kEntryMnemonic);
        if (!body) {
          error = {"expected '<'", piece.offset + entryPrefix.size()};
          return Attribute();
        }
        body->offset += piece.offset + entryPrefix.size() - kEntryMnemonic.size();
        if (!parseEntryBody(ctx, *body, entry, error)) return Attribute();
      } else {
        std::vector<Piece> parts = splitTopLevel(piece, '=', 2);
        Piece key = trim(parts[0]);
        if (parts.size() < 2) {
          error = {"expected '='", key.offset + key.text.size()};
          return Attribute();
        }
        if (!parseKey(ctx, key, entry, error) ||
            !parseValue(ctx, parts[1], parts[1].offset + parts[1].text.size(), entry, error))
          return Attribute();
      }
      for (const dlti::DataLayoutEntry &other : entries)
        if (other.typeKey == entry.typeKey && (entry.typeKey || other.stringKey == entry.stringKey)) {
          error = {"repeated DLTI key: " + keyText(entry), 0};
          return Attribute();
        }
      // mlir-opt checks this when it verifies the op holding the spec (and
      // reports it there); tbuf reports it here, at the spec.
      if (entry.typeKey && entry.typeKey.isIndex() && !entry.value.isa<IntegerAttr>()) {
        error = {"expected integer attribute in the data layout entry for 'index'", 0};
        return Attribute();
      }
      entries.push_back(std::move(entry));
    }
  }
  std::string text(kSpecMnemonic);
  text += "<";
  for (size_t i = 0; i < entries.size(); ++i) {
    if (i) text += ", ";
    text += keyText(entries[i]) + " = " + entries[i].value.str();
  }
  text += ">";
  return DialectAttr::get(&ctx, "dlti", text);
}

Attribute parseDLTIAttr(Context &ctx, std::string_view body, DialectAttrError &error) {
  if (std::optional<Piece> inner = angleBody(body, kSpecMnemonic)) return parseSpec(ctx, *inner, error);
  if (std::optional<Piece> inner = angleBody(body, kEntryMnemonic)) {
    dlti::DataLayoutEntry entry;
    if (!parseEntryBody(ctx, *inner, entry, error)) return Attribute();
    return DialectAttr::get(&ctx, "dlti",
                            std::string(kEntryMnemonic) + "<" + keyText(entry) + ", " + entry.value.str() + ">");
  }
  // Other DLTI attributes (maps, target specs) are kept as written.
  return DialectAttr::get(&ctx, "dlti", body);
}

}  // namespace

namespace dlti {

std::optional<std::vector<DataLayoutEntry>> getDataLayoutSpecEntries(Attribute attr) {
  auto dialectAttr = attr.dyn_cast<DialectAttr>();
  if (!dialectAttr || dialectAttr.getDialect() != "dlti") return std::nullopt;
  std::optional<Piece> inner = angleBody(dialectAttr.getBody(), kSpecMnemonic);
  if (!inner) return std::nullopt;
  // The stored text is canonical (it parsed once), so this cannot fail.
  Context &ctx = *attr.getContext();
  std::vector<DataLayoutEntry> entries;
  if (trim(*inner).text.empty()) return entries;
  for (Piece piece : splitTopLevel(*inner, ',')) {
    std::vector<Piece> parts = splitTopLevel(trim(piece), '=', 2);
    DataLayoutEntry entry;
    DialectAttrError error;
    if (parts.size() != 2 || !parseKey(ctx, trim(parts[0]), entry, error) ||
        !parseValue(ctx, parts[1], 0, entry, error))
      return std::nullopt;
    entries.push_back(std::move(entry));
  }
  return entries;
}

}  // namespace dlti

void registerDLTIDialect(Context &ctx) {
  if (ctx.lookupDialectAttrParser("dlti")) return;
  ctx.registerDialectAttrParser("dlti", parseDLTIAttr);
}

}  // namespace tbuf

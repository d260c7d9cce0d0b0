// Spellings of the arith enums and flags, and the custom assembly of
// `fastmath<...>` / `overflow<...>` (see arith_attrs.h).
#include "dialects/arith/arith_attrs.h"

#include <array>
#include <utility>

#include "ir/context.h"

namespace tbuf::arith {
namespace {

constexpr std::array<std::string_view, kNumCmpIPredicates> kCmpINames = {"eq",  "ne",  "slt", "sle", "sgt",
                                                                          "sge", "ult", "ule", "ugt", "uge"};
constexpr std::array<std::string_view, kNumCmpFPredicates> kCmpFNames = {
    "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true"};
constexpr std::array<std::string_view, kNumRoundingModes> kRoundingNames = {
    "to_nearest_even", "downward", "upward", "toward_zero", "to_nearest_away"};

/// Single fast-math flags in MLIR's declaration (and printing) order.
constexpr std::pair<std::string_view, FastMathFlags> kFastMathBits[] = {
    {"reassoc", FastMathFlags::reassoc}, {"nnan", FastMathFlags::nnan}, {"ninf", FastMathFlags::ninf},
    {"nsz", FastMathFlags::nsz},         {"arcp", FastMathFlags::arcp}, {"contract", FastMathFlags::contract},
    {"afn", FastMathFlags::afn},
};
constexpr std::pair<std::string_view, IntegerOverflowFlags> kOverflowBits[] = {
    {"nsw", IntegerOverflowFlags::nsw},
    {"nuw", IntegerOverflowFlags::nuw},
};

template <size_t N>
std::optional<int64_t> indexOf(const std::array<std::string_view, N> &names, std::string_view s) {
  for (size_t i = 0; i < N; ++i)
    if (names[i] == s) return static_cast<int64_t>(i);
  return std::nullopt;
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\n')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\n')) s.remove_suffix(1);
  return s;
}

/// The comma-separated keywords of `#arith.<mnemonic><...>`, or false if
/// `attr` is not such an attribute.
bool splitFlagAttr(Attribute attr, std::string_view mnemonic, std::vector<std::string_view> &keywords) {
  auto dialectAttr = attr.dyn_cast<DialectAttr>();
  if (!dialectAttr || dialectAttr.getDialect() != "arith") return false;
  std::string_view body = dialectAttr.getBody();
  if (body.substr(0, mnemonic.size()) != mnemonic) return false;
  body = trim(body.substr(mnemonic.size()));
  if (body.size() < 2 || body.front() != '<' || body.back() != '>') return false;
  body = body.substr(1, body.size() - 2);
  while (true) {
    size_t comma = body.find(',');
    keywords.push_back(trim(body.substr(0, comma)));
    if (comma == std::string_view::npos) return true;
    body.remove_prefix(comma + 1);
  }
}

/// Parses `<kw (, kw)*>` after the flag keyword; `symbolize` maps one keyword.
template <typename Flags, typename Symbolize>
ParseResult parseFlagList(OpAsmParser &p, Symbolize symbolize, std::string_view enumName, std::string_view allowed,
                          Flags &flags) {
  if (failed(p.parseLess())) return failure();
  do {
    Location loc = p.getCurrentLocation();
    std::string keyword;
    if (failed(p.parseOptionalKeyword(&keyword)) && failed(p.parseOptionalString(&keyword)))
      return p.emitError(loc, "expected valid keyword or string"), failure();
    std::optional<Flags> bit = symbolize(keyword);
    if (!bit) return p.emitError(loc) << "expected " << enumName << " to be one of: " << allowed, failure();
    flags = flags | *bit;
  } while (succeeded(p.parseOptionalComma()));
  return p.parseGreater();
}

}  // namespace

std::string_view stringifyCmpIPredicate(CmpIPredicate p) { return kCmpINames[static_cast<size_t>(p)]; }
std::string_view stringifyCmpFPredicate(CmpFPredicate p) { return kCmpFNames[static_cast<size_t>(p)]; }
std::string_view stringifyRoundingMode(RoundingMode m) { return kRoundingNames[static_cast<size_t>(m)]; }

std::optional<CmpIPredicate> symbolizeCmpIPredicate(std::string_view s) {
  if (auto i = indexOf(kCmpINames, s)) return static_cast<CmpIPredicate>(*i);
  return std::nullopt;
}
std::optional<CmpFPredicate> symbolizeCmpFPredicate(std::string_view s) {
  if (auto i = indexOf(kCmpFNames, s)) return static_cast<CmpFPredicate>(*i);
  return std::nullopt;
}
std::optional<RoundingMode> symbolizeRoundingMode(std::string_view s) {
  if (auto i = indexOf(kRoundingNames, s)) return static_cast<RoundingMode>(*i);
  return std::nullopt;
}

std::string stringifyFastMathFlags(FastMathFlags f) {
  if (f == FastMathFlags::none) return "none";
  if (bitEnumContainsAll(f, FastMathFlags::fast)) return "fast";
  std::string out;
  for (const auto &[name, bit] : kFastMathBits) {
    if (!bitEnumContainsAll(f, bit)) continue;
    if (!out.empty()) out += ',';
    out += name;
  }
  return out;
}

std::string stringifyIntegerOverflowFlags(IntegerOverflowFlags f) {
  if (f == IntegerOverflowFlags::none) return "none";
  std::string out;
  for (const auto &[name, bit] : kOverflowBits) {
    if (!bitEnumContainsAll(f, bit)) continue;
    if (!out.empty()) out += ", ";
    out += name;
  }
  return out;
}

std::optional<FastMathFlags> symbolizeFastMathFlag(std::string_view keyword) {
  if (keyword == "none") return FastMathFlags::none;
  if (keyword == "fast") return FastMathFlags::fast;
  for (const auto &[name, bit] : kFastMathBits)
    if (name == keyword) return bit;
  return std::nullopt;
}

std::optional<IntegerOverflowFlags> symbolizeIntegerOverflowFlag(std::string_view keyword) {
  if (keyword == "none") return IntegerOverflowFlags::none;
  for (const auto &[name, bit] : kOverflowBits)
    if (name == keyword) return bit;
  return std::nullopt;
}

Attribute getFastMathFlagsAttr(Context *ctx, FastMathFlags f) {
  return DialectAttr::get(ctx, "arith", "fastmath<" + stringifyFastMathFlags(f) + ">");
}

Attribute getIntegerOverflowFlagsAttr(Context *ctx, IntegerOverflowFlags f) {
  return DialectAttr::get(ctx, "arith", "overflow<" + stringifyIntegerOverflowFlags(f) + ">");
}

std::optional<FastMathFlags> getFastMathFlags(Attribute attr) {
  if (!attr) return FastMathFlags::none;
  std::vector<std::string_view> keywords;
  if (!splitFlagAttr(attr, "fastmath", keywords)) return std::nullopt;
  FastMathFlags flags = FastMathFlags::none;
  for (std::string_view k : keywords) {
    std::optional<FastMathFlags> bit = symbolizeFastMathFlag(k);
    if (!bit) return std::nullopt;
    flags = flags | *bit;
  }
  return flags;
}

std::optional<IntegerOverflowFlags> getIntegerOverflowFlags(Attribute attr) {
  if (!attr) return IntegerOverflowFlags::none;
  std::vector<std::string_view> keywords;
  if (!splitFlagAttr(attr, "overflow", keywords)) return std::nullopt;
  IntegerOverflowFlags flags = IntegerOverflowFlags::none;
  for (std::string_view k : keywords) {
    std::optional<IntegerOverflowFlags> bit = symbolizeIntegerOverflowFlag(k);
    if (!bit) return std::nullopt;
    flags = flags | *bit;
  }
  return flags;
}

ParseResult parseOptionalFastMath(OpAsmParser &p, OperationState &state, bool setDefault) {
  FastMathFlags flags = FastMathFlags::none;
  if (succeeded(p.parseOptionalKeyword("fastmath"))) {
    if (failed(parseFlagList(p, symbolizeFastMathFlag, "::mlir::arith::FastMathFlags",
                             "none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast", flags)))
      return failure();
  } else if (!setDefault) {
    return success();
  }
  // The default (every float op without flags) is spelled directly: no
  // string is built for it.
  state.addAttribute(kFastMathAttrName, flags == FastMathFlags::none
                                            ? DialectAttr::get(p.getContext(), "arith", "fastmath<none>")
                                            : getFastMathFlagsAttr(p.getContext(), flags));
  return success();
}

ParseResult parseOptionalOverflowFlags(OpAsmParser &p, OperationState &state) {
  IntegerOverflowFlags flags = IntegerOverflowFlags::none;
  if (succeeded(p.parseOptionalKeyword("overflow")) &&
      failed(parseFlagList(p, symbolizeIntegerOverflowFlag, "::mlir::arith::IntegerOverflowFlags", "none, nsw, nuw",
                           flags)))
    return failure();
  // As for fastmath: the default is spelled directly.
  state.addAttribute(kOverflowAttrName, flags == IntegerOverflowFlags::none
                                            ? DialectAttr::get(p.getContext(), "arith", "overflow<none>")
                                            : getIntegerOverflowFlagsAttr(p.getContext(), flags));
  return success();
}

bool isNoneFlagAttr(Attribute attr, std::string_view mnemonic) {
  auto dialectAttr = attr ? attr.dyn_cast<DialectAttr>() : DialectAttr();
  // Compared as string views: lengths first, no strlen (every arith op's
  // verifier and printer asks this).
  if (!dialectAttr || std::string_view(dialectAttr.getDialect()) != std::string_view("arith")) return false;
  std::string_view body = dialectAttr.getBody();
  constexpr std::string_view kNone = "<none>";
  return body.size() == mnemonic.size() + kNone.size() && body.substr(0, mnemonic.size()) == mnemonic &&
         body.substr(mnemonic.size()) == kNone;
}

void printOptionalFastMath(OpAsmPrinter &p, Operation *op, bool printNone) {
  Attribute attr = op->getAttr(kFastMathAttrName);
  if (isNoneFlagAttr(attr, "fastmath")) {
    if (printNone) p << " fastmath<none>";
    return;
  }
  std::optional<FastMathFlags> flags = getFastMathFlags(attr);
  if (flags && (*flags != FastMathFlags::none || (printNone && attr)))
    p << " fastmath<" << stringifyFastMathFlags(*flags) << ">";
}

void printOptionalOverflowFlags(OpAsmPrinter &p, Operation *op) {
  Attribute attr = op->getAttr(kOverflowAttrName);
  if (isNoneFlagAttr(attr, "overflow")) return;
  std::optional<IntegerOverflowFlags> flags = getIntegerOverflowFlags(attr);
  if (flags && *flags != IntegerOverflowFlags::none) p << " overflow<" << stringifyIntegerOverflowFlags(*flags) << ">";
}

bool isPrintedFlagAttr(Operation *op, std::string_view name) {
  Attribute attr = op->getAttr(name);
  if (!attr) return false;
  if (name == kFastMathAttrName) return isNoneFlagAttr(attr, "fastmath") || getFastMathFlags(attr).has_value();
  if (name == kOverflowAttrName && isNoneFlagAttr(attr, "overflow")) return true;
  if (name == kOverflowAttrName) return getIntegerOverflowFlags(attr).has_value();
  return false;
}

}  // namespace tbuf::arith

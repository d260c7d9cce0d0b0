// Attribute, affine map and location printing in mlir-opt's exact format
// (AsmPrinter::Impl::printAttributeImpl and friends), plus the string-escaping
// helpers the whole printer shares. Integer/float attributes print their
// `: type` unless elided (i64/f64 may be elided inside arrays and memref
// layouts, never in dictionaries); dense elements print nested lists, a splat
// value, or a little-endian hex string above the size threshold.
#include <cctype>
#include <cstring>

#include "absl/strings/str_cat.h"
#include "ir/diagnostics.h"
#include "ir/integer_set.h"
#include "ir/printer/printer_impl.h"

namespace tbuf {
namespace printer {
namespace {

const char *kHexDigits = "0123456789ABCDEF";

bool isUnsignedInt(Type t) {
  auto it = t.dyn_cast<IntegerType>();
  return it && it.getSignedness() == Signedness::Unsigned;
}

/// Bit width of integer types; index is 64 bits as in MLIR's dense storage.
unsigned intWidth(Type t) {
  if (auto it = t.dyn_cast<IntegerType>()) return it.getWidth();
  return 64;
}

/// MLIR's printDenseIntElement: i1 as true/false, unsigned types zero-extended.
void appendDenseInt(int64_t v, Type type, std::string &os) {
  if (type.isInteger(1)) {
    os += v ? "true" : "false";
    return;
  }
  if (isUnsignedInt(type)) {
    uint64_t u = static_cast<uint64_t>(v);
    unsigned w = intWidth(type);
    if (w < 64) u &= (uint64_t(1) << w) - 1;
    absl::StrAppend(&os, u);
    return;
  }
  absl::StrAppend(&os, v);
}

void appendByteHex(uint8_t b, std::string &os) {
  os.push_back(kHexDigits[b >> 4]);
  os.push_back(kHexDigits[b & 0xF]);
}

/// The raw little-endian storage MLIR prints as `"0x..."` for large dense
/// attributes: i1 bit-packed, other integers in ceil(width/8) bytes, floats
/// in their IEEE width.
void appendDenseHex(DenseElementsAttr attr, int64_t numElements, std::string &os) {
  Type elt = attr.getElementType();
  os += "\"0x";
  if (elt.isInteger(1)) {
    for (int64_t byte = 0; byte * 8 < numElements; ++byte) {
      uint8_t b = 0;
      for (int bit = 0; bit < 8 && byte * 8 + bit < numElements; ++bit)
        if (attr.getIntAt(byte * 8 + bit)) b |= uint8_t(1) << bit;
      appendByteHex(b, os);
    }
  } else if (auto ft = elt.dyn_cast<FloatType>()) {
    unsigned bytes = ft.getWidth() / 8;
    for (int64_t i = 0; i < numElements; ++i) {
      uint64_t bits = floatToBits(attr.getFloatAt(i), ft.getFloatKind());
      for (unsigned k = 0; k < bytes; ++k) appendByteHex(static_cast<uint8_t>(bits >> (8 * k)), os);
    }
  } else {
    unsigned bytes = (intWidth(elt) + 7) / 8;
    for (int64_t i = 0; i < numElements; ++i) {
      int64_t v = attr.getIntAt(i);
      for (unsigned k = 0; k < bytes; ++k) {
        uint8_t b = k < 8 ? static_cast<uint8_t>(static_cast<uint64_t>(v) >> (8 * k)) : (v < 0 ? 0xFF : 0x00);
        appendByteHex(b, os);
      }
    }
  }
  os += "\"";
}

/// Negation without signed overflow (for INT64_MIN constants).
uint64_t negated(int64_t v) { return 0 - static_cast<uint64_t>(v); }

}  // namespace

// ---- strings ---------------------------------------------------------------

bool isBareIdentifier(std::string_view name) {
  if (name.empty()) return false;
  unsigned char first = name[0];
  if (!std::isalpha(first) && first != '_') return false;
  for (unsigned char c : name.substr(1))
    if (!std::isalnum(c) && c != '_' && c != '$' && c != '.') return false;
  return true;
}

void appendEscaped(std::string_view s, std::string &os) {
  for (unsigned char c : s) {
    if (c == '\\') {
      os += "\\\\";
    } else if (c >= 0x20 && c <= 0x7E && c != '"') {
      os.push_back(static_cast<char>(c));
    } else {
      os.push_back('\\');
      os.push_back(kHexDigits[c >> 4]);
      os.push_back(kHexDigits[c & 0xF]);
    }
  }
}

void appendQuoted(std::string_view s, std::string &os) {
  os.push_back('"');
  appendEscaped(s, os);
  os.push_back('"');
}

void appendKeywordOrString(std::string_view s, std::string &os) {
  if (isBareIdentifier(s)) {
    os += s;
    return;
  }
  appendQuoted(s, os);
}

void appendSymbolReference(std::string_view s, std::string &os) {
  if (s.empty()) {
    os += "@<<INVALID EMPTY SYMBOL>>";
    return;
  }
  os.push_back('@');
  appendKeywordOrString(s, os);
}

std::string sanitizeIdentifier(std::string_view name, std::string_view allowedPunct, bool allowTrailingDigit) {
  // ASCII letters and digits (std::isalnum in the "C" locale, without a call
  // per character).
  auto allowed = [&](unsigned char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
           allowedPunct.find(static_cast<char>(c)) != std::string_view::npos;
  };
  auto copy = [&](std::string &buffer) {
    for (unsigned char c : name) {
      if (allowed(c)) {
        buffer.push_back(static_cast<char>(c));
      } else if (c == ' ') {
        buffer.push_back('_');
      } else {
        // llvm::utohexstr: no leading zero.
        if (c >> 4) buffer.push_back(kHexDigits[c >> 4]);
        buffer.push_back(kHexDigits[c & 0xF]);
      }
    }
  };
  std::string buffer;
  if (name.empty()) return buffer;
  if (std::isdigit(static_cast<unsigned char>(name[0]))) {
    buffer.push_back('_');
    copy(buffer);
    return buffer;
  }
  if (!allowTrailingDigit && std::isdigit(static_cast<unsigned char>(name.back()))) {
    copy(buffer);
    buffer.push_back('_');
    return buffer;
  }
  for (unsigned char c : name) {
    if (!allowed(c)) {
      copy(buffer);
      return buffer;
    }
  }
  return std::string(name);
}

void appendDialectSymbol(std::string &os, std::string_view prefix, std::string_view dialect, std::string_view sym) {
  if (sym.size() >= 2 && sym.front() == '<' && sym.back() == '>') sym = sym.substr(1, sym.size() - 2);
  os += prefix;
  os += dialect;
  // Pretty form: identifier (with '.' and '_'), optionally followed by <...>.
  bool pretty = !sym.empty() && std::isalpha(static_cast<unsigned char>(sym.front()));
  if (pretty) {
    size_t i = 0;
    while (i < sym.size() && (std::isalnum(static_cast<unsigned char>(sym[i])) || sym[i] == '.' || sym[i] == '_')) ++i;
    std::string_view rest = sym.substr(i);
    pretty = rest.empty() || (rest.front() == '<' && rest.back() == '>');
  }
  if (pretty) {
    os.push_back('.');
    os += sym;
    return;
  }
  os.push_back('<');
  os += sym;
  os.push_back('>');
}

// ---- attributes ------------------------------------------------------------

bool AttrTypePrinter::printAlias(const AliasKey &key) {
  if (!aliases) return false;
  const std::string *name = aliases->lookup(key);
  if (!name) return false;
  os += *name;
  return true;
}

void AttrTypePrinter::printAttribute(Attribute a, Elision elision) {
  if (!a) {
    os += "<<NULL ATTRIBUTE>>";
    return;
  }
  if (printAlias(AliasKey::of(a))) return;
  AttrKind kind = a.getKind();
  if (cacheTypes_ && (kind == AttrKind::Integer || kind == AttrKind::Float)) {
    // Scalar attributes (`0 : index`, `64 : i64`) recur like types do; their
    // text depends on the attribute, the elision and, through their type,
    // on what the type's text depends on (see typeText_).
    PointerMap<void, std::string> &cache = scalarAttrText_[static_cast<int>(elision)];
    if (const std::string *text = cache.find(a.getImpl())) {
      os += *text;
      return;
    }
    size_t start = os.size();
    printAttributeImpl(a, elision);
    cache.tryEmplace(a.getImpl(), os.substr(start));
    return;
  }
  printAttributeImpl(a, elision);
}

void AttrTypePrinter::printAttributeImpl(Attribute a, Elision elision) {
  Type typeSuffix;  // printed as ` : type` unless elided
  switch (a.getKind()) {
    case AttrKind::Unit: os += "unit"; return;
    case AttrKind::Integer: {
      auto i = a.cast<IntegerAttr>();
      Type t = i.getType();
      if (t.isInteger(1)) {
        os += i.getInt() ? "true" : "false";
        return;
      }
      if (isUnsignedInt(t))
        absl::StrAppend(&os, i.getUInt());
      else
        absl::StrAppend(&os, i.getInt());
      if (elision == Elision::May && t.isInteger(64)) return;
      typeSuffix = t;
      break;
    }
    case AttrKind::Float: {
      auto f = a.cast<FloatAttr>();
      auto ft = f.getType().dyn_cast<FloatType>();
      printFloatValue(f.getValue(), ft ? ft.getFloatKind() : FloatKind::F64, os);
      if (elision == Elision::May && f.getType().isF64()) return;
      typeSuffix = f.getType();
      break;
    }
    case AttrKind::String: {
      auto s = a.cast<StringAttr>();
      appendQuoted(s.getValue(), os);
      if (s.getType() && !s.getType().isa<NoneType>()) typeSuffix = s.getType();
      break;
    }
    case AttrKind::Array: {
      os.push_back('[');
      bool first = true;
      for (Attribute e : a.cast<ArrayAttr>().getValue()) {
        if (!first) os += ", ";
        first = false;
        printAttribute(e, Elision::May);
      }
      os.push_back(']');
      return;
    }
    case AttrKind::Dictionary: {
      os.push_back('{');
      bool first = true;
      for (const NamedAttribute &e : a.cast<DictionaryAttr>().getValue()) {
        if (!first) os += ", ";
        first = false;
        printNamedAttribute(e);
      }
      os.push_back('}');
      return;
    }
    case AttrKind::DenseElements: {
      auto d = a.cast<DenseElementsAttr>();
      int64_t numElements = d.getType().hasStaticShape()
                                ? d.getNumElements()
                                : static_cast<int64_t>(d.isFloat() ? d.getRawFloats().size() : d.getRawInts().size());
      if (flags.elideElementsAttrIfLarger && *flags.elideElementsAttrIfLarger < numElements && !d.isSplat()) {
        os += "dense_resource<__elided__>";
      } else {
        os += "dense<";
        printDenseElements(d);
        os.push_back('>');
      }
      typeSuffix = d.getType();
      break;
    }
    case AttrKind::DenseArray: {
      auto d = a.cast<DenseArrayAttr>();
      os += "array<";
      printType(d.getElementType());
      if (d.size()) {
        os += ": ";
        printDenseArray(d);
      }
      os.push_back('>');
      return;
    }
    case AttrKind::AffineMap:
      if (aliasableSeen) *aliasableSeen = true;
      os += "affine_map<";
      printAffineMap(a.cast<AffineMapAttr>().getValue());
      os.push_back('>');
      return;
    case AttrKind::IntegerSet:
      if (aliasableSeen) *aliasableSeen = true;
      os += "affine_set<";
      os += a.cast<IntegerSetAttr>().getValue().str();
      os.push_back('>');
      return;
    case AttrKind::SymbolRef: {
      auto s = a.cast<SymbolRefAttr>();
      appendSymbolReference(s.getRootReference(), os);
      for (const std::string &n : s.getNestedReferences()) {
        os += "::";
        appendSymbolReference(n, os);
      }
      return;
    }
    case AttrKind::Type: printType(a.cast<TypeAttr>().getValue()); return;
    case AttrKind::StridedLayout: {
      auto s = a.cast<StridedLayoutAttr>();
      auto value = [&](int64_t v) {
        if (isDynamic(v))
          os.push_back('?');
        else
          absl::StrAppend(&os, v);
      };
      os += "strided<[";
      bool first = true;
      for (int64_t v : s.getStrides()) {
        if (!first) os += ", ";
        first = false;
        value(v);
      }
      os.push_back(']');
      if (s.getOffset() != 0) {
        os += ", offset: ";
        value(s.getOffset());
      }
      os.push_back('>');
      return;
    }
    case AttrKind::Dialect: {
      auto d = a.cast<DialectAttr>();
      appendDialectSymbol(os, "#", d.getDialect(), d.getBody());
      return;
    }
  }
  if (elision != Elision::Must && typeSuffix && !typeSuffix.isa<NoneType>()) {
    os += " : ";
    printType(typeSuffix);
  }
}

void AttrTypePrinter::printNamedAttribute(const NamedAttribute &attr) {
  appendKeywordOrString(attr.name, os);
  if (attr.value && attr.value.isa<UnitAttr>()) return;
  os += " = ";
  printAttribute(attr.value);
}

void AttrTypePrinter::printOptionalAttrDict(ArrayRef<NamedAttribute> attrs, ArrayRef<std::string_view> elided,
                                           bool withKeyword) {
  auto isElided = [&](const NamedAttribute &a) {
    for (std::string_view e : elided)
      if (e == a.name) return true;
    return false;
  };
  bool any = false;
  for (const NamedAttribute &a : attrs)
    if (!isElided(a)) {
      any = true;
      break;
    }
  if (!any) return;
  if (withKeyword) os += " attributes";
  os += " {";
  bool first = true;
  for (const NamedAttribute &a : attrs) {
    if (isElided(a)) continue;
    if (!first) os += ", ";
    first = false;
    printNamedAttribute(a);
  }
  os.push_back('}');
}

void AttrTypePrinter::printDenseElements(DenseElementsAttr attr) {
  ShapedType type = attr.getType();
  Type elt = type.getElementType();
  bool isFloat = attr.isFloat();
  int64_t numElements = type.hasStaticShape()
                            ? type.getNumElements()
                            : static_cast<int64_t>(isFloat ? attr.getRawFloats().size() : attr.getRawInts().size());
  if (numElements == 0 && type.hasStaticShape()) return;  // `dense<>`
  auto printElement = [&](int64_t i) {
    if (isFloat) {
      printFloatValue(attr.getFloatAt(i), elt.cast<FloatType>().getFloatKind(), os);
    } else {
      appendDenseInt(attr.getIntAt(i), elt, os);
    }
  };
  if (attr.isSplat()) {
    printElement(0);
    return;
  }
  int64_t hexLimit = flags.printElementsAttrWithHexIfLarger;
  if (hexLimit != -1 && numElements > hexLimit) {
    appendDenseHex(attr, numElements, os);
    return;
  }
  // Nested brackets through a mixed-radix counter over the shape, as MLIR.
  ArrayRef<int64_t> shape = type.getShape();
  int64_t rank = type.getRank();
  std::vector<int64_t> counter(rank, 0);
  int64_t openBrackets = 0;
  for (int64_t idx = 0; idx < numElements; ++idx) {
    if (idx != 0) os += ", ";
    while (openBrackets++ < rank) os.push_back('[');
    openBrackets = rank;
    printElement(idx);
    if (rank == 0) continue;
    ++counter[rank - 1];
    for (int64_t i = rank - 1; i > 0; --i) {
      if (counter[i] >= shape[i]) {
        counter[i] = 0;
        ++counter[i - 1];
        --openBrackets;
        os.push_back(']');
      }
    }
  }
  while (openBrackets-- > 0) os.push_back(']');
}

void AttrTypePrinter::printDenseArray(DenseArrayAttr attr) {
  Type elt = attr.getElementType();
  bool first = true;
  if (auto ft = elt.dyn_cast<FloatType>()) {
    for (double v : attr.asFloats()) {
      if (!first) os += ", ";
      first = false;
      printFloatValue(v, ft.getFloatKind(), os);
    }
    return;
  }
  for (int64_t v : attr.asInts()) {
    if (!first) os += ", ";
    first = false;
    appendDenseInt(v, elt, os);
  }
}

// ---- affine maps -----------------------------------------------------------

void AttrTypePrinter::printAffineExpr(AffineExpr expr) { printAffineExprInternal(expr, Binding::Weak); }

void AttrTypePrinter::printAffineExprInternal(AffineExpr expr, Binding enclosing) {
  const char *spelling = nullptr;
  switch (expr.getKind()) {
    case AffineExprKind::SymbolId: absl::StrAppend(&os, "s", expr.getPosition()); return;
    case AffineExprKind::DimId: absl::StrAppend(&os, "d", expr.getPosition()); return;
    case AffineExprKind::Constant: absl::StrAppend(&os, expr.getValue()); return;
    case AffineExprKind::Add: spelling = " + "; break;
    case AffineExprKind::Mul: spelling = " * "; break;
    case AffineExprKind::FloorDiv: spelling = " floordiv "; break;
    case AffineExprKind::CeilDiv: spelling = " ceildiv "; break;
    case AffineExprKind::Mod: spelling = " mod "; break;
  }
  AffineExpr lhs = expr.getLHS(), rhs = expr.getRHS();
  bool strong = enclosing == Binding::Strong;

  if (expr.getKind() != AffineExprKind::Add) {
    if (strong) os.push_back('(');
    if (expr.getKind() == AffineExprKind::Mul && rhs.isConstant(-1)) {
      os.push_back('-');
      printAffineExprInternal(lhs, Binding::Strong);
    } else {
      printAffineExprInternal(lhs, Binding::Strong);
      os += spelling;
      printAffineExprInternal(rhs, Binding::Strong);
    }
    if (strong) os.push_back(')');
    return;
  }

  if (strong) os.push_back('(');
  // `a + b * -1` prints as `a - b`, `a + b * -c` as `a - b * c`.
  if (rhs.getKind() == AffineExprKind::Mul && rhs.getRHS().getKind() == AffineExprKind::Constant) {
    int64_t c = rhs.getRHS().getValue();
    if (c == -1) {
      printAffineExprInternal(lhs, Binding::Weak);
      os += " - ";
      printAffineExprInternal(rhs.getLHS(),
                              rhs.getLHS().getKind() == AffineExprKind::Add ? Binding::Strong : Binding::Weak);
      if (strong) os.push_back(')');
      return;
    }
    if (c < -1) {
      printAffineExprInternal(lhs, Binding::Weak);
      os += " - ";
      printAffineExprInternal(rhs.getLHS(), Binding::Strong);
      absl::StrAppend(&os, " * ", negated(c));
      if (strong) os.push_back(')');
      return;
    }
  }
  // `a + -c` prints as `a - c`.
  if (rhs.getKind() == AffineExprKind::Constant && rhs.getValue() < 0) {
    printAffineExprInternal(lhs, Binding::Weak);
    absl::StrAppend(&os, " - ", negated(rhs.getValue()));
    if (strong) os.push_back(')');
    return;
  }
  printAffineExprInternal(lhs, Binding::Weak);
  os += " + ";
  printAffineExprInternal(rhs, Binding::Weak);
  if (strong) os.push_back(')');
}

void AttrTypePrinter::printAffineMap(AffineMap map) {
  os.push_back('(');
  for (unsigned i = 0; i < map.getNumDims(); ++i) absl::StrAppend(&os, i ? ", " : "", "d", i);
  os.push_back(')');
  if (map.getNumSymbols()) {
    os.push_back('[');
    for (unsigned i = 0; i < map.getNumSymbols(); ++i) absl::StrAppend(&os, i ? ", " : "", "s", i);
    os.push_back(']');
  }
  os += " -> (";
  bool first = true;
  for (AffineExpr e : map.getResults()) {
    if (!first) os += ", ";
    first = false;
    printAffineExpr(e);
  }
  os.push_back(')');
}

// ---- locations -------------------------------------------------------------

void AttrTypePrinter::printLocationBody(Location loc) {
  if (loc.isUnknown()) {
    os += "unknown";
    return;
  }
  appendQuoted(loc.getBuffer()->getName(), os);
  absl::StrAppend(&os, ":", loc.line, ":", loc.col);
}

void AttrTypePrinter::printLocation(Location loc, bool allowAlias) {
  os += "loc(";
  if (!allowAlias || !printAlias(AliasKey::of(loc))) printLocationBody(loc);
  os.push_back(')');
}

void AttrTypePrinter::printTrailingLocation(Location loc, bool allowAlias) {
  if (!flags.printLocations) return;
  os.push_back(' ');
  printLocation(loc, allowAlias);
}

}  // namespace printer

// ---- str() of core objects -------------------------------------------------

std::string Attribute::str() const {
  std::string out;
  PrintingFlags flags;
  printer::AttrTypePrinter(out, flags, nullptr).printAttribute(*this);
  return out;
}

std::string AffineExpr::str() const {
  if (!*this) return "<<NULL AFFINE EXPR>>";
  std::string out;
  PrintingFlags flags;
  printer::AttrTypePrinter(out, flags, nullptr).printAffineExpr(*this);
  return out;
}

std::string AffineMap::str() const {
  if (!*this) return "<<NULL AFFINE MAP>>";
  std::string out;
  PrintingFlags flags;
  printer::AttrTypePrinter(out, flags, nullptr).printAffineMap(*this);
  return out;
}

}  // namespace tbuf

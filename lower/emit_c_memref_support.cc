// Implementation of the shared C-expression helpers of the memref, linalg and
// bufferization emitters (see emit_c_memref_support.h).
#include "lower/emit_c_memref_support.h"

#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>

#include <fmt/format.h>

#include "ir/operation.h"

namespace tbuf::lower::cgen {

// ---- integer expressions ----------------------------------------------------

std::string intLiteral(int64_t v) {
  if (v == INT64_MIN) return "INT64_MIN";
  if (v > INT32_MAX || v < INT32_MIN) return fmt::format("INT64_C({})", v);
  return std::to_string(v);
}

std::optional<int64_t> constantOf(std::string_view expr) {
  if (expr == "INT64_MIN") return INT64_MIN;
  if (expr.substr(0, 8) == "INT64_C(" && expr.back() == ')') expr = expr.substr(8, expr.size() - 9);
  if (expr.empty()) return std::nullopt;
  size_t i = expr[0] == '-' ? 1 : 0;
  if (i == expr.size()) return std::nullopt;
  for (size_t k = i; k < expr.size(); ++k)
    if (expr[k] < '0' || expr[k] > '9') return std::nullopt;
  return std::strtoll(std::string(expr).c_str(), nullptr, 10);
}

/// True if `e` needs no parentheses as an operand of a binary operator: an
/// identifier, a non-negative literal, or a postfix expression (x.f[i], f(a)).
static bool isAtomic(const std::string &e) {
  if (e.empty()) return true;
  if (e[0] == '-') return false;
  int depth = 0;
  for (char c : e) {
    if (c == '(' || c == '[') ++depth;
    else if (c == ')' || c == ']') --depth;
    else if (depth == 0 && (c == ' ' || c == '+' || c == '-' || c == '*' || c == '/' || c == '%' || c == '?' ||
                            c == '<' || c == '>' || c == '=' || c == '&' || c == '|' || c == '!' || c == ':'))
      return false;
  }
  // A leading "(" that closes before the end is a cast: "(float *)x".
  if (e[0] == '(') {
    int d = 0;
    for (size_t i = 0; i < e.size(); ++i) {
      if (e[i] == '(') ++d;
      else if (e[i] == ')' && --d == 0) return i + 1 == e.size();
    }
  }
  return true;
}

std::string paren(const std::string &e) { return isAtomic(e) ? e : "(" + e + ")"; }

/// `e` as a factor of a product: products of atomic terms stay bare.
static std::string factor(const std::string &e) {
  if (isAtomic(e)) return e;
  int depth = 0;
  for (size_t i = 0; i < e.size(); ++i) {
    char c = e[i];
    if (c == '(' || c == '[') ++depth;
    else if (c == ')' || c == ']') --depth;
    else if (depth == 0 && c != ' ' && c != '*' && !isalnum(static_cast<unsigned char>(c)) && c != '_' && c != '.')
      return "(" + e + ")";
    else if (depth == 0 && c == '*' && !(i > 0 && e[i - 1] == ' ' && i + 1 < e.size() && e[i + 1] == ' '))
      return "(" + e + ")";  // a dereference or pointer type, not a product
  }
  return e;
}

static std::optional<int64_t> checkedAdd(int64_t a, int64_t b) {
  int64_t r;
  if (__builtin_add_overflow(a, b, &r)) return std::nullopt;
  return r;
}
static std::optional<int64_t> checkedMul(int64_t a, int64_t b) {
  int64_t r;
  if (__builtin_mul_overflow(a, b, &r)) return std::nullopt;
  return r;
}

std::string addExpr(const std::string &a, const std::string &b) {
  auto ca = constantOf(a), cb = constantOf(b);
  if (ca && cb)
    if (auto r = checkedAdd(*ca, *cb)) return intLiteral(*r);
  if (ca && *ca == 0) return b;
  if (cb && *cb == 0) return a;
  if (cb && *cb < 0 && *cb != INT64_MIN) return a + " - " + intLiteral(-*cb);
  // Sums associate: "a + b + c" needs no inner parentheses.
  return a + " + " + (isAtomic(b) ? b : "(" + b + ")");
}

std::string mulExpr(const std::string &a, const std::string &b) {
  auto ca = constantOf(a), cb = constantOf(b);
  if (ca && cb)
    if (auto r = checkedMul(*ca, *cb)) return intLiteral(*r);
  if ((ca && *ca == 0) || (cb && *cb == 0)) return "0";
  if (ca && *ca == 1) return b;
  if (cb && *cb == 1) return a;
  // Constants go first: "2 * n"; products need no inner parentheses.
  if (cb && !ca) return factor(b) + " * " + factor(a);
  return factor(a) + " * " + factor(b);
}

std::string minExpr(const std::string &a, const std::string &b) {
  auto ca = constantOf(a), cb = constantOf(b);
  if (ca && cb) return intLiteral(std::min(*ca, *cb));
  if (a == b) return a;
  return fmt::format("({0} < {1} ? {0} : {1})", paren(a), paren(b));
}

std::string deref(const std::string &ptr) {
  if (ptr.size() > 1 && ptr[0] == '&' && ptr.back() == ']') {
    // "&x[...]" where x[...] is one postfix expression.
    std::string inner = ptr.substr(1);
    if (isAtomic(inner)) return inner;
  }
  return "*" + paren(ptr);
}

// ---- scalars ------------------------------------------------------------------

std::string scalarIntLiteral(Type t, int64_t v) {
  if (t.isInteger(1)) return v ? "true" : "false";
  return intLiteral(v);
}

std::string floatLiteral(Type t, double v) {
  bool isF32 = t.isF32(), isF16 = t.isF16();
  bool single = isF32 || isF16;
  if (std::isnan(v)) return single ? "__builtin_nanf(\"\")" : "__builtin_nan(\"\")";
  if (std::isinf(v)) {
    std::string inf = single ? "__builtin_inff()" : "__builtin_inf()";
    return v < 0 ? "(-" + inf + ")" : inf;
  }
  // The shortest decimal form that reads back to the same value.
  std::string text;
  for (int precision = 1; precision <= 17; ++precision) {
    text = fmt::format("{:.{}g}", v, precision);
    double back = std::strtod(text.c_str(), nullptr);
    if (single ? static_cast<float>(back) == static_cast<float>(v) : back == v) break;
  }
  if (text.find_first_of(".e") == std::string::npos) text += ".0";
  if (single) text += "f";
  if (isF16) return "(_Float16)" + text;
  return text;
}

std::string ofrExpr(CEmitter &e, const OpFoldResult &ofr) {
  if (ofr.value) return e.name(ofr.value);
  if (auto i = ofr.attr.dyn_cast<IntegerAttr>()) return intLiteral(i.getInt());
  return "0";
}

// ---- descriptors ----------------------------------------------------------------

/// `((T0 *)u.descriptor)`: the descriptor of unranked `u` seen as a rank-0
/// descriptor, whose fields (allocated, aligned, offset) sit where every
/// rank's do.
static std::string rank0View(CEmitter &e, Value u) {
  Type elt = u.getType().cast<ShapedType>().getElementType();
  std::string t0 = e.typeName(MemRefType::get({}, elt));
  return fmt::format("(({} *){}.descriptor)", t0, e.name(u));
}

std::string allocatedExpr(CEmitter &e, Value m) {
  if (m.getType().isa<UnrankedMemRefType>()) return rank0View(e, m) + "->allocated";
  return e.name(m) + ".allocated";
}

std::string allocCall(CEmitter &e, Operation *op, const std::string &bytes, int64_t alignment) {
  std::string site = e.siteOf(op);
  if (site.empty()) return fmt::format("tbufAlloc({}, {})", bytes, alignment);
  return fmt::format("tbufAllocAt({}, {}, {})", bytes, alignment, site);
}

std::string freeStatement(CEmitter &e, Operation *op, const std::string &allocated) {
  std::string site = e.siteOf(op);
  if (site.empty()) return fmt::format("tbufFree({});", allocated);
  return fmt::format("tbufFreeAt({}, {});", allocated, site);
}

std::string alignedExpr(CEmitter &e, Value m) {
  if (m.getType().isa<UnrankedMemRefType>()) return rank0View(e, m) + "->aligned";
  return e.name(m) + ".aligned";
}

std::string elementTypeName(CEmitter &e, Type memrefType, Operation *op) {
  return e.typeName(memrefType.cast<ShapedType>().getElementType(), op);
}

static std::string braceList(const std::vector<std::string> &items) {
  std::string out = "{";
  for (size_t i = 0; i < items.size(); ++i) out += (i ? ", " : "") + items[i];
  return out + "}";
}

std::string descriptorInit(const DescriptorParts &p) {
  std::string out = fmt::format("{{{}, {}, {}", p.allocated, p.aligned, p.offset);
  if (!p.sizes.empty()) out += ", " + braceList(p.sizes) + ", " + braceList(p.strides);
  return out + "}";
}

void assignDescriptor(CEmitter &e, Value result, const DescriptorParts &parts) {
  e.assign(result, descriptorInit(parts));
}

DescriptorParts partsOf(CEmitter &e, Value m) {
  DescriptorParts p;
  p.allocated = allocatedExpr(e, m);
  p.aligned = alignedExpr(e, m);
  p.offset = e.offsetExpr(m);
  auto t = m.getType().cast<MemRefType>();
  for (unsigned i = 0; i < t.getRank(); ++i) {
    p.sizes.push_back(e.sizeExpr(m, i));
    p.strides.push_back(e.strideExpr(m, i));
  }
  return p;
}

std::vector<std::string> rowMajorStrides(const std::vector<std::string> &sizes) {
  std::vector<std::string> strides(sizes.size());
  std::string running = "1";
  for (size_t i = sizes.size(); i-- > 0;) {
    strides[i] = running;
    running = mulExpr(sizes[i], running);
  }
  return strides;
}

std::string product(const std::vector<std::string> &sizes) {
  std::string p = "1";
  for (const std::string &s : sizes) p = mulExpr(p, s);
  return p;
}

// ---- loops ----------------------------------------------------------------------

std::vector<std::string> openLoops(CEmitter &e, const std::vector<std::string> &bounds, std::string_view hint) {
  std::vector<std::string> ivs;
  for (const std::string &bound : bounds) {
    std::string iv = e.freshName(hint);
    e.line() << fmt::format("for (int64_t {0} = 0; {0} < {1}; {0}++) {{\n", iv, bound);
    e.indent();
    ivs.push_back(iv);
  }
  return ivs;
}

void closeLoops(CEmitter &e, size_t count) {
  for (size_t i = 0; i < count; ++i) {
    e.dedent();
    e.line() << "}\n";
  }
}

// ---- misc ------------------------------------------------------------------------

bool allResultsUnused(Operation *op) {
  for (Value r : op->getResults())
    if (!r.use_empty()) return false;
  return true;
}

LogicalResult checkNoTensors(CEmitter &e, Operation *op) {
  auto isTensor = [](Type t) { return t.isa<TensorType>(); };
  for (Value v : op->getOperands())
    if (isTensor(v.getType()))
      return e.emitError(op, "cannot be emitted as C on tensors: bufferize the program first");
  for (Value v : op->getResults())
    if (isTensor(v.getType()))
      return e.emitError(op, "cannot be emitted as C on tensors: bufferize the program first");
  return success();
}

void staticLayout(MemRefType t, std::vector<int64_t> &strides, int64_t &offset) {
  if (failed(t.getStridesAndOffset(strides, offset))) {
    strides.assign(t.getRank(), kDynamic);
    offset = kDynamic;
  }
}

std::string orStatic(int64_t known, const std::string &computed) {
  return isDynamic(known) ? computed : intLiteral(known);
}

}  // namespace tbuf::lower::cgen

// The CEmitter framework (lower/c_emitter.h, lower/c_emitter_impl.h): C types
// and memref descriptor typedefs, value names derived from the printer's SSA
// names, statements, element addressing for any strided layout, region
// emission (one block inline; several blocks as labels and gotos) and the
// process-wide registry of per-op emit functions.
#include <cmath>
#include <cstdio>
#include <mutex>

#include "absl/container/flat_hash_map.h"
#include "dialects/func/func_ops.h"
#include "fmt/format.h"
#include "ir/block.h"
#include "ir/diagnostics.h"
#include "ir/operation.h"
#include "ir/region.h"
#include "lower/emit_c_vector.h"
#include "lower/c_emitter_impl.h"

namespace tbuf::lower {

// ---- registry ---------------------------------------------------------------

namespace {
absl::flat_hash_map<std::string, OpEmitFn> &registry() {
  static auto *map = new absl::flat_hash_map<std::string, OpEmitFn>();
  return *map;
}
std::mutex &registryMutex() {
  static auto *m = new std::mutex();
  return *m;
}
}  // namespace

void registerOpEmitter(std::string_view name, OpEmitFn fn) {
  std::lock_guard<std::mutex> lock(registryMutex());
  registry()[std::string(name)] = fn;
}

std::vector<std::string> registeredOpEmitterNames() {
  std::lock_guard<std::mutex> lock(registryMutex());
  std::vector<std::string> names;
  for (const auto &entry : registry()) names.push_back(entry.first);
  return names;
}

OpEmitFn lookupOpEmitter(std::string_view name) {
  std::lock_guard<std::mutex> lock(registryMutex());
  auto it = registry().find(std::string(name));
  return it == registry().end() ? nullptr : it->second;
}

void registerAllOpEmitters() {
  static std::once_flag once;
  std::call_once(once, [] {
    registerFuncArithMathEmitters();
    registerControlFlowEmitters();
    registerScfParallelEmitters();
    registerMemRefEmitters();
    registerLinalgEmitters();
    registerBufferizationEmitters();
    registerAffineEmitters();
    registerIndexEmitters();  // before the vector wrappers: reuses the scalar arith emitters
    registerShapeEmitters();
    registerVectorEmitters();  // last: wraps the arith and math emitters
  });
}

// ---- identifiers --------------------------------------------------------------

std::string sanitizeCIdentifier(std::string_view name) {
  std::string out;
  out.reserve(name.size() + 1);
  for (char c : name) {
    bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
    out += ok ? c : '_';
  }
  if (out.empty() || (out[0] >= '0' && out[0] <= '9')) out = "v" + out;
  return out;
}

bool isReservedCName(std::string_view name) {
  static const auto *names = new absl::flat_hash_set<std::string>{
      // C99 keywords and common macros.
      "auto", "break", "case", "char", "const", "continue", "default", "do", "double", "else", "enum", "extern",
      "float", "for", "goto", "if", "inline", "int", "long", "register", "restrict", "return", "short", "signed",
      "sizeof", "static", "struct", "switch", "typedef", "union", "unsigned", "void", "volatile", "while",
      "_Bool", "_Complex", "_Imaginary", "_Float16", "bool", "true", "false", "NULL", "NAN", "INFINITY",
      "errno", "assert", "main",
      // <stdint.h>/<stddef.h>
      "int8_t", "int16_t", "int32_t", "int64_t", "uint8_t", "uint16_t", "uint32_t", "uint64_t", "size_t",
      "ptrdiff_t", "intptr_t", "uintptr_t",
      // libc functions the emitted code calls
      "memcpy", "memset", "memmove", "abort", "exit", "printf", "fprintf", "puts", "stderr", "stdout",
      "malloc", "free", "calloc", "realloc",
      // <math.h>
      "isnan", "isinf", "signbit", "fabs", "fabsf", "fmod", "fmodf", "fmin", "fminf", "fmax", "fmaxf", "exp",
      "expf", "exp2", "exp2f", "expm1", "expm1f", "log", "logf", "log2", "log2f", "log10", "log10f", "log1p",
      "log1pf", "sqrt", "sqrtf", "cbrt", "cbrtf", "pow", "powf", "sin", "sinf", "cos", "cosf", "tan", "tanf",
      "tanh", "tanhf", "atan", "atanf", "atan2", "atan2f", "erf", "erff", "ceil", "ceilf", "floor", "floorf",
      "round", "roundf", "rint", "rintf", "trunc", "truncf", "copysign", "copysignf", "fma", "fmaf",
      // runtime (tbuf_runtime.h)
      "TbufUnrankedMemRef", "TbufAllocStats", "tbufAlloc", "tbufAlignPtr", "tbufFree", "tbufAllocStats",
      "tbufReport", "rtclock", "TbufSite", "tbufAllocAt", "tbufFreeAt"};
  return names->contains(std::string(name));
}

CEmitterImpl::CEmitterImpl(Operation *module) : module_(module) { out_ = &moduleBuffer_; }

/// True for `tbuf_site_` followed by digits only: the TbufSite variables.
static bool isSiteName(std::string_view name) {
  if (name.substr(0, CEmitterImpl::kSitePrefix.size()) != CEmitterImpl::kSitePrefix) return false;
  std::string_view digits = name.substr(CEmitterImpl::kSitePrefix.size());
  return !digits.empty() && digits.find_first_not_of("0123456789") == std::string_view::npos;
}

std::string CEmitterImpl::uniqueName(std::string base) {
  if (isReservedCName(base) || globalNames_.contains(base) || (locations_ && isSiteName(base))) base += "_";
  if (usedNames_.insert(base).second) return base;
  int &next = nextSuffix_[base];
  for (;;) {
    std::string candidate = fmt::format("{}_{}", base, ++next);
    if (!globalNames_.contains(candidate) && usedNames_.insert(candidate).second) return candidate;
  }
}

std::string CEmitterImpl::freshName(std::string_view hint) { return uniqueName(sanitizeCIdentifier(hint)); }

/// The literal of a scalar arith.constant (used in place of a variable, so
/// constants never become unused variables), or "".
static std::string inlinedConstant(CEmitterImpl &e, Value v) {
  Operation *def = v.getDefiningOp();
  if (!def || def->getName() != "arith.constant" || !v.getType().isIntOrIndexOrFloat()) return "";
  std::string lit = e.literal(def->getAttr("value"), v.getType());
  if (!lit.empty() && lit[0] == '-') lit = "(" + lit + ")";
  return lit;
}

bool CEmitterImpl::isInlinedConstant(Value v) { return !inlinedConstant(*this, v).empty(); }

std::string CEmitterImpl::name(Value v) {
  auto it = valueNames_.find(v);
  if (it != valueNames_.end()) return it->second;
  if (std::string lit = inlinedConstant(*this, v); !lit.empty()) {
    valueNames_.emplace(v, lit);
    return lit;
  }
  std::string ssa;
  if (ssaNames_) ssaNames_->printValueID(v, /*printResultNo=*/true, ssa);
  std::string base;
  if (ssa.empty() || ssa[0] != '%') {
    base = "v";
  } else {
    base = sanitizeCIdentifier(std::string_view(ssa).substr(1));
  }
  std::string n = uniqueName(base);
  valueNames_.emplace(v, n);
  return n;
}

std::string CEmitterImpl::functionName(std::string_view symbol) {
  if (const CFunctionInfo *info = lookupFunction(symbol)) return info->cName;
  std::string n = sanitizeCIdentifier(symbol);
  return isReservedCName(n) ? "tbuf_" + n : n;
}

std::string CEmitterImpl::blockLabel(Block *block) {
  auto it = labels_.find(block);
  if (it != labels_.end()) return it->second;
  std::string hint = "bb";
  if (ssaNames_) {
    const auto &info = ssaNames_->getBlockInfo(block);
    if (info.ordering >= 0) hint = fmt::format("bb{}", info.ordering);
  }
  std::string n = uniqueName(hint);
  labels_.emplace(block, n);
  return n;
}

// ---- types ----------------------------------------------------------------------

namespace {
/// Short element-type tag for descriptor names ("f32", "i64", "index").
std::string elementTag(Type t) {
  if (t.isIndex()) return "index";
  if (auto it = t.dyn_cast<IntegerType>()) {
    const char *prefix = it.getSignedness() == Signedness::Unsigned ? "ui"
                         : it.getSignedness() == Signedness::Signed ? "si"
                                                                    : "i";
    return fmt::format("{}{}", prefix, it.getWidth());
  }
  if (t.isF16()) return "f16";
  if (t.isF32()) return "f32";
  if (t.isF64()) return "f64";
  return "";
}
}  // namespace

std::string CEmitterImpl::typeName(Type t, Operation *forErrors) {
  if (!t) return "";
  if (t.isIndex()) return "int64_t";
  if (auto it = t.dyn_cast<IntegerType>()) {
    unsigned w = it.getWidth();
    if (w == 1) return "bool";
    if (w == 8 || w == 16 || w == 32 || w == 64)
      return fmt::format("{}int{}_t", it.getSignedness() == Signedness::Unsigned ? "u" : "", w);
  } else if (t.isF16()) {
    return "_Float16";
  } else if (t.isF32()) {
    return "float";
  } else if (t.isF64()) {
    return "double";
  } else if (auto mt = t.dyn_cast<MemRefType>()) {
    return descriptorName(mt, forErrors);
  } else if (auto ut = t.dyn_cast<UnrankedMemRefType>()) {
    if (!typeName(ut.getElementType(), forErrors).empty()) return "TbufUnrankedMemRef";
    return "";
  } else if (auto vt = t.dyn_cast<VectorType>()) {
    return vectorTypeName(*this, vt, forErrors);
  }
  // A shape witness (`!shape.witness`) holds or not.
  if (auto ot = t.dyn_cast<OpaqueType>(); ot && ot.getDialect() == "shape" && ot.getData() == "witness") return "bool";
  if (forErrors) (void)emitError(forErrors, fmt::format("type '{}' has no C representation", t.str()));
  return "";
}

std::string CEmitterImpl::descriptorName(MemRefType type, Operation *forErrors) {
  Type elem = type.getElementType();
  std::string elemC = typeName(elem, nullptr);
  std::string tag = elementTag(elem);
  if (elemC.empty() || tag.empty()) {
    if (forErrors)
      (void)emitError(forErrors, fmt::format("memref element type '{}' has no C representation", elem.str()));
    return "";
  }
  int64_t rank = type.getRank();
  std::string name = fmt::format("TbufMemRef_{}_{}", tag, rank);
  if (typedefKeys_.insert(name).second) {
    std::string guard = "TBUF_MEMREF_" + tag + "_" + std::to_string(rank);
    for (char &c : guard) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    std::string text = fmt::format("#ifndef {0}\n#define {0}\n/* memref descriptor: rank {1}, element {2} */\n"
                                   "typedef struct {3} {{\n",
                                   guard, rank, elem.str(), name);
    text += fmt::format("  {0} *allocated;\n  {0} *aligned;\n  int64_t offset;\n", elemC);
    if (rank > 0) text += fmt::format("  int64_t sizes[{0}];\n  int64_t strides[{0}];\n", rank);
    text += fmt::format("}} {};\n#endif\n", name);
    typedefs_.push_back(std::move(text));
  }
  return name;
}

// ---- statements -------------------------------------------------------------------

std::ostream &CEmitterImpl::line() {
  if (pendingMarker_) {
    Operation *op = pendingMarker_;
    pendingMarker_ = nullptr;
    for (int i = 0; i < indent_; ++i) *out_ << "  ";
    *out_ << "/* " << describeForComment(describeOpSource(op)) << " */\n";
  }
  if (lineDirectives_) writeLineDirective();
  for (int i = 0; i < indent_; ++i) *out_ << "  ";
  return *out_;
}

void CEmitterImpl::assign(Value v, std::string_view expr) {
  if (isInlinedConstant(v)) return;
  std::string n = name(v);
  if (predeclared_.contains(v)) {
    // An initializer list becomes a compound literal in an assignment.
    if (!expr.empty() && expr[0] == '{')
      line() << n << " = (" << typeName(v.getType()) << ")" << expr << ";\n";
    else
      line() << n << " = " << expr << ";\n";
    return;
  }
  std::string t = typeName(v.getType(), v.getDefiningOp());
  line() << t << " " << n << " = " << expr << ";";
  if (v.use_empty()) *out_ << " (void)" << n << ";";
  *out_ << "\n";
}

void CEmitterImpl::declare(Value v) {
  if (predeclared_.contains(v) || isInlinedConstant(v)) return;
  std::string n = name(v);
  std::string t = typeName(v.getType(), v.getDefiningOp());
  line() << t << " " << n << ";";
  if (v.use_empty()) *out_ << " (void)" << n << ";";
  *out_ << "\n";
}

void CEmitterImpl::predeclare(Value v) {
  if (predeclared_.contains(v) || isInlinedConstant(v)) return;
  std::string n = name(v);
  Type type = v.getType();
  std::string t = typeName(type, v.getDefiningOp());
  bool aggregate = type.isa<MemRefType>() || type.isa<UnrankedMemRefType>();
  line() << t << " " << n << " = " << (aggregate ? "{0}" : "0") << ";";
  if (v.use_empty()) *out_ << " (void)" << n << ";";
  *out_ << "\n";
  predeclared_.insert(v);
}

LogicalResult CEmitterImpl::emitError(Operation *op, std::string_view message) {
  if (!op) op = module_;
  return op->emitOpError() << message;
}

LogicalResult CEmitterImpl::emitOp(Operation *op) {
  OpEmitFn fn = lookupOpEmitter(op->getName());
  if (!fn) return emitError(op, "cannot be emitted as C (no C emitter for this op)");
  if (locations_) pendingMarker_ = op;
  Operation *enclosing = currentOp_;
  currentOp_ = op;
  LogicalResult result = fn(*this, op);
  currentOp_ = enclosing;
  pendingMarker_ = nullptr;  // an op that wrote nothing leaves no comment
  return result;
}

LogicalResult CEmitterImpl::emitBlockOps(Block &block) {
  for (Operation &op : block) {
    if (&op == &block.back() && op.hasTrait(OpTrait::Terminator)) break;
    if (failed(emitOp(&op))) return failure();
  }
  return success();
}

void CEmitterImpl::assignParallel(const std::vector<std::string> &dests, const std::vector<Value> &sources) {
  size_t n = std::min(dests.size(), sources.size());
  std::vector<std::string> srcNames;
  absl::flat_hash_set<std::string> destSet;
  for (size_t i = 0; i < n; ++i) {
    srcNames.push_back(name(sources[i]));
    destSet.insert(dests[i]);
  }
  bool conflict = false;
  for (size_t i = 0; i < n; ++i)
    if (srcNames[i] != dests[i] && destSet.contains(srcNames[i])) conflict = true;
  if (!conflict) {
    for (size_t i = 0; i < n; ++i)
      if (srcNames[i] != dests[i]) line() << dests[i] << " = " << srcNames[i] << ";\n";
    return;
  }
  line() << "{\n";
  indent();
  std::vector<std::string> temps;
  for (size_t i = 0; i < n; ++i) {
    temps.push_back(freshName("tmp"));
    line() << typeName(sources[i].getType()) << " " << temps.back() << " = " << srcNames[i] << ";\n";
  }
  for (size_t i = 0; i < n; ++i) line() << dests[i] << " = " << temps[i] << ";\n";
  dedent();
  line() << "}\n";
}

LogicalResult CEmitterImpl::emitRegion(Region &region, const TerminatorFn &onExit) {
  if (region.empty()) return success();
  auto emitTerminator = [&](Block &block) -> LogicalResult {
    if (block.empty() || !block.back().hasTrait(OpTrait::Terminator)) return success();
    Operation *term = &block.back();
    if (term->getNumSuccessors() > 0 || !onExit) return emitOp(term);
    if (locations_) pendingMarker_ = term;
    Operation *enclosing = currentOp_;
    currentOp_ = term;
    LogicalResult result = onExit(term);
    currentOp_ = enclosing;
    pendingMarker_ = nullptr;
    return result;
  };
  if (region.hasOneBlock()) {
    Block &block = region.front();
    if (failed(emitBlockOps(block))) return failure();
    return emitTerminator(block);
  }
  // Several blocks: declare everything the blocks define at this C scope so
  // values flow between labels, then emit the blocks in order.
  for (Block &block : region) {
    if (!block.isEntryBlock())
      for (unsigned i = 0; i < block.getNumArguments(); ++i) predeclare(block.getArgument(i));
    for (Operation &op : block)
      for (unsigned i = 0; i < op.getNumResults(); ++i) predeclare(op.getResult(i));
  }
  for (Block &block : region) {
    if (!block.isEntryBlock() && !block.hasNoPredecessors()) {
      dedent();
      line() << blockLabel(&block) << ":;\n";
      indent();
    }
    if (failed(emitBlockOps(block))) return failure();
    if (failed(emitTerminator(block))) return failure();
  }
  return success();
}

// ---- memref addressing ---------------------------------------------------------------

namespace {
bool isSimpleCExpr(std::string_view e) {
  for (char c : e)
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.' || c == '[' || c == ']')) return false;
  return !e.empty();
}
std::string paren(const std::string &e) { return isSimpleCExpr(e) ? e : "(" + e + ")"; }
}  // namespace

std::string CEmitterImpl::sizeExpr(Value m, unsigned dim) {
  auto type = m.getType().dyn_cast<MemRefType>();
  if (type && dim < type.getRank() && !type.isDynamicDim(dim)) return std::to_string(type.getDimSize(dim));
  return fmt::format("{}.sizes[{}]", name(m), dim);
}

std::string CEmitterImpl::strideExpr(Value m, unsigned dim) {
  auto type = m.getType().dyn_cast<MemRefType>();
  std::vector<int64_t> strides;
  int64_t offset = 0;
  if (type && succeeded(type.getStridesAndOffset(strides, offset)) && dim < strides.size() &&
      !isDynamic(strides[dim]))
    return std::to_string(strides[dim]);
  return fmt::format("{}.strides[{}]", name(m), dim);
}

std::string CEmitterImpl::offsetExpr(Value m) {
  auto type = m.getType().dyn_cast<MemRefType>();
  std::vector<int64_t> strides;
  int64_t offset = 0;
  if (type && succeeded(type.getStridesAndOffset(strides, offset)) && !isDynamic(offset))
    return std::to_string(offset);
  return name(m) + ".offset";
}

std::string CEmitterImpl::elementPtr(Value m, const std::vector<std::string> &indices) {
  std::vector<std::string> terms;
  std::string off = offsetExpr(m);
  if (off != "0") terms.push_back(off);
  for (size_t d = 0; d < indices.size(); ++d) {
    std::string stride = strideExpr(m, d);
    if (stride == "0") continue;
    if (stride == "1")
      terms.push_back(paren(indices[d]));
    else
      terms.push_back(paren(indices[d]) + " * " + stride);
  }
  std::string sum;
  for (const std::string &t : terms) sum += (sum.empty() ? "" : " + ") + t;
  if (sum.empty()) sum = "0";
  return fmt::format("&{}.aligned[{}]", name(m), sum);
}

// ---- literals -----------------------------------------------------------------------

namespace {
std::string floatLiteral(double v, Type type) {
  bool f32 = type.isF32() || type.isF16();
  std::string suffix = f32 ? "f" : "";
  std::string text;
  if (std::isnan(v)) {
    text = type.isF64() ? "(double)NAN" : "NAN";
  } else if (std::isinf(v)) {
    text = v < 0 ? "-INFINITY" : "INFINITY";
    if (type.isF64()) text = "(double)" + text;
  } else {
    text = f32 ? fmt::format("{}", static_cast<float>(v)) : fmt::format("{}", v);
    if (text.find_first_of(".eEn") == std::string::npos) text += ".0";
    text += suffix;
  }
  if (type.isF16()) return "(_Float16)" + text;
  return text;
}
}  // namespace

std::string CEmitterImpl::literal(Attribute value, Type type) {
  if (auto ia = value.dyn_cast<IntegerAttr>()) {
    int64_t v = ia.getInt();
    if (type.isInteger(1)) return v ? "true" : "false";
    unsigned width = type.isIndex() ? 64 : type.isa<IntegerType>() ? type.cast<IntegerType>().getWidth() : 64;
    if (type.isa<IntegerType>() && type.cast<IntegerType>().getSignedness() == Signedness::Unsigned) {
      uint64_t u = ia.getUInt();
      return width == 64 ? fmt::format("UINT64_C({})", u) : fmt::format("{}u", u);
    }
    if (width == 64) {
      if (v == std::numeric_limits<int64_t>::min()) return "(INT64_C(-9223372036854775807) - 1)";
      if (v > INT32_MAX || v < -INT32_MAX) return fmt::format("INT64_C({})", v);
      return std::to_string(v);
    }
    if (width == 32 && v == INT32_MIN) return "(-2147483647 - 1)";
    return std::to_string(v);
  }
  if (auto fa = value.dyn_cast<FloatAttr>()) return floatLiteral(fa.getValue(), type);
  return "";
}

// ---- helpers / includes ------------------------------------------------------------

void CEmitterImpl::requireHelper(std::string_view key, std::string_view definition) {
  if (helperKeys_.insert(std::string(key)).second) helpers_.emplace_back(definition);
}

void CEmitterImpl::requireInclude(std::string_view header) {
  if (includeKeys_.insert(std::string(header)).second) includes_.emplace_back(header);
}

// ---- function scope -------------------------------------------------------------------

void CEmitterImpl::beginFunction(Operation *func, const CFunctionInfo *info) {
  currentFunction_ = info;
  ssaNames_ = std::make_unique<printer::SSANameState>(func, printingFlags_);
  usedNames_.clear();
  nextSuffix_.clear();
  valueNames_.clear();
  predeclared_.clear();
  labels_.clear();
  functionBuffer_.str("");
  functionBuffer_.clear();
  out_ = &functionBuffer_;
  indent_ = 0;
}

std::string CEmitterImpl::endFunction() {
  endLineMapping();
  std::string text = functionBuffer_.str();
  out_ = &moduleBuffer_;
  currentFunction_ = nullptr;
  ssaNames_.reset();
  indent_ = 0;
  return text;
}

void CEmitterImpl::beginModuleLevel() {
  moduleBuffer_.str("");
  moduleBuffer_.clear();
  out_ = &moduleBuffer_;
  indent_ = 0;
  usedNames_.clear();
  valueNames_.clear();
}

std::string CEmitterImpl::endModuleLevel() {
  endLineMapping();
  return moduleBuffer_.str();
}

const CFunctionInfo *CEmitterImpl::lookupFunction(std::string_view symbol) const {
  auto it = functionIndex_.find(std::string(symbol));
  return it == functionIndex_.end() ? nullptr : &functions_[it->second];
}

}  // namespace tbuf::lower

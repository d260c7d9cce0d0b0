// func dialect → C: every func.func becomes a C function taking and returning
// values and memref descriptors by value. Several results come back in a
// `struct { T0 r0; T1 r1; ... }` named `<function>_Results`. Private defined
// functions are `static` (when called; an uncalled static function would
// warn under -Wall). External declarations call the C function of the same
// name: the runtime's printMemrefF32, printF64, rtclock... are declared by
// tbuf_runtime.h, any other gets an `extern` prototype. Also func.call and
// func.return.
#include "dialects/func/func_ops.h"
#include "fmt/format.h"
#include "ir/block.h"
#include "ir/operation.h"
#include "ir/region.h"
#include "lower/c_emitter_impl.h"

namespace tbuf::lower {

namespace {

/// Functions tbuf_runtime.h declares (MLIR runner-utils names).
bool isRuntimeFunction(std::string_view name) {
  static const auto *names = new absl::flat_hash_set<std::string>{
      "printMemrefF16", "printMemrefF32", "printMemrefF64", "printMemrefI8", "printMemrefI16", "printMemrefI32",
      "printMemrefI64", "printMemrefInd", "printF32",       "printF64",       "printI64",       "printU64",
      "printNewline",   "printOpen",      "printClose",     "printComma",     "printFlops",     "rtclock",
      "printMemrefBF16"};
  return names->contains(std::string(name));
}

}  // namespace

LogicalResult CEmitterImpl::collectFunctions() {
  functions_.clear();
  functionIndex_.clear();
  absl::flat_hash_set<std::string> referenced;
  module_->walk([&](Operation *op) {
    if (auto call = dyn_cast<func::CallOp>(op)) referenced.insert(std::string(call.getCallee()));
  });
  absl::flat_hash_set<std::string> cNames;
  bool ok = true;
  for (Region &region : module_->getRegions())
    for (Block &block : region)
      for (Operation &op : block) {
        auto func = dyn_cast<func::FuncOp>(&op);
        if (!func) continue;
        CFunctionInfo info;
        info.symbol = std::string(func.getSymName());
        info.external = func.isExternal();
        info.isPublic = !func.isPrivate();
        info.isRuntime = info.external && isRuntimeFunction(info.symbol);
        info.referenced = referenced.contains(info.symbol);
        std::string base = sanitizeCIdentifier(info.symbol);
        if (!info.external && isReservedCName(base)) base = "tbuf_" + base;
        std::string cName = base;
        for (int n = 1; !cNames.insert(cName).second; ++n) cName = fmt::format("{}_{}", base, n);
        info.cName = cName;
        globalNames_.insert(cName);
        bool typesOk = true;  // one error per function
        for (Type t : func.getArgumentTypes()) {
          info.inputs.push_back(t);
          if (typesOk && typeName(t, &op).empty()) typesOk = false;
        }
        for (Type t : func.getResultTypes()) {
          info.results.push_back(t);
          if (typesOk && typeName(t, &op).empty()) typesOk = false;
        }
        ok = ok && typesOk;
        if (info.results.empty()) {
          info.returnType = "void";
        } else if (info.results.size() == 1) {
          info.returnType = typeName(info.results[0]);
        } else {
          info.resultStruct = cName + "_Results";
          info.returnType = info.resultStruct;
          globalNames_.insert(info.resultStruct);
        }
        functionIndex_[info.symbol] = functions_.size();
        functions_.push_back(std::move(info));
      }
  if (!ok) return failure();
  for (const CFunctionInfo &info : functions_)
    if (!info.resultStruct.empty()) requireResultStruct(info);
  return success();
}

void CEmitterImpl::requireResultStruct(const CFunctionInfo &info) {
  if (info.resultStruct.empty() || !typedefKeys_.insert(info.resultStruct).second) return;
  std::vector<std::string> fields;
  for (Type t : info.results) fields.push_back(typeName(t));  // registers descriptor typedefs first
  std::string guard = "TBUF_RESULTS_" + info.resultStruct;
  std::string text = fmt::format("#ifndef {0}\n#define {0}\n/* results of @{1} */\ntypedef struct {2} {{\n", guard,
                                 info.symbol, info.resultStruct);
  for (size_t i = 0; i < fields.size(); ++i) text += fmt::format("  {} r{};\n", fields[i], i);
  text += fmt::format("}} {};\n#endif\n", info.resultStruct);
  typedefs_.push_back(std::move(text));
}

std::string CEmitterImpl::prototype(const CFunctionInfo &info, Operation *func, bool withNames) {
  std::string text;
  if (!info.external && !info.isPublic && info.referenced) text += "static ";
  text += fmt::format("{} {}(", info.returnType, info.cName);
  Block *entry = nullptr;
  if (withNames && func && func->getNumRegions() && !func->getRegion(0).empty()) entry = &func->getRegion(0).front();
  for (size_t i = 0; i < info.inputs.size(); ++i) {
    if (i) text += ", ";
    text += typeName(info.inputs[i]);
    if (entry && i < entry->getNumArguments()) text += " " + name(entry->getArgument(i));
  }
  if (info.inputs.empty()) text += "void";
  text += ")";
  return text;
}

LogicalResult emitFunctionDefinition(CEmitterImpl &emitter, Operation *func, const CFunctionInfo &info) {
  emitter.beginFunction(func, &info);
  emitter.line() << "/* func.func @" << info.symbol << " */\n";
  emitter.line() << vectorClonesPrefix(func) << emitter.prototype(info, func, /*withNames=*/true) << " {\n";
  emitter.indent();
  LogicalResult result = emitter.emitRegion(func->getRegion(0), nullptr);
  emitter.dedent();
  emitter.line() << "}\n";
  return result;
}

// ---- op emitters -------------------------------------------------------------------

namespace {

std::string joinNames(CEmitter &emitter, OperandRange values) {
  std::string out;
  for (Value v : values) out += (out.empty() ? "" : ", ") + emitter.name(v);
  return out;
}

LogicalResult emitCall(CEmitter &e, Operation *op) {
  auto &emitter = static_cast<CEmitterImpl &>(e);
  func::CallOp call(op);
  const CFunctionInfo *info = emitter.lookupFunction(call.getCallee());
  if (!info) return emitter.emitError(op, fmt::format("callee '@{}' is not a func.func of this module", call.getCallee()));
  std::string expr = fmt::format("{}({})", info->cName, joinNames(emitter, op->getOperands()));
  if (op->getNumResults() == 0) {
    emitter.line() << expr << ";\n";
  } else if (op->getNumResults() == 1) {
    emitter.assign(op->getResult(0), expr);
  } else {
    std::string tmp = emitter.freshName(info->cName + "_res");
    emitter.line() << info->resultStruct << " " << tmp << " = " << expr << ";\n";
    for (unsigned i = 0; i < op->getNumResults(); ++i) emitter.assign(op->getResult(i), fmt::format("{}.r{}", tmp, i));
  }
  return success();
}

LogicalResult emitReturn(CEmitter &e, Operation *op) {
  auto &emitter = static_cast<CEmitterImpl &>(e);
  const CFunctionInfo *info = emitter.currentFunction();
  if (!info) return emitter.emitError(op, "is not inside a function");
  unsigned n = op->getNumOperands();
  if (n == 0) {
    // A `return;` that ends a void function's single block says nothing.
    Region *body = op->getParentRegion();
    bool last = body && body->hasOneBlock() && body->getParentOp() && body->getParentOp()->getName() == "func.func";
    if (!last) emitter.line() << "return;\n";
  } else if (n == 1) {
    emitter.line() << "return " << emitter.name(op->getOperand(0)) << ";\n";
  } else {
    emitter.line() << "return (" << info->resultStruct << "){" << joinNames(emitter, op->getOperands()) << "};\n";
  }
  return success();
}

}  // namespace

void registerFuncEmitters() {
  registerOpEmitter("func.call", emitCall);
  registerOpEmitter("func.return", emitReturn);
}

void registerFuncArithMathEmitters() {
  registerFuncEmitters();
  registerArithEmitters();
  registerMathEmitters();
}

}  // namespace tbuf::lower

// interpret() (see interpreter.h): decode the module once, allocate and
// initialize its globals, run the entry function in a fresh frame, then
// report the heap allocations still live (leaks) and collect the result.
#include "interpret/interpreter.h"

#include <cstdio>
#include <ostream>

#include "dialects/func/func_ops.h"
#include "fmt/format.h"
#include "interpret/decoder.h"
#include "interpret/element_access.h"
#include "interpret/memref_utils.h"
#include "interpret/random_inputs.h"
#include "interpret/sanitizer.h"
#include "ir/attributes.h"
#include "ir/types.h"

namespace tbuf::interp {

namespace {

const DecoderTable &decoderTable() {
  static const DecoderTable table = [] {
    DecoderTable t;
    addArithDecoders(t);
    addMathDecoders(t);
    addMemRefDecoders(t);
    addBufferizationDecoders(t);
    addControlDecoders(t);
    addLinalgDecoders(t);
    addTensorDecoders(t);
    addRetypeDecoders(t);
    addVectorDecoders(t);
    addAffineDecoders(t);
    addScfParallelDecoders(t);
    addIndexDecoders(t);
    addShapeDecoders(t);
    return t;
  }();
  return table;
}

/// Allocates `global` and writes its initial value; empty string or an
/// error message.
std::string allocateGlobal(Exec &ex, Operation *global) {
  auto type = global->getAttrOfType<TypeAttr>("type").getValue().dyn_cast<MemRefType>();
  auto kind = type ? elemKindOf(type.getElementType()) : std::nullopt;
  if (!kind)
    return fmt::format("{}: error: tbuf interpret: memref.global of this type is not supported",
                       formatLocation(global->getLoc()));
  Attribute init = global->getAttr("initial_value");
  if (!init) {  // external: defined elsewhere; memref.get_global of it is a runtime error
    ex.globals.push_back(nullptr);
    return "";
  }
  bool constant = global->hasAttr("constant");
  Allocation *a = ex.memory.allocate(constant ? AllocKind::ConstantGlobal : AllocKind::Global, *kind,
                                     type.getNumElements(), global, "");
  ex.globals.push_back(a);
  auto dense = init.dyn_cast<DenseElementsAttr>();
  if (!dense) return "";  // `uninitialized`
  WriteFn write = writerFor(*kind);
  for (int64_t i = 0; i < a->numElements; ++i) {
    Scalar s;
    if (dense.isFloat()) {
      if (*kind == ElemKind::F64) s.f64 = dense.getFloatAt(i);
      else s.f32 = static_cast<float>(dense.getFloatAt(i));
    } else {
      s.i = dense.getIntAt(i);
    }
    write(a->data, i, s);
  }
  a->setAllInit();
  return "";
}

void reportLeaks(Exec &ex) {
  for (Allocation *a : ex.memory.liveHeapAllocations()) {
    std::string message =
        fmt::format("{}: error: tbuf interpret: leak: {} is never freed",
                    formatLocation(a->allocOp ? a->allocOp->getLoc() : Location()), describeAllocation(*a));
    ex.reports.push_back(SanitizerReport{SanitizerKind::Leak, message});
  }
}

}  // namespace

std::string formatOpLocation(const Operation *op) { return formatLocation(op->getLoc()); }

InterpretResult interpret(Operation *module, const InterpretOptions &options, std::ostream &out, std::ostream &err) {
  InterpretResult result;
  DecodedModule decoded;
  Decoder decoder(decoded, decoderTable(), static_cast<bool>(options.traceAccesses));
  auto fail = [&](const std::string &message) {
    result.error = message;
    result.exitCode = 1;
    err << message << "\n";
    return result;
  };
  if (!decoder.decodeModule(module)) return fail(decoder.error());
  Function *entry = decoder.lookupFunction(options.entry);
  if (!entry || entry->external)
    return fail(fmt::format("{}: error: tbuf interpret: no function @{} with a body to run",
                            formatLocation(module->getLoc()), options.entry));
  if (!entry->op->getRegion(0).front().getArguments().empty() && !options.randomInputs)
    return fail(fmt::format("{}: error: tbuf interpret: entry function @{} takes arguments (give random inputs: "
                            "--random-inputs SEED)",
                            formatLocation(entry->op->getLoc()), options.entry));

  if (options.printResult) {
    ArrayRef<Type> results = func::FuncOp(entry->op).getFunctionType().getResults();
    bool single = results.size() == 1 && (results[0].isInteger(32) || results[0].isInteger(64) || results[0].isF32());
    if (!single)
      return fail(fmt::format("{}: error: tbuf interpret: printing the result needs an entry function returning one "
                              "i32, i64 or f32 (as mlir-runner's -entry-point-result)",
                              formatLocation(entry->op->getLoc())));
  }
  Exec ex;
  ex.options = &options;
  ex.out = &out;
  ex.err = &err;
  ex.sanitize = options.sanitize;
  if (options.traceAccesses) ex.traceOperands = &decoded.traceOperands;
  ex.tracing = options.trace || options.traceAccesses;
  ex.accessMode = options.traceAccesses ? Exec::AccessMode::Traced
                  : options.sanitize    ? Exec::AccessMode::Sanitize
                                        : Exec::AccessMode::Plain;
  for (Operation *global : decoded.globals)
    if (std::string message = allocateGlobal(ex, global); !message.empty()) return fail(message);

  std::vector<Scalar> scalars(entry->numScalars);
  std::vector<MemRefDesc> memrefs(entry->numMemRefs);
  Frame frame{scalars.data(), memrefs.data(), entry};
  if (options.randomInputs)
    if (std::string message = fillRandomInputs(ex, *entry, frame, *options.randomInputs); !message.empty())
      return fail(message);
  ex.callees.push_back(entry);
  ex.callSites.push_back(nullptr);
  ex.allocaStack.emplace_back();
  result.started = true;
  bool ok = runProgram(ex, frame, entry->body);
  out.flush();
  result.executedOps = ex.executedOps;
  result.peakProgramBytes = ex.memory.peakProgramBytes();
  result.peakShadowBytes = ex.memory.peakShadowBytes();
  if (ok && options.printResult) {
    Slot slot = ex.lastReturn->operands[0];
    Type type = ex.lastReturn->op->getOperand(0).getType();
    char text[64];
    if (type.isF32()) std::snprintf(text, sizeof text, "%e\n", static_cast<double>(frame.s[slot.index].f32));
    else std::snprintf(text, sizeof text, "%lld\n", static_cast<long long>(frame.s[slot.index].i));
    out << text;
    out.flush();
  }
  if (ok) {
    for (Allocation *a : ex.allocaStack.back()) ex.memory.release(a, ex.lastReturn ? ex.lastReturn->op : nullptr);
    ex.callees.clear();
    ex.callSites.clear();
    if (options.sanitize) reportLeaks(ex);
  }
  for (const SanitizerReport &r : ex.reports) err << r.message << "\n";
  if (!ex.error.empty()) {
    result.error = ex.error;
    err << ex.error << "\n";
  }
  result.reports = std::move(ex.reports);
  result.exitCode = (ok && result.reports.empty() && result.error.empty()) ? 0 : 1;
  return result;
}

}  // namespace tbuf::interp

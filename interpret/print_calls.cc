// The external functions a program may call that the runtime provides:
// printMemref{F16,BF16,F32,F64,I8,I16,I32,I64,Ind}, printI64, printU64,
// printF32, printF64, printNewline, printOpen, printClose, printComma,
// rtclock. Printing calls the runtime's own C functions (runtime/), so the
// text is byte-identical to `tbuf run` and mlir-runner-22: a memref is
// passed as a runtime descriptor built over the interpreter's storage, and
// the C stdout is redirected into a memory stream for the duration of the
// call so the text lands in the interpreter's output stream.
#include <cstdio>
#include <cstdlib>
#include <ostream>

#include "fmt/format.h"
#include "interpret/decoder.h"
#include "interpret/element_access.h"
#include "interpret/sanitizer.h"
#include "runtime/tbuf_runtime.h"

namespace tbuf::interp {

namespace {

/// Runs `fn` with C stdout captured into ex.out.
template <typename Fn> void captureStdout(Exec &ex, Fn &&fn) {
  std::fflush(stdout);
  char *buffer = nullptr;
  size_t length = 0;
  FILE *memory = open_memstream(&buffer, &length);
  if (!memory) {
    fn();
    return;
  }
  FILE *saved = stdout;
  stdout = memory;
  fn();
  std::fflush(memory);
  stdout = saved;
  std::fclose(memory);
  ex.out->write(buffer, static_cast<std::streamsize>(length));
  std::free(buffer);
}

const CallData &callData(const Instr &in) { return *static_cast<const CallData *>(in.ext); }

/// Checks that every element printed was written (an uninitialized element
/// would print garbage); false after a report.
bool checkPrintable(Exec &ex, Operation *op, const MemRefDesc &m) {
  if (!checkLive(ex, op, m, "prints")) return false;
  if (!ex.sanitize) return true;
  bool ok = true;
  int64_t bad = -1;
  forEachElement(m, [&](int64_t p) {
    if (ok && !m.alloc->isInit(p)) {
      ok = false;
      bad = p;
    }
  });
  if (!ok)
    report(ex, SanitizerKind::UninitializedRead, op,
           fmt::format("{} prints position {} of {}, which was never written", op->getName(), bad,
                       describeAllocation(*m.alloc)));
  return ok;
}

template <void (*Print)(TbufUnrankedMemRef)> int32_t printMemref(Exec &ex, Frame &f, const Instr &in) {
  const MemRefDesc &m = f.m[callData(in).args[0].index];
  if (!checkPrintable(ex, in.op, m)) return kAbort;
  int64_t words[3 + 2 * kMaxRank];
  void *data = m.alloc->data;
  std::memcpy(&words[0], &data, sizeof data);
  std::memcpy(&words[1], &data, sizeof data);
  words[2] = m.offset;
  for (int64_t i = 0; i < m.rank; ++i) {
    words[3 + i] = m.sizes[i];
    words[3 + m.rank + i] = m.strides[i];
  }
  TbufUnrankedMemRef desc{m.rank, words};
  captureStdout(ex, [&] { Print(desc); });
  return 0;
}

int32_t printI64Call(Exec &ex, Frame &f, const Instr &in) {
  int64_t v = f.s[callData(in).args[0].index].i;
  captureStdout(ex, [&] { printI64(v); });
  return 0;
}
int32_t printU64Call(Exec &ex, Frame &f, const Instr &in) {
  uint64_t v = static_cast<uint64_t>(f.s[callData(in).args[0].index].i);
  captureStdout(ex, [&] { printU64(v); });
  return 0;
}
int32_t printF32Call(Exec &ex, Frame &f, const Instr &in) {
  float v = f.s[callData(in).args[0].index].f32;
  captureStdout(ex, [&] { printF32(v); });
  return 0;
}
int32_t printF64Call(Exec &ex, Frame &f, const Instr &in) {
  double v = f.s[callData(in).args[0].index].f64;
  captureStdout(ex, [&] { printF64(v); });
  return 0;
}
template <void (*Print)()> int32_t printPunctuation(Exec &ex, Frame &, const Instr &) {
  captureStdout(ex, [&] { Print(); });
  return 0;
}
/// printFlops writes to the process's stderr in the runtime; here to the
/// interpreter's error stream, in the runtime's format.
int32_t printFlopsCall(Exec &ex, Frame &f, const Instr &in) {
  double v = f.s[callData(in).args[0].index].f64;
  char text[64];
  std::snprintf(text, sizeof text, "%f GFLOPS\n", v / 1.0e9);
  ex.out->flush();
  *ex.err << text;
  return 0;
}
int32_t rtclockCall(Exec &, Frame &f, const Instr &in) {
  f.s[callData(in).results[0].index].f64 = rtclock();
  return 0;
}

}  // namespace

ExternalCall lookupExternalCall(std::string_view name) {
  static const absl::flat_hash_map<std::string_view, ExternalCall> table = {
      {"printMemrefF16", printMemref<printMemrefF16>},
      {"printMemrefBF16", printMemref<printMemrefBF16>},
      {"printMemrefF32", printMemref<printMemrefF32>},
      {"printMemrefF64", printMemref<printMemrefF64>},
      {"printMemrefI8", printMemref<printMemrefI8>},
      {"printMemrefI16", printMemref<printMemrefI16>},
      {"printMemrefI32", printMemref<printMemrefI32>},
      {"printMemrefI64", printMemref<printMemrefI64>},
      {"printMemrefInd", printMemref<printMemrefInd>},
      {"printI64", printI64Call},
      {"printU64", printU64Call},
      {"printF32", printF32Call},
      {"printF64", printF64Call},
      {"printNewline", printPunctuation<printNewline>},
      {"printOpen", printPunctuation<printOpen>},
      {"printClose", printPunctuation<printClose>},
      {"printComma", printPunctuation<printComma>},
      {"rtclock", rtclockCall},
      {"printFlops", printFlopsCall},
  };
  auto it = table.find(name);
  return it == table.end() ? nullptr : it->second;
}

}  // namespace tbuf::interp

// tbuf's interpreter: runs IR at any level without a C compiler: tensor
// programs before any pass (value semantics), memref programs (the output of
// the bufferization and deallocation pipeline, or hand-written), and mixed
// ones, with a buffer sanitizer that names source locations.
//
// Each function is translated once into a compact pre-decoded program
// (interpret/program.h): SSA values become register slots, each op a
// handler function pointer with its operand/result slots and pre-extracted
// attributes, nested regions sub-programs. docs/interpreter.md describes the
// value and allocation model and every sanitizer report.
#pragma once

#include <cstdint>
#include <functional>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace tbuf {
class Operation;
}

namespace tbuf::interp {

/// What a sanitizer report is about.
enum class SanitizerKind {
  UseAfterFree,
  DoubleFree,
  FreeNotOwned,        ///< dealloc of a view, a global, an alloca or an argument's buffer
  Leak,                ///< a heap allocation still live when the entry function returns
  OutOfBounds,         ///< a load, store or view outside its memref or allocation
  UninitializedRead,   ///< a load of an element never written
  WriteToConstant,     ///< a store into a `memref.global ... constant`
  DeallocMismatch,     ///< bufferization.dealloc whose retained values/conditions disagree with the pointers
};

/// The report kind's name as printed ("use after free", ...).
const char *sanitizerKindName(SanitizerKind kind);

/// One report: its kind and its full text, one paragraph starting with the
/// access site (`file:line:col: error: tbuf interpret: <kind>: ...`) and
/// naming the allocation site, the free site where relevant, and the call
/// stack.
struct SanitizerReport {
  SanitizerKind kind;
  std::string message;
};

/// Called before each executed op (tracing extension point; not called when
/// empty, at no cost per op beyond the test of the std::function).
using TraceCallback = std::function<void(Operation *op)>;

/// One buffer access of an executed op: `count` element positions of
/// allocation #`allocation` starting at position `offset` (positions are
/// element indices into the allocation, whatever the view's layout). A
/// load or store touches one position; an op that reads or writes a whole
/// view (memref.copy, a clone, a print, a linalg operand, an elementwise
/// op on a tensor) gives the view's extent, from its lowest to its highest
/// position.
struct BufferAccess {
  int64_t allocation = 0;
  int64_t offset = 0;
  int64_t count = 0;
  bool write = false;
};

/// The value of one operand of a traced op, as it was when the op started:
/// an integer (index included, sign-extended), a float (f16, bf16, f32 and
/// f64 widened to double), or a memref/tensor descriptor (its allocation's
/// id, 0 for none, and its element offset).
struct TraceOperand {
  enum class Kind : uint8_t { Integer, Float, Buffer };
  Kind kind = Kind::Integer;
  int64_t integer = 0;
  double real = 0;
  int64_t allocation = 0, offset = 0;
};

/// An executed op, its operands' values and the buffers it read and wrote
/// (in access order).
struct TraceEvent {
  Operation *op = nullptr;
  std::vector<TraceOperand> operands;
  std::vector<BufferAccess> accesses;
};

/// Called once per executed op, in execution order: when the op has run,
/// or, for an op with regions (scf.for, a linalg op's payload, a call), as
/// soon as the first op inside starts; it then carries the accesses made
/// before that point (a linalg op: each operand's whole view, read for
/// the operands the payload uses, written for the inits).
using TraceEventCallback = std::function<void(const TraceEvent &event)>;

struct InterpretOptions {
  /// The function to run (its results, if any, are ignored). It must take
  /// no arguments unless `randomInputs` is set.
  std::string entry = "main";
  /// With a value: the entry's arguments are made from this seed
  /// (interpret/random_inputs.h: small values, memrefs as caller-owned
  /// buffers, dynamic dimensions of size 4), deterministically.
  std::optional<uint64_t> randomInputs;
  /// Check every access (bounds, use after free, uninitialized reads,
  /// constant writes, frees) and report leaks at exit.
  bool sanitize = true;
  /// As mlir-runner-22's `-entry-point-result=i32|i64|f32`: the entry must
  /// return one i32, i64 or f32, printed to `out` after the run (integers
  /// in decimal, f32 as printf's `%e`, then a newline). Without it the
  /// entry's results are ignored.
  bool printResult = false;
  /// Per executed op, before it runs (see TraceCallback).
  TraceCallback trace;
  /// Per executed op with the buffers it read and wrote (see
  /// TraceEventCallback). Without it, accesses are not recorded at all.
  TraceEventCallback traceAccesses;
};

struct InterpretResult {
  /// 0 when the program ran to completion without any report or error;
  /// 1 otherwise.
  int exitCode = 0;
  /// Every sanitizer report, in the order they were found (execution stops
  /// at the first report other than leaks).
  std::vector<SanitizerReport> reports;
  /// A located error that is not a sanitizer report (an unsupported op, a
  /// missing entry function, division by zero, ...); empty if none.
  std::string error;
  /// Number of ops executed (terminators included).
  uint64_t executedOps = 0;
  /// True when the entry function started running (the module decoded,
  /// the entry was found, the globals and arguments were made); false
  /// when `error` is a decoding or setup error.
  bool started = false;
  /// Memory at the largest point of the run: bytes of live program data
  /// (every allocation's elements, tensors and globals included) and bytes
  /// of the sanitizer's shadow kept for them (one bit per element, rounded
  /// up to 64-bit words). The shadow's budget is 1.25x the program's bytes.
  int64_t peakProgramBytes = 0;
  int64_t peakShadowBytes = 0;
};

/// `file:line:col` of `op`'s location ("<unknown>" when it has none), as
/// reports print it. For trace callbacks.
std::string formatOpLocation(const Operation *op);

/// Interprets `module` (a builtin.module of verified IR, at any level) from
/// `options.entry`. The program's output (printMemref*, print*) goes to
/// `out`, byte for byte what mlir-runner-22 prints (the runtime's own print
/// functions are called on descriptors over the interpreter's storage); every
/// report and error is also written to `err`, one paragraph each.
///
/// Decoding visits each op once, O(#ops); execution costs one indirect call
/// per executed op plus, with `sanitize`, O(1) checks per memory access.
/// Shadow memory: one bit per element.
InterpretResult interpret(Operation *module, const InterpretOptions &options, std::ostream &out,
                          std::ostream &err);

}  // namespace tbuf::interp

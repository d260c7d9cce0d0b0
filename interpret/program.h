// The pre-decoded form the interpreter executes, and the state of one
// execution. Every function is translated once (interpret/decoder.cc) into a
// Program: a flat array of Instrs, each a handler function pointer plus the
// register slots of its operands and results and its pre-extracted
// attributes. Executing an Instr never looks at op names, attributes or hash
// maps: the handler reads slots from the Frame's register files and returns
// the index of the next Instr.
//
// Register files: every SSA value of a function owns one slot, either in the
// scalar file (integers, index, floats: 8 bytes) or in the memref file
// (strided descriptors). Which file a value lives in is decided at decode
// time from its type, so handlers never test kinds.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "interpret/interpreter.h"
#include "interpret/memory.h"
#include "ir/operation.h"

namespace tbuf::interp {

/// A scalar register: integers are kept sign-extended from their bit width
/// (i1 true is -1), index as int64, f16/f32 as float (f16 values are always
/// exactly representable halves), f64 as double.
union Scalar {
  int64_t i;
  double f64;
  float f32;
};

struct Exec;
struct Frame;
struct Instr;

/// Runs one instruction; returns the index of the next one, or one of the
/// kExit/kAbort codes below.
using Handler = int32_t (*)(Exec &, Frame &, const Instr &, int32_t pc);

/// A region (or function body) finished normally: its terminator ran.
inline constexpr int32_t kExitRegion = -1;
/// Execution stops: a sanitizer report or a runtime error was recorded.
inline constexpr int32_t kAbort = -2;

/// Which register file a value lives in.
enum class SlotKind : uint8_t { Scalar, MemRef };

struct Slot {
  uint32_t index = 0;
  SlotKind kind = SlotKind::Scalar;
};

/// One decoded op. `r`, `a`, `b`, `c` are register indices whose meaning
/// each handler defines (usually result, then operands); `imm` an integer
/// immediate (bit width, predicate, element kind, ...); `ext` points at
/// handler-specific data owned by the Program (operand lists, sub-programs).
struct Instr {
  Handler fn = nullptr;
  uint32_t r = 0, a = 0, b = 0, c = 0;
  int64_t imm = 0;
  Scalar k{};  ///< a constant operand (arith.constant's value)
  const void *ext = nullptr;
  Operation *op = nullptr;  ///< for reports and tracing only
};

/// Data that a handler needs beyond the fixed fields; owned by the Program.
struct InstrData {
  virtual ~InstrData() = default;
};

/// A decoded region or function body: the instructions of all its blocks,
/// the index where each block starts and the slots of each block's
/// arguments. Invariant: every block ends in a terminator whose handler
/// returns a block start, kExitRegion or kAbort.
struct Program {
  std::vector<Instr> code;
  std::vector<int32_t> blockStart;
  std::vector<std::vector<Slot>> blockArgs;
  /// Operand slots of the terminator of the (single) block, for regions whose
  /// parent reads the yielded values (scf.yield, scf.condition, linalg.yield).
  std::vector<Slot> yielded;
};

/// A decoded func.func. External declarations (no body) carry the handler
/// of the runtime function they stand for (printMemrefF32, printI64, ...).
struct Function {
  std::string name;
  Operation *op = nullptr;
  bool external = false;
  Program body;
  std::vector<Slot> args;
  uint32_t numScalars = 0, numMemRefs = 0;
  /// For external functions: the runtime call, given the argument slots of
  /// the caller's frame.
  int32_t (*externalCall)(Exec &, Frame &, const Instr &) = nullptr;
};

/// The operands of a func.call and its results, in the caller's frame.
struct CallData : InstrData {
  const Function *callee = nullptr;
  std::vector<Slot> args, results;
};

/// The operands of a func.return, in the returning frame.
struct ReturnData : InstrData {
  std::vector<Slot> operands;
  Operation *op = nullptr;  ///< the func.return (frees the call's allocas)
};

/// The registers of one function activation.
struct Frame {
  Scalar *s = nullptr;
  MemRefDesc *m = nullptr;
  const Function *fn = nullptr;
};

/// Where a traced op's operand lives and how to read it (TraceOperand).
struct TraceSlot {
  Slot slot;
  TraceOperand::Kind kind = TraceOperand::Kind::Integer;
  bool isF64 = false;  ///< a Float kept as double (others are floats)
};

/// A copy between two slots of possibly different frames.
struct SlotCopy {
  Slot from, to;
};

/// State of one interpretation: the options, the output streams, the
/// allocation table, the call stack and the reports.
struct Exec {
  const InterpretOptions *options = nullptr;
  std::ostream *out = nullptr;
  std::ostream *err = nullptr;
  Memory memory;
  /// The allocation of each memref.global (DecodedModule::globals order).
  std::vector<Allocation *> globals;
  /// Set by the error helpers when execution stops for a reason other than
  /// a sanitizer report.
  std::string error;
  /// Call sites of the active calls (func.call ops), innermost last, and
  /// the called functions.
  std::vector<Operation *> callSites;
  std::vector<const Function *> callees;
  /// The memref.alloca allocations of each active call, released when it
  /// returns.
  std::vector<std::vector<Allocation *>> allocaStack;
  /// Current induction values of the innermost linalg op (linalg.index).
  int64_t linalgIndex[kMaxRank] = {};
  /// The func.return that ended the last call (its operands are read from
  /// the callee's frame before it is dropped).
  const ReturnData *lastReturn = nullptr;
  std::vector<SanitizerReport> reports;
  uint64_t executedOps = 0;
  bool sanitize = true;
  /// A trace callback is set (runProgram then runs runProgramTraced).
  bool tracing = false;
  /// Whether accesses are recorded (Traced, with traceAccesses; the
  /// element-access handlers are then the checkedIndex<true> variants) and
  /// whether the sanitizer's shadow checks run; read by the cold
  /// whole-view paths (checkLive, linalg operands, tensor.pad).
  enum class AccessMode : uint8_t { Plain, Sanitize, Traced };
  AccessMode accessMode = AccessMode::Sanitize;
  /// The op whose TraceEvent is being collected (null when none) and its
  /// operands and accesses so far (interpret/trace.cc).
  TraceEvent pendingEvent;
  /// With traceAccesses: where each decoded op's operands live
  /// (DecodedModule::traceOperands).
  const absl::flat_hash_map<Operation *, std::vector<TraceSlot>> *traceOperands = nullptr;
};

/// runProgram with trace callbacks (interpret/trace.cc): out of line, so
/// the untraced loop that every region-running handler inlines stays small.
bool runProgramTraced(Exec &ex, Frame &frame, const Program &program, int32_t pc);

/// Runs `program` from `pc` in `frame`; true when it ended normally.
/// Ops are counted in Exec::executedOps; with a trace callback, each op is
/// reported before it runs.
inline bool runProgram(Exec &ex, Frame &frame, const Program &program, int32_t pc = 0) {
  if (ex.tracing) return runProgramTraced(ex, frame, program, pc);
  const Instr *code = program.code.data();
  uint64_t count = 0;
  while (pc >= 0) {
    ++count;
    pc = code[pc].fn(ex, frame, code[pc], pc);
  }
  ex.executedOps += count;
  return pc == kExitRegion;
}

/// Copies a slot between frames.
inline void copySlot(const Frame &from, Slot src, Frame &to, Slot dst) {
  if (src.kind == SlotKind::Scalar) to.s[dst.index] = from.s[src.index];
  else to.m[dst.index] = from.m[src.index];
}

/// Copies `src[i]` to `dst[i]` for every i.
inline void copySlots(const Frame &from, const std::vector<Slot> &src, Frame &to, const std::vector<Slot> &dst) {
  for (size_t i = 0; i < src.size(); ++i) copySlot(from, src[i], to, dst[i]);
}

}  // namespace tbuf::interp

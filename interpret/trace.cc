// Tracing (InterpretOptions::trace and traceAccesses): runProgramTraced
// calls traceBegin/traceEnd around each op (traceBegin reads the op's
// operand values from the frame); the access checks, when
// Exec::accessMode is Traced, record each buffer access of the op whose
// event is being collected. An event is delivered when its op finishes or
// when the first op nested in it starts, so events come in execution order.
// None of this runs without a trace callback.
#include <algorithm>

#include "interpret/program.h"
#include "interpret/sanitizer.h"

namespace tbuf::interp {

namespace {

/// Above this many accesses in one event, further ones widen the last
/// access of the same allocation and direction instead of being appended.
constexpr size_t kMaxAccessesPerEvent = 16;

void deliver(Exec &ex) {
  if (ex.options->traceAccesses) ex.options->traceAccesses(ex.pendingEvent);
  ex.pendingEvent.op = nullptr;
  ex.pendingEvent.operands.clear();
  ex.pendingEvent.accesses.clear();
}

/// Adds positions [lo, hi] of `alloc` to the pending event: merged into an
/// access that contains or directly precedes them, else appended.
void record(Exec &ex, const Allocation *alloc, int64_t lo, int64_t hi, bool write) {
  std::vector<BufferAccess> &list = ex.pendingEvent.accesses;
  for (BufferAccess &a : list) {
    if (a.allocation != alloc->id || a.write != write) continue;
    int64_t end = a.offset + a.count;  // one past the last position
    if (lo >= a.offset && hi < end) return;
    if (lo == end && &a == &list.back()) {
      a.count = hi + 1 - a.offset;
      return;
    }
  }
  if (list.size() >= kMaxAccessesPerEvent) {
    for (auto it = list.rbegin(); it != list.rend(); ++it) {
      if (it->allocation != alloc->id || it->write != write) continue;
      int64_t first = std::min(it->offset, lo), last = std::max(it->offset + it->count - 1, hi);
      it->offset = first;
      it->count = last + 1 - first;
      return;
    }
  }
  list.push_back(BufferAccess{alloc->id, lo, hi + 1 - lo, write});
}

/// Starts collecting `op`'s TraceEvent (delivering the pending one first),
/// with its operands' values read from `frame`, and calls the before-op
/// callback.
void traceBegin(Exec &ex, const Frame &frame, Operation *op) {
  if (ex.options->trace) ex.options->trace(op);
  if (ex.pendingEvent.op == op) return;  // the op's next instruction
  if (ex.pendingEvent.op) deliver(ex);
  if (!ex.options->traceAccesses) return;
  ex.pendingEvent.op = op;
  auto it = ex.traceOperands->find(op);
  if (it == ex.traceOperands->end()) return;
  for (const TraceSlot &t : it->second) {
    TraceOperand value;
    value.kind = t.kind;
    if (t.kind == TraceOperand::Kind::Buffer) {
      const MemRefDesc &m = frame.m[t.slot.index];
      value.allocation = m.alloc ? m.alloc->id : 0;
      value.offset = m.offset;
    } else if (t.kind == TraceOperand::Kind::Float) {
      const Scalar &s = frame.s[t.slot.index];
      value.real = t.isF64 ? s.f64 : static_cast<double>(s.f32);
    } else {
      value.integer = frame.s[t.slot.index].i;
    }
    ex.pendingEvent.operands.push_back(value);
  }
}

/// Delivers `op`'s TraceEvent if it is still being collected.
void traceEnd(Exec &ex, Operation *op) {
  if (ex.pendingEvent.op == op) deliver(ex);
}

}  // namespace

bool runProgramTraced(Exec &ex, Frame &frame, const Program &program, int32_t pc) {
  const Instr *code = program.code.data();
  while (pc >= 0) {
    ++ex.executedOps;
    const Instr &in = code[pc];
    traceBegin(ex, frame, in.op);
    pc = in.fn(ex, frame, in, pc);
    // An op decoded as several instructions (tensor.insert: a copy, then a
    // store) is one event.
    if (pc < 0 || code[pc].op != in.op) traceEnd(ex, in.op);
  }
  return pc == kExitRegion;
}

int64_t checkedIndexTraced(Exec &ex, Operation *op, const MemRefDesc &m, const int64_t *idx, bool isRead,
                           bool isWrite, int64_t linear) {
  if (ex.sanitize && ((isRead && !m.alloc->isInit(linear)) || (isWrite && m.alloc->kind == AllocKind::ConstantGlobal)))
    return checkAccessSlow(ex, op, m, idx, isRead, isWrite);
  if (op == ex.pendingEvent.op) {
    if (isRead) record(ex, m.alloc, linear, linear, false);
    if (isWrite) record(ex, m.alloc, linear, linear, true);
  }
  return linear;
}

void traceView(Exec &ex, Operation *op, const MemRefDesc &m, bool write) {
  if (op != ex.pendingEvent.op || !m.alloc || m.numElements() == 0) return;
  int64_t lo, hi;
  viewExtent(m, lo, hi);
  record(ex, m.alloc, lo, hi, write);
}

}  // namespace tbuf::interp

// The affine dialect: affine.apply, affine.load and affine.store evaluate
// their map over the dim and symbol operands (AffineExpr::evaluate, MLIR's
// floordiv/ceildiv/mod); affine.for runs its body from the largest
// lower-bound result to the smallest upper-bound result by its step, with
// iter_args like scf.for; affine.if runs its then region when the operands
// satisfy every constraint of its integer set, else its else region (if
// any), and takes its results from the region's yield; affine.parallel runs
// its iterations one after the other in row-major order, folding the
// yielded values of each iteration into its results with their reduction
// kinds (from the kind's identity, as MLIR's lowering does; "assign" has no
// defined meaning and is rejected). Accesses go through the sanitizer's
// checks.
#include "dialects/affine/affine_ops.h"
#include <algorithm>
#include <cmath>
#include <limits>

#include "fmt/format.h"
#include "interpret/element_access.h"
#include "interpret/memref_utils.h"
#include "interpret/sanitizer.h"
#include "interpret/scalar_utils.h"
#include "ir/block.h"

namespace tbuf::interp {

namespace {

/// A map applied to operand slots.
struct MapData : InstrData {
  AffineMap map;
  std::vector<uint32_t> operands;  ///< scalar slots: dims, then symbols
  ReadFn read = nullptr;
  WriteFn write = nullptr;

  /// Result `r` of the map; false on a division or modulo by zero.
  bool evaluate(const Frame &f, unsigned r, int64_t &out) const {
    std::vector<int64_t> dims, symbols;
    for (size_t i = 0; i < operands.size(); ++i)
      (i < map.getNumDims() ? dims : symbols).push_back(f.s[operands[i]].i);
    AffineExpr e = map.getResult(r);
    if (dividesByZero(e, dims, symbols)) return false;
    out = e.evaluate(dims, symbols);
    return true;
  }

  static bool dividesByZero(AffineExpr e, ArrayRef<int64_t> dims, ArrayRef<int64_t> symbols) {
    if (!e.isBinary()) return false;
    if (dividesByZero(e.getLHS(), dims, symbols) || dividesByZero(e.getRHS(), dims, symbols)) return true;
    return e.getKind() != AffineExprKind::Add && e.getKind() != AffineExprKind::Mul &&
           e.getRHS().evaluate(dims, symbols) == 0;
  }
};

MapData *decodeMap(Decoder &d, AffineMap map, const OperandRange &operands) {
  auto *data = d.own(std::make_unique<MapData>());
  data->map = map;
  for (Value v : operands) data->operands.push_back(d.slot(v).index);
  return data;
}

int32_t divisionByZero(Exec &ex, const Instr &in) {
  return runtimeError(ex, in.op, fmt::format("{} divides by zero in its affine map", in.op->getName()));
}

int32_t apply(Exec &ex, Frame &f, const Instr &in, int32_t pc) {
  const auto &data = *static_cast<const MapData *>(in.ext);
  if (!data.evaluate(f, 0, f.s[in.r].i)) return divisionByZero(ex, in);
  return pc + 1;
}

bool decodeApply(Decoder &d, Operation *op) {
  affine::ApplyOp apply(op);
  Instr &in = d.emit(::tbuf::interp::apply, op);
  in.ext = decodeMap(d, apply.getAffineMap(), apply.getMapOperands());
  in.r = d.define(op->getResult(0)).index;
  return true;
}

/// The subscripts of a load/store into `idx`; false after a report.
bool subscripts(Exec &ex, const Frame &f, const Instr &in, const MapData &data, int64_t *idx) {
  for (unsigned r = 0; r < data.map.getNumResults(); ++r)
    if (!data.evaluate(f, r, idx[r])) return divisionByZero(ex, in), false;
  return true;
}

template <bool Traced> int32_t load(Exec &ex, Frame &f, const Instr &in, int32_t pc) {
  const auto &data = *static_cast<const MapData *>(in.ext);
  const MemRefDesc &m = f.m[in.a];
  int64_t idx[kMaxRank];
  if (!subscripts(ex, f, in, data, idx)) return kAbort;
  int64_t p = checkedIndex<Traced>(ex, in.op, m, idx, true, false);
  if (p < 0) return kAbort;
  f.s[in.r] = data.read(m.alloc->data, p);
  return pc + 1;
}

template <bool Traced> int32_t store(Exec &ex, Frame &f, const Instr &in, int32_t pc) {
  const auto &data = *static_cast<const MapData *>(in.ext);
  const MemRefDesc &m = f.m[in.a];
  int64_t idx[kMaxRank];
  if (!subscripts(ex, f, in, data, idx)) return kAbort;
  int64_t p = checkedIndex<Traced>(ex, in.op, m, idx, false, true);
  if (p < 0) return kAbort;
  data.write(m.alloc->data, p, f.s[in.b]);
  m.alloc->setInit(p);
  return pc + 1;
}

template <typename OpT> MapData *decodeAccess(Decoder &d, Operation *op, OpT access) {
  auto type = access.getMemRef().getType().template cast<MemRefType>();
  std::optional<ElemKind> kind = elemKindOf(type.getElementType());
  if (!kind) return d.fail(op, fmt::format("'{}' with this element type is not supported", op->getName())), nullptr;
  if (type.getRank() > kMaxRank) return d.fail(op, "memref rank too high"), nullptr;
  MapData *data = decodeMap(d, access.getAffineMap(), access.getMapOperands());
  data->read = readerFor(*kind);
  data->write = writerFor(*kind);
  return data;
}

bool decodeLoad(Decoder &d, Operation *op) {
  affine::LoadOp load(op);
  MapData *data = decodeAccess(d, op, load);
  if (!data) return false;
  Instr &in = d.emit(d.tracesAccesses() ? interp::load<true> : interp::load<false>, op);
  in.a = d.slot(load.getMemRef()).index;
  in.r = d.define(op->getResult(0)).index;
  in.ext = data;
  return true;
}

bool decodeStore(Decoder &d, Operation *op) {
  affine::StoreOp store(op);
  MapData *data = decodeAccess(d, op, store);
  if (!data) return false;
  Instr &in = d.emit(d.tracesAccesses() ? interp::store<true> : interp::store<false>, op);
  in.a = d.slot(store.getMemRef()).index;
  in.b = d.slot(store.getValue()).index;
  in.ext = data;
  return true;
}

// ---- affine.for ----------------------------------------------------------------------

struct ForData : InstrData {
  const Program *body = nullptr;
  const MapData *lower = nullptr, *upper = nullptr;
  int64_t step = 1;
  uint32_t iv = 0;
  std::vector<Slot> inits, iterArgs, results;
};

/// The max (lower) or min (upper) of a bound map's results.
bool bound(Exec &ex, const Frame &f, const Instr &in, const MapData &data, bool isLower, int64_t &out) {
  for (unsigned r = 0; r < data.map.getNumResults(); ++r) {
    int64_t v;
    if (!data.evaluate(f, r, v)) return divisionByZero(ex, in), false;
    if (r == 0 || (isLower ? v > out : v < out)) out = v;
  }
  return true;
}

/// Copies `from` to `to` as one parallel assignment (a yielded value may be
/// another iter_arg).
void moveSlots(Frame &f, const std::vector<Slot> &from, const std::vector<Slot> &to) {
  std::vector<Scalar> scalars(from.size());
  std::vector<MemRefDesc> memrefs(from.size());
  for (size_t i = 0; i < from.size(); ++i) {
    if (from[i].kind == SlotKind::Scalar) scalars[i] = f.s[from[i].index];
    else memrefs[i] = f.m[from[i].index];
  }
  for (size_t i = 0; i < to.size(); ++i) {
    if (to[i].kind == SlotKind::Scalar) f.s[to[i].index] = scalars[i];
    else f.m[to[i].index] = memrefs[i];
  }
}

int32_t affineFor(Exec &ex, Frame &f, const Instr &in, int32_t pc) {
  const auto &data = *static_cast<const ForData *>(in.ext);
  int64_t lb = 0, ub = 0;
  if (!bound(ex, f, in, *data.lower, true, lb) || !bound(ex, f, in, *data.upper, false, ub)) return kAbort;
  if (data.step <= 0) return runtimeError(ex, in.op, fmt::format("affine.for with step {}", data.step));
  moveSlots(f, data.inits, data.iterArgs);
  for (int64_t iv = lb; iv < ub; iv += data.step) {
    f.s[data.iv].i = iv;
    if (!runProgram(ex, f, *data.body)) return kAbort;
    moveSlots(f, data.body->yielded, data.iterArgs);
  }
  moveSlots(f, data.iterArgs, data.results);
  return pc + 1;
}

bool decodeFor(Decoder &d, Operation *op) {
  affine::ForOp loop(op);
  auto *data = d.own(std::make_unique<ForData>());
  data->lower = decodeMap(d, loop.getLowerBoundMap(), loop.getLowerBoundOperands());
  data->upper = decodeMap(d, loop.getUpperBoundMap(), loop.getUpperBoundOperands());
  data->step = loop.getStep();
  data->inits = d.slots(loop.getInits().vec());
  Program *body = d.decodeRegion(op->getRegion(0));
  if (!body) return false;
  data->body = body;
  data->iv = body->blockArgs[0][0].index;
  data->iterArgs.assign(body->blockArgs[0].begin() + 1, body->blockArgs[0].end());
  data->results = d.defineAll(op->getResults().vec());
  Instr &in = d.emit(affineFor, op);
  in.ext = data;
  return true;
}

// ---- affine.parallel (run sequentially, in row-major order) --------------------------

/// How one result of an affine.parallel folds the values its iterations yield.
struct Reduction {
  affine::AtomicRMWKind kind;
  bool isFloat = false;
  FloatFormat format = FloatFormat::F32;
  int64_t width = 64;  ///< integers: bit width (index: 64)
  bool isUnsigned = false;
  uint32_t result = 0, yielded = 0;  ///< scalar slots
};

struct ParallelData : InstrData {
  const Program *body = nullptr;
  const MapData *lower = nullptr, *upper = nullptr;
  std::vector<int64_t> lowerGroups, upperGroups, steps;
  std::vector<uint32_t> ivs;
  std::vector<Reduction> reductions;
};

/// Rounds a float result to its register format (f16/bf16 live in float).
float roundFloat(float v, FloatFormat format) {
  if (format == FloatFormat::F16) return roundToHalf(v);
  if (format == FloatFormat::BF16) return roundToBf16(v);
  return v;
}

template <typename T> T maximumOf(T a, T b) {
  if (std::isnan(a) || std::isnan(b)) return std::numeric_limits<T>::quiet_NaN();
  if (a == b) return std::signbit(a) ? b : a;
  return a > b ? a : b;
}
template <typename T> T minimumOf(T a, T b) {
  if (std::isnan(a) || std::isnan(b)) return std::numeric_limits<T>::quiet_NaN();
  if (a == b) return std::signbit(a) ? a : b;
  return a < b ? a : b;
}

template <typename T> T combineFloat(affine::AtomicRMWKind kind, T a, T b) {
  using K = affine::AtomicRMWKind;
  switch (kind) {
    case K::addf: return a + b;
    case K::mulf: return a * b;
    case K::maximumf: return maximumOf(a, b);
    default: return minimumOf(a, b);
  }
}

/// The identity of the reduction (MLIR's arith::getIdentityValue).
Scalar reductionIdentity(const Reduction &r) {
  using K = affine::AtomicRMWKind;
  Scalar s;
  s.i = 0;
  if (r.isFloat) {
    double v = r.kind == K::mulf ? 1.0
               : r.kind == K::maximumf ? -std::numeric_limits<double>::infinity()
               : r.kind == K::minimumf ? std::numeric_limits<double>::infinity()
                                       : 0.0;
    if (r.format == FloatFormat::F64) s.f64 = v;
    else s.f32 = static_cast<float>(v);
    return s;
  }
  uint64_t signBit = r.width >= 64 ? uint64_t(1) << 63 : uint64_t(1) << (r.width - 1);
  switch (r.kind) {
    case K::muli: s.i = 1; break;
    case K::andi:
    case K::minu: s.i = -1; break;
    case K::maxs: s.i = sext(static_cast<int64_t>(signBit), r.width); break;
    case K::mins: s.i = sext(static_cast<int64_t>(signBit - 1), r.width); break;
    default: s.i = 0; break;
  }
  return s;
}

/// acc = acc (kind) v, in the result's type.
void combine(const Reduction &r, Scalar &acc, Scalar v) {
  using K = affine::AtomicRMWKind;
  if (r.isFloat) {
    if (r.format == FloatFormat::F64) acc.f64 = combineFloat(r.kind, acc.f64, v.f64);
    else acc.f32 = roundFloat(combineFloat(r.kind, acc.f32, v.f32), r.format);
    return;
  }
  uint64_t a = static_cast<uint64_t>(acc.i), b = static_cast<uint64_t>(v.i);
  int64_t out = 0;
  switch (r.kind) {
    case K::addi: out = static_cast<int64_t>(a + b); break;
    case K::muli: out = static_cast<int64_t>(a * b); break;
    case K::andi: out = static_cast<int64_t>(a & b); break;
    case K::ori: out = static_cast<int64_t>(a | b); break;
    case K::maxs: out = std::max(acc.i, v.i); break;
    case K::mins: out = std::min(acc.i, v.i); break;
    case K::maxu: out = zext(acc.i, r.width) >= zext(v.i, r.width) ? acc.i : v.i; break;
    default: out = zext(acc.i, r.width) <= zext(v.i, r.width) ? acc.i : v.i; break;
  }
  acc.i = sext(out, r.width);
}

/// Each dim's bound: the max (lower) or min (upper) of its group of results.
bool groupBounds(Exec &ex, const Frame &f, const Instr &in, const MapData &data, const std::vector<int64_t> &groups,
                 bool isLower, int64_t *out) {
  unsigned r = 0;
  for (size_t g = 0; g < groups.size(); ++g) {
    for (int64_t k = 0; k < groups[g]; ++k, ++r) {
      int64_t v;
      if (!data.evaluate(f, r, v)) return divisionByZero(ex, in), false;
      if (k == 0 || (isLower ? v > out[g] : v < out[g])) out[g] = v;
    }
  }
  return true;
}

int32_t affineParallel(Exec &ex, Frame &f, const Instr &in, int32_t pc) {
  const auto &data = *static_cast<const ParallelData *>(in.ext);
  size_t n = data.ivs.size();
  int64_t lb[kMaxRank], ub[kMaxRank], iv[kMaxRank];
  if (!groupBounds(ex, f, in, *data.lower, data.lowerGroups, true, lb) ||
      !groupBounds(ex, f, in, *data.upper, data.upperGroups, false, ub))
    return kAbort;
  for (const Reduction &r : data.reductions) f.s[r.result] = reductionIdentity(r);
  for (size_t d = 0; d < n; ++d) {
    if (data.steps[d] <= 0) return runtimeError(ex, in.op, fmt::format("affine.parallel with step {}", data.steps[d]));
    if (lb[d] >= ub[d]) return pc + 1;
    iv[d] = lb[d];
  }
  while (true) {
    for (size_t d = 0; d < n; ++d) f.s[data.ivs[d]].i = iv[d];
    if (!runProgram(ex, f, *data.body)) return kAbort;
    for (const Reduction &r : data.reductions) combine(r, f.s[r.result], f.s[r.yielded]);
    size_t d = n;
    while (d > 0) {
      --d;
      iv[d] += data.steps[d];
      if (iv[d] < ub[d]) break;
      iv[d] = lb[d];
      if (d == 0) return pc + 1;
    }
    if (n == 0) return pc + 1;
  }
}

bool decodeParallel(Decoder &d, Operation *op) {
  affine::ParallelOp par(op);
  auto *data = d.own(std::make_unique<ParallelData>());
  data->lower = decodeMap(d, par.getLowerBoundsMap(), par.getLowerBoundsOperands());
  data->upper = decodeMap(d, par.getUpperBoundsMap(), par.getUpperBoundsOperands());
  data->lowerGroups = par.getLowerBoundsGroups();
  data->upperGroups = par.getUpperBoundsGroups();
  data->steps = par.getSteps();
  if (data->steps.size() > static_cast<size_t>(kMaxRank)) return d.fail(op, "affine.parallel of too high rank");
  Program *body = d.decodeRegion(op->getRegion(0));
  if (!body) return false;
  data->body = body;
  for (const Slot &s : body->blockArgs[0]) data->ivs.push_back(s.index);
  std::vector<std::optional<affine::AtomicRMWKind>> kinds = par.getReductionKinds();
  for (unsigned i = 0; i < op->getNumResults(); ++i) {
    Reduction r;
    r.kind = *kinds[i];
    if (r.kind == affine::AtomicRMWKind::assign)
      return d.fail(op, "affine.parallel with an \"assign\" reduction has no defined result");
    Type type = op->getResult(i).getType();
    if (auto ft = type.dyn_cast<FloatType>()) {
      r.isFloat = true;
      r.format = floatFormatOf(ft);
    } else if (auto it = type.dyn_cast<IntegerType>()) {
      r.width = it.getWidth();
      r.isUnsigned = it.getSignedness() == Signedness::Unsigned;
    }
    Slot result = d.define(op->getResult(i)), yielded = body->yielded.at(i);
    if (result.kind != SlotKind::Scalar || yielded.kind != SlotKind::Scalar)
      return d.fail(op, "affine.parallel reduction of a non-scalar value");
    r.result = result.index;
    r.yielded = yielded.index;
    data->reductions.push_back(r);
  }
  Instr &in = d.emit(affineParallel, op);
  in.ext = data;
  return true;
}

// ---- affine.if ---------------------------------------------------------------------

struct IfData : InstrData {
  IntegerSet set;
  std::vector<uint32_t> operands;  ///< scalar slots: dims, then symbols
  const Program *branches[2] = {nullptr, nullptr};
  std::vector<Slot> results;
};

int32_t affineIf(Exec &ex, Frame &f, const Instr &in, int32_t pc) {
  const auto &data = *static_cast<const IfData *>(in.ext);
  std::vector<int64_t> dims, symbols;
  for (size_t i = 0; i < data.operands.size(); ++i)
    (i < data.set.getNumDims() ? dims : symbols).push_back(f.s[data.operands[i]].i);
  bool ok = true;
  bool inside = data.set.contains(dims, symbols, &ok);
  if (!ok) return runtimeError(ex, in.op, "affine.if divides by zero in its integer set");
  const Program *p = data.branches[inside ? 0 : 1];
  if (!p) return pc + 1;
  if (!runProgram(ex, f, *p)) return kAbort;
  for (size_t i = 0; i < data.results.size(); ++i) copySlot(f, p->yielded[i], f, data.results[i]);
  return pc + 1;
}

bool decodeIf(Decoder &d, Operation *op) {
  affine::IfOp ifOp(op);
  auto *data = d.own(std::make_unique<IfData>());
  data->set = ifOp.getIntegerSet();
  for (Value v : op->getOperands()) data->operands.push_back(d.slot(v).index);
  for (unsigned r = 0; r < 2; ++r) {
    if (op->getRegion(r).empty()) continue;
    data->branches[r] = d.decodeRegion(op->getRegion(r));
    if (!data->branches[r]) return false;
  }
  data->results = d.defineAll(op->getResults().vec());
  Instr &in = d.emit(affineIf, op);
  in.ext = data;
  return true;
}

int32_t yieldEnd(Exec &, Frame &, const Instr &, int32_t) { return kExitRegion; }

bool decodeYield(Decoder &d, Operation *op) {
  d.emit(yieldEnd, op);
  return true;
}

}  // namespace

void addAffineDecoders(DecoderTable &t) {
  t["affine.apply"] = decodeApply;
  t["affine.load"] = decodeLoad;
  t["affine.store"] = decodeStore;
  t["affine.for"] = decodeFor;
  t["affine.parallel"] = decodeParallel;
  t["affine.if"] = decodeIf;
  t["affine.yield"] = decodeYield;
}

}  // namespace tbuf::interp

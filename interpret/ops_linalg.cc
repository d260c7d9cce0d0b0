// linalg structured ops on memrefs (generic, map, reduce, fill, copy,
// matmul, batch_matmul, transpose, ...): every one is run the same way, as
// MLIR's convert-linalg-to-loops does: a loop nest over the iteration space
// (sizes taken from the operands' dimensions), each operand's element
// reached through its indexing map (decoded into integer coefficients), the
// payload region run as a sub-program, the yielded values stored into the
// inits. Operands whose block argument the payload never uses are not read
// (so outs of fill/copy may be uninitialized), as in MLIR. Maps with mod,
// floordiv or ceildiv run through a slower instantiation that evaluates
// them (interpret/affine_eval.h).
#include "dialects/linalg/linalg_ops.h"
#include "fmt/format.h"
#include "interpret/affine_eval.h"
#include "interpret/element_access.h"
#include "interpret/memref_utils.h"
#include "interpret/sanitizer.h"
#include "ir/affine_map.h"
#include "ir/block.h"

namespace tbuf::interp {

namespace {

/// An operand's access: for each memref dimension r,
/// index_r = constant[r] + sum_l coeff[r][l] * iv_l.
struct OperandAccess {
  Slot slot;
  bool scalar = false;
  bool read = false;           ///< the payload uses its block argument
  uint32_t arg = 0;            ///< the block argument's slot
  ReadFn readFn = nullptr;
  WriteFn writeFn = nullptr;
  int64_t rank = 0;
  std::vector<int64_t> coeffs;  ///< rank x numLoops
  std::vector<int64_t> constants;
  /// Per dimension, a compiled non-linear expression (mod, floordiv,
  /// ceildiv, ...) that replaces the coefficients; empty when linear.
  std::vector<std::vector<AffineStep>> nonLinear;
};

struct LinalgData : InstrData {
  const Program *body = nullptr;
  int64_t numLoops = 0;
  unsigned numInputs = 0;
  std::vector<OperandAccess> operands;
  /// Loop l's size is dimension loopDim[l] of operand loopOperand[l].
  std::vector<unsigned> loopOperand, loopDim;
};

/// The element position of operand `a` at loop indices `iv`, through its
/// non-linear expressions where it has some; false on a division by zero.
inline bool operandIndicesGeneral(const OperandAccess &a, int64_t numLoops, const int64_t *iv, int64_t *idx) {
  for (int64_t r = 0; r < a.rank; ++r) {
    if (!a.nonLinear.empty() && !a.nonLinear[r].empty()) {
      if (!evaluateAffine(a.nonLinear[r], iv, idx[r])) return false;
      continue;
    }
    int64_t v = a.constants[r];
    const int64_t *c = &a.coeffs[r * numLoops];
    for (int64_t l = 0; l < numLoops; ++l) v += c[l] * iv[l];
    idx[r] = v;
  }
  return true;
}

/// Decodes `e` into coefficients over the loops; false for non-linear
/// expressions (mod, floordiv, ceildiv, symbols, products of loops).
bool linearize(AffineExpr e, int64_t numLoops, std::vector<int64_t> &coeffs, int64_t &constant, int64_t scale) {
  switch (e.getKind()) {
    case AffineExprKind::DimId: coeffs[e.getPosition()] += scale; return true;
    case AffineExprKind::Constant: constant += scale * e.getValue(); return true;
    case AffineExprKind::Add:
      return linearize(e.getLHS(), numLoops, coeffs, constant, scale) &&
             linearize(e.getRHS(), numLoops, coeffs, constant, scale);
    case AffineExprKind::Mul:
      if (e.getRHS().getKind() == AffineExprKind::Constant)
        return linearize(e.getLHS(), numLoops, coeffs, constant, scale * e.getRHS().getValue());
      if (e.getLHS().getKind() == AffineExprKind::Constant)
        return linearize(e.getRHS(), numLoops, coeffs, constant, scale * e.getLHS().getValue());
      return false;
    default: return false;
  }
}

/// The element position of operand `a` at loop indices `iv`.
inline void operandIndices(const OperandAccess &a, int64_t numLoops, const int64_t *iv, int64_t *idx) {
  for (int64_t r = 0; r < a.rank; ++r) {
    int64_t v = a.constants[r];
    const int64_t *c = &a.coeffs[r * numLoops];
    for (int64_t l = 0; l < numLoops; ++l) v += c[l] * iv[l];
    idx[r] = v;
  }
}

int32_t divisionByZero(Exec &ex, Operation *op) {
  return runtimeError(ex, op, fmt::format("{}: an indexing map divides by zero", op->getName()));
}

/// The loop nest; `General` when some indexing map is not linear, `Traced`
/// when accesses are recorded (each operand's whole view, at the start).
template <bool General, bool Traced> int32_t linalgLoops(Exec &ex, Frame &f, const Instr &in, int32_t pc) {
  const auto &data = *static_cast<const LinalgData *>(in.ext);
  const int64_t n = data.numLoops;
  for (const OperandAccess &a : data.operands)
    if (!a.scalar && !checkLive(ex, in.op, f.m[a.slot.index], "accesses")) return kAbort;
  if constexpr (Traced)
    for (size_t o = 0; o < data.operands.size(); ++o) {
      const OperandAccess &a = data.operands[o];
      if (a.scalar) continue;
      if (a.read) traceView(ex, in.op, f.m[a.slot.index], false);
      if (o >= data.numInputs) traceView(ex, in.op, f.m[a.slot.index], true);
    }
  int64_t sizes[kMaxRank], iv[kMaxRank] = {};
  for (int64_t l = 0; l < n; ++l) {
    sizes[l] = f.m[data.operands[data.loopOperand[l]].slot.index].sizes[data.loopDim[l]];
    if (sizes[l] <= 0) return pc + 1;
  }
  int64_t idx[kMaxRank];
  const Program &body = *data.body;
  while (true) {
    for (int64_t l = 0; l < n; ++l) ex.linalgIndex[l] = iv[l];
    for (const OperandAccess &a : data.operands) {
      if (!a.read) continue;
      if (a.scalar) {
        f.s[a.arg] = f.s[a.slot.index];
        continue;
      }
      const MemRefDesc &m = f.m[a.slot.index];
      if constexpr (General) {
        if (!operandIndicesGeneral(a, n, iv, idx)) return divisionByZero(ex, in.op);
      } else {
        operandIndices(a, n, iv, idx);
      }
      int64_t linear = checkedIndex<Traced>(ex, in.op, m, idx, true, false);
      if (linear < 0) return kAbort;
      f.s[a.arg] = a.readFn(m.alloc->data, linear);
    }
    if (!runProgram(ex, f, body)) return kAbort;
    for (size_t o = data.numInputs; o < data.operands.size(); ++o) {
      const OperandAccess &a = data.operands[o];
      const MemRefDesc &m = f.m[a.slot.index];
      if constexpr (General) {
        if (!operandIndicesGeneral(a, n, iv, idx)) return divisionByZero(ex, in.op);
      } else {
        operandIndices(a, n, iv, idx);
      }
      int64_t linear = checkedIndex<Traced>(ex, in.op, m, idx, false, true);
      if (linear < 0) return kAbort;
      a.writeFn(m.alloc->data, linear, f.s[body.yielded[o - data.numInputs].index]);
      m.alloc->setInit(linear);
    }
    int64_t l = n - 1;
    for (; l >= 0; --l) {
      if (++iv[l] < sizes[l]) break;
      iv[l] = 0;
    }
    if (l < 0) return pc + 1;
  }
}

bool decodeLinalg(Decoder &d, Operation *op) {
  linalg::LinalgOp lop(op);
  bool onTensors = lop.hasPureTensorSemantics() && op->getNumResults() > 0;
  if (!lop.hasPureBufferSemantics() && !onTensors)
    return d.fail(op, fmt::format("op '{}' mixing tensors and memrefs is not supported", op->getName()));
  // On tensors, each init is first copied into a fresh tensor (the result),
  // which the loops then update in place.
  std::vector<Slot> initSlots;
  if (onTensors) {
    for (unsigned i = 0; i < lop.getNumDpsInits(); ++i) {
      Value init = lop.getDpsInits()[i];
      auto kind = elemKindOf(init.getType().cast<ShapedType>().getElementType());
      if (!kind) return d.fail(op, "linalg operand element type not supported");
      Slot result = d.define(op->getResult(i));
      emitClone(d, op, d.slot(init), result, *kind, AllocKind::Tensor);
      initSlots.push_back(result);
    }
  }
  Block *block = lop.getBlock();
  if (!block) return d.fail(op, fmt::format("op '{}' without a payload region", op->getName()));
  std::vector<AffineMap> maps = lop.getIndexingMapsArray();
  auto *data = d.own(std::make_unique<LinalgData>());
  data->numLoops = lop.getNumLoops();
  data->numInputs = lop.getNumDpsInputs();
  if (data->numLoops > kMaxRank) return d.fail(op, "linalg op with too many loops");
  data->loopOperand.assign(data->numLoops, ~0u);
  data->loopDim.assign(data->numLoops, 0);
  bool general = false;
  Program *body = d.decodeRegion(op->getRegion(0));
  if (!body) return false;
  data->body = body;
  for (unsigned i = 0; i < op->getNumOperands(); ++i) {
    Value v = op->getOperand(i);
    OperandAccess a;
    a.slot = onTensors && i >= data->numInputs ? initSlots[i - data->numInputs] : d.slot(v);
    a.scalar = !v.getType().isa<ShapedType>();
    if (i < block->getNumArguments()) {
      Value arg = block->getArgument(i);
      a.read = !arg.use_empty();
      a.arg = body->blockArgs[0][i].index;
    }
    if (!a.scalar) {
      auto kind = elemKindOf(v.getType().cast<ShapedType>().getElementType());
      if (!kind) return d.fail(op, "linalg operand element type not supported");
      a.readFn = readerFor(*kind);
      a.writeFn = writerFor(*kind);
      if (i >= maps.size() || !maps[i]) return d.fail(op, "linalg op without indexing maps");
      AffineMap map = maps[i];
      a.rank = map.getNumResults();
      a.coeffs.assign(a.rank * data->numLoops, 0);
      a.constants.assign(a.rank, 0);
      for (int64_t r = 0; r < a.rank; ++r) {
        std::vector<int64_t> c(data->numLoops, 0);
        int64_t constant = 0;
        if (linearize(map.getResult(r), data->numLoops, c, constant, 1)) {
          a.constants[r] = constant;
          std::copy(c.begin(), c.end(), a.coeffs.begin() + r * data->numLoops);
        } else {
          std::vector<AffineStep> steps;
          if (!compileAffine(map.getResult(r), steps) || affineStackDepth(steps) > 32)
            return d.fail(op, "linalg indexing map with symbols is not supported");
          a.nonLinear.resize(a.rank);
          a.nonLinear[r] = std::move(steps);
          general = true;
        }
        AffineExpr e = map.getResult(r);
        if (e.getKind() == AffineExprKind::DimId && data->loopOperand[e.getPosition()] == ~0u) {
          data->loopOperand[e.getPosition()] = i;
          data->loopDim[e.getPosition()] = r;
        }
      }
    }
    data->operands.push_back(std::move(a));
  }
  for (int64_t l = 0; l < data->numLoops; ++l)
    if (data->loopOperand[l] == ~0u) return d.fail(op, "linalg loop whose size no operand dimension gives");
  Handler fn = d.tracesAccesses() ? (general ? linalgLoops<true, true> : linalgLoops<false, true>)
                                  : (general ? linalgLoops<true, false> : linalgLoops<false, false>);
  d.emit(fn, op).ext = data;
  return true;
}

int32_t linalgIndex(Exec &ex, Frame &f, const Instr &in, int32_t pc) {
  f.s[in.r].i = ex.linalgIndex[in.imm];
  return pc + 1;
}

bool decodeIndex(Decoder &d, Operation *op) {
  Instr &in = d.emit(linalgIndex, op);
  in.r = d.define(op->getResult(0)).index;
  in.imm = op->getAttrOfType<IntegerAttr>("dim").getInt();
  return true;
}

int32_t linalgYield(Exec &, Frame &, const Instr &, int32_t) { return kExitRegion; }

bool decodeYield(Decoder &d, Operation *op) {
  d.emit(linalgYield, op);
  return true;
}

}  // namespace

void addLinalgDecoders(DecoderTable &t) {
  for (const char *name : {"linalg.generic", "linalg.map", "linalg.reduce", "linalg.fill", "linalg.copy",
                           "linalg.matmul", "linalg.batch_matmul", "linalg.batch_reduce_matmul", "linalg.transpose", "linalg.matvec",
                           "linalg.vecmat", "linalg.dot", "linalg.broadcast", "linalg.elementwise", "linalg.add",
                           "linalg.sub", "linalg.mul", "linalg.div", "linalg.max", "linalg.min", "linalg.exp"})
    t[name] = decodeLinalg;
  t["linalg.index"] = decodeIndex;
  t["linalg.yield"] = decodeYield;
}

}  // namespace tbuf::interp

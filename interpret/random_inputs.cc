// Seeded arguments for the entry function (see random_inputs.h). The
// generator is a SplitMix64 sequence: its output is defined bit for bit,
// unlike the standard library's distributions.
#include "interpret/random_inputs.h"

#include "fmt/format.h"
#include "interpret/decoder.h"
#include "interpret/element_access.h"
#include "interpret/sanitizer.h"
#include "ir/block.h"
#include "ir/region.h"

namespace tbuf::interp {

namespace {

struct SplitMix64 {
  uint64_t state;
  uint64_t next() {
    uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
};

/// A small value of element type `type` (see fillRandomInputs).
Scalar randomScalar(SplitMix64 &rng, Type type) {
  Scalar s;
  if (type.isa<FloatType>()) {
    double v = static_cast<double>(rng.next() % 9) - 4.0;
    if (type.isF64()) s.f64 = v;
    else s.f32 = static_cast<float>(v);
  } else {
    s.i = static_cast<int64_t>(rng.next() % 8);
    if (type.isInteger(1)) s.i = -(s.i & 1);
  }
  return s;
}

}  // namespace

std::string fillRandomInputs(Exec &ex, const Function &fn, Frame &frame, uint64_t seed) {
  SplitMix64 rng{seed};
  Block &entry = fn.op->getRegion(0).front();
  for (unsigned i = 0; i < entry.getNumArguments(); ++i) {
    Value arg = entry.getArgument(i);
    Type type = arg.getType();
    Slot slot = fn.args[i];
    if (slot.kind == SlotKind::Scalar) {
      frame.s[slot.index] = randomScalar(rng, type);
      continue;
    }
    auto shaped = type.dyn_cast<ShapedType>();
    bool ranked = type.isa<MemRefType>() || type.isa<RankedTensorType>();
    auto kind = shaped ? elemKindOf(shaped.getElementType()) : std::nullopt;
    if (!ranked || !kind || shaped.getRank() > kMaxRank)
      return fmt::format("{}: error: tbuf interpret: cannot make a random value for argument #{} of @{}",
                         formatLocation(fn.op->getLoc()), i, fn.name);
    MemRefDesc &m = frame.m[slot.index];
    m = MemRefDesc();
    m.rank = shaped.getRank();
    for (int64_t d = 0; d < m.rank; ++d) m.sizes[d] = shaped.isDynamicDim(d) ? 4 : shaped.getDimSize(d);
    m.setIdentityStrides();
    if (auto memref = type.dyn_cast<MemRefType>()) {
      // A buffer with identity layout fits any layout whose static parts
      // (a bufferized function's `strided<[?], offset: ?>`) agree with it.
      auto strided = memref.getLayout() ? memref.getLayout().dyn_cast<StridedLayoutAttr>() : StridedLayoutAttr();
      bool fits = !memref.getLayout() || (strided && (strided.getOffset() == kDynamic || strided.getOffset() == 0));
      if (fits && strided)
        for (int64_t d = 0; d < m.rank; ++d)
          fits &= strided.getStrides()[d] == kDynamic || strided.getStrides()[d] == m.strides[d];
      if (!fits)
        return fmt::format("{}: error: tbuf interpret: random inputs support only layouts an identity-layout "
                           "buffer fits (argument #{} of @{})",
                           formatLocation(fn.op->getLoc()), i, fn.name);
    }
    AllocKind allocKind = type.isa<MemRefType>() ? AllocKind::External : AllocKind::Tensor;
    m.alloc = ex.memory.allocate(allocKind, *kind, m.numElements(), nullptr,
                                 fmt::format("random argument #{} of @{}", i, fn.name));
    WriteFn write = writerFor(*kind);
    for (int64_t e = 0; e < m.alloc->numElements; ++e) write(m.alloc->data, e, randomScalar(rng, shaped.getElementType()));
    m.alloc->setAllInit();
  }
  return "";
}

}  // namespace tbuf::interp

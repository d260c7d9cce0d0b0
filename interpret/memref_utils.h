// Helpers shared by the memref, bufferization and linalg handlers: mixed
// static/dynamic integer lists (offsets, sizes, strides), freeing an
// allocation with the sanitizer's checks, and element-wise copies that carry
// the shadow bits along.
#pragma once

#include <cstdint>
#include <vector>

#include "interpret/decoder.h"
#include "interpret/program.h"
#include "dialects/utils/dialect_utils_reshape.h"
#include "ir/support.h"
#include "ir/operation.h"

namespace tbuf::interp {

/// A list of integers, each static or (kDynamic) read from the next dynamic
/// scalar slot.
struct MixedList {
  std::vector<int64_t> statics;
  std::vector<uint32_t> dynamic;

  void evaluate(const Frame &f, int64_t *out) const {
    size_t j = 0;
    for (size_t i = 0; i < statics.size(); ++i) out[i] = statics[i] == kDynamic ? f.s[dynamic[j++]].i : statics[i];
  }
};

/// Frees the allocation under `m` on behalf of `op` (memref.dealloc,
/// bufferization.dealloc): reports a double free, or a free of memory the
/// program does not own (a view into an allocation, a global, an alloca);
/// false after a report.
bool freeAllocation(Exec &ex, Operation *op, const MemRefDesc &m, const char *what);

/// Copies every element of `src` into `dst` (same sizes), with their
/// initialized bits; false after a report (dead or out-of-bounds memrefs,
/// mismatched shapes).
bool copyElements(Exec &ex, Operation *op, const MemRefDesc &src, const MemRefDesc &dst);

/// The mixed list of `statics` with the slots of `dynamic`.
inline MixedList mixedOf(Decoder &d, ArrayRef<int64_t> statics, OperandRange dynamic) {
  MixedList list;
  list.statics.assign(statics.begin(), statics.end());
  for (Value v : dynamic) list.dynamic.push_back(d.slot(v).index);
  return list;
}

// ---- instruction builders shared by the memref, tensor and linalg decoders ----

/// `result = source[indices]` (memref.load, tensor.extract); false after an
/// error.
bool emitLoad(Decoder &d, Operation *op, Slot source, ElemKind kind, const std::vector<Value> &indices, Slot result);
/// `memref[indices] = value` (memref.store, tensor.insert on a fresh copy).
bool emitStore(Decoder &d, Operation *op, Slot value, Slot memref, ElemKind kind, const std::vector<Value> &indices);
/// A new allocation of `kind` with identity layout and the given sizes.
void emitAlloc(Decoder &d, Operation *op, Slot result, ElemKind elem, AllocKind kind, MixedList sizes,
               int64_t alignment = 64);
/// Element-wise copy (memref.copy).
void emitCopy(Decoder &d, Operation *op, Slot source, Slot target);
/// A new allocation of `kind` holding a copy of `source` (identity layout).
void emitClone(Decoder &d, Operation *op, Slot source, Slot result, ElemKind elem, AllocKind kind);
/// A strided view (memref.subview semantics, `dropped` source dimensions
/// removed).
void emitSubView(Decoder &d, Operation *op, Slot source, Slot result, MixedList offsets, MixedList sizes,
                 MixedList strides, std::vector<bool> dropped);
/// collapse_shape (`expand` false) or expand_shape (`outputShape` given).
void emitReshape(Decoder &d, Operation *op, Slot source, Slot result, std::vector<ReassociationIndices> groups,
                 bool expand, MixedList outputShape);

void addMemRefViewDecoders(DecoderTable &table);
void addTensorDecoders(DecoderTable &table);
/// arith.constant with a dense tensor value.
bool decodeDenseConstant(Decoder &d, Operation *op);

}  // namespace tbuf::interp

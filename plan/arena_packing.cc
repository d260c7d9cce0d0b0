// Arena packing of the entry block of a function (see arena_packing.h).
#include "plan/arena_packing.h"

#include <algorithm>
#include <numeric>
#include <optional>
#include <utility>

#include "absl/container/flat_hash_map.h"
#include "dialects/arith/arith_ops.h"
#include "dialects/memref/memref_ops.h"
#include "ir/builder.h"
#include "plan/buffer_lifetimes.h"
#include "plan/static_memory.h"

namespace tbuf::plan {

namespace {

constexpr uint64_t kArenaAlignment = 64;

uint64_t alignUp(uint64_t value, uint64_t alignment) { return (value + alignment - 1) / alignment * alignment; }

/// Whether an arena of `arenaBytes` in place of `buffers` (their storage
/// held from alloc to dealloc) cannot raise the peak: some packed alloc sees
/// at least `arenaBytes` of packed storage held with nothing else freed since
/// the first packed alloc (where the arena is allocated instead), and every
/// other op of the span that may allocate sees at least `arenaBytes` held
/// (there the arena stands for that much). Linear in the ops of the span.
bool keepsPeak(Block &entry, const std::vector<BufferLifetime> &buffers, const std::vector<ArenaRequest> &requests,
               uint64_t arenaBytes) {
  absl::flat_hash_map<Operation *, size_t> packedAlloc, packedDealloc;
  int64_t first = buffers.front().start, last = buffers.front().deallocPosition;
  for (size_t i = 0; i < buffers.size(); ++i) {
    packedAlloc[buffers[i].alloc] = i;
    packedDealloc[buffers[i].dealloc] = i;
    first = std::min(first, buffers[i].start);
    last = std::max(last, buffers[i].deallocPosition);
  }
  uint64_t held = 0;
  bool otherFreed = false, reached = false;
  int64_t position = 0;
  for (Operation &op : entry) {
    int64_t here = position++;
    if (here < first || here > last) continue;
    if (auto it = packedAlloc.find(&op); it != packedAlloc.end()) {
      held += requests[it->second].bytes;
      if (!otherFreed && held >= arenaBytes) reached = true;
      continue;
    }
    if (auto it = packedDealloc.find(&op); it != packedDealloc.end()) {
      held -= requests[it->second].bytes;
      continue;
    }
    if (op.getName() == "memref.dealloc") otherFreed = true;
    if (mayAllocate(op) && held < arenaBytes) return false;
  }
  return reached;
}

}  // namespace

std::vector<uint64_t> assignArenaOffsets(const std::vector<ArenaRequest> &requests, uint64_t alignment) {
  size_t n = requests.size();
  std::vector<size_t> order(n);
  std::iota(order.begin(), order.end(), size_t(0));
  std::stable_sort(order.begin(), order.end(),
                   [&](size_t a, size_t b) { return requests[a].bytes > requests[b].bytes; });
  std::vector<uint64_t> offsets(n, 0);
  std::vector<size_t> placed;
  for (size_t index : order) {
    const ArenaRequest &request = requests[index];
    // Byte ranges of the placed requests live at the same time, by offset.
    std::vector<std::pair<uint64_t, uint64_t>> taken;
    for (size_t other : placed) {
      const ArenaRequest &o = requests[other];
      if (o.start <= request.end && request.start <= o.end)
        taken.push_back({offsets[other], offsets[other] + o.bytes});
    }
    std::sort(taken.begin(), taken.end());
    uint64_t offset = 0;
    for (const auto &[begin, end] : taken) {
      if (offset + request.bytes <= begin) break;
      offset = std::max(offset, alignUp(end, alignment));
    }
    offsets[index] = offset;
    placed.push_back(index);
  }
  return offsets;
}

uint64_t packEntryBlockIntoArena(Operation *func, bool peakAware) {
  if (func->getNumRegions() == 0 || func->getRegion(0).empty()) return 0;
  Block &entry = func->getRegion(0).front();
  BlockPositions positions(entry);
  std::vector<BufferLifetime> buffers;
  std::vector<ArenaRequest> requests;
  for (Operation &op : entry) {
    if (op.getName() != "memref.alloc" || op.getNumOperands() != 0) continue;
    std::optional<BufferLifetime> lifetime = analyzeBufferLifetime(&op, positions);
    if (!lifetime) continue;
    auto type = op.getResult(0).getType().cast<MemRefType>();
    uint64_t bytes = getStaticByteSize(type);
    auto alignment = op.getAttr("alignment").dyn_cast<IntegerAttr>();
    if (bytes == 0 || type.getMemorySpace() || (alignment && uint64_t(alignment.getInt()) > kArenaAlignment))
      continue;
    // A slot is a multiple of the arena's alignment: a smaller buffer's
    // padding would count as live bytes.
    if (peakAware && bytes % kArenaAlignment != 0) continue;
    buffers.push_back(*lifetime);
    requests.push_back({lifetime->start, lifetime->end, bytes});
  }
  if (buffers.size() < 2) return 0;

  std::vector<uint64_t> offsets = assignArenaOffsets(requests, kArenaAlignment);
  uint64_t arenaBytes = 0;
  for (size_t i = 0; i < buffers.size(); ++i) arenaBytes = std::max(arenaBytes, offsets[i] + requests[i].bytes);
  arenaBytes = alignUp(arenaBytes, kArenaAlignment);
  if (peakAware && !keepsPeak(entry, buffers, requests, arenaBytes)) return 0;

  // The arena is allocated where the first packed buffer was, and freed
  // where the last packed dealloc was.
  Operation *lastDealloc = buffers.front().dealloc;
  int64_t lastPosition = buffers.front().deallocPosition;
  for (const BufferLifetime &buffer : buffers)
    if (buffer.deallocPosition > lastPosition) {
      lastPosition = buffer.deallocPosition;
      lastDealloc = buffer.dealloc;
    }
  Context *ctx = func->getContext();
  OpBuilder builder(buffers.front().alloc);
  auto arenaType = MemRefType::get({int64_t(arenaBytes)}, IntegerType::get(ctx, 8));
  auto arena = builder.create<memref::AllocOp>(buffers.front().alloc->getLoc(), arenaType, ArrayRef<Value>{},
                                               ArrayRef<Value>{},
                                               IntegerAttr::get(IntegerType::get(ctx, 64), int64_t(kArenaAlignment)));
  for (size_t i = 0; i < buffers.size(); ++i) {
    Operation *alloc = buffers[i].alloc;
    OpBuilder at(alloc);
    Value shift = at.create<arith::ConstantIndexOp>(alloc->getLoc(), int64_t(offsets[i]));
    auto view = at.create<memref::ViewOp>(alloc->getLoc(), alloc->getResult(0).getType().cast<MemRefType>(),
                                          arena.getResult(), shift);
    alloc->getResult(0).replaceAllUsesWith(view.getResult());
    alloc->erase();
  }
  OpBuilder atEnd(lastDealloc);
  atEnd.create<memref::DeallocOp>(lastDealloc->getLoc(), arena.getResult());
  for (const BufferLifetime &buffer : buffers) buffer.dealloc->erase();
  return buffers.size();
}

}  // namespace tbuf::plan

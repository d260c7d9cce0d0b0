// Arena packing of the entry block of a function (see arena_packing.h).
#include "plan/arena_packing.h"

#include <algorithm>
#include <numeric>
#include <optional>
#include <utility>

#include "dialects/arith/arith_ops.h"
#include "dialects/memref/memref_ops.h"
#include "ir/builder.h"
#include "plan/buffer_lifetimes.h"
#include "plan/static_memory.h"

namespace tbuf::plan {

namespace {

constexpr uint64_t kArenaAlignment = 64;

uint64_t alignUp(uint64_t value, uint64_t alignment) { return (value + alignment - 1) / alignment * alignment; }

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

uint64_t packEntryBlockIntoArena(Operation *func) {
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
    buffers.push_back(*lifetime);
    requests.push_back({lifetime->start, lifetime->end, bytes});
  }
  if (buffers.size() < 2) return 0;

  std::vector<uint64_t> offsets = assignArenaOffsets(requests, kArenaAlignment);
  uint64_t arenaBytes = 0;
  for (size_t i = 0; i < buffers.size(); ++i) arenaBytes = std::max(arenaBytes, offsets[i] + requests[i].bytes);
  arenaBytes = alignUp(arenaBytes, kArenaAlignment);

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

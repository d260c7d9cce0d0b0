// Buffer ids for Location: every live SourceBuffer has a small nonzero id, and
// a process-wide table maps it back to the buffer. A Location then stores 4
// bytes for its buffer instead of a pointer (see location.h).
//
// The table is shared by all contexts (a Location does not know its context)
// and guarded by a mutex: contexts on different threads create buffers
// concurrently. Ids of destroyed buffers are reused, so the table is as large
// as the most buffers alive at once.
#include "ir/location.h"

#include <mutex>
#include <vector>

#include "ir/diagnostics.h"

namespace tbuf {
namespace {

struct BufferTable {
  std::mutex mutex;
  /// Slot 0 stands for "unknown" and stays null.
  std::vector<const SourceBuffer *> buffers{nullptr};
  std::vector<uint32_t> freeIds;
};

BufferTable &bufferTable() {
  // Never destroyed: buffers owned by static objects may outlive any
  // destructor order we could choose.
  static BufferTable *table = new BufferTable;
  return *table;
}

}  // namespace

Location::Location(const SourceBuffer *buffer, uint32_t line, uint32_t col)
    : bufferId(buffer ? buffer->getId() : 0), line(line), col(col) {}

const SourceBuffer *Location::getBuffer() const {
  if (bufferId == 0) return nullptr;
  BufferTable &table = bufferTable();
  std::lock_guard<std::mutex> lock(table.mutex);
  return bufferId < table.buffers.size() ? table.buffers[bufferId] : nullptr;
}

uint32_t SourceBuffer::registerBuffer(const SourceBuffer *buffer) {
  BufferTable &table = bufferTable();
  std::lock_guard<std::mutex> lock(table.mutex);
  if (!table.freeIds.empty()) {
    uint32_t id = table.freeIds.back();
    table.freeIds.pop_back();
    table.buffers[id] = buffer;
    return id;
  }
  table.buffers.push_back(buffer);
  return static_cast<uint32_t>(table.buffers.size() - 1);
}

void SourceBuffer::unregisterBuffer(uint32_t id) {
  BufferTable &table = bufferTable();
  std::lock_guard<std::mutex> lock(table.mutex);
  table.buffers[id] = nullptr;
  table.freeIds.push_back(id);
}

}  // namespace tbuf

// Split-marker scanning. See tbuf_split.h.
#include "tools/tbuf_split.h"

namespace tbuf {

std::vector<SourceChunk> splitInputBuffer(const SourceBuffer *buffer, std::vector<Location> &nearMisses) {
  std::string_view text = buffer->getContents();
  const std::string_view prefix = kSplitMarker.substr(0, kSplitMarker.size() - 2);
  const std::string_view suffix = kSplitMarker.substr(kSplitMarker.size() - 2);
  std::vector<SourceChunk> chunks;
  size_t chunkBegin = 0;
  for (size_t pos = text.find(prefix); pos != std::string_view::npos; pos = text.find(prefix, pos + 1)) {
    size_t after = pos + prefix.size();
    if (text.substr(after, suffix.size()) == suffix) {
      chunks.push_back({chunkBegin, pos});
      chunkBegin = after + suffix.size();
      pos = chunkBegin - 1;
      continue;
    }
    nearMisses.push_back(buffer->getLocation(after));
  }
  chunks.push_back({chunkBegin, text.size()});
  return chunks;
}

}  // namespace tbuf

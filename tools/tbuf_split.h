// `--split-input-file`: cuts a source buffer into chunks at `// -----`
// markers, as mlir-opt does. Chunks are byte ranges of the original buffer,
// so parsing them keeps the file's line numbers in every location.
#pragma once

#include <cstddef>
#include <vector>

#include "ir/diagnostics.h"

namespace tbuf {

inline constexpr std::string_view kSplitMarker = "// -----";

struct SourceChunk {
  size_t begin = 0, end = 0;  ///< [begin, end) in the buffer's contents
};

/// Splits `buffer` at every `// -----` (anywhere in a line; the chunk after
/// it starts right after the marker). A `// ---` not followed by `--` is a
/// near miss: it does not split, and its location is appended to
/// `nearMisses` (mlir-opt warns "near miss with file split marker").
/// O(size of the buffer).
std::vector<SourceChunk> splitInputBuffer(const SourceBuffer *buffer, std::vector<Location> &nearMisses);

}  // namespace tbuf

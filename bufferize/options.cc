// BufferizationOptions: which ops One-Shot Bufferize may touch (MLIR's
// BufferizationOptions::isOpAllowed with the pass's dialect-filter OpFilter)
// and the memory space of new buffers (defaultMemorySpaceFn).
#include "bufferize/options.h"

#include <algorithm>

namespace tbuf::bufferization {

bool BufferizationOptions::isOpAllowedByFilter(Operation *op) const {
  std::string_view dialect = op->getDialectNamespace();
  // Without function-boundary bufferization, func ops (func.func, call,
  // return) are never bufferized, whatever the filter says.
  if (!bufferizeFunctionBoundaries && dialect == "func") return false;
  // An empty filter has no ALLOW entry: every op is allowed.
  if (dialectFilter.empty()) return true;
  return std::find(dialectFilter.begin(), dialectFilter.end(), dialect) != dialectFilter.end();
}

std::optional<Attribute> BufferizationOptions::defaultMemorySpace(TensorType type) const {
  if (useEncodingForMemorySpace) {
    if (auto ranked = type.dyn_cast<RankedTensorType>()) return ranked.getEncoding();
    return std::nullopt;  // an unranked tensor has no encoding to go by
  }
  if (mustInferMemorySpace) return std::nullopt;
  return Attribute();
}

}  // namespace tbuf::bufferization

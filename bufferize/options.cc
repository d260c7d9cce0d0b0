// BufferizationOptions: which ops One-Shot Bufferize may touch (MLIR's
// BufferizationOptions::isOpAllowed with the pass's dialect-filter OpFilter).
#include "bufferize/options.h"

#include <algorithm>

namespace tbuf::bufferization {

bool BufferizationOptions::isOpAllowed(Operation *op) const {
  std::string_view dialect = op->getDialectNamespace();
  // Without function-boundary bufferization, func ops (func.func, call,
  // return) are never bufferized, whatever the filter says.
  if (!bufferizeFunctionBoundaries && dialect == "func") return false;
  // An empty filter has no ALLOW entry: every op is allowed.
  if (dialectFilter.empty()) return true;
  return std::find(dialectFilter.begin(), dialectFilter.end(), dialect) != dialectFilter.end();
}

}  // namespace tbuf::bufferization

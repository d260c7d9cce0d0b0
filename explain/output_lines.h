// Which line of the printed output each op starts on, so the renderers can
// point into the bufferized IR. The printer writes one op per line (an op
// with regions opens its first region on its own line); lines that close a
// region, label a block or define an alias start no op. The map is only
// returned when the op-starting lines and the ops agree in number and names.
#pragma once

#include <string>

#include "absl/container/flat_hash_map.h"
#include "explain/explanation.h"
#include "ir/operation.h"

namespace tbuf::explain {

/// Op -> 1-based line in `printed` (printToString(module)); empty when the
/// text does not line up with the ops.
absl::flat_hash_map<Operation *, uint32_t> mapOpsToOutputLines(Operation *module, const std::string &printed);

/// OpRefs of output ops carrying their printed line.
class OutputRefs {
 public:
  explicit OutputRefs(const absl::flat_hash_map<Operation *, uint32_t> &lines) : lines_(lines) {}
  OpRef ref(Operation *op) const;

 private:
  const absl::flat_hash_map<Operation *, uint32_t> &lines_;
};

}  // namespace tbuf::explain

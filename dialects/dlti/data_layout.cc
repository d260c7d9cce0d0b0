// The data layout an op sees (see data_layout.h).
#include "dialects/dlti/data_layout.h"

#include "dialects/dlti/dlti_attributes.h"

namespace tbuf::dlti {

uint64_t getIndexBitwidth(Operation *op) {
  for (Operation *scope = op; scope; scope = scope->getParentOp()) {
    std::optional<std::vector<DataLayoutEntry>> entries =
        getDataLayoutSpecEntries(scope->getAttr(kDataLayoutSpecAttrName));
    if (!entries) continue;
    for (const DataLayoutEntry &entry : *entries)
      if (entry.typeKey && entry.typeKey.isIndex())
        if (auto width = entry.value.dyn_cast<IntegerAttr>()) return static_cast<uint64_t>(width.getInt());
  }
  return 64;
}

}  // namespace tbuf::dlti

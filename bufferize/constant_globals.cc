// ConstantGlobalTable (see constant_globals.h).
#include "bufferize/constant_globals.h"

#include "dialects/memref/memref_ops.h"
#include "ir/block.h"
#include "ir/region.h"

namespace tbuf::bufferization {

ConstantGlobalTable::ModuleEntry &ConstantGlobalTable::getEntry(Operation *module) {
  auto [it, inserted] = modules_.try_emplace(module);
  ModuleEntry &entry = it->second;
  if (!inserted || module->getNumRegions() == 0 || module->getRegion(0).empty()) return entry;
  for (Operation &op : module->getRegion(0).front()) {
    if (auto symName = op.getAttrOfType<StringAttr>("sym_name")) entry.usedNames.insert(std::string(symName.getValue()));
    auto globalOp = dyn_cast<memref::GlobalOp>(&op);
    if (!globalOp || !globalOp.getInitialValue()) continue;
    uint64_t alignment = static_cast<uint64_t>(globalOp.getAlignment().value_or(0));
    // try_emplace keeps the first global with a value, as a scan would.
    entry.globalsByValue.try_emplace(std::make_pair(globalOp.getInitialValue().getImpl(), alignment), &op);
  }
  return entry;
}

Operation *ConstantGlobalTable::lookup(Operation *module, Attribute value, uint64_t alignment) {
  ModuleEntry &entry = getEntry(module);
  auto it = entry.globalsByValue.find(std::make_pair(value.getImpl(), alignment));
  return it == entry.globalsByValue.end() ? nullptr : it->second;
}

std::string ConstantGlobalTable::uniqueName(Operation *module, const std::string &base) {
  ModuleEntry &entry = getEntry(module);
  if (!entry.usedNames.contains(base)) return base;
  unsigned &counter = entry.nextSuffix[base];
  std::string name = base + "_" + std::to_string(counter);
  while (entry.usedNames.contains(name)) name = base + "_" + std::to_string(++counter);
  return name;
}

void ConstantGlobalTable::insert(Operation *module, Operation *global, std::string_view name, Attribute value,
                                 uint64_t alignment) {
  ModuleEntry &entry = getEntry(module);
  entry.usedNames.insert(std::string(name));
  // The new global precedes every other op of the module, so it wins.
  entry.globalsByValue[std::make_pair(value.getImpl(), alignment)] = global;
}

}  // namespace tbuf::bufferization

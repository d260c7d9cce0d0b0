// SymbolTableCollection: lazily built symbol maps (see symbol_table.h).
#include "ir/symbol_table.h"

#include "ir/operation.h"
#include "ir/attributes.h"
#include "ir/block.h"
#include "ir/region.h"
#include "ir/support.h"

namespace tbuf {

Operation *SymbolTableCollection::lookupSymbolIn(Operation *symbolTableOp, std::string_view name) {
  if (!symbolTableOp || symbolTableOp->getNumRegions() == 0 || symbolTableOp->getRegion(0).empty())
    return nullptr;
  auto it = tables_.find(symbolTableOp);
  if (it == tables_.end()) {
    absl::flat_hash_map<std::string_view, Operation *> table;
    Block &body = symbolTableOp->getRegion(0).front();
    table.reserve(body.getNumOps());
    for (Operation &op : body)
      if (auto sym = op.getAttrOfType<StringAttr>("sym_name")) table.emplace(sym.getValue(), &op);
    it = tables_.emplace(symbolTableOp, std::move(table)).first;
  }
  auto found = it->second.find(name);
  return found == it->second.end() ? nullptr : found->second;
}

Operation *SymbolTableCollection::lookupNearestSymbolFrom(Operation *from, std::string_view name) {
  for (Operation *op = from; op; op = op->getParentOp())
    if (op->hasTrait(OpTrait::SymbolTable)) return lookupSymbolIn(op, name);
  return nullptr;
}

namespace {
thread_local SymbolTableCollection *currentCollection = nullptr;
}  // namespace

ScopedSymbolTableCollection::ScopedSymbolTableCollection(SymbolTableCollection &collection)
    : previous_(currentCollection) {
  currentCollection = &collection;
}

ScopedSymbolTableCollection::~ScopedSymbolTableCollection() { currentCollection = previous_; }

SymbolTableCollection *ScopedSymbolTableCollection::current() { return currentCollection; }

Operation *lookupSymbolIn(Operation *symbolTableOp, std::string_view name) {
  if (currentCollection) return currentCollection->lookupSymbolIn(symbolTableOp, name);
  if (!symbolTableOp || symbolTableOp->getNumRegions() == 0 || symbolTableOp->getRegion(0).empty()) return nullptr;
  for (Operation &op : symbolTableOp->getRegion(0).front()) {
    auto sym = op.getAttrOfType<StringAttr>("sym_name");
    if (sym && sym.getValue() == name) return &op;
  }
  return nullptr;
}

Operation *lookupNearestSymbolFrom(Operation *from, std::string_view name) {
  for (Operation *op = from; op; op = op->getParentOp())
    if (op->hasTrait(OpTrait::SymbolTable)) return lookupSymbolIn(op, name);
  return nullptr;
}

}  // namespace tbuf

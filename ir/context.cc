// Context: op registry and ownership of uniqued storage.
#include "ir/context.h"

#include <algorithm>

#include "ir/builtin_ops.h"

namespace tbuf {

Context::Context() {
  emptyDictionary_ = static_cast<const DictionaryAttrStorage *>(DictionaryAttr::get(this, {}).getImpl());
  registerBuiltinDialect(*this);
}

Context::~Context() = default;

OpDefinition *Context::registerOp(OpDefinition def) {
  def.context = this;
  if (def.dialect.empty()) {
    size_t dot = def.name.find('.');
    def.dialect = dot == std::string::npos ? std::string() : def.name.substr(0, dot);
  }
  auto &slot = ops_[def.name];
  if (slot) {
    // Keep the existing object (and its interfaces) but replace the hooks.
    OpDefinition *existing = slot.get();
    OpDefinition fresh = std::move(def);
    existing->name = std::move(fresh.name);
    existing->dialect = std::move(fresh.dialect);
    existing->traits = fresh.traits;
    existing->registered = fresh.registered;
    existing->inherentAttrs = std::move(fresh.inherentAttrs);
    existing->defaultDialect = std::move(fresh.defaultDialect);
    existing->parse = fresh.parse;
    existing->print = fresh.print;
    existing->verify = fresh.verify;
    existing->verifyRegions = fresh.verifyRegions;
    existing->fold = fresh.fold;
    existing->getAsmResultNames = fresh.getAsmResultNames;
    existing->getAsmBlockArgNames = fresh.getAsmBlockArgNames;
    existing->getEffects = fresh.getEffects;
    existing->populateDefaultAttrs = fresh.populateDefaultAttrs;
    existing->canonicalizers = std::move(fresh.canonicalizers);
    return existing;
  }
  slot = std::make_unique<OpDefinition>(std::move(def));
  return slot.get();
}

const OpDefinition *Context::lookupOp(std::string_view name) const {
  auto it = ops_.find(toAbsl(name));
  if (it == ops_.end() || !it->second->registered) return nullptr;
  return it->second.get();
}

OpDefinition *Context::lookupOpMutable(std::string_view name) {
  auto it = ops_.find(toAbsl(name));
  if (it == ops_.end() || !it->second->registered) return nullptr;
  return it->second.get();
}

const OpDefinition *Context::getOrCreateUnregisteredOp(std::string_view name) {
  auto &slot = ops_[std::string(name)];
  if (!slot) {
    slot = std::make_unique<OpDefinition>();
    slot->name = std::string(name);
    size_t dot = name.find('.');
    slot->dialect = dot == std::string_view::npos ? std::string() : std::string(name.substr(0, dot));
    slot->registered = false;
    slot->context = this;
  }
  return slot.get();
}

const OpDefinition *Context::fillOpDefinitionSlot(unsigned slot, std::string_view name) {
  const OpDefinition *def = lookupOp(name);
  if (!def) def = getOrCreateUnregisteredOp(name);
  if (slot >= opDefinitionsBySlot_.size()) opDefinitionsBySlot_.resize(slot + 1);
  opDefinitionsBySlot_[slot] = def;
  return def;
}

void Context::addUnregisteredInherentAttr(const OpDefinition *def, std::string_view attr) {
  auto it = ops_.find(toAbsl(def->name));
  if (it == ops_.end() || it->second->registered) return;
  std::vector<std::string> &names = it->second->inherentAttrs;
  if (std::find(names.begin(), names.end(), attr) == names.end()) names.emplace_back(attr);
}

std::vector<const OpDefinition *> Context::getRegisteredOps() const {
  std::vector<const OpDefinition *> out;
  for (const auto &[name, def] : ops_)
    if (def->registered) out.push_back(def.get());
  std::sort(out.begin(), out.end(), [](const OpDefinition *a, const OpDefinition *b) { return a->name < b->name; });
  return out;
}

}  // namespace tbuf

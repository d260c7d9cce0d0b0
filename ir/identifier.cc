// Identifier's table: every attribute name the process has seen, each text
// once. Names are never removed (they are few, and views of them are held by
// uniqued dictionaries for the life of their contexts, which the table
// outlives).
#include "ir/identifier.h"

#include <mutex>

#include "absl/container/node_hash_set.h"
#include "absl/strings/string_view.h"

namespace tbuf {

std::string_view Identifier::intern(std::string_view name) {
  static constexpr char kEmpty[] = "";
  if (name.empty()) return std::string_view(kEmpty, 0);
  // Leaked on purpose: identifiers may be used by static destructors.
  static auto *const names = new absl::node_hash_set<std::string>();
  static auto *const lock = new std::mutex();
  std::lock_guard<std::mutex> guard(*lock);
  auto it = names->find(absl::string_view(name.data(), name.size()));
  if (it == names->end()) it = names->emplace(name).first;
  return std::string_view(*it);
}

}  // namespace tbuf

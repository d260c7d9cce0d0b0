// The private constant memref.globals that tensor constants bufferize to, for
// one rewrite: which global of a module holds a given value (and alignment),
// and which symbol names the module already uses. Bufferizing a module with N
// tensor constants would otherwise scan the module once per constant (and
// rebuild its set of names), quadratic in N; here the module is scanned once,
// and every global created through the table is added to it.
#pragma once

#include <cstdint>
#include <string>
#include <utility>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "ir/attributes.h"
#include "ir/operation.h"

namespace tbuf::bufferization {

class ConstantGlobalTable {
 public:
  /// The first global (in module order) of `module`'s body whose initial
  /// value is `value` and whose alignment (0 when absent) is `alignment`;
  /// null if there is none. Amortized O(1) (the module is scanned once).
  Operation *lookup(Operation *module, Attribute value, uint64_t alignment);

  /// `base` if no op of `module`'s body has that symbol name, otherwise the
  /// first of `base_0`, `base_1`, ... that is unused. Amortized O(1) per name:
  /// names are only added during a rewrite, so the first unused suffix of a
  /// base never moves backwards.
  std::string uniqueName(Operation *module, const std::string &base);

  /// Records a global just created in `module` (with its name from
  /// uniqueName); it is placed before every other op, so it is the first one
  /// with its value.
  void insert(Operation *module, Operation *global, std::string_view name, Attribute value, uint64_t alignment);

 private:
  struct ModuleEntry {
    absl::flat_hash_map<std::pair<const void *, uint64_t>, Operation *> globalsByValue;
    absl::flat_hash_set<std::string> usedNames;
    absl::flat_hash_map<std::string, unsigned> nextSuffix;
  };
  ModuleEntry &getEntry(Operation *module);

  absl::flat_hash_map<Operation *, ModuleEntry> modules_;
};

}  // namespace tbuf::bufferization

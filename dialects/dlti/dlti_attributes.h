// The attributes of MLIR's DLTI dialect that describe a data layout:
//   #dlti.dl_entry<key, value>        one entry; key a type or a "string"
//   #dlti.dl_spec<key = value, ...>   a data layout specification (also
//                                     written with #dlti.dl_entry entries)
// They are parsed and printed as mlir-opt does (`#dlti.dl_spec<index = 32 :
// i64>`) and kept as DialectAttrs holding that canonical text; other
// `#dlti.*` attributes stay verbatim. data_layout.h reads them.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "ir/attributes.h"

namespace tbuf {
class Context;

namespace dlti {

/// One entry of a data layout specification.
struct DataLayoutEntry {
  Type typeKey;           ///< the key when it is a type
  std::string stringKey;  ///< the key when it is a string (typeKey null)
  Attribute value;
};

/// The entries of a `#dlti.dl_spec`, in order; nullopt if `attr` is not one.
std::optional<std::vector<DataLayoutEntry>> getDataLayoutSpecEntries(Attribute attr);

}  // namespace dlti

/// Registers the DLTI attribute parser with the context. Idempotent.
void registerDLTIDialect(Context &ctx);

}  // namespace tbuf

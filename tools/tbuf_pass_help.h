// The part of `tbuf --help` that lists every registered pass and pass
// pipeline with its options, their value kinds, defaults and allowed values.
#pragma once

#include <string>

namespace tbuf {

/// The help text (one section for passes, one for pipelines), sorted by name.
std::string formatPassListHelp();

}  // namespace tbuf

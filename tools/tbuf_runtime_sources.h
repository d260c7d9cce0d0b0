// The C runtime's sources (runtime/*.c and tbuf_runtime.h), embedded into the
// tbuf binary at build time (genrule `embed_runtime` in tools/BUILD.bazel, from
// //runtime:sources) so `tbuf run` can compile them next to the emitted C
// without locating the source tree or runfiles.
#pragma once

#include <cstddef>

namespace tbuf {

struct EmbeddedFile {
  const char *name;      ///< base name, e.g. "alloc.c"
  const char *contents;  ///< the whole file
};

extern const EmbeddedFile kRuntimeSources[];
extern const size_t kNumRuntimeSources;

}  // namespace tbuf

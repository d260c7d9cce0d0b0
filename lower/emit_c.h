// C99 emission from memref-level IR: every func.func becomes a C
// function taking and returning memref descriptors; the result links with
// runtime/ (runtime/tbuf_runtime.h is the ABI contract).
#pragma once

#include <ostream>
#include <string>

#include "ir/support.h"

namespace tbuf {
class Operation;

namespace lower {

struct EmitCOptions {
  /// When non-empty, also emit `int main(void)` that calls this function
  /// (which must take no arguments), then tbufReport(), and returns its status.
  std::string entry;
  /// Source locations in the C (`--emit-c-locations`, always on under `tbuf
  /// run`): allocations and frees call tbufAllocAt / tbufFreeAt with a static
  /// TbufSite naming the op's .mlir position, so the runtime's leak and
  /// bad-free reports point into the source, and each op's statements open
  /// with a `/* file:line:col: op */` comment. Off: tbufAlloc / tbufFree and
  /// no comments.
  bool locations = false;
  /// `--emit-c-line-directives`: each C line an op emits is preceded by
  /// `#line LINE "FILE"` naming the op's .mlir position, so C compiler
  /// diagnostics and debuggers (`cc -g`) point into the .mlir; the other
  /// lines are mapped back to the C file with `#line N "cFileName"`.
  bool lineDirectives = false;
  /// The name the C file is written under, for the `#line` directives that
  /// map lines back to it ("-" or empty: "<stdout>").
  std::string cFileName;
};

/// Emits the C translation unit for `module` (a builtin.module holding only
/// memref-level ops) to `os`. Ops the emitter cannot translate get a located
/// error on the module's diagnostic engine and the result is failure().
/// Linear in the number of ops.
LogicalResult emitC(Operation *module, std::ostream &os, const EmitCOptions &options);

/// Emits a header declaring the descriptor types and the exported (public,
/// defined) functions of `module`, for embedding the generated code.
LogicalResult emitCHeader(Operation *module, std::ostream &os);

}  // namespace lower
}  // namespace tbuf

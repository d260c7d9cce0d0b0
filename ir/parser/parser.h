// Public entry points of the MLIR text parser. The accepted syntax is MLIR's:
// ops in custom form (through each OpDefinition's parse hook) or generic form,
// regions, blocks, `#alias = attr` / `!alias = type` definitions, `loc(...)`
// (accepted and ignored: every op keeps its source position instead), and
// `{-# ... #-}` file metadata (skipped).
//
// On error the functions emit located diagnostics through
// ctx.getDiagEngine() and return null; the parser stops at the first error
// (as mlir-opt does). The parser does not run the verifier: callers verify the
// returned IR (ir/verifier/verifier.h).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "ir/attributes.h"
#include "ir/builtin_ops.h"
#include "ir/context.h"
#include "ir/types.h"

namespace tbuf {

/// Parses a whole source text. `bufferName` is the file name diagnostics and
/// locations use; the text is copied into ctx's SourceManager.
///
/// If the input is a single `builtin.module` op, that module is returned;
/// otherwise all top-level ops are wrapped in a new module (as mlir-opt does).
/// Linear in the input size.
OwningOpRef parseSourceString(Context &ctx, std::string_view source, std::string_view bufferName = "<string>");

/// Parses bytes [begin, end) of `buffer` (e.g. one `// -----` chunk for
/// --split-input-file). Locations and diagnostics use `buffer`'s line numbers,
/// so they refer to the original file, as mlir-opt reports them.
OwningOpRef parseSourceBuffer(Context &ctx, const SourceBuffer *buffer, size_t begin = 0,
                              size_t end = std::string::npos);

/// Parses exactly one type (e.g. "memref<4xf32, strided<[1], offset: ?>>");
/// null after a diagnostic if the text is invalid or has trailing characters.
Type parseType(Context &ctx, std::string_view text);

/// Parses exactly one attribute (e.g. "dense<[1, 2]> : tensor<2xi32>").
Attribute parseAttribute(Context &ctx, std::string_view text);

}  // namespace tbuf

// Parser of mlir-opt's textual pass pipelines (`--pass-pipeline=...`):
//
//   pipeline     ::= op-name `(` element-list `)`
//   element-list ::= (element (`,` element)*)?
//   element      ::= op-name `(` element-list `)`       nested pipeline
//                  | pass-or-pipeline-name options?
//   options      ::= `{` option-string `}`               see PassOptions
//
// e.g. `builtin.module(func.func(canonicalize),one-shot-bufferize{bufferize-function-boundaries})`.
// Whitespace around names and punctuation is ignored.
#pragma once

#include <string>
#include <string_view>

#include "ir/pass/pass_manager.h"

namespace tbuf {

/// The anchor op name of `text` (`builtin.module` above). On failure `error`
/// explains that the pipeline must be wrapped in its anchor op.
LogicalResult getPassPipelineAnchor(std::string_view text, std::string &anchor, std::string &error);

/// Parses `text` and appends its elements to `pm`, whose op name must be the
/// pipeline's anchor. On failure returns failure with `error` holding the
/// message, the pipeline text and a caret under the offending position.
/// O(length of text) plus pass construction.
LogicalResult parsePassPipeline(std::string_view text, OpPassManager &pm, std::string &error);

}  // namespace tbuf

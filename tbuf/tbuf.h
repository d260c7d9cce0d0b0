// tbuf's public API: the one header an embedding program includes. It gives
// a Context with every dialect, bufferization model and pass of the `tbuf`
// binary (registerAll), MLIR text in (parseSourceFile / parseSourceString),
// textual pass pipelines (runPipeline), MLIR text out (printToString), C
// out (emitC), the interpreter with its buffer sanitizer (interpret) and
// every bufferization decision explained (explainModule),
// plus, through the ir/ and dialects/ headers it includes, the IR itself:
// walking, builders and typed op views (arith::AddIOp, ...).
//
// Everything outside this header and the headers it includes is internal and
// may change without notice. Link with //tbuf (Bazel) or `pkg-config tbuf`
// (an installed SDK, scripts/install.sh). See docs/embedding.md.
#pragma once

#include <string>
#include <string_view>

// The IR: Context, Operation/Block/Region/Value, types and attributes,
// OwningOpRef, LogicalResult, builders, rewriting, verification.
#include "ir/builder.h"
#include "ir/builtin_ops.h"
#include "ir/context.h"
#include "ir/operation.h"
#include "ir/parser/parser.h"
#include "ir/printer/printer.h"
#include "ir/rewriter.h"
#include "ir/support.h"
#include "ir/verifier/verifier.h"
// Typed op views of every dialect (func::FuncOp, arith::AddIOp, scf::ForOp,
// tensor::ExtractSliceOp, memref::AllocOp, bufferization::ToTensorOp,
// linalg::MatmulOp, ...).
#include "dialects/arith/arith_ops.h"
#include "dialects/bufferization/bufferization_ops.h"
#include "dialects/cf/cf_ops.h"
#include "dialects/func/func_ops.h"
#include "dialects/linalg/linalg_ops.h"
#include "dialects/math/math_ops.h"
#include "dialects/memref/memref_ops.h"
#include "dialects/scf/scf_ops.h"
#include "dialects/tensor/tensor_ops.h"
#include "interpret/interpreter.h"
// tbuf explain: every bufferization and deallocation decision with its reason.
#include "explain/explain.h"
#include "explain/render.h"

namespace tbuf {

// The names of the public API. Most are defined in the ir/ headers above and
// are listed here so this header is the single reference:
//
//   tbuf::Context         ir/context.h   owns types, attributes, ops, diagnostics
//   tbuf::OwningOpRef     ir/builtin_ops.h  owns a top-level op (a module)
//   tbuf::Operation       ir/operation.h walk(), getRegion(), getResult(), ...
//   tbuf::OpBuilder       ir/builder.h   create<OpT>(loc, ...)
//   tbuf::LogicalResult, tbuf::failed, tbuf::succeeded   ir/support.h
//   tbuf::parseSourceString(ctx, text, name)             ir/parser/parser.h
//   tbuf::printToString(op)                              ir/printer/printer.h
//   tbuf::verify(op)                                     ir/verifier/verifier.h
/// Registers into `ctx` everything the `tbuf` binary has: every dialect
/// (builtin, func, arith, math, cf, scf, tensor, memref, bufferization,
/// linalg; `test` as an open dialect), the default constant materializers
/// used by folding, every BufferizableOpInterface model, and every pass and
/// pass pipeline (one-shot-bufferize, buffer-deallocation-pipeline,
/// canonicalize, cse, ...).
///
/// Invariants: idempotent (calling it twice on the same context is harmless).
/// The pass registry is process-global: passes are registered on the first
/// call in the process (thread-safe), later calls only register dialects and
/// models into their context. Call it before parsing into `ctx`.
/// Complexity: O(#ops + #models) for the context; O(#passes) once.
void registerAll(Context &ctx);

/// Reads the file at `path` and parses it as MLIR text into `ctx`.
///
/// Returns the top-level `builtin.module` (the single module of the file, or
/// a new module wrapping all top-level ops, as mlir-opt does), or null on
/// error. On error a located diagnostic (`file:line:col: error: ...`, the
/// source line and a caret) went through ctx.getDiagEngine(), whose default
/// handler prints to stderr; an unreadable file gives
/// `<unknown>:0: error: cannot open input file 'PATH': REASON`. The file
/// name is the buffer name of every location. Like parseSourceString, the result is not
/// verified: call verify(op) (or runPipeline, which verifies first).
/// Complexity: linear in the file size.
OwningOpRef parseSourceFile(Context &ctx, std::string_view path);

// parseSourceString(Context &ctx, std::string_view text,
//                   std::string_view bufferName = "<string>")
// is declared in ir/parser/parser.h (same contract as parseSourceFile, `bufferName`
// naming the buffer in diagnostics).

/// Parses `pipeline`, MLIR's textual pass pipeline
/// (e.g. "builtin.module(one-shot-bufferize{bufferize-function-boundaries},"
/// "buffer-deallocation-pipeline)"), and runs it on `root`, exactly as
/// `tbuf --pass-pipeline=PIPELINE` does: `root` is verified first and after
/// every pass.
///
/// The outermost anchor must name `root`'s op (usually builtin.module).
/// Passes are looked up in the global registry (call registerAll first).
/// Returns failure() after emitting diagnostics through root's context: a
/// malformed pipeline or unknown pass (`error: invalid pass pipeline: ...`,
/// located at `root`), invalid input IR, a failing pass, or IR that no longer
/// verifies. On failure the IR may be partially transformed.
/// Complexity: parsing is linear in the pipeline text; running is the sum of
/// the passes' costs.
LogicalResult runPipeline(Operation *root, std::string_view pipeline);

/// Returns the C99 translation unit for `module`, a builtin.module holding
/// only memref-level ops (e.g. the result of the bufferization and
/// deallocation pipeline): byte for byte what `tbuf --emit=c` prints. The
/// code includes "tbuf_runtime.h" and links with the runtime's C sources
/// (runtime/, installed under share/tbuf/runtime/); docs/c-abi.md describes
/// the calling convention.
///
/// Returns "" after a located diagnostic if an op cannot be translated (e.g.
/// tensor-level ops are left). Does not modify `module`.
/// Complexity: linear in the number of ops.
std::string emitC(Operation *module);

/// The interpreter (interpret/interpreter.h, docs/interpreter.md):
/// `interpret(module, options, out, err)` runs `options.entry` of a verified
/// module at any level (tensor, memref or mixed) with the buffer sanitizer on
/// by default; `InterpretResult` holds the exit code, the sanitizer reports,
/// the number of executed ops and the peak program and shadow bytes.
/// `InterpretOptions::traceAccesses` receives a `TraceEvent` per executed op:
/// the op, its operands' values (`TraceOperand`) and the buffers it read and
/// wrote (`BufferAccess`: allocation id, first element position, count). Decoding is linear in the number of ops;
/// execution costs O(1) per executed op and memory access, with nothing
/// recorded when no trace callback is set.
using interp::BufferAccess;
using interp::interpret;
using interp::InterpretOptions;
using interp::InterpretResult;
using interp::SanitizerKind;
using interp::SanitizerReport;
using interp::TraceEvent;
using interp::TraceOperand;

/// `tbuf explain` as a library (explain/explain.h, docs/explain.md):
/// `explainModule(module, pipeline)` runs a textual pass pipeline (default
/// explain::kDefaultPipeline, the one of `tbuf run`) on a verified module
/// parsed from a file or string, and returns an `Explanation`: every
/// in-place and out-of-place OpOperand with the read-after-write conflict or
/// other cause in words, every allocation, copy, free, conditional free and
/// clone of the output with its reason (`Decision`, with `file:line:col` of
/// the ops involved), the alias and equivalence sets, and a
/// `FunctionSummary` per function (counts, buffer lifetimes, static peak
/// bytes); nullopt after located diagnostics when the pipeline fails. The
/// module is left bufferized. `renderText`, `renderJson` (versioned schema,
/// kExplanationSchemaVersion) and `renderHtml` print it. Cost: the
/// pipeline's plus linear in the ops and tensor values; nothing is recorded
/// outside explainModule.
using explain::Decision;
using explain::DecisionKind;
using explain::explainModule;
using explain::Explanation;
using explain::FunctionSummary;
using explain::renderHtml;
using explain::renderJson;
using explain::renderText;

}  // namespace tbuf

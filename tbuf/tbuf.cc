// The public API's few functions of its own (tbuf/tbuf.h). Everything here
// delegates: registration to the dialects', models' and passes' register
// functions, parsing to ir/parser/parser.h, pipelines to ir/pass/pass_pipeline_parser.h
// and the pass manager, C emission to lower/emit_c.h. The `tbuf` binary uses
// the same functions, so an embedder gets exactly the binary's behaviour.
#include "tbuf/tbuf.h"

#include <cerrno>
#include <cstring>
#include <mutex>
#include <sstream>
#include <string>

#include "bufferize/models/register.h"
#include "dialects/register.h"
#include "dialects/test/test_ops.h"
#include "ir/pass/pass_manager.h"
#include "ir/pass/pass_pipeline_parser.h"
#include "lower/emit_c.h"
#include "tools/tbuf_passes.h"
#include "transforms/fold_utils.h"

namespace tbuf {

void registerAll(Context &ctx) {
  static std::once_flag passesOnce;
  std::call_once(passesOnce, [] { registerAllPasses(); });
  registerAllDialects(ctx);
  // MLIR's test-only ops (test.copy, ...; not part of registerAllDialects).
  registerTestDialectOps(ctx);
  registerDefaultConstantMaterializers(ctx);
  bufferization::registerBufferizableOpInterfaceExternalModels(ctx);
  // mlir-opt-22 registers the `test` dialect (MLIR's tests use ops like
  // "test.copy"); tbuf keeps its ops as opaque ops.
  ctx.markDialectRegistered("test", /*allowsUnknownOps=*/true);
}

OwningOpRef parseSourceFile(Context &ctx, std::string_view path) {
  std::string name(path);
  const SourceBuffer *buffer = ctx.getSourceManager().addFile(name, name);
  if (!buffer) {
    ctx.getDiagEngine().emit(Diagnostic{Location::unknown(), Severity::Error,
                                        "cannot open input file '" + name + "': " + std::strerror(errno), {}});
    return nullptr;
  }
  OwningOpRef module = parseSourceBuffer(ctx, buffer);
  buffer->releasePages();
  return module;
}

LogicalResult runPipeline(Operation *root, std::string_view pipeline) {
  Context &ctx = *root->getContext();
  std::string anchor, error;
  std::unique_ptr<PassManager> pm;
  if (succeeded(getPassPipelineAnchor(pipeline, anchor, error))) {
    pm = std::make_unique<PassManager>(&ctx, anchor, OpPassManager::Nesting::Explicit);
    if (failed(parsePassPipeline(pipeline, *pm, error))) pm.reset();
  }
  if (!pm) return root->emitError() << "invalid pass pipeline: " << error;
  if (failed(verify(root))) return failure();
  pm->enableVerifier([](Operation *op) { return verify(op); });
  return pm->run(root);
}

std::string emitC(Operation *module) {
  std::ostringstream os;
  if (failed(lower::emitC(module, os, lower::EmitCOptions{}))) return std::string();
  return os.str();
}

}  // namespace tbuf

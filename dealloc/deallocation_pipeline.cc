// The `buffer-deallocation-pipeline` named pipeline (MLIR 22's
// buildBufferDeallocationPipeline, as `mlir-opt-22 --dump-pass-pipeline`
// shows it: every pass at module level):
//
//   expand-realloc{emit-deallocs=false}, canonicalize,
//   ownership-based-buffer-deallocation{private-function-dynamic-ownership=...},
//   canonicalize, buffer-deallocation-simplification,
//   bufferization-lower-deallocations, cse, canonicalize
//
// with one tbuf addition: the simplification runs with
// `interprocedural=true` (inter-procedural ownership facts on a module).
//
// The passes are looked up in the registry by name, so the pipeline needs
// only their registration (registerDeallocationPasses, and the transforms'
// canonicalize/cse, which the tbuf driver registers) when the pipeline is
// built; a missing one is reported as an unknown pass.
#include <string>

#include "dealloc/passes.h"
#include "ir/pass/pass.h"
#include "ir/pass/pass_manager.h"
#include "ir/pass/pass_registry.h"

namespace tbuf::dealloc {

namespace {

struct BufferDeallocationPipelineOptions : public PassOptions {
  Option<bool> privateFunctionDynamicOwnership{
      *this, "private-function-dynamic-ownership",
      "Allows to add additional results to private functions to return ownership of returned memrefs to callers. "
      "This can avoid spurious buffer clones in the callee.",
      false};
};

LogicalResult buildPipeline(OpPassManager &pm, const BufferDeallocationPipelineOptions &options, std::string &error) {
  std::string ownership =
      std::string("private-function-dynamic-ownership=") + (options.privateFunctionDynamicOwnership ? "true" : "false");
  const std::pair<const char *, std::string> passes[] = {
      {"expand-realloc", "emit-deallocs=false"},
      {"canonicalize", ""},
      {"ownership-based-buffer-deallocation", ownership},
      {"canonicalize", ""},
      {"buffer-deallocation-simplification", "interprocedural=true"},
      {"bufferization-lower-deallocations", ""},
      {"cse", ""},
      {"canonicalize", ""},
  };
  for (const auto &[name, passOptions] : passes)
    if (failed(addPassOrPipeline(pm, name, passOptions, error))) return failure();
  return success();
}

}  // namespace

void registerBufferDeallocationPipeline() {
  PassPipelineInfo info;
  info.argument = "buffer-deallocation-pipeline";
  info.description =
      "The default pipeline for automatically inserting deallocation operations after one-shot bufferization. "
      "Deallocation operations (except `memref.realloc`) may not be present already.";
  info.createOptions = [] { return std::unique_ptr<PassOptions>(new BufferDeallocationPipelineOptions()); };
  info.build = [](OpPassManager &pm, const PassOptions *options, std::string &error) {
    BufferDeallocationPipelineOptions defaults;
    const auto &opts = options ? static_cast<const BufferDeallocationPipelineOptions &>(*options) : defaults;
    return buildPipeline(pm, opts, error);
  };
  registerPassPipeline(std::move(info));
}

}  // namespace tbuf::dealloc

// Builds the pass manager of a command line (see tbuf_pipeline.h).
#include "tools/tbuf_pipeline.h"

#include "fmt/format.h"
#include "ir/pass/pass_pipeline_parser.h"
#include "ir/pass/pass_registry.h"

namespace tbuf {

std::unique_ptr<PassManager> buildPassManager(Context &ctx, const std::string &passPipeline,
                                              const PassFlagList &passFlags, std::string &error) {
  if (!passPipeline.empty()) {
    std::string anchor;
    if (failed(getPassPipelineAnchor(passPipeline, anchor, error))) return nullptr;
    auto pm = std::make_unique<PassManager>(&ctx, anchor, OpPassManager::Nesting::Explicit);
    if (failed(parsePassPipeline(passPipeline, *pm, error))) {
      error = "invalid --pass-pipeline: " + error;
      return nullptr;
    }
    return pm;
  }
  auto pm = std::make_unique<PassManager>(&ctx, "builtin.module", OpPassManager::Nesting::Implicit);
  for (const auto &[name, options] : passFlags) {
    if (failed(addPassOrPipeline(*pm, name, options, error))) {
      error = fmt::format("--{}: {}", name, error);
      return nullptr;
    }
  }
  return pm;
}

}  // namespace tbuf

// The global pass and pipeline registry. See pass_registry.h.
#include "ir/pass/pass_registry.h"

#include <map>

#include "fmt/format.h"
#include "ir/pass/pass_manager.h"

namespace tbuf {

namespace {

struct Registry {
  std::map<std::string, std::unique_ptr<PassInfo>, std::less<>> passes;
  std::map<std::string, std::unique_ptr<PassPipelineInfo>, std::less<>> pipelines;
};

Registry &getRegistry() {
  static Registry *registry = new Registry();  // never destroyed: usable during exit
  return *registry;
}

}  // namespace

void registerPass(std::function<std::unique_ptr<Pass>()> factory) {
  std::unique_ptr<Pass> instance = factory();
  auto info = std::make_unique<PassInfo>();
  info->argument = std::string(instance->getArgument());
  info->name = std::string(instance->getName());
  info->description = std::string(instance->getDescription());
  info->factory = std::move(factory);
  std::string key = info->argument;
  getRegistry().passes[key] = std::move(info);
}

void registerPassPipeline(std::string_view argument, std::string_view description,
                          std::function<void(OpPassManager &)> build) {
  PassPipelineInfo info;
  info.argument = std::string(argument);
  info.description = std::string(description);
  info.build = [build = std::move(build)](OpPassManager &pm, const PassOptions *, std::string &) {
    build(pm);
    return success();
  };
  registerPassPipeline(std::move(info));
}

void registerPassPipeline(PassPipelineInfo info) {
  std::string key = info.argument;
  getRegistry().pipelines[key] = std::make_unique<PassPipelineInfo>(std::move(info));
}

const PassInfo *lookupPassInfo(std::string_view argument) {
  auto &passes = getRegistry().passes;
  auto it = passes.find(argument);
  return it == passes.end() ? nullptr : it->second.get();
}

const PassPipelineInfo *lookupPassPipelineInfo(std::string_view argument) {
  auto &pipelines = getRegistry().pipelines;
  auto it = pipelines.find(argument);
  return it == pipelines.end() ? nullptr : it->second.get();
}

std::vector<const PassInfo *> getRegisteredPasses() {
  std::vector<const PassInfo *> out;
  for (auto &[name, info] : getRegistry().passes) out.push_back(info.get());
  return out;
}

std::vector<const PassPipelineInfo *> getRegisteredPassPipelines() {
  std::vector<const PassPipelineInfo *> out;
  for (auto &[name, info] : getRegistry().pipelines) out.push_back(info.get());
  return out;
}

LogicalResult addPassOrPipeline(OpPassManager &pm, std::string_view argument, std::string_view options,
                                std::string &error) {
  if (const PassInfo *info = lookupPassInfo(argument)) {
    std::unique_ptr<Pass> pass = info->factory();
    std::string why;
    if (failed(pass->parseFromString(options, why))) {
      error = fmt::format("pass '{}': {}", argument, why);
      return failure();
    }
    return pm.addPass(std::move(pass), &error);
  }
  if (const PassPipelineInfo *info = lookupPassPipelineInfo(argument)) {
    std::unique_ptr<PassOptions> opts = info->createOptions ? info->createOptions() : nullptr;
    std::string why;
    if (opts && failed(opts->parseFromString(options, why))) {
      error = fmt::format("pass pipeline '{}': {}", argument, why);
      return failure();
    }
    if (!opts && !options.empty() && options.find_first_not_of(' ') != std::string_view::npos) {
      error = fmt::format("pass pipeline '{}' takes no options, got '{}'", argument, options);
      return failure();
    }
    if (failed(info->build(pm, opts.get(), why))) {
      error = fmt::format("pass pipeline '{}': {}", argument, why);
      return failure();
    }
    return success();
  }
  error = fmt::format("'{}' does not refer to a registered pass or pass pipeline", argument);
  return failure();
}

}  // namespace tbuf

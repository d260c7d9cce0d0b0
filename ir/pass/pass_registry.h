// The global pass registry: every pass and named pipeline the `tbuf` driver
// can run, by command-line argument (`canonicalize`,
// `buffer-deallocation-pipeline`). Libraries expose `registerXPasses()`
// functions that call registerPass / registerPassPipeline; the tool calls
// them at start-up (explicit registration, no static initialisers).
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "ir/pass/pass.h"

namespace tbuf {

class OpPassManager;

/// A registered pass: its identity (copied from an instance) and a factory.
struct PassInfo {
  std::string argument, name, description;
  std::function<std::unique_ptr<Pass>()> factory;
};

/// A named pipeline (a pass that expands into a list of passes), with its
/// own declared options.
struct PassPipelineInfo {
  std::string argument, description;
  /// Creates the pipeline's option set (may return null: no options).
  std::function<std::unique_ptr<PassOptions>()> createOptions;
  /// Appends the pipeline to `pm` given parsed options (null if none).
  /// Returns failure with `error` set if the options are inconsistent.
  std::function<LogicalResult(OpPassManager &pm, const PassOptions *options, std::string &error)> build;
};

/// Registers a pass; the argument, name and description are read from one
/// instance made by `factory`. Re-registering an argument replaces it.
void registerPass(std::function<std::unique_ptr<Pass>()> factory);
template <typename P> void registerPass() {
  registerPass([] { return std::unique_ptr<Pass>(new P()); });
}

/// Registers a named pipeline described by `info`.
void registerPassPipeline(PassPipelineInfo info);
/// Registers a named pipeline without options.
void registerPassPipeline(std::string_view argument, std::string_view description,
                          std::function<void(OpPassManager &)> build);
/// Registers a named pipeline with an options struct `O` (a PassOptions
/// subclass declaring Option<> members).
template <typename O>
void registerPassPipeline(std::string_view argument, std::string_view description,
                          std::function<void(OpPassManager &, const O &)> build) {
  PassPipelineInfo info;
  info.argument = std::string(argument);
  info.description = std::string(description);
  info.createOptions = [] { return std::unique_ptr<PassOptions>(new O()); };
  info.build = [build](OpPassManager &pm, const PassOptions *options, std::string &) {
    build(pm, static_cast<const O &>(*options));
    return success();
  };
  registerPassPipeline(std::move(info));
}

/// Lookups by argument; null if unknown. O(log n).
const PassInfo *lookupPassInfo(std::string_view argument);
const PassPipelineInfo *lookupPassPipelineInfo(std::string_view argument);
/// Everything registered, sorted by argument.
std::vector<const PassInfo *> getRegisteredPasses();
std::vector<const PassPipelineInfo *> getRegisteredPassPipelines();

/// Adds pass or pipeline `argument` configured by `options` (mlir-opt's
/// option syntax) to `pm`. On failure returns failure with a message in
/// `error` (unknown name, unknown option, bad value).
LogicalResult addPassOrPipeline(OpPassManager &pm, std::string_view argument, std::string_view options,
                                std::string &error);

}  // namespace tbuf

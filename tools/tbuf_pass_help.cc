// Help text for registered passes and pipelines. See tbuf_pass_help.h.
#include "tools/tbuf_pass_help.h"

#include "fmt/format.h"
#include "ir/pass/pass_registry.h"

namespace tbuf {

namespace {

constexpr size_t kDescColumn = 40;

void appendEntry(std::string &out, size_t indent, const std::string &left, const std::string &description) {
  std::string head = std::string(indent, ' ') + left;
  if (description.empty()) {  // no padding: lines never end in spaces
    out += head + "\n";
    return;
  }
  if (head.size() + 2 > kDescColumn) {
    out += head + "\n" + std::string(kDescColumn, ' ') + description + "\n";
    return;
  }
  out += fmt::format("{:<{}}{}\n", head, kDescColumn, description);
}

void appendOptions(std::string &out, const PassOptions &options) {
  for (const PassOptionBase *o : options.getOptions()) {
    std::string placeholder = o->getValuePlaceholder();
    std::string left = o->getArgument() + (placeholder.empty() ? "" : "=" + placeholder);
    std::string value = o->printValue();
    std::string description = o->getDescription();
    if (value != "{}") description += fmt::format(" (default: {})", value);
    appendEntry(out, 6, left, description);
    for (const auto &[name, desc] : o->getAllowedValues()) appendEntry(out, 10, "=" + name, desc);
  }
}

}  // namespace

std::string formatPassListHelp() {
  std::string out =
      "Passes (run in command-line order; give options as --NAME=\"opt opt=value\", or use\n"
      "--pass-pipeline='builtin.module(NAME{opt=value},func.func(NAME))'):\n";
  for (const PassInfo *info : getRegisteredPasses()) {
    appendEntry(out, 2, "--" + info->argument, info->description);
    std::unique_ptr<Pass> pass = info->factory();
    appendOptions(out, *pass);
  }
  std::vector<const PassPipelineInfo *> pipelines = getRegisteredPassPipelines();
  if (!pipelines.empty()) {
    out += "\nPass pipelines:\n";
    for (const PassPipelineInfo *info : pipelines) {
      appendEntry(out, 2, "--" + info->argument, info->description);
      if (info->createOptions)
        if (std::unique_ptr<PassOptions> options = info->createOptions()) appendOptions(out, *options);
    }
  }
  return out;
}

}  // namespace tbuf

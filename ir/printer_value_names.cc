// ValueNames and the command-line printing flags; see printer_value_names.h.
#include "ir/printer_value_names.h"

#include <fstream>
#include <iterator>
#include <optional>
#include <string_view>
#include <vector>

#include "ir/printer_impl.h"

namespace tbuf {

ValueNames::ValueNames(Operation *root, const PrintingFlags &flags)
    : flags_(flags), state_(std::make_unique<printer::SSANameState>(root, flags_)) {}

ValueNames::~ValueNames() = default;

std::string ValueNames::getName(Value value) const {
  std::string name;
  state_->printValueID(value, /*printResultNo=*/true, name);
  return name;
}

namespace {

/// Value of a boolean flag spelled `-name`, `--name` or `--name=<bool>`
/// (nullopt: `arg` is not that flag).
std::optional<bool> parseBoolFlag(std::string_view arg, std::string_view name) {
  if (arg.substr(0, 2) == "--")
    arg.remove_prefix(2);
  else if (arg.substr(0, 1) == "-")
    arg.remove_prefix(1);
  else
    return std::nullopt;
  if (arg.substr(0, name.size()) != name) return std::nullopt;
  arg.remove_prefix(name.size());
  if (arg.empty()) return true;
  if (arg == "=true" || arg == "=1") return true;
  if (arg == "=false" || arg == "=0") return false;
  return std::nullopt;
}

/// The printing flags on this process's command line (/proc/self/cmdline),
/// the way LLVM's global cl::opt values come from argv; the defaults if it
/// cannot be read. Stops at `--`.
PrintingFlags readProcessCommandLineFlags() {
  PrintingFlags flags;
  std::ifstream in("/proc/self/cmdline", std::ios::binary);
  if (!in) return flags;
  std::string all((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  std::vector<std::string_view> args;
  for (size_t start = 0; start < all.size();) {
    size_t end = all.find('\0', start);
    if (end == std::string::npos) end = all.size();
    args.emplace_back(std::string_view(all).substr(start, end - start));
    start = end + 1;
  }
  for (size_t i = 1; i < args.size(); ++i) {
    if (args[i] == "--") break;
    if (std::optional<bool> v = parseBoolFlag(args[i], "mlir-print-op-generic")) flags.printGenericOpForm = *v;
    if (std::optional<bool> v = parseBoolFlag(args[i], "mlir-print-local-scope")) flags.useLocalScope = *v;
    if (std::optional<bool> v = parseBoolFlag(args[i], "mlir-print-debuginfo")) flags.printLocations = *v;
  }
  return flags;
}

/// Set by setCommandLinePrintingFlags; unset: the process's command line.
std::optional<PrintingFlags> &explicitPrintingFlags() {
  static std::optional<PrintingFlags> flags;
  return flags;
}

}  // namespace

const PrintingFlags &getCommandLinePrintingFlags() {
  if (const std::optional<PrintingFlags> &flags = explicitPrintingFlags()) return *flags;
  static const PrintingFlags processFlags = readProcessCommandLineFlags();  // read once, thread-safe
  return processFlags;
}

void setCommandLinePrintingFlags(const PrintingFlags &flags) { explicitPrintingFlags() = flags; }

}  // namespace tbuf

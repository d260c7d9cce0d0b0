// ValueNames and the command-line printing flags; see printer_value_names.h.
#include "ir/printer/printer_value_names.h"

#include "ir/printer/printer_impl.h"

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

/// Set by the driver (setCommandLinePrintingFlags); mlir-opt's defaults until
/// then.
PrintingFlags &commandLinePrintingFlags() {
  static PrintingFlags flags;
  return flags;
}

}  // namespace

const PrintingFlags &getCommandLinePrintingFlags() { return commandLinePrintingFlags(); }

void setCommandLinePrintingFlags(const PrintingFlags &flags) { commandLinePrintingFlags() = flags; }

}  // namespace tbuf

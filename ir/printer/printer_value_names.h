// Value names as the printer gives them, for code outside the printer that
// quotes values in its output the way the final print will (MLIR's
// `AsmState state(root, flags); value.printAsOperand(os, state)`), e.g. the
// `__opresult_alias_set_attr__ = [["%0", "%arg0"]]` of dump-alias-sets.
//
// Also the process-wide printing flags of the command line: MLIR's passes get
// them from `OpPrintingFlags()`, whose default constructor reads the
// registered `--mlir-print-*` options (global cl::opt values parsed from
// argv). tbuf has no global option registry: a driver stores the flags it
// will print its output with here (setCommandLinePrintingFlags), once, after
// parsing its command line (tools/tbuf_opt_main.cc does); until one does, the
// defaults apply.
#pragma once

#include <memory>
#include <string>

#include "ir/printer/printer.h"
#include "ir/value.h"

namespace tbuf {

namespace printer {
class SSANameState;
}  // namespace printer

/// Names the values nested in `root` exactly as `printOperation(root, out,
/// flags)` prints them as operands: `%name`, `%name#1` inside a multi-result
/// group, `%arg0`; plain numbers under `printGenericOpForm` (generic printing
/// asks no op for result names). Construction numbers the whole tree once
/// (linear in its size); each getName is O(1) in the number of values.
class ValueNames {
 public:
  ValueNames(Operation *root, const PrintingFlags &flags);
  ~ValueNames();
  ValueNames(const ValueNames &) = delete;
  ValueNames &operator=(const ValueNames &) = delete;

  /// The operand spelling of `value`; `<<UNKNOWN SSA VALUE>>` for a value not
  /// nested in the root (as the printer).
  std::string getName(Value value) const;

 private:
  PrintingFlags flags_;  ///< SSANameState keeps a reference to it
  std::unique_ptr<printer::SSANameState> state_;
};

/// The printing flags the running tool prints its final output with: those
/// given to setCommandLinePrintingFlags, else mlir-opt's defaults. Not
/// thread-safe to set while passes run.
const PrintingFlags &getCommandLinePrintingFlags();
/// Set by a driver after parsing `--mlir-print-op-generic`,
/// `--mlir-print-local-scope`, ... (tools/tbuf_opt_main.cc).
void setCommandLinePrintingFlags(const PrintingFlags &flags);

}  // namespace tbuf

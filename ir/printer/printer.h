// The MLIR text printer: turns IR back into the textual format, byte-identical
// to `mlir-opt-22` for the same IR. Ops with a custom assembly hook
// (OpDefinition::print) print through it; every other op prints in the generic
// form `%0 = "dialect.op"(%a) <{inherent}> ({...}) {attrs} : (i32) -> i32`.
//
// The printer mirrors MLIR's AsmPrinter: SSA names come from a naming pass run
// over the whole printed tree before printing (printer_names.cc), attribute and
// type aliases (`#map = affine_map<...>`, `#loc = loc(...)`) from a dry run of
// the print hooks (printer_aliases.cc). Both passes and the printing itself are
// linear in the size of the IR.
//
// Custom print hooks are called after the printer has written the op name
// (with the parent's default dialect stripped, e.g. `return` inside
// `func.func`), exactly like MLIR's `Op::print`; a hook starts with `p << " "`.
#pragma once

#include <cstdint>
#include <optional>
#include <iosfwd>
#include <string>

#include "ir/operation.h"

namespace tbuf {

/// Options of the printer; each field names the mlir-opt flag it mirrors.
struct PrintingFlags {
  /// `--mlir-print-op-generic`: every op in the generic form, values numbered
  /// uniquely across regions.
  bool printGenericOpForm = false;
  /// `--mlir-print-debuginfo`: trailing `loc(...)` on ops and block arguments,
  /// with `#loc` aliases as mlir-opt prints them.
  bool printLocations = false;
  /// `--mlir-print-local-scope`: number values from the closest isolated
  /// ancestor and print attributes inline (no aliases).
  bool useLocalScope = false;
  /// `--mlir-elide-elementsattrs-if-larger=N`: non-splat dense attributes with
  /// more than N elements print as `dense_resource<__elided__>`.
  std::optional<int64_t> elideElementsAttrIfLarger;
  /// `--mlir-print-elementsattrs-with-hex-if-larger=N`: non-splat dense
  /// attributes with more than N elements print as a hex string; -1 disables.
  int64_t printElementsAttrWithHexIfLarger = 100;
  /// Prints `{...}` instead of region bodies (OpPrintingFlags::skipRegions).
  bool skipRegions = false;
};

/// Appends the textual form of `op` to `out`, as MLIR's `Operation::print`:
/// for an op not nested in a block (a module), aliases that cannot be deferred
/// come first, then the op and a newline, then deferred (location) aliases.
/// A nested op prints alone (no aliases, no trailing newline) with value names
/// numbered from its top-level ancestor (or its closest isolated-from-above
/// ancestor with `useLocalScope`). O(size of the numbered tree).
void printOperation(Operation *op, std::string &out, const PrintingFlags &flags = {});

/// printOperation into `os`, writing the text out as it goes (after every
/// printed op once ~64 KiB are pending) instead of holding all of it. A
/// top-level op is first printed assuming that nothing in it gets an alias
/// and that the ops of its body name nothing; that text is held back until
/// it is known to be final: at the end, or once ~1 MiB is held if the context
/// has nothing the printer aliases and no op of the body breaks the second
/// assumption. So the text held is O(1) in the size of a module of functions
/// and globals without affine maps, and at most the whole text otherwise.
/// Same text as printOperation; O(size of the numbered tree).
void printOperation(Operation *op, std::ostream &os, const PrintingFlags &flags = {});

/// printOperation into a fresh string.
std::string printToString(Operation *op, const PrintingFlags &flags = {});

}  // namespace tbuf

// test-analysis-only / dump-alias-sets annotations of One-Shot Analysis, in
// mlir-opt 22's exact format:
//   __inplace_operands_attr__ = ["none", "true", "false"]  (one per operand)
//   __opresult_alias_set_attr__ = [["%0", "%arg1"], ...]    (per tensor result)
//   __bbarg_alias_set_attr__ = [[[["%arg2", "%0"]]]]       (region > block > tensor bbArg)
// Alias names are the SSA names the printer gives with the analysed op as
// the root (MLIR's AsmState(op) + printAsOperand), under the printing flags
// the output will be printed with: MLIR's AsmState(op) takes OpPrintingFlags(),
// i.e. the command line's --mlir-print-* options, so mlir-opt-22 writes
// "%inserted" normally and "%0" under --mlir-print-op-generic. tbuf reads the
// same flags from getCommandLinePrintingFlags() (set by the driver), unless a
// caller chose flags with setAliasSetPrintingFlags.
#include <optional>

#include "bufferize/one_shot_analysis_impl.h"
#include "ir/printer/printer.h"
#include "ir/printer/printer_value_names.h"

namespace tbuf::bufferization {

namespace {
constexpr const char *kInPlaceOperandsAttrName = "__inplace_operands_attr__";
constexpr const char *kOpResultAliasSetAttrName = "__opresult_alias_set_attr__";
constexpr const char *kBbArgAliasSetAttrName = "__bbarg_alias_set_attr__";

/// Flags chosen with setAliasSetPrintingFlags; unset: the command line's.
std::optional<PrintingFlags> &aliasSetPrintingFlags() {
  static std::optional<PrintingFlags> flags;
  return flags;
}
}  // namespace

void setAliasSetPrintingFlags(const PrintingFlags &flags) { aliasSetPrintingFlags() = flags; }

void annotateOpsWithBufferizationMarkers(Operation *root, const OneShotAnalysisState &state) {
  root->walk([&](Operation *op) {
    bool anyTensor = false;
    for (Value v : op->getOperands()) anyTensor |= v.getType().isa<TensorType>();
    if (!anyTensor) return;
    // MLIR's setInPlaceOpOperand, applied to every tensor operand: start from
    // an existing attribute (padded with "none") or from "none"/"false".
    std::vector<std::string> entries;
    if (auto existing = op->getAttrOfType<ArrayAttr>(kInPlaceOperandsAttrName)) {
      for (Attribute a : existing.getValue()) {
        auto s = a.dyn_cast<StringAttr>();
        entries.push_back(s ? std::string(s.getValue()) : std::string("none"));
      }
      if (entries.size() < op->getNumOperands()) entries.resize(op->getNumOperands(), "none");
    } else {
      entries.assign(op->getNumOperands(), "none");
      for (OpOperand &operand : op->getOpOperands())
        if (operand.get().getType().isa<TensorType>()) entries[operand.getOperandNumber()] = "false";
    }
    for (OpOperand &operand : op->getOpOperands())
      if (operand.get().getType().isa<TensorType>())
        entries[operand.getOperandNumber()] = state.isInPlace(operand) ? "true" : "false";
    std::vector<Attribute> attrs;
    Context *ctx = op->getContext();
    for (const std::string &e : entries) attrs.push_back(StringAttr::get(ctx, e));
    op->setAttr(kInPlaceOperandsAttrName, ArrayAttr::get(ctx, attrs));
  });
}

void annotateOpsWithAliasSets(Operation *root, const OneShotAnalysisState &state) {
  const std::optional<PrintingFlags> &chosen = aliasSetPrintingFlags();
  ValueNames names(root, chosen ? *chosen : getCommandLinePrintingFlags());
  Context *ctx = root->getContext();
  auto buildAliasesArray = [&](Value v) {
    std::vector<Attribute> aliases;
    state.applyOnAliases(v, [&](Value alias) { aliases.push_back(StringAttr::get(ctx, names.getName(alias))); });
    return ArrayAttr::get(ctx, aliases);
  };
  root->walk([&](Operation *op) {
    std::vector<Attribute> resultSets;
    for (Value result : op->getResults())
      if (result.getType().isa<TensorType>()) resultSets.push_back(buildAliasesArray(result));
    if (!resultSets.empty()) op->setAttr(kOpResultAliasSetAttrName, ArrayAttr::get(ctx, resultSets));

    std::vector<Attribute> regionSets;
    bool hasTensorBbArg = false;
    for (Region &region : op->getRegions()) {
      std::vector<Attribute> blockSets;
      for (Block &block : region) {
        std::vector<Attribute> argSets;
        for (Value arg : block.getArguments())
          if (arg.getType().isa<TensorType>()) {
            argSets.push_back(buildAliasesArray(arg));
            hasTensorBbArg = true;
          }
        blockSets.push_back(ArrayAttr::get(ctx, argSets));
      }
      regionSets.push_back(ArrayAttr::get(ctx, blockSets));
    }
    if (hasTensorBbArg) op->setAttr(kBbArgAliasSetAttrName, ArrayAttr::get(ctx, regionSets));
  });
}

}  // namespace tbuf::bufferization

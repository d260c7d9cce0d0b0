// strip-debuginfo: replaces the location of every op and block argument under
// the op it runs on by the unknown location (MLIR's StripDebugInfo pass).
// Visible with --mlir-print-debuginfo and in later diagnostics.
#include "ir/pass/passes.h"

namespace tbuf {

namespace {

class StripDebugInfoPass : public Pass {
 public:
  std::string_view getArgument() const override { return "strip-debuginfo"; }
  std::string_view getName() const override { return "StripDebugInfo"; }
  std::string_view getDescription() const override { return "Strip debug info from all operations"; }

  LogicalResult runOnOperation(Operation *op) override {
    op->walk([](Operation *nested) {
      nested->setLoc(Location::unknown());
      for (Region &region : nested->getRegions())
        for (Block &block : region)
          for (unsigned i = 0, e = block.getNumArguments(); i < e; ++i)
            block.getArgument(i).setLoc(Location::unknown());
    });
    return success();
  }
};

}  // namespace

std::unique_ptr<Pass> createStripDebugInfoPass() { return std::make_unique<StripDebugInfoPass>(); }

}  // namespace tbuf

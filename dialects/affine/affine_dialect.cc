// Registers the affine dialect (see affine_ops.h) and affine.yield's
// region-branch terminator interface: all its operands flow to the
// enclosing affine.for's iter_args or results, or affine.if's results.
#include <memory>

#include "dialects/affine/affine_ops.h"
#include "ir/context.h"
#include "ir/control_flow_interfaces.h"
#include "ir/operation.h"

namespace tbuf {
namespace {

class AffineYieldTerminator : public RegionBranchTerminatorOpInterface {
 public:
  std::vector<OpOperand *> getSuccessorOperands(Operation *term, Region *) const override {
    std::vector<OpOperand *> operands;
    for (unsigned i = 0; i < term->getNumOperands(); ++i) operands.push_back(&term->getOpOperand(i));
    return operands;
  }
};

}  // namespace

void registerAffineDialect(Context &ctx) {
  ctx.markDialectRegistered("affine");
  affine::detail::registerAccessOps(ctx);
  affine::detail::registerForOp(ctx);
  affine::detail::registerParallelOp(ctx);
  affine::detail::registerIfOp(ctx);
  ctx.attachInterface<RegionBranchTerminatorOpInterface>(affine::YieldOp::getOperationName(),
                                                         std::make_unique<AffineYieldTerminator>());
}

}  // namespace tbuf

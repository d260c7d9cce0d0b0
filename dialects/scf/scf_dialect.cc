// Registration of the scf dialect, and scf.yield (the terminator shared by
// scf.for, scf.if, scf.while's after region, scf.execute_region and
// scf.index_switch):  `scf.yield {attrs} %a, %b : T1, T2`.
#include "dialects/scf/scf_canonicalize.h"
#include "dialects/scf/scf_ops.h"
#include "dialects/scf/scf_parallel_internal.h"
#include "dialects/scf/scf_utils.h"
#include "ir/op_asm.h"

namespace tbuf {
namespace scf {

using namespace detail;

void YieldOp::build(OpBuilder &, OperationState &state, ValueRange results) { state.addOperands(results); }

namespace {

LogicalResult verifyYield(Operation *op) {
  if (failed(verifyNumRegions(op, 0)) || failed(verifyNumResults(op, 0)) || failed(verifyZeroSuccessors(op)))
    return failure();
  Operation *parent = op->getParentOp();
  static constexpr std::string_view kParents[] = {"scf.execute_region", "scf.for", "scf.if", "scf.index_switch",
                                                  "scf.while"};
  for (std::string_view name : kParents)
    if (parent && parent->getName() == name) return success();
  return op->emitOpError() << "expects parent op to be one of "
                              "'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'";
}

void registerYieldOp(Context &ctx) {
  OpDefinition def;
  def.name = std::string(YieldOp::getOperationName());
  def.dialect = "scf";
  def.traits = OpTrait::Terminator | OpTrait::ReturnLike | OpTrait::Pure;
  def.parse = parseOptionalOperandsWithTypes;
  def.print = printOptionalOperandsWithTypes;
  def.verify = verifyYield;
  ctx.registerOp(std::move(def));
}

}  // namespace
}  // namespace scf

void registerScfDialect(Context &ctx) {
  if (ctx.isDialectRegistered("scf")) return;
  ctx.markDialectRegistered("scf");
  scf::registerYieldOp(ctx);
  scf::detail::registerForOp(ctx);
  scf::detail::registerIfOps(ctx);
  scf::detail::registerWhileOps(ctx);
  scf::detail::registerForallOps(ctx);
  scf::detail::registerParallelOps(ctx);
  registerScfCanonicalizations(ctx);
}

}  // namespace tbuf

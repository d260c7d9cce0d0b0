// scf.parallel → nested sequential C loops, one per dimension, in row-major
// order (the first dimension outermost), as mlir-opt's scf-to-cf lowering
// runs them:
//
//   T r = init;                       (one C variable per result)
//   for (int64_t i = lb0; i < ub0; i += s0) {
//     for (int64_t j = lb1; j < ub1; j += s1) {
//       body
//       T acc = r; T v = <reduced value>;   (the reduction's block arguments)
//       reduction body
//       r = <scf.reduce.return operand>;
//     }
//   }
//
// Each scf.reduce region combines the running value (first argument) with
// the iteration's value (second) in iteration order.
#include "dialects/scf/scf_ops.h"
#include "ir/block.h"
#include "ir/operation.h"
#include "ir/region.h"
#include "lower/c_emitter_impl.h"

namespace tbuf::lower {

namespace {

/// Emits the reductions of scf.reduce `term` into the C variables `accs`.
LogicalResult emitReductions(CEmitter &e, Operation *term, const std::vector<std::string> &accs) {
  if (!scf::ReduceOp::classof(term)) return e.emitOp(term);
  for (unsigned i = 0; i < term->getNumRegions() && i < accs.size(); ++i) {
    Block &block = term->getRegion(i).front();
    e.assign(block.getArgument(0), accs[i]);
    e.assign(block.getArgument(1), e.name(term->getOperand(i)));
    LogicalResult r = e.emitRegion(term->getRegion(i), [&, i](Operation *ret) -> LogicalResult {
      if (!scf::ReduceReturnOp::classof(ret)) return e.emitOp(ret);
      e.assignParallel({accs[i]}, {ret->getOperand(0)});
      return success();
    });
    if (failed(r)) return failure();
  }
  return success();
}

LogicalResult emitParallel(CEmitter &e, Operation *op) {
  scf::ParallelOp par(op);
  std::vector<Value> inits = par.getInitVals().vec();
  std::vector<std::string> accs;
  for (size_t i = 0; i < inits.size() && i < op->getNumResults(); ++i) {
    if (e.typeName(op->getResult(i).getType(), op).empty()) return failure();
    e.assign(op->getResult(i), e.name(inits[i]));
    accs.push_back(e.name(op->getResult(i)));
  }
  std::vector<Value> ivs = par.getInductionVars(), lbs = par.getLowerBound().vec(),
                     ubs = par.getUpperBound().vec(), steps = par.getStep().vec();
  e.line() << "/* scf.parallel, run sequentially */\n";
  for (size_t d = 0; d < ivs.size(); ++d) {
    std::string iv = e.name(ivs[d]);
    e.line() << "for (int64_t " << iv << " = " << e.name(lbs[d]) << "; " << iv << " < " << e.name(ubs[d]) << "; "
             << iv << " += " << e.name(steps[d]) << ") {\n";
    e.indent();
  }
  LogicalResult r =
      e.emitRegion(par.getRegion(), [&](Operation *term) -> LogicalResult { return emitReductions(e, term, accs); });
  for (size_t d = 0; d < ivs.size(); ++d) {
    e.dedent();
    e.line() << "}\n";
  }
  return r;
}

}  // namespace

void registerScfParallelEmitters() { registerOpEmitter(scf::ParallelOp::getOperationName(), emitParallel); }

}  // namespace tbuf::lower

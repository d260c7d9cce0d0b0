// linalg.batch_reduce_matmul: C(m, n) += A(b, m, k) * B(b, k, n), summed
// over the batch b as well as k. Its assembly, payload (the matmul body),
// builder and verifier are those of linalg.batch_matmul
// (linalg_named_ops.cc); this file holds what differs: the default maps
// (the output drops the batch dim) and the accessors.
#include "dialects/linalg/linalg_internal.h"

namespace tbuf::linalg {

std::vector<AffineMap> BatchReduceMatmulOp::getDefaultIndexingMaps(Context *ctx) {
  AffineExpr d0 = getAffineDimExpr(0, ctx), d1 = getAffineDimExpr(1, ctx), d2 = getAffineDimExpr(2, ctx),
             d3 = getAffineDimExpr(3, ctx);
  return {AffineMap::get(4, 0, {d0, d1, d3}, ctx), AffineMap::get(4, 0, {d0, d3, d2}, ctx),
          AffineMap::get(4, 0, {d1, d2}, ctx)};
}

bool BatchReduceMatmulOp::hasUserDefinedMaps() const {
  return getIndexingMapsArray() != getDefaultIndexingMaps(getContext());
}

TypeFn BatchReduceMatmulOp::getCast() const {
  return decodeTypeFnAttr(op_->getAttr("cast")).value_or(TypeFn::cast_signed);
}

}  // namespace tbuf::linalg

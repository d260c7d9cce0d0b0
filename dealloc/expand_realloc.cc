// The `expand-realloc` pass (MLIR 22's memref ExpandReallocPass): rewrites
// every 1-D `memref.realloc` into its components, so that the ownership-based
// deallocation pass only sees allocations, copies and views:
//
//   %r = memref.realloc %m(%n) : memref<?xf32> to memref<?xf32>
// =>
//   %c0 = arith.constant 0 : index
//   %dim = memref.dim %m, %c0 : memref<?xf32>            (static: constant)
//   %grow = arith.cmpi ult, %dim, %n : index
//   %r = scf.if %grow -> (memref<?xf32>) {
//     %alloc = memref.alloc(%n) : memref<?xf32>          (alignment kept)
//     %sv = memref.subview %alloc[0] [%dim] [1]
//     memref.copy %m, %sv
//     memref.dealloc %m                                   (emit-deallocs only)
//     scf.yield %alloc
//   } else {
//     %rc = memref.reinterpret_cast %m to offset: [0], sizes: [%n], strides: [1]
//     scf.yield %rc
//   }
//
// As with MLIR's dialect conversion, the created ops are not folded (two
// static sizes give an `arith.cmpi` of two constants; canonicalize folds it).
// The memref.realloc verifier guarantees rank 1 and identity layouts; other
// reallocs (e.g. unranked) are reported with a located error.
#include "dealloc/passes.h"
#include "dialects/arith/arith_ops.h"
#include "dialects/memref/memref_ops.h"
#include "dialects/scf/scf_ops.h"
#include "ir/pass/pass.h"
#include "ir/pass/pass_registry.h"
#include "ir/rewriter.h"

namespace tbuf::dealloc {

namespace {

/// An index value for `ofr`: the value itself or a new `arith.constant`.
Value getValueOrCreateConstantIndex(OpBuilder &b, Location loc, OpFoldResult ofr) {
  if (ofr.value) return ofr.value;
  return b.create<arith::ConstantIndexOp>(loc, ofr.attr.cast<IntegerAttr>().getInt())->getResult(0);
}

/// Rewrites one realloc (MLIR's ExpandReallocOpPattern).
LogicalResult expandRealloc(memref::ReallocOp op, bool emitDeallocs, RewriterBase &rewriter) {
  MemRefType sourceType = op.getSource().getType().dyn_cast<MemRefType>();
  MemRefType resultType = op.getResult().getType().dyn_cast<MemRefType>();
  if (!sourceType || !resultType || sourceType.getRank() != 1 || resultType.getRank() != 1 ||
      !sourceType.hasIdentityLayout() || !resultType.hasIdentityLayout())
    return op->emitOpError() << "expected 1-D memrefs with identity layouts";
  Location loc = op->getLoc();
  rewriter.setInsertionPoint(op);

  // The size of the original buffer.
  OpFoldResult currSize = rewriter.getIndexAttr(sourceType.getDimSize(0));
  if (sourceType.isDynamicDim(0)) {
    Value zero = rewriter.create<arith::ConstantIndexOp>(loc, 0)->getResult(0);
    currSize = rewriter.create<memref::DimOp>(loc, op.getSource(), zero)->getResult(0);
  }
  // The requested size.
  OpFoldResult targetSize = resultType.isDynamicDim(0) ? OpFoldResult(op.getDynamicResultSize())
                                                       : OpFoldResult(rewriter.getIndexAttr(resultType.getDimSize(0)));

  // Only allocate and copy when the old buffer is smaller than requested.
  Value lhs = getValueOrCreateConstantIndex(rewriter, loc, currSize);
  Value rhs = getValueOrCreateConstantIndex(rewriter, loc, targetSize);
  Value cond = rewriter.create<arith::CmpIOp>(loc, arith::CmpIPredicate::ult, lhs, rhs)->getResult(0);
  IntegerAttr alignment;
  if (std::optional<int64_t> a = op.getAlignment()) alignment = rewriter.getI64IntegerAttr(*a);
  OpFoldResult zeroAttr = rewriter.getIndexAttr(0), oneAttr = rewriter.getIndexAttr(1);

  auto ifOp = rewriter.create<scf::IfOp>(
      loc, cond,
      [&](OpBuilder &b, Location l) {
        std::vector<Value> dynamicSizes;
        if (Value size = op.getDynamicResultSize()) dynamicSizes.push_back(size);
        Value newAlloc = b.create<memref::AllocOp>(l, resultType, dynamicSizes, ArrayRef<Value>(), alignment)
                             ->getResult(0);
        // Copy the old contents into the leading part of the new buffer.
        Value subview = b.create<memref::SubViewOp>(l, newAlloc, ArrayRef<OpFoldResult>{zeroAttr},
                                                    ArrayRef<OpFoldResult>{currSize}, ArrayRef<OpFoldResult>{oneAttr})
                            ->getResult(0);
        b.create<memref::CopyOp>(l, op.getSource(), subview);
        if (emitDeallocs) b.create<memref::DeallocOp>(l, op.getSource());
        b.create<scf::YieldOp>(l, ValueRange(std::vector<Value>{newAlloc}));
      },
      [&](OpBuilder &b, Location l) {
        // Static/dynamic type change (or shrinking) as a reinterpret_cast.
        Value casted = b.create<memref::ReinterpretCastOp>(l, resultType, op.getSource(), zeroAttr,
                                                           ArrayRef<OpFoldResult>{targetSize},
                                                           ArrayRef<OpFoldResult>{oneAttr})
                           ->getResult(0);
        b.create<scf::YieldOp>(l, ValueRange(std::vector<Value>{casted}));
      });
  rewriter.replaceOp(op, std::vector<Value>{ifOp->getResult(0)});
  return success();
}

class ExpandReallocPass : public Pass {
 public:
  Option<bool> emitDeallocs{*this, "emit-deallocs",
                            "Emit deallocation operations for the original MemRef", true};

  std::string_view getArgument() const override { return "expand-realloc"; }
  std::string_view getName() const override { return "ExpandReallocPass"; }
  std::string_view getDescription() const override {
    return "Expand memref.realloc operations into its components";
  }

  LogicalResult runOnOperation(Operation *root) override {
    std::vector<Operation *> reallocs;
    root->walk([&](Operation *op) {
      if (op->getName() == memref::ReallocOp::getOperationName()) reallocs.push_back(op);
    });
    if (reallocs.empty()) markAllAnalysesPreserved();
    IRRewriter rewriter(root->getContext());
    bool ok = true;
    for (Operation *op : reallocs)
      if (failed(expandRealloc(memref::ReallocOp(op), emitDeallocs, rewriter))) ok = false;
    return ok ? success() : failure();
  }
};

}  // namespace

void registerExpandReallocPass() { registerPass<ExpandReallocPass>(); }

}  // namespace tbuf::dealloc

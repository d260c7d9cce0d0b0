// The `bufferization-lower-deallocations` pass (MLIR 22's
// LowerDeallocationsPass) and `convert-bufferization-to-memref` (MLIR 22's
// ConvertBufferizationToMemRef): both lower every `bufferization.dealloc`
// (lower_deallocations.h), creating one `dealloc_helper` per module first
// when some dealloc has several memrefs; the second also lowers
// `bufferization.clone` to `memref.alloc` (identity layout, dynamic sizes
// from `memref.dim`, folded when the size is known) + `memref.copy` (+
// `memref.cast` back to the clone's layout) and rejects every other
// bufferization op, as MLIR's conversion target does.
//
// Differences with mlir-opt: an unranked clone (`memref<*xf32>`), which MLIR
// lowers through `memref.reshape`, is reported as unsupported (tbuf has no
// memref.reshape). On failure MLIR rolls the conversion back; here the pass
// checks every op first, so the IR is untouched when it fails.
#include <string>
#include <vector>

#include "dealloc/lower_deallocations.h"
#include "dealloc/passes.h"
#include "dialects/arith/arith_ops.h"
#include "dialects/bufferization/bufferization_ops.h"
#include "dialects/memref/memref_ops.h"
#include "ir/builtin_ops.h"
#include "ir/pass/pass.h"
#include "ir/pass/pass_registry.h"
#include "transforms/fold_utils.h"

namespace tbuf::dealloc {

namespace {

bool isDealloc(Operation *op) { return op->getName() == bufferization::DeallocOp::getOperationName(); }
bool isClone(Operation *op) { return op->getName() == bufferization::CloneOp::getOperationName(); }

/// MLIR's pass root check.
LogicalResult checkRoot(Operation *root) {
  if (root->getName() == ModuleOp::getOperationName() || root->getName() == func::FuncOp::getOperationName())
    return success();
  return root->emitError() << "root operation must be a builtin.module or a function";
}

/// Every dealloc needing the generic lowering must have a helper (checked
/// before anything is rewritten). Like MLIR's conversion driver, the first
/// dealloc without one is reported by the pattern and then as illegal, and
/// the conversion stops there.
LogicalResult checkHelpers(ArrayRef<Operation *> deallocs, const DeallocHelperMap &helpers) {
  for (Operation *op : deallocs) {
    if (bufferization::DeallocOp(op).getMemrefs().size() <= 1 || helpers.contains(getParentSymbolTable(op))) continue;
    op->emitError() << "library function required for generic lowering, but cannot be automatically inserted "
                       "when operating on functions";
    return op->emitError() << "failed to legalize operation '" << op->getName()
                           << "' that was explicitly marked illegal";
  }
  return success();
}

/// `memref.dim %source, %c<i>` folded like MLIR's createOrFold (e.g. to the
/// dynamic size operand of the allocation defining `source`).
Value createOrFoldDim(OpBuilder &b, Location loc, Value source, int64_t i) {
  Value index = b.create<arith::ConstantIndexOp>(loc, i)->getResult(0);
  Operation *dim = b.create<memref::DimOp>(loc, source, index).getOperation();
  std::vector<OpFoldResult> folded;
  if (succeeded(foldOperation(dim, folded)) && folded.size() == 1) {
    if (folded[0].value) {
      dim->erase();
      return folded[0].value;
    }
    OpBuilder before(dim);
    if (Operation *cst = materializeConstant(before, "memref", folded[0].attr, b.getIndexType(), loc)) {
      dim->erase();
      return cst->getResult(0);
    }
  }
  return dim->getResult(0);
}

/// The alloc type of a clone (identity layout), or null if unsupported.
MemRefType getCloneAllocType(bufferization::CloneOp clone) {
  MemRefType type = clone.getOutput().getType().dyn_cast<MemRefType>();
  if (!type) return MemRefType();
  MemRefType allocType = MemRefType::get(type.getShape(), type.getElementType(), Attribute(), type.getMemorySpace());
  return memref::CastOp::areCastCompatible(allocType, type) ? allocType : MemRefType();
}

/// MLIR's CloneOpConversion.
void lowerClone(bufferization::CloneOp clone, RewriterBase &rewriter) {
  Location loc = clone->getLoc();
  rewriter.setInsertionPoint(clone);
  MemRefType type = clone.getOutput().getType().cast<MemRefType>();
  MemRefType allocType = getCloneAllocType(clone);
  std::vector<Value> dynamicOperands;
  for (int64_t i = 0; i < type.getRank(); ++i)
    if (type.isDynamicDim(i)) dynamicOperands.push_back(createOrFoldDim(rewriter, loc, clone.getInput(), i));
  Value alloc = rewriter.create<memref::AllocOp>(loc, allocType, dynamicOperands)->getResult(0);
  if (Type(type) != Type(allocType)) alloc = rewriter.create<memref::CastOp>(loc, type, alloc)->getResult(0);
  rewriter.create<memref::CopyOp>(loc, clone.getInput(), alloc);
  rewriter.replaceOp(clone, std::vector<Value>{alloc});
}

class LowerDeallocationsPass : public Pass {
 public:
  std::string_view getArgument() const override { return "bufferization-lower-deallocations"; }
  std::string_view getName() const override { return "LowerDeallocationsPass"; }
  std::string_view getDescription() const override {
    return "Lowers `bufferization.dealloc` operations to `memref.dealloc`operations";
  }

  LogicalResult runOnOperation(Operation *root) override {
    if (failed(checkRoot(root))) return failure();
    std::vector<Operation *> deallocs;
    root->walk([&](Operation *op) {
      if (isDealloc(op)) deallocs.push_back(op);
    });
    if (deallocs.empty()) {
      markAllAnalysesPreserved();
      return success();
    }
    DeallocHelperMap helpers;
    if (root->getName() == ModuleOp::getOperationName()) buildDeallocationHelpers(root, helpers);
    if (failed(checkHelpers(deallocs, helpers))) return failure();
    IRRewriter rewriter(root->getContext());
    for (Operation *op : deallocs)
      if (failed(lowerDeallocOp(op, rewriter, helpers))) return failure();
    return success();
  }
};

class ConvertBufferizationToMemRefPass : public Pass {
 public:
  std::string_view getArgument() const override { return "convert-bufferization-to-memref"; }
  std::string_view getName() const override { return "ConvertBufferizationToMemRefPass"; }
  std::string_view getDescription() const override {
    return "Convert operations from the Bufferization dialect to the MemRef dialect";
  }

  LogicalResult runOnOperation(Operation *root) override {
    std::vector<Operation *> deallocs, clones;
    bool ok = true;
    root->walk([&](Operation *op) {
      if (isDealloc(op)) {
        deallocs.push_back(op);
      } else if (isClone(op)) {
        bufferization::CloneOp clone(op);
        if (clone.getOutput().getType().isa<UnrankedMemRefType>()) {
          op->emitOpError() << "of unranked memref type is not supported (MLIR lowers it through memref.reshape)";
          ok = false;
        } else if (!getCloneAllocType(clone)) {
          op->emitError() << "failed to legalize operation '" << op->getName() << "' that was explicitly marked illegal";
          ok = false;
        } else {
          clones.push_back(op);
        }
      } else if (op->getName().starts_with("bufferization.")) {
        op->emitError() << "failed to legalize operation '" << op->getName() << "' that was explicitly marked illegal";
        ok = false;
      }
    });
    if (!ok) return failure();
    // Helpers only exist on a module (MLIR creates them only there).
    DeallocHelperMap helpers;
    if (root->getName() == ModuleOp::getOperationName()) buildDeallocationHelpers(root, helpers);
    if (failed(checkHelpers(deallocs, helpers))) return failure();
    IRRewriter rewriter(root->getContext());
    for (Operation *op : clones) lowerClone(bufferization::CloneOp(op), rewriter);
    for (Operation *op : deallocs)
      if (failed(lowerDeallocOp(op, rewriter, helpers))) return failure();
    return success();
  }
};

}  // namespace

void registerLowerDeallocationsPasses() {
  registerPass<LowerDeallocationsPass>();
  registerPass<ConvertBufferizationToMemRefPass>();
}

}  // namespace tbuf::dealloc

// Folds and canonicalization patterns of the linalg structured ops (MLIR 22)
// and their registration. In MLIR's order per op:
//
//  dialect-wide (every structured op):
//   EraseDeadLinalgOp           an op with a zero-sized memref operand is erased
//   InferStaticShapeOfOperands  static sizes known from one operand (through
//                               the indexing maps) are cast onto the others:
//                               matmul(tensor<4x8>, tensor<?x16>) -> tensor<?x?>
//                               => matmul on tensor<8x16> / tensor<4x16> + casts
//   FoldTensorCastConsumerOp    (rooted at tensor.cast) a cast making a linalg
//                               result more static moves onto its init
//  tensor dialect-wide (MLIR collects dialect patterns sorted by namespace, so
//  after linalg's; before the op's own):
//   FoldTensorCastProducerOp    operands defined by information-losing
//                               tensor.casts are replaced by the casts'
//                               sources; results whose type changed are cast
//                               back
//  per op:
//   linalg.copy       EraseSelfCopy (copy %a -> %a), then FoldFillWithCopy
//   linalg.generic    EraseIdentityLinalgOp (body only yields block arguments)
//   linalg.transpose  FoldFillWithTranspose, FoldTransposeWithTranspose
//  folds:
//   fill, copy, generic, matmul, batch_matmul absorb memref.cast operands
//   (memref::foldMemRefCast); transpose on tensors with an identity
//   permutation folds to its input.
// Dead structured ops on tensors are erased by the driver (they have no
// memory effects on tensors).
#include "dialects/linalg/linalg_canonicalize.h"

#include <algorithm>

#include "absl/container/flat_hash_map.h"
#include "dialects/linalg/linalg_internal.h"
#include "dialects/linalg/linalg_ops.h"
#include "dialects/tensor/tensor_canonicalize.h"
#include "ir/ir_mapping.h"

namespace tbuf {
namespace linalg::canon {

// ---- shared helpers --------------------------------------------------------------

namespace {

/// MLIR's tensor::CastOp::areCastCompatible: same element type and
/// compatible shapes.
bool areTensorCastCompatible(Type a, Type b) {
  auto aT = a.dyn_cast<TensorType>(), bT = b.dyn_cast<TensorType>();
  if (!aT || !bT || aT.getElementType() != bT.getElementType()) return false;
  if (!aT.hasRank() || !bT.hasRank()) return true;
  if (aT.getRank() != bT.getRank()) return false;
  for (int64_t i = 0; i < aT.getRank(); ++i) {
    int64_t x = aT.getDimSize(i), y = bT.getDimSize(i);
    if (!isDynamic(x) && !isDynamic(y) && x != y) return false;
  }
  return true;
}

// ---- folds -------------------------------------------------------------------------

/// MLIR's memref::foldMemRefCast: operands produced by a memref.cast of a
/// ranked memref take the cast's source (in place).
LogicalResult foldMemRefCast(Operation *op, ArrayRef<Attribute>, std::vector<OpFoldResult> &) {
  bool folded = false;
  for (OpOperand &operand : op->getOpOperands()) {
    Operation *cast = getDefiningOpNamed(operand.get(), "memref.cast");
    if (!cast || cast->getOperand(0).getType().isa<UnrankedMemRefType>()) continue;
    operand.set(cast->getOperand(0));
    folded = true;
  }
  return success(folded);
}

/// transpose of a tensor with an empty or identity permutation => its input.
LogicalResult foldTranspose(Operation *op, ArrayRef<Attribute>, std::vector<OpFoldResult> &results) {
  TransposeOp transpose(op);
  if (op->getNumOperands() != 2 || !transpose.getInput().getType().isa<TensorType>()) return failure();
  std::vector<int64_t> perm = transpose.getPermutation();
  for (size_t i = 0; i < perm.size(); ++i)
    if (perm[i] != static_cast<int64_t>(i)) return failure();
  results.push_back(OpFoldResult(transpose.getInput()));
  return success();
}

// ---- dialect-wide patterns -----------------------------------------------------------

LogicalResult eraseDeadLinalgOp(Operation *op, RewriterBase &rewriter) {
  for (OpOperand &operand : op->getOpOperands()) {
    auto type = operand.get().getType().dyn_cast<MemRefType>();
    if (!type) continue;
    ArrayRef<int64_t> shape = type.getShape();
    if (std::find(shape.begin(), shape.end(), 0) != shape.end()) {
      rewriter.eraseOp(op);
      return success();
    }
  }
  return failure();
}

LogicalResult inferStaticShapeOfOperands(Operation *op, RewriterBase &rewriter) {
  LinalgOp linalgOp(op);
  if (!linalgOp.hasPureTensorSemantics()) return failure();
  std::vector<AffineMap> maps = linalgOp.getIndexingMapsArray();
  if (maps.size() != op->getNumOperands()) return failure();
  for (AffineMap m : maps)
    if (!m || !m.isProjectedPermutation()) return failure();

  // Static size of each loop dimension, from the first operand giving one.
  absl::flat_hash_map<AffineExpr, int64_t> exprToSize;
  for (OpOperand &operand : op->getOpOperands()) {
    if (linalgOp.isScalar(&operand)) continue;
    auto type = operand.get().getType().dyn_cast<RankedTensorType>();
    if (!type) return failure();
    AffineMap map = maps[operand.getOperandNumber()];
    ArrayRef<int64_t> shape = type.getShape();
    std::vector<int64_t> sourceShape(shape.begin(), shape.end());
    if (Operation *cast = getDefiningOpNamed(operand.get(), "tensor.cast")) {
      auto castSource = cast->getOperand(0).getType().dyn_cast<RankedTensorType>();
      if (castSource && castSource.hasStaticShape())
        sourceShape.assign(castSource.getShape().begin(), castSource.getShape().end());
    }
    for (unsigned i = 0; i < sourceShape.size() && i < map.getNumResults(); ++i) {
      if (type.isDynamicDim(i)) continue;
      AffineExpr e = map.getResult(i);
      if (e.getKind() == AffineExprKind::DimId) exprToSize.try_emplace(e, sourceShape[i]);
    }
  }

  Location loc = op->getLoc();
  std::vector<Value> newOperands;
  std::vector<Type> resultTypes;
  bool changeNeeded = false;
  for (OpOperand &operand : op->getOpOperands()) {
    Value src = operand.get();
    newOperands.push_back(src);
    if (linalgOp.isScalar(&operand)) continue;
    auto type = src.getType().cast<RankedTensorType>();
    bool isInit = linalgOp.isDpsInit(&operand);
    if (type.hasStaticShape() && isInit) {
      resultTypes.push_back(type);
      continue;
    }
    AffineMap map = maps[operand.getOperandNumber()];
    std::vector<int64_t> newShape;
    bool newOperandNeeded = false;
    for (int64_t i = 0; i < type.getRank(); ++i) {
      AffineExpr e = map.getResult(i);
      auto it = exprToSize.find(e);
      if (it == exprToSize.end() || !type.isDynamicDim(i)) {
        newShape.push_back(type.getDimSize(i));
        continue;
      }
      newShape.push_back(it->second);
      newOperandNeeded = true;
    }
    Type newType = RankedTensorType::get(newShape, type.getElementType(), type.getEncoding());
    if (newOperandNeeded) {
      changeNeeded = true;
      newOperands[operand.getOperandNumber()] = createTensorCast(rewriter, loc, newType, src);
    }
    if (isInit) resultTypes.push_back(newType);
  }
  if (!changeNeeded) return failure();

  Operation *newOp = cloneWithOperands(rewriter, op, resultTypes, newOperands);
  std::vector<Value> replacements;
  for (unsigned i = 0; i < op->getNumResults() && i < newOp->getNumResults(); ++i) {
    Value newResult = newOp->getResult(i);
    Type oldType = op->getResult(i).getType();
    replacements.push_back(newResult.getType() != oldType ? createTensorCast(rewriter, loc, oldType, newResult)
                                                          : newResult);
  }
  rewriter.replaceOp(op, replacements);
  return success();
}

/// (Rooted at tensor.cast.) A cast making a structured op's result more
/// static is applied to the op's init instead.
LogicalResult foldTensorCastConsumerOp(Operation *castOp, RewriterBase &rewriter) {
  if (castOp->getNumOperands() != 1 || castOp->getNumResults() != 1) return failure();
  Value source = castOp->getOperand(0);
  if (!preservesStaticInformation(source.getType(), castOp->getResult(0).getType())) return failure();
  Operation *producer = source.getDefiningOp();
  if (!producer || !LinalgOp::classof(producer) || castOp->getBlock() != producer->getBlock()) return failure();
  LinalgOp linalgOp(producer);

  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPoint(producer);
  Location loc = producer->getLoc();
  unsigned resultNumber = source.cast<OpResult>().getResultNumber();
  Type resultType = castOp->getResult(0).getType();
  OpOperand *outOperand = linalgOp.getDpsInitOperand(resultNumber);
  if (!outOperand) return failure();
  Value newOperand = createTensorCast(rewriter, loc, resultType, outOperand->get());
  std::vector<Value> newOperands = linalgOp.getDpsInputs().vec();
  std::vector<Value> outputs = linalgOp.getDpsInits().vec();
  outputs[resultNumber] = newOperand;
  newOperands.insert(newOperands.end(), outputs.begin(), outputs.end());
  std::vector<Type> resultTypes = producer->getResultTypes();
  resultTypes[resultNumber] = resultType;
  Operation *newOp = cloneWithOperands(rewriter, producer, resultTypes, newOperands);

  Value castBack = createTensorCast(rewriter, loc, source.getType(), newOp->getResult(resultNumber));
  std::vector<Value> results = newOp->getResults().vec();
  results[resultNumber] = castBack;
  rewriter.replaceOp(producer, results);
  rewriter.replaceOp(castOp, {newOp->getResult(resultNumber)});
  return success();
}

// ---- per-op patterns ---------------------------------------------------------------------

/// linalg.copy ins(%a) outs(%a): erased on buffers, %a on tensors.
LogicalResult eraseSelfCopy(Operation *op, RewriterBase &rewriter) {
  LinalgOp copy(op);
  if (copy.getDpsInputs().vec() != copy.getDpsInits().vec()) return failure();
  if (copy.hasPureBufferSemantics())
    rewriter.eraseOp(op);
  else
    rewriter.replaceOp(op, copy.getDpsInputs().vec());
  return success();
}

/// A generic whose body only yields block arguments (all maps equal) is
/// replaced by the corresponding operands (MLIR's EraseIdentityLinalgOp).
LogicalResult eraseIdentityGeneric(Operation *op, RewriterBase &rewriter) {
  LinalgOp linalgOp(op);
  std::vector<AffineMap> maps = linalgOp.getIndexingMapsArray();
  for (AffineMap m : maps)
    if (m != maps.front()) return failure();
  Block *body = linalgOp.getBlock();
  if (!body || &body->front() != &body->back() || !YieldOp::classof(&body->back())) return failure();
  Operation *yield = &body->back();

  if (linalgOp.hasPureBufferSemantics()) {
    if (linalgOp.getNumDpsInputs() != 1 || linalgOp.getNumDpsInits() != 1 ||
        linalgOp.getDpsInputs()[0] != linalgOp.getDpsInits()[0])
      return failure();
    if (yield->getNumOperands() == 0) return failure();
    auto arg = yield->getOperand(0).dyn_cast<BlockArgument>();
    if (!arg || arg.getOwner() != body) return failure();
    rewriter.eraseOp(op);
    return success();
  }
  if (!linalgOp.hasPureTensorSemantics()) return failure();

  std::vector<Value> returnedArgs;
  for (unsigned i = 0; i < yield->getNumOperands(); ++i) {
    auto arg = yield->getOperand(i).dyn_cast<BlockArgument>();
    if (!arg || arg.getOwner() != body) return failure();
    if (i >= op->getNumResults()) return failure();
    Value returned = op->getOperand(arg.getArgNumber());
    Type resultType = op->getResult(i).getType();
    if (returned.getType() != resultType) {
      if (!areTensorCastCompatible(returned.getType(), resultType)) return failure();
      returned = createTensorCast(rewriter, op->getLoc(), resultType, returned);
    }
    returnedArgs.push_back(returned);
  }
  if (returnedArgs.size() != op->getNumResults()) return failure();
  rewriter.replaceOp(op, returnedArgs);
  return success();
}

/// transpose(transpose(%x, p), q) => transpose(%x, p∘q).
LogicalResult foldTransposeWithTranspose(Operation *op, RewriterBase &rewriter) {
  TransposeOp transpose(op);
  Operation *def = getDefiningOpNamed(transpose.getInput(), TransposeOp::getOperationName());
  if (!def) return failure();
  std::vector<int64_t> defPerms = TransposeOp(def).getPermutation(), perms = transpose.getPermutation();
  std::vector<int64_t> folded;
  for (int64_t p : perms) {
    if (p < 0 || p >= static_cast<int64_t>(defPerms.size())) return failure();
    folded.push_back(defPerms[p]);
  }
  Operation *newOp = rewriter.create<TransposeOp>(op->getLoc(), TransposeOp(def).getInput(), transpose.getInit(),
                                                  ArrayRef<int64_t>(folded));
  rewriter.replaceOp(op, newOp);
  return success();
}

/// broadcast(broadcast(%x, d1), d2) => broadcast(%x, d2 + d1 mapped to the
/// init's dims), MLIR's FoldBroadcasts.
LogicalResult foldBroadcastWithBroadcast(Operation *op, RewriterBase &rewriter) {
  Operation *def = getDefiningOpNamed(op->getOperand(0), "linalg.broadcast");
  if (!def) return failure();
  std::vector<int64_t> dims = linalg::detail::getBroadcastDimensions(op), defDims = linalg::detail::getBroadcastDimensions(def);
  Value init = op->getOperand(1);
  int64_t initRank = init.getType().cast<ShapedType>().getRank();
  std::vector<int64_t> dimMap;  // input dim -> init dim
  for (int64_t d = 0; d < initRank; ++d)
    if (std::find(dims.begin(), dims.end(), d) == dims.end()) dimMap.push_back(d);
  std::vector<int64_t> folded = dims;
  for (int64_t d : defDims) {
    if (d < 0 || d >= static_cast<int64_t>(dimMap.size())) return failure();
    folded.push_back(dimMap[d]);
  }
  std::sort(folded.begin(), folded.end());
  rewriter.setInsertionPoint(op);
  Operation *newOp = linalg::detail::createBroadcast(rewriter, op->getLoc(), def->getOperand(0), init, folded);
  rewriter.replaceOp(op, newOp);
  return success();
}

}  // namespace
}  // namespace linalg::canon

void registerLinalgCanonicalizations(Context &ctx) {
  using namespace linalg;
  using namespace linalg::canon;
  for (std::string_view name :
       {FillOp::getOperationName(), CopyOp::getOperationName(), MatmulOp::getOperationName(),
        BatchMatmulOp::getOperationName(), BatchReduceMatmulOp::getOperationName(), TransposeOp::getOperationName(), GenericOp::getOperationName(),
        MapOp::getOperationName(), ReduceOp::getOperationName(), std::string_view("linalg.broadcast")}) {
    OpDefinition *def = ctx.lookupOpMutable(name);
    if (!def) continue;
    // MLIR's dialect patterns (linalg's, then tensor's) come before the op's
    // own ones.
    def->canonicalizers.insert(def->canonicalizers.begin(), {eraseDeadLinalgOp, inferStaticShapeOfOperands,
                                                             tensor::canon::getFoldTensorCastProducerPattern()});
    if (name == TransposeOp::getOperationName()) {
      def->fold = foldTranspose;
    } else if (name != MapOp::getOperationName() && name != ReduceOp::getOperationName()) {
      def->fold = foldMemRefCast;
    }
    if (name == CopyOp::getOperationName()) {
      def->canonicalizers.push_back(eraseSelfCopy);
      def->canonicalizers.push_back(foldFillWithCopy);
    } else if (name == GenericOp::getOperationName()) {
      def->canonicalizers.push_back(eraseIdentityGeneric);
    } else if (name == "linalg.broadcast") {
      // MLIR: EraseIdentityLinalgOp<BroadcastOp>, FoldBroadcasts.
      def->canonicalizers.push_back(eraseIdentityGeneric);
      def->canonicalizers.push_back(foldBroadcastWithBroadcast);
    } else if (name == TransposeOp::getOperationName()) {
      def->canonicalizers.push_back(foldFillWithTranspose);
      def->canonicalizers.push_back(foldTransposeWithTranspose);
    }
  }
  // Patterns rooted at tensor ops: linalg's dialect pattern on tensor.cast,
  // and linalg.fill's patterns (MLIR collects "linalg.fill" before
  // "tensor.*").
  prependCanonicalizers(ctx, "tensor.cast", {foldTensorCastConsumerOp});
  prependCanonicalizers(ctx, "tensor.extract", {foldFillWithTensorExtract});
  prependCanonicalizers(ctx, "tensor.collapse_shape", {foldFillWithTensorReshape});
  prependCanonicalizers(ctx, "tensor.expand_shape", {foldFillWithTensorReshape});
  prependCanonicalizers(ctx, "tensor.concat", {foldConcatsOfFill});
}

}  // namespace tbuf

// Folds and canonicalization patterns of tensor.cast, dim, rank, empty,
// extract, insert, from_elements, splat, generate, concat and bitcast (MLIR
// 22), the dialect-wide folding of casts into destination-style consumers,
// the registration of all tensor canonicalizations and the helpers they
// share (see tensor_canonicalize.h).
//
//   cast %x : T to T                                  =>  %x                 (fold)
//   cast(cast %x) when no runtime check is lost        =>  cast %x
//   cast(extract_slice) adding static sizes            =>  extract_slice with those sizes
//   cast(tensor.empty) adding static sizes             =>  tensor.empty of the cast type
//   dim %t, %c (static dim)                            =>  constant             (fold)
//   dim(generate / extract_slice) of a dynamic dim     =>  its size operand     (fold)
//   dim(cast %x) losing information                    =>  dim %x               (fold)
//   dim(cast %x) / dim(DPS op result) / dim(empty)     =>  dim %x / dim init / size operand
//   rank %t (ranked)                                   =>  constant             (fold)
//   empty(%c5) : tensor<?xf32>                         =>  empty() : tensor<5xf32> + cast
//   extract(splat/dense constant, from_elements)       =>  the element          (fold)
//   extract(cast %x) / extract(generate)               =>  extract %x / the generate body
//   insert %c into splat constant of %c                =>  the constant         (fold)
//   from_elements / splat of constants                 =>  dense constant       (fold)
//   generate(%c5) : tensor<?xf32>                      =>  generate() : tensor<5xf32> + cast
//   concat of one input                                =>  the input / a cast
//   bitcast(bitcast %x)                                =>  bitcast %x
//   DPS op on an information-losing cast               =>  op on the source + cast back
#include "dialects/tensor/tensor_canonicalize.h"

#include "dialects/tensor/tensor_ops.h"
#include "ir/builder.h"
#include "ir/ir_mapping.h"

namespace tbuf {
namespace tensor::canon {

// ---- matching ----------------------------------------------------------------

bool canFoldIntoConsumerOp(Operation *castOp) {
  if (!castOp || castOp->getName() != CastOp::getOperationName()) return false;
  return preservesStaticInformation(castOp->getResult(0).getType(), castOp->getOperand(0).getType());
}

bool canFoldIntoProducerOp(Operation *castOp) {
  if (!castOp || castOp->getName() != CastOp::getOperationName()) return false;
  return preservesStaticInformation(castOp->getOperand(0).getType(), castOp->getResult(0).getType());
}

bool foldTensorCastOperands(Operation *op) {
  bool folded = false;
  for (OpOperand &operand : op->getOpOperands()) {
    Operation *cast = getDefiningOpNamed(operand.get(), CastOp::getOperationName());
    if (cast && canFoldIntoConsumerOp(cast)) {
      operand.set(cast->getOperand(0));
      folded = true;
    }
  }
  return folded;
}



// ---- building ------------------------------------------------------------------


Value createCast(RewriterBase &rewriter, Location loc, Type type, Value v) {
  return rewriter.create<CastOp>(loc, type, v).getResult();
}

namespace {

/// An attribute for one element of a dense constant.
Attribute getElementAttr(DenseElementsAttr attr, int64_t flatIndex) {
  Type elementType = attr.getElementType();
  if (attr.isFloat()) return FloatAttr::get(elementType, attr.getFloatAt(flatIndex));
  return IntegerAttr::get(elementType, attr.getIntAt(flatIndex));
}

/// A dense constant of `type` from element attributes (null if an element
/// is not an integer or float attribute of the element type).
DenseElementsAttr getDenseFromElements(ShapedType type, ArrayRef<Attribute> elements) {
  Type elementType = type.getElementType();
  if (elementType.isa<FloatType>()) {
    std::vector<double> values;
    for (Attribute a : elements) {
      auto f = a.dyn_cast<FloatAttr>();
      if (!f || f.getType() != elementType) return DenseElementsAttr();
      values.push_back(f.getValue());
    }
    return DenseElementsAttr::getFloats(type, std::move(values));
  }
  std::vector<int64_t> values;
  for (Attribute a : elements) {
    auto i = a.dyn_cast<IntegerAttr>();
    if (!i || i.getType() != elementType) return DenseElementsAttr();
    values.push_back(i.getInt());
  }
  return DenseElementsAttr::getInts(type, std::move(values));
}

/// The folds of CastOpInterface ops: an identity cast folds to its source.
LogicalResult foldIdentityCast(Operation *op, std::vector<OpFoldResult> &results) {
  if (op->getNumOperands() != 1 || op->getNumResults() != 1) return failure();
  if (op->getOperand(0).getType() != op->getResult(0).getType()) return failure();
  results.push_back(op->getOperand(0));
  return success();
}

LogicalResult foldCast(Operation *op, ArrayRef<Attribute>, std::vector<OpFoldResult> &results) {
  return foldIdentityCast(op, results);
}

// ---- tensor.cast ---------------------------------------------------------------

/// MLIR's joinShapes: the tensor type with the static knowledge of both
/// (null if they conflict).
Type joinShapes(Type one, Type two) {
  auto a = one.dyn_cast<RankedTensorType>(), b = two.dyn_cast<RankedTensorType>();
  if (!a) return two;
  if (!b) return one;
  if (a.getRank() != b.getRank()) return Type();
  std::vector<int64_t> join;
  for (int64_t i = 0; i < a.getRank(); ++i) {
    if (a.isDynamicDim(i)) {
      join.push_back(b.getDimSize(i));
    } else if (b.isDynamicDim(i) || a.getDimSize(i) == b.getDimSize(i)) {
      join.push_back(a.getDimSize(i));
    } else {
      return Type();
    }
  }
  return RankedTensorType::get(join, a.getElementType(), Attribute());
}

/// ChainedTensorCast: cast(cast %x) => cast %x when joining the three shapes
/// gives the same as joining the outer two (no runtime check is lost).
LogicalResult chainedTensorCast(Operation *op, RewriterBase &rewriter) {
  Operation *inner = getDefiningOpNamed(op->getOperand(0), CastOp::getOperationName());
  if (!inner) return failure();
  Type sourceType = inner->getOperand(0).getType();
  Type intermediateType = inner->getResult(0).getType();
  Type resultType = op->getResult(0).getType();
  Type firstJoin = joinShapes(sourceType, intermediateType);
  if (firstJoin) firstJoin = joinShapes(firstJoin, resultType);
  if (!firstJoin) return failure();
  if (firstJoin != joinShapes(sourceType, resultType)) return failure();
  rewriter.replaceOpWithNewOp<CastOp>(op, resultType, inner->getOperand(0));
  return success();
}

/// FoldEmptyTensorWithCastOp: cast(empty) adding static sizes => an empty
/// tensor of the cast type (the encoding is dropped, as in MLIR).
LogicalResult foldEmptyTensorWithCast(Operation *op, RewriterBase &rewriter) {
  if (!canFoldIntoProducerOp(op)) return failure();
  Operation *producer = getDefiningOpNamed(op->getOperand(0), EmptyOp::getOperationName());
  if (!producer) return failure();
  auto resultType = op->getResult(0).getType().cast<RankedTensorType>();
  std::vector<OpFoldResult> current = EmptyOp(producer).getMixedSizes();
  std::vector<OpFoldResult> sizes;
  for (int64_t i = 0; i < resultType.getRank(); ++i) {
    int64_t newDim = resultType.getDimSize(i);
    if (current[i].attr) {
      if (isDynamic(newDim) || newDim != current[i].attr.cast<IntegerAttr>().getInt()) return failure();
      sizes.push_back(current[i]);
    } else if (!isDynamic(newDim)) {
      sizes.push_back(OpFoldResult(rewriter.getIndexAttr(newDim)));
    } else {
      sizes.push_back(current[i]);
    }
  }
  rewriter.replaceOpWithNewOp<EmptyOp>(op, ArrayRef<OpFoldResult>(sizes), resultType.getElementType(),
                                       Attribute());
  return success();
}

// ---- tensor.dim ------------------------------------------------------------------

LogicalResult foldDim(Operation *op, ArrayRef<Attribute> operands, std::vector<OpFoldResult> &results) {
  auto index = operands.size() > 1 ? operands[1].dyn_cast<IntegerAttr>() : IntegerAttr();
  if (!index) return failure();
  auto type = op->getOperand(0).getType().dyn_cast<RankedTensorType>();
  if (!type) return failure();
  int64_t i = index.getInt();
  if (i < 0 || i >= type.getRank()) return failure();
  if (!type.isDynamicDim(i)) {
    results.push_back(OpFoldResult(IntegerAttr::get(IndexType::get(op->getContext()), type.getDimSize(i))));
    return success();
  }
  Operation *def = op->getOperand(0).getDefiningOp();
  if (def && def->getName() == GenerateOp::getOperationName()) {
    results.push_back(OpFoldResult(def->getOperand(type.getDynamicDimIndex(i))));
    return success();
  }
  if (def && def->getName() == ExtractSliceOp::getOperationName()) {
    ExtractSliceOp slice(def);
    if (slice.getType().getRank() == slice.getSourceType().getRank() && slice.isDynamicSize(i)) {
      results.push_back(OpFoldResult(slice.getDynamicSize(i)));
      return success();
    }
  }
  if (foldTensorCastOperands(op)) {
    results.push_back(OpFoldResult(op->getResult(0)));
    return success();
  }
  return failure();
}

/// DimOfCastOp: dim(cast %x) => dim %x.
LogicalResult dimOfCast(Operation *op, RewriterBase &rewriter) {
  Operation *cast = getDefiningOpNamed(op->getOperand(0), CastOp::getOperationName());
  if (!cast) return failure();
  rewriter.replaceOpWithNewOp<DimOp>(op, cast->getOperand(0), op->getOperand(1));
  return success();
}

/// The init operand tied to result `resultIndex` of a destination-style op.
OpOperand *getTiedInit(Operation *op, unsigned resultIndex) {
  if (op->getName() == InsertOp::getOperationName() || op->getName() == InsertSliceOp::getOperationName())
    return resultIndex == 0 ? &op->getOpOperand(1) : nullptr;
  if (op->getNumOperands() < op->getNumResults() || resultIndex >= op->getNumResults()) return nullptr;
  return &op->getOpOperand(op->getNumOperands() - op->getNumResults() + resultIndex);
}

/// DimOfDestStyleOp: dim(result of a DPS op) => dim of its tied init.
LogicalResult dimOfDestStyleOp(Operation *op, RewriterBase &rewriter) {
  Value source = op->getOperand(0);
  Operation *def = source.getDefiningOp();
  if (!def || !def->hasTrait(OpTrait::DestinationStyle)) return failure();
  unsigned resultIndex = 0;
  while (def->getResult(resultIndex) != source) ++resultIndex;
  OpOperand *init = getTiedInit(def, resultIndex);
  if (!init) return failure();
  Value initValue = init->get();
  rewriter.modifyOpInPlace(op, [&] { op->setOperand(0, initValue); });
  return success();
}

/// FoldEmptyTensorWithDimOp: dim(empty(... %d ...)) of a dynamic dim => %d.
LogicalResult foldEmptyTensorWithDim(Operation *op, RewriterBase &rewriter) {
  std::optional<int64_t> index = DimOp(op).getConstantIndex();
  Operation *empty = getDefiningOpNamed(op->getOperand(0), EmptyOp::getOperationName());
  if (!empty || !index) return failure();
  RankedTensorType type = EmptyOp(empty).getType();
  if (*index < 0 || *index >= type.getRank() || !type.isDynamicDim(*index)) return failure();
  rewriter.replaceOp(op, {EmptyOp(empty).getDynamicSize(*index)});
  return success();
}

// ---- tensor.rank -------------------------------------------------------------------

LogicalResult foldRank(Operation *op, ArrayRef<Attribute>, std::vector<OpFoldResult> &results) {
  auto type = op->getOperand(0).getType().dyn_cast<ShapedType>();
  if (!type || !type.hasRank()) return failure();
  results.push_back(OpFoldResult(IntegerAttr::get(IndexType::get(op->getContext()), type.getRank())));
  return success();
}

// ---- tensor.empty / tensor.generate ------------------------------------------------

/// MLIR's foldDynamicToStaticDimSizes: dynamic sizes given by non-negative
/// constants become static; the others are kept in `kept`.
RankedTensorType foldDynamicToStaticDimSizes(RankedTensorType type, ArrayRef<Value> dynamicSizes,
                                             std::vector<Value> &kept) {
  std::vector<int64_t> shape(type.getShape().begin(), type.getShape().end());
  size_t next = 0;
  for (int64_t i = 0; i < type.getRank(); ++i) {
    if (!type.isDynamicDim(i)) continue;
    Value size = dynamicSizes[next++];
    std::optional<int64_t> cst = getConstantIntValue(size);
    if (cst && *cst >= 0) {
      shape[i] = *cst;
    } else {
      kept.push_back(size);
    }
  }
  return RankedTensorType::get(shape, type.getElementType(), type.getEncoding());
}

/// ReplaceEmptyTensorStaticShapeDims.
LogicalResult replaceEmptyTensorStaticShapeDims(Operation *op, RewriterBase &rewriter) {
  EmptyOp empty(op);
  std::vector<Value> kept;
  RankedTensorType folded = foldDynamicToStaticDimSizes(empty.getType(), empty.getDynamicSizes().vec(), kept);
  if (folded == empty.getType()) return failure();
  EmptyOp newOp = rewriter.create<EmptyOp>(op->getLoc(), folded, ArrayRef<Value>(kept));
  rewriter.replaceOpWithNewOp<CastOp>(op, empty.getType(), newOp.getResult());
  return success();
}

/// StaticTensorGenerate.
LogicalResult staticTensorGenerate(Operation *op, RewriterBase &rewriter) {
  GenerateOp generate(op);
  std::vector<Value> kept;
  RankedTensorType folded =
      foldDynamicToStaticDimSizes(generate.getType(), generate.getDynamicExtents().vec(), kept);
  if (folded == generate.getType()) return failure();
  OperationState state(rewriter.getContext(), op->getLoc(), GenerateOp::getOperationName());
  state.addOperands(kept);
  state.addTypes({folded});
  for (const NamedAttribute &a : op->getAttrs()) state.addAttribute(a.name, a.value);
  Region *body = state.addRegion();
  Operation *newOp = rewriter.create(state);
  (void)body;
  rewriter.inlineRegionBefore(generate.getBody(), newOp->getRegion(0), nullptr);
  rewriter.replaceOpWithNewOp<CastOp>(op, generate.getType(), newOp->getResult(0));
  return success();
}

/// True if `op` and everything nested in it have no memory effects (MLIR's
/// wouldOpBeTriviallyDead for an op whose results are unused).
bool isMemoryEffectFree(Operation *op) {
  if (op->hasTrait(OpTrait::Pure)) {
    if (!op->hasTrait(OpTrait::RecursiveMemoryEffects)) return true;
  } else if (const OpDefinition *def = op->getDef(); def && def->getEffects && op->isRegistered()) {
    std::vector<MemoryEffect> effects;
    def->getEffects(op, effects);
    if (!effects.empty()) return false;
    if (!op->hasTrait(OpTrait::RecursiveMemoryEffects)) return true;
  } else if (!op->hasTrait(OpTrait::RecursiveMemoryEffects)) {
    return false;
  }
  for (Region &region : op->getRegions())
    for (Block &block : region)
      for (Operation &nested : block)
        if (!isMemoryEffectFree(&nested)) return false;
  return true;
}

// ---- tensor.extract ------------------------------------------------------------------

LogicalResult foldExtract(Operation *op, ArrayRef<Attribute> operands, std::vector<OpFoldResult> &results) {
  auto tensorAttr = operands.empty() ? DenseElementsAttr() : operands[0].dyn_cast<DenseElementsAttr>();
  if (tensorAttr && tensorAttr.isSplat()) {
    results.push_back(OpFoldResult(getElementAttr(tensorAttr, 0)));
    return success();
  }
  std::vector<int64_t> indices;
  for (size_t i = 1; i < operands.size(); ++i) {
    auto index = operands[i].dyn_cast<IntegerAttr>();
    if (!index) return failure();
    indices.push_back(index.getInt());
  }
  if (Operation *fromElements = getDefiningOpNamed(op->getOperand(0), FromElementsOp::getOperationName())) {
    auto type = fromElements->getResult(0).getType().cast<RankedTensorType>();
    if (static_cast<int64_t>(indices.size()) != type.getRank()) return failure();
    int64_t flat = 0, stride = 1;
    for (int64_t i = type.getRank() - 1; i >= 0; --i) {
      flat += indices[i] * stride;
      stride *= type.getDimSize(i);
    }
    if (flat < 0 || flat >= static_cast<int64_t>(fromElements->getNumOperands())) return failure();
    results.push_back(OpFoldResult(fromElements->getOperand(flat)));
    return success();
  }
  if (tensorAttr) {
    ShapedType type = tensorAttr.getType();
    if (static_cast<int64_t>(indices.size()) != type.getRank()) return failure();
    int64_t flat = 0;
    for (int64_t i = 0; i < type.getRank(); ++i) {
      if (indices[i] < 0 || indices[i] >= type.getDimSize(i)) return failure();
      flat = flat * type.getDimSize(i) + indices[i];
    }
    results.push_back(OpFoldResult(getElementAttr(tensorAttr, flat)));
    return success();
  }
  return failure();
}

/// ExtractFromTensorCast: extract(cast %x) => extract %x (ranked %x).
LogicalResult extractFromTensorCast(Operation *op, RewriterBase &rewriter) {
  Operation *cast = getDefiningOpNamed(op->getOperand(0), CastOp::getOperationName());
  if (!cast || !cast->getOperand(0).getType().isa<RankedTensorType>()) return failure();
  rewriter.replaceOpWithNewOp<ExtractOp>(op, cast->getOperand(0), ExtractOp(op).getIndices().vec());
  return success();
}

/// ExtractElementFromIndexCast: extract(index_cast %t) => index_cast(extract %t).
LogicalResult extractElementFromIndexCast(Operation *op, RewriterBase &rewriter) {
  Operation *indexCast = getDefiningOpNamed(op->getOperand(0), "arith.index_cast");
  if (!indexCast) return failure();
  Value in = indexCast->getOperand(0);
  Type elementType = in.getType();
  if (auto shaped = elementType.dyn_cast<ShapedType>()) elementType = shaped.getElementType();
  std::vector<Value> operands = {in};
  for (Value i : ExtractOp(op).getIndices()) operands.push_back(i);
  Operation *extract = createOp(rewriter, op->getLoc(), ExtractOp::getOperationName(), operands, {elementType});
  Operation *cast = createOp(rewriter, op->getLoc(), "arith.index_cast", {extract->getResult(0)},
                             {op->getResult(0).getType()});
  rewriter.replaceOp(op, {cast->getResult(0)});
  return success();
}

/// ExtractFromTensorGenerate: extract(generate) => the body with the indices.
LogicalResult extractFromTensorGenerate(Operation *op, RewriterBase &rewriter) {
  Operation *generate = getDefiningOpNamed(op->getOperand(0), GenerateOp::getOperationName());
  if (!generate || !isMemoryEffectFree(generate)) return failure();
  Block *body = &generate->getRegion(0).front();
  IRMapping mapping;
  std::vector<Value> indices = ExtractOp(op).getIndices().vec();
  for (unsigned i = 0; i < body->getNumArguments() && i < indices.size(); ++i)
    mapping.map(body->getArgument(i), indices[i]);
  for (Operation &nested : *body) {
    if (&nested == &body->back()) break;
    rewriter.clone(nested, mapping);
  }
  Value yielded = body->back().getOperand(0);
  rewriter.replaceOp(op, {mapping.lookupOrDefault(yielded)});
  return success();
}

// ---- tensor.insert / from_elements / splat ----------------------------------------------

LogicalResult foldInsert(Operation *, ArrayRef<Attribute> operands, std::vector<OpFoldResult> &results) {
  if (operands.size() < 2 || !operands[0] || !operands[1]) return failure();
  auto dest = operands[1].dyn_cast<DenseElementsAttr>();
  if (!dest || !dest.isSplat() || getElementAttr(dest, 0) != operands[0]) return failure();
  results.push_back(OpFoldResult(operands[1]));
  return success();
}

LogicalResult foldFromElements(Operation *op, ArrayRef<Attribute> operands, std::vector<OpFoldResult> &results) {
  for (Attribute a : operands)
    if (!a) return failure();
  DenseElementsAttr attr = getDenseFromElements(op->getResult(0).getType().cast<ShapedType>(), operands);
  if (!attr) return failure();
  results.push_back(OpFoldResult(attr));
  return success();
}

LogicalResult foldSplat(Operation *op, ArrayRef<Attribute> operands, std::vector<OpFoldResult> &results) {
  if (operands.empty() || !operands[0]) return failure();
  if (!operands[0].isa<IntegerAttr>() && !operands[0].isa<FloatAttr>()) return failure();
  auto type = op->getResult(0).getType().cast<ShapedType>();
  if (!type.hasStaticShape()) return failure();
  std::vector<Attribute> elements(type.getNumElements(), operands[0]);
  DenseElementsAttr attr = getDenseFromElements(type, elements);
  if (!attr) return failure();
  results.push_back(OpFoldResult(attr));
  return success();
}

// ---- tensor.concat / tensor.bitcast ---------------------------------------------------------

LogicalResult foldConcat(Operation *op, ArrayRef<Attribute>, std::vector<OpFoldResult> &results) {
  if (op->getNumOperands() != 1 || op->getOperand(0).getType() != op->getResult(0).getType()) return failure();
  results.push_back(OpFoldResult(op->getOperand(0)));
  return success();
}

/// SingleInputConcatOp: concat of one input => tensor.cast.
LogicalResult singleInputConcat(Operation *op, RewriterBase &rewriter) {
  if (op->getNumOperands() != 1) return failure();
  rewriter.replaceOpWithNewOp<CastOp>(op, op->getResult(0).getType(), op->getOperand(0));
  return success();
}

/// ChainedTensorBitcast: bitcast(bitcast %x) => bitcast %x.
LogicalResult chainedTensorBitcast(Operation *op, RewriterBase &rewriter) {
  Operation *inner = getDefiningOpNamed(op->getOperand(0), BitcastOp::getOperationName());
  if (!inner) return failure();
  rewriter.replaceOpWithNewOp<BitcastOp>(op, op->getResult(0).getType(), inner->getOperand(0));
  return success();
}

// ---- dialect-wide: FoldTensorCastProducerOp -----------------------------------------------

/// FoldTensorCastProducerOp (a tensor-dialect pattern MLIR applies to
/// every destination-style op except insert_slice and loops): operands
/// defined by information-losing casts are replaced by the casts' sources,
/// each result takes the type of its (new) tied init, and results whose type
/// changed are cast back.
LogicalResult foldTensorCastProducer(Operation *op, RewriterBase &rewriter) {
  if (op->getName() == InsertSliceOp::getOperationName() || op->getName() == "scf.forall") return failure();
  bool hasFoldableCast = false;
  for (Value v : op->getOperands())
    if (canFoldIntoConsumerOp(getDefiningOpNamed(v, CastOp::getOperationName()))) hasFoldableCast = true;
  if (!hasFoldableCast) return failure();
  std::vector<Type> resultTypes = op->getResultTypes();
  std::vector<Value> operands;
  for (unsigned i = 0; i < op->getNumOperands(); ++i) {
    Value v = op->getOperand(i);
    Operation *cast = getDefiningOpNamed(v, CastOp::getOperationName());
    operands.push_back(canFoldIntoConsumerOp(cast) ? cast->getOperand(0) : v);
  }
  for (unsigned i = 0; i < resultTypes.size(); ++i) {
    OpOperand *init = getTiedInit(op, i);
    if (!init) return failure();
    Type initType = operands[init->getOperandNumber()].getType();
    if (!initType.isa<MemRefType>()) resultTypes[i] = initType;
  }
  Operation *newOp = cloneWithOperands(rewriter, op, resultTypes, operands);
  std::vector<Value> replacements;
  for (unsigned i = 0; i < op->getNumResults(); ++i) {
    Value r = newOp->getResult(i);
    if (r.getType() != op->getResult(i).getType()) r = createCast(rewriter, op->getLoc(), op->getResult(i).getType(), r);
    replacements.push_back(r);
  }
  rewriter.replaceOp(op, replacements);
  return success();
}

}  // namespace

Pattern getFoldTensorCastProducerPattern() { return foldTensorCastProducer; }

}  // namespace tensor::canon

void registerTensorCanonicalizations(Context &ctx) {
  using namespace tensor;
  using namespace tensor::canon;
  // Folds.
  setFold(ctx, CastOp::getOperationName(), foldCast);
  setFold(ctx, BitcastOp::getOperationName(), foldCast);
  setFold(ctx, DimOp::getOperationName(), foldDim);
  setFold(ctx, RankOp::getOperationName(), foldRank);
  setFold(ctx, ExtractOp::getOperationName(), foldExtract);
  setFold(ctx, InsertOp::getOperationName(), foldInsert);
  setFold(ctx, FromElementsOp::getOperationName(), foldFromElements);
  setFold(ctx, SplatOp::getOperationName(), foldSplat);
  setFold(ctx, ConcatOp::getOperationName(), foldConcat);
  setFold(ctx, ExtractSliceOp::getOperationName(), getExtractSliceFold());
  setFold(ctx, InsertSliceOp::getOperationName(), getInsertSliceFold());
  setFold(ctx, CollapseShapeOp::getOperationName(), getCollapseShapeFold());
  setFold(ctx, ExpandShapeOp::getOperationName(), getExpandShapeFold());
  setFold(ctx, PadOp::getOperationName(), getPadFold());

  // Patterns per root op, in MLIR's collection order: the dialect pattern
  // (FoldTensorCastProducerOp) first, then each declaring op by name.
  appendCanonicalizers(ctx, InsertOp::getOperationName(), {foldTensorCastProducer});
  appendCanonicalizers(ctx, BitcastOp::getOperationName(), {chainedTensorBitcast});
  // tensor.cast
  appendCanonicalizers(ctx, CastOp::getOperationName(), {chainedTensorCast, getTensorCastExtractSlicePattern()});
  // tensor.collapse_shape
  appendCanonicalizers(ctx, CollapseShapeOp::getOperationName(), getCollapseShapePatterns());
  // tensor.concat
  appendCanonicalizers(ctx, ConcatOp::getOperationName(), {singleInputConcat});
  // tensor.dim
  appendCanonicalizers(ctx, DimOp::getOperationName(), {dimOfCast, dimOfDestStyleOp});
  // tensor.empty: rooted at tensor.cast, tensor.dim and tensor.empty.
  appendCanonicalizers(ctx, CastOp::getOperationName(), {foldEmptyTensorWithCast});
  appendCanonicalizers(ctx, DimOp::getOperationName(), {foldEmptyTensorWithDim});
  appendCanonicalizers(ctx, EmptyOp::getOperationName(), {replaceEmptyTensorStaticShapeDims});
  // tensor.expand_shape
  appendCanonicalizers(ctx, ExpandShapeOp::getOperationName(), getExpandShapePatterns());
  // tensor.extract
  appendCanonicalizers(ctx, ExtractOp::getOperationName(), {extractFromTensorCast});
  // tensor.extract_slice
  appendCanonicalizers(ctx, ExtractSliceOp::getOperationName(), getExtractSlicePatterns());
  // tensor.from_elements: rooted at tensor.extract.
  appendCanonicalizers(ctx, ExtractOp::getOperationName(), {extractElementFromIndexCast});
  // tensor.generate: rooted at tensor.extract and tensor.generate.
  appendCanonicalizers(ctx, ExtractOp::getOperationName(), {extractFromTensorGenerate});
  appendCanonicalizers(ctx, GenerateOp::getOperationName(), {staticTensorGenerate});
  // tensor.insert_slice
  appendCanonicalizers(ctx, InsertSliceOp::getOperationName(), getInsertSlicePatterns());
  // tensor.pad
  appendCanonicalizers(ctx, PadOp::getOperationName(), getPadPatterns());
  // tensor.parallel_insert_slice
  appendCanonicalizers(ctx, ParallelInsertSliceOp::getOperationName(), getParallelInsertSlicePatterns());
}

}  // namespace tbuf

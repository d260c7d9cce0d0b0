// The named structured ops whose payload is implied by the op: linalg.fill,
// linalg.copy, linalg.matmul, linalg.batch_matmul,
// linalg.batch_reduce_matmul (views in linalg_batch_reduce_matmul.cc) and
// linalg.dot. They print in MLIR's
// short form (`linalg.matmul ins(%a, %b : ...) outs(%c : ...) -> T`) and
// their region is built, never parsed: from the short form by the parser and
// by the static builders alike (fill: `yield %in`; copy: `yield cast(%in)`;
// matmul and dot: `yield add(%out, mul(cast(%a), cast(%b)))`).
//
// matmul and batch_matmul carry `indexing_maps` (the defaults unless the
// user wrote `indexing_maps = [...]` for transposed or broadcast operands)
// and an optional `cast` type function, both inherent as in MLIR 22.
#include <algorithm>

#include "dialects/linalg/linalg_internal.h"
#include "ir/context.h"

namespace tbuf::linalg {

using namespace detail;

namespace {

TypeFn getCastFromAttrs(const NamedAttrList &attrs) {
  return decodeTypeFnAttr(attrs.get("cast")).value_or(TypeFn::cast_signed);
}

// ---- payloads -----------------------------------------------------------------

LogicalResult buildFillBody(RegionBuilderHelper &helper, Block &block) {
  helper.yieldOutputs({block.getArgument(0)});
  return success();
}

RegionBuilderFn copyBodyBuilder(TypeFn cast) {
  return [cast](RegionBuilderHelper &helper, Block &block) -> LogicalResult {
    Type outType = block.getArgument(block.getNumArguments() - 1).getType();
    helper.yieldOutputs({helper.buildTypeFn(cast, outType, block.getArgument(0))});
    return success();
  };
}

/// C += cast(A) * cast(B), shared by matmul and batch_matmul.
RegionBuilderFn matmulBodyBuilder(TypeFn cast) {
  return [cast](RegionBuilderHelper &helper, Block &block) -> LogicalResult {
    Type outType = block.getArgument(2).getType();
    Value lhs = helper.buildTypeFn(cast, outType, block.getArgument(0));
    Value rhs = helper.buildTypeFn(cast, outType, block.getArgument(1));
    Value mul = helper.buildBinaryFn(RegionBuilderHelper::BinaryFn::mul, lhs, rhs);
    if (!mul) return failure();
    Value add = helper.buildBinaryFn(RegionBuilderHelper::BinaryFn::add, block.getArgument(2), mul);
    if (!add) return failure();
    helper.yieldOutputs({add});
    return success();
  };
}

/// The payload builder of a named op given its (parsed or built) attributes.
RegionBuilderFn getBodyBuilder(std::string_view name, const NamedAttrList &attrs) {
  if (name == FillOp::getOperationName()) return buildFillBody;
  if (name == CopyOp::getOperationName()) return copyBodyBuilder(getCastFromAttrs(attrs));
  return matmulBodyBuilder(getCastFromAttrs(attrs));
}

unsigned getNumRegionArgs(std::string_view name) {
  return name == MatmulOp::getOperationName() || name == BatchMatmulOp::getOperationName() ||
                 name == BatchReduceMatmulOp::getOperationName() || name == "linalg.dot"
             ? 3
             : 2;
}

std::vector<AffineMap> getDefaultMaps(std::string_view name, Context *ctx) {
  if (name == MatmulOp::getOperationName()) return MatmulOp::getDefaultIndexingMaps(ctx);
  if (name == BatchMatmulOp::getOperationName()) return BatchMatmulOp::getDefaultIndexingMaps(ctx);
  if (name == BatchReduceMatmulOp::getOperationName()) return BatchReduceMatmulOp::getDefaultIndexingMaps(ctx);
  return {};
}

/// linalg.dot as mlir-opt-22 has it after verification: its implied maps
/// memoized in the discardable `linalg.memoized_indexing_maps` (visible in
/// generic form only; the custom form elides it).
void populateDotMemoizedMaps(Context *ctx, NamedAttrList &attrs) {
  if (attrs.get("linalg.memoized_indexing_maps")) return;
  AffineMap element = AffineMap::getMultiDimIdentityMap(1, ctx);
  std::vector<Attribute> maps = {AffineMapAttr::get(element), AffineMapAttr::get(element),
                                 AffineMapAttr::get(AffineMap::get(1, 0, {}, ctx))};
  attrs.set("linalg.memoized_indexing_maps", ArrayAttr::get(ctx, maps));
}

ArrayAttr getMapsAttr(Context *ctx, ArrayRef<AffineMap> maps) {
  std::vector<Attribute> attrs;
  for (AffineMap m : maps) attrs.push_back(AffineMapAttr::get(m));
  return ArrayAttr::get(ctx, attrs);
}

/// MLIR's buildStructuredOp: operands, tensor results, segment sizes, body.
void buildNamedOp(OpBuilder &b, OperationState &state, ValueRange inputs, ValueRange outputs,
                  ArrayRef<NamedAttribute> attrs) {
  state.addOperands(inputs);
  state.addOperands(outputs);
  std::vector<Type> inTypes, outTypes;
  for (Value v : inputs) inTypes.push_back(v.getType());
  for (Value v : outputs) outTypes.push_back(v.getType());
  state.addTypes(getRankedTensorTypes(outTypes));
  for (const NamedAttribute &a : attrs) state.addAttribute(a.name, a.value);
  std::vector<AffineMap> defaults = getDefaultMaps(state.name, b.getContext());
  if (!defaults.empty() && !state.attributes.get("indexing_maps"))
    state.addAttribute("indexing_maps", getMapsAttr(b.getContext(), defaults));
  state.addAttribute("operandSegmentSizes", b.getDenseI32ArrayAttr({static_cast<int64_t>(inputs.size()),
                                                                      static_cast<int64_t>(outputs.size())}));
  (void)fillStructuredOpRegion(b, *state.addRegion(), inTypes, outTypes,
                               errorEmitterAt(b.getContext(), state.location),
                               getBodyBuilder(state.name, state.attributes));
}

// ---- custom assembly -------------------------------------------------------------

/// `indexing_maps = [#map, ...]` of matmul-like ops into `maps` (the default
/// maps when absent; null for other ops).
ParseResult parseIndexingMapsKeyword(OpAsmParser &parser, OperationState &state, Attribute &maps) {
  std::vector<AffineMap> defaults = getDefaultMaps(state.name, parser.getContext());
  if (defaults.empty()) return success();
  if (failed(parser.parseOptionalKeyword("indexing_maps"))) {
    maps = getMapsAttr(parser.getContext(), defaults);
    return success();
  }
  if (failed(parser.parseEqual()) || failed(parser.parseAttribute(maps))) return failure();
  auto arr = maps.dyn_cast<ArrayAttr>();
  if (!arr) return parseFailure(parser.emitError(parser.getCurrentLocation(), "invalid kind of attribute specified"));
  for (Attribute m : arr.getValue())
    if (!m.isa<AffineMapAttr>())
      return parseFailure(
          parser.emitError(parser.getCurrentLocation(), "element of indexing_maps array is not an affine_map"));
  return success();
}

/// `indexing_maps = [...]? <{props}>? {attrs}? ins(...)? outs(...)? {attrs}? (-> T)?`
/// (MLIR's parseNamedStructuredOp); the region is built, not parsed.
ParseResult parseNamedStructuredOp(OpAsmParser &parser, OperationState &state) {
  Attribute maps;
  if (failed(parseIndexingMapsKeyword(parser, state, maps))) return failure();
  Location errorLoc = parser.getCurrentLocation();
  std::vector<Type> inTypes, outTypes;
  if (failed(parseCommonStructuredOpParts(parser, state, inTypes, outTypes, /*addOperandSegmentSizes=*/true)) ||
      failed(parser.parseOptionalAttrDict(state.attributes)))
    return failure();
  if (maps) {
    // MLIR records the maps before the attribute dictionary, so spelling
    // them there as well is a duplicate.
    if (state.attributes.get("indexing_maps"))
      return parseFailure(parser.emitError(errorLoc)
                          << "attribute 'indexing_maps' occurs more than once in the attribute list");
    state.addAttribute("indexing_maps", maps);
  }
  std::vector<Type> resultTypes;
  if (failed(parser.parseOptionalArrowTypeList(resultTypes))) return failure();
  state.addTypes(resultTypes);
  unsigned numArgs = getNumRegionArgs(state.name);
  if (numArgs != inTypes.size() + outTypes.size())
    return parseFailure(parser.emitError(parser.getCurrentLocation())
                        << "[parseNamedStructuredOpRegion] ods-gen generated region expects " << numArgs
                        << " args, got " << (inTypes.size() + outTypes.size()));
  auto emitError = [&parser, errorLoc] { return parser.emitError(errorLoc); };
  return fillStructuredOpRegion(parser.getBuilder(), *state.addRegion(), inTypes, outTypes, emitError,
                                getBodyBuilder(state.name, state.attributes));
}

void printNamedStructuredOp(OpAsmPrinter &p, Operation *op) {
  LinalgOp linalgOp(op);
  std::vector<std::string_view> elided = {"operandSegmentSizes", "linalg.memoized_indexing_maps"};
  std::vector<AffineMap> defaults = getDefaultMaps(op->getName(), op->getContext());
  if (!defaults.empty()) {
    elided.push_back("indexing_maps");
    Attribute maps = op->getAttr("indexing_maps");
    if (maps && maps != getMapsAttr(op->getContext(), defaults)) {
      p << " indexing_maps = ";
      p.printAttribute(maps);
    }
  }
  p.printOptionalAttrDict(op->getAttrs(), elided);
  printCommonStructuredOpParts(p, linalgOp.getDpsInputs(), linalgOp.getDpsInits());
  p.printOptionalArrowTypeList(op->getResultTypes());
}

// ---- verification ------------------------------------------------------------------

/// Checks every named op shares (ODS constraints and destination style).
LogicalResult verifyNamedOpCommon(Operation *op) {
  if (failed(verifyOneRegion(op))) return failure();
  bool matmulLike = !getDefaultMaps(op->getName(), op->getContext()).empty();
  if (matmulLike && failed(verifyIndexingMapsAttr(op, /*required=*/false))) return failure();
  if (failed(verifyCastAttr(op)) || failed(verifyOperandSegments(op)) ||
      failed(verifyOperandAndResultTypes(op, /*shapedInputs=*/false, true, true)))
    return failure();
  return verifyDestinationStyle(op);
}

LogicalResult verifyFill(Operation *op) {
  if (failed(verifyNamedOpCommon(op))) return failure();
  // FillOpInterface, then FillOp::verify.
  FillOp fill(op);
  if (fill.getNumDpsInputs() != 1 || fill.getNumDpsInits() != 1)
    return op->emitError() << "expected op with 1 input and 1 output";
  if (!fill.isScalar(fill.getDpsInputOperand(0))) return op->emitError() << "expected op with scalar input";
  Type valueType = fill.getValue().getType();
  Type outputElementType = getElementTypeOrSelf(fill.getOutput().getType());
  if (valueType != outputElementType)
    return op->emitOpError() << "expected fill value type (" << quoteType(valueType)
                             << ") to match output element type (" << quoteType(outputElementType) << ")";
  return success();
}

/// Whether `e` uses dim `pos` (MLIR's AffineExpr::isFunctionOfDim).
bool isFunctionOfDim(AffineExpr e, unsigned pos) {
  if (e.getKind() == AffineExprKind::DimId) return e.getPosition() == pos;
  if (e.isBinary()) return isFunctionOfDim(e.getLHS(), pos) || isFunctionOfDim(e.getRHS(), pos);
  return false;
}

/// Every result of `sub` is a result of `full`.
bool areResultExprsSubsetOf(AffineMap sub, AffineMap full) {
  for (AffineExpr e : sub.getResults())
    if (std::find(full.getResults().begin(), full.getResults().end(), e) == full.getResults().end()) return false;
  return true;
}

/// MatmulOp::verify: user-written maps may only transpose or broadcast A/B.
LogicalResult verifyMatmul(Operation *op) {
  if (failed(verifyNamedOpCommon(op))) return failure();
  MatmulOp matmul(op);
  if (!matmul.hasUserDefinedMaps()) return success();
  std::vector<AffineMap> maps = matmul.getIndexingMapsArray();
  std::vector<AffineMap> defaults = MatmulOp::getDefaultIndexingMaps(op->getContext());
  if (maps.size() != 3) return success();  // reported by the structured-op verifier
  for (unsigned i = 0; i < 2; ++i) {
    if (!areResultExprsSubsetOf(maps[i], defaults[i]))
      return op->emitOpError() << "Unexpected dim expression in map result.";
    if (maps[i].getNumResults() < defaults[i].getNumResults() &&
        (maps[i].getNumResults() != 1 || !isFunctionOfDim(maps[i].getResult(0), maps[i].getNumDims() - 1)))
      return op->emitOpError() << "Invalid broadcast requested, should be (d2).";
  }
  return success();
}

/// BatchMatmulOp::verify and BatchReduceMatmulOp::verify
/// (verifyExtendedBatchVariantMatmulSemantic): the inputs' maps are checked
/// alike; the output is (b, m, n), or (m, n) for the reducing variant.
LogicalResult verifyBatchVariantMatmul(Operation *op, bool reducesBatch) {
  if (failed(verifyNamedOpCommon(op))) return failure();
  LinalgOp bmm(op);
  std::vector<AffineMap> maps = bmm.getIndexingMapsArray();
  std::vector<AffineMap> defaults = reducesBatch ? BatchReduceMatmulOp::getDefaultIndexingMaps(op->getContext())
                                                 : BatchMatmulOp::getDefaultIndexingMaps(op->getContext());
  if (maps == defaults) return success();
  if (maps.size() != 3) return op->emitOpError() << "Indexing_map attribute must have 3 affine maps.";
  enum { batchPos, mPos, nPos, kPos };
  for (unsigned i = 0; i < 3; ++i) {
    AffineMap m = maps[i];
    if (i == 2) {
      unsigned outRank = reducesBatch ? 2 : 3;
      if (m.getNumResults() != outRank)
        return op->emitOpError() << "expects " << outRank << " dims, but got (" << m.getNumResults() << ").";
      bool valid = reducesBatch ? isFunctionOfDim(m.getResult(0), mPos) && isFunctionOfDim(m.getResult(1), nPos)
                                : isFunctionOfDim(m.getResult(0), batchPos) && isFunctionOfDim(m.getResult(1), mPos) &&
                                      isFunctionOfDim(m.getResult(2), nPos);
      if (!valid) return op->emitOpError() << "Invalid output map result dimension.";
      continue;
    }
    if (!areResultExprsSubsetOf(m, defaults[i]))
      return op->emitOpError() << "Unexpected result dim expression (outside the set of default result dims).";
    if (m.getNumResults() > 3) return op->emitOpError() << "no. of result dim expressions exceeds 3.";
    if (m.getNumResults() < 3) {
      bool valid = false;
      if (m.getNumResults() == 1) {
        valid = isFunctionOfDim(m.getResult(0), kPos);
      } else if (m.getNumResults() == 2) {
        AffineExpr e0 = m.getResult(0), e1 = m.getResult(1);
        valid = i == 0 ? (isFunctionOfDim(e0, batchPos) || isFunctionOfDim(e0, mPos)) && isFunctionOfDim(e1, kPos)
                       : (isFunctionOfDim(e0, batchPos) && isFunctionOfDim(e1, kPos)) ||
                             (isFunctionOfDim(e0, kPos) && isFunctionOfDim(e1, nPos));
      }
      if (!valid) return op->emitOpError() << "Invalid broadcast requested.";
    } else if (!isFunctionOfDim(m.getResult(0), 0)) {
      return op->emitOpError() << "Invalid batch dimension expression.";
    }
  }
  return success();
}

LogicalResult verifyBatchMatmul(Operation *op) { return verifyBatchVariantMatmul(op, /*reducesBatch=*/false); }
LogicalResult verifyBatchReduceMatmul(Operation *op) { return verifyBatchVariantMatmul(op, /*reducesBatch=*/true); }

LogicalResult verifyContractionRegions(Operation *op) {
  if (failed(verifyStructuredOpInterface(op))) return failure();
  return verifyContractionInterface(op);
}

}  // namespace

// ---- views ----------------------------------------------------------------------------

void FillOp::build(OpBuilder &b, OperationState &state, Value value, Value output) {
  buildNamedOp(b, state, {value}, {output}, {});
}

void CopyOp::build(OpBuilder &b, OperationState &state, Value input, Value output, std::optional<TypeFn> cast) {
  std::vector<NamedAttribute> attrs;
  if (cast) attrs.push_back({"cast", getTypeFnAttr(b.getContext(), *cast)});
  buildNamedOp(b, state, {input}, {output}, attrs);
}

TypeFn CopyOp::getCast() const { return decodeTypeFnAttr(op_->getAttr("cast")).value_or(TypeFn::cast_signed); }

void MatmulOp::build(OpBuilder &b, OperationState &state, ValueRange inputs, ValueRange outputs,
                     ArrayRef<NamedAttribute> attrs) {
  buildNamedOp(b, state, inputs, outputs, attrs);
}

std::vector<AffineMap> MatmulOp::getDefaultIndexingMaps(Context *ctx) {
  AffineExpr d0 = getAffineDimExpr(0, ctx), d1 = getAffineDimExpr(1, ctx), d2 = getAffineDimExpr(2, ctx);
  return {AffineMap::get(3, 0, {d0, d2}, ctx), AffineMap::get(3, 0, {d2, d1}, ctx),
          AffineMap::get(3, 0, {d0, d1}, ctx)};
}

bool MatmulOp::hasUserDefinedMaps() const { return getIndexingMapsArray() != getDefaultIndexingMaps(getContext()); }

TypeFn MatmulOp::getCast() const { return decodeTypeFnAttr(op_->getAttr("cast")).value_or(TypeFn::cast_signed); }

void BatchMatmulOp::build(OpBuilder &b, OperationState &state, ValueRange inputs, ValueRange outputs,
                          ArrayRef<NamedAttribute> attrs) {
  buildNamedOp(b, state, inputs, outputs, attrs);
}

void BatchReduceMatmulOp::build(OpBuilder &b, OperationState &state, ValueRange inputs, ValueRange outputs,
                                ArrayRef<NamedAttribute> attrs) {
  buildNamedOp(b, state, inputs, outputs, attrs);
}

std::vector<AffineMap> BatchMatmulOp::getDefaultIndexingMaps(Context *ctx) {
  AffineExpr d0 = getAffineDimExpr(0, ctx), d1 = getAffineDimExpr(1, ctx), d2 = getAffineDimExpr(2, ctx),
             d3 = getAffineDimExpr(3, ctx);
  return {AffineMap::get(4, 0, {d0, d1, d3}, ctx), AffineMap::get(4, 0, {d0, d3, d2}, ctx),
          AffineMap::get(4, 0, {d0, d1, d2}, ctx)};
}

bool BatchMatmulOp::hasUserDefinedMaps() const {
  return getIndexingMapsArray() != getDefaultIndexingMaps(getContext());
}

TypeFn BatchMatmulOp::getCast() const {
  return decodeTypeFnAttr(op_->getAttr("cast")).value_or(TypeFn::cast_signed);
}

// ---- registration ---------------------------------------------------------------------------

namespace detail {

void registerNamedOps(Context &ctx) {
  uint32_t traits = OpTrait::DestinationStyle | OpTrait::SingleBlock;
  struct Entry {
    std::string_view name;
    std::vector<std::string> inherent;
    OpDefinition::VerifyFn verify, verifyRegions;
  };
  const Entry entries[] = {
      {FillOp::getOperationName(), {"operandSegmentSizes"}, verifyFill, verifyStructuredOpInterface},
      {CopyOp::getOperationName(), {"cast", "operandSegmentSizes"}, verifyNamedOpCommon, verifyStructuredOpInterface},
      {MatmulOp::getOperationName(), {"cast", "indexing_maps", "operandSegmentSizes"}, verifyMatmul,
       verifyContractionRegions},
      {BatchMatmulOp::getOperationName(), {"cast", "indexing_maps", "operandSegmentSizes"}, verifyBatchMatmul,
       verifyContractionRegions},
      {BatchReduceMatmulOp::getOperationName(), {"cast", "indexing_maps", "operandSegmentSizes"},
       verifyBatchReduceMatmul, verifyContractionRegions},
      // C[] += A[i] * B[i] (an OpDSL op: no indexing_maps or cast attribute).
      {"linalg.dot", {"operandSegmentSizes"}, verifyNamedOpCommon, verifyStructuredOpInterface},
  };
  for (const Entry &e : entries) {
    OpDefinition def = makeDefinition(e.name, traits);
    def.inherentAttrs = e.inherent;
    def.parse = parseNamedStructuredOp;
    def.print = printNamedStructuredOp;
    def.verify = e.verify;
    def.verifyRegions = e.verifyRegions;
    def.getEffects = getStructuredOpEffects;
    if (e.name == "linalg.dot") def.populateDefaultAttrs = populateDotMemoizedMaps;
    ctx.registerOp(std::move(def));
  }
}

}  // namespace detail
}  // namespace tbuf::linalg

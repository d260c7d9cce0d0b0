// The common view of linalg structured ops (MLIR's LinalgOp and
// DestinationStyleOpInterface): operand segments, tied results, indexing maps
// (stored for generic/matmul, implied by the op for the other named ops),
// iterator types, loop ranges and payload queries, plus the enum attributes
// (`#linalg.iterator_type<...>`, `#linalg.type_fn<...>`).
//
// Everything here reads the generic Operation and tolerates malformed IR: the
// verifier calls these accessors on ops it is about to reject.
#include <algorithm>
#include <array>

#include "dialects/linalg/linalg_internal.h"
#include "dialects/linalg/linalg_ops.h"
#include "ir/context.h"

namespace tbuf::linalg {

// ---- enum attributes --------------------------------------------------------

std::string_view stringifyIteratorType(IteratorType t) {
  return t == IteratorType::parallel ? "parallel" : "reduction";
}

std::optional<IteratorType> symbolizeIteratorType(std::string_view s) {
  if (s == "parallel") return IteratorType::parallel;
  if (s == "reduction") return IteratorType::reduction;
  return std::nullopt;
}

Attribute getIteratorTypeAttr(Context *ctx, IteratorType t) {
  return DialectAttr::get(ctx, "linalg", std::string("iterator_type<") + std::string(stringifyIteratorType(t)) + ">");
}

/// The `kind` of a `#linalg.kind<value>` attribute, or "" if `a` is not one.
static std::string_view getLinalgEnumValue(Attribute a, std::string_view kind) {
  auto d = a.dyn_cast<DialectAttr>();
  if (!d || d.getDialect() != "linalg") return {};
  std::string_view body = d.getBody();
  if (body.size() < kind.size() + 2 || body.substr(0, kind.size()) != kind || body[kind.size()] != '<' ||
      body.back() != '>')
    return {};
  return body.substr(kind.size() + 1, body.size() - kind.size() - 2);
}

std::optional<IteratorType> decodeIteratorTypeAttr(Attribute a) {
  if (!a) return std::nullopt;
  if (auto s = a.dyn_cast<StringAttr>()) return symbolizeIteratorType(s.getValue());
  return symbolizeIteratorType(getLinalgEnumValue(a, "iterator_type"));
}

std::string_view stringifyTypeFn(TypeFn f) { return f == TypeFn::cast_signed ? "cast_signed" : "cast_unsigned"; }

Attribute getTypeFnAttr(Context *ctx, TypeFn f) {
  return DialectAttr::get(ctx, "linalg", std::string("type_fn<") + std::string(stringifyTypeFn(f)) + ">");
}

std::optional<TypeFn> decodeTypeFnAttr(Attribute a) {
  if (!a) return std::nullopt;
  std::string_view v = getLinalgEnumValue(a, "type_fn");
  if (v == "cast_signed") return TypeFn::cast_signed;
  if (v == "cast_unsigned") return TypeFn::cast_unsigned;
  return std::nullopt;
}

// ---- classification -----------------------------------------------------------

namespace {
enum class Kind { Fill, Copy, Matmul, BatchMatmul, BatchReduceMatmul, Dot, Transpose, Broadcast, Generic, Map, Reduce, None };

constexpr std::array<std::pair<std::string_view, Kind>, 11> kStructuredOps = {{
    {"linalg.fill", Kind::Fill},
    {"linalg.copy", Kind::Copy},
    {"linalg.matmul", Kind::Matmul},
    {"linalg.batch_matmul", Kind::BatchMatmul},
    {"linalg.batch_reduce_matmul", Kind::BatchReduceMatmul},
    {"linalg.dot", Kind::Dot},
    {"linalg.transpose", Kind::Transpose},
    {"linalg.broadcast", Kind::Broadcast},
    {"linalg.generic", Kind::Generic},
    {"linalg.map", Kind::Map},
    {"linalg.reduce", Kind::Reduce},
}};

Kind getKind(Operation *op) {
  if (!op) return Kind::None;
  std::string_view name = op->getName();
  for (const auto &[n, k] : kStructuredOps)
    if (n == name) return k;
  return Kind::None;
}

bool hasSegmentSizes(Kind k) {
  return k == Kind::Fill || k == Kind::Copy || k == Kind::Matmul || k == Kind::BatchMatmul ||
         k == Kind::BatchReduceMatmul || k == Kind::Dot ||
         k == Kind::Generic;
}

/// Rank of a ranked shaped type, 0 otherwise.
int64_t rankOf(Type t) {
  auto s = t.dyn_cast<ShapedType>();
  return s && s.hasRank() ? s.getRank() : 0;
}

std::vector<AffineMap> mapsFromAttr(Attribute a) {
  std::vector<AffineMap> maps;
  auto arr = a ? a.dyn_cast<ArrayAttr>() : ArrayAttr();
  if (!arr) return maps;
  for (Attribute m : arr.getValue()) {
    auto am = m.dyn_cast<AffineMapAttr>();
    maps.push_back(am ? am.getValue() : AffineMap());
  }
  return maps;
}

/// The identity map of `rank` dims without the results at `dropped`.
AffineMap identityWithout(unsigned rank, ArrayRef<int64_t> dropped, Context *ctx) {
  std::vector<AffineExpr> results;
  for (unsigned i = 0; i < rank; ++i)
    if (std::find(dropped.begin(), dropped.end(), static_cast<int64_t>(i)) == dropped.end())
      results.push_back(getAffineDimExpr(i, ctx));
  return AffineMap::get(rank, 0, results, ctx);
}

std::vector<int64_t> denseI64(Operation *op, std::string_view name) {
  auto a = op->getAttrOfType<DenseArrayAttr>(name);
  if (!a || a.getElementType().isa<FloatType>()) return {};
  return std::vector<int64_t>(a.asInts().begin(), a.asInts().end());
}
}  // namespace

bool LinalgOp::classof(Operation *op) { return getKind(op) != Kind::None; }

// ---- destination-passing style -------------------------------------------------

unsigned LinalgOp::getNumDpsInputs() const {
  unsigned n = op_->getNumOperands();
  Kind k = getKind(op_);
  if (hasSegmentSizes(k)) {
    auto seg = op_->getAttrOfType<DenseArrayAttr>("operandSegmentSizes");
    if (seg && seg.size() == 2 && !seg.getElementType().isa<FloatType>()) {
      int64_t in = seg.asInts()[0], out = seg.asInts()[1];
      if (in >= 0 && out >= 0 && static_cast<uint64_t>(in + out) == n) return static_cast<unsigned>(in);
    }
  } else if (k == Kind::Reduce) {
    return n / 2;
  }
  return n == 0 ? 0 : n - 1;
}

unsigned LinalgOp::getNumDpsInits() const { return op_->getNumOperands() - getNumDpsInputs(); }

OperandRange LinalgOp::getDpsInputs() const { return op_->getOperands().slice(0, getNumDpsInputs()); }

OperandRange LinalgOp::getDpsInits() const {
  unsigned in = getNumDpsInputs();
  return op_->getOperands().slice(in, op_->getNumOperands() - in);
}

std::vector<OpOperand *> LinalgOp::getDpsInputOperands() const {
  std::vector<OpOperand *> r;
  for (unsigned i = 0, e = getNumDpsInputs(); i < e; ++i) r.push_back(&op_->getOpOperand(i));
  return r;
}

std::vector<OpOperand *> LinalgOp::getDpsInitOperands() const {
  std::vector<OpOperand *> r;
  for (unsigned i = getNumDpsInputs(), e = op_->getNumOperands(); i < e; ++i) r.push_back(&op_->getOpOperand(i));
  return r;
}

OpOperand *LinalgOp::getDpsInputOperand(unsigned i) const {
  return i < getNumDpsInputs() ? &op_->getOpOperand(i) : nullptr;
}

OpOperand *LinalgOp::getDpsInitOperand(unsigned i) const {
  return i < getNumDpsInits() ? &op_->getOpOperand(getNumDpsInputs() + i) : nullptr;
}

bool LinalgOp::isDpsInput(OpOperand *operand) const {
  return operand && operand->getOwner() == op_ && operand->getOperandNumber() < getNumDpsInputs();
}

bool LinalgOp::isDpsInit(OpOperand *operand) const {
  return operand && operand->getOwner() == op_ && operand->getOperandNumber() >= getNumDpsInputs();
}

OpResult LinalgOp::getTiedOpResult(OpOperand *operand) const {
  if (!isDpsInit(operand)) return OpResult();
  unsigned idx = operand->getOperandNumber() - getNumDpsInputs();
  if (idx >= op_->getNumResults()) return OpResult();
  return op_->getResult(idx);
}

OpOperand *LinalgOp::getTiedOpOperand(OpResult result) const {
  if (!result || result.getOwner() != op_) return nullptr;
  return getDpsInitOperand(result.getResultNumber());
}

bool LinalgOp::hasPureTensorSemantics() const {
  for (Value v : op_->getOperands())
    if (v.getType().isa<BaseMemRefType>()) return false;
  return true;
}

bool LinalgOp::hasPureBufferSemantics() const {
  for (Value v : op_->getOperands())
    if (v.getType().isa<TensorType>()) return false;
  return true;
}

bool LinalgOp::isScalar(OpOperand *operand) const { return !operand->get().getType().isa<ShapedType>(); }

int64_t LinalgOp::getRank(OpOperand *operand) const { return rankOf(operand->get().getType()); }

std::vector<int64_t> LinalgOp::getShape(OpOperand *operand) const {
  auto s = operand->get().getType().dyn_cast<ShapedType>();
  if (!s || !s.hasRank()) return {};
  return std::vector<int64_t>(s.getShape().begin(), s.getShape().end());
}

// ---- iteration space ---------------------------------------------------------------

std::vector<AffineMap> LinalgOp::getIndexingMapsArray() const {
  Context *ctx = op_->getContext();
  Kind k = getKind(op_);
  unsigned numOperands = op_->getNumOperands();
  int64_t initRank = numOperands ? rankOf(op_->getOperand(numOperands - 1).getType()) : 0;
  switch (k) {
    case Kind::Generic:
      return mapsFromAttr(op_->getAttr("indexing_maps"));
    case Kind::Matmul:
      if (Attribute a = op_->getAttr("indexing_maps")) return mapsFromAttr(a);
      return MatmulOp::getDefaultIndexingMaps(ctx);
    case Kind::BatchMatmul:
      if (Attribute a = op_->getAttr("indexing_maps")) return mapsFromAttr(a);
      return BatchMatmulOp::getDefaultIndexingMaps(ctx);
    case Kind::BatchReduceMatmul:
      if (Attribute a = op_->getAttr("indexing_maps")) return mapsFromAttr(a);
      return BatchReduceMatmulOp::getDefaultIndexingMaps(ctx);
    case Kind::Dot:
      // C[] += A[d0] * B[d0]
      return {AffineMap::getMultiDimIdentityMap(1, ctx), AffineMap::getMultiDimIdentityMap(1, ctx),
              AffineMap::get(1, 0, {}, ctx)};
    case Kind::Fill: {
      std::vector<AffineMap> maps(numOperands, AffineMap::getMultiDimIdentityMap(initRank, ctx));
      for (unsigned i = 0, e = getNumDpsInputs(); i < e; ++i) maps[i] = AffineMap::get(initRank, 0, {}, ctx);
      return maps;
    }
    case Kind::Copy:
    case Kind::Map:
      return std::vector<AffineMap>(numOperands, AffineMap::getMultiDimIdentityMap(initRank, ctx));
    case Kind::Transpose: {
      std::vector<int64_t> perm = denseI64(op_, "permutation");
      std::vector<AffineExpr> results;
      for (int64_t p : perm) {
        if (p < 0 || p >= initRank) return {};
        results.push_back(getAffineDimExpr(p, ctx));
      }
      std::vector<AffineMap> maps(numOperands, AffineMap::getMultiDimIdentityMap(initRank, ctx));
      if (!maps.empty()) maps.back() = AffineMap::get(initRank, 0, results, ctx);
      return maps;
    }
    case Kind::Broadcast: {
      // input: the init's dims without the added ones; init: identity.
      std::vector<AffineMap> maps(numOperands, AffineMap::getMultiDimIdentityMap(initRank, ctx));
      if (!maps.empty()) maps.front() = identityWithout(initRank, denseI64(op_, "dimensions"), ctx);
      return maps;
    }
    case Kind::Reduce: {
      int64_t inRank = numOperands ? rankOf(op_->getOperand(0).getType()) : 0;
      std::vector<int64_t> dims = denseI64(op_, "dimensions");
      std::vector<AffineMap> maps(getNumDpsInputs(), AffineMap::getMultiDimIdentityMap(inRank, ctx));
      AffineMap initMap = identityWithout(inRank, dims, ctx);
      for (unsigned i = 0, e = getNumDpsInits(); i < e; ++i) maps.push_back(initMap);
      return maps;
    }
    case Kind::None:
      break;
  }
  return {};
}

AffineMap LinalgOp::getMatchingIndexingMap(OpOperand *operand) const {
  std::vector<AffineMap> maps = getIndexingMapsArray();
  unsigned i = operand->getOperandNumber();
  return i < maps.size() ? maps[i] : AffineMap();
}

std::vector<IteratorType> LinalgOp::getIteratorTypesArray() const {
  unsigned numOperands = op_->getNumOperands();
  int64_t initRank = numOperands ? rankOf(op_->getOperand(numOperands - 1).getType()) : 0;
  constexpr IteratorType par = IteratorType::parallel, red = IteratorType::reduction;
  switch (getKind(op_)) {
    case Kind::Generic: {
      std::vector<IteratorType> r;
      if (auto arr = op_->getAttrOfType<ArrayAttr>("iterator_types"))
        for (Attribute a : arr.getValue()) r.push_back(decodeIteratorTypeAttr(a).value_or(par));
      return r;
    }
    case Kind::Matmul:
      return {par, par, red};
    case Kind::BatchMatmul:
      return {par, par, par, red};
    case Kind::BatchReduceMatmul:
      return {red, par, par, red};
    case Kind::Dot:
      return {red};
    case Kind::Fill:
    case Kind::Copy:
    case Kind::Map:
    case Kind::Transpose:
    case Kind::Broadcast:
      return std::vector<IteratorType>(initRank, par);
    case Kind::Reduce: {
      int64_t inRank = numOperands ? rankOf(op_->getOperand(0).getType()) : 0;
      std::vector<IteratorType> r(inRank, par);
      for (int64_t d : denseI64(op_, "dimensions"))
        if (d >= 0 && d < inRank) r[d] = red;
      return r;
    }
    case Kind::None:
      break;
  }
  return {};
}

unsigned LinalgOp::getNumLoops() const { return getIteratorTypesArray().size(); }

unsigned LinalgOp::getNumParallelLoops() const {
  auto its = getIteratorTypesArray();
  return std::count(its.begin(), its.end(), IteratorType::parallel);
}

unsigned LinalgOp::getNumReductionLoops() const {
  auto its = getIteratorTypesArray();
  return std::count(its.begin(), its.end(), IteratorType::reduction);
}

std::vector<unsigned> LinalgOp::getReductionDims() const {
  std::vector<unsigned> r;
  auto its = getIteratorTypesArray();
  for (unsigned i = 0; i < its.size(); ++i)
    if (its[i] == IteratorType::reduction) r.push_back(i);
  return r;
}

AffineMap LinalgOp::getLoopsToShapesMap() const {
  // MLIR's concatAffineMaps: all results, over the largest domain.
  std::vector<AffineMap> maps = getIndexingMapsArray();
  unsigned numDims = 0;
  std::vector<AffineExpr> results;
  for (AffineMap m : maps) {
    if (!m || m.getNumSymbols() != 0) return AffineMap();
    numDims = std::max(numDims, m.getNumDims());
    results.insert(results.end(), m.getResults().begin(), m.getResults().end());
  }
  return AffineMap::get(numDims, 0, results, op_->getContext());
}

AffineMap LinalgOp::getShapesToLoopsMap() const {
  // MLIR's inversePermutation: for each loop the first result that is exactly
  // that dim; null if some loop has none.
  AffineMap map = getLoopsToShapesMap();
  if (!map || map.getNumSymbols() != 0) return AffineMap();
  Context *ctx = op_->getContext();
  if (map.getNumDims() == 0 && map.getNumResults() == 0) return map;
  std::vector<AffineExpr> exprs(map.getNumDims());
  for (unsigned i = 0; i < map.getNumResults(); ++i) {
    AffineExpr e = map.getResult(i);
    if (e.getKind() != AffineExprKind::DimId) continue;
    if (!exprs[e.getPosition()]) exprs[e.getPosition()] = getAffineDimExpr(i, ctx);
  }
  for (AffineExpr e : exprs)
    if (!e) return AffineMap();
  return AffineMap::get(map.getNumResults(), 0, exprs, ctx);
}

std::vector<int64_t> LinalgOp::getStaticLoopRanges() const {
  AffineMap inverse = getShapesToLoopsMap();
  if (!inverse) return {};
  std::vector<int64_t> allShapes;
  for (OpOperand &o : op_->getOpOperands()) {
    std::vector<int64_t> s = getShape(&o);
    allShapes.insert(allShapes.end(), s.begin(), s.end());
  }
  if (allShapes.size() != inverse.getNumDims()) return {};
  std::vector<int64_t> ranges;
  for (AffineExpr e : inverse.getResults()) ranges.push_back(allShapes[e.getPosition()]);
  return ranges;
}

// ---- payload ----------------------------------------------------------------------

Block *LinalgOp::getBlock() const {
  if (op_->getNumRegions() != 1 || op_->getRegion(0).empty()) return nullptr;
  return &op_->getRegion(0).front();
}

std::vector<Value> LinalgOp::getRegionInputArgs() const {
  std::vector<Value> r;
  if (Block *b = getBlock())
    for (unsigned i = 0, e = std::min(getNumDpsInputs(), b->getNumArguments()); i < e; ++i)
      r.push_back(b->getArgument(i));
  return r;
}

std::vector<Value> LinalgOp::getRegionOutputArgs() const {
  std::vector<Value> r;
  if (Block *b = getBlock())
    for (unsigned i = getNumDpsInputs(), e = b->getNumArguments(); i < e; ++i) r.push_back(b->getArgument(i));
  return r;
}

Value LinalgOp::getMatchingBlockArgument(OpOperand *operand) const {
  Block *b = getBlock();
  if (!b || operand->getOwner() != op_ || operand->getOperandNumber() >= b->getNumArguments()) return Value();
  return b->getArgument(operand->getOperandNumber());
}

bool LinalgOp::payloadUsesValueFromOperand(OpOperand *operand) const {
  Value arg = getMatchingBlockArgument(operand);
  if (!arg) return getBlock() == nullptr;
  return !arg.use_empty();
}

bool LinalgOp::hasIndexSemantics() const {
  Block *b = getBlock();
  if (!b) return false;
  for (Operation &o : *b)
    if (isa<IndexOp>(&o)) return true;
  return false;
}

std::vector<Value> LinalgOp::getYieldedValues() const {
  Block *b = getBlock();
  if (!b || b->empty() || !isa<YieldOp>(&b->back())) return {};
  return b->back().getOperands().vec();
}

// ---- effects and block argument names ---------------------------------------------------

namespace detail {

void getStructuredOpEffects(Operation *op, std::vector<MemoryEffect> &effects) {
  LinalgOp linalgOp(op);
  if (linalgOp.hasPureTensorSemantics()) return;
  for (OpOperand *o : linalgOp.getDpsInputOperands())
    if (o->get().getType().isa<MemRefType>()) effects.push_back({EffectKind::Read, o->get()});
  for (OpOperand *o : linalgOp.getDpsInitOperands()) {
    if (!o->get().getType().isa<MemRefType>()) continue;
    if (linalgOp.payloadUsesValueFromOperand(o)) effects.push_back({EffectKind::Read, o->get()});
    effects.push_back({EffectKind::Write, o->get()});
  }
}

void setStructuredBlockArgNames(Operation *op, Region &region, const OpDefinition::SetNameFn &setName,
                                std::string_view outName) {
  if (region.empty()) return;
  Block &block = region.front();
  unsigned numInputs = LinalgOp(op).getNumDpsInputs();
  for (unsigned i = 0; i < block.getNumArguments(); ++i) setName(block.getArgument(i), i < numInputs ? "in" : outName);
}

}  // namespace detail
}  // namespace tbuf::linalg

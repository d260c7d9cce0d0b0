// affine.parallel: custom assembly and verifier, as MLIR's AffineOps.cpp.
// Like MLIR's op it has no RegionBranchOpInterface (the analyses know it as
// a loop by name), so deallocation and One-Shot treat it as MLIR does.
//   [%r =] affine.parallel (%i, %j) = (0, max(%a, %b floordiv 2)) to (10, %n) [step (2, 1)]
//          [reduce ("addf", "maximumf") -> (f32, f32)] { ... affine.yield %x, %y : f32, f32 }
// Each bound is an affine expression over SSA names (affine_ssa_map.h) or a
// `max(...)` / `min(...)` group; all lower bounds form one map (and all upper
// bounds another) whose results are split into groups by
// lowerBoundsGroups / upperBoundsGroups (`dense<...> : tensor<Nxi32>`).
// `step` is printed when some step is not 1; without results the body's
// empty affine.yield is implicit. `reductions` holds one AtomicRMWKind (an
// i64) per result (affine_reductions.cc).
#include <string>
#include <vector>

#include "dialects/affine/affine_ops.h"
#include "dialects/affine/affine_ssa_map.h"
#include "dialects/scf/scf_utils.h"
#include "dialects/utils/dialect_utils.h"
#include "ir/attributes.h"
#include "ir/block.h"
#include "ir/context.h"
#include "ir/diagnostics.h"
#include "ir/op_asm.h"
#include "ir/region.h"

namespace tbuf::affine {

namespace {

constexpr std::string_view kLowerMap = "lowerBoundsMap", kUpperMap = "upperBoundsMap";
constexpr std::string_view kLowerGroups = "lowerBoundsGroups", kUpperGroups = "upperBoundsGroups";
constexpr std::string_view kSteps = "steps", kReductions = "reductions";

std::vector<int64_t> groupsOf(Operation *op, std::string_view name) {
  std::vector<int64_t> out;
  auto dense = op->getAttr(name).dyn_cast<DenseElementsAttr>();
  if (!dense || dense.isFloat()) return out;
  for (int64_t i = 0; i < dense.getNumElements(); ++i) out.push_back(dense.getIntAt(i));
  return out;
}

}  // namespace

std::vector<int64_t> ParallelOp::getLowerBoundsGroups() const { return groupsOf(op_, kLowerGroups); }
std::vector<int64_t> ParallelOp::getUpperBoundsGroups() const { return groupsOf(op_, kUpperGroups); }
std::vector<int64_t> ParallelOp::getSteps() const {
  std::vector<int64_t> out;
  if (auto array = op_->getAttr(kSteps).dyn_cast<ArrayAttr>())
    for (Attribute a : array.getValue())
      if (auto i = a.dyn_cast<IntegerAttr>()) out.push_back(i.getInt());
  return out;
}
OperandRange ParallelOp::getLowerBoundsOperands() const {
  return op_->getOperands().slice(0, getLowerBoundsMap().getNumInputs());
}
OperandRange ParallelOp::getUpperBoundsOperands() const {
  return op_->getOperands().drop_front(getLowerBoundsMap().getNumInputs());
}
unsigned ParallelOp::getNumDims() const { return getSteps().size(); }
std::vector<std::optional<AtomicRMWKind>> ParallelOp::getReductionKinds() const {
  std::vector<std::optional<AtomicRMWKind>> out;
  if (auto array = op_->getAttr(kReductions).dyn_cast<ArrayAttr>())
    for (Attribute a : array.getValue()) {
      auto i = a.dyn_cast<IntegerAttr>();
      out.push_back(i ? symbolizeAtomicRMWKind(i.getInt()) : std::nullopt);
    }
  return out;
}
Block *ParallelOp::getBody() const { return &op_->getRegion(0).front(); }

namespace {

/// `(b0, max(b1, b2), ...)`: the results, group sizes and operands of one side.
ParseResult parseBounds(OpAsmParser &p, bool isLower, AffineMap &map, std::vector<int64_t> &groups,
                        std::vector<OpAsmParser::UnresolvedOperand> &operands) {
  detail::SsaMapParser exprs(p);
  std::vector<AffineExpr> results;
  if (failed(p.parseLParen())) return failure();
  if (failed(p.parseOptionalRParen())) {
    do {
      if (succeeded(p.parseOptionalKeyword(isLower ? "max" : "min"))) {
        if (failed(p.parseLParen())) return failure();
        int64_t size = 0;
        do {
          AffineExpr e = exprs.parseExpr();
          if (!e) return failure();
          results.push_back(e);
          ++size;
        } while (succeeded(p.parseOptionalComma()));
        if (failed(p.parseRParen())) return failure();
        groups.push_back(size);
        continue;
      }
      AffineExpr e = exprs.parseExpr();
      if (!e) return failure();
      results.push_back(e);
      groups.push_back(1);
    } while (succeeded(p.parseOptionalComma()));
    if (failed(p.parseRParen())) return failure();
  }
  map = exprs.finish(results, operands);
  return success();
}

Attribute groupsAttr(Context *ctx, const std::vector<int64_t> &groups) {
  return DenseElementsAttr::getInts(RankedTensorType::get(ctx, {static_cast<int64_t>(groups.size())},
                                                          IntegerType::get(ctx, 32)),
                                    groups);
}

ParseResult parseParallel(OpAsmParser &p, OperationState &state) {
  Context *ctx = p.getContext();
  std::vector<OpAsmParser::Argument> ivs;
  if (failed(p.parseArgumentList(ivs, OpAsmParser::Delimiter::Paren)) || failed(p.parseEqual())) return failure();
  AffineMap lower, upper;
  std::vector<int64_t> lowerGroups, upperGroups;
  std::vector<OpAsmParser::UnresolvedOperand> lowerOperands, upperOperands;
  if (failed(parseBounds(p, true, lower, lowerGroups, lowerOperands)) || failed(p.parseKeyword("to")) ||
      failed(parseBounds(p, false, upper, upperGroups, upperOperands)))
    return failure();
  std::vector<Attribute> steps;
  if (succeeded(p.parseOptionalKeyword("step"))) {
    if (failed(p.parseLParen())) return failure();
    do {
      int64_t step;
      if (failed(p.parseInteger(step))) return failure();
      steps.push_back(IntegerAttr::get(IntegerType::get(ctx, 64), step));
    } while (succeeded(p.parseOptionalComma()));
    if (failed(p.parseRParen())) return failure();
  } else {
    steps.assign(ivs.size(), IntegerAttr::get(IntegerType::get(ctx, 64), 1));
  }
  std::vector<Attribute> reductions;
  if (succeeded(p.parseOptionalKeyword("reduce"))) {
    if (failed(p.parseLParen())) return failure();
    do {
      Location loc = p.getCurrentLocation();
      Attribute attr;
      if (failed(p.parseAttribute(attr, NoneType::get(ctx)))) return failure();
      auto name = attr.dyn_cast<StringAttr>();
      if (!name) return p.emitError(loc, "invalid kind of attribute specified"), failure();
      std::optional<AtomicRMWKind> kind = symbolizeAtomicRMWKind(name.getValue());
      if (!kind) return (p.emitError(loc, "invalid reduction value: ") << attr), failure();
      reductions.push_back(IntegerAttr::get(IntegerType::get(ctx, 64), static_cast<int64_t>(*kind)));
    } while (succeeded(p.parseOptionalComma()));
    if (failed(p.parseRParen())) return failure();
  }
  if (failed(p.parseOptionalArrowTypeList(state.types))) return failure();
  Type index = IndexType::get(ctx);
  if (failed(p.resolveOperands(lowerOperands, index, state.operands)) ||
      failed(p.resolveOperands(upperOperands, index, state.operands)))
    return failure();
  for (auto &iv : ivs) iv.type = index;
  Region *body = state.addRegion();
  if (failed(p.parseRegion(*body, ivs))) return failure();
  scf::detail::ensureTerminator(*body, ctx, state.location, [](OpBuilder &b, Location l) {
    OperationState yield(b.getContext(), l, YieldOp::getOperationName());
    b.create(yield);
  });
  state.addAttribute(kLowerGroups, groupsAttr(ctx, lowerGroups));
  state.addAttribute(kLowerMap, AffineMapAttr::get(lower));
  state.addAttribute(kReductions, ArrayAttr::get(ctx, reductions));
  state.addAttribute(kSteps, ArrayAttr::get(ctx, steps));
  state.addAttribute(kUpperGroups, groupsAttr(ctx, upperGroups));
  state.addAttribute(kUpperMap, AffineMapAttr::get(upper));
  return p.parseOptionalAttrDict(state.attributes);
}

void printBounds(OpAsmPrinter &p, AffineMap map, const std::vector<int64_t> &groups, const OperandRange &operands,
                 std::string_view prefix) {
  std::vector<Value> values = operands.vec();
  p << "(";
  unsigned r = 0;
  for (size_t g = 0; g < groups.size(); ++g) {
    if (g) p << ", ";
    if (groups[g] != 1) p << prefix << "(";
    for (int64_t k = 0; k < groups[g] && r < map.getNumResults(); ++k, ++r) {
      if (k) p << ", ";
      detail::printSsaExpr(p, map, values, r);
    }
    if (groups[g] != 1) p << ")";
  }
  p << ")";
}

void printParallel(OpAsmPrinter &p, Operation *op) {
  ParallelOp par(op);
  p << " (";
  p.printOperands(par.getBody()->getArguments());
  p << ") = ";
  printBounds(p, par.getLowerBoundsMap(), par.getLowerBoundsGroups(), par.getLowerBoundsOperands(), "max");
  p << " to ";
  printBounds(p, par.getUpperBoundsMap(), par.getUpperBoundsGroups(), par.getUpperBoundsOperands(), "min");
  std::vector<int64_t> steps = par.getSteps();
  bool allOne = true;
  for (int64_t s : steps) allOne = allOne && s == 1;
  if (!allOne) {
    p << " step (";
    for (size_t i = 0; i < steps.size(); ++i) p << (i ? ", " : "") << steps[i];
    p << ")";
  }
  if (op->getNumResults() != 0) {
    p << " reduce (";
    std::vector<std::optional<AtomicRMWKind>> kinds = par.getReductionKinds();
    for (size_t i = 0; i < kinds.size(); ++i)
      p << (i ? ", " : "") << "\"" << (kinds[i] ? stringifyAtomicRMWKind(*kinds[i]) : "<<INVALID>>") << "\"";
    p << ") -> (";
    for (unsigned i = 0; i < op->getNumResults(); ++i) {
      if (i) p << ", ";
      p.printType(op->getResult(i).getType());
    }
    p << ")";
  }
  p << " ";
  p.printRegion(par.getRegion(), /*printEntryBlockArgs=*/false, /*printBlockTerminators=*/op->getNumResults() != 0);
  p.printOptionalAttrDict(op->getAttrs(), {kLowerGroups, kLowerMap, kReductions, kSteps, kUpperGroups, kUpperMap});
}

LogicalResult verifyParallel(Operation *op) {
  if (failed(verifyNumRegions(op, 1))) return failure();
  for (std::string_view name : {kLowerGroups, kLowerMap, kReductions, kSteps, kUpperGroups, kUpperMap})
    if (failed(verifyRequiredAttr(op, name))) return failure();
  // ODS: each reduction is an i64 holding an AtomicRMWKind.
  auto reductions = op->getAttr(kReductions).dyn_cast<ArrayAttr>();
  bool validKinds = static_cast<bool>(reductions);
  if (reductions)
    for (Attribute a : reductions.getValue()) {
      auto i = a.dyn_cast<IntegerAttr>();
      validKinds = validKinds && i && i.getType().isInteger(64) && symbolizeAtomicRMWKind(i.getInt());
    }
  if (!validKinds) return op->emitOpError() << "attribute 'reductions' failed to satisfy constraint: Reduction ops";
  ParallelOp par(op);
  AffineMap lower = par.getLowerBoundsMap(), upper = par.getUpperBoundsMap();
  if (!lower || !upper) return op->emitOpError() << "requires affine map bounds";
  if (op->getRegion(0).empty()) return op->emitOpError() << "expects a non-empty body";
  size_t numDims = par.getBody()->getNumArguments();
  std::vector<int64_t> lowerGroups = par.getLowerBoundsGroups(), upperGroups = par.getUpperBoundsGroups();
  if (numDims != lowerGroups.size() || numDims != upperGroups.size() || numDims != par.getSteps().size())
    return op->emitOpError() << "the number of region arguments (" << static_cast<int64_t>(numDims)
                             << ") and the number of map groups for lower (" << static_cast<int64_t>(lowerGroups.size())
                             << ") and upper bound (" << static_cast<int64_t>(upperGroups.size())
                             << "), and the number of steps (" << static_cast<int64_t>(par.getSteps().size())
                             << ") must all match";
  int64_t lowerTotal = 0, upperTotal = 0;
  for (int64_t g : lowerGroups) {
    if (g == 0) return op->emitOpError() << "expected lower bound map to have at least one result";
    lowerTotal += g;
  }
  for (int64_t g : upperGroups) {
    if (g == 0) return op->emitOpError() << "expected upper bound map to have at least one result";
    upperTotal += g;
  }
  if (lowerTotal != static_cast<int64_t>(lower.getNumResults()))
    return op->emitOpError() << "expected lower bounds map to have " << lowerTotal << " results";
  if (upperTotal != static_cast<int64_t>(upper.getNumResults()))
    return op->emitOpError() << "expected upper bounds map to have " << upperTotal << " results";
  if (reductions.size() != op->getNumResults())
    return op->emitOpError() << "a reduction must be specified for each output";
  std::vector<std::optional<AtomicRMWKind>> kinds = par.getReductionKinds();
  for (unsigned i = 0; i < op->getNumResults(); ++i) {
    if (!kinds[i]) return op->emitOpError() << "invalid reduction attribute";
    if (!isResultTypeMatchAtomicRMWKind(op->getResult(i).getType(), *kinds[i]))
      return op->emitOpError() << "result type cannot match reduction attribute";
  }
  if (op->getNumOperands() != lower.getNumInputs() + upper.getNumInputs())
    return op->emitOpError() << "operand count does not match the bound maps' dimension and symbol counts";
  if (failed(verifyDimAndSymbolOperands(op, par.getLowerBoundsOperands(), lower.getNumDims())) ||
      failed(verifyDimAndSymbolOperands(op, par.getUpperBoundsOperands(), upper.getNumDims())))
    return failure();
  return success();
}

}  // namespace

void detail::registerParallelOp(Context &ctx) {
  OpDefinition def = makeOpDefinition("affine", ParallelOp::getOperationName(),
                                      static_cast<uint32_t>(OpTrait::SingleBlock), parseParallel, printParallel,
                                      verifyParallel);
  def.inherentAttrs = {std::string(kLowerGroups), std::string(kLowerMap),   std::string(kReductions),
                       std::string(kSteps),       std::string(kUpperGroups), std::string(kUpperMap)};
  // AutomaticAllocationScope as in MLIR: promote-buffers-to-stack may turn a
  // body allocation into an alloca freed at the end of each iteration.
  def.traits |= OpTrait::RecursiveMemoryEffects | OpTrait::AutomaticAllocationScope;
  ctx.registerOp(std::move(def));
}

}  // namespace tbuf::affine

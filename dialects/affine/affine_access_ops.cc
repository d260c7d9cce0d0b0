// affine.apply, affine.load, affine.store and affine.yield: custom assembly
// and verifiers as mlir-opt-22's.
//   %r = affine.apply #map(%d0)[%s0]
//   %v = affine.load %m[%i + 1, symbol(%n) * 2] : memref<8x8xf32>
//   affine.store %v, %m[%i, %j] : memref<8x8xf32>
// The subscripts of load/store are affine expressions over SSA names (MLIR's
// "affine map of SSA ids"): each distinct bare name is a dim in order of
// appearance, each `symbol(%x)` a symbol; they print back the same way.
#include <cctype>
#include <string>
#include <vector>

#include "dialects/affine/affine_ops.h"
#include "dialects/utils/dialect_utils.h"
#include "ir/attributes.h"
#include "ir/context.h"
#include "ir/diagnostics.h"
#include "ir/op_asm.h"
#include "ir/operation.h"
#include "ir/block.h"

namespace tbuf::affine {
namespace {

const uint32_t kPure = static_cast<uint32_t>(OpTrait::Pure);

// ---- affine maps of SSA ids ------------------------------------------------------

class SsaMapParser {
 public:
  explicit SsaMapParser(OpAsmParser &p) : p_(p), ctx_(p.getContext()) {}

  /// `[e0, e1, ...]`: the map (dims, then symbols, in order of appearance)
  /// and its operands.
  ParseResult parse(AffineMap &map, std::vector<OpAsmParser::UnresolvedOperand> &operands) {
    std::vector<AffineExpr> results;
    if (failed(p_.parseLSquare())) return failure();
    if (failed(p_.parseOptionalRSquare())) {
      do {
        AffineExpr e = parseExpr();
        if (!e) return failure();
        results.push_back(e);
      } while (succeeded(p_.parseOptionalComma()));
      if (failed(p_.parseRSquare())) return failure();
    }
    map = AffineMap::get(dims_.size(), symbols_.size(), results, ctx_);
    operands = dims_;
    operands.insert(operands.end(), symbols_.begin(), symbols_.end());
    return success();
  }

 private:
  static bool same(const OpAsmParser::UnresolvedOperand &a, const OpAsmParser::UnresolvedOperand &b) {
    return a.name == b.name && a.number == b.number;
  }
  unsigned indexOf(std::vector<OpAsmParser::UnresolvedOperand> &list, const OpAsmParser::UnresolvedOperand &o) {
    for (size_t i = 0; i < list.size(); ++i)
      if (same(list[i], o)) return i;
    list.push_back(o);
    return list.size() - 1;
  }

  AffineExpr parsePrimary() {
    if (succeeded(p_.parseOptionalLParen())) {
      AffineExpr e = parseExpr();
      if (!e || failed(p_.parseRParen())) return AffineExpr();
      return e;
    }
    if (succeeded(p_.parseOptionalMinus())) {
      AffineExpr e = parsePrimary();
      return e ? e * -1 : AffineExpr();
    }
    if (succeeded(p_.parseOptionalKeyword("symbol"))) {
      OpAsmParser::UnresolvedOperand o;
      if (failed(p_.parseLParen()) || failed(p_.parseOperand(o)) || failed(p_.parseRParen())) return AffineExpr();
      return getAffineSymbolExpr(indexOf(symbols_, o), ctx_);
    }
    OpAsmParser::UnresolvedOperand o;
    if (succeeded(p_.parseOptionalOperand(o))) return getAffineDimExpr(indexOf(dims_, o), ctx_);
    int64_t v;
    if (succeeded(p_.parseOptionalInteger(v))) return getAffineConstantExpr(v, ctx_);
    p_.emitError(p_.getCurrentLocation(), "expected affine expression");
    return AffineExpr();
  }

  /// Symbols are renumbered at the end, so "symbolic" here means "no dim".
  static bool isSymbolicOrConstant(AffineExpr e) { return e.isSymbolicOrConstant(); }

  AffineExpr parseTerm() {
    AffineExpr lhs = parsePrimary();
    while (lhs) {
      Location loc = p_.getCurrentLocation();
      AffineExprKind kind;
      if (succeeded(p_.parseOptionalStar())) kind = AffineExprKind::Mul;
      else if (succeeded(p_.parseOptionalKeyword("floordiv"))) kind = AffineExprKind::FloorDiv;
      else if (succeeded(p_.parseOptionalKeyword("ceildiv"))) kind = AffineExprKind::CeilDiv;
      else if (succeeded(p_.parseOptionalKeyword("mod"))) kind = AffineExprKind::Mod;
      else return lhs;
      AffineExpr rhs = parsePrimary();
      if (!rhs) return AffineExpr();
      if (kind == AffineExprKind::Mul && !isSymbolicOrConstant(lhs) && !isSymbolicOrConstant(rhs)) {
        p_.emitError(loc, "non-affine expression: at least one of the multiply operands has to be either a constant "
                          "or symbolic");
        return AffineExpr();
      }
      if (kind != AffineExprKind::Mul && !isSymbolicOrConstant(rhs)) {
        p_.emitError(loc, "non-affine expression: right operand of floordiv, ceildiv and mod has to be either a "
                          "constant or symbolic");
        return AffineExpr();
      }
      lhs = getAffineBinaryOpExpr(kind, lhs, rhs);
    }
    return lhs;
  }

  AffineExpr parseExpr() {
    AffineExpr lhs = parseTerm();
    while (lhs) {
      if (succeeded(p_.parseOptionalPlus())) {
        AffineExpr rhs = parseTerm();
        if (!rhs) return AffineExpr();
        lhs = lhs + rhs;
      } else if (succeeded(p_.parseOptionalMinus())) {
        AffineExpr rhs = parseTerm();
        if (!rhs) return AffineExpr();
        lhs = lhs - rhs;
      } else {
        return lhs;
      }
    }
    return lhs;
  }

  OpAsmParser &p_;
  Context *ctx_;
  std::vector<OpAsmParser::UnresolvedOperand> dims_, symbols_;
};

/// Prints `[e0, e1]` with dims as their operands and symbols as
/// `symbol(%x)`: the map's own text with `dN`/`sN` replaced.
void printSsaMap(OpAsmPrinter &p, AffineMap map, const OperandRange &operands) {
  std::vector<Value> values = operands.vec();
  p << "[";
  for (unsigned r = 0; r < map.getNumResults(); ++r) {
    if (r) p << ", ";
    std::string text = map.getResult(r).str();
    size_t i = 0;
    while (i < text.size()) {
      char c = text[i];
      bool id = (c == 'd' || c == 's') && i + 1 < text.size() && std::isdigit(static_cast<unsigned char>(text[i + 1])) &&
                (i == 0 || !std::isalnum(static_cast<unsigned char>(text[i - 1])));
      if (!id) {
        p << c;
        ++i;
        continue;
      }
      size_t j = i + 1;
      while (j < text.size() && std::isdigit(static_cast<unsigned char>(text[j]))) ++j;
      unsigned pos = std::stoul(text.substr(i + 1, j - i - 1));
      unsigned index = c == 'd' ? pos : map.getNumDims() + pos;
      if (index >= values.size()) {
        p << text.substr(i, j - i);
      } else if (c == 's') {
        p << "symbol(" << values[index] << ")";
      } else {
        p << values[index];
      }
      i = j;
    }
  }
  p << "]";
}

// ---- affine.apply ------------------------------------------------------------------

ParseResult parseApply(OpAsmParser &p, OperationState &state) {
  Attribute attr;
  if (failed(p.parseAttribute(attr))) return failure();
  auto mapAttr = attr.dyn_cast<AffineMapAttr>();
  if (!mapAttr) return p.emitError(p.getNameLoc(), "expected an affine map"), failure();
  AffineMap map = mapAttr.getValue();
  std::vector<OpAsmParser::UnresolvedOperand> dims, symbols;
  if (failed(p.parseOperandList(dims, OpAsmParser::Delimiter::Paren)) ||
      failed(p.parseOperandList(symbols, OpAsmParser::Delimiter::OptionalSquare)))
    return failure();
  Type index = IndexType::get(p.getContext());
  if (failed(p.resolveOperands(dims, index, state.operands)) ||
      failed(p.resolveOperands(symbols, index, state.operands)) || failed(p.parseOptionalAttrDict(state.attributes)))
    return failure();
  if (dims.size() != map.getNumDims() || dims.size() + symbols.size() != map.getNumInputs())
    return p.emitError(p.getNameLoc(), "dimension or symbol index mismatch"), failure();
  state.addAttribute(kMapAttr, mapAttr);
  for (unsigned i = 0; i < map.getNumResults(); ++i) state.addTypes({index});
  return success();
}

void printApply(OpAsmPrinter &p, Operation *op) {
  ApplyOp apply(op);
  p << " " << op->getAttr(kMapAttr);
  detail::printDimAndSymbolList(p, op->getOperands(), apply.getAffineMap().getNumDims());
  p.printOptionalAttrDict(op->getAttrs(), {kMapAttr});
}

LogicalResult verifyMapAttr(Operation *op) {
  if (failed(verifyRequiredAttr(op, kMapAttr))) return failure();
  if (!op->getAttr(kMapAttr).isa<AffineMapAttr>())
    return op->emitOpError() << "attribute 'map' failed to satisfy constraint: AffineMap attribute";
  return success();
}

LogicalResult verifyApply(Operation *op) {
  if (failed(verifyNumResults(op, 1)) || failed(verifyMapAttr(op))) return failure();
  for (unsigned i = 0; i < op->getNumOperands(); ++i)
    if (failed(verifyOperandType(op, i, constraints::kIndex, /*variadic=*/true))) return failure();
  if (failed(verifyResultType(op, 0, constraints::kIndex))) return failure();
  AffineMap map = ApplyOp(op).getAffineMap();
  if (op->getNumOperands() != map.getNumInputs())
    return op->emitOpError() << "operand count and affine map dimension and symbol count must match";
  if (map.getNumResults() != 1) return op->emitOpError() << "mapping must produce one value";
  return success();
}

// ---- affine.load / affine.store ----------------------------------------------------

ParseResult parseLoad(OpAsmParser &p, OperationState &state) {
  OpAsmParser::UnresolvedOperand memref;
  std::vector<OpAsmParser::UnresolvedOperand> indices;
  AffineMap map;
  Type type;
  if (failed(p.parseOperand(memref)) || failed(SsaMapParser(p).parse(map, indices)) ||
      failed(p.parseOptionalAttrDict(state.attributes)) || failed(p.parseColon()) ||
      failed(parseTypeOfKind(p, type, isMemRefType, "builtin.memref")) ||
      failed(p.resolveOperand(memref, type, state.operands)) ||
      failed(p.resolveOperands(indices, IndexType::get(p.getContext()), state.operands)))
    return failure();
  state.addAttribute(kMapAttr, AffineMapAttr::get(map));
  state.addTypes({type.cast<MemRefType>().getElementType()});
  return success();
}

ParseResult parseStore(OpAsmParser &p, OperationState &state) {
  OpAsmParser::UnresolvedOperand value, memref;
  std::vector<OpAsmParser::UnresolvedOperand> indices;
  AffineMap map;
  Type type;
  if (failed(p.parseOperand(value)) || failed(p.parseComma()) || failed(p.parseOperand(memref)) ||
      failed(SsaMapParser(p).parse(map, indices)) || failed(p.parseOptionalAttrDict(state.attributes)) ||
      failed(p.parseColon()) || failed(parseTypeOfKind(p, type, isMemRefType, "builtin.memref")) ||
      failed(p.resolveOperand(value, type.cast<MemRefType>().getElementType(), state.operands)) ||
      failed(p.resolveOperand(memref, type, state.operands)) ||
      failed(p.resolveOperands(indices, IndexType::get(p.getContext()), state.operands)))
    return failure();
  state.addAttribute(kMapAttr, AffineMapAttr::get(map));
  return success();
}

void printLoad(OpAsmPrinter &p, Operation *op) {
  LoadOp load(op);
  p << " " << load.getMemRef();
  printSsaMap(p, load.getAffineMap(), load.getMapOperands());
  p.printOptionalAttrDict(op->getAttrs(), {kMapAttr});
  p << " : " << load.getMemRef().getType();
}

void printStore(OpAsmPrinter &p, Operation *op) {
  StoreOp store(op);
  p << " " << store.getValue() << ", " << store.getMemRef();
  printSsaMap(p, store.getAffineMap(), store.getMapOperands());
  p.printOptionalAttrDict(op->getAttrs(), {kMapAttr});
  p << " : " << store.getMemRef().getType();
}

/// The checks load and store share: the memref operand, the map against
/// its rank, and the subscripts as dims and symbols.
LogicalResult verifyAccess(Operation *op, unsigned memrefIndex) {
  if (failed(verifyAtLeastNumOperands(op, memrefIndex + 1)) || failed(verifyMapAttr(op)) ||
      failed(verifyOperandType(op, memrefIndex, constraints::kMemRef)))
    return failure();
  for (unsigned i = memrefIndex + 1; i < op->getNumOperands(); ++i)
    if (failed(verifyOperandType(op, i, constraints::kIndex, /*variadic=*/true))) return failure();
  auto memrefType = op->getOperand(memrefIndex).getType().cast<MemRefType>();
  AffineMap map = getMapAttr(op, kMapAttr);
  unsigned numIndices = op->getNumOperands() - memrefIndex - 1;
  if (map.getNumResults() != static_cast<unsigned>(memrefType.getRank()))
    return op->emitOpError() << "affine map num results must equal memref rank";
  if (map.getNumInputs() != numIndices)
    return op->emitOpError() << "expects as many subscripts as affine map inputs";
  return verifyDimAndSymbolOperands(op, op->getOperands().drop_front(memrefIndex + 1), map.getNumDims());
}

LogicalResult verifyLoad(Operation *op) {
  if (failed(verifyNumResults(op, 1)) || failed(verifyAccess(op, 0))) return failure();
  if (op->getResult(0).getType() != op->getOperand(0).getType().cast<MemRefType>().getElementType())
    return op->emitOpError() << "result type must match element type of memref";
  return success();
}

LogicalResult verifyStore(Operation *op) {
  if (failed(verifyNumResults(op, 0)) || failed(verifyAccess(op, 1))) return failure();
  if (op->getOperand(0).getType() != op->getOperand(1).getType().cast<MemRefType>().getElementType())
    return op->emitOpError() << "value to store must have the same type as memref element type";
  return success();
}

// ---- affine.yield --------------------------------------------------------------------

ParseResult parseYield(OpAsmParser &p, OperationState &state) {
  std::vector<OpAsmParser::UnresolvedOperand> operands;
  std::vector<Type> types;
  if (failed(p.parseOperandList(operands)) || failed(p.parseOptionalAttrDict(state.attributes))) return failure();
  if (!operands.empty() && failed(p.parseColonTypeList(types))) return failure();
  return p.resolveOperands(operands, types, p.getNameLoc(), state.operands);
}

void printYield(OpAsmPrinter &p, Operation *op) {
  p.printOptionalAttrDict(op->getAttrs());
  if (op->getNumOperands() == 0) return;
  p << " ";
  p.printOperands(op->getOperands());
  p << " : ";
  bool first = true;
  for (Value v : op->getOperands()) {
    if (!first) p << ", ";
    first = false;
    p << v.getType();
  }
}

LogicalResult verifyYield(Operation *op) {
  Operation *parent = op->getParentOp();
  if (!parent || !ForOp::classof(parent))
    return op->emitOpError() << "expects parent op 'affine.for'";
  if (parent->getNumResults() != op->getNumOperands())
    return op->emitOpError() << "parent of yield must have same number of results as the yield operands";
  for (unsigned i = 0; i < op->getNumOperands(); ++i)
    if (parent->getResult(i).getType() != op->getOperand(i).getType())
      return op->emitOpError() << "types mismatch between yield op and its parent";
  return success();
}

void loadEffects(Operation *op, std::vector<MemoryEffect> &effects) {
  effects.push_back({EffectKind::Read, op->getOperand(0)});
}
void storeEffects(Operation *op, std::vector<MemoryEffect> &effects) {
  effects.push_back({EffectKind::Write, op->getOperand(1)});
}

}  // namespace

void detail::registerAccessOps(Context &ctx) {
  {
    OpDefinition def = makeOpDefinition("affine", ApplyOp::getOperationName(), kPure, parseApply, printApply, verifyApply);
    def.inherentAttrs = {std::string(kMapAttr)};
    ctx.registerOp(std::move(def));
  }
  {
    OpDefinition def = makeOpDefinition("affine", LoadOp::getOperationName(), 0, parseLoad, printLoad, verifyLoad);
    def.inherentAttrs = {std::string(kMapAttr)};
    def.getEffects = loadEffects;
    ctx.registerOp(std::move(def));
  }
  {
    OpDefinition def = makeOpDefinition("affine", StoreOp::getOperationName(), 0, parseStore, printStore, verifyStore);
    def.inherentAttrs = {std::string(kMapAttr)};
    def.getEffects = storeEffects;
    ctx.registerOp(std::move(def));
  }
  ctx.registerOp(makeOpDefinition("affine", YieldOp::getOperationName(),
                                  OpTrait::Pure | OpTrait::Terminator | OpTrait::ReturnLike, parseYield, printYield,
                                  verifyYield));
}

}  // namespace tbuf::affine

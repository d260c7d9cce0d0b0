// MLIR's rules for which SSA values may be affine dims and symbols
// (isValidDim / isValidSymbol), the shared `(%dims)[%symbols]` assembly of
// maps applied to operands, and map attribute access.
//
// The affine scope of a use is the region of its closest isolated-from-above
// ancestor (func.func). A valid symbol is a value defined at the top level of
// that scope (or one of its block arguments), a constant, an affine.apply of
// valid symbols, or a memref.dim / tensor.dim of a top-level value. A valid
// dim is a valid symbol, an affine.for or affine.parallel induction variable, a block argument
// of the scope, an affine.apply of valid dims, or such a dim op.
#include <string>
#include <vector>

#include "dialects/affine/affine_ops.h"
#include "ir/attributes.h"
#include "ir/block.h"
#include "ir/diagnostics.h"
#include "ir/op_asm.h"
#include "ir/region.h"

namespace tbuf::affine {

AffineMap getMapAttr(Operation *op, std::string_view name) {
  auto attr = op->getAttr(name).dyn_cast<AffineMapAttr>();
  return attr ? attr.getValue() : AffineMap();
}

namespace {

Region *getAffineScope(Operation *op) {
  for (Operation *parent = op->getParentOp(); parent; op = parent, parent = parent->getParentOp())
    if (parent->hasTrait(OpTrait::IsolatedFromAbove)) return op->getParentRegion();
  return nullptr;
}

Block *definingBlock(Value v) {
  if (Operation *def = v.getDefiningOp()) return def->getBlock();
  return v.cast<BlockArgument>().getOwner();
}

bool isTopLevelValue(Value v, Region *scope) {
  Block *block = definingBlock(v);
  return scope && block && block->getParent() == scope;
}

bool isSymbolIn(Value v, Region *scope);

bool isDimOp(Operation *op) { return op->getName() == "memref.dim" || op->getName() == "tensor.dim"; }

bool allOperands(Operation *op, Region *scope, bool (*pred)(Value, Region *)) {
  for (Value operand : op->getOperands())
    if (!pred(operand, scope)) return false;
  return true;
}

bool isSymbolIn(Value v, Region *scope) {
  if (!v.getType().isIndex()) return false;
  if (isTopLevelValue(v, scope)) return true;
  Operation *def = v.getDefiningOp();
  if (!def) return false;
  if (def->hasTrait(OpTrait::ConstantLike)) return true;
  if (ApplyOp::classof(def)) return allOperands(def, scope, isSymbolIn);
  if (isDimOp(def)) return isTopLevelValue(def->getOperand(0), scope);
  return false;
}

bool isInductionVar(Value v) {
  auto arg = v.dyn_cast<BlockArgument>();
  Operation *parent = arg ? arg.getOwner()->getParentOp() : nullptr;
  if (!parent) return false;
  return (ForOp::classof(parent) && arg.getArgNumber() == 0) || ParallelOp::classof(parent);
}

bool isDimIn(Value v, Region *scope) {
  if (!v.getType().isIndex()) return false;
  if (isSymbolIn(v, scope)) return true;
  Operation *def = v.getDefiningOp();
  if (!def) {
    if (isInductionVar(v)) return true;
    Operation *parent = v.cast<BlockArgument>().getOwner()->getParentOp();
    return parent && parent->hasTrait(OpTrait::IsolatedFromAbove);
  }
  if (ApplyOp::classof(def)) return allOperands(def, scope, isDimIn);
  if (isDimOp(def)) return isTopLevelValue(def->getOperand(0), scope);
  return false;
}

}  // namespace

bool isValidDim(Value v, Operation *user) { return isDimIn(v, getAffineScope(user)); }
bool isValidSymbol(Value v, Operation *user) { return isSymbolIn(v, getAffineScope(user)); }

LogicalResult verifyDimAndSymbolOperands(Operation *op, const OperandRange &operands, unsigned numDims,
                                         std::string_view indexMessage) {
  unsigned i = 0;
  for (Value v : operands) {
    bool dim = i++ < numDims;
    if (dim ? isValidDim(v, op) : isValidSymbol(v, op)) continue;
    if (!indexMessage.empty() && !isValidDim(v, op) && !isValidSymbol(v, op))
      return op->emitOpError() << indexMessage;
    return op->emitOpError() << (dim ? "operand cannot be used as a dimension id" : "operand cannot be used as a symbol");
  }
  return success();
}

namespace detail {

void printDimAndSymbolList(OpAsmPrinter &p, const OperandRange &operands, unsigned numDims) {
  std::vector<Value> all = operands.vec();
  p << "(";
  p.printOperands(std::vector<Value>(all.begin(), all.begin() + std::min<size_t>(numDims, all.size())));
  p << ")";
  if (all.size() > numDims) {
    p << "[";
    p.printOperands(std::vector<Value>(all.begin() + numDims, all.end()));
    p << "]";
  }
}

ParseResult parseDimAndSymbolList(OpAsmParser &p, AffineMap map, std::vector<Value> &out) {
  std::vector<OpAsmParser::UnresolvedOperand> dims, symbols;
  if (failed(p.parseOperandList(dims, OpAsmParser::Delimiter::Paren)) ||
      failed(p.parseOperandList(symbols, OpAsmParser::Delimiter::OptionalSquare)))
    return failure();
  if (dims.size() != map.getNumDims())
    return p.emitError(p.getNameLoc(), "dim operand count and affine map dim count must match"), failure();
  if (symbols.size() != map.getNumSymbols())
    return p.emitError(p.getNameLoc(), "symbol operand count and affine map symbol count must match"), failure();
  Type index = IndexType::get(p.getContext());
  if (failed(p.resolveOperands(dims, index, out)) || failed(p.resolveOperands(symbols, index, out))) return failure();
  return success();
}

}  // namespace detail

}  // namespace tbuf::affine

// memref.transpose (MLIR 22): `%r = memref.transpose %m (d0, d1) -> (d1, d0)
// : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>` is a view of the
// same buffer with sizes and strides permuted. The result type must be
// equivalent to the permuted strided type (any spelling of the same layout
// is accepted, as MLIR compares canonical layouts). Pure: an unused
// transpose is dead.
#include <string>
#include <vector>

#include "dialects/memref/memref_ops.h"
#include "dialects/memref/memref_registration.h"
#include "dialects/utils/dialect_utils.h"
#include "ir/context.h"
#include "ir/op_asm.h"

namespace tbuf::memref {

namespace {

using Operand = OpAsmParser::UnresolvedOperand;

// `$in $permutation attr-dict `:` type($in) `to` type(results)`
ParseResult parseTranspose(OpAsmParser &p, OperationState &state) {
  Operand in;
  AffineMap permutation;
  Type srcType, resultType;
  if (failed(p.parseOperand(in)) || failed(p.parseAffineMap(permutation)) ||
      failed(p.parseOptionalAttrDict(state.attributes)) || failed(p.parseColon()) || failed(p.parseType(srcType)) ||
      failed(p.parseKeyword("to")) || failed(p.parseType(resultType)) ||
      failed(p.resolveOperand(in, srcType, state.operands)))
    return failure();
  state.addAttribute("permutation", AffineMapAttr::get(permutation));
  state.addTypes({resultType});
  return success();
}

void printTranspose(OpAsmPrinter &p, Operation *op) {
  p << " " << op->getOperand(0) << " ";
  p.printAffineMap(TransposeOp(op).getPermutation());
  p.printOptionalAttrDict(op->getAttrs(), {"permutation"});
  p << " : " << op->getOperand(0).getType() << " to " << op->getResult(0).getType();
}

/// `(d0, d1) -> (d0 + d1 * 8)`: MLIR's canonical affine form of a static
/// strided layout (the spelling of its verifier message).
std::string canonicalLayoutText(ArrayRef<int64_t> strides, int64_t offset) {
  std::string dims, expr;
  for (size_t i = 0; i < strides.size(); ++i) {
    dims += (i ? ", d" : "d") + std::to_string(i);
    if (strides[i] == 0) continue;
    std::string term = "d" + std::to_string(i) + (strides[i] == 1 ? "" : " * " + std::to_string(strides[i]));
    expr += expr.empty() ? term : " + " + term;
  }
  if (offset != 0 || expr.empty()) expr += expr.empty() ? std::to_string(offset) : " + " + std::to_string(offset);
  return "(" + dims + ") -> (" + expr + ")";
}

bool isRowMajor(ArrayRef<int64_t> shape, ArrayRef<int64_t> strides, int64_t offset) {
  if (offset != 0) return false;
  int64_t running = 1;
  for (size_t i = shape.size(); i-- > 0;) {
    if (strides[i] != running || shape[i] == kDynamic) return false;
    running *= shape[i];
  }
  return true;
}

LogicalResult verifyTranspose(Operation *op) {
  if (op->getNumOperands() != 1 || op->getNumResults() != 1)
    return op->emitOpError() << "expected 1 operand and 1 result";
  auto attr = op->getAttrOfType<AffineMapAttr>("permutation");
  if (!attr) return op->emitOpError() << "requires attribute 'permutation'";
  auto srcType = op->getOperand(0).getType().dyn_cast<MemRefType>();
  auto resultType = op->getResult(0).getType().dyn_cast<MemRefType>();
  if (!srcType)
    return op->emitOpError() << "operand #0 must be strided memref of any type values, but got "
                             << quoteType(op->getOperand(0).getType());
  if (!resultType)
    return op->emitOpError() << "result #0 must be strided memref of any type values, but got "
                             << quoteType(op->getResult(0).getType());
  AffineMap permutation = attr.getValue();
  if (!permutation.isPermutation()) return op->emitOpError() << "expected a permutation map";
  if (permutation.getNumDims() != static_cast<unsigned>(srcType.getRank()))
    return op->emitOpError() << "expected a permutation map of same rank as the input";
  std::vector<int64_t> srcStrides, resultStrides;
  int64_t srcOffset = 0, resultOffset = 0;
  if (failed(srcType.getStridesAndOffset(srcStrides, srcOffset)))
    return op->emitOpError() << "operand #0 must be strided memref of any type values, but got "
                             << quoteType(srcType);
  // The permuted sizes and strides (result dim i is source dim perm(i)).
  std::vector<int64_t> shape, strides;
  for (AffineExpr e : permutation.getResults()) {
    shape.push_back(srcType.getShape()[e.getPosition()]);
    strides.push_back(srcStrides[e.getPosition()]);
  }
  bool equivalent = succeeded(resultType.getStridesAndOffset(resultStrides, resultOffset)) &&
                    resultType.getShape() == ArrayRef<int64_t>(shape) &&
                    resultType.getElementType() == srcType.getElementType() &&
                    resultType.getMemorySpace() == srcType.getMemorySpace() && resultStrides == strides &&
                    resultOffset == srcOffset;
  if (equivalent) return success();
  InFlightDiagnostic diag = op->emitOpError();
  diag << "result type " << quoteType(resultType) << " is not equivalent to the canonical transposed input type ";
  MemRefType plain = MemRefType::get(shape, srcType.getElementType(), Attribute(), srcType.getMemorySpace());
  bool isStatic = srcOffset != kDynamic;
  for (int64_t s : strides) isStatic &= s != kDynamic;
  if (isStatic && isRowMajor(shape, strides, srcOffset)) {
    diag << quoteType(plain);
  } else if (isStatic) {
    std::string text = quoteType(plain);
    std::string layout = ", affine_map<" + canonicalLayoutText(strides, srcOffset) + ">";
    text.insert(text.size() - 2, layout);
    diag << text;
  } else {
    diag << quoteType(MemRefType::get(shape, srcType.getElementType(),
                                      StridedLayoutAttr::get(op->getContext(), srcOffset, strides),
                                      srcType.getMemorySpace()));
  }
  return failure();
}

}  // namespace

AffineMap TransposeOp::getPermutation() const {
  auto attr = op_->getAttrOfType<AffineMapAttr>("permutation");
  return attr ? attr.getValue() : AffineMap();
}

void registerMemRefTransposeOp(Context &ctx) {
  OpDefinition def = makeMemRefDef(TransposeOp::getOperationName(), static_cast<uint32_t>(OpTrait::Pure));
  def.inherentAttrs = {"permutation"};
  def.parse = parseTranspose;
  def.print = printTranspose;
  def.verify = verifyTranspose;
  def.getAsmResultNames = setSingleResultName<"transpose">;
  ctx.registerOp(std::move(def));
}

}  // namespace tbuf::memref

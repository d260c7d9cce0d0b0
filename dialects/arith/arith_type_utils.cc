// Type constraints and ODS-style structural checks (see arith_type_utils.h).
#include "dialects/arith/arith_type_utils.h"

#include "ir/diagnostics.h"

namespace tbuf::arith {
namespace {

/// A scalar, a vector or a tensor (ranked or not) whose element satisfies `scalar`.
template <typename Pred> bool isLike(Type t, Pred scalar) {
  if (!t) return false;
  if (auto tensor = t.dyn_cast<TensorType>()) return scalar(tensor.getElementType());
  if (auto vector = t.dyn_cast<VectorType>()) return scalar(vector.getElementType());
  return scalar(t);
}

bool isSignlessIntOrIndex(Type t) {
  if (t.isIndex()) return true;
  auto i = t.dyn_cast<IntegerType>();
  return i && i.isSignless();
}

bool isSignlessInt(Type t) {
  auto i = t.dyn_cast<IntegerType>();
  return i && i.isSignless();
}


}  // namespace

Type getElementTypeOrSelf(Type t) {
  if (auto shaped = t.dyn_cast<ShapedType>()) return shaped.getElementType();
  return t;
}

Type getI1SameShape(Type t) {
  Context *ctx = t.getContext();
  Type i1 = IntegerType::get(ctx, 1);
  if (auto ranked = t.dyn_cast<RankedTensorType>())
    return RankedTensorType::get(ranked.getShape(), i1, ranked.getEncoding());
  if (t.isa<UnrankedTensorType>()) return UnrankedTensorType::get(i1);
  if (auto vector = t.dyn_cast<VectorType>()) return VectorType::get(vector.getShape(), i1);
  return i1;
}

bool isSignlessIntegerOrIndexLike(Type t) { return isLike(t, isSignlessIntOrIndex); }
bool isSignlessFixedWidthIntegerLike(Type t) { return isLike(t, isSignlessInt); }
bool isFloatLike(Type t) {
  return isLike(t, [](Type e) { return e.isa<FloatType>(); });
}
bool isBoolLike(Type t) {
  return isLike(t, [](Type e) { return e.isInteger(1); });
}

std::string quoted(Type t) { return "'" + (t ? t.str() : std::string("<<NULL TYPE>>")) + "'"; }

LogicalResult verifyCountsSlow(Operation *op, int numOperands, int numResults, int numRegions, int numSuccessors) {
  if (numRegions >= 0 && op->getNumRegions() != static_cast<unsigned>(numRegions)) {
    if (numRegions == 0) return op->emitOpError() << "requires zero regions";
    if (numRegions == 1) return op->emitOpError() << "requires one region";
    return op->emitOpError() << "expected " << numRegions << " regions";
  }
  if (numResults >= 0 && op->getNumResults() != static_cast<unsigned>(numResults)) {
    if (numResults == 0) return op->emitOpError() << "requires zero results";
    if (numResults == 1) return op->emitOpError() << "requires one result";
    return op->emitOpError() << "expected " << numResults << " results, but found " << op->getNumResults();
  }
  if (numSuccessors >= 0 && op->getNumSuccessors() != static_cast<unsigned>(numSuccessors)) {
    if (numSuccessors == 0) return op->emitOpError() << "requires zero successors";
    return op->emitOpError() << "requires " << numSuccessors << (numSuccessors == 1 ? " successor" : " successors")
                             << " but found " << op->getNumSuccessors();
  }
  if (numOperands >= 0 && op->getNumOperands() != static_cast<unsigned>(numOperands)) {
    if (numOperands == 0) return op->emitOpError() << "requires zero operands";
    if (numOperands == 1) return op->emitOpError() << "requires a single operand";
    return op->emitOpError() << "expected " << numOperands << " operands, but found " << op->getNumOperands();
  }
  return success();
}

LogicalResult verifyTypeConstraint(Operation *op, bool isResult, unsigned i, bool (*pred)(Type),
                                   std::string_view description) {
  Type t = isResult ? op->getResult(i).getType() : op->getOperand(i).getType();
  if (pred(t)) return success();
  return op->emitOpError() << (isResult ? "result" : "operand") << " #" << i << " must be " << description
                           << ", but got " << quoted(t);
}

LogicalResult verifyAllTypesConstraint(Operation *op, bool checkResults, bool (*pred)(Type),
                                       std::string_view description) {
  // Fast path: every type satisfies `pred`; the loops below find the first
  // one that does not, for the message.
  bool allMatch = true;
  for (unsigned i = 0, e = op->getNumOperands(); allMatch && i < e; ++i) allMatch = pred(op->getOperand(i).getType());
  for (unsigned i = 0, e = checkResults ? op->getNumResults() : 0; allMatch && i < e; ++i)
    allMatch = pred(op->getResult(i).getType());
  if (allMatch) return success();
  for (unsigned i = 0; i < op->getNumOperands(); ++i)
    if (failed(verifyTypeConstraint(op, false, i, pred, description))) return failure();
  if (!checkResults) return success();
  for (unsigned i = 0; i < op->getNumResults(); ++i)
    if (failed(verifyTypeConstraint(op, true, i, pred, description))) return failure();
  return success();
}

}  // namespace tbuf::arith

// Equality of index values for the slice rules of the tensor models. MLIR 22
// decides whether an extract_slice and an insert_slice touch the same subset
// with ValueBoundsConstraintSet::areEquivalentSlices, which proves e.g. that
// `%a` and `%a + 0` (or `%i + %j` and `%j + %i`) are equal. tbuf has no
// value-bounds analysis; this file gets the common cases by rewriting each
// index into a linear form (constant + sum of coefficient * leaf) through
// arith.constant / addi / subi / muli-by-constant and dims of shaped values
// (static sizes, and what the defining op tells of them), and comparing the
// forms.
// Equal forms imply equal values; different forms answer "not proven equal"
// (MLIR's failure or false, which both mean "no match" to its callers).
#include <map>
#include <utility>

#include "bufferize/models/tensor_models_internal.h"
#include "dialects/arith/arith_ops.h"
#include "dialects/memref/memref_ops.h"
#include "dialects/tensor/tensor_ops.h"

namespace tbuf::bufferization::tensor_models {
namespace {

/// A leaf of a linear form: an SSA value (dim = -1) or the size of dim `dim`
/// of a shaped value.
struct Leaf {
  Value value;
  int64_t dim = -1;
  bool operator<(const Leaf &o) const {
    if (value != o.value) return value < o.value;
    return dim < o.dim;
  }
  bool operator==(const Leaf &o) const { return value == o.value && dim == o.dim; }
};

struct LinearForm {
  int64_t constant = 0;
  std::map<Leaf, int64_t> terms;  // leaf -> coefficient (never 0)

  void add(const LinearForm &o, int64_t scale) {
    constant += scale * o.constant;
    for (const auto &[leaf, coeff] : o.terms) {
      int64_t &c = terms[leaf];
      c += scale * coeff;
      if (c == 0) terms.erase(leaf);
    }
  }
  bool isConstant() const { return terms.empty(); }
  bool operator==(const LinearForm &o) const { return constant == o.constant && terms == o.terms; }
};

constexpr int kMaxDepth = 16;

LinearForm linearize(Value v, int depth);

LinearForm leafForm(Leaf leaf) {
  LinearForm f;
  f.terms[leaf] = 1;
  return f;
}

LinearForm constantForm(int64_t c) {
  LinearForm f;
  f.constant = c;
  return f;
}

/// Size of dim `dim` of `shaped`: a static size, or what the defining op
/// says of it (as its ValueBoundsOpInterface model in MLIR: tensor.empty's
/// size operand, the dest of insert / insert_slice and the tied init of
/// linalg ops, the source of tensor.cast, the size of extract_slice, source
/// + low + high of pad); otherwise a (shaped, dim) leaf.
LinearForm dimForm(Value shaped, int64_t dim, int depth) {
  auto type = shaped.getType().dyn_cast<ShapedType>();
  if (!type || !type.hasRank() || dim < 0 || dim >= type.getRank()) return leafForm(Leaf{shaped, dim});
  if (!type.isDynamicDim(dim)) return constantForm(type.getDimSize(dim));
  Operation *def = shaped.getDefiningOp();
  if (!def || depth > kMaxDepth) return leafForm(Leaf{shaped, dim});
  if (auto empty = tbuf::dyn_cast<tensor::EmptyOp>(def)) return linearize(empty.getDynamicSize(dim), depth + 1);
  if (tbuf::isa<tensor::InsertOp>(def) || tbuf::isa<tensor::InsertSliceOp>(def))
    return dimForm(def->getOperand(1), dim, depth + 1);
  if (tbuf::isa<tensor::CastOp>(def)) return dimForm(def->getOperand(0), dim, depth + 1);
  if (auto slice = tbuf::dyn_cast<tensor::ExtractSliceOp>(def)) {
    std::vector<bool> dropped = slice.getDroppedDims();
    std::vector<OpFoldResult> sizes = slice.getMixedSizes();
    int64_t resultDim = -1;
    for (size_t i = 0; i < sizes.size(); ++i) {
      if (i < dropped.size() && dropped[i]) continue;
      if (++resultDim == dim) {
        if (std::optional<int64_t> c = getConstantIntValue(sizes[i])) return constantForm(*c);
        return linearize(sizes[i].value, depth + 1);
      }
    }
    return leafForm(Leaf{shaped, dim});
  }
  if (auto pad = tbuf::dyn_cast<tensor::PadOp>(def)) {
    LinearForm f = dimForm(pad.getSource(), dim, depth + 1);
    for (const OpFoldResult &p : {pad.getMixedLowPad()[dim], pad.getMixedHighPad()[dim]}) {
      if (std::optional<int64_t> c = getConstantIntValue(p))
        f.add(constantForm(*c), 1);
      else
        f.add(linearize(p.value, depth + 1), 1);
    }
    return f;
  }
  // Destination-style linalg ops: result i has the shape of init i.
  if (def->getDialectNamespace() == "linalg" && def->getNumResults() <= def->getNumOperands()) {
    unsigned resultNumber = shaped.cast<OpResult>().getResultNumber();
    Value init = def->getOperand(def->getNumOperands() - def->getNumResults() + resultNumber);
    if (init.getType() == shaped.getType()) return dimForm(init, dim, depth + 1);
  }
  return leafForm(Leaf{shaped, dim});
}

LinearForm linearize(Value v, int depth) {
  if (std::optional<int64_t> c = getConstantIntValue(v)) return constantForm(*c);
  Operation *def = v.getDefiningOp();
  if (!def || depth > kMaxDepth) return leafForm(Leaf{v, -1});
  if (tbuf::isa<arith::AddIOp>(def) || tbuf::isa<arith::SubIOp>(def)) {
    LinearForm f = linearize(def->getOperand(0), depth + 1);
    f.add(linearize(def->getOperand(1), depth + 1), tbuf::isa<arith::AddIOp>(def) ? 1 : -1);
    return f;
  }
  if (tbuf::isa<arith::MulIOp>(def)) {
    LinearForm lhs = linearize(def->getOperand(0), depth + 1);
    LinearForm rhs = linearize(def->getOperand(1), depth + 1);
    if (lhs.isConstant() || rhs.isConstant()) {
      LinearForm f;
      if (lhs.isConstant())
        f.add(rhs, lhs.constant);
      else
        f.add(lhs, rhs.constant);
      return f;
    }
    return leafForm(Leaf{v, -1});
  }
  if (tbuf::isa<tensor::DimOp>(def) || tbuf::isa<memref::DimOp>(def)) {
    if (std::optional<int64_t> index = getConstantIntValue(def->getOperand(1)))
      return dimForm(def->getOperand(0), *index, depth);
  }
  return leafForm(Leaf{v, -1});
}

LinearForm linearize(OpFoldResult ofr) {
  if (std::optional<int64_t> c = getConstantIntValue(ofr)) return constantForm(*c);
  if (ofr.value) return linearize(ofr.value, 0);
  return leafForm(Leaf{Value(), -2});
}

}  // namespace

bool areEqualIndexValues(OpFoldResult a, OpFoldResult b) {
  if (isEqualConstantIntOrValue(a, b)) return true;
  if (!a || !b) return false;
  return linearize(a) == linearize(b);
}

}  // namespace tbuf::bufferization::tensor_models

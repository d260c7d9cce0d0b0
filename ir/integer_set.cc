// IntegerSet and IntegerSetAttr (see integer_set.h): uniquing, evaluation
// and the textual form, which prints each constraint with the affine
// expression printer shared with affine maps (AffineExpr::str).
#include "ir/integer_set.h"

#include "absl/strings/str_cat.h"
#include "ir/context.h"
#include "ir/uniquing_key.h"

namespace tbuf {

namespace {

/// True if evaluating `e` at the point divides (floordiv, ceildiv, mod) by zero.
bool dividesByZero(AffineExpr e, ArrayRef<int64_t> dims, ArrayRef<int64_t> symbols) {
  if (!e.isBinary()) return false;
  if (dividesByZero(e.getLHS(), dims, symbols) || dividesByZero(e.getRHS(), dims, symbols)) return true;
  return e.getKind() != AffineExprKind::Add && e.getKind() != AffineExprKind::Mul &&
         e.getRHS().evaluate(dims, symbols) == 0;
}

}  // namespace

IntegerSet IntegerSet::get(unsigned numDims, unsigned numSymbols, ArrayRef<AffineExpr> constraints,
                           const std::vector<bool> &eqFlags, Context *ctx) {
  UniquingKey key("iset");
  key.addInt(numDims).addInt(numSymbols);
  for (size_t i = 0; i < constraints.size(); ++i) {
    bool isEq = i < eqFlags.size() && eqFlags[i];
    key.addPtr(constraints[i].getImpl()).addInt(isEq);
  }
  return IntegerSet(ctx->getUniqued<IntegerSetStorage>(key.view(), [&] {
    auto s = std::make_unique<IntegerSetStorage>();
    s->context = ctx;
    s->numDims = numDims;
    s->numSymbols = numSymbols;
    s->constraints.assign(constraints.begin(), constraints.end());
    s->eqFlags = eqFlags;
    s->eqFlags.resize(constraints.size(), false);
    return s;
  }));
}

unsigned IntegerSet::getNumEqualities() const {
  unsigned n = 0;
  for (bool eq : impl_->eqFlags) n += eq ? 1 : 0;
  return n;
}

bool IntegerSet::contains(ArrayRef<int64_t> dims, ArrayRef<int64_t> symbols, bool *ok) const {
  if (ok) *ok = true;
  bool inside = true;
  for (unsigned i = 0; i < getNumConstraints(); ++i) {
    AffineExpr c = getConstraint(i);
    if (dividesByZero(c, dims, symbols)) {
      if (ok) *ok = false;
      return false;
    }
    int64_t v = c.evaluate(dims, symbols);
    if (isEq(i) ? v != 0 : v < 0) inside = false;
  }
  return inside;
}

std::string IntegerSet::str() const {
  if (!impl_) return "<<NULL INTEGER SET>>";
  std::string out = "(";
  for (unsigned i = 0; i < getNumDims(); ++i) absl::StrAppend(&out, i ? ", " : "", "d", i);
  out += ")";
  if (getNumSymbols()) {
    out += "[";
    for (unsigned i = 0; i < getNumSymbols(); ++i) absl::StrAppend(&out, i ? ", " : "", "s", i);
    out += "]";
  }
  out += " : (";
  for (unsigned i = 0; i < getNumConstraints(); ++i)
    absl::StrAppend(&out, i ? ", " : "", getConstraint(i).str(), isEq(i) ? " == 0" : " >= 0");
  out += ")";
  return out;
}

IntegerSetAttr IntegerSetAttr::get(IntegerSet set) {
  Context *ctx = set.getContext();
  return IntegerSetAttr(ctx->getUniqued<IntegerSetAttrStorage>(UniquingKey("a.iset").addPtr(set.getImpl()).view(), [&] {
    auto s = std::make_unique<IntegerSetAttrStorage>();
    s->kind = AttrKind::IntegerSet;
    s->context = ctx;
    s->set = set;
    ctx->hasAliasableStorage_ = true;
    return s;
  }));
}

}  // namespace tbuf

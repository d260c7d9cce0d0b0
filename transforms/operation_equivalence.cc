// Structural hashing and equivalence of operations (see
// operation_equivalence.h), following MLIR's OperationSupport.cpp.
#include "transforms/operation_equivalence.h"

#include <algorithm>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/hash/hash.h"

namespace tbuf {

namespace {

/// Value equivalences discovered while comparing regions (MLIR's
/// ValueEquivalenceCache).
struct ValueEquivalenceCache {
  absl::flat_hash_map<Value, Value> equivalentValues;

  LogicalResult checkEquivalent(Value lhs, Value rhs) {
    if (lhs == rhs) return success();
    auto it = equivalentValues.find(lhs);
    return success(it != equivalentValues.end() && it->second == rhs);
  }
  LogicalResult checkCommutativeEquivalent(ArrayRef<Value> lhs, ArrayRef<Value> rhs) {
    if (lhs.size() != rhs.size()) return failure();
    size_t i = 0;
    for (; i < lhs.size(); ++i)
      if (failed(checkEquivalent(lhs[i], rhs[i]))) break;
    if (i == lhs.size()) return success();
    // Compare the rest as multisets, after mapping through the equivalences.
    auto sorted = [&](ArrayRef<Value> values) {
      std::vector<Value> out;
      for (size_t k = i; k < values.size(); ++k) {
        auto it = equivalentValues.find(values[k]);
        out.push_back(it == equivalentValues.end() ? values[k] : it->second);
      }
      std::sort(out.begin(), out.end());
      return out;
    };
    return success(sorted(lhs) == sorted(rhs));
  }
  void markEquivalent(Value lhs, Value rhs) { equivalentValues.try_emplace(lhs, rhs); }
};

}  // namespace

size_t OperationEquivalence::computeHash(Operation *op, const HashValueFn &hashOperands,
                                         const HashValueFn &hashResults, Flags flags) {
  return computeHashWith(op, hashOperands, hashResults, flags);
}

bool OperationEquivalence::isEquivalentTo(Operation *lhs, Operation *rhs, const CheckEquivalentFn &checkEquivalent,
                                          const MarkEquivalentFn &markEquivalent, Flags flags,
                                          const CheckCommutativeFn &checkCommutativeEquivalent) {
  if (lhs == rhs) return true;
  if (lhs->getAttrDictionary() != rhs->getAttrDictionary()) return false;
  if (lhs->getDef() != rhs->getDef() || lhs->getNumRegions() != rhs->getNumRegions() ||
      lhs->getNumSuccessors() != rhs->getNumSuccessors() || lhs->getNumOperands() != rhs->getNumOperands() ||
      lhs->getNumResults() != rhs->getNumResults())
    return false;
  if (!(flags & IgnoreLocations) && lhs->getLoc() != rhs->getLoc()) return false;

  if (checkCommutativeEquivalent && lhs->hasTrait(OpTrait::Commutative)) {
    std::vector<Value> l = lhs->getOperands().vec(), r = rhs->getOperands().vec();
    if (failed(checkCommutativeEquivalent(l, r))) return false;
  } else {
    for (unsigned i = 0; i < lhs->getNumOperands(); ++i) {
      Value a = lhs->getOperand(i), b = rhs->getOperand(i);
      if (a == b) continue;
      if (a.getType() != b.getType()) return false;
      if (failed(checkEquivalent(a, b))) return false;
    }
  }

  for (unsigned i = 0; i < lhs->getNumResults(); ++i) {
    Value a = lhs->getResult(i), b = rhs->getResult(i);
    if (a.getType() != b.getType()) return false;
    if (markEquivalent) markEquivalent(a, b);
  }

  for (unsigned i = 0; i < lhs->getNumRegions(); ++i)
    if (!isRegionEquivalentTo(&lhs->getRegion(i), &rhs->getRegion(i), checkEquivalent, markEquivalent, flags,
                              checkCommutativeEquivalent))
      return false;
  return true;
}

bool OperationEquivalence::isRegionEquivalentTo(Region *lhs, Region *rhs, const CheckEquivalentFn &checkEquivalent,
                                                const MarkEquivalentFn &markEquivalent, Flags flags,
                                                const CheckCommutativeFn &checkCommutativeEquivalent) {
  absl::flat_hash_map<Block *, Block *> blocksMap;
  auto lb = lhs->begin(), le = lhs->end();
  auto rb = rhs->begin(), re = rhs->end();
  for (; lb != le && rb != re; ++lb, ++rb) {
    Block &lBlock = *lb, &rBlock = *rb;
    if (lBlock.getNumArguments() != rBlock.getNumArguments()) return false;
    auto ins = blocksMap.try_emplace(&lBlock, &rBlock);
    if (ins.first->second != &rBlock) return false;
    for (unsigned i = 0; i < lBlock.getNumArguments(); ++i) {
      Value a = lBlock.getArgument(i), b = rBlock.getArgument(i);
      if (a.getType() != b.getType()) return false;
      if (!(flags & IgnoreLocations) && a.getLoc() != b.getLoc()) return false;
      if (markEquivalent) markEquivalent(a, b);
    }
    auto lo = lBlock.begin(), loe = lBlock.end();
    auto ro = rBlock.begin(), roe = rBlock.end();
    for (; lo != loe && ro != roe; ++lo, ++ro) {
      if (!isEquivalentTo(&*lo, &*ro, checkEquivalent, markEquivalent, flags, checkCommutativeEquivalent))
        return false;
      for (unsigned s = 0; s < lo->getNumSuccessors(); ++s) {
        auto succIns = blocksMap.try_emplace(lo->getSuccessor(s), ro->getSuccessor(s));
        if (succIns.first->second != ro->getSuccessor(s)) return false;
      }
    }
    if (lo != loe || ro != roe) return false;
  }
  return lb == le && rb == re;
}

bool OperationEquivalence::isEquivalentTo(Operation *lhs, Operation *rhs, Flags flags) {
  ValueEquivalenceCache cache;
  return isEquivalentTo(
      lhs, rhs, [&](Value a, Value b) { return cache.checkEquivalent(a, b); },
      [&](Value a, Value b) { cache.markEquivalent(a, b); }, flags,
      [&](ArrayRef<Value> a, ArrayRef<Value> b) { return cache.checkCommutativeEquivalent(a, b); });
}

bool OperationEquivalence::isRegionEquivalentTo(Region *lhs, Region *rhs, Flags flags) {
  ValueEquivalenceCache cache;
  return isRegionEquivalentTo(
      lhs, rhs, [&](Value a, Value b) { return cache.checkEquivalent(a, b); },
      [&](Value a, Value b) { cache.markEquivalent(a, b); }, flags,
      [&](ArrayRef<Value> a, ArrayRef<Value> b) { return cache.checkCommutativeEquivalent(a, b); });
}

}  // namespace tbuf

// Canonicalization patterns of bufferization.dealloc (MLIR 22's
// populateDeallocOpCanonicalizationPatterns), in MLIR's order:
//
//   dealloc (%a, %a) if (%c, %d)               =>  dealloc (%a) if (arith.ori %c, %d)
//   dealloc ... retain (%r, %r)                =>  retain (%r), both results -> one
//   dealloc () ... retain (...)                =>  erased, results -> false
//   dealloc (%a, %b) if (%c, %false)           =>  dealloc (%a) if (%c)
//   dealloc (base of extract_strided_metadata %alloc)  =>  dealloc (%alloc)
//   dealloc (%alloc) where %alloc has no other user    =>  both erased
//
// Patterns that only drop memrefs update the op in place (memrefs and
// conditions operand segments); the others create a new op.
#include <algorithm>

#include "absl/container/flat_hash_map.h"
#include "dialects/bufferization/bufferization_canonicalize.h"
#include "dialects/bufferization/bufferization_ops.h"

namespace tbuf::bufferization {

namespace {

/// Sets the memrefs and conditions of `op` (keeping `retained`, its retained
/// values) and, unless `sameSizes` (the segment sizes stay valid), the
/// operand segment sizes (`newAttrs`: the whole attribute dictionary, when
/// the caller has it).
void setMemrefsAndConditions(Operation *op, ArrayRef<Value> memrefs, ArrayRef<Value> conditions,
                             OperandRange retained, bool sameSizes, DictionaryAttr newAttrs) {
  std::vector<Value> operands;
  operands.reserve(memrefs.size() + conditions.size() + retained.size());
  operands.insert(operands.end(), memrefs.begin(), memrefs.end());
  operands.insert(operands.end(), conditions.begin(), conditions.end());
  for (Value v : retained) operands.push_back(v);
  int64_t numRetained = static_cast<int64_t>(retained.size());
  op->setOperands(operands);
  if (sameSizes) return;
  if (newAttrs) {
    op->setAttrs(newAttrs);
    return;
  }
  op->setAttr("operandSegmentSizes",
              DenseArrayAttr::getI32(op->getContext(), {static_cast<int64_t>(memrefs.size()),
                                                        static_cast<int64_t>(conditions.size()), numRetained}));
}

}  // namespace

LogicalResult updateDeallocIfChanged(Operation *op, const std::vector<Value> &memrefs,
                                     const std::vector<Value> &conditions, RewriterBase &rewriter,
                                     DictionaryAttr newAttrs) {
  auto same = [](auto range, const std::vector<Value> &values) {
    return range.size() == values.size() && std::equal(range.begin(), range.end(), values.begin());
  };
  DeallocOp::Segments segments = DeallocOp(op).getSegments();
  OperandRange oldMemrefs = segments.memrefs, oldConditions = segments.conditions;
  if (same(oldMemrefs, memrefs) && same(oldConditions, conditions)) return failure();
  // Memrefs replaced one for one (e.g. by their allocations) keep the sizes.
  bool sameSizes = oldMemrefs.size() == memrefs.size() && oldConditions.size() == conditions.size();
  OperandRange retained = segments.retained;
  rewriter.modifyOpInPlace(op, [&] {
    setMemrefsAndConditions(op, memrefs, conditions, retained, sameSizes, newAttrs);
  });
  return success();
}

}  // namespace tbuf::bufferization

namespace tbuf::bufferization::canon {
namespace {

LogicalResult removeDuplicateDeallocMemrefs(Operation *op, RewriterBase &rewriter) {
  DeallocOp dealloc(op);
  if (!hasDuplicateValues(dealloc.getMemrefs())) return failure();  // nothing to merge
  std::vector<Value> memrefs = dealloc.getMemrefs().vec(), conditions = dealloc.getConditions().vec();
  absl::flat_hash_map<Value, size_t> memrefToCondition;
  std::vector<Value> newMemrefs, newConditions;
  for (size_t i = 0; i < memrefs.size() && i < conditions.size(); ++i) {
    auto it = memrefToCondition.find(memrefs[i]);
    if (it != memrefToCondition.end()) {
      Value &newCond = newConditions[it->second];
      if (newCond != conditions[i])
        newCond = createOp(rewriter, op->getLoc(), "arith.ori", {newCond, conditions[i]}, {newCond.getType()})
                      ->getResult(0);
      continue;
    }
    memrefToCondition[memrefs[i]] = newConditions.size();
    newMemrefs.push_back(memrefs[i]);
    newConditions.push_back(conditions[i]);
  }
  return updateDeallocIfChanged(op, newMemrefs, newConditions, rewriter);
}

LogicalResult removeDuplicateRetainedMemrefs(Operation *op, RewriterBase &rewriter) {
  DeallocOp dealloc(op);
  if (!hasDuplicateValues(dealloc.getRetained())) return failure();
  absl::flat_hash_map<Value, unsigned> seen;
  std::vector<Value> newRetained;
  std::vector<unsigned> replacementIdx;
  for (Value retained : dealloc.getRetained()) {
    auto it = seen.find(retained);
    if (it != seen.end()) {
      replacementIdx.push_back(it->second);
      continue;
    }
    seen[retained] = newRetained.size();
    replacementIdx.push_back(newRetained.size());
    newRetained.push_back(retained);
  }
  if (newRetained.size() == dealloc.getRetained().size()) return failure();
  Operation *newDealloc = rewriter.create<DeallocOp>(op->getLoc(), dealloc.getMemrefs().vec(),
                                                     dealloc.getConditions().vec(), ValueRange(newRetained));
  std::vector<Value> replacements;
  for (unsigned idx : replacementIdx) replacements.push_back(newDealloc->getResult(idx));
  rewriter.replaceOp(op, replacements);
  return success();
}

LogicalResult eraseEmptyDealloc(Operation *op, RewriterBase &rewriter) {
  if (!DeallocOp(op).getMemrefs().empty()) return failure();
  Value constFalse = createArithConstant(rewriter, op->getLoc(), BoolAttr::get(op->getContext(), false));
  rewriter.replaceOp(op, std::vector<Value>(op->getNumResults(), constFalse));
  return success();
}

LogicalResult eraseAlwaysFalseDealloc(Operation *op, RewriterBase &rewriter) {
  DeallocOp dealloc(op);
  auto isFalse = [](Value condition) {
    IntegerAttr c = getConstantIntAttr(condition);
    return c && c.getInt() == 0;
  };
  OperandRange conditionRange = dealloc.getConditions();
  if (std::none_of(conditionRange.begin(), conditionRange.end(), isFalse)) return failure();
  std::vector<Value> memrefs = dealloc.getMemrefs().vec(), conditions = conditionRange.vec();
  std::vector<Value> newMemrefs, newConditions;
  for (size_t i = 0; i < memrefs.size() && i < conditions.size(); ++i) {
    IntegerAttr c = getConstantIntAttr(conditions[i]);
    if (c && c.getInt() == 0) continue;
    newMemrefs.push_back(memrefs[i]);
    newConditions.push_back(conditions[i]);
  }
  return updateDeallocIfChanged(op, newMemrefs, newConditions, rewriter);
}

/// The allocation whose base buffer `memref` is, if `memref` is the base
/// buffer of a memref.extract_strided_metadata of an allocated memref.
Value allocatedSourceOfMetadata(Value memref) {
  Operation *extract = memref.getDefiningOp();
  if (!extract || extract->getName() != "memref.extract_strided_metadata" || extract->getNumOperands() != 1)
    return Value();
  Value allocMemref = extract->getOperand(0);
  Operation *allocOp = allocMemref.getDefiningOp();
  return allocOp && hasEffectOn(allocOp, EffectKind::Allocate, allocMemref) ? allocMemref : Value();
}

LogicalResult skipExtractMetadataOfAlloc(Operation *op, RewriterBase &rewriter) {
  DeallocOp dealloc(op);
  OperandRange memrefs = dealloc.getMemrefs();
  if (std::none_of(memrefs.begin(), memrefs.end(), [](Value m) { return static_cast<bool>(allocatedSourceOfMetadata(m)); }))
    return failure();
  std::vector<Value> newMemrefs;
  for (Value memref : memrefs) {
    Value allocMemref = allocatedSourceOfMetadata(memref);
    newMemrefs.push_back(allocMemref ? allocMemref : memref);
  }
  return updateDeallocIfChanged(op, newMemrefs, dealloc.getConditions().vec(), rewriter);
}

/// True if `memref` is allocated by its defining op, which does nothing else
/// to it, and the dealloc is its only user.
bool isAllocOnlyDeallocated(Value memref) {
  Operation *allocOp = memref.getDefiningOp();
  return allocOp && memref.hasOneUse() && hasEffectOn(allocOp, EffectKind::Allocate, memref) &&
         hasSingleEffectOn(allocOp, EffectKind::Allocate, memref);
}

LogicalResult removeAllocDeallocPairWhenNoOtherUsers(Operation *op, RewriterBase &rewriter) {
  DeallocOp dealloc(op);
  OperandRange memrefRange = dealloc.getMemrefs();
  if (std::none_of(memrefRange.begin(), memrefRange.end(), isAllocOnlyDeallocated)) return failure();
  std::vector<Value> memrefs = memrefRange.vec(), conditions = dealloc.getConditions().vec();
  std::vector<Value> newMemrefs, newConditions;
  std::vector<Operation *> toDelete;
  for (size_t i = 0; i < memrefs.size() && i < conditions.size(); ++i) {
    if (isAllocOnlyDeallocated(memrefs[i])) {
      toDelete.push_back(memrefs[i].getDefiningOp());
      continue;
    }
    newMemrefs.push_back(memrefs[i]);
    newConditions.push_back(conditions[i]);
  }
  if (failed(updateDeallocIfChanged(op, newMemrefs, newConditions, rewriter))) return failure();
  for (Operation *alloc : toDelete) rewriter.eraseOp(alloc);
  return success();
}

}  // namespace

void addDeallocCanonicalizations(OpDefinition &def) {
  def.canonicalizers.push_back(removeDuplicateDeallocMemrefs);
  def.canonicalizers.push_back(removeDuplicateRetainedMemrefs);
  def.canonicalizers.push_back(eraseEmptyDealloc);
  def.canonicalizers.push_back(eraseAlwaysFalseDealloc);
  def.canonicalizers.push_back(skipExtractMetadataOfAlloc);
  def.canonicalizers.push_back(removeAllocDeallocPairWhenNoOtherUsers);
}

}  // namespace tbuf::bufferization::canon

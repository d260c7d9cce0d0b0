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
#include <array>
#include <memory>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "dialects/bufferization/bufferization_canonicalize.h"
#include "dialects/bufferization/bufferization_ops.h"

namespace tbuf::bufferization {

namespace {

/// The dictionaries `{operandSegmentSizes = array<i32: m, c, r>}` made so
/// far in a context, by sizes. Most deallocs carry no other attribute, and
/// the patterns that drop memrefs give them a new one each time: looking it
/// up here avoids uniquing the array and rebuilding the dictionary per
/// rewrite. Kept in the context's uniquing store (like the materializers
/// of fold_utils.cc), so it lives and dies with the attributes it holds.
struct SegmentSizesDictionaries {
  static constexpr size_t kMaxEntries = 64;
  mutable std::vector<std::pair<std::array<int64_t, 3>, DictionaryAttr>> entries;
};

/// The dictionary holding only the segment sizes (m, c, r).
DictionaryAttr getSegmentSizesDictionary(Context *ctx, int64_t m, int64_t c, int64_t r) {
  const SegmentSizesDictionaries &cache = *ctx->getUniqued<SegmentSizesDictionaries>(
      "\x01tbuf.dealloc-segment-dicts", [] { return std::make_unique<SegmentSizesDictionaries>(); });
  std::array<int64_t, 3> sizes{m, c, r};
  for (const auto &[key, dict] : cache.entries)
    if (key == sizes) return dict;
  std::vector<NamedAttribute> entries;
  entries.push_back({std::string(kOperandSegmentSizesAttr), DenseArrayAttr::getI32(ctx, {m, c, r})});
  DictionaryAttr dict = DictionaryAttr::get(ctx, std::move(entries));
  if (cache.entries.size() < SegmentSizesDictionaries::kMaxEntries) cache.entries.emplace_back(sizes, dict);
  return dict;
}

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
  // Only the segment sizes: the cached dictionary is the one setAttr would
  // build.
  ArrayRef<NamedAttribute> attrs = op->getAttrDictionary().getValue();
  if (attrs.size() == 1 && attrs[0].name == kOperandSegmentSizesAttr) {
    op->setAttrs(getSegmentSizesDictionary(op->getContext(), static_cast<int64_t>(memrefs.size()),
                                           static_cast<int64_t>(conditions.size()), numRetained));
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

// The patterns read the operand segments once (getSegments): each accessor
// looks the segment sizes up again, and every dealloc the driver visits is
// tried against all of them.

LogicalResult removeDuplicateDeallocMemrefs(Operation *op, RewriterBase &rewriter) {
  DeallocOp::Segments segments = DeallocOp(op).getSegments();
  if (!hasDuplicateValues(segments.memrefs)) return failure();  // nothing to merge
  std::vector<Value> memrefs = segments.memrefs.vec(), conditions = segments.conditions.vec();
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
  DeallocOp::Segments segments = DeallocOp(op).getSegments();
  if (!hasDuplicateValues(segments.retained)) return failure();
  absl::flat_hash_map<Value, unsigned> seen;
  std::vector<Value> newRetained;
  std::vector<unsigned> replacementIdx;
  for (Value retained : segments.retained) {
    auto it = seen.find(retained);
    if (it != seen.end()) {
      replacementIdx.push_back(it->second);
      continue;
    }
    seen[retained] = newRetained.size();
    replacementIdx.push_back(newRetained.size());
    newRetained.push_back(retained);
  }
  if (newRetained.size() == segments.retained.size()) return failure();
  Operation *newDealloc = rewriter.create<DeallocOp>(op->getLoc(), segments.memrefs.vec(),
                                                     segments.conditions.vec(), ValueRange(newRetained));
  std::vector<Value> replacements;
  for (unsigned idx : replacementIdx) replacements.push_back(newDealloc->getResult(idx));
  rewriter.replaceOp(op, replacements);
  return success();
}

LogicalResult eraseEmptyDealloc(Operation *op, RewriterBase &rewriter) {
  if (!DeallocOp(op).getSegments().memrefs.empty()) return failure();
  Value constFalse = createArithConstant(rewriter, op->getLoc(), BoolAttr::get(op->getContext(), false));
  rewriter.replaceOp(op, std::vector<Value>(op->getNumResults(), constFalse));
  return success();
}

LogicalResult eraseAlwaysFalseDealloc(Operation *op, RewriterBase &rewriter) {
  DeallocOp::Segments segments = DeallocOp(op).getSegments();
  auto isFalse = [](Value condition) {
    IntegerAttr c = getConstantIntAttr(condition);
    return c && c.getInt() == 0;
  };
  OperandRange conditionRange = segments.conditions;
  if (std::none_of(conditionRange.begin(), conditionRange.end(), isFalse)) return failure();
  std::vector<Value> memrefs = segments.memrefs.vec(), conditions = conditionRange.vec();
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
  DeallocOp::Segments segments = DeallocOp(op).getSegments();
  OperandRange memrefs = segments.memrefs;
  if (std::none_of(memrefs.begin(), memrefs.end(), [](Value m) { return static_cast<bool>(allocatedSourceOfMetadata(m)); }))
    return failure();
  std::vector<Value> newMemrefs;
  for (Value memref : memrefs) {
    Value allocMemref = allocatedSourceOfMetadata(memref);
    newMemrefs.push_back(allocMemref ? allocMemref : memref);
  }
  return updateDeallocIfChanged(op, newMemrefs, segments.conditions.vec(), rewriter);
}

/// True if `memref` is allocated by its defining op, which does nothing else
/// to it, and the dealloc is its only user.
bool isAllocOnlyDeallocated(Value memref) {
  Operation *allocOp = memref.getDefiningOp();
  return allocOp && memref.hasOneUse() && hasEffectOn(allocOp, EffectKind::Allocate, memref) &&
         hasSingleEffectOn(allocOp, EffectKind::Allocate, memref);
}

LogicalResult removeAllocDeallocPairWhenNoOtherUsers(Operation *op, RewriterBase &rewriter) {
  DeallocOp::Segments segments = DeallocOp(op).getSegments();
  OperandRange memrefRange = segments.memrefs;
  if (std::none_of(memrefRange.begin(), memrefRange.end(), isAllocOnlyDeallocated)) return failure();
  std::vector<Value> memrefs = memrefRange.vec(), conditions = segments.conditions.vec();
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

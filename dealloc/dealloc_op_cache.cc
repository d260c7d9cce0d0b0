// DeallocOpCache (see dealloc_op_cache.h): each op is built as its typed
// builder builds it (arith::ConstantOp, arith::OrIOp,
// memref::ExtractStridedMetadataOp, bufferization::DeallocOp / CloneOp,
// scf::IfOp with region builders), from cached pieces.
#include "dealloc/dealloc_op_cache.h"

#include <memory>

#include "dialects/arith/arith_ops.h"
#include "dialects/bufferization/bufferization_ops.h"
#include "dialects/memref/memref_ops.h"
#include "dialects/scf/scf_ops.h"
#include "dialects/utils/dialect_utils.h"
#include "ir/block.h"
#include "ir/context.h"
#include "ir/op_definition.h"
#include "ir/region.h"

namespace tbuf::dealloc {

namespace {

/// At most this many distinct source types / operand counts are remembered;
/// beyond, the pieces are built per op (still correct, just not cached).
constexpr size_t kMaxCachedVariants = 32;

}  // namespace

const DeallocOpCache::OpKind &DeallocOpCache::kind(OpKind &slot, std::string_view name) {
  if (slot.def) return slot;
  const OpDefinition *def = ctx_->lookupOp(name);
  if (!def) def = ctx_->getOrCreateUnregisteredOp(name);
  slot.def = def;
  slot.defaults = dictionaryOf(def, NamedAttrList());
  return slot;
}

DictionaryAttr DeallocOpCache::dictionaryOf(const OpDefinition *def, NamedAttrList attrs) const {
  if (def->populateDefaultAttrs) def->populateDefaultAttrs(ctx_, attrs);
  return attrs.getDictionary(ctx_);
}

Operation *DeallocOpCache::create(OpBuilder &builder, Location loc, const OpDefinition *def, ArrayRef<Type> types,
                                  ArrayRef<Value> operands, DictionaryAttr attrs, unsigned numRegions) {
  return builder.insert(Operation::create(loc, def, types, operands, attrs, {}, numRegions));
}

Value DeallocOpCache::boolConstant(OpBuilder &builder, Location loc, bool value) {
  const OpKind &k = kind(constant_, arith::ConstantOp::getOperationName());
  DictionaryAttr &attrs = boolValue_[value ? 1 : 0];
  if (!attrs) {
    BoolAttr attr = BoolAttr::get(ctx_, value);
    NamedAttrList list;
    list.set("value", attr);
    attrs = dictionaryOf(k.def, std::move(list));
    boolType_ = arith::getTypedAttrType(attr);
  }
  Type type = boolType_;
  return create(builder, loc, k.def, ArrayRef<Type>(&type, 1), {}, attrs)->getResult(0);
}

Value DeallocOpCache::orI(OpBuilder &builder, Location loc, Value lhs, Value rhs) {
  const OpKind &k = kind(orI_, arith::OrIOp::getOperationName());
  Type type = lhs.getType();
  Value operands[] = {lhs, rhs};
  return create(builder, loc, k.def, ArrayRef<Type>(&type, 1), operands, k.defaults)->getResult(0);
}

Value DeallocOpCache::baseBuffer(OpBuilder &builder, Location loc, Value memref) {
  const OpKind &k = kind(extract_, memref::ExtractStridedMetadataOp::getOperationName());
  Type source = memref.getType();
  const std::vector<Type> *types = nullptr;
  for (const auto &[type, results] : extractTypes_)
    if (type == source) types = &results;
  std::vector<Type> uncached;
  if (!types) {
    std::vector<Type> inferred = memref::ExtractStridedMetadataOp::inferReturnTypes(source.cast<MemRefType>());
    if (extractTypes_.size() < kMaxCachedVariants) {
      extractTypes_.push_back({source, std::move(inferred)});
      types = &extractTypes_.back().second;
    } else {
      uncached = std::move(inferred);
      types = &uncached;
    }
  }
  return create(builder, loc, k.def, *types, ArrayRef<Value>(&memref, 1), k.defaults)->getResult(0);
}

DictionaryAttr DeallocOpCache::deallocAttributes(size_t numMemrefs, size_t numConditions, size_t numRetained) {
  const OpKind &k = kind(dealloc_, bufferization::DeallocOp::getOperationName());
  // The attributes only depend on the segment sizes: memrefs and conditions
  // (equally many in every dealloc the passes build) and retained values.
  std::pair<size_t, size_t> key{numMemrefs, numRetained};
  if (numMemrefs == numConditions)
    for (const auto &[counts, dict] : deallocAttrs_)
      if (counts == key) return dict;
  NamedAttrList list;
  list.set(kOperandSegmentSizesAttr,
           DenseArrayAttr::getI32(ctx_, {static_cast<int64_t>(numMemrefs), static_cast<int64_t>(numConditions),
                                         static_cast<int64_t>(numRetained)}));
  DictionaryAttr attrs = dictionaryOf(k.def, std::move(list));
  if (numMemrefs == numConditions && deallocAttrs_.size() < kMaxCachedVariants) deallocAttrs_.push_back({key, attrs});
  return attrs;
}

DictionaryAttr DeallocOpCache::deallocAttributesAfterUpdate(Operation *dealloc, size_t numMemrefs,
                                                            size_t numConditions) {
  // Only a dealloc whose one attribute is its segment sizes: any other
  // attribute has to be kept, which the generic update does.
  ArrayRef<NamedAttribute> current = dealloc->getAttrDictionary().getValue();
  if (current.size() != 1 || current[0].name != kOperandSegmentSizesAttr) return DictionaryAttr();
  DictionaryAttr attrs = deallocAttributes(numMemrefs, numConditions, dealloc->getNumResults());
  return attrs.getValue().size() == 1 ? attrs : DictionaryAttr();
}

Operation *DeallocOpCache::dealloc(OpBuilder &builder, Location loc, ArrayRef<Value> memrefs,
                                   ArrayRef<Value> conditions, ArrayRef<Value> retained) {
  const OpKind &k = kind(dealloc_, bufferization::DeallocOp::getOperationName());
  DictionaryAttr attrs = deallocAttributes(memrefs.size(), conditions.size(), retained.size());
  std::vector<Value> operands;
  operands.reserve(memrefs.size() + conditions.size() + retained.size());
  operands.insert(operands.end(), memrefs.begin(), memrefs.end());
  operands.insert(operands.end(), conditions.begin(), conditions.end());
  operands.insert(operands.end(), retained.begin(), retained.end());
  if (!i1_) i1_ = IntegerType::get(ctx_, 1);
  std::vector<Type> types(retained.size(), i1_);
  return create(builder, loc, k.def, types, operands, attrs);
}

Value DeallocOpCache::clone(OpBuilder &builder, Location loc, Value memref) {
  const OpKind &k = kind(clone_, bufferization::CloneOp::getOperationName());
  Type type = memref.getType();
  return create(builder, loc, k.def, ArrayRef<Type>(&type, 1), ArrayRef<Value>(&memref, 1), k.defaults)
      ->getResult(0);
}

Value DeallocOpCache::cloneIfNotOwned(OpBuilder &builder, Location loc, Value condition, Value memref) {
  const OpKind &ifKind = kind(if_, scf::IfOp::getOperationName());
  const OpKind &yieldKind = kind(yield_, scf::YieldOp::getOperationName());
  const OpKind &cloneKind = kind(clone_, bufferization::CloneOp::getOperationName());
  Type type = memref.getType();
  // The regions are filled before the op is inserted, as scf::IfOp::build
  // fills the state's regions (nothing is notified for the nested ops).
  Operation *ifOp = Operation::create(loc, ifKind.def, ArrayRef<Type>(&type, 1), ArrayRef<Value>(&condition, 1),
                                      ifKind.defaults, {}, 2);
  auto *thenBlock = new Block();
  ifOp->getRegion(0).push_back(thenBlock);
  thenBlock->push_back(
      Operation::create(loc, yieldKind.def, {}, ArrayRef<Value>(&memref, 1), yieldKind.defaults, {}, 0));
  auto *elseBlock = new Block();
  ifOp->getRegion(1).push_back(elseBlock);
  Operation *cloneOp =
      Operation::create(loc, cloneKind.def, ArrayRef<Type>(&type, 1), ArrayRef<Value>(&memref, 1), cloneKind.defaults,
                        {}, 0);
  elseBlock->push_back(cloneOp);
  Value cloned = cloneOp->getResult(0);
  elseBlock->push_back(
      Operation::create(loc, yieldKind.def, {}, ArrayRef<Value>(&cloned, 1), yieldKind.defaults, {}, 0));
  return builder.insert(ifOp)->getResult(0);
}

}  // namespace tbuf::dealloc

// Direct creation of the ops bufferization emits most (see op_factory.h).
#include "bufferize/op_factory.h"

#include "dialects/bufferization/bufferization_ops.h"
#include "dialects/memref/memref_ops.h"

namespace tbuf::bufferization {

namespace {

OpFactoryScope *&innermostScope() {
  static thread_local OpFactoryScope *scope = nullptr;
  return scope;
}

constexpr std::string_view kOpNames[OpFactoryScope::NumKinds] = {
    ToTensorOp::getOperationName(), ToBufferOp::getOperationName(), memref::LoadOp::getOperationName(),
    memref::StoreOp::getOperationName(), memref::CopyOp::getOperationName(), memref::CastOp::getOperationName(),
    memref::AllocOp::getOperationName(), AllocTensorOp::getOperationName()};

/// The scope's definition of `kind` for `b`'s context, or null.
const OpDefinition *fastDefinition(OpBuilder &b, OpFactoryScope::Kind kind, OpFactoryScope *&scope) {
  scope = OpFactoryScope::current(b.getContext());
  return scope ? scope->definition(kind) : nullptr;
}

Operation *insertNew(OpBuilder &b, Location loc, const OpDefinition *def, ArrayRef<Type> types,
                     ArrayRef<Value> operands, DictionaryAttr attrs) {
  return b.insert(Operation::create(loc, def, types, operands, attrs, {}, 0));
}

}  // namespace

OpFactoryScope::OpFactoryScope(Context *ctx)
    : ctx_(ctx), previous_(innermostScope()), empty_(DictionaryAttr::get(ctx, {})) {
  innermostScope() = this;
}

OpFactoryScope::~OpFactoryScope() { innermostScope() = previous_; }

OpFactoryScope *OpFactoryScope::current(Context *ctx) {
  OpFactoryScope *scope = innermostScope();
  return scope && scope->ctx_ == ctx ? scope : nullptr;
}

const OpDefinition *OpFactoryScope::definition(Kind kind) {
  if (!looked_[kind]) {
    looked_[kind] = true;
    const OpDefinition *def = ctx_->lookupOp(kOpNames[kind]);
    // Default attributes would have to be filled in as Operation::create
    // does from an OperationState; leave such ops to the builder.
    defs_[kind] = def && !def->populateDefaultAttrs ? def : nullptr;
  }
  return defs_[kind];
}

DictionaryAttr OpFactoryScope::allocDictionary(Attribute alignment) const {
  for (const auto &[align, dict] : allocDicts_)
    if (align == alignment) return dict;
  return DictionaryAttr();
}

void OpFactoryScope::rememberAllocDictionary(Attribute alignment, DictionaryAttr dict) {
  if (!allocDictionary(alignment)) allocDicts_.emplace_back(alignment, dict);
}

Value createToTensor(OpBuilder &b, Location loc, Type tensorType, Value buffer) {
  OpFactoryScope *scope = nullptr;
  if (const OpDefinition *def = fastDefinition(b, OpFactoryScope::ToTensor, scope))
    return insertNew(b, loc, def, {tensorType}, {buffer}, scope->emptyDictionary())->getResult(0);
  return b.create<ToTensorOp>(loc, tensorType, buffer).getResult();
}

Value createToBuffer(OpBuilder &b, Location loc, Type bufferType, Value tensor) {
  OpFactoryScope *scope = nullptr;
  if (const OpDefinition *def = fastDefinition(b, OpFactoryScope::ToBuffer, scope))
    return insertNew(b, loc, def, {bufferType}, {tensor}, scope->emptyDictionary())->getResult(0);
  return b.create<ToBufferOp>(loc, bufferType, tensor).getBuffer();
}

Operation *createLoad(OpBuilder &b, Location loc, Value memref, ArrayRef<Value> indices) {
  OpFactoryScope *scope = nullptr;
  auto memrefType = memref.getType().dyn_cast<MemRefType>();
  if (const OpDefinition *def = memrefType ? fastDefinition(b, OpFactoryScope::Load, scope) : nullptr) {
    Value operands[8];
    if (indices.size() < 8) {
      operands[0] = memref;
      for (size_t i = 0; i < indices.size(); ++i) operands[i + 1] = indices[i];
      return insertNew(b, loc, def, {memrefType.getElementType()}, ArrayRef<Value>(operands, indices.size() + 1),
                       scope->emptyDictionary());
    }
  }
  return b.create<memref::LoadOp>(loc, memref, indices).getOperation();
}

Operation *createStore(OpBuilder &b, Location loc, Value value, Value memref, ArrayRef<Value> indices) {
  OpFactoryScope *scope = nullptr;
  if (const OpDefinition *def = fastDefinition(b, OpFactoryScope::Store, scope)) {
    Value operands[8];
    if (indices.size() < 7) {
      operands[0] = value;
      operands[1] = memref;
      for (size_t i = 0; i < indices.size(); ++i) operands[i + 2] = indices[i];
      return insertNew(b, loc, def, {}, ArrayRef<Value>(operands, indices.size() + 2), scope->emptyDictionary());
    }
  }
  return b.create<memref::StoreOp>(loc, value, memref, indices).getOperation();
}

Operation *createCopy(OpBuilder &b, Location loc, Value source, Value target) {
  OpFactoryScope *scope = nullptr;
  if (const OpDefinition *def = fastDefinition(b, OpFactoryScope::Copy, scope))
    return insertNew(b, loc, def, {}, {source, target}, scope->emptyDictionary());
  return b.create<memref::CopyOp>(loc, source, target).getOperation();
}

Value createCast(OpBuilder &b, Location loc, Type resultType, Value source) {
  OpFactoryScope *scope = nullptr;
  if (const OpDefinition *def = fastDefinition(b, OpFactoryScope::Cast, scope))
    return insertNew(b, loc, def, {resultType}, {source}, scope->emptyDictionary())->getResult(0);
  return b.create<memref::CastOp>(loc, resultType, source).getResult();
}

Value createAlloc(OpBuilder &b, Location loc, MemRefType type, ArrayRef<Value> dynamicSizes, IntegerAttr alignment) {
  OpFactoryScope *scope = nullptr;
  const OpDefinition *def = dynamicSizes.empty() ? fastDefinition(b, OpFactoryScope::Alloc, scope) : nullptr;
  if (def)
    if (DictionaryAttr dict = scope->allocDictionary(alignment))
      return insertNew(b, loc, def, {type}, {}, dict)->getResult(0);
  Operation *alloc = b.create<memref::AllocOp>(loc, type, dynamicSizes, ArrayRef<Value>{}, alignment).getOperation();
  // The dictionary (operand segment sizes, alignment) depends only on the
  // number of dynamic sizes and symbols and on the alignment: the next
  // alloc of the same kind reuses it.
  if (def) scope->rememberAllocDictionary(alignment, alloc->getAttrDictionary());
  return alloc->getResult(0);
}

IntegerAttr OpFactoryScope::alignmentAttr(OpBuilder &b, int64_t alignment) {
  if (!alignmentAttr_ || alignmentValue_ != alignment) {
    alignmentAttr_ = b.getI64IntegerAttr(alignment);
    alignmentValue_ = alignment;
  }
  return alignmentAttr_;
}

IntegerAttr getAlignmentAttr(OpBuilder &b, int64_t alignment) {
  OpFactoryScope *scope = OpFactoryScope::current(b.getContext());
  return scope ? scope->alignmentAttr(b, alignment) : b.getI64IntegerAttr(alignment);
}

Operation *createAllocTensorCopy(OpBuilder &b, Location loc, TensorType type, Value copy) {
  OpFactoryScope *scope = nullptr;
  const OpDefinition *def = fastDefinition(b, OpFactoryScope::AllocTensor, scope);
  if (def)
    if (DictionaryAttr dict = scope->allocTensorCopyDictionary())
      return insertNew(b, loc, def, {Type(type)}, {copy}, dict);
  Operation *alloc = b.create<AllocTensorOp>(loc, type, ValueRange(), copy).getOperation();
  // (The operand segment sizes are the same for every such op.)
  if (def) scope->rememberAllocTensorCopyDictionary(alloc->getAttrDictionary());
  return alloc;
}


}  // namespace tbuf::bufferization

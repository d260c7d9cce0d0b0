// Buffer lifetime ops of the memref dialect: alloc, alloca, dealloc,
// realloc, global and get_global. Custom assembly, verifiers, result names
// and memory effects (alloc/alloca: Allocate on the result; dealloc: Free;
// realloc: Free of the source and Allocate of the result), as mlir-opt-22.
#include <string>

#include "dialects/utils/dialect_utils.h"
#include "dialects/utils/dialect_utils_layout.h"
#include "dialects/memref/memref_ops.h"
#include "dialects/memref/memref_registration.h"
#include "ir/context.h"
#include "ir/symbol_table.h"

namespace tbuf::memref {

namespace {

using Delimiter = OpAsmParser::Delimiter;
using Operand = OpAsmParser::UnresolvedOperand;
namespace C = constraints;

/// Number of symbols of the layout's affine form: an affine map's symbols,
/// or the dynamic offset/strides of a (non-identity) strided layout.
unsigned getLayoutNumSymbols(MemRefType type) {
  if (hasIdentityLayoutMap(type)) return 0;
  Attribute layout = type.getLayout();
  if (auto map = layout.dyn_cast<AffineMapAttr>()) return map.getValue().getNumSymbols();
  if (auto strided = layout.dyn_cast<StridedLayoutAttr>()) {
    unsigned n = isDynamic(strided.getOffset()) ? 1 : 0;
    for (int64_t s : strided.getStrides()) n += isDynamic(s);
    return n;
  }
  return 0;
}

// ---- memref.alloc / memref.alloca ----------------------------------------------

ParseResult parseAllocLike(OpAsmParser &p, OperationState &state) {
  std::vector<Operand> sizes, symbols;
  Type type;
  if (failed(p.parseOperandList(sizes, Delimiter::Paren))) return failure();
  if (succeeded(p.parseOptionalLSquare())) {
    if (failed(p.parseOperandList(symbols)) || failed(p.parseRSquare())) return failure();
  }
  Type index = IndexType::get(p.getContext());
  if (failed(p.parseOptionalAttrDict(state.attributes)) || failed(p.parseColon()) ||
      failed(parseTypeOfKind(p, type, isMemRefType, "builtin.memref")) ||
      failed(p.resolveOperands(sizes, index, state.operands)) ||
      failed(p.resolveOperands(symbols, index, state.operands)))
    return failure();
  setOperandSegmentSizes(state, p.getContext(),
                         {static_cast<int64_t>(sizes.size()), static_cast<int64_t>(symbols.size())});
  state.addTypes({type});
  return success();
}

void printAllocLike(OpAsmPrinter &p, Operation *op) {
  p << "(";
  p.printOperands(getOperandSegment(op, 0, 2));
  p << ")";
  OperandRange symbols = getOperandSegment(op, 1, 2);
  if (!symbols.empty()) {
    p << "[";
    p.printOperands(symbols);
    p << "]";
  }
  p.printOptionalAttrDict(op->getAttrs(), {kOperandSegmentSizesAttr});
  p << " : " << op->getResult(0).getType();
}

LogicalResult verifyAllocLike(Operation *op) {
  if (failed(verifyOperandSegmentSizes(op, 2)) || failed(verifyAlignmentAttr(op)) ||
      failed(verifyOperandTypes(op, 0, op->getNumOperands(), C::kIndex)) || failed(verifyNumResults(op, 1)) ||
      failed(verifyResultType(op, 0, C::kMemRef)))
    return failure();
  auto type = op->getResult(0).getType().cast<MemRefType>();
  // The segment sizes are valid now: read them once (absent means both
  // segments are empty, as getOperandSegment sees them).
  size_t numDynamicSizes = 0, got = 0;
  if (auto sizes = op->getAttrOfType<DenseArrayAttr>(kOperandSegmentSizesAttr)) {
    numDynamicSizes = static_cast<size_t>(sizes.asInts()[0]);
    got = static_cast<size_t>(sizes.asInts()[1]);
  }
  if (failed(verifyDynamicDimensionCount(op, type, numDynamicSizes))) return failure();
  unsigned numSymbols = getLayoutNumSymbols(type);
  if (got != numSymbols)
    return op->emitOpError() << "symbol operand count does not equal memref symbol count: expected " << numSymbols
                             << ", got " << got;
  return success();
}

LogicalResult verifyAlloca(Operation *op) {
  bool hasScope = false;
  for (Operation *p = op->getParentOp(); p && !hasScope; p = p->getParentOp())
    hasScope = p->hasTrait(OpTrait::AutomaticAllocationScope);
  if (!hasScope) return op->emitOpError() << "requires an ancestor op with AutomaticAllocationScope trait";
  return verifyAllocLike(op);
}

void allocLikeEffects(Operation *op, std::vector<MemoryEffect> &effects) {
  effects.push_back({EffectKind::Allocate, op->getResult(0)});
}

// ---- memref.dealloc ------------------------------------------------------------

ParseResult parseDealloc(OpAsmParser &p, OperationState &state) {
  return parseOperandColonType(p, state, isBaseMemRefType);
}

LogicalResult verifyDealloc(Operation *op) {
  if (failed(verifyNumOperands(op, 1)) || failed(verifyNumResults(op, 0)) ||
      failed(verifyOperandType(op, 0, C::kAnyMemRef)))
    return failure();
  return success();
}

// ---- memref.realloc ------------------------------------------------------------

const TypeConstraint k1DMemRef{[](Type t) { return t.isa<MemRefType>() && t.cast<MemRefType>().getRank() == 1; },
                               "1D memref of any type values"};

ParseResult parseRealloc(OpAsmParser &p, OperationState &state) {
  Operand source, size;
  bool hasSize = false;
  Type srcType, dstType;
  if (failed(p.parseOperand(source))) return failure();
  if (succeeded(p.parseOptionalLParen())) {
    hasSize = true;
    if (failed(p.parseOperand(size)) || failed(p.parseRParen())) return failure();
  }
  if (failed(p.parseOptionalAttrDict(state.attributes)) || failed(p.parseColon()) ||
      failed(parseTypeOfKind(p, srcType, isMemRefType, "builtin.memref")) || failed(p.parseKeyword("to")) ||
      failed(parseTypeOfKind(p, dstType, isMemRefType, "builtin.memref")) ||
      failed(p.resolveOperand(source, srcType, state.operands)))
    return failure();
  if (hasSize && failed(p.resolveOperand(size, IndexType::get(p.getContext()), state.operands))) return failure();
  state.addTypes({dstType});
  return success();
}

void printRealloc(OpAsmPrinter &p, Operation *op) {
  p << " " << op->getOperand(0);
  if (op->getNumOperands() > 1) p << "(" << op->getOperand(1) << ")";
  p.printOptionalAttrDict(op->getAttrs());
  p << " : " << op->getOperand(0).getType() << " to " << op->getResult(0).getType();
}

LogicalResult verifyRealloc(Operation *op) {
  if (op->getNumOperands() < 1 || op->getNumOperands() > 2)
    return op->emitOpError() << "expected 1 or 2 operands, but found " << op->getNumOperands();
  if (failed(verifyNumResults(op, 1)) || failed(verifyAlignmentAttr(op)) ||
      failed(verifyOperandType(op, 0, k1DMemRef)) ||
      (op->getNumOperands() == 2 && failed(verifyOperandType(op, 1, C::kIndex))) ||
      failed(verifyResultType(op, 0, k1DMemRef)))
    return failure();
  auto sourceType = op->getOperand(0).getType().cast<MemRefType>();
  auto resultType = op->getResult(0).getType().cast<MemRefType>();
  if (!hasIdentityLayoutMap(sourceType))
    return op->emitError() << "unsupported layout for source memref type " << quoteType(sourceType);
  if (!hasIdentityLayoutMap(resultType))
    return op->emitError() << "unsupported layout for result memref type " << quoteType(resultType);
  if (sourceType.getMemorySpace() != resultType.getMemorySpace())
    return op->emitError() << "different memory spaces specified for source memref type " << quoteType(sourceType)
                           << " and result memref type " << quoteType(resultType);
  if (sourceType.getElementType() != resultType.getElementType())
    return op->emitError() << "different element types specified for source memref type " << quoteType(sourceType)
                           << " and result memref type " << quoteType(resultType);
  bool hasSize = op->getNumOperands() == 2;
  if (resultType.getNumDynamicDims() && !hasSize)
    return op->emitError() << "missing dimension operand for result type " << quoteType(resultType);
  if (!resultType.getNumDynamicDims() && hasSize)
    return op->emitError() << "unnecessary dimension operand for result type " << quoteType(resultType);
  return success();
}

void reallocEffects(Operation *op, std::vector<MemoryEffect> &effects) {
  effects.push_back({EffectKind::Free, op->getOperand(0)});
  effects.push_back({EffectKind::Allocate, op->getResult(0)});
}

// ---- memref.global -------------------------------------------------------------

/// The tensor type of a memref's shape and element type (the type of its
/// initial value).
Type getTensorTypeFromMemRefType(Type type) {
  if (auto memref = type.dyn_cast<MemRefType>())
    return RankedTensorType::get(memref.getShape(), memref.getElementType(), Attribute());
  if (auto memref = type.dyn_cast<UnrankedMemRefType>()) return UnrankedTensorType::get(memref.getElementType());
  return NoneType::get(type.getContext());
}

ParseResult parseGlobal(OpAsmParser &p, OperationState &state) {
  Context *ctx = p.getContext();
  std::string visibility, name;
  if (succeeded(p.parseOptionalString(&visibility)))
    state.addAttribute("sym_visibility", StringAttr::get(ctx, visibility));
  if (succeeded(p.parseOptionalKeyword("constant"))) state.addAttribute("constant", UnitAttr::get(ctx));
  if (failed(p.parseSymbolName(&name)) || failed(p.parseColon())) return failure();
  state.addAttribute("sym_name", StringAttr::get(ctx, name));
  Location typeLoc = p.getCurrentLocation();
  Type type;
  if (failed(p.parseType(type))) return failure();
  auto memrefType = type.dyn_cast<MemRefType>();
  if (!memrefType || !memrefType.hasStaticShape())
    return ParseResult(p.emitError(typeLoc) << "type should be static shaped memref, but got " << quoteType(type));
  state.addAttribute("type", TypeAttr::get(type));
  if (succeeded(p.parseOptionalEqual())) {
    if (succeeded(p.parseOptionalKeyword("uninitialized"))) {
      state.addAttribute("initial_value", UnitAttr::get(ctx));
    } else {
      Location valueLoc = p.getCurrentLocation();
      Attribute value;
      if (failed(p.parseAttribute(value, getTensorTypeFromMemRefType(type)))) return failure();
      if (!value.isa<DenseElementsAttr>())
        return ParseResult(p.emitError(valueLoc) << "initial value should be a unit or elements attribute");
      state.addAttribute("initial_value", value);
    }
  }
  return p.parseOptionalAttrDict(state.attributes);
}

void printGlobal(OpAsmPrinter &p, Operation *op) {
  GlobalOp global(op);
  if (!global.getSymVisibility().empty()) {
    p << " ";
    p.printString(global.getSymVisibility());
  }
  if (global.getConstant()) p << " constant";
  p << " ";
  p.printSymbolName(global.getSymName());
  auto typeAttr = op->getAttrOfType<TypeAttr>("type");
  p << " : ";
  if (typeAttr) p << typeAttr.getValue();
  if (Attribute init = global.getInitialValue()) {
    p << " = ";
    if (init.isa<UnitAttr>())
      p << "uninitialized";
    else
      p.printAttributeWithoutType(init);
  }
  p.printOptionalAttrDict(op->getAttrs(), {"sym_name", "sym_visibility", "type", "initial_value", "constant"});
}

LogicalResult verifyGlobal(Operation *op) {
  if (failed(verifyNumOperands(op, 0)) || failed(verifyNumResults(op, 0)) || failed(verifyRequiredAttr(op, "type")) ||
      failed(verifyOptionalUnitAttr(op, "constant")) || failed(verifyAlignmentAttr(op)))
    return failure();
  auto typeAttr = op->getAttrOfType<TypeAttr>("type");
  if (!typeAttr)
    return op->emitOpError() << "attribute 'type' failed to satisfy constraint: memref type attribute";
  Type type = typeAttr.getValue();
  auto memrefType = type.dyn_cast<MemRefType>();
  if (!memrefType || !memrefType.hasStaticShape())
    return op->emitOpError() << "type should be static shaped memref, but got " << quoteType(type);
  Attribute init = op->getAttr("initial_value");
  if (!init) return success();
  if (!init.isa<UnitAttr>() && !init.isa<DenseElementsAttr>())
    return op->emitOpError() << "initial value should be a unit or elements attribute, but got " << init;
  if (auto elements = init.dyn_cast<DenseElementsAttr>()) {
    Type initElementType = elements.getElementType();
    if (initElementType != memrefType.getElementType())
      return op->emitOpError() << "initial value element expected to be of type "
                               << quoteType(memrefType.getElementType()) << ", but was of type "
                               << quoteType(initElementType);
    if (elements.getType().getShape() != memrefType.getShape())
      return op->emitOpError() << "initial value shape expected to be " << joinShape(memrefType.getShape())
                               << " but was " << joinShape(elements.getType().getShape());
  }
  return success();
}

// ---- memref.get_global ---------------------------------------------------------

ParseResult parseGetGlobal(OpAsmParser &p, OperationState &state) {
  std::string name;
  Type type;
  if (failed(p.parseSymbolName(&name)) || failed(p.parseColon()) ||
      failed(parseTypeOfKind(p, type, isMemRefType, "builtin.memref")) ||
      failed(p.parseOptionalAttrDict(state.attributes)))
    return failure();
  state.addAttribute("name", SymbolRefAttr::get(p.getContext(), name));
  state.addTypes({type});
  return success();
}

void printGetGlobal(OpAsmPrinter &p, Operation *op) {
  p << " ";
  p.printSymbolName(GetGlobalOp(op).getName());
  p << " : " << op->getResult(0).getType();
  p.printOptionalAttrDict(op->getAttrs(), {"name"});
}

LogicalResult verifyGetGlobal(Operation *op) {
  if (failed(verifyNumOperands(op, 0)) || failed(verifyNumResults(op, 1)) || failed(verifyRequiredAttr(op, "name")) ||
      failed(verifyResultType(op, 0, C::kStaticMemRef)))
    return failure();
  auto nameAttr = op->getAttrOfType<SymbolRefAttr>("name");
  if (!nameAttr || !nameAttr.isFlat())
    return op->emitOpError() << "attribute 'name' failed to satisfy constraint: flat symbol reference attribute";
  // MLIR checks this in verifySymbolUses, once the whole symbol table is
  // verified; the global may not be verified yet, so read it defensively.
  Operation *symbol = lookupNearestSymbolFrom(op->getParentOp(), nameAttr.getRootReference());
  auto global = symbol ? dyn_cast<GlobalOp>(symbol) : GlobalOp();
  auto typeAttr = global ? global->getAttrOfType<TypeAttr>("type") : TypeAttr();
  if (!typeAttr)
    return op->emitOpError() << "'" << nameAttr.getRootReference() << "' does not reference a valid global memref";
  Type resultType = op->getResult(0).getType();
  if (typeAttr.getValue() != resultType)
    return op->emitOpError() << "result type " << quoteType(resultType) << " does not match type "
                             << quoteType(typeAttr.getValue())
                             << " of the global memref @" << nameAttr.getRootReference();
  return success();
}

}  // namespace

// ---- shared helpers ------------------------------------------------------------

OpDefinition makeMemRefDef(std::string_view name, uint32_t traits) {
  return makeOpDefinition("memref", name, traits);
}

std::optional<int64_t> getAlignmentValue(Operation *op) {
  auto attr = op->getAttrOfType<IntegerAttr>("alignment");
  if (!attr) return std::nullopt;
  return attr.getInt();
}

// ---- builders and accessors --------------------------------------------------

static void buildAllocLike(OpBuilder &b, OperationState &state, MemRefType memrefType,
                           ArrayRef<Value> dynamicSizes, ArrayRef<Value> symbolOperands, IntegerAttr alignment) {
  state.addOperands(dynamicSizes);
  state.addOperands(symbolOperands);
  setOperandSegmentSizes(state, b.getContext(),
                         {static_cast<int64_t>(dynamicSizes.size()), static_cast<int64_t>(symbolOperands.size())});
  if (alignment) state.addAttribute("alignment", alignment);
  state.addTypes({memrefType});
}

void AllocOp::build(OpBuilder &b, OperationState &state, MemRefType memrefType, ArrayRef<Value> dynamicSizes,
                    ArrayRef<Value> symbolOperands, IntegerAttr alignment) {
  buildAllocLike(b, state, memrefType, dynamicSizes, symbolOperands, alignment);
}

void AllocOp::build(OpBuilder &b, OperationState &state, ArrayRef<OpFoldResult> sizes, Type elementType,
                    Attribute memorySpace) {
  std::vector<Value> dynamicSizes;
  std::vector<int64_t> staticShape;
  dispatchIndexOpFoldResults(sizes, dynamicSizes, staticShape);
  buildAllocLike(b, state, MemRefType::get(staticShape, elementType, Attribute(), memorySpace), dynamicSizes, {},
                 IntegerAttr());
}

void AllocaOp::build(OpBuilder &b, OperationState &state, MemRefType memrefType, ArrayRef<Value> dynamicSizes,
                     ArrayRef<Value> symbolOperands, IntegerAttr alignment) {
  buildAllocLike(b, state, memrefType, dynamicSizes, symbolOperands, alignment);
}

void AllocaOp::build(OpBuilder &b, OperationState &state, ArrayRef<OpFoldResult> sizes, Type elementType,
                     Attribute memorySpace) {
  std::vector<Value> dynamicSizes;
  std::vector<int64_t> staticShape;
  dispatchIndexOpFoldResults(sizes, dynamicSizes, staticShape);
  buildAllocLike(b, state, MemRefType::get(staticShape, elementType, Attribute(), memorySpace), dynamicSizes, {},
                 IntegerAttr());
}

void DeallocOp::build(OpBuilder &, OperationState &state, Value memref) { state.addOperands({memref}); }

void ReallocOp::build(OpBuilder &, OperationState &state, MemRefType resultType, Value source,
                      Value dynamicResultSize, IntegerAttr alignment) {
  state.addOperands({source});
  if (dynamicResultSize) state.addOperands({dynamicResultSize});
  if (alignment) state.addAttribute("alignment", alignment);
  state.addTypes({resultType});
}

void GlobalOp::build(OpBuilder &b, OperationState &state, std::string_view symName, std::string_view visibility,
                     MemRefType type, Attribute initialValue, bool constant, IntegerAttr alignment) {
  state.addAttribute("sym_name", b.getStringAttr(symName));
  if (!visibility.empty()) state.addAttribute("sym_visibility", b.getStringAttr(visibility));
  state.addAttribute("type", TypeAttr::get(type));
  if (initialValue) state.addAttribute("initial_value", initialValue);
  if (constant) state.addAttribute("constant", b.getUnitAttr());
  if (alignment) state.addAttribute("alignment", alignment);
}

std::string_view GlobalOp::getSymName() const {
  auto attr = op_->getAttrOfType<StringAttr>("sym_name");
  return attr ? std::string_view(attr.getValue()) : std::string_view();
}

std::string_view GlobalOp::getSymVisibility() const {
  auto attr = op_->getAttrOfType<StringAttr>("sym_visibility");
  return attr ? std::string_view(attr.getValue()) : std::string_view();
}

MemRefType GlobalOp::getType() const {
  auto attr = op_->getAttrOfType<TypeAttr>("type");
  return attr ? attr.getValue().dyn_cast<MemRefType>() : MemRefType();
}

DenseElementsAttr GlobalOp::getConstantInitValue() const {
  if (!getConstant()) return DenseElementsAttr();
  return getInitialValue() ? getInitialValue().dyn_cast<DenseElementsAttr>() : DenseElementsAttr();
}

void GetGlobalOp::build(OpBuilder &b, OperationState &state, MemRefType type, std::string_view name) {
  state.addAttribute("name", b.getSymbolRefAttr(name));
  state.addTypes({type});
}

std::string_view GetGlobalOp::getName() const {
  auto attr = op_->getAttrOfType<SymbolRefAttr>("name");
  return attr ? std::string_view(attr.getRootReference()) : std::string_view();
}

// ---- registration --------------------------------------------------------------

void registerMemRefAllocOps(Context &ctx) {
  const std::vector<std::string> allocInherent = {"alignment", std::string(kOperandSegmentSizesAttr)};
  {
    OpDefinition def = makeMemRefDef(AllocOp::getOperationName());
    def.inherentAttrs = allocInherent;
    def.parse = parseAllocLike;
    def.print = printAllocLike;
    def.verify = verifyAllocLike;
    def.getEffects = allocLikeEffects;
    def.getAsmResultNames = setSingleResultName<"alloc">;
    ctx.registerOp(std::move(def));
  }
  {
    OpDefinition def = makeMemRefDef(AllocaOp::getOperationName());
    def.inherentAttrs = allocInherent;
    def.parse = parseAllocLike;
    def.print = printAllocLike;
    def.verify = verifyAlloca;
    def.getEffects = allocLikeEffects;
    def.getAsmResultNames = setSingleResultName<"alloca">;
    ctx.registerOp(std::move(def));
  }
  {
    OpDefinition def = makeMemRefDef(DeallocOp::getOperationName());
    def.parse = parseDealloc;
    def.print = printOperandColonType;
    def.verify = verifyDealloc;
    def.getEffects = [](Operation *op, std::vector<MemoryEffect> &effects) {
      effects.push_back({EffectKind::Free, op->getOperand(0)});
    };
    ctx.registerOp(std::move(def));
  }
  {
    OpDefinition def = makeMemRefDef(ReallocOp::getOperationName());
    def.inherentAttrs = {"alignment"};
    def.parse = parseRealloc;
    def.print = printRealloc;
    def.verify = verifyRealloc;
    def.getEffects = reallocEffects;
    ctx.registerOp(std::move(def));
  }
  {
    OpDefinition def = makeMemRefDef(GlobalOp::getOperationName(), static_cast<uint32_t>(OpTrait::Symbol));
    def.inherentAttrs = {"alignment", "constant", "initial_value", "sym_name", "sym_visibility", "type"};
    def.parse = parseGlobal;
    def.print = printGlobal;
    def.verify = verifyGlobal;
    ctx.registerOp(std::move(def));
  }
  {
    OpDefinition def = makeMemRefDef(GetGlobalOp::getOperationName(), static_cast<uint32_t>(OpTrait::Pure));
    def.inherentAttrs = {"name"};
    def.parse = parseGetGlobal;
    def.print = printGetGlobal;
    def.verify = verifyGetGlobal;
    ctx.registerOp(std::move(def));
  }
}

}  // namespace tbuf::memref

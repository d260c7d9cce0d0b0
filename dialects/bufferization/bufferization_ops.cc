// Registration of the bufferization dialect, the builders and accessors of
// its typed views (bufferization_ops.h), and helpers shared by the files that
// define the ops' assembly and verifiers.
#include "dialects/bufferization/bufferization_ops.h"

#include "dialects/bufferization/bufferization_canonicalize.h"
#include "dialects/bufferization/bufferization_internal.h"

namespace tbuf {
namespace bufferization {

namespace {
void setUnitAttr(Operation *op, std::string_view name, bool v) {
  if (v)
    op->setAttr(name, UnitAttr::get(op->getContext()));
  else
    op->removeAttr(name);
}

constexpr unsigned kAllocSegments = 3;
constexpr unsigned kDeallocSegments = 3;
}  // namespace

// ---- builders and accessors ----------------------------------------------------

void ToTensorOp::build(OpBuilder &b, OperationState &state, Type tensorType, Value buffer, bool restrict,
                       bool writable) {
  state.addOperands({buffer});
  state.addTypes({tensorType});
  if (restrict) state.addAttribute("restrict", b.getUnitAttr());
  if (writable) state.addAttribute("writable", b.getUnitAttr());
}

void ToTensorOp::build(OpBuilder &b, OperationState &state, Value buffer, bool restrict, bool writable) {
  auto type = buffer.getType().cast<ShapedType>();
  Type tensorType = type.hasRank() ? Type(RankedTensorType::get(b.getContext(), type.getShape(), type.getElementType()))
                                   : Type(UnrankedTensorType::get(type.getElementType()));
  build(b, state, tensorType, buffer, restrict, writable);
}

void ToTensorOp::setRestrict(bool v) { setUnitAttr(op_, "restrict", v); }
void ToTensorOp::setWritable(bool v) { setUnitAttr(op_, "writable", v); }

void ToBufferOp::build(OpBuilder &b, OperationState &state, Type bufferType, Value tensor, bool readOnly) {
  state.addOperands({tensor});
  state.addTypes({bufferType});
  if (readOnly) state.addAttribute("read_only", b.getUnitAttr());
}

void ToBufferOp::setReadOnly(bool v) { setUnitAttr(op_, "read_only", v); }

void MaterializeInDestinationOp::build(OpBuilder &b, OperationState &state, Value source, Value dest, bool restrict,
                                       bool writable) {
  state.addOperands({source, dest});
  if (dest.getType().isa<TensorType>()) state.addTypes({dest.getType()});
  if (restrict) state.addAttribute("restrict", b.getUnitAttr());
  if (writable) state.addAttribute("writable", b.getUnitAttr());
}

void MaterializeInDestinationOp::setRestrict(bool v) { setUnitAttr(op_, "restrict", v); }
void MaterializeInDestinationOp::setWritable(bool v) { setUnitAttr(op_, "writable", v); }

void AllocTensorOp::build(OpBuilder &b, OperationState &state, TensorType type, ValueRange dynamicSizes, Value copy,
                          Value sizeHint, Attribute memorySpace) {
  state.addOperands(dynamicSizes);
  if (copy) state.addOperands({copy});
  if (sizeHint) state.addOperands({sizeHint});
  state.addTypes({type});
  setOperandSegmentSizes(state, b.getContext(),
                         {static_cast<int64_t>(dynamicSizes.size()), copy ? 1 : 0, sizeHint ? 1 : 0});
  if (memorySpace) state.addAttribute("memory_space", memorySpace);
}

OperandRange AllocTensorOp::getDynamicSizes() const { return getOperandSegment(op_, 0, kAllocSegments); }

Value AllocTensorOp::getCopy() const {
  OperandRange r = getOperandSegment(op_, 1, kAllocSegments);
  return r.empty() ? Value() : r[0];
}

Value AllocTensorOp::getSizeHint() const {
  OperandRange r = getOperandSegment(op_, 2, kAllocSegments);
  return r.empty() ? Value() : r[0];
}

Value AllocTensorOp::getDynamicSize(unsigned i) const {
  if (getCopy() || !isDynamicDim(i)) return Value();
  OperandRange sizes = getDynamicSizes();
  unsigned idx = getIndexOfDynamicSize(i);
  return idx < sizes.size() ? sizes[idx] : Value();
}

void CloneOp::build(OpBuilder &, OperationState &state, Value value) {
  state.addOperands({value});
  state.addTypes({value.getType()});
}

void DeallocOp::build(OpBuilder &b, OperationState &state, ValueRange memrefs, ValueRange conditions,
                      ValueRange retained) {
  state.addOperands(memrefs);
  state.addOperands(conditions);
  state.addOperands(retained);
  for (size_t i = 0; i < retained.size(); ++i) state.types.push_back(b.getI1Type());
  setOperandSegmentSizes(state, b.getContext(),
                         {static_cast<int64_t>(memrefs.size()), static_cast<int64_t>(conditions.size()),
                          static_cast<int64_t>(retained.size())});
}

OperandRange DeallocOp::getMemrefs() const { return getOperandSegment(op_, 0, kDeallocSegments); }
OperandRange DeallocOp::getConditions() const { return getOperandSegment(op_, 1, kDeallocSegments); }
OperandRange DeallocOp::getRetained() const { return getOperandSegment(op_, 2, kDeallocSegments); }

DeallocOp::Segments DeallocOp::getSegments() const {
  // getOperandSegment's slicing, with the attribute read once.
  OperandRange all = op_->getOperands();
  auto attr = op_->getAttrOfType<DenseArrayAttr>(kOperandSegmentSizesAttr);
  if (!attr || attr.asInts().size() != kDeallocSegments) return {all.slice(0, 0), all.slice(0, 0), all.slice(0, 0)};
  ArrayRef<int64_t> sizes = attr.asInts();
  // The starts are running sums (asked for by every dealloc pattern).
  int64_t numOperands = static_cast<int64_t>(all.size());
  auto segment = [&](int64_t start, int64_t size) {
    if (start + size > numOperands) return all.slice(all.size(), 0);
    return all.slice(start, size);
  };
  return {segment(0, sizes[0]), segment(sizes[0], sizes[1]), segment(sizes[0] + sizes[1], sizes[2])};
}

void DeallocTensorOp::build(OpBuilder &, OperationState &state, Value tensor) { state.addOperands({tensor}); }

// ---- shared helpers -----------------------------------------------------------------

namespace detail {

std::string quoted(Type t) { return "'" + (t ? t.str() : std::string("<<NULL TYPE>>")) + "'"; }

void printTypeList(OpAsmPrinter &p, ArrayRef<Type> types) {
  for (size_t i = 0; i < types.size(); ++i) {
    if (i) p << ", ";
    p << types[i];
  }
}

void printMalformed(OpAsmPrinter &p, Operation *op) {
  p << "(";
  p.printOperands(op->getOperands());
  p << ")";
  p.printOptionalAttrDict(op->getAttrs());
  p << " : ";
  p.printFunctionalType(op);
}

LogicalResult verifyZeroSuccessors(Operation *op) {
  if (op->getNumSuccessors() == 0) return success();
  return op->emitOpError() << "requires zero successors";
}

LogicalResult verifyNoRegionsOrSuccessors(Operation *op) {
  if (failed(verifyNumRegions(op, 0))) return failure();
  return verifyZeroSuccessors(op);
}

OpDefinition &addOp(Context &ctx, std::string_view name, uint32_t traits, std::vector<std::string> inherent,
                    OpDefinition::ParseFn parse, OpDefinition::PrintFn print, OpDefinition::VerifyFn verify) {
  OpDefinition def;
  def.name = std::string(name);
  def.dialect = "bufferization";
  def.traits = traits;
  def.inherentAttrs = std::move(inherent);
  def.parse = parse;
  def.print = print;
  def.verify = verify;
  return *ctx.registerOp(std::move(def));
}

}  // namespace detail
}  // namespace bufferization

void registerBufferizationDialect(Context &ctx) {
  if (ctx.isDialectRegistered("bufferization")) return;
  ctx.markDialectRegistered("bufferization");
  bufferization::detail::registerCastOps(ctx);
  bufferization::detail::registerAllocOps(ctx);
  registerBufferizationCanonicalizations(ctx);
}

}  // namespace tbuf

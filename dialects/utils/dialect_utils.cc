// Shared dialect helpers: mixed static/dynamic lists, their custom assembly,
// operandSegmentSizes, ODS-style invariant checks and the offsets/sizes/
// strides verifier. See dialect_utils.h.
#include "dialects/utils/dialect_utils.h"

#include <string>

#include "absl/container/inlined_vector.h"
#include "ir/builder.h"
#include "ir/context.h"
#include "ir/diagnostics.h"
#include "ir/scratch.h"

namespace tbuf {

// ---- OpFoldResult lists ------------------------------------------------------

std::optional<int64_t> getConstantIntValue(Value v) {
  if (!v) return std::nullopt;
  Operation *def = v.getDefiningOp();
  if (!def || !def->hasTrait(OpTrait::ConstantLike)) return std::nullopt;
  if (auto attr = def->getAttrOfType<IntegerAttr>("value")) return attr.getInt();
  return std::nullopt;
}

std::optional<int64_t> getConstantIntValue(OpFoldResult ofr) {
  if (ofr.attr) {
    if (auto attr = ofr.attr.dyn_cast<IntegerAttr>()) return attr.getInt();
    return std::nullopt;
  }
  return getConstantIntValue(ofr.value);
}

bool isConstantIntValue(OpFoldResult ofr, int64_t value) {
  std::optional<int64_t> v = getConstantIntValue(ofr);
  return v && *v == value;
}

IntegerAttr getIndexAttr(Context *ctx, int64_t value) { return IntegerAttr::get(IndexType::get(ctx), value); }

std::vector<OpFoldResult> getMixedValues(Context *ctx, ArrayRef<int64_t> staticValues,
                                         ArrayRef<Value> dynamicValues) {
  std::vector<OpFoldResult> result;
  result.reserve(staticValues.size());
  size_t next = 0;
  for (int64_t v : staticValues) {
    if (isDynamic(v)) {
      result.push_back(next < dynamicValues.size() ? OpFoldResult(dynamicValues[next]) : OpFoldResult());
      ++next;
    } else {
      result.push_back(OpFoldResult(Attribute(getIndexAttr(ctx, v))));
    }
  }
  return result;
}

void dispatchIndexOpFoldResults(ArrayRef<OpFoldResult> ofrs, std::vector<Value> &dynamicValues,
                                std::vector<int64_t> &staticValues) {
  for (const OpFoldResult &ofr : ofrs) {
    if (ofr.value) {
      dynamicValues.push_back(ofr.value);
      staticValues.push_back(kDynamic);
      continue;
    }
    auto attr = ofr.attr ? ofr.attr.dyn_cast<IntegerAttr>() : IntegerAttr();
    assert(attr && "expected an integer attribute or a value");
    staticValues.push_back(attr.getInt());
  }
}

std::vector<int64_t> getStaticValues(ArrayRef<OpFoldResult> ofrs) {
  std::vector<int64_t> result;
  result.reserve(ofrs.size());
  for (const OpFoldResult &ofr : ofrs) {
    auto attr = ofr.attr ? ofr.attr.dyn_cast<IntegerAttr>() : IntegerAttr();
    result.push_back(attr ? attr.getInt() : kDynamic);
  }
  return result;
}

std::vector<OpFoldResult> getAsOpFoldResult(ArrayRef<Value> values) {
  return std::vector<OpFoldResult>(values.begin(), values.end());
}

std::vector<OpFoldResult> getAsIndexOpFoldResult(Context *ctx, ArrayRef<int64_t> values) {
  std::vector<OpFoldResult> result;
  result.reserve(values.size());
  for (int64_t v : values) result.push_back(OpFoldResult(Attribute(getIndexAttr(ctx, v))));
  return result;
}

ArrayRef<int64_t> getDenseI64ArrayAttr(Operation *op, std::string_view name) {
  auto attr = op->getAttrOfType<DenseArrayAttr>(name);
  if (!attr || !attr.getElementType().isInteger(64)) return {};
  return attr.asInts();
}

// ---- dynamic index lists -----------------------------------------------------

ParseResult parseDynamicIndexList(OpAsmParser &parser, std::vector<OpAsmParser::UnresolvedOperand> &values,
                                  std::vector<int64_t> &integers, OpAsmParser::Delimiter delimiter) {
  using D = OpAsmParser::Delimiter;
  // MLIR reports a missing opening delimiter as "expected '[' in dynamic
  // index list" at the end of the previous token; the parser's own
  // "expected '['" has the right location.
  auto open = [&]() -> ParseResult {
    switch (delimiter) {
      case D::Paren: return parser.parseLParen();
      case D::LessGreater: return parser.parseLess();
      case D::Braces: return parser.parseLBrace();
      default: return parser.parseLSquare();
    }
  };
  auto closeOptional = [&]() -> ParseResult {
    switch (delimiter) {
      case D::Paren: return parser.parseOptionalRParen();
      case D::LessGreater: return parser.parseOptionalGreater();
      case D::Braces: return parser.parseOptionalRBrace();
      default: return parser.parseOptionalRSquare();
    }
  };
  auto close = [&]() -> ParseResult {
    switch (delimiter) {
      case D::Paren: return parser.parseRParen();
      case D::LessGreater: return parser.parseGreater();
      case D::Braces: return parser.parseRBrace();
      default: return parser.parseRSquare();
    }
  };
  if (failed(open())) return failure();
  if (succeeded(closeOptional())) return success();
  do {
    OpAsmParser::UnresolvedOperand operand;
    int64_t integer = 0;
    if (succeeded(parser.parseOptionalOperand(operand))) {
      values.push_back(operand);
      integers.push_back(kDynamic);
    } else if (succeeded(parser.parseInteger(integer))) {
      integers.push_back(integer);
    } else {
      // parseInteger reported "expected integer value" at the token; MLIR
      // adds this one at the op name.
      return ParseResult(parser.emitError(parser.getNameLoc(), "expected SSA value or integer"));
    }
  } while (succeeded(parser.parseOptionalComma()));
  return close();
}

static void printDynamicIndexListImpl(OpAsmPrinter &printer, const std::function<Value(size_t)> &valueAt,
                                      size_t numValues, ArrayRef<int64_t> integers,
                                      OpAsmParser::Delimiter delimiter) {
  using D = OpAsmParser::Delimiter;
  const char *open = "[", *close = "]";
  if (delimiter == D::Paren) open = "(", close = ")";
  if (delimiter == D::LessGreater) open = "<", close = ">";
  if (delimiter == D::Braces) open = "{", close = "}";
  printer << open;
  size_t next = 0;
  for (size_t i = 0; i < integers.size(); ++i) {
    if (i) printer << ", ";
    if (isDynamic(integers[i]) && next < numValues) {
      printer << valueAt(next++);
    } else {
      printer << integers[i];
    }
  }
  printer << close;
}

void printDynamicIndexList(OpAsmPrinter &printer, ArrayRef<Value> values, ArrayRef<int64_t> integers,
                           OpAsmParser::Delimiter delimiter) {
  printDynamicIndexListImpl(
      printer, [&](size_t i) { return values[i]; }, values.size(), integers, delimiter);
}

void printDynamicIndexList(OpAsmPrinter &printer, const OperandRange &values, ArrayRef<int64_t> integers,
                           OpAsmParser::Delimiter delimiter) {
  printDynamicIndexListImpl(
      printer, [&](size_t i) { return values[i]; }, values.size(), integers, delimiter);
}

// ---- operandSegmentSizes -----------------------------------------------------

void setOperandSegmentSizes(OperationState &state, Context *ctx, ArrayRef<int64_t> sizes) {
  state.addAttribute(kOperandSegmentSizesAttr, DenseArrayAttr::getI32(ctx, sizes));
}

std::vector<int64_t> getOperandSegmentSizes(Operation *op, unsigned numSegments) {
  auto attr = op->getAttrOfType<DenseArrayAttr>(kOperandSegmentSizesAttr);
  if (!attr || attr.asInts().size() != numSegments) return std::vector<int64_t>(numSegments, 0);
  return std::vector<int64_t>(attr.asInts().begin(), attr.asInts().end());
}

OperandRange getOperandSegment(Operation *op, unsigned index, unsigned numSegments) {
  // Called for every access to a segment: reads the attribute in place.
  OperandRange all = op->getOperands();
  auto attr = op->getAttrOfType<DenseArrayAttr>(kOperandSegmentSizesAttr);
  if (!attr || attr.asInts().size() != numSegments) return all.slice(0, 0);
  ArrayRef<int64_t> sizes = attr.asInts();
  int64_t start = 0;
  for (unsigned i = 0; i < index; ++i) start += sizes[i];
  if (start + sizes[index] > static_cast<int64_t>(all.size())) return all.slice(all.size(), 0);
  return all.slice(start, sizes[index]);
}

LogicalResult verifyOperandSegmentSizes(Operation *op, unsigned numSegments, ArrayRef<unsigned> singleSegments) {
  Attribute raw = op->getAttr(kOperandSegmentSizesAttr);
  // The sizes are read in place (an absent attribute means all zero).
  ArrayRef<int64_t> sizes;
  if (raw) {
    auto attr = raw.dyn_cast<DenseArrayAttr>();
    if (!attr || !attr.getElementType().isInteger(32))
      return op->emitOpError() << "attribute '" << kOperandSegmentSizesAttr
                               << "' failed to satisfy constraint: i32 dense array attribute";
    if (attr.asInts().size() != numSegments)
      return op->emitOpError() << "'" << kOperandSegmentSizesAttr << "' attribute for specifying operand segments must have "
                               << numSegments << " elements, but got " << attr.asInts().size();
    sizes = attr.asInts();
  }
  auto size = [&](unsigned seg) -> int64_t { return sizes.empty() ? 0 : sizes[seg]; };
  int64_t total = 0;
  for (int64_t s : sizes) {
    if (s < 0) return op->emitOpError() << "'" << kOperandSegmentSizesAttr << "' attribute cannot have negative elements";
    total += s;
  }
  if (total != op->getNumOperands())
    return op->emitOpError() << "operand count (" << op->getNumOperands()
                             << ") does not match with the total size (" << total
                             << ") specified in attribute '" << kOperandSegmentSizesAttr << "'";
  for (unsigned seg : singleSegments) {
    if (seg >= numSegments || size(seg) == 1) continue;
    int64_t start = 0;
    for (unsigned i = 0; i < seg; ++i) start += size(i);
    return op->emitOpError() << "operand group starting at #" << start << " requires 1 operand, but found "
                             << size(seg);
  }
  return success();
}

// ---- ODS-style invariant checks ----------------------------------------------

namespace constraints {
const TypeConstraint kIndex{[](Type t) { return t.isIndex(); }, "index"};
const TypeConstraint kAnyType{[](Type t) { return static_cast<bool>(t); }, "any type"};
const TypeConstraint kTensor{[](Type t) { return t.isa<TensorType>(); }, "tensor of any type values"};
const TypeConstraint kRankedTensor{[](Type t) { return t.isa<RankedTensorType>(); },
                                   "ranked tensor of any type values"};
const TypeConstraint kMemRef{[](Type t) { return t.isa<MemRefType>(); }, "memref of any type values"};
const TypeConstraint kAnyMemRef{[](Type t) { return t.isa<BaseMemRefType>(); },
                                "ranked or unranked memref of any type values"};
const TypeConstraint kUnrankedMemRef{[](Type t) { return t.isa<UnrankedMemRefType>(); },
                                     "unranked.memref of any type values"};
const TypeConstraint kStaticMemRef{[](Type t) { return t.isa<MemRefType>() && t.cast<MemRefType>().hasStaticShape(); },
                                   "statically shaped memref of any type values"};
const TypeConstraint kSignlessIntOrIndexOrFloat{
    [](Type t) { return t.isIndex() || t.isa<FloatType>() || (t.isa<IntegerType>() && t.cast<IntegerType>().isSignless()); },
    "signless integer or float or index"};
const TypeConstraint kNon0RankedOrUnrankedTensor{
    [](Type t) { return t.isa<TensorType>() && !(t.isa<RankedTensorType>() && t.cast<ShapedType>().getRank() == 0); },
    "non-0-ranked or unranked tensor"};
const TypeConstraint kNon0RankedOrUnrankedMemRef{
    [](Type t) { return t.isa<BaseMemRefType>() && !(t.isa<MemRefType>() && t.cast<ShapedType>().getRank() == 0); },
    "non-0-ranked or unranked memref"};
}  // namespace constraints

OpDefinition makeOpDefinition(std::string_view dialect, std::string_view name, uint32_t traits) {
  OpDefinition def;
  def.name = std::string(name);
  def.dialect = std::string(dialect);
  def.traits = traits;
  return def;
}

OpDefinition makeOpDefinition(std::string_view dialect, std::string_view name, uint32_t traits,
                              OpDefinition::ParseFn parse, OpDefinition::PrintFn print, OpDefinition::VerifyFn verify,
                              OpDefinition::AsmResultNamesFn getAsmResultNames) {
  OpDefinition def = makeOpDefinition(dialect, name, traits);
  def.parse = parse;
  def.print = print;
  def.verify = verify;
  def.getAsmResultNames = getAsmResultNames;
  return def;
}

LogicalResult emitNumOperandsError(Operation *op, unsigned n) {
  unsigned got = op->getNumOperands();
  if (n == 1) return op->emitOpError() << "requires a single operand";
  if (n == 0) return op->emitOpError() << "requires zero operands";
  return op->emitOpError() << "expected " << n << " operands, but found " << got;
}

LogicalResult verifyAtLeastNumOperands(Operation *op, unsigned n) {
  if (op->getNumOperands() >= n) return success();
  return op->emitOpError() << "expected " << n << " or more operands, but found " << op->getNumOperands();
}

LogicalResult emitNumResultsError(Operation *op, unsigned n) {
  unsigned got = op->getNumResults();
  if (n == 1) return op->emitOpError() << "requires one result";
  if (n == 0) return op->emitOpError() << "requires zero results";
  return op->emitOpError() << "expected " << n << " results, but found " << got;
}

LogicalResult emitNumRegionsError(Operation *op, unsigned n) {
  if (n == 1) return op->emitOpError() << "requires one region";
  if (n == 0) return op->emitOpError() << "requires zero regions";
  return op->emitOpError() << "expected " << n << " regions";
}

LogicalResult emitOperandTypeError(Operation *op, unsigned i, const TypeConstraint &c, bool variadic) {
  Type t = op->getOperand(i).getType();
  return op->emitOpError() << "operand #" << i << " must be " << (variadic ? "variadic of " : "") << c.description
                           << ", but got " << quoteType(t);
}

LogicalResult verifyOperandTypes(Operation *op, unsigned first, unsigned count, const TypeConstraint &c) {
  for (unsigned i = first; i < first + count && i < op->getNumOperands(); ++i)
    if (failed(verifyOperandType(op, i, c, /*variadic=*/true))) return failure();
  return success();
}

LogicalResult emitResultTypeError(Operation *op, unsigned i, const TypeConstraint &c, bool variadic) {
  Type t = op->getResult(i).getType();
  return op->emitOpError() << "result #" << i << " must be " << (variadic ? "variadic of " : "") << c.description
                           << ", but got " << quoteType(t);
}

LogicalResult verifyRequiredAttr(Operation *op, std::string_view name) {
  if (op->getAttr(name)) return success();
  return op->emitOpError() << "requires attribute '" << name << "'";
}

LogicalResult verifyDenseI64ArrayAttr(Operation *op, std::string_view name, bool required) {
  Attribute raw = op->getAttr(name);
  if (!raw) {
    if (!required) return success();
    return op->emitOpError() << "requires attribute '" << name << "'";
  }
  auto attr = raw.dyn_cast<DenseArrayAttr>();
  if (!attr || !attr.getElementType().isInteger(64))
    return op->emitOpError() << "attribute '" << name << "' failed to satisfy constraint: i64 dense array attribute";
  return success();
}

LogicalResult verifyAlignmentAttr(Operation *op) {
  Attribute raw = op->getAttr("alignment");
  if (!raw) return success();
  auto attr = raw.dyn_cast<IntegerAttr>();
  if (!attr || !attr.getType().isInteger(64) || attr.getInt() <= 0 ||
      (attr.getInt() & (attr.getInt() - 1)) != 0)
    return op->emitOpError() << "attribute 'alignment' failed to satisfy constraint: 64-bit signless integer "
                                "attribute whose value is positive and whose value is a power of two > 0";
  return success();
}

LogicalResult verifyOptionalUnitAttr(Operation *op, std::string_view name) {
  Attribute raw = op->getAttr(name);
  if (!raw || raw.isa<UnitAttr>()) return success();
  return op->emitOpError() << "attribute '" << name << "' failed to satisfy constraint: unit attribute";
}

LogicalResult verifyDynamicDimensionCount(Operation *op, ShapedType type, size_t numDynamicSizes) {
  if (static_cast<int64_t>(numDynamicSizes) == type.getNumDynamicDims()) return success();
  return op->emitOpError() << "incorrect number of dynamic sizes, has " << numDynamicSizes << ", expected "
                           << type.getNumDynamicDims();
}

std::string invalidPropertiesPrefix(Operation *op) {
  std::vector<NamedAttribute> props;
  for (const NamedAttribute &a : op->getAttrs())
    for (const std::string &name : op->getDef()->inherentAttrs)
      if (a.name == name) props.push_back(a);
  return "invalid properties " + DictionaryAttr::get(op->getContext(), props).str() + " for op " +
         std::string(op->getName()) + ": ";
}

LogicalResult verifyUnitProperty(Operation *op, std::string_view name) {
  Attribute a = op->getAttr(name);
  if (!a || a.isa<UnitAttr>()) return success();
  return op->emitError() << invalidPropertiesPrefix(op) << "Invalid attribute `" << name
                         << "` in property conversion: " << a;
}

LogicalResult verifySingleBlockRegion(Operation *op, unsigned index, std::string_view name) {
  Region &region = op->getRegion(index);
  if (region.hasOneBlock()) return success();
  return op->emitOpError() << "region #" << index << " ('" << name
                           << "') failed to verify constraint: region with 1 blocks";
}

Operation *verifyRegionTerminator(Operation *op, unsigned index, std::string_view terminatorName) {
  Region &region = op->getRegion(index);
  if (region.empty()) return nullptr;
  Block &block = region.front();
  Operation *last = block.empty() ? nullptr : &block.back();
  if (last && last->getName() == terminatorName) return last;
  InFlightDiagnostic diag = op->emitOpError();
  diag << "expects regions to end with '" << terminatorName << "', found '"
       << (last ? std::string(last->getName()) : std::string("<none>")) << "'";
  return nullptr;
}

ParseResult checkOperandAndTypeCounts(OpAsmParser &parser, Location loc, size_t numOperands, size_t numTypes) {
  if (numOperands == numTypes) return success();
  return ParseResult(parser.emitError(loc) << "number of operands and types do not match: got " << numOperands
                                           << " operands and " << numTypes << " types");
}

ParseResult parseTypeOfKind(OpAsmParser &parser, Type &result, bool (*matches)(Type), std::string_view kindName) {
  Location loc = parser.getCurrentLocation();
  if (failed(parser.parseType(result))) return failure();
  if (matches(result)) return success();
  if (kindName.empty()) return ParseResult(parser.emitError(loc, "invalid kind of type specified"));
  return ParseResult(parser.emitError(loc) << "invalid kind of type specified: expected " << kindName
                                           << ", but found " << quoteType(result));
}

ParseResult parseOperandColonType(OpAsmParser &parser, OperationState &state, bool (*matches)(Type)) {
  OpAsmParser::UnresolvedOperand operand;
  Type type;
  if (failed(parser.parseOperand(operand)) || failed(parser.parseOptionalAttrDict(state.attributes)) ||
      failed(parser.parseColon()))
    return failure();
  if (failed(matches ? parseTypeOfKind(parser, type, matches, "") : parser.parseType(type))) return failure();
  return parser.resolveOperand(operand, type, state.operands);
}

ParseResult parseOperandColonType(OpAsmParser &parser, OperationState &state) {
  return parseOperandColonType(parser, state, nullptr);
}

void printOperandColonType(OpAsmPrinter &p, Operation *op) {
  p << " " << op->getOperand(0);
  p.printOptionalAttrDict(op->getAttrs());
  p << " : " << op->getOperand(0).getType();
}

ParseResult parseOptionalOperandsWithTypes(OpAsmParser &parser, OperationState &state) {
  // Every return / yield comes here: the lists are the thread's reused ones
  // (see ir/scratch.h), not new allocations per op.
  struct OperandsTag;
  struct TypesTag;
  ScratchVector<OpAsmParser::UnresolvedOperand, OperandsTag> operandScratch;
  ScratchVector<Type, TypesTag> typeScratch;
  std::vector<OpAsmParser::UnresolvedOperand> &operands = operandScratch.get();
  std::vector<Type> &types = typeScratch.get();
  if (failed(parser.parseOptionalAttrDict(state.attributes))) return failure();
  Location loc = parser.getCurrentLocation();
  if (failed(parser.parseOperandList(operands))) return failure();
  if (!operands.empty() && failed(parser.parseColonTypeList(types))) return failure();
  return parser.resolveOperands(operands, types, loc, state.operands);
}

void printOptionalOperandsWithTypes(OpAsmPrinter &p, Operation *op) {
  p.printOptionalAttrDict(op->getAttrs());
  if (op->getNumOperands() == 0) return;
  p << " ";
  p.printOperands(op->getOperands());
  p << " : ";
  std::vector<Type> types = op->getOperandTypes();
  for (size_t i = 0; i < types.size(); ++i) {
    if (i) p << ", ";
    p.printType(types[i]);
  }
}

bool isRankedTensorType(Type t) { return t.isa<RankedTensorType>(); }
bool isTensorType(Type t) { return t.isa<TensorType>(); }
bool isMemRefType(Type t) { return t.isa<MemRefType>(); }
bool isBaseMemRefType(Type t) { return t.isa<BaseMemRefType>(); }

std::string quoteType(Type t) { return "'" + (t ? t.str() : std::string("<<NULL TYPE>>")) + "'"; }

std::string joinShape(ArrayRef<int64_t> values, std::string_view sep) {
  std::string out;
  for (size_t i = 0; i < values.size(); ++i) {
    if (i) out += sep;
    out += isDynamic(values[i]) ? std::string("?") : std::to_string(values[i]);
  }
  return out;
}

// ---- offsets / sizes / strides -------------------------------------------------

static LogicalResult verifyListOfOperandsOrIntegers(Operation *op, std::string_view name, unsigned numElements,
                                                    ArrayRef<int64_t> staticVals, size_t numValues) {
  if (staticVals.size() != numElements)
    return op->emitError() << "expected " << numElements << " " << name << " values, got " << staticVals.size();
  size_t expectedDynamic = 0;
  for (int64_t v : staticVals) expectedDynamic += isDynamic(v);
  if (numValues != expectedDynamic)
    return op->emitError() << "expected " << expectedDynamic << " dynamic " << name << " values";
  return success();
}

LogicalResult verifyOffsetSizeAndStrideOp(Operation *op, unsigned offsetsSegment, unsigned numSegments,
                                          std::array<unsigned, 3> maxRanks) {
  ArrayRef<int64_t> staticOffsets = getDenseI64ArrayAttr(op, kStaticOffsetsAttr);
  ArrayRef<int64_t> staticSizes = getDenseI64ArrayAttr(op, kStaticSizesAttr);
  ArrayRef<int64_t> staticStrides = getDenseI64ArrayAttr(op, kStaticStridesAttr);
  size_t numOffsets = getOperandSegment(op, offsetsSegment, numSegments).size();
  size_t numSizes = getOperandSegment(op, offsetsSegment + 1, numSegments).size();
  size_t numStrides = getOperandSegment(op, offsetsSegment + 2, numSegments).size();
  auto countDynamic = [](ArrayRef<int64_t> vals) {
    size_t n = 0;
    for (int64_t v : vals) n += isDynamic(v);
    return n;
  };
  if (numSizes != countDynamic(staticSizes))
    return op->emitError() << "expected the number of 'sizes' to match the number of dynamic entries in "
                              "'static_sizes' ("
                           << numSizes << " vs " << countDynamic(staticSizes) << ")";
  if (numStrides != countDynamic(staticStrides))
    return op->emitError() << "expected the number of 'strides' to match the number of dynamic entries in "
                              "'static_strides' ("
                           << numStrides << " vs " << countDynamic(staticStrides) << ")";
  if (numOffsets != countDynamic(staticOffsets))
    return op->emitError() << "expected the number of 'offsets' to match the number of dynamic entries in "
                              "'static_offsets' ("
                           << numOffsets << " vs " << countDynamic(staticOffsets) << ")";
  if (!(staticOffsets.size() == 1 && maxRanks[0] == 1) && staticOffsets.size() != staticSizes.size())
    return op->emitError() << "expected mixed offsets rank to match mixed sizes rank (" << staticOffsets.size()
                           << " vs " << staticSizes.size() << ") so the rank of the result type is well-formed.";
  if (staticSizes.size() != staticStrides.size())
    return op->emitError() << "expected mixed sizes rank to match mixed strides rank (" << staticSizes.size()
                           << " vs " << staticStrides.size() << ") so the rank of the result type is well-formed.";
  if (failed(verifyListOfOperandsOrIntegers(op, "offset", maxRanks[0], staticOffsets, numOffsets)) ||
      failed(verifyListOfOperandsOrIntegers(op, "size", maxRanks[1], staticSizes, numSizes)) ||
      failed(verifyListOfOperandsOrIntegers(op, "stride", maxRanks[2], staticStrides, numStrides)))
    return failure();
  for (int64_t offset : staticOffsets)
    if (offset < 0 && !isDynamic(offset))
      return op->emitError() << "expected offsets to be non-negative, but got " << offset;
  for (int64_t size : staticSizes)
    if (size < 0 && !isDynamic(size))
      return op->emitError() << "expected sizes to be non-negative, but got " << size;
  return success();
}

LogicalResult verifyOffsetSizeAndStrideStructure(Operation *op, unsigned offsetsSegment, unsigned numSegments,
                                                 ArrayRef<unsigned> singleSegments) {
  if (failed(verifyOperandSegmentSizes(op, numSegments, singleSegments)) ||
      failed(verifyDenseI64ArrayAttr(op, kStaticOffsetsAttr)) || failed(verifyDenseI64ArrayAttr(op, kStaticSizesAttr)) ||
      failed(verifyDenseI64ArrayAttr(op, kStaticStridesAttr)))
    return failure();
  std::vector<int64_t> sizes = getOperandSegmentSizes(op, numSegments);
  unsigned start = 0;
  for (unsigned i = 0; i < offsetsSegment; ++i) start += sizes[i];
  unsigned count = sizes[offsetsSegment] + sizes[offsetsSegment + 1] + sizes[offsetsSegment + 2];
  return verifyOperandTypes(op, start, count, constraints::kIndex);
}

SliceBoundsVerificationResult verifyInBoundsSlice(ArrayRef<int64_t> shape, ArrayRef<int64_t> staticOffsets,
                                                  ArrayRef<int64_t> staticSizes, ArrayRef<int64_t> staticStrides) {
  SliceBoundsVerificationResult result;
  for (size_t i = 0; i < shape.size() && i < staticOffsets.size() && i < staticSizes.size() &&
                     i < staticStrides.size();
       ++i) {
    if (isDynamic(shape[i]) || isDynamic(staticOffsets[i])) continue;
    if (staticOffsets[i] >= shape[i]) {
      result.errorMessage = "offset " + std::to_string(i) + " is out-of-bounds: " + std::to_string(staticOffsets[i]) +
                            " >= " + std::to_string(shape[i]);
      result.isValid = false;
      return result;
    }
    if (isDynamic(staticSizes[i]) || isDynamic(staticStrides[i])) continue;
    int64_t lastPos = staticOffsets[i] + (staticSizes[i] - 1) * staticStrides[i];
    if (lastPos >= shape[i]) {
      result.errorMessage = "slice along dimension " + std::to_string(i) +
                            " runs out-of-bounds: " + std::to_string(lastPos) + " >= " + std::to_string(shape[i]);
      result.isValid = false;
      return result;
    }
  }
  return result;
}

std::array<int64_t, 3> addMixedOffsetsSizesStrides(OperationState &state, Context *ctx,
                                                   ArrayRef<OpFoldResult> offsets, ArrayRef<OpFoldResult> sizes,
                                                   ArrayRef<OpFoldResult> strides) {
  std::vector<Value> dynOffsets, dynSizes, dynStrides;
  std::vector<int64_t> staticOffsets, staticSizes, staticStrides;
  dispatchIndexOpFoldResults(offsets, dynOffsets, staticOffsets);
  dispatchIndexOpFoldResults(sizes, dynSizes, staticSizes);
  dispatchIndexOpFoldResults(strides, dynStrides, staticStrides);
  state.addOperands(dynOffsets);
  state.addOperands(dynSizes);
  state.addOperands(dynStrides);
  state.addAttribute(kStaticOffsetsAttr, DenseArrayAttr::getI64(ctx, staticOffsets));
  state.addAttribute(kStaticSizesAttr, DenseArrayAttr::getI64(ctx, staticSizes));
  state.addAttribute(kStaticStridesAttr, DenseArrayAttr::getI64(ctx, staticStrides));
  return {static_cast<int64_t>(dynOffsets.size()), static_cast<int64_t>(dynSizes.size()),
          static_cast<int64_t>(dynStrides.size())};
}

ParseResult parseOffsetsSizesStrides(OpAsmParser &parser, ParsedOffsetsSizesStrides &result) {
  if (failed(parseDynamicIndexList(parser, result.offsets, result.staticOffsets)) ||
      failed(parseDynamicIndexList(parser, result.sizes, result.staticSizes)) ||
      failed(parseDynamicIndexList(parser, result.strides, result.staticStrides)))
    return failure();
  return success();
}

ParseResult resolveOffsetsSizesStrides(OpAsmParser &parser, const ParsedOffsetsSizesStrides &parsed,
                                       OperationState &state, std::array<int64_t, 3> &counts) {
  Type index = IndexType::get(parser.getContext());
  if (failed(parser.resolveOperands(parsed.offsets, index, state.operands)) ||
      failed(parser.resolveOperands(parsed.sizes, index, state.operands)) ||
      failed(parser.resolveOperands(parsed.strides, index, state.operands)))
    return failure();
  Context *ctx = parser.getContext();
  state.addAttribute(kStaticOffsetsAttr, DenseArrayAttr::getI64(ctx, parsed.staticOffsets));
  state.addAttribute(kStaticSizesAttr, DenseArrayAttr::getI64(ctx, parsed.staticSizes));
  state.addAttribute(kStaticStridesAttr, DenseArrayAttr::getI64(ctx, parsed.staticStrides));
  counts = {static_cast<int64_t>(parsed.offsets.size()), static_cast<int64_t>(parsed.sizes.size()),
            static_cast<int64_t>(parsed.strides.size())};
  return success();
}

void printOffsetsSizesStrides(OpAsmPrinter &printer, Operation *op, unsigned offsetsSegment, unsigned numSegments) {
  printDynamicIndexList(printer, getOperandSegment(op, offsetsSegment, numSegments),
                        getDenseI64ArrayAttr(op, kStaticOffsetsAttr));
  printer << " ";
  printDynamicIndexList(printer, getOperandSegment(op, offsetsSegment + 1, numSegments),
                        getDenseI64ArrayAttr(op, kStaticSizesAttr));
  printer << " ";
  printDynamicIndexList(printer, getOperandSegment(op, offsetsSegment + 2, numSegments),
                        getDenseI64ArrayAttr(op, kStaticStridesAttr));
}

}  // namespace tbuf

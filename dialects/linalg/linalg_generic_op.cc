// linalg.generic: the fully general structured op. Custom form
//   linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel"],
//                   doc = "...", library_call = "..."}
//       ins(%a : T) outs(%b : U) attrs = {extra} { ^bb0(%in: f32, %out: f32): ... } -> U
// The leading dictionary holds the "trait" attributes; iterator types are
// written as strings there but stored as `#linalg.iterator_type<...>` (the
// generic form). Other attributes print after `attrs = `.
#include <algorithm>
#include <array>

#include "dialects/linalg/linalg_internal.h"
#include "ir/context.h"

namespace tbuf::linalg {

using namespace detail;

namespace {

constexpr std::array<std::string_view, 4> kTraitAttrNames = {"doc", "indexing_maps", "iterator_types",
                                                             "library_call"};

bool isTraitAttr(std::string_view name) {
  return std::find(kTraitAttrNames.begin(), kTraitAttrNames.end(), name) != kTraitAttrNames.end();
}

ParseResult parseGenericOp(OpAsmParser &parser, OperationState &state) {
  Location dictLoc = parser.getCurrentLocation();
  Attribute dictAttr;
  if (failed(parser.parseAttribute(dictAttr))) return failure();
  auto dict = dictAttr.dyn_cast<DictionaryAttr>();
  if (!dict) return parseFailure(parser.emitError(dictLoc, "invalid kind of attribute specified"));
  for (const NamedAttribute &a : dict.getValue()) state.addAttribute(a.name, a.value);

  // The custom form spells iterator types as strings.
  auto iteratorTypes = state.attributes.get("iterator_types");
  auto iteratorArray = iteratorTypes ? iteratorTypes.dyn_cast<ArrayAttr>() : ArrayAttr();
  if (!iteratorArray) return parseFailure(parser.emitError(dictLoc) << "expected \"iterator_types\" array attribute");
  std::vector<Attribute> iterators;
  for (Attribute a : iteratorArray.getValue()) {
    std::optional<IteratorType> t = decodeIteratorTypeAttr(a);
    if (!t) {
      auto s = a.dyn_cast<StringAttr>();
      return parseFailure(parser.emitError(parser.getCurrentLocation())
                          << "unexpected iterator_type (" << (s ? s.getValue() : a.str()) << ")");
    }
    iterators.push_back(getIteratorTypeAttr(parser.getContext(), *t));
  }
  state.addAttribute("iterator_types", ArrayAttr::get(parser.getContext(), iterators));

  std::vector<Type> inputTypes, outputTypes;
  if (failed(parseCommonStructuredOpParts(parser, state, inputTypes, outputTypes, /*addOperandSegmentSizes=*/true)))
    return failure();
  if (succeeded(parser.parseOptionalKeyword("attrs")))
    if (failed(parser.parseEqual()) || failed(parser.parseOptionalAttrDict(state.attributes))) return failure();
  if (failed(parser.parseRegion(*state.addRegion()))) return failure();
  std::vector<Type> resultTypes;
  if (failed(parser.parseOptionalArrowTypeList(resultTypes))) return failure();
  state.addTypes(resultTypes);
  return success();
}

void printGenericOp(OpAsmPrinter &p, Operation *op) {
  Context *ctx = op->getContext();
  p << " ";
  std::vector<NamedAttribute> traitAttrs;
  for (const NamedAttribute &a : op->getAttrs()) {
    if (a.name == "iterator_types") {
      // Back to the strings of the custom form.
      std::vector<Attribute> names;
      if (auto arr = a.value.dyn_cast<ArrayAttr>()) {
        for (Attribute it : arr.getValue()) {
          std::optional<IteratorType> t = decodeIteratorTypeAttr(it);
          names.push_back(t ? StringAttr::get(ctx, stringifyIteratorType(*t)) : it);
        }
        traitAttrs.push_back({a.name, ArrayAttr::get(ctx, names)});
      } else {
        traitAttrs.push_back(a);
      }
    } else if (isTraitAttr(a.name)) {
      traitAttrs.push_back(a);
    }
  }
  if (!traitAttrs.empty()) p.printAttribute(DictionaryAttr::get(ctx, traitAttrs));

  LinalgOp linalgOp(op);
  printCommonStructuredOpParts(p, linalgOp.getDpsInputs(), linalgOp.getDpsInits());

  std::vector<std::string_view> elided(kTraitAttrNames.begin(), kTraitAttrNames.end());
  elided.push_back("operandSegmentSizes");
  ArrayRef<NamedAttribute> attrs = op->getAttrs();
  bool hasExtraAttrs = std::any_of(attrs.begin(), attrs.end(), [&](const NamedAttribute &a) {
    return std::find(elided.begin(), elided.end(), a.name) == elided.end();
  });
  if (hasExtraAttrs) {
    p << " attrs = ";
    p.printOptionalAttrDict(attrs, elided);
  }
  if (op->getNumRegions() == 1 && !op->getRegion(0).empty()) {
    p << " ";
    p.printRegion(op->getRegion(0));
  }
  std::vector<Type> resultTypes = op->getResultTypes();
  if (!resultTypes.empty()) p.printOptionalArrowTypeList(resultTypes);
}

LogicalResult verifyGenericOp(Operation *op) {
  if (failed(verifyOneRegion(op))) return failure();
  if (!op->getAttr("indexing_maps")) return op->emitOpError() << "requires attribute 'indexing_maps'";
  if (!op->getAttr("iterator_types")) return op->emitOpError() << "requires attribute 'iterator_types'";
  if (failed(verifyIndexingMapsAttr(op, /*required=*/true))) return failure();
  auto iterators = op->getAttrOfType<ArrayAttr>("iterator_types");
  bool iteratorsOk = static_cast<bool>(iterators);
  if (iterators)
    for (Attribute a : iterators.getValue()) iteratorsOk = iteratorsOk && !a.isa<StringAttr>() && decodeIteratorTypeAttr(a);
  if (!iteratorsOk)
    return op->emitOpError() << "attribute 'iterator_types' failed to satisfy constraint: Iterator type should be an "
                                "enum.";
  for (std::string_view name : {"doc", "library_call"}) {
    Attribute a = op->getAttr(name);
    if (a && !a.isa<StringAttr>())
      return op->emitOpError() << "attribute '" << name << "' failed to satisfy constraint: string attribute";
  }
  if (failed(verifyOperandSegments(op)) ||
      failed(verifyOperandAndResultTypes(op, /*shapedInputs=*/false, true, true)))
    return failure();
  return verifyDestinationStyle(op);
}

std::optional<std::string> getStringAttr(Operation *op, std::string_view name) {
  auto s = op->getAttrOfType<StringAttr>(name);
  if (!s) return std::nullopt;
  return std::string(s.getValue());
}

}  // namespace

void GenericOp::build(OpBuilder &b, OperationState &state, ValueRange inputs, ValueRange outputs,
                      ArrayRef<AffineMap> indexingMaps, ArrayRef<IteratorType> iteratorTypes,
                      const BodyBuilderFn &body, ArrayRef<NamedAttribute> attrs) {
  std::vector<Type> outTypes;
  for (Value v : outputs) outTypes.push_back(v.getType());
  build(b, state, getRankedTensorTypes(outTypes), inputs, outputs, indexingMaps, iteratorTypes, body, attrs);
}

void GenericOp::build(OpBuilder &b, OperationState &state, ArrayRef<Type> resultTypes, ValueRange inputs,
                      ValueRange outputs, ArrayRef<AffineMap> indexingMaps, ArrayRef<IteratorType> iteratorTypes,
                      const BodyBuilderFn &body, ArrayRef<NamedAttribute> attrs) {
  Context *ctx = b.getContext();
  state.addOperands(inputs);
  state.addOperands(outputs);
  state.addTypes(resultTypes);
  std::vector<Attribute> maps, iterators;
  for (AffineMap m : indexingMaps) maps.push_back(AffineMapAttr::get(m));
  for (IteratorType t : iteratorTypes) iterators.push_back(getIteratorTypeAttr(ctx, t));
  state.addAttribute("indexing_maps", ArrayAttr::get(ctx, maps));
  state.addAttribute("iterator_types", ArrayAttr::get(ctx, iterators));
  state.addAttribute("operandSegmentSizes", b.getDenseI32ArrayAttr({static_cast<int64_t>(inputs.size()),
                                                                      static_cast<int64_t>(outputs.size())}));
  for (const NamedAttribute &a : attrs) state.addAttribute(a.name, a.value);
  Region *region = state.addRegion();
  if (body) buildGenericRegion(b, state.location, *region, inputs, outputs, body);
}

std::optional<std::string> GenericOp::getDoc() const { return getStringAttr(op_, "doc"); }

std::optional<std::string> GenericOp::getLibraryCall() const { return getStringAttr(op_, "library_call"); }

namespace detail {

void registerGenericOp(Context &ctx) {
  OpDefinition def = makeDefinition(GenericOp::getOperationName(), OpTrait::DestinationStyle | OpTrait::SingleBlock);
  def.inherentAttrs = {"doc", "indexing_maps", "iterator_types", "library_call", "operandSegmentSizes"};
  def.parse = parseGenericOp;
  def.print = printGenericOp;
  def.verify = verifyGenericOp;
  def.verifyRegions = verifyStructuredOpInterface;
  def.getEffects = getStructuredOpEffects;
  def.getAsmBlockArgNames = [](Operation *op, Region &region, const OpDefinition::SetNameFn &setName) {
    setStructuredBlockArgNames(op, region, setName, "out");
  };
  ctx.registerOp(std::move(def));
}

}  // namespace detail
}  // namespace tbuf::linalg

// linalg.map and linalg.reduce: structured ops whose payload the user writes
// but whose iteration space the op implies (map: identity over the init;
// reduce: the input's dims, `dimensions` reduced).
//
//   %m = linalg.map { arith.addf } ins(%a, %b : T, T) outs(%init : T)
//   %m = linalg.map ins(...) outs(...)
//          (%in: f32, %in_0: f32, %init: f32) { ... linalg.yield %x : f32 }
//   %r = linalg.reduce { arith.addf } ins(%a : T) outs(%init : U) dimensions = [1]
//   %r = linalg.reduce ins(...) outs(...) dimensions = [1]
//          (%in: f32, %init: f32) { ... }
//
// The block has one argument per operand (inputs, then inits, as in
// MLIR 22). The short form `{ op }` stands for a body of that single op plus
// a yield of its result; map's op takes the inputs, reduce's takes
// (init, inputs...). The printer uses the short form whenever the body has
// exactly that shape.
#include <algorithm>

#include "dialects/linalg/linalg_internal.h"
#include "ir/context.h"

namespace tbuf::linalg {

using namespace detail;

namespace {

// ---- short form ---------------------------------------------------------------

/// `{ dialect.op {attrs} }` if present.
ParseResult parseOptionalPayloadOp(OpAsmParser &parser, std::optional<std::string> &name, NamedAttrList &attrs) {
  if (failed(parser.parseOptionalLBrace())) return success();
  std::string opName;
  if (failed(parser.parseKeyword(&opName)) || failed(parser.parseOptionalAttrDict(attrs)) ||
      failed(parser.parseRBrace()))
    return failure();
  name = opName;
  return success();
}

/// The body of a short form: block arguments for all operands, the payload op
/// on the inputs (map) or on (init, inputs...) (reduce), and a yield.
void addBodyWithPayloadOp(OpAsmParser &parser, OperationState &state, std::string_view name,
                          const NamedAttrList &payloadAttrs, bool initFirst) {
  OpBuilder &b = parser.getBuilder();
  OpBuilder::InsertionGuard guard(b);
  std::vector<Type> argTypes;
  for (Value v : state.operands) argTypes.push_back(getElementTypeOrSelf(v.getType()));
  std::vector<Location> argLocs(argTypes.size(), Location::unknown());
  Block *block = b.createBlock(state.addRegion(), nullptr, argTypes, argLocs);
  b.setInsertionPointToEnd(block);
  std::vector<Value> args = block->getArguments();
  std::vector<Value> operands;
  if (initFirst) {
    operands.push_back(args.back());
    operands.insert(operands.end(), args.begin(), args.end() - 1);
  } else {
    operands.assign(args.begin(), args.end() - 1);
  }
  RegionBuilderHelper helper(b, state.location, errorEmitterAt(b.getContext(), state.location));
  Type resultType = getElementTypeOrSelf(state.operands.back().getType());
  Operation *payload = helper.createScalarOp(name, operands, resultType, payloadAttrs.getAttrs());
  helper.yieldOutputs(payload->getResults().vec());
}

/// The single payload op of a body in short-form shape, or null.
Operation *findPayloadOp(Block *body, bool initFirst) {
  if (!body || body->getNumOps() != 2 || !isa<YieldOp>(&body->back())) return nullptr;
  Operation &payload = body->front();
  std::vector<Value> args = body->getArguments();
  std::vector<Value> operands = payload.getOperands().vec();
  if (operands.empty()) return nullptr;
  if (initFirst) {
    if (operands.size() != args.size() || operands.back() != args.front()) return nullptr;
    for (size_t i = 0; i + 1 < args.size(); ++i)
      if (operands[i] != args[i + 1]) return nullptr;
  } else {
    if (operands.size() + 1 != args.size()) return nullptr;
    for (size_t i = 0; i < operands.size(); ++i)
      if (operands[i] != args[i]) return nullptr;
  }
  if (body->back().getOperands().vec() != payload.getResults().vec()) return nullptr;
  return &payload;
}

void printShortForm(OpAsmPrinter &p, Operation *payload) {
  p << " { " << payload->getName();
  std::vector<std::string_view> elided;
  for (const NamedAttribute &a : payload->getAttrs()) {
    auto d = a.value.dyn_cast<DialectAttr>();
    if (d && d.getDialect() == "arith" && d.getBody() == "fastmath<none>") {
      elided.push_back(a.name);
      break;
    }
  }
  p.printOptionalAttrDict(payload->getAttrs(), elided);
  p << " }";
}

/// `\n  (%in: f32, %init: f32) {...}` of the long form.
void printLongFormBody(OpAsmPrinter &p, Operation *op) {
  Region &region = op->getRegion(0);
  p.increaseIndent();
  p.printNewline();
  p << "(";
  if (!region.empty()) {
    Block &block = region.front();
    for (unsigned i = 0; i < block.getNumArguments(); ++i) {
      if (i) p << ", ";
      p.printRegionArgument(block.getArgument(i));
    }
  }
  p << ") ";
  p.printRegion(region, /*printEntryBlockArgs=*/false);
  p.decreaseIndent();
}

/// MLIR's parseDstStyleOp: ins/outs, tensor results, then `extra` (the
/// op's keyword attribute) and the attribute dictionary.
ParseResult parseDstStyleOp(OpAsmParser &parser, OperationState &state,
                            const std::function<ParseResult(OpAsmParser &, OperationState &)> &extra) {
  std::vector<Type> inputTypes, outputTypes;
  if (failed(parseCommonStructuredOpParts(parser, state, inputTypes, outputTypes, /*addOperandSegmentSizes=*/false)))
    return failure();
  state.addTypes(getRankedTensorTypes(outputTypes));
  if (extra && failed(extra(parser, state))) return failure();
  return parser.parseOptionalAttrDict(state.attributes);
}

/// Short form (when `payloadName`) or `(args) {region}`.
ParseResult parseBody(OpAsmParser &parser, OperationState &state, const std::optional<std::string> &payloadName,
                      const NamedAttrList &payloadAttrs, bool initFirst) {
  if (payloadName) {
    if (state.operands.empty()) {
      state.addRegion();
      return success();
    }
    addBodyWithPayloadOp(parser, state, *payloadName, payloadAttrs, initFirst);
    return success();
  }
  std::vector<OpAsmParser::Argument> args;
  if (failed(parser.parseArgumentList(args, OpAsmParser::Delimiter::Paren, /*allowType=*/true, /*allowAttrs=*/true)))
    return failure();
  return parser.parseRegion(*state.addRegion(), args);
}

// ---- map --------------------------------------------------------------------------

ParseResult parseMapOp(OpAsmParser &parser, OperationState &state) {
  std::optional<std::string> payloadName;
  NamedAttrList payloadAttrs;
  if (failed(parseOptionalPayloadOp(parser, payloadName, payloadAttrs)) ||
      failed(parseDstStyleOp(parser, state, nullptr)))
    return failure();
  return parseBody(parser, state, payloadName, payloadAttrs, /*initFirst=*/false);
}

void printMapOp(OpAsmPrinter &p, Operation *op) {
  LinalgOp linalgOp(op);
  Operation *payload = findPayloadOp(linalgOp.getBlock(), /*initFirst=*/false);
  if (payload) printShortForm(p, payload);
  printCommonStructuredOpParts(p, linalgOp.getDpsInputs(), linalgOp.getDpsInits());
  p.printOptionalAttrDict(op->getAttrs());
  if (!payload && op->getNumRegions() == 1) printLongFormBody(p, op);
}

/// ODS constraints of map/reduce (operand kinds, region size) and DPS.
LogicalResult verifyMapReduceCommon(Operation *op, bool variadicInits, std::string_view regionName) {
  if (failed(verifyOneRegion(op)) ||
      failed(verifyOperandAndResultTypes(op, /*shapedInputs=*/true, /*variadicInputs=*/true, variadicInits)))
    return failure();
  if (op->getRegion(0).getNumBlocks() != 1)
    return op->emitOpError() << "region #0 ('" << regionName << "') failed to verify constraint: region with 1 blocks";
  return verifyDestinationStyle(op);
}

/// "8, 4" with dynamic sizes as MLIR prints them in these messages (the raw
/// kDynamic value).
std::string joinDims(ArrayRef<int64_t> shape) {
  std::string s;
  for (size_t i = 0; i < shape.size(); ++i) s += (i ? ", " : "") + std::to_string(shape[i]);
  return s;
}

LogicalResult verifyMapOp(Operation *op) {
  if (op->getNumOperands() == 0) return op->emitOpError() << "expected an init operand";
  if (failed(verifyMapReduceCommon(op, /*variadicInits=*/false, "mapper"))) return failure();
  MapOp map(op);
  Block &block = op->getRegion(0).front();
  if (op->getNumOperands() != block.getNumArguments())
    return op->emitOpError() << "expects number of operands to match the arity of mapper, but got: "
                             << op->getNumOperands() << " and " << block.getNumArguments();
  OperandRange inputs = map.getDpsInputs();
  for (unsigned i = 0; i < inputs.size(); ++i) {
    Type elementType = inputs[i].getType().cast<ShapedType>().getElementType();
    Type argType = block.getArgument(i).getType();
    if (argType != elementType)
      return op->emitOpError() << "expected element type of input " << quoteType(elementType) << " to match bbArg type "
                               << quoteType(argType);
  }
  ArrayRef<int64_t> outputShape = map.getInit().getType().cast<ShapedType>().getShape();
  for (Value input : inputs) {
    ArrayRef<int64_t> shape = input.getType().cast<ShapedType>().getShape();
    if (shape != outputShape)
      return op->emitOpError() << "expected shape of input (" << joinDims(shape) << ") to match shape of output ("
                               << joinDims(outputShape) << ")";
  }
  return success();
}

// ---- reduce -----------------------------------------------------------------------

ParseResult parseReduceOp(OpAsmParser &parser, OperationState &state) {
  std::optional<std::string> payloadName;
  NamedAttrList payloadAttrs;
  auto parseDimensions = [](OpAsmParser &p, OperationState &s) {
    return parseDenseI64ArrayKeyword(p, s, "dimensions");
  };
  if (failed(parseOptionalPayloadOp(parser, payloadName, payloadAttrs)) ||
      failed(parseDstStyleOp(parser, state, parseDimensions)))
    return failure();
  return parseBody(parser, state, payloadName, payloadAttrs, /*initFirst=*/true);
}

void printReduceOp(OpAsmPrinter &p, Operation *op) {
  ReduceOp reduce(op);
  Operation *payload = findPayloadOp(reduce.getBlock(), /*initFirst=*/true);
  if (payload) printShortForm(p, payload);
  printCommonStructuredOpParts(p, reduce.getDpsInputs(), reduce.getDpsInits());
  printDenseI64ArrayKeyword(p, "dimensions", reduce.getDimensions());
  p.printOptionalAttrDict(op->getAttrs(), {"dimensions"});
  if (!payload && op->getNumRegions() == 1) printLongFormBody(p, op);
}

LogicalResult verifyReduceOp(Operation *op) {
  Attribute dimsAttr = op->getAttr("dimensions");
  if (!dimsAttr) return op->emitOpError() << "requires attribute 'dimensions'";
  auto dims = dimsAttr.dyn_cast<DenseArrayAttr>();
  if (!dims || !dims.getElementType().isInteger(64))
    return op->emitOpError() << "attribute 'dimensions' failed to satisfy constraint: i64 dense array attribute";
  for (size_t i = 1; i < dims.asInts().size(); ++i)
    if (dims.asInts()[i - 1] >= dims.asInts()[i])
      return op->emitOpError()
             << "attribute 'dimensions' failed to satisfy constraint: i64 dense array attribute should be in "
                "increasing order";
  if (op->getNumOperands() == 0 || op->getNumOperands() % 2 != 0)
    return op->emitOpError() << "expected the same number of inputs and inits";
  if (failed(verifyMapReduceCommon(op, /*variadicInits=*/true, "combiner"))) return failure();

  ReduceOp reduce(op);
  OperandRange inputs = reduce.getDpsInputs(), inits = reduce.getDpsInits();
  auto shapeOf = [](Value v) { return v.getType().cast<ShapedType>().getShape(); };
  for (unsigned i = 1; i < inputs.size(); ++i)
    if (shapeOf(inputs[i]) != shapeOf(inputs[0]))
      return op->emitOpError() << "expects all inputs to have the same shapes. Shape at input-index " << i
                               << " is not equal to the shape at input-index 0.";
  for (unsigned i = 1; i < inits.size(); ++i)
    if (shapeOf(inits[i]) != shapeOf(inits[0]))
      return op->emitOpError() << "expects all outputs to have the same shapes. Shape at output-index " << i
                               << " is not equal to the shape at output-index 0.";
  auto inputType = inputs[0].getType().cast<ShapedType>();
  auto initType = inits[0].getType().cast<ShapedType>();
  std::vector<int64_t> reduced;
  for (int64_t d : dims.asInts())
    if (d < 0 || d >= inputType.getRank())
      return op->emitOpError() << "dimensions for reduction should be in the range [0, " << (inputType.getRank() - 1)
                               << "].";
  for (int64_t i = 0; i < inputType.getRank(); ++i)
    if (std::find(dims.asInts().begin(), dims.asInts().end(), i) == dims.asInts().end())
      reduced.push_back(inputType.getDimSize(i));
  if (static_cast<int64_t>(reduced.size()) != initType.getRank())
    return op->emitOpError() << "number of dimensions after reduction " << reduced.size()
                             << " doesn't match the init rank " << initType.getRank();
  if (ArrayRef<int64_t>(reduced) != initType.getShape())
    return op->emitOpError() << "init dimensions [" << joinDims(initType.getShape())
                             << "] doesn't match input dimensions after reduction [" << joinDims(reduced) << "]";
  Block &block = op->getRegion(0).front();
  if (block.getNumArguments() != op->getNumOperands())
    return op->emitOpError() << "mismatching number of operands and block arguments";
  for (unsigned i = 0; i < inputs.size(); ++i) {
    Type elementType = inputs[i].getType().cast<ShapedType>().getElementType();
    if (elementType != block.getArgument(i).getType())
      return op->emitOpError() << "input element type " << quoteType(elementType)
                               << " does not match corresponding block argument type "
                               << quoteType(block.getArgument(i).getType());
  }
  for (unsigned i = 0; i < inits.size(); ++i) {
    Type elementType = inits[i].getType().cast<ShapedType>().getElementType();
    Type argType = block.getArgument(inputs.size() + i).getType();
    if (elementType != argType)
      return op->emitOpError() << "output element type " << quoteType(elementType)
                               << " does not match corresponding block argument type " << quoteType(argType);
  }
  return success();
}

/// Result types of map/reduce built from `inits`.
std::vector<Type> tensorTypesOf(ValueRange values) {
  std::vector<Type> types;
  for (Value v : values) types.push_back(v.getType());
  return getRankedTensorTypes(types);
}

}  // namespace

// ---- views -------------------------------------------------------------------------

void MapOp::build(OpBuilder &b, OperationState &state, ValueRange inputs, Value init, const BodyBuilderFn &body,
                  ArrayRef<NamedAttribute> attrs) {
  state.addOperands(inputs);
  state.addOperands({init});
  state.addTypes(tensorTypesOf({init}));
  for (const NamedAttribute &a : attrs) state.addAttribute(a.name, a.value);
  Region *region = state.addRegion();
  if (body) buildGenericRegion(b, state.location, *region, inputs, {init}, body);
}

void ReduceOp::build(OpBuilder &b, OperationState &state, ValueRange inputs, ValueRange inits,
                     ArrayRef<int64_t> dimensions, const BodyBuilderFn &body, ArrayRef<NamedAttribute> attrs) {
  state.addOperands(inputs);
  state.addOperands(inits);
  state.addTypes(tensorTypesOf(inits));
  state.addAttribute("dimensions", b.getDenseI64ArrayAttr(dimensions));
  for (const NamedAttribute &a : attrs) state.addAttribute(a.name, a.value);
  Region *region = state.addRegion();
  if (body) buildGenericRegion(b, state.location, *region, inputs, inits, body);
}

std::vector<int64_t> ReduceOp::getDimensions() const {
  auto a = op_->getAttrOfType<DenseArrayAttr>("dimensions");
  if (!a || a.getElementType().isa<FloatType>()) return {};
  return std::vector<int64_t>(a.asInts().begin(), a.asInts().end());
}

namespace detail {

void registerMapAndReduceOps(Context &ctx) {
  uint32_t traits = OpTrait::DestinationStyle | OpTrait::SingleBlock;
  OpDefinition map = makeDefinition(MapOp::getOperationName(), traits);
  map.parse = parseMapOp;
  map.print = printMapOp;
  map.verify = verifyMapOp;
  map.verifyRegions = verifyStructuredOpInterface;
  map.getEffects = getStructuredOpEffects;
  map.getAsmResultNames = [](Operation *op, const OpDefinition::SetNameFn &setName) {
    if (op->getNumResults()) setName(op->getResult(0), "mapped");
  };
  map.getAsmBlockArgNames = [](Operation *op, Region &region, const OpDefinition::SetNameFn &setName) {
    setStructuredBlockArgNames(op, region, setName, "init");
  };
  ctx.registerOp(std::move(map));

  OpDefinition reduce = makeDefinition(ReduceOp::getOperationName(), traits);
  reduce.inherentAttrs = {"dimensions"};
  reduce.parse = parseReduceOp;
  reduce.print = printReduceOp;
  reduce.verify = verifyReduceOp;
  reduce.verifyRegions = verifyStructuredOpInterface;
  reduce.getEffects = getStructuredOpEffects;
  reduce.getAsmResultNames = [](Operation *op, const OpDefinition::SetNameFn &setName) {
    if (op->getNumResults()) setName(op->getResult(0), "reduced");
  };
  reduce.getAsmBlockArgNames = [](Operation *op, Region &region, const OpDefinition::SetNameFn &setName) {
    setStructuredBlockArgNames(op, region, setName, "init");
  };
  ctx.registerOp(std::move(reduce));
}

}  // namespace detail
}  // namespace tbuf::linalg

// Custom-assembly pieces shared by the linalg ops: the `ins(...) outs(...)`
// clause of every structured op, `name = [1, 2]` dense-array keywords
// (transpose's permutation, reduce's dimensions) and small helpers.
// Mirrors parseCommonStructuredOpParts / printCommonStructuredOpParts in
// MLIR's LinalgOps.cpp.
#include "dialects/linalg/linalg_internal.h"
#include "ir/builder.h"
#include "ir/context.h"

namespace tbuf::linalg::detail {

Type getElementTypeOrSelf(Type t) {
  if (t.isa<RankedTensorType>() || t.isa<MemRefType>()) return t.cast<ShapedType>().getElementType();
  return t;
}

OpDefinition makeDefinition(std::string_view name, uint32_t traits) {
  OpDefinition def;
  def.name = std::string(name);
  def.dialect = "linalg";
  def.traits = traits;
  return def;
}

std::vector<Type> getRankedTensorTypes(ArrayRef<Type> types) {
  std::vector<Type> r;
  for (Type t : types)
    if (t.isa<RankedTensorType>()) r.push_back(t);
  return r;
}

ParseResult parseCommonStructuredOpParts(OpAsmParser &parser, OperationState &state,
                                         std::vector<Type> &inputTypes, std::vector<Type> &outputTypes,
                                         bool addOperandSegmentSizes) {
  if (failed(parser.parseOptionalPropertiesDict(state.attributes))) return failure();
  if (failed(parser.parseOptionalAttrDict(state.attributes))) return failure();

  std::vector<OpAsmParser::UnresolvedOperand> inputs, outputs;
  Location inputsLoc = parser.getCurrentLocation(), outputsLoc = inputsLoc;
  if (succeeded(parser.parseOptionalKeyword("ins"))) {
    if (failed(parser.parseLParen())) return failure();
    inputsLoc = parser.getCurrentLocation();
    if (failed(parser.parseOperandList(inputs)) || failed(parser.parseColonTypeList(inputTypes)) ||
        failed(parser.parseRParen()))
      return failure();
  }
  if (succeeded(parser.parseOptionalKeyword("outs"))) {
    outputsLoc = parser.getCurrentLocation();
    if (failed(parser.parseLParen()) || failed(parser.parseOperandList(outputs)) ||
        failed(parser.parseColonTypeList(outputTypes)) || failed(parser.parseRParen()))
      return failure();
  }
  if (failed(parser.resolveOperands(inputs, inputTypes, inputsLoc, state.operands)) ||
      failed(parser.resolveOperands(outputs, outputTypes, outputsLoc, state.operands)))
    return failure();
  if (addOperandSegmentSizes)
    state.addAttribute("operandSegmentSizes",
                       DenseArrayAttr::getI32(parser.getContext(), {static_cast<int64_t>(inputs.size()),
                                                                    static_cast<int64_t>(outputs.size())}));
  return success();
}

void printCommonStructuredOpParts(OpAsmPrinter &p, const OperandRange &inputs, const OperandRange &outputs) {
  auto printTypes = [&](const OperandRange &values) {
    bool first = true;
    for (Value v : values) {
      if (!first) p << ", ";
      first = false;
      p.printType(v.getType());
    }
  };
  if (!inputs.empty()) {
    p << " ins(";
    p.printOperands(inputs);
    p << " : ";
    printTypes(inputs);
    p << ")";
  }
  if (!outputs.empty()) {
    p << " outs(";
    p.printOperands(outputs);
    p << " : ";
    printTypes(outputs);
    p << ")";
  }
}

ParseResult parseDenseI64ArrayKeyword(OpAsmParser &parser, OperationState &state, std::string_view name) {
  if (failed(parser.parseKeyword(name)) || failed(parser.parseEqual()) || failed(parser.parseLSquare()))
    return failure();
  std::vector<int64_t> values;
  if (failed(parser.parseOptionalRSquare())) {
    do {
      int64_t v;
      if (failed(parser.parseInteger(v))) return failure();
      values.push_back(v);
    } while (succeeded(parser.parseOptionalComma()));
    if (failed(parser.parseRSquare())) return failure();
  }
  state.addAttribute(name, DenseArrayAttr::getI64(parser.getContext(), values));
  return success();
}

void printDenseI64ArrayKeyword(OpAsmPrinter &p, std::string_view name, ArrayRef<int64_t> values) {
  p << " " << name << " = [";
  for (size_t i = 0; i < values.size(); ++i) {
    if (i) p << ", ";
    p << values[i];
  }
  p << "] ";
}

}  // namespace tbuf::linalg::detail

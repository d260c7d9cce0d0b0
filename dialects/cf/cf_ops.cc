// The cf dialect (see cf_ops.h): builders, accessors, custom assembly and
// verifiers of cf.br, cf.cond_br and cf.switch. Successor operand counts and
// types against the target blocks' arguments are checked by the IR verifier
// (it reads the operand layout described in cf_ops.h); the hooks here check
// the layout itself, the condition/flag types, branch weights and case values.
#include "dialects/cf/cf_ops.h"

#include <string>
#include <vector>

#include "dialects/cf/cf_canonicalize.h"
#include "dialects/utils/dialect_utils.h"
#include "ir/context.h"
#include "ir/diagnostics.h"
#include "ir/op_asm.h"

namespace tbuf::cf {
namespace {

constexpr std::string_view kBranchWeights = "branch_weights";
constexpr std::string_view kCaseValues = "case_values";
constexpr std::string_view kCaseOperandSegments = "case_operand_segments";

std::string quoted(Type t) { return "'" + t.str() + "'"; }

/// `v` truncated to `width` bits and sign-extended back (APInt(width, v)).
int64_t truncateToWidth(int64_t v, unsigned width) {
  if (width >= 64 || width == 0) return v;
  uint64_t mask = (uint64_t{1} << width) - 1;
  uint64_t u = static_cast<uint64_t>(v) & mask;
  if (u >> (width - 1)) u |= ~mask;
  return static_cast<int64_t>(u);
}

/// MLIR prints case values unsigned (APInt::getLimitedValue).
std::string unsignedSpelling(int64_t v, unsigned width) {
  uint64_t u = static_cast<uint64_t>(v);
  if (width < 64) u &= (uint64_t{1} << width) - 1;
  return std::to_string(u);
}

unsigned flagWidth(Operation *op) {
  Type t = op->getOperand(0).getType();
  return t.isa<IntegerType>() ? t.cast<IntegerType>().getWidth() : 64;
}

std::vector<int64_t> getCaseOperandSegments(Operation *op) {
  auto attr = op->getAttrOfType<DenseArrayAttr>(kCaseOperandSegments);
  if (!attr) return {};
  return std::vector<int64_t>(attr.asInts().begin(), attr.asInts().end());
}

}  // namespace

// ---- builders and accessors -----------------------------------------------------

void BranchOp::build(OpBuilder &, OperationState &state, Block *dest, ArrayRef<Value> destOperands) {
  state.addOperands(destOperands);
  state.addSuccessors({dest});
}

OperandRange BranchOp::getSuccessorOperands(unsigned) const { return op_->getOperands(); }

void CondBranchOp::build(OpBuilder &b, OperationState &state, Value condition, Block *trueDest,
                         ArrayRef<Value> trueOperands, Block *falseDest, ArrayRef<Value> falseOperands) {
  state.addOperands({condition});
  state.addOperands(trueOperands);
  state.addOperands(falseOperands);
  state.addSuccessors({trueDest, falseDest});
  setOperandSegmentSizes(state, b.getContext(),
                         {1, static_cast<int64_t>(trueOperands.size()), static_cast<int64_t>(falseOperands.size())});
}

void CondBranchOp::build(OpBuilder &b, OperationState &state, Value condition, Block *trueDest, Block *falseDest,
                         ArrayRef<Value> falseOperands) {
  build(b, state, condition, trueDest, {}, falseDest, falseOperands);
}

OperandRange CondBranchOp::getTrueDestOperands() const { return getOperandSegment(op_, 1, 3); }
OperandRange CondBranchOp::getFalseDestOperands() const { return getOperandSegment(op_, 2, 3); }
OperandRange CondBranchOp::getSuccessorOperands(unsigned index) const {
  return index == 0 ? getTrueDestOperands() : getFalseDestOperands();
}

std::vector<int64_t> CondBranchOp::getBranchWeights() const {
  auto attr = op_->getAttrOfType<DenseArrayAttr>(kBranchWeights);
  if (!attr) return {};
  return std::vector<int64_t>(attr.asInts().begin(), attr.asInts().end());
}

void SwitchOp::build(OpBuilder &b, OperationState &state, Value flag, Block *defaultDestination,
                     ArrayRef<Value> defaultOperands, ArrayRef<int64_t> caseValues,
                     ArrayRef<Block *> caseDestinations, ArrayRef<std::vector<Value>> caseOperands) {
  Context *ctx = b.getContext();
  state.addOperands({flag});
  state.addOperands(defaultOperands);
  std::vector<int64_t> segments;
  int64_t numCaseOperands = 0;
  for (size_t i = 0; i < caseDestinations.size(); ++i) {
    size_t n = i < caseOperands.size() ? caseOperands[i].size() : 0;
    if (n) state.addOperands(caseOperands[i]);
    segments.push_back(static_cast<int64_t>(n));
    numCaseOperands += n;
  }
  state.addSuccessors({defaultDestination});
  state.addSuccessors(caseDestinations);
  setOperandSegmentSizes(state, ctx, {1, static_cast<int64_t>(defaultOperands.size()), numCaseOperands});
  state.addAttribute(kCaseOperandSegments, DenseArrayAttr::getI32(ctx, segments));
  if (caseValues.empty()) return;
  Type flagType = flag.getType();
  unsigned width = flagType.isa<IntegerType>() ? flagType.cast<IntegerType>().getWidth() : 64;
  std::vector<int64_t> values;
  for (int64_t v : caseValues) values.push_back(truncateToWidth(v, width));
  auto type = VectorType::get({static_cast<int64_t>(values.size())}, flagType);
  state.addAttribute(kCaseValues, DenseElementsAttr::getInts(type, std::move(values)));
}

OperandRange SwitchOp::getDefaultOperands() const { return getOperandSegment(op_, 1, 3); }

std::vector<Block *> SwitchOp::getCaseDestinations() const {
  std::vector<Block *> dests;
  for (unsigned i = 1; i < op_->getNumSuccessors(); ++i) dests.push_back(op_->getSuccessor(i));
  return dests;
}

std::vector<int64_t> SwitchOp::getCaseValues() const {
  auto attr = op_->getAttrOfType<DenseElementsAttr>(kCaseValues);
  if (!attr || attr.isFloat()) return {};
  std::vector<int64_t> values;
  for (int64_t i = 0; i < attr.getNumElements(); ++i) values.push_back(attr.getIntAt(i));
  return values;
}

OperandRange SwitchOp::getCaseOperands(unsigned i) const {
  OperandRange all = getOperandSegment(op_, 2, 3);
  std::vector<int64_t> segments = getCaseOperandSegments(op_);
  int64_t start = 0;
  for (unsigned k = 0; k < i && k < segments.size(); ++k) start += segments[k];
  int64_t size = i < segments.size() ? segments[i] : 0;
  if (start + size > static_cast<int64_t>(all.size())) return all.slice(all.size(), 0);
  return all.slice(start, size);
}

OperandRange SwitchOp::getSuccessorOperands(unsigned index) const {
  return index == 0 ? getDefaultOperands() : getCaseOperands(index - 1);
}

namespace {

// ---- cf.br -----------------------------------------------------------------------

ParseResult parseBranch(OpAsmParser &p, OperationState &state) {
  Block *dest = nullptr;
  std::vector<Value> operands;
  if (failed(p.parseSuccessorAndUseList(dest, operands)) || failed(p.parseOptionalAttrDict(state.attributes)))
    return failure();
  state.addOperands(operands);
  state.addSuccessors({dest});
  return success();
}

void printBranch(OpAsmPrinter &p, Operation *op) {
  p << " ";
  if (op->getNumSuccessors()) p.printSuccessorAndUseList(op->getSuccessor(0), op->getOperands().vec());
  p.printOptionalAttrDict(op->getAttrs());
}

LogicalResult verifyBranch(Operation *op) {
  if (failed(verifyNumRegions(op, 0)) || failed(verifyNumResults(op, 0))) return failure();
  if (op->getNumSuccessors() != 1)
    return op->emitOpError() << "requires 1 successor but found " << op->getNumSuccessors();
  return success();
}

// ---- cf.cond_br ----------------------------------------------------------------------

ParseResult parseCondBranch(OpAsmParser &p, OperationState &state) {
  Context *ctx = p.getContext();
  OpAsmParser::UnresolvedOperand condition;
  if (failed(p.parseOperand(condition))) return failure();
  if (succeeded(p.parseOptionalKeyword("weights"))) {
    std::vector<int64_t> weights;
    if (failed(p.parseLParen()) || failed(p.parseLSquare())) return failure();
    if (failed(p.parseOptionalRSquare())) {
      do {
        int64_t w = 0;
        if (failed(p.parseInteger(w))) return failure();
        weights.push_back(w);
      } while (succeeded(p.parseOptionalComma()));
      if (failed(p.parseRSquare())) return failure();
    }
    if (failed(p.parseRParen())) return failure();
    state.addAttribute(kBranchWeights, DenseArrayAttr::getI32(ctx, weights));
  }
  Block *trueDest = nullptr, *falseDest = nullptr;
  std::vector<Value> trueOperands, falseOperands;
  if (failed(p.parseComma()) || failed(p.parseSuccessorAndUseList(trueDest, trueOperands)) ||
      failed(p.parseComma()) || failed(p.parseSuccessorAndUseList(falseDest, falseOperands)) ||
      failed(p.parseOptionalAttrDict(state.attributes)) ||
      failed(p.resolveOperand(condition, IntegerType::get(ctx, 1), state.operands)))
    return failure();
  state.addOperands(trueOperands);
  state.addOperands(falseOperands);
  state.addSuccessors({trueDest, falseDest});
  setOperandSegmentSizes(state, ctx,
                         {1, static_cast<int64_t>(trueOperands.size()), static_cast<int64_t>(falseOperands.size())});
  return success();
}

void printCondBranch(OpAsmPrinter &p, Operation *op) {
  CondBranchOp condBr(op);
  if (op->getNumOperands() == 0 || op->getNumSuccessors() != 2) return;  // malformed: nothing sensible to print
  p << " ";
  p.printOperand(condBr.getCondition());
  std::vector<int64_t> weights = condBr.getBranchWeights();
  if (op->getAttrOfType<DenseArrayAttr>(kBranchWeights)) {
    p << " weights([";
    for (size_t i = 0; i < weights.size(); ++i) p << (i ? ", " : "") << weights[i];
    p << "])";
  }
  p << ", ";
  p.printSuccessorAndUseList(condBr.getTrueDest(), condBr.getTrueDestOperands().vec());
  p << ", ";
  p.printSuccessorAndUseList(condBr.getFalseDest(), condBr.getFalseDestOperands().vec());
  p.printOptionalAttrDict(op->getAttrs(), {"operandSegmentSizes", kBranchWeights});
}

LogicalResult verifyCondBranch(Operation *op) {
  if (failed(verifyNumRegions(op, 0)) || failed(verifyNumResults(op, 0))) return failure();
  if (op->getNumSuccessors() != 2)
    return op->emitOpError() << "requires 2 successors but found " << op->getNumSuccessors();
  if (failed(verifyOperandSegmentSizes(op, 3, {0}))) return failure();
  Attribute weights = op->getAttr(kBranchWeights);
  if (weights) {
    auto array = weights.dyn_cast<DenseArrayAttr>();
    if (!array || !array.getElementType().isInteger(32))
      return op->emitOpError() << "attribute '" << kBranchWeights
                               << "' failed to satisfy constraint: i32 dense array attribute";
  }
  Type condType = op->getOperand(0).getType();
  if (!condType.isInteger(1) || !condType.cast<IntegerType>().isSignless())
    return op->emitOpError() << "operand #0 must be 1-bit signless integer, but got " << quoted(condType);
  if (weights && weights.cast<DenseArrayAttr>().size() != op->getNumSuccessors())
    return op->emitError() << "expects number of branch weights to match number of successors: "
                           << weights.cast<DenseArrayAttr>().size() << " vs " << op->getNumSuccessors();
  return success();
}

// ---- cf.switch ------------------------------------------------------------------------

// `%flag : i32, [ default: ^bb1(...), 42: ^bb2(...) ]`
ParseResult parseSwitch(OpAsmParser &p, OperationState &state) {
  Context *ctx = p.getContext();
  OpAsmParser::UnresolvedOperand flag;
  Type flagType;
  if (failed(p.parseOperand(flag)) || failed(p.parseColon())) return failure();
  Location typeLoc = p.getCurrentLocation();
  if (failed(p.parseType(flagType))) return failure();
  if (!flagType.isa<IntegerType>())
    return p.emitError(typeLoc) << "invalid kind of type specified: expected builtin.integer, but found "
                                << quoted(flagType),
           failure();
  unsigned width = flagType.cast<IntegerType>().getWidth();
  Block *defaultDest = nullptr;
  std::vector<Value> defaultOperands;
  if (failed(p.parseComma()) || failed(p.parseLSquare()) || failed(p.parseKeyword("default")) ||
      failed(p.parseColon()) || failed(p.parseSuccessorAndUseList(defaultDest, defaultOperands)))
    return failure();
  std::vector<int64_t> values, segments;
  std::vector<Block *> caseDests;
  std::vector<Value> caseOperands;
  while (succeeded(p.parseOptionalComma())) {
    int64_t value = 0;
    Block *dest = nullptr;
    std::vector<Value> operands;
    if (failed(p.parseInteger(value)) || failed(p.parseColon()) || failed(p.parseSuccessorAndUseList(dest, operands)))
      return failure();
    values.push_back(truncateToWidth(value, width));
    caseDests.push_back(dest);
    segments.push_back(static_cast<int64_t>(operands.size()));
    caseOperands.insert(caseOperands.end(), operands.begin(), operands.end());
  }
  if (failed(p.parseRSquare()) || failed(p.parseOptionalAttrDict(state.attributes)) ||
      failed(p.resolveOperand(flag, flagType, state.operands)))
    return failure();
  state.addOperands(defaultOperands);
  state.addOperands(caseOperands);
  state.addSuccessors({defaultDest});
  state.addSuccessors(caseDests);
  setOperandSegmentSizes(
      state, ctx, {1, static_cast<int64_t>(defaultOperands.size()), static_cast<int64_t>(caseOperands.size())});
  state.addAttribute(kCaseOperandSegments, DenseArrayAttr::getI32(ctx, segments));
  if (!values.empty()) {
    auto type = VectorType::get({static_cast<int64_t>(values.size())}, flagType);
    state.addAttribute(kCaseValues, DenseElementsAttr::getInts(type, std::move(values)));
  }
  return success();
}

void printSwitch(OpAsmPrinter &p, Operation *op) {
  SwitchOp switchOp(op);
  if (op->getNumOperands() == 0 || op->getNumSuccessors() == 0) return;  // malformed: nothing sensible to print
  p << " ";
  p.printOperand(switchOp.getFlag());
  p << " : ";
  p.printType(switchOp.getFlag().getType());
  p << ", [";
  p.printNewline();
  p << "  default: ";
  p.printSuccessorAndUseList(switchOp.getDefaultDestination(), switchOp.getDefaultOperands().vec());
  std::vector<int64_t> values = switchOp.getCaseValues();
  unsigned width = flagWidth(op);
  for (unsigned i = 0; i < values.size() && i < switchOp.getNumCases(); ++i) {
    p << ",";
    p.printNewline();
    p << "  " << unsignedSpelling(values[i], width) << ": ";
    p.printSuccessorAndUseList(switchOp.getCaseDestination(i), switchOp.getCaseOperands(i).vec());
  }
  if (!values.empty()) p.printNewline();
  p << "]";
  p.printOptionalAttrDict(op->getAttrs(), {"operandSegmentSizes", kCaseValues, kCaseOperandSegments});
}

LogicalResult verifySwitch(Operation *op) {
  if (failed(verifyNumRegions(op, 0)) || failed(verifyNumResults(op, 0))) return failure();
  if (op->getNumSuccessors() < 1)
    return op->emitOpError() << "requires at least 1 successors but found " << op->getNumSuccessors();
  if (failed(verifyOperandSegmentSizes(op, 3, {0})) || failed(verifyRequiredAttr(op, kCaseOperandSegments)))
    return failure();
  auto segmentsAttr = op->getAttrOfType<DenseArrayAttr>(kCaseOperandSegments);
  if (!segmentsAttr || !segmentsAttr.getElementType().isInteger(32))
    return op->emitOpError() << "attribute '" << kCaseOperandSegments
                             << "' failed to satisfy constraint: i32 dense array attribute";
  Attribute valuesAttr = op->getAttr(kCaseValues);
  auto caseValues = valuesAttr ? valuesAttr.dyn_cast<DenseElementsAttr>() : DenseElementsAttr();
  if (valuesAttr && (!caseValues || !caseValues.getElementType().isa<IntegerType>() ||
                     !caseValues.getType().hasRank() || caseValues.getType().getRank() != 1))
    return op->emitOpError() << "attribute '" << kCaseValues
                             << "' failed to satisfy constraint: integer elements attribute";
  Type flagType = op->getOperand(0).getType();
  if (!flagType.isa<IntegerType>())
    return op->emitOpError() << "operand #0 must be integer, but got " << quoted(flagType);
  int64_t numCaseOperands = getOperandSegmentSizes(op, 3)[2], total = 0;
  for (int64_t s : segmentsAttr.asInts()) total += s;
  if (total != numCaseOperands)
    return op->emitOpError() << "caseOperands count (" << numCaseOperands
                             << ") does not match with the total size (" << total
                             << ") specified in attribute '" << kCaseOperandSegments << "'";
  unsigned numCases = op->getNumSuccessors() - 1;
  if (!caseValues && numCases == 0) return success();
  if (caseValues && caseValues.getElementType() != flagType)
    return op->emitOpError() << "'flag' type (" << quoted(flagType) << ") should match case value type ("
                             << quoted(caseValues.getElementType()) << ")";
  int64_t numValues = caseValues ? caseValues.getNumElements() : 0;
  if (numValues != numCases)
    return op->emitOpError() << "number of case values (" << numValues
                             << ") should match number of case destinations (" << numCases << ")";
  if (segmentsAttr.size() != numCases)
    return op->emitOpError() << "'" << kCaseOperandSegments << "' must have " << numCases
                             << " elements (one per case), but got " << segmentsAttr.size();
  return success();
}

void addBranchOp(Context &ctx, std::string_view name, std::vector<std::string> inherent, OpDefinition::ParseFn parse,
                 OpDefinition::PrintFn print, OpDefinition::VerifyFn verify) {
  OpDefinition def;
  def.name = std::string(name);
  def.dialect = "cf";
  def.traits = OpTrait::Pure | OpTrait::Terminator;
  def.inherentAttrs = std::move(inherent);
  def.parse = parse;
  def.print = print;
  def.verify = verify;
  ctx.registerOp(std::move(def));
}

}  // namespace
}  // namespace tbuf::cf

namespace tbuf {

void registerCfDialect(Context &ctx) {
  ctx.markDialectRegistered("cf");
  cf::addBranchOp(ctx, cf::BranchOp::getOperationName(), {}, cf::parseBranch, cf::printBranch, cf::verifyBranch);
  cf::addBranchOp(ctx, cf::CondBranchOp::getOperationName(), {"branch_weights", "operandSegmentSizes"},
                  cf::parseCondBranch, cf::printCondBranch, cf::verifyCondBranch);
  cf::addBranchOp(ctx, cf::SwitchOp::getOperationName(),
                  {"case_operand_segments", "case_values", "operandSegmentSizes"}, cf::parseSwitch, cf::printSwitch,
                  cf::verifySwitch);
  cf::registerAssertOp(ctx);
  cf::registerCfCanonicalizations(ctx);
}

}  // namespace tbuf

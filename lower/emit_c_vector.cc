// vector dialect -> C (memref level). Vectors are structs of their row-major
// elements (emit_c_vector.h); every op is unrolled over its lanes, since
// vector shapes are static:
// - transfer_read / transfer_write on memrefs: each lane's position is the
//   base indices plus the lane's coordinate on the source dim its
//   permutation-map result names (a `0` result repeats the element); a lane
//   that is masked off, or past the end of a dim not marked in_bounds, reads
//   the padding / is not written;
// - print: the runner-utils calls MLIR's lowering makes (printOpen,
//   printF32, printComma, printClose, printNewline, ...), so the text is
//   mlir-runner's;
// - broadcast, from_elements, extract, insert: lane copies; a dynamic
//   position out of range leaves the result zero (MLIR: poison).
#include <cctype>
#include <string>
#include <vector>

#include "dialects/vector/vector_ops.h"
#include "fmt/format.h"
#include "ir/operation.h"
#include "lower/c_emitter.h"
#include "lower/emit_c_vector.h"

namespace tbuf::lower {

namespace {

std::string shapeTag(ArrayRef<int64_t> shape) {
  if (shape.empty()) return "0d";
  std::string out;
  for (int64_t s : shape) out += (out.empty() ? "" : "x") + std::to_string(s);
  return out;
}

int64_t product(ArrayRef<int64_t> shape) {
  int64_t n = 1;
  for (int64_t s : shape) n *= s;
  return n;
}

/// The row-major coordinates of lane `linear` of `shape`.
std::vector<int64_t> coordinates(ArrayRef<int64_t> shape, int64_t linear) {
  std::vector<int64_t> v(shape.size());
  for (int64_t k = static_cast<int64_t>(shape.size()) - 1; k >= 0; --k) {
    v[k] = linear % shape[k];
    linear /= shape[k];
  }
  return v;
}

/// Element `linear` of vector value `v`.
std::string lane(CEmitter &e, Value v, int64_t linear) { return fmt::format("{}.v[{}]", e.name(v), linear); }

/// Declares the vector result of `op`; false after an error.
bool declareVector(CEmitter &e, Operation *op) {
  if (e.typeName(op->getResult(0).getType(), op).empty()) return false;
  e.declare(op->getResult(0));
  return true;
}

// ---- transfers -------------------------------------------------------------------

/// Per lane of a transfer: the C index expressions into the memref and the
/// condition under which the lane is transferred ("" = always).
struct LaneAccess {
  std::vector<std::string> indices;
  std::string condition;
};

template <typename OpT> LaneAccess laneAccess(CEmitter &e, OpT op, Value memref, int64_t linear) {
  VectorType vectorType = op.getVectorType();
  std::vector<int64_t> v = coordinates(vectorType.getShape(), linear);
  AffineMap map = op.getPermutationMap();
  LaneAccess access;
  for (Value index : op.getIndices()) access.indices.push_back(e.name(index));
  std::vector<std::string> conditions;
  for (unsigned r = 0; r < map.getNumResults(); ++r) {
    AffineExpr expr = map.getResult(r);
    if (expr.getKind() != AffineExprKind::DimId) continue;
    std::string &index = access.indices[expr.getPosition()];
    if (v[r] != 0) index = fmt::format("({} + {})", index, v[r]);
    if (!op.isDimInBounds(r))
      conditions.push_back(fmt::format("(uint64_t){} < (uint64_t){}", index, e.sizeExpr(memref, expr.getPosition())));
  }
  if (Value mask = op.getMask()) {
    // The mask holds the vector dims in source-dim order.
    std::vector<int64_t> maskIndex;
    for (unsigned dim = 0; dim < map.getNumDims(); ++dim)
      for (unsigned r = 0; r < map.getNumResults(); ++r)
        if (map.getResult(r).getKind() == AffineExprKind::DimId && map.getResult(r).getPosition() == dim)
          maskIndex.push_back(v[r]);
    auto maskShape = mask.getType().cast<VectorType>().getShape();
    int64_t maskLinear = 0;
    for (size_t k = 0; k < maskIndex.size(); ++k) maskLinear = maskLinear * maskShape[k] + maskIndex[k];
    conditions.insert(conditions.begin(), lane(e, mask, maskLinear));
  }
  for (const std::string &c : conditions) access.condition += (access.condition.empty() ? "" : " && ") + c;
  return access;
}

LogicalResult emitTransferRead(CEmitter &e, Operation *op) {
  vector::TransferReadOp read(op);
  if (!read.getBase().getType().isa<MemRefType>())
    return e.emitError(op, "reads a tensor: only memrefs can be emitted as C (bufferize first)");
  if (!declareVector(e, op)) return failure();
  std::string result = e.name(op->getResult(0));
  for (int64_t k = 0; k < product(read.getVectorType().getShape()); ++k) {
    LaneAccess access = laneAccess(e, read, read.getBase(), k);
    std::string load = "*" + e.elementPtr(read.getBase(), access.indices);
    if (access.condition.empty())
      e.line() << result << ".v[" << k << "] = " << load << ";\n";
    else
      e.line() << result << ".v[" << k << "] = (" << access.condition << ") ? " << load << " : "
               << e.name(read.getPadding()) << ";\n";
  }
  return success();
}

LogicalResult emitTransferWrite(CEmitter &e, Operation *op) {
  vector::TransferWriteOp write(op);
  if (!write.getBase().getType().isa<MemRefType>())
    return e.emitError(op, "writes a tensor: only memrefs can be emitted as C (bufferize first)");
  if (e.typeName(write.getVectorType(), op).empty()) return failure();
  for (int64_t k = 0; k < product(write.getVectorType().getShape()); ++k) {
    LaneAccess access = laneAccess(e, write, write.getBase(), k);
    std::string store = fmt::format("*{} = {};", e.elementPtr(write.getBase(), access.indices),
                                    lane(e, write.getValueToStore(), k));
    if (access.condition.empty())
      e.line() << store << "\n";
    else
      e.line() << "if (" << access.condition << ") " << store << "\n";
  }
  return success();
}

// ---- vector.print ----------------------------------------------------------------

/// The runner-utils call printing scalar expression `x` of type `t`.
std::string printCall(Type t, const std::string &x) {
  if (t.isF32()) return fmt::format("printF32({});", x);
  if (t.isF64()) return fmt::format("printF64({});", x);
  if (t.isIndex()) return fmt::format("printU64((uint64_t){});", x);
  if (t.isInteger(1)) return fmt::format("printI64({} ? 1 : 0);", x);
  return fmt::format("printI64((int64_t){});", x);
}

/// A C string literal of `text` (octal escapes for everything unusual).
std::string cStringLiteral(std::string_view text) {
  std::string out = "\"";
  for (unsigned char c : text) {
    if (c == '"' || c == '\\') out += fmt::format("\\{}", static_cast<char>(c));
    else if (c >= 0x20 && c < 0x7f && c != '?') out += static_cast<char>(c);
    else out += fmt::format("\\{:03o}", c);
  }
  return out + "\"";
}

LogicalResult emitPrint(CEmitter &e, Operation *op) {
  vector::PrintOp print(op);
  if (auto text = print.getStringLiteral().dyn_cast<StringAttr>()) {
    e.line() << "printString(" << cStringLiteral(text.getValue()) << ");\n";
    return success();
  }
  if (Value source = print.getSource()) {
    Type element = source.getType();
    if (auto vectorType = source.getType().dyn_cast<VectorType>()) element = vectorType.getElementType();
    if (!(element.isF32() || element.isF64() || element.isIndex() || element.isa<IntegerType>()))
      return e.emitError(op, fmt::format("prints '{}': only integer, index, f32 and f64 elements can be printed",
                                         source.getType().str()));
    if (e.typeName(source.getType(), op).empty()) return failure();
    auto vectorType = source.getType().dyn_cast<VectorType>();
    if (!vectorType) {
      e.line() << printCall(element, e.name(source)) << "\n";
    } else {
      std::vector<int64_t> shape(vectorType.getShape().begin(), vectorType.getShape().end());
      if (shape.empty()) shape.push_back(1);
      int64_t n = product(shape);
      for (int64_t k = 0; k < n; ++k) {
        std::vector<int64_t> v = coordinates(shape, k);
        if (k > 0) e.line() << "printComma();\n";
        for (size_t d = shape.size(); d-- > 0 && v[d] == 0;) e.line() << "printOpen();\n";
        e.line() << printCall(element, lane(e, source, k)) << "\n";
        for (size_t d = shape.size(); d-- > 0 && v[d] == shape[d] - 1;) e.line() << "printClose();\n";
      }
    }
  }
  switch (print.getPunctuation()) {
    case vector::PrintPunctuation::NoPunctuation: break;
    case vector::PrintPunctuation::NewLine: e.line() << "printNewline();\n"; break;
    case vector::PrintPunctuation::Comma: e.line() << "printComma();\n"; break;
    case vector::PrintPunctuation::Open: e.line() << "printOpen();\n"; break;
    case vector::PrintPunctuation::Close: e.line() << "printClose();\n"; break;
  }
  return success();
}

// ---- value ops -------------------------------------------------------------------

LogicalResult emitBroadcast(CEmitter &e, Operation *op) {
  vector::BroadcastOp bc(op);
  if (!declareVector(e, op)) return failure();
  VectorType resultType = bc.getResultVectorType();
  auto sourceVector = bc.getSource().getType().dyn_cast<VectorType>();
  std::string result = e.name(op->getResult(0));
  for (int64_t k = 0; k < product(resultType.getShape()); ++k) {
    std::string value = e.name(bc.getSource());
    if (sourceVector) {
      std::vector<int64_t> v = coordinates(resultType.getShape(), k);
      int64_t lead = resultType.getRank() - sourceVector.getRank(), linear = 0;
      for (int64_t r = 0; r < sourceVector.getRank(); ++r)
        linear = linear * sourceVector.getDimSize(r) + (sourceVector.getDimSize(r) == 1 ? 0 : v[lead + r]);
      value = lane(e, bc.getSource(), linear);
    }
    e.line() << result << ".v[" << k << "] = " << value << ";\n";
  }
  return success();
}

LogicalResult emitFromElements(CEmitter &e, Operation *op) {
  if (!declareVector(e, op)) return failure();
  std::string result = e.name(op->getResult(0));
  for (unsigned k = 0; k < op->getNumOperands(); ++k)
    e.line() << result << ".v[" << k << "] = " << e.name(op->getOperand(k)) << ";\n";
  return success();
}

/// The linear lane of the first element at `position` in `vectorType` as a
/// C expression, and the condition that every dynamic position is in range.
std::pair<std::string, std::string> positionExpr(CEmitter &e, VectorType vectorType, ArrayRef<int64_t> position,
                                                 const OperandRange &dynamic) {
  std::string linear = "0", condition;
  auto it = dynamic.begin();
  for (int64_t k = 0; k < vectorType.getRank(); ++k) {
    std::string p = "0";
    if (k < static_cast<int64_t>(position.size())) {
      if (position[k] == kDynamic) {
        p = e.name(*it);
        ++it;
        condition += fmt::format("{}(uint64_t){} < {}", condition.empty() ? "" : " && ", p, vectorType.getDimSize(k));
      } else {
        p = std::to_string(position[k]);
      }
    }
    linear = fmt::format("({} * {} + {})", linear, vectorType.getDimSize(k), p);
  }
  return {linear, condition};
}

LogicalResult checkStaticPositions(CEmitter &e, Operation *op, ArrayRef<int64_t> position) {
  for (int64_t p : position)
    if (p == vector::kPoisonIndex) return e.emitError(op, "has a poison position: its result has no C value");
  return success();
}

LogicalResult emitExtract(CEmitter &e, Operation *op) {
  vector::ExtractOp extract(op);
  if (failed(checkStaticPositions(e, op, extract.getStaticPosition()))) return failure();
  VectorType source = extract.getSourceVectorType();
  auto [base, condition] = positionExpr(e, source, extract.getStaticPosition(), extract.getDynamicPosition());
  Type resultType = op->getResult(0).getType();
  if (e.typeName(resultType, op).empty()) return failure();
  std::string src = e.name(extract.getSource());
  auto guard = [&](const std::string &expr) { return condition.empty() ? expr : "(" + condition + ") ? " + expr + " : 0"; };
  if (!resultType.isa<VectorType>()) {
    e.assign(op->getResult(0), guard(fmt::format("{}.v[{}]", src, base)));
    return success();
  }
  e.declare(op->getResult(0));
  std::string result = e.name(op->getResult(0));
  int64_t n = product(resultType.cast<VectorType>().getShape());
  for (int64_t k = 0; k < n; ++k)
    e.line() << result << ".v[" << k << "] = " << guard(fmt::format("{}.v[{} + {}]", src, base, k)) << ";\n";
  return success();
}

LogicalResult emitInsert(CEmitter &e, Operation *op) {
  vector::InsertOp insert(op);
  if (failed(checkStaticPositions(e, op, insert.getStaticPosition()))) return failure();
  VectorType dest = insert.getDestVectorType();
  if (!declareVector(e, op)) return failure();
  auto [base, condition] = positionExpr(e, dest, insert.getStaticPosition(), insert.getDynamicPosition());
  std::string result = e.name(op->getResult(0));
  e.line() << result << " = " << e.name(insert.getDest()) << ";\n";
  std::string prefix = condition.empty() ? "" : "if (" + condition + ") ";
  Value value = insert.getValueToStore();
  if (auto valueVector = value.getType().dyn_cast<VectorType>()) {
    for (int64_t k = 0; k < product(valueVector.getShape()); ++k)
      e.line() << prefix << result << ".v[" << base << " + " << k << "] = " << lane(e, value, k) << ";\n";
  } else {
    e.line() << prefix << result << ".v[" << base << "] = " << e.name(value) << ";\n";
  }
  return success();
}

}  // namespace

void registerElementwiseVectorEmitters();  // emit_c_vector_elementwise.cc

std::string vectorTypeName(CEmitter &e, VectorType type, Operation *forErrors) {
  std::string element = e.typeName(type.getElementType(), nullptr);
  if (element.empty()) {
    if (forErrors)
      (void)e.emitError(forErrors, fmt::format("vector element type '{}' has no C representation",
                                               type.getElementType().str()));
    return "";
  }
  std::string name = fmt::format("TbufVector_{}_{}", shapeTag(type.getShape()), type.getElementType().str());
  std::string guard = name;
  for (char &c : guard) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  e.requireHelper(name, fmt::format("#ifndef {0}\n#define {0}\n/* {1} */\ntypedef struct {{ {2} v[{3}]; }} {4};\n#endif\n",
                                    guard, type.str(), element, product(type.getShape()), name));
  return name;
}

void registerVectorEmitters() {
  registerOpEmitter(vector::TransferReadOp::getOperationName(), emitTransferRead);
  registerOpEmitter(vector::TransferWriteOp::getOperationName(), emitTransferWrite);
  registerOpEmitter(vector::PrintOp::getOperationName(), emitPrint);
  registerOpEmitter(vector::BroadcastOp::getOperationName(), emitBroadcast);
  registerOpEmitter(vector::FromElementsOp::getOperationName(), emitFromElements);
  registerOpEmitter(vector::ExtractOp::getOperationName(), emitExtract);
  registerOpEmitter(vector::InsertOp::getOperationName(), emitInsert);
  registerElementwiseVectorEmitters();
}

}  // namespace tbuf::lower

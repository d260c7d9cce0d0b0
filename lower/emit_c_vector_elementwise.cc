// arith and math ops on vectors -> C. Each registered arith/math emitter is
// wrapped: an op with a vector operand or result runs its scalar form once
// per lane, inside a C loop over the lanes. The scalar form is a copy of the
// op on scalar block arguments (a detached block kept alive for the rest of
// the process, since the emitter remembers the C names of its values); the
// scalar emitter writes its C for that copy, so every lane computes exactly
// what the scalar op computes. Dense vector constants become struct
// initializers.
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "fmt/format.h"
#include "ir/attributes.h"
#include "ir/op_definition.h"
#include "ir/operation.h"
#include "ir/block.h"
#include "lower/c_emitter.h"
#include "lower/emit_c_vector.h"

namespace tbuf::lower {

namespace {

/// The scalar emitters the wrappers delegate to, by op name.
absl::flat_hash_map<std::string, OpEmitFn> &scalarEmitters() {
  static auto *map = new absl::flat_hash_map<std::string, OpEmitFn>();
  return *map;
}

/// Scalar copies of ops on vectors: kept for the process lifetime because
/// the emitter keys C names by value identity.
std::vector<std::unique_ptr<Block>> &scratchBlocks() {
  static auto *blocks = new std::vector<std::unique_ptr<Block>>();
  return *blocks;
}
std::mutex scratchMutex;

Type elementOf(Type t) {
  if (auto v = t.dyn_cast<VectorType>()) return v.getElementType();
  return t;
}

bool hasVectors(Operation *op) {
  for (Value v : op->getOperands())
    if (v.getType().isa<VectorType>()) return true;
  for (Value v : op->getResults())
    if (v.getType().isa<VectorType>()) return true;
  return false;
}

LogicalResult emitVectorConstant(CEmitter &e, Operation *op) {
  auto type = op->getResult(0).getType().cast<VectorType>();
  auto dense = op->getAttr("value").dyn_cast<DenseElementsAttr>();
  if (!dense) return e.emitError(op, "vector constant without a dense value has no C equivalent");
  if (e.typeName(type, op).empty()) return failure();
  Type element = type.getElementType();
  std::string init;
  for (int64_t i = 0; i < type.getNumElements(); ++i) {
    Attribute a = dense.isFloat() ? Attribute(FloatAttr::get(element, dense.getFloatAt(i)))
                                  : Attribute(IntegerAttr::get(element, dense.getIntAt(i)));
    std::string lit = e.literal(a, element);
    if (lit.empty()) return e.emitError(op, "vector constant element has no C literal");
    init += (init.empty() ? "" : ", ") + lit;
  }
  e.assign(op->getResult(0), "{ { " + init + " } }");
  return success();
}

/// `for (lane) { scalar args = operand lanes; scalar op; result lane = r; }`.
LogicalResult emitPerLane(CEmitter &e, Operation *op, OpEmitFn scalarEmit) {
  if (op->getNumResults() != 1 || !op->getResult(0).getType().isa<VectorType>())
    return e.emitError(op, "on vectors without a vector result has no C equivalent");
  auto resultType = op->getResult(0).getType().cast<VectorType>();
  for (Value v : op->getOperands())
    if (auto vt = v.getType().dyn_cast<VectorType>(); vt && vt.getShape() != resultType.getShape())
      return e.emitError(op, "on vectors of different shapes has no C equivalent");
  if (e.typeName(resultType, op).empty()) return failure();

  Block *block = nullptr;
  Operation *scalar = nullptr;
  {
    std::lock_guard<std::mutex> lock(scratchMutex);
    scratchBlocks().push_back(std::make_unique<Block>());
    block = scratchBlocks().back().get();
  }
  std::vector<Value> operands;
  std::vector<std::pair<Value, Value>> laneArgs;  // (scalar arg, vector operand)
  for (Value v : op->getOperands()) {
    if (!v.getType().isa<VectorType>()) {
      operands.push_back(v);
      continue;
    }
    Value arg = block->addArgument(elementOf(v.getType()), op->getLoc());
    operands.push_back(arg);
    laneArgs.emplace_back(arg, v);
  }
  OperationState state(op->getContext(), op->getLoc(), op->getName());
  state.addOperands(operands);
  state.addTypes({resultType.getElementType()});
  for (const NamedAttribute &attr : op->getAttrs()) state.addAttribute(attr.name, attr.value);
  scalar = Operation::create(state);
  block->push_back(scalar);

  e.declare(op->getResult(0));
  std::string result = e.name(op->getResult(0));
  std::string i = e.freshName("lane");
  e.line() << "for (int64_t " << i << " = 0; " << i << " < " << resultType.getNumElements() << "; ++" << i
           << ") {\n";
  e.indent();
  for (auto &[arg, vector] : laneArgs) e.assign(arg, fmt::format("{}.v[{}]", e.name(vector), i));
  if (failed(scalarEmit(e, scalar))) {
    e.dedent();
    return failure();
  }
  e.line() << result << ".v[" << i << "] = " << e.name(scalar->getResult(0)) << ";\n";
  e.dedent();
  e.line() << "}\n";
  return success();
}

/// The emitter registered in place of a scalar one: vectors go per lane.
LogicalResult emitWrapped(CEmitter &e, Operation *op) {
  auto it = scalarEmitters().find(std::string(op->getName()));
  if (it == scalarEmitters().end()) return e.emitError(op, "has no C emitter");
  if (!hasVectors(op)) return it->second(e, op);
  if (op->getName() == "arith.constant") return emitVectorConstant(e, op);
  return emitPerLane(e, op, it->second);
}

}  // namespace

void registerElementwiseVectorEmitters() {
  std::vector<std::string> names;
  for (std::string_view dialect : {"arith.", "math."})
    for (const std::string &name : registeredOpEmitterNames())
      if (name.rfind(dialect, 0) == 0) names.push_back(name);
  for (const std::string &name : names) {
    scalarEmitters()[name] = lookupOpEmitter(name);
    registerOpEmitter(name, emitWrapped);
  }
}

}  // namespace tbuf::lower

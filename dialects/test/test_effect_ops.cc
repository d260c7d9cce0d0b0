// Ops of MLIR's test dialect whose memory effects are the point of the test:
//   "test.side_effect_op"() {effects = [{effect = "read"}, {effect = "write",
//       on_result}, ...]} : () -> T
//        exactly the effects its `effects` attribute lists ("allocate",
//        "free", "read", "write"; on its first result with `on_result`,
//        otherwise on unknown memory); none without the attribute. Not
//        verified, as in mlir-opt; an entry naming no known effect is a
//        write to unknown memory
//   "test.one_region_with_recursive_memory_effects"() ({ ... }) : () -> T
//        one region, effects = those of the ops inside (RecursiveMemoryEffects)
//        and no RegionBranchOpInterface
//   %index, %memref = test.alloc_with_multiple_results {attrs} : index, memref<...>
//        an allocation whose buffer is its second result (allocates it, no
//        other effect); results named %index and %memref as in mlir-opt
#include <optional>

#include "dialects/test/test_internal.h"
#include "dialects/utils/dialect_utils.h"
#include "ir/attributes.h"
#include "ir/context.h"
#include "ir/op_asm.h"

namespace tbuf {

namespace {

std::optional<EffectKind> effectKindNamed(std::string_view name) {
  if (name == "allocate") return EffectKind::Allocate;
  if (name == "free") return EffectKind::Free;
  if (name == "read") return EffectKind::Read;
  if (name == "write") return EffectKind::Write;
  return std::nullopt;
}

void sideEffectOpEffects(Operation *op, std::vector<MemoryEffect> &effects) {
  auto list = op->getAttr("effects").dyn_cast<ArrayAttr>();
  if (!list) return;
  for (Attribute element : list.getValue()) {
    // mlir-opt does not verify the list; an entry that names no known effect
    // counts as a write to unknown memory (conservative).
    auto dict = element.dyn_cast<DictionaryAttr>();
    auto name = dict ? dict.get("effect").dyn_cast<StringAttr>() : StringAttr();
    std::optional<EffectKind> kind = name ? effectKindNamed(name.getValue()) : std::nullopt;
    if (!kind) {
      effects.push_back({EffectKind::Write, Value()});
      continue;
    }
    Value on = dict.get("on_result") && op->getNumResults() ? op->getResult(0) : Value();
    effects.push_back({*kind, on});
  }
}

// ---- test.alloc_with_multiple_results ----

ParseResult parseAllocWithMultipleResults(OpAsmParser &p, OperationState &state) {
  Type indexType, memrefType;
  if (failed(p.parseOptionalAttrDict(state.attributes)) || failed(p.parseColon()) ||
      failed(p.parseType(indexType)) || failed(p.parseComma()) ||
      failed(parseTypeOfKind(p, memrefType, isMemRefType, "builtin.memref")))
    return failure();
  state.addTypes({indexType, memrefType});
  return success();
}

void printAllocWithMultipleResults(OpAsmPrinter &p, Operation *op) {
  p.printOptionalAttrDict(op->getAttrs());
  p << " : " << op->getResult(0).getType() << ", " << op->getResult(1).getType();
}

LogicalResult verifyAllocWithMultipleResults(Operation *op) {
  // ODS's order: result count, operand count, result types.
  if (op->getNumResults() != 2) return op->emitOpError() << "expected 2 results";
  if (failed(verifyNumOperands(op, 0)) || failed(verifyResultType(op, 0, constraints::kIndex)) ||
      failed(verifyResultType(op, 1, constraints::kMemRef)))
    return failure();
  return success();
}

}  // namespace

void registerTestEffectOps(Context &ctx) {
  {
    OpDefinition def = makeTestDef("test.alloc_with_multiple_results");
    def.parse = parseAllocWithMultipleResults;
    def.print = printAllocWithMultipleResults;
    def.verify = verifyAllocWithMultipleResults;
    def.getAsmResultNames = [](Operation *op, const OpDefinition::SetNameFn &setName) {
      if (op->getNumResults() != 2) return;
      setName(op->getResult(0), "index");
      setName(op->getResult(1), "memref");
    };
    def.getEffects = [](Operation *op, std::vector<MemoryEffect> &effects) {
      if (op->getNumResults() == 2) effects.push_back({EffectKind::Allocate, op->getResult(1)});
    };
    ctx.registerOp(std::move(def));
  }
  {
    OpDefinition def = makeTestDef("test.side_effect_op");
    def.getEffects = sideEffectOpEffects;
    ctx.registerOp(std::move(def));
  }
  {
    OpDefinition def = makeTestDef("test.one_region_with_recursive_memory_effects",
                                   static_cast<uint32_t>(OpTrait::RecursiveMemoryEffects));
    def.verify = [](Operation *op) -> LogicalResult {
      if (op->getNumRegions() != 1) return op->emitOpError() << "requires one region";
      return success();
    };
    ctx.registerOp(std::move(def));
  }
}

}  // namespace tbuf

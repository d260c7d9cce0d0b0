// AnalysisState: per-op bufferization facts dispatched to the ops'
// BufferizableOpInterface, with MLIR's conservative answers for ops without
// it (or excluded by the options), reverse use-def chain walks
// (findValueInReverseUseDefChain / findDefinitions), the base in-place
// decisions of a state without analysis, and BufferizationState's symbol
// lookups. Semantics follow MLIR 22's BufferizableOpInterface.cpp.
#include "bufferize/analysis_state.h"

#include "dialects/bufferization/bufferization_ops.h"

namespace tbuf::bufferization {

namespace {

const BufferizableOpInterface *interfaceOfValue(Value value, const BufferizationOptions &options) {
  return getBufferizableInterface(getOwnerOfValue(value), options);
}

/// Unknown op: every tensor result and every tensor argument of an entry
/// block may alias the operand (not definitely, relation unknown).
AliasingValueList unknownGetAliasingValues(OpOperand &operand) {
  AliasingValueList result;
  Operation *op = operand.getOwner();
  for (Value r : op->getResults())
    if (r.getType().isa<TensorType>()) result.push_back({r, BufferRelation::Unknown, /*isDefinite=*/false});
  for (Region &region : op->getRegions()) {
    if (region.empty()) continue;
    for (Value arg : region.front().getArguments())
      if (arg.getType().isa<TensorType>()) result.push_back({arg, BufferRelation::Unknown, /*isDefinite=*/false});
  }
  return result;
}

/// Unknown op: a result (or entry block argument) may alias every tensor
/// operand; arguments of other blocks alias nothing.
AliasingOpOperandList unknownGetAliasingOpOperands(Value value) {
  if (auto arg = value.dyn_cast<BlockArgument>()) {
    Block *block = arg.getOwner();
    if (!block->getParent() || &block->getParent()->front() != block) return {};
  }
  Operation *op = getOwnerOfValue(value);
  AliasingOpOperandList result;
  if (!op) return result;
  for (OpOperand &operand : op->getOpOperands())
    if (operand.get().getType().isa<TensorType>())
      result.push_back({&operand, BufferRelation::Unknown, /*isDefinite=*/false});
  return result;
}

}  // namespace

// ---- per-op facts ----------------------------------------------------------

bool AnalysisState::bufferizesToMemoryRead(OpOperand &operand) const {
  Operation *op = operand.getOwner();
  if (const BufferizableOpInterface *iface = getBufferizableInterface(op, options_))
    return iface->bufferizesToMemoryRead(op, operand, *this);
  return true;  // Unknown op: conservatively read.
}

bool AnalysisState::bufferizesToMemoryWrite(OpOperand &operand) const {
  Operation *op = operand.getOwner();
  if (const BufferizableOpInterface *iface = getBufferizableInterface(op, options_))
    return iface->bufferizesToMemoryWrite(op, operand, *this);
  return true;  // Unknown op: conservatively written.
}

bool AnalysisState::bufferizesToAliasOnly(OpOperand &operand) const {
  return !bufferizesToMemoryRead(operand) && !bufferizesToMemoryWrite(operand) &&
         !getAliasingValues(operand).empty();
}

AliasingValueList AnalysisState::getAliasingValues(OpOperand &operand) const {
  Operation *op = operand.getOwner();
  if (const BufferizableOpInterface *iface = getBufferizableInterface(op, options_))
    return iface->getAliasingValues(op, operand, *this);
  return unknownGetAliasingValues(operand);
}

AliasingOpOperandList AnalysisState::getAliasingOpOperands(Value value) const {
  Operation *op = getOwnerOfValue(value);
  if (const BufferizableOpInterface *iface = getBufferizableInterface(op, options_))
    return iface->getAliasingOpOperands(op, value, *this);
  return unknownGetAliasingOpOperands(value);
}

bool AnalysisState::isWritable(Value value) const {
  Operation *op = getOwnerOfValue(value);
  if (const BufferizableOpInterface *iface = getBufferizableInterface(op, options_))
    return iface->isWritable(op, value, *this);
  return false;  // Unknown op: conservatively not writable.
}

bool AnalysisState::bufferizesToMemoryWrite(Value value) const {
  auto result = value.dyn_cast<OpResult>();
  if (!result) return true;
  Operation *op = result.getOwner();
  const BufferizableOpInterface *iface = getBufferizableInterface(op, options_);
  if (!iface) return true;
  return iface->resultBufferizesToMemoryWrite(op, result, *this);
}

bool AnalysisState::isValueRead(Value value) const {
  // Usually a direct use reads: answered without the walk's containers (the
  // answer does not depend on the order the uses are visited in).
  for (OpOperand &use : value.getUses())
    if (bufferizesToMemoryRead(use)) return true;
  std::vector<OpOperand *> worklist;
  absl::flat_hash_set<OpOperand *> visited;
  for (OpOperand &use : value.getUses()) worklist.push_back(&use);
  while (!worklist.empty()) {
    OpOperand *use = worklist.back();
    worklist.pop_back();
    if (!visited.insert(use).second) continue;
    // Look through ops that only create an alias (e.g. extract_slice).
    if (bufferizesToAliasOnly(*use))
      for (const AliasingValue &alias : getAliasingValues(*use))
        for (OpOperand &aliasUse : alias.value.getUses()) worklist.push_back(&aliasUse);
    if (bufferizesToMemoryRead(*use)) return true;
  }
  return false;
}

// ---- reverse use-def walks -------------------------------------------------

std::vector<Value> AnalysisState::findValueInReverseUseDefChain(OpOperand *operand,
                                                                const std::function<bool(Value)> &condition,
                                                                bool followEquivalentOnly,
                                                                bool alwaysIncludeLeaves) const {
  TraversalConfig config;
  config.followEquivalentOnly = followEquivalentOnly;
  config.alwaysIncludeLeaves = alwaysIncludeLeaves;
  return findValueInReverseUseDefChain(operand, condition, config);
}

std::vector<Value> AnalysisState::findValueInReverseUseDefChain(
    OpOperand *operand, const std::function<bool(Value)> &condition, const TraversalConfig &config,
    absl::flat_hash_set<OpOperand *> *visitedOpOperands) const {
  absl::flat_hash_set<Value> visited;
  // Result and working set are SetVectors in MLIR: ordered, deduplicated.
  std::vector<Value> result;
  absl::flat_hash_set<Value> inResult;
  std::vector<Value> workingSet;
  absl::flat_hash_set<Value> inWorkingSet;
  auto addResult = [&](Value v) {
    if (inResult.insert(v).second) result.push_back(v);
  };
  auto addWork = [&](Value v) {
    if (inWorkingSet.insert(v).second) workingSet.push_back(v);
  };
  addWork(operand->get());
  if (visitedOpOperands) visitedOpOperands->insert(operand);

  while (!workingSet.empty()) {
    Value value = workingSet.back();
    workingSet.pop_back();
    inWorkingSet.erase(value);

    if (!config.revisitAlreadyVisitedValues && visited.contains(value)) {
      if (config.alwaysIncludeLeaves) addResult(value);
      continue;
    }
    visited.insert(value);

    if (condition(value)) {
      addResult(value);
      continue;
    }
    if (!config.followUnknownOps && !interfaceOfValue(value, options_)) {
      if (config.alwaysIncludeLeaves) addResult(value);
      continue;
    }
    AliasingOpOperandList aliases = getAliasingOpOperands(value);
    if (aliases.empty()) {
      if (config.alwaysIncludeLeaves) addResult(value);
      continue;
    }
    for (const AliasingOpOperand &alias : aliases) {
      bool stop = (config.followEquivalentOnly && alias.relation != BufferRelation::Equivalent) ||
                  (config.followInPlaceOnly && !isInPlace(*alias.opOperand));
      if (!stop && config.followSameTypeOrCastsOnly && alias.opOperand->get().getType() != value.getType()) {
        // MLIR follows type changes only through CastOpInterface ops.
        Operation *def = value.getDefiningOp();
        bool isCast = def && (def->getName() == "tensor.cast" || def->getName() == "memref.cast");
        stop = !isCast;
      }
      if (stop) {
        if (config.alwaysIncludeLeaves) addResult(value);
        continue;
      }
      addWork(alias.opOperand->get());
      if (visitedOpOperands) visitedOpOperands->insert(alias.opOperand);
    }
  }
  return result;
}

std::vector<Value> AnalysisState::findDefinitions(OpOperand *operand) const {
  TraversalConfig config;
  config.alwaysIncludeLeaves = false;
  return findValueInReverseUseDefChain(
      operand, [&](Value v) { return bufferizesToMemoryWrite(v); }, config);
}

// ---- decisions without analysis -------------------------------------------

bool AnalysisState::isInPlace(OpOperand &operand) const {
  // to_buffer never copies.
  if (isa<ToBufferOp>(operand.getOwner())) return true;
  // Without analysis, every operand that is written gets a copy.
  return !bufferizesToMemoryWrite(operand);
}

bool AnalysisState::areEquivalentBufferizedValues(Value, Value) const { return false; }

bool AnalysisState::areAliasingBufferizedValues(Value, Value) const { return true; }

bool AnalysisState::hasUndefinedContents(OpOperand *) const { return false; }

bool AnalysisState::mayReachValuesOwnedBy(Operation *) const { return true; }

// ---- structure helpers -----------------------------------------------------

Region *AnalysisState::getEnclosingRepetitiveRegion(Block *block) const {
  Region *region = block ? block->getParent() : nullptr;
  while (region) {
    Operation *op = region->getParentOp();
    if (!op) return nullptr;
    if (isRepetitiveRegionForAnalysis(op, region->getRegionNumber(), options_)) return region;
    region = op->getParentRegion();
  }
  return nullptr;
}

Region *AnalysisState::getEnclosingRepetitiveRegion(Operation *op) const {
  return getEnclosingRepetitiveRegion(op->getBlock());
}

Region *AnalysisState::getEnclosingRepetitiveRegion(Value value) const {
  return getEnclosingRepetitiveRegion(value.getParentBlock());
}

// ---- BufferizationState ----------------------------------------------------

Operation *BufferizationState::lookupSymbol(Operation *from, std::string_view name) const {
  for (Operation *scope = from; scope; scope = scope->getParentOp()) {
    if (!scope->hasTrait(OpTrait::SymbolTable)) continue;
    if (Operation *symbol = symbolTables_.lookupSymbolIn(scope, name)) return symbol;
  }
  return nullptr;
}

namespace {

/// The key of a memoized function-boundary type: the type and every option
/// getFunctionBoundaryMemRefType reads.
std::tuple<Type, int, bool, bool> functionBoundaryKey(TensorType type, const BufferizationOptions &options) {
  return {type, static_cast<int>(options.functionBoundaryTypeConversion), options.useEncodingForMemorySpace,
          options.mustInferMemorySpace};
}

}  // namespace

BaseMemRefType BufferizationState::lookupFunctionBoundaryType(TensorType type,
                                                              const BufferizationOptions &options) const {
  if (options.functionArgTypeConverterFn) return BaseMemRefType();
  auto key = functionBoundaryKey(type, options);
  // Most queries of a module ask about the type asked last.
  if (lastFunctionBoundaryType_ && key == lastFunctionBoundaryKey_) return lastFunctionBoundaryType_;
  auto it = functionBoundaryTypes_.find(key);
  if (it == functionBoundaryTypes_.end()) return BaseMemRefType();
  lastFunctionBoundaryKey_ = key;
  lastFunctionBoundaryType_ = it->second;
  return it->second;
}

void BufferizationState::recordFunctionBoundaryType(TensorType type, const BufferizationOptions &options,
                                                    BaseMemRefType result) const {
  if (options.functionArgTypeConverterFn || !result) return;
  functionBoundaryTypes_.emplace(functionBoundaryKey(type, options), result);
}

}  // namespace tbuf::bufferization

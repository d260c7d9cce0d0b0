// Options of One-Shot Bufferize (MLIR's OneShotBufferizationOptions), with the
// spelling of mlir-opt's pass options noted on each field.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "ir/operation.h"
#include "ir/types.h"

namespace tbuf::bufferization {

/// How memref layouts are chosen where no precise layout can be inferred.
enum class LayoutMapOption {
  InferLayoutMap,         ///< "infer-layout-map"
  IdentityLayoutMap,      ///< "identity-layout-map"
  FullyDynamicLayoutMap,  ///< "fully-dynamic-layout-map"
};

/// Order in which the analysis decides OpOperands ("analysis-heuristic").
enum class AnalysisHeuristic { BottomUp, TopDown, BottomUpFromTerminators, Fuzzer };

struct BufferizationOptions {
  bool allowUnknownOps = false;               ///< allow-unknown-ops
  bool allowReturnAllocsFromLoops = false;    ///< allow-return-allocs-from-loops
  bool bufferizeFunctionBoundaries = false;   ///< bufferize-function-boundaries
  bool copyBeforeWrite = false;               ///< copy-before-write (no analysis)
  bool testAnalysisOnly = false;              ///< test-analysis-only
  bool printConflicts = false;                ///< print-conflicts
  bool dumpAliasSets = false;                 ///< dump-alias-sets
  bool checkParallelRegions = true;           ///< check-parallel-regions
  AnalysisHeuristic analysisHeuristic = AnalysisHeuristic::BottomUp;  ///< analysis-heuristic
  unsigned analysisFuzzerSeed = 0;            ///< analysis-fuzzer-seed
  std::vector<std::string> dialectFilter;     ///< dialect-filter (empty = every dialect)
  std::vector<std::string> noAnalysisFuncFilter;  ///< no-analysis-func-filter
  LayoutMapOption functionBoundaryTypeConversion = LayoutMapOption::InferLayoutMap;
  LayoutMapOption unknownTypeConversion = LayoutMapOption::FullyDynamicLayoutMap;
  uint64_t bufferAlignment = 64;              ///< buffer-alignment (0 = no attribute)
  /// must-infer-memory-space: there is no default memory space, so a new
  /// allocation whose memory space is neither given nor taken from a copied
  /// tensor is an error ("could not infer memory space").
  bool mustInferMemorySpace = false;
  /// use-encoding-for-memory-space: a new buffer for a ranked tensor goes
  /// into the memory space named by the tensor's encoding (none: the
  /// default memory space).
  bool useEncodingForMemorySpace = false;
  /// The memref type of a tensor function argument or result under
  /// bufferize-function-boundaries (MLIR's functionArgTypeConverterFn),
  /// given the tensor type and the memory space chosen for it; null: by
  /// functionBoundaryTypeConversion (fully dynamic or identity layout).
  std::function<BaseMemRefType(TensorType, Attribute memorySpace)> functionArgTypeConverterFn;

  /// isOpAllowed when the dialect filter or func ops need a look at `op`'s
  /// dialect.
  bool isOpAllowedByFilter(Operation *op) const;

  /// Whether `op` is to be bufferized under the dialect filter. Inline for
  /// the common case (function boundaries, no filter: every op), which the
  /// analysis and the rewrite ask about for every op many times.
  bool isOpAllowed(Operation *op) const {
    if (bufferizeFunctionBoundaries && dialectFilter.empty()) return true;
    return isOpAllowedByFilter(op);
  }

  /// The memory space of a new buffer for `type` when nothing else decides
  /// it (MLIR's defaultMemorySpaceFn): the null attribute (the default
  /// memory space); the ranked tensor's encoding (possibly null) with
  /// useEncodingForMemorySpace; nullopt with mustInferMemorySpace, where
  /// there is no default.
  std::optional<Attribute> defaultMemorySpace(TensorType type) const;
};

}  // namespace tbuf::bufferization

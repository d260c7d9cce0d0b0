// The data model of `tbuf explain`: every decision the bufferization and
// deallocation pipeline took for a program, each with its reason in words and
// the source locations of the ops involved, plus the alias/equivalence sets
// of the One-Shot analysis and a summary per function. Built by
// explainModule (explain/explain.h), printed by the text, JSON and HTML
// renderers (explain/render.h). Plain values only: an Explanation outlives
// the IR it was computed from.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace tbuf::explain {

/// Version of the JSON schema (docs/explain.md); bumped on any change of
/// field names or meaning.
inline constexpr int kExplanationSchemaVersion = 1;

/// A point in the input file (1-based); line 0 when the op has no location.
struct SourceLoc {
  std::string file;
  uint32_t line = 0;
  uint32_t col = 0;
  bool isKnown() const { return line != 0; }
  /// `file:line:col`, or `<unknown>`.
  std::string str() const;
};

/// An op taking part in a decision: its name, where it is, and the SSA name
/// of the value concerned in the IR it was seen in (e.g. "%inserted", "%arg0",
/// "#1 of %0"), when there is one.
struct OpRef {
  std::string opName;
  SourceLoc loc;
  std::string value;
  /// Line of the op in the printed bufferized IR (1-based; 0 when the op is
  /// not part of the bufferized output, e.g. a tensor-level op).
  uint32_t outputLine = 0;
};

/// What a decision is about.
enum class DecisionKind {
  InPlace,          ///< a tensor OpOperand shares its buffer with the op's result
  OutOfPlace,       ///< a tensor OpOperand gets a private buffer
  Allocation,       ///< a memref.alloc / alloca / clone in the output
  Copy,             ///< a memref.copy in the output
  Dealloc,          ///< a memref.dealloc that always runs
  ConditionalFree,  ///< a memref.dealloc that runs only under an ownership condition
  Clone,            ///< a bufferization.clone made by ownership-based deallocation
  Retained,         ///< a buffer kept alive (returned / yielded) instead of freed
  NotOwned,         ///< a buffer passed in (function argument) that is never freed here
};

/// Why an OpOperand is out of place (or why a copy exists).
enum class Cause {
  None,                ///< in-place decisions, deallocations
  ReadAfterWrite,      ///< in place, a later read would see a write it must not see
  NonWritableBuffer,   ///< the buffer is read-only (function argument, to_tensor without `writable`)
  WriteToConstant,     ///< the buffer is a constant (arith.constant dense tensor -> memref.get_global)
  NonEquivalentYield,  ///< a loop / region yields a value that is not its iter_arg's buffer
  NonEquivalentReturn, ///< a function returns a buffer that aliases another returned one
  CopyBeforeWrite,     ///< copy-before-write (or a no-analysis function): every written operand gets a copy
  UnknownOp,           ///< an op without a bufferization model (allow-unknown-ops)
  Heuristic,           ///< the analysis order chose another operand to be in place
  NewBuffer,           ///< the tensor op itself needs a fresh buffer (tensor.empty, from_elements, ...)
  NonContiguousReshape,///< a collapse_shape of a non-contiguous layout needs a contiguous copy
  BufferTypeMismatch,  ///< a copy between two buffer types that cannot be cast
  OpSemantics,         ///< the tensor op copies by definition (insert_slice writes its source into the destination)
  InputProgram,        ///< the op was written in the input program
};

/// One explained decision. `op` is the op the decision is about; `related`
/// are the other ops of the reason (the conflicting write, the read that would
/// see it, the definition, the loop or branch, the allocation a free
/// releases, ...), each with a role.
struct Decision {
  int id = 0;  ///< dense, in output order
  DecisionKind kind = DecisionKind::InPlace;
  Cause cause = Cause::None;
  std::string function;  ///< enclosing func.func symbol ("" at module level)
  OpRef op;
  int operandNumber = -1;  ///< for in/out-of-place decisions
  /// One sentence: what was decided ("operand #1 of tensor.insert is out of place").
  std::string summary;
  /// The reason, in sentences, each naming ops with `file:line:col`.
  std::vector<std::string> reasons;
  struct Related {
    std::string role;  ///< "write", "read", "definition", "loop", "branch", "allocation", "free", ...
    OpRef op;
  };
  std::vector<Related> related;
  /// In/out-of-place decisions: the alias set and equivalence set of the
  /// operand's value (indices into Explanation::aliasSets / equivalenceSets;
  /// -1 when unknown).
  int aliasSet = -1;
  int equivalenceSet = -1;
  /// Allocations: byte size when the shape is static.
  std::optional<int64_t> bytes;
  /// Notable decisions are shown by the text renderer (every out-of-place
  /// decision, in-place decisions of ops that write, every allocation, copy
  /// and free); the JSON and HTML output have them all.
  bool notable = true;
  /// Allocations: id of the decision that explains why the buffer exists
  /// (the out-of-place decision of a copy), or -1.
  int explainedBy = -1;
};

/// An alias set (tensors that may share a buffer) or equivalence set (tensors
/// that are the same buffer) of the One-Shot analysis, in analysis order.
struct ValueSet {
  int id = 0;
  std::string function;
  std::vector<OpRef> members;  ///< the defining op (or block owner) and the value's name
};

/// One buffer of a function's lifetime chart: positions are indices of ops in
/// the function's bufferized body (walk order).
struct BufferLifetime {
  int allocation = -1;  ///< Decision id of the allocation
  int freedBy = -1;     ///< Decision id of the free, or -1 (returned / leaked)
  int64_t start = 0, end = 0;
  std::optional<int64_t> bytes;
  std::string label;  ///< the buffer's SSA name in the output
};

/// Counts of one function.
struct FunctionSummary {
  std::string name;
  SourceLoc loc;
  int64_t allocations = 0;
  int64_t copies = 0;
  int64_t inPlace = 0;
  int64_t outOfPlace = 0;
  int64_t frees = 0;
  int64_t conditionalFrees = 0;
  int64_t clones = 0;
  /// Largest sum of live static-size buffers along the body (every free taken
  /// as executed, retained buffers live to the end); dynamic-size buffers are
  /// not counted and `peakExact` is false when there are some.
  int64_t staticPeakBytes = 0;
  bool peakExact = true;
  int64_t peakAt = 0;  ///< op index where the peak is reached
  int64_t numOps = 0;  ///< ops in the bufferized body (the chart's x range)
  std::vector<BufferLifetime> buffers;
};

/// Everything `tbuf explain` reports for one input.
struct Explanation {
  int schemaVersion = kExplanationSchemaVersion;
  std::string file;
  std::string pipeline;       ///< the passes that ran, as a textual pipeline
  std::string sourceText;     ///< the input, verbatim
  std::string bufferizedText; ///< the output of the pipeline, printed
  /// For each line of bufferizedText, the source line of the op printed there
  /// (0: none, or not from the input); used by the HTML renderer's links.
  std::vector<uint32_t> outputSourceLines;
  std::vector<Decision> decisions;
  std::vector<ValueSet> aliasSets;
  std::vector<ValueSet> equivalenceSets;
  std::vector<FunctionSummary> functions;
};

/// Stable spellings used by the renderers and the JSON schema.
const char *kindName(DecisionKind kind);
const char *causeName(Cause cause);

}  // namespace tbuf::explain

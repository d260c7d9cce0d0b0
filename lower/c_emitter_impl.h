// The concrete CEmitter (lower/c_emitter.h) used by emitC/emitCHeader: value
// and label naming from the printer's SSA names, the typedef/helper/include
// sets of the translation unit's prologue, the per-function output buffer and
// region emission (single blocks, and labels + gotos for multi-block
// regions). Internal to lower/: op emitters see only the CEmitter interface;
// the func/scf emitters (same owner) also use the function-level state here.
#pragma once

#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "ir/printer/printer.h"
#include "ir/printer/printer_impl.h"
#include "lower/c_emitter.h"

namespace tbuf::lower {

/// A C function made from a func.func (signature facts shared by the
/// definition, its prototype, calls and the header).
struct CFunctionInfo {
  std::string symbol;        ///< MLIR symbol name
  std::string cName;         ///< C identifier
  bool external = false;     ///< declaration without body
  bool isPublic = true;
  bool isRuntime = false;    ///< declared by tbuf_runtime.h: no prototype emitted
  bool referenced = false;   ///< called somewhere in the module
  std::vector<Type> inputs, results;
  /// C return type: "void", the single result's type, or the result struct.
  std::string returnType;
  /// Name of the `struct { T0 r0; T1 r1; }` typedef for several results.
  std::string resultStruct;
};

/// Where an op comes from in the source, for TbufSite descriptors and the
/// location comments (lower/emit_c_locations.cc).
struct OpSourceInfo {
  std::string file;      ///< "" when the location is unknown
  uint32_t line = 0, column = 0;
  std::string op;        ///< the op's name, e.g. "memref.alloc"
  std::string sourceOp;  ///< the op written at file:line:column when another one, else ""
  std::string function;  ///< the enclosing func.func's symbol, or ""
};
OpSourceInfo describeOpSource(Operation *op);
/// `bytes` as a C string literal: quotes, backslashes and `?` escaped,
/// control and non-ASCII bytes as three-digit octal escapes.
std::string cStringLiteral(std::string_view bytes);
/// `text` made safe inside a C block comment (no `*/`, trigraph or line
/// splice; control bytes as `\xNN` text).
std::string cCommentText(std::string_view text);
/// "file:line:col: op[ from sourceOp]" (or "unknown location: op"), for a
/// comment.
std::string describeForComment(const OpSourceInfo &info);
/// Replaces each CEmitterImpl::kLineResetMarker line of `text` by
/// `#line N "cFileName"`, N being the number of the line after it.
std::string resolveLineResets(const std::string &text, const std::string &cFileName);

class CEmitterImpl final : public CEmitter {
 public:
  explicit CEmitterImpl(Operation *module);

  /// Prefix of the TbufSite variables; value names never take the form
  /// prefix + digits.
  static constexpr std::string_view kSitePrefix = "tbuf_site_";

  // ---- CEmitter ----
  std::string typeName(Type t, Operation *forErrors = nullptr) override;
  std::string name(Value v) override;
  std::string freshName(std::string_view hint) override;
  std::ostream &line() override;
  void indent() override { ++indent_; }
  void dedent() override {
    if (indent_ > 0) --indent_;
  }
  void assign(Value v, std::string_view expr) override;
  void declare(Value v) override;
  LogicalResult emitBlockOps(Block &block) override;
  LogicalResult emitError(Operation *op, std::string_view message) override;
  std::string elementPtr(Value m, const std::vector<std::string> &indices) override;
  std::string sizeExpr(Value m, unsigned dim) override;
  std::string strideExpr(Value m, unsigned dim) override;
  std::string offsetExpr(Value m) override;
  std::string functionName(std::string_view symbol) override;
  std::string blockLabel(Block *block) override;
  void assignParallel(const std::vector<std::string> &dests, const std::vector<Value> &sources) override;
  LogicalResult emitRegion(Region &region, const TerminatorFn &onExit) override;
  LogicalResult emitOp(Operation *op) override;
  void requireHelper(std::string_view key, std::string_view definition) override;
  void requireInclude(std::string_view header) override;
  Operation *getModule() override { return module_; }
  Operation *lookupGlobal(std::string_view symbol) override;
  bool isGlobalRead(std::string_view symbol) override;
  std::string literal(Attribute value, Type type) override;
  std::string siteOf(Operation *op) override;

  /// EmitCOptions::locations: TbufSite arguments and location comments.
  void setLocations(bool on) { locations_ = on; }
  /// EmitCOptions::lineDirectives: `#line` before each line an op emits,
  /// and kLineResetMarker lines where the output returns to C-only lines
  /// (resolveLineResets turns them into `#line N "file.c"`).
  void setLineDirectives(bool on) { lineDirectives_ = on; }
  static constexpr std::string_view kLineResetMarker = "#line \x01";
  /// The TbufSite definitions siteOf made, in first-use order.
  const std::vector<std::string> &getSites() const { return sites_; }

  // ---- used by emit_c.cc / emit_c_func.cc ----
  /// Collects the module's functions (C names, signatures). Fails (after a
  /// located error) on a signature C cannot express.
  LogicalResult collectFunctions();
  const std::vector<CFunctionInfo> &getFunctions() const { return functions_; }
  /// The function of `symbol`, or null.
  const CFunctionInfo *lookupFunction(std::string_view symbol) const;
  /// `RT name(T0 arg0, ...)`; parameter names from `func`'s entry block when
  /// it has a body and `withNames`.
  std::string prototype(const CFunctionInfo &info, Operation *func, bool withNames);
  /// Switches output to a fresh per-function buffer and naming scope.
  void beginFunction(Operation *func, const CFunctionInfo *info);
  /// The function's text; restores module-level output.
  std::string endFunction();
  /// The function being emitted (null at module level).
  const CFunctionInfo *currentFunction() const { return currentFunction_; }
  /// Output at file scope (memref.global ...) goes here between functions.
  void beginModuleLevel();
  std::string endModuleLevel();

  /// Prologue pieces in first-use order.
  const std::vector<std::string> &getTypedefs() const { return typedefs_; }
  const std::vector<std::string> &getHelpers() const { return helpers_; }
  const std::vector<std::string> &getIncludes() const { return includes_; }
  /// True for scalar arith.constant results: name() is their C literal and
  /// they are never declared.
  bool isInlinedConstant(Value v);
  /// Registers (once) the typedef of the struct holding several results.
  void requireResultStruct(const CFunctionInfo &info);

 private:
  std::string descriptorName(MemRefType type, Operation *forErrors);
  std::string uniqueName(std::string base);
  void predeclare(Value v);
  bool isDeclaredParam(Value v) const;

  Operation *module_;
  /// lookupGlobal / isGlobalRead's index of the module (emit_c_memref_global.cc).
  void indexGlobals();
  bool globalsIndexed_ = false;
  absl::flat_hash_map<std::string, Operation *> globalsBySymbol_;
  absl::flat_hash_set<std::string> readGlobals_;
  PrintingFlags printingFlags_;
  std::unique_ptr<printer::SSANameState> ssaNames_;
  std::ostringstream *out_ = nullptr;
  std::ostringstream functionBuffer_, moduleBuffer_;
  int indent_ = 0;

  /// Names not available to values: keywords, libc and runtime names,
  /// function names.
  absl::flat_hash_set<std::string> globalNames_;
  /// Per function.
  absl::flat_hash_set<std::string> usedNames_;
  absl::flat_hash_map<std::string, int> nextSuffix_;
  absl::flat_hash_map<Value, std::string> valueNames_;
  absl::flat_hash_set<Value> predeclared_;
  absl::flat_hash_map<Block *, std::string> labels_;
  const CFunctionInfo *currentFunction_ = nullptr;

  std::vector<CFunctionInfo> functions_;
  absl::flat_hash_map<std::string, size_t> functionIndex_;

  bool locations_ = false;
  /// The op whose location comment the next line() writes first.
  Operation *pendingMarker_ = nullptr;
  bool lineDirectives_ = false;
  /// The op being emitted (its lines get its `#line`), or null.
  Operation *currentOp_ = nullptr;
  /// Whether the last line written was mapped to the .mlir by `#line`.
  bool mappedToSource_ = false;
  /// Writes the `#line` directive (or reset marker) for the next line.
  void writeLineDirective();
  /// Ends a buffer (function, module level) mapped back to the C file.
  void endLineMapping();
  absl::flat_hash_map<std::string, std::string> siteNames_;  ///< initializer -> variable
  std::vector<std::string> sites_;
  size_t nextSite_ = 0;

  std::vector<std::string> typedefs_, helpers_, includes_;
  absl::flat_hash_set<std::string> typedefKeys_, helperKeys_, includeKeys_;
};

/// Emits the C definition of func.func `func` (which has a body) into the
/// emitter's module output. Defined in emit_c_func.cc.
LogicalResult emitFunctionDefinition(CEmitterImpl &emitter, Operation *func, const CFunctionInfo &info);

/// Whether the emitted body of `func` runs loops over memory: linalg,
/// vector or memref.copy ops, or scf/affine loops or several blocks in a
/// function that loads or stores elements. Defined in emit_c_vector_clones.cc.
bool functionRunsLoops(Operation *func);
/// "TBUF_VECTOR_CLONES " for a function that runs loops over memory, to
/// prefix its definition (runtime/tbuf_runtime.h defines the macro:
/// compiled once per x86-64 vector ISA under GCC); else "".
std::string vectorClonesPrefix(Operation *func);

/// Per-file registration (called by registerFuncArithMathEmitters and
/// registerControlFlowEmitters).
void registerFuncEmitters();
void registerArithEmitters();
void registerMathEmitters();
void registerScfEmitters();
/// scf.parallel (emit_c_scf_parallel.cc; called by registerAllOpEmitters).
void registerScfParallelEmitters();
void registerCfEmitters();

/// C identifier from an arbitrary MLIR name: [A-Za-z0-9_] kept, other bytes
/// become '_', a leading digit gets a `v` prefix.
std::string sanitizeCIdentifier(std::string_view name);
/// True for C keywords, stdbool/stdint/math.h/libc names and runtime names
/// that a generated identifier must not shadow.
bool isReservedCName(std::string_view name);

}  // namespace tbuf::lower

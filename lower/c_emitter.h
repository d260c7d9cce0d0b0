// The C emitter's framework (owned by lower/emit_c*.cc): per-function state
// (value names, indentation, descriptor typedefs) and the registry of
// per-op emit functions. Op emitters for each dialect live in their own file
// (lower/emit_c_<dialect>.cc) and register through the functions declared at
// the bottom; the framework calls them once before the first emission.
#pragma once

#include <functional>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "ir/attributes.h"
#include "ir/support.h"
#include "ir/types.h"
#include "ir/value.h"

namespace tbuf {
class Block;
class Operation;
class Region;

namespace lower {

/// State of one emission (one module). Not thread-safe; one per emitC call.
class CEmitter {
 public:
  virtual ~CEmitter() = default;

  /// The C spelling of a scalar or memref type: i1 -> "bool", iN -> "intN_t"
  /// (N in 8/16/32/64; other widths rejected), index -> "int64_t",
  /// f32 -> "float", f64 -> "double", f16 -> "_Float16"; a ranked memref ->
  /// its descriptor struct name (declared once, before first use, in the
  /// translation unit's prologue); memref<*xT> -> "TbufUnrankedMemRef".
  /// Returns "" (after a located error on `loc`'s op, if given) for types C
  /// cannot hold.
  virtual std::string typeName(Type t, Operation *forErrors = nullptr) = 0;

  /// The C identifier of `v` in the current function (derived from its SSA
  /// name: %arg0 -> arg0, %0 -> v0, %alloc_3 -> alloc_3), unique per
  /// function. The value's C variable is declared by whoever defines it
  /// (see declare()). Exception: a scalar arith.constant is never a variable;
  /// its name is its C literal ("42", "(-1)", "1.5f", "true"), so never take
  /// its address or assign to it.
  virtual std::string name(Value v) = 0;

  /// A fresh C identifier (for temporaries / loop counters), unique per
  /// function, starting with `hint`.
  virtual std::string freshName(std::string_view hint) = 0;

  /// The output stream positioned at the start of a new line at the current
  /// indentation. Callers write one statement and end it with "\n".
  virtual std::ostream &line() = 0;
  virtual void indent() = 0;
  virtual void dedent() = 0;

  /// Writes `T name = expr;` for result `v` (one statement per op). `expr`
  /// may be an initializer list "{...}" (the framework turns it into a
  /// compound literal where `v` was declared earlier).
  virtual void assign(Value v, std::string_view expr) = 0;
  /// Writes `T name;` for `v` without initialiser (block args, loop results).
  virtual void declare(Value v) = 0;

  /// Emits every op of `block` except its terminator, at the current indent.
  /// Region-holding op emitters (scf.for/if/while, linalg.generic ...) call it
  /// for their bodies after binding the block arguments with assign().
  virtual LogicalResult emitBlockOps(Block &block) = 0;

  /// Emits a located error `message` on `op` (file:line:col: error: ...) and
  /// returns failure().
  virtual LogicalResult emitError(Operation *op, std::string_view message) = 0;

  /// Expression for the address of element `indices` of memref value `m`
  /// (any layout: offset + sum(index_i * stride_i) over the descriptor), e.g.
  /// "&m.aligned[m.offset + i*m.strides[0] + j*m.strides[1]]". `indices` are C
  /// expressions.
  virtual std::string elementPtr(Value m, const std::vector<std::string> &indices) = 0;

  // ---- Additions by the framework owner (lower/emit_c_emitter.cc) ----------

  /// C expressions for size `dim`, stride `dim` and the offset of ranked
  /// memref `m`: a literal when its type makes it static, else the descriptor
  /// field ("m.sizes[1]", "m.strides[0]", "m.offset").
  virtual std::string sizeExpr(Value m, unsigned dim) = 0;
  virtual std::string strideExpr(Value m, unsigned dim) = 0;
  virtual std::string offsetExpr(Value m) = 0;

  /// The C identifier of function `@symbol` (sanitised; `main` and C/libc
  /// names get a `tbuf_` prefix; external declarations keep their name so
  /// they call the runtime / C function of that name).
  virtual std::string functionName(std::string_view symbol) = 0;

  /// The C label of `block` in the current function (multi-block regions).
  virtual std::string blockLabel(Block *block) = 0;

  /// Assigns `sources` to the C lvalues `dests` as one parallel assignment
  /// (through temporaries when a source is also a destination, e.g. swaps
  /// through loop-carried values or block arguments).
  virtual void assignParallel(const std::vector<std::string> &dests, const std::vector<Value> &sources) = 0;

  /// Called for a region's exit terminators (scf.yield, func.return, ...).
  using TerminatorFn = std::function<LogicalResult(Operation *terminator)>;
  /// Emits `region`. One block: its ops, then `onExit(terminator)`. Several
  /// blocks (cf branches): values defined in the blocks are declared first,
  /// each block with predecessors gets a label, branch terminators go
  /// through their emitters (cf.br ...), other terminators to `onExit`.
  virtual LogicalResult emitRegion(Region &region, const TerminatorFn &onExit) = 0;

  /// Emits a single op through its registered emitter (located error if none).
  virtual LogicalResult emitOp(Operation *op) = 0;

  /// Adds `definition` (e.g. a `static inline` helper function) to the
  /// translation unit's prologue once per `key`, after the typedefs.
  virtual void requireHelper(std::string_view key, std::string_view definition) = 0;
  /// Adds `#include <header>` (e.g. "stdio.h") to the prologue once.
  virtual void requireInclude(std::string_view header) = 0;

  /// The module being emitted (e.g. to look up memref.global symbols).
  virtual Operation *getModule() = 0;

  /// The first memref.global of the module's body named `symbol`, or null.
  /// The module is indexed on the first query: O(1) per query after it.
  virtual Operation *lookupGlobal(std::string_view symbol) = 0;
  /// Whether a memref.get_global of the module whose result is used reads
  /// `@symbol` (true when there is no module). Same index as lookupGlobal.
  virtual bool isGlobalRead(std::string_view symbol) = 0;

  /// With EmitCOptions::locations, the address of the `static const TbufSite`
  /// describing where `op` comes from in the source ("&tbuf_site_0", one
  /// definition per distinct site in the prologue), to pass to tbufAllocAt /
  /// tbufFreeAt; "" without the option (then call tbufAlloc / tbufFree). Call
  /// it only for a call that is emitted: every site defined must be used.
  virtual std::string siteOf(Operation *op) = 0;

  /// A C literal of type `type` for an integer or float attribute
  /// ("42", "(INT64_C(-9223372036854775807) - 1)", "1.5f", "NAN", "true").
  /// Returns "" for other attributes.
  virtual std::string literal(Attribute value, Type type) = 0;
};

// With EmitCOptions::locations, emitOp opens the statements of each op with a
// `/* file:line:col: op */` comment (written by the first line() of the op,
// so an op that emits nothing leaves no comment).

// Module-level ops other than func.func (memref.global) are emitted through
// their registered emitter at file scope (line() writes at column 0 there),
// after the descriptor typedefs and helpers, before the function prototypes.

/// Emits one op; returns failure() after emitter.emitError for unsupported
/// forms. Never called for terminators handled by their parent (scf.yield,
/// linalg.yield inside region emitters) unless the parent delegates.
using OpEmitFn = LogicalResult (*)(CEmitter &emitter, Operation *op);

/// Registers the emit function of op `name` (process-wide; later wins).
void registerOpEmitter(std::string_view name, OpEmitFn fn);
/// The emit function for `name`, or null.
OpEmitFn lookupOpEmitter(std::string_view name);
/// The names of every op with a registered emitter.
std::vector<std::string> registeredOpEmitterNames();

/// Per-dialect registration, each in its own file. Called once by the
/// framework (registerAllOpEmitters) before the first emission.
void registerFuncArithMathEmitters();   // emit_c_func.cc, emit_c_arith.cc (owner: framework)
void registerControlFlowEmitters();     // emit_c_scf.cc, emit_c_cf.cc (owner: framework)
void registerMemRefEmitters();          // emit_c_memref*.cc
void registerLinalgEmitters();          // emit_c_linalg*.cc
void registerBufferizationEmitters();   // emit_c_bufferization.cc (clone, dealloc)
void registerAffineEmitters();          // emit_c_affine.cc
void registerIndexEmitters();          // emit_c_index.cc (after the arith emitters it reuses)
void registerShapeEmitters();          // emit_c_shape.cc (witnesses, shape.assuming)
void registerAllOpEmitters();

}  // namespace lower
}  // namespace tbuf

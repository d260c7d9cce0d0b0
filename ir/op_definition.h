// Op definitions: an op is data plus hooks. Each dialect registers one
// OpDefinition per op name with its traits, inherent attribute names, custom
// assembly (parse/print), verifier, fold and result-name hooks, and optional
// interfaces (attached by pointer, keyed by interface id). Ops nobody
// registered get an opaque definition on first use and print generically.
// Typed views (OpView subclasses) give named accessors over a generic
// Operation, as MLIR's op classes do.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "ir/operation.h"

namespace tbuf {

class OpAsmParser;
class OpAsmPrinter;
class OpBuilder;
class RewriterBase;

/// Everything needed to create an op (MLIR's OperationState).
struct OperationState {
  /// `context` may be left null when the builder or parser creating the op
  /// sets it (OpBuilder::create and the parser always do).
  OperationState(Location loc, std::string_view name) : location(loc), name(name) {}
  OperationState(Context *ctx, Location loc, std::string_view name) : context(ctx), location(loc), name(name) {}
  /// A state for the op `def` describes (its context and name): creating
  /// the op then needs no look-up by name.
  OperationState(Location loc, const OpDefinition *def);

  Context *context = nullptr;
  Location location;
  std::string name;
  /// The definition `name` resolves to, when the creator already knows it
  /// (OpBuilder::create<OpT>, the parser); null otherwise. Operation::create
  /// uses it only while it still names `name`.
  const OpDefinition *def = nullptr;
  std::vector<Value> operands;
  std::vector<Type> types;
  NamedAttrList attributes;
  std::vector<Block *> successors;
  std::vector<std::unique_ptr<Region>> regions;

  void addOperands(ArrayRef<Value> vs) { operands.insert(operands.end(), vs.begin(), vs.end()); }
  void addTypes(ArrayRef<Type> ts) { types.insert(types.end(), ts.begin(), ts.end()); }
  void addAttribute(std::string_view n, Attribute a) { attributes.set(n, a); }
  void addSuccessors(ArrayRef<Block *> bs) { successors.insert(successors.end(), bs.begin(), bs.end()); }
  Region *addRegion();
  /// Makes this a fresh state for `def` at `loc` while keeping the capacity
  /// of its lists, for a creator that builds many ops one after another (the
  /// parser keeps one state per nesting level). O(size of the lists).
  void reset(Location loc, const OpDefinition *def);
};

/// A process-wide small integer naming one typed op view, for the Context's
/// per-view definition cache (Context::getOpDefinition(slot, name)).
unsigned allocateOpViewSlot();
template <typename OpT> unsigned opViewSlot() {
  static const unsigned slot = allocateOpViewSlot();
  return slot;
}

/// Memory effect of an op on a value (null value = on unknown memory).
enum class EffectKind : uint8_t { Allocate, Free, Read, Write };
struct MemoryEffect {
  EffectKind kind;
  Value value;  ///< the memref (operand or result) affected; null = any
};

/// Result of a fold: an attribute (constant) or an existing value.
struct OpFoldResult {
  Attribute attr;
  Value value;
  OpFoldResult() = default;
  OpFoldResult(Attribute a) : attr(a) {}
  OpFoldResult(Value v) : value(v) {}
  explicit operator bool() const { return attr || value; }
};

class OpDefinition {
 public:
  using ParseFn = ParseResult (*)(OpAsmParser &, OperationState &);
  using PrintFn = void (*)(OpAsmPrinter &, Operation *);
  using VerifyFn = LogicalResult (*)(Operation *);
  /// Fills `results` (one per op result) and returns success if it folded;
  /// `constOperands[i]` is the constant value of operand i or null.
  using FoldFn = LogicalResult (*)(Operation *, ArrayRef<Attribute> constOperands,
                                   std::vector<OpFoldResult> &results);
  using SetNameFn = std::function<void(Value, std::string_view)>;
  using AsmResultNamesFn = void (*)(Operation *, const SetNameFn &);
  /// Names for entry block arguments of the op's regions (MLIR's
  /// getAsmBlockArgumentNames); rarely needed.
  using AsmBlockArgNamesFn = void (*)(Operation *, Region &, const SetNameFn &);
  /// Appends the op's memory effects. Not set => unknown effects (conservative)
  /// unless the op is Pure or has RecursiveMemoryEffects.
  using EffectsFn = void (*)(Operation *, std::vector<MemoryEffect> &);
  using CanonicalizeFn = LogicalResult (*)(Operation *, RewriterBase &);
  /// Adds default values of inherent attributes the op always carries (e.g.
  /// arith's `overflowFlags = #arith.overflow<none>`) when absent. Called by
  /// Operation::create for every op, so generic-form input and builders agree.
  using PopulateDefaultAttrsFn = void (*)(Context *, NamedAttrList &);

  Context *context = nullptr;  ///< set by Context::registerOp
  std::string name;         ///< "arith.addi"
  std::string dialect;      ///< "arith"
  uint32_t traits = 0;      ///< OpTrait bits
  bool registered = true;
  /// Attribute names that are part of the op (MLIR "properties"); the generic
  /// printer puts these in `<{...}>`, the rest in `{...}`.
  std::vector<std::string> inherentAttrs;
  /// Dialect prefix that may be omitted for ops nested directly in this op's
  /// regions (func.func: "func", so `return` means `func.return`).
  std::string defaultDialect;

  /// Custom assembly, as in MLIR: the framework parses/prints the result list
  /// (`%0:2 = `) and the op name; the hooks handle everything after the name
  /// (a print hook usually starts with `p << " "`). The location suffix is
  /// also handled by the framework.
  ParseFn parse = nullptr;  ///< null: generic form only
  PrintFn print = nullptr;  ///< null: generic form
  VerifyFn verify = nullptr;         ///< op-local checks, before nested regions
  VerifyFn verifyRegions = nullptr;  ///< checks needing verified nested ops
  FoldFn fold = nullptr;
  AsmResultNamesFn getAsmResultNames = nullptr;
  AsmBlockArgNamesFn getAsmBlockArgNames = nullptr;
  EffectsFn getEffects = nullptr;
  PopulateDefaultAttrsFn populateDefaultAttrs = nullptr;
  std::vector<CanonicalizeFn> canonicalizers;

  bool hasTrait(OpTrait t) const { return traits & static_cast<uint32_t>(t); }
  /// The implementation of interface `id`, or null. An op has a handful of
  /// interfaces, so a scan beats hashing: O(number of interfaces).
  const void *getInterface(const void *id) const {
    for (const auto &[key, impl] : interfaces_)
      if (key == id) return impl;
    return nullptr;
  }
  /// Attaches an interface implementation (owned by the Context), replacing
  /// an earlier one for the same interface.
  void attachInterface(const void *id, const void *impl) {
    for (auto &entry : interfaces_)
      if (entry.first == id) {
        entry.second = impl;
        return;
      }
    interfaces_.emplace_back(id, impl);
  }

 private:
  std::vector<std::pair<const void *, const void *>> interfaces_;
};

inline uint32_t operator|(OpTrait a, OpTrait b) { return static_cast<uint32_t>(a) | static_cast<uint32_t>(b); }
inline uint32_t operator|(uint32_t a, OpTrait b) { return a | static_cast<uint32_t>(b); }

/// Base of interface implementations attached to op definitions. An interface
/// class derives from this and provides `static const void *getInterfaceID()`.
class OpInterfaceBase {
 public:
  virtual ~OpInterfaceBase() = default;
};

/// Base of typed op views: a nullable handle to an Operation.
class OpView {
 public:
  OpView() = default;
  explicit OpView(Operation *op) : op_(op) {}
  explicit operator bool() const { return op_ != nullptr; }
  operator Operation *() const { return op_; }
  Operation *getOperation() const { return op_; }
  Operation *operator->() const { return op_; }
  Location getLoc() const { return op_->getLoc(); }
  Context *getContext() const { return op_->getContext(); }
  Value getResult(unsigned i = 0) const { return op_->getResult(i); }
  Type getType() const { return op_->getResult(0).getType(); }

 protected:
  Operation *op_ = nullptr;
};

/// Declares the boilerplate of a typed op view:
///   class AddIOp : public OpView { TBUF_OP_VIEW(AddIOp, "arith.addi") ... };
#define TBUF_OP_VIEW(CLASS, NAME)                                                 \
 public:                                                                          \
  using OpView::OpView;                                                           \
  static constexpr std::string_view getOperationName() { return NAME; }           \
  static bool classof(Operation *op) { return op->getName() == getOperationName(); }

inline OperationState::OperationState(Location loc, const OpDefinition *def)
    : context(def->context), location(loc), name(def->name), def(def) {}

// The accessors every analysis calls per op, inline (here because they
// read the op's definition; operation.h includes this file last).
inline std::string_view Operation::getName() const { return def_->name; }
inline bool Operation::isRegistered() const { return def_->registered; }
inline bool Operation::hasTrait(OpTrait t) const { return def_->hasTrait(t); }
inline const void *Operation::getInterfaceImpl(const void *id) const { return def_->getInterface(id); }
inline Region *Operation::regionStorage() const {
  return reinterpret_cast<Region *>(successorStorage() + numSuccessors_);
}
inline Region &Operation::getRegion(unsigned i) const { return regionStorage()[i]; }
inline MutableArrayRef<Region> Operation::getRegions() const { return {regionStorage(), numRegions_}; }
inline Value OpOperand::get() const { return Value(value_); }
inline Operation *Value::getDefiningOp() const {
  if (impl_->isBlockArgument()) return nullptr;
  return detail::resultOwner(impl_);
}

}  // namespace tbuf

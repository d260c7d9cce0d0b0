// Creation of the ops the deallocation passes insert in bulk (`arith.constant`
// true/false, `arith.ori`, `memref.extract_strided_metadata`,
// `bufferization.dealloc`, `bufferization.clone` and the `scf.if` that clones
// a returned buffer only when it is not owned), with the op definitions,
// attribute dictionaries and result types looked up once per pass run.
//
// Why: the ownership-based deallocation creates a handful of these ops per
// function and the simplification rewrites each dealloc once or twice. The
// generic path (OperationState, a registry look-up by name, a fresh
// attribute list uniqued into a dictionary, extract_strided_metadata's result
// types inferred anew) costs several times the op itself, and on a module of
// small functions it was most of both passes. The ops made here are the ones
// the typed builders make (same definition, operands, result types,
// uniqued attribute dictionary, location and insertion point); the builder's
// listener is notified as OpBuilder::create notifies it.
//
// A cache belongs to one pass run on one context (the attributes it keeps
// live as long as the context); it is not shared between threads.
#pragma once

#include <utility>
#include <vector>

#include "ir/builder.h"
#include "ir/operation.h"

namespace tbuf::dealloc {

class DeallocOpCache {
 public:
  explicit DeallocOpCache(Context *ctx) : ctx_(ctx) {}
  DeallocOpCache(const DeallocOpCache &) = delete;
  DeallocOpCache &operator=(const DeallocOpCache &) = delete;

  /// `arith.constant true/false` at the builder's insertion point.
  Value boolConstant(OpBuilder &builder, Location loc, bool value);
  /// `arith.ori %lhs, %rhs`.
  Value orI(OpBuilder &builder, Location loc, Value lhs, Value rhs);
  /// `memref.extract_strided_metadata %memref` (a ranked memref); returns its
  /// base buffer result.
  Value baseBuffer(OpBuilder &builder, Location loc, Value memref);
  /// `bufferization.dealloc (memrefs) if (conditions) retain (retained)`.
  Operation *dealloc(OpBuilder &builder, Location loc, ArrayRef<Value> memrefs, ArrayRef<Value> conditions,
                     ArrayRef<Value> retained);
  /// The attribute dictionary of `dealloc` (a bufferization.dealloc) once
  /// its memrefs and conditions are replaced by `numMemrefs` and
  /// `numConditions` values, for bufferization::updateDeallocIfChanged; null
  /// if the op has attributes besides its segment sizes.
  DictionaryAttr deallocAttributesAfterUpdate(Operation *dealloc, size_t numMemrefs, size_t numConditions);
  /// `bufferization.clone %memref`.
  Value clone(OpBuilder &builder, Location loc, Value memref);
  /// `scf.if %condition -> type(memref) { yield %memref } else { %c = clone
  /// %memref; yield %c }` (what scf::IfOp's region builders make); returns
  /// the if's result. Only the if is reported to the builder's listener,
  /// not the blocks and ops built inside it (the pass building it has no
  /// listener).
  Value cloneIfNotOwned(OpBuilder &builder, Location loc, Value condition, Value memref);

 private:
  /// One op definition with the dictionary of the op's attributes when it
  /// has none of its own (its default attributes only).
  struct OpKind {
    const OpDefinition *def = nullptr;
    DictionaryAttr defaults;
  };
  /// The definition of `name`, looked up (and its defaults built) once.
  const OpKind &kind(OpKind &slot, std::string_view name);
  /// The attribute dictionary of an op of `def` whose own attributes are
  /// `attrs` (the op definition's default attributes added, as
  /// Operation::create adds them).
  DictionaryAttr dictionaryOf(const OpDefinition *def, NamedAttrList attrs) const;
  /// The uniqued attribute dictionary of a dealloc with these segment sizes.
  DictionaryAttr deallocAttributes(size_t numMemrefs, size_t numConditions, size_t numRetained);
  /// Creates the op and inserts it at the builder's insertion point.
  Operation *create(OpBuilder &builder, Location loc, const OpDefinition *def, ArrayRef<Type> types,
                    ArrayRef<Value> operands, DictionaryAttr attrs, unsigned numRegions = 0);

  Context *ctx_;
  OpKind constant_, orI_, extract_, dealloc_, clone_, if_, yield_;
  DictionaryAttr boolValue_[2];
  Type boolType_, i1_;
  /// extract_strided_metadata result types per source type (few distinct
  /// types per module; looked up linearly).
  std::vector<std::pair<Type, std::vector<Type>>> extractTypes_;
  /// dealloc attribute dictionaries per (memrefs, retained) count.
  std::vector<std::pair<std::pair<size_t, size_t>, DictionaryAttr>> deallocAttrs_;
};

}  // namespace tbuf::dealloc

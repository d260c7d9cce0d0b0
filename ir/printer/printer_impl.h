// Internals shared by the printer's source files; not part of the public API
// (include ir/printer/printer.h instead). The pieces mirror MLIR's AsmPrinter.cpp:
//   printer_float.cc       float literals (APFloat::toString, bit patterns)
//   printer_attributes.cc  attributes, affine maps, locations, string escapes
//   printer_types.cc       types
//   printer_aliases.cc     `#map`/`#loc`/`!tuple` aliases (dry run of the hooks)
//   printer_names.cc       SSA value and block names (SSANameState)
//   printer.cc             ops, regions, blocks and the OpAsmPrinter
#pragma once

#include <cstdint>
#include <deque>
#include <string>
#include <string_view>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "absl/container/inlined_vector.h"
#include "ir/attributes.h"
#include "ir/location.h"
#include "ir/operation.h"
#include "ir/pointer_map.h"
#include "ir/printer/printer.h"
#include "ir/types.h"

namespace tbuf {
class SourceBuffer;

namespace printer {

// ---- strings (printer_attributes.cc) ---------------------------------------

/// `[a-zA-Z_][a-zA-Z0-9_$.]*`: printable without quotes.
bool isBareIdentifier(std::string_view name);
/// llvm::printEscapedString: `\\`, non-printable characters and `"` become
/// `\XX` (uppercase hex). No surrounding quotes.
void appendEscaped(std::string_view s, std::string &os);
/// `"..."` with escapes.
void appendQuoted(std::string_view s, std::string &os);
/// A bare identifier as is, anything else quoted.
void appendKeywordOrString(std::string_view s, std::string &os);
/// `@name` or `@"quoted name"`.
void appendSymbolReference(std::string_view s, std::string &os);
/// MLIR's sanitizeIdentifier: keeps alphanumerics and `allowedPunct`, turns
/// spaces into `_` and other bytes into hex; a leading digit gets a `_`
/// prefix, and a trailing digit a `_` suffix unless `allowTrailingDigit`.
std::string sanitizeIdentifier(std::string_view name, std::string_view allowedPunct = "$._-",
                               bool allowTrailingDigit = true);
/// `!dialect.sym` when `sym` is `ident(<...>)?`, else `!dialect<sym>`.
/// `sym` given with its outer `<...>` (as some parsers keep it) is unwrapped.
void appendDialectSymbol(std::string &os, std::string_view prefix, std::string_view dialect, std::string_view sym);

// ---- floats (printer_float.cc) ---------------------------------------------

/// IEEE bit pattern of `value` in the format `kind` (round to nearest even;
/// NaN payloads keep their high bits). `value` is normally already exact.
uint64_t floatToBits(double value, FloatKind kind);
/// MLIR's printFloatValue: `1.000000e+00` when six significant digits
/// round-trip, else APFloat's shortest-safe form (`0.33333333333333331`,
/// `9.99999968E+37`), else the bit pattern (`0x7FC00000`) as for inf/NaN.
void printFloatValue(double value, FloatKind kind, std::string &os);

// ---- aliases (printer_aliases.cc) ------------------------------------------

/// Identity of something that may get an alias: a type, an attribute or a
/// location (locations are values, not uniqued storage).
struct AliasKey {
  enum Kind : uint8_t { TypeKey, AttrKey, LocKey } kind = AttrKey;
  const void *ptr = nullptr;
  uint32_t line = 0, col = 0;

  static AliasKey of(Type t) { return {TypeKey, t.getImpl(), 0, 0}; }
  static AliasKey of(Attribute a) { return {AttrKey, a.getImpl(), 0, 0}; }
  static AliasKey of(Location l) { return {LocKey, l.getBuffer(), l.line, l.col}; }
  bool operator==(const AliasKey &o) const {
    return kind == o.kind && ptr == o.ptr && line == o.line && col == o.col;
  }
  template <typename H> friend H AbslHashValue(H h, const AliasKey &k) {
    return H::combine(std::move(h), k.kind, k.ptr, k.line, k.col);
  }
};

/// The aliases of one printed top-level op, in MLIR's order (by depth, types
/// before attributes, then by name, then by first use), e.g. `#map1`.
class AliasState {
 public:
  struct Alias {
    AliasKey key;
    std::string name;  ///< with its `#`/`!` prefix and numeric suffix
    bool deferrable;   ///< printed after the op (locations used only by ops)
  };
  /// Dry-runs the printing of `op` (as the real printer would, custom hooks
  /// included) and assigns aliases to what would be printed.
  void initialize(Operation *op, const PrintingFlags &flags);
  /// The alias name or null.
  const std::string *lookup(const AliasKey &key) const {
    // Most modules have no alias at all: no need to hash the key.
    if (aliases_.empty()) return nullptr;
    return lookupImpl(key);
  }
  const std::vector<Alias> &getAliases() const { return aliases_; }

 private:
  const std::string *lookupImpl(const AliasKey &key) const;

  std::vector<Alias> aliases_;
  absl::flat_hash_map<AliasKey, size_t> index_;
};

// ---- attributes and types (printer_attributes.cc, printer_types.cc) --------

/// Prints types, attributes, affine maps and locations into a string,
/// using aliases when given (MLIR's AsmPrinter::Impl).
class AttrTypePrinter {
 public:
  /// How the `: type` suffix of an integer/float attribute is handled.
  enum class Elision { Never, May, Must };

  AttrTypePrinter(std::string &os, const PrintingFlags &flags, const AliasState *aliases)
      : os(os), flags(flags), aliases(aliases) {}

  void printType(Type t);
  void printTypeImpl(Type t);
  /// Remembers the text of each printed type and reuses it (see typeText_);
  /// for printers that print many ops, not one-off `Type::str()` calls.
  void enableTypeCache() { cacheTypes_ = true; }
  void printAttribute(Attribute a, Elision elision = Elision::Never);
  void printAttributeImpl(Attribute a, Elision elision = Elision::Never);
  void printNamedAttribute(const NamedAttribute &attr);
  /// ` {a = 1, b}` (or ` attributes {...}`) without `elided`; nothing if empty.
  void printOptionalAttrDict(ArrayRef<NamedAttribute> attrs, ArrayRef<std::string_view> elided, bool withKeyword);
  void printAffineMap(AffineMap map);
  void printAffineExpr(AffineExpr expr);
  /// `loc(...)`, through an alias when allowed and one exists.
  void printLocation(Location loc, bool allowAlias);
  /// ` loc(...)` when locations are printed.
  void printTrailingLocation(Location loc, bool allowAlias = true);

  std::string &os;
  const PrintingFlags &flags;
  const AliasState *aliases;
  /// When set, printing an attribute or type that AliasState would give an
  /// alias (an affine map or integer set attribute, a tuple of more than 16
  /// types) sets `*aliasableSeen`: text printed without the alias dry run is
  /// then not the final text (see printTopLevel).
  bool *aliasableSeen = nullptr;

 private:
  /// The text of each type printed so far: a type's text depends only on the
  /// type, the flags and the aliases, all fixed for this printer's life, and
  /// an op's types are printed again and again.
  PointerMap<void, std::string> typeText_;  ///< keyed by const TypeStorage *
  /// The same for integer and float attributes, by Elision (printAttribute).
  PointerMap<void, std::string> scalarAttrText_[3];
  bool cacheTypes_ = false;

  enum class Binding { Weak, Strong };
  bool printAlias(const AliasKey &key);
  void printAffineExprInternal(AffineExpr expr, Binding enclosing);
  void printLocationBody(Location loc);
  void printDenseElements(DenseElementsAttr attr);
  void printDenseArray(DenseArrayAttr attr);
};

// ---- SSA names (printer_names.cc) ------------------------------------------

/// Names of every value and block under a root op, assigned exactly as MLIR's
/// SSANameState: op results get their getAsmResultNames name (uniqued with
/// `_N` suffixes against names visible in enclosing regions) or the next
/// number; entry block arguments `%argN`; other block arguments numbers.
/// Nested regions continue the counters of their parent region as they were
/// after the whole parent region was numbered; in the generic form the
/// counters run on across sibling regions instead (unique ids). O(IR size).
class SSANameState {
 public:
  struct BlockInfo {
    int ordering = -1;  ///< position in its region
    std::string name;   ///< `^bb3`
  };

  /// Numbers the values and blocks under `root`. With `deferIsolated` (and
  /// not the generic form, whose ids run on across functions), the
  /// isolated-from-above ops directly in a single-region root (a module's
  /// functions) are numbered only when numberDeferred asks for them, and
  /// forgotten by forgetDeferred, so that a printer holds the names of one
  /// function at a time. Names are the same either way: each such op's
  /// numbering starts from the state its region leaves, as MLIR's.
  ///
  /// With `assumeBareTopLevel` too, the deferred block's own ops are not
  /// visited up front at all, on the assumption that none of them would be
  /// numbered or have regions numbered with the block: each is then an
  /// isolated op with regions (deferred) or an op without regions, and none
  /// has results (the block has no arguments either). A module of functions
  /// and globals is the common case, and at scale that walk over its ops is
  /// a pass over memory out of cache. numberDeferred checks the assumption
  /// for each op printed; assumptionFailed() tells that it did not hold, and
  /// the names are then not the final ones (the caller prints again with a
  /// state built without the assumption).
  SSANameState(Operation *root, const PrintingFlags &flags, bool deferIsolated = false,
               bool assumeBareTopLevel = false);
  /// The block whose ops may be deferred (null if none).
  Block *getDeferredBlock() const { return deferredBlock_; }
  /// Numbers `op` if its numbering was deferred; returns whether it was.
  /// `op` must be an op of the deferred block, given in block order.
  /// O(size of op).
  bool numberDeferred(Operation *op);
  /// Whether an op given to numberDeferred broke assumeBareTopLevel.
  bool assumptionFailed() const { return assumptionFailed_; }
  /// Whether the names are final whatever op numberDeferred is given next:
  /// assumeBareTopLevel was not made, or it holds for every op of the
  /// deferred block (what numberDeferred checks one op at a time). O(ops of
  /// that block), without looking into their regions.
  bool namesAreFinal() const;
  /// Drops the names numbered by numberDeferred(op). O(number of names).
  void forgetDeferred(Operation *op);
  /// `%name`, `%name#i` for a result inside a multi-result group (when
  /// `printResultNo`), or `<<UNKNOWN SSA VALUE>>` for values not numbered.
  void printValueID(Value value, bool printResultNo, std::string &os) const;
  /// First result numbers of the op's named result groups; empty if the op's
  /// results form a single group.
  ArrayRef<int> getOpResultGroups(Operation *op) const;
  /// `{-1, "INVALIDBLOCK"}` for blocks outside the root.
  const BlockInfo &getBlockInfo(Block *block) const;
  /// Renames the entry arguments of `region` to the names of `namesToUse`
  /// (null entries keep their name); MLIR's shadowRegionArgs.
  void shadowRegionArgs(Region &region, ArrayRef<Value> namesToUse);

 private:
  struct NamingContext {
    Region *region;
    unsigned nextValueID, nextArgumentID, nextConflictID;
    uint64_t parentScope;
  };
  /// Numbers the regions on `stack` (emptied) and everything below them.
  void numberRegions(std::vector<NamingContext> &stack);
  /// The storage of numberDeferred's region stack, kept for the next op.
  std::vector<NamingContext> spareStack_;
  /// Names `region`'s block arguments (through its parent's hook) and
  /// blocks, and with `withBlockContents` the blocks' arguments and ops.
  void numberValuesInRegion(Region &region, bool withBlockContents = true);
  void numberValuesInBlock(Block &block);
  void numberValuesInOp(Operation &op);
  void getResultIDAndNumber(OpResult result, Value &lookupValue, int &lookupResultNo) const;
  void setValueName(Value value, std::string_view name);
  /// setValueName unless `value` has a name already; returns whether it
  /// named it.
  bool setValueNameIfUnnamed(Value value, std::string_view name);
  /// `name` made unique among the visible names and taken for the current
  /// scope (MLIR's uniqueValueName); a view of the stored `%name`.
  std::string_view uniqueValueName(std::string_view name);
  uint64_t pushScope();
  void popScope();

  static constexpr unsigned kNameSentinel = ~0u;
  /// A value's number, or kNameSentinel and its name: one table (one lookup
  /// per printed operand) for both.
  struct ValueID {
    unsigned id = kNameSentinel;
    std::string_view name;  ///< `%name`, a view of nameStorage_
  };
  /// Names of values, result groups of ops and names of blocks.
  struct Tables {
    PointerMap<void, ValueID> valueIDs;  ///< keyed by detail::ValueImpl *
    absl::flat_hash_map<Operation *, std::vector<int>> opResultGroups;
    absl::flat_hash_map<Block *, BlockInfo> blockNames;
  };
  /// The tables numbering writes to: the deferred ones between
  /// numberDeferred and forgetDeferred. Numbering a deferred op only names
  /// values and blocks under it, which the main tables never hold.
  Tables &active() { return inDeferred_ ? deferred_ : main_; }
  /// Look-ups: the deferred tables first (while an op is numbered there),
  /// then the main ones; null if absent.
  const ValueID *findValueID(detail::ValueImpl *value) const;
  const std::vector<int> *findResultGroups(Operation *op) const;

  const PrintingFlags &flags_;
  /// The names of everything not deferred, and of the one deferred op being
  /// printed: forgetDeferred empties the latter at once instead of walking
  /// the op to erase its names one by one.
  Tables main_, deferred_;
  bool inDeferred_ = false;
  /// Names taken, each with the scope that took it (one scope per region on
  /// the path from the root). A name is visible while its scope is on
  /// `scopes_`: leaving a scope frees its names without erasing them, and
  /// taking a freed name again overwrites its stale scope. A module's
  /// functions take the same few names (`c0`, `arg0`, `alloc`) again and
  /// again, so this is a small open-addressing table of its own: a name is
  /// hashed as two words and compared in place, and stored (in
  /// nameStorage_) only the first time it is taken.
  struct UsedName {
    std::string_view name;  ///< a view of nameStorage_ (after the `%`)
    uint64_t scope;
    size_t hash;
  };
  std::vector<UsedName> usedNames_;
  /// Open addressing over usedNames_: index + 1, 0 for an empty slot; the
  /// size is a power of two, at most half full.
  std::vector<uint32_t> nameSlots_;
  /// Every name a value carries, as printed (`%name`; stable: a deque
  /// never moves its strings).
  std::deque<std::string> nameStorage_;
  /// Scratch for the `name_N` probes of uniqueValueName.
  std::string probe_;
  /// A stable copy of `name` with a `%` in front.
  std::string_view storeName(std::string_view name);
  /// The scopes on the path from the root; ids increase along it.
  std::vector<uint64_t> scopes_;
  /// Takes `name` for the current scope and sets `stored` to the stored
  /// `%name`; false if it is visible already.
  bool claimName(std::string_view name, std::string_view &stored);
  bool isLiveScope(uint64_t id) const;
  uint64_t nextScopeId_ = 0;
  /// Deferred numbering (see the constructor): the root's block and the
  /// context its ops' regions start from.
  Block *deferredBlock_ = nullptr;
  NamingContext deferredContext_{};
  /// assumeBareTopLevel is in effect (the deferred block's ops were not
  /// visited), and whether an op has contradicted it.
  bool bareTopLevel_ = false;
  bool assumptionFailed_ = false;
  unsigned nextValueID_ = 0, nextArgumentID_ = 0, nextConflictID_ = 0;
};

}  // namespace printer
}  // namespace tbuf

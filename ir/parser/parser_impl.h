// Internal to the parser library (ir/parser*.cc): the shared parser state, the
// token-level `Parser` base (types, attributes, affine maps, locations) and
// the `OperationParser` (ops, regions, blocks, SSA names) that the custom
// assembly parser (parser_asm.cc) drives. Mirrors the structure of MLIR's
// lib/AsmParser so that behaviour and diagnostics can be compared side by
// side. Not part of the public API: include "ir/parser/parser.h" instead.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "absl/container/inlined_vector.h"
#include "absl/functional/function_ref.h"
#include "ir/attributes.h"
#include "ir/integer_set.h"
#include "ir/builder.h"
#include "ir/context.h"
#include "ir/short_text.h"
#include "ir/diagnostics.h"
#include "ir/parser/lexer.h"
#include "ir/op_asm.h"
#include "ir/op_definition.h"
#include "ir/operation.h"
#include "ir/types.h"

namespace tbuf::parser_detail {

/// The parser's internal result type. Like tbuf::ParseResult it is `true` in
/// a boolean context on failure (so steps chain as `if (parseA() || parseB())`),
/// and it converts to and from tbuf::ParseResult / LogicalResult; in addition
/// an InFlightDiagnostic converts to failure, so `return emitError(...)` works.
/// (Inside parser_detail, `ParseResult` means this class; the OpAsmParser
/// overrides in parser_asm.cc spell out tbuf::ParseResult.)
class [[nodiscard]] ParseResult {
 public:
  ParseResult(LogicalResult r) : failed_(r.failed()) {}
  ParseResult(const InFlightDiagnostic &) : failed_(true) {}
  operator LogicalResult() const { return LogicalResult::failure(failed_); }
  operator tbuf::ParseResult() const { return tbuf::ParseResult(LogicalResult::failure(failed_)); }
  explicit operator bool() const { return failed_; }

 private:
  bool failed_;
};

/// Tri-state result of `parseOptionalX`: nullopt = X absent (nothing consumed).
using OptionalParseResult = std::optional<ParseResult>;
using Delimiter = OpAsmParser::Delimiter;
using UnresolvedOperand = OpAsmParser::UnresolvedOperand;
using Argument = OpAsmParser::Argument;

/// Nesting limit for recursive constructs (regions, types, attributes,
/// parenthesised affine expressions, ...): deeper input is rejected with a
/// diagnostic instead of overflowing the stack.
inline constexpr unsigned kMaxNestingDepth = 200;
/// `%x#N` with N this large cannot name a result (and would make the name
/// table allocate absurdly): reported as an invalid result number.
inline constexpr unsigned kMaxResultNumber = 1u << 24;

/// A hash for the short texts the parser looks up (op names, type
/// spellings, SSA names): up to 16 bytes packed as two words, longer texts
/// byte by byte (FNV-1a), then mixed. Cheaper than the general string hash
/// for keys this short, which every op looks up several times.
inline size_t hashSpelling(std::string_view text) {
  uint64_t a, b;
  if (!packShortText(text, a, b)) {
    a = 14695981039346656037ull;
    for (char c : text) a = (a ^ static_cast<unsigned char>(c)) * 1099511628211ull;
    b = 0;
  }
  return mixShortText(text.size(), a, b);
}

/// Equality of two short texts without a call to memcmp: up to 16 bytes are
/// compared as two overlapping words (the hash tables of hashSpelling keys
/// compare a key on every hit, and a library call there costs more than the
/// comparison).
inline bool equalSpelling(std::string_view a, std::string_view b) {
  size_t n = a.size();
  if (n != b.size()) return false;
  const char *p = a.data(), *q = b.data();
  if (n >= 8 && n <= 16) {
    uint64_t p0, p1, q0, q1;
    std::memcpy(&p0, p, 8);
    std::memcpy(&p1, p + n - 8, 8);
    std::memcpy(&q0, q, 8);
    std::memcpy(&q1, q + n - 8, 8);
    return ((p0 ^ q0) | (p1 ^ q1)) == 0;
  }
  if (n >= 4 && n < 8) {
    uint32_t p0, p1, q0, q1;
    std::memcpy(&p0, p, 4);
    std::memcpy(&p1, p + n - 4, 4);
    std::memcpy(&q0, q, 4);
    std::memcpy(&q1, q + n - 4, 4);
    return ((p0 ^ q0) | (p1 ^ q1)) == 0;
  }
  if (n < 4) {
    for (size_t i = 0; i < n; ++i)
      if (p[i] != q[i]) return false;
    return true;
  }
  return std::memcmp(p, q, n) == 0;
}

/// Aliases defined at the top of a file.
struct SymbolState {
  absl::flat_hash_map<std::string, Attribute> attributeAliases;
  absl::flat_hash_map<std::string, Type> typeAliases;
  /// `#name = loc(...)`: tbuf has no location attributes, so location aliases
  /// are only remembered by name (locations are accepted and ignored).
  absl::flat_hash_set<std::string> locationAliases;
};

/// A `loc(#name)` reference to a location alias that was not yet defined;
/// checked when parsing finishes (location aliases may be defined later).
struct DeferredLocationAlias {
  std::string name;
  size_t offset;
};

/// State shared by all parsers working on one buffer range.
struct ParserState {
  ParserState(Context &ctx, const SourceBuffer *buffer, size_t begin, size_t end);

  Context &ctx;
  Lexer lex;
  Token curToken;
  SymbolState symbols;
  std::vector<DeferredLocationAlias> deferredLocationAliases;
  /// Dialect prefix for op names without one; MLIR starts with "builtin".
  /// Views of OpDefinition::defaultDialect, which lives as long as the context.
  std::vector<std::string_view> defaultDialectStack{"builtin"};
  /// Set by the first error: later diagnostics are suppressed so one mistake
  /// yields one message (the parser stops at the first error, as MLIR's).
  bool hadError = false;
  unsigned depth = 0;
  /// A builder with no insertion point, handed to custom op parsers.
  OpBuilder builder;
  /// Spellings (type texts, op names) are short: see hashSpelling.
  struct SpellingHash {
    size_t operator()(std::string_view text) const { return hashSpelling(text); }
  };
  struct SpellingEq {
    bool operator()(std::string_view a, std::string_view b) const { return equalSpelling(a, b); }
  };
  /// Builtin types by their spelling (views into the buffer): the same text
  /// always denotes the same type when it contains no alias, so each
  /// spelling is parsed once (Parser::parseNonFunctionType).
  absl::flat_hash_map<std::string_view, Type, SpellingHash, SpellingEq> spelledTypes;
  /// How an op name as written resolved: to `def` as written, or (when
  /// `viaDefaultDialect`) by prefixing `defaultDialect`, which then only
  /// holds under the same default dialect.
  struct SpelledOp {
    const OpDefinition *def;
    bool viaDefaultDialect;
    std::string_view defaultDialect;
  };
  /// A small direct-mapped memo in front of spelledTypes, by the first
  /// token of the spelling (see Parser::parseNonFunctionType): `key` is a
  /// spelling known to be a whole type (a key of spelledTypes).
  struct RecentType {
    std::string_view key;
    Type type;
  };
  static constexpr size_t kNumRecentTypes = 16;
  static size_t recentTypeSlot(std::string_view firstToken, char after) {
    return (firstToken.size() * 7 + static_cast<unsigned char>(firstToken[0]) + static_cast<unsigned char>(after) * 3) %
           kNumRecentTypes;
  }
  std::array<RecentType, kNumRecentTypes> recentTypes{};
  /// Op definitions by the name as written: every op of the input looks its
  /// name up (a `return` in a function even twice, as written and then with
  /// the default dialect), and the context's registry hashes with the
  /// general hash. Keys are views of the definitions' names or of the
  /// buffer; registering ops while parsing is not possible, so an entry
  /// cannot go stale.
  absl::flat_hash_map<std::string_view, SpelledOp, SpellingHash, SpellingEq> opsBySpelling;
  /// `{}` (the context's): most ops and arguments have no attributes.
  DictionaryAttr emptyDictionary;
  /// The source line of the last location asked for: [lineBegin, lineEnd)
  /// in buffer offsets, and its 1-based number. Tokens are located in source
  /// order, several per line, so most locations are found here without
  /// asking the buffer (see Parser::getLocation).
  size_t lineBegin = 1, lineEnd = 0;
  uint32_t lineNumber = 0;
};

/// Token handling, diagnostics, and parsing of everything that needs no SSA
/// state: types, attributes, affine maps, locations.
class Parser {
 public:
  explicit Parser(ParserState &state) : state(state) {}

  Context *getContext() const { return &state.ctx; }
  ParserState &getState() { return state; }
  const Token &getToken() const { return state.curToken; }
  std::string_view getTokenSpelling() const { return state.curToken.spelling; }
  size_t getTokenOffset() const { return state.lex.getOffset(state.curToken); }
  size_t getTokenEndOffset() const { return getTokenOffset() + state.curToken.spelling.size(); }
  Location getLocation(size_t offset) const {
    if (offset >= state.lineBegin && offset < state.lineEnd)
      return Location{state.lex.getBuffer(), state.lineNumber, static_cast<uint32_t>(offset - state.lineBegin) + 1};
    return getLocationOnNewLine(offset);
  }
  /// getLocation for an offset off the cached line; caches its line.
  Location getLocationOnNewLine(size_t offset) const;
  Location getTokenLocation() const { return getLocation(getTokenOffset()); }

  /// Advances to the next token (reporting a lexer error if it is one).
  /// Inline: the parser consumes every token of the input through it.
  void consumeToken() {
    if (state.curToken.isAny(TokenKind::eof, TokenKind::error)) return;
    state.curToken = state.lex.lexToken();
    if (state.curToken.is(TokenKind::error)) reportLexError();
  }
  /// Reports the lexer error of the current (error) token, unless an error
  /// was already reported.
  void reportLexError();
  bool consumeIf(TokenKind kind) {
    if (state.curToken.isNot(kind)) return false;
    consumeToken();
    return true;
  }
  bool consumeIfKeyword(std::string_view kw) {
    if (!state.curToken.isKeyword(kw)) return false;
    consumeToken();
    return true;
  }
  /// Re-lexes starting at buffer offset `offset`.
  void resetToken(size_t offset);

  // ---- diagnostics ----
  /// An error at the current token (moved back one character at EOF).
  InFlightDiagnostic emitError(std::string_view message = {});
  InFlightDiagnostic emitError(size_t offset, std::string_view message = {});
  InFlightDiagnostic emitError(Location loc, std::string_view message = {});
  /// An error about an unexpected token; at the start of a line it is moved
  /// back to the end of the previous line (skipping blank and comment lines),
  /// where the missing token belongs.
  InFlightDiagnostic emitWrongTokenError(std::string_view message);
  /// Consumes `kind` or emits a wrong-token error. Inline: most tokens of
  /// the input are consumed through it.
  ParseResult parseToken(TokenKind kind, std::string_view message) {
    if (state.curToken.is(kind)) {
      consumeToken();
      return success();
    }
    return emitWrongTokenError(message);
  }
  /// Returns a failing depth guard (with a diagnostic) when nesting is too deep.
  class DepthGuard {
   public:
    explicit DepthGuard(Parser &p) : p_(p), ok_(++p.state.depth <= kMaxNestingDepth) {
      if (!ok_) reportTooDeep();
    }
    ~DepthGuard() { --p_.state.depth; }
    bool ok() const { return ok_; }
   private:
    void reportTooDeep();
    Parser &p_;
    bool ok_;
  };

  // ---- lists and simple tokens ----
  // The element callbacks are FunctionRefs (a pointer pair, never a heap
  // allocation): lists are parsed for almost every op, type and signature.
  ParseResult parseCommaSeparatedList(Delimiter delimiter, absl::FunctionRef<ParseResult()> parseElement,
                                      std::string_view contextMessage = {});
  ParseResult parseCommaSeparatedList(absl::FunctionRef<ParseResult()> parseElement) {
    return parseCommaSeparatedList(Delimiter::None, parseElement);
  }
  /// `elt (, elt)* rightToken`, or just `rightToken` when allowEmptyList.
  ParseResult parseCommaSeparatedListUntil(TokenKind rightToken, absl::FunctionRef<ParseResult()> parseElement,
                                           bool allowEmptyList = true);
  bool isCurrentTokenAKeyword() const {
    return getToken().isAny(TokenKind::bare_identifier, TokenKind::inttype);
  }
  ParseResult parseOptionalKeyword(std::string *keyword);
  ParseResult parseOptionalString(std::string *string);
  ParseResult parseOptionalKeywordOrString(std::string *result);
  /// A float from a float literal or (for hex) an integer bit pattern of
  /// `kind`. `tok` is the literal token (already known), `isNegative` whether a
  /// '-' preceded it.
  ParseResult parseFloatFromLiteral(double &result, const Token &tok, bool isNegative, FloatKind kind);
  ParseResult parseFloatFromIntegerLiteral(double &result, const Token &tok, bool isNegative, FloatKind kind);

  // ---- types (parser_types.cc) ----
  Type parseType();
  OptionalParseResult parseOptionalType(Type &type);
  Type parseNonFunctionType();
  Type parseNonFunctionTypeUncached();
  /// The text of the type starting at the current token when it can be
  /// looked up in ParserState::spelledTypes (a keyword or integer type, or
  /// `keyword<...>` of plain characters); empty otherwise.
  std::string_view spelledTypeKey() const;
  /// The same for a function type `(...) -> result` at the current `(`.
  std::string_view spelledFunctionTypeKey() const;
  /// The type spelled `key` at the current token, from
  /// ParserState::spelledTypes or else by `parseUncached` (then remembered
  /// if it took exactly `key`); an empty key parses without the table.
  /// Sets `*cached` (if given) when `key` is (now) in the table.
  Type parseSpelledType(std::string_view key, Type (Parser::*parseUncached)(), bool *cached = nullptr);
  Type parseFunctionType();
  ParseResult parseFunctionResultTypes(std::vector<Type> &elements);
  ParseResult parseTypeListNoParens(std::vector<Type> &elements);
  ParseResult parseTypeListParens(std::vector<Type> &elements);
  ParseResult parseDimensionListRanked(std::vector<int64_t> &dims, bool allowDynamic = true,
                                       bool withTrailingX = true);
  ParseResult parseIntegerInDimensionList(int64_t &value);
  ParseResult parseXInDimensionList();
  Type parseTensorType();
  Type parseMemRefType();
  Type parseTupleType();
  Type parseVectorType();
  Type parseExtendedType();

  // ---- attributes (parser_attributes.cc) ----
  Attribute parseAttribute(Type type = Type());
  OptionalParseResult parseOptionalAttribute(Attribute &attr, Type type = Type());
  ParseResult parseAttributeDict(NamedAttrList &attributes);
  Attribute parseFloatAttr(Type type, bool isNegative);
  Attribute parseDecOrHexAttr(Type type, bool isNegative);
  Attribute parseDenseElementsAttr(Type attrType);
  Attribute parseDenseArrayAttr();
  Attribute parseStridedLayoutAttr();
  Attribute parseExtendedAttr(Type type);
  /// `: type` of an elements literal (if `type` is null); must be shaped and static.
  ShapedType parseElementsLiteralType(size_t loc, Type type);
  /// Scans a balanced `<...>` dialect symbol body starting at the current
  /// `<` token; on success `body` covers it (including the angle brackets)
  /// and the lexer continues after it.
  ParseResult parseDialectSymbolBody(std::string_view &body);

  // ---- affine maps (parser_affine.cc) ----
  /// `(d0, d1)[s0] -> (exprs)` (without the `affine_map<...>` wrapper).
  ParseResult parseAffineMapReference(AffineMap &map);
  /// `(d0)[s0] : (constraints)` (without the `affine_set<...>` wrapper).
  ParseResult parseIntegerSetReference(IntegerSet &set);

  // ---- locations (parser_locations.cc) ----
  /// A location inside `loc(...)`; locations are validated and dropped.
  /// `allowDeferredAlias` accepts `#alias` defined later in the file.
  ParseResult parseLocationInstance(bool allowDeferredAlias);
  /// `loc(...)` if present (locations are accepted and ignored).
  ParseResult parseOptionalTrailingLocation();
  /// Checks the deferred `loc(#alias)` references once the file is parsed.
  ParseResult resolveDeferredLocationAliases();

 protected:
  ParserState &state;
};

/// Parses operations, regions and blocks, resolving SSA names. Owns every
/// piece of IR that is not (yet) attached to the top-level op, so that a
/// failed parse releases everything, even IR with dangling uses.
class OperationParser : public Parser {
 public:
  OperationParser(ParserState &state, Operation *topLevelOp);
  /// Frees placeholders and detached IR. When parsing failed, first drops all
  /// references inside `topLevelOp` too (the caller then deletes it).
  ~OperationParser();

  /// Checks for undefined values and blocks after the whole input is parsed.
  ParseResult finalize();
  /// Marks the parse as failed: the destructor then cleans up defensively.
  void setFailed() { failed_ = true; }

  // ---- SSA values ----
  void pushSSANameScope(bool isIsolated);
  ParseResult popSSANameScope();
  ParseResult addDefinition(const UnresolvedOperand &use, Value value) {
    return addDefinition(use.name, use.number, use.loc, value);
  }
  /// The same for `%name#number` spelled at `loc`.
  ParseResult addDefinition(std::string_view name, unsigned number, Location loc, Value value);
  ParseResult parseOptionalSSAUseList(std::vector<UnresolvedOperand> &results);
  ParseResult parseSSAUse(UnresolvedOperand &result, bool allowResultNumber = true);
  /// The value for a use (a forward-reference placeholder if not yet
  /// defined); null after a diagnostic on type mismatch.
  Value resolveSSAUse(const UnresolvedOperand &use, Type type);
  ParseResult parseSSADefOrUseAndType(absl::FunctionRef<ParseResult(const UnresolvedOperand &, Type)> action);
  /// `%a, %b : t1, t2` (possibly empty) resolved to values.
  ParseResult parseOptionalSSAUseAndTypeList(std::vector<Value> &results);
  /// Whether `%name#number` was already defined or used in the current
  /// isolated scope (its location).
  std::optional<Location> getReferenceLoc(std::string_view name, unsigned number);

  // ---- operations ----
  ParseResult parseOperation();
  ParseResult parseSuccessor(Block *&dest);
  ParseResult parseSuccessors(std::vector<Block *> &destinations);
  Operation *parseGenericOperation();
  /// An op in custom form: resolves the name (with the default dialect) and
  /// runs the op's parse hook through a CustomOpAsmParser (parser_asm.cc).
  Operation *parseCustomOperation();
  /// Creates the op from `state` at the end of the current block. `def`, when
  /// given, is the definition `opState.name` resolves to (already looked up).
  Operation *createOperation(OperationState &opState, const OpDefinition *def = nullptr);
  /// `attrs` as a dictionary (through the ParserState memos); the list is
  /// moved from.
  DictionaryAttr getAttributeDictionary(NamedAttrList &attrs);
  /// Moves the regions of a failed OperationState to the detached-IR pool.
  void discardRegions(OperationState &opState);

  // ---- regions and blocks ----
  ParseResult parseRegion(Region &region, ArrayRef<Argument> entryArguments, bool isIsolatedNameScope);
  ParseResult parseRegionBody(Region &region, ArrayRef<Argument> entryArguments, bool isIsolatedNameScope);
  ParseResult parseBlock(Block *&block);
  ParseResult parseBlockBody(Block *block);
  ParseResult parseOptionalBlockArgList(Block *owner);
  Block *getBlockNamed(std::string_view name, Location loc);

 private:
  struct ValueDefinition {
    Value value;
    Location loc;
  };
  struct BlockDefinition {
    Block *block = nullptr;
    Location loc;
  };
  /// The definitions of one name, by result number: almost every name
  /// binds one value, which then needs no allocation of its own.
  using ValueDefinitions = absl::InlinedVector<ValueDefinition, 1>;
  /// Makes `defs[number]` exist. Almost always the first result of a name:
  /// emplace_back is inline where resize is a library call.
  static void growToHold(ValueDefinitions &defs, unsigned number) {
    if (defs.size() > number) return;
    if (defs.size() == number)
      defs.emplace_back();
    else
      defs.resize(number + 1);
  }
  /// SSA names are short (`0`, `arg1`, `t2`): byte-wise FNV-1a with a final
  /// mix costs a fraction of the general string hash for them, and every
  /// definition and use of a value looks its name up.
  struct SSANameHash {
    using is_transparent = void;
    size_t operator()(std::string_view name) const { return hashSpelling(name); }
  };
  /// Lets the table be searched with views (names in the buffer) without
  /// building a string.
  struct SSANameEq {
    using is_transparent = void;
    bool operator()(std::string_view a, std::string_view b) const { return equalSpelling(a, b); }
  };
  /// A name's definitions and the nested scope they vanish with: a name
  /// defined in a nested region belongs to that region's scope (`depth` > 0
  /// in the scope stack, the scope with id `scopeId`); one defined in the
  /// outermost region, or only used so far, to the whole isolated scope
  /// (`depth` 0, the id of that isolated scope). Instead of erasing a
  /// region's names when it ends, an entry whose scope has ended counts as
  /// absent (see getSSANameEntry); the table of an ended isolated scope is
  /// reused, entries and all, by the next one: a module of functions reuses
  /// the same few names, so the table stays small. Scope ids are never 0, so
  /// a new entry starts absent.
  struct NameEntry {
    ValueDefinitions defs;
    uint32_t depth = 0;
    uint64_t scopeId = 0;
  };
  /// Names of one isolated-from-above scope (MLIR's IsolatedSSANameScope):
  /// nested (non-isolated) regions share it; their names vanish when they
  /// end (NameEntry), the outermost region's with the whole scope.
  /// A direct-mapped memo in front of a scope's table for names of at most
  /// 16 bytes, by their packed spelling (packShortText): a function
  /// looks the same few names up again and again, and a hit costs a compare
  /// instead of a hash-table probe. `entry` points into the table: the memo
  /// is emptied whenever the table may move its entries (it grew, or was
  /// cleared); nothing is ever erased from it otherwise.
  struct RecentName {
    uint64_t a = 0, b = 0;
    size_t size = 0;
    NameEntry *entry = nullptr;
  };
  static constexpr size_t kNumRecentNames = 64;
  struct IsolatedSSANameScope {
    absl::flat_hash_map<std::string, NameEntry, SSANameHash, SSANameEq> values;
    std::array<RecentName, kNumRecentNames> recentNames{};
    /// Ids of the open scopes, outermost (the isolated region itself) first.
    std::vector<uint64_t> openScopeIds;
    bool isLive(const NameEntry &entry) const {
      return entry.depth < openScopeIds.size() && openScopeIds[entry.depth] == entry.scopeId;
    }
    /// The table's entry for `name` (created if absent), through the memo.
    NameEntry &lookup(std::string_view name) {
      uint64_t a, b;
      bool isShort = packShortText(name, a, b);
      RecentName *recent = nullptr;
      if (isShort) {
        recent = &recentNames[mixShortText(name.size(), a, b) % kNumRecentNames];
        if (recent->entry && recent->size == name.size() && recent->a == a && recent->b == b) return *recent->entry;
      }
      // Entries only move when an insertion grows the table (nothing is
      // erased, so there are no tombstones to squeeze out in place).
      size_t capacity = values.capacity();
      NameEntry &entry = values[name];
      if (values.capacity() != capacity) recentNames.fill(RecentName{});
      if (recent) *recent = RecentName{a, b, name.size(), &entry};
      return entry;
    }
    /// Empties the table (and the memo into it).
    void clear() {
      values.clear();
      recentNames.fill(RecentName{});
    }
  };
  // Scopes are moved between vectors: a move keeps the table's entries in
  // place (the memo stays valid), a copy would not.
  static_assert(std::is_nothrow_move_constructible_v<IsolatedSSANameScope>);

  /// The entry of `name` in the current isolated scope; its definitions are
  /// empty if there are none, or if they belonged to a nested scope that has
  /// ended.
  NameEntry &getSSANameEntry(std::string_view name) {
    IsolatedSSANameScope &scope = isolatedNameScopes_.back();
    NameEntry &entry = scope.lookup(name);
    if (!scope.isLive(entry)) {
      entry.defs.clear();
      entry.depth = 0;
      entry.scopeId = scope.openScopeIds[0];
    }
    return entry;
  }
  ValueDefinitions &getSSAValueEntry(std::string_view name) { return getSSANameEntry(name).defs; }
  Value createForwardRefPlaceholder(Location loc, Type type);
  bool isForwardRefPlaceholder(Value v) const { return forwardRefPlaceholders_.contains(v.getImpl()); }
  void keepDetached(Block *block) { detachedBlocks_.push_back(block); }

  std::vector<IsolatedSSANameScope> isolatedNameScopes_;
  /// Id of the next nested scope (ids are never reused).
  uint64_t nextScopeId_ = 1;
  /// An ended isolated scope's table with more names than this is emptied
  /// before reuse (its dead entries would only take memory).
  static constexpr size_t kMaxSpareNames = 4096;
  /// Popped scopes (their open scope ids cleared), whose tables are reused by the next isolated
  /// region (a module's functions would otherwise each grow a new table).
  std::vector<IsolatedSSANameScope> spareNameScopes_;
  std::vector<absl::flat_hash_map<std::string, BlockDefinition>> blocksByName_;
  std::vector<absl::flat_hash_map<Block *, Location>> forwardRefBlocks_;
  absl::flat_hash_map<detail::ValueImpl *, Location> forwardRefPlaceholders_;
  /// Holds the placeholder ops (unregistered-style casts with no operands).
  std::unique_ptr<Block> placeholderBlock_;
  /// Detached IR from failed constructs, freed by the destructor.
  std::vector<std::unique_ptr<Region>> detachedRegions_;
  std::vector<Block *> detachedBlocks_;
  OpBuilder opBuilder_;
  /// One OperationState per nesting level of custom ops being parsed, reset
  /// for each op: its lists keep their capacity, so filling them for the
  /// next op of the same level allocates nothing.
  std::vector<std::unique_ptr<OperationState>> customOpStates_;
  unsigned customOpDepth_ = 0;
  Operation *topLevelOp_;
  bool failed_ = false;
};

/// Reinterprets the low bits of `bits` as a float of `kind`.
double floatFromBits(uint64_t bits, FloatKind kind);
/// Rounds `v` to the precision of `kind` (round to nearest even).
double roundToFloatKind(double v, FloatKind kind);

/// Parses a whole file (or byte range) into a module; null after diagnostics.
Operation *parseTopLevel(ParserState &state);

}  // namespace tbuf::parser_detail

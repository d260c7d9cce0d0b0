// Internal to the parser library (ir/parser*.cc): the shared parser state, the
// token-level `Parser` base (types, attributes, affine maps, locations) and
// the `OperationParser` (ops, regions, blocks, SSA names) that the custom
// assembly parser (parser_asm.cc) drives. Mirrors the structure of MLIR's
// lib/AsmParser so that behaviour and diagnostics can be compared side by
// side. Not part of the public API: include "ir/parser/parser.h" instead.
#pragma once

#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "absl/container/inlined_vector.h"
#include "absl/functional/function_ref.h"
#include "ir/attributes.h"
#include "ir/integer_set.h"
#include "ir/builder.h"
#include "ir/context.h"
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
  /// Builtin types by their spelling (views into the buffer): the same text
  /// always denotes the same type when it contains no alias, so each
  /// spelling is parsed once (Parser::parseNonFunctionType).
  absl::flat_hash_map<std::string_view, Type> spelledTypes;
  /// Dictionaries of one attribute by (name, value): an op's attribute list
  /// is usually one inherent attribute (`value` of a constant) repeated
  /// across the module, and uniquing it anew sorts, keys and hashes it. The
  /// name is a view of the dictionary's own entry.
  absl::flat_hash_map<std::pair<std::string_view, const void *>, DictionaryAttr> singleAttrDictionaries;
  /// `{}`: most ops and arguments have no attributes, and uniquing an empty
  /// list each time is a hash-table lookup.
  DictionaryAttr emptyDictionary;
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
  Location getLocation(size_t offset) const;
  Location getTokenLocation() const { return getLocation(getTokenOffset()); }

  /// Advances to the next token (reporting a lexer error if it is one).
  void consumeToken();
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
  /// Consumes `kind` or emits a wrong-token error.
  ParseResult parseToken(TokenKind kind, std::string_view message);
  /// Returns a failing depth guard (with a diagnostic) when nesting is too deep.
  class DepthGuard {
   public:
    explicit DepthGuard(Parser &p);
    ~DepthGuard() { --p_.state.depth; }
    bool ok() const { return ok_; }
   private:
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
  Type parseSpelledType(std::string_view key, Type (Parser::*parseUncached)());
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
  ParseResult addDefinition(const UnresolvedOperand &use, Value value);
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
  std::optional<Location> getReferenceLoc(const std::string &name, unsigned number);

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
  /// Names of one isolated-from-above scope (MLIR's IsolatedSSANameScope):
  /// nested (non-isolated) regions share it and remove their names on exit.
  /// The names of the outermost region are not listed: they go with the
  /// whole scope.
  /// SSA names are short (`0`, `arg1`, `t2`): byte-wise FNV-1a with a final
  /// mix costs a fraction of the general string hash for them, and every
  /// definition and use of a value looks its name up.
  struct SSANameHash {
    size_t operator()(const std::string &name) const {
      uint64_t h = 14695981039346656037ull;
      for (char c : name) h = (h ^ static_cast<unsigned char>(c)) * 1099511628211ull;
      h ^= h >> 29;
      h *= 0xbf58476d1ce4e5b9ull;
      return static_cast<size_t>(h ^ (h >> 32));
    }
  };
  struct IsolatedSSANameScope {
    absl::flat_hash_map<std::string, ValueDefinitions, SSANameHash> values;
    std::vector<std::vector<std::string>> definitionsPerScope;
  };

  ValueDefinitions &getSSAValueEntry(const std::string &name) { return isolatedNameScopes_.back().values[name]; }
  Value createForwardRefPlaceholder(Location loc, Type type);
  bool isForwardRefPlaceholder(Value v) const { return forwardRefPlaceholders_.contains(v.getImpl()); }
  void keepDetached(Block *block) { detachedBlocks_.push_back(block); }

  std::vector<IsolatedSSANameScope> isolatedNameScopes_;
  /// Popped scopes, emptied, whose tables are reused by the next isolated
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

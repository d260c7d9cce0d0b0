// The custom-assembly interfaces ops use to parse and print themselves
// (MLIR's OpAsmParser / OpAsmPrinter). The concrete implementations live in
// parser.cc and printer.cc; op definitions only see these abstract classes.
// Parse methods return failure after emitting a located diagnostic;
// `parseOptionalX` returns failure without a diagnostic when X is absent.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ir/attributes.h"
#include "ir/diagnostics.h"
#include "ir/operation.h"

namespace tbuf {

class OpBuilder;
struct OperationState;

class OpAsmParser {
 public:
  virtual ~OpAsmParser() = default;

  enum class Delimiter { None, Paren, Square, LessGreater, Braces, OptionalParen, OptionalSquare,
                         OptionalLessGreater, OptionalBraces };

  /// A use of an SSA name not yet resolved to a Value: `%name` or `%name#3`.
  struct UnresolvedOperand {
    Location loc;
    std::string_view name;  ///< without '%' (a view of the parsed text)
    unsigned number = 0;
  };
  /// A region/block argument definition: `%name: type {attrs} loc(...)`.
  struct Argument {
    UnresolvedOperand ssaName;
    Type type;
    DictionaryAttr attrs;
  };

  virtual Context *getContext() = 0;
  virtual OpBuilder &getBuilder() = 0;
  virtual Location getCurrentLocation() = 0;
  /// Location of the op name being parsed.
  virtual Location getNameLoc() = 0;
  virtual InFlightDiagnostic emitError(Location loc, std::string_view message = {}) = 0;

  // ---- punctuation ----
  virtual ParseResult parseLParen() = 0;
  virtual ParseResult parseOptionalLParen() = 0;
  virtual ParseResult parseRParen() = 0;
  virtual ParseResult parseOptionalRParen() = 0;
  virtual ParseResult parseLSquare() = 0;
  virtual ParseResult parseOptionalLSquare() = 0;
  virtual ParseResult parseRSquare() = 0;
  virtual ParseResult parseOptionalRSquare() = 0;
  virtual ParseResult parseLBrace() = 0;
  virtual ParseResult parseOptionalLBrace() = 0;
  virtual ParseResult parseRBrace() = 0;
  virtual ParseResult parseOptionalRBrace() = 0;
  virtual ParseResult parseLess() = 0;
  virtual ParseResult parseOptionalLess() = 0;
  virtual ParseResult parseGreater() = 0;
  virtual ParseResult parseOptionalGreater() = 0;
  virtual ParseResult parseComma() = 0;
  virtual ParseResult parseOptionalComma() = 0;
  virtual ParseResult parseColon() = 0;
  virtual ParseResult parseOptionalColon() = 0;
  virtual ParseResult parseEqual() = 0;
  virtual ParseResult parseOptionalEqual() = 0;
  virtual ParseResult parseArrow() = 0;
  virtual ParseResult parseOptionalArrow() = 0;
  virtual ParseResult parseQuestion() = 0;
  virtual ParseResult parseOptionalQuestion() = 0;
  virtual ParseResult parseStar() = 0;
  virtual ParseResult parseOptionalStar() = 0;
  virtual ParseResult parseOptionalVerticalBar() = 0;
  virtual ParseResult parseOptionalPlus() = 0;
  virtual ParseResult parseOptionalMinus() = 0;
  /// Parses `x` in a dimension list like `4x?xf32`.
  virtual ParseResult parseXInDimensionList() = 0;

  // ---- keywords, identifiers, literals ----
  /// Parses the exact keyword `kw` (bare identifier).
  virtual ParseResult parseKeyword(std::string_view kw) = 0;
  virtual ParseResult parseOptionalKeyword(std::string_view kw) = 0;
  /// Parses any bare identifier into `*kw`.
  virtual ParseResult parseKeyword(std::string *kw) = 0;
  virtual ParseResult parseOptionalKeyword(std::string *kw) = 0;
  /// Parses one of `allowed` into `*kw`; absent => failure without diagnostic.
  virtual ParseResult parseOptionalKeyword(std::string *kw, ArrayRef<std::string_view> allowed) = 0;
  /// Keyword or string literal.
  virtual ParseResult parseKeywordOrString(std::string *result) = 0;
  virtual ParseResult parseString(std::string *result) = 0;
  virtual ParseResult parseOptionalString(std::string *result) = 0;
  /// Signed integer (a leading '-' allowed).
  virtual ParseResult parseInteger(int64_t &v) = 0;
  virtual ParseResult parseOptionalInteger(int64_t &v) = 0;
  virtual ParseResult parseFloat(double &v) = 0;
  /// `@name` into a StringAttr-valued `attrName` of `attrs` (or just `*name`).
  virtual ParseResult parseSymbolName(std::string *name) = 0;
  virtual ParseResult parseOptionalSymbolName(std::string *name) = 0;

  // ---- types and attributes ----
  virtual ParseResult parseType(Type &t) = 0;
  virtual ParseResult parseOptionalType(Type &t) = 0;
  virtual ParseResult parseColonType(Type &t) = 0;
  /// `: t1, t2` (at least one).
  virtual ParseResult parseColonTypeList(std::vector<Type> &ts) = 0;
  /// `t1, t2` (at least one).
  virtual ParseResult parseTypeList(std::vector<Type> &ts) = 0;
  /// `-> t` or `-> (t1, t2)` or `-> ()`.
  virtual ParseResult parseArrowTypeList(std::vector<Type> &ts) = 0;
  virtual ParseResult parseOptionalArrowTypeList(std::vector<Type> &ts) = 0;
  /// `(t1, t2)` possibly empty.
  virtual ParseResult parseParenTypeList(std::vector<Type> &ts) = 0;
  /// `(ins) -> outs`.
  virtual ParseResult parseFunctionType(FunctionType &ft) = 0;
  /// Shape part of a shaped type: `4x?x` (stops before the element type);
  /// with `allowDynamic` `?` gives kDynamic.
  virtual ParseResult parseDimensionList(std::vector<int64_t> &dims, bool allowDynamic = true) = 0;
  /// Any attribute; `type` gives the type of integer/float literals without
  /// an explicit `: type`.
  virtual ParseResult parseAttribute(Attribute &a, Type type = Type()) = 0;
  virtual ParseResult parseOptionalAttribute(Attribute &a, Type type = Type()) = 0;
  virtual ParseResult parseAffineMap(AffineMap &m) = 0;
  /// `{name = value, unit_attr}` if present; appended to `attrs`.
  virtual ParseResult parseOptionalAttrDict(NamedAttrList &attrs) = 0;
  /// `attributes {...}` if present.
  virtual ParseResult parseOptionalAttrDictWithKeyword(NamedAttrList &attrs) = 0;
  /// `<{...}>` (properties) if present.
  virtual ParseResult parseOptionalPropertiesDict(NamedAttrList &attrs) = 0;

  // ---- operands ----
  virtual ParseResult parseOperand(UnresolvedOperand &r) = 0;
  virtual ParseResult parseOptionalOperand(UnresolvedOperand &r) = 0;
  /// A comma-separated list, optionally delimited; `requiredCount` -1 = any.
  virtual ParseResult parseOperandList(std::vector<UnresolvedOperand> &r, Delimiter d = Delimiter::None,
                                       int requiredCount = -1) = 0;
  virtual ParseResult resolveOperand(const UnresolvedOperand &op, Type type, std::vector<Value> &out) = 0;
  virtual ParseResult resolveOperands(ArrayRef<UnresolvedOperand> ops, ArrayRef<Type> types,
                                      Location loc, std::vector<Value> &out) = 0;
  /// Resolves all operands to the same type.
  virtual ParseResult resolveOperands(ArrayRef<UnresolvedOperand> ops, Type type, std::vector<Value> &out) = 0;

  // ---- regions, arguments, successors ----
  /// `%name` (+ `: type` when allowType) defining a new region argument.
  virtual ParseResult parseArgument(Argument &a, bool allowType = false, bool allowAttrs = false) = 0;
  virtual ParseResult parseOptionalArgument(Argument &a, bool allowType = false, bool allowAttrs = false) = 0;
  virtual ParseResult parseArgumentList(std::vector<Argument> &args, Delimiter d = Delimiter::None,
                                        bool allowType = false, bool allowAttrs = false) = 0;
  /// `{ ... }`; `args` become the entry block's arguments (types required).
  /// An empty region `{}` is allowed and stays empty.
  virtual ParseResult parseRegion(Region &region, ArrayRef<Argument> args = {},
                                  bool enableNameShadowing = false) = 0;
  virtual ParseResult parseOptionalRegion(Region &region, ArrayRef<Argument> args = {},
                                          bool enableNameShadowing = false) = 0;
  /// `^bb1`.
  virtual ParseResult parseSuccessor(Block *&dest) = 0;
  virtual ParseResult parseOptionalSuccessor(Block *&dest) = 0;
  /// `^bb1(%a, %b : i32, f32)` or `^bb1`.
  virtual ParseResult parseSuccessorAndUseList(Block *&dest, std::vector<Value> &operands) = 0;
};

class OpAsmPrinter {
 public:
  virtual ~OpAsmPrinter() = default;

  virtual OpAsmPrinter &operator<<(std::string_view s) = 0;
  OpAsmPrinter &operator<<(const char *s) { return *this << std::string_view(s); }
  OpAsmPrinter &operator<<(const std::string &s) { return *this << std::string_view(s); }
  OpAsmPrinter &operator<<(char c) { return *this << std::string_view(&c, 1); }
  virtual OpAsmPrinter &operator<<(int64_t v) = 0;
  OpAsmPrinter &operator<<(int v) { return *this << static_cast<int64_t>(v); }
  OpAsmPrinter &operator<<(unsigned v) { return *this << static_cast<int64_t>(v); }
  OpAsmPrinter &operator<<(size_t v) { return *this << static_cast<int64_t>(v); }
  OpAsmPrinter &operator<<(Value v) { printOperand(v); return *this; }
  OpAsmPrinter &operator<<(Type t) { printType(t); return *this; }
  OpAsmPrinter &operator<<(Attribute a) { printAttribute(a); return *this; }
  OpAsmPrinter &operator<<(Block *b) { printSuccessor(b); return *this; }

  /// `%name` of a value (or `%name#i` for one result of a multi-result op).
  virtual void printOperand(Value v) = 0;
  /// Comma-separated operands.
  virtual void printOperands(ArrayRef<Value> vs) = 0;
  /// Same text as printOperands(r.vec()), without building the vector.
  void printOperands(const OperandRange &r) {
    for (size_t i = 0, e = r.size(); i < e; ++i) {
      if (i) *this << ", ";
      printOperand(r[i]);
    }
  }
  virtual void printType(Type t) = 0;
  virtual void printAttribute(Attribute a) = 0;
  /// Integer/float attribute without its `: type` suffix.
  virtual void printAttributeWithoutType(Attribute a) = 0;
  virtual void printAffineMap(AffineMap m) = 0;
  /// ` {a = 1, b}` skipping `elided` names; prints nothing if none remain.
  virtual void printOptionalAttrDict(ArrayRef<NamedAttribute> attrs, ArrayRef<std::string_view> elided = {}) = 0;
  /// ` attributes {a = 1}` variant.
  virtual void printOptionalAttrDictWithKeyword(ArrayRef<NamedAttribute> attrs,
                                                ArrayRef<std::string_view> elided = {}) = 0;
  /// `@name` (quoted if needed).
  virtual void printSymbolName(std::string_view name) = 0;
  /// Escaped string literal with quotes.
  virtual void printString(std::string_view s) = 0;
  /// Prints `%arg: type` for a region argument definition (with attrs if given).
  virtual void printRegionArgument(Value arg, ArrayRef<NamedAttribute> argAttrs = {},
                                   bool omitType = false) = 0;
  /// Prints `{` region `}`. The entry block header is printed only if
  /// `printEntryBlockArgs` and it has arguments; the terminator is omitted
  /// when `!printBlockTerminators` and it has no operands.
  virtual void printRegion(Region &region, bool printEntryBlockArgs = true, bool printBlockTerminators = true,
                           bool printEmptyBlock = false) = 0;
  virtual void printSuccessor(Block *b) = 0;
  /// `^bb1(%a, %b : i32, f32)`.
  virtual void printSuccessorAndUseList(Block *b, ArrayRef<Value> operands) = 0;
  /// `(t1, t2) -> t3` from the op's operand and result types.
  virtual void printFunctionalType(Operation *op) = 0;
  /// `-> t` / `-> (t1, t2)`; prints nothing for no types.
  virtual void printOptionalArrowTypeList(ArrayRef<Type> types) = 0;
  /// `t` or `(t1, t2)`.
  virtual void printArrowTypeList(ArrayRef<Type> types) = 0;
  /// Newline plus current indentation.
  virtual void printNewline() = 0;
  virtual void increaseIndent() = 0;
  virtual void decreaseIndent() = 0;
  /// Makes the next region print use these names for its entry arguments
  /// (MLIR's shadowRegionArgs).
  virtual void shadowRegionArgs(Region &region, ArrayRef<Value> namesToUse) = 0;
};

}  // namespace tbuf

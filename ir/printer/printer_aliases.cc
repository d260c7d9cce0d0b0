// Attribute/type/location aliases (`#map1 = affine_map<...>`, `#loc = loc(...)`,
// `!tuple = tuple<...>`), chosen as MLIR's AliasInitializer does: a dry run of
// the printer (custom print hooks included, through an OpAsmPrinter that
// prints nothing) visits exactly what would be printed; affine maps, locations
// and tuples of more than 16 types get aliases; aliases are ordered by nesting
// depth, types before attributes, then by name, then by first use, and
// numbered per name. Locations used only by ops may be deferred: they are
// printed after the top-level op. Without locations the dry run only happens
// when a first printing without aliases met something aliasable (see
// printTopLevel in printer.cc).
#include <algorithm>
#include <optional>

#include "absl/strings/str_cat.h"
#include "ir/integer_set.h"
#include "ir/op_asm.h"
#include "ir/op_definition.h"
#include "ir/printer/printer_impl.h"

namespace tbuf::printer {
namespace {

/// MLIR's InProgressAliasInfo.
struct VisitedSymbol {
  AliasKey key;
  std::optional<std::string> alias;
  unsigned depth = 0;
  bool isType = false;
  bool canBeDeferred = false;
  std::vector<size_t> children;
};

class AliasInitializer {
 public:
  /// Returns {alias depth, index} of the visited symbol.
  std::pair<unsigned, size_t> visit(Attribute attr, bool canBeDeferred = false, bool elideType = false) {
    return visitImpl(AliasKey::of(attr), canBeDeferred, [&](Children &c) { visitChildren(attr, elideType, c); });
  }
  std::pair<unsigned, size_t> visit(Type type, bool canBeDeferred = false) {
    return visitImpl(AliasKey::of(type), canBeDeferred, [&](Children &c) { visitChildren(type, c); });
  }
  std::pair<unsigned, size_t> visit(Location loc, bool canBeDeferred) {
    return visitImpl(AliasKey::of(loc), canBeDeferred, [](Children &) {});
  }

  std::vector<VisitedSymbol> symbols;

 private:
  /// Collects the depth and indices of nested symbols of one visited symbol.
  struct Children {
    AliasInitializer &init;
    bool canBeDeferred;
    std::vector<size_t> indices;
    unsigned maxDepth = 0;
    void record(std::pair<unsigned, size_t> r) {
      indices.push_back(r.second);
      maxDepth = std::max(maxDepth, r.first);
    }
    void type(Type t) {
      if (t) record(init.visit(t, canBeDeferred));
    }
    void attr(Attribute a) {
      if (a) record(init.visit(a, canBeDeferred));
    }
  };

  template <typename Fn> std::pair<unsigned, size_t> visitImpl(const AliasKey &key, bool canBeDeferred, Fn &&children) {
    // Types, visited the most, are keyed by their storage alone (a cheaper
    // hash than the whole AliasKey).
    size_t idx;
    bool inserted;
    if (key.kind == AliasKey::TypeKey) {
      auto [it, isNew] = typeIndex_.try_emplace(key.ptr, symbols.size());
      idx = it->second;
      inserted = isNew;
    } else {
      auto [it, isNew] = index_.try_emplace(key, symbols.size());
      idx = it->second;
      inserted = isNew;
    }
    if (!inserted) {
      if (!canBeDeferred) markNonDeferrable(idx);
      return {symbols[idx].depth, idx};
    }
    symbols.push_back(VisitedSymbol{key, std::nullopt, 0, false, false, {}});
    if (std::optional<std::string> name = aliasNameFor(key)) {
      VisitedSymbol &s = symbols[idx];
      s.alias = sanitizeIdentifier(*name, "$_-", /*allowTrailingDigit=*/false);
      s.depth = 1;
      s.isType = key.kind == AliasKey::TypeKey;
      s.canBeDeferred = canBeDeferred;
    }
    Children c{*this, canBeDeferred, {}, 0};
    children(c);
    VisitedSymbol &s = symbols[idx];  // `symbols` may have grown
    s.children = std::move(c.indices);
    if (c.maxDepth) s.depth = c.maxDepth + 1;
    return {s.depth, idx};
  }

  void markNonDeferrable(size_t idx) {
    if (!symbols[idx].canBeDeferred) return;
    symbols[idx].canBeDeferred = false;
    for (size_t child : symbols[idx].children) markNonDeferrable(child);
  }

  /// The builtin dialect's OpAsmDialectInterface::getAlias.
  static std::optional<std::string> aliasNameFor(const AliasKey &key) {
    switch (key.kind) {
      case AliasKey::LocKey: return "loc";
      case AliasKey::AttrKey: {
        Attribute a(static_cast<const AttributeStorage *>(key.ptr));
        if (a.isa<AffineMapAttr>()) return "map";
        if (a.isa<IntegerSetAttr>()) return "set";
        return std::nullopt;
      }
      case AliasKey::TypeKey: {
        Type t(static_cast<const TypeStorage *>(key.ptr));
        if (auto tuple = t.dyn_cast<TupleType>(); tuple && tuple.getTypes().size() > 16) return "tuple";
        return std::nullopt;
      }
    }
    return std::nullopt;
  }

  /// DummyAliasDialectAsmPrinter::printAndVisitNestedAliasesImpl(Attribute).
  static void visitChildren(Attribute attr, bool elideType, Children &c) {
    switch (attr.getKind()) {
      case AttrKind::AffineMap:
      case AttrKind::IntegerSet:
      case AttrKind::DenseArray:
      case AttrKind::Float:
      case AttrKind::Integer:
      case AttrKind::Unit: return;
      case AttrKind::Dictionary:
        for (const NamedAttribute &e : attr.cast<DictionaryAttr>().getValue()) c.attr(e.value);
        break;
      case AttrKind::Array:
        for (Attribute e : attr.cast<ArrayAttr>().getValue()) c.attr(e);
        break;
      case AttrKind::Type: c.type(attr.cast<TypeAttr>().getValue()); break;
      default: break;
    }
    if (elideType) return;
    Type typed;
    if (auto s = attr.dyn_cast<StringAttr>()) typed = s.getType();
    if (auto d = attr.dyn_cast<DenseElementsAttr>()) typed = d.getType();
    if (typed && !typed.isa<NoneType>()) c.type(typed);
  }

  /// DummyAliasDialectAsmPrinter::printAndVisitNestedAliasesImpl(Type).
  static void visitChildren(Type type, Children &c) {
    switch (type.getKind()) {
      case TypeKind::MemRef: {
        auto m = type.cast<MemRefType>();
        c.type(m.getElementType());
        Attribute layout = m.getLayout();
        if (layout && !(layout.isa<AffineMapAttr>() && layout.cast<AffineMapAttr>().getValue().isIdentity()))
          c.attr(layout);
        c.attr(m.getMemorySpace());
        return;
      }
      case TypeKind::RankedTensor: {
        auto t = type.cast<RankedTensorType>();
        c.type(t.getElementType());
        c.attr(t.getEncoding());
        return;
      }
      case TypeKind::Vector: c.type(type.cast<VectorType>().getElementType()); return;
      case TypeKind::UnrankedTensor: c.type(type.cast<UnrankedTensorType>().getElementType()); return;
      case TypeKind::UnrankedMemRef: {
        auto m = type.cast<UnrankedMemRefType>();
        c.type(m.getElementType());
        c.attr(m.getMemorySpace());
        return;
      }
      case TypeKind::Function: {
        auto f = type.cast<FunctionType>();
        for (Type t : f.getInputs()) c.type(t);
        for (Type t : f.getResults()) c.type(t);
        return;
      }
      case TypeKind::Tuple:
        for (Type t : type.cast<TupleType>().getTypes()) c.type(t);
        return;
      default: return;
    }
  }

  absl::flat_hash_map<AliasKey, size_t> index_;
  absl::flat_hash_map<const void *, size_t> typeIndex_;
};

/// MLIR's DummyAliasOperationPrinter: runs the print hooks, prints nothing,
/// visits every type, attribute and location that would be printed.
class DummyOpPrinter : public OpAsmPrinter {
 public:
  DummyOpPrinter(const PrintingFlags &flags, AliasInitializer &init) : flags_(flags), init_(init) {}

  void printCustomOrGenericOp(Operation *op) {
    if (flags_.printLocations) init_.visit(op->getLoc(), /*canBeDeferred=*/true);
    const OpDefinition *def = op->getDef();
    if (!flags_.printGenericOpForm && def && def->print) {
      def->print(*this, op);
      return;
    }
    printGenericOp(op);
  }

  OpAsmPrinter &operator<<(std::string_view) override { return *this; }
  OpAsmPrinter &operator<<(int64_t) override { return *this; }
  void printOperand(Value) override {}
  void printOperands(ArrayRef<Value>) override {}
  void printType(Type t) override { init_.visit(t); }
  void printAttribute(Attribute a) override { init_.visit(a); }
  void printAttributeWithoutType(Attribute a) override { init_.visit(a); }
  void printAffineMap(AffineMap) override {}
  void printOptionalAttrDict(ArrayRef<NamedAttribute> attrs, ArrayRef<std::string_view> elided) override {
    for (const NamedAttribute &a : attrs)
      if (std::find(elided.begin(), elided.end(), a.name) == elided.end()) init_.visit(a.value);
  }
  void printOptionalAttrDictWithKeyword(ArrayRef<NamedAttribute> attrs, ArrayRef<std::string_view> elided) override {
    printOptionalAttrDict(attrs, elided);
  }
  void printSymbolName(std::string_view) override {}
  void printString(std::string_view) override {}
  void printRegionArgument(Value arg, ArrayRef<NamedAttribute>, bool) override {
    init_.visit(arg.getType());
    if (flags_.printLocations) init_.visit(arg.getLoc(), /*canBeDeferred=*/false);
  }
  void printRegion(Region &region, bool printEntryBlockArgs, bool printBlockTerminators, bool) override {
    if (region.empty() || flags_.skipRegions) return;
    printBlock(&region.front(), printEntryBlockArgs, printBlockTerminators);
    for (Block *b = region.front().getNextNode(); b; b = b->getNextNode()) printBlock(b, true, true);
  }
  void printSuccessor(Block *) override {}
  void printSuccessorAndUseList(Block *, ArrayRef<Value>) override {}
  void printFunctionalType(Operation *op) override {
    for (Type t : op->getOperandTypes()) init_.visit(t);
    for (Type t : op->getResultTypes()) init_.visit(t);
  }
  void printOptionalArrowTypeList(ArrayRef<Type> types) override {
    for (Type t : types) init_.visit(t);
  }
  void printArrowTypeList(ArrayRef<Type> types) override {
    for (Type t : types) init_.visit(t);
  }
  void printNewline() override {}
  void increaseIndent() override {}
  void decreaseIndent() override {}
  void shadowRegionArgs(Region &, ArrayRef<Value>) override {}

 private:
  void printGenericOp(Operation *op) {
    if (!flags_.skipRegions)
      for (Region &r : op->getRegions()) printRegion(r, true, true, false);
    for (Type t : op->getOperandTypes()) init_.visit(t);
    for (Type t : op->getResultTypes()) init_.visit(t);
    for (const NamedAttribute &a : op->getAttrs()) init_.visit(a.value);
  }

  void printBlock(Block *block, bool printBlockArgs, bool printBlockTerminator) {
    if (printBlockArgs) {
      for (unsigned i = 0; i < block->getNumArguments(); ++i) {
        Value arg = block->getArgument(i);
        init_.visit(arg.getType());
        if (flags_.printLocations) init_.visit(arg.getLoc(), /*canBeDeferred=*/false);
      }
    }
    bool hasTerminator = !block->empty() && block->back().hasTrait(OpTrait::Terminator);
    Operation *end = (!hasTerminator || printBlockTerminator) ? nullptr : &block->back();
    for (Operation *op = block->empty() ? nullptr : &block->front(); op != end; op = op->getNextNode())
      printCustomOrGenericOp(op);
  }

  const PrintingFlags &flags_;
  AliasInitializer &init_;
};

}  // namespace

void AliasState::initialize(Operation *op, const PrintingFlags &flags) {
  AliasInitializer init;
  DummyOpPrinter(flags, init).printCustomOrGenericOp(op);

  std::vector<VisitedSymbol> &symbols = init.symbols;
  std::stable_sort(symbols.begin(), symbols.end(), [](const VisitedSymbol &l, const VisitedSymbol &r) {
    if (l.depth != r.depth) return l.depth < r.depth;
    if (l.isType != r.isType) return l.isType;
    return l.alias < r.alias;
  });
  absl::flat_hash_map<std::string, unsigned> nameCounts;
  for (const VisitedSymbol &s : symbols) {
    if (!s.alias) continue;
    unsigned suffix = nameCounts[*s.alias]++;
    std::string name = absl::StrCat(s.isType ? "!" : "#", *s.alias);
    if (suffix) absl::StrAppend(&name, suffix);
    index_.emplace(s.key, aliases_.size());
    aliases_.push_back(Alias{s.key, std::move(name), s.canBeDeferred});
  }
}

const std::string *AliasState::lookupImpl(const AliasKey &key) const {
  auto it = index_.find(key);
  return it == index_.end() ? nullptr : &aliases_[it->second].name;
}

}  // namespace tbuf::printer

// Operation, region and block printing (MLIR's OperationPrinter) and the
// OpAsmPrinter that custom print hooks write through. Layout rules, all from
// mlir-opt: two-space indentation per region; a region prints `{`, its blocks
// and `}` at the op's indentation; the entry block's label is printed only if
// it has arguments to show (or, in the generic form, if it is empty); other
// blocks always get `^bbN(args):` plus a `// pred:` comment; an op's name
// loses its parent's default dialect prefix (`return` in `func.func`).
#include <algorithm>
#include <cassert>
#include <functional>
#include <ostream>

#include "absl/strings/str_cat.h"
#include "ir/context.h"
#include "ir/op_asm.h"
#include "ir/op_definition.h"
#include "ir/printer/printer_impl.h"

namespace tbuf {
namespace printer {
namespace {

constexpr unsigned kIndentWidth = 2;
/// Pending text written out by a streaming print once it reaches this size.
constexpr size_t kDrainThreshold = size_t{1} << 16;
/// Speculatively printed text held back up to this size before the printer
/// asks whether it can be written out after all (see allowCommit).
constexpr size_t kHeldLimit = size_t{1} << 20;

/// Writes speculatively printed text, held in chunks, to `sink`.
void writeHeld(const std::vector<std::string> &held, std::ostream &sink) {
  for (const std::string &chunk : held) sink.write(chunk.data(), static_cast<std::streamsize>(chunk.size()));
}

/// The op values are numbered from (MLIR's findParent).
Operation *findParent(Operation *op, bool useLocalScope) {
  while (true) {
    if (useLocalScope && op->hasTrait(OpTrait::IsolatedFromAbove)) return op;
    Operation *parent = op->getParentOp();
    if (!parent) return op;
    op = parent;
  }
}

class OperationPrinter : public OpAsmPrinter {
 public:
  OperationPrinter(std::string &os, const PrintingFlags &flags, SSANameState &names, const AliasState *aliases)
      : os_(os), flags_(flags), names_(names), at_(os, flags, aliases) {}

  /// See AttrTypePrinter::enableTypeCache.
  void enableTypeCache() { at_.enableTypeCache(); }

  /// Text is only ever appended to the buffer, so whatever is pending after
  /// a whole op can go to `sink` (see printOperation to a stream).
  void setSink(std::ostream *sink) { sink_ = sink; }
  /// Speculative printing without aliases: `*seen` is set when something
  /// that would get an alias is printed, and printing stops soon after.
  /// Text drained meanwhile goes to `held` instead of the sink.
  void detectAliasable(bool *seen, std::vector<std::string> *held) {
    aliasableSeen_ = seen;
    at_.aliasableSeen = seen;
    held_ = held;
  }
  /// Speculative printing need not hold a large module's whole text: once
  /// kHeldLimit bytes are held, `isFinal` is asked (once) whether the text
  /// can no longer be dropped whatever is printed next; if so the held text
  /// goes to `sink` and the rest streams there as without speculation.
  void allowCommit(std::ostream *sink, std::function<bool()> isFinal) {
    commitSink_ = sink;
    isFinal_ = std::move(isFinal);
  }
  /// Whether allowCommit's sink took over.
  bool committed() const { return committed_; }
  /// Writes the pending text to the sink (if any) and empties the buffer.
  void drain() {
    if (held_ && !os_.empty()) {
      // Speculative printing: keep the text, in chunks (no copying of
      // everything printed so far as one string grows).
      heldBytes_ += os_.size();
      held_->push_back(std::move(os_));
      os_.clear();
      if (commitSink_ && heldBytes_ >= kHeldLimit) commitIfFinal();
      os_.reserve(kDrainThreshold + kDrainThreshold / 4);
      return;
    }
    if (!sink_ || os_.empty()) return;
    sink_->write(os_.data(), static_cast<std::streamsize>(os_.size()));
    os_.clear();
  }

  /// Aliases, the op, a newline, then deferred aliases.
  void printTopLevelOperation(Operation *op, const AliasState &aliases) {
    printAliases(aliases, /*deferred=*/false);
    printFullOpWithIndentAndLoc(op);
    os_.push_back('\n');
    printAliases(aliases, /*deferred=*/true);
  }

  void printFullOpWithIndentAndLoc(Operation *op) {
    indent();
    printFullOp(op);
    at_.printTrailingLocation(op->getLoc());
  }

  // ---- OpAsmPrinter --------------------------------------------------------

  OpAsmPrinter &operator<<(std::string_view s) override {
    os_ += s;
    return *this;
  }
  OpAsmPrinter &operator<<(int64_t v) override {
    absl::StrAppend(&os_, v);
    return *this;
  }
  using OpAsmPrinter::operator<<;

  void printOperand(Value v) override { names_.printValueID(v, /*printResultNo=*/true, os_); }
  void printOperands(ArrayRef<Value> vs) override {
    for (size_t i = 0; i < vs.size(); ++i) {
      if (i) os_ += ", ";
      printOperand(vs[i]);
    }
  }
  void printType(Type t) override { at_.printType(t); }
  void printAttribute(Attribute a) override { at_.printAttribute(a); }
  void printAttributeWithoutType(Attribute a) override { at_.printAttribute(a, AttrTypePrinter::Elision::Must); }
  void printAffineMap(AffineMap m) override { at_.printAffineMap(m); }
  void printOptionalAttrDict(ArrayRef<NamedAttribute> attrs, ArrayRef<std::string_view> elided) override {
    at_.printOptionalAttrDict(attrs, elided, /*withKeyword=*/false);
  }
  void printOptionalAttrDictWithKeyword(ArrayRef<NamedAttribute> attrs, ArrayRef<std::string_view> elided) override {
    at_.printOptionalAttrDict(attrs, elided, /*withKeyword=*/true);
  }
  void printSymbolName(std::string_view name) override { appendSymbolReference(name, os_); }
  void printString(std::string_view s) override { appendQuoted(s, os_); }

  void printRegionArgument(Value arg, ArrayRef<NamedAttribute> argAttrs, bool omitType) override {
    printOperand(arg);
    if (!omitType) {
      os_ += ": ";
      printType(arg.getType());
    }
    at_.printOptionalAttrDict(argAttrs, {}, /*withKeyword=*/false);
    at_.printTrailingLocation(arg.getLoc(), /*allowAlias=*/false);
  }

  void printRegion(Region &region, bool printEntryBlockArgs, bool printBlockTerminators,
                   bool printEmptyBlock) override {
    if (flags_.skipRegions) {
      os_ += "{...}";
      return;
    }
    os_ += "{\n";
    if (!region.empty()) {
      const OpDefinition *parentDef = region.getParentOp() ? region.getParentOp()->getDef() : nullptr;
      defaultDialectStack_.push_back(parentDef ? std::string_view(parentDef->defaultDialect) : std::string_view());
      Block *entry = &region.front();
      bool alwaysPrintHeader =
          (printEmptyBlock && entry->empty()) || (printEntryBlockArgs && entry->getNumArguments() != 0);
      printBlock(entry, alwaysPrintHeader, printBlockTerminators);
      for (Block *b = entry->getNextNode(); b; b = b->getNextNode()) printBlock(b, true, true);
      defaultDialectStack_.pop_back();
    }
    indent();
    os_.push_back('}');
  }

  void printSuccessor(Block *b) override { os_ += names_.getBlockInfo(b).name; }

  void printSuccessorAndUseList(Block *b, ArrayRef<Value> operands) override {
    printSuccessor(b);
    if (operands.empty()) return;
    os_.push_back('(');
    printOperands(operands);
    os_ += " : ";
    for (size_t i = 0; i < operands.size(); ++i) {
      if (i) os_ += ", ";
      printType(operands[i].getType());
    }
    os_.push_back(')');
  }

  void printFunctionalType(Operation *op) override {
    os_.push_back('(');
    for (unsigned i = 0; i < op->getNumOperands(); ++i) {
      if (i) os_ += ", ";
      Value v = op->getOperand(i);
      printType(v ? v.getType() : Type());
    }
    os_ += ") -> ";
    bool wrapped = op->getNumResults() != 1 || op->getResult(0).getType().isa<FunctionType>();
    if (wrapped) os_.push_back('(');
    for (unsigned i = 0; i < op->getNumResults(); ++i) {
      if (i) os_ += ", ";
      printType(op->getResult(i).getType());
    }
    if (wrapped) os_.push_back(')');
  }

  void printOptionalArrowTypeList(ArrayRef<Type> types) override {
    if (types.empty()) return;
    os_ += " -> ";
    printArrowTypeList(types);
  }

  void printArrowTypeList(ArrayRef<Type> types) override {
    bool wrapped = types.size() != 1 || types[0].isa<FunctionType>();
    if (wrapped) os_.push_back('(');
    for (size_t i = 0; i < types.size(); ++i) {
      if (i) os_ += ", ";
      printType(types[i]);
    }
    if (wrapped) os_.push_back(')');
  }

  void printNewline() override {
    os_.push_back('\n');
    indent();
  }
  void increaseIndent() override { currentIndent_ += kIndentWidth; }
  void decreaseIndent() override { currentIndent_ -= kIndentWidth; }
  void shadowRegionArgs(Region &region, ArrayRef<Value> namesToUse) override {
    names_.shadowRegionArgs(region, namesToUse);
  }

 private:
  void indent() { os_.append(currentIndent_, ' '); }

  void printAliases(const AliasState &aliases, bool deferred) {
    for (const AliasState::Alias &alias : aliases.getAliases()) {
      if (alias.deferrable != deferred) continue;
      os_ += alias.name;
      os_ += " = ";
      const AliasKey &key = alias.key;
      switch (key.kind) {
        case AliasKey::TypeKey: at_.printTypeImpl(Type(static_cast<const TypeStorage *>(key.ptr))); break;
        case AliasKey::AttrKey: at_.printAttributeImpl(Attribute(static_cast<const AttributeStorage *>(key.ptr))); break;
        case AliasKey::LocKey:
          at_.printLocation(Location{static_cast<const SourceBuffer *>(key.ptr), key.line, key.col},
                            /*allowAlias=*/false);
          break;
      }
      os_.push_back('\n');
    }
  }

  /// `%a, %b:2 = ` then the op.
  void printFullOp(Operation *op) {
    if (unsigned numResults = op->getNumResults()) {
      auto printResultGroup = [&](unsigned resultNo, unsigned count) {
        names_.printValueID(op->getResult(resultNo), /*printResultNo=*/false, os_);
        if (count > 1) absl::StrAppend(&os_, ":", count);
      };
      ArrayRef<int> groups = names_.getOpResultGroups(op);
      if (groups.empty()) {
        printResultGroup(0, numResults);
      } else {
        for (size_t i = 0; i + 1 < groups.size(); ++i) {
          printResultGroup(groups[i], groups[i + 1] - groups[i]);
          os_ += ", ";
        }
        printResultGroup(groups.back(), numResults - groups.back());
      }
      os_ += " = ";
    }
    printCustomOrGenericOp(op);
  }

  void printCustomOrGenericOp(Operation *op) {
    const OpDefinition *def = op->getDef();
    if (!flags_.printGenericOpForm && def && def->registered && def->print) {
      std::string_view name = op->getName();
      std::string_view dialect = defaultDialectStack_.back();
      // The first character rejects most ops of other dialects cheaply.
      if (!dialect.empty() && name.size() > dialect.size() && name[0] == dialect[0] &&
          name.substr(0, dialect.size()) == dialect &&
          name[dialect.size()] == '.' && std::count(name.begin(), name.end(), '.') == 1)
        name.remove_prefix(dialect.size() + 1);
      os_ += name;
      def->print(*this, op);
      return;
    }
    printGenericOp(op);
  }

  void printGenericOp(Operation *op) {
    appendQuoted(op->getName(), os_);
    os_.push_back('(');
    printOperands(op->getOperands().vec());
    os_.push_back(')');
    if (unsigned n = op->getNumSuccessors()) {
      os_.push_back('[');
      for (unsigned i = 0; i < n; ++i) {
        if (i) os_ += ", ";
        printSuccessor(op->getSuccessor(i));
      }
      os_.push_back(']');
    }
    // Inherent attributes are MLIR's properties: ` <{...}>`, the rest ` {...}`.
    const OpDefinition *def = op->getDef();
    std::vector<NamedAttribute> inherent, discardable;
    for (const NamedAttribute &a : op->getAttrs()) {
      bool isInherent =
          def && std::find(def->inherentAttrs.begin(), def->inherentAttrs.end(), a.name) != def->inherentAttrs.end();
      (isInherent ? inherent : discardable).push_back(a);
    }
    if (!inherent.empty()) {
      os_ += " <{";
      for (size_t i = 0; i < inherent.size(); ++i) {
        if (i) os_ += ", ";
        at_.printNamedAttribute(inherent[i]);
      }
      os_ += "}>";
    }
    if (unsigned n = op->getNumRegions()) {
      os_ += " (";
      for (unsigned i = 0; i < n; ++i) {
        if (i) os_ += ", ";
        printRegion(op->getRegion(i), /*printEntryBlockArgs=*/true, /*printBlockTerminators=*/true,
                    /*printEmptyBlock=*/true);
      }
      os_.push_back(')');
    }
    at_.printOptionalAttrDict(discardable, {}, /*withKeyword=*/false);
    os_ += " : ";
    printFunctionalType(op);
  }

  void printBlock(Block *block, bool printBlockArgs, bool printBlockTerminator) {
    if (printBlockArgs) {
      indent();
      printSuccessor(block);
      if (unsigned n = block->getNumArguments()) {
        os_.push_back('(');
        for (unsigned i = 0; i < n; ++i) {
          if (i) os_ += ", ";
          Value arg = block->getArgument(i);
          printOperand(arg);
          os_ += ": ";
          printType(arg.getType());
          at_.printTrailingLocation(arg.getLoc(), /*allowAlias=*/false);
        }
        os_.push_back(')');
      }
      os_.push_back(':');
      printPredecessorComment(block);
      os_.push_back('\n');
    }
    currentIndent_ += kIndentWidth;
    bool hasTerminator = !block->empty() && block->back().hasTrait(OpTrait::Terminator);
    Operation *end = (!hasTerminator || printBlockTerminator) ? nullptr : &block->back();
    const bool mayDefer = block == names_.getDeferredBlock();
    for (Operation *op = block->empty() ? nullptr : &block->front(); op != end; op = op->getNextNode()) {
      const bool deferred = mayDefer && names_.numberDeferred(op);
      printFullOpWithIndentAndLoc(op);
      if (deferred) names_.forgetDeferred(op);
      os_.push_back('\n');
      if ((sink_ || held_) && os_.size() >= kDrainThreshold) drain();
      // The text is dropped (see printTopLevel).
      if (aliasableSeen_ && (*aliasableSeen_ || (mayDefer && names_.assumptionFailed()))) break;
    }
    currentIndent_ -= kIndentWidth;
  }

  void printPredecessorComment(Block *block) {
    if (!block->getParent()) {
      os_ += "  // block is not in a region!";
      return;
    }
    if (block->hasNoPredecessors()) {
      if (!block->isEntryBlock()) os_ += "  // no predecessors";
      return;
    }
    std::vector<Block *> preds = block->getPredecessors();
    if (preds.size() == 1) {
      os_ += "  // pred: ";
      printSuccessor(preds.front());
      return;
    }
    std::vector<const SSANameState::BlockInfo *> infos;
    for (Block *p : preds) infos.push_back(&names_.getBlockInfo(p));
    std::stable_sort(infos.begin(), infos.end(), [](const auto *l, const auto *r) { return l->ordering < r->ordering; });
    absl::StrAppend(&os_, "  // ", infos.size(), " preds: ");
    for (size_t i = 0; i < infos.size(); ++i) {
      if (i) os_ += ", ";
      os_ += infos[i]->name;
    }
  }

  void commitIfFinal() {
    std::ostream *sink = commitSink_;
    commitSink_ = nullptr;
    if (!isFinal_()) return;
    writeHeld(*held_, *sink);
    held_->clear();
    held_ = nullptr;
    sink_ = sink;
    committed_ = true;
  }

  std::string &os_;
  std::ostream *sink_ = nullptr;
  bool *aliasableSeen_ = nullptr;
  std::vector<std::string> *held_ = nullptr;
  size_t heldBytes_ = 0;
  std::ostream *commitSink_ = nullptr;
  std::function<bool()> isFinal_;
  bool committed_ = false;
  const PrintingFlags &flags_;
  SSANameState &names_;
  AttrTypePrinter at_;
  /// Default dialect of the enclosing op (`builtin` at the top, so a
  /// top-level `builtin.module` prints as `module`).
  std::vector<std::string_view> defaultDialectStack_{"builtin"};
  unsigned currentIndent_ = 0;
};

}  // namespace
}  // namespace printer

namespace printer {
namespace {

/// A top-level op (not in a block, not local scope) with its aliases, its
/// functions numbered one at a time (SSANameState's deferral: the tree is
/// printed in order); the text goes to `out`, drained into `sink` as it
/// grows when there is one.
void printTopLevel(Operation *op, std::string &out, const PrintingFlags &flags, std::ostream *sink) {
  // Most modules print no alias at all, and finding the aliases takes a dry
  // run of the whole printing. So the op is first printed without aliases,
  // held back from the sink; only if something that would get an alias gets
  // printed is that text dropped and the op printed again after the dry run.
  // Locations always get aliases, so with locations the dry run comes first.
  if (!flags.printLocations) {
    // Chunks are only held when streaming (`out` starts empty then).
    const size_t start = out.size();
    bool aliasableSeen = false, namesFinal = true;
    std::vector<std::string> held;
    {
      // The module's own ops are assumed to name nothing (see
      // SSANameState): the text is held back anyway, so if one does, it is
      // printed again as with aliases.
      SSANameState names(op, flags, /*deferIsolated=*/true, /*assumeBareTopLevel=*/true);
      AliasState noAliases;
      OperationPrinter printer(out, flags, names, &noAliases);
      printer.enableTypeCache();
      printer.detectAliasable(&aliasableSeen, sink ? &held : nullptr);
      // A large module's text need not be held whole: it is final once the
      // context has nothing the printer would alias and the names
      // assumption holds for every op of the module.
      Context *ctx = op->getContext();
      if (sink) printer.allowCommit(sink, [&] { return !ctx->hasAliasableStorage() && names.namesAreFinal(); });
      printer.printTopLevelOperation(op, noAliases);
      if (sink) printer.drain();
      namesFinal = !names.assumptionFailed();
      if (printer.committed()) {
        // What was checked before committing rules out both.
        assert(!aliasableSeen && namesFinal);
        return;
      }
    }
    if (!aliasableSeen && namesFinal) {
      writeHeld(held, *sink);
      return;
    }
    out.resize(start);
  }
  SSANameState names(op, flags, /*deferIsolated=*/true);
  AliasState aliases;
  aliases.initialize(op, flags);
  OperationPrinter printer(out, flags, names, &aliases);
  printer.enableTypeCache();
  printer.setSink(sink);
  printer.printTopLevelOperation(op, aliases);
  printer.drain();
}

}  // namespace
}  // namespace printer

void printOperation(Operation *op, std::string &out, const PrintingFlags &flags) {
  if (!op) {
    out += "<<NULL OPERATION>>";
    return;
  }
  if (!op->getBlock() && !flags.useLocalScope) {
    printer::printTopLevel(op, out, flags, /*sink=*/nullptr);
    return;
  }
  printer::SSANameState names(printer::findParent(op, flags.useLocalScope), flags);
  printer::OperationPrinter(out, flags, names, nullptr).printFullOpWithIndentAndLoc(op);
}

void printOperation(Operation *op, std::ostream &os, const PrintingFlags &flags) {
  if (!op || op->getBlock() || flags.useLocalScope) {
    // A nested op prints no more than its own text: no need to stream.
    std::string text;
    printOperation(op, text, flags);
    os << text;
    return;
  }
  std::string pending;
  printer::printTopLevel(op, pending, flags, &os);
}

std::string printToString(Operation *op, const PrintingFlags &flags) {
  std::string out;
  printOperation(op, out, flags);
  return out;
}

void Operation::print(std::string &out, const PrintingFlags &flags) const {
  printOperation(const_cast<Operation *>(this), out, flags);
}

std::string Operation::str() const { return printToString(const_cast<Operation *>(this)); }

std::string formatOpForDiagnostic(const Operation *op) {
  PrintingFlags flags;
  flags.printGenericOpForm = true;
  flags.useLocalScope = true;
  std::string text = printToString(const_cast<Operation *>(op), flags);
  while (!text.empty() && text.back() == '\n') text.pop_back();
  if (text.find('\n') != std::string::npos) return "\n" + text;
  return text;
}

std::string Value::str() const {
  if (!impl_) return "<<NULL VALUE>>";
  Operation *op;
  if (auto result = dyn_cast<OpResult>()) {
    op = result.getOwner();
  } else {
    Block *owner = cast<BlockArgument>().getOwner();
    op = owner ? owner->getParentOp() : nullptr;
    if (!op)
      return absl::StrCat("<block argument> of type '", getType().str(),
                          "' at index: ", cast<BlockArgument>().getArgNumber());
  }
  PrintingFlags flags;
  flags.useLocalScope = true;
  printer::SSANameState names(printer::findParent(op, /*useLocalScope=*/true), flags);
  std::string out;
  names.printValueID(*this, /*printResultNo=*/true, out);
  return out;
}

}  // namespace tbuf

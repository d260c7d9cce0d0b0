// Operations, regions, blocks and SSA names (MLIR's OperationParser).
//
// SSA names live in scopes: each region opens a nested scope whose names
// vanish when the region ends; an isolated scope (enableNameShadowing) starts
// afresh. A use of a name not yet defined creates a placeholder value (the
// result of a detached cast op) that is replaced when the definition appears,
// so values and blocks can be used before they are defined; anything still
// undefined at the end is an error. All lookups are hash-map based, so the
// parser is linear in the input size.
//
// Memory: every op is created inside a block owned by the top-level op or by
// a region being parsed. IR abandoned by a failed construct (regions of an
// OperationState, blocks being parsed, forward-referenced blocks) is moved to
// pools owned by the OperationParser; on failure all references are dropped
// before anything is freed, so dangling uses can never be touched.
#include <algorithm>

#include "ir/parser/parser_impl.h"

namespace tbuf::parser_detail {

OperationParser::OperationParser(ParserState &state, Operation *topLevelOp)
    : Parser(state), placeholderBlock_(std::make_unique<Block>()), opBuilder_(&state.ctx), topLevelOp_(topLevelOp) {
  pushSSANameScope(/*isIsolated=*/true);
  if (topLevelOp_) opBuilder_.setInsertionPointToEnd(&topLevelOp_->getRegion(0).front());
}

OperationParser::~OperationParser() {
  // Blocks that were referenced but never defined.
  for (auto &scope : forwardRefBlocks_)
    for (auto &entry : scope) detachedBlocks_.push_back(entry.first);
  forwardRefBlocks_.clear();

  if (failed_) {
    // Cross references between the module, detached IR and placeholders may
    // remain: drop them all before deleting anything.
    if (topLevelOp_) topLevelOp_->dropAllReferences();
    for (auto &region : detachedRegions_) region->dropAllReferences();
    for (Block *block : detachedBlocks_) block->dropAllReferences();
    placeholderBlock_->dropAllReferences();
  }
  for (Block *block : detachedBlocks_) delete block;
  detachedRegions_.clear();
  placeholderBlock_.reset();
}

ParseResult OperationParser::finalize() {
  if (!forwardRefPlaceholders_.empty()) {
    std::vector<Location> errors;
    for (auto &entry : forwardRefPlaceholders_) errors.push_back(entry.second);
    std::sort(errors.begin(), errors.end(), [](const Location &a, const Location &b) {
      return a.line != b.line ? a.line < b.line : a.col < b.col;
    });
    for (const Location &loc : errors) {
      state.ctx.getDiagEngine().emit(Diagnostic{loc, Severity::Error, "use of undeclared SSA value name", {}});
    }
    state.hadError = true;
    return failure();
  }
  if (resolveDeferredLocationAliases()) return failure();
  return popSSANameScope();
}

// ---- SSA names ------------------------------------------------------------------

void OperationParser::pushSSANameScope(bool isIsolated) {
  blocksByName_.emplace_back();
  forwardRefBlocks_.emplace_back();
  if (isIsolated) {
    if (spareNameScopes_.empty()) {
      isolatedNameScopes_.emplace_back();
    } else {
      isolatedNameScopes_.push_back(std::move(spareNameScopes_.back()));
      spareNameScopes_.pop_back();
    }
  }
  std::vector<uint64_t> &openScopeIds = isolatedNameScopes_.back().openScopeIds;
  openScopeIds.push_back(nextScopeId_++);
}

ParseResult OperationParser::popSSANameScope() {
  absl::flat_hash_map<Block *, Location> forwardRefs = std::move(forwardRefBlocks_.back());
  forwardRefBlocks_.pop_back();
  if (!forwardRefs.empty()) {
    std::vector<std::pair<Location, Block *>> errors;
    for (auto &entry : forwardRefs) {
      errors.push_back({entry.second, entry.first});
      keepDetached(entry.first);
    }
    std::sort(errors.begin(), errors.end(), [](const auto &a, const auto &b) {
      return a.first.line != b.first.line ? a.first.line < b.first.line : a.first.col < b.first.col;
    });
    if (!state.hadError) {
      for (auto &entry : errors)
        state.ctx.getDiagEngine().emit(Diagnostic{entry.first, Severity::Error, "reference to an undefined block", {}});
      state.hadError = true;
    }
    return failure();
  }

  IsolatedSSANameScope &current = isolatedNameScopes_.back();
  if (current.openScopeIds.size() == 1) {
    // The names stay in the table, dead (their scope id is gone), so that
    // the next isolated region (usually a function spelling the same names)
    // finds them instead of inserting them anew; a table grown large is
    // released.
    if (current.values.size() > kMaxSpareNames) current.clear();
    current.openScopeIds.clear();
    spareNameScopes_.push_back(std::move(current));
    isolatedNameScopes_.pop_back();
  } else {
    // The scope's names now count as absent (NameEntry).
    current.openScopeIds.pop_back();
  }
  blocksByName_.pop_back();
  return success();
}

ParseResult OperationParser::addDefinition(std::string_view name, unsigned number, Location loc, Value value) {
  NameEntry &entry = getSSANameEntry(name);
  ValueDefinitions &entries = entry.defs;
  growToHold(entries, number);

  if (Value existing = entries[number].value) {
    if (!isForwardRefPlaceholder(existing)) {
      InFlightDiagnostic diag = emitError(loc);
      diag << "redefinition of SSA value '%" << name << "'";
      diag.attachNote(entries[number].loc).message = "previously defined here";
      return failure();
    }
    if (existing.getType() != value.getType()) {
      InFlightDiagnostic diag = emitError(loc);
      diag << "definition of SSA value '%" << name << "#" << static_cast<int64_t>(number) << "' has type '"
           << value.getType() << "'";
      Diagnostic &note = diag.attachNote(entries[number].loc);
      note.message = "previously used here with type '" + existing.getType().str() + "'";
      return failure();
    }
    existing.replaceAllUsesWith(value);
    forwardRefPlaceholders_.erase(existing.getImpl());
  }
  entries[number] = {value, loc};
  // A definition in a nested region vanishes with it.
  const IsolatedSSANameScope &scope = isolatedNameScopes_.back();
  if (scope.openScopeIds.size() > 1) {
    entry.depth = static_cast<uint32_t>(scope.openScopeIds.size() - 1);
    entry.scopeId = scope.openScopeIds.back();
  }
  return success();
}

ParseResult OperationParser::parseOptionalSSAUseList(std::vector<UnresolvedOperand> &results) {
  if (getToken().isNot(TokenKind::percent_identifier)) return success();
  return parseCommaSeparatedList([&]() -> ParseResult {
    UnresolvedOperand result;
    if (parseSSAUse(result)) return failure();
    results.push_back(std::move(result));
    return success();
  });
}

ParseResult OperationParser::parseSSAUse(UnresolvedOperand &result, bool allowResultNumber) {
  result.name = getTokenSpelling().substr(getTokenSpelling().empty() ? 0 : 1);
  result.number = 0;
  result.loc = getTokenLocation();
  if (parseToken(TokenKind::percent_identifier, "expected SSA operand")) return failure();
  if (getToken().is(TokenKind::hash_identifier)) {
    if (!allowResultNumber) return emitError("result number not allowed in argument list");
    std::optional<unsigned> number = getToken().getHashIdentifierNumber();
    if (!number) return emitError("invalid SSA value result number");
    result.number = *number;
    consumeToken();
  }
  return success();
}

Value OperationParser::createForwardRefPlaceholder(Location loc, Type type) {
  const OpDefinition *def = state.ctx.lookupOp("builtin.unrealized_conversion_cast");
  if (!def) def = state.ctx.getOrCreateUnregisteredOp("builtin.unrealized_conversion_cast");
  Type types[] = {type};
  Operation *op = Operation::create(loc, def, types, {}, state.emptyDictionary, {}, 0);
  placeholderBlock_->push_back(op);
  forwardRefPlaceholders_[op->getResult(0).getImpl()] = loc;
  return op->getResult(0);
}

Value OperationParser::resolveSSAUse(const UnresolvedOperand &use, Type type) {
  ValueDefinitions &entries = getSSAValueEntry(use.name);
  if (use.number < entries.size() && entries[use.number].value) {
    Value result = entries[use.number].value;
    if (result.getType() == type) return result;
    InFlightDiagnostic diag = emitError(use.loc);
    diag << "use of value '%" << use.name << "' expects different type than prior uses: '" << type << "' vs '"
         << result.getType() << "'";
    diag.attachNote(entries[use.number].loc).message = "prior use here";
    return Value();
  }
  // A definition exists but has fewer results (or the number is absurd).
  if (use.number >= kMaxResultNumber ||
      (!entries.empty() && entries[0].value && !isForwardRefPlaceholder(entries[0].value))) {
    emitError(use.loc, "reference to invalid result number");
    return Value();
  }
  growToHold(entries, use.number);
  Value result = createForwardRefPlaceholder(use.loc, type);
  entries[use.number] = {result, use.loc};
  return result;
}

ParseResult OperationParser::parseSSADefOrUseAndType(
    absl::FunctionRef<ParseResult(const UnresolvedOperand &, Type)> action) {
  UnresolvedOperand use;
  if (parseSSAUse(use) || parseToken(TokenKind::colon, "expected ':' and type for SSA operand")) return failure();
  Type type = parseType();
  if (!type) return failure();
  return action(use, type);
}

ParseResult OperationParser::parseOptionalSSAUseAndTypeList(std::vector<Value> &results) {
  std::vector<UnresolvedOperand> uses;
  if (parseOptionalSSAUseList(uses)) return failure();
  if (uses.empty()) return success();
  std::vector<Type> types;
  if (parseToken(TokenKind::colon, "expected ':' in operand list") || parseTypeListNoParens(types)) return failure();
  if (uses.size() != types.size())
    return emitError("expected " + std::to_string(uses.size()) + " types to match operand list");
  for (size_t i = 0; i < uses.size(); ++i) {
    Value v = resolveSSAUse(uses[i], types[i]);
    if (!v) return failure();
    results.push_back(v);
  }
  return success();
}

std::optional<Location> OperationParser::getReferenceLoc(std::string_view name, unsigned number) {
  const IsolatedSSANameScope &scope = isolatedNameScopes_.back();
  auto it = scope.values.find(name);
  if (it == scope.values.end() || !scope.isLive(it->second)) return std::nullopt;
  const ValueDefinitions &defs = it->second.defs;
  if (number >= defs.size() || !defs[number].value) return std::nullopt;
  return defs[number].loc;
}

// ---- operations -------------------------------------------------------------------

ParseResult OperationParser::parseOperation() {
  /// `%name` or `%name:count` results bound by the op.
  struct ResultRecord {
    std::string_view name;  ///< without '%' (a view into the buffer)
    size_t count;
    Location loc;
  };
  size_t loc = getTokenOffset();
  absl::InlinedVector<ResultRecord, 2> resultIDs;  // almost always one: no allocation
  size_t numExpectedResults = 0;
  if (getToken().is(TokenKind::percent_identifier)) {
    auto parseNextResult = [&]() -> ParseResult {
      Token nameTok = getToken();
      size_t nameOffset = getTokenOffset();
      if (parseToken(TokenKind::percent_identifier, "expected valid ssa identifier")) return failure();
      size_t count = 1;
      if (consumeIf(TokenKind::colon)) {
        if (getToken().isNot(TokenKind::integer)) return emitWrongTokenError("expected integer number of results");
        std::optional<uint64_t> v = getToken().getUInt64IntegerValue();
        if (!v || *v < 1) return emitError("expected named operation to have at least 1 result");
        consumeToken();
        count = static_cast<size_t>(*v);
      }
      resultIDs.push_back({nameTok.spelling.substr(1), count, getLocation(nameOffset)});
      numExpectedResults += count;
      return success();
    };
    // `elt (, elt)*` (parseCommaSeparatedList without the indirect call).
    if (parseNextResult()) return failure();
    while (consumeIf(TokenKind::comma))
      if (parseNextResult()) return failure();
    if (parseToken(TokenKind::equal, "expected '=' after SSA name")) return failure();
  }

  Operation *op = nullptr;
  const Token &nameTok = getToken();
  if (nameTok.is(TokenKind::bare_identifier))
    op = parseCustomOperation();
  else if (nameTok.is(TokenKind::string))
    op = parseGenericOperation();
  else
    return emitWrongTokenError("expected operation name in quotes");
  if (!op) return failure();

  if (!resultIDs.empty()) {
    if (op->getNumResults() == 0) return emitError(loc, "cannot name an operation with no results");
    if (numExpectedResults != op->getNumResults())
      return emitError(loc) << "operation defines " << static_cast<int64_t>(op->getNumResults())
                            << " results but was provided " << static_cast<int64_t>(numExpectedResults)
                            << " to bind";
    unsigned resultIndex = 0;
    for (const ResultRecord &record : resultIDs) {
      for (size_t sub = 0; sub < record.count; ++sub) {
        if (addDefinition(record.name, static_cast<unsigned>(sub), record.loc, op->getResult(resultIndex++)))
          return failure();
      }
    }
  }
  return success();
}

ParseResult OperationParser::parseSuccessor(Block *&dest) {
  if (getToken().isNot(TokenKind::caret_identifier)) return emitWrongTokenError("expected block name");
  dest = getBlockNamed(getTokenSpelling(), getTokenLocation());
  consumeToken();
  return success();
}

ParseResult OperationParser::parseSuccessors(std::vector<Block *> &destinations) {
  if (parseToken(TokenKind::l_square, "expected '['")) return failure();
  return parseCommaSeparatedListUntil(
      TokenKind::r_square,
      [&]() -> ParseResult {
        Block *dest = nullptr;
        if (parseSuccessor(dest)) return failure();
        destinations.push_back(dest);
        return success();
      },
      /*allowEmptyList=*/false);
}

Operation *OperationParser::createOperation(OperationState &opState, const OpDefinition *def) {
  // What OpBuilder::create(opState) does, minus looking the name up again and
  // uniquing the empty attribute list (every op of the input comes here).
  if (!def || def->name != opState.name) return opBuilder_.create(opState);
  Context *ctx = &state.ctx;
  if (def->populateDefaultAttrs) def->populateDefaultAttrs(ctx, opState.attributes);
  DictionaryAttr attrs = getAttributeDictionary(opState.attributes);
  Operation *op = Operation::create(opState.location, def, opState.types, opState.operands, attrs,
                                    opState.successors, static_cast<unsigned>(opState.regions.size()));
  for (size_t i = 0; i < opState.regions.size(); ++i)
    if (opState.regions[i]) op->getRegion(i).takeBody(*opState.regions[i]);
  return opBuilder_.insert(op);
}

DictionaryAttr OperationParser::getAttributeDictionary(NamedAttrList &attrs) {
  std::vector<NamedAttribute> &list = attrs.getAttrs();
  if (list.empty()) return state.emptyDictionary;
  // No copy of the list unless it needs sorting or the dictionary is new
  // (one-attribute dictionaries are found by (name, value)).
  return DictionaryAttr::getFromRange(&state.ctx, list);
}

void OperationParser::discardRegions(OperationState &opState) {
  // Empty regions (e.g. emptied by Operation::create) hold nothing that could
  // be referenced and are simply freed with the state.
  for (auto &region : opState.regions)
    if (region && !region->empty()) detachedRegions_.push_back(std::move(region));
  opState.regions.clear();
}

Operation *OperationParser::parseGenericOperation() {
  size_t nameOffset = getTokenOffset();
  Location srcLocation = getLocation(nameOffset);
  std::string name = getToken().getStringValue();
  if (name.empty()) return (emitError("empty operation name is invalid"), nullptr);
  if (name.find('\0') != std::string::npos) return (emitError("null character not allowed in operation name"), nullptr);
  consumeToken();

  const OpDefinition *def = state.ctx.lookupOp(name);
  if (!def) {
    std::string dialect = name.substr(0, name.find('.'));
    if (!state.ctx.isDialectRegistered(dialect) && !state.ctx.allowsUnregisteredDialects()) {
      emitError(
          "operation being parsed with an unregistered dialect. If this is intended, please use "
          "-allow-unregistered-dialect with the MLIR tool used");
      return nullptr;
    }
    def = state.ctx.getOrCreateUnregisteredOp(name);
  }

  OperationState result(srcLocation, name);
  auto fail = [&]() -> Operation * {
    discardRegions(result);
    return nullptr;
  };

  // Operands.
  std::vector<UnresolvedOperand> operands;
  if (parseToken(TokenKind::l_paren, "expected '(' to start operand list") || parseOptionalSSAUseList(operands) ||
      parseToken(TokenKind::r_paren, "expected ')' to end operand list"))
    return fail();

  // Successors.
  if (getToken().is(TokenKind::l_square)) {
    if (def->registered && !def->hasTrait(OpTrait::Terminator))
      return (emitError("successors in non-terminator"), fail());
    std::vector<Block *> successors;
    if (parseSuccessors(successors)) return fail();
    result.addSuccessors(successors);
  }

  // Properties `<{...}>`: merged into the attribute dictionary.
  NamedAttrList properties;
  if (consumeIf(TokenKind::less)) {
    size_t propLoc = getTokenOffset();
    Attribute props = parseAttribute();
    if (!props) return fail();
    auto dict = props.dyn_cast<DictionaryAttr>();
    if (!dict) return (emitError(propLoc, "expected a dictionary of properties"), fail());
    for (const NamedAttribute &entry : dict.getValue()) properties.append(entry.name, entry.value);
    if (parseToken(TokenKind::greater, "expected '>' to close properties")) return fail();
  }

  // Regions.
  if (consumeIf(TokenKind::l_paren)) {
    do {
      Region *region = result.addRegion();
      if (parseRegion(*region, {}, /*isIsolatedNameScope=*/false)) return fail();
    } while (consumeIf(TokenKind::comma));
    if (parseToken(TokenKind::r_paren, "expected ')' to end region list")) return fail();
  }

  // Attributes.
  if (getToken().is(TokenKind::l_brace) && parseAttributeDict(result.attributes)) return fail();
  for (const NamedAttribute &entry : properties.getAttrs()) {
    result.attributes.set(entry.name, entry.value);
    // An unregistered op's properties are whatever it was written with; record
    // them on its opaque definition so they print back in `<{...}>`.
    if (!def->registered) state.ctx.addUnregisteredInherentAttr(def, entry.name);
  }

  // Function type.
  if (parseToken(TokenKind::colon, "expected ':' followed by operation type")) return fail();
  size_t typeLoc = getTokenOffset();
  Type type = parseType();
  if (!type) return fail();
  auto fnType = type.dyn_cast<FunctionType>();
  if (!fnType) return (emitError(typeLoc, "expected function type"), fail());
  result.addTypes(fnType.getResults());
  ArrayRef<Type> operandTypes = fnType.getInputs();
  if (operandTypes.size() != operands.size()) {
    emitError(typeLoc) << "expected " << operands.size() << " operand type" << (operands.size() == 1 ? "" : "s")
                       << " but had " << operandTypes.size();
    return fail();
  }
  for (size_t i = 0; i < operands.size(); ++i) {
    Value v = resolveSSAUse(operands[i], operandTypes[i]);
    if (!v) return fail();
    result.operands.push_back(v);
  }

  Operation *op = createOperation(result);
  discardRegions(result);  // nothing left unless creation kept the state's regions
  if (parseOptionalTrailingLocation()) return nullptr;
  return op;
}

// ---- regions and blocks ---------------------------------------------------------------

ParseResult OperationParser::parseRegion(Region &region, ArrayRef<Argument> entryArguments,
                                         bool isIsolatedNameScope) {
  DepthGuard guard(*this);
  if (!guard.ok()) return failure();
  if (parseToken(TokenKind::l_brace, "expected '{' to begin a region")) return failure();
  if ((!entryArguments.empty() || getToken().isNot(TokenKind::r_brace)) &&
      parseRegionBody(region, entryArguments, isIsolatedNameScope))
    return failure();
  consumeToken();  // '}'
  return success();
}

ParseResult OperationParser::parseRegionBody(Region &region, ArrayRef<Argument> entryArguments,
                                             bool isIsolatedNameScope) {
  OpBuilder::InsertPoint savedIp = opBuilder_.saveInsertionPoint();
  pushSSANameScope(isIsolatedNameScope);

  auto owningBlock = std::make_unique<Block>();
  Block *block = owningBlock.get();
  auto fail = [&]() -> ParseResult {
    if (owningBlock) keepDetached(owningBlock.release());
    return failure();
  };

  if (!entryArguments.empty() && !entryArguments[0].ssaName.name.empty()) {
    if (getToken().is(TokenKind::caret_identifier))
      return (emitError("invalid block name in region with named arguments"), fail());
    for (const Argument &entryArg : entryArguments) {
      const UnresolvedOperand &argInfo = entryArg.ssaName;
      if (std::optional<Location> defLoc = getReferenceLoc(argInfo.name, argInfo.number)) {
        InFlightDiagnostic diag = emitError(argInfo.loc);
        diag << "region entry argument '%" << argInfo.name << "' is already in use";
        diag.attachNote(*defLoc).message = "previously referenced here";
        return fail();
      }
      if (!entryArg.type) return (emitError(argInfo.loc, "region argument requires a type"), fail());
      BlockArgument arg = block->addArgument(entryArg.type, argInfo.loc);
      if (addDefinition(argInfo, arg)) return fail();
    }
  }

  if (parseBlock(block)) return fail();
  if (!entryArguments.empty() && block->getNumArguments() > entryArguments.size())
    return (emitError("entry block arguments were already defined"), fail());

  region.push_back(owningBlock.release());
  while (getToken().isNot(TokenKind::r_brace)) {
    Block *newBlock = nullptr;
    if (parseBlock(newBlock)) return failure();
    region.push_back(newBlock);
  }
  if (popSSANameScope()) return failure();
  opBuilder_.restoreInsertionPoint(savedIp);
  return success();
}

ParseResult OperationParser::parseBlock(Block *&block) {
  // The entry block may omit its label.
  if (block && getToken().isNot(TokenKind::caret_identifier)) return parseBlockBody(block);

  Location nameLoc = getTokenLocation();
  std::string name(getTokenSpelling());
  if (parseToken(TokenKind::caret_identifier, "expected block name")) return failure();

  BlockDefinition &def = blocksByName_.back()[name];
  def.loc = nameLoc;
  Block *inflight = nullptr;  // owned here until the block is complete
  if (!def.block) {
    if (block) {
      def.block = block;
    } else {
      inflight = new Block();
      def.block = inflight;
    }
  } else if (!forwardRefBlocks_.back().erase(def.block)) {
    return emitError(nameLoc) << "redefinition of block '" << name << "'";
  } else {
    inflight = def.block;  // a forward-referenced block, now being defined
  }
  block = def.block;
  auto fail = [&]() -> ParseResult {
    if (inflight) keepDetached(inflight);
    return failure();
  };

  if (getToken().is(TokenKind::l_paren) && parseOptionalBlockArgList(block)) return fail();
  if (parseToken(TokenKind::colon, "expected ':' after block name")) return fail();
  if (parseBlockBody(block)) return fail();
  return success();
}

ParseResult OperationParser::parseBlockBody(Block *block) {
  opBuilder_.setInsertionPointToEnd(block);
  while (getToken().isNot(TokenKind::caret_identifier) && getToken().isNot(TokenKind::r_brace)) {
    if (parseOperation()) return failure();
  }
  return success();
}

Block *OperationParser::getBlockNamed(std::string_view name, Location loc) {
  BlockDefinition &def = blocksByName_.back()[std::string(name)];
  if (!def.block) {
    def = {new Block(), loc};
    forwardRefBlocks_.back().emplace(def.block, loc);
  }
  return def.block;
}

ParseResult OperationParser::parseOptionalBlockArgList(Block *owner) {
  if (getToken().is(TokenKind::r_brace)) return success();
  bool definingExistingArgs = owner->getNumArguments() != 0;
  unsigned nextArgument = 0;
  return parseCommaSeparatedList(Delimiter::Paren, [&]() -> ParseResult {
    return parseSSADefOrUseAndType([&](const UnresolvedOperand &use, Type type) -> ParseResult {
      Value arg;
      if (definingExistingArgs) {
        if (nextArgument >= owner->getNumArguments())
          return emitError("too many arguments specified in argument list");
        arg = owner->getArgument(nextArgument++);
        if (arg.getType() != type) return emitError("argument and block argument type mismatch");
      } else {
        arg = owner->addArgument(type, use.loc);
      }
      if (parseOptionalTrailingLocation()) return failure();
      return addDefinition(use, arg);
    });
  });
}

}  // namespace tbuf::parser_detail

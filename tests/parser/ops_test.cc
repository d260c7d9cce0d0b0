// Operation-level parsing: generic form (operands, results, successors,
// properties, regions, attributes), the implicit top-level module, blocks and
// forward references, SSA scoping, locations, file metadata, and the
// OpAsmParser seen by custom parse hooks (through a small test dialect
// registered here, so the test does not depend on //dialects).
#include <gtest/gtest.h>

#include "ir/op_asm.h"
#include "ir/parser/parser.h"
#include "parser_test_util.h"

namespace tbuf {
namespace {

using testing::DiagCapture;
using testing::parseError;

// ---- a tiny test dialect with custom assembly ------------------------------------

/// `test.add %a, %b {attrs} : type`
ParseResult parseAdd(OpAsmParser &p, OperationState &state) {
  std::vector<OpAsmParser::UnresolvedOperand> ops;
  Type type;
  if (p.parseOperandList(ops, OpAsmParser::Delimiter::None, 2) || p.parseOptionalAttrDict(state.attributes) ||
      p.parseColonType(type) || p.resolveOperands(ops, type, state.operands))
    return failure();
  state.addTypes({type});
  return success();
}

/// `test.body (%x: i32, %y: f32) {region}` (entry arguments from the list)
ParseResult parseBody(OpAsmParser &p, OperationState &state) {
  std::vector<OpAsmParser::Argument> args;
  if (p.parseArgumentList(args, OpAsmParser::Delimiter::Paren, /*allowType=*/true)) return failure();
  return p.parseRegion(*state.addRegion(), args);
}

/// `test.isolated {region}` (names may shadow outer ones)
ParseResult parseIsolated(OpAsmParser &p, OperationState &state) {
  return p.parseRegion(*state.addRegion(), {}, /*enableNameShadowing=*/true);
}

/// `test.br ^bb(%v : type)`
ParseResult parseBr(OpAsmParser &p, OperationState &state) {
  Block *dest = nullptr;
  std::vector<Value> operands;
  if (p.parseSuccessorAndUseList(dest, operands)) return failure();
  state.addSuccessors({dest});
  state.addOperands(operands);
  return success();
}

/// `test.misc @sym "str" 42 -1.5 kw affine-map attr-dict-with-keyword`
ParseResult parseMisc(OpAsmParser &p, OperationState &state) {
  std::string sym, str, kw;
  int64_t i;
  double f;
  AffineMap map;
  if (p.parseSymbolName(&sym) || p.parseString(&str) || p.parseInteger(i) || p.parseFloat(f) ||
      p.parseKeyword(&kw) || p.parseAffineMap(map) || p.parseOptionalAttrDictWithKeyword(state.attributes))
    return failure();
  Context *ctx = p.getContext();
  state.addAttribute("sym", StringAttr::get(ctx, sym));
  state.addAttribute("str", StringAttr::get(ctx, str));
  state.addAttribute("int", IntegerAttr::get(IntegerType::get(ctx, 64), i));
  state.addAttribute("float", FloatAttr::get(FloatType::getF64(ctx), f));
  state.addAttribute("kw", StringAttr::get(ctx, kw));
  state.addAttribute("map", AffineMapAttr::get(map));
  return success();
}

/// `test.scope {region}` whose ops may omit the `test.` prefix.
ParseResult parseScope(OpAsmParser &p, OperationState &state) { return p.parseRegion(*state.addRegion()); }

/// `test.ret` (no operands)
ParseResult parseRet(OpAsmParser &, OperationState &) { return success(); }

/// `test.sloppy <type>`: ignores a failed parseOptionalType; the parser still
/// fails the op because a diagnostic was emitted.
ParseResult parseSloppy(OpAsmParser &p, OperationState &) {
  Type t;
  (void)p.parseOptionalType(t);
  return success();
}

/// `test.kw_or_fail`: reports its own error through emitError.
ParseResult parseKwOrFail(OpAsmParser &p, OperationState &) {
  if (p.parseKeyword("expected_kw")) return failure();
  return success();
}

void registerTestDialect(Context &ctx) {
  ctx.markDialectRegistered("test");
  auto add = [&](const char *name, OpDefinition::ParseFn parse, uint32_t traits = 0, std::string defaultDialect = {}) {
    OpDefinition def;
    def.name = name;
    def.dialect = "test";
    def.parse = parse;
    def.traits = traits;
    def.defaultDialect = std::move(defaultDialect);
    ctx.registerOp(std::move(def));
  };
  add("test.add", parseAdd);
  add("test.body", parseBody);
  add("test.isolated", parseIsolated, static_cast<uint32_t>(OpTrait::IsolatedFromAbove));
  add("test.br", parseBr, static_cast<uint32_t>(OpTrait::Terminator));
  add("test.misc", parseMisc);
  add("test.scope", parseScope, 0, "test");
  add("test.ret", parseRet, static_cast<uint32_t>(OpTrait::Terminator));
  add("test.sloppy", parseSloppy);
  add("test.kw_or_fail", parseKwOrFail);
  add("test.no_custom_form", nullptr);
}

Block &body(const OwningOpRef &module) { return module->getRegion(0).front(); }

// ---- generic form ----------------------------------------------------------------------

TEST(ParseOps, ImplicitModuleWrapsTopLevelOps) {
  Context ctx;
  OwningOpRef m = parseSourceString(ctx, "\"foo.a\"() : () -> ()\n\"foo.b\"() : () -> ()\n");
  ASSERT_TRUE(m);
  EXPECT_EQ(m->getName(), "builtin.module");
  EXPECT_EQ(body(m).getNumOps(), 2u);
  EXPECT_EQ(body(m).front().getName(), "foo.a");
  EXPECT_EQ(body(m).front().getLoc().line, 1u);
  EXPECT_EQ(body(m).back().getLoc().line, 2u);
  EXPECT_EQ(m->getLoc().line, 0u);  // the implicit module, as mlir-opt's `file:0:0`
  OwningOpRef empty = parseSourceString(ctx, "// nothing\n");
  ASSERT_TRUE(empty);
  EXPECT_TRUE(body(empty).empty());
}

TEST(ParseOps, ExplicitModuleIsReturnedAsIs) {
  Context ctx;
  OwningOpRef m = parseSourceString(ctx, "module @m attributes {x.y} {\n  \"foo.a\"() : () -> ()\n}\n");
  ASSERT_TRUE(m);
  EXPECT_EQ(m->getAttrOfType<StringAttr>("sym_name").getValue(), "m");
  EXPECT_TRUE(m->hasAttr("x.y"));
  EXPECT_EQ(m->getLoc().line, 1u);
  ASSERT_EQ(body(m).getNumOps(), 1u);
  // Two modules are wrapped in a third.
  OwningOpRef two = parseSourceString(ctx, "module {}\nmodule {}\n");
  ASSERT_TRUE(two);
  EXPECT_EQ(body(two).getNumOps(), 2u);
  EXPECT_EQ(body(two).front().getName(), "builtin.module");
}

TEST(ParseOps, GenericFormComponents) {
  Context ctx;
  OwningOpRef m = parseSourceString(ctx,
                                    "%0:2 = \"foo.pair\"() : () -> (i32, f32)\n"
                                    "%1, %2 = \"foo.pair\"(%0#1, %0#0) <{p = 1 : i32}> ({\n"
                                    "^bb0(%a: i32):\n"
                                    "  \"foo.yield\"(%a) : (i32) -> ()\n"
                                    "}, {\n"
                                    "}) {d = \"x\", p2} : (f32, i32) -> (i32, f32) loc(\"f.mlir\":3:4)\n");
  ASSERT_TRUE(m);
  Operation &first = body(m).front();
  Operation &second = body(m).back();
  ASSERT_EQ(first.getNumResults(), 2u);
  ASSERT_EQ(second.getNumOperands(), 2u);
  EXPECT_EQ(second.getOperand(0), first.getResult(1));
  EXPECT_EQ(second.getOperand(1), first.getResult(0));
  // Properties and attributes end up in one dictionary.
  EXPECT_EQ(second.getAttrOfType<IntegerAttr>("p").getInt(), 1);
  EXPECT_EQ(second.getAttrOfType<StringAttr>("d").getValue(), "x");
  EXPECT_TRUE(second.getAttr("p2").isa<UnitAttr>());
  ASSERT_EQ(second.getNumRegions(), 2u);
  Region &r0 = second.getRegion(0);
  ASSERT_TRUE(r0.hasOneBlock());
  ASSERT_EQ(r0.front().getNumArguments(), 1u);
  EXPECT_EQ(r0.front().front().getOperand(0), r0.front().getArgument(0));
  EXPECT_TRUE(second.getRegion(1).empty());
  // loc(...) is accepted and ignored: the op keeps its source position.
  EXPECT_EQ(second.getLoc().line, 2u);
  EXPECT_EQ(second.getLoc().col, 10u);
}

TEST(ParseOps, BlocksSuccessorsAndForwardReferences) {
  Context ctx;
  OwningOpRef m = parseSourceString(ctx,
                                    "\"foo.func\"() ({\n"
                                    "  \"foo.br\"(%later)[^bb2] : (i32) -> ()\n"
                                    "^bb1(%x: i32):  // a comment\n"
                                    "  \"foo.ret\"(%x) : (i32) -> ()\n"
                                    "^bb2:\n"
                                    "  %later = \"foo.def\"() : () -> i32\n"
                                    "  \"foo.br\"(%later)[^bb1] : (i32) -> ()\n"
                                    "}) : () -> ()\n");
  ASSERT_TRUE(m);
  Region &region = body(m).front().getRegion(0);
  ASSERT_EQ(region.getNumBlocks(), 3u);
  Block &entry = region.front();
  Block *bb1 = entry.getNextNode();
  Block *bb2 = bb1->getNextNode();
  Operation &br = entry.front();
  EXPECT_EQ(br.getSuccessor(0), bb2);
  // The forward reference was resolved to the later definition.
  EXPECT_EQ(br.getOperand(0), bb2->front().getResult(0));
  EXPECT_EQ(bb2->back().getSuccessor(0), bb1);
  EXPECT_EQ(bb1->getNumArguments(), 1u);
  EXPECT_EQ(bb1->front().getOperand(0), bb1->getArgument(0));
}

TEST(ParseOps, NestedRegionsScopeNames) {
  Context ctx;
  // %x inside the region is not visible after it; a new %x can be defined.
  OwningOpRef m = parseSourceString(ctx,
                                    "\"foo.a\"() ({\n"
                                    "  %x = \"foo.v\"() : () -> i32\n"
                                    "}) : () -> ()\n"
                                    "%x = \"foo.v\"() : () -> f32\n");
  ASSERT_TRUE(m);
  EXPECT_EQ(parseError(ctx,
                       "\"foo.a\"() ({\n"
                       "  %x = \"foo.v\"() : () -> i32\n"
                       "}) : () -> ()\n"
                       "\"foo.use\"(%x) : (i32) -> ()\n"),
            "4:11: use of undeclared SSA value name");
  // Outer names are visible inside (non-isolated) regions and cannot be redefined.
  EXPECT_EQ(parseError(ctx,
                       "%x = \"foo.v\"() : () -> i32\n"
                       "\"foo.a\"() ({\n"
                       "  %x = \"foo.v\"() : () -> i32\n"
                       "}) : () -> ()\n"),
            "3:3: redefinition of SSA value '%x'");
}

TEST(ParseOps, LocationsAndMetadataAreAccepted) {
  Context ctx;
  OwningOpRef m = parseSourceString(ctx,
                                    "{-# dialect_resources: { builtin: { blob: \"0x04000000\" } } #-}\n"
                                    "\"foo.a\"() : () -> () loc(#loc1)\n"
                                    "\"foo.b\"() ({\n"
                                    "^bb0(%a: i32 loc(\"x\":1:2)):\n"
                                    "  \"foo.c\"() : () -> () loc(fused<\"m\">[\"a\":1:2, unknown])\n"
                                    "}) : () -> () loc(callsite(\"f\" at \"g\":3:4 to 5:6))\n"
                                    "\"foo.d\"() : () -> () loc(\"n\"(\"c\":1))\n"
                                    "#loc1 = loc(\"a.mlir\":1:2)\n");
  ASSERT_TRUE(m);
  EXPECT_EQ(body(m).getNumOps(), 3u);
  EXPECT_EQ(parseError(ctx, "\"foo.a\"() : () -> () loc(#nope)\n"),
            "1:26: operation location alias was never defined");
  EXPECT_EQ(parseError(ctx, "#x = 1\n\"foo.a\"() : () -> () loc(#x)\n"),
            "2:26: expected location, but found '1 : i64'");
}

TEST(ParseOps, UnregisteredDialects) {
  Context ctx;
  ctx.allowUnregisteredDialects(false);
  EXPECT_EQ(parseError(ctx, "\"foo.bar\"() : () -> ()\n"),
            "1:10: operation being parsed with an unregistered dialect. If this is intended, please use "
            "-allow-unregistered-dialect with the MLIR tool used");
  // Ops of registered dialects parse in generic form even if unknown.
  registerTestDialect(ctx);
  EXPECT_EQ(parseError(ctx, "\"test.unknown\"() : () -> ()\n"), "");
}

// ---- custom form through OpAsmParser ---------------------------------------------------

TEST(ParseOps, CustomFormOperandsAndTypes) {
  Context ctx;
  registerTestDialect(ctx);
  OwningOpRef m = parseSourceString(ctx,
                                    "%a = \"foo.v\"() : () -> i32\n"
                                    "%s = test.add %a, %a {tag} : i32\n"
                                    "%t = test.add %s, %s : i32 loc(unknown)\n");
  ASSERT_TRUE(m);
  Operation &add = *body(m).front().getNextNode();
  EXPECT_EQ(add.getName(), "test.add");
  EXPECT_EQ(add.getOperand(0), body(m).front().getResult(0));
  EXPECT_TRUE(add.hasAttr("tag"));
  EXPECT_TRUE(add.getResult(0).getType().isInteger(32));
  EXPECT_EQ(add.getLoc().col, 6u);
  EXPECT_EQ(body(m).back().getOperand(0), add.getResult(0));
}

TEST(ParseOps, CustomFormRegionsArgumentsAndShadowing) {
  Context ctx;
  registerTestDialect(ctx);
  OwningOpRef m = parseSourceString(ctx,
                                    "%x = \"foo.v\"() : () -> i32\n"
                                    "test.body (%p: i32, %q: f32) {\n"
                                    "  \"foo.use\"(%p, %q, %x) : (i32, f32, i32) -> ()\n"
                                    "}\n"
                                    "test.isolated {\n"
                                    "  %x = \"foo.v\"() : () -> f32\n"
                                    "}\n"
                                    "test.scope {\n"
                                    "  ret\n"
                                    "}\n");
  ASSERT_TRUE(m);
  Operation *bodyOp = body(m).front().getNextNode();
  Block &entry = bodyOp->getRegion(0).front();
  ASSERT_EQ(entry.getNumArguments(), 2u);
  EXPECT_TRUE(entry.getArgument(1).getType().isF32());
  Operation &use = entry.front();
  EXPECT_EQ(use.getOperand(0), entry.getArgument(0));
  EXPECT_EQ(use.getOperand(2), body(m).front().getResult(0));
  Operation *scope = &body(m).back();
  EXPECT_EQ(scope->getRegion(0).front().front().getName(), "test.ret");  // default dialect
  // An entry argument may not reuse a name already used in the scope.
  EXPECT_EQ(parseError(ctx,
                       "%p = \"foo.v\"() : () -> i32\n"
                       "test.body (%p: i32) {\n"
                       "}\n"),
            "2:12: region entry argument '%p' is already in use");
  EXPECT_EQ(parseError(ctx, "test.body (%p: i32) {\n^bb0:\n}\n"),
            "2:1: invalid block name in region with named arguments");
}

TEST(ParseOps, CustomFormSuccessorsAndMisc) {
  Context ctx;
  registerTestDialect(ctx);
  OwningOpRef m = parseSourceString(ctx,
                                    "\"foo.f\"() ({\n"
                                    "  %v = \"foo.v\"() : () -> i32\n"
                                    "  test.br ^bb1(%v : i32)\n"
                                    "^bb1(%a: i32):\n"
                                    "  test.misc @sym \"s\" -7 -1.5 word (d0)[s0] -> (d0 + s0) attributes {extra = 1}\n"
                                    "  test.ret\n"
                                    "}) : () -> ()\n");
  ASSERT_TRUE(m);
  Region &r = body(m).front().getRegion(0);
  Operation &br = r.front().back();
  EXPECT_EQ(br.getSuccessor(0), r.front().getNextNode());
  EXPECT_EQ(br.getOperand(0), r.front().front().getResult(0));
  Operation &misc = r.back().front();
  EXPECT_EQ(misc.getAttrOfType<StringAttr>("sym").getValue(), "sym");
  EXPECT_EQ(misc.getAttrOfType<StringAttr>("str").getValue(), "s");
  EXPECT_EQ(misc.getAttrOfType<IntegerAttr>("int").getInt(), -7);
  EXPECT_EQ(misc.getAttrOfType<FloatAttr>("float").getValue(), -1.5);
  EXPECT_EQ(misc.getAttrOfType<StringAttr>("kw").getValue(), "word");
  EXPECT_EQ(misc.getAttrOfType<AffineMapAttr>("map").getValue().getNumSymbols(), 1u);
  EXPECT_TRUE(misc.hasAttr("extra"));
}

TEST(ParseOps, CustomFormErrors) {
  Context ctx;
  registerTestDialect(ctx);
  EXPECT_EQ(parseError(ctx, "test.kw_or_fail other\n"), "1:17: custom op 'test.kw_or_fail' expected 'expected_kw'");
  EXPECT_EQ(parseError(ctx, "test.sloppy tensor<\n"), "1:20: expected non-function type");
  EXPECT_EQ(parseError(ctx, "test.no_custom_form\n"), "1:1: custom op 'test.no_custom_form' has no custom assembly form");
  EXPECT_EQ(parseError(ctx, "test.frob\n"), "1:1: custom op 'test.frob' is unknown");
  EXPECT_EQ(parseError(ctx, "test.scope {\n  frob\n}\n"), "2:3: custom op 'frob' is unknown (tried 'test.frob' as well)");
  EXPECT_EQ(parseError(ctx, "frob\n"), "1:1: custom op 'frob' is unknown (tried 'builtin.frob' as well)");
  EXPECT_EQ(parseError(ctx, "bar.frob\n"), "1:1: Dialect `bar' not found for custom op 'bar.frob' ");
  EXPECT_EQ(parseError(ctx, "%a = \"foo.v\"() : () -> i32\n%b = test.add %a : i32\n"),
            "2:15: custom op 'test.add' expected 2 operands");
  EXPECT_EQ(parseError(ctx, "%a = \"foo.v\"() : () -> i64\n%b = test.add %a, %a : i32\n"),
            "2:15: use of value '%a' expects different type than prior uses: 'i32' vs 'i64'");
  EXPECT_EQ(parseError(ctx, "%a = \"foo.v\"() : () -> i32\n%b = test.add %a, %a {x, x} : i32\n"),
            "2:26: duplicate key 'x' in dictionary attribute");
  EXPECT_EQ(parseError(ctx, "test.misc sym\n"), "1:11: custom op 'test.misc' expected valid '@'-identifier for symbol name");
  EXPECT_EQ(parseError(ctx, "test.misc @s 1\n"), "1:14: custom op 'test.misc' expected string");
  EXPECT_EQ(parseError(ctx, "test.misc @s \"x\" 99999999999999999999\n"), "1:18: custom op 'test.misc' integer value too large");
  EXPECT_EQ(parseError(ctx, "test.misc @s \"x\" 1 2\n"),
            "1:20: unexpected decimal integer literal for a floating point value");
  EXPECT_EQ(parseError(ctx, "\"foo.f\"() ({\n  test.br ^bb7\n}) : () -> ()\n"), "2:11: reference to an undefined block");
}

}  // namespace
}  // namespace tbuf

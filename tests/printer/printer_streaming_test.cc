// Printing a module to a stream: a module whose text could still change
// (an alias would come first, a module value would shift the names) is held
// back until it is known, but a large module that can no longer change is
// written out while it is printed, so its whole text is never held. Each
// case checks the stream's text against printing to a string, and a probe op
// in the last function records how much the stream had received when it was
// printed.
#include <gtest/gtest.h>

#include <sstream>
#include <string>

#include "ir/affine_map.h"
#include "ir/attributes.h"
#include "ir/op_asm.h"
#include "ir/printer/printer.h"
#include "ir/types.h"
#include "tests/printer/printer_test_util.h"

namespace tbuf {
namespace {

using testing::addBlock;
using testing::makeOp;

/// The stream under test; the probe's print hook reads how much it holds.
std::ostringstream *gStream = nullptr;
long gSeenByProbe = -1;

void printProbe(OpAsmPrinter &p, Operation *) {
  // The first printing of the probe: a module printed again (with aliases,
  // or with names that changed) streams from the start.
  if (gSeenByProbe < 0) gSeenByProbe = static_cast<long>(gStream->tellp());
  p << " probe";
}

class PrintStreaming : public ::testing::Test {
 protected:
  void SetUp() override {
    OpDefinition isolated;
    isolated.name = "foo.ifunc";
    isolated.dialect = "foo";
    isolated.traits = static_cast<uint32_t>(OpTrait::IsolatedFromAbove);
    ctx_.registerOp(std::move(isolated));
    OpDefinition probe;
    probe.name = "foo.probe";
    probe.dialect = "foo";
    probe.print = printProbe;
    ctx_.registerOp(std::move(probe));
    module_ = OwningOpRef(ModuleOp::create(&ctx_, Location::unknown()).getOperation());
    top_ = ModuleOp(module_.get()).getBody();
  }

  /// A function with a value and a terminator, and the probe if asked.
  Operation *addFunction(bool withProbe = false) {
    Type i32 = IntegerType::get(&ctx_, 32);
    Operation *f = makeOp(ctx_, top_, "foo.ifunc", {}, {}, {}, 1);
    Block *body = addBlock(f->getRegion(0), {i32});
    Value a = makeOp(ctx_, body, "foo.a", {}, {i32})->getResult(0);
    if (withProbe) makeOp(ctx_, body, "foo.probe", {}, {});
    makeOp(ctx_, body, "foo.ret", {a, body->getArgument(0)}, {});
    return f;
  }

  /// Functions enough for several megabytes of text.
  void addManyFunctions() {
    for (int i = 0; i < 30000; ++i) addFunction();
  }

  /// Prints to a stream (the probe notes what it had received) and checks
  /// the text against printing to a string.
  std::string printBothWays() {
    std::ostringstream stream;
    gStream = &stream;
    gSeenByProbe = -1;
    printOperation(module_.get(), stream, PrintingFlags());
    gStream = nullptr;
    long seen = gSeenByProbe;
    std::string expected = printToString(module_.get());
    EXPECT_EQ(stream.str(), expected);
    EXPECT_GT(expected.size(), size_t{3} << 20);
    gSeenByProbe = seen;
    return expected;
  }

  Context ctx_;
  OwningOpRef module_;
  Block *top_ = nullptr;
};

TEST_F(PrintStreaming, LargeModuleIsWrittenWhilePrinted) {
  addManyFunctions();
  addFunction(/*withProbe=*/true);
  printBothWays();
  // Everything but the last megabyte or so was out before the last function.
  EXPECT_GT(gSeenByProbe, 1L << 20);
}

TEST_F(PrintStreaming, SmallModuleIsHeldWhole) {
  for (int i = 0; i < 10; ++i) addFunction();
  addFunction(/*withProbe=*/true);
  std::ostringstream stream;
  gStream = &stream;
  gSeenByProbe = -1;
  printOperation(module_.get(), stream, PrintingFlags());
  gStream = nullptr;
  EXPECT_EQ(gSeenByProbe, 0);
  EXPECT_EQ(stream.str(), printToString(module_.get()));
}

TEST_F(PrintStreaming, AliasableAttributeInTheContextHoldsTheText) {
  // An affine map anywhere in the context could be printed under an alias
  // that must come first: the text is held until the map is printed (after
  // the probe), then the whole module is printed again with the alias.
  addManyFunctions();
  Operation *last = addFunction(/*withProbe=*/true);
  AffineExpr d0 = getAffineDimExpr(0, &ctx_);
  Attribute map = AffineMapAttr::get(AffineMap::get(1, 0, {d0 + 1}, &ctx_));
  Block &body = last->getRegion(0).front();
  makeOp(ctx_, &body, "foo.m", {}, {}, {{"map", map}})->moveBefore(&body.back());
  std::string text = printBothWays();
  EXPECT_EQ(text.rfind("#map = affine_map<(d0) -> (d0 + 1)>\n", 0), 0u);
  EXPECT_EQ(gSeenByProbe, 0);
}

TEST_F(PrintStreaming, ModuleValueAtTheEndHoldsTheText) {
  // A value of the module itself is numbered before every function's
  // values: the functions' names change, so nothing can go out early.
  addManyFunctions();
  addFunction(/*withProbe=*/true);
  makeOp(ctx_, top_, "foo.top", {}, {IndexType::get(&ctx_)});
  std::string text = printBothWays();
  EXPECT_NE(text.find("%0 = \"foo.top\"() : () -> index"), std::string::npos);
  EXPECT_NE(text.find("%1 = \"foo.a\"() : () -> i32"), std::string::npos);
  EXPECT_EQ(gSeenByProbe, 0);
}

}  // namespace
}  // namespace tbuf

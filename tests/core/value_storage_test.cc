// Unit tests of how values and source texts are stored: an op's results
// (16 bytes each for the first six, then with their number beside them) find
// their op and number from their address, an op's operands shrink in place
// and move out when they grow, a location finds its buffer through the
// buffer's id, and a source buffer's text and line index come back after its
// pages are released.
#include <gtest/gtest.h>

#include <cerrno>
#include <fstream>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "ir/builder.h"
#include "ir/builtin_ops.h"
#include "ir/context.h"
#include "ir/diagnostics.h"

namespace tbuf {
namespace {

TEST(ResultStorage, EveryResultKnowsItsOpNumberAndType) {
  Context ctx;
  Type i32 = IntegerType::get(&ctx, 32), f32 = FloatType::getF32(&ctx);
  for (unsigned n : {0u, 1u, 6u, 7u, 13u}) {
    OperationState st(&ctx, Location::unknown(), "test.many");
    for (unsigned i = 0; i < n; ++i) st.addTypes({i % 2 ? f32 : i32});
    st.addRegion();
    Operation *op = Operation::create(st);
    ASSERT_EQ(op->getNumResults(), n);
    unsigned i = 0;
    for (Value v : op->getResults()) {
      OpResult r = v.dyn_cast<OpResult>();
      ASSERT_TRUE(r);
      EXPECT_EQ(r, op->getResult(i));
      EXPECT_EQ(r.getOwner(), op) << "result " << i << " of " << n;
      EXPECT_EQ(r.getDefiningOp(), op);
      EXPECT_EQ(r.getResultNumber(), i);
      EXPECT_EQ(r.getType(), i % 2 ? f32 : i32);
      ++i;
    }
    EXPECT_EQ(i, n);
    if (n > 7) {
      // A slice starting past the inline results, and a type change that
      // keeps the value's kind.
      ResultRange tail = op->getResults().slice(5, 3);
      EXPECT_EQ(tail[0].getResultNumber(), 5u);
      EXPECT_EQ(tail[2].getResultNumber(), 7u);
      EXPECT_EQ(tail.end() - tail.begin(), 3);
      op->getResult(7).setType(i32);
      EXPECT_EQ(op->getResult(7).getType(), i32);
      EXPECT_EQ(op->getResult(7).getResultNumber(), 7u);
      EXPECT_EQ(op->getResult(7).getOwner(), op);
    }
    // The region comes after the results and still belongs to the op.
    EXPECT_EQ(op->getRegion(0).getParentOp(), op);
    OwningOpRef owner(op);
  }
}

TEST(ResultStorage, BlockArgumentsAreNotResults) {
  Context ctx;
  Type i32 = IntegerType::get(&ctx, 32);
  Block block;
  BlockArgument a = block.addArgument(i32, Location::unknown());
  BlockArgument b = block.insertArgument(0u, i32, Location::unknown());
  EXPECT_FALSE(Value(a).isa<OpResult>());
  EXPECT_EQ(Value(a).getDefiningOp(), nullptr);
  EXPECT_EQ(a.getOwner(), &block);
  EXPECT_EQ(b.getArgNumber(), 0u);
  EXPECT_EQ(a.getArgNumber(), 1u);
  EXPECT_EQ(a.getType(), i32);
}

TEST(OperandStorage, OperandsShrinkInPlaceAndGrowIntoTheirOwnArray) {
  Context ctx;
  Type i32 = IntegerType::get(&ctx, 32);
  OperationState defState(&ctx, Location::unknown(), "test.def");
  defState.addTypes({i32, i32, i32});
  Operation *def = Operation::create(defState);
  Value a = def->getResult(0), b = def->getResult(1), c = def->getResult(2);
  OperationState useState(&ctx, Location::unknown(), "test.use");
  useState.addOperands({a, b, c});
  Operation *user = Operation::create(useState);
  OpOperand *inPlace = &user->getOpOperand(0);
  auto expectOperands = [&](std::vector<Value> expected) {
    ASSERT_EQ(user->getNumOperands(), expected.size());
    for (unsigned i = 0; i < expected.size(); ++i) {
      EXPECT_EQ(user->getOperand(i), expected[i]) << "operand " << i;
      EXPECT_EQ(user->getOpOperand(i).getOwner(), user);
      EXPECT_EQ(user->getOpOperand(i).getOperandNumber(), i);
    }
  };
  auto numUses = [](Value v) { return std::distance(v.getUses().begin(), v.getUses().end()); };
  // Shrinking keeps the array in the op's block.
  user->setOperands({c, a});
  expectOperands({c, a});
  EXPECT_EQ(&user->getOpOperand(0), inPlace);
  EXPECT_EQ(numUses(b), 0);
  // Growing (even back to the size the op was created with) moves them out;
  // use lists follow every move.
  user->setOperands({a, b, c});
  expectOperands({a, b, c});
  EXPECT_NE(&user->getOpOperand(0), inPlace);
  user->insertOperands(1, {c, c});
  expectOperands({a, c, c, b, c});
  EXPECT_EQ(numUses(c), 3);
  user->eraseOperands(0, 4);
  expectOperands({c});
  user->setOperands({});
  expectOperands({});
  EXPECT_EQ(numUses(c), 0);
  user->setOperands({b, b});
  expectOperands({b, b});
  EXPECT_EQ(numUses(b), 2);
  OwningOpRef ownDef(def), ownUser(user);
}

TEST(Locations, FindTheirBufferByIdWhileItLives) {
  Context ctx;
  const SourceBuffer *first = ctx.getSourceManager().addBuffer("first.mlir", "a\nbc\n");
  const SourceBuffer *second = ctx.getSourceManager().addBuffer("second.mlir", "x\n");
  EXPECT_NE(first->getId(), 0u);
  EXPECT_NE(first->getId(), second->getId());
  Location loc = first->getLocation(3);
  EXPECT_EQ(loc.getBuffer(), first);
  EXPECT_EQ(loc.line, 2u);
  EXPECT_EQ(loc.col, 2u);
  EXPECT_EQ(Location(second, 1, 1).getBuffer(), second);
  EXPECT_NE(Location(first, 1, 1), Location(second, 1, 1));
  EXPECT_EQ(Location(first, 1, 1), Location(first, 1, 1));
  EXPECT_TRUE(Location::unknown().isUnknown());
  EXPECT_EQ(Location::unknown().getBuffer(), nullptr);
  EXPECT_EQ(Location(nullptr, 3, 4).getBuffer(), nullptr);
  // Buffers made on several threads at once get distinct ids.
  std::vector<std::unique_ptr<SourceBuffer>> made(8);
  std::vector<std::thread> threads;
  for (size_t t = 0; t < made.size(); ++t)
    threads.emplace_back([&made, t] { made[t] = std::make_unique<SourceBuffer>("t.mlir", "x"); });
  for (std::thread &t : threads) t.join();
  for (size_t i = 0; i < made.size(); ++i) {
    EXPECT_EQ(Location(made[i].get(), 1, 1).getBuffer(), made[i].get());
    for (size_t j = 0; j < i; ++j) EXPECT_NE(made[i]->getId(), made[j]->getId());
  }
  // A destroyed buffer's id goes to the next buffer made.
  uint32_t freed = made.back()->getId();
  made.pop_back();
  SourceBuffer next("next.mlir", "y");
  EXPECT_EQ(next.getId(), freed);
}

/// Writes `text` to a fresh file and returns its path.
std::string writeTemp(const std::string &text) {
  std::string path = ::testing::TempDir() + "value_storage_test_input.mlir";
  std::ofstream(path, std::ios::binary) << text;
  return path;
}

TEST(SourceBuffers, LargeFilesAreMappedAndReadBackAfterRelease) {
  // Large enough to be mapped (64 KiB and more), small enough to be quick.
  std::string text;
  for (int i = 0; text.size() < 200 * 1024; ++i) text += "// line " + std::to_string(i + 1) + "\n";
  text += "last line without newline";
  for (const std::string &contents : {text, std::string("a\nb\n")}) {
    Context ctx;
    const SourceBuffer *buffer = ctx.getSourceManager().addFile("input.mlir", writeTemp(contents));
    ASSERT_NE(buffer, nullptr);
    EXPECT_EQ(buffer->getContents(), contents);
    uint32_t lines = buffer->getNumLines();
    std::string lastLine(buffer->getLine(lines));
    buffer->releasePages();
    // The text and the line index come back on use.
    EXPECT_EQ(buffer->getContents(), contents);
    EXPECT_EQ(buffer->getNumLines(), lines);
    EXPECT_EQ(std::string(buffer->getLine(lines)), lastLine);
    EXPECT_EQ(std::string(buffer->getLine(2)), contents.size() > 4 ? "// line 2" : "b");
    size_t column = contents.size() > 4 ? 3 : 0;  // within line 2 ("b" in the small file)
    Location loc = buffer->getLocation(buffer->getLineStart(2) + column);
    EXPECT_EQ(loc.line, 2u);
    EXPECT_EQ(loc.col, column + 1);
    EXPECT_EQ(buffer->getOffset(loc), buffer->getLineStart(2) + column);
  }
}

TEST(SourceBuffers, UnreadableFilesSetErrno) {
  Context ctx;
  errno = 0;
  EXPECT_EQ(ctx.getSourceManager().addFile("dir", ::testing::TempDir()), nullptr);
  EXPECT_EQ(errno, EISDIR);
  EXPECT_EQ(ctx.getSourceManager().addFile("missing", ::testing::TempDir() + "no/such/file.mlir"), nullptr);
  EXPECT_EQ(errno, ENOENT);
}

}  // namespace
}  // namespace tbuf

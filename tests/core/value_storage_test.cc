// Unit tests of how values and source texts are stored: an op's results
// (16 bytes each for the first six, then with their number beside them) find
// their op and number from their address, and a source buffer's text and
// line index come back after its pages are released.
#include <gtest/gtest.h>

#include <cerrno>
#include <fstream>
#include <string>

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

// The example of docs/embedding.md, compiled and run: parse a program, walk
// and inspect it, build new IR with the builder, verify, print.
#include <gtest/gtest.h>

#include "dialects/arith_ops.h"
#include "dialects/register.h"
#include "ir/builder.h"
#include "ir/context.h"
#include "ir/parser.h"
#include "ir/printer.h"
#include "ir/verifier.h"

namespace tbuf {
namespace {

TEST(Embedding, ParseInspectBuildVerifyPrint) {
  // [embedding-example]
  Context ctx;
  registerAllDialects(ctx);
  OwningOpRef module = parseSourceString(ctx, R"mlir(
    func.func @add(%a: i32, %b: i32) -> i32 {
      %0 = arith.addi %a, %b : i32
      return %0 : i32
    }
  )mlir", "example.mlir");
  ASSERT_TRUE(module);  // on error, located diagnostics went to stderr

  // Find the addition and double its result: %1 = arith.muli %0, %c2.
  Operation *add = nullptr;
  module->walk([&](arith::AddIOp op) { add = op.getOperation(); });
  ASSERT_NE(add, nullptr);
  OpBuilder b(&ctx);
  b.setInsertionPointAfter(add);
  Value two = b.create<arith::ConstantOp>(add->getLoc(), b.getI32IntegerAttr(2)).getResult();
  Value twice = b.create<arith::MulIOp>(add->getLoc(), add->getResult(0), two).getResult();
  add->getResult(0).replaceAllUsesExcept(twice, twice.getDefiningOp());

  ASSERT_TRUE(succeeded(verify(module.get())));
  std::string text = printToString(module.get());
  // [embedding-example]
  EXPECT_EQ(text,
            "module {\n"
            "  func.func @add(%arg0: i32, %arg1: i32) -> i32 {\n"
            "    %0 = arith.addi %arg0, %arg1 : i32\n"
            "    %c2_i32 = arith.constant 2 : i32\n"
            "    %1 = arith.muli %0, %c2_i32 : i32\n"
            "    return %1 : i32\n"
            "  }\n"
            "}\n");
}

}  // namespace
}  // namespace tbuf

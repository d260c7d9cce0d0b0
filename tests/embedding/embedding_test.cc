// The examples of docs/embedding.md, compiled and run against the public API
// (tbuf/tbuf.h only): parse a program, walk and inspect it, build new IR with
// the builder, verify, print; run a textual pipeline and emit C; and the
// error paths (unreadable file, bad pipeline, IR emitC cannot translate).
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "tbuf/tbuf.h"

namespace tbuf {
namespace {

/// Collects the diagnostics of `ctx` as text while alive.
struct DiagCollector {
  explicit DiagCollector(Context &ctx) : ctx(ctx) {
    previous = ctx.getDiagEngine().setHandler([this](const Diagnostic &d) { messages.push_back(d.str()); });
  }
  ~DiagCollector() { ctx.getDiagEngine().setHandler(previous); }
  std::string all() const {
    std::string out;
    for (const std::string &m : messages) out += m;
    return out;
  }
  Context &ctx;
  DiagnosticEngine::Handler previous;
  std::vector<std::string> messages;
};

TEST(Embedding, ParseInspectBuildVerifyPrint) {
  // [embedding-example]
  Context ctx;
  registerAll(ctx);
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

TEST(Embedding, BufferizeDeallocateEmitC) {
  Context ctx;
  registerAll(ctx);
  registerAll(ctx);  // idempotent
  OwningOpRef module = parseSourceString(ctx, R"mlir(
    func.func @fill(%t: tensor<4xf32>) -> tensor<4xf32> {
      %one = arith.constant 1.0 : f32
      %0 = linalg.fill ins(%one : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
      return %0 : tensor<4xf32>
    }
  )mlir", "fill.mlir");
  ASSERT_TRUE(module);
  ASSERT_TRUE(succeeded(runPipeline(module.get(),
                                    "builtin.module(one-shot-bufferize{bufferize-function-boundaries},"
                                    "buffer-deallocation-pipeline)")));
  std::string text = printToString(module.get());
  EXPECT_NE(text.find("func.func @fill(%arg0: memref<4xf32, strided<[?], offset: ?>>)"), std::string::npos) << text;
  EXPECT_EQ(text.find("tensor<"), std::string::npos) << text;

  std::string c = emitC(module.get());
  EXPECT_NE(c.find("#include \"tbuf_runtime.h\""), std::string::npos) << c;
  EXPECT_NE(c.find("fill("), std::string::npos) << c;
}

TEST(Embedding, ParseSourceFileReportsUnreadableFile) {
  Context ctx;
  registerAll(ctx);
  DiagCollector diags(ctx);
  OwningOpRef module = parseSourceFile(ctx, "/nonexistent/input.mlir");
  EXPECT_FALSE(module);
  EXPECT_NE(diags.all().find("error: cannot open input file '/nonexistent/input.mlir'"), std::string::npos)
      << diags.all();
}

TEST(Embedding, ParseErrorsAreLocated) {
  Context ctx;
  registerAll(ctx);
  DiagCollector diags(ctx);
  OwningOpRef module = parseSourceString(ctx, "func.func @f() {\n  %0 = arith.addi %x : i32\n}\n", "bad.mlir");
  EXPECT_FALSE(module);
  EXPECT_NE(diags.all().find("bad.mlir:2:"), std::string::npos) << diags.all();
}

TEST(Embedding, RunPipelineRejectsUnknownPass) {
  Context ctx;
  registerAll(ctx);
  OwningOpRef module = parseSourceString(ctx, "func.func @f() { return }", "f.mlir");
  ASSERT_TRUE(module);
  DiagCollector diags(ctx);
  EXPECT_TRUE(failed(runPipeline(module.get(), "builtin.module(no-such-pass)")));
  EXPECT_NE(diags.all().find("invalid pass pipeline"), std::string::npos) << diags.all();
  EXPECT_TRUE(failed(runPipeline(module.get(), "builtin.module(")));
}

TEST(Embedding, EmitCRejectsTensorLevelIR) {
  Context ctx;
  registerAll(ctx);
  OwningOpRef module = parseSourceString(ctx, R"mlir(
    func.func @f(%t: tensor<4xf32>) -> tensor<4xf32> {
      %0 = arith.addf %t, %t : tensor<4xf32>
      return %0 : tensor<4xf32>
    }
  )mlir", "f.mlir");
  ASSERT_TRUE(module);
  DiagCollector diags(ctx);
  EXPECT_EQ(emitC(module.get()), "");
  EXPECT_FALSE(diags.messages.empty());
}

TEST(Embedding, InterpretBeforeAndAfterThePipeline) {
  Context ctx;
  registerAll(ctx);
  const char *program = R"mlir(
    func.func private @printMemrefF32(memref<*xf32>)
    func.func @main() {
      %t = tensor.empty() : tensor<3xf32>
      %c = arith.constant 2.5 : f32
      %f = linalg.fill ins(%c : f32) outs(%t : tensor<3xf32>) -> tensor<3xf32>
      %u = tensor.cast %f : tensor<3xf32> to tensor<*xf32>
      %m = bufferization.to_buffer %u read_only : tensor<*xf32> to memref<*xf32>
      func.call @printMemrefF32(%m) : (memref<*xf32>) -> ()
      return
    }
  )mlir";
  OwningOpRef module = parseSourceString(ctx, program, "fill.mlir");
  ASSERT_TRUE(module);
  for (bool bufferized : {false, true}) {
    if (bufferized) {
      ASSERT_TRUE(succeeded(runPipeline(
          module.get(), "builtin.module(one-shot-bufferize{bufferize-function-boundaries},buffer-deallocation-pipeline)")));
    }
    std::ostringstream out, err;
    InterpretResult result = interpret(module.get(), InterpretOptions(), out, err);
    EXPECT_EQ(result.exitCode, 0) << err.str();
    EXPECT_TRUE(result.reports.empty());
    EXPECT_NE(out.str().find("[2.5,  2.5,  2.5]"), std::string::npos) << out.str();
  }
}

TEST(Embedding, InterpretReportsALeakWithItsAllocationSite) {
  Context ctx;
  registerAll(ctx);
  OwningOpRef module = parseSourceString(ctx, R"mlir(func.func @main() {
  %m = memref.alloc() : memref<4xf32>
  return
}
)mlir", "leak.mlir");
  ASSERT_TRUE(module);
  std::ostringstream out, err;
  InterpretResult result = interpret(module.get(), InterpretOptions(), out, err);
  EXPECT_EQ(result.exitCode, 1);
  ASSERT_EQ(result.reports.size(), 1u);
  EXPECT_EQ(result.reports[0].kind, SanitizerKind::Leak);
  EXPECT_NE(result.reports[0].message.find("leak.mlir:2:8"), std::string::npos) << result.reports[0].message;
}

}  // namespace
}  // namespace tbuf

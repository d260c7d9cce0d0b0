// The library side of `tbuf explain` (explain/explain.h, explain/render.h) on
// programs parsed from strings: the decisions, their causes and locations,
// the link from an allocation to the out-of-place decision it implements,
// the summary, failures with located diagnostics, the recorder being off
// outside explainModule, and the renderers' agreement with the data.
#include <algorithm>
#include <optional>
#include <string>

#include "bufferize/decision_recorder.h"
#include "explain/explain.h"
#include "explain/render.h"
#include "gtest/gtest.h"
#include "tbuf/tbuf.h"

namespace tbuf {
namespace {

constexpr const char *kRaw = R"(func.func @raw(%t: tensor<8xf32>, %v: f32) -> (tensor<8xf32>, f32) {
  %c0 = arith.constant 0 : index
  %w = tensor.insert %v into %t[%c0] : tensor<8xf32>
  %r = tensor.extract %t[%c0] : tensor<8xf32>
  return %w, %r : tensor<8xf32>, f32
}
)";

std::optional<explain::Explanation> explainString(Context &ctx, const char *text,
                                                  std::string_view pipeline = explain::kDefaultPipeline) {
  OwningOpRef module = parseSourceString(ctx, text, "prog.mlir");
  if (!module) return std::nullopt;
  return explain::explainModule(module.get(), pipeline);
}

TEST(ExplainApi, ReadAfterWriteDecisionWithLocationsAndAllocation) {
  Context ctx;
  registerAll(ctx);
  std::optional<explain::Explanation> ex = explainString(ctx, kRaw);
  ASSERT_TRUE(ex);
  EXPECT_EQ(ex->file, "prog.mlir");
  EXPECT_EQ(ex->schemaVersion, 1);
  auto outOfPlace = std::find_if(ex->decisions.begin(), ex->decisions.end(), [](const explain::Decision &d) {
    return d.kind == explain::DecisionKind::OutOfPlace;
  });
  ASSERT_NE(outOfPlace, ex->decisions.end());
  EXPECT_EQ(outOfPlace->cause, explain::Cause::ReadAfterWrite);
  EXPECT_EQ(outOfPlace->op.opName, "tensor.insert");
  EXPECT_EQ(outOfPlace->op.loc.line, 3u);
  EXPECT_EQ(outOfPlace->op.loc.col, 8u);
  EXPECT_EQ(outOfPlace->op.value, "%t");
  EXPECT_EQ(outOfPlace->operandNumber, 1);
  bool sawRead = false;
  for (const explain::Decision::Related &r : outOfPlace->related)
    if (r.role == "read") {
      sawRead = true;
      EXPECT_EQ(r.op.opName, "tensor.extract");
      EXPECT_EQ(r.op.loc.line, 4u);
    }
  EXPECT_TRUE(sawRead);
  // The copy's allocation points back at the decision and has its size.
  auto alloc = std::find_if(ex->decisions.begin(), ex->decisions.end(), [](const explain::Decision &d) {
    return d.kind == explain::DecisionKind::Allocation;
  });
  ASSERT_NE(alloc, ex->decisions.end());
  EXPECT_EQ(alloc->explainedBy, outOfPlace->id);
  EXPECT_EQ(alloc->bytes, 32);
  EXPECT_GT(alloc->op.outputLine, 0u);
  ASSERT_EQ(ex->functions.size(), 1u);
  const explain::FunctionSummary &f = ex->functions[0];
  EXPECT_EQ(f.name, "raw");
  EXPECT_EQ(f.outOfPlace, 1);
  EXPECT_EQ(f.inPlace, 2);
  EXPECT_EQ(f.allocations, 1);
  EXPECT_EQ(f.copies, 1);
  EXPECT_EQ(f.staticPeakBytes, 32);
  ASSERT_EQ(f.buffers.size(), 1u);
  EXPECT_EQ(f.buffers[0].freedBy, -1);  // returned: lives to the end
}

TEST(ExplainApi, NoRecorderOutsideExplainModule) {
  Context ctx;
  registerAll(ctx);
  EXPECT_EQ(bufferization::getDecisionRecorder(), nullptr);
  ASSERT_TRUE(explainString(ctx, kRaw));
  EXPECT_EQ(bufferization::getDecisionRecorder(), nullptr);
}

TEST(ExplainApi, BadPipelineIsALocatedError) {
  Context ctx;
  registerAll(ctx);
  std::string messages;
  ctx.getDiagEngine().setHandler([&](const Diagnostic &d) { messages += d.str() + "\n"; });
  EXPECT_FALSE(explainString(ctx, kRaw, "builtin.module(no-such-pass)"));
  EXPECT_NE(messages.find("invalid pass pipeline"), std::string::npos) << messages;
}

TEST(ExplainApi, FailingPassGivesNoExplanation) {
  Context ctx;
  registerAll(ctx);
  std::string messages;
  ctx.getDiagEngine().setHandler([&](const Diagnostic &d) { messages += d.str() + "\n"; });
  // A loop yielding a buffer from outside is rejected without
  // allow-return-allocs-from-loops.
  constexpr const char *kLoop = R"(func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> tensor<4xf32> {
    %e = tensor.empty() : tensor<4xf32>
    scf.yield %e : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
)";
  EXPECT_FALSE(explainString(ctx, kLoop));
  EXPECT_NE(messages.find("prog.mlir:6:5"), std::string::npos) << messages;
}

TEST(ExplainApi, RenderersAgreeWithTheData) {
  Context ctx;
  registerAll(ctx);
  std::optional<explain::Explanation> ex = explainString(ctx, kRaw);
  ASSERT_TRUE(ex);
  std::string json = explain::renderJson(*ex);
  EXPECT_NE(json.find("\"schemaVersion\": 1"), std::string::npos);
  EXPECT_NE(json.find("\"cause\": \"read-after-write\""), std::string::npos);
  std::string html = explain::renderHtml(*ex);
  size_t annotations = 0;
  for (size_t pos = html.find("class=\"ann k-"); pos != std::string::npos; pos = html.find("class=\"ann k-", pos + 1))
    ++annotations;
  EXPECT_EQ(annotations, ex->decisions.size());
  EXPECT_EQ(html.find("http"), std::string::npos);  // self-contained: no URL at all
  std::string text = explain::renderText(*ex, /*color=*/false);
  EXPECT_NE(text.find("prog.mlir:3:8"), std::string::npos);
  EXPECT_EQ(text.find("\x1b["), std::string::npos);
  EXPECT_NE(explain::renderText(*ex, /*color=*/true).find("\x1b["), std::string::npos);
}

}  // namespace
}  // namespace tbuf

// PassManager, registry and textual pipelines: nesting, run order, verifier
// after each pass, failure handling, instrumentation, statistics and timing
// reports, and the print-op-stats pass.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "ir/builtin_ops.h"
#include "ir/context.h"
#include "ir/parser/parser.h"
#include "ir/pass/pass_manager.h"
#include "ir/pass/pass_pipeline_parser.h"
#include "ir/pass/pass_registry.h"
#include "ir/pass/pass_statistics.h"
#include "ir/pass/pass_timing.h"
#include "ir/pass/passes.h"

namespace tbuf {
namespace {

std::vector<std::string> runLog;

std::string describe(Operation *op) {
  std::string s(op->getName());
  if (auto name = op->getAttrOfType<StringAttr>("sym_name")) s += "@" + std::string(name.getValue());
  return s;
}

class RecordPass : public Pass {
 public:
  std::string_view getArgument() const override { return "test-record"; }
  std::string_view getName() const override { return "TestRecord"; }
  std::string_view getDescription() const override { return "records where it runs"; }
  LogicalResult runOnOperation(Operation *op) override {
    runLog.push_back(tag.getValue() + ":" + describe(op));
    ++runs;
    return success();
  }
  Option<std::string> tag{*this, "tag", "label in the log", "r"};
  Statistic runs{*this, "runs", "Number of ops processed"};
  Statistic unused{*this, "a-long-statistic-name", "Never incremented"};
};

class FailPass : public Pass {
 public:
  std::string_view getArgument() const override { return "test-fail"; }
  std::string_view getName() const override { return "TestFail"; }
  std::string_view getDescription() const override { return "always fails"; }
  LogicalResult runOnOperation(Operation *op) override {
    runLog.push_back("fail:" + describe(op));
    return op->emitError() << "test-fail ran";
  }
};

class FnAnchoredPass : public Pass {
 public:
  std::string_view getArgument() const override { return "test-fn-only"; }
  std::string_view getName() const override { return "TestFnOnly"; }
  std::string_view getDescription() const override { return "anchored on test.fn"; }
  std::string_view getOpName() const override { return "test.fn"; }
  LogicalResult runOnOperation(Operation *op) override {
    runLog.push_back("fn-only:" + describe(op));
    return success();
  }
};

/// Options of the test pipeline below.
struct TwiceOptions : public PassOptions {
  Option<std::string> tag{*this, "tag", "tag of both runs", "twice"};
};

class PassManagerTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    registerPass<RecordPass>();
    registerPass<FailPass>();
    registerPass<FnAnchoredPass>();
    registerIrPasses();
    registerPassPipeline<TwiceOptions>("test-twice", "test-record twice",
                                       [](OpPassManager &pm, const TwiceOptions &options) {
                                         for (int i = 0; i < 2; ++i) {
                                           std::string error;
                                           (void)addPassOrPipeline(pm, "test-record", "tag=" + options.tag.getValue(),
                                                                   error);
                                         }
                                       });
  }

  void SetUp() override {
    runLog.clear();
    ctx.getDiagEngine().setHandler([this](const Diagnostic &d) { diags.push_back(d); });
    module = parseSourceString(ctx, R"mlir(
"test.fn"() ({
  "test.inner"() : () -> ()
}) {sym_name = "a"} : () -> ()
"test.other"() : () -> ()
"test.fn"() ({
}) {sym_name = "b"} : () -> ()
)mlir",
                               "pm.mlir");
    ASSERT_TRUE(module);
  }

  /// Parses `pipeline` into a fresh pass manager; "" on success.
  std::string build(std::string_view pipeline, std::unique_ptr<PassManager> &pm) {
    std::string anchor, error;
    if (failed(getPassPipelineAnchor(pipeline, anchor, error))) return error;
    pm = std::make_unique<PassManager>(&ctx, anchor, OpPassManager::Nesting::Explicit);
    if (failed(parsePassPipeline(pipeline, *pm, error))) return error;
    return "";
  }

  Context ctx;
  OwningOpRef module;
  std::vector<Diagnostic> diags;
};

TEST_F(PassManagerTest, NestedPipelineRunsPerMatchingChildInOrder) {
  std::unique_ptr<PassManager> pm;
  ASSERT_EQ(build("builtin.module(test-record{tag=m1}, test.fn(test-record{tag=f1},test-record{tag=f2}), "
                  "test-record{tag=m2})",
                  pm),
            "");
  ASSERT_TRUE(succeeded(pm->run(module.get())));
  EXPECT_EQ(runLog, (std::vector<std::string>{"m1:builtin.module", "f1:test.fn@a", "f2:test.fn@a", "f1:test.fn@b",
                                              "f2:test.fn@b", "m2:builtin.module"}));
  EXPECT_EQ(pm->getPipelineText(),
            "builtin.module(test-record{tag=m1},test.fn(test-record{tag=f1},test-record{tag=f2}),test-record{tag=m2})");
}

TEST_F(PassManagerTest, DumpFormat) {
  std::unique_ptr<PassManager> pm;
  ASSERT_EQ(build("builtin.module(test.fn(print-op-stats),strip-debuginfo)", pm), "");
  std::string text;
  pm->printPipeline(text);
  EXPECT_EQ(text, "builtin.module(\n  test.fn(\n    print-op-stats{json=false}\n  ),\n  strip-debuginfo\n)");
  ASSERT_EQ(build("builtin.module()", pm), "");
  text.clear();
  pm->printPipeline(text);
  EXPECT_EQ(text, "builtin.module(\n\n)");
}

TEST_F(PassManagerTest, PipelineSyntaxErrors) {
  std::unique_ptr<PassManager> pm;
  EXPECT_EQ(build("test-record", pm),
            "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'");
  EXPECT_EQ(build("builtin.module(foo)", pm),
            "'foo' does not refer to a registered pass or pass pipeline\nbuiltin.module(foo)\n               ^");
  EXPECT_EQ(build("builtin.module(test.fn(test-record)", pm),
            "encountered unbalanced parentheses while parsing pipeline\nbuiltin.module(test.fn(test-record)\n" +
                std::string(35, ' ') + "^");
  EXPECT_EQ(build("builtin.module(test-record{tag=x)", pm),
            "missing closing '}' while processing pass options\nbuiltin.module(test-record{tag=x)\n" +
                std::string(26, ' ') + "^");
  EXPECT_EQ(build("builtin.module(test-record{bogus})", pm),
            "pass 'test-record': no such option 'bogus'\nbuiltin.module(test-record{bogus})\n" +
                std::string(15, ' ') + "^");
  EXPECT_EQ(build("builtin.module(,test-record)", pm),
            "expected a pass or pass pipeline name\nbuiltin.module(,test-record)\n" + std::string(15, ' ') + "^");
  EXPECT_EQ(build("builtin.module(test-fn-only)", pm),
            "can't add pass 'test-fn-only' restricted to 'test.fn' on a pass manager intended to run on "
            "'builtin.module', did you intend to nest?\nbuiltin.module(test-fn-only)\n" +
                std::string(15, ' ') + "^");
}

TEST_F(PassManagerTest, QuotedOptionsInPipeline) {
  std::unique_ptr<PassManager> pm;
  ASSERT_EQ(build("builtin.module(test-record{tag='a,b (c)'})", pm), "");
  ASSERT_TRUE(succeeded(pm->run(module.get())));
  EXPECT_EQ(runLog, (std::vector<std::string>{"a,b (c):builtin.module"}));
}

TEST_F(PassManagerTest, FlagFormWithImplicitNesting) {
  PassManager pm(&ctx, "builtin.module", OpPassManager::Nesting::Implicit);
  std::string error;
  ASSERT_TRUE(succeeded(addPassOrPipeline(pm, "test-record", "tag=m", error))) << error;
  ASSERT_TRUE(succeeded(addPassOrPipeline(pm, "test-fn-only", "", error))) << error;
  ASSERT_TRUE(succeeded(addPassOrPipeline(pm, "test-fn-only", "", error))) << error;
  EXPECT_EQ(pm.getPipelineText(), "builtin.module(test-record{tag=m},test.fn(test-fn-only,test-fn-only))");
  EXPECT_TRUE(failed(addPassOrPipeline(pm, "nope", "", error)));
  EXPECT_EQ(error, "'nope' does not refer to a registered pass or pass pipeline");
  EXPECT_TRUE(failed(addPassOrPipeline(pm, "test-record", "tag", error)));
  EXPECT_EQ(error, "pass 'test-record': option 'tag' requires a value");
}

TEST_F(PassManagerTest, NamedPipelineWithOptions) {
  std::unique_ptr<PassManager> pm;
  ASSERT_EQ(build("builtin.module(test-twice{tag=t})", pm), "");
  EXPECT_EQ(pm->getPipelineText(), "builtin.module(test-record{tag=t},test-record{tag=t})");
  ASSERT_EQ(build("builtin.module(test-twice)", pm), "");
  EXPECT_EQ(pm->getPipelineText(), "builtin.module(test-record{tag=twice},test-record{tag=twice})");
  EXPECT_EQ(build("builtin.module(test-twice{x=1})", pm),
            "pass pipeline 'test-twice': no such option 'x'\nbuiltin.module(test-twice{x=1})\n" +
                std::string(15, ' ') + "^");
}

TEST_F(PassManagerTest, FailureStopsThePipeline) {
  std::unique_ptr<PassManager> pm;
  ASSERT_EQ(build("builtin.module(test.fn(test-fail,test-record),test-record)", pm), "");
  EXPECT_TRUE(failed(pm->run(module.get())));
  EXPECT_EQ(runLog, (std::vector<std::string>{"fail:test.fn@a"}));
  ASSERT_EQ(diags.size(), 1u);
  EXPECT_EQ(diags[0].message, "test-fail ran");
  EXPECT_EQ(diags[0].loc.line, 2u);
}

TEST_F(PassManagerTest, VerifierRunsAfterEachPass) {
  std::unique_ptr<PassManager> pm;
  ASSERT_EQ(build("builtin.module(test-record,test.fn(test-record))", pm), "");
  std::vector<std::string> verified;
  pm->enableVerifier([&](Operation *op) {
    verified.push_back(describe(op));
    return success(op->getName() != "test.fn" || op->getAttrOfType<StringAttr>("sym_name").getValue() != "b");
  });
  EXPECT_TRUE(failed(pm->run(module.get())));
  EXPECT_EQ(verified, (std::vector<std::string>{"builtin.module", "test.fn@a", "test.fn@b"}));
}

TEST_F(PassManagerTest, AnchorMismatchAndIsolation) {
  PassManager fnPm(&ctx, "test.fn", OpPassManager::Nesting::Explicit);
  EXPECT_TRUE(failed(fnPm.run(module.get())));
  ASSERT_EQ(diags.size(), 1u);
  EXPECT_EQ(diags[0].message, "can't run 'test.fn' pass manager on 'builtin.module' op");

  OpDefinition def;
  def.name = "test.notiso";
  def.traits = static_cast<uint32_t>(OpTrait::NoTerminator);
  ctx.registerOp(def);
  OwningOpRef m = parseSourceString(ctx, "\"test.notiso\"() ({\n}) : () -> ()\n", "iso.mlir");
  ASSERT_TRUE(m);
  std::unique_ptr<PassManager> pm;
  ASSERT_EQ(build("builtin.module(test.notiso(test-record))", pm), "");
  diags.clear();
  EXPECT_TRUE(failed(pm->run(m.get())));
  ASSERT_EQ(diags.size(), 1u);
  EXPECT_EQ(diags[0].message,
            "'test.notiso' op trying to schedule a pass on an operation not marked as 'IsolatedFromAbove'");
}

class LoggingInstrumentation : public PassInstrumentation {
 public:
  explicit LoggingInstrumentation(std::vector<std::string> &log) : log_(log) {}
  void runBeforePipeline(std::string_view opName, Operation *) override { log_.push_back("pipeline " + std::string(opName)); }
  void runAfterPipeline(std::string_view opName, Operation *) override { log_.push_back("end " + std::string(opName)); }
  void runBeforePass(Pass *pass, Operation *op) override { log_.push_back("before " + std::string(pass->getArgument()) + " " + describe(op)); }
  void runAfterPass(Pass *pass, Operation *) override { log_.push_back("after " + std::string(pass->getArgument())); }
  void runAfterPassFailed(Pass *pass, Operation *) override { log_.push_back("failed " + std::string(pass->getArgument())); }

 private:
  std::vector<std::string> &log_;
};

TEST_F(PassManagerTest, Instrumentation) {
  std::unique_ptr<PassManager> pm;
  ASSERT_EQ(build("builtin.module(test-record,test.fn(test-fail))", pm), "");
  std::vector<std::string> log;
  pm->addInstrumentation(std::make_unique<LoggingInstrumentation>(log));
  EXPECT_TRUE(failed(pm->run(module.get())));
  EXPECT_EQ(log, (std::vector<std::string>{"before test-record builtin.module", "after test-record",
                                           "pipeline test.fn", "before test-fail test.fn@a", "failed test-fail",
                                           "end test.fn"}));
}

TEST_F(PassManagerTest, StatisticsReport) {
  std::unique_ptr<PassManager> pm;
  ASSERT_EQ(build("builtin.module(test-record,test.fn(test-record,print-op-stats{json}))", pm), "");
  testing::internal::CaptureStderr();
  ASSERT_TRUE(succeeded(pm->run(module.get())));
  testing::internal::GetCapturedStderr();
  const std::string header =
      "===-------------------------------------------------------------------------===\n"
      "                         ... Pass statistics report ...\n"
      "===-------------------------------------------------------------------------===\n";
  EXPECT_EQ(formatPassStatistics(*pm),
            header +
                "TestRecord\n"
                "  (S) 0 a-long-statistic-name - Never incremented\n"
                "  (S) 1 runs                  - Number of ops processed\n"
                "'test.fn' Pipeline\n"
                "  TestRecord\n"
                "    (S) 0 a-long-statistic-name - Never incremented\n"
                "    (S) 2 runs                  - Number of ops processed\n"
                "  PrintOpStats\n"
                "\n");
  EXPECT_EQ(formatPassStatistics(*pm, PassDisplayMode::List),
            header +
                "  TestRecord\n"
                "    (S) 0 a-long-statistic-name - Never incremented\n"
                "    (S) 3 runs                  - Number of ops processed\n"
                "\n");
}

TEST_F(PassManagerTest, PrintOpStatsTableAndJson) {
  std::unique_ptr<PassManager> pm;
  ASSERT_EQ(build("builtin.module(print-op-stats,test.fn(print-op-stats{json=true}))", pm), "");
  testing::internal::CaptureStderr();
  ASSERT_TRUE(succeeded(pm->run(module.get())));
  std::string err = testing::internal::GetCapturedStderr();
  EXPECT_EQ(err,
            "Operations encountered:\n"
            "-----------------------\n"
            "  builtin.module , 1\n"
            "     test.fn     , 2\n"
            "     test.inner  , 1\n"
            "     test.other  , 1\n"
            "{\n"
            "  \"test.fn\" : 1,\n"
            "  \"test.inner\" : 1\n"
            "}\n"
            "{\n"
            "  \"test.fn\" : 1\n"
            "}\n");
}

TEST_F(PassManagerTest, StripDebugInfo) {
  std::unique_ptr<PassManager> pm;
  ASSERT_EQ(build("builtin.module(test.fn(strip-debuginfo))", pm), "");
  ASSERT_TRUE(succeeded(pm->run(module.get())));
  Block &body = module.get()->getRegion(0).front();
  for (Operation &op : body) {
    if (op.getName() == "test.fn")
      EXPECT_TRUE(op.getLoc().isUnknown());
    else
      EXPECT_FALSE(op.getLoc().isUnknown());
  }
}

TEST_F(PassManagerTest, TimingReportStructure) {
  TimingManager tm;
  std::unique_ptr<PassManager> pm;
  ASSERT_EQ(build("builtin.module(test-record,test.fn(test-record))", pm), "");
  pm->addInstrumentation(tm.createPassInstrumentation());
  { TimingManager::Scope parser(tm, tm.getTimer("Parser")); }
  ASSERT_TRUE(succeeded(pm->run(module.get())));
  { TimingManager::Scope output(tm, tm.getTimer("Output")); }
  std::string report = tm.report();
  std::vector<std::string> lines;
  for (size_t start = 0, nl; (nl = report.find('\n', start)) != std::string::npos; start = nl + 1)
    lines.push_back(report.substr(start, nl - start));
  ASSERT_EQ(lines.size(), 13u) << report;
  EXPECT_EQ(lines[1], "                         ... Execution time report ...");
  EXPECT_EQ(lines[3].rfind("  Total Execution Time: ", 0), 0u);
  EXPECT_EQ(lines[5], "  ----Wall Time----  ----Name----");
  // `  %8.4f (%5.1f%)  name` rows, children indented by two.
  auto name = [&](int i) { return lines[i].substr(21); };
  EXPECT_EQ(name(6), "Parser");
  EXPECT_EQ(name(7), "TestRecord");
  EXPECT_EQ(name(8), "'test.fn' Pipeline");
  EXPECT_EQ(name(9), "  TestRecord");
  EXPECT_EQ(name(10), "Output");
  EXPECT_EQ(name(11), "Rest");
  EXPECT_EQ(name(12), "Total");
  EXPECT_EQ(lines[12].substr(10, 9), " (100.0%)");
}

}  // namespace
}  // namespace tbuf

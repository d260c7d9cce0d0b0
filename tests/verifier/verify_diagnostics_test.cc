// DiagnosticVerifier (--verify-diagnostics): designator forms, matching
// rules and MLIR's report formats. Diagnostics are emitted by hand at chosen
// lines of a buffer.
#include <gtest/gtest.h>

#include <string>

#include "ir/context.h"
#include "ir/diagnostics.h"
#include "ir/verifier/verify_diagnostics.h"

namespace tbuf {
namespace {

class VerifyDiagnosticsTest : public ::testing::Test {
 protected:
  void load(std::string text) { buffer = ctx.getSourceManager().addBuffer("v.mlir", std::move(text)); }

  void start(bool onlyExpected = false) {
    verifier = std::make_unique<DiagnosticVerifier>(ctx, buffer, onlyExpected,
                                                    [this](std::string_view s) { report += s; });
  }

  /// Emits a diagnostic on `line` (column 1) through the context.
  void emit(uint32_t line, Severity severity, std::string message, uint32_t noteLine = 0, std::string note = {}) {
    InFlightDiagnostic d(&ctx.getDiagEngine(), Location{buffer, line, 1}, severity);
    d << message;
    if (noteLine) d.attachNote(Location{buffer, noteLine, 1}).message = note;
  }

  Context ctx;
  const SourceBuffer *buffer = nullptr;
  std::unique_ptr<DiagnosticVerifier> verifier;
  std::string report;
};

TEST_F(VerifyDiagnosticsTest, AllDesignatorForms) {
  load(
      "op1\n"                                       // 1
      "// expected-error @-1 {{first}}\n"           // 2
      "// expected-warning @+2 {{second}}\n"        // 3
      "// expected-remark@above {{third}}\n"        // 4: above = line 1
      "op5\n"                                       // 5
      "op6 // expected-error {{same line}}\n"       // 6
      "// expected-note @below {{fourth}}\n"        // 7
      "// expected-error @below {{fifth}}\n"        // 8
      "\n"                                          // 9: below = line 9
      "// expected-error-re {{value #{{[0-9]+}} is}}\n"  // 10
      "// expected-error @unknown {{nowhere}}\n");  // 11
  start();
  emit(1, Severity::Error, "the first error");
  emit(5, Severity::Warning, "second");
  emit(1, Severity::Remark, "a third remark");
  emit(6, Severity::Error, "on the same line", 9, "fourth note");
  emit(9, Severity::Error, "fifth");
  emit(10, Severity::Error, "value #12 is bad");
  InFlightDiagnostic(&ctx.getDiagEngine(), Location::unknown(), Severity::Error) << "from nowhere";
  EXPECT_TRUE(succeeded(verifier->verify())) << report;
  EXPECT_EQ(report, "");
}

TEST_F(VerifyDiagnosticsTest, UnexpectedAndMissing) {
  load(
      "op1\n"
      "// expected-error @-1 {{wanted}}\n"
      "op3\n");
  start();
  emit(3, Severity::Error, "surprise", 1, "a note too");
  EXPECT_TRUE(failed(verifier->verify()));
  EXPECT_EQ(report,
            "v.mlir:3:1: error: unexpected error: surprise\n"
            "op3\n"
            "^\n"
            "v.mlir:1:1: error: unexpected note: a note too\n"
            "op1\n"
            "^\n"
            "v.mlir:2:4: error: expected error \"wanted\" was not produced\n"
            "// expected-error @-1 {{wanted}}\n"
            "   ^~~~~~\n");
}

TEST_F(VerifyDiagnosticsTest, SeverityNearMiss) {
  load("op1 // expected-warning {{careful}}\n");
  start();
  emit(1, Severity::Error, "be careful");
  EXPECT_TRUE(failed(verifier->verify()));
  EXPECT_EQ(report,
            "v.mlir:1:8: error: 'error' diagnostic emitted when expecting a 'warning'\n"
            "op1 // expected-warning {{careful}}\n"
            "       ^\n"
            "v.mlir:1:8: error: expected warning \"careful\" was not produced\n"
            "op1 // expected-warning {{careful}}\n"
            "       ^~~~~~~\n");
}

TEST_F(VerifyDiagnosticsTest, WrongLineDoesNotMatch) {
  load(
      "op1\n"
      "// expected-error @+2 {{x}}\n"
      "op3\n");
  start();
  emit(3, Severity::Error, "x");
  EXPECT_TRUE(failed(verifier->verify()));
  EXPECT_NE(report.find("unexpected error: x"), std::string::npos) << report;
  EXPECT_NE(report.find("expected error \"x\" was not produced"), std::string::npos) << report;
}

TEST_F(VerifyDiagnosticsTest, OneDesignatorMatchesRepeatedDiagnostics) {
  load("op1 // expected-error {{dup}}\n");
  start();
  emit(1, Severity::Error, "dup");
  emit(1, Severity::Error, "dup again");
  EXPECT_TRUE(succeeded(verifier->verify())) << report;
}

TEST_F(VerifyDiagnosticsTest, OnlyExpectedIgnoresOthers) {
  load("op1 // expected-error {{wanted}}\n");
  start(/*onlyExpected=*/true);
  emit(1, Severity::Error, "wanted");
  emit(1, Severity::Warning, "ignored");
  EXPECT_TRUE(succeeded(verifier->verify())) << report;
}

TEST_F(VerifyDiagnosticsTest, MalformedRegex) {
  load("op1 // expected-error-re {{a {{[}} b}}\nop2 // expected-error-re {{a {{x b}}\n");
  start();
  EXPECT_TRUE(failed(verifier->verify()));
  EXPECT_NE(report.find("v.mlir:1:8: error: invalid regex: "), std::string::npos) << report;
  EXPECT_NE(report.find("v.mlir:2:8: error: found start of regex with no end '}}'"), std::string::npos) << report;
}

TEST_F(VerifyDiagnosticsTest, DanglingBelowAppliesToLastLine) {
  load("op1\n// expected-error @below {{end}}");
  start();
  emit(2, Severity::Error, "at the end");
  EXPECT_TRUE(succeeded(verifier->verify())) << report;
}

TEST_F(VerifyDiagnosticsTest, RestoresPreviousHandler) {
  load("op1\n");
  int seen = 0;
  ctx.getDiagEngine().setHandler([&](const Diagnostic &) { ++seen; });
  start();
  emit(1, Severity::Error, "to the verifier");
  EXPECT_EQ(seen, 0);
  verifier.reset();
  emit(1, Severity::Error, "to the old handler");
  EXPECT_EQ(seen, 1);
}

}  // namespace
}  // namespace tbuf

// Test helper for the C emitter: parse a memref-level module, emit C with an
// `int main(void)` calling @main, compile it with the system C compiler
// (`cc -std=c99 -O2 -Wall -Werror`, as `tbuf run` does but warnings fatal)
// together with the runtime sources embedded in the tbuf driver, run it and
// capture its stdout, stderr and exit status.
#pragma once

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "lower/emit_c.h"
#include "tests/util/test_util.h"
#include "tools/tbuf_runtime_sources.h"

namespace tbuf::lower_test {

using lower::emitC;
using lower::EmitCOptions;

struct RunResult {
  bool emitted = false;   ///< emitC succeeded
  bool compiled = false;  ///< cc succeeded (no warnings with -Werror)
  int exitCode = -1;
  std::string diagnostics;  ///< parse/verify/emit diagnostics
  std::string c;            ///< the emitted C
  std::string compilerOutput;
  std::string out, err;     ///< program stdout / stderr
};

inline std::string slurp(const std::filesystem::path &p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

/// A fresh directory under $TEST_TMPDIR (or /tmp).
inline std::filesystem::path makeTempDir() {
  const char *base = std::getenv("TEST_TMPDIR");
  std::string tmpl = std::string(base ? base : "/tmp") + "/emitc-XXXXXX";
  char *dir = mkdtemp(tmpl.data());
  return dir ? std::filesystem::path(dir) : std::filesystem::path();
}

/// Writes the embedded runtime into `dir`; returns the .c files.
inline std::string writeRuntime(const std::filesystem::path &dir) {
  std::string cFiles;
  for (size_t i = 0; i < kNumRuntimeSources; ++i) {
    std::filesystem::path p = dir / kRuntimeSources[i].name;
    std::ofstream(p, std::ios::binary) << kRuntimeSources[i].contents;
    if (p.extension() == ".c") cFiles += " " + p.string();
  }
  return cFiles;
}

/// Runs a shell command; returns its exit status (-1 if it did not exit).
inline int shell(const std::string &cmd) {
  int status = std::system(cmd.c_str());
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

/// Compiles `r.c` with the runtime (sets `compiled`, `compilerOutput`) and
/// runs it (sets `exitCode`, `out`, `err`).
inline void compileAndRunC(RunResult &r, const std::string &extraFlags = "") {
  std::filesystem::path dir = makeTempDir();
  std::string runtime = writeRuntime(dir);
  std::ofstream(dir / "prog.c", std::ios::binary) << r.c;
  std::string cc = std::getenv("CC") ? std::getenv("CC") : "cc";
  std::string compile = cc + " -std=c99 -O2 -Wall -Werror " + extraFlags + " -I" + dir.string() + " " +
                        (dir / "prog.c").string() + runtime + " -o " + (dir / "prog").string() + " -lm > " +
                        (dir / "cc.txt").string() + " 2>&1";
  r.compiled = shell(compile) == 0;
  r.compilerOutput = slurp(dir / "cc.txt");
  if (r.compiled) {
    r.exitCode = shell((dir / "prog").string() + " > " + (dir / "out.txt").string() + " 2> " +
                       (dir / "err.txt").string());
    r.out = slurp(dir / "out.txt");
    r.err = slurp(dir / "err.txt");
  }
  std::error_code ec;
  std::filesystem::remove_all(dir, ec);
}

/// Emits `mlir` (parsed as the file `bufferName`) with `options`, an entry
/// @main unless `options.entry` says otherwise, then compiles and runs it.
inline RunResult compileAndRunWith(std::string_view mlir, EmitCOptions options,
                                   std::string_view bufferName = "test.mlir", const std::string &extraFlags = "") {
  RunResult r;
  test_util::TestContext tc;
  OwningOpRef module = parseSourceString(tc.ctx, mlir, bufferName);
  if (!module || failed(verify(module.get()))) {
    r.diagnostics = tc.diagnostics;
    return r;
  }
  std::ostringstream os;
  if (options.entry.empty()) options.entry = "main";
  r.emitted = succeeded(emitC(module.get(), os, options));
  r.diagnostics = tc.diagnostics;
  r.c = os.str();
  if (r.emitted) compileAndRunC(r, extraFlags);
  return r;
}

/// Emits, compiles and runs `mlir` (entry @main).
inline RunResult compileAndRun(std::string_view mlir, const std::string &extraFlags = "") {
  return compileAndRunWith(mlir, EmitCOptions{}, "test.mlir", extraFlags);
}

/// Emits `mlir` and returns the diagnostics (empty if emission succeeded).
inline std::string emitErrors(std::string_view mlir) {
  test_util::TestContext tc;
  OwningOpRef module = test_util::parseAndVerify(tc, mlir);
  if (!module) return "parse/verify failed: " + tc.diagnostics;
  std::ostringstream os;
  if (succeeded(emitC(module.get(), os, EmitCOptions{}))) return "";
  return tc.diagnostics.empty() ? "failure without diagnostics" : tc.diagnostics;
}

}  // namespace tbuf::lower_test

/// Asserts that a run result (emitted, compiled, ran with exit 0) printed
/// `expected`; shows the C or the diagnostics otherwise.
#define EXPECT_RUNS(result, expected)                                              \
  do {                                                                             \
    ASSERT_TRUE((result).emitted) << (result).diagnostics;                         \
    ASSERT_TRUE((result).compiled) << (result).compilerOutput << "\n" << (result).c; \
    EXPECT_EQ((result).exitCode, 0) << (result).err;                               \
    EXPECT_EQ((result).out, expected) << (result).c;                               \
  } while (0)


// Command-line forms of `tbuf` and `tbuf run` that mlir-opt-22 reads in a
// particular way: `--` ending the flags, empty `--flag=` values, the
// spellings of `-o`, pass names in --mlir-print-ir-before/after, and the
// driver flags `tbuf run` refuses or answers without running anything.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "tools/tbuf_opt_main.h"
#include "tools/tbuf_passes.h"
#include "tools/tbuf_run.h"

namespace tbuf {
namespace {

constexpr const char *kFillProgram = R"(func.func private @printMemrefF32(tensor<*xf32>)

func.func @fill(%v: f32) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %t : tensor<4xf32>
}

func.func @main() {
  %f = arith.constant 1.5 : f32
  %t = call @fill(%f) : (f32) -> tensor<4xf32>
  %u = tensor.cast %t : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
)";

class CommandLineTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() { registerAllPasses(); }

  void SetUp() override {
    fill_ = tempPath("fill.mlir");
    writeFile(fill_, kFillProgram);
  }

  static std::string tempPath(const std::string &name) {
    const char *dir = std::getenv("TEST_TMPDIR");
    return std::string(dir ? dir : "/tmp") + "/" + name;
  }

  static void writeFile(const std::string &path, const std::string &text) { std::ofstream(path) << text; }

  static std::string readFile(const std::string &path) {
    std::ifstream in(path);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
  }

  /// `tbuf ARGS` (or, with `subcommand` "run", `tbuf run ARGS`) in this
  /// process, with stdout and stderr captured.
  int run(std::vector<std::string> args, const std::string &subcommand = "") {
    args.insert(args.begin(), subcommand.empty() ? "tbuf" : subcommand);
    std::vector<char *> argv;
    for (std::string &a : args) argv.push_back(a.data());
    testing::internal::CaptureStdout();
    testing::internal::CaptureStderr();
    int code = subcommand == "run" ? tbufRunMain(static_cast<int>(argv.size()), argv.data())
                                   : tbufOptMain(static_cast<int>(argv.size()), argv.data());
    stdout_ = testing::internal::GetCapturedStdout();
    stderr_ = testing::internal::GetCapturedStderr();
    return code;
  }

  int runRun(std::vector<std::string> args) { return run(std::move(args), "run"); }

  bool stderrHas(const std::string &text) const { return stderr_.find(text) != std::string::npos; }

  std::string fill_, stdout_, stderr_;
};

TEST_F(CommandLineTest, DoubleDashEndsTheFlags) {
  ASSERT_EQ(run({fill_}), 0) << stderr_;
  std::string expected = stdout_;
  // As mlir-opt: `--` may come before or after the input, or last.
  for (std::vector<std::string> args :
       {std::vector<std::string>{"--", fill_}, {fill_, "--"}, {"--strip-debuginfo", "--", fill_}}) {
    EXPECT_EQ(run(args), 0) << args[0] << "\n" << stderr_;
    EXPECT_EQ(stdout_, expected) << args[0];
    EXPECT_EQ(stderr_, "") << args[0];
  }
  // After it, an argument that looks like a flag is a file name.
  std::string dashed = tempPath("-dashed.mlir");
  writeFile(dashed, "func.func @f() {\n  return\n}\n");
  EXPECT_EQ(run({"--", dashed}), 0) << stderr_;
  EXPECT_NE(stdout_.find("func.func @f()"), std::string::npos) << stdout_;
  EXPECT_EQ(run({"--", "--"}), 1);
  EXPECT_EQ(stderr_.rfind("tbuf: error: cannot open input file '--'", 0), 0u) << stderr_;
  // ... so a second one is a second input file.
  EXPECT_EQ(run({fill_, "--", "--cse"}), 2);
  EXPECT_EQ(stderr_, "tbuf: error: unexpected argument '--cse' (tbuf takes one input file)\n");
  EXPECT_EQ(run({"--", fill_, "other.mlir"}), 2);
  EXPECT_EQ(stderr_, "tbuf: error: unexpected argument 'other.mlir' (tbuf takes one input file)\n");
}

TEST_F(CommandLineTest, OutputFileIsTheTextPrintedToStdout) {
  // `-o FILE` is written while printing (a large module's text is never held
  // whole) and functions are named one at a time; the text must be exactly
  // what standard output gets, for many functions, both output forms, split
  // input and --emit=c.
  std::string many = tempPath("many.mlir");
  std::string text;
  for (int i = 0; i < 3000; ++i)
    text += "func.func @f" + std::to_string(i) +
            "(%t: tensor<4xf32>, %i: index) -> tensor<4xf32> {\n"
            "  %c0 = arith.constant 0 : index\n"
            "  %c0_0 = arith.constant 0 : index\n"
            "  %v = tensor.extract %t[%c0] : tensor<4xf32>\n"
            "  %w = arith.addf %v, %v : f32\n"
            "  %r = scf.for %j = %c0 to %i step %i iter_args(%a = %t) -> tensor<4xf32> {\n"
            "    %n = tensor.insert %w into %a[%j] : tensor<4xf32>\n"
            "    scf.yield %n : tensor<4xf32>\n"
            "  }\n"
            "  return %r : tensor<4xf32>\n"
            "}\n";
  writeFile(many, text);
  std::string out = tempPath("many.out.mlir");
  for (std::vector<std::string> flags :
       {std::vector<std::string>{}, {"--one-shot-bufferize=bufferize-function-boundaries"},
        {"--mlir-print-op-generic"}, {"--one-shot-bufferize=bufferize-function-boundaries", "--emit=c"}}) {
    std::vector<std::string> args{many};
    args.insert(args.end(), flags.begin(), flags.end());
    ASSERT_EQ(run(args), 0) << stderr_;
    std::string expected = stdout_;
    EXPECT_GT(expected.size(), size_t{1} << 17);  // several drains
    args.push_back("-o");
    args.push_back(out);
    ASSERT_EQ(run(args), 0) << stderr_;
    EXPECT_EQ(stdout_, "");
    EXPECT_EQ(readFile(out), expected) << (flags.empty() ? "" : flags[0]);
  }
  std::string split = tempPath("split.mlir");
  writeFile(split, "func.func @a() {\n  return\n}\n// -----\nfunc.func @b() {\n  return\n}\n");
  ASSERT_EQ(run({split, "--split-input-file"}), 0) << stderr_;
  std::string expected = stdout_;
  ASSERT_EQ(run({split, "--split-input-file", "-o", out}), 0) << stderr_;
  EXPECT_EQ(readFile(out), expected);
}

TEST_F(CommandLineTest, FailedRunRemovesTheOutputFileButNotDevNull) {
  // As mlir-opt's output file: a failing run leaves no output file behind,
  // but only a regular file is ever removed.
  std::string bad = tempPath("bad.mlir");
  writeFile(bad, "func.func @f() {\n  %0 = foo\n}\n");
  std::string out = tempPath("bad.out.mlir");
  writeFile(out, "old contents\n");
  EXPECT_EQ(run({bad, "-o", out}), 1);
  EXPECT_FALSE(std::ifstream(out).good()) << "the output file of a failed run was left behind";
  EXPECT_EQ(run({bad, "-o", "/dev/null"}), 1);
  EXPECT_TRUE(std::ifstream("/dev/null").good());
  EXPECT_EQ(run({fill_, "-o", "/nonexistent-dir/out.mlir"}), 1);
  EXPECT_TRUE(stderrHas("tbuf: error: cannot write output file '/nonexistent-dir/out.mlir': No such file or directory"))
      << stderr_;
}

TEST_F(CommandLineTest, RunAcceptsDoubleDash) {
  for (std::vector<std::string> args : {std::vector<std::string>{"--", fill_}, {fill_, "--"}}) {
    EXPECT_EQ(runRun(args), 0) << args[0] << "\n" << stderr_;
    EXPECT_NE(stdout_.find("[1.5,  1.5,  1.5,  1.5]"), std::string::npos) << stdout_;
    EXPECT_NE(stderr_.find("0 leaked"), std::string::npos) << stderr_;
  }
}

TEST_F(CommandLineTest, RunAnswersInformationFlagsWithoutCompiling) {
  // As without `run`: print, exit 0, compile nothing.
  for (const char *flag : {"--show-dialects", "-show-dialects"}) {
    EXPECT_EQ(runRun({fill_, flag}), 0) << flag << "\n" << stderr_;
    EXPECT_EQ(stdout_.rfind("Available Dialects: affine,arith,", 0), 0u) << flag << "\n" << stdout_;
    EXPECT_EQ(stderr_, "") << flag;
  }
  for (const char *flag : {"--version", "-version"}) {
    EXPECT_EQ(runRun({fill_, flag}), 0) << flag << "\n" << stderr_;
    EXPECT_EQ(stdout_, "tbuf " + std::string(kTbufVersion) + "\n") << flag;
    EXPECT_EQ(stderr_, "") << flag;
  }
}

TEST_F(CommandLineTest, RunRefusesDriverOnlyFlagsInEverySpelling) {
  std::string diag = tempPath("diag.mlir");
  writeFile(diag, "func.func @bad() -> i32 {\n  // expected-error @+1 {{returns 1}}\n  return\n}\n");
  for (const char *flag : {"--verify-diagnostics", "-verify-diagnostics", "--verify-diagnostics=all",
                           "-verify-diagnostics=only-expected", "--split-input-file", "-split-input-file",
                           "--split-input-file=", "--emit=mlir", "-emit=mlir", "--emit=c", "-emit=c-header",
                           "--emit-c-entry=main", "-emit-c-entry=main", "-o=out.c", "--o=out.c"}) {
    EXPECT_EQ(runRun({diag, flag}), 2) << flag << "\n" << stderr_;
    EXPECT_EQ(stderr_.rfind("tbuf run: error: '", 0), 0u) << flag << "\n" << stderr_;
    EXPECT_TRUE(stderrHas("' is not available with 'tbuf run': ")) << flag << "\n" << stderr_;
    EXPECT_EQ(stdout_, "") << flag;
  }
  for (std::vector<std::string> args : {std::vector<std::string>{"-o", "out.c"}, {"--o", "out.c"}, {"--emit", "c"}}) {
    args.insert(args.begin(), fill_);
    EXPECT_EQ(runRun(args), 2) << args[1] << "\n" << stderr_;
    EXPECT_TRUE(stderrHas("is not available with 'tbuf run'")) << args[1] << "\n" << stderr_;
  }
  EXPECT_EQ(runRun({fill_, "-emit=mlir"}), 2);
  EXPECT_EQ(stderr_,
            "tbuf run: error: '--emit' is not available with 'tbuf run': it emits C itself (use 'tbuf FILE "
            "--emit=...' for other output)\n");
}

TEST_F(CommandLineTest, PrintIrBeforeAndAfterNeedRegisteredPasses) {
  // Checked before the input is read, as every command-line error.
  for (const char *flag : {"--mlir-print-ir-before=nosuch", "--mlir-print-ir-after=nosuch", "--print-ir-before=nosuch",
                           "-mlir-print-ir-after=cse,nosuch"}) {
    EXPECT_EQ(run({"does-not-exist.mlir", flag}), 2) << flag << "\n" << stderr_;
    EXPECT_EQ(stderr_.rfind("tbuf: error: --mlir-print-ir-", 0), 0u) << flag << "\n" << stderr_;
    EXPECT_TRUE(stderrHas("no registered pass named 'nosuch'")) << flag << "\n" << stderr_;
  }
  EXPECT_EQ(run({"does-not-exist.mlir", "--mlir-print-ir-after", "nosuch"}), 2) << stderr_;
  EXPECT_EQ(run({"does-not-exist.mlir", "--mlir-print-ir-before=cse,"}), 2) << stderr_;
  EXPECT_EQ(stderr_, "tbuf: error: --mlir-print-ir-before: empty pass name in 'cse,'\n");
  // Passes and pipelines are both names mlir-opt accepts.
  EXPECT_EQ(run({fill_, "--mlir-print-ir-after=cse,canonicalize", "--mlir-print-ir-before=buffer-deallocation-pipeline",
                 "--cse", "-o", "/dev/null"}),
            0)
      << stderr_;
  EXPECT_EQ(stderr_.rfind("// -----// IR Dump After CSE (cse) //----- //\n", 0), 0u) << stderr_;
}

TEST_F(CommandLineTest, EmptyValuesAreErrorsAndNeverTakeTheNextArgument) {
  // Every option that takes a value, as `tbuf --help` lists them (a type
  // after the names: `-o TEXT`, `--emit TEXT:{...}`, `--x,--y UINT`).
  ASSERT_EQ(run({"--help"}), 0);
  std::string help = stdout_.substr(0, stdout_.find("\nSub-command:"));
  std::vector<std::string> valueOptions;
  std::istringstream lines(help);
  for (std::string line; std::getline(lines, line);) {
    std::istringstream words(line);
    std::string names, type;
    if (!(words >> names >> type) || names[0] != '-') continue;
    std::string typeName = type.substr(0, type.find(':'));
    if (!std::all_of(typeName.begin(), typeName.end(), [](unsigned char c) { return std::isupper(c); })) continue;
    for (size_t begin = 0; begin < names.size();) {
      size_t end = names.find(',', begin);
      if (end == std::string::npos) end = names.size();
      valueOptions.push_back(names.substr(begin, end - begin));
      begin = end + 1;
    }
  }
  for (const char *expected : {"-o", "--emit", "--emit-c-entry", "--pass-pipeline", "--mlir-print-ir-before",
                               "--mlir-elide-elementsattrs-if-larger", "--mlir-pass-statistics-display"})
    EXPECT_NE(std::find(valueOptions.begin(), valueOptions.end(), expected), valueOptions.end()) << expected;
  for (const std::string &option : valueOptions) {
    // With the input after it (a swallowed input would mean reading stdin),
    // as `--flag=` and as `--flag ''`, with one dash or two.
    std::string otherDashes = option.rfind("--", 0) == 0 ? option.substr(1) : "-" + option;
    for (const std::vector<std::string> &args :
         {std::vector<std::string>{option + "=", fill_}, {option, "", fill_}, {otherDashes + "=", fill_}}) {
      EXPECT_EQ(run(args), 2) << args[0] << "\n" << stderr_;
      EXPECT_EQ(stderr_.rfind("tbuf: error: ", 0), 0u) << args[0] << "\n" << stderr_;
      EXPECT_TRUE(stderrHas(": empty value")) << args[0] << "\n" << stderr_;
      EXPECT_EQ(stdout_, "") << args[0];
    }
  }
  EXPECT_EQ(run({"--emit-c-entry=", fill_, "--emit=c"}), 2);
  EXPECT_EQ(stderr_, "tbuf: error: --emit-c-entry: empty value\n");
  // Flags whose value is optional read `--flag=` as the bare flag, as mlir-opt.
  EXPECT_EQ(run({fill_, "--verify-each=", "--split-input-file=", "--mlir-print-op-generic="}), 0) << stderr_;
  EXPECT_EQ(stdout_.rfind("\"builtin.module\"() ({", 0), 0u) << stdout_;
  // A pass flag's empty options are no options.
  EXPECT_EQ(run({fill_, "--canonicalize=", "-o", "/dev/null"}), 0) << stderr_;
}

TEST_F(CommandLineTest, RunEntryNeedsANonEmptyName) {
  for (std::vector<std::string> args : {std::vector<std::string>{"--entry="}, {"-entry="}, {"--entry", ""}}) {
    args.insert(args.begin(), fill_);
    EXPECT_EQ(runRun(args), 2) << args[1] << "\n" << stderr_;
    EXPECT_EQ(stderr_, "tbuf run: error: --entry: empty value (give the name of a function without arguments)\n");
  }
  EXPECT_EQ(runRun({fill_, "--entry"}), 2);
  EXPECT_EQ(stderr_, "tbuf run: error: --entry needs a function name\n");
  // `-entry=NAME`, as the driver's single-dash flags.
  EXPECT_EQ(runRun({fill_, "-entry=fill"}), 1);
  EXPECT_TRUE(stderrHas("error: entry function '@fill' must not take arguments")) << stderr_;
}

TEST_F(CommandLineTest, OutputFileSpellings) {
  // mlir-opt's `-o=FILE`, `--o FILE` and `--o=FILE` all name FILE.
  std::string out = tempPath("spelled.out.mlir");
  for (std::vector<std::string> args :
       {std::vector<std::string>{"-o=" + out}, {"--o=" + out}, {"--o", out}, {"-o", out}}) {
    std::remove(out.c_str());
    args.insert(args.begin(), fill_);
    EXPECT_EQ(run(args), 0) << args[1] << "\n" << stderr_;
    EXPECT_EQ(stdout_, "") << args[1];
    EXPECT_NE(readFile(out).find("func.func @fill"), std::string::npos) << args[1];
  }
  // An empty name is a bad option value, not a file named `=` or ``.
  for (std::vector<std::string> args : {std::vector<std::string>{"-o="}, {"-o", ""}, {"--o="}}) {
    args.insert(args.begin(), fill_);
    EXPECT_EQ(run(args), 2) << args[1];
    EXPECT_EQ(stderr_, "tbuf: error: -o: empty value (use '-' for standard output)\n") << args[1];
    EXPECT_EQ(stdout_, "") << args[1];
  }
  EXPECT_FALSE(std::ifstream("=").good());
  // `-oFILE` is not a spelling mlir-opt accepts either.
  EXPECT_EQ(run({fill_, "-o" + out}), 2);
}

}  // namespace
}  // namespace tbuf

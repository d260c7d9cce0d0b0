// `tbuf run`: see tools/tbuf_run.h. The pipeline and the C emission go through
// the normal driver (tbufOptMain with `--emit=c --emit-c-entry=NAME
// --emit-c-locations -o DIR/program.c`), so every driver flag and pass flag
// works here too (--emit-c-line-directives included); then the
// embedded runtime sources are written next to the program, `$CC` compiles
// both, and the binary runs with inherited stdout/stderr.
#include "tools/tbuf_run.h"

#include <spawn.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "fmt/format.h"
#include "ir/pass/pass_registry.h"
#include "tools/tbuf_opt_main.h"
#include "tools/tbuf_runtime_sources.h"

extern char **environ;

namespace tbuf {

namespace {

constexpr int kExitFailure = 1;
constexpr int kExitUsage = 2;

void printError(const std::string &message) { std::fprintf(stderr, "tbuf run: error: %s\n", message.c_str()); }

/// Runs `args` (searched on PATH) with inherited stdio; returns the exit
/// status, 128 + signal for a signal, or -1 if it could not start.
int runProcess(const std::vector<std::string> &args) {
  std::vector<char *> argv;
  for (const std::string &a : args) argv.push_back(const_cast<char *>(a.c_str()));
  argv.push_back(nullptr);
  std::fflush(stdout);
  std::fflush(stderr);
  pid_t pid;
  int rc = posix_spawnp(&pid, argv[0], nullptr, nullptr, argv.data(), environ);
  if (rc != 0) {
    printError(fmt::format("cannot run '{}': {}", args[0], std::strerror(rc)));
    return -1;
  }
  int status = 0;
  while (waitpid(pid, &status, 0) < 0)
    if (errno != EINTR) return -1;
  if (WIFEXITED(status)) return WEXITSTATUS(status);
  if (WIFSIGNALED(status)) {
    std::fprintf(stderr, "tbuf run: program terminated by signal %d (%s)\n", WTERMSIG(status),
                 strsignal(WTERMSIG(status)));
    return 128 + WTERMSIG(status);
  }
  return -1;
}

/// `$CC` split on blanks, or {"cc"}.
std::vector<std::string> compilerCommand() {
  std::vector<std::string> words;
  if (const char *cc = std::getenv("CC"); cc && *cc) {
    std::istringstream in(cc);
    for (std::string w; in >> w;) words.push_back(w);
  }
  if (words.empty()) words.push_back("cc");
  return words;
}

/// True when `arg` names a registered pass or pipeline flag, or is
/// --pass-pipeline.
bool isPassArgument(const std::string &arg) {
  if (arg.size() < 2 || arg[0] != '-') return false;
  std::string body = arg.substr(arg[1] == '-' ? 2 : 1);
  std::string name = body.substr(0, body.find('='));
  return name == "pass-pipeline" || lookupPassInfo(name) || lookupPassPipelineInfo(name);
}

/// A flag as mlir-opt reads it: one or two dashes, NAME, optionally `=VALUE`.
struct FlagSpelling {
  std::string name;
  std::optional<std::string> value;
};

/// `arg` split as a flag, or nullopt for a positional argument (`-` too).
std::optional<FlagSpelling> splitFlag(const std::string &arg) {
  if (arg.size() < 2 || arg[0] != '-') return std::nullopt;
  std::string body = arg.substr(arg[1] == '-' ? 2 : 1);
  size_t eq = body.find('=');
  FlagSpelling flag{body.substr(0, eq), std::nullopt};
  if (eq != std::string::npos) flag.value = body.substr(eq + 1);
  return flag;
}

/// For a driver flag that `tbuf run` refuses (in any spelling), its usual
/// spelling and why; nullopt for the others.
std::optional<std::pair<std::string, std::string>> refusedFlag(const std::string &name) {
  if (name == "o")
    return std::pair<std::string, std::string>(
        "-o", "it writes the C to a temporary directory (use --keep-temps, or 'tbuf FILE --emit=c -o OUT')");
  if (name == "emit" || name == "emit-c-entry")
    return std::pair<std::string, std::string>("--" + name,
                                               "it emits C itself (use 'tbuf FILE --emit=...' for other output)");
  if (name == "split-input-file" || name == "verify-diagnostics")
    return std::pair<std::string, std::string>("--" + name, "it runs one module (use 'tbuf FILE ...')");
  return std::nullopt;
}

/// What `tbuf run`'s command line asks for: the entry function, whether to
/// keep the temporary directory, and the arguments for the driver (the pass
/// pipeline and driver flags, without the C emission flags added later; the
/// arguments after `--` apart, as they must stay after it).
struct RunOptions {
  std::string entry = "main";
  bool keepTemps = false;
  std::vector<std::string> driverArgs;
  std::vector<std::string> positionalOnly;
};

/// Reads `tbuf run`'s arguments into `options` and adds the default pipeline
/// when no pass flag is given. Flags may have one or two dashes, and the
/// ones with a value take it after `=` or as the next argument, as in the
/// driver. Returns the exit status when the command ends here (--help, a
/// usage error), nullopt to go on.
std::optional<int> parseRunArguments(int argc, char **argv, RunOptions &options) {
  bool hasPasses = false;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    if (arg == "--") {
      options.positionalOnly.assign(argv + i + 1, argv + argc);
      break;
    }
    std::optional<FlagSpelling> flag = splitFlag(arg);
    if (!flag) {
      options.driverArgs.push_back(arg);
      continue;
    }
    if (flag->name == "entry") {
      if (!flag->value) {
        if (i + 1 >= argc) {
          printError("--entry needs a function name");
          return kExitUsage;
        }
        flag->value = argv[++i];
      }
      if (flag->value->empty()) {
        printError("--entry: empty value (give the name of a function without arguments)");
        return kExitUsage;
      }
      options.entry = *flag->value;
      continue;
    }
    if (flag->name == "keep-temps") {
      if (flag->value) {
        printError("--keep-temps takes no value");
        return kExitUsage;
      }
      options.keepTemps = true;
      continue;
    }
    if (flag->name == "h" || flag->name == "help") {
      std::printf(
          "Usage: tbuf run FILE [--entry NAME] [--keep-temps] [pass flags | --pass-pipeline=...] [driver flags]\n"
          "Runs the pass pipeline (default: --one-shot-bufferize=bufferize-function-boundaries\n"
          "--buffer-deallocation-pipeline --canonicalize --plan-buffers), emits C, compiles it with the runtime using\n"
          "$CC (default cc) -std=c99 -O3 -fno-math-errno -Wall, and runs @NAME (default @main). The program's output goes to\n"
          "stdout, the runtime's allocation summary to stderr (leaks and bad frees named by their .mlir\n"
          "locations); the exit status is non-zero on a leak, a bad free or a failed program.\n");
      return 0;
    }
    if (std::optional<std::pair<std::string, std::string>> refused = refusedFlag(flag->name)) {
      printError(fmt::format("'{}' is not available with 'tbuf run': {}", refused->first, refused->second));
      return kExitUsage;
    }
    if (isPassArgument(arg)) hasPasses = true;
    options.driverArgs.push_back(arg);
  }
  if (!hasPasses) {
    options.driverArgs.push_back("--one-shot-bufferize=bufferize-function-boundaries");
    options.driverArgs.push_back("--buffer-deallocation-pipeline");
    options.driverArgs.push_back("--canonicalize");
    options.driverArgs.push_back("--plan-buffers");
  }
  return std::nullopt;
}

/// A fresh `tbuf-run-XXXXXX` directory under the system's temporary
/// directory (or /tmp); nullopt after an error message.
std::optional<std::filesystem::path> makeTempDir() {
  std::error_code tmpError;
  std::string dirTemplate = (std::filesystem::temp_directory_path(tmpError) / "tbuf-run-XXXXXX").string();
  if (tmpError) dirTemplate = "/tmp/tbuf-run-XXXXXX";
  if (!mkdtemp(dirTemplate.data())) {
    printError(fmt::format("cannot create a temporary directory: {}", std::strerror(errno)));
    return std::nullopt;
  }
  return std::filesystem::path(dirTemplate.c_str());
}

/// Removes the temporary directory, or with --keep-temps says where it is.
void removeTempDir(const std::filesystem::path &dir, bool keepTemps) {
  if (keepTemps) {
    std::fprintf(stderr, "tbuf run: kept %s\n", dir.c_str());
    return;
  }
  std::error_code ec;
  std::filesystem::remove_all(dir, ec);
}

/// Runs the driver on the input: the pipeline, then C emission with an
/// `int main` calling @entry into `cFile`. Returns the driver's exit status;
/// `readTheInput` as tbufOptMain's.
int emitProgram(const RunOptions &options, const std::string &cFile, bool &readTheInput) {
  std::vector<std::string> driverArgs = {"tbuf", "--emit=c", "--emit-c-entry=" + options.entry, "--emit-c-locations",
                                         "-o", cFile};
  driverArgs.insert(driverArgs.end(), options.driverArgs.begin(), options.driverArgs.end());
  if (!options.positionalOnly.empty()) {
    driverArgs.push_back("--");
    driverArgs.insert(driverArgs.end(), options.positionalOnly.begin(), options.positionalOnly.end());
  }
  std::vector<char *> driverArgv;
  for (std::string &a : driverArgs) driverArgv.push_back(a.data());
  driverArgv.push_back(nullptr);
  return tbufOptMain(static_cast<int>(driverArgs.size()), driverArgv.data(), readTheInput);
}

/// Writes the embedded runtime sources into `runtimeDir` and adds the `.c`
/// files among them to `runtimeC`; false after an error message.
bool writeRuntimeSources(const std::filesystem::path &runtimeDir, std::vector<std::string> &runtimeC) {
  std::filesystem::create_directory(runtimeDir);
  for (size_t i = 0; i < kNumRuntimeSources; ++i) {
    std::filesystem::path p = runtimeDir / kRuntimeSources[i].name;
    std::ofstream out(p, std::ios::binary);
    out << kRuntimeSources[i].contents;
    if (!out) {
      printError(fmt::format("cannot write {}", p.string()));
      return false;
    }
    if (p.extension() == ".c") runtimeC.push_back(p.string());
  }
  return true;
}

/// Compiles the program and the runtime with `$CC` into `binary`; false
/// after an error message.
bool compileProgram(const std::string &cFile, const std::filesystem::path &runtimeDir,
                    const std::vector<std::string> &runtimeC, const std::string &binary) {
  std::vector<std::string> compile = compilerCommand();
  // -O3: GCC's -O2 vectorizes only loops that need no epilogue, LLVM's -O2
  // (mlir-runner's JIT) vectorizes the rest too. -fno-math-errno: MLIR's math
  // ops never set errno (they lower to LLVM intrinsics), and without it GCC
  // keeps every sqrtf scalar. Neither changes a result (no fast-math).
  for (const char *flag : {"-std=c99", "-O3", "-fno-math-errno", "-Wall"}) compile.push_back(flag);
  compile.push_back("-I" + runtimeDir.string());
  compile.push_back(cFile);
  compile.insert(compile.end(), runtimeC.begin(), runtimeC.end());
  compile.push_back("-o");
  compile.push_back(binary);
  compile.push_back("-lm");
  if (runProcess(compile) != 0) {
    printError(fmt::format("the C compiler failed ({}); rerun with --keep-temps to inspect {}", compile[0], cFile));
    return false;
  }
  return true;
}

/// Emits, compiles and runs the program inside `dir`; returns the exit
/// status of `tbuf run` (the program's, the driver's, or kExitFailure).
int emitCompileAndRun(const RunOptions &options, const std::filesystem::path &dir) {
  std::string cFile = (dir / "program.c").string();
  bool readTheInput = false;
  int rc = emitProgram(options, cFile, readTheInput);
  // --version and --show-dialects print their line and end the driver
  // before it reads the input: then there is nothing to compile or run.
  if (rc != 0 || !readTheInput) return rc;
  std::filesystem::path runtimeDir = dir / "runtime";
  std::vector<std::string> runtimeC;
  if (!writeRuntimeSources(runtimeDir, runtimeC)) return kExitFailure;
  std::string binary = (dir / "program").string();
  if (!compileProgram(cFile, runtimeDir, runtimeC, binary)) return kExitFailure;
  return runProcess({binary});
}

}  // namespace

int tbufRunMain(int argc, char **argv) {
  RunOptions options;
  if (std::optional<int> exit = parseRunArguments(argc, argv, options)) return *exit;
  std::optional<std::filesystem::path> dir = makeTempDir();
  if (!dir) return kExitFailure;
  int rc = emitCompileAndRun(options, *dir);
  removeTempDir(*dir, options.keepTemps);
  if (rc < 0) return kExitFailure;
  return rc;
}

}  // namespace tbuf

// The library API of the interpreter (interpret/interpreter.h): results,
// report kinds, the output stream, the trace callback, --no-sanitize, entry
// selection and decode errors, on small programs parsed from strings.
#include <sstream>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "interpret/interpreter.h"
#include "ir/operation.h"
#include "tbuf/tbuf.h"

namespace tbuf {
namespace {

struct Outcome {
  interp::InterpretResult result;
  std::string out, err;
};

Outcome interpretText(const std::string &text, interp::InterpretOptions options = {}) {
  Context ctx;
  registerAll(ctx);
  OwningOpRef module = parseSourceString(ctx, text, "test.mlir");
  EXPECT_TRUE(module);
  EXPECT_TRUE(succeeded(verify(module.get())));
  std::ostringstream out, err;
  Outcome run;
  run.result = interp::interpret(module.get(), options, out, err);
  run.out = out.str();
  run.err = err.str();
  return run;
}

constexpr const char *kLoop = R"mlir(
func.func private @printI64(i64)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %z = arith.constant 0 : i64
  %s = scf.for %i = %c0 to %c10 step %c1 iter_args(%acc = %z) -> (i64) {
    %ii = arith.index_cast %i : index to i64
    %a = arith.addi %acc, %ii : i64
    scf.yield %a : i64
  }
  call @printI64(%s) : (i64) -> ()
  return
}
)mlir";

TEST(InterpreterApi, RunsAndCountsOps) {
  Outcome run = interpretText(kLoop);
  EXPECT_EQ(run.result.exitCode, 0);
  EXPECT_EQ(run.out, "45");
  EXPECT_EQ(run.err, "");
  EXPECT_TRUE(run.result.reports.empty());
  // 4 constants, the loop, 10 x (index_cast, addi, yield), call, return.
  EXPECT_EQ(run.result.executedOps, 4u + 1 + 30 + 1 + 1);
}

TEST(InterpreterApi, TraceSeesEveryExecutedOp) {
  interp::InterpretOptions options;
  uint64_t seen = 0, adds = 0;
  options.trace = [&](Operation *op) {
    ++seen;
    if (op->getName() == "arith.addi") ++adds;
  };
  Outcome run = interpretText(kLoop, options);
  EXPECT_EQ(seen, run.result.executedOps);
  EXPECT_EQ(adds, 10u);
}

constexpr const char *kBuffers = R"mlir(
func.func @main() {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %f = arith.constant 5.0 : f32
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<1024xf32>
  %v = memref.subview %b[8] [4] [1] : memref<1024xf32> to memref<4xf32, strided<[1], offset: 8>>
  memref.store %f, %a[%c2] : memref<4xf32>
  %x = memref.load %a[%c2] : memref<4xf32>
  memref.store %x, %a[%c1] : memref<4xf32>
  memref.store %x, %a[%c1] : memref<4xf32>
  linalg.fill ins(%x : f32) outs(%a : memref<4xf32>)
  memref.copy %a, %v : memref<4xf32> to memref<4xf32, strided<[1], offset: 8>>
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %b : memref<1024xf32>
  return
}
)mlir";

/// "op.name W#id[lo..hi] R#id[lo..hi] ..." for one event.
std::string describeEvent(const interp::TraceEvent &event) {
  std::string text(event.op->getName());
  for (const interp::BufferAccess &a : event.accesses)
    text += std::string(" ") + (a.write ? "W" : "R") + "#" + std::to_string(a.allocation) + "[" +
            std::to_string(a.offset) + ".." + std::to_string(a.offset + a.count - 1) + "]";
  return text;
}

TEST(InterpreterApi, TraceAccessesNamesTheBuffersEachOpTouches) {
  for (bool sanitize : {true, false}) {
    interp::InterpretOptions options;
    options.sanitize = sanitize;
    std::vector<std::string> events;
    std::vector<interp::TraceOperand> copyOperands, storeOperands;
    options.traceAccesses = [&](const interp::TraceEvent &event) {
      if (event.op->getName() == "memref.copy") copyOperands = event.operands;
      if (event.op->getName() == "memref.store" && storeOperands.empty()) storeOperands = event.operands;
      if (!event.accesses.empty()) events.push_back(describeEvent(event));
      else events.push_back(std::string(event.op->getName()));
    };
    Outcome run = interpretText(kBuffers, options);
    EXPECT_EQ(run.result.exitCode, 0);
    ASSERT_EQ(events.size(), run.result.executedOps);
    std::vector<std::string> withAccesses;
    for (const std::string &e : events)
      if (e.find('#') != std::string::npos) withAccesses.push_back(e);
    std::vector<std::string> expected = {
        "memref.store W#1[2..2]", "memref.load R#1[2..2]", "memref.store W#1[1..1]", "memref.store W#1[1..1]",
        "linalg.fill W#1[0..3]",  "memref.copy R#1[0..3] W#2[8..11]"};
    EXPECT_EQ(withAccesses, expected);
    // Operand values as the ops started: the copy's target is the subview
    // at element offset 8 of #2.
    ASSERT_EQ(copyOperands.size(), 2u);
    EXPECT_EQ(copyOperands[0].kind, interp::TraceOperand::Kind::Buffer);
    EXPECT_EQ(copyOperands[0].allocation, 1);
    EXPECT_EQ(copyOperands[1].allocation, 2);
    EXPECT_EQ(copyOperands[1].offset, 8);
    ASSERT_EQ(storeOperands.size(), 3u);  // %f, %a, %c2
    EXPECT_EQ(storeOperands[0].kind, interp::TraceOperand::Kind::Float);
    EXPECT_EQ(storeOperands[0].real, 5.0);
    EXPECT_EQ(storeOperands[2].kind, interp::TraceOperand::Kind::Integer);
    EXPECT_EQ(storeOperands[2].integer, 2);
    // The fill's payload ran 4 times after its event (linalg.yield events).
    EXPECT_EQ(events[10], "linalg.fill W#1[0..3]");
    EXPECT_EQ(events[11], "linalg.yield");
  }
}

TEST(InterpreterApi, TraceAccessesGivesOneEventPerOp) {
  // tensor.insert is decoded as two instructions (a copy of the tensor, a
  // store); the trace still shows one op.
  interp::InterpretOptions options;
  std::vector<std::string> events;
  options.traceAccesses = [&](const interp::TraceEvent &event) { events.push_back(describeEvent(event)); };
  Outcome run = interpretText(R"mlir(
func.func @main() {
  %c1 = arith.constant 1 : index
  %f = arith.constant 3.0 : f32
  %t = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %u = tensor.insert %f into %t[%c1] : tensor<2xf32>
  return
}
)mlir",
                              options);
  EXPECT_EQ(run.result.exitCode, 0);
  std::vector<std::string> expected = {"arith.constant", "arith.constant", "arith.constant",
                                       "tensor.insert R#1[0..1] W#2[0..1]", "func.return"};
  EXPECT_EQ(events, expected);
}

TEST(InterpreterApi, TraceAccessesStopsAtAReport) {
  interp::InterpretOptions options;
  std::vector<std::string> events;
  options.traceAccesses = [&](const interp::TraceEvent &event) { events.push_back(describeEvent(event)); };
  Outcome run = interpretText(R"mlir(
func.func @main() {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<4xf32>
  %v = memref.load %m[%c0] : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  return
}
)mlir",
                              options);
  EXPECT_EQ(run.result.exitCode, 1);
  // The failing load is delivered, without the access it did not make.
  ASSERT_EQ(events.size(), 3u);
  EXPECT_EQ(events.back(), "memref.load");
}

TEST(InterpreterApi, ShadowBytesAreCountedAgainstProgramBytes) {
  Outcome run = interpretText(kBuffers);
  EXPECT_TRUE(run.result.started);
  // Peak: both allocations live, 16 + 4096 bytes; shadow: one 64-bit word
  // for #1 and 16 for #2.
  EXPECT_EQ(run.result.peakProgramBytes, 16 + 4096);
  EXPECT_EQ(run.result.peakShadowBytes, 8 + 128);
  EXPECT_LE(run.result.peakShadowBytes * 4, run.result.peakProgramBytes * 5);
  Outcome missing = interpretText(kBuffers, [] {
    interp::InterpretOptions o;
    o.entry = "nope";
    return o;
  }());
  EXPECT_FALSE(missing.result.started);
}

constexpr const char *kLeakAndUninit = R"mlir(
func.func @main() {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<4xf32>
  %v = memref.load %m[%c0] : memref<4xf32>
  return
}
)mlir";

TEST(InterpreterApi, ReportKindsAndNoSanitize) {
  Outcome run = interpretText(kLeakAndUninit);
  EXPECT_EQ(run.result.exitCode, 1);
  ASSERT_EQ(run.result.reports.size(), 1u);  // execution stops at the read: no leak check
  EXPECT_EQ(run.result.reports[0].kind, interp::SanitizerKind::UninitializedRead);
  EXPECT_EQ(run.err, run.result.reports[0].message + "\n");
  EXPECT_NE(run.err.find("test.mlir:5:8: error: tbuf interpret: read of uninitialized memory"), std::string::npos);

  interp::InterpretOptions options;
  options.sanitize = false;
  Outcome unchecked = interpretText(kLeakAndUninit, options);
  EXPECT_EQ(unchecked.result.exitCode, 0);
  EXPECT_TRUE(unchecked.result.reports.empty());
}

TEST(InterpreterApi, EntryAndDecodeErrors) {
  interp::InterpretOptions options;
  options.entry = "missing";
  Outcome run = interpretText(kLoop, options);
  EXPECT_EQ(run.result.exitCode, 1);
  EXPECT_NE(run.result.error.find("no function @missing"), std::string::npos);

  Outcome vec = interpretText(R"mlir(
func.func @main() {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<2xf32>
  test.buffer_based in(%m: memref<2xf32>) out(%m: memref<2xf32>)
  return
}
)mlir");
  EXPECT_EQ(vec.result.exitCode, 1);
  EXPECT_EQ(vec.result.error, "test.mlir:5:3: error: tbuf interpret: op 'test.buffer_based' is not supported");
  EXPECT_EQ(vec.result.executedOps, 0u);
  EXPECT_FALSE(vec.result.started);
}

TEST(InterpreterApi, PrintResultAsMlirRunner) {
  interp::InterpretOptions options;
  options.printResult = true;
  constexpr const char *kF32 = R"mlir(
func.func @main() -> f32 {
  %a = arith.constant 1.5 : f32
  %b = arith.constant -0.25 : f32
  %c = arith.mulf %a, %b : f32
  return %c : f32
}
)mlir";
  Outcome f = interpretText(kF32, options);
  EXPECT_EQ(f.result.exitCode, 0);
  EXPECT_EQ(f.out, "-3.750000e-01\n");  // mlir-runner-22 -entry-point-result=f32
  Outcome i = interpretText("func.func @main() -> i32 {\n  %c = arith.constant -7 : i32\n  return %c : i32\n}\n",
                            options);
  EXPECT_EQ(i.out, "-7\n");
  Outcome none = interpretText(kF32);  // not asked: nothing printed
  EXPECT_EQ(none.out, "");
  Outcome bad = interpretText(kLoop, options);  // no result
  EXPECT_EQ(bad.result.exitCode, 1);
  EXPECT_FALSE(bad.result.started);
  EXPECT_NE(bad.result.error.find("printing the result needs an entry function returning one i32, i64 or f32"),
            std::string::npos);
}

TEST(InterpreterApi, PrintFlopsWritesToTheErrorStream) {
  Outcome run = interpretText(R"mlir(
func.func private @printFlops(f64)
func.func private @printI64(i64)
func.func @main() {
  %f = arith.constant 2.5e9 : f64
  %one = arith.constant 1 : i64
  call @printI64(%one) : (i64) -> ()
  call @printFlops(%f) : (f64) -> ()
  return
}
)mlir");
  EXPECT_EQ(run.result.exitCode, 0);
  EXPECT_EQ(run.out, "1");
  // The runtime's format (runtime/print_scalars.c), on stderr as in mlir-runner.
  EXPECT_EQ(run.err, "2.500000 GFLOPS\n");
}

constexpr const char *kKernel = R"mlir(
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printI64(i64)
func.func @kernel(%m: memref<?xf32>, %n: index, %t: tensor<3xi32>) {
  %c0 = arith.constant 0 : index
  %u = memref.cast %m : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %ni = arith.index_cast %n : index to i64
  call @printI64(%ni) : (i64) -> ()
  %e = tensor.extract %t[%c0] : tensor<3xi32>
  %ei = arith.extsi %e : i32 to i64
  call @printI64(%ei) : (i64) -> ()
  memref.dealloc %m : memref<?xf32>
  return
}
)mlir";

TEST(InterpreterApi, RandomInputs) {
  interp::InterpretOptions options;
  options.entry = "kernel";
  Outcome refused = interpretText(kKernel, options);
  EXPECT_EQ(refused.result.exitCode, 1);
  EXPECT_NE(refused.result.error.find("takes arguments"), std::string::npos);

  options.randomInputs = 7;
  Outcome first = interpretText(kKernel, options);
  Outcome again = interpretText(kKernel, options);
  options.randomInputs = 8;
  Outcome other = interpretText(kKernel, options);
  // Same seed, same inputs (addresses aside); the dynamic size is 4.
  auto body = [](const std::string &out) { return out.substr(out.find("rank = 1")); };
  EXPECT_EQ(body(first.out), body(again.out));
  EXPECT_NE(body(first.out), body(other.out));
  EXPECT_NE(first.out.find("sizes = [4]"), std::string::npos);
  // The memref argument is the caller's buffer: freeing it is reported.
  ASSERT_EQ(first.result.reports.size(), 1u);
  EXPECT_EQ(first.result.reports[0].kind, interp::SanitizerKind::FreeNotOwned);
}

}  // namespace
}  // namespace tbuf

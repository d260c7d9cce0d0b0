// build_program: builds a tensor program with the builder API instead of
// parsing text, verifies and prints it, runs the pipeline `tbuf run` uses
// (bufferize, insert deallocations, canonicalize) and prints the C that
// tbuf emits for it. The function built is
//
//   func.func @squares(%n: index) -> tensor<8xf32>
//     r = fill(tensor.empty, 0.0); for i in [0, n): r[i] = float(i) * float(i)
//
// It shows: a module, a func.func with an entry block, constants, ops
// created with b.create<Op>(loc, operands...), an scf.for whose body is
// filled by a callback (iter_args carry the tensor through the loop).
#include <cstdio>
#include <string>

#include "tbuf/tbuf.h"

using namespace tbuf;

int main() {
  Context ctx;
  registerAll(ctx);
  OpBuilder b(&ctx);
  Location loc = Location::unknown();

  // module { }: the OwningOpRef frees it (and everything in it) at the end.
  OwningOpRef module(ModuleOp::create(&ctx, loc).getOperation());
  b.setInsertionPointToEnd(ModuleOp(module.get()).getBody());

  // func.func @squares(%n: index) -> tensor<8xf32>, with an entry block
  // holding one block argument per input.
  Type f32 = b.getF32Type();
  RankedTensorType vec = RankedTensorType::get(&ctx, {8}, f32);
  auto fn = b.create<func::FuncOp>(loc, "squares", b.getFunctionType({b.getIndexType()}, {vec}));
  Block *entry = fn.addEntryBlock();
  Value n = entry->getArgument(0);
  b.setInsertionPointToStart(entry);

  // %filled = linalg.fill ins(0.0) outs(tensor.empty() : tensor<8xf32>)
  Value zero = b.create<arith::ConstantFloatOp>(loc, b.getF32Type(), 0.0);
  Value empty = b.create<tensor::EmptyOp>(loc, vec).getResult();
  Value filled = b.create<linalg::FillOp>(loc, zero, empty).getResult();

  // %r = scf.for %i = 0 to %n step 1 iter_args(%acc = %filled):
  //   %acc[%i] = sitofp(%i) * sitofp(%i); yield the new tensor.
  Value c0 = b.create<arith::ConstantIndexOp>(loc, 0);
  Value c1 = b.create<arith::ConstantIndexOp>(loc, 1);
  std::vector<Value> inits{filled};
  auto loop = b.create<scf::ForOp>(
      loc, c0, n, c1, ValueRange(inits), [&](OpBuilder &nb, Location l, Value i, ValueRange iterArgs) {
        Value i64 = nb.create<arith::IndexCastOp>(l, nb.getI64Type(), i).getResult();
        Value x = nb.create<arith::SIToFPOp>(l, f32, i64).getResult();
        Value square = nb.create<arith::MulFOp>(l, x, x).getResult();
        std::vector<Value> indices{i};
        Value updated = nb.create<tensor::InsertOp>(l, square, iterArgs[0], indices).getResult();
        nb.create<scf::YieldOp>(l, ValueRange(std::vector<Value>{updated}));
      });
  b.create<func::ReturnOp>(loc, std::vector<Value>{loop.getOperation()->getResult(0)});

  // Builders do not check the IR; the verifier does (types, terminators,
  // dominance, each op's own rules).
  if (failed(verify(module.get()))) return 1;
  std::printf("==== built ====\n%s\n", printToString(module.get()).c_str());

  if (failed(runPipeline(module.get(),
                         "builtin.module(one-shot-bufferize{bufferize-function-boundaries},"
                         "buffer-deallocation-pipeline,canonicalize)")))
    return 1;
  std::string c = emitC(module.get());
  if (c.empty()) return 1;  // a diagnostic says which op C cannot express
  std::printf("==== C (link with tbuf's runtime, docs/c-abi.md) ====\n%s", c.c_str());
  return 0;
}

// Test-local BufferizableOpInterface models for the One-Shot Analysis tests
// and the slice-chain benchmark, so they do not depend on the real models in
// bufferize/models/ (written in parallel). Analysis facts follow MLIR 22's
// models for these ops; bufferize() is never called here.
//
//   tensor.insert / insert_slice / linalg.fill / test.dps   destination style
//   tensor.extract_slice                                    alias only
//   tensor.extract                                          read only
//   tensor.empty / tensor.from_elements                     new buffers
//   arith.constant                                          not writable
//   func.func (function boundaries)                         bbArgs writable unless
//                                                           bufferization.writable = false
//   scf.if                                                  results alias both yields
#pragma once

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <string_view>

#include "bufferize/one_shot_analysis.h"
#include "dialects/register.h"
#include "ir/builtin_ops.h"
#include "ir/context.h"
#include "ir/diagnostics.h"
#include "ir/parser/parser.h"
#include "ir/printer/printer.h"

namespace tbuf::bufferization::analysis_testing {

class AnalysisOnlyModel : public BufferizableOpInterface {
 public:
  LogicalResult bufferize(Operation *op, RewriterBase &, const BufferizationOptions &,
                          BufferizationState &) const override {
    return op->emitOpError() << "has no bufferization in the analysis tests";
  }
};

/// Destination style: operand `init` is read (unless `initRead` is false)
/// and written; the single result is equivalent to it; other operands read.
class DpsModel : public AnalysisOnlyModel {
 public:
  DpsModel(unsigned init, bool initRead) : init_(init), initRead_(initRead) {}
  bool bufferizesToMemoryRead(Operation *, OpOperand &o, const AnalysisState &) const override {
    return o.getOperandNumber() != init_ || initRead_;
  }
  bool bufferizesToMemoryWrite(Operation *, OpOperand &o, const AnalysisState &) const override {
    return o.getOperandNumber() == init_;
  }
  AliasingValueList getAliasingValues(Operation *op, OpOperand &o, const AnalysisState &) const override {
    if (o.getOperandNumber() != init_) return {};
    return {{op->getResult(0), BufferRelation::Equivalent, true}};
  }

 private:
  unsigned init_;
  bool initRead_;
};

class ExtractSliceModel : public AnalysisOnlyModel {
 public:
  /// What the interface default answers for an op without regions (nothing
  /// inside the op writes), without its O(chain length) reverse walk; see
  /// docs/bufferization-analysis.md "Performance".
  bool resultBufferizesToMemoryWrite(Operation *, OpResult, const AnalysisState &) const override { return false; }
  bool bufferizesToMemoryRead(Operation *, OpOperand &, const AnalysisState &) const override { return false; }
  bool bufferizesToMemoryWrite(Operation *, OpOperand &, const AnalysisState &) const override { return false; }
  AliasingValueList getAliasingValues(Operation *op, OpOperand &o, const AnalysisState &) const override {
    if (o.getOperandNumber() != 0) return {};
    return {{op->getResult(0), BufferRelation::Unknown, true}};
  }
};

class ReadOnlyModel : public AnalysisOnlyModel {
 public:
  bool bufferizesToMemoryRead(Operation *, OpOperand &, const AnalysisState &) const override { return true; }
  bool bufferizesToMemoryWrite(Operation *, OpOperand &, const AnalysisState &) const override { return false; }
  AliasingValueList getAliasingValues(Operation *, OpOperand &, const AnalysisState &) const override { return {}; }
};

/// tensor.empty / from_elements: a new buffer (result writes only for
/// from_elements; empty's contents are undefined).
class AllocModel : public ReadOnlyModel {
 public:
  explicit AllocModel(bool writes) : writes_(writes) {}
  bool bufferizesToAllocation(Operation *, Value) const override { return true; }
  bool resultBufferizesToMemoryWrite(Operation *, OpResult, const AnalysisState &) const override { return writes_; }

 private:
  bool writes_;
};

class ConstantModel : public AllocModel {
 public:
  ConstantModel() : AllocModel(true) {}
  bool isWritable(Operation *, Value, const AnalysisState &) const override { return false; }
};

class FuncModel : public ReadOnlyModel {
 public:
  bool isWritable(Operation *op, Value value, const AnalysisState &) const override {
    auto arg = value.dyn_cast<BlockArgument>();
    if (!arg) return false;
    auto argAttrs = op->getAttrOfType<ArrayAttr>("arg_attrs");
    if (argAttrs && arg.getArgNumber() < argAttrs.getValue().size())
      if (auto dict = argAttrs.getValue()[arg.getArgNumber()].dyn_cast<DictionaryAttr>())
        if (auto w = dict.get("bufferization.writable").dyn_cast<BoolAttr>()) return w.getValue();
    return true;
  }
};

/// func.return with function boundaries: reads its operands, aliases none.
class ReturnModel : public ReadOnlyModel {};

/// scf.if: each result may alias the yielded values of both branches
/// (Equivalent, not definite); yields alias the if results.
class IfModel : public AnalysisOnlyModel {
 public:
  bool bufferizesToMemoryRead(Operation *, OpOperand &, const AnalysisState &) const override { return false; }
  bool bufferizesToMemoryWrite(Operation *, OpOperand &, const AnalysisState &) const override { return false; }
  AliasingValueList getAliasingValues(Operation *, OpOperand &, const AnalysisState &) const override { return {}; }
  AliasingOpOperandList getAliasingOpOperands(Operation *op, Value value, const AnalysisState &) const override {
    AliasingOpOperandList result;
    unsigned idx = value.cast<OpResult>().getResultNumber();
    for (Region &r : op->getRegions())
      if (!r.empty())
        result.push_back({&r.front().getTerminator()->getOpOperand(idx), BufferRelation::Equivalent, false});
    return result;
  }
};

class YieldModel : public AnalysisOnlyModel {
 public:
  bool bufferizesToMemoryRead(Operation *, OpOperand &, const AnalysisState &) const override { return true; }
  bool bufferizesToMemoryWrite(Operation *, OpOperand &, const AnalysisState &) const override { return false; }
  AliasingValueList getAliasingValues(Operation *op, OpOperand &o, const AnalysisState &) const override {
    Operation *parent = op->getParentOp();
    if (!parent || parent->getName() != "scf.if") return {};
    return {{parent->getResult(o.getOperandNumber()), BufferRelation::Equivalent, false}};
  }
  bool mustBufferizeInPlace(Operation *, OpOperand &, const AnalysisState &) const override { return true; }
};

inline void attachAnalysisTestModels(Context &ctx) {
  ctx.attachInterface<BufferizableOpInterface>("tensor.insert", std::make_unique<DpsModel>(1, true));
  ctx.attachInterface<BufferizableOpInterface>("tensor.insert_slice", std::make_unique<DpsModel>(1, true));
  ctx.attachInterface<BufferizableOpInterface>("linalg.fill", std::make_unique<DpsModel>(1, false));
  ctx.attachInterface<BufferizableOpInterface>("tensor.extract_slice", std::make_unique<ExtractSliceModel>());
  ctx.attachInterface<BufferizableOpInterface>("tensor.extract", std::make_unique<ReadOnlyModel>());
  ctx.attachInterface<BufferizableOpInterface>("tensor.empty", std::make_unique<AllocModel>(false));
  ctx.attachInterface<BufferizableOpInterface>("tensor.from_elements", std::make_unique<AllocModel>(true));
  ctx.attachInterface<BufferizableOpInterface>("arith.constant", std::make_unique<ConstantModel>());
  ctx.attachInterface<BufferizableOpInterface>("func.func", std::make_unique<FuncModel>());
  ctx.attachInterface<BufferizableOpInterface>("func.return", std::make_unique<ReturnModel>());
  ctx.attachInterface<BufferizableOpInterface>("scf.if", std::make_unique<IfModel>());
  ctx.attachInterface<BufferizableOpInterface>("scf.yield", std::make_unique<YieldModel>());
}

/// `depth` levels of extract_slice -> linalg.fill -> insert_slice on one
/// function argument (the shape of the slice-chain benchmark).
inline std::string sliceChainSource(int depth) {
  std::string s = "func.func @chain(%t0: tensor<?xf32>, %cst: f32) -> tensor<?xf32> {\n";
  for (int i = 0; i < depth; ++i) {
    std::string t = "%t" + std::to_string(i), n = "%t" + std::to_string(i + 1);
    std::string sl = "%s" + std::to_string(i), f = "%f" + std::to_string(i);
    s += "  " + sl + " = tensor.extract_slice " + t + "[" + std::to_string(i) + "] [4] [1] : tensor<?xf32> to tensor<4xf32>\n";
    s += "  " + f + " = linalg.fill ins(%cst : f32) outs(" + sl + " : tensor<4xf32>) -> tensor<4xf32>\n";
    s += "  " + n + " = tensor.insert_slice " + f + " into " + t + "[" + std::to_string(i) + "] [4] [1] : tensor<4xf32> into tensor<?xf32>\n";
  }
  s += "  return %t" + std::to_string(depth) + " : tensor<?xf32>\n}\n";
  return s;
}

/// `depth` tensor.insert ops on one tensor, each followed by a
/// tensor.extract of the new value, and every 3rd level also reading an
/// older version (which forces a copy there).
inline std::string insertExtractChainSource(int depth) {
  std::string s = "func.func @chain(%t0: tensor<?xf32>, %v: f32, %i: index) -> (tensor<?xf32>, f32) {\n";
  for (int i = 0; i < depth; ++i) {
    std::string t = "%t" + std::to_string(i), n = "%t" + std::to_string(i + 1);
    s += "  " + n + " = tensor.insert %v into " + t + "[%i] : tensor<?xf32>\n";
    s += "  %e" + std::to_string(i) + " = tensor.extract " + n + "[%i] : tensor<?xf32>\n";
    if (i % 3 == 2) s += "  %o" + std::to_string(i) + " = tensor.extract %t" + std::to_string(i - 2) + "[%i] : tensor<?xf32>\n";
  }
  s += "  return %t" + std::to_string(depth) + ", %e0 : tensor<?xf32>, f32\n}\n";
  return s;
}

/// The `loop-slice` / `loop-insert` shapes of bench/slice_chain_gen.py: the
/// slice or insert chain in the body of an scf.for whose iter_arg is the
/// chained tensor (needs allow-return-allocs-from-loops for `insert`).
inline std::string loopChainSource(bool slice, int depth) {
  std::string s = slice ? "func.func @chain(%t: tensor<?xf32>, %cst: f32, %n: index) -> tensor<?xf32> {\n"
                        : "func.func @chain(%t: tensor<?xf32>, %v: f32, %i: index, %n: index) -> tensor<?xf32> {\n";
  s += "  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n";
  s += "  %r = scf.for %iv = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<?xf32>) {\n";
  auto version = [](int i) { return i == 0 ? std::string("%a") : "%t" + std::to_string(i); };
  for (int i = 0; i < depth; ++i) {
    std::string t = version(i), n = "%t" + std::to_string(i + 1), idx = std::to_string(i);
    if (slice) {
      s += "    %s" + idx + " = tensor.extract_slice " + t + "[" + idx + "] [4] [1] : tensor<?xf32> to tensor<4xf32>\n";
      s += "    %f" + idx + " = linalg.fill ins(%cst : f32) outs(%s" + idx + " : tensor<4xf32>) -> tensor<4xf32>\n";
      s += "    " + n + " = tensor.insert_slice %f" + idx + " into " + t + "[" + idx +
           "] [4] [1] : tensor<4xf32> into tensor<?xf32>\n";
    } else {
      s += "    " + n + " = tensor.insert %v into " + t + "[%i] : tensor<?xf32>\n";
      s += "    %e" + idx + " = tensor.extract " + n + "[%i] : tensor<?xf32>\n";
      if (i % 3 == 2) s += "    %o" + idx + " = tensor.extract " + version(i - 2) + "[%i] : tensor<?xf32>\n";
    }
  }
  s += "    scf.yield %t" + std::to_string(depth) + " : tensor<?xf32>\n  }\n  return %r : tensor<?xf32>\n}\n";
  return s;
}

}  // namespace tbuf::bufferization::analysis_testing

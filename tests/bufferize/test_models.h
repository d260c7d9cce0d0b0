// Small BufferizableOpInterface models attached by the interface tests (the
// real per-op models come with One-Shot Bufferize): tensor.insert as a
// destination-style op, tensor.extract_slice as an alias-only op,
// tensor.extract as a pure read, and scf.for / scf.if with only the default
// region queries. Plus a fixture that parses MLIR and finds ops by `tag`.
#pragma once

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <string_view>

#include "bufferize/analysis_state.h"
#include "dialects/memref/memref_ops.h"
#include "dialects/register.h"
#include "dialects/test/test_ops.h"
#include "dialects/tensor/tensor_ops.h"
#include "ir/builtin_ops.h"
#include "ir/context.h"
#include "ir/diagnostics.h"
#include "ir/parser/parser.h"
#include "ir/printer/printer.h"

namespace tbuf::bufferization::testing {

/// tensor.insert %s into %dest[%i]: dest (operand 1) is the init tied to
/// the result. Bufferizes to memref.store into the dest buffer.
class InsertModel : public DstBufferizableOpInterfaceExternalModel {
 public:
  LogicalResult bufferize(Operation *op, RewriterBase &rewriter, const BufferizationOptions &options,
                          BufferizationState &state) const override {
    tensor::InsertOp insert(op);
    std::optional<Value> buffer = getBuffer(rewriter, insert.getDest(), options, state);
    if (!buffer) return failure();
    rewriter.setInsertionPoint(op);
    std::vector<Value> indices = insert.getIndices().vec();
    rewriter.create<memref::StoreOp>(op->getLoc(), insert.getScalar(), *buffer, indices);
    replaceOpWithBufferizedValues(rewriter, op, {*buffer});
    return success();
  }

 protected:
  bool isDpsInit(Operation *, OpOperand &operand) const override { return operand.getOperandNumber() == 1; }
  Value getTiedResult(Operation *op, OpOperand &) const override { return op->getResult(0); }
};

/// Rejects bufferize(): the analysis tests never rewrite these ops.
class AnalysisOnlyModel : public BufferizableOpInterface {
 public:
  LogicalResult bufferize(Operation *op, RewriterBase &, const BufferizationOptions &,
                          BufferizationState &) const override {
    return op->emitOpError() << "has no bufferization in the interface tests";
  }
};

/// tensor.extract_slice: neither reads nor writes; the result may alias
/// (Unknown relation) the source.
class ExtractSliceModel : public AnalysisOnlyModel {
 public:
  bool bufferizesToMemoryRead(Operation *, OpOperand &, const AnalysisState &) const override { return false; }
  bool bufferizesToMemoryWrite(Operation *, OpOperand &, const AnalysisState &) const override { return false; }
  AliasingValueList getAliasingValues(Operation *op, OpOperand &operand, const AnalysisState &) const override {
    if (operand.getOperandNumber() != 0) return {};
    return {{op->getResult(0), BufferRelation::Unknown, true}};
  }
};

/// tensor.extract: reads its tensor, aliases nothing.
class ExtractModel : public AnalysisOnlyModel {
 public:
  bool bufferizesToMemoryRead(Operation *, OpOperand &, const AnalysisState &) const override { return true; }
  bool bufferizesToMemoryWrite(Operation *, OpOperand &, const AnalysisState &) const override { return false; }
  AliasingValueList getAliasingValues(Operation *, OpOperand &, const AnalysisState &) const override { return {}; }
};

/// Region ops relying on the default isRepetitiveRegion (and tensor.empty,
/// whose result has no aliasing operand).
class RegionOpModel : public ExtractModel {};

class InterfaceTest : public ::testing::Test {
 protected:
  InterfaceTest() {
    registerAllDialects(ctx);
    registerTestDialectOps(ctx);
    ctx.getDiagEngine().setHandler([this](const Diagnostic &d) { diagnostics += d.str() + "\n"; });
    ctx.attachInterface<BufferizableOpInterface>("tensor.insert", std::make_unique<InsertModel>());
    ctx.attachInterface<BufferizableOpInterface>("tensor.extract_slice", std::make_unique<ExtractSliceModel>());
    ctx.attachInterface<BufferizableOpInterface>("tensor.extract", std::make_unique<ExtractModel>());
    ctx.attachInterface<BufferizableOpInterface>("scf.for", std::make_unique<RegionOpModel>());
    ctx.attachInterface<BufferizableOpInterface>("scf.if", std::make_unique<RegionOpModel>());
    ctx.attachInterface<BufferizableOpInterface>("tensor.empty", std::make_unique<ExtractModel>());
  }

  Operation *parse(std::string_view text) {
    module = parseSourceString(ctx, text, "test.mlir");
    EXPECT_TRUE(module) << diagnostics;
    return module.get();
  }

  /// The op carrying `tag = "<tag>"` (null, failing the test, if none).
  Operation *op(std::string_view tag) {
    Operation *found = nullptr;
    if (!module) return nullptr;
    module->walk([&](Operation *o) {
      if (auto a = o->getAttrOfType<StringAttr>("tag"); a && a.getValue() == tag) found = o;
    });
    EXPECT_NE(found, nullptr) << "no op tagged " << tag;
    return found;
  }

  Type type(std::string_view text) { return parseType(ctx, text); }

  Context ctx;
  OwningOpRef module;
  std::string diagnostics;
  BufferizationOptions options;
};

}  // namespace tbuf::bufferization::testing

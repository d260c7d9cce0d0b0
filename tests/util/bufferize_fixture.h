// Shared base of the bufferization unit tests (tensor, scf, linalg, module,
// driver models): a Context with every dialect and every bufferization model
// attached (as the tbuf driver does), diagnostics collected as text, parsing
// of MLIR text, lookup of ops by their `tag` attribute, the model of an op,
// buffer types and printing; plus an AnalysisState whose equivalences the
// test gives (the models only ask the state; the One-Shot analysis is tested
// on its own).
#pragma once

#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "absl/container/flat_hash_set.h"
#include "bufferize/analysis_state.h"
#include "bufferize/models/register.h"
#include "dialects/register.h"
#include "dialects/test/test_ops.h"
#include "ir/builtin_ops.h"
#include "ir/context.h"
#include "ir/diagnostics.h"
#include "ir/parser/parser.h"
#include "ir/printer/printer.h"
#include "ir/rewriter.h"

namespace tbuf::bufferization::testing {

/// An AnalysisState with test-given equivalences: a value is equivalent to
/// itself and to the values paired with it by addEquivalence.
class EquivalenceState : public AnalysisState {
 public:
  using AnalysisState::AnalysisState;
  void addEquivalence(Value a, Value b) {
    pairs_.insert({a, b});
    pairs_.insert({b, a});
  }
  bool areEquivalentBufferizedValues(Value a, Value b) const override {
    return a == b || pairs_.contains({a, b});
  }

 private:
  absl::flat_hash_set<std::pair<Value, Value>> pairs_;
};

class BufferizeTest : public ::testing::Test {
 protected:
  BufferizeTest() {
    registerAllDialects(ctx);
    registerTestDialectOps(ctx);
    registerBufferizableOpInterfaceExternalModels(ctx);
    ctx.getDiagEngine().setHandler([this](const Diagnostic &d) { diagnostics += d.str() + "\n"; });
  }

  /// Parses `text` as the test's module (failing the test on error).
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

  /// The bufferization model attached to `o`, or null.
  const BufferizableOpInterface *model(Operation *o) {
    return o ? o->getInterface<BufferizableOpInterface>() : nullptr;
  }

  /// Runs the model's bufferize() on the op tagged `tag` with the insertion
  /// point before it (as the driver does).
  LogicalResult bufferizeTagged(std::string_view tag) {
    Operation *o = op(tag);
    if (!o || !model(o)) return failure();
    rewriter.setInsertionPoint(o);
    return model(o)->bufferize(o, rewriter, options, bufferizationState);
  }

  std::string bufferTypeOf(Value v) {
    std::optional<BaseMemRefType> t = getBufferType(v, options, bufferizationState);
    return t ? Type(*t).str() : "<none>";
  }

  /// The module printed in custom form ("" if there is none).
  std::string printed() { return module ? printToString(module.get()) : std::string(); }

  /// Number of ops named `name` in the module.
  int count(std::string_view name) {
    int n = 0;
    if (module)
      module->walk([&](Operation *o) {
        if (o->getName() == name) ++n;
      });
    return n;
  }

  Context ctx;
  OwningOpRef module;
  std::string diagnostics;
  BufferizationOptions options;
  BufferizationState bufferizationState;
  IRRewriter rewriter{&ctx};
};

}  // namespace tbuf::bufferization::testing

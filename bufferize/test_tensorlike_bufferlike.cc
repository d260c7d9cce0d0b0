// test-tensorlike-bufferlike (see test_passes.h): mlir-opt's test pass of
// the TensorLike and BufferLike type interfaces. Every func.func gets a
// `found` dictionary naming each argument (`operand_<i>`) and result
// (`result_<i>`) whose type is TensorLike ("is_tensor_like": builtin
// tensors, !test.test_tensor) or BufferLike ("is_buffer_like": builtin
// memrefs, !test.test_memref); functions with neither get nothing.
#include <memory>
#include <string>

#include "bufferize/test_passes.h"
#include "dialects/func/func_ops.h"
#include "dialects/test/test_tensor_like.h"
#include "ir/attributes.h"
#include "ir/operation.h"
#include "ir/pass/pass.h"
#include "ir/pass/pass_registry.h"

namespace tbuf::bufferization {

namespace {

/// "is_tensor_like", "is_buffer_like" or "" (neither).
std::string_view implementationStatus(Type type) {
  if (test::isTensorLike(type)) return "is_tensor_like";
  if (test::isBufferLike(type)) return "is_buffer_like";
  return "";
}

class TestTensorLikeAndBufferLikePass : public Pass {
 public:
  std::string_view getArgument() const override { return "test-tensorlike-bufferlike"; }
  std::string_view getName() const override { return "TestTensorLikeAndBufferLikePass"; }
  std::string_view getDescription() const override {
    return "Module pass to test custom types that implement TensorLike / BufferLike interfaces";
  }
  std::string_view getOpName() const override { return "builtin.module"; }

  LogicalResult runOnOperation(Operation *op) override {
    Context *ctx = op->getContext();
    op->walk([&](func::FuncOp funcOp) {
      FunctionType type = funcOp.getFunctionType();
      std::vector<NamedAttribute> found;
      auto record = [&](std::string prefix, ArrayRef<Type> types) {
        for (size_t i = 0; i < types.size(); ++i) {
          std::string_view status = implementationStatus(types[i]);
          if (!status.empty()) found.push_back({prefix + std::to_string(i), StringAttr::get(ctx, status)});
        }
      };
      record("operand_", type.getInputs());
      record("result_", type.getResults());
      if (!found.empty()) funcOp->setAttr("found", DictionaryAttr::get(ctx, std::move(found)));
    });
    return success();
  }
};

}  // namespace

void registerTestTensorLikeAndBufferLikePass() {
  if (lookupPassInfo("test-tensorlike-bufferlike")) return;
  registerPass([] { return std::unique_ptr<Pass>(new TestTensorLikeAndBufferLikePass()); });
}

}  // namespace tbuf::bufferization

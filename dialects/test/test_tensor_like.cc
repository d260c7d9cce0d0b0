// TensorLike / BufferLike test types and the tensor-encoding to
// memref-layout mapping of MLIR's test dialect (see test_tensor_like.h).
// The parser keeps `!test.*` types and `#test.*` attributes as opaque text,
// so they are recognised by their mnemonic.
#include "dialects/test/test_tensor_like.h"

#include <string_view>

#include "ir/context.h"

namespace tbuf::test {

namespace {

constexpr std::string_view kTensorEncodingPrefix = "tensor_encoding<";
constexpr std::string_view kMemRefLayoutPrefix = "memref_layout<";

bool isOpaqueTestType(Type type, std::string_view mnemonic) {
  auto opaque = type.dyn_cast<OpaqueType>();
  if (!opaque || opaque.getDialect() != "test") return false;
  std::string_view data = opaque.getData();
  return data.size() > mnemonic.size() && data.substr(0, mnemonic.size()) == mnemonic &&
         data[mnemonic.size()] == '<';
}

}  // namespace

bool isTestTensorType(Type type) { return isOpaqueTestType(type, "test_tensor"); }
bool isTestMemRefType(Type type) { return isOpaqueTestType(type, "test_memref"); }

bool isTensorLike(Type type) { return type && (type.isa<TensorType>() || isTestTensorType(type)); }
bool isBufferLike(Type type) { return type && (type.isa<BaseMemRefType>() || isTestMemRefType(type)); }

bool isTestTensorEncoding(Attribute attr) {
  auto dialectAttr = attr.dyn_cast<DialectAttr>();
  if (!dialectAttr || dialectAttr.getDialect() != "test") return false;
  std::string_view body = dialectAttr.getBody();
  return body.size() > kTensorEncodingPrefix.size() && body.substr(0, kTensorEncodingPrefix.size()) == kTensorEncodingPrefix;
}

Attribute getMemRefLayoutForTensorEncoding(Attribute encoding) {
  if (!isTestTensorEncoding(encoding)) return Attribute();
  std::string_view body = encoding.cast<DialectAttr>().getBody();
  std::string layout(kMemRefLayoutPrefix);
  layout += body.substr(kTensorEncodingPrefix.size());
  return DialectAttr::get(encoding.getContext(), "test", layout);
}

void registerTestMemRefLayout(Context &ctx) {
  ctx.registerDialectLayoutStrides(
      "test", [](Attribute layout, ArrayRef<int64_t> shape, std::vector<int64_t> &strides, int64_t &offset) {
        std::string_view body = layout.cast<DialectAttr>().getBody();
        if (body.substr(0, kMemRefLayoutPrefix.size()) != kMemRefLayoutPrefix) return failure();
        strides = computeRowMajorStrides(shape);
        offset = 0;
        return success();
      });
}

}  // namespace tbuf::test

// The types and attributes of MLIR's test dialect that stand for tensors
// and buffers in bufferization tests, kept by the parser as opaque text
// (`!test.test_tensor<[42], f32>`, `#test.tensor_encoding<"hello">`):
//   !test.test_tensor<[dims], T>   a TensorLike type that is not a builtin tensor
//   !test.test_memref<[dims], T>   a BufferLike type that is not a builtin memref
//   #test.tensor_encoding<"s">     a tensor encoding whose buffer gets the
//   #test.memref_layout<"s">       memref layout of the same string
// With the builtin tensor and memref types they make up MLIR's TensorLike
// and BufferLike type interfaces (isTensorLike / isBufferLike).
#pragma once

#include "ir/attributes.h"
#include "ir/types.h"

namespace tbuf {
class Context;
}  // namespace tbuf

namespace tbuf::test {

/// `!test.test_tensor<...>`.
bool isTestTensorType(Type type);
/// `!test.test_memref<...>`.
bool isTestMemRefType(Type type);
/// A builtin tensor (ranked or not) or `!test.test_tensor`.
bool isTensorLike(Type type);
/// A builtin memref (ranked or not) or `!test.test_memref`.
bool isBufferLike(Type type);

/// Whether `attr` is a `#test.tensor_encoding<...>`.
bool isTestTensorEncoding(Attribute attr);
/// The `#test.memref_layout<"s">` for a `#test.tensor_encoding<"s">`; null
/// for any other attribute (or none).
Attribute getMemRefLayoutForTensorEncoding(Attribute encoding);

/// Registers with the context that a `#test.memref_layout` lays a memref
/// out like the identity layout (row-major strides, offset 0), as the
/// identity affine map of MLIR's TestMemRefLayoutAttr does. Idempotent.
void registerTestMemRefLayout(Context &ctx);

}  // namespace tbuf::test

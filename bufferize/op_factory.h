// Direct creation of the ops bufferization emits for nearly every tensor op:
// bufferization.to_tensor / to_buffer (the bridges between rewritten and
// not yet rewritten ops), memref.load / store / copy / cast and the
// memref.alloc of a new buffer.
//
// OpBuilder::create<OpT> goes through an OperationState: the op name as a
// string (looked up in the op registry by hashing it), heap vectors for the
// operands and result types, and an attribute dictionary rebuilt from a
// NamedAttrList -- several hundred instructions per op before
// Operation::create even starts, for ops that are mostly erased again a
// moment later. While an OpFactoryScope is live (the rewrite driver opens
// one), the helpers below take the op's definition from the scope (looked up
// once per scope and context) and the uniqued attribute dictionary the
// builder would have produced, create the op with Operation::create and
// insert it with OpBuilder::insert: the same insertion point and the same
// listener notification as OpBuilder::create, hence the same IR. Without a
// scope, for another context, or for a definition that is missing or fills
// in default attributes, they call OpBuilder::create.
#pragma once

#include <utility>
#include <vector>

#include "ir/attributes.h"
#include "ir/builder.h"
#include "ir/rewriter.h"
#include "ir/types.h"

namespace tbuf::bufferization {

/// Enables the fast paths of the helpers below for the ops of `ctx` while it
/// lives (RAII; scopes nest, the innermost one is used). Not shared across
/// threads.
class OpFactoryScope {
 public:
  explicit OpFactoryScope(Context *ctx);
  ~OpFactoryScope();
  OpFactoryScope(const OpFactoryScope &) = delete;
  OpFactoryScope &operator=(const OpFactoryScope &) = delete;

  /// The ops with a fast path.
  enum Kind { ToTensor, ToBuffer, Load, Store, Copy, Cast, Alloc, AllocTensor, NumKinds };
  /// The innermost live scope of this thread for `ctx`, or null.
  static OpFactoryScope *current(Context *ctx);
  /// The definition to create ops of `kind` with, or null (use
  /// OpBuilder::create).
  const OpDefinition *definition(Kind kind);
  /// The uniqued empty attribute dictionary of the scope's context.
  DictionaryAttr emptyDictionary() const { return empty_; }
  /// The attribute dictionary of `memref.alloc` without dynamic sizes or
  /// symbols and with `alignment` (null: none), as AllocOp::build makes it;
  /// null until one was recorded with rememberAllocDictionary.
  DictionaryAttr allocDictionary(Attribute alignment) const;
  void rememberAllocDictionary(Attribute alignment, DictionaryAttr dict);
  /// The same for `bufferization.alloc_tensor() copy(%t)` (no sizes, no
  /// size hint, no memory space): one dictionary.
  DictionaryAttr allocTensorCopyDictionary() const { return allocTensorCopyDict_; }
  void rememberAllocTensorCopyDictionary(DictionaryAttr dict) { allocTensorCopyDict_ = dict; }
  /// `alignment` as the i64 attribute of memref.alloc (memoized).
  IntegerAttr alignmentAttr(OpBuilder &b, int64_t alignment);

 private:
  Context *ctx_;
  OpFactoryScope *previous_;
  DictionaryAttr empty_;
  const OpDefinition *defs_[NumKinds] = {};
  bool looked_[NumKinds] = {};
  /// (alignment, dictionary) pairs seen so far (one or two in practice).
  std::vector<std::pair<Attribute, DictionaryAttr>> allocDicts_;
  DictionaryAttr allocTensorCopyDict_;
  /// The last alignment attribute handed out (alignmentAttr).
  int64_t alignmentValue_ = 0;
  IntegerAttr alignmentAttr_;
};

/// `bufferization.to_tensor %buffer : ... to tensorType` (no unit
/// attributes), at `b`'s insertion point; returns its result.
Value createToTensor(OpBuilder &b, Location loc, Type tensorType, Value buffer);
/// `bufferization.to_buffer %tensor : ... to bufferType` (not read_only).
Value createToBuffer(OpBuilder &b, Location loc, Type bufferType, Value tensor);
/// `memref.load %memref[indices]`; returns the op.
Operation *createLoad(OpBuilder &b, Location loc, Value memref, ArrayRef<Value> indices);
/// `memref.store %value, %memref[indices]`.
Operation *createStore(OpBuilder &b, Location loc, Value value, Value memref, ArrayRef<Value> indices);
/// `memref.copy %source, %target`.
Operation *createCopy(OpBuilder &b, Location loc, Value source, Value target);
/// `memref.cast %source : ... to resultType`; returns its result.
Value createCast(OpBuilder &b, Location loc, Type resultType, Value source);
/// `memref.alloc(dynamicSizes) {alignment}` of `type` (no symbols); returns
/// its result.
Value createAlloc(OpBuilder &b, Location loc, MemRefType type, ArrayRef<Value> dynamicSizes, IntegerAttr alignment);

/// `b.getI64IntegerAttr(alignment)` (the alignment attribute of new
/// buffers), looked up once per scope.
IntegerAttr getAlignmentAttr(OpBuilder &b, int64_t alignment);

/// `bufferization.alloc_tensor() copy(%copy)` of `type`; returns the op.
Operation *createAllocTensorCopy(OpBuilder &b, Location loc, TensorType type, Value copy);

}  // namespace tbuf::bufferization

// Helpers shared by the memref, linalg and bufferization C emitters
// (lower/emit_c_memref*.cc, emit_c_linalg*.cc, emit_c_bufferization.cc):
// C expressions for descriptor fields that fold statically known values from
// the memref type, literals, descriptor initialisers and loop nests.
//
// Descriptors follow MLIR's layout: a ranked memref is
//   struct { T *allocated; T *aligned; int64_t offset; int64_t sizes[R]; int64_t strides[R]; }
// (rank 0: no sizes/strides); memref<*xT> is TbufUnrankedMemRef {rank, descriptor}.
// Every expression built here is a C99 expression over the names the
// CEmitter gives values; integer arithmetic on strings folds constants so the
// emitted code reads like hand-written C ("4" rather than "2 * 2").
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ir/attributes.h"
#include "ir/op_definition.h"
#include "ir/types.h"
#include "ir/value.h"
#include "lower/c_emitter.h"

namespace tbuf::lower::cgen {

// ---- integer expressions on C text ------------------------------------------

/// A C literal for `v` of type int64_t (INT64_C for large magnitudes).
std::string intLiteral(int64_t v);
/// The value of `expr` if it is an integer literal produced by intLiteral.
std::optional<int64_t> constantOf(std::string_view expr);
/// `a + b`, `a * b` with constant folding and the identities x+0,
/// x*1, x*0; non-atomic operands are parenthesised.
std::string addExpr(const std::string &a, const std::string &b);
std::string mulExpr(const std::string &a, const std::string &b);
/// The smaller of `a` and `b` (folded when both are constants).
std::string minExpr(const std::string &a, const std::string &b);
/// Wraps `e` in parentheses unless it is an identifier, literal or postfix
/// expression.
std::string paren(const std::string &e);
/// `*ptr` written as `x[i]` when `ptr` is `&x[i]`.
std::string deref(const std::string &ptr);

// ---- scalars ------------------------------------------------------------------

/// A C literal of scalar type `t` (integer, index, i1, float) for an integer
/// value.
std::string scalarIntLiteral(Type t, int64_t v);
/// A C literal of float type `t` that reads back exactly (inf/nan through
/// GCC/Clang builtins, which are constant expressions).
std::string floatLiteral(Type t, double v);
/// `int64_t` mixed value: a constant literal or the value's C name.
std::string ofrExpr(CEmitter &e, const OpFoldResult &ofr);

// ---- descriptors ----------------------------------------------------------------

/// `m.allocated` / `m.aligned` of a ranked memref value, or the same field
/// read through the descriptor pointer of an unranked one.
std::string allocatedExpr(CEmitter &e, Value m);
std::string alignedExpr(CEmitter &e, Value m);
/// The runtime call allocating `bytes` (a C expression) for `op`:
/// `tbufAlloc(bytes, alignment)`, or with EmitCOptions::locations
/// `tbufAllocAt(bytes, alignment, &tbuf_site_N)`.
std::string allocCall(CEmitter &e, Operation *op, const std::string &bytes, int64_t alignment);
/// The statement freeing the allocated pointer `allocated` for `op`:
/// `tbufFree(allocated);` or `tbufFreeAt(allocated, &tbuf_site_N);`.
std::string freeStatement(CEmitter &e, Operation *op, const std::string &allocated);
/// The C element type of a (ranked or unranked) memref type; "" after an
/// error on `op` when C cannot hold it.
std::string elementTypeName(CEmitter &e, Type memrefType, Operation *op);

/// The parts of a ranked descriptor, as C expressions.
struct DescriptorParts {
  std::string allocated, aligned, offset;
  std::vector<std::string> sizes, strides;
};
/// The initialiser `{allocated, aligned, offset, {sizes...}, {strides...}}`.
std::string descriptorInit(const DescriptorParts &parts);
/// Declares `result` (a ranked memref value) initialised from `parts`.
void assignDescriptor(CEmitter &e, Value result, const DescriptorParts &parts);
/// The parts of an existing ranked memref value (folded as CEmitter::sizeExpr etc.).
DescriptorParts partsOf(CEmitter &e, Value m);
/// Row-major (identity layout) strides for the given size expressions.
std::vector<std::string> rowMajorStrides(const std::vector<std::string> &sizes);
/// Product of the size expressions ("1" for none).
std::string product(const std::vector<std::string> &sizes);

// ---- loops ----------------------------------------------------------------------

/// Opens `for (int64_t iN = 0; iN < bound; iN++) {` for each bound, outermost
/// first; returns the induction variable names. Close with closeLoops.
std::vector<std::string> openLoops(CEmitter &e, const std::vector<std::string> &bounds, std::string_view hint);
void closeLoops(CEmitter &e, size_t count);

// ---- copies ----------------------------------------------------------------------

/// Copies every element of ranked memref `source` into `target` (same
/// shape, any layouts): memcpy when both are contiguous, else a loop nest.
/// `op` is the op errors are reported on. (emit_c_memref_access.cc)
LogicalResult emitCopyBetween(CEmitter &e, Operation *op, Value source, Value target);
/// The address of element 0 of ranked memref `m`: `m.aligned + offset`
/// (just `m.aligned` when the offset is statically 0).
std::string basePtr(CEmitter &e, Value m);
/// True if `t`'s elements are statically known to be contiguous in
/// row-major order (identity layout or row-major static strides).
bool isContiguous(MemRefType t);

// ---- misc ------------------------------------------------------------------------

/// True if no result of `op` has a use (pure ops are then not emitted: the C
/// compiler would warn about the unused variable).
bool allResultsUnused(Operation *op);
/// Error unless every operand and result of `op` is a memref or a scalar:
/// tensors must be bufferized before C emission.
LogicalResult checkNoTensors(CEmitter &e, Operation *op);

// ---- registration (one per file, called by registerMemRefEmitters) --------------

void registerMemRefGlobalEmitters();  // emit_c_memref_global.cc
void registerMemRefAccessEmitters();  // emit_c_memref_access.cc
void registerMemRefViewEmitters();    // emit_c_memref_view.cc
void registerMemRefReshapeEmitters(); // emit_c_memref_reshape.cc

/// Static strides/offset of a result type (kDynamic where unknown; all
/// dynamic if the layout is not strided).
void staticLayout(MemRefType t, std::vector<int64_t> &strides, int64_t &offset);

/// `known` as a literal when static, else `computed`.
std::string orStatic(int64_t known, const std::string &computed);

}  // namespace tbuf::lower::cgen

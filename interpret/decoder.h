// The decoder: translates a module's functions, once, into the pre-decoded
// Programs of interpret/program.h. Per-op translation lives next to the
// handlers (ops_*.cc); each registers an OpDecoder per op name in the
// DecoderTable. Name and attribute lookups happen only here.
#pragma once

#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "interpret/program.h"
#include "ir/operation.h"
#include "ir/region.h"
#include "ir/types.h"
#include "ir/value.h"

namespace tbuf::interp {

class Decoder;

/// Translates one op into instructions appended to the decoder's current
/// program; returns false after Decoder::fail.
using OpDecoder = bool (*)(Decoder &, Operation *);

using DecoderTable = absl::flat_hash_map<std::string_view, OpDecoder>;

void addArithDecoders(DecoderTable &table);
void addMathDecoders(DecoderTable &table);
void addMemRefDecoders(DecoderTable &table);
void addBufferizationDecoders(DecoderTable &table);
void addControlDecoders(DecoderTable &table);
void addLinalgDecoders(DecoderTable &table);
/// memref.view, tensor.bitcast (ops_retype.cc).
void addRetypeDecoders(DecoderTable &table);
/// The vector dialect (ops_vector.cc).
void addVectorDecoders(DecoderTable &table);
/// The affine dialect (ops_affine.cc).
void addAffineDecoders(DecoderTable &table);
/// scf.parallel, scf.reduce, scf.reduce.return (ops_scf_parallel.cc).
void addScfParallelDecoders(DecoderTable &table);
/// The index dialect (ops_index.cc); after addArithDecoders, whose
/// decoders most index ops reuse.
void addIndexDecoders(DecoderTable &table);
/// shape.const_witness, shape.cstr_require, shape.assuming (ops_shape.cc).
void addShapeDecoders(DecoderTable &table);

/// The handler of an external function the runtime provides
/// (printMemrefF32, printI64, ...), or null.
using ExternalCall = int32_t (*)(Exec &, Frame &, const Instr &);
ExternalCall lookupExternalCall(std::string_view name);

/// A decoded module: its functions and globals, and the data the
/// instructions point at.
struct DecodedModule {
  std::deque<Function> functions;
  absl::flat_hash_map<std::string, Function *> functionsByName;
  /// memref.global name -> its op (the allocation is made per execution).
  absl::flat_hash_map<std::string, Operation *> globalOps;
  /// Global op -> index into Exec-independent global slots.
  absl::flat_hash_map<Operation *, uint32_t> globalIndex;
  std::vector<Operation *> globals;
  std::vector<std::unique_ptr<InstrData>> data;
  std::deque<Program> programs;
  /// Only when decoding for traceAccesses: each op's operand slots.
  absl::flat_hash_map<Operation *, std::vector<TraceSlot>> traceOperands;
};

class Decoder {
 public:
  /// `tracesAccesses`: the handlers that access elements must be their
  /// recording variants (InterpretOptions::traceAccesses is set).
  Decoder(DecodedModule &module, const DecoderTable &table, bool tracesAccesses = false)
      : module_(module), table_(table), tracesAccesses_(tracesAccesses) {}

  bool tracesAccesses() const { return tracesAccesses_; }

  /// Decodes every function of `moduleOp`; false after an error.
  bool decodeModule(Operation *moduleOp);

  /// The slot of an already defined value.
  Slot slot(Value v);
  /// Assigns a fresh slot to `v` (a result or block argument).
  Slot define(Value v);
  /// A fresh slot that no SSA value owns (intermediate descriptors).
  Slot temp(SlotKind kind);
  std::vector<Slot> slots(const std::vector<Value> &values);
  std::vector<Slot> defineAll(const std::vector<Value> &values);

  /// Appends to the current program.
  Instr &emit(Handler fn, Operation *op);
  /// Decodes `region` into a new program (a sub-program of the current
  /// function); its blocks' arguments get slots, its terminator's operands
  /// become Program::yielded. Null after an error.
  Program *decodeRegion(Region &region);

  template <typename T> T *own(std::unique_ptr<T> d) {
    T *raw = d.get();
    module_.data.push_back(std::move(d));
    return raw;
  }

  /// True while an elementwise op on tensors is decoded as its scalar body
  /// (decodeScalarized): define() then gives scalar slots.
  bool scalarizing() const { return scalarizing_; }
  /// Decodes the scalar form of `op` (an arith/math op on ranked tensors)
  /// into a new program ending in a region exit: each ranked-tensor operand
  /// is read from a scalar temporary (`operands`: its descriptor slot and
  /// that temporary), the result lands in `result`. Afterwards the op's
  /// result is defined as a descriptor slot. Null after an error.
  Program *decodeScalarized(Operation *op, std::vector<std::pair<Slot, Slot>> &operands, Slot &result);

  /// Decodes `op` into the current program (ops nested in a terminator's
  /// region, such as scf.forall.in_parallel's).
  bool decodeNested(Operation *op) { return decodeOp(op); }

  /// The program being decoded (stable address).
  Program &currentProgram() { return *program_; }

  Function *lookupFunction(std::string_view name);
  /// The global's index (Exec::globals) or nullopt.
  std::optional<uint32_t> lookupGlobal(std::string_view name);

  /// Records a located error (`file:line:col: error: tbuf interpret: ...`).
  bool fail(Operation *op, std::string_view message);
  const std::string &error() const { return error_; }

  /// The block whose start index a branch to `block` must jump to, as an
  /// index into the current program's blockStart (decoded on first use).
  int32_t blockIndex(Block *block);

 private:
  bool decodeFunction(Function &fn);
  bool decodeBlocks(Region &region, Program &program);
  bool decodeOp(Operation *op);

  DecodedModule &module_;
  const DecoderTable &table_;
  Function *fn_ = nullptr;
  Program *program_ = nullptr;
  absl::flat_hash_map<Value, Slot> slots_;
  absl::flat_hash_map<Block *, int32_t> blockIndex_;
  std::string error_;
  bool scalarizing_ = false;
  bool tracesAccesses_ = false;
};

/// An arith/math op on ranked tensors, run element by element
/// (ops_elementwise.cc).
bool decodeElementwise(Decoder &d, Operation *op);

/// The element type of a shaped type, else the type itself.
inline Type elementTypeOf(Type t) {
  if (auto shaped = t.dyn_cast<ShapedType>()) return shaped.getElementType();
  return t;
}

/// How elements of `type` (an int, index or float type) are stored; nullopt
/// for other types.
std::optional<ElemKind> elemKindOf(Type type);
/// The bit width of an integer or index type (64 for index).
int64_t intWidth(Type type);

}  // namespace tbuf::interp

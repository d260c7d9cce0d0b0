// The decoder's driver (see decoder.h): functions, blocks, slots and the
// dispatch of each op to the OpDecoder registered for its name.
#include "interpret/decoder.h"

#include "dialects/func/func_ops.h"
#include "fmt/format.h"
#include "ir/block.h"

namespace tbuf::interp {

std::optional<ElemKind> elemKindOf(Type type) {
  if (type.isIndex()) return ElemKind::Index;
  if (auto i = type.dyn_cast<IntegerType>()) {
    switch (i.getWidth()) {
      case 1: return ElemKind::I1;
      case 8: return ElemKind::I8;
      case 16: return ElemKind::I16;
      case 32: return ElemKind::I32;
      case 64: return ElemKind::I64;
      default: return std::nullopt;
    }
  }
  if (auto f = type.dyn_cast<FloatType>()) {
    switch (f.getFloatKind()) {
      case FloatKind::F16: return ElemKind::F16;
      case FloatKind::BF16: return ElemKind::BF16;
      case FloatKind::F32: return ElemKind::F32;
      case FloatKind::F64: return ElemKind::F64;
    }
  }
  return std::nullopt;
}

int64_t intWidth(Type type) {
  if (auto shaped = type.dyn_cast<ShapedType>()) type = shaped.getElementType();
  if (auto i = type.dyn_cast<IntegerType>()) return i.getWidth();
  return 64;
}

bool Decoder::fail(Operation *op, std::string_view message) {
  if (error_.empty())
    error_ = fmt::format("{}: error: tbuf interpret: {}", formatLocation(op ? op->getLoc() : Location()), message);
  return false;
}

Slot Decoder::temp(SlotKind kind) {
  if (kind == SlotKind::MemRef) return Slot{fn_->numMemRefs++, SlotKind::MemRef};
  return Slot{fn_->numScalars++, SlotKind::Scalar};
}

Slot Decoder::define(Value v) {
  Slot s;
  if (!scalarizing_ && (v.getType().isa<BaseMemRefType>() || v.getType().isa<TensorType>() ||
                        v.getType().isa<VectorType>())) {
    s = Slot{fn_->numMemRefs++, SlotKind::MemRef};
  } else {
    s = Slot{fn_->numScalars++, SlotKind::Scalar};
  }
  slots_[v] = s;
  return s;
}

Slot Decoder::slot(Value v) {
  auto it = slots_.find(v);
  if (it != slots_.end()) return it->second;
  // Values are defined before use in every block order we decode except
  // across cf branches to earlier-decoded blocks; define on first sight.
  return define(v);
}

std::vector<Slot> Decoder::slots(const std::vector<Value> &values) {
  std::vector<Slot> out;
  for (Value v : values) out.push_back(slot(v));
  return out;
}

std::vector<Slot> Decoder::defineAll(const std::vector<Value> &values) {
  std::vector<Slot> out;
  for (Value v : values) out.push_back(define(v));
  return out;
}

Instr &Decoder::emit(Handler fn, Operation *op) {
  Instr &in = program_->code.emplace_back();
  in.fn = fn;
  in.op = op;
  return in;
}

Function *Decoder::lookupFunction(std::string_view name) {
  auto it = module_.functionsByName.find(std::string(name));
  return it == module_.functionsByName.end() ? nullptr : it->second;
}

std::optional<uint32_t> Decoder::lookupGlobal(std::string_view name) {
  auto it = module_.globalOps.find(std::string(name));
  if (it == module_.globalOps.end()) return std::nullopt;
  return module_.globalIndex.at(it->second);
}

int32_t Decoder::blockIndex(Block *block) { return blockIndex_.at(block); }

/// Whether `op` is an arith/math op computing a ranked tensor element by
/// element (a select with a scalar condition picks a whole tensor instead).
static bool isElementwiseOnTensors(Operation *op) {
  std::string_view dialect = op->getDialectNamespace();
  if ((dialect != "arith" && dialect != "math") || op->getNumResults() != 1) return false;
  auto isValueArray = [](Type t) { return t.isa<RankedTensorType>() || t.isa<VectorType>(); };
  if (!isValueArray(op->getResult(0).getType())) return false;
  if (op->getName() == "arith.constant") return false;
  if (op->getName() == "arith.select" && !isValueArray(op->getOperand(0).getType())) return false;
  return true;
}

static int32_t scalarizedEnd(Exec &, Frame &, const Instr &, int32_t) { return kExitRegion; }

Program *Decoder::decodeScalarized(Operation *op, std::vector<std::pair<Slot, Slot>> &operands, Slot &result) {
  std::vector<std::pair<Value, Slot>> saved;
  for (Value v : op->getOperands()) {
    if (!v.getType().isa<RankedTensorType>() && !v.getType().isa<VectorType>()) continue;
    bool seen = false;
    for (auto &entry : saved) seen |= entry.first == v;
    if (seen) continue;
    Slot descriptor = slot(v);
    Slot scalar = temp(SlotKind::Scalar);
    saved.emplace_back(v, descriptor);
    slots_[v] = scalar;
    operands.emplace_back(descriptor, scalar);
  }
  Program &program = module_.programs.emplace_back();
  Program *savedProgram = program_;
  program_ = &program;
  scalarizing_ = true;
  auto it = table_.find(op->getName());
  bool ok = it != table_.end() ? it->second(*this, op)
                               : fail(op, fmt::format("op '{}' is not supported", op->getName()));
  scalarizing_ = false;
  if (ok) {
    result = slots_.at(op->getResult(0));
    emit(scalarizedEnd, op);
  }
  program_ = savedProgram;
  for (auto &[v, s] : saved) slots_[v] = s;
  if (!ok) return nullptr;
  define(op->getResult(0));
  return &program;
}

bool Decoder::decodeOp(Operation *op) {
  if (tracesAccesses_ && !scalarizing_) {
    std::vector<TraceSlot> &list = module_.traceOperands[op];
    for (Value v : op->getOperands()) {
      TraceSlot t;
      t.slot = slot(v);
      Type type = v.getType();
      if (t.slot.kind == SlotKind::MemRef) t.kind = TraceOperand::Kind::Buffer;
      else if (type.isa<FloatType>()) t.kind = TraceOperand::Kind::Float, t.isF64 = type.isF64();
      list.push_back(t);
    }
  }
  if (!scalarizing_ && isElementwiseOnTensors(op)) return decodeElementwise(*this, op);
  auto it = table_.find(op->getName());
  if (it == table_.end()) return fail(op, fmt::format("op '{}' is not supported", op->getName()));
  return it->second(*this, op);
}

bool Decoder::decodeBlocks(Region &region, Program &program) {
  Program *saved = program_;
  program_ = &program;
  int32_t index = 0;
  for (Block &block : region) {
    blockIndex_[&block] = index++;
    program.blockArgs.push_back(defineAll(block.getArguments()));
  }
  for (Block &block : region) {
    program.blockStart.push_back(static_cast<int32_t>(program.code.size()));
    for (Operation &op : block)
      if (!decodeOp(&op)) {
        program_ = saved;
        return false;
      }
  }
  if (region.hasOneBlock() && !region.front().empty()) {
    Operation &term = region.front().back();
    program.yielded = slots(term.getOperands().vec());
  }
  program_ = saved;
  return true;
}

Program *Decoder::decodeRegion(Region &region) {
  Program &program = module_.programs.emplace_back();
  if (!decodeBlocks(region, program)) return nullptr;
  return &program;
}

bool Decoder::decodeFunction(Function &fn) {
  fn_ = &fn;
  slots_.clear();
  if (fn.external) {
    fn.externalCall = lookupExternalCall(fn.name);
    return true;  // unknown externals fail when called
  }
  if (!decodeBlocks(fn.op->getRegion(0), fn.body)) return false;
  fn.args = fn.body.blockArgs.front();
  return true;
}

bool Decoder::decodeModule(Operation *moduleOp) {
  Region &body = moduleOp->getRegion(0);
  if (body.empty()) return true;
  for (Operation &op : body.front()) {
    if (op.getName() == "func.func") {
      func::FuncOp func(&op);
      Function &fn = module_.functions.emplace_back();
      fn.name = std::string(func.getSymName());
      fn.op = &op;
      fn.external = op.getRegion(0).empty();
      module_.functionsByName[fn.name] = &fn;
    } else if (op.getName() == "memref.global") {
      std::string name(op.getAttrOfType<StringAttr>("sym_name").getValue());
      module_.globalOps[name] = &op;
      module_.globalIndex[&op] = static_cast<uint32_t>(module_.globals.size());
      module_.globals.push_back(&op);
    }
  }
  for (Function &fn : module_.functions)
    if (!decodeFunction(fn)) return false;
  return true;
}

}  // namespace tbuf::interp

// builtin.module and builtin.unrealized_conversion_cast.
#include "ir/builtin_ops.h"

#include "ir/builder.h"
#include "ir/context.h"
#include "ir/op_asm.h"

namespace tbuf {

ModuleOp ModuleOp::create(Context *ctx, Location loc) {
  OperationState state(ctx, loc, getOperationName());
  state.addRegion()->push_back(new Block());
  return ModuleOp(Operation::create(state));
}

std::string_view ModuleOp::getName() const {
  auto name = op_->getAttrOfType<StringAttr>("sym_name");
  return name ? std::string_view(name.getValue()) : std::string_view();
}

Operation *ModuleOp::lookupSymbol(std::string_view name) const {
  for (Operation &op : *getBody()) {
    auto sym = op.getAttrOfType<StringAttr>("sym_name");
    if (sym && sym.getValue() == name) return &op;
  }
  return nullptr;
}

void UnrealizedConversionCastOp::build(OpBuilder &, OperationState &state, ArrayRef<Type> resultTypes,
                                       ArrayRef<Value> inputs) {
  state.addTypes(resultTypes);
  state.addOperands(inputs);
}

OwningOpRef &OwningOpRef::operator=(OwningOpRef &&o) noexcept {
  if (this != &o) {
    if (op_) op_->erase();
    op_ = o.release();
  }
  return *this;
}

OwningOpRef::~OwningOpRef() {
  if (op_) op_->erase();
}

namespace {

ParseResult parseModule(OpAsmParser &p, OperationState &state) {
  std::string name;
  if (succeeded(p.parseOptionalSymbolName(&name)))
    state.addAttribute("sym_name", StringAttr::get(p.getContext(), name));
  if (failed(p.parseOptionalAttrDictWithKeyword(state.attributes))) return failure();
  Region *body = state.addRegion();
  if (failed(p.parseRegion(*body))) return failure();
  if (body->empty()) body->push_back(new Block());
  return success();
}

void printModule(OpAsmPrinter &p, Operation *op) {
  if (auto name = op->getAttrOfType<StringAttr>("sym_name")) {
    p << " ";
    p.printSymbolName(name.getValue());
  }
  p.printOptionalAttrDictWithKeyword(op->getAttrs(), {"sym_name"});
  p << " ";
  p.printRegion(op->getRegion(0), /*printEntryBlockArgs=*/false, /*printBlockTerminators=*/false);
}

LogicalResult verifyModule(Operation *op) {
  Region &body = op->getRegion(0);
  if (!body.hasOneBlock()) return op->emitOpError() << "expects region to have 0 or 1 blocks";
  if (body.front().getNumArguments() != 0) return op->emitOpError() << "expects region to have no arguments";
  return success();
}

// `%0 = builtin.unrealized_conversion_cast %a, %b : i32, i32 to f32`
ParseResult parseCast(OpAsmParser &p, OperationState &state) {
  std::vector<OpAsmParser::UnresolvedOperand> operands;
  std::vector<Type> inTypes, outTypes;
  if (failed(p.parseOperandList(operands))) return failure();
  if (!operands.empty()) {
    if (failed(p.parseColonTypeList(inTypes))) return failure();
  }
  if (failed(p.parseKeyword("to")) || failed(p.parseTypeList(outTypes))) return failure();
  if (failed(p.parseOptionalAttrDict(state.attributes))) return failure();
  if (failed(p.resolveOperands(operands, inTypes, p.getNameLoc(), state.operands))) return failure();
  state.addTypes(outTypes);
  return success();
}

void printTypeList(OpAsmPrinter &p, const std::vector<Type> &types) {
  for (size_t i = 0; i < types.size(); ++i) {
    if (i) p << ", ";
    p.printType(types[i]);
  }
}

void printCast(OpAsmPrinter &p, Operation *op) {
  if (op->getNumOperands()) {
    p << " ";
    p.printOperands(op->getOperands());
    p << " : ";
    printTypeList(p, op->getOperandTypes());
  }
  p << " to ";
  printTypeList(p, op->getResultTypes());
  p.printOptionalAttrDict(op->getAttrs());
}

}  // namespace

void registerBuiltinDialect(Context &ctx) {
  ctx.markDialectRegistered("builtin");
  OpDefinition module;
  module.name = "builtin.module";
  module.traits = OpTrait::IsolatedFromAbove | OpTrait::NoTerminator | OpTrait::SingleBlock |
                  OpTrait::SymbolTable | OpTrait::AffineScope | OpTrait::GraphRegion;
  module.inherentAttrs = {"sym_name", "sym_visibility"};
  module.defaultDialect = "builtin";
  module.parse = parseModule;
  module.print = printModule;
  module.verify = verifyModule;
  ctx.registerOp(std::move(module));

  OpDefinition cast;
  cast.name = "builtin.unrealized_conversion_cast";
  cast.traits = static_cast<uint32_t>(OpTrait::Pure);
  cast.parse = parseCast;
  cast.print = printCast;
  ctx.registerOp(std::move(cast));
}

}  // namespace tbuf

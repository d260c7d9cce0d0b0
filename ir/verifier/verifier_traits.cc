// Trait verifiers (MLIR's OpDefinition.cpp / SymbolTable.cpp /
// BranchOpInterface messages), see verifier_traits.h.
#include "ir/verifier/verifier_traits.h"

#include <string_view>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "absl/container/inlined_vector.h"
#include "ir/context.h"
#include "ir/control_flow_interfaces.h"
#include "ir/diagnostics.h"
#include "ir/op_definition.h"
#include "ir/pointer_map.h"
#include "ir/scratch.h"
#include "ir/verifier/verifier.h"

namespace tbuf {

namespace {

// ---- shapes (MLIR's verifyCompatibleShape) ---------------------------------

Type getElementTypeOrSelf(Type t) {
  if (auto shaped = t.dyn_cast<ShapedType>()) return shaped.getElementType();
  return t;
}

/// Two types have compatible shapes if neither is shaped, or both are and one
/// is unranked, or ranks agree and every dim pair is equal or dynamic.
bool isCompatibleShape(Type a, Type b) {
  auto sa = a.dyn_cast<ShapedType>();
  auto sb = b.dyn_cast<ShapedType>();
  if (!sa && !sb) return true;
  if (!sa || !sb) return false;
  if (!sa.hasRank() || !sb.hasRank()) return true;
  if (sa.getRank() != sb.getRank()) return false;
  for (int64_t i = 0; i < sa.getRank(); ++i) {
    int64_t x = sa.getDimSize(i), y = sb.getDimSize(i);
    if (x != y && !isDynamic(x) && !isDynamic(y)) return false;
  }
  return true;
}

/// MLIR's verifyCompatibleShapes: ranked types share one rank and, per
/// dimension, all static sizes agree (unranked types match anything).
bool areCompatibleShapes(const std::vector<Type> &types) {
  std::vector<ShapedType> ranked;
  for (Type t : types)
    if (auto s = t.dyn_cast<ShapedType>(); s && s.hasRank()) ranked.push_back(s);
  if (ranked.empty()) return true;
  for (ShapedType s : ranked)
    if (s.getRank() != ranked[0].getRank()) return false;
  for (int64_t d = 0; d < ranked[0].getRank(); ++d) {
    int64_t staticSize = kDynamic;
    for (ShapedType s : ranked) {
      int64_t x = s.getDimSize(d);
      if (isDynamic(x)) continue;
      if (isDynamic(staticSize))
        staticSize = x;
      else if (x != staticSize)
        return false;
    }
  }
  return true;
}

// ---- per-trait checks -------------------------------------------------------

LogicalResult verifyIsTerminator(Operation *op) {
  Block *block = op->getBlock();
  if (!block || &block->back() != op) return op->emitOpError() << "must be the last operation in the parent block";
  return success();
}

LogicalResult verifySuccessors(Operation *op) {
  Region *parent = op->getParentRegion();
  for (unsigned i = 0, e = op->getNumSuccessors(); i < e; ++i) {
    Block *succ = op->getSuccessor(i);
    if (!succ || succ->getParent() != parent) return op->emitError() << "reference to block defined in another region";
  }
  std::vector<Value> operands;
  for (unsigned i = 0, e = op->getNumSuccessors(); i < e; ++i) {
    operands.clear();
    if (!getSuccessorOperands(op, i, operands)) continue;
    Block *dest = op->getSuccessor(i);
    if (operands.size() != dest->getNumArguments())
      return op->emitError() << "branch has " << operands.size() << " operands for successor #" << i
                             << ", but target block has " << dest->getNumArguments();
    for (unsigned a = 0; a < operands.size(); ++a)
      if (operands[a].getType() != dest->getArgument(a).getType())
        return op->emitError() << "type mismatch for bb argument #" << a << " of successor #" << i;
  }
  return success();
}

LogicalResult verifySingleBlock(Operation *op) {
  for (unsigned i = 0, e = op->getNumRegions(); i < e; ++i) {
    Region &region = op->getRegion(i);
    if (region.empty()) continue;
    if (!region.hasOneBlock()) return op->emitOpError() << "expects region #" << i << " to have 0 or 1 blocks";
    if (!op->hasTrait(OpTrait::NoTerminator) && region.front().empty())
      return op->emitOpError() << "expects a non-empty block";
  }
  return success();
}

LogicalResult verifySymbol(Operation *op) {
  // Both attributes in one pass over the op's (short) attribute list.
  Attribute name, visibility;
  // Compared as string views (lengths first, no strlen): every function
  // of a module is checked on each verification.
  constexpr std::string_view kName = "sym_name", kVisibility = "sym_visibility";
  for (const NamedAttribute &a : op->getAttrs()) {
    std::string_view attrName = a.name;
    if (attrName == kName)
      name = a.value;
    else if (attrName == kVisibility)
      visibility = a.value;
  }
  if (!name || !name.isa<StringAttr>()) return op->emitOpError() << "requires string attribute 'sym_name'";
  if (Attribute vis = visibility) {
    auto str = vis.dyn_cast<StringAttr>();
    if (!str)
      return op->emitOpError() << "requires visibility attribute 'sym_visibility' to be a string attribute, but got "
                               << vis;
    std::string_view v = str.getValue();
    if (v != "public" && v != "private" && v != "nested")
      return op->emitOpError() << "visibility expected to be one of [\"public\", \"private\", \"nested\"], but got "
                               << vis;
  }
  Operation *parent = op->getParentOp();
  if (parent && parent->isRegistered() && !parent->hasTrait(OpTrait::SymbolTable))
    return op->emitOpError() << "symbol's parent must have the SymbolTable trait";
  return success();
}

/// `allSame` is set when every operand and result has one type (and there
/// is at least one of each).
LogicalResult verifySameOperandsAndResultType(Operation *op, bool &allSame) {
  allSame = false;
  if (op->getNumOperands() < 1)
    return op->emitOpError() << "expected 1 or more operands, but found " << op->getNumOperands();
  if (op->getNumResults() < 1) return op->emitOpError() << "expected 1 or more results";
  Type type = op->getResult(0).getType();
  // Fast path: every type is the first result's (types are uniqued), which
  // trivially has its own element type and a compatible shape.
  allSame = true;
  for (unsigned i = 1, e = op->getNumResults(); allSame && i < e; ++i) allSame = op->getResult(i).getType() == type;
  for (unsigned i = 0, e = op->getNumOperands(); allSame && i < e; ++i) allSame = op->getOperand(i).getType() == type;
  if (allSame) return success();
  Type elementType = getElementTypeOrSelf(type);
  auto mismatch = [&](Type t) { return getElementTypeOrSelf(t) != elementType || !isCompatibleShape(t, type); };
  for (unsigned i = 1; i < op->getNumResults(); ++i)
    if (mismatch(op->getResult(i).getType()))
      return op->emitOpError() << "requires the same type for all operands and results";
  for (unsigned i = 0; i < op->getNumOperands(); ++i)
    if (mismatch(op->getOperand(i).getType()))
      return op->emitOpError() << "requires the same type for all operands and results";
  return success();
}

LogicalResult verifyElementwise(Operation *op) {
  // Fast path: no tensor anywhere (scalars, vectors), which the checks below
  // accept without collecting anything.
  bool anyTensor = false;
  for (unsigned i = 0, e = op->getNumResults(); !anyTensor && i < e; ++i)
    anyTensor = op->getResult(i).getType().isa<TensorType>();
  for (unsigned i = 0, e = op->getNumOperands(); !anyTensor && i < e; ++i)
    anyTensor = op->getOperand(i).getType().isa<TensorType>();
  if (!anyTensor) return success();
  std::vector<Type> resultTensors, operandTensors;
  for (unsigned i = 0; i < op->getNumResults(); ++i)
    if (op->getResult(i).getType().isa<TensorType>()) resultTensors.push_back(op->getResult(i).getType());
  for (unsigned i = 0; i < op->getNumOperands(); ++i)
    if (op->getOperand(i).getType().isa<TensorType>()) operandTensors.push_back(op->getOperand(i).getType());
  if (resultTensors.empty() && operandTensors.empty()) return success();
  if (operandTensors.empty())
    return op->emitOpError() << "if a result is non-scalar, then at least one operand must be non-scalar";
  if (resultTensors.empty())
    return op->emitOpError() << "if an operand is non-scalar, then there must be at least one non-scalar result";
  if (resultTensors.size() != op->getNumResults())
    return op->emitOpError() << "if an operand is non-scalar, then all results must be non-scalar";
  std::vector<Type> all = operandTensors;
  all.insert(all.end(), resultTensors.begin(), resultTensors.end());
  TypeKind kind = all.front().getKind();
  for (Type t : all)
    if (t.getKind() != kind)
      return op->emitOpError() << "all non-scalar operands/results must have the same shape and base type";
  if (!areCompatibleShapes(all))
    return op->emitOpError() << "all non-scalar operands/results must have the same shape and base type";
  return success();
}

LogicalResult verifyIsIsolatedFromAbove(Operation *isolated) {
  absl::InlinedVector<Region *, 8> pending;
  for (Region &region : isolated->getRegions()) {
    pending.push_back(&region);
    while (!pending.empty()) {
      Region *current = pending.back();
      pending.pop_back();
      for (Block &block : *current) {
        for (Operation &op : block) {
          for (unsigned i = 0, e = op.getNumOperands(); i < e; ++i) {
            Value operand = op.getOperand(i);
            if (!operand) return op.emitOpError() << "operation's operand is null";
            // Fast path: defined in this very block (by an op or as an argument).
            if (auto result = operand.dyn_cast<OpResult>()) {
              if (result.getOwner()->getBlock() == &block) continue;
            } else if (operand.cast<BlockArgument>().getOwner() == &block) {
              continue;
            }
            Region *operandRegion = operand.getParentRegion();
            if (!operandRegion) return op.emitError() << "operation's operand is unlinked";
            // `current` lies inside `region`: a value of it needs no walk up.
            if (operandRegion != current && !region.isAncestor(operandRegion)) {
              InFlightDiagnostic diag = op.emitOpError();
              diag << "using value defined outside the region";
              diag.attachNote(isolated->getLoc()).message = "required by region isolation constraints";
              return diag;
            }
          }
          if (op.getNumRegions() && !op.hasTrait(OpTrait::IsolatedFromAbove))
            for (Region &sub : op.getRegions()) pending.push_back(&sub);
        }
      }
    }
  }
  return success();
}

LogicalResult verifySymbolTable(Operation *op) {
  if (op->getNumRegions() != 1)
    return op->emitOpError() << "Operations with a 'SymbolTable' must have exactly one region";
  Region &region = op->getRegion(0);
  if (!region.hasOneBlock())
    return op->emitOpError() << "Operations with a 'SymbolTable' must have exactly one block";
  // Names are uniqued attributes: two `sym_name`s of the same type are equal
  // exactly when their storage is, so a set of storage pointers finds
  // duplicates without hashing strings. Only when there is one (or the
  // types differ) does the scan below run, to report the first
  // redefinition in program order.
  // A per-thread pointer set, kept between verifications (a module is
  // verified after parsing and after every pass that changed it).
  struct Tag;
  Scratch<PointerMap<void, char>, Tag> scratch;
  PointerMap<void, char> &seen = scratch.get();
  bool unique = true;
  Type nameType;
  for (Operation &nested : region.front()) {
    auto name = nested.getAttrOfType<StringAttr>("sym_name");
    if (!name) continue;
    if (seen.empty())
      nameType = name.getType();
    else if (name.getType() != nameType)
      unique = false;
    if (!seen.insert(name.getImpl(), 0)) unique = false;
    if (!unique) break;
  }
  // A module's worth of symbols is released rather than kept until the
  // next verification: at 10^5 functions the table is megabytes that every
  // pass in between would carry.
  if (seen.size() > 4096) seen = PointerMap<void, char>();
  if (unique) return success();
  absl::flat_hash_map<std::string_view, Location> nameToLoc;
  for (Operation &nested : region.front()) {
    auto name = nested.getAttrOfType<StringAttr>("sym_name");
    if (!name) continue;
    auto [it, inserted] = nameToLoc.try_emplace(name.getValue(), nested.getLoc());
    if (inserted) continue;
    InFlightDiagnostic diag = nested.emitError();
    diag << "redefinition of symbol named '" << name.getValue() << "'";
    diag.attachNote(it->second).message = "see existing symbol definition here";
    return diag;
  }
  return success();
}

/// The i32 array attribute `name` as integers, or false if absent.
bool getSegments(Operation *op, std::string_view name, std::vector<int64_t> &out) {
  auto attr = op->getAttrOfType<DenseArrayAttr>(name);
  if (!attr || attr.getElementType().isa<FloatType>()) return false;
  out.assign(attr.asInts().begin(), attr.asInts().end());
  return true;
}

}  // namespace

bool getSuccessorOperands(Operation *op, unsigned succ, std::vector<Value> &operands) {
  const unsigned numSuccs = op->getNumSuccessors();
  if (succ >= numSuccs) return false;
  if (const auto *branch = op->getInterface<BranchOpInterface>()) {
    for (OpOperand *operand : branch->getSuccessorOperands(op, succ)) operands.push_back(operand->get());
    return true;
  }
  std::vector<int64_t> segments;
  if (!getSegments(op, "operandSegmentSizes", segments)) {
    if (numSuccs != 1) return false;
    for (unsigned i = 0; i < op->getNumOperands(); ++i) operands.push_back(op->getOperand(i));
    return true;
  }
  int64_t total = 0;
  for (int64_t s : segments) {
    if (s < 0) return false;
    total += s;
  }
  if (total != op->getNumOperands()) return false;
  std::vector<int64_t> starts(segments.size());
  for (size_t i = 0, acc = 0; i < segments.size(); ++i) {
    starts[i] = acc;
    acc += segments[i];
  }
  auto append = [&](int64_t start, int64_t count) {
    for (int64_t i = 0; i < count; ++i) operands.push_back(op->getOperand(start + i));
  };

  std::vector<int64_t> caseSegments;
  if (getSegments(op, "case_operand_segments", caseSegments)) {
    // cf.switch: [flag, defaultOperands, caseOperands]; successors are the
    // default destination then one per case.
    if (segments.size() < 2 || caseSegments.size() + 1 != numSuccs) return false;
    size_t last = segments.size() - 1;
    if (succ == 0) {
      append(starts[last - 1], segments[last - 1]);
      return true;
    }
    int64_t sum = 0, offset = starts[last];
    for (int64_t s : caseSegments) sum += s;
    if (sum != segments[last]) return false;
    for (unsigned c = 0; c + 1 < succ; ++c) offset += caseSegments[c];
    append(offset, caseSegments[succ - 1]);
    return true;
  }
  if (segments.size() < numSuccs) return false;
  size_t seg = segments.size() - numSuccs + succ;
  append(starts[seg], segments[seg]);
  return true;
}

LogicalResult verifyOpTraits(Operation *op) {
  // The definition's trait mask, read once.
  const uint32_t traits = op->getDef()->traits;
  auto has = [traits](OpTrait t) { return (traits & static_cast<uint32_t>(t)) != 0; };
  if (!(traits & kOpTraitsVerified) && op->getNumSuccessors() == 0) return success();
  if (has(OpTrait::Terminator) && failed(verifyIsTerminator(op))) return failure();
  if (op->getNumSuccessors() != 0 && failed(verifySuccessors(op))) return failure();
  if (has(OpTrait::SingleBlock) && failed(verifySingleBlock(op))) return failure();
  if (has(OpTrait::Symbol) && failed(verifySymbol(op))) return failure();
  bool allSameType = false;
  if (has(OpTrait::SameOperandsAndResultType) && failed(verifySameOperandsAndResultType(op, allSameType)))
    return failure();
  // Operands and results of one type (at least one of each) pass every
  // Elementwise check: either none is a tensor, or all are, of one shape.
  if (has(OpTrait::Elementwise) && !allSameType && failed(verifyElementwise(op))) return failure();
  return success();
}

LogicalResult verifyRegionTraits(Operation *op, bool skipIsolation) {
  if (!skipIsolation && op->hasTrait(OpTrait::IsolatedFromAbove) && failed(verifyIsIsolatedFromAbove(op)))
    return failure();
  if (op->hasTrait(OpTrait::SymbolTable) && failed(verifySymbolTable(op))) return failure();
  return success();
}


}  // namespace tbuf

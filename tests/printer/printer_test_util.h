// Helpers for the printer tests: build IR programmatically with the core API
// (OperationState + Operation::create), mostly with unregistered ops.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "ir/builtin_ops.h"
#include "ir/context.h"
#include "ir/op_definition.h"

namespace tbuf::testing {

/// Creates an op and appends it to `block` (if given). Regions start empty.
inline Operation *makeOp(Context &ctx, Block *block, std::string_view name, std::vector<Value> operands,
                         std::vector<Type> results, std::vector<NamedAttribute> attrs = {}, unsigned numRegions = 0,
                         std::vector<Block *> successors = {}, Location loc = Location::unknown()) {
  OperationState state(&ctx, loc, name);
  state.addOperands(operands);
  state.addTypes(results);
  for (NamedAttribute &a : attrs) state.addAttribute(a.name, a.value);
  state.addSuccessors(successors);
  for (unsigned i = 0; i < numRegions; ++i) state.addRegion();
  Operation *op = Operation::create(state);
  if (block) block->push_back(op);
  return op;
}

/// Appends a new block with arguments of `types` to `region`.
inline Block *addBlock(Region &region, std::vector<Type> types = {}, Location loc = Location::unknown()) {
  Block *b = new Block();
  for (Type t : types) b->addArgument(t, loc);
  region.push_back(b);
  return b;
}

}  // namespace tbuf::testing

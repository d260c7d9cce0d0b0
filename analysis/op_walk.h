// Operation walks for hot analysis loops: the order and the rules of
// Operation::walk (post-order by default: the ops nested in an op before the
// op, regions, blocks and ops front to back; pre-order on request, where
// WalkResult::skip() skips the nested ops; WalkResult::interrupt() stops the
// walk; the next block and op are read before the current one is visited,
// so the callback may erase the op it is given), with the callback inlined
// instead of called through a std::function per op. The bufferization and
// deallocation passes walk every function of a module several times; on
// small functions that call overhead is a large part of each walk.
#pragma once

#include <type_traits>

// (ir/operation.h first: ir/block.h uses its walk types.)
#include "ir/operation.h"
// clang-format off
#include "ir/block.h"
#include "ir/region.h"
// clang-format on

namespace tbuf {

namespace op_walk_detail {

template <typename Fn> WalkResult visit(Fn &fn, Operation *op) {
  if constexpr (std::is_same_v<std::invoke_result_t<Fn &, Operation *>, void>) {
    fn(op);
    return WalkResult::advance();
  } else {
    return fn(op);
  }
}

template <WalkOrder Order, typename Fn> WalkResult walk(Operation *op, Fn &fn) {
  if constexpr (Order == WalkOrder::PreOrder) {
    WalkResult r = visit(fn, op);
    if (r.wasInterrupted()) return r;
    if (r.wasSkipped()) return WalkResult::advance();
  }
  for (Region &region : op->getRegions()) {
    for (Block *block = region.empty() ? nullptr : &region.front(); block;) {
      Block *nextBlock = block->getNextNode();
      for (Operation *nested = block->empty() ? nullptr : &block->front(); nested;) {
        Operation *next = nested->getNextNode();
        if (walk<Order>(nested, fn).wasInterrupted()) return WalkResult::interrupt();
        nested = next;
      }
      block = nextBlock;
    }
  }
  if constexpr (Order == WalkOrder::PostOrder) {
    WalkResult r = visit(fn, op);
    if (r.wasInterrupted()) return r;
  }
  return WalkResult::advance();
}

}  // namespace op_walk_detail

/// Operation::walk(fn) for a callback taking `Operation *` and returning
/// void or WalkResult, without a std::function call per op.
template <WalkOrder Order = WalkOrder::PostOrder, typename Fn> WalkResult walkOps(Operation *op, Fn &&fn) {
  return op_walk_detail::walk<Order>(op, fn);
}

}  // namespace tbuf

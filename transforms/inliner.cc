// The `inline` pass, following MLIR's Inliner with its default settings.
//
// Call graph: one node per func.func with a body, directly in a symbol
// table; its edges are the functions its body calls (computed once, from the
// input). Strongly connected components are visited callees first; for each
// one, up to `max-iterations` rounds of "simplify every function of the
// component with the optimization pipeline, then inline the calls in it"
// run until a round inlines nothing.
//
// A call `func.call @f` is inlined when:
//  * @f has a body and does not call itself or the calling function
//    directly, and the call is not inside @f;
//  * @f has one block, or the call's parent op may hold several blocks (it
//    is a func.func or lacks the SingleBlock trait);
//  * neither the call nor @f carries `no_inline`;
//  * the region receiving the code and every op of @f belong to dialects
//    whose inliner interface allows it in MLIR: func, arith, math, cf, scf,
//    tensor, memref, bufferization (all of its ops, e.g. clone and dealloc),
//    linalg, vector, index, shape, spirv and test; affine ops only into a
//    func.func or an affine.for/parallel/if, and into those affine ops only a
//    single-block callee whose ops have no memory effects or are affine
//    accesses with constant indices (MLIR also allows other affine accesses
//    that stay valid there; tbuf declines them); ops of other dialects are
//    never inlined;
//  * the callee ends in func.return (or, in a single block, spirv.Return /
//    spirv.ReturnValue).
// Calls found in inlined code are inlined too, unless the callee is already
// on the chain of inlinings that produced them (recursion through inlining).
//
// Symbol uses are counted per function; a private function used once is
// moved into its caller rather than copied. Private functions with no uses
// when their component is visited, and those moved into their only caller,
// are erased at the end. A multi-block callee is inlined by splitting the
// caller's block: the callee's entry block joins the part before the call,
// each func.return becomes `cf.br` to the part after it, whose block
// arguments stand for the call results.
#include "transforms/inliner.h"

#include <algorithm>
#include <string>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "ir/attributes.h"
#include "ir/block.h"
#include "ir/builder.h"
#include "ir/ir_mapping.h"
#include "ir/operation.h"
#include "ir/pass/pass_manager.h"
#include "ir/pass/pass_pipeline_parser.h"
#include "ir/pass/pass_registry.h"
#include "ir/region.h"
#include "transforms/side_effects.h"

namespace tbuf {
namespace {

constexpr std::string_view kFuncOp = "func.func";
constexpr std::string_view kCallOp = "func.call";
constexpr std::string_view kReturnOp = "func.return";
constexpr std::string_view kNoInline = "no_inline";

std::string_view dialectOf(Operation *op) {
  std::string_view name = op->getName();
  return name.substr(0, name.find('.'));
}

bool isAffineStructure(Operation *op) {
  std::string_view name = op->getName();
  return name == "affine.for" || name == "affine.parallel" || name == "affine.if";
}

/// Dialects whose MLIR inliner interface accepts all of their ops.
bool isInlinableDialect(std::string_view dialect) {
  static constexpr std::string_view kDialects[] = {"func",  "arith",  "math",  "cf",    "scf",   "tensor", "memref",
                                                   "bufferization", "linalg", "vector", "index", "shape", "spirv",
                                                   "test"};
  return std::find(std::begin(kDialects), std::end(kDialects), dialect) != std::end(kDialects);
}

/// A function of the call graph.
struct CallableNode {
  Operation *func = nullptr;
  /// Distinct functions called from the body, as in the input.
  std::vector<CallableNode *> callees;
  /// References to the function from anywhere (calls included).
  int64_t uses = 0;
  bool dead = false;
  // Tarjan's SCC bookkeeping.
  int64_t index = -1, lowlink = 0;
  bool onStack = false;
};

struct ResolvedCall {
  Operation *call;
  CallableNode *source, *target;
  /// Index into the inline history of the inlining that created the call
  /// (-1 for calls of the input).
  int64_t history;
};

class Inliner {
 public:
  Inliner(Operation *root, PassManager *pipeline, uint32_t maxIterations, uint32_t threshold)
      : root_(root), pipeline_(pipeline), maxIterations_(maxIterations), threshold_(threshold) {}

  LogicalResult run() {
    buildCallGraph();
    for (std::vector<CallableNode *> &scc : computeSCCs()) {
      for (uint32_t iteration = 0; iteration < std::max<uint32_t>(maxIterations_, 1); ++iteration) {
        if (failed(optimizeSCC(scc))) return failure();
        if (!inlineCallsInSCC(scc)) break;
      }
    }
    for (CallableNode *node : deadNodes_) node->func->erase();
    return success();
  }

 private:
  // ---- call graph ---------------------------------------------------------------

  static Operation *symbolTableOf(Operation *op) {
    Operation *table = op->getParentOp();
    while (table && !table->hasTrait(OpTrait::SymbolTable)) table = table->getParentOp();
    return table;
  }

  CallableNode *lookup(Operation *from, Attribute ref) {
    auto symbol = ref ? ref.dyn_cast<SymbolRefAttr>() : SymbolRefAttr();
    if (!symbol || !symbol.getNestedReferences().empty()) return nullptr;
    Operation *table = symbolTableOf(from);
    auto it = byName_.find({table, symbol.getRootReference()});
    return it == byName_.end() ? nullptr : it->second;
  }

  CallableNode *resolveCall(Operation *call) { return lookup(call, call->getAttr("callee")); }

  /// Every symbol reference among the attributes of the ops in `op`.
  template <typename Fn> void forEachReference(Operation *op, Fn &&fn) {
    op->walk([&](Operation *nested) {
      for (const NamedAttribute &attr : nested->getAttrs())
        if (attr.value.isa<SymbolRefAttr>())
          if (CallableNode *node = lookup(nested, attr.value)) fn(node);
    });
  }

  void buildCallGraph() {
    root_->walk<WalkOrder::PreOrder>([&](Operation *op) {
      // Only functions nested in the op the pass runs on (never that op).
      if (op == root_ || op->getName() != kFuncOp || op->getRegion(0).empty()) return;
      Operation *table = op->getParentOp();
      auto name = op->getAttrOfType<StringAttr>("sym_name");
      if (!table || !table->hasTrait(OpTrait::SymbolTable) || !name) return;
      auto node = std::make_unique<CallableNode>();
      node->func = op;
      byName_[{table, std::string(name.getValue())}] = node.get();
      nodes_.push_back(std::move(node));
    });
    for (auto &node : nodes_) {
      absl::flat_hash_set<CallableNode *> seen;
      node->func->walk([&](Operation *op) {
        if (op->getName() != kCallOp) return;
        CallableNode *callee = resolveCall(op);
        if (callee && seen.insert(callee).second) node->callees.push_back(callee);
      });
    }
    forEachReference(root_, [](CallableNode *node) { ++node->uses; });
  }

  /// Tarjan's algorithm without recursion; components come callees first.
  std::vector<std::vector<CallableNode *>> computeSCCs() {
    std::vector<std::vector<CallableNode *>> sccs;
    std::vector<CallableNode *> stack;
    int64_t nextIndex = 0;
    struct Frame {
      CallableNode *node;
      size_t nextEdge;
    };
    for (auto &start : nodes_) {
      if (start->index >= 0) continue;
      std::vector<Frame> frames{{start.get(), 0}};
      start->index = start->lowlink = nextIndex++;
      stack.push_back(start.get());
      start->onStack = true;
      while (!frames.empty()) {
        Frame &frame = frames.back();
        CallableNode *node = frame.node;
        if (frame.nextEdge < node->callees.size()) {
          CallableNode *callee = node->callees[frame.nextEdge++];
          if (callee->index < 0) {
            callee->index = callee->lowlink = nextIndex++;
            stack.push_back(callee);
            callee->onStack = true;
            frames.push_back({callee, 0});
          } else if (callee->onStack) {
            node->lowlink = std::min(node->lowlink, callee->index);
          }
          continue;
        }
        if (node->lowlink == node->index) {
          std::vector<CallableNode *> scc;
          CallableNode *member;
          do {
            member = stack.back();
            stack.pop_back();
            member->onStack = false;
            scc.push_back(member);
          } while (member != node);
          std::reverse(scc.begin(), scc.end());
          sccs.push_back(std::move(scc));
        }
        frames.pop_back();
        if (!frames.empty()) frames.back().node->lowlink = std::min(frames.back().node->lowlink, node->lowlink);
      }
    }
    return sccs;
  }

  bool isDiscardable(CallableNode *node) {
    auto visibility = node->func->getAttrOfType<StringAttr>("sym_visibility");
    return visibility && visibility.getValue() != "public";
  }

  // ---- optimization ---------------------------------------------------------------

  LogicalResult optimizeSCC(const std::vector<CallableNode *> &scc) {
    if (!pipeline_) return success();
    for (CallableNode *node : scc)
      if (!node->dead && !node->func->getRegion(0).empty() && failed(pipeline_->run(node->func))) return failure();
    return success();
  }

  // ---- inlining -------------------------------------------------------------------

  void collectCalls(Operation *op, CallableNode *source, int64_t history, std::vector<ResolvedCall> &calls) {
    op->walk<WalkOrder::PreOrder>([&](Operation *nested) -> WalkResult {
      if (nested != op && nested->getName() == kFuncOp) return WalkResult::skip();
      if (nested->getName() != kCallOp) return WalkResult::advance();
      CallableNode *target = resolveCall(nested);
      if (target && !target->func->getRegion(0).empty()) calls.push_back({nested, source, target, history});
      return WalkResult::advance();
    });
  }

  bool historyIncludes(CallableNode *node, int64_t history) const {
    for (; history >= 0; history = history_[history].second)
      if (history_[history].first == node) return true;
    return false;
  }

  static size_t countOps(Region &region) {
    size_t count = 0;
    region.walk([&](Operation *) { ++count; });
    return count;
  }

  bool shouldInline(const ResolvedCall &call) {
    if (call.call->hasTrait(OpTrait::Terminator)) return false;
    for (CallableNode *callee : call.target->callees)
      if (callee == call.target || callee == call.source) return false;
    Region &body = call.target->func->getRegion(0);
    if (body.isAncestor(call.call->getParentRegion())) return false;
    if (!body.hasOneBlock()) {
      Operation *parent = call.call->getParentOp();
      bool parentTakesBlocks = parent->getName() == call.target->func->getName() ||
                               (parent->isRegistered() && !parent->hasTrait(OpTrait::SingleBlock));
      if (!parentTakesBlocks) return false;
    }
    if (threshold_ != UINT32_MAX) {
      size_t callerOps = countOps(call.source->func->getRegion(0));
      if (callerOps != 0 && countOps(body) * 100 / callerOps > threshold_) return false;
    }
    return true;
  }

  /// MLIR's isLegalToInline of an op of the callee into `dest`.
  static bool isLegalOp(Operation *op, Region *dest, bool multiBlock) {
    std::string_view dialect = dialectOf(op);
    if (dialect == "affine") {
      Operation *parent = dest->getParentOp();
      return parent->getName() == kFuncOp || isAffineStructure(parent);
    }
    if (multiBlock && dialect == "spirv" && op->hasTrait(OpTrait::Terminator)) return false;
    return isInlinableDialect(dialect);
  }

  static bool isLegalRegion(Region &src, Region *dest, bool multiBlock) {
    for (Block &block : src)
      for (Operation &op : block) {
        if (!isLegalOp(&op, dest, multiBlock)) return false;
        for (Region &nested : op.getRegions())
          if (!isLegalRegion(nested, dest, multiBlock)) return false;
      }
    return true;
  }

  /// An affine.load / affine.store without map operands: it stays a valid
  /// affine access wherever it is inlined (the subset of MLIR's
  /// remainsLegalAfterInline that tbuf checks).
  static bool isConstantAffineAccess(Operation *op) {
    std::string_view name = op->getName();
    if (name == "affine.load") return op->getNumOperands() == 1;
    if (name == "affine.store") return op->getNumOperands() == 2;
    return false;
  }

  /// The callee may be inlined at `call`: MLIR's three isLegalToInline
  /// checks (call and callable, destination region, every callee op) and a
  /// terminator it knows how to replace.
  static bool isLegalToInline(Operation *call, Operation *callee) {
    if (call->hasAttr(kNoInline) || callee->hasAttr(kNoInline)) return false;
    Region &src = callee->getRegion(0);
    Region *dest = call->getParentRegion();
    Operation *destOp = dest->getParentOp();
    if (isAffineStructure(destOp)) {
      if (!src.hasOneBlock()) return false;
      for (Operation &op : src.front())
        if (!op.hasTrait(OpTrait::Terminator) && !isMemoryEffectFree(&op) && !isConstantAffineAccess(&op))
          return false;
    } else if (!isInlinableDialect(dialectOf(destOp))) {
      return false;
    }
    bool multiBlock = !src.hasOneBlock();
    for (Block &block : src) {
      if (block.empty()) return false;
      Operation &term = block.back();
      std::string_view name = term.getName();
      bool returns = name == kReturnOp || name == "spirv.Return" || name == "spirv.ReturnValue";
      // Branches between the callee's blocks stay as they are.
      if (multiBlock && !returns) continue;
      if (!returns || (multiBlock && name != kReturnOp)) return false;
      if (term.getNumOperands() != call->getNumResults()) return false;
    }
    return isLegalRegion(src, dest, multiBlock);
  }

  /// Inlines the callee of `call` before it (copying the body, or moving it
  /// when `clone` is false) and replaces the call's results; the call itself
  /// is left for the caller to erase. New calls go to `newCalls`.
  void inlineCall(const ResolvedCall &resolved, bool clone, std::vector<ResolvedCall> &newCalls,
                  int64_t history) {
    Operation *call = resolved.call;
    Region &src = resolved.target->func->getRegion(0);
    std::vector<Value> operands = call->getOperands().vec();
    OpBuilder builder(call->getContext());

    if (src.hasOneBlock()) {
      Block &body = src.front();
      Operation *term = &body.back();
      std::vector<Operation *> inlined;
      std::vector<Value> results;
      if (clone) {
        IRMapping mapping;
        for (unsigned i = 0; i < body.getNumArguments(); ++i) mapping.map(Value(body.getArgument(i)), operands[i]);
        builder.setInsertionPoint(call);
        for (Operation &op : body) {
          if (&op == term) break;
          inlined.push_back(builder.clone(op, mapping));
        }
        for (Value v : term->getOperands()) results.push_back(mapping.lookupOrDefault(v));
      } else {
        for (unsigned i = 0; i < body.getNumArguments(); ++i)
          Value(body.getArgument(i)).replaceAllUsesWith(operands[i]);
        for (Operation *op : body.getOpsVector()) {
          if (op == term) break;
          op->moveBefore(call);
          inlined.push_back(op);
        }
        results = term->getOperands().vec();
        src.clear();
      }
      for (unsigned i = 0; i < call->getNumResults(); ++i) call->getResult(i).replaceAllUsesWith(results[i]);
      for (Operation *op : inlined) collectCalls(op, resolved.source, history, newCalls);
      return;
    }

    // Several blocks: split the caller's block after the call.
    Block *callBlock = call->getBlock();
    Region *destRegion = callBlock->getParent();
    Block *post = callBlock->splitBlock(call->getNextNode());
    for (unsigned i = 0; i < call->getNumResults(); ++i) {
      Value result = call->getResult(i);
      result.replaceAllUsesWith(Value(post->addArgument(result.getType(), call->getLoc())));
    }
    if (clone) {
      IRMapping mapping;
      src.cloneInto(destRegion, post, mapping);
    } else {
      destRegion->splice(post, src);
    }
    Block *entry = callBlock->getNextNode();
    for (unsigned i = 0; i < entry->getNumArguments(); ++i)
      Value(entry->getArgument(i)).replaceAllUsesWith(operands[i]);
    for (Block *block = entry; block != post; block = block->getNextNode()) {
      Operation *term = &block->back();
      if (term->getName() != kReturnOp) {
        for (Operation &op : *block) collectCalls(&op, resolved.source, history, newCalls);
        continue;
      }
      builder.setInsertionPoint(term);
      OperationState state(call->getContext(), term->getLoc(), "cf.br");
      state.addOperands(term->getOperands().vec());
      state.addSuccessors({post});
      builder.create(state);
      term->erase();
      for (Operation &op : *block) collectCalls(&op, resolved.source, history, newCalls);
    }
    callBlock->splice(nullptr, entry);
    entry->erase();
  }

  /// One round of inlining in the component; true if a call was inlined.
  bool inlineCallsInSCC(const std::vector<CallableNode *> &scc) {
    std::vector<ResolvedCall> calls;
    for (CallableNode *node : scc) {
      if (node->dead || node->func->getRegion(0).empty()) continue;
      if (isDiscardable(node) && node->uses == 0) {
        node->dead = true;
        deadNodes_.push_back(node);
        continue;
      }
      for (Block &block : node->func->getRegion(0))
        for (Operation &op : block) collectCalls(&op, node, -1, calls);
    }
    bool inlinedAny = false;
    for (size_t i = 0; i < calls.size(); ++i) {
      ResolvedCall call = calls[i];
      if (call.source->dead || call.target->dead) continue;
      if (!shouldInline(call) || historyIncludes(call.target, call.history)) continue;
      if (!isLegalToInline(call.call, call.target->func)) continue;
      bool inPlace = isDiscardable(call.target) && call.target->uses == 1;
      // The callee's own references are copied along with its body.
      if (!inPlace) forEachReference(call.target->func, [](CallableNode *node) { ++node->uses; });
      int64_t history = static_cast<int64_t>(history_.size());
      history_.push_back({call.target, call.history});
      std::vector<ResolvedCall> newCalls;
      inlineCall(call, !inPlace, newCalls, history);
      calls.insert(calls.end(), newCalls.begin(), newCalls.end());
      --call.target->uses;
      call.call->erase();
      inlinedAny = true;
      if (inPlace) {
        call.target->dead = true;
        deadNodes_.push_back(call.target);
      }
    }
    return inlinedAny;
  }

  struct TableAndName {
    Operation *table;
    std::string name;
    bool operator==(const TableAndName &o) const { return table == o.table && name == o.name; }
    template <typename H> friend H AbslHashValue(H h, const TableAndName &k) {
      return H::combine(std::move(h), k.table, k.name);
    }
  };

  Operation *root_;
  PassManager *pipeline_;
  uint32_t maxIterations_, threshold_;
  std::vector<std::unique_ptr<CallableNode>> nodes_;
  absl::flat_hash_map<TableAndName, CallableNode *> byName_;
  std::vector<CallableNode *> deadNodes_;
  /// (inlined callee, index of the inlining that produced its call).
  std::vector<std::pair<CallableNode *, int64_t>> history_;
};

class InlinerPass : public Pass {
 public:
  std::string_view getArgument() const override { return "inline"; }
  std::string_view getName() const override { return "Inliner"; }
  std::string_view getDescription() const override { return "Inline function calls"; }

  LogicalResult runOnOperation(Operation *op) override {
    if (!op->hasTrait(OpTrait::SymbolTable))
      return op->emitOpError() << " was scheduled to run under the inliner, but does not define a symbol table";
    std::unique_ptr<PassManager> pipeline;
    const std::string &text = defaultPipeline_.getValue();
    if (!text.empty()) {
      pipeline = std::make_unique<PassManager>(op->getContext(), kFuncOp, OpPassManager::Nesting::Implicit);
      std::string error;
      if (failed(parsePassPipeline(std::string(kFuncOp) + "(" + text + ")", *pipeline, error)))
        return op->emitError() << "failed to parse the inliner's default pipeline: " << error;
    }
    return Inliner(op, pipeline.get(), maxIterations_, inliningThreshold_).run();
  }

 private:
  Option<std::string> defaultPipeline_{
      *this, "default-pipeline",
      "The optimizer pipeline run on every function before and after each round of inlining (empty: none)",
      "canonicalize"};
  Option<uint32_t> inliningThreshold_{
      *this, "inlining-threshold",
      "If the ratio between the number of the operations in the callee and the number of the operations in the "
      "caller exceeds this value (in percentage), then the callee is not inlined even if it is legal to inline it",
      UINT32_MAX};
  Option<uint32_t> maxIterations_{*this, "max-iterations", "Maximum number of iterations when inlining within an SCC",
                                  4};
};

}  // namespace

std::unique_ptr<Pass> createInlinerPass() { return std::make_unique<InlinerPass>(); }

void registerInlinerPass() {
  if (lookupPassInfo("inline")) return;
  registerPass(createInlinerPass);
}

}  // namespace tbuf

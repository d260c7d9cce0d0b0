// The analysis printing passes (see test_passes.h). Each printer follows the
// MLIR test pass of the same name line by line (mlir/test/lib/IR/
// TestDominance.cpp, mlir/lib/Analysis/Liveness.cpp's print,
// mlir/test/lib/Analysis/TestAliasAnalysis.cpp) so the output can be
// compared with mlir-opt-22 byte for byte; quirks (the `\b` before `]` in
// the liveness report, `val_N` / `argN@B` value names) are kept.
#include "analysis/test_passes.h"

#include <algorithm>
#include <cstdio>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "analysis/alias_analysis.h"
#include "analysis/dominance.h"
#include "analysis/liveness.h"
#include "fmt/format.h"
#include "ir/attributes.h"
#include "ir/pass/pass_registry.h"
#include "ir/printer/printer.h"
#include "ir/printer/printer_impl.h"

namespace tbuf {
namespace {

std::string_view symbolName(Operation *op) {
  auto name = op->getAttrOfType<StringAttr>("sym_name");
  return name ? std::string_view(name.getValue()) : std::string_view();
}

void emit(FILE *stream, const std::string &text) {
  std::fwrite(text.data(), 1, text.size(), stream);
  std::fflush(stream);
}

// ---- dominance ---------------------------------------------------------------

/// Block of `block`'s parent op, or null at the top.
Block *parentBlock(Block *block) {
  Operation *op = block->getParentOp();
  return op ? op->getBlock() : nullptr;
}

/// MLIR's tryGetBlocksInSameRegion: lifts `a` and `b` to their ancestors in
/// the closest region containing both; false if there is none.
bool liftToCommonRegion(Block *&a, Block *&b) {
  if (a->getParent() == b->getParent()) return true;
  absl::flat_hash_map<Region *, Block *> ancestorsOfA;
  for (Block *x = a; x; x = parentBlock(x)) ancestorsOfA.try_emplace(x->getParent(), x);
  for (Block *y = b; y; y = parentBlock(y)) {
    auto it = ancestorsOfA.find(y->getParent());
    if (it == ancestorsOfA.end()) continue;
    a = it->second;
    b = y;
    return true;
  }
  return false;
}

/// MLIR's DominanceInfoBase::findNearestCommonDominator(Block *, Block *).
/// Null when there is none (different top-level regions, the virtual root of
/// a post-dominator tree with several exits, or an unreachable block, where
/// MLIR's release build crashes).
Block *nearestCommonDominator(DominanceInfo &info, bool post, Block *a, Block *b) {
  if (a == b) return a;
  if (!liftToCommonRegion(a, b)) return nullptr;
  if (a == b) return a;
  Region *region = a->getParent();
  if (!post && (a == &region->front() || b == &region->front())) return &region->front();
  const DomTree &tree = info.getDomTree(region);
  if (!tree.isReachable(a) || !tree.isReachable(b)) return nullptr;
  Block *x = a;
  while (x && !tree.dominates(x, b)) x = tree.getIDom(x);
  return x;
}

class DominanceTest {
 public:
  explicit DominanceTest(Operation *op) {
    Context *ctx = op->getContext();
    op->walk([&](Operation *nested) {
      Block *block = nested->getBlock();
      if (!block || ids_.contains(block)) return;
      ids_.emplace(block, blocks_.size());
      blocks_.push_back(block);
      Operation *parent = block->getParentOp();
      if (!parent) return;
      std::vector<int64_t> annotated;
      if (auto attr = parent->getAttrOfType<DenseArrayAttr>("test.block_ids")) {
        ArrayRef<int64_t> ids = attr.asInts();
        annotated.assign(ids.begin(), ids.end());
      }
      annotated.push_back(static_cast<int64_t>(blocks_.size() - 1));
      parent->setAttr("test.block_ids", DenseArrayAttr::getI64(ctx, annotated));
    });
  }

  void print(std::string &out, bool post, bool commonDominators) {
    DominanceInfo dom;
    PostDominanceInfo postDom;
    DominanceInfo &info = post ? postDom : dom;
    const char *relation = post ? "postdominates(" : "dominates(";
    for (Block *a : blocks_)
      for (Block *b : blocks_) {
        if (commonDominators) {
          Block *d = nearestCommonDominator(info, post, a, b);
          out += fmt::format("Nearest({}, {}) = {}\n", ids_[a], ids_[b], d ? std::to_string(ids_[d]) : "<no dom>");
          continue;
        }
        // (A block of a graph region properly dominates itself, as in MLIR.)
        out += fmt::format("{}{}, {}) = {} (properly = {})\n", relation, ids_[a], ids_[b], int(info.dominates(a, b)),
                           int(info.properlyDominates(a, b)));
      }
  }

 private:
  std::vector<Block *> blocks_;
  absl::flat_hash_map<Block *, size_t> ids_;
};

// ---- liveness -------------------------------------------------------------------

/// MLIR's pre-order block walk: a block, then the blocks nested in its ops,
/// then the next block (Operation::walk visits all blocks of an op's regions
/// before descending, a different order).
template <typename Fn> void walkBlocksPreOrder(Operation *op, Fn &fn) {
  for (Region &region : op->getRegions())
    for (Block &block : region) {
      fn(&block);
      for (Operation &nested : block) walkBlocksPreOrder(&nested, fn);
    }
}

class LivenessPrinter {
 public:
  explicit LivenessPrinter(Operation *op) : op_(op), liveness_(op) {
    auto number = [&](Block *block) {
      blockIds_.try_emplace(block, blockIds_.size());
      for (Value a : block->getArguments()) valueIds_.try_emplace(a, valueIds_.size());
      for (Operation &nested : *block) {
        opIds_.try_emplace(&nested, opIds_.size());
        for (Value r : nested.getResults()) valueIds_.try_emplace(r, valueIds_.size());
      }
    };
    walkBlocksPreOrder(op, number);
  }

  std::string print() {
    std::string out = "// ---- Liveness -----\n";
    auto print = [&](Block *block) { printBlock(out, block); };
    walkBlocksPreOrder(op_, print);
    return out + "// -------------------\n";
  }

 private:
  std::string ref(Value v) {
    if (auto arg = v.dyn_cast<BlockArgument>())
      return fmt::format("arg{}@{} ", arg.getArgNumber(), blockIds_[arg.getOwner()]);
    return fmt::format("val_{} ", valueIds_[v]);
  }
  std::string refs(std::vector<Value> values) {
    std::sort(values.begin(), values.end(),
              [&](Value l, Value r) { return valueIds_[l] < valueIds_[r]; });
    std::string s;
    for (Value v : values) s += ref(v);
    return s;
  }
  std::string printOp(Operation *op) { return printToString(op); }

  /// MLIR's Liveness::resolveLiveness: every op at which `v` is live.
  std::vector<Operation *> resolveLiveness(Value v) {
    std::vector<Operation *> result;
    absl::flat_hash_set<Block *> visited;
    std::vector<Block *> worklist;
    Block *defBlock = v.getDefiningOp() ? v.getDefiningOp()->getBlock() : v.cast<BlockArgument>().getOwner();
    worklist.push_back(defBlock);
    visited.insert(defBlock);
    for (OpOperand &use : v.getUses())
      if (visited.insert(use.getOwner()->getBlock()).second) worklist.push_back(use.getOwner()->getBlock());
    while (!worklist.empty()) {
      Block *block = worklist.back();
      worklist.pop_back();
      if (block->empty()) continue;
      Operation *start = liveness_.isLiveIn(v, block) || !v.getDefiningOp() ? &block->front() : v.getDefiningOp();
      Operation *end = liveness_.getEndOperation(v, start);
      result.push_back(start);
      for (Operation *o = start; o != end && o->getNextNode();) {
        o = o->getNextNode();
        result.push_back(o);
      }
      for (Block *succ : block->getSuccessors())
        if (liveness_.isLiveIn(v, succ) && visited.insert(succ).second) worklist.push_back(succ);
    }
    std::sort(result.begin(), result.end(), [&](Operation *l, Operation *r) { return opIds_[l] < opIds_[r]; });
    return result;
  }

  void printBlock(std::string &out, Block *block) {
    out += fmt::format("// - Block: {}\n", blockIds_[block]);
    out += "// --- LiveIn: " + refs(liveness_.getLiveIn(block)) + "\n";
    out += "// --- LiveOut: " + refs(liveness_.getLiveOut(block)) + "\n";
    out += "// --- BeginLivenessIntervals";
    for (Operation &op : *block) {
      if (op.getNumResults() < 1) continue;
      out += "\n";
      for (Value result : op.getResults()) {
        out += "// " + ref(result) + ":";
        for (Operation *live : resolveLiveness(result)) out += "\n//     " + printOp(live);
      }
    }
    out += "\n// --- EndLivenessIntervals\n";
    out += "// --- BeginCurrentlyLive\n";
    for (Operation &op : *block) {
      // MLIR counts the op's own results as live at the op.
      std::vector<Value> live = liveness_.getCurrentlyLiveValues(&op);
      for (Value r : op.getResults()) live.push_back(r);
      if (live.empty()) continue;
      out += "//     " + printOp(&op) + " [" + refs(live) + "\b]\n";
    }
    out += "// --- EndCurrentlyLive\n";
  }

  Operation *op_;
  Liveness liveness_;
  absl::flat_hash_map<Block *, size_t> blockIds_;
  absl::flat_hash_map<Operation *, size_t> opIds_;
  absl::flat_hash_map<Value, size_t> valueIds_;
};

// ---- alias analysis -------------------------------------------------------------

/// MLIR's printAliasOperand: `name#i` for results of ops tagged
/// `test.ptr = "name"` (else the op name), `name.regionR[.blockB]#i` for
/// block arguments.
std::string aliasOperandName(Value v) {
  auto opName = [](Operation *op) {
    if (!op) return std::string("<<UNKNOWN PARENT>>");
    if (auto tag = op->getAttrOfType<StringAttr>("test.ptr")) return std::string(tag.getValue());
    return std::string(op->getName());
  };
  if (auto arg = v.dyn_cast<BlockArgument>()) {
    Block *block = arg.getOwner();
    Region *region = block->getParent();
    std::string s = opName(region ? region->getParentOp() : nullptr);
    if (region) s += fmt::format(".region{}", region->getRegionNumber());
    unsigned blockNumber = 0;
    for (Block *b = block->getPrevNode(); b; b = b->getPrevNode()) ++blockNumber;
    if (blockNumber) s += fmt::format(".block{}", blockNumber);
    return s + fmt::format("#{}", arg.getArgNumber());
  }
  return opName(v.getDefiningOp()) + fmt::format("#{}", v.cast<OpResult>().getResultNumber());
}

}  // namespace

std::string printDominanceTest(Operation *op) {
  std::string out = fmt::format("Testing : {}\n", symbolName(op));
  DominanceTest test(op);
  out += "--- DominanceInfo ---\n";
  test.print(out, /*post=*/false, /*commonDominators=*/true);
  out += "--- PostDominanceInfo ---\n";
  test.print(out, /*post=*/true, /*commonDominators=*/true);
  out += "--- Block Dominance relationship ---\n";
  test.print(out, /*post=*/false, /*commonDominators=*/false);
  out += "--- Block PostDominance relationship ---\n";
  test.print(out, /*post=*/true, /*commonDominators=*/false);
  return out;
}

std::string printLivenessTest(Operation *op) {
  return fmt::format("Testing : {}\n", symbolName(op)) + LivenessPrinter(op).print();
}

std::string printAliasAnalysisTest(Operation *op) {
  Attribute symName = op->getAttr("sym_name");
  std::string out = "Testing : " + (symName ? symName.str() : std::string("<<NULL ATTRIBUTE>>")) + "\n";
  std::vector<Value> values;
  op->walk([&](Operation *nested) {
    if (!nested->hasAttr("test.ptr")) return;
    for (Value r : nested->getResults()) values.push_back(r);
    for (Region &region : nested->getRegions())
      for (Block &block : region)
        for (Value a : block.getArguments()) values.push_back(a);
  });
  if (values.empty()) return out;
  AliasAnalysis analysis(op);
  for (size_t j = 0; j < values.size(); ++j)
    for (size_t i = 0; i < j; ++i)
      out += fmt::format("{} <-> {}: {}\n", aliasOperandName(values[i]), aliasOperandName(values[j]),
                         stringifyAliasResult(analysis.alias(values[i], values[j])));
  return out;
}

std::string printMemrefAliasTest(Operation *op) {
  Attribute symName = op->getAttr("sym_name");
  std::string out = "Testing : " + (symName ? symName.str() : std::string("<<NULL ATTRIBUTE>>")) + "\n";
  std::vector<Value> buffers;
  auto collect = [&](Value v) {
    if (v.getType().isa<BaseMemRefType>()) buffers.push_back(v);
  };
  op->walk<WalkOrder::PreOrder>([&](Operation *nested) {
    if (nested != op)
      for (Value r : nested->getResults()) collect(r);
    for (Region &region : nested->getRegions())
      for (Block &block : region)
        for (Value a : block.getArguments()) collect(a);
  });
  AliasAnalysis analysis(op);
  PrintingFlags flags;
  flags.useLocalScope = true;
  printer::SSANameState names(op, flags);
  auto name = [&](Value v) {
    std::string s;
    names.printValueID(v, /*printResultNo=*/true, s);
    return s;
  };
  out += "// ---- buffer origins ----\n";
  for (Value v : buffers) {
    std::vector<std::string> roots;
    for (Value r : analysis.getRoots(v)) roots.push_back(name(r));
    out += fmt::format("{}: [{}]{}\n", name(v), fmt::join(roots, ", "), analysis.isFreshAllocation(v) ? " fresh" : "");
  }
  out += "// ---- aliases ----\n";
  for (size_t i = 0; i < buffers.size(); ++i)
    for (size_t j = i + 1; j < buffers.size(); ++j) {
      std::optional<bool> same = analysis.isSameAllocation(buffers[i], buffers[j]);
      out += fmt::format("{} <-> {}: {}, same allocation: {}\n", name(buffers[i]), name(buffers[j]),
                         stringifyAliasResult(analysis.alias(buffers[i], buffers[j])),
                         !same ? "unknown" : *same ? "yes" : "no");
    }
  return out;
}

namespace {

/// A printing pass: `print` renders one op, written to `stream`.
template <std::string (*Print)(Operation *)>
class PrintPass : public Pass {
 public:
  PrintPass(std::string_view argument, std::string_view name, std::string_view description,
            std::string_view opName, FILE *stream)
      : argument_(argument), name_(name), description_(description), opName_(opName), stream_(stream) {}
  std::string_view getArgument() const override { return argument_; }
  std::string_view getName() const override { return name_; }
  std::string_view getDescription() const override { return description_; }
  std::string_view getOpName() const override { return opName_; }
  LogicalResult runOnOperation(Operation *op) override {
    emit(stream_, Print(op));
    return success();
  }

 private:
  std::string_view argument_, name_, description_, opName_;
  FILE *stream_;
};

}  // namespace

void registerAnalysisTestPasses() {
  if (lookupPassInfo("test-print-alias")) return;
  registerPass([] {
    return std::unique_ptr<Pass>(new PrintPass<printDominanceTest>(
        "test-print-dominance", "TestDominancePass", "Print the dominance information for multiple regions.",
        "func.func", stdout));
  });
  registerPass([] {
    return std::unique_ptr<Pass>(new PrintPass<printLivenessTest>(
        "test-print-liveness", "TestLivenessPass", "Print the contents of a constructed liveness information.",
        "func.func", stderr));
  });
  registerPass([] {
    return std::unique_ptr<Pass>(new PrintPass<printAliasAnalysisTest>(
        "test-alias-analysis", "TestAliasAnalysisPass", "Test alias analysis results.", "", stderr));
  });
  registerPass([] {
    return std::unique_ptr<Pass>(new PrintPass<printMemrefAliasTest>(
        "test-print-alias", "TestMemrefAliasPass",
        "Print the buffer origins of every memref value and the alias relation of every pair", "func.func",
        stderr));
  });
}

}  // namespace tbuf

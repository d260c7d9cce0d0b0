// Op -> printed line (see output_lines.h).
#include "explain/output_lines.h"

#include <algorithm>
#include <vector>

#include "explain/source_index.h"
#include "ir/block.h"
#include "ir/region.h"

namespace tbuf::explain {

namespace {

/// The op name a printed line shows: the custom form drops `func.` and
/// `builtin.` prefixes (`return`, `call`, `module`).
bool lineShowsOp(std::string_view line, std::string_view opName) {
  if (line.find(opName) != std::string_view::npos) return true;
  size_t dot = opName.find('.');
  if (dot == std::string_view::npos) return false;
  std::string_view dialect = opName.substr(0, dot), bare = opName.substr(dot + 1);
  if (dialect != "func" && dialect != "builtin") return false;
  return line.find(bare) != std::string_view::npos;
}

}  // namespace

absl::flat_hash_map<Operation *, uint32_t> mapOpsToOutputLines(Operation *module, const std::string &printed) {
  struct Start {
    uint32_t line;
    std::string_view text;
    bool opensRegion;
  };
  std::vector<Start> starts;
  auto endsWithBrace = [](std::string_view text) {
    size_t last = text.find_last_not_of(' ');
    return last != std::string_view::npos && text[last] == '{';
  };
  uint32_t lineNo = 0;
  size_t pos = 0;
  while (pos < printed.size()) {
    size_t end = printed.find('\n', pos);
    if (end == std::string::npos) end = printed.size();
    std::string_view line(printed.data() + pos, end - pos);
    ++lineNo;
    pos = end + 1;
    size_t first = line.find_first_not_of(' ');
    if (first == std::string_view::npos) continue;
    char c = line[first];
    // `(%init: f32) {` opens the region of the op on the line before
    // (linalg.map / linalg.reduce bodies).
    if (c == '(') {
      if (!starts.empty() && endsWithBrace(line)) starts.back().opensRegion = true;
      continue;
    }
    if (c == '}' || c == '^' || c == '#' || c == ')' || c == '/' || c == '!') continue;
    // scf.index_switch opens each region on a `case N {` / `default {` line.
    std::string_view body = line.substr(first);
    if (body.substr(0, 5) == "case " || body.substr(0, 8) == "default ") continue;
    bool opens = endsWithBrace(line) || line.find("scf.index_switch") != std::string_view::npos;
    starts.push_back({lineNo, line, opens});
  }
  // Pre-order over the ops, entering an op's regions only when its line
  // opens one (linalg named ops print without their body).
  absl::flat_hash_map<Operation *, uint32_t> map;
  size_t next = 0;
  bool ok = true;
  std::vector<Operation *> stack{module};
  while (!stack.empty() && ok) {
    Operation *op = stack.back();
    stack.pop_back();
    // Terminators without operands may be elided by the custom forms
    // (`scf.if %c { ... }` has an implicit scf.yield): such an op only
    // takes a line that shows nothing else.
    bool elidable = op->getNumOperands() == 0 && op->getNumResults() == 0 && op->getBlock() && !op->getNextNode();
    for (Region &r : op->getRegions())
      for (Block &b : r) elidable &= b.empty();
    bool shows = next < starts.size() && lineShowsOp(starts[next].text, op->getName());
    if (shows && elidable) {
      std::string_view text = starts[next].text;
      size_t first = text.find_first_not_of(' '), last = text.find_last_not_of(' ');
      std::string_view body = text.substr(first, last - first + 1);
      std::string_view name = op->getName();
      size_t dot = name.find('.');
      shows = body == name || (dot != std::string_view::npos && lineShowsOp(body, name) &&
                               body == name.substr(dot + 1));
    }
    if (!shows) {
      if (elidable) continue;
      ok = false;
      break;
    }
    map[op] = starts[next].line;
    bool opens = starts[next].opensRegion;
    ++next;
    if (!opens) continue;
    std::vector<Operation *> children;
    // scf.index_switch prints its cases before the default region (its
    // first region).
    std::vector<Region *> regions;
    for (Region &r : op->getRegions()) regions.push_back(&r);
    if (op->getName() == "scf.index_switch" && !regions.empty()) std::rotate(regions.begin(), regions.begin() + 1, regions.end());
    for (Region *r : regions)
      for (Block &b : *r)
        for (Operation &child : b) children.push_back(&child);
    for (auto it = children.rbegin(); it != children.rend(); ++it) stack.push_back(*it);
  }
  if (!ok || next != starts.size()) return {};
  return map;
}

OpRef OutputRefs::ref(Operation *op) const {
  OpRef r = opRef(op);
  if (auto it = lines_.find(op); it != lines_.end()) r.outputLine = it->second;
  return r;
}

}  // namespace tbuf::explain

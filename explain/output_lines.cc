// Op -> printed line (see output_lines.h).
#include "explain/output_lines.h"

#include <vector>

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
  std::vector<std::pair<uint32_t, std::string_view>> starts;
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
    if (c == '}' || c == '^' || c == '#' || c == ')' || c == '/' || c == '!') continue;
    starts.emplace_back(lineNo, line);
  }
  std::vector<Operation *> ops;
  module->walk<WalkOrder::PreOrder>([&](Operation *op) { ops.push_back(op); });
  absl::flat_hash_map<Operation *, uint32_t> map;
  if (ops.size() != starts.size()) return map;
  for (size_t i = 0; i < ops.size(); ++i) {
    if (!lineShowsOp(starts[i].second, ops[i]->getName())) return {};
    map[ops[i]] = starts[i].first;
  }
  return map;
}

}  // namespace tbuf::explain

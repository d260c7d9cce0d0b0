// Source locations and source-level value names (see source_index.h).
#include "explain/source_index.h"

#include <algorithm>
#include <cctype>

#include "fmt/format.h"
#include "ir/diagnostics.h"

namespace tbuf::explain {

std::string SourceLoc::str() const {
  if (!isKnown()) return "<unknown>";
  return fmt::format("{}:{}:{}", file, line, col);
}

SourceLoc toSourceLoc(Location loc) {
  SourceLoc result;
  if (loc.isUnknown()) return result;
  result.file = loc.getBuffer()->getName();
  result.line = loc.line;
  result.col = loc.col;
  return result;
}

namespace {

bool isNameChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '$' || c == '.' || c == '-'; }

/// The `%name` tokens (with `:N` group sizes) of the result list in front of
/// the op name at `loc` (`%a, %b:2 = op.name ...`); empty when there is none.
std::vector<std::pair<std::string, int>> resultGroupsAt(Location loc) {
  std::vector<std::pair<std::string, int>> groups;
  if (loc.isUnknown() || loc.col == 0) return groups;
  std::string_view line = loc.getBuffer()->getLine(loc.line);
  std::string_view prefix = line.substr(0, std::min<size_t>(loc.col - 1, line.size()));
  size_t last = prefix.find_last_not_of(' ');
  if (last == std::string_view::npos || prefix[last] != '=') return groups;
  size_t i = prefix.find_first_not_of(' ');
  while (i < last) {
    if (prefix[i] != '%') return {};
    size_t start = i++;
    while (i < last && isNameChar(prefix[i])) ++i;
    std::string name(prefix.substr(start, i - start));
    int count = 1;
    if (i < last && prefix[i] == ':') {
      size_t digits = ++i;
      while (i < last && std::isdigit(static_cast<unsigned char>(prefix[i]))) ++i;
      if (digits == i) return {};
      count = std::stoi(std::string(prefix.substr(digits, i - digits)));
    }
    groups.emplace_back(name, count);
    while (i < last && prefix[i] == ' ') ++i;
    if (i < last && prefix[i] == ',') {
      ++i;
      while (i < last && prefix[i] == ' ') ++i;
      continue;
    }
    if (i == last) return groups;
    return {};
  }
  return {};
}

/// The `%name` token at `loc` (a block argument in a signature or block
/// header), or "".
std::string tokenAt(Location loc) {
  if (loc.isUnknown()) return "";
  std::string_view line = loc.getBuffer()->getLine(loc.line);
  size_t i = loc.col ? loc.col - 1 : 0;
  if (i >= line.size() || line[i] != '%') return "";
  size_t start = i++;
  while (i < line.size() && isNameChar(line[i])) ++i;
  return std::string(line.substr(start, i - start));
}

}  // namespace

std::string sourceName(Value value) {
  if (!value) return "";
  if (auto result = value.dyn_cast<OpResult>()) {
    Operation *op = result.getOwner();
    unsigned number = result.getResultNumber();
    unsigned seen = 0;
    for (const auto &[name, count] : resultGroupsAt(op->getLoc())) {
      if (number < seen + static_cast<unsigned>(count))
        return count == 1 ? name : fmt::format("{}#{}", name, number - seen);
      seen += count;
    }
    return op->getNumResults() == 1 ? fmt::format("the result of {}", op->getName())
                                    : fmt::format("result #{} of {}", number, op->getName());
  }
  auto arg = value.cast<BlockArgument>();
  std::string token = tokenAt(arg.getLoc());
  if (!token.empty()) return token;
  return fmt::format("argument #{}", arg.getArgNumber());
}

Operation *ownerOf(Value value) {
  if (auto result = value.dyn_cast<OpResult>()) return result.getOwner();
  return value.cast<BlockArgument>().getOwner()->getParentOp();
}

OpRef opRef(Operation *op, Value value) {
  OpRef ref;
  if (!op) return ref;
  ref.opName = std::string(op->getName());
  ref.loc = toSourceLoc(op->getLoc());
  if (value) ref.value = sourceName(value);
  return ref;
}

std::string enclosingFunction(Operation *op) {
  for (Operation *p = op; p; p = p->getParentOp()) {
    if (p->getName() != "func.func") continue;
    if (auto name = p->getAttrOfType<StringAttr>("sym_name")) return std::string(name.getValue());
  }
  return "";
}

}  // namespace tbuf::explain

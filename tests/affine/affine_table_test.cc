// Table-driven conformance: every row of cases.expected.tsv is an affine map as
// written, mlir-opt-22's printed form of it, and mlir-opt's form of that output
// parsed again (tests/affine/regen.sh). tbuf must parse the input, simplify it
// the same way and print the same bytes, and likewise for the second round.
#include <gtest/gtest.h>

#include <fstream>
#include <string>
#include <vector>

#include "ir/attributes.h"
#include "ir/context.h"
#include "ir/parser/parser.h"

namespace tbuf {
namespace {

struct Case {
  int line;
  std::string input, printed, reprinted;  // reprinted is "-" if mlir-opt can't reparse
};

std::vector<Case> loadCases() {
  std::vector<Case> cases;
  std::ifstream in("tests/affine/cases.expected.tsv");
  std::string line;
  int lineNo = 0;
  while (std::getline(in, line)) {
    ++lineNo;
    if (line.empty() || line[0] == '#') continue;
    size_t tab1 = line.find('\t'), tab2 = line.find('\t', tab1 + 1);
    if (tab1 == std::string::npos || tab2 == std::string::npos) {
      ADD_FAILURE() << "cases.expected.tsv:" << lineNo << ": expected three tab-separated columns";
      continue;
    }
    cases.push_back({lineNo, line.substr(0, tab1), line.substr(tab1 + 1, tab2 - tab1 - 1), line.substr(tab2 + 1)});
  }
  return cases;
}

AffineMap parseMap(Context &ctx, const std::string &body) {
  Attribute a = parseAttribute(ctx, "affine_map<" + body + ">");
  return a ? a.cast<AffineMapAttr>().getValue() : AffineMap();
}

TEST(AffineTable, HasEnoughCases) { EXPECT_GE(loadCases().size(), 60u); }

TEST(AffineTable, PrintsLikeMlirOpt) {
  Context ctx;
  int matched = 0;
  std::vector<Case> cases = loadCases();
  for (const Case &c : cases) {
    SCOPED_TRACE("cases.expected.tsv:" + std::to_string(c.line) + ": " + c.input);
    AffineMap map = parseMap(ctx, c.input);
    ASSERT_TRUE(map) << "tbuf failed to parse the input";
    std::string printed = map.str();
    EXPECT_EQ(printed, c.printed);
    EXPECT_EQ(AffineMapAttr::get(map).str(), "affine_map<" + c.printed + ">");
    if (printed == c.printed) ++matched;
  }
  EXPECT_EQ(matched, static_cast<int>(cases.size()));
  std::printf("affine table: %d/%zu printed byte-identical with mlir-opt-22\n", matched, cases.size());
}

// mlir-opt's output parsed again simplifies again; the result need not be the
// same structure (`d1 + -(d0 floordiv 4) - s0` becomes `d1 - d0 floordiv 4 -
// s0`), and tbuf must follow.
TEST(AffineTable, ReprintsLikeMlirOpt) {
  Context ctx;
  int checked = 0;
  for (const Case &c : loadCases()) {
    if (c.reprinted == "-") continue;
    SCOPED_TRACE("cases.expected.tsv:" + std::to_string(c.line) + ": " + c.printed);
    AffineMap map = parseMap(ctx, c.printed);
    ASSERT_TRUE(map) << "tbuf failed to parse mlir-opt's output";
    EXPECT_EQ(map.str(), c.reprinted);
    ++checked;
  }
  EXPECT_GE(checked, 60);
}

}  // namespace
}  // namespace tbuf

// Pass option parsing and printing: mlir-opt's flag form
// (`--pass="a b=c"`) and pipeline form (`pass{a b=c}`) share
// PassOptions::parseFromString.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "ir/pass/pass.h"

namespace tbuf {
namespace {

enum class Heuristic { BottomUp, TopDown };

class OptionsPass : public Pass {
 public:
  std::string_view getArgument() const override { return "test-options"; }
  std::string_view getName() const override { return "TestOptions"; }
  std::string_view getDescription() const override { return "options of every kind"; }
  LogicalResult runOnOperation(Operation *) override { return success(); }

  Option<bool> flag{*this, "flag", "a bool", false};
  Option<bool> onByDefault{*this, "on", "a bool defaulting to true", true};
  Option<int64_t> count{*this, "count", "an int", 10};
  Option<uint64_t> size{*this, "size", "an unsigned", 64};
  Option<std::string> name{*this, "name", "a string", "x"};
  Option<double> ratio{*this, "ratio", "a double", 0.5};
  EnumOption<Heuristic> heuristic{*this, "heuristic", "an enum", Heuristic::BottomUp,
                                  {{Heuristic::BottomUp, "bottom-up", "from the end"},
                                   {Heuristic::TopDown, "top-down", "from the start"}}};
  ListOption<std::string> filter{*this, "filter", "a list"};
  ListOption<int64_t> numbers{*this, "numbers", "an int list"};
};

std::string parse(Pass &pass, std::string_view options) {
  std::string error;
  if (failed(pass.parseFromString(options, error))) return error.empty() ? "<failure without message>" : error;
  return "";
}

TEST(PassOptions, FlagFormWithBareBoolsAndValues) {
  OptionsPass p;
  EXPECT_EQ(parse(p, "flag count=3 heuristic=top-down name=abc"), "");
  EXPECT_TRUE(p.flag);
  EXPECT_EQ(p.count.getValue(), 3);
  EXPECT_EQ(p.heuristic.getValue(), Heuristic::TopDown);
  EXPECT_EQ(p.name.getValue(), "abc");
  EXPECT_TRUE(p.flag.hasValue());
  EXPECT_FALSE(p.size.hasValue());
}

TEST(PassOptions, BoolSpellings) {
  OptionsPass p;
  EXPECT_EQ(parse(p, "on=false flag=1"), "");
  EXPECT_FALSE(p.onByDefault);
  EXPECT_TRUE(p.flag);
  EXPECT_EQ(parse(p, "on=TRUE flag=False"), "");
  EXPECT_TRUE(p.onByDefault);
  EXPECT_FALSE(p.flag);
  EXPECT_EQ(parse(p, "flag=3"), "invalid value for option 'flag': '3' is not a boolean (use true or false)");
}

TEST(PassOptions, Integers) {
  OptionsPass p;
  EXPECT_EQ(parse(p, "count=-42 size=0x10"), "");
  EXPECT_EQ(p.count.getValue(), -42);
  EXPECT_EQ(p.size.getValue(), 16u);
  EXPECT_EQ(parse(p, "count=abc"), "invalid value for option 'count': 'abc' is not an integer");
  EXPECT_EQ(parse(p, "size=-1"), "invalid value for option 'size': '-1' is not an unsigned integer");
  EXPECT_EQ(parse(p, "count=99999999999999999999"),
            "invalid value for option 'count': '99999999999999999999' is not an integer");
  EXPECT_EQ(parse(p, "count"), "option 'count' requires a value");
  EXPECT_EQ(parse(p, "ratio=0.25"), "");
  EXPECT_DOUBLE_EQ(p.ratio.getValue(), 0.25);
}

TEST(PassOptions, QuotedAndBracedValues) {
  OptionsPass p;
  EXPECT_EQ(parse(p, "name='a b c' filter={tensor,linalg} count=\"7\""), "");
  EXPECT_EQ(p.name.getValue(), "a b c");
  EXPECT_EQ(p.filter.getValue(), (std::vector<std::string>{"tensor", "linalg"}));
  EXPECT_EQ(p.count.getValue(), 7);
  // Nested braces and quotes inside braces stay one value.
  EXPECT_EQ(parse(p, "name={x{y} 'z }'}"), "");
  EXPECT_EQ(p.name.getValue(), "x{y} 'z }'");
}

TEST(PassOptions, Lists) {
  OptionsPass p;
  EXPECT_EQ(parse(p, "filter=tensor,linalg numbers=1,2,3"), "");
  EXPECT_EQ(p.filter.getValue(), (std::vector<std::string>{"tensor", "linalg"}));
  EXPECT_EQ(p.numbers.getValue(), (std::vector<int64_t>{1, 2, 3}));
  EXPECT_EQ(parse(p, "numbers=1,x"), "invalid value for option 'numbers': 'x' is not an integer");
  EXPECT_EQ(parse(p, "filter={'a,b',c}"), "");
  EXPECT_EQ(p.filter.getValue(), (std::vector<std::string>{"a,b", "c"}));
}

TEST(PassOptions, Errors) {
  OptionsPass p;
  EXPECT_EQ(parse(p, "bogus"), "no such option 'bogus'");
  EXPECT_EQ(parse(p, "flag bogus=1"), "no such option 'bogus'");
  EXPECT_EQ(parse(p, "heuristic=sideways"),
            "invalid value for option 'heuristic': 'sideways' is not one of bottom-up, top-down");
  EXPECT_EQ(parse(p, "name={abc"), "missing closing '}' in the value of option 'name'");
  EXPECT_EQ(parse(p, "name='abc"), "missing closing ''' in the value of option 'name'");
  EXPECT_EQ(parse(p, "=3"), "expected an option name before '='");
}

TEST(PassOptions, EmptyAndWhitespace) {
  OptionsPass p;
  EXPECT_EQ(parse(p, ""), "");
  EXPECT_EQ(parse(p, "   flag    count=2  "), "");
  EXPECT_TRUE(p.flag);
  EXPECT_EQ(p.count.getValue(), 2);
}

TEST(PassOptions, PrintSortedRoundTrip) {
  OptionsPass p;
  EXPECT_EQ(parse(p, "filter=b,a name='x y' heuristic=top-down"), "");
  std::string printed = p.printAsTextualPipeline();
  // Sorted by name; the empty list `numbers` prints as nothing but keeps its
  // separator (two blanks before `on`), as mlir-opt-22 --dump-pass-pipeline does.
  EXPECT_EQ(printed,
            "test-options{count=10 filter={b,a} flag=false heuristic=top-down name=\"x y\"  on=true ratio=0.5 "
            "size=64}");
  // Parsing the printed options gives the same options back.
  OptionsPass q;
  std::string inner = printed.substr(printed.find('{') + 1);
  inner.pop_back();
  EXPECT_EQ(parse(q, inner), "");
  EXPECT_EQ(q.printAsTextualPipeline(), printed);
}

class NoOptionsPass : public Pass {
 public:
  std::string_view getArgument() const override { return "plain"; }
  std::string_view getName() const override { return "Plain"; }
  std::string_view getDescription() const override { return ""; }
  LogicalResult runOnOperation(Operation *) override { return success(); }
};

TEST(PassOptions, PassWithoutOptionsPrintsBareName) {
  NoOptionsPass p;
  EXPECT_EQ(p.printAsTextualPipeline(), "plain");
  EXPECT_EQ(parse(p, "x"), "no such option 'x'");
}

TEST(PassOptions, HelpMetadata) {
  OptionsPass p;
  EXPECT_EQ(p.flag.getValuePlaceholder(), "");
  EXPECT_EQ(p.count.getValuePlaceholder(), "<long>");
  auto values = p.heuristic.getAllowedValues();
  ASSERT_EQ(values.size(), 2u);
  EXPECT_EQ(values[1].first, "top-down");
  EXPECT_EQ(p.lookupOption("size"), &p.size);
  EXPECT_EQ(p.lookupOption("nope"), nullptr);
}

}  // namespace
}  // namespace tbuf

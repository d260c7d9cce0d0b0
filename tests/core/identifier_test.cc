// Unit tests of Identifier (interned attribute names) and of the bump
// allocator that holds attribute dictionaries: equal names share one copy
// of their text whatever they were made from, a name outlives the string it
// was made from, and dictionaries built from such names compare and look up
// as before.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <set>
#include <string>
#include <vector>

#include "ir/attributes.h"
#include "ir/builder.h"
#include "ir/bump_allocator.h"
#include "ir/context.h"
#include "ir/identifier.h"

namespace tbuf {
namespace {

TEST(Identifier, EqualTextIsOneCopy) {
  std::string text = "sym_name";
  Identifier a(text), b(std::string_view("sym_name")), c("sym_name");
  EXPECT_EQ(a.data(), b.data());
  EXPECT_EQ(a.data(), c.data());
  EXPECT_EQ(a.getAsOpaquePointer(), c.getAsOpaquePointer());
  EXPECT_NE(a.data(), text.data());
  EXPECT_NE(Identifier("sym_visibility").data(), a.data());
  // Reads as a string_view.
  EXPECT_EQ(a, "sym_name");
  EXPECT_EQ(a.size(), 8u);
  EXPECT_LT(Identifier("alignment"), a);
  EXPECT_EQ(a.str(), text);
}

TEST(Identifier, OutlivesItsSourceAndInternsOnAssignment) {
  Identifier kept;
  EXPECT_TRUE(kept.empty());
  EXPECT_EQ(kept.data(), Identifier("").data());
  {
    std::string temporary = "a_name_made_at_run_time_" + std::to_string(42);
    kept = temporary;  // through the interning constructor
    temporary.assign(temporary.size(), 'x');
  }
  EXPECT_EQ(kept, "a_name_made_at_run_time_42");
  EXPECT_EQ(kept.data(), Identifier("a_name_made_at_run_time_42").data());
  NamedAttribute entry{std::string("made_from_a_temporary"), Attribute()};
  EXPECT_EQ(entry.name, "made_from_a_temporary");
  EXPECT_EQ(entry.name.data(), Identifier("made_from_a_temporary").data());
}

TEST(Identifier, DictionariesFromNamesOfAnyOrigin) {
  Context ctx;
  OpBuilder b(&ctx);
  Attribute one = b.getI64IntegerAttr(1);
  std::string name = "value";
  DictionaryAttr d = DictionaryAttr::get(&ctx, {{name, one}, {"alpha", one}});
  name = "other";
  EXPECT_EQ(DictionaryAttr::get(&ctx, {{"alpha", one}, {std::string_view("value"), one}}), d);
  EXPECT_EQ(d.get("value"), one);
  EXPECT_EQ(d.get("valu"), Attribute());
  EXPECT_EQ(d.getValue()[0].name, "alpha");
  // Later duplicates of a name do not make another dictionary.
  EXPECT_EQ(DictionaryAttr::get(&ctx, {{"value", one}, {"alpha", one}, {"value", b.getI64IntegerAttr(2)}}), d);
  // Many dictionaries (the arena takes several slabs): each found again.
  std::vector<DictionaryAttr> dicts;
  for (int i = 0; i < 3000; ++i)
    dicts.push_back(DictionaryAttr::get(&ctx, {{"sym_name", StringAttr::get(&ctx, "f" + std::to_string(i))},
                                               {"n" + std::to_string(i % 7), one}}));
  for (int i = 0; i < 3000; ++i) {
    DictionaryAttr again = DictionaryAttr::get(&ctx, {{"n" + std::to_string(i % 7), one},
                                                      {"sym_name", StringAttr::get(&ctx, "f" + std::to_string(i))}});
    ASSERT_EQ(again, dicts[i]) << i;
    ASSERT_EQ(again.getValue().size(), 2u);
  }
}

TEST(BumpAllocator, AlignedDistinctAndLarge) {
  BumpAllocator arena;
  std::set<uintptr_t> seen;
  for (int i = 0; i < 10000; ++i) {
    size_t size = 1 + (i * 7) % 100, align = size_t(1) << (i % 4);
    auto at = reinterpret_cast<uintptr_t>(arena.allocate(size, align));
    ASSERT_EQ(at % align, 0u) << i;
    ASSERT_TRUE(seen.insert(at).second) << i;
    std::memset(reinterpret_cast<void *>(at), 0xab, size);
  }
  size_t before = arena.getTotalSlabBytes();
  void *big = arena.allocate(size_t(3) << 20, 16);
  std::memset(big, 0, size_t(3) << 20);
  EXPECT_EQ(arena.getTotalSlabBytes(), before + (size_t(3) << 20));
  // The current slab still serves small requests after a large one.
  arena.allocate(8, 8);
  EXPECT_EQ(arena.getTotalSlabBytes(), before + (size_t(3) << 20));
}

}  // namespace
}  // namespace tbuf

// PointerMap (ir/pointer_map.h), the pointer-keyed table of the greedy
// driver, the folder, region DCE and the printer: random insertions,
// look-ups and erasures checked against std::unordered_map, with keys packed
// closely enough that probe runs wrap around the table and erasure has to
// shift entries back; clearing and shrinking after a large fill; rewriting
// every value in place; values that own memory (the printer's strings).
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <unordered_map>
#include <vector>

#include "ir/pointer_map.h"

namespace tbuf {
namespace {

TEST(PointerMap, AgreesWithUnorderedMap) {
  std::vector<int> storage(4096);
  std::mt19937 rng(7);
  PointerMap<int> map;
  std::unordered_map<const int *, uint32_t> expected;
  for (int step = 0; step < 200000; ++step) {
    const int *key = &storage[rng() % (step < 100000 ? 64 : storage.size())];
    uint32_t value = rng();
    switch (rng() % 3) {
      case 0: {
        bool inserted = map.insert(key, value);
        EXPECT_EQ(inserted, expected.emplace(key, value).second);
        break;
      }
      case 1: EXPECT_EQ(map.erase(key), expected.erase(key) == 1); break;
      default: {
        const uint32_t *found = map.find(key);
        auto it = expected.find(key);
        ASSERT_EQ(found != nullptr, it != expected.end());
        if (found) {
          EXPECT_EQ(*found, it->second);
        }
      }
    }
    ASSERT_EQ(map.size(), expected.size());
  }
  for (const auto &[key, value] : expected) {
    ASSERT_TRUE(map.contains(key));
    EXPECT_EQ(*map.find(key), value);
  }
}

TEST(PointerMap, ClearEmptiesAndShrinks) {
  std::vector<int> storage(10000);
  PointerMap<int> map;
  for (int &x : storage) EXPECT_TRUE(map.insert(&x, 1));
  EXPECT_EQ(map.size(), storage.size());
  map.clear();
  EXPECT_TRUE(map.empty());
  for (int &x : storage) EXPECT_FALSE(map.contains(&x));
  // Refilled after the clear, and emptied by erasures alone.
  for (int i = 0; i < 10; ++i) EXPECT_TRUE(map.insert(&storage[i], i));
  for (int i = 0; i < 10; ++i) EXPECT_EQ(*map.find(&storage[i]), static_cast<uint32_t>(i));
  for (int i = 0; i < 10; ++i) EXPECT_TRUE(map.erase(&storage[i]));
  EXPECT_TRUE(map.empty());
  EXPECT_FALSE(map.erase(&storage[0]));
}

TEST(PointerMap, TransformValuesRewritesEveryEntry) {
  std::vector<int> storage(100);
  PointerMap<int> map;
  map.transformValues([](uint32_t v) { return v + 1; });  // empty: nothing to do
  EXPECT_TRUE(map.empty());
  for (int i = 0; i < 100; ++i) EXPECT_TRUE(map.insert(&storage[i], i));
  for (int i = 0; i < 100; i += 3) EXPECT_TRUE(map.erase(&storage[i]));
  // The worklist's reversal: position i becomes 99 - i.
  map.transformValues([](uint32_t v) { return 99 - v; });
  for (int i = 0; i < 100; ++i) {
    const uint32_t *found = map.find(&storage[i]);
    if (i % 3 == 0) {
      EXPECT_EQ(found, nullptr);
    } else {
      ASSERT_NE(found, nullptr);
      EXPECT_EQ(*found, static_cast<uint32_t>(99 - i));
    }
  }
}

TEST(PointerMap, OwningValuesSurviveGrowthErasureAndClear) {
  std::vector<int> storage(300);
  PointerMap<void, std::string> map;
  for (int i = 0; i < 300; ++i) {
    auto [value, inserted] = map.tryEmplace(&storage[i], std::to_string(i));
    EXPECT_TRUE(inserted);
    EXPECT_EQ(*value, std::to_string(i));
  }
  EXPECT_FALSE(map.tryEmplace(&storage[5], "other").second);
  for (int i = 0; i < 300; i += 2) EXPECT_TRUE(map.erase(&storage[i]));
  for (int i = 0; i < 300; ++i) {
    const std::string *value = map.find(&storage[i]);
    if (i % 2 == 0) {
      EXPECT_EQ(value, nullptr);
    } else {
      ASSERT_NE(value, nullptr);
      EXPECT_EQ(*value, std::to_string(i));
    }
  }
  map[&storage[0]] += "x";
  EXPECT_EQ(*map.find(&storage[0]), "x");
  map.clear();
  EXPECT_TRUE(map.empty());
  EXPECT_EQ(map.find(&storage[1]), nullptr);
  EXPECT_EQ(map[&storage[1]], "");
}

}  // namespace
}  // namespace tbuf

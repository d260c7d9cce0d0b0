// Unit tests of the buffer planner's interval assignment and static peak
// (plan/interval_assignment.h): who shares whose storage, boundaries,
// groups, loop and branch intervals, and the peak sweep.
#include "plan/interval_assignment.h"

#include "plan/arena_packing.h"

#include <gtest/gtest.h>

namespace tbuf::plan {
namespace {

using Kind = IntervalKind;

/// Where MLIR's pipeline frees most buffers: at the end of the block.
constexpr int64_t kLate = 100;

TEST(AssignIntervals, LaterBufferReusesStorageFreedBeforeIt) {
  auto d = assignIntervals({{0, 1, kLate, 0, Kind::Owned}, {2, 3, kLate, 0, Kind::Owned}});
  ASSERT_EQ(d.size(), 2u);
  EXPECT_EQ(d[0].placement, Placement::Own);
  EXPECT_EQ(d[1].placement, Placement::Share);
  EXPECT_EQ(d[1].representative, 0u);
}

TEST(AssignIntervals, OverlapOrTouchingKeepsSeparateStorage) {
  // The second starts at the op where the first is last used: both are
  // live there (an op reading one and writing the other).
  auto d = assignIntervals({{0, 2, kLate, 0, Kind::Owned}, {2, 3, kLate, 0, Kind::Owned}, {1, 5, kLate, 0, Kind::Owned}});
  EXPECT_EQ(d[0].placement, Placement::Own);
  EXPECT_EQ(d[1].placement, Placement::Own);
  EXPECT_EQ(d[2].placement, Placement::Own);
}

TEST(AssignIntervals, OnlyTheSameGroupShares) {
  auto d = assignIntervals({{0, 1, kLate, 0, Kind::Owned}, {2, 3, kLate, 1, Kind::Owned}, {4, 5, kLate, 1, Kind::Owned}});
  EXPECT_EQ(d[1].placement, Placement::Own);
  EXPECT_EQ(d[2].placement, Placement::Share);
  EXPECT_EQ(d[2].representative, 1u);
}

TEST(AssignIntervals, SharedStorageLivesAsLongAsItsLastUser) {
  // B takes A's storage and lives until 9: C (starting at 5) may not take it.
  auto d = assignIntervals({{0, 1, kLate, 0, Kind::Owned}, {2, 9, kLate, 0, Kind::Owned}, {5, 6, kLate, 0, Kind::Owned},
                            {10, 11, kLate, 0, Kind::Owned}});
  EXPECT_EQ(d[1].placement, Placement::Share);
  EXPECT_EQ(d[2].placement, Placement::Own);
  EXPECT_EQ(d[3].placement, Placement::Share);
}

TEST(AssignIntervals, MostRecentlyFreedFirst) {
  auto d = assignIntervals({{0, 1, kLate, 0, Kind::Owned}, {0, 2, kLate, 0, Kind::Owned}, {3, 4, kLate, 0, Kind::Owned}});
  EXPECT_EQ(d[2].placement, Placement::Share);
  EXPECT_EQ(d[2].representative, 1u);
}

TEST(AssignIntervals, ChainOfEightNeedsTwoBuffers) {
  // x_{i+1} = f(x_i): buffer i lives from its alloc (2i) to the op reading
  // it (2i+3).
  std::vector<LifetimeInterval> chain;
  for (int64_t i = 0; i < 8; ++i) chain.push_back({2 * i, 2 * i + 3, kLate, 0, Kind::Owned});
  auto d = assignIntervals(chain);
  int owned = 0;
  for (const IntervalDecision &decision : d) owned += decision.placement == Placement::Own;
  EXPECT_EQ(owned, 2);
}

TEST(AssignIntervals, LoopIntervalsReuseOrHoist) {
  auto d = assignIntervals({{0, 1, kLate, 0, Kind::Owned}, {2, 2, kLate, 0, Kind::InLoop}, {3, 3, kLate, 1, Kind::InLoop}});
  EXPECT_EQ(d[1].placement, Placement::Share);
  EXPECT_EQ(d[1].representative, 0u);
  EXPECT_EQ(d[2].placement, Placement::Hoist);
}

TEST(AssignIntervals, BranchIntervalsReuseButNeverLend) {
  auto d = assignIntervals({{0, 0, kLate, 0, Kind::InBranch}, {1, 1, kLate, 0, Kind::Owned}, {2, 2, kLate, 0, Kind::InBranch},
                            {3, 3, kLate, 0, Kind::InBranch}});
  EXPECT_EQ(d[0].placement, Placement::Skip);
  EXPECT_EQ(d[1].placement, Placement::Own);
  EXPECT_EQ(d[2].placement, Placement::Share);
  EXPECT_EQ(d[2].representative, 1u);
  EXPECT_EQ(d[3].placement, Placement::Share);
}

TEST(AssignIntervals, TwoBranchesAtTheSameOpDoNotShareWithEachOther) {
  auto d = assignIntervals({{0, 1, kLate, 0, Kind::Owned}, {2, 2, kLate, 0, Kind::InBranch}, {2, 2, kLate, 0, Kind::InBranch}});
  EXPECT_EQ(d[1].placement, Placement::Share);
  EXPECT_EQ(d[2].placement, Placement::Skip);
}

TEST(AssignIntervals, StorageReleasedBeforeTheStartIsNotReused) {
  // A is freed at 2, B starts at 4: reusing A would keep its storage
  // allocated at 3, where neither buffer was.
  auto d = assignIntervals({{0, 1, 2, 0, Kind::Owned}, {4, 5, kLate, 0, Kind::Owned}, {6, 7, kLate, 0, Kind::Owned}});
  EXPECT_EQ(d[1].placement, Placement::Own);
  // A stays dropped; C takes B's storage.
  EXPECT_EQ(d[2].placement, Placement::Share);
  EXPECT_EQ(d[2].representative, 1u);
  // Released exactly at the start (the dealloc is the op before it in the
  // doubled positions the pass uses): still allocated there.
  auto e = assignIntervals({{0, 1, 4, 0, Kind::Owned}, {4, 5, kLate, 0, Kind::Owned}});
  EXPECT_EQ(e[1].placement, Placement::Share);
}

TEST(AssignIntervals, SharingExtendsTheRelease) {
  // B shares A and is released late: C, after A's own release, may share.
  auto d = assignIntervals({{0, 1, 3, 0, Kind::Owned}, {2, 2, 9, 0, Kind::Owned}, {5, 6, 9, 0, Kind::Owned}});
  EXPECT_EQ(d[1].placement, Placement::Share);
  EXPECT_EQ(d[2].placement, Placement::Share);
  EXPECT_EQ(d[2].representative, 0u);
}

TEST(AssignIntervals, Empty) { EXPECT_TRUE(assignIntervals({}).empty()); }

/// An Owned interval of `bytes` bytes in storage class 0.
LifetimeInterval sized(int64_t start, int64_t end, int64_t release, uint32_t group, uint64_t bytes) {
  LifetimeInterval interval{start, end, release, group, Kind::Owned};
  interval.bytes = bytes;
  return interval;
}

TEST(AssignIntervals, SmallerTakesLargerStorageOfItsClass) {
  auto d = assignIntervals({sized(0, 1, kLate, 0, 256), sized(2, 3, kLate, 1, 64)});
  EXPECT_EQ(d[0].placement, Placement::Own);
  EXPECT_EQ(d[1].placement, Placement::Share);
  EXPECT_EQ(d[1].representative, 0u);
}

TEST(AssignIntervals, LargerNeverTakesSmallerStorage) {
  auto d = assignIntervals({sized(0, 1, kLate, 0, 64), sized(2, 3, kLate, 1, 256)});
  EXPECT_EQ(d[1].placement, Placement::Own);
}

TEST(AssignIntervals, OtherStorageClassOrNoBytesDoesNotResize) {
  LifetimeInterval otherClass = sized(2, 3, kLate, 1, 64);
  otherClass.storageClass = 1;
  LifetimeInterval dynamic = sized(2, 3, kLate, 2, 0);
  auto d = assignIntervals({sized(0, 1, kLate, 0, 256), otherClass, dynamic});
  EXPECT_EQ(d[1].placement, Placement::Own);
  EXPECT_EQ(d[2].placement, Placement::Own);
}

TEST(AssignIntervals, ResizeOnlyWithinTheLargerStoragesRelease) {
  // The larger storage is released at 5, the smaller buffer at 9: holding
  // the larger bytes until 9 could raise the peak.
  auto d = assignIntervals({sized(0, 1, 5, 0, 256), sized(2, 3, 9, 1, 64)});
  EXPECT_EQ(d[1].placement, Placement::Own);
  auto e = assignIntervals({sized(0, 1, 9, 0, 256), sized(2, 3, 9, 1, 64)});
  EXPECT_EQ(e[1].placement, Placement::Share);
}

TEST(AssignIntervals, ResizeTakesTheSmallestLargerStorage) {
  auto d = assignIntervals(
      {sized(0, 1, kLate, 0, 1024), sized(0, 1, kLate, 1, 128), sized(0, 1, kLate, 2, 32), sized(2, 3, kLate, 3, 100)});
  EXPECT_EQ(d[3].placement, Placement::Share);
  EXPECT_EQ(d[3].representative, 1u);
}

TEST(AssignIntervals, ResizedStorageReturnsToItsGroup) {
  // B (smaller) takes A's storage; after B, C of A's group takes it again.
  auto d = assignIntervals({sized(0, 1, kLate, 0, 256), sized(2, 3, kLate, 1, 64), sized(4, 5, kLate, 0, 256)});
  EXPECT_EQ(d[1].representative, 0u);
  EXPECT_EQ(d[2].placement, Placement::Share);
  EXPECT_EQ(d[2].representative, 0u);
}

TEST(AssignIntervals, SameGroupBeforeResize) {
  // A (256) and B (64) both free: C (64, B's group) takes B's storage.
  auto d = assignIntervals({sized(0, 1, kLate, 0, 256), sized(0, 1, kLate, 1, 64), sized(2, 3, kLate, 1, 64)});
  EXPECT_EQ(d[2].representative, 1u);
}

TEST(AssignIntervals, GuardedLoopIntervalsHoistButNeverLend) {
  std::vector<LifetimeInterval> intervals = {{0, 0, kLate, 0, Kind::InGuardedLoop},
                                             {2, 2, kLate, 0, Kind::InGuardedLoop},
                                             {4, 5, kLate, 0, Kind::Owned}};
  auto d = assignIntervals(intervals);
  EXPECT_EQ(d[0].placement, Placement::Hoist);
  EXPECT_EQ(d[1].placement, Placement::Hoist);
  EXPECT_EQ(d[2].placement, Placement::Own);
  // It takes free storage of the block like any loop interval.
  auto e = assignIntervals({{0, 1, kLate, 0, Kind::Owned}, {2, 2, kLate, 0, Kind::InGuardedLoop}});
  EXPECT_EQ(e[1].placement, Placement::Share);
}

TEST(ComputePeakBytes, OverlapsAddUp) {
  EXPECT_EQ(computePeakBytes({{0, 3, 10}, {2, 5, 20}, {4, 6, 5}}), 30u);
  EXPECT_EQ(computePeakBytes({{0, 1, 10}, {2, 3, 20}}), 20u);
  // Live at its end position: touching intervals overlap.
  EXPECT_EQ(computePeakBytes({{0, 2, 10}, {2, 3, 20}}), 30u);
  EXPECT_EQ(computePeakBytes({}), 0u);
}

TEST(ComputePeakBytes, NestedPeaksCountAtTheirPosition) {
  EXPECT_EQ(computePeakBytes({{0, 3, 10}}, {{2, 7}}), 17u);
  EXPECT_EQ(computePeakBytes({{0, 1, 10}}, {{2, 7}}), 10u);
  EXPECT_EQ(computePeakBytes({}, {{0, 7}}), 7u);
}

TEST(AssignArenaOffsets, LiveTogetherNeverOverlapInMemory) {
  // A and B live together; C after A (takes A's bytes); D overlaps all.
  std::vector<ArenaRequest> requests = {{0, 3, 100}, {1, 6, 64}, {4, 6, 100}, {0, 6, 10}};
  std::vector<uint64_t> offsets = assignArenaOffsets(requests, 64);
  ASSERT_EQ(offsets.size(), 4u);
  for (size_t i = 0; i < requests.size(); ++i) {
    EXPECT_EQ(offsets[i] % 64, 0u);
    for (size_t j = i + 1; j < requests.size(); ++j) {
      bool liveTogether = requests[i].start <= requests[j].end && requests[j].start <= requests[i].end;
      bool memoryOverlaps = offsets[i] < offsets[j] + requests[j].bytes && offsets[j] < offsets[i] + requests[i].bytes;
      EXPECT_FALSE(liveTogether && memoryOverlaps) << i << " and " << j;
    }
  }
  // The largest first at 0; the later 100-byte buffer reuses its bytes.
  EXPECT_EQ(offsets[0], 0u);
  EXPECT_EQ(offsets[2], 0u);
}

TEST(AssignArenaOffsets, FillsAGapBetweenPlacedBuffers) {
  // X at 0 (128 bytes), Y at 192 (64 bytes) after a 64-byte hole freed by Z
  // (dead when W is placed): W (64 bytes) fits the hole at 128.
  std::vector<ArenaRequest> requests = {{0, 9, 128}, {0, 1, 64}, {0, 9, 64}, {5, 9, 64}};
  std::vector<uint64_t> offsets = assignArenaOffsets(requests, 64);
  EXPECT_EQ(offsets[0], 0u);
  EXPECT_EQ(offsets[1], 128u);
  EXPECT_EQ(offsets[2], 192u);
  EXPECT_EQ(offsets[3], 128u);
}

}  // namespace
}  // namespace tbuf::plan

// Allocation tracking of the C runtime: alignment, live/peak/total counters,
// double free and foreign free detection, and tbufReport's summary, leak
// list and exit status (death tests run each scenario in a fresh process);
// with source sites (tbufAllocAt / tbufFreeAt), the reports' locations,
// leaks grouped by site, and the interior-pointer note of a bad free.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdlib>
#include <vector>

#include "runtime/tbuf_runtime.h"

namespace {

TEST(RuntimeAlloc, AlignsAndCountsLiveAndPeakBytes) {
  TbufAllocStats before = tbufAllocStats();
  void *a = tbufAlloc(100, 64);
  void *b = tbufAlloc(28, 0);
  ASSERT_NE(a, nullptr);
  ASSERT_NE(b, nullptr);
  EXPECT_EQ(reinterpret_cast<uintptr_t>(tbufAlignPtr(a, 64)) % 64, 0u);
  EXPECT_EQ(reinterpret_cast<uintptr_t>(tbufAlignPtr(b, 16)) % 16, 0u);
  TbufAllocStats s = tbufAllocStats();
  EXPECT_EQ(s.totalAllocations - before.totalAllocations, 2);
  EXPECT_EQ(s.liveAllocations - before.liveAllocations, 2);
  EXPECT_EQ(s.liveBytes - before.liveBytes, 128);
  tbufFree(a);
  void *c = tbufAlloc(10, 16);
  s = tbufAllocStats();
  EXPECT_EQ(s.liveBytes - before.liveBytes, 38);
  EXPECT_GE(s.peakLiveBytes, before.liveBytes + 128);
  tbufFree(b);
  tbufFree(c);
  tbufFree(nullptr);  // no-op
  s = tbufAllocStats();
  EXPECT_EQ(s.liveAllocations, before.liveAllocations);
  EXPECT_EQ(s.liveBytes, before.liveBytes);
  EXPECT_EQ(s.doubleFrees, before.doubleFrees);
}

TEST(RuntimeAlloc, AlignPtrRoundsUp) {
  char buffer[256];
  void *p = buffer + 1;
  uintptr_t aligned = reinterpret_cast<uintptr_t>(tbufAlignPtr(p, 128));
  EXPECT_EQ(aligned % 128, 0u);
  EXPECT_GE(aligned, reinterpret_cast<uintptr_t>(p));
  EXPECT_LT(aligned - reinterpret_cast<uintptr_t>(p), 128u);
  EXPECT_EQ(tbufAlignPtr(buffer + 64 - (reinterpret_cast<uintptr_t>(buffer) % 64), 64),
            buffer + 64 - (reinterpret_cast<uintptr_t>(buffer) % 64));
}

TEST(RuntimeAlloc, ManyAllocationsFreedInAnyOrder) {
  // Exercises table growth and backward-shift deletion.
  TbufAllocStats before = tbufAllocStats();
  std::vector<void *> ptrs;
  for (int i = 0; i < 5000; ++i) ptrs.push_back(tbufAlloc(i % 97, 16));
  for (size_t i = 0; i < ptrs.size(); i += 2) tbufFree(ptrs[i]);
  for (size_t i = ptrs.size() - 1; i < ptrs.size(); i -= 2) tbufFree(ptrs[i]);
  TbufAllocStats s = tbufAllocStats();
  EXPECT_EQ(s.totalAllocations - before.totalAllocations, 5000);
  EXPECT_EQ(s.liveAllocations, before.liveAllocations);
  EXPECT_EQ(s.liveBytes, before.liveBytes);
  EXPECT_EQ(s.doubleFrees, before.doubleFrees);
}

TEST(RuntimeAlloc, ZeroByteAllocationsAreDistinctAndTracked) {
  TbufAllocStats before = tbufAllocStats();
  void *a = tbufAlloc(0, 16);
  void *b = tbufAlloc(0, 16);
  EXPECT_NE(a, b);
  EXPECT_EQ(tbufAllocStats().liveAllocations - before.liveAllocations, 2);
  tbufFree(a);
  tbufFree(b);
  EXPECT_EQ(tbufAllocStats().liveAllocations, before.liveAllocations);
}

TEST(RuntimeAllocDeathTest, CleanRunReportsZeroAndExitsZero) {
  EXPECT_EXIT(
      {
        void *p = tbufAlloc(64, 64);
        void *q = tbufAlloc(32, 16);
        tbufFree(p);
        tbufFree(q);
        std::exit(tbufReport());
      },
      testing::ExitedWithCode(0),
      "^tbuf runtime: 2 allocations, peak 96 bytes live, 0 leaked \\(0 bytes\\), 0 bad frees\n$");
}

TEST(RuntimeAllocDeathTest, LeaksAreListedInAllocationOrder) {
  EXPECT_EXIT(
      {
        void *a = tbufAlloc(8, 16);
        void *b = tbufAlloc(16, 16);
        void *c = tbufAlloc(24, 16);
        tbufFree(b);
        (void)a;
        (void)c;
        std::exit(tbufReport());
      },
      testing::ExitedWithCode(1),
      "tbuf runtime: 3 allocations, peak 48 bytes live, 2 leaked \\(32 bytes\\), 0 bad frees\n"
      "tbuf runtime: leak: allocation #1, 8 bytes at 0x[0-9a-f]+\n"
      "tbuf runtime: leak: allocation #3, 24 bytes at 0x[0-9a-f]+\n");
}

TEST(RuntimeAllocDeathTest, LongLeakListIsTruncated) {
  EXPECT_EXIT(
      {
        for (int i = 0; i < 25; ++i) tbufAlloc(1, 16);
        std::exit(tbufReport());
      },
      testing::ExitedWithCode(1), "leak: allocation #20, 1 bytes.*\n.*\\.\\.\\. and 5 more leaks\n");
}

TEST(RuntimeAllocDeathTest, DoubleFreeIsReportedAndCounted) {
  EXPECT_EXIT(
      {
        void *p = tbufAlloc(40, 16);
        tbufFree(p);
        tbufFree(p);
        std::exit(tbufReport());
      },
      testing::ExitedWithCode(1),
      "tbuf runtime: double free of 0x[0-9a-f]+\n"
      "tbuf runtime: 1 allocations, peak 40 bytes live, 0 leaked \\(0 bytes\\), 1 bad frees\n");
}

TEST(RuntimeAllocDeathTest, ForeignFreeIsReportedAndNotPassedToFree) {
  EXPECT_EXIT(
      {
        static int notHeap[4];
        tbufFree(notHeap);
        void *m = std::malloc(16);
        tbufFree(m);
        std::free(m);
        std::exit(tbufReport());
      },
      testing::ExitedWithCode(1),
      "free of 0x[0-9a-f]+, which was not allocated by tbufAlloc\n"
      "tbuf runtime: free of 0x[0-9a-f]+, which was not allocated by tbufAlloc\n"
      "tbuf runtime: 0 allocations, peak 0 bytes live, 0 leaked \\(0 bytes\\), 2 bad frees\n");
}

TEST(RuntimeAllocDeathTest, ReusedAddressIsLiveAgain) {
  // After free + a new allocation at the same address, freeing it is fine.
  EXPECT_EXIT(
      {
        void *p = tbufAlloc(32, 16);
        tbufFree(p);
        void *q = tbufAlloc(32, 16);
        tbufFree(q);
        std::exit(tbufReport());
      },
      testing::ExitedWithCode(0), "0 leaked \\(0 bytes\\), 0 bad frees\n");
}

// ---- source sites ------------------------------------------------------------

const TbufSite kAllocSite = {"loop.mlir", 7, 10, "memref.alloc", nullptr, "main"};
const TbufSite kTensorSite = {"t.mlir", 4, 8, "memref.alloc", "tensor.empty", "fill"};
const TbufSite kFreeSite = {"f.mlir", 9, 3, "memref.dealloc", nullptr, "main"};
const TbufSite kFreeAgainSite = {"f.mlir", 12, 3, "memref.dealloc", "func.return", "main"};
const TbufSite kUnknownSite = {nullptr, 0, 0, "memref.alloc", nullptr, nullptr};
const TbufSite kLineOnlySite = {"g.mlir", 5, 0, "bufferization.clone", nullptr, nullptr};

TEST(RuntimeAllocSites, CountLikeTheSitelessCalls) {
  TbufAllocStats before = tbufAllocStats();
  void *a = tbufAllocAt(48, 64, &kAllocSite);
  void *b = tbufAllocAt(16, 0, nullptr);
  EXPECT_EQ(reinterpret_cast<uintptr_t>(tbufAlignPtr(a, 64)) % 64, 0u);
  TbufAllocStats s = tbufAllocStats();
  EXPECT_EQ(s.liveAllocations - before.liveAllocations, 2);
  EXPECT_EQ(s.liveBytes - before.liveBytes, 64);
  tbufFreeAt(a, &kFreeSite);
  tbufFree(b);
  tbufFreeAt(nullptr, &kFreeSite);  // no-op
  s = tbufAllocStats();
  EXPECT_EQ(s.liveAllocations, before.liveAllocations);
  EXPECT_EQ(s.doubleFrees, before.doubleFrees);
}

TEST(RuntimeAllocSitesDeathTest, LeakNamesItsSite) {
  EXPECT_EXIT(
      {
        tbufAllocAt(64, 0, &kAllocSite);
        tbufAllocAt(16, 0, &kTensorSite);
        std::exit(tbufReport());
      },
      testing::ExitedWithCode(1),
      "tbuf runtime: 2 allocations, peak 80 bytes live, 2 leaked \\(80 bytes\\), 0 bad frees\n"
      "tbuf runtime: leak: 64 bytes allocated at loop\\.mlir:7:10 \\(memref\\.alloc in @main\\) never freed "
      "\\(allocation #1 at 0x[0-9a-f]+\\)\n"
      "tbuf runtime: leak: 16 bytes allocated at t\\.mlir:4:8 \\(memref\\.alloc from tensor\\.empty in @fill\\) "
      "never freed \\(allocation #2 at 0x[0-9a-f]+\\)\n$");
}

TEST(RuntimeAllocSitesDeathTest, LeaksOfOneSiteAreOneLineInOrderOfTheirFirstAllocation) {
  EXPECT_EXIT(
      {
        void *first = tbufAlloc(8, 16);  // no site: its own line, old format
        for (int i = 0; i < 3; ++i) tbufAllocAt(64, 0, &kAllocSite);
        void *freed = tbufAllocAt(32, 0, &kTensorSite);
        tbufAllocAt(16, 0, &kTensorSite);
        tbufFreeAt(freed, &kFreeSite);
        (void)first;
        std::exit(tbufReport());
      },
      testing::ExitedWithCode(1),
      "tbuf runtime: 6 allocations, peak 248 bytes live, 5 leaked \\(216 bytes\\), 0 bad frees\n"
      "tbuf runtime: leak: allocation #1, 8 bytes at 0x[0-9a-f]+\n"
      "tbuf runtime: leak: 3 allocations, 192 bytes, allocated at loop\\.mlir:7:10 \\(memref\\.alloc in @main\\) "
      "never freed \\(allocations #2 to #4, the first at 0x[0-9a-f]+\\)\n"
      "tbuf runtime: leak: 16 bytes allocated at t\\.mlir:4:8 \\(memref\\.alloc from tensor\\.empty in @fill\\) "
      "never freed \\(allocation #6 at 0x[0-9a-f]+\\)\n$");
}

TEST(RuntimeAllocSitesDeathTest, UnknownAndPartialLocationsPrintWhatIsKnown) {
  EXPECT_EXIT(
      {
        tbufAllocAt(4, 0, &kUnknownSite);
        tbufAllocAt(8, 0, &kLineOnlySite);
        std::exit(tbufReport());
      },
      testing::ExitedWithCode(1),
      "leak: 4 bytes allocated at an unknown location \\(memref\\.alloc\\) never freed \\(allocation #1 at "
      "0x[0-9a-f]+\\)\n"
      "tbuf runtime: leak: 8 bytes allocated at g\\.mlir:5 \\(bufferization\\.clone\\) never freed");
}

TEST(RuntimeAllocSitesDeathTest, ManyLeakSitesAreTruncatedCountingLeaks) {
  static TbufSite sites[25];
  EXPECT_EXIT(
      {
        for (int i = 0; i < 25; ++i) {
          sites[i] = kAllocSite;
          sites[i].line = i + 1;
          tbufAllocAt(1, 0, &sites[i]);
          tbufAllocAt(1, 0, &sites[i]);
        }
        std::exit(tbufReport());
      },
      testing::ExitedWithCode(1),
      "leak: 2 allocations, 2 bytes, allocated at loop\\.mlir:20:10 .*\n"
      "tbuf runtime: \\.\\.\\. and 10 more leaks\n$");
}

TEST(RuntimeAllocSitesDeathTest, DoubleFreeNamesAllocationFirstFreeAndSecondFree) {
  EXPECT_EXIT(
      {
        void *p = tbufAllocAt(32, 0, &kAllocSite);
        tbufFreeAt(p, &kFreeSite);
        tbufFreeAt(p, &kFreeAgainSite);
        std::exit(tbufReport());
      },
      testing::ExitedWithCode(1),
      "^tbuf runtime: double free of 0x[0-9a-f]+: 32 bytes allocated at loop\\.mlir:7:10 \\(memref\\.alloc in "
      "@main\\), first freed at f\\.mlir:9:3 \\(memref\\.dealloc in @main\\), freed again at f\\.mlir:12:3 "
      "\\(memref\\.dealloc from func\\.return in @main\\)\n"
      "tbuf runtime: 1 allocations, peak 32 bytes live, 0 leaked \\(0 bytes\\), 1 bad frees\n$");
}

TEST(RuntimeAllocSitesDeathTest, BadFreeNamesItsSiteAndTheAllocationItPointsInto) {
  EXPECT_EXIT(
      {
        static int notHeap[4];
        tbufFreeAt(notHeap, &kFreeSite);
        char *p = static_cast<char *>(tbufAllocAt(64, 0, &kTensorSite));
        tbufFreeAt(p + 16, &kFreeAgainSite);
        tbufFreeAt(p, &kFreeSite);
        std::exit(tbufReport());
      },
      testing::ExitedWithCode(1),
      "^tbuf runtime: free of 0x[0-9a-f]+ at f\\.mlir:9:3 \\(memref\\.dealloc in @main\\), which was not "
      "allocated by tbufAlloc\n"
      "tbuf runtime: free of 0x[0-9a-f]+ at f\\.mlir:12:3 \\(memref\\.dealloc from func\\.return in @main\\), "
      "which was not allocated by tbufAlloc \\(it points 16 bytes into allocation #1 of 64 bytes allocated at "
      "t\\.mlir:4:8 \\(memref\\.alloc from tensor\\.empty in @fill\\)\\)\n"
      "tbuf runtime: 1 allocations, peak 64 bytes live, 0 leaked \\(0 bytes\\), 2 bad frees\n$");
}

TEST(RuntimeAllocSitesDeathTest, FileNamesArePrintedAsGiven) {
  static const TbufSite site = {"dir with \"quotes\"\\na\xc3\xafve.mlir", 2, 3, "memref.alloc", nullptr, nullptr};
  EXPECT_EXIT(
      {
        tbufAllocAt(1, 0, &site);
        std::exit(tbufReport());
      },
      testing::ExitedWithCode(1), "allocated at dir with \"quotes\"\\\\na\xc3\xafve\\.mlir:2:3 \\(memref\\.alloc\\)");
}

}  // namespace

/* Tracked aligned allocation for code emitted by tbuf.
 *
 * Every live allocation is an entry of an open-addressing hash table keyed by
 * the allocated pointer (linear probing, backward-shift deletion, grown at
 * 1/2 load), so tbufAlloc and tbufFree are O(1) expected. A second table of
 * the same kind remembers addresses that were freed and not handed out
 * again, which tells a double free apart from the free of a pointer this
 * runtime never returned. Neither table goes through tbufAlloc. Not
 * thread-safe: emitted programs are single-threaded.
 *
 * Entries keep the source sites (TbufSite) of the allocation and of the
 * first free, so the reports say where in the MLIR source a leaked buffer
 * was allocated, or a twice-freed one allocated and freed; leaks from one
 * site are reported together.
 *
 * Pure C99. */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tbuf_runtime.h" /* same directory: also when embedded flat */

#if defined(__GLIBC__)
#include <malloc.h> /* mallopt */
#endif

#define TBUF_DEFAULT_ALIGNMENT 16
/* What malloc guarantees on the platforms we target (alignof(max_align_t)). */
#define TBUF_MALLOC_ALIGNMENT 16
#define TBUF_MAX_LISTED_LEAKS 20

/* One slot of a pointer-keyed table; key NULL = empty. */
typedef struct Slot {
  void *key;
  int64_t bytes;    /* size requested */
  int64_t sequence; /* 1-based allocation number */
  const TbufSite *allocSite;
  const TbufSite *freeSite; /* freed table: the first free */
} Slot;

typedef struct Table {
  Slot *slots;
  size_t capacity; /* power of two, or 0 before first use */
  size_t count;
} Table;

static Table liveTable;
static Table freedTable;
static TbufAllocStats stats;

static void fatal(const char *what, int64_t bytes) {
  fprintf(stderr, "tbuf runtime: out of memory (%s, %lld bytes)\n", what, (long long)bytes);
  fflush(stderr);
  abort();
}

/* Fibonacci hashing of the address bits above the alignment. */
static size_t slotOf(const Table *t, const void *key) {
  uint64_t h = (uint64_t)(uintptr_t)key;
  h ^= h >> 4;
  h *= UINT64_C(0x9E3779B97F4A7C15);
  return (size_t)(h >> 17) & (t->capacity - 1);
}

static void tableInsertNoGrow(Table *t, Slot s) {
  size_t i = slotOf(t, s.key);
  while (t->slots[i].key != NULL) i = (i + 1) & (t->capacity - 1);
  t->slots[i] = s;
  t->count++;
}

static void tableGrow(Table *t) {
  size_t oldCapacity = t->capacity;
  Slot *old = t->slots;
  size_t i;
  t->capacity = oldCapacity ? oldCapacity * 2 : 64;
  t->slots = (Slot *)calloc(t->capacity, sizeof(Slot));
  if (t->slots == NULL) fatal("tracking table", (int64_t)(t->capacity * sizeof(Slot)));
  t->count = 0;
  for (i = 0; i < oldCapacity; ++i)
    if (old[i].key != NULL) tableInsertNoGrow(t, old[i]);
  free(old);
}

static void tableInsert(Table *t, Slot s) {
  if (2 * (t->count + 1) > t->capacity) tableGrow(t);
  tableInsertNoGrow(t, s);
}

/* Index of `key` or (size_t)-1. `key` is only compared, never read through;
 * it is not `const void *` because GCC 12 then assumes the callee reads the
 * (fresh, uninitialised) block and warns under -O1 with sanitizers. */
static size_t tableFind(const Table *t, void *key) {
  size_t i;
  if (t->capacity == 0) return (size_t)-1;
  for (i = slotOf(t, key); t->slots[i].key != NULL; i = (i + 1) & (t->capacity - 1))
    if (t->slots[i].key == key) return i;
  return (size_t)-1;
}

/* Removes slot `i`, shifting later members of its probe run back so lookups
 * need no tombstones. */
static void tableErase(Table *t, size_t i) {
  size_t mask = t->capacity - 1;
  size_t j = i;
  t->slots[i].key = NULL;
  t->count--;
  for (;;) {
    size_t home;
    j = (j + 1) & mask;
    if (t->slots[j].key == NULL) return;
    home = slotOf(t, t->slots[j].key);
    /* Move slot j into the hole at i unless its home lies cyclically in
     * (i, j]. */
    if ((j > i && (home <= i || home > j)) || (j < i && (home <= i && home > j))) {
      t->slots[i] = t->slots[j];
      t->slots[j].key = NULL;
      i = j;
    }
  }
}

/* glibc returns a freed block above its mmap threshold (128 KB, raised
 * dynamically up to the size of the largest block freed) to the system, and
 * trims the heap's free top above twice that, so a program that allocates
 * and frees a few megabyte-sized buffers per call of a kernel page-faults all
 * of their memory in again on every call: the page faults then cost more CPU
 * time than the loops that fill the buffers. Once, before the first
 * allocation, the runtime asks glibc to serve blocks up to 32 MB from the
 * heap and to keep up to 512 MB of freed memory at its top, so such buffers
 * are reused warm. Larger blocks are still mapped and unmapped. A
 * MALLOC_MMAP_THRESHOLD_ / MALLOC_TRIM_THRESHOLD_ environment setting wins;
 * other C libraries are left as they are. A program embedding the runtime
 * that wants glibc's defaults compiles it with -DTBUF_NO_MALLOC_TUNING. */
#define TBUF_HEAP_BLOCK_LIMIT (32 * 1024 * 1024)
#define TBUF_RETAINED_TOP (512 * 1024 * 1024)
static void tuneMallocOnce(void) {
  static int tuned = 0;
  if (tuned) return;
  tuned = 1;
#if defined(__GLIBC__) && defined(M_MMAP_THRESHOLD) && defined(M_TRIM_THRESHOLD) && !defined(TBUF_NO_MALLOC_TUNING)
  if (getenv("MALLOC_MMAP_THRESHOLD_") == NULL) mallopt(M_MMAP_THRESHOLD, TBUF_HEAP_BLOCK_LIMIT);
  if (getenv("MALLOC_TRIM_THRESHOLD_") == NULL) mallopt(M_TRIM_THRESHOLD, TBUF_RETAINED_TOP);
#endif
}

void *tbufAlloc(int64_t bytes, int64_t alignment) { return tbufAllocAt(bytes, alignment, NULL); }

void *tbufAllocAt(int64_t bytes, int64_t alignment, const TbufSite *site) {
  void *p = NULL;
  size_t align;
  size_t size;
  Slot s;
  size_t freedIndex;
  if (bytes < 0) {
    fprintf(stderr, "tbuf runtime: allocation of a negative size (%lld bytes)\n", (long long)bytes);
    fflush(stderr);
    abort();
  }
  if (alignment <= 0) alignment = TBUF_DEFAULT_ALIGNMENT;
  if ((alignment & (alignment - 1)) != 0) {
    fprintf(stderr, "tbuf runtime: alignment %lld is not a power of two\n", (long long)alignment);
    fflush(stderr);
    abort();
  }
  /* Like MLIR's lowering: over-allocate by alignment - 1 and let the caller
   * round up with tbufAlignPtr (malloc already gives TBUF_MALLOC_ALIGNMENT).
   * posix_memalign is not used: glibc's memalign path does not reuse freed
   * multi-megabyte blocks, so a loop allocating and freeing one buffer page-
   * faults fresh memory every iteration. Zero-byte allocations still get a
   * unique address so they are tracked. */
  align = (size_t)alignment;
  size = (bytes == 0 ? 1 : (size_t)bytes) + (align > TBUF_MALLOC_ALIGNMENT ? align - 1 : 0);
  if ((int64_t)size < bytes) fatal("tbufAlloc", bytes);
  tuneMallocOnce();
  p = malloc(size);
  if (p == NULL) fatal("tbufAlloc", bytes);

  freedIndex = tableFind(&freedTable, p);
  if (freedIndex != (size_t)-1) tableErase(&freedTable, freedIndex);
  stats.totalAllocations++;
  stats.liveAllocations++;
  stats.liveBytes += bytes;
  if (stats.liveBytes > stats.peakLiveBytes) stats.peakLiveBytes = stats.liveBytes;
  s.key = p;
  s.bytes = bytes;
  s.sequence = stats.totalAllocations;
  s.allocSite = site;
  s.freeSite = NULL;
  tableInsert(&liveTable, s);
  return p;
}

void *tbufAlignPtr(void *allocated, int64_t alignment) {
  uintptr_t a;
  if (alignment <= 0) alignment = TBUF_DEFAULT_ALIGNMENT;
  a = (uintptr_t)alignment;
  return (void *)(((uintptr_t)allocated + a - 1) & ~(a - 1));
}

/* Writes " at FILE:LINE:COL (OP[ from SOURCEOP][ in @FUNCTION])" for
 * `site`, " at an unknown location (...)" without a file; nothing for NULL. */
static void printSite(const TbufSite *site) {
  if (site == NULL) return;
  if (site->file == NULL)
    fputs(" at an unknown location", stderr);
  else if (site->line <= 0)
    fprintf(stderr, " at %s", site->file);
  else if (site->column <= 0)
    fprintf(stderr, " at %s:%ld", site->file, (long)site->line);
  else
    fprintf(stderr, " at %s:%ld:%ld", site->file, (long)site->line, (long)site->column);
  if (site->op == NULL && site->function == NULL) return;
  fputs(" (", stderr);
  if (site->op != NULL) fputs(site->op, stderr);
  if (site->op != NULL && site->sourceOp != NULL) fprintf(stderr, " from %s", site->sourceOp);
  if (site->function != NULL) fprintf(stderr, "%sin @%s", site->op != NULL ? " " : "", site->function);
  fputc(')', stderr);
}

/* The live allocation whose bytes contain `p` (an interior pointer: a view's
 * aligned pointer, an offset into a buffer), or NULL. Only for reports: a
 * linear scan. */
static const Slot *liveAllocationContaining(const void *p) {
  size_t i;
  uintptr_t address = (uintptr_t)p;
  for (i = 0; i < liveTable.capacity; ++i) {
    const Slot *s = &liveTable.slots[i];
    uintptr_t begin = (uintptr_t)s->key;
    if (s->key != NULL && address > begin && address - begin < (uintptr_t)(s->bytes ? s->bytes : 1)) return s;
  }
  return NULL;
}

void tbufFree(void *allocated) { tbufFreeAt(allocated, NULL); }

void tbufFreeAt(void *allocated, const TbufSite *site) {
  size_t i;
  Slot freed;
  if (allocated == NULL) return;
  i = tableFind(&liveTable, allocated);
  if (i == (size_t)-1) {
    size_t f = tableFind(&freedTable, allocated);
    stats.doubleFrees++;
    fflush(stdout);
    if (f != (size_t)-1) {
      const Slot *first = &freedTable.slots[f];
      fprintf(stderr, "tbuf runtime: double free of %p", allocated);
      if (first->allocSite != NULL || first->freeSite != NULL || site != NULL) {
        fprintf(stderr, ": %lld bytes allocated", (long long)first->bytes);
        if (first->allocSite != NULL) printSite(first->allocSite);
        fputs(", first freed", stderr);
        if (first->freeSite != NULL) printSite(first->freeSite);
        fputs(", freed again", stderr);
        if (site != NULL) printSite(site);
      }
      fputc('\n', stderr);
    } else {
      const Slot *container = liveAllocationContaining(allocated);
      fprintf(stderr, "tbuf runtime: free of %p", allocated);
      printSite(site);
      fputs(", which was not allocated by tbufAlloc", stderr);
      if (container != NULL) {
        fprintf(stderr, " (it points %lld bytes into allocation #%lld of %lld bytes",
                (long long)((uintptr_t)allocated - (uintptr_t)container->key), (long long)container->sequence,
                (long long)container->bytes);
        if (container->allocSite != NULL) {
          fputs(" allocated", stderr);
          printSite(container->allocSite);
        }
        fputc(')', stderr);
      }
      fputc('\n', stderr);
    }
    fflush(stderr);
    return;
  }
  freed = liveTable.slots[i];
  stats.liveAllocations--;
  stats.liveBytes -= freed.bytes;
  tableErase(&liveTable, i);
  freed.freeSite = site;
  tableInsert(&freedTable, freed);
  free(allocated);
}

TbufAllocStats tbufAllocStats(void) { return stats; }

static int bySequence(const void *a, const void *b) {
  int64_t x = ((const Slot *)a)->sequence, y = ((const Slot *)b)->sequence;
  return (x > y) - (x < y);
}

/* Orders leaks by allocation site (NULL sites last, each its own group),
 * then by sequence. */
static int bySiteThenSequence(const void *a, const void *b) {
  const Slot *x = (const Slot *)a, *y = (const Slot *)b;
  if (x->allocSite != y->allocSite) {
    if (x->allocSite == NULL) return 1;
    if (y->allocSite == NULL) return -1;
    return (uintptr_t)x->allocSite < (uintptr_t)y->allocSite ? -1 : 1;
  }
  return bySequence(a, b);
}

/* One line for the leaks[0..n) that share a site (n == 1 for a leak
 * without a site: MLIR-less callers of tbufAlloc keep the old format). */
static void printLeakGroup(const Slot *leaks, size_t n) {
  int64_t bytes = 0;
  size_t i;
  for (i = 0; i < n; ++i) bytes += leaks[i].bytes;
  if (leaks[0].allocSite == NULL) {
    fprintf(stderr, "tbuf runtime: leak: allocation #%lld, %lld bytes at %p\n", (long long)leaks[0].sequence,
            (long long)leaks[0].bytes, leaks[0].key);
    return;
  }
  if (n == 1) {
    fprintf(stderr, "tbuf runtime: leak: %lld bytes allocated", (long long)bytes);
    printSite(leaks[0].allocSite);
    fprintf(stderr, " never freed (allocation #%lld at %p)\n", (long long)leaks[0].sequence, leaks[0].key);
    return;
  }
  fprintf(stderr, "tbuf runtime: leak: %lld allocations, %lld bytes, allocated", (long long)n, (long long)bytes);
  printSite(leaks[0].allocSite);
  fprintf(stderr, " never freed (allocations #%lld to #%lld, the first at %p)\n", (long long)leaks[0].sequence,
          (long long)leaks[n - 1].sequence, leaks[0].key);
}

int tbufReport(void) {
  fflush(stdout);
  fprintf(stderr,
          "tbuf runtime: %lld allocations, peak %lld bytes live, %lld leaked (%lld bytes), %lld bad frees\n",
          (long long)stats.totalAllocations, (long long)stats.peakLiveBytes,
          (long long)stats.liveAllocations, (long long)stats.liveBytes, (long long)stats.doubleFrees);
  if (stats.liveAllocations > 0) {
    /* Leaks of one site form a group; groups are listed in the order of
     * their oldest allocation. `groups[g]` is the index of group g's first
     * leak in `leaks` (sorted by site), `groupFirst` that leak as a key for
     * sorting the groups. */
    size_t n = 0, numGroups = 0, listed = 0, i, g;
    Slot *leaks = (Slot *)malloc(liveTable.count * sizeof(Slot));
    Slot *groupFirst = (Slot *)malloc(liveTable.count * sizeof(Slot));
    if (leaks == NULL || groupFirst == NULL) fatal("tbufReport", (int64_t)(liveTable.count * sizeof(Slot)));
    for (i = 0; i < liveTable.capacity; ++i)
      if (liveTable.slots[i].key != NULL) leaks[n++] = liveTable.slots[i];
    qsort(leaks, n, sizeof(Slot), bySiteThenSequence);
    for (i = 0; i < n; ++i) {
      if (i > 0 && leaks[i].allocSite != NULL && leaks[i].allocSite == leaks[i - 1].allocSite) continue;
      groupFirst[numGroups] = leaks[i];
      groupFirst[numGroups].bytes = (int64_t)i; /* reused: the group's start in `leaks` */
      numGroups++;
    }
    qsort(groupFirst, numGroups, sizeof(Slot), bySequence);
    for (g = 0; g < numGroups && g < TBUF_MAX_LISTED_LEAKS; ++g) {
      size_t begin = (size_t)groupFirst[g].bytes, end = begin + 1;
      while (end < n && leaks[begin].allocSite != NULL && leaks[end].allocSite == leaks[begin].allocSite) ++end;
      printLeakGroup(leaks + begin, end - begin);
      listed += end - begin;
    }
    if (listed < n) fprintf(stderr, "tbuf runtime: ... and %lld more leaks\n", (long long)(n - listed));
    free(groupFirst);
    free(leaks);
  }
  fflush(stderr);
  return stats.liveAllocations != 0 || stats.doubleFrees != 0;
}

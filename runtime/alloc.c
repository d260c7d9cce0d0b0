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
 * Pure C99. */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tbuf_runtime.h" /* same directory: also when embedded flat */

#define TBUF_DEFAULT_ALIGNMENT 16
/* What malloc guarantees on the platforms we target (alignof(max_align_t)). */
#define TBUF_MALLOC_ALIGNMENT 16
#define TBUF_MAX_LISTED_LEAKS 20

/* One slot of a pointer-keyed table; key NULL = empty. */
typedef struct Slot {
  void *key;
  int64_t bytes;    /* live table: size requested */
  int64_t sequence; /* live table: 1-based allocation number */
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

void *tbufAlloc(int64_t bytes, int64_t alignment) {
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
  tableInsert(&liveTable, s);
  return p;
}

void *tbufAlignPtr(void *allocated, int64_t alignment) {
  uintptr_t a;
  if (alignment <= 0) alignment = TBUF_DEFAULT_ALIGNMENT;
  a = (uintptr_t)alignment;
  return (void *)(((uintptr_t)allocated + a - 1) & ~(a - 1));
}

void tbufFree(void *allocated) {
  size_t i;
  if (allocated == NULL) return;
  i = tableFind(&liveTable, allocated);
  if (i == (size_t)-1) {
    stats.doubleFrees++;
    if (tableFind(&freedTable, allocated) != (size_t)-1)
      fprintf(stderr, "tbuf runtime: double free of %p\n", allocated);
    else
      fprintf(stderr, "tbuf runtime: free of %p, which was not allocated by tbufAlloc\n", allocated);
    fflush(stderr);
    return;
  }
  stats.liveAllocations--;
  stats.liveBytes -= liveTable.slots[i].bytes;
  tableErase(&liveTable, i);
  {
    Slot s;
    s.key = allocated;
    s.bytes = 0;
    s.sequence = 0;
    tableInsert(&freedTable, s);
  }
  free(allocated);
}

TbufAllocStats tbufAllocStats(void) { return stats; }

static int bySequence(const void *a, const void *b) {
  int64_t x = ((const Slot *)a)->sequence, y = ((const Slot *)b)->sequence;
  return (x > y) - (x < y);
}

int tbufReport(void) {
  fflush(stdout);
  fprintf(stderr,
          "tbuf runtime: %lld allocations, peak %lld bytes live, %lld leaked (%lld bytes), %lld bad frees\n",
          (long long)stats.totalAllocations, (long long)stats.peakLiveBytes,
          (long long)stats.liveAllocations, (long long)stats.liveBytes, (long long)stats.doubleFrees);
  if (stats.liveAllocations > 0) {
    /* List the oldest leaks first, in allocation order. */
    size_t n = 0, i;
    Slot *leaks = (Slot *)malloc(liveTable.count * sizeof(Slot));
    if (leaks == NULL) fatal("tbufReport", (int64_t)(liveTable.count * sizeof(Slot)));
    for (i = 0; i < liveTable.capacity; ++i)
      if (liveTable.slots[i].key != NULL) leaks[n++] = liveTable.slots[i];
    qsort(leaks, n, sizeof(Slot), bySequence);
    for (i = 0; i < n && i < TBUF_MAX_LISTED_LEAKS; ++i)
      fprintf(stderr, "tbuf runtime: leak: allocation #%lld, %lld bytes at %p\n",
              (long long)leaks[i].sequence, (long long)leaks[i].bytes, leaks[i].key);
    if (n > TBUF_MAX_LISTED_LEAKS)
      fprintf(stderr, "tbuf runtime: ... and %lld more leaks\n", (long long)(n - TBUF_MAX_LISTED_LEAKS));
    free(leaks);
  }
  fflush(stderr);
  return stats.liveAllocations != 0 || stats.doubleFrees != 0;
}

// jemalloc's options for the `tbuf` binary (the library leaves the allocator
// to the embedding program). jemalloc reads this symbol at start-up; the
// MALLOC_CONF environment variable is read after it and overrides what it
// names. Measured on the module-scale shapes (docs/benchmarks.md, "Huge pages
// for the heap").
//
// thp:always: the heap is mapped with transparent huge pages (2 MB) where the
// kernel allows them (`madvise` or `always` in
// /sys/kernel/mm/transparent_hugepage/enabled). A large module's IR is
// hundreds of MB of small objects reached by pointers; with 4 KB pages a
// good part of every pass goes to page faults and address translation.
//
// dirty_decay_ms:30000: memory freed by one pass is returned to the kernel
// over the following 30 s instead of 10 s (jemalloc's default). What is
// returned early the next pass faults in again and the kernel zeroes again,
// 2 MB at a time with huge pages; a compile lasts seconds. Never returning it
// (-1) saved a little more time but raised peak RSS by 8-22 %; 30 s keeps
// the peak where 10 s had it.
//
// `MALLOC_CONF=thp:default,dirty_decay_ms:10000` restores jemalloc's defaults.
extern "C" {
__attribute__((used)) const char *malloc_conf = "thp:always,dirty_decay_ms:30000";
}

/* The C runtime that C emitted by tbuf (lower/) links against: tracked
 * aligned allocation, MLIR runner-utils compatible printing, timers.
 * Pure C99, no C++; the emitter and the runtime agree on the ABI below
 * This header is the contract between lower/ and runtime/. */
#ifndef TBUF_RUNTIME_H
#define TBUF_RUNTIME_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ---- Memref descriptors ------------------------------------------------
 * A ranked memref<d0 x ... x T> is the struct
 *   struct { T *allocated; T *aligned; int64_t offset;
 *            int64_t sizes[R]; int64_t strides[R]; }
 * (rank 0: no sizes/strides), declared by the emitted code per (T, R).
 * An unranked memref<*xT> is TbufUnrankedMemRef: the rank and a pointer to
 * a ranked descriptor of that rank (MLIR's UnrankedMemRefType). */
typedef struct TbufUnrankedMemRef {
  int64_t rank;
  void *descriptor;
} TbufUnrankedMemRef;

/* ---- Allocation --------------------------------------------------------
 * Every memref.alloc / realloc / clone goes through these. `alignment` is
 * a power of two (0 = default 16). Returns the allocated pointer; the
 * aligned pointer is computed by the caller with tbufAlignPtr. Tracking is
 * always on: live allocations, peak live bytes, total allocations.
 * tbufFree(NULL) is a no-op; freeing a pointer that is not live (double
 * free, foreign pointer) is reported on stderr and counted. */
void *tbufAlloc(int64_t bytes, int64_t alignment);
void *tbufAlignPtr(void *allocated, int64_t alignment);
void tbufFree(void *allocated);

/* Where an allocation or a free comes from in the MLIR source: C emitted
 * with locations (`tbuf --emit=c --emit-c-locations`, always under `tbuf
 * run`) defines one `static const TbufSite` per allocating or freeing op
 * and passes its address to tbufAllocAt / tbufFreeAt, so the leak and
 * bad-free reports name the source position, e.g.
 *   leak: 64 bytes allocated at loop.mlir:6:10 (memref.alloc in @main) never freed
 * A site must outlive the program's last tbufReport (static storage). */
typedef struct TbufSite {
  const char *file;     /* source file name; NULL when the location is unknown */
  int32_t line;         /* 1-based; 0 when unknown */
  int32_t column;       /* 1-based; 0 when unknown */
  const char *op;       /* the op in the compiled program, e.g. "memref.alloc" */
  const char *sourceOp; /* the op written at file:line:column when it is another
                           one (e.g. "tensor.empty" for a bufferized tensor op),
                           else NULL */
  const char *function; /* the enclosing function's symbol without '@', or NULL */
} TbufSite;
/* tbufAlloc / tbufFree that remember `site` (NULL: no site, the same as
 * tbufAlloc / tbufFree). */
void *tbufAllocAt(int64_t bytes, int64_t alignment, const TbufSite *site);
void tbufFreeAt(void *allocated, const TbufSite *site);

/* Allocation summary, printed on stderr by tbufReport. */
typedef struct TbufAllocStats {
  int64_t totalAllocations;
  int64_t liveAllocations;
  int64_t liveBytes;
  int64_t peakLiveBytes;
  int64_t doubleFrees;  /* frees of pointers that were not live */
} TbufAllocStats;
TbufAllocStats tbufAllocStats(void);
/* Prints the summary (leaks listed) on stderr; returns 0 when there are no
 * leaks and no bad frees, 1 otherwise (the `tbuf run` exit status). */
int tbufReport(void);

/* ---- Printing (byte-identical to MLIR's runner utils) ------------------
 * Names as MLIR's CRunnerUtils/RunnerUtils export them, so a
 * `func.func private @printMemrefF32(memref<*xf32>)` declaration in the
 * input calls these directly. */
void printMemrefF16(TbufUnrankedMemRef m);
void printMemrefF32(TbufUnrankedMemRef m);
void printMemrefF64(TbufUnrankedMemRef m);
void printMemrefI8(TbufUnrankedMemRef m);
void printMemrefI16(TbufUnrankedMemRef m);
void printMemrefI32(TbufUnrankedMemRef m);
void printMemrefI64(TbufUnrankedMemRef m);
void printMemrefInd(TbufUnrankedMemRef m); /* index = int64_t */
void printMemrefBF16(TbufUnrankedMemRef m); /* added: bf16 as its float value */

/* IEEE binary16 -> float, exact (every half is a float); also used by the
   interpreter so both print f16 identically. */
float tbufHalfToFloat(uint16_t h);
void printF32(float f);
void printF64(double d);
void printI64(int64_t i);
void printU64(uint64_t u);
void printNewline(void);
void printOpen(void);
void printClose(void);
void printComma(void);
void printString(const char *s); /* added: MLIR's printString */
void printFlops(double flops);
double rtclock(void);

#ifdef __cplusplus
}
#endif

/* ---- Vector ISA clones -------------------------------------------------
 * The emitted C prefixes the definition of each function that runs loops
 * over memory with TBUF_VECTOR_CLONES. Under GCC 12+ on x86-64 glibc it is
 * `target_clones`: the function is compiled once per listed vector ISA and
 * the widest one the CPU supports is picked when the program loads, so the
 * loops use the machine's vector width while the binary runs on any
 * x86-64. Results do not change: every clone runs the same operations in
 * the same order. GCC's AVX-512F implies FMA, which GCC's GNU C modes would
 * contract `a * b + c` into (ISO modes such as -std=c99 do not), so that
 * clone is listed in ISO modes only. Elsewhere the macro is empty; define
 * it (e.g. `-DTBUF_VECTOR_CLONES=`) to choose otherwise. */
#ifndef TBUF_VECTOR_CLONES
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ >= 12 && defined(__x86_64__) && defined(__GLIBC__)
#if defined(__STRICT_ANSI__)
#define TBUF_VECTOR_CLONES __attribute__((target_clones("avx512f", "avx2", "default")))
#else
#define TBUF_VECTOR_CLONES __attribute__((target_clones("avx2", "default")))
#endif
#else
#define TBUF_VECTOR_CLONES
#endif
#endif

#endif /* TBUF_RUNTIME_H */

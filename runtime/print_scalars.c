/* Scalar printing and timing helpers with the names and output of MLIR's
 * libmlir_c_runner_utils (CRunnerUtils.cpp), so a program that declares
 * `func.func private @printF32(f32)` and friends prints the same text under
 * `tbuf run` as under mlir-runner: floats with "%g", integers in decimal,
 * "( ", " )", ", " for vector-style output, printFlops on stderr, rtclock in
 * seconds since the Epoch.
 *
 * Pure C99 (POSIX clock_gettime for rtclock). */
#define _POSIX_C_SOURCE 199309L

#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <time.h>

#include "tbuf_runtime.h" /* same directory: also when embedded flat */

void printF32(float f) { printf("%g", (double)f); }
void printF64(double d) { printf("%g", d); }
void printI64(int64_t i) { printf("%" PRId64, i); }
void printU64(uint64_t u) { printf("%" PRIu64, u); }
void printString(const char *s) { fputs(s, stdout); }
void printNewline(void) { putchar('\n'); }
void printOpen(void) { fputs("( ", stdout); }
void printClose(void) { fputs(" )", stdout); }
void printComma(void) { fputs(", ", stdout); }

void printFlops(double flops) {
  fflush(stdout);
  fprintf(stderr, "%f GFLOPS\n", flops / 1.0e9);
}

double rtclock(void) {
  struct timespec ts;
  if (clock_gettime(CLOCK_REALTIME, &ts) != 0) {
    fprintf(stderr, "tbuf runtime: clock_gettime failed\n");
    return 0.0;
  }
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1.0e-9;
}

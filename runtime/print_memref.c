/* printMemref{F16,BF16,F32,F64,I8,I16,I32,I64,Ind}: print a memref the way
 * MLIR's runner utils (libmlir_runner_utils, impl::printMemRef) do, byte for
 * byte, so the output of an emitted program compares with mlir-runner's:
 *
 *   Unranked Memref base@ = 0x... rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data = \n
 *   [[1,   2,   3], \n
 *    [4,   5,   6]]\n
 *
 * Layout rules (MLIR's MemRefDataPrinter): an element is followed by ", "
 * and, above the innermost dimension, by a newline; every element but the
 * first of a dimension is preceded by (rank - dim + 1) spaces; a dimension of
 * size <= 1 closes right after its first element. Elements use C++ stream
 * defaults, which for the types here equal printf("%g") for floats (f16/bf16
 * widened to float), decimal integers, index as unsigned 64-bit, and i8 as
 * the raw character (std::ostream prints int8_t as a char). The base pointer
 * is the aligned pointer, "0" when null (libstdc++'s void* format).
 *
 * Empty memrefs: MLIR reads (out of bounds) the first element of an empty
 * dimension; we keep the same brackets but print no element there.
 *
 * Pure C99. */
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "tbuf_runtime.h" /* same directory: also when embedded flat */

/* The common prefix of every ranked descriptor (see tbuf_runtime.h):
 * sizes[rank] then strides[rank] follow `offset`. */
typedef struct DescriptorPrefix {
  void *allocated;
  void *aligned;
  int64_t offset;
} DescriptorPrefix;

typedef void (*PrintElementFn)(const char *base, int64_t index);

static const int64_t *sizesOf(const void *descriptor) {
  return (const int64_t *)((const char *)descriptor + sizeof(DescriptorPrefix));
}

static void printSpaces(int64_t count) {
  int64_t i;
  for (i = 0; i < count; ++i) putchar(' ');
}

static int anyZero(const int64_t *sizes, int64_t n) {
  int64_t i;
  for (i = 0; i < n; ++i)
    if (sizes[i] == 0) return 1;
  return 0;
}

/* Prints nothing: stands in for the elements of an empty memref. */
static void printNoElement(const char *base, int64_t index) {
  (void)base;
  (void)index;
}

/* Prints dimension `dim` (counting down to 0 = element) starting at element
 * `offset`; sizes/strides point at the current dimension. */
static void printData(PrintElementFn printElement, const char *base, int64_t dim, int64_t rank,
                      int64_t offset, const int64_t *sizes, const int64_t *strides) {
  int64_t i;
  if (dim == 0) {
    printElement(base, offset);
    return;
  }
  putchar('[');
  /* Like MLIR, the first entry is printed even when the dimension is empty. */
  printData(printElement, base, dim - 1, rank, offset, sizes + 1, strides + 1);
  if (sizes[0] <= 1) {
    putchar(']');
    return;
  }
  fputs(", ", stdout);
  if (dim > 1) putchar('\n');
  for (i = 1; i + 1 < sizes[0]; ++i) {
    printSpaces(rank - dim + 1);
    printData(printElement, base, dim - 1, rank, offset + i * strides[0], sizes + 1, strides + 1);
    fputs(", ", stdout);
    if (dim > 1) putchar('\n');
  }
  printSpaces(rank - dim + 1);
  printData(printElement, base, dim - 1, rank, offset + (sizes[0] - 1) * strides[0], sizes + 1, strides + 1);
  putchar(']');
}

static void printList(const int64_t *values, int64_t n) {
  int64_t i;
  for (i = 0; i < n; ++i) printf(i ? ", %" PRId64 : "%" PRId64, values[i]);
}

static void printMemref(TbufUnrankedMemRef m, PrintElementFn printElement) {
  const DescriptorPrefix *d = (const DescriptorPrefix *)m.descriptor;
  const int64_t *sizes = sizesOf(m.descriptor);
  const int64_t *strides = sizes + m.rank;
  fputs("Unranked Memref base@ = ", stdout);
  if (d->aligned == NULL) putchar('0');
  else printf("0x%" PRIxPTR, (uintptr_t)d->aligned);
  printf(" rank = %" PRId64 " offset = %" PRId64 " sizes = [", m.rank, d->offset);
  printList(sizes, m.rank);
  fputs("] strides = [", stdout);
  printList(strides, m.rank);
  fputs("] data = \n", stdout);
  if (anyZero(sizes, m.rank)) printElement = printNoElement;
  if (m.rank == 0) putchar('[');
  printData(printElement, (const char *)d->aligned, m.rank, m.rank, d->offset, sizes, strides);
  if (m.rank == 0) putchar(']');
  putchar('\n');
  fflush(stdout); /* MLIR ends with std::endl */
}

/* ---- Element printers ---------------------------------------------------- */

static void printElementF32(const char *base, int64_t i) {
  float v;
  memcpy(&v, base + i * (int64_t)sizeof(float), sizeof v);
  printf("%g", (double)v);
}

static void printElementF64(const char *base, int64_t i) {
  double v;
  memcpy(&v, base + i * (int64_t)sizeof(double), sizeof v);
  printf("%g", v);
}

float tbufHalfToFloat(uint16_t h) {
  uint32_t sign = (uint32_t)(h & 0x8000u) << 16;
  uint32_t exponent = (h >> 10) & 0x1Fu;
  uint32_t mantissa = h & 0x3FFu;
  uint32_t bits;
  float f;
  if (exponent == 0x1F) {
    bits = sign | 0x7F800000u | (mantissa << 13);
  } else if (exponent != 0) {
    bits = sign | ((exponent + 112) << 23) | (mantissa << 13);
  } else if (mantissa == 0) {
    bits = sign;
  } else {
    /* Subnormal half: normalise. */
    exponent = 113;
    while ((mantissa & 0x400u) == 0) {
      mantissa <<= 1;
      exponent--;
    }
    bits = sign | (exponent << 23) | ((mantissa & 0x3FFu) << 13);
  }
  memcpy(&f, &bits, sizeof f);
  return f;
}

static void printElementF16(const char *base, int64_t i) {
  uint16_t h;
  memcpy(&h, base + i * 2, sizeof h);
  printf("%g", (double)tbufHalfToFloat(h));
}

static void printElementBF16(const char *base, int64_t i) {
  uint16_t h;
  uint32_t bits;
  float f;
  memcpy(&h, base + i * 2, sizeof h);
  bits = (uint32_t)h << 16;
  memcpy(&f, &bits, sizeof f);
  printf("%g", (double)f);
}

static void printElementI8(const char *base, int64_t i) { putchar((unsigned char)base[i]); }

static void printElementI16(const char *base, int64_t i) {
  int16_t v;
  memcpy(&v, base + i * 2, sizeof v);
  printf("%d", (int)v);
}

static void printElementI32(const char *base, int64_t i) {
  int32_t v;
  memcpy(&v, base + i * 4, sizeof v);
  printf("%" PRId32, v);
}

static void printElementI64(const char *base, int64_t i) {
  int64_t v;
  memcpy(&v, base + i * 8, sizeof v);
  printf("%" PRId64, v);
}

static void printElementInd(const char *base, int64_t i) {
  uint64_t v;
  memcpy(&v, base + i * 8, sizeof v);
  printf("%" PRIu64, v);
}

void printMemrefF16(TbufUnrankedMemRef m) { printMemref(m, printElementF16); }
void printMemrefBF16(TbufUnrankedMemRef m) { printMemref(m, printElementBF16); }
void printMemrefF32(TbufUnrankedMemRef m) { printMemref(m, printElementF32); }
void printMemrefF64(TbufUnrankedMemRef m) { printMemref(m, printElementF64); }
void printMemrefI8(TbufUnrankedMemRef m) { printMemref(m, printElementI8); }
void printMemrefI16(TbufUnrankedMemRef m) { printMemref(m, printElementI16); }
void printMemrefI32(TbufUnrankedMemRef m) { printMemref(m, printElementI32); }
void printMemrefI64(TbufUnrankedMemRef m) { printMemref(m, printElementI64); }
void printMemrefInd(TbufUnrankedMemRef m) { printMemref(m, printElementInd); }
